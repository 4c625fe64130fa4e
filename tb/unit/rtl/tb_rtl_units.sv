// Test wrapper: every per-component unit side by side with plain-vector ports, so one
// Verilated model serves the C harness (tb/unit/rtl/*.c). Opcodes and formats arrive as
// raw numbers and are cast to the package enums here. The FMA pipe is the one clocked
// unit (FMA_STAGES: its depth, FMA_MUL_CS: its products' form; fma_stages_o and
// fma_mul_cs_o tell the harness which build it drives).
module tb_rtl_units #(
  parameter int unsigned FMA_STAGES = sm5_pkg::FMA_STAGES_DEF,
  parameter bit          FMA_MUL_CS = 1'b0
) (
  input  logic         clk_i,
  input  logic         rst_ni,
  input  logic         fma_valid_i,
  input  logic [2:0]   fma_op_i,
  input  logic [31:0]  fma_a_i,
  input  logic [31:0]  fma_b_i,
  input  logic [31:0]  fma_c_i,
  output logic         fma_valid_o,
  output logic [31:0]  fma_res_o,
  output logic [7:0]   fma_stages_o,
  output logic         fma_mul_cs_o,
  input  logic [7:0]   fcmp_op_i,
  input  logic [31:0]  fcmp_a_i,
  input  logic [31:0]  fcmp_b_i,
  output logic [31:0]  fcmp_res_o,
  input  logic [7:0]   dcmp_op_i,
  input  logic [63:0]  dcmp_a_i,
  input  logic [63:0]  dcmp_b_i,
  output logic [63:0]  dcmp_res_o,
  input  logic [7:0]   bf_op_i,
  input  logic [31:0]  bf_a_i,
  input  logic [31:0]  bf_b_i,
  input  logic [31:0]  bf_c_i,
  input  logic [31:0]  bf_d_i,
  output logic [31:0]  bf_res_o,
  input  logic [7:0]   cvt_op_i,
  input  logic [31:0]  cvt_a_i,
  output logic [31:0]  cvt_res_o,
  input  logic [7:0]   ialu_op_i,
  input  logic [31:0]  ialu_a_i,
  input  logic [31:0]  ialu_b_i,
  output logic [31:0]  ialu_res_o,
  input  logic [31:0]  sat_a_i,
  output logic [31:0]  sat_res_o,
  input  logic [2:0]   unpack_fmt_i,
  input  logic [31:0]  unpack_word_i,
  output logic [127:0] unpack_val_o,
  input  logic [2:0]   pack_fmt_i,
  input  logic [127:0] pack_val_i,
  output logic [31:0]  pack_word_o
);
  sm5_fcmp u_fcmp (.op_i(sm5_pkg::sm5_op_e'(fcmp_op_i)), .a_i(fcmp_a_i), .b_i(fcmp_b_i),
                   .res_o(fcmp_res_o));
  sm5_dcmp u_dcmp (.op_i(sm5_pkg::sm5_op_e'(dcmp_op_i)), .a_i(dcmp_a_i), .b_i(dcmp_b_i),
                   .res_o(dcmp_res_o));
  sm5_bitfield u_bf (.op_i(sm5_pkg::sm5_op_e'(bf_op_i)), .a_i(bf_a_i), .b_i(bf_b_i),
                     .c_i(bf_c_i), .d_i(bf_d_i), .res_o(bf_res_o));
  sm5_cvt u_cvt (.op_i(sm5_pkg::sm5_op_e'(cvt_op_i)), .a_i(cvt_a_i), .res_o(cvt_res_o));
  sm5_intalu u_ialu (.op_i(sm5_pkg::sm5_op_e'(ialu_op_i)), .a_i(ialu_a_i), .b_i(ialu_b_i),
                     .res_o(ialu_res_o));
  sm5_fsat u_sat (.a_i(sat_a_i), .res_o(sat_res_o));
  sm5_fmt_unpack u_unpack (.fmt_i(sm5_pkg::sm5_fmt_e'(unpack_fmt_i)), .word_i(unpack_word_i),
                           .val_o(unpack_val_o));
  sm5_fmt_pack u_pack (.fmt_i(sm5_pkg::sm5_fmt_e'(pack_fmt_i)), .val_i(pack_val_i),
                       .word_o(pack_word_o));
  sm5_fma #(.STAGES(FMA_STAGES), .MUL_CS(FMA_MUL_CS)) u_fma (
    .clk_i, .rst_ni, .valid_i(fma_valid_i), .op_i(sm5_pkg::sm5_fma_op_e'(fma_op_i)),
    .a_i(fma_a_i), .b_i(fma_b_i), .c_i(fma_c_i), .valid_o(fma_valid_o), .res_o(fma_res_o));
  assign fma_stages_o = 8'(FMA_STAGES);
  assign fma_mul_cs_o = FMA_MUL_CS;
endmodule

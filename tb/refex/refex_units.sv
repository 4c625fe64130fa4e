// The units under test of both examples (tb/refex/README.md), side by side with
// plain-vector ports: the comparator (rtl/sm5_fcmp.sv), the bitfield unit
// (rtl/sm5_bitfield.sv), both combinational, and the FMA pipe (rtl/sm5_fma.sv, results
// FMA_STAGES clocks after valid_i). Opcodes arrive as numbers (sm5_pkg::sm5_op_e, which
// are also sm5ref's opcode numbers) and are cast here.
module refex_units #(
  parameter int unsigned FMA_STAGES = sm5_pkg::FMA_STAGES_DEF
) (
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic [7:0]  fcmp_op_i,
  input  logic [31:0] fcmp_a_i,
  input  logic [31:0] fcmp_b_i,
  output logic [31:0] fcmp_res_o,
  input  logic [7:0]  bf_op_i,
  input  logic [31:0] bf_a_i,
  input  logic [31:0] bf_b_i,
  input  logic [31:0] bf_c_i,
  input  logic [31:0] bf_d_i,
  output logic [31:0] bf_res_o,
  input  logic        fma_valid_i,
  input  logic [2:0]  fma_op_i,
  input  logic [31:0] fma_a_i,
  input  logic [31:0] fma_b_i,
  input  logic [31:0] fma_c_i,
  output logic        fma_valid_o,
  output logic [31:0] fma_res_o,
  output logic [7:0]  fma_stages_o
);
  sm5_fcmp u_fcmp (.op_i(sm5_pkg::sm5_op_e'(fcmp_op_i)), .a_i(fcmp_a_i), .b_i(fcmp_b_i),
                   .res_o(fcmp_res_o));
  sm5_bitfield u_bf (.op_i(sm5_pkg::sm5_op_e'(bf_op_i)), .a_i(bf_a_i), .b_i(bf_b_i),
                     .c_i(bf_c_i), .d_i(bf_d_i), .res_o(bf_res_o));
  sm5_fma #(.STAGES(FMA_STAGES)) u_fma (
    .clk_i, .rst_ni, .valid_i(fma_valid_i), .op_i(sm5_pkg::sm5_fma_op_e'(fma_op_i)),
    .a_i(fma_a_i), .b_i(fma_b_i), .c_i(fma_c_i), .valid_o(fma_valid_o), .res_o(fma_res_o));
  assign fma_stages_o = 8'(FMA_STAGES);
endmodule

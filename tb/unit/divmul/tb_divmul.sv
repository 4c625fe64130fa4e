// Test wrapper of the divide/sqrt unit and the integer multiplier with plain-vector
// ports, so one Verilated model serves the C harness (dm_main.c). The opcode arrives as a
// raw number and is cast to the package enum here; the parameters are read back as ports
// so the harness checks the schedule of the model it drives.
module tb_divmul #(
  parameter int unsigned BITS   = sm5_pkg::DIVSQRT_BITS,
  parameter int unsigned STAGES = sm5_pkg::IMUL_STAGES_DEF,
  parameter bit          MUL_CS = 1'b0
) (
  input  logic        clk_i,
  input  logic        rst_ni,
  output logic [7:0]  bits_o,
  output logic [7:0]  stages_o,
  output logic        mul_cs_o,
  // sm5_divsqrt
  input  logic        ds_start_i,
  input  logic [7:0]  ds_op_i,
  input  logic [31:0] ds_a_i,
  input  logic [31:0] ds_b_i,
  output logic        ds_busy_o,
  output logic        ds_done_o,
  output logic [31:0] ds_res0_o,
  output logic [31:0] ds_res1_o,
  // sm5_imul
  input  logic        mu_valid_i,
  input  logic [7:0]  mu_op_i,
  input  logic [31:0] mu_a_i,
  input  logic [31:0] mu_b_i,
  input  logic [31:0] mu_c_i,
  output logic        mu_valid_o,
  output logic [31:0] mu_hi_o,
  output logic [31:0] mu_lo_o
);
  assign bits_o   = 8'(BITS);
  assign stages_o = 8'(STAGES);
  assign mul_cs_o = MUL_CS;

  sm5_divsqrt #(.BITS(BITS)) u_ds (
    .clk_i, .rst_ni, .start_i(ds_start_i), .op_i(sm5_pkg::sm5_op_e'(ds_op_i)),
    .a_i(ds_a_i), .b_i(ds_b_i), .busy_o(ds_busy_o), .done_o(ds_done_o),
    .res0_o(ds_res0_o), .res1_o(ds_res1_o)
  );

  sm5_imul #(.STAGES(STAGES), .MUL_CS(MUL_CS)) u_mu (
    .clk_i, .rst_ni, .valid_i(mu_valid_i), .op_i(sm5_pkg::sm5_op_e'(mu_op_i)),
    .a_i(mu_a_i), .b_i(mu_b_i), .c_i(mu_c_i), .valid_o(mu_valid_o), .hi_o(mu_hi_o),
    .lo_o(mu_lo_o)
  );
endmodule

// Test wrapper of the double unit with plain-vector ports, so one Verilated
// model serves the C harness (dp_main.c): the pipe sm5_dp and the divider sm5_dpdiv. The
// op arrives as a raw number and is cast to the package enum here; the parameters are
// read back as ports so the harness checks the timing of the model it drives.
module tb_dp #(
  parameter int unsigned STAGES = sm5_pkg::DP_STAGES,
  parameter int unsigned BITS   = sm5_pkg::DPDIV_BITS
) (
  input  logic        clk_i,
  input  logic        rst_ni,
  output logic [7:0]  stages_o,
  output logic [7:0]  bits_o,
  // sm5_dp
  input  logic        dp_valid_i,
  input  logic [3:0]  dp_op_i,
  input  logic [63:0] dp_a_i,
  input  logic [63:0] dp_b_i,
  input  logic [63:0] dp_c_i,
  output logic        dp_valid_o,
  output logic [63:0] dp_res_o,
  // sm5_dpdiv
  input  logic        dv_start_i,
  input  logic        dv_rcp_i,
  input  logic [63:0] dv_a_i,
  input  logic [63:0] dv_b_i,
  output logic        dv_busy_o,
  output logic        dv_done_o,
  output logic [63:0] dv_res_o
);
  assign stages_o = 8'(STAGES);
  assign bits_o   = 8'(BITS);

  sm5_dp #(.STAGES(STAGES)) u_dp (
    .clk_i, .rst_ni, .valid_i(dp_valid_i), .op_i(sm5_pkg::sm5_dp_op_e'(dp_op_i)),
    .a_i(dp_a_i), .b_i(dp_b_i), .c_i(dp_c_i), .valid_o(dp_valid_o), .res_o(dp_res_o)
  );

  sm5_dpdiv #(.BITS(BITS)) u_dv (
    .clk_i, .rst_ni, .start_i(dv_start_i), .rcp_i(dv_rcp_i), .a_i(dv_a_i), .b_i(dv_b_i),
    .busy_o(dv_busy_o), .done_o(dv_done_o), .res_o(dv_res_o)
  );
endmodule

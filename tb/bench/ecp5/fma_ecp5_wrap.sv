// ECP5 timing wrapper for the FMA pipe (make synth-fma, sim/synth.py ecp5 fma): the unit between
// registers, so every path nextpnr times is register to register (the unit registers
// its own output). Not part of rtl/: a synthesis harness only.
module fma_ecp5_wrap #(
  parameter int unsigned STAGES = sm5_pkg::FMA_STAGES_DEF
) (
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic        valid_i,
  input  logic [2:0]  op_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [31:0] c_i,
  output logic        valid_o,
  output logic [31:0] res_o
);
  logic        valid_q;
  logic [2:0]  op_q;
  logic [31:0] a_q, b_q, c_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) valid_q <= 1'b0;
    else         valid_q <= valid_i;
  end
  always_ff @(posedge clk_i) begin
    op_q <= op_i;
    a_q  <= a_i;
    b_q  <= b_i;
    c_q  <= c_i;
  end
  sm5_fma #(.STAGES(STAGES)) u_fma (
    .clk_i, .rst_ni, .valid_i(valid_q), .op_i(sm5_pkg::sm5_fma_op_e'(op_q)), .a_i(a_q),
    .b_i(b_q), .c_i(c_q), .valid_o, .res_o);
endmodule

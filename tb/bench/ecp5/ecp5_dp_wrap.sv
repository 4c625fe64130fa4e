// ECP5 timing wrappers of the double unit (make synth-dp): the unit's inputs come from a
// register (a scan chain fed by one pin, so the design fits the package and no input is
// constant) and its outputs go through a registered parity, so every path nextpnr times
// is register to register and no output bit can be optimised away. Not part of the
// design: synthesis measurement only.
module ecp5_dp_wrap #(
  parameter int unsigned STAGES = sm5_pkg::DP_STAGES
) (
  input  logic clk_i,
  input  logic rst_ni,
  input  logic si_i,
  output logic so_o
);
  logic [196:0] in_q;   // valid, op[3:0], a, b, c
  logic         v;
  logic [63:0]  r;

  always_ff @(posedge clk_i) begin
    in_q <= {in_q[195:0], si_i};
    so_o <= ^{v, r};
  end

  sm5_dp #(.STAGES(STAGES)) u (
    .clk_i, .rst_ni, .valid_i(in_q[196]), .op_i(sm5_pkg::sm5_dp_op_e'(in_q[195:192])),
    .a_i(in_q[191:128]), .b_i(in_q[127:64]), .c_i(in_q[63:0]), .valid_o(v), .res_o(r)
  );
endmodule

module ecp5_dpdiv_wrap #(
  parameter int unsigned BITS = sm5_pkg::DPDIV_BITS
) (
  input  logic clk_i,
  input  logic rst_ni,
  input  logic si_i,
  output logic so_o
);
  logic [129:0] in_q;   // start, rcp, a, b
  logic         busy, done;
  logic [63:0]  r;

  always_ff @(posedge clk_i) begin
    in_q <= {in_q[128:0], si_i};
    so_o <= ^{busy, done, r};
  end

  sm5_dpdiv #(.BITS(BITS)) u (
    .clk_i, .rst_ni, .start_i(in_q[129]), .rcp_i(in_q[128]), .a_i(in_q[127:64]),
    .b_i(in_q[63:0]), .busy_o(busy), .done_o(done), .res_o(r)
  );
endmodule

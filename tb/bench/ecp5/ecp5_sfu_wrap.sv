// ECP5 timing wrapper of one SFU lane (make synth-sfu): the lane's inputs come from a
// register (a scan chain fed by one pin, so the design fits the package and no input is
// constant) and its outputs go through a registered parity, so every path nextpnr times
// is register to register and no output bit can be optimised away. Not part of the
// design: synthesis measurement only.
module ecp5_sfu_wrap #(
  parameter int unsigned STAGES = sm5_pkg::SFU_STAGES
) (
  input  logic clk_i,
  input  logic rst_ni,
  input  logic si_i,
  output logic so_o
);
  logic [35:0] in_q;   // valid, op[2:0], a
  logic        v;
  logic [31:0] r;

  always_ff @(posedge clk_i) begin
    in_q <= {in_q[34:0], si_i};
    so_o <= ^{v, r};
  end

  sm5_sfu_lane #(.STAGES(STAGES)) u (
    .clk_i, .rst_ni, .valid_i(in_q[35]), .op_i(sm5_pkg::sm5_sfu_op_e'(in_q[34:32])),
    .a_i(in_q[31:0]), .valid_o(v), .res_o(r)
  );
endmodule

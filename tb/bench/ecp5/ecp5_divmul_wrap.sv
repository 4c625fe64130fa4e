// ECP5 timing wrappers of the divide/sqrt unit and the integer multiplier (make
// synth-divmul): the unit's inputs come from a register (a scan chain fed by one pin, so
// the design fits the package and no input is constant) and its outputs go through a
// registered parity, so every path nextpnr times is register to register and no output
// bit can be optimised away. Not part of the design: synthesis measurement only.
module ecp5_divsqrt_wrap #(
  parameter int unsigned BITS = sm5_pkg::DIVSQRT_BITS
) (
  input  logic clk_i,
  input  logic rst_ni,
  input  logic si_i,
  output logic so_o
);
  logic [72:0] in_q;   // start, op[7:0], a, b
  logic        busy, done;
  logic [31:0] r0, r1;

  always_ff @(posedge clk_i) begin
    in_q <= {in_q[71:0], si_i};
    so_o <= ^{busy, done, r0, r1};
  end

  sm5_divsqrt #(.BITS(BITS)) u (
    .clk_i, .rst_ni, .start_i(in_q[72]), .op_i(sm5_pkg::sm5_op_e'(in_q[71:64])),
    .a_i(in_q[63:32]), .b_i(in_q[31:0]), .busy_o(busy), .done_o(done), .res0_o(r0),
    .res1_o(r1)
  );
endmodule

module ecp5_imul_wrap #(
  parameter int unsigned STAGES = sm5_pkg::IMUL_STAGES_DEF
) (
  input  logic clk_i,
  input  logic rst_ni,
  input  logic si_i,
  output logic so_o
);
  logic [104:0] in_q;  // valid, op[7:0], a, b, c
  logic         v;
  logic [31:0]  hi, lo;

  always_ff @(posedge clk_i) begin
    in_q <= {in_q[103:0], si_i};
    so_o <= ^{v, hi, lo};
  end

  sm5_imul #(.STAGES(STAGES)) u (
    .clk_i, .rst_ni, .valid_i(in_q[104]), .op_i(sm5_pkg::sm5_op_e'(in_q[103:96])),
    .a_i(in_q[95:64]), .b_i(in_q[63:32]), .c_i(in_q[31:0]), .valid_o(v), .hi_o(hi),
    .lo_o(lo)
  );
endmodule

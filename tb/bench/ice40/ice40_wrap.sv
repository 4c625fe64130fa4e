// iCE40 timing wrappers (make synth-all): each per-lane unit between an input and an
// output register, so nextpnr has a register-to-register path to time (the units are
// combinational). Not part of the design: synthesis measurement only.
module ice40_fcmp (
  input  logic clk, input sm5_pkg::sm5_op_e op, input logic [31:0] a, input logic [31:0] b,
  output logic [31:0] res
);
  sm5_pkg::sm5_op_e op_q; logic [31:0] a_q, b_q, r;
  sm5_fcmp u (.op_i(op_q), .a_i(a_q), .b_i(b_q), .res_o(r));
  always_ff @(posedge clk) begin op_q <= op; a_q <= a; b_q <= b; res <= r; end
endmodule

module ice40_bitfield (
  input  logic clk, input sm5_pkg::sm5_op_e op, input logic [31:0] a, input logic [31:0] b,
  input  logic [31:0] c, input logic [31:0] d, output logic [31:0] res
);
  sm5_pkg::sm5_op_e op_q; logic [31:0] a_q, b_q, c_q, d_q, r;
  sm5_bitfield u (.op_i(op_q), .a_i(a_q), .b_i(b_q), .c_i(c_q), .d_i(d_q),
                  .res_o(r));
  always_ff @(posedge clk) begin op_q <= op; a_q <= a; b_q <= b; c_q <= c; d_q <= d; res <= r; end
endmodule

module ice40_cvt (
  input  logic clk, input sm5_pkg::sm5_op_e op, input logic [31:0] a, output logic [31:0] res
);
  sm5_pkg::sm5_op_e op_q; logic [31:0] a_q, r;
  sm5_cvt u (.op_i(op_q), .a_i(a_q), .res_o(r));
  always_ff @(posedge clk) begin op_q <= op; a_q <= a; res <= r; end
endmodule

// f32 -> f11 (unsigned, 6-bit fraction) and back: the typed-UAV small-float converters
module ice40_f32_to_f11 (
  input logic clk, input logic [31:0] a, output logic [10:0] res
);
  logic [31:0] a_q; logic [10:0] r;
  sm5_f32_to_fsmall #(.FRAC_W(6), .SIGNED(1'b0)) u (.f_i(a_q), .res_o(r));
  always_ff @(posedge clk) begin a_q <= a; res <= r; end
endmodule

module ice40_f11_to_f32 (
  input logic clk, input logic [10:0] a, output logic [31:0] res
);
  logic [10:0] a_q; logic [31:0] r;
  sm5_fsmall_to_f32 #(.FRAC_W(6), .SIGNED(1'b0)) u (.v_i(a_q), .f_o(r));
  always_ff @(posedge clk) begin a_q <= a; res <= r; end
endmodule

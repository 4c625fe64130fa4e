// Black boxes of the double unit's pipe and divider (for a black-boxed synthesis run of sim/synth.py):
// the pipe wrappers sm5_dbl / sm5_ddiv synthesised around them measure only their own
// buffers, muxes and control (the units have their own figures: make synth-dp).
(* blackbox *)
module sm5_dp #(parameter int unsigned STAGES = 4) (
  input  logic                clk_i,
  input  logic                rst_ni,
  input  logic                valid_i,
  input  sm5_pkg::sm5_dp_op_e op_i,
  input  logic [63:0]         a_i,
  input  logic [63:0]         b_i,
  input  logic [63:0]         c_i,
  output logic                valid_o,
  output logic [63:0]         res_o
);
endmodule

(* blackbox *)
module sm5_dpdiv #(parameter int unsigned BITS = 2) (
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic        start_i,
  input  logic        rcp_i,
  input  logic [63:0] a_i,
  input  logic [63:0] b_i,
  output logic        busy_o,
  output logic        done_o,
  output logic [63:0] res_o
);
endmodule

// The SFU pipe's share of one lane (PIPE_SFU, SPEC 11): the unit itself (sm5_sfu, SFU_LANES
// lanes) is shared by the wave and lives in sm5_valu (sm5_sfu_wrap), which feeds it one
// lane group per cycle. Here: source 0 after its modifiers, held from EX1 for the later
// feeds (a_o: the component being fed), and the result registers (res: dst, res2:
// sincos's dst2), written with _sat when the lane's group comes out of the unit (cap_i,
// gated by the execution mask in sm5_valu); they hold until the write-back arbiter has
// written them.
/* verilator tracing_off */
module sm5_lane_sfu
  import sm5_pkg::*;
(
  input  logic                clk_i,
  input  logic                feed_i,     // a component of this op is fed this cycle
  input  logic                feed_ex_i,  // ... the op in EX1 (else the held op)
  input  logic [1:0]          feed_c_i,
  input  sm5_op_e             op_i,       // the op in EX1 (an SFU op is CL_FLOAT)
  input  logic                sat_i,
  input  logic                neg_i,
  input  logic                abs_i,
  input  logic [3:0][31:0]    src_i,      // EX1 source 0, before modifiers
  output logic [31:0]         a_o,        // the fed operand (to the unit's lane)
  input  logic                cap_i,      // this lane's result leaves the unit
  input  logic [1:0]          cap_c_i,
  input  logic                cap_two_i,  // ... for dst2 (sincos's cos)
  input  logic [31:0]         res_i,
  output logic [3:0][31:0]    res_o,
  output logic [3:0][31:0]    res2_o
);
  logic [3:0][31:0] m, hold_q;
  logic             sat_q;
  always_comb begin
    for (int unsigned c = 0; c < 4; c++) begin
      m[c] = src_i[c];
      if (abs_i) m[c][31] = 1'b0;
      if (neg_i) m[c][31] = ~m[c][31];
    end
  end
  always_ff @(posedge clk_i) begin
    if (feed_i && feed_ex_i) begin
      hold_q <= m;
      sat_q  <= sat_i;
    end
  end
  assign a_o = feed_ex_i ? m[feed_c_i] : hold_q[feed_c_i];

  // verilator lint_off UNUSEDSIGNAL
  // every SFU op is a float op: the modifiers apply whatever op_i says
  sm5_op_e unused_op;
  assign unused_op = op_i;
  // verilator lint_on UNUSEDSIGNAL

  // _sat: the first capture comes STAGES cycles after EX1, when sat_q holds the op's
  logic [31:0] r_sat;
  sm5_fsat u_fsat (.a_i (res_i), .res_o (r_sat));
  always_ff @(posedge clk_i) begin
    if (cap_i && !cap_two_i) res_o[cap_c_i]  <= sat_q ? r_sat : res_i;
    if (cap_i &&  cap_two_i) res2_o[cap_c_i] <= sat_q ? r_sat : res_i;
  end

endmodule

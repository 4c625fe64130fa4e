// The SFU pipe's control (rcp, rsq, exp, log, sincos; lane-group stepping): the op's
// written components go through sm5_sfu_wrap in lane groups; a count from EX1 to the last
// group's capture, then the result asks for write slots, dst then dst2 (sm5_pipe_wbreq).
module sm5_pipe_sfu
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned LANES     = 32,
  parameter int unsigned SFU_LANES = 8
) (
  input  logic                       clk_i,
  input  logic                       rst_ni,
  input  logic                       go_i,      // EX1 holds an SFU op
  input  sm5_op_e                    op_i,
  input  logic [TAG_W-1:0]           tag_i,
  input  wrinfo_t                    wr_i,
  input  logic [LANES-1:0]           exec_i,
  input  logic [LANES-1:0][31:0]     a_i,       // each lane's operand for this feed
  input  logic                       gnt_i,
  output pipe_port_t                 port_o,
  output logic                       sel1_o,
  output logic                       sel2_o,
  // lane controls (sm5_lane_pkg: sf_*) and the unit's results
  output logic                       feed_o,
  output logic                       feed_ex_o,
  output logic [1:0]                 feed_c_o,
  output logic [LANES-1:0]           cap_o,
  output logic [1:0]                 cap_c_o,
  output logic                       cap_two_o,
  output logic [SFU_LANES-1:0][31:0] res_o
);
  localparam int unsigned G = (LANES + SFU_LANES - 1) / SFU_LANES;
  logic        act, req, phase;
  logic [TAG_W-1:0] tag;
  wrinfo_t     wr;
  logic [15:0] cnt_q;
  logic [3:0]  m1, m2;

  // the components written: dst's (mask1 unless it is dst2's), dst2's
  assign m1 = (wr_i.wr && !wr_i.second) ? wr_i.mask1 : 4'b0;
  assign m2 = wr_i.two ? wr_i.mask2 : ((wr_i.wr && wr_i.second) ? wr_i.mask1 : 4'b0);

  // the count, not the op's last write, ends the unit's work
  /* verilator lint_off PINCONNECTEMPTY */
  sm5_pipe_wbreq u_wbreq (
    .clk_i, .rst_ni, .go_i, .tag_i, .wr_i, .done_i (cnt_q == '0), .gnt_i,
    .act_o (act), .req_o (req), .phase_o (phase), .last_o (),
    .sel1_o, .sel2_o, .tag_o (tag), .wr_o (wr)
  );
  /* verilator lint_on PINCONNECTEMPTY */

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) cnt_q <= '0;
    // N = groups x components feeds, the last captured STAGES - 1 cycles after it
    else if (go_i) cnt_q <= 16'(G * (popc4(m1) + popc4(m2)) + SFU_STAGES - 1);
    else if (cnt_q != '0) cnt_q <= cnt_q - 1'b1;
  end

  sm5_sfu_wrap #(.LANES(LANES), .SFU_LANES(SFU_LANES)) u_sfu_wrap (
    .clk_i, .rst_ni, .go_i, .op_i, .m1_i (m1), .m2_i (m2), .exec_i, .a_i,
    .feed_o, .feed_ex_o, .feed_c_o, .cap_o, .cap_c_o, .cap_two_o, .res_o
  );

  assign port_o = var_port(act, act, act, req, phase, tag, wr);
endmodule

// The IMUL pipe (imul, umul, imad, umad, msad; fixed latency plus one cycle per further
// component): every lane's sm5_imul (sm5_lane_imul) takes the written components one per
// cycle from EX1 on; an op of n components enters the control at stage 4 - n, so it
// comes out IMUL_LAT + n - 1 cycles after EX1. The lanes register the feed and output
// controls of the next cycle themselves (_nx), so the multiplier's operands and result
// registers hang on lane registers only.
module sm5_pipe_imul
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned STAGES = sm5_pkg::IMUL_STAGES_DEF,   // the multiplier's ranks
  parameter int unsigned LAT = STAGES + 1   // the pipe's latency for one component
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             ds_go_i,     // an IMUL op dispatches
  input  sm5_uop_t         ds_uop_i,
  input  logic             rd_go_i,     // RD holds an IMUL op (EX1 next cycle)
  input  sm5_uop_t         rd_uop_i,
  input  logic             go_i,        // EX1 holds an IMUL op
  input  sm5_uop_t         ex_uop_i,
  input  logic [TAG_W-1:0] tag_i,
  input  wrinfo_t          wr_i,
  output pipe_port_t       port_o,
  // lane controls (sm5_lane_pkg: im_*)
  output logic             feed_nx_o,
  output logic             feed_ex_nx_o,
  output logic [1:0]       feed_c_nx_o,
  output logic             out_nx_o,
  output logic [1:0]       out_c_nx_o,
  output logic             out_two_nx_o
);
  localparam int unsigned N = LAT + 3;   // control stages (4 components)
  logic [1:0] busy_q;                    // feed cycles left after this one
  logic [3:0] rem_q, rem_d;
  logic       two_q;
  logic       feed, feed_ex;
  logic [1:0] feed_c;
  logic [3:0] enter;
  logic [STAGES-1:0]      ov_q, otwo_q, ov_d, otwo_d;
  logic [STAGES-1:0][1:0] oc_q, oc_d;
  logic       unit_on;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni)               busy_q <= '0;
    else if (ds_go_i)          busy_q <= 2'(lat_extra(ds_uop_i));
    else if (busy_q != '0)     busy_q <= busy_q - 1'b1;
  end

  // the feed: one component per cycle, the first from EX1
  always_comb begin
    feed    = 1'b0;
    feed_ex = 1'b0;
    feed_c  = low_comp(rem_q);
    rem_d   = rem_q;
    if (go_i) begin
      feed    = 1'b1;
      feed_ex = 1'b1;
      feed_c  = low_comp(unit_comps(ex_uop_i));
      rem_d   = unit_comps(ex_uop_i);
    end else if (rem_q != '0) begin
      feed = 1'b1;
    end
    if (feed) rem_d[feed_c] = 1'b0;
  end
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rem_q <= '0;
      ov_q  <= '0;
    end else begin
      rem_q <= rem_d;
      ov_q  <= ov_d;
    end
  end
  // the feed after the clock (EX1 then holds the op now in RD, and rem_q is rem_d)
  always_comb begin
    feed_ex_nx_o = rd_go_i;
    feed_nx_o    = rd_go_i || (rem_d != '0);
    feed_c_nx_o  = rd_go_i ? low_comp(unit_comps(rd_uop_i)) : low_comp(rem_d);
  end
  // the output controls after the clock: the last stage's
  assign ov_d   = STAGES'({ov_q, feed});
  assign otwo_d = STAGES'({otwo_q, feed_ex ? op_two_dst(ex_uop_i.op) : two_q});
  assign oc_d   = (2*STAGES)'({oc_q, feed_c});
  always_ff @(posedge clk_i) begin
    if (feed_ex) two_q <= op_two_dst(ex_uop_i.op);
    otwo_q <= otwo_d;
    oc_q   <= oc_d;
  end
  assign out_nx_o     = ov_d[STAGES-1];
  assign out_c_nx_o   = oc_d[STAGES-1];
  assign out_two_nx_o = otwo_d[STAGES-1];

  // an op of n components enters at stage 4 - n: out after LAT + n - 1
  always_comb begin
    enter = '0;
    if (go_i) enter[3 - lat_extra(ex_uop_i)] = 1'b1;
  end
  assign unit_on = (busy_q != '0) || (rem_q != '0) || (ov_q != '0);
  sm5_pipe_fixed #(.N (N), .E (4)) u_ctl (
    .clk_i, .rst_ni, .go_i (enter), .tag_i, .wr_i,
    .busy_i (busy_q != '0), .active_i (unit_on), .lanes_i (unit_on),
    .port_o
  );
endmodule

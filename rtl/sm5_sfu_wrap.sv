// The SFU pipe (PIPE_SFU): one sm5_sfu of SFU_LANES lanes shared by the wave's LANES
// lanes, in sm5_valu. An op's written components (dst's in ascending order, then
// sincos's dst2's) each go through as G = ceil(LANES/SFU_LANES) lane groups, one group per
// cycle, the first in the op's EX1 cycle (go_i): N = G x components feed cycles. Group g
// (lanes g*SFU_LANES ...) of a feed comes out STAGES cycles later and is captured into
// those lanes' result registers (sm5_lane_sfu; cap_o per lane, gated by the execution
// mask). The unit's valid is low for a group with no executing lane. sm5_valu counts
// N + STAGES - 1 cycles from EX1 to the last capture (the cycle model's sf_cnt).
module sm5_sfu_wrap
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;   // low_comp
#(
  parameter int unsigned LANES     = 8,
  parameter int unsigned SFU_LANES = 2,
  parameter int unsigned STAGES    = SFU_STAGES,
  localparam int unsigned G        = (LANES + SFU_LANES - 1) / SFU_LANES,
  localparam int unsigned GW       = (G > 1) ? $clog2(G) : 1
) (
  input  logic                       clk_i,
  input  logic                       rst_ni,
  input  logic                       go_i,       // EX1 holds an SFU op
  input  sm5_op_e                    op_i,       // ... that op
  input  logic [3:0]                 m1_i,       // its dst components written (0: none)
  input  logic [3:0]                 m2_i,       // ... and dst2's (sincos)
  input  logic [LANES-1:0]           exec_i,
  input  logic [LANES-1:0][31:0]     a_i,        // each lane's operand for this feed
  output logic                       feed_o,     // a group is fed this cycle
  output logic                       feed_ex_o,  // ... of the op in EX1
  output logic [1:0]                 feed_c_o,   // ... for this component
  output logic [LANES-1:0]           cap_o,      // lane l's result leaves the unit
  output logic [1:0]                 cap_c_o,
  output logic                       cap_two_o,  // ... for dst2
  output logic [SFU_LANES-1:0][31:0] res_o       // lane l takes res_o[l % SFU_LANES]
);
  // the unit op: the op row's (op_sfu_op: sincos's first result), cos for sincos's dst2
  function automatic sm5_sfu_op_e sfu_op(sm5_op_e op, logic two);
    return (op == OP_SINCOS && two) ? SFU_COS : op_sfu_op(op);
  endfunction

  logic [3:0]    rem1_q, rem2_q, cur1, cur2, nx1, nx2;
  logic [GW-1:0] grp_q, g;
  sm5_op_e       op_q, op;
  logic          two, last_g;
  logic [1:0]    c;

  always_comb begin
    cur1   = go_i ? m1_i : rem1_q;
    cur2   = go_i ? m2_i : rem2_q;
    op     = go_i ? op_i : op_q;
    g      = go_i ? '0 : grp_q;
    feed_o = (cur1 | cur2) != '0;
    two    = cur1 == '0;
    c      = low_comp(two ? cur2 : cur1);
    last_g = 32'(g) == G - 1;
    nx1    = cur1;
    nx2    = cur2;
    if (feed_o && last_g) begin
      if (two) nx2[c] = 1'b0;
      else     nx1[c] = 1'b0;
    end
  end
  assign feed_ex_o = go_i;
  assign feed_c_o  = c;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rem1_q <= '0;
      rem2_q <= '0;
      grp_q  <= '0;
    end else begin
      rem1_q <= nx1;
      rem2_q <= nx2;
      if (feed_o) grp_q <= last_g ? '0 : g + 1'b1;
    end
  end
  always_ff @(posedge clk_i) begin
    if (go_i) op_q <= op_i;
  end

  // the group's lanes into the unit (lanes past LANES: 0); valid only if one executes
  logic [SFU_LANES-1:0][31:0] ua;
  logic                       uv;
  always_comb begin
    uv = 1'b0;
    for (int unsigned j = 0; j < SFU_LANES; j++) begin
      ua[j] = '0;
      for (int unsigned l = 0; l < LANES; l++) begin
        if (l / SFU_LANES == 32'(g) && l % SFU_LANES == j) begin
          ua[j] = a_i[l];
          uv    = uv | exec_i[l];
        end
      end
    end
  end

  logic uvo;
  sm5_sfu #(.SFU_LANES(SFU_LANES), .STAGES(STAGES)) u_sfu (
    .clk_i   (clk_i),
    .rst_ni  (rst_ni),
    .valid_i (feed_o && uv),
    .op_i    (sfu_op(op, two)),
    .a_i     (ua),
    .valid_o (uvo),
    .res_o   (res_o)
  );

  // which group, component and destination comes out: the feed's, STAGES cycles later
  logic [STAGES-1:0][GW-1:0] og_q;
  logic [STAGES-1:0][1:0]    oc_q;
  logic [STAGES-1:0]         otwo_q;
  always_ff @(posedge clk_i) begin
    og_q   <= (STAGES*GW)'({og_q, g});
    oc_q   <= (STAGES*2)'({oc_q, c});
    otwo_q <= STAGES'({otwo_q, two});
  end
  assign cap_c_o   = oc_q[STAGES-1];
  assign cap_two_o = otwo_q[STAGES-1];
  always_comb begin
    for (int unsigned l = 0; l < LANES; l++)
      cap_o[l] = uvo && exec_i[l] && l / SFU_LANES == 32'(og_q[STAGES-1]);
  end

endmodule

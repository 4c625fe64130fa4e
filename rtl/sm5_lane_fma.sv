// The FMA and DP pipes of one lane (PIPE_FMA, PIPE_DP): four sm5_fma units, one per
// component, S = FMA_STAGES ranks each.
//   FMA (add, mul, mad, frc, round_*): every unit takes its component in EX1; its result
//     S cycles later goes through _sat into the result register: depth S + 1.
//   DP (dp2/dp3/dp4, P-18): a chain through the same units, one after the other: unit 0
//     takes MUL(a.x, b.x) in EX1, unit k (k = 1 .. n-1) MAD(a.k, b.k, step k-1) S*k cycles
//     later (a.k, b.k wait in delay ranks); dp2/dp3 results wait in delay ranks for the
//     dp4 time, so every dp has depth 4 S + 1. A dp step on unit k (k >= 1) and an FMA op
//     in EX1 cannot meet: sm5_valu holds the FMA op at dispatch (STALL_UNIT_BUSY).
// Source modifiers are f32 (-, _abs) before the units, _sat after them. sm5_valu drives
// which unit takes which op each cycle (the same for every lane); a unit's valid is also
// gated by the lane's execution-mask bit, registered here beside the controls (the mask
// is written only while no op is in flight, sm5_valu's sva_exec_idle, so the copy is the
// mask of every op in the pipe). Data registers: no reset (the units' valid bits are).
// The controls that steer the units (fma_go, dp_go, dp_step, dp_take) arrive a cycle
// early and are registered here (a copy per lane, as fanout duplication would have it):
// the operand muxes then depend on registers of the lane only, so the simulation
// evaluates the units' first stage once per clock, not on every input change of the lane
// (Verilator's hierarchical block re-evaluates all input-dependent logic on each call).
// VEC_COMPS (1, 2, 4): the units built; below 4 an FMA op's components come VEC_COMPS per
// cycle (sm5_pipe_beat: bt_*_i, unit u takes component bt_c_i[u]) and each result merges
// into the result register S cycles later; dp step k runs on unit k % VEC_COMPS (the
// dispatch keeps FMA beats and other dp chains off the steps: sm5_pipe_dp).
/* verilator tracing_off */
module sm5_lane_fma
  import sm5_pkg::*;
#(
  parameter int unsigned S = sm5_pkg::FMA_STAGES_DEF,
  parameter bit MUL_CS = 1'b0,     // the units' products in carry-save form (sm5_fma)
  parameter bit CG_BYPASS = 1'b0,  // the clock gate a pass-through (FPGA: sm5_clk_gate)
  parameter int unsigned VEC_COMPS = 4,
  localparam int unsigned NU = (VEC_COMPS >= 4) ? 4 : VEC_COMPS   // units
) (
  input  logic                        clk_i,
  input  logic                        rst_ni,
  input  logic                        lane_i,     // the lane executes (execution mask)
  input  logic                        fma_go_nx_i,  // next cycle: EX1 holds an FMA op
  input  logic                        dp_go_nx_i,   // next cycle: EX1 holds a dp op
  input  logic [3:1]                  dp_step_nx_i, // next cycle: a dp step enters unit k
  input  logic [3:1]                  dp_take_nx_i, // next cycle: unit k's output is a dp step's result
  // this cycle's beat (VEC_COMPS < 4; registered by the lane): an FMA beat, unit u takes
  // component bt_c_i[u]
  input  logic                        bt_i,
  input  logic [1:0]                  bt_v_i,
  input  logic [1:0][1:0]             bt_c_i,
  // the op in EX1 as a unit op (op_fma_op), decoded in RD and registered by the lane
  // beside the op: the decode is then not in front of the units' first stage
  input  sm5_fma_op_e                 fop_i,
  input  logic                        sat_i,
  input  logic [2:0]                  neg_i,
  input  logic [2:0]                  abs_i,
  input  logic [2:0][3:0][31:0]       src_i,      // EX1 operands, before modifiers
  // unit u's sources this cycle (an FMA op's beat component, sm5_vlane; VEC_COMPS 4: u)
  input  logic [2:0][NU-1:0][31:0]    bsrc_i,
  output logic [3:0][31:0]            res_o,      // FMA: registered, S + 1 after EX1
  output logic [3:0][31:0]            res_d_o,
  output logic [3:0][31:0]            dres_o,     // DP: registered, 4 S + 1 after EX1
  output logic [3:0][31:0]            dres_d_o
);

  // this cycle's FMA and dp controls (sm5_valu's fma_go, dp_go, dp_step, dp_take),
  // control: reset
  logic       fma_go_q, dp_go_q, lane_q;
  logic [3:1] dp_step_q, dp_take_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      fma_go_q  <= 1'b0;
      dp_go_q   <= 1'b0;
      dp_step_q <= '0;
      dp_take_q <= '0;
      lane_q    <= 1'b0;
    end else begin
      fma_go_q  <= fma_go_nx_i;
      dp_go_q   <= dp_go_nx_i;
      dp_step_q <= dp_step_nx_i;
      dp_take_q <= dp_take_nx_i;
      lane_q    <= lane_i;
    end
  end

  // The units, the delay ranks and the result registers run on a gated clock (every
  // register behind the controls above): enabled from the edge that captures an op's
  // EX1 operands (fma_go_q / dp_go_q) to the edge that loads its result, S edges later
  // for an FMA op, 4 S for a dp. busy_q counts the edges still needed (control: reset);
  // the enable is its zero test ORed with the two go bits. Idle, the domain holds.
  // an FMA op's units take components this cycle
  logic fgo;
  assign fgo = (VEC_COMPS >= 4) ? fma_go_q : bt_i;
  localparam int unsigned CW = $clog2(4 * S + 1);
  logic [CW-1:0] busy_q, busy_d;
  always_comb begin
    busy_d = (busy_q != '0) ? busy_q - 1'b1 : '0;
    if (fgo && busy_d < CW'(S)) busy_d = CW'(S);
    if (dp_go_q) busy_d = CW'(4 * S);
  end
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) busy_q <= '0;
    else         busy_q <= busy_d;
  end
  logic clk_u;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg (
    .clk_i, .en_i (fgo || dp_go_q || busy_q != '0), .clk_o (clk_u)
  );

  // sources 0 and 1 whole, modified: the dp operands (an FMA op's come in on bsrc_i)
  logic [1:0][3:0][31:0] m;
  always_comb begin
    for (int unsigned s = 0; s < 2; s++)
      for (int unsigned c = 0; c < 4; c++) m[s][c] = sm5_fmod(src_i[s][c], neg_i[s], abs_i[s]);
  end

  // dp operands of unit k wait S*k cycles: a rank chain per component (k = 1..3)
  logic [3*S-1:0][3:1][63:0] dl_q;
  always_ff @(posedge clk_u) begin
    for (int unsigned k = 1; k < 4; k++) dl_q[0][k] <= {m[0][k], m[1][k]};
    for (int unsigned j = 1; j < 3 * S; j++) dl_q[j] <= dl_q[j-1];
  end

  // the dp running value entering step k (v[k], k = 1..3) and the final one (v[4])
  logic [4:1][31:0] v;
  logic [NU-1:0][31:0] u_res;
  logic [NU-1:0]       u_valid;
  sm5_fma_op_e [NU-1:0] u_op;
  logic [NU-1:0][31:0] u_a, u_b, u_c;
  logic [NU-1:0][1:0]  cu;       // the component unit u works on (an FMA op)
  always_comb begin
    for (int unsigned u = 0; u < NU; u++) cu[u] = (VEC_COMPS >= 4) ? 2'(u) : bt_c_i[u];
  end

  // the valid bits: lane registers only (the mask's copy too), so the simulation
  // evaluates the units' first stage, which hangs on them, once per clock rather than on
  // every input change of the lane
  always_comb begin
    for (int unsigned u = 0; u < NU; u++) begin
      u_valid[u] = 1'b0;
      if (fgo && (VEC_COMPS >= 4 || bt_v_i[u])) u_valid[u] = lane_q;
      if (u == 0 && dp_go_q) u_valid[u] = lane_q;
      for (int unsigned k = 1; k < 4; k++) if (k % NU == u && dp_step_q[k]) u_valid[u] = lane_q;
    end
  end
  always_comb begin
    for (int unsigned u = 0; u < NU; u++) begin
      u_op[u]    = fop_i;
      u_a[u]     = sm5_fmod(bsrc_i[0][u], neg_i[0], abs_i[0]);
      u_b[u]     = sm5_fmod(bsrc_i[1][u], neg_i[1], abs_i[1]);
      u_c[u]     = sm5_fmod(bsrc_i[2][u], neg_i[2], abs_i[2]);
      if (u == 0 && dp_go_q) begin
        u_op[u] = FMA_MUL;
        u_a[u]  = m[0][0];
        u_b[u]  = m[1][0];
      end
      for (int unsigned k = 1; k < 4; k++) begin
        if (k % NU == u && dp_step_q[k]) begin
          u_op[u]          = FMA_MAD;
          {u_a[u], u_b[u]} = dl_q[S*k-1][k];
          u_c[u]           = v[k];
        end
      end
    end
  end

  for (genvar k = 0; k < NU; k++) begin : g_unit
    // verilator lint_off UNUSEDSIGNAL
    // sm5_valu tracks the valid bits (the pipe controls); the unit's own is not needed
    logic unused_valid;
    // verilator lint_on UNUSEDSIGNAL
    sm5_fma #(.STAGES(S), .MUL_CS(MUL_CS)) u_fma (
      .clk_i   (clk_u),
      .rst_ni  (rst_ni),
      .valid_i (u_valid[k]),
      .op_i    (u_op[k]),
      .a_i     (u_a[k]),
      .b_i     (u_b[k]),
      .c_i     (u_c[k]),
      .valid_o (unused_valid),
      .res_o   (u_res[k])
    );
  end

  // v[1] = unit 0's MUL; v[k+1] = unit k's MAD, or v[k] delayed S cycles when the dp has
  // no step k (dp2, dp3)
  logic [3:1][S-1:0][31:0] vd_q;
  always_ff @(posedge clk_u) begin
    for (int unsigned k = 1; k < 4; k++) begin
      vd_q[k][0] <= v[k];
      for (int unsigned j = 1; j < S; j++) vd_q[k][j] <= vd_q[k][j-1];
    end
  end
  always_comb begin
    v[1] = u_res[0];
    for (int unsigned k = 1; k < 4; k++) v[k+1] = dp_take_q[k] ? u_res[k % NU] : vd_q[k][S-1];
  end

  // _sat flags travel beside the data (datapath: no reset)
  logic [4*S-1:0] sat_q;
  always_ff @(posedge clk_u) begin
    sat_q[0] <= sat_i;
    for (int unsigned j = 1; j < 4 * S; j++) sat_q[j] <= sat_q[j-1];
  end

  // VEC_COMPS < 4: which component each unit's output is, S cycles after its beat
  logic [S-1:0][NU-1:0]      ov_q;
  logic [S-1:0][NU-1:0][1:0] oc_q;
  always_ff @(posedge clk_u) begin
    for (int unsigned u = 0; u < NU; u++) begin
      ov_q[0][u] <= fgo && bt_v_i[u % 2];
      oc_q[0][u] <= cu[u];
    end
    for (int unsigned j = 1; j < S; j++) begin
      ov_q[j] <= ov_q[j-1];
      oc_q[j] <= oc_q[j-1];
    end
  end

  logic [NU-1:0][31:0] r_sat;
  logic [3:0][31:0]    r, dr;
  logic [31:0]         d_sat;
  for (genvar c = 0; c < NU; c++) begin : g_sat
    sm5_fsat u_fsat (.a_i (u_res[c]), .res_o (r_sat[c]));
  end
  sm5_fsat u_dsat (.a_i (v[4]), .res_o (d_sat));
  always_comb begin
    r = res_o;
    for (int unsigned u = 0; u < NU; u++) begin
      if (VEC_COMPS >= 4)    r[u]              = sat_q[S-1] ? r_sat[u] : u_res[u];
      else if (ov_q[S-1][u]) r[oc_q[S-1][u]] = sat_q[S-1] ? r_sat[u] : u_res[u];
    end
    for (int unsigned c = 0; c < 4; c++) dr[c] = sat_q[4*S-1] ? d_sat : v[4];
  end

  always_ff @(posedge clk_u) begin
    res_o  <= r;
    dres_o <= dr;
  end
  assign res_d_o  = r;
  assign dres_d_o = dr;

endmodule

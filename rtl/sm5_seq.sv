// Sequencer: the program counters, execution-mask stacks and instruction memory of the
// waves of one thread group, in front of the core's issue port (SPEC 13;
// docs/architecture.md "Sequencer"). Its C twin is cmodel/sm5_seq.c, register for
// register (same names without _q; per-wave registers are arrays indexed by wave).
//   - Flow micro-ops (class CTRL) are resolved here and never reach the pipes; every
//     other micro-op is offered on the issue port with tag = its pc and the wave's
//     register block (issue_blk_o = w * wregs: the core adds it to every register field)
//     and a thread id read from the wave's system-value registers, which INIT fills
//     first (five micro-ops a wave: the flattened index, then x, y, z by a
//     multiply-shift split with no divider).
//   - Per-wave state (pc, masks, mask stack) lives in RAMs indexed by wave, read and
//     written for the current wave only; a wave not yet written in its group is `fresh`
//     (pc 0, empty stack, its lanes); a done and a waiting bit per wave schedule.
//   - Waves retire one micro-op each in turn (P-30: round-robin; a wave that finished or
//     waits at a barrier is skipped). sync_*_t parks a wave; when every wave left is
//     parked, BAR waits for the core (memory included) to drain and all go on.
//   - The core has one lane mask (its run configuration): when the active mask differs
//     from the configured one, the sequencer waits for the core to go idle and rewrites
//     the configuration in the cycle it issues (cfg_we_o with the offer).
//   - A condition in a register is read through the core's register-file read port 0 once
//     the core is idle (scoreboard clear): address (RUN), RAM read (RD1), data (RD2).
//     Constants come from a copy of the constant file written with the core's; a per-lane
//     system value is read from the wave's system-value register like a temp.
//   - `switch` latches its selector and walks the label chain, one label per cycle (WALK).
// Mask-stack overflow (DEPTH entries), a barrier in divergent flow and malformed nesting
// set a sticky error and stop the sequencer (state SQ_ERR).
module sm5_seq
  import sm5_pkg::*;
#(
  parameter int unsigned LANES      = 32,
  parameter int unsigned DEPTH      = 32,     // execution-mask stack entries per wave
  parameter int unsigned MAX_WAVES  = 128,    // waves of one group
  parameter int unsigned IMEM_DEPTH = 1024,   // micro-ops
  parameter int unsigned NCONST     = 256
) (
  input  logic                        clk_i,
  input  logic                        rst_ni,
  // host: instruction memory, constant copy, lane mask, start
  input  logic                        imem_we_i,
  input  logic [15:0]                 imem_addr_i,
  input  sm5_uop_t                    imem_data_i,
  input  logic                        const_we_i,
  input  logic [15:0]                 const_idx_i,   // (rows past NCONST: the vector ALU's only)
  input  logic [3:0][31:0]            const_data_i,
  input  logic                        cfg_we_i,
  input  logic [LANES-1:0]            cfg_exec_i,
  input  logic                        start_i,
  input  logic [16:0]                 len_i,        // micro-ops
  input  logic [16:0]                 threads_i,    // threads of the group (0: one wave)
  input  logic [6:0]                  wlanes_i,     // lanes of a wave (0: LANES)
  input  logic [7:0]                  wregs_i,      // registers per wave
  input  logic                        sys_i,        // the waves have a system-value register
  input  logic [7:0]                  sysreg_i,     // ... its index in a wave's block
  input  logic [7:0]                  cbase_i,      // constant entry of the loader's first (the wave step)
  input  logic [15:0]                 groups_i,     // groups of the dispatch (0: 1)
  input  logic [5:0]                  nin_i,        // v# inputs per lane (0: none)
  input  logic [7:0]                  vreg_i,       // v0's register in the wave's block
  input  logic                        next_i,       // GNEXT: groupshared memory refreshed
  // the core
  input  logic                        issue_ready_i,
  input  logic                        idle_i,
  input  logic [LANES-1:0][3:0][31:0] rd_data_i,     // read port 0: the row of rd_reg_o
  output logic                        issue_valid_o,
  output logic [TAG_W-1:0]            issue_tag_o,
  output sm5_uop_t                    issue_uop_o,
  output logic [15:0]                 issue_blk_o,   // the op's register block
  output logic                        cfg_we_o,
  output logic [LANES-1:0]            cfg_exec_o,
  output logic                        rd_en_o,
  output logic [15:0]                 rd_reg_o,
  // observable
  output logic                        step_o,        // a micro-op retired this cycle
  output logic [15:0]                 step_pc_o,
  output logic [LANES-1:0]            step_mask_o,   // active lanes when it retired
  output sm5_seq_state_e              state_o,
  output sm5_seq_wait_e               wait_o,
  output logic [15:0]                 wave_o,        // the current wave (pc/act/live/depth)
  output logic [15:0]                 waiting_o,     // how many waves are parked at a barrier
  output logic [15:0]                 group_o,       // the group running
  output logic                        gnext_o,       // between groups, core idle: host refresh
  output logic [15:0]                 pc_o,
  output logic [LANES-1:0]            act_o,
  output logic [LANES-1:0]            live_o,
  output logic [6:0]                  depth_o,
  output sm5_seq_err_e                err_o,
  output logic                        done_o,
  output logic [31:0]                 barriers_o
);

  localparam int unsigned SPW = $clog2(DEPTH + 1);
  localparam int unsigned IAW = (IMEM_DEPTH > 1) ? $clog2(IMEM_DEPTH) : 1;
  localparam int unsigned CAW = (NCONST > 1) ? $clog2(NCONST) : 1;
  localparam int unsigned DW  = (DEPTH > 1) ? $clog2(DEPTH) : 1;
  localparam int unsigned WW  = (MAX_WAVES > 1) ? $clog2(MAX_WAVES) : 1;
  localparam int unsigned NREL = NSRC + 1;   // indexed operands of one op: x# destination, sources

  typedef struct packed {
    sm5_seq_kind_e    kind;
    logic [15:0]      open;       // pc of the if / loop / switch
    logic [LANES-1:0] outer;      // lanes restored at the end of the block
    logic [LANES-1:0] pending;    // if: lanes for the else; switch: lanes not yet matched
    logic [LANES-1:0] running;    // loop: lanes still in the loop
    logic [LANES-1:0] nomatch;    // switch: lanes no case matches (-> default)
  } ent_t;

  // ---- instruction memory and constant copy (host-written RAMs, asynchronous read) ----
  sm5_uop_t         imem_q [IMEM_DEPTH];
  logic [3:0][31:0] const_q [NCONST];

  always_ff @(posedge clk_i) begin
    if (imem_we_i && 32'(imem_addr_i) < IMEM_DEPTH) imem_q[IAW'(imem_addr_i)] <= imem_data_i;
    if (const_we_i && 32'(const_idx_i) < NCONST) const_q[CAW'(const_idx_i)] <= const_data_i;
  end

  // ---- registers ----------------------------------------------------------------------
  sm5_seq_state_e   state_q, state_d;
  logic [16:0]      len_q;
  logic [LANES-1:0] base_q, cexec_q, cexec_d;
  logic [WW:0]      nw_q;
  logic [WW-1:0]    wv_q, wv_d;          // the current wave
  logic [WW+3:0]    init_q, init_d;      // INIT: the next fill (wave init / 8, step init % 8: 0..4)
  logic [15:0]      ng_q, g_q;           // groups of the dispatch, the one running
  logic [15:0]      clr_q, clr_d;        // GCLR: the next register to clear
  logic [16:0]      thr_q;               // threads of a group
  logic [7:0]       wregs_q, sysreg_q, cbase_q;
  logic             sys_q;
  logic [6:0]       wl_q;                // lanes of a wave
  // per wave: RAMs written for the current wave only (no reset: `fresh` says unwritten)
  logic [15:0]      pc_q [MAX_WAVES];
  logic [LANES-1:0] act_q [MAX_WAVES];
  logic [LANES-1:0] live_q [MAX_WAVES];
  logic [SPW-1:0]   sp_q [MAX_WAVES];
  ent_t [DEPTH-1:0] stk_q [MAX_WAVES];
  // the current wave's next values, written back at the edge (cw_we)
  logic [15:0]      npc;
  logic [LANES-1:0] nact, nlive;
  logic [SPW-1:0]   nsp;
  ent_t [DEPTH-1:0] nstk, cstk;
  logic             cw_st, cw_we;
  logic [MAX_WAVES-1:0] fresh_q, fresh_d;   // not written since the group started
  logic [MAX_WAVES-1:0] done_q, done_d;     // no live lane or past the end (or no wave)
  logic [MAX_WAVES-1:0] wait_q, wait_d;     // parked at a barrier
  logic             fullh_q, lasth_q;       // a full wave / the last wave has a lane
  sm5_seq_err_e     err_q, err_d;
  logic [15:0]      lb_q, lb_d, swt_q, swt_d;
  logic [LANES-1:0] matched_q, matched_d;
  // per lane: WALK the switch selector (slot 0), WF each indexed operand's index
  logic [NREL-1:0][LANES-1:0][31:0] sel_q, sel_d;
  logic [2:0]       rk_q, rk_d;          // RD1 / RD2 of an indexed op: the slot being read
  logic [31:0]      bar_q, bar_d;
  logic [5:0]       nin_q;               // v# inputs per lane
  logic [7:0]       vreg_q;              // v0's register
  logic [6:0]       vl_q, vl_d;          // VIN: the lane being loaded
  logic [5:0]       vn_q, vn_d;          // VIN: its input
  logic [11:0]      vc_q, vc_d;          // VIN: that input's inputs-region row (vl * nin + vn)
  logic             mat_q, mat_d;        // a flow op's indexed condition is in its scratch register

  // the lanes of wave w that exist: inside the wave (wl lanes) and the group, configured
  function automatic logic [LANES-1:0] exists(int unsigned w, logic [16:0] threads,
                                              logic [LANES-1:0] base, logic [31:0] wl);
    logic [LANES-1:0] m;
    logic [31:0]      n;
    n = (threads == '0) ? wl : 32'(threads);
    for (int unsigned l = 0; l < LANES; l++) m[l] = l < wl && (w * wl + l) < n;
    return m & base;
  endfunction

  // the waves of a group that have a lane: every full wave has the same lanes (the
  // configured ones below wl), only the last can have fewer
  function automatic logic [MAX_WAVES-1:0] has_lanes(logic [WW:0] nw, logic fullh, logic lasth);
    logic [MAX_WAVES-1:0] h;
    for (int unsigned w = 0; w < MAX_WAVES; w++)
      h[w] = (w + 1 < 32'(nw)) ? fullh : (w + 1 == 32'(nw)) ? lasth : 1'b0;
    return h;
  endfunction

  logic [WW:0]   start_nw;
  logic          start_fullh, start_lasth;
  logic [MAX_WAVES-1:0] start_has;
  logic [31:0]   start_wl;
  always_comb begin
    logic [31:0] n;
    start_wl = (wlanes_i == '0 || 32'(wlanes_i) > LANES) ? 32'(LANES) : 32'(wlanes_i);
    n = (threads_i == '0) ? start_wl : 32'(threads_i);
    n = (n + start_wl - 1) / start_wl;
    start_nw    = (n > MAX_WAVES) ? (WW + 1)'(MAX_WAVES) : (WW + 1)'(n);
    start_fullh = exists(0, 17'(start_wl), base_q, start_wl) != '0;
    start_lasth = start_nw != '0 && exists(32'(start_nw) - 1, threads_i, base_q, start_wl) != '0;
    start_has   = has_lanes(start_nw, start_fullh, start_lasth);
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q  <= SQ_IDLE;
      len_q    <= '0;
      base_q   <= '0;
      cexec_q  <= '0;
      nw_q     <= '0;
      wv_q     <= '0;
      init_q   <= '0;
      wregs_q  <= '0;
      sysreg_q <= '0;
      cbase_q  <= '0;
      sys_q    <= 1'b0;
      wl_q     <= '0;
      ng_q     <= '0;
      g_q      <= '0;
      clr_q    <= '0;
      thr_q    <= '0;
      wait_q   <= '0;
      err_q    <= SQE_NONE;
      bar_q    <= '0;
      nin_q    <= '0;
      vreg_q   <= '0;
      vl_q     <= '0;
      vn_q     <= '0;
      vc_q     <= '0;
      mat_q    <= 1'b0;
      fresh_q  <= '1;
      done_q   <= '1;
      fullh_q  <= 1'b0;
      lasth_q  <= 1'b0;
    end else if (start_i) begin
      // the first wave with a lane is wave 0 if any (a later wave has no more lanes)
      state_q  <= !start_has[0] ? SQ_FIN : (nin_i != '0) ? SQ_VIN : (sys_i ? SQ_INIT : SQ_RUN);
      nin_q    <= nin_i;
      vreg_q   <= vreg_i;
      vl_q     <= '0;
      vn_q     <= '0;
      vc_q     <= '0;
      mat_q    <= 1'b0;
      len_q    <= len_i;
      nw_q     <= start_nw;
      wv_q     <= '0;
      init_q   <= '0;
      wregs_q  <= wregs_i;
      sysreg_q <= sysreg_i;
      cbase_q  <= cbase_i;
      sys_q    <= sys_i;
      wl_q     <= 7'(start_wl);
      ng_q     <= (groups_i == '0) ? 16'd1 : groups_i;
      g_q      <= '0;
      clr_q    <= '0;
      thr_q    <= threads_i;
      wait_q   <= '0;
      err_q    <= SQE_NONE;
      bar_q    <= '0;
      fresh_q  <= '1;
      done_q   <= ~start_has | {MAX_WAVES{len_i == '0}};
      fullh_q  <= start_fullh;
      lasth_q  <= start_lasth;
    end else if (cfg_we_i) begin   // host: the lanes that exist (before a run)
      base_q  <= cfg_exec_i;
      cexec_q <= cfg_exec_i;
    end else if (next_i && state_q == SQ_GNEXT) begin   // host: the next group
      g_q     <= g_q + 16'd1;
      clr_q   <= '0;
      state_q <= SQ_GCLR;
    end else begin
      clr_q   <= clr_d;
      state_q <= state_d;
      cexec_q <= cexec_d;
      wv_q    <= wv_d;
      init_q  <= init_d;
      vl_q    <= vl_d;
      vn_q    <= vn_d;
      vc_q    <= vc_d;
      mat_q   <= mat_d;
      wait_q  <= wait_d;
      err_q   <= err_d;
      bar_q   <= bar_d;
      fresh_q <= fresh_d;
      done_q  <= done_d;
    end
  end

  // the current wave's row, written back where the state above moves on (cw_we)
  assign cw_we = cw_st && !start_i && !cfg_we_i;
  always_ff @(posedge clk_i) begin
    if (cw_we) begin
      pc_q[wv_q]   <= npc;
      act_q[wv_q]  <= nact;
      live_q[wv_q] <= nlive;
      sp_q[wv_q]   <= nsp;
      stk_q[wv_q]  <= nstk;
    end
  end

  // data registers: meaningful only where the control above says (entries below sp,
  // the walk's state in SQ_WALK)
  always_ff @(posedge clk_i) begin
    lb_q      <= lb_d;
    swt_q     <= swt_d;
    matched_q <= matched_d;
    sel_q     <= sel_d;
    rk_q      <= rk_d;
  end

  // ---- operands -----------------------------------------------------------------------
  // Component 0 (after the swizzle) of a source for one lane (a condition tests the bits:
  // neg / abs do not apply): a register and a per-lane system value come from the read
  // port (rd_reg: the wave's system-value registers), vThreadGroupID from its constant
  /* verilator lint_off UNUSEDSIGNAL */
  function automatic logic [31:0] opnd(sm5_src_t sr, logic [3:0][31:0] rd, logic [3:0][31:0] cv,
                                       logic [3:0][31:0] gid);
    logic [1:0]  c;
    c  = sr.swz[1:0];
    unique case (sr.kind)
      SRC_TEMP:      return rd[c];
      SRC_CONST:     return cv[c];
      SRC_THREAD_ID: return (sr.idx == 8'd3) ? gid[c] : rd[c];
      default:       return 32'd0;
    endcase
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  // the register (in the wave's block) a source reads through the port: a per-lane system
  // value (flattened sreg, in-group + 1, vThreadID + 2)
  // (the swizzle and modifiers of the source do not change the register)
  /* verilator lint_off UNUSEDSIGNAL */
  function automatic logic [7:0] rd_reg(sm5_src_t sr, logic [7:0] sreg);
    if (sr.kind == SRC_THREAD_ID)
      return sreg + ((sr.idx == 8'd0) ? 8'd2 : (sr.idx == 8'd1) ? 8'd1 : 8'd0);
    return sr.idx;
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  function automatic logic [3:0][31:0] cval(logic [7:0] idx, logic [3:0][31:0] v);
    return (32'(idx) < NCONST) ? v : '0;
  endfunction

  // the micro-op as a wave issues it (its registers stay fields of the wave's block, given
  // beside it): a thread id from the wave's system-value register
  function automatic sm5_uop_t remap(sm5_uop_t u, logic sys, logic [7:0] sreg, logic [7:0] gidx);
    sm5_uop_t o;
    o = u;
    for (int s = 0; s < int'(NSRC); s++) begin
      if (o.src[s].kind == SRC_THREAD_ID && o.src[s].idx == 8'd3) begin
        o.src[s].kind = SRC_CONST;                  // vThreadGroupID: the group's constant
        o.src[s].idx  = gidx;
      end else if (o.src[s].kind == SRC_THREAD_ID && sys) begin
        o.src[s].kind = SRC_TEMP;                   // flattened sreg, in-group + 1, vThreadID + 2
        o.src[s].idx  = sreg + ((o.src[s].idx == 8'd0) ? 8'd2 : (o.src[s].idx == 8'd1) ? 8'd1 : 8'd0);
      end
    end
    return o;
  endfunction

  // Is index val in range for the operand of slot k? A constant buffer's element when it
  // has 12 bits (the constant RAM reads 0 past the buffer's declared size: sm5_const_file);
  // an x# (destination or source) against the size the lowering gave it: the first indexed
  // x# slot's in target, the second's in res_swz (a third is refused: sm5_seq_unsupported)
  // verilator lint_off UNUSEDSIGNAL
  // of the op only its indexed operands' kinds and the two sizes matter here
  function automatic logic inr_of(sm5_uop_t u, int k, logic [31:0] val);
  // verilator lint_on UNUSEDSIGNAL
    logic first;
    if (k > 0 && u.srcx[k-1].xkind inside {SRCX_CB, SRCX_ICB}) return val < 32'd4096;
    first = !(k > 0 && u.dst_kind == DST_XTEMP);
    for (int j = 0; j < int'(NSRC); j++)
      if (j + 1 < k && u.srcx[j].xkind == SRCX_XTEMP && u.srcx[j].x.rel) first = 1'b0;
    return val < (first ? 32'(u.target) : 32'(u.res_swz));
  endfunction

  // WF: the op for the lanes whose indexes are val: each indexed operand becomes element
  // val of its constant buffer's region (xkind kept, x.off = val: sm5_const_file) or
  // register base + val (x#: its idx / dst_reg holds the base, the loader's lowering), or
  // a zero source past the end (P-31; an x# write past the end is not issued at all)
  function automatic sm5_uop_t wf_rewrite(sm5_uop_t u, logic [NREL-1:0][31:0] val);
    sm5_uop_t o;
    o = u;
    for (int k = 0; k < int'(NSRC); k++)
      if (o.srcx[k].xkind != SRCX_NONE && o.srcx[k].x.rel) begin
        o.srcx[k].x = '0;
        if (inr_of(u, k + 1, val[k+1]) && o.srcx[k].xkind inside {SRCX_CB, SRCX_ICB}) begin
          o.srcx[k].x.off = val[k+1][11:0];
        end else begin
          o.srcx[k].xkind = SRCX_NONE;
          if (inr_of(u, k + 1, val[k+1])) begin
            o.src[k].idx = o.src[k].idx + val[k+1][7:0];
          end else begin
            o.src[k].kind = SRC_NONE;
            o.src[k].idx  = '0;
          end
        end
      end
    if (o.dst_kind == DST_XTEMP) begin
      o.dst_kind = DST_TEMP;
      o.dst_reg  = o.dst_reg + val[0][7:0];
      o.dst_idx  = '0;
    end
    o.target = '0;
    if (!op_is_mem(o.op)) o.res_swz = '0;   // (a second x# size; a memory op's own)
    return o;
  endfunction

  // the next slot of m after slot k (-1: from the first), or NREL
  function automatic int next_rel(logic [NREL-1:0] m, int k);
    for (int j = 0; j < int'(NREL); j++)
      if (j > k && m[j]) return j;
    return int'(NREL);
  endfunction

  // A flow op whose condition (src0) is read through an index or from a constant buffer's
  // region: the sequencer first issues it as mat_uop, a mov of that operand into the
  // wave's scratch register (the lowering put its number in dst_reg and an x# size in
  // res_swz), then runs the flow op on the scratch register (flow_on_scratch)
  // verilator lint_off UNUSEDSIGNAL
  // of the flow op only its opcode, its condition, the scratch register and x# size matter
  function automatic logic flow_indexed(sm5_uop_t x);
    return op_class(x.op) == CL_CTRL && x.srcx[0].xkind != SRCX_NONE;
  endfunction
  function automatic sm5_uop_t mat_uop(sm5_uop_t x);
    sm5_uop_t o;
    o             = '0;
    o.op          = OP_MOV;
    o.dst_mask    = 4'hF;
    o.dst_reg     = x.dst_reg;
    o.src[0]      = x.src[0];
    o.srcx[0]     = x.srcx[0];
    o.src[1].swz  = 8'hE4;
    o.src[2].swz  = 8'hE4;
    o.src[3].swz  = 8'hE4;
    o.target      = 16'(x.res_swz);
    return o;
  endfunction
  // verilator lint_on UNUSEDSIGNAL
  function automatic sm5_uop_t flow_on_scratch(sm5_uop_t x);
    sm5_uop_t o;
    o             = x;
    o.src[0]      = '0;                      // component 0 of the mov's result: .xxxx
    o.srcx[0]     = '0;
    o.src[0].kind = SRC_TEMP;
    o.src[0].idx  = x.dst_reg;
    o.dst_reg     = '0;
    o.res_swz     = '0;
    return o;
  endfunction

  sm5_uop_t         u, ur, iu, u_raw;
  logic             umat;     // the op at pc is a flow op with an indexed condition
  // (a label uses only op, target and src[0])
  /* verilator lint_off UNUSEDSIGNAL */
  sm5_uop_t         lu;
  /* verilator lint_on UNUSEDSIGNAL */
  logic [DW-1:0]    tp, pp;   // the current wave's top entry and the entry a push writes
  logic [15:0]      cpc;
  logic [LANES-1:0] cact, clive;
  logic [SPW-1:0]   csp;
  logic [15:0]      wbase;    // the current wave's register block
  logic [LANES-1:0] iexist;   // INIT: the lanes of the wave being filled
  logic [LANES-1:0] cnz;      // lanes whose condition (src0) is nonzero
  logic [LANES-1:0] cmatch;   // lanes whose case selector (src1) equals the label (src0)
  logic [LANES-1:0] wmatch;   // WALK: lanes whose latched selector equals the label
  logic [LANES-1:0][31:0] src0v;

  logic [LANES-1:0] cexist;   // the current wave's lanes (a fresh wave's act and live)
  assign cexist = exists(32'(wv_q), thr_q, base_q, 32'(wl_q));
  assign cpc   = fresh_q[wv_q] ? '0 : pc_q[wv_q];
  assign cact  = fresh_q[wv_q] ? cexist : act_q[wv_q];
  assign clive = fresh_q[wv_q] ? cexist : live_q[wv_q];
  assign csp   = fresh_q[wv_q] ? '0 : sp_q[wv_q];
  assign cstk  = stk_q[wv_q];
  assign cw_st = state_q inside {SQ_RUN, SQ_RD2, SQ_WF, SQ_WALK};
  assign wbase = 16'(32'(wv_q) * 32'(wregs_q));
  assign tp    = DW'(csp - 1'b1);
  assign pp    = DW'(csp);
  assign u_raw = (32'(cpc) < IMEM_DEPTH) ? imem_q[IAW'(cpc)] : '0;
  assign umat  = flow_indexed(u_raw);
  assign u     = !umat ? u_raw : mat_q ? flow_on_scratch(u_raw) : mat_uop(u_raw);
  assign lu    = (32'(lb_q) < IMEM_DEPTH) ? imem_q[IAW'(lb_q)] : '0;
  // the loader's constants (sm5_core_consts): the wave step (lanes, 0, 0, 0) at cbase,
  // the in-group split's, then the groups' offsets and ids (none per wave)
  logic [7:0]       mulidx, shridx, negidx, svidx, gidx;
  assign mulidx = cbase_q + 8'd1;
  assign shridx = cbase_q + 8'd2;
  assign negidx = cbase_q + 8'd3;
  assign svidx  = cbase_q + 8'd4 + 8'(g_q);
  assign gidx   = cbase_q + 8'd4 + 8'(ng_q) + 8'(g_q);
  assign ur    = remap(u, sys_q, sysreg_q, gidx);

  // the relatively indexed operands of the op at pc (slot 0 an x# destination, 1 + k
  // source k), and the WF split: the lowest pending lane's indexes, the pending lanes
  // sharing all of them
  logic [NREL-1:0]  relm;
  /* verilator lint_off UNUSEDSIGNAL */
  sm5_index_t [NREL-1:0] rix;   // (rel: known set where relm is)
  /* verilator lint_on UNUSEDSIGNAL */
  logic [NREL-1:0][31:0] wf_val;
  logic             wf_dout;    // the x# destination's index is past its end
  logic [LANES-1:0] wf_m;
  logic             wf_stop;    // (a memory op's run of lanes ended)
  sm5_uop_t         wfu;
  always_comb begin
    relm = '0;
    rix  = '0;
    if (op_class(u.op) != CL_CTRL) begin
      if (u.dst_kind == DST_XTEMP) begin
        relm[0] = 1'b1;
        rix[0]  = u.dst_idx;
      end
      for (int k = 0; k < int'(NSRC); k++)
        if (u.srcx[k].xkind != SRCX_NONE && u.srcx[k].x.rel) begin
          relm[k+1] = 1'b1;
          rix[k+1]  = u.srcx[k].x;
        end
    end
    wf_val = '0;
    for (int k = 0; k < int'(NREL); k++)
      for (int l = LANES - 1; l >= 0; l--)
        if (relm[k] && matched_q[l]) wf_val[k] = sel_q[k][l];
    // a memory op takes only the run of pending lanes from the lowest up to the first one
    // with other indexes, so its lanes reach memory in ascending order (P-9)
    wf_stop = 1'b0;
    for (int l = 0; l < int'(LANES); l++) begin
      wf_m[l] = matched_q[l] && !wf_stop;
      for (int k = 0; k < int'(NREL); k++)
        if (relm[k] && sel_q[k][l] != wf_val[k]) wf_m[l] = 1'b0;
      if (matched_q[l] && !wf_m[l] && op_is_mem(u.op)) wf_stop = 1'b1;
    end
    wf_dout = relm[0] && !inr_of(u, 0, wf_val[0]);
    wfu     = remap(wf_rewrite(u, wf_val), sys_q, sysreg_q, gidx);
  end
  logic [WW:0]      iw;       // INIT: the wave being filled
  assign iw     = init_q[WW+3:3];
  assign iexist = exists(32'(iw), thr_q, base_q, 32'(wl_q));   // (every wave is fresh in INIT)

  // INIT step k = init_q % 8 of wave init_q / 8 (s = its sysreg), the in-group split of
  // the flattened index t without a divider (C twin init_uop: t / X = (t * ceil(2^21 / X))
  // >> 21, exact for the 1024 threads of a group; t rides along as (t << 21) >> 21):
  //   0: s <- iadd lane, 0 (wave 0; wave w > 0: s - wregs + cb[(lanes, 0, 0, 0)], the
  //      previous wave's t plus its width: t; issued in wave w - 1's block, s + wregs)  1: s + 1 <- imad s.xxxx, cb[multipliers], 0
  //   2: s + 1 <- ushr s + 1, cb[shifts]          3: s + 1 <- imad s + 1.yzww, cb[-sizes], s + 1
  //   4: s + 2 <- iadd s + 1, cb[group offset] (vThreadID).       GCLR: a register <- 0
  sm5_uop_t cu, vu;
  logic [15:0]      iblk;  // INIT: the block its fields are in
  logic [LANES-1:0] vlm;   // VIN: the lane being loaded, alone
  assign vlm = (32'(vl_q) < LANES) ? (LANES)'(1) << vl_q : '0;
  always_comb begin
    logic [7:0] b;
    logic [2:0] k;
    logic       ln;   // wave 0's step 0: t is the lane index
    k  = init_q[2:0];
    ln = k == 3'd0 && iw == '0;
    b  = (k == 3'd0 && !ln) ? sysreg_q + wregs_q : sysreg_q;   // (in range: sm5_seq_unsupported)
    iblk = 16'((32'(iw) - 32'(k == 3'd0 && !ln)) * 32'(wregs_q));
    iu             = '0;
    unique case (k)
      3'd1, 3'd3: iu.op = OP_IMAD;
      3'd2:       iu.op = OP_USHR;
      default:    iu.op = OP_IADD;
    endcase
    iu.dst_mask    = 4'hF;
    iu.dst_reg     = b + ((k == 3'd0) ? 8'd0 : (k == 3'd4) ? 8'd2 : 8'd1);
    iu.src[0].kind = ln ? SRC_THREAD_ID : SRC_TEMP;
    iu.src[0].idx  = ln ? 8'd0 : (k == 3'd0) ? sysreg_q : b + ((k == 3'd1) ? 8'd0 : 8'd1);
    iu.src[0].swz  = (k == 3'd1) ? 8'h00 : (k == 3'd3) ? 8'hF9 : 8'hE4;   // .xxxx, .yzww
    iu.src[1].kind = ln ? SRC_NONE : SRC_CONST;
    unique case (k)
      3'd0:    iu.src[1].idx = ln ? 8'd0 : cbase_q;
      3'd1:    iu.src[1].idx = mulidx;
      3'd2:    iu.src[1].idx = shridx;
      3'd3:    iu.src[1].idx = negidx;
      default: iu.src[1].idx = svidx;
    endcase
    iu.src[1].swz  = 8'hE4;
    iu.src[2].kind = (k == 3'd3) ? SRC_TEMP : SRC_NONE;
    iu.src[2].idx  = (k == 3'd3) ? b + 8'd1 : 8'd0;
    iu.src[2].swz  = 8'hE4;
    vu             = '0;                     // VIN: mov r(vreg + vn), cb[vc]
    vu.op          = OP_MOV;
    vu.dst_mask    = 4'hF;
    vu.dst_reg     = vreg_q + 8'(vn_q);
    vu.src[0].kind = SRC_CONST;              // (the constant RAM's inputs region)
    vu.srcx[0].xkind = SRCX_INPUT;
    vu.srcx[0].x.off = vc_q;
    vu.src[0].swz  = 8'hE4;
    cu             = '0;
    cu.op          = OP_MOV;
    cu.dst_mask    = 4'hF;
    cu.dst_reg     = '0;                     // (its block: the register clr_q)
    cu.src[0].swz  = 8'hE4;
  end

  logic [3:0][31:0] gv;
  assign gv  = cval(gidx, const_q[CAW'(gidx)]);

  always_comb begin
    for (int unsigned l = 0; l < LANES; l++) begin
      src0v[l]  = opnd(u.src[0], rd_data_i[l], cval(u.src[0].idx, const_q[CAW'(u.src[0].idx)]), gv);
      cnz[l]    = src0v[l] != 32'd0;
      cmatch[l] = opnd(u.src[1], rd_data_i[l], cval(u.src[1].idx, const_q[CAW'(u.src[1].idx)]), gv) ==
                  opnd(u.src[0], '0, cval(u.src[0].idx, const_q[CAW'(u.src[0].idx)]), gv);
      wmatch[l] = sel_q[0][l] == opnd(lu.src[0], '0, cval(lu.src[0].idx, const_q[CAW'(lu.src[0].idx)]), gv);
    end
  end

  // ---- next state ---------------------------------------------------------------------
  logic             step;
  logic [15:0]      step_pc;
  logic [LANES-1:0] step_mask;
  sm5_seq_wait_e    wait_r;

  always_comb begin
    logic             flow, rdy, retire, sched, found, anywait, newgrp;
    logic [MAX_WAVES-1:0] hl;
    logic [15:0]      nxt;
    logic [LANES-1:0] L, c, m;
    logic [WW:0]      idx;
    int               k, rs, rk, nk;
    state_d   = state_q;
    cexec_d   = cexec_q;
    wv_d      = wv_q;
    init_d    = init_q;
    vl_d      = vl_q;
    vn_d      = vn_q;
    vc_d      = vc_q;
    mat_d     = mat_q;
    clr_d     = clr_q;
    wait_d    = wait_q;
    npc       = cpc;
    nact      = cact;
    nlive     = clive;
    nsp       = csp;
    nstk      = cstk;
    err_d     = err_q;
    lb_d      = lb_q;
    swt_d     = swt_q;
    rdy       = 1'b0;   // set on the issue path only; a default keeps the block latch-free
    matched_d = matched_q;
    sel_d     = sel_q;
    rk_d      = rk_q;
    bar_d     = bar_q;
    issue_valid_o = 1'b0;
    issue_tag_o   = TAG_W'(cpc);
    issue_uop_o   = ur;
    issue_blk_o   = wbase;
    cfg_we_o      = 1'b0;
    cfg_exec_o    = cact;
    rd_en_o       = 1'b0;
    rd_reg_o      = '0;
    gnext_o       = 1'b0;
    wait_r        = SQW_NONE;
    step          = 1'b0;
    step_pc       = cpc;
    step_mask     = cact;
    flow   = op_class(u.op) == CL_CTRL;
    nxt    = cpc + 16'd1;
    retire = 1'b1;
    sched  = 1'b0;
    newgrp = 1'b0;
    hl     = '0;
    found  = 1'b0;
    anywait = 1'b0;
    idx    = '0;
    L = '0; c = '0; m = '0; k = -1; rs = -1; rk = -1; nk = 0;

    unique case (state_q)
      SQ_VIN: begin                           // wave 0's lane vl, input vn, that lane alone
        issue_tag_o = TAG_W'(16'hFE00 + 16'(vc_q[7:0]));
        issue_uop_o = vu;
        issue_blk_o = '0;
        cfg_exec_o  = vlm;
        rdy         = 1'b1;                   // (a lane that does not exist: skipped)
        if ((exists(0, thr_q, base_q, 32'(wl_q)) & vlm) != '0) begin
          if (vlm != cexec_q && !idle_i) begin
            wait_r = SQW_MASK;
            rdy    = 1'b0;
          end else begin
            issue_valid_o = 1'b1;
            if (vlm != cexec_q) begin
              cfg_we_o = 1'b1;
              cexec_d  = vlm;
            end
            if (!issue_ready_i) begin
              wait_r = SQW_READY;
              rdy    = 1'b0;
            end
          end
        end
        if (rdy) begin
          vc_d = vc_q + 12'd1;
          if (6'(vn_q + 6'd1) < nin_q) begin
            vn_d = vn_q + 6'd1;
          end else begin
            vn_d = '0;
            vl_d = vl_q + 7'd1;
            if (vl_q + 7'd1 >= wl_q) state_d = sys_q ? SQ_INIT : SQ_RUN;
          end
        end
      end
      SQ_INIT: begin                          // wave init_q's system value, with its lanes
        issue_tag_o = TAG_W'(16'hFF00 + (16'(init_q) & 16'h00FF));   // 0xFF00 + 8 w + k, wrapped
        issue_uop_o = iu;
        issue_blk_o = iblk;
        cfg_exec_o  = iexist;
        if (iexist != cexec_q && !idle_i) begin
          wait_r = SQW_MASK;
        end else begin
          issue_valid_o = 1'b1;
          if (iexist != cexec_q) begin
            cfg_we_o = 1'b1;
            cexec_d  = iexist;
          end
          if (!issue_ready_i) begin
            wait_r = SQW_READY;
          end else begin
            if (init_q[2:0] == 3'd4) begin   // the next wave's step 0
              init_d = {init_q[WW+3:3] + 1'b1, 3'd0};
              if (32'(init_q[WW+3:3]) + 1 >= 32'(nw_q)) state_d = SQ_RUN;
            end else begin
              init_d = init_q + 1'b1;
            end
          end
        end
      end
      SQ_GNEXT: begin                         // the host refreshes groupshared memory
        gnext_o = idle_i;
      end
      SQ_GCLR: begin                          // every wave's registers <- 0, the lanes that exist
        issue_tag_o = TAG_W'(16'hFFEF);
        issue_uop_o = cu;
        issue_blk_o = clr_q;
        cfg_exec_o  = base_q;
        if (base_q != cexec_q && !idle_i) begin
          wait_r = SQW_MASK;
        end else begin
          issue_valid_o = 1'b1;
          if (base_q != cexec_q) begin
            cfg_we_o = 1'b1;
            cexec_d  = base_q;
          end
          if (!issue_ready_i) begin
            wait_r = SQW_READY;
          end else begin
            clr_d = clr_q + 16'd1;
            if (32'(clr_q) + 1 >= 32'(nw_q) * 32'(wregs_q)) begin   // the group starts
              newgrp = 1'b1;
            end
          end
        end
      end
      SQ_RUN, SQ_RD2: begin
        if (32'(cpc) >= IMEM_DEPTH) begin
          state_d = SQ_FIN;
        end else if (!flow && relm != '0 && cact != '0) begin
          // relatively indexed operands: once the core is idle, read each one's index
          // register in turn (RUN or RD2 -> RD1 -> RD2), latch each lane's index, then one
          // issue per distinct set of indexes (WF)
          rk = (state_q == SQ_RD2) ? int'(rk_q) : -1;
          if (rk >= 0)
            for (int unsigned l = 0; l < LANES; l++)
              sel_d[rk][l] = rd_data_i[l][rix[rk].xcomp] + 32'(rix[rk].off);
          nk = next_rel(relm, rk);
          if (nk == int'(NREL)) begin
            matched_d = cact;
            state_d   = SQ_WF;
            wait_r    = SQW_READ;
          end else if (rk >= 0 || idle_i) begin
            rd_en_o  = 1'b1;
            rd_reg_o = wbase + 16'(rix[nk].xreg);
            rk_d     = 3'(nk);
            state_d  = SQ_RD1;
            wait_r   = SQW_READ;
          end else begin
            wait_r = SQW_COND;
          end
        end else if (!flow) begin
          if (cact == '0) begin                 // no lane active: nothing to issue
            step = 1'b1;
          end else if (cact != cexec_q && !idle_i) begin
            wait_r = SQW_MASK;
          end else begin
            issue_valid_o = 1'b1;
            if (cact != cexec_q) begin          // idle: the mask changes with the issue
              cfg_we_o = 1'b1;
              cexec_d  = cact;
            end
            if (issue_ready_i) step = 1'b1;
            else               wait_r = SQW_READY;
          end
          if (step && umat && !mat_q) begin   // (a condition's mov: the flow op next)
            step  = 1'b0;
            mat_d = 1'b1;
          end
          if (step) begin
            npc = nxt;
            sched = 1'b1;
          end
        end else begin
          // the source read through the register-file port, if any
          if ((op_is_cond(u.op) || u.op == OP_SWITCH) && cact != '0) rs = 0;
          else if (u.op == OP_CASE && csp != '0 && cstk[tp].kind == SQK_SWITCH &&
                   cstk[tp].pending != '0) rs = 1;
          if (rs >= 0 && !(u.src[rs].kind == SRC_TEMP ||
                           (u.src[rs].kind == SRC_THREAD_ID && u.src[rs].idx != 8'd3))) rs = -1;
          rdy = 1'b1;
          if (rs >= 0 && state_q == SQ_RUN) begin
            rdy = 1'b0;
            if (idle_i) begin
              rd_en_o  = 1'b1;
              rd_reg_o = wbase + 16'(rd_reg(u.src[rs], sysreg_q));
              state_d  = SQ_RD1;
              wait_r   = SQW_READ;
            end else begin
              wait_r = SQW_COND;
            end
          end
          if (rdy) begin
            state_d = SQ_RUN;
            c = cact & (op_cond_nz(u.op) ? cnz : ~cnz);
            unique case (u.op)
              OP_IF_Z, OP_IF_NZ: begin
                if (32'(csp) >= DEPTH) begin
                  err_d = SQE_OVERFLOW; state_d = SQ_ERR;
                end else begin
                  nstk[pp] = '{kind: SQK_IF, open: cpc, outer: cact, pending: cact & ~c,
                                      running: '0, nomatch: '0};
                  nsp  = csp + 1'b1;
                  nact = c;
                  if (c == '0) nxt = u.target;
                end
              end
              OP_ELSE: begin
                if (csp == '0 || cstk[tp].kind != SQK_IF) begin
                  err_d = SQE_NESTING; state_d = SQ_ERR;
                end else begin
                  nact = cstk[tp].pending;
                  nstk[tp].pending = '0;
                  if (cstk[tp].pending == '0) nxt = u.target;
                end
              end
              OP_ENDIF, OP_ENDSWITCH: begin
                if (csp == '0 || cstk[tp].kind != (u.op == OP_ENDIF ? SQK_IF : SQK_SWITCH)) begin
                  err_d = SQE_NESTING; state_d = SQ_ERR;
                end else begin
                  nact = cstk[tp].outer;
                  nsp  = csp - 1'b1;
                end
              end
              OP_LOOP: begin
                if (32'(csp) >= DEPTH) begin
                  err_d = SQE_OVERFLOW; state_d = SQ_ERR;
                end else begin
                  nstk[pp] = '{kind: SQK_LOOP, open: cpc, outer: cact, pending: '0,
                                      running: cact, nomatch: '0};
                  nsp = csp + 1'b1;
                end
              end
              OP_ENDLOOP: begin
                if (csp == '0 || cstk[tp].kind != SQK_LOOP) begin
                  err_d = SQE_NESTING; state_d = SQ_ERR;
                end else if (cstk[tp].running != '0) begin
                  nact = cstk[tp].running;   // round again
                  nxt = cstk[tp].open + 16'd1;
                end else begin
                  nact = cstk[tp].outer;
                  nsp  = csp - 1'b1;
                end
              end
              OP_BREAK, OP_BREAKC_Z, OP_BREAKC_NZ, OP_CONTINUE, OP_CONTINUEC_Z,
              OP_CONTINUEC_NZ: begin
                L = (u.op == OP_BREAK || u.op == OP_CONTINUE) ? cact : c;
                for (int i = 0; i < int'(DEPTH); i++)
                  if (i < int'(csp) && (cstk[i].kind == SQK_LOOP ||
                      (cstk[i].kind == SQK_SWITCH &&
                       !(u.op inside {OP_CONTINUE, OP_CONTINUEC_Z, OP_CONTINUEC_NZ})))) k = i;
                if (k < 0) begin
                  err_d = SQE_NESTING; state_d = SQ_ERR;
                end else begin
                  for (int i = 0; i < int'(DEPTH); i++)
                    if (i > k && i < int'(csp)) begin
                      nstk[i].outer   = cstk[i].outer & ~L;
                      nstk[i].pending = cstk[i].pending & ~L;
                      nstk[i].running = cstk[i].running & ~L;
                      nstk[i].nomatch = cstk[i].nomatch & ~L;
                    end
                  nact = cact & ~L;
                  if (u.op inside {OP_BREAK, OP_BREAKC_Z, OP_BREAKC_NZ}) begin
                    if (cstk[k].kind == SQK_LOOP) begin
                      nstk[k].running = cstk[k].running & ~L;
                    end else begin
                      nstk[k].pending = cstk[k].pending & ~L;
                      nstk[k].nomatch = cstk[k].nomatch & ~L;
                    end
                  end
                end
              end
              OP_SWITCH: begin
                if (32'(csp) >= DEPTH) begin
                  err_d = SQE_OVERFLOW; state_d = SQ_ERR;
                end else begin
                  nstk[pp] = '{kind: SQK_SWITCH, open: cpc, outer: cact, pending: cact,
                                      running: '0, nomatch: '0};
                  nsp  = csp + 1'b1;
                  nact = '0;
                  if (cact != '0) begin          // walk the labels with the selector latched
                    sel_d[0]  = src0v;
                    lb_d      = u.target;
                    swt_d     = u.target;
                    matched_d = '0;
                    state_d   = SQ_WALK;
                    wait_r    = SQW_WALK;
                    retire    = 1'b0;
                  end else begin
                    nxt = u.target;
                  end
                end
              end
              OP_CASE, OP_DEFAULT: begin
                if (csp == '0 || cstk[tp].kind != SQK_SWITCH) begin
                  err_d = SQE_NESTING; state_d = SQ_ERR;
                end else begin
                  m = cstk[tp].pending &
                      (u.op == OP_CASE ? cmatch : cstk[tp].nomatch);
                  nact = cact | m;
                  nstk[tp].pending = cstk[tp].pending & ~m;
                  if ((cact | m) == '0) nxt = u.target;
                end
              end
              OP_RET, OP_RETC_Z, OP_RETC_NZ: begin
                L = (u.op == OP_RET) ? cact : c;
                for (int i = 0; i < int'(DEPTH); i++)
                  if (i < int'(csp)) begin
                    nstk[i].outer   = cstk[i].outer & ~L;
                    nstk[i].pending = cstk[i].pending & ~L;
                    nstk[i].running = cstk[i].running & ~L;
                    nstk[i].nomatch = cstk[i].nomatch & ~L;
                  end
                nact  = cact & ~L;
                nlive = clive & ~L;
              end
              OP_SYNC: begin                     // the wave parks; the release drains memory
                if ((u.sync & SYNC_T) != '0) begin
                  if (cact != clive) begin
                    err_d = SQE_BARRIER; state_d = SQ_ERR;
                  end else begin
                    wait_d[wv_q] = 1'b1;
                    bar_d = bar_q + 32'd1;
                  end
                end
              end
              default: ;                         // nop
            endcase
            if (state_d != SQ_ERR && retire) begin
              step  = 1'b1;
              npc   = nxt;
              sched = 1'b1;
              mat_d = 1'b0;
            end
          end
        end
      end
      SQ_RD1: begin
        state_d = SQ_RD2;
        wait_r  = SQW_READ;
      end
      SQ_WF: begin                                 // the lanes of one index, alone
        if (matched_q == '0 && umat) begin         // a condition's mov: the flow op next
          state_d    = SQ_RUN;
          mat_d      = 1'b1;
        end else if (matched_q == '0) begin        // every lane issued: the op retires
          npc = nxt;
          state_d    = SQ_RUN;
          step       = 1'b1;
          sched      = 1'b1;
        end else if (wf_dout) begin
          matched_d = matched_q & ~wf_m;           // P-31: an x# write past the end: none
        end else if (wf_m != cexec_q && !idle_i) begin
          wait_r = SQW_MASK;
        end else begin
          issue_valid_o = 1'b1;
          issue_uop_o   = wfu;
          cfg_exec_o    = wf_m;
          if (wf_m != cexec_q) begin
            cfg_we_o = 1'b1;
            cexec_d  = wf_m;
          end
          if (issue_ready_i) matched_d = matched_q & ~wf_m;
          else               wait_r    = SQW_READY;
        end
      end
      SQ_WALK: begin
        // the switch being walked is the current wave's top entry
        matched_d = matched_q;
        if ({1'b0, lb_q} < len_q && lu.op == OP_CASE)
          matched_d = matched_q | (cstk[tp].pending & wmatch);
        if ({1'b0, lb_q} < len_q && (lu.op == OP_CASE || lu.op == OP_DEFAULT) && lu.target > lb_q) begin
          lb_d   = lu.target;
          wait_r = SQW_WALK;
        end else begin                             // the chain ends: the rest take the default
          nstk[tp].nomatch = cstk[tp].pending & ~matched_d;
          npc = swt_q;
          state_d    = SQ_RUN;
          step       = 1'b1;
          step_pc    = cstk[tp].open;
          step_mask  = cstk[tp].pending;
          sched      = 1'b1;
        end
      end
      SQ_BAR: begin                                // every wave left waits: drain, all go on
        wait_r = SQW_BARRIER;
        if (idle_i) begin
          wait_d  = '0;
          state_d = SQ_RUN;
          sched   = 1'b1;
        end
      end
      SQ_FIN: begin
        if (idle_i) state_d = SQ_DONE;
      end
      default: ;
    endcase

    // P-30: after a retirement (or a release) the next wave in round-robin order that can
    // go on; none: a barrier to release, or the end
    fresh_d = fresh_q;
    done_d  = done_q;
    if (cw_st) begin
      fresh_d[wv_q] = 1'b0;
      done_d[wv_q]  = nlive == '0 || {1'b0, npc} >= len_q;
    end
    if (sched) begin
      found   = 1'b0;
      for (int kk = 1; kk <= int'(MAX_WAVES); kk++) begin
        idx = (WW + 1)'(32'(wv_q) + 32'(kk));
        if (idx >= nw_q) idx = idx - nw_q;
        if (kk <= int'(nw_q) && !found && !done_d[WW'(idx)] && !wait_d[WW'(idx)]) begin
          found = 1'b1;
          wv_d  = WW'(idx);
        end
      end
      anywait = (~done_d & wait_d) != '0;   // (done covers the waves past nw)
      if (!found) state_d = anywait ? SQ_BAR : (g_q + 16'd1 < ng_q) ? SQ_GNEXT : SQ_FIN;
    end

    // the start of a group: every wave at pc 0 with its lanes, the system values first
    if (newgrp) begin
      wait_d  = '0;
      init_d  = '0;
      vl_d    = '0;
      vn_d    = '0;
      vc_d    = '0;
      mat_d   = 1'b0;
      state_d = (nin_q != '0) ? SQ_VIN : sys_q ? SQ_INIT : SQ_RUN;
      fresh_d = '1;
      hl      = has_lanes(nw_q, fullh_q, lasth_q);
      done_d  = ~hl | {MAX_WAVES{len_q == '0}};
      wv_d    = '0;                          // wave 0 has a lane if any wave has
      if (!hl[0]) state_d = SQ_FIN;
    end
  end

  assign step_o      = step;
  assign step_pc_o   = step ? step_pc : '0;
  assign step_mask_o = step ? step_mask : '0;
  assign state_o     = state_q;
  assign wait_o      = wait_r;
  assign wave_o      = 16'(wv_q);
  assign waiting_o   = 16'($countones(wait_q));
  assign group_o     = g_q;
  assign pc_o        = cpc;
  assign act_o       = cact;
  assign live_o      = clive;
  assign depth_o     = 7'(csp);
  assign err_o       = err_q;
  assign done_o      = state_q == SQ_DONE;
  assign barriers_o  = bar_q;

endmodule

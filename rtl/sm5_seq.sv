// Sequencer: the program counter, execution-mask stack and instruction memory of one
// wave in front of the core's issue port (SPEC 13; docs/architecture.md "Sequencer").
// Its C twin is cmodel/sm5_seq.c, register for register (same names without _q).
//   - Flow micro-ops (class CTRL) are resolved here and never reach the pipes; every
//     other micro-op is offered on the issue port with tag = its pc.
//   - The core has one lane mask (its run configuration): when the active mask differs
//     from the configured one, the sequencer waits for the core to go idle and rewrites
//     the configuration in the cycle it issues (cfg_we_o with the offer).
//   - A condition in a register is read through the core's register-file read port 0 once
//     the core is idle (scoreboard clear): address (RUN), RAM read (RD1), data (RD2).
//     Constants come from a copy of the constant file written with the core's; a thread
//     id is the lane index.
//   - `switch` latches its selector and walks the label chain, one label per cycle (WALK).
//   - sync_*_t waits for the core (and the memory unit) to drain.
// Mask-stack overflow (DEPTH entries), a barrier in divergent flow and malformed nesting
// set a sticky error and stop the sequencer (state SQ_ERR).
module sm5_seq
  import sm5_pkg::*;
#(
  parameter int unsigned LANES      = 32,
  parameter int unsigned DEPTH      = 32,     // execution-mask stack entries
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
  input  logic [7:0]                  const_idx_i,
  input  logic [3:0][31:0]            const_data_i,
  input  logic                        cfg_we_i,
  input  logic [LANES-1:0]            cfg_exec_i,
  input  logic                        start_i,
  input  logic [16:0]                 len_i,
  // the core
  input  logic                        issue_ready_i,
  input  logic                        idle_i,
  input  logic [LANES-1:0][3:0][31:0] rd_data_i,     // read port 0: the row of rd_reg_o
  output logic                        issue_valid_o,
  output logic [TAG_W-1:0]            issue_tag_o,
  output sm5_uop_t                    issue_uop_o,
  output logic                        cfg_we_o,
  output logic [LANES-1:0]            cfg_exec_o,
  output logic                        rd_en_o,
  output logic [7:0]                  rd_reg_o,
  // observable
  output logic                        step_o,        // a micro-op retired this cycle
  output logic [15:0]                 step_pc_o,
  output logic [LANES-1:0]            step_mask_o,   // active lanes when it retired
  output sm5_seq_state_e              state_o,
  output sm5_seq_wait_e               wait_o,
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
  logic [15:0]      pc_q, pc_d;
  logic [16:0]      len_q;
  logic [LANES-1:0] act_q, act_d, live_q, live_d, base_q, cur_q, cur_d;
  logic [SPW-1:0]   sp_q, sp_d;
  ent_t             stk_q [DEPTH];
  ent_t             stk_d [DEPTH];
  sm5_seq_err_e     err_q, err_d;
  logic [15:0]      lb_q, lb_d, swt_q, swt_d;
  logic [LANES-1:0] matched_q, matched_d;
  logic [LANES-1:0][31:0] sel_q, sel_d;
  logic [31:0]      bar_q, bar_d;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= SQ_IDLE;
      pc_q    <= '0;
      len_q   <= '0;
      act_q   <= '0;
      live_q  <= '0;
      base_q  <= '0;
      cur_q   <= '0;
      sp_q    <= '0;
      err_q   <= SQE_NONE;
      bar_q   <= '0;
    end else if (start_i) begin
      state_q <= SQ_RUN;
      pc_q    <= '0;
      len_q   <= len_i;
      act_q   <= base_q;
      live_q  <= base_q;
      sp_q    <= '0;
      err_q   <= SQE_NONE;
      bar_q   <= '0;
    end else if (cfg_we_i) begin   // host: the lanes that exist (before a run)
      base_q  <= cfg_exec_i;
      cur_q   <= cfg_exec_i;
    end else begin
      state_q <= state_d;
      pc_q    <= pc_d;
      act_q   <= act_d;
      live_q  <= live_d;
      cur_q   <= cur_d;
      sp_q    <= sp_d;
      err_q   <= err_d;
      bar_q   <= bar_d;
    end
  end

  // data registers: meaningful only where the control above says (entries below sp,
  // the walk's state in SQ_WALK)
  always_ff @(posedge clk_i) begin
    stk_q     <= stk_d;
    lb_q      <= lb_d;
    swt_q     <= swt_d;
    matched_q <= matched_d;
    sel_q     <= sel_d;
  end

  // ---- operands -----------------------------------------------------------------------
  // Component 0 (after the swizzle) of a source for one lane (a condition tests the bits:
  // neg / abs do not apply).
  /* verilator lint_off UNUSEDSIGNAL */
  function automatic logic [31:0] opnd(sm5_src_t sr, logic [3:0][31:0] rd, logic [3:0][31:0] cv,
                                       int unsigned lane);
    logic [1:0] c;
    c = sr.swz[1:0];
    unique case (sr.kind)
      SRC_TEMP:      return rd[c];
      SRC_CONST:     return cv[c];
      SRC_THREAD_ID: return (c == 2'd0 && sr.idx != 8'd3) ? 32'(lane) : 32'd0;
      default:       return 32'd0;
    endcase
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  function automatic logic [3:0][31:0] cval(logic [7:0] idx, logic [3:0][31:0] v);
    return (32'(idx) < NCONST) ? v : '0;
  endfunction

  function automatic logic is_nz(sm5_op_e op);
    return op inside {OP_IF_NZ, OP_BREAKC_NZ, OP_CONTINUEC_NZ, OP_RETC_NZ};
  endfunction

  function automatic logic is_cond(sm5_op_e op);
    return op inside {OP_IF_Z, OP_IF_NZ, OP_BREAKC_Z, OP_BREAKC_NZ, OP_CONTINUEC_Z,
                      OP_CONTINUEC_NZ, OP_RETC_Z, OP_RETC_NZ};
  endfunction

  sm5_uop_t         u;
  // (a label uses only op, target and src[0])
  /* verilator lint_off UNUSEDSIGNAL */
  sm5_uop_t         lu;
  /* verilator lint_on UNUSEDSIGNAL */
  logic [DW-1:0]    tp, pp;   // the top entry and the entry a push writes
  logic [LANES-1:0] cnz;      // lanes whose condition (src0) is nonzero
  logic [LANES-1:0] cmatch;   // lanes whose case selector (src1) equals the label (src0)
  logic [LANES-1:0] wmatch;   // WALK: lanes whose latched selector equals the label
  logic [LANES-1:0][31:0] src0v;

  assign tp = DW'(sp_q - 1'b1);
  assign pp = DW'(sp_q);
  assign u  = (32'(pc_q) < IMEM_DEPTH) ? imem_q[IAW'(pc_q)] : '0;
  assign lu = (32'(lb_q) < IMEM_DEPTH) ? imem_q[IAW'(lb_q)] : '0;

  always_comb begin
    for (int unsigned l = 0; l < LANES; l++) begin
      src0v[l]  = opnd(u.src[0], rd_data_i[l], cval(u.src[0].idx, const_q[CAW'(u.src[0].idx)]), l);
      cnz[l]    = src0v[l] != 32'd0;
      cmatch[l] = opnd(u.src[1], rd_data_i[l], cval(u.src[1].idx, const_q[CAW'(u.src[1].idx)]), l) ==
                  opnd(u.src[0], '0, cval(u.src[0].idx, const_q[CAW'(u.src[0].idx)]), l);
      wmatch[l] = sel_q[l] == opnd(lu.src[0], '0, cval(lu.src[0].idx, const_q[CAW'(lu.src[0].idx)]), l);
    end
  end

  // ---- next state ---------------------------------------------------------------------
  logic             step;
  logic [15:0]      step_pc;
  logic [LANES-1:0] step_mask;
  sm5_seq_wait_e    wait_r;

  always_comb begin
    logic             flow, rdy, retire;
    logic [15:0]      nxt;
    logic [LANES-1:0] L, c, m;
    int               k, rs;
    state_d   = state_q;
    pc_d      = pc_q;
    act_d     = act_q;
    live_d    = live_q;
    cur_d     = cur_q;
    sp_d      = sp_q;
    stk_d     = stk_q;
    err_d     = err_q;
    lb_d      = lb_q;
    swt_d     = swt_q;
    matched_d = matched_q;
    sel_d     = sel_q;
    bar_d     = bar_q;
    issue_valid_o = 1'b0;
    cfg_we_o      = 1'b0;
    rd_en_o       = 1'b0;
    rd_reg_o      = '0;
    wait_r        = SQW_NONE;
    step          = 1'b0;
    step_pc       = pc_q;
    step_mask     = act_q;
    flow   = op_class(u.op) == CL_CTRL;
    nxt    = pc_q + 16'd1;
    retire = 1'b1;
    L = '0; c = '0; m = '0; k = -1; rs = -1;

    unique case (state_q)
      SQ_RUN, SQ_RD2: begin
        if (32'(pc_q) >= IMEM_DEPTH) begin
          state_d = SQ_FIN;
        end else if (!flow) begin
          if (act_q == '0) begin                // no lane active: nothing to issue
            step = 1'b1;
            pc_d = nxt;
          end else if (act_q != cur_q && !idle_i) begin
            wait_r = SQW_MASK;
          end else begin
            issue_valid_o = 1'b1;
            if (act_q != cur_q) begin           // idle: the mask changes with the issue
              cfg_we_o = 1'b1;
              cur_d    = act_q;
            end
            if (issue_ready_i) begin
              step = 1'b1;
              pc_d = nxt;
            end else begin
              wait_r = SQW_READY;
            end
          end
          if (step && {1'b0, pc_d} >= len_q) state_d = SQ_FIN;
        end else begin
          // the source read through the register-file port, if any
          if ((is_cond(u.op) || u.op == OP_SWITCH) && act_q != '0) rs = 0;
          else if (u.op == OP_CASE && sp_q != '0 && stk_q[tp].kind == SQK_SWITCH &&
                   stk_q[tp].pending != '0) rs = 1;
          if (rs >= 0 && u.src[rs].kind != SRC_TEMP) rs = -1;
          rdy = 1'b1;
          if (rs >= 0 && state_q == SQ_RUN) begin
            rdy = 1'b0;
            if (idle_i) begin
              rd_en_o  = 1'b1;
              rd_reg_o = u.src[rs].idx;
              state_d  = SQ_RD1;
              wait_r   = SQW_READ;
            end else begin
              wait_r = SQW_COND;
            end
          end
          if (rdy) begin
            state_d = SQ_RUN;
            c = act_q & (is_nz(u.op) ? cnz : ~cnz);
            unique case (u.op)
              OP_IF_Z, OP_IF_NZ: begin
                if (32'(sp_q) >= DEPTH) begin
                  err_d = SQE_OVERFLOW; state_d = SQ_ERR;
                end else begin
                  stk_d[pp] = '{kind: SQK_IF, open: pc_q, outer: act_q, pending: act_q & ~c,
                                  running: '0, nomatch: '0};
                  sp_d  = sp_q + 1'b1;
                  act_d = c;
                  if (c == '0) nxt = u.target;
                end
              end
              OP_ELSE: begin
                if (sp_q == '0 || stk_q[tp].kind != SQK_IF) begin
                  err_d = SQE_NESTING; state_d = SQ_ERR;
                end else begin
                  act_d = stk_q[tp].pending;
                  stk_d[tp].pending = '0;
                  if (stk_q[tp].pending == '0) nxt = u.target;
                end
              end
              OP_ENDIF, OP_ENDSWITCH: begin
                if (sp_q == '0 || stk_q[tp].kind != (u.op == OP_ENDIF ? SQK_IF : SQK_SWITCH)) begin
                  err_d = SQE_NESTING; state_d = SQ_ERR;
                end else begin
                  act_d = stk_q[tp].outer;
                  sp_d  = sp_q - 1'b1;
                end
              end
              OP_LOOP: begin
                if (32'(sp_q) >= DEPTH) begin
                  err_d = SQE_OVERFLOW; state_d = SQ_ERR;
                end else begin
                  stk_d[pp] = '{kind: SQK_LOOP, open: pc_q, outer: act_q, pending: '0,
                                  running: act_q, nomatch: '0};
                  sp_d = sp_q + 1'b1;
                end
              end
              OP_ENDLOOP: begin
                if (sp_q == '0 || stk_q[tp].kind != SQK_LOOP) begin
                  err_d = SQE_NESTING; state_d = SQ_ERR;
                end else if (stk_q[tp].running != '0) begin
                  act_d = stk_q[tp].running;   // round again
                  nxt   = stk_q[tp].open + 16'd1;
                end else begin
                  act_d = stk_q[tp].outer;
                  sp_d  = sp_q - 1'b1;
                end
              end
              OP_BREAK, OP_BREAKC_Z, OP_BREAKC_NZ, OP_CONTINUE, OP_CONTINUEC_Z,
              OP_CONTINUEC_NZ: begin
                L = (u.op == OP_BREAK || u.op == OP_CONTINUE) ? act_q : c;
                for (int i = 0; i < int'(DEPTH); i++)
                  if (i < int'(sp_q) && (stk_q[i].kind == SQK_LOOP ||
                      (stk_q[i].kind == SQK_SWITCH &&
                       !(u.op inside {OP_CONTINUE, OP_CONTINUEC_Z, OP_CONTINUEC_NZ})))) k = i;
                if (k < 0) begin
                  err_d = SQE_NESTING; state_d = SQ_ERR;
                end else begin
                  for (int i = 0; i < int'(DEPTH); i++)
                    if (i > k && i < int'(sp_q)) begin
                      stk_d[i].outer   = stk_q[i].outer & ~L;
                      stk_d[i].pending = stk_q[i].pending & ~L;
                      stk_d[i].running = stk_q[i].running & ~L;
                      stk_d[i].nomatch = stk_q[i].nomatch & ~L;
                    end
                  act_d = act_q & ~L;
                  if (u.op inside {OP_BREAK, OP_BREAKC_Z, OP_BREAKC_NZ}) begin
                    if (stk_q[k].kind == SQK_LOOP) begin
                      stk_d[k].running = stk_q[k].running & ~L;
                    end else begin
                      stk_d[k].pending = stk_q[k].pending & ~L;
                      stk_d[k].nomatch = stk_q[k].nomatch & ~L;
                    end
                  end
                end
              end
              OP_SWITCH: begin
                if (32'(sp_q) >= DEPTH) begin
                  err_d = SQE_OVERFLOW; state_d = SQ_ERR;
                end else begin
                  stk_d[pp] = '{kind: SQK_SWITCH, open: pc_q, outer: act_q, pending: act_q,
                                  running: '0, nomatch: '0};
                  sp_d  = sp_q + 1'b1;
                  act_d = '0;
                  if (act_q != '0) begin         // walk the labels with the selector latched
                    sel_d     = src0v;
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
                if (sp_q == '0 || stk_q[tp].kind != SQK_SWITCH) begin
                  err_d = SQE_NESTING; state_d = SQ_ERR;
                end else begin
                  m = stk_q[tp].pending &
                      (u.op == OP_CASE ? cmatch : stk_q[tp].nomatch);
                  act_d = act_q | m;
                  stk_d[tp].pending = stk_q[tp].pending & ~m;
                  if ((act_q | m) == '0) nxt = u.target;
                end
              end
              OP_RET, OP_RETC_Z, OP_RETC_NZ: begin
                L = (u.op == OP_RET) ? act_q : c;
                for (int i = 0; i < int'(DEPTH); i++)
                  if (i < int'(sp_q)) begin
                    stk_d[i].outer   = stk_q[i].outer & ~L;
                    stk_d[i].pending = stk_q[i].pending & ~L;
                    stk_d[i].running = stk_q[i].running & ~L;
                    stk_d[i].nomatch = stk_q[i].nomatch & ~L;
                  end
                act_d  = act_q & ~L;
                live_d = live_q & ~L;
              end
              OP_SYNC: begin
                if ((u.sync & SYNC_T) != '0) begin
                  if (act_q != live_q) begin
                    err_d = SQE_BARRIER; state_d = SQ_ERR;
                  end else if (!idle_i) begin   // one wave: all arrived; memory drains first
                    wait_r = SQW_BARRIER;
                    retire = 1'b0;
                  end else begin
                    bar_d = bar_q + 32'd1;
                  end
                end
              end
              default: ;                         // nop
            endcase
            if (state_d == SQ_ERR) begin
              step = 1'b0;
            end else if (retire) begin
              step = 1'b1;
              pc_d = nxt;
              if (live_d == '0 || {1'b0, nxt} >= len_q) state_d = SQ_FIN;
            end
          end
        end
      end
      SQ_RD1: begin
        state_d = SQ_RD2;
        wait_r  = SQW_READ;
      end
      SQ_WALK: begin
        // the switch being walked is the top entry
        matched_d = matched_q;
        if ({1'b0, lb_q} < len_q && lu.op == OP_CASE)
          matched_d = matched_q | (stk_q[tp].pending & wmatch);
        if ({1'b0, lb_q} < len_q && (lu.op == OP_CASE || lu.op == OP_DEFAULT) && lu.target > lb_q) begin
          lb_d   = lu.target;
          wait_r = SQW_WALK;
        end else begin                             // the chain ends: the rest take the default
          stk_d[tp].nomatch = stk_q[tp].pending & ~matched_d;
          pc_d      = swt_q;
          state_d   = SQ_RUN;
          step      = 1'b1;
          step_pc   = stk_q[tp].open;
          step_mask = stk_q[tp].pending;
        end
      end
      SQ_FIN: begin
        if (idle_i) state_d = SQ_DONE;
      end
      default: ;
    endcase
  end

  assign cfg_exec_o  = act_q;
  assign issue_tag_o = TAG_W'(pc_q);
  assign issue_uop_o = u;
  assign step_o      = step;
  assign step_pc_o   = step ? step_pc : '0;
  assign step_mask_o = step ? step_mask : '0;
  assign state_o     = state_q;
  assign wait_o      = wait_r;
  assign pc_o        = pc_q;
  assign act_o       = act_q;
  assign live_o      = live_q;
  assign depth_o     = 7'(sp_q);
  assign err_o       = err_q;
  assign done_o      = state_q == SQ_DONE;
  assign barriers_o  = bar_q;

endmodule

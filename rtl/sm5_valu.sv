// Vector ALU: in-order, latency-aware pipeline (docs/architecture.md has the diagram).
//   IQ   issue queue, IQ_DEPTH entries; issue_ready_o = a free entry (registers only)
//   DS   the head of the queue. Dispatches one op per cycle, in order, when
//          - RAW: every register component a TEMP source's swizzle reads is on the
//            write-back bus by the op's EX1 cycle (scoreboard count <= 2, no pending
//            memory result),
//          - WAW: every component it writes has no pending memory result and no fixed
//            write later than its own (count < L + 2),
//          - its write-back slot(s) are free (reservation shift register; two slots,
//            dst first, for a two-destination op with both destinations non-null), and
//            no memory result is waiting for the bus,
//          - a memory op has a request-queue credit;
//        and issues the register-file reads (synchronous RAM, one copy per source).
//   RD   RAM data; bypass from the write-back bus and from last cycle's write;
//        constants, lane index, swizzle (sm5_vlane)
//   EX1  bypass from the write-back bus; the op enters its pipe (fixed latency L: result
//        on the bus L + 2 cycles after dispatch) or the memory request queue (MQ)
//   WB   the one register write port: a fixed pipe's output in its reserved slot, WB2
//        (a second destination) in the next slot, or the memory unit's result in a free
//        slot (mwb_ready_o low holds it there)
// Control lives here, computed once for all lanes; the datapath is LANES x sm5_vlane.
// Latencies come from the table (cmodel/sm5_pipes.def via sm5_pkg) unless overridden.
// The tag rides through untouched. No output valid depends on its ready.
module sm5_valu
  import sm5_pkg::*;
  import sm5_lane_pkg::*;
#(
  parameter int unsigned LANES     = 32,
  parameter int unsigned NREGS     = 16,
  parameter int unsigned NCONST    = 256,
  parameter int unsigned IQ_DEPTH  = 2,
  parameter int unsigned MQ_DEPTH  = 3,
  parameter int unsigned ALU_LAT   = sm5_pkg::LAT_ALU,
  parameter int unsigned CVT_LAT   = sm5_pkg::LAT_CVT,
  parameter int unsigned FMA_LAT   = sm5_pkg::LAT_FMA,
  parameter int unsigned DP_LAT    = sm5_pkg::LAT_DP,
  parameter int unsigned IMUL_LAT  = sm5_pkg::LAT_IMUL,
  parameter int unsigned SFU_LANES = (LANES >= 4) ? LANES / 4 : 1,  // lanes of the SFU, 1..LANES
  // double units of the DBL pipe (sm5_dbl), shared by the wave; its latency follows
  parameter int unsigned DP_LANES  = (LANES >= 4) ? LANES / 4 : 1,
  // sm5_clk_gate's pass-through (FPGA flows): the idle-pipe clock gates become wires
  parameter bit          CG_BYPASS = 1'b0
) (
  input  logic                                   clk_i,
  input  logic                                   rst_ni,
  // run configuration and constant file (host, before the run)
  input  logic                                   cfg_we_i,
  input  logic [LANES-1:0]                       cfg_exec_i,
  input  logic [LANES-1:0]                       cfg_helper_i,
  input  logic                                   const_we_i,
  input  logic [7:0]                             const_idx_i,
  input  logic [3:0][31:0]                       const_data_i,
  // issue port
  input  logic                                   issue_valid_i,
  output logic                                   issue_ready_o,
  input  logic [TAG_W-1:0]                       issue_tag_i,
  input  sm5_uop_t                               issue_uop_i,
  // memory request (to sm5_mem_unit)
  output logic                                   req_valid_o,
  input  logic                                   req_ready_i,
  output logic [TAG_W-1:0]                       req_tag_o,
  output sm5_uop_t                               req_uop_o,
  output logic [LANES-1:0]                       req_exec_o,
  output logic [LANES-1:0]                       req_helper_o,
  // (wide lane data is not traced here: sm5_top traces rf_wr_data_o, sm5_mem_unit its
  // request and result ports; LANES copies here would only grow the waves and the model)
  /* verilator tracing_off */
  output logic [LANES-1:0][NSRC-1:0][3:0][31:0]  req_src_o,
  /* verilator tracing_on */
  // memory register result (held by the memory unit while mwb_ready_o is low)
  input  logic                                   mwb_valid_i,
  output logic                                   mwb_ready_o,
  input  logic [TAG_W-1:0]                       mwb_tag_i,
  input  logic [7:0]                             mwb_reg_i,
  input  logic [3:0]                             mwb_mask_i,
  input  logic [LANES-1:0]                       mwb_lanes_i,
  /* verilator tracing_off */
  input  logic [LANES-1:0][3:0][31:0]            mwb_data_i,
  /* verilator tracing_on */
  // observability: dispatch and the register write of this cycle
  output logic                                   ds_valid_o,
  output logic [TAG_W-1:0]                       ds_tag_o,
  output sm5_stall_e                             ds_stall_o,
  output logic                                   rf_wr_valid_o,
  output logic [TAG_W-1:0]                       rf_wr_tag_o,
  output sm5_pipe_e                              rf_wr_pipe_o,
  output logic [7:0]                             rf_wr_reg_o,
  output logic [3:0]                             rf_wr_mask_o,
  output logic [LANES-1:0]                       rf_wr_lanes_o,
  /* verilator tracing_off */
  output logic [LANES-1:0][3:0][31:0]            rf_wr_data_o,
  /* verilator tracing_on */
  output logic                                   busy_o,      // anything in flight
  // register-file readback (host, while idle): data one cycle after the address
  input  logic [7:0]                             rf_rd_reg_i,
  /* verilator tracing_off */
  output logic [LANES-1:0][3:0][31:0]            rf_rd_data_o
  /* verilator tracing_on */
);
  localparam int unsigned RAW   = (NREGS > 1) ? $clog2(NREGS) : 1;
  localparam int unsigned CW    = (NCONST > 1) ? $clog2(NCONST) : 1;
  localparam int unsigned IQW   = $clog2(IQ_DEPTH + 1);
  localparam int unsigned MQW   = (MQ_DEPTH > 1) ? $clog2(MQ_DEPTH) : 1;
  localparam int unsigned MQCW  = $clog2(MQ_DEPTH + 1);
  localparam int unsigned IMUL_N = IMUL_LAT + 3;              // IMUL control stages (4 components)
  // DBL: groups of DP_LANES doubles per op, latency (cmodel sm5_dbl_groups, sm5_dbl_latency)
  localparam int unsigned DBL_NG  = (2 * LANES + DP_LANES - 1) / DP_LANES;
  localparam int unsigned DBL_LAT = DBL_NG + DP_STAGES + 1;
  localparam int unsigned DBW     = $clog2(DBL_NG);
  localparam int unsigned LMAX  = max5(ALU_LAT, CVT_LAT, FMA_LAT, DP_LAT,
                                       (IMUL_N > DBL_LAT) ? IMUL_N : DBL_LAT);
  localparam int unsigned FS    = FMA_STAGES;                 // ranks of one FMA unit (dp chain)
  localparam int unsigned RES_N = LMAX + 4;              // slots now .. now + LMAX + 3
  localparam int unsigned SBW   = $clog2(LMAX + 3);      // scoreboard count 0 .. LMAX + 2

  // A fixed pipe needs at least its built depth (sm5_vlane: ALU 1, CVT 2, FMA FS + 1,
  // DP 4 FS + 1, IMUL IMUL_STAGES + 1).
  if (ALU_LAT < 1 || CVT_LAT < 2 || FMA_LAT < FMA_STAGES + 1 || DP_LAT < 4 * FMA_STAGES + 1 ||
      IMUL_LAT < IMUL_STAGES + 1) begin : g_bad_lat
    $error("sm5_valu: a pipe latency below its unit's depth");
  end

  function automatic int unsigned max5(int unsigned a, int unsigned b, int unsigned c,
                                       int unsigned d, int unsigned e);
    int unsigned m;
    m = a;
    if (b > m) m = b;
    if (c > m) m = c;
    if (d > m) m = d;
    if (e > m) m = e;
    return m;
  endfunction

  function automatic int unsigned lat_of(sm5_pipe_e p);
    unique case (p)
      PIPE_ALU:  return ALU_LAT;
      PIPE_CVT:  return CVT_LAT;
      PIPE_FMA:  return FMA_LAT;
      PIPE_DP:   return DP_LAT;
      PIPE_IMUL: return IMUL_LAT;
      PIPE_DBL:  return DBL_LAT;
      PIPE_DDIV: return LAT_DDIV;
      PIPE_DIV:  return LAT_DIV;
      PIPE_SFU:  return LAT_SFU;
      default:   return LAT_MEM;
    endcase
  endfunction

  // the components a serialised unit (IMUL, DIV) works through: those written, x if none
  // (cmodel sm5_uop_unit_comps)
  // verilator lint_off UNUSEDSIGNAL
  // only the op and the destination masks matter
  function automatic logic [3:0] unit_comps(sm5_uop_t u);
    logic [3:0] m;
    m = '0;
    if (op_writes_reg(u.op)) m = m | u.dst_mask;
    if (op_two_dst(u.op))    m = m | u.dst2_mask;
    return (m == '0) ? 4'b0001 : m;
  endfunction
  // verilator lint_on UNUSEDSIGNAL

  function automatic int unsigned popc4(logic [3:0] m);
    return 32'(m[0]) + 32'(m[1]) + 32'(m[2]) + 32'(m[3]);
  endfunction

  // cycles an op adds to its pipe's latency (cmodel sm5_uop_lat_extra): IMUL, one per
  // component after the first
  function automatic int unsigned lat_extra(sm5_uop_t u);
    return (op_pipe(u.op) == PIPE_IMUL) ? popc4(unit_comps(u)) - 1 : 0;
  endfunction

  // verilator lint_off UNUSEDSIGNAL
  // m[3]: w is what is left when x, y and z are not set
  function automatic logic [1:0] low_comp(logic [3:0] m);
    if (m[0]) return 2'd0;
    if (m[1]) return 2'd1;
    if (m[2]) return 2'd2;
    return 2'd3;
  endfunction
  // verilator lint_on UNUSEDSIGNAL

  function automatic logic in_range(logic [7:0] r);
    return 32'(r) < NREGS;
  endfunction

  // verilator lint_off UNUSEDSIGNAL
  // the high bits of r are checked by in_range(), not used as index bits
  function automatic logic [RAW-1:0] ridx(logic [7:0] r);
    return RAW'(r);
  endfunction
  function automatic logic [CW-1:0] cidx(logic [7:0] i);
    return CW'(i);
  endfunction
  // verilator lint_on UNUSEDSIGNAL

  // the components a source's swizzle selects (none unless it is a TEMP in range)
  // verilator lint_off UNUSEDSIGNAL
  // neg/abs of s do not change what it reads
  function automatic logic [3:0] read_mask(sm5_src_t s);
    logic [3:0] m;
    m = '0;
    if (s.kind == SRC_TEMP && in_range(s.idx)) begin
      for (int unsigned c = 0; c < 4; c++) m[s.swz[2*c +: 2]] = 1'b1;
    end
    return m;
  endfunction
  // verilator lint_on UNUSEDSIGNAL

  // What an op writes: a first write-back (dst, or dst2 when dst is null) and a second
  // one (dst2 after dst) for a two-destination op with both destinations non-null.
  typedef struct packed {
    logic       wr;       // a first write
    logic       second;   // ... of the second destination (dst is null)
    logic       two;      // a second write follows in the next slot
    logic [7:0] reg1;
    logic [3:0] mask1;
    logic [7:0] reg2;
    logic [3:0] mask2;
  } wrinfo_t;

  // verilator lint_off UNUSEDSIGNAL
  // only the op and the destination fields decide what an op writes
  function automatic wrinfo_t wrinfo(sm5_uop_t u);
    wrinfo_t w;
    logic d1, d2;
    d1 = op_writes_reg(u.op) && (u.dst_mask != '0);
    d2 = op_two_dst(u.op) && (u.dst2_mask != '0);
    w.wr     = d1 || d2;
    w.second = !d1 && d2;
    w.two    = d1 && d2;
    w.reg1   = d1 ? u.dst_reg : u.dst2_reg;
    w.mask1  = d1 ? u.dst_mask : u.dst2_mask;
    w.reg2   = u.dst2_reg;
    w.mask2  = u.dst2_mask;
    return w;
  endfunction
  // verilator lint_on UNUSEDSIGNAL

  // The control's registers (everything below but the assertions) are on clk_vc, gated
  // off while nothing here can change (u_cg_ctl, with its enable, beside the lanes' gate)
  logic clk_vc;

  // ---- run configuration and constant file -------------------------------------------
  logic [LANES-1:0] exec_q, helper_q;
  logic [3:0][31:0] const_q [NCONST];

  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) begin
      exec_q   <= '0;
      helper_q <= '0;
    end else if (cfg_we_i) begin
      exec_q   <= cfg_exec_i;
      helper_q <= cfg_helper_i;
    end
  end

  always_ff @(posedge clk_vc) begin
    if (const_we_i && 32'(const_idx_i) < NCONST) const_q[cidx(const_idx_i)] <= const_data_i;
  end

  // ---- register-file clear after reset (temps start at 0) ----------------------------
  logic           init_q;
  logic [RAW-1:0] init_row_q;
  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) begin
      init_q     <= 1'b1;
      init_row_q <= '0;
    end else if (init_q) begin
      init_row_q <= init_row_q + 1'b1;
      if (32'(init_row_q) == NREGS - 1) init_q <= 1'b0;
    end
  end

  // ---- issue queue (a shift queue: entry 0 is the dispatch stage) --------------------
  logic [IQW-1:0]   iq_cnt_q;
  logic [TAG_W-1:0] iq_tag_q [IQ_DEPTH];
  sm5_uop_t         iq_uop_q [IQ_DEPTH];
  logic             enq, ds_fire;

  assign issue_ready_o = !init_q && (32'(iq_cnt_q) < IQ_DEPTH);
  assign enq           = issue_valid_i && issue_ready_o;

  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) iq_cnt_q <= '0;
    else         iq_cnt_q <= iq_cnt_q + IQW'(enq) - IQW'(ds_fire);
  end

  always_ff @(posedge clk_vc) begin
    for (int unsigned i = 0; i < IQ_DEPTH; i++) begin
      if (enq && 32'(i) == 32'(iq_cnt_q) - 32'(ds_fire)) begin
        iq_tag_q[i] <= issue_tag_i;
        iq_uop_q[i] <= issue_uop_i;
      end else if (ds_fire && i + 1 < IQ_DEPTH) begin
        iq_tag_q[i] <= iq_tag_q[i+1];
        iq_uop_q[i] <= iq_uop_q[i+1];
      end
    end
  end

  // ---- state the dispatch checks read --------------------------------------------------
  logic [NREGS-1:0][3:0][SBW-1:0] sb_cnt_q, sb_cnt_d;    // cycles until the newest fixed write is on the bus
  logic [NREGS-1:0][3:0]          sb_pend_q, sb_pend_d;  // a memory result will write it
  logic [RES_N-1:0]               res_q, res_d;          // write-back slot k cycles from now is taken

  logic             rd_valid_q, ex_valid_q;
  logic [TAG_W-1:0] rd_tag_q, ex_tag_q;
  sm5_uop_t         rd_uop_q, ex_uop_q;
  sm5_pipe_e        rd_pipe_q, ex_pipe_q;

  // units: dp chain steps ahead (fu_res_q[j]: an FMA op dispatched j cycles from now would
  // meet a dp step in its EX1), multiplier feed cycles left, the divider
  logic [3*FS-1:0]  fu_res_q, fu_res_d;
  logic [1:0]       im_busy_q;
  logic [DBW-1:0]   dbl_busy_q;   // DBL: groups of the op in the unit still to feed
  // the double divider (DDIV, sm5_ddiv): an op from EX1 until its write
  logic             dd_act_q, dd_req, dd_done, sel_dd;
  logic [TAG_W-1:0] dd_tag_q;
  // verilator lint_off UNUSEDSIGNAL
  // ddiv / drcp have one destination: the second-write fields stay unused
  wrinfo_t          dd_wr_q;
  // verilator lint_on UNUSEDSIGNAL
  logic             dv_act_q, dv_req;
  logic [LANES-1:0] dv_fin;
  logic [3:0]       dv_rem_q;
  logic [1:0]       dv_cur_q;
  logic             dv_wait_q, dv_rdy_q, dv_phase_q;
  logic [TAG_W-1:0] dv_tag_q;
  wrinfo_t          dv_wr_q;
  // the SFU (sm5_sfu_wrap): an op from EX1 until its last write, cycles until its last
  // lane group is captured, writes done (0: none, 1: the first)
  localparam int unsigned SFU_G = (LANES + SFU_LANES - 1) / SFU_LANES;
  logic             sf_act_q, sf_req, sf_phase_q;
  logic [15:0]      sf_cnt_q;
  logic [TAG_W-1:0] sf_tag_q;
  wrinfo_t          sf_wr_q;

  logic [MQCW-1:0]  mq_cnt_q;
  logic [MQW-1:0]   mq_rptr_q, mq_wptr_q;
  logic             mq_push, mq_pop;

  // ---- DS --------------------------------------------------------------------------
  logic          h_valid;
  logic [TAG_W-1:0] h_tag;
  sm5_uop_t      h_uop;
  sm5_op_e       h_op;
  // verilator lint_off UNUSEDSIGNAL
  // typed copies of the opcodes for the waves (FST shows mnemonics), not used by logic
  sm5_op_e       rd_op, ex_op;
  // verilator lint_on UNUSEDSIGNAL
  sm5_pipe_e     h_pipe;
  sm5_pipe_kind_e h_kind;
  int unsigned   h_lat;
  // verilator lint_off UNUSEDSIGNAL
  // h_wr.second matters from EX1 on (which result a pipe writes first), not at DS
  wrinfo_t       h_wr;
  // verilator lint_on UNUSEDSIGNAL
  logic          st_nopipe, st_raw, st_waw, st_slot, st_wbmem, st_credit, st_busy;
  sm5_stall_e    ds_stall;
  int            mq_credit;

  assign h_valid = iq_cnt_q != '0;
  assign h_tag   = iq_tag_q[0];
  assign h_uop   = iq_uop_q[0];
  assign h_op    = h_uop.op;
  assign rd_op   = rd_uop_q.op;
  assign ex_op   = ex_uop_q.op;
  assign h_pipe  = op_pipe(h_op);
  assign h_kind  = pipe_kind(h_pipe);
  assign h_lat   = lat_of(h_pipe) + lat_extra(h_uop);
  assign h_wr    = wrinfo(h_uop);

  function automatic logic slot_taken(logic [RES_N-1:0] r, int unsigned k);
    return (k < RES_N) ? r[k] : 1'b0;
  endfunction

  logic [NSRC-1:0][3:0] h_rmask;
  always_comb begin
    for (int unsigned s = 0; s < NSRC; s++) h_rmask[s] = read_mask(h_uop.src[s]);
  end

  always_comb begin
    st_nopipe = h_pipe == PIPE_NONE;
    st_raw = 1'b0;
    for (int unsigned s = 0; s < NSRC; s++) begin
      for (int unsigned k = 0; k < 4; k++) begin
        if (h_rmask[s][k] &&
            (sb_pend_q[ridx(h_uop.src[s].idx)][k] ||
             32'(sb_cnt_q[ridx(h_uop.src[s].idx)][k]) > 2)) begin
          st_raw = 1'b1;
        end
      end
    end
    st_waw = 1'b0;
    for (int unsigned k = 0; k < 4; k++) begin
      if (h_wr.wr && in_range(h_wr.reg1) && h_wr.mask1[k] &&
          (sb_pend_q[ridx(h_wr.reg1)][k] || 32'(sb_cnt_q[ridx(h_wr.reg1)][k]) >= h_lat + 2)) begin
        st_waw = 1'b1;
      end
      if (h_wr.two && in_range(h_wr.reg2) && h_wr.mask2[k] &&
          (sb_pend_q[ridx(h_wr.reg2)][k] || 32'(sb_cnt_q[ridx(h_wr.reg2)][k]) >= h_lat + 2)) begin
        st_waw = 1'b1;
      end
    end
    st_slot  = h_kind == PK_FIXED && h_wr.wr &&
               (slot_taken(res_q, h_lat + 2) || (h_wr.two && slot_taken(res_q, h_lat + 3)));
    // a held memory result takes the first free slot: no new reservations meanwhile
    // (or a divider result: the memory result goes first)
    st_wbmem = h_kind == PK_FIXED && h_wr.wr &&
               ((mwb_valid_i && res_q[0]) || (dv_req && (res_q[0] || mwb_valid_i)) ||
                (dd_req && (res_q[0] || mwb_valid_i || dv_req)) ||
                (sf_req && (res_q[0] || mwb_valid_i || dv_req || dd_req)));
    mq_credit = int'(MQ_DEPTH) - int'(mq_cnt_q) - int'(rd_valid_q && rd_pipe_q == PIPE_MEM)
              - int'(ex_valid_q && ex_pipe_q == PIPE_MEM) + int'(mq_pop);
    st_credit = h_pipe == PIPE_MEM && mq_credit <= 0;
    // units: a dp step would meet the FMA op in EX1; the multiplier is still fed; the
    // divider (or a divide on its way to it) is busy
    st_busy = (h_pipe == PIPE_FMA && fu_res_q[0]) || (h_pipe == PIPE_IMUL && im_busy_q != '0) ||
              (h_pipe == PIPE_DBL && dbl_busy_q != '0) ||
              (h_pipe == PIPE_DDIV && (dd_act_q || (rd_valid_q && rd_pipe_q == PIPE_DDIV) ||
                                       (ex_valid_q && ex_pipe_q == PIPE_DDIV))) ||
              (h_pipe == PIPE_DIV && (dv_act_q || (rd_valid_q && rd_pipe_q == PIPE_DIV) ||
                                      (ex_valid_q && ex_pipe_q == PIPE_DIV))) ||
              (h_pipe == PIPE_SFU && (sf_act_q || (rd_valid_q && rd_pipe_q == PIPE_SFU) ||
                                      (ex_valid_q && ex_pipe_q == PIPE_SFU)));

    if (!h_valid)       ds_stall = STALL_EMPTY;
    else if (st_nopipe) ds_stall = STALL_NOPIPE;
    else if (st_raw)    ds_stall = STALL_RAW;
    else if (st_waw)    ds_stall = STALL_WAW;
    else if (st_slot)   ds_stall = STALL_WB_SLOT;
    else if (st_wbmem)  ds_stall = STALL_WB_MEM;
    else if (st_credit) ds_stall = STALL_MEM_CREDIT;
    else if (st_busy)   ds_stall = STALL_UNIT_BUSY;
    else                ds_stall = STALL_NONE;
  end

  assign ds_fire    = ds_stall == STALL_NONE;
  assign ds_valid_o = ds_fire;
  assign ds_tag_o   = h_tag;
  assign ds_stall_o = ds_stall;

  // ---- write-back arbiter ------------------------------------------------------------
  localparam int unsigned PW    = $bits(wrinfo_t) + TAG_W;
  localparam int unsigned P_ALU = int'(PIPE_ALU);   // array indices of the pipes
  localparam int unsigned P_CVT = int'(PIPE_CVT);
  logic [NPIPES-1:0]                 out_valid;
  logic [NPIPES-1:0][TAG_W-1:0]      out_tag;
  wrinfo_t [NPIPES-1:0]              out_wr;
  logic [ALU_LAT-1:0]                alu_v;
  logic [ALU_LAT-1:0][PW-1:0]        alu_d;
  logic [CVT_LAT-1:0]                cvt_v;
  logic [CVT_LAT-1:0][PW-1:0]        cvt_d;
  wrinfo_t                           ex_wr;

  assign ex_wr = wrinfo(ex_uop_q);

  sm5_pipe_ctl #(.W(PW), .N(ALU_LAT)) u_alu_ctl (
    .clk_i (clk_vc), .rst_ni,
    .valid_i (ex_valid_q && ex_pipe_q == PIPE_ALU),
    .data_i  ({ex_tag_q, ex_wr}),
    .valid_o (alu_v),
    .data_o  (alu_d)
  );
  sm5_pipe_ctl #(.W(PW), .N(CVT_LAT)) u_cvt_ctl (
    .clk_i (clk_vc), .rst_ni,
    .valid_i (ex_valid_q && ex_pipe_q == PIPE_CVT),
    .data_i  ({ex_tag_q, ex_wr}),
    .valid_o (cvt_v),
    .data_o  (cvt_d)
  );

  localparam int unsigned P_FMA  = int'(PIPE_FMA);
  localparam int unsigned P_DP   = int'(PIPE_DP);
  localparam int unsigned P_IMUL = int'(PIPE_IMUL);
  logic [FMA_LAT-1:0]                fma_v;
  logic [FMA_LAT-1:0][PW-1:0]        fma_d;
  logic [DP_LAT-1:0]                 dp_v;
  logic [DP_LAT-1:0][PW-1:0]         dp_d;
  logic [IMUL_N-1:0]                 im_v;
  logic [IMUL_N-1:0][PW-1:0]         im_d;
  logic [3:0]                        im_enter;
  sm5_pipe_ctl #(.W(PW), .N(FMA_LAT)) u_fma_ctl (
    .clk_i (clk_vc), .rst_ni,
    .valid_i (ex_valid_q && ex_pipe_q == PIPE_FMA),
    .data_i  ({ex_tag_q, ex_wr}),
    .valid_o (fma_v),
    .data_o  (fma_d)
  );
  sm5_pipe_ctl #(.W(PW), .N(DP_LAT)) u_dp_ctl (
    .clk_i (clk_vc), .rst_ni,
    .valid_i (ex_valid_q && ex_pipe_q == PIPE_DP),
    .data_i  ({ex_tag_q, ex_wr}),
    .valid_o (dp_v),
    .data_o  (dp_d)
  );
  // an IMUL op of n components enters at stage 4 - n: out after IMUL_LAT + n - 1
  always_comb begin
    im_enter = '0;
    if (ex_valid_q && ex_pipe_q == PIPE_IMUL) im_enter[3 - lat_extra(ex_uop_q)] = 1'b1;
  end
  sm5_pipe_ctl #(.W(PW), .N(IMUL_N), .E(4)) u_imul_ctl (
    .clk_i (clk_vc), .rst_ni,
    .valid_i (im_enter),
    .data_i  ({ex_tag_q, ex_wr}),
    .valid_o (im_v),
    .data_o  (im_d)
  );

  localparam int unsigned P_DBL = int'(PIPE_DBL);
  logic [DBL_LAT-1:0]                dbl_v;
  logic [DBL_LAT-1:0][PW-1:0]        dbl_d;
  sm5_pipe_ctl #(.W(PW), .N(DBL_LAT)) u_dbl_ctl (
    .clk_i (clk_vc), .rst_ni,
    .valid_i (ex_valid_q && ex_pipe_q == PIPE_DBL),
    .data_i  ({ex_tag_q, ex_wr}),
    .valid_o (dbl_v),
    .data_o  (dbl_d)
  );

  always_comb begin
    out_valid = '0;
    out_tag   = '0;
    out_wr    = '0;
    out_valid[P_ALU]               = alu_v[ALU_LAT-1];
    {out_tag[P_ALU], out_wr[P_ALU]} = alu_d[ALU_LAT-1];
    out_valid[P_CVT]               = cvt_v[CVT_LAT-1];
    {out_tag[P_CVT], out_wr[P_CVT]} = cvt_d[CVT_LAT-1];
    out_valid[P_FMA]               = fma_v[FMA_LAT-1];
    {out_tag[P_FMA], out_wr[P_FMA]} = fma_d[FMA_LAT-1];
    out_valid[P_DP]                = dp_v[DP_LAT-1];
    {out_tag[P_DP], out_wr[P_DP]}   = dp_d[DP_LAT-1];
    out_valid[P_IMUL]              = im_v[IMUL_N-1];
    {out_tag[P_IMUL], out_wr[P_IMUL]} = im_d[IMUL_N-1];
    out_valid[P_DBL]               = dbl_v[DBL_LAT-1];
    {out_tag[P_DBL], out_wr[P_DBL]} = dbl_d[DBL_LAT-1];
  end

  logic             w2_valid_q;
  logic [TAG_W-1:0] w2_tag_q;
  sm5_pipe_e        w2_pipe_q;
  logic [7:0]       w2_reg_q;
  logic [3:0]       w2_mask_q;

  logic [NPIPES-1:0] sel_res, sel_res2;
  logic              sel_w2, sel_mem, sel_dv, sel_dv2, sel_sf, sel_sf2, w2_cap;
  logic              bus_valid;
  logic [TAG_W-1:0]  bus_tag;
  sm5_pipe_e         bus_pipe;
  logic [7:0]        bus_reg;
  logic [3:0]        bus_mask;
  logic [LANES-1:0]  bus_lanes;
  logic [7:0]        w2_reg_next;
  logic [3:0]        w2_mask_next;

  assign mwb_ready_o = !res_q[0];   // a reserved slot belongs to a fixed pipe

  always_comb begin
    sel_res   = '0;
    sel_res2  = '0;
    w2_cap    = 1'b0;
    w2_reg_next  = '0;
    w2_mask_next = '0;
    bus_valid = 1'b0;
    bus_tag   = '0;
    bus_pipe  = PIPE_NONE;
    bus_reg   = '0;
    bus_mask  = '0;
    for (int unsigned p = 0; p < NPIPES; p++) begin
      if (out_valid[p] && out_wr[p].wr) begin
        sel_res[p]  = !out_wr[p].second;
        sel_res2[p] = out_wr[p].second;
        w2_cap      = out_wr[p].two;
        w2_reg_next  = out_wr[p].reg2;
        w2_mask_next = out_wr[p].mask2;
        bus_valid   = 1'b1;
        bus_tag     = out_tag[p];
        bus_pipe    = sm5_pipe_e'(p);
        bus_reg     = out_wr[p].reg1;
        bus_mask    = out_wr[p].mask1;
      end
    end
    sel_w2 = w2_valid_q;
    if (w2_valid_q) begin
      bus_valid = 1'b1;
      bus_tag   = w2_tag_q;
      bus_pipe  = w2_pipe_q;
      bus_reg   = w2_reg_q;
      bus_mask  = w2_mask_q;
    end
    sel_mem = mwb_valid_i && mwb_ready_o;
    if (sel_mem) begin
      bus_valid = 1'b1;
      bus_tag   = mwb_tag_i;
      bus_pipe  = PIPE_MEM;
      bus_reg   = mwb_reg_i;
      bus_mask  = mwb_mask_i;
    end
    // the divider's result: a free slot the memory unit does not take
    sel_dv  = 1'b0;
    sel_dv2 = 1'b0;
    if (dv_req && !res_q[0] && !mwb_valid_i) begin
      sel_dv    = dv_phase_q == 1'b0 && !dv_wr_q.second;
      sel_dv2   = !sel_dv;
      bus_valid = 1'b1;
      bus_tag   = dv_tag_q;
      bus_pipe  = PIPE_DIV;
      bus_reg   = (dv_phase_q == 1'b0) ? dv_wr_q.reg1 : dv_wr_q.reg2;
      bus_mask  = (dv_phase_q == 1'b0) ? dv_wr_q.mask1 : dv_wr_q.mask2;
    end
    // the double divider's result: a free slot neither memory nor the divider takes
    // (write-back priority memory > DIV > DDIV > SFU, as sm5_cycle.c; docs/architecture.md)
    sel_dd = dd_req && !res_q[0] && !mwb_valid_i && !dv_req;
    if (sel_dd) begin
      bus_valid = 1'b1;
      bus_tag   = dd_tag_q;
      bus_pipe  = PIPE_DDIV;
      bus_reg   = dd_wr_q.reg1;
      bus_mask  = dd_wr_q.mask1;
    end
    // the SFU's result: a free slot neither memory, the divider nor the double divider takes
    sel_sf  = 1'b0;
    sel_sf2 = 1'b0;
    if (sf_req && !res_q[0] && !mwb_valid_i && !dv_req && !dd_req) begin
      sel_sf    = sf_phase_q == 1'b0 && !sf_wr_q.second;
      sel_sf2   = !sel_sf;
      bus_valid = 1'b1;
      bus_tag   = sf_tag_q;
      bus_pipe  = PIPE_SFU;
      bus_reg   = (sf_phase_q == 1'b0) ? sf_wr_q.reg1 : sf_wr_q.reg2;
      bus_mask  = (sf_phase_q == 1'b0) ? sf_wr_q.mask1 : sf_wr_q.mask2;
    end
    bus_lanes = sel_mem ? mwb_lanes_i : exec_q;
  end

  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) w2_valid_q <= 1'b0;
    else         w2_valid_q <= w2_cap;
  end
  always_ff @(posedge clk_vc) begin
    if (w2_cap) begin
      w2_tag_q  <= bus_tag;
      w2_pipe_q <= bus_pipe;
      w2_reg_q  <= w2_reg_next;
      w2_mask_q <= w2_mask_next;
    end
  end

  // last cycle's write: a read issued in that cycle saw the old row (read-first RAM)
  logic             prev_valid_q;
  logic [7:0]       prev_reg_q;
  logic [3:0]       prev_mask_q;
  logic [LANES-1:0] prev_lanes_q;
  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) prev_valid_q <= 1'b0;
    else         prev_valid_q <= bus_valid;
  end
  always_ff @(posedge clk_vc) begin
    prev_reg_q   <= bus_reg;
    prev_mask_q  <= bus_mask;
    prev_lanes_q <= bus_lanes;
  end

  // ---- scoreboard and reservation updates --------------------------------------------
  always_comb begin
    for (int unsigned r = 0; r < NREGS; r++) begin
      for (int unsigned k = 0; k < 4; k++) begin
        sb_cnt_d[r][k] = (sb_cnt_q[r][k] != '0) ? sb_cnt_q[r][k] - 1'b1 : '0;
      end
    end
    sb_pend_d = sb_pend_q;
    if ((sel_mem || sel_dv || sel_dv2 || sel_dd || sel_sf || sel_sf2) && in_range(bus_reg)) begin
      for (int unsigned k = 0; k < 4; k++) begin
        if (bus_mask[k]) sb_pend_d[ridx(bus_reg)][k] = 1'b0;
      end
    end
    res_d = {1'b0, res_q[RES_N-1:1]};
    fu_res_d = {1'b0, fu_res_q[3*FS-1:1]};
    if (ds_fire && h_pipe == PIPE_DP) begin
      for (int unsigned k = 1; k < 4; k++) begin
        if (k < dp_n(h_op)) fu_res_d[k*FS-1] = 1'b1;
      end
    end
    if (ds_fire && h_kind == PK_FIXED) begin
      if (h_wr.wr) begin
        res_d[h_lat + 1] = 1'b1;
        if (in_range(h_wr.reg1)) begin
          for (int unsigned k = 0; k < 4; k++) begin
            if (h_wr.mask1[k]) sb_cnt_d[ridx(h_wr.reg1)][k] = SBW'(h_lat + 1);
          end
        end
      end
      if (h_wr.two) begin
        res_d[h_lat + 2] = 1'b1;
        if (in_range(h_wr.reg2)) begin
          for (int unsigned k = 0; k < 4; k++) begin
            if (h_wr.mask2[k]) sb_cnt_d[ridx(h_wr.reg2)][k] = SBW'(h_lat + 2);
          end
        end
      end
    end else if (ds_fire) begin
      if (h_wr.wr && in_range(h_wr.reg1)) begin
        for (int unsigned k = 0; k < 4; k++) begin
          if (h_wr.mask1[k]) sb_pend_d[ridx(h_wr.reg1)][k] = 1'b1;
        end
      end
      if (h_wr.two && in_range(h_wr.reg2)) begin
        for (int unsigned k = 0; k < 4; k++) begin
          if (h_wr.mask2[k]) sb_pend_d[ridx(h_wr.reg2)][k] = 1'b1;
        end
      end
    end
  end

  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) begin
      sb_cnt_q  <= '0;
      sb_pend_q <= '0;
      res_q     <= '0;
      fu_res_q  <= '0;
      im_busy_q <= '0;
      dbl_busy_q <= '0;
    end else begin
      sb_cnt_q  <= sb_cnt_d;
      sb_pend_q <= sb_pend_d;
      res_q     <= res_d;
      fu_res_q  <= fu_res_d;
      if (ds_fire && h_pipe == PIPE_IMUL) im_busy_q <= 2'(lat_extra(h_uop));
      else if (im_busy_q != '0)           im_busy_q <= im_busy_q - 1'b1;
      // the next DBL op may load the operand buffer in the cycle of this op's last group
      if (ds_fire && h_pipe == PIPE_DBL) dbl_busy_q <= DBW'(DBL_NG - 1);
      else if (dbl_busy_q != '0)         dbl_busy_q <= dbl_busy_q - 1'b1;
    end
  end

  function automatic int unsigned dp_n(sm5_op_e op);
    unique case (op)
      OP_DP2:  return 2;
      OP_DP3:  return 3;
      default: return 4;
    endcase
  endfunction

  // ---- the FMA units' dp chain: step k of a dp enters unit k FS*k cycles after EX1 ---
  // dpn_q[j]: the dp's length (0: none) j + 1 cycles after its EX1
  // dp_step/dp_take: this cycle's (for the waves); the lanes register their own copies of
  // dp_step_nx/dp_take_nx, the values after the clock (sm5_lane_fma: the units' operand
  // muxes then hang on lane registers only)
  logic [4*FS-1:0][2:0] dpn_q, dpn_nx;
  // verilator lint_off UNUSEDSIGNAL
  logic [3:1]           dp_step, dp_take;
  // verilator lint_on UNUSEDSIGNAL
  logic [3:1]           dp_step_nx, dp_take_nx;
  assign dpn_nx = {dpn_q[4*FS-2:0],
                   (ex_valid_q && ex_pipe_q == PIPE_DP) ? 3'(dp_n(ex_uop_q.op)) : 3'd0};
  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) dpn_q <= '0;
    else         dpn_q <= dpn_nx;
  end
  always_comb begin
    for (int unsigned k = 1; k < 4; k++) begin
      dp_step[k]    = 32'(dpn_q[k*FS-1]) > k;
      dp_take[k]    = 32'(dpn_q[(k+1)*FS-1]) > k;
      dp_step_nx[k] = 32'(dpn_nx[k*FS-1]) > k;
      dp_take_nx[k] = 32'(dpn_nx[(k+1)*FS-1]) > k;
    end
  end

  // ---- the multiplier's feed: one component per cycle, the first from EX1 ------------
  logic [3:0] im_rem_q, im_rem_d;
  logic       im_two_q;
  logic       im_feed, im_feed_ex;
  logic [1:0] im_feed_c;
  logic [IMUL_STAGES-1:0]      im_ov_q, im_otwo_q, im_ov_d, im_otwo_d;
  logic [IMUL_STAGES-1:0][1:0] im_oc_q, im_oc_d;
  always_comb begin
    im_feed    = 1'b0;
    im_feed_ex = 1'b0;
    im_feed_c  = low_comp(im_rem_q);
    im_rem_d   = im_rem_q;
    if (ex_valid_q && ex_pipe_q == PIPE_IMUL) begin
      im_feed    = 1'b1;
      im_feed_ex = 1'b1;
      im_feed_c  = low_comp(unit_comps(ex_uop_q));
      im_rem_d   = unit_comps(ex_uop_q);
    end else if (im_rem_q != '0) begin
      im_feed = 1'b1;
    end
    if (im_feed) im_rem_d[im_feed_c] = 1'b0;
  end
  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) begin
      im_rem_q <= '0;
      im_ov_q  <= '0;
    end else begin
      im_rem_q <= im_rem_d;
      im_ov_q  <= im_ov_d;
    end
  end
  // the feed after the clock (im_feed, im_feed_ex, im_feed_c next cycle: EX1 then holds
  // the op now in RD, and im_rem_q is im_rem_d): each lane registers its copy
  // (sm5_lane_imul: the multiplier's operands then hang on lane registers only)
  logic       im_feed_nx, im_feed_ex_nx;
  logic [1:0] im_feed_c_nx;
  always_comb begin
    im_feed_ex_nx = rd_valid_q && rd_pipe_q == PIPE_IMUL;
    im_feed_nx    = im_feed_ex_nx || (im_rem_d != '0);
    im_feed_c_nx  = im_feed_ex_nx ? low_comp(unit_comps(rd_uop_q)) : low_comp(im_rem_d);
  end
  // the output controls after the clock: each lane registers its copy of the last stage's
  // (sm5_lane_imul: its result registers then hang on lane registers only)
  assign im_ov_d   = IMUL_STAGES'({im_ov_q, im_feed});
  assign im_otwo_d = IMUL_STAGES'({im_otwo_q, im_feed_ex ? op_two_dst(ex_uop_q.op) : im_two_q});
  assign im_oc_d   = (2*IMUL_STAGES)'({im_oc_q, im_feed_c});
  always_ff @(posedge clk_vc) begin
    if (im_feed_ex) im_two_q <= op_two_dst(ex_uop_q.op);
    im_otwo_q <= im_otwo_d;
    im_oc_q   <= im_oc_d;
  end

  // ---- the divider: components one after the other, each until every lane has finished
  logic             dv_go, dv_wave_done, dv_start, dv_last;
  logic [1:0]       dv_start_c;
  // dv_rem_q after the clock, and the divider's operand selects after it (dv_start_ex,
  // dv_start_c): each lane registers its copy (sm5_lane_div: the divider's set-up then
  // hangs on lane registers only)
  logic [3:0]       dv_rem_nx;
  logic             dv_start_ex_nx;
  logic [1:0]       dv_start_c_nx;
  assign dv_req = dv_rdy_q && (dv_phase_q == 1'b0 ? dv_wr_q.wr : dv_wr_q.two);
  always_comb begin
    dv_go        = ex_valid_q && ex_pipe_q == PIPE_DIV;
    dv_wave_done = dv_wait_q && (&dv_fin);
    dv_start     = dv_go || (dv_wave_done && dv_rem_q != '0);
    dv_start_c   = dv_go ? low_comp(unit_comps(ex_uop_q)) : low_comp(dv_rem_q);
    dv_rem_nx    = dv_rem_q;
    if (dv_go) dv_rem_nx = unit_comps(ex_uop_q) & ~(4'b0001 << dv_start_c);
    else if (dv_wave_done && dv_rem_q != '0) dv_rem_nx[dv_start_c] = 1'b0;
    // (dv_go after the clock: the op in RD goes to EX1)
    dv_start_ex_nx = rd_valid_q && rd_pipe_q == PIPE_DIV;
    dv_start_c_nx  = dv_start_ex_nx ? low_comp(unit_comps(rd_uop_q)) : low_comp(dv_rem_nx);
    // the op leaves the unit with its last write (or at once if it writes nothing)
    dv_last      = dv_rdy_q && (!dv_wr_q.wr || ((sel_dv || sel_dv2) &&
                                                 (dv_phase_q == 1'b1 || !dv_wr_q.two)));
  end
  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) begin
      dv_act_q   <= 1'b0;
      dv_wait_q  <= 1'b0;
      dv_rdy_q   <= 1'b0;
      dv_phase_q <= 1'b0;
      dv_rem_q   <= '0;
    end else begin
      if (dv_go) begin
        dv_act_q   <= 1'b1;
        dv_wait_q  <= 1'b1;
        dv_rdy_q   <= 1'b0;
        dv_phase_q <= 1'b0;
        dv_rem_q   <= dv_rem_nx;
      end else begin
        dv_rem_q <= dv_rem_nx;
        if (dv_wave_done && dv_rem_q == '0) begin
          dv_wait_q <= 1'b0;
          dv_rdy_q  <= 1'b1;
        end
        if (sel_dv || sel_dv2) dv_phase_q <= 1'b1;
        if (dv_last) begin
          dv_act_q <= 1'b0;
          dv_rdy_q <= 1'b0;
        end
      end
    end
  end
  always_ff @(posedge clk_vc) begin
    if (dv_start) dv_cur_q <= dv_start_c;
    if (dv_go) begin
      dv_tag_q <= ex_tag_q;
      dv_wr_q  <= ex_wr;
    end
  end

  // ---- the SFU: lane groups through sm5_sfu_wrap, then the writes (dst, dst2) --------
  logic             sf_go, sf_last, sf_feed, sf_feed_ex, sf_cap_c_two;
  logic [1:0]       sf_feed_c, sf_cap_c;
  logic [3:0]       sf_m1, sf_m2;
  logic [LANES-1:0] sf_cap;
  logic [LANES-1:0][31:0]     sf_a;
  logic [SFU_LANES-1:0][31:0] sf_res;
  always_comb begin
    sf_go   = ex_valid_q && ex_pipe_q == PIPE_SFU;
    // the components written: dst's (mask1 unless it is dst2's), dst2's
    sf_m1   = (ex_wr.wr && !ex_wr.second) ? ex_wr.mask1 : 4'b0;
    sf_m2   = ex_wr.two ? ex_wr.mask2 : ((ex_wr.wr && ex_wr.second) ? ex_wr.mask1 : 4'b0);
    sf_req  = sf_act_q && sf_cnt_q == '0 && (sf_phase_q == 1'b0 ? sf_wr_q.wr : sf_wr_q.two);
    // the op leaves with its last write (or when captured, if it writes nothing)
    sf_last = sf_act_q && sf_cnt_q == '0 &&
              (!sf_wr_q.wr || ((sel_sf || sel_sf2) && (sf_phase_q == 1'b1 || !sf_wr_q.two)));
  end
  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) begin
      sf_act_q   <= 1'b0;
      sf_phase_q <= 1'b0;
      sf_cnt_q   <= '0;
    end else if (sf_go) begin
      sf_act_q   <= 1'b1;
      sf_phase_q <= 1'b0;
      // N = groups x components feeds, the last captured STAGES - 1 cycles after it
      sf_cnt_q   <= 16'(SFU_G * (popc4(sf_m1) + popc4(sf_m2)) + SFU_STAGES - 1);
    end else begin
      if (sf_cnt_q != '0)     sf_cnt_q   <= sf_cnt_q - 1'b1;
      if (sel_sf || sel_sf2)  sf_phase_q <= 1'b1;
      if (sf_last)            sf_act_q   <= 1'b0;
    end
  end
  always_ff @(posedge clk_vc) begin
    if (sf_go) begin
      sf_tag_q <= ex_tag_q;
      sf_wr_q  <= ex_wr;
    end
  end
  sm5_sfu_wrap #(.LANES(LANES), .SFU_LANES(SFU_LANES)) u_sfu_wrap (
    .clk_i     (clk_vc),
    .rst_ni    (rst_ni),
    .go_i      (sf_go),
    .op_i      (ex_uop_q.op),
    .m1_i      (sf_m1),
    .m2_i      (sf_m2),
    .exec_i    (exec_q),
    .a_i       (sf_a),
    .feed_o    (sf_feed),
    .feed_ex_o (sf_feed_ex),
    .feed_c_o  (sf_feed_c),
    .cap_o     (sf_cap),
    .cap_c_o   (sf_cap_c),
    .cap_two_o (sf_cap_c_two),
    .res_o     (sf_res)
  );
  // ---- the double divider: one op from EX1 until its one write ------------------------
  assign dd_req = dd_act_q && dd_done && dd_wr_q.wr;
  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) dd_act_q <= 1'b0;
    else if (ex_valid_q && ex_pipe_q == PIPE_DDIV) dd_act_q <= 1'b1;
    else if (sel_dd || (dd_done && !dd_wr_q.wr))   dd_act_q <= 1'b0;
  end
  always_ff @(posedge clk_vc) begin
    if (ex_valid_q && ex_pipe_q == PIPE_DDIV) begin
      dd_tag_q <= ex_tag_q;
      dd_wr_q  <= ex_wr;
    end
  end

  // ---- RD and EX1 control ----------------------------------------------------------------
  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) begin
      rd_valid_q <= 1'b0;
      ex_valid_q <= 1'b0;
    end else begin
      rd_valid_q <= ds_fire;
      ex_valid_q <= rd_valid_q;
    end
  end
  always_ff @(posedge clk_vc) begin
    if (ds_fire) begin
      rd_tag_q  <= h_tag;
      rd_uop_q  <= h_uop;
      rd_pipe_q <= h_pipe;
    end
    if (rd_valid_q) begin
      ex_tag_q  <= rd_tag_q;
      ex_uop_q  <= rd_uop_q;
      ex_pipe_q <= rd_pipe_q;
    end
  end

  // The write the bus carries next cycle from a fixed pipe (its output register's input
  // now): the EX1 bypass is taken into the EX1 operand registers a cycle early (sm5_vlane).
  // Memory results never need it: a consumer dispatches only after the write.
  logic [NPIPES-1:0] nx_sel_res, nx_sel_res2;
  logic              nx_sel_w2, nx_valid;
  logic [7:0]        nx_reg;
  logic [3:0]        nx_mask;
  // verilator lint_off UNUSEDSIGNAL
  // the second write of w shows up through WB2 (nx_sel_w2), a cycle later
  wrinfo_t nx_w;
  // verilator lint_on UNUSEDSIGNAL
  always_comb begin
    logic    v;
    nx_sel_res  = '0;
    nx_sel_res2 = '0;
    nx_valid    = 1'b0;
    nx_reg      = '0;
    nx_mask     = '0;
    nx_w        = '0;
    for (int unsigned p = 0; p < NPIPES; p++) begin
      v = 1'b0;
      if (p == P_ALU) begin
        if (ALU_LAT == 1) begin v = ex_valid_q && ex_pipe_q == PIPE_ALU; nx_w = ex_wr; end
        else begin
          v    = alu_v[ALU_LAT < 2 ? 0 : ALU_LAT-2];
          nx_w = alu_d[ALU_LAT < 2 ? 0 : ALU_LAT-2][$bits(wrinfo_t)-1:0];
        end
      end else if (p == P_CVT) begin
        v    = cvt_v[CVT_LAT-2];
        nx_w = cvt_d[CVT_LAT-2][$bits(wrinfo_t)-1:0];
      end else if (p == P_FMA) begin
        v    = fma_v[FMA_LAT-2];
        nx_w = fma_d[FMA_LAT-2][$bits(wrinfo_t)-1:0];
      end else if (p == P_DP) begin
        v    = dp_v[DP_LAT-2];
        nx_w = dp_d[DP_LAT-2][$bits(wrinfo_t)-1:0];
      end else if (p == P_IMUL) begin
        v    = im_v[IMUL_N-2];
        nx_w = im_d[IMUL_N-2][$bits(wrinfo_t)-1:0];
      end else if (p == P_DBL) begin
        v    = dbl_v[DBL_LAT-2];
        nx_w = dbl_d[DBL_LAT-2][$bits(wrinfo_t)-1:0];
      end
      if (v && nx_w.wr) begin
        nx_sel_res[p]  = !nx_w.second;
        nx_sel_res2[p] = nx_w.second;
        nx_valid       = 1'b1;
        nx_reg         = nx_w.reg1;
        nx_mask        = nx_w.mask1;
      end
    end
    nx_sel_w2 = w2_cap;
    if (w2_cap) begin
      nx_valid = 1'b1;
      nx_reg   = w2_reg_next;
      nx_mask  = w2_mask_next;
    end
  end

  // the host's readback register, registered: the RAM's read port 0 takes it while
  // nothing waits to dispatch (a lane input depends on no top-level input, so the lanes
  // are not evaluated again for an input change)
  logic [7:0] rf_rd_reg_q;
  always_ff @(posedge clk_vc) rf_rd_reg_q <= rf_rd_reg_i;

  // per-source controls of RD and EX1, the same for every lane
  logic [NSRC-1:0][RAW-1:0]     rf_raddr;
  logic [NSRC-1:0][1:0]         rd_kind;
  logic [NSRC-1:0][7:0]         rd_swz;
  logic [NSRC-1:0][3:0][31:0]   rd_const;
  logic [NSRC-1:0][3:0]         rd_hit_bus, rd_hit_prev, nx_hit;
  logic [NSRC-1:0]              rd_neg, rd_abs;
  always_comb begin
    for (int unsigned s = 0; s < NSRC; s++) begin
      // port 0 reads the host's register while nothing waits to dispatch
      rf_raddr[s] = (s == 0 && !h_valid) ? ridx(rf_rd_reg_q) : ridx(h_uop.src[s].idx);
      rd_kind[s]  = (rd_uop_q.src[s].kind == SRC_TEMP && !in_range(rd_uop_q.src[s].idx))
                    ? SRC_NONE : rd_uop_q.src[s].kind;
      rd_swz[s]   = rd_uop_q.src[s].swz;
      rd_const[s] = (rd_uop_q.src[s].kind == SRC_CONST && 32'(rd_uop_q.src[s].idx) < NCONST)
                    ? const_q[cidx(rd_uop_q.src[s].idx)] : '0;
      rd_neg[s]   = rd_uop_q.src[s].neg;
      rd_abs[s]   = rd_uop_q.src[s].abs;
      for (int unsigned k = 0; k < 4; k++) begin
        rd_hit_bus[s][k]  = bus_valid && rd_kind[s] == SRC_TEMP &&
                            bus_reg == rd_uop_q.src[s].idx && bus_mask[k];
        rd_hit_prev[s][k] = prev_valid_q && rd_kind[s] == SRC_TEMP &&
                            prev_reg_q == rd_uop_q.src[s].idx && prev_mask_q[k];
        nx_hit[s][k]      = nx_valid && rd_kind[s] == SRC_TEMP &&
                            nx_reg == rd_uop_q.src[s].idx && nx_mask[rd_uop_q.src[s].swz[2*k +: 2]];
      end
    end
  end

  // ---- memory request queue ----------------------------------------------------------
  // An entry: the op's tag and micro-op, and per lane its operands (mq_src_q, below the
  // lanes).
  logic [TAG_W-1:0] mq_tag_q [MQ_DEPTH];
  sm5_uop_t         mq_uop_q [MQ_DEPTH];

  assign mq_push     = ex_valid_q && ex_pipe_q == PIPE_MEM;
  assign req_valid_o = mq_cnt_q != '0;
  assign mq_pop      = req_valid_o && req_ready_i;
  assign req_tag_o   = mq_tag_q[mq_rptr_q];
  assign req_uop_o   = mq_uop_q[mq_rptr_q];
  assign req_exec_o  = exec_q;
  assign req_helper_o = helper_q;

  function automatic logic [MQW-1:0] mq_next(logic [MQW-1:0] p);
    return (32'(p) == MQ_DEPTH - 1) ? '0 : p + 1'b1;
  endfunction

  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) begin
      mq_cnt_q  <= '0;
      mq_rptr_q <= '0;
      mq_wptr_q <= '0;
    end else begin
      mq_cnt_q <= mq_cnt_q + MQCW'(mq_push) - MQCW'(mq_pop);
      if (mq_pop)  mq_rptr_q <= mq_next(mq_rptr_q);
      if (mq_push) mq_wptr_q <= mq_next(mq_wptr_q);
    end
  end
  always_ff @(posedge clk_vc) begin
    if (mq_push) begin
      mq_tag_q[mq_wptr_q] <= ex_tag_q;
      mq_uop_q[mq_wptr_q] <= ex_uop_q;
    end
  end

  // ---- lanes -------------------------------------------------------------------------
  logic [LANES-1:0]            rf_we;
  /* verilator tracing_off */
  logic [LANES-1:0][3:0][31:0] bus_data, rf_rdata0;
  // the lanes' wide outputs land in unpacked arrays first, then are packed by a loop: a
  // packed array connected slice by slice to LANES hierarchical blocks is rebuilt (in the
  // Verilated model) as a chain of LANES wide concatenations, quadratic in LANES, on
  // every evaluation
  logic [3:0][31:0]            bus_data_l [LANES];
  logic [3:0][31:0]            rf_rdata0_l [LANES];
  logic [2:0][3:0][31:0]       ex_opnd_l [LANES];
  /* verilator tracing_on */
  logic [3:0]                  rf_wmask;
  logic [RAW-1:0]              rf_waddr;

  // ---- DBL: DP_LANES double units shared by the lanes (sm5_dbl) ------------------------
  /* verilator tracing_off */
  logic [LANES-1:0][2:0][3:0][31:0] dbl_opnd;
  logic [LANES-1:0][3:0][31:0]      dbl_res, dbl_nx;
  /* verilator tracing_on */
  sm5_dbl #(.LANES (LANES), .DP_LANES (DP_LANES), .CG_BYPASS (CG_BYPASS)) u_dbl (
    .clk_i, .rst_ni,
    .go_i    (ex_valid_q && ex_pipe_q == PIPE_DBL),
    .op_i    (ex_uop_q.op),
    .sat_i   (ex_uop_q.sat),
    .neg_i   ({ex_uop_q.src[2].neg, ex_uop_q.src[1].neg, ex_uop_q.src[0].neg}),
    .abs_i   ({ex_uop_q.src[2].abs, ex_uop_q.src[1].abs, ex_uop_q.src[0].abs}),
    .mask_i  (ex_uop_q.dst_mask),
    .lanes_i (exec_q),
    .opnd_i  (dbl_opnd),
    .res_o   (dbl_res),
    .nx_o    (dbl_nx)
  );

  // ---- DDIV: DP_LANES double dividers shared by the lanes (sm5_ddiv) -------------------
  /* verilator tracing_off */
  logic [LANES-1:0][1:0][3:0][31:0] dd_opnd;
  logic [LANES-1:0][3:0][31:0]      dd_res;
  /* verilator tracing_on */
  sm5_ddiv #(.LANES (LANES), .DP_LANES (DP_LANES), .CG_BYPASS (CG_BYPASS)) u_ddiv (
    .clk_i, .rst_ni,
    .go_i    (ex_valid_q && ex_pipe_q == PIPE_DDIV),
    .op_i    (ex_uop_q.op),
    .sat_i   (ex_uop_q.sat),
    .neg_i   ({ex_uop_q.src[1].neg, ex_uop_q.src[0].neg}),
    .abs_i   ({ex_uop_q.src[1].abs, ex_uop_q.src[0].abs}),
    .lanes_i (exec_q),
    .opnd_i  (dd_opnd),
    .done_o  (dd_done),
    .res_o   (dd_res)
  );

  // ---- the control's clock -----------------------------------------------------------
  // One gate (sm5_clk_gate) for every register of this module but the assertions'. Its
  // enable is 1 whenever one of them could load a new value at this edge: the host
  // (configuration, constants, readback register, the register-file clear), an op
  // entering or leaving the issue queue, an op in RD or EX1, a write-back slot or a fixed
  // pipe's op in flight (res_q also covers every nonzero scoreboard count: a count is set
  // with its slot's bit and both count down together), a dp chain, the multiplier's feeds
  // and outputs, a write on the bus or the cycle after it (prev_*), the divider and the
  // SFU while they work, a finished DDIV op, a memory request taken or a memory result
  // offered, and reset. What it leaves out: a DDIV op between its EX1 and its end, a
  // memory access between its request and its result, and an empty pipeline, when the
  // control only waits. Registers that shift every clock (the pipes' payloads, the
  // multiplier's output controls, the SFU's group tags) then hold values that are read
  // only under their valid. The lanes' inputs all come from this clock or from the units'
  // gated domains, so while the control waits the simulation does not evaluate the
  // lanes (LANES hierarchical blocks) or this module's logic at all.
  logic vc_en;
  assign vc_en = !rst_ni || init_q || cfg_we_i || const_we_i || (rf_rd_reg_i != rf_rd_reg_q) ||
                 enq || ds_fire || rd_valid_q || ex_valid_q || (res_q != '0) ||
                 (fu_res_q != '0) || (dpn_q != '0) || (im_busy_q != '0) || (im_rem_q != '0) ||
                 (im_ov_q != '0) || (dbl_busy_q != '0) ||
                 (alu_v != '0) || (cvt_v != '0) || (fma_v != '0) || (dp_v != '0) ||
                 (im_v != '0) || (dbl_v != '0) || w2_valid_q || bus_valid || prev_valid_q ||
                 dv_act_q || sf_act_q || (dd_act_q && dd_done) || mq_pop || mwb_valid_i;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_ctl (.clk_i, .en_i (vc_en), .clk_o (clk_vc));

  // ---- the lanes' clock ------------------------------------------------------------
  // One gate (sm5_clk_gate) for every lane: its enable is 1 whenever a lane register could
  // load at this edge: the register-file read for RD (ds_fire) or for the host (read port
  // 0 is the host's while no op waits), the register-file clear, an op in RD (the EX1
  // registers) or EX1 (the pipes' first stage), a write on the bus (the
  // register file, the bypass copy prev_q), a fixed pipe's op in flight (result registers,
  // delay ranks, the lane's select registers loading nx_sel_*), the multiplier's feeds and
  // outputs, the divider and the SFU. Not the shared DBL and DDIV or the memory unit:
  // they read the held EX1 and queue registers, and their results come in as lane inputs
  // onto the bus. So while a long DDIV/DBL op or a memory access holds up the next op, the
  // lanes are not clocked (in the simulation: LANES hierarchical blocks not evaluated).
  logic lanes_en, clk_lanes;
  assign lanes_en = !h_valid || ds_fire || init_q || rd_valid_q || ex_valid_q || bus_valid ||
                    (nx_sel_res != '0) || (nx_sel_res2 != '0) || nx_sel_w2 ||
                    (alu_v != '0) || (cvt_v != '0) || (fma_v != '0) || (dp_v != '0) ||
                    (im_v != '0) || (im_busy_q != '0) || (im_rem_q != '0) || (im_ov_q != '0) ||
                    dv_act_q || sf_act_q;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_lanes (.clk_i, .en_i (lanes_en), .clk_o (clk_lanes));

  // the lanes' common controls (sm5_lane_pkg): one port of every lane
  sm5_lane_ctl_t lane_ctl;
  always_comb begin
    lane_ctl.rf_wmask       = rf_wmask;
    lane_ctl.rf_wzero       = init_q;
    lane_ctl.rd_kind        = rd_kind;
    lane_ctl.rd_swz         = rd_swz;
    lane_ctl.rd_hit_bus     = rd_hit_bus;
    lane_ctl.rd_hit_prev    = rd_hit_prev;
    lane_ctl.nx_hit         = nx_hit;
    lane_ctl.nx_sel_res     = nx_sel_res;
    lane_ctl.nx_sel_res2    = nx_sel_res2;
    lane_ctl.nx_sel_w2      = nx_sel_w2;
    lane_ctl.ex_go_nx       = rd_valid_q;
    lane_ctl.rd_op          = rd_uop_q.op;
    lane_ctl.rd_sat         = rd_uop_q.sat;
    lane_ctl.rd_neg         = rd_neg;
    lane_ctl.rd_abs         = rd_abs;
    lane_ctl.sel_mem        = sel_mem;
    lane_ctl.sel_dv         = sel_dv;
    lane_ctl.sel_dv2        = sel_dv2;
    lane_ctl.sel_sf         = sel_sf;
    lane_ctl.sel_sf2        = sel_sf2;
    lane_ctl.sel_dd         = sel_dd;
    lane_ctl.w2_cap         = w2_cap;
    lane_ctl.fma_go_nx      = rd_valid_q && rd_pipe_q == PIPE_FMA;
    lane_ctl.dp_go_nx       = rd_valid_q && rd_pipe_q == PIPE_DP;
    lane_ctl.dp_step_nx     = dp_step_nx;
    lane_ctl.dp_take_nx     = dp_take_nx;
    lane_ctl.im_feed_nx     = im_feed_nx;
    lane_ctl.im_feed_ex_nx  = im_feed_ex_nx;
    lane_ctl.im_feed_c_nx   = im_feed_c_nx;
    lane_ctl.im_out_nx      = im_ov_d[IMUL_STAGES-1];
    lane_ctl.im_out_c_nx    = im_oc_d[IMUL_STAGES-1];
    lane_ctl.im_out_two_nx  = im_otwo_d[IMUL_STAGES-1];
    lane_ctl.dv_start       = dv_start;
    lane_ctl.dv_start_ex_nx = dv_start_ex_nx;
    lane_ctl.dv_start_c_nx  = dv_start_c_nx;
    lane_ctl.dv_cap         = dv_wave_done;
    lane_ctl.dv_cap_c       = dv_cur_q;
    lane_ctl.sf_feed        = sf_feed;
    lane_ctl.sf_feed_ex     = sf_feed_ex;
    lane_ctl.sf_feed_c      = sf_feed_c;
    lane_ctl.sf_cap_c       = sf_cap_c;
    lane_ctl.sf_cap_two     = sf_cap_c_two;
  end

  assign rf_wmask = init_q ? 4'hF : bus_mask;
  assign rf_waddr = init_q ? init_row_q : ridx(bus_reg);
  for (genvar l = 0; l < LANES; l++) begin : g_lane
    assign rf_we[l] = init_q || (bus_valid && bus_lanes[l] && in_range(bus_reg));
    // only the parameters the lane uses (the build's LANES, SFU_LANES, ... would give the
    // hierarchical block another name and C++ per model: sm5_vlane's header)
    sm5_vlane #(
      .NREGS (NREGS), .ALU_LAT (ALU_LAT), .CVT_LAT (CVT_LAT), .FMA_LAT (FMA_LAT),
      .DP_LAT (DP_LAT), .IMUL_LAT (IMUL_LAT), .CG_BYPASS (CG_BYPASS)
    ) u_vlane (
      .clk_i         (clk_lanes),
      .rst_ni        (rst_ni),
      .lane_i        (6'(l)),
      .ctl_i         (lane_ctl),
      .rf_we_i       (rf_we[l]),
      .prev_lane_i   (prev_lanes_q[l]),
      .bus_lane_i    (bus_lanes[l]),
      .nx_lane_i     (exec_q[l]),
      .sf_cap_i      (sf_cap[l]),
      .rf_raddr_i    (rf_raddr),
      .rf_waddr_i    (rf_waddr),
      .rf_rdata0_o   (rf_rdata0_l[l]),
      .rd_const_i    (rd_const),
      .mem_data_i    (mwb_data_i[l]),
      .sf_res_i      (sf_res[l % SFU_LANES]),
      .dbl_res_i     (dbl_res[l]),
      .dbl_nx_i      (dbl_nx[l]),
      .dd_data_i     (dd_res[l]),
      .bus_data_o    (bus_data_l[l]),
      .dv_fin_o      (dv_fin[l]),
      .sf_a_o        (sf_a[l]),
      .ex_opnd_o     (ex_opnd_l[l])
    );
  end

  // The request queue's operands, per lane and entry: sources 0-2 of the op's EX1
  // operands (a memory op reads at most three: address, value or compare, new value),
  // copied from the lanes' EX1 registers (ex_opnd_o) at the end of the op's EX1 cycle.
  /* verilator tracing_off */
  logic [2:0][3:0][31:0] mq_src_q [LANES][MQ_DEPTH];
  /* verilator tracing_on */
  always_ff @(posedge clk_vc) begin
    if (mq_push) begin
      for (int unsigned l = 0; l < LANES; l++) mq_src_q[l][mq_wptr_q] <= ex_opnd_l[l];
    end
  end

  always_comb begin
    for (int unsigned l = 0; l < LANES; l++) begin
      bus_data[l]  = bus_data_l[l];
      rf_rdata0[l] = rf_rdata0_l[l];
      req_src_o[l] = {128'd0, mq_src_q[l][mq_rptr_q]};   // source 3: no memory op reads it
      dbl_opnd[l]  = ex_opnd_l[l];
      dd_opnd[l]   = ex_opnd_l[l][1:0];
    end
  end

  assign rf_rd_data_o  = rf_rdata0;
  assign rf_wr_valid_o = bus_valid;
  assign rf_wr_tag_o   = bus_tag;
  assign rf_wr_pipe_o  = bus_pipe;
  assign rf_wr_reg_o   = bus_reg;
  assign rf_wr_mask_o  = bus_mask;
  assign rf_wr_lanes_o = bus_lanes;
  assign rf_wr_data_o  = bus_data;

  // an op anywhere between the issue queue and its write (the register-file clear apart)
  logic ops_busy;
  assign ops_busy = h_valid || rd_valid_q || ex_valid_q || (alu_v != '0) || (cvt_v != '0) ||
                    (fma_v != '0) || (dp_v != '0) || (im_v != '0) || (dbl_v != '0) ||
                    dd_act_q || w2_valid_q || (mq_cnt_q != '0) || (sb_pend_q != '0) ||
                    dv_act_q || sf_act_q;
  assign busy_o = init_q || ops_busy;

  // ---- assertions (SVA; every lockstep build runs with verilator --assert) ----------
  // Each $error message starts with the assertion's name; tb/lockstep/broken/ has one
  // broken build per assertion showing it fires.
`ifndef SYNTHESIS
  // assertions are off in reset (a flop of their own: rst_ni stays an asynchronous reset),
  // and while rst_ni is low: with random power-up state (sm5sim --rand-init) the first
  // clock edge comes before the reset has cleared sva_on_q
  logic sva_on_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) sva_on_q <= 1'b0;
    else         sva_on_q <= 1'b1;
  end

  // The issue port (input side): an offer that was not taken stays, unchanged; and the
  // memory request port (output side), the same rule. Immediate assertions against copies
  // taken while the offer waits, not $stable in a concurrent assertion: Verilator copies
  // every signal a concurrent assertion reads on every evaluation of the model (sampled
  // values; a micro-op is 9 words), where these copies load on a waiting clock only. An
  // offer waiting while the assertions are off is not checked (as disable iff would).
  logic             sva_issue_wait_q, sva_req_wait_q;
  logic [TAG_W-1:0] sva_issue_tag_q, sva_req_tag_q;
  sm5_uop_t         sva_issue_uop_q, sva_req_uop_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sva_issue_wait_q <= 1'b0;
      sva_req_wait_q   <= 1'b0;
    end else begin
      sva_issue_wait_q <= sva_on_q && issue_valid_i && !issue_ready_o;
      sva_req_wait_q   <= sva_on_q && req_valid_o && !req_ready_i;
    end
  end
  always_ff @(posedge clk_i) begin
    if (issue_valid_i && !issue_ready_o) begin
      sva_issue_tag_q <= issue_tag_i;
      sva_issue_uop_q <= issue_uop_i;
    end
    if (req_valid_o && !req_ready_i) begin
      sva_req_tag_q <= req_tag_o;
      sva_req_uop_q <= req_uop_o;
    end
  end
  always_ff @(posedge clk_i) begin
    if (sva_on_q && rst_ni && sva_issue_wait_q) begin
      sva_issue_stable: assert (issue_valid_i && issue_tag_i == sva_issue_tag_q &&
                                issue_uop_i == sva_issue_uop_q)
        else $error("sva_issue_stable: an issue offer was withdrawn or changed before it was taken");
    end
    if (sva_on_q && rst_ni && sva_req_wait_q) begin
      sva_req_stable: assert (req_valid_o && req_tag_o == sva_req_tag_q && req_uop_o == sva_req_uop_q)
        else $error("sva_req_stable: a memory request was withdrawn or changed before it was taken");
    end
    // The run configuration (execution mask, helper lanes) changes only while nothing is
    // in flight here: the lanes keep registered copies of their mask bit (sm5_lane_fma's
    // lane_q, read a cycle later), and queued memory requests take exec_q when they leave.
    // The sequencer waits for the core to drain before it rewrites the mask (sm5_seq).
    if (sva_on_q && rst_ni && cfg_we_i) begin
      sva_exec_idle: assert (!ops_busy)
        else $error("sva_exec_idle: the run configuration was written while an op was in flight");
    end
  end

  // One writer per write-back cycle, and a fixed pipe writes only in a reserved slot.
  sva_one_writer: assert property (@(posedge clk_i) disable iff (!sva_on_q || !rst_ni)
      $onehot0({sel_res, sel_res2, sel_w2, sel_mem, sel_dv, sel_dv2, sel_dd, sel_sf, sel_sf2}) &&
      ((sel_res != '0 || sel_res2 != '0 || sel_w2) == res_q[0]))
    else $error("sva_one_writer: two writers on the write-back bus, or a fixed write outside its slot");

  // Queues and credits never overflow or underflow.
  sva_counters: assert property (@(posedge clk_i) disable iff (!sva_on_q || !rst_ni)
      32'(iq_cnt_q) <= IQ_DEPTH && !(ds_fire && iq_cnt_q == '0) &&
      32'(mq_cnt_q) + 32'(rd_valid_q && rd_pipe_q == PIPE_MEM) +
      32'(ex_valid_q && ex_pipe_q == PIPE_MEM) <= MQ_DEPTH &&
      !(mq_push && !mq_pop && 32'(mq_cnt_q) == MQ_DEPTH) && !(mq_pop && mq_cnt_q == '0))
    else $error("sva_counters: issue queue, memory request queue or credit count out of range");

  // The scoreboard never releases early: when an op dispatches, every register component
  // its swizzles read has had its newest write on the bus by the op's EX1 cycle (bypass
  // point). Kept independently of the scoreboard: the absolute cycle of each component's
  // newest fixed-latency write and a count of outstanding memory writes.
  logic [31:0]                    sva_now_q;
  logic [NREGS-1:0][3:0][31:0]    sva_due_q;
  logic [NREGS-1:0][3:0][7:0]     sva_var_q;
  logic                           sva_early;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sva_now_q <= '0;
      sva_due_q <= '0;
      sva_var_q <= '0;
    end else begin
      sva_now_q <= sva_now_q + 1;
      if ((sel_mem || sel_dv || sel_dv2 || sel_dd || sel_sf || sel_sf2) && in_range(bus_reg)) begin
        for (int unsigned k = 0; k < 4; k++) begin
          if (bus_mask[k]) sva_var_q[ridx(bus_reg)][k] <= sva_var_q[ridx(bus_reg)][k] - 1;
        end
      end
      if (ds_fire && h_wr.wr && in_range(h_wr.reg1)) begin
        for (int unsigned k = 0; k < 4; k++) begin
          if (h_wr.mask1[k] && h_kind == PK_FIXED) sva_due_q[ridx(h_wr.reg1)][k] <= sva_now_q + h_lat + 2;
          if (h_wr.mask1[k] && h_kind != PK_FIXED) sva_var_q[ridx(h_wr.reg1)][k] <= sva_var_q[ridx(h_wr.reg1)][k] + 1;
        end
      end
      if (ds_fire && h_wr.two && in_range(h_wr.reg2)) begin
        for (int unsigned k = 0; k < 4; k++) begin
          if (h_wr.mask2[k] && h_kind == PK_FIXED) sva_due_q[ridx(h_wr.reg2)][k] <= sva_now_q + h_lat + 3;
          if (h_wr.mask2[k] && h_kind != PK_FIXED) sva_var_q[ridx(h_wr.reg2)][k] <= sva_var_q[ridx(h_wr.reg2)][k] + 1;
        end
      end
    end
  end
  always_comb begin
    sva_early = 1'b0;
    for (int unsigned s = 0; s < NSRC; s++) begin
      for (int unsigned k = 0; k < 4; k++) begin
        if (h_rmask[s][k] && (sva_var_q[ridx(h_uop.src[s].idx)][k] != '0 ||
                              sva_due_q[ridx(h_uop.src[s].idx)][k] > sva_now_q + 2)) begin
          sva_early = 1'b1;
        end
      end
    end
  end
  sva_sb_early: assert property (@(posedge clk_i) disable iff (!sva_on_q || !rst_ni) ds_fire |-> !sva_early)
    else $error("sva_sb_early: an op dispatched before a component it reads reaches the bypass point");
`endif

endmodule

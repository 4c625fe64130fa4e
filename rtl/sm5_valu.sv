// Vector ALU: in-order, latency-aware issue, dispatch, scoreboard and write-back around
// plug-in pipes (docs/architecture.md has the diagram).
//   IQ   issue queue (sm5_issue_queue); issue_ready_o = a free entry (registers only)
//   DS   its head dispatches one op per cycle, in order, unless the scoreboard
//        (sm5_scoreboard) finds a RAW or WAW hazard or its write slot(s) taken, a result
//        waits for the bus, a memory op has no request-queue credit or its pipe is busy;
//        it issues the register-file reads (synchronous RAM, one copy per source)
//   RD   RAM data, bypasses, constants, lane index, swizzle (sm5_rd_ctl, sm5_vlane)
//   EX1  the op enters its pipe (sm5_pipes): fixed latency L puts its result on the bus L + 2
//        cycles after dispatch (EX1_BYPASS 0: a reader one later); others ask for a slot
//   WB   the one register write port: a fixed pipe's output in its reserved slot, WB2
//        (a second destination) in the next, else memory, DIV, DDIV, SFU in that order
// Control lives here, once for all lanes; the datapath is LANES x sm5_vlane (sm5_vlanes). Latencies:
// the table (sm5_pipes.def via sm5_pkg) unless overridden. Tags ride through; no valid depends on a ready.
module sm5_valu
  import sm5_pkg::*;
  import sm5_lane_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned LANES     = 32,
  parameter int unsigned NREGS     = 32,
  parameter int unsigned NCONST    = 256,
  parameter int unsigned CBUFS     = 14,    // constant RAM regions (sm5_const_file)
  parameter int unsigned CB_ROWS   = 4096,
  parameter int unsigned IQ_DEPTH  = 2,
  parameter int unsigned MQ_DEPTH  = 3,
  parameter int unsigned ALU_LAT   = sm5_pkg::LAT_ALU,
  parameter int unsigned CVT_LAT   = sm5_pkg::LAT_CVT,
  parameter int unsigned FMA_STAGES = sm5_pkg::FMA_STAGES_DEF,   // FMA, multiplier: ranks (sm5_top)
  parameter bit          MUL_CS    = 1'b0,   // FMA products in carry-save form (sm5_top)
  parameter int unsigned FMA_LAT   = FMA_STAGES + 1,
  parameter int unsigned DP_LAT    = 4 * FMA_STAGES + 1,
  parameter int unsigned IMUL_STAGES = sm5_pkg::IMUL_STAGES_DEF,
  parameter int unsigned IMUL_LAT  = IMUL_STAGES + 1,
  parameter int unsigned SFU_LANES = (LANES >= 4) ? LANES / 4 : 1,  // lanes of the SFU, 1..LANES
  parameter int unsigned DP_LANES  = (LANES >= 4) ? LANES / 4 : 1,  // DBL pipe's double units
  parameter bit          DOUBLES   = 1'b1,  // 0: no double unit (SPEC 14): double ops NOPIPE
  parameter bit          CG_BYPASS = 1'b0,  // the idle-pipe clock gates as wires (FPGA flows)
  parameter int unsigned VEC_COMPS = 4,     // ALU/CVT/FMA components per cycle (sm5_pipe_beat)
  parameter bit          EX1_BYPASS = 1'b1  // 0: RAW waits for RD's bus bypass (sm5_top)
) (
  input  logic                                   clk_i,
  input  logic                                   rst_ni,
  // run configuration and constant file (host, before the run)
  input  logic                                   cfg_we_i,
  input  logic [LANES-1:0]                       cfg_exec_i,
  input  logic [LANES-1:0]                       cfg_helper_i,
  input  logic                                   const_we_i,
  input  logic [15:0]                            const_idx_i,
  input  logic [3:0][31:0]                       const_data_i,
  // issue port
  input  logic                                   issue_valid_i,
  output logic                                   issue_ready_o,
  input  logic [TAG_W-1:0]                       issue_tag_i,
  input  sm5_uop_t                               issue_uop_i,
  input  logic [15:0]                            issue_blk_i,   // the op's register block
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
  output logic [15:0]                            rf_wr_reg_o,   // physical: block + field
  output logic [3:0]                             rf_wr_mask_o,
  output logic [LANES-1:0]                       rf_wr_lanes_o,
  /* verilator tracing_off */
  output logic [LANES-1:0][3:0][31:0]            rf_wr_data_o,
  /* verilator tracing_on */
  output logic                                   busy_o,      // anything in flight
  // register-file readback (host, while idle): data one cycle after the address
  input  logic [15:0]                            rf_rd_reg_i,
  /* verilator tracing_off */
  output logic [LANES-1:0][3:0][31:0]            rf_rd_data_o
  /* verilator tracing_on */
);
  localparam int unsigned RAW   = (NREGS > 1) ? $clog2(NREGS) : 1;
  localparam int unsigned IQW   = $clog2(IQ_DEPTH + 1);
  localparam int unsigned MQCW  = $clog2(MQ_DEPTH + 1);
  localparam int unsigned IMUL_N = IMUL_LAT + 3;              // IMUL control stages (4 components)
  // DBL: groups of DP_LANES doubles per op, latency (cmodel sm5_dbl_groups, sm5_dbl_latency)
  localparam int unsigned DBL_NG  = (2 * LANES + DP_LANES - 1) / DP_LANES;
  localparam int unsigned DBL_LAT = DBL_NG + DP_STAGES + 1;
  localparam int unsigned BX    = beat_max_extra(VEC_COMPS);   // VEC_COMPS < 4: beats
  localparam int unsigned LMAX  = max2(max2(max2(ALU_LAT + BX, CVT_LAT + BX), max2(FMA_LAT + BX, DP_LAT)),
                                       max2(IMUL_N, DOUBLES ? DBL_LAT : 1));
  localparam int unsigned RES_N = LMAX + 4;              // slots now .. now + LMAX + 3
  // the variable-latency pipes in write-back priority order, after the memory unit's
  // results (as sm5_cycle.c; docs/architecture.md)
  localparam int unsigned NVAR = 3;
  localparam sm5_pipe_e VAR_ORDER [NVAR] = '{PIPE_DIV, PIPE_DDIV, PIPE_SFU};

  // A fixed pipe needs at least its built depth (sm5_vlane: ALU 1, CVT 2, FMA FS + 1, ...).
  if (ALU_LAT < 1 || CVT_LAT < 2 || FMA_LAT < FMA_STAGES + 1 || DP_LAT < 4 * FMA_STAGES + 1 ||
      IMUL_LAT < IMUL_STAGES + 1) begin : g_bad_lat
    $error("sm5_valu: a pipe latency below its unit's depth");
  end

  function automatic int unsigned lat_of(sm5_pipe_e p);
    unique case (p)
      PIPE_ALU: return ALU_LAT;   PIPE_CVT:  return CVT_LAT;   PIPE_FMA:  return FMA_LAT;
      PIPE_DP:  return DP_LAT;    PIPE_IMUL: return IMUL_LAT;  PIPE_DBL:  return DBL_LAT;
      PIPE_DIV: return LAT_DIV;   PIPE_SFU:  return LAT_SFU;   PIPE_DDIV: return LAT_DDIV;
      default:  return LAT_MEM;
    endcase
  endfunction
  function automatic logic [NPIPES-1:0][7:0] lat_tab();   // lat_of, for the issue queue
    for (int unsigned p = 0; p < NPIPES; p++) lat_tab[p] = 8'(lat_of(sm5_pipe_e'(p)));
  endfunction
  function automatic logic in_range(logic [15:0] r);
    return 32'(r) < NREGS;
  endfunction

  // verilator lint_off UNUSEDSIGNAL
  // the high bits of r are checked by in_range(), not used as index bits
  function automatic logic [RAW-1:0] ridx(logic [15:0] r);
    return RAW'(r);
  endfunction
  // verilator lint_on UNUSEDSIGNAL

  // The control's registers are on clk_vc, gated off while nothing here can change
  // (u_cg_ctl, with its enable, beside the lanes' gate)
  logic clk_vc;

  // ---- run configuration and constants (host, before the run) --------------------------
  logic [LANES-1:0] exec_q, helper_q;
  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) begin
      exec_q   <= '0;
      helper_q <= '0;
    end else if (cfg_we_i) begin
      exec_q   <= cfg_exec_i;
      helper_q <= cfg_helper_i;
    end
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

  // ---- issue queue (entry 0 is the dispatch stage, DS) ------------------------------
  logic             enq, ds_fire, h_valid;
  logic [IQW-1:0]   iq_cnt;
  logic [TAG_W-1:0] h_tag;
  sm5_uop_t         h_uop;
  logic [15:0]      h_blk;
  dsdec_t           h_dec;
  sm5_issue_queue #(.DEPTH (IQ_DEPTH), .DOUBLES (DOUBLES), .VEC_COMPS (VEC_COMPS), .LAT (lat_tab())) u_iq (
    .clk_i (clk_vc), .rst_ni, .hold_i (init_q), .valid_i (issue_valid_i), .ready_o (issue_ready_o),
    .tag_i (issue_tag_i), .uop_i (issue_uop_i), .blk_i (issue_blk_i), .head_valid_o (h_valid),
    .head_tag_o (h_tag), .head_uop_o (h_uop), .head_blk_o (h_blk), .head_dec_o (h_dec), .pop_i (ds_fire), .enq_o (enq),
    .cnt_o (iq_cnt)
  );

  // ---- state the dispatch checks read --------------------------------------------------
  logic [RES_N-1:0] res_q;      // write-back slot k cycles from now is taken (sm5_scoreboard)
  logic             sb_pend;    // a variable-latency result is pending

  logic             rd_valid_q, ex_valid_q;
  logic [TAG_W-1:0] rd_tag_q, ex_tag_q;
  sm5_uop_t         rd_uop_q, ex_uop_q;
  sm5_pipe_e        rd_pipe_q, ex_pipe_q;

  // every pipe's port (sm5_pipe_pkg), indexed by sm5_pipe_e, and the grants of the
  // variable-latency ones
  pipe_port_t [NPIPES-1:0] pp;
  logic [NPIPES-1:0]       gnt;
  logic [MQCW-1:0]         mq_cnt;
  logic                    mq_pop;

  // ---- write-back: the one register write port ----------------------------------------
  logic             w2_valid_q;
  logic [TAG_W-1:0] w2_tag_q;
  sm5_pipe_e        w2_pipe_q;
  logic [3:0]       w2_mask_q;

  logic [NPIPES-1:0] sel_res, sel_res2;
  logic              sel_w2, sel_mem, w2_cap;
  logic              bus_valid;
  logic [TAG_W-1:0]  bus_tag;
  sm5_pipe_e         bus_pipe;
  logic [15:0]       bus_reg;   // physical (a fixed write's and WB2's: the scoreboard's slot)
  logic [15:0]       slot0_reg, slot1_reg, mem_reg;
  logic [NPIPES-1:0][15:0] var_reg1, var_reg2;
  logic [3:0]        bus_mask;
  logic [LANES-1:0]  bus_lanes;
  logic [3:0]        w2_mask_next;

  // ---- DS --------------------------------------------------------------------------
  logic [15:0]   rd_blk_q;
  // typed copies of the opcodes for the waves (FST shows mnemonics), not used by logic
  /* verilator lint_off UNUSEDSIGNAL */ sm5_op_e rd_op, ex_op; /* verilator lint_on UNUSEDSIGNAL */
  sm5_pipe_e     h_pipe;
  sm5_pipe_kind_e h_kind;
  int unsigned   h_lat;
  // h_wr.second matters from EX1 on (which result a pipe writes first), not at DS
  /* verilator lint_off UNUSEDSIGNAL */ wrinfo_t h_wr; /* verilator lint_on UNUSEDSIGNAL */
  logic          st_nopipe, st_raw, st_waw, st_slot, st_wbmem, st_credit, st_busy;
  logic          wb_held, bt_busy;   // a result waits for a write-back slot; EX1's beats
  sm5_stall_e    ds_stall;
  int            mq_credit;

  assign {rd_op, ex_op} = {rd_uop_q.op, ex_uop_q.op};
  assign {h_pipe, h_kind, h_lat, h_wr} = {h_dec.pipe, h_dec.kind, 32'(h_dec.lat), h_dec.wr};

  sm5_scoreboard #(.NREGS (NREGS), .RES_N (RES_N), .EX1_BYPASS (EX1_BYPASS)) u_sb (
    .clk_i (clk_vc), .rst_ni, .h_uop_i (h_uop), .h_wr_i (h_wr), .h_blk_i (h_blk), .h_dec_i (h_dec), .h_pipe_i (h_pipe),
    .h_fixed_i (h_kind == PK_FIXED), .h_lat_i (h_dec.lat), .ds_fire_i (ds_fire),
    .clr_i (sel_mem || gnt != '0), .clr_mem_i (sel_mem), .clr_reg_i (bus_reg), .clr_mask_i (bus_mask),
    .raw_o (st_raw), .waw_o (st_waw), .slot_o (st_slot), .res_o (res_q), .slot0_reg_o (slot0_reg),
    .slot1_reg_o (slot1_reg), .var_reg1_o (var_reg1), .var_reg2_o (var_reg2), .mem_reg_o (mem_reg),
    .pend_o (sb_pend)
  );

  always_comb begin
    st_nopipe = h_pipe == PIPE_NONE;
    // a held result (memory, then the variable-latency pipes) takes the first free slot:
    // no new reservations meanwhile
    st_wbmem = h_kind == PK_FIXED && h_wr.wr && wb_held;
    mq_credit = int'(MQ_DEPTH) - int'(mq_cnt) - int'(rd_valid_q && rd_pipe_q == PIPE_MEM)
              - int'(ex_valid_q && ex_pipe_q == PIPE_MEM) + int'(mq_pop);
    st_credit = h_pipe == PIPE_MEM && mq_credit <= 0;
    // the pipe's unit is taken; an iterative pipe takes one op at a time, counted from
    // its dispatch
    st_busy = !st_nopipe && (bt_busy || pp[h_pipe].busy ||
                             (h_kind == PK_ITERATIVE && ((rd_valid_q && rd_pipe_q == h_pipe) ||
                                                         (ex_valid_q && ex_pipe_q == h_pipe))));

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

  // ds_stall == STALL_NONE as one AND (shallower; sm5_valu_sva's sva_fire_stall checks it)
  assign ds_fire    = h_valid && !(st_nopipe || st_raw || st_waw || st_slot || st_wbmem || st_credit || st_busy);
  assign ds_valid_o = ds_fire;
  assign ds_tag_o   = h_tag;
  assign ds_stall_o = ds_stall;
  assign mwb_ready_o = !res_q[0];   // a reserved slot belongs to a fixed pipe

  always_comb begin
    logic              free;
    logic [NPIPES-1:0] fx;   // a fixed pipe's output stage writes, in its reserved slot
    logic [NPIPES-1:0] wsel; // pipe p's write is on the bus (fixed or granted)
    // a free slot: the memory unit's result first, then the variable-latency pipes in
    // VAR_ORDER
    sel_mem = mwb_valid_i && mwb_ready_o;
    free    = !res_q[0] && !mwb_valid_i;
    gnt     = '0;
    wb_held = mwb_valid_i && res_q[0];
    for (int unsigned i = 0; i < NVAR; i++) begin
      if (pp[VAR_ORDER[i]].req) begin
        if (free) {gnt[VAR_ORDER[i]], free} = {1'b1, 1'b0};
        else      wb_held = 1'b1;
      end
    end
    // a reserved slot: a fixed pipe's output stage, or its second destination the cycle
    // after (WB2)
    sel_w2 = w2_valid_q;
    for (int unsigned p = 0; p < NPIPES; p++)
      fx[p] = pipe_kind(sm5_pipe_e'(p)) == PK_FIXED && pp[p].req && pp[p].wr.wr;
    wsel = fx | gnt;
    // The writers are one-hot (a reserved slot is one fixed pipe's or WB2's, a free slot
    // the memory unit's or one granted pipe's; sva_one_writer checks it), so the bus is
    // the AND-OR of them, not a chain of muxes in priority order. The registers come
    // physical: the scoreboard's slot, or what it kept at dispatch.
    {sel_res, sel_res2, w2_cap, w2_mask_next} = '0;
    bus_valid = (wsel != '0) || sel_w2 || sel_mem;
    bus_tag   = ({TAG_W{sel_w2}} & w2_tag_q) | ({TAG_W{sel_mem}} & mwb_tag_i);
    bus_reg   = ({16{(fx != '0) || sel_w2}} & slot0_reg) | ({16{sel_mem}} & mem_reg);
    bus_mask  = ({4{sel_w2}} & w2_mask_q) | ({4{sel_mem}} & mwb_mask_i);
    bus_pipe  = sm5_pipe_e'(({$bits(sm5_pipe_e){sel_w2}} & w2_pipe_q) |
                            ({$bits(sm5_pipe_e){sel_mem}} & PIPE_MEM));
    for (int unsigned p = 0; p < NPIPES; p++) begin
      {sel_res[p], sel_res2[p]} = {fx[p] && !pp[p].wr.second, fx[p] && pp[p].wr.second};
      w2_cap       = w2_cap | (fx[p] && pp[p].wr.two);
      w2_mask_next = w2_mask_next | ({4{fx[p]}} & pp[p].wr.mask2);
      bus_tag      = bus_tag | ({TAG_W{wsel[p]}} & pp[p].tag);
      bus_reg      = bus_reg | ({16{gnt[p]}} & (pp[p].phase ? var_reg2[p] : var_reg1[p]));
      bus_mask     = bus_mask | ({4{fx[p]}} & pp[p].wr.mask1) |
                     ({4{gnt[p]}} & (pp[p].phase ? pp[p].wr.mask2 : pp[p].wr.mask1));
      bus_pipe     = sm5_pipe_e'(bus_pipe | ({$bits(sm5_pipe_e){wsel[p]}} & $bits(sm5_pipe_e)'(p)));
    end
    if (!bus_valid) bus_pipe = PIPE_NONE;   // an idle bus names no pipe (waves, trace)
    bus_lanes = sel_mem ? mwb_lanes_i : exec_q;
  end

  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) w2_valid_q <= 1'b0;
    else         w2_valid_q <= w2_cap;
  end
  always_ff @(posedge clk_vc) begin
    if (w2_cap) {w2_tag_q, w2_pipe_q, w2_mask_q} <= {bus_tag, bus_pipe, w2_mask_next};
  end

  // last cycle's write: a read issued then did not see it (left open: sm5_regfile)
  logic             prev_valid_q;
  logic [15:0]      prev_reg_q;
  logic [3:0]       prev_mask_q;
  logic [LANES-1:0] prev_lanes_q;
  always_ff @(posedge clk_vc or negedge rst_ni) begin
    if (!rst_ni) prev_valid_q <= 1'b0;
    else         prev_valid_q <= bus_valid;
  end
  always_ff @(posedge clk_vc) {prev_reg_q, prev_mask_q, prev_lanes_q} <= {bus_reg, bus_mask, bus_lanes};

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
      rd_blk_q  <= h_blk;
    end
    if (rd_valid_q) begin
      ex_tag_q  <= rd_tag_q;
      ex_uop_q  <= rd_uop_q;
      ex_pipe_q <= rd_pipe_q;
    end
  end

  // ---- RD and EX1 operand controls, and the constants ------------------------------
  logic [NSRC-1:0][RAW-1:0]   rf_raddr;
  logic [NSRC-1:0][3:0][31:0] rd_const;
  logic                       rf_rd_reg_new, nx_any;
  logic [LANE_CTL_W-1:0]      rd_ctl;
  sm5_rd_ctl #(.NREGS (NREGS), .EX1_BYPASS (EX1_BYPASS)) u_rd_ctl (
    .clk_i (clk_vc), .h_valid_i (h_valid), .h_uop_i (h_uop), .h_psrc_i (h_dec.psrc), .rd_valid_i (rd_valid_q),
    .rd_pipe_i (rd_pipe_q), .rd_uop_i (rd_uop_q), .rd_blk_i (rd_blk_q), .pp_i (pp), .w2_cap_i (w2_cap),
    .w2_mask_i (w2_mask_next), .slot1_reg_i (slot1_reg), .bus_valid_i (bus_valid),
    .bus_reg_i (bus_reg), .bus_mask_i (bus_mask), .prev_valid_i (prev_valid_q),
    .prev_reg_i (prev_reg_q), .prev_mask_i (prev_mask_q), .rf_rd_reg_i,
    .rf_rd_reg_new_o (rf_rd_reg_new), .rf_raddr_o (rf_raddr), .nx_o (nx_any), .ctl_o (rd_ctl)
  );
  sm5_const_file #(.NCONST (NCONST), .CBUFS (CBUFS), .CB_ROWS (CB_ROWS)) u_const (
    .clk_i (clk_vc), .we_i (const_we_i), .widx_i (const_idx_i), .wdata_i (const_data_i),
    .ld_i (ds_fire), .ld_uop_i (h_uop), .rdata_o (rd_const)
  );

  // ---- the pipes (sm5_pipes: one module each, one port each) ---------------------------
  /* verilator tracing_off */
  logic [LANES-1:0][3:0][31:0]      bus_data, rf_rdata0, dbl_res, dbl_nx, dd_res;
  logic [2:0][3:0][31:0]            ex_opnd_l [LANES];
  logic [LANES-1:0][31:0]           sf_a;
  logic [SFU_LANES-1:0][31:0]       sf_res;
  /* verilator tracing_on */
  logic [LANES-1:0] dv_fin, sf_cap;
  sm5_lane_ctl_t    lane_ctl;
  logic [LANE_CTL_W-1:0] pipe_ctl;
  sm5_pipes #(
    .LANES (LANES), .SFU_LANES (SFU_LANES), .DP_LANES (DP_LANES), .MQ_DEPTH (MQ_DEPTH),
    .ALU_LAT (ALU_LAT), .CVT_LAT (CVT_LAT), .FMA_STAGES (FMA_STAGES), .FMA_LAT (FMA_LAT),
    .DP_LAT (DP_LAT), .IMUL_STAGES (IMUL_STAGES), .IMUL_LAT (IMUL_LAT), .DBL_LAT (DBL_LAT),
    .CG_BYPASS (CG_BYPASS), .DOUBLES (DOUBLES), .VEC_COMPS (VEC_COMPS)
  ) u_pipes (
    .clk_i, .clk_ctl_i (clk_vc), .rst_ni, .ds_fire_i (ds_fire), .h_uop_i (h_uop),
    .rd_valid_i (rd_valid_q), .rd_pipe_i (rd_pipe_q), .rd_uop_i (rd_uop_q),
    .ex_valid_i (ex_valid_q), .ex_pipe_i (ex_pipe_q), .ex_tag_i (ex_tag_q), .ex_uop_i (ex_uop_q),
    .exec_i (exec_q), .gnt_i (gnt), .port_o (pp), .ctl_o (pipe_ctl),
    .dv_fin_i (dv_fin), .sf_a_i (sf_a), .ex_opnd_i (ex_opnd_l), .sf_res_o (sf_res),
    .dbl_res_o (dbl_res), .dbl_nx_o (dbl_nx), .dd_res_o (dd_res), .sf_cap_o (sf_cap),
    .req_valid_o, .req_ready_i, .req_tag_o, .req_uop_o, .req_src_o,
    .mq_cnt_o (mq_cnt), .mq_pop_o (mq_pop), .beat_busy_o (bt_busy)
  );
  assign {req_exec_o, req_helper_o} = {exec_q, helper_q};

  // what the pipes say, OR-ed over all of them
  logic [NPIPES-1:0] pipe_active, pipe_lanes, pipe_held;
  always_comb begin
    for (int unsigned p = 0; p < NPIPES; p++) begin
      pipe_active[p] = pp[p].active;
      pipe_lanes[p]  = pp[p].lanes;
      pipe_held[p]   = pp[p].held;
    end
  end

  // ---- the clocks ----------------------------------------------------------------------
  // One gate (sm5_clk_gate) for every register of the control here, one for every lane.
  // Each enable is 1 whenever one of its registers could load at this edge: the host
  // (configuration, constants, readback register, the register-file clear), an op
  // entering the issue queue, dispatching, in RD or EX1, a write-back slot reserved (that
  // also covers every nonzero scoreboard count: a count is set with its slot's bit and both
  // count down together), a write on the bus (and, for the control, the cycle after it:
  // prev_*), a memory result offered, and whatever a pipe says (pipe_port_t active / lanes).
  // While the control only waits (a memory access, a DDIV op between EX1 and its end, an
  // empty pipeline) its clock is off; the lanes' too while a shared unit (DBL, DDIV) or
  // the memory unit holds up the next op, so the simulation evaluates neither.
  logic vc_en, lanes_en, clk_lanes;
  assign vc_en = !rst_ni || init_q || cfg_we_i || const_we_i || rf_rd_reg_new ||
                 enq || ds_fire || rd_valid_q || ex_valid_q || (res_q != '0) || w2_valid_q ||
                 bus_valid || prev_valid_q || mwb_valid_i || (pipe_active != '0);
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_ctl (.clk_i, .en_i (vc_en), .clk_o (clk_vc));
  // (read port 0 is the host's while no op waits: !h_valid)
  assign lanes_en = !h_valid || ds_fire || init_q || rd_valid_q || ex_valid_q || bus_valid ||
                    nx_any || (pipe_lanes != '0);
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_lanes (.clk_i, .en_i (lanes_en), .clk_o (clk_lanes));

  // ---- the lanes ---------------------------------------------------------------------
  // their common controls (sm5_lane_pkg): one port of every lane; the pipes drive theirs
  always_comb begin
    lane_ctl          = sm5_lane_ctl_t'(pipe_ctl | rd_ctl);   // each drives its own fields
    lane_ctl.rf_wmask = init_q ? 4'hF : bus_mask;
    lane_ctl.rf_wzero = init_q;
    lane_ctl.sel_mem  = sel_mem;
    lane_ctl.sel_dd   = gnt[PIPE_DDIV];
    lane_ctl.w2_cap   = w2_cap;
  end

  sm5_vlanes #(
    .LANES (LANES), .NREGS (NREGS), .SFU_LANES (SFU_LANES), .ALU_LAT (ALU_LAT),
    .CVT_LAT (CVT_LAT), .FMA_STAGES (FMA_STAGES), .MUL_CS (MUL_CS), .FMA_LAT (FMA_LAT),
    .DP_LAT (DP_LAT), .IMUL_STAGES (IMUL_STAGES), .IMUL_LAT (IMUL_LAT), .CG_BYPASS (CG_BYPASS),
    .DOUBLES (DOUBLES), .VEC_COMPS (VEC_COMPS), .EX1_BYPASS (EX1_BYPASS)
  ) u_lanes (
    .clk_i (clk_lanes), .rst_ni, .ctl_i (lane_ctl),
    .rf_we_i (bus_valid && in_range(bus_reg)), .bus_lanes_i (bus_lanes),
    .prev_lanes_i (prev_lanes_q), .exec_i (exec_q), .sf_cap_i (sf_cap),
    .rf_raddr_i (rf_raddr), .rf_waddr_i (init_q ? init_row_q : ridx(bus_reg)),
    .rd_const_i (rd_const), .mem_data_i (mwb_data_i), .sf_res_i (sf_res),
    .dbl_res_i (dbl_res), .dbl_nx_i (dbl_nx), .dd_data_i (dd_res),
    .rf_rdata0_o (rf_rdata0), .bus_data_o (bus_data), .dv_fin_o (dv_fin), .sf_a_o (sf_a),
    .ex_opnd_o (ex_opnd_l)
  );

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
  assign ops_busy = h_valid || rd_valid_q || ex_valid_q || w2_valid_q || sb_pend ||
                    (pipe_held != '0);
  assign busy_o = init_q || ops_busy;

`ifndef SYNTHESIS
  sm5_valu_sva #(.NREGS (NREGS), .IQ_DEPTH (IQ_DEPTH), .MQ_DEPTH (MQ_DEPTH), .EX1_BYPASS (EX1_BYPASS)) u_sva (
    .clk_i, .rst_ni, .issue_valid_i, .issue_ready_i (issue_ready_o), .issue_tag_i, .issue_uop_i,
    .req_valid_i (req_valid_o), .req_ready_i, .req_tag_i (req_tag_o), .req_uop_i (req_uop_o),
    .cfg_we_i, .const_we_i, .ops_busy_i (ops_busy), .sel_res_i (sel_res), .sel_res2_i (sel_res2),
    .sel_w2_i (sel_w2), .sel_mem_i (sel_mem), .gnt_i (gnt), .res0_i (res_q[0]),
    .bus_reg_i (bus_reg), .bus_mask_i (bus_mask), .iq_cnt_i (iq_cnt), .mq_cnt_i (mq_cnt),
    .rd_mem_i (rd_valid_q && rd_pipe_q == PIPE_MEM), .ex_mem_i (ex_valid_q && ex_pipe_q == PIPE_MEM),
    .mq_pop_i (mq_pop), .ds_fire_i (ds_fire), .ds_stall_i (ds_stall), .h_uop_i (h_uop), .h_wr_i (h_wr),
    .h_fixed_i (h_kind == PK_FIXED), .h_lat_i (h_lat), .h_blk_i (h_blk)
  );
`endif
endmodule

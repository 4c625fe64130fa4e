// Memory and atomic unit (SPEC 6, DESIGN "memory and atomic unit"), the RTL twin of
// cmodel/sm5_memu.c. Pipeline (docs/memory-unit.md, "Schedule"):
//   Q   two-entry request queue; req_ready_o = "not full", a register
//   A1  descriptor read, address components narrowed to the memory's widths (sm5_agu)
//   A2  the address multiplies (registered operands); typed-store packing
//   A3  relative words, bounds, word addresses, access status
//   A4  bank/row split; same-word groups of an associative atomic within segments of
//       COMBINE_SEG lanes, operand prefixes and group totals (sm5_mem_combine; iadd's
//       carry-save, E adds them); counter ranks
//   E   one cycle per round: per bank a priority encoder elects the word (sm5_arbiter;
//       an associative atomic's round serves the elected lane's segment only);
//       the bank's read is issued (synchronous RAM); counters (alloc/consume) update
//   M   the read data (forwarded from the last write), the bank writes (m op total,
//       a store's last writer, cmp), each served slot's return
//   W   register result (valid/ready, held while !wb_ready_i), done, UB
// A1..A4 move like a pipeline that closes its bubbles; E takes the next instruction in
// the last round of the current one, so back-to-back instructions overlap and an
// instruction costs its rounds (the bank bound) only. A held result (wb_valid_o &&
// !wb_ready_i) freezes E, M and W; the queue and the A stages still fill.
// Reset: control state only (valids, counts, descriptors); datapath registers are not
// reset. SVA checks at the end (not for synthesis). Broken builds: tb/memu/broken/.
// Clocks: each stage's datapath registers (Q, A1, A2, A3, E, M, W; the descriptor
// table) sit on a gated clock (sm5_clk_gate) enabled whenever one of them could load,
// and keep their load conditions, so they hold exactly what they held on clk_i; an idle
// unit clocks none of them (power, and Verilator skips them and the logic hanging on them
// only). The E and W valid bits ride on their stage's clock (they change only when it runs).
module sm5_mem_unit
  import sm5_pkg::*;
  import sm5_memu_pkg::*;
#(
  parameter int unsigned LANES     = 32,    // 1..64
  parameter int unsigned BANKS     = 32,    // word address mod BANKS
  parameter int unsigned MEM_WORDS = 4096,  // words of the shared memory
  // lanes per same-word combining segment (sm5_mem_combine; the C model's
  // SM5_MEMU_COMBINE_SEG, make test-defaults)
  parameter int unsigned COMBINE_SEG = 8,
  parameter bit          CG_BYPASS = 1'b0   // the stage clock gates pass-through (FPGA: sm5_clk_gate)
) (
  input  logic                                   clk_i,
  // The flops reset asynchronously; the assertions' `disable iff` samples rst_ni at the
  // clock. Both are intended.
  /* verilator lint_off SYNCASYNCNET */
  input  logic                                   rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  // request (valid never depends on ready)
  input  logic                                   req_valid_i,
  output logic                                   req_ready_o,
  input  logic [TAG_W-1:0]                       req_tag_i,
  // verilator lint_off UNUSEDSIGNAL
  // the upper micro-op fields (flow control, indexed operands, t#: SPEC 13) are not
  // memory-unit inputs yet
  input  sm5_uop_t                               req_uop_i,
  // verilator lint_on UNUSEDSIGNAL
  input  logic [LANES-1:0]                       req_exec_i,
  input  logic [LANES-1:0]                       req_helper_i,
  input  logic [LANES-1:0][NSRC-1:0][3:0][31:0]  req_src_i,
  // register result (valid/ready: held while wb_valid_o && !wb_ready_i)
  output logic                                   wb_valid_o,
  input  logic                                   wb_ready_i,
  output logic [TAG_W-1:0]                       wb_tag_o,
  output logic [7:0]                             wb_reg_o,
  output logic [3:0]                             wb_mask_o,
  output logic [LANES-1:0]                       wb_lanes_o,
  output logic [LANES-1:0][3:0][31:0]            wb_data_o,
  // completion of every memory op
  output logic                                   done_valid_o,
  output logic [TAG_W-1:0]                       done_tag_o,
  // descriptor port (host)
  input  logic                                   desc_we_i,
  input  logic [3:0]                             desc_slot_i,
  input  sm5_desc_t                              desc_i,
  output sm5_desc_t                              desc_rdata_o,
  // host memory port (use while idle; host_rdata_o: the previous cycle's address)
  input  logic                                   host_we_i,
  input  logic [31:0]                            host_addr_i,
  input  logic [31:0]                            host_wdata_i,
  output logic [31:0]                            host_rdata_o,
  // observability: bank accesses of this cycle (M stage), lanes served, UB events, idle
  output logic [BANKS-1:0]                       bank_valid_o,
  output logic [BANKS-1:0]                       bank_we_o,
  output logic [BANKS-1:0][31:0]                 bank_addr_o,
  output logic [BANKS-1:0][31:0]                 bank_wdata_o,
  output logic [LANES-1:0]                       grant_o,
  output logic                                   ub_valid_o,
  output logic [LANES-1:0][3:0][2:0]             ub_stat_o,   // sm5_acc_e codes
  output logic                                   idle_o
);
  localparam int unsigned SLOTS = LANES * 4;
  localparam int unsigned SIW   = $clog2(SLOTS);   // a slot's index
  localparam int unsigned AW    = (MEM_WORDS > 1) ? $clog2(MEM_WORDS) : 1;  // word address
  localparam int unsigned LW    = $clog2(MEM_WORDS + 1);
  localparam int unsigned MW    = AW + 3;                                   // multiplier
  localparam int unsigned ROWS  = (MEM_WORDS + BANKS - 1) / BANKS;
  localparam int unsigned RW    = (ROWS > 1) ? $clog2(ROWS) : 1;
  localparam int unsigned BW    = (BANKS > 1) ? $clog2(BANKS) : 1;
  localparam int unsigned NW    = $clog2(LANES + 1);                        // lane counts

  // What travels with an instruction from the queue to the result stage.
  typedef struct packed {
    logic [TAG_W-1:0] tag;
    sm5_op_e          op;
    logic [3:0]       res;
    logic [7:0]       dst_reg;
    logic [3:0]       dst_mask;
    logic [7:0]       res_swz;
    logic [LANES-1:0] exec;
    logic [LANES-1:0] act;      // exec & ~helper
  } info_t;

  // ================================================================ request queue
  // Two entries (head q_*[0]); ready = not full, from the count register alone. Per lane
  // only the address components a0..a2 (a1 from src1.x for ld/store_structured) and the
  // data words (stores: the value; atomics: [0] s0 = src1.x, [1] s1 = src2.x) are kept.
  logic [1:0]                    q_cnt_q;
  info_t                         q_info_q [2];
  // Address and data entries as separate vectors, not unpacked arrays: the lanes slice the
  // head, and Verilator 5.006 copies a whole LANES-wide array element for every such
  // slice (about a third of the RTL simulation time at LANES 32).
  logic [LANES-1:0][2:0][31:0]   q_addr0_q, q_addr1_q;
  logic [LANES-1:0][3:0][31:0]   q_data0_q, q_data1_q;
  info_t                         in_info;
  logic [LANES-1:0][2:0][31:0]   in_addr;
  logic [LANES-1:0][3:0][31:0]   in_data;
  logic                          push, pop;

  assign req_ready_o = (q_cnt_q != 2'd2);
  assign push        = req_valid_i && req_ready_o;

  always_comb begin
    logic sls;
    sls = (req_uop_i.op == OP_LD_STRUCTURED) || (req_uop_i.op == OP_STORE_STRUCTURED);
    in_info = '{tag: req_tag_i, op: req_uop_i.op, res: req_uop_i.res,
                dst_reg: req_uop_i.dst_reg, dst_mask: req_uop_i.dst_mask,
                res_swz: req_uop_i.res_swz, exec: req_exec_i,
                act: req_exec_i & ~req_helper_i};
    for (int l = 0; l < LANES; l++) begin
      in_addr[l] = {req_src_i[l][0][2], sls ? req_src_i[l][1][0] : req_src_i[l][0][1],
                    req_src_i[l][0][0]};
      unique case (req_uop_i.op)
        OP_STORE_RAW, OP_STORE_UAV_TYPED: in_data[l] = req_src_i[l][1];
        OP_STORE_STRUCTURED:              in_data[l] = req_src_i[l][2];
        default: in_data[l] = {64'd0, req_src_i[l][2][0], req_src_i[l][1][0]};
      endcase
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) q_cnt_q <= 2'd0;
    else         q_cnt_q <= q_cnt_q + {1'b0, push} - {1'b0, pop};
  end
  // a pop shifts entry 1 forward; a push lands behind what stays (entries clocked only
  // then: the A1 logic on the head, sm5_agu's and the descriptor read, runs per request)
  logic clk_q;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_q (.clk_i, .en_i (push || pop), .clk_o (clk_q));
  always_ff @(posedge clk_q) begin
    if (pop) begin
      q_info_q[0] <= q_info_q[1];
      q_addr0_q   <= q_addr1_q;
      q_data0_q   <= q_data1_q;
    end
    if (push) begin
      if (q_cnt_q == 2'd0 || (q_cnt_q == 2'd1 && pop)) begin
        q_info_q[0] <= in_info;
        q_addr0_q   <= in_addr;
        q_data0_q   <= in_data;
      end else begin
        q_info_q[1] <= in_info;
        q_addr1_q   <= in_addr;
        q_data1_q   <= in_data;
      end
    end
  end

  // Fields of the request the unit does not use (memory ops take no modifiers).
  logic unused_req;
  assign unused_req = ^{req_uop_i.rsvd, req_uop_i.dst2_mask, req_uop_i.dst2_reg, req_uop_i.sat,
                        req_uop_i.src, req_src_i};

  // ================================================================ pipeline control
  logic r1_v_q, r2_v_q, r3_v_q, x_v_q, m_v_q, w_v_q;
  logic ld1, ld2, ld3, x_take, e_adv, x_last, stall, arb_last;
  info_t w_info_q;
  logic  w_has_ret_q;   // op_returns_value(w_info_q.op), decoded as the result enters W

  // A held result freezes E, M and W (no bank access happens); A1..A4 close bubbles.
  // Each stage loads when a stage below it up to E is empty or E finishes this cycle
  // (x_take = r3 && (!x || x_last), ld3 = r2 && (!r3 || x_take), ... expanded): x_last,
  // the election's result, then reaches every load through one OR and one AND, not
  // through the chain of the stages (cmodel/sm5_memu.c computes the chain; the same).
  logic hole3, hole2, hole1;   // an empty stage from here down to E
  assign hole3  = !x_v_q;
  assign hole2  = !r3_v_q || hole3;
  assign hole1  = !r2_v_q || hole2;
  assign stall  = w_v_q && w_has_ret_q && !wb_ready_i;
  assign e_adv  = x_v_q && !stall;
  assign x_last = e_adv && arb_last;
  assign x_take = r3_v_q && (hole3 || x_last);
  assign ld3    = r2_v_q && (hole2 || x_last);
  assign ld2    = r1_v_q && (hole1 || x_last);
  assign ld1    = (q_cnt_q != 2'd0) && (!r1_v_q || hole1 || x_last);
  assign pop    = ld1;

  logic m_last_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      r1_v_q <= 1'b0;
      r2_v_q <= 1'b0;
      r3_v_q <= 1'b0;
      m_v_q  <= 1'b0;
    end else begin
      r1_v_q <= ld1 || (r1_v_q && !ld2);
      r2_v_q <= ld2 || (r2_v_q && !ld3);
      r3_v_q <= ld3 || (r3_v_q && !x_take);
      if (!stall) m_v_q <= e_adv;
    end
  end
  // x_v_q and w_v_q are below, on the E and W clocks.

  // ================================================================ descriptor table
  sm5_res_kind_e   d_kind;
  sm5_dim_e        d_dim;
  sm5_fmt_e        d_fmt;
  logic [AW-1:0]   d_base;
  logic [LW-1:0]   d_lim;
  logic [30:0]     d_sw;
  logic [AW+2:0]   d_stride;
  logic [AW+1:0]   d_dlim;
  logic            d_dneg;
  logic [AW:0]     d_dw, d_dh, d_dd, d_dwdh;
  logic            desc_pend;   // dw * dh of a host write still in flight (assertions only)
  logic            cnt_we;
  logic [31:0]     cnt_new, cnt_cur;
  info_t           x_info_q;

  sm5_desc_table #(.MEM_WORDS(MEM_WORDS), .CG_BYPASS(CG_BYPASS)) u_desc (
    .clk_i, .rst_ni,
    .we_i      (desc_we_i),
    .wslot_i   (desc_slot_i),
    .wdesc_i   (desc_i),
    .cnt_we_i  (cnt_we),
    .cnt_slot_i(x_info_q.res),
    .cnt_i     (cnt_new),
    .rslot_a_i (q_info_q[0].res),
    .kind_a_o  (d_kind),
    .dim_a_o   (d_dim),
    .fmt_a_o   (d_fmt),
    .base_a_o  (d_base),
    .lim_a_o   (d_lim),
    .sw_a_o    (d_sw),
    .stride_a_o(d_stride),
    .dlim_a_o  (d_dlim),
    .dneg_a_o  (d_dneg),
    .dw_a_o    (d_dw),
    .dh_a_o    (d_dh),
    .dd_a_o    (d_dd),
    .dwdh_a_o  (d_dwdh),
    .rslot_b_i (desc_slot_i),
    .rdesc_b_o (desc_rdata_o),
    .rslot_c_i (x_info_q.res),
    .rcnt_c_o  (cnt_cur),
    .pend_o    (desc_pend)
  );

  // ================================================================ A1 -> R1
  // Shared (per instruction) values; the per-lane address stages are in sm5_agu.
  info_t           r1_info_q, r2_info_q, r3_info_q;
  sm5_res_kind_e   r1_kind_q, r2_kind_q;
  sm5_fmt_e        r1_fmt_q, r2_fmt_q, r3_fmt_q;
  logic [MW-1:0]   r1_mulb_q;
  logic [AW:0]     r1_dwdh_q;
  logic [AW-1:0]   r1_base_q, r2_base_q;
  logic [LW-1:0]   r1_lim_q, r2_lim_q;
  logic [AW+1:0]   r1_dlim_q, r2_dlim_q;
  logic            r1_dneg_q, r2_dneg_q;
  logic [3:0]      a1_kmask, r1_kmask_q, r2_kmask_q;
  logic [LANES-1:0][3:0][31:0] r1_data_q, r2_data_q, r3_data_q;
  info_t           a1_info;

  assign a1_info = q_info_q[0];

  // Words each lane accesses (cmodel sm5_mem_word_mask).
  always_comb begin
    a1_kmask = 4'b0000;
    unique case (a1_info.op)
      OP_LD_RAW, OP_LD_STRUCTURED: begin
        for (int c = 0; c < 4; c++) begin
          if (a1_info.dst_mask[c]) a1_kmask[a1_info.res_swz[2*c +: 2]] = 1'b1;
        end
      end
      OP_LD_UAV_TYPED:                   a1_kmask = {3'b000, |a1_info.dst_mask};
      OP_STORE_RAW, OP_STORE_STRUCTURED: a1_kmask = a1_info.dst_mask;
      OP_STORE_UAV_TYPED:                a1_kmask = 4'b0001;
      default: a1_kmask = (op_is_atomic(a1_info.op) && !op_is_counter(a1_info.op)) ? 4'b0001
                                                                                   : 4'b0000;
    endcase
  end

  // One clock per address stage, running exactly when the stage loads (ld1, ld2, ld3):
  // the next stage's logic (sm5_agu's A2 and A3, the typed-store pack, A4) then runs
  // once per instruction.
  logic clk_a1, clk_a2, clk_a3;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_a1 (.clk_i, .en_i (ld1), .clk_o (clk_a1));
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_a2 (.clk_i, .en_i (ld2), .clk_o (clk_a2));
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_a3 (.clk_i, .en_i (ld3), .clk_o (clk_a3));

  always_ff @(posedge clk_a1) begin
    if (ld1) begin
      r1_info_q  <= a1_info;
      r1_kind_q  <= d_kind;
      r1_fmt_q   <= d_fmt;
      r1_mulb_q  <= (d_kind == RES_STRUCTURED) ? d_stride : MW'(d_dw);
      r1_dwdh_q  <= d_dwdh;
      r1_base_q  <= d_base;
      r1_lim_q   <= d_lim;
      r1_dlim_q  <= d_dlim;
      r1_dneg_q  <= d_dneg;
      r1_kmask_q <= a1_kmask;
      r1_data_q  <= q_data0_q;
    end
  end
  always_ff @(posedge clk_a2) begin
    if (ld2) begin
      r2_info_q  <= r1_info_q;
      r2_kind_q  <= r1_kind_q;
      r2_fmt_q   <= r1_fmt_q;
      r2_base_q  <= r1_base_q;
      r2_lim_q   <= r1_lim_q;
      r2_dlim_q  <= r1_dlim_q;
      r2_dneg_q  <= r1_dneg_q;
      r2_kmask_q <= r1_kmask_q;
    end
  end
  always_ff @(posedge clk_a3) begin
    if (ld3) begin
      r3_info_q  <= r2_info_q;
      r3_fmt_q   <= r2_fmt_q;
      r3_data_q  <= r2_data_q;
    end
  end

  // ================================================================ A1..A3 per lane
  logic [LANES-1:0][3:0][AW-1:0] r3_word;
  sm5_acc_e [LANES-1:0][3:0]     r3_stat;

  for (genvar l = 0; l < LANES; l++) begin : g_lane_a
    sm5_agu #(.MEM_WORDS(MEM_WORDS)) u_agu (
      .clk1_i   (clk_a1),
      .clk2_i   (clk_a2),
      .clk3_i   (clk_a3),
      .en1_i    (ld1),
      .en2_i    (ld2),
      .en3_i    (ld3),
      .kind1_i  (d_kind),
      .dim1_i   (d_dim),
      .sw1_i    (d_sw),
      .dw1_i    (d_dw),
      .dh1_i    (d_dh),
      .dd1_i    (d_dd),
      .a0_i     (q_addr0_q[l][0]),
      .a1_i     (q_addr0_q[l][1]),
      .a2_i     (q_addr0_q[l][2]),
      .mulb2_i  (r1_mulb_q),
      .dwdh2_i  (r1_dwdh_q),
      .kind3_i  (r2_kind_q),
      .gsm3_i   (r2_info_q.res[3]),
      .base3_i  (r2_base_q),
      .lim3_i   (r2_lim_q),
      .dlim3_i  (r2_dlim_q),
      .dneg3_i  (r2_dneg_q),
      .active3_i(r2_info_q.act[l]),
      .kmask3_i (r2_kmask_q),
      .word_o   (r3_word[l]),
      .stat_o   (r3_stat[l])
    );
    // A2: a typed store's value word (the other ops pass their data words through)
    logic [31:0] pack;
    sm5_fmt_pack u_pack (
      .fmt_i (r1_fmt_q),
      .val_i (r1_data_q[l]),
      .word_o(pack)
    );
    always_ff @(posedge clk_a2) begin
      if (ld2) begin
        r2_data_q[l] <= (r1_info_q.op == OP_STORE_UAV_TYPED) ? {96'd0, pack} : r1_data_q[l];
      end
    end
  end

  // ================================================================ A4 -> X
  logic [LANES-1:0]              a4_ok0, a4_lead;
  logic [LANES-1:0][AW-1:0]      a4_word0;
  logic [LANES-1:0][31:0]        a4_s0;
  logic [LANES-1:0][32:0]        a4_pre;
  logic [LANES-1:0][31:0]        a4_tot, a4_pre_c, a4_tot_c;   // iadd: carry-save halves
  logic                          a4_assoc;

  // A4 works from the R3 registers alone (no r3_v_q): it then runs only when R3 loads
  // (clk_a3). Its values are used only by x_take, which needs r3_v_q.
  assign a4_assoc = amo_assoc(r3_info_q.op);
  always_comb begin
    for (int l = 0; l < LANES; l++) begin
      a4_ok0[l]   = (r3_stat[l][0] == ACC_OK);
      a4_word0[l] = r3_word[l][0];
      a4_s0[l]    = r3_data_q[l][0];
    end
  end

  sm5_mem_combine #(.LANES(LANES), .AW(AW), .SEG(COMBINE_SEG)) u_combine (
    .en_i  (a4_assoc),
    .op_i  (r3_info_q.op),
    .ok_i  (a4_ok0),
    .word_i(a4_word0),
    .d_i   (a4_s0),
    .lead_o(a4_lead),
    .pre_o  (a4_pre),
    .pre_c_o(a4_pre_c),
    .tot_o  (a4_tot),
    .tot_c_o(a4_tot_c)
  );

  // Slot vectors for the election, transposed (one bit of every slot per vector).
  logic [SLOTS-1:0]               a4_pend;
  logic [BANKS-1:0][SLOTS-1:0]    a4_bmask;
  logic [RW-1:0][SLOTS-1:0]       a4_rowb;
  logic [31:0][SLOTS-1:0]         a4_wvb;
  logic [31:0][LANES-1:0]         a4_s1b;
  logic [SLOTS-1:0][BW-1:0]       a4_bidx;
  logic [LANES-1:0][32:0]         a4_p;
  logic [LANES-1:0][NW-1:0]       a4_rank;
  always_comb begin
    logic [31:0]   wv;
    logic [BW-1:0] b;
    logic [RW-1:0] r;
    int unsigned   s;
    wv = '0;
    b  = '0;
    r  = '0;
    s  = 0;
    a4_bmask = '0;
    a4_pend  = '0;
    a4_bidx  = '0;
    a4_rowb  = '0;
    a4_wvb   = '0;
    a4_s1b   = '0;
    a4_p     = '0;
    a4_rank  = '0;
    for (int l = 0; l < LANES; l++) begin
      // counters: lane l's step is its rank among the active lanes
      a4_rank[l] = NW'($countones(r3_info_q.act & (((LANES)'(1) << l) - (LANES)'(1))));
      a4_p[l]    = a4_pre[l];
      for (int i = 0; i < 32; i++) a4_s1b[i][l] = r3_data_q[l][1][i];
      for (int k = 0; k < 4; k++) begin
        s = 4 * l + k;
        b = BW'(32'(r3_word[l][k]) % BANKS);
        r = RW'(32'(r3_word[l][k]) / BANKS);
        a4_pend[s]     = (r3_stat[l][k] == ACC_OK);
        a4_bidx[s]     = b;
        a4_bmask[b][s] = 1'b1;
        for (int j = 0; j < RW; j++) a4_rowb[j][s] = r[j];
        // what the bank writes when this slot is elected: a store's value, an atomic
        // group's total (a leader is the lowest pending slot of its word), a cmp's
        // compare value
        wv = '0;
        if (op_is_store(r3_info_q.op)) wv = r3_data_q[l][k];
        else if (k == 0 && a4_assoc)    wv = a4_tot[l];
        else if (k == 0)                wv = r3_data_q[l][0];
        for (int i = 0; i < 32; i++) a4_wvb[i][s] = wv[i];
      end
    end
  end

  logic unused_a4;
  assign unused_a4 = ^a4_lead;

  // ================================================================ X (E stage) registers
  // each bank's pending slots (a slot is in one bank): the election and its update work
  // per bank, with no OR over the banks in their loop
  logic [BANKS-1:0][SLOTS-1:0]    x_breq_q;
  logic [SLOTS-1:0]               x_pend;     // every bank's (M, assertions)
  logic [RW-1:0][SLOTS-1:0]       x_rowb_q;
  logic [31:0][SLOTS-1:0]         x_wvb_q;
  logic [31:0][LANES-1:0]         x_s1b_q;
  logic [SLOTS-1:0][BW-1:0]       x_bidx_q;
  logic [LANES-1:0][32:0]         x_p_q;
  logic [LANES-1:0][31:0]         x_pc_q, x_tc_q;   // carry halves of x_p_q and of the totals
  logic [LANES-1:0][NW-1:0]       x_rank_q;
  sm5_fmt_e                       x_fmt_q;
  sm5_acc_e [LANES-1:0][3:0]      x_stat_q;

  logic [SLOTS-1:0]               e_serve;    // assertions
  logic [BANKS-1:0][SLOTS-1:0]    e_bserve;
  logic [BANKS-1:0][SIW-1:0]      e_gidx;
  logic [BANKS-1:0]               e_lead_v;
  logic [BANKS-1:0][RW-1:0]       e_lead_row;
  logic [BANKS-1:0][31:0]         e_wv, e_s1;

  // E's clock runs while an instruction enters or has a round (x_take, e_adv); x_v_q
  // rides on it: it changes only on x_take or x_last (part of e_adv), so with the clock
  // stopped it would hold anyway. The election logic then runs once per round. It runs
  // during reset too (so does W's): a simulation that starts with rst_ni already low sees
  // no negedge, only the clock edges.
  logic clk_x;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_x (
    .clk_i, .en_i (x_take || e_adv || !rst_ni), .clk_o (clk_x)
  );
  always_ff @(posedge clk_x or negedge rst_ni) begin
    if (!rst_ni) x_v_q <= 1'b0;
    else         x_v_q <= x_take || (x_v_q && !x_last);
  end

  // the election's op flags, decoded as the instruction enters E (not from x_info_q.op
  // each round: the decode sat in front of the election, the unit's deepest path)
  logic x_store_q, x_cmp_q, x_seg_q;
  always_ff @(posedge clk_x) begin
    if (x_take) begin
      x_info_q  <= r3_info_q;
      x_store_q <= op_is_store(r3_info_q.op);
      x_cmp_q   <= op_amo_cmp(r3_info_q.op);
      x_seg_q   <= amo_assoc(r3_info_q.op);
      x_fmt_q   <= r3_fmt_q;
      x_stat_q  <= r3_stat;
      for (int b = 0; b < BANKS; b++) x_breq_q[b] <= a4_bmask[b] & a4_pend;
      x_rowb_q  <= a4_rowb;
      x_wvb_q   <= a4_wvb;
      x_s1b_q   <= a4_s1b;
      x_bidx_q  <= a4_bidx;
      x_p_q     <= a4_p;
      x_pc_q    <= a4_pre_c;
      x_tc_q    <= a4_tot_c;
      x_rank_q  <= a4_rank;
    end else if (e_adv) begin
      for (int b = 0; b < BANKS; b++) x_breq_q[b] <= x_breq_q[b] & ~e_bserve[b];
    end
  end
  // a slot's pending bit lives only in its own bank's row (x_bidx_q): one select per slot,
  // not an OR over the banks
  always_comb begin
    for (int s = 0; s < SLOTS; s++) x_pend[s] = x_breq_q[x_bidx_q[s]][s];
  end

  // The carry-save halves of an iadd's prefixes and group totals meet here, one add per
  // lane beside the election (the other ops' carry halves are 0), so that A4 needs no
  // carry-propagate adder (docs/memory-unit.md, "Combining").
  logic [31:0][SLOTS-1:0] e_wvb;
  logic [LANES-1:0][32:0] e_p;
  always_comb begin
    logic [31:0] t;
    e_wvb = x_wvb_q;
    for (int l = 0; l < LANES; l++) begin
      for (int i = 0; i < 32; i++) t[i] = x_wvb_q[i][4*l];
      t = t + x_tc_q[l];
      for (int i = 0; i < 32; i++) e_wvb[i][4*l] = t[i];
      e_p[l] = {x_p_q[l][32], x_p_q[l][31:0] + x_pc_q[l]};
    end
  end

  // The election works from registers only (x_v_q, not the stall): a held result stops
  // its effects (pend update, RAM read, M load), not its logic.
  sm5_arbiter #(.LANES(LANES), .BANKS(BANKS), .RW(RW), .SEG(COMBINE_SEG)) u_arb (
    .clk_i, .rst_ni,
    .valid_i   (x_v_q),
    .seg_i     (x_seg_q),
    .store_i   (x_store_q),
    .cmp_i     (x_cmp_q),
    .breq_i    (x_breq_q),
    .rowb_i    (x_rowb_q),
    .wvb_i     (e_wvb),
    .s1b_i     (x_s1b_q),
    .serve_o   (e_serve),
    .bserve_o  (e_bserve),
    .gidx_o    (e_gidx),
    .last_o    (arb_last),
    .lead_v_o  (e_lead_v),
    .lead_row_o(e_lead_row),
    .wv_o      (e_wv),
    .s1_o      (e_s1)
  );

  // Counter ops (one E cycle, no bank access): alloc returns C + rank, consume
  // C - rank - 1; the counter becomes C +/- (active lanes).
  logic [LANES-1:0][31:0] e_cret;
  logic                   e_alloc;
  assign e_alloc = (x_info_q.op == OP_IMM_ATOMIC_ALLOC);
  always_comb begin
    for (int l = 0; l < LANES; l++) begin
      e_cret[l] = e_alloc ? cnt_cur + 32'(x_rank_q[l]) : cnt_cur - 32'(x_rank_q[l]) - 32'd1;
    end
    cnt_new = e_alloc ? cnt_cur + 32'($countones(x_info_q.act))
                      : cnt_cur - 32'($countones(x_info_q.act));
  end
  assign cnt_we = e_adv && op_is_counter(x_info_q.op);

  // ================================================================ M stage registers
  // the op for the waves (FST shows its mnemonic); the logic takes the flags below
  /* verilator lint_off UNUSEDSIGNAL */ sm5_op_e m_op_q; /* verilator lint_on UNUSEDSIGNAL */
  amo_f_t                         m_amo_q;    // the op's flags, decoded as the round enters M
  logic                           m_wr_q, m_store_q, m_cmp_q, m_assoc_q, m_cnt_q;
  logic [BANKS-1:0]               m_lead_v_q;
  logic [BANKS-1:0][RW-1:0]       m_row_q;
  logic [BANKS-1:0][31:0]         m_wv_q, m_s1_q;
  // which slots the round serves, worked out in M from the election's per-bank result
  // (the elected slot and row) and each slot's bank and row, not registered from E's
  // serve (an OR over the banks at the end of the election)
  logic [SLOTS-1:0]               m_pend_q;   // pending as the round began
  logic [RW-1:0][SLOTS-1:0]       m_rowb_q;
  logic [BANKS-1:0][SIW-1:0]      m_gidx_q;
  logic [SLOTS-1:0]               m_serve;
  logic [BANKS-1:0]               m_fwd_q;    // M's row is the one written the cycle before
  logic [BANKS-1:0]               m_we;       // M writes the bank (when it works)
  logic [SLOTS-1:0][BW-1:0]       m_bidx_q;
  logic [LANES-1:0][32:0]         m_p_q;
  info_t                          m_info_q;
  sm5_fmt_e                       m_fmt_q;
  sm5_acc_e [LANES-1:0][3:0]      m_stat_q;

  // M's clock runs while a round enters M or is in it (held ones included): the registers
  // below, the forwarding data and the return accumulator.
  logic clk_m;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_m (.clk_i, .en_i (e_adv || m_v_q), .clk_o (clk_m));
  always_ff @(posedge clk_m) begin
    if (e_adv) begin
      m_last_q   <= x_last;
      m_op_q     <= x_info_q.op;
      m_amo_q    <= amo_flags(x_info_q.op);
      m_wr_q     <= op_writes_mem(x_info_q.op);
      m_store_q  <= x_store_q;
      m_cmp_q    <= x_cmp_q;
      m_assoc_q  <= x_seg_q;   // amo_assoc: a segmented election, a prefix in M
      m_cnt_q    <= op_is_counter(x_info_q.op);
      m_lead_v_q <= e_lead_v;
      m_row_q    <= e_lead_row;
      m_wv_q     <= e_wv;
      m_s1_q     <= e_s1;
      m_pend_q   <= x_pend;
      m_rowb_q   <= x_rowb_q;
      m_gidx_q   <= e_gidx;
      // forwarding decided a stage early: M writes row r now, the next M reads row r
      for (int b = 0; b < BANKS; b++) m_fwd_q[b] <= m_we[b] && m_row_q[b] == e_lead_row[b];
      m_bidx_q   <= x_bidx_q;
      for (int l = 0; l < LANES; l++) begin
        m_p_q[l] <= op_is_counter(x_info_q.op) ? {1'b1, e_cret[l]} : e_p[l];
      end
      if (x_last) begin   // what W needs, once per instruction
        m_info_q <= x_info_q;
        m_fmt_q  <= x_fmt_q;
        m_stat_q <= x_stat_q;
      end
    end
  end

  // A pending slot is served iff it is on its bank's elected word: the elected slot
  // itself for a cmp (P-9), the elected slot's row, and for a segmented atomic its
  // combining segment too (sm5_arbiter's rules; its a_one_word checks them there).
  localparam int unsigned SEGW = (COMBINE_SEG < LANES) ? COMBINE_SEG : LANES;
  always_comb begin
    for (int s = 0; s < SLOTS; s++) begin
      logic [SIW-1:0] g;
      logic [RW-1:0]  r;
      g = m_gidx_q[m_bidx_q[s]];
      for (int j = 0; j < RW; j++) r[j] = m_rowb_q[j][s];
      m_serve[s] = m_pend_q[s] &&
                   (m_cmp_q ? 32'(g) == s
                            : r == m_row_q[m_bidx_q[s]] &&
                              (!m_assoc_q || 32'(g) / (4 * SEGW) == s / (4 * SEGW)));
    end
  end

  // ================================================================ banks
  logic                      m_go;     // M works this cycle
  logic [BANKS-1:0][31:0]    m_rdata, m_val, m_wdata;
  logic [BANKS-1:0][31:0]    fwd_data_q;

  assign m_go = m_v_q && !stall;

  sm5_bank_mem #(.BANKS(BANKS), .MEM_WORDS(MEM_WORDS)) u_mem (
    .clk_i, .rst_ni,
    .idle_i      (idle_o),
    .rd_en_i     (stall ? '0 : e_lead_v),
    .rd_row_i    (e_lead_row),
    .rdata_o     (m_rdata),
    .wr_en_i     (m_go ? m_we : '0),
    .wr_row_i    (m_row_q),
    .wr_data_i   (m_wdata),
    .host_we_i,
    .host_addr_i,
    .host_wdata_i,
    .host_rdata_o
  );

  // ================================================================ M: read-modify-write
  // The read was issued in E; a write of the same row in that cycle is not in the RAM's
  // read data yet (it returns the old word): the last write is forwarded (m_fwd_q, set
  // by E; the register holds across stall cycles like everything in M).
  always_comb begin
    m_wdata = '0;
    for (int b = 0; b < BANKS; b++) begin
      m_val[b] = m_fwd_q[b] ? fwd_data_q[b] : m_rdata[b];
      m_we[b]  = m_v_q && m_lead_v_q[b] && m_wr_q;
    end
    if (m_v_q) begin   // (only with a round in M: cheaper to simulate)
      for (int b = 0; b < BANKS; b++) begin
        if (m_store_q)    m_wdata[b] = m_wv_q[b];
        else if (m_cmp_q) m_wdata[b] = (m_val[b] == m_wv_q[b]) ? m_s1_q[b] : m_val[b];
        else              m_wdata[b] = amo_apply(m_amo_q, m_val[b], {1'b1, m_wv_q[b]});
      end
    end
  end

  // the last write (read only under m_fwd_q, which M's write in that cycle set)
  always_ff @(posedge clk_m) begin
    if (m_go) fwd_data_q <= m_wdata;
  end

  // Each served slot's return: its bank's word, through the lane's operand prefix for an
  // associative atomic (P-9: the word before its own operation).
  logic [SLOTS-1:0][31:0] m_ret;
  logic [SLOTS-1:0][31:0] acc_q;
  always_comb begin
    logic [31:0] w;
    w     = '0;
    m_ret = '0;
    if (m_v_q) begin
      for (int s = 0; s < SLOTS; s++) begin
        w = m_val[m_bidx_q[s]];
        m_ret[s] = (s % 4 == 0 && m_assoc_q) ? amo_apply(m_amo_q, w, m_p_q[s/4]) : w;
      end
    end
  end

  always_ff @(posedge clk_m) begin
    if (m_go) begin
      for (int s = 0; s < SLOTS; s++) if (m_serve[s]) acc_q[s] <= m_ret[s];
    end
  end

  // ================================================================ W (result)
  sm5_fmt_e                    w_fmt_q;
  sm5_acc_e [LANES-1:0][3:0]   w_stat_q;
  logic [LANES-1:0][3:0][31:0] w_ret_q;
  logic                        w_done;

  // W's clock runs while a result enters or is in W; w_v_q rides on it (with the clock
  // stopped, w_v_q = 0, no stall, and nothing enters: it would stay 0). The result's
  // logic (unpack, P-8 zeros, UB) then runs once per instruction.
  logic clk_w;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_w (
    .clk_i, .en_i ((m_go && m_last_q) || w_v_q || !rst_ni), .clk_o (clk_w)
  );
  always_ff @(posedge clk_w or negedge rst_ni) begin
    if (!rst_ni)     w_v_q <= 1'b0;
    else if (!stall) w_v_q <= m_v_q && m_last_q;
  end

  always_ff @(posedge clk_w) begin
    if (m_go && m_last_q) begin
      w_info_q    <= m_info_q;
      // decoded here: the write-back's valid (and the stall) come from registers, at the
      // head of the write port's, the scoreboard's and the election's paths
      w_has_ret_q <= op_returns_value(m_info_q.op);
      w_fmt_q     <= m_fmt_q;
      w_stat_q <= m_stat_q;
      for (int l = 0; l < LANES; l++) begin
        for (int k = 0; k < 4; k++) w_ret_q[l][k] <= m_serve[4*l+k] ? m_ret[4*l+k] : acc_q[4*l+k];
        if (m_cnt_q) w_ret_q[l][0] <= m_p_q[l][31:0];
      end
    end
  end

  // Register result: P-8 zeros for faulting / off lanes, components outside the mask 0.
  logic [LANES-1:0][3:0][31:0] w_unpack;
  for (genvar l = 0; l < LANES; l++) begin : g_lane_w
    sm5_fmt_unpack u_unpack (
      .fmt_i (w_fmt_q),
      .word_i(w_ret_q[l][0]),
      .val_o (w_unpack[l])
    );
    always_comb begin
      wb_data_o[l] = '0;
      if (w_v_q && w_has_ret_q && w_info_q.exec[l]) begin
        if (op_is_counter(w_info_q.op)) begin
          if (w_info_q.act[l]) wb_data_o[l] = {4{w_ret_q[l][0]}};
        end else if (op_is_atomic(w_info_q.op)) begin
          if (w_stat_q[l][0] == ACC_OK) wb_data_o[l] = {4{w_ret_q[l][0]}};
        end else if (w_info_q.op == OP_LD_UAV_TYPED) begin
          for (int c = 0; c < 4; c++) begin
            if (w_info_q.dst_mask[c] && w_stat_q[l][0] == ACC_OK) begin
              wb_data_o[l][c] = w_unpack[l][w_info_q.res_swz[2*c +: 2]];
            end
          end
        end else begin
          for (int c = 0; c < 4; c++) begin
            if (w_info_q.dst_mask[c] && w_stat_q[l][w_info_q.res_swz[2*c +: 2]] == ACC_OK) begin
              wb_data_o[l][c] = w_ret_q[l][w_info_q.res_swz[2*c +: 2]];
            end
          end
        end
      end
    end
  end

  assign wb_valid_o   = w_v_q && w_has_ret_q;
  assign wb_tag_o     = wb_valid_o ? w_info_q.tag : '0;
  assign wb_reg_o     = wb_valid_o ? w_info_q.dst_reg : '0;
  assign wb_mask_o    = wb_valid_o ? w_info_q.dst_mask : '0;
  assign wb_lanes_o   = wb_valid_o ? w_info_q.exec : '0;
  // done (and ub) in the cycle the result is handed over
  assign w_done       = w_v_q && !stall;
  assign done_valid_o = w_done;
  assign done_tag_o   = w_done ? w_info_q.tag : '0;

  // an OR tree over the slots (an if-chain per slot maps to a chain LANES x 4 deep)
  // (w_ub_any from W's registers alone: the tree runs when W loads)
  logic [SLOTS-1:0] w_ub;
  logic             w_ub_any;
  always_comb begin
    for (int l = 0; l < LANES; l++) begin
      for (int k = 0; k < 4; k++) w_ub[4*l+k] = (w_stat_q[l][k] >= ACC_OOB);
    end
    w_ub_any = |w_ub;
  end
  assign ub_valid_o = w_done && w_ub_any;
  assign ub_stat_o  = ub_valid_o ? w_stat_q : '0;

  // ================================================================ observability
  always_comb begin
    for (int b = 0; b < BANKS; b++) begin
      bank_valid_o[b] = m_go && m_lead_v_q[b];
      bank_we_o[b]    = m_go && m_we[b];
      bank_addr_o[b]  = bank_valid_o[b] ? 32'(m_row_q[b]) * 32'(BANKS) + 32'(b) : '0;
      bank_wdata_o[b] = bank_we_o[b] ? m_wdata[b] : '0;
    end
    for (int l = 0; l < LANES; l++) grant_o[l] = m_go && (|m_serve[l*4 +: 4]);
  end

  logic unused_w;
  assign unused_w = ^w_info_q.res;

  // ================================================================ assertions
  // Checked in every simulation (Verilator --assert); each has a broken build that makes
  // it fire (tb/memu/broken/sva_*.patch, and memu_tb --break-req for the requester's).
`ifndef SYNTHESIS
  // The requester keeps a waiting request (valid and payload) until req_ready_o, and the
  // unit keeps a held result until wb_ready_i. Immediate assertions against copies taken
  // while the transfer waits, not $stable in a concurrent assertion: Verilator copies
  // every signal a concurrent assertion reads on every evaluation of the model (sampled
  // values; the payloads are thousands of bits), where these copies load on a waiting
  // clock only.
  logic                          req_wait_q, wb_wait_q;
  logic [TAG_W-1:0]              req_tag_p, wb_tag_p;
  info_t                         req_info_p;
  logic [LANES-1:0][2:0][31:0]   req_addr_p;
  logic [LANES-1:0][3:0][31:0]   req_data_p, wb_data_p;
  logic [7:0]                    wb_reg_p;
  logic [3:0]                    wb_mask_p;
  logic [LANES-1:0]              wb_lanes_p;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      req_wait_q <= 1'b0;
      wb_wait_q  <= 1'b0;
    end else begin
      req_wait_q <= req_valid_i && !req_ready_o;
      wb_wait_q  <= wb_valid_o && !wb_ready_i;
    end
  end
  always_ff @(posedge clk_i) begin
    if (req_valid_i && !req_ready_o) begin
      req_tag_p  <= req_tag_i;
      req_info_p <= in_info;
      req_addr_p <= in_addr;
      req_data_p <= in_data;
    end
    if (wb_valid_o && !wb_ready_i) begin
      wb_tag_p   <= wb_tag_o;
      wb_reg_p   <= wb_reg_o;
      wb_mask_p  <= wb_mask_o;
      wb_lanes_p <= wb_lanes_o;
      wb_data_p  <= wb_data_o;
    end
  end
  always_ff @(posedge clk_i) begin
    if (rst_ni && req_wait_q) begin
      a_req_stable: assert (req_valid_i && in_info == req_info_p && in_addr == req_addr_p &&
                            in_data == req_data_p)
        else $error("memu_req_stable: a request waiting for req_ready_o dropped valid or changed (tag 0x%0h)",
                    req_tag_p);
    end
    if (rst_ni && wb_wait_q) begin
      a_wb_stable: assert (wb_valid_o && wb_tag_o == wb_tag_p && wb_reg_o == wb_reg_p &&
                           wb_mask_o == wb_mask_p && wb_lanes_o == wb_lanes_p &&
                           wb_data_o == wb_data_p)
        else $error("memu_wb_stable: a held result dropped valid or changed (tag 0x%0h)", wb_tag_p);
    end
  end

  // Every in-bounds slot of an instruction is served exactly once; an instruction takes
  // at most one round per slot (and at least one); the queue count stays in 0..2.
  localparam int unsigned RNW = $clog2(SLOTS + 2);
  logic [SLOTS-1:0] sva_ok_q, sva_served_q;
  logic [RNW-1:0]   sva_rounds_q;
  always_ff @(posedge clk_x) begin
    if (x_take) begin
      sva_ok_q     <= a4_pend;
      sva_served_q <= '0;
      sva_rounds_q <= '0;
    end else if (e_adv) begin
      sva_served_q <= sva_served_q | e_serve;
      sva_rounds_q <= sva_rounds_q + RNW'(1);
    end
  end
  a_queue_bounds: assert property (@(posedge clk_i) disable iff (!rst_ni)
      q_cnt_q <= 2'd2 && !(push && q_cnt_q == 2'd2) && !(pop && q_cnt_q == 2'd0))
    else $error("memu_queue_bounds: request queue count %0d, push %0d, pop %0d", $sampled(q_cnt_q),
                $sampled(push), $sampled(pop));
  a_slot_once: assert property (@(posedge clk_i) disable iff (!rst_ni)
      e_adv |-> (e_serve & ~x_pend) == '0 && (e_serve & sva_served_q) == '0)
    else $error("memu_slot_once: tag 0x%0h serves slots %h again or not pending", $sampled(x_info_q.tag),
                $sampled(e_serve & (~x_pend | sva_served_q)));
  a_rounds: assert property (@(posedge clk_i) disable iff (!rst_ni)
      e_adv |-> 32'(sva_rounds_q) < ((SLOTS > 1) ? SLOTS : 1))
    else $error("memu_rounds: tag 0x%0h in its round %0d, more than its %0d slots", $sampled(x_info_q.tag),
                32'($sampled(sva_rounds_q)) + 1, SLOTS);
  // the descriptor table finishes a host write's dw * dh two cycles after it: a request
  // enters the address stage only after that (the host writes while the unit is idle)
  a_desc_pend: assert property (@(posedge clk_i) disable iff (!rst_ni) ld1 |-> !desc_pend)
    else $error("memu_desc_pend: tag 0x%0h enters the address stage while a descriptor write is in flight",
                $sampled(a1_info.tag));
  a_slot_lost: assert property (@(posedge clk_i) disable iff (!rst_ni)
      x_last |-> (sva_served_q | e_serve) == sva_ok_q)
    else $error("memu_slot_lost: tag 0x%0h done with in-bounds slots %h never served", $sampled(x_info_q.tag),
                $sampled(sva_ok_q & ~(sva_served_q | e_serve)));
`endif

  assign idle_o = (q_cnt_q == 2'd0) && !r1_v_q && !r2_v_q && !r3_v_q && !x_v_q && !m_v_q &&
                  !w_v_q;
endmodule

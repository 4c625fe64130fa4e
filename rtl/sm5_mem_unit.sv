// Memory and atomic unit (SPEC 6, DESIGN "memory and atomic unit"), the RTL twin of
// cmodel/sm5_memu.c. Stages (docs/memory-unit.md):
//   queue (Q):  a two-entry request buffer; req_ready_o is "not full", a register.
//   accept (A): the head of the queue moves to X when X is free (or in its last round);
//               address generation (sm5_agu per lane, descriptor read) and typed-store
//               packing happen combinationally on the way and land in the X registers.
//   execute (X): one cycle per bank round. Each cycle sm5_arbiter elects per bank the
//               lowest pending (lane, word) slot; every pending slot on that word is
//               served in one read-modify-write with P-9 prefix returns. Stays
//               max(1, bank bound) cycles; a new request is accepted in the last one.
//               Counter ops (alloc / consume) take their one cycle here.
//   result (W): wb_* (loads, imm_ atomics) valid/ready: held while !wb_ready_i, and the
//               whole unit (except the queue filling) stalls behind it; done_* and ub_*
//               in the cycle the result is handed over (at once for ops without one).
// Back-to-back instructions on one word: the bank memory forwards its write register.
// The harness's broken builds are patches against this RTL: tb/memu/broken/.
module sm5_mem_unit
  import sm5_pkg::*;
#(
  parameter int unsigned LANES     = 32,    // 1..64
  parameter int unsigned BANKS     = 32,    // word address mod BANKS
  parameter int unsigned MEM_WORDS = 4096   // words of the shared memory
) (
  input  logic                                   clk_i,
  input  logic                                   rst_ni,
  // request (valid never depends on ready)
  input  logic                                   req_valid_i,
  output logic                                   req_ready_o,
  input  logic [TAG_W-1:0]                       req_tag_i,
  // verilator lint_off UNUSEDSIGNAL
  // the upper micro-op fields (flow control, indexed operands, t#: issue 16) are not
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
  // host memory port (use while idle)
  input  logic                                   host_we_i,
  input  logic [31:0]                            host_addr_i,
  input  logic [31:0]                            host_wdata_i,
  output logic [31:0]                            host_rdata_o,
  // observability: bank accesses of this cycle, lanes served, UB events, idle
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
  localparam int unsigned BW    = (BANKS > 1) ? $clog2(BANKS) : 1;

  // ---------------------------------------------------------------- request queue
  // Two entries (head q_*[0]); ready = not full, from the count register alone, so the
  // requester's valid and this ready never meet combinationally. Only the fields and
  // source words the unit uses are kept: per lane the address components a0..a2 (a1 from
  // src1.x for ld/store_structured) and the data words (stores: the value; atomics:
  // [0] s0 = src1.x, [1] s1 = src2.x).
  typedef struct packed {
    logic [TAG_W-1:0] tag;
    sm5_op_e          op;
    logic [3:0]       res;
    logic [7:0]       dst_reg;
    logic [3:0]       dst_mask;
    logic [7:0]       res_swz;
    logic [LANES-1:0] exec;
    logic [LANES-1:0] helper;
  } q_ctl_t;

  logic [1:0]                    q_cnt_q;
  q_ctl_t                        q_ctl_q  [2];
  // Address and data entries as separate vectors, not unpacked arrays: the lanes slice the
  // head, and Verilator 5.006 copies a whole LANES-wide array element for every such
  // slice (about a third of the RTL simulation time at LANES 32).
  logic [LANES-1:0][2:0][31:0]   q_addr0_q, q_addr1_q;
  logic [LANES-1:0][3:0][31:0]   q_data0_q, q_data1_q;
  q_ctl_t                        in_ctl;
  logic [LANES-1:0][2:0][31:0]   in_addr;
  logic [LANES-1:0][3:0][31:0]   in_data;
  logic                          push, pop;

  assign req_ready_o = (q_cnt_q != 2'd2);
  assign push        = req_valid_i && req_ready_o;

  always_comb begin
    logic sls;
    sls = (req_uop_i.op == OP_LD_STRUCTURED) || (req_uop_i.op == OP_STORE_STRUCTURED);
    in_ctl = '{tag: req_tag_i, op: req_uop_i.op, res: req_uop_i.res,
               dst_reg: req_uop_i.dst_reg, dst_mask: req_uop_i.dst_mask,
               res_swz: req_uop_i.res_swz, exec: req_exec_i, helper: req_helper_i};
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

  // control: the count is the only reset state of the queue
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) q_cnt_q <= 2'd0;
    else         q_cnt_q <= q_cnt_q + {1'b0, push} - {1'b0, pop};
  end
  // payload (no reset): a push lands behind what stays; a pop shifts entry 1 forward
  always_ff @(posedge clk_i) begin
    if (pop) begin
      q_ctl_q[0]  <= q_ctl_q[1];
      q_addr0_q   <= q_addr1_q;
      q_data0_q   <= q_data1_q;
    end
    if (push) begin
      if (q_cnt_q == 2'd0 || (q_cnt_q == 2'd1 && pop)) begin
        q_ctl_q[0]  <= in_ctl;
        q_addr0_q   <= in_addr;
        q_data0_q   <= in_data;
      end else begin
        q_ctl_q[1]  <= in_ctl;
        q_addr1_q   <= in_addr;
        q_data1_q   <= in_data;
      end
    end
  end

  // Fields of the request the unit does not use (memory ops take no modifiers).
  logic unused_req;
  assign unused_req = ^{req_uop_i.rsvd, req_uop_i.dst2_mask, req_uop_i.dst2_reg, req_uop_i.sat,
                        req_uop_i.src, req_src_i};

  // ---------------------------------------------------------------- descriptor table
  sm5_desc_t   req_desc;
  logic        cnt_we;
  logic [31:0] cnt_new, cnt_cur;
  logic [3:0]  x_res_q;

  sm5_desc_table u_desc (
    .clk_i, .rst_ni,
    .we_i      (desc_we_i),
    .wslot_i   (desc_slot_i),
    .wdesc_i   (desc_i),
    .cnt_we_i  (cnt_we),
    .cnt_slot_i(x_res_q),
    .cnt_i     (cnt_new),
    .rslot_a_i (q_ctl_q[0].res),
    .rdesc_a_o (req_desc),
    .rslot_b_i (desc_slot_i),
    .rdesc_b_o (desc_rdata_o),
    .rslot_c_i (x_res_q),
    .rcnt_c_o  (cnt_cur)
  );

  // ---------------------------------------------------------------- accept: AGU
  // on the head of the queue, when it moves to X
  q_ctl_t      a_ctl;
  sm5_op_e     req_op;
  logic [3:0]  req_kmask;
  logic [LANES-1:0] req_active;
  logic [LANES-1:0][3:0][31:0] req_word;
  sm5_acc_e [LANES-1:0][3:0]   req_stat;
  logic [LANES-1:0][3:0][31:0] req_data;
  logic [LANES-1:0][31:0]      req_pack;

  assign a_ctl      = q_ctl_q[0];
  assign req_op     = a_ctl.op;
  assign req_active = a_ctl.exec & ~a_ctl.helper;

  // Words each lane accesses (cmodel sm5_mem_word_mask).
  always_comb begin
    req_kmask = 4'b0000;
    unique case (req_op)
      OP_LD_RAW, OP_LD_STRUCTURED: begin
        for (int c = 0; c < 4; c++) begin
          if (a_ctl.dst_mask[c]) req_kmask[a_ctl.res_swz[2*c +: 2]] = 1'b1;
        end
      end
      OP_LD_UAV_TYPED:                 req_kmask = {3'b000, |a_ctl.dst_mask};
      OP_STORE_RAW, OP_STORE_STRUCTURED: req_kmask = a_ctl.dst_mask;
      OP_STORE_UAV_TYPED:              req_kmask = 4'b0001;
      default: req_kmask = (op_is_atomic(req_op) && !op_is_counter(req_op)) ? 4'b0001 : 4'b0000;
    endcase
  end

  for (genvar l = 0; l < LANES; l++) begin : g_lane_a
    sm5_agu #(.MEM_WORDS(MEM_WORDS)) u_agu (
      .desc_i  (req_desc),
      .gsm_i   (a_ctl.res[3]),
      .active_i(req_active[l]),
      .kmask_i (req_kmask),
      .a0_i    (q_addr0_q[l][0]),
      .a1_i    (q_addr0_q[l][1]),
      .a2_i    (q_addr0_q[l][2]),
      .word_o  (req_word[l]),
      .stat_o  (req_stat[l])
    );
    sm5_fmt_pack u_pack (
      .fmt_i (req_desc.fmt),
      .val_i (q_data0_q[l]),
      .word_o(req_pack[l])
    );
    // Operand data: atomics s0 / s1 in [0] / [1]; stores the value word per k.
    assign req_data[l] = (req_op == OP_STORE_UAV_TYPED) ? {96'd0, req_pack[l]} : q_data0_q[l];
  end

  // result registers (declared here: X stalls behind a held result)
  logic                        w_valid_q;
  sm5_op_e                     w_op_q;
  logic [TAG_W-1:0]            w_tag_q;
  logic [7:0]                  w_reg_q;
  logic [3:0]                  w_mask_q;
  logic [7:0]                  w_swz_q;
  sm5_fmt_e                    w_fmt_q;
  logic [LANES-1:0]            w_exec_q, w_act_q;
  sm5_acc_e [LANES-1:0][3:0]   w_stat_q;
  logic [LANES-1:0][3:0][31:0] w_ret_q;
  logic                        w_has_ret, w_done;
  assign w_has_ret = op_returns_value(w_op_q);

  // ---------------------------------------------------------------- execute registers
  logic                          x_valid_q;
  sm5_op_e                       x_op_q;
  logic [TAG_W-1:0]              x_tag_q;
  logic [7:0]                    x_reg_q;
  logic [3:0]                    x_mask_q;
  logic [7:0]                    x_swz_q;
  sm5_fmt_e                      x_fmt_q;
  logic [LANES-1:0]              x_exec_q, x_act_q;
  logic [SLOTS-1:0]              x_pend_q;
  logic [SLOTS-1:0][31:0]        x_word_q;
  logic [SLOTS-1:0][BW-1:0]      x_bank_q;
  logic [LANES-1:0][3:0][31:0]   x_data_q;
  sm5_acc_e [LANES-1:0][3:0]     x_stat_q;
  logic [SLOTS-1:0][31:0]        x_ret_q;

  logic [SLOTS-1:0]              serve;
  logic [SLOTS-1:0][31:0]        serve_ret;
  logic [SLOTS-1:0][31:0]        x_ret_d;
  logic                          x_last, accept, stall, x_run;

  logic [BANKS-1:0]              acc_valid, acc_we;
  logic [BANKS-1:0][31:0]        acc_word, acc_rdata, acc_wdata;
  logic                          mem_busy;

  sm5_arbiter #(.LANES(LANES), .BANKS(BANKS), .BW(BW)) u_arb (
    .valid_i    (x_run),
    .op_i       (x_op_q),
    .pend_i     (x_pend_q),
    .word_i     (x_word_q),
    .bank_i     (x_bank_q),
    .data_i     (x_data_q),
    .acc_valid_o(acc_valid),
    .acc_word_o (acc_word),
    .acc_rdata_i(acc_rdata),
    .acc_we_o   (acc_we),
    .acc_wdata_o(acc_wdata),
    .serve_o    (serve),
    .ret_o      (serve_ret)
  );

  sm5_bank_mem #(.BANKS(BANKS), .MEM_WORDS(MEM_WORDS)) u_mem (
    .clk_i, .rst_ni,
    .acc_valid_i (acc_valid),
    .acc_word_i  (acc_word),
    .acc_rdata_o (acc_rdata),
    .acc_we_i    (acc_we),
    .acc_wdata_i (acc_wdata),
    .host_we_i,
    .host_addr_i,
    .host_wdata_i,
    .host_rdata_o,
    .busy_o      (mem_busy)
  );

  // A held result freezes X and W (and the move into X); the queue still fills.
  assign stall  = w_valid_q && w_has_ret && !wb_ready_i;
  assign x_run  = x_valid_q && !stall;
  assign x_last = x_run && ((x_pend_q & ~serve) == '0);
  assign accept = (q_cnt_q != 2'd0) && !stall && (!x_valid_q || x_last);
  assign pop    = accept;

  always_comb begin
    for (int s = 0; s < SLOTS; s++) x_ret_d[s] = serve[s] ? serve_ret[s] : x_ret_q[s];
  end

  // Counter ops: each active lane takes one step; its rank (prefix count) gives its value.
  logic [LANES-1:0][31:0] cnt_ret;
  always_comb begin
    logic [31:0] rank;
    rank = '0;
    for (int l = 0; l < LANES; l++) begin
      cnt_ret[l] = (x_op_q == OP_IMM_ATOMIC_ALLOC) ? cnt_cur + rank : cnt_cur - rank - 32'd1;
      if (x_act_q[l]) rank = rank + 32'd1;
    end
    cnt_new = (x_op_q == OP_IMM_ATOMIC_ALLOC) ? cnt_cur + rank : cnt_cur - rank;
  end
  assign cnt_we = x_run && op_is_counter(x_op_q);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      x_valid_q <= 1'b0;
      x_op_q    <= OP_RET;
      x_tag_q   <= '0;
      x_reg_q   <= '0;
      x_mask_q  <= '0;
      x_swz_q   <= '0;
      x_fmt_q   <= FMT_R32_UINT;
      x_res_q   <= '0;
      x_exec_q  <= '0;
      x_act_q   <= '0;
      x_pend_q  <= '0;
      x_word_q  <= '0;
      x_bank_q  <= '0;
      x_data_q  <= '0;
      x_stat_q  <= {(LANES*4){ACC_OFF}};
      x_ret_q   <= '0;
    end else if (accept) begin
      x_valid_q <= 1'b1;
      x_op_q    <= req_op;
      x_tag_q   <= a_ctl.tag;
      x_reg_q   <= a_ctl.dst_reg;
      x_mask_q  <= a_ctl.dst_mask;
      x_swz_q   <= a_ctl.res_swz;
      x_fmt_q   <= req_desc.fmt;
      x_res_q   <= a_ctl.res;
      x_exec_q  <= a_ctl.exec;
      x_act_q   <= req_active;
      x_data_q  <= req_data;
      x_stat_q  <= req_stat;
      x_ret_q   <= '0;
      for (int l = 0; l < LANES; l++) begin
        for (int k = 0; k < 4; k++) begin
          x_pend_q[l*4+k] <= (req_stat[l][k] == ACC_OK);
          x_word_q[l*4+k] <= req_word[l][k];
          x_bank_q[l*4+k] <= BW'(req_word[l][k] % BANKS);
        end
      end
    end else if (!stall) begin
      x_valid_q <= x_valid_q && !x_last;
      x_pend_q  <= x_pend_q & ~serve;
      x_ret_q   <= x_ret_d;
    end
  end

  // ---------------------------------------------------------------- result registers
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      w_valid_q <= 1'b0;
      w_op_q    <= OP_RET;
      w_tag_q   <= '0;
      w_reg_q   <= '0;
      w_mask_q  <= '0;
      w_swz_q   <= '0;
      w_fmt_q   <= FMT_R32_UINT;
      w_exec_q  <= '0;
      w_act_q   <= '0;
      w_stat_q  <= {(LANES*4){ACC_OFF}};
      w_ret_q   <= '0;
    end else if (!stall) begin
      w_valid_q <= x_last;
      if (x_last) begin
        w_op_q   <= x_op_q;
        w_tag_q  <= x_tag_q;
        w_reg_q  <= x_reg_q;
        w_mask_q <= x_mask_q;
        w_swz_q  <= x_swz_q;
        w_fmt_q  <= x_fmt_q;
        w_exec_q <= x_exec_q;
        w_act_q  <= x_act_q;
        w_stat_q <= x_stat_q;
        for (int l = 0; l < LANES; l++) begin
          for (int k = 0; k < 4; k++) w_ret_q[l][k] <= x_ret_d[l*4+k];
          if (op_is_counter(x_op_q)) w_ret_q[l][0] <= cnt_ret[l];
        end
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
      if (w_valid_q && w_has_ret && w_exec_q[l]) begin
        if (op_is_counter(w_op_q)) begin
          if (w_act_q[l]) wb_data_o[l] = {4{w_ret_q[l][0]}};
        end else if (op_is_atomic(w_op_q)) begin
          if (w_stat_q[l][0] == ACC_OK) wb_data_o[l] = {4{w_ret_q[l][0]}};
        end else if (w_op_q == OP_LD_UAV_TYPED) begin
          for (int c = 0; c < 4; c++) begin
            if (w_mask_q[c] && w_stat_q[l][0] == ACC_OK) begin
              wb_data_o[l][c] = w_unpack[l][w_swz_q[2*c +: 2]];
            end
          end
        end else begin
          for (int c = 0; c < 4; c++) begin
            if (w_mask_q[c] && w_stat_q[l][w_swz_q[2*c +: 2]] == ACC_OK) begin
              wb_data_o[l][c] = w_ret_q[l][w_swz_q[2*c +: 2]];
            end
          end
        end
      end
    end
  end

  assign wb_valid_o   = w_valid_q && w_has_ret;
  assign wb_tag_o     = wb_valid_o ? w_tag_q : '0;
  assign wb_reg_o     = wb_valid_o ? w_reg_q : '0;
  assign wb_mask_o    = wb_valid_o ? w_mask_q : '0;
  assign wb_lanes_o   = wb_valid_o ? w_exec_q : '0;
  // done (and ub) in the cycle the result is handed over
  assign w_done       = w_valid_q && !stall;
  assign done_valid_o = w_done;
  assign done_tag_o   = w_done ? w_tag_q : '0;

  always_comb begin
    ub_valid_o = 1'b0;
    for (int l = 0; l < LANES; l++) begin
      for (int k = 0; k < 4; k++) begin
        if (w_stat_q[l][k] >= ACC_OOB) ub_valid_o = w_done;
      end
    end
    ub_stat_o = ub_valid_o ? w_stat_q : '0;
  end

  // ---------------------------------------------------------------- observability
  always_comb begin
    for (int b = 0; b < BANKS; b++) begin
      bank_valid_o[b] = acc_valid[b];
      bank_we_o[b]    = acc_valid[b] && acc_we[b];
      bank_addr_o[b]  = acc_valid[b] ? acc_word[b] : '0;
      bank_wdata_o[b] = (acc_valid[b] && acc_we[b]) ? acc_wdata[b] : '0;
    end
    for (int l = 0; l < LANES; l++) grant_o[l] = |serve[l*4 +: 4];
  end

  assign idle_o = (q_cnt_q == 2'd0) && !x_valid_q && !w_valid_q && !mem_busy;
endmodule

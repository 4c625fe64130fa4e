// sm5_valu's assertions (SVA; every lockstep build runs with verilator --assert), bound in
// by sm5_valu outside synthesis. Each $error message starts with the assertion's name;
// tb/lockstep/broken/ has one broken build per assertion showing it fires.
module sm5_valu_sva
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned NREGS    = 32,
  parameter int unsigned IQ_DEPTH = 2,
  parameter int unsigned MQ_DEPTH = 3,
  parameter bit          EX1_BYPASS = 1'b1,   // 0: a read's bypass point is RD, not EX1
  localparam int unsigned IQW     = $clog2(IQ_DEPTH + 1),
  localparam int unsigned MQCW    = $clog2(MQ_DEPTH + 1),
  localparam int unsigned RAW     = (NREGS > 1) ? $clog2(NREGS) : 1
) (
  input logic             clk_i,
  input logic             rst_ni,
  input logic             issue_valid_i,
  input logic             issue_ready_i,
  input logic [TAG_W-1:0] issue_tag_i,
  input sm5_uop_t         issue_uop_i,
  input logic             req_valid_i,
  input logic             req_ready_i,
  input logic [TAG_W-1:0] req_tag_i,
  input sm5_uop_t         req_uop_i,
  input logic             cfg_we_i,
  input logic             const_we_i,
  input logic             ops_busy_i,
  // the write-back bus: who drives it, and a variable-latency result written
  input logic [NPIPES-1:0] sel_res_i,
  input logic [NPIPES-1:0] sel_res2_i,
  input logic             sel_w2_i,
  input logic             sel_mem_i,
  input logic [NPIPES-1:0] gnt_i,
  input logic             res0_i,       // this cycle's slot was reserved
  input logic [15:0]      bus_reg_i,    // physical
  input logic [3:0]       bus_mask_i,
  // queues
  input logic [IQW-1:0]   iq_cnt_i,
  input logic [MQCW-1:0]  mq_cnt_i,
  input logic             rd_mem_i,     // RD holds a memory op
  input logic             ex_mem_i,     // EX1 holds a memory op (it enters the queue)
  input logic             mq_pop_i,
  // dispatch
  input logic             ds_fire_i,
  input sm5_stall_e       ds_stall_i,
  // verilator lint_off UNUSEDSIGNAL
  // of the op only its opcode, modifiers and destinations matter here
  input sm5_uop_t         h_uop_i,
  input wrinfo_t          h_wr_i,
  // verilator lint_on UNUSEDSIGNAL
  input logic             h_fixed_i,
  input int unsigned      h_lat_i,
  input logic [15:0]      h_blk_i       // its register block: registers are block + field
);
  function automatic logic in_range(logic [15:0] r);
    return 32'(r) < NREGS;
  endfunction
  // verilator lint_off UNUSEDSIGNAL
  // the high bits of r are checked by in_range(), not used as index bits
  function automatic logic [RAW-1:0] ridx(logic [15:0] r);
    return RAW'(r);
  endfunction
  // verilator lint_on UNUSEDSIGNAL

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
      sva_issue_wait_q <= sva_on_q && issue_valid_i && !issue_ready_i;
      sva_req_wait_q   <= sva_on_q && req_valid_i && !req_ready_i;
    end
  end
  always_ff @(posedge clk_i) begin
    if (issue_valid_i && !issue_ready_i) begin
      sva_issue_tag_q <= issue_tag_i;
      sva_issue_uop_q <= issue_uop_i;
    end
    if (req_valid_i && !req_ready_i) begin
      sva_req_tag_q <= req_tag_i;
      sva_req_uop_q <= req_uop_i;
    end
  end
  always_ff @(posedge clk_i) begin
    if (sva_on_q && rst_ni && sva_issue_wait_q) begin
      sva_issue_stable: assert (issue_valid_i && issue_tag_i == sva_issue_tag_q &&
                                issue_uop_i == sva_issue_uop_q)
        else $error("sva_issue_stable: an issue offer was withdrawn or changed before it was taken");
    end
    if (sva_on_q && rst_ni && sva_req_wait_q) begin
      sva_req_stable: assert (req_valid_i && req_tag_i == sva_req_tag_q && req_uop_i == sva_req_uop_q)
        else $error("sva_req_stable: a memory request was withdrawn or changed before it was taken");
    end
    // The run configuration (execution mask, helper lanes) changes only while nothing is
    // in flight here: the lanes keep registered copies of their mask bit (sm5_lane_fma's
    // lane_q, read a cycle later), and queued memory requests take exec_q when they leave.
    // The sequencer waits for the core to drain before it rewrites the mask (sm5_seq).
    if (sva_on_q && rst_ni && cfg_we_i) begin
      sva_exec_idle: assert (!ops_busy_i)
        else $error("sva_exec_idle: the run configuration was written while an op was in flight");
    end
    // ds_fire is the stall priority's STALL_NONE written as one AND (sm5_valu, for depth):
    // the two lists of stall conditions must agree
    if (sva_on_q && rst_ni) begin
      sva_fire_stall: assert (ds_fire_i == (ds_stall_i == STALL_NONE))
        else $error("sva_fire_stall: ds_fire and ds_stall disagree (stall %s)", ds_stall_i.name());
    end
    // A constant is written only in a cycle no op loads its sources: the constant RAM's
    // port A serves the write then, not the load (sm5_const_file).
    if (sva_on_q && rst_ni && const_we_i) begin
      sva_const_idle: assert (!ds_fire_i)
        else $error("sva_const_idle: a constant was written in the cycle an op read the constant RAM");
    end
  end

  // One writer per write-back cycle, and a fixed pipe writes only in a reserved slot.
  sva_one_writer: assert property (@(posedge clk_i) disable iff (!sva_on_q || !rst_ni)
      $onehot0({sel_res_i, sel_res2_i, sel_w2_i, sel_mem_i, gnt_i}) &&
      ((sel_res_i != '0 || sel_res2_i != '0 || sel_w2_i) == res0_i))
    else $error("sva_one_writer: two writers on the write-back bus, or a fixed write outside its slot");

  // Queues and credits never overflow or underflow.
  sva_counters: assert property (@(posedge clk_i) disable iff (!sva_on_q || !rst_ni)
      32'(iq_cnt_i) <= IQ_DEPTH && !(ds_fire_i && iq_cnt_i == '0) &&
      32'(mq_cnt_i) + 32'(rd_mem_i) + 32'(ex_mem_i) <= MQ_DEPTH &&
      !(ex_mem_i && !mq_pop_i && 32'(mq_cnt_i) == MQ_DEPTH) && !(mq_pop_i && mq_cnt_i == '0))
    else $error("sva_counters: issue queue, memory request queue or credit count out of range");

  // The scoreboard never releases early: when an op dispatches, every register component
  // its swizzles read has had its newest write on the bus by the op's EX1 cycle (bypass
  // point). Kept independently of the scoreboard: the absolute cycle of each component's
  // newest fixed-latency write and a count of outstanding variable-latency writes.
  logic [15:0]                    sva_r1, sva_r2;
  logic [NSRC-1:0][15:0]          sva_src;
  assign sva_r1 = h_blk_i + 16'(h_wr_i.reg1);
  assign sva_r2 = h_blk_i + 16'(h_wr_i.reg2);
  for (genvar s = 0; s < NSRC; s++) begin : g_src
    assign sva_src[s] = h_blk_i + 16'(h_uop_i.src[s].idx);
  end
  logic [31:0]                    sva_now_q;
  logic [NREGS-1:0][3:0][31:0]    sva_due_q;
  logic [NREGS-1:0][3:0][7:0]     sva_var_q;
  logic                           sva_early;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sva_now_q <= '0;
      for (int unsigned r = 0; r < NREGS; r++) begin   // (row by row: NREGS can be thousands)
        sva_due_q[r] <= '0;
        sva_var_q[r] <= '0;
      end
    end else begin
      sva_now_q <= sva_now_q + 1;
      if ((sel_mem_i || gnt_i != '0) && in_range(bus_reg_i)) begin
        for (int unsigned k = 0; k < 4; k++) begin
          if (bus_mask_i[k]) sva_var_q[ridx(bus_reg_i)][k] <= sva_var_q[ridx(bus_reg_i)][k] - 1;
        end
      end
      if (ds_fire_i && h_wr_i.wr && in_range(sva_r1)) begin
        for (int unsigned k = 0; k < 4; k++) begin
          if (h_wr_i.mask1[k] && h_fixed_i) sva_due_q[ridx(sva_r1)][k] <= sva_now_q + h_lat_i + 2;
          if (h_wr_i.mask1[k] && !h_fixed_i) sva_var_q[ridx(sva_r1)][k] <= sva_var_q[ridx(sva_r1)][k] + 1;
        end
      end
      if (ds_fire_i && h_wr_i.two && in_range(sva_r2)) begin
        for (int unsigned k = 0; k < 4; k++) begin
          if (h_wr_i.mask2[k] && h_fixed_i) sva_due_q[ridx(sva_r2)][k] <= sva_now_q + h_lat_i + 3;
          if (h_wr_i.mask2[k] && !h_fixed_i) sva_var_q[ridx(sva_r2)][k] <= sva_var_q[ridx(sva_r2)][k] + 1;
        end
      end
    end
  end
  always_comb begin
    sva_early = 1'b0;
    for (int unsigned s = 0; s < NSRC; s++) begin
      for (int unsigned k = 0; k < 4; k++) begin
        if (h_uop_i.src[s].kind == SRC_TEMP && in_range(sva_src[s]) &&
            (h_uop_i.src[s].swz[0 +: 2] == 2'(k) || h_uop_i.src[s].swz[2 +: 2] == 2'(k) ||
             h_uop_i.src[s].swz[4 +: 2] == 2'(k) || h_uop_i.src[s].swz[6 +: 2] == 2'(k)) &&
            (sva_var_q[ridx(sva_src[s])][k] != '0 ||
             sva_due_q[ridx(sva_src[s])][k] > sva_now_q + (EX1_BYPASS ? 2 : 1))) begin
          sva_early = 1'b1;
        end
      end
    end
  end
  sva_sb_early: assert property (@(posedge clk_i) disable iff (!sva_on_q || !rst_ni) ds_fire_i |-> !sva_early)
    else $error("sva_sb_early: an op dispatched before a component it reads reaches the bypass point");
endmodule

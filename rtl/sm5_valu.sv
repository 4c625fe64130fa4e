// Vector ALU pipeline (docs/architecture.md):
//   IS  issue port (valid/ready); an accepted micro-op is latched into EX
//   EX  operand fetch for all lanes (regfile row + forwarding from WB, constant file,
//       lane index) with swizzle, then either the lane ALUs (modifiers, units, _sat)
//       or, for memory ops, the request to sm5_mem_unit (stalls EX while not ready)
//   WB  the ALU result register; writes the regfile at the end of the cycle and
//       forwards to EX, so a dependent op issues the cycle right after its producer
// Memory results come back on wb_*_i (always accepted) into the second regfile port.
// Scoreboard: one pending bit per register a memory op will write; issue stalls while the
// offered op reads or writes such a register (or the memory op still in EX writes it).
// The tag rides through untouched. No output valid depends on its ready.
module sm5_valu
  import sm5_pkg::*;
#(
  parameter int unsigned LANES  = 32,
  parameter int unsigned NREGS  = 16,
  parameter int unsigned NCONST = 256
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
  output logic [LANES-1:0][NSRC-1:0][3:0][31:0]  req_src_o,
  // memory register result (always accepted)
  input  logic                                   mwb_valid_i,
  // verilator lint_off UNUSEDSIGNAL
  // the tag of a memory result is observed at the top level, not needed here
  input  logic [TAG_W-1:0]                       mwb_tag_i,
  // verilator lint_on UNUSEDSIGNAL
  input  logic [7:0]                             mwb_reg_i,
  input  logic [3:0]                             mwb_mask_i,
  input  logic [LANES-1:0]                       mwb_lanes_i,
  input  logic [LANES-1:0][3:0][31:0]            mwb_data_i,
  // observability: the ALU register write of this cycle
  output logic                                   alu_wr_valid_o,
  output logic [TAG_W-1:0]                       alu_wr_tag_o,
  output logic [7:0]                             alu_wr_reg_o,
  output logic [3:0]                             alu_wr_mask_o,
  output logic [LANES-1:0]                       alu_wr_lanes_o,
  output logic [LANES-1:0][3:0][31:0]            alu_wr_data_o,
  output logic                                   busy_o,      // anything in flight
  // register-file readback (host)
  input  logic [7:0]                             rf_rd_reg_i,
  output logic [LANES-1:0][3:0][31:0]            rf_rd_data_o
);

  // op classes: op_is_mem, op_returns_value, op_alu_writes_reg (generated in sm5_pkg)

  // ---- run configuration and constant file -----------------------------------------
  logic [LANES-1:0] exec_q, helper_q;
  logic [3:0][31:0] const_q [NCONST];
  localparam int unsigned CW = (NCONST > 1) ? $clog2(NCONST) : 1;

  // constant-file index (the range is checked where it is used)
  // verilator lint_off UNUSEDSIGNAL
  // the high bits of i are checked against NCONST, not used as index bits
  function automatic logic [CW-1:0] cidx(logic [7:0] i);
    return CW'(i);
  endfunction
  // verilator lint_on UNUSEDSIGNAL

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      exec_q   <= '0;
      helper_q <= '0;
    end else if (cfg_we_i) begin
      exec_q   <= cfg_exec_i;
      helper_q <= cfg_helper_i;
    end
  end

  always_ff @(posedge clk_i) begin
    if (const_we_i && 32'(const_idx_i) < NCONST) const_q[cidx(const_idx_i)] <= const_data_i;
  end

  // ---- pipeline registers -----------------------------------------------------------
  logic             ex_valid_q;
  logic [TAG_W-1:0] ex_tag_q;
  sm5_uop_t         ex_uop_q;

  logic                        wb_valid_q, wb_write_q;
  logic [TAG_W-1:0]            wb_tag_q;
  logic [7:0]                  wb_reg_q;
  logic [3:0]                  wb_mask_q;
  logic [LANES-1:0]            wb_lanes_q;
  logic [LANES-1:0][3:0][31:0] wb_data_q;

  logic [255:0] pending_q, pending_d;

  // Typed copies of the opcodes of each stage: FST shows them as mnemonics.
  sm5_op_e is_op, ex_op;
  assign is_op = issue_uop_i.op;
  assign ex_op = ex_uop_q.op;

  // ---- EX: operand fetch -------------------------------------------------------------
  logic [NSRC-1:0][7:0]                  rf_raddr;
  logic [NSRC-1:0][LANES-1:0][3:0][31:0] rf_rdata;
  logic [NSRC-1:0][LANES-1:0][3:0][31:0] opnd;     // after swizzle
  logic [NSRC-1:0][3:0][31:0]            cval;

  for (genvar s = 0; s < NSRC; s++) begin : g_src
    assign rf_raddr[s] = ex_uop_q.src[s].idx;
    assign cval[s] = (32'(ex_uop_q.src[s].idx) < NCONST) ? const_q[cidx(ex_uop_q.src[s].idx)] : '0;
    sm5_operand #(.LANES(LANES)) u_operand (
      .src_i       (ex_uop_q.src[s]),
      .rf_row_i    (rf_rdata[s]),
      .const_i     (cval[s]),
      .fwd_valid_i (wb_valid_q && wb_write_q),
      .fwd_reg_i   (wb_reg_q),
      .fwd_mask_i  (wb_mask_q),
      .fwd_lanes_i (wb_lanes_q),
      .fwd_data_i  (wb_data_q),
      .val_o       (opnd[s])
    );
  end

  // ---- EX: execute -------------------------------------------------------------------
  logic [NSRC-1:0] src_neg, src_abs;
  for (genvar s = 0; s < NSRC; s++) begin : g_mod
    assign src_neg[s] = ex_uop_q.src[s].neg;
    assign src_abs[s] = ex_uop_q.src[s].abs;
  end

  logic [LANES-1:0][3:0][31:0] ex_res;
  for (genvar l = 0; l < LANES; l++) begin : g_lane
    logic [NSRC-1:0][3:0][31:0] lsrc;
    for (genvar s = 0; s < NSRC; s++) begin : g_ls
      assign lsrc[s]          = opnd[s][l];
      assign req_src_o[l][s]  = opnd[s][l];
    end
    sm5_lane_alu u_lane_alu (
      .op_i  (ex_op),
      .sat_i (ex_uop_q.sat),
      .neg_i (src_neg),
      .abs_i (src_abs),
      .src_i (lsrc),
      .res_o (ex_res[l])
    );
  end

  // ---- EX: memory request and stall --------------------------------------------------
  logic ex_is_mem, ex_stall, ex_adv;
  assign ex_is_mem    = ex_valid_q && op_is_mem(ex_op);
  assign req_valid_o  = ex_is_mem;
  assign req_tag_o    = ex_tag_q;
  assign req_uop_o    = ex_uop_q;
  assign req_exec_o   = exec_q;
  assign req_helper_o = helper_q;
  assign ex_stall     = ex_is_mem && !req_ready_i;
  assign ex_adv       = ex_valid_q && !ex_stall;   // leaves EX at this edge

  // ---- scoreboard and issue ----------------------------------------------------------
  // busy(r): a memory op will write r and has not written it back by the end of this
  // cycle (a result on mwb_* this cycle is in the regfile before the offered op reads).
  logic [255:0] busy;
  always_comb begin
    busy = pending_q;
    if (mwb_valid_i) busy[mwb_reg_i] = 1'b0;
    if (ex_valid_q && op_returns_value(ex_op)) busy[ex_uop_q.dst_reg] = 1'b1;
  end

  logic hazard;
  always_comb begin
    hazard = 1'b0;
    for (int unsigned s = 0; s < NSRC; s++) begin
      if (issue_uop_i.src[s].kind == SRC_TEMP && busy[issue_uop_i.src[s].idx]) hazard = 1'b1;
    end
    if ((op_alu_writes_reg(is_op) || op_returns_value(is_op)) &&
        busy[issue_uop_i.dst_reg]) begin
      hazard = 1'b1;
    end
  end

  assign issue_ready_o = !ex_stall && !hazard;

  always_comb begin
    pending_d = pending_q;
    if (mwb_valid_i) pending_d[mwb_reg_i] = 1'b0;
    if (ex_adv && op_returns_value(ex_op)) pending_d[ex_uop_q.dst_reg] = 1'b1;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      ex_valid_q <= 1'b0;
      ex_tag_q   <= '0;
      ex_uop_q   <= '0;
      wb_valid_q <= 1'b0;
      wb_write_q <= 1'b0;
      wb_tag_q   <= '0;
      wb_reg_q   <= '0;
      wb_mask_q  <= '0;
      wb_lanes_q <= '0;
      pending_q  <= '0;
    end else begin
      pending_q <= pending_d;
      if (!ex_stall) begin
        ex_valid_q <= issue_valid_i && issue_ready_o;
        if (issue_valid_i && issue_ready_o) begin
          ex_tag_q <= issue_tag_i;
          ex_uop_q <= issue_uop_i;
        end
      end
      wb_valid_q <= ex_adv && !ex_is_mem;
      wb_write_q <= ex_adv && !ex_is_mem && op_alu_writes_reg(ex_op);
      if (ex_adv && !ex_is_mem) begin
        wb_tag_q   <= ex_tag_q;
        wb_reg_q   <= ex_uop_q.dst_reg;
        wb_mask_q  <= ex_uop_q.dst_mask;
        wb_lanes_q <= exec_q;
      end
    end
  end

  // data register without reset: only read while wb_valid_q
  always_ff @(posedge clk_i) begin
    if (ex_adv && !ex_is_mem) wb_data_q <= ex_res;
  end

  // ---- write-back --------------------------------------------------------------------
  logic                        rfw_valid;
  logic [TAG_W-1:0]            rfw_tag;
  logic [7:0]                  rfw_reg;
  logic [3:0]                  rfw_mask;
  logic [LANES-1:0]            rfw_lanes;
  logic [LANES-1:0][3:0][31:0] rfw_data;

  assign rfw_valid = wb_valid_q && wb_write_q;
  assign rfw_tag   = wb_tag_q;
  assign rfw_reg   = wb_reg_q;
  assign rfw_mask  = wb_mask_q;
  assign rfw_lanes = wb_lanes_q;
  assign rfw_data  = wb_data_q;

  sm5_regfile #(.LANES(LANES), .NREGS(NREGS)) u_regfile (
    .clk_i      (clk_i),
    .rst_ni     (rst_ni),
    .raddr_i    (rf_raddr),
    .rdata_o    (rf_rdata),
    .a_we_i     (rfw_valid),
    .a_reg_i    (rfw_reg),
    .a_mask_i   (rfw_mask),
    .a_lanes_i  (rfw_lanes),
    .a_data_i   (rfw_data),
    .b_we_i     (mwb_valid_i),
    .b_reg_i    (mwb_reg_i),
    .b_mask_i   (mwb_mask_i),
    .b_lanes_i  (mwb_lanes_i),
    .b_data_i   (mwb_data_i),
    .hrd_reg_i  (rf_rd_reg_i),
    .hrd_data_o (rf_rd_data_o)
  );

  assign alu_wr_valid_o = rfw_valid;
  assign alu_wr_tag_o   = rfw_tag;
  assign alu_wr_reg_o   = rfw_reg;
  assign alu_wr_mask_o  = rfw_mask;
  assign alu_wr_lanes_o = rfw_lanes;
  assign alu_wr_data_o  = rfw_data;

  assign busy_o = ex_valid_q || wb_valid_q || rfw_valid || (pending_q != '0);

endmodule

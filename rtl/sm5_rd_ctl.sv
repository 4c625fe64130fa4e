// The vector ALU's operand controls of RD and EX1, the same for every lane: the
// register-file read addresses (port 0 is the host's readback while nothing waits to
// dispatch), each source's kind, swizzle and modifiers, and the bypasses: from this
// cycle's write-back bus and last cycle's write into RD, and into EX1 from the write the
// bus carries next cycle (a fixed pipe's output register's input now, or WB2; the lanes
// take it a cycle early into their EX1 operand registers). Memory and other
// variable-latency results never need the EX1 bypass: a consumer dispatches only after
// their write. Registers are physical: the op's block (its wave's) + its fields; next
// cycle's write is the scoreboard's slot 1. The lanes' fields come out in ctl_o.
module sm5_rd_ctl
  import sm5_pkg::*;
  import sm5_lane_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned NREGS = 32,
  parameter bit          EX1_BYPASS = 1'b1,   // 0: no EX1 bypass (nx_hit 0; the bus selects stay)
  localparam int unsigned RAW  = (NREGS > 1) ? $clog2(NREGS) : 1
) (
  input  logic                     clk_i,
  input  logic                     h_valid_i,
  // verilator lint_off UNUSEDSIGNAL
  // of the ops only the sources (and RD's opcode and _sat) matter here
  input  sm5_uop_t                 h_uop_i,
  input  logic [NSRC-1:0][15:0]    h_psrc_i,      // its sources' registers (block + field)
  input  logic                     rd_valid_i,
  input  sm5_pipe_e                rd_pipe_i,
  input  sm5_uop_t                 rd_uop_i,
  input  logic [15:0]              rd_blk_i,
  // verilator lint_on UNUSEDSIGNAL
  input  pipe_port_t [NPIPES-1:0]  pp_i,
  input  logic                     w2_cap_i,      // WB2 loads: the bus carries it next
  input  logic [3:0]               w2_mask_i,
  input  logic [15:0]              slot1_reg_i,   // the register next cycle's write writes
  input  logic                     bus_valid_i,
  input  logic [15:0]              bus_reg_i,
  input  logic [3:0]               bus_mask_i,
  input  logic                     prev_valid_i,
  input  logic [15:0]              prev_reg_i,
  input  logic [3:0]               prev_mask_i,
  input  logic [15:0]              rf_rd_reg_i,   // the host's readback register
  output logic                     rf_rd_reg_new_o,
  output logic [NSRC-1:0][RAW-1:0] rf_raddr_o,
  output logic                     nx_o,          // the lanes take an EX1 bypass next edge
  output logic [LANE_CTL_W-1:0] ctl_o
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

  // the host's readback register, registered: a lane input depends on no top-level
  // input, so the lanes are not evaluated again for an input change
  logic [15:0] rf_rd_reg_q;
  always_ff @(posedge clk_i) rf_rd_reg_q <= rf_rd_reg_i;
  assign rf_rd_reg_new_o = rf_rd_reg_i != rf_rd_reg_q;

  logic [NPIPES-1:0] nx_sel_res, nx_sel_res2;
  logic              nx_sel_w2, nx_valid;
  logic [3:0]        nx_mask;
  always_comb begin
    nx_sel_res  = '0;
    nx_sel_res2 = '0;
    nx_valid    = 1'b0;
    nx_mask     = '0;
    for (int unsigned p = 0; p < NPIPES; p++) begin
      if (pipe_kind(sm5_pipe_e'(p)) == PK_FIXED && pp_i[p].nx && pp_i[p].nx_wr.wr) begin
        nx_sel_res[p]  = !pp_i[p].nx_wr.second;
        nx_sel_res2[p] = pp_i[p].nx_wr.second;
        nx_valid       = 1'b1;
        nx_mask        = pp_i[p].nx_wr.mask1;
      end
    end
    nx_sel_w2 = w2_cap_i;
    if (w2_cap_i) begin
      nx_valid = 1'b1;
      nx_mask  = w2_mask_i;
    end
  end

  // per-source controls of RD and EX1, the same for every lane
  logic [NSRC-1:0][1:0]         rd_kind;
  logic [NSRC-1:0][7:0]         rd_swz;
  logic [NSRC-1:0][3:0]         rd_hit_bus, rd_hit_prev, nx_hit;
  logic [NSRC-1:0]              rd_neg, rd_abs;
  logic [NSRC-1:0][15:0]        rd_reg;
  always_comb begin
    for (int unsigned s = 0; s < NSRC; s++) begin
      // port 0 reads the host's register while nothing waits to dispatch
      rf_raddr_o[s] = (s == 0 && !h_valid_i) ? ridx(rf_rd_reg_q) : ridx(h_psrc_i[s]);
      rd_reg[s]   = rd_blk_i + 16'(rd_uop_i.src[s].idx);
      rd_kind[s]  = (rd_uop_i.src[s].kind == SRC_TEMP && !in_range(rd_reg[s]))
                    ? SRC_NONE : rd_uop_i.src[s].kind;
      rd_swz[s]   = rd_uop_i.src[s].swz;
      rd_neg[s]   = rd_uop_i.src[s].neg;
      rd_abs[s]   = rd_uop_i.src[s].abs;
      for (int unsigned k = 0; k < 4; k++) begin
        rd_hit_bus[s][k]  = bus_valid_i && rd_kind[s] == SRC_TEMP &&
                            bus_reg_i == rd_reg[s] && bus_mask_i[k];
        rd_hit_prev[s][k] = prev_valid_i && rd_kind[s] == SRC_TEMP &&
                            prev_reg_i == rd_reg[s] && prev_mask_i[k];
        nx_hit[s][k]      = EX1_BYPASS && nx_valid && rd_kind[s] == SRC_TEMP &&
                            slot1_reg_i == rd_reg[s] && nx_mask[rd_uop_i.src[s].swz[2*k +: 2]];
      end
    end
  end

  assign nx_o = (nx_sel_res != '0) || (nx_sel_res2 != '0) || nx_sel_w2;
  sm5_lane_ctl_t ctl;
  assign ctl_o = ctl;
  always_comb begin
    ctl               = '0;
    ctl.rd_kind     = rd_kind;
    ctl.rd_swz      = rd_swz;
    ctl.rd_hit_bus  = rd_hit_bus;
    ctl.rd_hit_prev = rd_hit_prev;
    ctl.nx_hit      = nx_hit;
    ctl.nx_sel_res  = nx_sel_res;
    ctl.nx_sel_res2 = nx_sel_res2;
    ctl.nx_sel_w2   = nx_sel_w2;
    ctl.ex_go_nx    = rd_valid_i;
    ctl.rd_op       = rd_uop_i.op;
    ctl.rd_sat      = rd_uop_i.sat;
    ctl.rd_neg      = rd_neg;
    ctl.rd_abs      = rd_abs;
    ctl.fma_go_nx   = rd_valid_i && rd_pipe_i == PIPE_FMA;
    ctl.dp_go_nx    = rd_valid_i && rd_pipe_i == PIPE_DP;
  end
endmodule

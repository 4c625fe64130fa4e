// The vector ALU's scoreboard (sm5_valu's dispatch asks it): per register component the
// cycles until its newest fixed-latency write is on the write-back bus and whether a
// variable-latency result (memory, DIV, SFU, DDIV) will write it; and the write-back slots
// the fixed pipes have reserved (res_q[k]: the slot k cycles from now is taken).
//   RAW : a component a TEMP source's swizzle reads is not on the bus by the op's EX1
//         (count > 2, or a pending result)
//   WAW : a component the op writes has a pending result or a fixed write no earlier than
//         the op's own (count >= L + 2)
//   slot: a fixed op's write slot(s), L + 2 (and L + 3 for dst2) cycles ahead, are taken
module sm5_scoreboard
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned NREGS = 16,
  parameter int unsigned RES_N = 16,    // slots now .. now + RES_N - 1
  parameter int unsigned SBW   = 4,     // count bits
  localparam int unsigned RAW  = (NREGS > 1) ? $clog2(NREGS) : 1
) (
  input  logic       clk_i,
  input  logic       rst_ni,
  // the op at dispatch and what it writes
  // verilator lint_off UNUSEDSIGNAL
  // of the op only the sources (and what it writes) matter here
  input  sm5_uop_t   h_uop_i,
  input  wrinfo_t    h_wr_i,
  // verilator lint_on UNUSEDSIGNAL
  input  logic       h_fixed_i,    // its pipe has a fixed latency
  input  int unsigned h_lat_i,     // its latency L
  input  logic       ds_fire_i,
  // a variable-latency result written (clears its pending bits)
  input  logic       clr_i,
  input  logic [7:0] clr_reg_i,
  input  logic [3:0] clr_mask_i,
  output logic       raw_o,
  output logic       waw_o,
  output logic       slot_o,
  output logic [RES_N-1:0] res_o,
  output logic       pend_o        // a result is pending somewhere
);
  logic [NREGS-1:0][3:0][SBW-1:0] sb_cnt_q, sb_cnt_d;
  logic [NREGS-1:0][3:0]          sb_pend_q, sb_pend_d;
  logic [RES_N-1:0]               res_q, res_d;

  function automatic logic in_range(logic [7:0] r);
    return 32'(r) < NREGS;
  endfunction
  // verilator lint_off UNUSEDSIGNAL
  // the high bits of r are checked by in_range(), not used as index bits
  function automatic logic [RAW-1:0] ridx(logic [7:0] r);
    return RAW'(r);
  endfunction
  // verilator lint_on UNUSEDSIGNAL
  function automatic logic taken(logic [RES_N-1:0] r, int unsigned k);
    return (k < RES_N) ? r[k] : 1'b0;
  endfunction

  // verilator lint_off UNUSEDSIGNAL
  // neg/abs of s do not change what it reads
  // the components a source's swizzle selects (none unless it is a TEMP in range)
  function automatic logic [3:0] read_mask(sm5_src_t s);
    logic [3:0] m;
    m = '0;
    if (s.kind == SRC_TEMP && in_range(s.idx)) begin
      for (int unsigned c = 0; c < 4; c++) m[s.swz[2*c +: 2]] = 1'b1;
    end
    return m;
  endfunction
  // verilator lint_on UNUSEDSIGNAL

  logic [NSRC-1:0][3:0] rmask;
  always_comb begin
    raw_o = 1'b0;
    for (int unsigned s = 0; s < NSRC; s++) begin
      rmask[s] = read_mask(h_uop_i.src[s]);
      for (int unsigned k = 0; k < 4; k++) begin
        if (rmask[s][k] &&
            (sb_pend_q[ridx(h_uop_i.src[s].idx)][k] || 32'(sb_cnt_q[ridx(h_uop_i.src[s].idx)][k]) > 2))
          raw_o = 1'b1;
      end
    end
    waw_o = 1'b0;
    for (int unsigned k = 0; k < 4; k++) begin
      if (h_wr_i.wr && in_range(h_wr_i.reg1) && h_wr_i.mask1[k] &&
          (sb_pend_q[ridx(h_wr_i.reg1)][k] || 32'(sb_cnt_q[ridx(h_wr_i.reg1)][k]) >= h_lat_i + 2))
        waw_o = 1'b1;
      if (h_wr_i.two && in_range(h_wr_i.reg2) && h_wr_i.mask2[k] &&
          (sb_pend_q[ridx(h_wr_i.reg2)][k] || 32'(sb_cnt_q[ridx(h_wr_i.reg2)][k]) >= h_lat_i + 2))
        waw_o = 1'b1;
    end
    slot_o = h_fixed_i && h_wr_i.wr &&
             (taken(res_q, h_lat_i + 2) || (h_wr_i.two && taken(res_q, h_lat_i + 3)));
  end

  always_comb begin
    for (int unsigned r = 0; r < NREGS; r++) begin
      for (int unsigned k = 0; k < 4; k++) begin
        sb_cnt_d[r][k] = (sb_cnt_q[r][k] != '0) ? sb_cnt_q[r][k] - 1'b1 : '0;
      end
    end
    sb_pend_d = sb_pend_q;
    if (clr_i && in_range(clr_reg_i)) begin
      for (int unsigned k = 0; k < 4; k++) begin
        if (clr_mask_i[k]) sb_pend_d[ridx(clr_reg_i)][k] = 1'b0;
      end
    end
    res_d = {1'b0, res_q[RES_N-1:1]};
    if (ds_fire_i && h_fixed_i && h_wr_i.wr) res_d[h_lat_i + 1] = 1'b1;
    if (ds_fire_i && h_fixed_i && h_wr_i.two) res_d[h_lat_i + 2] = 1'b1;
    for (int unsigned k = 0; k < 4; k++) begin
      if (ds_fire_i && h_wr_i.wr && in_range(h_wr_i.reg1) && h_wr_i.mask1[k]) begin
        if (h_fixed_i) sb_cnt_d[ridx(h_wr_i.reg1)][k] = SBW'(h_lat_i + 1);
        else           sb_pend_d[ridx(h_wr_i.reg1)][k] = 1'b1;
      end
      if (ds_fire_i && h_wr_i.two && in_range(h_wr_i.reg2) && h_wr_i.mask2[k]) begin
        if (h_fixed_i) sb_cnt_d[ridx(h_wr_i.reg2)][k] = SBW'(h_lat_i + 2);
        else           sb_pend_d[ridx(h_wr_i.reg2)][k] = 1'b1;
      end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sb_cnt_q  <= '0;
      sb_pend_q <= '0;
      res_q     <= '0;
    end else begin
      sb_cnt_q  <= sb_cnt_d;
      sb_pend_q <= sb_pend_d;
      res_q     <= res_d;
    end
  end

  assign res_o  = res_q;
  assign pend_o = sb_pend_q != '0;
endmodule

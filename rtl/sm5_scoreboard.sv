// The vector ALU's scoreboard (sm5_valu's dispatch asks it), over physical registers (a
// wave's block + the micro-op's register field):
//   - the write-back slots the fixed pipes have reserved (res_q[k]: the slot k cycles
//     from now is taken), each with the register and components it writes. A fixed
//     write's count (cycles until it is on the bus) is its slot's index, and WAW keeps a
//     component's writes in dispatch order, so "the newest write of a component is more
//     than n cycles away" is "a slot above n writes it": RES_N compares per source
//     instead of a counter per register component (thousands with 1024-thread groups);
//   - a pending bit per register component for a variable-latency result (memory, DIV,
//     SFU, DDIV), and where those results go: the physical registers of the op in each
//     iterative pipe (one op from dispatch to its last write) and, in order, of each
//     memory op that returns a value (the memory unit completes in order; it only knows
//     the field). Block + field is added at dispatch, so the write-back bus and the
//     clear below take a register as it is.
//   RAW : a component a TEMP source's swizzle reads is not on the bus by the op's EX1
//         (a slot above 2 writes it, or a pending result); without the EX1 bypass, by
//         its RD (a slot above 1)
//   WAW : a component the op writes has a pending result or a fixed write no earlier than
//         the op's own (a slot at L + 2 or above)
//   slot: a fixed op's write slot(s), L + 2 (and L + 3 for dst2) cycles ahead, are taken
module sm5_scoreboard
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned NREGS = 32,
  parameter int unsigned RES_N = 16,    // slots now .. now + RES_N - 1
  parameter int unsigned MBQ   = 32,    // memory results in flight (sva_counters-style bound)
  parameter bit          EX1_BYPASS = 1'b1,  // 0: a read needs its write on the bus by RD
  localparam int unsigned RAW  = (NREGS > 1) ? $clog2(NREGS) : 1,
  localparam int unsigned MBW  = $clog2(MBQ)
) (
  input  logic       clk_i,
  input  logic       rst_ni,
  // the op at dispatch, its register block, its pipe and what it writes
  // verilator lint_off UNUSEDSIGNAL
  // of the op only the sources, the opcode (and what it writes) matter here
  input  sm5_uop_t   h_uop_i,
  input  wrinfo_t    h_wr_i,
  // verilator lint_on UNUSEDSIGNAL
  input  logic [15:0] h_blk_i,
  // verilator lint_off UNUSEDSIGNAL
  // of the decode only the physical registers (the rest comes in on the ports above)
  input  dsdec_t     h_dec_i,
  // verilator lint_on UNUSEDSIGNAL
  input  sm5_pipe_e  h_pipe_i,
  input  logic       h_fixed_i,    // its pipe has a fixed latency
  input  logic [7:0] h_lat_i,      // its latency L
  input  logic       ds_fire_i,
  // a variable-latency result written (clears its pending bits); a memory one pops
  input  logic       clr_i,
  input  logic       clr_mem_i,
  input  logic [15:0] clr_reg_i,
  input  logic [3:0] clr_mask_i,
  output logic       raw_o,
  output logic       waw_o,
  output logic       slot_o,
  output logic [RES_N-1:0] res_o,
  output logic [15:0] slot0_reg_o, // the register of this cycle's reserved write (fixed, WB2)
  output logic [15:0] slot1_reg_o, // ... and of next cycle's (the EX1 bypass)
  output logic [NPIPES-1:0][15:0] var_reg1_o,  // each iterative pipe's op: its first write
  output logic [NPIPES-1:0][15:0] var_reg2_o,  // ... and its second (dst2 after dst)
  output logic [15:0] mem_reg_o,   // the register of the oldest memory result
  output logic       pend_o        // a result is pending somewhere
);
  logic [NREGS-1:0][3:0]         pend_q, pend_d;
  logic [RES_N-1:0]              res_q, res_d;
  logic [RES_N-1:0][15:0]        sreg_q, sreg_d;
  logic [RES_N-1:0][3:0]         smask_q, smask_d;   // components counted (in range)
  logic [NPIPES-1:0][15:0]       vreg1_q, vreg2_q;
  logic [MBQ-1:0][15:0]          mreg_q;
  logic [MBW-1:0]                mrd_q, mwr_q;

  function automatic logic in_range(logic [15:0] r);
    return 32'(r) < NREGS;
  endfunction
  // verilator lint_off UNUSEDSIGNAL
  // the high bits of r are checked by in_range(), not used as index bits
  function automatic logic [RAW-1:0] ridx(logic [15:0] r);
    return RAW'(r);
  endfunction
  // verilator lint_on UNUSEDSIGNAL
  // a reserved write at a slot of `from` (a mask of slots) writes component k of register
  // r (the slots' hits ORed as one reduction, a tree: a loop setting a flag maps to a chain)
  function automatic logic later(logic [RES_N-1:0][15:0] sr, logic [RES_N-1:0][3:0] sm,
                                 logic [RES_N-1:0] from, logic [15:0] r, logic [1:0] k);
    logic [RES_N-1:0] hit;
    for (int unsigned j = 0; j < RES_N; j++) hit[j] = from[j] && sm[j][k] && sr[j] == r;
    return |hit;
  endfunction
  function automatic logic [RES_N-1:0] slots_from(int unsigned n);
    logic [RES_N-1:0] m;
    for (int unsigned j = 0; j < RES_N; j++) m[j] = j >= n;
    return m;
  endfunction
  localparam logic [RES_N-1:0] RAW_FROM = slots_from(EX1_BYPASS ? 3 : 2);

  // The latency as slot masks, one compare of its 8 bits with a constant per slot: slot
  // L + n (at_n) and the slots from L + 2 on (ge2). An index by L or a sum with it sat in
  // front of every check, dispatch's deepest path.
  logic [RES_N-1:0] at1, at2, at3, ge2;
  always_comb begin
    for (int unsigned j = 0; j < RES_N; j++) begin
      at1[j] = j >= 1 && 32'(h_lat_i) == j - 1;
      ge2[j] = j >= 2 && 32'(h_lat_i) <= j - 2;
    end
    at2 = at1 << 1;
    at3 = at1 << 2;
  end

  // verilator lint_off UNUSEDSIGNAL
  // neg/abs of s do not change what it reads
  // the components a source's swizzle selects (none unless it is a TEMP in range)
  function automatic logic [3:0] read_mask(sm5_src_t s, logic [15:0] p);
    logic [3:0] m;
    m = '0;
    if (s.kind == SRC_TEMP && in_range(p)) begin
      for (int unsigned c = 0; c < 4; c++) m[s.swz[2*c +: 2]] = 1'b1;
    end
    return m;
  endfunction
  // verilator lint_on UNUSEDSIGNAL

  logic [NSRC-1:0][3:0]  rmask;
  logic [NSRC-1:0][15:0] psrc;
  logic [15:0]           preg1, preg2;
  assign preg1 = h_dec_i.preg1;
  assign preg2 = h_dec_i.preg2;
  logic [NSRC-1:0][3:0] raw_hit;
  logic [1:0][3:0]      waw_hit;
  always_comb begin
    for (int unsigned s = 0; s < NSRC; s++) begin
      psrc[s]  = h_dec_i.psrc[s];
      rmask[s] = read_mask(h_uop_i.src[s], psrc[s]);
      for (int unsigned k = 0; k < 4; k++) begin
        raw_hit[s][k] = rmask[s][k] &&
                        (pend_q[ridx(psrc[s])][k] || later(sreg_q, smask_q, RAW_FROM, psrc[s], 2'(k)));
      end
    end
    raw_o = |raw_hit;
    for (int unsigned k = 0; k < 4; k++) begin
      waw_hit[0][k] = h_wr_i.wr && in_range(preg1) && h_wr_i.mask1[k] &&
                      (pend_q[ridx(preg1)][k] || later(sreg_q, smask_q, ge2, preg1, 2'(k)));
      waw_hit[1][k] = h_wr_i.two && in_range(preg2) && h_wr_i.mask2[k] &&
                      (pend_q[ridx(preg2)][k] || later(sreg_q, smask_q, ge2, preg2, 2'(k)));
    end
    waw_o = |waw_hit;
    slot_o = h_fixed_i && h_wr_i.wr &&
             ((res_q & at2) != '0 || (h_wr_i.two && (res_q & at3) != '0));
  end

  always_comb begin
    pend_d = pend_q;
    if (clr_i && in_range(clr_reg_i)) begin
      for (int unsigned k = 0; k < 4; k++) begin
        if (clr_mask_i[k]) pend_d[ridx(clr_reg_i)][k] = 1'b0;
      end
    end
    res_d   = {1'b0, res_q[RES_N-1:1]};
    sreg_d  = {16'd0, sreg_q[RES_N-1:1]};
    smask_d = {4'd0, smask_q[RES_N-1:1]};
    // the new reservations, after the shift: slot L + 1 (L + 2 for dst2)
    for (int unsigned j = 0; j < RES_N; j++) begin
      if (ds_fire_i && h_fixed_i && h_wr_i.wr && at1[j]) begin
        res_d[j]   = 1'b1;
        sreg_d[j]  = preg1;
        smask_d[j] = in_range(preg1) ? h_wr_i.mask1 : 4'd0;
      end
      if (ds_fire_i && h_fixed_i && h_wr_i.two && at2[j]) begin
        res_d[j]   = 1'b1;
        sreg_d[j]  = preg2;
        smask_d[j] = in_range(preg2) ? h_wr_i.mask2 : 4'd0;
      end
    end
    for (int unsigned k = 0; k < 4; k++) begin
      if (ds_fire_i && !h_fixed_i && h_wr_i.wr && in_range(preg1) && h_wr_i.mask1[k])
        pend_d[ridx(preg1)][k] = 1'b1;
      if (ds_fire_i && !h_fixed_i && h_wr_i.two && in_range(preg2) && h_wr_i.mask2[k])
        pend_d[ridx(preg2)][k] = 1'b1;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      pend_q  <= '0;
      res_q   <= '0;
      smask_q <= '0;
      mrd_q   <= '0;
      mwr_q   <= '0;
    end else begin
      pend_q  <= pend_d;
      res_q   <= res_d;
      smask_q <= smask_d;
      if (ds_fire_i && h_pipe_i == PIPE_MEM && op_returns_value(h_uop_i.op)) mwr_q <= mwr_q + 1'b1;
      if (clr_mem_i) mrd_q <= mrd_q + 1'b1;
    end
  end
  always_ff @(posedge clk_i) begin
    sreg_q <= sreg_d;
    if (ds_fire_i && pipe_kind(h_pipe_i) == PK_ITERATIVE) begin
      vreg1_q[h_pipe_i] <= preg1;
      vreg2_q[h_pipe_i] <= preg2;
    end
    // the memory unit writes its result to the op's dst field (its wb_reg_o)
    if (ds_fire_i && h_pipe_i == PIPE_MEM && op_returns_value(h_uop_i.op))
      mreg_q[mwr_q] <= h_blk_i + 16'(h_uop_i.dst_reg);
  end

  assign res_o       = res_q;
  assign slot0_reg_o = sreg_q[0];
  assign slot1_reg_o = sreg_q[1];
  assign var_reg1_o  = vreg1_q;
  assign var_reg2_o  = vreg2_q;
  assign mem_reg_o   = mreg_q[mrd_q];
  assign pend_o      = pend_q != '0;
endmodule

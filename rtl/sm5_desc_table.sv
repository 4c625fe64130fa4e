// Descriptor table: one sm5_desc_t per slot (u0..u7 = 0..7, g0..g7 = 8..15), written by
// the host port before a run; the hidden alloc/consume counters are updated in place by
// the unit. Three reads a cycle (the address stage's slot, the host's slot, the counter
// of the slot in the execute stage), all combinational.
// What only the host writes sits in RAM arrays with one write port and asynchronous
// reads (an FPGA's distributed RAM: 16 x 4 bits a cell on ECP5, replicated per read
// port; in flops on the way to the 16:1 read muxes, they took 4,698 LUT4 and 3,712 FF of
// the fpga profile's memory unit). A RAM has no reset: a valid bit per slot (reset,
// set by the host's write) masks the kind, dim and fmt the address stage reads and the
// RAM fields the host reads back, which is what the reset to 0 gave. The counters have
// two writers (host, unit) and stay in flops (reset).
// Besides the 32-bit fields it keeps, per slot, the narrow values the pipelined address
// generation works with (docs/memory-unit.md, "Address widths"); they are derived when
// the host writes the descriptor, so no 32-bit arithmetic sits in the address stages:
//   lim      words of the resource inside the memory: base >= N ? 0 : min(size, N - base)
//   sw       ceil(stride / 4): a structured word offset k is past the stride iff >= sw
//   stride_n stride saturated at 2^(AW+2) (index * stride >= 4N means out of bounds)
//   dlim     4 * size - stride saturated at 4N - 1 (element end check), dneg: < 0
//   dw/dh/dd dims saturated at 2^AW (1 for a dimension the kind does not have),
//   dwdh     dw * dh saturated at 2^AW, so a typed word is x + dw*y + dwdh*z
// dwdh is the one derived field that takes more than the write cycle: the multiply runs
// in two more steps (dw and dh registered; two partial products registered; their sum,
// saturated, into the RAM), so it reads right from the third cycle after the write
// (pend_o meanwhile). Every other field reads right from the next cycle. The host writes
// descriptors while the unit is idle and sends no request in the two cycles after
// (sm5_mem_unit's a_desc_pend); a request reaches the address stage a cycle after it
// enters, so it never sees a dwdh in flight.
module sm5_desc_table
  import sm5_pkg::*;
#(
  parameter int unsigned MEM_WORDS = 4096,
  parameter bit          CG_BYPASS = 1'b0,   // the clock gate a pass-through (FPGA: sm5_clk_gate)
  localparam int unsigned AW = (MEM_WORDS > 1) ? $clog2(MEM_WORDS) : 1,   // word address
  localparam int unsigned LW = $clog2(MEM_WORDS + 1)                      // 0..MEM_WORDS
) (
  input  logic            clk_i,
  input  logic            rst_ni,
  input  logic            we_i,          // host write (has priority)
  input  logic [3:0]      wslot_i,
  input  sm5_desc_t       wdesc_i,
  input  logic            cnt_we_i,      // counter update from the unit
  input  logic [3:0]      cnt_slot_i,
  input  logic [31:0]     cnt_i,
  // read port a: the address stage (kind, dim, fmt and the derived fields)
  input  logic [3:0]      rslot_a_i,
  output sm5_res_kind_e   kind_a_o,
  output sm5_dim_e        dim_a_o,
  output sm5_fmt_e        fmt_a_o,
  output logic [AW-1:0]   base_a_o,
  output logic [LW-1:0]   lim_a_o,
  output logic [30:0]     sw_a_o,
  output logic [AW+2:0]   stride_a_o,
  output logic [AW+1:0]   dlim_a_o,
  output logic            dneg_a_o,
  output logic [AW:0]     dw_a_o,
  output logic [AW:0]     dh_a_o,
  output logic [AW:0]     dd_a_o,
  output logic [AW:0]     dwdh_a_o,
  // read port b: the host
  input  logic [3:0]      rslot_b_i,
  output sm5_desc_t       rdesc_b_o,
  // read port c: the counter of the execute stage's slot
  input  logic [3:0]      rslot_c_i,
  output logic [31:0]     rcnt_c_o,
  output logic            pend_o         // a dwdh write in flight
);
  localparam logic [AW:0]   ONE_AW = (AW + 1)'(1);
  localparam logic [AW:0]   CAP    = {1'b1, {AW{1'b0}}};        // 2^AW
  localparam logic [AW+2:0] SCAP   = {1'b1, {(AW + 2){1'b0}}};  // 2^(AW+2)

  // The host-written fields (without the counter) and the derived ones, per slot; the
  // valid bits and the counters are control state: reset.
  // (the kind, dim and fmt apart: both ports read them, only the host the rest)
  typedef struct packed {
    sm5_fmt_e      fmt;
    sm5_dim_e      dim;
    sm5_res_kind_e kind;
  } kdf_t;
  kdf_t           kdf_m    [NRES];
  logic [5:0][31:0] host_m [NRES];   // depth, height, width, stride, size, base
  logic [AW-1:0]  base_q   [NRES];
  logic [LW-1:0]  lim_q    [NRES];
  logic [30:0]    sw_q     [NRES];
  logic [AW+2:0]  stride_q [NRES];
  logic [AW+1:0]  dlim_q   [NRES];
  logic           dneg_q   [NRES];
  logic [AW:0]    dw_q     [NRES];
  logic [AW:0]    dh_q     [NRES];
  logic [AW:0]    dd_q     [NRES];
  logic [AW:0]    dwdh_q   [NRES];
  logic [NRES-1:0]        valid_q;
  logic [NRES-1:0][31:0]  cnt_q;

  function automatic logic [AW:0] sat_aw(logic [31:0] v);
    return (v >= 32'(CAP)) ? CAP : v[AW:0];
  endfunction

  // derived fields of the descriptor being written
  logic [LW-1:0]  w_lim;
  logic [30:0]    w_sw;
  logic [AW+2:0]  w_stride;
  logic [AW+1:0]  w_dlim;
  logic           w_dneg;
  logic [AW:0]    w_dw, w_dh, w_dd;
  always_comb begin
    logic [32:0] room;
    logic [34:0] d;
    room   = 33'(MEM_WORDS) - 33'(wdesc_i.base);
    w_lim  = (wdesc_i.base >= 32'(MEM_WORDS)) ? '0 :
             (33'(wdesc_i.size) < room) ? LW'(wdesc_i.size) : LW'(room);
    w_sw   = 31'((33'(wdesc_i.stride) + 33'd3) >> 2);
    w_stride = (wdesc_i.stride >= 32'(SCAP)) ? SCAP : wdesc_i.stride[AW+2:0];
    d      = {1'b0, wdesc_i.size, 2'b00} - 35'(wdesc_i.stride);
    w_dneg = d[34];
    w_dlim = (d >= 35'(4 * MEM_WORDS)) ? (AW + 2)'(4 * MEM_WORDS - 1) : d[AW+1:0];
    w_dw   = sat_aw(wdesc_i.width);
    w_dh   = ONE_AW;
    w_dd   = ONE_AW;
    unique case (wdesc_i.dim)
      DIM_1DARRAY: w_dd = sat_aw(wdesc_i.depth);
      DIM_2D:      w_dh = sat_aw(wdesc_i.height);
      DIM_2DARRAY,
      DIM_3D: begin
        w_dh = sat_aw(wdesc_i.height);
        w_dd = sat_aw(wdesc_i.depth);
      end
      default: ;
    endcase
  end

  // dw * dh in steps: dh in a low and a high part, one partial product each
  localparam int unsigned HL = (AW + 2) / 2;
  localparam int unsigned HH = AW + 1 - HL;
  logic            m1_v_q, m2_v_q;
  logic [3:0]      m1_slot_q, m2_slot_q;
  logic [AW:0]     m1_dw_q, m1_dh_q;
  logic [AW+HL:0]  m2_lo_q;
  logic [AW+HH:0]  m2_hi_q;
  logic [AW:0]     m_dwdh;
  always_comb begin
    logic [2*AW+1:0] p;
    p      = (2 * AW + 2)'(m2_lo_q) + ((2 * AW + 2)'(m2_hi_q) << HL);
    m_dwdh = (p >= (2 * AW + 2)'(CAP)) ? CAP : p[AW:0];
  end
  assign pend_o = m1_v_q || m2_v_q;

  // The table's clock runs on a host write, the two cycles of its dw * dh, or a counter
  // update only (the only loads): the
  // address stage's logic that reads it (sm5_agu's A1 through the unit) then runs per
  // request, not per clock. It also runs during reset: the reset is asynchronous, but a
  // simulation that starts with rst_ni already low sees no negedge, only the clock edges.
  logic clk_t;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg (
    .clk_i, .en_i (we_i || pend_o || cnt_we_i || !rst_ni), .clk_o (clk_t)
  );

  always_ff @(posedge clk_t or negedge rst_ni) begin
    if (!rst_ni) begin
      valid_q <= '0;
      cnt_q   <= '0;
      m1_v_q  <= 1'b0;
      m2_v_q  <= 1'b0;
    end else begin
      m1_v_q <= we_i;
      m2_v_q <= m1_v_q;
      if (cnt_we_i) cnt_q[cnt_slot_i] <= cnt_i;
      if (we_i) begin
        valid_q[wslot_i] <= 1'b1;
        cnt_q[wslot_i]   <= wdesc_i.counter;
      end
    end
  end

  always_ff @(posedge clk_t) begin
    if (we_i) begin
      kdf_m[wslot_i]    <= '{fmt: wdesc_i.fmt, dim: wdesc_i.dim, kind: wdesc_i.kind};
      host_m[wslot_i]   <= {wdesc_i.depth, wdesc_i.height, wdesc_i.width, wdesc_i.stride,
                            wdesc_i.size, wdesc_i.base};
      base_q[wslot_i]   <= wdesc_i.base[AW-1:0];
      lim_q[wslot_i]    <= w_lim;
      sw_q[wslot_i]     <= w_sw;
      stride_q[wslot_i] <= w_stride;
      dlim_q[wslot_i]   <= w_dlim;
      dneg_q[wslot_i]   <= w_dneg;
      dw_q[wslot_i]     <= w_dw;
      dh_q[wslot_i]     <= w_dh;
      dd_q[wslot_i]     <= w_dd;
    end
  end

  always_ff @(posedge clk_t) begin
    if (we_i) begin
      m1_slot_q <= wslot_i;
      m1_dw_q   <= w_dw;
      m1_dh_q   <= w_dh;
    end
    if (m1_v_q) begin
      m2_slot_q <= m1_slot_q;
      m2_lo_q   <= (AW + HL + 1)'(m1_dw_q) * (AW + HL + 1)'(m1_dh_q[HL-1:0]);
      m2_hi_q   <= (AW + HH + 1)'(m1_dw_q) * (AW + HH + 1)'(m1_dh_q[AW:HL]);
    end
  end

  always_ff @(posedge clk_t) begin
    if (m2_v_q) dwdh_q[m2_slot_q] <= m_dwdh;
  end

  // an unwritten slot reads as the reset gave it: RES_NONE, and 0 in every RAM field
  kdf_t ka, kb;
  assign ka = kdf_m[rslot_a_i];
  assign kb = kdf_m[rslot_b_i];
  assign kind_a_o   = valid_q[rslot_a_i] ? ka.kind : RES_NONE;
  assign dim_a_o    = valid_q[rslot_a_i] ? ka.dim  : sm5_dim_e'(0);
  assign fmt_a_o    = valid_q[rslot_a_i] ? ka.fmt  : sm5_fmt_e'(0);
  assign base_a_o   = base_q[rslot_a_i];
  assign lim_a_o    = lim_q[rslot_a_i];
  assign sw_a_o     = sw_q[rslot_a_i];
  assign stride_a_o = stride_q[rslot_a_i];
  assign dlim_a_o   = dlim_q[rslot_a_i];
  assign dneg_a_o   = dneg_q[rslot_a_i];
  assign dw_a_o     = dw_q[rslot_a_i];
  assign dh_a_o     = dh_q[rslot_a_i];
  assign dd_a_o     = dd_q[rslot_a_i];
  assign dwdh_a_o   = dwdh_q[rslot_a_i];
  assign rdesc_b_o  = {cnt_q[rslot_b_i],   // (the counter: flops, reset, counted either way)
                       valid_q[rslot_b_i] ? {host_m[rslot_b_i], kb.fmt, kb.dim, kb.kind} : 200'd0};
  assign rcnt_c_o   = cnt_q[rslot_c_i];
endmodule

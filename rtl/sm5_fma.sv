// The f32 FMA pipe of one lane (SPEC 10): add, mul, mad (fused, P-17; also the dp2/3/4
// steps of P-18), frc (P-21) and round_ne/ni/pi/z, on one fused multiply-add datapath.
//
// Interface (fixed latency, never stalls; the dispatcher reserves the write-back slot):
//   valid_i, op_i, a_i, b_i, c_i   operands after the source modifiers
//   valid_o, res_o                 exactly STAGES cycles later
//   ADD a+b, MUL a*b, MAD a*b+c, FRC frc(a), RNE/RNI/RPI/RZ round_*(a); unused operands
//   are don't-care. No _sat (the wrapper applies it); the tag rides outside.
// Result = cmodel/sm5_fma_unit.c: denorm inputs flushed, the exact value, one rounding to
// nearest even at 24 bits with an unbounded exponent, then the P-15 flush / overflow,
// P-16 NaN.
//
// Datapath (cvfpu-like single path; docs/fma-unit.md): mul = a*b + (-0); add =
// a*1.0 + b; frc = f*1.0 (+ 1.0 when a < 0: 1 - f), f the fractional part of |a| from
// sm5_fround, which also gives the round_* results whole (a special result). add and frc
// bypass the multiplier with the significand itself. The 48-bit product (two 24x12
// partial products) sits at bits 47:0 of a 75-bit field; the addend's significand is
// placed by exponent difference between bit 50 (clamped: an addend that high leaves the
// product below its guard bit, where only the product's sign and non-zeroness matter,
// which the clamped position keeps) and below bit 0 (shifted-out bits are a sticky bit;
// a subtraction then forms P - A - 1 and keeps the sticky, so the remainder 1 - f stays
// in (0, 1)). P - A and A - P are formed side by side and the nonnegative one kept; then
// normalise (a byte shift, then a bit shift), round to nearest even, P-15 flush, overflow.
//
// Pipelining: STAGES register ranks (cvfpu NumPipeRegs-like). The last rank is always at
// the output; the others take the candidate cuts of cuts_of(STAGES), chosen by measuring
// every cut set (Yosys depth per stage, ECP5 fmax; docs/figures.md). Ranks beyond the six
// cuts delay the result further; STAGES 0 is combinational.
module sm5_fma #(
  parameter int unsigned STAGES = sm5_pkg::FMA_STAGES_DEF,
  // the products: 0 `*` whole in the first stage (an FPGA's DSP blocks take them), 1 in
  // carry-save form (sm5_mul_cs) with their add in the second stage (standard cells: the
  // products then take 16 gate levels, not 32)
  parameter bit MUL_CS = 1'b0
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,
  input  logic                 valid_i,
  input  sm5_pkg::sm5_fma_op_e op_i,
  input  logic [31:0]          a_i,
  input  logic [31:0]          b_i,
  input  logic [31:0]          c_i,
  output logic                 valid_o,
  output logic [31:0]          res_o
);
  localparam int unsigned NCUT = 6;
  // candidate cuts: 0 the inputs, 1 after prep and the partial products, 2 after the
  // addend alignment (and the product sum), 3 after the add, 4 after the byte shift of
  // the normalisation, 5 after it
  function automatic logic [NCUT-1:0] cuts_of(int unsigned n);
    unique case (n)
      0, 1:    cuts_of = 6'b000000;
      2:       cuts_of = 6'b001000;
      3:       cuts_of = 6'b001010;
      4:       cuts_of = 6'b011010;
      5:       cuts_of = 6'b011110;
      6:       cuts_of = 6'b111110;
      default: cuts_of = 6'b111111;
    endcase
  endfunction
  localparam logic [NCUT-1:0] CUTS = cuts_of(STAGES);
  localparam int unsigned NEXTRA = (STAGES > NCUT + 1) ? STAGES - NCUT - 1 : 0;

  localparam logic [31:0] F32_NAN = 32'h7FC0_0000;
  localparam logic [30:0] F32_INF = 31'h7F80_0000;
  localparam logic [31:0] F32_ONE = 32'h3F80_0000;
  localparam logic [31:0] FRC_MAX = 32'h3F7F_FFFF;   // P-21

  // ---- stage data between the cuts -------------------------------------------------
  typedef struct packed {
    logic [2:0]  op;        // sm5_fma_op_e (a package type in a local struct trips Yosys 0.23)
    logic [31:0] a, b, c;
  } in_t;

  typedef struct packed {
    logic        spec;      // result fixed by a special case (or a round_* op)
    logic [31:0] spec_res;
    logic        frc;       // P-21 clamp at the end
    logic        sp;        // sign of the product
    logic        zs;        // sign of the addend
    logic        eff_sub;   // product and nonzero addend of opposite signs
    logic [10:0] ebase;     // biased exponent of field bit 74 (signed)
    logic [35:0] pp_lo;     // product = pp_lo + (pp_hi << 12), field bits 47:0
    logic [35:0] pp_hi;
    logic [35:0] pc_lo;     // MUL_CS: the carry rows, product = pp + pc (else 0)
    logic [35:0] pc_hi;
    logic [23:0] mc;        // addend significand (0: no addend)
    logic [6:0]  sh;        // its right shift from field bit 50 (0..74)
    // addend bits shifted below field bit 0 (a partial shift's addend, stk_p): all of
    // them (tb), or a shift past its trailing zeros (sh > 50 + tzz), tested in the next
    // stage (the compare then sits beside the align, not behind this one's exponent sums)
    logic        stk_p, tb;
    logic [4:0]  tzz;
  } mul_t;

  typedef struct packed {
    logic        spec;
    logic [31:0] spec_res;
    logic        frc;
    logic        sp;
    logic        zs;
    logic        eff_sub;
    logic [10:0] ebase;
    logic [47:0] prod;      // the exact product at field bits 47:0
    logic [74:0] addend;    // the aligned addend
    logic        stk;
  } al_t;

  typedef struct packed {
    logic        spec;
    logic [31:0] spec_res;
    logic        frc;
    logic        sign;      // sign of the exact result
    logic [10:0] ebase;
    logic [74:0] mag;       // |exact result| (with stk: plus a fraction in (0, 1))
    logic        stk;
  } sum_t;

  typedef struct packed {
    logic        spec;
    logic [31:0] spec_res;
    logic        frc;
    logic        sign;
    logic [10:0] ebase;     // less the leading zero bytes
    logic [74:0] x;         // mag shifted by them: the leading one in bits 74:67
    logic        stk;
    logic        zero;      // exact zero (cancellation): +0
  } half_t;

  typedef struct packed {
    logic        spec;
    logic [31:0] spec_res;
    logic        frc;
    logic        sign;
    logic [10:0] emsb;      // biased exponent of the leading bit (signed, unbounded)
    logic [23:0] kept;      // the 24 leading bits
    logic        guard;
    logic        sticky;
    logic        zero;
  } norm_t;

  // Each stage that ends in a register rank has its logic under the valid bit entering it
  // (`if (valid)` in its always_comb, block-local temporaries): the simulation then skips
  // the datapath of an idle stage instead of evaluating every unit of every lane on every
  // clock. The idle value ('0) only reaches a rank that does not load (its enable is the
  // same valid), so synthesis drops the gating: the same ranks and depth per stage. A
  // stage that ends in a wire cut is not gated (`|| !CUTS[k]`): there a '0 would be logic
  // in front of the next stage. sm5_fround has the same gating inside (its en_i); the
  // sm5_lzc counts are instances outside it (the addend's count gets 0 when idle).

  // ---- optional input rank -------------------------------------------------------------
  in_t  i_d, i_q;
  logic i_valid;
  assign i_d = {op_i, a_i, b_i, c_i};   // in the struct's field order
  sm5_fma_cut #(.W($bits(i_d)), .EN(CUTS[0])) u_cut0 (
    .clk_i, .rst_ni, .valid_i(valid_i), .data_i(i_d), .valid_o(i_valid), .data_o(i_q));

  // ---- prep (specials, round_*, exponents, the addend's shift) beside the multiplier --
  mul_t m_d;
  logic [31:0] a, rint, z;
  logic [23:0] fsig;
  logic        fnz;

  logic [2:0] op;
  assign op = i_q.op;
  assign a  = i_q.a;
  sm5_fround u_round (.en_i(i_valid || !CUTS[1]), .rne_i(op == sm5_pkg::FMA_RNE),
                      .rpi_i(op == sm5_pkg::FMA_RPI), .rz_i(op == sm5_pkg::FMA_RZ), .a_i(a),
                      .res_o(rint), .fsig_o(fsig), .fnz_o(fnz));

  // the two 24 x 12 products in carry-save form (MUL_CS)
  logic [35:0] cs_lo_s, cs_lo_c, cs_hi_s, cs_hi_c;
  if (MUL_CS) begin : g_mul_cs
    sm5_mul_cs #(.A(24), .B(12)) u_mul_lo (
      .a_i({1'b1, a[22:0]}), .b_i(i_q.b[11:0]), .sum_o(cs_lo_s), .carry_o(cs_lo_c));
    sm5_mul_cs #(.A(24), .B(12)) u_mul_hi (
      .a_i({1'b1, a[22:0]}), .b_i({1'b1, i_q.b[22:12]}), .sum_o(cs_hi_s), .carry_o(cs_hi_c));
  end else begin : g_mul
    assign {cs_lo_s, cs_lo_c, cs_hi_s, cs_hi_c} = '0;
  end

  // operand roles of a*y + z (z here: the trailing-zero count below needs it)
  always_comb begin
    if (op == sm5_pkg::FMA_ADD)      z = i_q.b;
    else if (op == sm5_pkg::FMA_MUL) z = 32'h8000_0000;   // a*b + (-0) keeps zeros' signs
    else if (op == sm5_pkg::FMA_FRC) z = F32_ONE;   // used only when a < 0 has a fraction
    else                             z = i_q.c;
  end

  // the trailing zeros (tz) of the addend's significand, for each operand it can be (b
  // for add, c for mad; 1.0 for frc has 23)
  logic [23:0] mc, rev_b, rev_c;
  logic [4:0]  tz_b, tz_c;
  logic [1:0]  unused_tz_none;   // a significand has its hidden bit: never all zero
  assign mc = {1'b1, z[22:0]};
  always_comb begin
    {rev_b, rev_c} = '0;   // (idle: the counts' inputs are held at 0, the reversal skipped)
    if (i_valid || !CUTS[1]) begin
      rev_b[0] = 1'b1;   // the hidden bit
      rev_c[0] = 1'b1;
      for (int i = 1; i < 24; i++) begin
        rev_b[i] = i_q.b[23 - i];
        rev_c[i] = i_q.c[23 - i];
      end
    end
  end
  sm5_lzc #(.W(24)) u_tz_b (.in_i(rev_b), .cnt_o(tz_b), .zero_o(unused_tz_none[0]));
  sm5_lzc #(.W(24)) u_tz_c (.in_i(rev_c), .cnt_o(tz_c), .zero_o(unused_tz_none[1]));

  // The addend's range tests for one choice of operands: ex + ey against ez (biased
  // exponents). They are worked out for each op's operands beside the op's decode and
  // picked by it after (not behind the operand select): field bit 50 holds the addend's
  // LSB when ez + 100 >= ex + ey (zb, tt <= 0); tt > 74 leaves it wholly below field bit
  // 0 (tb, sticky only); a partial shift drops nonzero bits when tt > 50 + tzz, the
  // addend's trailing zeros (the next stage's test); the exponent of field bit 74 (ebase)
  // is ez + 1 for a high addend (ebz), else ex + ey - 99 (ebxy).
  typedef struct packed {
    logic        zb, tb;
    logic [6:0]  tt;     // the addend's right shift from field bit 50, modulo 128
    logic [10:0] ebz, ebxy;
  } range_t;
  function automatic range_t range_of(logic [7:0] ex, logic [7:0] ey, logic [7:0] ez);
    logic [9:0] exy;
    exy          = 10'(ex) + 10'(ey);
    range_of.zb  = 10'(ez) + 10'd100 >= exy;
    range_of.tb  = exy > 10'd174 + 10'(ez);
    range_of.tt  = 7'(ex) + 7'(ey) - 7'(ez) - 7'd100;
    range_of.ebz = 11'(ez) + 11'd1;
    range_of.ebxy = 11'(ex) + 11'(ey) - 11'd99;
  endfunction

  always_comb begin
    logic [31:0] y;
    logic        is_add, is_frc, is_round;
    logic        x_zero, y_zero, z_zero, x_inf, y_inf, z_inf, x_nan, nan, no_addend, z_big;
    logic        t_below;
    range_t      r_add, r_mad, r_frc, r;
    logic [23:0] mx, byp;
    logic [35:0] pl, ph;
    // (the temporaries get a value on every path: combinational, no latch)
    {y, is_add, is_frc, is_round, x_zero, y_zero, z_zero, x_inf, y_inf, z_inf, x_nan, nan,
     no_addend, z_big, t_below, r_add, r_mad, r_frc, r, mx, byp, pl, ph} = '0;
    m_d = '0;
    if (i_valid || !CUTS[1]) begin
      is_add   = op == sm5_pkg::FMA_ADD;
      is_frc   = op == sm5_pkg::FMA_FRC;
      is_round = (op == sm5_pkg::FMA_RNE) | (op == sm5_pkg::FMA_RNI) |
                 (op == sm5_pkg::FMA_RPI) | (op == sm5_pkg::FMA_RZ);
      y = (is_add || is_frc) ? F32_ONE : i_q.b;

      // denorms count as zeros (SPEC 1 input flush)
      x_zero = a[30:23] == 8'h00;
      y_zero = y[30:23] == 8'h00;
      z_zero = z[30:23] == 8'h00;
      x_inf  = a[30:0] == F32_INF;
      y_inf  = y[30:0] == F32_INF;
      z_inf  = z[30:0] == F32_INF;
      x_nan  = a[30:23] == 8'hFF && !x_inf;
      nan = x_nan || (y[30:23] == 8'hFF && !y_inf) || (z[30:23] == 8'hFF && !z_inf) ||
            ((x_inf || y_inf) && (x_zero || y_zero)) ||                 // INF * 0
            ((x_inf || y_inf) && z_inf && (z[31] != (a[31] ^ y[31])));  // INF - INF
      // frc: 1 - f for a < 0, f alone for a > 0 (an integral a is a special +0 result)
      no_addend = z_zero || (is_frc && !a[31]);

      if (is_round) begin
        m_d.spec     = 1'b1;
        m_d.spec_res = rint;
      end else if (is_frc) begin   // P-21: zeros, denorms and integers -> +0, INF -> NaN
        m_d.spec     = x_zero || x_inf || x_nan || !fnz;
        m_d.spec_res = (x_inf || x_nan) ? F32_NAN : 32'h0;
      end else begin
        m_d.spec = nan || x_inf || y_inf || z_inf || x_zero || y_zero;
        if (nan)                  m_d.spec_res = F32_NAN;
        else if (x_inf || y_inf)  m_d.spec_res = {a[31] ^ y[31], F32_INF};
        else if (z_inf)           m_d.spec_res = {z[31], F32_INF};
        else if (z_zero)          m_d.spec_res = {(a[31] ^ y[31]) & z[31], 31'h0};
        else                      m_d.spec_res = z;                        // 0 * y + z = z
      end

      // the range tests for add (y = 1.0, z = b), mad and mul (y = b, z = c; mul has no
      // addend) and frc (y = z = 1.0), picked by the op
      r_add = range_of(a[30:23], 8'd127, i_q.b[30:23]);
      r_mad = range_of(a[30:23], i_q.b[30:23], i_q.c[30:23]);
      r_frc = range_of(a[30:23], 8'd127, 8'd127);
      r     = is_add ? r_add : is_frc ? r_frc : r_mad;
      z_big = !no_addend && r.zb;

      // The range tests give the shift the next stage applies: tt <= 0 keeps the addend
      // at field bit 50 (shift 0), tt > 74 leaves it wholly below field bit 0 (sticky
      // only, no addend), a partial shift has the sticky its trailing zeros give.
      t_below   = r.tb;
      m_d.mc    = (no_addend || t_below) ? 24'h0 : mc;
      m_d.sh    = z_big ? 7'd0 : r.tt;
      m_d.stk_p = !no_addend && !z_big;
      m_d.tb    = t_below;
      m_d.tzz   = is_add ? tz_b : is_frc ? 5'd23 : tz_c;   // (1.0 for frc has 23)

      // the product from the raw operands; add and frc bypass it with a significand * 2^23
      mx  = {1'b1, a[22:0]};
      if (MUL_CS) begin
        pl = cs_lo_s;
        ph = cs_hi_s;
      end else begin
        pl = mx * i_q.b[11:0];
        ph = mx * {1'b1, i_q.b[22:12]};
      end
      byp = is_frc ? fsig : mx;

      m_d.frc     = is_frc;
      m_d.sp      = a[31] ^ y[31];
      m_d.zs      = z[31];
      m_d.eff_sub = !no_addend && (a[31] ^ y[31] ^ z[31]);
      m_d.ebase   = z_big ? r.ebz : r.ebxy;
      m_d.pp_lo   = (is_add || is_frc) ? 36'h0 : pl;
      m_d.pp_hi   = (is_add || is_frc) ? {1'b0, byp, 11'h0} : ph;
      m_d.pc_lo   = (is_add || is_frc) ? 36'h0 : cs_lo_c;
      m_d.pc_hi   = (is_add || is_frc) ? 36'h0 : cs_hi_c;
    end
  end

  mul_t m_q;
  logic m_valid;
  sm5_fma_cut #(.W($bits(m_d)), .EN(CUTS[1])) u_cut1 (
    .clk_i, .rst_ni, .valid_i(i_valid), .data_i(m_d), .valid_o(m_valid), .data_o(m_q));

  // ---- align the addend; sum the partial products beside it --------------------------
  al_t a_d;
  always_comb begin
    logic [47:0] r0, r1, r2, r3, s1, c1, s2, c2;   // MUL_CS: four rows to two, one add
    {r0, r1, r2, r3, s1, c1, s2, c2} = '0;
    a_d = '0;
    if (m_valid || !CUTS[2]) begin
      a_d.spec     = m_q.spec;
      a_d.spec_res = m_q.spec_res;
      a_d.frc      = m_q.frc;
      a_d.sp       = m_q.sp;
      a_d.zs       = m_q.zs;
      a_d.eff_sub  = m_q.eff_sub;
      a_d.ebase    = m_q.ebase;
      if (MUL_CS) begin
        r0 = {12'h0, m_q.pp_lo};
        r1 = {12'h0, m_q.pc_lo};
        r2 = {m_q.pp_hi, 12'h0};
        r3 = {m_q.pc_hi, 12'h0};
        s1 = r0 ^ r1 ^ r2;
        c1 = ((r0 & r1) | (r0 & r2) | (r1 & r2)) << 1;
        s2 = s1 ^ c1 ^ r3;
        c2 = ((s1 & c1) | (s1 & r3) | (c1 & r3)) << 1;
        a_d.prod = s2 + c2;
      end else begin
        a_d.prod = {12'h0, m_q.pp_lo} + {m_q.pp_hi, 12'h0};
      end
      a_d.addend   = {1'b0, m_q.mc, 50'h0} >> m_q.sh;
      a_d.stk      = m_q.stk_p && (m_q.tb || m_q.sh > 7'd50 + 7'(m_q.tzz));
    end
  end

  al_t  a_q;
  logic a_valid;
  sm5_fma_cut #(.W($bits(a_d)), .EN(CUTS[2])) u_cut2 (
    .clk_i, .rst_ni, .valid_i(m_valid), .data_i(a_d), .valid_o(a_valid), .data_o(a_q));

  // ---- P + A, or P - A and A - P side by side -----------------------------------------
  sum_t s_d;
  always_comb begin
    logic [75:0] pf, af, d;
    logic [74:0] e;
    {pf, af, d, e} = '0;
    s_d = '0;
    if (a_valid || !CUTS[3]) begin
      pf = {28'h0, a_q.prod};
      af = {1'b0, a_q.addend};
      // P + A, or P - A exactly (no sticky) or P - A - 1 (sticky: the true value adds
      // 1 - f)
      d = pf + (a_q.eff_sub ? ~af : af) + {75'h0, a_q.eff_sub & ~a_q.stk};
      e = a_q.addend - pf[74:0];   // when P - A < 0: the addend is above P, no sticky
      s_d.spec     = a_q.spec;
      s_d.spec_res = a_q.spec_res;
      s_d.frc      = a_q.frc;
      s_d.ebase    = a_q.ebase;
      s_d.stk      = a_q.stk;
      if (a_q.eff_sub && d[75]) begin
        s_d.mag  = e;
        s_d.sign = a_q.zs;
      end else begin
        s_d.mag  = d[74:0];
        s_d.sign = a_q.sp;
      end
    end
  end

  sum_t s_q;
  logic s_valid;
  sm5_fma_cut #(.W($bits(s_d)), .EN(CUTS[3])) u_cut3 (
    .clk_i, .rst_ni, .valid_i(a_valid), .data_i(s_d), .valid_o(s_valid), .data_o(s_q));

  // ---- normalise: the leading one to field bit 74, in two steps: a coarse shift by whole
  // bytes (the first nonzero of the ten byte groups, from a count over their nonzero
  // flags, not a chain of tests), cut 3, then the shift within the top byte ----------
  half_t       h_d;
  logic [79:0] xb;      // mag and 5 zero bits: ten byte groups, group 0 on top
  logic [9:0]  gnz;     // bit 9 - g: group g is nonzero
  logic [3:0]  grp;     // the first nonzero group
  logic        unused_gzero;   // all groups zero is h_d.zero, taken from mag itself
  assign xb = {s_q.mag, 5'h0};
  always_comb for (int g = 0; g < 10; g++) gnz[9 - g] = xb[79 - 8*g -: 8] != '0;
  sm5_lzc #(.W(10)) u_grp (.in_i(gnz), .cnt_o(grp), .zero_o(unused_gzero));
  always_comb begin
    h_d = '0;
    if (s_valid || !CUTS[4]) begin
      h_d.spec     = s_q.spec;
      h_d.spec_res = s_q.spec_res;
      h_d.frc      = s_q.frc;
      h_d.sign     = s_q.sign;
      h_d.stk      = s_q.stk;
      h_d.zero     = s_q.mag == '0;
      h_d.x        = s_q.mag << {grp, 3'h0};
      h_d.ebase    = s_q.ebase - {4'h0, grp, 3'h0};
    end
  end

  half_t h_q;
  logic  h_valid;
  sm5_fma_cut #(.W($bits(h_d)), .EN(CUTS[4])) u_cut4 (
    .clk_i, .rst_ni, .valid_i(s_valid), .data_i(h_d), .valid_o(h_valid), .data_o(h_q));

  norm_t       n_d;
  logic [2:0]  lz8;
  logic        unused_bzero;   // the top byte is nonzero unless the whole value is
  sm5_lzc #(.W(8)) u_lz8 (.in_i(h_q.x[74:67]), .cnt_o(lz8), .zero_o(unused_bzero));
  always_comb begin
    logic [74:0] xn;
    xn  = '0;
    n_d = '0;
    if (h_valid || !CUTS[5]) begin
      xn = h_q.x << lz8;
      n_d.spec     = h_q.spec;
      n_d.spec_res = h_q.spec_res;
      n_d.frc      = h_q.frc;
      n_d.sign     = h_q.sign;
      n_d.emsb     = h_q.ebase - {8'h0, lz8};
      n_d.kept     = xn[74:51];
      n_d.guard    = xn[50];
      n_d.sticky   = (|xn[49:0]) | h_q.stk;
      n_d.zero     = h_q.zero;
    end
  end

  norm_t n_q;
  logic  n_valid;
  sm5_fma_cut #(.W($bits(n_d)), .EN(CUTS[5])) u_cut5 (
    .clk_i, .rst_ni, .valid_i(h_valid), .data_i(n_d), .valid_o(n_valid), .data_o(n_q));

  // ---- round to nearest even, P-15 flush, overflow, special results, P-21 -------------
  // The exponent tests are made for both outcomes of the rounding carry, in parallel
  // with the increment, and picked by the carry.
  logic [31:0] res_d;
  always_comb begin
    logic        up, carry, flush, ovf;
    logic [22:0] kr;   // the fraction: all zero on a carry (2^k); the leading bit is
                       // implied by the exponent
    logic [7:0]  efield;
    {up, carry, flush, ovf, kr, efield} = '0;
    res_d = '0;
    if (n_valid || STAGES == 0) begin
      up     = n_q.guard & (n_q.sticky | n_q.kept[0]);
      carry  = up & (&n_q.kept);
      kr     = n_q.kept[22:0] + {22'h0, up};
      flush  = n_q.emsb[10] || (n_q.emsb == '0 && !carry);   // P-15: below 2^-126
      ovf    = (!n_q.emsb[10] && n_q.emsb >= 11'd255) || (n_q.emsb == 11'd254 && carry);
      efield = n_q.emsb[7:0] + {7'h0, carry};
      if (n_q.spec)       res_d = n_q.spec_res;
      else if (n_q.zero)  res_d = 32'h0;                    // x - x = +0
      else if (flush)     res_d = {n_q.sign, 31'h0};
      else if (ovf)       res_d = {n_q.sign, F32_INF};
      else                res_d = {n_q.sign, efield, kr};
      // P-21: frc never gives 1.0; only a rounding carry to 2^0 reaches it
      if (n_q.frc && !n_q.spec && carry && n_q.emsb == 11'd126) res_d = FRC_MAX;
    end
  end

  logic [31:0] r_q;
  logic        r_valid;
  sm5_fma_cut #(.W(32), .EN(STAGES > 0)) u_cut_out (
    .clk_i, .rst_ni, .valid_i(n_valid), .data_i(res_d), .valid_o(r_valid), .data_o(r_q));

  // ---- ranks beyond the cuts: a plain delay ------------------------------------------
  logic [NEXTRA:0]        xv;
  logic [32*NEXTRA+31:0]  xr;   // rank i in bits 32i+31:32i
  assign xv[0]     = r_valid;
  assign xr[31:0]  = r_q;
  for (genvar i = 0; i < NEXTRA; i++) begin : g_extra
    sm5_fma_cut #(.W(32), .EN(1'b1)) u_cut (
      .clk_i, .rst_ni, .valid_i(xv[i]), .data_i(xr[32*i+:32]), .valid_o(xv[i+1]),
      .data_o(xr[32*(i+1)+:32]));
  end
  assign valid_o = xv[NEXTRA];
  assign res_o   = xr[32*NEXTRA+:32];
endmodule

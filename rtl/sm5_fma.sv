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
  parameter int unsigned STAGES = sm5_pkg::FMA_STAGES
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
    logic [23:0] mc;        // addend significand (0: no addend)
    logic [6:0]  sh;        // its right shift from field bit 50 (0..74)
    logic        stk;       // addend bits shifted below field bit 0
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

  // ---- the logic between the cuts, as functions --------------------------------------
  // A register rank computes its input inside its own always_ff, under the incoming
  // valid (the enable it always had), so an idle unit costs the simulation a branch
  // instead of the whole datapath on every clock; a wire cut applies the function in an
  // always_comb. The logic is the same either way (the rank's D input). Where the cut
  // before a rank is a wire, the rank applies both functions, so a wire cut's logic is
  // not evaluated on its own. The small shared helpers (sm5_fround, sm5_lzc) stay
  // instances, evaluated each clock on their rank's output.

  // prep: specials, round_*, exponents, the addend's shift, the partial products.
  // y, z: the operand roles of a*y + z; rint, fsig, fnz: sm5_fround of a; tz: the
  // addend significand's trailing zeros
  function automatic mul_t f_prep(logic [2:0] op, logic [31:0] a, logic [22:0] b,
                                  logic [31:0] y, logic [31:0] z, logic [31:0] rint,
                                  logic [23:0] fsig, logic fnz, logic [4:0] tz);
    mul_t        m;
    logic        is_add, is_frc, is_round;
    logic        x_zero, y_zero, z_zero, x_inf, y_inf, z_inf, x_nan, nan, no_addend, z_big;
    logic        t_below;
    logic [6:0]  tt;   // the addend's right shift from field bit 50, modulo 128
    logic [9:0]  exy, ez100;
    logic [23:0] mc, mx, byp;
    logic [35:0] pl, ph;
    is_add   = op == sm5_pkg::FMA_ADD;
    is_frc   = op == sm5_pkg::FMA_FRC;
    is_round = (op == sm5_pkg::FMA_RNE) | (op == sm5_pkg::FMA_RNI) |
               (op == sm5_pkg::FMA_RPI) | (op == sm5_pkg::FMA_RZ);
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
      m.spec     = 1'b1;
      m.spec_res = rint;
    end else if (is_frc) begin   // P-21: zeros, denorms and integers -> +0, INF -> NaN
      m.spec     = x_zero || x_inf || x_nan || !fnz;
      m.spec_res = (x_inf || x_nan) ? F32_NAN : 32'h0;
    end else begin
      m.spec = nan || x_inf || y_inf || z_inf || x_zero || y_zero;
      if (nan)                  m.spec_res = F32_NAN;
      else if (x_inf || y_inf)  m.spec_res = {a[31] ^ y[31], F32_INF};
      else if (z_inf)           m.spec_res = {z[31], F32_INF};
      else if (z_zero)          m.spec_res = {(a[31] ^ y[31]) & z[31], 31'h0};
      else                      m.spec_res = z;                        // 0 * y + z = z
    end

    // field bit 50 holds the addend's LSB when ez + 100 >= ex + ey (tt <= 0); the range
    // tests compare the exponent sums side by side with tt, not after it
    exy   = 10'(a[30:23]) + 10'(y[30:23]);
    ez100 = 10'(z[30:23]) + 10'd100;
    tt    = 7'(a[30:23]) + 7'(y[30:23]) - 7'(z[30:23]) - 7'd100;
    z_big = !no_addend && (ez100 >= exy);

    // The range tests give the shift the next stage applies: tt <= 0 keeps the addend at
    // field bit 50 (shift 0), tt > 74 leaves it wholly below field bit 0 (sticky only, no
    // addend). The sticky of a partial shift is known from the addend's trailing zeros
    // (tz): bits fall below field bit 0 when tt > 50 + tz.
    mc      = {1'b1, z[22:0]};
    t_below = exy > 10'd174 + 10'(z[30:23]);
    m.mc    = (no_addend || t_below) ? 24'h0 : mc;
    m.sh    = z_big ? 7'd0 : tt;
    m.stk   = !no_addend && !z_big && (t_below || tt > 7'd50 + 7'(tz));

    // the product from the raw operands; add and frc bypass it with a significand * 2^23
    mx  = {1'b1, a[22:0]};
    pl  = mx * b[11:0];
    ph  = mx * {1'b1, b[22:12]};
    byp = is_frc ? fsig : mx;

    m.frc     = is_frc;
    m.sp      = a[31] ^ y[31];
    m.zs      = z[31];
    m.eff_sub = !no_addend && (a[31] ^ y[31] ^ z[31]);
    m.ebase   = z_big ? 11'(z[30:23]) + 11'd1 : 11'(a[30:23]) + 11'(y[30:23]) - 11'd99;
    m.pp_lo   = (is_add || is_frc) ? 36'h0 : pl;
    m.pp_hi   = (is_add || is_frc) ? {1'b0, byp, 11'h0} : ph;
    return m;
  endfunction

  // align the addend; sum the partial products beside it
  function automatic al_t f_align(mul_t m);
    al_t a;
    a.spec     = m.spec;
    a.spec_res = m.spec_res;
    a.frc      = m.frc;
    a.sp       = m.sp;
    a.zs       = m.zs;
    a.eff_sub  = m.eff_sub;
    a.ebase    = m.ebase;
    a.prod     = {12'h0, m.pp_lo} + {m.pp_hi, 12'h0};
    a.addend   = {1'b0, m.mc, 50'h0} >> m.sh;
    a.stk      = m.stk;
    return a;
  endfunction

  // P + A, or P - A and A - P side by side
  function automatic sum_t f_sum(al_t a);
    sum_t        s;
    logic [75:0] pf, af, d;
    logic [74:0] e;
    pf = {28'h0, a.prod};
    af = {1'b0, a.addend};
    // P + A, or P - A exactly (no sticky) or P - A - 1 (sticky: the true value adds 1 - f)
    d = pf + (a.eff_sub ? ~af : af) + {75'h0, a.eff_sub & ~a.stk};
    e = a.addend - pf[74:0];   // when P - A < 0: the addend is above P, no sticky
    s.spec     = a.spec;
    s.spec_res = a.spec_res;
    s.frc      = a.frc;
    s.ebase    = a.ebase;
    s.stk      = a.stk;
    if (a.eff_sub && d[75]) begin
      s.mag  = e;
      s.sign = a.zs;
    end else begin
      s.mag  = d[74:0];
      s.sign = a.sp;
    end
    return s;
  endfunction

  // normalise, step 1: the coarse shift by whole bytes; grp: the first nonzero of the ten
  // byte groups (from a count over their nonzero flags, not a chain of tests)
  function automatic half_t f_half(sum_t s, logic [3:0] grp);
    half_t h;
    h.spec     = s.spec;
    h.spec_res = s.spec_res;
    h.frc      = s.frc;
    h.sign     = s.sign;
    h.stk      = s.stk;
    h.zero     = s.mag == '0;
    h.x        = s.mag << {grp, 3'h0};
    h.ebase    = s.ebase - {4'h0, grp, 3'h0};
    return h;
  endfunction

  // normalise, step 2: the shift within the top byte (lz8: its leading zeros)
  function automatic norm_t f_norm(half_t h, logic [2:0] lz8);
    norm_t       n;
    logic [74:0] xn;
    xn = h.x << lz8;
    n.spec     = h.spec;
    n.spec_res = h.spec_res;
    n.frc      = h.frc;
    n.sign     = h.sign;
    n.emsb     = h.ebase - {8'h0, lz8};
    n.kept     = xn[74:51];
    n.guard    = xn[50];
    n.sticky   = (|xn[49:0]) | h.stk;
    n.zero     = h.zero;
    return n;
  endfunction

  // round to nearest even, P-15 flush, overflow, special results, P-21. The exponent
  // tests are made for both outcomes of the rounding carry, in parallel with the
  // increment, and picked by the carry.
  function automatic logic [31:0] f_round(norm_t n);
    logic        up, carry, flush, ovf;
    logic [22:0] kr;   // the fraction: all zero on a carry (2^k); the leading bit is
                       // implied by the exponent
    logic [7:0]  efield;
    logic [31:0] res;
    up     = n.guard & (n.sticky | n.kept[0]);
    carry  = up & (&n.kept);
    kr     = n.kept[22:0] + {22'h0, up};
    flush  = n.emsb[10] || (n.emsb == '0 && !carry);   // P-15: below 2^-126
    ovf    = (!n.emsb[10] && n.emsb >= 11'd255) || (n.emsb == 11'd254 && carry);
    efield = n.emsb[7:0] + {7'h0, carry};
    if (n.spec)       res = n.spec_res;
    else if (n.zero)  res = 32'h0;                    // x - x = +0
    else if (flush)   res = {n.sign, 31'h0};
    else if (ovf)     res = {n.sign, F32_INF};
    else              res = {n.sign, efield, kr};
    // P-21: frc never gives 1.0; only a rounding carry to 2^0 reaches it
    if (n.frc && !n.spec && carry && n.emsb == 11'd126) res = FRC_MAX;
    return res;
  endfunction

  // ---- optional input rank -------------------------------------------------------------
  in_t  i_d, i_q;
  logic i_valid;
  assign i_d = {op_i, a_i, b_i, c_i};   // in the struct's field order
  sm5_fma_cut #(.W($bits(i_d)), .EN(CUTS[0])) u_cut0 (
    .clk_i, .rst_ni, .valid_i(valid_i), .data_i(i_d), .valid_o(i_valid), .data_o(i_q));

  // ---- prep beside the multiplier: the helpers' inputs -------------------------------
  logic [2:0]  op;
  logic [31:0] a, rint, y, z;
  logic [23:0] fsig, mc, mc_rev;
  logic [4:0]  tz;
  logic        fnz;
  logic        unused_tz_none;   // mc has its hidden bit: never all zero
  assign op = i_q.op;
  assign a  = i_q.a;
  sm5_fround u_round (.rne_i(op == sm5_pkg::FMA_RNE), .rpi_i(op == sm5_pkg::FMA_RPI),
                      .rz_i(op == sm5_pkg::FMA_RZ), .a_i(a), .res_o(rint), .fsig_o(fsig),
                      .fnz_o(fnz));
  // operand roles of a*y + z
  assign y = (op == sm5_pkg::FMA_ADD || op == sm5_pkg::FMA_FRC) ? F32_ONE : i_q.b;
  always_comb begin
    if (op == sm5_pkg::FMA_ADD)      z = i_q.b;
    else if (op == sm5_pkg::FMA_MUL) z = 32'h8000_0000;   // a*b + (-0) keeps zeros' signs
    else if (op == sm5_pkg::FMA_FRC) z = F32_ONE;   // used only when a < 0 has a fraction
    else                             z = i_q.c;
  end
  assign mc = {1'b1, z[22:0]};
  always_comb for (int i = 0; i < 24; i++) mc_rev[i] = mc[23 - i];
  sm5_lzc #(.W(24)) u_tz (.in_i(mc_rev), .cnt_o(tz), .zero_o(unused_tz_none));

  // ---- cut 1: after prep and the partial products ------------------------------------
  mul_t m_q;
  logic m_valid;
  if (CUTS[1]) begin : u_cut1
    if (1) begin : g_reg
      logic valid_q;
      mul_t data_q;
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) valid_q <= 1'b0;
        else         valid_q <= i_valid;
      end
      always_ff @(posedge clk_i) begin
        if (i_valid) data_q <= f_prep(op, a, i_q.b[22:0], y, z, rint, fsig, fnz, tz);
      end
      assign m_valid = valid_q;
      assign m_q     = data_q;
    end
  end else begin : u_cut1
    if (1) begin : g_wire
      assign m_valid = i_valid;
      assign m_q     = f_prep(op, a, i_q.b[22:0], y, z, rint, fsig, fnz, tz);
    end
  end

  // ---- cut 2: after the addend alignment (and the product sum) -----------------------
  al_t  a_q;
  logic a_valid;
  if (CUTS[2]) begin : u_cut2
    if (1) begin : g_reg
      logic valid_q;
      al_t  data_q;
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) valid_q <= 1'b0;
        else         valid_q <= m_valid;
      end
      always_ff @(posedge clk_i) begin
        if (m_valid) data_q <= f_align(m_q);
      end
      assign a_valid = valid_q;
      assign a_q     = data_q;
    end
  end else begin : u_cut2
    if (1) begin : g_wire
      assign a_valid = m_valid;
      assign a_q     = f_align(m_q);
    end
  end

  // ---- cut 3: after the add ----------------------------------------------------------
  sum_t s_q;
  logic s_valid;
  if (CUTS[3]) begin : u_cut3
    if (1) begin : g_reg
      logic valid_q;
      sum_t data_q;
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) valid_q <= 1'b0;
        else         valid_q <= a_valid;
      end
      // a wire cut 2: align and add here (a_q is then not evaluated on its own)
      always_ff @(posedge clk_i) begin
        if (a_valid) data_q <= CUTS[2] ? f_sum(a_q) : f_sum(f_align(m_q));
      end
      assign s_valid = valid_q;
      assign s_q     = data_q;
    end
  end else begin : u_cut3
    if (1) begin : g_wire
      assign s_valid = a_valid;
      assign s_q     = f_sum(a_q);
    end
  end

  // ---- normalise: the leading one to field bit 74, in two steps: a coarse shift by whole
  // bytes (the first nonzero of the ten byte groups, from a count over their nonzero
  // flags, not a chain of tests), cut 4, then the shift within the top byte ----------
  logic [79:0] xb;      // mag and 5 zero bits: ten byte groups, group 0 on top
  logic [9:0]  gnz;     // bit 9 - g: group g is nonzero
  logic [3:0]  grp;     // the first nonzero group
  logic        unused_gzero;   // all groups zero is h_q.zero, taken from mag itself
  assign xb = {s_q.mag, 5'h0};
  always_comb for (int g = 0; g < 10; g++) gnz[9 - g] = xb[79 - 8*g -: 8] != '0;
  sm5_lzc #(.W(10)) u_grp (.in_i(gnz), .cnt_o(grp), .zero_o(unused_gzero));

  // ---- cut 4: after the byte shift ---------------------------------------------------
  half_t h_q;
  logic  h_valid;
  if (CUTS[4]) begin : u_cut4
    if (1) begin : g_reg
      logic  valid_q;
      half_t data_q;
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) valid_q <= 1'b0;
        else         valid_q <= s_valid;
      end
      always_ff @(posedge clk_i) begin
        if (s_valid) data_q <= f_half(s_q, grp);
      end
      assign h_valid = valid_q;
      assign h_q     = data_q;
    end
  end else begin : u_cut4
    if (1) begin : g_wire
      assign h_valid = s_valid;
      assign h_q     = f_half(s_q, grp);
    end
  end

  logic [2:0] lz8;
  logic       unused_bzero;   // the top byte is nonzero unless the whole value is
  sm5_lzc #(.W(8)) u_lz8 (.in_i(h_q.x[74:67]), .cnt_o(lz8), .zero_o(unused_bzero));

  // ---- cut 5: after the bit shift ----------------------------------------------------
  norm_t n_q;
  logic  n_valid;
  if (CUTS[5]) begin : u_cut5
    if (1) begin : g_reg
      logic  valid_q;
      norm_t data_q;
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) valid_q <= 1'b0;
        else         valid_q <= h_valid;
      end
      always_ff @(posedge clk_i) begin
        if (h_valid) data_q <= f_norm(h_q, lz8);
      end
      assign n_valid = valid_q;
      assign n_q     = data_q;
    end
  end else begin : u_cut5
    if (1) begin : g_wire
      assign n_valid = h_valid;
      assign n_q     = f_norm(h_q, lz8);
    end
  end

  // ---- the output rank (a register from STAGES 1) ------------------------------------
  logic [31:0] r_q;
  logic        r_valid;
  if (STAGES > 0) begin : u_cut_out
    if (1) begin : g_reg
      logic        valid_q;
      logic [31:0] data_q;
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) valid_q <= 1'b0;
        else         valid_q <= n_valid;
      end
      // a wire cut 5: normalise and round here (n_q is then not evaluated on its own)
      always_ff @(posedge clk_i) begin
        if (n_valid) data_q <= CUTS[5] ? f_round(n_q) : f_round(f_norm(h_q, lz8));
      end
      assign r_valid = valid_q;
      assign r_q     = data_q;
    end
  end else begin : u_cut_out
    if (1) begin : g_wire
      assign r_valid = n_valid;
      assign r_q     = f_round(n_q);
    end
  end

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

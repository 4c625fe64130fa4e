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
// Datapath (cvfpu-like single path): add = a*1.0 + b, mul = a*b + (-0), frc = a*1.0 +
// (-floor a) with the floor from sm5_fround. The 48-bit product sits at bits 47:0 of a
// 75-bit field; the addend's 24-bit significand is placed by exponent difference between
// bit 50 (clamped: an addend that high leaves the product below its guard bit, so only
// the product's sign and nonzero-ness matter, which the clamped position keeps) and below
// bit 0 (shifted-out bits are a sticky bit; a subtraction then uses P - A - 1 and keeps
// the sticky, so the remainder 1 - f stays in (0, 1)). Both P - A and A - P are formed
// and the nonnegative one kept, then leading-zero count, normalise, round, flush.
//
// Pipelining: STAGES register ranks (cvfpu NumPipeRegs-like). The last rank is always at
// the output; the others take the candidate cuts of cuts_of(STAGES), chosen from Yosys
// depth measurements so the stages are balanced (docs/figures.md). Ranks beyond the five
// cuts delay the result further.
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
  localparam int unsigned NCUT = 5;
  // candidate cuts: 0 after operand prep, 1 after multiply + align, 2 after the add,
  // 3 after the leading-zero count, 4 after the normalising shift
  function automatic logic [NCUT-1:0] cuts_of(int unsigned n);
    unique case (n)
      0, 1:    cuts_of = 5'b00000;
      2:       cuts_of = 5'b00010;
      3:       cuts_of = 5'b00101;
      4:       cuts_of = 5'b01011;
      5:       cuts_of = 5'b01111;
      default: cuts_of = 5'b11111;
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
    logic        spec;      // result fixed by a special case (or a round_* op)
    logic [31:0] spec_res;
    logic        frc;       // P-21 clamp at the end
    logic        sp;        // sign of the product
    logic        zs;        // sign of the addend
    logic        eff_sub;   // product and nonzero addend of opposite signs
    logic [10:0] ebase;     // biased exponent of field bit 74 (signed)
    logic [23:0] mx, my, mc;  // significands (mc = 0: zero addend)
    logic [6:0]  t;         // right shift of the addend from field bit 50 (0..74)
  } prep_t;

  typedef struct packed {
    logic        spec;
    logic [31:0] spec_res;
    logic        frc;
    logic        sp;
    logic        zs;
    logic        eff_sub;
    logic [10:0] ebase;
    logic [47:0] prod;      // exact product at field bits 47:0
    logic [74:0] addend;    // aligned addend
    logic        stk;       // addend bits shifted below field bit 0
  } mul_t;

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
    logic [10:0] ebase;
    logic [74:0] mag;
    logic        stk;
    logic [6:0]  lz;
    logic        zero;      // exact zero (cancellation): +0
  } lzc_t;

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

  // ---- operand prep: round_*, operand selection, classes, specials, alignment ---------
  prep_t p_d;
  logic [31:0] rint, x, y, z;
  logic x_zero, y_zero, z_zero, x_inf, y_inf, z_inf, nan;
  logic is_round, z_big;
  logic [10:0] tt;

  sm5_fround u_round (.op_i(op_i), .a_i(a_i), .res_o(rint));

  assign is_round = (op_i == sm5_pkg::FMA_RNE) | (op_i == sm5_pkg::FMA_RNI) |
                    (op_i == sm5_pkg::FMA_RPI) | (op_i == sm5_pkg::FMA_RZ);
  assign x = a_i;
  assign y = (op_i == sm5_pkg::FMA_ADD || op_i == sm5_pkg::FMA_FRC) ? F32_ONE : b_i;
  always_comb begin
    unique case (op_i)
      sm5_pkg::FMA_ADD: z = b_i;
      sm5_pkg::FMA_MUL: z = 32'h8000_0000;          // a*b + (-0) keeps every zero's sign
      sm5_pkg::FMA_FRC: z = {~rint[31], rint[30:0]}; // -floor(a)
      default:          z = c_i;
    endcase
  end

  // denorms count as zeros (SPEC 1 input flush)
  assign x_zero = x[30:23] == 8'h00;
  assign y_zero = y[30:23] == 8'h00;
  assign z_zero = z[30:23] == 8'h00;
  assign x_inf  = x[30:0] == F32_INF;
  assign y_inf  = y[30:0] == F32_INF;
  assign z_inf  = z[30:0] == F32_INF;
  assign nan = (x[30:23] == 8'hFF && !x_inf) || (y[30:23] == 8'hFF && !y_inf) ||
               (z[30:23] == 8'hFF && !z_inf) ||
               ((x_inf || y_inf) && (x_zero || y_zero)) ||                 // INF * 0
               ((x_inf || y_inf) && z_inf && (z[31] != (x[31] ^ y[31])));  // INF - INF

  // field bit 50 holds the addend's LSB when ez + 100 >= ex + ey (tt <= 0)
  assign tt    = 11'(x[30:23]) + 11'(y[30:23]) - 11'(z[30:23]) - 11'd100;
  assign z_big = !z_zero && (tt[10] || tt == '0);

  always_comb begin
    p_d.spec = is_round || nan || x_inf || y_inf || z_inf || x_zero || y_zero;
    if (is_round)           p_d.spec_res = rint;
    else if (nan)           p_d.spec_res = F32_NAN;
    else if (x_inf || y_inf) p_d.spec_res = {x[31] ^ y[31], F32_INF};
    else if (z_inf)         p_d.spec_res = {z[31], F32_INF};
    else if (z_zero)        p_d.spec_res = {(x[31] ^ y[31]) & z[31], 31'h0};
    else                    p_d.spec_res = z;                               // 0 * y + z = z
    p_d.frc     = op_i == sm5_pkg::FMA_FRC;
    p_d.sp      = x[31] ^ y[31];
    p_d.zs      = z[31];
    p_d.eff_sub = !z_zero && (x[31] ^ y[31] ^ z[31]);
    p_d.ebase   = z_big ? 11'(z[30:23]) + 11'd1 : 11'(x[30:23]) + 11'(y[30:23]) - 11'd99;
    p_d.mx      = {1'b1, x[22:0]};
    p_d.my      = {1'b1, y[22:0]};
    p_d.mc      = z_zero ? 24'h0 : {1'b1, z[22:0]};
    if (z_big || z_zero)        p_d.t = 7'd0;
    else if (tt > 11'd74)      p_d.t = 7'd74;   // wholly below field bit 0: sticky only
    else                        p_d.t = tt[6:0];
  end

  prep_t p_q;
  logic  p_valid;
  sm5_fma_cut #(.W($bits(prep_t)), .EN(CUTS[0])) u_cut0 (
    .clk_i, .rst_ni, .valid_i(valid_i), .data_i(p_d), .valid_o(p_valid), .data_o(p_q));

  // ---- multiply and align ------------------------------------------------------------
  mul_t m_d;
  logic [98:0] aw;   // field bits 74:0 on top, 24 bits below field bit 0 for the sticky
  assign aw = {1'b0, p_q.mc, 74'h0} >> p_q.t;
  always_comb begin
    m_d.spec     = p_q.spec;
    m_d.spec_res = p_q.spec_res;
    m_d.frc      = p_q.frc;
    m_d.sp       = p_q.sp;
    m_d.zs       = p_q.zs;
    m_d.eff_sub  = p_q.eff_sub;
    m_d.ebase    = p_q.ebase;
    m_d.prod     = p_q.mx * p_q.my;
    m_d.addend   = aw[98:24];
    m_d.stk      = |aw[23:0];
  end

  mul_t m_q;
  logic m_valid;
  sm5_fma_cut #(.W($bits(mul_t)), .EN(CUTS[1])) u_cut1 (
    .clk_i, .rst_ni, .valid_i(p_valid), .data_i(m_d), .valid_o(m_valid), .data_o(m_q));

  // ---- add: P + A, or P - A and A - P side by side ------------------------------------
  sum_t s_d;
  logic [75:0] pf, af, d;
  logic [74:0] e;
  assign pf = {28'h0, m_q.prod};
  assign af = {1'b0, m_q.addend};
  // P + A, or P - A exactly (no sticky) or P - A - 1 (sticky: the true value adds 1 - f)
  assign d  = pf + (m_q.eff_sub ? ~af : af) + {75'h0, m_q.eff_sub & ~m_q.stk};
  assign e  = m_q.addend - pf[74:0];   // used when P - A < 0, which needs the addend above P: no sticky
  always_comb begin
    s_d.spec     = m_q.spec;
    s_d.spec_res = m_q.spec_res;
    s_d.frc      = m_q.frc;
    s_d.ebase    = m_q.ebase;
    s_d.stk      = m_q.stk;
    if (m_q.eff_sub && d[75]) begin
      s_d.mag  = e;
      s_d.sign = m_q.zs;
    end else begin
      s_d.mag  = d[74:0];
      s_d.sign = m_q.sp;
    end
  end

  sum_t s_q;
  logic s_valid;
  sm5_fma_cut #(.W($bits(sum_t)), .EN(CUTS[2])) u_cut2 (
    .clk_i, .rst_ni, .valid_i(m_valid), .data_i(s_d), .valid_o(s_valid), .data_o(s_q));

  // ---- leading-zero count ------------------------------------------------------------
  lzc_t l_d;
  logic [6:0] lz;
  logic       mag_zero;
  sm5_lzc #(.W(75)) u_lzc (.in_i(s_q.mag), .cnt_o(lz), .zero_o(mag_zero));
  always_comb begin
    l_d.spec     = s_q.spec;
    l_d.spec_res = s_q.spec_res;
    l_d.frc      = s_q.frc;
    l_d.sign     = s_q.sign;
    l_d.ebase    = s_q.ebase;
    l_d.mag      = s_q.mag;
    l_d.stk      = s_q.stk;
    l_d.lz       = lz;
    l_d.zero     = mag_zero;
  end

  lzc_t l_q;
  logic l_valid;
  sm5_fma_cut #(.W($bits(lzc_t)), .EN(CUTS[3])) u_cut3 (
    .clk_i, .rst_ni, .valid_i(s_valid), .data_i(l_d), .valid_o(l_valid), .data_o(l_q));

  // ---- normalise: the leading one to field bit 74 -------------------------------------
  norm_t n_d;
  logic [74:0] norm;
  assign norm = l_q.mag << l_q.lz;
  always_comb begin
    n_d.spec     = l_q.spec;
    n_d.spec_res = l_q.spec_res;
    n_d.frc      = l_q.frc;
    n_d.sign     = l_q.sign;
    n_d.emsb     = l_q.ebase - 11'(l_q.lz);
    n_d.kept     = norm[74:51];
    n_d.guard    = norm[50];
    n_d.sticky   = (|norm[49:0]) | l_q.stk;
    n_d.zero     = l_q.zero;
  end

  norm_t n_q;
  logic  n_valid;
  sm5_fma_cut #(.W($bits(norm_t)), .EN(CUTS[4])) u_cut4 (
    .clk_i, .rst_ni, .valid_i(l_valid), .data_i(n_d), .valid_o(n_valid), .data_o(n_q));

  // ---- round to nearest even, P-15 flush, overflow, special results, P-21 -------------
  logic [24:0] r25;
  logic [10:0] eres;
  logic [31:0] res_d;
  logic        unused_hidden;   // the leading bit is implied by the exponent
  assign r25  = {1'b0, n_q.kept} + {24'h0, n_q.guard & (n_q.sticky | n_q.kept[0])};
  assign unused_hidden = r25[23];
  assign eres = n_q.emsb + 11'(r25[24]);   // a carry out leaves the fraction all zero
  always_comb begin
    if (n_q.spec)                       res_d = n_q.spec_res;
    else if (n_q.zero)                  res_d = 32'h0;                    // x - x = +0
    else if (eres[10] || eres == '0)    res_d = {n_q.sign, 31'h0};        // P-15
    else if (eres >= 11'd255)           res_d = {n_q.sign, F32_INF};
    else                                res_d = {n_q.sign, eres[7:0], r25[22:0]};
    if (n_q.frc && res_d == F32_ONE) res_d = FRC_MAX;   // P-21: frc never gives 1.0
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

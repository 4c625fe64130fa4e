// The double pipe of one double lane (SPEC 12): dadd, dmul, dfma on one fused
// multiply-add datapath with full binary64 denormal support, and the cheap ops (deq, dge,
// dlt, dne, dmovc, dtof, ftod, dtoi, dtou, itod, utod) beside it, all with one latency.
// ddiv / drcp run on the iterative sm5_dpdiv; dmin / dmax / dmov stay on the ALU (sm5_dcmp).
//
// Interface (fixed latency, never stalls; the dispatcher reserves the write-back slot):
//   valid_i, op_i, a_i, b_i, c_i   operands after the source modifiers, 64-bit words: a
//                                  double, or a 32-bit value in bits 31:0 (dmovc's
//                                  condition in a; the source of ftod / itod / utod in a)
//   valid_o, res_o                 exactly STAGES cycles later; a 32-bit result (compares,
//                                  dtof, dtoi, dtou) in bits 31:0, upper bits zero
//   ADD a+b, MUL a*b, FMA a*b+c, EQ/GE/LT/NE, MOVC a[31:0] != 0 ? b : c (raw), DTOF a,
//   FTOD/ITOD/UTOD a[31:0], DTOI/DTOU a. Unused operands are don't-care. No _sat (the
//   wrapper applies sm5_f64_sat); the tag, destination and masks ride outside.
// Result = cmodel/sm5_dp_unit.c (sm5_f64.c): IEEE binary64, denorms honoured and produced,
// one rounding to nearest even, P-16 NaN; P-26 on the f32 side of dtof / ftod.
//
// Wave timing (docs/double-unit.md): DP_LANES of these lanes serve a wave; a wave of
// LANES lanes with both pairs written has 2 * LANES doubles, issued DP_LANES per cycle:
// ceil(2 * LANES / DP_LANES) issue cycles (cmodel sm5_dp_issue_cycles), the last result
// STAGES cycles after its issue. DP_LANES defaults to LANES / 4.
//
// Datapath: add is a*1.0 + b, mul a*b + (-0). The 106-bit product sits at bits 161:56 of
// a 219-bit field; the addend's 53-bit significand is placed by exponent difference,
// clamped at bit 165 (3 bits above the product's top, where the product only acts as a
// sticky-like tail the field still holds exactly; the field's exponent then follows the
// addend) and shifted out below bit 0 into a sticky bit (then the product is at least
// 2^108 in the field, so P - C - 1 with the sticky kept is exact enough to round). The sum
// or the nonnegative difference is normalised and rounded by sm5_dpnorm / sm5_dppack with
// the denorm boundary t = -1074 - (exponent of field bit 0).
//
// Pipelining: STAGES register ranks; the last is at the output, the others take the
// candidate cuts of cuts_of(STAGES): 0 the inputs, 1 after the operands' preparation
// (classes, specials, the cheap ops, the alignment's shift amount, five partial products
// of 53 x 11 bits), 2 after the product's sum and the addend's alignment, 3 after the add,
// 4 after the leading one (sm5_dplead), 5 after the normalising shift (sm5_dpnorm).
// STAGES 6 (the default) takes cuts 1 to 5; ranks beyond seven delay the result further;
// STAGES 0 is combinational. Each cut halves a stage that was the unit's deepest (about
// 60 generic gate levels for the multiply with the alignment, 53 for the normalisation).
// Cut 0 does not shorten stage 1: `depth dp --values 6,7` gives it 35 from the ports at
// 6 and 42 from the registered operands at 7 (its partial products and the operand
// select, not what is in front of the unit).
module sm5_dp #(
  parameter int unsigned STAGES = sm5_pkg::DP_STAGES
) (
  input  logic                clk_i,
  input  logic                rst_ni,
  input  logic                valid_i,
  input  sm5_pkg::sm5_dp_op_e op_i,
  input  logic [63:0]         a_i,
  input  logic [63:0]         b_i,
  input  logic [63:0]         c_i,
  output logic                valid_o,
  output logic [63:0]         res_o
);
  localparam int unsigned NCUT = 6;
  function automatic logic [NCUT-1:0] cuts_of(int unsigned n);
    unique case (n)
      0, 1:    cuts_of = 6'b000000;
      2:       cuts_of = 6'b001000;
      3:       cuts_of = 6'b001100;
      4:       cuts_of = 6'b101100;
      5:       cuts_of = 6'b011110;
      6:       cuts_of = 6'b111110;
      default: cuts_of = 6'b111111;
    endcase
  endfunction
  localparam logic [NCUT-1:0] CUTS = cuts_of(STAGES);
  localparam int unsigned NEXTRA = (STAGES > NCUT + 1) ? STAGES - NCUT - 1 : 0;

  localparam int unsigned FW = 219;                 // the sum field
  localparam logic [63:0] F64_NAN = 64'h7FF8_0000_0000_0000;   // P-16
  localparam logic [63:0] F64_ONE = 64'h3FF0_0000_0000_0000;
  localparam logic [31:0] F32_NAN = 32'h7FC0_0000;

  // ---- stage data between the cuts --------------------------------------------------
  typedef struct packed {
    logic [3:0]  op;        // sm5_dp_op_e (a package enum in a local struct trips Yosys 0.23)
    logic [63:0] a, b, c;
  } in_t;

  localparam int unsigned NPP = 5;     // partial products: ys in chunks of 11 bits
  typedef struct packed {
    logic               spec;      // result fixed by a special case or a non-FMA op
    logic [63:0]        spec_res;
    logic               sp;        // sign of the product
    logic               sz;        // sign of the addend
    logic [NPP-1:0][63:0] pp;      // xs * ys[11k +: 11]
    logic [52:0]        zs;        // addend significand
    logic               z0;        // addend zero
    logic               below;     // addend wholly below the field and its 53-bit tail
    logic [7:0]         sh;        // left shift placing zs's LSB 53 bits below field bit 0
    logic signed [13:0] t;
  } prep_t;

  typedef struct packed {
    logic               spec;
    logic [63:0]        spec_res;
    logic               sp;
    logic               sz;
    logic [105:0]       prod;      // product significand, field bits 161:56
    logic [FW-1:0]      cf;        // aligned addend
    logic               cst;       // addend bits below the field (never with cf above P)
    logic signed [13:0] t;         // denorm boundary in the field
  } mul_t;

  typedef struct packed {
    logic               spec;
    logic [63:0]        spec_res;
    logic               sign;
    logic               zero;      // exact zero sum: +0 (round to nearest)
    logic [FW-1:0]      m;
    logic               st;
    logic signed [13:0] t;
  } sum_t;

  localparam int unsigned SW = $clog2(2 * FW + 1);
  typedef struct packed {
    logic               spec;
    logic [63:0]        spec_res;
    logic               sign;
    logic               zero;
    logic [FW-1:0]      m;
    logic               st;
    logic signed [14:0] lsb;       // sm5_dplead's last kept bit, shift and exponent
    logic [SW-1:0]      rsc;
    logic [12:0]        ebase;
  } lead_t;

  typedef struct packed {
    logic        spec;
    logic [63:0] spec_res;
    logic        sign;
    logic        zero;
    logic [52:0] sig;
    logic        guard;
    logic        st;
    logic [12:0] ebase;
  } norm_t;

  // ---- cut 0: the inputs ------------------------------------------------------------
  in_t in_d, in_q;
  logic v0;
  assign in_d = '{op: op_i, a: a_i, b: b_i, c: c_i};
  sm5_fma_cut #(.W($bits(in_t)), .EN(CUTS[0])) u_cut0 (
    .clk_i, .rst_ni, .valid_i, .data_i(in_d), .valid_o(v0), .data_o(in_q)
  );

  // Each stage that ends in a register rank has its datapath in one always_comb under the
  // valid entering it (block-local temporaries, '0 when idle), as in sm5_fma: the
  // simulation then skips an idle stage of the DP_LANES units instead of evaluating it on
  // every clock. The idle value reaches only a rank that does not load (its enable is the
  // same valid), so synthesis drops the gating. A stage that ends in a wire cut is not
  // gated (`|| !CUTS[k]`). In stage 1 the partial products and the shift amount are
  // gated; the classes, specials and cheap ops beside them stay ungated blocks (cheap to
  // evaluate).

  // ---- stage 1: operand classes, specials, the cheap ops, partial products, shift ----
  sm5_pkg::sm5_dp_op_e op;
  assign op = sm5_pkg::sm5_dp_op_e'(in_q.op);

  logic [63:0] x, y, z;
  always_comb begin
    x = in_q.a;
    y = in_q.b;
    z = in_q.c;
    if (op == sm5_pkg::DP_ADD) begin y = F64_ONE; z = in_q.b; end
    if (op == sm5_pkg::DP_MUL) z = 64'h8000_0000_0000_0000;   // a*b + (-0) = a*b
  end

  logic        xn, yn, zn, xi, yi, zi, x0, y0, z0;
  logic [52:0] xs, ys, zs;
  logic [10:0] xe, ye, ze;        // effective biased exponents (a denorm: 1)
  always_comb begin
    xn = &x[62:52] & (|x[51:0]);  xi = &x[62:52] & ~(|x[51:0]);  x0 = ~(|x[62:0]);
    yn = &y[62:52] & (|y[51:0]);  yi = &y[62:52] & ~(|y[51:0]);  y0 = ~(|y[62:0]);
    zn = &z[62:52] & (|z[51:0]);  zi = &z[62:52] & ~(|z[51:0]);  z0 = ~(|z[62:0]);
    xs = {|x[62:52], x[51:0]};  xe = (|x[62:52]) ? x[62:52] : 11'd1;
    ye = (|y[62:52]) ? y[62:52] : 11'd1;
    // the multiplier's input from b's own hidden bit, the op's select last
    ys = (op == sm5_pkg::DP_ADD) ? {1'b1, 52'b0} : {|in_q.b[62:52], in_q.b[51:0]};
    zs = {|z[62:52], z[51:0]};  ze = (|z[62:52]) ? z[62:52] : 11'd1;
  end

  logic sp;
  assign sp = x[63] ^ y[63];

  // dadd / dmul / dfma special rows (NaN, INF, zero operands)
  logic        fspec;
  logic [63:0] fspec_res;
  always_comb begin
    fspec = 1'b1;
    fspec_res = F64_NAN;
    if (xn | yn | zn) fspec_res = F64_NAN;
    else if (xi | yi) begin
      if (x0 | y0 | (zi & (z[63] != sp))) fspec_res = F64_NAN;   // INF*0, INF-INF
      else fspec_res = {sp, 11'h7FF, 52'b0};
    end else if (zi) fspec_res = z;
    else if (x0 | y0) fspec_res = z0 ? {sp & z[63], 63'b0} : z;  // 0 + c = c exactly
    else fspec = 1'b0;
  end

  // compares (SPEC 1: NaN unordered, +0 == -0, denorms by value)
  logic cnan, ceq, clt;
  always_comb begin
    logic an, bn, mlt, meq;
    an = &in_q.a[62:52] & (|in_q.a[51:0]);
    bn = &in_q.b[62:52] & (|in_q.b[51:0]);
    cnan = an | bn;
    mlt = in_q.a[62:0] < in_q.b[62:0];
    meq = in_q.a[62:0] == in_q.b[62:0];
    if (~(|in_q.a[62:0]) & ~(|in_q.b[62:0])) begin ceq = 1'b1; clt = 1'b0; end
    else if (in_q.a[63] != in_q.b[63]) begin ceq = 1'b0; clt = in_q.a[63]; end
    else begin ceq = meq; clt = in_q.a[63] ? ~(mlt | meq) : mlt; end
  end

  // dtof: 24 bits, round to nearest even, then P-26 (below 2^-126 a zero, beyond the
  // f32 range INF)
  logic [31:0] dtof_res;
  logic        dtof_hidden, itod_hidden;   // the hidden bits: implied by the exponent
  always_comb begin
    logic [10:0] e;
    logic [24:0] mr;
    logic        g, st, up;
    logic signed [12:0] e32;
    e = in_q.a[62:52];
    g = in_q.a[28];
    st = |in_q.a[27:0];
    up = g & (st | in_q.a[29]);
    mr = {2'b01, in_q.a[51:29]} + 25'(up);
    e32 = 13'(signed'({2'b0, e})) - 13'sd896 + 13'(mr[24]);
    if (&e) dtof_res = (|in_q.a[51:0]) ? F32_NAN : {in_q.a[63], 8'hFF, 23'b0};
    else if (e == 11'd0 || e32 <= 13'sd0) dtof_res = {in_q.a[63], 31'b0};
    else if (e32 >= 13'sd255) dtof_res = {in_q.a[63], 8'hFF, 23'b0};
    else dtof_res = {in_q.a[63], e32[7:0], mr[24] ? 23'b0 : mr[22:0]};
    dtof_hidden = mr[23];
  end

  // ftod: exact; P-26: an f32 denorm is a zero of its sign
  logic [63:0] ftod_res;
  always_comb begin
    logic [7:0] e;
    e = in_q.a[30:23];
    if (e == 8'd0) ftod_res = {in_q.a[31], 63'b0};
    else if (&e) ftod_res = (|in_q.a[22:0]) ? F64_NAN : {in_q.a[31], 11'h7FF, 52'b0};
    else ftod_res = {in_q.a[31], 3'b0, e, in_q.a[22:0], 29'b0} + {1'b0, 11'd896, 52'b0};
  end

  // dtoi / dtou: truncate, clamp, NaN 0
  logic [31:0] dtoi_res, dtou_res;
  always_comb begin
    logic [10:0] e;
    logic [52:0] mant;
    logic [31:0] mag;
    logic        sat, big, nan;
    e = in_q.a[62:52];
    mant = {1'b1, in_q.a[51:0]};
    nan = &e & (|in_q.a[51:0]);
    sat = e >= 11'd1055;                       // |a| >= 2^32 (INF too)
    mag = (e < 11'd1023 || sat) ? 32'd0 : 32'(mant >> (11'd1075 - e));
    big = sat | mag[31];                       // |trunc(a)| >= 2^31
    if (nan) dtoi_res = 32'd0;
    else if (in_q.a[63]) dtoi_res = big ? 32'h8000_0000 : (32'd0 - mag);
    else dtoi_res = big ? 32'h7FFF_FFFF : mag;
    if (nan | in_q.a[63]) dtou_res = 32'd0;
    else dtou_res = sat ? 32'hFFFF_FFFF : mag;
  end

  // itod / utod: exact. The magnitude is normalised in five steps (the top 16, 8, 4, 2, 1
  // bits zero: shift them out and count them), each a zero test and a mux, not a priority
  // chain over the 32 bits.
  logic [63:0] itod_res;
  always_comb begin
    logic        neg, nz;
    logic [31:0] mag;
    logic [4:0]  lz;
    neg = (op == sm5_pkg::DP_ITOD) & in_q.a[31];
    mag = neg ? 32'd0 - in_q.a[31:0] : in_q.a[31:0];
    nz = |mag;
    for (int k = 4; k >= 0; k--) begin
      lz[k] = (mag >> (32 - (1 << k))) == 32'd0;
      if (lz[k]) mag = mag << (1 << k);
    end
    if (!nz) itod_res = 64'd0;
    else itod_res = {neg, 11'd1054 - {6'b0, lz}, mag[30:0], 21'b0};
    itod_hidden = mag[31];
  end
  logic unused;
  assign unused = dtof_hidden ^ itod_hidden;

  logic        s1_spec;
  logic [63:0] s1_spec_res;
  always_comb begin
    s1_spec = 1'b1;
    unique case (op)
      sm5_pkg::DP_ADD, sm5_pkg::DP_MUL, sm5_pkg::DP_FMA: begin
        s1_spec = fspec;
        s1_spec_res = fspec_res;
      end
      sm5_pkg::DP_EQ:   s1_spec_res = {32'd0, {32{~cnan & ceq}}};
      sm5_pkg::DP_GE:   s1_spec_res = {32'd0, {32{~cnan & ~clt}}};
      sm5_pkg::DP_LT:   s1_spec_res = {32'd0, {32{~cnan & clt}}};
      sm5_pkg::DP_NE:   s1_spec_res = {32'd0, {32{cnan | ~ceq}}};
      sm5_pkg::DP_MOVC: s1_spec_res = (|in_q.a[31:0]) ? in_q.b : in_q.c;
      sm5_pkg::DP_DTOF: s1_spec_res = {32'd0, dtof_res};
      sm5_pkg::DP_FTOD: s1_spec_res = ftod_res;
      sm5_pkg::DP_DTOI: s1_spec_res = {32'd0, dtoi_res};
      sm5_pkg::DP_DTOU: s1_spec_res = {32'd0, dtou_res};
      sm5_pkg::DP_ITOD, sm5_pkg::DP_UTOD: s1_spec_res = itod_res;
      default:          s1_spec_res = F64_NAN;
    endcase
  end

  // the addend's place: its LSB at field bit pos = ze - xe - ye + 1075 + 56, so the
  // left shift of zs into a field with 53 bits below bit 0 is pos + 53; the product in
  // partial products of 11 bits of ys (each fits 64 bits), summed in the next stage
  prep_t prep_d, prep_q;
  logic v1;
  always_comb begin
    logic signed [14:0] sh;
    logic               clamp;
    logic [54:0]        ysp;
    {sh, clamp, ysp} = '0;
    prep_d = '0;
    if (v0 || !CUTS[1]) begin
      sh = 15'(signed'({4'b0, ze})) - 15'(signed'({4'b0, xe})) - 15'(signed'({4'b0, ye}))
           + 15'sd1184;
      // pos > 165 (sh > 218): the field follows the addend; as two sums compared, beside
      // sh rather than after it
      clamp = 13'({2'b0, ze}) + 13'd966 > 13'({2'b0, xe}) + 13'({2'b0, ye});
      prep_d.below = sh < 15'sd0;
      prep_d.sh = clamp ? 8'd218 : sh[7:0];
      prep_d.zs = zs;
      prep_d.z0 = z0;
      prep_d.spec = s1_spec;
      prep_d.spec_res = s1_spec_res;
      prep_d.sp = sp;
      prep_d.sz = z[63];
      ysp = {2'b0, ys};
      for (int unsigned k = 0; k < NPP; k++) prep_d.pp[k] = 64'(xs) * 64'(ysp[11*k +: 11]);
      // t = -1074 - (exponent of field bit 0): the product's (xe + ye - 2206) or, clamped
      // (a zero addend never is), the addend's (ze - 1075 - 165)
      prep_d.t = (clamp & ~z0) ? 14'(15'sd166 - 15'(signed'({4'b0, ze})))
                 : 14'(15'sd1132 - 15'(signed'({4'b0, xe})) - 15'(signed'({4'b0, ye})));
    end
  end
  sm5_fma_cut #(.W($bits(prep_t)), .EN(CUTS[1])) u_cut1 (
    .clk_i, .rst_ni, .valid_i(v0), .data_i(prep_d), .valid_o(v1), .data_o(prep_q)
  );

  // ---- stage 2: the product's sum, the addend's alignment --------------------------------
  // The five partial products go through three rows of 3:2 carry-save adders (word-wide
  // XOR / majority) into one carry-propagate add, modulo 2^106 (the product fits).
  mul_t mul_d, mul_q;
  logic v2;
  always_comb begin
    logic [FW+52:0] wide;      // field bits FW-1:0 at 271:53, 53 bits below it
    logic [105:0]   s, c, x3;
    wide = '0;
    {s, c, x3} = '0;
    mul_d = '0;
    if (v1 || !CUTS[2]) begin
      s = 106'(prep_q.pp[0]);
      c = 106'(prep_q.pp[1]) << 11;
      for (int unsigned k = 2; k < NPP; k++) begin
        x3 = 106'(prep_q.pp[k]) << (11 * k);
        {s, c} = {s ^ c ^ x3, ((s & c) | (s & x3) | (c & x3)) << 1};
      end
      wide = prep_q.below ? '0 : ({{FW{1'b0}}, prep_q.zs} << prep_q.sh);
      mul_d.spec = prep_q.spec;
      mul_d.spec_res = prep_q.spec_res;
      mul_d.sp = prep_q.sp;
      mul_d.sz = prep_q.sz;
      mul_d.prod = s + c;
      mul_d.cf = wide[FW+52:53];
      mul_d.cst = prep_q.below ? ~prep_q.z0 : (|wide[52:0]);
      mul_d.t = prep_q.t;
    end
  end
  sm5_fma_cut #(.W($bits(mul_t)), .EN(CUTS[2])) u_cut2 (
    .clk_i, .rst_ni, .valid_i(v1), .data_i(mul_d), .valid_o(v2), .data_o(mul_q)
  );

  // ---- stage 3: the add ---------------------------------------------------------------
  sum_t sum_d, sum_q;
  logic v3;
  always_comb begin
    logic [FW:0]   pf, cf, d, dpc, dcp;
    logic          sub;
    {pf, cf, d, dpc, dcp, sub} = '0;
    sum_d = '0;
    if (v2 || !CUTS[3]) begin
      pf = {{(FW - 161){1'b0}}, mul_q.prod, 56'b0};
      cf = {1'b0, mul_q.cf};
      sub = mul_q.sp != mul_q.sz;
      sum_d.spec = mul_q.spec;
      sum_d.spec_res = mul_q.spec_res;
      sum_d.st = mul_q.cst;
      sum_d.t = mul_q.t;
      // P - C - sticky and C - P side by side (one carry chain deep): the first is
      // negative only without a sticky bit (see the header), and then the second is |P - C|
      dpc = pf - cf - (FW + 1)'(mul_q.cst);
      dcp = cf - pf;
      sum_d.sign = mul_q.sp;
      if (!sub) d = pf + cf;
      else if (!dpc[FW]) d = dpc;
      else begin
        d = dcp;
        sum_d.sign = mul_q.sz;
      end
      sum_d.m = d[FW-1:0];
      sum_d.zero = ~(|d) & ~mul_q.cst;
    end
  end
  sm5_fma_cut #(.W($bits(sum_t)), .EN(CUTS[3])) u_cut3 (
    .clk_i, .rst_ni, .valid_i(v2), .data_i(sum_d), .valid_o(v3), .data_o(sum_q)
  );

  // ---- stage 4: the leading one (sm5_dplead's one block under its enable) ---------------
  lead_t lead_d, lead_q;
  logic v4, en4;
  assign en4 = v3 || !CUTS[4];
  sm5_dplead #(.W(FW), .SW(SW)) u_lead (
    .en_i(en4), .m_i(sum_q.m), .t_i(sum_q.t), .lsb_o(lead_d.lsb), .rsc_o(lead_d.rsc),
    .ebase_o(lead_d.ebase)
  );
  assign lead_d.spec = sum_q.spec;
  assign lead_d.spec_res = sum_q.spec_res;
  assign lead_d.sign = sum_q.sign;
  assign lead_d.zero = sum_q.zero;
  assign lead_d.m = sum_q.m;
  assign lead_d.st = sum_q.st;
  sm5_fma_cut #(.W($bits(lead_t)), .EN(CUTS[4])) u_cut4 (
    .clk_i, .rst_ni, .valid_i(v3), .data_i(lead_d), .valid_o(v4), .data_o(lead_q)
  );

  // ---- stage 5: the normalising shift (sm5_dpnorm, likewise) -----------------------------
  norm_t norm_d, norm_q;
  logic v5, en5;
  assign en5 = v4 || !CUTS[5];
  sm5_dpnorm #(.W(FW), .SW(SW)) u_norm (
    .en_i(en5), .m_i(lead_q.m), .sticky_i(lead_q.st), .lsb_i(lead_q.lsb), .rsc_i(lead_q.rsc),
    .sig_o(norm_d.sig), .guard_o(norm_d.guard), .sticky_o(norm_d.st)
  );
  assign norm_d.ebase = lead_q.ebase;
  assign norm_d.spec = lead_q.spec;
  assign norm_d.spec_res = lead_q.spec_res;
  assign norm_d.sign = lead_q.sign;
  assign norm_d.zero = lead_q.zero;
  sm5_fma_cut #(.W($bits(norm_t)), .EN(CUTS[5])) u_cut5 (
    .clk_i, .rst_ni, .valid_i(v4), .data_i(norm_d), .valid_o(v5), .data_o(norm_q)
  );

  // ---- stage 6: round and pack ----------------------------------------------------------
  logic [63:0] packed_res, res_d;
  sm5_dppack u_pack (
    .sign_i(norm_q.sign), .sig_i(norm_q.sig), .guard_i(norm_q.guard), .sticky_i(norm_q.st),
    .ebase_i(norm_q.ebase), .res_o(packed_res)
  );
  always_comb begin
    if (norm_q.spec) res_d = norm_q.spec_res;
    else if (norm_q.zero) res_d = 64'd0;
    else res_d = packed_res;
  end

  // ---- the output rank and any extra delay ranks -----------------------------------------
  logic [NEXTRA:0]       dv;
  logic [NEXTRA:0][63:0] dd;
  sm5_fma_cut #(.W(64), .EN(STAGES >= 1)) u_out (
    .clk_i, .rst_ni, .valid_i(v5), .data_i(res_d), .valid_o(dv[0]), .data_o(dd[0])
  );
  for (genvar i = 0; i < NEXTRA; i++) begin : g_extra
    sm5_fma_cut #(.W(64), .EN(1'b1)) u_dly (
      .clk_i, .rst_ni, .valid_i(dv[i]), .data_i(dd[i]), .valid_o(dv[i+1]), .data_o(dd[i+1])
    );
  end
  assign valid_o = dv[NEXTRA];
  assign res_o   = dd[NEXTRA];
endmodule

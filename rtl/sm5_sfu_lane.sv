// One lane of the special function unit (SPEC 11): rcp, rsq, exp, log, sin,
// cos of an f32, by range reduction, a coefficient ROM and quadratic interpolation in
// fixed point. Bit-exact with cmodel/sm5_sfu.c (sm5_sfu()); docs/sfu-unit.md.
//
// Interface (fixed latency, never stalls; the dispatcher reserves the write-back slot):
//   valid_i, op_i, a_i   one operand after the source modifiers
//   valid_o, res_o       exactly STAGES cycles later
// sincos is two ops (SFU_SIN, SFU_COS), one per destination. No _sat (outside); the tag
// rides outside.
//
// Stages (a register rank at the end of each):
//   1 reduction:      classify, special results, table select, segment index and X;
//                     exp: x to fixed point (32 fraction bits); sin/cos: |x| * 2^KC/(2 pi)
//                     (24 x 38 multiply), turns kept to 34 bits, quadrant and mirror
//   2 lookup:         ROM word {c0, c1, c2} (synchronous read), X's square
//   3 interpolation:  y = c0 + floor(c1 X / 2^S1) + floor(c2 sq / 2^S2); exact-case
//                     override; sin clamp to [0, 1]; log adds the exponent
//   4 normalisation:  leading zeros, round to nearest even at 24 bits, P-15 flush,
//                     overflow to INF; special results muxed in
// STAGES > 4 cuts the deepest logic first (`sim/synth.py depth sfu_lane`): 5 after the
// interpolation's products (3a | 3b), 6 the normalisation after its shift (4a | 4b), 7 the
// interpolation after its sum, 8 the reduction after its products (1a | 1b), 9 the
// operand registered before them (the wrap's group select and the lane's feed stay out
// of the products' stage); more adds output delay ranks. Same result at every STAGES,
// exactly STAGES cycles after the operand.
module sm5_sfu_lane #(
  parameter int unsigned STAGES = sm5_pkg::SFU_STAGES
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,
  input  logic                 valid_i,
  input  sm5_pkg::sm5_sfu_op_e op_i,
  input  logic [31:0]          a_i,
  output logic                 valid_o,
  output logic [31:0]          res_o
);
  import sm5_sfu_pkg::*;

  localparam logic [31:0] F32_NAN = 32'h7FC0_0000;
  localparam logic [31:0] F32_INF = 32'h7F80_0000;
  localparam logic [31:0] F32_ONE = 32'h3F80_0000;
  localparam int unsigned MW = 40;     // magnitude before normalisation
  localparam int unsigned EW = 10;     // result exponent offset, signed
  // the cuts STAGES adds (header)
  localparam bit CUT_MUL  = STAGES >= 5;
  localparam bit CUT_NORM = STAGES >= 6;
  localparam bit CUT_SUM  = STAGES >= 7;
  localparam bit CUT_RED  = STAGES >= 8;
  localparam bit CUT_IN   = STAGES >= 9;

  // ------------------------------------------------------------ the operand (STAGES >= 9)
  typedef struct packed {
    sm5_pkg::sm5_sfu_op_e op;
    logic [31:0]          a;
  } in_t;
  in_t  in_d, in;
  logic in_valid;
  assign in_d = '{op: op_i, a: a_i};
  sm5_fma_cut #(.W($bits(in_t)), .EN(CUT_IN)) u_cut_in (
    .clk_i, .rst_ni, .valid_i, .data_i (in_d), .valid_o (in_valid), .data_o (in)
  );

  // ------------------------------------------------------------ stage 1: reduction
  // cut 1a | 1b (STAGES >= 8): the operand with the two wide products of its fraction
  // (the sin/cos turns, exp's fixed-point shift) worked out in 1a
  logic [SFU_KC+21:0] p_d;                       // 24 x 38 bits
  logic [38:0]        xmag_d;
  logic [7:0]         xsh_d;
  assign p_d    = {1'b1, in.a[22:0]} * SFU_INV2PI;
  // exp: |x| with 32 fraction bits: {m, 15'b0} >> (133 - E) for E <= 133 (|x| < 128)
  assign xsh_d  = 8'd133 - in.a[30:23];
  assign xmag_d = {(in.a[30:23] == 8'd0) ? 24'd0 : {1'b1, in.a[22:0]}, 15'b0} >> xsh_d;
  typedef struct packed {
    logic [31:0]          a;
    sm5_pkg::sm5_sfu_op_e op;
    logic [SFU_KC+21:0]   p;
    logic [38:0]          xmag;
  } s1a_t;
  s1a_t s1a_d, s1a;
  logic s1a_valid;
  assign s1a_d = '{a: in.a, op: in.op, p: p_d, xmag: xmag_d};
  sm5_fma_cut #(.W($bits(s1a_t)), .EN(CUT_RED)) u_cut_red (
    .clk_i, .rst_ni, .valid_i (in_valid), .data_i (s1a_d), .valid_o (s1a_valid), .data_o (s1a)
  );

  logic [7:0]  ex;
  logic [22:0] fr;
  logic        sg, is_zero, is_inf, is_nan;
  assign ex      = s1a.a[30:23];
  assign fr      = s1a.a[22:0];
  assign sg      = s1a.a[31];
  assign is_zero = ex == 8'd0;                   // denorms flushed (SPEC 1)
  assign is_inf  = (&ex) && fr == '0;
  assign is_nan  = (&ex) && fr != '0;

  logic signed [8:0] e, eh;                      // unbiased exponent, floor(e / 2)
  assign e  = $signed({1'b0, ex}) - 9'sd127;
  assign eh = e >>> 1;

  logic [38:0] xmag;
  logic [39:0] xfix;
  assign xmag = s1a.xmag;
  assign xfix = sg ? -{1'b0, xmag} : {1'b0, xmag};

  // sin/cos: turns = |x| C 2^-KC; the 34 fraction bits are ({p, 34'b0} >> (190 - E))
  logic [SFU_KC+21:0]   p;
  logic [7:0]           tsh;
  logic [SFU_TF-1:0]    tf;
  logic [1:0]           quad;
  logic [31:0]          rq;
  logic                 is_cos;
  assign p      = s1a.p;
  assign tsh    = (ex <= 8'd190) ? 8'd190 - ex : 8'd0;
  assign tf     = SFU_TF'({p, 34'b0} >> tsh);
  assign is_cos = s1a.op == sm5_pkg::SFU_COS;
  assign quad   = tf[SFU_TF-1 -: 2] + {1'b0, is_cos};
  assign rq     = tf[31:0] ^ {32{quad[0]}};       // odd quadrant: 1/4 - r, one LSB low

  logic                 r_special;               // result taken from r_spec_res
  logic [31:0]          r_spec_res;
  logic [SFU_TB-1:0]    r_table;
  logic [SFU_SEGB-1:0]  r_idx;
  logic [SFU_XB-1:0]    r_x;
  logic                 r_exact, r_exact_one;    // y forced to 1.0 (or 0)
  logic signed [EW-1:0] r_eout;                  // result = y 2^eout
  logic                 r_sign, r_log, r_sin;
  logic signed [8:0]    r_e;                     // log: the exponent added to y

  always_comb begin
    r_special   = 1'b0;
    r_spec_res  = '0;
    r_table     = SFU_TB'(SFU_T_RCP);
    r_idx       = fr[22 -: SFU_SEGB];
    r_x         = {fr[22-SFU_SEGB:0], (SFU_XB-23+SFU_SEGB)'(0)};
    r_exact     = fr == '0;
    r_exact_one = 1'b1;
    r_eout      = -EW'(32);
    r_sign      = 1'b0;
    r_log       = 1'b0;
    r_sin       = 1'b0;
    r_e         = e;
    unique case (s1a.op)
      sm5_pkg::SFU_RCP: begin
        r_special  = is_nan | is_zero | is_inf;
        r_spec_res = is_nan ? F32_NAN : is_zero ? {sg, F32_INF[30:0]} : {sg, 31'd0};
        r_eout     = -EW'(e) - EW'(32);
        r_sign     = sg;
      end
      sm5_pkg::SFU_RSQ: begin
        r_special  = is_nan | is_zero | is_inf | sg;
        r_spec_res = is_nan ? F32_NAN : is_zero ? {sg, F32_INF[30:0]} : sg ? F32_NAN : 32'd0;
        r_table    = ex[0] ? SFU_TB'(SFU_T_RSQ_E) : SFU_TB'(SFU_T_RSQ_O);  // E odd: e even
        r_exact    = fr == '0 && ex[0];
        r_eout     = -EW'(eh) - EW'(32);
      end
      sm5_pkg::SFU_EXP: begin
        r_special  = is_nan | is_inf | ex >= 8'd134;            // |x| >= 128
        r_spec_res = is_nan ? F32_NAN : sg ? 32'd0 : F32_INF;
        r_table    = SFU_TB'(SFU_T_EXP);
        r_idx      = xfix[31 -: SFU_SEGB];
        r_x        = xfix[SFU_XB-1:0];
        r_exact    = xfix[31:0] == '0;
        r_eout     = EW'($signed(xfix[39:32])) - EW'(32);
      end
      sm5_pkg::SFU_LOG: begin
        r_special   = is_nan | is_zero | is_inf | sg;
        r_spec_res  = is_nan ? F32_NAN : is_zero ? {1'b1, F32_INF[30:0]} : sg ? F32_NAN : F32_INF;
        r_table     = SFU_TB'(SFU_T_LOG);
        r_exact_one = 1'b0;
        r_log       = 1'b1;
      end
      default: begin                                            // SFU_SIN, SFU_COS
        r_special  = is_nan | is_inf | ex < 8'd115;             // |x| < 2^-12: sin x = x
        r_spec_res = (is_nan | is_inf) ? F32_NAN : is_cos ? F32_ONE
                   : is_zero ? {sg, 31'd0} : s1a.a;
        r_table    = SFU_TB'(SFU_T_SIN);
        r_idx      = rq[31 -: SFU_SEGB];
        r_x        = rq[SFU_XB-1:0];
        r_exact    = 1'b0;
        r_sign     = quad[1] ^ (~is_cos & sg);
        r_sin      = 1'b1;
      end
    endcase
  end

  logic                 s1_valid_q;
  logic                 s1_special_q;
  logic [31:0]          s1_spec_res_q;
  logic [SFU_AB-1:0]    s1_addr_q;
  logic [SFU_XB-1:0]    s1_x_q;
  logic                 s1_exact_q, s1_exact_one_q, s1_sign_q, s1_log_q, s1_sin_q;
  logic signed [EW-1:0] s1_eout_q;
  logic signed [8:0]    s1_e_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) s1_valid_q <= 1'b0;
    else         s1_valid_q <= s1a_valid;
  end
  always_ff @(posedge clk_i) begin
    if (s1a_valid) begin
      s1_special_q   <= r_special;
      s1_spec_res_q  <= r_spec_res;
      s1_addr_q      <= {r_table, r_idx};
      s1_x_q         <= r_x;
      s1_exact_q     <= r_exact;
      s1_exact_one_q <= r_exact_one;
      s1_sign_q      <= r_sign;
      s1_log_q       <= r_log;
      s1_sin_q       <= r_sin;
      s1_eout_q      <= r_eout;
      s1_e_q         <= r_e;
    end
  end

  // ------------------------------------------------------------ stage 2: lookup
  logic [SFU_WW-1:0]  s2_word;                   // the ROM's own output register
  logic [SFU_SQB-1:0] q;
  logic [2*SFU_SQB-SFU_SQT-1:0] sq;
  assign q  = s1_x_q[SFU_XB-1 -: SFU_SQB];
  assign sq = (2*SFU_SQB-SFU_SQT)'(((2*SFU_SQB)'(q) * (2*SFU_SQB)'(q)) >> SFU_SQT);

  sm5_sfu_rom u_rom (
    .clk_i  (clk_i),
    .en_i   (s1_valid_q),
    .addr_i (s1_addr_q),
    .data_o (s2_word)
  );

  logic                   s2_valid_q;
  logic                   s2_special_q;
  logic [31:0]            s2_spec_res_q;
  logic [SFU_XB-1:0]      s2_x_q;
  logic [2*SFU_SQB-SFU_SQT-1:0] s2_sq_q;
  logic                   s2_exact_q, s2_exact_one_q, s2_sign_q, s2_log_q, s2_sin_q;
  logic signed [EW-1:0]   s2_eout_q;
  logic signed [8:0]      s2_e_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) s2_valid_q <= 1'b0;
    else         s2_valid_q <= s1_valid_q;
  end
  always_ff @(posedge clk_i) begin
    if (s1_valid_q) begin
      s2_special_q   <= s1_special_q;
      s2_spec_res_q  <= s1_spec_res_q;
      s2_x_q         <= s1_x_q;
      s2_sq_q        <= sq;
      s2_exact_q     <= s1_exact_q;
      s2_exact_one_q <= s1_exact_one_q;
      s2_sign_q      <= s1_sign_q;
      s2_log_q       <= s1_log_q;
      s2_sin_q       <= s1_sin_q;
      s2_eout_q      <= s1_eout_q;
      s2_e_q         <= s1_e_q;
    end
  end

  // ------------------------------------------------------------ stage 3: interpolation
  localparam int unsigned YW = SFU_YF + 3;       // y signed, |y| < 4
  logic        [SFU_W0-1:0]          c0;
  logic signed [SFU_W1-1:0]          c1;
  logic signed [SFU_W2-1:0]          c2;
  logic signed [SFU_W1+SFU_XB:0]     p1;         // c1 * X (X unsigned)
  logic signed [SFU_W2+2*SFU_SQB-SFU_SQT:0] p2;  // c2 * sq
  logic signed [YW-1:0]              t1, t2, yi, y;
  logic signed [YW+8:0]              v;          // log: e 2^YF + y
  logic [MW-1:0]                     mag;
  logic                              vsign;
  assign c0 = s2_word[SFU_WW-1 -: SFU_W0];
  assign c1 = s2_word[SFU_W1+SFU_W2-1 -: SFU_W1];
  assign c2 = s2_word[SFU_W2-1:0];
  assign p1 = c1 * $signed({1'b0, s2_x_q});
  assign p2 = c2 * $signed({1'b0, s2_sq_q});

  // what stage 3 carries past its cuts beside the value: the special-result and
  // exactness flags, the op kind and the exponents
  typedef struct packed {
    logic                 special, exact, exact_one, sign, log, sin;
    logic [31:0]          spec_res;
    logic signed [EW-1:0] eout;
    logic signed [8:0]    e;
  } s3f_t;
  // cut 3a | 3b (STAGES >= 5): the products and the flags
  typedef struct packed {
    logic [SFU_W0-1:0]                        c0;
    logic signed [SFU_W1+SFU_XB:0]            p1;
    logic signed [SFU_W2+2*SFU_SQB-SFU_SQT:0] p2;
    s3f_t                                     f;
  } s3a_t;
  s3a_t s3a_d, s3a;
  logic s3a_valid;
  assign s3a_d = '{c0: c0, p1: p1, p2: p2,
                   f: '{special: s2_special_q, exact: s2_exact_q, exact_one: s2_exact_one_q,
                        sign: s2_sign_q, log: s2_log_q, sin: s2_sin_q, spec_res: s2_spec_res_q,
                        eout: s2_eout_q, e: s2_e_q}};
  sm5_fma_cut #(.W($bits(s3a_t)), .EN(CUT_MUL)) u_cut_mul (
    .clk_i, .rst_ni, .valid_i (s2_valid_q), .data_i (s3a_d), .valid_o (s3a_valid), .data_o (s3a)
  );

  // floors: arithmetic shifts of the signed products (bits below the LSB of y dropped)
  assign t1 = YW'(s3a.p1 >>> SFU_S1);
  assign t2 = YW'(s3a.p2 >>> SFU_S2);
  assign yi = $signed(YW'(s3a.c0)) + t1 + t2;

  // cut after the sum (STAGES >= 7)
  typedef struct packed {
    logic signed [YW-1:0] yi;
    s3f_t                 f;
  } s3s_t;
  s3s_t s3s_d, s3s;
  logic s3s_valid;
  assign s3s_d = '{yi: yi, f: s3a.f};
  sm5_fma_cut #(.W($bits(s3s_t)), .EN(CUT_SUM)) u_cut_sum (
    .clk_i, .rst_ni, .valid_i (s3a_valid), .data_i (s3s_d), .valid_o (s3s_valid), .data_o (s3s)
  );

  always_comb begin
    if (s3s.f.exact) y = s3s.f.exact_one ? YW'(64'd1 << SFU_YF) : '0;
    else if (s3s.f.sin && s3s.yi < 0) y = '0;
    else if (s3s.f.sin && s3s.yi > $signed(YW'(64'd1 << SFU_YF))) y = YW'(64'd1 << SFU_YF);
    else y = s3s.yi;
    v     = (YW+9)'($signed({s3s.f.e, SFU_YF'(0)})) + (YW+9)'(y);
    vsign = s3s.f.log ? v < 0 : s3s.f.sign;
    if (s3s.f.log) mag = MW'(v < 0 ? -v : v);
    else         mag = MW'(y);
  end

  logic                 s3_valid_q;
  logic                 s3_special_q;
  logic [31:0]          s3_spec_res_q;
  logic [MW-1:0]        s3_mag_q;
  logic                 s3_sign_q;
  logic signed [EW-1:0] s3_eout_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) s3_valid_q <= 1'b0;
    else         s3_valid_q <= s3s_valid;
  end
  always_ff @(posedge clk_i) begin
    if (s3s_valid) begin
      s3_special_q  <= s3s.f.special;
      s3_spec_res_q <= s3s.f.spec_res;
      s3_mag_q      <= mag;
      s3_sign_q     <= vsign;
      s3_eout_q     <= s3s.f.eout;
    end
  end

  // ------------------------------------------------------------ stage 4: normalisation
  logic [5:0]    lz;
  logic          mag_zero;
  logic [MW-1:0] nm_d;
  // verilator lint_off UNUSEDSIGNAL
  // rm[23] is the leading one: implied by the exponent
  logic [24:0]   rm;                             // rounded significand (carry in bit 24)
  // verilator lint_on UNUSEDSIGNAL
  logic          guard, sticky, up;
  logic signed [EW+1:0] be;                      // biased exponent
  logic [31:0]   res;

  sm5_lzc #(.W(MW)) u_lzc (
    .in_i   (s3_mag_q),
    .cnt_o  (lz),
    .zero_o (mag_zero)
  );
  assign nm_d = s3_mag_q << lz;

  // cut 4a | 4b (STAGES >= 6): the normalised magnitude and its shift
  typedef struct packed {
    logic [MW-1:0]        nm;
    logic [5:0]           lz;
    logic                 zero, special, sign;
    logic [31:0]          spec_res;
    logic signed [EW-1:0] eout;
  } s4a_t;
  s4a_t s4a_d, s4a;
  logic s4a_valid;
  assign s4a_d = '{nm: nm_d, lz: lz, zero: mag_zero, special: s3_special_q, sign: s3_sign_q,
                   spec_res: s3_spec_res_q, eout: s3_eout_q};
  sm5_fma_cut #(.W($bits(s4a_t)), .EN(CUT_NORM)) u_cut_norm (
    .clk_i, .rst_ni, .valid_i (s3_valid_q), .data_i (s4a_d), .valid_o (s4a_valid), .data_o (s4a)
  );

  always_comb begin
    guard  = s4a.nm[MW-25];
    sticky = |s4a.nm[MW-26:0];
    up     = guard & (sticky | s4a.nm[MW-24]);
    rm     = {1'b0, s4a.nm[MW-1 -: 24]} + 25'(up);
    // value = 1.f 2^(MW-1-lz+eout); a carry out of the rounding adds one
    be     = (EW+2)'(s4a.eout) + (EW+2)'(MW - 1 + 127) - (EW+2)'(s4a.lz) + (EW+2)'(rm[24]);
    if (s4a.special)    res = s4a.spec_res;
    else if (s4a.zero)  res = 32'd0;                             // log(1), reduced 0: +0
    else if (be <= 0)   res = {s4a.sign, 31'd0};                 // P-15
    else if (be >= 255) res = {s4a.sign, F32_INF[30:0]};
    else                res = {s4a.sign, be[7:0], rm[24] ? 23'd0 : rm[22:0]};
  end

  logic        s4_valid_q;
  logic [31:0] s4_res_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) s4_valid_q <= 1'b0;
    else         s4_valid_q <= s4a_valid;
  end
  always_ff @(posedge clk_i) begin
    if (s4a_valid) s4_res_q <= res;
  end

  // ------------------------------------------------------------ output delay ranks
  localparam int unsigned NEXTRA = STAGES > 9 ? STAGES - 9 : 0;
  if (NEXTRA == 0) begin : g_out
    assign valid_o = s4_valid_q;
    assign res_o   = s4_res_q;
  end else begin : g_delay
    logic [NEXTRA-1:0] dv_q;
    logic [31:0]       dr_q [NEXTRA];
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) dv_q <= '0;
      else         dv_q <= NEXTRA'({dv_q, s4_valid_q});
    end
    always_ff @(posedge clk_i) begin
      dr_q[0] <= s4_res_q;
      for (int i = 1; i < NEXTRA; i++) dr_q[i] <= dr_q[i-1];
    end
    assign valid_o = dv_q[NEXTRA-1];
    assign res_o   = dr_q[NEXTRA-1];
  end

  // STAGES below 4 is not built (the ROM read alone takes a stage)
  if (STAGES < 4) begin : g_bad_stages
    $error("sm5_sfu_lane: STAGES must be at least 4");
  end
endmodule

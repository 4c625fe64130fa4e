// Pipelined integer multiplier (SPEC 10) for one lane and component: imul / umul (64-bit
// product, hi and lo), imad / umad (low 32 bits of a * b + c) and msad (FS 22.12, P-22:
// saturating). Signed and unsigned share one datapath: each operand splits into a high
// half extended by its sign (imul) or by 0 (umul) and an unsigned low half, so four
// 17 x 17 signed products, each one FPGA multiplier block (ECP5 MULT18X18D), make the
// product for both.
//
// Interface
//   valid_i, op_i, a_i, b_i, c_i   one operation per cycle (msad: a = ref, b = src,
//                                  c = accum); the pipe never stalls
//   valid_o, hi_o, lo_o            exactly STAGES cycles later; hi_o is the high word of
//                                  imul / umul and 0 for the other ops, lo_o the low word
//                                  or the result; both hold while valid_o is low
// Logic phases and the registers between them (STAGES >= 1):
//   P1  operand split, the four products, msad's masked byte differences
//   P2  the two cross products added, c into the low word, msad's byte sum
//   P3  the cross sum added at bit 16, msad's accumulate and saturation, result select
//   STAGES 1: P1 P2 P3 | ; 2: P1 | P2 P3 | ; 3: P1 | P2 | P3 | ;
//   4: | P1 | P2 | P3 | (input register) ; more: extra output registers.
// MUL_CS 1 (the standard-cell build): P1's products are unsigned 16 x 16 in carry-save
// form (sm5_mul_cs, two rows each: 19 gate levels against 31 for `*` with its add) and
// P2 adds the rows. imul's sign then enters as a correction of the high word: with
// a = a_u - 2^32 a31 (and b alike), a * b = a_u * b_u - 2^32 (a31 b_u + b31 a_u) mod 2^64.
// MUL_CS 0 keeps `*` on 17 x 17 signed halves: one FPGA multiplier block each.
// Data registers load only with their stage's valid (no reset); valids reset.
module sm5_imul #(
  parameter int unsigned STAGES = sm5_pkg::IMUL_STAGES_DEF,
  parameter bit          MUL_CS = 1'b0
) (
  input  logic              clk_i,
  input  logic              rst_ni,
  input  logic              valid_i,
  input  sm5_pkg::sm5_op_e  op_i,
  input  logic [31:0]       a_i,
  input  logic [31:0]       b_i,
  input  logic [31:0]       c_i,
  output logic              valid_o,
  output logic [31:0]       hi_o,
  output logic [31:0]       lo_o
);
  localparam bit IN_REG = (STAGES >= 4);
  localparam bit REG12  = (STAGES >= 2);
  localparam bit REG23  = (STAGES >= 3);
  localparam int unsigned XTRA = (STAGES > 4) ? STAGES - 4 : 0;

  // result kind, decoded once and carried down the pipe
  typedef struct packed {
    logic sgn;    // imul: high halves sign-extended
    logic mad;    // imad / umad: add c
    logic msad;   // msad datapath
    logic wide;   // imul / umul: hi_o is the product's high word
  } kind_t;

  // ---------------------------------------------------------------- optional input register
  logic        v0;
  kind_t       k0;
  logic [31:0] a0, b0, c0;
  kind_t       kin;

  always_comb begin
    kin.sgn  = (op_i == sm5_pkg::OP_IMUL);
    kin.mad  = (op_i == sm5_pkg::OP_IMAD) | (op_i == sm5_pkg::OP_UMAD);
    kin.msad = (op_i == sm5_pkg::OP_MSAD);
    kin.wide = (op_i == sm5_pkg::OP_IMUL) | (op_i == sm5_pkg::OP_UMUL);
  end

  if (IN_REG) begin : g_in
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) v0 <= 1'b0;
      else         v0 <= valid_i;
    end
    always_ff @(posedge clk_i) begin
      if (valid_i) begin
        k0 <= kin;
        a0 <= a_i;
        b0 <= b_i;
        c0 <= c_i;
      end
    end
  end else begin : g_no_in
    assign v0 = valid_i;
    assign k0 = kin;
    assign a0 = a_i;
    assign b0 = b_i;
    assign c0 = c_i;
  end

  // ---------------------------------------------------------------- P1
  // the products as rows: MUL_CS 0, each product in its _s row (the _c rows and the
  // correction 0); MUL_CS 1, each product = _s + _c, and corr the high word's correction
  typedef struct packed {
    logic [31:0]        ll_s, ll_c;    // al * bl < 2^32
    logic signed [32:0] lh_s, hl_s;    // al * bh, ah * bl: 33 bits signed (MUL_CS 0)
    logic [31:0]        lh_c, hl_c;
    logic [31:0]        hh_s, hh_c;    // ah * bh weighs 2^32: only its low 32 bits count
    logic [31:0]        corr;          // subtracted from the high word (imul, MUL_CS 1)
  } prod_t;
  prod_t       pr_1;
  logic [7:0]  d_1 [4];        // msad: |ref - src| per byte, 0 where ref is 0

  if (MUL_CS) begin : g_p1_cs
    logic [31:0] lh_s, hl_s;
    sm5_mul_cs #(.A(16), .B(16)) u_ll (.a_i(a0[15:0]), .b_i(b0[15:0]),
                                       .sum_o(pr_1.ll_s), .carry_o(pr_1.ll_c));
    sm5_mul_cs #(.A(16), .B(16)) u_lh (.a_i(a0[15:0]), .b_i(b0[31:16]),
                                       .sum_o(lh_s), .carry_o(pr_1.lh_c));
    sm5_mul_cs #(.A(16), .B(16)) u_hl (.a_i(a0[31:16]), .b_i(b0[15:0]),
                                       .sum_o(hl_s), .carry_o(pr_1.hl_c));
    sm5_mul_cs #(.A(16), .B(16)) u_hh (.a_i(a0[31:16]), .b_i(b0[31:16]),
                                       .sum_o(pr_1.hh_s), .carry_o(pr_1.hh_c));
    assign pr_1.lh_s = {1'b0, lh_s};
    assign pr_1.hl_s = {1'b0, hl_s};
    assign pr_1.corr = ((k0.sgn & a0[31]) ? b0 : 32'h0) + ((k0.sgn & b0[31]) ? a0 : 32'h0);
  end else begin : g_p1_mul
    logic signed [16:0] ah, al, bh, bl;
    assign ah = {k0.sgn & a0[31], a0[31:16]};
    assign bh = {k0.sgn & b0[31], b0[31:16]};
    assign al = {1'b0, a0[15:0]};
    assign bl = {1'b0, b0[15:0]};
    /* verilator lint_off UNUSEDSIGNAL */
    logic signed [33:0] m_ll, m_lh, m_hl, m_hh;   // bit 33 (and 32 of m_ll, m_hh): see below
    /* verilator lint_on UNUSEDSIGNAL */
    assign m_ll = al * bl;
    assign m_lh = al * bh;
    assign m_hl = ah * bl;
    assign m_hh = ah * bh;
    assign pr_1.ll_s = m_ll[31:0];          // < 2^32
    assign pr_1.lh_s = m_lh[32:0];          // |al * bh| < 2^32: 33 bits signed
    assign pr_1.hl_s = m_hl[32:0];
    assign pr_1.hh_s = m_hh[31:0];
    assign {pr_1.ll_c, pr_1.lh_c, pr_1.hl_c, pr_1.hh_c, pr_1.corr} = '0;
  end

  always_comb begin
    for (int i = 0; i < 4; i++) begin
      logic [7:0] r, s;
      r = a0[8*i +: 8];
      s = b0[8*i +: 8];
      d_1[i] = (r == 8'h00) ? 8'h00 : (r > s) ? r - s : s - r;
    end
  end

  // ---------------------------------------------------------------- register P1 | P2
  logic               v1;
  logic               mad1, msad1, wide1;   // P2 on need no sign
  logic [31:0]        c1;
  // MUL_CS 0 reads no carry row nor corr (constant 0, removed in synthesis)
  /* verilator lint_off UNUSEDSIGNAL */
  prod_t              pr_2;
  /* verilator lint_on UNUSEDSIGNAL */
  logic [7:0]         d_2 [4];

  if (REG12) begin : g_r12
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) v1 <= 1'b0;
      else         v1 <= v0;
    end
    always_ff @(posedge clk_i) begin
      if (v0) begin
        mad1   <= k0.mad;
        msad1  <= k0.msad;
        wide1  <= k0.wide;
        c1     <= c0;
        pr_2   <= pr_1;
        d_2    <= d_1;
      end
    end
  end else begin : g_no_r12
    assign v1     = v0;
    assign mad1   = k0.mad;
    assign msad1  = k0.msad;
    assign wide1  = k0.wide;
    assign c1     = c0;
    assign pr_2   = pr_1;
    assign d_2    = d_1;
  end

  // ---------------------------------------------------------------- P2
  logic signed [33:0] mid_2;           // al * bh + ah * bl
  logic [31:0]        lo_2;            // al * bl (+ c for imad / umad; a carry out of the
                                       // low word only changes bits a mad does not return)
  logic [31:0]        hi_2;            // ah * bh, low word (MUL_CS 1: less corr)
  logic [9:0]         sad_2;

  if (MUL_CS) begin : g_p2_cs
    // rows to two by 3:2 counters (x + y + z = s + 2 maj), then one add each; every row
    // is nonnegative, so the 34-bit mid sum is exact (< 2^33)
    logic [33:0] m0, m1, m2, m3, ms1, mc1, ms2, mc2;
    logic [31:0] lz, ls, lc, hz, hs, hc;
    always_comb begin
      {m0, m1, m2, m3} = {2'b0, pr_2.lh_s[31:0], 2'b0, pr_2.lh_c, 2'b0, pr_2.hl_s[31:0], 2'b0, pr_2.hl_c};
      ms1 = m0 ^ m1 ^ m2;
      mc1 = ((m0 & m1) | (m0 & m2) | (m1 & m2)) << 1;
      ms2 = ms1 ^ mc1 ^ m3;
      mc2 = ((ms1 & mc1) | (ms1 & m3) | (mc1 & m3)) << 1;
      lz  = mad1 ? c1 : 32'h0;
      ls  = pr_2.ll_s ^ pr_2.ll_c ^ lz;
      lc  = ((pr_2.ll_s & pr_2.ll_c) | (pr_2.ll_s & lz) | (pr_2.ll_c & lz)) << 1;
      // hi - corr = hi + ~corr + 1: the + 1 in the carry row's free bit 0
      hz  = ~pr_2.corr;
      hs  = pr_2.hh_s ^ pr_2.hh_c ^ hz;
      hc  = {((pr_2.hh_s[30:0] & pr_2.hh_c[30:0]) | (pr_2.hh_s[30:0] & hz[30:0]) |
              (pr_2.hh_c[30:0] & hz[30:0])), 1'b1};
    end
    assign mid_2 = $signed(ms2 + mc2);
    assign lo_2  = ls + lc;
    assign hi_2  = hs + hc;
  end else begin : g_p2_mul
    assign mid_2 = 34'(pr_2.lh_s) + 34'(pr_2.hl_s);
    assign lo_2  = pr_2.ll_s + (mad1 ? c1 : 32'h0);
    assign hi_2  = pr_2.hh_s;
  end
  assign sad_2 = 10'(d_2[0]) + 10'(d_2[1]) + 10'(d_2[2]) + 10'(d_2[3]);

  // ---------------------------------------------------------------- register P2 | P3
  logic               v2;
  logic               msad2, wide2;   // P3 needs only these of the kind
  logic [31:0]        c2, hi_3, lo_3;
  logic signed [33:0] mid_3;
  logic [9:0]         sad_3;

  if (REG23) begin : g_r23
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) v2 <= 1'b0;
      else         v2 <= v1;
    end
    always_ff @(posedge clk_i) begin
      if (v1) begin
        msad2 <= msad1;
        wide2 <= wide1;
        c2    <= c1;
        hi_3  <= hi_2;
        lo_3  <= lo_2;
        mid_3 <= mid_2;
        sad_3 <= sad_2;
      end
    end
  end else begin : g_no_r23
    assign v2    = v1;
    assign msad2 = msad1;
    assign wide2 = wide1;
    assign c2    = c1;
    assign hi_3  = hi_2;
    assign lo_3  = lo_2;
    assign mid_3 = mid_2;
    assign sad_3 = sad_2;
  end

  // ---------------------------------------------------------------- P3
  logic [47:0] up_3;                   // product bits 63:16
  logic [32:0] acc_3;
  logic [31:0] hi_r, lo_r;

  assign up_3  = {hi_3, lo_3[31:16]} + 48'($signed(mid_3));
  assign acc_3 = {1'b0, c2} + {23'h0, sad_3};

  always_comb begin
    if (msad2) begin
      hi_r = 32'h0;
      lo_r = acc_3[32] ? 32'hFFFF_FFFF : acc_3[31:0];   // P-22: saturate
    end else begin
      hi_r = wide2 ? up_3[47:16] : 32'h0;
      lo_r = {up_3[15:0], lo_3[15:0]};
    end
  end

  // ---------------------------------------------------------------- output registers
  logic        vq [XTRA + 1];
  logic [31:0] hq [XTRA + 1];
  logic [31:0] lq [XTRA + 1];

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (int i = 0; i <= int'(XTRA); i++) vq[i] <= 1'b0;
    end else begin
      vq[0] <= v2;
      for (int i = 1; i <= int'(XTRA); i++) vq[i] <= vq[i-1];
    end
  end

  always_ff @(posedge clk_i) begin
    if (v2) begin
      hq[0] <= hi_r;
      lq[0] <= lo_r;
    end
    for (int i = 1; i <= int'(XTRA); i++) begin
      if (vq[i-1]) begin
        hq[i] <= hq[i-1];
        lq[i] <= lq[i-1];
      end
    end
  end

  assign valid_o = vq[XTRA];
  assign hi_o    = hq[XTRA];
  assign lo_o    = lq[XTRA];
endmodule

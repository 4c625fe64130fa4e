// Iterative f32 divide (P-19), f32 square root (P-20) and 32-bit unsigned divide (SPEC 10)
// for one lane and component: a restoring digit recurrence with BITS radix-2 steps per
// cycle (1, the default, is radix 2; 2 is radix 4 as two cascaded steps), each step one
// subtractor shared by the three ops. div and sqrt compute 24 bits and a guard bit, round
// to nearest even (the guard bit alone decides, see the rounding below), flush after
// rounding (P-15) and give the P-16 NaN; udiv keeps the exact remainder.
//
// Interface
//   start_i   takes op_i, a_i, b_i; only while busy_o is low (ignored otherwise)
//   op_i      OP_DIV, OP_SQRT or OP_UDIV (any other op computes a div)
//   a_i, b_i  operands after the source modifiers; sqrt ignores b_i
//   done_o    one-cycle pulse with res0_o / res1_o, exactly N cycles after the start
//             cycle, N = sm5_divsqrt_cycles(op, a, b, BITS) (cmodel/sm5_divmul.h)
//   res0_o    div / sqrt result, udiv quotient; held until the next done
//   res1_o    udiv remainder (0 for div and sqrt)
//   busy_o    high in cycles 1 .. N-1 after a start: a new start is taken in the done cycle
// Schedule (cycle 0 = start):
//   special operands (NaN, INF or zero after the input flush, sqrt of a negative; udiv
//   by 0 or of 0): the result is registered in cycle 0, N = 1;
//   div, sqrt: set-up in cycle 0, K = ceil(26 / BITS) iterations, one rounding cycle,
//   N = K + 2;
//   udiv: set-up skips the leading zero bytes of a (n = 1..4 significant bytes remain),
//   K = ceil(8 * n / BITS) iterations, the last one registers the result, N = K + 1.
module sm5_divsqrt #(
  parameter int unsigned BITS = sm5_pkg::DIVSQRT_BITS  // radix-2 steps per cycle, 1..4
) (
  input  logic              clk_i,
  input  logic              rst_ni,
  input  logic              start_i,
  input  sm5_pkg::sm5_op_e  op_i,
  input  logic [31:0]       a_i,
  input  logic [31:0]       b_i,
  output logic              busy_o,
  output logic              done_o,
  output logic [31:0]       res0_o,
  output logic [31:0]       res1_o
);
  // quotient / root bits of div and sqrt: 26 rounded up to a multiple of BITS
  localparam int unsigned KF = (26 + BITS - 1) / BITS;
  localparam int unsigned NB = KF * BITS;
  // feed register: the dividend / radicand bits still to enter the remainder, MSB first;
  // a udiv may step through up to 32 + BITS - 1 bits (the extra leading ones are zeros)
  localparam int unsigned FW = 32 + BITS - 1;

  typedef enum logic [1:0] {
    ST_IDLE  = 2'd0,
    ST_ITER  = 2'd1,
    ST_ROUND = 2'd2
  } state_e;

  state_e state_q, state_d;
  logic   done_q, done_d;

  // data registers (no reset: loaded before use; cnt_q is read only in ST_ITER, entered
  // only by a start that loads it)
  logic [4:0]    cnt_q;               // iterations left after the current one
  logic          sqrt_q, udiv_q;      // op of the running operation
  logic          sign_q;
  logic signed [9:0] exp_q;           // biased result exponent if the quotient/root is below 1
  logic [31:0]   rem_q, quo_q, den_q;
  logic [FW-1:0] feed_q;
  logic [31:0]   res0_q, res1_q;

  // ---------------------------------------------------------------- set-up (cycle 0)
  logic is_sqrt, is_udiv;
  logic zero_a, inf_a, nan_a, zero_b, inf_b, nan_b;
  logic [31:0] unused_fa, unused_fb;  // the flushed values: the classes say all we need

  assign is_sqrt = (op_i == sm5_pkg::OP_SQRT);
  assign is_udiv = (op_i == sm5_pkg::OP_UDIV);

  sm5_f32_class u_cls_a (.a_i(a_i), .flush_o(unused_fa), .zero_o(zero_a), .inf_o(inf_a),
                         .nan_o(nan_a));
  sm5_f32_class u_cls_b (.a_i(b_i), .flush_o(unused_fb), .zero_o(zero_b), .inf_o(inf_b),
                         .nan_o(nan_b));

  // udiv: the leading zero bytes of a are skipped (their quotient bits are 0 and the
  // remainder stays 0 through them): 8 * nby dividend bits remain, nby = significant
  // bytes of a, in K = ceil(8 * nby / BITS) iterations; the K * BITS - 8 * nby extra
  // steps come first and feed zeros. A byte granule costs one 4:1 mux of constant shifts.
  logic [2:0]    nby;
  logic [FW-1:0] feed_u;
  logic [4:0]    cnt_u;

  always_comb begin
    if (a_i[31:24] != 8'h0)      nby = 3'd4;
    else if (a_i[23:16] != 8'h0) nby = 3'd3;
    else if (a_i[15:8] != 8'h0)  nby = 3'd2;
    else if (a_i[7:0] != 8'h0)   nby = 3'd1;
    else                         nby = 3'd0;
  end

  always_comb begin
    feed_u = '0;
    cnt_u  = 5'd0;
    for (int n = 1; n <= 4; n++) begin
      if (nby == 3'(n)) begin
        feed_u = FW'(a_i) << (FW - BITS * ((8 * n + BITS - 1) / BITS));
        cnt_u  = 5'((8 * n + BITS - 1) / BITS - 1);
      end
    end
  end

  logic              special;         // result known in cycle 0
  logic [31:0]       spec0, spec1;
  logic [23:0]       ma, mb;
  logic [25:0]       rad;             // sqrt radicand significand, 2 or 4 times ma
  logic [31:0]       rem0, den0;
  logic [FW-1:0]     feed0;
  logic [4:0]        cnt0;
  logic signed [9:0] exp0;
  logic              sign0;

  assign ma = {1'b1, a_i[22:0]};
  assign mb = {1'b1, b_i[22:0]};
  // an odd biased exponent leaves an odd power of two: one more factor 2 goes into the
  // radicand, so the radicand is 2 or 4 times ma and the root has 13 integer bits
  assign rad = a_i[23] ? {1'b0, ma, 1'b0} : {ma, 2'b00};

  logic [8:0] sqrt_e;                 // sqrt's result exponent, (e + 127) / 2
  assign sqrt_e = 9'(({2'b00, a_i[30:23]} + 10'd127) >> 1);

  always_comb begin
    special = 1'b0;
    spec0   = 32'h0;
    spec1   = 32'h0;
    rem0    = 32'h0;
    den0    = 32'h0;
    feed0   = '0;
    cnt0    = 5'(KF - 1);
    exp0    = 10'sd0;
    sign0   = 1'b0;
    if (is_udiv) begin
      if (b_i == 32'h0) begin
        special = 1'b1;
        spec0   = 32'hFFFF_FFFF;
        spec1   = 32'hFFFF_FFFF;
      end else if (nby == 3'd0) begin   // 0 / b: quotient and remainder 0
        special = 1'b1;
      end
      feed0 = feed_u;
      den0  = b_i;
      cnt0  = cnt_u;
    end else if (is_sqrt) begin
      special = nan_a | zero_a | inf_a | a_i[31];
      if (nan_a || (a_i[31] && !zero_a)) spec0 = 32'h7FC0_0000;   // sqrt(-x), sqrt(NaN)
      else if (zero_a) spec0 = {a_i[31], 31'h0};                   // sqrt(-0) = -0
      else spec0 = 32'h7F80_0000;                                  // sqrt(+INF)
      feed0 = {rad, {(FW - 26){1'b0}}};
      // result exponent (e + 127) / 2; the root always has its MSB at NB-1 (n1 = 1)
      exp0  = $signed({1'b0, sqrt_e}) - 10'sd1;
    end else begin
      sign0   = a_i[31] ^ b_i[31];
      special = nan_a | nan_b | inf_a | inf_b | zero_a | zero_b;
      if (nan_a || nan_b || (inf_a && inf_b) || (zero_a && zero_b)) spec0 = 32'h7FC0_0000;
      else if (inf_a || zero_b) spec0 = {sign0, 31'h7F80_0000};    // INF / x, x / 0
      else spec0 = {sign0, 31'h0};                                  // 0 / x, x / INF
      // ma / mb in (1/2, 2): R starts at ma / 2 and the first step feeds ma's LSB
      rem0  = {9'h0, ma[23:1]};
      feed0 = {ma[0], {(FW - 1){1'b0}}};
      den0  = {8'h0, mb};
      exp0  = $signed({2'b00, a_i[30:23]}) - $signed({2'b00, b_i[30:23]}) + 10'sd126;
    end
  end

  // ---------------------------------------------------------------- iteration
  logic [31:0]   rem_n, quo_n;
  logic [FW-1:0] feed_n;

  always_comb begin
    logic [32:0] rs, t;
    // bit 32 of a kept remainder is 0 (remainder < divisor < 2^32, or < 2^29 for sqrt)
    /* verilator lint_off UNUSEDSIGNAL */
    logic [33:0] diff;
    /* verilator lint_on UNUSEDSIGNAL */
    logic        ge;
    rem_n  = rem_q;
    quo_n  = quo_q;
    feed_n = feed_q;
    for (int j = 0; j < int'(BITS); j++) begin
      if (sqrt_q) begin
        // R = 4R + next radicand pair; trial 4Q + 1 (R <= 2Q < 2^29 fits)
        rs     = {rem_n[30:0], feed_n[FW-1], feed_n[FW-2]};
        t      = {1'b0, quo_n[29:0], 2'b01};
        feed_n = feed_n << 2;
      end else begin
        // R = 2R + next dividend bit; trial the divisor
        rs     = {rem_n, feed_n[FW-1]};
        t      = {1'b0, den_q};
        feed_n = feed_n << 1;
      end
      diff  = {1'b0, rs} - {1'b0, t};   // the borrow is the compare: one carry chain
      ge    = ~diff[33];
      rem_n = ge ? diff[31:0] : rs[31:0];
      quo_n = {quo_n[30:0], ge};
    end
  end

  // ---------------------------------------------------------------- rounding (div, sqrt)
  // Round to nearest even needs only the guard bit here: a quotient or root is never
  // exactly half-way between two floats, so guard = 1 always means "above half".
  // (A midpoint has a 25-bit odd significand M; M * mb = ma * 2^k would need M to divide
  // ma < 2^24, and M^2 has over 24 bits, so it is no radicand.) And rounding never
  // carries out of the 24 bits: that needs a value within half an ulp below a power of
  // two. (ma / mb just below 1 or 2 is at most 1 - 1/mb or 2 - 1/mb, more than half an
  // ulp away as mb < 2^24; a root just below 2 needs a radicand of at least
  // (2 - 2^-24)^2 > 4 - 2^-22, the largest one.)
  logic              n1;
  logic [23:0]       top;             // the fraction (below the leading 1) and the guard bit
  logic [22:0]       frac_r;
  logic signed [9:0] e_r;
  logic [31:0]       rnd;

  assign n1     = quo_q[NB-1];
  assign top    = n1 ? quo_q[NB-2:NB-25] : quo_q[NB-3:NB-26];
  assign frac_r = top[23:1] + {22'h0, top[0]};
  assign e_r    = exp_q + $signed({9'h0, n1});

  always_comb begin
    if (e_r <= 10'sd0)        rnd = {sign_q, 31'h0};            // P-15: below 2^-126
    else if (e_r >= 10'sd255) rnd = {sign_q, 31'h7F80_0000};    // overflow: INF
    else                      rnd = {sign_q, e_r[7:0], frac_r};
  end

  // ---------------------------------------------------------------- control
  always_comb begin
    state_d = state_q;
    done_d  = 1'b0;
    unique case (state_q)
      ST_IDLE: if (start_i) begin
        if (special) done_d = 1'b1;
        else state_d = ST_ITER;
      end
      ST_ITER: begin
        if (cnt_q == 5'd0) begin
          if (udiv_q) begin
            state_d = ST_IDLE;
            done_d  = 1'b1;
          end else begin
            state_d = ST_ROUND;
          end
        end
      end
      ST_ROUND: begin
        state_d = ST_IDLE;
        done_d  = 1'b1;
      end
      default: state_d = ST_IDLE;
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= ST_IDLE;
      done_q  <= 1'b0;
    end else begin
      state_q <= state_d;
      done_q  <= done_d;
    end
  end

  logic take;      // a start that runs iterations
  assign take = (state_q == ST_IDLE) && start_i && !special;

  always_ff @(posedge clk_i) begin
    if (take) begin
      sqrt_q <= is_sqrt;
      udiv_q <= is_udiv;
      sign_q <= sign0;
      exp_q  <= exp0;
      den_q  <= den0;
    end
    if (take) begin
      cnt_q  <= cnt0;
      rem_q  <= rem0;
      quo_q  <= 32'h0;
      feed_q <= feed0;
    end else if (state_q == ST_ITER) begin
      cnt_q  <= cnt_q - 5'd1;
      rem_q  <= rem_n;
      quo_q  <= quo_n;
      feed_q <= feed_n;
    end
    if ((state_q == ST_IDLE) && start_i && special) begin
      res0_q <= spec0;
      res1_q <= spec1;
    end else if ((state_q == ST_ITER) && (cnt_q == 5'd0) && udiv_q) begin
      res0_q <= quo_n;
      res1_q <= rem_n;
    end else if (state_q == ST_ROUND) begin
      res0_q <= rnd;
      res1_q <= 32'h0;
    end
  end

  assign busy_o = (state_q != ST_IDLE);
  assign done_o = done_q;
  assign res0_o = res0_q;
  assign res1_o = res1_q;
endmodule

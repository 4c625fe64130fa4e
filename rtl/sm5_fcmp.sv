// Comparator of SPEC 3 on one 32-bit component: f32 min/max/eq/ne/lt/ge (denorms flushed,
// P-1..P-3), signed and unsigned integer min/max and compares.
// All orderings share one 32-bit magnitude comparator on an order key:
//   f32: sign ? ~x : x ^ 0x8000_0000  (total order on sign-magnitude; -0 < +0)
//   s32: x ^ 0x8000_0000             u32: x
// max / imax / umax swap the operands, so "lt" then means src1 < src0.
module sm5_fcmp (
  input  sm5_pkg::sm5_op_e op_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  output logic [31:0] res_o
);
  localparam logic [31:0] TRUE  = 32'hFFFF_FFFF;
  localparam logic [31:0] FALSE = 32'h0000_0000;

  logic [31:0] fa, fb;
  logic        zero_a, zero_b, nan_a, nan_b;
  logic        unused_inf_a, unused_inf_b;  // INF orders correctly through the key

  sm5_f32_class u_cls_a (.a_i(a_i), .flush_o(fa), .zero_o(zero_a), .inf_o(unused_inf_a),
                         .nan_o(nan_a));
  sm5_f32_class u_cls_b (.a_i(b_i), .flush_o(fb), .zero_o(zero_b), .inf_o(unused_inf_b),
                         .nan_o(nan_b));

  // The op decode gates the rest (one block, block-local temporaries): for another unit's
  // op, or an idle EX1, the simulation skips the comparator; the result is FALSE then, as
  // the default arm gives, so synthesis sees the same function.
  always_comb begin
    logic        is_float, is_signed, swap, mine;
    // Operands as compared: flushed for f32, raw for integers.
    logic [31:0] pa, pb, ka, kb, kx, ky;
    logic        lt, eq_bits, any_nan, both_zero;
    // f32 results
    logic [31:0] fminmax;
    logic        feq, fne, flt, fge;
    // (the temporaries get a value on every path: combinational, no latch)
    {pa, pb, ka, kb, kx, ky, lt, eq_bits, any_nan, both_zero, fminmax, feq, fne, flt,
     fge} = '0;
    is_float  = 1'b0;
    is_signed = 1'b0;
    swap      = 1'b0;
    mine      = 1'b1;
    unique case (op_i)
      sm5_pkg::OP_MIN, sm5_pkg::OP_EQ, sm5_pkg::OP_NE,
      sm5_pkg::OP_LT, sm5_pkg::OP_GE: is_float = 1'b1;
      sm5_pkg::OP_MAX:                begin is_float = 1'b1; swap = 1'b1; end
      sm5_pkg::OP_IMIN,
      sm5_pkg::OP_ILT,
      sm5_pkg::OP_IGE:                is_signed = 1'b1;
      sm5_pkg::OP_IMAX:               begin is_signed = 1'b1; swap = 1'b1; end
      sm5_pkg::OP_UMAX:               swap = 1'b1;
      sm5_pkg::OP_UMIN, sm5_pkg::OP_IEQ, sm5_pkg::OP_INE,
      sm5_pkg::OP_ULT, sm5_pkg::OP_UGE: ;
      default:                        mine = 1'b0;
    endcase

    res_o = FALSE;
    if (mine) begin
      pa = is_float ? fa : a_i;
      pb = is_float ? fb : b_i;
      ka = is_float ? (pa[31] ? ~pa : {1'b1, pa[30:0]}) : {pa[31] ^ is_signed, pa[30:0]};
      kb = is_float ? (pb[31] ? ~pb : {1'b1, pb[30:0]}) : {pb[31] ^ is_signed, pb[30:0]};
      kx = swap ? kb : ka;
      ky = swap ? ka : kb;
      lt        = (kx < ky);
      eq_bits   = (pa == pb);
      any_nan   = nan_a | nan_b;
      both_zero = zero_a & zero_b;

      if (nan_a && nan_b) fminmax = b_i;       // P-3: src1 unchanged
      else if (nan_a)     fminmax = fb;        // one NaN: the other operand, flushed (P-1)
      else if (nan_b)     fminmax = fa;
      else                fminmax = lt ? fa : fb;  // P-1 flushed, P-2 via the -0 < +0 key

      feq = ~any_nan & (eq_bits | both_zero);
      fne = ~feq;
      flt = ~any_nan & ~both_zero & lt;
      fge = ~any_nan & ~flt;

      unique case (op_i)
        sm5_pkg::OP_MIN,
        sm5_pkg::OP_MAX:  res_o = fminmax;
        sm5_pkg::OP_EQ:   res_o = feq ? TRUE : FALSE;
        sm5_pkg::OP_NE:   res_o = fne ? TRUE : FALSE;
        sm5_pkg::OP_LT:   res_o = flt ? TRUE : FALSE;
        sm5_pkg::OP_GE:   res_o = fge ? TRUE : FALSE;
        sm5_pkg::OP_IMIN,
        sm5_pkg::OP_IMAX,
        sm5_pkg::OP_UMIN,
        sm5_pkg::OP_UMAX: res_o = lt ? a_i : b_i;
        sm5_pkg::OP_IEQ:  res_o = eq_bits ? TRUE : FALSE;
        sm5_pkg::OP_INE:  res_o = eq_bits ? FALSE : TRUE;
        sm5_pkg::OP_ILT,
        sm5_pkg::OP_ULT:  res_o = lt ? TRUE : FALSE;
        sm5_pkg::OP_IGE,
        sm5_pkg::OP_UGE:  res_o = lt ? FALSE : TRUE;
        default:          res_o = FALSE;
      endcase
    end
  end
endmodule

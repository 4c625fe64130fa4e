// The comparator's first half (sm5_fcmp = sm5_fcmp_key + sm5_fcmp_pick; a pipelined ALU
// registers between the two): the operands as compared (flushed for f32, raw for
// integers), their order keys in compare order and the f32 classes.
// Order keys: f32 sign ? ~x : x ^ 0x8000_0000 (total order on sign-magnitude; -0 < +0),
// s32 x ^ 0x8000_0000, u32 x. max / imax / umax swap the operands, so "kx < ky" then
// means src1 < src0.
module sm5_fcmp_key (
  input  sm5_pkg::sm5_op_e op_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  output logic [31:0] pa_o,      // the operands as compared
  output logic [31:0] pb_o,
  output logic [31:0] kx_o,      // order keys: the result orders kx_o < ky_o
  output logic [31:0] ky_o,
  output logic [3:0]  cls_o,     // {nan_a, nan_b, zero_a, zero_b} (f32)
  output logic        eq_o,      // a == b, bit for bit (raw: the flush does not change
                                 // an equality that both_zero leaves open)
  output logic [9:0]  sel_o      // the result sm5_fcmp_pick gives (one-hot; none: FALSE)
);
  logic [31:0] fa, fb;
  logic        zero_a, zero_b, nan_a, nan_b;
  logic        unused_inf_a, unused_inf_b;  // INF orders correctly through the key

  sm5_f32_class u_cls_a (.a_i(a_i), .flush_o(fa), .zero_o(zero_a), .inf_o(unused_inf_a),
                         .nan_o(nan_a));
  sm5_f32_class u_cls_b (.a_i(b_i), .flush_o(fb), .zero_o(zero_b), .inf_o(unused_inf_b),
                         .nan_o(nan_b));

  // The op decode gates the rest (block-local temporaries): for another unit's op, or an
  // idle EX1, the simulation skips the keys; sm5_fcmp_pick gives FALSE for such an op.
  always_comb begin
    logic        is_float, is_signed, swap, mine;
    logic [31:0] ka, kb;
    {pa_o, pb_o, kx_o, ky_o, ka, kb} = '0;
    is_float  = 1'b0;
    is_signed = 1'b0;
    swap      = 1'b0;
    mine      = 1'b1;
    // {f32 min/max, integer min/max, eq, ne, lt, ge, ieq, ine, ilt/ult, ige/uge}
    unique case (op_i)
      sm5_pkg::OP_MIN, sm5_pkg::OP_MAX:   sel_o = 10'b1000000000;
      sm5_pkg::OP_IMIN, sm5_pkg::OP_IMAX,
      sm5_pkg::OP_UMIN, sm5_pkg::OP_UMAX: sel_o = 10'b0100000000;
      sm5_pkg::OP_EQ:                     sel_o = 10'b0010000000;
      sm5_pkg::OP_NE:                     sel_o = 10'b0001000000;
      sm5_pkg::OP_LT:                     sel_o = 10'b0000100000;
      sm5_pkg::OP_GE:                     sel_o = 10'b0000010000;
      sm5_pkg::OP_IEQ:                    sel_o = 10'b0000001000;
      sm5_pkg::OP_INE:                    sel_o = 10'b0000000100;
      sm5_pkg::OP_ILT, sm5_pkg::OP_ULT:   sel_o = 10'b0000000010;
      sm5_pkg::OP_IGE, sm5_pkg::OP_UGE:   sel_o = 10'b0000000001;
      default:                            sel_o = 10'b0000000000;
    endcase
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
    if (mine) begin
      pa_o = is_float ? fa : a_i;
      pb_o = is_float ? fb : b_i;
      ka = is_float ? (pa_o[31] ? ~pa_o : {1'b1, pa_o[30:0]}) : {pa_o[31] ^ is_signed, pa_o[30:0]};
      kb = is_float ? (pb_o[31] ? ~pb_o : {1'b1, pb_o[30:0]}) : {pb_o[31] ^ is_signed, pb_o[30:0]};
      kx_o = swap ? kb : ka;
      ky_o = swap ? ka : kb;
    end
  end
  assign cls_o = {nan_a, nan_b, zero_a, zero_b};
  // For f32 the comparator asks eq | both_zero. The flush changes only zero-class values:
  // two of them are both_zero; one beside a value outside the class differs both raw
  // and flushed (its exponent is 0, the other's is not).
  assign eq_o  = a_i == b_i;
endmodule

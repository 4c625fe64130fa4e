// The comparator's second half (sm5_fcmp): the compare of the keys from sm5_fcmp_key and
// the result by op (SPEC 3, P-1..P-3). A NaN is not changed by the flush, so the operands
// as compared (pa, pb) also stand for the raw ones wherever a NaN or an integer passes.
module sm5_fcmp_pick (
  input  logic [31:0] pa_i,
  input  logic [31:0] pb_i,
  input  logic [31:0] kx_i,
  input  logic [31:0] ky_i,
  input  logic [3:0]  cls_i,     // {nan_a, nan_b, zero_a, zero_b}
  input  logic        eq_i,      // a == b (sm5_fcmp_key)
  input  logic [9:0]  sel_i,     // the result (sm5_fcmp_key: one-hot, none: FALSE)
  output logic [31:0] res_o
);
  logic nan_a, nan_b, zero_a, zero_b;
  assign {nan_a, nan_b, zero_a, zero_b} = cls_i;

  // The result for a given outcome of the key compare: the compare is the deep part, so
  // the result is worked out for both outcomes beside it and picked by it last.
  function automatic logic [31:0] result(logic lt);
    logic        any_nan, both_zero;
    logic [31:0] fminmax;
    logic        feq, fne, flt, fge;
    any_nan   = nan_a | nan_b;
    both_zero = zero_a & zero_b;
    // a NaN src0: src1 (unchanged when it is a NaN too, P-3; else flushed, P-1)
    if (nan_a)          fminmax = pb_i;
    else if (nan_b)     fminmax = pa_i;        // one NaN: the other operand, flushed (P-1)
    else                fminmax = lt ? pa_i : pb_i;  // P-1 flushed, P-2 via the -0 < +0 key
    feq = ~any_nan & (eq_i | both_zero);
    fne = ~feq;
    flt = ~any_nan & ~both_zero & lt;
    fge = ~any_nan & ~flt;
    return ({32{sel_i[9]}} & fminmax)          | ({32{sel_i[8]}} & (lt ? pa_i : pb_i))
         | ({32{sel_i[7]}} & {32{feq}})        | ({32{sel_i[6]}} & {32{fne}})
         | ({32{sel_i[5]}} & {32{flt}})        | ({32{sel_i[4]}} & {32{fge}})
         | ({32{sel_i[3]}} & {32{eq_i}})       | ({32{sel_i[2]}} & {32{~eq_i}})
         | ({32{sel_i[1]}} & {32{lt}})         | ({32{sel_i[0]}} & {32{~lt}});
  endfunction

  assign res_o = (kx_i < ky_i) ? result(1'b1) : result(1'b0);
endmodule

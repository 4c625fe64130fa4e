// The first half of sm5_f32_to_fsmall (the lane's CVT pipe registers between the two
// halves when it is built in three stages): the f32 operand's class, its flushed fields
// and the denorm shift amount, all from the exponent. One packed bundle pre_o for the
// second half (sm5_f32_to_fsmall_back); its layout is the two modules' own:
//   {sign, nan, inf, zero, exp[7:0], man[22:0], dsh5[4:0]}  (40 bits)
module sm5_f32_to_fsmall_front #(
  parameter int unsigned FRAC_W = 10
) (
  input  logic [31:0] f_i,
  output logic [39:0] pre_o
);
  logic [31:0] ff;
  logic        zero, inf, nan;
  logic [7:0]  dsh;
  logic [4:0]  dsh5;

  sm5_f32_class u_cls (.a_i(f_i), .flush_o(ff), .zero_o(zero), .inf_o(inf), .nan_o(nan));

  // the shift that makes a target denorm: 136 - FRAC_W - exp, clamped at 24 (all out)
  assign dsh   = 8'(136 - FRAC_W) - ff[30:23];
  assign dsh5  = (dsh > 8'd24) ? 5'd24 : dsh[4:0];
  assign pre_o = {ff[31], nan, inf, zero, ff[30:0], dsh5};
endmodule

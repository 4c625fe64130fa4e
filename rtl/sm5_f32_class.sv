// Classification of one f32 operand, shared by every unit that applies the SPEC 1 rules:
// denorms flush to a zero of the same sign before an operation looks at the value.
module sm5_f32_class (
  input  logic [31:0] a_i,
  output logic [31:0] flush_o,  // a_i with a denorm replaced by a zero of its sign
  output logic        zero_o,   // zero or denorm (zero after the flush)
  output logic        inf_o,
  output logic        nan_o
);
  logic exp_zero, exp_ones, frac_zero;

  assign exp_zero  = (a_i[30:23] == 8'h00);
  assign exp_ones  = (a_i[30:23] == 8'hFF);
  assign frac_zero = (a_i[22:0] == 23'h0);

  assign zero_o  = exp_zero;
  assign inf_o   = exp_ones & frac_zero;
  assign nan_o   = exp_ones & ~frac_zero;
  assign flush_o = exp_zero ? {a_i[31], 31'h0} : a_i;
endmodule

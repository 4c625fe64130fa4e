// f32 _sat (SPEC 2): NaN -> +0, anything negative (incl. -0, -INF) -> +0, denorms flushed,
// clamp to [0, 1.0].
module sm5_fsat (
  input  logic [31:0] a_i,
  output logic [31:0] res_o
);
  localparam logic [31:0] ONE = 32'h3F80_0000;

  logic [31:0] fa;
  logic        nan_a;
  // zero/INF need no special case here: the sign and the magnitude order decide
  logic        unused_class_zero, unused_class_inf, unused_class;

  sm5_f32_class u_cls (
    .a_i    (a_i),
    .flush_o(fa),
    .zero_o (unused_class_zero),
    .inf_o  (unused_class_inf),
    .nan_o  (nan_a)
  );
  assign unused_class = unused_class_zero ^ unused_class_inf;

  always_comb begin
    if (nan_a || fa[31])  res_o = 32'h0;
    else if (fa > ONE)    res_o = ONE;   // positive f32 order is the unsigned bit order
    else                  res_o = fa;
  end
endmodule

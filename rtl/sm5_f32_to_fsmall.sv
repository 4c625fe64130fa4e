// f32 -> a small float with a 5-bit exponent (bias 15): f16 (SIGNED=1, FRAC_W=10), f11
// (SIGNED=0, FRAC_W=6), f10 (SIGNED=0, FRAC_W=5). SPEC 1 and 5: f32 denorms are flushed
// first, round toward zero, a finite overflow gives the largest finite value (of the
// same sign), INF stays INF, target denorms come out truncated.
//   SIGNED:   NaN -> sign | exp 31 | 1 << (FRAC_W-1) | top FRAC_W bits of the fraction (P-4)
//   unsigned: NaN (either sign) -> all ones (P-6); negative, -0, -INF -> 0
module sm5_f32_to_fsmall #(
  parameter int unsigned FRAC_W = 10,
  parameter bit          SIGNED = 1'b1,
  localparam int unsigned OUT_W = (SIGNED ? 1 : 0) + 5 + FRAC_W
) (
  input  logic [31:0]      f_i,
  output logic [OUT_W-1:0] res_o
);
  logic [31:0] ff;
  logic        zero, inf, nan, sign;
  logic [7:0]  exp;
  logic [22:0] man;

  sm5_f32_class u_cls (.a_i(f_i), .flush_o(ff), .zero_o(zero), .inf_o(inf), .nan_o(nan));

  assign sign = ff[31];
  assign exp  = ff[30:23];
  assign man  = ff[22:0];

  // Denorm result: {1, man} >> (136 - FRAC_W - exp), for exp <= 112; 0 once the shift
  // reaches 24 (every bit gone).
  logic [7:0]        dsh;
  logic [4:0]        dsh5;
  logic [23:0]       dshifted;
  logic [FRAC_W-1:0] dfrac;
  logic              unused_dshifted;

  assign dsh      = 8'(136 - FRAC_W) - exp;
  assign dsh5     = (dsh > 8'd24) ? 5'd24 : dsh[4:0];
  assign dshifted = {1'b1, man} >> dsh5;
  assign dfrac    = dshifted[FRAC_W-1:0];
  assign unused_dshifted = ^dshifted[23:FRAC_W];

  logic [4:0]        mexp;   // magnitude: exponent and fraction fields
  logic [FRAC_W-1:0] mfrac;

  always_comb begin
    if (nan) begin
      mexp  = 5'h1F;
      mfrac = SIGNED ? (man[22 -: FRAC_W] | (FRAC_W'(1) << (FRAC_W - 1))) : '1;
    end else if (inf) begin
      mexp  = 5'h1F;
      mfrac = '0;
    end else if (zero) begin
      mexp  = 5'h00;
      mfrac = '0;
    end else if (exp >= 8'd143) begin       // unbiased >= 16: too large
      mexp  = 5'd30;
      mfrac = '1;
    end else if (exp >= 8'd113) begin       // unbiased -14 .. 15: normal
      mexp  = 5'(exp - 8'd112);
      mfrac = man[22 -: FRAC_W];
    end else begin                          // target denorm (or 0)
      mexp  = 5'h00;
      mfrac = dfrac;
    end
  end

  if (SIGNED) begin : g_signed
    assign res_o = {sign, mexp, mfrac};
  end else begin : g_unsigned
    // negative non-NaN values clamp to 0
    assign res_o = (sign && !nan) ? '0 : {mexp, mfrac};
  end
endmodule

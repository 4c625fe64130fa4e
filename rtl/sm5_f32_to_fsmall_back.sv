// The second half of sm5_f32_to_fsmall: the result fields from sm5_f32_to_fsmall_front's
// bundle (its layout there): the denorm shift, then the exponent and fraction by range.
module sm5_f32_to_fsmall_back #(
  parameter int unsigned FRAC_W = 10,
  parameter bit          SIGNED = 1'b1,
  localparam int unsigned OUT_W = (SIGNED ? 1 : 0) + 5 + FRAC_W
) (
  input  logic [39:0]      pre_i,
  output logic [OUT_W-1:0] res_o
);
  logic        sign, nan, inf, zero;
  logic [7:0]  exp;
  logic [22:0] man;
  logic [4:0]  dsh5;
  assign {sign, nan, inf, zero, exp, man, dsh5} = pre_i;

  logic [23:0]       dshifted;
  logic [FRAC_W-1:0] dfrac;
  logic              unused_dshifted;
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
    assign res_o = (sign && !nan) ? '0 : {mexp, mfrac};
  end
endmodule

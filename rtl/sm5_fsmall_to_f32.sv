// Exact widening of a small float with a 5-bit exponent (bias 15) to f32: f16 (SIGNED=1,
// FRAC_W=10), f11 (SIGNED=0, FRAC_W=6), f10 (SIGNED=0, FRAC_W=5). Denorms are normalised;
// exponent 31 maps to 255 with the fraction moved up (P-5 for f16 NaN, P-14 for f11/f10).
module sm5_fsmall_to_f32 #(
  parameter int unsigned FRAC_W = 10,
  parameter bit          SIGNED = 1'b1,
  localparam int unsigned IN_W = (SIGNED ? 1 : 0) + 5 + FRAC_W,
  localparam int unsigned CW   = $clog2(FRAC_W)
) (
  input  logic [IN_W-1:0] v_i,
  output logic [31:0]     f_o
);
  logic              sign;
  logic [4:0]        e;
  logic [FRAC_W-1:0] frac, nfrac;
  logic [CW-1:0]     lz;
  logic              frac_zero;

  assign sign = SIGNED ? v_i[IN_W-1] : 1'b0;
  assign e    = v_i[FRAC_W +: 5];
  assign frac = v_i[FRAC_W-1:0];

  sm5_lzc #(.W(FRAC_W)) u_lzc (.in_i(frac), .cnt_o(lz), .zero_o(frac_zero));

  // denorm 0.frac * 2^-14: the leading one becomes the hidden bit
  assign nfrac = (frac << lz) << 1;

  always_comb begin
    if (e == 5'h1F)     f_o = {sign, 8'hFF, frac, (23 - FRAC_W)'(0)};
    else if (e != 5'h0) f_o = {sign, 8'(e) + 8'd112, frac, (23 - FRAC_W)'(0)};
    else if (frac_zero) f_o = {sign, 31'h0};
    else                f_o = {sign, 8'd112 - 8'(lz), nfrac, (23 - FRAC_W)'(0)};
  end
endmodule

// Round to an integral f32 (SPEC 10 round_ne / round_ni / round_pi / round_z) on one
// component; the FMA pipe's first stage uses it for the round_* results and, in floor
// mode, for frc's -floor(a) addend. Works on the bit pattern: the fraction bits below the
// binary point are cleared and, when the mode rounds away from zero, one unit of the
// integer LSB is added to the whole {exp, frac} word, so a carry out of the fraction
// bumps the exponent by itself (1.11b * 2^k -> 2^(k+1)).
// NaN -> 0x7FC00000 (P-16); INF stays; zeros and denorms give a zero of their sign; a
// zero result keeps the input's sign (round_pi(-0.5) = -0); |a| >= 2^23 is unchanged.
module sm5_fround (
  input  sm5_pkg::sm5_fma_op_e op_i,   // FMA_RNE / FMA_RNI / FMA_RPI / FMA_RZ; others: floor
  input  logic [31:0]          a_i,
  output logic [31:0]          res_o
);
  logic        s;
  logic [7:0]  e;
  logic [22:0] f;
  assign {s, e, f} = a_i;

  // exponent 127..149: 150 - e fraction bits (mask) below the integer LSB (one)
  logic [4:0]  sh;
  logic [22:0] mask;
  logic [23:0] one;
  logic        any, half, rest, lsb;
  assign sh   = 5'(e - 8'd127);          // used only for e in 127..149
  assign mask = 23'h7F_FFFF >> sh;
  assign one  = {1'b0, mask} + 24'd1;
  assign any  = |(f & mask);
  assign half = |(f & (mask ^ (mask >> 1)));
  assign rest = |(f & (mask >> 1));
  assign lsb  = |({1'b1, f} & one);      // the hidden bit is the integer LSB at e = 127

  // round away from zero (in magnitude) when set
  logic up_frac, up_small;
  always_comb begin
    unique case (op_i)
      sm5_pkg::FMA_RNE: begin
        up_frac  = half & (rest | lsb);
        up_small = (e == 8'd126) & (f != '0);   // |a| in (0.5, 1); exactly 0.5 ties to 0
      end
      sm5_pkg::FMA_RPI: begin
        up_frac  = ~s & any;
        up_small = ~s;
      end
      sm5_pkg::FMA_RZ: begin
        up_frac  = 1'b0;
        up_small = 1'b0;
      end
      default: begin                      // FMA_RNI, and floor for frc
        up_frac  = s & any;
        up_small = s;
      end
    endcase
  end

  always_comb begin
    if (e == 8'hFF)       res_o = (f != '0) ? 32'h7FC0_0000 : a_i;
    else if (e == 8'h00)  res_o = {s, 31'h0};
    else if (e >= 8'd150) res_o = a_i;                      // already an integer
    else if (e < 8'd127)  res_o = up_small ? {s, 8'd127, 23'h0} : {s, 31'h0};
    else                  res_o = {s, e, f & ~mask} + (up_frac ? {8'h0, one} : 32'h0);
  end
endmodule

// Round to an integral f32 (SPEC 10 round_ne / round_ni / round_pi / round_z) on one
// component, in the FMA pipe's first stage. Works on the bit pattern: the fraction bits
// below the binary point are cleared and, when the mode rounds away from zero, one unit
// of the integer LSB is added to the whole {exp, frac} word, so a carry out of the
// fraction bumps the exponent by itself (1.11b * 2^k -> 2^(k+1)).
// NaN -> 0x7FC00000 (P-16); INF stays; zeros and denorms give a zero of their sign; a
// zero result keeps the input's sign (round_pi(-0.5) = -0); |a| >= 2^23 is unchanged.
// For frc it also gives the fractional part of a normal |a| as an unnormalised 24-bit
// significand of a's exponent (fsig_o: the bits at and above the binary point cleared)
// and whether it is nonzero (fnz_o).
// en_i low: the outputs are 0 and nothing is computed (one branch in the simulation); the
// FMA gives the valid of the rank its outputs go to, which then does not load.
module sm5_fround (
  input  logic        en_i,
  input  logic        rne_i,   // the mode: at most one of rne_i, rpi_i, rz_i; none: floor
  input  logic        rpi_i,
  input  logic        rz_i,
  input  logic [31:0] a_i,
  output logic [31:0] res_o,
  output logic [23:0] fsig_o,
  output logic        fnz_o
);
  // one block under en_i, its temporaries local
  always_comb begin
    logic        s;
    logic [7:0]  e;
    logic [22:0] f;
    logic [22:0] mask, hmask;
    logic [23:0] one;
    logic        any, half, rest, lsb;
    logic        up_frac, up_small;   // round away from zero (in magnitude) when set
    {s, e, f, mask, hmask, one, any, half, rest, lsb, up_frac, up_small} = '0;
    {res_o, fsig_o, fnz_o} = '0;
    if (en_i) begin
      {s, e, f} = a_i;

      // exponent 127..149: 150 - e fraction bits (mask) below the integer LSB (one). Each
      // mask bit is its own compare of e with a constant (bit i: e + i < 150), not a
      // shift, so the mask is a few gates deep.
      for (int i = 0; i < 23; i++) begin
        mask[i]  = e < 8'(150 - i);
        hmask[i] = e == 8'(149 - i);      // the half-unit bit, the mask's top bit
      end
      for (int i = 0; i < 24; i++) one[i] = e == 8'(150 - i);
      any  = |(f & mask);
      half = |(f & hmask);
      rest = |(f & mask & ~hmask);
      lsb  = |({1'b1, f} & one);      // the hidden bit is the integer LSB at e = 127

      if (rne_i) begin
        up_frac  = half & (rest | lsb);
        up_small = (e == 8'd126) & (f != '0);   // |a| in (0.5, 1); exactly 0.5 ties to 0
      end else if (rpi_i) begin
        up_frac  = ~s & any;
        up_small = ~s;
      end else if (rz_i) begin
        up_frac  = 1'b0;
        up_small = 1'b0;
      end else begin                          // floor
        up_frac  = s & any;
        up_small = s;
      end

      if (e == 8'hFF)       res_o = (f != '0) ? 32'h7FC0_0000 : a_i;
      else if (e == 8'h00)  res_o = {s, 31'h0};
      else if (e >= 8'd150) res_o = a_i;                      // already an integer
      else if (e < 8'd127)  res_o = up_small ? {s, 8'd127, 23'h0} : {s, 31'h0};
      else                  res_o = {s, e, f & ~mask};
      // rounding up, the latest signal here, picks last (one mux behind it, not the
      // chain above): trunc + one = (trunc | mask) + 1, an incrementer, not an adder
      if (up_frac && e >= 8'd127 && e < 8'd150) res_o = {s, 31'({e, f | mask}) + 31'd1};

      // fractional part of |a| (a normal): all of it below 1, none from 2^23 up
      if (e < 8'd127)       fsig_o = {1'b1, f};
      else if (e >= 8'd150) fsig_o = 24'h0;
      else                  fsig_o = {1'b0, f & mask};
      fnz_o = (e < 8'd127) | ((e < 8'd150) & any);
    end
  end
endmodule

// Second half of the binary64 rounding core (see sm5_dpnorm): round to nearest even and
// pack. The rounding carry runs from the significand into the exponent (a denorm that
// rounds up to 2^-1022 becomes the smallest normal, 1.11..1 becomes the next binade); an
// exponent of 2047 or more is an overflow: +-INF (round to nearest never gives DBL_MAX
// there).
module sm5_dppack (
  input  logic        sign_i,
  input  logic [52:0] sig_i,
  input  logic        guard_i,
  input  logic        sticky_i,
  input  logic [12:0] ebase_i,
  output logic [63:0] res_o
);
  logic        up;
  logic [65:0] sum;
  assign up  = guard_i & (sticky_i | sig_i[0]);
  assign sum = {1'b0, ebase_i, 52'b0} + {13'b0, sig_i} + 66'(up);
  always_comb begin
    if (sum[65:52] >= 14'd2047) res_o = {sign_i, 11'h7FF, 52'b0};
    else                        res_o = {sign_i, sum[62:0]};
  end
endmodule

// First half of the binary64 rounding core of the double unit (issue 15, SPEC 12):
// normalise an exact-or-sticky magnitude for one rounding to nearest even with gradual
// underflow. Shared by the pipe (sm5_dp) and the divider (sm5_dpdiv); sm5_dppack is the
// second half.
//
// The value is m_i * 2^X (bit k of m_i weighs 2^(k+X)) plus, when sticky_i, a nonzero
// amount below bit 0. The caller gives t_i = -1074 - X: the position in m_i of the
// smallest denorm's bit (may lie outside m_i). The result's last kept bit is
// lsb = max(msb - 52, t_i) (53 significant bits, or fewer in the denorm range); the 2W-bit
// buffer {m_i, 0} shifted right by lsb + 53 puts it at bit W-53, so the kept bits, the
// guard bit and the sticky bits sit at fixed places whatever the exponent.
// ebase_o = lsb - t_i: the biased exponent minus the hidden bit, so that
// {ebase, 52'b0} + sig is the packed magnitude (a denorm has ebase 0 and no hidden bit; a
// rounding carry moves into the exponent by itself).
module sm5_dpnorm #(
  parameter int unsigned W = 64    // width of the magnitude, at least 55
) (
  input  logic [W-1:0]       m_i,
  input  logic               sticky_i,
  input  logic signed [13:0] t_i,
  output logic [52:0]        sig_o,
  output logic               guard_o,
  output logic               sticky_o,
  output logic [12:0]        ebase_o
);
  localparam int unsigned LW = $clog2(W);

  // leading one of m_i (a log-depth count, sm5_lzc; meaningless when m_i is 0: the
  // caller knows a zero magnitude)
  logic [LW-1:0] lz, msb;
  logic          mzero;
  sm5_lzc #(.W(W)) u_lzc (.in_i(m_i), .cnt_o(lz), .zero_o(mzero));
  assign msb = LW'(W - 1) - lz;

  logic signed [14:0] lsb, rs;
  always_comb begin
    lsb = 15'(signed'({1'b0, msb})) - 15'sd52;
    if (15'(t_i) > lsb) lsb = 15'(t_i);
    rs = lsb + 15'sd53;   // >= 1: lsb >= msb - 52 >= -52
  end

  // right shift of {m_i, 0}; bits of m_i pushed below bit 0 join the sticky bit
  localparam int unsigned SW = $clog2(2 * W + 1);
  logic [2*W-1:0] shifted;
  logic           lost;
  logic [SW-1:0]  rsc;      // rs clamped to 2W
  logic [W-1:0]   lostmask;
  always_comb begin
    rsc = (rs >= 15'(2 * W)) ? SW'(2 * W) : SW'(rs);
    shifted = {m_i, {W{1'b0}}} >> rsc;
    // the bits of m_i below position rs - W are lost (none when rs <= W)
    if (rs <= 15'(W)) lostmask = '0;
    else if (rs >= 15'(2 * W)) lostmask = '1;
    else lostmask = ~({W{1'b1}} << (rsc - SW'(W)));
    lost = |(m_i & lostmask);
  end

  assign sig_o    = shifted[W-1 -: 53];
  assign guard_o  = shifted[W-54];
  assign sticky_o = (|shifted[W-55:0]) | lost | sticky_i;
  // lsb - t_i >= 0 and < 2^13 for every operand the units form
  logic signed [14:0] eb;
  assign eb      = lsb - 15'(t_i);
  assign ebase_o = eb[12:0];

  // lsb and rs carry a sign bit the shift never needs (rs >= 1); a zero m_i is the
  // caller's case
  logic unused;
  assign unused = ^{rs[14], eb[14:13], mzero};
endmodule

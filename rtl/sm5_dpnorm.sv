// Second step of the binary64 rounding core of the double unit (SPEC 12): normalise an
// exact-or-sticky magnitude for one rounding to nearest even with gradual underflow, from
// the last kept bit that sm5_dplead found. sm5_dppack rounds and packs. Shared by the pipe
// (sm5_dp) and the divider (sm5_dpdiv).
//
// The value is m_i (plus, when sticky_i, a nonzero amount below bit 0); lsb_i is the
// position in m_i of the result's last kept bit, rsc_i = lsb_i + 53 clamped at 2W. The
// 2W-bit buffer {m_i, 0} shifted right by rsc_i puts the last kept bit at bit W-53, so the
// kept bits and the guard bit sit at fixed places whatever the exponent. The sticky bit is
// every bit of m_i below the guard bit (a mask from lsb_i, beside the shift, not after
// it).
// en_i low: the outputs are 0 and nothing is computed (one branch in the simulation); a
// caller gives the valid of a register rank that loads the outputs only with en_i, so
// synthesis drops the gating (or 1'b1).
module sm5_dpnorm #(
  parameter int unsigned W  = 64,                  // width of the magnitude, at least 55
  parameter int unsigned SW = $clog2(2 * W + 1)    // width of the shift
) (
  input  logic               en_i,
  input  logic [W-1:0]       m_i,
  input  logic               sticky_i,
  input  logic signed [14:0] lsb_i,
  input  logic [SW-1:0]      rsc_i,
  output logic [52:0]        sig_o,
  output logic               guard_o,
  output logic               sticky_o
);
  // one block under en_i, its temporaries local (the whole step is skipped when idle)
  always_comb begin
    logic [2*W-1:0] shifted;
    logic [W-1:0]   below;
    logic           unused_bits;
    {shifted, below, unused_bits} = '0;
    {sig_o, guard_o, sticky_o} = '0;
    if (en_i) begin
      // right shift of {m_i, 0}: the kept bits and the guard bit (rsc_i = 2W leaves nothing)
      shifted = {m_i, {W{1'b0}}} >> rsc_i;

      // the sticky bit: bits of m_i below the guard bit, i.e. at k < lsb - 1; one compare
      // per bit (shallower than a shifted mask), in 32-bit rows so the simulator unrolls it
      for (int unsigned r = 0; r < (W + 31) / 32; r++) begin
        for (int unsigned b = 0; b < 32; b++) begin
          if (r * 32 + b < W) below[r*32+b] = 15'(r * 32 + b + 1) < lsb_i;
        end
      end

      sig_o    = shifted[W-1 -: 53];
      guard_o  = shifted[W-54];
      sticky_o = (|(m_i & below)) | sticky_i;
      // the bits of the shifted buffer below the guard bit are the sticky mask's
      unused_bits = ^shifted[W-55:0];
    end
  end
endmodule

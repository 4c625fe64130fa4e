// First half of the binary64 rounding core of the double unit (SPEC 12):
// normalise an exact-or-sticky magnitude for one rounding to nearest even with gradual
// underflow. Shared by the pipe (sm5_dp) and the divider (sm5_dpdiv); sm5_dppack is the
// second half.
//
// The value is m_i * 2^X (bit k of m_i weighs 2^(k+X)) plus, when sticky_i, a nonzero
// amount below bit 0. The caller gives t_i = -1074 - X: the position in m_i of the
// smallest denorm's bit (may lie outside m_i). The result's last kept bit is
// lsb = max(msb - 52, t_i) (53 significant bits, or fewer in the denorm range); the 2W-bit
// buffer {m_i, 0} shifted right by lsb + 53 puts it at bit W-53, so the kept bits and the
// guard bit sit at fixed places whatever the exponent. The sticky bit is every bit of m_i
// below the guard bit (a mask from lsb, beside the shift, not after it).
// ebase_o = lsb - t_i: the biased exponent minus the hidden bit, so that
// {ebase, 52'b0} + sig is the packed magnitude (a denorm has ebase 0 and no hidden bit; a
// rounding carry moves into the exponent by itself).
// The leading one comes from a tree of 2:1 merges (log2 W levels of one mux each), not a
// chain of wide zero tests: this stage is the pipe's deepest. Each level of the tree is
// written as a few operations on whole P-bit vectors (node j of level l at bit j*2^l, the
// other bits masked to 0), not as a loop over nodes: the same gates, but a simulator runs
// it as word operations (a per-node loop over a P x LW array cost Verilator about 30,000
// host instructions per evaluation at W = 219).
// en_i low: the outputs are 0 and nothing is computed (one branch in the simulation); a
// caller gives the valid of a register rank that loads the outputs only with en_i, so
// synthesis drops the gating (or 1'b1).
module sm5_dpnorm #(
  parameter int unsigned W = 64    // width of the magnitude, at least 55
) (
  input  logic               en_i,
  input  logic [W-1:0]       m_i,
  input  logic               sticky_i,
  input  logic signed [13:0] t_i,
  output logic [52:0]        sig_o,
  output logic               guard_o,
  output logic               sticky_o,
  output logic [12:0]        ebase_o
);
  localparam int unsigned LW = $clog2(W);
  localparam int unsigned P  = 1 << LW;
  localparam int unsigned SW = $clog2(2 * W + 1);

  // NODE[l]: where the nodes of tree level l sit in a P-bit vector (every 2^l-th bit)
  function automatic logic [LW:0][P-1:0] node_masks();
    logic [LW:0][P-1:0] m;
    m = '0;
    for (int unsigned l = 0; l <= LW; l++) begin
      for (int unsigned j = 0; j < P; j += (1 << l)) m[l][j] = 1'b1;
    end
    node_masks = m;
  endfunction
  localparam logic [LW:0][P-1:0] NODE = node_masks();

  // one block under en_i, its temporaries local (the whole stage is skipped when idle)
  always_comb begin
    logic [P-1:0]         v;     // node of the current level at its bit: bits not all zero
    logic [P-1:0]         hi;    // the node's high child's v, moved to the node's bit
    logic [LW-1:0][P-1:0] c;     // bit k of each node's leading-zero count, at its bit
    logic [LW-1:0]        lz, msb;
    logic signed [14:0]   lsb, rs, eb;
    logic [SW-1:0]        rsc;
    logic [2*W-1:0]       shifted;
    logic [W-1:0]         below;
    logic                 unused_bits;
    {v, hi, c, lz, msb, lsb, rs, eb, rsc, shifted, below, unused_bits} = '0;
    {sig_o, guard_o, sticky_o, ebase_o} = '0;
    if (en_i) begin
      // leading zeros of m_i (MSB-aligned in P bits, zeros below); meaningless when m_i
      // is 0 (the caller knows a zero magnitude)
      v = {m_i, {(P - W){1'b0}}};
      for (int unsigned l = 1; l <= LW; l++) begin
        // node j of level l: children at bits j*2^l (low half) and j*2^l + 2^(l-1) (high
        // half); count = the high child's if its v is set, else 2^(l-1) + the low child's
        hi = v >> (1 << (l - 1));
        for (int unsigned k = 0; k < LW; k++) begin
          if (k + 1 < l)       c[k] = NODE[l] & ((hi & (c[k] >> (1 << (l - 1)))) | (~hi & c[k]));
          else if (k + 1 == l) c[k] = NODE[l] & ~hi;
        end
        v = NODE[l] & (v | hi);
      end
      for (int unsigned k = 0; k < LW; k++) lz[k] = c[k][0];
      msb = LW'(W - 1) - lz;

      lsb = 15'(signed'({1'b0, msb})) - 15'sd52;
      if (15'(t_i) > lsb) lsb = 15'(t_i);
      rs = lsb + 15'sd53;   // >= 1: lsb >= msb - 52 >= -52

      // right shift of {m_i, 0}: the kept bits and the guard bit (rs >= 2W leaves nothing)
      rsc = (rs >= 15'(2 * W)) ? SW'(2 * W) : SW'(rs);
      shifted = {m_i, {W{1'b0}}} >> rsc;

      // the sticky bit: bits of m_i below the guard bit, i.e. at k < lsb - 1; one compare
      // per bit (shallower than a shifted mask), in 32-bit rows so the simulator unrolls it
      for (int unsigned r = 0; r < (W + 31) / 32; r++) begin
        for (int unsigned b = 0; b < 32; b++) begin
          if (r * 32 + b < W) below[r*32+b] = 15'(r * 32 + b + 1) < lsb;
        end
      end

      sig_o    = shifted[W-1 -: 53];
      guard_o  = shifted[W-54];
      sticky_o = (|(m_i & below)) | sticky_i;
      // lsb - t_i >= 0 and < 2^13 for every operand the units form
      eb      = lsb - 15'(t_i);
      ebase_o = eb[12:0];

      // rs carries a sign bit the shift never needs (rs >= 1); the bits of the shifted
      // buffer below the guard bit are the sticky mask's; v ends as the OR of all of m_i
      unused_bits = ^{rs[14], eb[14:13], shifted[W-55:0], v};
    end
  end
endmodule

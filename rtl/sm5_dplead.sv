// First step of the binary64 rounding core of the double unit (SPEC 12): where the
// result's last kept bit falls. sm5_dpnorm then shifts and takes the guard and sticky
// bits, sm5_dppack rounds and packs. Shared by the pipe (sm5_dp, a register rank between
// this and sm5_dpnorm at STAGES 5 and up) and the divider (sm5_dpdiv, both in one cycle).
//
// The value is m_i * 2^X (bit k of m_i weighs 2^(k+X)); the caller gives t_i = -1074 - X,
// the position in m_i of the smallest denorm's bit (may lie outside m_i). The last kept
// bit is lsb = max(msb - 52, t_i): 53 significant bits, or fewer in the denorm range.
//   lsb_o    that position (msb - 52 >= -52, so lsb_o + 53 >= 1)
//   rsc_o    lsb + 53, clamped at 2W: the right shift of {m_i, W zeros} that puts the last
//            kept bit at bit W-53 (sm5_dpnorm)
//   ebase_o  lsb - t_i: the biased exponent minus the hidden bit ({ebase, 52'b0} + sig is
//            the packed magnitude; a denorm has ebase 0), below 2^13 for every operand
//            the units form
// Outputs are meaningless when m_i is 0 (the caller knows a zero magnitude).
//
// Depth: the leading-zero count is sm5_lzc's tree. Everything that depends on t_i alone
// (W - 53 - t_i, t_i + 53 and its clamp) is formed beside it, so after the count there is
// one compare (is the denorm boundary above msb - 52?) and the selects.
// en_i low: the outputs are 0 and nothing is computed (one branch in the simulation); a
// caller gives the valid of a register rank that loads the outputs only with en_i, so
// synthesis drops the gating (or 1'b1).
module sm5_dplead #(
  parameter int unsigned W  = 64,                  // width of the magnitude, at least 55
  parameter int unsigned SW = $clog2(2 * W + 1)    // width of the shift
) (
  input  logic               en_i,
  input  logic [W-1:0]       m_i,
  input  logic signed [13:0] t_i,
  output logic signed [14:0] lsb_o,
  output logic [SW-1:0]      rsc_o,
  output logic [12:0]        ebase_o
);
  localparam int unsigned LW = $clog2(W);

  logic [LW-1:0] lz;   // leading zeros of m_i (sm5_lzc's tree)
  logic          unused_zero;
  sm5_lzc #(.W(W)) u_lzc (.in_i(m_i), .cnt_o(lz), .zero_o(unused_zero));

  always_comb begin
    logic signed [14:0]   kt, em, rt, lm;
    logic [SW-1:0]        rst, rm;
    logic                 take_t, unused_bits;
    {kt, em, rt, lm, rst, rm, take_t, unused_bits} = '0;
    {lsb_o, rsc_o, ebase_o} = '0;
    if (en_i) begin
      // beside the tree: the boundary's terms (msb - 52 = W - 53 - lz)
      kt  = 15'sd0 + 15'(W - 53) - 15'(t_i);            // lsb = t_i when kt < lz
      rt  = 15'(t_i) + 15'sd53;
      rst = (rt >= signed'(15'(2 * W))) ? SW'(2 * W) : SW'(rt);   // t_i + 53 >= 1 when it is taken
      // after the tree: one compare and the selects
      take_t = kt < 15'(signed'({1'b0, lz}));
      lm = 15'(W - 53) - 15'(signed'({1'b0, lz}));
      rm = SW'(W) - SW'(lz);                            // msb - 52 + 53, at most W
      em = kt - 15'(signed'({1'b0, lz}));               // msb - 52 - t_i
      lsb_o   = take_t ? 15'(t_i) : lm;
      rsc_o   = take_t ? rst : rm;
      ebase_o = take_t ? 13'd0 : em[12:0];
      unused_bits = ^em[14:13];
    end
  end
endmodule

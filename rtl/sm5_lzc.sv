// Leading-zero count from a tree of 2:1 merges: log2(W) levels of one mux each, the
// count's bits coming out together (a normalise-and-test form, shift then test, puts a
// zero test of 2^k bits and a mux in series per level: about twice as deep at W = 32..64).
// cnt_o is meaningful only when zero_o is low (an all-zero input counts P - 1, the width
// rounded up to a power of two, minus one).
// Node j of level l covers input bits [j*2^l +: 2^l] of the MSB-aligned P-bit vector; its
// count is the high child's when that child has a set bit, else 2^(l-1) + the low child's.
// Each level is written as a few operations on whole P-bit vectors (node j at bit j*2^l,
// the other bits masked to 0), not as a loop over nodes: the same gates, but a simulator
// runs it as word operations.
module sm5_lzc #(
  parameter int unsigned W  = 32,
  localparam int unsigned CW = (W > 1) ? $clog2(W) : 1,
  localparam int unsigned P  = 1 << CW
) (
  input  logic [W-1:0]  in_i,
  output logic [CW-1:0] cnt_o,
  output logic          zero_o
);
  // where the nodes of tree level l sit in a P-bit vector (every 2^l-th bit)
  function automatic logic [P-1:0] node_mask(int unsigned l);
    node_mask = '0;
    for (int unsigned j = 0; j < P; j += (1 << l)) node_mask[j] = 1'b1;
  endfunction

  assign zero_o = ~|in_i;

  logic [P-1:0] v;            // node of the current level at its bit: a set bit below it
  logic [P-1:0] hi;           // the node's high child's v, moved to the node's bit
  logic [P-1:0] c [CW];       // bit k of each node's count, at its bit
  always_comb begin
    for (int unsigned k = 0; k < CW; k++) c[k] = '0;
    hi = '0;
    v = P'(in_i) << (P - W);
    for (int unsigned l = 1; l <= CW; l++) begin
      hi = v >> (1 << (l - 1));
      for (int unsigned k = 0; k < CW; k++) begin
        if (k + 1 < l)
          c[k] = node_mask(l) & ((hi & (c[k] >> (1 << (l - 1)))) | (~hi & c[k]));
        else if (k + 1 == l)
          c[k] = node_mask(l) & ~hi;
      end
      v = node_mask(l) & (v | hi);
    end
    for (int unsigned k = 0; k < CW; k++) cnt_o[k] = c[k][0];
  end
endmodule

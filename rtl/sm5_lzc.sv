// Leading-zero count in log2(W) stages (normalise-and-test), not a priority chain.
// cnt_o is meaningful only when zero_o is low.
module sm5_lzc #(
  parameter int unsigned W  = 32,
  localparam int unsigned CW = (W > 1) ? $clog2(W) : 1,
  localparam int unsigned P  = 1 << CW
) (
  input  logic [W-1:0]  in_i,
  output logic [CW-1:0] cnt_o,
  output logic          zero_o
);
  logic [P-1:0] x;  // the input MSB-aligned in P bits, shifted by each stage that fires

  assign zero_o = ~|in_i;

  always_comb begin
    x = P'(in_i) << (P - W);
    for (int k = CW - 1; k >= 0; k--) begin
      // stage k: if the top 2^k bits are all zero, count them and shift them out
      cnt_o[k] = ((x >> (P - (1 << k))) == '0);
      if (cnt_o[k]) x = x << (1 << k);
    end
  end
endmodule

// Unsigned multiplier in carry-save form: a_i * b_i == sum_o + carry_o, exactly (both
// W = A + B bits wide). One partial-product row per bit of b_i, reduced by rows of 3:2
// counters (a Wallace-style tree: n rows become n - floor(n / 3) per level) down to two;
// the carry-propagate add is the next stage's. Why: a product with its final add is
// deeper than a pipeline stage may be in the ASIC build (24 x 12 takes 32 gate levels in
// the depth flow, the tree alone 16); on an FPGA the product belongs to a DSP block
// instead (sm5_fma's MUL_CS 0 keeps `*` for that).
// Exact, not modulo: every row is nonnegative and a counter keeps x + y + z = s + 2c, so
// both outputs stay below the product's bound 2^W and no carry leaves the top bit.
module sm5_mul_cs #(
  parameter int unsigned A = 24,
  parameter int unsigned B = 12,
  localparam int unsigned W = A + B
) (
  input  logic [A-1:0] a_i,
  input  logic [B-1:0] b_i,
  output logic [W-1:0] sum_o,
  output logic [W-1:0] carry_o
);
  // levels of counters from B rows down to two
  function automatic int unsigned levels(int unsigned n);
    int unsigned l;
    l = 0;
    while (n > 2) begin
      n = n - n / 3;
      l++;
    end
    return l;
  endfunction
  localparam int unsigned NL = levels(B);
  localparam int unsigned NR = (B < 2) ? 2 : B;   // rows per level (fewer in use below)

  // rows[l]: the rows entering level l; the live ones first, zero rows after them (their
  // counters fold away in synthesis)
  logic [NL:0][NR-1:0][W-1:0] rows;

  always_comb begin
    rows = '0;
    for (int j = 0; j < B; j++) rows[0][j] = b_i[j] ? (W'(a_i) << j) : '0;
    for (int l = 0; l < int'(NL); l++) begin
      for (int g = 0; g < int'(NR / 3); g++) begin
        logic [W-1:0] x, y, z;
        x = rows[l][3*g];
        y = rows[l][3*g + 1];
        z = rows[l][3*g + 2];
        rows[l+1][2*g]     = x ^ y ^ z;
        rows[l+1][2*g + 1] = ((x & y) | (x & z) | (y & z)) << 1;
      end
      for (int k = 3 * int'(NR / 3); k < int'(NR); k++)
        rows[l+1][2 * int'(NR / 3) + k - 3 * int'(NR / 3)] = rows[l][k];
    end
  end

  assign sum_o   = rows[NL][0];
  assign carry_o = rows[NL][1];
endmodule

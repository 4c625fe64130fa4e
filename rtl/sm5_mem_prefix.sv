// Same-word combining of an associative atomic (A4 stage, combinational; DESIGN "memory
// and atomic unit", SPEC P-9). Lanes whose word k=0 is the same form a group; its
// leader is the lowest such lane. By associativity a lane's return is
//     m op (d_g op d_j1 op ... op d_jn)     (the members before it, ascending lanes)
// so the operand prefix does not need the memory value m: it is computed here, ahead of
// the read-modify-write stage, which applies m with one more operation. Each possible
// leader g has a Sklansky parallel-prefix network over lanes g..LANES-1 (a lane outside
// the group contributes the identity): log2(LANES) levels of operators. Sklansky rather
// than Kogge-Stone (same depth, about half the operators: n/2 per level instead of up
// to n) or Brent-Kung (fewer operators, but about twice the levels); its fan-out (up to
// n/2 at the last level) is a wire load, not a level.
//   pre_o[l]  exclusive prefix of lane l in its group ({valid, value}; identity for a
//             leader): the return is amo_combine(op, {1, m}, pre_o[l])
//   tot_o[g]  the whole group's combination, for a leader g: the word becomes
//             amo_combine(op, {1, m}, {1, tot_o[g]})
module sm5_mem_prefix
  import sm5_pkg::*;
  import sm5_memu_pkg::*;
#(
  parameter int unsigned LANES = 32,
  parameter int unsigned AW    = 12
) (
  input  logic                      en_i,      // an associative atomic (else don't care)
  input  sm5_op_e                   op_i,
  input  logic [LANES-1:0]          ok_i,      // lane's word k=0 is accessed (ACC_OK)
  input  logic [LANES-1:0][AW-1:0]  word_i,
  input  logic [LANES-1:0][31:0]    d_i,       // operand s0
  output logic [LANES-1:0]          lead_o,    // lowest lane of its word
  output logic [LANES-1:0][32:0]    pre_o,
  output logic [LANES-1:0][31:0]    tot_o
);
  always_comb begin
    logic [LANES-1:0][LANES-1:0] same;     // same[l][j], j < l: lanes l and j share a word
    logic [LANES-1:0][32:0]      x;
    logic [LANES-1:0][32:0]      acc;      // AND-OR of the one group each lane is in
    logic [31:0]                 id;
    id     = amo_ident(op_i);
    same   = '0;
    x      = '0;
    acc    = '0;
    lead_o = '0;
    pre_o  = '0;
    tot_o  = '0;
    if (en_i) begin
      for (int l = 0; l < LANES; l++) begin
        for (int j = 0; j < l; j++) same[l][j] = ok_i[l] && ok_i[j] && (word_i[l] == word_i[j]);
        lead_o[l] = ok_i[l] && (same[l] == '0);
      end
      for (int g = 0; g < LANES; g++) begin
        // leaves: position i is lane g + i
        for (int i = 0; i < LANES - g; i++) begin
          x[i] = ((i == 0) ? lead_o[g] : (same[g+i][g] && lead_o[g])) ? {1'b1, d_i[g+i]}
                                                                     : {1'b0, id};
        end
        // Sklansky: at level d, a position in the upper half of its 2d-block takes in
        // the last position of the lower half (which this level leaves unchanged)
        for (int d = 1; d < LANES - g; d = 2 * d) begin
          for (int i = 0; i < LANES - g; i++) begin
            if ((i & d) != 0) x[i] = amo_combine(op_i, x[(i & ~(2 * d - 1)) + d - 1], x[i]);
          end
        end
        tot_o[g] = x[LANES-g-1][31:0];
        for (int i = 1; i < LANES - g; i++) begin
          acc[g+i] = acc[g+i] | ({33{same[g+i][g] && lead_o[g]}} & x[i-1]);
        end
      end
      for (int l = 0; l < LANES; l++) pre_o[l] = lead_o[l] ? {1'b0, id} : acc[l];
    end
  end
endmodule

// Same-word combining of an associative atomic (A4 stage, combinational; DESIGN "memory
// and atomic unit", SPEC P-9). Lanes whose word k=0 is the same form a group; its
// leader is the lowest such lane. Every op combined here is commutative as well as
// associative (and/or/xor/iadd/min/max; exch keeps the highest lane, an order the lane
// numbers give), so a lane's return needs only the SET of its group's lanes below it:
//     return(l) = m op (OP over j < l in l's group of d_j)      (P-9, ascending lanes)
//     word after the group = m op (OP over the whole group of d_j)
// Each lane has one reduction "row" over all lanes j, each term masked by
//     j < l: j and l share a word (empty for a leader)   -> a member's exclusive prefix
//     j >= l: l leads and j is in its group               -> a leader's group total
// A lane is either a member or a leader, so one tree per lane serves both. Each op class
// has its own tree of cheap nodes, the result picked at the end (no operator select
// inside a tree):
//   iadd      carry-save tree of 4:2 compressors (constant depth per level). The sum is
//             left in carry-save form (value = sum + carry, mod 2^32): the E stage adds
//             the two halves, next to the election, so no carry-propagate adder is in A4
//   xor       XOR tree;   or / and  OR tree (and: of the inverted operands, inverted)
//   min, max, exch  "select one member": every pair of lanes is compared once (signed:
//             the sign bits flipped); a lane wins a row when no other lane of the row
//             outranks it (a prefix AND over the lanes, Sklansky; ties go to the lower
//             lane, so the winner is unique), and the OR tree picks its operand
// Depth: each tree and the prefix AND have log2(LANES) levels of 1 to 6 gates; the
// compare is constant. Area: LANES x LANES terms per tree, LANES(LANES-1)/2 compares.
//   pre_o[l] + pre_c_o[l]  exclusive prefix of lane l in its group ({present, value},
//             the carry half 0 but for iadd; {0, identity} for a leader, 0 for a lane
//             not accessed): the return is amo_apply(amo_flags(op), m, {present, value})
//   tot_o[g] + tot_c_o[g]  the whole group's combination, for a leader g (0 for other
//             lanes): the word becomes amo_apply(amo_flags(op), m, {1, value})
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
  output logic [LANES-1:0][31:0]    pre_c_o,   // carry half of pre_o's value (iadd)
  output logic [LANES-1:0][31:0]    tot_o,
  output logic [LANES-1:0][31:0]    tot_c_o    // carry half of tot_o (iadd)
);
  // 3:2 carry-save adder: x + y + z = s + c (mod 2^32)
  function automatic logic [63:0] csa(logic [31:0] x, logic [31:0] y, logic [31:0] z);
    return {(x & y | x & z | y & z) << 1, x ^ y ^ z};
  endfunction

  // 4:2 compressor: two carry-save pairs in, one out
  function automatic logic [63:0] csa42(logic [31:0] s0, logic [31:0] c0, logic [31:0] s1,
                                        logic [31:0] c1);
    logic [63:0] t;
    t = csa(s0, c0, s1);
    return csa(t[31:0], t[63:32], c1);
  endfunction

  // Op class, decided once (not per node)
  logic c_add, c_xor, c_or, c_and, c_sel;   // c_sel: min / max / exch
  logic s_min, s_max, s_signed;             // which select (neither: exch, highest lane)
  always_comb begin
    {c_add, c_xor, c_or, c_and, s_min, s_max, s_signed} = '0;
    unique case (op_i)
      OP_ATOMIC_IADD, OP_IMM_ATOMIC_IADD: c_add = 1'b1;
      OP_ATOMIC_XOR, OP_IMM_ATOMIC_XOR:   c_xor = 1'b1;
      OP_ATOMIC_OR, OP_IMM_ATOMIC_OR:     c_or  = 1'b1;
      OP_ATOMIC_AND, OP_IMM_ATOMIC_AND:   c_and = 1'b1;
      OP_ATOMIC_IMIN, OP_IMM_ATOMIC_IMIN: {s_min, s_signed} = 2'b11;
      OP_ATOMIC_IMAX, OP_IMM_ATOMIC_IMAX: {s_max, s_signed} = 2'b11;
      OP_ATOMIC_UMIN, OP_IMM_ATOMIC_UMIN: s_min = 1'b1;
      OP_ATOMIC_UMAX, OP_IMM_ATOMIC_UMAX: s_max = 1'b1;
      default: ;                          // exch: the later operand
    endcase
    c_sel = !(c_add || c_xor || c_or || c_and);
  end

  always_comb begin
    logic [LANES-1:0][LANES-1:0] g;     // g[a][b], b < a: lanes a and b share a word
    logic [LANES-1:0][LANES-1:0] m;     // m[l][j]: lane j's operand is in lane l's row
    logic [LANES-1:0][LANES-1:0] pa;    // pa[j][i]: no lane 0..i of j's group outranks j
    logic [LANES-1:0][31:0]      s, c, x, o;
    logic [31:0]                 id, r;
    logic                        lt, ltl, eq, b, w;
    id     = amo_ident(op_i);
    g      = '0;
    m      = '0;
    pa     = '0;
    s      = '0;
    c      = '0;
    x      = '0;
    o      = '0;
    r      = '0;
    {lt, ltl, eq, b, w} = '0;
    lead_o = '0;
    pre_o   = '0;
    pre_c_o = '0;
    tot_o   = '0;
    tot_c_o = '0;
    if (en_i) begin
      for (int l = 0; l < LANES; l++) begin
        for (int j = 0; j < l; j++) g[l][j] = ok_i[l] && ok_i[j] && (word_i[l] == word_i[j]);
        lead_o[l] = ok_i[l] && (g[l] == '0);
      end
      for (int l = 0; l < LANES; l++) begin
        for (int j = 0; j < LANES; j++) begin
          if (j < l)       m[l][j] = g[l][j];
          else if (j == l) m[l][j] = lead_o[l];
          else             m[l][j] = g[j][l] && lead_o[l];
        end
      end
      // Select ops: pa[j][i] = 1 when j outranks every lane of its group among 0..i
      // (pa[j][j] alone is 1). Lanes of other words never outrank.
      if (c_sel) begin
        for (int i = 0; i < LANES; i++) pa[i][i] = 1'b1;
        for (int i = 1; i < LANES; i++) begin
          for (int j = 0; j < i; j++) begin
            // bits 30:0 compared once; the sign bits decide signed and unsigned apart
            // (the op's signedness picks one at the end, off the compare's path)
            eq  = d_i[j] == d_i[i];
            ltl = d_i[j][30:0] < d_i[i][30:0];
            lt  = (d_i[j][31] != d_i[i][31]) ? (d_i[i][31] ^ s_signed) : ltl;
            // b: the lower lane j outranks lane i (ties: the lower lane)
            b  = s_min ? (lt || eq) : s_max ? !lt : 1'b0;
            pa[j][i] = !g[i][j] || b;
            pa[i][j] = !g[i][j] || !b;
          end
        end
        // inclusive prefix AND over i (Sklansky)
        for (int j = 0; j < LANES; j++) begin
          for (int d = 1; d < LANES; d = 2 * d) begin
            for (int i = 0; i < LANES; i++) begin
              if ((i & d) != 0) pa[j][i] = pa[j][i] & pa[j][(i & ~(2 * d - 1)) + d - 1];
            end
          end
        end
      end
      for (int l = 0; l < LANES; l++) begin
        // leaves, gated by the op class, so every tree but the op's own is all zeros and
        // the result is an OR of the trees (no select after them): s (carry-save sum,
        // c = 0) for iadd, x for xor, o for or / and (inverted operands) / the select
        for (int j = 0; j < LANES; j++) begin
          s[j] = (c_add && m[l][j]) ? d_i[j] : '0;
          c[j] = '0;
          x[j] = (c_xor && m[l][j]) ? d_i[j] : '0;
          // a member row (j < l) asks about lanes below l, a leader row about all
          w    = m[l][j] && ((j < l) ? pa[j][(l > 0) ? l - 1 : 0] : pa[j][LANES-1]);
          o[j] = ((c_or && m[l][j]) || (c_sel && w)) ? d_i[j] : (c_and && m[l][j]) ? ~d_i[j] : '0;
        end
        // first level: a pair of leaves is a carry-save pair as it stands
        for (int i = 0; i + 1 < LANES; i = i + 2) c[i] = s[i+1];
        for (int d = 2; d < LANES; d = 2 * d) begin
          for (int i = 0; i + d < LANES; i = i + 2 * d) {c[i], s[i]} = csa42(s[i], c[i], s[i+d], c[i+d]);
        end
        for (int d = 1; d < LANES; d = 2 * d) begin
          for (int i = 0; i + d < LANES; i = i + 2 * d) begin
            x[i] = x[i] ^ x[i+d];
            o[i] = o[i] | o[i+d];
          end
        end
        r = s[0] | x[0] | (o[0] ^ {32{c_and}});
        pre_o[l]   = lead_o[l] ? {1'b0, id} : ok_i[l] ? {1'b1, r} : '0;
        pre_c_o[l] = (ok_i[l] && !lead_o[l]) ? c[0] : '0;
        tot_o[l]   = lead_o[l] ? r : '0;
        tot_c_o[l] = lead_o[l] ? c[0] : '0;
      end
    end
  end
endmodule

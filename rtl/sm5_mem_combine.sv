// Same-word combining in segments (A4 stage, combinational). The lanes are cut into
// segments of SEG lanes (the last one may be shorter); each segment is one
// sm5_mem_prefix: its same-word groups, prefixes and totals cover its own lanes only.
// A word that lanes of several segments touch is then several groups, one per segment;
// the election serves them one round each, in ascending segments (sm5_arbiter's seg_i),
// and the M stage forwards each round's write to the next, so every lane still sees its
// word after exactly the lanes below it (SPEC P-9). Why: one network over all lanes has
// LANES x LANES terms per tree (about 2.1 M gates at LANES 64); segments have
// LANES x SEG, linear in LANES. The cost is a round per extra segment on a shared word.
// SEG >= LANES is the unsegmented network.
module sm5_mem_combine
  import sm5_pkg::*;
#(
  parameter int unsigned LANES = 32,
  parameter int unsigned AW    = 12,
  parameter int unsigned SEG   = 8
) (
  input  logic                      en_i,
  input  sm5_op_e                   op_i,
  input  logic [LANES-1:0]          ok_i,
  input  logic [LANES-1:0][AW-1:0]  word_i,
  input  logic [LANES-1:0][31:0]    d_i,
  output logic [LANES-1:0]          lead_o,    // lowest lane of its word in its segment
  output logic [LANES-1:0][32:0]    pre_o,
  output logic [LANES-1:0][31:0]    pre_c_o,
  output logic [LANES-1:0][31:0]    tot_o,
  output logic [LANES-1:0][31:0]    tot_c_o
);
  localparam int unsigned W    = (SEG < LANES) ? SEG : LANES;
  localparam int unsigned NSEG = (LANES + W - 1) / W;

  for (genvar t = 0; t < NSEG; t++) begin : g_seg
    localparam int unsigned LO = t * W;
    localparam int unsigned N  = (LANES - LO < W) ? LANES - LO : W;
    sm5_mem_prefix #(.LANES(N), .AW(AW)) u_prefix (
      .en_i   (en_i),
      .op_i   (op_i),
      .ok_i   (ok_i[LO +: N]),
      .word_i (word_i[LO +: N]),
      .d_i    (d_i[LO +: N]),
      .lead_o (lead_o[LO +: N]),
      .pre_o  (pre_o[LO +: N]),
      .pre_c_o(pre_c_o[LO +: N]),
      .tot_o  (tot_o[LO +: N]),
      .tot_c_o(tot_c_o[LO +: N])
    );
  end
endmodule

// sm5_mem_combine (the segmented same-word combining network) between registers, for its logic depth alone (make synth-prefix-depth,
// sim/synth.py depth prefix): every input and output registered, so the longest gate path
// into the output registers is the network's own depth.
module sm5_mem_prefix_wrap
  import sm5_pkg::*;
#(
  parameter int unsigned LANES = 8,
  parameter int unsigned AW    = 12,
  parameter int unsigned SEG   = 8      // lanes per segment (sm5_mem_unit's COMBINE_SEG)
) (
  input  logic                      clk_i,
  input  logic                      en_i,
  input  sm5_op_e                   op_i,
  input  logic [LANES-1:0]          ok_i,
  input  logic [LANES-1:0][AW-1:0]  word_i,
  input  logic [LANES-1:0][31:0]    d_i,
  output logic [LANES-1:0]          lead_o,
  output logic [LANES-1:0][32:0]    pre_o,
  output logic [LANES-1:0][31:0]    pre_c_o,
  output logic [LANES-1:0][31:0]    tot_o,
  output logic [LANES-1:0][31:0]    tot_c_o
);
  logic                     in_en_q;
  sm5_op_e                  in_op_q;
  logic [LANES-1:0]         in_ok_q;
  logic [LANES-1:0][AW-1:0] in_word_q;
  logic [LANES-1:0][31:0]   in_d_q;
  logic [LANES-1:0]         lead;
  logic [LANES-1:0][32:0]   pre;
  logic [LANES-1:0][31:0]   tot, pre_c, tot_c;

  always_ff @(posedge clk_i) begin
    in_en_q   <= en_i;
    in_op_q   <= op_i;
    in_ok_q   <= ok_i;
    in_word_q <= word_i;
    in_d_q    <= d_i;
    lead_o    <= lead;
    pre_o     <= pre;
    tot_o     <= tot;
    pre_c_o   <= pre_c;
    tot_c_o   <= tot_c;
  end

  sm5_mem_combine #(.LANES(LANES), .AW(AW), .SEG(SEG)) u_combine (
    .en_i  (in_en_q),
    .op_i  (in_op_q),
    .ok_i  (in_ok_q),
    .word_i(in_word_q),
    .d_i   (in_d_q),
    .lead_o(lead),
    .pre_o  (pre),
    .pre_c_o(pre_c),
    .tot_o  (tot),
    .tot_c_o(tot_c)
  );
endmodule

// The vector ALU's issue queue: a shift queue of DEPTH ops; entry 0 is the dispatch
// stage (head_*). ready_o (a free entry) comes from registers only. Each entry keeps the
// op's register block (the wave's: its registers are block + the op's fields).
module sm5_issue_queue
  import sm5_pkg::*;
#(
  parameter int unsigned DEPTH = 2,
  localparam int unsigned IQW  = $clog2(DEPTH + 1)
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             hold_i,     // no entry is free (the register-file clear)
  input  logic             valid_i,
  output logic             ready_o,
  input  logic [TAG_W-1:0] tag_i,
  input  sm5_uop_t         uop_i,
  input  logic [15:0]      blk_i,
  output logic             head_valid_o,
  output logic [TAG_W-1:0] head_tag_o,
  output sm5_uop_t         head_uop_o,
  output logic [15:0]      head_blk_o,
  input  logic             pop_i,      // the head dispatches
  output logic             enq_o,      // an op enters
  output logic [IQW-1:0]   cnt_o
);
  logic [IQW-1:0]   iq_cnt_q;
  logic [TAG_W-1:0] iq_tag_q [DEPTH];
  sm5_uop_t         iq_uop_q [DEPTH];
  logic [15:0]      iq_blk_q [DEPTH];

  assign ready_o      = !hold_i && (32'(iq_cnt_q) < DEPTH);
  assign enq_o        = valid_i && ready_o;
  assign head_valid_o = iq_cnt_q != '0;
  assign head_tag_o   = iq_tag_q[0];
  assign head_uop_o   = iq_uop_q[0];
  assign head_blk_o   = iq_blk_q[0];
  assign cnt_o        = iq_cnt_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) iq_cnt_q <= '0;
    else         iq_cnt_q <= iq_cnt_q + IQW'(enq_o) - IQW'(pop_i);
  end
  always_ff @(posedge clk_i) begin
    for (int unsigned i = 0; i < DEPTH; i++) begin
      if (enq_o && 32'(i) == 32'(iq_cnt_q) - 32'(pop_i)) begin
        iq_tag_q[i] <= tag_i;
        iq_uop_q[i] <= uop_i;
        iq_blk_q[i] <= blk_i;
      end else if (pop_i && i + 1 < DEPTH) begin
        iq_tag_q[i] <= iq_tag_q[i+1];
        iq_uop_q[i] <= iq_uop_q[i+1];
        iq_blk_q[i] <= iq_blk_q[i+1];
      end
    end
  end
endmodule

// The write-back side of a variable-latency pipe (DIV, SFU, DDIV): from the op's EX1
// (go_i) it holds the op's tag and what it writes; once the unit's result is ready
// (done_i) it asks for a free write-back slot, dst first and then dst2 (phase), and the op
// leaves with its last granted write (or at once when it writes nothing).
module sm5_pipe_wbreq
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;
(
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             go_i,
  input  logic [TAG_W-1:0] tag_i,
  input  wrinfo_t          wr_i,
  input  logic             done_i,    // the unit's result register holds the op's result
  input  logic             gnt_i,     // the bus takes the request this cycle
  output logic             act_o,     // an op from its EX1 until its last write
  output logic             req_o,
  output logic             phase_o,   // the request is dst2's (after dst)
  output logic             last_o,    // the op leaves at this edge
  output logic             sel1_o,    // granted: the first result (dst)
  output logic             sel2_o,    // granted: the second result (dst2, or dst2 alone)
  output logic [TAG_W-1:0] tag_o,
  output wrinfo_t          wr_o
);
  logic    act_q, phase_q;
  logic [TAG_W-1:0] tag_q;
  wrinfo_t wr_q;

  assign req_o  = act_q && done_i && (phase_q == 1'b0 ? wr_q.wr : wr_q.two);
  assign last_o = act_q && done_i && (!wr_q.wr || (gnt_i && (phase_q == 1'b1 || !wr_q.two)));
  assign sel1_o = gnt_i && phase_q == 1'b0 && !wr_q.second;
  assign sel2_o = gnt_i && !sel1_o;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      act_q   <= 1'b0;
      phase_q <= 1'b0;
    end else if (go_i) begin
      act_q   <= 1'b1;
      phase_q <= 1'b0;
    end else begin
      if (gnt_i)  phase_q <= 1'b1;
      if (last_o) act_q   <= 1'b0;
    end
  end
  always_ff @(posedge clk_i) begin
    if (go_i) begin
      tag_q <= tag_i;
      wr_q  <= wr_i;
    end
  end

  assign act_o   = act_q;
  assign phase_o = phase_q;
  assign tag_o   = tag_q;
  assign wr_o    = wr_q;
endmodule

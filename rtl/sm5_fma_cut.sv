// One candidate pipeline cut of the FMA pipe: a register rank when EN is set (valid
// reset, data enabled by the incoming valid and not reset), plain wires otherwise. The
// pipe decides per STAGES which of its cuts are registers.
module sm5_fma_cut #(
  parameter int unsigned W  = 1,
  parameter bit          EN = 1'b1
) (
  input  logic         clk_i,
  input  logic         rst_ni,
  input  logic         valid_i,
  input  logic [W-1:0] data_i,
  output logic         valid_o,
  output logic [W-1:0] data_o
);
  if (EN) begin : g_reg
    logic         valid_q;
    logic [W-1:0] data_q;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) valid_q <= 1'b0;
      else         valid_q <= valid_i;
    end
    always_ff @(posedge clk_i) begin
      if (valid_i) data_q <= data_i;
    end
    assign valid_o = valid_q;
    assign data_o  = data_q;
  end else begin : g_wire
    // a wire cut: the clock and reset are not needed here
    logic unused_clk;
    assign unused_clk = clk_i ^ rst_ni;
    assign valid_o = valid_i;
    assign data_o  = data_i;
  end
endmodule

// N registers in a row (N = 0: a wire). Stretches a pipe's datapath to a longer latency
// than it is built with (a table latency above the pipe's depth). No reset: datapath.
module sm5_delay #(
  parameter int unsigned W = 32,
  parameter int unsigned N = 1
) (
  input  logic         clk_i,
  input  logic [W-1:0] d_i,
  output logic [W-1:0] q_o
);
  if (N == 0) begin : g_wire
    // verilator lint_off UNUSEDSIGNAL
    // no register to clock
    logic unused_clk;
    assign unused_clk = clk_i;
    // verilator lint_on UNUSEDSIGNAL
    assign q_o = d_i;
  end else begin : g_regs
    logic [W-1:0] q [N];
    always_ff @(posedge clk_i) begin
      q[0] <= d_i;
      for (int unsigned i = 1; i < N; i++) q[i] <= q[i-1];
    end
    assign q_o = q[N-1];
  end
endmodule

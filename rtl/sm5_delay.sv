// N registers in a row (N = 0: a wire). Stretches a pipe's datapath to a longer latency
// than it is built with (a table latency above the pipe's depth). qd_o is what q_o
// holds after the next clock edge (the last register's input; with N = 0, dd_i: the
// input of the pipe's own result register). No reset: datapath.
// Not traced: datapath copies per lane.
/* verilator tracing_off */
module sm5_delay #(
  parameter int unsigned W = 32,
  parameter int unsigned N = 1
) (
  input  logic         clk_i,
  input  logic [W-1:0] d_i,    // the pipe's result register
  input  logic [W-1:0] dd_i,   // ... and its input
  output logic [W-1:0] q_o,
  output logic [W-1:0] qd_o
);
  if (N == 0) begin : g_wire
    // verilator lint_off UNUSEDSIGNAL
    // no register to clock
    logic unused_clk;
    assign unused_clk = clk_i;
    // verilator lint_on UNUSEDSIGNAL
    assign q_o  = d_i;
    assign qd_o = dd_i;
  end else begin : g_regs
    // verilator lint_off UNUSEDSIGNAL
    // the pipe's own register input is one stage further back than needed here
    logic [W-1:0] unused_dd;
    assign unused_dd = dd_i;
    // verilator lint_on UNUSEDSIGNAL
    logic [W-1:0] q [N];
    always_ff @(posedge clk_i) begin
      q[0] <= d_i;
      for (int unsigned i = 1; i < N; i++) q[i] <= q[i-1];
    end
    assign q_o  = q[N-1];
    assign qd_o = (N == 1) ? d_i : q[N < 2 ? 0 : N-2];
  end
endmodule

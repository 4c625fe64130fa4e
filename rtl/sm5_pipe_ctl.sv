// Control of one fixed-latency pipe: N stages of (valid, payload), the payload being the
// op's tag and what it writes. Stage 0 is loaded from EX1 at the edge; stage N-1 drives
// the write-back arbiter in the cycle the pipe's result register in every lane holds the
// op's result (sm5_vlane). Valid bits are reset, payloads are not.
module sm5_pipe_ctl #(
  parameter int unsigned W = 16,
  parameter int unsigned N = 1
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  logic                  valid_i,   // EX1 holds an op of this pipe
  input  logic [W-1:0]          data_i,
  output logic [N-1:0]          valid_o,   // per stage, [N-1] = the output register
  output logic [N-1:0][W-1:0]   data_o
);
  logic [N-1:0]        v_q;
  logic [N-1:0][W-1:0] d_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) v_q <= '0;
    else         v_q <= N'({v_q, valid_i});
  end

  always_ff @(posedge clk_i) begin
    d_q[0] <= data_i;
    for (int unsigned i = 1; i < N; i++) d_q[i] <= d_q[i-1];
  end

  assign valid_o = v_q;
  assign data_o  = d_q;
endmodule

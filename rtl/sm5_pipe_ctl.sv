// Control of one fixed-latency pipe: N stages of (valid, payload), the payload being the
// op's tag and what it writes. An op enters from EX1 at the edge into stage 0, or into
// stage k < E when it is k cycles shorter than the longest (IMUL: fewer components,
// sm5_uop_lat_extra; entry k = the most extra - its extra); stage N-1 drives the
// write-back arbiter in the cycle the pipe's result register in every lane holds the
// op's result (sm5_vlane). Two ops never meet in a stage: they would write in the same
// cycle, which the reservation excludes (and a pipe with E > 1 is serialised).
// Valid bits are reset, payloads are not.
module sm5_pipe_ctl #(
  parameter int unsigned W = 16,
  parameter int unsigned N = 1,
  parameter int unsigned E = 1     // entry stages 0 .. E-1 (E <= N)
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,
  input  logic [E-1:0]          valid_i,   // EX1 holds an op of this pipe entering stage k
  input  logic [W-1:0]          data_i,
  output logic [N-1:0]          valid_o,   // per stage, [N-1] = the output register
  output logic [N-1:0][W-1:0]   data_o
);
  logic [N-1:0]        v_q;
  logic [N-1:0][W-1:0] d_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) v_q <= '0;
    else begin
      for (int unsigned i = 0; i < N; i++)
        v_q[i] <= (i < E && valid_i[i < E ? i : 0]) || (i > 0 && v_q[i > 0 ? i - 1 : 0]);
    end
  end

  always_ff @(posedge clk_i) begin
    for (int unsigned i = 0; i < N; i++) begin
      if (i < E && valid_i[i < E ? i : 0]) d_q[i] <= data_i;
      else if (i > 0)                      d_q[i] <= d_q[i > 0 ? i - 1 : 0];
      else                                 d_q[i] <= data_i;
    end
  end

  assign valid_o = v_q;
  assign data_o  = d_q;
endmodule

// The DP pipe (dp2, dp3, dp4; fixed latency): a chain through the FMA units of each lane
// (sm5_lane_fma): step k of a dp enters unit k FMA_STAGES * k cycles after EX1. An FMA op
// must not meet a dp step in its EX1 cycles (fma_busy_o, the FMA pipe's busy). The lanes
// register the chain's controls of the next cycle themselves (_nx).
module sm5_pipe_dp
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned FMA_STAGES = sm5_pkg::FMA_STAGES_DEF,   // the units' ranks (sm5_top)
  parameter int unsigned LAT = 4 * FMA_STAGES + 1,
  parameter int unsigned VEC_COMPS = 4    // below 4 the chain shares the lane's FMA units
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             ds_go_i,     // a dp op dispatches
  input  sm5_op_e          ds_op_i,
  input  logic [2:0]       h_beats_i,   // the op at dispatch: its beats (sm5_pipe_beat)
  input  logic             go_i,        // EX1 holds a dp op
  input  sm5_op_e          ex_op_i,
  input  logic [TAG_W-1:0] tag_i,
  input  wrinfo_t          wr_i,
  output pipe_port_t       port_o,
  output logic             fma_busy_o,
  // lane controls (sm5_lane_pkg: dp_*)
  output logic [3:1]       step_nx_o,
  output logic [3:1]       take_nx_o
);
  localparam int unsigned FS = FMA_STAGES;
  // fu_res_q[j]: an FMA op dispatched j cycles from now would meet a dp step in its EX1
  logic [3*FS-1:0]      fu_res_q, fu_res_d;
  // dpn_q[j]: the dp's length (0: none) j + 1 cycles after its EX1
  logic [4*FS-1:0][2:0] dpn_q, dpn_nx;
  // verilator lint_off UNUSEDSIGNAL
  // this cycle's chain steps: for the waves
  logic [3:1]           dp_step, dp_take;
  // verilator lint_on UNUSEDSIGNAL

  always_comb begin
    fu_res_d = {1'b0, fu_res_q[3*FS-1:1]};
    if (ds_go_i) begin
      for (int unsigned k = 1; k < 4; k++) begin
        if (k < op_dp_n(ds_op_i)) fu_res_d[k*FS-1] = 1'b1;
      end
    end
  end
  assign dpn_nx = {dpn_q[4*FS-2:0], go_i ? 3'(op_dp_n(ex_op_i)) : 3'd0};
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      fu_res_q <= '0;
      dpn_q    <= '0;
    end else begin
      fu_res_q <= fu_res_d;
      dpn_q    <= dpn_nx;
    end
  end
  always_comb begin
    for (int unsigned k = 1; k < 4; k++) begin
      dp_step[k]   = 32'(dpn_q[k*FS-1]) > k;
      dp_take[k]   = 32'(dpn_q[(k+1)*FS-1]) > k;
      step_nx_o[k] = 32'(dpn_nx[k*FS-1]) > k;
      take_nx_o[k] = 32'(dpn_nx[(k+1)*FS-1]) > k;
    end
  end
  // an FMA op's beats (EX1 .. EX1 + beats - 1) must not meet a dp step; below four
  // units a dp waits for the last step of the one before (steps k % VEC_COMPS share a unit)
  always_comb begin
    fma_busy_o = 1'b0;
    for (int unsigned j = 0; j < 4 && j < 3 * FS; j++)
      if (32'(j) < 32'(h_beats_i) && fu_res_q[j]) fma_busy_o = 1'b1;
  end
  logic dp_busy;   // a dp op at dispatch would meet the chain before
  assign dp_busy = VEC_COMPS < 4 && fu_res_q != '0;

  sm5_pipe_fixed #(.N (LAT)) u_ctl (
    .clk_i, .rst_ni, .go_i, .tag_i, .wr_i,
    .busy_i (dp_busy), .active_i ((fu_res_q != '0) || (dpn_q != '0)), .lanes_i (1'b0),
    .port_o
  );
endmodule

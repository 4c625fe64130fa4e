// The divide / square-root pipe of one lane (PIPE_DIV, iterative): ONE sm5_divsqrt shared
// by the written components (div, sqrt, udiv). sm5_valu starts a component in every lane
// at once (the first from the EX1 operands, the others from a hold register) and the next
// one when every executing lane has finished (fin_o), so a component takes as long as its
// slowest lane (sm5_divsqrt_cycles). The finished component is captured into the result
// registers (res: dst, the quotient or the f32 result after _sat; res2: dst2, the udiv
// remainder), which hold until the write-back arbiter has written them.
// Why one unit per lane: docs/figures.md (divmul: a divider per component is ~25k LUT).
/* verilator tracing_off */
module sm5_lane_div
  import sm5_pkg::*;
#(
  parameter bit CG_BYPASS = 1'b0   // the clock gate a pass-through (FPGA: sm5_clk_gate)
) (
  input  logic                        clk_i,
  input  logic                        rst_ni,
  input  logic                        lane_i,     // execution mask
  input  logic                        start_i,    // a component starts (every lane)
  // the operand selects a cycle early, registered here (a copy per lane): the divider's
  // set-up logic then hangs on lane registers only, and the simulation evaluates it once
  // per clock instead of on every input change of the lane (a hierarchical block)
  input  logic                        start_ex_nx_i, // ... of the op in EX1 (else the held op)
  input  logic [1:0]                  start_c_nx_i,
  input  logic                        cap_i,      // the running component is done: capture
  input  logic [1:0]                  cap_c_i,
  input  sm5_op_e                     op_i,       // the op in EX1
  input  logic                        sat_i,
  input  logic [1:0]                  neg_i,
  input  logic [1:0]                  abs_i,
  input  logic [1:0][3:0][31:0]       src_i,      // EX1 operands, before modifiers
  output logic                        fin_o,      // this lane is done with its component
  output logic [3:0][31:0]            res_o,
  output logic [3:0][31:0]            res2_o
);

  // this cycle's selects (sm5_valu's dv_start_ex, dv_start_c; after reset: 0 and
  // low_comp(0) = w), control: reset
  logic       start_ex_q;
  logic [1:0] start_c_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      start_ex_q <= 1'b0;
      start_c_q  <= 2'd3;
    end else begin
      start_ex_q <= start_ex_nx_i;
      start_c_q  <= start_c_nx_i;
    end
  end

  logic [1:0][3:0][31:0] m, hold_q;
  sm5_op_e               op_q;
  logic                  sat_q;
  always_comb begin
    for (int unsigned s = 0; s < 2; s++)
      for (int unsigned c = 0; c < 4; c++)
        m[s][c] = (op_class(op_i) == CL_FLOAT) ? sm5_fmod(src_i[s][c], neg_i[s], abs_i[s])
                                               : src_i[s][c];
  end
  always_ff @(posedge clk_i) begin
    if (start_i && start_ex_q) begin
      hold_q <= m;
      op_q   <= op_i;
      sat_q  <= sat_i && op_i != OP_UDIV;
    end
  end

  logic [1:0][3:0][31:0] f;
  assign f = start_ex_q ? m : hold_q;

  // The divider runs on a gated clock, enabled while it could change: a start, the
  // iterations (busy) and the done pulse's clearing edge. Idle and not started, its
  // registers hold on every clock anyway, so this is its exact behaviour.
  logic        busy, done;
  logic [31:0] q, r, q_sat;
  logic        clk_u;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg (
    .clk_i, .en_i ((start_i && lane_i) || busy || done), .clk_o (clk_u)
  );
  sm5_divsqrt u_div (
    .clk_i   (clk_u),
    .rst_ni  (rst_ni),
    .start_i (start_i && lane_i),
    .op_i    (start_ex_q ? op_i : op_q),
    .a_i     (f[0][start_c_q]),
    .b_i     (f[1][start_c_q]),
    .busy_o  (busy),
    .done_o  (done),
    .res0_o  (q),
    .res1_o  (r)
  );
  sm5_fsat u_fsat (.a_i (q), .res_o (q_sat));

  // finished: the done pulse, then remembered until the next start
  logic fin_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni)                fin_q <= 1'b0;
    else if (start_i && lane_i) fin_q <= 1'b0;
    else if (done)              fin_q <= 1'b1;
  end
  assign fin_o = !lane_i || done || fin_q;

  always_ff @(posedge clk_i) begin
    if (cap_i) begin
      res_o[cap_c_i]  <= sat_q ? q_sat : q;
      res2_o[cap_c_i] <= r;
    end
  end

endmodule

// The DBL pipe (the double unit; lane-group stepping at a fixed latency): DP_LANES sm5_dp
// pipes shared by the wave (sm5_dbl, on the free clock with its own gates), the fixed
// control of its write (sm5_pipe_fixed) and the count of groups still to feed: the next
// DBL op may load the operand buffer in the cycle of this op's last group.
module sm5_pipe_dbl
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned LANES     = 32,
  parameter int unsigned DP_LANES  = 8,
  parameter int unsigned LAT       = 4,    // the pipe's latency (sm5_valu: DBL_LAT)
  parameter bit          CG_BYPASS = 1'b0
) (
  input  logic                             clk_i,      // free clock (the unit)
  input  logic                             clk_ctl_i,  // the control's clock
  input  logic                             rst_ni,
  input  logic                             ds_go_i,    // a DBL op dispatches
  input  logic                             go_i,       // EX1 holds a DBL op
  // verilator lint_off UNUSEDSIGNAL
  // of the op only its opcode, modifiers and destinations matter here
  input  sm5_uop_t                         ex_uop_i,
  // verilator lint_on UNUSEDSIGNAL
  input  logic [TAG_W-1:0]                 tag_i,
  input  wrinfo_t                          wr_i,
  input  logic [LANES-1:0]                 exec_i,
  input  logic [LANES-1:0][2:0][3:0][31:0] opnd_i,
  output pipe_port_t                       port_o,
  output logic [LANES-1:0][3:0][31:0]      res_o,
  output logic [LANES-1:0][3:0][31:0]      nx_o
);
  localparam int unsigned NG  = (2 * LANES + DP_LANES - 1) / DP_LANES;
  localparam int unsigned DBW = $clog2(NG);
  logic [DBW-1:0] busy_q;   // groups of the op in the unit still to feed

  always_ff @(posedge clk_ctl_i or negedge rst_ni) begin
    if (!rst_ni)               busy_q <= '0;
    else if (ds_go_i)          busy_q <= DBW'(NG - 1);
    else if (busy_q != '0)     busy_q <= busy_q - 1'b1;
  end

  sm5_pipe_fixed #(.N (LAT), .IN_LANES (1'b0)) u_ctl (
    .clk_i (clk_ctl_i), .rst_ni, .go_i, .tag_i, .wr_i,
    .busy_i (busy_q != '0), .active_i (busy_q != '0), .lanes_i (1'b0),
    .port_o
  );

  sm5_dbl #(.LANES (LANES), .DP_LANES (DP_LANES), .CG_BYPASS (CG_BYPASS)) u_dbl (
    .clk_i, .rst_ni, .go_i,
    .op_i    (ex_uop_i.op),
    .sat_i   (ex_uop_i.sat),
    .neg_i   ({ex_uop_i.src[2].neg, ex_uop_i.src[1].neg, ex_uop_i.src[0].neg}),
    .abs_i   ({ex_uop_i.src[2].abs, ex_uop_i.src[1].abs, ex_uop_i.src[0].abs}),
    .mask_i  (ex_uop_i.dst_mask),
    .lanes_i (exec_i),
    .opnd_i,
    .res_o,
    .nx_o
  );
endmodule

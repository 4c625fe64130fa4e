// The DDIV pipe (ddiv, drcp; iterative): DP_LANES double dividers shared by the wave
// (sm5_ddiv, on the free clock with its own gate) and the write-back request of its one
// result (sm5_pipe_wbreq, on the control's clock). Its control loads only when the unit
// is done, so the control's clock stays off while the dividers work.
module sm5_pipe_ddiv
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned LANES     = 32,
  parameter int unsigned DP_LANES  = 8,
  parameter bit          CG_BYPASS = 1'b0
) (
  input  logic                             clk_i,      // free clock (the unit)
  input  logic                             clk_ctl_i,  // the control's clock
  input  logic                             rst_ni,
  input  logic                             go_i,       // EX1 holds a DDIV op
  // verilator lint_off UNUSEDSIGNAL
  // of the op only its opcode, modifiers and destinations matter here
  input  sm5_uop_t                         ex_uop_i,
  // verilator lint_on UNUSEDSIGNAL
  input  logic [TAG_W-1:0]                 tag_i,
  input  wrinfo_t                          wr_i,
  input  logic [LANES-1:0]                 exec_i,
  input  logic [LANES-1:0][1:0][3:0][31:0] opnd_i,
  input  logic                             gnt_i,
  output pipe_port_t                       port_o,
  output logic [LANES-1:0][3:0][31:0]      res_o
);
  logic    act, req, done;
  logic [TAG_W-1:0] tag;
  wrinfo_t wr;

  sm5_ddiv #(.LANES (LANES), .DP_LANES (DP_LANES), .CG_BYPASS (CG_BYPASS)) u_ddiv (
    .clk_i, .rst_ni, .go_i,
    .op_i    (ex_uop_i.op),
    .sat_i   (ex_uop_i.sat),
    .neg_i   ({ex_uop_i.src[1].neg, ex_uop_i.src[0].neg}),
    .abs_i   ({ex_uop_i.src[1].abs, ex_uop_i.src[0].abs}),
    .lanes_i (exec_i),
    .opnd_i,
    .done_o  (done),
    .res_o
  );

  // ddiv and drcp have one destination: no second write, no phase; the lanes take the
  // result by the bus grant itself (sel_dd)
  /* verilator lint_off PINCONNECTEMPTY */
  sm5_pipe_wbreq u_wbreq (
    .clk_i (clk_ctl_i), .rst_ni, .go_i, .tag_i, .wr_i, .done_i (done), .gnt_i,
    .act_o (act), .req_o (req), .phase_o (), .last_o (), .sel1_o (), .sel2_o (),
    .tag_o (tag), .wr_o (wr)
  );
  /* verilator lint_on PINCONNECTEMPTY */

  assign port_o = var_port(act, act && done, 1'b0, req, 1'b0, tag, wr);
endmodule

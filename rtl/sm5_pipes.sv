// Every execution pipe of the vector ALU, one module each (rtl/sm5_pipe_*.sv), and their
// ports back to sm5_valu (pipe_port_t, indexed by sm5_pipe_e). Each pipe takes its op
// from EX1 (go); those with a feed or a shared unit also see it at dispatch or in RD.
// The lanes' controls that belong to a pipe come out in ctl_o (the other fields 0).
// Adding a pipe: its row in cmodel/sm5_pipes.def, its module, its instance here.
// DOUBLES = 0 builds neither double pipe (DBL, DDIV): their ports and results are 0 (a
// double op never dispatches there: sm5_valu maps it to no pipe).
module sm5_pipes
  import sm5_pkg::*;
  import sm5_lane_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned LANES     = 32,
  parameter int unsigned SFU_LANES = 8,
  parameter int unsigned DP_LANES  = 8,
  parameter int unsigned MQ_DEPTH  = 3,
  parameter int unsigned ALU_LAT   = sm5_pkg::LAT_ALU,
  parameter int unsigned CVT_LAT   = sm5_pkg::LAT_CVT,
  parameter int unsigned FMA_STAGES = sm5_pkg::FMA_STAGES_DEF,   // FMA ranks (sm5_pipe_dp's step)
  parameter int unsigned FMA_LAT   = FMA_STAGES + 1,
  parameter int unsigned DP_LAT    = 4 * FMA_STAGES + 1,
  parameter int unsigned IMUL_STAGES = sm5_pkg::IMUL_STAGES_DEF,   // multiplier ranks
  parameter int unsigned IMUL_LAT  = IMUL_STAGES + 1,
  parameter int unsigned DBL_LAT   = 4,
  parameter bit          CG_BYPASS = 1'b0,
  parameter bit          DOUBLES   = 1'b1,
  parameter int unsigned VEC_COMPS = 4,      // ALU/CVT/FMA components per cycle (sm5_pipe_beat)
  localparam int unsigned MQCW     = $clog2(MQ_DEPTH + 1)
) (
  input  logic                                  clk_i,       // free clock (DBL, DDIV units)
  input  logic                                  clk_ctl_i,   // the control's gated clock
  input  logic                                  rst_ni,
  input  logic                                  ds_fire_i,   // the op at dispatch goes
  input  sm5_uop_t                              h_uop_i,
  input  logic                                  rd_valid_i,
  input  sm5_pipe_e                             rd_pipe_i,
  input  sm5_uop_t                              rd_uop_i,
  input  logic                                  ex_valid_i,
  input  sm5_pipe_e                             ex_pipe_i,
  input  logic [TAG_W-1:0]                      ex_tag_i,
  input  sm5_uop_t                              ex_uop_i,
  input  logic [LANES-1:0]                      exec_i,
  // verilator lint_off UNUSEDSIGNAL
  // only the variable-latency pipes wait for a grant
  input  logic [NPIPES-1:0]                     gnt_i,       // write-back grants
  // verilator lint_on UNUSEDSIGNAL
  output pipe_port_t [NPIPES-1:0]               port_o,
  output logic [LANE_CTL_W-1:0]          ctl_o,
  // the lanes' side
  input  logic [LANES-1:0]                      dv_fin_i,
  /* verilator tracing_off */
  input  logic [LANES-1:0][31:0]                sf_a_i,
  input  logic [2:0][3:0][31:0]                 ex_opnd_i [LANES],
  output logic [SFU_LANES-1:0][31:0]            sf_res_o,
  output logic [LANES-1:0][3:0][31:0]           dbl_res_o,
  output logic [LANES-1:0][3:0][31:0]           dbl_nx_o,
  output logic [LANES-1:0][3:0][31:0]           dd_res_o,
  /* verilator tracing_on */
  output logic [LANES-1:0]                      sf_cap_o,
  // the memory request queue's port (to sm5_mem_unit)
  output logic                                  req_valid_o,
  input  logic                                  req_ready_i,
  output logic [TAG_W-1:0]                      req_tag_o,
  output sm5_uop_t                              req_uop_o,
  /* verilator tracing_off */
  output logic [LANES-1:0][NSRC-1:0][3:0][31:0] req_src_o,
  /* verilator tracing_on */
  output logic [MQCW-1:0]                       mq_cnt_o,
  output logic                                  mq_pop_o,
  output logic                                  beat_busy_o  // EX1 runs an op's beats
);
  localparam int unsigned BX = beat_max_extra(VEC_COMPS);   // entry stages - 1 (ALU CVT FMA)
  wrinfo_t           ex_wr;
  logic [NPIPES-1:0] ex_go;
  logic              fma_busy;
  logic [BX:0]       alu_go, cvt_go, fma_go;   // the entry stage (sm5_pipe_ctl)
  sm5_beat_e         c_bt_pipe_nx;
  logic [1:0]        c_bt_v_nx;
  logic [1:0][1:0]   c_bt_c_nx;
  /* verilator tracing_off */
  logic [LANES-1:0][2:0][3:0][31:0] dbl_opnd;
  logic [LANES-1:0][1:0][3:0][31:0] dd_opnd;
  /* verilator tracing_on */
  logic [3:1] c_dp_step_nx;
  logic [3:1] c_dp_take_nx;
  logic c_im_feed_nx;
  logic c_im_feed_ex_nx;
  logic [1:0] c_im_feed_c_nx;
  logic c_im_out_nx;
  logic [1:0] c_im_out_c_nx;
  logic c_im_out_two_nx;
  logic c_sel_dv;
  logic c_sel_dv2;
  logic c_dv_start;
  logic c_dv_start_ex_nx;
  logic [1:0] c_dv_start_c_nx;
  logic c_dv_cap;
  logic [1:0] c_dv_cap_c;
  logic c_sel_sf;
  logic c_sel_sf2;
  logic c_sf_feed;
  logic c_sf_feed_ex;
  logic [1:0] c_sf_feed_c;
  logic [1:0] c_sf_cap_c;
  logic c_sf_cap_two;
  sm5_pipe_e h_pipe;
  assign h_pipe = op_pipe(h_uop_i.op);
  assign ex_wr = wrinfo(ex_uop_i);
  sm5_lane_ctl_t ctl;
  assign ctl_o = ctl;
  always_comb begin
    ctl = '0;
    ctl.dp_step_nx = c_dp_step_nx;
    ctl.dp_take_nx = c_dp_take_nx;
    ctl.im_feed_nx = c_im_feed_nx;
    ctl.im_feed_ex_nx = c_im_feed_ex_nx;
    ctl.im_feed_c_nx = c_im_feed_c_nx;
    ctl.im_out_nx = c_im_out_nx;
    ctl.im_out_c_nx = c_im_out_c_nx;
    ctl.im_out_two_nx = c_im_out_two_nx;
    ctl.sel_dv = c_sel_dv;
    ctl.sel_dv2 = c_sel_dv2;
    ctl.dv_start = c_dv_start;
    ctl.dv_start_ex_nx = c_dv_start_ex_nx;
    ctl.dv_start_c_nx = c_dv_start_c_nx;
    ctl.dv_cap = c_dv_cap;
    ctl.dv_cap_c = c_dv_cap_c;
    ctl.sel_sf = c_sel_sf;
    ctl.sel_sf2 = c_sel_sf2;
    ctl.sf_feed = c_sf_feed;
    ctl.sf_feed_ex = c_sf_feed_ex;
    ctl.sf_feed_c = c_sf_feed_c;
    ctl.sf_cap_c = c_sf_cap_c;
    ctl.sf_cap_two = c_sf_cap_two;
    ctl.bt_pipe_nx = c_bt_pipe_nx;
    ctl.bt_v_nx = c_bt_v_nx;
    ctl.bt_c_nx = c_bt_c_nx;
  end

  always_comb begin
    for (int unsigned p = 0; p < NPIPES; p++) ex_go[p] = ex_valid_i && ex_pipe_i == sm5_pipe_e'(p);
    for (int unsigned l = 0; l < LANES; l++) begin
      dbl_opnd[l] = ex_opnd_i[l];
      dd_opnd[l]  = ex_opnd_i[l][1:0];
    end
    // an op of more beats enters further back: its write comes beats - 1 cycles later
    {alu_go, cvt_go, fma_go} = '0;
    alu_go[BX + 1 - beats(ex_uop_i, VEC_COMPS)] = ex_go[PIPE_ALU];
    cvt_go[BX + 1 - beats(ex_uop_i, VEC_COMPS)] = ex_go[PIPE_CVT];
    fma_go[BX + 1 - beats(ex_uop_i, VEC_COMPS)] = ex_go[PIPE_FMA];
  end

  sm5_pipe_beat #(.VEC_COMPS (VEC_COMPS)) u_pipe_beat (
    .clk_i (clk_ctl_i), .rst_ni, .ds_go_i (ds_fire_i), .ds_uop_i (h_uop_i),
    .rd_go_i (rd_valid_i), .rd_pipe_i, .rd_uop_i, .go_i (ex_valid_i), .ex_pipe_i,
    .ex_uop_i, .busy_o (beat_busy_o), .pipe_nx_o (c_bt_pipe_nx), .v_nx_o (c_bt_v_nx),
    .c_nx_o (c_bt_c_nx)
  );

  sm5_pipe_fixed #(.N (ALU_LAT + BX), .E (BX + 1)) u_pipe_alu (
    .clk_i (clk_ctl_i), .rst_ni, .go_i (alu_go), .tag_i (ex_tag_i), .wr_i (ex_wr),
    .busy_i (1'b0), .active_i (1'b0), .lanes_i (1'b0), .port_o (port_o[PIPE_ALU])
  );
  sm5_pipe_fixed #(.N (CVT_LAT + BX), .E (BX + 1)) u_pipe_cvt (
    .clk_i (clk_ctl_i), .rst_ni, .go_i (cvt_go), .tag_i (ex_tag_i), .wr_i (ex_wr),
    .busy_i (1'b0), .active_i (1'b0), .lanes_i (1'b0), .port_o (port_o[PIPE_CVT])
  );
  // an FMA op must not meet a step of a dp chain in its EX1 (sm5_pipe_dp)
  sm5_pipe_fixed #(.N (FMA_LAT + BX), .E (BX + 1)) u_pipe_fma (
    .clk_i (clk_ctl_i), .rst_ni, .go_i (fma_go), .tag_i (ex_tag_i), .wr_i (ex_wr),
    .busy_i (fma_busy), .active_i (1'b0), .lanes_i (1'b0), .port_o (port_o[PIPE_FMA])
  );
  sm5_pipe_dp #(.FMA_STAGES (FMA_STAGES), .LAT (DP_LAT), .VEC_COMPS (VEC_COMPS)) u_pipe_dp (
    .clk_i (clk_ctl_i), .rst_ni, .ds_go_i (ds_fire_i && h_pipe == PIPE_DP), .ds_op_i (h_uop_i.op),
    .h_beats_i (3'(beats(h_uop_i, VEC_COMPS))),
    .go_i (ex_go[PIPE_DP]), .ex_op_i (ex_uop_i.op), .tag_i (ex_tag_i), .wr_i (ex_wr),
    .port_o (port_o[PIPE_DP]), .fma_busy_o (fma_busy),
    .step_nx_o (c_dp_step_nx), .take_nx_o (c_dp_take_nx)
  );
  sm5_pipe_imul #(.STAGES (IMUL_STAGES), .LAT (IMUL_LAT)) u_pipe_imul (
    .clk_i (clk_ctl_i), .rst_ni, .ds_go_i (ds_fire_i && h_pipe == PIPE_IMUL), .ds_uop_i (h_uop_i),
    .rd_go_i (rd_valid_i && rd_pipe_i == PIPE_IMUL), .rd_uop_i (rd_uop_i),
    .go_i (ex_go[PIPE_IMUL]), .ex_uop_i (ex_uop_i), .tag_i (ex_tag_i), .wr_i (ex_wr),
    .port_o (port_o[PIPE_IMUL]),
    .feed_nx_o (c_im_feed_nx), .feed_ex_nx_o (c_im_feed_ex_nx),
    .feed_c_nx_o (c_im_feed_c_nx), .out_nx_o (c_im_out_nx),
    .out_c_nx_o (c_im_out_c_nx), .out_two_nx_o (c_im_out_two_nx)
  );
  sm5_pipe_div #(.LANES (LANES)) u_pipe_div (
    .clk_i (clk_ctl_i), .rst_ni, .go_i (ex_go[PIPE_DIV]), .ex_uop_i (ex_uop_i),
    .tag_i (ex_tag_i), .wr_i (ex_wr),
    .rd_go_i (rd_valid_i && rd_pipe_i == PIPE_DIV), .rd_uop_i (rd_uop_i),
    .fin_i (dv_fin_i), .gnt_i (gnt_i[PIPE_DIV]), .port_o (port_o[PIPE_DIV]),
    .sel1_o (c_sel_dv), .sel2_o (c_sel_dv2),
    .start_o (c_dv_start), .start_ex_nx_o (c_dv_start_ex_nx),
    .start_c_nx_o (c_dv_start_c_nx), .cap_o (c_dv_cap), .cap_c_o (c_dv_cap_c)
  );
  sm5_pipe_sfu #(.LANES (LANES), .SFU_LANES (SFU_LANES)) u_pipe_sfu (
    .clk_i (clk_ctl_i), .rst_ni, .go_i (ex_go[PIPE_SFU]), .op_i (ex_uop_i.op),
    .tag_i (ex_tag_i), .wr_i (ex_wr), .exec_i (exec_i), .a_i (sf_a_i),
    .gnt_i (gnt_i[PIPE_SFU]), .port_o (port_o[PIPE_SFU]),
    .sel1_o (c_sel_sf), .sel2_o (c_sel_sf2),
    .feed_o (c_sf_feed), .feed_ex_o (c_sf_feed_ex), .feed_c_o (c_sf_feed_c),
    .cap_o (sf_cap_o), .cap_c_o (c_sf_cap_c), .cap_two_o (c_sf_cap_two), .res_o (sf_res_o)
  );
  if (DOUBLES) begin : g_dbl
    sm5_pipe_dbl #(.LANES (LANES), .DP_LANES (DP_LANES), .LAT (DBL_LAT), .CG_BYPASS (CG_BYPASS)) u_pipe_dbl (
      .clk_i, .clk_ctl_i, .rst_ni, .ds_go_i (ds_fire_i && h_pipe == PIPE_DBL),
      .go_i (ex_go[PIPE_DBL]), .ex_uop_i (ex_uop_i), .tag_i (ex_tag_i), .wr_i (ex_wr),
      .exec_i (exec_i), .opnd_i (dbl_opnd), .port_o (port_o[PIPE_DBL]), .res_o (dbl_res_o), .nx_o (dbl_nx_o)
    );
    sm5_pipe_ddiv #(.LANES (LANES), .DP_LANES (DP_LANES), .CG_BYPASS (CG_BYPASS)) u_pipe_ddiv (
      .clk_i, .clk_ctl_i, .rst_ni, .go_i (ex_go[PIPE_DDIV]), .ex_uop_i (ex_uop_i),
      .tag_i (ex_tag_i), .wr_i (ex_wr), .exec_i (exec_i), .opnd_i (dd_opnd),
      .gnt_i (gnt_i[PIPE_DDIV]), .port_o (port_o[PIPE_DDIV]), .res_o (dd_res_o)
    );
  end else begin : g_no_dbl
    // verilator lint_off UNUSEDSIGNAL
    // (the free clock drives the double units only)
    logic unused_dbl;
    assign unused_dbl = ^{clk_i, dbl_opnd, dd_opnd, ex_go[PIPE_DBL], ex_go[PIPE_DDIV]};
    // verilator lint_on UNUSEDSIGNAL
    assign port_o[PIPE_DBL]  = '0;
    assign port_o[PIPE_DDIV] = '0;
    assign dbl_res_o = '0;
    assign dbl_nx_o  = '0;
    assign dd_res_o  = '0;
  end
  sm5_pipe_mem #(.LANES (LANES), .MQ_DEPTH (MQ_DEPTH)) u_pipe_mem (
    .clk_i (clk_ctl_i), .rst_ni, .go_i (ex_go[PIPE_MEM]), .tag_i (ex_tag_i), .uop_i (ex_uop_i),
    .opnd_i (ex_opnd_i), .req_valid_o, .req_ready_i, .req_tag_o, .req_uop_o, .req_src_o,
    .cnt_o (mq_cnt_o), .pop_o (mq_pop_o), .port_o (port_o[PIPE_MEM])
  );
endmodule

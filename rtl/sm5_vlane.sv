// The datapath of one lane of the vector ALU (sm5_valu holds the control and instantiates
// LANES of these): the register-file slice, the RD stage (bypass, constants, lane index,
// swizzle), the EX1 bypass, the pipes (ALU, CVT), the second-destination register WB2,
// the lane's slice of the write-back bus. Every select,
// enable and bypass hit comes from sm5_valu, worked out once for all lanes; only the
// lane's own write-enable bit is per lane. No reset: datapath registers only.
// The EX1 bypass (a consumer in EX1 the cycle its producer's result is on the bus) is
// taken one cycle early, into the EX1 operand registers, from the value entering the
// producer's result register: the same timing, and the pipes' inputs are registers only
// (the simulation evaluates them once per clock, not on every input change).
//
// The simulation build verilates this module once for all lanes (a hierarchical block,
// mk/sim.mk), so the model's size and build time do not grow with LANES. Such a block
// is verilated on its own with the command line's -G values, which must name parameters
// it has: hence LANES, NCONST, CBUFS, CB_ROWS, BANKS, MEM_WORDS, SFU_LANES, DP_LANES and
// MAX_WAVES here, unused (sm5_top's and sm5_core's build parameters). sm5_valu does not
// pass them: the block's name and C++ then depend on the parameters it uses only, so every model with the same lane (each
// LANES, the SFU and DBL sweeps, the core and broken builds) compiles the same C++, and
// ccache compiles it once.
// Not traced inside: the lanes are a Verilator hierarchical block whose own trace would
// repeat every lane; the waves show each lane's ports (u_valu.g_lane[l].u_vlane.*).
/* verilator tracing_off */
module sm5_vlane
  import sm5_pkg::*;
  import sm5_lane_pkg::*;
#(
  // verilator lint_off UNUSEDPARAM
  // build parameters of sm5_top, present for Verilator's hierarchical build only
  parameter int unsigned LANES     = 32,
  parameter int unsigned NCONST    = 256,
  parameter int unsigned CBUFS     = 14,
  parameter int unsigned CB_ROWS   = 4096,
  parameter int unsigned BANKS     = 32,
  parameter int unsigned MEM_WORDS = 4096,
  parameter int unsigned SFU_LANES = 2,      // the SFU is shared: sm5_valu holds it
  parameter int unsigned DP_LANES  = 1,
  parameter int unsigned MAX_WAVES = 128,    // (sm5_core's sequencer)
  // verilator lint_on UNUSEDPARAM
  parameter int unsigned NREGS     = 32,
  parameter int unsigned ALU_LAT   = sm5_pkg::LAT_ALU,
  parameter int unsigned CVT_LAT   = sm5_pkg::LAT_CVT,
  parameter int unsigned FMA_STAGES = sm5_pkg::FMA_STAGES_DEF,   // ranks of each FMA unit
  parameter bit          MUL_CS    = 1'b0,   // FMA and IMUL products in carry-save form
  parameter int unsigned FMA_LAT   = FMA_STAGES + 1,
  parameter int unsigned DP_LAT    = 4 * FMA_STAGES + 1,
  parameter int unsigned IMUL_STAGES = sm5_pkg::IMUL_STAGES_DEF,   // multiplier ranks
  parameter int unsigned IMUL_LAT  = IMUL_STAGES + 1,
  parameter bit          CG_BYPASS = 1'b0,   // clock gates pass-through (FPGA: sm5_clk_gate)
  parameter bit          DOUBLES   = 1'b1,   // 0: the ALU's f64 compares are not built
  parameter int unsigned VEC_COMPS = 4,      // components per cycle of ALU, CVT, FMA (1, 2, 4)
  parameter bit          EX1_BYPASS = 1'b1,  // 0: EX1 takes RD's value only (no next-bus mux)
  localparam int unsigned RAW      = (NREGS > 1) ? $clog2(NREGS) : 1
) (
  input  logic                             clk_i,
  input  logic                             rst_ni,         // the arithmetic units' valid bits
  input  logic [5:0]                       lane_i,         // lane index (vThreadID.x)
  // the controls of this cycle, the same for every lane (sm5_lane_ctl_t, sm5_lane_pkg)
  input  logic [LANE_CTL_W-1:0]            ctl_i,
  // this lane's bits: its register write, last cycle's write and the bus cover it, it
  // executes (the EX1 bypass and the units' valid), its SFU result is out
  input  logic                             rf_we_i,
  input  logic                             prev_lane_i,
  input  logic                             bus_lane_i,
  input  logic                             nx_lane_i,
  input  logic                             sf_cap_i,
  // register file: reads issued at DS, one write port; read port 0 is the host's readback
  input  logic [NSRC-1:0][RAW-1:0]         rf_raddr_i,
  input  logic [RAW-1:0]                   rf_waddr_i,
  output logic [3:0][31:0]                 rf_rdata0_o,
  // RD: the sources' constants (the same for every lane)
  input  logic [NSRC-1:0][3:0][31:0]       rd_const_i,
  // write-back bus sources: the memory unit's result for this lane, the SFU's output (its
  // lane l % SFU_LANES), the DBL's result buffer (now and next cycle) and the DDIV's
  input  logic [3:0][31:0]                 mem_data_i,
  input  logic [31:0]                      sf_res_i,
  input  logic [3:0][31:0]                 dbl_res_i,
  input  logic [3:0][31:0]                 dbl_nx_i,
  input  logic [3:0][31:0]                 dd_data_i,
  output logic [3:0][31:0]                 bus_data_o,
  // the units shared by the lanes: the DIV's end, the SFU operand, the EX1 operands
  // (sources 0-2, for the DBL, the DDIV and the memory request queue in sm5_valu)
  output logic                             dv_fin_o,       // DIV: this lane has finished
  output logic [31:0]                      sf_a_o,
  output logic [2:0][3:0][31:0]            ex_opnd_o
);

  sm5_lane_ctl_t ctl;
  assign ctl = sm5_lane_ctl_t'(ctl_i);

  logic [3:0][31:0] bus_data, prev_q;

  // ---- register file (read at DS, data in RD) ------------------------------------------
  logic [NSRC-1:0][3:0][31:0] ram;
  sm5_regfile #(.NREGS(NREGS), .NRD(NSRC)) u_rf (
    .clk_i   (clk_i),
    .we_i    (ctl.rf_wmask & {4{rf_we_i}}),
    .waddr_i (rf_waddr_i),
    .wdata_i (ctl.rf_wzero ? '0 : bus_data),
    .raddr_i (rf_raddr_i),
    .rdata_o (ram)
  );
  assign rf_rdata0_o = ram[0];

  // ---- RD: operand select with bypass, swizzle ------------------------------------------
  // Source s: the register row (the RAM read issued at DS, bypassed from this cycle's
  // write-back bus or, for a read that met last cycle's write, from that write), a
  // constant, the lane index (vThreadID.x; y z w = 0) or 0, then the swizzle. The bypass
  // hits (register and component match) come from sm5_valu, worked out once for all
  // lanes; only the lane's own write enables are applied here. Source modifiers are
  // applied in the pipes (memory ops take unmodified values). A function called in the
  // EX1 always_ff below: the select feeds the EX1 operand registers only, so the
  // simulation works it out once per op entering EX1, not on every evaluation of the
  // lane's inputs (which also runs on each clock edge); it reads the wide values in place.
  logic [NSRC-1:0][3:0][31:0] ex_opnd_q;
  // unit u's operands this cycle (the beat's component; VEC_COMPS 4: component u), below
  localparam int unsigned NU = (VEC_COMPS >= 4) ? 4 : VEC_COMPS;   // units per pipe
  logic [NSRC-1:0][NU-1:0][31:0] bsrc;
  function automatic logic [3:0][31:0] rd_raw(int unsigned s);
    logic [3:0][31:0] raw;
    case (sm5_srckind_e'(ctl.rd_kind[s]))
      SRC_TEMP: begin
        for (int unsigned k = 0; k < 4; k++) begin
          if (ctl.rd_hit_bus[s][k] && bus_lane_i)        raw[k] = bus_data[k];
          else if (ctl.rd_hit_prev[s][k] && prev_lane_i) raw[k] = prev_q[k];
          else                                             raw[k] = ram[s][k];
        end
      end
      SRC_CONST:     raw = rd_const_i[s];
      SRC_THREAD_ID: raw = 128'(lane_i);
      default:       raw = '0;   // SRC_NONE, or a register out of range
    endcase
    return raw;
  endfunction
  function automatic logic [3:0][31:0] rd_operand(int unsigned s);
    logic [3:0][31:0] raw, v;
    raw = rd_raw(s);
    for (int unsigned c = 0; c < 4; c++) v[c] = raw[ctl.rd_swz[s][2*c +: 2]];
    return v;
  endfunction

  // ---- pipes: result registers, delayed to the table latency if it is longer ----------
  // pres: what each pipe's output register holds (on the bus this cycle when selected);
  // pnx: what it holds next cycle (the EX1 bypass source)
  logic [NPIPES-1:0][3:0][31:0] pres, pres2, pnx, pnx2;
  logic [3:0][31:0] alu_res, alu_res2, alu_d, alu_d2, cvt_res, cvt_d;
  sm5_op_e          ex_op_q;
  sm5_fma_op_e      ex_fop_q;   // ex_op_q as an FMA unit op (sm5_lane_fma)
  logic             ex_sat_q;
  logic [NSRC-1:0]  ex_neg_q, ex_abs_q;

  // this cycle's beat (VEC_COMPS < 4: sm5_pipe_beat), registered from the lane controls
  sm5_beat_e       bt_pipe_q;
  logic [1:0]      bt_v_q;
  logic [1:0][1:0] bt_c_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      bt_pipe_q <= BEAT_NONE;
      bt_v_q    <= '0;
    end else begin
      bt_pipe_q <= ctl.bt_pipe_nx;
      bt_v_q    <= ctl.bt_v_nx;
    end
  end
  always_ff @(posedge clk_i) bt_c_q <= ctl.bt_c_nx;

  // the ALU takes up to three of its latency's cycles as stages (sm5_lane_alu), the rest
  // as delay ranks
  localparam int unsigned ALU_STAGES = (ALU_LAT < 3) ? ALU_LAT : 3;
  sm5_lane_alu #(.DOUBLES(DOUBLES), .VEC_COMPS(VEC_COMPS), .STAGES(ALU_STAGES)) u_alu (
    .clk_i    (clk_i),
    .op_i     (ex_op_q),
    .sat_i    (ex_sat_q),
    .neg_i    (ex_neg_q),
    .abs_i    (ex_abs_q),
    .src_i    (ex_opnd_q),
    .bsrc_i   (bsrc),
    .bt_i     (bt_pipe_q == BEAT_ALU),
    .bt_v_i   (bt_v_q),
    .bt_c_i   (bt_c_q),
    .res_o    (alu_res),
    .res2_o   (alu_res2),
    .res_d_o  (alu_d),
    .res2_d_o (alu_d2)
  );

  // the CVT likewise: two or three stages, the rest delay ranks
  localparam int unsigned CVT_STAGES = (CVT_LAT < 3) ? 2 : 3;
  sm5_lane_cvt #(.VEC_COMPS(VEC_COMPS), .STAGES(CVT_STAGES)) u_cvt (
    .clk_i   (clk_i),
    .op_i    (ex_op_q),
    .sat_i   (ex_sat_q),
    .neg_i   (ex_neg_q[0]),
    .abs_i   (ex_abs_q[0]),
    .bsrc_i  (bsrc[0]),
    .bt_i    (bt_pipe_q == BEAT_CVT),
    .bt_v_i  (bt_v_q),
    .bt_c_i  (bt_c_q),
    .res_o   (cvt_res),
    .res_d_o (cvt_d)
  );

  sm5_delay #(.W(256), .N(ALU_LAT - ALU_STAGES)) u_alu_dly (
    .clk_i (clk_i), .d_i ({alu_res2, alu_res}), .dd_i ({alu_d2, alu_d}),
    .q_o ({pres2[int'(PIPE_ALU)], pres[int'(PIPE_ALU)]}),
    .qd_o ({pnx2[int'(PIPE_ALU)], pnx[int'(PIPE_ALU)]})
  );
  sm5_delay #(.W(128), .N(CVT_LAT - CVT_STAGES)) u_cvt_dly (
    .clk_i (clk_i), .d_i (cvt_res), .dd_i (cvt_d),
    .q_o (pres[int'(PIPE_CVT)]), .qd_o (pnx[int'(PIPE_CVT)])
  );
  assign pres2[int'(PIPE_CVT)] = '0;
  assign pnx2[int'(PIPE_CVT)]  = '0;

  // FMA and DP (four sm5_fma shared by both), IMUL, DIV (docs/architecture.md)
  logic [3:0][31:0] fma_res, fma_d, dp_res, dp_d, im_res, im_res2, im_d, im_d2, dv_res, dv_res2;
  sm5_lane_fma #(
    .S(FMA_STAGES), .MUL_CS(MUL_CS), .CG_BYPASS(CG_BYPASS), .VEC_COMPS(VEC_COMPS)
  ) u_fma (
    .clk_i, .rst_ni,
    .lane_i    (nx_lane_i),
    .fma_go_nx_i  (ctl.fma_go_nx),
    .dp_go_nx_i   (ctl.dp_go_nx),
    .dp_step_nx_i (ctl.dp_step_nx),
    .dp_take_nx_i (ctl.dp_take_nx),
    .bt_i      (bt_pipe_q == BEAT_FMA),
    .bt_v_i    (bt_v_q),
    .bt_c_i    (bt_c_q),
    .fop_i     (ex_fop_q),
    .sat_i     (ex_sat_q),
    .neg_i     (ex_neg_q[2:0]),
    .abs_i     (ex_abs_q[2:0]),
    .src_i     (ex_opnd_q[2:0]),
    .bsrc_i    (bsrc[2:0]),
    .res_o     (fma_res),
    .res_d_o   (fma_d),
    .dres_o    (dp_res),
    .dres_d_o  (dp_d)
  );
  sm5_lane_imul #(.STAGES(IMUL_STAGES), .MUL_CS(MUL_CS), .CG_BYPASS(CG_BYPASS)) u_imul (
    .clk_i, .rst_ni,
    .lane_i    (nx_lane_i),
    .feed_nx_i    (ctl.im_feed_nx),
    .feed_ex_nx_i (ctl.im_feed_ex_nx),
    .feed_c_nx_i  (ctl.im_feed_c_nx),
    .out_nx_i     (ctl.im_out_nx),
    .out_c_nx_i   (ctl.im_out_c_nx),
    .out_two_nx_i (ctl.im_out_two_nx),
    .op_i      (ex_op_q),
    .neg_i     (ex_neg_q[2:0]),
    .src_i     (ex_opnd_q[2:0]),
    .res_o     (im_res),
    .res2_o    (im_res2),
    .res_d_o   (im_d),
    .res2_d_o  (im_d2)
  );
  sm5_lane_div #(.CG_BYPASS(CG_BYPASS)) u_div (
    .clk_i, .rst_ni,
    .lane_i     (nx_lane_i),
    .start_i    (ctl.dv_start),
    .start_ex_nx_i (ctl.dv_start_ex_nx),
    .start_c_nx_i  (ctl.dv_start_c_nx),
    .cap_i      (ctl.dv_cap),
    .cap_c_i    (ctl.dv_cap_c),
    .op_i       (ex_op_q),
    .sat_i      (ex_sat_q),
    .neg_i      (ex_neg_q[1:0]),
    .abs_i      (ex_abs_q[1:0]),
    .src_i      (ex_opnd_q[1:0]),
    .fin_o      (dv_fin_o),
    .res_o      (dv_res),
    .res2_o     (dv_res2)
  );
  logic [3:0][31:0] sf_res, sf_res2;
  sm5_lane_sfu u_sfu (
    .clk_i,
    .feed_i    (ctl.sf_feed),
    .feed_ex_i (ctl.sf_feed_ex),
    .feed_c_i  (ctl.sf_feed_c),
    .op_i      (ex_op_q),
    .sat_i     (ex_sat_q),
    .neg_i     (ex_neg_q[0]),
    .abs_i     (ex_abs_q[0]),
    .src_i     (ex_opnd_q[0]),
    .a_o       (sf_a_o),
    .cap_i     (sf_cap_i),
    .cap_c_i   (ctl.sf_cap_c),
    .cap_two_i (ctl.sf_cap_two),
    .res_i     (sf_res_i),
    .res_o     (sf_res),
    .res2_o    (sf_res2)
  );
  sm5_delay #(.W(128), .N(FMA_LAT - FMA_STAGES - 1)) u_fma_dly (
    .clk_i (clk_i), .d_i (fma_res), .dd_i (fma_d),
    .q_o (pres[int'(PIPE_FMA)]), .qd_o (pnx[int'(PIPE_FMA)])
  );
  sm5_delay #(.W(128), .N(DP_LAT - 4 * FMA_STAGES - 1)) u_dp_dly (
    .clk_i (clk_i), .d_i (dp_res), .dd_i (dp_d),
    .q_o (pres[int'(PIPE_DP)]), .qd_o (pnx[int'(PIPE_DP)])
  );
  sm5_delay #(.W(256), .N(IMUL_LAT - IMUL_STAGES - 1)) u_imul_dly (
    .clk_i (clk_i), .d_i ({im_res2, im_res}), .dd_i ({im_d2, im_d}),
    .q_o ({pres2[int'(PIPE_IMUL)], pres[int'(PIPE_IMUL)]}),
    .qd_o ({pnx2[int'(PIPE_IMUL)], pnx[int'(PIPE_IMUL)]})
  );
  assign pres2[int'(PIPE_FMA)] = '0;
  assign pnx2[int'(PIPE_FMA)]  = '0;
  assign pres2[int'(PIPE_DP)]  = '0;
  assign pnx2[int'(PIPE_DP)]   = '0;
  // the divider is no fixed pipe: its result registers are selected by sel_dv/sel_dv2
  assign pres[int'(PIPE_DIV)]  = '0;
  assign pres2[int'(PIPE_DIV)] = '0;
  assign pnx[int'(PIPE_DIV)]   = '0;
  assign pnx2[int'(PIPE_DIV)]  = '0;
  // nor is the SFU (sel_sf/sel_sf2)
  assign pres[int'(PIPE_SFU)]  = '0;
  assign pres2[int'(PIPE_SFU)] = '0;
  assign pnx[int'(PIPE_SFU)]   = '0;
  assign pnx2[int'(PIPE_SFU)]  = '0;
  // DBL: the shared double unit's result buffer (sm5_dbl) comes in on dbl_res_i / dbl_nx_i,
  // selected beside these arrays (which then hold registers only: the simulation
  // evaluates them once per clock, not on every input change)
  assign pres[int'(PIPE_DBL)]  = '0;
  assign pnx[int'(PIPE_DBL)]   = '0;
  assign pres2[int'(PIPE_DBL)] = '0;
  assign pnx2[int'(PIPE_DBL)]  = '0;
  assign ex_opnd_o = ex_opnd_q[2:0];
  // DDIV: no fixed pipe, its result comes in on dd_data_i
  assign pres[int'(PIPE_DDIV)]  = '0;
  assign pres2[int'(PIPE_DDIV)] = '0;
  assign pnx[int'(PIPE_DDIV)]   = '0;
  assign pnx2[int'(PIPE_DDIV)]  = '0;
  // the memory unit is no fixed pipe: its result comes in on mem_data_i
  assign pres[int'(PIPE_MEM)]  = '0;
  assign pres2[int'(PIPE_MEM)] = '0;
  assign pnx[int'(PIPE_MEM)]   = '0;
  assign pnx2[int'(PIPE_MEM)]  = '0;

  // ---- write-back bus and WB2 ----------------------------------------------------------
  // The fixed pipes' and WB2's selects are registered here from the next-cycle selects
  // (nx_sel_*: a fixed pipe's output stage is its previous stage a clock later, and WB2's
  // valid is w2_cap registered, so these equal sm5_valu's sel_res/sel_res2/sel_w2). Their
  // part of the bus (bus_fix) and WB2's capture (res2_sel) then depend on registers only:
  // the simulation evaluates them once per clock, not on every evaluation of the lane's
  // inputs. The other sources' selects and data come in this cycle.
  logic [NPIPES-1:0] sel_res_q, sel_res2_q;
  logic              sel_w2_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sel_res_q  <= '0;
      sel_res2_q <= '0;
      sel_w2_q   <= 1'b0;
    end else begin
      sel_res_q  <= ctl.nx_sel_res;
      sel_res2_q <= ctl.nx_sel_res2;
      sel_w2_q   <= ctl.nx_sel_w2;
    end
  end

  // The bus's writers are one-hot (at most one per cycle: sm5_valu_sva's sva_one_writer),
  // so the bus is an AND-OR of its sources, a few gate levels deep, not a chain of 2:1
  // muxes in priority order (28 levels into the register file and RD's bypass).
  logic [3:0][31:0] w2_q, res2_sel, bus_fix;
  always_comb begin
    bus_fix  = {128{sel_w2_q}} & w2_q;
    res2_sel = '0;
    for (int unsigned p = 0; p < NPIPES; p++) begin
      bus_fix  = bus_fix | ({128{sel_res_q[p]}} & pres[p]) | ({128{sel_res2_q[p]}} & pres2[p]);
      res2_sel = res2_sel | ({128{sel_res_q[p]}} & pres2[p]);
    end
  end

  always_comb begin
    bus_data = bus_fix | ({128{sel_res_q[int'(PIPE_DBL)]}} & dbl_res_i)
             | ({128{ctl.sel_mem}} & mem_data_i) | ({128{ctl.sel_dd}} & dd_data_i)
             | ({128{ctl.sel_dv}} & dv_res) | ({128{ctl.sel_dv2}} & dv_res2)
             | ({128{ctl.sel_sf}} & sf_res) | ({128{ctl.sel_sf2}} & sf_res2);
  end
  assign bus_data_o = bus_data;

  // EX1 operands: the RD value, or for a component the bus writes next cycle, that write
  // (the pipe's result-register input, selected by nx_sel_*). Worked out in the
  // always_ff (functions): it feeds these registers only, so the simulation computes it
  // once per op rather than on every evaluation of the lane's inputs. The functions
  // read the wide values (pnx, pnx2, res2_sel, the RAM rows) in place: as arguments the
  // simulation would copy them on every call.
  function automatic logic [3:0][31:0] nx_select(logic [NPIPES-1:0] sel,
                                                 logic [NPIPES-1:0] sel2, logic w2);
    logic [3:0][31:0] d;
    d = {128{w2}} & res2_sel;   // one-hot selects: an AND-OR, as the bus
    for (int unsigned p = 0; p < NPIPES; p++) begin
      d = d | ({128{sel[p]}} & ((p == int'(PIPE_DBL)) ? dbl_nx_i : pnx[p]))
            | ({128{sel2[p]}} & pnx2[p]);
    end
    return d;
  endfunction

  function automatic logic [NSRC-1:0][3:0][31:0] ex1_operands(logic [3:0][31:0] nx_data);
    logic [NSRC-1:0][3:0][31:0] o;
    logic [3:0][31:0] rv;
    for (int unsigned s = 0; s < NSRC; s++) begin
      rv = rd_operand(s);
      for (int unsigned c = 0; c < 4; c++) begin
        o[s][c] = (EX1_BYPASS && ctl.nx_hit[s][c] && nx_lane_i) ? nx_data[ctl.rd_swz[s][2*c +: 2]] : rv[c];
      end
    end
    return o;
  endfunction

  // The EX1 registers load only when an op enters EX1 (a gated clock): between ops they
  // hold, and the pipes' logic that hangs on them only (the ALU's and CVT's units, the
  // source modifiers) is not re-evaluated by the simulation. Their readers act under the
  // op's valid (sm5_valu's pipe controls and request queue, the DBL/SFU/DIV/IMUL feeds),
  // but an op of several beats (VEC_COMPS < 4) reads them after its EX1 cycle: so the load
  // is also an enable, which a pass-through gate (CG_BYPASS, FPGA) leaves as the only hold.
  logic clk_ex;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_ex (.clk_i, .en_i (ctl.ex_go_nx), .clk_o (clk_ex));
  always_ff @(posedge clk_ex) begin
    if (ctl.ex_go_nx) begin
      ex_opnd_q <= ex1_operands(nx_select(ctl.nx_sel_res, ctl.nx_sel_res2, ctl.nx_sel_w2));
      ex_op_q   <= ctl.rd_op;
      ex_fop_q  <= op_fma_op(ctl.rd_op);
      ex_sat_q  <= ctl.rd_sat;
      ex_neg_q  <= ctl.rd_neg;
      ex_abs_q  <= ctl.rd_abs;
    end
  end

  // The beat's operands (VEC_COMPS < 4): unit u's sources this cycle are the EX1
  // operands' component bt_c_q[u]. That select is made a cycle ahead (bt_c_nx) and
  // registered here, so the units' first stages start at a register, not behind a
  // component mux (2-3 gate levels). The first beat (EX1) takes the RD value as
  // ex_opnd_q does, its swizzle and component select composed into one pick of the raw
  // row; later beats take the held ex_opnd_q. VEC_COMPS 4: unit u takes component u.
  if (VEC_COMPS >= 4) begin : g_bsrc_all
    assign bsrc = ex_opnd_q;
  end else begin : g_bsrc_beat
    function automatic logic [NSRC-1:0][NU-1:0][31:0] beat_operands(logic [3:0][31:0] nx_data);
      logic [NSRC-1:0][NU-1:0][31:0] o;
      logic [3:0][31:0] raw;
      logic [1:0] c, k;
      for (int unsigned s = 0; s < NSRC; s++) begin
        raw = ctl.ex_go_nx ? rd_raw(s) : '0;
        for (int unsigned u = 0; u < NU; u++) begin
          c = ctl.bt_c_nx[u];
          k = ctl.rd_swz[s][2*c +: 2];
          if (!ctl.ex_go_nx)
            o[s][u] = ex_opnd_q[s][c];
          else if (EX1_BYPASS && ctl.nx_hit[s][c] && nx_lane_i)
            o[s][u] = nx_data[k];
          else
            o[s][u] = raw[k];
        end
      end
      return o;
    endfunction
    logic [NSRC-1:0][NU-1:0][31:0] bop_q;
    always_ff @(posedge clk_i) begin
      if (ctl.bt_pipe_nx != BEAT_NONE)
        bop_q <= beat_operands(nx_select(ctl.nx_sel_res, ctl.nx_sel_res2, ctl.nx_sel_w2));
    end
    assign bsrc = bop_q;
  end

  always_ff @(posedge clk_i) begin
    prev_q    <= bus_data;
    if (ctl.w2_cap) w2_q <= res2_sel;
  end

  /*verilator hier_block*/

endmodule

// The datapath of one lane of the vector ALU (sm5_valu holds the control and instantiates
// LANES of these): the register-file slice, the RD stage (bypass, constants, lane index,
// swizzle), the EX1 bypass, the pipes (ALU, CVT), the second-destination register WB2,
// the lane's slice of the memory request queue and of the write-back bus. Every select,
// enable and bypass hit comes from sm5_valu, worked out once for all lanes; only the
// lane's own write-enable bit is per lane. No reset: datapath registers only.
//
// The simulation build verilates this module once for all lanes (a hierarchical block,
// mk/sim.mk), so the model's size and build time do not grow with LANES. Such a block
// is verilated on its own with the command line's -G values, which must name parameters
// it has: hence LANES, NCONST, BANKS and MEM_WORDS here, unused (sm5_top's build
// parameters).
module sm5_vlane
  import sm5_pkg::*;
#(
  // verilator lint_off UNUSEDPARAM
  // build parameters of sm5_top, present for Verilator's hierarchical build only
  parameter int unsigned LANES     = 32,
  parameter int unsigned NCONST    = 256,
  parameter int unsigned BANKS     = 32,
  parameter int unsigned MEM_WORDS = 4096,
  // verilator lint_on UNUSEDPARAM
  parameter int unsigned NREGS     = 16,
  parameter int unsigned MQ_DEPTH  = 3,
  parameter int unsigned ALU_LAT   = sm5_pkg::LAT_ALU,
  parameter int unsigned CVT_LAT   = sm5_pkg::LAT_CVT,
  localparam int unsigned RAW      = (NREGS > 1) ? $clog2(NREGS) : 1,
  localparam int unsigned MQW      = (MQ_DEPTH > 1) ? $clog2(MQ_DEPTH) : 1
) (
  input  logic                             clk_i,
  input  logic [5:0]                       lane_i,         // lane index (vThreadID.x)
  // register file: reads issued at DS, one write port
  input  logic [NSRC-1:0][RAW-1:0]         rf_raddr_i,
  input  logic                             rf_we_i,        // this lane writes this cycle
  input  logic [3:0]                       rf_wmask_i,
  input  logic [RAW-1:0]                   rf_waddr_i,
  input  logic                             rf_wzero_i,     // register-file clear: write 0
  output logic [3:0][31:0]                 rf_rdata0_o,    // read port 0 (host readback)
  // RD stage
  input  logic [NSRC-1:0][1:0]             rd_kind_i,      // SRC_NONE for a register out of range
  input  logic [NSRC-1:0][7:0]             rd_swz_i,
  input  logic [NSRC-1:0][3:0][31:0]       rd_const_i,
  input  logic [NSRC-1:0][3:0]             rd_hit_bus_i,   // raw component written by the bus
  input  logic [NSRC-1:0][3:0]             rd_hit_prev_i,  // ... by last cycle's write
  input  logic                             prev_lane_i,    // last cycle's write covered this lane
  // EX1 stage
  input  logic [NSRC-1:0][7:0]             ex_swz_i,
  input  logic [NSRC-1:0][3:0]             ex_hit_bus_i,   // swizzled component reads the bus
  input  logic [7:0]                       ex_op_i,        // sm5_op_e
  input  logic                             ex_sat_i,
  input  logic [NSRC-1:0]                  ex_neg_i,
  input  logic [NSRC-1:0]                  ex_abs_i,
  // write-back bus: one-hot source select (sm5_valu's arbiter)
  input  logic [NPIPES-1:0]                sel_res_i,      // pipe p's result (dst)
  input  logic [NPIPES-1:0]                sel_res2_i,     // pipe p's second result (dst null)
  input  logic                             sel_w2_i,       // WB2
  input  logic                             sel_mem_i,      // the memory unit's result
  input  logic                             bus_lane_i,     // the bus writes this lane
  input  logic [3:0][31:0]                 mem_data_i,
  input  logic                             w2_cap_i,       // WB2 <- the selected pipe's res2
  output logic [3:0][31:0]                 bus_data_o,
  // memory request queue slice
  input  logic                             mq_push_i,
  input  logic [MQW-1:0]                   mq_wptr_i,
  input  logic [MQW-1:0]                   mq_rptr_i,
  output logic [NSRC-1:0][3:0][31:0]       mq_src_o
);
  logic [3:0][31:0] bus_data, prev_q;

  // ---- register file (read at DS, data in RD) ------------------------------------------
  logic [NSRC-1:0][3:0][31:0] ram;
  sm5_regfile #(.NREGS(NREGS), .NRD(NSRC)) u_rf (
    .clk_i   (clk_i),
    .we_i    (rf_wmask_i & {4{rf_we_i}}),
    .waddr_i (rf_waddr_i),
    .wdata_i (rf_wzero_i ? '0 : bus_data),
    .raddr_i (rf_raddr_i),
    .rdata_o (ram)
  );
  assign rf_rdata0_o = ram[0];

  // ---- RD: operand select with bypass, swizzle; EX1 operand registers -----------------
  logic [NSRC-1:0][3:0][31:0] rd_val, ex_opnd_q, ex_val;
  for (genvar s = 0; s < NSRC; s++) begin : g_src
    sm5_operand u_operand (
      .kind_i      (rd_kind_i[s]),
      .swz_i       (rd_swz_i[s]),
      .lane_i      (lane_i),
      .ram_i       (ram[s]),
      .const_i     (rd_const_i[s]),
      .hit_bus_i   (rd_hit_bus_i[s]),
      .bus_lane_i  (bus_lane_i),
      .bus_data_i  (bus_data),
      .hit_prev_i  (rd_hit_prev_i[s]),
      .prev_lane_i (prev_lane_i),
      .prev_data_i (prev_q),
      .val_o       (rd_val[s])
    );
  end

  always_ff @(posedge clk_i) begin
    ex_opnd_q <= rd_val;
    prev_q    <= bus_data;
  end

  // EX1 bypass: component c of source s reads raw component swz[c], written this cycle
  always_comb begin
    for (int unsigned s = 0; s < NSRC; s++) begin
      for (int unsigned c = 0; c < 4; c++) begin
        ex_val[s][c] = (ex_hit_bus_i[s][c] && bus_lane_i) ? bus_data[ex_swz_i[s][2*c +: 2]]
                                                          : ex_opnd_q[s][c];
      end
    end
  end

  // ---- pipes: result registers, delayed to the table latency if it is longer ----------
  logic [NPIPES-1:0][3:0][31:0] pres, pres2;
  logic [3:0][31:0] alu_res, alu_res2, cvt_res;

  sm5_lane_alu u_alu (
    .clk_i  (clk_i),
    .op_i   (sm5_op_e'(ex_op_i)),
    .sat_i  (ex_sat_i),
    .neg_i  (ex_neg_i),
    .abs_i  (ex_abs_i),
    .src_i  (ex_val),
    .res_o  (alu_res),
    .res2_o (alu_res2)
  );

  sm5_lane_cvt u_cvt (
    .clk_i  (clk_i),
    .op_i   (sm5_op_e'(ex_op_i)),
    .sat_i  (ex_sat_i),
    .neg_i  (ex_neg_i[0]),
    .abs_i  (ex_abs_i[0]),
    .src_i  (ex_val[0]),
    .res_o  (cvt_res)
  );

  sm5_delay #(.W(256), .N(ALU_LAT - 1)) u_alu_dly (
    .clk_i (clk_i), .d_i ({alu_res2, alu_res}), .q_o ({pres2[int'(PIPE_ALU)], pres[int'(PIPE_ALU)]})
  );
  sm5_delay #(.W(128), .N(CVT_LAT - 2)) u_cvt_dly (
    .clk_i (clk_i), .d_i (cvt_res), .q_o (pres[int'(PIPE_CVT)])
  );
  assign pres2[int'(PIPE_CVT)] = '0;
  // the memory unit is no fixed pipe: its result comes in on mem_data_i
  assign pres[int'(PIPE_MEM)]  = '0;
  assign pres2[int'(PIPE_MEM)] = '0;

  // ---- write-back bus and WB2 ----------------------------------------------------------
  logic [3:0][31:0] w2_q, res2_sel;
  always_comb begin
    bus_data = '0;
    res2_sel = '0;
    for (int unsigned p = 0; p < NPIPES; p++) begin
      if (sel_res_i[p])  bus_data = pres[p];
      if (sel_res2_i[p]) bus_data = pres2[p];
      if (sel_res_i[p])  res2_sel = pres2[p];
    end
    if (sel_w2_i)  bus_data = w2_q;
    if (sel_mem_i) bus_data = mem_data_i;
  end
  assign bus_data_o = bus_data;

  always_ff @(posedge clk_i) begin
    if (w2_cap_i) w2_q <= res2_sel;
  end

  // ---- memory request queue slice: the EX1 operands of a memory op ----------------------
  logic [NSRC-1:0][3:0][31:0] mq_q [MQ_DEPTH];
  always_ff @(posedge clk_i) begin
    if (mq_push_i) mq_q[mq_wptr_i] <= ex_val;
  end
  assign mq_src_o = mq_q[mq_rptr_i];

  /*verilator hier_block*/

endmodule

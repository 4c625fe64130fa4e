// Top level: the vector ALU pipeline (sm5_valu) beside the memory atomic unit
// (sm5_mem_unit), host ports for the run configuration, constant file, descriptors,
// memory and register-file readback, and the observable bundle the lockstep testbench
// compares every cycle (docs/architecture.md, "Observable bundle"). IQ_DEPTH, MQ_DEPTH
// and the LAT_* latencies default to the values the C cycle model uses by default
// (sm5_cycle_cfg_default; the latencies come from the table cmodel/sm5_pipes.def).
module sm5_top
  import sm5_pkg::*;
#(
  parameter int unsigned LANES     = 32,
  parameter int unsigned NREGS     = 32,
  parameter int unsigned NCONST    = 256,
  // the constant RAM's regions for constant buffers read through an index, after the
  // NCONST rows of the constant file: CBUFS buffers and the icb, CB_ROWS rows each
  parameter int unsigned CBUFS     = 14,
  parameter int unsigned CB_ROWS   = 4096,
  parameter int unsigned BANKS     = 32,
  parameter int unsigned MEM_WORDS = 4096,
  parameter int unsigned IQ_DEPTH  = 2,
  parameter int unsigned MQ_DEPTH  = 3,
  parameter int unsigned ALU_LAT   = sm5_pkg::LAT_ALU,
  parameter int unsigned CVT_LAT   = sm5_pkg::LAT_CVT,
  // register ranks of each FMA unit (sm5_fma's STAGES; the FMA pipe's latency is one
  // more, the DP pipe's 4 FMA_STAGES + 1) and its products' form: 0 `*` (an FPGA's DSP
  // blocks), 1 carry-save (standard cells; sm5_fma's MUL_CS)
  parameter int unsigned FMA_STAGES = sm5_pkg::FMA_STAGES_DEF,
  parameter bit          MUL_CS    = 1'b0,
  // register ranks of each lane's integer multiplier (sm5_imul's STAGES; 4: an input rank
  // in front of the products); the IMUL pipe's latency is one more
  parameter int unsigned IMUL_STAGES = sm5_pkg::IMUL_STAGES_DEF,
  parameter int unsigned SFU_LANES = (LANES >= 4) ? LANES / 4 : 1,  // lanes of the SFU, 1..LANES
  parameter int unsigned DP_LANES  = (LANES >= 4) ? LANES / 4 : 1,  // DBL pipe's double units
  parameter bit          CG_BYPASS = 1'b0,  // idle-pipe clock gates pass-through (FPGA)
  parameter bit          DOUBLES   = 1'b1,  // 0: no double unit; double ops refused (SPEC 14)
  // 1: a fixed pipe's result reaches a reader in the reader's EX1 cycle (the EX1 bypass);
  // 0: the reader dispatches a cycle later and takes it from the bus in RD (FPGA: the
  // bypass's operand muxes are a tenth of a lane's LUTs)
  parameter bit          EX1_BYPASS = 1'b1,
  // components a lane's ALU, CVT and FMA compute per cycle (1, 2, 4): an op streams its
  // written components through them in ceil(n / VEC_COMPS) cycles (sm5_pipe_beat)
  parameter int unsigned VEC_COMPS = 4
) (
  input  logic                         clk_i,
  input  logic                         rst_ni,
  // host: run configuration, constant file
  input  logic                         cfg_we_i,
  input  logic [LANES-1:0]             cfg_exec_i,
  input  logic [LANES-1:0]             cfg_helper_i,
  input  logic                         const_we_i,
  input  logic [15:0]                  const_idx_i,      // a row of the constant RAM
  input  logic [3:0][31:0]             const_data_i,
  // host: descriptors and memory (while idle)
  input  logic                         desc_we_i,
  input  logic [3:0]                   desc_slot_i,
  input  sm5_desc_t                    desc_i,
  output sm5_desc_t                    desc_rdata_o,
  input  logic                         host_we_i,
  input  logic [31:0]                  host_addr_i,
  input  logic [31:0]                  host_wdata_i,
  output logic [31:0]                  host_rdata_o,
  // host: register-file readback (one row: all lanes of one temp; data two cycles after)
  input  logic [15:0]                  rf_rd_reg_i,      // physical register (wave block + r)
  /* verilator tracing_off */
  output logic [LANES-1:0][3:0][31:0]  rf_rd_data_o,   // (host readback, two clocks after the address: not traced)
  /* verilator tracing_on */
  // issue port
  input  logic                         issue_valid_i,
  output logic                         issue_ready_o,
  input  logic [TAG_W-1:0]             issue_tag_i,
  input  sm5_uop_t                     issue_uop_i,
  input  logic [15:0]                  issue_blk_i,      // register block: the op's r# are block + r
  // ---- observable bundle ----
  output logic                         acc_valid_o,      // issue accepted this cycle
  output logic [TAG_W-1:0]             acc_tag_o,
  output logic                         ds_valid_o,       // an op dispatches
  output logic [TAG_W-1:0]             ds_tag_o,         // its tag (when ds_valid_o)
  output sm5_stall_e                   ds_stall_o,       // why the op at DS waits
  output logic                         rf_wr_valid_o,    // the register write port
  output logic [TAG_W-1:0]             rf_wr_tag_o,
  output sm5_pipe_e                    rf_wr_pipe_o,
  output logic [15:0]                  rf_wr_reg_o,      // physical register
  output logic [3:0]                   rf_wr_mask_o,
  output logic [LANES-1:0]             rf_wr_lanes_o,
  output logic [LANES-1:0][3:0][31:0]  rf_wr_data_o,
  output logic                         done_valid_o,     // memory op completed
  output logic [TAG_W-1:0]             done_tag_o,
  output logic [BANKS-1:0]             bank_valid_o,
  output logic [BANKS-1:0]             bank_we_o,
  output logic [BANKS-1:0][31:0]       bank_addr_o,
  output logic [BANKS-1:0][31:0]       bank_wdata_o,
  output logic [LANES-1:0]             grant_o,
  output logic                         ub_valid_o,
  output logic [LANES-1:0][3:0][2:0]   ub_stat_o,
  output logic                         idle_o            // nothing in flight anywhere
);

  logic                                  req_valid, req_ready;
  logic [TAG_W-1:0]                      req_tag;
  sm5_uop_t                              req_uop;
  logic [LANES-1:0]                      req_exec, req_helper;
  // (the memory unit's ports trace the request and result data)
  /* verilator tracing_off */
  logic [LANES-1:0][NSRC-1:0][3:0][31:0] req_src;
  /* verilator tracing_on */
  logic                                  valu_busy, mem_idle;
  logic                                  mwb_valid, mwb_ready;
  logic [TAG_W-1:0]                      mwb_tag;
  // the result's dst field: the scoreboard adds the block to it at dispatch, so sm5_valu
  // takes the register from there (the unit harness checks this port)
  /* verilator lint_off UNUSEDSIGNAL */
  logic [7:0]                            mwb_reg;
  /* verilator lint_on UNUSEDSIGNAL */
  logic [3:0]                            mwb_mask;
  logic [LANES-1:0]                      mwb_lanes;
  /* verilator tracing_off */
  logic [LANES-1:0][3:0][31:0]           mwb_data;
  /* verilator tracing_on */

  sm5_valu #(
    .LANES (LANES), .NREGS (NREGS), .NCONST (NCONST), .CBUFS (CBUFS), .CB_ROWS (CB_ROWS), .IQ_DEPTH (IQ_DEPTH),
    .MQ_DEPTH (MQ_DEPTH), .ALU_LAT (ALU_LAT), .CVT_LAT (CVT_LAT), .FMA_STAGES (FMA_STAGES),
    .MUL_CS (MUL_CS), .IMUL_STAGES (IMUL_STAGES), .SFU_LANES (SFU_LANES), .DP_LANES (DP_LANES), .CG_BYPASS (CG_BYPASS), .DOUBLES (DOUBLES),
    .VEC_COMPS (VEC_COMPS), .EX1_BYPASS (EX1_BYPASS)
  ) u_valu (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .cfg_we_i       (cfg_we_i),
    .cfg_exec_i     (cfg_exec_i),
    .cfg_helper_i   (cfg_helper_i),
    .const_we_i     (const_we_i),
    .const_idx_i    (const_idx_i),
    .const_data_i   (const_data_i),
    .issue_valid_i  (issue_valid_i),
    .issue_ready_o  (issue_ready_o),
    .issue_tag_i    (issue_tag_i),
    .issue_uop_i    (issue_uop_i),
    .issue_blk_i    (issue_blk_i),
    .req_valid_o    (req_valid),
    .req_ready_i    (req_ready),
    .req_tag_o      (req_tag),
    .req_uop_o      (req_uop),
    .req_exec_o     (req_exec),
    .req_helper_o   (req_helper),
    .req_src_o      (req_src),
    .mwb_valid_i    (mwb_valid),
    .mwb_ready_o    (mwb_ready),
    .mwb_tag_i      (mwb_tag),
    .mwb_mask_i     (mwb_mask),
    .mwb_lanes_i    (mwb_lanes),
    .mwb_data_i     (mwb_data),
    .ds_valid_o     (ds_valid_o),
    .ds_tag_o       (ds_tag_o),
    .ds_stall_o     (ds_stall_o),
    .rf_wr_valid_o  (rf_wr_valid_o),
    .rf_wr_tag_o    (rf_wr_tag_o),
    .rf_wr_pipe_o   (rf_wr_pipe_o),
    .rf_wr_reg_o    (rf_wr_reg_o),
    .rf_wr_mask_o   (rf_wr_mask_o),
    .rf_wr_lanes_o  (rf_wr_lanes_o),
    .rf_wr_data_o   (rf_wr_data_o),
    .busy_o         (valu_busy),
    .rf_rd_reg_i    (rf_rd_reg_i),
    .rf_rd_data_o   (rf_rd_data_o)
  );

  sm5_mem_unit #(
    .LANES(LANES), .BANKS(BANKS), .MEM_WORDS(MEM_WORDS), .CG_BYPASS(CG_BYPASS)
  ) u_mem_unit (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .req_valid_i  (req_valid),
    .req_ready_o  (req_ready),
    .req_tag_i    (req_tag),
    .req_uop_i    (req_uop),
    .req_exec_i   (req_exec),
    .req_helper_i (req_helper),
    .req_src_i    (req_src),
    .wb_valid_o   (mwb_valid),
    .wb_ready_i   (mwb_ready),   // the write-back arbiter of sm5_valu
    .wb_tag_o     (mwb_tag),
    .wb_reg_o     (mwb_reg),
    .wb_mask_o    (mwb_mask),
    .wb_lanes_o   (mwb_lanes),
    .wb_data_o    (mwb_data),
    .done_valid_o (done_valid_o),
    .done_tag_o   (done_tag_o),
    .desc_we_i    (desc_we_i),
    .desc_slot_i  (desc_slot_i),
    .desc_i       (desc_i),
    .desc_rdata_o (desc_rdata_o),
    .host_we_i    (host_we_i),
    .host_addr_i  (host_addr_i),
    .host_wdata_i (host_wdata_i),
    .host_rdata_o (host_rdata_o),
    .bank_valid_o (bank_valid_o),
    .bank_we_o    (bank_we_o),
    .bank_addr_o  (bank_addr_o),
    .bank_wdata_o (bank_wdata_o),
    .grant_o      (grant_o),
    .ub_valid_o   (ub_valid_o),
    .ub_stat_o    (ub_stat_o),
    .idle_o       (mem_idle)
  );

  assign acc_valid_o = issue_valid_i && issue_ready_o;
  assign acc_tag_o   = issue_tag_i;
  assign idle_o      = mem_idle && !valu_busy;

endmodule

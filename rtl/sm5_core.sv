// The core with its sequencer: sm5_seq (program counter, execution-mask stack,
// instruction memory; docs/architecture.md "Sequencer") in front of sm5_top's issue port.
// Every port of sm5_top is here under its name. While the sequencer runs (from
// seq_start_i until it is done or stopped on an error) it drives the issue port, the
// register-file read address and, with an issue, the run configuration (the active
// lane mask); otherwise the host ports pass through, so a program without control flow
// can still be issued by the host as before. C twin: cmodel/sm5_core.c.
module sm5_core
  import sm5_pkg::*;
#(
  parameter int unsigned LANES      = 32,
  parameter int unsigned NREGS      = 1024,    // physical registers: waves x registers per wave
  parameter int unsigned NCONST     = 256,
  parameter int unsigned CBUFS      = 14,      // constant buffers read through an index (sm5_top)
  parameter int unsigned CB_ROWS    = 4096,    // ... and the icb: rows each
  parameter int unsigned BANKS      = 32,
  parameter int unsigned MEM_WORDS  = 4096,
  parameter int unsigned IQ_DEPTH   = 2,
  parameter int unsigned MQ_DEPTH   = 3,
  parameter int unsigned ALU_LAT    = sm5_pkg::LAT_ALU,
  parameter int unsigned CVT_LAT    = sm5_pkg::LAT_CVT,
  parameter int unsigned FMA_STAGES = sm5_pkg::FMA_STAGES_DEF,   // FMA ranks (sm5_top)
  parameter bit          MUL_CS     = 1'b0,    // FMA products in carry-save form (sm5_top)
  parameter int unsigned IMUL_STAGES = sm5_pkg::IMUL_STAGES_DEF,   // multiplier ranks (sm5_top)
  parameter int unsigned DP_LANES   = (LANES >= 4) ? LANES / 4 : 1,   // DBL pipe's double units
  parameter int unsigned SEQ_DEPTH  = 32,      // execution-mask stack entries per wave
  parameter int unsigned MAX_WAVES  = 128,     // waves of one thread group (a larger group: refused, naming it)
  parameter int unsigned IMEM_DEPTH = 4096,    // micro-ops (asynchronous read: distributed RAM)
  parameter bit          CG_BYPASS  = 1'b0,    // idle-pipe clock gates pass-through (FPGA)
  parameter bit          DOUBLES    = 1'b1,    // 0: no double unit; double ops refused (SPEC 14)
  parameter bit          EX1_BYPASS = 1'b1,    // 0: no EX1 bypass, readers a cycle later (sm5_top)
  parameter int unsigned VEC_COMPS  = 4        // components per cycle of ALU, CVT, FMA (sm5_top)
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
  output logic                         idle_o,           // nothing in flight anywhere
  // ---- the sequencer (sm5_seq) ----
  // host: instruction memory (the micro-op program), start (program length)
  input  logic                         imem_we_i,
  input  logic [15:0]                  imem_addr_i,
  input  sm5_uop_t                     imem_data_i,
  input  logic                         seq_start_i,
  input  logic [16:0]                  seq_len_i,
  input  logic [16:0]                  seq_threads_i,    // threads of the group (0: one wave)
  input  logic [6:0]                   seq_wlanes_i,     // lanes of a wave (0: LANES)
  input  logic [7:0]                   seq_wregs_i,      // registers per wave
  input  logic                         seq_sys_i,        // a system-value register per wave
  input  logic [7:0]                   seq_sysreg_i,     // ... its index in the wave's block
  input  logic [7:0]                   seq_cbase_i,      // constant entry of the loader's first (the wave step)
  input  logic [15:0]                  seq_groups_i,     // groups of the dispatch (0: 1)
  input  logic [5:0]                   seq_nin_i,        // v# inputs per lane (0: none)
  input  logic [7:0]                   seq_vreg_i,       // ... v0's register in the wave's block
  input  logic                         seq_next_i,       // groupshared memory refreshed: next group
  // observable: the sequencer's retirement and registers
  output logic                         sq_step_o,        // a micro-op retired
  output logic [15:0]                  sq_step_pc_o,
  output logic [LANES-1:0]             sq_step_mask_o,   // its active lanes
  output sm5_seq_state_e               sq_state_o,
  output sm5_seq_wait_e                sq_wait_o,
  output logic [15:0]                  sq_wave_o,        // the current wave
  output logic [15:0]                  sq_waiting_o,     // how many waves are parked at a barrier
  output logic [15:0]                  sq_group_o,       // the group running
  output logic                         sq_gnext_o,       // between groups: the host refreshes g#
  output logic [15:0]                  sq_pc_o,
  output logic [LANES-1:0]             sq_act_o,
  output logic [LANES-1:0]             sq_live_o,
  output logic [6:0]                   sq_depth_o,
  output sm5_seq_err_e                 sq_err_o,
  output logic                         sq_done_o,
  output logic [31:0]                  sq_barriers_o

);

  logic                        seq_on;      // the sequencer owns the issue port
  logic                        sq_issue_valid, sq_cfg_we, sq_rd_en;
  logic [TAG_W-1:0]            sq_issue_tag;
  sm5_uop_t                    sq_issue_uop;
  logic [15:0]                 sq_issue_blk, top_issue_blk;
  logic [LANES-1:0]            sq_cfg_exec;
  logic [15:0]                 sq_rd_reg;
  logic [LANES-1:0]            helper_q;    // the host's helper lanes, kept for mask rewrites
  logic                        top_cfg_we, top_issue_valid, top_issue_ready, top_idle;
  logic [LANES-1:0]            top_cfg_exec, top_cfg_helper;
  logic [TAG_W-1:0]            top_issue_tag;
  sm5_uop_t                    top_issue_uop;
  logic [15:0]                 top_rf_rd_reg;
  /* verilator tracing_off */
  logic [LANES-1:0][3:0][31:0] top_rf_rd_data;
  /* verilator tracing_on */

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni)       helper_q <= '0;
    else if (cfg_we_i) helper_q <= cfg_helper_i;
  end

  assign seq_on          = sq_state_o inside {SQ_INIT, SQ_RUN, SQ_RD1, SQ_RD2, SQ_WALK, SQ_BAR, SQ_FIN,
                                              SQ_GCLR, SQ_VIN, SQ_WF};
  assign top_cfg_we      = cfg_we_i || sq_cfg_we;
  assign top_cfg_exec    = sq_cfg_we ? sq_cfg_exec : cfg_exec_i;
  assign top_cfg_helper  = sq_cfg_we ? helper_q : cfg_helper_i;
  assign top_issue_valid = seq_on ? sq_issue_valid : issue_valid_i;
  assign top_issue_tag   = seq_on ? sq_issue_tag : issue_tag_i;
  assign top_issue_uop   = seq_on ? sq_issue_uop : issue_uop_i;
  assign top_issue_blk   = seq_on ? sq_issue_blk : issue_blk_i;
  assign top_rf_rd_reg   = sq_rd_en ? sq_rd_reg : rf_rd_reg_i;
  assign issue_ready_o   = top_issue_ready;
  assign idle_o          = top_idle;
  assign rf_rd_data_o    = top_rf_rd_data;

  sm5_seq #(
    .LANES (LANES), .DEPTH (SEQ_DEPTH), .MAX_WAVES (MAX_WAVES), .IMEM_DEPTH (IMEM_DEPTH), .NCONST (NCONST)
  ) u_seq (
    .clk_i         (clk_i),
    .rst_ni        (rst_ni),
    .imem_we_i     (imem_we_i),
    .imem_addr_i   (imem_addr_i),
    .imem_data_i   (imem_data_i),
    .const_we_i    (const_we_i),
    .const_idx_i   (const_idx_i),
    .const_data_i  (const_data_i),
    .cfg_we_i      (cfg_we_i),
    .cfg_exec_i    (cfg_exec_i),
    .start_i       (seq_start_i),
    .len_i         (seq_len_i),
    .threads_i     (seq_threads_i),
    .wlanes_i      (seq_wlanes_i),
    .wregs_i       (seq_wregs_i),
    .sys_i         (seq_sys_i),
    .sysreg_i      (seq_sysreg_i),
    .cbase_i       (seq_cbase_i),
    .groups_i      (seq_groups_i),
    .nin_i         (seq_nin_i),
    .vreg_i        (seq_vreg_i),
    .next_i        (seq_next_i),
    .issue_ready_i (top_issue_ready),
    .idle_i        (top_idle),
    .rd_data_i     (top_rf_rd_data),
    .issue_valid_o (sq_issue_valid),
    .issue_tag_o   (sq_issue_tag),
    .issue_uop_o   (sq_issue_uop),
    .issue_blk_o   (sq_issue_blk),
    .cfg_we_o      (sq_cfg_we),
    .cfg_exec_o    (sq_cfg_exec),
    .rd_en_o       (sq_rd_en),
    .rd_reg_o      (sq_rd_reg),
    .step_o        (sq_step_o),
    .step_pc_o     (sq_step_pc_o),
    .step_mask_o   (sq_step_mask_o),
    .state_o       (sq_state_o),
    .wait_o        (sq_wait_o),
    .wave_o        (sq_wave_o),
    .waiting_o     (sq_waiting_o),
    .group_o       (sq_group_o),
    .gnext_o       (sq_gnext_o),
    .pc_o          (sq_pc_o),
    .act_o         (sq_act_o),
    .live_o        (sq_live_o),
    .depth_o       (sq_depth_o),
    .err_o         (sq_err_o),
    .done_o        (sq_done_o),
    .barriers_o    (sq_barriers_o)
  );

  sm5_top #(
    .LANES (LANES), .NREGS (NREGS), .NCONST (NCONST), .CBUFS (CBUFS), .CB_ROWS (CB_ROWS), .BANKS (BANKS), .MEM_WORDS (MEM_WORDS),
    .IQ_DEPTH (IQ_DEPTH), .MQ_DEPTH (MQ_DEPTH), .ALU_LAT (ALU_LAT), .CVT_LAT (CVT_LAT),
    .FMA_STAGES (FMA_STAGES), .MUL_CS (MUL_CS), .IMUL_STAGES (IMUL_STAGES), .DP_LANES (DP_LANES), .CG_BYPASS (CG_BYPASS), .DOUBLES (DOUBLES),
    .VEC_COMPS (VEC_COMPS), .EX1_BYPASS (EX1_BYPASS)
  ) u_top (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .cfg_we_i       (top_cfg_we),
    .cfg_exec_i     (top_cfg_exec),
    .cfg_helper_i   (top_cfg_helper),
    .const_we_i     (const_we_i),
    .const_idx_i    (const_idx_i),
    .const_data_i   (const_data_i),
    .desc_we_i      (desc_we_i),
    .desc_slot_i    (desc_slot_i),
    .desc_i         (desc_i),
    .desc_rdata_o   (desc_rdata_o),
    .host_we_i      (host_we_i),
    .host_addr_i    (host_addr_i),
    .host_wdata_i   (host_wdata_i),
    .host_rdata_o   (host_rdata_o),
    .rf_rd_reg_i    (top_rf_rd_reg),
    .rf_rd_data_o   (top_rf_rd_data),
    .issue_valid_i  (top_issue_valid),
    .issue_ready_o  (top_issue_ready),
    .issue_tag_i    (top_issue_tag),
    .issue_uop_i    (top_issue_uop),
    .issue_blk_i    (top_issue_blk),
    .acc_valid_o    (acc_valid_o),
    .acc_tag_o      (acc_tag_o),
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
    .done_valid_o   (done_valid_o),
    .done_tag_o     (done_tag_o),
    .bank_valid_o   (bank_valid_o),
    .bank_we_o      (bank_we_o),
    .bank_addr_o    (bank_addr_o),
    .bank_wdata_o   (bank_wdata_o),
    .grant_o        (grant_o),
    .ub_valid_o     (ub_valid_o),
    .ub_stat_o      (ub_stat_o),
    .idle_o         (top_idle)
  );

endmodule

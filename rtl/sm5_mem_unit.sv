// Memory and atomic unit (SPEC 6): descriptor table, per-lane address generation with
// bounds/alignment checks, one banked memory (word mod BANKS), a combining arbiter with
// P-9 prefix returns, pipelined with forwarding. Schedule: docs/memory-unit.md.
// SKELETON: ports final (docs/interfaces.md); body ties outputs off.
module sm5_mem_unit
  import sm5_pkg::*;
#(
  parameter int unsigned LANES     = 32,    // 1..64
  parameter int unsigned BANKS     = 32,    // word address mod BANKS
  // verilator lint_off UNUSEDPARAM
  // skeleton: MEM_WORDS sizes the banks in the real body
  parameter int unsigned MEM_WORDS = 4096   // words of the shared memory
  // verilator lint_on UNUSEDPARAM
) (
  input  logic                                   clk_i,
  input  logic                                   rst_ni,
  // request (valid never depends on ready)
  input  logic                                   req_valid_i,
  output logic                                   req_ready_o,
  input  logic [TAG_W-1:0]                       req_tag_i,
  input  sm5_uop_t                               req_uop_i,
  input  logic [LANES-1:0]                       req_exec_i,
  input  logic [LANES-1:0]                       req_helper_i,
  input  logic [LANES-1:0][NSRC-1:0][3:0][31:0]  req_src_i,
  // register result (always accepted)
  output logic                                   wb_valid_o,
  output logic [TAG_W-1:0]                       wb_tag_o,
  output logic [7:0]                             wb_reg_o,
  output logic [3:0]                             wb_mask_o,
  output logic [LANES-1:0]                       wb_lanes_o,
  output logic [LANES-1:0][3:0][31:0]            wb_data_o,
  // completion of every memory op
  output logic                                   done_valid_o,
  output logic [TAG_W-1:0]                       done_tag_o,
  // descriptor port (host)
  input  logic                                   desc_we_i,
  input  logic [3:0]                             desc_slot_i,
  input  sm5_desc_t                              desc_i,
  output sm5_desc_t                              desc_rdata_o,
  // host memory port (use while idle)
  input  logic                                   host_we_i,
  input  logic [31:0]                            host_addr_i,
  input  logic [31:0]                            host_wdata_i,
  output logic [31:0]                            host_rdata_o,
  // observability: bank accesses of this cycle, lanes served, UB events, idle
  output logic [BANKS-1:0]                       bank_valid_o,
  output logic [BANKS-1:0]                       bank_we_o,
  output logic [BANKS-1:0][31:0]                 bank_addr_o,
  output logic [BANKS-1:0][31:0]                 bank_wdata_o,
  output logic [LANES-1:0]                       grant_o,
  output logic                                   ub_valid_o,
  output logic [LANES-1:0][3:0][2:0]             ub_stat_o,   // sm5_acc_status_t codes
  output logic                                   idle_o
);

  assign req_ready_o  = 1'b0;
  assign wb_valid_o   = 1'b0;
  assign wb_tag_o     = '0;
  assign wb_reg_o     = '0;
  assign wb_mask_o    = '0;
  assign wb_lanes_o   = '0;
  assign wb_data_o    = '0;
  assign done_valid_o = 1'b0;
  assign done_tag_o   = '0;
  assign desc_rdata_o = '0;
  assign host_rdata_o = '0;
  assign bank_valid_o = '0;
  assign bank_we_o    = '0;
  assign bank_addr_o  = '0;
  assign bank_wdata_o = '0;
  assign grant_o      = '0;
  assign ub_valid_o   = 1'b0;
  assign ub_stat_o    = '0;
  assign idle_o       = 1'b1;

  // Skeleton only: inputs consumed by the real body.
  logic unused_skel;
  assign unused_skel = ^{clk_i, rst_ni, req_valid_i, req_tag_i, req_uop_i, req_exec_i,
                         req_helper_i, req_src_i, desc_we_i, desc_slot_i, desc_i,
                         host_we_i, host_addr_i, host_wdata_i};

endmodule

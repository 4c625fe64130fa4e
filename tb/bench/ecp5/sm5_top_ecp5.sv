// ECP5 wrapper of the whole core (make synth-ecp5 LANES=n, sim/synth.py ecp5 top): sm5_top
// between registers so the design fits a package and every path nextpnr times is
// register to register. All inputs come from one scan chain fed by a pin (no input is
// constant, so nothing is optimised away); all outputs fold into a pipelined,
// registered XOR (4 inputs per LUT per rank) ending in one pin, so every output bit is
// observed and the fold adds one LUT level per rank. Not part of the design: the
// wrapper's own cells are reported apart (synthesis measurement only).
module sm5_top_ecp5
  import sm5_pkg::*;
#(
  parameter int unsigned LANES     = 8,
  parameter int unsigned NREGS     = 16,
  parameter int unsigned MEM_WORDS = 4096,
  parameter int unsigned BANKS     = 32,
  parameter int unsigned CB_ROWS   = 16,     // the constant RAM's rows per buffer (block RAM)
  parameter int unsigned SFU_LANES = (LANES >= 4) ? LANES / 4 : 1,
  parameter bit          DOUBLES   = 1'b1,
  parameter int unsigned VEC_COMPS = 4,
  parameter bit          EX1_BYPASS = 1'b1,
  parameter int unsigned ALU_LAT   = sm5_pkg::LAT_ALU,
  parameter int unsigned CVT_LAT   = sm5_pkg::LAT_CVT
) (
  input  logic clk_i,
  input  logic rst_ni,
  input  logic si_i,
  output logic so_o
);
  typedef struct packed {
    logic                    cfg_we;
    logic [LANES-1:0]        cfg_exec;
    logic [LANES-1:0]        cfg_helper;
    logic                    const_we;
    logic [15:0]             const_idx;
    logic [3:0][31:0]        const_data;
    logic                    desc_we;
    logic [3:0]              desc_slot;
    sm5_desc_t               desc;
    logic                    host_we;
    logic [31:0]             host_addr;
    logic [31:0]             host_wdata;
    logic [15:0]             rf_rd_reg;
    logic                    issue_valid;
    logic [TAG_W-1:0]        issue_tag;
    sm5_uop_t                issue_uop;
    logic [15:0]             issue_blk;
  } in_t;
  localparam int unsigned IW = $bits(in_t);

  in_t in_q;
  always_ff @(posedge clk_i) in_q <= in_t'({in_q[IW-2:0], si_i});

  sm5_desc_t                   desc_rdata;
  logic [31:0]                 host_rdata;
  logic [LANES-1:0][3:0][31:0] rf_rd_data, rf_wr_data;
  logic                        issue_ready, acc_valid, ds_valid, rf_wr_valid, done_valid;
  logic [TAG_W-1:0]            acc_tag, ds_tag, rf_wr_tag, done_tag;
  sm5_stall_e                  ds_stall;
  sm5_pipe_e                   rf_wr_pipe;
  logic [15:0]                 rf_wr_reg;
  logic [3:0]                  rf_wr_mask;
  logic [LANES-1:0]            rf_wr_lanes, grant;
  logic [BANKS-1:0]            bank_valid, bank_we;
  logic [BANKS-1:0][31:0]      bank_addr, bank_wdata;
  logic                        ub_valid, idle;
  logic [LANES-1:0][3:0][2:0]  ub_stat;

  // CG_BYPASS: the idle-pipe clock gates as wires (an FPGA clock stays on the global net)
  sm5_top #(.LANES(LANES), .NREGS(NREGS), .BANKS(BANKS), .MEM_WORDS(MEM_WORDS), .CB_ROWS(CB_ROWS),
            .SFU_LANES(SFU_LANES), .DOUBLES(DOUBLES), .VEC_COMPS(VEC_COMPS), .EX1_BYPASS(EX1_BYPASS),
            .ALU_LAT(ALU_LAT), .CVT_LAT(CVT_LAT), .CG_BYPASS(1'b1)) u_top (
    .clk_i, .rst_ni,
    .cfg_we_i      (in_q.cfg_we),
    .cfg_exec_i    (in_q.cfg_exec),
    .cfg_helper_i  (in_q.cfg_helper),
    .const_we_i    (in_q.const_we),
    .const_idx_i   (in_q.const_idx),
    .const_data_i  (in_q.const_data),
    .desc_we_i     (in_q.desc_we),
    .desc_slot_i   (in_q.desc_slot),
    .desc_i        (in_q.desc),
    .desc_rdata_o  (desc_rdata),
    .host_we_i     (in_q.host_we),
    .host_addr_i   (in_q.host_addr),
    .host_wdata_i  (in_q.host_wdata),
    .host_rdata_o  (host_rdata),
    .rf_rd_reg_i   (in_q.rf_rd_reg),
    .rf_rd_data_o  (rf_rd_data),
    .issue_valid_i (in_q.issue_valid),
    .issue_ready_o (issue_ready),
    .issue_tag_i   (in_q.issue_tag),
    .issue_uop_i   (in_q.issue_uop),
    .issue_blk_i   (in_q.issue_blk),
    .acc_valid_o   (acc_valid),
    .acc_tag_o     (acc_tag),
    .ds_valid_o    (ds_valid),
    .ds_tag_o      (ds_tag),
    .ds_stall_o    (ds_stall),
    .rf_wr_valid_o (rf_wr_valid),
    .rf_wr_tag_o   (rf_wr_tag),
    .rf_wr_pipe_o  (rf_wr_pipe),
    .rf_wr_reg_o   (rf_wr_reg),
    .rf_wr_mask_o  (rf_wr_mask),
    .rf_wr_lanes_o (rf_wr_lanes),
    .rf_wr_data_o  (rf_wr_data),
    .done_valid_o  (done_valid),
    .done_tag_o    (done_tag),
    .bank_valid_o  (bank_valid),
    .bank_we_o     (bank_we),
    .bank_addr_o   (bank_addr),
    .bank_wdata_o  (bank_wdata),
    .grant_o       (grant),
    .ub_valid_o    (ub_valid),
    .ub_stat_o     (ub_stat),
    .idle_o        (idle)
  );

  logic [$bits(desc_rdata) + 32 + 2 * LANES * 128 + 5 + 4 * TAG_W + $bits(ds_stall)
         + $bits(rf_wr_pipe) + 16 + 4 + 2 * LANES + 2 * BANKS + 64 * BANKS + 2 + LANES * 12 - 1:0] obs;
  assign obs = {desc_rdata, host_rdata, rf_rd_data, rf_wr_data, issue_ready, acc_valid,
                ds_valid, rf_wr_valid, done_valid, acc_tag, ds_tag, rf_wr_tag, done_tag,
                ds_stall, rf_wr_pipe, rf_wr_reg, rf_wr_mask, rf_wr_lanes, grant, bank_valid,
                bank_we, bank_addr, bank_wdata, ub_valid, idle, ub_stat};

  localparam int unsigned OW = $bits(obs);
  localparam int unsigned N1 = (OW + 3) / 4;
  localparam int unsigned N2 = (N1 + 3) / 4;
  localparam int unsigned N3 = (N2 + 3) / 4;
  localparam int unsigned N4 = (N3 + 3) / 4;
  logic [4*N1-1:0] o0;
  logic [4*N2-1:0] p1_q;
  logic [4*N3-1:0] p2_q;
  logic [4*N4-1:0] p3_q;
  logic [N4-1:0]   p4_q;
  assign o0 = (4*N1)'(obs);
  always_ff @(posedge clk_i) begin
    p1_q <= '0;
    p2_q <= '0;
    p3_q <= '0;
    for (int i = 0; i < N1; i++) p1_q[i] <= ^o0[4*i +: 4];
    for (int i = 0; i < N2; i++) p2_q[i] <= ^p1_q[4*i +: 4];
    for (int i = 0; i < N3; i++) p3_q[i] <= ^p2_q[4*i +: 4];
    for (int i = 0; i < N4; i++) p4_q[i] <= ^p3_q[4*i +: 4];
    so_o <= ^p4_q;   // N4 is at most a few dozen: a LUT tree of two or three levels
  end
endmodule

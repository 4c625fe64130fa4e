// The vector ALU's datapath: LANES copies of sm5_vlane on the lanes' gated clock, all
// driven by the same controls (ctl_i, sm5_lane_pkg) and their own lane bits.
module sm5_vlanes
  import sm5_pkg::*;
  import sm5_lane_pkg::*;
#(
  parameter int unsigned LANES     = 32,
  parameter int unsigned NREGS     = 32,
  parameter int unsigned SFU_LANES = 8,
  parameter int unsigned ALU_LAT   = sm5_pkg::LAT_ALU,
  parameter int unsigned CVT_LAT   = sm5_pkg::LAT_CVT,
  parameter int unsigned FMA_STAGES = sm5_pkg::FMA_STAGES_DEF,   // FMA ranks (sm5_top)
  parameter bit          MUL_CS    = 1'b0,   // FMA products in carry-save form (sm5_top)
  parameter int unsigned FMA_LAT   = FMA_STAGES + 1,
  parameter int unsigned DP_LAT    = 4 * FMA_STAGES + 1,
  parameter int unsigned IMUL_STAGES = sm5_pkg::IMUL_STAGES_DEF,   // multiplier ranks (sm5_top)
  parameter int unsigned IMUL_LAT  = IMUL_STAGES + 1,
  parameter bit          CG_BYPASS = 1'b0,
  parameter bit          DOUBLES   = 1'b1,   // 0: the lanes' f64 compares are not built
  parameter int unsigned VEC_COMPS = 4,      // components per cycle of ALU, CVT, FMA
  parameter bit          EX1_BYPASS = 1'b1,  // 0: no EX1 bypass (sm5_top)
  localparam int unsigned RAW      = (NREGS > 1) ? $clog2(NREGS) : 1
) (
  input  logic                             clk_i,
  input  logic                             rst_ni,
  input  sm5_lane_ctl_t                    ctl_i,
  input  logic                             rf_we_i,       // the write port writes (lanes: bus_lanes_i)
  input  logic [LANES-1:0]                 bus_lanes_i,
  input  logic [LANES-1:0]                 prev_lanes_i,
  input  logic [LANES-1:0]                 exec_i,
  input  logic [LANES-1:0]                 sf_cap_i,
  input  logic [NSRC-1:0][RAW-1:0]         rf_raddr_i,
  input  logic [RAW-1:0]                   rf_waddr_i,
  input  logic [NSRC-1:0][3:0][31:0]       rd_const_i,
  /* verilator tracing_off */
  input  logic [LANES-1:0][3:0][31:0]      mem_data_i,
  input  logic [SFU_LANES-1:0][31:0]       sf_res_i,
  input  logic [LANES-1:0][3:0][31:0]      dbl_res_i,
  input  logic [LANES-1:0][3:0][31:0]      dbl_nx_i,
  input  logic [LANES-1:0][3:0][31:0]      dd_data_i,
  output logic [LANES-1:0][3:0][31:0]      rf_rdata0_o,
  output logic [LANES-1:0][3:0][31:0]      bus_data_o,
  /* verilator tracing_on */
  output logic [LANES-1:0]                 dv_fin_o,
  output logic [LANES-1:0][31:0]           sf_a_o,
  output logic [2:0][3:0][31:0]            ex_opnd_o [LANES]
);
  // the lanes' wide outputs land in unpacked arrays first, then are packed by a loop: a
  // packed array connected slice by slice to LANES hierarchical blocks is rebuilt (in the
  // Verilated model) as a chain of LANES wide concatenations, quadratic in LANES, on
  // every evaluation
  /* verilator tracing_off */
  logic [3:0][31:0] bus_data_l [LANES];
  logic [3:0][31:0] rf_rdata0_l [LANES];
  /* verilator tracing_on */
  logic [LANE_CTL_W-1:0] ctl;
  assign ctl = ctl_i;

  for (genvar l = 0; l < LANES; l++) begin : g_lane
    // only the parameters the lane uses (the build's LANES, SFU_LANES, ... would give the
    // hierarchical block another name and C++ per model: sm5_vlane's header)
    sm5_vlane #(
      .NREGS (NREGS), .ALU_LAT (ALU_LAT), .CVT_LAT (CVT_LAT), .FMA_STAGES (FMA_STAGES),
      .MUL_CS (MUL_CS), .FMA_LAT (FMA_LAT), .DP_LAT (DP_LAT), .IMUL_STAGES (IMUL_STAGES),
      .IMUL_LAT (IMUL_LAT),
      .CG_BYPASS (CG_BYPASS), .DOUBLES (DOUBLES),
      .VEC_COMPS (VEC_COMPS), .EX1_BYPASS (EX1_BYPASS)
    ) u_vlane (
      .clk_i,
      .rst_ni,
      .lane_i        (6'(l)),
      .ctl_i         (ctl),
      .rf_we_i       (rf_we_i && bus_lanes_i[l] || ctl_i.rf_wzero),
      .prev_lane_i   (prev_lanes_i[l]),
      .bus_lane_i    (bus_lanes_i[l]),
      .nx_lane_i     (exec_i[l]),
      .sf_cap_i      (sf_cap_i[l]),
      .rf_raddr_i,
      .rf_waddr_i,
      .rf_rdata0_o   (rf_rdata0_l[l]),
      .rd_const_i,
      .mem_data_i    (mem_data_i[l]),
      .sf_res_i      (sf_res_i[l % SFU_LANES]),
      .dbl_res_i     (dbl_res_i[l]),
      .dbl_nx_i      (dbl_nx_i[l]),
      .dd_data_i     (dd_data_i[l]),
      .bus_data_o    (bus_data_l[l]),
      .dv_fin_o      (dv_fin_o[l]),
      .sf_a_o        (sf_a_o[l]),
      .ex_opnd_o     (ex_opnd_o[l])
    );
  end

  always_comb begin
    for (int unsigned l = 0; l < LANES; l++) begin
      bus_data_o[l]  = bus_data_l[l];
      rf_rdata0_o[l] = rf_rdata0_l[l];
    end
  end
endmodule

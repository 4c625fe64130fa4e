// ECP5 timing wrapper of the memory unit (make synth-ecp5-memu): a register boundary
// around sm5_mem_unit so nextpnr times register to register, in four pins. Every input
// of the unit comes from a flip-flop of one long shift chain (sin_i -> ...), every output
// lands in a flip-flop, and the output flip-flops are XOR-folded four to one per level,
// a register after each level, down to sout_o (nothing of the unit can be optimised
// away, and no wrapper path is longer than one LUT). Not part of the design:
// measurement only. The unit keeps its hierarchy (keep_hierarchy) so its cells are
// counted apart from the wrapper's.
module memu_ecp5 #(
  parameter int unsigned LANES     = 8,
  parameter int unsigned BANKS     = 32,
  parameter int unsigned MEM_WORDS = 4096
) (
  input  logic clk_i,
  input  logic rst_ni,
  input  logic sin_i,
  output logic sout_o
);
  import sm5_pkg::*;
  // unit inputs, in chain order
  localparam int unsigned NIN = 1 + TAG_W + $bits(sm5_uop_t) + 2 * LANES + LANES * NSRC * 128 +
                                1 + 1 + 4 + $bits(sm5_desc_t) + 1 + 32 + 32;
  localparam int unsigned NOUT = 1 + 1 + TAG_W + 8 + 4 + LANES + LANES * 128 + 1 + TAG_W +
                                 $bits(sm5_desc_t) + 32 + BANKS * 66 + LANES + 1 + LANES * 12 + 1;

  logic [NIN-1:0] in_q;
  always_ff @(posedge clk_i) in_q <= {in_q[NIN-2:0], sin_i};

  logic                                  req_valid, req_ready, wb_valid, wb_ready;
  logic [TAG_W-1:0]                      req_tag, wb_tag, done_tag;
  sm5_uop_t                              req_uop;
  logic [LANES-1:0]                      req_exec, req_helper, wb_lanes, grant;
  logic [LANES-1:0][NSRC-1:0][3:0][31:0] req_src;
  logic [7:0]                            wb_reg;
  logic [3:0]                            wb_mask, desc_slot;
  logic [LANES-1:0][3:0][31:0]           wb_data;
  logic                                  done_valid, desc_we, host_we, ub_valid, idle;
  sm5_desc_t                             desc, desc_rdata;
  logic [31:0]                           host_addr, host_wdata, host_rdata;
  logic [BANKS-1:0]                      bank_valid, bank_we;
  logic [BANKS-1:0][31:0]                bank_addr, bank_wdata;
  logic [LANES-1:0][3:0][2:0]            ub_stat;

  assign {req_valid, req_tag, req_uop, req_exec, req_helper, req_src, wb_ready, desc_we,
          desc_slot, desc, host_we, host_addr, host_wdata} = in_q;

  // CG_BYPASS: the stage clock gates as wires (an FPGA clock stays on the global net)
  (* keep_hierarchy *)
  sm5_mem_unit #(.LANES(LANES), .BANKS(BANKS), .MEM_WORDS(MEM_WORDS), .CG_BYPASS(1'b1)) u_unit (
    .clk_i, .rst_ni,
    .req_valid_i (req_valid),  .req_ready_o (req_ready),  .req_tag_i   (req_tag),
    .req_uop_i   (req_uop),    .req_exec_i  (req_exec),   .req_helper_i(req_helper),
    .req_src_i   (req_src),
    .wb_valid_o  (wb_valid),   .wb_ready_i  (wb_ready),   .wb_tag_o    (wb_tag),
    .wb_reg_o    (wb_reg),     .wb_mask_o   (wb_mask),    .wb_lanes_o  (wb_lanes),
    .wb_data_o   (wb_data),
    .done_valid_o(done_valid), .done_tag_o  (done_tag),
    .desc_we_i   (desc_we),    .desc_slot_i (desc_slot),  .desc_i      (desc),
    .desc_rdata_o(desc_rdata),
    .host_we_i   (host_we),    .host_addr_i (host_addr),  .host_wdata_i(host_wdata),
    .host_rdata_o(host_rdata),
    .bank_valid_o(bank_valid), .bank_we_o   (bank_we),    .bank_addr_o (bank_addr),
    .bank_wdata_o(bank_wdata), .grant_o     (grant),
    .ub_valid_o  (ub_valid),   .ub_stat_o   (ub_stat),    .idle_o      (idle)
  );

  logic [NOUT-1:0] out_q;
  always_ff @(posedge clk_i) begin
    out_q <= {req_ready, wb_valid, wb_tag, wb_reg, wb_mask, wb_lanes, wb_data, done_valid,
              done_tag, desc_rdata, host_rdata, bank_valid, bank_we, bank_addr, bank_wdata,
              grant, ub_valid, ub_stat, idle};
  end

  // XOR fold, four to one per level, registered (padded to a power of four)
  localparam int unsigned LEVELS = ($clog2(NOUT) + 1) / 2;
  localparam int unsigned NP     = 4 ** LEVELS;
  for (genvar lv = 0; lv < LEVELS; lv++) begin : g_fold
    logic [NP/(4**lv)-1:0]     src;
    logic [NP/(4**(lv+1))-1:0] f_q;
    if (lv == 0) begin : g_in
      assign src = NP'(out_q);
    end else begin : g_prev
      assign src = g_fold[lv-1].f_q;
    end
    always_ff @(posedge clk_i) begin
      for (int i = 0; i < NP / (4 ** (lv + 1)); i++) f_q[i] <= ^src[4*i +: 4];
    end
  end
  assign sout_o = g_fold[LEVELS-1].f_q[0];
endmodule

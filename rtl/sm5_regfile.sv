// Register-file slice of one lane: NREGS temps x 4 components x 32 bits as NRD copies of
// a synchronous-read RAM with ONE write port each (replication gives the read ports:
// the four source slots; port 0 also serves the host readback). Written the way FPGA
// tools infer block or distributed RAM: one write port with a per-component enable,
// one registered read port per copy, no reset. A read of the row written in the same
// cycle is never used: the pipeline bypasses last cycle's write instead
// (docs/architecture.md, "Bypass"). So the copies carry no_rw_check (Yosys: the value of
// such a read is left open), which lets the FPGA profile put them in block RAM (ECP5
// DP16KD, simple dual port: 16 a lane, where distributed RAM took 256
// DPR16X4 and 520 LUT4) with no collision logic; the simulation returns the inverted old
// value for the components written, so a pipeline that used such a read would fail.
// Temps start at 0: sm5_valu clears every row through the write port after reset.
// Not traced: one copy per lane and read port (the waves show the lanes' ports).
/* verilator tracing_off */
module sm5_regfile #(
  parameter int unsigned NREGS = 32,
  parameter int unsigned NRD   = 4,
  localparam int unsigned AW   = (NREGS > 1) ? $clog2(NREGS) : 1
) (
  input  logic                       clk_i,
  input  logic [3:0]                 we_i,       // per component
  input  logic [AW-1:0]              waddr_i,
  input  logic [3:0][31:0]           wdata_i,
  input  logic [NRD-1:0][AW-1:0]     raddr_i,
  output logic [NRD-1:0][3:0][31:0]  rdata_o     // registered: the row addressed last cycle
);

  for (genvar p = 0; p < NRD; p++) begin : g_copy
    (* ram_style = "block", no_rw_check *) logic [3:0][31:0] mem_q [NREGS];
    logic [3:0][31:0] rdata_q;

    always_ff @(posedge clk_i) begin
      for (int unsigned c = 0; c < 4; c++) begin
        if (we_i[c]) mem_q[waddr_i][c] <= wdata_i[c];
      end
      rdata_q <= mem_q[raddr_i[p]];
`ifndef SYNTHESIS
      for (int unsigned c = 0; c < 4; c++) begin
        if (we_i[c] && raddr_i[p] == waddr_i) rdata_q[c] <= ~mem_q[raddr_i[p]][c];
      end
`endif
    end

    assign rdata_o[p] = rdata_q;
  end

endmodule

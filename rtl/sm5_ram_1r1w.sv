// One bank of the shared memory: a synchronous-read RAM with one read port and one write
// port (simple dual port), the shape FPGA block RAM (ECP5 DP16KD) and ASIC SRAM macros
// have. The read data is registered (valid the cycle after the address) and only
// changes when a read is enabled. A read of the row written in the same cycle returns
// the old word; the unit forwards around that (sm5_mem_unit, M stage). No reset.
module sm5_ram_1r1w #(
  parameter int unsigned ROWS  = 128,
  parameter int unsigned WIDTH = 32,
  localparam int unsigned RW = (ROWS > 1) ? $clog2(ROWS) : 1
) (
  input  logic             clk_i,
  input  logic             re_i,
  input  logic [RW-1:0]    raddr_i,
  output logic [WIDTH-1:0] rdata_o,
  input  logic             we_i,
  input  logic [RW-1:0]    waddr_i,
  input  logic [WIDTH-1:0] wdata_i
);
  (* ram_style = "block" *) logic [WIDTH-1:0] mem_q [ROWS];

  always_ff @(posedge clk_i) begin
    if (we_i) mem_q[waddr_i] <= wdata_i;
    if (re_i) rdata_o <= mem_q[raddr_i];
  end
endmodule

// The banked memory: BANKS banks (word mod BANKS), row = word / BANKS, each a
// synchronous-read RAM with one read and one write port (sm5_ram_1r1w). The unit reads a
// bank in its E stage (data in M, which may hold it across stall cycles) and writes it
// in M. The host port shares the bank ports while the unit is idle (idle_i): a host read
// takes its bank's read port, a host write its write port (the unit's write has
// priority should the host break that rule), and host_rdata_o is the word at the
// previous cycle's host_addr_i (0 when the unit was busy or the address is past the
// memory).
module sm5_bank_mem #(
  parameter int unsigned BANKS     = 32,
  parameter int unsigned MEM_WORDS = 4096,
  localparam int unsigned ROWS = (MEM_WORDS + BANKS - 1) / BANKS,
  localparam int unsigned RW   = (ROWS > 1) ? $clog2(ROWS) : 1,
  localparam int unsigned BW   = (BANKS > 1) ? $clog2(BANKS) : 1
) (
  input  logic                    clk_i,
  input  logic                    rst_ni,
  input  logic                    idle_i,      // the unit has nothing in flight
  input  logic [BANKS-1:0]        rd_en_i,
  input  logic [BANKS-1:0][RW-1:0] rd_row_i,
  output logic [BANKS-1:0][31:0]  rdata_o,
  input  logic [BANKS-1:0]        wr_en_i,
  input  logic [BANKS-1:0][RW-1:0] wr_row_i,
  input  logic [BANKS-1:0][31:0]  wr_data_i,
  input  logic                    host_we_i,
  input  logic [31:0]             host_addr_i,
  input  logic [31:0]             host_wdata_i,
  output logic [31:0]             host_rdata_o
);
  logic [BW-1:0] hb;
  logic [RW-1:0] hr;
  logic          hin;   // host address inside the memory
  assign hb  = BW'(host_addr_i % BANKS);
  assign hr  = RW'(host_addr_i / BANKS);
  assign hin = host_addr_i < MEM_WORDS;

  logic          h_ok_q;     // last cycle's host read was done
  logic [BW-1:0] h_bank_q;

  for (genvar b = 0; b < BANKS; b++) begin : g_bank
    logic hr_b, hw_b;
    assign hr_b = idle_i && hin && (hb == BW'(b));
    assign hw_b = hin && host_we_i && (hb == BW'(b)) && !wr_en_i[b];
    sm5_ram_1r1w #(.ROWS(ROWS), .WIDTH(32)) u_ram (
      .clk_i,
      .re_i   (rd_en_i[b] || hr_b),
      .raddr_i(rd_en_i[b] ? rd_row_i[b] : hr),
      .rdata_o(rdata_o[b]),
      .we_i   (wr_en_i[b] || hw_b),
      .waddr_i(wr_en_i[b] ? wr_row_i[b] : hr),
      .wdata_i(wr_en_i[b] ? wr_data_i[b] : host_wdata_i)
    );
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) h_ok_q <= 1'b0;
    else         h_ok_q <= idle_i && hin;
  end
  always_ff @(posedge clk_i) h_bank_q <= hb;

  assign host_rdata_o = h_ok_q ? rdata_o[h_bank_q] : '0;
endmodule

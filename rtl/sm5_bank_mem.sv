// The banked memory: BANKS banks, word address mod BANKS, row = word / BANKS; one
// access per bank per cycle. Reads are combinational. Writes go through a one-entry
// write register per bank (cuts the read -> fold -> write path) and reach the array one
// cycle later; a read of the word in that register is forwarded from it. The host port
// (used while the unit is idle) writes the array directly and reads with forwarding.
module sm5_bank_mem #(
  parameter int unsigned BANKS     = 32,
  parameter int unsigned MEM_WORDS = 4096
) (
  input  logic                    clk_i,
  input  logic                    rst_ni,
  input  logic [BANKS-1:0]        acc_valid_i,
  input  logic [BANKS-1:0][31:0]  acc_word_i,
  output logic [BANKS-1:0][31:0]  acc_rdata_o,
  input  logic [BANKS-1:0]        acc_we_i,
  input  logic [BANKS-1:0][31:0]  acc_wdata_i,
  input  logic                    host_we_i,
  input  logic [31:0]             host_addr_i,
  input  logic [31:0]             host_wdata_i,
  output logic [31:0]             host_rdata_o,
  output logic                    busy_o       // a write is still in a write register
);
  localparam int unsigned ROWS = (MEM_WORDS + BANKS - 1) / BANKS;
  localparam int unsigned RW   = (ROWS > 1) ? $clog2(ROWS) : 1;
  localparam int unsigned BW   = (BANKS > 1) ? $clog2(BANKS) : 1;

  logic [31:0] mem_q [BANKS][ROWS];          // no reset: SRAM-like, host loads it
  logic [BANKS-1:0]          wr_v_q;
  logic [BANKS-1:0][RW-1:0]  wr_row_q;
  logic [BANKS-1:0][31:0]    wr_data_q;

  function automatic logic [RW-1:0] row_of(logic [31:0] w);
    return RW'(w / BANKS);
  endfunction
  function automatic logic [BW-1:0] bank_of(logic [31:0] w);
    return BW'(w % BANKS);
  endfunction

  always_comb begin
    for (int b = 0; b < BANKS; b++) begin
      acc_rdata_o[b] = mem_q[b][row_of(acc_word_i[b])];
      if (wr_v_q[b] && wr_row_q[b] == row_of(acc_word_i[b])) acc_rdata_o[b] = wr_data_q[b];
    end
  end

  logic [BW-1:0] hb;
  logic [RW-1:0] hr;
  logic          hin;   // host address inside the memory
  assign hb  = bank_of(host_addr_i);
  assign hr  = row_of(host_addr_i);
  assign hin = host_addr_i < MEM_WORDS;

  always_comb begin
    host_rdata_o = '0;
    if (hin) begin
      host_rdata_o = mem_q[hb][hr];
      if (wr_v_q[hb] && wr_row_q[hb] == hr) host_rdata_o = wr_data_q[hb];
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      wr_v_q    <= '0;
      wr_row_q  <= '0;
      wr_data_q <= '0;
    end else begin
      for (int b = 0; b < BANKS; b++) begin
        wr_v_q[b] <= acc_valid_i[b] && acc_we_i[b];
        if (acc_valid_i[b] && acc_we_i[b]) begin
          wr_row_q[b]  <= row_of(acc_word_i[b]);
          wr_data_q[b] <= acc_wdata_i[b];
        end
      end
    end
  end

  // Array: commit the write registers, then the host write (only used while idle).
  always_ff @(posedge clk_i) begin
    for (int b = 0; b < BANKS; b++) begin
      if (wr_v_q[b]) mem_q[b][wr_row_q[b]] <= wr_data_q[b];
    end
    if (host_we_i && hin) mem_q[hb][hr] <= host_wdata_i;
  end

  assign busy_o = |wr_v_q;
endmodule

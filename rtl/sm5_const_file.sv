// The constant file: NCONST rows of four words, written by the host before the run and
// read by RD for every CONST source of the op there (one read port per source). A row
// past NCONST reads 0.
module sm5_const_file
  import sm5_pkg::*;
#(
  parameter int unsigned NCONST = 256
) (
  input  logic                       clk_i,
  input  logic                       we_i,
  input  logic [7:0]                 widx_i,
  input  logic [3:0][31:0]           wdata_i,
  // verilator lint_off UNUSEDSIGNAL
  // of the op only the sources (and what it writes) matter here
  input  sm5_uop_t                   rd_uop_i,   // the op in RD
  // verilator lint_on UNUSEDSIGNAL
  output logic [NSRC-1:0][3:0][31:0] rdata_o
);
  localparam int unsigned CW = (NCONST > 1) ? $clog2(NCONST) : 1;
  logic [3:0][31:0] const_q [NCONST];

  // verilator lint_off UNUSEDSIGNAL
  // the high bits of i are checked against NCONST, not used as index bits
  function automatic logic [CW-1:0] cidx(logic [7:0] i);
    return CW'(i);
  endfunction
  // verilator lint_on UNUSEDSIGNAL

  always_ff @(posedge clk_i) begin
    if (we_i && 32'(widx_i) < NCONST) const_q[cidx(widx_i)] <= wdata_i;
  end
  always_comb begin
    for (int unsigned s = 0; s < NSRC; s++)
      rdata_o[s] = (rd_uop_i.src[s].kind == SRC_CONST && 32'(rd_uop_i.src[s].idx) < NCONST)
                   ? const_q[cidx(rd_uop_i.src[s].idx)] : '0;
  end
endmodule

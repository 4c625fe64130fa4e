// The constant RAM, written by the host before the run and read by the ops.
// Rows [0, NCONST): the constant file (literals, cb#[n] read with a constant index, the
// loader's own values). Then CB_ROWS rows per constant buffer read through an index,
// cb0..cb(CBUFS-1), and the icb's CB_ROWS after them. A CONST source with srcx.xkind CB
// reads element srcx.x.off of region src.idx, with ICB of region CBUFS; otherwise entry
// src.idx of the file. After the buffers, VIN_ROWS rows of v# inputs (lane l's vN at
// l * inputs + N), read with xkind INPUT (the sequencer's VIN loads). Rows ROWS + r (past
// the RAM) of the write port set region r's declared size (elements, wdata word 0); an
// element at or past it reads 0 (P-31), and so does a row past what the build has.
// The read is synchronous and is its own stage: the op entering RD (ld_uop_i, when ld_i)
// presents its sources' rows, the data is there while it is in RD. Two read ports per
// copy of the RAM, ceil(NSRC / 2) copies: a true dual-port block RAM whose port A also
// takes the host's writes (ECP5 DP16KD: 90 for the fpga profile, where a copy per
// source took 180 of the device's 208), or a multi-port macro. The host writes only
// while no op loads (sm5_valu_sva, sva_const_idle); a load in a write's cycle would read
// nothing (the reads wait for port A, so the tools can give it to the write).
module sm5_const_file
  import sm5_pkg::*;
#(
  parameter int unsigned NCONST  = 256,
  parameter int unsigned CBUFS   = 14,
  parameter int unsigned CB_ROWS = 4096
) (
  input  logic                       clk_i,
  input  logic                       we_i,
  input  logic [15:0]                widx_i,
  input  logic [3:0][31:0]           wdata_i,
  input  logic                       ld_i,       // an op enters RD
  // verilator lint_off UNUSEDSIGNAL
  // of the op only the sources matter here
  input  sm5_uop_t                   ld_uop_i,
  // verilator lint_on UNUSEDSIGNAL
  output logic [NSRC-1:0][3:0][31:0] rdata_o
);
  localparam int unsigned VIN0 = NCONST + (CBUFS + 1) * CB_ROWS;   // the inputs region
  localparam int unsigned ROWS = VIN0 + VIN_ROWS;
  localparam int unsigned RW   = $clog2(ROWS);
  localparam int unsigned NREG = CBUFS + 1;   // regions: cb0..cb(CBUFS-1), the icb
  localparam int unsigned GW   = (NREG > 1) ? $clog2(NREG) : 1;
  localparam int unsigned NCOPY = (NSRC + 1) / 2;
  logic [12:0]      size_q [NREG];
  logic [NSRC-1:0][3:0][31:0] rdata_q;

  // the write port's rows and the size registers past them fit its 16 bits
  if (ROWS + NREG > 65536) begin : g_too_big
    $error("sm5_const_file: NCONST + (CBUFS + 1) * CB_ROWS + VIN_ROWS + CBUFS + 1 exceeds 16-bit rows");
  end

  // verilator lint_off UNUSEDSIGNAL
  // a region or row is checked against its bound before its low bits index
  function automatic logic [GW-1:0] reg_idx(logic [31:0] r);
    return GW'(r);
  endfunction
  function automatic logic [RW-1:0] ram_idx(logic [31:0] r);
    return RW'(r);
  endfunction
  // verilator lint_on UNUSEDSIGNAL

  // the row a source reads, ROWS when none (reads 0)
  function automatic logic [31:0] row_of(sm5_srckind_e kind, logic [7:0] idx, sm5_srcx_t sx);
    logic [31:0] region;
    if (kind != SRC_CONST) return 32'(ROWS);
    if (sx.xkind == SRCX_NONE) return (32'(idx) < NCONST) ? 32'(idx) : 32'(ROWS);
    if (sx.xkind == SRCX_INPUT) return (32'(sx.x.off) < VIN_ROWS) ? VIN0 + 32'(sx.x.off) : 32'(ROWS);
    region = (sx.xkind == SRCX_ICB) ? 32'(CBUFS) : 32'(idx);
    if (region >= NREG || 13'(sx.x.off) >= size_q[reg_idx(region)]) return 32'(ROWS);
    return NCONST + region * CB_ROWS + 32'(sx.x.off);
  endfunction

  always_ff @(posedge clk_i) begin
    if (we_i && 32'(widx_i) >= ROWS && 32'(widx_i) - ROWS < NREG)
      size_q[reg_idx(32'(widx_i) - ROWS)] <= (wdata_i[0] > 32'(CB_ROWS)) ? 13'(CB_ROWS) : 13'(wdata_i[0]);
  end
  logic [NSRC-1:0][31:0] ld_row;   // each source's row (ROWS: none)
  always_comb begin
    for (int unsigned s = 0; s < NSRC; s++)
      ld_row[s] = row_of(ld_uop_i.src[s].kind, ld_uop_i.src[s].idx, ld_uop_i.srcx[s]);
  end
  // copy c: port A writes (the host) or reads source 2c, port B reads source 2c + 1
  for (genvar c = 0; c < NCOPY; c++) begin : g_copy
    logic [3:0][31:0] ram_q [ROWS];
    logic [RW-1:0]    a_addr;
    assign a_addr = we_i ? ram_idx(32'(widx_i)) : ram_idx(ld_row[2 * c]);
    always_ff @(posedge clk_i) begin
      if (we_i) begin
        if (32'(widx_i) < ROWS) ram_q[a_addr] <= wdata_i;
      end else if (ld_i) begin
        rdata_q[2 * c] <= (ld_row[2 * c] < ROWS) ? ram_q[a_addr] : '0;
      end
    end
    if (2 * c + 1 < NSRC) begin : g_port_b
      always_ff @(posedge clk_i) begin
        if (ld_i && !we_i)
          rdata_q[2 * c + 1] <= (ld_row[2 * c + 1] < ROWS) ? ram_q[ram_idx(ld_row[2 * c + 1])] : '0;
      end
    end
  end
  assign rdata_o = rdata_q;
endmodule

// Vector register file: NREGS temps x LANES lanes x 4 components x 32 bits.
// NSRC full-row read ports (combinational), two masked write ports (ALU write-back and
// memory write-back; the memory port wins on a same-cell collision because the memory
// op is always the younger one), and a host row-read port for the final compare.
// Temps start at 0 (SPEC 8): the whole array is cleared by reset.
module sm5_regfile
  import sm5_pkg::*;
#(
  parameter int unsigned LANES = 32,
  parameter int unsigned NREGS = 16
) (
  input  logic                                  clk_i,
  input  logic                                  rst_ni,
  // read ports: one full register row per source
  input  logic [NSRC-1:0][7:0]                  raddr_i,
  output logic [NSRC-1:0][LANES-1:0][3:0][31:0] rdata_o,
  // write port A: ALU write-back
  input  logic                                  a_we_i,
  input  logic [7:0]                            a_reg_i,
  input  logic [3:0]                            a_mask_i,
  input  logic [LANES-1:0]                      a_lanes_i,
  input  logic [LANES-1:0][3:0][31:0]           a_data_i,
  // write port B: memory write-back
  input  logic                                  b_we_i,
  input  logic [7:0]                            b_reg_i,
  input  logic [3:0]                            b_mask_i,
  input  logic [LANES-1:0]                      b_lanes_i,
  input  logic [LANES-1:0][3:0][31:0]           b_data_i,
  // host read port (final register-file compare)
  input  logic [7:0]                            hrd_reg_i,
  output logic [LANES-1:0][3:0][31:0]           hrd_data_o
);

  typedef logic [LANES-1:0][3:0][31:0] row_t;
  localparam int unsigned RW = (NREGS > 1) ? $clog2(NREGS) : 1;

  row_t rf_q [NREGS];

  // Index of a register number; a number outside NREGS reads 0 and is never written
  // (the testbench rejects programs that need more temps than the build has).
  // verilator lint_off UNUSEDSIGNAL
  // the high bits of r are checked by in_range(), not used as index bits
  function automatic logic [RW-1:0] idx(logic [7:0] r);
    return RW'(r);
  endfunction
  // verilator lint_on UNUSEDSIGNAL
  function automatic logic in_range(logic [7:0] r);
    return 32'(r) < NREGS;
  endfunction

  // Temps start at 0 without clearing the whole array at reset (a reset loop over a
  // large unpacked array is slow and unsupported for delayed assignments in Verilator):
  // zero_q[r] marks a row never written since reset; it reads as 0, and its first write
  // fills the cells outside the write masks with 0.
  logic [NREGS-1:0] zero_q, zero_d;

  always_comb begin
    for (int unsigned s = 0; s < NSRC; s++) begin
      rdata_o[s] = (in_range(raddr_i[s]) && !zero_q[idx(raddr_i[s])]) ?
                   rf_q[idx(raddr_i[s])] : '0;
    end
    hrd_data_o = (in_range(hrd_reg_i) && !zero_q[idx(hrd_reg_i)]) ? rf_q[idx(hrd_reg_i)] : '0;
  end

  always_comb begin
    zero_d = zero_q;
    if (a_we_i && in_range(a_reg_i)) zero_d[idx(a_reg_i)] = 1'b0;
    if (b_we_i && in_range(b_reg_i)) zero_d[idx(b_reg_i)] = 1'b0;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) zero_q <= '1;
    else         zero_q <= zero_d;
  end

  // Each write port merges its masked cells into the current row (0 for a row never
  // written); port B merges into port A's result when both hit one row, and is assigned
  // after it, so it wins on a shared cell (the memory op is the younger one).
  row_t a_old, a_new, b_old, b_new;
  always_comb begin
    a_old = (in_range(a_reg_i) && !zero_q[idx(a_reg_i)]) ? rf_q[idx(a_reg_i)] : '0;
    a_new = a_old;
    for (int unsigned l = 0; l < LANES; l++) begin
      for (int unsigned c = 0; c < 4; c++) begin
        if (a_lanes_i[l] && a_mask_i[c]) a_new[l][c] = a_data_i[l][c];
      end
    end
    if (a_we_i && a_reg_i == b_reg_i) b_old = a_new;
    else b_old = (in_range(b_reg_i) && !zero_q[idx(b_reg_i)]) ? rf_q[idx(b_reg_i)] : '0;
    b_new = b_old;
    for (int unsigned l = 0; l < LANES; l++) begin
      for (int unsigned c = 0; c < 4; c++) begin
        if (b_lanes_i[l] && b_mask_i[c]) b_new[l][c] = b_data_i[l][c];
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (a_we_i && in_range(a_reg_i)) rf_q[idx(a_reg_i)] <= a_new;
    if (b_we_i && in_range(b_reg_i)) rf_q[idx(b_reg_i)] <= b_new;
  end

endmodule

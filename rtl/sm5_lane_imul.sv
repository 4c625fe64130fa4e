// The integer-multiply pipe of one lane (PIPE_IMUL): ONE sm5_imul shared by the
// components (imul, umul, imad, umad, msad). sm5_valu feeds the written components one
// per cycle, the first from the EX1 operands, the others from a hold register; each
// result comes out STAGES cycles after its feed and is collected into the result
// registers (res: dst, the high word of imul/umul or the result of the others; res2:
// dst2, the low word). The last component makes the result complete: depth STAGES
// + the number of components (sm5_uop_lat_extra). Why one unit per lane: docs/figures.md
// (divmul: four per lane would take 128 of the ECP5-85's 156 MULT18 at LANES 8).
// Modifiers: imul/imad `-` is two's complement (INT class), the unsigned ops take none.
/* verilator tracing_off */
module sm5_lane_imul
  import sm5_pkg::*;
#(
  parameter int unsigned STAGES = sm5_pkg::IMUL_STAGES_DEF,   // sm5_imul's ranks
  parameter bit MUL_CS = 1'b0,     // its products in carry-save form (sm5_imul)
  parameter bit CG_BYPASS = 1'b0   // the clock gate a pass-through (FPGA: sm5_clk_gate)
) (
  input  logic                        clk_i,
  input  logic                        rst_ni,
  input  logic                        lane_i,     // execution mask
  // the feed controls a cycle early, registered here (a copy per lane) like the output
  // controls below: the multiplier's operands then hang on lane registers only
  input  logic                        feed_nx_i,    // a component enters the unit
  input  logic                        feed_ex_nx_i, // ... of the op in EX1 (else the held op)
  input  logic [1:0]                  feed_c_nx_i,
  // the output controls a cycle early, registered here (a copy per lane): the result
  // registers' inputs then hang on lane registers only, and the simulation evaluates
  // them once per clock instead of on every input change of the lane (hierarchical block)
  input  logic                        out_nx_i,     // the unit's output is a component
  input  logic [1:0]                  out_c_nx_i,
  input  logic                        out_two_nx_i, // ... of imul/umul (dst = high word)
  input  sm5_op_e                     op_i,       // the op in EX1
  input  logic [2:0]                  neg_i,
  input  logic [2:0][3:0][31:0]       src_i,      // EX1 operands, before modifiers
  output logic [3:0][31:0]            res_o,
  output logic [3:0][31:0]            res2_o,
  output logic [3:0][31:0]            res_d_o,
  output logic [3:0][31:0]            res2_d_o
);
  // this cycle's (sm5_valu's last IMUL control stage): the valid bit reset, the rest
  // unreset like sm5_valu's
  logic       out_q, out_two_q;
  logic [1:0] out_c_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) out_q <= 1'b0;
    else         out_q <= out_nx_i;
  end
  always_ff @(posedge clk_i) begin
    out_c_q   <= out_c_nx_i;
    out_two_q <= out_two_nx_i;
  end

  // this cycle's feed controls (sm5_valu's im_feed, im_feed_ex, im_feed_c): the valid
  // bits reset, the component unreset like sm5_valu's
  logic       feed_q, feed_ex_q;
  logic [1:0] feed_c_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      feed_q    <= 1'b0;
      feed_ex_q <= 1'b0;
    end else begin
      feed_q    <= feed_nx_i;
      feed_ex_q <= feed_ex_nx_i;
    end
  end
  always_ff @(posedge clk_i) feed_c_q <= feed_c_nx_i;

  // The hold register, the multiplier and the result registers run on a gated clock:
  // enabled from a feed's edge to the one that takes its output, STAGES later (out_q,
  // which the count covers; the count also lets the unit's last valid rank clear), by a
  // count of the edges still needed (control: reset) ORed with feed_q and out_q.
  localparam int unsigned CW = $clog2(STAGES + 1);
  logic [CW-1:0] busy_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni)     busy_q <= '0;
    else if (feed_q) busy_q <= CW'(STAGES);
    else if (busy_q != '0) busy_q <= busy_q - 1'b1;
  end
  logic clk_u;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg (
    .clk_i, .en_i (feed_q || out_q || busy_q != '0), .clk_o (clk_u)
  );

  // The hold register keeps the operands as they came (before modifiers) with the op's
  // negate bits; the component is selected first and only the three words fed are
  // negated (negating all twelve before the select cost the FPGA lane ~2k LUT4).
  logic [2:0][3:0][31:0] hold_q;
  logic [2:0]            neg_q;
  sm5_op_e               op_q;
  always_ff @(posedge clk_u) begin
    if (feed_q && feed_ex_q) begin
      hold_q <= src_i;
      neg_q  <= neg_i;
      op_q   <= op_i;
    end
  end

  sm5_op_e     f_op;
  logic [2:0]  f_neg;
  logic [2:0][31:0] f;
  always_comb begin
    f_op  = feed_ex_q ? op_i  : op_q;
    f_neg = feed_ex_q ? neg_i : neg_q;
    for (int unsigned s = 0; s < 3; s++) begin
      f[s] = feed_ex_q ? src_i[s][feed_c_q] : hold_q[s][feed_c_q];
      if (op_class(f_op) == CL_INT && f_neg[s]) f[s] = 32'd0 - f[s];
    end
  end

  // verilator lint_off UNUSEDSIGNAL
  // sm5_valu tracks the valid bits (out_q); the unit's own is not needed
  logic        unused_valid;
  // verilator lint_on UNUSEDSIGNAL
  logic [31:0] hi, lo;
  sm5_imul #(.STAGES(STAGES), .MUL_CS(MUL_CS)) u_imul (
    .clk_i   (clk_u),
    .rst_ni  (rst_ni),
    .valid_i (feed_q && lane_i),
    .op_i    (f_op),
    .a_i     (f[0]),
    .b_i     (f[1]),
    .c_i     (f[2]),
    .valid_o (unused_valid),
    .hi_o    (hi),
    .lo_o    (lo)
  );

  logic [3:0][31:0] r, r2;
  always_comb begin
    r  = res_o;
    r2 = res2_o;
    if (out_q) begin
      r[out_c_q]  = out_two_q ? hi : lo;
      r2[out_c_q] = lo;
    end
  end
  always_ff @(posedge clk_u) begin
    res_o  <= r;
    res2_o <= r2;
  end
  assign res_d_o  = r;
  assign res2_d_o = r2;

endmodule

// dmin / dmax on f64 (SPEC 3): IEEE order without any flush, P-2 signed zeros, P-3 both
// NaN -> src1 whole; dmov passes src0. One 64-bit comparator on the sign-magnitude order
// key (sign ? ~x : x ^ 1<<63); dmax swaps its operands so "lt" means src1 < src0.
module sm5_dcmp (
  input  sm5_pkg::sm5_op_e op_i,
  input  logic [63:0] a_i,
  input  logic [63:0] b_i,
  output logic [63:0] res_o
);
  // One block under the op decode (block-local temporaries): for another unit's op, or an
  // idle EX1, the simulation skips the comparator; the result is 0 then, as the default
  // arm gives, so synthesis sees the same function.
  always_comb begin
    logic        nan_a, nan_b, swap, lt;
    logic [63:0] ka, kb, sel;
    // (the temporaries get a value on every path: combinational, no latch)
    {nan_a, nan_b, swap, lt, ka, kb, sel} = '0;
    res_o = 64'h0;
    if (op_i == sm5_pkg::OP_DMIN || op_i == sm5_pkg::OP_DMAX || op_i == sm5_pkg::OP_DMOV) begin
      nan_a = (a_i[62:52] == 11'h7FF) & (a_i[51:0] != 52'h0);
      nan_b = (b_i[62:52] == 11'h7FF) & (b_i[51:0] != 52'h0);
      ka    = a_i[63] ? ~a_i : {1'b1, a_i[62:0]};
      kb    = b_i[63] ? ~b_i : {1'b1, b_i[62:0]};
      swap  = (op_i == sm5_pkg::OP_DMAX);
      lt    = swap ? (kb < ka) : (ka < kb);

      if (nan_a)      sel = b_i;   // P-3 when both are NaN; otherwise the non-NaN src1
      else if (nan_b) sel = a_i;
      else            sel = lt ? a_i : b_i;

      unique case (op_i)
        sm5_pkg::OP_DMIN, sm5_pkg::OP_DMAX: res_o = sel;
        sm5_pkg::OP_DMOV:                   res_o = a_i;
        default:                            res_o = 64'h0;
      endcase
    end
  end
endmodule

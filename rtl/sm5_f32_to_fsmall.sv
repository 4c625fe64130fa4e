// f32 -> a small float with a 5-bit exponent (bias 15): f16 (SIGNED=1, FRAC_W=10), f11
// (SIGNED=0, FRAC_W=6), f10 (SIGNED=0, FRAC_W=5). SPEC 1 and 5: f32 denorms are flushed
// first, round toward zero, a finite overflow gives the largest finite value (of the
// same sign), INF stays INF, target denorms come out truncated.
//   SIGNED:   NaN -> sign | exp 31 | 1 << (FRAC_W-1) | top FRAC_W bits of the fraction (P-4)
//   unsigned: NaN (either sign) -> all ones (P-6); negative, -0, -INF -> 0
// Two halves: class and shift amount (sm5_f32_to_fsmall_front), the fields by range
// (sm5_f32_to_fsmall_back); the lane's CVT pipe registers between them in three stages.
module sm5_f32_to_fsmall #(
  parameter int unsigned FRAC_W = 10,
  parameter bit          SIGNED = 1'b1,
  localparam int unsigned OUT_W = (SIGNED ? 1 : 0) + 5 + FRAC_W
) (
  input  logic [31:0]      f_i,
  output logic [OUT_W-1:0] res_o
);
  logic [39:0] pre;
  sm5_f32_to_fsmall_front #(.FRAC_W(FRAC_W)) u_front (.f_i, .pre_o (pre));
  sm5_f32_to_fsmall_back #(.FRAC_W(FRAC_W), .SIGNED(SIGNED)) u_back (.pre_i (pre), .res_o);
endmodule

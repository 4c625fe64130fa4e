// The conversion pipe of one lane (PIPE_CVT, depth 2): ftoi, ftou, itof, utof, f32tof16,
// f16tof32 on each component. Stage 1 (EX1): source modifiers by op class (float neg/abs
// for FLOAT, two's complement neg for INT, none for UINT and F16IN) and the converter
// sm5_cvt; stage 2: the f16tof32 result modifier (SPEC 5: - / _abs act on the f32
// result) and _sat (f32, FLOAT and F16IN classes), into the result register. Bit-exact
// with sm5_alu_exec() for these ops. Where the pipeline register sits: docs/architecture.md
// ("Pipes": measured depths). No reset: sm5_valu tracks the valid bits.
/* verilator tracing_off */
module sm5_lane_cvt
  import sm5_pkg::*;
(
  input  logic                        clk_i,
  input  sm5_op_e                     op_i,
  input  logic                        sat_i,
  input  logic                        neg_i,     // source 0 modifiers
  input  logic                        abs_i,
  input  logic [3:0][31:0]            src_i,     // source 0 after swizzle, before modifiers
  output logic [3:0][31:0]            res_o,     // registered (two cycles after EX1)
  output logic [3:0][31:0]            res_d_o    // its input (bypass into the next EX1)
);

  sm5_opclass_e cls;
  assign cls = op_class(op_i);

  // ---- stage 1 (EX1): modifiers, converter --------------------------------------------
  logic [3:0][31:0] m, r1;
  always_comb begin
    for (int unsigned c = 0; c < 4; c++) begin
      unique case (cls)
        CL_FLOAT: m[c] = sm5_fmod(src_i[c], neg_i, abs_i);
        CL_INT:   m[c] = neg_i ? (32'd0 - src_i[c]) : src_i[c];
        default:  m[c] = src_i[c];
      endcase
    end
  end

  for (genvar c = 0; c < 4; c++) begin : g_comp
    sm5_cvt u_cvt (.op_i (op_i), .a_i (m[c]), .res_o (r1[c]));
  end

  logic [3:0][31:0] s1_q;
  logic             s1_f16in_q, s1_sat_q, s1_neg_q, s1_abs_q;
  always_ff @(posedge clk_i) begin
    s1_q       <= r1;
    s1_f16in_q <= (cls == CL_F16IN);
    s1_sat_q   <= sat_i && (cls == CL_FLOAT || cls == CL_F16IN);
    s1_neg_q   <= neg_i;
    s1_abs_q   <= abs_i;
  end

  // ---- stage 2: f16tof32 result modifier, _sat ----------------------------------------
  logic [3:0][31:0] r2, r2_sat;
  for (genvar c = 0; c < 4; c++) begin : g_sat
    assign r2[c] = s1_f16in_q ? sm5_fmod(s1_q[c], s1_neg_q, s1_abs_q) : s1_q[c];
    sm5_fsat u_fsat (.a_i (r2[c]), .res_o (r2_sat[c]));
  end

  logic [3:0][31:0] res_d;
  always_comb begin
    for (int unsigned c = 0; c < 4; c++) res_d[c] = s1_sat_q ? r2_sat[c] : r2[c];
  end
  always_ff @(posedge clk_i) res_o <= res_d;
  assign res_d_o = res_d;

endmodule

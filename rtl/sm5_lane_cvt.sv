// The conversion pipe of one lane (PIPE_CVT, depth 2): ftoi, ftou, itof, utof, f32tof16,
// f16tof32 on each component. Stage 1 (EX1): source modifiers by op class (float neg/abs
// for FLOAT, two's complement neg for INT, none for UINT and F16IN) and the converter
// sm5_cvt; stage 2: the f16tof32 result modifier (SPEC 5: - / _abs act on the f32
// result) and _sat (f32, FLOAT and F16IN classes), into the result register. Bit-exact
// with sm5_alu_exec() for these ops. Where the pipeline register sits: docs/architecture.md
// ("Pipes": measured depths). No reset: sm5_valu tracks the valid bits.
// VEC_COMPS (1, 2, 4): the converter is built VEC_COMPS times; below 4 the op's components
// come VEC_COMPS per cycle (sm5_pipe_beat) and merge into the result register.
/* verilator tracing_off */
module sm5_lane_cvt
  import sm5_pkg::*;
#(
  parameter int unsigned VEC_COMPS = 4,
  localparam int unsigned NU       = (VEC_COMPS >= 4) ? 4 : VEC_COMPS
) (
  input  logic                        clk_i,
  input  sm5_op_e                     op_i,
  input  logic                        sat_i,
  input  logic                        neg_i,     // source 0 modifiers
  input  logic                        abs_i,
  input  logic [3:0][31:0]            src_i,     // source 0 after swizzle, before modifiers
  // this cycle's beat (VEC_COMPS < 4): a CVT beat, unit u takes component bt_c_i[u]
  input  logic                        bt_i,
  input  logic [1:0]                  bt_v_i,
  input  logic [1:0][1:0]             bt_c_i,
  output logic [3:0][31:0]            res_o,     // registered (two cycles after EX1)
  output logic [3:0][31:0]            res_d_o    // its input (bypass into the next EX1)
);

  sm5_opclass_e cls;
  assign cls = op_class(op_i);

  logic [NU-1:0][1:0] cu;
  always_comb begin
    for (int unsigned u = 0; u < NU; u++) cu[u] = (VEC_COMPS >= 4) ? 2'(u) : bt_c_i[u];
  end

  // ---- stage 1 (EX1): modifiers, converter --------------------------------------------
  logic [NU-1:0][31:0] m, r1;
  always_comb begin
    for (int unsigned u = 0; u < NU; u++) begin
      unique case (cls)
        CL_FLOAT: m[u] = sm5_fmod(src_i[cu[u]], neg_i, abs_i);
        CL_INT:   m[u] = neg_i ? (32'd0 - src_i[cu[u]]) : src_i[cu[u]];
        default:  m[u] = src_i[cu[u]];
      endcase
    end
  end

  for (genvar u = 0; u < NU; u++) begin : g_comp
    sm5_cvt u_cvt (.op_i (op_i), .a_i (m[u]), .res_o (r1[u]));
  end

  logic [NU-1:0][31:0] s1_q;
  logic [NU-1:0][1:0]  s1_c_q;
  logic [NU-1:0]       s1_v_q;
  logic                s1_f16in_q, s1_sat_q, s1_neg_q, s1_abs_q;
  always_ff @(posedge clk_i) begin
    s1_q       <= r1;
    s1_c_q     <= cu;
    for (int unsigned u = 0; u < NU; u++) s1_v_q[u] <= bt_i && bt_v_i[u];
    s1_f16in_q <= (cls == CL_F16IN);
    s1_sat_q   <= sat_i && (cls == CL_FLOAT || cls == CL_F16IN);
    s1_neg_q   <= neg_i;
    s1_abs_q   <= abs_i;
  end

  // ---- stage 2: f16tof32 result modifier, _sat; VEC_COMPS < 4: merged -----------------
  logic [NU-1:0][31:0] r2, r2_sat;
  for (genvar u = 0; u < NU; u++) begin : g_sat
    assign r2[u] = s1_f16in_q ? sm5_fmod(s1_q[u], s1_neg_q, s1_abs_q) : s1_q[u];
    sm5_fsat u_fsat (.a_i (r2[u]), .res_o (r2_sat[u]));
  end

  logic [3:0][31:0] res_d;
  always_comb begin
    res_d = res_o;
    for (int unsigned u = 0; u < NU; u++) begin
      if (VEC_COMPS >= 4)  res_d[u]         = s1_sat_q ? r2_sat[u] : r2[u];
      else if (s1_v_q[u]) res_d[s1_c_q[u]] = s1_sat_q ? r2_sat[u] : r2[u];
    end
  end
  always_ff @(posedge clk_i) res_o <= res_d;
  assign res_d_o = res_d;

endmodule

// The conversion pipe of one lane (PIPE_CVT, STAGES 2 or 3): ftoi, ftou, itof, utof,
// f32tof16, f16tof32 on each component. Stage 1 (EX1): source modifiers by op class
// (float neg/abs for FLOAT, none for UINT and F16IN; itof's negate is folded into the
// converter's first half, sm5_cvt_front) and the converter sm5_cvt (STAGES 3: its first
// half here, a register, its second half sm5_cvt_back in a stage of its own); last stage:
// f32tof16's result joins, the f16tof32 result modifier (SPEC 5: - / _abs act on the f32
// result) and _sat (f32, FLOAT and F16IN classes), into the result register. sm5_vlane
// builds min(CVT_LAT, 3) stages and delays the rest. Bit-exact with sm5_alu_exec() for
// these ops. No reset: sm5_valu tracks the valid bits.
// VEC_COMPS (1, 2, 4): the converter is built VEC_COMPS times; below 4 the op's components
// come VEC_COMPS per cycle (sm5_pipe_beat) and merge into the result register.
/* verilator tracing_off */
module sm5_lane_cvt
  import sm5_pkg::*;
#(
  parameter int unsigned VEC_COMPS = 4,
  parameter int unsigned STAGES    = 2,    // register ranks, 2 or 3 (header)
  localparam int unsigned NU       = (VEC_COMPS >= 4) ? 4 : VEC_COMPS
) (
  input  logic                        clk_i,
  input  sm5_op_e                     op_i,
  input  logic                        sat_i,
  input  logic                        neg_i,     // source 0 modifiers
  input  logic                        abs_i,
  // unit u's source 0 this cycle, after swizzle, before modifiers (its beat's component,
  // sm5_vlane; VEC_COMPS 4: component u)
  input  logic [NU-1:0][31:0]         bsrc_i,
  // this cycle's beat (VEC_COMPS < 4): a CVT beat, unit u takes component bt_c_i[u]
  input  logic                        bt_i,
  input  logic [1:0]                  bt_v_i,
  input  logic [1:0][1:0]             bt_c_i,
  output logic [3:0][31:0]            res_o,     // registered (STAGES cycles after EX1)
  output logic [3:0][31:0]            res_d_o    // its input (bypass into the next EX1)
);

  sm5_opclass_e cls;
  assign cls = op_class(op_i);

  logic [NU-1:0][1:0] cu;
  always_comb begin
    for (int unsigned u = 0; u < NU; u++) cu[u] = (VEC_COMPS >= 4) ? 2'(u) : bt_c_i[u];
  end

  if (STAGES < 2 || STAGES > 3) begin : g_bad_stages
    $error("sm5_lane_cvt: STAGES must be 2 or 3");
  end

  // ---- stage 1 (EX1): modifiers, the converter's first half ----------------------------
  logic [NU-1:0][31:0] m, r1;
  logic [NU-1:0][15:0] h1r;   // f32tof16's results
  always_comb begin
    for (int unsigned u = 0; u < NU; u++)
      m[u] = (cls == CL_FLOAT) ? sm5_fmod(bsrc_i[u], neg_i, abs_i) : bsrc_i[u];
  end

  // the converter's halves: what the first gives the second
  typedef struct packed {
    logic [4:0]  sel;
    logic [39:0] f2h;
    logic [31:0] h2f, mag;
    logic        fz, fbig_i, fbig_u, sign, isign, mag_zero;
    logic [4:0]  ie, lz;
    logic [22:0] man;
  } half_t;
  // what travels with the beat to the last stage
  typedef struct packed {
    logic [NU-1:0][1:0] c;
    logic [NU-1:0]      v;
    logic               f2h, f16in, sat, neg, abs;
  } late_t;

  half_t [NU-1:0] h1, h2;
  late_t          l1, l2;
  always_comb begin
    l1.c     = cu;
    for (int unsigned u = 0; u < NU; u++) l1.v[u] = bt_i && bt_v_i[u];
    l1.f2h   = (op_i == OP_F32TOF16);
    l1.f16in = (cls == CL_F16IN);
    l1.sat   = sat_i && (cls == CL_FLOAT || cls == CL_F16IN);
    l1.neg   = neg_i;
    l1.abs   = abs_i;
  end
  for (genvar u = 0; u < NU; u++) begin : g_front
    sm5_cvt_front u_front (
      .op_i (op_i), .a_i (m[u]), .neg_i (neg_i && cls == CL_INT), .sel_o (h1[u].sel),
      .f2h_o (h1[u].f2h), .h2f_o (h1[u].h2f), .fz_o (h1[u].fz), .fbig_i_o (h1[u].fbig_i),
      .fbig_u_o (h1[u].fbig_u), .sign_o (h1[u].sign), .ie_o (h1[u].ie), .man_o (h1[u].man),
      .isign_o (h1[u].isign), .mag_o (h1[u].mag), .lz_o (h1[u].lz),
      .mag_zero_o (h1[u].mag_zero)
    );
  end

  // ---- the cut inside the converter (STAGES 3) -----------------------------------------
  if (STAGES >= 3) begin : g_cut
    always_ff @(posedge clk_i) begin
      h2 <= h1;
      l2 <= l1;
    end
  end else begin : g_wire
    assign h2 = h1;
    assign l2 = l1;
  end

  for (genvar u = 0; u < NU; u++) begin : g_back
    sm5_cvt_back u_back (
      .sel_i (h2[u].sel), .f2h_i (h2[u].f2h), .h2f_i (h2[u].h2f), .fz_i (h2[u].fz),
      .fbig_i_i (h2[u].fbig_i), .fbig_u_i (h2[u].fbig_u), .sign_i (h2[u].sign),
      .ie_i (h2[u].ie), .man_i (h2[u].man), .isign_i (h2[u].isign), .mag_i (h2[u].mag),
      .lz_i (h2[u].lz), .mag_zero_i (h2[u].mag_zero), .res_o (r1[u]), .h_o (h1r[u])
    );
  end

  logic [NU-1:0][31:0] s1_q;
  logic [NU-1:0][15:0] s1_h_q;
  logic [NU-1:0][1:0]  s1_c_q;
  logic [NU-1:0]       s1_v_q;
  logic                s1_f2h_q, s1_f16in_q, s1_sat_q, s1_neg_q, s1_abs_q;
  always_ff @(posedge clk_i) begin
    s1_q       <= r1;
    s1_h_q     <= h1r;
    s1_f2h_q   <= l2.f2h;
    s1_c_q     <= l2.c;
    s1_v_q     <= l2.v;
    s1_f16in_q <= l2.f16in;
    s1_sat_q   <= l2.sat;
    s1_neg_q   <= l2.neg;
    s1_abs_q   <= l2.abs;
  end

  // ---- last stage: f16tof32 result modifier, _sat; VEC_COMPS < 4: merged -------------
  logic [NU-1:0][31:0] r2, r2_sat;
  for (genvar u = 0; u < NU; u++) begin : g_sat
    // f32tof16's result joins here, after the register (sm5_cvt_back)
    assign r2[u] = s1_f2h_q   ? {16'h0, s1_h_q[u]} :
                   s1_f16in_q ? sm5_fmod(s1_q[u], s1_neg_q, s1_abs_q) : s1_q[u];
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

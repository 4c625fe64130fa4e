// The ALU pipe of one lane (PIPE_ALU, depth 1: EX1 logic, then the result register):
// source modifiers by op class, the per-component units (f64 ops per component pair
// .xy / .zw), then _sat. Bit-exact with sm5_alu_exec() in cmodel/sm5_alu.c for the ops
// of PIPE_ALU (sm5_op_pipe; the conversions are sm5_lane_cvt's): modifiers (float
// neg/abs for FLOAT and MOVE, two's complement neg for INT, high words only for DOUBLE),
// the operation, then _sat (f32 for FLOAT/MOVE, f64 for DOUBLE). uaddc / usubb / swapc
// also give their second result (carry / borrow / dst1) on res2_o; every other op gives
// 0 there, and ops without a register result give 0.
// Pipe datapath interface (docs/architecture.md, "Adding a pipe"): EX1 operands in,
// results registered DEPTH cycles later, and the inputs of those result registers (the
// bypass into the next op's EX1); no reset (the valid bits live in sm5_valu).
// VEC_COMPS (1, 2, 4): the per-component units are built VEC_COMPS times; below 4 an op
// takes its written components VEC_COMPS per cycle (sm5_pipe_beat: bt_*_i say which
// unit takes which component this cycle) and each beat's results merge into the result
// registers. The f64 compares stay one per pair, on the held EX1 operands.
// Not traced: LANES copies of every unit's internals would dominate the FST; each
// lane's operands and results are visible in sm5_vlane.
/* verilator tracing_off */
module sm5_lane_alu
  import sm5_pkg::*;
#(
  parameter bit          DOUBLES   = 1'b1, // 0: no f64 compares (dmin, dmax, dmov never reach the lane)
  parameter int unsigned VEC_COMPS = 4,
  localparam int unsigned NU       = (VEC_COMPS >= 4) ? 4 : VEC_COMPS   // units per component kind
) (
  input  logic                        clk_i,
  input  sm5_op_e                     op_i,
  input  logic                        sat_i,
  input  logic [NSRC-1:0]             neg_i,
  input  logic [NSRC-1:0]             abs_i,
  input  logic [NSRC-1:0][3:0][31:0]  src_i,   // after swizzle, before modifiers
  // this cycle's beat (VEC_COMPS < 4): an ALU beat, unit u takes component bt_c_i[u]
  input  logic                        bt_i,
  input  logic [1:0]                  bt_v_i,
  input  logic [1:0][1:0]             bt_c_i,
  output logic [3:0][31:0]            res_o,   // registered (one cycle after EX1)
  output logic [3:0][31:0]            res2_o,
  output logic [3:0][31:0]            res_d_o,  // their inputs: the results of this
  output logic [3:0][31:0]            res2_d_o  // cycle's op (bypass into the next EX1)
);

  sm5_opclass_e cls;
  assign cls = op_class(op_i);

  // the component unit u works on
  logic [NU-1:0][1:0] cu;
  always_comb begin
    for (int unsigned u = 0; u < NU; u++) cu[u] = (VEC_COMPS >= 4) ? 2'(u) : bt_c_i[u];
  end

  // ---- source modifiers -------------------------------------------------------------
  function automatic logic [31:0] smod(logic [31:0] x, logic neg, logic abs, logic hi);
    unique case (cls)
      CL_FLOAT, CL_MOVE: return sm5_fmod(x, neg, abs);
      CL_INT:            return neg ? (32'd0 - x) : x;
      CL_DOUBLE:         return hi ? sm5_fmod(x, neg, abs) : x;
      default:           return x;
    endcase
  endfunction

  logic [NSRC-1:0][NU-1:0][31:0] m;   // unit u's operands
  always_comb begin
    for (int unsigned s = 0; s < NSRC; s++)
      for (int unsigned u = 0; u < NU; u++) m[s][u] = smod(src_i[s][cu[u]], neg_i[s], abs_i[s], cu[u][0]);
  end

  // ---- per-component units ----------------------------------------------------------
  logic [NU-1:0][31:0] r_fcmp, r_bf, r_int, r_sat32;
  logic [1:0][63:0]    r_dcmp;
  logic [NU-1:0][31:0] r32;      // the 32-bit result before _sat
  logic [NU-1:0][31:0] r2;       // second destination (uaddc carry, usubb borrow)
  logic [3:0][31:0]    r64;      // the f64 results after _sat, by component

  for (genvar u = 0; u < NU; u++) begin : g_comp
    sm5_fcmp u_fcmp (
      .op_i (op_i), .a_i (m[0][u]), .b_i (m[1][u]), .res_o (r_fcmp[u])
    );
    sm5_bitfield u_bitfield (
      .op_i (op_i), .a_i (m[0][u]), .b_i (m[1][u]), .c_i (m[2][u]), .d_i (m[3][u]),
      .res_o (r_bf[u])
    );
    sm5_intalu u_intalu (
      .op_i (op_i), .a_i (m[0][u]), .b_i (m[1][u]), .res_o (r_int[u])
    );
    sm5_fsat u_fsat (
      .a_i (r32[u]), .res_o (r_sat32[u])
    );
  end

  for (genvar p = 0; p < 2; p++) begin : g_pair
    if (DOUBLES) begin : g_dcmp
      sm5_dcmp u_dcmp (
        .op_i  (op_i),
        .a_i   ({smod(src_i[0][2*p+1], neg_i[0], abs_i[0], 1'b1), src_i[0][2*p]}),
        .b_i   ({smod(src_i[1][2*p+1], neg_i[1], abs_i[1], 1'b1), src_i[1][2*p]}),
        .res_o (r_dcmp[p])
      );
    end else begin : g_no_dcmp
      assign r_dcmp[p] = 64'h0;
    end
  end

  always_comb begin
    for (int unsigned u = 0; u < NU; u++) begin
      unique case (op_i)
        OP_MIN, OP_MAX, OP_EQ, OP_NE, OP_LT, OP_GE, OP_IMIN, OP_IMAX, OP_UMIN, OP_UMAX,
        OP_IEQ, OP_INE, OP_ILT, OP_IGE, OP_ULT, OP_UGE:
          r32[u] = r_fcmp[u];
        OP_UBFE, OP_IBFE, OP_BFI, OP_BFREV, OP_COUNTBITS, OP_FIRSTBIT_LO, OP_FIRSTBIT_HI,
        OP_FIRSTBIT_SHI:
          r32[u] = r_bf[u];
        OP_IADD, OP_INEG, OP_ISHL, OP_ISHR, OP_USHR, OP_AND, OP_OR, OP_XOR, OP_NOT:
          r32[u] = r_int[u];
        OP_MOV:
          r32[u] = m[0][u];
        OP_MOVC:
          r32[u] = (m[0][u] != 32'd0) ? m[1][u] : m[2][u];
        OP_UADDC:
          r32[u] = m[0][u] + m[1][u];
        OP_USUBB:
          r32[u] = m[0][u] - m[1][u];
        OP_SWAPC:   // SPEC 14: dst0 = src0 ? src2 : src1 (dst1 the other one, below)
          r32[u] = (m[0][u] != 32'd0) ? m[2][u] : m[1][u];
        OP_BUFINFO: // the view's size: a constant the loader wrote (source 0)
          r32[u] = m[0][u];
        default:
          r32[u] = 32'd0;
      endcase
      // carry out of the 32-bit sum; borrow when the subtrahend is larger; swapc's dst1
      unique case (op_i)
        OP_UADDC: r2[u] = {31'd0, r32[u] < m[0][u]};
        OP_USUBB: r2[u] = {31'd0, m[0][u] < m[1][u]};
        OP_SWAPC: r2[u] = (m[0][u] != 32'd0) ? m[1][u] : m[2][u];
        default:  r2[u] = 32'd0;
      endcase
    end
    for (int unsigned p = 0; p < 2; p++) begin
      r64[2*p +: 2] = sat_i ? sm5_dsat(r_dcmp[p]) : r_dcmp[p];
    end
  end

  logic sat32;
  assign sat32 = sat_i && (cls == CL_FLOAT || cls == CL_MOVE);

  // unit u's result; VEC_COMPS 4: every component, else merged into the held registers
  logic [NU-1:0][31:0] ru;
  logic [3:0][31:0]    res, res2;
  always_comb begin
    for (int unsigned u = 0; u < NU; u++)
      ru[u] = (cls == CL_DOUBLE) ? r64[cu[u]] : (sat32 ? r_sat32[u] : r32[u]);
    if (VEC_COMPS >= 4) begin
      res  = 128'(ru);
      res2 = 128'(r2);
    end else begin
      res  = res_o;
      res2 = res2_o;
      for (int unsigned u = 0; u < NU; u++) begin
        if (bt_i && bt_v_i[u]) begin
          res[cu[u]]  = ru[u];
          res2[cu[u]] = r2[u];
        end
      end
    end
  end

  // the result register (datapath: no reset; sm5_valu tracks its valid bit)
  always_ff @(posedge clk_i) begin
    res_o  <= res;
    res2_o <= res2;
  end
  assign res_d_o  = res;
  assign res2_d_o = res2;

endmodule

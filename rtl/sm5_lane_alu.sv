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
// Not traced: LANES copies of every unit's internals would dominate the FST; each
// lane's operands and results are visible in sm5_vlane.
/* verilator tracing_off */
module sm5_lane_alu
  import sm5_pkg::*;
#(
  parameter bit DOUBLES = 1'b1   // 0: no f64 compares (dmin, dmax, dmov never reach the lane)
) (
  input  logic                        clk_i,
  input  sm5_op_e                     op_i,
  input  logic                        sat_i,
  input  logic [NSRC-1:0]             neg_i,
  input  logic [NSRC-1:0]             abs_i,
  input  logic [NSRC-1:0][3:0][31:0]  src_i,   // after swizzle, before modifiers
  output logic [3:0][31:0]            res_o,   // registered (one cycle after EX1)
  output logic [3:0][31:0]            res2_o,
  output logic [3:0][31:0]            res_d_o,  // their inputs: the results of this
  output logic [3:0][31:0]            res2_d_o  // cycle's op (bypass into the next EX1)
);

  sm5_opclass_e cls;
  assign cls = op_class(op_i);

  // ---- source modifiers -------------------------------------------------------------

  logic [NSRC-1:0][3:0][31:0] m;
  always_comb begin
    for (int unsigned s = 0; s < NSRC; s++) begin
      for (int unsigned c = 0; c < 4; c++) begin
        unique case (cls)
          CL_FLOAT, CL_MOVE: m[s][c] = sm5_fmod(src_i[s][c], neg_i[s], abs_i[s]);
          CL_INT:            m[s][c] = neg_i[s] ? (32'd0 - src_i[s][c]) : src_i[s][c];
          CL_DOUBLE:         m[s][c] = (c[0]) ? sm5_fmod(src_i[s][c], neg_i[s], abs_i[s])
                                              : src_i[s][c];
          default:           m[s][c] = src_i[s][c];
        endcase
      end
    end
  end

  // ---- per-component units ----------------------------------------------------------
  logic [3:0][31:0] r_fcmp, r_bf, r_int, r_sat32;
  logic [1:0][63:0] r_dcmp;
  logic [3:0][31:0] r32;      // the 32-bit result before _sat
  logic [3:0][31:0] r2;       // second destination (uaddc carry, usubb borrow)
  logic [1:0][63:0] r64;      // the f64 result after _sat

  for (genvar c = 0; c < 4; c++) begin : g_comp
    sm5_fcmp u_fcmp (
      .op_i (op_i), .a_i (m[0][c]), .b_i (m[1][c]), .res_o (r_fcmp[c])
    );
    sm5_bitfield u_bitfield (
      .op_i (op_i), .a_i (m[0][c]), .b_i (m[1][c]), .c_i (m[2][c]), .d_i (m[3][c]),
      .res_o (r_bf[c])
    );
    sm5_intalu u_intalu (
      .op_i (op_i), .a_i (m[0][c]), .b_i (m[1][c]), .res_o (r_int[c])
    );
    sm5_fsat u_fsat (
      .a_i (r32[c]), .res_o (r_sat32[c])
    );
  end

  for (genvar p = 0; p < 2; p++) begin : g_pair
    if (DOUBLES) begin : g_dcmp
      sm5_dcmp u_dcmp (
        .op_i  (op_i),
        .a_i   ({m[0][2*p+1], m[0][2*p]}),
        .b_i   ({m[1][2*p+1], m[1][2*p]}),
        .res_o (r_dcmp[p])
      );
    end else begin : g_no_dcmp
      assign r_dcmp[p] = 64'h0;
    end
  end

  always_comb begin
    for (int unsigned c = 0; c < 4; c++) begin
      unique case (op_i)
        OP_MIN, OP_MAX, OP_EQ, OP_NE, OP_LT, OP_GE, OP_IMIN, OP_IMAX, OP_UMIN, OP_UMAX,
        OP_IEQ, OP_INE, OP_ILT, OP_IGE, OP_ULT, OP_UGE:
          r32[c] = r_fcmp[c];
        OP_UBFE, OP_IBFE, OP_BFI, OP_BFREV, OP_COUNTBITS, OP_FIRSTBIT_LO, OP_FIRSTBIT_HI,
        OP_FIRSTBIT_SHI:
          r32[c] = r_bf[c];
        OP_IADD, OP_INEG, OP_ISHL, OP_ISHR, OP_USHR, OP_AND, OP_OR, OP_XOR, OP_NOT:
          r32[c] = r_int[c];
        OP_MOV:
          r32[c] = m[0][c];
        OP_MOVC:
          r32[c] = (m[0][c] != 32'd0) ? m[1][c] : m[2][c];
        OP_UADDC:
          r32[c] = m[0][c] + m[1][c];
        OP_USUBB:
          r32[c] = m[0][c] - m[1][c];
        OP_SWAPC:   // SPEC 14: dst0 = src0 ? src2 : src1 (dst1 the other one, below)
          r32[c] = (m[0][c] != 32'd0) ? m[2][c] : m[1][c];
        OP_BUFINFO: // the view's size: a constant the loader wrote (source 0)
          r32[c] = m[0][c];
        default:
          r32[c] = 32'd0;
      endcase
      // carry out of the 32-bit sum; borrow when the subtrahend is larger; swapc's dst1
      unique case (op_i)
        OP_UADDC: r2[c] = {31'd0, r32[c] < m[0][c]};
        OP_USUBB: r2[c] = {31'd0, m[0][c] < m[1][c]};
        OP_SWAPC: r2[c] = (m[0][c] != 32'd0) ? m[1][c] : m[2][c];
        default:  r2[c] = 32'd0;
      endcase
    end
    for (int unsigned p = 0; p < 2; p++) begin
      r64[p] = sat_i ? sm5_dsat(r_dcmp[p]) : r_dcmp[p];
    end
  end

  logic sat32;
  assign sat32 = sat_i && (cls == CL_FLOAT || cls == CL_MOVE);

  logic [3:0][31:0] res;
  always_comb begin
    if (cls == CL_DOUBLE) begin
      res = {r64[1], r64[0]};
    end else begin
      for (int unsigned c = 0; c < 4; c++) res[c] = sat32 ? r_sat32[c] : r32[c];
    end
  end

  // the result register (datapath: no reset; sm5_valu tracks its valid bit)
  always_ff @(posedge clk_i) begin
    res_o  <= res;
    res2_o <= r2;
  end
  assign res_d_o  = res;
  assign res2_d_o = r2;

endmodule

// The ALU pipe of one lane (PIPE_ALU): source modifiers by op class, the per-component
// units (f64 ops per component pair .xy / .zw), then _sat, in STAGES register ranks
// (1 to 3, the last the result register; docs/architecture.md, "The lane's ALU in
// stages"). STAGES 1 does it all in EX1; 2 cuts after the units' results; 3 also after
// the decode, the source modifiers and the first halves of the comparator (order keys)
// and the bitfield unit (masks). sm5_vlane builds min(ALU_LAT, 3) stages and delays the
// rest of the latency. Bit-exact with sm5_alu_exec() in cmodel/sm5_alu.c for the ops
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
// unit takes which component this cycle, sm5_vlane selects its operands onto bsrc_i a
// cycle ahead) and each beat's results merge into the result registers. The f64
// compares stay one per pair, on the held EX1 operands.
// Not traced: LANES copies of every unit's internals would dominate the FST; each
// lane's operands and results are visible in sm5_vlane.
/* verilator tracing_off */
module sm5_lane_alu
  import sm5_pkg::*;
#(
  parameter bit          DOUBLES   = 1'b1, // 0: no f64 compares (dmin, dmax, dmov never reach the lane)
  parameter int unsigned VEC_COMPS = 4,
  parameter int unsigned STAGES    = 1,    // register ranks, 1 to 3 (header)
  localparam int unsigned NU       = (VEC_COMPS >= 4) ? 4 : VEC_COMPS   // units per component kind
) (
  input  logic                        clk_i,
  input  sm5_op_e                     op_i,
  input  logic                        sat_i,
  input  logic [NSRC-1:0]             neg_i,
  input  logic [NSRC-1:0]             abs_i,
  input  logic [NSRC-1:0][3:0][31:0]  src_i,   // after swizzle, before modifiers
  // unit u's sources this cycle (its beat's component, sm5_vlane; VEC_COMPS 4: component u)
  input  logic [NSRC-1:0][NU-1:0][31:0] bsrc_i,
  // this cycle's beat (VEC_COMPS < 4): an ALU beat, unit u takes component bt_c_i[u]
  input  logic                        bt_i,
  input  logic [1:0]                  bt_v_i,
  input  logic [1:0][1:0]             bt_c_i,
  output logic [3:0][31:0]            res_o,   // registered (STAGES cycles after EX1)
  output logic [3:0][31:0]            res2_o,
  output logic [3:0][31:0]            res_d_o,  // their inputs: the results of the op
  output logic [3:0][31:0]            res2_d_o  // in the last stage (bypass into the next EX1)
);

  if (STAGES < 1 || STAGES > 3) begin : g_bad_stages
    $error("sm5_lane_alu: STAGES must be 1, 2 or 3");
  end
  localparam bit CUT_MOD  = STAGES >= 3;   // after the decode, modifiers and first halves
  localparam bit CUT_UNIT = STAGES >= 2;   // after the units' results

  // which unit's value is the 32-bit result (one-hot; none: 0), decoded in EX1
  typedef struct packed {
    logic fcmp, bf, int_alu, mov, movc, uaddc, usubb, swapc;
  } rsel_t;

  // what travels with an op (a beat) from stage to stage: to the last stage (late_t),
  // and to stage 2 only
  typedef struct packed {
    logic               dbl;    // an f64 op: the result is the compares'
    logic               sat32;  // f32 _sat (FLOAT and MOVE)
    logic               sat;
    logic               bt;
    logic [1:0]         bt_v;
    logic [NU-1:0][1:0] cu;     // the component unit u works on
  } late_t;
  typedef struct packed {
    sm5_op_e op;
    rsel_t   rs;
    late_t   l;
  } ctl_t;

  // ---- stage 1 (EX1): decode, source modifiers, the units' first halves ----------------
  sm5_opclass_e cls1;
  assign cls1 = op_class(op_i);

  ctl_t c1;
  always_comb begin
    c1.op    = op_i;
    c1.rs    = '0;
    unique case (op_i)
      OP_MIN, OP_MAX, OP_EQ, OP_NE, OP_LT, OP_GE, OP_IMIN, OP_IMAX, OP_UMIN, OP_UMAX,
      OP_IEQ, OP_INE, OP_ILT, OP_IGE, OP_ULT, OP_UGE:
        c1.rs.fcmp = 1'b1;
      OP_UBFE, OP_IBFE, OP_BFI, OP_BFREV, OP_COUNTBITS, OP_FIRSTBIT_LO, OP_FIRSTBIT_HI,
      OP_FIRSTBIT_SHI:
        c1.rs.bf = 1'b1;
      OP_IADD, OP_INEG, OP_ISHL, OP_ISHR, OP_USHR, OP_AND, OP_OR, OP_XOR, OP_NOT:
        c1.rs.int_alu = 1'b1;
      OP_MOV, OP_BUFINFO:   // bufinfo: the view's size, a constant the loader wrote (source 0)
        c1.rs.mov = 1'b1;
      OP_MOVC:  c1.rs.movc  = 1'b1;
      OP_UADDC: c1.rs.uaddc = 1'b1;
      OP_USUBB: c1.rs.usubb = 1'b1;
      OP_SWAPC: c1.rs.swapc = 1'b1;
      default: ;
    endcase
    c1.l.dbl   = cls1 == CL_DOUBLE;
    c1.l.sat32 = sat_i && (cls1 == CL_FLOAT || cls1 == CL_MOVE);
    c1.l.sat   = sat_i;
    c1.l.bt    = bt_i;
    c1.l.bt_v  = bt_v_i;
    for (int unsigned u = 0; u < NU; u++) c1.l.cu[u] = (VEC_COMPS >= 4) ? 2'(u) : bt_c_i[u];
  end

  function automatic logic [31:0] smod(logic [31:0] x, logic neg, logic abs, logic hi);
    unique case (cls1)
      CL_FLOAT, CL_MOVE: return sm5_fmod(x, neg, abs);
      CL_INT:            return neg ? (32'd0 - x) : x;
      CL_DOUBLE:         return hi ? sm5_fmod(x, neg, abs) : x;
      default:           return x;
    endcase
  endfunction

  logic [NSRC-1:0][NU-1:0][31:0] m1;   // unit u's operands
  always_comb begin
    for (int unsigned s = 0; s < NSRC; s++)
      for (int unsigned u = 0; u < NU; u++)
        m1[s][u] = smod(bsrc_i[s][u], neg_i[s], abs_i[s], c1.l.cu[u][0]);
  end

  // the first halves of the comparator and the bitfield unit: keys and masks
  typedef struct packed {
    logic [31:0] pa, pb, kx, ky;   // sm5_fcmp_key
    logic [3:0]  cls;
    logic        eq;
    logic [9:0]  fsel;
    logic [31:0] fmask, ext_mask, imask;   // sm5_bitfield_mask
    logic [4:0]  o;
    logic        w_zero, sbit;
    logic [3:0][3:0] cnt8;
    logic [31:0] lz_in;
    logic [5:0]  bsel;
  } half_t;
  half_t [NU-1:0] h1;
  for (genvar u = 0; u < NU; u++) begin : g_half
    sm5_fcmp_key u_fcmp_key (
      .op_i (op_i), .a_i (m1[0][u]), .b_i (m1[1][u]), .pa_o (h1[u].pa), .pb_o (h1[u].pb),
      .kx_o (h1[u].kx), .ky_o (h1[u].ky), .cls_o (h1[u].cls), .eq_o (h1[u].eq),
      .sel_o (h1[u].fsel)
    );
    sm5_bitfield_mask u_bf_mask (
      .op_i (op_i), .a_i (m1[0][u]), .b_i (m1[1][u]), .c_i (m1[2][u]), .fmask_o (h1[u].fmask),
      .ext_mask_o (h1[u].ext_mask), .imask_o (h1[u].imask), .o_o (h1[u].o),
      .w_zero_o (h1[u].w_zero), .sbit_o (h1[u].sbit), .cnt8_o (h1[u].cnt8),
      .lz_in_o (h1[u].lz_in), .sel_o (h1[u].bsel)
    );
  end

  // ---- cut after the modifiers (STAGES 3) ----------------------------------------------
  ctl_t                          c2;
  logic [NSRC-1:0][NU-1:0][31:0] m2;
  half_t [NU-1:0]                h2;
  if (CUT_MOD) begin : g_cut_mod
    always_ff @(posedge clk_i) begin
      c2 <= c1;
      m2 <= m1;
      h2 <= h1;
    end
  end else begin : g_wire_mod
    assign c2 = c1;
    assign m2 = m1;
    assign h2 = h1;
  end

  // the f64 compares (stage 2), one per pair; their operands, both pairs of sources 0 and
  // 1, come from the held EX1 operands on every beat; at VEC_COMPS 4 they are the units'
  // operands of a double op
  logic [1:0][63:0] d2;   // the f64 compares' results, by pair
  if (DOUBLES) begin : g_dbl
    logic [1:0][1:0][63:0] dop1, dop2;
    always_comb begin
      for (int unsigned s = 0; s < 2; s++)
        for (int unsigned p = 0; p < 2; p++)
          dop1[s][p] = {smod(src_i[s][2*p+1], neg_i[s], abs_i[s], 1'b1), src_i[s][2*p]};
    end
    if (CUT_MOD && VEC_COMPS < 4) begin : g_cut
      always_ff @(posedge clk_i) dop2 <= dop1;
    end else if (CUT_MOD) begin : g_units
      // verilator lint_off UNUSEDSIGNAL
      // the same values as the units' operands, registered there
      logic [1:0][1:0][63:0] unused_dop1;
      assign unused_dop1 = dop1;
      // verilator lint_on UNUSEDSIGNAL
      always_comb begin
        for (int unsigned s = 0; s < 2; s++)
          for (int unsigned p = 0; p < 2; p++) dop2[s][p] = {m2[s][(2*p+1) % NU], m2[s][(2*p) % NU]};
      end
    end else begin : g_wire
      assign dop2 = dop1;
    end
    for (genvar p = 0; p < 2; p++) begin : g_pair
      sm5_dcmp u_dcmp (.op_i (c2.op), .a_i (dop2[0][p]), .b_i (dop2[1][p]), .res_o (d2[p]));
    end
  end else begin : g_no_dbl
    // verilator lint_off UNUSEDSIGNAL
    // the whole EX1 operands feed the f64 compares only (the units take bsrc_i)
    logic unused_src;
    assign unused_src = ^src_i;
    // verilator lint_on UNUSEDSIGNAL
    assign d2 = '0;
  end

  // ---- stage 2: the units' second halves, the f64 compares -----------------------------
  logic [NU-1:0][31:0] r_fcmp, r_bf, r_int;
  logic [NU-1:0][31:0] r32_2;   // the 32-bit result before _sat
  logic [NU-1:0][31:0] r2_2;    // second destination (uaddc carry, usubb borrow, swapc dst1)

  for (genvar u = 0; u < NU; u++) begin : g_comp
    sm5_fcmp_pick u_fcmp_pick (
      .pa_i (h2[u].pa), .pb_i (h2[u].pb), .kx_i (h2[u].kx), .ky_i (h2[u].ky),
      .cls_i (h2[u].cls), .eq_i (h2[u].eq), .sel_i (h2[u].fsel), .res_o (r_fcmp[u])
    );
    sm5_bitfield_pick u_bf_pick (
      .a_i (m2[0][u]), .c_i (m2[2][u]), .d_i (m2[3][u]),
      .fmask_i (h2[u].fmask), .ext_mask_i (h2[u].ext_mask), .imask_i (h2[u].imask),
      .o_i (h2[u].o), .w_zero_i (h2[u].w_zero), .sbit_i (h2[u].sbit), .cnt8_i (h2[u].cnt8),
      .lz_in_i (h2[u].lz_in), .sel_i (h2[u].bsel), .res_o (r_bf[u])
    );
    sm5_intalu u_intalu (
      .op_i (c2.op), .a_i (m2[0][u]), .b_i (m2[1][u]), .res_o (r_int[u])
    );
  end

  always_comb begin
    for (int unsigned u = 0; u < NU; u++) begin
      // uaddc / usubb: the carry and the borrow are bit 32 of a 33-bit sum / difference;
      // movc: src0 ? src1 : src2; swapc (SPEC 14): dst0 = src0 ? src2 : src1, dst1 the other
      logic [32:0] sum, dif;
      logic [31:0] pick12, pick21;
      logic        nz;
      sum    = {1'b0, m2[0][u]} + {1'b0, m2[1][u]};
      dif    = {1'b0, m2[0][u]} - {1'b0, m2[1][u]};
      nz     = m2[0][u] != 32'd0;
      pick12 = nz ? m2[1][u] : m2[2][u];
      pick21 = nz ? m2[2][u] : m2[1][u];
      r32_2[u] = ({32{c2.rs.fcmp}}    & r_fcmp[u]) | ({32{c2.rs.bf}}    & r_bf[u])
               | ({32{c2.rs.int_alu}} & r_int[u])  | ({32{c2.rs.mov}}   & m2[0][u])
               | ({32{c2.rs.movc}}    & pick12)    | ({32{c2.rs.uaddc}} & sum[31:0])
               | ({32{c2.rs.usubb}}   & dif[31:0]) | ({32{c2.rs.swapc}} & pick21);
      r2_2[u]  = ({32{c2.rs.uaddc}} & {31'd0, sum[32]}) | ({32{c2.rs.usubb}} & {31'd0, dif[32]})
               | ({32{c2.rs.swapc}} & pick12);
    end
  end

  // ---- cut after the units (STAGES 2 and 3) --------------------------------------------
  late_t               c3;
  logic [NU-1:0][31:0] r32_3, r2_3;
  logic [1:0][63:0]    d3;
  if (CUT_UNIT) begin : g_cut_unit
    always_ff @(posedge clk_i) begin
      c3    <= c2.l;
      r32_3 <= r32_2;
      r2_3  <= r2_2;
      d3    <= d2;
    end
  end else begin : g_wire_unit
    assign c3    = c2.l;
    assign r32_3 = r32_2;
    assign r2_3  = r2_2;
    assign d3    = d2;
  end

  // ---- last stage: _sat, the merge of a beat into the result registers -----------------
  logic [NU-1:0][31:0] r_sat32;
  for (genvar u = 0; u < NU; u++) begin : g_sat
    sm5_fsat u_fsat (
      .a_i (r32_3[u]), .res_o (r_sat32[u])
    );
  end

  logic [3:0][31:0] r64;      // the f64 results after _sat, by component
  always_comb begin
    for (int unsigned p = 0; p < 2; p++) r64[2*p +: 2] = c3.sat ? sm5_dsat(d3[p]) : d3[p];
  end

  // unit u's result; VEC_COMPS 4: every component, else merged into the held registers
  logic [NU-1:0][31:0] ru;
  logic [3:0][31:0]    res, res2;
  always_comb begin
    for (int unsigned u = 0; u < NU; u++)
      ru[u] = c3.dbl ? r64[c3.cu[u]] : (c3.sat32 ? r_sat32[u] : r32_3[u]);
    if (VEC_COMPS >= 4) begin
      res  = 128'(ru);
      res2 = 128'(r2_3);
    end else begin
      res  = res_o;
      res2 = res2_o;
      for (int unsigned u = 0; u < NU; u++) begin
        if (c3.bt && c3.bt_v[u]) begin
          res[c3.cu[u]]  = ru[u];
          res2[c3.cu[u]] = r2_3[u];
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

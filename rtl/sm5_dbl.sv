// The DBL pipe of the vector ALU (SPEC 12): DP_LANES double units (sm5_dp) serve
// the whole wave, as GPUs run doubles at a fraction of the float rate. Not per lane: it
// sits in sm5_valu beside the lanes and takes their EX1 operands.
//
// Schedule (cmodel: sm5_dbl_groups, sm5_dbl_latency; docs/double-unit.md):
//   EX1 (go_i)   the wave's 2 * LANES doubles (pair p of lane l is double p * LANES + l)
//                load the operand buffer (raw: the source modifiers are applied where a
//                double enters a unit, DP_LANES times rather than 2 * LANES times)
//   next NG      DP_LANES doubles per cycle enter the units (NG = ceil(2 LANES / DP_LANES));
//   cycles       the buffer shifts down by DP_LANES; a double's valid is its lane's
//                execution bit (the unit does not run for masked lanes)
//   +STAGES      each group leaves the units, gets _sat, shifts into the result buffer
//   write        the cycle after the last group: the result buffer, mapped to components
// Latency NG + STAGES + 1, busy NG cycles (the next op loads in the cycle of the last
// group: the load wins, that group was read from the old contents). Both pairs are always
// computed; the write mask decides what lands.
// Component mapping = cmodel sm5_alu.c f64_exec: a double result to pair p; a 32-bit result
// (compares, dtof, dtoi, dtou) to the p-th component of the write mask.
module sm5_dbl
  import sm5_pkg::*;
#(
  parameter int unsigned LANES    = 32,
  parameter int unsigned DP_LANES = (LANES >= 4) ? LANES / 4 : 1,
  parameter int unsigned STAGES   = DP_STAGES,
  parameter bit          CG_BYPASS = 1'b0,   // the clock gates pass-through (FPGA: sm5_clk_gate)
  localparam int unsigned NG      = (2 * LANES + DP_LANES - 1) / DP_LANES,   // groups per op
  localparam int unsigned NE      = NG * DP_LANES,                           // buffer entries
  localparam int unsigned GW      = $clog2(NG + 1)
) (
  input  logic                             clk_i,
  input  logic                             rst_ni,
  input  logic                             go_i,      // EX1 holds a DBL op
  input  sm5_op_e                          op_i,
  input  logic                             sat_i,
  input  logic [2:0]                       neg_i,
  input  logic [2:0]                       abs_i,
  input  logic [3:0]                       mask_i,    // dst_mask (32-bit results)
  input  logic [LANES-1:0]                 lanes_i,   // execution mask
  input  logic [LANES-1:0][2:0][3:0][31:0] opnd_i,    // EX1 operands (swizzled, bypassed)
  output logic [LANES-1:0][3:0][31:0]      res_o,     // the result buffer per lane
  output logic [LANES-1:0][3:0][31:0]      nx_o       // ... what it holds next cycle
);
  if (DP_LANES < 1 || DP_LANES > LANES) begin : g_bad
    $error("sm5_dbl: DP_LANES must be 1 .. LANES");
  end

  typedef struct packed {
    logic        v;
    logic        p;          // its pair (a 32-bit source's modifier depends on it)
    logic [63:0] a, b, c;
  } ent_t;

  // source modifiers by op class (cmodel sm5_alu_src_mod) on a buffer entry: doubles
  // carry the sign in the odd (high) word; a 32-bit source is component p: ftod's f32
  // source as a float, itod's int negated, utod none, dmovc's condition (class double)
  // on an odd component only
  // The modifier is applied as the buffer loads (EX1), not on the feed: in front of the
  // units' first stage it put the op's decode and itod's 32-bit negate (on the low word
  // the multiplier also reads) in series with the product (48 generic gate levels).
  typedef enum logic [2:0] {
    MC_F64,    // a double source: modifier on the high word
    MC_FTOD,   // f32 source: float modifier on the low word
    MC_ITOD,   // int source: two's complement negate
    MC_UTOD,   // uint source: none
    MC_DMOVC   // the condition: float modifier only on an f32 (e.p) condition
  } mcls_e;
  function automatic mcls_e mod_class(sm5_op_e op);
    unique case (op)
      OP_FTOD:  return MC_FTOD;
      OP_ITOD:  return MC_ITOD;
      OP_UTOD:  return MC_UTOD;
      OP_DMOVC: return MC_DMOVC;
      default:  return MC_F64;
    endcase
  endfunction
  function automatic ent_t emod(ent_t e, mcls_e mc, logic [2:0] neg, logic [2:0] abs);
    ent_t r;
    r = e;
    unique case (mc)
      MC_FTOD:  r.a[31:0] = sm5_fmod(e.a[31:0], neg[0], abs[0]);
      MC_ITOD:  r.a[31:0] = neg[0] ? 32'd0 - e.a[31:0] : e.a[31:0];
      MC_UTOD:  r.a[31:0] = e.a[31:0];
      MC_DMOVC: r.a[31:0] = e.p ? sm5_fmod(e.a[31:0], neg[0], abs[0]) : e.a[31:0];
      default:  r.a[63:32] = sm5_fmod(e.a[63:32], neg[0], abs[0]);
    endcase
    r.b[63:32] = sm5_fmod(e.b[63:32], neg[1], abs[1]);
    r.c[63:32] = sm5_fmod(e.c[63:32], neg[2], abs[2]);
    return r;
  endfunction

  // ---- operand buffer ----------------------------------------------------------------
  // (loaded from all lanes in the always_ff below under go_i, not built every clock)
  // Entry d is g_ob[d].q, a register of its own: the simulation then copies only the
  // entries a clock writes, not the whole buffer through a shadow on every clock (as a
  // packed array shifted by element is), and synthesis sees registers (an unpacked array
  // written entry by entry would be inferred as a memory).

  logic [GW-1:0] cnt_q;       // groups still to feed
  logic          feed, last;
  sm5_dp_op_e    dop_q;
  logic          sat_q, r32_q;
  logic [3:0]    mask_q;
  assign feed = cnt_q != '0;
  assign last = cnt_q == GW'(1);

  // Gated clocks (the pipe is idle on most clocks): the group count, the operand buffer
  // and the op's fields change only on go_i or a feed, so their clock runs exactly then
  // (the units' first stage, which hangs on them only, is then not re-evaluated between
  // ops). The units, ucnt_q and the group control beside them (g_q below) share clk_g: it
  // runs from a group's feed to the edge after it leaves the last rank (ucnt_q counts
  // those edges; control: reset), which also clears the units' valid ranks, and in reset
  // (a model that starts with rst_ni low sees no negedge). The result buffer and its
  // format are on a clock that runs only when a group leaves the units (gout.v). So
  // between groups and ops nothing the lanes read changes clock: the simulation does not
  // re-evaluate the lanes for it.
  logic clk_ob;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_ob (.clk_i, .en_i (go_i || feed), .clk_o (clk_ob));
  always_ff @(posedge clk_ob or negedge rst_ni) begin
    if (!rst_ni)   cnt_q <= '0;
    else if (go_i) cnt_q <= GW'(NG);
    else if (feed) cnt_q <= cnt_q - 1'b1;
  end
  localparam int unsigned UW = $clog2(STAGES + 2);
  logic [UW-1:0] ucnt_q;
  logic clk_g, clk_rb;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_g (
    .clk_i, .en_i (feed || ucnt_q != '0 || !rst_ni), .clk_o (clk_g)
  );
  always_ff @(posedge clk_g or negedge rst_ni) begin
    if (!rst_ni)           ucnt_q <= '0;
    else if (feed)         ucnt_q <= UW'(STAGES);
    else if (ucnt_q != '0) ucnt_q <= ucnt_q - 1'b1;
  end
  // entry d loads double d (pair d / LANES of lane d % LANES; the entries past 2 LANES
  // pad the last group) and shifts down by DP_LANES per group fed
  for (genvar d = 0; d < NE; d++) begin : g_ob
    localparam int unsigned L = d % LANES;   // lane
    localparam int unsigned K = d / LANES;   // its pair (components 2K+1:2K; 2+: padding)
    localparam int unsigned NXT = (d + DP_LANES < NE) ? d + DP_LANES : d;   // shifts in
    ent_t q;
    always_ff @(posedge clk_ob) begin
      if (go_i) begin
        if (d < 2 * LANES) begin
          q <= emod('{v: lanes_i[L],
                      p: K == 1,
                      a: op_src32(op_i) ? {32'd0, opnd_i[L][0][K]} : opnd_i[L][0][2 * K +: 2],
                      b: opnd_i[L][1][2 * K +: 2],
                      c: opnd_i[L][2][2 * K +: 2]}, mod_class(op_i), neg_i, abs_i);
        end else begin
          q <= '0;
        end
      end else if (feed && NXT != d) begin
        q <= g_ob[NXT].q;
      end
    end
  end

  always_ff @(posedge clk_ob) begin
    if (go_i) begin
      dop_q  <= op_dp_op(op_i);
      sat_q  <= sat_i && !op_res32(op_i);   // no _sat form for a 32-bit result
      r32_q  <= op_res32(op_i);
      mask_q <= mask_i;
    end
  end

  // ---- the units ---------------------------------------------------------------------
  logic [DP_LANES-1:0][63:0] ures;
  for (genvar u = 0; u < DP_LANES; u++) begin : g_unit
    // verilator lint_off UNUSEDSIGNAL
    ent_t f;   // (its v and p have done their part: the valid below, the modifier)
    // verilator lint_on UNUSEDSIGNAL
    assign f = g_ob[u].q;
    // verilator lint_off UNUSEDSIGNAL
    logic uvalid;   // the group's timing rides in gv_q (a masked double has no valid)
    // verilator lint_on UNUSEDSIGNAL
    sm5_dp #(.STAGES(STAGES)) u_dp (
      .clk_i (clk_g), .rst_ni,
      .valid_i (feed && g_ob[u].q.v),
      .op_i    (dop_q),
      .a_i     (f.a),
      .b_i     (f.b),
      .c_i     (f.c),
      .valid_o (uvalid),
      .res_o   (ures[u])
    );
  end

  // ---- the group's control beside the units: valid, last, format ------------------------
  typedef struct packed {
    logic       v, last, sat, r32;
    logic [3:0] mask;
  } gctl_t;
  gctl_t gin, gout;
  assign gin = '{v: feed, last: last, sat: sat_q, r32: r32_q, mask: mask_q};
  if (STAGES == 0) begin : g_comb
    assign gout = gin;
  end else begin : g_dly
    gctl_t [STAGES-1:0] g_q;
    always_ff @(posedge clk_g or negedge rst_ni) begin
      if (!rst_ni) g_q <= '0;
      else begin
        g_q[0] <= gin;
        for (int unsigned i = 1; i < STAGES; i++) g_q[i] <= g_q[i-1];
      end
    end
    assign gout = g_q[STAGES-1];
  end

  // ---- result buffer and the per-lane view --------------------------------------------
  // Entry k is g_rb[k].q, loaded only when a group leaves the units (gout.v): registers of
  // their own (as g_ob), so the simulation does no whole-buffer copy between groups. rb_in:
  // the units' outputs (_sat applied), the top DP_LANES entries' input.
  logic [DP_LANES-1:0][63:0] rb_in;
  logic              fr32_q, fr32_d;
  logic [3:0]        fmask_q, fmask_d;
  always_comb begin
    for (int unsigned u = 0; u < DP_LANES; u++) begin
      rb_in[u] = gout.sat ? sm5_dsat(ures[u]) : ures[u];
    end
  end
  always_comb begin
    fr32_d  = fr32_q;
    fmask_d = fmask_q;
    if (gout.v && gout.last) begin
      fr32_d  = gout.r32;
      fmask_d = gout.mask;
    end
  end
  for (genvar k = 0; k < NE; k++) begin : g_rb
    logic [63:0] q, d;   // d: q after this clock when a group shifts in
    if (k + DP_LANES < NE) begin : g_sh
      assign d = g_rb[k + DP_LANES].q;
    end else begin : g_top
      assign d = rb_in[k + DP_LANES - NE];
    end
    always_ff @(posedge clk_rb) begin
      if (gout.v) q <= d;
    end
  end
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_rb (.clk_i, .en_i (gout.v), .clk_o (clk_rb));
  always_ff @(posedge clk_rb) begin
    fr32_q  <= fr32_d;
    fmask_q <= fmask_d;
  end

  function automatic logic [3:0][31:0] lane_view(logic [63:0] lo, logic [63:0] hi, logic r32,
                                                 logic [3:0] mask);
    logic [3:0][31:0] v;
    int unsigned k;
    if (!r32) return {hi, lo};
    k = 0;
    for (int unsigned c = 0; c < 4; c++) begin
      v[c] = (k == 0) ? lo[31:0] : hi[31:0];
      if (mask[c]) k = k + 1;
    end
    return v;
  endfunction

  // nx_o: res_o unless a group shifts in this clock (fr32 and fmask change only then)
  for (genvar l = 0; l < LANES; l++) begin : g_view
    always_comb begin
      res_o[l] = lane_view(g_rb[l].q, g_rb[LANES + l].q, fr32_q, fmask_q);
      nx_o[l]  = gout.v ? lane_view(g_rb[l].d, g_rb[LANES + l].d, fr32_d, fmask_d) : res_o[l];
    end
  end
endmodule

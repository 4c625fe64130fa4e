// The DDIV pipe of the vector ALU (SPEC 12: ddiv, drcp): DP_LANES iterative double
// dividers (sm5_dpdiv) serve the whole wave, beside the lanes in sm5_valu (as sm5_dbl).
//
// Schedule (cmodel sm5_cycle.c, the DDIV part; docs/double-unit.md):
//   EX1 (go_i)  the wave's 2 * LANES doubles (pair p of lane l is double p * LANES + l)
//               load the operand buffer (raw: the modifiers apply where a double starts)
//   next cycle  the first group of DP_LANES doubles starts (a double of a masked lane
//               does not start); the buffer shifts down by DP_LANES at each start
//   a group     ends in the cycle its slowest started divider is done (done_o of
//               sm5_dpdiv: sm5_dpdiv_cycles after its start; a group with no double
//               started ends the cycle after its start); its results (_sat) shift into
//               the result buffer and the next group starts in that same cycle
//   done_o      from the cycle after the last group: the result buffer is complete and
//               held until the next go_i; sm5_valu writes it in a free slot
// Total: go + 2 + the sum over groups of the group's longest divide.
module sm5_ddiv
  import sm5_pkg::*;
#(
  parameter int unsigned LANES    = 32,
  parameter int unsigned DP_LANES = (LANES >= 4) ? LANES / 4 : 1,
  parameter int unsigned BITS     = DPDIV_BITS,
  parameter bit          CG_BYPASS = 1'b0,   // the clock gate a pass-through (FPGA: sm5_clk_gate)
  localparam int unsigned NG      = (2 * LANES + DP_LANES - 1) / DP_LANES,   // groups per op
  localparam int unsigned NE      = NG * DP_LANES,                           // buffer entries
  localparam int unsigned GW      = $clog2(NG + 1)
) (
  input  logic                             clk_i,
  input  logic                             rst_ni,
  input  logic                             go_i,      // EX1 holds a DDIV op
  input  sm5_op_e                          op_i,      // OP_DDIV or OP_DRCP
  input  logic                             sat_i,
  input  logic [1:0]                       neg_i,
  input  logic [1:0]                       abs_i,
  input  logic [LANES-1:0]                 lanes_i,   // execution mask
  input  logic [LANES-1:0][1:0][3:0][31:0] opnd_i,    // EX1 operands (swizzled, bypassed)
  output logic                             done_o,    // res_o holds the op's results
  output logic [LANES-1:0][3:0][31:0]      res_o
);
  if (DP_LANES < 1 || DP_LANES > LANES) begin : g_bad
    $error("sm5_ddiv: DP_LANES must be 1 .. LANES");
  end

  typedef struct packed {
    logic        v;
    logic [63:0] a, b;
  } ent_t;

  // ---- operand buffer (raw); drcp's one source is the divisor (sm5_dpdiv: 1.0 / b)
  logic rcp;
  assign rcp = op_i == OP_DRCP;
  // loaded from all lanes under go_i (below), not built every clock. Entry d is g_ob[d].q,
  // a register of its own: the simulation copies only the entries a clock writes, not the
  // whole buffer through a shadow on every clock (as for a packed array shifted by
  // element); synthesis sees registers (an unpacked array would become a memory).

  // ---- group control -------------------------------------------------------------------
  logic [GW-1:0]       left_q;     // groups not started yet
  logic                first_q;    // the first group starts this cycle
  logic                act_q;      // a group runs
  logic [DP_LANES-1:0] run_q;      // ... and these dividers of it are not done yet
  logic                done_q, rcp_q, sat_q;
  logic [1:0]          neg_q, abs_q;   // b's modifiers: src1's, drcp's src0's
  logic [DP_LANES-1:0] udone;
  logic [DP_LANES-1:0][63:0] ures;
  logic                fin, start;
  logic [DP_LANES-1:0] ob_v;       // the first group's valid bits (g_ob below)
  assign fin   = act_q && ((run_q & ~udone) == '0);
  assign start = first_q || (fin && left_q != '0);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      left_q  <= '0;
      first_q <= 1'b0;
      act_q   <= 1'b0;
      run_q   <= '0;
    end else if (go_i) begin
      left_q  <= GW'(NG);
      first_q <= 1'b1;
      act_q   <= 1'b0;
      run_q   <= '0;
    end else begin
      first_q <= 1'b0;
      if (start) begin
        left_q <= left_q - 1'b1;
        act_q  <= 1'b1;
        for (int unsigned u = 0; u < DP_LANES; u++) run_q[u] <= ob_v[u];
      end else begin
        if (fin) act_q <= 1'b0;
        run_q <= run_q & ~udone;
      end
    end
  end
  // The outputs (done_q and the result buffer) on a clock of their own that runs only on
  // go_i and at a group's end (and in reset: done_q has one), so while the dividers work
  // nothing the vector ALU and the lanes read changes clock: the simulation does not
  // re-evaluate them on every iteration.
  logic clk_r;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg_r (
    .clk_i, .en_i (go_i || fin || !rst_ni), .clk_o (clk_r)
  );
  always_ff @(posedge clk_r or negedge rst_ni) begin
    if (!rst_ni)                  done_q <= 1'b0;
    else if (go_i)                done_q <= 1'b0;
    else if (fin && left_q == '0) done_q <= 1'b1;
  end
  // entry d: double d (pair d / LANES of lane d % LANES; past 2 LANES the last group's
  // padding), shifted down by DP_LANES at each start
  for (genvar d = 0; d < NE; d++) begin : g_ob
    localparam int unsigned L = d % LANES;   // lane
    localparam int unsigned K = d / LANES;   // its pair (components 2K+1:2K; 2+: padding)
    localparam int unsigned NXT = (d + DP_LANES < NE) ? d + DP_LANES : d;   // shifts in
    ent_t q;
    always_ff @(posedge clk_i) begin
      if (go_i) begin
        if (d < 2 * LANES) begin
          q <= '{v: lanes_i[L],
                 a: opnd_i[L][0][2 * K +: 2],
                 b: opnd_i[L][rcp ? 0 : 1][2 * K +: 2]};
        end else begin
          q <= '0;
        end
      end else if (start && NXT != d) begin
        q <= g_ob[NXT].q;
      end
    end
  end
  for (genvar u = 0; u < DP_LANES; u++) begin : g_obv
    assign ob_v[u] = g_ob[u].q.v;
  end
  always_ff @(posedge clk_i) begin
    if (go_i) begin
      rcp_q <= rcp;
      sat_q <= sat_i;
      neg_q <= {rcp ? neg_i[0] : neg_i[1], neg_i[0]};
      abs_q <= {rcp ? abs_i[0] : abs_i[1], abs_i[0]};
    end
  end

  // ---- the dividers ------------------------------------------------------------------
  // on a gated clock: a group's start, then act_q until fin (every running divider's
  // done pulse comes while act_q is high, and the edge that ends the fin cycle clears
  // the last one); idle, not started, a divider's registers hold anyway
  logic clk_u;
  sm5_clk_gate #(.BYPASS(CG_BYPASS)) u_cg (.clk_i, .en_i (start || act_q), .clk_o (clk_u));
  for (genvar u = 0; u < DP_LANES; u++) begin : g_unit
    // verilator lint_off UNUSEDSIGNAL
    logic ubusy;   // a start comes only when the group is done (fin): never while busy
    // verilator lint_on UNUSEDSIGNAL
    sm5_dpdiv #(.BITS(BITS)) u_div (
      .clk_i (clk_u), .rst_ni,
      .start_i (start && g_ob[u].q.v),
      .rcp_i   (rcp_q),
      // the source modifiers: doubles carry the sign in the high word
      .a_i     ({sm5_fmod(g_ob[u].q.a[63:32], neg_q[0], abs_q[0]), g_ob[u].q.a[31:0]}),
      .b_i     ({sm5_fmod(g_ob[u].q.b[63:32], neg_q[1], abs_q[1]), g_ob[u].q.b[31:0]}),
      .busy_o  (ubusy),
      .done_o  (udone[u]),
      .res_o   (ures[u])
    );
  end

  // ---- result buffer: a finished group shifts in at the top ------------------------------
  // (entry k is g_rb[k].q, loaded only when a group finishes: no whole-buffer copy on
  // the other clocks)
  for (genvar k = 0; k < NE; k++) begin : g_rb
    logic [63:0] q;
    if (k + DP_LANES < NE) begin : g_sh
      always_ff @(posedge clk_r) begin
        if (fin) q <= g_rb[k + DP_LANES].q;
      end
    end else begin : g_top
      always_ff @(posedge clk_r) begin
        if (fin) q <= sat_q ? sm5_dsat(ures[k + DP_LANES - NE]) : ures[k + DP_LANES - NE];
      end
    end
  end
  for (genvar l = 0; l < LANES; l++) begin : g_res
    assign res_o[l] = {g_rb[LANES + l].q, g_rb[l].q};
  end
  assign done_o = done_q;
endmodule

// Iterative binary64 divide and reciprocal of one double lane (SPEC 12): ddiv
// a / b and drcp 1 / b (P-25: correctly rounded), denorms honoured and produced, round to
// nearest even once, P-16 NaN. The double twin of sm5_divsqrt: a restoring digit
// recurrence with BITS radix-2 steps per cycle on the normalised significands, 56
// quotient bits (53, a guard bit, one for a quotient below 1, one spare) and the
// remainder as the sticky bit, then the shared rounding core (sm5_dplead, sm5_dpnorm, sm5_dppack).
//
// Interface
//   start_i   takes rcp_i, a_i, b_i; only while busy_o is low (ignored otherwise)
//   rcp_i     1: drcp (a_i ignored: 1.0 / b_i); 0: ddiv a_i / b_i
//   a_i, b_i  operands after the source modifiers
//   done_o    one-cycle pulse with res_o, exactly N cycles after the start cycle,
//             N = sm5_dpdiv_cycles(rcp, a, b, BITS) (cmodel/sm5_dp_unit.h)
//   res_o     held until the next done
//   busy_o    high in cycles 1 .. N-1 after a start: a new start is taken in the done cycle
// Schedule (cycle 0 = start):
//   a special operand (NaN, INF or zero: a or b of ddiv, b of drcp): result registered in
//   cycle 0, N = 1;
//   otherwise: set-up in cycle 0 (denorm significands normalised), K = 56 / BITS
//   iterations, two rounding cycles (normalise; round and pack): N = K + 3. The rounding
//   is cut in two because as one cycle it was the double divider's deepest path.
module sm5_dpdiv #(
  parameter int unsigned BITS = sm5_pkg::DPDIV_BITS  // radix-2 steps per cycle: 1, 2, 4, 8
) (
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic        start_i,
  input  logic        rcp_i,
  input  logic [63:0] a_i,
  input  logic [63:0] b_i,
  output logic        busy_o,
  output logic        done_o,
  output logic [63:0] res_o
);
  localparam int unsigned QB = 56;
  localparam int unsigned K  = QB / BITS;
  localparam logic [63:0] F64_NAN = 64'h7FF8_0000_0000_0000;   // P-16
  localparam logic [63:0] F64_ONE = 64'h3FF0_0000_0000_0000;

  typedef enum logic [1:0] {
    ST_IDLE  = 2'd0,
    ST_ITER  = 2'd1,
    ST_ROUND = 2'd2,   // normalise (sm5_dplead, sm5_dpnorm) into the p_* registers
    ST_PACK  = 2'd3    // round and pack (sm5_dppack) from them
  } state_e;

  state_e state_q, state_d;
  logic   done_q, done_d;

  // data registers (no reset: loaded by the start that leaves ST_IDLE)
  logic [5:0]         cnt_q, cnt_d;     // iterations left after the current one
  logic               sign_q, sign_d;
  logic signed [13:0] t_q, t_d;         // denorm boundary of the quotient (sm5_dplead)
  logic [53:0]        rem_q, rem_d;     // partial remainder, < 2 * den
  logic [52:0]        den_q, den_d;
  logic [QB-1:0]      quo_q, quo_d;
  logic [63:0]        res_q, res_d;
  logic [52:0]        p_sig_q;          // ST_ROUND's normalised quotient, for ST_PACK
  logic               p_guard_q, p_st_q;
  logic [12:0]        p_ebase_q;

  // ---- set-up: classes, specials, normalised significands ----------------------------
  logic [63:0] x;
  assign x = rcp_i ? F64_ONE : a_i;

  logic xn, yn, xi, yi, x0, y0, s;
  assign xn = &x[62:52] & (|x[51:0]);
  assign yn = &b_i[62:52] & (|b_i[51:0]);
  assign xi = &x[62:52] & ~(|x[51:0]);
  assign yi = &b_i[62:52] & ~(|b_i[51:0]);
  assign x0 = ~(|x[62:0]);
  assign y0 = ~(|b_i[62:0]);
  assign s  = x[63] ^ b_i[63];

  logic        spec;
  logic [63:0] spec_res;
  always_comb begin
    spec = 1'b1;
    if (xn | yn) spec_res = F64_NAN;
    else if (xi) spec_res = yi ? F64_NAN : {s, 11'h7FF, 52'b0};   // INF/INF, INF/x
    else if (yi) spec_res = {s, 63'b0};                           // x/INF
    else if (y0) spec_res = x0 ? F64_NAN : {s, 11'h7FF, 52'b0};   // 0/0, x/0
    else if (x0) spec_res = {s, 63'b0};
    else begin
      spec = 1'b0;
      spec_res = F64_NAN;
    end
  end

  // significands to [2^52, 2^53), their leading zeros (sm5_lzc) taken off the exponent
  logic [52:0]        sx, sy, mx, my;
  logic [5:0]         lzx, lzy;
  logic               zx, zy;   // zero operands are specials: never normalised
  logic signed [13:0] ex, ey;
  assign sx = {|x[62:52], x[51:0]};
  assign sy = {|b_i[62:52], b_i[51:0]};
  sm5_lzc #(.W(53)) u_lzx (.in_i(sx), .cnt_o(lzx), .zero_o(zx));
  sm5_lzc #(.W(53)) u_lzy (.in_i(sy), .cnt_o(lzy), .zero_o(zy));
  always_comb begin
    mx = sx << lzx;
    my = sy << lzy;
    ex = 14'(signed'({3'b0, (|x[62:52]) ? x[62:52] : 11'd1})) - 14'(signed'({8'b0, lzx}));
    ey = 14'(signed'({3'b0, (|b_i[62:52]) ? b_i[62:52] : 11'd1})) - 14'(signed'({8'b0, lzy}));
  end

  logic unused;
  assign unused = zx ^ zy;

  // ---- BITS restoring steps --------------------------------------------------------------
  logic [53:0]   it_rem;
  logic [QB-1:0] it_quo;
  always_comb begin
    it_rem = rem_q;
    it_quo = quo_q;
    for (int unsigned i = 0; i < BITS; i++) begin
      logic ge;
      ge = it_rem >= {1'b0, den_q};
      if (ge) it_rem = it_rem - {1'b0, den_q};
      it_rem = {it_rem[52:0], 1'b0};
      it_quo = {it_quo[QB-2:0], ge};
    end
  end

  // ---- rounding: quo * 2^(ex - ey - 55), sticky = remainder != 0 -------------------------
  logic [52:0] r_sig;
  logic        r_guard, r_st;
  logic [12:0] r_ebase;
  logic [63:0] r_res;
  // computed in ST_ROUND only (en_i; the simulation skips it during the iterations), loaded
  // into p_* there for ST_PACK
  logic round;
  assign round = state_q == ST_ROUND;
  localparam int unsigned QSW = $clog2(2 * QB + 1);
  logic signed [14:0] r_lsb;
  logic [QSW-1:0]     r_rsc;
  sm5_dplead #(.W(QB), .SW(QSW)) u_lead (
    .en_i(round), .m_i(quo_q), .t_i(t_q), .lsb_o(r_lsb), .rsc_o(r_rsc), .ebase_o(r_ebase)
  );
  sm5_dpnorm #(.W(QB), .SW(QSW)) u_norm (
    .en_i(round), .m_i(quo_q), .sticky_i(|rem_q), .lsb_i(r_lsb), .rsc_i(r_rsc), .sig_o(r_sig),
    .guard_o(r_guard), .sticky_o(r_st)
  );
  sm5_dppack u_pack (
    .sign_i(sign_q), .sig_i(p_sig_q), .guard_i(p_guard_q), .sticky_i(p_st_q), .ebase_i(p_ebase_q),
    .res_o(r_res)
  );

  always_comb begin
    state_d = state_q;
    done_d  = 1'b0;
    cnt_d   = cnt_q;
    sign_d  = sign_q;
    t_d     = t_q;
    rem_d   = rem_q;
    den_d   = den_q;
    quo_d   = quo_q;
    res_d   = res_q;
    unique case (state_q)
      ST_IDLE: begin
        if (start_i) begin
          if (spec) begin
            res_d  = spec_res;
            done_d = 1'b1;
          end else begin
            state_d = ST_ITER;
            cnt_d   = 6'(K - 1);
            sign_d  = s;
            // -1074 - (ex - 1075 - (ey - 1075) - 55)
            t_d     = -14'sd1019 - ex + ey;
            rem_d   = {1'b0, mx};
            den_d   = my;
            quo_d   = '0;
          end
        end
      end
      ST_ITER: begin
        rem_d = it_rem;
        quo_d = it_quo;
        cnt_d = cnt_q - 6'd1;
        if (cnt_q == 6'd0) state_d = ST_ROUND;
      end
      ST_ROUND: state_d = ST_PACK;
      ST_PACK: begin
        res_d   = r_res;
        done_d  = 1'b1;
        state_d = ST_IDLE;
      end
      default: state_d = ST_IDLE;
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= ST_IDLE;
      done_q  <= 1'b0;
    end else begin
      state_q <= state_d;
      done_q  <= done_d;
    end
  end

  always_ff @(posedge clk_i) begin
    cnt_q  <= cnt_d;
    sign_q <= sign_d;
    t_q    <= t_d;
    rem_q  <= rem_d;
    den_q  <= den_d;
    quo_q  <= quo_d;
    res_q  <= res_d;
    if (round) begin
      p_sig_q   <= r_sig;
      p_guard_q <= r_guard;
      p_st_q    <= r_st;
      p_ebase_q <= r_ebase;
    end
  end

  assign busy_o = state_q != ST_IDLE;
  assign done_o = done_q;
  assign res_o  = res_q;
endmodule

// The beats of the ALU, CVT and FMA pipes when a lane computes VEC_COMPS (1 or 2)
// components per cycle: an op's written components (unit_comps, ascending) go through the
// lane's VEC_COMPS units of its pipe, VEC_COMPS per cycle from EX1 on, in
// beats(op) = ceil(n / VEC_COMPS) cycles. EX1's operand registers hold the op meanwhile:
// dispatch waits until the last beat is in EX1 (busy_o, from the op's dispatch), so no
// op enters EX1 behind it. The lanes merge each beat's results into their result
// registers; the pipe's control takes the op in further back (lat_extra_vc), so its write
// comes beats - 1 cycles later. The lanes register the beat controls of the next cycle
// themselves (_nx). VEC_COMPS 4 has no beats: every output is 0.
module sm5_pipe_beat
  import sm5_pkg::*;
  import sm5_lane_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned VEC_COMPS = 4
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             ds_go_i,    // an op dispatches
  input  sm5_uop_t         ds_uop_i,
  input  logic             rd_go_i,    // RD holds an op (EX1 next cycle)
  input  sm5_pipe_e        rd_pipe_i,
  input  sm5_uop_t         rd_uop_i,
  input  logic             go_i,       // EX1 holds an op
  input  sm5_pipe_e        ex_pipe_i,
  input  sm5_uop_t         ex_uop_i,
  output logic             busy_o,     // beats of the last op still to enter EX1
  output sm5_beat_e        pipe_nx_o,
  output logic [1:0]       v_nx_o,
  output logic [1:0][1:0]  c_nx_o
);
  function automatic sm5_beat_e beat_of(sm5_pipe_e p);
    unique case (p)
      PIPE_ALU: return BEAT_ALU;
      PIPE_CVT: return BEAT_CVT;
      PIPE_FMA: return BEAT_FMA;
      default:  return BEAT_NONE;
    endcase
  endfunction

  if (VEC_COMPS >= 4) begin : g_none
    // verilator lint_off UNUSEDSIGNAL
    // no beats: the inputs are not needed
    logic unused;
    assign unused = ^{clk_i, rst_ni, ds_go_i, ds_uop_i, rd_go_i, rd_pipe_i, rd_uop_i, go_i,
                      ex_pipe_i, ex_uop_i};
    // verilator lint_on UNUSEDSIGNAL
    assign busy_o    = 1'b0;
    assign pipe_nx_o = BEAT_NONE;
    assign v_nx_o    = '0;
    assign c_nx_o    = '0;
  end else begin : g_beats
    // the first VEC_COMPS components of m: which unit takes which, and what is left
    function automatic logic [9:0] take(logic [3:0] m);
      logic [3:0]      r;
      logic [1:0]      v;
      logic [1:0][1:0] c;
      r = m;
      v = '0;
      c = '0;
      for (int unsigned u = 0; u < VEC_COMPS; u++) begin
        if (r != '0) begin
          v[u] = 1'b1;
          c[u] = low_comp(r);
          r[low_comp(r)] = 1'b0;
        end
      end
      return {r, v, c};
    endfunction

    logic [1:0]  occ_q;                 // beats of the dispatched op still to enter EX1
    logic [3:0]  rem_q, rem_d;          // components of the op in EX1 still to come
    sm5_beat_e   pipe_q, pipe_d;
    // take(): {rest, v, c}
    // verilator lint_off UNUSEDSIGNAL
    // this cycle's unit selects reach the lanes as last cycle's _nx (now_t: its rest
    // only); the rest after next cycle's beat is worked out then (nx_t: its selects only)
    logic [9:0]  now_t, nx_t;
    // verilator lint_on UNUSEDSIGNAL

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni)           occ_q <= '0;
      else if (ds_go_i)      occ_q <= 2'(beats(ds_uop_i, VEC_COMPS) - 1);
      else if (occ_q != '0)  occ_q <= occ_q - 1'b1;
    end
    assign busy_o = occ_q != '0;

    // a beat is the op entering EX1 (this cycle: from RD last cycle; next cycle: from RD
    // now) or else the rest of the op before it
    logic ex_enter, rd_enter;
    assign ex_enter = go_i && beat_pipe(ex_pipe_i);
    assign rd_enter = rd_go_i && beat_pipe(rd_pipe_i);
    always_comb begin
      now_t  = take(ex_enter ? unit_comps(ex_uop_i) : rem_q);
      pipe_d = ex_enter ? beat_of(ex_pipe_i) : pipe_q;
      rem_d  = now_t[9:6];
    end
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        rem_q  <= '0;
        pipe_q <= BEAT_NONE;
      end else begin
        rem_q  <= rem_d;
        pipe_q <= pipe_d;
      end
    end

    always_comb begin
      nx_t      = take(rd_enter ? unit_comps(rd_uop_i) : rem_d);
      pipe_nx_o = rd_enter ? beat_of(rd_pipe_i) : (rem_d != '0) ? pipe_d : BEAT_NONE;
      v_nx_o = nx_t[5:4];
      c_nx_o = nx_t[3:0];
    end
  end
endmodule

// The DIV pipe's control (div, sqrt, udiv; iterative): the op's written components go
// one after the other through every lane's sm5_divsqrt (sm5_lane_div), each until every
// lane has finished (fin_i); then the result asks for write slots (sm5_pipe_wbreq).
// The lanes register the next cycle's start controls themselves (_nx), so the dividers'
// set-up hangs on lane registers only.
module sm5_pipe_div
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned LANES = 32
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             go_i,        // EX1 holds a DIV op
  input  sm5_uop_t         ex_uop_i,
  input  logic [TAG_W-1:0] tag_i,
  input  wrinfo_t          wr_i,
  input  logic             rd_go_i,     // RD holds a DIV op (EX1 next cycle)
  input  sm5_uop_t         rd_uop_i,
  input  logic [LANES-1:0] fin_i,       // the lane's divider is done with the component
  input  logic             gnt_i,
  output pipe_port_t       port_o,
  output logic             sel1_o,
  output logic             sel2_o,
  // lane controls (sm5_lane_pkg: dv_*)
  output logic             start_o,
  output logic             start_ex_nx_o,
  output logic [1:0]       start_c_nx_o,
  output logic             cap_o,
  output logic [1:0]       cap_c_o
);
  logic       act, req, phase, last;
  logic [TAG_W-1:0] tag;
  wrinfo_t    wr;
  logic [3:0] rem_q, rem_nx;
  logic [1:0] cur_q, start_c;
  logic       wait_q, rdy_q, wave_done;

  sm5_pipe_wbreq u_wbreq (
    .clk_i, .rst_ni, .go_i, .tag_i, .wr_i, .done_i (rdy_q), .gnt_i,
    .act_o (act), .req_o (req), .phase_o (phase), .last_o (last),
    .sel1_o, .sel2_o, .tag_o (tag), .wr_o (wr)
  );

  always_comb begin
    wave_done = wait_q && (&fin_i);
    start_o   = go_i || (wave_done && rem_q != '0);
    start_c   = go_i ? low_comp(unit_comps(ex_uop_i)) : low_comp(rem_q);
    rem_nx    = rem_q;
    if (go_i) rem_nx = unit_comps(ex_uop_i) & ~(4'b0001 << start_c);
    else if (wave_done && rem_q != '0) rem_nx[start_c] = 1'b0;
    // (go after the clock: the op in RD goes to EX1)
    start_ex_nx_o = rd_go_i;
    start_c_nx_o  = rd_go_i ? low_comp(unit_comps(rd_uop_i)) : low_comp(rem_nx);
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      wait_q <= 1'b0;
      rdy_q  <= 1'b0;
      rem_q  <= '0;
    end else begin
      rem_q <= rem_nx;
      if (go_i) begin
        wait_q <= 1'b1;
        rdy_q  <= 1'b0;
      end else begin
        if (wave_done && rem_q == '0) begin
          wait_q <= 1'b0;
          rdy_q  <= 1'b1;
        end
        if (last) rdy_q <= 1'b0;
      end
    end
  end
  always_ff @(posedge clk_i) begin
    if (start_o) cur_q <= start_c;
  end

  assign cap_o   = wave_done;
  assign cap_c_o = cur_q;

  assign port_o = var_port(act, act, act, req, phase, tag, wr);
endmodule

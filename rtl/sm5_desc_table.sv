// Descriptor table: one sm5_desc_t per slot (u0..u7 = 0..7, g0..g7 = 8..15), written by
// the host port before a run; the hidden alloc/consume counters are updated in place by
// the unit. Two combinational read ports: the request's slot and the host's slot,
// plus the counter of the slot in the execute stage.
module sm5_desc_table
  import sm5_pkg::*;
(
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic        we_i,          // host write (has priority)
  input  logic [3:0]  wslot_i,
  input  sm5_desc_t   wdesc_i,
  input  logic        cnt_we_i,      // counter update from the unit
  input  logic [3:0]  cnt_slot_i,
  input  logic [31:0] cnt_i,
  input  logic [3:0]  rslot_a_i,
  output sm5_desc_t   rdesc_a_o,
  input  logic [3:0]  rslot_b_i,
  output sm5_desc_t   rdesc_b_o,
  input  logic [3:0]  rslot_c_i,
  output logic [31:0] rcnt_c_o
);
  sm5_desc_t [NRES-1:0] desc_q, desc_d;

  always_comb begin
    desc_d = desc_q;
    if (cnt_we_i) desc_d[cnt_slot_i].counter = cnt_i;
    if (we_i)     desc_d[wslot_i] = wdesc_i;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) desc_q <= '0;
    else         desc_q <= desc_d;
  end

  assign rdesc_a_o = desc_q[rslot_a_i];
  assign rdesc_b_o = desc_q[rslot_b_i];
  assign rcnt_c_o  = desc_q[rslot_c_i].counter;
endmodule

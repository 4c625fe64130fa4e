// The MEM pipe's request queue (loads, stores, atomics): a circular queue of MQ_DEPTH ops
// from EX1 to sm5_mem_unit, each entry the op's tag and micro-op and per lane its source
// operands 0-2 (a memory op reads at most three: address, value or compare, new value),
// copied from the lanes' EX1 registers at the end of the op's EX1 cycle. The memory
// unit's results come back through sm5_valu's write-back (mwb_*), not through this port.
module sm5_pipe_mem
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned LANES    = 32,
  parameter int unsigned MQ_DEPTH = 3,
  localparam int unsigned MQCW    = $clog2(MQ_DEPTH + 1)
) (
  input  logic                                  clk_i,
  input  logic                                  rst_ni,
  input  logic                                  go_i,      // EX1 holds a memory op
  input  logic [TAG_W-1:0]                      tag_i,
  input  sm5_uop_t                              uop_i,
  input  logic [2:0][3:0][31:0]                 opnd_i [LANES],
  output logic                                  req_valid_o,
  input  logic                                  req_ready_i,
  output logic [TAG_W-1:0]                      req_tag_o,
  output sm5_uop_t                              req_uop_o,
  /* verilator tracing_off */
  output logic [LANES-1:0][NSRC-1:0][3:0][31:0] req_src_o,
  /* verilator tracing_on */
  output logic [MQCW-1:0]                       cnt_o,     // entries held
  output logic                                  pop_o,     // the memory unit takes one
  output pipe_port_t                            port_o
);
  localparam int unsigned MQW = (MQ_DEPTH > 1) ? $clog2(MQ_DEPTH) : 1;
  logic [MQCW-1:0]  mq_cnt_q;
  logic [MQW-1:0]   mq_rptr_q, mq_wptr_q;
  logic [TAG_W-1:0] mq_tag_q [MQ_DEPTH];
  sm5_uop_t         mq_uop_q [MQ_DEPTH];
  /* verilator tracing_off */
  logic [2:0][3:0][31:0] mq_src_q [LANES][MQ_DEPTH];
  /* verilator tracing_on */

  function automatic logic [MQW-1:0] mq_next(logic [MQW-1:0] p);
    return (32'(p) == MQ_DEPTH - 1) ? '0 : p + 1'b1;
  endfunction

  assign req_valid_o = mq_cnt_q != '0;
  assign pop_o       = req_valid_o && req_ready_i;
  assign req_tag_o   = mq_tag_q[mq_rptr_q];
  assign req_uop_o   = mq_uop_q[mq_rptr_q];
  assign cnt_o       = mq_cnt_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      mq_cnt_q  <= '0;
      mq_rptr_q <= '0;
      mq_wptr_q <= '0;
    end else begin
      mq_cnt_q <= mq_cnt_q + MQCW'(go_i) - MQCW'(pop_o);
      if (pop_o) mq_rptr_q <= mq_next(mq_rptr_q);
      if (go_i)  mq_wptr_q <= mq_next(mq_wptr_q);
    end
  end
  always_ff @(posedge clk_i) begin
    if (go_i) begin
      mq_tag_q[mq_wptr_q] <= tag_i;
      mq_uop_q[mq_wptr_q] <= uop_i;
      for (int unsigned l = 0; l < LANES; l++) mq_src_q[l][mq_wptr_q] <= opnd_i[l];
    end
  end
  always_comb begin
    for (int unsigned l = 0; l < LANES; l++)
      req_src_o[l] = {128'd0, mq_src_q[l][mq_rptr_q]};   // source 3: no memory op reads it
  end

  always_comb begin
    port_o        = '0;
    port_o.held   = mq_cnt_q != '0;
    port_o.active = pop_o;
  end
endmodule

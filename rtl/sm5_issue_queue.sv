// The vector ALU's issue queue: a shift queue of DEPTH ops; entry 0 is the dispatch
// stage (head_*). ready_o (a free entry) comes from registers only. Each entry keeps the
// op's register block (the wave's: its registers are block + the op's fields) and what
// dispatch needs of the op (dsdec_t: pipe, kind, latency, writes), decoded as it enters,
// so the dispatch checks start from registers rather than from the opcode's decode.
module sm5_issue_queue
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned DEPTH     = 2,
  parameter bit          DOUBLES   = 1'b1,   // 0: a double op decodes to PIPE_NONE
  parameter int unsigned VEC_COMPS = 4,      // components per cycle of ALU, CVT, FMA
  parameter logic [NPIPES-1:0][7:0] LAT = '0, // each pipe's latency (sm5_valu's lat_of)
  localparam int unsigned IQW  = $clog2(DEPTH + 1)
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic             hold_i,     // no entry is free (the register-file clear)
  input  logic             valid_i,
  output logic             ready_o,
  input  logic [TAG_W-1:0] tag_i,
  input  sm5_uop_t         uop_i,
  input  logic [15:0]      blk_i,
  output logic             head_valid_o,
  output logic [TAG_W-1:0] head_tag_o,
  output sm5_uop_t         head_uop_o,
  output logic [15:0]      head_blk_o,
  output dsdec_t           head_dec_o,
  input  logic             pop_i,      // the head dispatches
  output logic             enq_o,      // an op enters
  output logic [IQW-1:0]   cnt_o
);
  function automatic dsdec_t decode(sm5_uop_t u, logic [15:0] blk);
    dsdec_t d;
    d.pipe = (!DOUBLES && op_is_f64(u.op)) ? PIPE_NONE : op_pipe(u.op);
    d.kind = pipe_kind(d.pipe);
    d.lat  = LAT[d.pipe] + 8'(lat_extra_vc(u, VEC_COMPS));
    d.wr   = wrinfo(u);
    for (int unsigned s = 0; s < NSRC; s++) d.psrc[s] = blk + 16'(u.src[s].idx);
    d.preg1 = blk + 16'(d.wr.reg1);
    d.preg2 = blk + 16'(d.wr.reg2);
    return d;
  endfunction

  logic [IQW-1:0]   iq_cnt_q;
  logic [TAG_W-1:0] iq_tag_q [DEPTH];
  sm5_uop_t         iq_uop_q [DEPTH];
  logic [15:0]      iq_blk_q [DEPTH];
  dsdec_t           iq_dec_q [DEPTH];

  assign ready_o      = !hold_i && (32'(iq_cnt_q) < DEPTH);
  assign enq_o        = valid_i && ready_o;
  assign head_valid_o = iq_cnt_q != '0;
  assign head_tag_o   = iq_tag_q[0];
  assign head_uop_o   = iq_uop_q[0];
  assign head_blk_o   = iq_blk_q[0];
  assign head_dec_o   = iq_dec_q[0];
  assign cnt_o        = iq_cnt_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) iq_cnt_q <= '0;
    else         iq_cnt_q <= iq_cnt_q + IQW'(enq_o) - IQW'(pop_i);
  end
  always_ff @(posedge clk_i) begin
    for (int unsigned i = 0; i < DEPTH; i++) begin
      // the entry behind what stays (count - pop), as two compares of the count with
      // constants and a select by pop: pop (dispatch's fire) comes late in the cycle
      if (enq_o && (pop_i ? 32'(iq_cnt_q) == i + 1 : 32'(iq_cnt_q) == i)) begin
        iq_tag_q[i] <= tag_i;
        iq_uop_q[i] <= uop_i;
        iq_blk_q[i] <= blk_i;
        iq_dec_q[i] <= decode(uop_i, blk_i);
      end else if (pop_i && i + 1 < DEPTH) begin
        iq_tag_q[i] <= iq_tag_q[i+1];
        iq_uop_q[i] <= iq_uop_q[i+1];
        iq_blk_q[i] <= iq_blk_q[i+1];
        iq_dec_q[i] <= iq_dec_q[i+1];
      end
    end
  end
endmodule

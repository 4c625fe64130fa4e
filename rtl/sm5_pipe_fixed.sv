// A fixed-latency pipe's control (ALU, CVT, FMA, DP, IMUL, DBL): the op's tag and what it
// writes ride N stages beside the lanes' datapath (sm5_pipe_ctl); the output stage is the
// write request, always granted (its write-back slot was reserved at dispatch), and the
// stage before it tells the EX1 bypass what the bus carries next cycle. A pipe with a
// feed or a shared unit (IMUL, DP, DBL) adds its busy and activity through busy_i,
// active_i and lanes_i.
module sm5_pipe_fixed
  import sm5_pkg::*;
  import sm5_pipe_pkg::*;
#(
  parameter int unsigned N        = 1,
  parameter int unsigned E        = 1,     // entry stages 0 .. E-1 (sm5_pipe_ctl)
  parameter bit          IN_LANES = 1'b1   // the pipe's datapath is in the lanes (not DBL)
) (
  input  logic               clk_i,
  input  logic               rst_ni,
  input  logic [E-1:0]       go_i,      // EX1 holds an op of this pipe entering stage k
  input  logic [TAG_W-1:0]   tag_i,
  input  wrinfo_t            wr_i,
  input  logic               busy_i,    // the unit is taken (a feed, a dp chain)
  input  logic               active_i,  // the unit's control may load
  input  logic               lanes_i,   // the unit's lane registers may load
  output pipe_port_t         port_o
);
  localparam int unsigned PW = $bits(wrinfo_t) + TAG_W;
  if (E > N) begin : g_bad_entry
    $error("sm5_pipe_fixed: an entry stage past the output (E > N)");
  end

  logic [N-1:0]         v;
  logic [N-1:0][PW-1:0] d;
  sm5_pipe_ctl #(.W(PW), .N(N), .E(E)) u_ctl (
    .clk_i, .rst_ni,
    .valid_i (go_i),
    .data_i  ({tag_i, wr_i}),
    .valid_o (v),
    .data_o  (d)
  );

  always_comb begin
    port_o        = '0;
    port_o.busy   = busy_i;
    port_o.held   = v != '0;
    port_o.active = (v != '0) || active_i;
    port_o.lanes  = (IN_LANES && v != '0) || lanes_i;
    port_o.req    = v[N-1];
    {port_o.tag, port_o.wr} = d[N-1];
    if (N == 1) begin
      port_o.nx    = go_i[0];
      port_o.nx_wr = wr_i;
    end else if (E == N && go_i[E-1]) begin   // an op entering at the output stage
      port_o.nx    = 1'b1;
      port_o.nx_wr = wr_i;
    end else begin
      port_o.nx    = v[N < 2 ? 0 : N-2];
      port_o.nx_wr = d[N < 2 ? 0 : N-2][$bits(wrinfo_t)-1:0];
    end
  end
endmodule

// The pipes' common port (sm5_valu and its pipe modules, rtl/sm5_pipe_*.sv): what an op
// writes, and the one port every pipe kind drives back to issue, dispatch and write-back.
// Mirrors cmodel/sm5_cycle.c (writes_t, pipe_port_t there).
package sm5_pipe_pkg;
  import sm5_pkg::*;

  // What an op writes: a first write-back (dst, or dst2 when dst is null) and a second
  // one (dst2 after dst) for a two-destination op with both destinations non-null.
  typedef struct packed {
    logic       wr;       // a first write
    logic       second;   // ... of the second destination (dst is null)
    logic       two;      // a second write follows
    logic [7:0] reg1;
    logic [3:0] mask1;
    logic [7:0] reg2;
    logic [3:0] mask2;
  } wrinfo_t;

  // What dispatch needs of an op beyond the op itself, decoded when it enters the issue
  // queue (sm5_issue_queue): its pipe (PIPE_NONE for a double op without the double
  // unit), the pipe's kind, its latency (the table's plus lat_extra_vc), its writes, and
  // the physical registers it reads and writes (the wave's block + the op's fields).
  typedef struct packed {
    sm5_pipe_e             pipe;
    sm5_pipe_kind_e        kind;
    logic [7:0]            lat;
    wrinfo_t               wr;
    logic [NSRC-1:0][15:0] psrc;
    logic [15:0]           preg1, preg2;
  } dsdec_t;

  // One pipe's port back to sm5_valu, the same for every kind:
  //   busy   : an op of this pipe must not dispatch now (the unit is taken)
  //   held   : an op is in the pipe (between its EX1 and its write)
  //   active : a register of the pipe's control may load at this edge (the control's
  //            clock enable is the OR of every pipe's, beside the valu's own stages)
  //   lanes  : a lane register of this pipe may load at this edge (the lanes' enable)
  //   req    : a write-back request: a fixed pipe's output stage (its slot was reserved
  //            at dispatch, so it is always granted), or a variable-latency pipe's
  //            finished result, which waits for a grant (sm5_pipe_wbreq)
  //   phase  : the request is for the second write (dst2 after dst)
  //   nx     : a fixed pipe writes next cycle (the EX1 bypass takes it a cycle early)
  typedef struct packed {
    logic             busy;
    logic             held;
    logic             active;
    logic             lanes;
    logic             req;
    logic             phase;
    logic [TAG_W-1:0] tag;
    wrinfo_t          wr;
    logic             nx;
    wrinfo_t          nx_wr;
  } pipe_port_t;

  // A variable-latency pipe's port (DIV, SFU, DDIV): its op, from EX1 to the last write
  // (act), keeps the unit busy; it writes only through a granted request.
  function automatic pipe_port_t var_port(logic act, logic active, logic lanes, logic req,
                                          logic phase, logic [TAG_W-1:0] tag, wrinfo_t wr);
    pipe_port_t p;
    p        = '0;
    p.busy   = act;
    p.held   = act;
    p.active = active;
    p.lanes  = lanes;
    p.req    = req;
    p.phase  = phase;
    p.tag    = tag;
    p.wr     = wr;
    return p;
  endfunction

  // verilator lint_off UNUSEDSIGNAL
  // only the op and the destination fields decide what an op writes
  function automatic wrinfo_t wrinfo(sm5_uop_t u);
    wrinfo_t w;
    logic d1, d2;
    d1 = op_writes_reg(u.op) && (u.dst_mask != '0);
    d2 = op_two_dst(u.op) && (u.dst2_mask != '0);
    w.wr     = d1 || d2;
    w.second = !d1 && d2;
    w.two    = d1 && d2;
    w.reg1   = d1 ? u.dst_reg : u.dst2_reg;
    w.mask1  = d1 ? u.dst_mask : u.dst2_mask;
    w.reg2   = u.dst2_reg;
    w.mask2  = u.dst2_mask;
    return w;
  endfunction

  // the components a serialised unit (IMUL, DIV) works through: those written, x if none
  // (cmodel sm5_uop_unit_comps)
  function automatic logic [3:0] unit_comps(sm5_uop_t u);
    logic [3:0] m;
    m = '0;
    if (op_writes_reg(u.op)) m = m | u.dst_mask;
    if (op_two_dst(u.op))    m = m | u.dst2_mask;
    return (m == '0) ? 4'b0001 : m;
  endfunction
  // verilator lint_on UNUSEDSIGNAL

  function automatic int unsigned max2(int unsigned a, int unsigned b);
    return (a > b) ? a : b;
  endfunction

  function automatic int unsigned popc4(logic [3:0] m);
    return 32'(m[0]) + 32'(m[1]) + 32'(m[2]) + 32'(m[3]);
  endfunction

  // cycles an op adds to its pipe's latency (cmodel sm5_uop_lat_extra): IMUL, one per
  // component after the first
  function automatic int unsigned lat_extra(sm5_uop_t u);
    return (op_pipe(u.op) == PIPE_IMUL) ? popc4(unit_comps(u)) - 1 : 0;
  endfunction

  // the pipes whose lane units compute VEC_COMPS components per cycle (sm5_pipe_beat)
  function automatic logic beat_pipe(sm5_pipe_e p);
    return p == PIPE_ALU || p == PIPE_CVT || p == PIPE_FMA;
  endfunction
  // cycles an op holds those units at VEC_COMPS vc (cmodel sm5_uop_beats)
  function automatic int unsigned beats(sm5_uop_t u, int unsigned vc);
    if (!beat_pipe(op_pipe(u.op)) || vc >= 4) return 1;
    return (popc4(unit_comps(u)) + vc - 1) / vc;
  endfunction
  // ... and what it adds to the latency, with IMUL's (cmodel sm5_uop_lat_extra)
  function automatic int unsigned lat_extra_vc(sm5_uop_t u, int unsigned vc);
    return lat_extra(u) + beats(u, vc) - 1;
  endfunction
  // the most a beat pipe's op adds at VEC_COMPS vc (cmodel sm5_pipe_max_extra)
  function automatic int unsigned beat_max_extra(int unsigned vc);
    return (vc >= 4) ? 0 : (4 + vc - 1) / vc - 1;
  endfunction

  // verilator lint_off UNUSEDSIGNAL
  // m[3]: w is what is left when x, y and z are not set
  function automatic logic [1:0] low_comp(logic [3:0] m);
    if (m[0]) return 2'd0;
    if (m[1]) return 2'd1;
    if (m[2]) return 2'd2;
    return 2'd3;
  endfunction
  // verilator lint_on UNUSEDSIGNAL

endpackage

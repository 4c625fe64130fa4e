// The controls sm5_valu sends to every lane (sm5_vlane) each cycle, the same for all
// lanes: one packed bundle, so a lane has a short port list. The simulation converts and
// copies each port of a hierarchical block (the lane) separately on every call into it
// (each input change and clock edge), at a cost per port more than per bit. The per-lane
// bits (write enable, execution and bypass masks), the widths that depend on parameters
// (register addresses) and the data stay separate ports.
// The lane's port is a plain vector of LANE_CTL_W bits that it casts back to the struct:
// the DPI wrapper that Verilator 5.006 writes for a hierarchical block breaks on a struct
// port.
// The waves show the fields as sm5_valu's lane_ctl.
// Fields ending in _nx are next-cycle controls that the lane registers itself.
package sm5_lane_pkg;
  import sm5_pkg::*;

  // A type and a constant, not signals: not traced (a hierarchical Verilator build writes
  // a package's constants under a dotted scope name that breaks GTKWave's save-file
  // lookup; make waves-check catches it).
  /* verilator tracing_off */

  // the pipe a beat belongs to (VEC_COMPS < 4)
  typedef enum logic [1:0] { BEAT_NONE, BEAT_ALU, BEAT_CVT, BEAT_FMA } sm5_beat_e;

  typedef struct packed {
    // register file: write mask, clear (write 0)
    logic [3:0]                  rf_wmask;
    logic                        rf_wzero;
    // RD: per source the kind (sm5_srckind_e; SRC_NONE for a register out of range),
    // swizzle, the components written by this cycle's bus and by last cycle's write
    logic [NSRC-1:0][1:0]        rd_kind;
    logic [NSRC-1:0][7:0]        rd_swz;
    logic [NSRC-1:0][3:0]        rd_hit_bus;
    logic [NSRC-1:0][3:0]        rd_hit_prev;
    // the EX1 bypass: components the bus carries next cycle, and what it carries then
    logic [NSRC-1:0][3:0]        nx_hit;
    logic [NPIPES-1:0]           nx_sel_res;    // pipe p's result (dst)
    logic [NPIPES-1:0]           nx_sel_res2;   // pipe p's second result (dst null)
    logic                        nx_sel_w2;     // the second destination (WB2)
    // the op entering EX1 next cycle
    logic                        ex_go_nx;
    sm5_op_e                     rd_op;
    logic                        rd_sat;
    logic [NSRC-1:0]             rd_neg;
    logic [NSRC-1:0]             rd_abs;
    // write-back bus sources this cycle (the fixed pipes' come through nx_sel_*)
    logic                        sel_mem;       // the memory unit's result
    logic                        sel_dv;        // the divider's result (dst)
    logic                        sel_dv2;       // ... its second one (dst2)
    logic                        sel_sf;        // the SFU's result (dst)
    logic                        sel_sf2;       // ... its second one (dst2)
    logic                        sel_dd;        // the DDIV's result
    logic                        w2_cap;        // WB2 <- the selected pipe's res2
    // FMA / DP (a cycle early: sm5_lane_fma registers them)
    logic                        fma_go_nx;     // EX1 holds an FMA op
    logic                        dp_go_nx;      // EX1 holds a dp op
    logic [3:1]                  dp_step_nx;    // a dp step enters FMA unit k
    logic [3:1]                  dp_take_nx;    // FMA unit k's output is a dp step
    // VEC_COMPS < 4: this beat of the ALU/CVT/FMA op in EX1 (a cycle early: the lane
    // registers them; sm5_pipe_beat): its pipe, and per unit u whether it takes a
    // component, and which
    sm5_beat_e                   bt_pipe_nx;
    logic [1:0]                  bt_v_nx;
    logic [1:0][1:0]             bt_c_nx;
    // IMUL feed and output (a cycle early: sm5_lane_imul registers them)
    logic                        im_feed_nx;    // a component enters
    logic                        im_feed_ex_nx;
    logic [1:0]                  im_feed_c_nx;
    logic                        im_out_nx;     // a component comes out
    logic [1:0]                  im_out_c_nx;
    logic                        im_out_two_nx;
    // DIV
    logic                        dv_start;      // a component starts
    logic                        dv_start_ex_nx;
    logic [1:0]                  dv_start_c_nx;
    logic                        dv_cap;        // the component is done
    logic [1:0]                  dv_cap_c;
    // SFU: feed (this lane's operand out), capture of the result
    logic                        sf_feed;
    logic                        sf_feed_ex;    // ... of the op in EX1
    logic [1:0]                  sf_feed_c;
    logic [1:0]                  sf_cap_c;
    logic                        sf_cap_two;
  } sm5_lane_ctl_t;

  // verilator lint_off UNUSEDPARAM
  // (Verilator 5.006 elaborates a package that declares an enum into every top: a module
  // without the lane controls, linted as top, then sees this width unused)
  localparam int unsigned LANE_CTL_W = $bits(sm5_lane_ctl_t);
  // verilator lint_on UNUSEDPARAM
endpackage

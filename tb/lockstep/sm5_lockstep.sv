// Lockstep comparator state in the waves (testbench only, never synthesized): the C
// testbench writes these variables every cycle (rtl_glue.cpp finds them by name through
// the model's scope table), so the FST shows the run cycle, the comparison result and
// the first mismatch beside the RTL. Bound into sm5_top (below) by the lockstep build
// only (mk/sim.mk); other builds do not read this file and the glue skips it.
// The field codes are the order of ls_field_name[] in tb/lockstep/ls_waves.c
// (`make waves-check` fails when the two lists differ).
// verilator lint_off DECLFILENAME
// the comparator's package and module stay in one testbench-only file
package sm5_ls_pkg;
  typedef enum logic [1:0] {
    LS_RESET = 2'd0,   // rst_ni low
    LS_HOST  = 2'd1,   // host-port writes: configuration, constants, descriptors, memory
    LS_RUN   = 2'd2,   // the program: the bundle is compared every cycle
    LS_STOP  = 2'd3    // stopped at a mismatch
  } ls_phase_e;

  typedef enum logic [5:0] {
    LS_NONE, LS_ISSUE_READY, LS_ACC_VALID, LS_ACC_TAG, LS_DS_VALID, LS_DS_TAG, LS_DS_STALL,
    LS_RF_WR_VALID, LS_RF_WR_TAG, LS_RF_WR_PIPE, LS_RF_WR_REG, LS_RF_WR_MASK, LS_RF_WR_LANES,
    LS_RF_WR_DATA,
    LS_DONE_VALID, LS_DONE_TAG, LS_BANK_VALID, LS_BANK_WE, LS_BANK_ADDR, LS_BANK_WDATA,
    LS_GRANT, LS_UB_VALID, LS_UB_STAT, LS_IDLE, LS_SVA,
    LS_FINAL_REG, LS_FINAL_MEM, LS_FINAL_COUNTER,
    LS_FINAL_ARCHSIM_REG, LS_FINAL_ARCHSIM_MEM, LS_FINAL_ARCHSIM_COUNTER
  } ls_field_e;
endpackage
// verilator lint_on DECLFILENAME

module sm5_lockstep
  import sm5_ls_pkg::*;
();
  // verilator lint_off UNDRIVEN
  // verilator lint_off UNUSEDSIGNAL
  // written by the C testbench between evaluations, read only by the trace
  logic [31:0] cycle          /*verilator public_flat_rw*/;  // run cycle (as the report)
  ls_phase_e   phase          /*verilator public_flat_rw*/;
  logic        match          /*verilator public_flat_rw*/;  // bundle equal this cycle
  logic [31:0] first_mismatch /*verilator public_flat_rw*/;  // run cycle; all ones: none
  ls_field_e   field          /*verilator public_flat_rw*/;  // what differed
  logic [15:0] index          /*verilator public_flat_rw*/;  // lane, bank or word; all ones: -
  logic [7:0]  comp           /*verilator public_flat_rw*/;  // 0..3 = x..w; all ones: -
  logic [7:0]  regnum         /*verilator public_flat_rw*/;  // final.rN; all ones: -
  logic [63:0] expected       /*verilator public_flat_rw*/;  // C cycle model
  logic [63:0] actual         /*verilator public_flat_rw*/;  // RTL
  // verilator lint_on UNUSEDSIGNAL
  // verilator lint_on UNDRIVEN
endmodule

bind sm5_top sm5_lockstep lockstep ();

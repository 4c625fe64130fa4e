/* C view of the Verilated sm5_top (tb/lockstep/rtl_glue.cpp is the only C++): reset,
 * host-port writes (one clock each), the issue port, the observable bundle, readback,
 * FST waves enabled at run time (1 ns per cycle, rising edge at +0.5 ns; with the
 * lockstep build's comparator variables, tb/lockstep/sm5_lockstep.sv), and the SVA
 * assertions' failures. Build parameters come from the object directory the glue is
 * compiled in (SM5_LANES, SM5_NREGS, ...). */
#ifndef RTL_GLUE_H
#define RTL_GLUE_H
#include <stdint.h>
#include <stdbool.h>
#include "sm5_cycle.h"
#include "sm5_seq.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct rtl rtl_t;

typedef struct {
    int lanes, nregs, nconst, banks; uint32_t mem_words; const char *variant;
    int sfu_lanes;   /* sm5_top SFU_LANES (SM5_SFU_LANES; default LANES / 4, at least 1) */
    int seq_depth, seq_waves, imem_depth;   /* core builds: mask-stack entries, waves,
                                             * micro-ops; else 0 */
    int dp_lanes;                           /* DBL pipe's double units (-GDP_LANES); 0:
                                             * the default (sm5_dp_lanes_default) */
    int doubles;                            /* sm5_top DOUBLES (SM5_DOUBLES; default 1) */
    int vec_comps;                          /* sm5_top VEC_COMPS (SM5_VEC_COMPS; default 4) */
    int ex1_bypass;                         /* sm5_top EX1_BYPASS (SM5_EX1_BYPASS; default 1) */
    int alu_lat;                            /* sm5_top ALU_LAT (SM5_ALU_LAT; default LAT_ALU, 1) */
    int cvt_lat;                            /* sm5_top CVT_LAT (SM5_CVT_LAT; default LAT_CVT, 2) */
    int fma_stages;                         /* sm5_top FMA_STAGES (SM5_RTL_FMA_STAGES: the C
                                             * header's SM5_FMA_STAGES is the default); 0: it */
    int mul_cs;                             /* sm5_top MUL_CS (SM5_MUL_CS; default 0) */
    int imul_stages;                        /* sm5_top IMUL_STAGES (SM5_RTL_IMUL_STAGES); 0:
                                             * the C header's SM5_IMUL_STAGES */
    int cbufs, cb_rows;                     /* the constant RAM's buffer regions (CBUFS,
                                             * CB_ROWS: sm5_const_row) */
} rtl_params_t;
void rtl_params(rtl_params_t *p);

/* fst_path NULL: no waves. rand_seed 0: flops and arrays start at 0 (Verilator's default);
 * otherwise at values random from rand_seed (needs --x-initial unique, as mk/sim.mk builds). */
rtl_t *rtl_new(const char *fst_path, uint32_t rand_seed);
void rtl_free(rtl_t *r);
/* waves cover the first `cycles` cycles only (0: no cap); later cycles run undumped */
void rtl_waves_cap(rtl_t *r, uint64_t cycles);
/* two cycles with rst_ni low, then clocks until the register-file clear is done (idle) */
void rtl_reset(rtl_t *r);
uint64_t rtl_time_ns(const rtl_t *r);     /* wave time of the current cycle (its start), ns */
uint64_t rtl_run_start_ns(const rtl_t *r); /* wave time of run cycle 0 (first issue cycle) */
uint64_t rtl_end_ns(const rtl_t *r);       /* wave time the FST ends at (after the last cycle) */

void rtl_host_cfg(rtl_t *r, uint64_t exec, uint64_t helper);
void rtl_host_const(rtl_t *r, int idx, const uint32_t v[4]);
void rtl_host_desc(rtl_t *r, int slot, const sm5_res_t *d);
void rtl_host_mem(rtl_t *r, uint32_t addr, uint32_t data);

/* One run cycle: set the issue inputs and settle (and dump), read the bundle, tick. */
void rtl_set_issue(rtl_t *r, bool valid, uint16_t tag, const sm5_uop_bits_t *uop);
void rtl_eval(rtl_t *r);
void rtl_bundle(rtl_t *r, sm5_bundle_t *b);
void rtl_tick(rtl_t *r);

/* Final-state readback (after the run; ends the waves). The register file is a
 * synchronous RAM: a row read takes two clocks (address register, RAM; issue port held
 * invalid); memory and descriptors are combinational host ports. */
void rtl_reg_row(rtl_t *r, int reg, uint32_t out[][4]);
uint32_t rtl_mem(rtl_t *r, uint32_t addr);
void rtl_desc(rtl_t *r, int slot, sm5_res_t *d);

void rtl_flush(rtl_t *r);                 /* flush the FST (after a failure) */
/* An SVA assertion of the RTL failed (Verilator --assert; its message, starting with the
 * assertion's name, went to stdout). Sticky. */
bool rtl_sva_failed(const rtl_t *r);

/* A mismatch in the current cycle, for the comparator variables in the waves: field is
 * an sm5_ls_pkg::ls_field_e code (tb/lockstep/ls_waves.c), -1 for absent index/comp/reg.
 * Returns the wave time (ns) at which the waves show it: the cycle's start, or for a
 * final-state mismatch (after the run) one cycle past the end. With waves, a mismatch in
 * the run is followed by RTL_RUN_ON more cycles in the FST (issue port idle, nothing
 * compared), so the mismatch view has cycles after it. Without the comparator (builds
 * other than mk/sim.mk's) only the run stops showing. */
enum { RTL_RUN_ON = 24 };
uint64_t rtl_mismatch(rtl_t *r, int field, int index, int comp, int reg, uint64_t exp,
                      uint64_t act);

/* The sequencer (rtl/sm5_core.sv builds, -DSM5_CORE; other builds: rtl_has_seq() is
 * false and the rest do nothing): instruction memory writes (one clock each), start (one
 * clock), and the sequencer's part of the observable bundle (after rtl_eval). */
bool rtl_has_seq(void);
void rtl_host_imem(rtl_t *r, int addr, const sm5_uop_bits_t *uop);
void rtl_seq_start(rtl_t *r, const sm5_seq_run_t *run);
void rtl_seq_next(rtl_t *r);   /* between groups, after the host refreshed g# (one clock) */
void rtl_seq_out(rtl_t *r, sm5_seq_out_t *o);

#ifdef __cplusplus
}
#endif
#endif

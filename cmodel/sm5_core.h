/* sm5_core: the C twin of rtl/sm5_core.sv, the sequencer (sm5_seq) in front of the
 * core (sm5_cycle: the vector ALU pipeline and the memory unit), one eval/tick pair per
 * clock. Used by sm5cyc and the lockstep testbench for programs with control flow.
 * Wiring, as in the RTL: the sequencer sees the core's issue_ready and idle of the same
 * cycle (both functions of registers), drives the issue port, rewrites the core's lane
 * mask with an issue, and owns the register-file read port 0 while it runs. */
#ifndef SM5_CORE_H
#define SM5_CORE_H
#include "sm5_cycle.h"
#include "sm5_seq.h"
#include "sm5_prog.h"

typedef struct {
    sm5_cycle_t *cyc;
    sm5_seq_t *seq;
    int lanes;
    int nconst, cbufs, cb_rows;     /* the constant RAM's layout (sm5_cycle_cfg_t) */
    uint64_t helper;                /* the host's helper mask (rewritten with every mask) */
    int rd_reg;                     /* read-port address registered by the core (-1 none) */
    int rd_reg2;                    /* ... one cycle later: the RAM row of this cycle */
    uint32_t rd_row[SM5_MAX_LANES][4];
    sm5_cycle_in_t in;              /* the issue of the last eval */
    sm5_seq_out_t so;               /* the sequencer's outputs of the last eval */
} sm5_core_t;

/* 0 on success. depth: mask-stack entries; waves: the sequencer's waves; imem_depth:
 * micro-ops. */
int sm5_core_init(sm5_core_t *k, const sm5_cycle_cfg_t *cfg, int depth, int waves, int imem_depth);
void sm5_core_free(sm5_core_t *k);
/* The constant-file entries a run on the core uses: the program's, then (when a thread
 * id is read) from entry p->nconst the step between waves' thread bases (lanes, 0, 0, 0), the
 * in-group split's multipliers (2^21, ceil(2^21 / X), ceil(2^21 / XY), 0), shifts
 * (21, 21, 21, 0) and negated sizes (-X, -Y, 0, 0), one vThreadID offset
 * (gx * X, gy * Y, gz * Z, 0) per group, one group id (gx, gy, gz, 0) per group. n gets
 * the count; cf must hold SM5_NCONST_MAX entries. */
void sm5_core_consts(const sm5_prog_t *p, int lanes, uint32_t cf[][4], int *n);
/* Host setup of a program (after reset): lane masks (exec: the lanes that exist),
 * constants (sm5_core_consts, core and sequencer copy; the constant buffers read
 * through an index into the core's regions, sm5_seq_cbuf_rows), descriptors, memory, the
 * lowered micro-ops (sm5_seq_lower) into the instruction memory; then start. lanes: the
 * run's lanes (the waves' width, <= the build's). */
/* The descriptor table a run on the core uses: the program's u# / g#, and each t# in the
 * u# slot sm5_seq_srv_slot gives it (a read-only buffer nothing writes). */
void sm5_core_descs(const sm5_prog_t *p, sm5_res_t d[SM5_NRES]);
void sm5_core_load(sm5_core_t *k, const sm5_prog_t *p, const sm5_uop_t *lowered, int lanes, uint64_t exec,
                   uint64_t helper);
void sm5_core_start(sm5_core_t *k, const sm5_seq_run_t *run);
/* When the sequencer says gnext (between groups): the host rewrites every g# word from
 * the program's image (one clock each), then the sequencer's next (one clock). */
void sm5_core_next_group(sm5_core_t *k, const sm5_prog_t *p);
void sm5_core_eval(sm5_core_t *k, sm5_bundle_t *b, sm5_seq_out_t *so);
void sm5_core_tick(sm5_core_t *k);

/* P-27 for a sequencer run: counts a retired micro-op for each lane of step_mask (steps:
 * per-lane counters) and returns true, with the architectural simulator's message in
 * err, when a lane passes the program's max_steps. */
bool sm5_core_count_steps(const sm5_prog_t *p, uint64_t *steps, int lanes, int wave, uint64_t step_mask, int pc,
                          char *err, size_t errlen);

#endif

/* Architectural simulator: runs a program (sm5_prog.h) with no notion of cycles, as the
 * hardware will run it (SPEC 13, DESIGN "Control flow and thread groups"):
 *   - the thread groups of //! dispatch run one after another (P-28); each group starts
 *     with registers, indexable temps and outputs at 0 and groupshared memory from the
 *     program's image; UAVs persist;
 *   - a group of X*Y*Z threads (dcl_thread_group; without it one wave of the run's lanes)
 *     runs as ceil(threads / lanes) waves; thread t is lane t % lanes of wave t / lanes;
 *   - every wave has a program counter and an execution-mask stack: if/else/loop/switch
 *     push and pop masks, break/continue/ret take lanes off, so each lane follows its own
 *     path and re-converges at endif/endloop/endswitch; a lane that returned stays off;
 *   - the waves of a group issue strictly round-robin, one micro-op per wave in turn; a
 *     wave that finished or waits at a barrier is skipped (P-30); sync_*_t parks a wave
 *     until every wave of the group has arrived or finished;
 *   - P-27: a lane that passes max_steps micro-ops stops the run with an error.
 * Registers of the last group stay for the checks: //! expect rN lane L reads thread L. */
#ifndef SM5_ARCHSIM_H
#define SM5_ARCHSIM_H
#include <stdio.h>
#include "sm5_prog.h"

#define SM5_MASK_STACK_DEPTH SM5_FLOW_DEPTH_MAX   /* entries of a wave's mask stack */

typedef enum { SM5_MSK_IF, SM5_MSK_LOOP, SM5_MSK_SWITCH } sm5_msk_kind_t;

/* One entry of a wave's execution-mask stack. */
typedef struct {
    uint8_t kind;           /* sm5_msk_kind_t */
    int open;               /* uop index of the if / loop / switch */
    uint64_t outer;         /* lanes to restore at endif / endloop / endswitch */
    uint64_t pending;       /* if: lanes for the else branch; switch: lanes not yet matched */
    uint64_t running;       /* loop: lanes still in the loop (not broken out, not returned) */
    uint64_t nomatch;       /* switch: lanes whose selector matches no case (-> default) */
} sm5_msk_t;

typedef struct {
    int pc;                 /* next micro-op */
    uint64_t act;           /* active lanes: execute the next micro-op */
    uint64_t live;          /* lanes that exist and have not returned */
    bool done;              /* every lane returned */
    bool waiting;           /* parked at a thread barrier */
    int depth;              /* mask-stack entries in use */
    sm5_msk_t stk[SM5_MASK_STACK_DEPTH];
    uint32_t first_thread;  /* flattened thread index of lane 0 */
    uint64_t ninstr;        /* micro-ops issued (this group) */
    uint32_t barriers;      /* thread barriers passed (this group) */
} sm5_wave_t;

typedef struct sm5_arch sm5_arch_t;
struct sm5_arch {
    const sm5_prog_t *prog;
    int lanes;               /* SIMD width: lanes of one wave */
    int nregs;               /* registers per thread (at least 1) */
    uint64_t exec, helper;   /* lanes of a wave that exist (//! inactive) / helper lanes */
    uint32_t *regs;          /* [thread][reg][comp]: nthreads * nregs * 4 words */
    uint32_t *words;         /* memory, prog->mem_words words (at least 1) */
    sm5_mem_t mem;           /* u#, g#: descriptors and undefined-behaviour counts */
    sm5_mem_t srv;           /* t# buffers (slot n = t#n) over the same words */
    int pc;                  /* next micro-op of the wave that issues next */
    bool done;               /* the run is over (every group finished, or an error) */
    uint64_t ninstr;         /* micro-ops executed (all waves and groups) */
    uint64_t nmemops;        /* memory micro-ops executed */
    /* thread groups and waves */
    uint32_t gsize[3];       /* threads of a group in x, y, z */
    uint32_t nthreads;       /* gsize[0] * gsize[1] * gsize[2] */
    int nwaves;
    sm5_wave_t *waves;
    int cur;                 /* the wave that issues next */
    uint32_t group[3];       /* vThreadGroupID of the current group */
    uint32_t group_index, ngroups;
    /* per-thread state of the current group */
    uint32_t *xt;            /* indexable temps: [thread][xt_words] */
    uint32_t xt_words;
    uint32_t xt_base[SM5_NXTEMP];   /* first word of x# in a thread's block */
    uint32_t *out;           /* o#: [thread][SM5_NIO][4] */
    uint64_t *steps;         /* micro-ops each thread has executed (P-27) */
    uint64_t index_oob;      /* P-31 events: relative indexes out of range */
    uint64_t barrier_waits;  /* waves parked at thread barriers (all groups) */
    /* a run-time error (P-27, barrier in divergent flow, ...): non-empty when the run
     * stopped on one */
    char error[512];
    /* optional: called at the end of every group (sm5run --waves prints from it) */
    void (*on_group_end)(const sm5_arch_t *a, void *ctx);
    void *ctx;
};

/* Sets up a run; lanes = the run's lane count (use sm5_prog_run_lanes). 0 on success,
 * -1 when out of memory, -2 when a micro-op names a register, constant or memory word
 * outside the program (only possible for programs not made by the assembler). */
int sm5_arch_init(sm5_arch_t *a, const sm5_prog_t *p, int lanes);
void sm5_arch_free(sm5_arch_t *a);
/* The same as one wave of `lanes` lanes, one group (thread id = lane index), whatever
 * dcl_thread_group and //! dispatch say: what the cycle model and the RTL run until they
 * have waves and groups; the lockstep compares against this. */
int sm5_arch_init_one_wave(sm5_arch_t *a, const sm5_prog_t *p, int lanes);

/* A thread's register r#, 4 components (thread = lane for a one-wave group). */
static inline uint32_t *sm5_arch_reg(sm5_arch_t *a, int thread, int reg)
{
    return a->regs + ((size_t)thread * (size_t)a->nregs + (size_t)reg) * 4u;
}

/* Operand fetch for one lane of a one-wave, one-group run (the cycle model's view):
 * source s of u after its swizzle, before modifiers. lane_regs: that lane's nregs x 4
 * registers; cfile: the program's constant file. NONE reads 0; THREAD_ID gives
 * (lane, 0, 0, 0) for the thread ids and 0 for vThreadGroupID; extended sources read 0. */
void sm5_arch_fetch(const sm5_uop_t *u, int s, const uint32_t *lane_regs,
                    const uint32_t cfile[][4], int lane, uint32_t out[4]);

/* Issues one micro-op of the current wave (a->cur, at a->pc) and picks the next wave;
 * returns false once the run is done (every group finished, or an error). */
bool sm5_arch_step(sm5_arch_t *a);

/* Runs to the end (at most max_steps micro-ops in all; 0 = no limit); returns the steps
 * taken. P-27 (the program's max_steps per lane) applies either way. */
uint64_t sm5_arch_run(sm5_arch_t *a, uint64_t max_steps);

/* Checks the program's expectations against the state (the last group); prints each
 * failure as "file:line: expect ...: lane L: expected X, got Y" to out (if not NULL).
 * Returns the number of failed expectation lines; *checked gets the number of
 * expectation lines. A run that stopped on an error fails every expectation. */
int sm5_arch_check(const sm5_arch_t *a, FILE *out, int *checked);

/* Prints registers (nonzero ones, per thread), outputs and memory (per resource). */
void sm5_arch_dump(const sm5_arch_t *a, FILE *out);
/* The final state in the runners' common form (sm5run --state, the lockstep's --state;
 * sim/diff_runners.py compares them): a line per thread and register or output
 * (`r THREAD REG x y z w`, `o THREAD N x y z w`), per word of every declared resource
 * (`m RES WORD value`) and per UAV's hidden counter (`c RES value`), in hex. */
void sm5_arch_write_state(const sm5_arch_t *a, FILE *out);
/* The lines of that form, for a writer of another model's state (the lockstep's RTL side):
 * kind 'r' or 'o' with a thread, a register and its four components; a word of resource
 * `res` ("u0", "g1"); a UAV's hidden counter. */
void sm5_state_header(FILE *out, const char *file, uint32_t threads, int lanes);
void sm5_state_vec(FILE *out, char kind, uint32_t thread, int idx, const uint32_t v[4]);
void sm5_state_word(FILE *out, const char *res, uint32_t word, uint32_t v);
void sm5_state_counter(FILE *out, const char *res, uint32_t v);

#endif

/* sm5_seq: the cycle model of rtl/sm5_seq.sv, the sequencer in front of the core's issue
 * port (SPEC 13, DESIGN "Control flow"; docs/architecture.md "Sequencer"). Register for
 * register the same machine as the RTL (state names = RTL names without _q):
 *   - an instruction memory holding the micro-op program (loaded by the host);
 *   - per wave (up to `waves`; a group of more threads than lanes): a program counter,
 *     the active and live lane masks, and an execution-mask stack of `depth` entries
 *     (kind, opening pc, outer / pending / running / nomatch masks), updated exactly as
 *     the architectural simulator does (sm5_archsim_exec.c): if/else/loop/switch push
 *     and pop, break/continue/ret take lanes off;
 *   - the waves of the group retire one micro-op each in turn (P-30: round-robin, a wave
 *     that finished or waits at a barrier is skipped); sync_*_t parks a wave; when every
 *     wave left is parked, the core drains (memory included) and all go on;
 *   - wave w's registers are w * wregs + r in the core's register file (the sequencer
 *     issues each op with its wave's block w * wregs, which the core adds to every
 *     register field); per-wave state is kept as RAMs indexed by wave (the current
 *     wave's row read and written, a fresh bit per wave at a group's start); the system values live in
 *     the wave's registers s = w * wregs + sysreg (flattened), s + 1 (in group), s + 2
 *     (vThreadID), which the sequencer fills at the start of each group (INIT, five
 *     micro-ops a wave: the flattened index t (the lane, or the previous wave's t + lanes), then t / X and
 *     t / (X Y) by a multiply with ceil(2^21 / size) and a shift (exact for the 1024
 *     threads of a group: no divider), x, y, z by one imad, plus the group's offset);
 *     vThreadGroupID is a constant (the loader puts the wave step, multipliers,
 *     shifts, negated sizes, group offsets and ids after the program's constants:
 *     sm5_core_consts); a flow op reads a per-lane system value through the read port;
 *   - the groups of //! dispatch run one after another (P-28): when every wave of a group
 *     is done the core drains (GNEXT), the host rewrites groupshared memory from the
 *     program's image and says next (sm5_seq_next), the sequencer clears the registers
 *     (GCLR) and starts the next group;
 *   - flow micro-ops are resolved here and never reach the pipes; every other micro-op is
 *     issued with tag = its pc. The core has one lane mask (its run configuration), so
 *     when the active mask differs from the configured one the sequencer waits until the
 *     core is idle and rewrites the configuration in the cycle it issues;
 *   - a condition (`_z`/`_nz`, the switch selector, a case's selector) on a register is
 *     read through the core's register-file read port 0 once the core is idle (so the
 *     scoreboard is clear): address in cycle t (RUN), RAM read (RD1), data (RD2); a
 *     constant comes from the sequencer's copy of the constant file (written with the
 *     core's), a thread id is the lane index;
 *   - a switch walks its label chain one label per cycle (WALK);
 *   - ps / vs inputs v#N are registers vreg + N of the (one) wave's block: before the
 *     run (VIN) the sequencer loads them, one `mov r, <inputs region row l * nin + N>`
 *     per lane and input issued with that lane's mask alone (the loader puts //! init v#
 *     into the constant RAM's inputs region: sm5_seq_cbuf_rows);
 *   - sync_*_t waits until the core is idle (memory drained), then the wave goes on.
 * Mask-stack overflow, a barrier in divergent flow and malformed nesting are sticky
 * errors (err) that stop the sequencer.
 *
 * Per cycle (with the core's sm5_cycle):
 *     sm5_seq_eval(s, &in, &out);   outputs from state + inputs (in: the core's bundle
 *                                   of this cycle: issue_ready, idle; the read port)
 *     sm5_seq_tick(s, &in);         the clock edge                                     */
#ifndef SM5_SEQ_H
#define SM5_SEQ_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "sm5_uop.h"
#include "sm5_mem.h"
#include "sm5_prog.h"

#define SM5_SEQ_DEPTH_MAX 64
#define SM5_SEQ_WAVES_MAX 1024   /* a group of 1024 threads at one lane */
#define SM5_SEQ_WAVES_DEFAULT 128 /* the RTL default (sm5_core MAX_WAVES): 1024 threads at LANES 8 */
#define SM5_SEQ_DEPTH_DEFAULT SM5_FLOW_DEPTH_MAX   /* the RTL default: the assembler's nesting limit */

/* Sequencer state (RTL sm5_seq_state_e). */
#define SM5_SEQ_STATES(X) \
    X(IDLE, "idle", "not started (or reset)") \
    X(RUN,  "run",  "fetches the micro-op at pc") \
    X(RD1,  "rd1",  "register read for a condition: RAM read") \
    X(RD2,  "rd2",  "register read for a condition: data") \
    X(WALK, "walk", "switch: compares one case label per cycle") \
    X(INIT, "init", "fills each wave's system-value registers") \
    X(BAR,  "bar",  "every wave waits at a barrier: the core drains, then all go on") \
    X(GNEXT, "gnext", "the group is done: drain, then the host refreshes groupshared memory") \
    X(GCLR, "gclr", "the next group: clears the registers, one per cycle") \
    X(FIN,  "fin",  "every lane returned: waits for the core to drain") \
    X(DONE, "done", "finished") \
    X(ERR,  "err",  "stopped on an error (err)") \
    X(VIN,  "vin",  "loads the v# inputs: one mov a lane and input, with that lane alone") \
    X(WF,   "wf",   "relatively indexed operands: one issue per distinct set of indexes, its lanes alone")
typedef enum {
#define SM5_SEQ_ST_ENUM(e, n, w) SM5_SEQ_##e,
    SM5_SEQ_STATES(SM5_SEQ_ST_ENUM)
#undef SM5_SEQ_ST_ENUM
    SM5_SEQ_STATE_COUNT
} sm5_seq_state_t;

/* Why the micro-op at pc did not retire this cycle (RTL sm5_seq_wait_e). */
#define SM5_SEQ_WAITS(X) \
    X(NONE,    "none",    "it retired (or nothing to do)") \
    X(READY,   "ready",   "the core's issue queue is full") \
    X(MASK,    "mask",    "the active mask changed: waiting for the core to drain") \
    X(COND,    "cond",    "a condition register: waiting for the core to drain") \
    X(READ,    "read",    "reading the condition register") \
    X(WALK,    "walk",    "walking the switch labels") \
    X(BARRIER, "barrier", "sync_*_t: waiting for memory to drain")
typedef enum {
#define SM5_SEQ_W_ENUM(e, n, w) SM5_SEQW_##e,
    SM5_SEQ_WAITS(SM5_SEQ_W_ENUM)
#undef SM5_SEQ_W_ENUM
    SM5_SEQW_COUNT
} sm5_seq_wait_t;

/* Sticky errors (RTL sm5_seq_err_e). */
typedef enum {
    SM5_SEQE_NONE = 0,
    SM5_SEQE_OVERFLOW = 1,   /* execution-mask stack overflow */
    SM5_SEQE_BARRIER = 2,    /* sync_*_t with live lanes inactive (divergent flow) */
    SM5_SEQE_NESTING = 3     /* malformed flow (stack top of the wrong kind, break outside) */
} sm5_seq_err_t;

typedef enum { SM5_SEQK_IF = 0, SM5_SEQK_LOOP = 1, SM5_SEQK_SWITCH = 2 } sm5_seq_kind_t;

typedef struct {
    uint8_t kind;            /* sm5_seq_kind_t */
    uint16_t open;           /* pc of the if / loop / switch */
    uint64_t outer, pending, running, nomatch;
} sm5_seq_ent_t;

typedef struct {
    bool issue_ready;        /* the core's bundle of this cycle */
    bool idle;
    const uint32_t (*rd_data)[4];   /* the core's read port 0 row (lanes x 4): used in RD2 */
} sm5_seq_in_t;

typedef struct {
    /* to the core */
    bool issue_valid;
    uint16_t issue_tag;      /* = pc */
    sm5_uop_t issue_uop;
    uint16_t issue_blk;      /* its register block (the wave's w * wregs): physical r = blk + field */
    bool cfg_we;             /* rewrite the core's lane mask (with the issue) */
    uint64_t cfg_exec;
    bool rd_en;              /* drive the read port's address */
    uint16_t rd_reg;         /* physical register */
    /* observable: the retirement of a micro-op this cycle (flow op resolved, op
     * accepted by the core, or op skipped with no lane active) */
    bool step;
    uint16_t step_pc;
    uint64_t step_mask;      /* active lanes when it retired (before the op) */
    /* observable: registers */
    uint8_t state;           /* sm5_seq_state_t */
    uint8_t wait;            /* sm5_seq_wait_t */
    uint16_t pc;
    uint64_t act, live;
    uint8_t depth;
    uint8_t err;             /* sm5_seq_err_t */
    bool done;               /* DONE: finished and the core drained */
    uint32_t barriers;       /* thread barriers arrived at (all waves) */
    uint16_t wave;           /* the wave whose state pc/act/live/depth show (the current) */
    uint16_t waiting;        /* how many waves are parked at a barrier */
    uint16_t group;          /* the group running (index in //! dispatch order) */
    bool gnext;              /* GNEXT and the core idle: the host may refresh groupshared
                              * memory, then sm5_seq_next */
} sm5_seq_out_t;

/* The run's shape, given with start (RTL: seq_start_i and its operands). */
typedef struct {
    int len;                 /* micro-ops */
    uint32_t threads;        /* threads of the group (0: one wave of every lane) */
    int lanes;               /* lanes of a wave (<= the build's; 0: all of them) */
    int wregs;               /* registers per wave (temps + outputs + the system value) */
    int sysreg;              /* the system-value registers in a wave's block (sysreg ..
                              * sysreg + 2), -1: none */
    int cbase;               /* constant-file entry of the loader's first constant (sysreg >= 0) */
    int groups;              /* groups of //! dispatch (0: 1) */
    int nin;                 /* v# inputs per lane (v0 .. v(nin - 1)); 0: none */
    int vreg;                /* v0's register in the wave's block */
} sm5_seq_run_t;

typedef struct sm5_seq sm5_seq_t;

/* lanes 1..64, depth 1..SM5_SEQ_DEPTH_MAX (mask-stack entries), waves
 * 1..SM5_SEQ_WAVES_MAX, imem_depth micro-ops, nconst constants. NULL on bad arguments. */
sm5_seq_t *sm5_seq_new(int lanes, int depth, int waves, int imem_depth, int nconst);
void sm5_seq_free(sm5_seq_t *s);
void sm5_seq_reset(sm5_seq_t *s);

/* Host ports (before the run): instruction memory, the constant copy, the lane masks
 * (the core's run configuration, written with it), start (program length). */
void sm5_seq_host_imem(sm5_seq_t *s, int addr, const sm5_uop_t *u);
void sm5_seq_host_const(sm5_seq_t *s, int idx, const uint32_t v[4]);
void sm5_seq_host_cfg(sm5_seq_t *s, uint64_t exec);
void sm5_seq_start(sm5_seq_t *s, const sm5_seq_run_t *run);
/* GNEXT: the host has refreshed groupshared memory; the next group starts (one edge). */
void sm5_seq_next(sm5_seq_t *s);

void sm5_seq_eval(sm5_seq_t *s, const sm5_seq_in_t *in, sm5_seq_out_t *out);
void sm5_seq_tick(sm5_seq_t *s, const sm5_seq_in_t *in);

/* The mask stack of wave w (entry 0 = outermost), for failure reports; its depth. */
int sm5_seq_stack(const sm5_seq_t *s, int w, sm5_seq_ent_t *out, int max);
/* Wave w's pc, active and live masks (failure reports). */
void sm5_seq_wave(const sm5_seq_t *s, int w, uint16_t *pc, uint64_t *act, uint64_t *live);
int sm5_seq_nwaves(const sm5_seq_t *s);
const char *sm5_seq_state_name(int st);
const char *sm5_seq_wait_name(int w);
const char *sm5_seq_err_name(int e);
const char *sm5_seq_kind_name(int k);

/* Why the sequencer + core cannot run this program (an error text, possibly written into
 * buf), or NULL. The build: groups of at most `waves` (MAX_WAVES) waves of `lanes` lanes,
 * nregs registers per lane, constant-buffer regions for cbufs buffers of cb_rows rows
 * (CBUFS, CB_ROWS). Refused: what does not fit those, a t# with no free u# slot, three
 * relatively indexed x# operands in one instruction (two in a memory instruction), and
 * more of the program's and the loader's constants than the constant file holds
 * (docs/limits.md). */
const char *sm5_seq_unsupported(const sm5_prog_t *p, int lanes, int nregs, int waves, int cbufs, int cb_rows,
                                char *buf, size_t len);

/* The micro-ops as the sequencer runs them: o#N destinations become r(obase + N), so
 * outputs live in the register file beyond the temps (obase = the program's temps), and
 * v#N sources r(obase + outputs + N) (sm5_seq_vreg). out: p->nuops entries. Returns obase. */
int sm5_seq_lower(const sm5_prog_t *p, sm5_uop_t *out);
/* Registers of one wave: temps + outputs (+ 3 for the system values when a thread id
 * is read: sm5_seq_sysreg). */
int sm5_seq_nregs(const sm5_prog_t *p);
int sm5_seq_sysreg(const sm5_prog_t *p);   /* its index in the wave's block, or -1 */
int sm5_seq_nin(const sm5_prog_t *p);      /* v# inputs read (highest + 1) */
int sm5_seq_vreg(const sm5_prog_t *p);     /* v0's register in the wave's block */
int sm5_seq_xreg(const sm5_prog_t *p);     /* x0[0]'s register in the wave's block (x# follow
                                            * each other, one register an element) */
/* The constant RAM rows the loader fills past the constant file (sm5_const_row), with the
 * build's nconst, cbufs and cb_rows: put(ctx, row, value) for the v# inputs of the run's
 * `lanes` lanes (lane l's vN at sm5_const_vin_row(l * inputs + N)), and for each buffer
 * the program reads through an index (cb#[r + n], icb) its declared size (row
 * sm5_const_rows + region: sm5_cycle_set_const) and its elements (sm5_const_row(region,
 * element); the icb's region is cbufs). Returns the value rows written. */
int sm5_seq_cbuf_rows(const sm5_prog_t *p, int lanes, int nconst, int cbufs, int cb_rows,
                      void (*put)(void *ctx, int row, const uint32_t v[4]), void *ctx);
/* The u# slot (0..7) that holds read-only buffer t#t's descriptor on the core (t# loads
 * are lowered to loads through it; the memory unit sees an ordinary buffer that nothing
 * writes), or -1 when the program declares every u#. */
int sm5_seq_srv_slot(const sm5_prog_t *p, int t);
/* Threads of the run's group: X*Y*Z of dcl_thread_group (cs), else `lanes`. */
uint32_t sm5_seq_threads(const sm5_prog_t *p, int lanes);
/* The run's shape for a program of len micro-ops on `lanes` lanes (cbase: where the
 * loader puts its own constants, normally p->nconst). */
void sm5_seq_run_of(const sm5_prog_t *p, int lanes, int cbase, sm5_seq_run_t *run);

#endif

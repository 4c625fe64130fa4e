/* Execution pipes of the vector ALU (the latency table cmodel/sm5_pipes.def), the one
 * op -> pipe map (sm5_op_pipe) and the reasons the dispatch stage can stall. The RTL
 * package gets the same three things from tools/gen_pkg.c (sm5_pipe_e, LAT_*, op_pipe(),
 * sm5_stall_e), so C and RTL cannot disagree. docs/architecture.md describes the use. */
#ifndef SM5_PIPE_H
#define SM5_PIPE_H
#include <stdbool.h>
#include "sm5_uop.h"
#include "sm5_fma_unit.h"   /* SM5_FMA_STAGES: the FMA/DP rows of sm5_pipes.def */
#include "sm5_divmul.h"     /* SM5_IMUL_STAGES */
#include "sm5_sfu.h"        /* SM5_SFU_STAGES */
#include "sm5_dp_unit.h"    /* SM5_DP_STAGES: the DBL row */

typedef enum {
    SM5_PK_FIXED = 0,      /* fully pipelined, fixed latency: reserves its write-back slot */
    SM5_PK_ITERATIVE = 1,  /* busy while working, variable latency: pending bit */
    SM5_PK_MEMORY = 2      /* the memory unit: variable latency, request credits */
} sm5_pipe_kind_t;

typedef struct {
    const char *name;      /* "alu", ... */
    sm5_pipe_kind_t kind;
    int latency;           /* see sm5_pipes.def */
    int ii;
} sm5_pipe_info_t;

/* Table row of p (the default latencies); NULL for SM5_PIPE_NONE or out of range. */
const sm5_pipe_info_t *sm5_pipe_info(sm5_pipe_t p);
/* "alu", "cvt", "mem", ... or "none". */
const char *sm5_pipe_name(sm5_pipe_t p);

/* The unit op of a SPEC 10 instruction handled by the FMA pipe (add, mul, mad, frc,
 * round_*) and, for dp2/dp3/dp4, of its chain step `step` (0: MUL, later: MAD).
 * Returns false for every other instruction. */
bool sm5_fma_op_of(sm5_op_t op, int step, sm5_fma_op_t *out);
/* The unit op of a SPEC 12 instruction on the pipe (dadd .. utod, not ddiv / drcp, not
 * dmin / dmax / dmov, which the ALU's comparator has). False for every other op. */
bool sm5_dp_op_of(sm5_op_t op, sm5_dp_op_t *out);

/* Why the op at the dispatch stage did not dispatch this cycle (the bundle's ds_stall;
 * RTL sm5_stall_e). In priority order: the first that holds is reported. */
#define SM5_STALLS(X) \
    X(NONE,       "none",       "dispatched this cycle") \
    X(EMPTY,      "empty",      "no op at the dispatch stage (issue queue empty)") \
    X(NOPIPE,     "nopipe",     "the op has no execution pipe in this build") \
    X(RAW,        "raw",        "a component a source swizzle reads is not ready by its bypass point (EX1; RD without the EX1 bypass)") \
    X(WAW,        "waw",        "a destination component has a later or pending write") \
    X(WB_SLOT,    "wb_slot",    "the op's write-back slot(s) are reserved") \
    X(WB_MEM,     "wb_mem",     "a memory result waits for the write-back bus") \
    X(MEM_CREDIT, "mem_credit", "no memory request queue credit") \
    X(UNIT_BUSY,  "unit_busy",  "the op's iterative unit is busy")

typedef enum {
#define SM5_STALL_ENUM(e, n, w) SM5_STALL_##e,
    SM5_STALLS(SM5_STALL_ENUM)
#undef SM5_STALL_ENUM
    SM5_STALL_COUNT
} sm5_stall_t;

const char *sm5_stall_name(sm5_stall_t s);     /* "raw", ...; "?" out of range */
const char *sm5_stall_why(sm5_stall_t s);

/* Register components an op touches (the scoreboard's view, same rule in the RTL):
 * reads: for every source of kind TEMP, the components its swizzle selects (bit c of
 * *mask of that source); writes: dst_mask of dst_reg when the op writes a register
 * (ALU result or memory return value), dst2_mask of dst2_reg for two-destination ops. */
unsigned sm5_src_read_mask(const sm5_src_t *s);         /* 0 unless kind TEMP */
bool sm5_op_writes_reg(sm5_op_t op);   /* sm5_op_alu_writes_reg || sm5_op_returns_value */

/* The components a serialised unit (IMUL, DIV) works through for u: dst_mask | dst2_mask
 * of the destinations it writes, x if none (the op still takes one slot); ascending. */
unsigned sm5_uop_unit_comps(const sm5_uop_t *u);
/* Cycles (beats) an op holds the units of a lane built with vec_comps (1, 2, 4: RTL
 * VEC_COMPS) components per cycle: ALU, CVT, FMA: ceil(n / vec_comps) for its n
 * written components (sm5_uop_unit_comps); 1 otherwise. Dispatch waits while they run. */
int sm5_uop_beats(const sm5_uop_t *u, int vec_comps);
/* Cycles an op adds to its pipe's table latency: IMUL one per written component after
 * the first (the unit takes one per cycle); ALU, CVT, FMA one per beat after the first
 * (sm5_uop_beats); 0 otherwise. RTL: lat_extra_vc() in sm5_pipe_pkg. */
int sm5_uop_lat_extra(const sm5_uop_t *u, int vec_comps);
/* the most sm5_uop_lat_extra adds on pipe p at vec_comps */
int sm5_pipe_max_extra(sm5_pipe_t p, int vec_comps);

#endif

/* Memory and atomics of SPEC 6: resource descriptors over one shared word memory,
 * address generation with bounds and alignment checks, every atomic_* / imm_atomic_*,
 * the loads and stores, P-7..P-9, P-11, and counts of out-of-bounds / undefined events. */
#ifndef SM5_MEM_H
#define SM5_MEM_H
#include "sm5_uop.h"

#define SM5_NRES 16            /* u0..u7 -> 0..7, g0..g7 -> 8..15 (the uop res field) */
#define SM5_MAX_LANES 64

typedef enum { SM5_RES_NONE, SM5_RES_RAW, SM5_RES_STRUCTURED, SM5_RES_TYPED } sm5_res_kind_t;
typedef enum {
    SM5_DIM_BUFFER, SM5_DIM_1D, SM5_DIM_1DARRAY, SM5_DIM_2D, SM5_DIM_2DARRAY, SM5_DIM_3D
} sm5_dim_t;
typedef enum {
    SM5_FMT_R32_UINT, SM5_FMT_R32_SINT, SM5_FMT_R32_FLOAT,
    SM5_FMT_R16G16_FLOAT, SM5_FMT_R11G11B10_FLOAT
} sm5_fmt_t;

/* One descriptor: what the RTL's descriptor table holds per slot. */
typedef struct {
    uint8_t kind;      /* sm5_res_kind_t; g# slots are RAW or STRUCTURED */
    uint8_t dim;       /* sm5_dim_t, typed only */
    uint8_t fmt;       /* sm5_fmt_t, typed only */
    uint32_t base;     /* first word in the shared memory */
    uint32_t size;     /* words */
    uint32_t stride;   /* structured: bytes per element, a multiple of 4 */
    uint32_t width, height, depth;   /* typed; depth = array slices for *array dims */
    uint32_t counter;  /* hidden counter (alloc / consume) */
} sm5_res_t;

/* What happened to one lane's access (one per lane and word). */
typedef enum {
    SM5_ACC_OK,            /* in bounds: the word is read / written */
    SM5_ACC_OFF,           /* inactive or helper lane: no access, returns 0 (P-8) */
    SM5_ACC_OOB,           /* u# out of bounds: defined, nothing written, returns 0 */
    SM5_ACC_STRUCT_OFFSET, /* structured byte offset past the stride: P-7 */
    SM5_ACC_GSM_OOB,       /* g# out of bounds: P-7 */
    SM5_ACC_MISALIGNED     /* raw/structured address not a multiple of 4: P-7 */
} sm5_acc_status_t;

typedef struct {
    uint32_t oob, struct_offset, gsm_oob, misaligned;
} sm5_ub_counts_t;

typedef struct {
    uint32_t *words;       /* owned by the caller */
    uint32_t nwords;
    sm5_res_t res[SM5_NRES];
    sm5_ub_counts_t ub;    /* events so far: reset with sm5_mem_reset_counts */
} sm5_mem_t;

void sm5_mem_init(sm5_mem_t *m, uint32_t *words, uint32_t nwords);
void sm5_mem_reset_counts(sm5_mem_t *m);

/* One memory instruction over `lanes` lanes. exec: lanes that exist; helper: helper
 * lanes. src[l][s][c]: lane l, source s of the uop after swizzle (memory ops take no
 * modifiers). ret[l][c]: the value the op returns to the destination register
 * (loads: per component after the resource swizzle; imm_ atomics: the returned word in
 * all four components); *ret_valid: lanes whose destination is written (all lanes of
 * exec for an op with a register result, including helper and faulting lanes, which
 * get 0 by P-8). Undefined-behaviour and out-of-bounds events are added to m->ub, one
 * per lane and word at fault. */
void sm5_mem_exec(sm5_mem_t *m, const sm5_uop_t *u, int lanes, uint64_t exec,
                  uint64_t helper, const uint32_t src[][SM5_NSRC][4], uint32_t ret[][4],
                  uint64_t *ret_valid);

/* Address generation, shared with the cycle model: the absolute word address of lane
 * l's access to word k (k = 0 for atomics; 0..3 for the components of a load/store) and
 * its status. For loads/stores k indexes the word after the resource swizzle / the
 * destination mask, as sm5_mem_exec uses it. */
sm5_acc_status_t sm5_mem_addr(const sm5_mem_t *m, const sm5_uop_t *u,
                              const uint32_t src[SM5_NSRC][4], int k, uint32_t *word);

/* The atomic operation itself on one word: the new memory value; *ret gets what an imm_
 * form returns. s0, s1 as in SPEC 6 (s1 only for the compare-exchange forms). */
uint32_t sm5_atomic_apply(sm5_op_t op, uint32_t mem, uint32_t s0, uint32_t s1, uint32_t *ret);

#endif

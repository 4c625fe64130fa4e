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

/* Clears the descriptors and counts and attaches the caller's words (not modified). */
void sm5_mem_init(sm5_mem_t *m, uint32_t *words, uint32_t nwords);
void sm5_mem_reset_counts(sm5_mem_t *m);

/* One memory instruction over `lanes` lanes. exec: lanes that exist; helper: helper
 * lanes. src[l][s][c]: lane l, source s of the uop after swizzle (memory ops take no
 * modifiers). ret[l][c]: the value the op returns to the destination register
 * (loads: per component after the resource swizzle; imm_ atomics: the returned word in
 * all four components); *ret_valid: lanes whose destination is written (all lanes of
 * exec for an op with a register result, including helper and faulting lanes, which
 * get 0 by P-8). Undefined-behaviour and out-of-bounds events are added to m->ub, one
 * per lane and word at fault.
 * Operand roles (s = uop source index, after swizzle):
 *   atomic_* / imm_atomic_*: src[0] address (raw: .x byte offset; structured: .x index,
 *     .y byte offset; typed: coordinates), src[1].x = s0, src[2].x = s1 (the compare-
 *     exchange forms: s0 compare value, s1 new value); alloc / consume take none.
 *   ld_raw: src[0].x byte offset.  ld_structured: src[0].x index, src[1].x byte offset.
 *   ld_uav_typed: src[0] coordinates.  store_raw: src[0].x offset, src[1] value.
 *   store_structured: src[0].x index, src[1].x offset, src[2] value.
 *   store_uav_typed: src[0] coordinates, src[1] value.
 * The resource kind (not the opcode) decides how the address is read.
 * Words a lane accesses (see sm5_mem_word_mask): loads only the words their written
 * components (u->dst_mask) need, stores the components of u->dst_mask (memory write
 * mask), typed stores always their one element; components of ret outside dst_mask are
 * 0. ret may be NULL (values dropped, all else the same); so may ret_valid. Lanes at or
 * above `lanes` (at most SM5_MAX_LANES) are ignored; ret of lanes outside exec is
 * untouched. Lanes hitting one word are folded in ascending lane order (P-9): one
 * read, the lanes' operations, one write per word; a store's last lane wins. */
void sm5_mem_exec(sm5_mem_t *m, const sm5_uop_t *u, int lanes, uint64_t exec,
                  uint64_t helper, const uint32_t src[][SM5_NSRC][4], uint32_t ret[][4],
                  uint64_t *ret_valid);

/* Address generation, shared with the cycle model: the absolute word address of lane
 * l's access to word k (k = 0 for atomics; 0..3 for the components of a load/store) and
 * its status. For loads/stores k indexes the word after the resource swizzle / the
 * destination mask, as sm5_mem_exec uses it: raw / structured access the word at
 * byte offset + 4k; typed resources ignore k (one word per element).
 * Checks, in this order: misaligned byte offset (raw, structured) -> MISALIGNED;
 * structured byte offset + 4k >= stride -> STRUCT_OFFSET (GSM_OOB on g#); index /
 * offset / coordinate out of range -> OOB (GSM_OOB on g#). Typed coordinates, each
 * compared unsigned (x < width, y < height, z or slice < depth): buffer, 1d: x;
 * 1darray: x, slice = .y; 2d: x, y; 2darray: x, y, slice = .z; 3d: x, y, z; element =
 * x + width * (y + height * z), height (depth) counting as 1 for dims without y (z).
 * A slot with kind NONE, and a word past the descriptor's size or past m->nwords (an
 * inconsistent descriptor), is out of range too. Does not look at exec / helper (OFF
 * is sm5_mem_exec's) and counts nothing. *word gets base + word when OK, else 0; word
 * may be NULL. */
sm5_acc_status_t sm5_mem_addr(const sm5_mem_t *m, const sm5_uop_t *u,
                              const uint32_t src[SM5_NSRC][4], int k, uint32_t *word);

/* The atomic operation itself on one word: the new memory value; *ret gets what an imm_
 * form returns. s0, s1 as in SPEC 6 (s1 only for the compare-exchange forms).
 * Accepts the atomic_* and imm_atomic_* opcodes; for alloc / consume `mem` is the
 * counter. Any other opcode returns mem unchanged and *ret = 0. ret may be NULL. */
uint32_t sm5_atomic_apply(sm5_op_t op, uint32_t mem, uint32_t s0, uint32_t s1, uint32_t *ret);

/* Additions for the simulators and the cycle model. */

/* The word indices k (bit k) that one lane of u accesses, as sm5_mem_exec does: 1 for
 * atomics with an address, 0 for alloc / consume and non-memory ops, loads: the words
 * sel(res_swz, c) of the components c in dst_mask (typed: 1 if dst_mask != 0), stores:
 * dst_mask (typed: 1). */
unsigned sm5_mem_word_mask(const sm5_uop_t *u);

/* Words of a typed resource: width * height * depth over the dimensions its dim uses
 * (the others count as 1); 0 if the product does not fit in 32 bits. */
uint32_t sm5_res_typed_words(const sm5_res_t *r);

/* Lays the declared slots (kind != NONE) out contiguously in slot order u0..u7, g0..g7:
 * sets each base, returns the total words (may exceed 32 bits: the caller checks).
 * Sizes must already be set. Undeclared slots get base = 0. */
uint64_t sm5_mem_layout(sm5_res_t res[SM5_NRES]);

/* Typed formats (one word per element): unpack to four components with P-10 fill
 * (R32_*: (v, 0, 0, 1); R16G16_FLOAT: (f16 lo, f16 hi, 0, 1.0f); R11G11B10_FLOAT:
 * (f11, f11, f10, 1.0f)), before the resource swizzle; pack from four components
 * (R32_*: x; R16G16_FLOAT: f16(x) | f16(y) << 16; R11G11B10_FLOAT: f11(x) | f11(y) << 11
 * | f10(z) << 22). An unknown fmt acts as R32_UINT. The C twins of sm5_fmt_unpack /
 * sm5_fmt_pack in docs/interfaces.md. */
void sm5_mem_fmt_unpack(uint8_t fmt, uint32_t word, uint32_t out[4]);
uint32_t sm5_mem_fmt_pack(uint8_t fmt, const uint32_t in[4]);

#endif

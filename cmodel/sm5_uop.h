/* Micro-op: the fixed-width (128-bit) native encoding of one instruction.
 * This header and cmodel/sm5_ops.def are the single source of truth: tools/gen_pkg.c
 * emits rtl/sm5_pkg.sv from them, and `make check-pkg` compares the committed package.
 *
 * Layout, LSB first (bit ranges inclusive):
 *   [7:0]     op        sm5_op_e
 *   [8]       sat       _sat on the result
 *   [12:9]    dst_mask  register write mask (x = bit 0); memory write mask for stores
 *   [20:13]   dst_reg   destination temp r#
 *   [24:21]   res       resource slot: bit 3 = groupshared (g#), bits 2:0 = slot number
 *   [32:25]   res_swz   swizzle on the resource operand (loads), 2 bits per component
 *   [52:33]   src[0]    each source 20 bits: kind[1:0] idx[9:2] swz[17:10] neg[18] abs[19]
 *   [72:53]   src[1]
 *   [92:73]   src[2]
 *   [112:93]  src[3]
 *   [120:113] dst2_reg  second destination r# (two-destination ops, sm5_op_ndst == 2)
 *   [124:121] dst2_mask its write mask; 0 (with dst2_reg 0) for a `null` destination
 *   [127:125] reserved, zero
 * Two-destination ops (imul/umul HI, LO; udiv Q, R; uaddc sum, carry; usubb diff,
 * borrow): dst_* is the first destination, dst2_* the second; a `null` destination has
 * mask 0 and reg 0. Every other op has dst2_reg = dst2_mask = 0.
 * Swizzle: component c of the result takes source component (swz >> 2c) & 3;
 * .xyzw = 0xE4. Source kinds: NONE (reads 0), TEMP r#, CONST (entry of the constant
 * file, which holds cb#[n] values and literals, placed by the assembler), THREAD_ID
 * (lane index in x, 0 in y, z, w: vThreadID, vThreadIDInGroup, ...Flattened).        */
#ifndef SM5_UOP_H
#define SM5_UOP_H
#include <stdint.h>
#include <stdbool.h>

typedef enum {
#define SM5_OP(e, m, c, n) SM5_OP_##e,
#include "sm5_ops.def"
#undef SM5_OP
    SM5_OP_COUNT
} sm5_op_t;

typedef enum {
    SM5_CL_FLOAT,      /* f32 arithmetic: float neg/abs, _sat, denorm flush */
    SM5_CL_INT,        /* signed int: neg is two's complement, no abs/_sat */
    SM5_CL_UINT,       /* unsigned/bitwise: no modifiers */
    SM5_CL_DOUBLE,     /* f64 pairs: neg/abs on the high words, _sat */
    SM5_CL_F16IN,      /* f16tof32: modifiers act on the f32 result */
    SM5_CL_MOVE,       /* mov/movc: float neg/abs and _sat allowed, bits kept otherwise */
    SM5_CL_CTRL,       /* ret */
    SM5_CL_ATOMIC,     /* atomic_* : no register result */
    SM5_CL_IMM_ATOMIC, /* imm_atomic_* : one register component returned */
    SM5_CL_LOAD,       /* ld_* */
    SM5_CL_STORE       /* store_* */
} sm5_opclass_t;

typedef enum {
    SM5_SRC_NONE = 0,
    SM5_SRC_TEMP = 1,
    SM5_SRC_CONST = 2,
    SM5_SRC_THREAD_ID = 3
} sm5_srckind_t;

#define SM5_SWZ_XYZW 0xE4u
#define SM5_RES_GROUPSHARED 0x8u
#define SM5_NSRC 4
#define SM5_NREGS_MAX 256
#define SM5_NCONST_MAX 256

typedef struct {
    uint8_t kind;  /* sm5_srckind_t */
    uint8_t idx;
    uint8_t swz;
    bool neg, abs;
} sm5_src_t;

typedef struct {
    uint8_t op;    /* sm5_op_t */
    bool sat;
    uint8_t dst_mask;
    uint8_t dst_reg;
    uint8_t res;
    uint8_t res_swz;
    sm5_src_t src[SM5_NSRC];
    uint8_t dst2_reg;   /* second destination (two-destination ops only) */
    uint8_t dst2_mask;
} sm5_uop_t;

/* The packed form, as the RTL issue port sees it: w[0] holds bits 31:0. */
typedef struct { uint32_t w[4]; } sm5_uop_bits_t;

/* Field table: (name, lsb, width) of the scalar fields, used by pack/unpack and by the
 * package generator. */
#define SM5_UOP_FIELDS(F) \
    F(op, 0, 8) F(sat, 8, 1) F(dst_mask, 9, 4) F(dst_reg, 13, 8) F(res, 21, 4) F(res_swz, 25, 8) \
    F(dst2_reg, 113, 8) F(dst2_mask, 121, 4)
#define SM5_UOP_SRC_LSB 33
#define SM5_UOP_SRC_BITS 20
#define SM5_SRC_FIELDS(F) F(kind, 0, 2) F(idx, 2, 8) F(swz, 10, 8) F(neg, 18, 1) F(abs, 19, 1)
#define SM5_UOP_SRC_END (SM5_UOP_SRC_LSB + SM5_NSRC * SM5_UOP_SRC_BITS)   /* 113: dst2_reg */
#define SM5_UOP_USED_BITS 125   /* [127:125] reserved */

sm5_uop_bits_t sm5_uop_pack(const sm5_uop_t *u);
/* Returns false when a reserved bit is set or a field is out of range. */
bool sm5_uop_unpack(sm5_uop_bits_t b, sm5_uop_t *u);

const char *sm5_op_name(sm5_op_t op);       /* mnemonic, or NULL */
sm5_opclass_t sm5_op_class(sm5_op_t op);
int sm5_op_nsrc(sm5_op_t op);
/* Destinations an op writes: 2 for imul, umul, udiv, uaddc, usubb (dst and dst2, either
 * may be `null`), else 1. */
int sm5_op_ndst(sm5_op_t op);
/* Looks a mnemonic up (exact, lower case); returns SM5_OP_COUNT when unknown. */
sm5_op_t sm5_op_lookup(const char *name, int len);

/* Op-class predicates: the one definition, derived from the class column of
 * sm5_ops.def (and, for the counters, the op itself). tools/gen_pkg.c evaluates them for
 * every opcode into the same-named functions of rtl/sm5_pkg.sv (op_is_mem, ...), so C and
 * RTL cannot disagree and an appended op needs no edit here unless it is a new class.
 * Each is false for an opcode outside the table. */
bool sm5_op_is_mem(sm5_op_t op);          /* executed by the memory unit */
bool sm5_op_is_atomic(sm5_op_t op);       /* atomic_* and imm_atomic_* (counters too) */
bool sm5_op_is_imm_atomic(sm5_op_t op);   /* imm_atomic_* (counters too) */
bool sm5_op_is_counter(sm5_op_t op);      /* imm_atomic_alloc / _consume: the hidden counter */
bool sm5_op_is_load(sm5_op_t op);         /* ld_* */
bool sm5_op_is_store(sm5_op_t op);        /* store_* */
bool sm5_op_writes_mem(sm5_op_t op);      /* stores and the atomics that address a word */
bool sm5_op_returns_value(sm5_op_t op);   /* memory op with a register result (loads, imm_) */
bool sm5_op_alu_writes_reg(sm5_op_t op);  /* the vector ALU writes the destination */

static inline unsigned sm5_swz_sel(uint8_t swz, int c) { return (swz >> (2 * c)) & 3u; }

#endif

/* Micro-op: the fixed-width (288-bit) native encoding of one instruction.
 * This header and cmodel/sm5_ops.def are the single source of truth: tools/gen_pkg.c
 * emits rtl/sm5_pkg.sv from them, and `make check-pkg` compares the committed package.
 *
 * Layout, LSB first (bit ranges inclusive). Bits [127:0] are the original 128-bit
 * micro-op, unchanged, so a unit that knows only them keeps working; [287:128] carry the
 * control flow and the indexed operands of SPEC 13.
 *   [7:0]     op        sm5_op_e
 *   [8]       sat       _sat on the result
 *   [12:9]    dst_mask  register write mask (x = bit 0); memory write mask for stores
 *   [20:13]   dst_reg   destination r# (o# / x# number when dst_kind says so)
 *   [24:21]   res       resource slot: bit 3 = groupshared (g#), bits 2:0 = slot number
 *   [32:25]   res_swz   swizzle on the resource operand (loads), 2 bits per component
 *   [52:33]   src[0]    each source 20 bits: kind[1:0] idx[9:2] swz[17:10] neg[18] abs[19]
 *   [72:53]   src[1]
 *   [92:73]   src[2]
 *   [112:93]  src[3]
 *   [120:113] dst2_reg  second destination r# (two-destination ops, sm5_op_ndst == 2)
 *   [124:121] dst2_mask its write mask; 0 (with dst2_reg 0) for a `null` destination
 *   [127:125] reserved, zero
 *   [143:128] target    flow control: micro-op index the op may jump to (see below)
 *   [147:144] sync      sync: bit 0 _t (thread barrier), 1 _g (groupshared fence),
 *                       2 _ugroup, 3 _uglobal (UAV fences)
 *   [148]     srv       the resource operand is a read-only buffer t# (res[2:0] = #)
 *   [150:149] dst_kind  sm5_dstkind_t: TEMP r#, OUTPUT o#, XTEMP x# (dst_reg = #)
 *   [173:151] dst_idx   index of an x# destination: rel[0] xreg[8:1] xcomp[10:9] off[22:11]
 *   [199:174] srcx[0]   each 26 bits: xkind[2:0] rel[3] xreg[11:4] xcomp[13:12] off[25:14]
 *   [225:200] srcx[1]
 *   [251:226] srcx[2]
 *   [277:252] srcx[3]
 *   [279:278] dst2_kind sm5_dstkind_t of the second destination (TEMP or OUTPUT)
 *   [287:280] reserved, zero
 * Two-destination ops (imul/umul HI, LO; udiv Q, R; uaddc sum, carry; usubb diff,
 * borrow): dst_* is the first destination, dst2_* the second; a `null` destination has
 * mask 0 and reg 0. Every other op has dst2_reg = dst2_mask = 0.
 * Swizzle: component c of the result takes source component (swz >> 2c) & 3;
 * .xyzw = 0xE4. Source kinds: NONE (reads 0), TEMP r#, CONST (entry of the constant
 * file, which holds cb#[n] values and literals, placed by the assembler), THREAD_ID
 * (a compute system value; idx: 0 vThreadID, 1 vThreadIDInGroup,
 * 2 vThreadIDInGroupFlattened, 3 vThreadGroupID).
 * Extended sources (srcx[s].xkind != NONE; src[s].kind is then NONE and src[s].idx,
 * swz, neg, abs apply as usual): INPUT v# (idx = #), CB cb#[index] with a relative
 * index (idx = cb#), ICB icb[index], XTEMP x#[index] (idx = array #). The index is
 * off + (rel ? r[xreg].xcomp : 0), 32-bit; P-31 decides an index out of range.
 * Flow control (class CTRL) and target: if_z/if_nz -> the matching else (or endif);
 * else -> its endif; loop -> its endloop; endloop -> its loop; switch -> its first label;
 * case/default -> the next label of the same switch (or the endswitch); break,
 * breakc, continue, continuec -> the endloop/endswitch they leave; every other op 0.
 * case: src[0] = the label value, src[1] = the switch selector (copied by the
 * assembler, so a label can be tested without the switch's state). */
#ifndef SM5_UOP_H
#define SM5_UOP_H
#include <stdint.h>
#include <stdbool.h>

/* Per-op flags (the flags column of sm5_ops.def). */
enum {
    SM5_OPF_COND = 1u << 0,     /* _z/_nz form with a condition source (sm5_op_is_cond) */
    SM5_OPF_NZ = 1u << 1,       /* ... the _nz form: taken when the condition is non-zero */
    SM5_OPF_AMO_CMP = 1u << 2,  /* compare-and-write atomic: cmp_store, cmp_exch */
    SM5_OPF_COUNTER = 1u << 3,  /* imm_atomic_alloc / _consume: the hidden counter */
    SM5_OPF_SRC32 = 1u << 4,    /* double op whose first source is 32-bit */
    SM5_OPF_RES32 = 1u << 5,    /* double op writing one 32-bit value per double */
    SM5_OPF_NOSAT = 1u << 6     /* a double-class op without _sat (conversions, compares) */
};

typedef enum {
#define SM5_OP(e, m, c, nd, ns, p, u, dx, f) SM5_OP_##e,
#include "sm5_ops.def"
#undef SM5_OP
    SM5_OP_COUNT
} sm5_op_t;

/* The execution pipes, by the names of the latency table's rows (cmodel/sm5_pipes.def;
 * their kinds and latencies: sm5_pipe.h). Here because an op row names its pipe. */
typedef enum {
#define SM5_PIPE(e, n, k, l, i) SM5_PIPE_##e,
#include "sm5_pipes.def"
#undef SM5_PIPE
    SM5_PIPE_COUNT,
    /* an op with no execution pipe (none today: every op maps to a row). The lockstep and
     * sm5cyc refuse such programs; the dispatch stage would stall on it for ever
     * (SM5_STALL_NOPIPE). */
    SM5_PIPE_NONE = SM5_PIPE_COUNT
} sm5_pipe_t;

/* The pipe that executes op: the pipe column of sm5_ops.def (defined in sm5_uop.c;
 * RTL: op_pipe() in sm5_pkg.sv). */
sm5_pipe_t sm5_op_pipe(sm5_op_t op);

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
    SM5_CL_STORE,      /* store_* */
    SM5_CL_QUERY       /* bufinfo: a register result from a resource descriptor */
} sm5_opclass_t;

typedef enum {
    SM5_SRC_NONE = 0,
    SM5_SRC_TEMP = 1,
    SM5_SRC_CONST = 2,
    SM5_SRC_THREAD_ID = 3
} sm5_srckind_t;

/* The system value a THREAD_ID source reads (its idx). */
typedef enum {
    SM5_SV_THREAD_ID = 0,            /* vThreadID */
    SM5_SV_THREAD_ID_IN_GROUP = 1,   /* vThreadIDInGroup */
    SM5_SV_FLATTENED = 2,            /* vThreadIDInGroupFlattened */
    SM5_SV_GROUP_ID = 3              /* vThreadGroupID */
} sm5_sysval_t;

/* Extended source kinds (srcx xkind). */
typedef enum {
    SM5_SRCX_NONE = 0,
    SM5_SRCX_INPUT = 1,    /* v#: a per-lane input register (ps / vs) */
    SM5_SRCX_CB = 2,       /* cb#[r.c + n]: relatively indexed constant buffer */
    SM5_SRCX_ICB = 3,      /* icb[n] / icb[r.c + n]: the immediate constant buffer */
    SM5_SRCX_XTEMP = 4     /* x#[n] / x#[r.c + n]: an indexable temp */
} sm5_srcxkind_t;

typedef enum {
    SM5_DST_TEMP = 0,      /* r# */
    SM5_DST_OUTPUT = 1,    /* o# */
    SM5_DST_XTEMP = 2      /* x#[index] */
} sm5_dstkind_t;

/* sync flags */
#define SM5_SYNC_T 0x1u          /* _t: every wave of the group waits for all its live lanes */
#define SM5_SYNC_G 0x2u          /* _g: groupshared memory fence */
#define SM5_SYNC_UGROUP 0x4u     /* _ugroup: UAV fence, group scope */
#define SM5_SYNC_UGLOBAL 0x8u    /* _uglobal: UAV fence, global scope */

#define SM5_SWZ_XYZW 0xE4u
#define SM5_RES_GROUPSHARED 0x8u
#define SM5_NSRC 4
#define SM5_NREGS_MAX 256
#define SM5_NCONST_MAX 256

/* The constant RAM. Rows [0, nconst): the program's constant file (literals, cb#[n] read
 * with a constant index) and the loader's own constants. Then a region of cb_rows rows per
 * constant buffer read through an index (cb#[r + n]) or past the file: cb0..cb(cbufs-1),
 * and after them the icb's. A lowered source reads such a region as kind CONST with xkind
 * CB or ICB: idx the region, x.off the element (sm5_seq_lower, the WF split). Then the
 * v# inputs of a vertex or pixel shader's lanes, SM5_VIN_ROWS rows (lane l's vN at
 * l * inputs + N), read by the sequencer's loads (VIN) as kind CONST with xkind INPUT.
 * sm5_const_rows rows in all; row sm5_const_rows + r holds region r's declared size. */
#define SM5_CBUFS_DEFAULT 14     /* D3D11's constant-buffer slots per shader stage */
#define SM5_CBUFS_MAX 16         /* cb0..cb15, the assembler's */
#define SM5_CB_ROWS_DEFAULT 4096 /* D3D11's largest constant buffer and icb (rows) */
#define SM5_CB_ROWS_MAX 4096
#define SM5_VIN_ROWS 2048        /* 64 lanes x 32 inputs */
static inline uint32_t sm5_const_row(int nconst, int cb_rows, int region, uint32_t elem)
{
    return (uint32_t)nconst + (uint32_t)region * (uint32_t)cb_rows + elem;
}
static inline uint32_t sm5_const_vin_row(int nconst, int cbufs, int cb_rows, uint32_t elem)
{
    return sm5_const_row(nconst, cb_rows, cbufs + 1, elem);
}
static inline uint32_t sm5_const_rows(int nconst, int cbufs, int cb_rows)
{
    return sm5_const_vin_row(nconst, cbufs, cb_rows, SM5_VIN_ROWS);
}

/* A register index: off + (rel ? r[xreg].xcomp : 0). */
typedef struct {
    bool rel;
    uint8_t xreg, xcomp;
    uint16_t off;          /* 12 bits */
} sm5_index_t;

typedef struct {
    uint8_t kind;  /* sm5_srckind_t */
    uint8_t idx;
    uint8_t swz;
    bool neg, abs;
    /* extension (srcx[s] in the packed layout) */
    uint8_t xkind; /* sm5_srcxkind_t; kind is NONE when this is not */
    sm5_index_t x; /* CB / ICB / XTEMP: the element index */
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
    uint16_t target;    /* flow control: the micro-op it may jump to */
    uint8_t sync;       /* sync: SM5_SYNC_* */
    bool srv;           /* res is a t# (read-only buffer) */
    uint8_t dst_kind;   /* sm5_dstkind_t */
    uint8_t dst2_kind;  /* sm5_dstkind_t of dst2: TEMP or OUTPUT */
    sm5_index_t dst_idx;   /* XTEMP destination: the element index */
} sm5_uop_t;

#define SM5_UOP_BITS 288
#define SM5_UOP_WORDS (SM5_UOP_BITS / 32)
/* The packed form, as the RTL issue port sees it: w[0] holds bits 31:0. */
typedef struct { uint32_t w[SM5_UOP_WORDS]; } sm5_uop_bits_t;

/* Field table: (name, lsb, width) of the scalar fields, used by pack/unpack and by the
 * package generator. */
#define SM5_UOP_FIELDS(F) \
    F(op, 0, 8) F(sat, 8, 1) F(dst_mask, 9, 4) F(dst_reg, 13, 8) F(res, 21, 4) F(res_swz, 25, 8) \
    F(dst2_reg, 113, 8) F(dst2_mask, 121, 4) \
    F(target, 128, 16) F(sync, 144, 4) F(srv, 148, 1) F(dst_kind, 149, 2) F(dst2_kind, 278, 2)
/* the index fields, relative to an index's lsb */
#define SM5_INDEX_FIELDS(F) F(rel, 0, 1) F(xreg, 1, 8) F(xcomp, 9, 2) F(off, 11, 12)
#define SM5_INDEX_BITS 23
#define SM5_UOP_DST_IDX_LSB 151
#define SM5_UOP_SRC_LSB 33
#define SM5_UOP_SRC_BITS 20
#define SM5_SRC_FIELDS(F) F(kind, 0, 2) F(idx, 2, 8) F(swz, 10, 8) F(neg, 18, 1) F(abs, 19, 1)
#define SM5_UOP_SRC_END (SM5_UOP_SRC_LSB + SM5_NSRC * SM5_UOP_SRC_BITS)   /* 113: dst2_reg */
#define SM5_UOP_USED_BITS 125   /* [127:125] reserved */
/* srcx[s]: xkind at bit 0, the index (SM5_INDEX_FIELDS) from bit 3 */
#define SM5_UOP_SRCX_LSB 174
#define SM5_UOP_SRCX_BITS 26
#define SM5_SRCX_XKIND_BITS 3
#define SM5_UOP_SRCX_END (SM5_UOP_SRCX_LSB + SM5_NSRC * SM5_UOP_SRCX_BITS)   /* 278: dst2_kind */
#define SM5_UOP_USED_BITS2 280  /* [287:280] reserved */

sm5_uop_bits_t sm5_uop_pack(const sm5_uop_t *u);
/* Returns false when a reserved bit is set or a field is out of range (op, dst_kind,
 * xkind). */
bool sm5_uop_unpack(sm5_uop_bits_t b, sm5_uop_t *u);

const char *sm5_op_name(sm5_op_t op);       /* mnemonic, or NULL */
sm5_opclass_t sm5_op_class(sm5_op_t op);
int sm5_op_nsrc(sm5_op_t op);
/* Destinations an op writes: 2 for imul, umul, udiv, uaddc, usubb, sincos (dst and dst2,
 * either may be `null`), else 1. */
int sm5_op_ndst(sm5_op_t op);
unsigned sm5_op_flags(sm5_op_t op);       /* SM5_OPF_*; 0 outside the table */
/* The unit column: the op's code on its pipe's unit (sm5_ops.def); 0 outside the table.
 * sm5_fma_op_of, sm5_dp_op_of and sm5_sfu_op_of read it typed. */
int sm5_op_unit(sm5_op_t op);
/* The D3D10/11 opcode number of op, -1 outside the table; sm5_op_of_dxbc is the reverse
 * (the first row with that number: if_z for `if`), SM5_OP_COUNT when none. */
int sm5_op_dxbc(sm5_op_t op);
sm5_op_t sm5_op_of_dxbc(uint32_t dxop);
/* Flow control ops (if/else/endif, loop/endloop, break*, continue*, switch/case/default/
 * endswitch, ret, retc*, sync, nop): class CTRL. */
bool sm5_op_is_flow(sm5_op_t op);
/* _z/_nz forms with a condition source: if, breakc, continuec, retc. */
bool sm5_op_is_cond(sm5_op_t op);
bool sm5_op_cond_nz(sm5_op_t op);         /* ... the _nz form */
bool sm5_op_is_amo_cmp(sm5_op_t op);      /* atomic_cmp_store, imm_atomic_cmp_exch */
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
/* Modifiers by op class, as vector lines (SPEC 9, sm5_vec.c) and libsm5ref take them: the
 * float, move, f16tof32 and double classes take _sat and - / _abs on a source, the int
 * class takes -; the double conversions and compares have no _sat. (The assembler's
 * per-op rule, sm5_asm_sat_ok, is stricter.) */
bool sm5_op_class_takes_sat(sm5_op_t op);
bool sm5_op_class_takes_neg(sm5_op_t op);
bool sm5_op_class_takes_abs(sm5_op_t op);

/* Double precision (SPEC 12). A double occupies a component pair (.xy or .zw, low word
 * first); the ops of sm5_op_is_f64 compute one result per pair. */
bool sm5_op_is_f64(sm5_op_t op);          /* class DOUBLE, ftod, itod, utod */
bool sm5_op_is_dp(sm5_op_t op);           /* executed by the double unit (not dmin/dmax/dmov:
                                           * the ALU's comparator has them) */
bool sm5_op_is_dpdiv(sm5_op_t op);        /* ddiv, drcp: the double unit's iterative divider */
/* Source s reads doubles (post-swizzle .xy the first, .zw the second; the swizzle must
 * be .xyzw, .xyxy, .zwxy or .zwzw). Otherwise a 32-bit source of a double op (dmovc's
 * condition, ftod / itod / utod): component x feeds the first result, y the second. */
bool sm5_op_f64_src(sm5_op_t op, int s);
bool sm5_op_f64_dst(sm5_op_t op);         /* writes doubles: mask .xy, .zw or .xyzw */
/* writes one 32-bit value per double (deq, dge, dlt, dne, dtof, dtoi, dtou): mask of one
 * or two components, the first result to the first component of the mask */
bool sm5_op_f64_res32(sm5_op_t op);
/* a double op whose first source is 32-bit (dmovc's condition, ftod / itod / utod) */
bool sm5_op_f64_src32(sm5_op_t op);

static inline unsigned sm5_swz_sel(uint8_t swz, int c) { return (swz >> (2 * c)) & 3u; }

#endif

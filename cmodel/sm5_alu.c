/* One ALU micro-op on one lane (SPEC 2-5, 7, 10): modifiers by op class, the operation
 * per component (f64 per pair, dp* over the components), then _sat. */
#include "sm5_alu.h"
#include "sm5_float.h"
#include "sm5_bitfield.h"
#include "sm5_convert.h"
#include "sm5_arith.h"
#include "sm5_f64.h"
#include "sm5_sfu.h"
#include "sm5_pipe.h"
#include <stddef.h>
#include <string.h>

void sm5_alu_src_mod(const sm5_uop_t *u, int s, const uint32_t in[4], uint32_t out[4])
{
    const sm5_src_t *sr = &u->src[s];
    sm5_opclass_t cl = sm5_op_class((sm5_op_t)u->op);
    for (int c = 0; c < 4; c++) {
        uint32_t v = in[c];
        switch (cl) {
        case SM5_CL_FLOAT:
        case SM5_CL_MOVE: v = sm5_f32_mod(v, sr->neg, sr->abs); break;
        case SM5_CL_INT: v = sm5_i32_mod(v, sr->neg); break;
        /* f64: the sign lives in the high word of each pair (.y, .w) */
        case SM5_CL_DOUBLE: if (c & 1) v = sm5_f32_mod(v, sr->neg, sr->abs); break;
        default: break;   /* UINT, F16IN (acts on the result), memory, ctrl: none */
        }
        out[c] = v;
    }
}

static uint64_t pair(const uint32_t v[4], int p)
{
    return (uint64_t)v[2 * p] | ((uint64_t)v[2 * p + 1] << 32);
}

static void put_pair(uint32_t out[4], int p, uint64_t d)
{
    out[2 * p] = (uint32_t)d;
    out[2 * p + 1] = (uint32_t)(d >> 32);
}

/* Double ops (SPEC 12): one result per pair. Doubles come from pair p of a double source;
 * a 32-bit source (dmovc's condition, ftod / itod / utod) gives component p. A double
 * result goes to pair p (_sat: sm5_f64_sat); a 32-bit result (compares, dtof, dtoi, dtou:
 * no _sat form) goes to the p-th component of the write mask. */
static void f64_exec(const sm5_uop_t *u, const uint32_t m[SM5_NSRC][4], uint32_t out[4])
{
    const sm5_op_t op = (sm5_op_t)u->op;
    uint64_t r64[2] = { 0, 0 };
    uint32_t r32[2] = { 0, 0 };
    for (int p = 0; p < 2; p++) {
        uint64_t a = pair(m[0], p), b = pair(m[1], p), c = pair(m[2], p);
        switch (op) {
        case SM5_OP_DMIN: r64[p] = sm5_f64_min(a, b); break;
        case SM5_OP_DMAX: r64[p] = sm5_f64_max(a, b); break;
        case SM5_OP_DMOV: r64[p] = a; break;
        case SM5_OP_DADD: r64[p] = sm5_f64_add(a, b, NULL); break;
        case SM5_OP_DMUL: r64[p] = sm5_f64_mul(a, b, NULL); break;
        case SM5_OP_DFMA: r64[p] = sm5_f64_fma(a, b, c, NULL); break;
        case SM5_OP_DDIV: r64[p] = sm5_f64_div(a, b, NULL); break;
        case SM5_OP_DRCP: r64[p] = sm5_f64_rcp(a, NULL); break;
        case SM5_OP_DMOVC: r64[p] = m[0][p] != 0 ? b : c; break;   /* raw: bits kept */
        case SM5_OP_FTOD: r64[p] = sm5_ftod(m[0][p], NULL); break;
        case SM5_OP_ITOD: r64[p] = sm5_itod(m[0][p]); break;
        case SM5_OP_UTOD: r64[p] = sm5_utod(m[0][p]); break;
        case SM5_OP_DEQ: r32[p] = sm5_f64_eq(a, b); break;
        case SM5_OP_DGE: r32[p] = sm5_f64_ge(a, b); break;
        case SM5_OP_DLT: r32[p] = sm5_f64_lt(a, b); break;
        case SM5_OP_DNE: r32[p] = sm5_f64_ne(a, b); break;
        case SM5_OP_DTOF: r32[p] = sm5_dtof(a, NULL); break;
        case SM5_OP_DTOI: r32[p] = sm5_dtoi(a); break;
        case SM5_OP_DTOU: r32[p] = sm5_dtou(a); break;
        default: break;
        }
    }
    if (sm5_op_f64_res32(op)) {   /* no _sat form (sm5_asm_sat_ok) */
        for (int c = 0, k = 0; c < 4 && k < 2; c++)
            if (u->dst_mask >> c & 1u) out[c] = r32[k++];
        return;
    }
    for (int p = 0; p < 2; p++) put_pair(out, p, u->sat ? sm5_f64_sat(r64[p]) : r64[p]);
}

/* shifts: count & 31 (SPEC 7); ishr is arithmetic, written without signed >> */
static uint32_t sar(uint32_t v, uint32_t n)
{
    n &= 31u;
    if (n == 0) return v;
    return (v & 0x80000000u) ? ((v >> n) | ~(0xFFFFFFFFu >> n)) : (v >> n);
}

/* signed order via the unsigned order of the sign-flipped patterns */
static bool slt(uint32_t a, uint32_t b) { return (a ^ 0x80000000u) < (b ^ 0x80000000u); }
static uint32_t tf(bool t) { return t ? 0xFFFFFFFFu : 0u; }

static uint32_t op32(sm5_op_t op, uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
    switch (op) {
    case SM5_OP_MIN: return sm5_f32_min(a, b);
    case SM5_OP_MAX: return sm5_f32_max(a, b);
    case SM5_OP_EQ: return sm5_f32_eq(a, b);
    case SM5_OP_NE: return sm5_f32_ne(a, b);
    case SM5_OP_LT: return sm5_f32_lt(a, b);
    case SM5_OP_GE: return sm5_f32_ge(a, b);
    case SM5_OP_IMIN: return slt(a, b) ? a : b;
    case SM5_OP_IMAX: return slt(a, b) ? b : a;
    case SM5_OP_UMIN: return a < b ? a : b;
    case SM5_OP_UMAX: return a < b ? b : a;
    case SM5_OP_UBFE: return sm5_ubfe(a, b, c);
    case SM5_OP_IBFE: return sm5_ibfe(a, b, c);
    case SM5_OP_BFI: return sm5_bfi(a, b, c, d);
    case SM5_OP_BFREV: return sm5_bfrev(a);
    case SM5_OP_COUNTBITS: return sm5_countbits(a);
    case SM5_OP_FIRSTBIT_LO: return sm5_firstbit_lo(a);
    case SM5_OP_FIRSTBIT_HI: return sm5_firstbit_hi(a);
    case SM5_OP_FIRSTBIT_SHI: return sm5_firstbit_shi(a);
    case SM5_OP_F32TOF16: return sm5_f32tof16(a);
    case SM5_OP_F16TOF32: return sm5_f16tof32(a);
    case SM5_OP_FTOI: return sm5_ftoi(a);
    case SM5_OP_FTOU: return sm5_ftou(a);
    case SM5_OP_ITOF: return sm5_itof(a);
    case SM5_OP_UTOF: return sm5_utof(a);
    case SM5_OP_MOV: return a;                 /* data movement keeps the bits */
    case SM5_OP_MOVC: return a != 0 ? b : c;
    case SM5_OP_IADD: return a + b;            /* uint32_t: mod 2^32 */
    case SM5_OP_INEG: return 0u - a;
    case SM5_OP_ISHL: return a << (b & 31u);
    case SM5_OP_ISHR: return sar(a, b);
    case SM5_OP_USHR: return a >> (b & 31u);
    case SM5_OP_AND: return a & b;
    case SM5_OP_OR: return a | b;
    case SM5_OP_XOR: return a ^ b;
    case SM5_OP_NOT: return ~a;
    case SM5_OP_IEQ: return tf(a == b);
    case SM5_OP_INE: return tf(a != b);
    case SM5_OP_ILT: return tf(slt(a, b));
    case SM5_OP_IGE: return tf(!slt(a, b));
    case SM5_OP_ULT: return tf(a < b);
    case SM5_OP_UGE: return tf(a >= b);
    case SM5_OP_ADD: return sm5_f32_add(a, b, NULL);
    case SM5_OP_MUL: return sm5_f32_mul(a, b, NULL);
    case SM5_OP_MAD: return sm5_f32_fma(a, b, c, NULL);
    case SM5_OP_DIV: return sm5_f32_div(a, b, NULL);
    case SM5_OP_SQRT: return sm5_f32_sqrt(a, NULL);
    case SM5_OP_FRC: return sm5_f32_frc(a, NULL);
    case SM5_OP_ROUND_NE: return sm5_f32_round_ne(a, NULL);
    case SM5_OP_ROUND_NI: return sm5_f32_round_ni(a, NULL);
    case SM5_OP_ROUND_PI: return sm5_f32_round_pi(a, NULL);
    case SM5_OP_ROUND_Z: return sm5_f32_round_z(a, NULL);
    case SM5_OP_IMAD: return sm5_imad(a, b, c);
    case SM5_OP_UMAD: return sm5_umad(a, b, c);
    case SM5_OP_MSAD: return sm5_msad(a, b, c);
    case SM5_OP_RCP: return sm5_sfu(SM5_SFU_RCP, a, NULL, NULL);
    case SM5_OP_RSQ: return sm5_sfu(SM5_SFU_RSQ, a, NULL, NULL);
    case SM5_OP_EXP: return sm5_sfu(SM5_SFU_EXP, a, NULL, NULL);
    case SM5_OP_LOG: return sm5_sfu(SM5_SFU_LOG, a, NULL, NULL);
    default: return 0;                          /* ret, memory ops: no register result */
    }
}

/* The two results of a two-destination op on one component. */
static void op2(sm5_op_t op, uint32_t a, uint32_t b, uint32_t c, uint32_t *r1, uint32_t *r2)
{
    switch (op) {
    case SM5_OP_SWAPC:   /* SPEC 14: non-zero condition a */
        *r1 = a ? c : b;
        *r2 = a ? b : c;
        break;
    case SM5_OP_IMUL: sm5_imul(a, b, r1, r2); break;
    case SM5_OP_UMUL: sm5_umul(a, b, r1, r2); break;
    case SM5_OP_UDIV: sm5_udiv(a, b, r1, r2); break;
    case SM5_OP_UADDC: sm5_uaddc(a, b, r1, r2); break;
    case SM5_OP_USUBB: sm5_usubb(a, b, r1, r2); break;
    case SM5_OP_SINCOS:
        *r1 = sm5_sfu(SM5_SFU_SIN, a, NULL, NULL);
        *r2 = sm5_sfu(SM5_SFU_COS, a, NULL, NULL);
        break;
    default: *r1 = *r2 = 0; break;
    }
}

void sm5_alu_exec(const sm5_uop_t *u, const uint32_t src[SM5_NSRC][4], uint32_t out[4],
                  uint32_t out2[4])
{
    sm5_op_t op = (sm5_op_t)u->op;
    uint32_t scratch[4];
    if (!out2) out2 = scratch;
    memset(out, 0, 4 * sizeof out[0]);
    memset(out2, 0, 4 * sizeof out2[0]);
    if ((unsigned)op >= SM5_OP_COUNT) return;
    sm5_opclass_t cl = sm5_op_class(op);
    if (!sm5_op_alu_writes_reg(op)) return;

    uint32_t m[SM5_NSRC][4];
    int ns = sm5_op_nsrc(op);
    for (int s = 0; s < SM5_NSRC; s++) {
        if (s < ns) sm5_alu_src_mod(u, s, src[s], m[s]);
        else memset(m[s], 0, sizeof m[s]);
    }

    if (sm5_op_is_f64(op)) {
        f64_exec(u, (const uint32_t(*)[4])m, out);
        return;
    }
    if (cl == SM5_CL_QUERY) {   /* bufinfo: the size the loader wrote (its hidden source 0) */
        memcpy(out, src[0], sizeof out[0] * 4);
        return;
    }

    if (sm5_op_ndst(op) == 2) {   /* integer ops: no _sat; sincos: _sat on both */
        for (int c = 0; c < 4; c++) {
            op2(op, m[0][c], m[1][c], m[2][c], &out[c], &out2[c]);
            if (u->sat && cl == SM5_CL_FLOAT) {
                out[c] = sm5_f32_sat(out[c]);
                out2[c] = sm5_f32_sat(out2[c]);
            }
        }
        return;
    }
    if (sm5_op_pipe(op) == SM5_PIPE_DP) {
        /* P-18 chain over the first 2/3/4 components (the unit column); the scalar to
         * every component */
        uint32_t r = sm5_f32_dp(sm5_op_unit(op), m[0], m[1], NULL);
        if (u->sat) r = sm5_f32_sat(r);
        for (int c = 0; c < 4; c++) out[c] = r;
        return;
    }
    for (int c = 0; c < 4; c++) {
        uint32_t r = op32(op, m[0][c], m[1][c], m[2][c], m[3][c]);
        /* f16tof32: a - / _abs modifier acts on the f32 result (SPEC 5) */
        if (cl == SM5_CL_F16IN) r = sm5_f32_mod(r, u->src[0].neg, u->src[0].abs);
        if (u->sat && (cl == SM5_CL_FLOAT || cl == SM5_CL_MOVE || cl == SM5_CL_F16IN))
            r = sm5_f32_sat(r);
        out[c] = r;
    }
}

uint32_t sm5_alu_bufinfo(const sm5_res_t *r)
{
    switch (r->kind) {
    case SM5_RES_RAW: return r->size * 4u;
    case SM5_RES_STRUCTURED: return r->stride ? r->size * 4u / r->stride : 0u;
    case SM5_RES_TYPED: return r->width;
    default: return 0u;
    }
}

/* sm5_fma (the FMA pipe, clocked) against cmodel/sm5_fma_unit.c, every result bit-exact:
 *  1. hand-worked SPEC 10 values (checked against the C model too);
 *  2. the FS 22.10 class rows: every pair (add, mul) and triple (mad) of a class
 *     representative list, the special-value list of the harness, frc/round_* on every
 *     sign x exponent x a mantissa set;
 *  3. TestFloat-style generators per op (special classes, near-tie significands, runs of
 *     ones and zeros, exponents at the flush and overflow thresholds, alignment distances,
 *     cancellation partners) and uniform random bits: --n vectors in all.
 * Vectors stream one per cycle with random bubbles (garbage operands while valid is low)
 * and one reset in flight; valid_o must follow valid_i exactly STAGES cycles later.
 * The rounding events of the C model (sm5_arith.h) must all be reached per op: a
 * generator that stops reaching one fails the run. */
#include "rtlu.h"
#include "rtlu_test.h"
#include "sm5_fma_unit.h"
#include "sm5_pipe.h"        /* sm5_fma_op_of: the op rows' FMA unit op */
#include "sm5_arith.h"
#include "sm5_alu.h"
#include <stdio.h>
#include <string.h>
#include <inttypes.h>

#define QN 64   /* in-flight ring; STAGES must stay below it */

typedef struct {
    tctx_t *t;
    uint32_t lat;   /* calls from input to output: STAGES */
    struct { int valid; uint32_t op, a, b, c; } q[QN];
    uint64_t cyc;
    sm5_aev_t ev[SM5_FMA_NOPS];
    uint64_t nop[SM5_FMA_NOPS];
} run_t;

static bool drive(run_t *r, int valid, uint32_t op, uint32_t a, uint32_t b, uint32_t c)
{
    int vo;
    uint32_t res;
    r->q[r->cyc % QN].valid = valid;
    r->q[r->cyc % QN].op = op;
    r->q[r->cyc % QN].a = a;
    r->q[r->cyc % QN].b = b;
    r->q[r->cyc % QN].c = c;
    rtlu_fma_cycle(valid, op, a, b, c, &vo, &res);
    int ev_valid = 0;
    uint64_t k = 0;
    if (r->cyc >= r->lat) {
        k = (r->cyc - r->lat) % QN;
        ev_valid = r->q[k].valid;
    }
    r->cyc++;
    if (vo != ev_valid) {
        printf("MISMATCH unit=fma valid_o=%d expected %d at cycle %" PRIu64 " (STAGES %u)\n", vo,
               ev_valid, r->cyc, r->lat);
        return false;
    }
    if (!vo) return true;
    uint32_t xop = r->q[k].op;
    sm5_aev_t ev = 0;
    uint32_t want = sm5_fma_unit((sm5_fma_op_t)xop, r->q[k].a, r->q[k].b, r->q[k].c, &ev);
    r->ev[xop] |= ev;
    r->nop[xop]++;
    uint64_t in[3] = {r->q[k].a, r->q[k].b, r->q[k].c};
    int nin = xop == SM5_FMA_MAD ? 3 : xop <= SM5_FMA_MUL ? 2 : 1;
    return t_check(r->t, sm5_fma_op_name((sm5_fma_op_t)xop), nin, in, want, res, false);
}

/* one vector, with a bubble before it now and then */
static bool push(run_t *r, uint32_t op, uint32_t a, uint32_t b, uint32_t c)
{
    if (t_below(r->t, 8) == 0)
        if (!drive(r, 0, t_below(r->t, 8), t_rand32(r->t), t_rand32(r->t), t_rand32(r->t)))
            return false;
    return drive(r, 1, op, a, b, c);
}

static bool drain(run_t *r)
{
    for (uint32_t i = 0; i <= r->lat; i++)
        if (!drive(r, 0, t_below(r->t, 8), t_rand32(r->t), t_rand32(r->t), t_rand32(r->t)))
            return false;
    return true;
}

/* ---------------------------------------------------------------- generators */

static uint32_t mk(uint32_t s, uint32_t e, uint32_t f)
{
    return (s << 31) | ((e & 0xFFu) << 23) | (f & 0x7FFFFFu);
}

static uint32_t ones(uint32_t n) { return n >= 32 ? 0xFFFFFFFFu : (1u << n) - 1u; }

/* a 23-bit fraction: runs of ones or zeros, few or many bits, short significands (exact
 * products and sums, ties), all-ones tails, and plain random */
static uint32_t frac(tctx_t *t)
{
    uint32_t r = t_rand32(t);
    switch (t_below(t, 9)) {
    case 0: return (ones(t_below(t, 24)) << t_below(t, 24)) & 0x7FFFFFu;
    case 1: return ~(ones(t_below(t, 24)) << t_below(t, 24)) & 0x7FFFFFu;
    case 2: return r & t_rand32(t) & t_rand32(t) & 0x7FFFFFu;
    case 3: return (r | t_rand32(t) | t_rand32(t)) & 0x7FFFFFu;
    case 4: return r & ~ones(t_below(t, 24)) & 0x7FFFFFu;          /* short significand */
    case 5: return (r & ~ones(t_below(t, 24))) | ones(t_below(t, 24));
    case 6: { static const uint32_t f[] = {0, 1, 0x7FFFFFu, 0x400000u, 0x7FFFFEu, 0x3FFFFFu};
              return f[t_below(t, 6)]; }
    default: return r & 0x7FFFFFu;
    }
}

/* a significand with k significant bits (k 1..24): its fraction */
static uint32_t short_frac(tctx_t *t, uint32_t k)
{
    uint32_t m = (t_rand32(t) | 1u) & ones(k);          /* odd: exactly k bits */
    m |= 1u << (k - 1);
    return (m << (24 - k)) & 0x7FFFFFu;
}

static uint32_t rsign(tctx_t *t) { return t_rand32(t) >> 31; }

/* a biased exponent clamped into the normal range */
static uint32_t clampe(int e) { return e < 1 ? 1u : e > 254 ? 254u : (uint32_t)e; }

static uint32_t any_f32(tctx_t *t)
{
    switch (t_below(t, 6)) {
    case 0: return t_f32_biased(t);
    case 1: return t_rand32(t);
    default: return mk(rsign(t), 1 + t_below(t, 254), frac(t));
    }
}

/* a pair for mul / the product of mad: near-tie significands, threshold exponents */
static void gen_prod(tctx_t *t, uint32_t *a, uint32_t *b)
{
    uint32_t sa = rsign(t), sb = rsign(t), fa, fb;
    if (t_below(t, 2)) {
        /* ka + kb about 25: the exact product has one or two bits beyond 24 -> ties */
        uint32_t ka = 1 + t_below(t, 24), kb = 24 + t_below(t, 4) - ka + 1;
        if (kb < 1) kb = 1;
        if (kb > 24) kb = 24;
        fa = short_frac(t, ka);
        fb = short_frac(t, kb);
    } else {
        fa = frac(t);
        fb = frac(t);
    }
    if (t_below(t, 8) == 0) {
        /* (1 + k 2^-23)(2 - 2k 2^-23) = 2 - 2k^2 2^-46: just below a power of two, so the
         * rounding carries into the exponent */
        uint32_t k = 1 + t_below(t, 1024);
        fa = k;
        fb = 0x800000u - 2 * k;
    }
    int ea, eb;
    switch (t_below(t, 6)) {
    case 0: {   /* result exponent near the flush threshold (biased 1) */
        int target = (int)t_below(t, 8) - 4;
        ea = 1 + (int)t_below(t, 254);
        eb = target - ea + 127;
        break;
    }
    case 1: {   /* near overflow (biased 254) */
        int target = 251 + (int)t_below(t, 8);
        ea = 1 + (int)t_below(t, 254);
        eb = target - ea + 127;
        break;
    }
    case 2:     /* one operand a power of two (x * 1 = x and its scalings) */
        ea = 1 + (int)t_below(t, 254);
        eb = 127 + (int)t_below(t, 9) - 4;
        fb = 0;
        break;
    default:
        ea = 64 + (int)t_below(t, 128);
        eb = 64 + (int)t_below(t, 128);
        break;
    }
    *a = mk(sa, clampe(ea), fa);
    *b = mk(sb, clampe(eb), fb);
    if (t_below(t, 16) == 0) *a = any_f32(t);
    if (t_below(t, 16) == 0) *b = any_f32(t);
}

/* biased exponent of the product's leading bit, roughly */
static int prod_exp(uint32_t a, uint32_t b)
{
    return (int)((a >> 23) & 0xFFu) + (int)((b >> 23) & 0xFFu) - 127;
}

static uint32_t ulp_step(uint32_t v, int k)
{
    /* k units in the last place away from v's pattern (stays finite and nonzero here) */
    return (uint32_t)((int64_t)v + k);
}

static int bitlen64(uint64_t v) { return v ? 64 - __builtin_clzll(v) : 0; }

/* An addend that puts a*b + c exactly on a rounding tie (or, variant, half a unit of the
 * product's LSB beside it, where only the sticky bit decides): c's lowest set bit lands
 * on the product's LSB, the significand picked so the sum's bits below the guard bit
 * are 100..0. a and b get odd significands (an odd product). Returns 0 when the
 * construction leaves the exponent range (the caller then picks another addend). */
static uint32_t tie_addend(tctx_t *t, uint32_t *a, uint32_t *b)
{
    *a |= 1u;
    *b |= 1u;
    uint32_t ea = (*a >> 23) & 0xFFu, eb = (*b >> 23) & 0xFFu;
    if (ea == 0 || ea == 0xFFu || eb == 0 || eb == 0xFFu) return 0;
    uint64_t p = (uint64_t)((*a & 0x7FFFFFu) | 0x800000u) * ((*b & 0x7FFFFFu) | 0x800000u);
    int g = bitlen64(p) - 25;                      /* the guard bit's index */
    uint64_t half = 1ull << g, mod = 2ull << g;
    bool sub = t_below(t, 2) != 0;
    uint64_t m = (sub ? p - half : half - p) & (mod - 1);   /* p -+ m == half (mod 2^(g+1)) */
    int sh = 0;
    if (t_below(t, 3) == 0) {   /* half a unit off the tie: only the sticky bit tells */
        m = 2 * m + (t_below(t, 2) ? 1u : (uint64_t)-1);
        sh = 1;
    }
    if (m == 0 || m >= (1ull << 24)) return 0;
    int L = bitlen64(m);
    int ec = (int)ea + (int)eb - 300 - sh + L - 1 + 127;
    if (ec < 1 || ec > 254) return 0;
    uint32_t sp = (*a ^ *b) >> 31;
    return mk(sp ^ (sub ? 1u : 0u), (uint32_t)ec, (uint32_t)(m << (24 - L)));
}

/* an addend for a*b: near the product (alignment distances, cancellation), far above or
 * below (sticky, clamped), at the thresholds, or special */
static uint32_t gen_addend(tctx_t *t, uint32_t *a, uint32_t *b)
{
    int pe = prod_exp(*a, *b);
    uint32_t s = rsign(t);
    switch (t_below(t, 9)) {
    case 8: {
        uint32_t c = tie_addend(t, a, b);
        if (c) return c;
        break;
    }
    case 0: case 1: {   /* cancellation: -round(a*b) nudged by a few ulps */
        uint32_t p = sm5_f32_mul(*a, *b, NULL);
        if (((p >> 23) & 0xFFu) == 0 || ((p >> 23) & 0xFFu) == 0xFFu) break;
        p = ulp_step(p, (int)t_below(t, 5) - 2);
        return p ^ 0x80000000u;
    }
    case 2: case 3: {   /* close: distance -30..30 */
        int d = (int)t_below(t, 61) - 30;
        return mk(s, clampe(pe + d), frac(t));
    }
    case 4: {           /* far: distance up to +-200 (sticky; clamped above) */
        int d = (int)t_below(t, 401) - 200;
        return mk(s, clampe(pe + d), frac(t));
    }
    case 5:             /* around the clamp of the addend position (field bit 45..54) */
        if (t_below(t, 2))  /* a power of two against the product: its MSB may drop */
            return mk(((*a ^ *b) >> 31) ^ 1u, clampe(pe + 22 + (int)t_below(t, 10)), 0);
        return mk(s, clampe(pe + 22 + (int)t_below(t, 10)), frac(t));
    case 6:             /* tiny or huge absolute exponents */
        return mk(s, t_below(t, 2) ? 1 + t_below(t, 8) : 247 + t_below(t, 8), frac(t));
    default:
        break;
    }
    return any_f32(t);
}

/* a pair for add: exponent distance mostly small, cancellation partners, thresholds */
static void gen_add(tctx_t *t, uint32_t *a, uint32_t *b)
{
    int ea;
    switch (t_below(t, 4)) {
    case 0: ea = 1 + (int)t_below(t, 30); break;       /* flush region after cancellation */
    case 1: ea = 225 + (int)t_below(t, 30); break;     /* overflow region */
    default: ea = 1 + (int)t_below(t, 254); break;
    }
    *a = mk(rsign(t), (uint32_t)ea, frac(t));
    switch (t_below(t, 6)) {
    case 5: {   /* a carry: an all-ones significand plus half an ulp or a little more */
        *a = mk(rsign(t), (uint32_t)ea, 0x7FFFFFu);
        int d = 24 + (int)t_below(t, 3);
        *b = mk(*a >> 31, clampe(ea - d), frac(t));
        break;
    }
    case 0:   /* -a nudged: exact zero or massive cancellation */
        *b = ulp_step(*a, (int)t_below(t, 7) - 3) ^ (t_below(t, 4) ? 0x80000000u : 0u);
        if (((*b >> 23) & 0xFFu) == 0xFFu) *b = *a ^ 0x80000000u;
        break;
    case 1: case 2: {   /* distance 0..26 */
        int d = (int)t_below(t, 27);
        *b = mk(rsign(t), clampe(ea - d), frac(t));
        break;
    }
    case 3: {
        int d = (int)t_below(t, 121) - 60;
        *b = mk(rsign(t), clampe(ea + d), frac(t));
        break;
    }
    default:
        *b = any_f32(t);
        break;
    }
    if (t_below(t, 2)) { uint32_t x = *a; *a = *b; *b = x; }
    if (t_below(t, 16) == 0) *a = any_f32(t);
}

/* an operand for frc / round_*: exponents where the binary point moves through the
 * significand (2^-2 .. 2^24), ties, tiny negatives, specials */
static uint32_t gen_unary(tctx_t *t)
{
    switch (t_below(t, 6)) {
    case 0: case 1: case 2:
        return mk(rsign(t), 125 + t_below(t, 27), frac(t));
    case 3:
        return mk(rsign(t), 1 + t_below(t, 254), frac(t));
    case 4:
        return mk(rsign(t), 90 + t_below(t, 40), frac(t));   /* small: frc of -tiny */
    default:
        return any_f32(t);
    }
}

/* ---------------------------------------------------------------- directed */

/* Worked by hand from SPEC 10 (not from the model); the model must agree too. */
static const struct { uint32_t op, a, b, c, want; } hand[] = {
    {SM5_FMA_ADD, 0x3F800000u, 0x3F800000u, 0, 0x40000000u},   /* 1 + 1 = 2 */
    {SM5_FMA_ADD, 0x80000000u, 0x00000000u, 0, 0x00000000u},   /* -0 + +0 = +0 */
    {SM5_FMA_ADD, 0x80000000u, 0x80000000u, 0, 0x80000000u},   /* -0 + -0 = -0 */
    {SM5_FMA_ADD, 0x3FC00000u, 0x80000000u, 0, 0x3FC00000u},   /* x + 0 = x */
    {SM5_FMA_ADD, 0x7F800000u, 0xFF800000u, 0, 0x7FC00000u},   /* INF - INF = NaN */
    {SM5_FMA_ADD, 0x7F800001u, 0x3F800000u, 0, 0x7FC00000u},   /* NaN in, P-16 out */
    {SM5_FMA_ADD, 0x7F7FFFFFu, 0x7F7FFFFFu, 0, 0x7F800000u},   /* overflow to INF */
    {SM5_FMA_ADD, 0x3F800000u, 0x33800000u, 0, 0x3F800000u},   /* 1 + 2^-24: tie, even */
    {SM5_FMA_ADD, 0x3F800000u, 0x34400000u, 0, 0x3F800002u},   /* 1 + 3*2^-24: tie, up */
    {SM5_FMA_ADD, 0x00C00000u, 0x80800000u, 0, 0x00000000u},   /* 2^-127 exact: P-15 +0 */
    {SM5_FMA_ADD, 0x80C00000u, 0x00800000u, 0, 0x80000000u},   /* ... of sign - : -0 */
    {SM5_FMA_ADD, 0x00000001u, 0x3F800000u, 0, 0x3F800000u},   /* denorm in = 0 */
    {SM5_FMA_ADD, 0x3F800000u, 0xBF800000u, 0, 0x00000000u},   /* x - x = +0 */
    {SM5_FMA_ADD, 0x3F7FFFFFu, 0x33000000u, 0, 0x3F800000u},   /* 1-2^-24 + 2^-25: tie, carry to 1 */
    {SM5_FMA_ADD, 0xBF7FFFFFu, 0xB3000000u, 0, 0xBF800000u},   /* the same, negative */
    {SM5_FMA_ADD, 0x7F7FFFFFu, 0x73000000u, 0, 0x7F800000u},   /* max + half an ulp: tie up, INF */
    {SM5_FMA_ADD, 0x7F7FFFFFu, 0x72FFFFFFu, 0, 0x7F7FFFFFu},   /* ... just below the tie: max */
    {SM5_FMA_MUL, 0x3FAAAAABu, 0x3F800000u, 0, 0x3FAAAAABu},   /* x * 1 = x */
    {SM5_FMA_MUL, 0x7F800000u, 0x00000000u, 0, 0x7FC00000u},   /* INF * 0 = NaN */
    {SM5_FMA_MUL, 0xFF800000u, 0x00000001u, 0, 0x7FC00000u},   /* INF * denorm = NaN */
    {SM5_FMA_MUL, 0xBF800000u, 0x00000000u, 0, 0x80000000u},   /* -1 * 0 = -0 */
    {SM5_FMA_MUL, 0x20000000u, 0x20000000u, 0, 0x00800000u},   /* 2^-63 * 2^-63 = 2^-126 */
    {SM5_FMA_MUL, 0x1F800000u, 0x20000000u, 0, 0x00000000u},   /* 2^-127: flushed, +0 */
    {SM5_FMA_MUL, 0x9F800000u, 0x20000000u, 0, 0x80000000u},   /* -2^-127: -0 */
    {SM5_FMA_MUL, 0x3F7FFFFEu, 0x00800001u, 0, 0x00800000u},   /* 2^-126(1-2^-46): rounds up, stays */
    {SM5_FMA_MUL, 0x7F7FFFFFu, 0x40000000u, 0, 0x7F800000u},   /* overflow */
    {SM5_FMA_MUL, 0xFF7FFFFFu, 0x40000000u, 0, 0xFF800000u},
    {SM5_FMA_MUL, 0x3FC00000u, 0x3FC00000u, 0, 0x40100000u},   /* 1.5 * 1.5 = 2.25 */
    {SM5_FMA_MUL, 0x3F800001u, 0x3F800001u, 0, 0x3F800002u},   /* (1+2^-23)^2: down */
    {SM5_FMA_MUL, 0x3F800800u, 0x3F800800u, 0, 0x3F801000u},   /* (1+2^-12)^2: tie, even */
    {SM5_FMA_MUL, 0x3FFFFFFFu, 0x3F800001u, 0, 0x40000000u},   /* (2-2^-23)(1+2^-23) = 2+2^-23-2^-46: down to 2 */
    {SM5_FMA_MUL, 0x3F800001u, 0x3FFFFFFEu, 0, 0x40000000u},   /* (1+2^-23)(2-2^-22) = 2-2^-45: carry to 2 */
    {SM5_FMA_MUL, 0x3FFFFFFEu, 0x00800001u, 0, 0x01000000u},   /* the same at 2^-126: carry to 2^-125 */
    {SM5_FMA_MUL, 0x7F7FFFFEu, 0x3F800001u, 0, 0x7F800000u},   /* (2-2^-22)(1+2^-23) 2^127: carry, INF */
    {SM5_FMA_MAD, 0x3F800800u, 0x3F800800u, 0xBF800000u, 0x3A000400u},  /* fused: 2^-11+2^-24 */
    {SM5_FMA_MAD, 0x00000000u, 0x40A00000u, 0x80000000u, 0x00000000u},  /* +0 + -0 = +0 */
    {SM5_FMA_MAD, 0x80000000u, 0x40A00000u, 0x80000000u, 0x80000000u},  /* -0 + -0 = -0 */
    {SM5_FMA_MAD, 0x7F800000u, 0x40000000u, 0xFF800000u, 0x7FC00000u},  /* INF - INF */
    {SM5_FMA_MAD, 0x40000000u, 0x40400000u, 0x7F800000u, 0x7F800000u},  /* 6 + INF */
    {SM5_FMA_MAD, 0x7F7FFFFFu, 0x40000000u, 0xFF7FFFFFu, 0x7F7FFFFFu},  /* no intermediate overflow */
    {SM5_FMA_MAD, 0x3F800000u, 0x3F800000u, 0xBF800000u, 0x00000000u},  /* 1*1 - 1 = +0 */
    {SM5_FMA_MAD, 0x1F800000u, 0x20000000u, 0x80000000u, 0x00000000u},  /* flushed product + -0 */
    {SM5_FMA_MAD, 0x9F800000u, 0x20000000u, 0x00000000u, 0x80000000u},  /* -flushed + +0: -0 */
    {SM5_FMA_MAD, 0x3F800000u, 0x0D800000u, 0x71800000u, 0x71800000u},  /* 2^100 + 2^-100 */
    {SM5_FMA_MAD, 0xBF800000u, 0x0D800000u, 0x71800000u, 0x71800000u},  /* 2^100 - 2^-100 */
    {SM5_FMA_FRC, 0x3FA00000u, 0, 0, 0x3E800000u},   /* frc(1.25) = 0.25 */
    {SM5_FMA_FRC, 0xBFA00000u, 0, 0, 0x3F400000u},   /* frc(-1.25) = 0.75 */
    {SM5_FMA_FRC, 0xB0800000u, 0, 0, 0x3F7FFFFFu},   /* frc(-2^-30): P-21, not 1.0 */
    {SM5_FMA_FRC, 0x7F800000u, 0, 0, 0x7FC00000u},   /* frc(INF) = NaN */
    {SM5_FMA_FRC, 0x80000000u, 0, 0, 0x00000000u},   /* frc(-0) = +0 */
    {SM5_FMA_FRC, 0x80000001u, 0, 0, 0x00000000u},   /* denorm: +0 */
    {SM5_FMA_FRC, 0x4B000001u, 0, 0, 0x00000000u},   /* an integer: +0 */
    {SM5_FMA_FRC, 0x3F000000u, 0, 0, 0x3F000000u},   /* frc(0.5) = 0.5 */
    {SM5_FMA_RNE, 0x40200000u, 0, 0, 0x40000000u},   /* 2.5 -> 2 */
    {SM5_FMA_RNE, 0x40600000u, 0, 0, 0x40800000u},   /* 3.5 -> 4 */
    {SM5_FMA_RNE, 0xBF000000u, 0, 0, 0x80000000u},   /* -0.5 -> -0 */
    {SM5_FMA_RNE, 0x3F000000u, 0, 0, 0x00000000u},   /* 0.5 -> +0 */
    {SM5_FMA_RNE, 0x3F000001u, 0, 0, 0x3F800000u},   /* just above 0.5 -> 1 */
    {SM5_FMA_RNE, 0x4AFFFFFFu, 0, 0, 0x4B000000u},   /* 8388607.5 -> 2^23 */
    {SM5_FMA_RNI, 0xBF000000u, 0, 0, 0xBF800000u},   /* floor(-0.5) = -1 */
    {SM5_FMA_RNI, 0x3FC00000u, 0, 0, 0x3F800000u},   /* floor(1.5) = 1 */
    {SM5_FMA_RNI, 0x80000001u, 0, 0, 0x80000000u},   /* -denorm -> -0 */
    {SM5_FMA_RPI, 0xBF000000u, 0, 0, 0x80000000u},   /* round_pi(-0.5) = -0 */
    {SM5_FMA_RPI, 0x3E800000u, 0, 0, 0x3F800000u},   /* ceil(0.25) = 1 */
    {SM5_FMA_RPI, 0x3F800001u, 0, 0, 0x40000000u},   /* ceil(1+2^-23) = 2 */
    {SM5_FMA_RZ, 0xBFE00000u, 0, 0, 0xBF800000u},    /* trunc(-1.75) = -1 */
    {SM5_FMA_RZ, 0x4AFFFFFFu, 0, 0, 0x4AFFFFFEu},    /* trunc(8388607.5) */
    {SM5_FMA_RZ, 0xFF800000u, 0, 0, 0xFF800000u},    /* INF stays */
    {SM5_FMA_RNI, 0xFFC12345u, 0, 0, 0x7FC00000u},   /* NaN: P-16 */
};

/* one representative per FS class row, several for F */
static const uint32_t reps[] = {
    0xFF800000u, 0xFF7FFFFFu, 0xBFC00000u, 0xBF800000u, 0x80800000u, 0x807FFFFFu,
    0x80000001u, 0x80000000u, 0x00000000u, 0x00000001u, 0x007FFFFFu, 0x00800000u,
    0x3F800000u, 0x3FC00000u, 0x7F7FFFFFu, 0x7F800000u, 0x7FC00000u, 0x7F800001u,
    0xFFFFFFFFu,
};
#define NREPS (sizeof reps / sizeof reps[0])

static const uint32_t sweep_mants[] = {
    0x000000u, 0x000001u, 0x400000u, 0x400001u, 0x3FFFFFu, 0x7FFFFFu, 0x200000u, 0x600000u,
    0x100000u, 0x500000u, 0x000800u, 0x7FF800u, 0x555555u, 0x2AAAAAu, 0x000100u, 0x7FFF00u,
};

/* events every op's stimulus must reach (sm5_arith.h SM5_AEV_*) */
static sm5_aev_t required(uint32_t op)
{
    const sm5_aev_t base = SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_SPECIAL | SM5_AEV_NAN |
                           SM5_AEV_DAZ;
    const sm5_aev_t ties = SM5_AEV_TIE_EVEN | SM5_AEV_TIE_UP | SM5_AEV_RND_UP;
    switch (op) {
    case SM5_FMA_ADD:   /* (an add's result below 2^-126 is exact: no round-up to it) */
        return base | ties | SM5_AEV_FLUSH | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL |
               SM5_AEV_MASSCANCEL;
    case SM5_FMA_MUL:
        return base | ties | SM5_AEV_FLUSH | SM5_AEV_TO_MIN | SM5_AEV_OVERFLOW;
    case SM5_FMA_MAD:
        return base | ties | SM5_AEV_FLUSH | SM5_AEV_TO_MIN | SM5_AEV_OVERFLOW |
               SM5_AEV_CANCEL | SM5_AEV_MASSCANCEL;
    case SM5_FMA_FRC:
        return base | ties | SM5_AEV_CANCEL | SM5_AEV_MASSCANCEL;
    case SM5_FMA_RNE:
        return base | ties;
    case SM5_FMA_RZ:
        return base;
    default:
        return base | SM5_AEV_RND_UP;
    }
}

static const char *const ev_names[] = {
    "exact", "round down", "round up", "tie kept even", "tie rounded up", "flush (P-15)",
    "round up to 2^-126", "overflow", "cancellation to +0", "special row", "NaN",
    "denorm input", "massive cancellation",
};

/* C only: the unit ops that sm5_fma_op_of() gives for each SPEC 10 instruction of the
 * pipe (dp2/3/4 as the MUL + MAD chain the pipeline will run) reproduce what the ALU
 * model the simulators use (sm5_alu_exec) computes, component x; other ops map to none. */
static bool mapping_check(tctx_t *t)
{
    static const sm5_op_t ops[] = {SM5_OP_ADD, SM5_OP_MUL, SM5_OP_MAD, SM5_OP_FRC,
                                   SM5_OP_ROUND_NE, SM5_OP_ROUND_NI, SM5_OP_ROUND_PI,
                                   SM5_OP_ROUND_Z, SM5_OP_DP2, SM5_OP_DP3, SM5_OP_DP4};
    tctx_t mt = *t;
    mt.unit = "fma(op mapping vs sm5_alu_exec)";
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
        for (int n = 0; n < 2000; n++) {
            uint32_t src[SM5_NSRC][4], out[4], out2[4];
            for (int i = 0; i < SM5_NSRC; i++)
                for (int c = 0; c < 4; c++) src[i][c] = any_f32(t);
            sm5_uop_t u;
            memset(&u, 0, sizeof u);
            u.op = (uint8_t)ops[k];
            u.dst_mask = 0xF;
            sm5_alu_exec(&u, src, out, out2);
            sm5_fma_op_t f;
            uint32_t r = 0;
            int steps = ops[k] == SM5_OP_DP2 ? 2 : ops[k] == SM5_OP_DP3 ? 3 : ops[k] == SM5_OP_DP4 ? 4 : 1;
            for (int s = 0; s < steps; s++) {
                if (!sm5_fma_op_of(ops[k], s, &f)) {
                    printf("fma: sm5_fma_op_of gives no unit op for %s\n", t_op_name(ops[k]));
                    return false;
                }
                r = steps == 1 ? sm5_fma_unit(f, src[0][0], src[1][0], src[2][0], NULL)
                               : sm5_fma_unit(f, src[0][s], src[1][s], r, NULL);
            }
            uint64_t in[3] = {src[0][0], src[1][0], src[2][0]};
            if (!t_check(&mt, t_op_name(ops[k]), 3, in, out[0], r, false)) return false;
        }
    if (sm5_fma_op_of(SM5_OP_IADD, 0, NULL) || sm5_fma_op_of(SM5_OP_DIV, 0, NULL)) {
        printf("fma: sm5_fma_op_of maps an op the pipe does not run\n");
        return false;
    }
    t->compared += mt.compared;
    return true;
}

int t_unit_fma(tctx_t *t)
{
    run_t r = {.t = t, .cyc = 0};
    uint32_t stages = rtlu_fma_stages(), mul_cs = rtlu_fma_mul_cs();
    if (stages != t->fma_stages || mul_cs != t->fma_mul_cs) {
        printf("MISMATCH unit=fma STAGES/MUL_CS: the model was built with %u/%u, expected %u/%u\n",
               stages, mul_cs, t->fma_stages, t->fma_mul_cs);
        t->compared++;   /* the failed check (the caller counts it as the failure) */
        return 1;
    }
    if (stages >= QN) {
        printf("fma: STAGES %u is beyond the harness's in-flight ring (%d)\n", stages, QN);
        return 1;
    }
    r.lat = stages;
    rtlu_fma_reset();
    if (!mapping_check(t)) {
        t->compared++;
        return 1;
    }

    /* 1. hand-worked values: the model first, then the RTL */
    for (size_t i = 0; i < sizeof hand / sizeof hand[0]; i++) {
        uint32_t m = sm5_fma_unit((sm5_fma_op_t)hand[i].op, hand[i].a, hand[i].b, hand[i].c, NULL);
        uint64_t in[3] = {hand[i].a, hand[i].b, hand[i].c};
        tctx_t mt = *t;
        mt.unit = "fma(C model vs SPEC)";
        if (!t_check(&mt, sm5_fma_op_name((sm5_fma_op_t)hand[i].op), 3, in, hand[i].want, m, false))
            return 1;
        if (!push(&r, hand[i].op, hand[i].a, hand[i].b, hand[i].c)) return 1;
    }

    /* 2. FS class rows and the special list */
    for (size_t i = 0; i < NREPS; i++)
        for (size_t j = 0; j < NREPS; j++) {
            if (!push(&r, SM5_FMA_ADD, reps[i], reps[j], 0)) return 1;
            if (!push(&r, SM5_FMA_MUL, reps[i], reps[j], 0)) return 1;
            for (size_t k = 0; k < NREPS; k++)
                if (!push(&r, SM5_FMA_MAD, reps[i], reps[j], reps[k])) return 1;
        }
    for (size_t i = 0; i < t_f32_nspecials; i++)
        for (size_t j = 0; j < t_f32_nspecials; j++) {
            uint32_t a = t_f32_specials[i], b = t_f32_specials[j];
            if (!push(&r, SM5_FMA_ADD, a, b, 0)) return 1;
            if (!push(&r, SM5_FMA_MUL, a, b, 0)) return 1;
            if (!push(&r, SM5_FMA_MAD, a, b, t_f32_specials[t_below(t, (uint32_t)t_f32_nspecials)]))
                return 1;
        }
    for (uint32_t op = SM5_FMA_FRC; op < SM5_FMA_NOPS; op++) {
        for (uint32_t e = 0; e < 256; e++)
            for (uint32_t s = 0; s < 2; s++)
                for (size_t m = 0; m < sizeof sweep_mants / sizeof sweep_mants[0]; m++)
                    if (!push(&r, op, mk(s, e, sweep_mants[m]), t_rand32(t), t_rand32(t))) return 1;
        for (size_t i = 0; i < t_f32_nspecials; i++)
            if (!push(&r, op, t_f32_specials[i], 0, 0)) return 1;
    }

    /* 3. generators and uniform random bits, one reset in flight */
    for (uint64_t n = 0; n < t->nrand; n++) {
        if (n == t->nrand / 2) {
            rtlu_fma_reset();   /* everything in flight is dropped */
            for (int i = 0; i < QN; i++) r.q[i].valid = 0;
        }
        uint32_t k = t_below(t, 20), op, a, b = t_rand32(t), c = t_rand32(t);
        if (k < 4) {
            op = SM5_FMA_ADD;
            gen_add(t, &a, &b);
        } else if (k < 8) {
            op = SM5_FMA_MUL;
            gen_prod(t, &a, &b);
        } else if (k < 14) {
            op = SM5_FMA_MAD;
            gen_prod(t, &a, &b);
            c = gen_addend(t, &a, &b);
        } else {
            op = SM5_FMA_FRC + (k - 14) % 5;
            a = gen_unary(t);
        }
        if (t_below(t, 10) == 0) {   /* uniform random bits */
            a = t_rand32(t);
            b = t_rand32(t);
            c = t_rand32(t);
        }
        if (!push(&r, op, a, b, c)) return 1;
    }
    if (!drain(&r)) return 1;

    /* every op saw vectors and every rounding event it can produce */
    int bad = 0;
    for (uint32_t op = 0; op < SM5_FMA_NOPS; op++) {
        sm5_aev_t miss = required(op) & ~r.ev[op];
        if (r.nop[op] == 0) {
            printf("fma: no %s vector was checked\n", sm5_fma_op_name((sm5_fma_op_t)op));
            bad = 1;
        }
        for (int b = 0; b < 13; b++)
            if (miss & (1u << b)) {
                printf("fma: the stimulus never reached '%s' for %s\n", ev_names[b],
                       sm5_fma_op_name((sm5_fma_op_t)op));
                bad = 1;
            }
    }
    if (bad) t->compared++;   /* the failed coverage check */
    if (!bad)
        printf("fma: STAGES %u, %" PRIu64 " cycles, per op:", stages, r.cyc);
    for (uint32_t op = 0; op < SM5_FMA_NOPS && !bad; op++)
        printf(" %s %" PRIu64, sm5_fma_op_name((sm5_fma_op_t)op), r.nop[op]);
    if (!bad) printf("\n");
    return bad;
}

/* round_* and frc over all 2^23 mantissas, both signs, of the exponents where the
 * binary point crosses the significand's ends (0.5 .. 1, 1 .. 2, 2^22 .. 2^24): 335M
 * vectors, the named-only unit fma_sweep of make test-fma-long. */
int t_unit_fma_sweep(tctx_t *t)
{
    static const uint32_t exps[] = {126, 127, 149, 150};
    run_t r = {.t = t, .cyc = 0};
    uint32_t stages = rtlu_fma_stages(), mul_cs = rtlu_fma_mul_cs();
    if (stages != t->fma_stages || mul_cs != t->fma_mul_cs || stages >= QN) {
        printf("MISMATCH unit=fma_sweep STAGES/MUL_CS: the model was built with %u/%u, "
               "expected %u/%u\n", stages, mul_cs, t->fma_stages, t->fma_mul_cs);
        t->compared++;
        return 1;
    }
    r.lat = stages;
    rtlu_fma_reset();
    for (uint32_t op = SM5_FMA_FRC; op < SM5_FMA_NOPS; op++)
        for (size_t k = 0; k < sizeof exps / sizeof exps[0]; k++)
            for (uint32_t sgn = 0; sgn < 2; sgn++)
                for (uint32_t m = 0; m < 0x800000u; m++)
                    if (!drive(&r, 1, op, mk(sgn, exps[k], m), 0, 0)) return 1;
    return drain(&r) ? 0 : 1;
}

/* TestFloat-style operand generators for the arithmetic checks (tb/ref/arith_*.c).
 * Written from SPEC 10 alone: each generator aims at one kind of hard case instead of
 * uniform bits, which almost never hit a tie or a threshold.
 *   - special classes: +-0, denorms, +-INF, NaNs (quiet, signalling, both signs);
 *   - significands with runs of ones and zeros, one bit, all ones, few bits (products
 *     and sums of few-bit significands land exactly on ties and exact results);
 *   - exponents at the edges: near 1, the flush threshold 2^-126 and the overflow
 *     threshold 2^128, the extremes;
 *   - pairs built for a case: cancellation (b close to -a), alignment shifts around
 *     24/25 binades, products whose exponent lands at the flush or overflow threshold,
 *     addends close to -(a*b) for fused ops. */
#ifndef ARITH_GEN_H
#define ARITH_GEN_H
#include "indep.h"

/* A 23-bit fraction with a structure TestFloat uses. */
static inline uint32_t gen_frac(rng_t *r)
{
    uint32_t i = rng_below(r, 23), j = rng_below(r, 23), lo = i < j ? i : j, hi = i < j ? j : i;
    uint32_t run = (uint32_t)(((1ull << (hi - lo + 1)) - 1) << lo) & 0x7FFFFFu;
    switch (rng_below(r, 10)) {
    case 0: return 0;                                   /* a power of two */
    case 1: return 0x7FFFFFu;                           /* all ones */
    case 2: return 1u << rng_below(r, 23);              /* one bit */
    case 3: return run;                                 /* a run of ones */
    case 4: return 0x7FFFFFu & ~run;                    /* a run of zeros */
    case 5: return rng_u32(r) & 0x7FF000u;              /* 12 bits: products tie/exact often */
    case 6: return rng_u32(r) & 0x7FFFF0u;
    case 7: return (0x7FFFFFu >> rng_below(r, 23)) ^ (rng_u32(r) & 1u);   /* ones down to a bit */
    default: return rng_u32(r) & 0x7FFFFFu;
    }
}

/* A biased exponent field 1..254 with the edges favoured. */
static inline uint32_t gen_exp(rng_t *r)
{
    switch (rng_below(r, 8)) {
    case 0: return 1 + rng_below(r, 4);                 /* flush threshold */
    case 1: return 251 + rng_below(r, 4);               /* overflow threshold */
    case 2: return 1 + rng_below(r, 40);                /* small */
    case 3: return 215 + rng_below(r, 40);              /* large */
    case 4: case 5: return 117 + rng_below(r, 20);      /* around 1 */
    default: return 1 + rng_below(r, 254);
    }
}

static inline uint32_t gen_sign(rng_t *r) { return (rng_u32(r) & 1u) << 31; }

/* Any f32: special classes 1 time in 8, else a structured normal. */
static inline uint32_t gen_f32(rng_t *r)
{
    uint32_t s = gen_sign(r);
    switch (rng_below(r, 16)) {
    case 0: return s;                                               /* +-0 */
    case 1: return s | (gen_frac(r) | 1u);                          /* denorm */
    case 2: return s | 0x7F800000u;                                 /* +-INF */
    case 3: return s | 0x7F800000u | (gen_frac(r) | 1u);            /* NaN */
    default: return s | (gen_exp(r) << 23) | gen_frac(r);
    }
}

/* A normal f32 with a given biased exponent (clamped to 1..254). */
static inline uint32_t gen_with_exp(rng_t *r, int e)
{
    if (e < 1) e = 1;
    if (e > 254) e = 254;
    return gen_sign(r) | ((uint32_t)e << 23) | gen_frac(r);
}

static inline int exp_of(uint32_t a) { return (int)((a >> 23) & 0xFFu); }

/* A neighbour: a few ULPs away in bit-pattern order (stays in the same sign). */
static inline uint32_t nudge(rng_t *r, uint32_t a)
{
    int d = (int)rng_below(r, 7) - 3;
    uint32_t m = (a & 0x7FFFFFFFu) + (uint32_t)d;
    if ((int32_t)m < 0) m = 0;
    return (a & 0x80000000u) | (m & 0x7FFFFFFFu);
}

/* Pairs for add: cancellation, alignment around the 24/25-binade shifts, specials. */
static inline void gen_add_pair(rng_t *r, uint32_t *a, uint32_t *b)
{
    *a = gen_f32(r);
    switch (rng_below(r, 6)) {
    case 0: *b = nudge(r, *a ^ 0x80000000u); break;                          /* a - a(+-ulps) */
    case 1: *b = gen_with_exp(r, exp_of(*a) - 22 - (int)rng_below(r, 6)); break; /* shifted out */
    case 2: *b = gen_with_exp(r, exp_of(*a) - (int)rng_below(r, 3)) ^ (rng_u32(r) & 0x80000000u); break;
    default: *b = gen_f32(r); break;
    }
    if (rng_u32(r) & 1u) { uint32_t t = *a; *a = *b; *b = t; }
}

/* Pairs for mul: product exponents at the flush and overflow thresholds. */
static inline void gen_mul_pair(rng_t *r, uint32_t *a, uint32_t *b)
{
    *a = gen_f32(r);
    int ea = exp_of(*a);
    switch (rng_below(r, 5)) {
    case 0: *b = gen_with_exp(r, 127 - 126 - (ea - 127) + (int)rng_below(r, 5) - 2); break; /* ~2^-126 */
    case 1: *b = gen_with_exp(r, 127 + 127 - (ea - 127) + (int)rng_below(r, 5) - 2); break; /* ~2^128 */
    default: *b = gen_f32(r); break;
    }
}

/* Pairs for div: quotient exponents at the thresholds, and exact quotients. */
static inline void gen_div_pair(rng_t *r, uint32_t *a, uint32_t *b)
{
    *a = gen_f32(r);
    int ea = exp_of(*a);
    switch (rng_below(r, 5)) {
    case 0: *b = gen_with_exp(r, ea - 127 + 126 + 127 + (int)rng_below(r, 5) - 2); break; /* ~2^-126 */
    case 1: *b = gen_with_exp(r, ea - 127 - 127 + 127 + (int)rng_below(r, 5) - 2); break; /* ~2^128 */
    case 2: *b = gen_sign(r) | ((uint32_t)(117 + rng_below(r, 20)) << 23) | (rng_u32(r) & 0x7C0000u); break;
    default: *b = gen_f32(r); break;
    }
}

#endif

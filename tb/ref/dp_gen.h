/* TestFloat-style operand generators for the binary64 checks (tb/ref/dp_*.c), written
 * from SPEC 12 alone. Each generator aims at one kind of hard case:
 *   - special classes: +-0, denorms (SPEC 12 keeps them), +-INF, NaNs of both signs;
 *   - fractions with runs of ones and zeros, one bit, all ones, few bits (products and
 *     sums of few-bit significands land exactly on ties and exact results);
 *   - exponents at the edges: near 1, the denorm threshold 2^-1022, deep in the denorm
 *     range, the overflow threshold 2^1024;
 *   - pairs built for a case: cancellation (b close to -a), alignment shifts around
 *     53/54 binades, products / quotients whose exponent lands at the denorm threshold,
 *     inside the denorm range or at the overflow threshold, exact ties at the denorm
 *     quantum (few-bit denorm times a power of two), addends close to -(a*b) for dfma. */
#ifndef DP_GEN_H
#define DP_GEN_H
#include "indep.h"

#define D_SIGN 0x8000000000000000ull
#define D_INF  0x7FF0000000000000ull
#define D_FRAC 0x000FFFFFFFFFFFFFull

static inline uint64_t rng_u64(rng_t *r) { return rng_next64(r); }

static inline double d_of(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }
static inline uint64_t u_of_d(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static inline bool is_nan64(uint64_t u) { return (u & ~D_SIGN) > D_INF; }
static inline int dexp_of(uint64_t a) { return (int)((a >> 52) & 0x7FFu); }

/* A 52-bit fraction with a TestFloat structure. */
static inline uint64_t gen_frac52(rng_t *r)
{
    uint32_t i = rng_below(r, 52), j = rng_below(r, 52), lo = i < j ? i : j, hi = i < j ? j : i;
    uint64_t run = (((hi - lo + 1) >= 64 ? ~0ull : ((1ull << (hi - lo + 1)) - 1)) << lo) & D_FRAC;
    switch (rng_below(r, 11)) {
    case 0: return 0;                                   /* a power of two */
    case 1: return D_FRAC;                              /* all ones */
    case 2: return 1ull << rng_below(r, 52);            /* one bit */
    case 3: return run;                                 /* a run of ones */
    case 4: return D_FRAC & ~run;                       /* a run of zeros */
    case 5: return rng_u64(r) & 0xFFFFFC0000000ull;     /* 26 bits: products tie / are exact often */
    case 6: return rng_u64(r) & 0xFFFFFFFFFFF00ull;
    case 7: return (D_FRAC >> rng_below(r, 52)) ^ (rng_u64(r) & 1u);   /* ones down to a bit */
    case 8: return rng_u64(r) & 0xF000000000000ull;     /* 4 bits */
    default: return rng_u64(r) & D_FRAC;
    }
}

/* A biased exponent field 1..2046 with the edges favoured. */
static inline uint64_t gen_dexp(rng_t *r)
{
    switch (rng_below(r, 8)) {
    case 0: return 1 + rng_below(r, 4);                 /* denorm threshold */
    case 1: return 2043 + rng_below(r, 4);              /* overflow threshold */
    case 2: return 1 + rng_below(r, 80);                /* small */
    case 3: return 1967 + rng_below(r, 80);             /* large */
    case 4: case 5: return 1003 + rng_below(r, 40);     /* around 1 */
    default: return 1 + rng_below(r, 2046);
    }
}

static inline uint64_t gen_dsign(rng_t *r) { return (uint64_t)(rng_u32(r) & 1u) << 63; }

/* A denorm: structured fraction, sometimes only a few low bits (the smallest ones). */
static inline uint64_t gen_denorm(rng_t *r)
{
    uint64_t f = rng_below(r, 4) == 0 ? (rng_u64(r) & ((1ull << rng_below(r, 8)) - 1)) : gen_frac52(r);
    return gen_dsign(r) | (f ? f : 1u);
}

/* Any double: special classes 1 time in 5 (denorms 1 in 10), else a structured normal. */
static inline uint64_t gen_f64(rng_t *r)
{
    uint64_t s = gen_dsign(r);
    switch (rng_below(r, 20)) {
    case 0: return s;                                              /* +-0 */
    case 1: case 2: return gen_denorm(r);                          /* denorm */
    case 3: return s | D_INF;                                      /* +-INF */
    case 4: return s | D_INF | (gen_frac52(r) | 1u);               /* NaN */
    default: return s | (gen_dexp(r) << 52) | gen_frac52(r);
    }
}

/* A finite value 2^e * 1.f for an unbiased exponent e in [-1074, 1023] (denorm below
 * -1022, then with the fraction's leading bits only). */
static inline uint64_t gen_with_dexp(rng_t *r, int e)
{
    uint64_t s = gen_dsign(r);
    if (e > 1023) e = 1023;
    if (e >= -1022) return s | ((uint64_t)(e + 1023) << 52) | gen_frac52(r);
    if (e < -1074) e = -1074;
    /* denorm with its leading bit at 2^e: bit e + 1074 of the fraction */
    int lead = e + 1074;
    uint64_t f = (1ull << lead) | (gen_frac52(r) >> (52 - lead));
    return s | f;
}

/* unbiased exponent of the leading bit of a finite nonzero value */
static inline int dlog2(uint64_t a)
{
    int e = dexp_of(a);
    if (e) return e - 1023;
    uint64_t f = a & D_FRAC;
    return f ? (63 - __builtin_clzll(f)) - 1074 : -1100;
}

/* A few ULPs away in bit-pattern order, same sign. */
static inline uint64_t dnudge(rng_t *r, uint64_t a)
{
    int d = (int)rng_below(r, 7) - 3;
    uint64_t m = (a & ~D_SIGN) + (uint64_t)(int64_t)d;
    if ((int64_t)m < 0) m = 0;
    return (a & D_SIGN) | (m & ~D_SIGN);
}

/* add / sub: cancellation, alignment around 53/54 binades, two denorms, specials */
static inline void gen_dadd_pair(rng_t *r, uint64_t *a, uint64_t *b)
{
    *a = gen_f64(r);
    int ea = dlog2(*a);
    switch (rng_below(r, 8)) {
    case 0: *b = dnudge(r, *a ^ D_SIGN); break;                                   /* a - a(+-ulps) */
    case 1: *b = gen_with_dexp(r, ea - 51 - (int)rng_below(r, 6)); break;         /* shifted out */
    case 2: *b = gen_with_dexp(r, ea - (int)rng_below(r, 3)); break;
    case 3: *a = gen_denorm(r); *b = gen_denorm(r); break;                        /* denorm + denorm */
    case 4: *a = gen_with_dexp(r, -1022 + (int)rng_below(r, 3));                   /* difference into the */
            *b = dnudge(r, *a ^ D_SIGN); break;                                   /* denorm range */
    default: *b = gen_f64(r); break;
    }
    if (rng_u32(r) & 1u) { uint64_t t = *a; *a = *b; *b = t; }
}

/* mul: product exponents at the denorm threshold, in the denorm range, at overflow;
 * denorm times a power of two (exact ties at the denorm quantum) */
static inline void gen_dmul_pair(rng_t *r, uint64_t *a, uint64_t *b)
{
    *a = gen_f64(r);
    int ea = dlog2(*a);
    switch (rng_below(r, 7)) {
    case 0: *b = gen_with_dexp(r, -1022 - ea + (int)rng_below(r, 5) - 2); break;     /* ~2^-1022 */
    case 1: *b = gen_with_dexp(r, -1022 - ea - (int)rng_below(r, 56)); break;         /* denorm result */
    case 2: *b = gen_with_dexp(r, 1023 - ea + (int)rng_below(r, 5) - 2); break;       /* ~2^1024 */
    case 3: *a = gen_denorm(r); *b = gen_dsign(r) | ((uint64_t)(1023 - 1 - rng_below(r, 4)) << 52); break;
    default: *b = gen_f64(r); break;
    }
    if (rng_u32(r) & 1u) { uint64_t t = *a; *a = *b; *b = t; }
}

/* div: quotient exponents at the thresholds, exact quotients, denorm divisors */
static inline void gen_ddiv_pair(rng_t *r, uint64_t *a, uint64_t *b)
{
    *a = gen_f64(r);
    int ea = dlog2(*a);
    switch (rng_below(r, 7)) {
    case 0: *b = gen_with_dexp(r, ea + 1022 + (int)rng_below(r, 5) - 2); break;      /* ~2^-1022 */
    case 1: *b = gen_with_dexp(r, ea + 1022 + (int)rng_below(r, 56)); break;          /* denorm result */
    case 2: *b = gen_with_dexp(r, ea - 1023 + (int)rng_below(r, 5) - 2); break;       /* ~2^1024 */
    case 3: *b = gen_dsign(r) | ((uint64_t)(1013 + rng_below(r, 20)) << 52) | (rng_u64(r) & 0xF000000000000ull); break;
    case 4: *b = gen_denorm(r); break;
    default: *b = gen_f64(r); break;
    }
}

#endif

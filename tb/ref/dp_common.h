/* Shared pieces of the binary64 checks (tb/ref/dp_*.c): the P-16 NaN rule applied to a
 * reference result, the ULP distance of the error figures, and a per-op record of the
 * largest error and of the rounding events (sm5_arith.h SM5_AEV_*) the cases reached,
 * so that a generator that stops reaching a hard case fails the check. */
#ifndef DP_COMMON_H
#define DP_COMMON_H
#include "dp_gen.h"
#include "sm5_f64.h"

#define CANON_NAN64 0x7FF8000000000000ull   /* SPEC 10 P-16 */
#define CANON_NAN32 0x7FC00000u

static inline uint64_t canon64(uint64_t v) { return is_nan64(v) ? CANON_NAN64 : v; }
static inline uint32_t canon32(uint32_t v)
{
    return ((v & 0x7FFFFFFFu) > 0x7F800000u) ? CANON_NAN32 : v;
}

/* ULP distance on the monotone integer order (+0 and -0 one point); NaN vs non-NaN is
 * "infinitely" far. */
static inline uint64_t ulp_dist64(uint64_t a, uint64_t b)
{
    if (is_nan64(a) || is_nan64(b)) return (is_nan64(a) && is_nan64(b)) ? 0 : UINT64_MAX;
    int64_t ka = (a & D_SIGN) ? -(int64_t)(a & ~D_SIGN) : (int64_t)a;
    int64_t kb = (b & D_SIGN) ? -(int64_t)(b & ~D_SIGN) : (int64_t)b;
    return ka > kb ? (uint64_t)(ka - kb) : (uint64_t)(kb - ka);
}

static const char *const DEV_NAMES[] = {
    "exact", "rnd_down", "rnd_up", "tie_even", "tie_up", "flush", "to_min", "overflow",
    "cancel", "special", "nan", "daz", "masscancel", "denorm_out", "denorm_in", "under_zero",
};
#define N_DEV (sizeof DEV_NAMES / sizeof DEV_NAMES[0])

typedef struct {
    const char *op;
    uint64_t cases;
    uint64_t max_ulp;
    uint64_t ev[16];
} dstat_t;

static inline void dstat_add(dstat_t *s, uint64_t dist, sm5_aev_t ev)
{
    s->cases++;
    if (dist > s->max_ulp) s->max_ulp = dist;
    for (unsigned i = 0; i < N_DEV; i++)
        if (ev & (1u << i)) s->ev[i]++;
}

/* Prints "OP: N cases, max error X ulp; events: ..." and returns how many of the events
 * in `need` never occurred. */
static inline int dstat_print(const dstat_t *s, sm5_aev_t need)
{
    int missing = 0;
    printf("%-6s %11llu cases, max error ", s->op, (unsigned long long)s->cases);
    if (s->max_ulp == UINT64_MAX) printf("NaN/non-NaN");
    else printf("%llu ulp", (unsigned long long)s->max_ulp);
    printf("; events:");
    for (unsigned i = 0; i < N_DEV; i++)
        if (s->ev[i]) printf(" %s=%llu", DEV_NAMES[i], (unsigned long long)s->ev[i]);
    printf("\n");
    for (unsigned i = 0; i < N_DEV; i++)
        if ((need >> i & 1u) && !s->ev[i]) {
            printf("%s: MISSING event %s: the generator never reached it\n", s->op, DEV_NAMES[i]);
            missing++;
        }
    if (s->cases == 0) {
        printf("%s: no cases: the check checked nothing\n", s->op);
        missing++;
    }
    return missing;
}

/* Special doubles every check runs in all combinations. */
static const uint64_t F64_SPECIALS[] = {
    0x0000000000000000ull, 0x8000000000000000ull,                         /* +-0 */
    0x0000000000000001ull, 0x8000000000000001ull,                         /* smallest denorm */
    0x000FFFFFFFFFFFFFull, 0x800FFFFFFFFFFFFFull,                         /* largest denorm */
    0x0008000000000000ull, 0x0000000000000003ull,                         /* denorms */
    0x0010000000000000ull, 0x8010000000000000ull, 0x0010000000000001ull,  /* DBL_MIN and neighbour */
    0x7FEFFFFFFFFFFFFFull, 0xFFEFFFFFFFFFFFFFull, 0x7FEFFFFFFFFFFFFEull,  /* DBL_MAX and neighbour */
    0x3FF0000000000000ull, 0xBFF0000000000000ull, 0x3FF0000000000001ull,  /* +-1, 1 + ulp */
    0x3FEFFFFFFFFFFFFFull, 0x4000000000000000ull, 0x3FE0000000000000ull,  /* 1 - ulp/2, 2, 0.5 */
    0x4008000000000000ull, 0x3FD5555555555555ull,                         /* 3, ~1/3 */
    0x7FF0000000000000ull, 0xFFF0000000000000ull,                         /* +-INF */
    0x7FF8000000000000ull, 0xFFF8000000000000ull, 0x7FF0000000000001ull,  /* NaNs (quiet, signalling) */
    0x41E0000000000000ull, 0xC1E0000000000000ull, 0x41EFFFFFFFE00000ull,  /* +-2^31, 2^32 - 1 */
    0x41F0000000000000ull, 0x47EFFFFFE0000000ull, 0x47EFFFFFF0000000ull,  /* 2^32, FLT_MAX, FLT_MAX + half ulp */
    0x3810000000000000ull, 0x380FFFFFF0000000ull, 0x36A0000000000000ull,  /* 2^-126, below it, 2^-149 */
};
#define N_F64_SPECIALS (sizeof F64_SPECIALS / sizeof F64_SPECIALS[0])

#endif

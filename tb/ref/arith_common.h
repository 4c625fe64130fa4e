/* Shared pieces of the arithmetic checks: the P-16 NaN rule applied to a reference
 * result, the ULP distance used for the error figures, and a per-op record of the
 * largest error seen and of the rounding events the generated cases reached. */
#ifndef ARITH_COMMON_H
#define ARITH_COMMON_H
#include "indep.h"
#include "sm5_arith.h"

#define CANON_NAN 0x7FC00000u   /* SPEC 10 P-16 */

/* The reference result as the model must give it: any NaN becomes the P-16 NaN. */
static inline uint32_t canon(uint32_t v) { return is_nan32(v) ? CANON_NAN : v; }

/* ULP distance on the monotone integer order (+0 and -0 one point); NaN vs non-NaN
 * counts as "infinitely" far. */
static inline uint64_t ulp_dist32(uint32_t a, uint32_t b)
{
    if (is_nan32(a) || is_nan32(b)) return (is_nan32(a) && is_nan32(b)) ? 0 : UINT64_MAX;
    int64_t ka = (a & 0x80000000u) ? -(int64_t)(a & 0x7FFFFFFFu) : (int64_t)a;
    int64_t kb = (b & 0x80000000u) ? -(int64_t)(b & 0x7FFFFFFFu) : (int64_t)b;
    return (uint64_t)(ka > kb ? ka - kb : kb - ka);
}

/* Per-op tally: cases, mismatches (through tally_t), the largest ULP error, and how often
 * each rounding event of sm5_arith.h occurred (to show the generators reach them). */
typedef struct {
    const char *op;
    uint64_t cases;
    uint64_t max_ulp;
    uint64_t ev[16];
} opstat_t;

static const char *const EV_NAMES[] = {
    "exact", "rnd_down", "rnd_up", "tie_even", "tie_up", "flush", "to_min", "overflow",
    "cancel", "special", "nan", "daz", "masscancel",
};
#define N_EV (sizeof EV_NAMES / sizeof EV_NAMES[0])

static inline void opstat_add(opstat_t *s, uint32_t got, uint32_t want, sm5_aev_t ev)
{
    s->cases++;
    uint64_t d = ulp_dist32(got, want);
    if (d > s->max_ulp) s->max_ulp = d;
    for (unsigned i = 0; i < N_EV; i++)
        if (ev & (1u << i)) s->ev[i]++;
}

/* Prints "OP: N cases, max error X ulp; events: ..." and returns the number of the
 * events in `need` (SM5_AEV_* bits) that never occurred: a generator that stopped
 * reaching a case must fail the check, not pass quietly. */
static inline int opstat_print(const opstat_t *s, sm5_aev_t need)
{
    int missing = 0;
    printf("%-9s %11llu cases, max error ", s->op, (unsigned long long)s->cases);
    if (s->max_ulp == UINT64_MAX) printf("NaN/non-NaN");
    else printf("%llu ulp", (unsigned long long)s->max_ulp);
    printf("; events:");
    for (unsigned i = 0; i < N_EV; i++)
        if (s->ev[i]) printf(" %s=%llu", EV_NAMES[i], (unsigned long long)s->ev[i]);
    printf("\n");
    for (unsigned i = 0; i < N_EV; i++)
        if ((need >> i & 1u) && !s->ev[i]) {
            printf("%s: MISSING event %s: the generator never reached it\n", s->op, EV_NAMES[i]);
            missing++;
        }
    return missing;
}

#endif

/* Shared helpers of the independent checks in tb/ref/: a seeded xorshift PRNG, a
 * pass/fail tally that prints the first few mismatches, the sweep-range arguments of the
 * exhaustive modes, and bit-pattern casts. Header-only so each check is one program. */
#ifndef INDEP_H
#define INDEP_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <stdbool.h>
#include <time.h>

/* xorshift64*: fast, seedable, and unrelated to anything in cmodel/. */
typedef struct { uint64_t s; } rng_t;

static inline void rng_seed(rng_t *r, uint64_t seed)
{
    r->s = seed ? seed : 0x9E3779B97F4A7C15ull;   /* the state must not be 0 */
}

static inline uint64_t rng_next64(rng_t *r)
{
    uint64_t x = r->s;
    x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
    r->s = x;
    return x * 0x2545F4914F6CDD1Dull;
}

static inline uint32_t rng_u32(rng_t *r) { return (uint32_t)(rng_next64(r) >> 32); }
static inline uint32_t rng_below(rng_t *r, uint32_t n) { return n ? rng_u32(r) % n : 0; }

/* Tally of one check program: counts cases and shows at most `show` failures. */
typedef struct {
    const char *name;
    uint64_t pass, fail;
    unsigned show;
} tally_t;

static inline void tally_init(tally_t *t, const char *name) { t->name = name; t->pass = 0; t->fail = 0; t->show = 12; }

/* Records one case; on mismatch prints `what` formatted. Returns ok. */
static inline bool tally(tally_t *t, bool ok, const char *fmt, ...)
{
    if (ok) { t->pass++; return true; }
    t->fail++;
    if (t->fail <= t->show) {
        va_list ap;
        va_start(ap, fmt);
        printf("%s: MISMATCH ", t->name);
        vprintf(fmt, ap);
        printf("\n");
        va_end(ap);
    }
    return false;
}

static inline int tally_done(const tally_t *t)
{
    if (t->fail > t->show) printf("%s: (%llu more mismatches not shown)\n", t->name,
                                  (unsigned long long)(t->fail - t->show));
    printf("%s: cpu %.1f s\n", t->name, (double)clock() / CLOCKS_PER_SEC);
    printf("%llu passed, %llu failed\n", (unsigned long long)t->pass, (unsigned long long)t->fail);
    return t->fail ? 1 : 0;
}

/* Command line shared by the checks:
 *   --seed N      PRNG seed (default fixed, printed)
 *   --long        exhaustive 2^32 sweeps instead of sampled ones
 *   --part I/N    in --long mode, sweep only slice I of N (one process per core)      */
typedef struct {
    uint64_t seed;
    bool lng;
    uint32_t part, nparts;
} args_t;

static inline args_t parse_args(int argc, char **argv, const char *name)
{
    args_t a = { 0x5EED0001ull, false, 0, 1 };
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--seed") && i + 1 < argc) a.seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--long")) a.lng = true;
        else if (!strcmp(argv[i], "--part") && i + 1 < argc) {
            unsigned p = 0, n = 0;
            if (sscanf(argv[++i], "%u/%u", &p, &n) != 2 || n == 0 || p >= n) {
                fprintf(stderr, "%s: error: bad --part '%s' (want I/N, I < N)\n", name, argv[i]);
                exit(2);
            }
            a.part = p; a.nparts = n;
        } else {
            fprintf(stderr, "%s: error: unknown argument '%s' (--seed N, --long, --part I/N)\n",
                    name, argv[i]);
            exit(2);
        }
    }
    printf("%s: seed 0x%llx%s", name, (unsigned long long)a.seed, a.lng ? " long" : "");
    if (a.nparts > 1) printf(" part %u/%u", a.part, a.nparts);
    printf("\n");
    return a;
}

/* The slice [lo, hi] of the 2^32 input space that this process sweeps. */
static inline void part_range(const args_t *a, uint64_t *lo, uint64_t *hi)
{
    uint64_t span = (1ull << 32) / a->nparts;
    *lo = span * a->part;
    *hi = (a->part + 1 == a->nparts) ? 0xFFFFFFFFull : *lo + span - 1;
}

static inline float f_of(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static inline uint32_t u_of(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

static inline bool is_nan32(uint32_t u) { return (u & 0x7F800000u) == 0x7F800000u && (u & 0x7FFFFFu); }

/* Special f32 patterns every float check runs in all combinations. */
static const uint32_t F32_SPECIALS[] = {
    0x00000000u, 0x80000000u,                       /* +-0 */
    0x00000001u, 0x80000001u, 0x007FFFFFu, 0x807FFFFFu, 0x00400000u, 0x80400000u, /* denorms */
    0x00800000u, 0x80800000u, 0x00800001u, 0x80800001u, /* +-FLT_MIN and neighbour */
    0x7F7FFFFFu, 0xFF7FFFFFu, 0x7F7FFFFEu, 0xFF7FFFFEu, /* +-FLT_MAX and neighbour */
    0x7F800000u, 0xFF800000u,                       /* +-INF */
    0x7FC00000u, 0xFFC00000u, 0x7F800001u, 0xFF800001u, 0x7FFFFFFFu, 0xFFFFFFFFu,
    0x7FA5A5A5u, 0xFF812345u,                       /* NaNs: quiet, signalling, payloads */
    0x3F800000u, 0xBF800000u, 0x3F800001u, 0xBF800001u, 0x3F7FFFFFu, 0xBF7FFFFFu, /* +-1 */
    0x40000000u, 0xC0000000u, 0x3F000000u, 0xBF000000u,
    0x4B800000u, 0xCB800000u, 0x4B800001u,          /* 2^24 */
    0x4F000000u, 0xCF000000u, 0x4EFFFFFFu, 0xCF000001u, 0x4F800000u, 0x4F7FFFFFu, /* 2^31, 2^32 */
    0x477FE000u, 0x477FF000u, 0x477FFFFFu, 0x47800000u, 0xC77FE000u, 0xC77FFFFFu, /* f16 max */
    0x38800000u, 0x387FFFFFu, 0x33800000u, 0x337FFFFFu, 0xB3800000u, 0x38000000u, /* f16 min/denorm */
    0x477E0000u, 0x477C0000u, 0x477DFFFFu, 0x47800001u, 0x37800000u, 0x35800000u, /* f11/f10 edges */
    0x12345678u, 0x92345678u, 0x5A5A5A5Au, 0xDEADBEEFu,
};
#define N_F32_SPECIALS (sizeof F32_SPECIALS / sizeof F32_SPECIALS[0])

/* A random f32 biased toward the special values and their neighbours. */
static inline uint32_t rand_f32(rng_t *r)
{
    uint32_t k = rng_below(r, 16);
    uint32_t s = (rng_u32(r) & 1u) << 31;
    switch (k) {
    case 0: case 1: return F32_SPECIALS[rng_below(r, N_F32_SPECIALS)];
    case 2: return F32_SPECIALS[rng_below(r, N_F32_SPECIALS)] + (rng_below(r, 5) - 2u); /* neighbours */
    case 3: return s | (rng_u32(r) & 0x7FFFFFu);                         /* denorm or zero */
    case 4: return s | 0x7F800000u | (rng_u32(r) & 0x7FFFFFu);           /* INF or NaN */
    case 5: return s | ((rng_below(r, 254) + 1u) << 23);                 /* power of two */
    case 6: return s | ((rng_below(r, 40) + 100u) << 23) | (rng_u32(r) & 0x7FFFFFu); /* mid range */
    default: return rng_u32(r);
    }
}

#endif

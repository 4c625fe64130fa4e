/* Check 1: f32 eq/ne/lt/ge, min/max and _sat of the C model against the host SSE unit running
 * with FTZ and DAZ set (MXCSR bits 15 and 6), which flushes denorm inputs like SPEC 1.
 * Compares come straight from the host; for min/max the host picks the value and the
 * SPEC-only parts (NaN selection, P-1 flush of the result, P-2 signed zeros, P-3 both
 * NaN -> src1) are derived here. Operands pass through volatile so nothing folds.
 * Also dmin/dmax against the host with DAZ/FTZ cleared (f64 keeps denorms). */
#include <xmmintrin.h>
#include "indep.h"
#include "sm5_float.h"

#define MXCSR_FTZ (1u << 15)
#define MXCSR_DAZ (1u << 6)

static volatile float g_a, g_b;   /* host operands: volatile defeats constant folding */

static uint32_t flush(uint32_t u) { return (u & 0x7F800000u) ? u : (u & 0x80000000u); }

/* Expected min (want_max = false) or max per SPEC 3, using the host for the ordering. */
static uint32_t ref_minmax(uint32_t a, uint32_t b, bool want_max)
{
    bool na = is_nan32(a), nb = is_nan32(b);
    if (na && nb) return b;                 /* P-3: src1 bits unchanged */
    if (na) return flush(b);                /* one NaN: the other operand, P-1 flushed */
    if (nb) return flush(a);
    uint32_t fa = flush(a), fb = flush(b);
    if (!(fa & 0x7FFFFFFFu) && !(fb & 0x7FFFFFFFu)) {   /* two zeros: P-2 */
        uint32_t neg = (fa | fb) & 0x80000000u, pos = (fa & fb) & 0x80000000u;
        return want_max ? pos : neg;        /* max is -0 only if both are -0 */
    }
    g_a = f_of(a); g_b = f_of(b);
    __m128 va = _mm_set_ss(g_a), vb = _mm_set_ss(g_b);
    __m128 vr = want_max ? _mm_max_ss(va, vb) : _mm_min_ss(va, vb);
    volatile float r = _mm_cvtss_f32(vr);
    return flush(u_of(r));                  /* DAZ may hand back the unflushed denorm bits */
}

static void check_pair(tally_t *t, uint32_t a, uint32_t b)
{
    g_a = f_of(a); g_b = f_of(b);
    float x = g_a, y = g_b;
    uint32_t eq = (x == y) ? 0xFFFFFFFFu : 0, ne = (x != y) ? 0xFFFFFFFFu : 0;
    uint32_t lt = (x < y) ? 0xFFFFFFFFu : 0, ge = (x >= y) ? 0xFFFFFFFFu : 0;
    uint32_t got;
    got = sm5_f32_eq(a, b); tally(t, got == eq, "eq(%08x, %08x) = %08x, want %08x", a, b, got, eq);
    got = sm5_f32_ne(a, b); tally(t, got == ne, "ne(%08x, %08x) = %08x, want %08x", a, b, got, ne);
    got = sm5_f32_lt(a, b); tally(t, got == lt, "lt(%08x, %08x) = %08x, want %08x", a, b, got, lt);
    got = sm5_f32_ge(a, b); tally(t, got == ge, "ge(%08x, %08x) = %08x, want %08x", a, b, got, ge);
    uint32_t mn = ref_minmax(a, b, false), mx = ref_minmax(a, b, true);
    got = sm5_f32_min(a, b); tally(t, got == mn, "min(%08x, %08x) = %08x, want %08x", a, b, got, mn);
    got = sm5_f32_max(a, b); tally(t, got == mx, "max(%08x, %08x) = %08x, want %08x", a, b, got, mx);
}

/* _sat per SPEC 2: NaN -> +0, -0 -> +0, else clamp to [0, 1] after the flush; the host
 * (under DAZ) decides the ordering. */
static uint32_t ref_sat(uint32_t a)
{
    if (is_nan32(a)) return 0;
    g_a = f_of(a);
    float x = g_a;
    if (x <= 0.0f) return 0;            /* also -0 and flushed denorms of either sign */
    if (x >= 1.0f) return 0x3F800000u;
    return a;
}

/* dmin / dmax: like min/max without any flush (the host runs these with DAZ off). */
static volatile double g_da, g_db;
static bool is_nan64(uint64_t u) { return (u & 0x7FF0000000000000ull) == 0x7FF0000000000000ull && (u & 0xFFFFFFFFFFFFFull); }
static uint64_t ref_dminmax(uint64_t a, uint64_t b, bool want_max)
{
    bool na = is_nan64(a), nb = is_nan64(b);
    if (na && nb) return b;             /* P-3 */
    if (na) return b;
    if (nb) return a;
    if (!(a << 1) && !(b << 1)) {       /* P-2 */
        uint64_t sgn = 1ull << 63;
        return want_max ? ((a & b) & sgn) : ((a | b) & sgn);
    }
    memcpy((void *)&g_da, &a, 8); memcpy((void *)&g_db, &b, 8);
    __m128d va = _mm_set_sd(g_da), vb = _mm_set_sd(g_db);
    __m128d vr = want_max ? _mm_max_sd(va, vb) : _mm_min_sd(va, vb);
    volatile double r = _mm_cvtsd_f64(vr);
    double rv = r;
    uint64_t u; memcpy(&u, &rv, 8);
    return u;
}

static uint64_t rand_f64(rng_t *r)
{
    static const uint64_t S[] = {
        0, 1ull << 63, 1, (1ull << 63) | 1, 0x000FFFFFFFFFFFFFull, 0x800FFFFFFFFFFFFFull,
        0x0010000000000000ull, 0x7FEFFFFFFFFFFFFFull, 0xFFEFFFFFFFFFFFFFull, 0x7FF0000000000000ull,
        0xFFF0000000000000ull, 0x7FF8000000000000ull, 0xFFF8000000000001ull, 0x7FF0000000000001ull,
        0x3FF0000000000000ull, 0xBFF0000000000000ull, 0x3FF0000000000001ull, 0x3FEFFFFFFFFFFFFFull,
    };
    uint32_t k = rng_below(r, 8);
    uint64_t sg = (uint64_t)(rng_u32(r) & 1u) << 63;
    if (k < 3) return S[rng_below(r, sizeof S / sizeof S[0])] + (k == 2 ? rng_below(r, 3) : 0);
    if (k == 3) return sg | (rng_next64(r) & 0xFFFFFFFFFFFFFull);             /* f64 denorm */
    if (k == 4) return sg | 0x7FF0000000000000ull | (rng_next64(r) & 0xFFFFFFFFFFFFFull);
    return rng_next64(r);
}

/* Guards against a host that ignores DAZ/FTZ (the reference would then be wrong). */
static bool host_flushes(void)
{
    g_a = f_of(0x00000001u); g_b = 0.0f;
    float d = g_a, z = g_b;
    g_b = 1.0f;
    volatile float prod = g_a * g_b;   /* DAZ: the denorm input reads as +0 */
    return d == z && u_of(prod) == 0;
}

int main(int argc, char **argv)
{
    args_t a = parse_args(argc, argv, "indep-fcmp");
    tally_t t; tally_init(&t, "indep-fcmp");
    _mm_setcsr(_mm_getcsr() | MXCSR_FTZ | MXCSR_DAZ);
    if (!host_flushes()) { printf("host FPU ignores FTZ/DAZ: no reference\n0 passed, 1 failed\n"); return 1; }

    /* Hand-worked rows of SPEC 3 first: they hold even if the host reference were off. */
    tally(&t, sm5_f32_min(0x80000000u, 0x00000000u) == 0x80000000u, "P-2 min(-0,+0)");
    tally(&t, sm5_f32_min(0x00000000u, 0x80000000u) == 0x80000000u, "P-2 min(+0,-0)");
    tally(&t, sm5_f32_max(0x80000000u, 0x00000000u) == 0x00000000u, "P-2 max(-0,+0)");
    tally(&t, sm5_f32_max(0x00000000u, 0x80000000u) == 0x00000000u, "P-2 max(+0,-0)");
    tally(&t, sm5_f32_min(0x807FFFFFu, 0x00000000u) == 0x80000000u, "P-2 min(-denorm,+0)");
    tally(&t, sm5_f32_max(0x00000001u, 0x80000000u) == 0x00000000u, "P-2 max(+denorm,-0)");
    tally(&t, sm5_f32_min(0x00000005u, 0x3F800000u) == 0x00000000u, "P-1 min(denorm,1)");
    tally(&t, sm5_f32_min(0x7FC00000u, 0xFFC00001u) == 0xFFC00001u, "P-3 min(nan,nan)=src1");
    tally(&t, sm5_f32_max(0xFFC00001u, 0x7F800001u) == 0x7F800001u, "P-3 max(nan,nan)=src1");
    tally(&t, sm5_f32_min(0x7FC00000u, 0xFF800000u) == 0xFF800000u, "min(NaN,-inf)");
    tally(&t, sm5_f32_min(0x7F800000u, 0x7FC00000u) == 0x7F800000u, "min(+inf,NaN)");
    tally(&t, sm5_f32_eq(0x80000000u, 0x00000001u) == 0xFFFFFFFFu, "eq(-0,denorm)");
    tally(&t, sm5_f32_ne(0x7FC00000u, 0x7FC00000u) == 0xFFFFFFFFu, "ne(NaN,NaN)");
    tally(&t, sm5_f32_ge(0x7FC00000u, 0x7FC00000u) == 0, "ge(NaN,NaN)");

    for (size_t i = 0; i < N_F32_SPECIALS; i++)
        for (size_t j = 0; j < N_F32_SPECIALS; j++) check_pair(&t, F32_SPECIALS[i], F32_SPECIALS[j]);

    /* --long: 400M random pairs shared among the parts, each part its own stream */
    rng_t r; rng_seed(&r, a.seed + 0x1000193ull * a.part);
    uint32_t n = a.lng ? 400000000u / a.nparts : 2000000u;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t x = rand_f32(&r), y = rand_f32(&r);
        if ((i & 7) == 0) y = x ^ (rng_u32(&r) & 0x80000003u);   /* near-equal / opposite sign */
        check_pair(&t, x, y);
    }

    /* _sat over the specials and random values (still under DAZ) */
    for (size_t i = 0; i < N_F32_SPECIALS; i++) {
        uint32_t x = F32_SPECIALS[i], got = sm5_f32_sat(x), want = ref_sat(x);
        tally(&t, got == want, "sat(%08x) = %08x, want %08x", x, got, want);
    }
    for (uint32_t i = 0; i < n / 4; i++) {
        uint32_t x = rand_f32(&r), got = sm5_f32_sat(x), want = ref_sat(x);
        tally(&t, got == want, "sat(%08x) = %08x, want %08x", x, got, want);
    }

    /* dmin / dmax: f64 keeps denorms, so DAZ/FTZ off for these */
    _mm_setcsr(_mm_getcsr() & ~(MXCSR_FTZ | MXCSR_DAZ));
    tally(&t, sm5_f64_min(0x8000000000000000ull, 0) == 0x8000000000000000ull, "P-2 dmin(-0,+0)");
    tally(&t, sm5_f64_max(1, 0x8000000000000000ull) == 1, "dmax(denorm,-0) keeps the denorm");
    tally(&t, sm5_f64_min(0x7FF8000000000000ull, 0xFFF0000000000001ull) == 0xFFF0000000000001ull, "P-3 dmin");
    for (uint32_t i = 0; i < n / 2; i++) {
        uint64_t x = rand_f64(&r), y = rand_f64(&r);
        if ((i & 7) == 0) y = x ^ (rng_next64(&r) & 0x8000000000000003ull);
        uint64_t g1 = sm5_f64_min(x, y), w1 = ref_dminmax(x, y, false);
        uint64_t g2 = sm5_f64_max(x, y), w2 = ref_dminmax(x, y, true);
        tally(&t, g1 == w1, "dmin(%016llx, %016llx) = %016llx, want %016llx", (unsigned long long)x,
              (unsigned long long)y, (unsigned long long)g1, (unsigned long long)w1);
        tally(&t, g2 == w2, "dmax(%016llx, %016llx) = %016llx, want %016llx", (unsigned long long)x,
              (unsigned long long)y, (unsigned long long)g2, (unsigned long long)w2);
    }
    return tally_done(&t);
}

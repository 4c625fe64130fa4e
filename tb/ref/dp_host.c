/* Independent check: the double ops of the C model (cmodel/sm5_f64.c) against the host's
 * IEEE-754 double arithmetic. SSE2 with FTZ and DAZ off rounds dadd, dmul, ddiv (and 1/x
 * for drcp) correctly to nearest even with gradual underflow: exactly SPEC 12; libm's
 * fma() is the fused reference of dfma (checked first: a non-fused fma() fails the run).
 * dtof and ftod run on SSE's cvtsd2ss / cvtss2sd with FTZ and DAZ on, which is P-26's f32
 * side (tininess after rounding, as P-15). Compares use the C operators; dtoi, dtou use
 * libm trunc() and range tests; itod, utod the C casts. The one adjustment is P-16: any
 * host NaN means the model must give the canonical NaN.
 * Cases: every pair (and triple for dfma, on a subset) of the special values, then
 * TestFloat-style generated cases (dp_gen.h), a quarter uniform random bits; --long runs
 * 10x. Prints the largest ULP error per op (must be 0) and fails when a generator missed
 * a rounding event it is meant to reach. */
#include <math.h>
#include <emmintrin.h>
#include "dp_common.h"

#define MXCSR_FTZ (1u << 15)
#define MXCSR_DAZ (1u << 6)
#define MXCSR_RC  0x6000u

static volatile double g_x, g_y, g_z;   /* volatile: every operation happens at run time */

static uint64_t h_add(uint64_t a, uint64_t b) { g_x = d_of(a); g_y = d_of(b); volatile double r = g_x + g_y; return canon64(u_of_d(r)); }
static uint64_t h_mul(uint64_t a, uint64_t b) { g_x = d_of(a); g_y = d_of(b); volatile double r = g_x * g_y; return canon64(u_of_d(r)); }
static uint64_t h_div(uint64_t a, uint64_t b) { g_x = d_of(a); g_y = d_of(b); volatile double r = g_x / g_y; return canon64(u_of_d(r)); }
static uint64_t h_rcp(uint64_t a) { g_x = d_of(a); volatile double r = 1.0 / g_x; return canon64(u_of_d(r)); }
static uint64_t h_fma(uint64_t a, uint64_t b, uint64_t c)
{
    g_x = d_of(a); g_y = d_of(b); g_z = d_of(c);
    volatile double r = fma(g_x, g_y, g_z);
    return canon64(u_of_d(r));
}

static uint32_t tf(bool t) { return t ? 0xFFFFFFFFu : 0u; }
static uint32_t h_eq(uint64_t a, uint64_t b) { g_x = d_of(a); g_y = d_of(b); return tf(g_x == g_y); }
static uint32_t h_ge(uint64_t a, uint64_t b) { g_x = d_of(a); g_y = d_of(b); return tf(g_x >= g_y); }
static uint32_t h_lt(uint64_t a, uint64_t b) { g_x = d_of(a); g_y = d_of(b); return tf(g_x < g_y); }
static uint32_t h_ne(uint64_t a, uint64_t b) { g_x = d_of(a); g_y = d_of(b); return tf(g_x != g_y); }

/* P-26 on the host: FTZ and DAZ on for the one conversion instruction */
static uint32_t h_dtof(uint64_t a)
{
    unsigned csr = _mm_getcsr();
    _mm_setcsr(csr | MXCSR_FTZ | MXCSR_DAZ);
    __m128 r = _mm_cvtsd_ss(_mm_setzero_ps(), _mm_set_sd(d_of(a)));
    _mm_setcsr(csr);
    return canon32(u_of(_mm_cvtss_f32(r)));
}

static uint64_t h_ftod(uint32_t a)
{
    unsigned csr = _mm_getcsr();
    _mm_setcsr(csr | MXCSR_FTZ | MXCSR_DAZ);
    __m128d r = _mm_cvtss_sd(_mm_setzero_pd(), _mm_set_ss(f_of(a)));
    _mm_setcsr(csr);
    return canon64(u_of_d(_mm_cvtsd_f64(r)));
}

static uint32_t h_dtoi(uint64_t a)
{
    double x = d_of(a);
    if (x != x) return 0;
    double t = trunc(x);
    if (t >= 2147483647.0) return 0x7FFFFFFFu;
    if (t <= -2147483648.0) return 0x80000000u;
    return (uint32_t)(int32_t)t;
}

static uint32_t h_dtou(uint64_t a)
{
    double x = d_of(a);
    if (x != x) return 0;
    double t = trunc(x);
    if (t <= 0.0) return 0;
    if (t >= 4294967295.0) return 0xFFFFFFFFu;
    return (uint32_t)t;
}

static uint64_t h_itod(uint32_t a) { return u_of_d((double)(int32_t)a); }
static uint64_t h_utod(uint32_t a) { return u_of_d((double)a); }

typedef struct {
    tally_t t;
    dstat_t add, mul, fma, div, rcp, cmp, dtof, ftod, dtoi, dtou, itod;
} ctx_t;

static void chk64(ctx_t *c, dstat_t *s, uint64_t got, uint64_t want, sm5_aev_t ev, const char *what,
                  uint64_t a, uint64_t b, uint64_t z)
{
    dstat_add(s, ulp_dist64(got, want), ev);
    tally(&c->t, got == want, "%s(%016llx, %016llx, %016llx) = %016llx, host %016llx", what,
          (unsigned long long)a, (unsigned long long)b, (unsigned long long)z,
          (unsigned long long)got, (unsigned long long)want);
}

static void chk32(ctx_t *c, dstat_t *s, uint32_t got, uint32_t want, sm5_aev_t ev, const char *what,
                  uint64_t a, uint64_t b)
{
    dstat_add(s, got == want ? 0 : UINT64_MAX, ev);
    tally(&c->t, got == want, "%s(%016llx, %016llx) = %08x, host %08x", what, (unsigned long long)a,
          (unsigned long long)b, got, want);
}

static void run_add(ctx_t *c, uint64_t a, uint64_t b)
{
    sm5_aev_t ev = 0;
    uint64_t got = sm5_f64_add(a, b, &ev);
    chk64(c, &c->add, got, h_add(a, b), ev, "dadd", a, b, 0);
}

static void run_mul(ctx_t *c, uint64_t a, uint64_t b)
{
    sm5_aev_t ev = 0;
    uint64_t got = sm5_f64_mul(a, b, &ev);
    chk64(c, &c->mul, got, h_mul(a, b), ev, "dmul", a, b, 0);
}

static void run_fma(ctx_t *c, uint64_t a, uint64_t b, uint64_t z)
{
    sm5_aev_t ev = 0;
    uint64_t got = sm5_f64_fma(a, b, z, &ev);
    chk64(c, &c->fma, got, h_fma(a, b, z), ev, "dfma", a, b, z);
}

static void run_div(ctx_t *c, uint64_t a, uint64_t b)
{
    sm5_aev_t ev = 0;
    uint64_t got = sm5_f64_div(a, b, &ev);
    chk64(c, &c->div, got, h_div(a, b), ev, "ddiv", a, b, 0);
}

static void run_rcp(ctx_t *c, uint64_t a)
{
    sm5_aev_t ev = 0;
    uint64_t got = sm5_f64_rcp(a, &ev);
    chk64(c, &c->rcp, got, h_rcp(a), ev, "drcp", a, 0, 0);
}

static void run_cmp(ctx_t *c, uint64_t a, uint64_t b)
{
    chk32(c, &c->cmp, sm5_f64_eq(a, b), h_eq(a, b), 0, "deq", a, b);
    chk32(c, &c->cmp, sm5_f64_ge(a, b), h_ge(a, b), 0, "dge", a, b);
    chk32(c, &c->cmp, sm5_f64_lt(a, b), h_lt(a, b), 0, "dlt", a, b);
    chk32(c, &c->cmp, sm5_f64_ne(a, b), h_ne(a, b), 0, "dne", a, b);
}

static void run_cvt(ctx_t *c, uint64_t a)
{
    sm5_aev_t ev = 0;
    uint32_t got = sm5_dtof(a, &ev);
    chk32(c, &c->dtof, got, h_dtof(a), ev, "dtof", a, 0);
    chk32(c, &c->dtoi, sm5_dtoi(a), h_dtoi(a), 0, "dtoi", a, 0);
    chk32(c, &c->dtou, sm5_dtou(a), h_dtou(a), 0, "dtou", a, 0);
}

static void run_cvt32(ctx_t *c, uint32_t a)
{
    sm5_aev_t ev = 0;
    uint64_t got = sm5_ftod(a, &ev);
    chk64(c, &c->ftod, got, h_ftod(a), ev, "ftod", a, 0, 0);
    chk64(c, &c->itod, sm5_itod(a), h_itod(a), 0, "itod", a, 0, 0);
    chk64(c, &c->itod, sm5_utod(a), h_utod(a), 0, "utod", a, 0, 0);
}

/* dtof edge cases: doubles near f32 ties, the f32 flush threshold and FLT_MAX */
static uint64_t gen_dtof_arg(rng_t *r)
{
    uint64_t s = gen_dsign(r);
    int e;
    switch (rng_below(r, 6)) {
    case 0: e = -126 - (int)rng_below(r, 3); break;            /* at the f32 flush threshold */
    case 1: e = 127; break;                                    /* at FLT_MAX */
    case 2: e = -150 + (int)rng_below(r, 30); break;           /* f32 denorm range: flushed */
    case 3: e = 120 + (int)rng_below(r, 20); break;            /* beyond the f32 range */
    default: e = (int)rng_below(r, 60) - 30; break;
    }
    /* low 29 bits: the part dtof rounds away; tie patterns 0x10000000 often */
    uint64_t hi = gen_frac52(r) & ~0x1FFFFFFFull;
    uint64_t lo;
    switch (rng_below(r, 4)) {
    case 0: lo = 0x10000000u; break;                           /* exactly half an f32 ulp */
    case 1: lo = 0x10000000u + (rng_u32(r) & 1u ? 1u : (uint64_t)-1); break;
    case 2: lo = 0x1FFFFFFFu; break;
    default: lo = rng_u64(r) & 0x1FFFFFFFull; break;
    }
    return s | ((uint64_t)(e + 1023) << 52) | hi | (lo & 0x1FFFFFFFull);
}

/* dtoi / dtou edge cases: +-2^31 +- fractions, 2^32 +- fractions, small values */
static uint64_t gen_int_arg(rng_t *r)
{
    static const double edges[] = { 2147483648.0, -2147483648.0, 2147483647.0, -2147483647.0,
                                    4294967296.0, 4294967295.0, 1.0, -1.0, 0.5, -0.5, 0.0 };
    double e = edges[rng_below(r, sizeof edges / sizeof edges[0])];
    double d[] = { 0.0, 0.5, -0.5, 0.25, -0.75, 1e-9, -1e-9, 1.0, -1.0 };
    return u_of_d(e + d[rng_below(r, sizeof d / sizeof d[0])]);
}

static void fma_triple(rng_t *r, uint64_t *a, uint64_t *b, uint64_t *z)
{
    gen_dmul_pair(r, a, b);
    switch (rng_below(r, 6)) {
    case 0: {   /* close to -(a*b): massive cancellation, exact ties after it */
        uint64_t p = h_mul(*a, *b);
        *z = is_nan64(p) ? gen_f64(r) : dnudge(r, p ^ D_SIGN);
        break;
    }
    case 1: {   /* aligned 50..56 binades below / above the product */
        uint64_t p = h_mul(*a, *b);
        int e = is_nan64(p) || (p & ~D_SIGN) == 0 ? 0 : dlog2(p);
        *z = gen_with_dexp(r, e + (rng_u32(r) & 1u ? -50 - (int)rng_below(r, 7) : 50 + (int)rng_below(r, 7)));
        break;
    }
    case 2: *z = gen_denorm(r); break;
    default: *z = gen_f64(r); break;
    }
}

int main(int argc, char **argv)
{
    args_t args = parse_args(argc, argv, "dp-host");
    _mm_setcsr(_mm_getcsr() & ~(MXCSR_FTZ | MXCSR_DAZ | MXCSR_RC));   /* IEEE: nearest, denorms */
    ctx_t c;
    memset(&c, 0, sizeof c);
    tally_init(&c.t, "dp-host");
    c.add.op = "dadd"; c.mul.op = "dmul"; c.fma.op = "dfma"; c.div.op = "ddiv"; c.rcp.op = "drcp";
    c.cmp.op = "dcmp"; c.dtof.op = "dtof"; c.ftod.op = "ftod"; c.dtoi.op = "dtoi"; c.dtou.op = "dtou";
    c.itod.op = "i/utod";

    /* libm's fma() must be fused: (1 + 2^-30)(1 - 2^-30) - 1 = -2^-60 exactly (a separate
     * multiply rounds the product to 1 and gives 0) */
    {
        volatile double p = 1.0 + 0x1p-30, q = 1.0 - 0x1p-30, m1 = -1.0;
        double f = fma(p, q, m1);
        bool fused = f == -0x1p-60;
        printf("dp-host: libm fma() fused: %s (fma(1+2^-30, 1-2^-30, -1) = %a)\n", fused ? "yes" : "NO", f);
        tally(&c.t, fused, "libm fma() is not a fused multiply-add: it cannot be the dfma reference");
    }

    rng_t r;
    rng_seed(&r, args.seed + (uint64_t)args.part * 0x9E3779B97F4A7C15ull);
    for (unsigned i = 0; i < N_F64_SPECIALS; i++) {
        uint64_t a = F64_SPECIALS[i];
        run_rcp(&c, a);
        run_cvt(&c, a);
        for (unsigned j = 0; j < N_F64_SPECIALS; j++) {
            uint64_t b = F64_SPECIALS[j];
            run_add(&c, a, b);
            run_mul(&c, a, b);
            run_div(&c, a, b);
            run_cmp(&c, a, b);
            for (unsigned k = 0; k < N_F64_SPECIALS; k += 3) run_fma(&c, a, b, F64_SPECIALS[k]);
        }
    }
    /* every f32 class for ftod, every integer edge for itod / utod */
    static const uint32_t f32s[] = { 0, 0x80000000u, 1, 0x80000001u, 0x007FFFFFu, 0x00800000u, 0x7F7FFFFFu,
                                     0x7F800000u, 0xFF800000u, 0x7FC00000u, 0xFF800001u, 0x3F800000u,
                                     0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFFu, 0x00000001u };
    for (unsigned i = 0; i < sizeof f32s / sizeof f32s[0]; i++) run_cvt32(&c, f32s[i]);

    uint64_t n = args.lng ? 20000000ull : 2000000ull;
    for (uint64_t i = 0; i < n; i++) {
        uint64_t a, b, z;
        bool uni = (i & 3) == 3;
        if (uni) { a = rng_u64(&r); b = rng_u64(&r); } else gen_dadd_pair(&r, &a, &b);
        run_add(&c, a, b);
        if (!uni) gen_dmul_pair(&r, &a, &b);
        run_mul(&c, a, b);
        if (uni) z = rng_u64(&r); else fma_triple(&r, &a, &b, &z);
        run_fma(&c, a, b, z);
        if (!uni) gen_ddiv_pair(&r, &a, &b);
        run_div(&c, a, b);
        run_rcp(&c, uni ? rng_u64(&r) : (rng_below(&r, 3) ? gen_f64(&r) : gen_with_dexp(&r, 1020 + (int)rng_below(&r, 4))));
        if (!uni) { a = gen_f64(&r); b = rng_below(&r, 3) ? dnudge(&r, a) : gen_f64(&r); }
        run_cmp(&c, a, b);
        run_cvt(&c, uni ? rng_u64(&r) : rng_below(&r, 3) == 0 ? gen_int_arg(&r) : gen_dtof_arg(&r));
        run_cvt32(&c, rng_u32(&r));
    }

    const sm5_aev_t rnd = SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP;
    const sm5_aev_t tie = SM5_AEV_TIE_EVEN | SM5_AEV_TIE_UP;
    const sm5_aev_t under = SM5_AEV_DENORM_OUT | SM5_AEV_DENORM_IN | SM5_AEV_UNDER_ZERO | SM5_AEV_TO_MIN;
    int missing = dstat_print(&c.add, rnd | tie | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL | SM5_AEV_MASSCANCEL |
                                          SM5_AEV_NAN | SM5_AEV_DENORM_OUT | SM5_AEV_DENORM_IN);
    missing += dstat_print(&c.mul, rnd | tie | SM5_AEV_OVERFLOW | SM5_AEV_NAN | under);
    missing += dstat_print(&c.fma, rnd | tie | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL | SM5_AEV_MASSCANCEL |
                                       SM5_AEV_NAN | under);
    missing += dstat_print(&c.div, rnd | tie | SM5_AEV_OVERFLOW | SM5_AEV_NAN | under);
    missing += dstat_print(&c.rcp, rnd | SM5_AEV_OVERFLOW | SM5_AEV_NAN | SM5_AEV_DENORM_OUT | SM5_AEV_DENORM_IN);
    missing += dstat_print(&c.cmp, 0);
    missing += dstat_print(&c.dtof, rnd | tie | SM5_AEV_FLUSH | SM5_AEV_TO_MIN | SM5_AEV_OVERFLOW | SM5_AEV_NAN);
    missing += dstat_print(&c.ftod, SM5_AEV_EXACT | SM5_AEV_DAZ | SM5_AEV_NAN);
    missing += dstat_print(&c.dtoi, 0);
    missing += dstat_print(&c.dtou, 0);
    missing += dstat_print(&c.itod, 0);
    for (int i = 0; i < missing; i++) tally(&c.t, false, "a required rounding event was never reached");
    return tally_done(&c.t);
}

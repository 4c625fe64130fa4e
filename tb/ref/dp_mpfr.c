/* Independent check: the double ops of the C model (cmodel/sm5_f64.c) against MPFR.
 * binary64 arithmetic (dadd, dmul, dfma, ddiv, drcp): MPFR at 53 bits with the exponent
 * range of binary64 (emin -1073, emax 1024 in MPFR's [0.5, 1) convention) and
 * mpfr_subnormalize, i.e. IEEE round to nearest even with gradual underflow, SPEC 12.
 * dtof (P-26): MPFR rounds to 24 bits in its unbounded range; below 2^-126 in magnitude
 * the result is a zero of its sign, 2^128 or more is INF. ftod: f32 denorms are zeros
 * (P-26), the rest exact. dtoi / dtou: mpfr_trunc and range tests. NaN results must be
 * the P-16 NaN. This shares no code with the model and none with dp-host's reference
 * (only the operand generators of dp_gen.h). --long runs 10x the cases. */
#include <mpfr.h>
#include "dp_common.h"

static mpfr_t A, B, C, R;

static void set64(mpfr_t m, uint64_t u) { mpfr_set_d(m, d_of(u), MPFR_RNDN); }   /* exact */

/* a binary64 result: subnormalize after the one rounding, then read it back exactly */
static uint64_t get64(mpfr_t r, int inex)
{
    if (mpfr_nan_p(r)) return CANON_NAN64;
    inex = mpfr_subnormalize(r, inex, MPFR_RNDN);
    (void)inex;
    return u_of_d(mpfr_get_d(r, MPFR_RNDN));
}

static void range64(void) { mpfr_set_emin(-1073); mpfr_set_emax(1024); }
static void range_wide(void) { mpfr_set_emin(mpfr_get_emin_min()); mpfr_set_emax(mpfr_get_emax_max()); }

static uint64_t m_add(uint64_t a, uint64_t b) { range64(); set64(A, a); set64(B, b); return get64(R, mpfr_add(R, A, B, MPFR_RNDN)); }
static uint64_t m_mul(uint64_t a, uint64_t b) { range64(); set64(A, a); set64(B, b); return get64(R, mpfr_mul(R, A, B, MPFR_RNDN)); }
static uint64_t m_div(uint64_t a, uint64_t b) { range64(); set64(A, a); set64(B, b); return get64(R, mpfr_div(R, A, B, MPFR_RNDN)); }
static uint64_t m_rcp(uint64_t a) { range64(); set64(A, a); return get64(R, mpfr_ui_div(R, 1, A, MPFR_RNDN)); }
static uint64_t m_fma(uint64_t a, uint64_t b, uint64_t c)
{
    range64(); set64(A, a); set64(B, b); set64(C, c);
    return get64(R, mpfr_fma(R, A, B, C, MPFR_RNDN));
}

static uint32_t m_dtof(uint64_t a)
{
    range_wide();
    if (is_nan64(a)) return CANON_NAN32;
    mpfr_t r24;
    mpfr_init2(r24, 24);
    set64(A, a);
    mpfr_set(r24, A, MPFR_RNDN);
    uint32_t s = mpfr_signbit(r24) ? 0x80000000u : 0u, out;
    if (mpfr_inf_p(r24)) out = s | 0x7F800000u;
    else if (mpfr_zero_p(r24) || mpfr_get_exp(r24) <= -126) out = s;   /* P-26 flush: |x| < 2^-126 (MPFR's significand is in [0.5, 1)) */
    else if (mpfr_get_exp(r24) >= 129) out = s | 0x7F800000u;         /* beyond FLT_MAX */
    else out = u_of(mpfr_get_flt(r24, MPFR_RNDN));                                  /* exact */
    mpfr_clear(r24);
    return out;
}

static uint64_t m_ftod(uint32_t a)
{
    range_wide();
    if (is_nan32(a)) return CANON_NAN64;
    if ((a & 0x7F800000u) == 0) a &= 0x80000000u;   /* P-26: an f32 denorm is a zero */
    mpfr_set_flt(A, f_of(a), MPFR_RNDN);
    return u_of_d(mpfr_get_d(A, MPFR_RNDN));
}

/* trunc(a) clamped to [lo, hi] (as integers), NaN -> 0 */
static int64_t m_trunc_clamp(uint64_t a, int64_t lo, int64_t hi)
{
    range_wide();
    if (is_nan64(a)) return 0;
    set64(A, a);
    mpfr_trunc(R, A);
    if (mpfr_cmp_si(R, 0) < 0 && mpfr_cmp_d(R, (double)lo) <= 0) return lo;
    if (mpfr_cmp_d(R, (double)hi) >= 0) return hi;
    return (int64_t)mpfr_get_d(R, MPFR_RNDN);
}

typedef struct {
    tally_t t;
    dstat_t ar, cvt;
} ctx_t;

static void chk64(ctx_t *c, uint64_t got, uint64_t want, sm5_aev_t ev, const char *what, uint64_t a,
                  uint64_t b, uint64_t z)
{
    dstat_add(&c->ar, ulp_dist64(got, want), ev);
    tally(&c->t, got == want, "%s(%016llx, %016llx, %016llx) = %016llx, MPFR %016llx", what,
          (unsigned long long)a, (unsigned long long)b, (unsigned long long)z, (unsigned long long)got,
          (unsigned long long)want);
}

static void chk32(ctx_t *c, uint32_t got, uint32_t want, sm5_aev_t ev, const char *what, uint64_t a)
{
    dstat_add(&c->cvt, got == want ? 0 : UINT64_MAX, ev);
    tally(&c->t, got == want, "%s(%016llx) = %08x, MPFR %08x", what, (unsigned long long)a, got, want);
}

/* the model first, then its events (argument order is unspecified in C) */
#define CHK64(call, ref, what, a, b, z) do { sm5_aev_t ev_ = 0; uint64_t g_ = call; \
        chk64(c, g_, ref, ev_, what, a, b, z); } while (0)
#define CHK32(call, ref, what, a) do { sm5_aev_t ev_ = 0; uint32_t g_ = call; \
        chk32(c, g_, ref, ev_, what, a); } while (0)

static void run(ctx_t *c, uint64_t a, uint64_t b, uint64_t z)
{
    CHK64(sm5_f64_add(a, b, &ev_), m_add(a, b), "dadd", a, b, 0);
    CHK64(sm5_f64_mul(a, b, &ev_), m_mul(a, b), "dmul", a, b, 0);
    CHK64(sm5_f64_fma(a, b, z, &ev_), m_fma(a, b, z), "dfma", a, b, z);
    CHK64(sm5_f64_div(a, b, &ev_), m_div(a, b), "ddiv", a, b, 0);
    CHK64(sm5_f64_rcp(b, &ev_), m_rcp(b), "drcp", b, 0, 0);
}

static void run_cvt(ctx_t *c, uint64_t a)
{
    CHK32(sm5_dtof(a, &ev_), m_dtof(a), "dtof", a);
    CHK32(sm5_dtoi(a), (uint32_t)(int32_t)m_trunc_clamp(a, INT32_MIN, INT32_MAX), "dtoi", a);
    CHK32(sm5_dtou(a), (uint32_t)m_trunc_clamp(a, 0, UINT32_MAX), "dtou", a);
    uint32_t f = (uint32_t)(a >> 32) ^ (uint32_t)a;
    CHK64(sm5_ftod(f, &ev_), m_ftod(f), "ftod", f, 0, 0);
}

int main(int argc, char **argv)
{
    args_t args = parse_args(argc, argv, "dp-mpfr");
    mpfr_inits2(53, A, B, C, R, (mpfr_ptr)0);
    ctx_t c;
    memset(&c, 0, sizeof c);
    tally_init(&c.t, "dp-mpfr");
    c.ar.op = "arith";
    c.cvt.op = "cvt";
    rng_t r;
    rng_seed(&r, args.seed * 7 + 3 + (uint64_t)args.part * 0x9E3779B97F4A7C15ull);
    for (unsigned i = 0; i < N_F64_SPECIALS; i++) {
        run_cvt(&c, F64_SPECIALS[i]);
        for (unsigned j = 0; j < N_F64_SPECIALS; j++)
            for (unsigned k = 0; k < N_F64_SPECIALS; k += 5) run(&c, F64_SPECIALS[i], F64_SPECIALS[j], F64_SPECIALS[k]);
    }
    uint64_t n = args.lng ? 10000000ull : 1000000ull;
    for (uint64_t i = 0; i < n; i++) {
        uint64_t a, b, z;
        switch (i & 3) {
        case 0: gen_dadd_pair(&r, &a, &b); z = gen_f64(&r); break;
        case 1: gen_dmul_pair(&r, &a, &b); z = rng_below(&r, 2) ? gen_denorm(&r) : gen_f64(&r); break;
        case 2: gen_ddiv_pair(&r, &a, &b); z = gen_f64(&r); break;
        default: a = rng_u64(&r); b = rng_u64(&r); z = rng_u64(&r); break;
        }
        run(&c, a, b, z);
        run_cvt(&c, (i & 1) ? gen_f64(&r) : rng_u64(&r));
    }
    const sm5_aev_t need = SM5_AEV_TIE_EVEN | SM5_AEV_TIE_UP | SM5_AEV_OVERFLOW | SM5_AEV_DENORM_OUT |
                           SM5_AEV_DENORM_IN | SM5_AEV_UNDER_ZERO | SM5_AEV_MASSCANCEL | SM5_AEV_NAN;
    int missing = dstat_print(&c.ar, need) + dstat_print(&c.cvt, SM5_AEV_FLUSH | SM5_AEV_OVERFLOW);
    for (int i = 0; i < missing; i++) tally(&c.t, false, "a required rounding event was never reached");
    mpfr_clears(A, B, C, R, (mpfr_ptr)0);
    mpfr_free_cache();
    return tally_done(&c.t);
}

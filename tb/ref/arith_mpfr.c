/* Independent check: the fused ops of the C model against MPFR (exact arithmetic with
 * one rounding):
 *   mad      P-17: round24(a*b + c) with an unbounded exponent, then P-15, P-16;
 *   dp2..4   P-18: t = a0*b0, then t = fma(ai, bi, t), each step as above;
 *   core32   sm5_round_f32 on random exact-or-sticky values (sm5_xval_t);
 *   core64   sm5_round_f64 (gradual underflow, SPEC 12) via mpfr_subnormalize.
 * The reference: inputs flushed by their bits (SPEC 1), MPFR computes the operation at
 * 24 bits of precision in its (practically unbounded) exponent range, which is "rounded
 * to 24 bits as if the exponent range were unbounded"; a nonzero result below 2^-126 in
 * magnitude becomes a zero of its sign (P-15), one of 2^128 or more is INF, a NaN is
 * 0x7FC00000 (P-16). MPFR follows IEEE 754 for the special cases (INF*0, INF-INF, signed
 * zero sums), which are SPEC 10's rows. --long runs 10x the cases. */
#include <mpfr.h>
#include "arith_gen.h"
#include "arith_common.h"

static mpfr_t A, B, C, R, X;   /* X: wide scratch */

static uint32_t flush(uint32_t u) { return (u & 0x7F800000u) ? u : (u & 0x80000000u); }

static void set_f32(mpfr_t m, uint32_t u)
{
    mpfr_set_flt(m, f_of(flush(u)), MPFR_RNDN);   /* exact; keeps the sign of a zero */
}

/* R (already rounded to 24 bits, unbounded exponent) -> f32 bits with P-15 / P-16. */
static uint32_t pack24(mpfr_t r)
{
    if (mpfr_nan_p(r)) return CANON_NAN;
    uint32_t s = mpfr_signbit(r) ? 0x80000000u : 0;
    if (mpfr_inf_p(r)) return s | 0x7F800000u;
    if (mpfr_zero_p(r)) return s;
    mpfr_exp_t e = mpfr_get_exp(r);             /* |r| in [2^(e-1), 2^e) */
    if (e - 1 < -126) return s;                 /* below 2^-126: P-15 */
    if (e - 1 >= 128) return s | 0x7F800000u;   /* 2^128 or more: INF */
    return u_of(mpfr_get_flt(r, MPFR_RNDN));    /* representable: exact */
}

static uint32_t ref_fma(uint32_t a, uint32_t b, uint32_t c)
{
    set_f32(A, a); set_f32(B, b); set_f32(C, c);
    mpfr_fma(R, A, B, C, MPFR_RNDN);
    return pack24(R);
}

static uint32_t ref_mul(uint32_t a, uint32_t b)
{
    set_f32(A, a); set_f32(B, b);
    mpfr_mul(R, A, B, MPFR_RNDN);
    return pack24(R);
}

static uint32_t ref_dp(int n, const uint32_t *a, const uint32_t *b)
{
    uint32_t t = ref_mul(a[0], b[0]);
    for (int i = 1; i < n; i++) t = ref_fma(a[i], b[i], t);
    return t;
}

/* An addend for a*b: close to -(a*b) (fused cancellation), at the flush threshold, near
 * -FLT_MAX against a product beyond it, a few binades away, or anything. */
static uint32_t gen_addend(rng_t *r, uint32_t a, uint32_t b)
{
    volatile float p = f_of(a) * f_of(b);   /* only to aim the generator */
    uint32_t pu = u_of(p);
    switch (rng_below(r, 7)) {
    case 0: case 1: return is_nan32(pu) ? gen_f32(r) : nudge(r, pu ^ 0x80000000u);
    case 2: return gen_with_exp(r, 1 + (int)rng_below(r, 3));
    case 3: return (~pu & 0x80000000u) | ((254u - rng_below(r, 2)) << 23) | gen_frac(r);
    case 4: return gen_with_exp(r, exp_of(pu) - 20 - (int)rng_below(r, 30));
    default: return gen_f32(r);
    }
}

/* A random exact-or-sticky value for the rounding core; a sticky value keeps at least
 * p+1 bits (the core's contract). */
static sm5_xval_t gen_xval(rng_t *r, int p, int emid, int espan)
{
    sm5_xval_t x;
    x.sign = rng_u32(r) & 1u;
    int bits = 1 + (int)rng_below(r, 62);
    x.sticky = rng_below(r, 3) == 0;
    if (x.sticky && bits < p + 1) bits = p + 1 + (int)rng_below(r, 62 - p);
    uint64_t m = rng_next64(r) >> (64 - bits);
    m |= 1ull << (bits - 1);
    switch (rng_below(r, 5)) {   /* around the rounding point: ..0111, ..1000, ..1001 */
    case 0: if (bits > p + 1) m = (m & ~((1ull << (bits - p - 1)) - 1)) | (1ull << (bits - p - 2)); break;
    case 1: if (bits > p + 1) m |= (1ull << (bits - p - 1)) - 1; break;
    case 2: m = bits == 64 ? ~0ull : (1ull << bits) - 1; break;   /* all ones: rounds up a binade */
    default: break;
    }
    x.mant = m;
    x.exp = emid - bits + (int)rng_below(r, (uint32_t)(2 * espan + 1)) - espan;
    return x;
}

/* The exact value of x into X (wide precision); a sticky adds half an LSB (any
 * fraction in (0, 1) must round the same way, by the core's contract). */
static void set_xval(const sm5_xval_t *x)
{
    _Static_assert(sizeof(unsigned long) == 8, "mpfr_set_ui takes the whole 64-bit mantissa");
    mpfr_set_ui(X, (unsigned long)x->mant, MPFR_RNDN);   /* exact: X has 128 bits */
    mpfr_mul_2ui(X, X, 1, MPFR_RNDN);
    if (x->sticky) mpfr_add_ui(X, X, 1, MPFR_RNDN);
    mpfr_mul_2si(X, X, x->exp - 1, MPFR_RNDN);
    if (x->sign) mpfr_neg(X, X, MPFR_RNDN);
}

static uint32_t ref_core32(const sm5_xval_t *x)
{
    if (x->mant == 0) return x->sign ? 0x80000000u : 0;
    set_xval(x);
    mpfr_set(R, X, MPFR_RNDN);
    return pack24(R);
}

static uint64_t ref_core64(const sm5_xval_t *x)
{
    if (x->mant == 0) return x->sign ? 0x8000000000000000ull : 0;
    set_xval(x);
    mpfr_t D;
    mpfr_init2(D, 53);
    mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
    mpfr_set_emin(-1073);       /* binary64: smallest denorm 2^-1074 = 0.5 * 2^-1073 */
    mpfr_set_emax(1024);
    int inex = mpfr_set(D, X, MPFR_RNDN);
    inex = mpfr_check_range(D, inex, MPFR_RNDN);
    mpfr_subnormalize(D, inex, MPFR_RNDN);
    double d = mpfr_get_d(D, MPFR_RNDN);
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
    mpfr_clear(D);
    uint64_t u;
    memcpy(&u, &d, 8);
    return u;
}

int main(int argc, char **argv)
{
    args_t args = parse_args(argc, argv, "arith-mpfr");
    rng_t r;
    /* test-long runs --part 0/2 and 1/2 side by side: each part its own stream */
    rng_seed(&r, args.seed + (uint64_t)args.part * 0x9E3779B97F4A7C15ull);
    tally_t t;
    tally_init(&t, "arith-mpfr");
    mpfr_inits2(24, A, B, C, R, (mpfr_ptr)0);
    mpfr_init2(X, 128);
    opstat_t sf = { "mad", 0, 0, {0} }, sd[3] = { { "dp2", 0, 0, {0} }, { "dp3", 0, 0, {0} },
                                                   { "dp4", 0, 0, {0} } },
             s32 = { "core32", 0, 0, {0} }, s64 = { "core64", 0, 0, {0} };
    uint64_t scale = args.lng ? 10 : 1;

    /* mad: every triple of a small special set, then generated triples */
    static const uint32_t sp[] = { 0, 0x80000000u, 0x00000001u, 0x80400000u, 0x3F800000u, 0xBF800000u,
                                   0x7F800000u, 0xFF800000u, 0x7FC00000u, 0xFF800001u, 0x7F7FFFFFu,
                                   0x00800000u, 0x80800000u, 0x40000000u };
    const unsigned nsp = sizeof sp / sizeof sp[0];
    for (unsigned i = 0; i < nsp; i++)
        for (unsigned j = 0; j < nsp; j++)
            for (unsigned k = 0; k < nsp; k++) {
                sm5_aev_t ev = 0;
                uint32_t got = sm5_f32_fma(sp[i], sp[j], sp[k], &ev), want = ref_fma(sp[i], sp[j], sp[k]);
                opstat_add(&sf, got, want, ev);
                tally(&t, got == want, "mad(%08x, %08x, %08x) = %08x, mpfr %08x", sp[i], sp[j], sp[k], got, want);
            }
    for (uint64_t i = 0; i < 4000000 * scale; i++) {
        uint32_t a, b, c;
        if ((i & 7) == 7) { a = rng_u32(&r); b = rng_u32(&r); c = rng_u32(&r); }
        else { gen_mul_pair(&r, &a, &b); c = gen_addend(&r, a, b); }
        sm5_aev_t ev = 0;
        uint32_t got = sm5_f32_fma(a, b, c, &ev), want = ref_fma(a, b, c);
        opstat_add(&sf, got, want, ev);
        tally(&t, got == want, "mad(%08x, %08x, %08x) = %08x, mpfr %08x", a, b, c, got, want);
    }
    /* dp2/3/4: components built so that partial sums cancel and land on the thresholds */
    for (int n = 2; n <= 4; n++) {
        for (uint64_t i = 0; i < 1000000 * scale; i++) {
            uint32_t a[4], b[4];
            gen_mul_pair(&r, &a[0], &b[0]);
            for (int k = 1; k < n; k++) {
                gen_mul_pair(&r, &a[k], &b[k]);
                if (rng_below(&r, 3) == 0) {
                    /* the next product close to -(the previous one): cancellation */
                    a[k] = a[k - 1] ^ 0x80000000u;
                    b[k] = nudge(&r, b[k - 1]);
                }
            }
            sm5_aev_t ev = 0;
            uint32_t got = sm5_f32_dp(n, a, b, &ev), want = ref_dp(n, a, b);
            opstat_add(&sd[n - 2], got, want, ev);
            tally(&t, got == want, "dp%d(%08x %08x %08x %08x . %08x %08x %08x %08x) = %08x, mpfr %08x", n,
                  a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3], got, want);
        }
    }
    /* the rounding core itself, over its whole input space (f32: around both thresholds) */
    for (uint64_t i = 0; i < 2000000 * scale; i++) {
        static const int mids[] = { 0, -126, 128, -150 };
        sm5_xval_t x = gen_xval(&r, 24, mids[rng_below(&r, 4)], rng_below(&r, 4) ? 3 : 60);
        if (rng_below(&r, 100) == 0) { x.mant = 0; x.sticky = false; }
        sm5_aev_t ev = 0;
        uint32_t got = sm5_round_f32(&x, &ev), want = ref_core32(&x);
        opstat_add(&s32, got, want, ev);
        tally(&t, got == want, "round_f32(%c %016llx * 2^%d%s) = %08x, mpfr %08x", x.sign ? '-' : '+',
              (unsigned long long)x.mant, x.exp, x.sticky ? " + sticky" : "", got, want);
    }
    for (uint64_t i = 0; i < 1000000 * scale; i++) {
        static const int mids[] = { 0, -1022, 1024, -1074 };
        sm5_xval_t x = gen_xval(&r, 53, mids[rng_below(&r, 4)], rng_below(&r, 4) ? 3 : 80);
        sm5_aev_t ev = 0;
        uint64_t got = sm5_round_f64(&x, &ev), want = ref_core64(&x);
        s64.cases++;
        for (unsigned e = 0; e < N_EV; e++) if (ev & (1u << e)) s64.ev[e]++;
        if (got != want) s64.max_ulp = UINT64_MAX;
        tally(&t, got == want, "round_f64(%c %016llx * 2^%d%s) = %016llx, mpfr %016llx", x.sign ? '-' : '+',
              (unsigned long long)x.mant, x.exp, x.sticky ? " + sticky" : "", (unsigned long long)got,
              (unsigned long long)want);
    }
    const sm5_aev_t rnd = SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_TIE_EVEN | SM5_AEV_TIE_UP;
    int missing = opstat_print(&sf, rnd | SM5_AEV_FLUSH | SM5_AEV_TO_MIN | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL |
                                        SM5_AEV_MASSCANCEL | SM5_AEV_NAN | SM5_AEV_DAZ);
    for (int n = 0; n < 3; n++)
        missing += opstat_print(&sd[n], rnd | SM5_AEV_FLUSH | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL | SM5_AEV_NAN);
    missing += opstat_print(&s32, rnd | SM5_AEV_FLUSH | SM5_AEV_TO_MIN | SM5_AEV_OVERFLOW);
    missing += opstat_print(&s64, rnd | SM5_AEV_TO_MIN | SM5_AEV_OVERFLOW);
    for (int i = 0; i < missing; i++) tally(&t, false, "a required rounding event was never reached");
    mpfr_clears(A, B, C, R, X, (mpfr_ptr)0);
    mpfr_free_cache();
    return tally_done(&t);
}

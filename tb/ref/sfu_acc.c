/* sfu_acc: accuracy of the special function unit's C model (cmodel/sm5_sfu.c, which the
 * RTL matches bit for bit) against a correctly rounded reference (SPEC 11,
 * P-23, P-24).
 *
 *   sfu_acc [--n N] [--seed S] [FUNC...]       sampled check (make test): every exact
 *        case and special of SPEC 11, table-boundary inputs of every segment, N random
 *        inputs per function (default 2,000,000); fails on any violation, and on a
 *        coverage hole (a result path of an op never taken; a table segment never hit,
 *        or never in its first or last 1/256).
 *   sfu_acc --all [--threads T] [FUNC...]      every one of the 2^32 inputs (make
 *        sfu-accuracy): max error, where, and a histogram per function; fails on any
 *        violation too.
 *   sfu_acc --ref FUNC HEX...                  MPFR's correctly rounded, P-15-flushed
 *        value of FUNC at each input (normal finite inputs; tb/vectors/sfu.txt).
 *
 * Reference: the exact value comes from the host's double functions (1/x, 1/sqrt(x),
 * exp2, log2, sin, cos of the double input: relative error below 2^-50 for glibc), and
 * the correctly rounded f32 (24 bits, unbounded exponent, then P-15 flush) from it
 * unless the double lies within 2^-48 (relative) of an f32 rounding boundary, where MPFR
 * computes it directly at 24 bits. The sampled run checks this fast reference against
 * MPFR on every 64th input, so a wrong host function would fail the suite.
 *
 * Criteria (SPEC 11):
 *   rcp rsq exp: ordinal distance to the correctly rounded value <= 1 and, where the
 *                exact value is a normal number, |r - exact| < 1 ULP(exact) (P-23);
 *   log:         on [0.5, 2] |r - exact| <= 2^-24, elsewhere as rcp;
 *   sin cos:     |r - exact| <= 2^-20 on [-100 pi, 100 pi]; |r| <= 1 for every finite x;
 *   exact cases: bit-exact (the table in exact_cases()).
 * Ordinal distance: +0 and -0 are one point, 2^-126 is the next (flush-to-zero f32). */
#define _GNU_SOURCE
#include <inttypes.h>
#include <math.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mpfr.h>
#include "sm5_sfu.h"
#include "sm5_sfu_dp.h"

#define NF SM5_SFU_NOPS
static const char *const fname[NF] = { "rcp", "rsq", "exp", "log", "sin", "cos" };

static float f_of(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

/* ---------------------------------------------------------------- reference */
static bool is_flushed_in(uint32_t a) { return ((a >> 23) & 0xFF) == 0; }

/* exact value in double (x normal, finite, in the function's domain) */
static double exact_d(int op, double x)
{
    switch (op) {
    case SM5_SFU_RCP: return 1.0 / x;
    case SM5_SFU_RSQ: return 1.0 / sqrt(x);
    case SM5_SFU_EXP: return exp2(x);
    case SM5_SFU_LOG: return log2(x);
    case SM5_SFU_SIN: return sin(x);
    default:          return cos(x);
    }
}

/* RN to 24 bits with an unbounded exponent, then P-15; v finite, nonzero */
static uint32_t round24(double v)
{
    bool neg = v < 0;
    double m = fabs(v);
    int e;
    double fr = frexp(m, &e);             /* m = fr 2^e, fr in [0.5, 1) */
    double sig = ldexp(fr, 24);           /* [2^23, 2^24) */
    double r = nearbyint(sig);            /* ties to even (default mode) */
    if (r == 16777216.0) { r = 8388608.0; e++; }
    int be = e - 1 + 127;                 /* biased exponent of r 2^(e-24) */
    uint32_t s = neg ? 0x80000000u : 0u;
    if (be <= 0) return s;                /* P-15: below 2^-126 after rounding */
    if (be >= 255) return s | 0x7F800000u;
    return s | ((uint32_t)be << 23) | ((uint32_t)r & 0x7FFFFFu);
}

/* is the double v within rel 2^-48 of a 24-bit rounding boundary (a midpoint)? */
static bool near_mid(double v)
{
    double m = fabs(v);
    int e;
    double fr = frexp(m, &e);
    double sig = ldexp(fr, 24);
    double fl = floor(sig);
    double d = fabs(sig - (fl + 0.5));
    return d < ldexp(sig, -48) || sig - fl < ldexp(sig, -48) || fl + 1 - sig < ldexp(sig, -48);
}

static uint32_t mpfr_ref(int op, uint32_t a)
{
    mpfr_t x, r, w;
    mpfr_inits2(24, r, (mpfr_ptr)0);
    mpfr_init2(x, 24);
    mpfr_init2(w, 256);
    mpfr_set_flt(x, f_of(a), MPFR_RNDN);
    switch (op) {
    case SM5_SFU_RCP: mpfr_ui_div(r, 1, x, MPFR_RNDN); break;
    case SM5_SFU_RSQ: mpfr_rec_sqrt(r, x, MPFR_RNDN); break;
    case SM5_SFU_EXP: mpfr_exp2(r, x, MPFR_RNDN); break;
    case SM5_SFU_LOG: mpfr_log2(r, x, MPFR_RNDN); break;
    case SM5_SFU_SIN: mpfr_sin(r, x, MPFR_RNDN); break;
    default:          mpfr_cos(r, x, MPFR_RNDN); break;
    }
    uint32_t out;
    if (mpfr_inf_p(r)) out = mpfr_signbit(r) ? 0xFF800000u : 0x7F800000u;
    else if (mpfr_zero_p(r)) out = mpfr_signbit(r) ? 0x80000000u : 0u;
    else {
        /* r is exact at 24 bits: the double conversion is exact, the flush is P-15 */
        out = round24(mpfr_get_d(r, MPFR_RNDN));
    }
    mpfr_clears(x, r, w, (mpfr_ptr)0);
    return out;
}

/* ordinal of a flush-to-zero f32 (non-NaN) */
static int64_t ord(uint32_t u)
{
    uint32_t m = u & 0x7FFFFFFFu;
    int64_t k = m < 0x00800000u ? 0 : (int64_t)(m - 0x00800000u) + 1;
    return (u >> 31) ? -k : k;
}

/* ---------------------------------------------------------------- statistics */
#define NH 12
typedef struct {
    uint64_t n, viol, mpfr_fallback, mpfr_cross, mpfr_cross_bad;
    double max_err;          /* ULP (rcp rsq exp log outside [0.5,2]) or absolute */
    uint32_t max_at;
    double max_abs_log;      /* log on [0.5, 2]: max absolute error */
    uint32_t max_abs_log_at;
    uint64_t dist[3];        /* ordinal distance 0, 1, >= 2 */
    uint64_t hist[NH];
    uint32_t first_viol[8];
    unsigned nviol_shown;
} stats_t;

static void viol(stats_t *st, uint32_t a)
{
    if (st->nviol_shown < 8) st->first_viol[st->nviol_shown++] = a;
    st->viol++;
}

/* ULP error histogram bins: [0, .5] (.5, .6] ... (.9, 1) [1, 2) >= 2 ... */
static int ulp_bin(double u)
{
    if (u <= 0.5) return 0;
    if (u < 1.0) { int b = 1 + (int)((u - 0.5) * 10); return b > 5 ? 5 : b; }
    if (u < 2.0) return 6;
    return 7;
}
/* absolute error bins: <= 2^-30, 2^-28, 2^-26, 2^-24, 2^-22, 2^-20, more */
static int abs_bin(double d)
{
    for (int i = 0; i < 6; i++)
        if (d <= ldexp(1.0, -30 + 2 * i)) return i;
    return 6;
}

static bool sampled_cross;   /* cross-check the fast reference against MPFR */

/* functional coverage of the sampled run (the C model's view): result paths per op,
 * table segments hit, and hit in their first and last 1/256 (table-boundary inputs) */
static bool cov_on;
static uint64_t cov_path[NF][SM5_SFU_NPATHS];
static uint64_t cov_seg[SM5_SFU_T_COUNT][SM5_SFU_SEGS][3];

static void check(int op, uint32_t a, stats_t *st)
{
    sm5_sfu_info_t info;
    uint32_t r = sm5_sfu((sm5_sfu_op_t)op, a, NULL, cov_on ? &info : NULL);
    if (cov_on) {
        cov_path[op][info.path]++;
        if (info.path == SM5_SFU_P_TABLE) {
            cov_seg[info.table][info.seg][0]++;
            if (info.x < (1u << (SM5_SFU_XB - 8))) cov_seg[info.table][info.seg][1]++;
            if (info.x >= (1u << SM5_SFU_XB) - (1u << (SM5_SFU_XB - 8))) cov_seg[info.table][info.seg][2]++;
        }
    }
    st->n++;
    bool rnan = (r & 0x7F800000u) == 0x7F800000u && (r & 0x7FFFFFu);
    uint32_t E = (a >> 23) & 0xFF;
    bool s = a >> 31;
    /* specials and flushed inputs: the SPEC 11 rows, bit for bit (P-16 NaN) */
    if (E == 0xFF || is_flushed_in(a)) {
        uint32_t want;
        bool inan = E == 0xFF && (a & 0x7FFFFF), inf = E == 0xFF && !inan;
        uint32_t sz = s ? 0x80000000u : 0;
        if (inan) want = 0x7FC00000u;
        else switch (op) {
        case SM5_SFU_RCP: want = inf ? sz : sz | 0x7F800000u; break;
        case SM5_SFU_RSQ: want = inf ? (s ? 0x7FC00000u : 0) : sz | 0x7F800000u; break;
        case SM5_SFU_EXP: want = inf ? (s ? 0 : 0x7F800000u) : 0x3F800000u; break;
        case SM5_SFU_LOG: want = inf ? (s ? 0x7FC00000u : 0x7F800000u) : 0xFF800000u; break;
        case SM5_SFU_SIN: want = inf ? 0x7FC00000u : sz; break;
        default:          want = inf ? 0x7FC00000u : 0x3F800000u; break;
        }
        if (r != want) viol(st, a);
        st->dist[r == want ? 0 : 2]++;
        return;
    }
    double x = (double)f_of(a);
    if ((op == SM5_SFU_RSQ || op == SM5_SFU_LOG) && s) {   /* negative finite: NaN */
        if (r != 0x7FC00000u) viol(st, a);
        st->dist[r == 0x7FC00000u ? 0 : 2]++;
        return;
    }
    if (rnan) { viol(st, a); st->dist[2]++; return; }
    double rv = (double)f_of(r);
    if (op == SM5_SFU_SIN || op == SM5_SFU_COS) {
        if (fabs(rv) > 1.0) { viol(st, a); return; }
        if (fabs(x) > 100 * M_PI) { st->dist[0]++; return; }   /* only [-1, 1] is required */
    }
    double ex = exact_d(op, x);
    if (op == SM5_SFU_SIN || op == SM5_SFU_COS) {
        double d = fabs(rv - ex);
        st->hist[abs_bin(d)]++;
        if (d > st->max_err) { st->max_err = d; st->max_at = a; }
        if (d > ldexp(1.0, -20)) viol(st, a);
        st->dist[0]++;
        return;
    }
    /* correctly rounded reference */
    uint32_t cr;
    if (ex == 0.0) cr = 0;                       /* log(1); exp far below 2^-126 */
    else if (isinf(ex)) cr = ex > 0 ? 0x7F800000u : 0xFF800000u;   /* exp far above */
    else if (near_mid(ex)) { cr = mpfr_ref(op, a); st->mpfr_fallback++; }
    else {
        cr = round24(ex);
        if (sampled_cross && (st->n & 63) == 0) {
            st->mpfr_cross++;
            if (mpfr_ref(op, a) != cr) { st->mpfr_cross_bad++; viol(st, a); }
        }
    }
    int64_t dd = ord(r) - ord(cr);
    if (dd < 0) dd = -dd;
    st->dist[dd > 2 ? 2 : dd]++;
    bool ok = dd <= 1;
    if (op == SM5_SFU_LOG && x >= 0.5 && x <= 2.0) {   /* absolute instead of ULP */
        ok = true;
        double d = fabs(rv - ex);
        if (d > st->max_abs_log) { st->max_abs_log = d; st->max_abs_log_at = a; }
        if (d > ldexp(1.0, -24)) ok = false;
    } else if (fabs(ex) >= ldexp(1.0, -126) && fabs(ex) < ldexp(1.0, 128)) {
        int e;
        frexp(ex, &e);
        double u = fabs(rv - ex) / ldexp(1.0, e - 24);   /* ULP of exact's binade */
        st->hist[ulp_bin(u)]++;
        if (u > st->max_err) { st->max_err = u; st->max_at = a; }
        if (u >= 1.0) ok = false;
    }
    if (!ok) viol(st, a);
}

/* ---------------------------------------------------------------- inputs */
static uint64_t rs = 0x9E3779B97F4A7C15ull;
static uint32_t rnd(void)
{
    rs ^= rs >> 12; rs ^= rs << 25; rs ^= rs >> 27;
    return (uint32_t)((rs * 0x2545F4914F6CDD1Dull) >> 32);
}
static uint32_t bits_of(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

/* SPEC 11 exact cases, hand-derived expected bits; returns failures */
static int exact_cases(uint64_t *count)
{
    int bad = 0;
#define EXPECT(op, a, want) do { uint32_t r_ = sm5_sfu(op, (a), NULL, NULL); (*count)++; \
        if (r_ != (want)) { if (bad++ < 10) printf("EXACT %s(0x%08x) = 0x%08x, expected 0x%08x\n", \
            fname[op], (unsigned)(a), (unsigned)r_, (unsigned)(want)); } } while (0)
    for (uint32_t E = 1; E < 255; E++) {
        for (int s = 0; s < 2; s++) {
            uint32_t sb = s ? 0x80000000u : 0, a = sb | (E << 23);
            /* P-24: 1/2^e = 2^-e (biased 254 - E); 2^-127 flushes to a signed zero */
            EXPECT(SM5_SFU_RCP, a, E == 254 ? sb : sb | ((254 - E) << 23));
            /* log(2^n) = n: n's float bits via the host conversion of an int */
            if (!s) EXPECT(SM5_SFU_LOG, a, bits_of((float)((int)E - 127)));
            else EXPECT(SM5_SFU_LOG, a, 0x7FC00000u);
        }
        /* P-24: rsq(2^2k) = 2^-k */
        if (((int)E - 127) % 2 == 0) EXPECT(SM5_SFU_RSQ, E << 23, (uint32_t)(127 - ((int)E - 127) / 2) << 23);
    }
    /* exp(n) = 2^n for integral n in [-126, 127]; n = -127 flushes; >= 128 INF */
    for (int n = -140; n <= 140; n++) {
        uint32_t want = n < -126 ? 0 : n > 127 ? 0x7F800000u : (uint32_t)(n + 127) << 23;
        EXPECT(SM5_SFU_EXP, bits_of((float)n), want);
    }
    EXPECT(SM5_SFU_EXP, 0x80000000u, 0x3F800000u);
    EXPECT(SM5_SFU_EXP, 0x00000000u, 0x3F800000u);
    EXPECT(SM5_SFU_EXP, 0x007FFFFFu, 0x3F800000u);       /* denorm: flushed to 0 */
    EXPECT(SM5_SFU_EXP, 0x43000001u, 0x7F800000u);       /* 128.00001 */
    EXPECT(SM5_SFU_EXP, 0xC2FF0000u, 0x00000000u);       /* -127.5: 2^-127.5 flushes */
    EXPECT(SM5_SFU_EXP, 0x7F7FFFFFu, 0x7F800000u);
    EXPECT(SM5_SFU_EXP, 0xFF7FFFFFu, 0x00000000u);
    EXPECT(SM5_SFU_LOG, 0x3F800000u, 0x00000000u);       /* log(1) = +0 */
    EXPECT(SM5_SFU_LOG, 0x80000000u, 0xFF800000u);       /* log(-0) = -INF */
    EXPECT(SM5_SFU_LOG, 0x807FFFFFu, 0xFF800000u);       /* -denorm = -0 */
    EXPECT(SM5_SFU_LOG, 0xFF800000u, 0x7FC00000u);
    EXPECT(SM5_SFU_LOG, 0xBF800000u, 0x7FC00000u);
    EXPECT(SM5_SFU_RSQ, 0x80000000u, 0xFF800000u);
    EXPECT(SM5_SFU_RSQ, 0x00000000u, 0x7F800000u);
    EXPECT(SM5_SFU_RSQ, 0x7F800000u, 0x00000000u);
    EXPECT(SM5_SFU_RSQ, 0xFF800000u, 0x7FC00000u);
    EXPECT(SM5_SFU_RSQ, 0xBF800000u, 0x7FC00000u);
    EXPECT(SM5_SFU_RCP, 0x80000000u, 0xFF800000u);
    EXPECT(SM5_SFU_RCP, 0x00000000u, 0x7F800000u);
    EXPECT(SM5_SFU_RCP, 0x7F800000u, 0x00000000u);
    EXPECT(SM5_SFU_RCP, 0xFF800000u, 0x80000000u);
    EXPECT(SM5_SFU_RCP, 0x80000001u, 0xFF800000u);
    EXPECT(SM5_SFU_SIN, 0x80000000u, 0x80000000u);
    EXPECT(SM5_SFU_SIN, 0x00000000u, 0x00000000u);
    EXPECT(SM5_SFU_SIN, 0x80000005u, 0x80000000u);
    EXPECT(SM5_SFU_COS, 0x80000000u, 0x3F800000u);
    EXPECT(SM5_SFU_COS, 0x00000000u, 0x3F800000u);
    EXPECT(SM5_SFU_SIN, 0x7F800000u, 0x7FC00000u);
    EXPECT(SM5_SFU_SIN, 0xFF800000u, 0x7FC00000u);
    EXPECT(SM5_SFU_COS, 0x7F800000u, 0x7FC00000u);
    EXPECT(SM5_SFU_COS, 0xFF800000u, 0x7FC00000u);
    for (int op = 0; op < NF; op++) {                      /* P-16 */
        EXPECT(op, 0x7F800001u, 0x7FC00000u);
        EXPECT(op, 0xFFFFFFFFu, 0x7FC00000u);
        EXPECT(op, 0x7FC00000u, 0x7FC00000u);
    }
#undef EXPECT
    return bad;
}

/* inputs at and beside every segment boundary of the function's table */
static void boundaries(int op, stats_t *st)
{
    static const uint32_t sp[] = { 0, 1, 0x007FFFFFu, 0x7F800000u, 0x7FC00000u, 0x7F800001u, 0x3F800000u };
    for (size_t i = 0; i < sizeof sp / sizeof sp[0]; i++) { check(op, sp[i], st); check(op, sp[i] | 0x80000000u, st); }
    for (int seg = 0; seg < SM5_SFU_SEGS; seg++) {
        for (int d = -2; d <= 2; d++) {
            switch (op) {
            case SM5_SFU_RCP: case SM5_SFU_RSQ: case SM5_SFU_LOG: {
                static const uint32_t exps[] = { 1, 2, 100, 125, 126, 127, 128, 129, 200, 253, 254 };
                for (size_t i = 0; i < sizeof exps / sizeof exps[0]; i++) {
                    uint32_t a = (exps[i] << 23) + ((uint32_t)seg << 15) + (uint32_t)d;
                    check(op, a, st);
                    check(op, a | 0x80000000u, st);
                }
                break;
            }
            case SM5_SFU_EXP:
                for (int n = -130; n <= 128; n += 3) {
                    float x = (float)n + (float)seg / 256.0f;
                    uint32_t a = bits_of(x) + (uint32_t)d;
                    check(op, a, st);
                    check(op, a ^ 0x80000000u, st);
                }
                break;
            default:
                for (int q = 0; q < 4 * 50; q++) {   /* 50 turns: [0, 100 pi] */
                    double t = (q + seg / 256.0) * (M_PI / 2);
                    uint32_t a = bits_of((float)t) + (uint32_t)d;
                    check(op, a, st);
                    check(op, a ^ 0x80000000u, st);
                }
                break;
            }
        }
    }
}

static uint32_t biased(int op)
{
    uint32_t r = rnd();
    switch (rnd() % 4) {
    case 0: return r;                                          /* any pattern */
    case 1:                                                    /* the interesting range */
        switch (op) {
        case SM5_SFU_EXP: return bits_of((float)((double)(int32_t)r / 16777216.0));   /* |x| < 128 */
        case SM5_SFU_SIN: case SM5_SFU_COS: return bits_of((float)((double)(int32_t)r / 2147483648.0 * 100 * M_PI));
        case SM5_SFU_LOG: return 0x3F000000u + (r % (0x40000000u - 0x3F000000u));    /* [0.5, 2) */
        default: return (r & 0x807FFFFFu) | ((100 + r % 56) << 23);
        }
    case 2: return (r & 0x80FFFFFFu) | ((uint32_t)(0x70 + r % 32) << 23) ;   /* exponents near 0 */
    default: return r & 0xC0FFFFFFu;                                          /* large/small exps */
    }
}

static void print_stats(int op, const stats_t *st, bool all)
{
    bool absm = op == SM5_SFU_SIN || op == SM5_SFU_COS;
    printf("%-3s: %" PRIu64 " inputs%s, ", fname[op], st->n, all ? " (all 2^32)" : "");
    if (absm) printf("max abs error %.3e (2^%.2f) at 0x%08x (bound 2^-20 on [-100pi, 100pi])",
                     st->max_err, st->max_err > 0 ? log2(st->max_err) : -999.0, st->max_at);
    else printf("max error %.4f ULP at 0x%08x", st->max_err, st->max_at);
    if (op == SM5_SFU_LOG)
        printf(", on [0.5, 2] max abs %.3e (2^%.2f) at 0x%08x", st->max_abs_log,
               st->max_abs_log > 0 ? log2(st->max_abs_log) : -999.0, st->max_abs_log_at);
    printf("\n     distance to the correctly rounded value: 0: %" PRIu64 ", 1: %" PRIu64 ", >=2: %" PRIu64
           "; MPFR near ties %" PRIu64 ", MPFR cross-checks %" PRIu64 " (%" PRIu64 " disagree)\n",
           st->dist[0], st->dist[1], st->dist[2], st->mpfr_fallback, st->mpfr_cross, st->mpfr_cross_bad);
    printf("     histogram:");
    if (absm) {
        static const char *const l[] = { "<=2^-30", "<=2^-28", "<=2^-26", "<=2^-24", "<=2^-22", "<=2^-20", ">2^-20" };
        for (int i = 0; i < 7; i++) printf(" %s %" PRIu64, l[i], st->hist[i]);
    } else {
        static const char *const l[] = { "<=0.5", "0.5-0.6", "0.6-0.7", "0.7-0.8", "0.8-0.9", "0.9-1", "1-2", ">=2" };
        for (int i = 0; i < 8; i++) printf(" %s %" PRIu64, l[i], st->hist[i]);
    }
    printf("\n");
    for (unsigned i = 0; i < st->nviol_shown; i++) {
        uint32_t a = st->first_viol[i];
        printf("     VIOLATION %s(0x%08x = %.9g) = 0x%08x, MPFR 0x%08x\n", fname[op], a,
               (double)f_of(a), sm5_sfu((sm5_sfu_op_t)op, a, NULL, NULL), mpfr_ref(op, a));
    }
}

/* ---------------------------------------------------------------- exhaustive */
typedef struct { int op; uint32_t lo, hi; stats_t st; } job_t;
static void *run_job(void *p)
{
    job_t *j = p;
    for (uint64_t a = j->lo; a <= j->hi; a++) check(j->op, (uint32_t)a, &j->st);
    return NULL;
}

static void merge(stats_t *d, const stats_t *s)
{
    d->n += s->n; d->viol += s->viol; d->mpfr_fallback += s->mpfr_fallback;
    for (int i = 0; i < 3; i++) d->dist[i] += s->dist[i];
    for (int i = 0; i < NH; i++) d->hist[i] += s->hist[i];
    if (s->max_err > d->max_err) { d->max_err = s->max_err; d->max_at = s->max_at; }
    if (s->max_abs_log > d->max_abs_log) { d->max_abs_log = s->max_abs_log; d->max_abs_log_at = s->max_abs_log_at; }
    for (unsigned i = 0; i < s->nviol_shown && d->nviol_shown < 8; i++) d->first_viol[d->nviol_shown++] = s->first_viol[i];
}

int main(int argc, char **argv)
{
    uint64_t n = 2000000;
    int threads = 2;
    bool all = false, want[NF] = { 0 }, any = false;
    if (argc >= 3 && !strcmp(argv[1], "--ref")) {
        int k = -1;
        for (int f = 0; f < NF; f++) if (!strcmp(argv[2], fname[f])) k = f;
        if (k < 0) { fprintf(stderr, "sfu_acc: error: unknown function '%s' (rcp rsq exp log sin cos)\n", argv[2]); return 2; }
        for (int i = 3; i < argc; i++) {
            uint32_t a = (uint32_t)strtoul(argv[i], NULL, 16);
            printf("%08x %08x\n", a, mpfr_ref(k, a));
        }
        return 0;
    }
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--n") && i + 1 < argc) n = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc) rs ^= strtoull(argv[++i], NULL, 0) * 0x9E3779B97F4A7C15ull;
        else if (!strcmp(argv[i], "--threads") && i + 1 < argc) threads = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--all")) all = true;
        else {
            int k = -1;
            for (int f = 0; f < NF; f++) if (!strcmp(argv[i], fname[f])) k = f;
            if (k < 0) {
                fprintf(stderr, "sfu_acc: error: unknown argument '%s' (options --n N, --seed S, --all, "
                        "--threads T; functions rcp rsq exp log sin cos)\n", argv[i]);
                return 2;
            }
            want[k] = any = true;
        }
    }
    if (!any) for (int f = 0; f < NF; f++) want[f] = true;
    if (threads < 1 || threads > 64) threads = 2;
    int passed = 0, failed = 0;
    if (!all) {
        uint64_t cnt = 0;
        int bad = exact_cases(&cnt);
        printf("exact cases and specials of SPEC 11 / P-24: %" PRIu64 " checked, %d wrong\n", cnt, bad);
        bad ? failed++ : passed++;
        sampled_cross = true;
        cov_on = true;
    }
    for (int op = 0; op < NF; op++) {
        if (!want[op]) continue;
        stats_t st;
        memset(&st, 0, sizeof st);
        if (all) {
            job_t *jobs = calloc((size_t)threads, sizeof *jobs);
            pthread_t *th = calloc((size_t)threads, sizeof *th);
            uint64_t per = (1ull << 32) / (uint64_t)threads;
            for (int t = 0; t < threads; t++) {
                jobs[t].op = op;
                jobs[t].lo = (uint32_t)(per * (uint64_t)t);
                jobs[t].hi = t + 1 == threads ? 0xFFFFFFFFu : (uint32_t)(per * (uint64_t)(t + 1) - 1);
                pthread_create(&th[t], NULL, run_job, &jobs[t]);
            }
            for (int t = 0; t < threads; t++) { pthread_join(th[t], NULL); merge(&st, &jobs[t].st); }
            free(jobs); free(th);
        } else {
            boundaries(op, &st);
            for (uint64_t i = 0; i < n; i++) check(op, biased(op), &st);
        }
        print_stats(op, &st, all);
        fflush(stdout);
        if (st.n == 0 || st.viol) failed++; else passed++;
    }
    if (cov_on) {
        /* paths each op must reach (sin/cos have no special row or exact override, only
         * exp has the range row) and the segments of the tables of the ops run */
        int holes = 0;
        static const char *const pn[] = { "nan", "special", "range", "small", "exact", "table" };
        for (int op = 0; op < NF; op++) {
            if (!want[op]) continue;
            for (int p = 0; p < SM5_SFU_NPATHS; p++) {
                bool need = p == SM5_SFU_P_NAN || p == SM5_SFU_P_TABLE ||
                    (p == SM5_SFU_P_SPECIAL && op <= SM5_SFU_LOG) || (p == SM5_SFU_P_RANGE && op == SM5_SFU_EXP) ||
                    (p == SM5_SFU_P_SMALL && op >= SM5_SFU_SIN) || (p == SM5_SFU_P_EXACT && op <= SM5_SFU_LOG);
                if (need && !cov_path[op][p]) { holes++; printf("coverage hole: %s never took the %s path\n", fname[op], pn[p]); }
            }
        }
        static const int table_op[SM5_SFU_T_COUNT] = { SM5_SFU_RCP, SM5_SFU_RSQ, SM5_SFU_RSQ, SM5_SFU_EXP,
                                                       SM5_SFU_LOG, SM5_SFU_SIN };
        int segs = 0;
        for (int t = 0; t < SM5_SFU_T_COUNT; t++) {
            if (!want[table_op[t]] && !(t == SM5_SFU_T_SIN && want[SM5_SFU_COS])) continue;
            for (int s = 0; s < SM5_SFU_SEGS; s++)
                for (int k = 0; k < 3; k++) {
                    segs++;
                    if (!cov_seg[t][s][k]) {
                        if (holes++ < 10) printf("coverage hole: table %d segment %d %s\n", t, s,
                                                 k == 0 ? "never hit" : k == 1 ? "never hit in its first 1/256" : "never hit in its last 1/256");
                    }
                }
        }
        printf("coverage: result paths of every op, %d segment bins (hit, first and last 1/256): %d holes\n", segs, holes);
        holes ? failed++ : passed++;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

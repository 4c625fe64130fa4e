/* Independent check of the unary f32 ops of the C model: round_ne, round_ni, round_pi,
 * round_z, frc and sqrt, against references from the host:
 *   round_*: libm nearbyintf (round to nearest even, the default mode), floorf, ceilf,
 *            truncf, which are exact and keep the sign of a zero result (SPEC 10);
 *   frc:     P-21 min(x - floorf(x), 0x3F7FFFFF) with the subtraction done by the host
 *            in round-to-nearest (IEEE: one rounding of the exact difference; the result
 *            is 0 or at least 2^-24, so no flush is involved); zeros and denorms +0,
 *            +-INF NaN (SPEC 10);
 *   sqrt:    SSE sqrtss with FTZ/DAZ.
 * Denorm inputs are flushed by their bits first (SPEC 1: libm would honour them); a NaN
 * result must be 0x7FC00000 (P-16).
 * Sampled: every special value, generated values and random bits (a few million).
 * --long: all 2^32 inputs (--part I/N sweeps every N-th input from I). */
#include <math.h>
#include <xmmintrin.h>
#include "arith_gen.h"
#include "arith_common.h"

static volatile float g_x;

static uint32_t flush(uint32_t u) { return (u & 0x7F800000u) ? u : (u & 0x80000000u); }

enum { OP_NE, OP_NI, OP_PI, OP_Z, OP_FRC, OP_SQRT, NOPS };
static const char *const names[NOPS] = { "round_ne", "round_ni", "round_pi", "round_z", "frc", "sqrt" };

static uint32_t ref(int op, uint32_t a)
{
    uint32_t x = flush(a);
    g_x = f_of(x);
    float v = g_x, r;
    switch (op) {
    case OP_NE: r = nearbyintf(v); break;
    case OP_NI: r = floorf(v); break;
    case OP_PI: r = ceilf(v); break;
    case OP_Z: r = truncf(v); break;
    case OP_FRC: {
        if (is_nan32(x) || (x & 0x7FFFFFFFu) == 0x7F800000u) return CANON_NAN;
        if ((x & 0x7FFFFFFFu) == 0) return 0;
        volatile float fl = floorf(v);
        volatile float d = v - fl;
        uint32_t du = u_of(d);
        return du > 0x3F7FFFFFu ? 0x3F7FFFFFu : du;   /* positive: bit order = value order */
    }
    default: r = _mm_cvtss_f32(_mm_sqrt_ss(_mm_set_ss(v))); break;
    }
    return canon(u_of(r));
}

static uint32_t model(int op, uint32_t a, sm5_aev_t *ev)
{
    switch (op) {
    case OP_NE: return sm5_f32_round_ne(a, ev);
    case OP_NI: return sm5_f32_round_ni(a, ev);
    case OP_PI: return sm5_f32_round_pi(a, ev);
    case OP_Z: return sm5_f32_round_z(a, ev);
    case OP_FRC: return sm5_f32_frc(a, ev);
    default: return sm5_f32_sqrt(a, ev);
    }
}

static opstat_t st[NOPS];

static void check(tally_t *t, uint32_t a, bool stats)
{
    for (int op = 0; op < NOPS; op++) {
        sm5_aev_t ev = 0;
        uint32_t got = model(op, a, stats ? &ev : NULL), want = ref(op, a);
        if (stats) opstat_add(&st[op], got, want, ev);
        else st[op].cases++;
        if (got != want) st[op].max_ulp = ulp_dist32(got, want) > st[op].max_ulp ? ulp_dist32(got, want) : st[op].max_ulp;
        tally(t, got == want, "%s(%08x) = %08x, host %08x", names[op], a, got, want);
    }
}

int main(int argc, char **argv)
{
    args_t args = parse_args(argc, argv, "arith-round");
    _mm_setcsr((_mm_getcsr() & ~0x6000u) | (1u << 15) | (1u << 6));   /* FTZ, DAZ, nearest */
    tally_t t;
    tally_init(&t, "arith-round");
    for (int op = 0; op < NOPS; op++) st[op].op = names[op];
    if (args.lng) {
        /* interleaved slices (a = part, part + nparts, ...): positive inputs cost more
         * (sqrt), so contiguous halves would leave one core idle */
        printf("arith-round: every input a with a %% %u == %u\n", args.nparts, args.part);
        for (uint64_t a = args.part; a <= 0xFFFFFFFFull; a += args.nparts) check(&t, (uint32_t)a, false);
        for (int op = 0; op < NOPS; op++)
            printf("%-9s %11llu inputs, max error %llu ulp\n", names[op], (unsigned long long)st[op].cases,
                   (unsigned long long)st[op].max_ulp);
        return tally_done(&t);
    }
    rng_t r;
    rng_seed(&r, args.seed);
    for (unsigned i = 0; i < N_F32_SPECIALS; i++) check(&t, F32_SPECIALS[i], true);
    /* the half-way points and their neighbours for every exponent that has a fraction */
    for (uint32_t e = 1; e < 150 + 1; e++)
        for (uint32_t k = 0; k < 8; k++) {
            uint32_t base = e << 23, half = e >= 127 && e < 150 ? 1u << (149 - e) : 0;
            uint32_t a = (base | (rng_u32(&r) & 0x7FFFFFu & ~((half << 1) - 1)) | half) + (k % 3) - 1;
            check(&t, a, true);
            check(&t, a ^ 0x80000000u, true);
        }
    for (uint64_t i = 0; i < 1000000; i++) {
        check(&t, gen_f32(&r), true);
        check(&t, rng_u32(&r), true);
    }
    const sm5_aev_t need_round = SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_NAN | SM5_AEV_DAZ;
    int missing = 0;
    missing += opstat_print(&st[OP_NE], need_round | SM5_AEV_TIE_EVEN | SM5_AEV_TIE_UP);
    for (int op = OP_NI; op <= OP_Z; op++)
        missing += opstat_print(&st[op], op == OP_Z ? (need_round & ~SM5_AEV_RND_UP) : need_round);
    missing += opstat_print(&st[OP_FRC], SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_TIE_EVEN |
                                         SM5_AEV_TIE_UP | SM5_AEV_CANCEL | SM5_AEV_NAN | SM5_AEV_DAZ);
    missing += opstat_print(&st[OP_SQRT], SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_NAN);
    for (int i = 0; i < missing; i++) tally(&t, false, "a required rounding event was never reached");
    return tally_done(&t);
}

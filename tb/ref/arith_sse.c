/* Independent check: f32 add, mul, div, sqrt of the C model (cmodel/sm5_arith.c) against
 * the host SSE unit with FTZ and DAZ set in MXCSR. SSE with DAZ reads a denorm input as
 * a zero of its sign (SPEC 1); with FTZ it detects tininess AFTER rounding and writes a
 * zero of the result's sign, which is exactly P-15; its add/mul/div/sqrt are correctly
 * rounded to nearest even. The only adjustment is P-16: any host NaN means the model
 * must return 0x7FC00000. Subtraction is add with a negated operand (SPEC 10), so the
 * generated pairs cover it.
 * Cases: TestFloat-style generators (arith_gen.h) plus every pair of the special values;
 * --long runs 10x the cases. Prints the largest ULP error per op (must be 0). */
#include <xmmintrin.h>
#include "arith_gen.h"
#include "arith_common.h"

#define MXCSR_FTZ (1u << 15)
#define MXCSR_DAZ (1u << 6)

static volatile float g_x, g_y;   /* volatile: every operation happens at run time */

static uint32_t host_add(uint32_t a, uint32_t b) { g_x = f_of(a); g_y = f_of(b); volatile float r = g_x + g_y; return canon(u_of(r)); }
static uint32_t host_mul(uint32_t a, uint32_t b) { g_x = f_of(a); g_y = f_of(b); volatile float r = g_x * g_y; return canon(u_of(r)); }
static uint32_t host_div(uint32_t a, uint32_t b) { g_x = f_of(a); g_y = f_of(b); volatile float r = g_x / g_y; return canon(u_of(r)); }
static uint32_t host_sqrt(uint32_t a)
{
    g_x = f_of(a);
    volatile float r = _mm_cvtss_f32(_mm_sqrt_ss(_mm_set_ss(g_x)));
    return canon(u_of(r));
}

typedef uint32_t (*model2_t)(uint32_t, uint32_t, sm5_aev_t *);
typedef uint32_t (*host2_t)(uint32_t, uint32_t);

static void check2(tally_t *t, opstat_t *s, model2_t m, host2_t h, uint32_t a, uint32_t b)
{
    sm5_aev_t ev = 0;
    uint32_t got = m(a, b, &ev), want = h(a, b);
    opstat_add(s, got, want, ev);
    tally(t, got == want, "%s(%08x, %08x) = %08x, host %08x", s->op, a, b, got, want);
}

static void check1(tally_t *t, opstat_t *s, uint32_t a)
{
    sm5_aev_t ev = 0;
    uint32_t got = sm5_f32_sqrt(a, &ev), want = host_sqrt(a);
    opstat_add(s, got, want, ev);
    tally(t, got == want, "sqrt(%08x) = %08x, host %08x", a, got, want);
}

int main(int argc, char **argv)
{
    args_t args = parse_args(argc, argv, "arith-sse");
    _mm_setcsr((_mm_getcsr() & ~0x6000u) | MXCSR_FTZ | MXCSR_DAZ);   /* + round to nearest */
    rng_t r;
    /* test-long runs --part 0/2 and 1/2 side by side: each part its own stream */
    rng_seed(&r, args.seed + (uint64_t)args.part * 0x9E3779B97F4A7C15ull);
    tally_t t;
    tally_init(&t, "arith-sse");
    opstat_t sa = { "add", 0, 0, {0} }, sm = { "mul", 0, 0, {0} }, sd = { "div", 0, 0, {0} },
             ss = { "sqrt", 0, 0, {0} };

    /* every pair of the special values */
    for (unsigned i = 0; i < N_F32_SPECIALS; i++) {
        check1(&t, &ss, F32_SPECIALS[i]);
        for (unsigned j = 0; j < N_F32_SPECIALS; j++) {
            uint32_t a = F32_SPECIALS[i], b = F32_SPECIALS[j];
            check2(&t, &sa, sm5_f32_add, host_add, a, b);
            check2(&t, &sm, sm5_f32_mul, host_mul, a, b);
            check2(&t, &sd, sm5_f32_div, host_div, a, b);
        }
    }
    /* generated cases; a quarter of them uniform random bits */
    uint64_t n = args.lng ? 40000000ull : 4000000ull;
    for (uint64_t i = 0; i < n; i++) {
        uint32_t a, b;
        bool uni = (i & 3) == 3;
        if (uni) { a = rng_u32(&r); b = rng_u32(&r); } else gen_add_pair(&r, &a, &b);
        check2(&t, &sa, sm5_f32_add, host_add, a, b);
        if (!uni) gen_mul_pair(&r, &a, &b);
        check2(&t, &sm, sm5_f32_mul, host_mul, a, b);
        if (!uni) gen_div_pair(&r, &a, &b);
        check2(&t, &sd, sm5_f32_div, host_div, a, b);
        check1(&t, &ss, uni ? rng_u32(&r) : gen_f32(&r));
    }
    /* Events each op must reach. Not required where arithmetic rules them out: a sum of
     * two floats below 2^-126 is a multiple of 2^-149 with at most 23 bits, so exact (no
     * add rounds up to 2^-126); a quotient of 24-bit significands never lies exactly
     * half-way, nor within half an ULP below 2^-126; a square root is never half-way. */
    const sm5_aev_t rnd = SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP;
    const sm5_aev_t tie = SM5_AEV_TIE_EVEN | SM5_AEV_TIE_UP;
    int missing = opstat_print(&sa, rnd | tie | SM5_AEV_FLUSH | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL |
                                        SM5_AEV_MASSCANCEL | SM5_AEV_NAN | SM5_AEV_DAZ);
    missing += opstat_print(&sm, rnd | tie | SM5_AEV_FLUSH | SM5_AEV_TO_MIN | SM5_AEV_OVERFLOW | SM5_AEV_NAN);
    missing += opstat_print(&sd, rnd | SM5_AEV_FLUSH | SM5_AEV_OVERFLOW | SM5_AEV_NAN);
    missing += opstat_print(&ss, rnd | SM5_AEV_NAN);
    for (int i = 0; i < missing; i++) tally(&t, false, "a required rounding event was never reached");
    return tally_done(&t);
}

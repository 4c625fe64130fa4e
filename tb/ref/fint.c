/* Check 5: ftoi / ftou against the host's truncating conversion, wrapped in the clamp and
 * NaN rules of SPEC 1 written out here (the C cast is undefined outside the range, so
 * the range test comes first); itof / utof against the host int -> float conversion in
 * the default round-to-nearest-even mode. Denorm inputs: any denorm truncates to 0
 * either way, so the host needs no FTZ here. --long sweeps all 2^32 inputs. */
#include <fenv.h>
#include "indep.h"
#include "sm5_float.h"

static volatile float g_f;
static volatile int32_t g_i;
static volatile uint32_t g_u;

static uint32_t ref_ftoi(uint32_t a)
{
    if (is_nan32(a)) return 0;
    g_f = f_of(a);
    float f = g_f;
    if (f >= 2147483648.0f) return 0x7FFFFFFFu;          /* 2^31 and up, +INF */
    if (f < -2147483648.0f) return 0x80000000u;          /* below -2^31, -INF */
    return (uint32_t)(int32_t)f;                         /* C truncates toward zero */
}

static uint32_t ref_ftou(uint32_t a)
{
    if (is_nan32(a)) return 0;
    g_f = f_of(a);
    float f = g_f;
    if (f >= 4294967296.0f) return 0xFFFFFFFFu;
    if (f <= -1.0f) return 0;                            /* clamps to 0; (-1, 0) truncates to 0 */
    return (uint32_t)f;
}

static uint32_t ref_itof(uint32_t a) { g_i = (int32_t)a; volatile float f = (float)g_i; return u_of(f); }
static uint32_t ref_utof(uint32_t a) { g_u = a; volatile float f = (float)g_u; return u_of(f); }

static void check_ftoi(tally_t *t, uint32_t a)
{
    uint32_t g, w;
    g = sm5_ftoi(a); w = ref_ftoi(a); tally(t, g == w, "ftoi(%08x) = %08x, want %08x", a, g, w);
    g = sm5_ftou(a); w = ref_ftou(a); tally(t, g == w, "ftou(%08x) = %08x, want %08x", a, g, w);
}

static void check_itof(tally_t *t, uint32_t a)
{
    uint32_t g, w;
    g = sm5_itof(a); w = ref_itof(a); tally(t, g == w, "itof(%08x) = %08x, want %08x", a, g, w);
    g = sm5_utof(a); w = ref_utof(a); tally(t, g == w, "utof(%08x) = %08x, want %08x", a, g, w);
}

static const uint32_t INT_EDGE[] = {
    0u, 1u, 2u, 3u, 0xFFFFFFFFu, 0xFFFFFFFEu, 0x80000000u, 0x80000001u, 0x7FFFFFFFu, 0x7FFFFFFEu,
    0x01000000u, 0x01000001u, 0x01000002u, 0x01000003u, 0x00FFFFFFu, 0xFF000000u, 0xFEFFFFFFu,
    0xFEFFFFFFu, 0xFF000001u, 0x02000001u, 0x02000002u, 0x02000003u, 0x7FFFFFC0u, 0x7FFFFF80u,
    0x7FFFFF7Fu, 0x7FFFFFBFu, 0xFFFFFF80u, 0xFFFFFF7Fu, 0xFFFFFFC0u, 0x80000040u, 0x80000080u,
    0x800000C0u, 0x12345678u, 0xDEADBEEFu,
};
#define N_INT_EDGE (sizeof INT_EDGE / sizeof INT_EDGE[0])

int main(int argc, char **argv)
{
    args_t a = parse_args(argc, argv, "indep-fint");
    tally_t t; tally_init(&t, "indep-fint");
    if (fegetround() != FE_TONEAREST) { printf("host not in round-to-nearest\n0 passed, 1 failed\n"); return 1; }

    /* hand-worked from SPEC 1 */
    tally(&t, sm5_ftoi(0x4F000000u) == 0x7FFFFFFFu, "ftoi(2^31) clamps");
    tally(&t, sm5_ftoi(0xCF000000u) == 0x80000000u, "ftoi(-2^31)");
    tally(&t, sm5_ftoi(0xBFF00000u) == 0xFFFFFFFFu, "ftoi(-1.875) = -1");
    tally(&t, sm5_ftou(0xBF7FFFFFu) == 0u, "ftou(-0.99) = 0");
    tally(&t, sm5_ftou(0xFF800000u) == 0u, "ftou(-INF) = 0");
    tally(&t, sm5_ftou(0x7F800000u) == 0xFFFFFFFFu, "ftou(+INF)");
    tally(&t, sm5_ftoi(0xFFC00000u) == 0u && sm5_ftou(0x7FC00000u) == 0u, "NaN -> 0");
    tally(&t, sm5_itof(0x01000001u) == 0x4B800000u, "itof(2^24+1) ties to even");
    tally(&t, sm5_itof(0x01000003u) == 0x4B800002u, "itof(2^24+3) ties to even (up)");
    tally(&t, sm5_utof(0xFFFFFFFFu) == 0x4F800000u, "utof(UINT_MAX) = 2^32");
    tally(&t, sm5_itof(0x80000000u) == 0xCF000000u, "itof(INT_MIN)");

    if (a.lng) {
        uint64_t lo, hi; part_range(&a, &lo, &hi);
        for (uint64_t v = lo; v <= hi; v++) { check_ftoi(&t, (uint32_t)v); check_itof(&t, (uint32_t)v); }
        return tally_done(&t);
    }
    for (size_t i = 0; i < N_F32_SPECIALS; i++) { check_ftoi(&t, F32_SPECIALS[i]); check_itof(&t, F32_SPECIALS[i]); }
    for (size_t i = 0; i < N_INT_EDGE; i++)
        for (int d = -2; d <= 2; d++) { check_itof(&t, INT_EDGE[i] + (uint32_t)d); check_ftoi(&t, INT_EDGE[i] + (uint32_t)d); }
    /* every float exponent around the integer range edges, both signs */
    for (uint32_t s = 0; s < 2; s++)
        for (uint32_t e = 0; e < 256; e++)
            for (int k = -4; k <= 4; k++) {
                uint32_t base = (s << 31) | (e << 23);
                check_ftoi(&t, base + (uint32_t)k);
                check_ftoi(&t, base + 0x400000u + (uint32_t)k);
            }
    /* integers at every magnitude: the rounding boundaries of itof/utof */
    for (unsigned b = 0; b < 32; b++)
        for (int k = -70; k <= 70; k++) { check_itof(&t, (1u << b) + (uint32_t)k); check_itof(&t, (3u << b >> 1) + (uint32_t)k); }
    rng_t r; rng_seed(&r, a.seed);
    for (int i = 0; i < 1000000; i++) {
        check_ftoi(&t, rand_f32(&r));
        check_itof(&t, rng_u32(&r) >> rng_below(&r, 32));
    }
    for (uint64_t v = 0; v <= 0xFFFFFFFFull; v += 4099) { check_ftoi(&t, (uint32_t)v); check_itof(&t, (uint32_t)v); }
    return tally_done(&t);
}

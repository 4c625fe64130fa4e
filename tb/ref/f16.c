/* Check 2: f16 <-> f32.
 * - f16tof32 for all 65,536 inputs against the compiler's _Float16 widened to float
 *   (exact); NaNs separately against P-5 (sign | 0x7F800000 | frac << 13); the
 *   instruction form must ignore bits 31:16.
 * - f32tof16 against an integer-only formula written from SPEC 1/5 (toward zero,
 *   overflow -> 0x7BFF/0xFBFF, INF kept, NaN by P-4, f16 denorms truncated, f32 denorms
 *   flushed), and that formula is itself cross-checked against the compiler's
 *   float -> _Float16 conversion under fesetround(FE_TOWARDZERO) (libgcc's soft
 *   conversion honours the rounding mode; probed at start-up).
 * Sampled mode: every 4099th input plus specials and every f16 exponent boundary;
 * --long: all 2^32 inputs (or one --part of them). */
#include <fenv.h>
#include <immintrin.h>
#include "indep.h"
#include "ref_conv.h"
#include "sm5_convert.h"

/* The compiler's conversion under round-toward-zero. */
static volatile float g_in;
static uint16_t host_f32_to_f16_rz(uint32_t f)
{
    g_in = f_of(f);
    volatile _Float16 h = (_Float16)g_in;
    _Float16 hv = h;
    uint16_t b; memcpy(&b, &hv, 2);
    return b;
}

/* The F16C unit's conversion with the rounding in the instruction (imm 3 = toward
 * zero, regardless of MXCSR): a second, fast host reference. Compiled for f16c only in
 * this function; used only when the CPU has it. */
__attribute__((target("f16c"))) static uint16_t hw_f32_to_f16_rz(uint32_t f)
{
    g_in = f_of(f);
    __m128i h = _mm_cvtps_ph(_mm_set_ss(g_in), _MM_FROUND_TO_ZERO);
    return (uint16_t)_mm_cvtsi128_si32(h);
}

static bool is_nan16(uint16_t h) { return (h & 0x7C00u) == 0x7C00u && (h & 0x3FFu); }

/* host_ok: cross-check the reference against libgcc's _Float16 conversion (slow, about
 * 1 us); hw_ok: against F16C (fast). */
static void check_narrow(tally_t *t, tally_t *tx, uint32_t f, bool host_ok, bool hw_ok)
{
    uint16_t want = ref_f32_to_f16(f);
    uint16_t got = sm5_f32_to_f16(f);
    tally(t, got == want, "f32_to_f16(%08x) = %04x, want %04x", f, got, want);
    uint32_t goti = sm5_f32tof16(f);
    tally(t, goti == want, "f32tof16(%08x) = %08x, want %08x", f, goti, (uint32_t)want);
    if (hw_ok) {
        uint16_t h = hw_f32_to_f16_rz(f);
        bool ok = (h == want) || (is_nan16(h) && is_nan16(want));
        tally(tx, ok, "reference f32->f16(%08x) = %04x, F16C RZ gives %04x", f, want, h);
    }
    if (host_ok) {
        /* cross-check of the reference itself; P-4's NaN payload is a policy, not IEEE,
         * so any host NaN is accepted there */
        uint16_t h = host_f32_to_f16_rz(f);
        bool ok = (h == want) || (is_nan16(h) && is_nan16(want));
        tally(tx, ok, "reference f32->f16(%08x) = %04x, host RZ gives %04x", f, want, h);
    }
}

int main(int argc, char **argv)
{
    args_t a = parse_args(argc, argv, "indep-f16");
    tally_t t; tally_init(&t, "indep-f16");
    tally_t tx; tally_init(&tx, "indep-f16 (reference vs host)");

    /* Probe: does float->_Float16 honour FE_TOWARDZERO? 1 + 1.5 ulp(f16) rounds to
     * nearest 0x3C02 but truncates to 0x3C01. */
    bool host_ok = false;
    if (fesetround(FE_TOWARDZERO) == 0) {
        host_ok = host_f32_to_f16_rz(0x3F803000u) == 0x3C01u && host_f32_to_f16_rz(0x477FFFFFu) == 0x7BFFu
                  && host_f32_to_f16_rz(0x7F800000u) == 0x7C00u;
    }
    printf("host _Float16 conversion honours round-toward-zero: %s\n", host_ok ? "yes (cross-check on)" : "NO (cross-check off)");
    __builtin_cpu_init();
    bool hw_ok = __builtin_cpu_supports("f16c");
    if (hw_ok) hw_ok = hw_f32_to_f16_rz(0x3F803000u) == 0x3C01u;
    printf("F16C vcvtps2ph toward zero: %s\n", hw_ok ? "yes (cross-check on)" : "not available");

    if (!a.lng || a.part == 0) {
        /* f16 -> f32: all 65,536, in round-to-nearest (widening is exact anyway) */
        fesetround(FE_TONEAREST);
        for (uint32_t h = 0; h < 0x10000u; h++) {
            uint32_t want;
            if (is_nan16((uint16_t)h)) {
                want = ((h & 0x8000u) << 16) | 0x7F800000u | ((h & 0x3FFu) << 13);   /* P-5 */
            } else {
                uint16_t hb = (uint16_t)h; _Float16 hv; memcpy(&hv, &hb, 2);
                volatile float wf = (float)hv;
                want = u_of(wf);
            }
            uint32_t got = sm5_f16_to_f32((uint16_t)h);
            tally(&t, got == want, "f16_to_f32(%04x) = %08x, want %08x", h, got, want);
            uint32_t junk = h | ((h * 0x9E37u + 0x1234u) << 16);   /* bits 31:16 must be ignored */
            got = sm5_f16tof32(junk);
            tally(&t, got == want, "f16tof32(%08x) = %08x, want %08x", junk, got, want);
        }
        /* hand-worked values from SPEC 1 */
        tally(&t, sm5_f16_to_f32(0x0001u) == 0x33800000u, "f16 min denorm = 2^-24");
        tally(&t, sm5_f16_to_f32(0x7BFFu) == 0x477FE000u, "f16 max = 65504");
        tally(&t, sm5_f16_to_f32(0xFC00u) == 0xFF800000u, "f16 -INF");
        tally(&t, sm5_f16_to_f32(0x7D01u) == 0x7FA02000u, "P-5 sNaN payload kept");
        tally(&t, sm5_f32_to_f16(0x477FFFFFu) == 0x7BFFu, "65535.99 -> 0x7BFF");
        tally(&t, sm5_f32_to_f16(0xC8000000u) == 0xFBFFu, "-131072 -> 0xFBFF");
        tally(&t, sm5_f32_to_f16(0x337FFFFFu) == 0x0000u, "below 2^-24 -> 0");
        tally(&t, sm5_f32_to_f16(0x80000001u) == 0x8000u, "-denorm f32 -> -0");
        tally(&t, sm5_f32_to_f16(0x7F812345u) == 0x7E09u, "P-4 NaN");
        tally(&t, sm5_f32_to_f16(0x3DCCCCCDu) == 0x2E66u, "0.1 truncated");
    }
    fesetround(FE_TOWARDZERO);

    if (a.lng) {
        uint64_t lo, hi; part_range(&a, &lo, &hi);
        /* libgcc's conversion is too slow for 2^32: every 251st input; F16C all */
        for (uint64_t f = lo; f <= hi; f++) check_narrow(&t, &tx, (uint32_t)f, host_ok && f % 251 == 0, hw_ok);
    } else {
        for (uint64_t f = 0; f <= 0xFFFFFFFFull; f += 4099) check_narrow(&t, &tx, (uint32_t)f, host_ok, hw_ok);
        for (size_t i = 0; i < N_F32_SPECIALS; i++) check_narrow(&t, &tx, F32_SPECIALS[i], host_ok, hw_ok);
        /* every f32 exponent (covers each f16 exponent and the denorm/overflow edges),
         * both signs, with fractions near the f16 truncation boundary */
        for (uint32_t s = 0; s < 2; s++)
            for (uint32_t e = 0; e < 256; e++)
                for (int k = -8; k <= 8; k++) {
                    uint32_t base = (s << 31) | (e << 23);
                    check_narrow(&t, &tx, base + (uint32_t)k, host_ok, hw_ok);              /* around 1.0 x 2^e */
                    check_narrow(&t, &tx, base + 0x7FE000u + (uint32_t)k, host_ok, hw_ok);  /* top fractions */
                    check_narrow(&t, &tx, base + 0x2000u * (uint32_t)(k + 8) - 1u, host_ok, hw_ok);
                }
        rng_t r; rng_seed(&r, a.seed);
        for (int i = 0; i < 300000; i++) check_narrow(&t, &tx, rand_f32(&r), host_ok, hw_ok);
    }
    fesetround(FE_TONEAREST);
    if (tx.fail) printf("NOTE: the independent reference disagrees with the host; see above\n");
    /* fold the reference cross-check into the totals: a wrong reference is a failure too */
    t.pass += tx.pass; t.fail += tx.fail;
    return tally_done(&t);
}

/* Check 3: the R11G11B10_FLOAT channel formats (SPEC 1 and 5, P-6).
 * - f11_to_f32 / f10_to_f32 for every input against the value 2^(e-15) * (1 + f/2^F)
 *   (or 2^-14 * f/2^F for e = 0) computed with ldexp in double (exact here) and
 *   narrowed to float (also exact). e = 31: +INF for f = 0, any NaN otherwise (SPEC
 *   fixes no payload). Bits above the channel must be ignored.
 * - f32_to_f11 / f32_to_f10 against an integer reference written from SPEC 5: toward
 *   zero, overflow -> 0x7BF / 0x3DF, +INF -> 0x7C0 / 0x3E0, negatives, -0, -INF -> 0,
 *   NaN of either sign -> 0x7FF / 0x3FF, f32 denorms flushed, channel denorms kept.
 * Sampled mode: every 4099th input, specials, every f32 exponent at the boundaries;
 * --long: all 2^32 inputs (or one --part). */
#include <math.h>
#include "indep.h"
#include "ref_conv.h"
#include "sm5_convert.h"

static uint32_t ref_narrow(uint32_t f, unsigned fbits) { return ref_f32_to_small(f, fbits); }

static uint32_t ref_widen(uint32_t v, unsigned fbits, bool *nan) { return ref_small_to_f32(v, fbits, false, nan); }

static void check_narrow(tally_t *t, uint32_t f)
{
    uint32_t w11 = ref_narrow(f, 6), w10 = ref_narrow(f, 5);
    uint32_t g11 = sm5_f32_to_f11(f), g10 = sm5_f32_to_f10(f);
    tally(t, g11 == w11, "f32_to_f11(%08x) = %03x, want %03x", f, g11, w11);
    tally(t, g10 == w10, "f32_to_f10(%08x) = %03x, want %03x", f, g10, w10);
}

int main(int argc, char **argv)
{
    args_t a = parse_args(argc, argv, "indep-f11");
    tally_t t; tally_init(&t, "indep-f11");

    if (!a.lng || a.part == 0) {
        for (unsigned fb = 5; fb <= 6; fb++) {
            uint32_t n = 1u << (fb + 5);
            uint32_t nan_seen = 0xFFFFFFFFu;
            for (uint32_t v = 0; v < n; v++) {
                bool nan;
                uint32_t want = ref_widen(v, fb, &nan);
                uint32_t junk = v | ((v * 2654435761u) << (fb + 5));   /* bits above the channel */
                uint32_t g1 = fb == 6 ? sm5_f11_to_f32(v) : sm5_f10_to_f32(v);
                uint32_t g2 = fb == 6 ? sm5_f11_to_f32(junk) : sm5_f10_to_f32(junk);
                const char *nm = fb == 6 ? "f11_to_f32" : "f10_to_f32";
                if (nan) {
                    tally(&t, is_nan32(g1), "%s(%03x) = %08x, want a NaN", nm, v, g1);
                    if (nan_seen == 0xFFFFFFFFu) { nan_seen = g1; printf("note: %s(%03x) = %08x (NaN payload is the model's choice)\n", nm, v, g1); }
                } else {
                    tally(&t, g1 == want, "%s(%03x) = %08x, want %08x", nm, v, g1, want);
                }
                tally(&t, g2 == g1, "%s(%08x) = %08x, but %s(%03x) = %08x (upper bits not ignored)",
                      nm, junk, g2, nm, v, g1);
            }
        }
        /* hand-worked values: 1.0 = e 15; SPEC 9's example f32_to_f11 3f800000 -> 3c0 */
        tally(&t, sm5_f32_to_f11(0x3F800000u) == 0x3C0u, "f32_to_f11(1.0) = 3c0");
        tally(&t, sm5_f32_to_f10(0x3F800000u) == 0x1E0u, "f32_to_f10(1.0) = 1e0");
        tally(&t, sm5_f32_to_f11(0x477E0000u) == 0x7BFu, "f11 max 65024");
        tally(&t, sm5_f32_to_f11(0x7F800000u) == 0x7C0u, "f11 +INF");
        tally(&t, sm5_f32_to_f10(0xFF800000u) == 0x000u, "f10 -INF -> 0");
        tally(&t, sm5_f32_to_f10(0xFFC00000u) == 0x3FFu, "f10 -NaN -> 3ff");
        tally(&t, sm5_f32_to_f11(0x35800000u) == 0x001u, "f11 min denorm 2^-20");
        tally(&t, sm5_f11_to_f32(0x001u) == 0x35800000u, "f11 2^-20");
        tally(&t, sm5_f10_to_f32(0x3DFu) == 0x477C0000u, "f10 max 64512");
    }

    if (a.lng) {
        uint64_t lo, hi; part_range(&a, &lo, &hi);
        for (uint64_t f = lo; f <= hi; f++) check_narrow(&t, (uint32_t)f);
    } else {
        for (uint64_t f = 0; f <= 0xFFFFFFFFull; f += 4099) check_narrow(&t, (uint32_t)f);
        for (size_t i = 0; i < N_F32_SPECIALS; i++) check_narrow(&t, F32_SPECIALS[i]);
        for (uint32_t s = 0; s < 2; s++)
            for (uint32_t e = 0; e < 256; e++)
                for (int k = -8; k <= 8; k++) {
                    uint32_t base = (s << 31) | (e << 23);
                    check_narrow(&t, base + (uint32_t)k);
                    check_narrow(&t, base + 0x7E0000u + (uint32_t)k);          /* f11/f10 top fractions */
                    check_narrow(&t, base + 0x20000u * (uint32_t)(k + 8) - 1u);  /* f11 truncation edges */
                    check_narrow(&t, base + 0x40000u * (uint32_t)(k + 8) - 1u);  /* f10 truncation edges */
                }
        rng_t r; rng_seed(&r, a.seed);
        for (int i = 0; i < 300000; i++) check_narrow(&t, rand_f32(&r));
    }
    return tally_done(&t);
}

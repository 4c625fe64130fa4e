/* Format conversions of SPEC 1 and 5 on bit patterns. Narrowing truncates (round
 * toward zero); widening is exact. NaN handling per P-4, P-5, P-6 (sm5_policy.h). */
#include "sm5_convert.h"
#include "sm5_float.h"
#include "sm5_policy.h"

/* Narrow a finite, nonzero, already flushed, positive-or-negative f32 magnitude to a
 * small float with 5 exponent bits (bias 15) and `fb` fraction bits, round toward zero;
 * returns the magnitude bits (no sign). Overflow gives the largest finite value. */
static uint32_t narrow_mag(uint32_t a, int fb)
{
    int e = (int)((a >> 23) & 0xFFu) - 127;          /* unbiased exponent, a is normal */
    uint32_t m = (a & 0x7FFFFFu) | 0x800000u;          /* 1.frac as a 24-bit integer */
    uint32_t maxfin = (30u << fb) | ((1u << fb) - 1u);
    if (e > 15) return maxfin;
    if (e >= -14) return ((uint32_t)(e + 15) << fb) | ((a & 0x7FFFFFu) >> (23 - fb));
    /* target denorm: units of 2^(-14-fb); value = m * 2^(e-23) */
    int sh = 23 - fb - 14 - e;                         /* >= 24 - fb > 0 */
    return sh >= 32 ? 0u : m >> sh;
}

uint16_t sm5_f32_to_f16(uint32_t f)
{
    uint32_t s = (f >> 16) & 0x8000u;
    switch (sm5_f32_class(f)) {
    case SM5_FC_NAN: return sm5_p4_f16_from_nan(f);
    case SM5_FC_INF: return (uint16_t)(s | 0x7C00u);
    case SM5_FC_ZERO:
    case SM5_FC_DENORM: return (uint16_t)s;            /* f32 denorms are flushed first */
    default: return (uint16_t)(s | narrow_mag(f, 10));
    }
}

/* f11/f10 have no sign: NaN of either sign -> all ones (P-6); anything negative
 * (-0, -INF, negative denorms, negatives) -> 0; +INF -> exponent 31, fraction 0. */
static uint32_t f32_to_small(uint32_t f, int fb, uint32_t nan)
{
    sm5_fclass_t c = sm5_f32_class(f);
    if (c == SM5_FC_NAN) return nan;
    if (f & 0x80000000u) return 0;
    if (c == SM5_FC_INF) return 31u << fb;
    if (c != SM5_FC_NORMAL) return 0;
    return narrow_mag(f, fb);
}

uint32_t sm5_f32_to_f11(uint32_t f) { return f32_to_small(f, 6, SM5_P6_F11_NAN); }
uint32_t sm5_f32_to_f10(uint32_t f) { return f32_to_small(f, 5, SM5_P6_F10_NAN); }

/* Exact widening of a small float magnitude (5 exponent bits, fb fraction bits) to f32.
 * NaN keeps its fraction left-aligned (P-14; f16 NaNs take P-5 in sm5_f16_to_f32). */
static uint32_t widen_mag(uint32_t v, int fb)
{
    uint32_t e = (v >> fb) & 31u, fr = v & ((1u << fb) - 1u);
    if (e == 31) return fr ? sm5_p14_f32_from_small_nan(fr, fb) : 0x7F800000u;
    if (e != 0) return ((e + 112u) << 23) | (fr << (23 - fb));
    if (fr == 0) return 0;
    /* denorm: fr * 2^(-14-fb); normalise so the leading 1 becomes the hidden bit */
    int p = fb - 1;
    while (!((fr >> p) & 1u)) p--;
    uint32_t exp = (uint32_t)(127 - 14 - fb + p);
    return (exp << 23) | ((fr << (23 - p)) & 0x7FFFFFu);
}

uint32_t sm5_f16_to_f32(uint16_t h)
{
    uint32_t s = (uint32_t)(h & 0x8000u) << 16;
    if ((h & 0x7C00u) == 0x7C00u && (h & 0x3FFu)) return sm5_p5_f32_from_f16_nan(h);
    return s | widen_mag(h & 0x7FFFu, 10);
}

uint32_t sm5_f11_to_f32(uint32_t v) { return widen_mag(v & 0x7FFu, 6); }
uint32_t sm5_f10_to_f32(uint32_t v) { return widen_mag(v & 0x3FFu, 5); }

uint32_t sm5_f32tof16(uint32_t f) { return sm5_f32_to_f16(f); }
uint32_t sm5_f16tof32(uint32_t v) { return sm5_f16_to_f32((uint16_t)(v & 0xFFFFu)); }

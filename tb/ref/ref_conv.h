/* Format-conversion references written from SPEC 1 and 5 only (integer narrowing toward
 * zero; widening via ldexp in double, exact for these formats). Shared by the f16, f11
 * and memory checks. */
#ifndef REF_CONV_H
#define REF_CONV_H
#include <math.h>
#include <stdint.h>
#include <stdbool.h>
#include <string.h>

/* f32 -> f16: toward zero, overflow -> 0x7BFF/0xFBFF, INF kept, NaN by P-4, f32 denorm
 * inputs flushed, f16 denorm results truncated. */
static inline uint16_t ref_f32_to_f16(uint32_t f)
{
    uint32_t s = (f >> 16) & 0x8000u, e = (f >> 23) & 0xFFu, m = f & 0x7FFFFFu;
    if (e == 0xFFu) return (uint16_t)(m ? (s | 0x7E00u | (m >> 13)) : (s | 0x7C00u));
    if (e == 0) return (uint16_t)s;                    /* zero, or f32 denorm flushed */
    int32_t he = (int32_t)e - 127 + 15;                /* rebias */
    if (he >= 31) return (uint16_t)(s | 0x7BFFu);      /* too large: largest finite */
    if (he >= 1) return (uint16_t)(s | ((uint32_t)he << 10) | (m >> 13));
    /* f16 denorm: value = (2^23 + m) 2^(e-150); unit 2^-24 */
    uint32_t sh = 126u - e;                            /* >= 14 here */
    return (uint16_t)(s | (sh >= 32 ? 0 : ((0x800000u | m) >> sh)));
}

/* f32 -> unsigned 5-bit-exponent float with fbits = 6 (f11) or 5 (f10): toward zero,
 * overflow -> largest finite, +INF kept, negatives / -0 / -INF -> 0, NaN -> all ones
 * (P-6), f32 denorms flushed, channel denorms kept. */
static inline uint32_t ref_f32_to_small(uint32_t f, unsigned fbits)
{
    uint32_t e = (f >> 23) & 0xFFu, m = f & 0x7FFFFFu;
    uint32_t emask = 31u << fbits, nan = emask | ((1u << fbits) - 1u);
    if (e == 0xFFu && m) return nan;                      /* P-6, either sign */
    if (f >> 31) return 0;                                /* negative, -0, -INF */
    if (e == 0xFFu) return emask;                         /* +INF */
    if (e == 0) return 0;                                 /* zero / flushed denorm */
    int32_t ce = (int32_t)e - 127 + 15;
    if (ce >= 31) return emask - 1u;                      /* largest finite: e=30, f all ones */
    if (ce >= 1) return ((uint32_t)ce << fbits) | (m >> (23u - fbits));
    /* channel denorm, unit 2^(-14 - fbits): value = (2^23 + m) 2^(e - 150) */
    uint32_t sh = 136u - fbits - e;
    return sh >= 32 ? 0 : ((0x800000u | m) >> sh);
}

/* Widening of a 5-bit-exponent float (bias 15) with fbits fraction bits and an optional
 * sign bit above the exponent: value 2^(e-15)(1 + f/2^fbits), or 2^-14 f/2^fbits for
 * e = 0. *nan tells a NaN input (whose f32 payload the caller judges itself); the
 * return is then P-5's pattern (meaningful for f16 only). */
static inline uint32_t ref_small_to_f32(uint32_t v, unsigned fbits, bool has_sign, bool *nan)
{
    uint32_t e = (v >> fbits) & 31u, fr = v & ((1u << fbits) - 1u);
    uint32_t s = has_sign ? ((v >> (fbits + 5)) & 1u) << 31 : 0;
    *nan = false;
    if (e == 31) {
        if (fr) { *nan = true; return s | 0x7F800000u | (fr << (23u - fbits)); }
        return s | 0x7F800000u;
    }
    double val = e ? ldexp(1.0 + ldexp((double)fr, -(int)fbits), (int)e - 15)
                   : ldexp((double)fr, -14 - (int)fbits);
    volatile float vf = (float)val;   /* exact: at most 11 significant bits */
    float fv = vf;
    uint32_t u; memcpy(&u, &fv, 4);
    return s | u;
}

#endif

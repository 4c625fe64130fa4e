/* f32 / f64 semantics of SPEC 1-3 on bit patterns, integer arithmetic only (no host
 * FPU, so host rounding modes and FTZ settings cannot leak into the model). */
#include "sm5_float.h"
#include "sm5_policy.h"

#define F32_SIGN 0x80000000u
#define F32_EXP  0x7F800000u
#define F32_FRAC 0x007FFFFFu
#define F32_ONE  0x3F800000u
#define F64_SIGN 0x8000000000000000ull
#define F64_EXP  0x7FF0000000000000ull
#define F64_FRAC 0x000FFFFFFFFFFFFFull
#define F64_ONE  0x3FF0000000000000ull

sm5_fclass_t sm5_f32_class(uint32_t a)
{
    uint32_t e = a & F32_EXP, f = a & F32_FRAC;
    if (e == F32_EXP) return f ? SM5_FC_NAN : SM5_FC_INF;
    if (e == 0) return f ? SM5_FC_DENORM : SM5_FC_ZERO;
    return SM5_FC_NORMAL;
}

sm5_fclass_t sm5_f64_class(uint64_t a)
{
    uint64_t e = a & F64_EXP, f = a & F64_FRAC;
    if (e == F64_EXP) return f ? SM5_FC_NAN : SM5_FC_INF;
    if (e == 0) return f ? SM5_FC_DENORM : SM5_FC_ZERO;
    return SM5_FC_NORMAL;
}

static bool sm5_f32_is_nan(uint32_t a) { return (a & 0x7FFFFFFFu) > F32_EXP; }
static bool sm5_f64_is_nan(uint64_t a) { return (a & ~F64_SIGN) > F64_EXP; }

uint32_t sm5_f32_flush(uint32_t a) { return (a & F32_EXP) == 0 ? (a & F32_SIGN) : a; }

uint32_t sm5_f32_mod(uint32_t a, bool neg, bool abs)
{
    if (abs) a &= ~F32_SIGN;
    if (neg) a ^= F32_SIGN;
    return a;
}

uint32_t sm5_i32_mod(uint32_t a, bool neg) { return neg ? 0u - a : a; }

uint32_t sm5_f32_sat(uint32_t a)
{
    if (sm5_f32_is_nan(a)) return 0;   /* SPEC 2: NaN -> +0 */
    a = sm5_f32_flush(a);
    if (a & F32_SIGN) return 0;        /* -0, negatives, -INF -> +0 */
    return a >= F32_ONE ? F32_ONE : a; /* positive patterns order like their values */
}

uint64_t sm5_f64_sat(uint64_t a)
{
    if (sm5_f64_is_nan(a)) return 0;   /* no flush for f64: positive denorms are kept */
    if (a & F64_SIGN) return 0;
    return a >= F64_ONE ? F64_ONE : a;
}

/* Total order of non-NaN sign-magnitude patterns where +0 == -0: -1, 0, 1. */
static int cmp32(uint32_t a, uint32_t b)
{
    uint32_t ma = a & 0x7FFFFFFFu, mb = b & 0x7FFFFFFFu;
    if (ma == 0 && mb == 0) return 0;
    bool na = (a & F32_SIGN) != 0, nb = (b & F32_SIGN) != 0;
    if (na != nb) return na ? -1 : 1;
    if (ma == mb) return 0;
    return ((ma < mb) != na) ? -1 : 1;
}

static int cmp64(uint64_t a, uint64_t b)
{
    uint64_t ma = a & ~F64_SIGN, mb = b & ~F64_SIGN;
    if (ma == 0 && mb == 0) return 0;
    bool na = (a & F64_SIGN) != 0, nb = (b & F64_SIGN) != 0;
    if (na != nb) return na ? -1 : 1;
    if (ma == mb) return 0;
    return ((ma < mb) != na) ? -1 : 1;
}

/* min/max on f32 (SPEC 3): flush first; one NaN returns the other (flushed, P-1);
 * both NaN returns src1 unchanged (P-3); zeros of both signs order -0 < +0 (P-2). */
static uint32_t minmax32(uint32_t a, uint32_t b, bool is_max)
{
    bool an = sm5_f32_is_nan(a), bn = sm5_f32_is_nan(b);
    if (an && bn) return sm5_p3_both_nan32(a, b);
    uint32_t fa = sm5_f32_flush(a), fb = sm5_f32_flush(b);
    /* P-1: the written result is the flushed operand; with it off the raw bits would be. */
    uint32_t ra = SM5_P1_MINMAX_RESULT_FLUSHED ? fa : a;
    uint32_t rb = SM5_P1_MINMAX_RESULT_FLUSHED ? fb : b;
    if (an) return rb;
    if (bn) return ra;
    if (SM5_P2_SIGNED_ZERO_ORDERED && (fa & 0x7FFFFFFFu) == 0 && (fb & 0x7FFFFFFFu) == 0) {
        /* both zero after flush: the sign is an order -0 < +0 */
        uint32_t s = is_max ? (fa & fb & F32_SIGN) : ((fa | fb) & F32_SIGN);
        return s;
    }
    int c = cmp32(fa, fb);
    if (is_max) return c >= 0 ? ra : rb;
    return c < 0 ? ra : rb;
}

uint32_t sm5_f32_min(uint32_t a, uint32_t b) { return minmax32(a, b, false); }
uint32_t sm5_f32_max(uint32_t a, uint32_t b) { return minmax32(a, b, true); }

/* dmin/dmax: the same rules on f64 without any flush (SPEC 3). */
static uint64_t minmax64(uint64_t a, uint64_t b, bool is_max)
{
    bool an = sm5_f64_is_nan(a), bn = sm5_f64_is_nan(b);
    if (an && bn) return sm5_p3_both_nan64(a, b);
    if (an) return b;
    if (bn) return a;
    if (SM5_P2_SIGNED_ZERO_ORDERED && (a & ~F64_SIGN) == 0 && (b & ~F64_SIGN) == 0)
        return is_max ? (a & b & F64_SIGN) : ((a | b) & F64_SIGN);
    int c = cmp64(a, b);
    if (is_max) return c >= 0 ? a : b;
    return c < 0 ? a : b;
}

uint64_t sm5_f64_min(uint64_t a, uint64_t b) { return minmax64(a, b, false); }
uint64_t sm5_f64_max(uint64_t a, uint64_t b) { return minmax64(a, b, true); }

/* Compares (SPEC 1): flush, NaN makes eq/lt/ge false and ne true, +0 == -0. */
static uint32_t mask(bool t) { return t ? 0xFFFFFFFFu : 0u; }

uint32_t sm5_f32_eq(uint32_t a, uint32_t b)
{
    if (sm5_f32_is_nan(a) || sm5_f32_is_nan(b)) return 0;
    return mask(cmp32(sm5_f32_flush(a), sm5_f32_flush(b)) == 0);
}

uint32_t sm5_f32_ne(uint32_t a, uint32_t b)
{
    if (sm5_f32_is_nan(a) || sm5_f32_is_nan(b)) return 0xFFFFFFFFu;
    return mask(cmp32(sm5_f32_flush(a), sm5_f32_flush(b)) != 0);
}

uint32_t sm5_f32_lt(uint32_t a, uint32_t b)
{
    if (sm5_f32_is_nan(a) || sm5_f32_is_nan(b)) return 0;
    return mask(cmp32(sm5_f32_flush(a), sm5_f32_flush(b)) < 0);
}

uint32_t sm5_f32_ge(uint32_t a, uint32_t b)
{
    if (sm5_f32_is_nan(a) || sm5_f32_is_nan(b)) return 0;
    return mask(cmp32(sm5_f32_flush(a), sm5_f32_flush(b)) >= 0);
}

/* |a| truncated to an integer, saturated at 2^32 (returns 2^32 for anything >= 2^32,
 * INF included). a must not be NaN. Denorms and |a| < 1 give 0. */
static uint64_t trunc_mag(uint32_t a)
{
    uint32_t e = (a & F32_EXP) >> 23;
    if (e < 127) return 0;
    if (e >= 127 + 32) return 1ull << 32;
    uint64_t m = (a & F32_FRAC) | 0x800000u;
    int sh = (int)e - 150;   /* value = m * 2^sh */
    return sh >= 0 ? m << sh : m >> -sh;
}

uint32_t sm5_clamp_trunc_i32(bool nan, bool neg, uint64_t mag)
{
    if (nan) return 0;
    if (neg) return mag >= 0x80000000ull ? 0x80000000u : (uint32_t)(0u - (uint32_t)mag);
    return mag >= 0x80000000ull ? 0x7FFFFFFFu : (uint32_t)mag;
}

uint32_t sm5_clamp_trunc_u32(bool nan, bool neg, uint64_t mag)
{
    if (nan || neg) return 0;   /* every negative truncates to 0 or clamps to 0 */
    return mag > 0xFFFFFFFFull ? 0xFFFFFFFFu : (uint32_t)mag;
}

uint32_t sm5_ftoi(uint32_t a)
{
    return sm5_clamp_trunc_i32(sm5_f32_is_nan(a), (a & F32_SIGN) != 0, trunc_mag(a));
}

uint32_t sm5_ftou(uint32_t a)
{
    return sm5_clamp_trunc_u32(sm5_f32_is_nan(a), (a & F32_SIGN) != 0, trunc_mag(a));
}

/* Magnitude to f32 with round to nearest, ties to even. */
static uint32_t u32_to_f32(uint32_t sign, uint32_t mag)
{
    if (mag == 0) return 0;   /* integer 0 is +0 */
    int p = 31;
    while (!((mag >> p) & 1u)) p--;
    uint32_t bits;
    if (p <= 23) {
        bits = ((uint32_t)(127 + p) << 23) + ((mag << (23 - p)) & F32_FRAC);
    } else {
        int sh = p - 23;
        uint32_t keep = mag >> sh, rem = mag & ((1u << sh) - 1u), half = 1u << (sh - 1);
        bits = ((uint32_t)(127 + p) << 23) + (keep & F32_FRAC);
        /* the increment may carry into the exponent, which is the correct result */
        if (rem > half || (rem == half && (keep & 1u))) bits++;
    }
    return sign | bits;
}

uint32_t sm5_itof(uint32_t a)
{
    return (a & F32_SIGN) ? u32_to_f32(F32_SIGN, 0u - a) : u32_to_f32(0, a);
}

uint32_t sm5_utof(uint32_t a) { return u32_to_f32(0, a); }

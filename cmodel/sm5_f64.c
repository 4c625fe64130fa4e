/* Double precision of SPEC 12 (see sm5_f64.h): integer arithmetic only. Every op turns
 * its operands into exact integers times powers of two (denorms included, unnormalised),
 * forms the exact result in 128 bits (or its leading 120+ bits and a sticky bit) and
 * hands it to the shared rounding core sm5_round_f64 (gradual underflow) or, for dtof,
 * sm5_round_f32 (P-15 flush). */
#include "sm5_f64.h"
#include "sm5_policy.h"
#include "sm5_float.h"
#include <stddef.h>

/* This model implements exactly these policy choices (sm5_policy.h). */
_Static_assert(SM5_P25_DRCP_CORRECTLY_ROUNDED, "only the correctly rounded drcp (P-25) is modelled");
_Static_assert(SM5_P26_F32_SIDE_FLUSHED, "only the flushed f32 side of dtof/ftod (P-26) is modelled");

typedef unsigned __int128 u128;

#define F64_SIGN 0x8000000000000000ull
#define F64_INF  0x7FF0000000000000ull
#define F64_FRAC 0x000FFFFFFFFFFFFFull
#define F64_ONE  0x3FF0000000000000ull

static void evor(sm5_aev_t *ev, sm5_aev_t bits) { if (ev) *ev |= bits; }

static int bitlen64(uint64_t v) { return v ? 64 - __builtin_clzll(v) : 0; }
static int bitlen128(u128 v)
{
    uint64_t hi = (uint64_t)(v >> 64);
    return hi ? 64 + bitlen64(hi) : bitlen64((uint64_t)v);
}

/* An operand: class and, for a finite nonzero value (NORMAL here, denorms included),
 * value = mant * 2^exp; a normal has mant in [2^52, 2^53), a denorm mant = its fraction
 * and exp = -1074. */
typedef struct {
    sm5_aclass_t cls;
    bool sign;
    int32_t exp;
    uint64_t mant;
} dparts_t;

static dparts_t din(uint64_t a, sm5_aev_t *ev)
{
    dparts_t p = { SM5_AC_ZERO, (a >> 63) != 0, 0, 0 };
    uint32_t e = (uint32_t)(a >> 52) & 0x7FFu;
    uint64_t f = a & F64_FRAC;
    if (e == 0x7FFu) {
        p.cls = f ? SM5_AC_NAN : SM5_AC_INF;
    } else if (e == 0) {
        if (f) {   /* SPEC 12: a denorm is honoured, never flushed */
            p.cls = SM5_AC_NORMAL;
            p.mant = f;
            p.exp = -1074;
            evor(ev, SM5_AEV_DENORM_IN);
        }
    } else {
        p.cls = SM5_AC_NORMAL;
        p.mant = f | (1ull << 52);
        p.exp = (int32_t)e - 1075;
    }
    return p;
}

static uint64_t nan64(sm5_aev_t *ev)
{
    evor(ev, SM5_AEV_SPECIAL | SM5_AEV_NAN);
    return SM5_P16_F64_NAN;
}

static uint64_t special64(uint64_t bits, sm5_aev_t *ev)
{
    evor(ev, SM5_AEV_SPECIAL);
    return bits;
}

static uint64_t zero64(bool neg) { return neg ? F64_SIGN : 0u; }
static uint64_t inf64(bool neg) { return (neg ? F64_SIGN : 0u) | F64_INF; }

/* A 128-bit exact-or-sticky value cut to the 62 leading bits the rounding core takes
 * (the dropped bits join the sticky bit). */
static sm5_xval_t cut(bool sign, int32_t exp, u128 m, bool sticky)
{
    sm5_xval_t r = { sign, exp, 0, sticky };
    int n = bitlen128(m);
    if (n > 62) {
        int k = n - 62;
        r.sticky = sticky || (m & (((u128)1 << k) - 1)) != 0;
        m >>= k;
        r.exp += k;
    }
    r.mant = (uint64_t)m;
    return r;
}

/* The sum of two exact nonzero values (sa, ma * 2^ea) + (sb, mb * 2^eb), ma, mb < 2^120:
 * exact when the operands overlap, else the leading 124+ bits and a sticky bit. An exact
 * zero (cancellation) comes back with mant 0 and sign + (round to nearest). */
static sm5_xval_t xsum(bool sa, int32_t ea, u128 ma, bool sb, int32_t eb, u128 mb, sm5_aev_t *ev)
{
    /* both leading bits to bit 125 (two bits of headroom) */
    int ka = 126 - bitlen128(ma), kb = 126 - bitlen128(mb);
    ma <<= ka; ea -= ka;
    mb <<= kb; eb -= kb;
    if (ea < eb || (ea == eb && ma < mb)) {   /* a: the larger magnitude */
        bool ts = sa; sa = sb; sb = ts;
        int32_t te = ea; ea = eb; eb = te;
        u128 tm = ma; ma = mb; mb = tm;
    }
    const int64_t d = (int64_t)ea - eb;
    const bool sub = sa != sb;
    u128 r;
    int32_t re;
    bool lost = false;
    if (d <= 1) {
        u128 A = ma << d;   /* < 2^127: exact */
        r = sub ? A - mb : A + mb;
        re = eb;
    } else {
        /* b lies 2+ binades below: its dropped bits are the sticky bit; for a
         * difference a - (bs + f) = (a - bs - 1) + (1 - f), 0 < 1 - f < 1 */
        u128 bs = d >= 128 ? 0 : mb >> d;
        lost = d >= 128 ? true : (mb & (((u128)1 << d) - 1)) != 0;
        r = sub ? ma - bs - (lost ? 1u : 0u) : ma + bs;
        re = ea;
    }
    if (r == 0) {
        evor(ev, SM5_AEV_CANCEL);
        sm5_xval_t z = { false, 0, 0, false };
        return z;
    }
    if (sub && (int64_t)ea + 125 - ((int64_t)re + bitlen128(r) - 1) >= 2) evor(ev, SM5_AEV_MASSCANCEL);
    return cut(sa, re, r, lost);
}

/* ---------------------------------------------------------------- dadd, dmul, dfma */

uint64_t sm5_f64_add(uint64_t a, uint64_t b, sm5_aev_t *ev)
{
    dparts_t x = din(a, ev), y = din(b, ev);
    if (x.cls == SM5_AC_NAN || y.cls == SM5_AC_NAN) return nan64(ev);
    if (x.cls == SM5_AC_INF || y.cls == SM5_AC_INF) {
        if (x.cls == SM5_AC_INF && y.cls == SM5_AC_INF && x.sign != y.sign) return nan64(ev);   /* INF - INF */
        return special64(inf64(x.cls == SM5_AC_INF ? x.sign : y.sign), ev);
    }
    if (x.cls == SM5_AC_ZERO && y.cls == SM5_AC_ZERO)
        return special64(zero64(x.sign && y.sign), ev);   /* -0 + -0 = -0, else +0 */
    if (x.cls == SM5_AC_ZERO) return special64(b, ev);    /* 0 + y = y (a denorm too) */
    if (y.cls == SM5_AC_ZERO) return special64(a, ev);
    sm5_xval_t r = xsum(x.sign, x.exp, x.mant, y.sign, y.exp, y.mant, ev);
    return sm5_round_f64(&r, ev);
}

uint64_t sm5_f64_mul(uint64_t a, uint64_t b, sm5_aev_t *ev)
{
    dparts_t x = din(a, ev), y = din(b, ev);
    bool s = x.sign != y.sign;
    if (x.cls == SM5_AC_NAN || y.cls == SM5_AC_NAN) return nan64(ev);
    if (x.cls == SM5_AC_INF || y.cls == SM5_AC_INF) {
        if (x.cls == SM5_AC_ZERO || y.cls == SM5_AC_ZERO) return nan64(ev);   /* INF * 0 */
        return special64(inf64(s), ev);
    }
    if (x.cls == SM5_AC_ZERO || y.cls == SM5_AC_ZERO) return special64(zero64(s), ev);
    sm5_xval_t r = cut(s, x.exp + y.exp, (u128)x.mant * y.mant, false);   /* exact product */
    return sm5_round_f64(&r, ev);
}

uint64_t sm5_f64_fma(uint64_t a, uint64_t b, uint64_t c, sm5_aev_t *ev)
{
    dparts_t x = din(a, ev), y = din(b, ev), z = din(c, ev);
    bool sp = x.sign != y.sign;   /* sign of the product */
    if (x.cls == SM5_AC_NAN || y.cls == SM5_AC_NAN || z.cls == SM5_AC_NAN) return nan64(ev);
    if (x.cls == SM5_AC_INF || y.cls == SM5_AC_INF) {
        if (x.cls == SM5_AC_ZERO || y.cls == SM5_AC_ZERO) return nan64(ev);   /* INF * 0 */
        if (z.cls == SM5_AC_INF && z.sign != sp) return nan64(ev);            /* INF - INF */
        return special64(inf64(sp), ev);
    }
    if (z.cls == SM5_AC_INF) return special64(inf64(z.sign), ev);
    if (x.cls == SM5_AC_ZERO || y.cls == SM5_AC_ZERO) {
        if (z.cls == SM5_AC_ZERO) return special64(zero64(sp && z.sign), ev);   /* +-0 + +-0 */
        return special64(c, ev);                                                /* 0 + c = c */
    }
    u128 pm = (u128)x.mant * y.mant;   /* exact product, < 2^106 */
    int32_t pe = x.exp + y.exp;
    sm5_xval_t r;
    if (z.cls == SM5_AC_ZERO) r = cut(sp, pe, pm, false);   /* one rounding of the product */
    else r = xsum(sp, pe, pm, z.sign, z.exp, z.mant, ev);
    return sm5_round_f64(&r, ev);
}

/* ---------------------------------------------------------------- ddiv, drcp */

/* mant to [2^52, 2^53) (a denorm's leading zeros into the exponent) */
static void norm53(dparts_t *p)
{
    int k = 53 - bitlen64(p->mant);
    p->mant <<= k;
    p->exp -= k;
}

uint64_t sm5_f64_div(uint64_t a, uint64_t b, sm5_aev_t *ev)
{
    dparts_t x = din(a, ev), y = din(b, ev);
    bool s = x.sign != y.sign;
    if (x.cls == SM5_AC_NAN || y.cls == SM5_AC_NAN) return nan64(ev);
    if (x.cls == SM5_AC_INF) {
        if (y.cls == SM5_AC_INF) return nan64(ev);             /* INF / INF */
        return special64(inf64(s), ev);                        /* INF / x, INF / 0 */
    }
    if (y.cls == SM5_AC_INF) return special64(zero64(s), ev);  /* x / INF, 0 / INF */
    if (y.cls == SM5_AC_ZERO) {
        if (x.cls == SM5_AC_ZERO) return nan64(ev);            /* 0 / 0 */
        return special64(inf64(s), ev);                        /* x / +-0: sign xor */
    }
    if (x.cls == SM5_AC_ZERO) return special64(zero64(s), ev);
    norm53(&x);
    norm53(&y);
    /* (mx << 62) / my: 62 or 63 quotient bits; the remainder is the sticky bit */
    u128 num = (u128)x.mant << 62;
    sm5_xval_t r = { s, x.exp - 62 - y.exp, (uint64_t)(num / y.mant), (num % y.mant) != 0 };
    return sm5_round_f64(&r, ev);
}

uint64_t sm5_f64_rcp(uint64_t a, sm5_aev_t *ev) { return sm5_f64_div(F64_ONE, a, ev); }

/* ---------------------------------------------------------------- compares */

static bool is_nan64(uint64_t a) { return (a & ~F64_SIGN) > F64_INF; }

/* Order of non-NaN patterns with +0 == -0: -1, 0, 1. */
static int cmp64(uint64_t a, uint64_t b)
{
    uint64_t ma = a & ~F64_SIGN, mb = b & ~F64_SIGN;
    if (ma == 0 && mb == 0) return 0;
    bool na = (a & F64_SIGN) != 0, nb = (b & F64_SIGN) != 0;
    if (na != nb) return na ? -1 : 1;
    if (ma == mb) return 0;
    return ((ma < mb) != na) ? -1 : 1;
}

static uint32_t tf(bool t) { return t ? 0xFFFFFFFFu : 0u; }

uint32_t sm5_f64_eq(uint64_t a, uint64_t b) { return tf(!is_nan64(a) && !is_nan64(b) && cmp64(a, b) == 0); }
uint32_t sm5_f64_ge(uint64_t a, uint64_t b) { return tf(!is_nan64(a) && !is_nan64(b) && cmp64(a, b) >= 0); }
uint32_t sm5_f64_lt(uint64_t a, uint64_t b) { return tf(!is_nan64(a) && !is_nan64(b) && cmp64(a, b) < 0); }
uint32_t sm5_f64_ne(uint64_t a, uint64_t b) { return tf(is_nan64(a) || is_nan64(b) || cmp64(a, b) != 0); }

/* ---------------------------------------------------------------- conversions */

uint32_t sm5_dtof(uint64_t a, sm5_aev_t *ev)
{
    dparts_t x = din(a, ev);
    uint32_t s = x.sign ? 0x80000000u : 0u;
    if (x.cls == SM5_AC_NAN) {
        evor(ev, SM5_AEV_SPECIAL | SM5_AEV_NAN);
        return SM5_P16_F32_NAN;
    }
    if (x.cls == SM5_AC_INF) { evor(ev, SM5_AEV_SPECIAL); return s | 0x7F800000u; }
    if (x.cls == SM5_AC_ZERO) { evor(ev, SM5_AEV_SPECIAL); return s; }
    /* P-26: 24 bits, unbounded exponent, then the SPEC 1 flush (as P-15) or +-INF */
    sm5_xval_t r = { x.sign, x.exp, x.mant, false };
    return sm5_round_f32(&r, ev);
}

uint64_t sm5_ftod(uint32_t a, sm5_aev_t *ev)
{
    sm5_f32_parts_t p = sm5_f32_unpack(a);
    uint64_t s = p.sign ? F64_SIGN : 0u;
    switch (p.cls) {
    case SM5_AC_NAN: return nan64(ev);
    case SM5_AC_INF: return special64(s | F64_INF, ev);
    case SM5_AC_ZERO:
        if (p.was_denorm) evor(ev, SM5_AEV_DAZ);   /* P-26: an f32 denorm is a zero */
        return special64(s, ev);
    default:
        evor(ev, SM5_AEV_EXACT);
        /* value = mant * 2^exp with mant in [2^23, 2^24): exponent exp + 23 */
        return s | ((uint64_t)(p.exp + 23 + 1023) << 52) | ((uint64_t)(p.mant & 0x7FFFFFu) << 29);
    }
}

/* |a| truncated to an integer, saturated at 2^32 (INF too); a not NaN. */
static uint64_t trunc_mag64(uint64_t a)
{
    uint32_t e = (uint32_t)(a >> 52) & 0x7FFu;
    if (e < 1023) return 0;                       /* |a| < 1, zeros, denorms */
    if (e >= 1023 + 32) return 1ull << 32;
    uint64_t m = (a & F64_FRAC) | (1ull << 52);
    return m >> (1075 - e);                       /* e <= 1054: a right shift of 21..52 */
}

uint32_t sm5_dtoi(uint64_t a)
{
    return sm5_clamp_trunc_i32(is_nan64(a), (a & F64_SIGN) != 0, trunc_mag64(a));
}

uint32_t sm5_dtou(uint64_t a)
{
    return sm5_clamp_trunc_u32(is_nan64(a), (a & F64_SIGN) != 0, trunc_mag64(a));
}

/* A magnitude below 2^32 as a double (exact: 32 bits fit in 53). */
static uint64_t mag_to_f64(bool neg, uint64_t mag)
{
    if (mag == 0) return 0;   /* integer 0 is +0 */
    int n = bitlen64(mag);
    return (neg ? F64_SIGN : 0u) | ((uint64_t)(n - 1 + 1023) << 52) | ((mag << (53 - n)) & F64_FRAC);
}

uint64_t sm5_itod(uint32_t a)
{
    bool neg = (a & 0x80000000u) != 0;
    return mag_to_f64(neg, neg ? (uint64_t)(0u - a) : a);
}

uint64_t sm5_utod(uint32_t a) { return mag_to_f64(false, a); }

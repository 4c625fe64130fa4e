/* Arithmetic of SPEC 10 (see sm5_arith.h): integer arithmetic only. Every float op
 * reduces its operands to exact integers times powers of two, forms the exact result
 * (or its leading 60+ bits plus a sticky bit) and hands it to one rounding core. */
#include "sm5_arith.h"
#include "sm5_policy.h"
#include <stddef.h>

/* This model implements exactly these policy choices; a change in sm5_policy.h must
 * come with a change here (and in rtl/). */
_Static_assert(SM5_P15_FLUSH_AFTER_ROUNDING, "only the flush-after-rounding P-15 is modelled");
_Static_assert(SM5_P17_MAD_FUSED, "only the fused mad (P-17) is modelled");
_Static_assert(SM5_P18_DP_FUSED_CHAIN, "only the fused dp chain (P-18) is modelled");
_Static_assert(SM5_P19_DIV_CORRECTLY_ROUNDED, "only the correctly rounded div (P-19) is modelled");
_Static_assert(SM5_P20_SQRT_CORRECTLY_ROUNDED, "only the correctly rounded sqrt (P-20) is modelled");

#define F32_SIGN 0x80000000u
#define F32_INF  0x7F800000u

static void evor(sm5_aev_t *ev, sm5_aev_t bits) { if (ev) *ev |= bits; }

static int bitlen64(uint64_t v) { return v ? 64 - __builtin_clzll(v) : 0; }

/* ---------------------------------------------------------------- rounding core */

/* Round-to-nearest-even of x to p significant bits. emin / emax: exponents of the
 * smallest / largest normal binade, width: 32 or 64. flush: P-15 (a result below 2^emin
 * after rounding with an unbounded exponent becomes a signed zero); otherwise gradual
 * underflow (rounding at the denorm quantum). */
static uint64_t round_core(const sm5_xval_t *x, int p, int emin, int emax, int width, bool flush,
                           sm5_aev_t *ev)
{
    const uint64_t sign = x->sign ? 1ull << (width - 1) : 0;
    if (x->mant == 0) {   /* exact zero: the caller chose its sign */
        evor(ev, SM5_AEV_EXACT);
        return sign;
    }
    const int n = bitlen64(x->mant);
    const int64_t e_msb = (int64_t)x->exp + n - 1;      /* value in [2^e_msb, 2^(e_msb+1)) */
    const bool sub = !flush && e_msb < emin;            /* gradual underflow: denorm quantum */
    int64_t lsb = sub ? (int64_t)emin - (p - 1) : e_msb - (p - 1);
    const int64_t shift = lsb - x->exp;                 /* bits below the kept LSB */
    uint64_t kept;
    bool up = false;
    sm5_aev_t dir;
    if (shift <= 0) {
        /* fits: exact (a sticky here would break the contract; it is ignored) */
        kept = x->mant << -shift;
        dir = x->sticky ? SM5_AEV_RND_DOWN : SM5_AEV_EXACT;
    } else {
        bool below, tie, exact;
        if (shift > 64) {
            kept = 0;
            below = true;           /* mant < 2^64 <= half */
            tie = exact = false;
        } else {
            uint64_t rem = shift == 64 ? x->mant : x->mant & ((1ull << shift) - 1);
            uint64_t half = 1ull << (shift - 1);
            kept = shift == 64 ? 0 : x->mant >> shift;
            exact = rem == 0 && !x->sticky;
            below = rem < half;     /* with the sticky bit: still below half */
            tie = rem == half && !x->sticky;
        }
        if (exact) dir = SM5_AEV_EXACT;
        else if (below) dir = SM5_AEV_RND_DOWN;
        else if (tie) { up = kept & 1u; dir = up ? SM5_AEV_TIE_UP : SM5_AEV_TIE_EVEN; }
        else { up = true; dir = SM5_AEV_RND_UP; }
    }
    evor(ev, dir);
    kept += up;
    if (sub) {
        /* denorm (or, when it reached 2^(p-1), the smallest normal: the exponent field
         * becomes 1 by itself) */
        if (kept == 1ull << (p - 1)) evor(ev, SM5_AEV_TO_MIN);
        else if (kept != 0) evor(ev, SM5_AEV_DENORM_OUT);
        else evor(ev, SM5_AEV_UNDER_ZERO);
        return sign | kept;
    }
    if (kept == 1ull << p) {   /* carry out of the significand */
        kept >>= 1;
        lsb++;
    }
    const int64_t e_res = lsb + (p - 1);
    if (e_res < emin) {        /* P-15: below the smallest normal after rounding */
        evor(ev, SM5_AEV_FLUSH);
        return sign;
    }
    if (e_msb < emin) evor(ev, SM5_AEV_TO_MIN);   /* rounded up to 2^emin: stays */
    if (e_res > emax) {
        evor(ev, SM5_AEV_OVERFLOW);
        return sign | ((((1ull << (width - p)) - 1)) << (p - 1));   /* +-INF */
    }
    const uint64_t frac = kept & ((1ull << (p - 1)) - 1);
    return sign | ((uint64_t)(e_res + emax) << (p - 1)) | frac;
}

uint32_t sm5_round_f32(const sm5_xval_t *x, sm5_aev_t *ev)
{
    return (uint32_t)round_core(x, 24, -126, 127, 32, true, ev);
}

uint64_t sm5_round_f64(const sm5_xval_t *x, sm5_aev_t *ev)
{
    return round_core(x, 53, -1022, 1023, 64, false, ev);
}

/* ---------------------------------------------------------------- operands */

sm5_f32_parts_t sm5_f32_unpack(uint32_t a)
{
    sm5_f32_parts_t p = { SM5_AC_ZERO, (a >> 31) != 0, 0, 0, false };
    uint32_t e = (a >> 23) & 0xFFu, f = a & 0x7FFFFFu;
    if (e == 0xFFu) {
        p.cls = f ? SM5_AC_NAN : SM5_AC_INF;
    } else if (e == 0) {
        p.cls = SM5_AC_ZERO;           /* SPEC 1: a denorm input is a zero of its sign */
        p.was_denorm = f != 0;
    } else {
        p.cls = SM5_AC_NORMAL;
        p.mant = f | 0x800000u;
        p.exp = (int32_t)e - 150;
    }
    return p;
}

static sm5_f32_parts_t in(uint32_t a, sm5_aev_t *ev)
{
    sm5_f32_parts_t p = sm5_f32_unpack(a);
    if (p.was_denorm) evor(ev, SM5_AEV_DAZ);
    return p;
}

static uint32_t nan32(sm5_aev_t *ev)
{
    evor(ev, SM5_AEV_SPECIAL | SM5_AEV_NAN);
    return SM5_P16_F32_NAN;
}

static uint32_t special(uint32_t bits, sm5_aev_t *ev)
{
    evor(ev, SM5_AEV_SPECIAL);
    return bits;
}

static uint32_t zero32(bool neg) { return neg ? F32_SIGN : 0u; }
static uint32_t inf32(bool neg) { return (neg ? F32_SIGN : 0u) | F32_INF; }
/* a normal operand rebuilt from its parts (the input bits, since it is not a denorm) */
static uint32_t pack_normal(const sm5_f32_parts_t *p)
{
    return (p->sign ? F32_SIGN : 0u) | ((uint32_t)(p->exp + 150) << 23) | (p->mant & 0x7FFFFFu);
}

/* The exact sum of two exact nonzero values (sa, ma * 2^ea) + (sb, mb * 2^eb), with
 * ma, mb < 2^62, as an sm5_xval_t: exact when the operands overlap, else the leading 60+
 * bits and a sticky bit. A zero result (exact cancellation) has mant 0; its sign is left
 * to the caller (round to nearest gives +0). */
static sm5_xval_t xadd(bool sa, int32_t ea, uint64_t ma, bool sb, int32_t eb, uint64_t mb,
                       sm5_aev_t *ev)
{
    /* both leading bits to bit 61 (two bits of headroom for the sum) */
    int ka = 62 - bitlen64(ma), kb = 62 - bitlen64(mb);
    ma <<= ka; ea -= ka;
    mb <<= kb; eb -= kb;
    if (ea < eb || (ea == eb && ma < mb)) {   /* a: the larger magnitude */
        bool ts = sa; sa = sb; sb = ts;
        int32_t te = ea; ea = eb; eb = te;
        uint64_t tm = ma; ma = mb; mb = tm;
    }
    const int64_t d = (int64_t)ea - eb;
    const bool sub = sa != sb;
    sm5_xval_t r = { sa, 0, 0, false };
    if (d <= 1) {
        /* overlap: exact in 64 bits (ma << 1 < 2^63) */
        uint64_t A = ma << d;
        r.exp = eb;
        r.mant = sub ? A - mb : A + mb;
    } else {
        /* b lies 2+ binades below: b's dropped bits become the sticky bit. For a
         * difference, a - (bs + f) = (a - bs - 1) + (1 - f) with 0 < 1 - f < 1. */
        uint64_t bs = d >= 64 ? 0 : mb >> d;
        bool lost = d >= 64 ? true : (mb & ((1ull << d) - 1)) != 0;
        r.exp = ea;
        r.mant = sub ? ma - bs - (lost ? 1u : 0u) : ma + bs;
        r.sticky = lost;
    }
    if (r.mant == 0) {
        evor(ev, SM5_AEV_CANCEL);
        r.sign = false;
    } else if (sub && (int64_t)ea + 61 - ((int64_t)r.exp + bitlen64(r.mant) - 1) >= 2) {
        evor(ev, SM5_AEV_MASSCANCEL);
    }
    return r;
}

/* ---------------------------------------------------------------- add, mul, fma */

uint32_t sm5_f32_add(uint32_t a, uint32_t b, sm5_aev_t *ev)
{
    sm5_f32_parts_t x = in(a, ev), y = in(b, ev);
    if (x.cls == SM5_AC_NAN || y.cls == SM5_AC_NAN) return nan32(ev);
    if (x.cls == SM5_AC_INF || y.cls == SM5_AC_INF) {
        if (x.cls == SM5_AC_INF && y.cls == SM5_AC_INF && x.sign != y.sign) return nan32(ev);  /* INF - INF */
        return special(inf32(x.cls == SM5_AC_INF ? x.sign : y.sign), ev);
    }
    if (x.cls == SM5_AC_ZERO && y.cls == SM5_AC_ZERO)
        return special(zero32(x.sign && y.sign), ev);   /* -0 + -0 = -0, else +0 */
    if (x.cls == SM5_AC_ZERO) return special(pack_normal(&y), ev);   /* 0 + y = y */
    if (y.cls == SM5_AC_ZERO) return special(pack_normal(&x), ev);
    sm5_xval_t r = xadd(x.sign, x.exp, x.mant, y.sign, y.exp, y.mant, ev);
    return sm5_round_f32(&r, ev);
}

uint32_t sm5_f32_mul(uint32_t a, uint32_t b, sm5_aev_t *ev)
{
    sm5_f32_parts_t x = in(a, ev), y = in(b, ev);
    bool s = x.sign != y.sign;
    if (x.cls == SM5_AC_NAN || y.cls == SM5_AC_NAN) return nan32(ev);
    if (x.cls == SM5_AC_INF || y.cls == SM5_AC_INF) {
        if (x.cls == SM5_AC_ZERO || y.cls == SM5_AC_ZERO) return nan32(ev);   /* INF * 0 */
        return special(inf32(s), ev);
    }
    if (x.cls == SM5_AC_ZERO || y.cls == SM5_AC_ZERO) return special(zero32(s), ev);
    sm5_xval_t r = { s, x.exp + y.exp, (uint64_t)x.mant * y.mant, false };   /* exact, 48 bits */
    return sm5_round_f32(&r, ev);
}

uint32_t sm5_f32_fma(uint32_t a, uint32_t b, uint32_t c, sm5_aev_t *ev)
{
    sm5_f32_parts_t x = in(a, ev), y = in(b, ev), z = in(c, ev);
    bool sp = x.sign != y.sign;   /* sign of the product */
    if (x.cls == SM5_AC_NAN || y.cls == SM5_AC_NAN || z.cls == SM5_AC_NAN) return nan32(ev);
    if (x.cls == SM5_AC_INF || y.cls == SM5_AC_INF) {
        if (x.cls == SM5_AC_ZERO || y.cls == SM5_AC_ZERO) return nan32(ev);          /* INF * 0 */
        if (z.cls == SM5_AC_INF && z.sign != sp) return nan32(ev);                   /* INF - INF */
        return special(inf32(sp), ev);
    }
    if (z.cls == SM5_AC_INF) return special(inf32(z.sign), ev);
    if (x.cls == SM5_AC_ZERO || y.cls == SM5_AC_ZERO) {
        if (z.cls == SM5_AC_ZERO) return special(zero32(sp && z.sign), ev);   /* +-0 + +-0 */
        return special(pack_normal(&z), ev);                                    /* 0 + c = c */
    }
    uint64_t pm = (uint64_t)x.mant * y.mant;   /* exact product, < 2^48 */
    int32_t pe = x.exp + y.exp;
    if (z.cls == SM5_AC_ZERO) {
        /* one rounding of the product (it keeps its sign even when it flushes) */
        sm5_xval_t r = { sp, pe, pm, false };
        return sm5_round_f32(&r, ev);
    }
    sm5_xval_t r = xadd(sp, pe, pm, z.sign, z.exp, z.mant, ev);
    return sm5_round_f32(&r, ev);
}

uint32_t sm5_f32_dp(int n, const uint32_t a[], const uint32_t b[], sm5_aev_t *ev)
{
    uint32_t t = sm5_f32_mul(a[0], b[0], ev);
    for (int i = 1; i < n && i < 4; i++) t = sm5_f32_fma(a[i], b[i], t, ev);
    return t;
}

/* ---------------------------------------------------------------- div, sqrt */

uint32_t sm5_f32_div(uint32_t a, uint32_t b, sm5_aev_t *ev)
{
    sm5_f32_parts_t x = in(a, ev), y = in(b, ev);
    bool s = x.sign != y.sign;
    if (x.cls == SM5_AC_NAN || y.cls == SM5_AC_NAN) return nan32(ev);
    if (x.cls == SM5_AC_INF) {
        if (y.cls == SM5_AC_INF) return nan32(ev);          /* INF / INF */
        return special(inf32(s), ev);                       /* INF / x, INF / 0 */
    }
    if (y.cls == SM5_AC_INF) return special(zero32(s), ev); /* x / INF, 0 / INF */
    if (y.cls == SM5_AC_ZERO) {
        if (x.cls == SM5_AC_ZERO) return nan32(ev);         /* 0 / 0 */
        return special(inf32(s), ev);                       /* x / +-0: sign xor */
    }
    if (x.cls == SM5_AC_ZERO) return special(zero32(s), ev);
    /* (ma << 40) / mb: a quotient of 40 or 41 bits; the remainder is the sticky bit */
    uint64_t num = (uint64_t)x.mant << 40;
    sm5_xval_t r = { s, x.exp - 40 - y.exp, num / y.mant, (num % y.mant) != 0 };
    return sm5_round_f32(&r, ev);
}

/* floor(sqrt(v)) and the remainder v - root^2, bit by bit */
static uint64_t isqrt64(uint64_t v, uint64_t *rem)
{
    uint64_t root = 0, bit = 1ull << 62;
    while (bit > v) bit >>= 2;
    while (bit) {
        if (v >= root + bit) {
            v -= root + bit;
            root = (root >> 1) + bit;
        } else {
            root >>= 1;
        }
        bit >>= 2;
    }
    *rem = v;
    return root;
}

uint32_t sm5_f32_sqrt(uint32_t a, sm5_aev_t *ev)
{
    sm5_f32_parts_t x = in(a, ev);
    if (x.cls == SM5_AC_NAN) return nan32(ev);
    if (x.cls == SM5_AC_ZERO) return special(zero32(x.sign), ev);   /* sqrt(-0) = -0 */
    if (x.sign) return nan32(ev);                                    /* sqrt(-F), sqrt(-INF) */
    if (x.cls == SM5_AC_INF) return special(F32_INF, ev);
    uint64_t m = x.mant;
    int32_t e = x.exp;
    if (e & 1) { m <<= 1; e -= 1; }   /* an even exponent halves exactly */
    uint64_t rem;
    uint64_t root = isqrt64(m << 38, &rem);   /* < 2^63, root >= 2^30 */
    sm5_xval_t r = { false, (e - 38) / 2, root, rem != 0 };
    return sm5_round_f32(&r, ev);
}

/* ---------------------------------------------------------------- round_*, frc */

enum { RND_NE, RND_NI, RND_PI, RND_Z };

/* |x| rounded to an integer in the given mode, for a normal x with |x| < 2^23
 * (x.exp < 0); sets the events of that integer rounding. */
static uint32_t int_mag(const sm5_f32_parts_t *x, int mode, sm5_aev_t *ev)
{
    int sh = -x->exp;                               /* 1 .. 149 fraction bits */
    uint64_t m = x->mant;
    uint64_t ip = sh >= 64 ? 0 : m >> sh;
    uint64_t frac = sh >= 64 ? m : m & ((1ull << sh) - 1);
    bool frac_gt_half = sh > 64 ? false : sh == 64 ? frac > (1ull << 63) : frac > (1ull << (sh - 1));
    bool frac_is_half = sh <= 64 && frac == (1ull << (sh - 1));
    bool up;
    if (frac == 0) { evor(ev, SM5_AEV_EXACT); return (uint32_t)ip; }
    switch (mode) {
    case RND_NE:
        if (frac_is_half) { up = ip & 1u; evor(ev, up ? SM5_AEV_TIE_UP : SM5_AEV_TIE_EVEN); }
        else { up = frac_gt_half; evor(ev, up ? SM5_AEV_RND_UP : SM5_AEV_RND_DOWN); }
        break;
    case RND_NI: up = x->sign; evor(ev, up ? SM5_AEV_RND_UP : SM5_AEV_RND_DOWN); break;
    case RND_PI: up = !x->sign; evor(ev, up ? SM5_AEV_RND_UP : SM5_AEV_RND_DOWN); break;
    default: up = false; evor(ev, SM5_AEV_RND_DOWN); break;
    }
    return (uint32_t)(ip + up);
}

static uint32_t round_mode(uint32_t a, int mode, sm5_aev_t *ev)
{
    sm5_f32_parts_t x = in(a, ev);
    if (x.cls == SM5_AC_NAN) return nan32(ev);
    if (x.cls == SM5_AC_INF) return special(inf32(x.sign), ev);     /* INF stays */
    if (x.cls == SM5_AC_ZERO) return special(zero32(x.sign), ev);   /* sign kept */
    if (x.exp >= 0) {   /* |x| >= 2^23: already an integer */
        evor(ev, SM5_AEV_EXACT);
        return pack_normal(&x);
    }
    uint32_t n = int_mag(&x, mode, ev);
    if (n == 0) return zero32(x.sign);   /* a zero result keeps the input's sign */
    sm5_xval_t r = { x.sign, 0, n, false };
    return sm5_round_f32(&r, NULL);      /* exact: n <= 2^23 */
}

uint32_t sm5_f32_round_ne(uint32_t a, sm5_aev_t *ev) { return round_mode(a, RND_NE, ev); }
uint32_t sm5_f32_round_ni(uint32_t a, sm5_aev_t *ev) { return round_mode(a, RND_NI, ev); }
uint32_t sm5_f32_round_pi(uint32_t a, sm5_aev_t *ev) { return round_mode(a, RND_PI, ev); }
uint32_t sm5_f32_round_z(uint32_t a, sm5_aev_t *ev) { return round_mode(a, RND_Z, ev); }

uint32_t sm5_f32_frc(uint32_t a, sm5_aev_t *ev)
{
    sm5_f32_parts_t x = in(a, ev);
    if (x.cls == SM5_AC_NAN || x.cls == SM5_AC_INF) return nan32(ev);   /* frc(+-INF) = NaN */
    if (x.cls == SM5_AC_ZERO) return special(0u, ev);                   /* zeros, denorms: +0 */
    if (x.exp >= 0) {   /* an integer: x - x = +0 */
        evor(ev, SM5_AEV_EXACT | SM5_AEV_CANCEL);
        return 0u;
    }
    /* x - round_ni(x) exactly, then one rounding */
    uint32_t fl = int_mag(&x, RND_NI, NULL);   /* |round_ni(x)| */
    sm5_xval_t r;
    if (fl == 0) {
        r = (sm5_xval_t){ false, x.exp, x.mant, false };   /* 0 <= x < 1: x itself */
    } else {
        r = xadd(x.sign, x.exp, x.mant, !x.sign, 0, fl, ev);
        r.sign = false;   /* x - floor(x) >= 0 */
    }
    uint32_t v = sm5_round_f32(&r, ev);
    /* P-21: never 1.0 (both are positive patterns, which order like their values) */
    return v > SM5_P21_FRC_MAX ? SM5_P21_FRC_MAX : v;
}

/* ---------------------------------------------------------------- integer */

static int64_t sext32(uint32_t v) { return (int64_t)(v ^ 0x80000000u) - 0x80000000ll; }

void sm5_imul(uint32_t a, uint32_t b, uint32_t *hi, uint32_t *lo)
{
    uint64_t p = (uint64_t)(sext32(a) * sext32(b));   /* |product| <= 2^62: no overflow */
    *hi = (uint32_t)(p >> 32);
    *lo = (uint32_t)p;
}

void sm5_umul(uint32_t a, uint32_t b, uint32_t *hi, uint32_t *lo)
{
    uint64_t p = (uint64_t)a * b;
    *hi = (uint32_t)(p >> 32);
    *lo = (uint32_t)p;
}

/* the low 32 bits of a product and a sum do not depend on signedness */
uint32_t sm5_imad(uint32_t a, uint32_t b, uint32_t c) { return a * b + c; }
uint32_t sm5_umad(uint32_t a, uint32_t b, uint32_t c) { return a * b + c; }

void sm5_udiv(uint32_t a, uint32_t b, uint32_t *q, uint32_t *r)
{
    if (b == 0) { *q = 0xFFFFFFFFu; *r = 0xFFFFFFFFu; return; }
    *q = a / b;
    *r = a % b;
}

void sm5_uaddc(uint32_t a, uint32_t b, uint32_t *sum, uint32_t *carry)
{
    *sum = a + b;
    *carry = *sum < a ? 1u : 0u;
}

void sm5_usubb(uint32_t a, uint32_t b, uint32_t *diff, uint32_t *borrow)
{
    *diff = a - b;
    *borrow = a < b ? 1u : 0u;
}

uint32_t sm5_msad(uint32_t ref, uint32_t src, uint32_t accum)
{
    uint64_t s = accum;
    for (int i = 0; i < 32; i += 8) {
        uint32_t r = (ref >> i) & 0xFFu, v = (src >> i) & 0xFFu;
        if (r) s += r > v ? r - v : v - r;   /* a zero reference byte is masked */
    }
    _Static_assert(SM5_P22_MSAD_SATURATES, "only the saturating msad (P-22) is modelled");
    return s > 0xFFFFFFFFull ? 0xFFFFFFFFu : (uint32_t)s;
}

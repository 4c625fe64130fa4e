/* Expectation matching (see sm5_expect.h). The abs form compares real values exactly:
 * both values become integers in units of 2^-1074 (every f32 and f64 value is one) and
 * the decimal bound m * 10^e10 is scaled to the same units with a small fixed-size
 * big integer, so no binary rounding of the bound or of the difference can flip a
 * verdict. */
#include "sm5_expect.h"
#include <stdio.h>
#include <string.h>

/* ---------------------------------------------------------------- patterns */

static bool is_nan_w(uint64_t v, int width)
{
    switch (width) {
    case 64: return (v & 0x7FFFFFFFFFFFFFFFull) > 0x7FF0000000000000ull;
    case 16: return (v & 0x7FFFu) > 0x7C00u;
    case 11: return (v & 0x7FFu) > 0x7C0u;
    case 10: return (v & 0x3FFu) > 0x3E0u;
    default: return (v & 0x7FFFFFFFu) > 0x7F800000u;
    }
}

static bool is_inf_w(uint64_t v, int width)
{
    return width == 64 ? (v & 0x7FFFFFFFFFFFFFFFull) == 0x7FF0000000000000ull
                       : (v & 0x7FFFFFFFu) == 0x7F800000u;
}

static uint64_t sign_w(int width) { return width == 64 ? 1ull << 63 : 1ull << 31; }

uint64_t sm5_ulp_distance(uint64_t a, uint64_t b, int width)
{
    if (is_nan_w(a, width) || is_nan_w(b, width)) return UINT64_MAX;
    uint64_t s = sign_w(width);
    /* sign-magnitude to a monotone integer; +0 and -0 both map to 0 */
    int64_t ka = (a & s) ? -(int64_t)(a & ~s) : (int64_t)a;
    int64_t kb = (b & s) ? -(int64_t)(b & ~s) : (int64_t)b;
    /* the true difference is below 2^64: unsigned wrap-around gives it exactly */
    return ka >= kb ? (uint64_t)ka - (uint64_t)kb : (uint64_t)kb - (uint64_t)ka;
}

/* ---------------------------------------------------------------- exact abs compare */

#define BIG_W 128   /* 4096 bits: 2^1024 * 2^1074 * 10^340 fits */
typedef struct { uint32_t w[BIG_W]; } big_t;

static void big_shifted(big_t *b, uint64_t m, int sh)   /* b = m << sh */
{
    memset(b, 0, sizeof *b);
    for (int i = 0; i < 64; i++)
        if ((m >> i) & 1u) {
            int bit = sh + i;
            if (bit < 32 * BIG_W) b->w[bit / 32] |= 1u << (bit % 32);
        }
}

static int big_cmp(const big_t *a, const big_t *b)
{
    for (int i = BIG_W - 1; i >= 0; i--)
        if (a->w[i] != b->w[i]) return a->w[i] < b->w[i] ? -1 : 1;
    return 0;
}

static void big_add(big_t *r, const big_t *a, const big_t *b)
{
    uint64_t c = 0;
    for (int i = 0; i < BIG_W; i++) {
        c += (uint64_t)a->w[i] + b->w[i];
        r->w[i] = (uint32_t)c;
        c >>= 32;
    }
}

static void big_sub(big_t *r, const big_t *a, const big_t *b)   /* a >= b */
{
    int64_t c = 0;
    for (int i = 0; i < BIG_W; i++) {
        c += (int64_t)a->w[i] - (int64_t)b->w[i];
        r->w[i] = (uint32_t)c;
        c = c < 0 ? -1 : 0;
    }
}

static void big_mul10(big_t *a)
{
    uint64_t c = 0;
    for (int i = 0; i < BIG_W; i++) {
        c += (uint64_t)a->w[i] * 10u;
        a->w[i] = (uint32_t)c;
        c >>= 32;
    }
}

/* |v| in units of 2^-1074 */
static void big_mag(big_t *b, uint64_t v, int width)
{
    uint64_t m;
    int e;
    if (width == 64) {
        int E = (int)((v >> 52) & 0x7FF);
        m = v & 0xFFFFFFFFFFFFFull;
        if (E) { m |= 1ull << 52; e = E - 1075; } else e = -1074;
    } else {
        int E = (int)((v >> 23) & 0xFF);
        m = v & 0x7FFFFF;
        if (E) { m |= 1u << 23; e = E - 150; } else e = -149;
    }
    big_shifted(b, m, e + 1074);
}

bool sm5_abs_within(uint64_t a, uint64_t b, int width, uint64_t m, int e10)
{
    uint64_t s = sign_w(width);
    big_t ma, mb, d, bound;
    big_mag(&ma, a, width);
    big_mag(&mb, b, width);
    if ((a & s) != (b & s)) big_add(&d, &ma, &mb);
    else if (big_cmp(&ma, &mb) >= 0) big_sub(&d, &ma, &mb);
    else big_sub(&d, &mb, &ma);
    /* d * 2^-1074 <= m * 10^e10 */
    big_shifted(&bound, m, 1074);
    for (int i = 0; i < e10; i++) big_mul10(&bound);
    for (int i = 0; i < -e10; i++) big_mul10(&d);
    return big_cmp(&d, &bound) <= 0;
}

int sm5_parse_abs_bound(const char *s, size_t n, uint64_t *m, int *e10)
{
    size_t i = 0;
    uint64_t v = 0;
    int digits = 0, exp = 0;
    bool any = false;
    for (; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
        any = true;
        if (v == 0 && s[i] == '0') continue;
        if (++digits > 18) return -1;
        v = v * 10 + (uint64_t)(s[i] - '0');
    }
    if (i < n && s[i] == '.') {
        for (i++; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
            any = true;
            if (v == 0 && s[i] == '0') { exp--; continue; }
            if (++digits > 18) return -1;
            v = v * 10 + (uint64_t)(s[i] - '0');
            exp--;
        }
    }
    if (!any) return -1;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        bool neg = false;
        if (i < n && (s[i] == '-' || s[i] == '+')) neg = s[i++] == '-';
        int x = 0;
        bool xd = false;
        for (; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
            xd = true;
            x = x * 10 + (s[i] - '0');
            if (x > 400) return -1;
        }
        if (!xd) return -1;
        exp += neg ? -x : x;
    }
    if (i != n || exp < -340 || exp > 340) return -1;
    if (v == 0) exp = 0;
    *m = v;
    *e10 = exp;
    return 0;
}

/* ---------------------------------------------------------------- match */

static int width_of(const sm5_expect_t *e) { return e->width ? e->width : 32; }

static int put_val(char *b, size_t n, uint64_t v, int width)
{
    int digits = width == 64 ? 16 : width == 16 ? 4 : width <= 11 ? 3 : 8;
    return snprintf(b, n, "0x%0*llx", digits, (unsigned long long)v);
}

static uint64_t expected_bits(const sm5_expect_t *e)
{
    return width_of(e) == 64 ? ((uint64_t)e->value_hi << 32) | e->value : e->value;
}

int sm5_expect_value_text(const sm5_expect_t *e, char *b, size_t n)
{
    int w = width_of(e);
    switch (e->vkind) {
    case SM5_EXPV_NAN: return snprintf(b, n, "nan");
    case SM5_EXPV_ANY: return snprintf(b, n, "any");
    default: break;
    }
    int k = put_val(b, n, expected_bits(e), w);
    size_t o = k > 0 && (size_t)k < n ? (size_t)k : n;
    if (e->vkind == SM5_EXPV_ULP)
        k += snprintf(b + o, n - o, " ulp %llu", (unsigned long long)e->ulp);
    else if (e->vkind == SM5_EXPV_ABS)
        k += snprintf(b + o, n - o, " abs %llue%d", (unsigned long long)e->abs_mant, e->abs_exp10);
    return k;
}

int sm5_expect_format(const sm5_expect_t *e, char *buf, size_t n)
{
    bool tol = e->vkind == SM5_EXPV_ULP || e->vkind == SM5_EXPV_ABS;
    int k = snprintf(buf, n, "%s ", tol ? "~" : "==");
    size_t o = k > 0 && (size_t)k < n ? (size_t)k : n;
    return k + sm5_expect_value_text(e, buf + o, n - o);
}

bool sm5_expect_match(const sm5_expect_t *e, const uint32_t *vals, char *why, size_t whylen)
{
    int w = width_of(e);
    uint64_t got = w == 64 ? ((uint64_t)vals[1] << 32) | vals[0] : vals[0];
    uint64_t want = expected_bits(e);
    bool ok;
    uint64_t dist = 0;
    switch (e->vkind) {
    case SM5_EXPV_ANY: ok = true; break;
    case SM5_EXPV_NAN: ok = is_nan_w(got, w); break;
    case SM5_EXPV_ULP:
        if (is_nan_w(got, w) || is_nan_w(want, w)) ok = false;          /* NaN only matches `nan` */
        else if (is_inf_w(want, w)) ok = got == want;                    /* INF only the same INF */
        else { dist = sm5_ulp_distance(got, want, w); ok = dist <= e->ulp; }
        break;
    case SM5_EXPV_ABS:
        if (is_nan_w(got, w) || is_nan_w(want, w)) ok = false;
        else if (is_inf_w(want, w)) ok = got == want;
        else if (is_inf_w(got, w)) ok = false;                           /* |INF - V| is INF */
        else ok = sm5_abs_within(got, want, w, e->abs_mant, e->abs_exp10);
        break;
    default: ok = got == want; break;
    }
    if (!ok && why && whylen) {
        char eb[96], gb[40];
        sm5_expect_value_text(e, eb, sizeof eb);
        put_val(gb, sizeof gb, got, w);
        if (e->vkind == SM5_EXPV_ULP && dist)
            snprintf(why, whylen, "expected %s, got %s (%llu ulp)", eb, gb, (unsigned long long)dist);
        else
            snprintf(why, whylen, "expected %s, got %s", eb, gb);
    }
    return ok;
}

void sm5_lanes_init(sm5_lanes_t *l)
{
    memset(l, 0, sizeof *l);
}

static void lanes_close(sm5_lanes_t *l)
{
    if (!l->open || l->cut) { l->open = false; return; }
    char r[32];
    if (l->first == l->prev) snprintf(r, sizeof r, "%s%u", l->len ? "," : "", l->first);
    else snprintf(r, sizeof r, "%s%u-%u", l->len ? "," : "", l->first, l->prev);
    size_t n = strlen(r);
    if (l->len + n + 4 >= sizeof l->text) {
        snprintf(l->text + l->len, sizeof l->text - l->len, ",...");
        l->len = strlen(l->text);
        l->cut = true;
    } else {
        memcpy(l->text + l->len, r, n + 1);
        l->len += n;
    }
    l->open = false;
}

void sm5_lanes_add(sm5_lanes_t *l, uint32_t lane)
{
    l->count++;
    if (l->open && lane == l->prev + 1) { l->prev = lane; return; }
    lanes_close(l);
    l->open = true;
    l->first = l->prev = lane;
}

const char *sm5_lanes_str(sm5_lanes_t *l)
{
    lanes_close(l);
    return l->text;
}

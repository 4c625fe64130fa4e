/* Unit harness of rtl/sm5_divsqrt.sv and rtl/sm5_imul.sv (through tb_divmul.sv): drives
 * each unit cycle by cycle and compares every result bit-exactly with the C golden model
 * (cmodel/sm5_arith.h) and every divider schedule with sm5_divsqrt_cycles()
 * (cmodel/sm5_divmul.h); the multiplier's results must appear exactly STAGES cycles after
 * their operands.
 *   dm [--seed N] [--n RANDOM_PER_OP] [--unit div|sqrt|udiv|mul] [--long] [--part I/N]
 * Stimulus per op: directed cases (every pair of the FS 22.10 class rows; integer edge
 * values), TestFloat-style generators (tb/ref/arith_gen.h, plus near-tie, exact and
 * threshold generators here), uniform random bits. --long adds every significand of
 * sqrt for an odd and an even exponent (the datapath sees nothing else of the input).
 * Each op must reach the rounding events and schedules listed in need_*: a run that
 * stopped reaching a case fails. First mismatch: op, operands, expected, actual; stop.
 * Last line: `N passed, N failed` (N = compared vectors; failed 1 at the first mismatch). */
#include "dm.h"
#include "sm5_arith.h"
#include "sm5_divmul.h"
#include "sm5_uop.h"
#include "indep.h"
#include "arith_gen.h"
#include <inttypes.h>

#define CANON_NAN 0x7FC00000u

typedef struct {
    rng_t rng;
    uint64_t n;            /* random vectors per op */
    bool have_prev;        /* divider: a done happened since reset; its results: */
    uint32_t prev0, prev1;
    unsigned bits, stages;
    uint64_t compared;
    uint64_t cycles;       /* clock edges so far */
    bool lng;
    uint32_t part, nparts;
} ctx_t;

static void tick(ctx_t *c) { dm_tick(); c->cycles++; }

static const char *opname(uint32_t op)
{
    const char *n = op < SM5_OP_COUNT ? sm5_op_name((sm5_op_t)op) : NULL;
    return n ? n : "?";
}

/* ---------------------------------------------------------------- operand helpers */

/* f32 from sign, a significand in [2^23, 2^24) and a biased exponent in 1..254 */
static uint32_t mkf(uint32_t sign, uint32_t mant, int e)
{
    return (sign << 31) | ((uint32_t)e << 23) | (mant & 0x7FFFFFu);
}

static int bitlen(uint64_t v) { return v ? 64 - __builtin_clzll(v) : 0; }

static uint32_t gen_int(rng_t *r)
{
    static const uint32_t edge[] = {
        0u, 1u, 2u, 3u, 7u, 0xFFu, 0x100u, 0x7FFFu, 0x8000u, 0xFFFFu, 0x10000u, 0x1FFFFu,
        0x7FFFFFFFu, 0x80000000u, 0x80000001u, 0xFFFFFFFFu, 0xFFFFFFFEu, 0xFFFF0000u,
        0x00010001u, 0xFFFF8000u, 0x00007FFFu, 0x55555555u, 0xAAAAAAAAu, 0x12345678u,
        0xDEADBEEFu, 0x0000FFFEu, 0xFFFE0000u, 0x7FFF8000u,
    };
    uint32_t v = rng_u32(r), s = rng_below(r, 32);
    switch (rng_below(r, 10)) {
    case 0: return edge[rng_below(r, sizeof edge / sizeof edge[0])];
    case 1: return v >> rng_below(r, 32);                          /* short positive */
    case 2: return (uint32_t)-(int32_t)(v >> rng_below(r, 32) >> 1); /* short negative */
    case 3: return (0xFFFFFFFFu >> rng_below(r, 32)) << s;          /* a run of ones */
    case 4: return ~((0xFFFFFFFFu >> rng_below(r, 32)) << s);       /* a run of zeros */
    case 5: return 1u << s;
    case 6: return (1u << s) - 1u + (rng_u32(r) & 1u) * 2u;         /* 2^k - 1, 2^k + 1 */
    default: return v;
    }
}

/* ---------------------------------------------------------------- per-op statistics */

typedef struct {
    const char *op;
    uint64_t cases;
    uint64_t ev[16];           /* rounding events of the golden model (sm5_arith.h) */
    uint64_t ncyc[40];         /* divider: cases per cycle count */
    uint64_t tag[8];           /* op-specific reached cases (named by the caller) */
} stat_t;

static const char *const EVN[] = {
    "exact", "rnd_down", "rnd_up", "tie_even", "tie_up", "flush", "to_min", "overflow",
    "cancel", "special", "nan", "daz",
};
#define NEVN (sizeof EVN / sizeof EVN[0])

static void stat_print(const stat_t *s)
{
    printf("%-6s %10" PRIu64 " vectors", s->op, s->cases);
    bool any = false;
    for (unsigned i = 0; i < NEVN; i++)
        if (s->ev[i]) { printf("%s %s=%" PRIu64, any ? "" : "; events:", EVN[i], s->ev[i]); any = true; }
    any = false;
    for (unsigned i = 0; i < 40; i++)
        if (s->ncyc[i]) { printf("%s %u:%" PRIu64, any ? "" : "; cycles (count:vectors)", i, s->ncyc[i]); any = true; }
    printf("\n");
}

/* The events in `need` the op never reached (each one printed). */
static int stat_missing(const stat_t *s, sm5_aev_t need)
{
    int miss = 0;
    for (unsigned i = 0; i < NEVN; i++)
        if ((need & (1u << i)) && !s->ev[i]) {
            printf("NOT REACHED %s: rounding event %s (a generator stopped reaching it)\n", s->op, EVN[i]);
            miss++;
        }
    return miss;
}

/* ---------------------------------------------------------------- divider driver */

/* The divider's results hold from one done to the next. */
static bool ds_hold(ctx_t *c, const dm_ds_out_t *o, const char *when)
{
    if (c->have_prev && (o->res0 != c->prev0 || o->res1 != c->prev1)) {
        printf("MISMATCH unit=divsqrt results changed %s: expected=0x%08x,0x%08x (held from the "
               "last done) actual=0x%08x,0x%08x\n", when, c->prev0, c->prev1, o->res0, o->res1);
        return false;
    }
    return true;
}

/* One divider operation. Precondition: busy_o is low in the current cycle. Between
 * operations: sometimes idle cycles with garbage operands (done and busy must stay
 * low); while busy: sometimes a start pulse with garbage, which the unit must ignore.
 * The results of the last done must hold through both. */
static bool ds_one(ctx_t *c, stat_t *st, uint32_t op, uint32_t a, uint32_t b)
{
    for (uint32_t g = rng_below(&c->rng, 8) == 0 ? 1 + rng_below(&c->rng, 3) : 0; g; g--) {
        dm_ds_in(0, rng_below(&c->rng, SM5_OP_COUNT), rng_u32(&c->rng), rng_u32(&c->rng));
        tick(c);
        dm_ds_out_t o = dm_ds_out();
        if (o.busy || o.done) {
            printf("MISMATCH unit=divsqrt idle cycle after %s: busy=%d done=%d (expected 0 0)\n",
                   opname(op), o.busy, o.done);
            return false;
        }
        if (!ds_hold(c, &o, "in an idle cycle")) return false;
    }
    sm5_aev_t ev = 0;
    uint32_t e0, e1 = 0;
    if (op == SM5_OP_DIV) e0 = sm5_f32_div(a, b, &ev);
    else if (op == SM5_OP_SQRT) e0 = sm5_f32_sqrt(a, &ev);
    else sm5_udiv(a, b, &e0, &e1);
    const int want = sm5_divsqrt_cycles((sm5_op_t)op, a, b, (int)c->bits);

    dm_ds_in(1, op, a, b);
    tick(c);
    int n = 1;
    dm_ds_out_t o;
    for (;; n++) {
        o = dm_ds_out();
        if (o.done) break;
        if (!o.busy || n >= want) {
            printf("MISMATCH unit=divsqrt op=%s in=0x%08x,0x%08x cycle %d after start: busy=%d done=0; "
                   "expected done in cycle %d\n", opname(op), a, b, n, o.busy, want);
            return false;
        }
        if (!ds_hold(c, &o, "while busy")) return false;
        bool junk = rng_below(&c->rng, 4) == 0;
        dm_ds_in(junk, rng_below(&c->rng, SM5_OP_COUNT), rng_u32(&c->rng), rng_u32(&c->rng));
        tick(c);
    }
    dm_ds_in(0, 0, 0, 0);
    st->cases++;
    for (unsigned i = 0; i < NEVN; i++)
        if (ev & (1u << i)) st->ev[i]++;
    if (n < 40) st->ncyc[n]++;
    if (n != want || o.busy) {
        printf("MISMATCH unit=divsqrt op=%s in=0x%08x,0x%08x cycles: expected done in cycle %d "
               "with busy 0, actual cycle %d busy %d\n", opname(op), a, b, want, n, o.busy);
        return false;
    }
    if (o.res0 != e0 || o.res1 != e1) {
        printf("MISMATCH unit=divsqrt op=%s in=0x%08x,0x%08x expected=0x%08x,0x%08x "
               "actual=0x%08x,0x%08x\n", opname(op), a, b, e0, e1, o.res0, o.res1);
        return false;
    }
    c->have_prev = true;
    c->prev0 = o.res0;
    c->prev1 = o.res1;
    c->compared++;
    return true;
}

/* FS 22.10 class rows: every sign of zero, denorm, normal (1 and others), INF, NaN. */
static const uint32_t frows[] = {
    0xFF800000u, 0xFF7FFFFFu, 0xC2F60000u, 0xBF800000u, 0xBF7FFFFFu, 0x80800000u,
    0x807FFFFFu, 0x80000001u, 0x80000000u, 0x00000000u, 0x00000001u, 0x00400000u,
    0x00800000u, 0x00800001u, 0x3F800000u, 0x3FFFFFFFu, 0x40000000u, 0x40490FDBu,
    0x4B000001u, 0x7F7FFFFFu, 0x7F800000u, 0x7FC00000u, 0xFFC00000u, 0x7F800001u,
    0xFFFFFFFFu, 0x7FBFFFFFu, 0x3F000000u, 0x00FFFFFFu,
};
#define NFROWS (sizeof frows / sizeof frows[0])

/* Biased exponents that put the result at a threshold: target result exponent t
 * (2^-126 is 1, 2^127 is 254) for a quotient with significand >= 1; eb free. */
static void div_exps(rng_t *r, int t, int *ea, int *eb)
{
    for (;;) {
        int b = 1 + (int)rng_below(r, 254);
        int a = t - 127 + b;
        if (a >= 1 && a <= 254) { *ea = a; *eb = b; return; }
    }
}

static int pick_result_exp(rng_t *r)
{
    switch (rng_below(r, 4)) {
    case 0: return -1 + (int)rng_below(r, 5);      /* -1 .. 3: flush / to_min */
    case 1: return 252 + (int)rng_below(r, 5);     /* 252 .. 256: overflow */
    default: return 1 + (int)rng_below(r, 254);
    }
}

/* a / b within a few 2^-47 of a midpoint between two quotient floats: mb solves
 * T * mb = -d (mod 2^24) for an odd 25-bit T and a small d, ma = (T * mb + d) / 2^24. */
static void gen_div_neartie(rng_t *r, uint32_t *a, uint32_t *b)
{
    for (;;) {
        uint64_t T = (1ull << 24) | ((uint64_t)gen_frac(r) << 1) | 1u;
        int64_t d = (int64_t)rng_below(r, 7) - 3;
        if (d == 0) d = 1;
        /* inverse of T mod 2^24 (Newton: each step doubles the correct low bits) */
        uint64_t inv = T;
        for (int i = 0; i < 5; i++) inv *= 2 - T * inv;
        uint64_t mb = ((uint64_t)(-d) * inv) & 0xFFFFFFu;
        if (mb < (1u << 23)) continue;
        uint64_t num = T * mb + (uint64_t)d;
        if (num & 0xFFFFFFu) continue;
        uint64_t ma = num >> 24;
        if (ma < (1u << 23) || ma >= (1u << 24)) continue;
        int ea, eb;
        div_exps(r, pick_result_exp(r), &ea, &eb);
        *a = mkf(rng_u32(r) & 1u, (uint32_t)ma, ea);
        *b = mkf(rng_u32(r) & 1u, (uint32_t)mb, eb);
        return;
    }
}

/* an exact quotient: q and mb of at most 12 significant bits, ma = q * mb */
static void gen_div_exact(rng_t *r, uint32_t *a, uint32_t *b)
{
    uint64_t q = 1 + (rng_u32(r) & 0xFFFu), m = 1 + (rng_u32(r) & 0xFFFu);
    uint64_t p = q * m;
    int ea, eb;
    div_exps(r, pick_result_exp(r), &ea, &eb);
    *a = mkf(rng_u32(r) & 1u, (uint32_t)(p << (24 - bitlen(p))), ea);
    *b = mkf(rng_u32(r) & 1u, (uint32_t)(m << (24 - bitlen(m))), eb);
}

/* sqrt near a midpoint: x = T^2 (T odd, 25 bits) rounded to the radicand's bits */
static uint32_t gen_sqrt_neartie(rng_t *r)
{
    uint64_t T = (1ull << 24) | ((uint64_t)gen_frac(r) << 1) | 1u;
    uint64_t sq = T * T;                         /* 49 or 50 bits */
    int sh = bitlen(sq) - 24;
    uint64_t m = (sq + (1ull << (sh - 1))) >> sh;
    if (m >> 24) { m >>= 1; sh++; }
    m += (uint64_t)((int)rng_below(r, 3) - 1);
    if (m < (1u << 23)) m = 1u << 23;
    if (m >= (1u << 24)) m = (1u << 24) - 1;
    /* x = m * 2^(e - 150) ~ T^2 * 2^(e - 150 - sh): its root is T times a power of 2
     * when e - sh is even */
    int e = 2 + 2 * (int)rng_below(r, 126) - (sh & 1);
    return mkf(0, (uint32_t)m, e);
}

static uint32_t gen_sqrt_exact(rng_t *r)
{
    uint64_t q = 1 + (rng_u32(r) & 0xFFFu), p = q * q;
    int sh = 24 - bitlen(p);
    /* x = p * 2^(sh + e - 150): a square when sh + e is even */
    int e = 2 + 2 * (int)rng_below(r, 126) - (sh & 1);
    return mkf(0, (uint32_t)(p << sh), e);
}

static int run_div(ctx_t *c)
{
    stat_t st = { .op = "div" };
    for (size_t i = 0; i < NFROWS; i++)
        for (size_t j = 0; j < NFROWS; j++)
            if (!ds_one(c, &st, SM5_OP_DIV, frows[i], frows[j])) return 1;
    for (uint64_t k = 0; k < c->n; k++) {
        uint32_t a, b;
        switch (rng_below(&c->rng, 8)) {
        case 0: case 1: gen_div_neartie(&c->rng, &a, &b); break;
        case 2: gen_div_exact(&c->rng, &a, &b); break;
        case 3: case 4: gen_div_pair(&c->rng, &a, &b); break;
        case 5: a = gen_f32(&c->rng); b = gen_f32(&c->rng); break;
        default: a = rng_u32(&c->rng); b = rng_u32(&c->rng); break;
        }
        if (!ds_one(c, &st, SM5_OP_DIV, a, b)) return 1;
    }
    stat_print(&st);
    /* (no to_min: a quotient never rounds up to a power of two, see sm5_divsqrt.sv) */
    return stat_missing(&st, SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_FLUSH |
                              SM5_AEV_OVERFLOW | SM5_AEV_SPECIAL | SM5_AEV_NAN |
                              SM5_AEV_DAZ);
}

static int run_sqrt(ctx_t *c)
{
    stat_t st = { .op = "sqrt" };
    for (size_t i = 0; i < NFROWS; i++)
        if (!ds_one(c, &st, SM5_OP_SQRT, frows[i], 0)) return 1;
    /* every exponent and sign with a few significands */
    static const uint32_t fr[] = { 0, 1, 0x7FFFFFu, 0x400000u, 0x3FFFFFu, 0x7FFFFEu };
    for (uint32_t e = 0; e < 256; e++)
        for (uint32_t s = 0; s < 2; s++)
            for (size_t f = 0; f < sizeof fr / sizeof fr[0]; f++)
                if (!ds_one(c, &st, SM5_OP_SQRT, (s << 31) | (e << 23) | fr[f], 0)) return 1;
    for (uint64_t k = 0; k < c->n; k++) {
        uint32_t a;
        switch (rng_below(&c->rng, 8)) {
        case 0: case 1: a = gen_sqrt_neartie(&c->rng); break;
        case 2: a = gen_sqrt_exact(&c->rng); break;
        case 3: case 4: a = gen_f32(&c->rng); break;
        default: a = rng_u32(&c->rng); break;
        }
        if (!ds_one(c, &st, SM5_OP_SQRT, a, rng_u32(&c->rng))) return 1;
    }
    if (c->lng) {
        /* every significand at an odd and an even exponent, in slices for --part */
        uint64_t tot = 2ull << 23, lo = tot * c->part / c->nparts, hi = tot * (c->part + 1) / c->nparts;
        for (uint64_t v = lo; v < hi; v++) {
            uint32_t a = ((v >> 23) ? (128u << 23) : (127u << 23)) | (uint32_t)(v & 0x7FFFFFu);
            if (!ds_one(c, &st, SM5_OP_SQRT, a, 0)) return 1;
        }
    }
    stat_print(&st);
    return stat_missing(&st, SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_SPECIAL |
                              SM5_AEV_NAN | SM5_AEV_DAZ);
}

static int run_udiv(ctx_t *c)
{
    stat_t st = { .op = "udiv" };
    static const uint32_t iv[] = {
        0u, 1u, 2u, 3u, 5u, 7u, 0x10u, 0xFFu, 0x100u, 0xFFFFu, 0x10000u, 0x7FFFFFFFu,
        0x80000000u, 0x80000001u, 0xFFFFFFFEu, 0xFFFFFFFFu, 0x55555555u, 0xAAAAAAAAu,
        0x12345678u, 0x0000FFFFu,
    };
    const size_t niv = sizeof iv / sizeof iv[0];
    for (size_t i = 0; i < niv; i++)
        for (size_t j = 0; j < niv; j++)
            if (!ds_one(c, &st, SM5_OP_UDIV, iv[i], iv[j])) return 1;
    for (uint64_t k = 0; k < c->n; k++) {
        uint32_t a, b;
        switch (rng_below(&c->rng, 8)) {
        case 0: case 1: case 2:   /* random lengths: every quotient length and schedule */
            a = rng_u32(&c->rng) >> rng_below(&c->rng, 32);
            b = rng_u32(&c->rng) >> rng_below(&c->rng, 32);
            if (rng_below(&c->rng, 16) == 0) b = 0;
            break;
        case 3: {                 /* a = q * b + r with r at its edges */
            b = 1 + (rng_u32(&c->rng) >> 1 >> rng_below(&c->rng, 32));
            uint64_t q = rng_u32(&c->rng) >> rng_below(&c->rng, 32);
            uint64_t rr = rng_below(&c->rng, 3) == 0 ? 0 : rng_below(&c->rng, 2) ? b - 1u : rng_u32(&c->rng) % b;
            while ((q * b + rr) >> 32) q >>= 1;
            a = (uint32_t)(q * b + rr);
            break;
        }
        case 4: a = gen_int(&c->rng); b = gen_int(&c->rng); break;
        default: a = rng_u32(&c->rng); b = rng_u32(&c->rng); break;
        }
        if (!ds_one(c, &st, SM5_OP_UDIV, a, b)) return 1;
    }
    stat_print(&st);
    /* every schedule: 1 (early out) and ceil(8 n / bits) + 1 for 1..4 significant bytes */
    int miss = 0;
    for (int nb = 0; nb <= 4; nb++) {
        int n = nb == 0 ? 1 : (8 * nb + (int)c->bits - 1) / (int)c->bits + 1;
        if (!st.ncyc[n]) { printf("NOT REACHED udiv: a schedule of %d cycles\n", n); miss++; }
    }
    return miss;
}

/* ---------------------------------------------------------------- multiplier driver */

typedef struct {
    uint64_t due;
    uint32_t op, a, b, c, hi, lo;
} mexp_t;

#define MQ 64

static void mul_golden(uint32_t op, uint32_t a, uint32_t b, uint32_t cc, uint32_t *hi, uint32_t *lo)
{
    *hi = 0;
    switch (op) {
    case SM5_OP_IMUL: sm5_imul(a, b, hi, lo); break;
    case SM5_OP_UMUL: sm5_umul(a, b, hi, lo); break;
    case SM5_OP_IMAD: *lo = sm5_imad(a, b, cc); break;
    case SM5_OP_UMAD: *lo = sm5_umad(a, b, cc); break;
    default: *lo = sm5_msad(a, b, cc); break;
    }
}

/* msad operands: reference bytes often 0 (masked) or equal to the source's, extremes */
static void gen_msad(rng_t *r, uint32_t *ref, uint32_t *src, uint32_t *acc)
{
    uint32_t x = 0, y = 0;
    for (int i = 0; i < 4; i++) {
        uint32_t s = rng_u32(r) & 0xFFu, v;
        switch (rng_below(r, 6)) {
        case 0: v = 0; break;
        case 1: v = s; break;
        case 2: v = 0xFFu; s = rng_below(r, 2) ? 0 : s; break;
        case 3: v = 1; s = rng_below(r, 2) ? 0xFFu : s; break;
        default: v = rng_u32(r) & 0xFFu; break;
        }
        x |= v << (8 * i);
        y |= s << (8 * i);
    }
    *ref = x;
    *src = y;
    switch (rng_below(r, 4)) {
    case 0: *acc = 0xFFFFFFFFu - rng_below(r, 1100); break;   /* saturation threshold */
    case 1: *acc = rng_below(r, 64); break;
    default: *acc = gen_int(r); break;
    }
}

static int run_mul(ctx_t *c)
{
    static const uint32_t ops[] = { SM5_OP_IMUL, SM5_OP_UMUL, SM5_OP_IMAD, SM5_OP_UMAD, SM5_OP_MSAD };
    static const char *const tags[] = { "imul neg*neg", "imul neg*pos", "msad masked byte",
                                        "msad saturated", "back-to-back", "bubble" };
    stat_t st[5] = { { .op = "imul" }, { .op = "umul" }, { .op = "imad" }, { .op = "umad" },
                     { .op = "msad" } };
    uint64_t tag[6] = { 0 };
    mexp_t q[MQ];
    unsigned qh = 0, qn = 0;
    static const uint32_t iv[] = {
        0u, 1u, 2u, 0xFFFFu, 0x8000u, 0x10000u, 0x7FFFFFFFu, 0x80000000u, 0x80000001u,
        0xFFFFFFFFu, 0xFFFF0000u, 0x0000FFFFu, 0xFFFF8000u, 0x00007FFFu, 0x01010101u,
        0xFF00FF00u, 0x00FF00FFu, 0x80808080u, 0x7F7F7F7Fu, 0x12345678u,
    };
    const uint64_t niv = sizeof iv / sizeof iv[0];
    const uint64_t ndir = 5 * niv * niv * 3;   /* every op x pair x 3 accumulators */
    const uint64_t total = ndir + 5 * c->n;
    uint64_t issued = 0;
    int prev_valid = 0;
    bool have_last = false;       /* outputs hold the last result while valid_o is low */
    uint32_t last_hi = 0, last_lo = 0;
    for (uint64_t guard = 0; issued < total || qn; guard++) {
        if (guard > 4 * total + 1000) {
            printf("MISMATCH unit=imul: results still missing after %" PRIu64 " cycles\n", guard);
            return 1;
        }
        dm_mu_out_t o = dm_mu_out();
        if (o.valid) {
            if (!qn || q[qh].due != c->cycles) {
                printf("MISMATCH unit=imul valid_o in cycle %" PRIu64 " with no result due "
                       "(STAGES=%u)\n", c->cycles, c->stages);
                return 1;
            }
            mexp_t *e = &q[qh];
            if (o.hi != e->hi || o.lo != e->lo) {
                printf("MISMATCH unit=imul op=%s in=0x%08x,0x%08x,0x%08x expected=0x%08x,0x%08x "
                       "actual=0x%08x,0x%08x\n", opname(e->op), e->a, e->b, e->c, e->hi, e->lo,
                       o.hi, o.lo);
                return 1;
            }
            c->compared++;
            have_last = true;
            last_hi = o.hi;
            last_lo = o.lo;
            qh = (qh + 1) % MQ;
            qn--;
        } else if (have_last && (o.hi != last_hi || o.lo != last_lo)) {
            printf("MISMATCH unit=imul outputs changed with valid_o low in cycle %" PRIu64
                   ": expected=0x%08x,0x%08x (the last result) actual=0x%08x,0x%08x\n",
                   c->cycles, last_hi, last_lo, o.hi, o.lo);
            return 1;
        } else if (qn && q[qh].due == c->cycles) {
            printf("MISMATCH unit=imul op=%s in=0x%08x,0x%08x,0x%08x issued cycle %" PRIu64
                   ": valid_o low in cycle %" PRIu64 " (STAGES=%u)\n", opname(q[qh].op), q[qh].a,
                   q[qh].b, q[qh].c, q[qh].due - c->stages, c->cycles, c->stages);
            return 1;
        }
        /* next input: valid 7 times in 8 while vectors remain; garbage when not valid */
        int valid = issued < total && rng_below(&c->rng, 8) != 0;
        uint32_t op, a, b, cc;
        if (valid) {
            uint64_t k = issued++;
            int oi;
            if (k < ndir) {
                oi = (int)(k % 5);
                a = iv[(k / 5) % niv];
                b = iv[(k / 5 / niv) % niv];
                cc = (uint32_t[]){ 0u, 0xFFFFFFFFu, 0xFFFFFC03u }[k / 5 / niv / niv];
            } else {
                oi = (int)rng_below(&c->rng, 5);
                if (ops[oi] == SM5_OP_MSAD && rng_below(&c->rng, 4) != 0) {
                    gen_msad(&c->rng, &a, &b, &cc);
                } else if (rng_below(&c->rng, 2)) {
                    a = gen_int(&c->rng); b = gen_int(&c->rng); cc = gen_int(&c->rng);
                } else {
                    a = rng_u32(&c->rng); b = rng_u32(&c->rng); cc = rng_u32(&c->rng);
                }
            }
            op = ops[oi];
            st[oi].cases++;
            mexp_t *e = &q[(qh + qn) % MQ];
            if (qn == MQ) { printf("harness: result queue full\n"); return 1; }
            e->due = c->cycles + c->stages;
            e->op = op; e->a = a; e->b = b; e->c = cc;
            mul_golden(op, a, b, cc, &e->hi, &e->lo);
            qn++;
            if (op == SM5_OP_IMUL && (a >> 31) && (b >> 31)) tag[0]++;
            if (op == SM5_OP_IMUL && ((a ^ b) >> 31) && a && b) tag[1]++;
            if (op == SM5_OP_MSAD) {
                uint64_t sum = cc;
                int masked = 0;
                for (int i = 0; i < 32; i += 8) {
                    int x = (int)((a >> i) & 0xFFu), y = (int)((b >> i) & 0xFFu);
                    if (x) sum += (uint64_t)(x > y ? x - y : y - x);
                    else masked = 1;
                }
                tag[2] += masked;
                tag[3] += sum > 0xFFFFFFFFull;
            }
            tag[4] += prev_valid;
        } else {
            op = rng_below(&c->rng, SM5_OP_COUNT);
            a = rng_u32(&c->rng); b = rng_u32(&c->rng); cc = rng_u32(&c->rng);
            tag[5]++;
        }
        prev_valid = valid;
        dm_mu_in(valid, op, a, b, cc);
        tick(c);
    }
    dm_mu_in(0, 0, 0, 0, 0);
    int miss = 0;
    for (int i = 0; i < 5; i++) {
        printf("%-6s %10" PRIu64 " vectors\n", st[i].op, st[i].cases);
        if (!st[i].cases) { printf("NOT REACHED %s\n", st[i].op); miss++; }
    }
    printf("mul    cases:");
    for (int i = 0; i < 6; i++) {
        printf(" %s=%" PRIu64, tags[i], tag[i]);
        if (!tag[i]) miss++;
    }
    printf("\n");
    if (miss) printf("NOT REACHED: a multiplier case above has count 0\n");
    return miss;
}

/* ---------------------------------------------------------------- main */

/* Fills both units (a divide in flight, the multiplier pipe full of valids, start and
 * valid still high), so the next reset pulse must clear real state, not just power-up
 * noise. */
static void fill_units(ctx_t *c)
{
    for (unsigned k = 0; k < c->stages + 2; k++) {
        dm_ds_in(1, SM5_OP_DIV, 0x3F800000u, 0x40400000u);   /* 1 / 3: iterates */
        dm_mu_in(1, SM5_OP_IMUL, rng_u32(&c->rng), rng_u32(&c->rng), rng_u32(&c->rng));
        tick(c);
    }
    /* the inputs stay active into the reset pulse (dm_reset idles them) */
}

/* After the reset pulse and for a few cycles with idle inputs (garbage operands): no
 * busy, done or valid. Each unit run starts so, the first after power-up, the others
 * after fill_units(). */
static bool idle_after_reset(ctx_t *c)
{
    for (int k = 0; k < 8; k++) {
        dm_ds_out_t d = dm_ds_out();
        dm_mu_out_t m = dm_mu_out();
        if (d.busy || d.done || m.valid) {
            printf("MISMATCH unit=%s cycle %d after reset: busy=%d done=%d valid_o=%d "
                   "(expected 0 0 0)\n", m.valid ? "imul" : "divsqrt", k, d.busy, d.done, m.valid);
            return false;
        }
        dm_ds_in(0, rng_below(&c->rng, SM5_OP_COUNT), rng_u32(&c->rng), rng_u32(&c->rng));
        dm_mu_in(0, rng_below(&c->rng, SM5_OP_COUNT), rng_u32(&c->rng), rng_u32(&c->rng),
                 rng_u32(&c->rng));
        tick(c);
    }
    dm_ds_in(0, 0, 0, 0);
    dm_mu_in(0, 0, 0, 0, 0);
    return true;
}

static uint64_t hash_name(const char *s)
{
    uint64_t h = 0xCBF29CE484222325ull;   /* FNV-1a */
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 0x100000001B3ull;
    return h;
}

static const struct { const char *name; int (*run)(ctx_t *); } units[] = {
    { "div", run_div }, { "sqrt", run_sqrt }, { "udiv", run_udiv }, { "mul", run_mul },
};
#define NUNITS (sizeof units / sizeof units[0])

static int usage(const char *argv0)
{
    fprintf(stderr, "usage: %s [--seed N] [--n RANDOM_PER_OP] [--unit div|sqrt|udiv|mul] "
                    "[--long] [--part I/N]\n", argv0);
    return 2;
}

int main(int argc, char **argv)
{
    uint64_t seed = 1, n = 1000000;
    const char *only = NULL;
    bool lng = false;
    unsigned part = 0, nparts = 1;
    for (int i = 1; i < argc; i++) {
        char *end = NULL;
        if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) seed = strtoull(argv[++i], &end, 0);
        else if (strcmp(argv[i], "--n") == 0 && i + 1 < argc) n = strtoull(argv[++i], &end, 0);
        else if (strcmp(argv[i], "--unit") == 0 && i + 1 < argc) only = argv[++i];
        else if (strcmp(argv[i], "--long") == 0) lng = true;
        else if (strcmp(argv[i], "--part") == 0 && i + 1 < argc) {
            if (sscanf(argv[++i], "%u/%u", &part, &nparts) != 2 || nparts == 0 || part >= nparts) {
                fprintf(stderr, "error: --part expects I/N with 0 <= I < N, got '%s'\n", argv[i]);
                return 2;
            }
        } else return usage(argv[0]);
        if (end && *end) {
            fprintf(stderr, "error: bad number '%s'\n", argv[i]);
            return 2;
        }
    }
    if (only) {
        bool known = false;
        for (size_t u = 0; u < NUNITS; u++) known |= strcmp(only, units[u].name) == 0;
        if (!known) {
            fprintf(stderr, "error: unknown unit '%s' (known: div sqrt udiv mul)\n", only);
            return 2;
        }
    }
    if (lng) n *= 10;
    n /= nparts;   /* --part: each part its share of the random vectors (and its own seed) */
    dm_open((uint32_t)seed);
    ctx_t c = { .n = n, .bits = dm_bits(), .stages = dm_stages(), .lng = lng, .part = part,
                .nparts = nparts };
    printf("model: sm5_divsqrt BITS=%u, sm5_imul STAGES=%u MUL_CS=%u; seed %" PRIu64 ", %" PRIu64
           " random vectors per op%s\n", c.bits, c.stages, dm_mul_cs(), seed, n, lng ? " (long)" : "");
    int failed = 0;
    int runs = 0;
    for (size_t u = 0; u < NUNITS && !failed; u++) {
        if (only && strcmp(only, units[u].name) != 0) continue;
        /* each op its own stream: --unit X reproduces the full run's vectors of X */
        rng_seed(&c.rng, seed ^ hash_name(units[u].name) ^ ((uint64_t)part << 40));
        if (runs++) fill_units(&c);   /* the first reset meets the power-up state */
        dm_reset();
        c.have_prev = false;
        if (!idle_after_reset(&c)) {
            failed = 1;
            break;
        }
        uint64_t before = c.compared;
        int rc = units[u].run(&c);
        if (rc) failed = 1;
        if (c.compared == before) {
            printf("%s: no vector compared\n", units[u].name);
            failed = 1;
        }
    }
    dm_close();
    printf("%" PRIu64 " cycles\n", c.cycles);
    printf("%" PRIu64 " passed, %d failed\n", c.compared, failed);
    return failed;
}

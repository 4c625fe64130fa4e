/* Unit harness of the double unit: rtl/sm5_dp.sv (pipe) and rtl/sm5_dpdiv.sv
 * (divider) bit-exact against their C golden functions (cmodel/sm5_dp_unit.h, i.e.
 * sm5_f64.c), and their timing against the documented schedule: a pipe result exactly
 * STAGES cycles after its operands (with bubbles between them, valid_o low elsewhere),
 * a divider result exactly sm5_dpdiv_cycles() after its start, busy_o in between, starts
 * while busy ignored.
 * Cases: directed (every pair of special values per op, the hand-picked denorm /
 * threshold / tie cases of the vectors), TestFloat-style generators (tb/ref/dp_gen.h:
 * denorm inputs and outputs, the underflow threshold, overflow, near ties, cancellation,
 * addends near -(a*b), conversion edges) and uniform random bits. Functional coverage
 * bins: each op must have reached the rounding events listed in main() (denorm out,
 * under_zero, ties, overflow, cancellation, ...), else the run fails.
 * Usage: Vtb_dp [--seed N] [--n N] [--ndiv N] [--unit dp|div|all] [--long] [--part K/M]
 * (--long: 10x the cases; --part K/M: a different seed per part, for make test-long)
 * Prints the first mismatches (MISMATCH unit=dp op=add a=... expected ... got ...) and
 * `N passed, N failed`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dp.h"
#include "dp_common.h"
#include "sm5_dp_unit.h"
#include "sm5_f64.h"

static uint64_t g_pass, g_fail;
static int g_shown;

static void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void fail(const char *fmt, ...)
{
    g_fail++;
    if (g_shown++ >= 10) return;
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
}

/* ---------------------------------------------------------------- coverage bins */
static uint64_t bins[SM5_DP_NOPS + 2][16];   /* [op][event bit]; SM5_DP_NOPS: div, +1: rcp */
static void bin(int op, sm5_aev_t ev)
{
    for (int i = 0; i < 16; i++)
        if (ev >> i & 1u) bins[op][i]++;
}
static const char *const EVN[16] = { "exact", "rnd_down", "rnd_up", "tie_even", "tie_up", "flush", "to_min",
                                     "overflow", "cancel", "special", "nan", "daz", "masscancel",
                                     "denorm_out", "denorm_in", "under_zero" };

/* ---------------------------------------------------------------- pipe */
#define RING 64
typedef struct { int valid; unsigned op; uint64_t a, b, c, want; } slot_t;
static slot_t ring[RING];
static uint64_t cyc;
static unsigned g_stages;

static void pipe_cycle(int valid, unsigned op, uint64_t a, uint64_t b, uint64_t c)
{
    slot_t s = { valid, op, a, b, c, 0 };
    if (valid) {
        sm5_aev_t ev = 0;
        s.want = sm5_dp_unit((sm5_dp_op_t)op, a, b, c, &ev);
        bin((int)op, ev);
    }
    ring[cyc % RING] = s;
    dp_pipe_in(valid, op, a, b, c);
    dp_pipe_out_t o = dp_pipe_out();
    slot_t e = { 0, 0, 0, 0, 0, 0 };
    if (cyc >= g_stages) e = ring[(cyc - g_stages) % RING];
    if (o.valid != e.valid) {
        fail("MISMATCH unit=dp valid_o=%d in cycle %llu, expected %d (STAGES %u)", o.valid,
             (unsigned long long)cyc, e.valid, g_stages);
    } else if (e.valid) {
        if (o.res == e.want) g_pass++;
        else
            fail("MISMATCH unit=dp op=%s a=%016llx b=%016llx c=%016llx expected %016llx got %016llx",
                 sm5_dp_op_name((sm5_dp_op_t)e.op), (unsigned long long)e.a, (unsigned long long)e.b,
                 (unsigned long long)e.c, (unsigned long long)e.want, (unsigned long long)o.res);
    }
    dp_tick();
    cyc++;
}

static rng_t R;

static void pipe_case(unsigned op, uint64_t a, uint64_t b, uint64_t c)
{
    if (rng_below(&R, 8) == 0) pipe_cycle(0, rng_below(&R, 16), rng_u64(&R), rng_u64(&R), rng_u64(&R));
    pipe_cycle(1, op, a, b, c);
}

static void pipe_drain(void)
{
    for (unsigned i = 0; i <= g_stages; i++) pipe_cycle(0, 0, 0, 0, 0);
}

/* dtof edges: f32 ties, the f32 flush threshold, FLT_MAX, beyond the f32 range */
static uint64_t gen_dtof(rng_t *r)
{
    int e;
    switch (rng_below(r, 6)) {
    case 0: e = -126 - (int)rng_below(r, 3); break;
    case 1: e = 127; break;
    case 2: e = -150 + (int)rng_below(r, 30); break;
    case 3: e = 120 + (int)rng_below(r, 20); break;
    default: e = (int)rng_below(r, 60) - 30; break;
    }
    uint64_t lo, hi = gen_frac52(r) & ~0x1FFFFFFFull;
    switch (rng_below(r, 4)) {
    case 0: lo = 0x10000000u; break;
    case 1: lo = rng_below(r, 2) ? 0x10000001u : 0x0FFFFFFFu; break;
    case 2: lo = 0x1FFFFFFFu; break;
    default: lo = rng_u64(r) & 0x1FFFFFFFull; break;
    }
    return gen_dsign(r) | ((uint64_t)(e + 1023) << 52) | hi | lo;
}

/* dtoi / dtou edges: +-2^31, 2^32 and +-1 with fractions around them */
static uint64_t gen_int_edge(rng_t *r)
{
    static const uint64_t base[] = { 0x41E0000000000000ull, 0xC1E0000000000000ull, 0x41DFFFFFFFC00000ull,
                                     0xC1E0000000200000ull, 0x41F0000000000000ull, 0x41EFFFFFFFE00000ull,
                                     0x3FF0000000000000ull, 0xBFF0000000000000ull, 0x3FE0000000000000ull };
    uint64_t v = base[rng_below(r, sizeof base / sizeof base[0])];
    switch (rng_below(r, 4)) {
    case 0: return v;
    case 1: return v + rng_below(r, 1u << 21);   /* fractions above (same sign) */
    case 2: return v - rng_below(r, 1u << 21);
    default: return v ^ (rng_u64(r) & 0xFFFFFull);
    }
}

static void fma_triple(rng_t *r, uint64_t *a, uint64_t *b, uint64_t *c)
{
    gen_dmul_pair(r, a, b);
    switch (rng_below(r, 5)) {
    case 0: {   /* near -(a*b): cancellation, ties after it */
        uint64_t p = sm5_f64_mul(*a, *b, NULL);
        *c = is_nan64(p) ? gen_f64(r) : dnudge(r, p ^ D_SIGN);
        break;
    }
    case 1: {   /* 50..56 binades beside the product: the alignment edges */
        uint64_t p = sm5_f64_mul(*a, *b, NULL);
        int e = (is_nan64(p) || (p & ~D_SIGN) == 0) ? 0 : dlog2(p);
        *c = gen_with_dexp(r, e + (rng_below(r, 2) ? -50 - (int)rng_below(r, 8) : 50 + (int)rng_below(r, 8)));
        break;
    }
    case 2: *c = gen_denorm(r); break;
    default: *c = gen_f64(r); break;
    }
}

static void run_pipe(uint64_t n)
{
    /* directed: every pair (and a third of the triples) of the special values, every op */
    for (unsigned i = 0; i < N_F64_SPECIALS; i++)
        for (unsigned j = 0; j < N_F64_SPECIALS; j++)
            for (unsigned op = 0; op < SM5_DP_NOPS; op++) {
                uint64_t a = F64_SPECIALS[i], b = F64_SPECIALS[j];
                if (op == SM5_DP_FMA) {
                    for (unsigned k = 0; k < N_F64_SPECIALS; k += 3) pipe_case(op, a, b, F64_SPECIALS[k]);
                } else if (op == SM5_DP_MOVC || op == SM5_DP_FTOD || op == SM5_DP_ITOD || op == SM5_DP_UTOD) {
                    pipe_case(op, (uint32_t)(a >> 32) ^ (uint32_t)b, a, b);
                } else {
                    pipe_case(op, a, b, 0);
                }
            }
    /* every f32 special value through the 32-bit-source ops (and as dmovc's condition) */
    for (unsigned i = 0; i < N_F32_SPECIALS; i++) {
        uint32_t f = F32_SPECIALS[i];
        pipe_case(SM5_DP_FTOD, f, 0, 0);
        pipe_case(SM5_DP_ITOD, f, 0, 0);
        pipe_case(SM5_DP_UTOD, f, 0, 0);
        pipe_case(SM5_DP_MOVC, f, F64_SPECIALS[i % N_F64_SPECIALS], F64_SPECIALS[(i * 7 + 3) % N_F64_SPECIALS]);
    }
    /* hand-picked: denorm boundary, ties at the denorm quantum, overflow, f32 edges */
    static const uint64_t hand[][4] = {
        { SM5_DP_MUL, 0x0000000000000001ull, 0x3FE0000000000000ull, 0 },   /* half a quantum: +0 */
        { SM5_DP_MUL, 0x0000000000000003ull, 0x3FE0000000000000ull, 0 },   /* 1.5 quanta: 2 */
        { SM5_DP_MUL, 0x3FEFFFFFFFFFFFFFull, 0x0010000000000000ull, 0 },   /* rounds up to DBL_MIN */
        { SM5_DP_ADD, 0x000FFFFFFFFFFFFFull, 0x0000000000000001ull, 0 },   /* = DBL_MIN */
        { SM5_DP_ADD, 0x7FEFFFFFFFFFFFFFull, 0x7CA0000000000000ull, 0 },   /* tie: INF */
        { SM5_DP_ADD, 0x0010000000000001ull, 0x8010000000000000ull, 0 },   /* cancel to a denorm */
        { SM5_DP_FMA, 0x3FF0000000400000ull, 0x3FEFFFFFFF800000ull, 0xBFF0000000000000ull },   /* -2^-60 */
        { SM5_DP_FMA, 0x7FEFFFFFFFFFFFFFull, 0x4000000000000000ull, 0xFFEFFFFFFFFFFFFFull },
        { SM5_DP_FMA, 0x0000000000000001ull, 0x3FE0000000000000ull, 0x0000000000000001ull },
        { SM5_DP_DTOF, 0x380FFFFFF0000000ull, 0, 0 }, { SM5_DP_DTOF, 0x47EFFFFFF0000000ull, 0, 0 },
        { SM5_DP_DTOI, 0xC1E0000000100000ull, 0, 0 }, { SM5_DP_DTOU, 0x41EFFFFFFFFFFFFFull, 0, 0 },
        { SM5_DP_ITOD, 0x80000000u, 0, 0 }, { SM5_DP_UTOD, 0xFFFFFFFFu, 0, 0 },
    };
    for (unsigned i = 0; i < sizeof hand / sizeof hand[0]; i++)
        pipe_case((unsigned)hand[i][0], hand[i][1], hand[i][2], hand[i][3]);
    for (uint64_t i = 0; i < n; i++) {
        unsigned op = rng_below(&R, SM5_DP_NOPS);
        bool uni = rng_below(&R, 4) == 0;
        uint64_t a = rng_u64(&R), b = rng_u64(&R), c = rng_u64(&R);
        if (!uni) switch (op) {
            case SM5_DP_ADD: gen_dadd_pair(&R, &a, &b); break;
            case SM5_DP_MUL: gen_dmul_pair(&R, &a, &b); break;
            case SM5_DP_FMA: fma_triple(&R, &a, &b, &c); break;
            case SM5_DP_EQ: case SM5_DP_GE: case SM5_DP_LT: case SM5_DP_NE:
                a = gen_f64(&R); b = rng_below(&R, 3) ? dnudge(&R, a) : gen_f64(&R); break;
            case SM5_DP_MOVC: a = rng_below(&R, 2) ? 0 : 1ull << rng_below(&R, 32); break;
            case SM5_DP_DTOF: a = rng_below(&R, 3) ? gen_dtof(&R) : gen_f64(&R); break;
            case SM5_DP_DTOI: case SM5_DP_DTOU: a = rng_below(&R, 2) ? gen_int_edge(&R) : gen_f64(&R); break;
            case SM5_DP_FTOD: a = rand_f32(&R); break;
            default: a = rng_below(&R, 2) ? (uint64_t)(1u << rng_below(&R, 32)) - rng_below(&R, 3) : rng_u32(&R); break;
            }
        pipe_case(op, a, b, c);
    }
    pipe_drain();
}

/* ---------------------------------------------------------------- divider */
static unsigned g_bits;

static void div_case(int rcp, uint64_t a, uint64_t b)
{
    sm5_aev_t ev = 0;
    uint64_t want = sm5_dpdiv_unit(rcp, a, b, &ev);
    int n = sm5_dpdiv_cycles(rcp, a, b, (int)g_bits);
    bin(SM5_DP_NOPS + rcp, ev);
    /* idle cycles now and then (nothing may start or finish in them); otherwise this start
     * falls in the previous done cycle */
    for (unsigned i = rng_below(&R, 4); i > 0 && i < 3; i--) {
        dp_div_in(0, 0, 0, 0);
        dp_tick();
        dp_div_out_t q = dp_div_out();
        if (q.busy || q.done) { fail("MISMATCH unit=dpdiv busy_o %d done_o %d in an idle cycle", q.busy, q.done); return; }
    }
    dp_div_out_t o = dp_div_out();
    if (o.busy) { fail("MISMATCH unit=dpdiv busy before a start"); return; }
    dp_div_in(1, rcp, a, b);
    dp_tick();
    int k = 1;
    for (;; k++) {
        /* a start while busy must be ignored: offer garbage now and then */
        if (rng_below(&R, 4) == 0) dp_div_in(1, (int)rng_below(&R, 2), rng_u64(&R), rng_u64(&R));
        else dp_div_in(0, 0, 0, 0);
        o = dp_div_out();
        if (o.done || k > 200) break;
        if (!o.busy) { fail("MISMATCH unit=dpdiv busy_o low in cycle %d of %d", k, n); return; }
        dp_tick();
    }
    dp_div_in(0, 0, 0, 0);   /* the garbage offered in the done cycle is not a start */
    const char *what = rcp ? "rcp" : "div";
    if (k != n) {
        fail("MISMATCH unit=dpdiv op=%s a=%016llx b=%016llx done in cycle %d, expected %d", what,
             (unsigned long long)a, (unsigned long long)b, k, n);
        return;
    }
    if (o.busy) { fail("MISMATCH unit=dpdiv busy_o high in the done cycle"); return; }
    if (o.res != want) {
        fail("MISMATCH unit=dpdiv op=%s a=%016llx b=%016llx expected %016llx got %016llx", what,
             (unsigned long long)a, (unsigned long long)b, (unsigned long long)want, (unsigned long long)o.res);
        return;
    }
    g_pass++;
}

static void run_div(uint64_t n)
{
    /* after a reset: idle; a reset in the middle of a divide ends it at once */
    dp_div_out_t o = dp_div_out();
    if (o.busy || o.done) fail("MISMATCH unit=dpdiv busy_o %d done_o %d after reset", o.busy, o.done);
    dp_div_in(1, 0, 0x3FF0000000000001ull, 0x4008000000000000ull);
    dp_tick();
    dp_div_in(0, 0, 0, 0);
    dp_tick();
    dp_reset();
    o = dp_div_out();
    if (o.busy || o.done) fail("MISMATCH unit=dpdiv busy_o %d done_o %d after a reset mid divide", o.busy, o.done);
    for (int i = 0; i < 70; i++) {
        dp_tick();
        o = dp_div_out();
        if (o.busy || o.done) { fail("MISMATCH unit=dpdiv busy_o %d done_o %d after a reset mid divide", o.busy, o.done); break; }
    }

    for (unsigned i = 0; i < N_F64_SPECIALS; i++) {
        div_case(1, 0, F64_SPECIALS[i]);
        for (unsigned j = 0; j < N_F64_SPECIALS; j++) div_case(0, F64_SPECIALS[i], F64_SPECIALS[j]);
    }
    static const uint64_t hand[][3] = {
        { 0, 0x0000000000000001ull, 0x4000000000000000ull },   /* quantum / 2: tie to +0 */
        { 0, 0x0000000000000003ull, 0x4000000000000000ull },   /* tie to 2 quanta */
        { 0, 0x0010000000000000ull, 0x4008000000000000ull },   /* denorm result */
        { 0, 0x0000000000000001ull, 0x000FFFFFFFFFFFFFull },   /* denorm / denorm */
        { 0, 0x7FEFFFFFFFFFFFFFull, 0x0000000000000001ull },   /* overflow */
        { 1, 0, 0x7FEFFFFFFFFFFFFFull }, { 1, 0, 0x7FE0000000000000ull }, { 1, 0, 0x0004000000000000ull },
        { 1, 0, 0x0008000000000000ull }, { 1, 0, 0x0000000000000001ull },
    };
    for (unsigned i = 0; i < sizeof hand / sizeof hand[0]; i++) div_case((int)hand[i][0], hand[i][1], hand[i][2]);
    for (uint64_t i = 0; i < n; i++) {
        int rcp = rng_below(&R, 3) == 0;
        uint64_t a, b;
        if (rng_below(&R, 4) == 0) { a = rng_u64(&R); b = rng_u64(&R); }
        else if (rcp) { a = 0; b = rng_below(&R, 3) ? gen_f64(&R) : gen_with_dexp(&R, 1020 + (int)rng_below(&R, 4)); }
        else gen_ddiv_pair(&R, &a, &b);
        div_case(rcp, a, b);
    }
}

/* ---------------------------------------------------------------- main */
static int need(int op, const char *name, sm5_aev_t ev)
{
    int miss = 0;
    printf("bins %-5s:", name);
    for (int i = 0; i < 16; i++)
        if (bins[op][i]) printf(" %s=%llu", EVN[i], (unsigned long long)bins[op][i]);
    printf("\n");
    for (int i = 0; i < 16; i++)
        if ((ev >> i & 1u) && !bins[op][i]) {
            printf("bins %s: MISSING %s (the generators never reached it)\n", name, EVN[i]);
            miss++;
        }
    return miss;
}

int main(int argc, char **argv)
{
    uint64_t seed = 1, n = 200000, ndiv = 20000;
    const char *unit = "all";
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--n") && i + 1 < argc) n = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--ndiv") && i + 1 < argc) ndiv = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--unit") && i + 1 < argc) unit = argv[++i];
        else if (!strcmp(argv[i], "--long")) { n *= 10; ndiv *= 10; }
        else if (!strcmp(argv[i], "--part") && i + 1 < argc) seed += 1000u * strtoull(argv[++i], NULL, 0);
        else { fprintf(stderr, "usage: Vtb_dp [--seed N] [--n N] [--ndiv N] [--unit dp|div|all] [--long] [--part K/M]\n"); return 2; }
    }
    bool do_dp = !strcmp(unit, "dp") || !strcmp(unit, "all"), do_div = !strcmp(unit, "div") || !strcmp(unit, "all");
    if (!do_dp && !do_div) { fprintf(stderr, "Vtb_dp: unknown unit '%s' (dp, div, all)\n", unit); return 2; }
    rng_seed(&R, seed);
    dp_open((uint32_t)seed);
    g_stages = dp_stages();
    g_bits = dp_bits();
    printf("dp harness: seed %llu, STAGES %u, BITS %u\n", (unsigned long long)seed, g_stages, g_bits);
    if (sm5_dpdiv_cycles(false, 0x3FF0000000000000ull, 0x3FF0000000000000ull, (int)g_bits) < 0) {
        printf("BITS %u is not one the divider supports\n", g_bits);
        return 1;
    }
    dp_reset();
    int miss = 0;
    if (do_dp) {
        run_pipe(n);
        /* a reset in the middle of a stream: nothing may come out after it */
        for (int i = 0; i < 3; i++) pipe_cycle(1, SM5_DP_ADD, rng_u64(&R), rng_u64(&R), 0);
        dp_reset();
        for (unsigned i = 0; i < RING; i++) ring[i].valid = 0;
        run_pipe(n / 10);
        const sm5_aev_t rnd = SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_TIE_EVEN | SM5_AEV_TIE_UP;
        miss += need(SM5_DP_ADD, "add", rnd | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL | SM5_AEV_MASSCANCEL |
                                            SM5_AEV_DENORM_IN | SM5_AEV_DENORM_OUT | SM5_AEV_NAN);
        miss += need(SM5_DP_MUL, "mul", rnd | SM5_AEV_OVERFLOW | SM5_AEV_DENORM_IN | SM5_AEV_DENORM_OUT |
                                            SM5_AEV_UNDER_ZERO | SM5_AEV_TO_MIN | SM5_AEV_NAN);
        miss += need(SM5_DP_FMA, "fma", rnd | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL | SM5_AEV_MASSCANCEL |
                                            SM5_AEV_DENORM_IN | SM5_AEV_DENORM_OUT | SM5_AEV_UNDER_ZERO |
                                            SM5_AEV_TO_MIN | SM5_AEV_NAN);
        miss += need(SM5_DP_DTOF, "dtof", rnd | SM5_AEV_FLUSH | SM5_AEV_TO_MIN | SM5_AEV_OVERFLOW | SM5_AEV_NAN);
        miss += need(SM5_DP_FTOD, "ftod", SM5_AEV_EXACT | SM5_AEV_DAZ | SM5_AEV_NAN);
    }
    if (do_div) {
        dp_reset();
        run_div(ndiv);
        miss += need(SM5_DP_NOPS, "div", SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_TIE_EVEN | SM5_AEV_OVERFLOW |
                                             SM5_AEV_DENORM_IN | SM5_AEV_DENORM_OUT | SM5_AEV_UNDER_ZERO | SM5_AEV_NAN);
        miss += need(SM5_DP_NOPS + 1, "rcp", SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_OVERFLOW |
                                                 SM5_AEV_DENORM_IN | SM5_AEV_DENORM_OUT);
    }
    g_fail += (uint64_t)miss;
    if (g_pass == 0) { printf("no case was checked\n"); g_fail++; }
    dp_close();
    printf("%llu passed, %llu failed\n", (unsigned long long)g_pass, (unsigned long long)g_fail);
    return g_fail != 0;
}

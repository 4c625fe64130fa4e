/* SFU unit harness: rtl/sm5_sfu.sv (SFU_TB_LANES lanes) against the C model
 * sm5_sfu() bit for bit, streamed one group per clock with random bubbles, a reset in
 * flight (one over a clock edge, one pulse between edges) and the op changing from cycle
 * to cycle; every result must appear exactly
 * STAGES cycles after its group (valid_o low otherwise).
 *
 * Stimulus per op: the specials and SPEC 11 exact cases, every power of two, the inputs
 * at and beside every table segment boundary, the range-reduction thresholds (exp:
 * |x| near 126, 127, 128 and the fixed-point shift ends; sin/cos: the small-x bypass,
 * every exponent of the turn shifter), then --n random inputs (any bit pattern, and the
 * function's interesting range). Functional coverage of the C model's view (every
 * result path of every op, every segment of every table, in its first and last 1/256, the
 * four quadrants of sin and cos, rounding up, P-15 flush, round-up to 2^-126, overflow)
 * must be complete, else the run fails.
 *
 *   Vsm5_sfu [--seed S] [--n N] [--stages N] [--op NAME]   (--op: that op only; the
 *   table coverage is then not required)
 * Ends with `N passed, N failed`; the first mismatch prints op, input, expected, actual. */
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sfu_tb.h"
#include "sm5_sfu.h"
#include "sm5_sfu_dp.h"

#define L SFU_TB_LANES
#define SFU_PI 3.14159265358979323846
#define NOPS SM5_SFU_NOPS

static uint64_t rs = 0x243F6A8885A308D3ull;
static uint32_t rnd(void)
{
    rs ^= rs >> 12; rs ^= rs << 25; rs ^= rs >> 27;
    return (uint32_t)((rs * 0x2545F4914F6CDD1Dull) >> 32);
}
static uint32_t bits_of(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

/* ---------------------------------------------------------------- vectors */
typedef struct { uint32_t *v; size_t n, cap, pos; } vlist_t;
static vlist_t vl[NOPS];
static void add(int op, uint32_t a)
{
    vlist_t *l = &vl[op];
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 4096;
        l->v = realloc(l->v, l->cap * sizeof *l->v);
        if (!l->v) { fprintf(stderr, "out of memory\n"); exit(2); }
    }
    l->v[l->n++] = a;
}
static void add_pm(int op, uint32_t a) { add(op, a); add(op, a ^ 0x80000000u); }

static void directed(int op)
{
    static const uint32_t sp[] = { 0, 1, 0x007FFFFFu, 0x00800000u, 0x3F800000u, 0x3F800001u,
        0x3F7FFFFFu, 0x7F7FFFFFu, 0x7F800000u, 0x7F800001u, 0x7FC00000u, 0x7FFFFFFFu,
        0x40000000u, 0x40490FDBu /* pi */, 0x3FC90FDBu /* pi/2 */, 0x43000000u /* 128 */,
        0x42FE0000u /* 127 */, 0x42FC0000u /* 126 */, 0x39800000u /* 2^-12 */, 0x397FFFFFu };
    for (size_t i = 0; i < sizeof sp / sizeof sp[0]; i++) add_pm(op, sp[i]);
    for (uint32_t E = 1; E < 255; E++) {
        add_pm(op, E << 23);
        add_pm(op, (E << 23) | 1);
        add_pm(op, (E << 23) | 0x7FFFFFu);
        add_pm(op, (E << 23) | (rnd() & 0x7FFFFFu));
    }
    for (int seg = 0; seg < SM5_SFU_SEGS; seg++)
        for (int d = -2; d <= 2; d++) {
            switch (op) {
            case SM5_SFU_RCP: case SM5_SFU_RSQ: case SM5_SFU_LOG: {
                static const uint32_t ex[] = { 1, 126, 127, 128, 200, 254 };
                for (size_t i = 0; i < sizeof ex / sizeof ex[0]; i++)
                    add_pm(op, (ex[i] << 23) + ((uint32_t)seg << 15) + (uint32_t)d);
                break;
            }
            case SM5_SFU_EXP:
                for (int n = -128; n <= 127; n += 17)
                    add_pm(op, bits_of((float)n + (float)seg / 256.0f) + (uint32_t)d);
                add_pm(op, bits_of((float)seg / 256.0f) + (uint32_t)d);
                break;
            default:
                for (int q = 0; q < 8; q++)
                    add_pm(op, bits_of((float)((q + seg / 256.0) * (SFU_PI / 2))) + (uint32_t)d);
                break;
            }
        }
    if (op == SM5_SFU_EXP) {
        for (int n = -140; n <= 140; n++) {
            add_pm(op, bits_of((float)n));
            add_pm(op, bits_of((float)n) + 1);
            add_pm(op, bits_of((float)n) - 1);
            add_pm(op, bits_of((float)n + 0.5f));
        }
        for (uint32_t E = 100; E <= 135; E++)
            for (int k = 0; k < 8; k++) add_pm(op, (E << 23) | (rnd() & 0x7FFFFFu));
    }
    if (op == SM5_SFU_SIN || op == SM5_SFU_COS)
        for (uint32_t E = 110; E <= 200; E++)
            for (int k = 0; k < 16; k++) add_pm(op, (E << 23) | (rnd() & 0x7FFFFFu));
}

static uint32_t random_in(int op)
{
    uint32_t r = rnd();
    switch (rnd() % 3) {
    case 0: return r;
    case 1:
        switch (op) {
        case SM5_SFU_EXP: return bits_of((float)((double)(int32_t)r / 16777216.0));
        case SM5_SFU_SIN: case SM5_SFU_COS:
            return bits_of((float)((double)(int32_t)r / 2147483648.0 * 100 * SFU_PI));
        case SM5_SFU_LOG: return 0x3F000000u + r % 0x01000000u;
        default: return (r & 0x807FFFFFu) | ((1 + r % 254) << 23);
        }
    default: return (r & 0x80FFFFFFu) | ((0x70u + r % 32) << 23);
    }
}

/* ---------------------------------------------------------------- coverage */
static uint64_t cov_path[NOPS][SM5_SFU_NPATHS];
static uint64_t cov_seg[SM5_SFU_T_COUNT][SM5_SFU_SEGS][2];    /* first X / last X of a segment */
static uint64_t cov_seg_any[SM5_SFU_T_COUNT][SM5_SFU_SEGS];
static uint64_t cov_quad[2][4];
static uint64_t cov_ev[NOPS][4];                               /* round up, flush, to-min, overflow */

static uint32_t model(int op, uint32_t a)
{
    sm5_aev_t ev = 0;
    sm5_sfu_info_t in;
    uint32_t r = sm5_sfu((sm5_sfu_op_t)op, a, &ev, &in);
    cov_path[op][in.path]++;
    if (in.path == SM5_SFU_P_TABLE) {
        cov_seg_any[in.table][in.seg]++;
        /* table-boundary inputs: the first and last 1/256 of a segment */
        if (in.x < (1u << (SM5_SFU_XB - 8))) cov_seg[in.table][in.seg][0]++;
        if (in.x >= (1u << SM5_SFU_XB) - (1u << (SM5_SFU_XB - 8))) cov_seg[in.table][in.seg][1]++;
        if (op >= SM5_SFU_SIN) cov_quad[op - SM5_SFU_SIN][in.quadrant]++;
    }
    if (ev & SM5_AEV_RND_UP) cov_ev[op][0]++;
    if (ev & SM5_AEV_FLUSH) cov_ev[op][1]++;
    if (ev & SM5_AEV_TO_MIN) cov_ev[op][2]++;
    if (ev & SM5_AEV_OVERFLOW) cov_ev[op][3]++;
    return r;
}

/* which paths and events an op must reach */
static bool path_needed(int op, int p)
{
    switch (p) {
    case SM5_SFU_P_NAN: case SM5_SFU_P_TABLE: return true;
    case SM5_SFU_P_SPECIAL: return op <= SM5_SFU_LOG;
    case SM5_SFU_P_RANGE: return op == SM5_SFU_EXP;
    case SM5_SFU_P_SMALL: return op >= SM5_SFU_SIN;
    default: return op <= SM5_SFU_LOG;                  /* EXACT */
    }
}
/* round-up and flush; no f32 input takes rcp or exp within half an ULP below 2^-126
 * (to-min) or exp to a value that rounds up to 2^128 (overflow only by |x| >= 128) */
static bool ev_needed(int op, int k)
{
    if (k == 0) return true;
    if (k == 1) return op == SM5_SFU_RCP || op == SM5_SFU_EXP;
    return false;
}

/* ---------------------------------------------------------------- run */
#define RING 64
typedef struct { bool valid; int op; uint32_t a[L], want[L]; } exp_t;

int main(int argc, char **argv)
{
    uint64_t n = 1000000;
    unsigned stages = SM5_SFU_STAGES;
    int only = NOPS;                     /* --op: one op only (coverage of it alone) */
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--n") && i + 1 < argc) n = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc) rs ^= strtoull(argv[++i], NULL, 0) * 0x9E3779B97F4A7C15ull;
        else if (!strcmp(argv[i], "--stages") && i + 1 < argc) stages = (unsigned)atoi(argv[++i]);
        else if (!strcmp(argv[i], "--op") && i + 1 < argc) {
            const char *o = argv[++i];
            only = -1;
            for (int k = 0; k < NOPS; k++) if (!strcmp(o, sm5_sfu_op_names[k])) only = k;
            if (only < 0) {
                fprintf(stderr, "sfu harness: error: unknown op '%s' (known: rcp rsq exp log sin cos)\n", o);
                return 2;
            }
        } else {
            fprintf(stderr, "sfu harness: error: unknown argument '%s' (options: --n N, --seed S, --stages N, --op NAME)\n", argv[i]);
            return 2;
        }
    }
    if (stages < 4 || stages >= RING) { fprintf(stderr, "sfu harness: error: --stages %u out of range 4..%d\n", stages, RING - 1); return 2; }
    for (int op = 0; op < NOPS; op++) {
        if (only < NOPS && op != only) continue;
        directed(op);
        for (uint64_t i = 0; i < n; i++) add(op, random_in(op));
    }
    sfu_open();
    exp_t ring[RING];
    memset(ring, 0, sizeof ring);
    uint64_t checked = 0, cycles = 0, mism = 0;
    bool left = true;
    int warm = 40;                       /* random warm-up groups, a reset in flight at 20 */
    while (left || warm > 0 || cycles < 2 * RING) {
        /* outputs of this cycle */
        exp_t *e = &ring[cycles % RING];
        int v = sfu_valid();
        uint32_t r[L];
        sfu_res(r);
        if (v != (int)e->valid) {
            if (mism++ < 1) printf("MISMATCH cycle %" PRIu64 ": valid_o %d, expected %d (STAGES %u)\n",
                                   cycles, v, (int)e->valid, stages);
        } else if (v) {
            for (int l = 0; l < L; l++) {
                if (r[l] != e->want[l] && mism++ < 1)
                    printf("MISMATCH op=%s lane %d in=0x%08x expected=0x%08x actual=0x%08x (cycle %" PRIu64 ")\n",
                           sm5_sfu_op_names[e->op], l, e->a[l], e->want[l], r[l], cycles);
                checked++;
            }
        }
        e->valid = false;
        if (mism) break;
        /* an asynchronous reset pulse between two edges (no clock while it is low): every
         * stage's valid must clear by itself, not only by the reset of the stage before */
        if (warm == 10) {
            uint32_t z[L] = { 0 };
            sfu_drive(0, 0, 0, z);
            sfu_drive(1, 0, 0, z);
            memset(ring, 0, sizeof ring);
        }
        /* inputs of this cycle */
        int rst_n = !(warm == 20);
        int op = (int)(rnd() % NOPS), valid = 0;
        uint32_t a[L];
        for (int l = 0; l < L; l++) a[l] = rnd();
        if (warm > 0) {
            /* every stage full when the reset pulse comes (warm 10) */
            valid = (warm > 10 && warm <= 16) || rnd() % 4 != 0;
            for (int l = 0; l < L; l++) a[l] = random_in(op);
            warm--;
        } else if (left && rnd() % 8 != 0) {
            /* a group of one op (the next op with vectors left) */
            for (int k = 0; k < NOPS && vl[op].pos >= vl[op].n; k++) op = (op + 1) % NOPS;
            if (vl[op].pos < vl[op].n) {
                valid = 1;
                for (int l = 0; l < L; l++)
                    if (vl[op].pos < vl[op].n) a[l] = vl[op].v[vl[op].pos++];
            }
            left = false;
            for (int k = 0; k < NOPS; k++) if (vl[k].pos < vl[k].n) left = true;
        }
        if (!rst_n) memset(ring, 0, sizeof ring);    /* in flight: dropped by the reset */
        sfu_drive(rst_n, valid, op, a);
        if (valid && rst_n) {
            exp_t *x = &ring[(cycles + stages) % RING];
            x->valid = true;
            x->op = op;
            for (int l = 0; l < L; l++) { x->a[l] = a[l]; x->want[l] = model(op, a[l]); }
        }
        sfu_tick();
        cycles++;
    }
    sfu_close();

    int passed = 0, failed = 0;
    printf("sfu harness: STAGES %u, %d lanes, %" PRIu64 " results checked in %" PRIu64 " cycles\n",
           stages, L, checked, cycles);
    if (mism || checked == 0) failed++; else passed++;
    /* coverage */
    int holes = 0;
    for (int op = 0; op < NOPS; op++) {
        if (only < NOPS && op != only) continue;
        printf("  %-3s paths:", sm5_sfu_op_names[op]);
        static const char *const pn[] = { "nan", "special", "range", "small", "exact", "table" };
        for (int p = 0; p < SM5_SFU_NPATHS; p++) {
            printf(" %s %" PRIu64, pn[p], cov_path[op][p]);
            if (path_needed(op, p) && !cov_path[op][p]) { holes++; printf("(HOLE)"); }
        }
        static const char *const en[] = { "round-up", "flush", "to-min", "overflow" };
        printf("; events:");
        for (int k = 0; k < 4; k++) {
            printf(" %s %" PRIu64, en[k], cov_ev[op][k]);
            if (ev_needed(op, k) && !cov_ev[op][k]) { holes++; printf("(HOLE)"); }
        }
        printf("\n");
    }
    static const char *const tn[] = { "rcp", "rsq_e", "rsq_o", "exp", "log", "sin" };
    for (int t = 0; t < SM5_SFU_T_COUNT && only == NOPS; t++) {
        int miss = 0, missb = 0;
        uint64_t mn = UINT64_MAX;
        for (int s = 0; s < SM5_SFU_SEGS; s++) {
            if (!cov_seg_any[t][s]) miss++;
            if (!cov_seg[t][s][0] || !cov_seg[t][s][1]) missb++;
            if (cov_seg_any[t][s] < mn) mn = cov_seg_any[t][s];
        }
        printf("  table %-5s: %d/%d segments hit (fewest hits %" PRIu64 "), %d/%d with both boundary X\n",
               tn[t], SM5_SFU_SEGS - miss, SM5_SFU_SEGS, mn, SM5_SFU_SEGS - missb, SM5_SFU_SEGS);
        holes += miss + missb;
    }
    for (int k = 0; k < 2 && only == NOPS; k++)
        for (int q = 0; q < 4; q++)
            if (!cov_quad[k][q]) { holes++; printf("  %s quadrant %d never reached (HOLE)\n", k ? "cos" : "sin", q); }
    printf("  coverage: %d holes\n", holes);
    if (holes) failed++; else passed++;
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

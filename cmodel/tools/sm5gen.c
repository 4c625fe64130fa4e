/* Seeded constrained-random program generator.
 *   sm5gen SEED [--lanes N] [--instrs N] [--no-mem] [--no-arith] [--flow] [--limits] [--no-double]
 *          [--more]
 * --more (off by default, so a seed's program stays what it was) also draws SPEC 14's
 * swapc and bufinfo; the regression and make test-diff_runners turn it on for some seeds.
 * The SPEC 10 arithmetic ops are in by default (the RTL runs them), with
 * operands also biased toward near-ties, the flush and overflow thresholds and
 * cancellation partners, the two-destination forms with `null`, and dependent chains:
 * a source often reads one of the last few destinations, so the dependent distance of
 * every pipe (FMA, dp, IMUL, DIV, ALU, CVT, memory) is met, and exact rounding ties for
 * add/mul/mad (so an FMA rounding bug shows). --no-arith gives every seed
 * the program it gave before the arithmetic existed (--arith is accepted, the default).
 * The SFU ops (SPEC 11: rcp rsq exp log sincos) take source 0 from SFU
 * operands half of the time: +-0, +-INF, NaN, denorms, negatives, exp's range edges,
 * large sin/cos arguments (100 pi, 10^4, 2^30), turns just below a quadrant, the small-x
 * threshold, and table-boundary inputs (a significand at the start or end of one of the
 * 256 segments, at the first or last 1/256 inside it). Ops without a pipe in the RTL are
 * never drawn.
 * --flow (off by default) wraps the instructions in structured control flow (SPEC 13):
 * nested if/else, loops with data-dependent trip counts (a counter in r8..r11 bounds
 * every loop, so each terminates), extra exits by breakc / continuec / break and continue
 * inside an if / retc / ret inside an if, switches with grouped labels and a default,
 * and thread barriers at the top level; divergence comes from the lane index and from
 * the data; a third of the groups are two waves, a fifth 2D, a quarter of the runs
 * dispatch two or three groups. Such a program needs the sequencer (the core build, mk/flow.mk).
 * --limits (with --flow; off by default: the RTL refuses most of these programs today,
 * docs/limits.md) draws Direct3D 11's sizes: half of the groups up to 1024 threads of any
 * shape (Z <= 64), a dynamically indexed cb0 of up to 4096 rows and an icb of up to 4096
 * entries read at per-thread indexes (some past the end: P-31), now and then two
 * indexed operands in one instruction. Its draws come from a stream of their own, so
 * the rest of a seed's program is the one it gives without --limits.
 * The SPEC 12 double ops (the DBL and DDIV pipes) are in by default (--no-double: off;
 * --double is accepted) with their pair swizzles, masks, 32-bit sources and results;
 * operands are the same special-biased words (pairs form doubles with odd exponents and
 * denorms) and, for double sources, literals and temps from dbl_specials (denorms, the
 * underflow threshold, DBL_MAX, INF, NaN, the dtoi / dtof edges), exact ties and the
 * fused-vs-unfused case for dadd / dmul / dfma, NaN operands for the compares.
 * prints a program in the fxc listing syntax (SPEC 8) on stdout: every instruction of
 * the opcode table with legal modifiers, masks and swizzles; operands biased toward the
 * special values (NaN of both signs, INF, +-0, denorms, 1.0, bitfield widths/offsets at
 * 0/31/32 and sums 31/32/33, INT_MIN, all-ones); random execution and helper masks;
 * memory addresses mixing same-word conflicts, bank conflicts, out-of-bounds and
 * misaligned lanes. The program carries no expectations: lockstep compares the RTL with
 * the cycle model, and the architectural simulator runs it as a smoke test.
 * The op list and operand rules come from the C model's tables (sm5_ops.def). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../sm5_uop.h"
#include "../sm5_pipe.h"

typedef struct { uint64_t s; } rng_t;

static uint64_t rnd(rng_t *r)
{
    /* splitmix64: every seed, including 0, gives a good stream */
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static uint32_t below(rng_t *r, uint32_t n) { return (uint32_t)(rnd(r) % n); }
static int chance(rng_t *r, int percent) { return (int)below(r, 100) < percent; }

enum { NTEMPS = 8, BANKS = 32 };

static const uint32_t f32_specials[] = {
    0x00000000, 0x80000000, 0x00000001, 0x807FFFFF, 0x00400000, 0x80000010, /* zeros, denorms */
    0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0xFFBFFFFF, /* INF, NaN */
    0x3F800000, 0xBF800000, 0x3F000000, 0x7F7FFFFF, 0xFF7FFFFF, 0x00800000, /* 1, .5, max, min */
    0x477FE000, 0x477FF000, 0x38800000, 0x33800000, 0x4F000000, 0xCF000000, /* f16 edges, 2^31 */
    0x4F800000, 0x3FC00000, 0xC0490FDB, 0x47800000,
};
static const uint32_t int_specials[] = {
    0, 1, 2, 31, 32, 33, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 0x0000FFFF, 0xFFFF0000,
    0x55555555, 0xAAAAAAAA, 0x10000000, 0x12345678, 16, 15, 8, 24, 63, 0xFFFFFFE0,
};

/* --arith: SPEC 10 operands near the hard cases: near-tie significands, the flush
 * threshold (2^-126 and products/quotients landing there), overflow, cancellation
 * partners, frc/round ties, integer edges of imul/udiv/uaddc/msad. */
static const uint32_t arith_specials[] = {
    0x3F800800, 0xBF801000, 0x3F800001, 0x3FC00001, 0x3EAAAAAB, 0x40400000, 0x33800000, 0x33C00000,
    0x34400000, 0x33000000, 0x00800001, 0x80800000, 0x20000000, 0x1F800000, 0x3F7FFFFE, 0x3F7FFFFF,
    0x7F000000, 0x7F7FFFFF, 0xFF7FFFFF, 0x0D800000, 0x30800000, 0xB0800000, 0xB3000000, 0xB3C00000,
    0x4AFFFFFF, 0xCAFFFFFF, 0x4B000001, 0x3F000000, 0xBF000000, 0x40200000, 0x3FA00000, 0x4E800000,
    0xCE800000, 0x40A00000, 0xA100B2C3, 0xD7B0C372, 0xFFFFFFF0, 0x00010000, 0x46341,
};
/* SPEC 11 operands (the SFU ops' source 0): specials, exp range edges, sin/cos
 * arguments at quadrant ends and far out, the small-x threshold 2^-12 */
static const uint32_t sfu_specials[] = {
    0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x00000001,
    0x807FFFFF, 0xBF800000, 0xC0800000, 0x3F800000, 0x40000000, 0x40800000, 0x3E800000,
    0x43000000, 0xC3000000, 0x42FFFFFF, 0xC2FC0000, 0xC3160000, 0x3FC90FDB, 0x40490FDB,
    0x4096CBE4, 0x40C90FDB, 0x40C90FDC, 0x439D1463, 0xC39D1463, 0x461C4000, 0x4E800000,
    0x39800000, 0x397FFFFF, 0x3A83126F, 0x3FC90FD0, 0x3FC90FDA, 0x3A000000, 0xBFC90FDA,
};
static int g_arith = 1; /* arithmetic on (--no-arith: off): also bias operands toward arith_specials */
static int g_flow;    /* --flow: structured control flow around the instructions */
static int g_limits;  /* --limits: D3D11-sized groups and indexed constants (with --flow) */
static int g_double = 1;   /* the DBL pipe's double ops (--no-double: off) */
static int g_more = 0;     /* --more: SPEC 14's swapc and bufinfo */

/* double operands near the hard cases of SPEC 12 (stimulus, not expected
 * values): signed zeros, the smallest and largest denorms, DBL_MIN and its neighbours,
 * DBL_MAX, 2^1023, INF, quiet and signalling NaNs, 1 and its neighbours, 2^-53, 0.5, 1.5,
 * squares landing in the denorms (2^-512, 2^-537), dtoi/dtou edges (+-2^31, 2^32, 2^53),
 * dtof edges (FLT_MAX, FLT_MAX + half an ulp, FLT_MIN and just below) */
static const uint64_t dbl_specials[] = {
    0x0000000000000000ull, 0x8000000000000000ull, 0x0000000000000001ull, 0x8000000000000003ull,
    0x000FFFFFFFFFFFFFull, 0x800FFFFFFFFFFFFFull, 0x0008000000000000ull, 0x0010000000000000ull,
    0x8010000000000000ull, 0x0010000000000001ull, 0x001FFFFFFFFFFFFFull, 0x7FEFFFFFFFFFFFFFull,
    0xFFEFFFFFFFFFFFFFull, 0x7FE0000000000000ull, 0x7FF0000000000000ull, 0xFFF0000000000000ull,
    0x7FF8000000000000ull, 0xFFF8000000000001ull, 0x7FF0000000000001ull, 0x3FF0000000000000ull,
    0x3FF0000000000001ull, 0x3FEFFFFFFFFFFFFFull, 0xBFF0000000000000ull, 0x3CA0000000000000ull,
    0x3FE0000000000000ull, 0x3FF8000000000000ull, 0x1FF0000000000000ull, 0x1E60000000000000ull,
    0x41E0000000000000ull, 0xC1E0000000000000ull, 0x41DFFFFFFFC00000ull, 0xC1E0000000200000ull,
    0x41F0000000000000ull, 0x4340000000000000ull, 0x47EFFFFFE0000000ull, 0x47EFFFFFF0000000ull,
    0x3810000000000000ull, 0x380FFFFFE0000000ull, 0xBFE0000000000000ull, 0x4000000000000000ull,
};
static uint64_t dvalue(rng_t *r);
/* the last destinations written (dependent chains, arithmetic runs only); -1: none */
static int g_recent[3] = { -1, -1, -1 };

static void note_dst(int reg)
{
    g_recent[2] = g_recent[1];
    g_recent[1] = g_recent[0];
    g_recent[0] = reg;
}

static uint32_t value(rng_t *r)
{
    /* drawn only under --arith, so the stream of every other run is unchanged */
    if (g_arith && chance(r, 35))
        return arith_specials[below(r, sizeof arith_specials / sizeof arith_specials[0])];
    switch (below(r, 4)) {
    case 0: return f32_specials[below(r, sizeof f32_specials / sizeof f32_specials[0])];
    case 1: return int_specials[below(r, sizeof int_specials / sizeof int_specials[0])];
    case 2: return below(r, 40);
    default: return (uint32_t)rnd(r);
    }
}

static const char comp[] = "xyzw";

static void print_mask(unsigned mask)
{
    putchar('.');
    for (int c = 0; c < 4; c++)
        if (mask & (1u << c)) putchar(comp[c]);
}

static void print_swz(unsigned s0, unsigned s1, unsigned s2, unsigned s3)
{
    printf(".%c%c%c%c", comp[s0], comp[s1], comp[s2], comp[s3]);
}

static uint32_t value(rng_t *r);

/* one SFU operand: a special, a table-boundary input (exponent 2^-28 .. 2^32, segment k,
 * the position in it at its start, end or in between), or any value */
static uint32_t sfu_value(rng_t *r)
{
    static const uint32_t pos[] = { 0, 1, 0x7FFF, 0x7FFE, 0x7F, 0x7F80 };
    switch (below(r, 3)) {
    case 0: return sfu_specials[below(r, sizeof sfu_specials / sizeof sfu_specials[0])];
    case 1: {
        uint32_t e = 99 + below(r, 60), k = below(r, 256);
        uint32_t lo = chance(r, 70) ? pos[below(r, sizeof pos / sizeof pos[0])] : below(r, 0x8000);
        return (chance(r, 20) ? 0x80000000u : 0) | e << 23 | k << 15 | lo;
    }
    default: return value(r);
    }
}

/* A register or literal or cb or thread-ID source with the modifiers the class allows. */
static void print_src(rng_t *r, sm5_opclass_t cl, int is_double, int no_mods)
{
    int neg_ok = !no_mods && (cl == SM5_CL_FLOAT || cl == SM5_CL_INT || cl == SM5_CL_MOVE ||
                              cl == SM5_CL_DOUBLE || cl == SM5_CL_F16IN);
    int abs_ok = !no_mods && (cl == SM5_CL_FLOAT || cl == SM5_CL_MOVE || cl == SM5_CL_DOUBLE ||
                              cl == SM5_CL_F16IN);
    int neg = neg_ok && chance(r, 15), abs = abs_ok && chance(r, 15);
    if (neg) putchar('-');
    unsigned kind = below(r, 10);
    if (kind < 6) {
        /* dependent chains: one of the last three destinations (distance 1 .. 3 in
         * program order; the dispatch stage turns that into each pipe's latency) */
        int dep = g_arith && chance(r, 45) ? g_recent[below(r, 3)] : -1;
        printf("r%u", dep >= 0 ? (unsigned)dep : below(r, NTEMPS));
    } else if (kind < 8 && is_double && g_double && chance(r, 60)) {
        uint64_t a = dvalue(r), b = dvalue(r);
        printf("l(0x%08" PRIx32 ", 0x%08" PRIx32 ", 0x%08" PRIx32 ", 0x%08" PRIx32 ")",
               (uint32_t)a, (uint32_t)(a >> 32), (uint32_t)b, (uint32_t)(b >> 32));
    } else if (kind < 8) {
        printf("l(");
        for (int c = 0; c < 4; c++) printf("%s0x%08" PRIx32, c ? ", " : "", value(r));
        printf(")");
    } else if (kind < 9) {
        printf("cb0[%u]", below(r, 4));
    } else {
        /* declared as vThreadID.xyz: swizzles pick x, y, z only */
        printf("vThreadID%s", abs ? "_abs" : "");
        /* f64 sources take pair swizzles only, and w is not declared: .xyxy */
        if (is_double) printf(".xyxy");
        else print_swz(below(r, 3), below(r, 3), below(r, 3), below(r, 3));
        return;
    }
    if (abs) printf("_abs");
    if (is_double) {
        static const char *dswz[] = { ".xyzw", ".xyxy", ".zwxy", ".zwzw" };
        printf("%s", dswz[below(r, 4)]);
    } else if (chance(r, 30)) {
        printf(".%c", comp[below(r, 4)]);
    } else {
        print_swz(below(r, 4), below(r, 4), below(r, 4), below(r, 4));
    }
}

static void gen_alu(rng_t *r, sm5_op_t op)
{
    sm5_opclass_t cl = sm5_op_class(op);
    int is_double = sm5_op_f64_dst(op);
    int sat_ok = cl == SM5_CL_FLOAT || cl == SM5_CL_MOVE || cl == SM5_CL_DOUBLE ||
                 cl == SM5_CL_F16IN;
    /* f32tof16 and ftoi/ftou produce integers: fxc rejects _sat on them */
    if (op == SM5_OP_F32TOF16 || op == SM5_OP_FTOI || op == SM5_OP_FTOU) sat_ok = 0;
    /* nor do the double compares and conversions have a _sat form (sm5_asm_sat_ok) */
    if (sm5_op_f64_res32(op) || op == SM5_OP_FTOD) sat_ok = 0;
    printf("%s%s ", sm5_op_name(op), sat_ok && chance(r, 20) ? "_sat" : "");
    unsigned mask;
    int dreg;
    if (is_double) {
        static const unsigned dmask[] = { 0x3, 0xC, 0xF };
        mask = dmask[below(r, 3)];
    } else if (sm5_op_f64_res32(op)) {   /* one 32-bit result per double: 1 or 2 components */
        static const unsigned m32[] = { 0x1, 0x2, 0x4, 0x8, 0x3, 0x5, 0x9, 0x6, 0xA, 0xC };
        mask = m32[below(r, 10)];
    } else {
        mask = 1u + below(r, 15);
    }
    if (sm5_op_ndst(op) == 2) {
        /* two destinations (SPEC 10): either may be null, never both; on one register
         * the masks do not overlap */
        unsigned r1 = below(r, NTEMPS - 2), r2 = below(r, NTEMPS - 2), mask2 = 1u + below(r, 15);
        unsigned form = below(r, 10);   /* 0, 1: a null destination; else both */
        if (r1 == r2) { mask2 &= ~mask; if (!mask2) r2 = (r1 + 1) % (NTEMPS - 2), mask2 = 0xF; }
        if (r1 == r2 && op == SM5_OP_SWAPC) r2 = (r1 + 1) % (NTEMPS - 2);   /* SPEC 14 */
        if (form == 0) printf("null");
        else { printf("r%u", r1); print_mask(mask); }
        printf(", ");
        if (form == 1) printf("null");
        else { printf("r%u", r2); print_mask(mask2); }
        dreg = form == 0 ? (int)r2 : (int)r1;
    } else {
        dreg = (int)below(r, NTEMPS - 2);   /* r6, r7: addresses */
        printf("r%d", dreg);
        print_mask(mask);
    }
    /* exact ties for the FMA pipe's rounding (stimulus, not expected values): add
     * 1 + 2^-24, (1 + 2^-23) + 2^-24, -1 - 2^-24, 2 + 2^-23; mul (1 + 2^-12)^2,
     * (1 + 2^-23) * 1.5 and their negatives; mad the same products plus +0 */
    if (g_arith && (op == SM5_OP_ADD || op == SM5_OP_MUL || op == SM5_OP_MAD) && chance(r, 30)) {
        if (op == SM5_OP_ADD)
            printf(", l(0x3f800000, 0x3f800001, 0xbf800000, 0x40000000), "
                   "l(0x33800000, 0x33800000, 0xb3800000, 0x34000000)");
        else
            printf(", l(0x3f800800, 0x3f800001, 0xbf800800, 0xbf800001), "
                   "l(0x3f800800, 0x3fc00000, 0x3f800800, 0x3fc00000)%s",
                   op == SM5_OP_MAD ? ", l(0, 0, 0, 0)" : "");
        putchar('\n');
        note_dst(dreg);
        return;
    }
    /* the same for the DBL pipe: dadd 1 + 2^-53 (a tie, even stays), (1 + u) + 2^-53 (a
     * tie, odd rounds up); dmul (1 + u) * 1.5 (1.5 ulp: a tie) and 3 denorm quanta * 0.5
     * (a tie at the quantum); dfma (1 + 2^-30)(1 - 2^-30) - 1 = -2^-60 (fused only) and the
     * denorm tie plus 0 */
    if (g_double && (op == SM5_OP_DADD || op == SM5_OP_DMUL || op == SM5_OP_DFMA) && chance(r, 30)) {
        if (op == SM5_OP_DADD)
            printf(", l(0, 0x3ff00000, 1, 0x3ff00000), l(0, 0x3ca00000, 0, 0x3ca00000)");
        else if (op == SM5_OP_DMUL)
            printf(", l(1, 0x3ff00000, 3, 0), l(0, 0x3ff80000, 0, 0x3fe00000)");
        else
            printf(", l(0x00400000, 0x3ff00000, 3, 0), l(0xff800000, 0x3fefffff, 0, 0x3fe00000), "
                   "l(0, 0xbff00000, 0, 0)");
        putchar('\n');
        note_dst(dreg);
        return;
    }
    /* f32 compares against NaNs of both signs, quiet and signalling, in every lane: the
     * dependent chains and the arithmetic operands made NaN operands of eq/ne/lt/ge rare,
     * and the comparator's NaN rule (SPEC 3) is where a compare goes wrong */
    int nan_src = (op == SM5_OP_EQ || op == SM5_OP_NE || op == SM5_OP_LT || op == SM5_OP_GE) &&
                  g_arith && chance(r, 50) ? (int)below(r, 2) : -1;
    int sfu_src = sm5_op_pipe(op) == SM5_PIPE_SFU && g_arith && chance(r, 50);
    /* double compares: a quiet NaN in the first pair, a signalling one in the second */
    int dnan_src = (op == SM5_OP_DEQ || op == SM5_OP_DNE || op == SM5_OP_DLT || op == SM5_OP_DGE) &&
                   chance(r, 40) ? (int)below(r, 2) : -1;
    for (int s = 0; s < sm5_op_nsrc(op); s++) {
        printf(", ");
        if (sfu_src && s == 0) {
            printf("%sl(", chance(r, 10) ? "-" : "");
            for (int c = 0; c < 4; c++) printf("%s0x%08" PRIx32, c ? ", " : "", sfu_value(r));
            printf(")");
            continue;
        }
        if (s == nan_src) { printf("l(0x7fc00000, 0xffc00000, 0x7f800001, 0x3f800000)"); continue; }
        if (s == dnan_src) { printf("l(0, 0x7ff80000, 1, 0xfff00000)"); continue; }
        print_src(r, cl, sm5_op_is_f64(op) ? sm5_op_f64_src(op, s) : is_double,
                  op == SM5_OP_DMOVC && s == 0);
    }
    putchar('\n');
    note_dst(dreg);
}

/* Resources the generated programs declare, and how their addresses look. */
typedef struct { const char *name; int kind; int ncoord; } res_t;
enum { RK_RAW, RK_STRUCT, RK_TYPED };
static const res_t resources[] = {
    { "u0", RK_RAW, 1 }, { "u1", RK_STRUCT, 2 }, { "u2", RK_TYPED, 3 },
    { "g0", RK_RAW, 1 }, { "g1", RK_STRUCT, 2 },
};
static const int struct_stride[] = { 0, 16, 0, 0, 8 };

/* r6 holds the per-lane address, rebuilt from vThreadID before each memory op in one of
 * the patterns the arbiter must handle. */
static void gen_address(rng_t *r, int ri)
{
    const res_t *res = &resources[ri];
    switch (below(r, 6)) {
    case 0: /* every lane the same word */
        printf("mov r6.xyzw, l(%u, %u, %u, 0)\n",
               res->kind == RK_RAW ? 4 * below(r, 8) : below(r, 4),
               res->kind == RK_STRUCT ? 4 * below(r, 2) : below(r, 3), below(r, 2));
        return;
    case 1: /* distinct words in distinct banks */
        printf("ishl r6.x, vThreadID.x, l(%u)\n", res->kind == RK_RAW ? 2 : 0);
        break;
    case 2: /* distinct words in one bank */
        printf("ishl r6.x, vThreadID.x, l(%u)\n", res->kind == RK_RAW ? 7 : 3);
        break;
    case 3: /* four words shared by all lanes */
        printf("and r6.x, vThreadID.x, l(3)\n");
        if (res->kind == RK_RAW) printf("ishl r6.x, r6.x, l(2)\n");
        break;
    default: /* scattered, sometimes out of bounds or misaligned */
        printf("iadd r6.x, vThreadID.x, l(%u)\n", below(r, 300));
        if (res->kind == RK_RAW && chance(r, 80)) printf("ishl r6.x, r6.x, l(2)\n");
        break;
    }
    if (res->kind == RK_STRUCT)
        printf("mov r6.y, l(%u)\n", chance(r, 85) ? 4 * below(r, (uint32_t)struct_stride[ri] / 4 + 1)
                                                   : below(r, 20));
    else if (res->kind == RK_TYPED)
        printf("ushr r6.y, vThreadID.x, l(3)\nand r6.z, vThreadID.x, l(%u)\n", chance(r, 80) ? 1 : 3);
}

static void print_addr(int ri)
{
    static const char *const swz[] = { "", ".x", ".xy", ".xyz" };
    printf("r6%s", swz[resources[ri].ncoord]);
}

/* *last_ri: the resource of the previous memory op while r6 still holds its address
 * (-1 when none). Reusing it issues two memory ops back to back on the same words, the
 * case the memory unit's write forwarding exists for; burst: always reuse it. */
static void gen_mem(rng_t *r, sm5_op_t op, int *last_ri, int burst)
{
    sm5_opclass_t cl = sm5_op_class(op);
    int ri = (int)below(r, sizeof resources / sizeof resources[0]);
    int is_counter = sm5_op_is_counter(op);
    if (is_counter) ri = 1;
    /* typed UAVs only take atomics and typed loads/stores; the others no typed ops */
    int typed_op = op == SM5_OP_LD_UAV_TYPED || op == SM5_OP_STORE_UAV_TYPED;
    int raw_op = op == SM5_OP_LD_RAW || op == SM5_OP_STORE_RAW;
    int struct_op = op == SM5_OP_LD_STRUCTURED || op == SM5_OP_STORE_STRUCTURED;
    if (typed_op) ri = 2;
    if (raw_op) ri = chance(r, 50) ? 0 : 3;
    if (struct_op) ri = chance(r, 50) ? 1 : 4;
    int any_kind = !is_counter && !typed_op && !raw_op && !struct_op;
    if (any_kind && *last_ri >= 0 && (burst || chance(r, 40))) {
        ri = *last_ri;              /* back to back on the same address */
    } else if (!is_counter) {
        gen_address(r, ri);
        *last_ri = ri;
    }
    const res_t *res = &resources[ri];
    const char *name = sm5_op_name(op);
    unsigned d = below(r, 6);
    if (cl == SM5_CL_ATOMIC || cl == SM5_CL_IMM_ATOMIC) {
        if (cl == SM5_CL_IMM_ATOMIC) {
            printf("%s r%u.%c, %s", name, d, comp[below(r, 4)], res->name);
            note_dst((int)d);   /* load-to-use chains */
        }
        else printf("%s %s", name, res->name);
        if (!is_counter) {
            printf(", ");
            print_addr(ri);
            for (int s = 1; s < sm5_op_nsrc(op); s++)
                printf(", r%u.%c", below(r, 6), comp[below(r, 4)]);
        }
        putchar('\n');
        return;
    }
    static const unsigned store_masks[] = { 0x1, 0x3, 0x7, 0xF };
    switch (op) {
    case SM5_OP_LD_RAW:
        note_dst((int)d);
        printf("%s r%u", name, d); print_mask(1u + below(r, 15));
        printf(", r6.x, %s", res->name);
        print_swz(below(r, 4), below(r, 4), below(r, 4), below(r, 4));
        break;
    case SM5_OP_LD_STRUCTURED:
        note_dst((int)d);
        printf("%s r%u", name, d); print_mask(1u + below(r, 15));
        printf(", r6.x, r6.y, %s", res->name);
        print_swz(below(r, 4), below(r, 4), below(r, 4), below(r, 4));
        break;
    case SM5_OP_LD_UAV_TYPED:
        note_dst((int)d);
        printf("%s r%u", name, d); print_mask(1u + below(r, 15));
        printf(", r6.xyz, %s.xyzw", res->name);
        break;
    case SM5_OP_STORE_RAW:
        printf("%s %s", name, res->name); print_mask(store_masks[below(r, 4)]);
        printf(", r6.x, r%u.xyzw", below(r, 6));
        break;
    case SM5_OP_STORE_STRUCTURED:
        printf("%s %s", name, res->name); print_mask(store_masks[below(r, 4)]);
        printf(", r6.x, r6.y, r%u.xyzw", below(r, 6));
        break;
    case SM5_OP_STORE_UAV_TYPED:
        printf("%s %s.xyzw, r6.xyz, r%u.xyzw", name, res->name, below(r, 6));
        break;
    default:
        return;
    }
    putchar('\n');
}

/* An op the RTL has no pipe for (SFU, SPEC 11) and that no option asks for: the
 * default programs must run in lockstep. */
static int no_rtl_pipe(sm5_op_t op)
{
    if (g_more && (op == SM5_OP_SWAPC || op == SM5_OP_BUFINFO)) return 0;
    return sm5_op_class(op) != SM5_CL_CTRL && !sm5_op_is_mem(op) &&
           sm5_op_pipe(op) == SM5_PIPE_NONE;
}

/* One random instruction (not flow control). Without --arith: only the ops before the
 * SPEC 10 arithmetic (the RTL cannot run those yet), drawn exactly as before so every
 * old seed gives the same program. */
static void gen_one(rng_t *r, int mem, int *last_ri)
{
    for (;;) {
        sm5_op_t op = (sm5_op_t)below(r, g_arith ? SM5_OP_DADD : SM5_OP_ADD);
        /* the five SFU ops of ~100 would be drawn rarely: a few percent more */
        static const sm5_op_t sfu_ops[] = { SM5_OP_RCP, SM5_OP_RSQ, SM5_OP_EXP, SM5_OP_LOG, SM5_OP_SINCOS };
        if (g_arith && chance(r, 6)) op = sfu_ops[below(r, 5)];
        sm5_opclass_t cl = sm5_op_class(op);
        if (cl == SM5_CL_CTRL || op == SM5_OP_LD) continue;   /* flow: gen_block; t#: none declared */
        if (no_rtl_pipe(op)) continue;
        int is_mem = sm5_op_is_mem(op);
        if (is_mem && !mem) continue;
        if (is_mem) gen_mem(r, op, last_ri, 0);
        else { gen_alu(r, op); *last_ri = -1; }
        return;
    }
}

/* --flow: a condition / selector in r(8 + depth).z / .w from the lane index or the data
 * (never written by the random instructions, which write r0..r6). */
static void gen_cond(rng_t *r, unsigned reg, char c, unsigned mask)
{
    if (chance(r, 50)) printf("and r%u.%c, vThreadID.x, l(%u)\n", reg, c, 1u + below(r, mask));
    else printf("and r%u.%c, r%u.%c, l(%u)\n", reg, c, below(r, 6), comp[below(r, 4)], mask);
}

/* --flow: *left instructions at nesting depth d (<= 4; control register r(8 + d)), as a
 * sequence of plain instructions and blocks. in_loop: inside a loop (break/continue of
 * it may appear in an if at this level). */
static void gen_block(rng_t *r, unsigned d, unsigned *left, int mem, int *last_ri, int in_loop)
{
    unsigned rc = 8 + d;
    while (*left > 0) {
        unsigned k = below(r, 100);
        if (d >= 4 || k < 55 || *left < 3) {           /* a plain instruction */
            gen_one(r, mem, last_ri);
            (*left)--;
            continue;
        }
        *last_ri = -1;   /* r6 may be rebuilt inside a block: no back-to-back reuse across */
        unsigned n = 1 + below(r, *left < 8 ? *left : 8);
        *left -= n;
        if (k < 70) {                                  /* if / else */
            gen_cond(r, rc, 'z', 3);
            printf("%s r%u.z\n", chance(r, 50) ? "if_nz" : "if_z", rc);
            unsigned a = n / 2 + 1, b = n - n / 2;
            gen_block(r, d + 1, &a, mem, last_ri, in_loop);
            if (in_loop && chance(r, 20)) printf("%s\n", chance(r, 50) ? "break" : "continue");
            else if (d > 0 && chance(r, 8)) printf("ret\n");
            if (chance(r, 60)) {
                printf("else\n");
                gen_block(r, d + 1, &b, mem, last_ri, in_loop);
            }
            printf("endif\n");
        } else if (k < 85) {                           /* a loop, at most 6 rounds a lane */
            printf("mov r%u.x, l(0)\n", rc);
            gen_cond(r, rc, 'y', 3);
            if (chance(r, 50)) printf("iadd r%u.y, r%u.y, l(%u)\n", rc, rc, below(r, 3));
            printf("loop\n");
            printf("uge r%u.z, r%u.x, r%u.y\n", rc, rc, rc);
            printf("breakc_nz r%u.z\n", rc);
            printf("iadd r%u.x, r%u.x, l(1)\n", rc, rc);
            unsigned a = n / 2 + 1, b = n - n / 2;
            gen_block(r, d + 1, &a, mem, last_ri, 1);
            switch (below(r, 6)) {                     /* another way out (or round) */
            case 0: gen_cond(r, rc, 'z', 1); printf("breakc_z r%u.z\n", rc); break;
            case 1: gen_cond(r, rc, 'z', 1); printf("continuec_nz r%u.z\n", rc); break;
            case 2: gen_cond(r, rc, 'z', 1); printf("retc_nz r%u.z\n", rc); break;
            case 3: gen_cond(r, rc, 'z', 3); printf("if_nz r%u.z\n%s\nendif\n", rc, chance(r, 50) ? "break" : "continue"); break;
            default: break;
            }
            gen_block(r, d + 1, &b, mem, last_ri, 1);
            printf("endloop\n");
        } else if (k < 95) {                           /* a switch on 0..3 */
            gen_cond(r, rc, 'w', 3);
            printf("switch r%u.w\n", rc);
            unsigned used = 0, parts = 2 + below(r, 2);
            for (unsigned c = 0; c < parts; c++) {
                unsigned v = below(r, 5);
                if (used & (1u << v)) continue;
                used |= 1u << v;
                printf("case l(%u)\n", v);
                if (chance(r, 30)) {                   /* grouped labels */
                    unsigned v2 = below(r, 5);
                    if (!(used & (1u << v2))) { used |= 1u << v2; printf("case l(%u)\n", v2); }
                }
                unsigned a = n / parts + 1;
                gen_block(r, d + 1, &a, mem, last_ri, 0);
                printf("break\n");
            }
            if (chance(r, 60)) {
                printf("default\n");
                unsigned a = 1;
                gen_block(r, d + 1, &a, mem, last_ri, 0);
                printf("break\n");
            }
            printf("endswitch\n");
        } else if (d == 0 && mem && k < 98) {          /* a barrier: top level only */
            static const char *const bar[] = { "sync_g_t", "sync_uglobal_g_t", "sync_uglobal_t", "sync_g" };
            printf("%s\n", bar[below(r, 4)]);
            *left += n;
            if (*left) (*left)--;
        } else {                                       /* some lanes leave for good */
            gen_cond(r, rc, 'z', 1);
            printf("retc_%s r%u.z\n", chance(r, 50) ? "nz" : "z", rc);
            *left += n;
            if (*left) (*left)--;
        }
    }
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: sm5gen SEED [--lanes N] [--instrs N] [--no-mem] [--no-arith] [--flow] [--limits] [--no-double] [--more]\n");
        return 2;
    }
    char *end;
    uint64_t seed = strtoull(argv[1], &end, 0);
    if (*end) { fprintf(stderr, "sm5gen: bad seed '%s'\n", argv[1]); return 2; }
    unsigned lanes = 32, instrs = 40;
    int mem = 1;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--lanes") && i + 1 < argc) lanes = (unsigned)atoi(argv[++i]);
        else if (!strcmp(argv[i], "--instrs") && i + 1 < argc) instrs = (unsigned)atoi(argv[++i]);
        else if (!strcmp(argv[i], "--no-mem")) mem = 0;
        else if (!strcmp(argv[i], "--arith")) g_arith = 1;
        else if (!strcmp(argv[i], "--no-arith")) g_arith = 0;
        else if (!strcmp(argv[i], "--flow")) g_flow = 1;
        else if (!strcmp(argv[i], "--limits")) g_limits = 1;
        else if (!strcmp(argv[i], "--double")) g_double = 1;
        else if (!strcmp(argv[i], "--no-double")) g_double = 0;
        else if (!strcmp(argv[i], "--more")) g_more = 1;
        else { fprintf(stderr, "sm5gen: unknown argument '%s'\n", argv[i]); return 2; }
    }
    if (lanes < 1 || lanes > 64) { fprintf(stderr, "sm5gen: lanes must be 1..64\n"); return 2; }
    if (g_limits && !g_flow) { fprintf(stderr, "sm5gen: --limits needs --flow (the sequencer runs them)\n"); return 2; }
    rng_t r = { seed * 0x2545F4914F6CDD1Dull + 1 };
    rng_t rl = { seed * 0x9E3779B97F4A7C15ull + 7 };   /* --limits' own stream */
    /* --limits: cb0's rows (4..4096, dynamically indexed) and an icb of up to 4096 entries */
    unsigned cbrows = g_limits && chance(&rl, 60) ? 4 + below(&rl, 4093) : 4;
    unsigned nicb = g_limits && chance(&rl, 50) ? 1 + below(&rl, 4096) : 0;
    uint64_t all = lanes == 64 ? ~0ull : ((1ull << lanes) - 1);
    uint64_t inactive = chance(&r, 30) ? (rnd(&r) & rnd(&r) & all) : 0;
    uint64_t helper = chance(&r, 30) ? (rnd(&r) & rnd(&r) & all & ~inactive) : 0;

    printf("// sm5gen seed %" PRIu64 " lanes %u\n", seed, lanes);
    printf("cs_5_0\n");
    printf("dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps%s\n",
           g_double ? " | enable11_1DoubleExtensions" : "");
    if (cbrows > 4 || nicb) printf("dcl_constantbuffer CB0[%u], dynamicIndexed\n", cbrows);
    else printf("dcl_constantbuffer CB0[4], immediateIndexed\n");
    if (mem) {
        printf("dcl_uav_raw u0\n");
        printf("dcl_uav_structured u1, 16\n");
        printf("dcl_uav_typed_texture2darray (uint,uint,uint,uint) u2\n");
        printf("dcl_tgsm_raw g0, 512\n");
        printf("dcl_tgsm_structured g1, 8, 16\n");
    }
    printf("dcl_input vThreadID.xyz\n");
    printf("dcl_temps %d\n", g_flow ? NTEMPS + 4 : NTEMPS);   /* --flow: r8..r11 control */
    /* --flow: sometimes a group of two waves (P-30 interleave, barriers across waves) */
    unsigned group = lanes;
    if (g_flow && lanes <= 32 && chance(&r, 30)) group = 2 * lanes;
    /* --flow: a fifth of the groups 2D or 3D, X of any size (X x 2..3 x 1..2, at most the
     * threads above: the last wave may be partial) */
    if (g_flow && group >= 6 && chance(&r, 20)) {
        unsigned Y = 2 + below(&r, 2), Z = chance(&r, 30) ? 2 : 1;
        printf("dcl_thread_group %u, %u, %u\n", group / (Y * Z), Y, Z);
    } else if (g_limits && chance(&rl, 50)) {   /* up to D3D11's 1024 threads, Z <= 64 */
        static const unsigned ys[] = { 1, 1, 2, 3, 4, 8, 16 }, zs[] = { 1, 1, 1, 2, 4, 64 };
        unsigned Y = ys[below(&rl, 7)], Z = zs[below(&rl, 6)], X = 1 + below(&rl, 1024 / (Y * Z));
        group = X * Y * Z;
        printf("dcl_thread_group %u, %u, %u\n", X, Y, Z);
    } else printf("dcl_thread_group %u, 1, 1\n", group);
    if (g_flow && chance(&r, 25)) printf("//! dispatch %u 1 1\n", 2 + below(&r, 2));   /* P-28 */
    /* --flow, one-wave groups: now and then an indexable temp and an immediate constant
     * buffer, read and written with constant and relative indexes (half of them past the
     * end: P-31) in the prologue */
    int idx = g_flow && group == lanes && chance(&r, 30);
    if (idx && nicb) nicb = 0;   /* (the x# prologue declares its own icb) */
    if (nicb) {
        printf("dcl_immediateConstantBuffer {");
        for (unsigned e = 0; e < nicb; e++)
            printf(" { 0x%08" PRIx32 ", 0x%08" PRIx32 ", 0x%08" PRIx32 ", 0x%08" PRIx32 " }%s", value(&rl),
                   value(&rl), value(&rl), value(&rl), e + 1 < nicb ? ",\n" : " }\n");
    }
    if (idx) {
        printf("dcl_indexableTemp x0[4], 4\ndcl_immediateConstantBuffer {");
        for (int e = 0; e < 3; e++)
            printf(" { 0x%08" PRIx32 ", 0x%08" PRIx32 ", 0x%08" PRIx32 ", 0x%08" PRIx32 " }%s", value(&r), value(&r),
                   value(&r), value(&r), e < 2 ? "," : " }\n");
    }
    printf("//! lanes %u\n", lanes);
    if (inactive) printf("//! inactive 0x%" PRIx64 "\n", inactive);
    if (helper) printf("//! helper 0x%" PRIx64 "\n", helper);
    for (int i = 0; i < 4; i++) {
        printf("//! cb cb0[%d]", i);
        for (int c = 0; c < 4; c++) printf(" 0x%08" PRIx32, value(&r));
        printf("\n");
    }
    if (mem) {
        printf("//! fill u0 256 0x%08" PRIx32 "\n", value(&r));
        printf("//! init u0");
        for (int i = 0; i < 16; i++) printf(" 0x%08" PRIx32, value(&r));
        printf("\n//! fill u1 128 0x%08" PRIx32 "\n", value(&r));
        printf("//! dims u2 8 4 2\n");
        printf("//! counter u1 0x%08" PRIx32 "\n", chance(&r, 50) ? 0xFFFFFFFEu : below(&r, 4));
    }
    /* seed every temp with special values mixed with the lane index (with doubles, a
     * third of them with two dbl_specials) */
    for (int t = 0; t < NTEMPS; t++) {
        if (g_double && t < NTEMPS - 2 && chance(&r, 33)) {
            uint64_t a = dvalue(&r), b = dvalue(&r);
            printf("mov r%d.xyzw, l(0x%08" PRIx32 ", 0x%08" PRIx32 ", 0x%08" PRIx32 ", 0x%08" PRIx32 ")\n",
                   t, (uint32_t)a, (uint32_t)(a >> 32), (uint32_t)b, (uint32_t)(b >> 32));
            continue;
        }
        printf("mov r%d.xyzw, l(0x%08" PRIx32 ", 0x%08" PRIx32 ", 0x%08" PRIx32 ", 0x%08" PRIx32 ")\n",
               t, value(&r), value(&r), value(&r), value(&r));
        if (chance(&r, 50)) printf("iadd r%d.%c, r%d.%c, vThreadID.x\n", t, comp[t & 3], t, comp[t & 3]);
    }
    if (cbrows > 4 || nicb) {   /* --limits: cb0 rows near the end, then per-thread indexes */
        for (int i = 0; i < 2; i++) {
            printf("//! cb cb0[%u]", cbrows - 1 - (unsigned)i);
            for (int c = 0; c < 4; c++) printf(" 0x%08" PRIx32, value(&rl));
            printf("\n");
        }
        unsigned span = cbrows > nicb ? cbrows : nicb;   /* indexes run a little past the end */
        printf("imad r0.w, vThreadID.x, l(%u), l(%u)\n", 1 + 2 * below(&rl, 300), below(&rl, span));
        printf("udiv null, r0.w, r0.w, l(%u)\n", span + 2);   /* the remainder: 0 .. span + 1 */
        printf("iadd r%u.y, r%u.y, cb0[r0.w + 0].%c\n", below(&rl, NTEMPS), below(&rl, NTEMPS), comp[below(&rl, 4)]);
        if (nicb) printf("xor r%u.z, icb[r0.w + %u].x, r%u.x\n", below(&rl, NTEMPS), below(&rl, 2), below(&rl, NTEMPS));
        if (chance(&rl, 40))   /* two indexed operands in one instruction */
            printf("iadd r%u.x, cb0[r0.w + 0].z, %s[r0.w + 1].w\n", below(&rl, NTEMPS), nicb ? "icb" : "cb0");
    }
    if (idx) {   /* (r1.w: an index 0..7 of each lane) */
        printf("iadd r1.w, r1.w, vThreadID.x\nand r1.w, r1.w, l(7)\nmov x0[r1.w + 0].xyzw, r2.xyzw\nmov x0[%u].xy, r3.xyxx\n", below(&r, 4));
        printf("mov r4.xy, x0[r1.w + %u].yxyy\niadd r5.z, r5.z, icb[r1.w + 0].y\n", below(&r, 3));
        printf("mov r6.x, icb[%u].w\nmov r7.zw, x0[2].xxxy\n", below(&r, 3));
    }
    int last_ri = -1;
    if (g_flow) {
        unsigned left = instrs;
        gen_block(&r, 0, &left, mem, &last_ri, 0);
        printf("ret\n");
        return 0;
    }
    for (unsigned i = 0; i < instrs; i++) {
        /* --no-arith: only the ops before the SPEC 10 arithmetic, drawn exactly as before
         * so every old seed gives the same program */
        sm5_op_t op = (sm5_op_t)below(&r, g_double ? SM5_OP_SWAPC : g_arith ? SM5_OP_DADD : SM5_OP_ADD);
        /* a fifth of the draws from the SPEC 12 ops, so a seed holds dependent double runs
         * and meets the DBL pipe busy */
        if (g_double && chance(&r, 20))
            op = (sm5_op_t)(SM5_OP_DADD + below(&r, SM5_OP_UTOD - SM5_OP_DADD + 1));
        /* --more: a tenth of the draws from SPEC 14 (no draw without it: seeds unchanged) */
        if (g_more && chance(&r, 10)) op = chance(&r, 50) || !mem ? SM5_OP_SWAPC : SM5_OP_BUFINFO;
        if (!g_arith && op >= SM5_OP_ADD && op < SM5_OP_DADD) { i--; continue; }   /* --double alone */
        if (no_rtl_pipe(op)) { i--; continue; }
        sm5_opclass_t cl = sm5_op_class(op);
        if (cl == SM5_CL_CTRL || op == SM5_OP_LD) { i--; continue; }   /* flow: --flow (gen_block) */
        int is_mem = sm5_op_is_mem(op);
        if (is_mem && !mem) { i--; continue; }
        if (is_mem) {
            gen_mem(&r, op, &last_ri, 0);
            /* now and then a burst of atomics on the same words with no ALU op between:
             * the only way random programs fill the vector ALU's memory request queue and
             * exhaust its credits (the unit drains one bank round per cycle) */
            if (last_ri >= 0 && chance(&r, 35)) {
                for (unsigned k = 3 + below(&r, 6); k > 0 && i + 1 < instrs; k--, i++)
                    gen_mem(&r, (sm5_op_t)(SM5_OP_ATOMIC_AND + below(&r, 8)), &last_ri, 1);
            }
        }
        else if (op == SM5_OP_BUFINFO) {   /* the raw or structured buffer (u2 is a texture) */
            unsigned d = below(&r, NTEMPS - 2);
            printf("bufinfo r%u", d);
            print_mask(1u + below(&r, 15));
            printf(", %s\n", resources[below(&r, 2)].name);
        }
        else { gen_alu(&r, op); last_ri = -1; }
    }
    printf("ret\n");
    return 0;
}

static uint64_t dvalue(rng_t *r)
{
    /* mostly a special; otherwise a special with its low significand bits stirred (a
     * random double near it: odd significands, near-ties) */
    uint64_t v = dbl_specials[below(r, sizeof dbl_specials / sizeof dbl_specials[0])];
    if (chance(r, 25)) v ^= rnd(r) & 0x000000000000FFFFull;
    return v;
}

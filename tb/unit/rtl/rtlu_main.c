/* RTL unit harness: drives each Verilated per-component unit with exhaustive, special-
 * value and seeded random vectors and compares every output bit-exact with the C model.
 *   rtlu [--seed N] [--n RANDOM_PER_UNIT] [--unit NAME] [--fma-stages N] [--fma-mul-cs 0|1]
 * --fma-stages: the STAGES the model was built with (default: the C model's
 * SM5_FMA_STAGES); the fma unit fails when the RTL reports another depth. --fma-mul-cs:
 * the same for sm5_fma's MUL_CS (default 0: the products whole).
 * fma_sweep (minutes) runs only when named: round_* and frc over every mantissa of the
 * exponents where the binary point leaves or enters the significand.
 * Prints one line per unit and, last, `N passed, N failed` (N = vectors compared). */
#include "rtlu.h"
#include "rtlu_test.h"
#include "sm5_alu.h"
#include "sm5_fma_unit.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <inttypes.h>

uint64_t t_rand64(tctx_t *t)
{
    t->rng ^= t->rng >> 12;
    t->rng ^= t->rng << 25;
    t->rng ^= t->rng >> 27;
    return t->rng * 0x2545F4914F6CDD1DULL;
}

uint32_t t_rand32(tctx_t *t) { return (uint32_t)(t_rand64(t) >> 32); }
uint32_t t_below(tctx_t *t, uint32_t n) { return (uint32_t)(((t_rand64(t) >> 32) * n) >> 32); }

const uint32_t t_f32_specials[] = {
    0x00000000u, 0x80000000u,                           /* +-0 */
    0x00000001u, 0x80000001u, 0x007FFFFFu, 0x807FFFFFu, 0x00400000u, 0x80400000u, /* denorms */
    0x00800000u, 0x80800000u, 0x7F7FFFFFu, 0xFF7FFFFFu, /* min / max normals */
    0x7F800000u, 0xFF800000u,                           /* +-INF */
    0x7FC00000u, 0xFFC00000u, 0x7F800001u, 0xFF800001u, 0x7FBFFFFFu, 0x7FFFFFFFu,
    0xFFFFFFFFu, 0x7FC12345u,                           /* NaNs with payloads; all-ones */
    0x3F800000u, 0xBF800000u, 0x3F7FFFFFu, 0x3F800001u, 0x40000000u, 0xC0000000u,
    0x3F000000u, 0xBF000000u,                           /* around 1, 2, 0.5 */
    0x4F000000u, 0xCF000000u, 0x4EFFFFFFu, 0x4F800000u, 0x4F7FFFFFu, /* 2^31, 2^32 */
    0x477FE000u, 0x477FF000u, 0x47800000u, 0xC77FE000u, /* f16 max and beyond */
    0x38800000u, 0x387FFFFFu, 0x33800000u, 0x33000000u, 0xB3800000u, /* f16 denorm range */
    0x00000002u, 0x0000001Fu, 0x00000020u, 0x00000021u, 0x7FFFFFFEu, 0xFFFFFFFEu,
    0x55555555u, 0xAAAAAAAAu, 0x0000FFFFu, 0xFFFF0000u, 0x12345678u,
};
const size_t t_f32_nspecials = sizeof t_f32_specials / sizeof t_f32_specials[0];

const uint64_t t_f64_specials[] = {
    0x0000000000000000ull, 0x8000000000000000ull,
    0x0000000000000001ull, 0x8000000000000001ull, 0x000FFFFFFFFFFFFFull, 0x800FFFFFFFFFFFFFull,
    0x0010000000000000ull, 0x8010000000000000ull, 0x7FEFFFFFFFFFFFFFull, 0xFFEFFFFFFFFFFFFFull,
    0x7FF0000000000000ull, 0xFFF0000000000000ull,
    0x7FF8000000000000ull, 0xFFF8000000000000ull, 0x7FF0000000000001ull, 0xFFF0000000000001ull,
    0x7FF7FFFFFFFFFFFFull, 0x7FFFFFFFFFFFFFFFull, 0xFFFFFFFFFFFFFFFFull,
    0x3FF0000000000000ull, 0xBFF0000000000000ull, 0x3FEFFFFFFFFFFFFFull, 0x3FF0000000000001ull,
    0x0000000080000000ull, 0x7FFFFFFF00000000ull, 0x00000000FFFFFFFFull,
};
const size_t t_f64_nspecials = sizeof t_f64_specials / sizeof t_f64_specials[0];

/* Exponents where the rules change: zero/denorm, f16/f11 denorm and normal limits,
 * around 1, the int32/uint32 limits, overflow of f16, max, INF/NaN. */
static const uint8_t edge_exp[] = {
    0, 1, 2, 96, 100, 101, 102, 103, 108, 109, 110, 111, 112, 113, 114, 125, 126, 127, 128,
    141, 142, 143, 144, 149, 150, 151, 156, 157, 158, 159, 160, 253, 254, 255,
};

uint32_t t_f32_biased(tctx_t *t)
{
    uint32_t r = t_rand32(t), k = t_below(t, 16);
    uint32_t sign = t_rand32(t) & 0x80000000u;
    uint32_t man = t_rand32(t) & 0x7FFFFFu;
    switch (k) {
    case 0: case 1: return t_f32_specials[t_below(t, (uint32_t)t_f32_nspecials)];
    case 2: return sign | man;                                   /* denorm or zero */
    case 3: return sign | 0x7F800000u | (t_below(t, 4) ? man : 0u);  /* NaN / INF */
    case 4: case 5: case 6: case 7: case 8: {
        uint32_t e = edge_exp[t_below(t, sizeof edge_exp)];
        /* short mantissas hit exact values, ties and all-ones tails */
        uint32_t m = t_below(t, 3) == 0 ? (man & ~(0x7FFFFFu >> t_below(t, 24))) :
                     t_below(t, 4) == 0 ? (0x7FFFFFu >> t_below(t, 24)) : man;
        return sign | (e << 23) | m;
    }
    default: return r;
    }
}

uint64_t t_f64_biased(tctx_t *t)
{
    uint64_t r = t_rand64(t), sign = t_rand64(t) & 0x8000000000000000ull;
    uint64_t man = t_rand64(t) & 0xFFFFFFFFFFFFFull;
    switch (t_below(t, 8)) {
    case 0: case 1: return t_f64_specials[t_below(t, (uint32_t)t_f64_nspecials)];
    case 2: return sign | man;
    case 3: return sign | 0x7FF0000000000000ull | (t_below(t, 4) ? man : 0u);
    case 4: return sign | ((uint64_t)(1023 + (int)t_below(t, 5) - 2) << 52) | man;
    default: return r;
    }
}

uint32_t t_i32_biased(tctx_t *t)
{
    uint32_t r = t_rand32(t);
    switch (t_below(t, 8)) {
    case 0: return t_f32_specials[t_below(t, (uint32_t)t_f32_nspecials)];
    case 1: return r >> t_below(t, 32);                          /* short positive values */
    case 2: return (uint32_t)-(int32_t)(r >> t_below(t, 32) >> 1); /* short negative values */
    case 3: return r & ~(0xFFFFFFFFu >> t_below(t, 32));         /* low bits clear: ties */
    case 4: { uint32_t s = t_below(t, 32);                       /* one run of ones */
              return (0xFFFFFFFFu >> t_below(t, 32)) << s; }
    case 5: return 1u << t_below(t, 32);
    default: return r;
    }
}

const char *t_op_name(uint32_t op)
{
    const char *n = op < SM5_OP_COUNT ? sm5_op_name((sm5_op_t)op) : NULL;
    return n ? n : "?";
}

bool t_check(tctx_t *t, const char *op, int nin, const uint64_t in[], uint64_t expect,
             uint64_t actual, bool width64)
{
    t->compared++;
    if (expect == actual) return true;
    int w = width64 ? 16 : 8;
    printf("MISMATCH unit=%s op=%s in=", t->unit, op);
    for (int i = 0; i < nin; i++) printf("%s0x%0*" PRIx64, i ? "," : "", w, in[i]);
    printf(" expected=0x%0*" PRIx64 " actual=0x%0*" PRIx64 "\n", w, expect, w, actual);
    return false;
}

uint32_t t_model_alu(uint32_t op, uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
    sm5_uop_t u;
    memset(&u, 0, sizeof u);
    u.op = (uint8_t)op;
    uint32_t src[SM5_NSRC][4] = {{a, a, a, a}, {b, b, b, b}, {c, c, c, c}, {d, d, d, d}};
    uint32_t out[4];
    sm5_alu_exec(&u, src, out, NULL);
    return out[0];
}

/* named_only: a long run, only when --unit names it */
static const struct { const char *name; int (*run)(tctx_t *); bool named_only; } units[] = {
    {"fcmp", t_unit_fcmp, false}, {"dcmp", t_unit_dcmp, false},
    {"bitfield", t_unit_bitfield, false}, {"cvt", t_unit_cvt, false},
    {"intalu", t_unit_intalu, false}, {"fsat", t_unit_fsat, false},
    {"fmt_unpack", t_unit_fmt_unpack, false}, {"fmt_pack", t_unit_fmt_pack, false},
    {"fma", t_unit_fma, false}, {"fma_sweep", t_unit_fma_sweep, true},
};

static uint64_t hash_name(const char *s)
{
    uint64_t h = 0xCBF29CE484222325ull;   /* FNV-1a */
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 0x100000001B3ull;
    return h;
}

static void usage(const char *argv0)
{
    fprintf(stderr, "usage: %s [--seed N] [--n RANDOM_PER_UNIT] [--unit NAME] [--fma-stages N] "
                    "[--fma-mul-cs 0|1]\n",
            argv0);
}

int main(int argc, char **argv)
{
    uint64_t seed = 1, nrand = 1000000, fma_stages = SM5_FMA_STAGES, fma_mul_cs = 0;
    const char *only = NULL;
    for (int i = 1; i < argc; i++) {
        char *end = NULL;
        if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            seed = strtoull(argv[++i], &end, 0);
        } else if (strcmp(argv[i], "--n") == 0 && i + 1 < argc) {
            nrand = strtoull(argv[++i], &end, 0);
        } else if (strcmp(argv[i], "--fma-stages") == 0 && i + 1 < argc) {
            fma_stages = strtoull(argv[++i], &end, 0);
        } else if (strcmp(argv[i], "--fma-mul-cs") == 0 && i + 1 < argc) {
            fma_mul_cs = strtoull(argv[++i], &end, 0);
        } else if (strcmp(argv[i], "--unit") == 0 && i + 1 < argc) {
            only = argv[++i];
        } else {
            usage(argv[0]);
            return 2;
        }
        if (end && *end) {
            fprintf(stderr, "error: bad number '%s'\n", argv[i]);
            return 2;
        }
    }
    bool found = false;
    uint64_t total = 0;
    int failed = 0;
    rtlu_open();
    for (size_t u = 0; u < sizeof units / sizeof units[0]; u++) {
        if (only ? strcmp(only, units[u].name) != 0 : units[u].named_only) continue;
        found = true;
        tctx_t t = {.rng = (seed ^ hash_name(units[u].name)) | 1u, .compared = 0,
                    .nrand = nrand, .unit = units[u].name, .fma_stages = (uint32_t)fma_stages,
                    .fma_mul_cs = (uint32_t)fma_mul_cs};
        int rc = units[u].run(&t);
        total += t.compared;
        printf("%-10s %10" PRIu64 " vectors  %s\n", units[u].name, t.compared,
               rc ? "MISMATCH (stopped)" : "ok");
        if (rc) { failed = 1; total--; break; }
    }
    rtlu_close();
    if (!found) {
        fprintf(stderr, "error: unknown unit '%s'; known units:", only);
        for (size_t u = 0; u < sizeof units / sizeof units[0]; u++) fprintf(stderr, " %s", units[u].name);
        fprintf(stderr, "\n");
        return 2;
    }
    printf("seed %" PRIu64 "\n", seed);
    printf("%" PRIu64 " passed, %d failed\n", total, failed);
    return failed ? 1 : 0;
}

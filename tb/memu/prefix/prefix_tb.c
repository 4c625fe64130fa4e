/* rtl/sm5_mem_combine.sv (A4 same-word combining: segments of SEG lanes, each an
 * sm5_mem_prefix) against a reference written from SPEC P-9 and docs/memory-unit.md
 * alone: the lanes of one word in one segment (lanes l with the same l / SEG), one at a
 * time in ascending lane order. Random vectors with many collisions (few distinct words, equal operands,
 * sign-bit extremes), every associative atomic, the enable off.
 *
 * Checked per vector, bit-exact:
 *   lead_o[l]  l is accessed and no lower accessed lane has its word
 *   pre_o[l]   member: {1, d_leader op d_j1 op ... op d_(l-1)} (its group's lower lanes,
 *              ascending); leader: {0, identity of op}; lane not accessed: 0
 *   tot_o[g]   leader: the fold of its whole group; other lanes 0
 *   (an iadd's value is pre_o + pre_c_o, tot_o + tot_c_o mod 2^32, its carry-save
 *   halves; for every other op the carry halves must be 0)
 *   and P-9 itself: with a random memory word m, each member's return "m op prefix"
 *   equals the word after all lower lanes' operations, and "m op total" the word after
 *   the group (exch: a present prefix replaces m, an absent one keeps it).
 *   en_i = 0: every output 0.
 *
 *   prefix_tb [--seed S] [--n VECTORS_PER_OP] [--expect-fail]
 * prints "N passed, N failed" (one test per op and the enable-off test); --expect-fail
 * (a broken build) inverts the exit status: some mismatch must be found. */
#include "prefix_rtl.h"
#include "sm5_uop.h"
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXL 64

typedef struct { uint64_t s; } rng_t;
static uint32_t rnd(rng_t *r)
{
    r->s ^= r->s << 13;
    r->s ^= r->s >> 7;
    r->s ^= r->s << 17;
    return (uint32_t)(r->s >> 16);
}

static const struct { int op; const char *name; } OPS[] = {
    {SM5_OP_ATOMIC_AND, "atomic_and"},         {SM5_OP_ATOMIC_OR, "atomic_or"},
    {SM5_OP_ATOMIC_XOR, "atomic_xor"},         {SM5_OP_ATOMIC_IADD, "atomic_iadd"},
    {SM5_OP_ATOMIC_IMAX, "atomic_imax"},       {SM5_OP_ATOMIC_IMIN, "atomic_imin"},
    {SM5_OP_ATOMIC_UMAX, "atomic_umax"},       {SM5_OP_ATOMIC_UMIN, "atomic_umin"},
    {SM5_OP_IMM_ATOMIC_AND, "imm_atomic_and"}, {SM5_OP_IMM_ATOMIC_OR, "imm_atomic_or"},
    {SM5_OP_IMM_ATOMIC_XOR, "imm_atomic_xor"}, {SM5_OP_IMM_ATOMIC_IADD, "imm_atomic_iadd"},
    {SM5_OP_IMM_ATOMIC_IMAX, "imm_atomic_imax"}, {SM5_OP_IMM_ATOMIC_IMIN, "imm_atomic_imin"},
    {SM5_OP_IMM_ATOMIC_UMAX, "imm_atomic_umax"}, {SM5_OP_IMM_ATOMIC_UMIN, "imm_atomic_umin"},
    {SM5_OP_IMM_ATOMIC_EXCH, "imm_atomic_exch"},
};
#define NOPS ((int)(sizeof OPS / sizeof OPS[0]))

/* SPEC 6: the word after "x op y" (exch: y) */
static uint32_t op_val(int op, uint32_t x, uint32_t y)
{
    switch (op) {
    case SM5_OP_ATOMIC_AND: case SM5_OP_IMM_ATOMIC_AND: return x & y;
    case SM5_OP_ATOMIC_OR: case SM5_OP_IMM_ATOMIC_OR: return x | y;
    case SM5_OP_ATOMIC_XOR: case SM5_OP_IMM_ATOMIC_XOR: return x ^ y;
    case SM5_OP_ATOMIC_IADD: case SM5_OP_IMM_ATOMIC_IADD: return x + y;
    case SM5_OP_ATOMIC_IMAX: case SM5_OP_IMM_ATOMIC_IMAX: return (int32_t)x > (int32_t)y ? x : y;
    case SM5_OP_ATOMIC_IMIN: case SM5_OP_IMM_ATOMIC_IMIN: return (int32_t)x < (int32_t)y ? x : y;
    case SM5_OP_ATOMIC_UMAX: case SM5_OP_IMM_ATOMIC_UMAX: return x > y ? x : y;
    case SM5_OP_ATOMIC_UMIN: case SM5_OP_IMM_ATOMIC_UMIN: return x < y ? x : y;
    default: return y;   /* exch */
    }
}

/* x op identity == x */
static uint32_t op_ident(int op)
{
    switch (op) {
    case SM5_OP_ATOMIC_AND: case SM5_OP_IMM_ATOMIC_AND:
    case SM5_OP_ATOMIC_UMIN: case SM5_OP_IMM_ATOMIC_UMIN: return 0xFFFFFFFFu;
    case SM5_OP_ATOMIC_IMAX: case SM5_OP_IMM_ATOMIC_IMAX: return 0x80000000u;
    case SM5_OP_ATOMIC_IMIN: case SM5_OP_IMM_ATOMIC_IMIN: return 0x7FFFFFFFu;
    default: return 0;
    }
}

static uint32_t pick_d(rng_t *r, const uint32_t *d, int l)
{
    static const uint32_t EXT[] = {0, 1, 2, 0x7FFFFFFFu, 0x80000000u, 0x80000001u,
                                   0xFFFFFFFFu, 0xFFFFFFFEu, 0x40000000u};
    switch (rnd(r) % 5) {
    case 0: return EXT[rnd(r) % (sizeof EXT / sizeof EXT[0])];
    case 1: return rnd(r) % 4;
    case 2: return l > 0 ? d[rnd(r) % (uint32_t)l] : rnd(r);   /* a tie */
    case 3: return rnd(r) ^ (rnd(r) << 16);
    default: return (rnd(r) % 8) << 28 | (rnd(r) & 3);   /* sign and top bits vary */
    }
}

typedef struct {
    int lanes, aw, seg;
    uint64_t ok;
    uint32_t word[MAXL], d[MAXL];
} vec_t;

/* lanes j and l form one group: both accessed, one word, one combining segment */
static bool same_group(const vec_t *v, int j, int l)
{
    return ((v->ok >> j) & 1u) && v->word[j] == v->word[l] && j / v->seg == l / v->seg;
}

static void gen(rng_t *r, vec_t *v)
{
    int L = v->lanes;
    uint32_t amask = (v->aw >= 32) ? 0xFFFFFFFFu : ((1u << v->aw) - 1u);
    uint32_t pool = 1 + rnd(r) % (L < 4 ? (uint32_t)L + 1 : 4 + rnd(r) % (uint32_t)L);
    uint32_t base = rnd(r) & amask, flip = 1u << (rnd(r) % (uint32_t)v->aw);
    int okmode = (int)(rnd(r) % 4);
    v->ok = 0;
    for (int l = 0; l < L; l++) {
        uint32_t k = rnd(r) % pool;
        /* words that differ in one (any) address bit, or in several */
        v->word[l] = (rnd(r) % 2 ? (base ^ (k ? flip * k : 0)) : (base + k)) & amask;
        bool on = okmode == 0 || (okmode == 1 && rnd(r) % 4) || (okmode >= 2 && rnd(r) % 2);
        v->ok |= (uint64_t)on << l;
        v->d[l] = pick_d(r, v->d, l);
    }
}

typedef struct {
    uint64_t lead;
    uint8_t pre_v[MAXL];
    uint32_t pre[MAXL], tot[MAXL];
    uint32_t pre_c[MAXL], tot_c[MAXL];   /* the RTL's carry halves (iadd) */
} out_t;

/* the reference: P-9 one lane at a time, ascending */
static void reference(int op, const vec_t *v, out_t *o)
{
    int L = v->lanes;
    memset(o, 0, sizeof *o);
    for (int l = 0; l < L; l++) {
        if (!((v->ok >> l) & 1u)) continue;
        int g = l;
        for (int j = 0; j < l; j++)
            if (same_group(v, j, l)) { g = j; break; }
        if (g == l) {
            o->lead |= 1ull << l;
            o->pre_v[l] = 0;
            o->pre[l] = op_ident(op);
            uint32_t acc = v->d[l];
            for (int j = l + 1; j < L; j++)
                if (same_group(v, j, l)) acc = op_val(op, acc, v->d[j]);
            o->tot[l] = acc;
        } else {
            uint32_t acc = v->d[g];
            for (int j = g + 1; j < l; j++)
                if (same_group(v, j, l)) acc = op_val(op, acc, v->d[j]);
            o->pre_v[l] = 1;
            o->pre[l] = acc;
        }
    }
}

static bool is_exch(int op) { return op == SM5_OP_IMM_ATOMIC_EXCH; }

/* the memory after m then a {present, value} operand (a present exch operand replaces) */
static uint32_t apply(int op, uint32_t m, int pv, uint32_t p)
{
    if (is_exch(op)) return pv ? p : m;
    return op_val(op, m, p);
}

typedef struct {
    int fails_printed;
    char opname[32];
} ctx_t;

static void show(const vec_t *v, int op)
{
    fprintf(stderr, "  op %d  ok 0x%016" PRIx64 "\n", op, v->ok);
    for (int l = 0; l < v->lanes; l++)
        fprintf(stderr, "  lane %2d word 0x%04x d 0x%08x\n", l, v->word[l], v->d[l]);
}

/* one vector: 0 when every output matches */
static int check(ctx_t *c, prefix_rtl_t *rtl, rng_t *r, int op, int en, const vec_t *v)
{
    out_t ref, got;
    int bad = 0;
    prefix_rtl_eval(rtl, en, op, v->ok, v->word, v->d, &got.lead, got.pre_v, got.pre, got.pre_c,
                    got.tot, got.tot_c);
    bool add = op == SM5_OP_ATOMIC_IADD || op == SM5_OP_IMM_ATOMIC_IADD;
    if (en) reference(op, v, &ref);
    else memset(&ref, 0, sizeof ref);
    char what[160] = "";
    if (got.lead != ref.lead) {
        snprintf(what, sizeof what, "lead_o 0x%" PRIx64 ", expected 0x%" PRIx64, got.lead, ref.lead);
        bad = 1;
    }
    for (int l = 0; l < v->lanes && !bad; l++) {
        if (!add && (got.pre_c[l] || got.tot_c[l])) {
            snprintf(what, sizeof what, "lane %d: carry halves 0x%08x 0x%08x, expected 0 (not iadd)", l,
                     got.pre_c[l], got.tot_c[l]);
            bad = 1;
            break;
        }
        /* the value: the sum of the halves (both 0 but for iadd) */
        got.pre[l] += got.pre_c[l];
        got.tot[l] += got.tot_c[l];
        if (got.pre_v[l] != ref.pre_v[l] || got.pre[l] != ref.pre[l]) {
            snprintf(what, sizeof what, "pre_o[%d] {%u, 0x%08x}, expected {%u, 0x%08x}", l,
                     got.pre_v[l], got.pre[l], ref.pre_v[l], ref.pre[l]);
            bad = 1;
        } else if (got.tot[l] != ref.tot[l]) {
            snprintf(what, sizeof what, "tot_o[%d] 0x%08x, expected 0x%08x", l, got.tot[l], ref.tot[l]);
            bad = 1;
        }
    }
    /* P-9 on a random memory word, from the RTL's outputs */
    if (en && !bad) {
        uint32_t m = rnd(r);
        for (int l = 0; l < v->lanes && !bad; l++) {
            if (!((ref.lead >> l) & 1u)) continue;
            uint32_t mem = m;
            for (int j = l; j < v->lanes && !bad; j++) {
                if (!same_group(v, j, l)) continue;
                uint32_t ret = apply(op, m, got.pre_v[j], got.pre[j]);
                if (ret != mem) {
                    snprintf(what, sizeof what, "P-9: lane %d returns 0x%08x, expected 0x%08x (m 0x%08x)",
                             j, ret, mem, m);
                    bad = 1;
                }
                mem = op_val(op, mem, v->d[j]);
            }
            if (!bad && apply(op, m, 1, got.tot[l]) != mem) {
                snprintf(what, sizeof what, "P-9: group of lane %d leaves 0x%08x, expected 0x%08x (m 0x%08x)",
                         l, apply(op, m, 1, got.tot[l]), mem, m);
                bad = 1;
            }
        }
    }
    if (bad && c->fails_printed < 3) {
        c->fails_printed++;
        fprintf(stderr, "MISMATCH LANES=%d SEG=%d %s en=%d: %s\n", v->lanes, v->seg, c->opname, en, what);
        show(v, op);
    }
    return bad;
}

int main(int argc, char **argv)
{
    uint64_t seed = 1;
    long n = 4000;
    bool expect_fail = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--n") && i + 1 < argc) n = strtol(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--expect-fail")) expect_fail = true;
        else {
            fprintf(stderr, "prefix_tb: error: unknown argument '%s' (known: --seed S, --n N, --expect-fail)\n", argv[i]);
            return 2;
        }
    }
    if (n <= 0) {
        fprintf(stderr, "prefix_tb: error: --n must be positive (a run that checks nothing fails)\n");
        return 2;
    }
    int L = prefix_rtl_lanes();
    if (L < 1 || L > MAXL) {
        fprintf(stderr, "prefix_tb: error: LANES %d outside 1..%d\n", L, MAXL);
        return 2;
    }
    prefix_rtl_t *rtl = prefix_rtl_new();
    rng_t r = {seed * 0x9E3779B97F4A7C15ull + 1};
    ctx_t c = {0, ""};
    vec_t v = {.lanes = L, .aw = prefix_rtl_aw(), .seg = prefix_rtl_seg()};
    if (v.seg < 1) {
        fprintf(stderr, "prefix_tb: error: SEG %d is not positive\n", v.seg);
        return 2;
    }
    int passed = 0, failed = 0;
    long vectors = 0;
    for (int k = 0; k < NOPS; k++) {
        snprintf(c.opname, sizeof c.opname, "%s", OPS[k].name);
        long bad = 0;
        for (long i = 0; i < n; i++, vectors++) {
            gen(&r, &v);
            bad += check(&c, rtl, &r, OPS[k].op, 1, &v);
        }
        if (bad) failed++, printf("FAIL LANES=%d %s: %ld of %ld vectors\n", L, OPS[k].name, bad, n);
        else passed++;
    }
    /* enable off: everything 0, whatever the op */
    snprintf(c.opname, sizeof c.opname, "enable off");
    long bad = 0;
    for (long i = 0; i < n / 4 + 1; i++, vectors++) {
        gen(&r, &v);
        bad += check(&c, rtl, &r, OPS[rnd(&r) % NOPS].op, 0, &v);
    }
    if (bad) failed++, printf("FAIL LANES=%d enable off: %ld vectors\n", L, bad);
    else passed++;
    prefix_rtl_free(rtl);
    printf("prefix LANES=%d SEG=%d: %ld vectors, %d ops + enable off\n", L, v.seg, vectors, NOPS);
    printf("%d passed, %d failed\n", passed, failed);
    if (expect_fail) return failed ? 0 : 1;
    return failed ? 1 : 0;
}

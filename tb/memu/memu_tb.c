/* Unit-level lockstep harness of the memory and atomic unit.
 * Drives the same streams of memory micro-ops into the Verilated rtl/sm5_mem_unit.sv
 * (memu_rtl.cpp) and its C cycle twin (cmodel/sm5_memu.c), compares every output field
 * every cycle, and checks returns, UB event counts, counters and the final memory
 * against the golden model sm5_mem_exec (cmodel/sm5_mem.c, written independently).
 * Each stream is one test: directed streams (named) and seeded random streams.
 * Usage: memu_tb [--seed N] [--random N] [--len N] [--only NAME] [--fst FILE]
 *                [--expect-fail] [--golden-only] [--break-req] [--break-desc] [-v]
 * --golden-only skips the per-cycle twin compare (shows the golden checks alone catch
 * a broken build). --break-req breaks the request protocol on purpose (a waiting
 * request changes its tag): the RTL's request-stability assertion must fire.
 * --break-desc breaks the descriptor port's rule on purpose (the host rewrites a
 * descriptor, unchanged, with the first request: the request reaches the address stage
 * while the table still computes dw * dh): the RTL's a_desc_pend must fire.
 * The RTL is built with --assert: a failed SVA assertion fails the stream (ASSERT line).
 * Prints `N passed, N failed` last; exit 1 on any failure (with --expect-fail: exit 0
 * only if at least one stream failed, i.e. the broken build was caught). */
#define _POSIX_C_SOURCE 199309L   /* clock_gettime */
#include "memu_rtl.h"
#include "sm5_mem.h"
#include "sm5_memu.h"
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXL SM5_MAX_LANES

/* ------------------------------------------------------------------ random numbers */
typedef struct { uint64_t s; } rng_t;
static uint64_t rnd64(rng_t *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static uint32_t rnd(rng_t *r, uint32_t n) { return n ? (uint32_t)(rnd64(r) % n) : 0; }
static uint32_t rnd32(rng_t *r) { return (uint32_t)rnd64(r); }

/* Values that make compares, min/max and cmp_exch interesting. */
static uint32_t rnd_val(rng_t *r)
{
    static const uint32_t pool[] = { 0, 1, 2, 3, 5, 0xFFFFFFFFu, 0xFFFFFFFEu, 0x80000000u,
                                     0x7FFFFFFFu, 0x3F800000u, 0xBF800000u, 0x7F800000u,
                                     0xFF800000u, 0x7FC00000u, 0x00000001u, 0x477FF000u,
                                     0x80000001u, 0x38800000u };
    if (rnd(r, 3) == 0) return rnd32(r);
    return pool[rnd(r, (uint32_t)(sizeof pool / sizeof pool[0]))];
}

/* ------------------------------------------------------------------ resources */
/* Slots: u0 raw (big: the one-bank pattern at 64 lanes), u1 structured stride 12,
 * u2 typed buffer R32_UINT, u3 1d R32_SINT, u4 1darray R32_FLOAT, u5 2d R16G16_FLOAT,
 * u6 2darray R11G11B10_FLOAT, u7 3d R32_UINT, g0 raw, g1 structured stride 8, g2 raw
 * small, g7 raw placed across the end of memory (AGU memory-end check). */
static void setup_res(sm5_res_t res[SM5_NRES], uint32_t mem_words, int banks, rng_t *r)
{
    memset(res, 0, sizeof(sm5_res_t) * SM5_NRES);
    res[0] = (sm5_res_t){ .kind = SM5_RES_RAW, .size = (uint32_t)(66 * banks) };
    res[1] = (sm5_res_t){ .kind = SM5_RES_STRUCTURED, .stride = 12, .size = 48 };
    res[2] = (sm5_res_t){ .kind = SM5_RES_TYPED, .dim = SM5_DIM_BUFFER, .fmt = SM5_FMT_R32_UINT, .width = 64 };
    res[3] = (sm5_res_t){ .kind = SM5_RES_TYPED, .dim = SM5_DIM_1D, .fmt = SM5_FMT_R32_SINT, .width = 16 };
    res[4] = (sm5_res_t){ .kind = SM5_RES_TYPED, .dim = SM5_DIM_1DARRAY, .fmt = SM5_FMT_R32_FLOAT, .width = 8, .depth = 3 };
    res[5] = (sm5_res_t){ .kind = SM5_RES_TYPED, .dim = SM5_DIM_2D, .fmt = SM5_FMT_R16G16_FLOAT, .width = 8, .height = 4 };
    res[6] = (sm5_res_t){ .kind = SM5_RES_TYPED, .dim = SM5_DIM_2DARRAY, .fmt = SM5_FMT_R11G11B10_FLOAT, .width = 4, .height = 4, .depth = 2 };
    res[7] = (sm5_res_t){ .kind = SM5_RES_TYPED, .dim = SM5_DIM_3D, .fmt = SM5_FMT_R32_UINT, .width = 4, .height = 2, .depth = 3 };
    res[8] = (sm5_res_t){ .kind = SM5_RES_RAW, .size = 64 };
    res[9] = (sm5_res_t){ .kind = SM5_RES_STRUCTURED, .stride = 8, .size = 32 };
    res[10] = (sm5_res_t){ .kind = SM5_RES_RAW, .size = 16 };
    for (int s = 2; s <= 7; s++) res[s].size = sm5_res_typed_words(&res[s]);
    uint64_t total = sm5_mem_layout(res);
    if (total + 8 > mem_words) { fprintf(stderr, "memu_tb: MEM_WORDS too small\n"); exit(2); }
    res[15] = (sm5_res_t){ .kind = SM5_RES_RAW, .size = 16, .base = mem_words - 8 };
    for (int s = 0; s < SM5_NRES; s++) {
        uint32_t c = rnd(r, 4);
        res[s].counter = c == 0 ? 0 : c == 1 ? 0xFFFFFFFEu : c == 2 ? 1 : rnd32(r);
    }
}

/* ------------------------------------------------------------------ streams */
typedef struct {
    sm5_uop_t u;
    uint64_t exec, helper;
    uint32_t src[MAXL][SM5_NSRC][4];
    /* filled when run: golden returns, cycles */
    uint32_t gret[MAXL][4];
    uint64_t gvalid;
    int bound;                 /* bank bound: most distinct words one bank serves */
    long acc_cycle, done_cycle;
} instr_t;

typedef struct {
    char name[64];
    instr_t *v;
    int n, cap;
    int pattern;               /* for the cycles-per-instruction summary */
    bool bubbles;              /* random gaps between requests */
    bool holds;                /* wb_ready low at random (held results, stalls) */
    uint64_t seed;
    uint32_t counter_init[SM5_NRES];
    bool set_counters;
    uint32_t mem_fill;         /* 0: random init; else every word = fill-1 */
} stream_t;

/* PAT_CMP: cmp_exch / cmp_store of any stream (one lane per word per round), kept apart
 * from the pattern rows, whose bound is the distinct words per bank */
enum { PAT_ONE_WORD, PAT_DISTINCT, PAT_ONE_BANK, PAT_RANDOM, PAT_MIXED, PAT_GSM_BANK, PAT_CMP, PAT_NPAT };
static const char *pat_name[PAT_NPAT] = { "one-word", "distinct-words", "one-bank(u0)", "random",
                                          "mixed", "one-bank(g0)", "cmp(any)" };

static instr_t *push(stream_t *s)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 16;
        s->v = realloc(s->v, (size_t)s->cap * sizeof *s->v);
        if (!s->v) { fprintf(stderr, "memu_tb: out of memory\n"); exit(2); }
    }
    instr_t *i = &s->v[s->n++];
    memset(i, 0, sizeof *i);
    return i;
}

typedef struct {
    int lanes, banks;
    uint32_t mem_words;
    sm5_res_t res[SM5_NRES];
    bool corners;              /* odd descriptors: coordinates often at their far edge */
} env_t;

/* Address components of element e of slot `slot` for op `op` (fault: 0 none, 1.. a
 * fault on component fault-1 (out of range), 9 misaligned). */
static void set_addr(const env_t *env, instr_t *in, int l, int slot, uint32_t e, int fault, rng_t *r)
{
    const sm5_res_t *res = &env->res[slot];
    uint32_t *a0 = in->src[l][0];
    const bool sls = in->u.op == SM5_OP_LD_STRUCTURED || in->u.op == SM5_OP_STORE_STRUCTURED;
    uint32_t *a1 = sls ? &in->src[l][1][0] : &in->src[l][0][1];
    /* junk in unused components: the unit must ignore it */
    for (int c = 0; c < 4; c++) a0[c] = rnd32(r);
    if (sls) in->src[l][1][0] = rnd32(r);
    switch (res->kind) {
    case SM5_RES_RAW: {
        uint32_t words = res->size ? res->size : 1;
        a0[0] = 4u * (e % words);
        if (fault == 1) a0[0] = 4u * (res->size + rnd(r, 3)) + (rnd(r, 4) == 0 ? 0xFFFFFF00u : 0);
        if (fault == 9) a0[0] += 1 + rnd(r, 3);
        break;
    }
    case SM5_RES_STRUCTURED: {
        /* odd descriptors: an element larger than the resource (count 0), a size whose
         * bytes pass 2^32 (strides are 4..2048 in every stream) */
        uint32_t per = res->stride / 4;
        uint64_t cnt64 = (uint64_t)res->size * 4u / res->stride;
        uint32_t count = cnt64 == 0 ? 1u : cnt64 > 0x10000000u ? 0x10000000u : (uint32_t)cnt64;
        uint32_t idx = (e / per) % count, off = 4u * (e % per);
        /* the last element or the one after it: a partial last element, an index whose
         * element starts exactly at 4 x MEM_WORDS bytes */
        if (env->corners && rnd(r, 2)) idx = count - 1 + rnd(r, 2);
        a0[0] = idx;
        *a1 = off;
        if (fault == 1) a0[0] = count + rnd(r, 2) + (rnd(r, 4) == 0 ? 0x40000000u : 0);
        if (fault == 2) *a1 = res->stride + 4u * rnd(r, 2);
        if (fault == 9) *a1 += 1 + rnd(r, 3);
        break;
    }
    default: {   /* typed */
        uint32_t w = res->width, h = 1, d = 1;
        if (res->dim == SM5_DIM_2D || res->dim == SM5_DIM_2DARRAY || res->dim == SM5_DIM_3D) h = res->height;
        if (res->dim == SM5_DIM_1DARRAY || res->dim == SM5_DIM_2DARRAY || res->dim == SM5_DIM_3D) d = res->depth;
        /* dimensions up to 2^32 - 1 (odd descriptors): 64-bit products, 0 counts as 1 */
        const uint64_t w64 = w ? w : 1, h64 = h ? h : 1, d64 = d ? d : 1;
        const uint64_t e64 = e % (w64 * h64 * d64);
        uint32_t x = (uint32_t)(e64 % w64), y = (uint32_t)((e64 / w64) % h64), z = (uint32_t)(e64 / (w64 * h64));
        /* each coordinate often at or next to its far edge (in range), the others small:
         * y * width and z * width * height reach 2^AW and past while x stays in the room */
        if (env->corners) {
            if (rnd(r, 2)) x = (uint32_t)(w64 - 1 - rnd(r, 2) % w64);
            if (rnd(r, 2)) y = (uint32_t)(h64 - 1 - rnd(r, 2) % h64);
            if (rnd(r, 2)) z = (uint32_t)(d64 - 1 - rnd(r, 2) % d64);
        }
        if (fault == 1) x = w + rnd(r, 3);
        if (fault == 2) { y = h + rnd(r, 2); if (h == 1) z = d + rnd(r, 2); }
        if (fault == 3) z = d + rnd(r, 2);
        a0[0] = x;
        switch (res->dim) {
        case SM5_DIM_1DARRAY: a0[1] = z; break;
        case SM5_DIM_2D: a0[1] = y; break;
        case SM5_DIM_2DARRAY: case SM5_DIM_3D: a0[1] = y; a0[2] = z; break;
        default: break;
        }
        break;
    }
    }
}

static const uint8_t atomic_ops[] = {
    SM5_OP_ATOMIC_AND, SM5_OP_ATOMIC_OR, SM5_OP_ATOMIC_XOR, SM5_OP_ATOMIC_IADD,
    SM5_OP_ATOMIC_IMAX, SM5_OP_ATOMIC_IMIN, SM5_OP_ATOMIC_UMAX, SM5_OP_ATOMIC_UMIN,
    SM5_OP_ATOMIC_CMP_STORE, SM5_OP_IMM_ATOMIC_AND, SM5_OP_IMM_ATOMIC_OR,
    SM5_OP_IMM_ATOMIC_XOR, SM5_OP_IMM_ATOMIC_IADD, SM5_OP_IMM_ATOMIC_IMAX,
    SM5_OP_IMM_ATOMIC_IMIN, SM5_OP_IMM_ATOMIC_UMAX, SM5_OP_IMM_ATOMIC_UMIN,
    SM5_OP_IMM_ATOMIC_EXCH, SM5_OP_IMM_ATOMIC_CMP_EXCH };
#define N_ATOMIC_OPS ((int)(sizeof atomic_ops / sizeof atomic_ops[0]))

static const int slots_all[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15 };

static int pick_slot(uint8_t op, rng_t *r)
{
    static const int raw[] = { 0, 8, 10, 15 }, st[] = { 1, 9 }, ty[] = { 2, 3, 4, 5, 6, 7 };
    switch (op) {
    case SM5_OP_LD_RAW: case SM5_OP_STORE_RAW: return raw[rnd(r, 4)];
    case SM5_OP_LD_STRUCTURED: case SM5_OP_STORE_STRUCTURED: return st[rnd(r, 2)];
    case SM5_OP_LD_UAV_TYPED: case SM5_OP_STORE_UAV_TYPED: return ty[rnd(r, 6)];
    case SM5_OP_IMM_ATOMIC_ALLOC: case SM5_OP_IMM_ATOMIC_CONSUME: return (int)rnd(r, 8);
    default: return slots_all[rnd(r, 12)];
    }
}

/* One instruction: op on slot, lanes' elements by pattern. */
static void gen(const env_t *env, stream_t *s, uint8_t op, int slot, int pat, uint64_t exec,
                uint64_t helper, int fault_pct, rng_t *r)
{
    instr_t *in = push(s);
    const int L = env->lanes, B = env->banks;
    in->u.op = op;
    in->u.res = (uint8_t)slot;
    in->u.dst_reg = (uint8_t)rnd(r, 16);
    in->u.dst_mask = (uint8_t)(1 + rnd(r, 15));
    if (op == SM5_OP_STORE_RAW || op == SM5_OP_STORE_STRUCTURED || op == SM5_OP_STORE_UAV_TYPED)
        if (rnd(r, 2)) in->u.dst_mask = 15;
    in->u.res_swz = rnd(r, 2) ? SM5_SWZ_XYZW : (uint8_t)rnd(r, 256);
    const uint64_t lm = L == 64 ? ~(uint64_t)0 : (((uint64_t)1 << L) - 1u);
    in->exec = exec & lm;
    in->helper = helper & lm;
    const uint32_t base = s->n > 0 ? rnd(r, 64) : 0;
    const uint32_t sv0 = rnd_val(r), sv1 = rnd_val(r);
    for (int l = 0; l < L; l++) {
        uint32_t e;
        switch (pat) {
        case PAT_ONE_WORD: e = base; break;
        case PAT_DISTINCT: e = base + (uint32_t)l; break;
        case PAT_ONE_BANK: e = base + (uint32_t)(l * B); break;
        default: e = rnd(r, rnd(r, 2) ? 8 : 200); break;
        }
        int fault = 0;
        if (fault_pct && (int)rnd(r, 100) < fault_pct) fault = rnd(r, 4) == 0 ? 9 : 1 + (int)rnd(r, 3);
        set_addr(env, in, l, slot, e, fault, r);
        /* values: same per instruction often (cmp_exch chains), else per lane */
        for (int c = 0; c < 4; c++) {
            in->src[l][1][c] = rnd(r, 3) ? rnd_val(r) : sv0;
            in->src[l][2][c] = rnd(r, 3) ? rnd_val(r) : sv1;
            in->src[l][3][c] = rnd32(r);
        }
        if (op == SM5_OP_STORE_STRUCTURED)
            for (int c = 0; c < 4; c++) in->src[l][2][c] = rnd_val(r);
        if (op == SM5_OP_IMM_ATOMIC_CMP_EXCH || op == SM5_OP_ATOMIC_CMP_STORE) {
            /* compare values that sometimes match what earlier lanes leave */
            in->src[l][1][0] = rnd(r, 2) ? sv0 : (uint32_t)rnd(r, 4);
            in->src[l][2][0] = rnd(r, 2) ? (uint32_t)l : rnd_val(r);
        }
    }
}

/* ------------------------------------------------------------------ running */
typedef struct {
    bool verbose, expect_fail, bench;
    bool trace;                /* print every accept and done */
    uint64_t seed;             /* --seed: the base of the stream seeds (reproduce line) */
    bool golden_only;          /* no per-cycle twin compare: golden checks alone */
    bool break_req;            /* violate the request protocol (the assertion must fire) */
    bool break_desc;           /* write a descriptor during the run (likewise) */
    const char *fst, *argv0;
    long cycles;
    long held;                 /* cycles with a result held (wb_valid && !wb_ready) */
    double rtl_secs;           /* CPU time inside the Verilated model (eval + tick) */
    long run_cycles;           /* cycles of the run phases (instructions in flight) */
    double run_secs;           /* and the Verilated model's CPU time in them */
    /* per-pattern figures */
    double sum_cyc[PAT_NPAT], sum_bound[PAT_NPAT];
    long n_instr[PAT_NPAT], n_equal[PAT_NPAT];
} cfg_t;

/* Every control output every cycle; a payload only while its valid is high (the RTL's
 * payload registers have no reset and power up random, see memu_rtl_new). The
 * descriptor read port every cycle (the table is reset); the host read port in the first
 * cycle after reset (nothing read yet: 0) and once the host phase has written what it
 * reads (host_rd). */
static bool cmp_out(const env_t *env, const sm5_memu_out_t *e, const sm5_memu_out_t *a,
                    bool host_rd, char *msg, size_t n)
{
#define CHK(f, fmt, ...) do { if ((e->f) != (a->f)) { snprintf(msg, n, fmt " expected 0x%" PRIx64 " actual 0x%" PRIx64, __VA_ARGS__, (uint64_t)(e->f), (uint64_t)(a->f)); return false; } } while (0)
    CHK(req_ready, "%s", "req_ready");
    CHK(wb_valid, "%s", "wb_valid");
    if (e->wb_valid) {
        CHK(wb_tag, "%s", "wb_tag");
        CHK(wb_reg, "%s", "wb_reg");
        CHK(wb_mask, "%s", "wb_mask");
        CHK(wb_lanes, "%s", "wb_lanes");
        for (int l = 0; l < env->lanes; l++)
            for (int c = 0; c < 4; c++) CHK(wb_data[l][c], "wb_data lane %d comp %d", l, c);
    }
    CHK(done_valid, "%s", "done_valid");
    if (e->done_valid) CHK(done_tag, "%s", "done_tag");
    for (int b = 0; b < env->banks; b++) {
        CHK(bank_valid[b], "bank_valid bank %d", b);
        if (!e->bank_valid[b]) continue;
        CHK(bank_we[b], "bank_we bank %d", b);
        CHK(bank_addr[b], "bank_addr bank %d", b);
        CHK(bank_wdata[b], "bank_wdata bank %d", b);
    }
    CHK(grant, "%s", "grant");
    CHK(ub_valid, "%s", "ub_valid");
    if (e->ub_valid)
        for (int l = 0; l < env->lanes; l++)
            for (int k = 0; k < 4; k++) CHK(ub_stat[l][k], "ub_stat lane %d word %d", l, k);
    CHK(desc_rdata.kind, "%s", "desc_rdata.kind");
    CHK(desc_rdata.counter, "%s", "desc_rdata.counter");
    CHK(desc_rdata.base, "%s", "desc_rdata.base");
    if (host_rd) CHK(host_rdata, "%s", "host_rdata");
    CHK(idle, "%s", "idle");
#undef CHK
    return true;
}

static double cpu_secs(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Bank bound of one instruction: the most distinct in-bounds words one bank serves. */
static int bank_bound(const env_t *env, const sm5_mem_t *gm, const instr_t *in)
{
    return sm5_memu_bank_load(gm, &in->u, env->lanes, in->exec & ~in->helper,
                              (const uint32_t(*)[SM5_NSRC][4])in->src, env->banks).bound;
}

static bool run_stream(const env_t *env0, stream_t *s, cfg_t *cfg)
{
    env_t env = *env0;
    rng_t r = { s->seed * 7919u + 23u };
    const int L = env.lanes;
    const uint32_t MW = env.mem_words;
    if (s->set_counters)
        for (int i = 0; i < SM5_NRES; i++) env.res[i].counter = s->counter_init[i];

    /* random power-up state (flops and arrays): what the reset leaves alone must not matter */
    memu_rtl_t *rtl = memu_rtl_new(cfg->fst, (uint32_t)(s->seed * 2654435761u) | 1u);
    sm5_memu_t *tw = sm5_memu_init(L, env.banks, MW);
    uint32_t *gw = calloc(MW, sizeof *gw);
    if (!rtl || !tw || !gw) { fprintf(stderr, "memu_tb: setup failed\n"); exit(2); }
    sm5_mem_t gm;
    sm5_mem_init(&gm, gw, MW);
    memcpy(gm.res, env.res, sizeof gm.res);
    memu_rtl_reset(rtl);
    sm5_memu_reset(tw);

    static sm5_memu_in_t in;     /* large: keep off the stack */
    static sm5_memu_out_t oe, oa;
    memset(&in, 0, sizeof in);
    long cyc = 0;
    char msg[256];
    bool ok = true;
    sm5_ub_counts_t ub_seen = { 0, 0, 0, 0 };
    bool loaded = true;    /* host_rdata compared: right after reset, then once loaded */

#define STEP() do { \
        sm5_memu_eval(tw, &in, &oe); \
        double t0_ = cpu_secs(); memu_rtl_eval(rtl, &in, &oa); cfg->rtl_secs += cpu_secs() - t0_; \
        if (ok && memu_rtl_assert_failed(rtl)) { \
            printf("ASSERT %s (seed %" PRIu64 ", LANES %d%s%s) cycle %ld: an RTL assertion failed (message above)\n", \
                   s->name, s->seed, L, *memu_rtl_variant() ? ", " : "", memu_rtl_variant(), cyc); \
            ok = false; } \
        if (ok && !cfg->golden_only && !cmp_out(&env, &oe, &oa, loaded, msg, sizeof msg)) { \
            printf("MISMATCH %s (seed %" PRIu64 ", LANES %d%s%s) cycle %ld: %s (twin vs rtl)\n", \
                   s->name, s->seed, L, *memu_rtl_variant() ? ", " : "", memu_rtl_variant(), cyc, msg); \
            ok = false; } \
    } while (0)
#define TICK() do { \
        sm5_memu_tick(tw, &in); \
        double t1_ = cpu_secs(); memu_rtl_tick(rtl); cfg->rtl_secs += cpu_secs() - t1_; cyc++; \
    } while (0)

    /* host phase: descriptors, then the memory words of the declared resources */
    for (int sl = 0; sl < SM5_NRES && ok; sl++) {
        in.desc_we = true; in.desc_slot = (uint8_t)sl; in.desc = env.res[sl];
        STEP(); TICK();
        loaded = false;    /* from here to the end of the load: power-up words */
    }
    in.desc_we = false;
    for (uint32_t a = 0; a < MW && ok; a++) {
        bool used = false;
        for (int sl = 0; sl < SM5_NRES; sl++)
            used |= env.res[sl].kind != SM5_RES_NONE && a >= env.res[sl].base &&
                    a < env.res[sl].base + env.res[sl].size;
        /* unused words are written 0 too: the array powers up random (no reset) */
        uint32_t v = !used ? 0u : s->mem_fill ? s->mem_fill - 1 : (rnd(&r, 2) ? rnd_val(&r) : rnd(&r, 4));
        gw[a] = v;
        in.host_we = true; in.host_addr = a; in.host_wdata = v;
        STEP(); TICK();
    }
    /* writes past the memory change nothing (the readback at the end checks every word):
     * a bank and row taken from the address modulo the memory would overwrite a word */
    const uint32_t past[] = { MW, MW + 1, MW + 31, MW + 33, 2 * MW + 5, MW + MW / 2, 0xFFFFFFFFu, 0x80000000u };
    for (unsigned k = 0; k < sizeof past / sizeof past[0] && ok; k++) {
        in.host_we = true; in.host_addr = past[k]; in.host_wdata = rnd32(&r) | 1u;
        STEP(); TICK();
    }
    in.host_we = false;
    /* host_rdata is the word at the last cycle's host_addr: the last write cycle's read
     * saw the word before that write (power-up junk in the RTL) */
    STEP(); TICK();
    loaded = true;
    /* reads past the memory return 0, between reads of words (the banks' last data) */
    for (unsigned k = 0; k < 2 * (sizeof past / sizeof past[0]) && ok; k++) {
        in.host_addr = (k & 1) ? past[k / 2] : rnd(&r, MW);
        STEP(); TICK();
    }

    /* run phase */
    const long run_c0 = cyc;
    const double run_t0 = cfg->rtl_secs;
    int issue = 0, done = 0;
    bool waiting = false;   /* the request of the last cycle was not accepted */
    long limit = cyc + 200 + (long)s->n * (4 * L + 8);
    while (ok && (done < s->n || !oe.idle)) {
        in.req_valid = issue < s->n && !(s->bubbles && rnd(&r, 4) == 0 && !in.req_valid);
        in.wb_ready = !s->holds || rnd(&r, 3) != 0;
        if (in.req_valid) {
            instr_t *i = &s->v[issue];
            in.req_tag = (uint16_t)issue;
            if (cfg->break_req && waiting) in.req_tag ^= 0x8000u;   /* on purpose */
            in.req_uop = i->u;
            in.req_exec = i->exec;
            in.req_helper = i->helper;
            memcpy(in.req_src, i->src, sizeof in.req_src);
        }
        in.host_addr = (uint32_t)(cyc % MW);   /* host read port exercised too */
        in.desc_slot = (uint8_t)(cyc & 15);
        in.desc_we = cfg->break_desc && issue == 0 && in.req_valid;
        if (in.desc_we) in.desc = env.res[in.desc_slot];   /* unchanged: results stay */
        STEP();
        if (!ok) break;
        cfg->held += oa.wb_valid && !in.wb_ready;
        if (oa.done_valid) {
            if (oa.done_tag != (uint16_t)done) {
                printf("FAIL %s: done tag %u, expected %d (program order)\n", s->name, oa.done_tag, done);
                ok = false; break;
            }
            instr_t *i = &s->v[done];
            i->done_cycle = cyc;
            if (cfg->trace) printf("  cycle %ld done %d\n", cyc, done);
            bool want_wb = sm5_op_returns_value((sm5_op_t)i->u.op);
            if (oa.wb_valid != want_wb) { printf("FAIL %s: wb_valid %d for instr %d\n", s->name, oa.wb_valid, done); ok = false; break; }
            if (want_wb) {
                if (oa.wb_lanes != i->gvalid || oa.wb_reg != i->u.dst_reg || oa.wb_mask != i->u.dst_mask) {
                    printf("FAIL %s instr %d (%s): wb lanes/reg/mask 0x%" PRIx64 "/%u/%u, golden 0x%" PRIx64 "/%u/%u\n",
                           s->name, done, sm5_op_name((sm5_op_t)i->u.op), oa.wb_lanes, oa.wb_reg, oa.wb_mask,
                           i->gvalid, i->u.dst_reg, i->u.dst_mask);
                    ok = false; break;
                }
                for (int l = 0; l < L && ok; l++) {
                    if (!(i->gvalid >> l & 1u)) continue;
                    for (int c = 0; c < 4; c++) {
                        if (oa.wb_data[l][c] != i->gret[l][c]) {
                            printf("FAIL %s instr %d (%s %s%d): lane %d comp %d returns 0x%08x, golden sm5_mem_exec 0x%08x\n",
                                   s->name, done, sm5_op_name((sm5_op_t)i->u.op), (i->u.res & 8) ? "g" : "u",
                                   i->u.res & 7, l, c, oa.wb_data[l][c], i->gret[l][c]);
                            ok = false; break;
                        }
                    }
                }
                if (!ok) break;
            }
            done++;
        }
        if (oa.ub_valid)
            for (int l = 0; l < L; l++)
                for (int k = 0; k < 4; k++)
                    switch (oa.ub_stat[l][k]) {
                    case SM5_ACC_OOB: ub_seen.oob++; break;
                    case SM5_ACC_STRUCT_OFFSET: ub_seen.struct_offset++; break;
                    case SM5_ACC_GSM_OOB: ub_seen.gsm_oob++; break;
                    case SM5_ACC_MISALIGNED: ub_seen.misaligned++; break;
                    default: break;
                    }
        waiting = in.req_valid && !oa.req_ready;
        if (in.req_valid && oa.req_ready) {
            instr_t *i = &s->v[issue];
            i->acc_cycle = cyc;
            if (cfg->trace)
                printf("  cycle %ld accept %d: %s %s%d exec 0x%" PRIx64 " helper 0x%" PRIx64 "\n", cyc, issue,
                       sm5_op_name((sm5_op_t)i->u.op), (i->u.res & 8) ? "g" : "u", i->u.res & 7,
                       i->exec, i->helper);
            i->bound = bank_bound(&env, &gm, i);
            sm5_mem_exec(&gm, &i->u, L, i->exec, i->helper,
                         (const uint32_t(*)[SM5_NSRC][4])i->src, i->gret, &i->gvalid);
            issue++;
            TICK();
            in.req_valid = false;   /* after the edge: the twin's tick sees the same inputs */
        } else {
            TICK();
        }
        if (cyc > limit) { printf("FAIL %s: timeout (issued %d, done %d)\n", s->name, issue, done); ok = false; }
    }
    in.req_valid = false;
    cfg->run_cycles += cyc - run_c0;
    cfg->run_secs += cfg->rtl_secs - run_t0;

    /* final memory through the host port (the read data comes a cycle after the
     * address), counters through the descriptor port */
    for (uint32_t a = 0; a <= MW && ok; a++) {
        in.host_addr = a < MW ? a : 0;
        in.desc_slot = (uint8_t)(a & 15);
        STEP();
        if (ok && a > 0 && oa.host_rdata != gw[a - 1]) {
            printf("FAIL %s: final memory word %u = 0x%08x, golden 0x%08x\n", s->name, a - 1,
                   oa.host_rdata, gw[a - 1]);
            ok = false;
        }
        if (ok && a < SM5_NRES && oa.desc_rdata.counter != gm.res[a].counter) {
            printf("FAIL %s: counter of slot %u = 0x%08x, golden 0x%08x\n", s->name, a, oa.desc_rdata.counter, gm.res[a].counter);
            ok = false;
        }
        TICK();
    }
    if (ok && memcmp(&ub_seen, &gm.ub, sizeof ub_seen) != 0) {
        printf("FAIL %s: UB events oob/struct/gsm/misaligned %u/%u/%u/%u, golden %u/%u/%u/%u\n", s->name,
               ub_seen.oob, ub_seen.struct_offset, ub_seen.gsm_oob, ub_seen.misaligned,
               gm.ub.oob, gm.ub.struct_offset, gm.ub.gsm_oob, gm.ub.misaligned);
        ok = false;
    }
    if (ok && cfg->verbose)
        printf("ok   %-28s %4d instr %6ld cycles  ub %u/%u/%u/%u\n", s->name, s->n, cyc,
               gm.ub.oob, gm.ub.struct_offset, gm.ub.gsm_oob, gm.ub.misaligned);
    if (!ok)
        printf("     reproduce: %s --only %s --seed %" PRIu64 " -v --fst waves/memu.fst\n", cfg->argv0,
               s->name, cfg->seed);
    /* cycles per instruction vs bank bound (back-to-back streams without holds only):
     * the cycles an instruction kept the execute stage, seen from outside: done minus
     * when it could start, i.e. SM5_MEMU_LATENCY after its accept or, when it queued
     * behind the previous instruction, that one's done cycle */
    if (ok && !s->bubbles && !s->holds && s->n > 0) {
        for (int k = 0; k < s->n; k++) {
            instr_t *i = &s->v[k];
            long start = i->acc_cycle + SM5_MEMU_LATENCY;
            if (k > 0 && s->v[k - 1].done_cycle > start) start = s->v[k - 1].done_cycle;
            long occ = i->done_cycle - start;
            int b = i->bound < 1 ? 1 : i->bound;
            int p = (i->u.op == SM5_OP_IMM_ATOMIC_CMP_EXCH || i->u.op == SM5_OP_ATOMIC_CMP_STORE)
                        ? PAT_CMP : s->pattern;
            cfg->sum_cyc[p] += (double)occ;
            cfg->sum_bound[p] += b;
            cfg->n_instr[p]++;
            cfg->n_equal[p] += occ == b;
        }
    }
    cfg->cycles += cyc;
    memu_rtl_free(rtl);
    sm5_memu_free(tw);
    free(gw);
#undef STEP
#undef TICK
    return ok;
}

/* ------------------------------------------------------------------ test lists */
static stream_t *new_stream(const char *name, uint64_t seed, int pat)
{
    stream_t *s = calloc(1, sizeof *s);
    if (!s) exit(2);
    snprintf(s->name, sizeof s->name, "%s", name);
    s->seed = seed;
    s->pattern = pat;
    return s;
}

static const uint8_t ls_ops[] = { SM5_OP_LD_RAW, SM5_OP_STORE_RAW, SM5_OP_LD_STRUCTURED,
                                  SM5_OP_STORE_STRUCTURED, SM5_OP_LD_UAV_TYPED,
                                  SM5_OP_STORE_UAV_TYPED };

typedef void (*build_fn)(const env_t *, stream_t *, rng_t *);

static uint64_t all_lanes(const env_t *e) { return e->lanes == 64 ? ~(uint64_t)0 : (((uint64_t)1 << e->lanes) - 1u); }

/* every atomic op on every slot kind, all lanes one word */
static void b_every_op(const env_t *e, stream_t *s, rng_t *r)
{
    for (int k = 0; k < N_ATOMIC_OPS; k++)
        for (unsigned j = 0; j < sizeof slots_all / sizeof slots_all[0]; j++)
            gen(e, s, atomic_ops[k], slots_all[j], PAT_ONE_WORD, all_lanes(e), 0, 0, r);
}
static void b_every_op_distinct(const env_t *e, stream_t *s, rng_t *r)
{
    for (int k = 0; k < N_ATOMIC_OPS; k++)
        for (unsigned j = 0; j < sizeof slots_all / sizeof slots_all[0]; j++)
            gen(e, s, atomic_ops[k], slots_all[j], PAT_DISTINCT, all_lanes(e), 0, 0, r);
}
static void b_loads_stores(const env_t *e, stream_t *s, rng_t *r)
{
    for (int rep = 0; rep < 6; rep++)
        for (unsigned k = 0; k < sizeof ls_ops; k++) {
            int pat = (int)rnd(r, 4);
            gen(e, s, ls_ops[k], pick_slot(ls_ops[k], r), pat, all_lanes(e), 0, 0, r);
        }
    /* every typed slot, every op kind */
    for (int sl = 2; sl <= 7; sl++) {
        gen(e, s, SM5_OP_STORE_UAV_TYPED, sl, PAT_DISTINCT, all_lanes(e), 0, 0, r);
        gen(e, s, SM5_OP_LD_UAV_TYPED, sl, PAT_DISTINCT, all_lanes(e), 0, 0, r);
        gen(e, s, SM5_OP_IMM_ATOMIC_IADD, sl, PAT_RANDOM, all_lanes(e), 0, 0, r);
        gen(e, s, SM5_OP_LD_UAV_TYPED, sl, PAT_RANDOM, all_lanes(e), 0, 0, r);
    }
}
static void b_one_word(const env_t *e, stream_t *s, rng_t *r)
{
    for (int k = 0; k < 40; k++)
        gen(e, s, atomic_ops[rnd(r, N_ATOMIC_OPS)], (int)(rnd(r, 2) ? 0 : 8), PAT_ONE_WORD, all_lanes(e), 0, 0, r);
}
static void b_distinct(const env_t *e, stream_t *s, rng_t *r)
{
    for (int k = 0; k < 40; k++)
        gen(e, s, atomic_ops[rnd(r, N_ATOMIC_OPS)], 0, PAT_DISTINCT, all_lanes(e), 0, 0, r);
}
static void b_one_bank(const env_t *e, stream_t *s, rng_t *r)
{
    for (int k = 0; k < 24; k++)
        gen(e, s, atomic_ops[rnd(r, N_ATOMIC_OPS)], 0, PAT_ONE_BANK, all_lanes(e), 0, 0, r);
    for (int k = 0; k < 6; k++)
        gen(e, s, k & 1 ? SM5_OP_LD_RAW : SM5_OP_STORE_RAW, 0, PAT_ONE_BANK, all_lanes(e), 0, 0, r);
}
static void b_gsm_bank(const env_t *e, stream_t *s, rng_t *r)
{
    for (int k = 0; k < 24; k++)
        gen(e, s, atomic_ops[rnd(r, N_ATOMIC_OPS)], 8, PAT_ONE_BANK, all_lanes(e), 0, 0, r);
}
static void b_oob(const env_t *e, stream_t *s, rng_t *r)
{
    for (unsigned j = 0; j < sizeof slots_all / sizeof slots_all[0]; j++) {
        gen(e, s, atomic_ops[rnd(r, N_ATOMIC_OPS)], slots_all[j], PAT_RANDOM, all_lanes(e), 0, 60, r);
        gen(e, s, SM5_OP_IMM_ATOMIC_IADD, slots_all[j], PAT_DISTINCT, all_lanes(e), 0, 100, r);
    }
    for (int rep = 0; rep < 4; rep++)
        for (unsigned k = 0; k < sizeof ls_ops; k++)
            gen(e, s, ls_ops[k], pick_slot(ls_ops[k], r), PAT_RANDOM, all_lanes(e), 0, 50, r);
}
static void b_inactive(const env_t *e, stream_t *s, rng_t *r)
{
    for (int k = 0; k < 40; k++) {
        uint8_t op = k % 3 ? atomic_ops[rnd(r, N_ATOMIC_OPS)] : ls_ops[rnd(r, 6)];
        uint64_t ex = rnd64(r), hp = rnd64(r) & rnd64(r);
        if (k % 7 == 0) ex = 0;
        gen(e, s, op, pick_slot(op, r), (int)rnd(r, 4), ex, hp, 10, r);
    }
}
static void b_counters(const env_t *e, stream_t *s, rng_t *r)
{
    s->set_counters = true;
    for (int i = 0; i < SM5_NRES; i++) s->counter_init[i] = (i & 1) ? 0xFFFFFFFFu - (uint32_t)i : (uint32_t)i;
    for (int k = 0; k < 48; k++) {
        uint64_t ex = k % 4 ? all_lanes(e) : rnd64(r), hp = k % 5 == 0 ? rnd64(r) : 0;
        gen(e, s, rnd(r, 2) ? SM5_OP_IMM_ATOMIC_ALLOC : SM5_OP_IMM_ATOMIC_CONSUME, (int)rnd(r, 4), PAT_ONE_WORD, ex, hp, 0, r);
    }
}
static void b_back_to_back(const env_t *e, stream_t *s, rng_t *r)
{
    /* the same word again and again: every instruction reads what the last one wrote */
    for (int k = 0; k < 40; k++) {
        uint8_t op = atomic_ops[rnd(r, N_ATOMIC_OPS)];
        instr_t *i;
        gen(e, s, op, 0, PAT_ONE_WORD, all_lanes(e) & (k % 2 ? 1u : ~(uint64_t)0), 0, 0, r);
        i = &s->v[s->n - 1];
        for (int l = 0; l < e->lanes; l++) i->src[l][0][0] = 4u * 5u;
    }
    /* store then load then atomic on the same words */
    for (int k = 0; k < 10; k++) {
        gen(e, s, SM5_OP_STORE_RAW, 0, PAT_DISTINCT, all_lanes(e), 0, 0, r);
        gen(e, s, SM5_OP_LD_RAW, 0, PAT_DISTINCT, all_lanes(e), 0, 0, r);
        gen(e, s, SM5_OP_IMM_ATOMIC_IADD, 0, PAT_DISTINCT, all_lanes(e), 0, 0, r);
        for (int j = 3; j >= 1; j--)
            for (int l = 0; l < e->lanes; l++) s->v[s->n - j].src[l][0][0] = 4u * (uint32_t)l;
    }
}
static void b_random(const env_t *e, stream_t *s, rng_t *r, int len)
{
    for (int k = 0; k < len; k++) {
        uint32_t c = rnd(r, 10);
        uint8_t op = c < 6 ? atomic_ops[rnd(r, N_ATOMIC_OPS)]
                   : c < 9 ? ls_ops[rnd(r, 6)]
                   : (rnd(r, 2) ? SM5_OP_IMM_ATOMIC_ALLOC : SM5_OP_IMM_ATOMIC_CONSUME);
        uint64_t ex = rnd(r, 4) ? all_lanes(e) : rnd64(r);
        uint64_t hp = rnd(r, 4) ? 0 : rnd64(r) & rnd64(r);
        gen(e, s, op, pick_slot(op, r), rnd(r, 3) ? PAT_RANDOM : (int)rnd(r, 3), ex, hp,
            rnd(r, 3) ? 0 : 20, r);
    }
}

/* Descriptor edge cases, legal for the host to write (strides stay multiples of 4 in
 * 4..2048, as the assembler declares them): resources that start past the memory or run
 * past its end, a size exactly the room left, elements larger than the resource (variant
 * 1), a partial last element (2), 4 x size - stride = 4 x MEM_WORDS (3); typed dimensions
 * at and past 2^AW (the unit saturates them) up to 2^32 - 1 (1), small ones (2), products
 * at exactly 2^AW and past it (3); sizes below, at and above the dims' product. The unit
 * derives its limits from these when the host writes them (sm5_desc_table); the fixed
 * descriptors of the other streams never reach them. */
static void odd_res(sm5_res_t res[SM5_NRES], uint32_t mw, rng_t *r, int variant)
{
    static const uint32_t strides[] = { 4, 8, 12, 44, 512, 2044, 2048 };
    static const uint32_t pow2_strides[] = { 4, 8, 512, 2048 };   /* divide 4 x MEM_WORDS */
    const uint32_t big[] = { mw - 1, mw, mw + 1, 2 * mw, 0xFFFFFFFFu };
    res[1].stride = strides[rnd(r, 7)];
    switch (variant) {
    case 1: res[1].size = 1 + rnd(r, 24); break;              /* often smaller than one element */
    case 2:                                                   /* a partial last element */
        res[1].stride = 8u + 4u * rnd(r, 10);
        res[1].size = (res[1].stride / 4u) * (1 + rnd(r, 8)) + 1 + rnd(r, res[1].stride / 4u - 1);
        break;
    default:   /* one element more than the memory: 4 x size - stride = 4 x MEM_WORDS */
        res[1].stride = pow2_strides[rnd(r, 4)];
        res[1].size = mw + res[1].stride / 4u;
        break;
    }
    res[9].stride = strides[rnd(r, 7)];
    res[9].base = mw - 1 - rnd(r, 40);
    res[9].size = 64 + rnd(r, 600);                        /* runs past the end */
    res[8].base = mw + rnd(r, 3) * (rnd(r, 2) ? 1u : 0x01000000u);   /* starts past it */
    res[10].size = 8 + rnd(r, 3);
    res[10].base = mw - 9;                                 /* room 9: size below, at, above */
    res[3].width = big[rnd(r, 5)];
    if (variant == 1) {
        res[4].width = 1 + rnd(r, 4); res[4].depth = big[rnd(r, 5)];
        res[5].width = 1 + rnd(r, 3); res[5].height = big[rnd(r, 5)];
        res[6].width = mw / 2 + rnd(r, 3); res[6].height = 2 + rnd(r, 2); res[6].depth = 1 + rnd(r, 2);
        res[7].width = big[rnd(r, 5)]; res[7].height = big[rnd(r, 5)]; res[7].depth = 1 + rnd(r, 3);
    } else if (variant == 2) {   /* small dims; sizes below, at and above their product */
        res[4].width = 2 + rnd(r, 4); res[4].depth = 2 + rnd(r, 3);
        res[5].width = 2 + rnd(r, 3); res[5].height = 2 + rnd(r, 3);
        res[6].width = 2 + rnd(r, 3); res[6].height = 2 + rnd(r, 2); res[6].depth = 2 + rnd(r, 2);
        res[7].width = 2 + rnd(r, 2); res[7].height = 2 + rnd(r, 2); res[7].depth = 2 + rnd(r, 3);
    } else {   /* products at exactly 2^AW and just past it (mw is a power of two) */
        res[4].width = mw / 2; res[4].depth = 3;
        res[5].width = mw / 2; res[5].height = 4;            /* y 2, 3: at and past 2^AW */
        res[6].width = mw / 4; res[6].height = 2; res[6].depth = 3;
        res[7].width = mw / 8; res[7].height = 4; res[7].depth = 3;
    }
    for (int s = 3; s <= 7; s++) {
        uint32_t words = sm5_res_typed_words(&res[s]);     /* 0 when the product passes 2^32 */
        switch (rnd(r, 3)) {
        case 0: res[s].size = words; break;
        case 1: res[s].size = words / 2 + rnd(r, 64); break;   /* or fewer words than the dims */
        default: res[s].size = words + 1 + rnd(r, 32); break;  /* or more */
        }
    }
}
static void b_odd_desc(const env_t *e, stream_t *s, rng_t *r)
{
    static const int slots[] = { 1, 9, 8, 10, 3, 4, 5, 6, 7 };
    for (int rep = 0; rep < 6; rep++)
        for (unsigned j = 0; j < sizeof slots / sizeof slots[0]; j++) {
            const int sl = slots[j];
            const bool st = sl == 1 || sl == 9, raw = sl == 8 || sl == 10;
            const uint8_t ld = st ? SM5_OP_LD_STRUCTURED : raw ? SM5_OP_LD_RAW : SM5_OP_LD_UAV_TYPED;
            const uint8_t sto = st ? SM5_OP_STORE_STRUCTURED : raw ? SM5_OP_STORE_RAW : SM5_OP_STORE_UAV_TYPED;
            gen(e, s, sto, sl, PAT_RANDOM, all_lanes(e), 0, 50, r);
            gen(e, s, ld, sl, PAT_RANDOM, all_lanes(e), 0, 50, r);
            gen(e, s, atomic_ops[rnd(r, N_ATOMIC_OPS)], sl, PAT_RANDOM, all_lanes(e), 0, 50, r);
        }
}

typedef struct { const char *name; build_fn fn; int pat; bool bubbles, holds; int odd; } directed_t;
static const directed_t directed[] = {
    { "every_op_one_word", b_every_op, PAT_ONE_WORD, false, false, 0 },
    { "every_op_distinct", b_every_op_distinct, PAT_DISTINCT, false, false, 0 },
    { "loads_stores", b_loads_stores, PAT_MIXED, true, true, 0 },
    { "same_word", b_one_word, PAT_ONE_WORD, false, false, 0 },
    { "distinct_banks", b_distinct, PAT_DISTINCT, false, false, 0 },
    { "bank_conflict", b_one_bank, PAT_ONE_BANK, false, false, 0 },
    { "gsm_bank_conflict", b_gsm_bank, PAT_GSM_BANK, false, false, 0 },
    { "oob_misaligned", b_oob, PAT_MIXED, true, true, 0 },
    { "inactive_helper", b_inactive, PAT_MIXED, true, false, 0 },
    { "counters_wrap", b_counters, PAT_MIXED, false, true, 0 },
    { "back_to_back", b_back_to_back, PAT_MIXED, false, false, 0 },
    { "back_to_back_held", b_back_to_back, PAT_MIXED, false, true, 0 },
    { "odd_descriptors", b_odd_desc, PAT_MIXED, true, true, 1 },
    { "odd_descriptors_2", b_odd_desc, PAT_MIXED, true, true, 2 },
    { "odd_descriptors_3", b_odd_desc, PAT_MIXED, true, true, 3 },
};
#define N_DIRECTED ((int)(sizeof directed / sizeof directed[0]))

int main(int argc, char **argv)
{
    cfg_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.argv0 = argv[0];
    uint64_t seed = 1;
    int nrandom = 8, len = 60;
    const char *only = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--random") && i + 1 < argc) nrandom = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--len") && i + 1 < argc) len = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
        else if (!strcmp(argv[i], "--fst") && i + 1 < argc) cfg.fst = argv[++i];
        else if (!strcmp(argv[i], "--expect-fail")) cfg.expect_fail = true;
        else if (!strcmp(argv[i], "--bench")) cfg.bench = true;
        else if (!strcmp(argv[i], "--golden-only")) cfg.golden_only = true;
        else if (!strcmp(argv[i], "--break-req")) cfg.break_req = true;
        else if (!strcmp(argv[i], "--break-desc")) cfg.break_desc = true;
        else if (!strcmp(argv[i], "-v")) cfg.verbose = true;
        else if (!strcmp(argv[i], "--trace")) cfg.trace = true;
        else { fprintf(stderr, "%s: error: unknown argument '%s'\n", argv[0], argv[i]); return 2; }
    }
    env_t env;
    memset(&env, 0, sizeof env);
    env.lanes = memu_rtl_lanes();
    env.banks = memu_rtl_banks();
    env.mem_words = memu_rtl_mem_words();
    cfg.seed = seed;
    int pass = 0, fail = 0;
    printf("memu lockstep: LANES %d BANKS %d MEM_WORDS %u%s%s seed %" PRIu64 "\n", env.lanes,
           env.banks, env.mem_words, *memu_rtl_variant() ? " variant " : "", memu_rtl_variant(), seed);
    for (int d = 0; d < N_DIRECTED + nrandom; d++) {
        char name[64];
        uint64_t sd = seed;
        if (d < N_DIRECTED) snprintf(name, sizeof name, "%s", directed[d].name);
        else { sd = seed + (uint64_t)(d - N_DIRECTED); snprintf(name, sizeof name, "random_%" PRIu64, sd); }
        if (only && strcmp(only, name) != 0 && !(d >= N_DIRECTED && !strcmp(only, "random")))
            continue;
        stream_t *s = new_stream(name, sd, d < N_DIRECTED ? directed[d].pat : PAT_RANDOM);
        rng_t r = { sd * 1000003u + (uint64_t)d };
        env_t e = env;
        setup_res(e.res, e.mem_words, e.banks, &r);
        if (d < N_DIRECTED && directed[d].odd) {
            odd_res(e.res, e.mem_words, &r, directed[d].odd);
            e.corners = true;
        }
        if (d < N_DIRECTED) {
            s->bubbles = directed[d].bubbles;
            s->holds = directed[d].holds;
            directed[d].fn(&e, s, &r);
        } else {
            /* seeds alternate: odd with request gaps, every fourth with held results */
            s->bubbles = (sd & 1) != 0;
            s->holds = (sd & 3) == 2 || (sd & 3) == 3;
            b_random(&e, s, &r, len);
        }
        bool ok = run_stream(&e, s, &cfg);
        ok ? pass++ : fail++;
        free(s->v);
        free(s);
    }
    printf("cycles per atomic/memory instruction vs bank bound (back-to-back streams):\n");
    for (int p = 0; p < PAT_NPAT; p++) {
        if (!cfg.n_instr[p]) continue;
        printf("  %-15s %5ld instr  %6.2f cycles/instr  bank bound %6.2f  equal in %ld/%ld\n",
               pat_name[p], cfg.n_instr[p], cfg.sum_cyc[p] / (double)cfg.n_instr[p],
               cfg.sum_bound[p] / (double)cfg.n_instr[p], cfg.n_equal[p], cfg.n_instr[p]);
    }
    printf("total simulated cycles %ld (a result held in %ld)\n", cfg.cycles, cfg.held);
    /* a figure, never checked: the Verilated model's own speed (eval + tick) */
    if (cfg.rtl_secs > 0)
        printf("RTL alone: %.0f cycles/s (%.2f s in the Verilated model)\n",
               (double)cfg.cycles / cfg.rtl_secs, cfg.rtl_secs);
    if (cfg.run_secs > 0)
        printf("RTL alone, run phases only (instructions in flight): %.0f cycles/s (%ld cycles)\n",
               (double)cfg.run_cycles / cfg.run_secs, cfg.run_cycles);
    if (cfg.expect_fail) {
        bool caught = fail > 0;
        printf("broken build %s: %s (%d of %d streams failed)\n", memu_rtl_variant(),
               caught ? "caught" : "NOT caught", fail, pass + fail);
        printf("%d passed, %d failed\n", caught ? 1 : 0, caught ? 0 : 1);
        return caught ? 0 : 1;
    }
    printf("%d passed, %d failed\n", pass, fail);
    return fail ? 1 : 0;
}

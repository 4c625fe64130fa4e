/* Architectural simulator (see sm5_archsim.h): state, thread groups and waves, the
 * round-robin schedule (P-30), barriers, the checks and the dump. The execution of one
 * micro-op on one wave (operands, the execution-mask stack) is sm5_archsim_exec.c. */
#include "sm5_archsim.h"
#include "sm5_archsim_int.h"
#include "sm5_expect.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* Every register / constant / index in range, so a hand-built program cannot make the
 * simulator read or write outside its arrays. */
static bool prog_ok(const sm5_prog_t *p)
{
    int nregs = p->nregs > 0 ? p->nregs : 1;
    for (int i = 0; i < p->nuops; i++) {
        const sm5_uop_t *u = &p->uops[i];
        if (u->op >= SM5_OP_COUNT || u->dst_kind > SM5_DST_XTEMP || u->dst2_kind > SM5_DST_OUTPUT) return false;
        if (u->dst2_kind == SM5_DST_TEMP ? u->dst2_reg >= nregs : u->dst2_reg >= SM5_NIO) return false;
        if (u->dst_kind == SM5_DST_TEMP && u->dst_reg >= nregs) return false;
        if (u->dst_kind == SM5_DST_OUTPUT && u->dst_reg >= SM5_NIO) return false;
        if (u->dst_kind == SM5_DST_XTEMP && (u->dst_reg >= SM5_NXTEMP || !p->xtemp_size[u->dst_reg])) return false;
        if (u->dst_idx.rel && u->dst_idx.xreg >= nregs) return false;
        if (sm5_op_is_flow((sm5_op_t)u->op) && u->target >= p->nuops && u->op != SM5_OP_RET) return false;
        for (int s = 0; s < SM5_NSRC; s++) {
            const sm5_src_t *r = &u->src[s];
            if (r->kind == SM5_SRC_TEMP && r->idx >= nregs) return false;
            if (r->kind == SM5_SRC_CONST && r->idx >= p->nconst) return false;
            if (r->x.rel && r->x.xreg >= nregs) return false;
            if (r->xkind == SM5_SRCX_INPUT && r->idx >= SM5_NIO) return false;
            if (r->xkind == SM5_SRCX_CB && (r->idx >= SM5_NCB || !p->cb_data[r->idx])) return false;
            if (r->xkind == SM5_SRCX_XTEMP && (r->idx >= SM5_NXTEMP || !p->xtemp_size[r->idx])) return false;
        }
    }
    for (int s = 0; s < SM5_PROG_NRES; s++)
        if ((uint64_t)p->res[s].base + p->res[s].size > p->mem_words) return false;
    return true;
}

void sm5_arch_fail(sm5_arch_t *a, const char *fmt, ...)
{
    if (a->error[0]) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->error, sizeof a->error, fmt, ap);
    va_end(ap);
    a->done = true;
}

/* The lanes of wave w that exist: inside the group and not //! inactive. */
static uint64_t wave_exists(const sm5_arch_t *a, int w)
{
    uint64_t m = 0;
    for (int l = 0; l < a->lanes; l++)
        if ((uint64_t)w * (uint64_t)a->lanes + (uint64_t)l < a->nthreads) m |= 1ull << l;
    return m & a->exec;
}

/* Group number gi (x fastest): fresh registers, temps, outputs, groupshared memory. */
static void start_group(sm5_arch_t *a, uint32_t gi)
{
    const sm5_prog_t *p = a->prog;
    a->group_index = gi;
    a->group[0] = gi % p->dispatch[0];
    a->group[1] = (gi / p->dispatch[0]) % p->dispatch[1];
    a->group[2] = gi / (p->dispatch[0] * p->dispatch[1]);
    memset(a->regs, 0, (size_t)a->nthreads * (size_t)a->nregs * 4u * sizeof *a->regs);
    if (a->xt) memset(a->xt, 0, (size_t)a->nthreads * a->xt_words * sizeof *a->xt);
    memset(a->out, 0, (size_t)a->nthreads * SM5_NIO * 4u * sizeof *a->out);
    memset(a->steps, 0, (size_t)a->nthreads * sizeof *a->steps);
    for (int s = 8; s < 16; s++) {   /* g#: the program's initial image again */
        const sm5_res_t *r = &p->res[s];
        if (r->kind != SM5_RES_NONE && r->size)
            memcpy(a->words + r->base, p->mem_init + r->base, (size_t)r->size * sizeof *a->words);
    }
    for (int w = 0; w < a->nwaves; w++) {
        sm5_wave_t *wv = &a->waves[w];
        memset(wv, 0, sizeof *wv);
        wv->live = wave_exists(a, w);
        wv->act = wv->live;
        wv->first_thread = (uint32_t)w * (uint32_t)a->lanes;
        wv->done = wv->live == 0;
    }
    a->cur = 0;
    while (a->cur < a->nwaves && a->waves[a->cur].done) a->cur++;
    if (a->cur == a->nwaves) a->cur = 0;
    a->pc = a->waves[a->cur].pc;
}

static int arch_init(sm5_arch_t *a, const sm5_prog_t *p, int lanes, bool one_wave);

int sm5_arch_init(sm5_arch_t *a, const sm5_prog_t *p, int lanes) { return arch_init(a, p, lanes, false); }
int sm5_arch_init_one_wave(sm5_arch_t *a, const sm5_prog_t *p, int lanes) { return arch_init(a, p, lanes, true); }

static int arch_init(sm5_arch_t *a, const sm5_prog_t *p, int lanes, bool one_wave)
{
    memset(a, 0, sizeof *a);
    if (!prog_ok(p)) return -2;
    if (lanes < 1) lanes = 1;
    if (lanes > SM5_MAX_LANES) lanes = SM5_MAX_LANES;
    a->prog = p;
    a->lanes = lanes;
    a->nregs = p->nregs > 0 ? p->nregs : 1;
    a->exec = sm5_prog_exec_mask(p, lanes);
    a->helper = sm5_prog_helper_mask(p, lanes);
    if (p->thread_group[0] && strcmp(p->shader, "cs") == 0 && !one_wave) {
        memcpy(a->gsize, p->thread_group, sizeof a->gsize);
    } else {   /* no dcl_thread_group (or ps / vs): one wave, the lane index is the thread id */
        a->gsize[0] = (uint32_t)lanes;
        a->gsize[1] = a->gsize[2] = 1;
    }
    a->nthreads = a->gsize[0] * a->gsize[1] * a->gsize[2];
    a->nwaves = (int)((a->nthreads + (uint32_t)lanes - 1) / (uint32_t)lanes);
    uint32_t d0 = p->dispatch[0] ? p->dispatch[0] : 1, d1 = p->dispatch[1] ? p->dispatch[1] : 1,
             d2 = p->dispatch[2] ? p->dispatch[2] : 1;
    a->ngroups = one_wave ? 1 : d0 * d1 * d2;
    for (int i = 0; i < SM5_NXTEMP; i++) {
        a->xt_base[i] = a->xt_words;
        a->xt_words += p->xtemp_size[i] * 4u;
    }
    a->regs = calloc((size_t)a->nthreads * (size_t)a->nregs * 4u, sizeof *a->regs);
    a->words = calloc(p->mem_words ? p->mem_words : 1, sizeof *a->words);
    a->waves = calloc((size_t)a->nwaves, sizeof *a->waves);
    a->out = calloc((size_t)a->nthreads * SM5_NIO * 4u, sizeof *a->out);
    a->steps = calloc(a->nthreads, sizeof *a->steps);
    if (a->xt_words) a->xt = calloc((size_t)a->nthreads * a->xt_words, sizeof *a->xt);
    if (!a->regs || !a->words || !a->waves || !a->out || !a->steps || (a->xt_words && !a->xt)) {
        sm5_arch_free(a);
        return -1;
    }
    sm5_prog_setup_mem(p, &a->mem, a->words);
    sm5_mem_init(&a->srv, a->words, p->mem_words);
    memcpy(a->srv.res, p->res + 16, 8 * sizeof *p->res);
    start_group(a, 0);
    return 0;
}

void sm5_arch_free(sm5_arch_t *a)
{
    free(a->regs);
    free(a->words);
    free(a->waves);
    free(a->xt);
    free(a->out);
    free(a->steps);
    a->regs = a->words = a->xt = a->out = NULL;
    a->waves = NULL;
    a->steps = NULL;
}

/* After a wave issued: the next wave in round-robin order that can issue (P-30). When
 * every wave left waits at a barrier, all of them go on; when every wave is done, the
 * next group starts. */
static void schedule(sm5_arch_t *a)
{
    for (;;) {
        if (a->done) return;
        int n = a->nwaves;
        for (int k = 1; k <= n; k++) {
            int w = (a->cur + k) % n;
            if (!a->waves[w].done && !a->waves[w].waiting) {
                a->cur = w;
                a->pc = a->waves[w].pc;
                return;
            }
        }
        bool any_wait = false;
        for (int w = 0; w < n; w++)
            if (!a->waves[w].done && a->waves[w].waiting) { a->waves[w].waiting = false; any_wait = true; }
        if (any_wait) continue;   /* the barrier is complete: resume after the wave that issued */
        if (a->on_group_end) a->on_group_end(a, a->ctx);
        if (a->group_index + 1 >= a->ngroups) { a->done = true; return; }
        start_group(a, a->group_index + 1);
        if (!a->waves[a->cur].done) return;
    }
}

bool sm5_arch_step(sm5_arch_t *a)
{
    if (a->done) return false;
    sm5_wave_t *w = &a->waves[a->cur];
    if (w->pc >= a->prog->nuops) {   /* only a hand-built program can get here */
        w->done = true;
        w->live = w->act = 0;
    } else {
        sm5_arch_wave_step(a, a->cur);
    }
    schedule(a);
    return !a->done;
}

uint64_t sm5_arch_run(sm5_arch_t *a, uint64_t max_steps)
{
    uint64_t n = 0;
    while (!a->done && (max_steps == 0 || n < max_steps)) {
        sm5_arch_step(a);
        n++;
    }
    return n;
}

/* The threads an expectation covers: every thread of the group that exists and is not a
 * helper lane, or thread `lane`. */
static bool thread_checked(const sm5_arch_t *a, const sm5_expect_t *e, uint32_t t)
{
    if (t >= a->nthreads) return false;
    if (e->lane != SM5_EXPECT_ALL_LANES) return (int32_t)t == e->lane;
    int l = (int)(t % (uint32_t)a->lanes);
    return ((a->exec >> l) & 1u) && !((a->helper >> l) & 1u);
}

/* Every expectation goes through sm5_expect_match (sm5_expect.h): the one rule for
 * ==, nan, any, ~ ulp, ~ abs and f64 pairs. */
int sm5_arch_check(const sm5_arch_t *a, FILE *out, int *checked)
{
    const sm5_prog_t *p = a->prog;
    static const char comp[] = "xyzw";
    int failed = 0;
    char nb[4], why[256];
    if (checked) *checked = p->nexpects;
    if (a->error[0]) {
        if (out) fprintf(out, "%s: run stopped: %s\n", p->file, a->error);
        return p->nexpects ? p->nexpects : 1;
    }
    for (int i = 0; i < p->nexpects; i++) {
        const sm5_expect_t *e = &p->expects[i];
        bool ok = true;
        if (e->kind == SM5_EXP_REG || e->kind == SM5_EXP_OUT) {
            char tgt[16];
            snprintf(tgt, sizeof tgt, "%c%u.%c%s", e->kind == SM5_EXP_OUT ? 'o' : 'r', e->reg, comp[e->comp & 3],
                     e->width == 64 ? (e->comp ? "w" : "y") : "");
            if (e->lane != SM5_EXPECT_ALL_LANES && (uint32_t)e->lane >= a->nthreads) {
                ok = false;
                if (out) fprintf(out, "%s:%u: expect %s lane %d: the run has only %u threads in a group\n",
                                 p->file, e->line, tgt, e->lane, a->nthreads);
            }
            /* one line per expect: the first failing lane's values and every failing lane */
            sm5_lanes_t bad;
            sm5_lanes_init(&bad);
            uint32_t nchk = 0, first = 0;
            char why1[256] = "";
            for (uint32_t t = 0; t < a->nthreads; t++) {
                if (!thread_checked(a, e, t)) continue;
                nchk++;
                const uint32_t *v = e->kind == SM5_EXP_OUT
                    ? a->out + ((size_t)t * SM5_NIO + e->reg) * 4u + e->comp
                    : a->regs + ((size_t)t * (size_t)a->nregs + e->reg) * 4u + e->comp;
                if (sm5_expect_match(e, v, why, sizeof why)) continue;
                if (!bad.count) { first = t; snprintf(why1, sizeof why1, "%s", why); }
                sm5_lanes_add(&bad, t);
            }
            if (bad.count) {
                ok = false;
                if (out && e->lane != SM5_EXPECT_ALL_LANES)
                    fprintf(out, "%s:%u: expect %s lane %d: %s\n", p->file, e->line, tgt, e->lane, why1);
                else if (out && bad.count == 1)
                    fprintf(out, "%s:%u: expect %s: lane %u: %s\n", p->file, e->line, tgt, first, why1);
                else if (out)
                    fprintf(out, "%s:%u: expect %s: %u of %u lanes fail (lanes %s); lane %u: %s\n", p->file, e->line,
                            tgt, bad.count, nchk, sm5_lanes_str(&bad), first, why1);
            }
        } else if (e->kind == SM5_EXP_MEM) {
            const sm5_res_t *r = &p->res[e->res];
            uint32_t v = e->word < r->size ? a->words[r->base + e->word] : 0;
            if (!sm5_expect_match(e, &v, why, sizeof why)) {
                ok = false;
                if (out) fprintf(out, "%s:%u: expect %s[%u]: %s\n", p->file, e->line, sm5_res_name(e->res, nb),
                                 e->word, why);
            }
        } else {
            uint32_t v = a->mem.res[e->res].counter;
            if (!sm5_expect_match(e, &v, why, sizeof why)) {
                ok = false;
                if (out) fprintf(out, "%s:%u: expect counter %s: %s\n", p->file, e->line,
                                 sm5_res_name(e->res, nb), why);
            }
        }
        if (!ok) failed++;
    }
    return failed;
}

void sm5_arch_dump(const sm5_arch_t *a, FILE *out)
{
    const sm5_prog_t *p = a->prog;
    char nb[4];
    fprintf(out, "registers of the last group (thread: r#.xyzw; all-zero registers omitted):\n");
    for (uint32_t t = 0; t < a->nthreads; t++) {
        int l = (int)(t % (uint32_t)a->lanes);
        const char *tag = !((a->exec >> l) & 1u) ? " (inactive)" : ((a->helper >> l) & 1u) ? " (helper)" : "";
        for (int r = 0; r < p->nregs; r++) {
            const uint32_t *v = a->regs + ((size_t)t * (size_t)a->nregs + (size_t)r) * 4u;
            if (!(v[0] | v[1] | v[2] | v[3])) continue;
            fprintf(out, "  lane %2u%s r%d: %08x %08x %08x %08x\n", t, tag, r, v[0], v[1], v[2], v[3]);
        }
        for (int o = 0; o < SM5_NIO; o++) {
            if (!(p->out_decl >> o & 1u)) continue;
            const uint32_t *v = a->out + ((size_t)t * SM5_NIO + (size_t)o) * 4u;
            fprintf(out, "  lane %2u%s o%d: %08x %08x %08x %08x\n", t, tag, o, v[0], v[1], v[2], v[3]);
        }
    }
    fprintf(out, "memory:\n");
    for (int s = 0; s < SM5_PROG_NRES; s++) {
        const sm5_res_t *r = &p->res[s];
        if (r->kind == SM5_RES_NONE) continue;
        uint32_t ctr = s < SM5_NRES ? a->mem.res[s].counter : 0;
        fprintf(out, "  %s (base %u, %u words, counter %u):", sm5_res_name(s, nb), r->base, r->size, ctr);
        for (uint32_t k = 0; k < r->size; k++) {
            if (k % 8 == 0) fprintf(out, "\n    [%4u]", k);
            fprintf(out, " %08x", a->words[r->base + k]);
        }
        fprintf(out, "\n");
    }
}

void sm5_state_header(FILE *out, const char *file, uint32_t threads, int lanes)
{
    fprintf(out, "# sm5 state v1: %s, %u threads of %d lanes\n", file, threads, lanes);
}

void sm5_state_vec(FILE *out, char kind, uint32_t thread, int idx, const uint32_t v[4])
{
    fprintf(out, "%c %u %d %08x %08x %08x %08x\n", kind, thread, idx, v[0], v[1], v[2], v[3]);
}

void sm5_state_word(FILE *out, const char *res, uint32_t word, uint32_t v)
{
    fprintf(out, "m %s %u %08x\n", res, word, v);
}

void sm5_state_counter(FILE *out, const char *res, uint32_t v)
{
    fprintf(out, "c %s %08x\n", res, v);
}

void sm5_arch_write_state(const sm5_arch_t *a, FILE *out)
{
    const sm5_prog_t *p = a->prog;
    char nb[4];
    sm5_state_header(out, p->file, a->nthreads, a->lanes);
    for (uint32_t t = 0; t < a->nthreads; t++) {
        for (int r = 0; r < p->nregs; r++)
            sm5_state_vec(out, 'r', t, r, a->regs + ((size_t)t * (size_t)a->nregs + (size_t)r) * 4u);
        for (int o = 0; o < SM5_NIO; o++)
            if (p->out_decl >> o & 1u) sm5_state_vec(out, 'o', t, o, a->out + ((size_t)t * SM5_NIO + (size_t)o) * 4u);
    }
    for (int s = 0; s < SM5_PROG_NRES; s++) {
        const sm5_res_t *r = &p->res[s];
        if (r->kind == SM5_RES_NONE) continue;
        sm5_res_name(s, nb);
        for (uint32_t k = 0; k < r->size; k++) sm5_state_word(out, nb, k, a->words[r->base + k]);
        if (s < 8) sm5_state_counter(out, nb, a->mem.res[s].counter);
    }
}

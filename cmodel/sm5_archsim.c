/* Architectural simulator (see sm5_archsim.h). */
#include "sm5_archsim.h"
#include "sm5_alu.h"
#include "sm5_asm.h"
#include "sm5_expect.h"
#include <stdlib.h>
#include <string.h>

void sm5_prog_setup_mem(const sm5_prog_t *p, sm5_mem_t *m, uint32_t *words)
{
    if (p->mem_words) memcpy(words, p->mem_init, (size_t)p->mem_words * sizeof *words);
    else words[0] = 0;
    sm5_mem_init(m, words, p->mem_words);
    memcpy(m->res, p->res, sizeof m->res);
}

/* Every register / constant index in range, so a hand-built program cannot make the
 * simulator read or write outside its arrays. */
static bool prog_ok(const sm5_prog_t *p)
{
    int nregs = p->nregs > 0 ? p->nregs : 1;
    for (int i = 0; i < p->nuops; i++) {
        const sm5_uop_t *u = &p->uops[i];
        if (u->op >= SM5_OP_COUNT || u->dst_reg >= nregs || u->dst2_reg >= nregs) return false;
        for (int s = 0; s < SM5_NSRC; s++) {
            if (u->src[s].kind == SM5_SRC_TEMP && u->src[s].idx >= nregs) return false;
            if (u->src[s].kind == SM5_SRC_CONST && u->src[s].idx >= p->nconst) return false;
        }
    }
    for (int s = 0; s < SM5_NRES; s++)
        if ((uint64_t)p->res[s].base + p->res[s].size > p->mem_words) return false;
    return true;
}

int sm5_arch_init(sm5_arch_t *a, const sm5_prog_t *p, int lanes)
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
    a->regs = calloc((size_t)lanes * (size_t)a->nregs * 4u, sizeof *a->regs);
    a->words = calloc(p->mem_words ? p->mem_words : 1, sizeof *a->words);
    if (!a->regs || !a->words) { sm5_arch_free(a); return -1; }
    sm5_prog_setup_mem(p, &a->mem, a->words);
    return 0;
}

void sm5_arch_free(sm5_arch_t *a)
{
    free(a->regs);
    free(a->words);
    a->regs = NULL;
    a->words = NULL;
}

void sm5_arch_fetch(const sm5_uop_t *u, int s, const uint32_t *lane_regs,
                    const uint32_t cfile[][4], int lane, uint32_t out[4])
{
    const sm5_src_t *sr = &u->src[s];
    uint32_t v[4] = { 0, 0, 0, 0 };
    switch (sr->kind) {
    case SM5_SRC_TEMP: memcpy(v, lane_regs + 4u * sr->idx, sizeof v); break;
    case SM5_SRC_CONST: memcpy(v, cfile[sr->idx], sizeof v); break;
    case SM5_SRC_THREAD_ID: v[0] = (uint32_t)lane; break;
    default: break;
    }
    for (int c = 0; c < 4; c++) out[c] = v[sm5_swz_sel(sr->swz, c)];
}

void sm5_arch_exec_uop(sm5_arch_t *a, const sm5_uop_t *u)
{
    const sm5_prog_t *p = a->prog;
    sm5_op_t op = (sm5_op_t)u->op;
    int ns = sm5_op_nsrc(op);
    a->ninstr++;
    if (op == SM5_OP_RET) { a->done = true; return; }
    if (sm5_op_is_mem(op)) {
        /* all lanes' sources at once: P-9 orders lanes inside sm5_mem_exec */
        static const uint32_t zero[4] = { 0, 0, 0, 0 };
        uint32_t (*src)[SM5_NSRC][4] = calloc((size_t)a->lanes, sizeof *src);
        uint32_t (*ret)[4] = calloc((size_t)a->lanes, sizeof *ret);
        if (!src || !ret) { free(src); free(ret); a->done = true; return; }
        for (int l = 0; l < a->lanes; l++)
            for (int s = 0; s < SM5_NSRC; s++) {
                if (s < ns) sm5_arch_fetch(u, s, sm5_arch_reg(a, l, 0), (const uint32_t (*)[4])p->cfile, l, src[l][s]);
                else memcpy(src[l][s], zero, sizeof zero);
            }
        uint64_t valid = 0;
        sm5_mem_exec(&a->mem, u, a->lanes, a->exec, a->helper, (const uint32_t (*)[SM5_NSRC][4])src, ret, &valid);
        if (sm5_op_returns_value(op))
            for (int l = 0; l < a->lanes; l++) {
                if (!((valid >> l) & 1u)) continue;
                uint32_t *d = sm5_arch_reg(a, l, u->dst_reg);
                for (int c = 0; c < 4; c++)
                    if (u->dst_mask & (1u << c)) d[c] = ret[l][c];
            }
        a->nmemops++;
        free(src);
        free(ret);
        return;
    }
    for (int l = 0; l < a->lanes; l++) {
        if (!((a->exec >> l) & 1u)) continue;   /* lanes that do not exist do nothing */
        uint32_t src[SM5_NSRC][4], out[4], out2[4];
        memset(src, 0, sizeof src);
        for (int s = 0; s < ns; s++)
            sm5_arch_fetch(u, s, sm5_arch_reg(a, l, 0), (const uint32_t (*)[4])p->cfile, l, src[s]);
        sm5_alu_exec(u, (const uint32_t (*)[4])src, out, out2);
        /* every source was read above, so a destination that is also a source is fine;
         * the assembler rejects two destinations that overlap (SPEC 10) */
        uint32_t *d = sm5_arch_reg(a, l, u->dst_reg);
        for (int c = 0; c < 4; c++)
            if (u->dst_mask & (1u << c)) d[c] = out[c];
        if (sm5_op_ndst(op) == 2) {
            uint32_t *d2 = sm5_arch_reg(a, l, u->dst2_reg);
            for (int c = 0; c < 4; c++)
                if (u->dst2_mask & (1u << c)) d2[c] = out2[c];
        }
    }
}

bool sm5_arch_step(sm5_arch_t *a)
{
    if (a->done) return false;
    if (a->pc >= a->prog->nuops) { a->done = true; return false; }
    sm5_arch_exec_uop(a, &a->prog->uops[a->pc++]);
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

/* Every expectation goes through sm5_expect_match (sm5_expect.h): the one rule for
 * ==, nan, any, ~ ulp, ~ abs and f64 pairs. */
int sm5_arch_check(const sm5_arch_t *a, FILE *out, int *checked)
{
    const sm5_prog_t *p = a->prog;
    static const char comp[] = "xyzw";
    int failed = 0;
    char nb[4], why[256];
    for (int i = 0; i < p->nexpects; i++) {
        const sm5_expect_t *e = &p->expects[i];
        bool ok = true;
        if (e->kind == SM5_EXP_REG) {
            uint64_t lanes = e->lane == SM5_EXPECT_ALL_LANES ? (a->exec & ~a->helper)
                                                            : (e->lane < a->lanes ? 1ull << e->lane : 0);
            char tgt[16];
            snprintf(tgt, sizeof tgt, "r%u.%c%s", e->reg, comp[e->comp & 3],
                     e->width == 64 ? (e->comp ? "w" : "y") : "");
            if (e->lane != SM5_EXPECT_ALL_LANES && e->lane >= a->lanes) {
                ok = false;
                if (out) fprintf(out, "%s:%u: expect %s lane %d: the run has only %d lanes\n",
                                 p->file, e->line, tgt, e->lane, a->lanes);
            }
            for (int l = 0; l < a->lanes; l++) {
                if (!((lanes >> l) & 1u)) continue;
                const uint32_t *v = a->regs + ((size_t)l * (size_t)a->nregs + e->reg) * 4u + e->comp;
                if (sm5_expect_match(e, v, why, sizeof why)) continue;
                if (ok && out) {
                    fprintf(out, "%s:%u: expect %s", p->file, e->line, tgt);
                    if (e->lane != SM5_EXPECT_ALL_LANES) fprintf(out, " lane %d", e->lane);
                    fprintf(out, ": lane %d: %s\n", l, why);
                }
                ok = false;
            }
        } else if (e->kind == SM5_EXP_MEM) {
            const sm5_res_t *r = &a->mem.res[e->res];
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
    if (checked) *checked = p->nexpects;
    return failed;
}

void sm5_arch_dump(const sm5_arch_t *a, FILE *out)
{
    const sm5_prog_t *p = a->prog;
    char nb[4];
    fprintf(out, "registers (lane: r#.xyzw; all-zero registers omitted):\n");
    for (int l = 0; l < a->lanes; l++) {
        const char *tag = !((a->exec >> l) & 1u) ? " (inactive)" : ((a->helper >> l) & 1u) ? " (helper)" : "";
        for (int r = 0; r < p->nregs; r++) {
            const uint32_t *v = a->regs + ((size_t)l * (size_t)a->nregs + (size_t)r) * 4u;
            if (!(v[0] | v[1] | v[2] | v[3])) continue;
            fprintf(out, "  lane %2d%s r%d: %08x %08x %08x %08x\n", l, tag, r, v[0], v[1], v[2], v[3]);
        }
    }
    fprintf(out, "memory:\n");
    for (int s = 0; s < SM5_NRES; s++) {
        const sm5_res_t *r = &a->mem.res[s];
        if (r->kind == SM5_RES_NONE) continue;
        fprintf(out, "  %s (base %u, %u words, counter %u):", sm5_res_name(s, nb), r->base, r->size, r->counter);
        for (uint32_t k = 0; k < r->size; k++) {
            if (k % 8 == 0) fprintf(out, "\n    [%4u]", k);
            fprintf(out, " %08x", a->words[r->base + k]);
        }
        fprintf(out, "\n");
    }
}

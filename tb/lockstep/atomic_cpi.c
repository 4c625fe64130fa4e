#include "atomic_cpi.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sm5_archsim.h"
#include "sm5_mem.h"

enum { PAT_NONE = -1, PAT_ONE_WORD, PAT_DISTINCT_BANKS, PAT_ONE_BANK, PAT_MIXED, NPAT };
static const char *const pat_name[NPAT] = { "one-word", "distinct-banks", "one-bank", "mixed" };

typedef struct { int8_t pat; int16_t bound; int64_t accept; } op_info_t;

struct atomic_cpi {
    int nuops;
    op_info_t *op;
    uint64_t cycles[NPAT], bound[NPAT], count[NPAT];
};

static int is_atomic(const sm5_uop_t *u)
{
    sm5_opclass_t cl = sm5_op_class((sm5_op_t)u->op);
    return (cl == SM5_CL_ATOMIC || cl == SM5_CL_IMM_ATOMIC) &&
           u->op != SM5_OP_IMM_ATOMIC_ALLOC && u->op != SM5_OP_IMM_ATOMIC_CONSUME;
}

/* Distinct in-bounds words of the active non-helper lanes, then the pattern. */
static void classify(sm5_arch_t *a, const sm5_uop_t *u, int banks, op_info_t *oi)
{
    static uint32_t words[SM5_MAX_LANES * 4];
    int n = 0;
    unsigned km = sm5_mem_word_mask(u);
    for (int l = 0; l < a->lanes; l++) {
        if (!(((a->exec & ~a->helper) >> l) & 1u)) continue;
        uint32_t src[SM5_NSRC][4];
        for (int s = 0; s < SM5_NSRC; s++)
            sm5_arch_fetch(u, s, sm5_arch_reg(a, l, 0), a->prog->cfile, l, src[s]);
        for (int k = 0; k < 4; k++) {
            uint32_t w;
            if (!((km >> k) & 1u) || sm5_mem_addr(&a->mem, u, src, k, &w) != SM5_ACC_OK) continue;
            int dup = 0;
            for (int i = 0; i < n && !dup; i++) dup = words[i] == w;
            if (!dup) words[n++] = w;
        }
    }
    int best = 0, used_banks = 0;
    for (int b = 0; b < banks; b++) {
        int c = 0;
        for (int i = 0; i < n; i++) c += (int)(words[i] % (uint32_t)banks) == b;
        if (c > best) best = c;
        used_banks += c > 0;
    }
    oi->bound = (int16_t)(best ? best : 1);
    if (n == 0) oi->pat = PAT_NONE;
    else if (n == 1) oi->pat = PAT_ONE_WORD;
    else if (best == 1) oi->pat = PAT_DISTINCT_BANKS;
    else if (used_banks == 1) oi->pat = PAT_ONE_BANK;
    else oi->pat = PAT_MIXED;
}

atomic_cpi_t *atomic_cpi_new(const sm5_prog_t *p, int lanes, int banks)
{
    atomic_cpi_t *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->nuops = p->nuops;
    c->op = calloc((size_t)p->nuops + 1, sizeof *c->op);
    sm5_arch_t a;
    if (!c->op || sm5_arch_init(&a, p, lanes) != 0) { free(c->op); free(c); return NULL; }
    for (int i = 0; i < p->nuops; i++) { c->op[i].pat = PAT_NONE; c->op[i].accept = -1; }
    while (!a.done && a.pc < p->nuops) {
        const sm5_uop_t *u = &p->uops[a.pc];
        if (is_atomic(u)) classify(&a, u, banks, &c->op[a.pc]);
        sm5_arch_step(&a);
    }
    sm5_arch_free(&a);
    return c;
}

void atomic_cpi_in_ex(atomic_cpi_t *c, uint16_t tag, uint64_t cycle)
{
    if (c && tag < c->nuops) c->op[tag].accept = (int64_t)cycle;
}

void atomic_cpi_done(atomic_cpi_t *c, uint16_t tag, uint64_t cycle)
{
    if (!c || tag >= c->nuops) return;
    op_info_t *oi = &c->op[tag];
    if (oi->pat == PAT_NONE || oi->accept < 0) return;
    c->cycles[oi->pat] += cycle - (uint64_t)oi->accept - 1;
    c->bound[oi->pat] += (uint64_t)oi->bound;
    c->count[oi->pat]++;
}

void atomic_cpi_summary(const atomic_cpi_t *c, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = 0;
    if (!c) return;
    for (int p = 0; p < NPAT; p++) {
        if (!c->count[p] || len >= n) continue;
        len += (size_t)snprintf(buf + len, n - len, "%s %s %.2f/%.2f (n=%llu)",
                                len ? "," : " atomic CPI/bound:", pat_name[p],
                                (double)c->cycles[p] / (double)c->count[p],
                                (double)c->bound[p] / (double)c->count[p],
                                (unsigned long long)c->count[p]);
    }
}

void atomic_cpi_free(atomic_cpi_t *c)
{
    if (!c) return;
    free(c->op);
    free(c);
}

#include "atomic_cpi.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sm5_archsim.h"
#include "sm5_mem.h"
#include "sm5_memu.h"

/* cmp: cmp_exch / cmp_store (one lane per word per round), apart from the patterns */
enum { PAT_NONE = -1, PAT_ONE_WORD, PAT_DISTINCT_BANKS, PAT_ONE_BANK, PAT_MIXED, PAT_CMP, NPAT };
static const char *const pat_name[NPAT] = { "one-word", "distinct-banks", "one-bank", "mixed", "cmp" };

typedef struct { int8_t pat; int16_t bound; int64_t accept; } op_info_t;

struct atomic_cpi {
    int nuops;
    op_info_t *op;
    uint64_t cycles[NPAT], bound[NPAT], count[NPAT];
    int64_t last_done;     /* done cycle of the previous memory op (-1: none yet) */
    int64_t *held;         /* cycles with the unit's result held, ascending */
    size_t nheld, capheld;
    uint64_t nskip;        /* atomics left out: a held result froze the unit meanwhile */
};

/* held cycles h with lo <= h < hi */
static uint64_t held_in(const atomic_cpi_t *c, int64_t lo, int64_t hi)
{
    size_t a = 0, b = c->nheld;
    while (a < b) {   /* first index with held >= lo */
        size_t m = a + (b - a) / 2;
        if (c->held[m] < lo) a = m + 1; else b = m;
    }
    uint64_t n = 0;
    for (size_t i = a; i < c->nheld && c->held[i] < hi; i++) n++;
    return n;
}

/* an atomic with an address (the counters touch no bank) */
static int is_atomic(const sm5_uop_t *u)
{
    return sm5_op_is_atomic((sm5_op_t)u->op) && !sm5_op_is_counter((sm5_op_t)u->op);
}

/* Bank load of the atomic from the state before it (the memory unit twin's helper), then
 * the pattern. */
static void classify(sm5_arch_t *a, const sm5_uop_t *u, int banks, op_info_t *oi)
{
    static uint32_t src[SM5_MAX_LANES][SM5_NSRC][4];
    uint64_t active = a->exec & ~a->helper;
    for (int l = 0; l < a->lanes; l++)
        if ((active >> l) & 1u)
            for (int s = 0; s < SM5_NSRC; s++)
                sm5_arch_fetch(u, s, sm5_arch_reg(a, l, 0), a->prog->cfile, l, src[l][s]);
    sm5_bank_load_t bl = sm5_memu_bank_load(&a->mem, u, a->lanes, active,
                                            (const uint32_t(*)[SM5_NSRC][4])src, banks);
    oi->bound = (int16_t)(bl.bound ? bl.bound : 1);
    if (bl.words == 0) oi->pat = PAT_NONE;
    else if (bl.words == 1) oi->pat = PAT_ONE_WORD;
    else if (bl.bound == 1) oi->pat = PAT_DISTINCT_BANKS;
    else if (bl.banks_used == 1) oi->pat = PAT_ONE_BANK;
    else oi->pat = PAT_MIXED;
    if (bl.words && (u->op == SM5_OP_IMM_ATOMIC_CMP_EXCH || u->op == SM5_OP_ATOMIC_CMP_STORE))
        oi->pat = PAT_CMP;
}

atomic_cpi_t *atomic_cpi_run(sm5_arch_t *a, int banks)
{
    const sm5_prog_t *p = a->prog;
    atomic_cpi_t *c = calloc(1, sizeof *c);
    if (c) {
        c->nuops = p->nuops;
        c->op = calloc((size_t)p->nuops + 1, sizeof *c->op);
        if (!c->op) { free(c); c = NULL; }
    }
    if (c)
        for (int i = 0; i < p->nuops; i++) { c->op[i].pat = PAT_NONE; c->op[i].accept = -1; }
    if (c) c->last_done = -1;
    /* as sm5_arch_run(a, 0), classifying each atomic before it executes */
    while (!a->done) {
        if (c && a->pc < p->nuops && is_atomic(&p->uops[a->pc]))
            classify(a, &p->uops[a->pc], banks, &c->op[a->pc]);
        sm5_arch_step(a);
    }
    return c;
}

void atomic_cpi_in_ex(atomic_cpi_t *c, uint16_t tag, uint64_t cycle)
{
    if (c && tag < c->nuops) c->op[tag].accept = (int64_t)cycle;
}

void atomic_cpi_held(atomic_cpi_t *c, uint64_t cycle)
{
    if (!c) return;
    if (c->nheld == c->capheld) {
        size_t cap = c->capheld ? 2 * c->capheld : 256;
        int64_t *h = realloc(c->held, cap * sizeof *h);
        if (!h) return;   /* out of memory: the figure counts the cycle (never asserted) */
        c->held = h;
        c->capheld = cap;
    }
    c->held[c->nheld++] = (int64_t)cycle;
}

void atomic_cpi_done(atomic_cpi_t *c, uint16_t tag, uint64_t cycle)
{
    if (!c) return;
    /* the unit's cycles on this op: from when it could start (SM5_MEMU_LATENCY after
     * its accept, or the previous memory op's done if it queued behind it) to done.
     * An op during which a held result froze E, M and W (from the cycle before the
     * start, its first possible E cycle, to its done) is left out and counted apart:
     * those cycles are the write port's, not the banks'. */
    int64_t start = c->last_done;
    c->last_done = (int64_t)cycle;
    if (tag >= c->nuops) return;
    op_info_t *oi = &c->op[tag];
    if (oi->pat == PAT_NONE || oi->accept < 0) return;
    if (oi->accept + SM5_MEMU_LATENCY > start) start = oi->accept + SM5_MEMU_LATENCY;
    if (held_in(c, start - 1, (int64_t)cycle)) { c->nskip++; return; }
    c->cycles[oi->pat] += cycle - (uint64_t)start;
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
    if (len && len < n && c->nskip)
        snprintf(buf + len, n - len, "; %llu left out (result held for the write port: %llu cycles)",
                 (unsigned long long)c->nskip, (unsigned long long)c->nheld);
}

void atomic_cpi_free(atomic_cpi_t *c)
{
    if (!c) return;
    free(c->held);
    free(c->op);
    free(c);
}

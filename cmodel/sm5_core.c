/* C twin of rtl/sm5_core.sv: see sm5_core.h. */
#include "sm5_core.h"
#include <stdio.h>
#include <string.h>

static void group_consts(const sm5_prog_t *p, int lanes, uint32_t cf[][4], int *n);

int sm5_core_init(sm5_core_t *k, const sm5_cycle_cfg_t *cfg, int depth, int waves, int imem_depth)
{
    memset(k, 0, sizeof *k);
    k->cyc = sm5_cycle_new_cfg(cfg);
    k->seq = sm5_seq_new(cfg->lanes, depth, waves, imem_depth, cfg->nconst);
    k->lanes = cfg->lanes;
    k->nconst = cfg->nconst;
    k->cbufs = cfg->cbufs;
    k->cb_rows = cfg->cb_rows;
    k->rd_reg = k->rd_reg2 = -1;
    if (!k->cyc || !k->seq) { sm5_core_free(k); return -1; }
    return 0;
}

void sm5_core_free(sm5_core_t *k)
{
    sm5_cycle_free(k->cyc);
    sm5_seq_free(k->seq);
    k->cyc = NULL;
    k->seq = NULL;
}

void sm5_core_consts(const sm5_prog_t *p, int lanes, uint32_t cf[][4], int *n)
{
    memcpy(cf, p->cfile, (size_t)p->nconst * sizeof cf[0]);
    *n = p->nconst;
    if (sm5_seq_sysreg(p) >= 0) group_consts(p, lanes, cf, n);
}

/* the step between the waves' thread bases (a wave's first thread is the previous
 * wave's plus its width: sm5_seq.c init_uop), the in-group split's constants, the
 * groups' offsets and ids */
static void group_consts(const sm5_prog_t *p, int lanes, uint32_t cf[][4], int *n)
{
    if (*n < SM5_NCONST_MAX) {
        cf[*n][0] = (uint32_t)lanes;
        cf[*n][1] = cf[*n][2] = cf[*n][3] = 0;
        (*n)++;
    }
    /* the in-group split without a divider (sm5_seq.c init_uop): multipliers 2^21,
     * ceil(2^21 / X), ceil(2^21 / (X Y)), the shift 21, the negated sizes; then per group
     * vThreadID's offset (gx * X, gy * Y, gz * Z, 0) and the group ids */
    uint32_t X = p->thread_group[0] ? p->thread_group[0] : (uint32_t)lanes;
    uint32_t Y = p->thread_group[0] ? p->thread_group[1] : 1, Z = p->thread_group[0] ? p->thread_group[2] : 1;
    uint32_t k3[3][4] = {
        { 1u << 21, ((1u << 21) + X - 1) / X, ((1u << 21) + X * Y - 1) / (X * Y), 0 },
        { 21, 21, 21, 0 },
        { 0u - X, 0u - Y, 0, 0 },
    };
    for (int i = 0; i < 3 && *n < SM5_NCONST_MAX; i++) {
        memcpy(cf[*n], k3[i], sizeof k3[i]);
        (*n)++;
    }
    uint32_t d0 = p->dispatch[0] ? p->dispatch[0] : 1, d1 = p->dispatch[1] ? p->dispatch[1] : 1;
    uint32_t groups = d0 * d1 * (p->dispatch[2] ? p->dispatch[2] : 1);
    for (int pass = 0; pass < 2; pass++)
        for (uint32_t g = 0; g < groups && *n < SM5_NCONST_MAX; g++) {
            uint32_t gx = g % d0, gy = (g / d0) % d1, gz = g / (d0 * d1);
            cf[*n][0] = pass ? gx : gx * X;
            cf[*n][1] = pass ? gy : gy * Y;
            cf[*n][2] = pass ? gz : gz * Z;
            cf[*n][3] = 0;
            (*n)++;
        }
}

void sm5_core_descs(const sm5_prog_t *p, sm5_res_t d[SM5_NRES])
{
    memcpy(d, p->res, SM5_NRES * sizeof *d);
    for (int t = 0; t < 8; t++) {
        int s = sm5_seq_srv_slot(p, t);
        if (p->res[16 + t].kind != SM5_RES_NONE && s >= 0) d[s] = p->res[16 + t];
    }
}

void sm5_core_next_group(sm5_core_t *k, const sm5_prog_t *p)
{
    for (int s = 8; s < 16; s++) {   /* g#: the program's image again (P-28) */
        const sm5_res_t *r = &p->res[s];
        if (r->kind == SM5_RES_NONE) continue;
        for (uint32_t a = 0; a < r->size; a++) sm5_cycle_host_mem(k->cyc, r->base + a, p->mem_init[r->base + a]);
    }
    sm5_seq_next(k->seq);
}

/* a constant-buffer row (sm5_seq_cbuf_rows): the vector ALU's constant RAM only (the
 * sequencer's copy holds the constant file) */
static void put_cbuf_row(void *cyc, int row, const uint32_t v[4]) { sm5_cycle_set_const(cyc, row, v); }

void sm5_core_load(sm5_core_t *k, const sm5_prog_t *p, const sm5_uop_t *lowered, int lanes, uint64_t exec,
                   uint64_t helper)
{
    sm5_cycle_reset(k->cyc);
    sm5_seq_reset(k->seq);
    k->helper = helper;
    k->rd_reg = k->rd_reg2 = -1;
    sm5_cycle_set_config(k->cyc, exec, helper);
    sm5_seq_host_cfg(k->seq, exec);
    static uint32_t cf[SM5_NCONST_MAX][4];
    int nc;
    sm5_core_consts(p, lanes, cf, &nc);
    for (int i = 0; i < nc; i++) {
        sm5_cycle_set_const(k->cyc, i, cf[i]);
        sm5_seq_host_const(k->seq, i, cf[i]);
    }
    sm5_seq_cbuf_rows(p, lanes, k->nconst, k->cbufs, k->cb_rows, put_cbuf_row, k->cyc);
    sm5_res_t d[SM5_NRES];
    sm5_core_descs(p, d);
    for (int s = 0; s < SM5_NRES; s++) sm5_cycle_host_desc(k->cyc, s, &d[s]);
    for (uint32_t a = 0; a < p->mem_words; a++)
        if (p->mem_init[a]) sm5_cycle_host_mem(k->cyc, a, p->mem_init[a]);
    for (int i = 0; i < p->nuops; i++) sm5_seq_host_imem(k->seq, i, &lowered[i]);
}

void sm5_core_start(sm5_core_t *k, const sm5_seq_run_t *run) { sm5_seq_start(k->seq, run); }

void sm5_core_eval(sm5_core_t *k, sm5_bundle_t *b, sm5_seq_out_t *so)
{
    /* issue_ready and idle depend on registers only: a first eval without an offer */
    sm5_cycle_in_t none;
    memset(&none, 0, sizeof none);
    sm5_cycle_eval(k->cyc, &none, b);
    sm5_seq_in_t si = { .issue_ready = b->issue_ready, .idle = b->idle, .rd_data = NULL };
    if (k->rd_reg2 >= 0) {   /* the synchronous RAM's output row */
        for (int l = 0; l < k->lanes; l++)
            for (int c = 0; c < 4; c++) k->rd_row[l][c] = sm5_cycle_reg(k->cyc, k->rd_reg2, l, c);
        si.rd_data = (const uint32_t (*)[4])k->rd_row;
    }
    sm5_seq_eval(k->seq, &si, &k->so);
    memset(&k->in, 0, sizeof k->in);
    k->in.issue_valid = k->so.issue_valid;
    k->in.issue_tag = k->so.issue_tag;
    k->in.issue_uop = k->so.issue_uop;
    k->in.issue_blk = k->so.issue_blk;
    sm5_cycle_eval(k->cyc, &k->in, b);
    if (so) *so = k->so;
}

void sm5_core_tick(sm5_core_t *k)
{
    sm5_seq_tick(k->seq, NULL);
    sm5_cycle_tick(k->cyc, &k->in);
    if (k->so.cfg_we) sm5_cycle_set_config(k->cyc, k->so.cfg_exec, k->helper);
    /* the read port: address registered now, RAM row next cycle */
    k->rd_reg2 = k->rd_reg;
    k->rd_reg = k->so.rd_en ? k->so.rd_reg : -1;
}

bool sm5_core_count_steps(const sm5_prog_t *p, uint64_t *steps, int lanes, int wave, uint64_t step_mask, int pc,
                          char *err, size_t errlen)
{
    for (int l = 0; l < lanes; l++) {
        if (!((step_mask >> l) & 1u)) continue;
        int t = wave * lanes + l;
        if (++steps[t] > p->max_steps) {
            snprintf(err, errlen, "%s:%u: lane %d (thread %d of group (0, 0, 0), wave %d) passed max_steps %llu "
                     "instructions (P-27: an endless loop?)", p->file, pc >= 0 && pc < p->nuops ? p->uop_line[pc] : 0,
                     t, t, wave, (unsigned long long)p->max_steps);
            return true;
        }
    }
    return false;
}

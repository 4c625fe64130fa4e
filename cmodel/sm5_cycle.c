/* Cycle model of rtl/sm5_top.sv: see sm5_cycle.h and docs/architecture.md. Every state
 * variable below is a register of rtl/sm5_valu.sv (same name without _q); the memory
 * unit is its own C twin (sm5_memu). */
#include "sm5_cycle.h"
#include "sm5_alu.h"
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

struct sm5_cycle {
    int lanes, nregs, nconst, banks;
    uint32_t mem_words;
    sm5_memu_t *mu;
    /* configuration and constant file */
    uint64_t exec, helper;
    uint32_t (*cfile)[4];
    /* register file [reg][lane][comp] */
    uint32_t *rf;
    /* EX stage */
    bool ex_valid;
    uint16_t ex_tag;
    sm5_uop_t ex_uop;
    /* WB stage */
    bool wb_valid, wb_write;
    uint16_t wb_tag;
    uint8_t wb_reg, wb_mask;
    uint64_t wb_lanes;
    uint32_t wb_data[SM5_MAX_LANES][4];
    /* scoreboard: registers a memory op will write */
    uint8_t pending[256];
    /* combinational values of the last eval, used by tick */
    sm5_memu_in_t mi;
    sm5_memu_out_t mo;
    uint32_t ex_res[SM5_MAX_LANES][4];
    bool ex_stall, ex_adv, ex_is_mem, issue_fire;
};

static uint32_t *rfp(const sm5_cycle_t *c, int r, int l)
{
    return &c->rf[((size_t)r * (size_t)c->lanes + (size_t)l) * 4];
}

sm5_cycle_t *sm5_cycle_new(int lanes, int nregs, int nconst, int banks, uint32_t mem_words)
{
    if (lanes < 1 || lanes > SM5_MAX_LANES || nregs < 1 || nregs > SM5_NREGS_MAX ||
        nconst < 1 || nconst > SM5_NCONST_MAX || banks < 1 || banks > SM5_MEMU_MAX_BANKS ||
        mem_words < 1)
        return NULL;
    sm5_cycle_t *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->lanes = lanes; c->nregs = nregs; c->nconst = nconst; c->banks = banks;
    c->mem_words = mem_words;
    c->mu = sm5_memu_init(lanes, banks, mem_words);
    c->cfile = calloc((size_t)nconst, sizeof *c->cfile);
    c->rf = calloc((size_t)nregs * (size_t)lanes * 4, sizeof *c->rf);
    if (!c->mu || !c->cfile || !c->rf) { sm5_cycle_free(c); return NULL; }
    sm5_cycle_reset(c);
    return c;
}

void sm5_cycle_free(sm5_cycle_t *c)
{
    if (!c) return;
    if (c->mu) sm5_memu_free(c->mu);
    free(c->cfile);
    free(c->rf);
    free(c);
}

void sm5_cycle_reset(sm5_cycle_t *c)
{
    sm5_memu_reset(c->mu);
    c->exec = c->helper = 0;
    memset(c->rf, 0, (size_t)c->nregs * (size_t)c->lanes * 4 * sizeof *c->rf);
    c->ex_valid = false; c->ex_tag = 0; memset(&c->ex_uop, 0, sizeof c->ex_uop);
    c->wb_valid = c->wb_write = false; c->wb_tag = 0; c->wb_reg = c->wb_mask = 0;
    c->wb_lanes = 0;
    memset(c->pending, 0, sizeof c->pending);
}

void sm5_cycle_set_config(sm5_cycle_t *c, uint64_t exec, uint64_t helper)
{
    uint64_t m = c->lanes == 64 ? ~0ull : ((1ull << c->lanes) - 1);
    c->exec = exec & m;
    c->helper = helper & m;
}

void sm5_cycle_set_const(sm5_cycle_t *c, int idx, const uint32_t v[4])
{
    if (idx >= 0 && idx < c->nconst) memcpy(c->cfile[idx], v, 4 * sizeof v[0]);
}

static void host_tick(sm5_cycle_t *c, const sm5_memu_in_t *in)
{
    sm5_memu_out_t o;
    sm5_memu_eval(c->mu, in, &o);
    sm5_memu_tick(c->mu, in);
}

void sm5_cycle_host_desc(sm5_cycle_t *c, int slot, const sm5_res_t *d)
{
    memset(&c->mi, 0, sizeof c->mi);
    c->mi.desc_we = true;
    c->mi.desc_slot = (uint8_t)slot;
    c->mi.desc = *d;
    host_tick(c, &c->mi);
}

void sm5_cycle_host_mem(sm5_cycle_t *c, uint32_t addr, uint32_t data)
{
    memset(&c->mi, 0, sizeof c->mi);
    c->mi.host_we = true;
    c->mi.host_addr = addr;
    c->mi.host_wdata = data;
    host_tick(c, &c->mi);
}

/* One source of lane l after swizzle: regfile (forwarded from WB), constant, lane id. */
static void fetch(const sm5_cycle_t *c, const sm5_src_t *s, int l, uint32_t out[4])
{
    uint32_t raw[4] = {0, 0, 0, 0};
    switch (s->kind) {
    case SM5_SRC_TEMP:
        if (s->idx < c->nregs) memcpy(raw, rfp(c, s->idx, l), sizeof raw);
        if (c->wb_valid && c->wb_write && c->wb_reg == s->idx && ((c->wb_lanes >> l) & 1))
            for (int k = 0; k < 4; k++)
                if ((c->wb_mask >> k) & 1) raw[k] = c->wb_data[l][k];
        break;
    case SM5_SRC_CONST:
        if (s->idx < c->nconst) memcpy(raw, c->cfile[s->idx], sizeof raw);
        break;
    case SM5_SRC_THREAD_ID:
        raw[0] = (uint32_t)l;
        break;
    default:
        break;
    }
    for (int k = 0; k < 4; k++) out[k] = raw[sm5_swz_sel(s->swz, k)];
}

void sm5_cycle_eval(sm5_cycle_t *c, const sm5_cycle_in_t *in, sm5_bundle_t *out)
{
    const sm5_uop_t *u = &c->ex_uop;
    sm5_memu_in_t *mi = &c->mi;

    /* EX: operands for every lane, the ALU results, the memory request */
    /* (speed) only what is observable is computed: ALU results of the lanes the write
     * will cover (the execution mask), memory sources only for a memory op */
    {
        size_t a = offsetof(sm5_memu_in_t, req_src), b = a + sizeof mi->req_src;
        memset(mi, 0, a);
        memset((char *)mi + b, 0, sizeof *mi - b);
    }
    c->ex_is_mem = c->ex_valid && sm5_op_is_mem(u->op);
    for (int l = 0; c->ex_valid && l < c->lanes; l++) {
        uint32_t src[SM5_NSRC][4];
        if (!c->ex_is_mem && !((c->exec >> l) & 1)) continue;
        for (int s = 0; s < SM5_NSRC; s++) fetch(c, &u->src[s], l, src[s]);
        if (c->ex_is_mem) memcpy(mi->req_src[l], src, sizeof src);
        else sm5_alu_exec(u, (const uint32_t (*)[4])src, c->ex_res[l], NULL);   /* dst2: pipeline helper */
    }
    mi->wb_ready = true;   /* the core takes every memory result at once (for now) */
    mi->req_valid = c->ex_is_mem;
    mi->req_tag = c->ex_tag;
    mi->req_uop = *u;
    mi->req_exec = c->exec;
    mi->req_helper = c->helper;
    sm5_memu_eval(c->mu, mi, &c->mo);
    const sm5_memu_out_t *mo = &c->mo;

    c->ex_stall = c->ex_is_mem && !mo->req_ready;
    c->ex_adv = c->ex_valid && !c->ex_stall;

    /* scoreboard: busy registers as the offered op sees them */
    uint8_t busy[256];
    memcpy(busy, c->pending, sizeof busy);
    if (mo->wb_valid) busy[mo->wb_reg] = 0;
    if (c->ex_valid && sm5_op_returns_value(u->op)) busy[u->dst_reg] = 1;
    const sm5_uop_t *iu = &in->issue_uop;
    bool hazard = false;
    for (int s = 0; s < SM5_NSRC; s++)
        if (iu->src[s].kind == SM5_SRC_TEMP && busy[iu->src[s].idx]) hazard = true;
    if ((sm5_op_alu_writes_reg(iu->op) || sm5_op_returns_value(iu->op)) && busy[iu->dst_reg]) hazard = true;

    memset(out, 0, sizeof *out);
    out->issue_ready = !c->ex_stall && !hazard;
    out->acc_valid = in->issue_valid && out->issue_ready;
    out->acc_tag = in->issue_tag;
    c->issue_fire = out->acc_valid;

    sm5_regwr_t *w = &out->alu_wr;
    w->valid = c->wb_valid && c->wb_write;
    w->tag = c->wb_tag; w->reg = c->wb_reg; w->mask = c->wb_mask; w->lanes = c->wb_lanes;
    memcpy(w->data, c->wb_data, sizeof w->data);

    w = &out->mem_wr;
    w->valid = mo->wb_valid;
    w->tag = mo->wb_tag; w->reg = mo->wb_reg; w->mask = mo->wb_mask; w->lanes = mo->wb_lanes;
    memcpy(w->data, mo->wb_data, sizeof w->data);

    out->done_valid = mo->done_valid;
    out->done_tag = mo->done_tag;
    memcpy(out->bank_valid, mo->bank_valid, sizeof out->bank_valid);
    memcpy(out->bank_we, mo->bank_we, sizeof out->bank_we);
    memcpy(out->bank_addr, mo->bank_addr, sizeof out->bank_addr);
    memcpy(out->bank_wdata, mo->bank_wdata, sizeof out->bank_wdata);
    out->grant = mo->grant;
    out->ub_valid = mo->ub_valid;
    memcpy(out->ub_stat, mo->ub_stat, sizeof out->ub_stat);
    bool pend = false;
    for (int r = 0; r < 256; r++) pend |= c->pending[r] != 0;
    out->idle = mo->idle && !(c->ex_valid || c->wb_valid || pend);
}

static void rf_write(sm5_cycle_t *c, int reg, uint8_t mask, uint64_t lanes,
                     const uint32_t data[SM5_MAX_LANES][4])
{
    if (reg >= c->nregs) return;
    for (int l = 0; l < c->lanes; l++) {
        if (!((lanes >> l) & 1)) continue;
        uint32_t *p = rfp(c, reg, l);
        for (int k = 0; k < 4; k++)
            if ((mask >> k) & 1) p[k] = data[l][k];
    }
}

void sm5_cycle_tick(sm5_cycle_t *c, const sm5_cycle_in_t *in)
{
    const sm5_memu_out_t *mo = &c->mo;
    const sm5_uop_t *u = &c->ex_uop;

    /* regfile: ALU port first, the memory port wins on a shared cell */
    if (c->wb_valid && c->wb_write) rf_write(c, c->wb_reg, c->wb_mask, c->wb_lanes, c->wb_data);
    if (mo->wb_valid) rf_write(c, mo->wb_reg, mo->wb_mask, mo->wb_lanes, mo->wb_data);

    /* scoreboard */
    if (mo->wb_valid) c->pending[mo->wb_reg] = 0;
    if (c->ex_adv && sm5_op_returns_value(u->op)) c->pending[u->dst_reg] = 1;

    /* WB <- EX */
    bool to_wb = c->ex_adv && !c->ex_is_mem;
    c->wb_valid = to_wb;
    c->wb_write = to_wb && sm5_op_alu_writes_reg(u->op);
    if (to_wb) {
        c->wb_tag = c->ex_tag;
        c->wb_reg = u->dst_reg;
        c->wb_mask = u->dst_mask;
        c->wb_lanes = c->exec;
        memcpy(c->wb_data, c->ex_res, sizeof c->wb_data);
    }

    /* EX <- issue */
    if (!c->ex_stall) {
        c->ex_valid = c->issue_fire;
        if (c->issue_fire) {
            c->ex_tag = in->issue_tag;
            c->ex_uop = in->issue_uop;
        }
    }

    sm5_memu_tick(c->mu, &c->mi);
}

uint32_t sm5_cycle_reg(const sm5_cycle_t *c, int reg, int lane, int comp)
{
    if (reg < 0 || reg >= c->nregs || lane < 0 || lane >= c->lanes || comp < 0 || comp > 3)
        return 0;
    return rfp(c, reg, lane)[comp];
}

uint32_t sm5_cycle_mem(const sm5_cycle_t *c, uint32_t addr) { return sm5_memu_peek(c->mu, addr); }

void sm5_cycle_desc(const sm5_cycle_t *c, int slot, sm5_res_t *d)
{
    sm5_memu_in_t in;
    sm5_memu_out_t o;
    memset(&in, 0, sizeof in);
    in.desc_slot = (uint8_t)slot;
    sm5_memu_eval(c->mu, &in, &o);
    *d = o.desc_rdata;
}

void sm5_cycle_stages(const sm5_cycle_t *c, sm5_cycle_stages_t *s)
{
    s->ex_valid = c->ex_valid; s->ex_tag = c->ex_tag;
    s->wb_valid = c->wb_valid; s->wb_tag = c->wb_tag;
}

/* Cycle model of rtl/sm5_top.sv: see sm5_cycle.h and docs/architecture.md. Every state
 * variable below is a register of rtl/sm5_valu.sv or of its lanes (rtl/sm5_vlane.sv),
 * same name without _q; the memory unit is its own C twin (sm5_memu). Datapath registers
 * inside the pipes (CVT stage 1) hold the finished result here: only their timing is
 * observable. */
#include "sm5_cycle.h"
#include "sm5_alu.h"
#include "sm5_divmul.h"
#include "sm5_dp_unit.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* the table's MEM latency must match the memory unit's schedule (sm5_pipes.def) */
enum {
#define SM5_PIPE(e, n, k, l, i) TABLE_LAT_##e = l,
#include "sm5_pipes.def"
#undef SM5_PIPE
};
_Static_assert(TABLE_LAT_MEM == SM5_MEMU_LATENCY + 2, "sm5_pipes.def: MEM latency != memory unit schedule");

#define IQ_MAX 16
#define MQ_MAX 16
#define LAT_MAX 32
#define RES_N (LAT_MAX + 4)          /* reservation slots: now .. now + LAT_MAX + 3 */

/* One op in a fixed pipe stage; the last stage drives the write port. */
typedef struct {
    bool valid;
    uint16_t tag;
    bool wr;                 /* a first write: reg/mask (dst, or dst2 when dst is null) */
    bool wr_second;          /* the first write is dst2 (dst null) */
    uint16_t reg;            /* physical registers: the op's block + its fields */
    uint8_t mask;
    bool two;                /* a second write (dst2) follows in the next slot */
    uint16_t reg2;
    uint8_t mask2;
    uint64_t lanes;
    uint32_t res[SM5_MAX_LANES][4], res2[SM5_MAX_LANES][4];
} pslot_t;

/* A variable-latency pipe (DIV, SFU, DDIV; rtl/sm5_pipe_wbreq.sv): an op from EX1 until
 * its last write; cnt cycles until the unit's result register holds its result, then one
 * write request per destination (phase: writes done); feed: the SFU's lane-group feeds
 * left (events only). */
typedef struct {
    bool act, req;
    int cnt, phase, feed;
    uint16_t tag;
    sm5_uop_t uop;
    uint16_t blk;            /* the op's register block */
    uint64_t lanes;
    uint32_t res[SM5_MAX_LANES][4], res2[SM5_MAX_LANES][4];
} varpipe_t;

/* the variable-latency pipes: their pipe, write events, and the write-back order after
 * the memory unit's results (memory > DIV > DDIV > SFU, as rtl/sm5_valu.sv) */
enum { V_DIV, V_SFU, V_DDIV, V_COUNT };
#define VAR_SRC(v) (-4 - (v))               /* bus_src of variable pipe v */
static const struct { sm5_pipe_t pipe; uint32_t ev_wb, ev_held; } var_info[V_COUNT] = {
    [V_DIV]  = { SM5_PIPE_DIV,  SM5_EV_WB_DIV,  SM5_EV_WB_DIV_HELD },
    [V_SFU]  = { SM5_PIPE_SFU,  SM5_EV_WB_SFU,  SM5_EV_WB_SFU_HELD },
    [V_DDIV] = { SM5_PIPE_DDIV, SM5_EV_WB_DDIV, 0 },
};
static const int var_order[V_COUNT] = { V_DIV, V_DDIV, V_SFU };

typedef struct {
    uint16_t tag;
    sm5_uop_t uop;
    uint16_t blk;            /* its register block (the wave's) */
} iq_ent_t;

typedef struct {
    uint16_t tag;
    sm5_uop_t uop;
    uint32_t src[SM5_MAX_LANES][SM5_NSRC][4];
} mq_ent_t;

struct sm5_cycle {
    sm5_cycle_cfg_t cfg;
    int lanes, nregs, nconst;
    int crows;                 /* the constant RAM's rows (sm5_const_row) */
    uint32_t csize[SM5_CBUFS_MAX + 1];   /* each region's declared size (host rows crows + region) */
    sm5_memu_t *mu;
    uint64_t exec, helper;
    uint32_t (*cfile)[4];
    uint32_t *rf;                           /* [reg][lane][comp], the register file RAM */
    /* IQ: shift queue, iq[0] is the dispatch stage */
    int iq_cnt;
    iq_ent_t iq[IQ_MAX];
    /* scoreboard per physical register component: the cycle (of now) when the newest
     * fixed write is on the bus (the RTL's count is due - now, its slot's index) */
    uint64_t now;
    uint64_t *sb_due;
    uint8_t *sb_pend;                       /* a memory result will write it */
    int npend;                              /* pending components */
    /* write-back slot reservation: res[k] = the write port is taken k cycles from now */
    bool res[RES_N];
    /* RD stage: the RAM output of the four read ports */
    bool rd_valid;
    uint16_t rd_tag;
    sm5_uop_t rd_uop;
    uint16_t rd_blk;
    uint8_t rd_pipe;
    uint32_t rd_ram[SM5_NSRC][SM5_MAX_LANES][4];
    /* EX1 stage: swizzled operands */
    bool ex_valid;
    uint16_t ex_tag;
    sm5_uop_t ex_uop;
    uint16_t ex_blk;
    uint8_t ex_pipe;
    uint32_t ex_opnd[SM5_NSRC][SM5_MAX_LANES][4];
    /* fixed pipes: stage k of pipe p = pstage(c, p, k); stage depth-1 is the output
     * register (depth = latency + the most an op can add, sm5_uop_lat_extra: an op enters
     * at stage (that most - its extra), RTL: sm5_pipe_ctl's entry stage). A ring of
     * depth slots from ps_base[p]: a clock moves the base, not the slots (each holds two
     * SM5_MAX_LANES x 4 results, and copying them was most of a LANES 1 lockstep run) */
    pslot_t *ps[SM5_PIPE_COUNT];
    int depth[SM5_PIPE_COUNT];
    int ps_base[SM5_PIPE_COUNT];
    /* units shared or serialised: dp chain steps ahead (fu[j]: an FMA op dispatched j
     * cycles from now would meet a dp step in its EX1 cycle), IMUL feed cycles left */
    bool fu[RES_N];
    int im_busy;
    int beat_busy;                          /* beats of the ALU/CVT/FMA op in EX1 still to run */
    int dbl_busy;                           /* DBL: groups of the op in the unit still to feed */
    /* the variable-latency pipes (DIV, SFU, DDIV; rtl/sm5_pipe_div, _sfu, _ddiv) */
    varpipe_t var[V_COUNT];
    /* second destination register (drives the port the cycle after the first write) */
    bool w2_valid;
    uint16_t w2_tag;
    uint8_t w2_pipe, w2_mask;
    uint16_t w2_reg;
    uint64_t w2_lanes;
    uint32_t w2_data[SM5_MAX_LANES][4];
    /* last cycle's write (read-during-write bypass into RD) */
    sm5_regwr_t prev;
    /* memory request queue (circular) and the tags inside the memory unit */
    int mq_cnt, mq_rd, mq_wr;
    mq_ent_t *mq;
    uint16_t mtags[256];
    int mt_head, mt_cnt;
    /* the blocks of the memory ops that return a value, oldest first (the memory unit
     * completes in order and returns only the register field) */
    uint16_t mblk[256];
    int mb_head, mb_cnt;
    /* combinational values of the last eval, used by tick */
    sm5_memu_in_t mi;
    sm5_memu_out_t mo;
    sm5_regwr_t bus;
    int bus_src;                            /* pipe index, -1 none, -2 WB2, -3 memory, VAR_SRC(v) */
    bool fire, enq, pop;
    uint32_t rd_opnd[SM5_NSRC][SM5_MAX_LANES][4];
    uint32_t ex_res[SM5_MAX_LANES][4], ex_res2[SM5_MAX_LANES][4];
    uint32_t ex_src[SM5_MAX_LANES][SM5_NSRC][4];
    uint32_t ex_mod[SM5_MAX_LANES][2][4];   /* DIV in EX1: sources 0, 1 after modifiers */
    bool wb_held;                           /* a finished result waits for the write port */
    uint32_t ev;
    uint32_t ev_tick;   /* events of the last tick (the divider's start), for the next eval */
};

/* stage k (0 = entry, depth-1 = output register) of fixed pipe p */
static pslot_t *pstage(const sm5_cycle_t *c, int p, int k)
{
    int i = c->ps_base[p] + k;
    return &c->ps[p][i >= c->depth[p] ? i - c->depth[p] : i];
}

static uint32_t *rfp(const sm5_cycle_t *c, int r, int l)
{
    return &c->rf[((size_t)r * (size_t)c->lanes + (size_t)l) * 4];
}

void sm5_cycle_cfg_default(sm5_cycle_cfg_t *cfg, int lanes, int nregs, int nconst, int banks,
                           uint32_t mem_words)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->lanes = lanes; cfg->nregs = nregs; cfg->nconst = nconst; cfg->banks = banks;
    cfg->mem_words = mem_words;
    cfg->iq_depth = SM5_CYCLE_IQ_DEPTH;
    cfg->mq_depth = SM5_CYCLE_MQ_DEPTH;
    for (int p = 0; p < SM5_PIPE_COUNT; p++) cfg->lat[p] = sm5_pipe_info((sm5_pipe_t)p)->latency;
    cfg->sfu_lanes = lanes / 4 > 0 ? lanes / 4 : 1;
    cfg->dp_lanes = sm5_dp_lanes_default(lanes);
    cfg->doubles = 1;
    cfg->vec_comps = 4;
    cfg->ex1_bypass = 1;
    cfg->fma_stages = SM5_FMA_STAGES;
    cfg->imul_stages = SM5_IMUL_STAGES;
    cfg->cbufs = SM5_CBUFS_DEFAULT;
    cfg->cb_rows = SM5_CB_ROWS_DEFAULT;
    if (sm5_dbl_latency(lanes, cfg->dp_lanes) > 0) cfg->lat[SM5_PIPE_DBL] = sm5_dbl_latency(lanes, cfg->dp_lanes);
}

int sm5_cycle_refuse_doubles(int doubles, const sm5_uop_t *uops, int n, const char *file,
                             const uint32_t *line, const uint32_t *col, char *err, size_t len)
{
    for (int i = 0; i < n && !doubles; i++) {
        sm5_op_t op = (sm5_op_t)uops[i].op;
        if (!sm5_op_is_f64(op)) continue;
        snprintf(err, len, "%s:%u:%u: error: '%s' is a double instruction; this build has no "
                 "double unit (DOUBLES=0)\n", file, line ? line[i] : 0u, col ? col[i] : 1u,
                 sm5_op_name(op));
        return i;
    }
    return -1;
}

/* the pipeline registers each fixed pipe has in the RTL (a latency below is refused) */
static int built_depth(const sm5_cycle_cfg_t *cfg, int p)
{
    switch (p) {
    case SM5_PIPE_CVT: return 2;
    case SM5_PIPE_FMA: return cfg->fma_stages + 1;
    case SM5_PIPE_DP: return 4 * cfg->fma_stages + 1;
    case SM5_PIPE_IMUL: return cfg->imul_stages + 1;
    default: return 1;
    }
}

/* the units' ranks, and their pipes' latencies at the depth they build */
void sm5_cycle_cfg_fma_stages(sm5_cycle_cfg_t *cfg, int s)
{
    cfg->fma_stages = s;
    cfg->lat[SM5_PIPE_FMA] = built_depth(cfg, SM5_PIPE_FMA);
    cfg->lat[SM5_PIPE_DP] = built_depth(cfg, SM5_PIPE_DP);
}

void sm5_cycle_cfg_imul_stages(sm5_cycle_cfg_t *cfg, int s)
{
    cfg->imul_stages = s;
    cfg->lat[SM5_PIPE_IMUL] = built_depth(cfg, SM5_PIPE_IMUL);
}


sm5_cycle_t *sm5_cycle_new_cfg(const sm5_cycle_cfg_t *cfg)
{
    if (cfg->lanes < 1 || cfg->lanes > SM5_MAX_LANES || cfg->nregs < 1 || cfg->nregs > SM5_CYCLE_NREGS_MAX ||
        cfg->nconst < 1 || cfg->nconst > SM5_NCONST_MAX || cfg->banks < 1 ||
        cfg->banks > SM5_MEMU_MAX_BANKS || cfg->mem_words < 1 || cfg->iq_depth < 1 ||
        cfg->iq_depth > IQ_MAX || cfg->mq_depth < 1 || cfg->mq_depth > MQ_MAX ||
        cfg->sfu_lanes < 1 || cfg->sfu_lanes > cfg->lanes || cfg->cbufs < 0 || cfg->cbufs > SM5_CBUFS_MAX ||
        cfg->cb_rows < 1 || cfg->cb_rows > SM5_CB_ROWS_MAX ||
        (cfg->vec_comps != 1 && cfg->vec_comps != 2 && cfg->vec_comps != 4) ||
        (cfg->ex1_bypass != 0 && cfg->ex1_bypass != 1) || cfg->fma_stages < 1 || cfg->fma_stages > 7 ||
        cfg->imul_stages < 1 || cfg->imul_stages > 5)
        return NULL;
    /* the DBL latency follows from LANES and DP_LANES (the RTL computes it the same way) */
    if (sm5_dbl_latency(cfg->lanes, cfg->dp_lanes) < 0 ||
        cfg->lat[SM5_PIPE_DBL] != sm5_dbl_latency(cfg->lanes, cfg->dp_lanes))
        return NULL;
    for (int p = 0; p < SM5_PIPE_COUNT; p++) {
        bool fixed = sm5_pipe_info((sm5_pipe_t)p)->kind == SM5_PK_FIXED;
        if (cfg->lat[p] < 1 || cfg->lat[p] + sm5_pipe_max_extra((sm5_pipe_t)p, cfg->vec_comps) > LAT_MAX ||
            (fixed && cfg->lat[p] < built_depth(cfg, p)))
            return NULL;
    }
    sm5_cycle_t *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->cfg = *cfg;
    c->lanes = cfg->lanes; c->nregs = cfg->nregs; c->nconst = cfg->nconst;
    c->mu = sm5_memu_init(cfg->lanes, cfg->banks, cfg->mem_words);
    c->crows = (int)sm5_const_rows(cfg->nconst, cfg->cbufs, cfg->cb_rows);
    c->cfile = calloc((size_t)c->crows, sizeof *c->cfile);
    c->rf = calloc((size_t)cfg->nregs * (size_t)cfg->lanes * 4, sizeof *c->rf);
    c->sb_due = calloc((size_t)cfg->nregs * 4, sizeof *c->sb_due);
    c->sb_pend = calloc((size_t)cfg->nregs * 4, 1);
    c->mq = calloc((size_t)cfg->mq_depth, sizeof *c->mq);
    bool ok = c->mu && c->cfile && c->rf && c->sb_due && c->sb_pend && c->mq;
    for (int p = 0; p < SM5_PIPE_COUNT && ok; p++) {
        if (sm5_pipe_info((sm5_pipe_t)p)->kind != SM5_PK_FIXED) continue;
        c->depth[p] = cfg->lat[p] + sm5_pipe_max_extra((sm5_pipe_t)p, cfg->vec_comps);
        c->ps[p] = calloc((size_t)c->depth[p], sizeof *c->ps[p]);
        ok = c->ps[p] != NULL;
    }
    if (!ok) { sm5_cycle_free(c); return NULL; }
    sm5_cycle_reset(c);
    return c;
}

sm5_cycle_t *sm5_cycle_new(int lanes, int nregs, int nconst, int banks, uint32_t mem_words)
{
    sm5_cycle_cfg_t cfg;
    sm5_cycle_cfg_default(&cfg, lanes, nregs, nconst, banks, mem_words);
    return sm5_cycle_new_cfg(&cfg);
}

void sm5_cycle_free(sm5_cycle_t *c)
{
    if (!c) return;
    if (c->mu) sm5_memu_free(c->mu);
    free(c->cfile);
    free(c->rf);
    free(c->sb_due);
    free(c->sb_pend);
    free(c->mq);
    for (int p = 0; p < SM5_PIPE_COUNT; p++) free(c->ps[p]);
    free(c);
}

void sm5_cycle_reset(sm5_cycle_t *c)
{
    sm5_memu_reset(c->mu);
    c->exec = c->helper = 0;
    memset(c->rf, 0, (size_t)c->nregs * (size_t)c->lanes * 4 * sizeof *c->rf);
    c->iq_cnt = 0;
    c->now = 0;
    memset(c->sb_due, 0, (size_t)c->nregs * 4 * sizeof *c->sb_due);
    memset(c->sb_pend, 0, (size_t)c->nregs * 4);
    c->npend = 0;
    c->mb_head = c->mb_cnt = 0;
    memset(c->res, 0, sizeof c->res);
    c->rd_valid = c->ex_valid = c->w2_valid = false;
    for (int p = 0; p < SM5_PIPE_COUNT; p++) {
        c->ps_base[p] = 0;
        for (int k = 0; c->ps[p] && k < c->depth[p]; k++) c->ps[p][k].valid = false;
    }
    memset(&c->prev, 0, sizeof c->prev);
    memset(c->fu, 0, sizeof c->fu);
    c->im_busy = 0;
    c->beat_busy = 0;
    c->dbl_busy = 0;
    for (int v = 0; v < V_COUNT; v++) {
        c->var[v].act = c->var[v].req = false;
        c->var[v].cnt = c->var[v].phase = c->var[v].feed = 0;
    }
    c->mq_cnt = c->mq_rd = c->mq_wr = 0;
    c->mt_head = c->mt_cnt = 0;
    c->ev = c->ev_tick = 0;
}

void sm5_cycle_set_config(sm5_cycle_t *c, uint64_t exec, uint64_t helper)
{
    uint64_t m = c->lanes == 64 ? ~0ull : ((1ull << c->lanes) - 1);
    c->exec = exec & m;
    c->helper = helper & m;
}

void sm5_cycle_set_const(sm5_cycle_t *c, int idx, const uint32_t v[4])
{
    if (idx >= 0 && idx < c->crows) memcpy(c->cfile[idx], v, 4 * sizeof v[0]);
    else if (idx >= c->crows && idx - c->crows <= c->cfg.cbufs)   /* a region's size (at most its rows) */
        c->csize[idx - c->crows] = v[0] > (uint32_t)c->cfg.cb_rows ? (uint32_t)c->cfg.cb_rows : v[0];
}

/* the constant RAM row a CONST source reads: the file's entry idx, or element x.off of a
 * buffer's region (xkind CB: cb#idx; ICB: the region after the cbufs buffers); -1: none
 * (an entry past the file, a buffer the build does not have, an element at or past the
 * region's declared size: reads 0, P-31) */
static int const_row(const sm5_cycle_t *c, const sm5_src_t *sr)
{
    if (sr->xkind == SM5_SRCX_NONE) return sr->idx < c->nconst ? sr->idx : -1;
    if (sr->xkind == SM5_SRCX_INPUT)   /* the v# inputs (the sequencer's VIN loads) */
        return sr->x.off < SM5_VIN_ROWS ? (int)sm5_const_vin_row(c->nconst, c->cfg.cbufs, c->cfg.cb_rows, sr->x.off) : -1;
    int region = sr->xkind == SM5_SRCX_ICB ? c->cfg.cbufs : sr->idx;
    if (region > c->cfg.cbufs || sr->x.off >= c->csize[region]) return -1;
    return (int)sm5_const_row(c->nconst, c->cfg.cb_rows, region, sr->x.off);
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

/* ------------------------------------------------------------------ helpers */

static bool in_range(const sm5_cycle_t *c, int r) { return r < c->nregs; }

/* what a dispatched op writes: first slot (reg, mask, is dst2) and a second slot;
 * registers physical (blk: the op's block) */
typedef struct { bool wr, second, two; uint16_t reg, reg2; uint8_t mask, mask2; } writes_t;

static writes_t op_writes(const sm5_uop_t *u, int blk)
{
    writes_t w;
    memset(&w, 0, sizeof w);
    sm5_op_t op = (sm5_op_t)u->op;
    bool d1 = sm5_op_writes_reg(op) && (u->dst_mask & 15u) != 0;
    bool d2 = sm5_op_ndst(op) == 2 && (u->dst2_mask & 15u) != 0;
    if (d1) {
        w.wr = true; w.reg = (uint16_t)(blk + u->dst_reg); w.mask = u->dst_mask & 15u;
        if (d2) { w.two = true; w.reg2 = (uint16_t)(blk + u->dst2_reg); w.mask2 = u->dst2_mask & 15u; }
    } else if (d2) {
        w.wr = true; w.second = true; w.reg = (uint16_t)(blk + u->dst2_reg); w.mask = u->dst2_mask & 15u;
    }
    return w;
}

/* a register out of range reads 0 and is never bypassed (the RTL treats it as NONE) */
static bool bus_hits(const sm5_cycle_t *c, const sm5_regwr_t *b, const sm5_src_t *s, int blk, int l, int k)
{
    int r = blk + s->idx;
    return b->valid && s->kind == SM5_SRC_TEMP && in_range(c, r) && b->reg == r &&
           ((b->mask >> k) & 1u) && ((b->lanes >> l) & 1u);
}

/* SFU feed cycles of u (sm5_sfu_wrap): every written component (dst's, then sincos's
 * dst2's) as ceil(lanes / sfu_lanes) lane groups, one group per cycle */
static int sfu_feeds(const sm5_cycle_t *c, const sm5_uop_t *u)
{
    writes_t w = op_writes(u, 0);
    int comps = (w.wr ? __builtin_popcount(w.mask) : 0) + (w.two ? __builtin_popcount(w.mask2) : 0);
    return comps * ((c->lanes + c->cfg.sfu_lanes - 1) / c->cfg.sfu_lanes);
}

/* ------------------------------------------------------------------ eval */

int sm5_cycle_latency(const sm5_cycle_t *c, sm5_pipe_t p)
{
    return (unsigned)p < SM5_PIPE_COUNT ? c->cfg.lat[p] : -1;
}

/* Coverage events of a DBL op on one lane (the unit's rounding events, both pairs, the
 * operands as sm5_dbl.sv forms them); observes only, the result is sm5_alu_exec's. */
static uint32_t dbl_events(const sm5_uop_t *u, const uint32_t src[SM5_NSRC][4])
{
    sm5_dp_op_t dop;
    if (!sm5_dp_op_of((sm5_op_t)u->op, &dop)) return 0;
    uint32_t m[3][4];
    for (int s = 0; s < 3; s++) sm5_alu_src_mod(u, s, src[s], m[s]);
    bool s32 = dop == SM5_DP_MOVC || dop == SM5_DP_FTOD || dop == SM5_DP_ITOD || dop == SM5_DP_UTOD;
    sm5_aev_t ev = 0;
    for (int p = 0; p < 2; p++) {
        uint64_t d[3];
        for (int s = 0; s < 3; s++) d[s] = (uint64_t)m[s][2 * p] | ((uint64_t)m[s][2 * p + 1] << 32);
        sm5_dp_unit(dop, s32 ? m[0][p] : d[0], d[1], d[2], &ev);
    }
    uint32_t r = 0;
    if (ev & SM5_AEV_DENORM_IN) r |= SM5_EV_DBL_DENORM_IN;
    if (ev & (SM5_AEV_DENORM_OUT | SM5_AEV_UNDER_ZERO)) r |= SM5_EV_DBL_DENORM_OUT;
    if (ev & (SM5_AEV_TIE_EVEN | SM5_AEV_TIE_UP)) r |= SM5_EV_DBL_TIE;
    if (ev & (SM5_AEV_CANCEL | SM5_AEV_MASSCANCEL)) r |= SM5_EV_DBL_CANCEL;
    return r;
}

/* ------------------------------------------------------------------ pipes
 * One eval/tick entry per pipe kind, as the RTL has one module per pipe behind one port
 * (rtl/sm5_pipes.sv): the fixed-latency pipes (fixed_eval, fixed_tick; their feeds and
 * shared units: feed_tick, pipe_busy), the variable-latency ones (var_eval, var_tick) and
 * the memory unit (its own model, sm5_memu). */

/* fixed pipes: the output stage's write request (always granted: its slot is reserved) */
static void fixed_eval(sm5_cycle_t *c, sm5_regwr_t *b)
{
    for (int p = 0; p < SM5_PIPE_COUNT; p++) {
        if (!c->ps[p]) continue;
        const pslot_t *o = pstage(c, p, c->depth[p] - 1);
        if (!o->valid || !o->wr) continue;
        b->valid = true; b->tag = o->tag; b->pipe = (uint8_t)p; b->reg = o->reg;
        b->mask = o->mask; b->lanes = o->lanes;
        memcpy(b->data, o->wr_second ? o->res2 : o->res, sizeof b->data);
        c->bus_src = p;
    }
}

/* fixed pipes: WB2 takes a first write that has a second one; every op moves a stage on
 * and EX1 enters its pipe */
static void fixed_tick(sm5_cycle_t *c)
{
    bool w2 = false;
    if (c->bus_src >= 0) {
        const pslot_t *o = pstage(c, c->bus_src, c->depth[c->bus_src] - 1);
        if (o->two) {
            w2 = true;
            c->w2_tag = o->tag; c->w2_pipe = (uint8_t)c->bus_src; c->w2_reg = o->reg2;
            c->w2_mask = o->mask2; c->w2_lanes = o->lanes;
            memcpy(c->w2_data, o->res2, sizeof c->w2_data);
        }
    }
    c->w2_valid = w2;
    for (int p = 0; p < SM5_PIPE_COUNT; p++) {
        if (!c->ps[p]) continue;
        /* the base steps back, and the output slot just written back comes round as the
         * empty entry stage */
        c->ps_base[p] = (c->ps_base[p] == 0 ? c->depth[p] : c->ps_base[p]) - 1;
        pstage(c, p, 0)->valid = false;
        if (!(c->ex_valid && c->ex_pipe == p)) continue;
        /* an op with extra latency enters further back (IMUL: its feed cycles) */
        pslot_t *s0 = pstage(c, p, sm5_pipe_max_extra((sm5_pipe_t)p, c->cfg.vec_comps) -
                                    sm5_uop_lat_extra(&c->ex_uop, c->cfg.vec_comps));
        writes_t w = op_writes(&c->ex_uop, c->ex_blk);
        s0->valid = true;
        s0->tag = c->ex_tag;
        s0->wr = w.wr; s0->wr_second = w.second; s0->reg = w.reg; s0->mask = w.mask;
        s0->two = w.two; s0->reg2 = w.reg2; s0->mask2 = w.mask2;
        s0->lanes = c->exec;
        /* the build's lanes only: the rest of every slot stays zero (calloc) */
        memcpy(s0->res, c->ex_res, (size_t)c->lanes * sizeof s0->res[0]);
        memcpy(s0->res2, c->ex_res2, (size_t)c->lanes * sizeof s0->res2[0]);
    }
}

/* the units a fixed pipe feeds or shares: the dp chain's steps ahead in the FMA units,
 * the multiplier's feed, the double unit's groups; u: the op dispatched this cycle */
static void feed_tick(sm5_cycle_t *c, const sm5_uop_t *u)
{
    if (c->im_busy > 0) c->im_busy--;
    if (c->dbl_busy > 0) c->dbl_busy--;
    if (c->beat_busy > 0) c->beat_busy--;
    if (!u) return;
    sm5_pipe_t p = sm5_op_pipe((sm5_op_t)u->op);
    /* VEC_COMPS < 4: the op holds EX1's operands for its further beats */
    c->beat_busy = sm5_uop_beats(u, c->cfg.vec_comps) - 1;
    if (p == SM5_PIPE_IMUL) c->im_busy = sm5_uop_lat_extra(u, c->cfg.vec_comps);
    /* DBL: the next op's operands may load in the cycle of this op's last group */
    if (p == SM5_PIPE_DBL) c->dbl_busy = sm5_dbl_groups(c->lanes, c->cfg.dp_lanes) - 1;
    if (p == SM5_PIPE_DP)
        for (int k = 1; k < sm5_op_unit((sm5_op_t)u->op); k++) c->fu[k * c->cfg.fma_stages - 1] = true;
}

static varpipe_t *var_of(sm5_cycle_t *c, sm5_pipe_t p)
{
    for (int v = 0; v < V_COUNT; v++)
        if (var_info[v].pipe == p) return &c->var[v];
    return NULL;
}

/* the pipe's unit is taken (pipe_port_t busy); u: the op at dispatch */
static bool pipe_busy(sm5_cycle_t *c, sm5_pipe_t p, const sm5_uop_t *u)
{
    const varpipe_t *v = var_of(c, p);
    if (v) return v->act;
    /* an FMA op's beats must not meet a dp step; with fewer than four units a dp chain
     * shares them, so a dp op waits for the last step of the one before */
    bool fma = false, dp = false;
    for (int j = 0; j < RES_N; j++) {
        if (!c->fu[j]) continue;
        dp = c->cfg.vec_comps < 4;
        if (j < sm5_uop_beats(u, c->cfg.vec_comps)) fma = true;
    }
    return (p == SM5_PIPE_FMA && fma) || (p == SM5_PIPE_DP && dp) ||
           (p == SM5_PIPE_IMUL && c->im_busy > 0) || (p == SM5_PIPE_DBL && c->dbl_busy > 0);
}

/* variable-latency pipes: a finished result asks for the write port, the first in
 * var_order while the slot is free; one still waiting holds new fixed reservations */
static void var_eval(sm5_cycle_t *c, sm5_regwr_t *b, bool free)
{
    for (int i = 0; i < V_COUNT; i++) {
        int id = var_order[i];
        varpipe_t *v = &c->var[id];
        writes_t w = op_writes(&v->uop, v->blk);
        v->req = v->act && v->cnt == 0 && (v->phase == 0 ? w.wr : w.two);
        if (!v->req) continue;
        if (!free) { c->wb_held = true; c->ev |= var_info[id].ev_held; continue; }
        free = false;
        bool second = v->phase == 1 || w.second;
        b->valid = true; b->tag = v->tag; b->pipe = (uint8_t)var_info[id].pipe;
        b->reg = v->phase == 0 ? w.reg : w.reg2;
        b->mask = v->phase == 0 ? w.mask : w.mask2;
        b->lanes = v->lanes;
        memcpy(b->data, second ? v->res2 : v->res, sizeof b->data);
        c->bus_src = VAR_SRC(id);
        c->ev |= var_info[id].ev_wb;
    }
}

/* cycles a DIV op takes: its components one after the other, each as long as its slowest
 * executing lane (sm5_divsqrt_cycles; 1 with none) */
static int div_cycles(sm5_cycle_t *c, const sm5_uop_t *u)
{
    unsigned comps = sm5_uop_unit_comps(u);
    int total = 0;
    for (int k = 0; k < 4; k++) {
        if (!((comps >> k) & 1u)) continue;
        int d = 1, lo = 1 << 30;   /* no lane runs: done the cycle after the start */
        for (int l = 0; l < c->lanes; l++) {
            if (!((c->exec >> l) & 1u)) continue;
            int n = sm5_divsqrt_cycles((sm5_op_t)u->op, c->ex_mod[l][0][k], c->ex_mod[l][1][k],
                                       SM5_DIVSQRT_BITS);
            if (n > d) d = n;
            if (n < lo) lo = n;
        }
        if (lo == 1) c->ev_tick |= SM5_EV_DIV_EARLY;
        if (lo != 1 << 30 && lo != d) c->ev_tick |= SM5_EV_DIV_LANES;
        total += d;
    }
    return total;
}

/* cycles a DDIV op takes: groups of DP_LANES doubles (double p * LANES + l) start
 * together; a group lasts as long as its slowest executing double (sm5_dpdiv_cycles), 1
 * cycle with none; the result register is complete the cycle after the last group
 * (rtl/sm5_ddiv.sv) */
static int ddiv_cycles(sm5_cycle_t *c, const sm5_uop_t *u)
{
    bool rcp = u->op == SM5_OP_DRCP;
    int dpl = c->cfg.dp_lanes, ng = sm5_dbl_groups(c->lanes, dpl), total = 0;
    for (int g = 0; g < ng; g++) {
        int d = 1, lo = 1 << 30;
        for (int k = g * dpl; k < (g + 1) * dpl && k < 2 * c->lanes; k++) {
            int p = k / c->lanes, l = k % c->lanes;
            if (!((c->exec >> l) & 1u)) continue;
            uint64_t a = (uint64_t)c->ex_mod[l][0][2 * p] | ((uint64_t)c->ex_mod[l][0][2 * p + 1] << 32);
            uint64_t bb = (uint64_t)c->ex_mod[l][1][2 * p] | ((uint64_t)c->ex_mod[l][1][2 * p + 1] << 32);
            int n = sm5_dpdiv_cycles(rcp, a, rcp ? a : bb, SM5_DPDIV_BITS);
            if (n > d) d = n;
            if (n < lo) lo = n;
        }
        if (lo == 1) c->ev_tick |= SM5_EV_DDIV_EARLY;
        if (lo != 1 << 30 && lo != d) c->ev_tick |= SM5_EV_DDIV_SLOW;
        total += d;
    }
    return total + 1;
}

/* variable-latency pipes: a write done, the countdown, the op leaving with its last
 * write; then the op in EX1 enters its pipe (DIV, SFU: its lane-group feeds, DDIV) */
static void var_tick(sm5_cycle_t *c)
{
    for (int id = 0; id < V_COUNT; id++) {
        varpipe_t *v = &c->var[id];
        if (!v->act) continue;
        writes_t w = op_writes(&v->uop, v->blk);
        if (c->bus_src == VAR_SRC(id)) v->phase++;
        if (v->cnt == 0 && (!w.wr || v->phase == (w.two ? 2 : 1))) v->act = false;
        if (v->cnt > 0) v->cnt--;
        if (v->feed > 0) v->feed--;
    }
    if (!c->ex_valid) return;
    varpipe_t *v = var_of(c, (sm5_pipe_t)c->ex_pipe);
    if (!v) return;
    const sm5_uop_t *u = &c->ex_uop;
    v->feed = 0;
    if (c->ex_pipe == SM5_PIPE_DIV) v->cnt = div_cycles(c, u);
    else if (c->ex_pipe == SM5_PIPE_DDIV) v->cnt = ddiv_cycles(c, u);
    else {
        int n = sfu_feeds(c, u);
        v->cnt = n + SM5_SFU_STAGES - 1;
        v->feed = n > 0 ? n - 1 : 0;
    }
    v->act = true;
    v->phase = 0;
    v->tag = c->ex_tag;
    v->uop = *u;
    v->blk = c->ex_blk;
    v->lanes = c->exec;
    memcpy(v->res, c->ex_res, sizeof v->res);
    memcpy(v->res2, c->ex_res2, sizeof v->res2);
}

/* the RTL's count of component i: cycles until its newest fixed write is on the bus */
static uint64_t sb_count(const sm5_cycle_t *c, int i) { return c->sb_due[i] > c->now ? c->sb_due[i] - c->now : 0; }

static sm5_stall_t ds_check(sm5_cycle_t *c, const sm5_memu_out_t *mo)
{
    if (c->iq_cnt == 0) return SM5_STALL_EMPTY;
    const sm5_uop_t *u = &c->iq[0].uop;
    sm5_pipe_t p = sm5_op_pipe((sm5_op_t)u->op);
    /* without the double unit a double op has no pipe (RTL sm5_valu h_pipe) */
    if (p == SM5_PIPE_NONE || (!c->cfg.doubles && sm5_op_is_f64((sm5_op_t)u->op))) return SM5_STALL_NOPIPE;
    const sm5_pipe_info_t *pi = sm5_pipe_info(p);
    int L = c->cfg.lat[p] + sm5_uop_lat_extra(u, c->cfg.vec_comps);
    /* RAW: every component a TEMP source's swizzle selects must be on the bus by EX1 (2
     * cycles from now), or by RD (1) in a build without the EX1 bypass */
    uint64_t raw_by = c->cfg.ex1_bypass ? 2 : 1;
    int blk = c->iq[0].blk;
    for (int s = 0; s < SM5_NSRC; s++) {
        const sm5_src_t *sr = &u->src[s];
        unsigned m = sm5_src_read_mask(sr);
        int r = blk + sr->idx;
        if (!m || !in_range(c, r)) continue;
        for (int k = 0; k < 4; k++)
            if (((m >> k) & 1u) && (c->sb_pend[r * 4 + k] || sb_count(c, r * 4 + k) > raw_by))
                return SM5_STALL_RAW;
    }
    /* WAW: our write (L + 2 cycles from now at the earliest) must come after the newest
     * one in flight; a pending memory result is waited for */
    writes_t w = op_writes(u, blk);
    for (int d = 0; d < 2; d++) {
        bool on = d == 0 ? w.wr : w.two;
        int r = d == 0 ? w.reg : w.reg2;
        unsigned m = d == 0 ? w.mask : w.mask2;
        if (!on || !in_range(c, r)) continue;
        for (int k = 0; k < 4; k++)
            if (((m >> k) & 1u) && (c->sb_pend[r * 4 + k] || sb_count(c, r * 4 + k) >= (uint64_t)L + 2))
                return SM5_STALL_WAW;
    }
    if (pi->kind == SM5_PK_FIXED && w.wr) {
        if (c->res[L + 2] || (w.two && c->res[L + 3])) return SM5_STALL_WB_SLOT;
        /* a held memory or divider result gets the first free slot: no new reservations
         * meanwhile (the memory result goes first) */
        if (c->wb_held) return SM5_STALL_WB_MEM;
    }
    if (p == SM5_PIPE_MEM) {
        int credit = c->cfg.mq_depth - c->mq_cnt - (c->rd_valid && c->rd_pipe == SM5_PIPE_MEM) -
                     (c->ex_valid && c->ex_pipe == SM5_PIPE_MEM) + (c->mq_cnt > 0 && mo->req_ready);
        if (credit <= 0) return SM5_STALL_MEM_CREDIT;
    }
    /* the pipe's unit is taken; an iterative pipe takes one op at a time, counted from
     * its dispatch */
    if (pipe_busy(c, p, u) || (pi->kind == SM5_PK_ITERATIVE &&
                            ((c->rd_valid && c->rd_pipe == p) || (c->ex_valid && c->ex_pipe == p)))) {
        if (p == SM5_PIPE_SFU) c->ev |= SM5_EV_SFU_BUSY;
        return SM5_STALL_UNIT_BUSY;
    }
    if (c->beat_busy > 0) return SM5_STALL_UNIT_BUSY;   /* EX1 runs the last op's beats */
    return SM5_STALL_NONE;
}

void sm5_cycle_eval(sm5_cycle_t *c, const sm5_cycle_in_t *in, sm5_bundle_t *out)
{
    sm5_memu_in_t *mi = &c->mi;
    c->ev = c->ev_tick;
    c->ev_tick = 0;

    /* ---- write port: a fixed pipe's output register, WB2 or a memory result */
    sm5_regwr_t *b = &c->bus;
    b->valid = false;
    c->bus_src = -1;
    fixed_eval(c, b);
    if (c->w2_valid) {
        b->valid = true; b->tag = c->w2_tag; b->pipe = c->w2_pipe; b->reg = c->w2_reg;
        b->mask = c->w2_mask; b->lanes = c->w2_lanes;
        memcpy(b->data, c->w2_data, sizeof b->data);
        c->bus_src = -2;
        c->ev |= SM5_EV_WB_SECOND;
    }

    /* ---- memory unit: the request queue head, the write-back grant */
    {
        size_t a = offsetof(sm5_memu_in_t, req_src), e = a + sizeof mi->req_src;
        memset(mi, 0, a);
        memset((char *)mi + e, 0, sizeof *mi - e);
    }
    if (c->mq_cnt > 0) {
        const mq_ent_t *h = &c->mq[c->mq_rd];
        mi->req_valid = true;
        mi->req_tag = h->tag;
        mi->req_uop = h->uop;
        memcpy(mi->req_src, h->src, sizeof mi->req_src);
    }
    mi->req_exec = c->exec;
    mi->req_helper = c->helper;
    bool grant = !c->res[0];
    mi->wb_ready = grant;   /* the memory unit holds its result while a fixed pipe writes */
    sm5_memu_eval(c->mu, mi, &c->mo);
    const sm5_memu_out_t *mo = &c->mo;
    c->pop = mi->req_valid && mo->req_ready;
    if (mo->wb_valid && grant) {
        b->valid = true; b->tag = mo->wb_tag; b->pipe = SM5_PIPE_MEM;
        b->reg = (uint16_t)((c->mb_cnt > 0 ? c->mblk[c->mb_head] : 0) + mo->wb_reg);
        b->mask = mo->wb_mask; b->lanes = mo->wb_lanes;
        memcpy(b->data, mo->wb_data, sizeof b->data);
        c->bus_src = -3;
        c->ev |= SM5_EV_WB_MEM;
    }
    if (mo->wb_valid && !grant) c->ev |= SM5_EV_WB_MEM_HELD;
    c->wb_held = mo->wb_valid && !grant;
    /* then the variable-latency pipes, in their order, in a slot nobody else takes */
    var_eval(c, b, grant && !mo->wb_valid);
    if (c->var[V_SFU].feed > 0 || (c->ex_valid && c->ex_pipe == SM5_PIPE_SFU &&
                                   sfu_feeds(c, &c->ex_uop) > 0))
        c->ev |= SM5_EV_SFU_FEED;

    /* ---- DS */
    sm5_stall_t st = ds_check(c, mo);
    c->fire = st == SM5_STALL_NONE;

    /* ---- RD: RAM output, bypass from the bus and last cycle's write, select, swizzle */
    if (c->rd_valid) {
        const sm5_uop_t *u = &c->rd_uop;
        bool mem = c->rd_pipe == SM5_PIPE_MEM;
        for (int s = 0; s < SM5_NSRC; s++) {
            const sm5_src_t *sr = &u->src[s];
            unsigned rm = sm5_src_read_mask(sr);
            bool byp = false, nbyp = false;
            for (int l = 0; l < c->lanes; l++) {
                uint32_t raw[4] = {0, 0, 0, 0};
                switch (sr->kind) {
                case SM5_SRC_TEMP:
                    for (int k = 0; k < 4; k++) {
                        raw[k] = c->rd_ram[s][l][k];
                        if (bus_hits(c, b, sr, c->rd_blk, l, k)) {
                            raw[k] = b->data[l][k];
                            if ((rm >> k) & 1u) { c->ev |= SM5_EV_BYP_RD_BUS; byp = true; }
                        } else if (bus_hits(c, &c->prev, sr, c->rd_blk, l, k)) {
                            raw[k] = c->prev.data[l][k];
                            if ((rm >> k) & 1u) { c->ev |= SM5_EV_BYP_RD_PREV; byp = true; }
                        } else if ((rm >> k) & 1u) nbyp = true;
                    }
                    break;
                case SM5_SRC_CONST: {
                    int row = const_row(c, sr);
                    if (row >= 0) memcpy(raw, c->cfile[row], sizeof raw);
                    break;
                }
                case SM5_SRC_THREAD_ID:
                    raw[0] = (uint32_t)l;
                    break;
                default:
                    break;
                }
                for (int k = 0; k < 4; k++) c->rd_opnd[s][l][k] = raw[sm5_swz_sel(sr->swz, k)];
            }
            if (byp) c->ev |= SM5_EV_BYP_SRC(s);
            if (byp && mem) c->ev |= SM5_EV_BYP_MEMOP;
            if (byp && nbyp) c->ev |= SM5_EV_BYP_PARTIAL;
        }
    }

    /* ---- EX1: bypass from the bus, then the pipe (results for the written lanes). Only a
     * fixed pipe's write (or WB2) is bypassed here: a memory result is never needed (its
     * consumer dispatches after the write), and the RTL takes this bypass a cycle early
     * into its EX1 operand registers, from the write it knows is coming. A build without
     * the EX1 bypass (ex1_bypass 0) takes none: its readers dispatch a cycle later. */
    if (c->ex_valid) {
        const sm5_regwr_t none = { .valid = false };
        const sm5_regwr_t *xb = c->bus_src == -3 || !c->cfg.ex1_bypass ? &none : b;
        const sm5_uop_t *u = &c->ex_uop;
        bool mem = c->ex_pipe == SM5_PIPE_MEM;
        uint32_t src[SM5_MAX_LANES][SM5_NSRC][4];
        for (int s = 0; s < SM5_NSRC; s++) {
            const sm5_src_t *sr = &u->src[s];
            bool byp = false, nbyp = false;
            for (int l = 0; l < c->lanes; l++)
                for (int k = 0; k < 4; k++) {
                    int sel = (int)sm5_swz_sel(sr->swz, k);
                    src[l][s][k] = c->ex_opnd[s][l][k];
                    if (bus_hits(c, xb, sr, c->ex_blk, l, sel)) { src[l][s][k] = b->data[l][sel]; byp = true; }
                    else if (sr->kind == SM5_SRC_TEMP) nbyp = true;
                }
            if (byp) c->ev |= SM5_EV_BYP_EX1 | SM5_EV_BYP_SRC(s) | (mem ? SM5_EV_BYP_MEMOP : 0);
            if (byp && nbyp) c->ev |= SM5_EV_BYP_PARTIAL;
        }
        if (mem) {
            memcpy(c->ex_src, src, sizeof(uint32_t) * (size_t)c->lanes * SM5_NSRC * 4);
        } else {
            uint64_t all = c->lanes == 64 ? ~0ull : (1ull << c->lanes) - 1;
            if (c->ex_pipe == SM5_PIPE_DBL && c->exec != all) c->ev |= SM5_EV_DBL_MASKED;
            /* (speed) only the lanes a write covers: the execution mask */
            for (int l = 0; l < c->lanes; l++) {
                if (!((c->exec >> l) & 1u)) continue;
                sm5_alu_exec(u, (const uint32_t (*)[4])src[l], c->ex_res[l], c->ex_res2[l]);
                if (c->ex_pipe == SM5_PIPE_DBL) c->ev |= dbl_events(u, (const uint32_t (*)[4])src[l]);
                if (c->ex_pipe == SM5_PIPE_DIV || c->ex_pipe == SM5_PIPE_DDIV)   /* the dividers' timing sees modified operands */
                    for (int s = 0; s < 2; s++) sm5_alu_src_mod(u, s, src[l][s], c->ex_mod[l][s]);
            }
        }
    }

    /* ---- the bundle */
    memset(out, 0, sizeof *out);
    out->issue_ready = c->iq_cnt < c->cfg.iq_depth;
    out->acc_valid = in->issue_valid && out->issue_ready;
    out->acc_tag = in->issue_tag;
    c->enq = out->acc_valid;
    out->ds_valid = c->fire;
    out->ds_tag = c->iq_cnt > 0 ? c->iq[0].tag : 0;
    if (!c->fire) out->ds_tag = 0;
    out->ds_stall = (uint8_t)st;
    out->rf_wr = *b;
    if (!b->valid) memset(&out->rf_wr, 0, sizeof out->rf_wr);
    out->done_valid = mo->done_valid;
    out->done_tag = mo->done_tag;
    memcpy(out->bank_valid, mo->bank_valid, sizeof out->bank_valid);
    memcpy(out->bank_we, mo->bank_we, sizeof out->bank_we);
    memcpy(out->bank_addr, mo->bank_addr, sizeof out->bank_addr);
    memcpy(out->bank_wdata, mo->bank_wdata, sizeof out->bank_wdata);
    out->grant = mo->grant;
    out->ub_valid = mo->ub_valid;
    memcpy(out->ub_stat, mo->ub_stat, sizeof out->ub_stat);
    bool busy = c->iq_cnt > 0 || c->rd_valid || c->ex_valid || c->w2_valid || c->mq_cnt > 0;
    for (int v = 0; v < V_COUNT; v++) busy |= c->var[v].act;
    for (int p = 0; p < SM5_PIPE_COUNT && !busy; p++)
        for (int k = 0; c->ps[p] && k < c->depth[p]; k++) busy |= c->ps[p][k].valid;
    busy |= c->npend > 0;
    out->idle = mo->idle && !busy;
    if (c->mq_cnt == c->cfg.mq_depth) c->ev |= SM5_EV_MQ_FULL;
    if (!out->issue_ready) c->ev |= SM5_EV_IQ_FULL;
    if (st == SM5_STALL_UNIT_BUSY) c->ev |= SM5_EV_UNIT_BUSY;
}

/* ------------------------------------------------------------------ tick */

static void set_pend(sm5_cycle_t *c, int i, uint8_t v)
{
    c->npend += (int)v - (int)c->sb_pend[i];
    c->sb_pend[i] = v;
}

void sm5_cycle_tick(sm5_cycle_t *c, const sm5_cycle_in_t *in)
{
    const sm5_memu_out_t *mo = &c->mo;
    const sm5_regwr_t *b = &c->bus;

    /* RAM read ports (read-first: before this edge's write) */
    iq_ent_t head = c->iq[0];
    if (c->fire) {
        for (int s = 0; s < SM5_NSRC; s++) {
            int r = head.blk + head.uop.src[s].idx;
            for (int l = 0; l < c->lanes; l++) {
                if (in_range(c, r)) memcpy(c->rd_ram[s][l], rfp(c, r, l), 4 * sizeof(uint32_t));
                else memset(c->rd_ram[s][l], 0, 4 * sizeof(uint32_t));
            }
        }
    }

    /* the write port */
    if (b->valid && in_range(c, b->reg))
        for (int l = 0; l < c->lanes; l++) {
            if (!((b->lanes >> l) & 1u)) continue;
            uint32_t *p = rfp(c, b->reg, l);
            for (int k = 0; k < 4; k++)
                if ((b->mask >> k) & 1u) p[k] = b->data[l][k];
        }
    c->prev = *b;

    /* scoreboard: count down (time goes on), clear a memory write, then the dispatched op */
    c->now++;
    if ((c->bus_src <= -3 && c->bus_src >= VAR_SRC(V_COUNT - 1)) && in_range(c, b->reg))
        for (int k = 0; k < 4; k++)
            if ((b->mask >> k) & 1u) set_pend(c, b->reg * 4 + k, 0);
    if (c->bus_src == -3 && c->mb_cnt > 0) { c->mb_head = (c->mb_head + 1) & 255; c->mb_cnt--; }
    for (int k = 0; k + 1 < RES_N; k++) { c->res[k] = c->res[k + 1]; c->fu[k] = c->fu[k + 1]; }
    c->res[RES_N - 1] = false;
    c->fu[RES_N - 1] = false;
    feed_tick(c, c->fire ? &head.uop : NULL);
    if (c->fire) {
        const sm5_uop_t *u = &head.uop;
        sm5_pipe_t p = sm5_op_pipe((sm5_op_t)u->op);
        int L = c->cfg.lat[p] + sm5_uop_lat_extra(u, c->cfg.vec_comps);
        writes_t w = op_writes(u, head.blk);
        if (p == SM5_PIPE_MEM && sm5_op_returns_value((sm5_op_t)u->op))
            c->mblk[(c->mb_head + c->mb_cnt++) & 255] = head.blk;
        if (sm5_pipe_info(p)->kind == SM5_PK_FIXED) {
            if (w.wr) {
                c->res[L + 1] = true;
                if (in_range(c, w.reg))
                    for (int k = 0; k < 4; k++)
                        if ((w.mask >> k) & 1u) c->sb_due[w.reg * 4 + k] = c->now + (uint64_t)L + 1;
            }
            if (w.two) {
                c->res[L + 2] = true;
                if (in_range(c, w.reg2))
                    for (int k = 0; k < 4; k++)
                        if ((w.mask2 >> k) & 1u) c->sb_due[w.reg2 * 4 + k] = c->now + (uint64_t)L + 2;
            }
        } else {
            if (w.wr && in_range(c, w.reg))
                for (int k = 0; k < 4; k++)
                    if ((w.mask >> k) & 1u) set_pend(c, w.reg * 4 + k, 1);
            if (w.two && in_range(c, w.reg2))
                for (int k = 0; k < 4; k++)
                    if ((w.mask2 >> k) & 1u) set_pend(c, w.reg2 * 4 + k, 1);
        }
    }

    var_tick(c);
    fixed_tick(c);

    /* memory request queue: pop to the memory unit, push from EX1 */
    if (c->pop) {
        c->mq_rd = (c->mq_rd + 1) % c->cfg.mq_depth;
        c->mq_cnt--;
        c->mtags[(c->mt_head + c->mt_cnt++) & 255] = c->mi.req_tag;
    }
    if (mo->done_valid && c->mt_cnt > 0) { c->mt_head = (c->mt_head + 1) & 255; c->mt_cnt--; }
    if (c->ex_valid && c->ex_pipe == SM5_PIPE_MEM) {
        mq_ent_t *e = &c->mq[c->mq_wr];
        e->tag = c->ex_tag;
        e->uop = c->ex_uop;
        memcpy(e->src, c->ex_src, sizeof(uint32_t) * (size_t)c->lanes * SM5_NSRC * 4);
        c->mq_wr = (c->mq_wr + 1) % c->cfg.mq_depth;
        c->mq_cnt++;
    }

    /* EX1 <- RD <- DS */
    c->ex_valid = c->rd_valid;
    if (c->rd_valid) {
        c->ex_tag = c->rd_tag; c->ex_uop = c->rd_uop; c->ex_pipe = c->rd_pipe; c->ex_blk = c->rd_blk;
        for (int s = 0; s < SM5_NSRC; s++)
            memcpy(c->ex_opnd[s], c->rd_opnd[s], sizeof(uint32_t) * (size_t)c->lanes * 4);
    }
    c->rd_valid = c->fire;
    if (c->fire) {
        c->rd_tag = head.tag; c->rd_uop = head.uop; c->rd_blk = head.blk;
        c->rd_pipe = (uint8_t)sm5_op_pipe((sm5_op_t)head.uop.op);
    }

    /* IQ: shift out the head, append the accepted op */
    if (c->fire) {
        for (int i = 0; i + 1 < c->iq_cnt; i++) c->iq[i] = c->iq[i + 1];
        c->iq_cnt--;
    }
    if (c->enq) {
        c->iq[c->iq_cnt].tag = in->issue_tag;
        c->iq[c->iq_cnt].uop = in->issue_uop;
        c->iq[c->iq_cnt].blk = in->issue_blk;
        c->iq_cnt++;
    }

    sm5_memu_tick(c->mu, &c->mi);
}

/* ------------------------------------------------------------------ readback */

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

const char *sm5_cycle_where(const sm5_cycle_t *c, uint16_t tag, int *pipe, char *buf, size_t n)
{
    int dummy;
    if (!pipe) pipe = &dummy;
    for (int i = 0; i < c->iq_cnt; i++)
        if (c->iq[i].tag == tag) {
            *pipe = sm5_op_pipe((sm5_op_t)c->iq[i].uop.op);
            snprintf(buf, n, "%s", i == 0 ? "DS" : "IQ");
            return buf;
        }
    if (c->rd_valid && c->rd_tag == tag) { *pipe = c->rd_pipe; snprintf(buf, n, "RD"); return buf; }
    if (c->ex_valid && c->ex_tag == tag) { *pipe = c->ex_pipe; snprintf(buf, n, "EX1"); return buf; }
    for (int p = 0; p < SM5_PIPE_COUNT; p++)
        for (int k = 0; c->ps[p] && k < c->depth[p]; k++) {
            const pslot_t *s = pstage(c, p, k);
            if (s->valid && s->tag == tag) {
                *pipe = p;
                snprintf(buf, n, "%s.%d", sm5_pipe_name((sm5_pipe_t)p), k + 1);
                return buf;
            }
        }
    if (c->w2_valid && c->w2_tag == tag) { *pipe = c->w2_pipe; snprintf(buf, n, "WB2"); return buf; }
    for (int id = 0; id < V_COUNT; id++) {
        const varpipe_t *v = &c->var[id];
        if (!v->act || v->tag != tag) continue;
        *pipe = var_info[id].pipe;
        snprintf(buf, n, "%s.%s", sm5_pipe_name(var_info[id].pipe), v->cnt > 0 ? "run" : "wb");
        return buf;
    }
    for (int i = 0; i < c->mq_cnt; i++)
        if (c->mq[(c->mq_rd + i) % c->cfg.mq_depth].tag == tag) {
            *pipe = SM5_PIPE_MEM; snprintf(buf, n, "MQ"); return buf;
        }
    for (int i = 0; i < c->mt_cnt; i++)
        if (c->mtags[(c->mt_head + i) & 255] == tag) {
            *pipe = SM5_PIPE_MEM; snprintf(buf, n, "MEM"); return buf;
        }
    return NULL;
}

uint32_t sm5_cycle_events(const sm5_cycle_t *c) { return c->ev; }

bool sm5_cycle_mreq(const sm5_cycle_t *c, uint16_t *tag)
{
    if (!c->mi.req_valid) return false;
    *tag = c->mi.req_tag;
    return true;
}

/* Cycle model of rtl/sm5_seq.sv: see sm5_seq.h. Every field of struct st is a register
 * of the RTL (same name + _q); eval computes this cycle's outputs and the next state (nx),
 * tick copies it. The per-wave state is the RTL's RAMs and bit vectors (struct sm5_seq:
 * wv, fresh, done, wait), kept out of that copy: eval reads the current wave's row and
 * works on a copy (cw), tick writes it back with the bits (st.cw_we, park, release,
 * newgrp say what changes). The mask-stack rules are those of the architectural
 * simulator (sm5_archsim_exec.c), the reference. */
#include "sm5_seq.h"
#include "sm5_pipe.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint16_t pc;
    uint64_t act, live;
    uint8_t sp;                  /* mask-stack entries in use */
    sm5_seq_ent_t stk[SM5_SEQ_DEPTH_MAX];
} wave_t;

/* relatively indexed operands of one op: slot 0 an x# destination, slot 1 + k source k */
#define NREL (SM5_NSRC + 1)

struct st {
    uint8_t state;
    uint16_t len;
    uint64_t base_exec;          /* the lanes that exist (host configuration) */
    uint64_t cur_exec;           /* the lane mask the core is configured with */
    uint16_t nw, cur;            /* waves of the group, the current one */
    uint16_t init;               /* INIT: the next fill: wave init / 8, step init % 8 (0..4) */
    uint16_t ngroups, g;         /* groups of the dispatch, the one running */
    uint16_t clr;                /* GCLR: the next register to clear */
    uint8_t wregs, sysreg, cbase;
    uint8_t wl;                  /* lanes of a wave (the run's; <= lanes) */
    uint32_t threads;            /* threads of a group */
    bool sys;                    /* the waves have a system-value register */
    uint8_t err;
    uint16_t lb;                 /* WALK: the label being compared */
    uint16_t swt;                /* WALK: the switch's first label (where it goes on) */
    uint64_t matched;            /* WALK: lanes some case matched; WF: lanes not yet issued */
    uint32_t sel[NREL][SM5_MAX_LANES]; /* WALK: the switch selector per lane (sel[0]); WF: the
                                        * index per lane of each relatively indexed operand */
    uint8_t rk;                  /* RD1 / RD2 of an indexed op: the operand slot being read */
    bool mat;                    /* a flow op's indexed condition is in its scratch register */
    uint32_t barriers;
    uint8_t nin, vreg;           /* v# inputs: per lane, first register */
    uint8_t vl, vn;              /* VIN: the lane and input being loaded */
    uint16_t vc;                 /* ... its row in the inputs region (vl * nin + vn) */
    /* this cycle's changes of the per-wave state, applied by tick: the current wave's
     * row (cw) written back, it parks at a barrier, every wave released, a group starts */
    bool cw_we, park, release, newgrp;
};

/* the loader's constants (sm5_core_consts): the step between waves' thread bases, the
 * in-group split's multipliers, shifts and negated sizes, then the group offsets and ids
 * (none per wave: their count is independent of the group's size) */
#define C_STEP(r) ((r)->cbase)
#define C_MUL(r)  ((r)->cbase + 1)
#define C_SHR(r)  ((r)->cbase + 2)
#define C_NEG(r)  ((r)->cbase + 3)
#define C_GOFF(r) ((r)->cbase + 4 + (r)->g)
#define C_GID(r)  ((r)->cbase + 4 + (r)->ngroups + (r)->g)

struct sm5_seq {
    int lanes, depth, waves, imem_depth, nconst;
    uint64_t all;                /* lanes mask */
    sm5_uop_t *imem;
    uint32_t (*cfile)[4];
    struct st r, nx;
    /* per wave (RTL: RAMs and bit vectors indexed by wave) */
    wave_t *wv;                  /* pc, masks, mask stack (valid unless fresh) */
    uint8_t *fresh;              /* not written since its group started: pc 0, its lanes */
    uint8_t *done;               /* no live lane or past the end (or no wave) */
    uint8_t *wait;               /* parked at a thread barrier */
    int nwait;                   /* how many are */
    wave_t cv, cw;               /* the current wave this cycle, and its next state */
};

static const char *const st_names[] = {
#define N(e, n, w) n,
    SM5_SEQ_STATES(N)
#undef N
};
static const char *const w_names[] = {
#define N(e, n, w) n,
    SM5_SEQ_WAITS(N)
#undef N
};

const char *sm5_seq_state_name(int st) { return st >= 0 && st < SM5_SEQ_STATE_COUNT ? st_names[st] : "?"; }
const char *sm5_seq_wait_name(int w) { return w >= 0 && w < SM5_SEQW_COUNT ? w_names[w] : "?"; }
const char *sm5_seq_err_name(int e)
{
    switch (e) {
    case SM5_SEQE_NONE: return "none";
    case SM5_SEQE_OVERFLOW: return "execution-mask stack overflow";
    case SM5_SEQE_BARRIER: return "thread barrier in divergent flow";
    case SM5_SEQE_NESTING: return "malformed flow control (mask stack)";
    default: return "?";
    }
}
const char *sm5_seq_kind_name(int k) { return k == SM5_SEQK_IF ? "if" : k == SM5_SEQK_LOOP ? "loop" : "switch"; }

sm5_seq_t *sm5_seq_new(int lanes, int depth, int waves, int imem_depth, int nconst)
{
    if (lanes < 1 || lanes > SM5_MAX_LANES || depth < 1 || depth > SM5_SEQ_DEPTH_MAX || waves < 1 ||
        waves > SM5_SEQ_WAVES_MAX || imem_depth < 1 || imem_depth > 65536 || nconst < 1 || nconst > SM5_NCONST_MAX)
        return NULL;
    sm5_seq_t *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->lanes = lanes; s->depth = depth; s->waves = waves; s->imem_depth = imem_depth; s->nconst = nconst;
    s->all = lanes == 64 ? ~0ull : (1ull << lanes) - 1;
    s->imem = calloc((size_t)imem_depth, sizeof *s->imem);
    s->cfile = calloc((size_t)nconst, sizeof *s->cfile);
    s->wv = calloc((size_t)waves, sizeof *s->wv);
    s->fresh = calloc((size_t)waves, 1);
    s->done = calloc((size_t)waves, 1);
    s->wait = calloc((size_t)waves, 1);
    if (!s->imem || !s->cfile || !s->wv || !s->fresh || !s->done || !s->wait) { sm5_seq_free(s); return NULL; }
    sm5_seq_reset(s);
    return s;
}

void sm5_seq_free(sm5_seq_t *s)
{
    if (!s) return;
    free(s->imem);
    free(s->cfile);
    free(s->wv);
    free(s->fresh);
    free(s->done);
    free(s->wait);
    free(s);
}

void sm5_seq_reset(sm5_seq_t *s)
{
    memset(&s->r, 0, sizeof s->r);
    s->r.state = SM5_SEQ_IDLE;
    s->nx = s->r;
    memset(s->fresh, 1, (size_t)s->waves);
    memset(s->done, 1, (size_t)s->waves);
    memset(s->wait, 0, (size_t)s->waves);
    s->nwait = 0;
}

void sm5_seq_host_imem(sm5_seq_t *s, int addr, const sm5_uop_t *u)
{
    if (addr >= 0 && addr < s->imem_depth) s->imem[addr] = *u;
}

void sm5_seq_host_const(sm5_seq_t *s, int idx, const uint32_t v[4])
{
    if (idx >= 0 && idx < s->nconst) memcpy(s->cfile[idx], v, 4 * sizeof v[0]);
}

void sm5_seq_host_cfg(sm5_seq_t *s, uint64_t exec)
{
    s->r.base_exec = s->r.cur_exec = exec & s->all;
}

/* The lanes of wave w that exist: inside the wave and the group, and configured. */
static uint64_t wave_exists(const sm5_seq_t *s, uint32_t threads, int wl, int w)
{
    uint64_t m = 0;
    for (int l = 0; l < wl; l++)
        if ((uint32_t)w * (uint32_t)wl + (uint32_t)l < threads) m |= 1ull << l;
    return m & s->r.base_exec;
}

static void first_wave(const sm5_seq_t *s, struct st *r);
static void apply_newgrp(sm5_seq_t *s, const struct st *r);

void sm5_seq_start(sm5_seq_t *s, const sm5_seq_run_t *run)
{
    struct st *r = &s->r;
    int wl = run->lanes > 0 && run->lanes < s->lanes ? run->lanes : s->lanes;
    uint32_t threads = run->threads ? run->threads : (uint32_t)wl;
    uint32_t nw = (threads + (uint32_t)wl - 1) / (uint32_t)wl;
    r->wl = (uint8_t)wl;
    if (nw > (uint32_t)s->waves) nw = (uint32_t)s->waves;   /* the loader refuses more */
    r->len = (uint16_t)run->len;
    r->nw = (uint16_t)nw;
    r->cur = 0;
    r->init = 0;
    r->wregs = (uint8_t)run->wregs;
    r->sys = run->sysreg >= 0;
    r->sysreg = (uint8_t)(run->sysreg >= 0 ? run->sysreg : 0);
    r->cbase = (uint8_t)run->cbase;
    r->err = SM5_SEQE_NONE;
    r->barriers = 0;
    r->ngroups = (uint16_t)(run->groups > 0 ? run->groups : 1);
    r->g = 0;
    r->threads = threads;
    r->nin = (uint8_t)(run->nin > 0 ? run->nin : 0);
    r->vreg = (uint8_t)run->vreg;
    first_wave(s, r);
    apply_newgrp(s, r);
    r->newgrp = false;
}

/* The start of a group: every wave at pc 0 with its lanes (fresh: apply_newgrp at the
 * edge), the system values first; the first wave with a lane goes first (the
 * architectural simulator's start). */
static void first_wave(const sm5_seq_t *s, struct st *r)
{
    r->newgrp = true;
    r->init = 0;
    r->mat = false;
    r->vl = r->vn = 0;
    r->vc = 0;
    r->state = r->nin ? SM5_SEQ_VIN : r->sys ? SM5_SEQ_INIT : SM5_SEQ_RUN;
    uint32_t w0 = 0;
    while (w0 < r->nw && !wave_exists(s, r->threads, r->wl, (int)w0)) w0++;
    if (w0 == r->nw) r->state = SM5_SEQ_FIN;
    else r->cur = (uint16_t)w0;
}

/* the group's per-wave bits: every wave fresh, none waiting, done if it has no lane */
static void apply_newgrp(sm5_seq_t *s, const struct st *r)
{
    memset(s->fresh, 1, (size_t)s->waves);
    memset(s->wait, 0, (size_t)s->waves);
    s->nwait = 0;
    for (int w = 0; w < s->waves; w++)
        s->done[w] = w >= r->nw || !wave_exists(s, r->threads, r->wl, w) || r->len == 0;
}

/* wave w's row as the RTL reads it (a fresh one: pc 0, empty stack, its lanes) */
static void load_wave(const sm5_seq_t *s, const struct st *r, int w, wave_t *v)
{
    if (s->fresh[w]) {
        v->pc = 0;
        v->sp = 0;
        v->act = v->live = wave_exists(s, r->threads, r->wl, w);
        return;
    }
    const wave_t *q = &s->wv[w];
    v->pc = q->pc; v->act = q->act; v->live = q->live; v->sp = q->sp;
    memcpy(v->stk, q->stk, (size_t)q->sp * sizeof v->stk[0]);
}

void sm5_seq_next(sm5_seq_t *s)
{
    struct st *r = &s->r;
    if (r->state != SM5_SEQ_GNEXT) return;
    r->g++;
    r->clr = 0;
    r->state = SM5_SEQ_GCLR;
}

/* ------------------------------------------------------------------ operands */

static uint32_t cval(const sm5_seq_t *s, int idx, unsigned c)
{
    return idx >= 0 && idx < s->nconst ? s->cfile[idx][c] : 0;
}

/* Component 0 (after the swizzle) of a source for lane l of wave w: TEMP and the
 * per-lane system values (in the wave's system-value registers, read_reg) come from the
 * read-port row, a constant and vThreadGroupID from the constant copy. */
static uint32_t opnd(const sm5_seq_t *s, const sm5_src_t *sr, int w, int l, const uint32_t (*rd)[4])
{
    const struct st *r = &s->r;
    (void)w;
    unsigned c = sm5_swz_sel(sr->swz, 0);
    switch (sr->kind) {
    case SM5_SRC_TEMP: return rd ? rd[l][c] : 0;
    case SM5_SRC_CONST: return cval(s, sr->idx, c);
    case SM5_SRC_THREAD_ID:
        if (sr->idx == SM5_SV_GROUP_ID) return cval(s, C_GID(r), c);
        return rd ? rd[l][c] : 0;
    default: return 0;
    }
}

/* The register a source of wave w reads (the wave's block; a per-lane system value: its
 * system-value register), or -1 for a constant. */
static int read_reg(const struct st *r, const sm5_src_t *sr, int w)
{
    int base = w * r->wregs;
    if (sr->kind == SM5_SRC_TEMP) return base + sr->idx;
    if (sr->kind == SM5_SRC_THREAD_ID && sr->idx != SM5_SV_GROUP_ID)
        return base + r->sysreg + (sr->idx == SM5_SV_THREAD_ID ? 2 : sr->idx == SM5_SV_THREAD_ID_IN_GROUP ? 1 : 0);
    return -1;
}

static uint64_t cond_lanes(const sm5_seq_t *s, const sm5_uop_t *u, int w, uint64_t m, const uint32_t (*rd)[4], bool nz)
{
    uint64_t r = 0;
    for (int l = 0; l < s->lanes; l++)
        if (((m >> l) & 1u) && ((opnd(s, &u->src[0], w, l, rd) != 0) == nz)) r |= 1ull << l;
    return r;
}

static uint64_t case_lanes(const sm5_seq_t *s, const sm5_uop_t *u, int w, uint64_t m, const uint32_t (*rd)[4])
{
    uint64_t r = 0;
    for (int l = 0; l < s->lanes; l++)
        if (((m >> l) & 1u) && opnd(s, &u->src[1], w, l, rd) == opnd(s, &u->src[0], w, l, NULL)) r |= 1ull << l;
    return r;
}

/* The source a flow op reads through the register-file port this time, or -1. */
static int read_src(const wave_t *v, const sm5_uop_t *u)
{
    int s = -1;
    if (sm5_op_is_cond((sm5_op_t)u->op) || u->op == SM5_OP_SWITCH) s = v->act ? 0 : -1;
    else if (u->op == SM5_OP_CASE)
        s = (v->sp > 0 && v->stk[v->sp - 1].kind == SM5_SEQK_SWITCH && v->stk[v->sp - 1].pending) ? 1 : -1;
    return s >= 0 && (u->src[s].kind == SM5_SRC_TEMP ||
                      (u->src[s].kind == SM5_SRC_THREAD_ID && u->src[s].idx != SM5_SV_GROUP_ID)) ? s : -1;
}

/* The micro-op as a wave issues it (its register fields stay in the wave's block, issued
 * beside it): a thread id read from the wave's system-value register. */
static sm5_uop_t remap(const struct st *r, const sm5_uop_t *u)
{
    sm5_uop_t o = *u;
    for (int i = 0; i < SM5_NSRC; i++) {
        if (o.src[i].kind == SM5_SRC_THREAD_ID && o.src[i].idx == SM5_SV_GROUP_ID) {
            o.src[i].kind = SM5_SRC_CONST;
            o.src[i].idx = (uint8_t)C_GID(r);
        } else if (o.src[i].kind == SM5_SRC_THREAD_ID && r->sys) {
            o.src[i].kind = SM5_SRC_TEMP;
            o.src[i].idx = (uint8_t)(r->sysreg + (o.src[i].idx == SM5_SV_THREAD_ID ? 2 :
                                                  o.src[i].idx == SM5_SV_THREAD_ID_IN_GROUP ? 1 : 0));
        }
    }
    return o;
}

/* INIT step k = i % 8 (0..4) of wave w = i / 8 (registers s = w * wregs + sysreg). The
 * in-group split of the flattened index t needs no divider: t / X = (t * ceil(2^21 / X))
 * >> 21 exactly for t * X < 2^21 (t < 1024 threads, X <= 1024: the error term t * (M X -
 * 2^21) / 2^21 stays below 1 / X), the same for t / (X * Y); t itself rides along as
 * (t << 21) >> 21 (t < 1024):
 *   0: s     <- iadd lane, 0 (wave 0)                              vThreadIDInGroupFlattened (t)
 *      s     <- iadd s - wregs, cb[(lanes, 0, 0, 0)] (wave w > 0: the previous wave's t
 *               plus its width, so no constant per wave)
 *   1: s + 1 <- imad s.xxxx, cb[(2^21, Mx, Mxy, 0)], 0
 *   2: s + 1 <- ushr s + 1, cb[(21, 21, 21, 0)]                    (t, t / X, t / XY, 0)
 *   3: s + 1 <- imad s + 1.yzww, cb[(-X, -Y, 0, 0)], s + 1          vThreadIDInGroup (x, y, z, 0)
 *   4: s + 2 <- iadd s + 1, cb[the group's offset]                  vThreadID */
#define SEQ_INIT_STEPS 5
/* (fields of block *blk: wave w's, or for step 0 of w > 0 wave w - 1's, where its s is
 * sysreg + wregs; sm5_seq_unsupported keeps that below 256) */
static sm5_uop_t init_uop(const struct st *r, int i, uint16_t *blk)
{
    static const uint8_t ops[5] = { SM5_OP_IADD, SM5_OP_IMAD, SM5_OP_USHR, SM5_OP_IMAD, SM5_OP_IADD };
    static const uint8_t dst[5] = { 0, 1, 1, 1, 2 }, src0[5] = { 0, 0, 1, 1, 1 };
    static const uint8_t swz0[5] = { SM5_SWZ_XYZW, 0x00, SM5_SWZ_XYZW, 0xF9, SM5_SWZ_XYZW };
    sm5_uop_t o;
    int w = i / 8, k = i % 8, base = r->sysreg;
    int cidx[5] = { C_STEP(r), C_MUL(r), C_SHR(r), C_NEG(r), C_GOFF(r) };
    if (k >= SEQ_INIT_STEPS) k = 0;
    bool lane = k == 0 && w == 0;   /* wave 0's t is the lane index */
    bool prev = k == 0 && w > 0;    /* ... wave w's: the previous wave's t + its width */
    *blk = (uint16_t)((prev ? w - 1 : w) * r->wregs);
    memset(&o, 0, sizeof o);
    o.op = ops[k];
    o.dst_mask = 0xF;
    o.dst_reg = (uint8_t)(base + dst[k] + (prev ? r->wregs : 0));
    o.src[0].kind = lane ? SM5_SRC_THREAD_ID : SM5_SRC_TEMP;
    o.src[0].idx = (uint8_t)(lane ? 0 : base + src0[k]);
    o.src[0].swz = swz0[k];
    o.src[1].kind = lane ? SM5_SRC_NONE : SM5_SRC_CONST;
    o.src[1].idx = (uint8_t)(lane ? 0 : cidx[k]);
    o.src[1].swz = SM5_SWZ_XYZW;
    if (k == 3) {
        o.src[2].kind = SM5_SRC_TEMP;
        o.src[2].idx = (uint8_t)(base + 1);
    }
    o.src[2].swz = SM5_SWZ_XYZW;
    return o;
}

/* The relatively indexed operands of a lowered micro-op (an x# destination, sources read
 * through an index register): a mask of their slots (NREL), ix[slot] their indexes; 0 for
 * a flow op. */
static unsigned rel_slots(const sm5_uop_t *u, const sm5_index_t *ix[NREL])
{
    unsigned m = 0;
    if (sm5_op_is_flow((sm5_op_t)u->op)) return 0;
    if (u->dst_kind == SM5_DST_XTEMP) { ix[0] = &u->dst_idx; m |= 1u; }
    for (int k = 0; k < SM5_NSRC; k++)
        if (u->src[k].xkind != SM5_SRCX_NONE && u->src[k].x.rel) { ix[1 + k] = &u->src[k].x; m |= 2u << k; }
    return m;
}

/* A flow op whose condition (src0) is read through an index or from a constant buffer's
 * region: the sequencer first issues it as mat_uop, a mov of that operand into the wave's
 * scratch register (the lowering put its number in dst_reg and an x# size in res_swz),
 * then runs the flow op on the scratch register (flow_on_scratch). */
static int flow_scratch(const sm5_prog_t *p, int *ncond);
static int scratch_base(const sm5_prog_t *p);

static bool flow_indexed(const sm5_uop_t *u)
{
    return sm5_op_is_flow((sm5_op_t)u->op) && u->src[0].xkind != SM5_SRCX_NONE;
}

static sm5_uop_t mat_uop(const sm5_uop_t *u)
{
    sm5_uop_t o;
    memset(&o, 0, sizeof o);
    o.op = SM5_OP_MOV;
    o.dst_mask = 0xF;
    o.dst_reg = u->dst_reg;
    o.src[0] = u->src[0];
    o.src[1].swz = o.src[2].swz = o.src[3].swz = SM5_SWZ_XYZW;
    o.target = u->res_swz;
    return o;
}

static sm5_uop_t flow_on_scratch(const sm5_uop_t *u)
{
    sm5_uop_t o = *u;
    memset(&o.src[0], 0, sizeof o.src[0]);   /* component 0 of the mov's result: .xxxx */
    o.src[0].kind = SM5_SRC_TEMP;
    o.src[0].idx = u->dst_reg;
    o.dst_reg = 0;
    o.res_swz = 0;
    return o;
}

/* the op the sequencer works on at pc: a flow op with an indexed condition becomes its
 * mov (before) or itself on the scratch register (once r->mat) */
static const sm5_uop_t *cur_uop(const struct st *r, const sm5_uop_t *u, sm5_uop_t *buf)
{
    if (!flow_indexed(u)) return u;
    *buf = r->mat ? flow_on_scratch(u) : mat_uop(u);
    return buf;
}

/* the next slot of mask m after slot k (-1: from the first), or NREL */
static int next_slot(unsigned m, int k)
{
    for (k++; k < NREL; k++)
        if ((m >> k) & 1u) return k;
    return NREL;
}

/* Is index val in range for the operand of slot k? A constant buffer's element when it has
 * 12 bits (the constant RAM reads 0 past the buffer's declared size); an x# (destination
 * or source) against the size the lowering gave it: the first indexed x# slot's in
 * target, the second's in res_swz (sm5_seq_lower; a third is refused). */
static bool wf_inr(const sm5_uop_t *u, int k, uint32_t val)
{
    if (k > 0 && (u->src[k - 1].xkind == SM5_SRCX_CB || u->src[k - 1].xkind == SM5_SRCX_ICB)) return val < 4096u;
    bool first = true;   /* no indexed x# slot below k */
    if (k > 0 && u->dst_kind == SM5_DST_XTEMP) first = false;
    for (int j = 0; j + 1 < k; j++)
        if (u->src[j].xkind == SM5_SRCX_XTEMP && u->src[j].x.rel) first = false;
    return val < (first ? u->target : u->res_swz);
}

/* WF: the op for the lanes whose indexes are val[]: each indexed operand becomes element
 * val of its constant buffer's region (xkind kept, x.off = val) or register base + val
 * (x#), or 0 (a source past the end, P-31). */
static sm5_uop_t wf_uop(const sm5_uop_t *u, const uint32_t val[NREL])
{
    sm5_uop_t o = *u;
    for (int k = 0; k < SM5_NSRC; k++) {
        if (o.src[k].xkind == SM5_SRCX_NONE || !o.src[k].x.rel) continue;   /* (not indexed, or lowered) */
        bool buf = o.src[k].xkind == SM5_SRCX_CB || o.src[k].xkind == SM5_SRCX_ICB;
        bool inr = wf_inr(u, 1 + k, val[1 + k]);
        memset(&o.src[k].x, 0, sizeof o.src[k].x);
        if (inr && buf) { o.src[k].x.off = (uint16_t)val[1 + k]; continue; }
        o.src[k].xkind = SM5_SRCX_NONE;
        if (inr) o.src[k].idx = (uint8_t)(o.src[k].idx + val[1 + k]);
        else { o.src[k].kind = SM5_SRC_NONE; o.src[k].idx = 0; }
    }
    if (o.dst_kind == SM5_DST_XTEMP) {
        o.dst_kind = SM5_DST_TEMP;
        o.dst_reg = (uint8_t)(o.dst_reg + val[0]);
        memset(&o.dst_idx, 0, sizeof o.dst_idx);
    }
    o.target = 0;
    if (!sm5_op_is_mem((sm5_op_t)o.op)) o.res_swz = 0;   /* (a second x# size; a memory op's own) */
    return o;
}

/* VIN: mov r(vreg + vn), cb[vc] (wave 0's block). */
static sm5_uop_t vin_uop(const struct st *r)
{
    sm5_uop_t o;
    memset(&o, 0, sizeof o);
    o.op = SM5_OP_MOV;
    o.dst_mask = 0xF;
    o.dst_reg = (uint8_t)(r->vreg + r->vn);
    o.src[0].kind = SM5_SRC_CONST;   /* (the constant RAM's inputs region) */
    o.src[0].xkind = SM5_SRCX_INPUT;
    o.src[0].x.off = r->vc;
    o.src[0].swz = SM5_SWZ_XYZW;
    return o;
}

/* GCLR: a register <- 0 (every source NONE reads 0). */
static sm5_uop_t clr_uop(int reg)
{
    sm5_uop_t o;
    memset(&o, 0, sizeof o);
    o.op = SM5_OP_MOV;
    o.dst_mask = 0xF;
    o.dst_reg = (uint8_t)reg;
    o.src[0].swz = SM5_SWZ_XYZW;
    return o;
}

/* ------------------------------------------------------------------ the mask stack */

static void leave_above(wave_t *v, int k, uint64_t L)
{
    for (int i = k + 1; i < v->sp; i++) {
        v->stk[i].outer &= ~L;
        v->stk[i].pending &= ~L;
        v->stk[i].running &= ~L;
        v->stk[i].nomatch &= ~L;
    }
    v->act &= ~L;
}

static int innermost(const wave_t *v, bool loop_only)
{
    for (int i = v->sp - 1; i >= 0; i--)
        if (v->stk[i].kind == SM5_SEQK_LOOP || (!loop_only && v->stk[i].kind == SM5_SEQK_SWITCH)) return i;
    return -1;
}

static void fail(struct st *n, uint8_t e) { n->err = e; n->state = SM5_SEQ_ERR; }

static sm5_seq_ent_t *push(const sm5_seq_t *s, struct st *n, wave_t *v, uint8_t kind, uint16_t pc)
{
    if (v->sp >= s->depth) { fail(n, SM5_SEQE_OVERFLOW); return NULL; }
    sm5_seq_ent_t *e = &v->stk[v->sp++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    e->open = pc;
    e->outer = v->act;
    return e;
}

static sm5_seq_ent_t *top_of(struct st *n, wave_t *v, uint8_t kind)
{
    if (v->sp == 0 || v->stk[v->sp - 1].kind != kind) { fail(n, SM5_SEQE_NESTING); return NULL; }
    return &v->stk[v->sp - 1];
}

/* wave w after this cycle (the RTL's done_d / wait_d): the current wave's row as
 * changed (cw), the others' bits */
static bool wave_done(const sm5_seq_t *s, const struct st *n, int w)
{
    if (w == s->r.cur && n->cw_we) return !s->cw.live || s->cw.pc >= n->len;
    return s->done[w];
}

static bool wave_waits(const sm5_seq_t *s, const struct st *n, int w)
{
    return !n->release && (s->wait[w] || (w == s->r.cur && n->park));
}

/* After a retirement of the current wave: the next wave in round-robin order that can
 * go on (P-30); none: a barrier to release (BAR) or the end (FIN). */
static void schedule(const sm5_seq_t *s, struct st *n)
{
    for (int k = 1; k <= n->nw; k++) {
        int w = (n->cur + k) % n->nw;
        if (!wave_done(s, n, w) && !wave_waits(s, n, w)) { n->cur = (uint16_t)w; return; }
    }
    for (int w = 0; w < n->nw; w++)
        if (!wave_done(s, n, w) && wave_waits(s, n, w)) { n->state = SM5_SEQ_BAR; return; }
    n->state = n->g + 1 < n->ngroups ? SM5_SEQ_GNEXT : SM5_SEQ_FIN;
}

/* Resolves the flow op u at pc of the current wave on the next state n (rd: the read
 * port's row, or NULL). Returns false when it did not retire this cycle (switch walk). */
static bool flow(sm5_seq_t *s, struct st *n, const sm5_uop_t *u, uint16_t pc, const uint32_t (*rd)[4],
                 uint8_t *wait)
{
    int w = n->cur;
    wave_t *v = &s->cw;
    uint16_t next = (uint16_t)(pc + 1);
    sm5_seq_ent_t *e;
    uint64_t L;
    int k;
    switch (u->op) {
    case SM5_OP_IF_Z: case SM5_OP_IF_NZ: {
        uint64_t c = cond_lanes(s, u, w, v->act, rd, sm5_op_cond_nz((sm5_op_t)u->op));
        if (!(e = push(s, n, v, SM5_SEQK_IF, pc))) return true;
        e->pending = v->act & ~c;
        v->act = c;
        if (!c) next = u->target;
        break;
    }
    case SM5_OP_ELSE:
        if (!(e = top_of(n, v, SM5_SEQK_IF))) return true;
        v->act = e->pending;
        e->pending = 0;
        if (!v->act) next = u->target;
        break;
    case SM5_OP_ENDIF:
        if (!(e = top_of(n, v, SM5_SEQK_IF))) return true;
        v->act = e->outer;
        v->sp--;
        break;
    case SM5_OP_LOOP:
        if (!(e = push(s, n, v, SM5_SEQK_LOOP, pc))) return true;
        e->running = v->act;
        break;
    case SM5_OP_ENDLOOP:
        if (!(e = top_of(n, v, SM5_SEQK_LOOP))) return true;
        if (e->running) { v->act = e->running; next = (uint16_t)(e->open + 1); }
        else { v->act = e->outer; v->sp--; }
        break;
    case SM5_OP_BREAK: case SM5_OP_BREAKC_Z: case SM5_OP_BREAKC_NZ:
        L = u->op == SM5_OP_BREAK ? v->act : cond_lanes(s, u, w, v->act, rd, sm5_op_cond_nz((sm5_op_t)u->op));
        if ((k = innermost(v, false)) < 0) { fail(n, SM5_SEQE_NESTING); return true; }
        leave_above(v, k, L);
        if (v->stk[k].kind == SM5_SEQK_LOOP) v->stk[k].running &= ~L;
        else { v->stk[k].pending &= ~L; v->stk[k].nomatch &= ~L; }
        break;
    case SM5_OP_CONTINUE: case SM5_OP_CONTINUEC_Z: case SM5_OP_CONTINUEC_NZ:
        L = u->op == SM5_OP_CONTINUE ? v->act : cond_lanes(s, u, w, v->act, rd, sm5_op_cond_nz((sm5_op_t)u->op));
        if ((k = innermost(v, true)) < 0) { fail(n, SM5_SEQE_NESTING); return true; }
        leave_above(v, k, L);
        break;
    case SM5_OP_SWITCH: {
        uint64_t act = v->act;
        if (!(e = push(s, n, v, SM5_SEQK_SWITCH, pc))) return true;
        e->pending = act;
        v->act = 0;
        if (act) {   /* walk the labels: latch the selector, then one label per cycle */
            for (int l = 0; l < s->lanes; l++) n->sel[0][l] = opnd(s, &u->src[0], w, l, rd);
            n->lb = u->target;
            n->swt = u->target;
            n->matched = 0;
            n->state = SM5_SEQ_WALK;
            *wait = SM5_SEQW_WALK;
            return false;
        }
        next = u->target;
        break;
    }
    case SM5_OP_CASE: case SM5_OP_DEFAULT: {
        if (!(e = top_of(n, v, SM5_SEQK_SWITCH))) return true;
        uint64_t m = u->op == SM5_OP_CASE ? case_lanes(s, u, w, e->pending, rd) : (e->pending & e->nomatch);
        v->act |= m;
        e->pending &= ~m;
        if (!v->act) next = u->target;
        break;
    }
    case SM5_OP_ENDSWITCH:
        if (!(e = top_of(n, v, SM5_SEQK_SWITCH))) return true;
        v->act = e->outer;
        v->sp--;
        break;
    case SM5_OP_RET: case SM5_OP_RETC_Z: case SM5_OP_RETC_NZ:
        L = u->op == SM5_OP_RET ? v->act : cond_lanes(s, u, w, v->act, rd, sm5_op_cond_nz((sm5_op_t)u->op));
        leave_above(v, -1, L);
        v->live &= ~L;
        break;
    case SM5_OP_SYNC:
        if (u->sync & SM5_SYNC_T) {   /* the wave parks; the release drains memory first */
            if (v->act != v->live) { fail(n, SM5_SEQE_BARRIER); return true; }
            n->park = true;
            n->barriers++;
        }
        break;
    default:   /* nop */
        break;
    }
    v->pc = next;
    return true;
}

/* ------------------------------------------------------------------ eval / tick */

void sm5_seq_eval(sm5_seq_t *s, const sm5_seq_in_t *in, sm5_seq_out_t *out)
{
    const struct st *r = &s->r;
    struct st *n = &s->nx;
    *n = *r;
    n->park = n->release = n->newgrp = false;
    /* the current wave's row may change in these states (RTL cw_st) */
    n->cw_we = r->state == SM5_SEQ_RUN || r->state == SM5_SEQ_RD2 || r->state == SM5_SEQ_WF ||
               r->state == SM5_SEQ_WALK;
    memset(out, 0, sizeof *out);
    uint8_t wait = SM5_SEQW_NONE;
    bool step = false;
    load_wave(s, r, r->cur, &s->cv);
    const wave_t *v = &s->cv;
    s->cw.pc = v->pc; s->cw.act = v->act; s->cw.live = v->live; s->cw.sp = v->sp;
    memcpy(s->cw.stk, v->stk, (size_t)v->sp * sizeof v->stk[0]);
    out->issue_blk = (uint16_t)(r->cur * r->wregs);
    uint16_t step_pc = v->pc;
    uint64_t step_mask = v->act;

    switch (r->state) {
    case SM5_SEQ_VIN: {    /* wave 0's lane vl, input vn: mov r(vreg + vn), cb[vc], that lane alone */
        uint64_t m = 1ull << r->vl;
        bool adv = true;
        if (wave_exists(s, r->threads, r->wl, 0) & m) {   /* (every wave is fresh in VIN) */
            if (m != r->cur_exec && !in->idle) { wait = SM5_SEQW_MASK; break; }
            out->issue_valid = true;
            out->issue_tag = (uint16_t)(0xFE00u + (r->vc & 0xFFu));
            out->issue_uop = vin_uop(r);
            out->issue_blk = 0;
            if (m != r->cur_exec) { out->cfg_we = true; out->cfg_exec = m; n->cur_exec = m; }
            if (!in->issue_ready) { wait = SM5_SEQW_READY; adv = false; }
        }
        if (!adv) break;
        n->vc = (uint16_t)(r->vc + 1);
        if (r->vn + 1 < r->nin) { n->vn = (uint8_t)(r->vn + 1); break; }
        n->vn = 0;
        n->vl = (uint8_t)(r->vl + 1);
        if (n->vl >= r->wl) n->state = r->sys ? SM5_SEQ_INIT : SM5_SEQ_RUN;
        break;
    }
    case SM5_SEQ_INIT: {   /* wave init / 2's system values, with its lanes */
        uint64_t iact = wave_exists(s, r->threads, r->wl, r->init / 8);   /* (fresh in INIT) */
        if (iact != r->cur_exec && !in->idle) { wait = SM5_SEQW_MASK; break; }
        out->issue_valid = true;
        out->issue_tag = (uint16_t)(0xFF00u + (r->init & 0xFFu));   /* (0xFF00 + 8 w + k, wrapped) */
        out->issue_uop = init_uop(r, r->init, &out->issue_blk);
        if (iact != r->cur_exec) { out->cfg_we = true; out->cfg_exec = iact; n->cur_exec = iact; }
        if (!in->issue_ready) { wait = SM5_SEQW_READY; break; }
        n->init = (uint16_t)(r->init % 8 == SEQ_INIT_STEPS - 1 ? r->init + 8 - (SEQ_INIT_STEPS - 1) : r->init + 1);
        if (n->init / 8 >= r->nw) n->state = SM5_SEQ_RUN;
        break;
    }
    case SM5_SEQ_GNEXT:   /* the host refreshes groupshared memory once the core drained */
        out->gnext = in->idle;
        break;
    case SM5_SEQ_GCLR: {  /* registers of every wave <- 0 (the lanes that exist) */
        if (r->base_exec != r->cur_exec && !in->idle) { wait = SM5_SEQW_MASK; break; }
        out->issue_valid = true;
        out->issue_tag = 0xFFEFu;
        out->issue_uop = clr_uop(0);
        out->issue_blk = r->clr;                /* (the register: block clr, field 0) */
        if (r->base_exec != r->cur_exec) { out->cfg_we = true; out->cfg_exec = r->base_exec; n->cur_exec = r->base_exec; }
        if (!in->issue_ready) { wait = SM5_SEQW_READY; break; }
        n->clr = (uint16_t)(r->clr + 1);
        if (n->clr >= r->nw * r->wregs) first_wave(s, n);
        break;
    }
    case SM5_SEQ_RUN: case SM5_SEQ_RD2: {
        if (v->pc >= s->imem_depth) { n->state = SM5_SEQ_FIN; break; }
        sm5_uop_t ubuf;
        const sm5_uop_t *u = cur_uop(r, &s->imem[v->pc], &ubuf);
        bool mat = flow_indexed(&s->imem[v->pc]) && !r->mat;   /* u: the condition's mov */
        wave_t *nv = &s->cw;
        const sm5_index_t *ix[NREL] = { 0 };
        unsigned rm = rel_slots(u, ix);
        if (rm && v->act) {
            /* relatively indexed operands: once the core is idle, read each one's index
             * register in turn (RUN or RD2 -> RD1 -> RD2), latch each lane's index, then
             * issue once per distinct set of indexes (WF) */
            int k = r->state == SM5_SEQ_RD2 ? r->rk : -1;
            if (k >= 0)
                for (int l = 0; l < s->lanes; l++)
                    n->sel[k][l] = (in->rd_data ? in->rd_data[l][ix[k]->xcomp] : 0) + ix[k]->off;
            int nk = next_slot(rm, k);
            if (nk == NREL) {
                n->matched = v->act;
                n->state = SM5_SEQ_WF;
                wait = SM5_SEQW_READ;
            } else if (k >= 0 || in->idle) {
                out->rd_en = true;
                out->rd_reg = (uint16_t)(ix[nk]->xreg + r->cur * r->wregs);
                n->rk = (uint8_t)nk;
                n->state = SM5_SEQ_RD1;
                wait = SM5_SEQW_READ;
            } else wait = SM5_SEQW_COND;
            break;
        }
        if (!sm5_op_is_flow((sm5_op_t)u->op)) {
            if (!v->act) {                 /* no lane active: nothing to issue */
                step = true;
            } else if (v->act != r->cur_exec && !in->idle) {
                wait = SM5_SEQW_MASK;
            } else {
                out->issue_valid = true;
                out->issue_tag = v->pc;
                out->issue_uop = remap(r, u);
                if (v->act != r->cur_exec) {   /* the core is idle: its mask changes with the issue */
                    out->cfg_we = true;
                    out->cfg_exec = v->act;
                    n->cur_exec = v->act;
                }
                if (in->issue_ready) step = true;
                else wait = SM5_SEQW_READY;
            }
            if (step && mat) { step = false; n->mat = true; }   /* (the flow op runs next) */
            if (step) { nv->pc = (uint16_t)(v->pc + 1); schedule(s, n); }
            break;
        }
        int rs = read_src(v, u);
        const uint32_t (*rd)[4] = NULL;
        if (rs >= 0 && r->state == SM5_SEQ_RUN) {   /* the condition is in a register */
            if (in->idle) {
                out->rd_en = true;
                out->rd_reg = (uint16_t)read_reg(r, &u->src[rs], r->cur);
                n->state = SM5_SEQ_RD1;
                wait = SM5_SEQW_READ;
            } else wait = SM5_SEQW_COND;
            break;
        }
        if (rs >= 0) rd = in->rd_data;
        n->state = SM5_SEQ_RUN;
        step = flow(s, n, u, v->pc, rd, &wait);
        if (n->state == SM5_SEQ_ERR) step = false;
        else if (step) { n->mat = false; schedule(s, n); }
        break;
    }
    case SM5_SEQ_RD1:
        n->state = SM5_SEQ_RD2;
        wait = SM5_SEQW_READ;
        break;
    case SM5_SEQ_WF: {     /* the lanes of the lowest pending lane's indexes, alone */
        sm5_uop_t ubuf;
        const sm5_uop_t *u = cur_uop(r, &s->imem[v->pc < s->imem_depth ? v->pc : 0], &ubuf);
        const sm5_index_t *ix[NREL] = { 0 };
        unsigned rm = rel_slots(u, ix);
        if (!r->matched) {                 /* every lane issued: the op retires */
            n->state = SM5_SEQ_RUN;
            if (flow_indexed(&s->imem[v->pc < s->imem_depth ? v->pc : 0])) {   /* (a condition's mov: */
                n->mat = true;                                                  /*  the flow op next) */
                break;
            }
            s->cw.pc = (uint16_t)(v->pc + 1);
            step = true;
            schedule(s, n);
            break;
        }
        int l0 = 0;
        while (!((r->matched >> l0) & 1u)) l0++;
        uint32_t val[NREL] = { 0 };
        for (int k = 0; k < NREL; k++)
            if ((rm >> k) & 1u) val[k] = r->sel[k][l0];
        /* a memory op takes only the run of pending lanes from l0 up to the first one with
         * other indexes, so its lanes reach memory in ascending order (P-9) */
        bool mem = sm5_op_is_mem((sm5_op_t)u->op), stop = false;
        uint64_t m = 0;
        for (int l = 0; l < s->lanes; l++) {
            bool pend = (r->matched >> l) & 1u, same = pend && !stop;
            for (int k = 0; k < NREL && same; k++) same = !((rm >> k) & 1u) || r->sel[k][l] == val[k];
            if (same) m |= 1ull << l;
            else if (pend && mem) stop = true;
        }
        if ((rm & 1u) && !wf_inr(u, 0, val[0])) { n->matched = r->matched & ~m; break; }   /* P-31: no write */
        if (m != r->cur_exec && !in->idle) { wait = SM5_SEQW_MASK; break; }
        out->issue_valid = true;
        out->issue_tag = v->pc;
        sm5_uop_t wu = wf_uop(u, val);
        out->issue_uop = remap(r, &wu);
        if (m != r->cur_exec) { out->cfg_we = true; out->cfg_exec = m; n->cur_exec = m; }
        if (in->issue_ready) n->matched = r->matched & ~m;
        else wait = SM5_SEQW_READY;
        break;
    }
    case SM5_SEQ_WALK: {
        /* the switch being walked is the current wave's top entry */
        wave_t *nv = &s->cw;
        sm5_seq_ent_t *e = &nv->stk[v->sp - 1];
        const sm5_uop_t *lu = &s->imem[r->lb < s->imem_depth ? r->lb : 0];
        bool label = r->lb < r->len && (lu->op == SM5_OP_CASE || lu->op == SM5_OP_DEFAULT);
        if (label && lu->op == SM5_OP_CASE)
            for (int l = 0; l < s->lanes; l++)
                if (((e->pending >> l) & 1u) && r->sel[0][l] == opnd(s, &lu->src[0], r->cur, l, NULL))
                    n->matched |= 1ull << l;
        if (label && lu->target > r->lb) {
            n->lb = lu->target;
            wait = SM5_SEQW_WALK;
            break;
        }
        /* the chain ends: lanes no case matched take the default */
        e->nomatch = e->pending & ~n->matched;
        nv->pc = r->swt;
        n->state = SM5_SEQ_RUN;
        step = true;
        step_pc = e->open;
        step_mask = e->pending;
        schedule(s, n);
        break;
    }
    case SM5_SEQ_BAR:   /* every wave left waits: drain, then all go on */
        wait = SM5_SEQW_BARRIER;
        if (!in->idle) break;
        n->release = true;
        n->state = SM5_SEQ_RUN;
        schedule(s, n);   /* from the wave that arrived last, as the architectural simulator */
        if (n->state == SM5_SEQ_BAR) n->state = SM5_SEQ_FIN;   /* (cannot happen) */
        break;
    case SM5_SEQ_FIN:
        if (in->idle) n->state = SM5_SEQ_DONE;
        break;
    default:
        break;
    }
    out->step = step;
    out->step_pc = step ? step_pc : 0;
    out->step_mask = step ? step_mask : 0;
    out->state = r->state;
    out->wait = wait;
    out->wave = r->cur;
    out->pc = v->pc;
    out->act = v->act;
    out->live = v->live;
    out->depth = v->sp;
    out->err = r->err;
    out->done = r->state == SM5_SEQ_DONE;
    out->barriers = r->barriers;
    out->group = r->g;
    out->waiting = (uint16_t)s->nwait;
}

void sm5_seq_tick(sm5_seq_t *s, const sm5_seq_in_t *in)
{
    (void)in;
    const struct st *n = &s->nx;
    int w = s->r.cur;
    if (n->cw_we) {   /* the current wave's row and bits (RTL: at index wv_q) */
        wave_t *q = &s->wv[w];
        q->pc = s->cw.pc; q->act = s->cw.act; q->live = s->cw.live; q->sp = s->cw.sp;
        memcpy(q->stk, s->cw.stk, (size_t)s->cw.sp * sizeof q->stk[0]);
        s->fresh[w] = 0;
        s->done[w] = !s->cw.live || s->cw.pc >= n->len;
    }
    if (n->park && !s->wait[w]) { s->wait[w] = 1; s->nwait++; }
    if (n->release) { memset(s->wait, 0, (size_t)s->waves); s->nwait = 0; }
    if (n->newgrp) apply_newgrp(s, n);
    s->r = s->nx;
    s->r.cw_we = s->r.park = s->r.release = s->r.newgrp = false;
}

int sm5_seq_stack(const sm5_seq_t *s, int w, sm5_seq_ent_t *out, int max)
{
    if (w < 0 || w >= s->waves) return 0;
    if (s->fresh[w]) return 0;
    const wave_t *v = &s->wv[w];
    int n = v->sp < max ? v->sp : max;
    memcpy(out, v->stk, (size_t)n * sizeof *out);
    return v->sp;
}

void sm5_seq_wave(const sm5_seq_t *s, int w, uint16_t *pc, uint64_t *act, uint64_t *live)
{
    wave_t v;
    load_wave(s, &s->r, w >= 0 && w < s->waves ? w : 0, &v);
    *pc = v.pc;
    *act = v.act;
    *live = v.live;
}

int sm5_seq_nwaves(const sm5_seq_t *s) { return s->r.nw; }

/* ------------------------------------------------------------------ programs */

/* The constant buffers a program reads through the constant RAM's regions (sm5_const_row):
 * every cb# read with a relative index, and the icb. */
static bool cb_indexed(const sm5_prog_t *p, int cb)
{
    for (int i = 0; i < p->nuops; i++)
        for (int s = 0; s < SM5_NSRC; s++)
            if (p->uops[i].src[s].xkind == SM5_SRCX_CB && p->uops[i].src[s].idx == cb) return true;
    return false;
}

static bool icb_indexed(const sm5_prog_t *p)
{
    for (int i = 0; i < p->nuops; i++)
        for (int s = 0; s < SM5_NSRC; s++)
            if (p->uops[i].src[s].xkind == SM5_SRCX_ICB) return true;
    return false;
}

int sm5_seq_cbuf_rows(const sm5_prog_t *p, int lanes, int nconst, int cbufs, int cb_rows,
                      void (*put)(void *ctx, int row, const uint32_t v[4]), void *ctx)
{
    int n = 0, nin = sm5_seq_nin(p);
    for (int l = 0; l < lanes && nin; l++)   /* v# inputs (VIN): lane l's vN at l * nin + N */
        for (int v = 0; v < nin; v++, n++) {
            uint32_t x[4] = { 0, 0, 0, 0 };
            if (p->vin) memcpy(x, p->vin + ((size_t)l * SM5_NIO + (size_t)v) * 4u, sizeof x);
            put(ctx, (int)sm5_const_vin_row(nconst, cbufs, cb_rows, (uint32_t)(l * nin + v)), x);
        }
    for (int b = 0; b <= SM5_NCB; b++) {   /* cb0..cb15, then the icb */
        bool icb = b == SM5_NCB;
        if (icb ? !icb_indexed(p) : !cb_indexed(p, b)) continue;
        uint32_t size = icb ? p->nicb : p->cb_size[b];
        int region = icb ? cbufs : b;
        if (region > cbufs || size > (uint32_t)cb_rows) continue;   /* (refused: sm5_seq_unsupported) */
        const uint32_t sz[4] = { size, 0, 0, 0 };
        put(ctx, (int)sm5_const_rows(nconst, cbufs, cb_rows) + region, sz);
        for (uint32_t e = 0; e < size; e++, n++) {
            static const uint32_t zero[4] = { 0, 0, 0, 0 };
            const uint32_t *v = icb ? p->icb[e] : p->cb_data[b] ? p->cb_data[b][e] : zero;
            put(ctx, (int)sm5_const_row(nconst, cb_rows, region, e), v);
        }
    }
    return n;
}

/* x#N's first element in the wave's block: after the system values */
static int xt_base(const sm5_prog_t *p, int x)
{
    int b = sm5_seq_xreg(p);
    for (int i = 0; i < x && i < SM5_NXTEMP; i++) b += (int)p->xtemp_size[i];
    return b;
}

int sm5_seq_srv_slot(const sm5_prog_t *p, int t)
{
    int k = 0;   /* t#t is the k-th declared t#; it takes the k-th u# slot the program leaves free */
    for (int i = 0; i < t; i++) k += p->res[16 + i].kind != SM5_RES_NONE;
    for (int s = 0; s < 8; s++)
        if (p->res[s].kind == SM5_RES_NONE && k-- == 0) return s;
    return -1;
}

int sm5_seq_lower(const sm5_prog_t *p, sm5_uop_t *out)
{
    int obase = p->nregs > 0 ? p->nregs : 1, vreg = sm5_seq_vreg(p);
    int ncond, sw_scr[64], nsw_open = 0;   /* the open switches' scratch registers (-1: none) */
    (void)flow_scratch(p, &ncond);
    int scr_cond = scratch_base(p), scr_sw = scr_cond + ncond;
    for (int i = 0; i < p->nuops; i++) {
        out[i] = p->uops[i];
        if (out[i].srv) {   /* t#: a load through the free u# slot holding its descriptor */
            out[i].res = (uint8_t)sm5_seq_srv_slot(p, p->uops[i].res);
            out[i].srv = false;
            if (out[i].op == SM5_OP_LD) out[i].op = SM5_OP_LD_UAV_TYPED;   /* (as the archsim) */
        }
        for (int k = 0; k < SM5_NSRC; k++) {   /* icb, cb#[i]: a constant buffer's region */
            sm5_src_t *sr = &out[i].src[k];
            if (sr->xkind != SM5_SRCX_ICB && sr->xkind != SM5_SRCX_CB) continue;
            uint32_t size = sr->xkind == SM5_SRCX_ICB ? p->nicb : p->cb_size[sr->idx];
            sr->kind = SM5_SRC_CONST;
            if (sr->xkind == SM5_SRCX_ICB) sr->idx = 0;   /* (the region after the build's cb#) */
            if (sr->x.rel) continue;       /* the sequencer splits the lanes by index (WF) */
            uint16_t off = sr->x.off;
            memset(&sr->x, 0, sizeof sr->x);
            if (off < size) sr->x.off = off;
            else { sr->kind = SM5_SRC_NONE; sr->idx = 0; sr->xkind = SM5_SRCX_NONE; }   /* P-31: reads 0 */
        }
        /* x#[i]: a register of the wave's block. A relative index is resolved by WF, which
         * checks it against the x#'s size: the first indexed x# operand's (destination,
         * then sources) in target, the second's in res_swz (unused by an op with an
         * indexed operand: not a memory op; a wave's block, so an x#, has < 256 registers) */
        int nxs = 0;
        if (out[i].dst_kind == SM5_DST_XTEMP) {
            int base = xt_base(p, out[i].dst_reg);
            if (out[i].dst_idx.rel) {
                out[i].dst_reg = (uint8_t)base;
                out[i].target = (uint16_t)p->xtemp_size[p->uops[i].dst_reg];
                nxs++;
            } else {                        /* (past the end: refused, sm5_seq_unsupported) */
                out[i].dst_kind = SM5_DST_TEMP;
                out[i].dst_reg = (uint8_t)(base + out[i].dst_idx.off);
                memset(&out[i].dst_idx, 0, sizeof out[i].dst_idx);
            }
        }
        for (int k = 0; k < SM5_NSRC; k++) {
            sm5_src_t *sr = &out[i].src[k];
            if (sr->xkind != SM5_SRCX_XTEMP) continue;
            int base = xt_base(p, sr->idx);
            uint32_t size = p->xtemp_size[sr->idx];
            sr->kind = SM5_SRC_TEMP;
            if (sr->x.rel) {               /* WF */
                sr->idx = (uint8_t)base;
                if (sm5_op_is_flow((sm5_op_t)out[i].op)) out[i].res_swz = (uint8_t)size;   /* (target: the jump) */
                else if (nxs++ == 0) out[i].target = (uint16_t)size;
                else out[i].res_swz = (uint8_t)size;   /* (a third: refused, sm5_seq_unsupported) */
                continue;
            }
            if (sr->x.off < size) sr->idx = (uint8_t)(base + sr->x.off);
            else { sr->kind = SM5_SRC_NONE; sr->idx = 0; }   /* P-31: reads 0 */
            sr->xkind = SM5_SRCX_NONE;
            memset(&sr->x, 0, sizeof sr->x);
        }
        for (int k = 0; k < SM5_NSRC; k++)
            if (out[i].src[k].xkind == SM5_SRCX_INPUT) {   /* v#N: a register of the wave */
                out[i].src[k].xkind = SM5_SRCX_NONE;
                out[i].src[k].kind = SM5_SRC_TEMP;
                out[i].src[k].idx = (uint8_t)(vreg + out[i].src[k].idx);
            }
        if (out[i].dst_kind == SM5_DST_OUTPUT) {
            out[i].dst_kind = SM5_DST_TEMP;
            out[i].dst_reg = (uint8_t)(obase + out[i].dst_reg);
        }
        if (sm5_op_ndst((sm5_op_t)out[i].op) == 2 && out[i].dst2_kind == SM5_DST_OUTPUT) {
            out[i].dst2_kind = SM5_DST_TEMP;
            out[i].dst2_reg = (uint8_t)(obase + out[i].dst2_reg);
        }
        /* scratch registers (mat_uop): a condition's, or the switch's own, which its case
         * labels compare again (their src1, the selector, becomes that register) */
        if (out[i].op == SM5_OP_SWITCH && nsw_open < (int)(sizeof sw_scr / sizeof sw_scr[0]))
            sw_scr[nsw_open++] = flow_indexed(&out[i]) ? scr_sw++ : -1;
        else if (out[i].op == SM5_OP_ENDSWITCH && nsw_open > 0) nsw_open--;
        if (flow_indexed(&out[i])) out[i].dst_reg = (uint8_t)(out[i].op == SM5_OP_SWITCH ? sw_scr[nsw_open - 1] : scr_cond);
        if (out[i].op == SM5_OP_CASE && nsw_open > 0 && sw_scr[nsw_open - 1] >= 0) {
            memset(&out[i].src[1], 0, sizeof out[i].src[1]);   /* component 0 of the mov: .xxxx */
            out[i].src[1].kind = SM5_SRC_TEMP;
            out[i].src[1].idx = (uint8_t)sw_scr[nsw_open - 1];
        }
    }
    return obase;
}

static int out_regs(const sm5_prog_t *p)
{
    int n = p->nregs > 0 ? p->nregs : 1, hi = -1;
    for (int o = 0; o < SM5_NIO; o++)
        if ((p->out_decl >> o) & 1u) hi = o;
    return n + hi + 1;
}

int sm5_seq_nin(const sm5_prog_t *p)
{
    int n = 0;
    for (int i = 0; i < p->nuops; i++)
        for (int s = 0; s < SM5_NSRC; s++)
            if (p->uops[i].src[s].xkind == SM5_SRCX_INPUT && p->uops[i].src[s].idx + 1 > n) n = p->uops[i].src[s].idx + 1;
    return n;
}

int sm5_seq_vreg(const sm5_prog_t *p) { return out_regs(p); }

int sm5_seq_sysreg(const sm5_prog_t *p)
{
    for (int i = 0; i < p->nuops; i++)
        for (int s = 0; s < SM5_NSRC; s++)
            if (p->uops[i].src[s].kind == SM5_SRC_THREAD_ID) return out_regs(p) + sm5_seq_nin(p);
    return -1;
}

int sm5_seq_xreg(const sm5_prog_t *p) { return out_regs(p) + sm5_seq_nin(p) + (sm5_seq_sysreg(p) >= 0 ? 3 : 0); }

/* Flow ops whose condition (src0) is read through an index or from a constant buffer's
 * region need scratch registers (mat_uop) after the x# elements: one shared by the
 * conditional ops (if, breakc, ...), and one per such switch, which its case labels read
 * again (nested switches each keep their own). *ncond: 0 or 1; returns the switches. */
static bool cond_indexed(const sm5_src_t *sr)
{
    return sr->xkind == SM5_SRCX_CB || sr->xkind == SM5_SRCX_ICB || (sr->xkind == SM5_SRCX_XTEMP && sr->x.rel);
}

static int flow_scratch(const sm5_prog_t *p, int *ncond)
{
    int nsw = 0;
    *ncond = 0;
    for (int i = 0; i < p->nuops; i++) {
        const sm5_uop_t *u = &p->uops[i];
        if (!sm5_op_is_flow((sm5_op_t)u->op) || !cond_indexed(&u->src[0])) continue;
        if (u->op == SM5_OP_SWITCH) nsw++;
        else *ncond = 1;
    }
    return nsw;
}

static int scratch_base(const sm5_prog_t *p)
{
    int n = sm5_seq_xreg(p);
    for (int x = 0; x < SM5_NXTEMP; x++) n += (int)p->xtemp_size[x];
    return n;
}

int sm5_seq_nregs(const sm5_prog_t *p)
{
    int ncond, nsw = flow_scratch(p, &ncond);
    return scratch_base(p) + ncond + nsw;   /* (the scratch registers last) */
}

uint32_t sm5_seq_threads(const sm5_prog_t *p, int lanes)
{
    if (p->thread_group[0] && strcmp(p->shader, "cs") == 0)
        return p->thread_group[0] * p->thread_group[1] * p->thread_group[2];
    return (uint32_t)lanes;
}

void sm5_seq_run_of(const sm5_prog_t *p, int lanes, int cbase, sm5_seq_run_t *run)
{
    run->len = p->nuops;
    run->lanes = lanes;
    run->threads = sm5_seq_threads(p, lanes);
    run->wregs = sm5_seq_nregs(p);
    run->sysreg = sm5_seq_sysreg(p);
    run->cbase = cbase;
    run->groups = (int)(p->dispatch[0] * p->dispatch[1] * p->dispatch[2]);
    run->nin = sm5_seq_nin(p);
    run->vreg = sm5_seq_vreg(p);
}

const char *sm5_seq_unsupported(const sm5_prog_t *p, int lanes, int nregs, int waves, int cbufs, int cb_rows,
                                char *buf, size_t len)
{
    uint64_t groups = (uint64_t)p->dispatch[0] * p->dispatch[1] * p->dispatch[2];
    if (groups > 0xFFFF) return "more than 65535 thread groups";
    uint64_t threads = sm5_seq_threads(p, lanes);
    uint64_t nw = (threads + (uint64_t)lanes - 1) / (uint64_t)lanes;
    if (nw > (uint64_t)waves) {
        snprintf(buf, len, "a group of %llu threads (%llu waves of %d lane%s): the sequencer holds at most "
                 "MAX_WAVES = %d waves per group", (unsigned long long)threads, (unsigned long long)nw, lanes,
                 lanes == 1 ? "" : "s", waves);
        return buf;
    }
    /* the in-group split (init_uop) is exact for t * X < 2^21: D3D's 1024 threads */
    if (threads > 1024) return "a group of more than 1024 threads";
    if (p->nuops > 0xFE00) return "more than 65024 micro-ops (tags from 0xFE00 are the sequencer's own)";
    /* INIT's step 0 of wave w > 0 writes its t from wave w - 1's block (init_uop) */
    if (nw > 1 && sm5_seq_sysreg(p) >= 0 && sm5_seq_sysreg(p) + sm5_seq_nregs(p) > 255)
        return "more than 255 registers in two waves' blocks (INIT's first step spans them)";
    if ((uint64_t)sm5_seq_nregs(p) * nw > (uint64_t)nregs)
        return "more registers (waves x (temps + outputs + system value)) than the build has";
    if (sm5_seq_sysreg(p) >= 0 && (uint64_t)p->nconst + 4 + 2 * groups > SM5_NCONST_MAX)
        return "no constant-file room for the in-group split's constants and the groups' ids";
    int nin = sm5_seq_nin(p);
    if (nin && nw > 1) return "v# inputs in a group of more than one wave";
    for (int b = 0; b < SM5_NCB; b++) {
        if (!cb_indexed(p, b)) continue;
        if (b >= cbufs) {
            snprintf(buf, len, "cb%d read through an index: the build's constant RAM has regions for "
                     "CBUFS = %d buffers (cb0..cb%d)", b, cbufs, cbufs - 1);
            return buf;
        }
        if (p->cb_size[b] > (uint32_t)cb_rows) {
            snprintf(buf, len, "cb%d[%u] read through an index: the build's constant buffers hold CB_ROWS = %d rows",
                     b, p->cb_size[b], cb_rows);
            return buf;
        }
    }
    if (icb_indexed(p) && p->nicb > (uint32_t)cb_rows) {
        snprintf(buf, len, "an icb of %u entries: the build's constant buffers hold CB_ROWS = %d rows", p->nicb, cb_rows);
        return buf;
    }
    for (int i = 0; i < p->nuops; i++) {
        const sm5_uop_t *u = &p->uops[i];
        if (u->srv && sm5_seq_srv_slot(p, u->res) < 0) {
            snprintf(buf, len, "t%u: the core reads a t# through a u# slot the program leaves free, and "
                     "u0..u7 are all declared (line %u)", u->res, p->uop_line[i]);
            return buf;
        }
        int rel = u->dst_kind == SM5_DST_XTEMP && u->dst_idx.rel;
        if (u->dst_kind == SM5_DST_XTEMP && !u->dst_idx.rel && u->dst_idx.off >= p->xtemp_size[u->dst_reg]) {
            snprintf(buf, len, "an x# write past its size with a constant index (line %u)", p->uop_line[i]);
            return buf;
        }
        int relx = rel;   /* x# operands read or written through an index */
        for (int s = 0; s < SM5_NSRC; s++) {
            rel += u->src[s].xkind != SM5_SRCX_NONE && u->src[s].x.rel;
            relx += u->src[s].xkind == SM5_SRCX_XTEMP && u->src[s].x.rel;
        }
        if (relx > 2) {
            snprintf(buf, len, "more than two relatively indexed x# operands in one instruction (line %u)", p->uop_line[i]);
            return buf;
        }
        if (relx > 1 && sm5_op_is_mem((sm5_op_t)u->op)) {   /* (res_swz is the memory op's) */
            snprintf(buf, len, "two relatively indexed x# operands in a memory instruction (line %u)", p->uop_line[i]);
            return buf;
        }
    }
    return NULL;
}

/* Cycle model of rtl/sm5_seq.sv: see sm5_seq.h. Every field of struct sm5_seq below the
 * parameters is a register of the RTL (same name + _q); eval computes this cycle's
 * outputs and the next state (nx), tick copies it. The mask-stack rules are those of the
 * architectural simulator (sm5_archsim_exec.c), which is the reference. */
#include "sm5_seq.h"
#include <stdlib.h>
#include <string.h>

struct sm5_seq {
    int lanes, depth, imem_depth, nconst;
    uint64_t all;                /* lanes mask */
    sm5_uop_t *imem;
    uint32_t (*cfile)[4];
    /* registers */
    struct st {
        uint8_t state;
        uint16_t pc, len;
        uint64_t act, live;
        uint64_t base_exec;      /* the lanes that exist (host configuration) */
        uint64_t cur_exec;       /* the lane mask the core is configured with */
        uint8_t sp;              /* mask-stack entries in use */
        sm5_seq_ent_t stk[SM5_SEQ_DEPTH_MAX];
        uint8_t err;
        uint16_t lb;             /* WALK: the label being compared */
        uint64_t matched;        /* WALK: lanes some case matched */
        uint32_t sel[SM5_MAX_LANES];   /* WALK: the switch selector per lane */
        uint32_t barriers;
    } r, nx;
    /* combinational values of the last eval */
    bool step;
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

sm5_seq_t *sm5_seq_new(int lanes, int depth, int imem_depth, int nconst)
{
    if (lanes < 1 || lanes > SM5_MAX_LANES || depth < 1 || depth > SM5_SEQ_DEPTH_MAX || imem_depth < 1 ||
        imem_depth > 65536 || nconst < 1 || nconst > SM5_NCONST_MAX)
        return NULL;
    sm5_seq_t *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->lanes = lanes; s->depth = depth; s->imem_depth = imem_depth; s->nconst = nconst;
    s->all = lanes == 64 ? ~0ull : (1ull << lanes) - 1;
    s->imem = calloc((size_t)imem_depth, sizeof *s->imem);
    s->cfile = calloc((size_t)nconst, sizeof *s->cfile);
    if (!s->imem || !s->cfile) { sm5_seq_free(s); return NULL; }
    sm5_seq_reset(s);
    return s;
}

void sm5_seq_free(sm5_seq_t *s)
{
    if (!s) return;
    free(s->imem);
    free(s->cfile);
    free(s);
}

void sm5_seq_reset(sm5_seq_t *s)
{
    memset(&s->r, 0, sizeof s->r);
    s->r.state = SM5_SEQ_IDLE;
    s->nx = s->r;
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

void sm5_seq_start(sm5_seq_t *s, int len)
{
    s->r.state = SM5_SEQ_RUN;
    s->r.pc = 0;
    s->r.len = (uint16_t)len;
    s->r.act = s->r.live = s->r.base_exec;
    s->r.sp = 0;
    s->r.err = SM5_SEQE_NONE;
    s->r.barriers = 0;
}

/* ------------------------------------------------------------------ operands */

static bool is_cond(uint8_t op)
{
    return op == SM5_OP_IF_Z || op == SM5_OP_IF_NZ || op == SM5_OP_BREAKC_Z || op == SM5_OP_BREAKC_NZ ||
           op == SM5_OP_CONTINUEC_Z || op == SM5_OP_CONTINUEC_NZ || op == SM5_OP_RETC_Z || op == SM5_OP_RETC_NZ;
}

static bool is_nz(uint8_t op)
{
    return op == SM5_OP_IF_NZ || op == SM5_OP_BREAKC_NZ || op == SM5_OP_CONTINUEC_NZ || op == SM5_OP_RETC_NZ;
}

/* Component 0 (after the swizzle) of a source for lane l; TEMP reads the read-port row. */
static uint32_t opnd(const sm5_seq_t *s, const sm5_src_t *sr, int l, const uint32_t (*rd)[4])
{
    unsigned c = sm5_swz_sel(sr->swz, 0);
    switch (sr->kind) {
    case SM5_SRC_TEMP: return rd ? rd[l][c] : 0;
    case SM5_SRC_CONST: return sr->idx < s->nconst ? s->cfile[sr->idx][c] : 0;
    case SM5_SRC_THREAD_ID: return (c == 0 && sr->idx != SM5_SV_GROUP_ID) ? (uint32_t)l : 0;
    default: return 0;
    }
}

/* Lanes of m whose condition source (src0) is != 0 (nz) or == 0. */
static uint64_t cond_lanes(const sm5_seq_t *s, const sm5_uop_t *u, uint64_t m, const uint32_t (*rd)[4], bool nz)
{
    uint64_t r = 0;
    for (int l = 0; l < s->lanes; l++)
        if (((m >> l) & 1u) && ((opnd(s, &u->src[0], l, rd) != 0) == nz)) r |= 1ull << l;
    return r;
}

/* Lanes of m whose selector (src1 of a case) equals the label (src0). */
static uint64_t case_lanes(const sm5_seq_t *s, const sm5_uop_t *u, uint64_t m, const uint32_t (*rd)[4])
{
    uint64_t r = 0;
    for (int l = 0; l < s->lanes; l++)
        if (((m >> l) & 1u) && opnd(s, &u->src[1], l, rd) == opnd(s, &u->src[0], l, NULL)) r |= 1ull << l;
    return r;
}

/* The source a flow op reads through the register-file port this time, or -1: a
 * condition or the switch selector (src0) when lanes are active, a case's selector
 * (src1) when lanes are pending. */
static int read_src(const struct st *r, const sm5_uop_t *u)
{
    int s = -1;
    if (is_cond(u->op) || u->op == SM5_OP_SWITCH) s = r->act ? 0 : -1;
    else if (u->op == SM5_OP_CASE)
        s = (r->sp > 0 && r->stk[r->sp - 1].kind == SM5_SEQK_SWITCH && r->stk[r->sp - 1].pending) ? 1 : -1;
    return s >= 0 && u->src[s].kind == SM5_SRC_TEMP ? s : -1;
}

/* ------------------------------------------------------------------ the mask stack */

static void leave_above(struct st *n, int k, uint64_t L)
{
    for (int i = k + 1; i < n->sp; i++) {
        n->stk[i].outer &= ~L;
        n->stk[i].pending &= ~L;
        n->stk[i].running &= ~L;
        n->stk[i].nomatch &= ~L;
    }
    n->act &= ~L;
}

static int innermost(const struct st *n, bool loop_only)
{
    for (int i = n->sp - 1; i >= 0; i--)
        if (n->stk[i].kind == SM5_SEQK_LOOP || (!loop_only && n->stk[i].kind == SM5_SEQK_SWITCH)) return i;
    return -1;
}

static sm5_seq_ent_t *push(const sm5_seq_t *s, struct st *n, uint8_t kind, uint16_t pc)
{
    if (n->sp >= s->depth) { n->err = SM5_SEQE_OVERFLOW; n->state = SM5_SEQ_ERR; return NULL; }
    sm5_seq_ent_t *e = &n->stk[n->sp++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    e->open = pc;
    e->outer = n->act;
    return e;
}

static sm5_seq_ent_t *top_of(struct st *n, uint8_t kind)
{
    if (n->sp == 0 || n->stk[n->sp - 1].kind != kind) { n->err = SM5_SEQE_NESTING; n->state = SM5_SEQ_ERR; return NULL; }
    return &n->stk[n->sp - 1];
}

/* Resolves the flow op u at pc on the next state n (rd: the read-port row, or NULL).
 * Returns false when it did not retire this cycle (barrier drain, switch walk). */
static bool flow(const sm5_seq_t *s, struct st *n, const sm5_uop_t *u, uint16_t pc, const uint32_t (*rd)[4],
                 bool idle, uint8_t *wait)
{
    uint16_t next = (uint16_t)(pc + 1);
    sm5_seq_ent_t *e;
    uint64_t L;
    int k;
    switch (u->op) {
    case SM5_OP_IF_Z: case SM5_OP_IF_NZ: {
        uint64_t c = cond_lanes(s, u, n->act, rd, is_nz(u->op));
        if (!(e = push(s, n, SM5_SEQK_IF, pc))) return true;
        e->pending = n->act & ~c;
        n->act = c;
        if (!c) next = u->target;
        break;
    }
    case SM5_OP_ELSE:
        if (!(e = top_of(n, SM5_SEQK_IF))) return true;
        n->act = e->pending;
        e->pending = 0;
        if (!n->act) next = u->target;
        break;
    case SM5_OP_ENDIF:
        if (!(e = top_of(n, SM5_SEQK_IF))) return true;
        n->act = e->outer;
        n->sp--;
        break;
    case SM5_OP_LOOP:
        if (!(e = push(s, n, SM5_SEQK_LOOP, pc))) return true;
        e->running = n->act;
        break;
    case SM5_OP_ENDLOOP:
        if (!(e = top_of(n, SM5_SEQK_LOOP))) return true;
        if (e->running) { n->act = e->running; next = (uint16_t)(e->open + 1); }
        else { n->act = e->outer; n->sp--; }
        break;
    case SM5_OP_BREAK: case SM5_OP_BREAKC_Z: case SM5_OP_BREAKC_NZ:
        L = u->op == SM5_OP_BREAK ? n->act : cond_lanes(s, u, n->act, rd, is_nz(u->op));
        if ((k = innermost(n, false)) < 0) { n->err = SM5_SEQE_NESTING; n->state = SM5_SEQ_ERR; return true; }
        leave_above(n, k, L);
        if (n->stk[k].kind == SM5_SEQK_LOOP) n->stk[k].running &= ~L;
        else { n->stk[k].pending &= ~L; n->stk[k].nomatch &= ~L; }
        break;
    case SM5_OP_CONTINUE: case SM5_OP_CONTINUEC_Z: case SM5_OP_CONTINUEC_NZ:
        L = u->op == SM5_OP_CONTINUE ? n->act : cond_lanes(s, u, n->act, rd, is_nz(u->op));
        if ((k = innermost(n, true)) < 0) { n->err = SM5_SEQE_NESTING; n->state = SM5_SEQ_ERR; return true; }
        leave_above(n, k, L);
        break;
    case SM5_OP_SWITCH: {
        uint64_t act = n->act;
        if (!(e = push(s, n, SM5_SEQK_SWITCH, pc))) return true;
        e->pending = act;
        n->act = 0;
        if (act) {   /* walk the labels: latch the selector, then one label per cycle */
            for (int l = 0; l < s->lanes; l++) n->sel[l] = opnd(s, &u->src[0], l, rd);
            n->lb = u->target;
            n->matched = 0;
            n->state = SM5_SEQ_WALK;
            *wait = SM5_SEQW_WALK;
            return false;
        }
        next = u->target;
        break;
    }
    case SM5_OP_CASE: case SM5_OP_DEFAULT: {
        if (!(e = top_of(n, SM5_SEQK_SWITCH))) return true;
        uint64_t m = u->op == SM5_OP_CASE ? case_lanes(s, u, e->pending, rd) : (e->pending & e->nomatch);
        n->act |= m;
        e->pending &= ~m;
        if (!n->act) next = u->target;
        break;
    }
    case SM5_OP_ENDSWITCH:
        if (!(e = top_of(n, SM5_SEQK_SWITCH))) return true;
        n->act = e->outer;
        n->sp--;
        break;
    case SM5_OP_RET: case SM5_OP_RETC_Z: case SM5_OP_RETC_NZ:
        L = u->op == SM5_OP_RET ? n->act : cond_lanes(s, u, n->act, rd, is_nz(u->op));
        leave_above(n, -1, L);
        n->live &= ~L;
        break;
    case SM5_OP_SYNC:
        if (u->sync & SM5_SYNC_T) {
            if (n->act != n->live) { n->err = SM5_SEQE_BARRIER; n->state = SM5_SEQ_ERR; return true; }
            /* one wave: every wave of the group has arrived; memory drains first */
            if (!idle) { *wait = SM5_SEQW_BARRIER; return false; }
            n->barriers++;
        }
        break;
    default:   /* nop */
        break;
    }
    n->pc = next;
    if (!n->live || n->pc >= n->len) n->state = SM5_SEQ_FIN;
    return true;
}

/* ------------------------------------------------------------------ eval / tick */

void sm5_seq_eval(sm5_seq_t *s, const sm5_seq_in_t *in, sm5_seq_out_t *out)
{
    const struct st *r = &s->r;
    struct st *n = &s->nx;
    *n = *r;
    memset(out, 0, sizeof *out);
    uint8_t wait = SM5_SEQW_NONE;
    bool step = false;
    uint16_t step_pc = r->pc;
    uint64_t step_mask = r->act;

    switch (r->state) {
    case SM5_SEQ_RUN: case SM5_SEQ_RD2: {
        if (r->pc >= s->imem_depth) { n->state = SM5_SEQ_FIN; break; }
        const sm5_uop_t *u = &s->imem[r->pc];
        if (!sm5_op_is_flow((sm5_op_t)u->op)) {
            if (!r->act) {                 /* no lane active: nothing to issue */
                step = true;
                n->pc = (uint16_t)(r->pc + 1);
            } else if (r->act != r->cur_exec && !in->idle) {
                wait = SM5_SEQW_MASK;
            } else {
                out->issue_valid = true;
                out->issue_tag = r->pc;
                out->issue_uop = *u;
                if (r->act != r->cur_exec) {   /* the core is idle: its mask changes with the issue */
                    out->cfg_we = true;
                    out->cfg_exec = r->act;
                    n->cur_exec = r->act;
                }
                if (in->issue_ready) { step = true; n->pc = (uint16_t)(r->pc + 1); }
                else wait = SM5_SEQW_READY;
            }
            if (step && n->pc >= r->len) n->state = SM5_SEQ_FIN;
            break;
        }
        int rs = read_src(r, u);
        const uint32_t (*rd)[4] = NULL;
        if (rs >= 0 && r->state == SM5_SEQ_RUN) {   /* the condition is in a register */
            if (in->idle) {
                out->rd_en = true;
                out->rd_reg = u->src[rs].idx;
                n->state = SM5_SEQ_RD1;
                wait = SM5_SEQW_READ;
            } else wait = SM5_SEQW_COND;
            break;
        }
        if (rs >= 0) rd = in->rd_data;
        n->state = SM5_SEQ_RUN;
        step = flow(s, n, u, r->pc, rd, in->idle, &wait);
        if (n->state == SM5_SEQ_ERR) step = false;
        break;
    }
    case SM5_SEQ_RD1:
        n->state = SM5_SEQ_RD2;
        wait = SM5_SEQW_READ;
        break;
    case SM5_SEQ_WALK: {
        /* the switch being walked is the top entry; its pc is the entry's open */
        sm5_seq_ent_t *e = &n->stk[r->sp - 1];
        const sm5_uop_t *lu = &s->imem[r->lb < s->imem_depth ? r->lb : 0];
        bool label = r->lb < r->len && (lu->op == SM5_OP_CASE || lu->op == SM5_OP_DEFAULT);
        if (label && lu->op == SM5_OP_CASE)
            for (int l = 0; l < s->lanes; l++)
                if (((e->pending >> l) & 1u) && r->sel[l] == opnd(s, &lu->src[0], l, NULL)) n->matched |= 1ull << l;
        if (label && lu->target > r->lb) {
            n->lb = lu->target;
            wait = SM5_SEQW_WALK;
            break;
        }
        /* the chain ends: lanes no case matched take the default */
        e->nomatch = e->pending & ~n->matched;
        n->pc = s->imem[e->open < s->imem_depth ? e->open : 0].target;
        n->state = SM5_SEQ_RUN;
        step = true;
        step_pc = e->open;
        step_mask = e->pending;
        break;
    }
    case SM5_SEQ_FIN:
        if (in->idle) n->state = SM5_SEQ_DONE;
        break;
    default:
        break;
    }
    s->step = step;
    out->step = step;
    out->step_pc = step ? step_pc : 0;
    out->step_mask = step ? step_mask : 0;
    out->state = r->state;
    out->wait = wait;
    out->pc = r->pc;
    out->act = r->act;
    out->live = r->live;
    out->depth = r->sp;
    out->err = r->err;
    out->done = r->state == SM5_SEQ_DONE;
    out->barriers = r->barriers;
}

void sm5_seq_tick(sm5_seq_t *s, const sm5_seq_in_t *in)
{
    (void)in;
    s->r = s->nx;
}

int sm5_seq_stack(const sm5_seq_t *s, sm5_seq_ent_t *out, int max)
{
    int n = s->r.sp < max ? s->r.sp : max;
    memcpy(out, s->r.stk, (size_t)n * sizeof *out);
    return s->r.sp;
}

/* ------------------------------------------------------------------ programs */

int sm5_seq_lower(const sm5_prog_t *p, sm5_uop_t *out)
{
    int obase = p->nregs > 0 ? p->nregs : 1;
    for (int i = 0; i < p->nuops; i++) {
        out[i] = p->uops[i];
        if (out[i].dst_kind == SM5_DST_OUTPUT) {
            out[i].dst_kind = SM5_DST_TEMP;
            out[i].dst_reg = (uint8_t)(obase + out[i].dst_reg);
        }
        if (sm5_op_ndst((sm5_op_t)out[i].op) == 2 && out[i].dst2_kind == SM5_DST_OUTPUT) {
            out[i].dst2_kind = SM5_DST_TEMP;
            out[i].dst2_reg = (uint8_t)(obase + out[i].dst2_reg);
        }
    }
    return obase;
}

int sm5_seq_nregs(const sm5_prog_t *p)
{
    int n = p->nregs > 0 ? p->nregs : 1, hi = -1;
    for (int o = 0; o < SM5_NIO; o++)
        if ((p->out_decl >> o) & 1u) hi = o;
    return n + hi + 1;
}

const char *sm5_seq_unsupported(const sm5_prog_t *p, int lanes, int nregs)
{
    if (p->dispatch[0] * p->dispatch[1] * p->dispatch[2] > 1) return "several thread groups (//! dispatch)";
    if (p->thread_group[0] && (uint64_t)p->thread_group[0] * p->thread_group[1] * p->thread_group[2] > (uint64_t)lanes)
        return "a thread group larger than the lanes (several waves)";
    if (p->thread_group[1] > 1 || p->thread_group[2] > 1)
        return "a 2D / 3D thread group (the core's thread id is the lane index in x)";
    if (p->nuops > 65536) return "more than 65536 micro-ops";
    if (sm5_seq_nregs(p) > nregs) return "more temps + outputs than the build's registers";
    for (int i = 0; i < p->nuops; i++) {
        const sm5_uop_t *u = &p->uops[i];
        if (u->op == SM5_OP_LD || u->srv) return "read-only buffers t#";
        if (u->dst_kind == SM5_DST_XTEMP) return "x# destinations";
        for (int s = 0; s < SM5_NSRC; s++) {
            if (u->src[s].xkind != SM5_SRCX_NONE) return "v#, icb, x# or relatively indexed cb# operands";
            if (u->src[s].kind == SM5_SRC_THREAD_ID && u->src[s].idx == SM5_SV_GROUP_ID) return "vThreadGroupID";
        }
    }
    return NULL;
}

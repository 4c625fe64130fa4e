/* Architectural simulator: one micro-op on one wave. Operand fetch for every source
 * kind (temps, constants, thread ids, v#, relatively indexed cb, icb, x#), the masked
 * write to r#, o# or x#, memory ops through sm5_mem_exec (t# through the read-only
 * descriptor table), and flow control on the wave's execution-mask stack, the way the
 * hardware's branch unit will do it (sm5_archsim.h). */
#include "sm5_archsim_int.h"
#include "sm5_alu.h"
#include "sm5_policy.h"
#include <stdlib.h>
#include <string.h>

void sm5_arch_fetch(const sm5_uop_t *u, int s, const uint32_t *lane_regs,
                    const uint32_t cfile[][4], int lane, uint32_t out[4])
{
    const sm5_src_t *sr = &u->src[s];
    uint32_t v[4] = { 0, 0, 0, 0 };
    if (sr->xkind == SM5_SRCX_NONE) {
        switch (sr->kind) {
        case SM5_SRC_TEMP: memcpy(v, lane_regs + 4u * sr->idx, sizeof v); break;
        case SM5_SRC_CONST: memcpy(v, cfile[sr->idx], sizeof v); break;
        case SM5_SRC_THREAD_ID: if (sr->idx != SM5_SV_GROUP_ID) v[0] = (uint32_t)lane; break;
        default: break;
        }
    }
    for (int c = 0; c < 4; c++) out[c] = v[sm5_swz_sel(sr->swz, c)];
}

/* The value of an index for thread t: off + r[xreg].xcomp when relative. */
static uint32_t index_of(const sm5_arch_t *a, uint32_t t, const sm5_index_t *x)
{
    uint32_t v = x->off;
    if (x->rel) v += a->regs[((size_t)t * (size_t)a->nregs + x->xreg) * 4u + x->xcomp];
    return v;
}

/* A compute system value of thread t (D3D values, x fastest). */
static void sysval(const sm5_arch_t *a, uint32_t t, int which, uint32_t v[4])
{
    uint32_t tig[3] = { t % a->gsize[0], (t / a->gsize[0]) % a->gsize[1], t / (a->gsize[0] * a->gsize[1]) };
    v[3] = 0;
    for (int c = 0; c < 3; c++) {
        switch (which) {
        case SM5_SV_THREAD_ID: v[c] = a->group[c] * a->gsize[c] + tig[c]; break;
        case SM5_SV_THREAD_ID_IN_GROUP: v[c] = tig[c]; break;
        case SM5_SV_GROUP_ID: v[c] = a->group[c]; break;
        default: v[c] = c == 0 ? t : 0; break;   /* flattened */
        }
    }
}

/* Source s of u for lane l (thread t) after its swizzle, before modifiers. P-31: an
 * index past the declared size reads 0. */
static void fetch(sm5_arch_t *a, const sm5_uop_t *u, int s, int l, uint32_t t, uint32_t out[4])
{
    const sm5_prog_t *p = a->prog;
    const sm5_src_t *sr = &u->src[s];
    uint32_t v[4] = { 0, 0, 0, 0 };
    switch (sr->xkind) {
    case SM5_SRCX_INPUT:
        if (p->vin && l < SM5_MAX_LANES) memcpy(v, p->vin + ((size_t)l * SM5_NIO + sr->idx) * 4u, sizeof v);
        break;
    case SM5_SRCX_CB: {
        uint32_t i = index_of(a, t, &sr->x);
        if (i < p->cb_size[sr->idx]) memcpy(v, p->cb_data[sr->idx][i], sizeof v);
        else a->index_oob++;
        break;
    }
    case SM5_SRCX_ICB: {
        uint32_t i = index_of(a, t, &sr->x);
        if (i < p->nicb) memcpy(v, p->icb[i], sizeof v);
        else a->index_oob++;
        break;
    }
    case SM5_SRCX_XTEMP: {
        uint32_t i = index_of(a, t, &sr->x);
        if (i < p->xtemp_size[sr->idx])
            memcpy(v, a->xt + (size_t)t * a->xt_words + a->xt_base[sr->idx] + 4u * i, sizeof v);
        else a->index_oob++;
        break;
    }
    default:
        switch (sr->kind) {
        case SM5_SRC_TEMP: memcpy(v, a->regs + ((size_t)t * (size_t)a->nregs + sr->idx) * 4u, sizeof v); break;
        case SM5_SRC_CONST: memcpy(v, p->cfile[sr->idx], sizeof v); break;
        case SM5_SRC_THREAD_ID: sysval(a, t, sr->idx, v); break;
        default: break;
        }
    }
    for (int c = 0; c < 4; c++) out[c] = v[sm5_swz_sel(sr->swz, c)];
}

/* The masked write of an ALU result to r#, o# or x#[index] (P-31: an index out of range
 * writes nothing). The index is read before the write. */
static void write_dst(sm5_arch_t *a, const sm5_uop_t *u, uint32_t t, const uint32_t v[4])
{
    uint32_t *d;
    switch (u->dst_kind) {
    case SM5_DST_OUTPUT:
        d = a->out + ((size_t)t * SM5_NIO + u->dst_reg) * 4u;
        break;
    case SM5_DST_XTEMP: {
        uint32_t i = index_of(a, t, &u->dst_idx);
        if (i >= a->prog->xtemp_size[u->dst_reg]) { a->index_oob++; return; }
        d = a->xt + (size_t)t * a->xt_words + a->xt_base[u->dst_reg] + 4u * i;
        break;
    }
    default:
        d = a->regs + ((size_t)t * (size_t)a->nregs + u->dst_reg) * 4u;
        break;
    }
    for (int c = 0; c < 4; c++)
        if (u->dst_mask & (1u << c)) d[c] = v[c];
}

void sm5_arch_exec_lanes(sm5_arch_t *a, int w, const sm5_uop_t *u, uint64_t mask)
{
    sm5_op_t op = (sm5_op_t)u->op;
    int ns = sm5_op_nsrc(op);
    uint32_t t0 = a->waves[w].first_thread;
    if (sm5_op_class(op) == SM5_CL_QUERY) {   /* bufinfo: the descriptor, no memory access */
        const sm5_res_t *r = u->srv ? &a->srv.res[u->res & 7u] : &a->mem.res[u->res & 15u];
        uint32_t v[4];
        for (int c = 0; c < 4; c++) v[c] = sm5_alu_bufinfo(r);
        for (int l = 0; l < a->lanes; l++)
            if ((mask >> l) & 1u) write_dst(a, u, t0 + (uint32_t)l, v);
        return;
    }
    if (sm5_op_is_mem(op)) {
        /* all lanes' sources at once: P-9 orders lanes inside sm5_mem_exec */
        uint32_t (*src)[SM5_NSRC][4] = calloc((size_t)a->lanes, sizeof *src);
        uint32_t (*ret)[4] = calloc((size_t)a->lanes, sizeof *ret);
        if (!src || !ret) { free(src); free(ret); sm5_arch_fail(a, "out of memory"); return; }
        for (int l = 0; l < a->lanes; l++)
            if ((mask >> l) & 1u)
                for (int s = 0; s < ns; s++) fetch(a, u, s, l, t0 + (uint32_t)l, src[l][s]);
        uint64_t valid = 0;
        sm5_uop_t mu = *u;
        sm5_mem_t *m = &a->mem;
        if (u->srv) {   /* t#: the read-only table; ld reads a typed buffer as ld_uav_typed does */
            m = &a->srv;
            if (op == SM5_OP_LD) mu.op = SM5_OP_LD_UAV_TYPED;
        }
        sm5_mem_exec(m, &mu, a->lanes, mask, a->helper & mask, (const uint32_t (*)[SM5_NSRC][4])src, ret, &valid);
        if (sm5_op_returns_value(op))
            for (int l = 0; l < a->lanes; l++) {
                if (!((valid >> l) & 1u)) continue;
                uint32_t *d = sm5_arch_reg(a, (int)(t0 + (uint32_t)l), u->dst_reg);
                for (int c = 0; c < 4; c++)
                    if (u->dst_mask & (1u << c)) d[c] = ret[l][c];
            }
        a->nmemops++;
        free(src);
        free(ret);
        return;
    }
    for (int l = 0; l < a->lanes; l++) {
        if (!((mask >> l) & 1u)) continue;
        uint32_t t = t0 + (uint32_t)l;
        uint32_t src[SM5_NSRC][4], out[4], out2[4];
        memset(src, 0, sizeof src);
        for (int s = 0; s < ns; s++) fetch(a, u, s, l, t, src[s]);
        sm5_alu_exec(u, (const uint32_t (*)[4])src, out, out2);
        /* every source was read above, so a destination that is also a source is fine;
         * the assembler rejects two destinations that overlap (SPEC 10) */
        write_dst(a, u, t, out);
        if (sm5_op_ndst(op) == 2) {
            uint32_t *d2 = u->dst2_kind == SM5_DST_OUTPUT ? a->out + ((size_t)t * SM5_NIO + u->dst2_reg) * 4u
                                                          : sm5_arch_reg(a, (int)t, u->dst2_reg);
            for (int c = 0; c < 4; c++)
                if (u->dst2_mask & (1u << c)) d2[c] = out2[c];
        }
    }
}

/* ---------------------------------------------------------------- flow control */

/* Lanes of `mask` whose condition holds: _z: src0 (first component) == 0, _nz: != 0. */
static uint64_t cond_lanes(sm5_arch_t *a, int w, const sm5_uop_t *u, uint64_t mask, bool nz)
{
    uint64_t r = 0;
    for (int l = 0; l < a->lanes; l++) {
        if (!((mask >> l) & 1u)) continue;
        uint32_t v[4];
        fetch(a, u, 0, l, a->waves[w].first_thread + (uint32_t)l, v);
        if ((v[0] != 0) == nz) r |= 1ull << l;
    }
    return r;
}

/* Lanes of `mask` whose selector (src1 of a case) equals the label value (src0). */
static uint64_t case_lanes(sm5_arch_t *a, int w, const sm5_uop_t *u, uint64_t mask)
{
    uint64_t r = 0;
    for (int l = 0; l < a->lanes; l++) {
        if (!((mask >> l) & 1u)) continue;
        uint32_t t = a->waves[w].first_thread + (uint32_t)l, sel[4], val[4];
        fetch(a, u, 1, l, t, sel);
        fetch(a, u, 0, l, t, val);
        if (sel[0] == val[0]) r |= 1ull << l;
    }
    return r;
}

/* Lanes L leave the blocks above stack entry k (exclusive) and the active mask. */
static void leave_above(sm5_wave_t *wv, int k, uint64_t L)
{
    for (int i = k + 1; i < wv->depth; i++) {
        wv->stk[i].outer &= ~L;
        wv->stk[i].pending &= ~L;
        wv->stk[i].running &= ~L;
        wv->stk[i].nomatch &= ~L;
    }
    wv->act &= ~L;
}

/* The innermost loop (loop_only) or loop/switch entry; -1 if none. */
static int innermost(const sm5_wave_t *wv, bool loop_only)
{
    for (int i = wv->depth - 1; i >= 0; i--)
        if (wv->stk[i].kind == SM5_MSK_LOOP || (!loop_only && wv->stk[i].kind == SM5_MSK_SWITCH)) return i;
    return -1;
}

static sm5_msk_t *push(sm5_arch_t *a, sm5_wave_t *wv, uint8_t kind, int pc)
{
    if (wv->depth >= SM5_MASK_STACK_DEPTH) {
        sm5_arch_fail(a, "%s:%u: execution-mask stack overflow (depth %d)", a->prog->file, a->prog->uop_line[pc],
                      SM5_MASK_STACK_DEPTH);
        return NULL;
    }
    sm5_msk_t *e = &wv->stk[wv->depth++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    e->open = pc;
    e->outer = wv->act;
    return e;
}

/* The top entry, which must be of `kind` (the assembler guarantees it). */
static sm5_msk_t *top_of(sm5_arch_t *a, sm5_wave_t *wv, uint8_t kind, int pc)
{
    if (wv->depth == 0 || wv->stk[wv->depth - 1].kind != kind) {
        sm5_arch_fail(a, "%s:%u: malformed flow control (mask stack)", a->prog->file, a->prog->uop_line[pc]);
        return NULL;
    }
    return &wv->stk[wv->depth - 1];
}

void sm5_arch_wave_step(sm5_arch_t *a, int w)
{
    const sm5_prog_t *p = a->prog;
    sm5_wave_t *wv = &a->waves[w];
    int pc = wv->pc;
    const sm5_uop_t *u = &p->uops[pc];
    sm5_op_t op = (sm5_op_t)u->op;
    a->ninstr++;
    wv->ninstr++;
    /* P-27: every active lane counts the micro-op */
    for (int l = 0; l < a->lanes; l++) {
        if (!((wv->act >> l) & 1u)) continue;
        uint32_t t = wv->first_thread + (uint32_t)l;
        if (++a->steps[t] > p->max_steps) {
            sm5_arch_fail(a, "%s:%u: lane %u (thread %u of group (%u, %u, %u), wave %d) passed max_steps %llu "
                          "instructions (P-27: an endless loop?)", p->file, p->uop_line[pc], t, t,
                          a->group[0], a->group[1], a->group[2], w, (unsigned long long)p->max_steps);
            return;
        }
    }
    int next = pc + 1;
    sm5_msk_t *e;
    switch (op) {
    case SM5_OP_IF_Z: case SM5_OP_IF_NZ: {
        uint64_t c = cond_lanes(a, w, u, wv->act, op == SM5_OP_IF_NZ);
        if (!(e = push(a, wv, SM5_MSK_IF, pc))) return;
        e->pending = wv->act & ~c;
        wv->act = c;
        if (!c) next = u->target;   /* nothing to run: straight to the else / endif */
        break;
    }
    case SM5_OP_ELSE:
        if (!(e = top_of(a, wv, SM5_MSK_IF, pc))) return;
        wv->act = e->pending;
        e->pending = 0;
        if (!wv->act) next = u->target;
        break;
    case SM5_OP_ENDIF:
        if (!(e = top_of(a, wv, SM5_MSK_IF, pc))) return;
        wv->act = e->outer;
        wv->depth--;
        break;
    case SM5_OP_LOOP:
        if (!(e = push(a, wv, SM5_MSK_LOOP, pc))) return;
        e->running = wv->act;
        break;
    case SM5_OP_ENDLOOP:
        if (!(e = top_of(a, wv, SM5_MSK_LOOP, pc))) return;
        if (e->running) {            /* lanes at the end and lanes that continued go round */
            wv->act = e->running;
            next = e->open + 1;
        } else {                     /* every lane broke out or returned */
            wv->act = e->outer;
            wv->depth--;
        }
        break;
    case SM5_OP_BREAK: case SM5_OP_BREAKC_Z: case SM5_OP_BREAKC_NZ: {
        uint64_t L = op == SM5_OP_BREAK ? wv->act : cond_lanes(a, w, u, wv->act, op == SM5_OP_BREAKC_NZ);
        int k = innermost(wv, false);
        if (k < 0) { sm5_arch_fail(a, "%s:%u: break outside a loop or switch", p->file, p->uop_line[pc]); return; }
        leave_above(wv, k, L);
        if (wv->stk[k].kind == SM5_MSK_LOOP) wv->stk[k].running &= ~L;
        else { wv->stk[k].pending &= ~L; wv->stk[k].nomatch &= ~L; }
        break;
    }
    case SM5_OP_CONTINUE: case SM5_OP_CONTINUEC_Z: case SM5_OP_CONTINUEC_NZ: {
        uint64_t L = op == SM5_OP_CONTINUE ? wv->act : cond_lanes(a, w, u, wv->act, op == SM5_OP_CONTINUEC_NZ);
        int k = innermost(wv, true);
        if (k < 0) { sm5_arch_fail(a, "%s:%u: continue outside a loop", p->file, p->uop_line[pc]); return; }
        leave_above(wv, k, L);   /* they stay in the loop's running set */
        break;
    }
    case SM5_OP_SWITCH: {
        uint64_t act = wv->act;
        if (!(e = push(a, wv, SM5_MSK_SWITCH, pc))) return;
        e->pending = act;
        /* the branch unit walks the label chain once: lanes that match no case take
         * the default */
        uint64_t matched = 0;
        for (int lb = u->target; lb < p->nuops && (p->uops[lb].op == SM5_OP_CASE || p->uops[lb].op == SM5_OP_DEFAULT);
             lb = p->uops[lb].target) {
            if (p->uops[lb].op == SM5_OP_CASE) matched |= case_lanes(a, w, &p->uops[lb], act);
            if (p->uops[lb].target <= lb) break;
        }
        e->nomatch = act & ~matched;
        wv->act = 0;
        next = u->target;
        break;
    }
    case SM5_OP_CASE: case SM5_OP_DEFAULT: {
        if (!(e = top_of(a, wv, SM5_MSK_SWITCH, pc))) return;
        uint64_t m = op == SM5_OP_CASE ? case_lanes(a, w, u, e->pending) : (e->pending & e->nomatch);
        wv->act |= m;
        e->pending &= ~m;
        if (!wv->act) next = u->target;   /* no lane here: on to the next label */
        break;
    }
    case SM5_OP_ENDSWITCH:
        if (!(e = top_of(a, wv, SM5_MSK_SWITCH, pc))) return;
        wv->act = e->outer;
        wv->depth--;
        break;
    case SM5_OP_RET: case SM5_OP_RETC_Z: case SM5_OP_RETC_NZ: {
        uint64_t L = op == SM5_OP_RET ? wv->act : cond_lanes(a, w, u, wv->act, op == SM5_OP_RETC_NZ);
        leave_above(wv, -1, L);
        wv->live &= ~L;
        if (!wv->live) wv->done = true;
        break;
    }
    case SM5_OP_SYNC:
        if (u->sync & SM5_SYNC_T) {
            if (wv->act != wv->live) {
                sm5_arch_fail(a, "%s:%u: thread barrier in divergent flow: lanes 0x%llx of wave %d are live but "
                              "inactive here (D3D requires group-uniform flow at sync_*_t)", p->file,
                              p->uop_line[pc], (unsigned long long)(wv->live & ~wv->act), w);
                return;
            }
            wv->waiting = true;
            wv->barriers++;
            a->barrier_waits++;
        }
        /* _g / _ugroup / _uglobal: memory takes effect in issue order here, so a fence
         * has nothing left to order */
        break;
    case SM5_OP_NOP:
        break;
    default:
        if (wv->act) sm5_arch_exec_lanes(a, w, u, wv->act);
        break;
    }
    wv->pc = next;
    if (wv->pc >= p->nuops && !wv->done) {   /* the assembler ends every program with ret */
        wv->done = true;
        wv->live = wv->act = 0;
    }
}

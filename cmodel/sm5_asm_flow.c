/* Assembler: flow control (SPEC 13): if_z/if_nz/else/endif, loop/endloop, break,
 * breakc_*, continue, continuec_*, switch/case/default/endswitch, ret, retc_*, sync,
 * nop. Keeps the stack of open blocks, fills in every jump target (sm5_uop.h) and
 * checks the structure: matched and properly nested blocks, break inside a loop or
 * switch, continue inside a loop, labels directly inside their switch, no code falling
 * into the next label (FS 22.7), no duplicate case values or second default. */
#include "sm5_asm_int.h"
#include <stdlib.h>
#include <string.h>

static const char *blk_name(blk_kind_t k)
{
    return k == BLK_IF ? "if" : k == BLK_LOOP ? "loop" : "switch";
}

static struct asm_block *top(asm_t *a) { return a->nblk ? &a->blk[a->nblk - 1] : NULL; }

static void push_blk(asm_t *a, blk_kind_t k, const char *mb)
{
    if (a->nblk == a->cap_blk) {
        a->cap_blk = a->cap_blk ? 2 * a->cap_blk : 8;
        a->blk = asm_xrealloc(a, a->blk, (size_t)a->cap_blk * sizeof *a->blk);
    }
    if (a->nblk >= SM5_FLOW_DEPTH_MAX)
        asm_fail(a, mb, "flow control nested more than %d deep (the execution-mask stack)", SM5_FLOW_DEPTH_MAX);
    struct asm_block *b = &a->blk[a->nblk++];
    memset(b, 0, sizeof *b);
    b->kind = k;
    b->open = a->p->nuops;
    b->els = -1;
    b->last_label = -1;
    b->line = a->lineno;
    b->col = (uint32_t)(mb - a->line) + 1;
}

void asm_flow_free(asm_t *a)
{
    for (int i = 0; i < a->nblk; i++) { free(a->blk[i].exits); free(a->blk[i].cases); }
    free(a->blk);
    a->blk = NULL;
    a->nblk = a->cap_blk = 0;
}

static void pop_blk(asm_t *a)
{
    struct asm_block *b = top(a);
    free(b->exits);
    free(b->cases);
    a->nblk--;
}

/* The innermost open block of kind k (or loop/switch when k is -1); NULL if none. */
static struct asm_block *find(asm_t *a, int k)
{
    for (int i = a->nblk - 1; i >= 0; i--) {
        blk_kind_t bk = a->blk[i].kind;
        if (k < 0 ? bk != BLK_IF : (int)bk == k) return &a->blk[i];
    }
    return NULL;
}

static void add_exit(asm_t *a, struct asm_block *b, int uop)
{
    if (b->nexits == b->cap_exits) {
        b->cap_exits = b->cap_exits ? 2 * b->cap_exits : 8;
        b->exits = asm_xrealloc(a, b->exits, (size_t)b->cap_exits * sizeof *b->exits);
    }
    b->exits[b->nexits++] = uop;
}

/* A closer must match the innermost block. */
static struct asm_block *need_top(asm_t *a, blk_kind_t k, const char *mb, const char *name)
{
    struct asm_block *b = top(a);
    if (!b) asm_fail(a, mb, "'%s' without an open '%s'", name, blk_name(k));
    if (b->kind != k)
        asm_fail(a, mb, "'%s' closes '%s' but the innermost open block is the '%s' of line %u", name, blk_name(k),
                 blk_name(b->kind), b->line);
    return b;
}

/* A condition / selector operand: one component, no modifiers. */
static void cond_src(asm_t *a, const opnd_t *o, const char *name, sm5_src_t *s)
{
    asm_need_reg_src(a, o);
    if (o->neg || o->abs) asm_fail(a, o->at, "'%s' takes no operand modifiers (- or _abs)", name);
    asm_check_scalar(a, o, name[0] == 's' ? "the switch selector" : "the condition");
    asm_enc_src(a, o, s, false);
}

/* The flags of sync[_uglobal|_ugroup][_g][_t] from the mnemonic text; 0 if it is not one. */
uint8_t asm_sync_flags(const char *m, size_t n)
{
    if (n < 6 || memcmp(m, "sync_", 5) != 0) return 0;
    const char *q = m + 4, *e = m + n;
    uint8_t f = 0;
    if (e - q >= 8 && !memcmp(q, "_uglobal", 8)) { f |= SM5_SYNC_UGLOBAL; q += 8; }
    else if (e - q >= 7 && !memcmp(q, "_ugroup", 7)) { f |= SM5_SYNC_UGROUP; q += 7; }
    if (e - q >= 2 && !memcmp(q, "_g", 2) && (e - q == 2 || q[2] == '_')) { f |= SM5_SYNC_G; q += 2; }
    if (e - q == 2 && !memcmp(q, "_t", 2)) { f |= SM5_SYNC_T; q += 2; }
    return q == e ? f : 0;
}

void asm_flow(asm_t *a, sm5_op_t op, const char *mb, opnd_t *o, int no, uint8_t sync_flags)
{
    sm5_prog_t *p = a->p;
    const char *name = sm5_op_name(op);
    int want = sm5_op_nsrc(op);
    if (no != want)
        asm_fail(a, no > want ? o[want].at : mb, "'%s' takes %d operand%s, found %d", name, want,
                 want == 1 ? "" : "s", no);
    sm5_uop_t u;
    memset(&u, 0, sizeof u);
    u.op = (uint8_t)op;
    int here = p->nuops;
    struct asm_block *b = top(a);
    bool is_label = op == SM5_OP_CASE || op == SM5_OP_DEFAULT;

    /* a switch body starts with a label; a label must not be reached by falling through */
    if (b && b->kind == BLK_SWITCH && b->last_label < 0 && !is_label && op != SM5_OP_ENDSWITCH)
        asm_fail(a, mb, "'%s' between 'switch' (line %u) and its first 'case' or 'default'", name, b->line);
    if (is_label) {
        if (!b || b->kind != BLK_SWITCH) {
            struct asm_block *sw = find(a, BLK_SWITCH);
            if (sw) asm_fail(a, mb, "'%s' inside the '%s' of line %u: a label must be directly inside its switch "
                             "(line %u)", name, blk_name(b->kind), b->line, sw->line);
            asm_fail(a, mb, "'%s' outside a switch", name);
        }
        if (b->last_label >= 0 && !a->after_label && !a->term)
            asm_fail(a, mb, "code falls through into '%s' (FS 22.7): end the case above with break, ret or continue",
                     name);
    }

    switch (op) {
    case SM5_OP_IF_Z: case SM5_OP_IF_NZ:
        cond_src(a, &o[0], name, &u.src[0]);
        push_blk(a, BLK_IF, mb);
        break;
    case SM5_OP_ELSE:
        b = need_top(a, BLK_IF, mb, name);
        if (b->els >= 0) asm_fail(a, mb, "second 'else' for the 'if' of line %u", b->line);
        b->els = here;
        b->then_term = a->term;
        p->uops[b->open].target = (uint16_t)here;
        break;
    case SM5_OP_ENDIF: {
        b = need_top(a, BLK_IF, mb, name);
        if (b->els >= 0) p->uops[b->els].target = (uint16_t)here;
        else p->uops[b->open].target = (uint16_t)here;
        bool t = b->els >= 0 && b->then_term && a->term;
        pop_blk(a);
        asm_push_uop(a, &u, mb);
        a->term = t;
        a->after_label = false;
        return;
    }
    case SM5_OP_LOOP:
        push_blk(a, BLK_LOOP, mb);
        break;
    case SM5_OP_ENDLOOP:
        b = need_top(a, BLK_LOOP, mb, name);
        u.target = (uint16_t)b->open;
        p->uops[b->open].target = (uint16_t)here;
        for (int i = 0; i < b->nexits; i++) p->uops[b->exits[i]].target = (uint16_t)here;
        pop_blk(a);
        break;
    case SM5_OP_BREAK: case SM5_OP_BREAKC_Z: case SM5_OP_BREAKC_NZ: {
        struct asm_block *t = find(a, -1);
        if (!t) asm_fail(a, mb, "'%s' outside a loop or switch", name);
        if (op != SM5_OP_BREAK) cond_src(a, &o[0], name, &u.src[0]);
        add_exit(a, t, here);
        break;
    }
    case SM5_OP_CONTINUE: case SM5_OP_CONTINUEC_Z: case SM5_OP_CONTINUEC_NZ: {
        struct asm_block *t = find(a, BLK_LOOP);
        if (!t) asm_fail(a, mb, "'%s' outside a loop", name);
        if (op != SM5_OP_CONTINUE) cond_src(a, &o[0], name, &u.src[0]);
        add_exit(a, t, here);
        break;
    }
    case SM5_OP_SWITCH:
        cond_src(a, &o[0], name, &u.src[0]);
        push_blk(a, BLK_SWITCH, mb);
        top(a)->sel = u.src[0];
        break;
    case SM5_OP_CASE: case SM5_OP_DEFAULT: {
        if (op == SM5_OP_CASE) {
            const opnd_t *v = &o[0];
            if (v->kind != K_LIT || v->nswz || v->neg || v->abs || v->nlit != 1)
                asm_fail(a, v->at, "a case label is one literal value, e.g. 'case l(3)'");
            for (int i = 0; i < b->ncases; i++)
                if (b->cases[i] == v->lit[0])
                    asm_fail(a, v->at, "case value %u appears twice in the switch of line %u", v->lit[0], b->line);
            if (b->ncases == b->cap_cases) {
                b->cap_cases = b->cap_cases ? 2 * b->cap_cases : 8;
                b->cases = asm_xrealloc(a, b->cases, (size_t)b->cap_cases * sizeof *b->cases);
            }
            b->cases[b->ncases++] = v->lit[0];
            asm_enc_src(a, v, &u.src[0], false);
            u.src[1] = b->sel;
        } else {
            if (b->had_default) asm_fail(a, mb, "second 'default' in the switch of line %u", b->line);
            b->had_default = true;
        }
        if (b->last_label >= 0) p->uops[b->last_label].target = (uint16_t)here;
        else p->uops[b->open].target = (uint16_t)here;
        b->last_label = here;
        asm_push_uop(a, &u, mb);
        a->after_label = true;
        a->term = false;
        return;
    }
    case SM5_OP_ENDSWITCH:
        b = need_top(a, BLK_SWITCH, mb, name);
        if (b->last_label < 0) asm_fail(a, mb, "'switch' of line %u has no 'case' or 'default'", b->line);
        p->uops[b->last_label].target = (uint16_t)here;
        for (int i = 0; i < b->nexits; i++) p->uops[b->exits[i]].target = (uint16_t)here;
        pop_blk(a);
        break;
    case SM5_OP_RET:
        if (a->nblk == 0) {
            a->seen_ret = true;
            a->ret_line = a->lineno;
        }
        break;
    case SM5_OP_RETC_Z: case SM5_OP_RETC_NZ:
        cond_src(a, &o[0], name, &u.src[0]);
        break;
    case SM5_OP_SYNC:
        u.sync = sync_flags;
        if ((sync_flags & (SM5_SYNC_T | SM5_SYNC_G | SM5_SYNC_UGROUP)) && strcmp(p->shader, "cs") != 0)
            asm_fail(a, mb, "'%.*s' needs a compute shader (thread groups)", (int)(a->line + a->linelen - mb) > 40 ? 40 :
                     (int)(a->line + a->linelen - mb), mb);
        break;
    case SM5_OP_NOP:
        break;
    default:
        asm_fail(a, mb, "internal: '%s' is not a flow-control op", name);
    }
    asm_push_uop(a, &u, mb);
    a->term = op == SM5_OP_BREAK || op == SM5_OP_CONTINUE || op == SM5_OP_RET;
    a->after_label = false;
}

/* Every other instruction: not between a switch and its first label; clears the
 * fall-through state. */
void asm_flow_stmt(asm_t *a, const char *mb, const char *name)
{
    struct asm_block *b = top(a);
    if (b && b->kind == BLK_SWITCH && b->last_label < 0)
        asm_fail(a, mb, "'%s' between 'switch' (line %u) and its first 'case' or 'default'", name, b->line);
    a->term = false;
    a->after_label = false;
}

/* At the end of the program: every block closed. */
void asm_flow_end(asm_t *a)
{
    struct asm_block *b = top(a);
    if (!b) return;
    asm_at_line(a, b->line);
    asm_fail(a, NULL, "'%s' is never closed (missing '%s')", blk_name(b->kind),
             b->kind == BLK_IF ? "endif" : b->kind == BLK_LOOP ? "endloop" : "endswitch");
}

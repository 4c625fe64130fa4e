/* Assembler: operand rules by op class, operand parsing (registers, literals,
 * constant buffers, thread ids, resources) and the encoding of a source. */
#include "sm5_asm_int.h"
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool sm5_asm_sat_ok(sm5_op_t op)
{
    if (op == SM5_OP_F32TOF16 || op == SM5_OP_FTOI || op == SM5_OP_FTOU) return false;
    /* the double conversions and compares have no _sat in their syntax (FS 22.14-22.17) */
    if (op == SM5_OP_DTOF || op == SM5_OP_FTOD || op == SM5_OP_DTOI || op == SM5_OP_DTOU ||
        op == SM5_OP_DEQ || op == SM5_OP_DGE || op == SM5_OP_DLT || op == SM5_OP_DNE) return false;
    sm5_opclass_t c = sm5_op_class(op);
    return c == SM5_CL_FLOAT || c == SM5_CL_DOUBLE || c == SM5_CL_MOVE || c == SM5_CL_F16IN;
}

bool sm5_asm_neg_ok(sm5_op_t op)
{
    sm5_opclass_t c = sm5_op_class(op);
    return c == SM5_CL_FLOAT || c == SM5_CL_INT || c == SM5_CL_MOVE || c == SM5_CL_DOUBLE ||
           c == SM5_CL_F16IN;
}

bool sm5_asm_abs_ok(sm5_op_t op)
{
    sm5_opclass_t c = sm5_op_class(op);
    return c == SM5_CL_FLOAT || c == SM5_CL_MOVE || c == SM5_CL_DOUBLE || c == SM5_CL_F16IN;
}

bool sm5_asm_needs_dext(sm5_op_t op)
{
    switch (op) {
    case SM5_OP_DDIV: case SM5_OP_DRCP: case SM5_OP_DFMA: case SM5_OP_DTOI: case SM5_OP_DTOU:
    case SM5_OP_ITOD: case SM5_OP_UTOD:
        return true;
    default:
        return false;
    }
}

const char *const asm_tid_names[4] = {
    "vThreadID", "vThreadIDInGroup", "vThreadIDInGroupFlattened", "vThreadGroupID"
};

static int asm_comp_index(char ch)
{
    switch (ch) {
    case 'x': return 0; case 'y': return 1; case 'z': return 2; case 'w': return 3;
    default: return -1;
    }
}

void asm_parse_swizzle(asm_t *a, cur_t *c, opnd_t *o)
{
    if (c->s < c->end && *c->s == '.') {
        const char *b = ++c->s;
        while (c->s < c->end && isalnum((unsigned char)*c->s)) c->s++;   /* stops at _abs */
        size_t n = (size_t)(c->s - b);
        char tb[48];
        if (n == 0 || n > 4) asm_fail(a, b - 1, "bad swizzle or mask '.%s' (1 to 4 of x, y, z, w)", asm_tok(b, c->end, tb));
        for (size_t i = 0; i < n; i++) {
            int k = asm_comp_index(b[i]);
            if (k < 0) asm_fail(a, b - 1, "bad swizzle or mask '.%.*s' (letters x, y, z, w)", (int)n, b);
            o->sel[i] = (uint8_t)k;
        }
        o->nswz = (int)n;
    }
}

static void parse_literal(asm_t *a, cur_t *c, opnd_t *o, bool dbl)
{
    const char *open = c->s - 2;   /* the l or d */
    o->kind = K_LIT;
    int n = 0;
    if (dbl) {
        uint64_t v[2];
        for (;;) {
            if (asm_at_end(c)) asm_fail(a, open, "unterminated 'd(' literal");
            if (n == 2) asm_fail(a, c->s, "a d(...) literal takes 1 or 2 values");
            v[n++] = asm_parse_value64(a, c);
            if (asm_eat(c, ')')) break;
            if (!asm_eat(c, ',')) {
                if (asm_at_end(c)) asm_fail(a, open, "unterminated 'd(' literal");
                char tb[48];
                asm_fail(a, c->s, "expected ',' or ')' in literal, found '%s'", asm_tok(c->s, c->end, tb));
            }
        }
        if (n == 1) v[1] = v[0];
        o->lit[0] = (uint32_t)v[0]; o->lit[1] = (uint32_t)(v[0] >> 32);
        o->lit[2] = (uint32_t)v[1]; o->lit[3] = (uint32_t)(v[1] >> 32);
        o->nlit = 4;
        return;
    }
    for (;;) {
        if (asm_at_end(c)) asm_fail(a, open, "unterminated 'l(' literal");
        if (n == 4) asm_fail(a, c->s, "literal has too many values (at most 4)");
        bool f;
        o->lit[n] = asm_parse_value(a, c, &f);
        if (f) o->litfloat |= (uint8_t)(1u << n);
        n++;
        if (asm_eat(c, ')')) break;
        if (!asm_eat(c, ',')) {
            if (asm_at_end(c)) asm_fail(a, open, "unterminated 'l(' literal");
            char tb[48];
            asm_fail(a, c->s, "expected ',' or ')' in literal, found '%s'", asm_tok(c->s, c->end, tb));
        }
    }
    o->nlit = n;
    if (n == 1) o->lit[1] = o->lit[2] = o->lit[3] = o->lit[0];
    for (int i = n; i < 4 && n > 1; i++) o->lit[i] = 0;
}

/* An index inside [...]: n, r#.c, or r#.c + n (fxc prints "r0.x + 4"). */
static void parse_index(asm_t *a, cur_t *c, opnd_t *o)
{
    char tb[48];
    asm_skip_ws(c);
    const char *ib = c->s;
    o->has_index = true;
    if (c->s < c->end && *c->s == 'r' && c->s + 1 < c->end && isdigit((unsigned char)c->s[1])) {
        c->s++;
        asm_digits(c, &o->rreg);
        o->rel = true;
        o->rel_at = ib;
        if (!(c->s + 1 < c->end && *c->s == '.' && asm_comp_index(c->s[1]) >= 0 &&
              !(c->s + 2 < c->end && asm_is_id(c->s[2]))))
            asm_fail(a, c->s, "a relative index names one component of a temp (e.g. r0.x), found '%s'",
                     asm_tok(c->s, c->end, tb));
        o->rcomp = asm_comp_index(c->s[1]);
        c->s += 2;
        asm_skip_ws(c);
        if (asm_eat(c, '+')) {
            asm_skip_ws(c);
            const char *nb = c->s;
            if (!asm_digits(c, &o->off)) asm_fail(a, nb, "expected an index offset after '+', found '%s'", asm_tok(nb, c->end, tb));
        }
    } else if (!asm_digits(c, &o->off)) {
        asm_fail(a, ib, "expected an index (n, r#.c or r#.c + n), found '%s'",
                 asm_at_end(c) ? "end of line" : asm_tok(ib, c->end, tb));
    }
    asm_expect_ch(a, c, ']', "']' after the index");
    if (o->off > (a->decl_size ? 4096u : 4095u))
        asm_fail(a, ib, "index offset %llu out of range (0..4095)", (unsigned long long)o->off);
}

/* A min-precision tag {min16f}, {def32 as min16i}, ...: accepted and ignored (P-29:
 * computed at 32 bits). Returns true when one was read. */
static bool parse_tag(asm_t *a, cur_t *c)
{
    static const char *const tags[] = { "def32", "min16f", "min10f", "min2_8f", "min16i", "min12i", "min16u" };
    const char *save = c->s;
    asm_skip_ws(c);
    if (c->s >= c->end || *c->s != '{') { c->s = save; return false; }
    const char *tb0 = c->s++;
    for (int k = 0; k < 2; k++) {
        asm_skip_ws(c);
        const char *nb = c->s;
        size_t n = asm_ident(c);
        bool ok = false;
        for (size_t i = 0; i < sizeof tags / sizeof tags[0]; i++)
            if (asm_word_eq(nb, n, tags[i])) ok = true;
        if (!ok)
            asm_fail(a, nb, "unknown min-precision tag '%.*s' (def32, min16f, min10f, min2_8f, min16i, "
                     "min12i, min16u, or 'X as Y')", (int)(n ? (n > 40 ? 40 : n) : 1), n ? nb : c->s);
        asm_skip_ws(c);
        if (k == 0) {
            const char *ab = c->s;
            size_t an = asm_ident(c);
            if (an == 0) break;
            if (!asm_word_eq(ab, an, "as")) asm_fail(a, ab, "expected 'as' or '}' in a min-precision tag");
        }
    }
    if (!asm_eat(c, '}')) asm_fail(a, tb0, "unterminated min-precision tag (expected '}')");
    return true;
}

static bool reg_prefix(const char *b, size_t n, char ch)
{
    return n >= 2 && b[0] == ch && isdigit((unsigned char)b[1]);
}

/* [-] [|] base [_abs] [.swz] [{tag}] [|] [{tag}]
 * base: r# v# o# x#[i] t# u# g# cb#[i] icb[i] l(..) d(..) null vThread* */
void asm_parse_operand(asm_t *a, cur_t *c, opnd_t *o)
{
    memset(o, 0, sizeof *o);
    asm_skip_ws(c);
    o->at = c->s;
    char tb[48];
    if (c->s >= c->end) asm_fail(a, c->s, "missing operand at the end of the line");
    if (*c->s == '-') { o->neg = true; c->s++; asm_skip_ws(c); }
    bool bar = false;
    if (c->s < c->end && *c->s == '|') { bar = true; o->abs = true; c->s++; asm_skip_ws(c); }
    const char *b = c->s;
    size_t n = asm_ident(c);
    if (n == 0) asm_fail(a, b, "expected an operand, found '%s'", asm_tok(b, c->end, tb));
    /* split a trailing _abs off the identifier */
    if (n > 4 && memcmp(b + n - 4, "_abs", 4) == 0) { o->abs = true; n -= 4; }
    static const struct { char ch; okind_t k; } regs[] = {
        { 'r', K_TEMP }, { 'u', K_UAV }, { 'g', K_GSM }, { 'v', K_INPUT }, { 'o', K_OUTPUT },
        { 't', K_SRV }, { 'x', K_XTEMP },
    };
    int ri = -1;
    for (int i = 0; i < (int)(sizeof regs / sizeof regs[0]); i++)
        if (reg_prefix(b, n, regs[i].ch)) ri = i;
    if (ri >= 0) {
        cur_t d = { b + 1, b + n };
        asm_digits(&d, &o->idx);
        if (d.s != b + n) asm_fail(a, b, "bad operand '%.*s'", (int)n, b);
        o->kind = regs[ri].k;
        if (o->kind == K_XTEMP) {
            if (!(c->s < c->end && *c->s == '['))
                asm_fail(a, c->s, "expected '[' and an index after '%.*s'", (int)n, b);
            c->s++;
            parse_index(a, c, o);
        }
    } else if (n >= 3 && (b[0] == 'c' || b[0] == 'C') && (b[1] == 'b' || b[1] == 'B') &&
               isdigit((unsigned char)b[2])) {
        cur_t d = { b + 2, b + n };
        asm_digits(&d, &o->idx);
        if (d.s != b + n) asm_fail(a, b, "bad operand '%.*s'", (int)n, b);
        o->kind = K_CB;
        if (c->s < c->end && *c->s == '[') {
            c->s++;
            parse_index(a, c, o);
            o->elem = o->off;
            if (c->s < c->end && *c->s == '[')
                asm_fail(a, c->s, "unsupported operand: two-dimensional constant-buffer index (shader model 5.1)");
        } else {
            asm_fail(a, c->s, "expected '[' after '%.*s'", (int)n, b);
        }
    } else if (asm_word_eq(b, n, "icb")) {
        o->kind = K_ICB;
        if (!(c->s < c->end && *c->s == '[')) asm_fail(a, c->s, "expected '[' and an index after 'icb'");
        c->s++;
        parse_index(a, c, o);
    } else if (asm_word_eq(b, n, "l") && c->s < c->end && *c->s == '(') {
        c->s++;
        parse_literal(a, c, o, false);
    } else if (asm_word_eq(b, n, "d") && c->s < c->end && *c->s == '(') {
        c->s++;
        parse_literal(a, c, o, true);
    } else if (asm_word_eq(b, n, "null")) {
        o->kind = K_NULL;
    } else {
        int t = -1;
        for (int i = 0; i < 4; i++)
            if (asm_word_eq(b, n, asm_tid_names[i])) t = i;
        if (t < 0) {
            static const char *const other[] = { "vPrim", "vCoverage", "vOutputControlPointID", "vForkInstanceID",
                "vJoinInstanceID", "vDomain", "vGSInstanceID", "vInstanceID", "vCycleCounter", "oDepth",
                "oDepthGE", "oDepthLE", "oMask", "oStencilRef", "vInnerCoverage", "vicp", "vocp", "vpc" };
            for (size_t i = 0; i < sizeof other / sizeof other[0]; i++)
                if (asm_word_eq(b, n, other[i]))
                    asm_fail(a, b, "unsupported operand '%.*s': a system value of another stage or of the "
                             "fixed-function pipeline (only v#, o# and the compute thread ids are modelled)", (int)n, b);
            if (n == 1 && b[0] == 'l') asm_fail(a, b, "expected '(' after 'l'");
            if (n >= 2 && b[0] == 's' && isdigit((unsigned char)b[1]))
                asm_fail(a, b, "unsupported operand '%.*s': samplers (texture sampling is not modelled)", (int)n, b);
            asm_fail(a, b, "unsupported operand '%.*s'", (int)n, b);
        }
        o->kind = K_TID;
        o->tid = t;
    }
    if (c->s + 4 <= c->end && memcmp(c->s, "_abs", 4) == 0 && !(c->s + 4 < c->end && asm_is_id(c->s[4]))) {
        o->abs = true;
        c->s += 4;
    }
    asm_parse_swizzle(a, c, o);
    if (c->s + 4 <= c->end && memcmp(c->s, "_abs", 4) == 0 && !(c->s + 4 < c->end && asm_is_id(c->s[4]))) {
        o->abs = true;
        c->s += 4;
    }
    parse_tag(a, c);
    if (bar) {
        asm_expect_ch(a, c, '|', "closing '|'");
        parse_tag(a, c);
    }
    if (c->s < c->end && !(*c->s == ',' || *c->s == ' ' || *c->s == '\t'))
        asm_fail(a, c->s, "unexpected '%s' after operand", asm_tok(c->s, c->end, tb));
}

/* ---------------------------------------------------------------- program building */

static int asm_add_const(asm_t *a, const char *at, const uint32_t v[4], uint8_t origin, uint8_t cb,
                         uint16_t elem, uint8_t nvals, uint8_t isf)
{
    sm5_prog_t *p = a->p;
    for (int i = 0; i < p->nconst; i++) {
        const sm5_const_info_t *ci = &p->cinfo[i];
        if (ci->origin != origin) continue;
        if (origin == SM5_CONST_CB && ci->cb == cb && ci->elem == elem) return i;
        if (origin == SM5_CONST_BUFINFO && ci->cb == cb) return i;
        if (origin == SM5_CONST_LITERAL && ci->nvals == nvals && ci->is_float == isf &&
            !memcmp(p->cfile[i], v, 16))
            return i;
    }
    if (p->nconst >= SM5_NCONST_MAX)
        asm_fail(a, at, "too many distinct constants (the constant file holds %d)", SM5_NCONST_MAX);
    int i = p->nconst++;
    memcpy(p->cfile[i], v, 16);
    p->cinfo[i].origin = origin;
    p->cinfo[i].cb = cb;
    p->cinfo[i].elem = elem;
    p->cinfo[i].nvals = nvals;
    p->cinfo[i].is_float = isf;
    p->cinfo[i].line = a->lineno;
    return i;
}

/* bufinfo's source: the constant-file entry the loader fills with resource slot's size
 * (SM5_CONST_BUFINFO; its value once every resource is declared, sm5_asm.c) */
int asm_bufinfo_const(asm_t *a, const char *at, int slot)
{
    static const uint32_t zero[4];
    return asm_add_const(a, at, zero, SM5_CONST_BUFINFO, (uint8_t)slot, 0, 4, 0);
}

uint8_t asm_swz_of(const opnd_t *o, bool dbl)
{
    if (o->nswz == 0) return SM5_SWZ_XYZW;
    uint8_t s[4];
    for (int c = 0; c < 4; c++) {
        if (c < o->nswz) s[c] = o->sel[c];
        else if (dbl && o->nswz == 2) s[c] = o->sel[c - 2];   /* .xy -> .xyxy for f64 */
        else s[c] = o->sel[o->nswz - 1];                      /* D3D: repeat the last */
    }
    return (uint8_t)(s[0] | s[1] << 2 | s[2] << 4 | s[3] << 6);
}

uint8_t asm_mask_of(asm_t *a, const opnd_t *o)
{
    if (o->nswz == 0) return 0xF;
    uint8_t m = 0;
    int last = -1;
    for (int i = 0; i < o->nswz; i++) {
        if ((int)o->sel[i] <= last)
            asm_fail(a, o->at, "write mask components must be distinct and in x, y, z, w order");
        last = o->sel[i];
        m |= (uint8_t)(1u << o->sel[i]);
    }
    return m;
}

int asm_res_slot(asm_t *a, const opnd_t *o)
{
    char ch = o->kind == K_UAV ? 'u' : o->kind == K_GSM ? 'g' : 't';
    if (o->idx > 7) asm_fail(a, o->at, "resource %c%llu out of range (%c0..%c7)", ch, (unsigned long long)o->idx, ch, ch);
    return (int)o->idx + (o->kind == K_GSM ? 8 : o->kind == K_SRV ? 16 : 0);
}

/* The index of x#, icb or a relative cb into x. */
static void enc_index(asm_t *a, const opnd_t *o, sm5_index_t *x)
{
    memset(x, 0, sizeof *x);
    x->off = (uint16_t)o->off;
    if (o->rel) {
        opnd_t r;
        memset(&r, 0, sizeof r);
        r.at = o->rel_at;
        r.idx = o->rreg;
        asm_check_temp(a, &r);
        x->rel = true;
        x->xreg = (uint8_t)o->rreg;
        x->xcomp = (uint8_t)o->rcomp;
    }
}

/* An x# operand: declared, a constant index inside it, components inside its width. */
static void check_xtemp(asm_t *a, const opnd_t *o, bool is_dst)
{
    sm5_prog_t *p = a->p;
    if (o->idx >= SM5_NXTEMP || p->xtemp_size[o->idx] == 0)
        asm_fail(a, o->at, "x%llu used but not declared (dcl_indexableTemp x%llu[n], 4)", (unsigned long long)o->idx,
                 (unsigned long long)o->idx);
    if (!o->rel && o->off >= p->xtemp_size[o->idx])
        asm_fail(a, o->at, "x%llu[%llu] past the declared size %u", (unsigned long long)o->idx,
                 (unsigned long long)o->off, p->xtemp_size[o->idx]);
    int w = p->xtemp_comps[o->idx];
    for (int i = 0; i < o->nswz; i++)
        if (o->sel[i] >= w)
            asm_fail(a, o->at, "x%llu has %d component%s; '.%c' is outside it", (unsigned long long)o->idx, w,
                     w == 1 ? "" : "s", "xyzw"[o->sel[i]]);
    if (is_dst && o->nswz == 0 && w < 4)
        asm_fail(a, o->at, "x%llu has %d component%s: give a write mask", (unsigned long long)o->idx, w, w == 1 ? "" : "s");
}

/* The destination of an ALU op: r#, o# (ps / vs) or x#[index]. */
void asm_enc_dst(asm_t *a, const opnd_t *o, sm5_uop_t *u, const char *opname)
{
    sm5_prog_t *p = a->p;
    if (o->neg || o->abs) asm_fail(a, o->at, "a destination takes no - or _abs");
    switch (o->kind) {
    case K_TEMP:
        asm_check_temp(a, o);
        u->dst_kind = SM5_DST_TEMP;
        break;
    case K_OUTPUT:
        if (o->idx >= SM5_NIO || !(p->out_decl >> o->idx & 1u))
            asm_fail(a, o->at, "o%llu used but not declared (dcl_output o%llu)", (unsigned long long)o->idx,
                     (unsigned long long)o->idx);
        u->dst_kind = SM5_DST_OUTPUT;
        break;
    case K_XTEMP:
        check_xtemp(a, o, true);
        u->dst_kind = SM5_DST_XTEMP;
        enc_index(a, o, &u->dst_idx);
        break;
    default:
        asm_fail(a, o->at, "destination of '%s' must be a register r#, o# or x#[i]", opname);
    }
    u->dst_reg = (uint8_t)o->idx;
    u->dst_mask = asm_mask_of(a, o);
}

void asm_check_temp(asm_t *a, const opnd_t *o)
{
    if (o->idx >= (uint64_t)a->p->nregs) {
        if (a->p->nregs == 0)
            asm_fail(a, o->at, "register r%llu used but no dcl_temps declares temps", (unsigned long long)o->idx);
        asm_fail(a, o->at, "register r%llu past dcl_temps %d", (unsigned long long)o->idx, a->p->nregs);
    }
}

/* A register-style source (temp, literal, cb, thread id) into s. */
void asm_enc_src(asm_t *a, const opnd_t *o, sm5_src_t *s, bool dbl)
{
    sm5_prog_t *p = a->p;
    memset(s, 0, sizeof *s);
    s->swz = asm_swz_of(o, dbl);
    s->neg = o->neg;
    s->abs = o->abs;
    switch (o->kind) {
    case K_TEMP:
        asm_check_temp(a, o);
        s->kind = SM5_SRC_TEMP;
        s->idx = (uint8_t)o->idx;
        break;
    case K_LIT:
        s->kind = SM5_SRC_CONST;
        s->idx = (uint8_t)asm_add_const(a, o->at, o->lit, SM5_CONST_LITERAL, 0, 0, (uint8_t)o->nlit, o->litfloat);
        break;
    case K_CB: {
        if (o->idx >= SM5_NCB) asm_fail(a, o->at, "constant buffer cb%llu out of range (cb0..cb%d)", (unsigned long long)o->idx, SM5_NCB - 1);
        if (p->cb_size[o->idx] == 0) asm_fail(a, o->at, "constant buffer cb%llu used but not declared", (unsigned long long)o->idx);
        if (o->rel) {
            if (!(p->cb_dynamic >> o->idx & 1u))
                asm_fail(a, o->rel_at, "cb%llu is declared immediateIndexed; a relative index needs dynamicIndexed",
                         (unsigned long long)o->idx);
            s->xkind = SM5_SRCX_CB;
            s->idx = (uint8_t)o->idx;
            enc_index(a, o, &s->x);
            break;
        }
        if (o->elem >= p->cb_size[o->idx])
            asm_fail(a, o->at, "cb%llu[%llu] past the declared size %u", (unsigned long long)o->idx,
                 (unsigned long long)o->elem, p->cb_size[o->idx]);
        uint32_t z[4] = { 0, 0, 0, 0 };
        s->kind = SM5_SRC_CONST;
        s->idx = (uint8_t)asm_add_const(a, o->at, z, SM5_CONST_CB, (uint8_t)o->idx, (uint16_t)o->elem, 4, 0);
        break;
    }
    case K_TID:
        if (strcmp(p->shader, "cs") != 0) asm_fail(a, o->at, "%s exists only in compute shaders", asm_tid_names[o->tid]);
        if (!(p->tid_inputs & (1u << o->tid)))
            asm_fail(a, o->at, "%s used but not declared (add 'dcl_input %s')", asm_tid_names[o->tid], asm_tid_names[o->tid]);
        s->kind = SM5_SRC_THREAD_ID;
        s->idx = (uint8_t)o->tid;
        break;
    case K_INPUT:
        if (o->idx >= SM5_NIO || !(p->in_decl >> o->idx & 1u))
            asm_fail(a, o->at, "v%llu used but not declared (dcl_input v%llu / dcl_input_ps ... v%llu)",
                     (unsigned long long)o->idx, (unsigned long long)o->idx, (unsigned long long)o->idx);
        s->xkind = SM5_SRCX_INPUT;
        s->idx = (uint8_t)o->idx;
        break;
    case K_ICB:
        if (p->nicb == 0) asm_fail(a, o->at, "icb used but no dcl_immediateConstantBuffer declares it");
        if (!o->rel && o->off >= p->nicb)
            asm_fail(a, o->at, "icb[%llu] past the %u entries of the immediate constant buffer", (unsigned long long)o->off, p->nicb);
        s->xkind = SM5_SRCX_ICB;
        enc_index(a, o, &s->x);
        break;
    case K_XTEMP:
        check_xtemp(a, o, false);
        s->xkind = SM5_SRCX_XTEMP;
        s->idx = (uint8_t)o->idx;
        enc_index(a, o, &s->x);
        break;
    case K_OUTPUT:
        asm_fail(a, o->at, "an output register o# cannot be read");
    case K_SRV:
        asm_fail(a, o->at, "a resource is not allowed as a source operand here");
    case K_UAV: case K_GSM:
        asm_fail(a, o->at, "a resource is not allowed as a source operand here");
    case K_NULL:
        asm_fail(a, o->at, "'null' is not allowed as a source operand");
    }
}

/* Components an address / value operand supplies (for the D3D count checks). */
static int asm_opnd_comps(const opnd_t *o)
{
    if (o->nswz) return o->nswz;
    if (o->kind == K_LIT) return o->nlit;
    return 4;
}

static bool asm_is_select(const opnd_t *o)
{
    if (o->nswz == 1) return true;
    if (o->nswz == 4) return o->sel[0] == o->sel[1] && o->sel[1] == o->sel[2] && o->sel[2] == o->sel[3];
    if (o->nswz == 0 && o->kind == K_LIT) {
        return o->nlit == 1 || (o->nlit == 4 && o->lit[0] == o->lit[1] && o->lit[1] == o->lit[2] && o->lit[2] == o->lit[3]);
    }
    return false;
}

void asm_no_mods(asm_t *a, const opnd_t *o, const char *opname)
{
    if (o->neg || o->abs) asm_fail(a, o->at, "'%s' takes no operand modifiers (- or _abs)", opname);
}

void asm_need_reg_src(asm_t *a, const opnd_t *o)
{
    if (o->kind == K_UAV || o->kind == K_GSM || o->kind == K_SRV)
        asm_fail(a, o->at, "expected a register, literal or constant operand, found a resource");
    if (o->kind == K_NULL) asm_fail(a, o->at, "'null' is not allowed here");
}

const sm5_res_t *asm_need_res(asm_t *a, const opnd_t *o, int *slot)
{
    if (o->kind != K_UAV && o->kind != K_GSM && o->kind != K_SRV)
        asm_fail(a, o->at, "expected a resource u#, g# or t#");
    if (o->neg || o->abs) asm_fail(a, o->at, "a resource takes no modifiers");
    int s = asm_res_slot(a, o);
    if (!a->p->declared[s]) {
        char nb[4];
        asm_fail(a, o->at, "resource %s used but not declared", sm5_res_name(s, nb));
    }
    *slot = s;
    return &a->p->res[s];
}

void asm_check_addr(asm_t *a, const opnd_t *o, const sm5_res_t *r, int slot)
{
    int need = sm5_res_addr_comps(r);
    int have = asm_opnd_comps(o);
    if (have != need && have != 4) {
        char nb[4];
        asm_fail(a, o->at, "address of %s needs %d component%s (got %d)", sm5_res_name(slot, nb), need,
             need == 1 ? "" : "s", have);
    }
}

void asm_check_scalar(asm_t *a, const opnd_t *o, const char *what)
{
    if (!asm_is_select(o))
        asm_fail(a, o->at, "%s needs a single-component select (e.g. r0.x or l(1))", what);
}

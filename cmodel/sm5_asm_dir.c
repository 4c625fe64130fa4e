/* Assembler: the //! directives: run parameters, memory and constant data,
 * expectations. */
#include "sm5_asm_int.h"
#include "sm5_expect.h"
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* u#, g# (allow_g) or t# (read-only buffers) in a directive: the program slot. */
static int dir_res(asm_t *a, cur_t *c, bool allow_g)
{
    asm_skip_ws(c);
    const char *b = c->s;
    size_t n = 0;
    while (b + n < c->end && asm_is_id(b[n])) n++;
    char tb[48];
    if (n < 2 || !(b[0] == 'u' || b[0] == 'g' || b[0] == 't'))
        asm_fail(a, b, "bad resource name '%s' (expected u0..u7 or g0..g7; t0..t7)", asm_tok(b, c->end, tb));
    uint64_t v = 0;
    for (size_t i = 1; i < n; i++) {
        if (!isdigit((unsigned char)b[i])) asm_fail(a, b, "bad resource name '%s' (expected u0..u7 or g0..g7; t0..t7)", asm_tok(b, c->end, tb));
        v = v * 10 + (uint64_t)(b[i] - '0');
        if (v > 99) break;
    }
    if (v > 7) asm_fail(a, b, "bad resource name '%.*s' (expected u0..u7 or g0..g7; t0..t7)", (int)(n > 40 ? 40 : n), b);
    int s = (int)v + (b[0] == 'g' ? 8 : b[0] == 't' ? 16 : 0);
    if (b[0] == 'g' && !allow_g) asm_fail(a, b, "'%.*s': this directive is for UAVs (u#) only", (int)n, b);
    c->s = b + n;
    if (!a->p->declared[s]) asm_fail(a, b, "resource '%.*s' is not declared", (int)n, b);
    return s;
}

/* //! init v# [start] w0 w1 ...: per-lane inputs of a ps / vs, lane-major (four words a
 * lane: lane 0 .x .y .z .w, lane 1 .x ...), from word `start`. */
static void init_input(asm_t *a, cur_t *c)
{
    sm5_prog_t *p = a->p;
    asm_skip_ws(c);
    const char *b = c->s;
    c->s++;
    uint64_t v;
    if (!asm_digits(c, &v) || v >= SM5_NIO) asm_fail(a, b, "bad input register (v0..v%d)", SM5_NIO - 1);
    if (!(p->in_decl >> v & 1u)) asm_fail(a, b, "v%llu is not declared (dcl_input v%llu)", (unsigned long long)v, (unsigned long long)v);
    uint64_t start = 0;
    if (asm_eat(c, '[')) {
        start = asm_need_number(a, c, "a start word");
        asm_expect_ch(a, c, ']', "']'");
        if (start >= SM5_MAX_LANES * 4u) asm_fail(a, b, "start word %llu past the %d lanes", (unsigned long long)start, SM5_MAX_LANES);
    }
    if (!p->vin) {
        p->vin = calloc((size_t)SM5_MAX_LANES * SM5_NIO * 4, sizeof *p->vin);
        if (!p->vin) asm_fail(a, b, "out of memory");
    }
    uint64_t k = start;
    int cnt = 0;
    while (!asm_at_end(c)) {
        if (k >= SM5_MAX_LANES * 4u) asm_fail(a, c->s, "more values than %d lanes of four", SM5_MAX_LANES);
        p->vin[((k / 4) * SM5_NIO + v) * 4 + k % 4] = asm_parse_value(a, c, NULL);
        k++;
        cnt++;
    }
    if (!cnt) asm_fail(a, c->s, "init needs at least one value");
}

static void expect_directive(asm_t *a, cur_t *c)
{
    sm5_prog_t *p = a->p;
    sm5_expect_t e;
    memset(&e, 0, sizeof e);
    e.line = a->lineno;
    asm_skip_ws(c);
    const char *b = c->s;
    char tb[48];
    {
        cur_t t = *c;
        const char *wb = t.s;
        size_t wn = asm_ident(&t);
        if (asm_word_eq(wb, wn, "error")) {
            asm_skip_ws(&t);
            if (asm_at_end(&t)) asm_fail(a, t.s, "expect error needs the text the error message must contain");
            if (p->expect_error) asm_fail(a, wb, "expect error given twice");
            const char *e0 = t.s, *e1 = t.end;
            while (e1 > e0 && (e1[-1] == ' ' || e1[-1] == '\t')) e1--;
            p->expect_error = malloc((size_t)(e1 - e0) + 1);
            if (!p->expect_error) asm_fail(a, wb, "out of memory");
            memcpy(p->expect_error, e0, (size_t)(e1 - e0));
            p->expect_error[e1 - e0] = 0;
            p->expect_error_line = a->lineno;
            c->s = c->end;
            return;
        }
    }
    if (c->s < c->end && (*c->s == 'r' || *c->s == 'o') && c->s + 1 < c->end && isdigit((unsigned char)c->s[1])) {
        opnd_t o;
        asm_parse_operand(a, c, &o);
        if ((o.kind != K_TEMP && o.kind != K_OUTPUT) || o.neg || o.abs) asm_fail(a, b, "expected r#.c or o#.c");
        if (o.kind == K_TEMP) asm_check_temp(a, &o);
        else if (o.idx >= SM5_NIO || !(p->out_decl >> o.idx & 1u))
            asm_fail(a, b, "o%llu is not declared (dcl_output o%llu)", (unsigned long long)o.idx, (unsigned long long)o.idx);
        bool pair = o.nswz == 2 && ((o.sel[0] == 0 && o.sel[1] == 1) || (o.sel[0] == 2 && o.sel[1] == 3));
        if (o.nswz != 1 && !pair)
            asm_fail(a, o.at, "an expectation names one component (e.g. r1.x) or an f64 pair (r1.xy or r1.zw)");
        e.kind = o.kind == K_TEMP ? SM5_EXP_REG : SM5_EXP_OUT;
        e.reg = (uint8_t)o.idx;
        e.comp = o.sel[0];
        e.width = pair ? 64 : 32;
        e.lane = SM5_EXPECT_ALL_LANES;
        asm_skip_ws(c);
        const char *lb = c->s;
        size_t ln = asm_ident(c);
        if (asm_word_eq(lb, ln, "lane")) {
            asm_skip_ws(c);
            const char *nb = c->s;
            uint64_t v = asm_need_number(a, c, "a lane number");
            if (v >= 1024) asm_fail(a, nb, "lane %llu out of range (0..1023: a thread of the group)", (unsigned long long)v);
            e.lane = (int32_t)v;
        } else if (ln) {
            asm_fail(a, lb, "expected 'lane N' or '==', found '%s'", asm_tok(lb, c->end, tb));
        }
    } else if (c->s + 7 <= c->end && memcmp(c->s, "counter", 7) == 0) {
        c->s += 7;
        e.kind = SM5_EXP_COUNTER;
        e.width = 32;
        e.res = (uint8_t)dir_res(a, c, false);
    } else if (c->s < c->end && (*c->s == 'u' || *c->s == 'g' || *c->s == 't')) {
        e.kind = SM5_EXP_MEM;
        e.width = 32;
        e.res = (uint8_t)dir_res(a, c, true);
        asm_expect_ch(a, c, '[', "'[' and a word index");
        e.word = (uint32_t)asm_need_number(a, c, "a word index");
        asm_expect_ch(a, c, ']', "']'");
    } else {
        asm_fail(a, b, "expected r#.c, o#.c, u#[i], g#[i], t#[i] or 'counter u#' after 'expect', found '%s'", asm_tok(b, c->end, tb));
    }
    asm_skip_ws(c);
    bool tol = c->s < c->end && c->s[0] == '~';
    if (!tol && !(c->s + 2 <= c->end && c->s[0] == '=' && c->s[1] == '='))
        asm_fail(a, c->s, "expected '==' or '~', found '%s'", asm_at_end(c) ? "end of line" : asm_tok(c->s, c->end, tb));
    if (tol && e.kind == SM5_EXP_COUNTER) asm_fail(a, c->s, "a counter is compared with '==', not '~'");
    c->s += tol ? 1 : 2;
    asm_skip_ws(c);
    const char *vb = c->s;
    size_t vn = 0;
    while (vb + vn < c->end && asm_is_id(vb[vn])) vn++;
    if (asm_word_ieq(vb, vn, "nan") || asm_word_ieq(vb, vn, "any")) {
        if (tol) asm_fail(a, vb, "'~' compares with a value; write '== %.*s'", (int)vn, vb);
        e.vkind = asm_word_ieq(vb, vn, "nan") ? SM5_EXPV_NAN : SM5_EXPV_ANY;
        c->s += vn;
    } else if (e.width == 64) {
        uint64_t v = asm_parse_value64(a, c);
        e.value = (uint32_t)v;
        e.value_hi = (uint32_t)(v >> 32);
        if (tol && (v & 0x7FFFFFFFFFFFFFFFull) > 0x7FF0000000000000ull)
            asm_fail(a, vb, "a NaN matches only '== nan'");
    } else {
        e.value = asm_parse_value(a, c, NULL);
        if (tol && (e.value & 0x7FFFFFFFu) > 0x7F800000u) asm_fail(a, vb, "a NaN matches only '== nan'");
    }
    if (tol) {
        asm_skip_ws(c);
        const char *kb = c->s;
        size_t kn = asm_ident(c);
        if (asm_word_eq(kb, kn, "ulp")) {
            e.vkind = SM5_EXPV_ULP;
            asm_skip_ws(c);
            const char *nb = c->s;
            e.ulp = asm_need_number(a, c, "a ULP count");
            if (e.ulp == UINT64_MAX) asm_fail(a, nb, "ULP count too large");
        } else if (asm_word_eq(kb, kn, "abs")) {
            e.vkind = SM5_EXPV_ABS;
            asm_skip_ws(c);
            const char *xb = c->s;
            size_t xn = 0;
            while (xb + xn < c->end && !isspace((unsigned char)xb[xn])) xn++;
            uint64_t m;
            int e10;
            if (sm5_parse_abs_bound(xb, xn, &m, &e10) != 0)
                asm_fail(a, xb, "expected an absolute bound such as 0.0008 or 8e-4, found '%s'",
                     xn ? asm_tok(xb, c->end, tb) : "end of line");
            e.abs_mant = m;
            e.abs_exp10 = (int16_t)e10;
            c->s = xb + xn;
        } else {
            asm_fail(a, kb, "expected 'ulp N' or 'abs X' after the value, found '%s'",
                 asm_at_end(c) ? "end of line" : asm_tok(kb, c->end, tb));
        }
    }
    asm_no_more(a, c);
    if (p->nexpects == a->cap_exp) {
        a->cap_exp = a->cap_exp ? a->cap_exp * 2 : 16;
        p->expects = asm_xrealloc(a, p->expects, (size_t)a->cap_exp * sizeof *p->expects);
    }
    p->expects[p->nexpects++] = e;
}

/* A lane mask: hex (0x...) or decimal, up to 64 bits. */
static uint64_t parse_mask(asm_t *a, cur_t *c)
{
    asm_skip_ws(c);
    const char *b = c->s;
    char tb[48];
    uint64_t v = 0;
    if (c->s + 2 < c->end && c->s[0] == '0' && (c->s[1] == 'x' || c->s[1] == 'X')) {
        c->s += 2;
        int nd = 0;
        while (c->s < c->end && isxdigit((unsigned char)*c->s)) {
            if (++nd > 16) asm_fail(a, b, "lane mask wider than 64 bits");
            char ch = (char)tolower((unsigned char)*c->s++);
            v = v * 16 + (uint64_t)(isdigit((unsigned char)ch) ? ch - '0' : ch - 'a' + 10);
        }
        if (nd == 0) asm_fail(a, b, "bad lane mask '%s'", asm_tok(b, c->end, tb));
    } else if (!asm_digits(c, &v) || v == UINT64_MAX) {
        asm_fail(a, b, "expected a lane mask (0x...), found '%s'", asm_at_end(c) ? "end of line" : asm_tok(b, c->end, tb));
    }
    if (c->s < c->end && asm_is_id(*c->s)) asm_fail(a, b, "bad lane mask '%s'", asm_tok(b, c->end, tb));
    return v;
}

void asm_directive(asm_t *a, const char *b, const char *end)
{
    sm5_prog_t *p = a->p;
    cur_t c = { b, end };
    asm_skip_ws(&c);
    const char *db = c.s;
    size_t n = asm_ident(&c);
    char tb[48];
    if (n == 0) {
        if (asm_at_end(&c)) return;   /* a bare //! is a comment */
        asm_fail(a, db, "expected a directive name after '//!', found '%s'", asm_tok(db, end, tb));
    }
    if (asm_word_eq(db, n, "lanes")) {
        asm_skip_ws(&c);
        const char *nb = c.s;
        uint64_t v = asm_need_number(a, &c, "a lane count");
        if (v < 1 || v > SM5_MAX_LANES) asm_fail(a, nb, "lanes %llu out of range (1..%d)", (unsigned long long)v, SM5_MAX_LANES);
        if (p->lanes) asm_fail(a, db, "lanes given twice");
        p->lanes = (int)v;
        a->lanes_line = a->lineno;
        asm_no_more(a, &c);
    } else if (asm_word_eq(db, n, "inactive") || asm_word_eq(db, n, "helper")) {
        uint64_t v = parse_mask(a, &c);
        if (db[0] == 'i') { p->inactive |= v; a->inactive_line = a->lineno; }
        else { p->helper |= v; a->helper_line = a->lineno; }
        asm_no_more(a, &c);
    } else if (asm_word_eq(db, n, "dispatch")) {
        if (strcmp(p->shader, "cs") != 0) asm_fail(a, db, "dispatch is for compute shaders");
        if (p->dispatch[0]) asm_fail(a, db, "dispatch given twice");
        uint64_t total = 1;
        for (int i = 0; i < 3; i++) {
            asm_skip_ws(&c);
            const char *nb = c.s;
            uint64_t v = asm_need_number(a, &c, "a group count");
            if (v < 1 || v > 65535) asm_fail(a, nb, "group count %llu out of range (1..65535)", (unsigned long long)v);
            p->dispatch[i] = (uint32_t)v;
            total *= v;
        }
        if (total > 65536) asm_fail(a, db, "dispatch of %llu groups (at most 65536 in a run)", (unsigned long long)total);
        a->dispatch_line = a->lineno;
        asm_no_more(a, &c);
    } else if (asm_word_eq(db, n, "max_steps")) {
        if (p->max_steps) asm_fail(a, db, "max_steps given twice");
        asm_skip_ws(&c);
        const char *nb = c.s;
        uint64_t v = asm_need_number(a, &c, "a step count");
        if (v < 1 || v > 1000000000000ull) asm_fail(a, nb, "max_steps %llu out of range (1..10^12)", (unsigned long long)v);
        p->max_steps = v;
        a->max_steps_line = a->lineno;
        asm_no_more(a, &c);
    } else if (asm_word_eq(db, n, "init") && (asm_skip_ws(&c), c.s + 1 < c.end && c.s[0] == 'v' &&
                                                isdigit((unsigned char)c.s[1]))) {
        init_input(a, &c);
    } else if (asm_word_eq(db, n, "init") || asm_word_eq(db, n, "fill")) {
        int s = dir_res(a, &c, true);
        uint32_t start = 0;
        if (asm_eat(&c, '[')) {
            const char *nb = c.s;
            uint64_t v = asm_need_number(a, &c, "a start word");
            if (v >= SM5_PROG_MAX_MEM_WORDS) asm_fail(a, nb, "start word %llu too large", (unsigned long long)v);
            start = (uint32_t)v;
            asm_expect_ch(a, &c, ']', "']'");
        }
        memdir_t m;
        memset(&m, 0, sizeof m);
        m.slot = (uint8_t)s;
        m.start = start;
        m.line = a->lineno;
        m.col = (uint32_t)(db - a->line) + 1;
        if (db[0] == 'f') {
            const char *nb = c.s;
            uint64_t cnt = asm_need_number(a, &c, "a word count");
            if (cnt > SM5_PROG_MAX_MEM_WORDS || start + cnt > SM5_PROG_MAX_MEM_WORDS)
                asm_fail(a, nb, "fill of %llu words is too large (all memory together at most %u words)",
                     (unsigned long long)cnt, SM5_PROG_MAX_MEM_WORDS);
            m.count = (uint32_t)cnt;
            a->fill_words += cnt;
            if (a->fill_words > 16ull * SM5_PROG_MAX_MEM_WORDS)
                asm_fail(a, nb, "fill lines write more than %u words in all", 16u * SM5_PROG_MAX_MEM_WORDS);
            m.fillv = asm_parse_value(a, &c, NULL);
            asm_no_more(a, &c);
        } else {
            if (a->nmd == a->cap_md) {
                a->cap_md = a->cap_md ? a->cap_md * 2 : 16;
                a->md = asm_xrealloc(a, a->md, (size_t)a->cap_md * sizeof *a->md);
            }
            /* park the directive first so that its value buffer is freed on an error */
            a->md[a->nmd] = m;
            a->md[a->nmd].count = 0;
            uint32_t cap = 0;
            while (!asm_at_end(&c)) {
                memdir_t *mm = &a->md[a->nmd];
                if (mm->count >= SM5_PROG_MAX_MEM_WORDS - start) asm_fail(a, c.s, "too many values");
                if (mm->count == cap) {
                    cap = cap ? cap * 2 : 16;
                    mm->vals = asm_xrealloc(a, mm->vals, cap * sizeof *mm->vals);
                }
                uint32_t v = 0;
                a->nmd++;                      /* visible for cleanup while parsing */
                v = asm_parse_value(a, &c, NULL);
                a->nmd--;
                mm->vals[mm->count++] = v;
            }
            if (a->md[a->nmd].count == 0) {
                free(a->md[a->nmd].vals);
                a->md[a->nmd].vals = NULL;
                asm_fail(a, c.s, "init needs at least one value");
            }
            a->nmd++;
            return;
        }
        if (a->nmd == a->cap_md) {
            a->cap_md = a->cap_md ? a->cap_md * 2 : 16;
            a->md = asm_xrealloc(a, a->md, (size_t)a->cap_md * sizeof *a->md);
        }
        a->md[a->nmd++] = m;
    } else if (asm_word_eq(db, n, "cb")) {
        opnd_t o;
        asm_parse_operand(a, &c, &o);
        if (o.kind != K_CB || o.neg || o.abs || o.nswz) asm_fail(a, o.at, "expected cb#[n]");
        if (o.idx >= SM5_NCB || p->cb_size[o.idx] == 0) asm_fail(a, o.at, "constant buffer cb%llu is not declared", (unsigned long long)o.idx);
        if (o.elem >= p->cb_size[o.idx]) asm_fail(a, o.at, "cb%llu[%llu] past the declared size %u", (unsigned long long)o.idx, (unsigned long long)o.elem, p->cb_size[o.idx]);
        uint32_t cnt = 0;
        uint32_t base = (uint32_t)o.elem * 4;
        uint32_t lim = p->cb_size[o.idx] * 4;
        while (!asm_at_end(&c)) {
            if (base + cnt >= lim) asm_fail(a, c.s, "value past the end of cb%llu (%u elements)", (unsigned long long)o.idx, p->cb_size[o.idx]);
            p->cb_data[o.idx][(base + cnt) / 4][(base + cnt) % 4] = asm_parse_value(a, &c, NULL);
            cnt++;
        }
        if (cnt == 0) asm_fail(a, c.s, "cb needs at least one value");
    } else if (asm_word_eq(db, n, "dims")) {
        int s = dir_res(a, &c, false);
        char nb[4];
        if (p->res[s].kind != SM5_RES_TYPED) asm_fail(a, db, "dims: %s is not a typed UAV", sm5_res_name(s, nb));
        if (a->dims_set[s]) asm_fail(a, db, "dims for %s given twice", sm5_res_name(s, nb));
        static const int ndims[] = { 1, 1, 2, 2, 3, 3 };
        int need = ndims[p->res[s].dim];
        uint64_t d[3] = { 1, 1, 1 };
        for (int i = 0; i < need; i++) {
            const char *vb = c.s;
            d[i] = asm_need_number(a, &c, i == 0 ? "a width" : i == 1 ? "a height or slice count" : "a depth or slice count");
            if (d[i] == 0 || d[i] > SM5_PROG_MAX_MEM_WORDS) asm_fail(a, vb, "dimension %llu out of range", (unsigned long long)d[i]);
        }
        if (!asm_at_end(&c)) asm_fail(a, c.s, "dims: %s takes %d dimension%s", sm5_res_name(s, nb), need, need == 1 ? "" : "s");
        if (d[0] * d[1] * d[2] > SM5_PROG_MAX_MEM_WORDS) asm_fail(a, db, "dims: %llu elements is too large", (unsigned long long)(d[0] * d[1] * d[2]));
        sm5_res_t *r = &p->res[s];
        r->width = (uint32_t)d[0];
        r->height = 1;
        r->depth = 1;
        switch (r->dim) {
        case SM5_DIM_1DARRAY: r->depth = (uint32_t)d[1]; break;      /* slices */
        case SM5_DIM_2D: r->height = (uint32_t)d[1]; break;
        case SM5_DIM_2DARRAY: case SM5_DIM_3D: r->height = (uint32_t)d[1]; r->depth = (uint32_t)d[2]; break;
        default: break;
        }
        a->dims_set[s] = true;
        a->dims_line[s] = a->lineno;
    } else if (asm_word_eq(db, n, "counter")) {
        int s = dir_res(a, &c, false);
        p->res[s].counter = asm_parse_value(a, &c, NULL);
        asm_no_more(a, &c);
    } else if (asm_word_eq(db, n, "format")) {
        int s = dir_res(a, &c, false);
        char nb[4];
        if (p->res[s].kind != SM5_RES_TYPED) asm_fail(a, db, "format: %s is not a typed UAV", sm5_res_name(s, nb));
        asm_skip_ws(&c);
        const char *fb = c.s;
        size_t fn = asm_ident(&c);
        static const char *const fmts[] = { "R32_UINT", "R32_SINT", "R32_FLOAT", "R16G16_FLOAT", "R11G11B10_FLOAT" };
        int f = -1;
        for (int i = 0; i < 5; i++)
            if (asm_word_eq(fb, fn, fmts[i])) f = i;
        if (f < 0) asm_fail(a, fb, "unsupported format '%s' (R32_UINT, R32_SINT, R32_FLOAT, R16G16_FLOAT, R11G11B10_FLOAT)", asm_tok(fb, end, tb));
        int t = a->dcl_type[s];
        bool ok = (t == 0 && f >= 2) || (t == 1 && f == 0) || (t == 2 && f == 1);
        if (!ok) asm_fail(a, fb, "format %s does not match the declared return type of %s", fmts[f], sm5_res_name(s, nb));
        if (a->fmt_set[s]) asm_fail(a, db, "format for %s given twice", sm5_res_name(s, nb));
        a->fmt_set[s] = true;
        p->res[s].fmt = (uint8_t)f;
        asm_no_more(a, &c);
    } else if (asm_word_eq(db, n, "expect")) {
        expect_directive(a, &c);
    } else {
        asm_fail(a, db, "unknown directive '%.*s'", (int)(n > 40 ? 40 : n), db);
    }
}

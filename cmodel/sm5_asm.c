/* Assembler for the program text of SPEC 8: parse, check what D3D requires, encode into
 * micro-ops (sm5_uop.h) and fill the sm5_prog_t. Two passes over the lines: the first
 * reads the header and the dcl_* lines (so directives and instructions may refer to any
 * declaration), the second the instructions and the //! directives; then sizes, the
 * memory layout, the constant values and the expectations are resolved.
 * Errors stop at the first one: "file:line:column: error: ...", the line, a caret. */
#include "sm5_asm_int.h"
#include "sm5_alu.h"
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Sets the current line; returns the code part (before any //) in [*cb, *ce) and the
 * directive text after //! (or NULL). */
static void split_line(asm_t *a, const char *ls, size_t len, const char **ce, const char **dir)
{
    a->line = ls;
    a->linelen = len;
    *dir = NULL;
    *ce = ls + len;
    for (const char *q = ls; q + 1 < ls + len; q++)
        if (q[0] == '/' && q[1] == '/') {
            *ce = q;
            if (q + 2 < ls + len && q[2] == '!') *dir = q + 3;
            break;
        }
}

/* fxc's `#line N "file"` (the file name as fxc prints it, backslashes unescaped):
 * ignored. Any other '#' line is an error. Returns true for a #line. */
static bool preproc_line(asm_t *a, const char *q, size_t ll)
{
    cur_t c = { q, q + ll };
    asm_skip_ws(&c);
    if (c.s >= c.end || *c.s != '#') return false;
    const char *hb = c.s++;
    const char *wb = c.s;
    size_t wn = asm_ident(&c);
    if (!asm_word_eq(wb, wn, "line"))
        asm_fail(a, hb, "unsupported preprocessor line '#%.*s' (only fxc's #line N \"file\" is accepted)",
                 (int)(wn > 40 ? 40 : wn), wb);
    asm_skip_ws(&c);
    uint64_t v;
    const char *nb = c.s;
    if (!asm_digits(&c, &v)) asm_fail(a, nb, "expected a line number after #line");
    asm_skip_ws(&c);
    if (c.s < c.end && *c.s == '"') {
        const char *qb = c.s++;
        while (c.s < c.end && *c.s != '"') c.s++;   /* no escapes: fxc prints C:\dir\f.hlsl as is */
        if (c.s >= c.end) asm_fail(a, qb, "unterminated file name in #line");
        c.s++;
    }
    char tb[48];
    if (!asm_at_end(&c) && !(c.s + 1 < c.end && c.s[0] == '/' && c.s[1] == '/'))
        asm_fail(a, c.s, "unexpected '%s' after #line", asm_tok(c.s, c.end, tb));
    return true;
}

/* The target of the //! expect line a->line points at (the caret's place). */
static const char *expect_target(const asm_t *a)
{
    const char *e = a->line + a->linelen, *q = a->line;
    for (; q + 6 <= e; q++)
        if (!strncmp(q, "expect", 6)) { q += 6; break; }
    while (q < e && (*q == ' ' || *q == '\t')) q++;
    return q <= e ? q : NULL;
}

static void finalize(asm_t *a)
{
    sm5_prog_t *p = a->p;
    char nb[4];
    /* sizes from the init / fill coverage */
    uint64_t cover[SM5_PROG_NRES] = { 0 };
    uint32_t cover_line[SM5_PROG_NRES] = { 0 };
    for (int i = 0; i < a->nmd; i++) {
        uint64_t e = (uint64_t)a->md[i].start + a->md[i].count;
        if (e > cover[a->md[i].slot]) { cover[a->md[i].slot] = e; cover_line[a->md[i].slot] = a->md[i].line; }
    }
    for (int s = 0; s < SM5_PROG_NRES; s++) {
        sm5_res_t *r = &p->res[s];
        if (!p->declared[s]) { memset(r, 0, sizeof *r); continue; }
        if (s >= 8 && s < 16) {
            if (cover[s] > r->size) {
                asm_at_line(a, cover_line[s]);
                asm_fail(a, NULL, "init/fill of %s covers %llu words but dcl_tgsm gives %u", sm5_res_name(s, nb),
                     (unsigned long long)cover[s], r->size);
            }
        } else if (r->kind == SM5_RES_TYPED) {
            if (a->dims_set[s]) {
                r->size = r->width * r->height * r->depth;
                if (cover[s] > r->size) {
                    asm_at_line(a, cover_line[s]);
                    asm_fail(a, NULL, "init/fill of %s covers %llu words but its dims give %u elements",
                         sm5_res_name(s, nb), (unsigned long long)cover[s], r->size);
                }
            } else {
                r->size = (uint32_t)cover[s];
                r->width = r->size;
                r->height = r->depth = 1;
            }
        } else {
            r->size = (uint32_t)cover[s];
        }
    }
    uint64_t next = 0;
    for (int s = 0; s < SM5_PROG_NRES; s++) {   /* u0..u7, g0..g7, t0..t7 */
        if (p->res[s].kind == SM5_RES_NONE) { p->res[s].base = 0; continue; }
        p->res[s].base = (uint32_t)next;
        next += p->res[s].size;
    }
    if (next > SM5_PROG_MAX_MEM_WORDS) {
        a->line = ""; a->linelen = 0; a->lineno = 1;
        asm_fail(a, NULL, "resources need %llu words of memory (at most %u)", (unsigned long long)next, SM5_PROG_MAX_MEM_WORDS);
    }
    p->mem_words = (uint32_t)next;
    p->mem_init = calloc(next ? next : 1, sizeof *p->mem_init);
    if (!p->mem_init) asm_fail(a, NULL, "out of memory");
    for (int i = 0; i < a->nmd; i++) {
        const memdir_t *m = &a->md[i];
        uint32_t *w = p->mem_init + p->res[m->slot].base + m->start;
        for (uint32_t k = 0; k < m->count; k++) w[k] = m->vals ? m->vals[k] : m->fillv;
    }
    /* constant values */
    for (int i = 0; i < p->nconst; i++) {
        if (p->cinfo[i].origin == SM5_CONST_CB)
            memcpy(p->cfile[i], p->cb_data[p->cinfo[i].cb][p->cinfo[i].elem], 16);
        if (p->cinfo[i].origin == SM5_CONST_BUFINFO)   /* the view's size, known once all are declared */
            for (int c = 0; c < 4; c++) p->cfile[i][c] = sm5_alu_bufinfo(&p->res[p->cinfo[i].cb]);
    }
    /* run parameters */
    if (!p->dispatch[0]) p->dispatch[0] = p->dispatch[1] = p->dispatch[2] = 1;
    if (!p->max_steps) p->max_steps = SM5_MAX_STEPS_DEFAULT;
    if (p->lanes) {
        uint64_t all = p->lanes == 64 ? ~0ull : ((1ull << p->lanes) - 1);
        if (p->inactive & ~all) {
            asm_at_line(a, a->inactive_line);
            asm_fail(a, NULL, "inactive mask 0x%llx names lanes past lanes %d", (unsigned long long)p->inactive, p->lanes);
        }
        if (p->helper & ~all) {
            asm_at_line(a, a->helper_line);
            asm_fail(a, NULL, "helper mask 0x%llx names lanes past lanes %d", (unsigned long long)p->helper, p->lanes);
        }
    }
    /* expectations that depend on sizes */
    for (int i = 0; i < p->nexpects; i++) {
        const sm5_expect_t *e = &p->expects[i];
        if (e->kind == SM5_EXP_MEM && e->word >= p->res[e->res].size) {
            asm_at_line(a, e->line);
            asm_fail(a, expect_target(a), "expect: word %u is past the end of %s (%u words)", e->word, sm5_res_name(e->res, nb),
                 p->res[e->res].size);
        }
        uint32_t threads = p->thread_group[0] ? p->thread_group[0] * p->thread_group[1] * p->thread_group[2] : 0;
        if ((e->kind == SM5_EXP_REG || e->kind == SM5_EXP_OUT) && e->lane != SM5_EXPECT_ALL_LANES && threads &&
            (uint32_t)e->lane >= threads) {
            asm_at_line(a, e->line);
            asm_fail(a, expect_target(a), "expect: lane %d does not exist (the thread group has %u threads)", e->lane, threads);
        }
        if ((e->kind == SM5_EXP_REG || e->kind == SM5_EXP_OUT) && p->lanes && !threads && e->lane >= p->lanes) {
            asm_at_line(a, e->line);
            asm_fail(a, expect_target(a), "expect: lane %d does not exist (lanes %d)", e->lane, p->lanes);
        }
    }
}

static void free_dirs(asm_t *a)
{
    for (int i = 0; i < a->nmd; i++) free(a->md[i].vals);
    free(a->md);
    a->md = NULL;
    a->nmd = 0;
}

int sm5_prog_parse(const char *name, const char *text, size_t len, sm5_prog_t *p, char *err, size_t errlen)
{
    /* volatile: modified between setjmp and a possible longjmp */
    asm_t *volatile ap = calloc(1, sizeof(asm_t));
    memset(p, 0, sizeof *p);
    if (err && errlen) err[0] = 0;
    if (!ap) { if (err) snprintf(err, errlen, "%s: error: out of memory\n", name); return -1; }
    asm_t *a = ap;
    a->name = name;
    a->text = text;
    a->len = len;
    a->p = p;
    a->err = err;
    a->errlen = errlen;
    a->line = text;
    a->linelen = 0;
    if (setjmp(a->jb)) {
        a = ap;
        free_dirs(a);
        asm_flow_free(a);
        free(a);
        sm5_prog_free(p);
        return -1;
    }
    p->file = malloc(strlen(name) + 1);
    if (!p->file) asm_fail(a, NULL, "out of memory");
    strcpy(p->file, name);

    /* a NUL byte means a binary file: report where */
    const char *nul = memchr(text, 0, len);
    if (nul) {
        uint32_t ln = 1;
        const char *ls = text;
        for (const char *q = text; q < nul; q++)
            if (*q == '\n') { ln++; ls = q + 1; }
        a->lineno = ln;
        a->line = ls;
        a->linelen = (size_t)(nul - ls);
        asm_fail(a, nul, "binary file: NUL byte at offset %zu (expected program text)", (size_t)(nul - text));
    }

    /* pass 1: header and declarations; pass 2: instructions and directives */
    for (int pass = 1; pass <= 2; pass++) {
        bool have_header = false;
        a->seen_insn = false;
        uint32_t ln = 0;
        const char *q = text, *end = text + len;
        while (q < end) {
            const char *nl = memchr(q, '\n', (size_t)(end - q));
            const char *le = nl ? nl : end;
            ln++;
            a->lineno = ln;
            size_t ll = (size_t)(le - q);
            if (ll && q[ll - 1] == '\r') ll--;
            if (a->icb_last && ln > a->icb_first && ln <= a->icb_last) {   /* icb continuation */
                q = nl ? nl + 1 : end;
                continue;
            }
            a->line = q;
            a->linelen = ll;
            if (preproc_line(a, q, ll)) {
                q = nl ? nl + 1 : end;
                continue;
            }
            const char *ce, *dir;
            split_line(a, q, ll, &ce, &dir);
            cur_t c = { q, ce };
            if (pass == 2 && dir) asm_directive(a, dir, q + ll);
            if (!asm_at_end(&c)) {
                const char *b = c.s;
                size_t n = 0;
                while (b + n < ce && asm_is_id(b[n])) n++;
                if (!have_header) {
                    if (pass == 1) asm_header(a, &c);
                    have_header = true;
                } else if (n > 4 && memcmp(b, "dcl_", 4) == 0) {
                    if (pass == 1) asm_declaration(a, &c);
                } else if (pass == 2) {
                    asm_instruction(a, &c);
                } else {
                    bool sat;
                    uint8_t sync;
                    (void)asm_mnemonic(a, &c, &sat, &sync);   /* unsupported instructions first */
                    a->seen_insn = true;
                }
            }
            q = nl ? nl + 1 : end;
        }
        if (pass == 1 && !have_header) {
            a->lineno = ln ? ln : 1;
            a->line = text; a->linelen = 0;
            asm_fail(a, NULL, len == 0 ? "empty program (expected a shader header such as cs_5_0)"
                                   : "no shader header such as cs_5_0 (only comments)");
        }
    }
    asm_flow_end(a);
    if (!a->seen_ret) {
        /* the error is about the end: show the last line that holds something */
        uint32_t last = 1, n = 1;
        for (size_t i = 0; i < a->len; i++) {
            if (a->text[i] == '\n') n++;
            else if (!isspace((unsigned char)a->text[i])) last = n;
        }
        asm_at_line(a, last);
        asm_fail(a, NULL, "missing 'ret' at the end of the program");
    }
    finalize(a);
    free_dirs(a);
    asm_flow_free(a);
    free(a);
    return 0;
}

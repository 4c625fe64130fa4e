/* Assembler for the program text of SPEC 8: parse, check what D3D requires, encode into
 * micro-ops (sm5_uop.h) and fill the sm5_prog_t. Two passes over the lines: the first
 * reads the header and the dcl_* lines (so directives and instructions may refer to any
 * declaration), the second the instructions and the //! directives; then sizes, the
 * memory layout, the constant values and the expectations are resolved.
 * Errors stop at the first one: "file:line:column: error: ...", the line, a caret. */
#include "sm5_asm.h"
#include "sm5_expect.h"
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- operand rules */

bool sm5_asm_sat_ok(sm5_op_t op)
{
    if (op == SM5_OP_F32TOF16 || op == SM5_OP_FTOI || op == SM5_OP_FTOU) return false;
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

int sm5_res_addr_comps(const sm5_res_t *r)
{
    switch (r->kind) {
    case SM5_RES_RAW: return 1;
    case SM5_RES_STRUCTURED: return 2;
    case SM5_RES_TYPED:
        switch (r->dim) {
        case SM5_DIM_BUFFER: case SM5_DIM_1D: return 1;
        case SM5_DIM_1DARRAY: case SM5_DIM_2D: return 2;
        default: return 3;
        }
    default: return 0;
    }
}

const char *sm5_res_name(int slot, char *buf)
{
    snprintf(buf, 4, "%c%d", (slot & 8) ? 'g' : 'u', slot & 7);
    return buf;
}

/* ---------------------------------------------------------------- assembler state */

/* A deferred memory directive (init / fill), applied once sizes are known. */
typedef struct {
    uint8_t slot;
    uint32_t start, count;   /* words */
    uint32_t *vals;          /* count values (init) or NULL (fill with fillv) */
    uint32_t fillv;
    uint32_t line, col;
} memdir_t;

typedef struct {
    const char *name;
    const char *text;
    size_t len;
    /* the current line */
    uint32_t lineno;
    const char *line;
    size_t linelen;
    char *err;
    size_t errlen;
    jmp_buf jb;
    sm5_prog_t *p;
    int cap_uops, cap_exp;
    memdir_t *md; int nmd, cap_md;
    bool dims_set[SM5_NRES];
    bool fmt_set[SM5_NRES];
    uint8_t dcl_type[SM5_NRES];   /* typed: 0 float, 1 uint, 2 sint */
    uint32_t dims_line[SM5_NRES];
    bool seen_insn, seen_ret;
    uint64_t fill_words;          /* words all fill lines write: bounded (time) */
    uint32_t ret_line;
    uint32_t lanes_line, inactive_line, helper_line;
    const char *ret_at;
} asm_t;

/* Reports an error at `at` (a pointer into the current line, or NULL for column 1) and
 * unwinds to sm5_prog_parse. */
static _Noreturn void fail(asm_t *a, const char *at, const char *fmt, ...)
{
    size_t col = (at && at >= a->line && at <= a->line + a->linelen) ? (size_t)(at - a->line) : 0;
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    /* show at most ~100 characters of the line around the column (lines can be huge) */
    size_t from = col > 60 ? col - 60 : 0;
    size_t to = a->linelen;
    if (to - from > 100) to = from + 100;
    char shown[128];
    size_t k = 0;
    for (size_t i = from; i < to && k < sizeof shown - 1; i++) {
        unsigned char ch = (unsigned char)a->line[i];
        shown[k++] = (ch >= 32 && ch < 127) || ch == '\t' ? (char)ch : '?';
    }
    shown[k] = 0;
    char caret[128];
    size_t cpos = col - from;
    if (cpos > sizeof caret - 2) cpos = sizeof caret - 2;
    for (size_t i = 0; i < cpos; i++) caret[i] = shown[i] == '\t' ? '\t' : ' ';
    caret[cpos] = '^';
    caret[cpos + 1] = 0;
    if (a->err && a->errlen)
        snprintf(a->err, a->errlen, "%s:%u:%zu: error: %s\n  %s%s\n  %s%s\n", a->name,
                 a->lineno ? a->lineno : 1, col + 1, msg, from ? "..." : "", shown,
                 from ? "   " : "", caret);
    longjmp(a->jb, 1);
}

/* A printable copy of the token at s (for messages), at most 40 characters. */
static const char *tok(const char *s, const char *end, char *buf)
{
    size_t n = 0;
    while (s < end && n < 40 && !isspace((unsigned char)*s) && *s != ',' ) {
        unsigned char ch = (unsigned char)*s++;
        buf[n++] = ch >= 32 && ch < 127 ? (char)ch : '?';
        if (ch == ')' ) break;
    }
    if (n == 0 && s < end) { buf[n++] = isprint((unsigned char)*s) ? *s : '?'; }
    buf[n] = 0;
    return buf;
}

static void *xrealloc(asm_t *a, void *ptr, size_t n)
{
    void *q = realloc(ptr, n ? n : 1);
    if (!q) fail(a, NULL, "out of memory");
    return q;
}

/* ---------------------------------------------------------------- lexing */

typedef struct { const char *s, *end; } cur_t;

static void skip_ws(cur_t *c) { while (c->s < c->end && (*c->s == ' ' || *c->s == '\t')) c->s++; }
static bool at_end(cur_t *c) { skip_ws(c); return c->s >= c->end; }
static bool is_id0(char ch) { return isalpha((unsigned char)ch) || ch == '_'; }
static bool is_id(char ch) { return isalnum((unsigned char)ch) || ch == '_'; }

static size_t ident(cur_t *c)
{
    const char *b = c->s;
    if (c->s < c->end && is_id0(*c->s))
        while (c->s < c->end && is_id(*c->s)) c->s++;
    return (size_t)(c->s - b);
}

static bool eat(cur_t *c, char ch)
{
    skip_ws(c);
    if (c->s < c->end && *c->s == ch) { c->s++; return true; }
    return false;
}

static void expect_ch(asm_t *a, cur_t *c, char ch, const char *what)
{
    char b[48];
    if (!eat(c, ch)) {
        if (at_end(c)) fail(a, c->s, "expected %s at the end of the line", what);
        fail(a, c->s, "expected %s, found '%s'", what, tok(c->s, c->end, b));
    }
}

static bool word_eq(const char *s, size_t n, const char *w)
{
    return strlen(w) == n && memcmp(s, w, n) == 0;
}

static bool word_ieq(const char *s, size_t n, const char *w)
{
    if (strlen(w) != n) return false;
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)s[i]) != tolower((unsigned char)w[i])) return false;
    return true;
}

/* Decimal digits into a saturating 64-bit value (so 2^40 is reported, not wrapped). */
static bool digits(cur_t *c, uint64_t *v)
{
    const char *b = c->s;
    uint64_t x = 0;
    while (c->s < c->end && isdigit((unsigned char)*c->s)) {
        unsigned d = (unsigned)(*c->s++ - '0');
        x = x > (UINT64_MAX - d) / 10 ? UINT64_MAX : x * 10 + d;
    }
    *v = x;
    return c->s > b;
}

/* A 32-bit value: [-]decimal, [-]0xhex, or a float spelling (has '.', exponent, inf,
 * nan) -> its f32 bits. *is_float tells which. */
static uint32_t parse_value(asm_t *a, cur_t *c, bool *is_float)
{
    skip_ws(c);
    const char *b = c->s;
    char buf[80];
    size_t n = 0;
    while (c->s < c->end && n < sizeof buf - 1 &&
           (isalnum((unsigned char)*c->s) || *c->s == '.' || *c->s == '-' || *c->s == '+' || *c->s == '_')) {
        /* a sign only at the start or after an exponent letter */
        if ((*c->s == '-' || *c->s == '+') && n > 0 && buf[n - 1] != 'e' && buf[n - 1] != 'E') break;
        buf[n++] = *c->s++;
    }
    buf[n] = 0;
    char tb[48];
    if (n == 0) fail(a, b, "expected a number, found '%s'", tok(b, c->end, tb));
    if (n >= sizeof buf - 1) fail(a, b, "number too long");
    const char *t = buf;
    bool neg = false;
    if (*t == '-' || *t == '+') { neg = *t == '-'; t++; }
    if (is_float) *is_float = false;
    if (t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
        const char *h = t + 2;
        if (!*h) fail(a, b, "bad hex number '%s'", buf);
        uint64_t x = 0;
        for (; *h; h++) {
            if (!isxdigit((unsigned char)*h)) fail(a, b, "bad hex number '%s'", buf);
            x = x * 16 + (uint64_t)(isdigit((unsigned char)*h) ? *h - '0' : (tolower((unsigned char)*h) - 'a' + 10));
            if (x > 0xFFFFFFFFull) fail(a, b, "hex number '%s' does not fit in 32 bits", buf);
        }
        return neg ? (uint32_t)(0u - (uint32_t)x) : (uint32_t)x;
    }
    bool isf = strchr(t, '.') || strchr(t, 'e') || strchr(t, 'E') || !strcmp(t, "inf") ||
               !strcmp(t, "INF") || !strcmp(t, "nan") || !strcmp(t, "NaN") || !strcmp(t, "NAN");
    if (strchr(t, 'x') || strchr(t, 'X')) isf = false;
    if (isf) {
        if (!strcmp(t, "nan") || !strcmp(t, "NaN") || !strcmp(t, "NAN")) {
            if (is_float) *is_float = true;
            return neg ? 0xFFC00000u : 0x7FC00000u;
        }
        bool inf = !strcmp(t, "inf") || !strcmp(t, "INF");
        for (const char *q = t; *q && !inf; q++)
            if (!(isdigit((unsigned char)*q) || *q == '.' || *q == 'e' || *q == 'E' || *q == '-' || *q == '+'))
                fail(a, b, "bad number '%s'", buf);
        char *end;
        errno = 0;
        float f = strtof(buf, &end);
        if (*end) fail(a, b, "bad float number '%s'", buf);
        if (errno == ERANGE && isinf(f)) fail(a, b, "float number '%s' out of range", buf);
        uint32_t bits;
        memcpy(&bits, &f, 4);
        if (is_float) *is_float = true;
        return bits;
    }
    uint64_t x = 0;
    for (const char *q = t; *q; q++) {
        if (!isdigit((unsigned char)*q)) fail(a, b, "bad number '%s'", buf);
        x = x * 10 + (uint64_t)(*q - '0');
        if (x > 0xFFFFFFFFull) fail(a, b, "number '%s' does not fit in 32 bits", buf);
    }
    if (neg && x > 0x80000000ull) fail(a, b, "number '%s' does not fit in 32 bits", buf);
    return neg ? (uint32_t)(0u - (uint32_t)x) : (uint32_t)x;
}

/* A 64-bit value for d(...): hex (16 digits) or a float spelling -> f64 bits. */
static uint64_t parse_value64(asm_t *a, cur_t *c)
{
    skip_ws(c);
    const char *b = c->s;
    char buf[80];
    size_t n = 0;
    while (c->s < c->end && n < sizeof buf - 1 &&
           (isalnum((unsigned char)*c->s) || *c->s == '.' || *c->s == '-' || *c->s == '+')) {
        if ((*c->s == '-' || *c->s == '+') && n > 0 && buf[n - 1] != 'e' && buf[n - 1] != 'E') break;
        buf[n++] = *c->s++;
    }
    buf[n] = 0;
    char tb[48];
    if (n == 0) fail(a, b, "expected a number, found '%s'", tok(b, c->end, tb));
    const char *t = buf;
    bool neg = false;
    if (*t == '-' || *t == '+') { neg = *t == '-'; t++; }
    if (t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
        uint64_t x = 0;
        int nd = 0;
        for (const char *h = t + 2; *h; h++, nd++) {
            if (!isxdigit((unsigned char)*h) || nd >= 16) fail(a, b, "bad 64-bit hex number '%s'", buf);
            x = x * 16 + (uint64_t)(isdigit((unsigned char)*h) ? *h - '0' : (tolower((unsigned char)*h) - 'a' + 10));
        }
        if (nd == 0) fail(a, b, "bad hex number '%s'", buf);
        return neg ? 0 - x : x;
    }
    char *end;
    errno = 0;
    double d = strtod(buf, &end);
    if (*end) fail(a, b, "bad double number '%s'", buf);
    if (errno == ERANGE && isinf(d)) fail(a, b, "double number '%s' out of range", buf);
    uint64_t bits;
    memcpy(&bits, &d, 8);
    return bits;
}

/* ---------------------------------------------------------------- operands */

typedef enum { K_TEMP, K_LIT, K_CB, K_TID, K_UAV, K_GSM, K_NULL } okind_t;

typedef struct {
    okind_t kind;
    const char *at;          /* start, for messages */
    uint64_t idx;            /* r#, u#, g#, cb# */
    uint64_t elem;           /* cb#[elem] */
    uint32_t lit[4];
    int nlit;
    uint8_t litfloat;
    bool neg, abs;
    int nswz;                /* letters after '.', 0 = none */
    uint8_t sel[4];          /* the letters as 0..3 */
    int tid;                 /* which thread-id input (bit index of tid_inputs) */
} opnd_t;

static const char *const tid_names[4] = {
    "vThreadID", "vThreadIDInGroup", "vThreadIDInGroupFlattened", "vThreadGroupID"
};

static int comp_index(char ch)
{
    switch (ch) {
    case 'x': return 0; case 'y': return 1; case 'z': return 2; case 'w': return 3;
    default: return -1;
    }
}

static void parse_swizzle(asm_t *a, cur_t *c, opnd_t *o)
{
    if (c->s < c->end && *c->s == '.') {
        const char *b = ++c->s;
        while (c->s < c->end && isalnum((unsigned char)*c->s)) c->s++;   /* stops at _abs */
        size_t n = (size_t)(c->s - b);
        char tb[48];
        if (n == 0 || n > 4) fail(a, b - 1, "bad swizzle or mask '.%s' (1 to 4 of x, y, z, w)", tok(b, c->end, tb));
        for (size_t i = 0; i < n; i++) {
            int k = comp_index(b[i]);
            if (k < 0) fail(a, b - 1, "bad swizzle or mask '.%.*s' (letters x, y, z, w)", (int)n, b);
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
            if (at_end(c)) fail(a, open, "unterminated 'd(' literal");
            if (n == 2) fail(a, c->s, "a d(...) literal takes 1 or 2 values");
            v[n++] = parse_value64(a, c);
            if (eat(c, ')')) break;
            if (!eat(c, ',')) {
                if (at_end(c)) fail(a, open, "unterminated 'd(' literal");
                char tb[48];
                fail(a, c->s, "expected ',' or ')' in literal, found '%s'", tok(c->s, c->end, tb));
            }
        }
        if (n == 1) v[1] = v[0];
        o->lit[0] = (uint32_t)v[0]; o->lit[1] = (uint32_t)(v[0] >> 32);
        o->lit[2] = (uint32_t)v[1]; o->lit[3] = (uint32_t)(v[1] >> 32);
        o->nlit = 4;
        return;
    }
    for (;;) {
        if (at_end(c)) fail(a, open, "unterminated 'l(' literal");
        if (n == 4) fail(a, c->s, "literal has too many values (at most 4)");
        bool f;
        o->lit[n] = parse_value(a, c, &f);
        if (f) o->litfloat |= (uint8_t)(1u << n);
        n++;
        if (eat(c, ')')) break;
        if (!eat(c, ',')) {
            if (at_end(c)) fail(a, open, "unterminated 'l(' literal");
            char tb[48];
            fail(a, c->s, "expected ',' or ')' in literal, found '%s'", tok(c->s, c->end, tb));
        }
    }
    o->nlit = n;
    if (n == 1) o->lit[1] = o->lit[2] = o->lit[3] = o->lit[0];
    for (int i = n; i < 4 && n > 1; i++) o->lit[i] = 0;
}

/* [-] [|] base [_abs] [.swz] [|] */
static void parse_operand(asm_t *a, cur_t *c, opnd_t *o)
{
    memset(o, 0, sizeof *o);
    skip_ws(c);
    o->at = c->s;
    char tb[48];
    if (c->s >= c->end) fail(a, c->s, "missing operand at the end of the line");
    if (*c->s == '-') { o->neg = true; c->s++; skip_ws(c); }
    bool bar = false;
    if (c->s < c->end && *c->s == '|') { bar = true; o->abs = true; c->s++; skip_ws(c); }
    const char *b = c->s;
    size_t n = ident(c);
    if (n == 0) fail(a, b, "expected an operand, found '%s'", tok(b, c->end, tb));
    /* split a trailing _abs off the identifier */
    if (n > 4 && memcmp(b + n - 4, "_abs", 4) == 0) { o->abs = true; n -= 4; }
    if ((b[0] == 'r' || b[0] == 'u' || b[0] == 'g') && n >= 2 && isdigit((unsigned char)b[1])) {
        cur_t d = { b + 1, b + n };
        digits(&d, &o->idx);
        if (d.s != b + n) fail(a, b, "bad operand '%.*s'", (int)n, b);
        o->kind = b[0] == 'r' ? K_TEMP : b[0] == 'u' ? K_UAV : K_GSM;
    } else if (n >= 3 && (b[0] == 'c' || b[0] == 'C') && (b[1] == 'b' || b[1] == 'B') &&
               isdigit((unsigned char)b[2])) {
        cur_t d = { b + 2, b + n };
        digits(&d, &o->idx);
        if (d.s != b + n) fail(a, b, "bad operand '%.*s'", (int)n, b);
        o->kind = K_CB;
        if (c->s < c->end && *c->s == '[') {
            c->s++;
            skip_ws(c);
            const char *e = c->s;
            if (!digits(c, &o->elem)) fail(a, e, "expected a constant-buffer element number, found '%s'", tok(e, c->end, tb));
            expect_ch(a, c, ']', "']'");
            if (c->s < c->end && *c->s == '[')
                fail(a, c->s, "unsupported operand: two-dimensional constant-buffer index (shader model 5.1)");
        } else {
            fail(a, c->s, "expected '[' after '%.*s'", (int)n, b);
        }
    } else if (word_eq(b, n, "l") && c->s < c->end && *c->s == '(') {
        c->s++;
        parse_literal(a, c, o, false);
    } else if (word_eq(b, n, "d") && c->s < c->end && *c->s == '(') {
        c->s++;
        parse_literal(a, c, o, true);
    } else if (word_eq(b, n, "null")) {
        o->kind = K_NULL;
    } else {
        int t = -1;
        for (int i = 0; i < 4; i++)
            if (word_eq(b, n, tid_names[i])) t = i;
        if (t < 0) {
            if (n == 1 && b[0] == 'l') fail(a, b, "expected '(' after 'l'");
            fail(a, b, "unsupported operand '%.*s'", (int)n, b);
        }
        if (t == 3) fail(a, b, "unsupported operand 'vThreadGroupID' (only the lane index inputs are modelled)");
        o->kind = K_TID;
        o->tid = t;
    }
    if (c->s + 4 <= c->end && memcmp(c->s, "_abs", 4) == 0 && !(c->s + 4 < c->end && is_id(c->s[4]))) {
        o->abs = true;
        c->s += 4;
    }
    parse_swizzle(a, c, o);
    if (c->s + 4 <= c->end && memcmp(c->s, "_abs", 4) == 0 && !(c->s + 4 < c->end && is_id(c->s[4]))) {
        o->abs = true;
        c->s += 4;
    }
    if (bar) expect_ch(a, c, '|', "closing '|'");
    if (c->s < c->end && !(*c->s == ',' || *c->s == ' ' || *c->s == '\t'))
        fail(a, c->s, "unexpected '%s' after operand", tok(c->s, c->end, tb));
}

/* ---------------------------------------------------------------- program building */

static int add_const(asm_t *a, const char *at, const uint32_t v[4], uint8_t origin, uint8_t cb,
                     uint16_t elem, uint8_t nvals, uint8_t isf)
{
    sm5_prog_t *p = a->p;
    for (int i = 0; i < p->nconst; i++) {
        const sm5_const_info_t *ci = &p->cinfo[i];
        if (ci->origin != origin) continue;
        if (origin == SM5_CONST_CB && ci->cb == cb && ci->elem == elem) return i;
        if (origin == SM5_CONST_LITERAL && ci->nvals == nvals && ci->is_float == isf &&
            !memcmp(p->cfile[i], v, 16))
            return i;
    }
    if (p->nconst >= SM5_NCONST_MAX)
        fail(a, at, "too many distinct constants (the constant file holds %d)", SM5_NCONST_MAX);
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

static uint8_t swz_of(const opnd_t *o, bool dbl)
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

static uint8_t mask_of(asm_t *a, const opnd_t *o)
{
    if (o->nswz == 0) return 0xF;
    uint8_t m = 0;
    int last = -1;
    for (int i = 0; i < o->nswz; i++) {
        if ((int)o->sel[i] <= last)
            fail(a, o->at, "write mask components must be distinct and in x, y, z, w order");
        last = o->sel[i];
        m |= (uint8_t)(1u << o->sel[i]);
    }
    return m;
}

static int res_slot(asm_t *a, const opnd_t *o)
{
    if (o->idx > 7) fail(a, o->at, "resource %c%llu out of range (%c0..%c7)", o->kind == K_UAV ? 'u' : 'g',
                         (unsigned long long)o->idx, o->kind == K_UAV ? 'u' : 'g', o->kind == K_UAV ? 'u' : 'g');
    return (int)o->idx + (o->kind == K_GSM ? 8 : 0);
}

static void check_temp(asm_t *a, const opnd_t *o)
{
    if (o->idx >= (uint64_t)a->p->nregs) {
        if (a->p->nregs == 0)
            fail(a, o->at, "register r%llu used but no dcl_temps declares temps", (unsigned long long)o->idx);
        fail(a, o->at, "register r%llu past dcl_temps %d", (unsigned long long)o->idx, a->p->nregs);
    }
}

/* A register-style source (temp, literal, cb, thread id) into s. */
static void enc_src(asm_t *a, const opnd_t *o, sm5_src_t *s, bool dbl)
{
    sm5_prog_t *p = a->p;
    memset(s, 0, sizeof *s);
    s->swz = swz_of(o, dbl);
    s->neg = o->neg;
    s->abs = o->abs;
    switch (o->kind) {
    case K_TEMP:
        check_temp(a, o);
        s->kind = SM5_SRC_TEMP;
        s->idx = (uint8_t)o->idx;
        break;
    case K_LIT:
        s->kind = SM5_SRC_CONST;
        s->idx = (uint8_t)add_const(a, o->at, o->lit, SM5_CONST_LITERAL, 0, 0, (uint8_t)o->nlit, o->litfloat);
        break;
    case K_CB: {
        if (o->idx >= SM5_NCB) fail(a, o->at, "constant buffer cb%llu out of range (cb0..cb%d)", (unsigned long long)o->idx, SM5_NCB - 1);
        if (p->cb_size[o->idx] == 0) fail(a, o->at, "constant buffer cb%llu used but not declared", (unsigned long long)o->idx);
        if (o->elem >= p->cb_size[o->idx])
            fail(a, o->at, "cb%llu[%llu] past the declared size %u", (unsigned long long)o->idx,
                 (unsigned long long)o->elem, p->cb_size[o->idx]);
        uint32_t z[4] = { 0, 0, 0, 0 };
        s->kind = SM5_SRC_CONST;
        s->idx = (uint8_t)add_const(a, o->at, z, SM5_CONST_CB, (uint8_t)o->idx, (uint16_t)o->elem, 4, 0);
        break;
    }
    case K_TID:
        if (strcmp(p->shader, "cs") != 0) fail(a, o->at, "%s exists only in compute shaders", tid_names[o->tid]);
        if (!(p->tid_inputs & (1u << o->tid)))
            fail(a, o->at, "%s used but not declared (add 'dcl_input %s')", tid_names[o->tid], tid_names[o->tid]);
        s->kind = SM5_SRC_THREAD_ID;
        break;
    case K_UAV: case K_GSM:
        fail(a, o->at, "a resource is not allowed as a source operand here");
    case K_NULL:
        fail(a, o->at, "'null' is not allowed as a source operand");
    }
}

/* Components an address / value operand supplies (for the D3D count checks). */
static int opnd_comps(const opnd_t *o)
{
    if (o->nswz) return o->nswz;
    if (o->kind == K_LIT) return o->nlit;
    return 4;
}

static bool is_select(const opnd_t *o)
{
    if (o->nswz == 1) return true;
    if (o->nswz == 4) return o->sel[0] == o->sel[1] && o->sel[1] == o->sel[2] && o->sel[2] == o->sel[3];
    if (o->nswz == 0 && o->kind == K_LIT) {
        return o->nlit == 1 || (o->nlit == 4 && o->lit[0] == o->lit[1] && o->lit[1] == o->lit[2] && o->lit[2] == o->lit[3]);
    }
    return false;
}

static void no_mods(asm_t *a, const opnd_t *o, const char *opname)
{
    if (o->neg || o->abs) fail(a, o->at, "'%s' takes no operand modifiers (- or _abs)", opname);
}

static void need_reg_src(asm_t *a, const opnd_t *o)
{
    if (o->kind == K_UAV || o->kind == K_GSM)
        fail(a, o->at, "expected a register, literal or constant operand, found a resource");
    if (o->kind == K_NULL) fail(a, o->at, "'null' is not allowed here");
}

static const sm5_res_t *need_res(asm_t *a, const opnd_t *o, int *slot)
{
    if (o->kind != K_UAV && o->kind != K_GSM)
        fail(a, o->at, "expected a resource u# or g#");
    if (o->neg || o->abs) fail(a, o->at, "a resource takes no modifiers");
    int s = res_slot(a, o);
    if (!a->p->declared[s]) {
        char nb[4];
        fail(a, o->at, "resource %s used but not declared", sm5_res_name(s, nb));
    }
    *slot = s;
    return &a->p->res[s];
}

static void check_addr(asm_t *a, const opnd_t *o, const sm5_res_t *r, int slot)
{
    int need = sm5_res_addr_comps(r);
    int have = opnd_comps(o);
    if (have != need && have != 4) {
        char nb[4];
        fail(a, o->at, "address of %s needs %d component%s (got %d)", sm5_res_name(slot, nb), need,
             need == 1 ? "" : "s", have);
    }
}

static void check_scalar(asm_t *a, const opnd_t *o, const char *what)
{
    if (!is_select(o))
        fail(a, o->at, "%s needs a single-component select (e.g. r0.x or l(1))", what);
}

/* ---------------------------------------------------------------- instructions */

static void push_uop(asm_t *a, const sm5_uop_t *u, const char *at)
{
    sm5_prog_t *p = a->p;
    if (p->nuops >= SM5_PROG_MAX_UOPS) fail(a, at, "program too long (at most %d instructions)", SM5_PROG_MAX_UOPS);
    if (p->nuops == a->cap_uops) {
        a->cap_uops = a->cap_uops ? a->cap_uops * 2 : 64;
        p->uops = xrealloc(a, p->uops, (size_t)a->cap_uops * sizeof *p->uops);
        p->uop_line = xrealloc(a, p->uop_line, (size_t)a->cap_uops * sizeof *p->uop_line);
        p->uop_col = xrealloc(a, p->uop_col, (size_t)a->cap_uops * sizeof *p->uop_col);
    }
    p->uops[p->nuops] = *u;
    p->uop_line[p->nuops] = a->lineno;
    p->uop_col[p->nuops] = (uint32_t)(at - a->line) + 1;
    p->nuops++;
}

static bool is_sm5_only(sm5_op_t op)
{
    sm5_opclass_t c = sm5_op_class(op);
    if (c == SM5_CL_ATOMIC || c == SM5_CL_IMM_ATOMIC || c == SM5_CL_DOUBLE) return true;
    switch (op) {
    case SM5_OP_UBFE: case SM5_OP_IBFE: case SM5_OP_BFI: case SM5_OP_BFREV:
    case SM5_OP_COUNTBITS: case SM5_OP_FIRSTBIT_LO: case SM5_OP_FIRSTBIT_HI:
    case SM5_OP_FIRSTBIT_SHI: case SM5_OP_F32TOF16: case SM5_OP_F16TOF32:
    case SM5_OP_LD_UAV_TYPED: case SM5_OP_STORE_UAV_TYPED:
    case SM5_OP_UADDC: case SM5_OP_USUBB: case SM5_OP_MSAD:
        return true;
    default:
        return false;
    }
}

/* The destination names of a two-destination op, for messages. */
static const char *two_dst_names(sm5_op_t op)
{
    switch (op) {
    case SM5_OP_UDIV: return "destQ, destR";
    case SM5_OP_UADDC: return "dest, carry";
    case SM5_OP_USUBB: return "dest, borrow";
    default: return "destHI, destLO";
    }
}

/* The mnemonic at c (with _sat and fxc's _indexable(...)(...) suffix); reports an
 * unsupported instruction. */
static sm5_op_t mnemonic(asm_t *a, cur_t *c, bool *sat)
{
    const char *mb = c->s;
    size_t n = ident(c);
    char tb[48];
    if (n == 0) fail(a, mb, "expected an instruction, found '%s'", tok(mb, c->end, tb));
    *sat = false;
    sm5_op_t op = sm5_op_lookup(mb, (int)n);
    if (op == SM5_OP_COUNT && n > 4 && memcmp(mb + n - 4, "_sat", 4) == 0) {
        op = sm5_op_lookup(mb, (int)n - 4);
        if (op != SM5_OP_COUNT) *sat = true;
    }
    if (op == SM5_OP_COUNT && n > 10) {
        /* fxc's ld_raw_indexable(raw_buffer)(mixed,...) etc.: the suffix and its
         * parenthesised groups restate the declaration; accept and ignore them */
        const char *ix = NULL;
        for (const char *q = mb; q + 10 <= mb + n; q++)
            if (memcmp(q, "_indexable", 10) == 0) ix = q;
        if (ix && ix + 10 == mb + n) {
            op = sm5_op_lookup(mb, (int)(ix - mb));
            if (op != SM5_OP_COUNT) {
                while (c->s < c->end && *c->s == '(') {
                    const char *q = memchr(c->s, ')', (size_t)(c->end - c->s));
                    if (!q) fail(a, c->s, "unterminated '(' after '%.*s'", (int)n, mb);
                    c->s = q + 1;
                }
            }
        }
    }
    if (op == SM5_OP_COUNT)
        fail(a, mb, "unsupported instruction '%.*s'", (int)(n > 60 ? 60 : n), mb);
    return op;
}

static void instruction(asm_t *a, cur_t *c)
{
    sm5_prog_t *p = a->p;
    const char *mb = c->s;
    char tb[48];
    bool sat;
    sm5_op_t op = mnemonic(a, c, &sat);
    const char *name = sm5_op_name(op);
    if (a->seen_ret) fail(a, mb, "instruction after 'ret' (no control flow is modelled)");
    if (p->sm_major < 5 && is_sm5_only(op))
        fail(a, mb, "'%s' needs shader model 5 (the header is %s_%u_%u)", name, p->shader, p->sm_major, p->sm_minor);
    if (sat && !sm5_asm_sat_ok(op)) fail(a, mb, "'%s' does not take _sat", name);
    if (c->s < c->end && !(*c->s == ' ' || *c->s == '\t'))
        fail(a, c->s, "unexpected '%s' after the instruction name", tok(c->s, c->end, tb));
    a->seen_insn = true;

    /* operands */
    opnd_t o[8];
    int no = 0;
    if (!at_end(c)) {
        for (;;) {
            if (no == 8) fail(a, c->s, "too many operands for '%s'", name);
            parse_operand(a, c, &o[no++]);
            if (at_end(c)) break;
            if (!eat(c, ',')) fail(a, c->s, "expected ',' between operands, found '%s'", tok(c->s, c->end, tb));
        }
    }
    sm5_opclass_t cl = sm5_op_class(op);
    int nsrc = sm5_op_nsrc(op);
    int ndst = sm5_op_ndst(op);
    int want;
    switch (cl) {
    case SM5_CL_CTRL: want = 0; break;
    case SM5_CL_ATOMIC: want = 2 + nsrc - 1; break;                   /* res, addr, values */
    case SM5_CL_IMM_ATOMIC: want = nsrc == 0 ? 2 : 3 + nsrc - 1; break; /* dst, res, addr, values */
    case SM5_CL_LOAD: want = 1 + nsrc + 1; break;                      /* dst, addresses, res */
    case SM5_CL_STORE: want = 1 + nsrc; break;                         /* res, addresses, value */
    default: want = ndst + nsrc; break;
    }
    if (no != want) {
        if (ndst == 2)
            fail(a, no > want ? o[want].at : mb, "'%s' takes %d operands (%s, src0, src1), found %d", name,
                 want, two_dst_names(op), no);
        fail(a, no > want ? o[want].at : mb, "'%s' takes %d operand%s, found %d", name, want,
             want == 1 ? "" : "s", no);
    }
    /* `null` is a destination of the two-destination ops only, never a source */
    bool alu = cl == SM5_CL_FLOAT || cl == SM5_CL_INT || cl == SM5_CL_UINT || cl == SM5_CL_DOUBLE ||
               cl == SM5_CL_F16IN || cl == SM5_CL_MOVE;
    for (int i = 0; i < no; i++) {
        if (o[i].kind != K_NULL) continue;
        if (alu && ndst == 2 && i < 2) {
            if (o[i].neg || o[i].abs) fail(a, o[i].at, "a 'null' destination takes no - or _abs");
            if (o[i].nswz) fail(a, o[i].at, "a 'null' destination takes no write mask");
        } else if (i == 0 || (alu && i < ndst)) {
            fail(a, o[i].at, "'null' is only allowed as a destination of imul, umul, udiv, uaddc or usubb");
        } else {
            fail(a, o[i].at, "'null' is not allowed as a source operand");
        }
    }

    sm5_uop_t u;
    memset(&u, 0, sizeof u);
    u.op = (uint8_t)op;
    u.sat = sat;
    bool dbl = cl == SM5_CL_DOUBLE;

    if (dbl && (p->global_flags & SM5_GF_PRESENT) && !(p->global_flags & SM5_GF_DOUBLE_PRECISION))
        fail(a, mb, "'%s' needs 'enableDoublePrecisionFloatOps' in dcl_globalFlags", name);

    switch (cl) {
    case SM5_CL_CTRL:
        a->seen_ret = true;
        a->ret_line = a->lineno;
        break;
    case SM5_CL_FLOAT: case SM5_CL_INT: case SM5_CL_UINT: case SM5_CL_DOUBLE:
    case SM5_CL_F16IN: case SM5_CL_MOVE: {
        for (int d = 0; d < ndst; d++) {
            uint8_t reg = 0, msk = 0;
            if (o[d].kind != K_NULL) {
                if (o[d].kind != K_TEMP)
                    fail(a, o[d].at, ndst == 2 ? "destination of '%s' must be a temp register r# or null"
                                               : "destination of '%s' must be a temp register r#", name);
                if (o[d].neg || o[d].abs) fail(a, o[d].at, "a destination takes no - or _abs");
                check_temp(a, &o[d]);
                reg = (uint8_t)o[d].idx;
                msk = mask_of(a, &o[d]);
            }
            if (d == 0) { u.dst_reg = reg; u.dst_mask = msk; }
            else { u.dst2_reg = reg; u.dst2_mask = msk; }
        }
        if (ndst == 2) {
            if (o[0].kind == K_NULL && o[1].kind == K_NULL)
                fail(a, o[1].at, "both destinations of '%s' are null (the instruction would write nothing)", name);
            if (o[0].kind == K_TEMP && o[1].kind == K_TEMP && u.dst_reg == u.dst2_reg && (u.dst_mask & u.dst2_mask)) {
                char ov[5];
                int k = 0;
                for (int c = 0; c < 4; c++)
                    if ((u.dst_mask & u.dst2_mask) >> c & 1u) ov[k++] = "xyzw"[c];
                ov[k] = 0;
                fail(a, o[1].at, "the destinations of '%s' overlap in r%u.%s (the result would depend on the write order)",
                     name, u.dst_reg, ov);
            }
        }
        if (dbl && !(u.dst_mask == 0x3 || u.dst_mask == 0xC || u.dst_mask == 0xF))
            fail(a, o[0].at, "'%s' write mask must be .xy, .zw or .xyzw", name);
        for (int s = 0; s < nsrc; s++) {
            const opnd_t *q = &o[ndst + s];
            need_reg_src(a, q);
            if (q->neg && !sm5_asm_neg_ok(op)) fail(a, q->at, "'%s' does not take a negate modifier", name);
            if (q->abs && !sm5_asm_abs_ok(op)) fail(a, q->at, "'%s' does not take _abs", name);
            enc_src(a, q, &u.src[s], dbl);
            if (dbl) {
                uint8_t z = u.src[s].swz;
                if (!(z == 0xE4 || z == 0x44 || z == 0x4E || z == 0xEE))
                    fail(a, q->at, "'%s' source swizzle must be .xyzw, .xyxy, .zwxy or .zwzw", name);
            }
        }
        break;
    }
    case SM5_CL_ATOMIC: case SM5_CL_IMM_ATOMIC: {
        int k = 0;
        if (cl == SM5_CL_IMM_ATOMIC) {
            if (o[0].kind != K_TEMP) fail(a, o[0].at, "dst0 of '%s' must be a temp register r#", name);
            if (o[0].neg || o[0].abs) fail(a, o[0].at, "a destination takes no - or _abs");
            check_temp(a, &o[0]);
            u.dst_reg = (uint8_t)o[0].idx;
            if (o[0].nswz != 1) fail(a, o[0].at, "dst0 of '%s' needs a single-component mask (e.g. r0.x)", name);
            u.dst_mask = mask_of(a, &o[0]);
            k = 1;
        }
        int slot;
        const sm5_res_t *r = need_res(a, &o[k], &slot);
        if (o[k].nswz) fail(a, o[k].at, "the resource of '%s' takes no mask or swizzle", name);
        u.res = (uint8_t)slot;
        char nb[4];
        if (op == SM5_OP_IMM_ATOMIC_ALLOC || op == SM5_OP_IMM_ATOMIC_CONSUME) {
            if (slot >= 8 || r->kind != SM5_RES_STRUCTURED)
                fail(a, o[k].at, "'%s' needs a structured UAV (u#), not %s", name, sm5_res_name(slot, nb));
            break;
        }
        if (r->kind == SM5_RES_TYPED && !(r->fmt == SM5_FMT_R32_UINT || r->fmt == SM5_FMT_R32_SINT))
            fail(a, o[k].at, "atomics on typed UAV %s need format R32_UINT or R32_SINT", sm5_res_name(slot, nb));
        const opnd_t *ad = &o[k + 1];
        need_reg_src(a, ad);
        no_mods(a, ad, name);
        check_addr(a, ad, r, slot);
        enc_src(a, ad, &u.src[0], false);
        for (int s = 1; s < nsrc; s++) {
            const opnd_t *q = &o[k + 1 + s];
            need_reg_src(a, q);
            no_mods(a, q, name);
            check_scalar(a, q, "an atomic value operand");
            enc_src(a, q, &u.src[s], false);
        }
        break;
    }
    case SM5_CL_LOAD: {
        if (o[0].kind != K_TEMP) fail(a, o[0].at, "destination of '%s' must be a temp register r#", name);
        if (o[0].neg || o[0].abs) fail(a, o[0].at, "a destination takes no - or _abs");
        check_temp(a, &o[0]);
        u.dst_reg = (uint8_t)o[0].idx;
        u.dst_mask = mask_of(a, &o[0]);
        const opnd_t *ro = &o[1 + nsrc];
        int slot;
        const sm5_res_t *r = need_res(a, ro, &slot);
        char nb[4];
        u.res = (uint8_t)slot;
        u.res_swz = swz_of(ro, false);
        if (op == SM5_OP_LD_RAW && r->kind != SM5_RES_RAW)
            fail(a, ro->at, "'ld_raw' needs a raw resource; %s is not raw", sm5_res_name(slot, nb));
        if (op == SM5_OP_LD_STRUCTURED && r->kind != SM5_RES_STRUCTURED)
            fail(a, ro->at, "'ld_structured' needs a structured resource; %s is not structured", sm5_res_name(slot, nb));
        if (op == SM5_OP_LD_UAV_TYPED && r->kind != SM5_RES_TYPED)
            fail(a, ro->at, "'ld_uav_typed' needs a typed UAV; %s is not typed", sm5_res_name(slot, nb));
        for (int s = 0; s < nsrc; s++) {
            const opnd_t *q = &o[1 + s];
            need_reg_src(a, q);
            no_mods(a, q, name);
            if (op == SM5_OP_LD_UAV_TYPED) check_addr(a, q, r, slot);
            else check_scalar(a, q, s == 0 && op == SM5_OP_LD_STRUCTURED ? "the structure index" :
                                    "the byte offset");
            enc_src(a, q, &u.src[s], false);
        }
        break;
    }
    case SM5_CL_STORE: {
        int slot;
        const sm5_res_t *r = need_res(a, &o[0], &slot);
        char nb[4];
        u.res = (uint8_t)slot;
        u.dst_mask = mask_of(a, &o[0]);
        if (op == SM5_OP_STORE_UAV_TYPED) {
            if (r->kind != SM5_RES_TYPED)
                fail(a, o[0].at, "'store_uav_typed' needs a typed UAV; %s is not typed", sm5_res_name(slot, nb));
            if (u.dst_mask != 0xF) fail(a, o[0].at, "'store_uav_typed' write mask must be .xyzw");
        } else {
            if (op == SM5_OP_STORE_RAW && r->kind != SM5_RES_RAW)
                fail(a, o[0].at, "'store_raw' needs a raw resource; %s is not raw", sm5_res_name(slot, nb));
            if (op == SM5_OP_STORE_STRUCTURED && r->kind != SM5_RES_STRUCTURED)
                fail(a, o[0].at, "'store_structured' needs a structured resource; %s is not structured", sm5_res_name(slot, nb));
            if (!(u.dst_mask == 0x1 || u.dst_mask == 0x3 || u.dst_mask == 0x7 || u.dst_mask == 0xF))
                fail(a, o[0].at, "'%s' write mask must be .x, .xy, .xyz or .xyzw", name);
        }
        for (int s = 0; s < nsrc; s++) {
            const opnd_t *q = &o[1 + s];
            need_reg_src(a, q);
            no_mods(a, q, name);
            bool is_value = s == nsrc - 1;
            if (!is_value) {
                if (op == SM5_OP_STORE_UAV_TYPED) check_addr(a, q, r, slot);
                else check_scalar(a, q, s == 0 && op == SM5_OP_STORE_STRUCTURED ? "the structure index" :
                                        "the byte offset");
            }
            enc_src(a, q, &u.src[s], false);
        }
        break;
    }
    default:
        fail(a, mb, "internal: unhandled class for '%s'", name);
    }
    push_uop(a, &u, mb);
}

/* ---------------------------------------------------------------- declarations */

static uint64_t need_number(asm_t *a, cur_t *c, const char *what)
{
    skip_ws(c);
    const char *b = c->s;
    uint64_t v;
    char tb[48];
    if (!digits(c, &v)) fail(a, b, "expected %s, found '%s'", what, at_end(c) ? "end of line" : tok(b, c->end, tb));
    return v;
}

static void no_more(asm_t *a, cur_t *c)
{
    char tb[48];
    if (!at_end(c)) fail(a, c->s, "unexpected '%s' at the end of the line", tok(c->s, c->end, tb));
}

static int decl_res(asm_t *a, cur_t *c, char want)
{
    opnd_t o;
    parse_operand(a, c, &o);
    if ((want == 'u' && o.kind != K_UAV) || (want == 'g' && o.kind != K_GSM))
        fail(a, o.at, "expected %s", want == 'u' ? "a UAV u#" : "groupshared memory g#");
    if (o.neg || o.abs || o.nswz) fail(a, o.at, "a declaration takes a plain resource name");
    int s = res_slot(a, &o);
    if (a->p->declared[s]) {
        char nb[4];
        fail(a, o.at, "%s declared twice (first on line %u)", sm5_res_name(s, nb), a->p->decl_line[s]);
    }
    a->p->declared[s] = true;
    a->p->decl_line[s] = a->lineno;
    return s;
}

static void declaration(asm_t *a, cur_t *c)
{
    sm5_prog_t *p = a->p;
    const char *b = c->s;
    size_t n = ident(c);
    char tb[48];
    if (a->seen_insn) fail(a, b, "declaration after the first instruction");
    bool glc = false;
    if (n > 4 && memcmp(b + n - 4, "_glc", 4) == 0) { glc = true; n -= 4; }
    if (n > 4 && memcmp(b + n - 4, "_opc", 4) == 0) n -= 4;   /* ordered-count flag: no effect */
    bool is_cs = strcmp(p->shader, "cs") == 0;
    if (word_eq(b, n, "dcl_globalFlags")) {
        static const struct { const char *n; uint32_t f; } flags[] = {
            { "refactoringAllowed", SM5_GF_REFACTORING_ALLOWED },
            { "enableDoublePrecisionFloatOps", SM5_GF_DOUBLE_PRECISION },
            { "forceEarlyDepthStencil", SM5_GF_FORCE_EARLY_DEPTH },
            { "enableRawAndStructuredBuffers", SM5_GF_RAW_STRUCTURED_BUFFERS },
            { "skipOptimization", SM5_GF_SKIP_OPTIMIZATION },
            { "enableMinimumPrecision", SM5_GF_MINIMUM_PRECISION },
            { "enable11_1DoubleExtensions", SM5_GF_DOUBLE_EXTENSIONS },
            { "enable11_1ShaderExtensions", SM5_GF_SHADER_EXTENSIONS },
        };
        p->global_flags |= SM5_GF_PRESENT;
        do {
            skip_ws(c);
            const char *fb = c->s;
            size_t fn = ident(c);
            if (fn == 0) fail(a, fb, "expected a global flag, found '%s'", at_end(c) ? "end of line" : tok(fb, c->end, tb));
            bool ok = false;
            for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
                if (word_eq(fb, fn, flags[i].n)) { p->global_flags |= flags[i].f; ok = true; }
            if (!ok) fail(a, fb, "unknown global flag '%.*s'", (int)(fn > 60 ? 60 : fn), fb);
        } while (eat(c, '|'));
        no_more(a, c);
        return;
    }
    if (word_eq(b, n, "dcl_temps")) {
        if (p->nregs) fail(a, b, "dcl_temps given twice");
        const char *nb = c->s;
        uint64_t v = need_number(a, c, "a register count");
        if (v == 0 || v > SM5_NREGS_MAX) fail(a, nb, "dcl_temps %llu out of range (1..%d)", (unsigned long long)v, SM5_NREGS_MAX);
        p->nregs = (int)v;
        no_more(a, c);
        return;
    }
    if (word_eq(b, n, "dcl_thread_group")) {
        if (!is_cs) fail(a, b, "dcl_thread_group is only for compute shaders");
        for (int i = 0; i < 3; i++) {
            if (i) expect_ch(a, c, ',', "','");
            const char *nb = c->s;
            uint64_t v = need_number(a, c, "a thread-group size");
            if (v == 0 || v > 1024) fail(a, nb, "thread-group size %llu out of range (1..1024)", (unsigned long long)v);
            p->thread_group[i] = (uint32_t)v;
        }
        if ((uint64_t)p->thread_group[0] * p->thread_group[1] * p->thread_group[2] > 1024)
            fail(a, b, "thread group of more than 1024 threads");
        no_more(a, c);
        return;
    }
    if (word_eq(b, n, "dcl_input")) {
        skip_ws(c);
        const char *ib = c->s;
        size_t in = ident(c);
        int t = -1;
        for (int i = 0; i < 4; i++)
            if (word_eq(ib, in, tid_names[i])) t = i;
        if (t < 0) fail(a, ib, "unsupported input '%s'", tok(ib, c->end, tb));
        if (!is_cs) fail(a, ib, "%s exists only in compute shaders", tid_names[t]);
        opnd_t o;
        memset(&o, 0, sizeof o);
        o.at = c->s;
        parse_swizzle(a, c, &o);
        if (o.nswz) mask_of(a, &o);
        p->tid_inputs |= (uint8_t)(1u << t);
        no_more(a, c);
        return;
    }
    if (word_eq(b, n, "dcl_constantbuffer")) {
        opnd_t o;
        parse_operand(a, c, &o);
        if (o.kind != K_CB || o.neg || o.abs || o.nswz) fail(a, o.at, "expected cb#[size]");
        if (o.idx >= SM5_NCB) fail(a, o.at, "constant buffer cb%llu out of range (cb0..cb%d)", (unsigned long long)o.idx, SM5_NCB - 1);
        if (p->cb_size[o.idx]) fail(a, o.at, "cb%llu declared twice", (unsigned long long)o.idx);
        if (o.elem == 0 || o.elem > 4096) fail(a, o.at, "constant buffer size %llu out of range (1..4096)", (unsigned long long)o.elem);
        p->cb_size[o.idx] = (uint32_t)o.elem;
        p->cb_data[o.idx] = calloc(o.elem, sizeof *p->cb_data[0]);
        if (!p->cb_data[o.idx]) fail(a, o.at, "out of memory");
        if (eat(c, ',')) {
            skip_ws(c);
            const char *ab = c->s;
            size_t an = ident(c);
            if (!word_eq(ab, an, "immediateIndexed") && !word_eq(ab, an, "dynamicIndexed"))
                fail(a, ab, "expected immediateIndexed or dynamicIndexed, found '%s'", tok(ab, c->end, tb));
        }
        no_more(a, c);
        return;
    }
    if (word_eq(b, n, "dcl_uav_raw")) {
        int s = decl_res(a, c, 'u');
        p->res[s].kind = SM5_RES_RAW;
        p->glc[s] = glc;
        no_more(a, c);
        return;
    }
    if (word_eq(b, n, "dcl_uav_structured")) {
        int s = decl_res(a, c, 'u');
        expect_ch(a, c, ',', "',' and the stride");
        const char *nb = c->s;
        uint64_t v = need_number(a, c, "a stride in bytes");
        if (v == 0 || v % 4 || v > 2048) fail(a, nb, "structure stride %llu must be a multiple of 4 in 4..2048", (unsigned long long)v);
        p->res[s].kind = SM5_RES_STRUCTURED;
        p->res[s].stride = (uint32_t)v;
        p->glc[s] = glc;
        no_more(a, c);
        return;
    }
    if (n > 14 && memcmp(b, "dcl_uav_typed_", 14) == 0) {
        static const char *const dims[] = { "buffer", "texture1d", "texture1darray", "texture2d",
                                            "texture2darray", "texture3d" };
        int d = -1;
        for (int i = 0; i < 6; i++)
            if (word_eq(b + 14, n - 14, dims[i])) d = i;
        if (d < 0) fail(a, b, "unsupported declaration '%.*s'", (int)(n > 60 ? 60 : n), b);
        if (p->sm_major < 5) fail(a, b, "typed UAVs need shader model 5");
        expect_ch(a, c, '(', "'(' and the return type");
        int type = -1;
        for (int i = 0; i < 4; i++) {
            skip_ws(c);
            const char *tb0 = c->s;
            size_t tn = ident(c);
            int t = word_eq(tb0, tn, "float") ? 0 : word_eq(tb0, tn, "uint") ? 1 : word_eq(tb0, tn, "sint") ? 2 : -1;
            if (t < 0) fail(a, tb0, "unsupported return type '%s' (float, uint or sint)", tok(tb0, c->end, tb));
            if (type >= 0 && t != type) fail(a, tb0, "mixed return types are not supported");
            type = t;
            if (eat(c, ')')) break;
            if (i == 3) fail(a, c->s, "expected ')'");
            expect_ch(a, c, ',', "',' or ')'");
        }
        int s = decl_res(a, c, 'u');
        p->res[s].kind = SM5_RES_TYPED;
        p->res[s].dim = (uint8_t)d;
        p->res[s].fmt = type == 0 ? SM5_FMT_R32_FLOAT : type == 1 ? SM5_FMT_R32_UINT : SM5_FMT_R32_SINT;
        a->dcl_type[s] = (uint8_t)type;
        p->glc[s] = glc;
        no_more(a, c);
        return;
    }
    if (word_eq(b, n, "dcl_tgsm_raw") || word_eq(b, n, "dcl_tgsm_structured")) {
        if (!is_cs) fail(a, b, "groupshared memory exists only in compute shaders");
        bool st = b[9] == 's';
        int s = decl_res(a, c, 'g');
        expect_ch(a, c, ',', st ? "',' and the stride" : "',' and the size in bytes");
        const char *nb = c->s;
        uint64_t v = need_number(a, c, st ? "a stride in bytes" : "a size in bytes");
        uint64_t bytes = v;
        if (st) {
            if (v == 0 || v % 4 || v > 2048) fail(a, nb, "structure stride %llu must be a multiple of 4 in 4..2048", (unsigned long long)v);
            expect_ch(a, c, ',', "',' and the element count");
            const char *cb0 = c->s;
            uint64_t cnt = need_number(a, c, "an element count");
            if (cnt == 0 || cnt > 8192) fail(a, cb0, "element count %llu out of range", (unsigned long long)cnt);
            bytes = v * cnt;
            p->res[s].kind = SM5_RES_STRUCTURED;
            p->res[s].stride = (uint32_t)v;
        } else {
            if (v == 0 || v % 4) fail(a, nb, "groupshared size %llu must be a positive multiple of 4", (unsigned long long)v);
            p->res[s].kind = SM5_RES_RAW;
        }
        if (bytes > 32768) fail(a, nb, "groupshared memory of %llu bytes (at most 32768)", (unsigned long long)bytes);
        p->res[s].size = (uint32_t)(bytes / 4);
        no_more(a, c);
        return;
    }
    fail(a, b, "unsupported declaration '%.*s'", (int)(n > 60 ? 60 : n), b);
}

/* ---------------------------------------------------------------- directives */

static int dir_res(asm_t *a, cur_t *c, bool allow_g)
{
    skip_ws(c);
    const char *b = c->s;
    size_t n = 0;
    while (b + n < c->end && is_id(b[n])) n++;
    char tb[48];
    if (n < 2 || !(b[0] == 'u' || b[0] == 'g')) fail(a, b, "bad resource name '%s' (expected u0..u7 or g0..g7)", tok(b, c->end, tb));
    uint64_t v = 0;
    for (size_t i = 1; i < n; i++) {
        if (!isdigit((unsigned char)b[i])) fail(a, b, "bad resource name '%s' (expected u0..u7 or g0..g7)", tok(b, c->end, tb));
        v = v * 10 + (uint64_t)(b[i] - '0');
        if (v > 99) break;
    }
    if (v > 7) fail(a, b, "bad resource name '%.*s' (expected u0..u7 or g0..g7)", (int)(n > 40 ? 40 : n), b);
    int s = (int)v + (b[0] == 'g' ? 8 : 0);
    if (b[0] == 'g' && !allow_g) fail(a, b, "'%.*s': this directive is for UAVs (u#) only", (int)n, b);
    c->s = b + n;
    if (!a->p->declared[s]) fail(a, b, "resource '%.*s' is not declared", (int)n, b);
    return s;
}

static void expect_directive(asm_t *a, cur_t *c)
{
    sm5_prog_t *p = a->p;
    sm5_expect_t e;
    memset(&e, 0, sizeof e);
    e.line = a->lineno;
    skip_ws(c);
    const char *b = c->s;
    char tb[48];
    if (c->s < c->end && *c->s == 'r' && c->s + 1 < c->end && isdigit((unsigned char)c->s[1])) {
        opnd_t o;
        parse_operand(a, c, &o);
        if (o.kind != K_TEMP || o.neg || o.abs) fail(a, b, "expected r#.c");
        check_temp(a, &o);
        bool pair = o.nswz == 2 && ((o.sel[0] == 0 && o.sel[1] == 1) || (o.sel[0] == 2 && o.sel[1] == 3));
        if (o.nswz != 1 && !pair)
            fail(a, o.at, "an expectation names one component (e.g. r1.x) or an f64 pair (r1.xy or r1.zw)");
        e.kind = SM5_EXP_REG;
        e.reg = (uint8_t)o.idx;
        e.comp = o.sel[0];
        e.width = pair ? 64 : 32;
        e.lane = SM5_EXPECT_ALL_LANES;
        skip_ws(c);
        const char *lb = c->s;
        size_t ln = ident(c);
        if (word_eq(lb, ln, "lane")) {
            skip_ws(c);
            const char *nb = c->s;
            uint64_t v = need_number(a, c, "a lane number");
            if (v >= SM5_MAX_LANES) fail(a, nb, "lane %llu out of range (0..%d)", (unsigned long long)v, SM5_MAX_LANES - 1);
            e.lane = (int32_t)v;
        } else if (ln) {
            fail(a, lb, "expected 'lane N' or '==', found '%s'", tok(lb, c->end, tb));
        }
    } else if (c->s + 7 <= c->end && memcmp(c->s, "counter", 7) == 0) {
        c->s += 7;
        e.kind = SM5_EXP_COUNTER;
        e.width = 32;
        e.res = (uint8_t)dir_res(a, c, false);
    } else if (c->s < c->end && (*c->s == 'u' || *c->s == 'g')) {
        e.kind = SM5_EXP_MEM;
        e.width = 32;
        e.res = (uint8_t)dir_res(a, c, true);
        expect_ch(a, c, '[', "'[' and a word index");
        e.word = (uint32_t)need_number(a, c, "a word index");
        expect_ch(a, c, ']', "']'");
    } else {
        fail(a, b, "expected r#.c, u#[i], g#[i] or 'counter u#' after 'expect', found '%s'", tok(b, c->end, tb));
    }
    skip_ws(c);
    bool tol = c->s < c->end && c->s[0] == '~';
    if (!tol && !(c->s + 2 <= c->end && c->s[0] == '=' && c->s[1] == '='))
        fail(a, c->s, "expected '==' or '~', found '%s'", at_end(c) ? "end of line" : tok(c->s, c->end, tb));
    if (tol && e.kind == SM5_EXP_COUNTER) fail(a, c->s, "a counter is compared with '==', not '~'");
    c->s += tol ? 1 : 2;
    skip_ws(c);
    const char *vb = c->s;
    size_t vn = 0;
    while (vb + vn < c->end && is_id(vb[vn])) vn++;
    if (word_ieq(vb, vn, "nan") || word_ieq(vb, vn, "any")) {
        if (tol) fail(a, vb, "'~' compares with a value; write '== %.*s'", (int)vn, vb);
        e.vkind = word_ieq(vb, vn, "nan") ? SM5_EXPV_NAN : SM5_EXPV_ANY;
        c->s += vn;
    } else if (e.width == 64) {
        uint64_t v = parse_value64(a, c);
        e.value = (uint32_t)v;
        e.value_hi = (uint32_t)(v >> 32);
        if (tol && (v & 0x7FFFFFFFFFFFFFFFull) > 0x7FF0000000000000ull)
            fail(a, vb, "a NaN matches only '== nan'");
    } else {
        e.value = parse_value(a, c, NULL);
        if (tol && (e.value & 0x7FFFFFFFu) > 0x7F800000u) fail(a, vb, "a NaN matches only '== nan'");
    }
    if (tol) {
        skip_ws(c);
        const char *kb = c->s;
        size_t kn = ident(c);
        if (word_eq(kb, kn, "ulp")) {
            e.vkind = SM5_EXPV_ULP;
            skip_ws(c);
            const char *nb = c->s;
            e.ulp = need_number(a, c, "a ULP count");
            if (e.ulp == UINT64_MAX) fail(a, nb, "ULP count too large");
        } else if (word_eq(kb, kn, "abs")) {
            e.vkind = SM5_EXPV_ABS;
            skip_ws(c);
            const char *xb = c->s;
            size_t xn = 0;
            while (xb + xn < c->end && !isspace((unsigned char)xb[xn])) xn++;
            uint64_t m;
            int e10;
            if (sm5_parse_abs_bound(xb, xn, &m, &e10) != 0)
                fail(a, xb, "expected an absolute bound such as 0.0008 or 8e-4, found '%s'",
                     xn ? tok(xb, c->end, tb) : "end of line");
            e.abs_mant = m;
            e.abs_exp10 = (int16_t)e10;
            c->s = xb + xn;
        } else {
            fail(a, kb, "expected 'ulp N' or 'abs X' after the value, found '%s'",
                 at_end(c) ? "end of line" : tok(kb, c->end, tb));
        }
    }
    no_more(a, c);
    if (p->nexpects == a->cap_exp) {
        a->cap_exp = a->cap_exp ? a->cap_exp * 2 : 16;
        p->expects = xrealloc(a, p->expects, (size_t)a->cap_exp * sizeof *p->expects);
    }
    p->expects[p->nexpects++] = e;
}

/* A lane mask: hex (0x...) or decimal, up to 64 bits. */
static uint64_t parse_mask(asm_t *a, cur_t *c)
{
    skip_ws(c);
    const char *b = c->s;
    char tb[48];
    uint64_t v = 0;
    if (c->s + 2 < c->end && c->s[0] == '0' && (c->s[1] == 'x' || c->s[1] == 'X')) {
        c->s += 2;
        int nd = 0;
        while (c->s < c->end && isxdigit((unsigned char)*c->s)) {
            if (++nd > 16) fail(a, b, "lane mask wider than 64 bits");
            char ch = (char)tolower((unsigned char)*c->s++);
            v = v * 16 + (uint64_t)(isdigit((unsigned char)ch) ? ch - '0' : ch - 'a' + 10);
        }
        if (nd == 0) fail(a, b, "bad lane mask '%s'", tok(b, c->end, tb));
    } else if (!digits(c, &v) || v == UINT64_MAX) {
        fail(a, b, "expected a lane mask (0x...), found '%s'", at_end(c) ? "end of line" : tok(b, c->end, tb));
    }
    if (c->s < c->end && is_id(*c->s)) fail(a, b, "bad lane mask '%s'", tok(b, c->end, tb));
    return v;
}

static void directive(asm_t *a, const char *b, const char *end)
{
    sm5_prog_t *p = a->p;
    cur_t c = { b, end };
    skip_ws(&c);
    const char *db = c.s;
    size_t n = ident(&c);
    char tb[48];
    if (n == 0) {
        if (at_end(&c)) return;   /* a bare //! is a comment */
        fail(a, db, "expected a directive name after '//!', found '%s'", tok(db, end, tb));
    }
    if (word_eq(db, n, "lanes")) {
        skip_ws(&c);
        const char *nb = c.s;
        uint64_t v = need_number(a, &c, "a lane count");
        if (v < 1 || v > SM5_MAX_LANES) fail(a, nb, "lanes %llu out of range (1..%d)", (unsigned long long)v, SM5_MAX_LANES);
        if (p->lanes) fail(a, db, "lanes given twice");
        p->lanes = (int)v;
        a->lanes_line = a->lineno;
        no_more(a, &c);
    } else if (word_eq(db, n, "inactive") || word_eq(db, n, "helper")) {
        uint64_t v = parse_mask(a, &c);
        if (db[0] == 'i') { p->inactive |= v; a->inactive_line = a->lineno; }
        else { p->helper |= v; a->helper_line = a->lineno; }
        no_more(a, &c);
    } else if (word_eq(db, n, "init") || word_eq(db, n, "fill")) {
        int s = dir_res(a, &c, true);
        uint32_t start = 0;
        if (eat(&c, '[')) {
            const char *nb = c.s;
            uint64_t v = need_number(a, &c, "a start word");
            if (v >= SM5_PROG_MAX_MEM_WORDS) fail(a, nb, "start word %llu too large", (unsigned long long)v);
            start = (uint32_t)v;
            expect_ch(a, &c, ']', "']'");
        }
        memdir_t m;
        memset(&m, 0, sizeof m);
        m.slot = (uint8_t)s;
        m.start = start;
        m.line = a->lineno;
        m.col = (uint32_t)(db - a->line) + 1;
        if (db[0] == 'f') {
            const char *nb = c.s;
            uint64_t cnt = need_number(a, &c, "a word count");
            if (cnt > SM5_PROG_MAX_MEM_WORDS || start + cnt > SM5_PROG_MAX_MEM_WORDS)
                fail(a, nb, "fill of %llu words is too large (all memory together at most %u words)",
                     (unsigned long long)cnt, SM5_PROG_MAX_MEM_WORDS);
            m.count = (uint32_t)cnt;
            a->fill_words += cnt;
            if (a->fill_words > 16ull * SM5_PROG_MAX_MEM_WORDS)
                fail(a, nb, "fill lines write more than %u words in all", 16u * SM5_PROG_MAX_MEM_WORDS);
            m.fillv = parse_value(a, &c, NULL);
            no_more(a, &c);
        } else {
            if (a->nmd == a->cap_md) {
                a->cap_md = a->cap_md ? a->cap_md * 2 : 16;
                a->md = xrealloc(a, a->md, (size_t)a->cap_md * sizeof *a->md);
            }
            /* park the directive first so that its value buffer is freed on an error */
            a->md[a->nmd] = m;
            a->md[a->nmd].count = 0;
            uint32_t cap = 0;
            while (!at_end(&c)) {
                memdir_t *mm = &a->md[a->nmd];
                if (mm->count >= SM5_PROG_MAX_MEM_WORDS - start) fail(a, c.s, "too many values");
                if (mm->count == cap) {
                    cap = cap ? cap * 2 : 16;
                    mm->vals = xrealloc(a, mm->vals, cap * sizeof *mm->vals);
                }
                uint32_t v = 0;
                a->nmd++;                      /* visible for cleanup while parsing */
                v = parse_value(a, &c, NULL);
                a->nmd--;
                mm->vals[mm->count++] = v;
            }
            if (a->md[a->nmd].count == 0) {
                free(a->md[a->nmd].vals);
                a->md[a->nmd].vals = NULL;
                fail(a, c.s, "init needs at least one value");
            }
            a->nmd++;
            return;
        }
        if (a->nmd == a->cap_md) {
            a->cap_md = a->cap_md ? a->cap_md * 2 : 16;
            a->md = xrealloc(a, a->md, (size_t)a->cap_md * sizeof *a->md);
        }
        a->md[a->nmd++] = m;
    } else if (word_eq(db, n, "cb")) {
        opnd_t o;
        parse_operand(a, &c, &o);
        if (o.kind != K_CB || o.neg || o.abs || o.nswz) fail(a, o.at, "expected cb#[n]");
        if (o.idx >= SM5_NCB || p->cb_size[o.idx] == 0) fail(a, o.at, "constant buffer cb%llu is not declared", (unsigned long long)o.idx);
        if (o.elem >= p->cb_size[o.idx]) fail(a, o.at, "cb%llu[%llu] past the declared size %u", (unsigned long long)o.idx, (unsigned long long)o.elem, p->cb_size[o.idx]);
        uint32_t cnt = 0;
        uint32_t base = (uint32_t)o.elem * 4;
        uint32_t lim = p->cb_size[o.idx] * 4;
        while (!at_end(&c)) {
            if (base + cnt >= lim) fail(a, c.s, "value past the end of cb%llu (%u elements)", (unsigned long long)o.idx, p->cb_size[o.idx]);
            p->cb_data[o.idx][(base + cnt) / 4][(base + cnt) % 4] = parse_value(a, &c, NULL);
            cnt++;
        }
        if (cnt == 0) fail(a, c.s, "cb needs at least one value");
    } else if (word_eq(db, n, "dims")) {
        int s = dir_res(a, &c, false);
        char nb[4];
        if (p->res[s].kind != SM5_RES_TYPED) fail(a, db, "dims: %s is not a typed UAV", sm5_res_name(s, nb));
        if (a->dims_set[s]) fail(a, db, "dims for %s given twice", sm5_res_name(s, nb));
        static const int ndims[] = { 1, 1, 2, 2, 3, 3 };
        int need = ndims[p->res[s].dim];
        uint64_t d[3] = { 1, 1, 1 };
        for (int i = 0; i < need; i++) {
            const char *vb = c.s;
            d[i] = need_number(a, &c, i == 0 ? "a width" : i == 1 ? "a height or slice count" : "a depth or slice count");
            if (d[i] == 0 || d[i] > SM5_PROG_MAX_MEM_WORDS) fail(a, vb, "dimension %llu out of range", (unsigned long long)d[i]);
        }
        if (!at_end(&c)) fail(a, c.s, "dims: %s takes %d dimension%s", sm5_res_name(s, nb), need, need == 1 ? "" : "s");
        if (d[0] * d[1] * d[2] > SM5_PROG_MAX_MEM_WORDS) fail(a, db, "dims: %llu elements is too large", (unsigned long long)(d[0] * d[1] * d[2]));
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
    } else if (word_eq(db, n, "counter")) {
        int s = dir_res(a, &c, false);
        p->res[s].counter = parse_value(a, &c, NULL);
        no_more(a, &c);
    } else if (word_eq(db, n, "format")) {
        int s = dir_res(a, &c, false);
        char nb[4];
        if (p->res[s].kind != SM5_RES_TYPED) fail(a, db, "format: %s is not a typed UAV", sm5_res_name(s, nb));
        skip_ws(&c);
        const char *fb = c.s;
        size_t fn = ident(&c);
        static const char *const fmts[] = { "R32_UINT", "R32_SINT", "R32_FLOAT", "R16G16_FLOAT", "R11G11B10_FLOAT" };
        int f = -1;
        for (int i = 0; i < 5; i++)
            if (word_eq(fb, fn, fmts[i])) f = i;
        if (f < 0) fail(a, fb, "unsupported format '%s' (R32_UINT, R32_SINT, R32_FLOAT, R16G16_FLOAT, R11G11B10_FLOAT)", tok(fb, end, tb));
        int t = a->dcl_type[s];
        bool ok = (t == 0 && f >= 2) || (t == 1 && f == 0) || (t == 2 && f == 1);
        if (!ok) fail(a, fb, "format %s does not match the declared return type of %s", fmts[f], sm5_res_name(s, nb));
        if (a->fmt_set[s]) fail(a, db, "format for %s given twice", sm5_res_name(s, nb));
        a->fmt_set[s] = true;
        p->res[s].fmt = (uint8_t)f;
        no_more(a, &c);
    } else if (word_eq(db, n, "expect")) {
        expect_directive(a, &c);
    } else {
        fail(a, db, "unknown directive '%.*s'", (int)(n > 40 ? 40 : n), db);
    }
}

/* ---------------------------------------------------------------- driver */

static void header(asm_t *a, cur_t *c)
{
    sm5_prog_t *p = a->p;
    const char *b = c->s;
    size_t n = ident(c);
    static const char *const kinds[] = { "cs", "ps", "vs", "gs", "hs", "ds" };
    char tb[48];
    bool ok = n == 6 && b[2] == '_' && b[4] == '_' && isdigit((unsigned char)b[3]) && isdigit((unsigned char)b[5]);
    int k = -1;
    for (int i = 0; ok && i < 6; i++)
        if (!memcmp(b, kinds[i], 2)) k = i;
    if (!ok || k < 0)
        fail(a, b, "expected a shader header such as cs_5_0, found '%s'", tok(b, c->end, tb));
    int maj = b[3] - '0', min = b[5] - '0';
    if (!((maj == 5 && min == 0) || (maj == 4 && (min == 0 || min == 1))))
        fail(a, b, "unsupported shader model '%.*s' (4_0, 4_1 or 5_0)", (int)n, b);
    if ((k == 4 || k == 5) && maj < 5) fail(a, b, "hull and domain shaders need shader model 5");
    memcpy(p->shader, b, 2);
    p->shader[2] = 0;
    p->sm_major = (uint8_t)maj;
    p->sm_minor = (uint8_t)min;
    no_more(a, c);
}

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

static void finalize(asm_t *a)
{
    sm5_prog_t *p = a->p;
    char nb[4];
    /* sizes from the init / fill coverage */
    uint64_t cover[SM5_NRES] = { 0 };
    uint32_t cover_line[SM5_NRES] = { 0 };
    for (int i = 0; i < a->nmd; i++) {
        uint64_t e = (uint64_t)a->md[i].start + a->md[i].count;
        if (e > cover[a->md[i].slot]) { cover[a->md[i].slot] = e; cover_line[a->md[i].slot] = a->md[i].line; }
    }
    for (int s = 0; s < SM5_NRES; s++) {
        sm5_res_t *r = &p->res[s];
        if (!p->declared[s]) { memset(r, 0, sizeof *r); continue; }
        if (s >= 8) {
            if (cover[s] > r->size) {
                a->lineno = cover_line[s];
                a->line = ""; a->linelen = 0;
                fail(a, NULL, "init/fill of %s covers %llu words but dcl_tgsm gives %u", sm5_res_name(s, nb),
                     (unsigned long long)cover[s], r->size);
            }
        } else if (r->kind == SM5_RES_TYPED) {
            if (a->dims_set[s]) {
                r->size = r->width * r->height * r->depth;
                if (cover[s] > r->size) {
                    a->lineno = cover_line[s];
                    a->line = ""; a->linelen = 0;
                    fail(a, NULL, "init/fill of %s covers %llu words but its dims give %u elements",
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
    for (int s = 0; s < SM5_NRES; s++) {
        if (p->res[s].kind == SM5_RES_NONE) { p->res[s].base = 0; continue; }
        p->res[s].base = (uint32_t)next;
        next += p->res[s].size;
    }
    if (next > SM5_PROG_MAX_MEM_WORDS) {
        a->line = ""; a->linelen = 0; a->lineno = 1;
        fail(a, NULL, "resources need %llu words of memory (at most %u)", (unsigned long long)next, SM5_PROG_MAX_MEM_WORDS);
    }
    p->mem_words = (uint32_t)next;
    p->mem_init = calloc(next ? next : 1, sizeof *p->mem_init);
    if (!p->mem_init) fail(a, NULL, "out of memory");
    for (int i = 0; i < a->nmd; i++) {
        const memdir_t *m = &a->md[i];
        uint32_t *w = p->mem_init + p->res[m->slot].base + m->start;
        for (uint32_t k = 0; k < m->count; k++) w[k] = m->vals ? m->vals[k] : m->fillv;
    }
    /* constant values */
    for (int i = 0; i < p->nconst; i++)
        if (p->cinfo[i].origin == SM5_CONST_CB)
            memcpy(p->cfile[i], p->cb_data[p->cinfo[i].cb][p->cinfo[i].elem], 16);
    /* run parameters */
    if (p->lanes) {
        uint64_t all = p->lanes == 64 ? ~0ull : ((1ull << p->lanes) - 1);
        if (p->inactive & ~all) {
            a->lineno = a->inactive_line; a->line = ""; a->linelen = 0;
            fail(a, NULL, "inactive mask 0x%llx names lanes past lanes %d", (unsigned long long)p->inactive, p->lanes);
        }
        if (p->helper & ~all) {
            a->lineno = a->helper_line; a->line = ""; a->linelen = 0;
            fail(a, NULL, "helper mask 0x%llx names lanes past lanes %d", (unsigned long long)p->helper, p->lanes);
        }
    }
    /* expectations that depend on sizes */
    for (int i = 0; i < p->nexpects; i++) {
        const sm5_expect_t *e = &p->expects[i];
        if (e->kind == SM5_EXP_MEM && e->word >= p->res[e->res].size) {
            a->lineno = e->line; a->line = ""; a->linelen = 0;
            fail(a, NULL, "expect: word %u is past the end of %s (%u words)", e->word, sm5_res_name(e->res, nb),
                 p->res[e->res].size);
        }
        if (e->kind == SM5_EXP_REG && p->lanes && e->lane >= p->lanes) {
            a->lineno = e->line; a->line = ""; a->linelen = 0;
            fail(a, NULL, "expect: lane %d does not exist (lanes %d)", e->lane, p->lanes);
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

void sm5_prog_free(sm5_prog_t *p)
{
    if (!p) return;
    free(p->file);
    free(p->uops);
    free(p->uop_line);
    free(p->uop_col);
    for (int i = 0; i < SM5_NCB; i++) free(p->cb_data[i]);
    free(p->mem_init);
    free(p->expects);
    memset(p, 0, sizeof *p);
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
        free(a);
        sm5_prog_free(p);
        return -1;
    }
    p->file = malloc(strlen(name) + 1);
    if (!p->file) fail(a, NULL, "out of memory");
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
        fail(a, nul, "binary file: NUL byte at offset %zu (expected program text)", (size_t)(nul - text));
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
            const char *ce, *dir;
            split_line(a, q, ll, &ce, &dir);
            cur_t c = { q, ce };
            if (pass == 2 && dir) directive(a, dir, q + ll);
            if (!at_end(&c)) {
                const char *b = c.s;
                size_t n = 0;
                while (b + n < ce && is_id(b[n])) n++;
                if (!have_header) {
                    if (pass == 1) header(a, &c);
                    have_header = true;
                } else if (n > 4 && memcmp(b, "dcl_", 4) == 0) {
                    if (pass == 1) declaration(a, &c);
                } else if (pass == 2) {
                    instruction(a, &c);
                } else {
                    bool sat;
                    (void)mnemonic(a, &c, &sat);   /* unsupported instructions first */
                    a->seen_insn = true;
                }
            }
            q = nl ? nl + 1 : end;
        }
        if (pass == 1 && !have_header) {
            a->lineno = ln ? ln : 1;
            a->line = text; a->linelen = 0;
            fail(a, NULL, len == 0 ? "empty program (expected a shader header such as cs_5_0)"
                                   : "no shader header such as cs_5_0 (only comments)");
        }
    }
    if (!a->seen_ret) {
        a->line = ""; a->linelen = 0;
        fail(a, NULL, "missing 'ret' at the end of the program");
    }
    finalize(a);
    free_dirs(a);
    free(a);
    return 0;
}

int sm5_prog_load(const char *path, sm5_prog_t *p, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s:1:1: error: cannot open: %s\n", path, strerror(errno));
        return -1;
    }
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    for (;;) {
        if (!buf) { fclose(f); snprintf(err, errlen, "%s:1:1: error: out of memory\n", path); return -1; }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (got == 0) break;
        if (len == cap) {
            if (cap >= (size_t)1 << 30) { free(buf); fclose(f); snprintf(err, errlen, "%s:1:1: error: file too large\n", path); return -1; }
            cap *= 2;
            char *nb = realloc(buf, cap);
            if (!nb) free(buf);
            buf = nb;
        }
    }
    bool rerr = ferror(f);
    fclose(f);
    if (rerr) { free(buf); snprintf(err, errlen, "%s:1:1: error: read error\n", path); return -1; }
    int rc = sm5_prog_parse(path, buf, len, p, err, errlen);
    free(buf);
    return rc;
}

int sm5_prog_run_lanes(const sm5_prog_t *p, int build_default)
{
    int l = p->lanes ? p->lanes : build_default;
    if (l < 1) l = 1;
    if (l > SM5_MAX_LANES) l = SM5_MAX_LANES;
    return l;
}

uint64_t sm5_prog_exec_mask(const sm5_prog_t *p, int lanes)
{
    uint64_t all = lanes >= 64 ? ~0ull : ((1ull << lanes) - 1);
    return all & ~p->inactive;
}

uint64_t sm5_prog_helper_mask(const sm5_prog_t *p, int lanes)
{
    return sm5_prog_exec_mask(p, lanes) & p->helper;
}

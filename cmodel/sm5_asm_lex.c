/* Assembler: error reporting, the cursor over one line and the lexer (identifiers,
 * numbers in every spelling the listings use). */
#include "sm5_asm_int.h"
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void asm_at_line(asm_t *a, uint32_t lineno)
{
    const char *q = a->text, *end = a->text + a->len;
    for (uint32_t n = 1; n < lineno && q < end; q++)
        if (*q == '\n') n++;
    const char *e = q;
    while (e < end && *e != '\n' && *e != '\r') e++;
    a->lineno = lineno;
    a->line = q;
    a->linelen = (size_t)(e - q);
}

_Noreturn void asm_fail(asm_t *a, const char *at, const char *fmt, ...)
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
const char *asm_tok(const char *s, const char *end, char *buf)
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

void *asm_xrealloc(asm_t *a, void *ptr, size_t n)
{
    void *q = realloc(ptr, n ? n : 1);
    if (!q) asm_fail(a, NULL, "out of memory");
    return q;
}

/* ---------------------------------------------------------------- lexing */


void asm_skip_ws(cur_t *c) { while (c->s < c->end && (*c->s == ' ' || *c->s == '\t')) c->s++; }
bool asm_at_end(cur_t *c) { asm_skip_ws(c); return c->s >= c->end; }
static bool asm_is_id0(char ch) { return isalpha((unsigned char)ch) || ch == '_'; }
bool asm_is_id(char ch) { return isalnum((unsigned char)ch) || ch == '_'; }

size_t asm_ident(cur_t *c)
{
    const char *b = c->s;
    if (c->s < c->end && asm_is_id0(*c->s))
        while (c->s < c->end && asm_is_id(*c->s)) c->s++;
    return (size_t)(c->s - b);
}

bool asm_eat(cur_t *c, char ch)
{
    asm_skip_ws(c);
    if (c->s < c->end && *c->s == ch) { c->s++; return true; }
    return false;
}

void asm_expect_ch(asm_t *a, cur_t *c, char ch, const char *what)
{
    char b[48];
    if (!asm_eat(c, ch)) {
        if (asm_at_end(c)) asm_fail(a, c->s, "expected %s at the end of the line", what);
        asm_fail(a, c->s, "expected %s, found '%s'", what, asm_tok(c->s, c->end, b));
    }
}

bool asm_word_eq(const char *s, size_t n, const char *w)
{
    return strlen(w) == n && memcmp(s, w, n) == 0;
}

bool asm_word_ieq(const char *s, size_t n, const char *w)
{
    if (strlen(w) != n) return false;
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)s[i]) != tolower((unsigned char)w[i])) return false;
    return true;
}

/* Decimal digits into a saturating 64-bit value (so 2^40 is reported, not wrapped). */
bool asm_digits(cur_t *c, uint64_t *v)
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

/* fxc's spellings of special floats (the C runtime's): 1.#INF00, 1.#QNAN0, 1.#IND00
 * (the x86 "indefinite" NaN), 1.#SNAN0, with any digits after the tag. The listing
 * loses a NaN's payload, so the canonical quiet NaN (signalling: the top payload bit)
 * is read back. Returns 0 INF, 1 QNAN, 2 IND, 3 SNAN, or -1. */
static int fxc_special(const char *t)
{
    static const char *const tags[] = { "INF", "QNAN", "IND", "SNAN" };
    if (strncmp(t, "1.#", 3) != 0) return -1;
    for (int i = 0; i < 4; i++) {
        size_t k = strlen(tags[i]);
        if (strncmp(t + 3, tags[i], k) != 0) continue;
        const char *q = t + 3 + k;
        while (*q >= '0' && *q <= '9') q++;
        if (*q == 0) return i;
    }
    return -1;
}

/* A 32-bit value: [-]decimal, [-]0xhex, or a float spelling (has '.', exponent, inf,
 * nan) -> its f32 bits. *is_float tells which. */
uint32_t asm_parse_value(asm_t *a, cur_t *c, bool *is_float)
{
    asm_skip_ws(c);
    const char *b = c->s;
    char buf[80];
    size_t n = 0;
    while (c->s < c->end && n < sizeof buf - 1 &&
           (isalnum((unsigned char)*c->s) || *c->s == '.' || *c->s == '-' || *c->s == '+' || *c->s == '_' ||
            *c->s == '#')) {
        /* a sign only at the start or after an exponent letter */
        if ((*c->s == '-' || *c->s == '+') && n > 0 && buf[n - 1] != 'e' && buf[n - 1] != 'E') break;
        buf[n++] = *c->s++;
    }
    buf[n] = 0;
    char tb[48];
    if (n == 0) asm_fail(a, b, "expected a number, found '%s'", asm_tok(b, c->end, tb));
    if (n >= sizeof buf - 1) asm_fail(a, b, "number too long");
    const char *t = buf;
    bool neg = false;
    if (*t == '-' || *t == '+') { neg = *t == '-'; t++; }
    if (is_float) *is_float = false;
    int sp = fxc_special(t);
    if (sp >= 0) {
        if (is_float) *is_float = true;
        static const uint32_t bits[] = { 0x7F800000u, 0x7FC00000u, 0x7FC00000u, 0x7FA00000u };
        return (neg ? 0x80000000u : 0) | bits[sp];
    }
    if (strchr(t, '#')) asm_fail(a, b, "bad number '%s' (fxc's special values are 1.#INF00, 1.#QNAN0, 1.#IND00, 1.#SNAN0)", buf);
    if (t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
        const char *h = t + 2;
        if (!*h) asm_fail(a, b, "bad hex number '%s'", buf);
        uint64_t x = 0;
        for (; *h; h++) {
            if (!isxdigit((unsigned char)*h)) asm_fail(a, b, "bad hex number '%s'", buf);
            x = x * 16 + (uint64_t)(isdigit((unsigned char)*h) ? *h - '0' : (tolower((unsigned char)*h) - 'a' + 10));
            if (x > 0xFFFFFFFFull) asm_fail(a, b, "hex number '%s' does not fit in 32 bits", buf);
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
                asm_fail(a, b, "bad number '%s'", buf);
        char *end;
        errno = 0;
        float f = strtof(buf, &end);
        if (*end) asm_fail(a, b, "bad float number '%s'", buf);
        if (errno == ERANGE && isinf(f)) asm_fail(a, b, "float number '%s' out of range", buf);
        uint32_t bits;
        memcpy(&bits, &f, 4);
        if (is_float) *is_float = true;
        return bits;
    }
    uint64_t x = 0;
    for (const char *q = t; *q; q++) {
        if (!isdigit((unsigned char)*q)) asm_fail(a, b, "bad number '%s'", buf);
        x = x * 10 + (uint64_t)(*q - '0');
        if (x > 0xFFFFFFFFull) asm_fail(a, b, "number '%s' does not fit in 32 bits", buf);
    }
    if (neg && x > 0x80000000ull) asm_fail(a, b, "number '%s' does not fit in 32 bits", buf);
    return neg ? (uint32_t)(0u - (uint32_t)x) : (uint32_t)x;
}

/* A 64-bit value for d(...): hex (16 digits) or a float spelling -> f64 bits. */
uint64_t asm_parse_value64(asm_t *a, cur_t *c)
{
    asm_skip_ws(c);
    const char *b = c->s;
    char buf[80];
    size_t n = 0;
    while (c->s < c->end && n < sizeof buf - 1 &&
           (isalnum((unsigned char)*c->s) || *c->s == '.' || *c->s == '-' || *c->s == '+' || *c->s == '#')) {
        if ((*c->s == '-' || *c->s == '+') && n > 0 && buf[n - 1] != 'e' && buf[n - 1] != 'E') break;
        buf[n++] = *c->s++;
    }
    buf[n] = 0;
    char tb[48];
    if (n == 0) asm_fail(a, b, "expected a number, found '%s'", asm_tok(b, c->end, tb));
    const char *t = buf;
    bool neg = false;
    if (*t == '-' || *t == '+') { neg = *t == '-'; t++; }
    int sp = fxc_special(t);
    if (sp >= 0) {
        static const uint64_t bits[] = { 0x7FF0000000000000ull, 0x7FF8000000000000ull, 0x7FF8000000000000ull,
                                         0x7FF4000000000000ull };
        return (neg ? 0x8000000000000000ull : 0) | bits[sp];
    }
    if (strchr(t, '#')) asm_fail(a, b, "bad number '%s' (fxc's special values are 1.#INF00, 1.#QNAN0, 1.#IND00, 1.#SNAN0)", buf);
    if (t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
        uint64_t x = 0;
        int nd = 0;
        for (const char *h = t + 2; *h; h++, nd++) {
            if (!isxdigit((unsigned char)*h) || nd >= 16) asm_fail(a, b, "bad 64-bit hex number '%s'", buf);
            x = x * 16 + (uint64_t)(isdigit((unsigned char)*h) ? *h - '0' : (tolower((unsigned char)*h) - 'a' + 10));
        }
        if (nd == 0) asm_fail(a, b, "bad hex number '%s'", buf);
        return neg ? 0 - x : x;
    }
    char *end;
    errno = 0;
    double d = strtod(buf, &end);
    /* fxc prints double literals with an 'l' suffix: d(1.000000l, 0.000000l) */
    if ((*end == 'l' || *end == 'L') && end[1] == 0 && end != buf) end++;
    if (*end) asm_fail(a, b, "bad double number '%s'", buf);
    if (errno == ERANGE && isinf(d)) asm_fail(a, b, "double number '%s' out of range", buf);
    uint64_t bits;
    memcpy(&bits, &d, 8);
    return bits;
}

uint64_t asm_need_number(asm_t *a, cur_t *c, const char *what)
{
    asm_skip_ws(c);
    const char *b = c->s;
    uint64_t v;
    char tb[48];
    if (!asm_digits(c, &v)) asm_fail(a, b, "expected %s, found '%s'", what, asm_at_end(c) ? "end of line" : asm_tok(b, c->end, tb));
    return v;
}

void asm_no_more(asm_t *a, cur_t *c)
{
    char tb[48];
    if (!asm_at_end(c)) asm_fail(a, c->s, "unexpected '%s' at the end of the line", asm_tok(c->s, c->end, tb));
}

/* Vector-file parser and checker (SPEC 9); the format is described in sm5_vec.h.
 * Robust against arbitrary bytes: every token is bounded by the line, nothing is
 * NUL-terminated in place, and messages are built with snprintf. */
#include "sm5_vec.h"
#include "sm5_alu.h"
#include "sm5_convert.h"
#include "sm5_mem.h"
#include "sm5_expect.h"
#include <stdarg.h>
#include <stdbool.h>
#include <string.h>

#define MAXTOK 80      /* the longest legal line: op mem s0 s1 xN -> mem + 64 returns */
#define MAXIN 8        /* value operands before ->: dp4 lists 8 */
#define ECHO_MAX 160   /* characters of the line echoed in a failure message */

typedef struct {
    const char *p;
    int len;
    int col;   /* 1-based column of the first character */
} tok_t;

typedef enum { VK_ALU, VK_FMT, VK_ATOM } vkind_t;
enum { FMT_F32_F16, FMT_F32_F11, FMT_F32_F10, FMT_F16_F32, FMT_F11_F32, FMT_F10_F32 };

typedef struct {
    vkind_t kind;
    sm5_op_t op;       /* VK_ALU, VK_ATOM */
    int fmt;           /* VK_FMT */
    bool sat, neg, abs;
    int nin;           /* value operands before -> (atomics: MEM + values, no xN; dp2/3/4:
                        * 4/6/8, the src0 components then the src1 components) */
    int nres;          /* results after -> for ALU ops: 2 for imul/umul/udiv/uaddc/usubb */
    int dpn;           /* dp2/dp3/dp4: 2/3/4, else 0 */
    int pick;          /* sincos_sin / sincos_cos: 1 / 2 (one result of sincos), else 0 */
    int win, wout;     /* operand / result width in bits */
    uint8_t sw[4];     /* VK_ALU: width of each source (doubles mix 32- and 64-bit ones) */
    int rfmt;          /* result float format for `nan`: 32, 64, 16, 11, 10; 0: none */
} vop_t;

typedef struct {
    const char *name;
    FILE *out;
    sm5_vec_stats_t *st;
    int line;
    const char *lp;    /* the line */
    int llen;
} ctx_t;

static const struct { const char *name; int win, wout; } fmts[] = {
    [FMT_F32_F16] = {"f32_to_f16", 32, 16}, [FMT_F32_F11] = {"f32_to_f11", 32, 11},
    [FMT_F32_F10] = {"f32_to_f10", 32, 10}, [FMT_F16_F32] = {"f16_to_f32", 16, 32},
    [FMT_F11_F32] = {"f11_to_f32", 11, 32}, [FMT_F10_F32] = {"f10_to_f32", 10, 32},
};

static void emit(const ctx_t *c, const char *fmt, ...)
{
    char buf[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (c->out) fputs(buf, c->out);
}

/* A malformed line: file:line:column: error: what. Always returns -1. */
static int error_at(const ctx_t *c, int col, const char *fmt, ...)
{
    char what[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    emit(c, "%s:%d:%d: error: %s\n", c->name, c->line, col, what);
    c->st->malformed++;
    return -1;
}

/* Token text for messages: at most 40 characters, non-printable bytes as '?'. */
static const char *tshow(const tok_t *t, char buf[48])
{
    int n = t->len < 40 ? t->len : 40, i;
    for (i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)t->p[i];
        buf[i] = (ch >= 0x20 && ch < 0x7F) ? (char)ch : '?';
    }
    if (t->len > 40) { buf[i++] = '.'; buf[i++] = '.'; buf[i++] = '.'; }
    buf[i] = 0;
    return buf;
}

static bool teq(const tok_t *t, const char *s)
{
    size_t n = strlen(s);
    return (size_t)t->len == n && memcmp(t->p, s, n) == 0;
}

static bool teq_nocase(const tok_t *t, const char *s)
{
    size_t n = strlen(s);
    if ((size_t)t->len != n) return false;
    for (size_t i = 0; i < n; i++) {
        char ch = t->p[i];
        if (ch >= 'A' && ch <= 'Z') ch = (char)(ch - 'A' + 'a');
        if (ch != s[i]) return false;
    }
    return true;
}

static bool ends_with(const char *p, int len, const char *suf)
{
    int n = (int)strlen(suf);
    return len >= n && memcmp(p + len - n, suf, (size_t)n) == 0;
}

/* Resolves the op token. Returns 0, or -1 after reporting. */
static int resolve_op(const ctx_t *c, const tok_t *t, vop_t *v)
{
    char tb[48];
    memset(v, 0, sizeof *v);
    for (int i = 0; i < (int)(sizeof fmts / sizeof fmts[0]); i++)
        if (teq(t, fmts[i].name)) {
            v->kind = VK_FMT;
            v->fmt = i;
            v->nin = 1;
            v->nres = 1;
            v->win = fmts[i].win;
            v->wout = fmts[i].wout;
            v->rfmt = fmts[i].wout;
            return 0;
        }
    const char *p = t->p;
    int len = t->len;
    sm5_op_t op = sm5_op_lookup(p, len);
    if (op == SM5_OP_COUNT && ends_with(p, len, "_sat")) {
        v->sat = true;
        len -= 4;
        op = sm5_op_lookup(p, len);
    }
    /* sincos_sin / sincos_cos (SPEC 9): one result of sincos */
    if (op == SM5_OP_COUNT && (ends_with(p, len, "_sin") || ends_with(p, len, "_cos")) &&
        sm5_op_lookup(p, len - 4) == SM5_OP_SINCOS) {
        v->pick = ends_with(p, len, "_sin") ? 1 : 2;
        op = SM5_OP_SINCOS;
    }
    if (op == SM5_OP_COUNT) {
        /* mov / dmov with the modifiers in the name: mov_neg, mov_abs, mov_negabs */
        static const struct { const char *suf; bool neg, abs; } mods[] = {
            {"_negabs", true, true}, {"_neg", true, false}, {"_abs", false, true}};
        for (int i = 0; i < 3 && op == SM5_OP_COUNT; i++) {
            if (!ends_with(p, len, mods[i].suf)) continue;
            int bl = len - (int)strlen(mods[i].suf);
            sm5_op_t b = sm5_op_lookup(p, bl);
            if (b == SM5_OP_MOV || b == SM5_OP_DMOV) {
                op = b;
                v->neg = mods[i].neg;
                v->abs = mods[i].abs;
            }
        }
    }
    if (op == SM5_OP_COUNT)
        return error_at(c, t->col, "unknown op '%s': expected an instruction of SPEC 3-7 "
                        "with register operands, a format conversion or an atomic", tshow(t, tb));
    sm5_opclass_t cl = sm5_op_class(op);
    v->op = op;
    if (v->sat && !sm5_op_class_takes_sat(op))
        return error_at(c, t->col, "'%s' does not take _sat", sm5_op_name(op));
    switch (cl) {
    case SM5_CL_CTRL:
        return error_at(c, t->col, "'%s' has no register operands to test", sm5_op_name(op));
    case SM5_CL_LOAD:
    case SM5_CL_STORE:
        return error_at(c, t->col, "'%s' needs a resource: write it as a program test, "
                        "not a vector", sm5_op_name(op));
    case SM5_CL_ATOMIC:
    case SM5_CL_IMM_ATOMIC:
        v->kind = VK_ATOM;
        /* MEM (or COUNTER) plus the values after the address */
        v->nin = sm5_op_nsrc(op) == 0 ? 1 : sm5_op_nsrc(op);
        v->win = v->wout = 32;
        return 0;
    default:
        v->kind = VK_ALU;
        v->nin = sm5_op_nsrc(op);
        v->nres = v->pick ? 1 : sm5_op_ndst(op);
        if (op == SM5_OP_DP2 || op == SM5_OP_DP3 || op == SM5_OP_DP4) {
            v->dpn = op == SM5_OP_DP2 ? 2 : op == SM5_OP_DP3 ? 3 : 4;
            v->nin = 2 * v->dpn;
        }
        v->win = v->wout = v->rfmt = (cl == SM5_CL_DOUBLE) ? 64 : 32;
        if (sm5_op_is_f64(op)) {   /* SPEC 12: 32-bit sources and results of double ops */
            v->win = 64;
            v->wout = v->rfmt = sm5_op_f64_res32(op) ? 32 : 64;
        }
        for (int s = 0; s < 4; s++)
            v->sw[s] = (uint8_t)(sm5_op_is_f64(op) ? (sm5_op_f64_src(op, s) ? 64 : 32) : v->win);
        if (op == SM5_OP_F32TOF16) v->rfmt = 16;   /* `nan` means an f16 NaN in 15:0 */
        return 0;
    }
}

static int hexval(char ch)
{
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
    return -1;
}

/* Parses p[0..len) as a hex value of `width` bits. col: column of p for errors. */
static int parse_hex(const ctx_t *c, const char *p, int len, int col, int width,
                     const char *what, uint64_t *out)
{
    tok_t t = {p, len, col};
    char tb[48];
    int i = 0;
    if (len >= 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) i = 2;
    if (i == len)
        return error_at(c, col, "expected a hex value for %s, got '%s'", what, tshow(&t, tb));
    int maxd = (width + 3) / 4;
    if (len - i > maxd)
        return error_at(c, col, "%s '%s' has %d hex digits; a %d-bit operand takes at most %d",
                        what, tshow(&t, tb), len - i, width, maxd);
    uint64_t v = 0;
    for (int k = i; k < len; k++) {
        int d = hexval(p[k]);
        if (d < 0)
            return error_at(c, col + k, "expected a hex digit in %s '%s'", what, tshow(&t, tb));
        v = (v << 4) | (uint64_t)d;
    }
    if (width < 64 && (v >> width) != 0)
        return error_at(c, col, "%s '%s' does not fit in %d bits", what, tshow(&t, tb), width);
    *out = v;
    return 0;
}

/* A source operand: [-]HEX[_abs]. */
static int parse_src(const ctx_t *c, const tok_t *t, const vop_t *v, int idx, uint64_t *val,
                     bool *neg, bool *abs)
{
    const char *p = t->p;
    int len = t->len, col = t->col;
    char what[32];
    snprintf(what, sizeof what, "source %d", idx);
    *neg = *abs = false;
    if (len > 0 && p[0] == '-') { *neg = true; p++; len--; col++; }
    if (ends_with(p, len, "_abs")) { *abs = true; len -= 4; }
    if (*neg || *abs) {
        if (*neg && !sm5_op_class_takes_neg(v->op))   /* only ALU ops reach here */
            return error_at(c, t->col, "'%s' takes no '-' modifier", sm5_op_name(v->op));
        if (*abs && !sm5_op_class_takes_abs(v->op))
            return error_at(c, t->col, "'%s' takes no '_abs' modifier", sm5_op_name(v->op));
        if (v->op == SM5_OP_DMOVC && idx == 0)
            return error_at(c, t->col, "the condition of 'dmovc' (source 0) takes no '-' or '_abs'");
        if (v->neg || v->abs)
            return error_at(c, t->col, "modifier given both in the op name and on the operand");
    }
    return parse_hex(c, p, len, col, idx < 4 ? v->sw[idx] : v->win, what, val);
}

/* One expected value as an sm5_expect_t, so that sm5_expect_match decides (the one rule
 * for every runner). rfmt: the result's float format (0: an integer atomic value). */
static int parse_expected(const ctx_t *c, const tok_t *t, int width, int rfmt, const char *what,
                          sm5_expect_t *e)
{
    memset(e, 0, sizeof *e);
    e->width = (uint8_t)(rfmt ? rfmt : 32);
    if (teq_nocase(t, "any")) { e->vkind = SM5_EXPV_ANY; return 0; }
    if (teq_nocase(t, "nan")) {
        if (!rfmt) return error_at(c, t->col, "'nan' is not a value of an integer atomic");
        e->vkind = SM5_EXPV_NAN;
        return 0;
    }
    uint64_t v;
    if (parse_hex(c, t->p, t->len, t->col, width, what, &v)) return -1;
    e->vkind = SM5_EXPV_EQ;
    e->value = (uint32_t)v;
    e->value_hi = (uint32_t)(v >> 32);
    return 0;
}

static bool is_nan_fmt_w(uint32_t hi, uint32_t lo, int width)
{
    if (width == 64) return ((((uint64_t)hi << 32) | lo) & 0x7FFFFFFFFFFFFFFFull) > 0x7FF0000000000000ull;
    return (lo & 0x7FFFFFFFu) > 0x7F800000u;
}

static bool exp_match(const sm5_expect_t *e, uint64_t got)
{
    uint32_t w[2] = { (uint32_t)got, (uint32_t)(got >> 32) };
    return sm5_expect_match(e, w, NULL, 0);
}

/* Reports a failing vector: file:line: TEXT: expected X, got Y. */
static void report_fail(const ctx_t *c, const sm5_expect_t *ex, int nex, const uint64_t *got,
                        int width)
{
    int text_len = c->llen;
    char eb[1600], gb[1600], tb[ECHO_MAX + 4];
    size_t eo = 0, go = 0;
    for (int i = 0; i < nex; i++) {
        if (eo < sizeof eb) eo += (size_t)sm5_expect_value_text(&ex[i], eb + eo, sizeof eb - eo);
        if (go < sizeof gb)
            go += (size_t)snprintf(gb + go, sizeof gb - go, "0x%0*llx", (width + 3) / 4,
                                   (unsigned long long)got[i]);
        if (i + 1 < nex) {
            if (eo + 1 < sizeof eb) { eb[eo++] = ' '; eb[eo] = 0; }
            if (go + 1 < sizeof gb) { gb[go++] = ' '; gb[go] = 0; }
        }
    }
    int n = text_len < ECHO_MAX ? text_len : ECHO_MAX, i;
    for (i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)c->lp[i];
        tb[i] = (ch >= 0x20 && ch < 0x7F) ? (char)ch : ' ';
    }
    tb[i] = 0;
    emit(c, "%s:%d: %s%s: expected %s, got %s\n", c->name, c->line, tb,
         text_len > ECHO_MAX ? "..." : "", eb, gb);
    c->st->failed++;
}

/* Runs an ALU vector through sm5_alu_exec; got[0] (and got[1] for two-result ops). */
static void run_alu(const vop_t *v, const uint64_t *in, const bool *neg, const bool *abs,
                    uint64_t *got, bool *consistent)
{
    sm5_uop_t u;
    uint32_t src[SM5_NSRC][4], out[4], out2[4];
    memset(&u, 0, sizeof u);
    memset(src, 0, sizeof src);
    u.op = (uint8_t)v->op;
    u.sat = v->sat;
    u.dst_mask = 0xF;
    u.dst2_mask = (v->nres == 2 || v->pick) ? 0xF : 0;
    int ns = v->dpn ? 2 : v->nin;
    for (int s = 0; s < ns && s < SM5_NSRC; s++) {
        u.src[s].kind = SM5_SRC_TEMP;
        u.src[s].swz = SM5_SWZ_XYZW;
        u.src[s].neg = v->neg || neg[s];
        u.src[s].abs = v->abs || abs[s];
        if (v->dpn) {
            /* dp2/3/4: the listed components of src0, then those of src1; the rest 0 */
            for (int k = 0; k < v->dpn; k++) src[s][k] = (uint32_t)in[s * v->dpn + k];
            continue;
        }
        /* the value in every component (f64: in both pairs), so all lanes of the
         * vector path are exercised and must agree */
        for (int k = 0; k < 4; k++)
            src[s][k] = v->sw[s] == 64 ? (uint32_t)(in[s] >> (32 * (k & 1))) : (uint32_t)in[s];
    }
    /* a double op with 32-bit results writes two components: .xy */
    if (sm5_op_is_f64(v->op) && v->wout == 32) u.dst_mask = 0x3;
    memset(out, 0, sizeof out);
    sm5_alu_exec(&u, (const uint32_t(*)[4])src, out, out2);
    if (sm5_op_is_f64(v->op) && v->wout == 32) {
        *consistent = out[0] == out[1];
        got[0] = out[0];
        return;
    }
    if (v->wout == 64) {
        *consistent = out[0] == out[2] && out[1] == out[3];
        got[0] = (uint64_t)out[0] | ((uint64_t)out[1] << 32);
        return;
    }
    if (v->pick == 2) memcpy(out, out2, sizeof out);   /* sincos_cos */
    /* dp: the scalar goes to every component, so the check holds for it too */
    *consistent = out[0] == out[1] && out[0] == out[2] && out[0] == out[3];
    got[0] = out[0];
    if (v->nres == 2) {
        *consistent = *consistent && out2[0] == out2[1] && out2[0] == out2[2] && out2[0] == out2[3];
        got[1] = out2[0];
    }
}

/* Ops whose result is a float value, the only ones a tolerance (ulp / abs) applies to. */
static bool result_is_float(const vop_t *v)
{
    if (v->kind == VK_FMT) return v->wout == 32;
    if (v->kind != VK_ALU || v->nres != 1) return false;
    switch (sm5_op_class(v->op)) {
    case SM5_CL_FLOAT: case SM5_CL_DOUBLE: case SM5_CL_F16IN: case SM5_CL_MOVE: break;
    default: return v->op == SM5_OP_ITOF || v->op == SM5_OP_UTOF || v->op == SM5_OP_ITOD || v->op == SM5_OP_UTOD;
    }
    switch (v->op) {
    case SM5_OP_EQ: case SM5_OP_NE: case SM5_OP_LT: case SM5_OP_GE:
    case SM5_OP_FTOI: case SM5_OP_FTOU: case SM5_OP_F32TOF16:
    case SM5_OP_DEQ: case SM5_OP_DGE: case SM5_OP_DLT: case SM5_OP_DNE:
    case SM5_OP_DTOI: case SM5_OP_DTOU:
        return false;
    default:
        return true;
    }
}

static uint64_t run_fmt(int fmt, uint64_t a)
{
    uint32_t x = (uint32_t)a;
    switch (fmt) {
    case FMT_F32_F16: return sm5_f32_to_f16(x);
    case FMT_F32_F11: return sm5_f32_to_f11(x);
    case FMT_F32_F10: return sm5_f32_to_f10(x);
    case FMT_F16_F32: return sm5_f16_to_f32((uint16_t)x);
    case FMT_F11_F32: return sm5_f11_to_f32(x);
    default: return sm5_f10_to_f32(x);
    }
}

/* N lanes on one word of a one-word raw UAV (slot u0) through the memory model.
 * Writes the word (or counter) after and each lane's return. */
static void run_atom_lanes(sm5_op_t op, uint32_t mem, uint32_t s0, uint32_t s1, int lanes,
                           uint32_t *after, uint32_t *ret)
{
    uint32_t src[SM5_MAX_LANES][SM5_NSRC][4];
    uint32_t rv[SM5_MAX_LANES][4];
    uint32_t word = 0;
    sm5_mem_t m;
    sm5_uop_t u;
    uint64_t valid = 0;
    bool counter = sm5_op_is_counter(op);
    memset(src, 0, sizeof src);
    memset(rv, 0, sizeof rv);
    memset(&u, 0, sizeof u);
    sm5_mem_init(&m, &word, 1);
    m.res[0].kind = SM5_RES_RAW;
    m.res[0].base = 0;
    m.res[0].size = 1;
    if (counter) m.res[0].counter = mem;
    else word = mem;
    u.op = (uint8_t)op;
    u.res = 0;
    u.dst_mask = 0x1;
    int ns = sm5_op_nsrc(op);
    for (int s = 0; s < ns && s < SM5_NSRC; s++) {
        u.src[s].kind = SM5_SRC_TEMP;
        u.src[s].idx = (uint8_t)s;
        u.src[s].swz = SM5_SWZ_XYZW;
    }
    for (int l = 0; l < lanes; l++)
        for (int k = 0; k < 4; k++) {
            src[l][0][k] = 0;    /* byte address 0 */
            src[l][1][k] = s0;
            src[l][2][k] = s1;
        }
    uint64_t exec = lanes >= 64 ? ~0ull : ((1ull << lanes) - 1u);
    sm5_mem_exec(&m, &u, lanes, exec, 0, (const uint32_t(*)[SM5_NSRC][4])src, rv, &valid);
    *after = counter ? m.res[0].counter : word;
    for (int l = 0; l < lanes; l++) ret[l] = rv[l][0];
}

/* Checks one tokenised, non-empty line. text_len: the column of the last character
 * of the last token (where a missing part is reported). */
static void check_line(ctx_t *c, tok_t *tk, int nt, int text_len)
{
    char tb[48];
    vop_t v;
    if (nt > MAXTOK) {
        error_at(c, tk[MAXTOK].col, "too many operands");
        return;
    }
    if (teq(&tk[0], "->")) {
        error_at(c, tk[0].col, "expected an op name before '->'");
        return;
    }
    if (resolve_op(c, &tk[0], &v)) return;
    int arrow = -1;
    for (int i = 1; i < nt; i++)
        if (teq(&tk[i], "->")) { arrow = i; break; }
    if (arrow < 0) {
        error_at(c, text_len + 1, "expected '->' followed by the expected result");
        return;
    }
    /* an optional lane count xN just before the arrow (atomics only) */
    int lanes = 0, nsrc_tok = arrow - 1;
    const tok_t *lt = &tk[arrow - 1];
    if (arrow > 1 && lt->len >= 2 && lt->p[0] == 'x' && lt->p[1] >= '0' && lt->p[1] <= '9') {
        if (v.kind != VK_ATOM) {
            error_at(c, lt->col, "a lane count '%s' is only allowed on atomics", tshow(lt, tb));
            return;
        }
        int n = 0;
        for (int i = 1; i < lt->len; i++) {
            if (lt->p[i] < '0' || lt->p[i] > '9' || n > SM5_MAX_LANES) { n = -1; break; }
            n = n * 10 + (lt->p[i] - '0');
        }
        if (n < 1 || n > SM5_MAX_LANES) {
            error_at(c, lt->col, "expected a lane count x1..x%d, got '%s'", SM5_MAX_LANES,
                     tshow(lt, tb));
            return;
        }
        lanes = n;
        nsrc_tok--;
    }
    if (nsrc_tok != v.nin) {
        int col = nsrc_tok > v.nin ? tk[1 + v.nin].col : tk[arrow].col;
        if (v.kind == VK_ATOM)
            error_at(c, col, "'%.*s' takes %d operand%s before '->' (%s%s), got %d", tk[0].len,
                     tk[0].p, v.nin, v.nin == 1 ? "" : "s",
                     sm5_op_is_counter(v.op) ? "COUNTER" : "MEM, SRC0",
                     v.nin == 3 ? ", SRC1" : "", nsrc_tok);
        else if (v.dpn)
            error_at(c, col, "'%.*s' takes %d values (src0.%.*s, then src1.%.*s), got %d", tk[0].len, tk[0].p,
                     v.nin, v.dpn, "xyzw", v.dpn, "xyzw", nsrc_tok);
        else
            error_at(c, col, "'%.*s' takes %d source operand%s, got %d", tk[0].len, tk[0].p,
                     v.nin, v.nin == 1 ? "" : "s", nsrc_tok);
        return;
    }
    uint64_t in[MAXIN] = {0};
    bool neg[MAXIN] = {false}, abs[MAXIN] = {false};
    for (int s = 0; s < v.nin; s++) {
        if (v.kind == VK_ALU && v.dpn) {
            /* one token per component: a modifier would act on the whole source vector */
            char what[32];
            snprintf(what, sizeof what, "source %d.%c", s / v.dpn, "xyzw"[s % v.dpn]);
            const tok_t *q = &tk[1 + s];
            if (q->len > 0 && (q->p[0] == '-' || ends_with(q->p, q->len, "_abs"))) {
                error_at(c, q->col, "'%s' lists components: they take no '-' or '_abs' (a modifier "
                         "applies to a whole source); write the modified values", sm5_op_name(v.op));
                return;
            }
            if (parse_hex(c, q->p, q->len, q->col, 32, what, &in[s])) return;
        } else if (v.kind == VK_ALU) {
            if (parse_src(c, &tk[1 + s], &v, s, &in[s], &neg[s], &abs[s])) return;
        } else {
            const char *what = v.kind == VK_FMT ? "source 0" : s == 0 ?
                (sm5_op_is_counter(v.op) ? "COUNTER" : "MEM") : s == 1 ? "SRC0" : "SRC1";
            if (parse_hex(c, tk[1 + s].p, tk[1 + s].len, tk[1 + s].col, v.win, what, &in[s]))
                return;
        }
    }
    int nexp = nt - arrow - 1;
    sm5_expect_t ex[MAXTOK];
    bool imm = v.kind == VK_ATOM && sm5_op_is_imm_atomic(v.op);
    bool counter = v.kind == VK_ATOM && sm5_op_is_counter(v.op);
    int n = lanes ? lanes : 1;
    if (nexp == 0) {
        error_at(c, tk[arrow].col + 3, "expected the expected result after '->'");
        return;
    }
    /* a tolerance after the value: -> V ulp N | -> V abs X (float results only) */
    int tol = 0;   /* 0 none, 1 ulp, 2 abs */
    uint64_t tol_n = 0, abs_m = 0;
    int abs_e = 0;
    if (nexp >= 2 && (teq(&tk[arrow + 2], "ulp") || teq(&tk[arrow + 2], "abs"))) {
        const tok_t *kt = &tk[arrow + 2];
        tol = teq(kt, "ulp") ? 1 : 2;
        if (!result_is_float(&v)) {
            error_at(c, kt->col, "'%.*s' %s: a tolerance needs a single float result", tk[0].len, tk[0].p,
                     v.kind == VK_ALU && v.nres == 2 ? (v.op == SM5_OP_SINCOS ?
                     "has two results (use sincos_sin or sincos_cos)" : "has two integer results") :
                     "has no float result");
            return;
        }
        if (nexp < 3) {
            error_at(c, text_len + 1, tol == 1 ? "expected a ULP count after 'ulp'" :
                     "expected an absolute bound after 'abs' (e.g. 0.0008 or 8e-4)");
            return;
        }
        if (nexp > 3) {
            error_at(c, tk[arrow + 4].col, "unexpected '%s' after the tolerance", tshow(&tk[arrow + 4], tb));
            return;
        }
        const tok_t *nq = &tk[arrow + 3];
        if (tol == 1) {
            uint64_t cnt = 0;
            bool okd = nq->len > 0 && nq->len <= 19;
            for (int i = 0; okd && i < nq->len; i++) {
                if (nq->p[i] < '0' || nq->p[i] > '9') okd = false;
                else cnt = cnt * 10 + (uint64_t)(nq->p[i] - '0');
            }
            if (!okd) {
                error_at(c, nq->col, "expected a ULP count (decimal), got '%s'", tshow(nq, tb));
                return;
            }
            tol_n = cnt;
        } else if (sm5_parse_abs_bound(nq->p, (size_t)nq->len, &abs_m, &abs_e) != 0) {
            error_at(c, nq->col, "expected an absolute bound such as 0.0008 or 8e-4, got '%s'", tshow(nq, tb));
            return;
        }
        nexp = 1;
    }
    if (v.kind != VK_ATOM) {
        if (nexp != v.nres) {
            if (v.nres == 2)
                error_at(c, nexp > 2 ? tk[arrow + 3].col : text_len + 1,
                         "'%s' has two results (%s): expected 2 values after '->'", sm5_op_name(v.op),
                         v.op == SM5_OP_UDIV ? "quotient, remainder" : v.op == SM5_OP_UADDC ? "sum, carry" :
                         v.op == SM5_OP_USUBB ? "difference, borrow" : v.op == SM5_OP_SINCOS ? "sin, cos" : "high, low");
            else
                error_at(c, tk[arrow + 2].col, result_is_float(&v) ?
                         "expected one result after '->' (optionally 'ulp N' or 'abs X')" :
                         "expected one result after '->'");
            return;
        }
    } else if (!imm || counter) {
        /* one result; alloc/consume may add returns */

        bool ok = nexp == 1 || (counter && (nexp == 2 || nexp == 1 + n));
        if (!ok) {
            error_at(c, tk[arrow + 2].col, counter ?
                     "expected COUNTER_AFTER [RETURNED (1 or %d values)] after '->'" :
                     "expected one result after '->'", n);
            return;
        }
    } else if (nexp != 2 && nexp != 1 + n && !(lanes && nexp == 1)) {
        /* with xN, MEM_AFTER alone is allowed (the returns differ per lane: none checked) */
        if (nexp < 2)
            error_at(c, text_len + 1, "expected MEM_AFTER RETURNED after '->'");
        else
            error_at(c, tk[arrow + 1 + (nexp > 1 + n ? 1 + n : 2)].col, lanes ?
                     "expected MEM_AFTER, then no RETURNED, one (the last lane) or %d (lanes 0..%d)" :
                     "expected MEM_AFTER and RETURNED (one value: the last lane; or %d "
                     "values: lanes 0..%d)", n, n - 1);
        return;
    }
    for (int i = 0; i < nexp; i++) {
        const char *what = v.kind != VK_ATOM ? "the expected result" : i == 0 ?
            (counter ? "COUNTER_AFTER" : "MEM_AFTER") : "RETURNED";
        if (parse_expected(c, &tk[arrow + 1 + i], v.wout, v.kind == VK_ATOM ? 0 : v.rfmt,
                           what, &ex[i]))
            return;
    }
    if (tol) {
        if (ex[0].vkind != SM5_EXPV_EQ) {
            error_at(c, tk[arrow + 1].col, "a tolerance needs an expected value, not '%s'", tshow(&tk[arrow + 1], tb));
            return;
        }
        if (is_nan_fmt_w(ex[0].value_hi, ex[0].value, v.wout)) {
            error_at(c, tk[arrow + 1].col, "a NaN matches only 'nan'");
            return;
        }
        ex[0].vkind = tol == 1 ? SM5_EXPV_ULP : SM5_EXPV_ABS;
        ex[0].ulp = tol_n;
        ex[0].abs_mant = abs_m;
        ex[0].abs_exp10 = (int16_t)abs_e;
    }

    /* evaluate */
    uint64_t got[1 + SM5_MAX_LANES];
    int rfmt = v.kind == VK_ATOM ? 32 : v.rfmt;
    bool consistent = true;
    if (v.kind == VK_ALU) {
        run_alu(&v, in, neg, abs, got, &consistent);
    } else if (v.kind == VK_FMT) {
        got[0] = run_fmt(v.fmt, in[0]);
    } else if (!lanes && !counter) {
        uint32_t r = 0;
        got[0] = sm5_atomic_apply(v.op, (uint32_t)in[0], (uint32_t)in[1], (uint32_t)in[2], &r);
        got[1] = r;
    } else {
        uint32_t after, ret[SM5_MAX_LANES];
        run_atom_lanes(v.op, (uint32_t)in[0], (uint32_t)in[1], (uint32_t)in[2], n, &after, ret);
        got[0] = after;
        if (nexp == 2) got[1] = ret[n - 1];   /* one RETURNED: the last lane's */
        else
            for (int l = 0; l < n && 1 + l < nexp; l++) got[1 + l] = ret[l];
    }
    bool pass = consistent;
    (void)rfmt;
    for (int i = 0; i < nexp; i++) pass = pass && exp_match(&ex[i], got[i]);
    if (pass) {
        c->st->passed++;
        return;
    }
    if (!consistent)
        emit(c, "%s:%d: note: the components of the result differ (got .x/.xy shown)\n",
             c->name, c->line);
    report_fail(c, ex, nexp, got, v.wout);
}

static bool is_space(char ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\v' || ch == '\f'; }

int sm5_vec_check(const char *name, const char *text, size_t len, FILE *out,
                  sm5_vec_stats_t *st)
{
    sm5_vec_stats_t before = *st;
    ctx_t c = {name ? name : "<input>", out, st, 0, NULL, 0};
    tok_t tk[MAXTOK + 1];
    size_t pos = 0;
    while (pos < len) {
        size_t end = pos;
        while (end < len && text[end] != '\n') end++;
        c.line++;
        size_t lim = end, i;
        for (i = pos; i < end; i++)
            if (text[i] == '#') { lim = i; break; }
        if (lim - pos > (size_t)1 << 30) lim = pos + ((size_t)1 << 30);   /* columns fit int */
        c.lp = NULL;
        c.llen = 0;
        int nt = 0, text_len = 0;
        for (i = pos; i < lim;) {
            if (is_space(text[i])) { i++; continue; }
            size_t s = i;
            while (i < lim && !is_space(text[i])) i++;
            if (nt == 0) c.lp = text + s;
            if (nt <= MAXTOK) {
                tk[nt].p = text + s;
                tk[nt].len = (int)(i - s);
                tk[nt].col = (int)(s - pos) + 1;
            }
            nt++;
            text_len = (int)(i - (size_t)(c.lp - text));
        }
        if (nt > 0) {
            /* text_len counts from the first token; report columns from the line start */
            int lead = (int)(c.lp - (text + pos));
            c.llen = text_len;
            check_line(&c, tk, nt > MAXTOK + 1 ? MAXTOK + 1 : nt, lead + text_len);
        }
        pos = end + 1;
    }
    return (st->failed != before.failed || st->malformed != before.malformed) ? 1 : 0;
}

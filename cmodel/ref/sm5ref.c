/* libsm5ref: the public face of the golden model (sm5ref.h) over cmodel/.
 * Thin: every result comes from the model's own calls (sm5_alu_exec, sm5_atomic_apply,
 * sm5_mem_exec, the conversions, the assembler and the architectural simulator); this
 * file only checks arguments, parses SPEC 9 vector lines and reports errors. */
#define SM5REF_BUILD 1
#include "sm5ref.h"
#include "sm5_alu.h"
#include "sm5_archsim.h"
#include "sm5_asm.h"
#include "sm5_convert.h"
#include "sm5_mem.h"
#include "sm5_load.h"
#include "sm5_prog.h"
#include "sm5_uop.h"
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ERR_MAX 512
/* Thread-local so that callers on several threads (a DPI simulator, Python threads)
 * each see their own message; reset by sm5ref_clear_error or any successful call. */
static _Thread_local char g_err[ERR_MAX];
static _Thread_local char g_vec_out[1200];

static int fail(int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g_err, sizeof g_err, fmt, ap);
    va_end(ap);
    return code;
}

static int ok(void)
{
    g_err[0] = 0;
    return SM5REF_OK;
}

const char *sm5ref_version(void) { return SM5REF_VERSION_STRING; }
uint32_t sm5ref_version_number(void)
{
    return (uint32_t)SM5REF_VERSION_MAJOR << 16 | (uint32_t)SM5REF_VERSION_MINOR << 8 |
           (uint32_t)SM5REF_VERSION_PATCH;
}
const char *sm5ref_last_error(void) { return g_err; }
void sm5ref_clear_error(void) { g_err[0] = 0; }

/* ---- opcodes ------------------------------------------------------------------------ */

static bool op_valid(int op) { return op >= 0 && op < SM5_OP_COUNT; }

int sm5ref_op(const char *name)
{
    if (!name) return fail(SM5REF_EINVAL, "sm5ref_op: name is NULL");
    size_t n = strlen(name);
    sm5_op_t op = n < 64 ? sm5_op_lookup(name, (int)n) : SM5_OP_COUNT;
    if (op == SM5_OP_COUNT) return fail(SM5REF_EINVAL, "unknown op '%.60s'", name);
    ok();
    return (int)op;
}

const char *sm5ref_op_name(int op)
{
    const char *s = op_valid(op) ? sm5_op_name((sm5_op_t)op) : NULL;
    return s ? s : "";
}

int sm5ref_op_nsrc(int op)
{
    if (!op_valid(op)) return fail(SM5REF_EINVAL, "opcode %d out of range", op);
    return sm5_op_nsrc((sm5_op_t)op);
}

int sm5ref_op_ndst(int op)
{
    if (!op_valid(op)) return fail(SM5REF_EINVAL, "opcode %d out of range", op);
    return sm5_op_ndst((sm5_op_t)op);
}

/* ---- one instruction ---------------------------------------------------------------- */

static bool is_alu_op(sm5_op_t op)
{
    sm5_opclass_t cl = sm5_op_class(op);
    return cl != SM5_CL_CTRL && cl != SM5_CL_ATOMIC && cl != SM5_CL_IMM_ATOMIC &&
           cl != SM5_CL_LOAD && cl != SM5_CL_STORE;
}

/* Checks op, mods and sat for an ALU call; 0 or an error code. */
static int check_alu(int op, uint32_t mods, int sat)
{
    if (!op_valid(op)) return fail(SM5REF_EINVAL, "opcode %d out of range", op);
    sm5_op_t o = (sm5_op_t)op;
    if (!is_alu_op(o))
        return fail(SM5REF_EINVAL, "'%s' is not an ALU instruction (atomics: sm5ref_atomic; "
                    "loads, stores, flow control: a program on a machine)", sm5_op_name(o));
    if (sat && !sm5_op_class_takes_sat(o)) return fail(SM5REF_EINVAL, "'%s' does not take _sat", sm5_op_name(o));
    if (mods >> 8) return fail(SM5REF_EINVAL, "modifier bits 0x%x past source 3", mods);
    int ns = sm5_op_nsrc(o);
    for (int s = 0; s < SM5_NSRC; s++) {
        bool n = (mods >> (2 * s)) & 1u, a = (mods >> (2 * s + 1)) & 1u;
        if (!n && !a) continue;
        if (s >= ns) return fail(SM5REF_EINVAL, "'%s' has no source %d to modify", sm5_op_name(o), s);
        if (n && !sm5_op_class_takes_neg(o)) return fail(SM5REF_EINVAL, "'%s' takes no '-' modifier", sm5_op_name(o));
        if (a && !sm5_op_class_takes_abs(o)) return fail(SM5REF_EINVAL, "'%s' takes no '_abs' modifier", sm5_op_name(o));
        if (o == SM5_OP_DMOVC && s == 0)
            return fail(SM5REF_EINVAL, "the condition of 'dmovc' (source 0) takes no modifier");
    }
    return SM5REF_OK;
}

static void fill_uop(sm5_uop_t *u, int op, uint32_t mods, int sat, int nsrc)
{
    memset(u, 0, sizeof *u);
    u->op = (uint8_t)op;
    u->sat = sat != 0;
    u->dst_mask = 0xF;
    u->dst2_mask = sm5_op_ndst((sm5_op_t)op) == 2 ? 0xF : 0;
    for (int s = 0; s < nsrc && s < SM5_NSRC; s++) {
        u->src[s].kind = SM5_SRC_TEMP;
        u->src[s].idx = (uint8_t)s;
        u->src[s].swz = SM5_SWZ_XYZW;
        u->src[s].neg = (mods >> (2 * s)) & 1u;
        u->src[s].abs = (mods >> (2 * s + 1)) & 1u;
    }
}

int sm5ref_alu_vec(int op, uint32_t mods, int sat, const uint32_t src[4][4], uint32_t dst[4],
                   uint32_t dst2[4])
{
    int rc = check_alu(op, mods, sat);
    if (rc) return rc;
    if (!src || !dst) return fail(SM5REF_EINVAL, "sm5ref_alu_vec: src or dst is NULL");
    sm5_uop_t u;
    fill_uop(&u, op, mods, sat, sm5_op_nsrc((sm5_op_t)op));
    uint32_t o2[4] = {0, 0, 0, 0};
    sm5_alu_exec(&u, src, dst, o2);
    if (dst2) memcpy(dst2, o2, sizeof o2);
    return ok();
}

int sm5ref_alu(int op, uint32_t mods, int sat, uint64_t s0, uint64_t s1, uint64_t s2,
               uint64_t s3, uint64_t *dst, uint64_t *dst2)
{
    int rc = check_alu(op, mods, sat);
    if (rc) return rc;
    sm5_op_t o = (sm5_op_t)op;
    if (!dst) return fail(SM5REF_EINVAL, "sm5ref_alu: dst is NULL");
    if (o == SM5_OP_DP2 || o == SM5_OP_DP3 || o == SM5_OP_DP4)
        return fail(SM5REF_EINVAL, "'%s' reads vectors: use sm5ref_alu_vec", sm5_op_name(o));
    uint64_t in[4] = {s0, s1, s2, s3};
    uint32_t src[4][4], out[4], out2[4];
    bool f64 = sm5_op_is_f64(o);
    for (int s = 0; s < 4; s++) {
        bool wide = f64 && sm5_op_f64_src(o, s);
        for (int c = 0; c < 4; c++)
            src[s][c] = wide ? (uint32_t)(in[s] >> (32 * (c & 1))) : (uint32_t)in[s];
    }
    sm5_uop_t u;
    fill_uop(&u, op, mods, sat, sm5_op_nsrc(o));
    if (f64 && sm5_op_f64_res32(o)) u.dst_mask = 0x3;
    memset(out2, 0, sizeof out2);
    sm5_alu_exec(&u, (const uint32_t(*)[4])src, out, out2);
    if (f64 && sm5_op_f64_dst(o)) *dst = (uint64_t)out[0] | (uint64_t)out[1] << 32;
    else *dst = out[0];
    if (dst2) *dst2 = out2[0];
    return ok();
}

/* ---- conversions -------------------------------------------------------------------- */

uint32_t sm5ref_f32_to_f16(uint32_t f) { return sm5_f32_to_f16(f); }
uint32_t sm5ref_f16_to_f32(uint32_t h) { return sm5_f16_to_f32((uint16_t)h); }
uint32_t sm5ref_f32_to_f11(uint32_t f) { return sm5_f32_to_f11(f); }
uint32_t sm5ref_f11_to_f32(uint32_t v) { return sm5_f11_to_f32(v); }
uint32_t sm5ref_f32_to_f10(uint32_t f) { return sm5_f32_to_f10(f); }
uint32_t sm5ref_f10_to_f32(uint32_t v) { return sm5_f10_to_f32(v); }

int sm5ref_fmt_unpack(int fmt, uint32_t word, uint32_t out[4])
{
    if (fmt < 0 || fmt > SM5_FMT_R11G11B10_FLOAT) return fail(SM5REF_EINVAL, "unknown format %d", fmt);
    if (!out) return fail(SM5REF_EINVAL, "sm5ref_fmt_unpack: out is NULL");
    sm5_mem_fmt_unpack((uint8_t)fmt, word, out);
    return ok();
}

int sm5ref_fmt_pack(int fmt, const uint32_t in[4], uint32_t *word)
{
    if (fmt < 0 || fmt > SM5_FMT_R11G11B10_FLOAT) return fail(SM5REF_EINVAL, "unknown format %d", fmt);
    if (!in || !word) return fail(SM5REF_EINVAL, "sm5ref_fmt_pack: in or word is NULL");
    *word = sm5_mem_fmt_pack((uint8_t)fmt, in);
    return ok();
}

/* ---- atomics ------------------------------------------------------------------------ */

int sm5ref_atomic(int op, uint32_t mem, uint32_t s0, uint32_t s1, uint32_t *mem_after,
                  uint32_t *ret)
{
    if (!op_valid(op) || !sm5_op_is_atomic((sm5_op_t)op))
        return fail(SM5REF_EINVAL, "'%s' is not an atomic", op_valid(op) ? sm5_op_name((sm5_op_t)op) : "?");
    if (!mem_after) return fail(SM5REF_EINVAL, "sm5ref_atomic: mem_after is NULL");
    uint32_t r = 0;
    *mem_after = sm5_atomic_apply((sm5_op_t)op, mem, s0, s1, &r);
    if (ret) *ret = sm5_op_is_imm_atomic((sm5_op_t)op) ? r : 0;
    return ok();
}

/* `lanes` lanes on word 0 of a one-word raw UAV in slot u0, through the memory model,
 * so the P-9 fold is the model's. */
int sm5ref_atomic_lanes(int op, uint32_t mem, int lanes, const uint32_t *s0, const uint32_t *s1,
                        uint32_t *mem_after, uint32_t *ret)
{
    if (!op_valid(op) || !sm5_op_is_atomic((sm5_op_t)op))
        return fail(SM5REF_EINVAL, "'%s' is not an atomic", op_valid(op) ? sm5_op_name((sm5_op_t)op) : "?");
    if (lanes < 1 || lanes > SM5_MAX_LANES)
        return fail(SM5REF_EINVAL, "lanes %d: expected 1..%d", lanes, SM5_MAX_LANES);
    sm5_op_t o = (sm5_op_t)op;
    bool counter = sm5_op_is_counter(o);
    if (!mem_after || (!s0 && !counter)) return fail(SM5REF_EINVAL, "sm5ref_atomic_lanes: NULL argument");
    static const uint32_t zero[SM5_MAX_LANES];
    uint32_t (*src)[SM5_NSRC][4] = calloc(SM5_MAX_LANES, sizeof *src);
    uint32_t (*rv)[4] = calloc(SM5_MAX_LANES, sizeof *rv);
    if (!src || !rv) { free(src); free(rv); return fail(SM5REF_ENOMEM, "out of memory"); }
    if (!s0) s0 = zero;
    if (!s1) s1 = zero;
    uint32_t word = 0;
    sm5_mem_t m;
    sm5_uop_t u;
    memset(&u, 0, sizeof u);
    sm5_mem_init(&m, &word, 1);
    m.res[0].kind = SM5_RES_RAW;
    m.res[0].size = 1;
    if (counter) m.res[0].counter = mem;
    else word = mem;
    u.op = (uint8_t)o;
    u.dst_mask = 0x1;
    for (int s = 0; s < sm5_op_nsrc(o) && s < SM5_NSRC; s++) {
        u.src[s].kind = SM5_SRC_TEMP;
        u.src[s].idx = (uint8_t)s;
        u.src[s].swz = SM5_SWZ_XYZW;
    }
    for (int l = 0; l < lanes; l++)
        for (int c = 0; c < 4; c++) {
            src[l][1][c] = s0[l];
            src[l][2][c] = s1[l];
        }
    uint64_t exec = lanes >= 64 ? ~0ull : ((1ull << lanes) - 1u), valid = 0;
    sm5_mem_exec(&m, &u, lanes, exec, 0, (const uint32_t(*)[SM5_NSRC][4])src, rv, &valid);
    *mem_after = counter ? m.res[0].counter : word;
    if (ret)
        for (int l = 0; l < lanes; l++) ret[l] = sm5_op_is_imm_atomic(o) ? rv[l][0] : 0;
    free(src);
    free(rv);
    return ok();
}

/* ---- vector lines ------------------------------------------------------------------- */

#define VMAXTOK 16

typedef struct { const char *p; int len, col; } vtok_t;

static const struct { const char *name; int win, wout; } vfmts[] = {
    {"f32_to_f16", 32, 16}, {"f32_to_f11", 32, 11}, {"f32_to_f10", 32, 10},
    {"f16_to_f32", 16, 32}, {"f11_to_f32", 11, 32}, {"f10_to_f32", 10, 32},
};

static bool tok_is(const vtok_t *t, const char *s)
{
    size_t n = strlen(s);
    return (size_t)t->len == n && memcmp(t->p, s, n) == 0;
}

static bool has_suffix(const char *p, int len, const char *suf)
{
    int n = (int)strlen(suf);
    return len >= n && memcmp(p + len - n, suf, (size_t)n) == 0;
}

/* hex of `width` bits: optional 0x, 1..ceil(width/4) digits, value < 2^width */
static int vhex(const char *p, int len, int col, int width, const char *what, uint64_t *out)
{
    int i = (len >= 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) ? 2 : 0;
    if (i == len) return fail(SM5REF_EPARSE, "column %d: expected a hex value for %s", col, what);
    if (len - i > (width + 3) / 4)
        return fail(SM5REF_EPARSE, "column %d: %s '%.*s' has %d hex digits; a %d-bit operand takes at most %d",
                    col, what, len > 40 ? 40 : len, p, len - i, width, (width + 3) / 4);
    uint64_t v = 0;
    for (int k = i; k < len; k++) {
        char ch = p[k];
        int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 :
                ch >= 'A' && ch <= 'F' ? ch - 'A' + 10 : -1;
        if (d < 0)
            return fail(SM5REF_EPARSE, "column %d: bad hex digit '%c' in %s '%.*s'", col + k,
                        (ch >= 0x20 && ch < 0x7f) ? ch : '?', what, len > 40 ? 40 : len, p);
        v = v << 4 | (uint64_t)d;
    }
    if (width < 64 && (v >> width) != 0)
        return fail(SM5REF_EPARSE, "column %d: %s '%.*s' does not fit in %d bits", col, what,
                    len > 40 ? 40 : len, p, width);
    *out = v;
    return 0;
}

/* Appends one value of `width` bits as hex to out (a space before all but the first). */
static int vput(char *out, size_t n, size_t *pos, uint64_t v, int width)
{
    char b[24];
    int k = snprintf(b, sizeof b, "%s%0*llx", *pos ? " " : "", (width + 3) / 4, (unsigned long long)v);
    if (*pos + (size_t)k + 1 > n) return fail(SM5REF_ESPACE, "output buffer of %zu bytes is too small", n);
    memcpy(out + *pos, b, (size_t)k + 1);
    *pos += (size_t)k;
    return 0;
}

static int vector_eval(const char *line, char *out, size_t n)
{
    if (!line) return fail(SM5REF_EINVAL, "sm5ref_vector: line is NULL");
    if (!out || n == 0) return fail(SM5REF_EINVAL, "sm5ref_vector: no output buffer");
    out[0] = 0;
    vtok_t tk[VMAXTOK];
    int nt = 0;
    for (int i = 0; line[i];) {
        char ch = line[i];
        if (ch == '#') break;   /* a comment ends the line, as in vector files */
        if (ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n' || ch == '\v' || ch == '\f') { i++; continue; }
        int s = i;
        while (line[i] && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' && line[i] != '\n' &&
               line[i] != '\v' && line[i] != '\f' && line[i] != '#')
            i++;
        if (nt == VMAXTOK) return fail(SM5REF_EPARSE, "column %d: too many operands", s + 1);
        tk[nt++] = (vtok_t){line + s, i - s, s + 1};
    }
    if (nt == 0) return fail(SM5REF_EPARSE, "column 1: empty line: expected an op and its operands");
    for (int i = 0; i < nt; i++)
        if (tok_is(&tk[i], "->"))
            return fail(SM5REF_EPARSE, "column %d: give the line without its '-> ...' part", tk[i].col);
    const vtok_t *opt = &tk[0];
    size_t pos = 0;

    /* format conversions */
    for (size_t f = 0; f < sizeof vfmts / sizeof vfmts[0]; f++) {
        if (!tok_is(opt, vfmts[f].name)) continue;
        if (nt != 2)
            return fail(SM5REF_EPARSE, "column %d: '%s' takes 1 operand, got %d",
                        nt > 2 ? tk[2].col : opt->col + opt->len, vfmts[f].name, nt - 1);
        uint64_t a;
        int rc = vhex(tk[1].p, tk[1].len, tk[1].col, vfmts[f].win, "source 0", &a);
        if (rc) return rc;
        uint32_t x = (uint32_t)a, r;
        switch (f) {
        case 0: r = sm5_f32_to_f16(x); break;
        case 1: r = sm5_f32_to_f11(x); break;
        case 2: r = sm5_f32_to_f10(x); break;
        case 3: r = sm5_f16_to_f32((uint16_t)x); break;
        case 4: r = sm5_f11_to_f32(x); break;
        default: r = sm5_f10_to_f32(x); break;
        }
        return vput(out, n, &pos, r, vfmts[f].wout);
    }

    /* the op: NAME[_sat], sincos_sin / sincos_cos, mov / dmov with _neg _abs _negabs */
    const char *p = opt->p;
    int len = opt->len, pick = 0;
    bool sat = false, nname = false, aname = false;
    sm5_op_t op = sm5_op_lookup(p, len);
    if (op == SM5_OP_COUNT && has_suffix(p, len, "_sat")) {
        sat = true;
        len -= 4;
        op = sm5_op_lookup(p, len);
    }
    if (op == SM5_OP_COUNT && len > 4 && (has_suffix(p, len, "_sin") || has_suffix(p, len, "_cos")) &&
        sm5_op_lookup(p, len - 4) == SM5_OP_SINCOS) {
        pick = has_suffix(p, len, "_sin") ? 1 : 2;
        op = SM5_OP_SINCOS;
    }
    if (op == SM5_OP_COUNT) {
        static const struct { const char *suf; bool n, a; } mods[] = {
            {"_negabs", true, true}, {"_neg", true, false}, {"_abs", false, true}};
        for (int i = 0; i < 3 && op == SM5_OP_COUNT; i++) {
            if (!has_suffix(p, len, mods[i].suf)) continue;
            sm5_op_t b = sm5_op_lookup(p, len - (int)strlen(mods[i].suf));
            if (b == SM5_OP_MOV || b == SM5_OP_DMOV) { op = b; nname = mods[i].n; aname = mods[i].a; }
        }
    }
    if (op == SM5_OP_COUNT)
        return fail(SM5REF_EPARSE, "column %d: unknown op '%.*s': expected an instruction with "
                    "register operands, a format conversion or an atomic", opt->col,
                    opt->len > 40 ? 40 : opt->len, opt->p);
    sm5_opclass_t cl = sm5_op_class(op);
    const char *name = sm5_op_name(op);
    if (cl == SM5_CL_CTRL || cl == SM5_CL_LOAD || cl == SM5_CL_STORE)
        return fail(SM5REF_EPARSE, "column %d: '%s' has no vector form (it needs %s)", opt->col, name,
                    cl == SM5_CL_CTRL ? "a program" : "a resource: run a program on a machine");
    if (sat && !sm5_op_class_takes_sat(op)) return fail(SM5REF_EPARSE, "column %d: '%s' does not take _sat", opt->col, name);

    /* atomics: MEM SRC0 [SRC1] [xN]; counters: COUNTER [xN] */
    if (cl == SM5_CL_ATOMIC || cl == SM5_CL_IMM_ATOMIC) {
        bool counter = sm5_op_is_counter(op), imm = sm5_op_is_imm_atomic(op);
        int nin = counter ? 1 : sm5_op_nsrc(op), lanes = 0, nops = nt - 1;
        const vtok_t *lt = &tk[nt - 1];
        if (nt > 1 && lt->len >= 2 && lt->p[0] == 'x' && lt->p[1] >= '0' && lt->p[1] <= '9') {
            int v = 0;
            for (int i = 1; i < lt->len; i++) {
                if (lt->p[i] < '0' || lt->p[i] > '9' || v > SM5_MAX_LANES) { v = -1; break; }
                v = v * 10 + (lt->p[i] - '0');
            }
            if (v < 1 || v > SM5_MAX_LANES)
                return fail(SM5REF_EPARSE, "column %d: expected a lane count x1..x%d, got '%.*s'", lt->col,
                            SM5_MAX_LANES, lt->len > 40 ? 40 : lt->len, lt->p);
            lanes = v;
            nops--;
        }
        if (nops != nin)
            return fail(SM5REF_EPARSE, "column %d: '%s' takes %d operand%s (%s%s), got %d",
                        nops > nin ? tk[1 + nin].col : tk[nt - 1].col + tk[nt - 1].len, name, nin,
                        nin == 1 ? "" : "s", counter ? "COUNTER" : "MEM, SRC0", nin == 3 ? ", SRC1" : "", nops);
        uint64_t in[3] = {0, 0, 0};
        static const char *const what[] = {"MEM", "SRC0", "SRC1"};
        for (int s = 0; s < nin; s++) {
            int rc = vhex(tk[1 + s].p, tk[1 + s].len, tk[1 + s].col, 32, counter ? "COUNTER" : what[s], &in[s]);
            if (rc) return rc;
        }
        int rc;
        if (!lanes && !counter) {
            uint32_t r = 0, after = sm5_atomic_apply(op, (uint32_t)in[0], (uint32_t)in[1], (uint32_t)in[2], &r);
            if ((rc = vput(out, n, &pos, after, 32))) return rc;
            if (imm && (rc = vput(out, n, &pos, r, 32))) return rc;
            return 0;
        }
        int nl = lanes ? lanes : 1;
        uint32_t s0[SM5_MAX_LANES], s1[SM5_MAX_LANES], ret[SM5_MAX_LANES], after = 0;
        for (int l = 0; l < nl; l++) { s0[l] = (uint32_t)in[1]; s1[l] = (uint32_t)in[2]; }
        if ((rc = sm5ref_atomic_lanes((int)op, (uint32_t)in[0], nl, s0, s1, &after, ret))) return rc;
        if ((rc = vput(out, n, &pos, after, 32))) return rc;
        if (imm)
            for (int l = 0; l < nl; l++)
                if ((rc = vput(out, n, &pos, ret[l], 32))) return rc;
        return 0;
    }

    /* ALU ops */
    int nin = sm5_op_nsrc(op), dpn = 0;
    if (op == SM5_OP_DP2 || op == SM5_OP_DP3 || op == SM5_OP_DP4) {
        dpn = op == SM5_OP_DP2 ? 2 : op == SM5_OP_DP3 ? 3 : 4;
        nin = 2 * dpn;
    }
    if (nt - 1 != nin) {
        int col = nt - 1 > nin ? tk[1 + nin].col : tk[nt - 1].col + tk[nt - 1].len;
        if (dpn)
            return fail(SM5REF_EPARSE, "column %d: '%s' takes %d values (src0.%.*s, then src1.%.*s), got %d",
                        col, name, nin, dpn, "xyzw", dpn, "xyzw", nt - 1);
        return fail(SM5REF_EPARSE, "column %d: '%s' takes %d source operand%s, got %d", col, name, nin,
                    nin == 1 ? "" : "s", nt - 1);
    }
    bool f64 = sm5_op_is_f64(op);
    uint32_t src[4][4];
    uint32_t mods = 0;
    memset(src, 0, sizeof src);
    for (int s = 0; s < nin; s++) {
        const vtok_t *t = &tk[1 + s];
        const char *q = t->p;
        int ql = t->len, qc = t->col, rc;
        char what[24];
        uint64_t v;
        if (dpn) {
            snprintf(what, sizeof what, "source %d.%c", s / dpn, "xyzw"[s % dpn]);
            if (ql > 0 && (q[0] == '-' || has_suffix(q, ql, "_abs")))
                return fail(SM5REF_EPARSE, "column %d: '%s' lists components: they take no '-' or '_abs'",
                            qc, name);
            if ((rc = vhex(q, ql, qc, 32, what, &v))) return rc;
            src[s / dpn][s % dpn] = (uint32_t)v;
            continue;
        }
        snprintf(what, sizeof what, "source %d", s);
        bool ng = false, ab = false;
        if (ql > 0 && q[0] == '-') { ng = true; q++; ql--; qc++; }
        if (has_suffix(q, ql, "_abs")) { ab = true; ql -= 4; }
        if (ng && !sm5_op_class_takes_neg(op)) return fail(SM5REF_EPARSE, "column %d: '%s' takes no '-' modifier", t->col, name);
        if (ab && !sm5_op_class_takes_abs(op)) return fail(SM5REF_EPARSE, "column %d: '%s' takes no '_abs' modifier", t->col, name);
        if ((ng || ab) && op == SM5_OP_DMOVC && s == 0)
            return fail(SM5REF_EPARSE, "column %d: the condition of 'dmovc' (source 0) takes no '-' or '_abs'", t->col);
        if ((ng || ab) && (nname || aname))
            return fail(SM5REF_EPARSE, "column %d: modifier given both in the op name and on the operand", t->col);
        bool wide = f64 && sm5_op_f64_src(op, s);
        if ((rc = vhex(q, ql, qc, wide ? 64 : 32, what, &v))) return rc;
        for (int c = 0; c < 4; c++) src[s][c] = wide ? (uint32_t)(v >> (32 * (c & 1))) : (uint32_t)v;
        mods |= (ng || nname ? SM5REF_NEG(s) : 0u) | (ab || aname ? SM5REF_ABS(s) : 0u);
    }
    uint32_t o1[4], o2[4];
    int rc = sm5ref_alu_vec((int)op, mods, sat, (const uint32_t(*)[4])src, o1, o2);
    if (rc) return rc == SM5REF_EINVAL ? SM5REF_EPARSE : rc;
    if (f64 && sm5_op_f64_dst(op)) return vput(out, n, &pos, (uint64_t)o1[0] | (uint64_t)o1[1] << 32, 64);
    if (pick) return vput(out, n, &pos, pick == 1 ? o1[0] : o2[0], 32);
    if ((rc = vput(out, n, &pos, o1[0], 32))) return rc;
    if (sm5_op_ndst(op) == 2 && (rc = vput(out, n, &pos, o2[0], 32))) return rc;
    return 0;
}

int sm5ref_vector(const char *line, char *out, size_t n)
{
    int rc = vector_eval(line, out, n);
    if (rc) {
        if (out && n) out[0] = 0;
        return rc;
    }
    return ok();
}

const char *sm5ref_vector_str(const char *line)
{
    if (sm5ref_vector(line, g_vec_out, sizeof g_vec_out) != 0) g_vec_out[0] = 0;
    return g_vec_out;
}

/* ---- machines ----------------------------------------------------------------------- */

struct sm5ref_machine {
    sm5_prog_t prog;
    sm5_arch_t arch;
    int lanes;
    bool live;   /* arch initialised */
};

static int machine_init(sm5ref_machine_t *m)
{
    if (m->live) sm5_arch_free(&m->arch);
    m->live = false;
    int rc = sm5_arch_init(&m->arch, &m->prog, m->lanes);
    if (rc == -1) return fail(SM5REF_ENOMEM, "out of memory");
    if (rc) return fail(SM5REF_EINVAL, "%s: the program names a register or word outside itself", m->prog.file);
    m->live = true;
    return SM5REF_OK;
}

static int machine_finish(sm5ref_machine_t *m, int lanes, sm5ref_machine_t **out)
{
    if (lanes < 0 || lanes > SM5_MAX_LANES) {
        sm5_prog_free(&m->prog);
        free(m);
        return fail(SM5REF_EINVAL, "lanes %d: expected 0 (the program's) or 1..%d", lanes, SM5_MAX_LANES);
    }
    m->lanes = lanes ? lanes : sm5_prog_run_lanes(&m->prog, 32);
    int rc = machine_init(m);
    if (rc) {
        sm5_prog_free(&m->prog);
        free(m);
        return rc;
    }
    *out = m;
    return ok();
}

/* The assembler's message is "file:line:col: error: ...\n<line>\n<caret>\n": keep it. */
static int asm_fail(const char *err)
{
    char b[ERR_MAX];
    snprintf(b, sizeof b, "%s", err);
    size_t k = strlen(b);
    while (k && b[k - 1] == '\n') b[--k] = 0;
    return fail(SM5REF_EPARSE, "%s", b);
}

int sm5ref_machine_new(const char *name, const char *text, size_t len, int lanes, sm5ref_machine_t **out)
{
    if (!text || !out) return fail(SM5REF_EINVAL, "sm5ref_machine_new: text or m is NULL");
    *out = NULL;
    sm5ref_machine_t *m = calloc(1, sizeof *m);
    if (!m) return fail(SM5REF_ENOMEM, "out of memory");
    char err[SM5_PROG_ERR_MAX];
    if (sm5_prog_parse(name ? name : "<text>", text, len, &m->prog, err, sizeof err) != 0) {
        sm5_prog_free(&m->prog);
        free(m);
        return asm_fail(err);
    }
    return machine_finish(m, lanes, out);
}

int sm5ref_machine_load(const char *path, int lanes, sm5ref_machine_t **out)
{
    if (!path || !out) return fail(SM5REF_EINVAL, "sm5ref_machine_load: path or m is NULL");
    *out = NULL;
    sm5ref_machine_t *m = calloc(1, sizeof *m);
    if (!m) return fail(SM5REF_ENOMEM, "out of memory");
    char err[SM5_PROG_ERR_MAX];
    if (sm5_prog_load(path, &m->prog, err, sizeof err) != 0) {
        sm5_prog_free(&m->prog);
        free(m);
        return asm_fail(err);
    }
    return machine_finish(m, lanes, out);
}

void sm5ref_machine_free(sm5ref_machine_t *m)
{
    if (!m) return;
    if (m->live) sm5_arch_free(&m->arch);
    sm5_prog_free(&m->prog);
    free(m);
}

int sm5ref_machine_reset(sm5ref_machine_t *m)
{
    if (!m) return fail(SM5REF_EINVAL, "machine is NULL");
    int rc = machine_init(m);
    return rc ? rc : ok();
}

int sm5ref_machine_set_dispatch(sm5ref_machine_t *m, uint32_t x, uint32_t y, uint32_t z)
{
    if (!m) return fail(SM5REF_EINVAL, "machine is NULL");
    if (!x || !y || !z || (uint64_t)x * y * z > 1u << 20)
        return fail(SM5REF_EINVAL, "dispatch %u %u %u: each at least 1, at most 2^20 groups", x, y, z);
    m->prog.dispatch[0] = x;
    m->prog.dispatch[1] = y;
    m->prog.dispatch[2] = z;
    return sm5ref_machine_reset(m);
}

#define NEED_M(ret) do { if (!m || !m->live) return fail(SM5REF_EINVAL, "machine is NULL or unusable"); } while (0)

int sm5ref_machine_lanes(const sm5ref_machine_t *m) { NEED_M(); ok(); return m->arch.lanes; }
int sm5ref_machine_threads(const sm5ref_machine_t *m) { NEED_M(); ok(); return (int)m->arch.nthreads; }
int sm5ref_machine_nregs(const sm5ref_machine_t *m) { NEED_M(); ok(); return m->arch.nregs; }
int sm5ref_machine_groups(const sm5ref_machine_t *m) { NEED_M(); ok(); return (int)m->arch.ngroups; }
int sm5ref_machine_nuops(const sm5ref_machine_t *m) { NEED_M(); ok(); return m->prog.nuops; }

int sm5ref_machine_uop(const sm5ref_machine_t *m, int i, uint32_t w[9])
{
    NEED_M();
    if (i < 0 || i >= m->prog.nuops) return fail(SM5REF_EINVAL, "micro-op %d: the program has %d", i, m->prog.nuops);
    if (!w) return fail(SM5REF_EINVAL, "w is NULL");
    sm5_uop_bits_t b = sm5_uop_pack(&m->prog.uops[i]);
    memcpy(w, b.w, sizeof b.w);
    return ok();
}

static int reg_index(const sm5ref_machine_t *m, int thread, int reg, int comp)
{
    if (thread < 0 || (uint32_t)thread >= m->arch.nthreads)
        return fail(SM5REF_EINVAL, "thread %d: a group has %u", thread, m->arch.nthreads);
    if (reg < 0 || reg >= m->arch.nregs) return fail(SM5REF_EINVAL, "r%d: the program has %d registers", reg, m->arch.nregs);
    if (comp < 0 || comp > 3) return fail(SM5REF_EINVAL, "component %d: expected 0..3", comp);
    return SM5REF_OK;
}

int sm5ref_machine_set_reg(sm5ref_machine_t *m, int thread, int reg, int comp, uint32_t v)
{
    NEED_M();
    int rc = reg_index(m, thread, reg, comp);
    if (rc) return rc;
    sm5_arch_reg(&m->arch, thread, reg)[comp] = v;
    return ok();
}

int sm5ref_machine_get_reg(const sm5ref_machine_t *m, int thread, int reg, int comp, uint32_t *v)
{
    NEED_M();
    int rc = reg_index(m, thread, reg, comp);
    if (rc) return rc;
    if (!v) return fail(SM5REF_EINVAL, "v is NULL");
    *v = m->arch.regs[((size_t)thread * (size_t)m->arch.nregs + (size_t)reg) * 4u + (size_t)comp];
    return ok();
}

int sm5ref_machine_get_out(const sm5ref_machine_t *m, int thread, int reg, int comp, uint32_t *v)
{
    NEED_M();
    if (thread < 0 || (uint32_t)thread >= m->arch.nthreads)
        return fail(SM5REF_EINVAL, "thread %d: a group has %u", thread, m->arch.nthreads);
    if (reg < 0 || reg >= SM5_NIO || comp < 0 || comp > 3 || !v)
        return fail(SM5REF_EINVAL, "o%d.%d: expected o0..o%d, component 0..3", reg, comp, SM5_NIO - 1);
    *v = m->arch.out[((size_t)thread * SM5_NIO + (size_t)reg) * 4u + (size_t)comp];
    return ok();
}

static int slot_ok(const sm5ref_machine_t *m, int slot)
{
    if (slot < 0 || slot >= SM5_NRES) return fail(SM5REF_EINVAL, "slot %d: expected 0..7 (u#) or 8..15 (g#)", slot);
    if (m->arch.mem.res[slot].kind == SM5_RES_NONE)
        return fail(SM5REF_EINVAL, "slot %d (%s%d) is not declared by the program", slot,
                    slot < 8 ? "u" : "g", slot & 7);
    return SM5REF_OK;
}

int sm5ref_machine_words(const sm5ref_machine_t *m, int slot)
{
    NEED_M();
    int rc = slot_ok(m, slot);
    if (rc) return rc;
    ok();
    return (int)m->arch.mem.res[slot].size;
}

static int word_at(const sm5ref_machine_t *m, int slot, uint32_t word, uint32_t **w)
{
    int rc = slot_ok(m, slot);
    if (rc) return rc;
    const sm5_res_t *r = &m->arch.mem.res[slot];
    if (word >= r->size) return fail(SM5REF_EINVAL, "word %u of slot %d: it has %u", word, slot, r->size);
    *w = &m->arch.words[r->base + word];
    return SM5REF_OK;
}

int sm5ref_machine_set_word(sm5ref_machine_t *m, int slot, uint32_t word, uint32_t v)
{
    NEED_M();
    uint32_t *w;
    int rc = word_at(m, slot, word, &w);
    if (rc) return rc;
    *w = v;
    return ok();
}

int sm5ref_machine_get_word(const sm5ref_machine_t *m, int slot, uint32_t word, uint32_t *v)
{
    NEED_M();
    uint32_t *w;
    int rc = word_at(m, slot, word, &w);
    if (rc) return rc;
    if (!v) return fail(SM5REF_EINVAL, "v is NULL");
    *v = *w;
    return ok();
}

int sm5ref_machine_set_counter(sm5ref_machine_t *m, int slot, uint32_t v)
{
    NEED_M();
    int rc = slot_ok(m, slot);
    if (rc) return rc;
    if (slot >= 8) return fail(SM5REF_EINVAL, "slot %d: only u# have a hidden counter", slot);
    m->arch.mem.res[slot].counter = v;
    return ok();
}

int sm5ref_machine_get_counter(const sm5ref_machine_t *m, int slot, uint32_t *v)
{
    NEED_M();
    int rc = slot_ok(m, slot);
    if (rc) return rc;
    if (slot >= 8 || !v) return fail(SM5REF_EINVAL, "slot %d: only u# have a hidden counter", slot);
    *v = m->arch.mem.res[slot].counter;
    return ok();
}

int sm5ref_machine_run(sm5ref_machine_t *m, uint64_t max_steps, uint64_t *steps)
{
    NEED_M();
    uint64_t n = sm5_arch_run(&m->arch, max_steps);
    if (steps) *steps = n;
    if (m->arch.error[0]) return fail(SM5REF_ERUN, "%s: run stopped: %s", m->prog.file, m->arch.error);
    if (!m->arch.done) return fail(SM5REF_EINVAL, "max_steps %llu reached before the end", (unsigned long long)max_steps);
    return ok();
}

int sm5ref_machine_check(const sm5ref_machine_t *m, int *failed, int *checked)
{
    NEED_M();
    int c = 0, f = sm5_arch_check(&m->arch, NULL, &c);
    if (failed) *failed = f;
    if (checked) *checked = c;
    if (f) return fail(SM5REF_ERUN, "%d of %d expectation lines failed", f, c);
    return ok();
}

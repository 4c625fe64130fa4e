/* test_sm5ref: the C API of libsm5ref against values worked by hand from SPEC (the
 * comments derive each bit pattern) and against every line of the vector files given on
 * the command line (tb/vectors/NAME.txt, themselves worked by hand: the expected part is
 * cut off, sm5ref_vector computes it, the file's value decides). Plus the error paths.
 * usage: test_sm5ref [VECTOR_FILE...]; ends with `N passed, N failed`. */
#include "sm5ref.h"
#include "sm5_expect.h"
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned passed, failed;

static void check(int cond, const char *what)
{
    if (cond) passed++;
    else { failed++; printf("FAIL: %s (last error: %s)\n", what, sm5ref_last_error()); }
}

static void vec_is(const char *line, const char *want)
{
    char out[256], what[400];
    int rc = sm5ref_vector(line, out, sizeof out);
    snprintf(what, sizeof what, "vector '%s' -> '%s' (got rc %d, '%s')", line, want, rc, out);
    check(rc == 0 && strcmp(out, want) == 0, what);
}

/* bad input: a non-zero code, a message containing `msg`, the output emptied */
static void vec_bad(const char *line, int code, const char *msg)
{
    char out[64] = "junk", what[300];
    int rc = sm5ref_vector(line, out, sizeof out);
    snprintf(what, sizeof what, "bad vector '%s': code %d, message with '%s' (got %d, '%s')", line ? line : "NULL",
             code, msg, rc, sm5ref_last_error());
    check(rc == code && strstr(sm5ref_last_error(), msg) != NULL && out[0] == 0, what);
}

static void hand_values(void)
{
    /* the example; SPEC 3 P-3: min/max with one NaN give the other operand */
    vec_is("min_sat 0x7fc00000 0x3f800000", "3f800000");
    /* 1.0 + 2.0 = 3.0: 3 = 1.5 * 2^1 -> exp 128, mantissa 0x400000 -> 40400000 */
    vec_is("add 3f800000 40000000", "40400000");
    /* 1 + 1 = 2, _sat clamps to 1.0 */
    vec_is("add_sat 3f800000 3f800000", "3f800000");
    /* -(1.0) * 2.0 = -2.0 (sign bit | 40000000) */
    vec_is("mul -3f800000 40000000", "c0000000");
    /* |-1.0| = 1.0; mov_neg of +0 is -0 */
    vec_is("mov bf800000_abs", "3f800000");
    vec_is("mov_neg 0", "80000000");
    /* imul -2 * 3 = -6: 64-bit two's complement ffffffff fffffffa (HI, LO) */
    vec_is("imul fffffffe 3", "ffffffff fffffffa");
    /* udiv 7 2: quotient 3, remainder 1 (SPEC 9) */
    vec_is("udiv 7 2", "00000003 00000001");
    /* uaddc ffffffff + 1 = 0 carry 1 */
    vec_is("uaddc ffffffff 1", "00000000 00000001");
    /* ubfe width 8 offset 4 of 12345678: bits 11:4 = 0x67 (SPEC 9 example) */
    vec_is("ubfe 8 4 12345678", "00000067");
    /* bfrev 1 = 80000000; countbits ff00ff00 = 16 */
    vec_is("bfrev 1", "80000000");
    vec_is("countbits ff00ff00", "00000010");
    /* dp2 (1,2).(3,4) = 3 + 8 = 11 = 1.375 * 2^3: exp 130, mant 0x300000 -> 41300000 */
    vec_is("dp2 3f800000 40000000 40400000 40800000", "41300000");
    /* dadd 1.0 + 1.0 = 2.0 in binary64 */
    vec_is("dadd 3ff0000000000000 3ff0000000000000", "4000000000000000");
    /* f32 1.0 -> f16 3c00 (exp 15, mant 0) and back; f11 1.0: exp 15 << 6 = 3c0 */
    vec_is("f32_to_f16 3f800000", "3c00");
    vec_is("f16_to_f32 3c00", "3f800000");
    vec_is("f32_to_f11 3f800000", "3c0");
    vec_is("f32_to_f10 3f800000", "1e0");   /* f10: exp 15 << 5 */
    /* SPEC 6: imm_ returns the old value */
    vec_is("imm_atomic_iadd ffffffff 2", "00000001 ffffffff");
    vec_is("atomic_umin 5 3", "00000003");
    vec_is("imm_atomic_cmp_exch 5 5 9", "00000009 00000005");
    /* P-9: lanes in ascending order; each returns the word after the lower lanes */
    vec_is("imm_atomic_iadd 0 1 x3", "00000003 00000000 00000001 00000002");
    vec_is("atomic_iadd 0 1 x4", "00000004");
    /* the hidden counter: alloc returns before +1; consume returns after -1 */
    vec_is("imm_atomic_alloc 5 x2", "00000007 00000005 00000006");
    vec_is("imm_atomic_consume 5", "00000004 00000004");
    /* comments and tabs as in vector files */
    vec_is("\tult 1\t2   # 1 < 2 unsigned", "ffffffff");

    /* the same through the other calls */
    uint64_t d = 0, d2 = 0;
    int op_add = sm5ref_op("add"), op_imul = sm5ref_op("imul"), op_mov = sm5ref_op("mov");
    check(op_add >= 0 && op_imul >= 0 && op_mov >= 0, "sm5ref_op finds add, imul, mov");
    check(strcmp(sm5ref_op_name(op_add), "add") == 0 && sm5ref_op_nsrc(op_add) == 2 &&
          sm5ref_op_ndst(op_imul) == 2 && sm5ref_op_ndst(op_add) == 1, "op name / nsrc / ndst");
    check(sm5ref_alu(op_add, SM5REF_NEG(1), 0, 0x40400000u, 0x3f800000u, 0, 0, &d, &d2) == 0 &&
          d == 0x40000000u && d2 == 0, "alu: 3 + -(1) = 2");
    check(sm5ref_alu(op_mov, SM5REF_NEG(0) | SM5REF_ABS(0), 0, 0x3f800000u, 0, 0, 0, &d, NULL) == 0 &&
          d == 0xbf800000u, "alu: mov -|1| = -1");
    check(sm5ref_alu(op_imul, 0, 0, 0x10000u, 0x10000u, 0, 0, &d, &d2) == 0 && d == 1 && d2 == 0,
          "alu: imul 2^16 * 2^16 = 2^32: HI 1, LO 0");
    uint32_t src[4][4] = {{0x3f800000u, 0x40000000u, 0x40400000u, 0}, {0x3f800000u, 0x3f800000u, 0x3f800000u, 0}};
    uint32_t o[4], o2[4];
    check(sm5ref_alu_vec(sm5ref_op("dp3"), 0, 0, (const uint32_t(*)[4])src, o, o2) == 0 && o[0] == 0x40c00000u &&
          o[3] == 0x40c00000u, "alu_vec: dp3 (1,2,3).(1,1,1) = 6 = 40c00000 in every component");
    uint32_t m = 0, r = 0;
    check(sm5ref_atomic(sm5ref_op("imm_atomic_exch"), 7, 9, 0, &m, &r) == 0 && m == 9 && r == 7, "atomic exch");
    check(sm5ref_atomic(sm5ref_op("atomic_or"), 0xf0, 0x0f, 0, &m, &r) == 0 && m == 0xff && r == 0,
          "atomic_or: no return");
    uint32_t s0[3] = {5, 1, 9}, rets[3];
    check(sm5ref_atomic_lanes(sm5ref_op("imm_atomic_umax"), 3, 3, s0, NULL, &m, rets) == 0 && m == 9 &&
          rets[0] == 3 && rets[1] == 5 && rets[2] == 5, "atomic lanes: umax 3 by 5, 1, 9 in lane order");
    check(sm5ref_f32_to_f16(0xc0000000u) == 0xc000u && sm5ref_f16_to_f32(0xc000u) == 0xc0000000u,
          "f16 -2.0 both ways");
    uint32_t comps[4] = {0x3f800000u, 0xc0000000u, 0, 0}, w = 0, back[4];
    check(sm5ref_fmt_pack(3, comps, &w) == 0 && w == 0xc0003c00u, "pack R16G16_FLOAT (1, -2) = c000 3c00");
    check(sm5ref_fmt_unpack(3, w, back) == 0 && back[0] == 0x3f800000u && back[1] == 0xc0000000u &&
          back[2] == 0 && back[3] == 0x3f800000u, "unpack R16G16_FLOAT with P-10 fill (.., 0, 1.0)");
    check(sm5ref_version_number() == (SM5REF_VERSION_MAJOR << 16 | SM5REF_VERSION_MINOR << 8 | SM5REF_VERSION_PATCH) &&
          strcmp(sm5ref_version(), SM5REF_VERSION_STRING) == 0, "version");
}

static void bad_input(void)
{
    vec_bad("frobnicate 1 2", SM5REF_EPARSE, "unknown op");
    vec_bad("add 1", SM5REF_EPARSE, "takes 2 source operands, got 1");
    vec_bad("add 1 2 3", SM5REF_EPARSE, "takes 2 source operands, got 3");
    vec_bad("add 3f80000g 1", SM5REF_EPARSE, "bad hex digit 'g'");
    vec_bad("add 123456789 1", SM5REF_EPARSE, "9 hex digits");
    vec_bad("add 0x 1", SM5REF_EPARSE, "expected a hex value");
    vec_bad("add 1 2 -> 3", SM5REF_EPARSE, "without its '-> ...' part");
    vec_bad("", SM5REF_EPARSE, "empty line");
    vec_bad("iadd_sat 1 2", SM5REF_EPARSE, "does not take _sat");
    vec_bad("umin -1 2", SM5REF_EPARSE, "takes no '-'");
    vec_bad("imm_atomic_iadd 1", SM5REF_EPARSE, "takes 2 operands");
    vec_bad("atomic_iadd 0 1 x65", SM5REF_EPARSE, "lane count");
    vec_bad("f16_to_f32 10000", SM5REF_EPARSE, "5 hex digits");
    vec_bad("f10_to_f32 400", SM5REF_EPARSE, "does not fit in 10 bits");
    vec_bad("ld_raw 0", SM5REF_EPARSE, "no vector form");
    vec_bad(NULL, SM5REF_EINVAL, "NULL");
    char small[4];
    check(sm5ref_vector("add 0 0", small, sizeof small) == SM5REF_ESPACE && small[0] == 0, "buffer too small");
    check(sm5ref_vector("add 0 0", small, 0) == SM5REF_EINVAL, "no buffer");
    check(strcmp(sm5ref_vector_str("nope"), "") == 0 && strstr(sm5ref_last_error(), "unknown op"),
          "vector_str: empty on error");
    check(strcmp(sm5ref_vector_str("iadd 1 2"), "00000003") == 0 && sm5ref_last_error()[0] == 0,
          "vector_str: value, error cleared");
    uint64_t d;
    check(sm5ref_op("nope") == SM5REF_EINVAL && strstr(sm5ref_last_error(), "unknown op 'nope'"), "op: unknown");
    check(sm5ref_alu(9999, 0, 0, 0, 0, 0, 0, &d, NULL) == SM5REF_EINVAL, "alu: opcode out of range");
    check(sm5ref_alu(sm5ref_op("iadd"), 0, 1, 0, 0, 0, 0, &d, NULL) == SM5REF_EINVAL, "alu: iadd _sat refused");
    check(sm5ref_alu(sm5ref_op("and"), SM5REF_NEG(0), 0, 0, 0, 0, 0, &d, NULL) == SM5REF_EINVAL, "alu: and with '-'");
    check(sm5ref_alu(sm5ref_op("add"), SM5REF_ABS(2), 0, 0, 0, 0, 0, &d, NULL) == SM5REF_EINVAL, "alu: modifier on a missing source");
    check(sm5ref_alu(sm5ref_op("dp4"), 0, 0, 0, 0, 0, 0, &d, NULL) == SM5REF_EINVAL, "alu: dp4 needs the vector form");
    check(sm5ref_alu(sm5ref_op("atomic_and"), 0, 0, 0, 0, 0, 0, &d, NULL) == SM5REF_EINVAL, "alu: refuses atomics");
    check(sm5ref_alu(sm5ref_op("add"), 0, 0, 0, 0, 0, 0, NULL, NULL) == SM5REF_EINVAL, "alu: NULL dst");
    uint32_t m;
    check(sm5ref_atomic(sm5ref_op("add"), 0, 0, 0, &m, NULL) == SM5REF_EINVAL, "atomic: refuses add");
    check(sm5ref_atomic_lanes(sm5ref_op("atomic_and"), 0, 0, &m, NULL, &m, NULL) == SM5REF_EINVAL, "atomic lanes: 0 lanes");
    uint32_t four[4] = {0, 0, 0, 0};
    check(sm5ref_fmt_pack(9, four, &m) == SM5REF_EINVAL, "fmt: unknown");
    sm5ref_clear_error();
    check(sm5ref_last_error()[0] == 0, "clear_error");
}

static const char prog_text[] =
    "//! lanes 4\n"
    "//! init u0 0xa\n"
    "//! expect r1.x lane 0 == 101\n"
    "//! expect r1.x lane 3 == 104\n"
    "cs_5_0\n"
    "dcl_uav_structured u0, 4\n"
    "dcl_temps 2\n"
    "iadd r1.x, r0.x, l(1)\n"
    "imm_atomic_alloc r1.y, u0\n"
    "imm_atomic_iadd r1.z, u0, l(0, 0, 0, 0), r0.x\n"
    "ret\n";

static void machine(void)
{
    sm5ref_machine_t *m = NULL;
    int rc = sm5ref_machine_new("t.asm", prog_text, sizeof prog_text - 1, 0, &m);
    check(rc == 0 && m, "machine: assemble");
    if (!m) return;
    check(sm5ref_machine_lanes(m) == 4 && sm5ref_machine_threads(m) == 4 && sm5ref_machine_nregs(m) == 2 &&
          sm5ref_machine_groups(m) == 1 && sm5ref_machine_nuops(m) == 4 && sm5ref_machine_words(m, 0) == 1,
          "machine: shape (4 lanes, 2 regs, 1 group, 4 uops, u0 one word)");
    uint32_t w9[9];
    check(sm5ref_machine_uop(m, 0, w9) == 0 && (w9[0] & 0xffu) == (uint32_t)sm5ref_op("iadd"),
          "machine: uop 0 is iadd in bits 7:0");
    for (int t = 0; t < 4; t++) check(sm5ref_machine_set_reg(m, t, 0, 0, 100u + (uint32_t)t) == 0, "set r0.x");
    check(sm5ref_machine_set_counter(m, 0, 5) == 0, "set counter");
    uint64_t steps = 0;
    check(sm5ref_machine_run(m, 0, &steps) == 0 && steps == 4, "run: 4 micro-ops, one wave");
    /* r1.x = r0.x + 1; alloc from 5 in lane order; iadd of 100..103 on 10 */
    static const uint32_t want_x[4] = {101, 102, 103, 104}, want_y[4] = {5, 6, 7, 8}, want_z[4] = {10, 110, 211, 313};
    for (int t = 0; t < 4; t++) {
        uint32_t x = 0, y = 0, z = 0;
        sm5ref_machine_get_reg(m, t, 1, 0, &x);
        sm5ref_machine_get_reg(m, t, 1, 1, &y);
        sm5ref_machine_get_reg(m, t, 1, 2, &z);
        char what[96];
        snprintf(what, sizeof what, "lane %d: r1.xyz = %u %u %u", t, want_x[t], want_y[t], want_z[t]);
        check(x == want_x[t] && y == want_y[t] && z == want_z[t], what);
    }
    uint32_t v = 0, c = 0;
    check(sm5ref_machine_get_word(m, 0, 0, &v) == 0 && v == 416, "u0[0] = 10 + 100+101+102+103 = 416");
    check(sm5ref_machine_get_counter(m, 0, &c) == 0 && c == 9, "counter 5 + 4 lanes = 9");
    int nf = -1, nc = -1;
    check(sm5ref_machine_check(m, &nf, &nc) == 0 && nf == 0 && nc == 2, "check: the program's 2 expectations hold");
    /* reset: registers back to 0, so the expectations fail now (r1.x = 1) */
    check(sm5ref_machine_reset(m) == 0 && sm5ref_machine_run(m, 0, NULL) == 0, "reset and run again");
    check(sm5ref_machine_check(m, &nf, &nc) == SM5REF_ERUN && nf == 2, "check fails without the inputs");
    check(sm5ref_machine_get_word(m, 0, 0, &v) == 0 && v == 10, "after reset: r0.x = 0 adds nothing to 10");
    /* errors */
    check(sm5ref_machine_get_reg(m, 4, 0, 0, &v) == SM5REF_EINVAL, "thread out of range");
    check(sm5ref_machine_set_reg(m, 0, 2, 0, 0) == SM5REF_EINVAL, "register out of range");
    check(sm5ref_machine_get_word(m, 0, 1, &v) == SM5REF_EINVAL, "word out of range");
    check(sm5ref_machine_get_word(m, 1, 0, &v) == SM5REF_EINVAL, "undeclared slot");
    check(sm5ref_machine_set_dispatch(m, 2, 1, 1) == 0 && sm5ref_machine_groups(m) == 2, "dispatch 2 groups");
    check(sm5ref_machine_run(m, 0, &steps) == 0 && steps == 8, "two groups: 8 micro-ops");
    check(sm5ref_machine_get_counter(m, 0, &c) == 0 && c == 8, "counter 0 + 2 groups x 4 lanes");
    sm5ref_machine_free(m);
    m = NULL;
    rc = sm5ref_machine_new("bad.asm", "cs_5_0\nfoo r0.x\n", strlen("cs_5_0\nfoo r0.x\n"), 0, &m);
    check(rc == SM5REF_EPARSE && m == NULL && strstr(sm5ref_last_error(), "bad.asm:2:"), "assembler error with file:line");
    check(sm5ref_machine_load("/nonexistent/x.asm", 0, &m) == SM5REF_EPARSE && m == NULL, "missing file");
    static const char loop[] = "//! lanes 1\n//! max_steps 50\ncs_5_0\nloop\nendloop\nret\n";
    check(sm5ref_machine_new("loop.asm", loop, sizeof loop - 1, 0, &m) == 0, "endless loop assembles");
    check(sm5ref_machine_run(m, 0, NULL) == SM5REF_ERUN && strstr(sm5ref_last_error(), "run stopped"),
          "P-27: the run stops with an error, no abort");
    sm5ref_machine_free(m);
    sm5ref_machine_free(NULL);
}

/* ---- the vector files -------------------------------------------------------------- */

static int is_nan_w(uint64_t v, int digits)
{
    switch (digits) {
    case 16: return (v & 0x7fffffffffffffffull) > 0x7ff0000000000000ull;
    case 8: return (v & 0x7fffffffu) > 0x7f800000u;
    case 4: return (v & 0x7fffu) > 0x7c00u;
    case 3: return digits == 3 && ((v & 0x7c0u) == 0x7c0u ? (v & 0x3fu) != 0 : 0);   /* f11 */
    default: return 0;
    }
}

static int nocase_eq(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if ((*a | 0x20) != (*b | 0x20)) return 0;
    return *a == *b;
}

static int split(char *s, char **tok, int max)
{
    int n = 0;
    for (char *t = strtok(s, " \t\r\n"); t && n < max; t = strtok(NULL, " \t\r\n")) tok[n++] = t;
    return n;
}

/* One file line: expected tokens E against the computed ones G. Returns 1 on a match. */
static int match_line(char **e, int ne, char **g, int ng, int atomic, int f16res, char *why, size_t wn)
{
    /* tolerance forms: V ulp N | V abs X on one float result */
    if (ne == 3 && (strcmp(e[1], "ulp") == 0 || strcmp(e[1], "abs") == 0) && ng == 1) {
        uint64_t ev = strtoull(e[0], NULL, 16), gv = strtoull(g[0], NULL, 16);
        int width = strlen(g[0]) == 16 ? 64 : 32;
        if (is_nan_w(gv, (int)strlen(g[0]))) { snprintf(why, wn, "NaN got"); return 0; }
        if (e[1][0] == 'u') {
            uint64_t d = sm5_ulp_distance(ev, gv, width), lim = strtoull(e[2], NULL, 10);
            snprintf(why, wn, "%" PRIu64 " ulp apart", d);
            return d <= lim;
        }
        uint64_t mm;
        int e10;
        if (sm5_parse_abs_bound(e[2], strlen(e[2]), &mm, &e10)) { snprintf(why, wn, "bad bound"); return 0; }
        snprintf(why, wn, "not within %s", e[2]);
        return sm5_abs_within(ev, gv, width, mm, e10);
    }
    int idx[80], n = ne;
    if (ne > 80) return 0;
    if (ne == ng) for (int i = 0; i < ne; i++) idx[i] = i;
    else if (atomic && ne == 1 && ng >= 1) idx[0] = 0;                       /* MEM_AFTER only */
    else if (atomic && ne == 2 && ng > 2) { idx[0] = 0; idx[1] = ng - 1; }  /* the last lane's return */
    else { snprintf(why, wn, "%d expected values, %d computed", ne, ng); return 0; }
    for (int i = 0; i < n; i++) {
        const char *ex = e[i], *gt = g[idx[i]];
        if (nocase_eq(ex, "any")) continue;
        uint64_t gv = strtoull(gt, NULL, 16);
        if (nocase_eq(ex, "nan")) {
            /* f32tof16 puts an f16 in bits 15:0 of its 32-bit result */
            if (!is_nan_w(gv, f16res ? 4 : (int)strlen(gt))) { snprintf(why, wn, "value %d: not a NaN", i); return 0; }
            continue;
        }
        if (strtoull(ex, NULL, 16) != gv) { snprintf(why, wn, "value %d differs", i); return 0; }
    }
    return 1;
}

static void vector_file(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) { check(0, path); return; }
    char line[2048];
    int ln = 0, lines = 0;
    while (fgets(line, sizeof line, f)) {
        ln++;
        char *hash = strchr(line, '#');
        if (hash) *hash = 0;
        char *arrow = strstr(line, "->");
        if (!arrow) continue;
        lines++;
        *arrow = 0;
        char out[1200], why[128] = "";
        int rc = sm5ref_vector(line, out, sizeof out);
        char ebuf[1024], gbuf[1200], *e[90], *g[90];
        snprintf(ebuf, sizeof ebuf, "%s", arrow + 2);
        int ne = split(ebuf, e, 90);
        int ok = 0, ng = 0;
        if (rc == 0) {
            snprintf(gbuf, sizeof gbuf, "%s", out);
            ng = split(gbuf, g, 90);
            ok = match_line(e, ne, g, ng, strstr(line, "atomic") != NULL, strstr(line, "f32tof16") != NULL,
                            why, sizeof why);
        }
        if (ok) passed++;
        else {
            failed++;
            printf("FAIL %s:%d: %s-> %s: sm5ref gave '%s' (%s)\n", path, ln, line, arrow + 2,
                   rc ? sm5ref_last_error() : out, why);
        }
    }
    fclose(f);
    if (lines == 0) { failed++; printf("FAIL %s: no vector line (a file that checks nothing fails)\n", path); }
}

int main(int argc, char **argv)
{
    hand_values();
    bad_input();
    machine();
    unsigned before = passed + failed;
    for (int i = 1; i < argc; i++) vector_file(argv[i]);
    printf("vector files: %u lines checked\n", passed + failed - before);
    printf("%u passed, %u failed\n", passed, failed);
    return failed || passed == 0 ? 1 : 0;
}

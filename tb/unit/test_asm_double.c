/* Assembler tests of the double precision forms (SPEC 12), worked by hand:
 * encodings (pair swizzles, 32-bit sources and results, d() literals as fxc prints them),
 * the D3D operand rules per op (which take _sat, -, _abs; masks; swizzles) and the
 * "file:line:col: error:" message of every rejected form. Prints `N passed, N failed`. */
#include <stdio.h>
#include <string.h>
#include "sm5_asm.h"
#include "sm5_archsim.h"

static int passed, failed;

static void ok(int cond, const char *what, int line)
{
    if (cond) passed++;
    else { failed++; printf("FAIL test_asm_double.c:%d: %s\n", line, what); }
}
#define CHECK(c) ok((c), #c, __LINE__)

static sm5_prog_t P;
static char err[SM5_PROG_ERR_MAX];

static int parse(const char *text)
{
    sm5_prog_free(&P);
    return sm5_prog_parse("t.asm", text, strlen(text), &P, err, sizeof err);
}

static const sm5_uop_t *uop(const char *text, int line)
{
    static sm5_uop_t zero;
    if (parse(text) != 0) { failed++; printf("FAIL test_asm_double.c:%d: did not assemble:\n%s", line, err); return &zero; }
    passed++;
    return &P.uops[0];
}
#define UOP(t) uop(t, __LINE__)

static void bad(const char *text, const char *where, const char *want, int line)
{
    if (parse(text) == 0) { failed++; printf("FAIL test_asm_double.c:%d: assembled, expected error '%s'\n", line, want); return; }
    char head[64];
    snprintf(head, sizeof head, "t.asm:%s: error: ", where);
    if (strncmp(err, head, strlen(head)) != 0 || !strstr(err, want)) {
        failed++;
        printf("FAIL test_asm_double.c:%d: want '%s...%s', got:\n%s", line, head, want, err);
        return;
    }
    passed++;
}
#define BAD(text, where, want) bad(text, where, want, __LINE__)

#define H "cs_5_0\ndcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps | " \
          "enable11_1DoubleExtensions\ndcl_temps 4\n"
#define L "4"   /* the first line after H */

static int src_is(const sm5_src_t *s, int idx, int swz, int neg, int abs)
{
    return s->kind == SM5_SRC_TEMP && s->idx == idx && s->swz == swz && s->neg == neg && s->abs == abs;
}

int main(void)
{
    const sm5_uop_t *u;
    /* arithmetic: every modifier, pair swizzles, .xy .zw .xyzw masks */
    u = UOP(H "dadd_sat r0.xyzw, -r1.zwxy, r2_abs.xyxy\nret\n");
    CHECK(u->op == SM5_OP_DADD && u->sat && u->dst_mask == 0xF && src_is(&u->src[0], 1, 0x4E, 1, 0) &&
          src_is(&u->src[1], 2, 0x44, 0, 1));
    u = UOP(H "dfma r0.zw, r1.zwzw, -r2_abs.xyzw, r3.zw\nret\n");
    CHECK(u->op == SM5_OP_DFMA && u->dst_mask == 0xC && src_is(&u->src[0], 1, 0xEE, 0, 0) &&
          src_is(&u->src[1], 2, 0xE4, 1, 1) && src_is(&u->src[2], 3, 0xEE, 0, 0));
    u = UOP(H "ddiv r0.xy, r1.xy, r2.zw\nret\n");
    CHECK(u->op == SM5_OP_DDIV && src_is(&u->src[0], 1, 0x44, 0, 0) && src_is(&u->src[1], 2, 0xEE, 0, 0));
    u = UOP(H "drcp_sat r0.xy, -r1_abs.zw\nret\n");
    CHECK(u->op == SM5_OP_DRCP && u->sat && src_is(&u->src[0], 1, 0xEE, 1, 1));
    u = UOP(H "dmul r1.zw, r0.zwzw, d(0.000000l, 2.000000l)\nret\n");
    CHECK(u->op == SM5_OP_DMUL && P.cfile[0][0] == 0 && P.cfile[0][1] == 0 && P.cfile[0][2] == 0 &&
          P.cfile[0][3] == 0x40000000u);
    /* dmovc: a 32-bit condition with a free swizzle, then two doubles */
    u = UOP(H "dmovc_sat r0.xy, r1.x, -r0.xy, r1.zw\nret\n");
    CHECK(u->op == SM5_OP_DMOVC && u->sat && src_is(&u->src[0], 1, 0x00, 0, 0) &&
          src_is(&u->src[1], 0, 0x44, 1, 0) && src_is(&u->src[2], 1, 0xEE, 0, 0));
    u = UOP(H "dmovc r0.xyzw, r1.yxzw, r2, r3\nret\n");
    CHECK(u->op == SM5_OP_DMOVC && src_is(&u->src[0], 1, 0xE1, 0, 0));
    /* 32-bit results: one or two components, any of them */
    u = UOP(H "deq r0.x, r1.zw, r2.xyxy\nret\n");
    CHECK(u->op == SM5_OP_DEQ && u->dst_mask == 0x1 && src_is(&u->src[0], 1, 0xEE, 0, 0));
    u = UOP(H "dne r0.yw, -r1_abs, r2\nret\n");
    CHECK(u->op == SM5_OP_DNE && u->dst_mask == 0xA && src_is(&u->src[0], 1, 0xE4, 1, 1));
    u = UOP(H "dtof r0.z, r1.zw\nret\n");
    CHECK(u->op == SM5_OP_DTOF && u->dst_mask == 0x4 && src_is(&u->src[0], 1, 0xEE, 0, 0));
    u = UOP(H "dtoi r0.xz, -r1_abs\nret\n");
    CHECK(u->op == SM5_OP_DTOI && u->dst_mask == 0x5 && src_is(&u->src[0], 1, 0xE4, 1, 1));
    u = UOP(H "dtou r0.w, r1.xy\nret\n");
    CHECK(u->op == SM5_OP_DTOU && u->dst_mask == 0x8);
    /* 32-bit sources: f32 modifiers on ftod, two's complement on itod, none on utod */
    u = UOP(H "ftod r0.zw, -r1_abs.z\nret\n");
    CHECK(u->op == SM5_OP_FTOD && u->dst_mask == 0xC && src_is(&u->src[0], 1, 0xAA, 1, 1));
    u = UOP(H "itod r0.xyzw, -r1.xy\nret\n");
    CHECK(u->op == SM5_OP_ITOD && src_is(&u->src[0], 1, 0x54, 1, 0));
    u = UOP(H "utod r0.zw, r0.z\nret\n");
    CHECK(u->op == SM5_OP_UTOD && src_is(&u->src[0], 0, 0xAA, 0, 0));

    /* masks */
    BAD(H "dadd r0.x, r1, r2\nret\n", L ":6", "'dadd' write mask must be .xy, .zw or .xyzw");
    BAD(H "drcp r0.xzw, r1\nret\n", L ":6", "'drcp' write mask must be .xy, .zw or .xyzw");
    BAD(H "ftod r0.yz, r1\nret\n", L ":6", "'ftod' write mask must be .xy, .zw or .xyzw");
    BAD(H "deq r0.xyz, r1, r2\nret\n", L ":5", "'deq' write mask must have one or two components");
    BAD(H "dtof r0, r1\nret\n", L ":6", "'dtof' write mask must have one or two components");
    /* swizzles of double sources */
    BAD(H "dmul r0.xy, r1.yxzw, r2\nret\n", L ":13", "'dmul' source swizzle must be .xyzw, .xyxy, .zwxy or .zwzw");
    BAD(H "dge r0.x, r1.x, r2\nret\n", L ":11", "'dge' source swizzle must be");
    BAD(H "dmovc r0.xy, r1.x, r2.yz, r3\nret\n", L ":20", "'dmovc' source swizzle must be");
    BAD(H "dtoi r0.x, r1.xyzx\nret\n", L ":12", "'dtoi' source swizzle must be");
    /* modifiers */
    BAD(H "dtof_sat r0.x, r1\nret\n", L ":1", "does not take _sat");
    BAD(H "ftod_sat r0.xy, r1.x\nret\n", L ":1", "does not take _sat");
    BAD(H "dtoi_sat r0.x, r1\nret\n", L ":1", "does not take _sat");
    BAD(H "dtou_sat r0.x, r1\nret\n", L ":1", "does not take _sat");
    BAD(H "deq_sat r0.x, r1, r2\nret\n", L ":1", "does not take _sat");
    BAD(H "dlt_sat r0.x, r1, r2\nret\n", L ":1", "does not take _sat");
    BAD(H "itod_sat r0.xy, r1.x\nret\n", L ":1", "does not take _sat");
    BAD(H "utod r0.xy, -r1.x\nret\n", L ":13", "'utod' does not take a negate modifier");
    BAD(H "itod r0.xy, r1_abs.x\nret\n", L ":13", "'itod' does not take _abs");
    BAD(H "dmovc r0.xy, -r1.x, r2, r3\nret\n", L ":14", "the condition of 'dmovc' (src0) takes no modifiers");
    BAD(H "dmovc r0.xy, r1_abs.x, r2, r3\nret\n", L ":14", "the condition of 'dmovc' (src0) takes no modifiers");
    /* flags: doubles need enableDoublePrecisionFloatOps; the 11.1 ops the extensions */
    BAD("cs_5_0\ndcl_globalFlags refactoringAllowed\ndcl_temps 2\ndadd r0.xy, r1, r1\nret\n", "4:1",
        "'dadd' needs 'enableDoublePrecisionFloatOps'");
    BAD("cs_5_0\ndcl_globalFlags enableDoublePrecisionFloatOps\ndcl_temps 2\nddiv r0.xy, r1, r1\nret\n", "4:1",
        "'ddiv' is a D3D 11.1 double extension");
    BAD("cs_5_0\ndcl_globalFlags enableDoublePrecisionFloatOps\ndcl_temps 2\ndtoi r0.x, r1\nret\n", "4:1",
        "needs 'enable11_1DoubleExtensions'");
    u = UOP("cs_5_0\ndcl_globalFlags enableDoublePrecisionFloatOps\ndcl_temps 2\ndtof r0.x, r1\nret\n");
    CHECK(u->op == SM5_OP_DTOF);
    /* fxc's 'l' suffix only at the end of a double literal */
    BAD(H "dadd r0.xy, r1, d(1.0ll, 0)\nret\n", L ":19", "bad double number '1.0ll'");

    /* the disassembler prints what the assembler reads back */
    parse(H "dfma r0.zw, -r1_abs.zwzw, r2.xyxy, r3\ndeq r0.yw, r1.zwxy, r2\nftod r1.xyzw, -r2.yx\nret\n");
    char buf[256];
    sm5_disasm_uop(&P, &P.uops[0], buf, sizeof buf);
    CHECK(strcmp(buf, "dfma r0.zw, -|r1.zwzw|, r2.xyxy, r3.xyzw") == 0 || (printf("  got '%s'\n", buf), 0));
    sm5_disasm_uop(&P, &P.uops[1], buf, sizeof buf);
    CHECK(strcmp(buf, "deq r0.yw, r1.zwxy, r2.xyzw") == 0 || (printf("  got '%s'\n", buf), 0));
    sm5_disasm_uop(&P, &P.uops[2], buf, sizeof buf);
    CHECK(strcmp(buf, "ftod r1.xyzw, -r2.yxxx") == 0 || (printf("  got '%s'\n", buf), 0));

    sm5_prog_free(&P);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}

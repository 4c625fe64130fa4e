/* Assembler unit tests: the encoding of every operand form and instruction class,
 * worked by hand from sm5_uop.h and the operand conventions (docs/program-format.md),
 * the constant file, resources and layout, directives, and every D3D check with its
 * "file:line:col: error:" message. Prints `N passed, N failed`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sm5_asm.h"
#include "sm5_archsim.h"

static int passed, failed;

static void ok(int cond, const char *what, int line)
{
    if (cond) passed++;
    else { failed++; printf("FAIL test_asm.c:%d: %s\n", line, what); }
}
#define CHECK(c) ok((c), #c, __LINE__)

static sm5_prog_t P;
static char err[SM5_PROG_ERR_MAX];

static int parse(const char *text)
{
    sm5_prog_free(&P);
    return sm5_prog_parse("t.asm", text, strlen(text), &P, err, sizeof err);
}

/* The program must assemble; returns uop i. */
static const sm5_uop_t *uop(const char *text, int i, int line)
{
    static sm5_uop_t zero;
    if (parse(text) != 0) { failed++; printf("FAIL test_asm.c:%d: did not assemble:\n%s", line, err); return &zero; }
    if (i >= P.nuops) { failed++; printf("FAIL test_asm.c:%d: only %d uops\n", line, P.nuops); return &zero; }
    passed++;
    return &P.uops[i];
}

/* The program must fail with "t.asm:<where>: error: " and contain want. */
static void bad(const char *text, const char *where, const char *want, int line)
{
    if (parse(text) == 0) { failed++; printf("FAIL test_asm.c:%d: assembled, expected error '%s'\n", line, want); return; }
    char head[64];
    snprintf(head, sizeof head, "t.asm:%s: error: ", where);
    if (strncmp(err, head, strlen(head)) != 0 || !strstr(err, want)) {
        failed++;
        printf("FAIL test_asm.c:%d: want '%s...%s', got:\n%s", line, head, want, err);
        return;
    }
    passed++;
}
#define BAD(text, where, want) bad(text, where, want, __LINE__)

static int src_is(const sm5_src_t *s, int kind, int idx, int swz, int neg, int abs)
{
    return s->kind == kind && (kind == SM5_SRC_NONE || kind == SM5_SRC_THREAD_ID || s->idx == idx) &&
           s->swz == swz && s->neg == neg && s->abs == abs;
}

#define H "cs_5_0\ndcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps\n" \
          "dcl_constantbuffer CB2[8], immediateIndexed\n" \
          "dcl_uav_raw u0\ndcl_uav_structured u1, 8\ndcl_uav_typed_texture2d (uint,uint,uint,uint) u2\n" \
          "dcl_uav_raw u3\ndcl_uav_typed_buffer (float,float,float,float) u4\n" \
          "dcl_tgsm_raw g1, 64\ndcl_tgsm_structured g2, 8, 4\ndcl_input vThreadID.xyz\ndcl_temps 8\n"
#define HL 12   /* lines in H */

int main(void)
{
    const sm5_uop_t *u;

    /* --- ALU forms */
    u = uop(H "min_sat r3.xz, -r1_abs.yxwz, l(1.0)\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_MIN && u->sat && u->dst_mask == 0x5 && u->dst_reg == 3 && u->res == 0);
    CHECK(src_is(&u->src[0], SM5_SRC_TEMP, 1, 0xB1, 1, 1));        /* y x w z = 1 0 3 2 */
    CHECK(src_is(&u->src[1], SM5_SRC_CONST, 0, 0xE4, 0, 0));
    CHECK(src_is(&u->src[2], SM5_SRC_NONE, 0, 0, 0, 0) && src_is(&u->src[3], SM5_SRC_NONE, 0, 0, 0, 0));
    CHECK(P.nconst == 1 && P.cfile[0][0] == 0x3F800000u && P.cfile[0][3] == 0x3F800000u);
    CHECK(P.cinfo[0].origin == SM5_CONST_LITERAL && P.cinfo[0].nvals == 1 && P.cinfo[0].is_float == 1);
    CHECK(P.nuops == 2 && P.uops[1].op == SM5_OP_RET && P.uop_line[0] == HL + 1 && P.uop_line[1] == HL + 2);
    CHECK(P.uop_col[0] == 1);

    u = uop(H "mov r1.x, r2.y\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_MOV && u->dst_mask == 1 && u->dst_reg == 1 && src_is(&u->src[0], SM5_SRC_TEMP, 2, 0x55, 0, 0));
    {   /* packed by hand: op 27, mask 1 << 9, reg 1 << 13; src0 (kind 1, idx 2, swz 0x55) at bit 33 */
        sm5_uop_bits_t b = sm5_uop_pack(u);
        CHECK(b.w[0] == 0x221Bu && b.w[1] == (0x15409u << 1) && b.w[2] == 0 && b.w[3] == 0);
    }
    /* a short swizzle repeats its last letter; no swizzle is .xyzw */
    u = uop(H "mov r1.xyzw, r2.xy\nret\n", 0, __LINE__);
    CHECK(src_is(&u->src[0], SM5_SRC_TEMP, 2, 0x54, 0, 0));
    u = uop(H "mov r1, r2\nret\n", 0, __LINE__);
    CHECK(u->dst_mask == 0xF && src_is(&u->src[0], SM5_SRC_TEMP, 2, 0xE4, 0, 0));
    /* |x| and _abs after the swizzle */
    u = uop(H "max r0.x, -|r4.w|, r5.x_abs\nret\n", 0, __LINE__);
    CHECK(src_is(&u->src[0], SM5_SRC_TEMP, 4, 0xFF, 1, 1) && src_is(&u->src[1], SM5_SRC_TEMP, 5, 0x00, 0, 1));
    /* integer negate, thread id */
    u = uop(H "iadd r0.y, -r1.x, vThreadID.x\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_IADD && src_is(&u->src[0], SM5_SRC_TEMP, 1, 0, 1, 0) &&
          src_is(&u->src[1], SM5_SRC_THREAD_ID, 0, 0, 0, 0));
    /* bfi: four sources */
    u = uop(H "bfi r7.xyzw, r0, r1, r2, r3\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_BFI && src_is(&u->src[3], SM5_SRC_TEMP, 3, 0xE4, 0, 0));
    /* f64: .zwxy, d() literal = (lo, hi, lo, hi), 2-letter swizzle repeats as a pair */
    u = uop(H "dmin r0.zw, r1.zwxy, d(1.0)\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_DMIN && u->dst_mask == 0xC && src_is(&u->src[0], SM5_SRC_TEMP, 1, 0x4E, 0, 0));
    CHECK(P.cfile[0][0] == 0 && P.cfile[0][1] == 0x3FF00000u && P.cfile[0][2] == 0 && P.cfile[0][3] == 0x3FF00000u);
    u = uop(H "dmov r0.xy, r1.zw\nret\n", 0, __LINE__);
    CHECK(src_is(&u->src[0], SM5_SRC_TEMP, 1, 0xEE, 0, 0));

    /* literal spellings */
    uop(H "mov r0, l(-0.0, 0x7fffffff, -1, 1e-45)\nmov r1, l(4294967295, -2147483648, 1.5, -0x1)\n"
          "mov r2, l(1, 2)\nmov r3, l(-0.0, 0x7fffffff, -1, 1e-45)\nret\n", 0, __LINE__);
    CHECK(P.cfile[0][0] == 0x80000000u && P.cfile[0][1] == 0x7FFFFFFFu && P.cfile[0][2] == 0xFFFFFFFFu &&
          P.cfile[0][3] == 0x00000001u && P.cinfo[0].is_float == 0x9);
    CHECK(P.cfile[1][0] == 0xFFFFFFFFu && P.cfile[1][1] == 0x80000000u && P.cfile[1][2] == 0x3FC00000u &&
          P.cfile[1][3] == 0xFFFFFFFFu);
    CHECK(P.cfile[2][0] == 1 && P.cfile[2][1] == 2 && P.cfile[2][2] == 0 && P.cfile[2][3] == 0 && P.cinfo[2].nvals == 2);
    CHECK(P.nconst == 3 && P.uops[3].src[0].idx == 0);   /* identical literal shares an entry */

    /* constant buffer entries: values from //! cb, origin recorded */
    uop(H "//! cb cb2[5] 1 2 3 4 5\nmov r0, cb2[5].wzyx\nmov r1, cb2[6].x\nmov r2, cb2[5]\nret\n", 0, __LINE__);
    CHECK(P.uops[0].src[0].kind == SM5_SRC_CONST && P.uops[0].src[0].swz == 0x1B);
    CHECK(P.cinfo[0].origin == SM5_CONST_CB && P.cinfo[0].cb == 2 && P.cinfo[0].elem == 5);
    CHECK(P.cfile[0][0] == 1 && P.cfile[0][3] == 4 && P.cfile[1][0] == 5 && P.cfile[1][1] == 0);
    CHECK(P.nconst == 2 && P.uops[2].src[0].idx == 0);

    /* --- memory forms: operand placement */
    u = uop(H "ld_raw r0.xy, r1.x, u3.yxxx\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_LD_RAW && u->dst_mask == 3 && u->res == 3 && u->res_swz == 0x01 &&
          src_is(&u->src[0], SM5_SRC_TEMP, 1, 0, 0, 0) && u->src[1].kind == SM5_SRC_NONE);
    u = uop(H "ld_structured r2.w, r0.x, l(4), g2.z\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_LD_STRUCTURED && u->res == 10 && u->res_swz == 0xAA && u->dst_mask == 8 &&
          src_is(&u->src[0], SM5_SRC_TEMP, 0, 0, 0, 0) && u->src[1].kind == SM5_SRC_CONST);
    u = uop(H "ld_uav_typed r0.xyzw, r1.xyyy, u2.xyzw\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_LD_UAV_TYPED && u->res == 2 && u->res_swz == 0xE4 && src_is(&u->src[0], SM5_SRC_TEMP, 1, 0x54, 0, 0));
    u = uop(H "store_raw u0.xyz, r1.x, r2.zyxw\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_STORE_RAW && u->dst_mask == 7 && u->res == 0 && u->dst_reg == 0 &&
          src_is(&u->src[0], SM5_SRC_TEMP, 1, 0, 0, 0) && src_is(&u->src[1], SM5_SRC_TEMP, 2, 0xC6, 0, 0));
    u = uop(H "store_structured g2.xy, r0.x, l(4), r5.zwzw\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_STORE_STRUCTURED && u->res == 10 && u->dst_mask == 3 &&
          src_is(&u->src[0], SM5_SRC_TEMP, 0, 0, 0, 0) && u->src[1].kind == SM5_SRC_CONST &&
          src_is(&u->src[2], SM5_SRC_TEMP, 5, 0xEE, 0, 0));
    u = uop(H "store_uav_typed u2.xyzw, r0.xyyy, r1.xyzw\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_STORE_UAV_TYPED && u->dst_mask == 0xF && u->res == 2 &&
          src_is(&u->src[0], SM5_SRC_TEMP, 0, 0x54, 0, 0) && src_is(&u->src[1], SM5_SRC_TEMP, 1, 0xE4, 0, 0));
    u = uop(H "atomic_iadd u0, vThreadID.x, l(1)\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_ATOMIC_IADD && u->res == 0 && u->dst_mask == 0 && src_is(&u->src[0], SM5_SRC_THREAD_ID, 0, 0, 0, 0) &&
          u->src[1].kind == SM5_SRC_CONST && u->src[2].kind == SM5_SRC_NONE);
    u = uop(H "atomic_cmp_store g1, r0.x, r1.y, r2.z\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_ATOMIC_CMP_STORE && u->res == 9 && src_is(&u->src[1], SM5_SRC_TEMP, 1, 0x55, 0, 0) &&
          src_is(&u->src[2], SM5_SRC_TEMP, 2, 0xAA, 0, 0));
    u = uop(H "imm_atomic_cmp_exch r7.w, u1, r0.xy, r1.x, l(9)\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_IMM_ATOMIC_CMP_EXCH && u->dst_reg == 7 && u->dst_mask == 8 && u->res == 1 &&
          src_is(&u->src[0], SM5_SRC_TEMP, 0, 0x54, 0, 0) && src_is(&u->src[1], SM5_SRC_TEMP, 1, 0, 0, 0) &&
          u->src[2].kind == SM5_SRC_CONST);
    u = uop(H "imm_atomic_alloc r2.y, u1\nimm_atomic_consume r3.z, u1\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_IMM_ATOMIC_ALLOC && u->dst_mask == 2 && u->dst_reg == 2 && u->res == 1 &&
          u->src[0].kind == SM5_SRC_NONE && u->src[1].kind == SM5_SRC_NONE);
    CHECK(P.uops[1].op == SM5_OP_IMM_ATOMIC_CONSUME && P.uops[1].dst_mask == 4);
    /* typed atomics on a uint typed UAV; 2d address of 2 components */
    u = uop(H "imm_atomic_umin r0.x, u2, r1.xy, r2.x\nret\n", 0, __LINE__);
    CHECK(u->res == 2 && src_is(&u->src[0], SM5_SRC_TEMP, 1, 0x54, 0, 0));
    /* fxc's _indexable suffix */
    u = uop(H "ld_structured_indexable(structured_buffer, stride=8)(mixed,mixed,mixed,mixed) r0.x, r1.x, l(0), u1.xxxx\nret\n", 0, __LINE__);
    CHECK(u->op == SM5_OP_LD_STRUCTURED && u->res == 1 && u->res_swz == 0);

    /* --- resources, layout, directives */
    uop(H "//! fill u0 10 7\n//! init u0[2] 1 2\n//! dims u2 4 3\n//! counter u1 9\n//! init u1 5\n"
          "//! lanes 8\n//! inactive 0x3\n//! helper 0x30\nret\n", 0, __LINE__);
    CHECK(P.res[0].kind == SM5_RES_RAW && P.res[0].size == 10 && P.res[0].base == 0);
    CHECK(P.res[1].kind == SM5_RES_STRUCTURED && P.res[1].stride == 8 && P.res[1].size == 1 && P.res[1].base == 10 &&
          P.res[1].counter == 9);
    CHECK(P.res[2].kind == SM5_RES_TYPED && P.res[2].dim == SM5_DIM_2D && P.res[2].fmt == SM5_FMT_R32_UINT &&
          P.res[2].width == 4 && P.res[2].height == 3 && P.res[2].depth == 1 && P.res[2].size == 12 && P.res[2].base == 11);
    CHECK(P.res[3].size == 0 && P.res[3].base == 23 && P.res[4].size == 0 && P.res[4].fmt == SM5_FMT_R32_FLOAT);
    CHECK(P.res[5].kind == SM5_RES_NONE && P.res[5].base == 0 && !P.declared[5]);
    CHECK(P.res[9].kind == SM5_RES_RAW && P.res[9].size == 16 && P.res[9].base == 23);
    CHECK(P.res[10].kind == SM5_RES_STRUCTURED && P.res[10].stride == 8 && P.res[10].size == 8 && P.res[10].base == 39);
    CHECK(P.mem_words == 47 && P.mem_init[0] == 7 && P.mem_init[2] == 1 && P.mem_init[3] == 2 && P.mem_init[9] == 7 &&
          P.mem_init[10] == 5 && P.mem_init[11] == 0);
    CHECK(P.lanes == 8 && P.inactive == 3 && P.helper == 0x30 && P.nregs == 8);
    CHECK(sm5_prog_exec_mask(&P, 8) == 0xFC && sm5_prog_helper_mask(&P, 8) == 0x30 && sm5_prog_run_lanes(&P, 32) == 8);
    uop("cs_5_0\ndcl_uav_typed_texture2darray (float,float,float,float) u0\ndcl_uav_typed_texture1darray (float,float,float,float) u1\n"
        "//! dims u0 4 2 3\n//! dims u1 5 2\n//! format u0 R11G11B10_FLOAT\nret\n", 0, __LINE__);
    CHECK(P.res[0].size == 24 && P.res[0].depth == 3 && P.res[0].fmt == SM5_FMT_R11G11B10_FLOAT);
    CHECK(P.res[1].width == 5 && P.res[1].height == 1 && P.res[1].depth == 2 && P.res[1].size == 10 && P.res[1].base == 24);

    /* expectations */
    uop(H "//! fill u0 4 0\n//! expect u0[3] == 0x5\n//! expect r1.x lane 7 == 0x1f\n//! expect r2.w == -0.0\n"
          "//! expect g1[15] == nan\n//! expect counter u1 == any\nret\n", 0, __LINE__);
    CHECK(P.nexpects == 5);
    CHECK(P.expects[0].kind == SM5_EXP_MEM && P.expects[0].res == 0 && P.expects[0].word == 3 && P.expects[0].value == 5 &&
          P.expects[0].line == HL + 2);
    CHECK(P.expects[1].kind == SM5_EXP_REG && P.expects[1].reg == 1 && P.expects[1].comp == 0 && P.expects[1].lane == 7 &&
          P.expects[1].value == 0x1F);
    CHECK(P.expects[2].lane == SM5_EXPECT_ALL_LANES && P.expects[2].comp == 3 && P.expects[2].value == 0x80000000u);
    CHECK(P.expects[3].res == 9 && P.expects[3].vkind == SM5_EXPV_NAN);
    CHECK(P.expects[4].kind == SM5_EXP_COUNTER && P.expects[4].res == 1 && P.expects[4].vkind == SM5_EXPV_ANY);

    /* --- the checks D3D requires, with line:col */
#define L1 "13"   /* the first line after H */
    BAD(H "imm_atomic_umin r0.xy, u0, r1.x, r1.x\nret\n", L1 ":17", "single-component mask");
    BAD(H "imm_atomic_umin r0, u0, r1.x, r1.x\nret\n", L1 ":17", "single-component mask");
    BAD(H "ubfe_sat r0.x, r1.x, r2.x, r3.x\nret\n", L1 ":1", "'ubfe' does not take _sat");
    BAD(H "ftoi_sat r0.x, r1.x\nret\n", L1 ":1", "'ftoi' does not take _sat");
    BAD(H "umin r0.x, -r1.x, r2.x\nret\n", L1 ":12", "'umin' does not take a negate modifier");
    BAD(H "iadd r0.x, r1_abs.x, r2.x\nret\n", L1 ":12", "'iadd' does not take _abs");
    BAD(H "and r0.x, |r1.x|, r2.x\nret\n", L1 ":11", "'and' does not take _abs");
    BAD(H "atomic_umin u0, -r0.x, r1.x\nret\n", L1 ":17", "takes no operand modifiers");
    BAD(H "mov r0.x, u0\nret\n", L1 ":11", "found a resource");
    BAD(H "atomic_umin u5, r0.x, r1.x\nret\n", L1 ":13", "resource u5 used but not declared");
    BAD(H "ld_raw r0.x, l(0), g0.x\nret\n", L1 ":20", "resource g0 used but not declared");
    BAD(H "mov r8.x, l(1)\nret\n", L1 ":5", "register r8 past dcl_temps 8");
    BAD("cs_5_0\nmov r0.x, l(1)\nret\n", "2:5", "no dcl_temps");
    BAD(H "atomic_umin u0, r0.xy, r1.x\nret\n", L1 ":17", "address of u0 needs 1 component (got 2)");
    BAD(H "atomic_umin u1, r0.x, r1.x\nret\n", L1 ":17", "address of u1 needs 2 components (got 1)");
    BAD(H "store_uav_typed u2.xyzw, r0.xyz, r1\nret\n", L1 ":26", "address of u2 needs 2 components (got 3)");
    BAD(H "atomic_umin u0, r0.x, r1\nret\n", L1 ":23", "single-component select");
    BAD(H "atomic_umin u0, r0.x, l(1, 2, 3, 4)\nret\n", L1 ":23", "single-component select");
    BAD(H "ld_structured r0.x, r1.xy, l(0), u1.x\nret\n", L1 ":21", "the structure index needs a single-component select");
    BAD(H "mov r0.x, l(1, 2, 3, 4, 5)\nret\n", L1 ":25", "literal has too many values");
    BAD(H "mov r0.x, l()\nret\n", L1 ":13", "expected a number");
    BAD(H "if_nz r0.x\nret\n", L1 ":1", "'if' is never closed (missing 'endif')");
    BAD(H "loop\nret\n", L1 ":1", "'loop' is never closed (missing 'endloop')");
    BAD(H "discard_nz r0.x\nret\n", L1 ":1", "unsupported instruction 'discard_nz': discard is a pixel-pipeline operation");
    BAD(H "sample r0, r1, t0, s0\nret\n", L1 ":1", "unsupported instruction 'sample'");
    BAD(H "lod r0, r1, t0, s0\nret\n", L1 ":1", "unsupported instruction 'lod'");
    BAD(H "dadd r0.x, r1.xy, r2.xy\nret\n", L1 ":6", "write mask must be .xy, .zw or .xyzw");   /* tb/unit/test_asm_double.c */
    BAD(H "dmin r0.xz, r1, r2\nret\n", L1 ":6", "write mask must be .xy, .zw or .xyzw");
    BAD(H "dmin r0.xy, r1.xxyy, r2\nret\n", L1 ":13", "source swizzle must be .xyzw, .xyxy, .zwxy or .zwzw");
    BAD("cs_5_0\ndcl_globalFlags refactoringAllowed\ndcl_temps 2\ndmov r0.xy, r1\nret\n", "4:1",
        "needs 'enableDoublePrecisionFloatOps'");
    BAD(H "mov r0.yx, l(1)\nret\n", L1 ":5", "write mask components must be distinct and in x, y, z, w order");
    BAD(H "store_raw u0.xz, l(0), r1\nret\n", L1 ":11", "write mask must be .x, .xy, .xyz or .xyzw");
    BAD(H "store_uav_typed u2.xy, r0.xy, r1\nret\n", L1 ":17", "'store_uav_typed' write mask must be .xyzw");
    BAD(H "ld_raw r0.x, l(0), u1.x\nret\n", L1 ":20", "'ld_raw' needs a raw resource");
    BAD(H "ld_uav_typed r0.x, l(0), u0.x\nret\n", L1 ":26", "'ld_uav_typed' needs a typed UAV");
    BAD(H "atomic_umin u4, r0.x, r1.x\nret\n", L1 ":13", "need format R32_UINT or R32_SINT");
    BAD(H "imm_atomic_alloc r0.x, u0\nret\n", L1 ":24", "needs a structured UAV");
    BAD("cs_4_0\ndcl_temps 1\nubfe r0.x, r0.x, r0.x, r0.x\nret\n", "3:1", "'ubfe' needs shader model 5");
    BAD("ps_5_0\ndcl_temps 1\nmov r0.x, vThreadID.x\nret\n", "3:11", "vThreadID exists only in compute shaders");
    BAD("ps_5_0\ndcl_tgsm_raw g0, 4\nret\n", "2:1", "groupshared memory exists only in compute shaders");
    BAD("cs_5_0\ndcl_temps 1\nmov r0.x, vThreadIDInGroup.x\nret\n", "3:11",
        "vThreadIDInGroup used but not declared (add 'dcl_input vThreadIDInGroup')");
    BAD(H "mov r0, cb2[8]\nret\n", L1 ":9", "cb2[8] past the declared size 8");
    BAD(H "mov r0, cb1[0]\nret\n", L1 ":9", "constant buffer cb1 used but not declared");
    BAD(H "//! fill u0 4 0\n//! expect u0[4] == 1\nret\n", "14:12", "word 4 is past the end of u0 (4 words)");
    BAD(H "//! lanes 65\nret\n", L1 ":11", "lanes 65 out of range");
    BAD(H "//! lanes 4\n//! inactive 0x10\nret\n", "14:1", "inactive mask 0x10 names lanes past lanes 4");
    BAD(H "//! format u2 R16G16_FLOAT\nret\n", L1 ":15", "does not match the declared return type");
    BAD(H "//! dims u2 4\nret\n", L1 ":14", "expected a height or slice count");
    BAD(H "//! dims u2 4 4 4\nret\n", L1 ":17", "dims: u2 takes 2 dimensions");
    BAD(H "//! expect r1.x lane 1024 == 1\nret\n", L1 ":22", "lane 1024 out of range");
    BAD(H "//! expect r1.xz == 1\nret\n", L1 ":12", "one component");
    BAD(H "//! expect r1.x = 1\nret\n", L1 ":17", "expected '=='");
    BAD(H "ret\nmov r0.x, l(1)\n", "14:1", "instruction after 'ret'");
    BAD("cs_5_0\nlod r0, r1, t0, s0\ndcl_temps 1\nret\n", "2:1", "unsupported instruction 'lod'");
    BAD(H "//! fill u0 4 0   trailing words\nret\n", L1 ":19", "unexpected 'trailing' at the end of the line");
    BAD("cs_5_0\ndcl_temps 1\nmov r0.x, l(1)\ndcl_temps 2\nret\n", "4:1", "declaration after the first instruction");
    BAD(H "mov r0.x, l(0x123456789)\nret\n", L1 ":13", "does not fit in 32 bits");
    BAD(H "mov r0.x, l(4294967296)\nret\n", L1 ":13", "does not fit in 32 bits");
    BAD(H "mov r0.x, l(1.0e40)\nret\n", L1 ":13", "out of range");
    BAD(H "mov r0.x r1.x\nret\n", L1 ":10", "expected ',' between operands");
    BAD(H "min r0.x, r1.x\nret\n", L1 ":1", "'min' takes 3 operands, found 2");
    BAD(H "min r0.x, r1.x, r2.x, r3.x\nret\n", L1 ":23", "'min' takes 3 operands, found 4");
    BAD(H "mov r0.x, r1.q\nret\n", L1 ":13", "bad swizzle or mask");
    BAD(H "mov r0.x, v0.x\nret\n", L1 ":11", "v0 used but not declared");
    BAD(H "dcl_resource_texture2d (float,float,float,float) t0\nret\n", L1 ":1", "unsupported declaration 'dcl_resource_texture2d'");
    BAD("cs_5_0\ndcl_uav_raw u0\ndcl_uav_raw u0\nret\n", "3:13", "u0 declared twice");
    BAD("cs_5_0\ndcl_uav_raw u8\nret\n", "2:13", "u8 out of range");
    BAD("cs_5_0\ndcl_globalFlags fastMath\nret\n", "2:17", "unknown global flag 'fastMath'");
    BAD("cs_6_0\nret\n", "1:1", "unsupported shader model");
    BAD("mov r0.x, l(1)\nret\n", "1:1", "expected a shader header");
    BAD(H "//! init g1[15] 1 2\nret\n", "13:1", "init/fill of g1 covers 17 words but dcl_tgsm gives 16");
    BAD(H "//! fill u0 2000000 0\nret\n", L1 ":13", "too large");
    BAD(H "//! init u0 1 x\nret\n", L1 ":15", "bad number 'x'");

    /* --- the simulator API the cycle model reuses: fetch (swizzle, no modifiers, thread
     * id in x), step until ret, masked writes, lanes that do not exist untouched */
    uop("cs_5_0\ndcl_input vThreadID.x\ndcl_temps 2\n//! lanes 3\n//! inactive 0x4\n"
        "mov r0.xyzw, l(1, 2, 3, 4)\nmov r1.yw, -vThreadID.yyxx\nret\n", 0, __LINE__);
    {
        sm5_arch_t a;
        CHECK(sm5_arch_init(&a, &P, sm5_prog_run_lanes(&P, 32)) == 0 && a.lanes == 3 && a.exec == 3);
        uint32_t out[4];
        uint32_t regs[8] = { 10, 11, 12, 13, 20, 21, 22, 23 };
        sm5_arch_fetch(&P.uops[1], 0, regs, (const uint32_t (*)[4])P.cfile, 2, out);
        CHECK(out[0] == 0 && out[1] == 0 && out[2] == 2 && out[3] == 2);   /* .yyxx of (2,0,0,0) */
        sm5_uop_t t2 = P.uops[1];
        t2.src[0].kind = SM5_SRC_TEMP; t2.src[0].idx = 1; t2.src[0].swz = 0x1B;  /* r1.wzyx */
        sm5_arch_fetch(&t2, 0, regs, (const uint32_t (*)[4])P.cfile, 0, out);
        CHECK(out[0] == 23 && out[1] == 22 && out[2] == 21 && out[3] == 20);
        CHECK(sm5_arch_step(&a) && sm5_arch_step(&a) && !sm5_arch_step(&a) && a.done && a.ninstr == 3);
        CHECK(!sm5_arch_step(&a) && a.ninstr == 3);
        CHECK(sm5_arch_reg(&a, 1, 0)[3] == 4 && sm5_arch_reg(&a, 1, 1)[0] == 0);
        /* mov negates as a float: the sign bit flips (1 -> 0x80000001, 0 -> -0) */
        CHECK(sm5_arch_reg(&a, 1, 1)[3] == 0x80000001u && sm5_arch_reg(&a, 1, 1)[1] == 0x80000000u);
        CHECK(sm5_arch_reg(&a, 2, 0)[0] == 0);                                  /* lane 2 does not exist */
        int checked = -1;
        CHECK(sm5_arch_check(&a, NULL, &checked) == 0 && checked == 0);
        sm5_arch_free(&a);
    }

    sm5_prog_free(&P);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}

/* Assembler unit tests for the SPEC 13 forms: flow control (encodings and jump targets
 * worked by hand from sm5_uop.h), sync flags, #line, fxc float spellings, min-precision
 * tags, the immediate constant buffer, indexable temps, relative cb, t# buffers, ps/vs
 * inputs and outputs, dispatch / max_steps / expect error, and every new check with its
 * "file:line:col: error:" message. Prints `N passed, N failed`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sm5_asm.h"

static int passed, failed;
static sm5_prog_t P;
static char err[SM5_PROG_ERR_MAX];

static void ok(int cond, const char *what, int line)
{
    if (cond) passed++;
    else { failed++; printf("FAIL test_asm_flow.c:%d: %s\n", line, what); }
}
#define CHECK(c) ok((c), #c, __LINE__)

static int parse(const char *text)
{
    sm5_prog_free(&P);
    return sm5_prog_parse("t.asm", text, strlen(text), &P, err, sizeof err);
}

static const sm5_uop_t *uop(const char *text, int i, int line)
{
    static sm5_uop_t zero;
    if (parse(text) != 0) { failed++; printf("FAIL test_asm_flow.c:%d: did not assemble:\n%s", line, err); return &zero; }
    if (i >= P.nuops) { failed++; printf("FAIL test_asm_flow.c:%d: only %d uops\n", line, P.nuops); return &zero; }
    passed++;
    return &P.uops[i];
}
#define U(text, i) uop(text, i, __LINE__)

static void bad(const char *text, const char *where, const char *want, int line)
{
    if (parse(text) == 0) { failed++; printf("FAIL test_asm_flow.c:%d: assembled, expected error '%s'\n", line, want); return; }
    char head[64];
    snprintf(head, sizeof head, "t.asm:%s: error: ", where);
    if (strncmp(err, head, strlen(head)) != 0 || !strstr(err, want)) {
        failed++;
        printf("FAIL test_asm_flow.c:%d: want '%s...%s', got:\n%s", line, head, want, err);
        return;
    }
    passed++;
}
#define BAD(text, where, want) bad(text, where, want, __LINE__)

#define CS "cs_5_0\ndcl_input vThreadID.x\ndcl_temps 4\ndcl_thread_group 4, 1, 1\n"   /* 4 lines */
#define PS "ps_5_0\ndcl_input_ps linear v0.xy\ndcl_output o0.xyzw\ndcl_temps 2\n"     /* 4 lines */

int main(void)
{
    const sm5_uop_t *u;

    /* --- if / else / endif: if -> else, else -> endif; the condition is src0 */
    u = U(CS "if_nz r0.x\nmov r1.x, l(1)\nelse\nmov r1.x, l(2)\nendif\nret\n", 0);
    CHECK(u->op == SM5_OP_IF_NZ && u->target == 2 && u->src[0].kind == SM5_SRC_TEMP && u->src[0].swz == 0x00);
    CHECK(P.uops[2].op == SM5_OP_ELSE && P.uops[2].target == 4 && P.uops[4].op == SM5_OP_ENDIF && P.uops[4].target == 0);
    {   /* packed: target 2 at bits 143:128 = w[4] bits 15:0, op 94 in w[0] bits 7:0 */
        sm5_uop_bits_t b = sm5_uop_pack(u);
        CHECK((b.w[0] & 0xFF) == 94 && (b.w[4] & 0xFFFF) == 2 && b.w[8] == 0);
    }
    u = U(CS "if_z r0.y\nendif\nret\n", 0);
    CHECK(u->op == SM5_OP_IF_Z && u->target == 1 && u->src[0].swz == 0x55);   /* no else: -> endif */

    /* --- loop / endloop / break / continue: both ways round, exits -> endloop */
    u = U(CS "loop\nbreakc_nz r0.x\ncontinuec_z r0.y\nbreak\ncontinue\nendloop\nret\n", 0);
    CHECK(u->op == SM5_OP_LOOP && u->target == 5 && P.uops[5].target == 0);
    CHECK(P.uops[1].op == SM5_OP_BREAKC_NZ && P.uops[1].target == 5 && P.uops[2].op == SM5_OP_CONTINUEC_Z &&
          P.uops[2].target == 5 && P.uops[3].target == 5 && P.uops[4].target == 5);

    /* --- switch: switch -> first label -> next label -> endswitch; case src1 = selector */
    u = U(CS "switch r2.z\ncase l(1)\ncase l(2)\nbreak\ndefault\nbreak\nendswitch\nret\n", 0);
    CHECK(u->op == SM5_OP_SWITCH && u->target == 1 && P.uops[1].target == 2 && P.uops[2].target == 4 &&
          P.uops[4].op == SM5_OP_DEFAULT && P.uops[4].target == 6 && P.uops[3].target == 6 && P.uops[5].target == 6);
    CHECK(P.uops[1].src[0].kind == SM5_SRC_CONST && P.cfile[P.uops[1].src[0].idx][0] == 1 &&
          P.uops[1].src[1].kind == SM5_SRC_TEMP && P.uops[1].src[1].idx == 2 && P.uops[1].src[1].swz == 0xAA);
    /* break inside a loop inside a switch binds to the loop */
    U(CS "switch r0.x\ndefault\nloop\nbreak\nendloop\nbreak\nendswitch\nret\n", 0);
    CHECK(P.uops[3].target == 4 && P.uops[5].target == 6);
    /* retc, nop, sync flags */
    u = U(CS "retc_nz r0.w\nnop\nsync_g_t\nsync_uglobal_g_t\nsync_ugroup_t\nsync_uglobal\nret\n", 0);
    CHECK(u->op == SM5_OP_RETC_NZ && u->src[0].swz == 0xFF && P.uops[1].op == SM5_OP_NOP);
    CHECK(P.uops[2].op == SM5_OP_SYNC && P.uops[2].sync == (SM5_SYNC_G | SM5_SYNC_T) &&
          P.uops[3].sync == (SM5_SYNC_UGLOBAL | SM5_SYNC_G | SM5_SYNC_T) &&
          P.uops[4].sync == (SM5_SYNC_UGROUP | SM5_SYNC_T) && P.uops[5].sync == SM5_SYNC_UGLOBAL);
    /* a ret inside a block does not end the program */
    U(CS "if_nz r0.x\nret\nendif\nmov r1.x, l(1)\nret\n", 3);

    /* --- structural checks */
    BAD(CS "else\nret\n", "5:1", "'else' without an open 'if'");
    BAD(CS "endif\nret\n", "5:1", "'endif' without an open 'if'");
    BAD(CS "loop\nendif\nret\n", "6:1", "'endif' closes 'if' but the innermost open block is the 'loop' of line 5");
    BAD(CS "if_nz r0.x\nelse\nelse\nendif\nret\n", "7:1", "second 'else' for the 'if' of line 5");
    BAD(CS "break\nret\n", "5:1", "'break' outside a loop or switch");
    BAD(CS "switch r0.x\ndefault\ncontinue\nendswitch\nret\n", "7:1", "'continue' outside a loop");
    BAD(CS "case l(1)\nret\n", "5:1", "'case' outside a switch");
    BAD(CS "switch r0.x\ncase l(1)\nif_nz r0.y\ncase l(2)\nendif\nendswitch\nret\n", "8:1",
        "'case' inside the 'if' of line 7: a label must be directly inside its switch (line 5)");
    BAD(CS "switch r0.x\ncase l(1)\nmov r1.x, l(1)\ncase l(2)\nbreak\nendswitch\nret\n", "8:1",
        "code falls through into 'case' (FS 22.7)");
    BAD(CS "switch r0.x\ncase l(1)\nif_nz r0.y\nbreak\nendif\ndefault\nbreak\nendswitch\nret\n", "10:1",
        "code falls through into 'default'");
    BAD(CS "switch r0.x\nmov r1.x, l(1)\ncase l(1)\nbreak\nendswitch\nret\n", "6:1",
        "'mov' between 'switch' (line 5) and its first 'case' or 'default'");
    BAD(CS "switch r0.x\ncase l(1)\nbreak\ncase l(1)\nbreak\nendswitch\nret\n", "8:6", "case value 1 appears twice");
    BAD(CS "switch r0.x\ndefault\nbreak\ndefault\nbreak\nendswitch\nret\n", "8:1", "second 'default'");
    BAD(CS "switch r0.x\nendswitch\nret\n", "6:1", "has no 'case' or 'default'");
    BAD(CS "switch r0.x\ncase r1.x\nbreak\nendswitch\nret\n", "6:6", "a case label is one literal value");
    BAD(CS "loop\nret\n", "5:1", "'loop' is never closed (missing 'endloop')");
    BAD(CS "ret\nnop\n", "6:1", "instruction after 'ret' (the program ended with the top-level 'ret' of line 5)");
    BAD(CS "if_nz r0\nendif\nret\n", "5:7", "the condition needs a single-component select");
    BAD(CS "if_nz -r0.x\nendif\nret\n", "5:7", "'if_nz' takes no operand modifiers");
    BAD(CS "breakc_z\nret\n", "5:1", "'breakc_z' takes 1 operand, found 0");
    BAD(CS "sync\nret\n", "5:1", "bad barrier 'sync'");
    BAD(CS "sync_t_g\nret\n", "5:1", "bad barrier 'sync_t_g'");
    BAD(PS "sync_g_t\nret\n", "5:1", "needs a compute shader");
    {   /* 33 nested loops: past the mask-stack depth */
        char big[1024] = CS;
        for (int i = 0; i < 33; i++) strcat(big, "loop\n");
        strcat(big, "ret\n");
        BAD(big, "37:1", "nested more than 32 deep");
    }

    /* --- listing forms: #line, trailing blanks, float spellings, min-precision tags */
    U("#line 1 \"C:\\dev\\x.hlsl\"\n" CS "#line 7 \"C:\\dev\\x.hlsl\"   \nmov r0, l(1.#INF00, -1.#INF00, 1.#QNAN0, -1.#IND00)  \t\nret\n", 0);
    CHECK(P.cfile[0][0] == 0x7F800000u && P.cfile[0][1] == 0xFF800000u && P.cfile[0][2] == 0x7FC00000u &&
          P.cfile[0][3] == 0xFFC00000u && P.cinfo[0].is_float == 0xF);
    BAD(CS "#pragma once\nret\n", "5:1", "unsupported preprocessor line '#pragma'");
    BAD(CS "#line x\nret\n", "5:7", "expected a line number after #line");
    BAD(CS "mov r0.x, l(1.#FOO0)\nret\n", "5:13", "fxc's special values are 1.#INF00");
    u = U(CS "add r0.x {min16f}, -|r1.x {min16f}|, r2.x {def32 as min16i}\nmov r0.y {min16u}, l(1) {min16u}\nret\n", 0);
    CHECK(u->op == SM5_OP_ADD && u->dst_mask == 1 && u->src[0].neg && u->src[0].abs && u->src[1].idx == 2);
    BAD(CS "mov r0.x {min17f}, r1.x\nret\n", "5:11", "unknown min-precision tag 'min17f'");
    BAD(CS "mov r0.x {min16f as}, r1.x\nret\n", "5:20", "unknown min-precision tag");
    BAD(CS "mov r0.x {min16f, r1.x\nret\n", "5:10", "unterminated min-precision tag");

    /* --- immediate constant buffer over several lines, read as icb[r + n] */
    u = U("cs_5_0\ndcl_immediateConstantBuffer { { 1.000000, 2, 0x10, -1},\n   { 5, 6, 7, 8 },\n"
          "   { 9, 10, 11, 12} }\ndcl_temps 2\nmov r0, icb[r1.y + 2].zyxw\nmov r1.x, icb[1].w\nret\n", 0);
    CHECK(P.nicb == 3 && P.icb[0][0] == 0x3F800000u && P.icb[0][3] == 0xFFFFFFFFu && P.icb[2][3] == 12);
    CHECK(u->src[0].kind == SM5_SRC_NONE && u->src[0].xkind == SM5_SRCX_ICB && u->src[0].x.rel &&
          u->src[0].x.xreg == 1 && u->src[0].x.xcomp == 1 && u->src[0].x.off == 2 && u->src[0].swz == 0xC6);
    CHECK(P.uops[1].src[0].x.rel == 0 && P.uops[1].src[0].x.off == 1 && P.uop_line[0] == 6);
    BAD("cs_5_0\ndcl_immediateConstantBuffer { { 1, 2, 3, 4 }\ndcl_temps 1\nret\n", "3:1",
        "expected ',' or '}' between entries");
    BAD("cs_5_0\ndcl_immediateConstantBuffer { { 1, 2, 3 } }\nret\n", "2:41", "expected ',' and the next of four values");
    BAD("cs_5_0\ndcl_immediateConstantBuffer { { 1, 2, 3, 4 },\n", "2:1", "unterminated dcl_immediateConstantBuffer");
    BAD(CS "mov r0, icb[0]\nret\n", "5:9", "icb used but no dcl_immediateConstantBuffer declares it");
    BAD("cs_5_0\ndcl_immediateConstantBuffer { { 1, 2, 3, 4 } }\ndcl_temps 1\nmov r0, icb[1]\nret\n", "4:9",
        "icb[1] past the 1 entries");

    /* --- indexable temps: read and written, constant and relative indexes */
    u = U(CS "dcl_indexableTemp x1[6], 2\nmov x1[r3.w + 5].y, r0.x\nmov r0.xy, x1[2].yxxx\nret\n", 0);
    CHECK(P.xtemp_size[1] == 6 && P.xtemp_comps[1] == 2);
    CHECK(u->dst_kind == SM5_DST_XTEMP && u->dst_reg == 1 && u->dst_mask == 2 && u->dst_idx.rel &&
          u->dst_idx.xreg == 3 && u->dst_idx.xcomp == 3 && u->dst_idx.off == 5);
    CHECK(P.uops[1].src[0].xkind == SM5_SRCX_XTEMP && P.uops[1].src[0].idx == 1 && !P.uops[1].src[0].x.rel &&
          P.uops[1].src[0].x.off == 2);
    BAD(CS "mov r0, x0[0]\nret\n", "5:9", "x0 used but not declared");
    BAD(CS "dcl_indexableTemp x0[4], 4\nmov r0, x0[4]\nret\n", "6:9", "x0[4] past the declared size 4");
    BAD(CS "dcl_indexableTemp x0[4], 1\nmov r0.x, x0[0].y\nret\n", "6:11", "x0 has 1 component; '.y' is outside it");
    BAD(CS "dcl_indexableTemp x0[4], 4\nmov r0, x0[r9.x + 0]\nret\n", "6:12", "register r9 past dcl_temps 4");
    BAD(CS "dcl_indexableTemp x0[4], 4\nmov r0, x0[r0.x + 4096]\nret\n", "6:12", "index offset 4096 out of range");
    BAD(CS "dcl_indexableTemp x0[4], 4\nmov r0, x0[r0 + 1]\nret\n", "6:14", "a relative index names one component");
    BAD(CS "dcl_indexableTemp x0[4], 5\nret\n", "5:26", "component count 5 out of range");

    /* --- relative constant buffers need dynamicIndexed */
    u = U("cs_5_0\ndcl_constantbuffer CB3[8], dynamicIndexed\ndcl_temps 2\nmov r0, cb3[r1.x + 7].w\nret\n", 0);
    CHECK(u->src[0].xkind == SM5_SRCX_CB && u->src[0].idx == 3 && u->src[0].x.rel && u->src[0].x.off == 7 &&
          (P.cb_dynamic >> 3 & 1u));
    BAD("cs_5_0\ndcl_constantbuffer CB0[8], immediateIndexed\ndcl_temps 2\nmov r0, cb0[r1.x + 1]\nret\n", "4:13",
        "cb0 is declared immediateIndexed; a relative index needs dynamicIndexed");

    /* --- read-only buffers t# */
    u = U("cs_5_0\ndcl_resource_raw t1\ndcl_resource_structured t2, 8\ndcl_resource_buffer (sint,sint,sint,sint) t3\n"
          "dcl_temps 2\n//! fill t1 4 7\n//! init t3 5 6\n"
          "ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r0.xy, l(4), t1.yxxx\n"
          "ld_structured r0.z, l(1), l(4), t2.xxxx\nld_indexable(buffer)(sint,sint,sint,sint) r1, r0.xxxx, t3.xyzw\nret\n", 0);
    CHECK(u->op == SM5_OP_LD_RAW && u->srv && u->res == 1 && P.uops[1].srv && P.uops[1].res == 2 &&
          P.uops[2].op == SM5_OP_LD && P.uops[2].srv && P.uops[2].res == 3);
    CHECK(P.declared[17] && P.res[17].kind == SM5_RES_RAW && P.res[17].size == 4 && P.res[19].kind == SM5_RES_TYPED &&
          P.res[19].fmt == SM5_FMT_R32_SINT && P.mem_init[P.res[19].base + 1] == 6);
    BAD("cs_5_0\ndcl_resource_raw t0\ndcl_temps 1\nstore_raw t0.x, l(0), r0.x\nret\n", "4:11", "t0 is a read-only buffer");
    BAD("cs_5_0\ndcl_uav_raw u0\ndcl_temps 1\nld r0, r0.x, u0\nret\n", "4:14", "'ld' reads a typed buffer t#");
    BAD("cs_5_0\ndcl_resource_texture2d (float,float,float,float) t0\nret\n", "2:1",
        "texture resources need sampling or texture loads");
    BAD("ps_5_0\ndcl_sampler s0, mode_default\nret\n", "2:1", "texture sampling is not modelled");
    BAD(CS "sample_indexable(texture2d)(float,float,float,float) r0, r1, t0, s0\nret\n", "5:1",
        "unsupported instruction 'sample_indexable': texture sampling is not modelled");
    BAD(CS "deriv_rtx_coarse r0, r1\nret\n", "5:1", "derivatives need pixel quads");

    /* --- ps / vs: v# inputs, o# outputs, per-lane init, expect o# */
    u = U(PS "dcl_input_ps_siv linear noperspective v1.xy, position\n//! init v0 1 2 3 4 5\n"
          "mov o0.xy, v0.yxxx\nimul null, o0.z, v1.x, v1.y\nret\n//! expect o0.x lane 1 == 0\n", 0);
    CHECK(u->dst_kind == SM5_DST_OUTPUT && u->dst_reg == 0 && u->dst_mask == 3 && u->src[0].xkind == SM5_SRCX_INPUT &&
          u->src[0].idx == 0 && u->src[0].kind == SM5_SRC_NONE);
    CHECK(P.uops[1].dst2_kind == SM5_DST_OUTPUT && P.uops[1].dst2_mask == 4 && P.uops[1].dst_mask == 0);
    CHECK(P.vin && P.vin[(0 * SM5_NIO + 0) * 4 + 3] == 4 && P.vin[(1 * SM5_NIO + 0) * 4 + 0] == 5);
    CHECK(P.in_decl == 3 && P.in_mask[1] == 3 && P.out_decl == 1 && P.nexpects == 1 && P.expects[0].kind == SM5_EXP_OUT);
    BAD(PS "mov r0, v3\nret\n", "5:9", "v3 used but not declared");
    BAD(PS "mov r0, o0\nret\n", "5:9", "an output register o# cannot be read");
    BAD(PS "mov o1, r0\nret\n", "5:5", "o1 used but not declared");
    BAD(PS "mov r0, vThreadID\nret\n", "5:9", "vThreadID exists only in compute shaders");
    BAD(PS "mov r0, vCoverage\nret\n", "5:9", "a system value of another stage");
    BAD("ps_5_0\ndcl_input_ps v0.x\nret\n", "2:14", "expected an interpolation mode");
    BAD("ps_5_0\ndcl_output oDepth\nret\n", "2:12", "a system value of another stage");
    BAD("cs_5_0\ndcl_output o0\nret\n", "2:1", "is for pixel and vertex shaders");
    BAD(PS "//! init v5 1\nret\n", "5:10", "v5 is not declared");

    /* --- dispatch, max_steps, expect error */
    U(CS "//! dispatch 2 3 1\n//! max_steps 77\nret\n//! expect error max_steps\n", 0);
    CHECK(P.dispatch[0] == 2 && P.dispatch[1] == 3 && P.dispatch[2] == 1 && P.max_steps == 77 &&
          P.expect_error && !strcmp(P.expect_error, "max_steps"));
    U(CS "ret\n", 0);
    CHECK(P.dispatch[0] == 1 && P.max_steps == SM5_MAX_STEPS_DEFAULT && !P.expect_error);
    BAD(PS "//! dispatch 2 1 1\nret\n", "5:5", "dispatch is for compute shaders");
    BAD(CS "//! dispatch 0 1 1\nret\n", "5:14", "group count 0 out of range");
    BAD(CS "//! max_steps 0\nret\n", "5:15", "max_steps 0 out of range");
    BAD(CS "//! expect r0.x lane 4 == 1\nret\n", "5:12", "lane 4 does not exist (the thread group has 4 threads)");
    BAD(CS "//! expect error\nret\n", "5:17", "expect error needs the text");

    sm5_prog_free(&P);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}

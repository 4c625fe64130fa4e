/* assemble(disassemble(x)) == x.
 * Part 1: for every opcode, random instances with random legal operands (temps,
 * literals of 1..4 values in int / float spelling, cb#[n], thread ids; random swizzles,
 * masks, modifiers where the class takes them; every resource kind the op accepts) are
 * built directly as micro-ops, disassembled as a whole program, assembled again and
 * compared bit for bit (packed micro-op and the constant-file entries it uses).
 * Part 2: every program named on the command line: assemble, disassemble, assemble, and
 * compare the two programs field by field.
 *   test_asm_roundtrip [N_PER_OPCODE] [files...]                                      */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sm5_asm.h"
#include "sm5_load.h"
#include "sm5_alu.h"

static int passed, failed;
static uint64_t rs = 0x9E3779B97F4A7C15ull;
static uint32_t rnd(uint32_t n)
{
    rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17;
    return (uint32_t)((rs >> 11) % n);
}

static const char HDR[] =
    "cs_5_0\n"
    "dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps | enable11_1DoubleExtensions\n"
    "dcl_immediateConstantBuffer { { 1.0, 2, 3, 4 },\n      { 0x7f800000, -1, 0, 5 } }\n"
    "dcl_constantbuffer CB2[8], dynamicIndexed\n"
    "dcl_resource_buffer (uint,uint,uint,uint) t0\n"
    "dcl_resource_raw t1\n"
    "dcl_resource_structured t2, 8\n"
    "dcl_uav_raw u0\n"
    "dcl_uav_structured u1, 8\n"
    "dcl_uav_typed_texture2d (uint,uint,uint,uint) u2\n"
    "dcl_uav_typed_texture3d (float,float,float,float) u4\n"
    "dcl_uav_typed_buffer (sint,sint,sint,sint) u5\n"
    "dcl_tgsm_raw g1, 64\n"
    "dcl_tgsm_structured g2, 8, 4\n"
    "dcl_input vThreadID.xyz\n"
    "dcl_input vThreadIDInGroup.xyz\n"
    "dcl_input vThreadIDInGroupFlattened\n"
    "dcl_input vThreadGroupID.xyz\n"
    "dcl_temps 16\n"
    "dcl_indexableTemp x0[4], 4\n"
    "dcl_thread_group 4, 2, 1\n"
    "//! fill u0 16 1\n//! fill u1 8 2\n//! dims u2 4 4\n//! dims u4 2 2 2\n//! dims u5 4\n"
    "//! cb cb2[0] 1 2 3 4 5 6 7 8 1.5 -0.0 0x7fc00000 0x80000001\n//! cb cb2[7] 9 9 9 9\n"
    "//! format u4 R11G11B10_FLOAT\n//! counter u1 3\n"
    "//! fill t0 4 7\n//! fill t1 8 3\n//! fill t2 4 9\n//! dispatch 2 1 1\n"
    "ret\n";

static sm5_prog_t T;   /* the template: declarations and constant buffers */

static uint32_t rvalue(void)
{
    static const uint32_t sp[] = { 0xFFC00000u, 0xFF800000u, 0, 1, 0x80000000u, 0x7FFFFFFFu, 0xFFFFFFFFu, 0x3F800000u, 0xBF800000u,
                                   0x7F800000u, 0xFF800000u, 0x7FC00000u, 0x00000001u, 0x807FFFFFu, 0x80000000u,
                                   0x3EAAAAABu, 0x7F7FFFFFu, 0x00800000u };
    return rnd(3) ? sp[rnd(sizeof sp / sizeof sp[0])] : (uint32_t)(rs >> 20) ^ (uint32_t)rs;
}

static int add_const(const uint32_t v[4], int origin, int cb, int elem, int nvals, int isf)
{
    for (int i = 0; i < T.nconst; i++) {
        const sm5_const_info_t *ci = &T.cinfo[i];
        if (ci->origin != origin) continue;
        if (origin == SM5_CONST_CB && ci->cb == cb && ci->elem == elem) return i;
        if (origin == SM5_CONST_BUFINFO && ci->cb == cb) return i;
        if (origin == SM5_CONST_LITERAL && ci->nvals == nvals && ci->is_float == isf && !memcmp(T.cfile[i], v, 16))
            return i;
    }
    int i = T.nconst++;
    memcpy(T.cfile[i], v, 16);
    memset(&T.cinfo[i], 0, sizeof T.cinfo[i]);
    T.cinfo[i].origin = (uint8_t)origin;
    T.cinfo[i].cb = (uint8_t)cb;
    T.cinfo[i].elem = (uint16_t)elem;
    T.cinfo[i].nvals = (uint8_t)nvals;
    T.cinfo[i].is_float = (uint8_t)isf;
    return i;
}

static uint8_t rswz(void) { return (uint8_t)rnd(256); }
static uint8_t rsel(void) { return (uint8_t)(rnd(4) * 0x55); }

static void rindex(sm5_index_t *x, uint32_t size)
{
    memset(x, 0, sizeof *x);
    if (rnd(2)) {
        x->rel = true;
        x->xreg = (uint8_t)rnd(16);
        x->xcomp = (uint8_t)rnd(4);
        x->off = (uint16_t)rnd(4096);
    } else {
        x->off = (uint16_t)rnd(size);
    }
}

/* kind: 0 any, 1 select (one component), 2 address with `need` components */
static void rsrc(sm5_src_t *s, sm5_op_t op, int kind, int need, int si)
{
    memset(s, 0, sizeof *s);
    bool dbl = sm5_op_f64_src(op, si);   /* a double source: pair swizzles only */
    static const uint8_t dswz[] = { 0xE4, 0x44, 0x4E, 0xEE };
    uint8_t swz = dbl ? dswz[rnd(4)] : kind == 1 ? rsel() : rswz();
    /* the indexed kinds of SPEC 13: icb, x#, relative cb (printed with all four letters
     * when the swizzle is not .xyzw, like temps) */
    if (rnd(5) == 0) {
        switch (rnd(3)) {
        case 0: s->xkind = SM5_SRCX_ICB; rindex(&s->x, 2); break;
        case 1: s->xkind = SM5_SRCX_XTEMP; s->idx = 0; rindex(&s->x, 4); break;
        default: s->xkind = SM5_SRCX_CB; s->idx = 2; rindex(&s->x, 8); s->x.rel = true; break;
        }
        s->swz = swz;
        if (kind == 0 && sm5_asm_neg_ok(op) && !(op == SM5_OP_DMOVC && si == 0)) s->neg = rnd(3) == 0;
        if (kind == 0 && sm5_asm_abs_ok(op) && !(op == SM5_OP_DMOVC && si == 0)) s->abs = rnd(3) == 0;
        return;
    }
    switch (rnd(4)) {
    case 0:
        s->kind = SM5_SRC_TEMP; s->idx = (uint8_t)rnd(16); s->swz = swz; break;
    case 1: {
        s->kind = SM5_SRC_CONST;
        int e = (int)rnd(8);
        uint32_t v[4];
        memcpy(v, T.cb_data[2][e], 16);
        s->idx = (uint8_t)add_const(v, SM5_CONST_CB, 2, e, 4, 0);
        s->swz = swz;
        break;
    }
    case 2:
        s->kind = SM5_SRC_THREAD_ID; s->idx = (uint8_t)rnd(4); s->swz = swz; break;
    default: {
        int nv = 1 + (int)rnd(4);
        if (kind == 2 && rnd(2)) nv = rnd(2) ? need : 4;
        uint32_t v[4] = { 0, 0, 0, 0 };
        int isf = 0;
        for (int c = 0; c < nv; c++) {
            v[c] = rvalue();
            /* the float spelling reads back exactly for finite values */
            bool special = v[c] == 0x7F800000u || v[c] == 0xFF800000u || v[c] == 0x7FC00000u || v[c] == 0xFFC00000u;
            if (((v[c] & 0x7F800000u) != 0x7F800000u || special) && rnd(2)) isf |= 1 << c;
        }
        if (nv == 1) v[1] = v[2] = v[3] = v[0];
        s->kind = SM5_SRC_CONST;
        s->idx = (uint8_t)add_const(v, SM5_CONST_LITERAL, 0, 0, nv, isf);
        /* without a swizzle the literal's value count is what the checks count */
        bool plain_ok = kind == 0 || (kind == 1 && nv == 1) || (kind == 2 && (nv == need || nv == 4));
        s->swz = plain_ok && rnd(2) ? SM5_SWZ_XYZW : swz;
        if (!plain_ok && s->swz == SM5_SWZ_XYZW) s->swz = 0x00;   /* printed with its swizzle */
        if (dbl && s->swz != SM5_SWZ_XYZW) s->swz = swz;
        break;
    }
    }
    if (kind == 0 && sm5_asm_neg_ok(op) && !(op == SM5_OP_DMOVC && si == 0)) s->neg = rnd(3) == 0;
    if (kind == 0 && sm5_asm_abs_ok(op) && !(op == SM5_OP_DMOVC && si == 0)) s->abs = rnd(3) == 0;
}

static int pick_res(sm5_op_t op)
{
    sm5_opclass_t cl = sm5_op_class(op);
    static const int atomic_ok[] = { 0, 1, 2, 5, 9, 10 };
    switch (op) {
    case SM5_OP_IMM_ATOMIC_ALLOC: case SM5_OP_IMM_ATOMIC_CONSUME: return 1;
    case SM5_OP_LD_RAW: return rnd(3) == 0 ? 17 : rnd(2) ? 0 : 9;   /* 16 + n: t# */
    case SM5_OP_LD_STRUCTURED: return rnd(3) == 0 ? 18 : rnd(2) ? 1 : 10;
    case SM5_OP_LD: return 16;
    case SM5_OP_STORE_RAW: return rnd(2) ? 0 : 9;
    case SM5_OP_STORE_STRUCTURED: return rnd(2) ? 1 : 10;
    case SM5_OP_LD_UAV_TYPED: case SM5_OP_STORE_UAV_TYPED: { static const int t[] = { 2, 4, 5 }; return t[rnd(3)]; }
    default: (void)cl; return atomic_ok[rnd(6)];
    }
}

static void random_uop(sm5_op_t op, sm5_uop_t *u)
{
    memset(u, 0, sizeof *u);
    u->op = (uint8_t)op;
    sm5_opclass_t cl = sm5_op_class(op);
    int ns = sm5_op_nsrc(op);
    switch (cl) {
    case SM5_CL_CTRL:
        if (op == SM5_OP_SYNC) {
            static const uint8_t f[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 };
            u->sync = f[rnd(11)];
        }
        return;
    case SM5_CL_ATOMIC: case SM5_CL_IMM_ATOMIC: {
        if (cl == SM5_CL_IMM_ATOMIC) { u->dst_reg = (uint8_t)rnd(16); u->dst_mask = (uint8_t)(1u << rnd(4)); }
        int r = pick_res(op);
        u->res = (uint8_t)r;
        if (ns == 0) return;
        rsrc(&u->src[0], op, 2, sm5_res_addr_comps(&T.res[r]), 0);
        for (int s = 1; s < ns; s++) rsrc(&u->src[s], op, 1, 1, s);
        return;
    }
    case SM5_CL_LOAD: {
        u->dst_reg = (uint8_t)rnd(16);
        u->dst_mask = (uint8_t)(1 + rnd(15));
        int r = pick_res(op);
        u->res = (uint8_t)(r & 15);
        u->srv = r >= 16;
        u->res_swz = rswz();
        for (int s = 0; s < ns; s++)
            rsrc(&u->src[s], op, op == SM5_OP_LD_UAV_TYPED || op == SM5_OP_LD ? 2 : 1, sm5_res_addr_comps(&T.res[r]), s);
        return;
    }
    case SM5_CL_STORE: {
        int r = pick_res(op);
        u->res = (uint8_t)r;
        static const uint8_t m[] = { 1, 3, 7, 15 };
        u->dst_mask = op == SM5_OP_STORE_UAV_TYPED ? 15 : m[rnd(4)];
        for (int s = 0; s < ns; s++) {
            int kind = s == ns - 1 ? 0 : op == SM5_OP_STORE_UAV_TYPED ? 2 : 1;
            rsrc(&u->src[s], SM5_OP_STORE_RAW, kind, sm5_res_addr_comps(&T.res[r]), s);
        }
        return;
    }
    default: {
        u->dst_reg = (uint8_t)rnd(16);
        if (sm5_op_ndst(op) == 1 && rnd(5) == 0) {   /* an indexable-temp destination */
            u->dst_kind = SM5_DST_XTEMP;
            u->dst_reg = 0;
            rindex(&u->dst_idx, 4);
        }
        if (sm5_op_f64_dst(op)) { static const uint8_t m[] = { 3, 12, 15 }; u->dst_mask = m[rnd(3)]; }
        else if (sm5_op_f64_res32(op)) {   /* one or two components */
            static const uint8_t m[] = { 1, 2, 4, 8, 3, 5, 9, 6, 10, 12 };
            u->dst_mask = m[rnd(10)];
        }
        else u->dst_mask = (uint8_t)(1 + rnd(15));
        if (sm5_op_ndst(op) == 2) {
            /* second destination; either may be null (mask 0, reg 0), never both, and
             * the two never overlap in one register */
            u->dst2_reg = (uint8_t)rnd(16);
            u->dst2_mask = (uint8_t)(1 + rnd(15));
            switch (rnd(4)) {
            case 0: u->dst_reg = 0; u->dst_mask = 0; break;
            case 1: u->dst2_reg = 0; u->dst2_mask = 0; break;
            default: break;
            }
            if (u->dst_mask && u->dst2_mask && u->dst_reg == u->dst2_reg) {
                u->dst2_mask &= (uint8_t)~u->dst_mask;
                if (!u->dst2_mask) u->dst2_reg = (uint8_t)((u->dst_reg + 1) % 16), u->dst2_mask = 0xF;
            }
            /* swapc: two different registers (SPEC 14) */
            if (op == SM5_OP_SWAPC && u->dst_mask && u->dst2_mask && u->dst_reg == u->dst2_reg)
                u->dst2_reg = (uint8_t)((u->dst_reg + 1) % 16);
        }
        u->sat = sm5_asm_sat_ok(op) && rnd(3) == 0;
        for (int s = 0; s < ns; s++) rsrc(&u->src[s], op, 0, 0, s);
        if (cl == SM5_CL_QUERY) {   /* bufinfo: its hidden source, the view's size (sm5_asm_insn.c) */
            uint32_t v[4];
            for (int c = 0; c < 4; c++) v[c] = sm5_alu_bufinfo(&T.res[u->res]);
            u->src[0].kind = SM5_SRC_CONST;
            u->src[0].idx = (uint8_t)add_const(v, SM5_CONST_BUFINFO, u->res, 0, 4, 0);
            u->src[0].swz = SM5_SWZ_XYZW;
        }
        return;
    }
    }
}

static char *disasm_text(const sm5_prog_t *p, size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    sm5_disasm_prog(p, f);
    fclose(f);
    return text;
}

static void part1(int per_op)
{
    char err[SM5_PROG_ERR_MAX];
    if (sm5_prog_parse("template.asm", HDR, strlen(HDR), &T, err, sizeof err) != 0) {
        printf("FAIL template: %s", err);
        failed++;
        return;
    }
    sm5_uop_t *saved = T.uops;
    sm5_uop_t prog[2];
    T.uops = prog;
    int saved_n = T.nuops;
    T.nuops = 2;
    int fails_shown = 0;
    for (int op = 0; op < SM5_OP_COUNT; op++) {
        /* the block-structured flow ops round-trip as whole programs (part 2) */
        bool single = op == SM5_OP_RET || op == SM5_OP_NOP;
        int n = single ? 1 : sm5_op_is_flow((sm5_op_t)op) && op != SM5_OP_SYNC ? 0 : per_op;
        for (int i = 0; i < n; i++) {
            T.nconst = 0;
            random_uop((sm5_op_t)op, &prog[0]);
            memset(&prog[1], 0, sizeof prog[1]);
            prog[1].op = SM5_OP_RET;
            if (op == SM5_OP_RET) T.nuops = 1;
            if (op == SM5_OP_NOP) { memset(&prog[1], 0, sizeof prog[1]); prog[1].op = SM5_OP_RET; }
            size_t len;
            char *text = disasm_text(&T, &len);
            sm5_prog_t Q;
            int ok = sm5_prog_parse("roundtrip.asm", text, len, &Q, err, sizeof err) == 0;
            if (ok) {
                sm5_uop_bits_t a = sm5_uop_pack(&prog[0]), b = sm5_uop_pack(&Q.uops[0]);
                ok = Q.nuops == T.nuops && !memcmp(&a, &b, sizeof a) && Q.nconst == T.nconst &&
                     !memcmp(Q.cfile, T.cfile, (size_t)T.nconst * 16);
                for (int c = 0; ok && c < T.nconst; c++)
                    ok = Q.cinfo[c].origin == T.cinfo[c].origin && Q.cinfo[c].cb == T.cinfo[c].cb &&
                         Q.cinfo[c].elem == T.cinfo[c].elem && Q.cinfo[c].nvals == T.cinfo[c].nvals &&
                         Q.cinfo[c].is_float == T.cinfo[c].is_float;
                sm5_prog_free(&Q);
            }
            if (ok) passed++;
            else {
                failed++;
                if (fails_shown++ < 5) {
                    char line[512];
                    sm5_disasm_uop(&T, &prog[0], line, sizeof line);
                    printf("FAIL round trip of %s: %s\n%s", sm5_op_name((sm5_op_t)op), line, err);
                }
            }
            free(text);
            T.nuops = 2;
        }
    }
    T.uops = saved;
    T.nuops = saved_n;
    sm5_prog_free(&T);
}

static bool same_prog(const sm5_prog_t *a, const sm5_prog_t *b, const char **what)
{
#define D(c, w) if (!(c)) { *what = w; return false; }
    D(a->nuops == b->nuops && !memcmp(a->uops, b->uops, (size_t)a->nuops * sizeof *a->uops), "micro-ops");
    D(a->nconst == b->nconst && !memcmp(a->cfile, b->cfile, (size_t)a->nconst * 16), "constant file");
    for (int i = 0; i < a->nconst; i++)
        D(a->cinfo[i].origin == b->cinfo[i].origin && a->cinfo[i].cb == b->cinfo[i].cb &&
          a->cinfo[i].elem == b->cinfo[i].elem && a->cinfo[i].nvals == b->cinfo[i].nvals &&
          a->cinfo[i].is_float == b->cinfo[i].is_float, "constant origins");
    D(!memcmp(a->res, b->res, sizeof a->res) && !memcmp(a->declared, b->declared, sizeof a->declared), "resources");
    D(a->mem_words == b->mem_words && !memcmp(a->mem_init, b->mem_init, a->mem_words * sizeof *a->mem_init), "memory image");
    D(a->lanes == b->lanes && a->inactive == b->inactive && a->helper == b->helper && a->nregs == b->nregs,
      "run parameters");
    D(!strcmp(a->shader, b->shader) && a->sm_major == b->sm_major && a->sm_minor == b->sm_minor &&
      a->global_flags == b->global_flags, "header");
    for (int i = 0; i < SM5_NCB; i++) {
        D(a->cb_size[i] == b->cb_size[i], "constant buffers");
        if (a->cb_size[i]) D(!memcmp(a->cb_data[i], b->cb_data[i], a->cb_size[i] * 16u), "constant buffer data");
    }
    D(a->nexpects == b->nexpects, "expectations");
    for (int i = 0; i < a->nexpects; i++) {
        sm5_expect_t x = a->expects[i], y = b->expects[i];
        x.line = y.line = 0;
        D(!memcmp(&x, &y, sizeof x), "expectation");
    }
    return true;
#undef D
}

static void part2(const char *path)
{
    char err[SM5_PROG_ERR_MAX];
    sm5_prog_t A, B;
    if (sm5_prog_load(path, &A, err, sizeof err) != 0) { failed++; printf("FAIL %s:\n%s", path, err); return; }
    size_t len;
    char *text = disasm_text(&A, &len);
    const char *what = "reassembly";
    if (sm5_prog_parse(path, text, len, &B, err, sizeof err) != 0) {
        failed++;
        printf("FAIL %s: disassembly does not assemble:\n%s", path, err);
    } else {
        if (same_prog(&A, &B, &what)) passed++;
        else { failed++; printf("FAIL %s: round trip changes the %s\n", path, what); }
        sm5_prog_free(&B);
    }
    free(text);
    sm5_prog_free(&A);
}

int main(int argc, char **argv)
{
    int per_op = 400;
    int i = 1;
    if (argc > 1 && argv[1][0] >= '0' && argv[1][0] <= '9') per_op = atoi(argv[i++]);
    part1(per_op);
    int p1 = passed;
    for (; i < argc; i++) part2(argv[i]);
    printf("round trip: %d random micro-ops (%d opcodes; if/loop/switch forms in the program files), %d program files\n",
           p1, SM5_OP_COUNT, passed - p1);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}

/* Directed tests of the memory / atomic golden model (cmodel/sm5_mem.c). Every expected
 * value is worked by hand from SPEC 6 (and SPEC 1/5 for the typed formats) or from a
 * closed formula written here (prefix sums); none is produced by the code under test.
 * Prints each failing check with its case and line; last line `N passed, N failed`. */
#include "sm5_mem.h"
#include <stdio.h>
#include <string.h>
#include <inttypes.h>

#define NW 1024u
#define SENT 0xDEADBEEFu   /* ret sentinel: lanes outside exec must keep it */

static uint32_t W[NW];
static sm5_mem_t M;
static uint32_t S[SM5_MAX_LANES][SM5_NSRC][4];
static uint32_t R[SM5_MAX_LANES][4];
static uint64_t RV;
static const char *ctx = "";
static int npass, nfail;

static void check(int line, const char *what, uint64_t got, uint64_t exp)
{
    if (got == exp) { npass++; return; }
    nfail++;
    printf("FAIL test_mem.c:%d [%s] %s = 0x%" PRIx64 ", expected 0x%" PRIx64 "\n",
           line, ctx, what, got, exp);
}
#define EQ(got, exp) check(__LINE__, #got, (uint64_t)(got), (uint64_t)(exp))

/* Fresh memory: words 0, no resources, sources 0, ret = sentinel. */
static void reset(const char *name)
{
    ctx = name;
    memset(W, 0, sizeof W);
    sm5_mem_init(&M, W, NW);
    memset(S, 0, sizeof S);
    for (int l = 0; l < SM5_MAX_LANES; l++)
        for (int c = 0; c < 4; c++) R[l][c] = SENT;
    RV = 0x5A5A5A5Au;
}

static void set_raw(int slot, uint32_t base, uint32_t size)
{
    sm5_res_t *r = &M.res[slot];
    memset(r, 0, sizeof *r);
    r->kind = SM5_RES_RAW; r->base = base; r->size = size;
}
static void set_struct(int slot, uint32_t base, uint32_t size, uint32_t stride)
{
    set_raw(slot, base, size);
    M.res[slot].kind = SM5_RES_STRUCTURED; M.res[slot].stride = stride;
}
/* size is given by the test (worked by hand), not computed by the model. */
static void set_typed(int slot, uint32_t base, uint32_t size, int dim, int fmt,
                      uint32_t w, uint32_t h, uint32_t d)
{
    set_raw(slot, base, size);
    sm5_res_t *r = &M.res[slot];
    r->kind = SM5_RES_TYPED; r->dim = (uint8_t)dim; r->fmt = (uint8_t)fmt;
    r->width = w; r->height = h; r->depth = d;
}

static sm5_uop_t U(sm5_op_t op, int res, int mask, int res_swz)
{
    sm5_uop_t u;
    memset(&u, 0, sizeof u);
    u.op = (uint8_t)op; u.res = (uint8_t)res; u.dst_mask = (uint8_t)mask;
    u.res_swz = (uint8_t)res_swz; u.dst_reg = 1;
    return u;
}
static void run(sm5_op_t op, int res, int mask, int res_swz, int lanes, uint64_t exec,
                uint64_t helper)
{
    sm5_uop_t u = U(op, res, mask, res_swz);
    sm5_mem_exec(&M, &u, lanes, exec, helper, (const uint32_t (*)[SM5_NSRC][4])S, R, &RV);
}
#define UB(o, s, g, a) do { EQ(M.ub.oob, o); EQ(M.ub.struct_offset, s); \
                            EQ(M.ub.gsm_oob, g); EQ(M.ub.misaligned, a); } while (0)
#define RET4(l, a, b, c, d) do { EQ(R[l][0], a); EQ(R[l][1], b); EQ(R[l][2], c); \
                                 EQ(R[l][3], d); } while (0)
#define SWZ(x, y, z, w) ((x) | (y) << 2 | (z) << 4 | (w) << 6)

/* ---- sm5_atomic_apply: the table of SPEC 6, one hand-worked case per row ---------- */
static void t_apply(void)
{
    uint32_t r;
    reset("apply");
    struct { sm5_op_t op; uint32_t m, s0, s1, mem_after, ret; const char *name; } c[] = {
        { SM5_OP_IMM_ATOMIC_AND, 0xF0F0F0F0u, 0xFF00FF00u, 0, 0xF000F000u, 0xF0F0F0F0u, "and" },
        { SM5_OP_IMM_ATOMIC_OR, 0xF0F0F0F0u, 0x0F0F0000u, 0, 0xFFFFF0F0u, 0xF0F0F0F0u, "or" },
        { SM5_OP_IMM_ATOMIC_XOR, 0xFFFF0000u, 0x0F0F0F0Fu, 0, 0xF0F00F0Fu, 0xFFFF0000u, "xor" },
        { SM5_OP_IMM_ATOMIC_IADD, 0xFFFFFFFFu, 2, 0, 1, 0xFFFFFFFFu, "iadd wrap" },
        { SM5_OP_IMM_ATOMIC_IADD, 0x7FFFFFFFu, 1, 0, 0x80000000u, 0x7FFFFFFFu, "iadd to int min" },
        { SM5_OP_IMM_ATOMIC_IADD, 5, 0xFFFFFFFDu, 0, 2, 5, "iadd of -3" },
        { SM5_OP_IMM_ATOMIC_IMAX, 0xFFFFFFFFu, 1, 0, 1, 0xFFFFFFFFu, "imax(-1,1)" },
        { SM5_OP_IMM_ATOMIC_UMAX, 0xFFFFFFFFu, 1, 0, 0xFFFFFFFFu, 0xFFFFFFFFu, "umax(-1,1)" },
        { SM5_OP_IMM_ATOMIC_IMIN, 0xFFFFFFFFu, 1, 0, 0xFFFFFFFFu, 0xFFFFFFFFu, "imin(-1,1)" },
        { SM5_OP_IMM_ATOMIC_UMIN, 0xFFFFFFFFu, 1, 0, 1, 0xFFFFFFFFu, "umin(-1,1)" },
        { SM5_OP_IMM_ATOMIC_IMAX, 0xFFFFFFFBu, 0xFFFFFFFDu, 0, 0xFFFFFFFDu, 0xFFFFFFFBu, "imax(-5,-3)" },
        { SM5_OP_IMM_ATOMIC_IMIN, 0xFFFFFFFBu, 0xFFFFFFFDu, 0, 0xFFFFFFFBu, 0xFFFFFFFBu, "imin(-5,-3)" },
        { SM5_OP_IMM_ATOMIC_IMIN, 0x7FFFFFFFu, 0x80000000u, 0, 0x80000000u, 0x7FFFFFFFu, "imin(max,min)" },
        { SM5_OP_IMM_ATOMIC_IMAX, 0x80000000u, 0x7FFFFFFFu, 0, 0x7FFFFFFFu, 0x80000000u, "imax(min,max)" },
        { SM5_OP_IMM_ATOMIC_UMIN, 0x7FFFFFFFu, 0x80000000u, 0, 0x7FFFFFFFu, 0x7FFFFFFFu, "umin(0x7f..,0x80..)" },
        { SM5_OP_IMM_ATOMIC_UMAX, 0x7FFFFFFFu, 0x80000000u, 0, 0x80000000u, 0x7FFFFFFFu, "umax(0x7f..,0x80..)" },
        { SM5_OP_IMM_ATOMIC_EXCH, 5, 7, 0, 7, 5, "exch" },
        { SM5_OP_IMM_ATOMIC_CMP_EXCH, 5, 5, 9, 9, 5, "cmp_exch match" },
        { SM5_OP_IMM_ATOMIC_CMP_EXCH, 5, 6, 9, 5, 5, "cmp_exch no match" },
        { SM5_OP_IMM_ATOMIC_CMP_EXCH, 0x80000000u, 0, 9, 0x80000000u, 0x80000000u, "cmp_exch -0 vs +0 bitwise" },
        { SM5_OP_ATOMIC_CMP_STORE, 0xABCDu, 0xABCDu, 1, 1, 0xABCDu, "cmp_store match" },
        { SM5_OP_ATOMIC_CMP_STORE, 0xABCDu, 0xABCEu, 1, 0xABCDu, 0xABCDu, "cmp_store no match" },
        { SM5_OP_ATOMIC_AND, 0xF0F0F0F0u, 0xFF00FF00u, 0, 0xF000F000u, 0xF0F0F0F0u, "atomic_and" },
        { SM5_OP_ATOMIC_OR, 0x1u, 0x8u, 0, 0x9u, 0x1u, "atomic_or" },
        { SM5_OP_ATOMIC_XOR, 0xFFu, 0x0Fu, 0, 0xF0u, 0xFFu, "atomic_xor" },
        { SM5_OP_ATOMIC_IADD, 0xFFFFFFFFu, 1, 0, 0, 0xFFFFFFFFu, "atomic_iadd wrap" },
        { SM5_OP_ATOMIC_IMAX, 0xFFFFFFF6u, 0xFFFFFFF5u, 0, 0xFFFFFFF6u, 0xFFFFFFF6u, "atomic_imax(-10,-11)" },
        { SM5_OP_ATOMIC_IMIN, 0xFFFFFFF6u, 0xFFFFFFF5u, 0, 0xFFFFFFF5u, 0xFFFFFFF6u, "atomic_imin(-10,-11)" },
        { SM5_OP_ATOMIC_UMAX, 3, 0xFFFFFFF5u, 0, 0xFFFFFFF5u, 3, "atomic_umax" },
        { SM5_OP_ATOMIC_UMIN, 3, 0xFFFFFFF5u, 0, 3, 3, "atomic_umin" },
        { SM5_OP_IMM_ATOMIC_ALLOC, 0, 0, 0, 1, 0, "alloc from 0" },
        { SM5_OP_IMM_ATOMIC_ALLOC, 0xFFFFFFFFu, 0, 0, 0, 0xFFFFFFFFu, "alloc wraps" },
        { SM5_OP_IMM_ATOMIC_CONSUME, 0, 0, 0, 0xFFFFFFFFu, 0xFFFFFFFFu, "consume wraps" },
        { SM5_OP_IMM_ATOMIC_CONSUME, 0xFFFFFFFFu, 0, 0, 0xFFFFFFFEu, 0xFFFFFFFEu, "consume from max" },
        { SM5_OP_MOV, 0x1234u, 0x55u, 0x66u, 0x1234u, 0, "not an atomic" },
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        ctx = c[i].name;
        r = 0x11111111u;
        EQ(sm5_atomic_apply(c[i].op, c[i].m, c[i].s0, c[i].s1, &r), c[i].mem_after);
        EQ(r, c[i].ret);
    }
    ctx = "apply ret NULL";
    EQ(sm5_atomic_apply(SM5_OP_IMM_ATOMIC_IADD, 1, 2, 0, NULL), 3);
}

/* ---- every op through sm5_mem_exec on one lane of a raw UAV ----------------------- */
static void t_exec_single(void)
{
    struct { sm5_op_t op; uint32_t m, s0, s1, after, ret; const char *name; } c[] = {
        { SM5_OP_IMM_ATOMIC_AND, 0xC, 0xA, 0, 0x8, 0xC, "exec imm_and" },
        { SM5_OP_IMM_ATOMIC_OR, 0xC, 0xA, 0, 0xE, 0xC, "exec imm_or" },
        { SM5_OP_IMM_ATOMIC_XOR, 0xC, 0xA, 0, 0x6, 0xC, "exec imm_xor" },
        { SM5_OP_IMM_ATOMIC_IADD, 0xFFFFFFFEu, 3, 0, 1, 0xFFFFFFFEu, "exec imm_iadd" },
        { SM5_OP_IMM_ATOMIC_IMAX, 0xFFFFFFFEu, 3, 0, 3, 0xFFFFFFFEu, "exec imm_imax" },
        { SM5_OP_IMM_ATOMIC_IMIN, 0xFFFFFFFEu, 3, 0, 0xFFFFFFFEu, 0xFFFFFFFEu, "exec imm_imin" },
        { SM5_OP_IMM_ATOMIC_UMAX, 0xFFFFFFFEu, 3, 0, 0xFFFFFFFEu, 0xFFFFFFFEu, "exec imm_umax" },
        { SM5_OP_IMM_ATOMIC_UMIN, 0xFFFFFFFEu, 3, 0, 3, 0xFFFFFFFEu, "exec imm_umin" },
        { SM5_OP_IMM_ATOMIC_EXCH, 1, 2, 0, 2, 1, "exec imm_exch" },
        { SM5_OP_IMM_ATOMIC_CMP_EXCH, 1, 1, 4, 4, 1, "exec imm_cmp_exch match" },
        { SM5_OP_IMM_ATOMIC_CMP_EXCH, 1, 2, 4, 1, 1, "exec imm_cmp_exch no match" },
        { SM5_OP_ATOMIC_AND, 0xC, 0xA, 0, 0x8, 0, "exec atomic_and" },
        { SM5_OP_ATOMIC_OR, 0xC, 0xA, 0, 0xE, 0, "exec atomic_or" },
        { SM5_OP_ATOMIC_XOR, 0xC, 0xA, 0, 0x6, 0, "exec atomic_xor" },
        { SM5_OP_ATOMIC_IADD, 0xFFFFFFFEu, 3, 0, 1, 0, "exec atomic_iadd" },
        { SM5_OP_ATOMIC_IMAX, 0xFFFFFFFEu, 3, 0, 3, 0, "exec atomic_imax" },
        { SM5_OP_ATOMIC_IMIN, 0xFFFFFFFEu, 3, 0, 0xFFFFFFFEu, 0, "exec atomic_imin" },
        { SM5_OP_ATOMIC_UMAX, 0xFFFFFFFEu, 3, 0, 0xFFFFFFFEu, 0, "exec atomic_umax" },
        { SM5_OP_ATOMIC_UMIN, 0xFFFFFFFEu, 3, 0, 3, 0, "exec atomic_umin" },
        { SM5_OP_ATOMIC_CMP_STORE, 7, 7, 8, 8, 0, "exec atomic_cmp_store match" },
        { SM5_OP_ATOMIC_CMP_STORE, 7, 6, 8, 7, 0, "exec atomic_cmp_store no match" },
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        reset(c[i].name);
        set_raw(0, 10, 4);
        W[12] = c[i].m;
        S[0][0][0] = 8;           /* byte offset 8 -> word 2 -> absolute 12 */
        S[0][1][0] = c[i].s0; S[0][2][0] = c[i].s1;
        S[0][1][1] = 0x999u;      /* only .x of the value sources is used */
        bool imm = sm5_op_class(c[i].op) == SM5_CL_IMM_ATOMIC;
        run(c[i].op, 0, imm ? 0x1 : 0, SM5_SWZ_XYZW, 1, 1, 0);
        EQ(W[12], c[i].after);
        EQ(W[11], 0); EQ(W[13], 0);
        if (imm) { EQ(RV, 1); RET4(0, c[i].ret, c[i].ret, c[i].ret, c[i].ret); }
        else { EQ(RV, 0); EQ(R[0][0], SENT); }
        UB(0, 0, 0, 0);
    }
    /* atomic_* forms may pass ret = NULL. */
    reset("atomic_iadd with ret NULL");
    set_raw(0, 0, 4);
    S[0][1][0] = 5;
    {
        sm5_uop_t u = U(SM5_OP_ATOMIC_IADD, 0, 0, SM5_SWZ_XYZW);
        sm5_mem_exec(&M, &u, 1, 1, 0, (const uint32_t (*)[SM5_NSRC][4])S, NULL, NULL);
        EQ(W[0], 5);
        /* an imm_ form with ret NULL still updates memory and reports its lanes */
        u = U(SM5_OP_IMM_ATOMIC_IADD, 0, 1, SM5_SWZ_XYZW);
        sm5_mem_exec(&M, &u, 2, 3, 0, (const uint32_t (*)[SM5_NSRC][4])S, NULL, &RV);
        EQ(W[0], 10); EQ(RV, 3);
        u = U(SM5_OP_IMM_ATOMIC_ALLOC, 0, 1, SM5_SWZ_XYZW);
        sm5_mem_exec(&M, &u, 2, 3, 0, (const uint32_t (*)[SM5_NSRC][4])S, NULL, &RV);
        EQ(M.res[0].counter, 2); EQ(RV, 3);
    }
}

/* ---- P-9: all 32 lanes on one word, prefix returns -------------------------------- */
static void t_same_word(void)
{
    reset("32 lanes imm_iadd one word");
    set_raw(1, 4, 8);
    W[7] = 100;
    for (int l = 0; l < 32; l++) { S[l][0][0] = 12; S[l][1][0] = (uint32_t)l + 1u; }
    run(SM5_OP_IMM_ATOMIC_IADD, 1, 1, SM5_SWZ_XYZW, 32, 0xFFFFFFFFu, 0);
    for (int l = 0; l < 32; l++) EQ(R[l][0], 100u + (uint32_t)(l * (l + 1) / 2));
    EQ(W[7], 100u + 32u * 33u / 2u);
    EQ(RV, 0xFFFFFFFFu);

    reset("32 lanes atomic_iadd one word");
    set_raw(1, 4, 8);
    W[7] = 0xFFFFFFF0u;
    for (int l = 0; l < 32; l++) { S[l][0][0] = 12; S[l][1][0] = 1; }
    run(SM5_OP_ATOMIC_IADD, 1, 0, SM5_SWZ_XYZW, 32, 0xFFFFFFFFu, 0);
    EQ(W[7], 0x10u);   /* 0xFFFFFFF0 + 32 wraps */
    EQ(RV, 0);

    reset("32 lanes imm_exch one word");
    set_raw(0, 0, 4);
    W[3] = 7;
    for (int l = 0; l < 32; l++) { S[l][0][0] = 12; S[l][1][0] = 0x100u + (uint32_t)l; }
    run(SM5_OP_IMM_ATOMIC_EXCH, 0, 1, SM5_SWZ_XYZW, 32, 0xFFFFFFFFu, 0);
    EQ(R[0][0], 7);
    for (int l = 1; l < 32; l++) EQ(R[l][0], 0x100u + (uint32_t)l - 1u);
    EQ(W[3], 0x11Fu);

    reset("32 lanes imm_cmp_exch one word");
    set_raw(0, 0, 4);
    for (int l = 0; l < 32; l++) { S[l][1][0] = 0; S[l][2][0] = (uint32_t)l + 1u; }
    run(SM5_OP_IMM_ATOMIC_CMP_EXCH, 0, 1, SM5_SWZ_XYZW, 32, 0xFFFFFFFFu, 0);
    EQ(R[0][0], 0);                         /* lane 0 wins: 0 -> 1 */
    for (int l = 1; l < 32; l++) EQ(R[l][0], 1);
    EQ(W[0], 1);

    /* imax with alternating signs: values (-1)^l * l, running signed max as prefix. */
    reset("32 lanes imm_imax one word");
    set_raw(0, 0, 4);
    W[0] = 0xFFFFFF00u;   /* -256 */
    for (int l = 0; l < 32; l++) S[l][1][0] = (l & 1) ? (uint32_t)-l : (uint32_t)l;
    run(SM5_OP_IMM_ATOMIC_IMAX, 0, 1, SM5_SWZ_XYZW, 32, 0xFFFFFFFFu, 0);
    EQ(R[0][0], 0xFFFFFF00u);
    EQ(R[1][0], 0);                   /* after lane 0: max(-256, 0) = 0 */
    EQ(R[2][0], 0);                   /* lane 1 gave -1 */
    EQ(R[3][0], 2);
    EQ(R[31][0], 30);
    EQ(W[0], 30);

    /* umin on the same values: negative ones are huge unsigned. */
    reset("32 lanes imm_umin one word");
    set_raw(0, 0, 4);
    W[0] = 0xFFFFFF00u;
    for (int l = 0; l < 32; l++) S[l][1][0] = (l & 1) ? (uint32_t)-l : (uint32_t)(100 - l);
    run(SM5_OP_IMM_ATOMIC_UMIN, 0, 1, SM5_SWZ_XYZW, 32, 0xFFFFFFFFu, 0);
    EQ(R[0][0], 0xFFFFFF00u);
    EQ(R[1][0], 100);
    EQ(R[2][0], 100);          /* lane 1 gave 0xFFFFFFFF */
    EQ(R[3][0], 98);
    EQ(R[31][0], 70);          /* lane 30 gave 70 */
    EQ(W[0], 70);

    /* Two words interleaved: even lanes word 0, odd lanes word 1; s0 = 1 << l. */
    reset("8 lanes imm_or on two words");
    set_raw(0, 0, 4);
    W[0] = 0x10000u; W[1] = 0x20000u;
    for (int l = 0; l < 8; l++) { S[l][0][0] = (uint32_t)(l & 1) * 4u; S[l][1][0] = 1u << l; }
    run(SM5_OP_IMM_ATOMIC_OR, 0, 1, SM5_SWZ_XYZW, 8, 0xFF, 0);
    EQ(R[0][0], 0x10000u); EQ(R[2][0], 0x10001u); EQ(R[4][0], 0x10005u); EQ(R[6][0], 0x10015u);
    EQ(R[1][0], 0x20000u); EQ(R[3][0], 0x20002u); EQ(R[5][0], 0x2000Au); EQ(R[7][0], 0x2002Au);
    EQ(W[0], 0x10055u); EQ(W[1], 0x200AAu);

    /* All 64 lanes (the widest exec mask). */
    reset("64 lanes imm_iadd one word");
    set_raw(0, 0, 4);
    for (int l = 0; l < 64; l++) S[l][1][0] = 2;
    run(SM5_OP_IMM_ATOMIC_IADD, 0, 1, SM5_SWZ_XYZW, 64, ~(uint64_t)0, 0);
    EQ(R[63][0], 126); EQ(W[0], 128); EQ(RV, ~(uint64_t)0);

    /* Program order: a second instruction sees the first. */
    reset("program order");
    set_raw(0, 0, 4);
    S[0][1][0] = 3;
    run(SM5_OP_ATOMIC_IADD, 0, 0, SM5_SWZ_XYZW, 1, 1, 0);
    run(SM5_OP_IMM_ATOMIC_IADD, 0, 1, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(R[0][0], 3); EQ(W[0], 6);
}

/* ---- alloc / consume counters ------------------------------------------------------ */
static void t_counter(void)
{
    reset("32 lanes alloc wraps from 0xFFFFFFF0");
    set_struct(2, 0, 8, 8);
    M.res[2].counter = 0xFFFFFFF0u;
    run(SM5_OP_IMM_ATOMIC_ALLOC, 2, 1, SM5_SWZ_XYZW, 32, 0xFFFFFFFFu, 0);
    for (int l = 0; l < 32; l++) EQ(R[l][0], 0xFFFFFFF0u + (uint32_t)l);
    EQ(R[16][0], 0); EQ(R[16][3], 0);
    EQ(M.res[2].counter, 0x10u);
    EQ(RV, 0xFFFFFFFFu);

    reset("32 lanes consume wraps from 5");
    set_struct(2, 0, 8, 8);
    M.res[2].counter = 5;
    run(SM5_OP_IMM_ATOMIC_CONSUME, 2, 1, SM5_SWZ_XYZW, 32, 0xFFFFFFFFu, 0);
    for (int l = 0; l < 32; l++) EQ(R[l][0], 4u - (uint32_t)l);
    EQ(R[5][0], 0xFFFFFFFFu);
    EQ(M.res[2].counter, 0xFFFFFFE5u);

    reset("alloc one lane from 0xFFFFFFFF");
    set_raw(3, 0, 1);
    M.res[3].counter = 0xFFFFFFFFu;
    run(SM5_OP_IMM_ATOMIC_ALLOC, 3, 1, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(R[0][0], 0xFFFFFFFFu); EQ(M.res[3].counter, 0);

    reset("consume one lane from 0");
    set_raw(3, 0, 1);
    run(SM5_OP_IMM_ATOMIC_CONSUME, 3, 1, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(R[0][0], 0xFFFFFFFFu); EQ(M.res[3].counter, 0xFFFFFFFFu);

    reset("consume one lane from 0xFFFFFFFF");
    set_raw(3, 0, 1);
    M.res[3].counter = 0xFFFFFFFFu;
    run(SM5_OP_IMM_ATOMIC_CONSUME, 3, 1, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(R[0][0], 0xFFFFFFFEu); EQ(M.res[3].counter, 0xFFFFFFFEu);

    reset("alloc one lane from 0");
    set_raw(3, 0, 1);
    run(SM5_OP_IMM_ATOMIC_ALLOC, 3, 1, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(R[0][0], 0); EQ(M.res[3].counter, 1);

    /* exec 0x0F of 8 lanes, helper lane 1: lanes 0, 2, 3 take steps. */
    reset("alloc with helper and inactive lanes");
    set_raw(0, 0, 4);
    M.res[0].counter = 10;
    run(SM5_OP_IMM_ATOMIC_ALLOC, 0, 1, SM5_SWZ_XYZW, 8, 0x0F, 0x02);
    RET4(0, 10, 10, 10, 10); RET4(1, 0, 0, 0, 0); RET4(2, 11, 11, 11, 11); EQ(R[3][0], 12);
    for (int l = 4; l < 8; l++) EQ(R[l][0], SENT);
    EQ(M.res[0].counter, 13); EQ(RV, 0x0F);
    UB(0, 0, 0, 0);

    reset("consume with helper and inactive lanes");
    set_raw(0, 0, 4);
    M.res[0].counter = 1;
    run(SM5_OP_IMM_ATOMIC_CONSUME, 0, 1, SM5_SWZ_XYZW, 8, 0xF5, 0x10);  /* lanes 0 2 5 6 7 */
    EQ(R[0][0], 0); EQ(R[2][0], 0xFFFFFFFFu); EQ(R[4][0], 0); EQ(R[5][0], 0xFFFFFFFEu);
    EQ(R[6][0], 0xFFFFFFFDu); EQ(R[7][0], 0xFFFFFFFCu); EQ(R[1][0], SENT); EQ(R[3][0], SENT);
    EQ(M.res[0].counter, 0xFFFFFFFCu);

    reset("counters are per slot");
    set_raw(0, 0, 4); set_raw(1, 4, 4);
    M.res[0].counter = 100; M.res[1].counter = 200;
    run(SM5_OP_IMM_ATOMIC_ALLOC, 1, 1, SM5_SWZ_XYZW, 2, 3, 0);
    EQ(M.res[0].counter, 100); EQ(M.res[1].counter, 202); EQ(R[1][0], 201);
}

/* ---- helper / inactive lanes --------------------------------------------------------- */
static void t_lanes(void)
{
    reset("imm_or helper and inactive lanes");
    set_raw(0, 0, 4);
    W[0] = 0x100u;
    for (int l = 0; l < 4; l++) S[l][1][0] = 1u << l;
    run(SM5_OP_IMM_ATOMIC_OR, 0, 1, SM5_SWZ_XYZW, 4, 0xB, 0x2);   /* 0, 1(helper), 3 */
    EQ(R[0][0], 0x100u); RET4(1, 0, 0, 0, 0); RET4(2, SENT, SENT, SENT, SENT);
    EQ(R[3][0], 0x101u); EQ(W[0], 0x109u); EQ(RV, 0xB);

    /* A helper or inactive lane with a bad address counts nothing. */
    reset("helper lane with bad address");
    set_raw(0, 0, 4);
    S[1][0][0] = 0x1000u; S[2][0][0] = 3; S[0][1][0] = 1;
    run(SM5_OP_IMM_ATOMIC_IADD, 0, 1, SM5_SWZ_XYZW, 3, 0x3, 0x2);
    UB(0, 0, 0, 0);
    EQ(W[0], 1); EQ(R[1][0], 0); EQ(R[2][0], SENT);

    reset("helper lane store writes nothing");
    set_raw(0, 0, 4);
    for (int l = 0; l < 2; l++) { S[l][0][0] = (uint32_t)l * 4u; S[l][1][0] = 0x77u; }
    run(SM5_OP_STORE_RAW, 0, 1, SM5_SWZ_XYZW, 2, 0x3, 0x1);
    EQ(W[0], 0); EQ(W[1], 0x77u); EQ(RV, 0); EQ(R[0][0], SENT);

    reset("helper lane load returns 0");
    set_raw(0, 0, 4);
    W[0] = 0x1234u;
    run(SM5_OP_LD_RAW, 0, 0xF, SM5_SWZ_XYZW, 3, 0x7, 0x2);
    RET4(0, 0x1234u, 0, 0, 0); RET4(1, 0, 0, 0, 0); RET4(2, 0x1234u, 0, 0, 0);
    EQ(RV, 0x7);

    reset("exec bits beyond lanes are ignored");
    set_raw(0, 0, 4);
    S[0][1][0] = 1; S[1][1][0] = 1;
    run(SM5_OP_IMM_ATOMIC_IADD, 0, 1, SM5_SWZ_XYZW, 1, 0x3, 0);
    EQ(W[0], 1); EQ(RV, 1); EQ(R[1][0], SENT);
}

/* ---- raw and structured bounds, alignment, check order ---------------------------- */
static void t_raw_bounds(void)
{
    /* u0 raw 4 words at base 0, u1 right after: faults must not leak into u1. */
    struct { uint32_t off; uint32_t after0, after1; int oob, mis; const char *name; } c[] = {
        { 12, 5, 0, 0, 0, "raw last word" },
        { 16, 0, 0, 1, 0, "raw one past end" },
        { 0xFFFFFFFCu, 0, 0, 1, 0, "raw offset 0xFFFFFFFC (no wrap)" },
        { 2, 0, 0, 0, 1, "raw misaligned 2" },
        { 13, 0, 0, 0, 1, "raw misaligned 13" },
        { 0xFFFFFFFFu, 0, 0, 0, 1, "raw misaligned and out of range: alignment first" },
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        reset(c[i].name);
        set_raw(0, 0, 4); set_raw(1, 4, 4);
        S[0][0][0] = c[i].off; S[0][1][0] = 5;
        run(SM5_OP_IMM_ATOMIC_IADD, 0, 1, SM5_SWZ_XYZW, 1, 1, 0);
        EQ(W[3], c[i].after0); EQ(W[4], c[i].after1);
        EQ(R[0][0], 0); EQ(RV, 1);
        UB((uint32_t)c[i].oob, 0, 0, (uint32_t)c[i].mis);
    }
    /* g#: out of range is GSM_OOB, misalignment stays MISALIGNED. */
    reset("g0 raw out of range");
    set_raw(8, 0, 4);
    S[0][0][0] = 16; S[0][1][0] = 1;
    run(SM5_OP_IMM_ATOMIC_IADD, SM5_RES_GROUPSHARED | 0, 1, SM5_SWZ_XYZW, 1, 1, 0);
    UB(0, 0, 1, 0); EQ(R[0][0], 0); EQ(W[4], 0);

    reset("g3 raw misaligned");
    set_raw(11, 0, 4);
    S[0][0][0] = 6; S[0][1][0] = 1;
    run(SM5_OP_ATOMIC_IADD, SM5_RES_GROUPSHARED | 3, 0, SM5_SWZ_XYZW, 1, 1, 0);
    UB(0, 0, 0, 1); EQ(W[1], 0); EQ(W[2], 0);

    reset("g3 raw in range");
    set_raw(11, 20, 4);
    S[0][0][0] = 4; S[0][1][0] = 1;
    run(SM5_OP_ATOMIC_IADD, SM5_RES_GROUPSHARED | 3, 0, SM5_SWZ_XYZW, 1, 1, 0);
    UB(0, 0, 0, 0); EQ(W[21], 1);

    /* Several faulting lanes count one event each; the good lane still works. */
    reset("4 lanes, 3 faults");
    set_raw(0, 0, 4);
    S[0][0][0] = 0; S[1][0][0] = 16; S[2][0][0] = 1; S[3][0][0] = 400;
    for (int l = 0; l < 4; l++) S[l][1][0] = 1;
    run(SM5_OP_IMM_ATOMIC_IADD, 0, 1, SM5_SWZ_XYZW, 4, 0xF, 0);
    UB(2, 0, 0, 1); EQ(W[0], 1); EQ(R[0][0], 0); EQ(R[1][0], 0); EQ(R[3][0], 0);

    reset("undeclared slot");
    S[0][1][0] = 1;
    run(SM5_OP_IMM_ATOMIC_IADD, 5, 1, SM5_SWZ_XYZW, 1, 1, 0);
    UB(1, 0, 0, 0); EQ(W[0], 0); EQ(R[0][0], 0);

    reset("descriptor past the memory");
    set_raw(0, NW - 2, 4);
    S[0][0][0] = 8; S[0][1][0] = 1; S[1][0][0] = 4; S[1][1][0] = 1;
    run(SM5_OP_IMM_ATOMIC_IADD, 0, 1, SM5_SWZ_XYZW, 2, 3, 0);
    UB(1, 0, 0, 0); EQ(W[NW - 1], 1);
}

static void t_struct_bounds(void)
{
    /* u1 structured, stride 12 (3 words), 12 words -> 4 elements, base 20. */
    struct { uint32_t idx, off; int ok; uint32_t word; int oob, so, mis; const char *name; } c[] = {
        { 3, 8, 1, 20 + 11, 0, 0, 0, "struct last element, last word" },
        { 1, 4, 1, 20 + 4, 0, 0, 0, "struct (1, 4)" },
        { 4, 0, 0, 0, 1, 0, 0, "struct index = count" },
        { 0xFFFFFFFFu, 0, 0, 0, 1, 0, 0, "struct index 0xFFFFFFFF" },
        { 0, 12, 0, 0, 0, 1, 0, "struct offset = stride" },
        { 4, 12, 0, 0, 0, 1, 0, "struct offset before index" },
        { 0, 2, 0, 0, 0, 0, 1, "struct misaligned offset" },
        { 9, 14, 0, 0, 0, 0, 1, "struct alignment before offset and index" },
        { 0, 0xFFFFFFFCu, 0, 0, 0, 1, 0, "struct offset 0xFFFFFFFC (no wrap)" },
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        reset(c[i].name);
        set_struct(1, 20, 12, 12);
        S[0][0][0] = c[i].idx; S[0][0][1] = c[i].off; S[0][1][0] = 0x44u;
        run(SM5_OP_IMM_ATOMIC_EXCH, 1, 1, SM5_SWZ_XYZW, 1, 1, 0);
        uint32_t sum = 0;
        for (unsigned w = 0; w < NW; w++) sum += W[w];
        EQ(sum, c[i].ok ? 0x44u : 0u);
        if (c[i].ok) EQ(W[c[i].word], 0x44u);
        EQ(R[0][0], 0);
        UB((uint32_t)c[i].oob, (uint32_t)c[i].so, 0, (uint32_t)c[i].mis);
    }
    reset("g2 structured offset fault is gsm_oob");
    set_struct(10, 0, 12, 12);
    S[0][0][0] = 0; S[0][0][1] = 12; S[0][1][0] = 1;
    run(SM5_OP_ATOMIC_IADD, SM5_RES_GROUPSHARED | 2, 0, SM5_SWZ_XYZW, 1, 1, 0);
    UB(0, 0, 1, 0); EQ(W[3], 0);

    reset("g2 structured index fault is gsm_oob");
    set_struct(10, 0, 12, 12);
    S[0][0][0] = 4; S[0][0][1] = 0; S[0][1][0] = 1;
    run(SM5_OP_ATOMIC_IADD, SM5_RES_GROUPSHARED | 2, 0, SM5_SWZ_XYZW, 1, 1, 0);
    UB(0, 0, 1, 0); EQ(W[12], 0);

    reset("g2 structured misaligned");
    set_struct(10, 0, 12, 12);
    S[0][0][1] = 1;
    run(SM5_OP_ATOMIC_IADD, SM5_RES_GROUPSHARED | 2, 0, SM5_SWZ_XYZW, 1, 1, 0);
    UB(0, 0, 0, 1);

    /* count = size * 4 / stride rounds down: 10 words of stride 12 hold 3 elements. */
    reset("struct partial last element");
    set_struct(0, 0, 10, 12);
    S[0][0][0] = 3; S[0][0][1] = 0; S[0][1][0] = 1;
    run(SM5_OP_ATOMIC_IADD, 0, 0, SM5_SWZ_XYZW, 1, 1, 0);
    UB(1, 0, 0, 0); EQ(W[9], 0);
}

/* ---- sm5_mem_addr directly: words and k ---------------------------------------------- */
static void t_addr(void)
{
    uint32_t src[SM5_NSRC][4] = { { 0 } }, w = 0;
    sm5_uop_t u;
    reset("addr raw k");
    set_raw(0, 100, 6);
    u = U(SM5_OP_LD_RAW, 0, 0xF, SM5_SWZ_XYZW);
    src[0][0] = 8;
    EQ(sm5_mem_addr(&M, &u, (const uint32_t (*)[4])src, 0, &w), SM5_ACC_OK); EQ(w, 102);
    EQ(sm5_mem_addr(&M, &u, (const uint32_t (*)[4])src, 3, &w), SM5_ACC_OK); EQ(w, 105);
    src[0][0] = 12;
    EQ(sm5_mem_addr(&M, &u, (const uint32_t (*)[4])src, 3, &w), SM5_ACC_OOB); EQ(w, 0);
    EQ(sm5_mem_addr(&M, &u, (const uint32_t (*)[4])src, 2, NULL), SM5_ACC_OK);
    src[0][0] = 9;
    EQ(sm5_mem_addr(&M, &u, (const uint32_t (*)[4])src, 0, &w), SM5_ACC_MISALIGNED);
    UB(0, 0, 0, 0);   /* addr counts nothing */

    reset("addr structured from two sources");
    set_struct(1, 50, 16, 16);   /* 4 elements of 4 words */
    u = U(SM5_OP_LD_STRUCTURED, 1, 0xF, SM5_SWZ_XYZW);
    memset(src, 0, sizeof src);
    src[0][0] = 2; src[1][0] = 4; src[0][1] = 0x999u;   /* src0.y must be ignored */
    EQ(sm5_mem_addr(&M, &u, (const uint32_t (*)[4])src, 0, &w), SM5_ACC_OK); EQ(w, 50 + 9);
    EQ(sm5_mem_addr(&M, &u, (const uint32_t (*)[4])src, 2, &w), SM5_ACC_OK); EQ(w, 50 + 11);
    EQ(sm5_mem_addr(&M, &u, (const uint32_t (*)[4])src, 3, &w), SM5_ACC_STRUCT_OFFSET);
    /* atomics read (index, offset) from src0.x, src0.y */
    u = U(SM5_OP_IMM_ATOMIC_IADD, 1, 1, SM5_SWZ_XYZW);
    src[0][1] = 8; src[1][0] = 0x999u;
    EQ(sm5_mem_addr(&M, &u, (const uint32_t (*)[4])src, 0, &w), SM5_ACC_OK); EQ(w, 50 + 10);
    src[0][0] = 4;
    EQ(sm5_mem_addr(&M, &u, (const uint32_t (*)[4])src, 0, &w), SM5_ACC_OOB);
    u.res = SM5_RES_GROUPSHARED | 1;   /* same slot number, g1 = slot 9: undeclared */
    src[0][0] = 0;
    EQ(sm5_mem_addr(&M, &u, (const uint32_t (*)[4])src, 0, &w), SM5_ACC_GSM_OOB);
    UB(0, 0, 0, 0);
}

/* ---- typed coordinates for every dim ------------------------------------------------ */
static void t_typed_dims(void)
{
    /* word = x + width * (y + height * z), or -1 for out of bounds (worked by hand). */
    struct { int dim; uint32_t w, h, d, size, x, y, z; int word; const char *name; } c[] = {
        { SM5_DIM_BUFFER, 5, 9, 9, 5, 4, 7, 7, 4, "buffer x=4 (y, z ignored)" },
        { SM5_DIM_BUFFER, 5, 9, 9, 5, 5, 0, 0, -1, "buffer x=width" },
        { SM5_DIM_1D, 5, 1, 1, 5, 4, 0, 0, 4, "1d x=4" },
        { SM5_DIM_1D, 5, 1, 1, 5, 0xFFFFFFFFu, 0, 0, -1, "1d x=-1 (unsigned)" },
        { SM5_DIM_1DARRAY, 4, 9, 3, 12, 3, 2, 5, 11, "1darray (3, slice 2)" },
        { SM5_DIM_1DARRAY, 4, 9, 3, 12, 1, 1, 0, 5, "1darray (1, slice 1)" },
        { SM5_DIM_1DARRAY, 4, 9, 3, 12, 3, 3, 0, -1, "1darray slice=slices" },
        { SM5_DIM_1DARRAY, 4, 9, 3, 12, 4, 0, 0, -1, "1darray x=width" },
        { SM5_DIM_2D, 4, 3, 9, 12, 3, 2, 9, 11, "2d (3, 2) (z ignored)" },
        { SM5_DIM_2D, 4, 3, 9, 12, 4, 0, 0, -1, "2d x=width" },
        { SM5_DIM_2D, 4, 3, 9, 12, 0, 3, 0, -1, "2d y=height" },
        { SM5_DIM_2D, 4, 3, 1, 10, 3, 2, 0, -1, "2d element past size" },
        { SM5_DIM_2DARRAY, 4, 3, 2, 24, 3, 2, 1, 23, "2darray (3, 2, slice 1)" },
        { SM5_DIM_2DARRAY, 4, 3, 2, 24, 1, 1, 1, 17, "2darray (1, 1, slice 1)" },
        { SM5_DIM_2DARRAY, 4, 3, 2, 24, 0, 0, 2, -1, "2darray slice=slices" },
        { SM5_DIM_2DARRAY, 4, 3, 2, 24, 0, 3, 0, -1, "2darray y=height" },
        { SM5_DIM_2DARRAY, 4, 3, 2, 24, 4, 0, 0, -1, "2darray x=width" },
        { SM5_DIM_3D, 4, 3, 2, 24, 3, 2, 1, 23, "3d (3, 2, 1)" },
        { SM5_DIM_3D, 4, 3, 2, 24, 2, 0, 1, 14, "3d (2, 0, 1)" },
        { SM5_DIM_3D, 4, 3, 2, 24, 0, 0, 0xFFFFFFFFu, -1, "3d z=-1" },
        { SM5_DIM_3D, 4, 3, 2, 24, 0, 0xFFFFFFFFu, 0, -1, "3d y=-1" },
        { SM5_DIM_3D, 4, 3, 2, 24, 0, 0, 2, -1, "3d z=depth" },
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const uint32_t base = 100;
        bool ok = c[i].word >= 0;
        reset(c[i].name);
        set_typed(4, base, c[i].size, c[i].dim, SM5_FMT_R32_UINT, c[i].w, c[i].h, c[i].d);
        S[0][0][0] = c[i].x; S[0][0][1] = c[i].y; S[0][0][2] = c[i].z;
        S[0][1][0] = 0xABC00000u | (uint32_t)i;
        run(SM5_OP_STORE_UAV_TYPED, 4, 0xF, SM5_SWZ_XYZW, 1, 1, 0);
        uint32_t sum = 0;
        for (unsigned w = 0; w < NW; w++) sum += W[w];
        EQ(sum, ok ? (0xABC00000u | (uint32_t)i) : 0u);
        if (ok) EQ(W[base + (uint32_t)c[i].word], 0xABC00000u | (uint32_t)i);
        UB(ok ? 0 : 1, 0, 0, 0);
        run(SM5_OP_LD_UAV_TYPED, 4, 0xF, SM5_SWZ_XYZW, 1, 1, 0);
        if (ok) RET4(0, 0xABC00000u | (uint32_t)i, 0, 0, 1);
        else RET4(0, 0, 0, 0, 0);
        S[0][1][0] = 1;
        run(SM5_OP_IMM_ATOMIC_IADD, 4, 1, SM5_SWZ_XYZW, 1, 1, 0);
        if (ok) { EQ(R[0][0], 0xABC00000u | (uint32_t)i);
                  EQ(W[base + (uint32_t)c[i].word], 0xABC00001u + (uint32_t)i); }
        else EQ(R[0][0], 0);
        UB(ok ? 0 : 3, 0, 0, 0);
    }
}

/* ---- raw / structured loads: swizzle, mask, P-11 ------------------------------------ */
static void t_loads(void)
{
#define RAW6() do { set_raw(0, 0, 6); set_raw(1, 6, 4); \
                    for (int i = 0; i < 10; i++) W[i] = 10u + (uint32_t)i; } while (0)
    reset("ld_raw xyzw"); RAW6();
    S[0][0][0] = 8;
    run(SM5_OP_LD_RAW, 0, 0xF, SM5_SWZ_XYZW, 1, 1, 0);
    RET4(0, 12, 13, 14, 15); UB(0, 0, 0, 0); EQ(RV, 1);

    reset("ld_raw straddles the end (P-11)"); RAW6();
    S[0][0][0] = 16;
    run(SM5_OP_LD_RAW, 0, 0xF, SM5_SWZ_XYZW, 1, 1, 0);
    RET4(0, 14, 15, 0, 0); UB(2, 0, 0, 0);

    reset("ld_raw .x at the last word touches one word"); RAW6();
    S[0][0][0] = 20;
    run(SM5_OP_LD_RAW, 0, 0x1, SM5_SWZ_XYZW, 1, 1, 0);
    RET4(0, 15, 0, 0, 0); UB(0, 0, 0, 0);

    reset("ld_raw .xy of .xxxx past the end: one event"); RAW6();
    S[0][0][0] = 24;
    run(SM5_OP_LD_RAW, 0, 0x3, SWZ(0, 0, 0, 0), 1, 1, 0);
    RET4(0, 0, 0, 0, 0); UB(1, 0, 0, 0);

    reset("ld_raw .wzyx"); RAW6();
    run(SM5_OP_LD_RAW, 0, 0xF, SWZ(3, 2, 1, 0), 1, 1, 0);
    RET4(0, 13, 12, 11, 10);

    reset("ld_raw mask .yw swizzle .yxwz"); RAW6();
    S[0][0][0] = 4;
    run(SM5_OP_LD_RAW, 0, 0xA, SWZ(1, 0, 3, 2), 1, 1, 0);
    RET4(0, 0, 11, 0, 13);

    reset("ld_raw misaligned"); RAW6();
    S[0][0][0] = 2;
    run(SM5_OP_LD_RAW, 0, 0xF, SM5_SWZ_XYZW, 1, 1, 0);
    RET4(0, 0, 0, 0, 0); UB(0, 0, 0, 4);

    reset("ld_raw g# past the end");
    set_raw(8, 0, 2);
    W[0] = 1; W[1] = 2; W[2] = 3;
    S[0][0][0] = 4;
    run(SM5_OP_LD_RAW, SM5_RES_GROUPSHARED, 0x3, SM5_SWZ_XYZW, 1, 1, 0);
    RET4(0, 2, 0, 0, 0); UB(0, 0, 1, 0);

    reset("ld_raw 4 lanes, different offsets"); RAW6();
    for (int l = 0; l < 4; l++) S[l][0][0] = (uint32_t)l * 4u;
    run(SM5_OP_LD_RAW, 0, 0x3, SM5_SWZ_XYZW, 4, 0xF, 0);
    RET4(0, 10, 11, 0, 0); RET4(3, 13, 14, 0, 0);

    /* u2 structured stride 8 (2 words), 6 words -> 3 elements, base 40. */
#define ST8() do { set_struct(2, 40, 6, 8); \
                   for (int i = 0; i < 8; i++) W[40 + i] = 0x200u + (uint32_t)i; } while (0)
    reset("ld_structured (2, 4) .xy"); ST8();
    S[0][0][0] = 2; S[0][1][0] = 4; S[0][0][1] = 0x999u;
    run(SM5_OP_LD_STRUCTURED, 2, 0x3, SM5_SWZ_XYZW, 1, 1, 0);
    RET4(0, 0x205u, 0, 0, 0); UB(0, 1, 0, 0);

    reset("ld_structured (1, 0) xyzw"); ST8();
    S[0][0][0] = 1; S[0][1][0] = 0;
    run(SM5_OP_LD_STRUCTURED, 2, 0xF, SM5_SWZ_XYZW, 1, 1, 0);
    RET4(0, 0x202u, 0x203u, 0, 0); UB(0, 2, 0, 0);

    reset("ld_structured index = count"); ST8();
    S[0][0][0] = 3; S[0][1][0] = 0;
    run(SM5_OP_LD_STRUCTURED, 2, 0x1, SM5_SWZ_XYZW, 1, 1, 0);
    RET4(0, 0, 0, 0, 0); UB(1, 0, 0, 0);

    reset("ld_structured .yx"); ST8();
    S[0][0][0] = 0; S[0][1][0] = 0;
    run(SM5_OP_LD_STRUCTURED, 2, 0x3, SWZ(1, 0, 0, 0), 1, 1, 0);
    RET4(0, 0x201u, 0x200u, 0, 0); UB(0, 0, 0, 0);

    reset("ld_structured g# offset fault");
    set_struct(15, 40, 6, 8);
    W[43] = 0x77u;
    S[0][0][0] = 1; S[0][1][0] = 4;
    run(SM5_OP_LD_STRUCTURED, SM5_RES_GROUPSHARED | 7, 0x3, SM5_SWZ_XYZW, 1, 1, 0);
    RET4(0, 0x77u, 0, 0, 0); UB(0, 0, 1, 0);
#undef ST8
#undef RAW6
}

/* ---- raw / structured stores -------------------------------------------------------- */
static void t_stores(void)
{
    reset("store_raw mask .xz");
    set_raw(0, 0, 6);
    for (int i = 0; i < 8; i++) W[i] = 0x55u;
    S[0][0][0] = 4; S[0][1][0] = 1; S[0][1][1] = 2; S[0][1][2] = 3; S[0][1][3] = 4;
    run(SM5_OP_STORE_RAW, 0, 0x5, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(W[0], 0x55u); EQ(W[1], 1); EQ(W[2], 0x55u); EQ(W[3], 3); EQ(W[4], 0x55u);
    EQ(RV, 0); EQ(R[0][0], SENT); UB(0, 0, 0, 0);

    reset("store_raw straddles the end (P-11)");
    set_raw(0, 0, 4); set_raw(1, 4, 4);
    S[0][0][0] = 8; S[0][1][0] = 1; S[0][1][1] = 2; S[0][1][2] = 3; S[0][1][3] = 4;
    run(SM5_OP_STORE_RAW, 0, 0xF, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(W[2], 1); EQ(W[3], 2); EQ(W[4], 0); EQ(W[5], 0); UB(2, 0, 0, 0);

    reset("store_raw misaligned");
    set_raw(0, 0, 4);
    S[0][0][0] = 1; S[0][1][0] = 1; S[0][1][1] = 2;
    run(SM5_OP_STORE_RAW, 0, 0x3, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(W[0], 0); EQ(W[1], 0); UB(0, 0, 0, 2);

    reset("store_raw 32 lanes one word: highest lane wins");
    set_raw(0, 0, 4);
    for (int l = 0; l < 32; l++) { S[l][0][0] = 8; S[l][1][0] = 0x100u + (uint32_t)l; }
    run(SM5_OP_STORE_RAW, 0, 0x1, SM5_SWZ_XYZW, 32, 0xFFFFFFFFu, 0);
    EQ(W[2], 0x11Fu);

    reset("store_raw 32 lanes one word, lane 31 helper");
    set_raw(0, 0, 4);
    for (int l = 0; l < 32; l++) { S[l][0][0] = 8; S[l][1][0] = 0x100u + (uint32_t)l; }
    run(SM5_OP_STORE_RAW, 0, 0x1, SM5_SWZ_XYZW, 32, 0x7FFFFFFFu, 0x80000000u);
    EQ(W[2], 0x11Eu);

    reset("store_raw overlapping lanes");
    set_raw(0, 0, 4);
    S[0][0][0] = 0; S[0][1][0] = 0xA0u; S[0][1][1] = 0xA1u;
    S[1][0][0] = 4; S[1][1][0] = 0xB0u; S[1][1][1] = 0xB1u;
    run(SM5_OP_STORE_RAW, 0, 0x3, SM5_SWZ_XYZW, 2, 3, 0);
    EQ(W[0], 0xA0u); EQ(W[1], 0xB0u); EQ(W[2], 0xB1u);

    reset("store_raw g#");
    set_raw(9, 30, 2);
    S[0][0][0] = 4; S[0][1][0] = 0x11u; S[0][1][1] = 0x22u;
    run(SM5_OP_STORE_RAW, SM5_RES_GROUPSHARED | 1, 0x3, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(W[31], 0x11u); EQ(W[32], 0); UB(0, 0, 1, 0);

    /* u1 structured stride 8, 8 words -> 4 elements, base 10. */
    reset("store_structured (3, 4) .xy");
    set_struct(1, 10, 8, 8);
    S[0][0][0] = 3; S[0][1][0] = 4; S[0][2][0] = 7; S[0][2][1] = 8;
    run(SM5_OP_STORE_STRUCTURED, 1, 0x3, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(W[17], 7); EQ(W[18], 0); UB(0, 1, 0, 0);

    reset("store_structured (0, 0) .xy");
    set_struct(1, 10, 8, 8);
    S[0][0][0] = 0; S[0][1][0] = 0; S[0][2][0] = 7; S[0][2][1] = 8;
    S[0][1][1] = 0x999u;   /* only .x of the offset source */
    run(SM5_OP_STORE_STRUCTURED, 1, 0x3, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(W[10], 7); EQ(W[11], 8); UB(0, 0, 0, 0);

    reset("store_structured index = count");
    set_struct(1, 10, 8, 8);
    S[0][0][0] = 4; S[0][1][0] = 0; S[0][2][0] = 7;
    run(SM5_OP_STORE_STRUCTURED, 1, 0x1, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(W[18], 0); UB(1, 0, 0, 0);
}

/* ---- typed formats: bit patterns worked by hand from SPEC 1 / 5 --------------------- */
static void store_typed(int fmt, uint32_t x, uint32_t y, uint32_t z, uint32_t w)
{
    reset(ctx);
    set_typed(3, 7, 4, SM5_DIM_BUFFER, fmt, 4, 1, 1);
    S[0][0][0] = 2; S[0][1][0] = x; S[0][1][1] = y; S[0][1][2] = z; S[0][1][3] = w;
    run(SM5_OP_STORE_UAV_TYPED, 3, 0xF, SM5_SWZ_XYZW, 1, 1, 0);
}
static void load_typed(int fmt, uint32_t word, int swz)
{
    reset(ctx);
    set_typed(3, 7, 4, SM5_DIM_BUFFER, fmt, 4, 1, 1);
    W[9] = word;
    S[0][0][0] = 2;
    run(SM5_OP_LD_UAV_TYPED, 3, 0xF, swz, 1, 1, 0);
}
static bool is_nan32(uint32_t v) { return (v & 0x7F800000u) == 0x7F800000u && (v & 0x7FFFFFu); }

static void t_formats(void)
{
    struct { int fmt; uint32_t x, y, z, word; const char *name; } st[] = {
        { SM5_FMT_R32_UINT, 0x12345678u, 9, 9, 0x12345678u, "store R32_UINT" },
        { SM5_FMT_R32_SINT, 0xFFFFFFFFu, 9, 9, 0xFFFFFFFFu, "store R32_SINT" },
        { SM5_FMT_R32_FLOAT, 0x00000001u, 9, 9, 0x00000001u, "store R32_FLOAT keeps a denorm" },
        { SM5_FMT_R16G16_FLOAT, 0x3F800000u, 0xC0000000u, 9, 0xC0003C00u, "store R16G16 (1, -2)" },
        { SM5_FMT_R16G16_FLOAT, 0x477FE000u, 0x3F000000u, 0, 0x38007BFFu, "store R16G16 (65504, 0.5)" },
        { SM5_FMT_R16G16_FLOAT, 0x49742400u, 0xFF800000u, 0, 0xFC007BFFu, "store R16G16 (1e6 -> max, -inf)" },
        { SM5_FMT_R16G16_FLOAT, 0x3F801000u, 0xBF803000u, 0, 0xBC013C00u, "store R16G16 toward zero" },
        { SM5_FMT_R16G16_FLOAT, 0x00000001u, 0x80000001u, 0, 0x80000000u, "store R16G16 f32 denorms flush" },
        { SM5_FMT_R16G16_FLOAT, 0x33C00000u, 0x33000000u, 0, 0x00000001u, "store R16G16 f16 denorm range" },
        { SM5_FMT_R16G16_FLOAT, 0x7FC00000u, 0xFF800001u, 0, 0xFE007E00u, "store R16G16 NaN (P-4)" },
        { SM5_FMT_R11G11B10_FLOAT, 0x3F800000u, 0x40000000u, 0x3F000000u, 0x702003C0u, "store R11G11B10 (1, 2, 0.5)" },
        { SM5_FMT_R11G11B10_FLOAT, 0xBF800000u, 0x7FC00000u, 0x7F800000u, 0xF83FF800u, "store R11G11B10 (-1, NaN, inf)" },
        { SM5_FMT_R11G11B10_FLOAT, 0x3FC00000u, 0x49742400u, 0x49742400u, 0xF7FDFBE0u, "store R11G11B10 (1.5, 1e6, 1e6)" },
        { SM5_FMT_R11G11B10_FLOAT, 0x35800000u, 0x3F810000u, 0x36000000u, 0x005E0001u, "store R11G11B10 denorms, toward zero" },
        { SM5_FMT_R11G11B10_FLOAT, 0x80000000u, 0xFF800000u, 0x3F820000u, 0x78000000u, "store R11G11B10 (-0, -inf, 1+2^-6)" },
    };
    for (size_t i = 0; i < sizeof st / sizeof st[0]; i++) {
        ctx = st[i].name;
        store_typed(st[i].fmt, st[i].x, st[i].y, st[i].z, 0x12u);
        EQ(W[9], st[i].word); EQ(W[8], 0); EQ(W[10], 0);
    }
    struct { int fmt; uint32_t word, x, y, z, w; const char *name; } ld[] = {
        { SM5_FMT_R32_UINT, 0x80000001u, 0x80000001u, 0, 0, 1, "load R32_UINT" },
        { SM5_FMT_R32_SINT, 0x80000001u, 0x80000001u, 0, 0, 1, "load R32_SINT" },
        { SM5_FMT_R32_FLOAT, 0x00000001u, 0x00000001u, 0, 0, 0x3F800000u, "load R32_FLOAT" },
        { SM5_FMT_R16G16_FLOAT, 0xC0003C00u, 0x3F800000u, 0xC0000000u, 0, 0x3F800000u, "load R16G16 (1, -2)" },
        { SM5_FMT_R16G16_FLOAT, 0x80010001u, 0x33800000u, 0xB3800000u, 0, 0x3F800000u, "load R16G16 denorms" },
        { SM5_FMT_R16G16_FLOAT, 0x7E017C00u, 0x7F800000u, 0x7FC02000u, 0, 0x3F800000u, "load R16G16 inf, NaN (P-5)" },
        { SM5_FMT_R11G11B10_FLOAT, 0x702003C0u, 0x3F800000u, 0x40000000u, 0x3F000000u, 0x3F800000u, "load R11G11B10 (1, 2, 0.5)" },
        { SM5_FMT_R11G11B10_FLOAT, 0xF7FE0001u, 0x35800000u, 0x7F800000u, 0x477C0000u, 0x3F800000u, "load R11G11B10 denorm, inf, max" },
        { SM5_FMT_R11G11B10_FLOAT, 0x001E07BFu, 0x477E0000u, 0x3F800000u, 0, 0x3F800000u, "load R11G11B10 f11 max" },
    };
    for (size_t i = 0; i < sizeof ld / sizeof ld[0]; i++) {
        ctx = ld[i].name;
        load_typed(ld[i].fmt, ld[i].word, SM5_SWZ_XYZW);
        RET4(0, ld[i].x, ld[i].y, ld[i].z, ld[i].w);
    }
    ctx = "load R11G11B10 NaN";
    load_typed(SM5_FMT_R11G11B10_FLOAT, 0xFFFFFFFFu, SM5_SWZ_XYZW);
    EQ(is_nan32(R[0][0]), 1); EQ(is_nan32(R[0][1]), 1); EQ(is_nan32(R[0][2]), 1);
    EQ(R[0][3], 0x3F800000u);

    ctx = "load R32_UINT .wzyx";
    load_typed(SM5_FMT_R32_UINT, 0x55u, SWZ(3, 2, 1, 0));
    RET4(0, 1, 0, 0, 0x55u);
    ctx = "load R16G16 .yxww mask .xyz";
    reset(ctx);
    set_typed(3, 7, 4, SM5_DIM_BUFFER, SM5_FMT_R16G16_FLOAT, 4, 1, 1);
    W[9] = 0xC0003C00u; S[0][0][0] = 2;
    run(SM5_OP_LD_UAV_TYPED, 3, 0x7, SWZ(1, 0, 3, 3), 1, 1, 0);
    RET4(0, 0xC0000000u, 0x3F800000u, 0x3F800000u, 0);
    ctx = "load R16G16 out of bounds: no P-10 fill";
    reset(ctx);
    set_typed(3, 7, 4, SM5_DIM_BUFFER, SM5_FMT_R16G16_FLOAT, 4, 1, 1);
    S[0][0][0] = 4;
    run(SM5_OP_LD_UAV_TYPED, 3, 0xF, SM5_SWZ_XYZW, 1, 1, 0);
    RET4(0, 0, 0, 0, 0); UB(1, 0, 0, 0);

    /* Round trips: store, then load the same element (both directions by hand). */
    ctx = "round trip R16G16";
    reset(ctx);
    set_typed(3, 7, 4, SM5_DIM_BUFFER, SM5_FMT_R16G16_FLOAT, 4, 1, 1);
    S[0][0][0] = 1; S[0][1][0] = 0x3F801000u; S[0][1][1] = 0xC0000000u;
    run(SM5_OP_STORE_UAV_TYPED, 3, 0xF, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(W[8], 0xC0003C00u);
    run(SM5_OP_LD_UAV_TYPED, 3, 0xF, SM5_SWZ_XYZW, 1, 1, 0);
    RET4(0, 0x3F800000u, 0xC0000000u, 0, 0x3F800000u);
    ctx = "round trip R11G11B10";
    reset(ctx);
    set_typed(3, 7, 4, SM5_DIM_BUFFER, SM5_FMT_R11G11B10_FLOAT, 4, 1, 1);
    S[0][0][0] = 3; S[0][1][0] = 0x3FC00000u; S[0][1][1] = 0x40400000u; S[0][1][2] = 0x3E800000u;
    run(SM5_OP_STORE_UAV_TYPED, 3, 0xF, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(W[10], 0x682103E0u);
    run(SM5_OP_LD_UAV_TYPED, 3, 0xF, SM5_SWZ_XYZW, 1, 1, 0);
    RET4(0, 0x3FC00000u, 0x40400000u, 0x3E800000u, 0x3F800000u);

    /* The pack / unpack helpers on their own. */
    ctx = "fmt_pack / fmt_unpack";
    uint32_t in[4] = { 0x3F800000u, 0x40000000u, 0x3F000000u, 0 }, out[4];
    EQ(sm5_mem_fmt_pack(SM5_FMT_R11G11B10_FLOAT, in), 0x702003C0u);
    EQ(sm5_mem_fmt_pack(SM5_FMT_R16G16_FLOAT, in), 0x40003C00u);
    EQ(sm5_mem_fmt_pack(SM5_FMT_R32_FLOAT, in), 0x3F800000u);
    sm5_mem_fmt_unpack(SM5_FMT_R32_SINT, 0xFFFFFFFFu, out);
    EQ(out[0], 0xFFFFFFFFu); EQ(out[1], 0); EQ(out[2], 0); EQ(out[3], 1);
}

/* ---- helpers: layout, typed words, word mask ---------------------------------------- */
static void t_helpers(void)
{
    sm5_res_t res[SM5_NRES];
    reset("layout");
    memset(res, 0, sizeof res);
    res[0].kind = SM5_RES_RAW; res[0].size = 4;
    res[2].kind = SM5_RES_STRUCTURED; res[2].size = 6; res[2].base = 77;
    res[5].base = 99;   /* undeclared: base 0 */
    res[8].kind = SM5_RES_RAW; res[8].size = 3;
    res[15].kind = SM5_RES_RAW; res[15].size = 0;
    res[9].kind = SM5_RES_TYPED; res[9].size = 2;
    EQ(sm5_mem_layout(res), 15);
    EQ(res[0].base, 0); EQ(res[2].base, 4); EQ(res[5].base, 0); EQ(res[8].base, 10);
    EQ(res[9].base, 13); EQ(res[15].base, 15);

    ctx = "typed words";
    sm5_res_t r;
    memset(&r, 0, sizeof r);
    r.kind = SM5_RES_TYPED; r.width = 4; r.height = 3; r.depth = 2;
    r.dim = SM5_DIM_2DARRAY; EQ(sm5_res_typed_words(&r), 24);
    r.dim = SM5_DIM_3D; EQ(sm5_res_typed_words(&r), 24);
    r.dim = SM5_DIM_2D; EQ(sm5_res_typed_words(&r), 12);
    r.dim = SM5_DIM_1DARRAY; EQ(sm5_res_typed_words(&r), 8);
    r.dim = SM5_DIM_1D; EQ(sm5_res_typed_words(&r), 4);
    r.dim = SM5_DIM_BUFFER; EQ(sm5_res_typed_words(&r), 4);
    r.dim = SM5_DIM_3D; r.width = 0x10000u; r.height = 0x10000u; r.depth = 1;
    EQ(sm5_res_typed_words(&r), 0);   /* 2^32 does not fit */

    ctx = "word mask";
    sm5_uop_t u = U(SM5_OP_LD_RAW, 0, 0x5, SWZ(3, 0, 1, 0));
    EQ(sm5_mem_word_mask(&u), 0xA);      /* x -> w, z -> y */
    u = U(SM5_OP_LD_STRUCTURED, 0, 0xF, SWZ(0, 0, 0, 0)); EQ(sm5_mem_word_mask(&u), 1);
    u = U(SM5_OP_LD_UAV_TYPED, 0, 0x8, SWZ(0, 0, 0, 3));  EQ(sm5_mem_word_mask(&u), 1);
    u = U(SM5_OP_STORE_RAW, 0, 0x6, SM5_SWZ_XYZW);        EQ(sm5_mem_word_mask(&u), 6);
    u = U(SM5_OP_STORE_UAV_TYPED, 0, 0x1, SM5_SWZ_XYZW);  EQ(sm5_mem_word_mask(&u), 1);
    u = U(SM5_OP_ATOMIC_UMIN, 0, 0, SM5_SWZ_XYZW);        EQ(sm5_mem_word_mask(&u), 1);
    u = U(SM5_OP_IMM_ATOMIC_EXCH, 0, 1, SM5_SWZ_XYZW);    EQ(sm5_mem_word_mask(&u), 1);
    u = U(SM5_OP_IMM_ATOMIC_ALLOC, 0, 1, SM5_SWZ_XYZW);   EQ(sm5_mem_word_mask(&u), 0);
    u = U(SM5_OP_IADD, 0, 1, SM5_SWZ_XYZW);               EQ(sm5_mem_word_mask(&u), 0);

    /* A non-memory op through exec changes nothing and writes no register. */
    reset("exec of a non-memory op");
    set_raw(0, 0, 4);
    S[0][0][0] = 0; S[0][1][0] = 5;
    run(SM5_OP_IADD, 0, 1, SM5_SWZ_XYZW, 1, 1, 0);
    EQ(W[0], 0); EQ(RV, 0); EQ(R[0][0], SENT);

    reset("reset counts");
    M.ub.oob = 3; M.ub.misaligned = 1;
    sm5_mem_reset_counts(&M);
    UB(0, 0, 0, 0);
}

/* The op-class predicates (sm5_uop.h) against the mnemonics: SPEC 6 names every memory
 * op by its prefix (atomic_, imm_atomic_, ld_, store_), and the counters by name. */
static bool prefix(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }
static void t_predicates(void)
{
    for (int i = 0; i <= SM5_OP_COUNT; i++) {
        const sm5_op_t op = (sm5_op_t)i;
        const char *n = i < SM5_OP_COUNT ? sm5_op_name(op) : "";
        const bool at = prefix(n, "atomic_"), imm = prefix(n, "imm_atomic_");
        const bool ld = prefix(n, "ld_") || !strcmp(n, "ld"), st = prefix(n, "store_");
        /* SPEC 13 flow control, barriers, nop (and ret) write no register */
        static const char *const flow[] = { "ret", "if_z", "if_nz", "else", "endif", "loop", "endloop",
            "break", "breakc_z", "breakc_nz", "continue", "continuec_z", "continuec_nz", "switch", "case",
            "default", "endswitch", "retc_z", "retc_nz", "sync", "nop" };
        bool fl = false;
        for (size_t k = 0; k < sizeof flow / sizeof flow[0]; k++) fl = fl || !strcmp(n, flow[k]);
        const bool cnt = !strcmp(n, "imm_atomic_alloc") || !strcmp(n, "imm_atomic_consume");
        const bool mem = at || imm || ld || st;
        ctx = i < SM5_OP_COUNT ? n : "opcode past the table";
        EQ(sm5_op_is_mem(op), mem);
        EQ(sm5_op_is_atomic(op), at || imm);
        EQ(sm5_op_is_imm_atomic(op), imm);
        EQ(sm5_op_is_counter(op), cnt);
        EQ(sm5_op_is_load(op), ld);
        EQ(sm5_op_is_store(op), st);
        EQ(sm5_op_writes_mem(op), st || ((at || imm) && !cnt));
        EQ(sm5_op_returns_value(op), imm || ld);
        EQ(sm5_op_alu_writes_reg(op), i < SM5_OP_COUNT && !mem && !fl);
    }
    ctx = "opcode 255";
    EQ(sm5_op_is_mem((sm5_op_t)255), 0);
    EQ(sm5_op_alu_writes_reg((sm5_op_t)255), 0);
}

int main(void)
{
    t_predicates();
    t_apply();
    t_exec_single();
    t_same_word();
    t_counter();
    t_lanes();
    t_raw_bounds();
    t_struct_bounds();
    t_addr();
    t_typed_dims();
    t_loads();
    t_stores();
    t_formats();
    t_helpers();
    printf("%d passed, %d failed\n", npass, nfail);
    return nfail ? 1 : 0;
}

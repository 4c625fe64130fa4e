/* Emits rtl/sm5_pkg.sv from the C single source of truth (sm5_ops.def, sm5_uop.h,
 * sm5_mem.h, sm5_divmul.h, sm5_fma_unit.h, the latency table sm5_pipes.def and sm5_pipe.h),
 * so the RTL and the C model cannot disagree on the encoding, the op -> pipe map or the latencies.
 *   gen_pkg            the SystemVerilog package on stdout
 *   gen_pkg --yosys    the same package for Yosys 0.23 (no `return` in functions)
 *   gen_pkg --gtkw     a GTKWave translate filter file: opcode value -> mnemonic
 * The FMA pipe's op enum and default depth come from sm5_fma_unit.h.                    */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdbool.h>
#include "../sm5_uop.h"
#include "../sm5_mem.h"
#include "../sm5_divmul.h"
#include "../sm5_sfu.h"
#include "../sm5_fma_unit.h"
#include "../sm5_dp_unit.h"
#include "../sm5_pipe.h"
#include "../sm5_seq.h"

static const char *const enum_names[] = {
#define SM5_OP(e, m, c, nd, ns, p, u, dx, f) #e,
#include "../sm5_ops.def"
#undef SM5_OP
};

static const char *const class_names[] = {
    "CL_FLOAT", "CL_INT", "CL_UINT", "CL_DOUBLE", "CL_F16IN", "CL_MOVE", "CL_CTRL",
    "CL_ATOMIC", "CL_IMM_ATOMIC", "CL_LOAD", "CL_STORE", "CL_QUERY"
};

/* The op-class predicates of sm5_uop.h, each emitted as a function of the same name
 * (sm5_ prefix dropped) whose case lists the opcodes where the C predicate holds. */
static bool two_dst(sm5_op_t op) { return sm5_op_ndst(op) == 2; }

static const struct {
    const char *name;
    bool (*fn)(sm5_op_t);
    const char *why;
} predicates[] = {
    { "op_is_mem", sm5_op_is_mem, "executed by the memory unit" },
    { "op_is_atomic", sm5_op_is_atomic, "atomic_* and imm_atomic_* (counters too)" },
    { "op_is_imm_atomic", sm5_op_is_imm_atomic, "imm_atomic_* (counters too)" },
    { "op_is_counter", sm5_op_is_counter, "imm_atomic_alloc / _consume" },
    { "op_is_load", sm5_op_is_load, "ld_*" },
    { "op_is_store", sm5_op_is_store, "store_*" },
    { "op_writes_mem", sm5_op_writes_mem, "stores and the atomics that address a word" },
    { "op_returns_value", sm5_op_returns_value, "memory op with a register result" },
    { "op_alu_writes_reg", sm5_op_alu_writes_reg, "the vector ALU writes the destination" },
    { "op_writes_reg", sm5_op_writes_reg, "writes dst_reg (ALU result or memory return value)" },
    { "op_two_dst", two_dst, "two destinations (dst and dst2; either may be null)" },
    { "op_is_cond", sm5_op_is_cond, "_z/_nz flow op with a condition source" },
    { "op_cond_nz", sm5_op_cond_nz, "... its _nz form" },
    { "op_amo_cmp", sm5_op_is_amo_cmp, "compare-and-write atomic (cmp_store, cmp_exch)" },
    { "op_is_f64", sm5_op_is_f64, "reads or writes doubles: the double unit's ops (DOUBLES=0 lacks them)" },
    { "op_src32", sm5_op_f64_src32, "double op whose first source is 32-bit" },
    { "op_res32", sm5_op_f64_res32, "double op writing one 32-bit value per double" },
};

/* The units' op encodings, as the SV enums name them (sm5_fma_op_t, sm5_sfu_op_t,
 * sm5_dp_op_t order). */
static const char *const fma_ops[] = { "FMA_ADD", "FMA_MUL", "FMA_MAD", "FMA_FRC",
                                       "FMA_RNE", "FMA_RNI", "FMA_RPI", "FMA_RZ" };
_Static_assert(sizeof fma_ops / sizeof fma_ops[0] == SM5_FMA_NOPS, "one SV name per sm5_fma_op_t");
static const char *const sfu_ops[] = { "SFU_RCP", "SFU_RSQ", "SFU_EXP", "SFU_LOG", "SFU_SIN", "SFU_COS" };
_Static_assert(sizeof sfu_ops / sizeof sfu_ops[0] == SM5_SFU_NOPS, "one SV name per sm5_sfu_op_t");
static const char *const dp_ops[] = { "DP_ADD", "DP_MUL", "DP_FMA", "DP_EQ", "DP_GE", "DP_LT",
                                      "DP_NE", "DP_MOVC", "DP_DTOF", "DP_FTOD", "DP_DTOI",
                                      "DP_DTOU", "DP_ITOD", "DP_UTOD" };
_Static_assert(sizeof dp_ops / sizeof dp_ops[0] == SM5_DP_NOPS, "one SV name per sm5_dp_op_t");

static const char *const pipe_enums[] = {
#define SM5_PIPE(e, n, k, l, i) #e,
#include "../sm5_pipes.def"
#undef SM5_PIPE
};
static const char *const pk_names[] = { "PK_FIXED", "PK_ITERATIVE", "PK_MEMORY" };
static const char *const stall_enums[] = {
#define SM5_STALL_ENUM(e, n, w) #e,
    SM5_STALLS(SM5_STALL_ENUM)
#undef SM5_STALL_ENUM
};

static void ret(bool yosys, const char *fname, const char *v);
static void case_arm(bool yosys, const char *fname, const int *val, int v, const char *r);

static int bits_for(int n)     /* bits to encode 0..n-1 */
{
    int b = 1;
    while ((1 << b) < n) b++;
    return b;
}

/* The latency table (sm5_pipes.def), the op -> pipe map (sm5_op_pipe) and the dispatch
 * stall reasons (sm5_pipe.h). */
static void emit_pipes(bool yosys)
{
    /* 3 bits at least: FMA, IMUL and DIV rows are appended without changing the width */
    int pw = bits_for(SM5_PIPE_COUNT + 1);
    if (pw < 3) pw = 3;
    printf("  // Execution pipes (cmodel/sm5_pipes.def, the latency table). PIPE_NONE: an op\n"
           "  // without a pipe in this build (it never dispatches: STALL_NOPIPE).\n");
    printf("  typedef enum logic [%d:0] {\n", pw - 1);
    for (int i = 0; i < SM5_PIPE_COUNT; i++)
        printf("    PIPE_%s = %d'd%d,\n", pipe_enums[i], pw, i);
    printf("    PIPE_NONE = %d'd%d\n  } sm5_pipe_e;\n\n", pw, SM5_PIPE_NONE);
    printf("  typedef enum logic [1:0] {\n");
    for (int i = 0; i < 3; i++) printf("    %s = 2'd%d%s\n", pk_names[i], i, i < 2 ? "," : "");
    printf("  } sm5_pipe_kind_e;\n\n");
    printf("  // Number of pipes; latency (dependent-issue distance; write-back L + 2 cycles after\n"
           "  // dispatch) and initiation interval per pipe; RTL latency parameters default to\n"
           "  // these. A unit reads a subset (the initiation intervals are 1 today): lint waiver.\n"
           "  /* verilator lint_off UNUSEDPARAM */\n");
    printf("  localparam int unsigned NPIPES = %d;\n", SM5_PIPE_COUNT);
    int lmax = 0;
    for (int i = 0; i < SM5_PIPE_COUNT; i++) {
        const sm5_pipe_info_t *pi = sm5_pipe_info((sm5_pipe_t)i);
        printf("  localparam int unsigned LAT_%s = %d;\n", pipe_enums[i], pi->latency);
        if (pi->kind == SM5_PK_FIXED && pi->latency > lmax) lmax = pi->latency;
    }
    for (int i = 0; i < SM5_PIPE_COUNT; i++)
        printf("  localparam int unsigned II_%s = %d;\n", pipe_enums[i], sm5_pipe_info((sm5_pipe_t)i)->ii);
    printf("  localparam int unsigned LAT_FIXED_MAX = %d;  // the longest fixed-latency pipe\n"
           "  /* verilator lint_on UNUSEDPARAM */\n\n", lmax);

    printf("  function automatic sm5_pipe_kind_e pipe_kind(sm5_pipe_e p);\n    unique case (p)\n");
    for (int i = 0; i < SM5_PIPE_COUNT; i++) {
        char v[32];
        snprintf(v, sizeof v, "%s", pk_names[sm5_pipe_info((sm5_pipe_t)i)->kind]);
        printf("      PIPE_%s: ", pipe_enums[i]);
        ret(yosys, "pipe_kind", v);
    }
    printf("      default: ");
    ret(yosys, "pipe_kind", "PK_FIXED");
    printf("    endcase\n  endfunction\n\n");

    printf("  // The op -> pipe map (cmodel/sm5_pipe.c sm5_op_pipe).\n");
    printf("  function automatic sm5_pipe_e op_pipe(sm5_op_e op);\n    unique case (op)\n");
    int pipe_of[SM5_OP_COUNT];
    for (int i = 0; i < SM5_OP_COUNT; i++) pipe_of[i] = (int)sm5_op_pipe((sm5_op_t)i);
    for (int p = 0; p < SM5_PIPE_COUNT; p++) {   /* the rest: default, PIPE_NONE */
        char v[32];
        snprintf(v, sizeof v, "PIPE_%s", pipe_enums[p]);
        case_arm(yosys, "op_pipe", pipe_of, p, v);
    }
    printf("      default: ");
    ret(yosys, "op_pipe", "PIPE_NONE");
    printf("    endcase\n  endfunction\n\n");

    int sw = bits_for(SM5_STALL_COUNT);
    printf("  // Why the op at the dispatch stage did not dispatch (cmodel/sm5_pipe.h SM5_STALLS,\n"
           "  // priority order).\n  typedef enum logic [%d:0] {\n", sw - 1);
    for (int i = 0; i < SM5_STALL_COUNT; i++)
        printf("    STALL_%-10s = %d'd%d%s  // %s\n", stall_enums[i], sw, i,
               i + 1 < SM5_STALL_COUNT ? "," : " ", sm5_stall_why((sm5_stall_t)i));
    printf("  } sm5_stall_e;\n\n");
}

/* The sequencer's state, wait reasons, errors and mask-stack entry kinds (sm5_seq.h). */
static const char *const seq_st[][2] = {
#define N(e, n, w) { #e, w },
    SM5_SEQ_STATES(N)
#undef N
};
static const char *const seq_w[][2] = {
#define N(e, n, w) { #e, w },
    SM5_SEQ_WAITS(N)
#undef N
};
static void emit_seq(void)
{
    int b = bits_for(SM5_SEQ_STATE_COUNT);
    printf("  // Sequencer state (cmodel/sm5_seq.h SM5_SEQ_STATES).\n  typedef enum logic [%d:0] {\n", b - 1);
    for (int i = 0; i < SM5_SEQ_STATE_COUNT; i++)
        printf("    SQ_%-8s = %d'd%d%s  // %s\n", seq_st[i][0], b, i, i + 1 < SM5_SEQ_STATE_COUNT ? "," : " ", seq_st[i][1]);
    printf("  } sm5_seq_state_e;\n\n");
    b = bits_for(SM5_SEQW_COUNT);
    printf("  // Why the sequencer's micro-op did not retire (cmodel/sm5_seq.h SM5_SEQ_WAITS).\n"
           "  typedef enum logic [%d:0] {\n", b - 1);
    for (int i = 0; i < SM5_SEQW_COUNT; i++)
        printf("    SQW_%-8s = %d'd%d%s  // %s\n", seq_w[i][0], b, i, i + 1 < SM5_SEQW_COUNT ? "," : " ", seq_w[i][1]);
    printf("  } sm5_seq_wait_e;\n\n");
    printf("  // Sequencer errors, sticky (sm5_seq_err_t).\n  typedef enum logic [1:0] {\n"
           "    SQE_NONE     = 2'd%d,\n    SQE_OVERFLOW = 2'd%d,  // execution-mask stack overflow\n"
           "    SQE_BARRIER  = 2'd%d,  // thread barrier in divergent flow\n"
           "    SQE_NESTING  = 2'd%d   // malformed flow control\n  } sm5_seq_err_e;\n\n",
           SM5_SEQE_NONE, SM5_SEQE_OVERFLOW, SM5_SEQE_BARRIER, SM5_SEQE_NESTING);
    printf("  // Mask-stack entry kinds (sm5_seq_kind_t).\n  typedef enum logic [1:0] {\n"
           "    SQK_IF = 2'd%d,\n    SQK_LOOP = 2'd%d,\n    SQK_SWITCH = 2'd%d\n  } sm5_seq_kind_e;\n\n",
           SM5_SEQK_IF, SM5_SEQK_LOOP, SM5_SEQK_SWITCH);
}

/* The access status codes (sm5_mem.h sm5_acc_status_t), in the C enum's order: a new
 * code in the C enum needs a line here (the SV enum is 3 bits wide). */
static const struct {
    int code;
    const char *name, *why;
} acc_codes[] = {
    { SM5_ACC_OK, "ACC_OK", "in bounds: the word is read / written" },
    { SM5_ACC_OFF, "ACC_OFF", "inactive / helper lane, or word not accessed" },
    { SM5_ACC_OOB, "ACC_OOB", "u# out of bounds" },
    { SM5_ACC_STRUCT_OFFSET, "ACC_STRUCT_OFFSET", "structured byte offset past the stride (P-7)" },
    { SM5_ACC_GSM_OOB, "ACC_GSM_OOB", "g# out of bounds (P-7)" },
    { SM5_ACC_MISALIGNED, "ACC_MISALIGNED", "raw / structured byte offset not a multiple of 4 (P-7)" },
};

/* `name = v;` for Yosys 0.23 (no `return` in functions there), else `return v;` */
static void ret(bool yosys, const char *fname, const char *v)
{
    if (yosys) printf("%s = %s;\n", fname, v);
    else printf("return %s;\n", v);
}

/* One arm of an op case: the opcodes i with val[i] == v (wrapped at 88 columns), then
 * `: return r;`; nothing when there are none. */
static void case_arm(bool yosys, const char *fname, const int *val, int v, const char *r)
{
    int n = 0, col = 0;
    for (int i = 0; i < SM5_OP_COUNT; i++) {
        if (val[i] != v) continue;
        int w = (int)strlen(enum_names[i]) + 5;
        if (n == 0) { printf("      "); col = 6; }
        else if (col + w > 88) { printf(",\n      "); col = 6; }
        else { printf(", "); col += 2; }
        printf("OP_%s", enum_names[i]);
        col += w - 2;
        n++;
    }
    if (n) { printf(": "); ret(yosys, fname, r); }
}

/* A per-op value from the op table: val[i] indexes names (-1: the default), each value's
 * opcodes in one arm. */
static void emit_map(bool yosys, const char *type, const char *fname, const char *why, const int *val,
                     const char *const *names, int nnames, const char *dflt, const char *dflt_why)
{
    printf("  // %s\n  function automatic %s %s(sm5_op_e op);\n    unique case (op)\n", why, type, fname);
    for (int v = 0; v < nnames; v++) case_arm(yosys, fname, val, v, names[v]);
    printf("      default: ");
    if (yosys) printf("%s = %s;", fname, dflt);
    else printf("return %s;", dflt);
    printf("%s%s\n    endcase\n  endfunction\n\n", dflt_why ? "   // " : "", dflt_why ? dflt_why : "");
}

static void emit_predicate(bool yosys, int p)
{
    const char *fn = predicates[p].name;
    printf("  // %s\n", predicates[p].why);
    printf("  function automatic logic %s(sm5_op_e op);\n    unique case (op)\n", fn);
    int holds[SM5_OP_COUNT];
    for (int i = 0; i < SM5_OP_COUNT; i++) holds[i] = predicates[p].fn((sm5_op_t)i);
    case_arm(yosys, fn, holds, 1, "1'b1");
    printf("      default: ");
    ret(yosys, fn, "1'b0");
    printf("    endcase\n  endfunction\n\n");
}

/* The per-op values of the op table the RTL reads: the units' op codes, the dp chain
 * length and the destination count. */
static void emit_unit_maps(bool yosys)
{
    int v[SM5_OP_COUNT];
    printf("  // Per-op values (cmodel/sm5_ops.def): each lists the opcodes of every value.\n");
    /* the unit column read as sm5_fma_op_of / sm5_dp_op_of do (those link the units'
     * arithmetic, which this tool does not): a dp's first step is a MUL */
    for (int i = 0; i < SM5_OP_COUNT; i++) {
        sm5_pipe_t p = sm5_op_pipe((sm5_op_t)i);
        v[i] = p == SM5_PIPE_FMA ? sm5_op_unit((sm5_op_t)i) : p == SM5_PIPE_DP ? (int)SM5_FMA_MUL : -1;
    }
    emit_map(yosys, "sm5_fma_op_e", "op_fma_op", "the FMA unit's op (a dp chain's first step)", v,
             fma_ops, SM5_FMA_NOPS, "FMA_MUL", "not on the FMA pipe");
    for (int i = 0; i < SM5_OP_COUNT; i++)
        v[i] = sm5_op_pipe((sm5_op_t)i) == SM5_PIPE_DBL ? sm5_op_unit((sm5_op_t)i) : -1;
    emit_map(yosys, "sm5_dp_op_e", "op_dp_op", "the double unit's op (DBL pipe)", v, dp_ops, SM5_DP_NOPS,
             "DP_ADD", "not on the DBL pipe");
    for (int i = 0; i < SM5_OP_COUNT; i++)
        v[i] = sm5_op_pipe((sm5_op_t)i) == SM5_PIPE_SFU ? sm5_op_unit((sm5_op_t)i) : -1;
    emit_map(yosys, "sm5_sfu_op_e", "op_sfu_op", "the SFU's op (sincos: the first result; the second is SFU_COS)",
             v, sfu_ops, SM5_SFU_NOPS, "SFU_RCP", "not on the SFU pipe");
    static const char *const dp_len[] = { "0", "1", "2", "3", "4" };
    for (int i = 0; i < SM5_OP_COUNT; i++)
        v[i] = sm5_op_pipe((sm5_op_t)i) == SM5_PIPE_DP ? sm5_op_unit((sm5_op_t)i) : -1;
    emit_map(yosys, "int unsigned", "op_dp_n", "products a dp op sums (DP pipe)", v, dp_len, 4, "4",
             "dp4, or not on the DP pipe");
    static const char *const ndst[] = { "2'd0", "2'd1", "2'd2" };
    for (int i = 0; i < SM5_OP_COUNT; i++) v[i] = sm5_op_ndst((sm5_op_t)i) == 2 ? 2 : -1;
    emit_map(yosys, "logic [1:0]", "op_ndst", "destinations (dst, dst2) an op writes", v, ndst, 3, "2'd1", NULL);
}

static void field(const char *type_or_width, int width, const char *name, const char *why)
{
    if (width > 0)
        printf("    logic [%d:0] %-10s // %s\n", width - 1, name, why);
    else
        printf("    %-16s %-10s // %s\n", type_or_width, name, why);
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--gtkw") == 0) {
        for (int i = 0; i < SM5_OP_COUNT; i++) printf("%02X %s\n", i, sm5_op_name((sm5_op_t)i));
        return 0;
    }
    /* --yosys: the same package for Yosys 0.23 (Debian), which cannot parse a packed
     * array of structs or `return` in a function: src becomes one flat vector with the
     * same bit layout and op_class assigns its name. Written to build/, never to rtl/. */
    const bool yosys = argc > 1 && strcmp(argv[1], "--yosys") == 0;
    printf("// GENERATED by cmodel/tools/gen_pkg.c from cmodel/sm5_ops.def, sm5_uop.h and sm5_mem.h.\n"
           "// Do not edit: change the C source and run `make pkg`; `make check-pkg` fails on drift.\n"
           "package sm5_pkg;\n\n");
    /* The constants are not traced: Verilator 5.006's hierarchical build (sm5_vlane)
     * traces them at LANES 1 under a scope named with dots, which sorts out of place in
     * GTKWave and breaks its lookup of save-file rows (make waves-check caught it). */
    printf("  // Constants, not signals: not traced (a hierarchical Verilator build writes them\n"
           "  // under a dotted scope name that breaks GTKWave's save-file lookup).\n"
           "  /* verilator tracing_off */\n\n");
    /* Shared widths: each unit uses a subset, so Verilator -Wall would flag the rest as
     * unused in every lint run; the waiver covers exactly these constants. */
    printf("  // Shared widths; a unit uses a subset of them.\n"
           "  /* verilator lint_off UNUSEDPARAM */\n");
    printf("  localparam int unsigned UOP_W = %d;\n", SM5_UOP_BITS);
    printf("  localparam int unsigned UOP_WORDS = %d;\n", SM5_UOP_WORDS);
    printf("  localparam int unsigned NSRC = %d;\n", SM5_NSRC);
    printf("  localparam int unsigned VIN_ROWS = %d;  // the constant RAM's v# inputs region\n", SM5_VIN_ROWS);
    printf("  localparam int unsigned NRES = %d;\n", SM5_NRES);
    printf("  localparam int unsigned TAG_W = 16;\n"
           "  /* verilator lint_on UNUSEDPARAM */\n\n");

    printf("  typedef enum logic [7:0] {\n");
    for (int i = 0; i < SM5_OP_COUNT; i++)
        printf("    OP_%s = 8'd%d%s\n", enum_names[i], i, i + 1 < SM5_OP_COUNT ? "," : "");
    printf("  } sm5_op_e;\n\n");

    printf("  typedef enum logic [3:0] {\n");
    for (int i = 0; i < (int)(sizeof class_names / sizeof class_names[0]); i++)
        printf("    %s = 4'd%d%s\n", class_names[i], i,
               i + 1 < (int)(sizeof class_names / sizeof class_names[0]) ? "," : "");
    printf("  } sm5_opclass_e;\n\n");

    printf("  typedef enum logic [1:0] {\n    SRC_NONE = 2'd%d,\n    SRC_TEMP = 2'd%d,\n"
           "    SRC_CONST = 2'd%d,\n    SRC_THREAD_ID = 2'd%d\n  } sm5_srckind_e;\n\n",
           SM5_SRC_NONE, SM5_SRC_TEMP, SM5_SRC_CONST, SM5_SRC_THREAD_ID);

    printf("  // Extended source kinds (srcx): indexed operands of SPEC 13.\n");
    printf("  typedef enum logic [2:0] {\n    SRCX_NONE = 3'd%d,\n    SRCX_INPUT = 3'd%d,\n"
           "    SRCX_CB = 3'd%d,\n    SRCX_ICB = 3'd%d,\n    SRCX_XTEMP = 3'd%d\n  } sm5_srcxkind_e;\n\n",
           SM5_SRCX_NONE, SM5_SRCX_INPUT, SM5_SRCX_CB, SM5_SRCX_ICB, SM5_SRCX_XTEMP);
    printf("  typedef enum logic [1:0] {\n    DST_TEMP = 2'd%d,\n    DST_OUTPUT = 2'd%d,\n"
           "    DST_XTEMP = 2'd%d\n  } sm5_dstkind_e;\n\n", SM5_DST_TEMP, SM5_DST_OUTPUT, SM5_DST_XTEMP);
    printf("  // THREAD_ID source idx: which compute system value.\n");
    printf("  typedef enum logic [7:0] {\n    SV_THREAD_ID = 8'd%d,\n    SV_THREAD_ID_IN_GROUP = 8'd%d,\n"
           "    SV_FLATTENED = 8'd%d,\n    SV_GROUP_ID = 8'd%d\n  } sm5_sysval_e;\n\n",
           SM5_SV_THREAD_ID, SM5_SV_THREAD_ID_IN_GROUP, SM5_SV_FLATTENED, SM5_SV_GROUP_ID);
    printf("  // sync flags (uop.sync)\n  /* verilator lint_off UNUSEDPARAM */\n"
           "  localparam logic [3:0] SYNC_T = 4'h%x;\n  localparam logic [3:0] SYNC_G = 4'h%x;\n"
           "  localparam logic [3:0] SYNC_UGROUP = 4'h%x;\n  localparam logic [3:0] SYNC_UGLOBAL = 4'h%x;\n"
           "  /* verilator lint_on UNUSEDPARAM */\n\n",
           SM5_SYNC_T, SM5_SYNC_G, SM5_SYNC_UGROUP, SM5_SYNC_UGLOBAL);

    printf("  typedef enum logic [1:0] {\n    RES_NONE = 2'd%d,\n    RES_RAW = 2'd%d,\n"
           "    RES_STRUCTURED = 2'd%d,\n    RES_TYPED = 2'd%d\n  } sm5_res_kind_e;\n\n",
           SM5_RES_NONE, SM5_RES_RAW, SM5_RES_STRUCTURED, SM5_RES_TYPED);
    printf("  typedef enum logic [2:0] {\n    DIM_BUFFER = 3'd%d,\n    DIM_1D = 3'd%d,\n"
           "    DIM_1DARRAY = 3'd%d,\n    DIM_2D = 3'd%d,\n    DIM_2DARRAY = 3'd%d,\n"
           "    DIM_3D = 3'd%d\n  } sm5_dim_e;\n\n",
           SM5_DIM_BUFFER, SM5_DIM_1D, SM5_DIM_1DARRAY, SM5_DIM_2D, SM5_DIM_2DARRAY, SM5_DIM_3D);
    const int nacc = (int)(sizeof acc_codes / sizeof acc_codes[0]);
    for (int i = 0; i < nacc; i++)
        if (acc_codes[i].code != i) {
            fprintf(stderr, "gen_pkg: error: acc_codes[%d] (%s) is not code %d of sm5_acc_status_t\n",
                    i, acc_codes[i].name, i);
            return 1;
        }
    printf("  // Access status of one lane's word (sm5_mem.h sm5_acc_status_t).\n");
    printf("  typedef enum logic [2:0] {\n");
    for (int i = 0; i < nacc; i++)
        printf("    %-17s = 3'd%d%s  // %s\n", acc_codes[i].name, acc_codes[i].code,
               i + 1 < nacc ? "," : " ", acc_codes[i].why);
    printf("  } sm5_acc_e;\n\n");
    printf("  typedef enum logic [2:0] {\n    FMT_R32_UINT = 3'd%d,\n    FMT_R32_SINT = 3'd%d,\n"
           "    FMT_R32_FLOAT = 3'd%d,\n    FMT_R16G16_FLOAT = 3'd%d,\n"
           "    FMT_R11G11B10_FLOAT = 3'd%d\n  } sm5_fmt_e;\n\n",
           SM5_FMT_R32_UINT, SM5_FMT_R32_SINT, SM5_FMT_R32_FLOAT, SM5_FMT_R16G16_FLOAT,
           SM5_FMT_R11G11B10_FLOAT);

    /* FMA pipe unit (sm5_fma_unit.h): its op encoding and default depth. */
    {
        printf("  // FMA pipe (rtl/sm5_fma.sv; cmodel/sm5_fma_unit.h): op and default depth.\n");
        printf("  // the default of sm5_fma's STAGES and sm5_top's FMA_STAGES; only a unit without\n"
               "  // its own value reads it\n"
               "  /* verilator lint_off UNUSEDPARAM */\n"
               "  localparam int unsigned FMA_STAGES_DEF = %d;\n"
               "  /* verilator lint_on UNUSEDPARAM */\n", SM5_FMA_STAGES);
        printf("  typedef enum logic [2:0] {\n");
        for (int i = 0; i < SM5_FMA_NOPS; i++)
            printf("    %s = 3'd%d%s\n", fma_ops[i], i, i + 1 < SM5_FMA_NOPS ? "," : "");
        printf("  } sm5_fma_op_e;\n\n");
    }

    /* special function unit (sm5_sfu.h): its op encoding and default depth */
    {
        printf("  // SFU (rtl/sm5_sfu.sv; cmodel/sm5_sfu.h): op and default depth.\n"
               "  /* verilator lint_off UNUSEDPARAM */\n"
               "  localparam int unsigned SFU_STAGES = %d;\n"
               "  /* verilator lint_on UNUSEDPARAM */\n", SM5_SFU_STAGES);
        printf("  typedef enum logic [2:0] {\n");
        for (int i = 0; i < SM5_SFU_NOPS; i++)
            printf("    %s = 3'd%d%s\n", sfu_ops[i], i, i + 1 < SM5_SFU_NOPS ? "," : "");
        printf("  } sm5_sfu_op_e;\n\n");
    }

    /* Double unit (sm5_dp_unit.h): op encoding and parameter defaults. */
    {
        printf("  // Double unit (rtl/sm5_dp.sv, rtl/sm5_dpdiv.sv; cmodel/sm5_dp_unit.h): op and defaults.\n"
               "  /* verilator lint_off UNUSEDPARAM */\n"
               "  localparam int unsigned DP_STAGES = %d;\n"
               "  localparam int unsigned DPDIV_BITS = %d;\n"
               "  /* verilator lint_on UNUSEDPARAM */\n", SM5_DP_STAGES, SM5_DPDIV_BITS);
        printf("  typedef enum logic [3:0] {\n");
        for (int i = 0; i < SM5_DP_NOPS; i++)
            printf("    %s = 4'd%d%s\n", dp_ops[i], i, i + 1 < SM5_DP_NOPS ? "," : "");
        printf("  } sm5_dp_op_e;\n\n");
    }

    /* Structs: packed, declared MSB first, so the C layout table is walked backwards. */
    printf("  // One source operand, %d bits (sm5_uop.h SM5_SRC_FIELDS).\n", SM5_UOP_SRC_BITS);
    printf("  typedef struct packed {\n");
    field("logic", 0, "abs;", "_abs");
    field("logic", 0, "neg;", "-");
    field("", 8, "swz;", "2 bits per component, .xyzw = 8'hE4");
    field("", 8, "idx;", "r# or constant-file entry");
    field("sm5_srckind_e", 0, "kind;", "");
    printf("  } sm5_src_t;\n\n");

    printf("  // A register index: off + (rel ? r[xreg].xcomp : 0) (sm5_uop.h SM5_INDEX_FIELDS).\n");
    printf("  typedef struct packed {\n");
    field("", 12, "off;", "constant offset");
    field("", 2, "xcomp;", "component of the index register");
    field("", 8, "xreg;", "index register r#");
    field("logic", 0, "rel;", "relative: add r[xreg].xcomp");
    printf("  } sm5_index_t;\n\n");
    printf("  // Extension of one source, %d bits (the C struct keeps it in sm5_src_t).\n", SM5_UOP_SRCX_BITS);
    printf("  typedef struct packed {\n");
    field("sm5_index_t", 0, "x;", "CB / ICB / XTEMP element index");
    field("sm5_srcxkind_e", 0, "xkind;", "SRCX_NONE: src[s].kind decides");
    printf("  } sm5_srcx_t;\n\n");

    printf("  // The micro-op, %d bits (sm5_uop.h layout).\n", SM5_UOP_BITS);
    printf("  typedef struct packed {\n");
    field("", SM5_UOP_BITS - SM5_UOP_USED_BITS2, "rsvd2;", "zero");
    field("sm5_dstkind_e", 0, "dst2_kind;", "second destination: r# or o#");
    if (yosys)
        field("", SM5_NSRC * SM5_UOP_SRCX_BITS, "srcx;", "srcx[0] in the low bits (flat for Yosys)");
    else
        field("sm5_srcx_t [NSRC-1:0]", 0, "srcx;", "source extensions, srcx[0] in the low bits");
    field("sm5_index_t", 0, "dst_idx;", "x# destination index");
    field("sm5_dstkind_e", 0, "dst_kind;", "r#, o# or x#");
    field("logic", 0, "srv;", "resource is t# (read-only buffer)");
    field("", 4, "sync;", "sync flags SYNC_*");
    field("", 16, "target;", "flow control: micro-op it may jump to");
    field("", 128 - SM5_UOP_USED_BITS, "rsvd;", "zero");
    field("", 4, "dst2_mask;", "second destination mask (two-destination ops; 0: null)");
    field("", 8, "dst2_reg;", "second destination r#");
    if (yosys)
        field("", SM5_NSRC * SM5_UOP_SRC_BITS, "src;", "src[0] in the low bits (flat for Yosys)");
    else
        field("sm5_src_t [NSRC-1:0]", 0, "src;", "src[0] in the low bits");
    field("", 8, "res_swz;", "swizzle on the resource operand (loads)");
    field("", 4, "res;", "bit 3: g#, bits 2:0: slot");
    field("", 8, "dst_reg;", "destination r#");
    field("", 4, "dst_mask;", "write mask, x = bit 0");
    field("logic", 0, "sat;", "_sat");
    field("sm5_op_e", 0, "op;", "");
    printf("  } sm5_uop_t;\n\n");

    printf("  // One resource descriptor (sm5_mem.h sm5_res_t), as the descriptor table holds it.\n");
    printf("  typedef struct packed {\n");
    field("", 32, "counter;", "hidden counter (alloc / consume)");
    field("", 32, "depth;", "typed: depth, or array slices");
    field("", 32, "height;", "typed");
    field("", 32, "width;", "typed");
    field("", 32, "stride;", "structured: bytes per element");
    field("", 32, "size;", "words");
    field("", 32, "base;", "first word in the banked memory");
    field("sm5_fmt_e", 0, "fmt;", "typed only");
    field("sm5_dim_e", 0, "dim;", "typed only");
    field("sm5_res_kind_e", 0, "kind;", "RES_NONE: slot not declared");
    printf("  } sm5_desc_t;\n\n");

    printf("  function automatic sm5_opclass_e op_class(sm5_op_e op);\n    unique case (op)\n");
    for (int i = 0; i < SM5_OP_COUNT; i++)
        printf(yosys ? "      OP_%s: op_class = %s;\n" : "      OP_%s: return %s;\n",
               enum_names[i], class_names[sm5_op_class((sm5_op_t)i)]);
    printf(yosys ? "      default: op_class = CL_CTRL;\n" : "      default: return CL_CTRL;\n");
    printf("    endcase\n  endfunction\n\n");
    /* divide/sqrt unit and integer multiplier: parameter defaults */
    printf("  // Defaults of rtl/sm5_divsqrt.sv (radix-2 steps per cycle) and rtl/sm5_imul.sv\n"
           "  // (register stages), from cmodel/sm5_divmul.h; unused outside those units.\n"
           "  /* verilator lint_off UNUSEDPARAM */\n"
           "  localparam int unsigned DIVSQRT_BITS = %d;\n"
           "  localparam int unsigned IMUL_STAGES_DEF = %d;   // and sm5_top's IMUL_STAGES\n"
           "  /* verilator lint_on UNUSEDPARAM */\n\n", SM5_DIVSQRT_BITS, SM5_IMUL_STAGES);

    printf("  // Op-class predicates (cmodel/sm5_uop.h): each lists the opcodes where the C\n"
           "  // predicate holds, so an appended opcode is classified by its table entry alone.\n");
    for (int p = 0; p < (int)(sizeof predicates / sizeof predicates[0]); p++)
        emit_predicate(yosys, p);
    emit_unit_maps(yosys);
    emit_pipes(yosys);
    emit_seq();
    /* Float source modifiers and f64 _sat: every pipe that reads a float source or
     * saturates a double uses these (cmodel sm5_alu_src_mod, sm5_sat_f64). Written with
     * the function-name assignment, which Verilator, Yosys 0.23 and Icarus all read. */
    printf("\n  // f32 source modifiers on a float's sign bit: _abs clears it, then - flips it\n"
           "  function automatic logic [31:0] sm5_fmod(logic [31:0] v, logic neg, logic abs);\n"
           "    sm5_fmod = {(v[31] & ~abs) ^ neg, v[30:0]};\n"
           "  endfunction\n\n"
           "  // f64 _sat (no flush for f64): NaN -> +0, negative (incl. -0) -> +0, >= 1.0 -> 1.0\n"
           "  function automatic logic [63:0] sm5_dsat(logic [63:0] v);\n"
           "    if (v[62:52] == 11'h7FF && v[51:0] != '0) sm5_dsat = 64'd0;\n"
           "    else if (v[63])                          sm5_dsat = 64'd0;\n"
           "    else if (v >= 64'h3FF0_0000_0000_0000)   sm5_dsat = 64'h3FF0_0000_0000_0000;\n"
           "    else                                     sm5_dsat = v;\n"
           "  endfunction\n\n");
    printf("  /* verilator tracing_on */\n"
           "endpackage\n");
    return 0;
}

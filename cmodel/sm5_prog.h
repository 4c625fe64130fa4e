/* The in-memory program image: what the assembler (sm5_asm.h) builds from a listing
 * (SPEC 8) and what every simulator and testbench consumes. One struct holds everything a
 * run needs: the micro-ops, the constant file, the resource descriptors with one shared
 * initial memory image, the run parameters and the expectations; sm5_prog.c holds the
 * functions on a built image. docs/program-format.md describes the text format and the
 * operand conventions of each opcode class.
 *
 * Typical use (sm5_load.h reads a file, listing or DXBC):
 *     sm5_prog_t p;  char err[SM5_PROG_ERR_MAX];
 *     if (sm5_prog_load("t.asm", &p, err, sizeof err) != 0) { fputs(err, stderr); ... }
 *     ... p.uops[0 .. p.nuops-1], p.cfile, p.res, p.mem_init ...
 *     sm5_prog_free(&p);                                                              */
#ifndef SM5_PROG_H
#define SM5_PROG_H
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include "sm5_uop.h"
#include "sm5_mem.h"

#define SM5_PROG_ERR_MAX 1024      /* enough for "file:line:col: error: ..." + the text */
#define SM5_PROG_MAX_UOPS 65536    /* the assembler rejects longer programs */
#define SM5_NCB 16                 /* constant buffers cb0..cb15 */
#define SM5_PROG_MAX_MEM_WORDS (1u << 20)   /* all resources together */
#define SM5_PROG_NRES 24           /* program slots: u0..u7, g0..g7 (as the uop res field),
                                    * t0..t7 = 16..23 (uop: srv = 1, res = t#) */
#define SM5_NXTEMP 16              /* indexable temps x0..x15 */
#define SM5_XTEMP_MAX_TOTAL 4096   /* elements of all x# together */
#define SM5_ICB_MAX 4096           /* dcl_immediateConstantBuffer entries */
#define SM5_NIO 32                 /* inputs v0..v31, outputs o0..o31 (ps / vs) */
#define SM5_MAX_STEPS_DEFAULT 1000000u   /* P-27: per-lane instruction limit */
#define SM5_FLOW_DEPTH_MAX 32      /* nesting of if/loop/switch: the mask-stack depth */

/* dcl_globalFlags bits (only the double flag is checked: f64 ops need it when a
 * dcl_globalFlags line is present). */
#define SM5_GF_REFACTORING_ALLOWED   0x1u
#define SM5_GF_DOUBLE_PRECISION      0x2u
#define SM5_GF_FORCE_EARLY_DEPTH     0x4u
#define SM5_GF_RAW_STRUCTURED_BUFFERS 0x8u
#define SM5_GF_SKIP_OPTIMIZATION     0x10u
#define SM5_GF_MINIMUM_PRECISION     0x20u
#define SM5_GF_DOUBLE_EXTENSIONS     0x40u
#define SM5_GF_SHADER_EXTENSIONS     0x80u
#define SM5_GF_PRESENT               0x80000000u  /* a dcl_globalFlags line was seen */

/* Where a constant-file entry came from (the disassembler prints it back that way). */
typedef enum {
    SM5_CONST_LITERAL = 1,         /* l(...) (or d(...)) in the text */
    SM5_CONST_CB = 2,              /* cb#[n]: the values of //! cb, 0 where none given */
    SM5_CONST_BUFINFO = 3          /* bufinfo's answer for resource slot `cb` (sm5_alu_bufinfo),
                                    * written by the loader like a driver's system value */
} sm5_const_origin_t;

typedef struct {
    uint8_t origin;                /* sm5_const_origin_t */
    uint8_t cb;                    /* CB: the buffer number */
    uint16_t elem;                 /* CB: the element n of cb#[n] */
    uint8_t nvals;                 /* LITERAL: values written, 1..4 (1 = replicated) */
    uint8_t is_float;              /* LITERAL: bit c set when value c was spelled as float */
    uint32_t line;                 /* first source line that used it */
} sm5_const_info_t;

/* One checked value of an //! expect line. */
typedef enum {
    SM5_EXP_REG = 1,               /* //! expect r1.x [lane N] == v */
    SM5_EXP_MEM = 2,               /* //! expect u0[3] == v   (g#[i] too); word index */
    SM5_EXP_COUNTER = 3,           /* //! expect counter u2 == v   hidden counter */
    SM5_EXP_OUT = 4                /* //! expect o0.x [lane N] == v   output register */
} sm5_expect_kind_t;

typedef enum {
    SM5_EXPV_EQ = 0,               /* == V: bit-exact */
    SM5_EXPV_NAN = 1,              /* == nan: any NaN of the width (f32: exponent 0xFF,
                                    * fraction != 0) */
    SM5_EXPV_ANY = 2,              /* == any: anything (SPEC: "undefined") */
    SM5_EXPV_ULP = 3,              /* ~ V ulp N: within N ULP (SPEC 8) */
    SM5_EXPV_ABS = 4               /* ~ V abs X: |got - V| <= X as real numbers (SPEC 8) */
} sm5_expect_value_t;

#define SM5_EXPECT_ALL_LANES (-1)  /* every active lane: exists and is not a helper */

typedef struct {
    uint8_t kind;                  /* sm5_expect_kind_t */
    uint8_t vkind;                 /* sm5_expect_value_t */
    uint8_t reg;                   /* REG: r#; OUT: o# */
    uint8_t comp;                  /* REG: component 0..3 */
    int32_t lane;                  /* REG: lane, or SM5_EXPECT_ALL_LANES */
    uint8_t res;                   /* MEM / COUNTER: slot 0..15 (u# = n, g# = 8 + n) */
    uint32_t word;                 /* MEM: word index inside the resource */
    uint32_t value;                /* EQ/ULP/ABS: the expected bits (f64: the low word) */
    uint32_t line;                 /* source line, for the failure message */
    uint8_t width;                 /* value width in bits: 32 (0 means 32), 64 = an f64 pair
                                    * r#.xy / r#.zw (comp = the low word's component);
                                    * 16/11/10: narrow float results of vector files
                                    * (EQ/NAN/ANY only) */
    uint32_t value_hi;             /* width 64: the high word of the expected value */
    uint64_t ulp;                  /* ULP: the allowed distance N */
    uint64_t abs_mant;             /* ABS: the bound X = abs_mant * 10^abs_exp10, exactly */
    int16_t abs_exp10;             /*      as written (decimal, never rounded to binary) */
} sm5_expect_t;

typedef struct {
    char *file;                    /* the name used in messages (owned) */
    char shader[8];                /* "cs", "ps", "vs", "gs", "hs", "ds" */
    uint8_t sm_major, sm_minor;    /* cs_5_0 -> 5, 0 */

    /* Micro-ops in program order, ending with the `ret` (SM5_OP_RET). */
    sm5_uop_t *uops;
    uint32_t *uop_line;            /* source line of each micro-op */
    uint32_t *uop_col;             /* column of the mnemonic (1-based) */
    int nuops;

    /* The constant file: cb#[n] entries and literals, placed by the assembler in the
     * order of first use (identical literals and repeated cb#[n] share one entry). A
     * CONST source's idx indexes it; the uop's swizzle then picks components. */
    uint32_t cfile[SM5_NCONST_MAX][4];
    sm5_const_info_t cinfo[SM5_NCONST_MAX];
    int nconst;

    /* Constant buffers as declared (dcl_constantbuffer cb#[size]) and their //! cb data. */
    uint32_t cb_size[SM5_NCB];     /* elements; 0 = not declared */
    uint32_t (*cb_data[SM5_NCB])[4]; /* cb_size[i] entries each, or NULL (owned) */

    /* Resources, slot s = u0..u7 (0..7), g0..g7 (8..15), as the uop res field. res[s] is
     * exactly the descriptor the memory model / RTL descriptor table takes: kind, dim,
     * fmt, base (word in the shared memory), size (words), stride (bytes), width /
     * height / depth (typed; depth = slices for array dims, height = 1 for 1darray),
     * counter (initial hidden counter). Sizes: raw/structured u# = the words the
     * //! init / fill lines cover; typed = width*height*depth (//! dims; without dims,
     * width = init coverage); g# = the dcl_tgsm_* size. Layout (as sm5_mem_layout):
     * declared slots in order u0..u7, g0..g7, each at the next free word (contiguous,
     * no gaps); undeclared slots have kind NONE, size 0, base 0. */
    sm5_res_t res[SM5_PROG_NRES];  /* [0..15] as sm5_mem_t.res; [16..23] the t# buffers */
    bool declared[SM5_PROG_NRES];
    uint32_t decl_line[SM5_PROG_NRES];
    bool glc[SM5_PROG_NRES];       /* _glc (globallycoherent) seen; no effect here */
    uint32_t *mem_init;            /* mem_words words: initial memory image (owned) */
    uint32_t mem_words;

    /* Run parameters (//! lanes, inactive, helper). lanes == 0: the build's LANES.
     * inactive: lanes that do not exist; the execution mask is ~inactive over the lanes
     * of the run. helper: lanes that execute ALU ops but never write memory. */
    int lanes;
    uint64_t inactive;
    uint64_t helper;
    uint32_t thread_group[3];      /* dcl_thread_group x, y, z; all 0 when absent: then a
                                    * group is one wave of the run's lanes (x = lanes) */
    uint32_t dispatch[3];          /* //! dispatch x y z (1 1 1 when absent) */
    uint64_t max_steps;            /* //! max_steps (SM5_MAX_STEPS_DEFAULT when absent) */
    uint8_t tid_inputs;            /* dcl_input seen: bit 0 vThreadID, 1 vThreadIDInGroup,
                                    * 2 vThreadIDInGroupFlattened, 3 vThreadGroupID */
    uint32_t global_flags;         /* dcl_globalFlags, SM5_GF_* bits */

    int nregs;                     /* dcl_temps n (0 when absent) */

    /* Indexed storage (SPEC 13). */
    uint32_t (*icb)[4];            /* dcl_immediateConstantBuffer: nicb entries (owned) */
    uint32_t nicb;
    uint32_t xtemp_size[SM5_NXTEMP];   /* dcl_indexableTemp x#[size], comps; 0 = none */
    uint8_t xtemp_comps[SM5_NXTEMP];
    uint16_t cb_dynamic;           /* bit i: cb i declared dynamicIndexed */

    /* ps / vs inputs and outputs (one invocation per lane). */
    uint32_t in_decl, out_decl;    /* bit n: v#n / o#n declared */
    uint8_t in_mask[SM5_NIO], out_mask[SM5_NIO];   /* declared component masks */
    uint8_t in_interp[SM5_NIO];    /* dcl_input_ps interpolation words (bits, see asm) */
    uint32_t *vin;                 /* //! init v#: [lane][v#][comp], SM5_MAX_LANES * SM5_NIO
                                    * * 4 words, or NULL when no input is initialised */

    sm5_expect_t *expects;
    int nexpects;
    char *expect_error;            /* //! expect error TEXT: the run must stop with an error
                                    * whose message contains TEXT (owned; NULL if none) */
    uint32_t expect_error_line;
} sm5_prog_t;

/* Frees what the image owns and leaves it empty (safe to free again). */
void sm5_prog_free(sm5_prog_t *p);

/* The lanes of a run: p->lanes, or build_default when the program does not say. */
int sm5_prog_run_lanes(const sm5_prog_t *p, int build_default);
/* Execution mask over `lanes` lanes: lanes that exist (not //! inactive). A compute
 * shader's lanes past its dcl_thread_group's thread count do not exist either (SPEC 13):
 * two threads on four lanes run two lanes, under every runner. */
uint64_t sm5_prog_exec_mask(const sm5_prog_t *p, int lanes);
/* Helper mask over `lanes` lanes (only lanes of the execution mask). */
uint64_t sm5_prog_helper_mask(const sm5_prog_t *p, int lanes);

/* Why the core alone (sm5_top / sm5_cycle, micro-ops issued in program order) cannot run
 * this program (flow control other than the final ret, several groups, a group of more
 * threads than `lanes` (several waves), vThreadGroupID, indexed or v#/o#/t# operands:
 * SPEC 13), or NULL when it can. Such a program runs
 * through the sequencer (sm5_seq.h, rtl/sm5_core.sv), which refuses what it lacks
 * (sm5_seq_unsupported). */
const char *sm5_prog_needs_flow_hw(const sm5_prog_t *p, int lanes);
/* The same question with a group larger than `lanes` left out: what a deliberately cut
 * run (the lockstep suites' --lockstep-only: the first wave alone) still needs. */
const char *sm5_prog_needs_flow_hw_one_wave(const sm5_prog_t *p);
/* Threads of a compute shader's group (dcl_thread_group), 0 when it declares none. */
uint32_t sm5_prog_group_threads(const sm5_prog_t *p);

/* Puts the program's resources into a memory model: words must hold p->mem_words words
 * (at least 1); copies mem_init, calls sm5_mem_init and sets m->res. */
void sm5_prog_setup_mem(const sm5_prog_t *p, sm5_mem_t *m, uint32_t *words);

/* Address components a resource takes (raw 1, structured 2, typed by dimension:
 * buffer/1d 1, 1darray/2d 2, 2darray/3d 3); 0 for a slot of kind NONE. */
int sm5_res_addr_comps(const sm5_res_t *r);

/* The resource name of a slot ("u3", "g0", "t1") into buf (at least 4 bytes). */
const char *sm5_res_name(int slot, char *buf);

#endif

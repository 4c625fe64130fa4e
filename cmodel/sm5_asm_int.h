/* Internal interface of the assembler (cmodel/sm5_asm*.c); not for use outside it.
 * The assembler is split by role:
 *   sm5_asm_lex.c      errors, the cursor and the lexer (numbers, identifiers)
 *   sm5_asm_operand.c  operand rules, operand parsing and source encoding
 *   sm5_asm_insn.c     instructions: operand grammar per op class, checks, encoding
 *   sm5_asm_flow.c     flow control: block stack, jump targets, structural checks
 *   sm5_asm_decl.c     the shader header and the dcl_* declarations
 *   sm5_asm_dir.c      the //! directives (run data and expectations)
 *   sm5_asm.c          the driver: passes over the lines, finalisation, public API
 * Every function here reports errors through asm_fail, which longjmps back to
 * sm5_prog_parse with "file:line:col: error: ..." in the caller's buffer. */
#ifndef SM5_ASM_INT_H
#define SM5_ASM_INT_H
#include "sm5_asm.h"
#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A deferred memory directive (init / fill), applied once sizes are known. */
typedef struct {
    uint8_t slot;
    uint32_t start, count;   /* words */
    uint32_t *vals;          /* count values (init) or NULL (fill with fillv) */
    uint32_t fillv;
    uint32_t line, col;
} memdir_t;

typedef struct {
    const char *name;
    const char *text;
    size_t len;
    /* the current line */
    uint32_t lineno;
    const char *line;
    size_t linelen;
    char *err;
    size_t errlen;
    jmp_buf jb;
    sm5_prog_t *p;
    int cap_uops, cap_exp;
    memdir_t *md; int nmd, cap_md;
    bool dims_set[SM5_PROG_NRES];
    bool fmt_set[SM5_PROG_NRES];
    uint8_t dcl_type[SM5_PROG_NRES];   /* typed: 0 float, 1 uint, 2 sint */
    uint32_t dims_line[SM5_PROG_NRES];
    /* flow control: the open blocks (if / loop / switch), innermost last */
    struct asm_block *blk;
    int nblk, cap_blk;
    bool term;                    /* the last statement ends its path (break/continue/ret) */
    bool after_label;             /* the last statement was a case/default label */
    /* dcl_immediateConstantBuffer: the lines it spans (skipped by pass 2) */
    uint32_t icb_first, icb_last;
    uint32_t dispatch_line, max_steps_line;
    bool seen_insn, seen_ret;
    uint64_t fill_words;          /* words all fill lines write: bounded (time) */
    uint32_t ret_line;
    uint32_t lanes_line, inactive_line, helper_line;
    const char *ret_at;
    bool decl_size;               /* the operand being parsed is a declaration's cb#[size]:
                                     its bracket may hold 4096 (an index at most 4095) */
} asm_t;

/* An open flow-control block of the assembler. */
typedef enum { BLK_IF, BLK_LOOP, BLK_SWITCH } blk_kind_t;
struct asm_block {
    blk_kind_t kind;
    int open;                     /* uop index of if / loop / switch */
    int els;                      /* if: uop index of else, or -1 */
    uint32_t line, col;           /* of the opener, for messages */
    bool then_term;               /* if: the then-branch ended its path */
    bool had_default;             /* switch */
    int last_label;               /* switch: uop index of the last label, or -1 */
    int *exits; int nexits, cap_exits;   /* break / continue uops to patch at the end */
    uint32_t *cases; int ncases, cap_cases;  /* switch: label values seen */
    sm5_src_t sel;                /* switch: the selector */
};

/* A position in the current line: [s, end). */
typedef struct { const char *s, *end; } cur_t;

typedef enum {
    K_TEMP, K_LIT, K_CB, K_TID, K_UAV, K_GSM, K_NULL,
    K_INPUT, K_OUTPUT, K_SRV, K_XTEMP, K_ICB      /* v#, o#, t#, x#[i], icb[i] (SPEC 13) */
} okind_t;

typedef struct {
    okind_t kind;
    const char *at;          /* start, for messages */
    uint64_t idx;            /* r#, u#, g#, cb# */
    uint64_t elem;           /* cb#[elem] */
    uint32_t lit[4];
    int nlit;
    uint8_t litfloat;
    bool neg, abs;
    int nswz;                /* letters after '.', 0 = none */
    uint8_t sel[4];          /* the letters as 0..3 */
    int tid;                 /* which thread-id input (bit index of tid_inputs) */
    /* [index] of x#, icb, cb#: off, or r[rreg].rcomp + off when rel */
    bool has_index, rel;
    uint64_t rreg, off;
    int rcomp;
    const char *rel_at;
} opnd_t;

extern const char *const asm_tid_names[4];

/* sm5_asm_lex.c */
/* Reports an error at `at` (a pointer into the current line, or NULL for column 1) and
 * unwinds to sm5_prog_parse. */
/* Points the error position (a->lineno, a->line) at source line `lineno` (1-based), so
 * an error found after the parse (at the end of the file, on an expect line) shows the
 * line it is about. */
void asm_at_line(asm_t *a, uint32_t lineno);
_Noreturn void asm_fail(asm_t *a, const char *at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
const char *asm_tok(const char *s, const char *end, char *buf);
void *asm_xrealloc(asm_t *a, void *ptr, size_t n);
void asm_skip_ws(cur_t *c);
bool asm_at_end(cur_t *c);
bool asm_is_id(char ch);
size_t asm_ident(cur_t *c);
bool asm_eat(cur_t *c, char ch);
void asm_expect_ch(asm_t *a, cur_t *c, char ch, const char *what);
bool asm_word_eq(const char *s, size_t n, const char *w);
bool asm_word_ieq(const char *s, size_t n, const char *w);
bool asm_digits(cur_t *c, uint64_t *v);
uint32_t asm_parse_value(asm_t *a, cur_t *c, bool *is_float);
uint64_t asm_parse_value64(asm_t *a, cur_t *c);
uint64_t asm_need_number(asm_t *a, cur_t *c, const char *what);
void asm_no_more(asm_t *a, cur_t *c);

/* sm5_asm_operand.c */
void asm_parse_swizzle(asm_t *a, cur_t *c, opnd_t *o);
void asm_parse_operand(asm_t *a, cur_t *c, opnd_t *o);
uint8_t asm_swz_of(const opnd_t *o, bool dbl);
uint8_t asm_mask_of(asm_t *a, const opnd_t *o);
int asm_res_slot(asm_t *a, const opnd_t *o);
int asm_bufinfo_const(asm_t *a, const char *at, int slot);
void asm_check_temp(asm_t *a, const opnd_t *o);
void asm_enc_src(asm_t *a, const opnd_t *o, sm5_src_t *s, bool dbl);
void asm_enc_dst(asm_t *a, const opnd_t *o, sm5_uop_t *u, const char *opname);
void asm_no_mods(asm_t *a, const opnd_t *o, const char *opname);
void asm_need_reg_src(asm_t *a, const opnd_t *o);
const sm5_res_t *asm_need_res(asm_t *a, const opnd_t *o, int *slot);
void asm_check_addr(asm_t *a, const opnd_t *o, const sm5_res_t *r, int slot);
void asm_check_scalar(asm_t *a, const opnd_t *o, const char *what);

/* sm5_asm_insn.c */
void asm_push_uop(asm_t *a, const sm5_uop_t *u, const char *at);
/* The mnemonic at c; *sat gets _sat, *sync the flags of a sync_* form. */
sm5_op_t asm_mnemonic(asm_t *a, cur_t *c, bool *sat, uint8_t *sync);
void asm_instruction(asm_t *a, cur_t *c);

/* sm5_asm_flow.c */
uint8_t asm_sync_flags(const char *m, size_t n);
void asm_flow(asm_t *a, sm5_op_t op, const char *mb, opnd_t *o, int no, uint8_t sync_flags);
void asm_flow_stmt(asm_t *a, const char *mb, const char *name);
void asm_flow_end(asm_t *a);
void asm_flow_free(asm_t *a);

/* sm5_asm_decl.c */
void asm_header(asm_t *a, cur_t *c);
void asm_declaration(asm_t *a, cur_t *c);

/* sm5_asm_dir.c */
void asm_directive(asm_t *a, const char *b, const char *end);

#endif

/* Vector files (SPEC 9): parse a whole file held in memory and check every line against
 * the C model. A library so that the CLI (cmodel/tools/vecrun.c), the tests and the
 * fuzz harness (tb/fuzz/vec/) share one parser.
 *
 * Line forms (one case a line, `#` starts a comment, blank lines ignored, tokens are
 * separated by spaces or tabs):
 *   OP SRC0 [SRC1 [SRC2 [SRC3]]] -> EXPECTED
 *       OP: an ALU instruction of sm5_ops.def with register operands, optionally with
 *       `_sat` where its class takes it (float, move, f16tof32, double); also mov_neg,
 *       mov_abs, mov_negabs (and the same for dmov), each optionally followed by _sat.
 *       f64 ops (dmin, dmax, dmov) take 16-hex-digit values. Extension: a source may be
 *       written `-V`, `V_abs` or `-V_abs` where the op class takes that modifier.
 *       SPEC 10: mad lists 3 sources; dp2/dp3/dp4 list 4/6/8 values, the src0
 *       components then the src1 components (no modifiers: they would act on a whole
 *       source); imul, umul, udiv, uaddc, usubb list two results, the first destination's
 *       first (`udiv 7 2 -> 3 1`: quotient, remainder).
 *   OP SRC... -> EXPECTED ulp N | OP SRC... -> EXPECTED abs X
 *       tolerance forms for a single float result (SPEC 8 rules, sm5_expect_match):
 *       within N ULP, or |got - EXPECTED| <= X (X decimal, e.g. 0.0008 or 8e-4).
 *   f32_to_f16 | f32_to_f11 | f32_to_f10 | f16_to_f32 | f11_to_f32 | f10_to_f32 V -> R
 *       the format conversions of SPEC 1/5 (operand widths 32, 16, 11, 10 bits).
 *   atomic_OP MEM SRC0 [SRC1] -> MEM_AFTER
 *   imm_atomic_OP MEM SRC0 [SRC1] -> MEM_AFTER RETURNED
 *       one lane, through sm5_atomic_apply(). SRC1 only for the compare forms.
 *   atomic_OP MEM SRC0 [SRC1] xN -> MEM_AFTER
 *   imm_atomic_OP MEM SRC0 [SRC1] xN -> MEM_AFTER [RETURNED...]
 *       N lanes (1..64) issue the op on one word of a raw UAV, through sm5_mem_exec()
 *       (so the P-9 lane-order path runs). RETURNED is absent (SPEC 9: the N returns
 *       differ, none is checked), one value, the return of the last lane (N-1), or N
 *       values, the returns of lanes 0..N-1.
 *   imm_atomic_alloc | imm_atomic_consume COUNTER [xN] -> COUNTER_AFTER [RETURNED...]
 *       the hidden counter of a raw UAV, through sm5_mem_exec(); RETURNED optional, as
 *       above (one value = last lane, or N values).
 * Values: hex with or without 0x, leading zeros optional, at most as many digits as
 * the operand width needs (8 for 32-bit, 16 for f64, 4 for f16, 3 for f11/f10) and no
 * larger than the width. EXPECTED may be `nan` (any NaN of the result format) or `any`,
 * in any letter case. Every expected value is decided by sm5_expect_match (sm5_expect.h),
 * the rule the program runners use too.
 * Output: each failing line `file:line: OP ...: expected X, got Y`; each malformed line
 * `file:line:column: error: ...` (never skipped, counted as a failure). */
#ifndef SM5_VEC_H
#define SM5_VEC_H
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>

typedef struct {
    uint32_t passed;     /* vector lines whose result matched */
    uint32_t failed;     /* vector lines whose result did not match */
    uint32_t malformed;  /* lines that could not be parsed */
} sm5_vec_stats_t;

/* Checks every line of text[0..len) (need not be NUL-terminated; any bytes allowed).
 * name: the file name used in messages. Messages go to out unless it is NULL. The
 * counts are added to *st. Returns 0 when every line passed and none was malformed. */
int sm5_vec_check(const char *name, const char *text, size_t len, FILE *out,
                  sm5_vec_stats_t *st);

#endif

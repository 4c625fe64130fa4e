/* Timing of the divide / square-root unit (rtl/sm5_divsqrt.sv) and the parameter defaults
 * of it and of the integer multiplier (rtl/sm5_imul.sv). The values these
 * units compute are the golden functions of sm5_arith.h; this header only says WHEN.
 * tools/gen_pkg.c copies the two defaults into rtl/sm5_pkg.sv (DIVSQRT_BITS,
 * IMUL_STAGES), so the RTL parameters and the cycle model cannot disagree. */
#ifndef SM5_DIVMUL_H
#define SM5_DIVMUL_H
#include <stdint.h>
#include "sm5_uop.h"

/* Radix-2 restoring steps per cycle of the divider (1: radix 2; 2: radix 4 as two
 * cascaded steps). 1 is the one that meets 100 MHz on the ECP5 and the smallest;
 * docs/figures.md has the area / depth / fmax figures behind the choice. */
#define SM5_DIVSQRT_BITS 1
/* Register stages of the integer multiplier (results exactly this many cycles later). */
#define SM5_IMUL_STAGES 3

/* Quotient / root bits a div or sqrt computes before rounding: 24 significant bits, a
 * guard bit and one more so that a quotient below 1 still has its guard bit. */
#define SM5_DIVSQRT_FBITS 26

/* Cycles from the start cycle (cycle 0, start_i high) to the cycle in which done_o is
 * high, for one operation of sm5_divsqrt with `bits` steps per cycle (1..4):
 *   div, sqrt with a special operand (after the SPEC 1 input flush: NaN, INF or zero
 *     operand, sqrt of a negative): 1
 *   div, sqrt otherwise: ceil(26 / bits) + 2  (set-up, iterations, rounding)
 *   udiv by 0, or of a = 0: 1
 *   udiv otherwise: ceil(8 * n / bits) + 1 with n = 1..4 the significant bytes of a
 *     (the leading zero bytes of a are skipped).
 * Any other op: -1. A wave of lanes takes the largest count of its lanes. */
int sm5_divsqrt_cycles(sm5_op_t op, uint32_t a, uint32_t b, int bits);

#endif

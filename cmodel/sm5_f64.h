/* Double precision of SPEC 12 on bit patterns: the golden reference of the double ops.
 * Integer arithmetic only (no host double, no libm), so the host FPU and MPFR stay
 * independent references for the tests (tb/ref/dp_*.c).
 *
 * Functions take their operands AFTER the source modifiers (- / _abs on the sign bit of
 * a double, f32 modifiers on an ftod source, two's complement on an itod source) and
 * give the result BEFORE _sat (sm5_alu_exec applies sm5_f64_sat, SPEC 12).
 * binary64 results follow IEEE-754: denorm operands are honoured, the exact result is
 * rounded once to nearest even with gradual underflow (denorms produced), overflow
 * gives +-INF, every NaN result is the P-16 NaN 0x7FF8000000000000. The f32 side of
 * dtof / ftod follows SPEC 1 (P-26): an f32 denorm operand is a zero of its sign, and
 * dtof rounds to nearest even at 24 bits then flushes a result below 2^-126 to a zero
 * of its sign, the way P-15 does for f32 arithmetic; finite values beyond the f32 range
 * round to +-INF; a NaN gives the P-16 f32 NaN.
 *
 * `ev` (may be NULL) collects the SM5_AEV_* events of sm5_arith.h, as the f32 ops do. */
#ifndef SM5_F64_H
#define SM5_F64_H
#include <stdint.h>
#include "sm5_arith.h"

uint64_t sm5_f64_add(uint64_t a, uint64_t b, sm5_aev_t *ev);               /* dadd */
uint64_t sm5_f64_mul(uint64_t a, uint64_t b, sm5_aev_t *ev);               /* dmul */
uint64_t sm5_f64_fma(uint64_t a, uint64_t b, uint64_t c, sm5_aev_t *ev);   /* dfma: a*b+c, one rounding */
uint64_t sm5_f64_div(uint64_t a, uint64_t b, sm5_aev_t *ev);               /* ddiv */
uint64_t sm5_f64_rcp(uint64_t a, sm5_aev_t *ev);                           /* drcp, P-25: 1/a correctly rounded */

/* deq, dge, dlt, dne: 0xFFFFFFFF or 0. NaN: eq/ge/lt false, ne true; +0 == -0; denorms
 * compare by value (no flush). */
uint32_t sm5_f64_eq(uint64_t a, uint64_t b);
uint32_t sm5_f64_ge(uint64_t a, uint64_t b);
uint32_t sm5_f64_lt(uint64_t a, uint64_t b);
uint32_t sm5_f64_ne(uint64_t a, uint64_t b);

uint32_t sm5_dtof(uint64_t a, sm5_aev_t *ev);   /* round to nearest even, P-26 */
uint64_t sm5_ftod(uint32_t a, sm5_aev_t *ev);   /* exact; P-26: f32 denorm -> +-0 */
uint32_t sm5_dtoi(uint64_t a);                  /* truncate, clamp to int32, NaN -> 0 */
uint32_t sm5_dtou(uint64_t a);                  /* truncate, clamp to uint32, NaN -> 0 */
uint64_t sm5_itod(uint32_t a);                  /* exact */
uint64_t sm5_utod(uint32_t a);                  /* exact */

#endif

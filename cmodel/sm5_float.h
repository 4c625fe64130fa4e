/* f32 / f64 semantics of SPEC 1-3: classification, flush, modifiers, the comparator
 * (min/max/eq/ne/lt/ge, dmin/dmax), _sat, and the float<->int conversions. All values
 * are bit patterns. */
#ifndef SM5_FLOAT_H
#define SM5_FLOAT_H
#include <stdint.h>
#include <stdbool.h>

typedef enum { SM5_FC_ZERO, SM5_FC_DENORM, SM5_FC_NORMAL, SM5_FC_INF, SM5_FC_NAN } sm5_fclass_t;

sm5_fclass_t sm5_f32_class(uint32_t a);
sm5_fclass_t sm5_f64_class(uint64_t a);
uint32_t sm5_f32_flush(uint32_t a);            /* denorm -> zero of the same sign */

/* Source modifiers on an f32 operand: abs first, then neg (so -r_abs = -|r|); on a double,
 * its high word (the sign is there). */
uint32_t sm5_f32_mod(uint32_t a, bool neg, bool abs);
uint32_t sm5_i32_mod(uint32_t a, bool neg);   /* two's complement negate */

uint32_t sm5_f32_sat(uint32_t a);             /* NaN -> +0, -0 -> +0, clamp to [0, 1] */
uint64_t sm5_f64_sat(uint64_t a);

uint32_t sm5_f32_min(uint32_t a, uint32_t b);
uint32_t sm5_f32_max(uint32_t a, uint32_t b);
uint64_t sm5_f64_min(uint64_t a, uint64_t b);
uint64_t sm5_f64_max(uint64_t a, uint64_t b);

/* Compares return 0xFFFFFFFF (true) or 0. */
uint32_t sm5_f32_eq(uint32_t a, uint32_t b);
uint32_t sm5_f32_ne(uint32_t a, uint32_t b);
uint32_t sm5_f32_lt(uint32_t a, uint32_t b);
uint32_t sm5_f32_ge(uint32_t a, uint32_t b);

uint32_t sm5_ftoi(uint32_t a);   /* truncate, clamp to int32, NaN -> 0 */
uint32_t sm5_ftou(uint32_t a);   /* truncate, clamp to uint32, NaN -> 0 */
/* The clamp of ftoi/ftou and dtoi/dtou in one place: a NaN gives 0, otherwise the
 * truncated magnitude mag (any value >= 2^32 may be passed as 2^32) with its sign is
 * clamped to the int32 / uint32 range (a negative value to 0 for uint32). */
uint32_t sm5_clamp_trunc_i32(bool nan, bool neg, uint64_t mag);
uint32_t sm5_clamp_trunc_u32(bool nan, bool neg, uint64_t mag);
uint32_t sm5_itof(uint32_t a);   /* round to nearest even */
uint32_t sm5_utof(uint32_t a);

#endif

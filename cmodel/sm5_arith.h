/* Arithmetic of SPEC 10 on bit patterns: the golden reference the RTL units and the
 * simulators call. Integer arithmetic only (no host float/double, no libm), so the
 * host FPU stays an independent reference for the tests.
 *
 * Float functions take their operands AFTER the source modifiers (- / _abs) and apply
 * SPEC 10's order themselves:
 *   1. denorm inputs flushed to a zero of their sign (SPEC 1);
 *   2. the operation on the exact values (special cases from the FS tables);
 *   3. one rounding to nearest even at 24 bits with an unbounded exponent;
 *   4. P-15: a result below 2^-126 in magnitude becomes a zero of the exact result's
 *      sign (one that rounds up to 2^-126 stays); beyond FLT_MAX it is +-INF;
 *   5. P-16: a NaN result is 0x7FC00000.
 * _sat is not applied here (sm5_alu_exec does it, SPEC 2).
 *
 * Every float function takes a last argument `ev` (may be NULL): the events of the
 * computation (SM5_AEV_* bits) are ORed into *ev, for coverage and for tests of the
 * rounding itself. dp2/3/4 OR the events of every step of the chain.
 *
 * The rounding/packing core (sm5_round_f32 / sm5_round_f64) takes an exact-or-sticky
 * value sm5_xval_t and is shared by every op here; special functions and doubles use
 * it too. */
#ifndef SM5_ARITH_H
#define SM5_ARITH_H
#include <stdint.h>
#include <stdbool.h>

/* ---------------------------------------------------------------- events */
#define SM5_AEV_EXACT     0x0001u  /* rounded result equals the exact result */
#define SM5_AEV_RND_DOWN  0x0002u  /* inexact, below the half-way point: truncated */
#define SM5_AEV_RND_UP    0x0004u  /* inexact, above the half-way point: incremented */
#define SM5_AEV_TIE_EVEN  0x0008u  /* exactly half-way, the even neighbour was already kept */
#define SM5_AEV_TIE_UP    0x0010u  /* exactly half-way, incremented to the even neighbour */
#define SM5_AEV_FLUSH     0x0020u  /* P-15: nonzero result below 2^-126 became a signed zero */
#define SM5_AEV_TO_MIN    0x0040u  /* exact value below 2^-126 that rounded up to 2^-126 (kept) */
#define SM5_AEV_OVERFLOW  0x0080u  /* rounded beyond the largest finite value: +-INF */
#define SM5_AEV_CANCEL    0x0100u  /* nonzero operands, exact zero result (x + -x): +0 */
#define SM5_AEV_SPECIAL   0x0200u  /* result taken from a special-case row (NaN, INF, zero operand,
                                    * division by zero, sqrt of a negative, ...) */
#define SM5_AEV_NAN       0x0400u  /* the result is the P-16 NaN */
#define SM5_AEV_DAZ       0x0800u  /* a denorm input was flushed to zero (SPEC 1) */
#define SM5_AEV_MASSCANCEL 0x1000u /* subtraction lost 2 or more leading bits (cancellation) */
/* f64 only (SPEC 12, gradual underflow; sm5_f64.h): */
#define SM5_AEV_DENORM_OUT 0x2000u /* nonzero result below 2^-1022 after rounding: a denorm */
#define SM5_AEV_DENORM_IN  0x4000u /* a denorm operand, honoured (never flushed) */
#define SM5_AEV_UNDER_ZERO 0x8000u /* inexact result below the smallest denorm: rounded to +-0 */
typedef uint32_t sm5_aev_t;

/* ---------------------------------------------------------------- rounding core */
/* An exact-or-sticky real value: (-1)^sign * (mant + f) * 2^exp with f = 0 when sticky
 * is false and 0 < f < 1 when it is true (bits were dropped below mant's LSB). mant == 0
 * means an exact zero (sticky must be false; the caller chooses the zero's sign).
 * When sticky is set, mant must keep at least one bit below the rounding position
 * (f32: >= 25 significant bits, f64: >= 54) so that the guard bit is real. */
typedef struct {
    bool sign;
    int32_t exp;
    uint64_t mant;
    bool sticky;
} sm5_xval_t;

/* Round to nearest even at 24 bits (unbounded exponent), then P-15 flush or overflow
 * to INF; returns the f32 bits. */
uint32_t sm5_round_f32(const sm5_xval_t *x, sm5_aev_t *ev);
/* Round to nearest even to binary64 with gradual underflow (SPEC 12: denorms kept);
 * overflow to INF. */
uint64_t sm5_round_f64(const sm5_xval_t *x, sm5_aev_t *ev);

/* An f32 operand after the input flush: class and, for NORMAL, value = mant * 2^exp
 * with mant in [2^23, 2^24). Denorms come back as ZERO of their sign. */
typedef enum { SM5_AC_ZERO, SM5_AC_NORMAL, SM5_AC_INF, SM5_AC_NAN } sm5_aclass_t;
typedef struct {
    sm5_aclass_t cls;
    bool sign;
    int32_t exp;
    uint32_t mant;
    bool was_denorm;
} sm5_f32_parts_t;
sm5_f32_parts_t sm5_f32_unpack(uint32_t a);

/* ---------------------------------------------------------------- f32 (SPEC 10) */
uint32_t sm5_f32_add(uint32_t a, uint32_t b, sm5_aev_t *ev);             /* a + b */
uint32_t sm5_f32_mul(uint32_t a, uint32_t b, sm5_aev_t *ev);             /* a * b */
uint32_t sm5_f32_fma(uint32_t a, uint32_t b, uint32_t c, sm5_aev_t *ev); /* mad, P-17 */
uint32_t sm5_f32_div(uint32_t a, uint32_t b, sm5_aev_t *ev);             /* P-19 */
uint32_t sm5_f32_sqrt(uint32_t a, sm5_aev_t *ev);                        /* P-20 */
uint32_t sm5_f32_frc(uint32_t a, sm5_aev_t *ev);                         /* P-21 */
uint32_t sm5_f32_round_ne(uint32_t a, sm5_aev_t *ev);
uint32_t sm5_f32_round_ni(uint32_t a, sm5_aev_t *ev);                    /* floor */
uint32_t sm5_f32_round_pi(uint32_t a, sm5_aev_t *ev);                    /* ceil */
uint32_t sm5_f32_round_z(uint32_t a, sm5_aev_t *ev);                     /* trunc */
/* dp2/dp3/dp4 (n = 2, 3, 4), P-18: t = a[0]*b[0]; t = fma(a[i], b[i], t) for i = 1..n-1. */
uint32_t sm5_f32_dp(int n, const uint32_t a[], const uint32_t b[], sm5_aev_t *ev);

/* ---------------------------------------------------------------- integer (SPEC 10) */
/* Inputs after the source modifiers (imul/imad: `-` is two's complement). */
void sm5_imul(uint32_t a, uint32_t b, uint32_t *hi, uint32_t *lo);   /* signed 64-bit product */
void sm5_umul(uint32_t a, uint32_t b, uint32_t *hi, uint32_t *lo);   /* unsigned */
uint32_t sm5_imad(uint32_t a, uint32_t b, uint32_t c);               /* low 32 of a*b+c */
uint32_t sm5_umad(uint32_t a, uint32_t b, uint32_t c);               /* (the same bits) */
/* q = a / b, r = a % b; b == 0 gives 0xFFFFFFFF to both. */
void sm5_udiv(uint32_t a, uint32_t b, uint32_t *q, uint32_t *r);
void sm5_uaddc(uint32_t a, uint32_t b, uint32_t *sum, uint32_t *carry);   /* carry 1 or 0 */
void sm5_usubb(uint32_t a, uint32_t b, uint32_t *diff, uint32_t *borrow); /* a - b; borrow = a < b */
/* msad (FS 22.12): accum + sum over the bytes i of ref with ref.byte[i] != 0 of
 * |ref.byte[i] - src.byte[i]|; P-22: saturates at 0xFFFFFFFF. */
uint32_t sm5_msad(uint32_t ref, uint32_t src, uint32_t accum);

#endif

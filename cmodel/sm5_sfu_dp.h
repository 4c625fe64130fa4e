/* The special function unit's interpolation datapath (issue 14), bit for bit: one
 * definition shared by the C model (sm5_sfu.c) and the table generator
 * (tools/sfu_gen.c), which fits the table coefficients to exactly this arithmetic and
 * bounds its rounding errors by evaluating it on every input. rtl/sm5_sfu_lane.sv
 * implements the same widths (they reach it through the generated rtl/sm5_sfu_pkg.sv).
 *
 * Every table covers its domain in SM5_SFU_SEGS segments. Inside segment s the input is
 * X in [0, 2^XB) (the position in the segment, X / 2^XB in [0, 1)), and
 *     y = c0 + t1 + t2                             (y in units of 2^-YF)
 *     t1 = floor(c1 * X / 2^S1)                    S1 = XB + L1 - YF
 *     q  = X >> (XB - SQB);  sq = floor(q^2 / 2^SQT)
 *     t2 = floor(c2 * sq / 2^S2)                   S2 = 2 SQB - SQT + L2 - YF
 * c0 unsigned (W0 bits, LSB 2^-YF), c1 and c2 two's complement (W1, W2 bits, LSB 2^-L1
 * and 2^-L2), so c0 + c1 X + c2 X^2 (X as a fraction of the segment) is the segment's
 * quadratic. */
#ifndef SM5_SFU_DP_H
#define SM5_SFU_DP_H
#include <stdint.h>

#define SM5_SFU_SEGB 7                        /* index bits: 128 segments per table */
#define SM5_SFU_SEGS (1 << SM5_SFU_SEGB)
#define SM5_SFU_XB   19                       /* bits of X */
#define SM5_SFU_YF   30                       /* fraction bits of y */
#define SM5_SFU_W0   31                       /* c0: unsigned, y in [0, 2) */
#define SM5_SFU_W1   23                       /* c1: signed, LSB 2^-L1 */
#define SM5_SFU_L1   28
#define SM5_SFU_W2   17                       /* c2: signed, LSB 2^-L2 */
#define SM5_SFU_L2   29
#define SM5_SFU_SQB  16                       /* bits of X squared */
#define SM5_SFU_SQT  14                       /* low bits of the square dropped */
#define SM5_SFU_S1   (SM5_SFU_XB + SM5_SFU_L1 - SM5_SFU_YF)
#define SM5_SFU_S2   (2 * SM5_SFU_SQB - SM5_SFU_SQT + SM5_SFU_L2 - SM5_SFU_YF)
#define SM5_SFU_WW   (SM5_SFU_W0 + SM5_SFU_W1 + SM5_SFU_W2)   /* ROM word bits */

/* ROM blocks of SM5_SFU_SEGS words each (address = block * SEGS + segment) */
enum {
    SM5_SFU_T_RCP,       /* 1/t, t in [1, 2) */
    SM5_SFU_T_RSQ_E,     /* 1/sqrt(t), t in [1, 2): even exponent */
    SM5_SFU_T_RSQ_O,     /* 1/sqrt(2t), t in [1, 2): odd exponent */
    SM5_SFU_T_EXP,       /* 2^t, t in [0, 1) */
    SM5_SFU_T_LOG,       /* log2(t), t in [1, 2) */
    SM5_SFU_T_SIN,       /* sin(2 pi t), t in [0, 1/4) turns */
    SM5_SFU_T_COUNT
};
#define SM5_SFU_ROM_WORDS (SM5_SFU_T_COUNT * SM5_SFU_SEGS)

/* floor(v / 2^s) without relying on the implementation-defined >> of negatives */
static inline int64_t sm5_sfu_asr(int64_t v, int s)
{
    return v >= 0 ? (int64_t)((uint64_t)v >> s) : -(int64_t)(((uint64_t)(-(v + 1)) >> s) + 1);
}

/* One ROM word, unpacked (the RTL ROM packs {c0, c1, c2}, c2 in the low bits). */
typedef struct {
    uint32_t c0;
    int32_t c1, c2;
} sm5_sfu_coef_t;

/* The two product terms (y = c0 + sm5_sfu_terms(...)). */
static inline int64_t sm5_sfu_terms(int32_t c1, int32_t c2, uint32_t x)
{
    int64_t t1 = sm5_sfu_asr((int64_t)c1 * (int64_t)x, SM5_SFU_S1);
    uint64_t q = x >> (SM5_SFU_XB - SM5_SFU_SQB);
    uint64_t sq = (q * q) >> SM5_SFU_SQT;
    int64_t t2 = sm5_sfu_asr((int64_t)c2 * (int64_t)sq, SM5_SFU_S2);
    return t1 + t2;
}

#endif

/* The special function unit's interpolation datapath, bit for bit: one
 * definition shared by the C model (sm5_sfu.c), the table generator (tools/sfu_gen.c,
 * which rounds the coefficients to these widths and bounds the datapath's rounding
 * errors) and, through the constants it prints into rtl/sm5_sfu_rom.sv, the RTL lane
 * (rtl/sm5_sfu_lane.sv). docs/sfu-unit.md derives the widths.
 *
 * Every table covers its domain in SM5_SFU_SEGS segments. Inside segment s the input is
 * X in [0, 2^XB) (u = X / 2^XB in [0, 1) is the position in the segment), and
 *     y  = c0 + t1 + t2                          (y in units of 2^-YF)
 *     t1 = floor(c1 * X / 2^S1)                  S1 = XB + L1 - YF
 *     q  = X >> (XB - SQB);  sq = q^2 >> SQT
 *     t2 = floor(c2 * sq / 2^S2)                 S2 = L2 + 2 SQB - SQT - YF
 * c0 unsigned (W0 bits, LSB 2^-YF), c1 and c2 two's complement (W1, W2 bits, LSB 2^-L1
 * and 2^-L2), so that c0 + c1 u + c2 u^2 is the segment's quadratic. */
#ifndef SM5_SFU_DP_H
#define SM5_SFU_DP_H
#include <stdint.h>

#define SM5_SFU_SEGB 8                        /* index bits: 256 segments per table */
#define SM5_SFU_SEGS (1 << SM5_SFU_SEGB)
#define SM5_SFU_XB   24                       /* bits of X */
#define SM5_SFU_YF   32                       /* fraction bits of y */
#define SM5_SFU_W0   33                       /* c0: unsigned, in [0, 2) */
#define SM5_SFU_W1   26                       /* c1: signed, |c1| < 2^-7 */
#define SM5_SFU_L1   32
#define SM5_SFU_W2   20                       /* c2: signed, |c2| < 2^-15 */
#define SM5_SFU_L2   34
#define SM5_SFU_SQB  18                       /* bits of X squared */
#define SM5_SFU_SQT  18                       /* low bits of the square dropped */
#define SM5_SFU_S1   (SM5_SFU_XB + SM5_SFU_L1 - SM5_SFU_YF)
#define SM5_SFU_S2   (SM5_SFU_L2 + 2 * SM5_SFU_SQB - SM5_SFU_SQT - SM5_SFU_YF)
#define SM5_SFU_WW   (SM5_SFU_W0 + SM5_SFU_W1 + SM5_SFU_W2)   /* ROM word bits */
#define SM5_SFU_TB   3                        /* table-select bits of the ROM address */
#define SM5_SFU_AB   (SM5_SFU_TB + SM5_SFU_SEGB)

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

/* Range reduction of sin/cos: turns = |x| * C / 2^KC, C = RN(2^KC / (2 pi)), kept to
 * TF fraction bits (2 quadrant bits, SEGB index bits, XB bits of X). */
#define SM5_SFU_KC   40
#define SM5_SFU_TF   (2 + SM5_SFU_SEGB + SM5_SFU_XB)

/* floor(v / 2^s) without relying on the implementation-defined >> of negatives */
static inline int64_t sm5_sfu_asr(int64_t v, int s)
{
    return v >= 0 ? (int64_t)((uint64_t)v >> s) : -(int64_t)(((uint64_t)(-(v + 1)) >> s) + 1);
}

/* One ROM word, unpacked (the RTL ROM packs {c0, c1, c2}, c2 in the low bits). */
typedef struct {
    uint64_t c0;
    int32_t c1, c2;
} sm5_sfu_coef_t;

/* y of one segment at X (units of 2^-YF); the datapath exactly. */
static inline int64_t sm5_sfu_interp(const sm5_sfu_coef_t *c, uint32_t x)
{
    int64_t t1 = sm5_sfu_asr((int64_t)c->c1 * (int64_t)x, SM5_SFU_S1);
    uint64_t q = x >> (SM5_SFU_XB - SM5_SFU_SQB);
    uint64_t sq = (q * q) >> SM5_SFU_SQT;
    int64_t t2 = sm5_sfu_asr((int64_t)c->c2 * (int64_t)sq, SM5_SFU_S2);
    return (int64_t)c->c0 + t1 + t2;
}

#endif

/* The double unit (rtl/sm5_dp.sv: fixed-latency pipe; rtl/sm5_dpdiv.sv: iterative
 * divider) seen from C: op encoding, default parameters, the golden function of each unit
 * op, the divider's cycle count and the wave timing, so the pipeline, the cycle model and
 * the unit harness agree with the RTL (SPEC 12). tools/gen_pkg.c emits
 * sm5_dp_op_e, DP_STAGES and DPDIV_BITS into rtl/sm5_pkg.sv from this header.
 *
 * Operands are taken after the source modifiers, as 64-bit words: a double, or a 32-bit
 * value in bits 31:0 (dmovc's condition in a; the f32 / int source of ftod, itod, utod
 * in a). Results are 64-bit: a double, or a 32-bit value in bits 31:0 (upper bits zero)
 * for the compares, dtof, dtoi, dtou. No _sat (the pipe wrapper applies sm5_f64_sat). */
#ifndef SM5_DP_UNIT_H
#define SM5_DP_UNIT_H
#include <stdint.h>
#include <stdbool.h>
#include "sm5_arith.h"

/* Order and values are the RTL encoding (4 bits). */
typedef enum {
    SM5_DP_ADD,    /* a + b */
    SM5_DP_MUL,    /* a * b */
    SM5_DP_FMA,    /* a * b + c, one rounding */
    SM5_DP_EQ,     /* deq a, b */
    SM5_DP_GE,
    SM5_DP_LT,
    SM5_DP_NE,
    SM5_DP_MOVC,   /* a[31:0] != 0 ? b : c, raw */
    SM5_DP_DTOF,   /* a */
    SM5_DP_FTOD,   /* a[31:0] */
    SM5_DP_DTOI,
    SM5_DP_DTOU,
    SM5_DP_ITOD,   /* a[31:0] */
    SM5_DP_UTOD,
    SM5_DP_NOPS
} sm5_dp_op_t;

/* Register ranks of the pipe: a result leaves exactly this many cycles after its operands
 * enter (rtl/sm5_dp.sv parameter STAGES). The latency every op of the pipe shares. */
#define SM5_DP_STAGES 6
/* Radix-2 steps per cycle of the divider (rtl/sm5_dpdiv.sv parameter BITS, 1, 2, 4 or 8). */
#define SM5_DPDIV_BITS 2
/* Quotient bits the divider computes before rounding: 53 significant bits, a guard bit,
 * one more for a quotient below 1, one spare (a multiple of 8). */
#define SM5_DPDIV_QBITS 56

/* The pipe's result for one op (the unit's golden model); events ORed into *ev (may be
 * NULL) as sm5_f64.h describes. */
uint64_t sm5_dp_unit(sm5_dp_op_t op, uint64_t a, uint64_t b, uint64_t c, sm5_aev_t *ev);

/* "add", "mul", ...; NULL if out of range. */
const char *sm5_dp_op_name(sm5_dp_op_t op);

/* The divider: rcp when `rcp` (a ignored, 1.0 / b), else a / b. */
uint64_t sm5_dpdiv_unit(bool rcp, uint64_t a, uint64_t b, sm5_aev_t *ev);

/* Cycles from the start cycle (cycle 0) to the done cycle of one divider operation with
 * `bits` radix-2 steps per cycle:
 *   a special operand (NaN, INF or zero: a or b of ddiv, b of drcp): 1
 *   otherwise: 56 / bits + 3 (set-up with the denorm normalisation, the steps, two
 *   rounding cycles: normalise, then round and pack).
 * -1 for a bad `bits`. A wave takes the largest count of its doubles. */
int sm5_dpdiv_cycles(bool rcp, uint64_t a, uint64_t b, int bits);

/* Wave timing of the pipe: a wave of `lanes` lanes has 2 * lanes doubles (.xy and .zw)
 * when both pairs are written (one pair: lanes doubles), issued `dp_lanes` doubles per
 * cycle: ceil(doubles / dp_lanes) issue cycles; the last result leaves STAGES cycles
 * after its issue cycle. */
int sm5_dp_issue_cycles(int lanes, int pairs, int dp_lanes);

/* The DBL pipe of the vector ALU (rtl/sm5_dbl.sv): DP_LANES units serve the wave, which
 * always walks both pairs of every lane. Default DP_LANES: LANES / 4, at least 1. */
int sm5_dp_lanes_default(int lanes);
/* Groups of DP_LANES doubles a wave takes: ceil(2 * lanes / dp_lanes) (the cycles the
 * unit is busy with one op); -1 unless 1 <= dp_lanes <= lanes. */
int sm5_dbl_groups(int lanes, int dp_lanes);
/* Dependent-issue distance of a DBL op: the groups, SM5_DP_STAGES, one cycle for the
 * operand buffer's load: sm5_dbl_groups + SM5_DP_STAGES + 1; -1 on bad arguments. */
int sm5_dbl_latency(int lanes, int dp_lanes);

#endif

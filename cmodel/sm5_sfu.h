/* The special function unit (SPEC 11): rcp, rsq, exp, log, sin, cos on f32
 * bit patterns, computed exactly as rtl/sm5_sfu_lane.sv computes them (the same range
 * reduction, the same generated coefficient ROM, the same truncations and the shared
 * rounding core sm5_round_f32). Integer arithmetic only: no libm, no host floating
 * point. The datapath is defined in sm5_sfu_dp.h; docs/sfu-unit.md walks through it.
 *
 * Inputs are taken after the source modifiers; denorm inputs are flushed (SPEC 1), the
 * result is rounded to nearest even and output-flushed (P-15), NaN results are the P-16
 * NaN. sincos is two unit ops (SIN and COS), one per destination. */
#ifndef SM5_SFU_H
#define SM5_SFU_H
#include <stdint.h>
#include "sm5_arith.h"

/* register stages of rtl/sm5_sfu_lane.sv: reduction, lookup, interpolation,
 * normalisation/rounding, each of these but the lookup cut once more (the RTL takes
 * STAGES >= 4; 5 to 8 add the cuts, 9 registers the operand before the reduction's
 * products, more are output delay ranks). 8: no stage of the lane deeper than 34 generic
 * gate levels (`sim/synth.py depth sfu_lane`; 75 at 4); 9 keeps the unit's group select
 * in front of the lane out of its first stage (41 levels in the core at 8). */
#define SM5_SFU_STAGES 9

typedef enum {
    SM5_SFU_RCP, SM5_SFU_RSQ, SM5_SFU_EXP, SM5_SFU_LOG, SM5_SFU_SIN, SM5_SFU_COS,
    SM5_SFU_NOPS
} sm5_sfu_op_t;

/* how a result was produced (coverage, tests) */
typedef enum {
    SM5_SFU_P_NAN,      /* NaN result (NaN input, or a domain error) */
    SM5_SFU_P_SPECIAL,  /* a row of the FS table: zero or INF input */
    SM5_SFU_P_RANGE,    /* exp: |x| >= 128 (INF or +0) */
    SM5_SFU_P_SMALL,    /* sin/cos: |x| < 2^-12 or zero: sin x = x, cos x = 1 */
    SM5_SFU_P_EXACT,    /* y forced to the exact value (power-of-two cases of SPEC 11) */
    SM5_SFU_P_TABLE,    /* interpolated */
    SM5_SFU_NPATHS
} sm5_sfu_path_t;

typedef struct {
    sm5_sfu_path_t path;
    int table;          /* SM5_SFU_T_* of sm5_sfu_dp.h, -1 if no table was read */
    int seg;            /* segment (table row) */
    uint32_t x;         /* position in the segment (XB bits) */
    int quadrant;       /* sin/cos: quadrant of the reduced argument (after cos's +1) */
} sm5_sfu_info_t;

extern const char *const sm5_sfu_op_names[SM5_SFU_NOPS];   /* "rcp", ..., "cos" */

/* One unit op. ev and info may be NULL. */
uint32_t sm5_sfu(sm5_sfu_op_t op, uint32_t a, sm5_aev_t *ev, sm5_sfu_info_t *info);

#endif

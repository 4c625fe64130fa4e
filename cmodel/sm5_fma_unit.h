/* The FMA pipe unit (rtl/sm5_fma.sv) seen from C: its op encoding, its default depth and
 * its function, so the pipeline, the cycle model and the unit harness agree with the RTL.
 * tools/gen_pkg.c emits sm5_fma_op_e and FMA_STAGES_DEF into rtl/sm5_pkg.sv from this header.
 *
 * One scalar result per op, on operands taken after the source modifiers; _sat is not
 * applied (the pipe wrapper does it, SPEC 2). The result is exactly what sm5_arith.h
 * computes for the SPEC 10 op:
 *   ADD a + b, MUL a * b, MAD fused a * b + c (P-17), FRC frc(a) (P-21),
 *   RNE / RNI / RPI / RZ round_ne / round_ni / round_pi / round_z of a.
 * dp2/dp3/dp4 (P-18) are a chain through the pipe: MUL for the first pair, then MAD with
 * the previous step's result as c (sm5_fma_dp_step). */
#ifndef SM5_FMA_UNIT_H
#define SM5_FMA_UNIT_H
#include <stdint.h>
#include <stdbool.h>
#include "sm5_arith.h"

/* Order and values are the RTL encoding (3 bits). */
typedef enum {
    SM5_FMA_ADD,
    SM5_FMA_MUL,
    SM5_FMA_MAD,
    SM5_FMA_FRC,
    SM5_FMA_RNE,
    SM5_FMA_RNI,
    SM5_FMA_RPI,
    SM5_FMA_RZ,
    SM5_FMA_NOPS
} sm5_fma_op_t;

/* Register stages of the pipe: a result leaves exactly this many cycles after its
 * operands enter (rtl/sm5_fma.sv parameter STAGES, default from the package). Until the
 * pipeline's latency table exists this is the one source of the FMA pipe's latency. */
#define SM5_FMA_STAGES 4

/* The pipe's result for one op (the golden model of the unit); the op's events are ORed
 * into *ev (may be NULL), as sm5_arith.h describes. */
uint32_t sm5_fma_unit(sm5_fma_op_t op, uint32_t a, uint32_t b, uint32_t c, sm5_aev_t *ev);

/* The mnemonic of a unit op ("add", "mul", "mad", "frc", "round_ne", ...), NULL if
 * out of range. */
const char *sm5_fma_op_name(sm5_fma_op_t op);

#endif

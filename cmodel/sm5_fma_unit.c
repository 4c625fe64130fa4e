/* The FMA pipe unit's function (see sm5_fma_unit.h): a dispatcher onto the SPEC 10
 * golden model, so the RTL unit is checked against exactly what the simulators compute. */
#include "sm5_fma_unit.h"
#include <stddef.h>

uint32_t sm5_fma_unit(sm5_fma_op_t op, uint32_t a, uint32_t b, uint32_t c, sm5_aev_t *ev)
{
    switch (op) {
    case SM5_FMA_ADD: return sm5_f32_add(a, b, ev);
    case SM5_FMA_MUL: return sm5_f32_mul(a, b, ev);
    case SM5_FMA_MAD: return sm5_f32_fma(a, b, c, ev);
    case SM5_FMA_FRC: return sm5_f32_frc(a, ev);
    case SM5_FMA_RNE: return sm5_f32_round_ne(a, ev);
    case SM5_FMA_RNI: return sm5_f32_round_ni(a, ev);
    case SM5_FMA_RPI: return sm5_f32_round_pi(a, ev);
    case SM5_FMA_RZ:  return sm5_f32_round_z(a, ev);
    default:          return 0u;   /* not an op of the unit */
    }
}

const char *sm5_fma_op_name(sm5_fma_op_t op)
{
    static const char *const names[SM5_FMA_NOPS] = {
        "add", "mul", "mad", "frc", "round_ne", "round_ni", "round_pi", "round_z"
    };
    return (unsigned)op < SM5_FMA_NOPS ? names[op] : NULL;
}

/* Timing of the divide / square-root unit (see sm5_divmul.h). Written from the unit's
 * documented schedule, not from its RTL: the unit harness checks the RTL against it. */
#include "sm5_divmul.h"

static int lzc32(uint32_t v) { return v ? __builtin_clz(v) : 32; }

static int ceil_div(int n, int d) { return (n + d - 1) / d; }

/* SPEC 1: a denorm operand is a zero before the operation looks at it. */
static bool f32_zero(uint32_t v) { return ((v >> 23) & 0xFFu) == 0; }
static bool f32_infnan(uint32_t v) { return ((v >> 23) & 0xFFu) == 0xFFu; }

int sm5_divsqrt_cycles(sm5_op_t op, uint32_t a, uint32_t b, int bits)
{
    if (bits < 1) return -1;
    const int fcycles = ceil_div(SM5_DIVSQRT_FBITS, bits) + 2;
    switch (op) {
    case SM5_OP_DIV:
        if (f32_zero(a) || f32_infnan(a) || f32_zero(b) || f32_infnan(b)) return 1;
        return fcycles;
    case SM5_OP_SQRT:
        if (f32_zero(a) || f32_infnan(a) || (a >> 31)) return 1;
        return fcycles;
    case SM5_OP_UDIV: {
        if (b == 0 || a == 0) return 1;
        int bytes = (32 - lzc32(a) + 7) / 8;   /* significant bytes of a */
        return ceil_div(8 * bytes, bits) + 1;
    }
    default:
        return -1;
    }
}

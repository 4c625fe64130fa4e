/* sm5_fcmp and sm5_dcmp against the C comparator (sm5_float.h) and, for the integer
 * min/max/compares, the C ALU (sm5_alu_exec): every pair of the special values for every
 * op, then --n seeded random vectors each (biased to specials, equal and neighbouring
 * operands, sign flips). */
#include "rtlu.h"
#include "rtlu_test.h"
#include "sm5_float.h"
#include "sm5_uop.h"

static const uint32_t fcmp_ops[] = {
    SM5_OP_MIN, SM5_OP_MAX, SM5_OP_EQ, SM5_OP_NE, SM5_OP_LT, SM5_OP_GE,
    SM5_OP_IMIN, SM5_OP_IMAX, SM5_OP_UMIN, SM5_OP_UMAX,
    SM5_OP_IEQ, SM5_OP_INE, SM5_OP_ILT, SM5_OP_IGE, SM5_OP_ULT, SM5_OP_UGE,
};
#define NFCMP (sizeof fcmp_ops / sizeof fcmp_ops[0])

static uint32_t model_fcmp(uint32_t op, uint32_t a, uint32_t b)
{
    switch (op) {
    case SM5_OP_MIN: return sm5_f32_min(a, b);
    case SM5_OP_MAX: return sm5_f32_max(a, b);
    case SM5_OP_EQ: return sm5_f32_eq(a, b);
    case SM5_OP_NE: return sm5_f32_ne(a, b);
    case SM5_OP_LT: return sm5_f32_lt(a, b);
    case SM5_OP_GE: return sm5_f32_ge(a, b);
    default: return t_model_alu(op, a, b, 0, 0);
    }
}

static bool one_fcmp(tctx_t *t, uint32_t op, uint32_t a, uint32_t b)
{
    uint64_t in[2] = {a, b};
    return t_check(t, t_op_name(op), 2, in, model_fcmp(op, a, b), rtlu_fcmp(op, a, b), false);
}

/* the second operand: often related to the first (equal, sign flipped, one ulp off) */
static uint32_t partner32(tctx_t *t, uint32_t a, bool is_float)
{
    switch (t_below(t, 8)) {
    case 0: return a;
    case 1: return a ^ 0x80000000u;
    case 2: return a + 1u;
    case 3: return a - 1u;
    default: return is_float ? t_f32_biased(t) : t_i32_biased(t);
    }
}

int t_unit_fcmp(tctx_t *t)
{
    for (size_t k = 0; k < NFCMP; k++)
        for (size_t i = 0; i < t_f32_nspecials; i++)
            for (size_t j = 0; j < t_f32_nspecials; j++)
                if (!one_fcmp(t, fcmp_ops[k], t_f32_specials[i], t_f32_specials[j])) return 1;
    for (uint64_t n = 0; n < t->nrand; n++) {
        uint32_t op = fcmp_ops[t_below(t, NFCMP)];
        bool is_float = op <= SM5_OP_GE;
        uint32_t a = is_float ? t_f32_biased(t) : t_i32_biased(t);
        uint32_t b = partner32(t, a, is_float);
        if (t_below(t, 2)) { uint32_t s = a; a = b; b = s; }
        if (!one_fcmp(t, op, a, b)) return 1;
    }
    return 0;
}

static const uint32_t dcmp_ops[] = {SM5_OP_DMIN, SM5_OP_DMAX, SM5_OP_DMOV};

static uint64_t model_dcmp(uint32_t op, uint64_t a, uint64_t b)
{
    switch (op) {
    case SM5_OP_DMIN: return sm5_f64_min(a, b);
    case SM5_OP_DMAX: return sm5_f64_max(a, b);
    default: return a;   /* dmov moves the bits (sm5_alu_exec does the same) */
    }
}

static bool one_dcmp(tctx_t *t, uint32_t op, uint64_t a, uint64_t b)
{
    uint64_t in[2] = {a, b};
    return t_check(t, t_op_name(op), 2, in, model_dcmp(op, a, b), rtlu_dcmp(op, a, b), true);
}

int t_unit_dcmp(tctx_t *t)
{
    for (size_t k = 0; k < 3; k++)
        for (size_t i = 0; i < t_f64_nspecials; i++)
            for (size_t j = 0; j < t_f64_nspecials; j++)
                if (!one_dcmp(t, dcmp_ops[k], t_f64_specials[i], t_f64_specials[j])) return 1;
    for (uint64_t n = 0; n < t->nrand; n++) {
        uint32_t op = dcmp_ops[t_below(t, 8) == 0 ? 2 : t_below(t, 2)];
        uint64_t a = t_f64_biased(t), b;
        switch (t_below(t, 8)) {
        case 0: b = a; break;
        case 1: b = a ^ 0x8000000000000000ull; break;
        case 2: b = a + 1u; break;
        case 3: b = a - 1u; break;
        default: b = t_f64_biased(t); break;
        }
        if (!one_dcmp(t, op, a, b)) return 1;
    }
    return 0;
}

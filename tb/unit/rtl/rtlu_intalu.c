/* sm5_intalu against the C ALU (sm5_alu_exec, no modifiers): every pair of the specials
 * for every op, all 32 shift counts (plus garbage high bits), then --n random vectors. */
#include "rtlu.h"
#include "rtlu_test.h"
#include "sm5_uop.h"

static const uint32_t ialu_ops[] = {
    SM5_OP_IADD, SM5_OP_INEG, SM5_OP_ISHL, SM5_OP_ISHR, SM5_OP_USHR,
    SM5_OP_AND, SM5_OP_OR, SM5_OP_XOR, SM5_OP_NOT,
};
#define NIALU (sizeof ialu_ops / sizeof ialu_ops[0])

static bool one_ialu(tctx_t *t, uint32_t op, uint32_t a, uint32_t b)
{
    uint64_t in[2] = {a, b};
    return t_check(t, t_op_name(op), 2, in, t_model_alu(op, a, b, 0, 0),
                   rtlu_intalu(op, a, b), false);
}

int t_unit_intalu(tctx_t *t)
{
    for (size_t k = 0; k < NIALU; k++)
        for (size_t i = 0; i < t_f32_nspecials; i++)
            for (size_t j = 0; j < t_f32_nspecials; j++)
                if (!one_ialu(t, ialu_ops[k], t_f32_specials[i], t_f32_specials[j])) return 1;
    for (size_t k = 2; k < 5; k++)   /* ishl, ishr, ushr: every count, with garbage bits */
        for (uint32_t s = 0; s < 64; s++)
            for (size_t i = 0; i < t_f32_nspecials; i++)
                if (!one_ialu(t, ialu_ops[k], t_f32_specials[i], s | (t_rand32(t) & ~63u)))
                    return 1;
    for (uint64_t n = 0; n < t->nrand; n++) {
        uint32_t op = ialu_ops[t_below(t, NIALU)];
        uint32_t b = (op >= SM5_OP_ISHL && op <= SM5_OP_USHR && t_below(t, 2)) ?
                     t_below(t, 40) : t_i32_biased(t);
        if (!one_ialu(t, op, t_i32_biased(t), b)) return 1;
    }
    return 0;
}

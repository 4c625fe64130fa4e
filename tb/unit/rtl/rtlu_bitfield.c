/* sm5_bitfield against sm5_bitfield.h: ubfe/ibfe/bfi over all 1,024 (width, offset)
 * pairs times a set of values (and insert/base pairs), bfrev/countbits/firstbit_* over
 * the specials and every one-hot / one-cold / run pattern, then --n random vectors with
 * full 32-bit (garbage-high) width and offset operands. */
#include "rtlu.h"
#include "rtlu_test.h"
#include "sm5_bitfield.h"
#include "sm5_uop.h"

static uint32_t model_bf(uint32_t op, uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
    switch (op) {
    case SM5_OP_UBFE: return sm5_ubfe(a, b, c);
    case SM5_OP_IBFE: return sm5_ibfe(a, b, c);
    case SM5_OP_BFI: return sm5_bfi(a, b, c, d);
    case SM5_OP_BFREV: return sm5_bfrev(a);
    case SM5_OP_COUNTBITS: return sm5_countbits(a);
    case SM5_OP_FIRSTBIT_LO: return sm5_firstbit_lo(a);
    case SM5_OP_FIRSTBIT_HI: return sm5_firstbit_hi(a);
    default: return sm5_firstbit_shi(a);
    }
}

static bool one_bf(tctx_t *t, uint32_t op, uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
    uint64_t in[4] = {a, b, c, d};
    return t_check(t, t_op_name(op), op == SM5_OP_BFI ? 4 : op <= SM5_OP_IBFE ? 3 : 1, in,
                   model_bf(op, a, b, c, d), rtlu_bitfield(op, a, b, c, d), false);
}

static const uint32_t values[] = {
    0x00000000u, 0xFFFFFFFFu, 0x80000000u, 0x7FFFFFFFu, 0x00000001u, 0x55555555u,
    0xAAAAAAAAu, 0x12345678u, 0x87654321u, 0xF0F0F0F0u, 0x0F0F0F0Fu, 0xDEADBEEFu,
};
#define NVAL (sizeof values / sizeof values[0])

static const uint32_t unary_ops[] = {
    SM5_OP_BFREV, SM5_OP_COUNTBITS, SM5_OP_FIRSTBIT_LO, SM5_OP_FIRSTBIT_HI, SM5_OP_FIRSTBIT_SHI,
};

int t_unit_bitfield(tctx_t *t)
{
    for (uint32_t w = 0; w < 32; w++)
        for (uint32_t o = 0; o < 32; o++) {
            for (size_t i = 0; i < NVAL; i++) {
                if (!one_bf(t, SM5_OP_UBFE, w, o, values[i], 0)) return 1;
                if (!one_bf(t, SM5_OP_IBFE, w, o, values[i], 0)) return 1;
                if (!one_bf(t, SM5_OP_BFI, w, o, values[i], values[NVAL - 1 - i])) return 1;
            }
            uint32_t r = t_rand32(t);   /* and one random value per pair */
            if (!one_bf(t, SM5_OP_UBFE, w, o, r, 0)) return 1;
            if (!one_bf(t, SM5_OP_IBFE, w, o, r, 0)) return 1;
            if (!one_bf(t, SM5_OP_BFI, w, o, r, t_rand32(t))) return 1;
        }
    for (size_t k = 0; k < 5; k++) {
        uint32_t op = unary_ops[k];
        for (size_t i = 0; i < t_f32_nspecials; i++)
            if (!one_bf(t, op, t_f32_specials[i], 0, 0, 0)) return 1;
        for (uint32_t s = 0; s < 32; s++)
            for (uint32_t l = 0; l < 32; l++) {
                uint32_t run = (0xFFFFFFFFu >> l) << s;
                if (!one_bf(t, op, run, 0, 0, 0) || !one_bf(t, op, ~run, 0, 0, 0)) return 1;
            }
    }
    for (uint64_t n = 0; n < t->nrand; n++) {
        uint32_t op = SM5_OP_UBFE + t_below(t, 8);   /* UBFE .. FIRSTBIT_SHI are contiguous */
        uint32_t a = t_below(t, 2) ? t_rand32(t) : t_below(t, 40);
        uint32_t b = t_below(t, 2) ? t_rand32(t) : t_below(t, 40);
        if (op > SM5_OP_BFI) a = t_i32_biased(t);
        if (!one_bf(t, op, a, b, t_i32_biased(t), t_i32_biased(t))) return 1;
    }
    return 0;
}

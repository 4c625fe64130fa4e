/* sm5_cvt against sm5_convert.h / sm5_float.h: f16tof32 over all 65,536 f16 values (with
 * random upper bits), every op over each f32 exponent x sign x a mantissa set, the
 * specials, then --n random vectors. */
#include "rtlu.h"
#include "rtlu_test.h"
#include "sm5_convert.h"
#include "sm5_float.h"
#include "sm5_uop.h"

static const uint32_t cvt_ops[] = {
    SM5_OP_F32TOF16, SM5_OP_F16TOF32, SM5_OP_FTOI, SM5_OP_FTOU, SM5_OP_ITOF, SM5_OP_UTOF,
};

static uint32_t model_cvt(uint32_t op, uint32_t a)
{
    switch (op) {
    case SM5_OP_F32TOF16: return sm5_f32tof16(a);
    case SM5_OP_F16TOF32: return sm5_f16tof32(a);
    case SM5_OP_FTOI: return sm5_ftoi(a);
    case SM5_OP_FTOU: return sm5_ftou(a);
    case SM5_OP_ITOF: return sm5_itof(a);
    default: return sm5_utof(a);
    }
}

static bool one_cvt(tctx_t *t, uint32_t op, uint32_t a)
{
    uint64_t in[1] = {a};
    return t_check(t, t_op_name(op), 1, in, model_cvt(op, a), rtlu_cvt(op, a), false);
}

static const uint32_t mants[] = {
    0x000000u, 0x000001u, 0x000FFFu, 0x001000u, 0x001FFFu, 0x002000u, 0x3FFFFFu, 0x400000u,
    0x400001u, 0x7FE000u, 0x7FFFFFu, 0x7FFF80u, 0x000080u, 0x000100u, 0x000180u, 0x555555u,
};

int t_unit_cvt(tctx_t *t)
{
    for (uint32_t h = 0; h < 0x10000u; h++)
        if (!one_cvt(t, SM5_OP_F16TOF32, h | (t_rand32(t) & 0xFFFF0000u))) return 1;
    for (size_t k = 0; k < 6; k++) {
        for (uint32_t e = 0; e < 256; e++)
            for (uint32_t s = 0; s < 2; s++)
                for (size_t m = 0; m < sizeof mants / sizeof mants[0]; m++)
                    if (!one_cvt(t, cvt_ops[k], (s << 31) | (e << 23) | mants[m])) return 1;
        for (size_t i = 0; i < t_f32_nspecials; i++)
            if (!one_cvt(t, cvt_ops[k], t_f32_specials[i])) return 1;
    }
    for (uint64_t n = 0; n < t->nrand; n++) {
        uint32_t op = cvt_ops[t_below(t, 6)];
        uint32_t a = (op == SM5_OP_ITOF || op == SM5_OP_UTOF) ? t_i32_biased(t)
                                                              : t_f32_biased(t);
        if (op == SM5_OP_F16TOF32 && t_below(t, 2)) a = t_rand32(t);
        if (!one_cvt(t, op, a)) return 1;
    }
    return 0;
}

/* sm5_fsat against sm5_f32_sat: every exponent x sign x mantissa set, the specials, and
 * --n random vectors. */
static bool one_sat(tctx_t *t, uint32_t a)
{
    uint64_t in[1] = {a};
    return t_check(t, "sat", 1, in, sm5_f32_sat(a), rtlu_fsat(a), false);
}

int t_unit_fsat(tctx_t *t)
{
    for (uint32_t e = 0; e < 256; e++)
        for (uint32_t s = 0; s < 2; s++)
            for (size_t m = 0; m < sizeof mants / sizeof mants[0]; m++)
                if (!one_sat(t, (s << 31) | (e << 23) | mants[m])) return 1;
    for (size_t i = 0; i < t_f32_nspecials; i++)
        if (!one_sat(t, t_f32_specials[i])) return 1;
    for (uint64_t n = 0; n < t->nrand; n++)
        if (!one_sat(t, t_f32_biased(t))) return 1;
    return 0;
}

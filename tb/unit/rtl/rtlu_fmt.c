/* sm5_fmt_unpack / sm5_fmt_pack against the C format conversions (sm5_convert.h) and the
 * P-10 fill constants (sm5_policy.h). Unpack: every f16 in x and in y (65,536 each),
 * every f11 in x and y and every f10 in z, R32 words; pack: the specials and edge values
 * per component, then --n random vectors each. Only the five defined formats are driven. */
#include "rtlu.h"
#include "rtlu_test.h"
#include "sm5_convert.h"
#include "sm5_policy.h"
#include "sm5_mem.h"
#include <stdio.h>

static const char *fmt_name(uint32_t f)
{
    static const char *const n[] = {"R32_UINT", "R32_SINT", "R32_FLOAT", "R16G16_FLOAT",
                                    "R11G11B10_FLOAT"};
    return f < 5 ? n[f] : "?";
}

static void model_unpack(uint32_t fmt, uint32_t w, uint32_t v[4])
{
    v[1] = v[2] = 0;
    v[3] = SM5_P10_TYPED_DEFAULT_ONE_FLOAT;
    switch (fmt) {
    case SM5_FMT_R32_UINT: case SM5_FMT_R32_SINT:
        v[0] = w; v[3] = SM5_P10_TYPED_DEFAULT_ONE_INT; break;
    case SM5_FMT_R32_FLOAT: v[0] = w; break;
    case SM5_FMT_R16G16_FLOAT:
        v[0] = sm5_f16_to_f32((uint16_t)w); v[1] = sm5_f16_to_f32((uint16_t)(w >> 16)); break;
    default:
        v[0] = sm5_f11_to_f32(w & 0x7FFu); v[1] = sm5_f11_to_f32((w >> 11) & 0x7FFu);
        v[2] = sm5_f10_to_f32(w >> 22); break;
    }
}

static bool one_unpack(tctx_t *t, uint32_t fmt, uint32_t w)
{
    uint32_t e[4], a[4];
    model_unpack(fmt, w, e);
    rtlu_fmt_unpack(fmt, w, a);
    for (int c = 0; c < 4; c++) {
        uint64_t in[1] = {w};
        char op[48];
        snprintf(op, sizeof op, "unpack %s comp %c", fmt_name(fmt), "xyzw"[c]);
        t->compared -= (c != 0);   /* one vector = one word, all four components */
        if (!t_check(t, op, 1, in, e[c], a[c], false)) return false;
    }
    return true;
}

int t_unit_fmt_unpack(tctx_t *t)
{
    for (uint32_t h = 0; h < 0x10000u; h++) {
        if (!one_unpack(t, SM5_FMT_R16G16_FLOAT, h | (t_rand32(t) << 16))) return 1;
        if (!one_unpack(t, SM5_FMT_R16G16_FLOAT, (h << 16) | (t_rand32(t) >> 16))) return 1;
    }
    for (uint32_t v = 0; v < 0x800u; v++) {
        uint32_t r = t_rand32(t);
        if (!one_unpack(t, SM5_FMT_R11G11B10_FLOAT, v | (r & ~0x7FFu))) return 1;
        if (!one_unpack(t, SM5_FMT_R11G11B10_FLOAT, (v << 11) | (r & ~0x3FF800u))) return 1;
        if (v < 0x400u &&
            !one_unpack(t, SM5_FMT_R11G11B10_FLOAT, (v << 22) | (r & 0x3FFFFFu))) return 1;
    }
    for (uint64_t n = 0; n < t->nrand; n++)
        if (!one_unpack(t, t_below(t, 5), t_i32_biased(t))) return 1;
    return 0;
}

static uint32_t model_pack(uint32_t fmt, const uint32_t v[4])
{
    switch (fmt) {
    case SM5_FMT_R32_UINT: case SM5_FMT_R32_SINT: case SM5_FMT_R32_FLOAT: return v[0];
    case SM5_FMT_R16G16_FLOAT:
        return (uint32_t)sm5_f32_to_f16(v[0]) | ((uint32_t)sm5_f32_to_f16(v[1]) << 16);
    default:
        return sm5_f32_to_f11(v[0]) | (sm5_f32_to_f11(v[1]) << 11) | (sm5_f32_to_f10(v[2]) << 22);
    }
}

static bool one_pack(tctx_t *t, uint32_t fmt, const uint32_t v[4])
{
    uint64_t in[4] = {v[0], v[1], v[2], v[3]};
    char op[32];
    snprintf(op, sizeof op, "pack %s", fmt_name(fmt));
    return t_check(t, op, 4, in, model_pack(fmt, v), rtlu_fmt_pack(fmt, v), false);
}

int t_unit_fmt_pack(tctx_t *t)
{
    /* each special in each component position, the others random-biased */
    for (uint32_t fmt = 0; fmt < 5; fmt++)
        for (size_t i = 0; i < t_f32_nspecials; i++)
            for (int c = 0; c < 4; c++) {
                uint32_t v[4] = {t_f32_biased(t), t_f32_biased(t), t_f32_biased(t),
                                 t_f32_biased(t)};
                v[c] = t_f32_specials[i];
                if (!one_pack(t, fmt, v)) return 1;
            }
    /* every exponent of x, y, z with short and full mantissas, both signs */
    for (uint32_t e = 0; e < 256; e++)
        for (uint32_t s = 0; s < 2; s++)
            for (uint32_t m = 0; m < 8; m++) {
                uint32_t man = m == 0 ? 0 : m == 1 ? 0x7FFFFFu : t_rand32(t) & 0x7FFFFFu;
                uint32_t f = (s << 31) | (e << 23) | man;
                uint32_t v[4] = {f, f ^ 0x80000000u, f, t_rand32(t)};
                if (!one_pack(t, SM5_FMT_R16G16_FLOAT, v)) return 1;
                if (!one_pack(t, SM5_FMT_R11G11B10_FLOAT, v)) return 1;
            }
    for (uint64_t n = 0; n < t->nrand; n++) {
        uint32_t v[4] = {t_f32_biased(t), t_f32_biased(t), t_f32_biased(t), t_f32_biased(t)};
        if (!one_pack(t, t_below(t, 5), v)) return 1;
    }
    return 0;
}

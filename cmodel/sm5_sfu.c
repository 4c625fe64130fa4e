/* The special function unit, bit for bit as the RTL (sm5_sfu.h, docs/sfu-unit.md). */
#include "sm5_sfu.h"
#include "sm5_policy.h"
#include "sm5_sfu_dp.h"
#include "sm5_sfu_tab.h"

const char *const sm5_sfu_op_names[SM5_SFU_NOPS] = { "rcp", "rsq", "exp", "log", "sin", "cos" };

#define ONE ((int64_t)1 << SM5_SFU_YF)             /* y = 1.0 */
#define MASK(w) ((((uint64_t)1) << (w)) - 1)

static uint32_t fin(sm5_sfu_info_t *info, sm5_sfu_path_t p, uint32_t r)
{
    if (info) info->path = p;
    return r;
}

static uint32_t nan_(sm5_sfu_info_t *info, sm5_aev_t *ev)
{
    if (ev) *ev |= SM5_AEV_SPECIAL | SM5_AEV_NAN;
    return fin(info, SM5_SFU_P_NAN, SM5_P16_F32_NAN);
}

static uint32_t spec(sm5_sfu_info_t *info, sm5_aev_t *ev, sm5_sfu_path_t p, uint32_t r)
{
    if (ev) *ev |= SM5_AEV_SPECIAL;
    return fin(info, p, r);
}

uint32_t sm5_sfu(sm5_sfu_op_t op, uint32_t a, sm5_aev_t *ev, sm5_sfu_info_t *info)
{
    uint32_t E = (a >> 23) & 0xFFu, F = a & 0x7FFFFFu;
    bool s = (a >> 31) != 0;
    bool zero = E == 0, inf = E == 0xFFu && F == 0, nan = E == 0xFFu && F != 0;
    int32_t e = (int32_t)E - 127;
    uint32_t sz = s ? 0x80000000u : 0u;          /* signed zero */
    if (info) *info = (sm5_sfu_info_t){ SM5_SFU_P_TABLE, -1, 0, 0, 0 };
    if (zero && F != 0 && ev) *ev |= SM5_AEV_DAZ;
    if (nan) return nan_(info, ev);

    int table;
    uint32_t idx, x;
    bool exact;            /* y is the exact value, not the table's */
    int64_t exact_y = ONE;
    int32_t eout;          /* result = y * 2^eout (log: (e + y) * 2^eout) */
    bool sign = false;
    int quad = 0;
    /* t = 1.F: index and position from the fraction */
    uint32_t fidx = F >> (23 - SM5_SFU_SEGB), fx = (F & MASK(23 - SM5_SFU_SEGB)) << (SM5_SFU_XB - 23 + SM5_SFU_SEGB);

    switch (op) {
    case SM5_SFU_RCP:
        if (zero) return spec(info, ev, SM5_SFU_P_SPECIAL, sz | 0x7F800000u);
        if (inf) return spec(info, ev, SM5_SFU_P_SPECIAL, sz);
        table = SM5_SFU_T_RCP; idx = fidx; x = fx; exact = F == 0;
        eout = -e - SM5_SFU_YF; sign = s;
        break;
    case SM5_SFU_RSQ:
        if (zero) return spec(info, ev, SM5_SFU_P_SPECIAL, sz | 0x7F800000u);
        if (s) return nan_(info, ev);
        if (inf) return spec(info, ev, SM5_SFU_P_SPECIAL, 0);
        {
            bool odd = (e & 1) != 0;
            table = odd ? SM5_SFU_T_RSQ_O : SM5_SFU_T_RSQ_E;
            idx = fidx; x = fx; exact = F == 0 && !odd;
            eout = -((e - (odd ? 1 : 0)) / 2) - SM5_SFU_YF;   /* e - odd is even: exact */
        }
        break;
    case SM5_SFU_EXP: {
        if (inf) return spec(info, ev, SM5_SFU_P_SPECIAL, s ? 0 : 0x7F800000u);
        if (E >= 134) return spec(info, ev, SM5_SFU_P_RANGE, s ? 0 : 0x7F800000u);  /* |x| >= 128 */
        /* x in fixed point, 32 fraction bits: |x| truncated, then negated */
        uint64_t m = zero ? 0 : (F | 0x800000u), mag;
        int32_t sh = (int32_t)E - 118;                 /* e + 9 */
        mag = sh >= 0 ? m << sh : (-sh >= 64 ? 0 : m >> -sh);
        int64_t fix = s ? -(int64_t)mag : (int64_t)mag;
        int32_t n = (int32_t)sm5_sfu_asr(fix, 32);
        uint32_t f = (uint32_t)((uint64_t)fix & 0xFFFFFFFFu);
        table = SM5_SFU_T_EXP; idx = f >> SM5_SFU_XB; x = f & MASK(SM5_SFU_XB);
        exact = f == 0; eout = n - SM5_SFU_YF;
        break;
    }
    case SM5_SFU_LOG:
        if (zero) return spec(info, ev, SM5_SFU_P_SPECIAL, 0xFF800000u);
        if (s) return nan_(info, ev);
        if (inf) return spec(info, ev, SM5_SFU_P_SPECIAL, 0x7F800000u);
        table = SM5_SFU_T_LOG; idx = fidx; x = fx; exact = F == 0; exact_y = 0;
        eout = -SM5_SFU_YF;
        break;
    default: {   /* SIN, COS */
        bool is_cos = op == SM5_SFU_COS;
        if (inf) return nan_(info, ev);
        if (E < 115)   /* |x| < 2^-12 (and zeros): sin x = x, cos x = 1 */
            return spec(info, ev, SM5_SFU_P_SMALL, is_cos ? 0x3F800000u : (zero ? sz : a));
        /* turns = |x| C 2^-KC, TF fraction bits kept */
        uint64_t p = (uint64_t)(F | 0x800000u) * SM5_SFU_INV2PI;   /* 24 x 38 bits */
        int32_t r = 23 + SM5_SFU_KC - SM5_SFU_TF - e;          /* right shift: 29 - e */
        uint64_t tf;
        if (r >= 0) tf = (p >> r) & MASK(SM5_SFU_TF);
        else if (-r < SM5_SFU_TF) tf = (p & MASK(SM5_SFU_TF + r)) << -r;
        else tf = 0;
        quad = (int)((tf >> (SM5_SFU_TF - 2)) + (is_cos ? 1 : 0)) & 3;
        uint32_t rq = (uint32_t)(tf & MASK(SM5_SFU_TF - 2));
        if (quad & 1) rq = ~rq;                                 /* 1/4 - r, one LSB low */
        sign = (quad >= 2) != (!is_cos && s);
        table = SM5_SFU_T_SIN; idx = rq >> SM5_SFU_XB; x = rq & MASK(SM5_SFU_XB);
        exact = false; eout = -SM5_SFU_YF;
        break;
    }
    }

    if (info) { info->table = table; info->seg = (int)idx; info->x = x; info->quadrant = quad; }
    int64_t y = exact ? exact_y : sm5_sfu_interp(&sm5_sfu_rom[table * SM5_SFU_SEGS + (int)idx], x);
    if (table == SM5_SFU_T_SIN) y = y < 0 ? 0 : (y > ONE ? ONE : y);   /* stay in [0, 1] */
    uint64_t mag;
    if (op == SM5_SFU_LOG) {
        int64_t v = (int64_t)e * ONE + y;
        sign = v < 0;
        mag = (uint64_t)(v < 0 ? -v : v);
    } else {
        mag = (uint64_t)y;
    }
    if (info && exact) info->path = SM5_SFU_P_EXACT;
    if (mag == 0) {
        if (ev) *ev |= SM5_AEV_EXACT;
        return 0;                          /* log(1), sin/cos of a reduced 0: +0 */
    }
    sm5_xval_t xv = { sign, eout, mag, false };
    return sm5_round_f32(&xv, ev);
}

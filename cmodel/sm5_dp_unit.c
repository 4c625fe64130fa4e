/* The double unit seen from C (sm5_dp_unit.h): the unit ops mapped onto the SPEC 12
 * golden functions of sm5_f64.c, and the divider's schedule. */
#include "sm5_dp_unit.h"
#include "sm5_f64.h"
#include <stddef.h>

uint64_t sm5_dp_unit(sm5_dp_op_t op, uint64_t a, uint64_t b, uint64_t c, sm5_aev_t *ev)
{
    switch (op) {
    case SM5_DP_ADD: return sm5_f64_add(a, b, ev);
    case SM5_DP_MUL: return sm5_f64_mul(a, b, ev);
    case SM5_DP_FMA: return sm5_f64_fma(a, b, c, ev);
    case SM5_DP_EQ: return sm5_f64_eq(a, b);
    case SM5_DP_GE: return sm5_f64_ge(a, b);
    case SM5_DP_LT: return sm5_f64_lt(a, b);
    case SM5_DP_NE: return sm5_f64_ne(a, b);
    case SM5_DP_MOVC: return (uint32_t)a != 0 ? b : c;
    case SM5_DP_DTOF: return sm5_dtof(a, ev);
    case SM5_DP_FTOD: return sm5_ftod((uint32_t)a, ev);
    case SM5_DP_DTOI: return sm5_dtoi(a);
    case SM5_DP_DTOU: return sm5_dtou(a);
    case SM5_DP_ITOD: return sm5_itod((uint32_t)a);
    case SM5_DP_UTOD: return sm5_utod((uint32_t)a);
    default: return 0;
    }
}

const char *sm5_dp_op_name(sm5_dp_op_t op)
{
    static const char *const n[] = { "add", "mul", "fma", "eq", "ge", "lt", "ne", "movc",
                                     "dtof", "ftod", "dtoi", "dtou", "itod", "utod" };
    _Static_assert(sizeof n / sizeof n[0] == SM5_DP_NOPS, "one name per op");
    return (unsigned)op < SM5_DP_NOPS ? n[op] : NULL;
}

uint64_t sm5_dpdiv_unit(bool rcp, uint64_t a, uint64_t b, sm5_aev_t *ev)
{
    return rcp ? sm5_f64_rcp(b, ev) : sm5_f64_div(a, b, ev);
}

/* NaN, INF or zero (denorms are ordinary operands in binary64) */
static bool special64(uint64_t v) { return (v & 0x7FFFFFFFFFFFFFFFull) == 0 || ((v >> 52) & 0x7FFu) == 0x7FFu; }

int sm5_dpdiv_cycles(bool rcp, uint64_t a, uint64_t b, int bits)
{
    if (bits != 1 && bits != 2 && bits != 4 && bits != 8) return -1;
    if (special64(b) || (!rcp && special64(a))) return 1;
    return SM5_DPDIV_QBITS / bits + 3;
}

int sm5_dp_issue_cycles(int lanes, int pairs, int dp_lanes)
{
    if (lanes <= 0 || dp_lanes <= 0 || pairs < 1 || pairs > 2) return -1;
    int n = lanes * pairs;
    return (n + dp_lanes - 1) / dp_lanes;
}

int sm5_dp_lanes_default(int lanes) { return lanes >= 4 ? lanes / 4 : 1; }

int sm5_dbl_groups(int lanes, int dp_lanes)
{
    if (lanes < 1 || dp_lanes < 1 || dp_lanes > lanes) return -1;
    return sm5_dp_issue_cycles(lanes, 2, dp_lanes);
}

int sm5_dbl_latency(int lanes, int dp_lanes)
{
    int n = sm5_dbl_groups(lanes, dp_lanes);
    return n < 0 ? -1 : n + SM5_DP_STAGES + 1;
}

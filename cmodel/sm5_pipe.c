/* Pipe table, op -> pipe map and stall names: see sm5_pipe.h. */
#include "sm5_pipe.h"
#include <stddef.h>

static const sm5_pipe_info_t pipes[SM5_PIPE_COUNT] = {
#define SM5_PIPE(e, n, k, l, i) { n, k, l, i },
#include "sm5_pipes.def"
#undef SM5_PIPE
};

const sm5_pipe_info_t *sm5_pipe_info(sm5_pipe_t p)
{
    return (unsigned)p < SM5_PIPE_COUNT ? &pipes[p] : NULL;
}

const char *sm5_pipe_name(sm5_pipe_t p)
{
    return (unsigned)p < SM5_PIPE_COUNT ? pipes[p].name : "none";
}

sm5_pipe_t sm5_op_pipe(sm5_op_t op)
{
    if ((unsigned)op >= SM5_OP_COUNT) return SM5_PIPE_NONE;
    if (sm5_op_is_mem(op)) return SM5_PIPE_MEM;
    /* the double pipe (rtl/sm5_dbl.sv around sm5_dp) and the double divider
     * (rtl/sm5_ddiv.sv around sm5_dpdiv) */
    if (sm5_op_is_dpdiv(op)) return SM5_PIPE_DDIV;
    if (sm5_op_is_dp(op)) return SM5_PIPE_DBL;   /* the ops of sm5_dp_op_of */
    switch (op) {
    case SM5_OP_F32TOF16: case SM5_OP_F16TOF32: case SM5_OP_FTOI: case SM5_OP_FTOU:
    case SM5_OP_ITOF: case SM5_OP_UTOF:
        return SM5_PIPE_CVT;
    case SM5_OP_ADD: case SM5_OP_MUL: case SM5_OP_MAD: case SM5_OP_FRC:
    case SM5_OP_ROUND_NE: case SM5_OP_ROUND_NI: case SM5_OP_ROUND_PI: case SM5_OP_ROUND_Z:
        return SM5_PIPE_FMA;
    case SM5_OP_DP2: case SM5_OP_DP3: case SM5_OP_DP4:
        return SM5_PIPE_DP;
    case SM5_OP_IMUL: case SM5_OP_IMAD: case SM5_OP_UMUL: case SM5_OP_UMAD: case SM5_OP_MSAD:
        return SM5_PIPE_IMUL;
    case SM5_OP_DIV: case SM5_OP_SQRT: case SM5_OP_UDIV:
        return SM5_PIPE_DIV;
    case SM5_OP_RCP: case SM5_OP_RSQ: case SM5_OP_EXP: case SM5_OP_LOG: case SM5_OP_SINCOS:
        return SM5_PIPE_SFU;   /* SPEC 11: sm5_sfu through sm5_sfu_wrap */
    default:
        return SM5_PIPE_ALU;   /* moves, integer, logic, compares, bitfield, uaddc/usubb, ret */
    }
}

static const char *const stall_names[] = {
#define SM5_STALL_NAME(e, n, w) n,
    SM5_STALLS(SM5_STALL_NAME)
#undef SM5_STALL_NAME
};
static const char *const stall_whys[] = {
#define SM5_STALL_WHY(e, n, w) w,
    SM5_STALLS(SM5_STALL_WHY)
#undef SM5_STALL_WHY
};

const char *sm5_stall_name(sm5_stall_t s)
{
    return (unsigned)s < SM5_STALL_COUNT ? stall_names[s] : "?";
}

const char *sm5_stall_why(sm5_stall_t s)
{
    return (unsigned)s < SM5_STALL_COUNT ? stall_whys[s] : "?";
}

unsigned sm5_src_read_mask(const sm5_src_t *s)
{
    if (s->kind != SM5_SRC_TEMP) return 0;
    unsigned m = 0;
    for (int c = 0; c < 4; c++) m |= 1u << sm5_swz_sel(s->swz, c);
    return m;
}

bool sm5_op_writes_reg(sm5_op_t op)
{
    return sm5_op_alu_writes_reg(op) || sm5_op_returns_value(op);
}

unsigned sm5_uop_unit_comps(const sm5_uop_t *u)
{
    sm5_op_t op = (sm5_op_t)u->op;
    unsigned m = 0;
    if (sm5_op_writes_reg(op)) m |= u->dst_mask & 15u;
    if (sm5_op_ndst(op) == 2) m |= u->dst2_mask & 15u;
    return m ? m : 1u;
}

int sm5_uop_lat_extra(const sm5_uop_t *u)
{
    if (sm5_op_pipe((sm5_op_t)u->op) != SM5_PIPE_IMUL) return 0;
    return __builtin_popcount(sm5_uop_unit_comps(u)) - 1;
}

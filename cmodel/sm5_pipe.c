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

static bool beat_pipe(sm5_pipe_t p)
{
    return p == SM5_PIPE_ALU || p == SM5_PIPE_CVT || p == SM5_PIPE_FMA;
}

int sm5_uop_beats(const sm5_uop_t *u, int vec_comps)
{
    if (!beat_pipe(sm5_op_pipe((sm5_op_t)u->op)) || vec_comps >= 4) return 1;
    int n = __builtin_popcount(sm5_uop_unit_comps(u));
    return (n + vec_comps - 1) / vec_comps;
}

int sm5_uop_lat_extra(const sm5_uop_t *u, int vec_comps)
{
    if (sm5_op_pipe((sm5_op_t)u->op) == SM5_PIPE_IMUL)
        return __builtin_popcount(sm5_uop_unit_comps(u)) - 1;
    return sm5_uop_beats(u, vec_comps) - 1;
}

int sm5_pipe_max_extra(sm5_pipe_t p, int vec_comps)
{
    if (p == SM5_PIPE_IMUL) return 3;
    if (beat_pipe(p) && vec_comps < 4) return (4 + vec_comps - 1) / vec_comps - 1;
    return 0;
}

bool sm5_fma_op_of(sm5_op_t op, int step, sm5_fma_op_t *out)
{
    sm5_fma_op_t f;
    switch (sm5_op_pipe(op)) {
    case SM5_PIPE_FMA: f = (sm5_fma_op_t)sm5_op_unit(op); break;
    case SM5_PIPE_DP: f = step == 0 ? SM5_FMA_MUL : SM5_FMA_MAD; break;   /* the dp chain */
    default: return false;
    }
    if (out) *out = f;
    return true;
}

bool sm5_dp_op_of(sm5_op_t op, sm5_dp_op_t *out)
{
    if (sm5_op_pipe(op) != SM5_PIPE_DBL) return false;
    if (out) *out = (sm5_dp_op_t)sm5_op_unit(op);
    return true;
}

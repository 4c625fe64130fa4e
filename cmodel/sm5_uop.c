#include "sm5_uop.h"
#include "sm5_fma_unit.h"   /* the unit column: FMA, double-unit and SFU ops */
#include "sm5_dp_unit.h"
#include "sm5_sfu.h"
#include <string.h>

/* The columns of sm5_ops.def, one table each. */
static const char *const op_names[] = {
#define SM5_OP(e, m, c, nd, ns, p, u, dx, f) m,
#include "sm5_ops.def"
#undef SM5_OP
};
static const uint8_t op_classes[] = {
#define SM5_OP(e, m, c, nd, ns, p, u, dx, f) c,
#include "sm5_ops.def"
#undef SM5_OP
};
static const uint8_t op_ndst[] = {
#define SM5_OP(e, m, c, nd, ns, p, u, dx, f) nd,
#include "sm5_ops.def"
#undef SM5_OP
};
static const uint8_t op_nsrc[] = {
#define SM5_OP(e, m, c, nd, ns, p, u, dx, f) ns,
#include "sm5_ops.def"
#undef SM5_OP
};
static const uint8_t op_pipes[] = {
#define SM5_OP(e, m, c, nd, ns, p, u, dx, f) SM5_PIPE_##p,
#include "sm5_ops.def"
#undef SM5_OP
};
static const uint8_t op_units[] = {
#define SM5_OP(e, m, c, nd, ns, p, u, dx, f) u,
#include "sm5_ops.def"
#undef SM5_OP
};
static const uint8_t op_dxbc[] = {
#define SM5_OP(e, m, c, nd, ns, p, u, dx, f) dx,
#include "sm5_ops.def"
#undef SM5_OP
};
static const uint8_t op_flags[] = {
#define SM5_OP(e, m, c, nd, ns, p, u, dx, f) f,
#include "sm5_ops.def"
#undef SM5_OP
};

static bool op_ok(sm5_op_t op) { return (unsigned)op < SM5_OP_COUNT; }
const char *sm5_op_name(sm5_op_t op) { return op_ok(op) ? op_names[op] : NULL; }
sm5_opclass_t sm5_op_class(sm5_op_t op) { return (sm5_opclass_t)op_classes[op]; }
int sm5_op_nsrc(sm5_op_t op) { return op_nsrc[op]; }
int sm5_op_ndst(sm5_op_t op) { return op_ok(op) ? op_ndst[op] : 1; }
unsigned sm5_op_flags(sm5_op_t op) { return op_ok(op) ? op_flags[op] : 0u; }
/* sm5_pipe.h: here with the other columns, so the op table links without the pipe code */
sm5_pipe_t sm5_op_pipe(sm5_op_t op) { return op_ok(op) ? (sm5_pipe_t)op_pipes[op] : SM5_PIPE_NONE; }
int sm5_op_unit(sm5_op_t op) { return op_ok(op) ? op_units[op] : 0; }
int sm5_op_dxbc(sm5_op_t op) { return op_ok(op) ? op_dxbc[op] : -1; }
sm5_op_t sm5_op_of_dxbc(uint32_t dxop)
{
    for (int i = 0; i < SM5_OP_COUNT; i++)
        if (op_dxbc[i] == dxop) return (sm5_op_t)i;
    return SM5_OP_COUNT;
}
static bool has_flag(sm5_op_t op, unsigned f) { return (sm5_op_flags(op) & f) != 0; }

static bool op_in_class(sm5_op_t op, sm5_opclass_t c) { return op_ok(op) && op_classes[op] == c; }
bool sm5_op_is_atomic(sm5_op_t op)
{
    return op_in_class(op, SM5_CL_ATOMIC) || op_in_class(op, SM5_CL_IMM_ATOMIC);
}
bool sm5_op_is_imm_atomic(sm5_op_t op) { return op_in_class(op, SM5_CL_IMM_ATOMIC); }
bool sm5_op_is_counter(sm5_op_t op) { return has_flag(op, SM5_OPF_COUNTER); }
bool sm5_op_is_load(sm5_op_t op) { return op_in_class(op, SM5_CL_LOAD); }
bool sm5_op_is_store(sm5_op_t op) { return op_in_class(op, SM5_CL_STORE); }
bool sm5_op_class_takes_abs(sm5_op_t op)
{
    sm5_opclass_t cl = sm5_op_class(op);
    return cl == SM5_CL_FLOAT || cl == SM5_CL_MOVE || cl == SM5_CL_F16IN || cl == SM5_CL_DOUBLE;
}
bool sm5_op_class_takes_neg(sm5_op_t op)
{
    return sm5_op_class_takes_abs(op) || sm5_op_class(op) == SM5_CL_INT;
}
bool sm5_op_class_takes_sat(sm5_op_t op)
{
    return sm5_op_class_takes_abs(op) && !has_flag(op, SM5_OPF_NOSAT);
}

bool sm5_op_is_mem(sm5_op_t op)
{
    return sm5_op_is_atomic(op) || sm5_op_is_load(op) || sm5_op_is_store(op);
}
bool sm5_op_writes_mem(sm5_op_t op)
{
    return sm5_op_is_store(op) || (sm5_op_is_atomic(op) && !sm5_op_is_counter(op));
}
bool sm5_op_returns_value(sm5_op_t op) { return sm5_op_is_imm_atomic(op) || sm5_op_is_load(op); }
bool sm5_op_alu_writes_reg(sm5_op_t op)
{
    return (unsigned)op < SM5_OP_COUNT && !sm5_op_is_mem(op) && !op_in_class(op, SM5_CL_CTRL);
}

bool sm5_op_is_dp(sm5_op_t op)
{
    sm5_pipe_t p = sm5_op_pipe(op);
    return p == SM5_PIPE_DBL || p == SM5_PIPE_DDIV;
}
bool sm5_op_is_dpdiv(sm5_op_t op) { return sm5_op_pipe(op) == SM5_PIPE_DDIV; }
/* the double unit's ops and the comparator's dmin / dmax / dmov */
bool sm5_op_is_f64(sm5_op_t op) { return op_in_class(op, SM5_CL_DOUBLE) || sm5_op_is_dp(op); }

bool sm5_op_f64_res32(sm5_op_t op) { return has_flag(op, SM5_OPF_RES32); }
bool sm5_op_f64_src32(sm5_op_t op) { return has_flag(op, SM5_OPF_SRC32); }
bool sm5_op_f64_dst(sm5_op_t op) { return sm5_op_is_f64(op) && !sm5_op_f64_res32(op); }

bool sm5_op_f64_src(sm5_op_t op, int s)
{
    if (!op_in_class(op, SM5_CL_DOUBLE) || s < 0 || s >= sm5_op_nsrc(op)) return false;
    return !(s == 0 && sm5_op_f64_src32(op));
}

bool sm5_op_is_flow(sm5_op_t op) { return op_in_class(op, SM5_CL_CTRL); }
bool sm5_op_is_cond(sm5_op_t op) { return has_flag(op, SM5_OPF_COND); }
bool sm5_op_cond_nz(sm5_op_t op) { return has_flag(op, SM5_OPF_NZ); }
bool sm5_op_is_amo_cmp(sm5_op_t op) { return has_flag(op, SM5_OPF_AMO_CMP); }

sm5_op_t sm5_op_lookup(const char *name, int len)
{
    for (int i = 0; i < SM5_OP_COUNT; i++)
        if ((int)strlen(op_names[i]) == len && memcmp(op_names[i], name, (size_t)len) == 0)
            return (sm5_op_t)i;
    return SM5_OP_COUNT;
}

_Static_assert(SM5_UOP_DST_IDX_LSB + SM5_INDEX_BITS == SM5_UOP_SRCX_LSB, "dst_idx runs into srcx");
_Static_assert(SM5_UOP_SRCX_BITS == SM5_SRCX_XKIND_BITS + SM5_INDEX_BITS, "srcx width");
_Static_assert(SM5_UOP_SRCX_END + 2 == SM5_UOP_USED_BITS2 && SM5_UOP_BITS % 32 == 0, "uop width");

static void put_bits(sm5_uop_bits_t *b, int lsb, int width, uint32_t v)
{
    for (int i = 0; i < width; i++) {
        int bit = lsb + i;
        if ((v >> i) & 1u) b->w[bit / 32] |= 1u << (bit % 32);
    }
}

static uint32_t get_bits(const sm5_uop_bits_t *b, int lsb, int width)
{
    uint32_t v = 0;
    for (int i = 0; i < width; i++) {
        int bit = lsb + i;
        v |= ((b->w[bit / 32] >> (bit % 32)) & 1u) << i;
    }
    return v;
}

sm5_uop_bits_t sm5_uop_pack(const sm5_uop_t *u)
{
    sm5_uop_bits_t b;
    memset(&b, 0, sizeof b);
#define PUT(name, lsb, w) put_bits(&b, lsb, w, (uint32_t)u->name);
    SM5_UOP_FIELDS(PUT)
#undef PUT
    for (int s = 0; s < SM5_NSRC; s++) {
        int base = SM5_UOP_SRC_LSB + s * SM5_UOP_SRC_BITS;
#define PUT(name, lsb, w) put_bits(&b, base + lsb, w, (uint32_t)u->src[s].name);
        SM5_SRC_FIELDS(PUT)
#undef PUT
        base = SM5_UOP_SRCX_LSB + s * SM5_UOP_SRCX_BITS;
        put_bits(&b, base, SM5_SRCX_XKIND_BITS, u->src[s].xkind);
        base += SM5_SRCX_XKIND_BITS;
#define PUT(name, lsb, w) put_bits(&b, base + lsb, w, (uint32_t)u->src[s].x.name);
        SM5_INDEX_FIELDS(PUT)
#undef PUT
    }
    {
        int base = SM5_UOP_DST_IDX_LSB;
#define PUT(name, lsb, w) put_bits(&b, base + lsb, w, (uint32_t)u->dst_idx.name);
        SM5_INDEX_FIELDS(PUT)
#undef PUT
    }
    return b;
}

bool sm5_uop_unpack(sm5_uop_bits_t b, sm5_uop_t *u)
{
    memset(u, 0, sizeof *u);
#define GET(name, lsb, w) u->name = (__typeof__(u->name))get_bits(&b, lsb, w);
    SM5_UOP_FIELDS(GET)
#undef GET
    for (int s = 0; s < SM5_NSRC; s++) {
        int base = SM5_UOP_SRC_LSB + s * SM5_UOP_SRC_BITS;
#define GET(name, lsb, w) u->src[s].name = (__typeof__(u->src[s].name))get_bits(&b, base + lsb, w);
        SM5_SRC_FIELDS(GET)
#undef GET
        base = SM5_UOP_SRCX_LSB + s * SM5_UOP_SRCX_BITS;
        u->src[s].xkind = (uint8_t)get_bits(&b, base, SM5_SRCX_XKIND_BITS);
        base += SM5_SRCX_XKIND_BITS;
#define GET(name, lsb, w) u->src[s].x.name = (__typeof__(u->src[s].x.name))get_bits(&b, base + lsb, w);
        SM5_INDEX_FIELDS(GET)
#undef GET
        if (u->src[s].xkind > SM5_SRCX_XTEMP) return false;
    }
    {
        int base = SM5_UOP_DST_IDX_LSB;
#define GET(name, lsb, w) u->dst_idx.name = (__typeof__(u->dst_idx.name))get_bits(&b, base + lsb, w);
        SM5_INDEX_FIELDS(GET)
#undef GET
    }
    if (get_bits(&b, SM5_UOP_USED_BITS, 128 - SM5_UOP_USED_BITS) != 0) return false;
    if (get_bits(&b, SM5_UOP_USED_BITS2, SM5_UOP_BITS - SM5_UOP_USED_BITS2) != 0) return false;
    return u->op < SM5_OP_COUNT && u->dst_kind <= SM5_DST_XTEMP && u->dst2_kind <= SM5_DST_OUTPUT;
}

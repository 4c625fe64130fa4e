#include "sm5_uop.h"
#include <string.h>

static const char *const op_names[] = {
#define SM5_OP(e, m, c, n) m,
#include "sm5_ops.def"
#undef SM5_OP
};
static const uint8_t op_classes[] = {
#define SM5_OP(e, m, c, n) c,
#include "sm5_ops.def"
#undef SM5_OP
};
static const uint8_t op_nsrc[] = {
#define SM5_OP(e, m, c, n) n,
#include "sm5_ops.def"
#undef SM5_OP
};

const char *sm5_op_name(sm5_op_t op) { return (unsigned)op < SM5_OP_COUNT ? op_names[op] : NULL; }
sm5_opclass_t sm5_op_class(sm5_op_t op) { return (sm5_opclass_t)op_classes[op]; }
int sm5_op_nsrc(sm5_op_t op) { return op_nsrc[op]; }

static bool op_in_class(sm5_op_t op, sm5_opclass_t c)
{
    return (unsigned)op < SM5_OP_COUNT && op_classes[op] == c;
}
bool sm5_op_is_atomic(sm5_op_t op)
{
    return op_in_class(op, SM5_CL_ATOMIC) || op_in_class(op, SM5_CL_IMM_ATOMIC);
}
bool sm5_op_is_imm_atomic(sm5_op_t op) { return op_in_class(op, SM5_CL_IMM_ATOMIC); }
bool sm5_op_is_counter(sm5_op_t op)
{
    return op == SM5_OP_IMM_ATOMIC_ALLOC || op == SM5_OP_IMM_ATOMIC_CONSUME;
}
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
    bool f64_no_sat = op == SM5_OP_DTOF || op == SM5_OP_FTOD || op == SM5_OP_DTOI || op == SM5_OP_DTOU ||
                      op == SM5_OP_DEQ || op == SM5_OP_DGE || op == SM5_OP_DLT || op == SM5_OP_DNE;
    return sm5_op_class_takes_abs(op) && !f64_no_sat;
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

int sm5_op_ndst(sm5_op_t op)
{
    switch (op) {
    case SM5_OP_IMUL: case SM5_OP_UMUL: case SM5_OP_UDIV: case SM5_OP_UADDC: case SM5_OP_USUBB:
    case SM5_OP_SINCOS:
        return 2;
    default:
        return 1;
    }
}

bool sm5_op_is_f64(sm5_op_t op)
{
    return op_in_class(op, SM5_CL_DOUBLE) || op == SM5_OP_FTOD || op == SM5_OP_ITOD || op == SM5_OP_UTOD;
}

bool sm5_op_is_dp(sm5_op_t op)
{
    return sm5_op_is_f64(op) && op != SM5_OP_DMIN && op != SM5_OP_DMAX && op != SM5_OP_DMOV;
}

bool sm5_op_is_dpdiv(sm5_op_t op) { return op == SM5_OP_DDIV || op == SM5_OP_DRCP; }

bool sm5_op_f64_res32(sm5_op_t op)
{
    switch (op) {
    case SM5_OP_DEQ: case SM5_OP_DGE: case SM5_OP_DLT: case SM5_OP_DNE:
    case SM5_OP_DTOF: case SM5_OP_DTOI: case SM5_OP_DTOU:
        return true;
    default:
        return false;
    }
}

bool sm5_op_f64_dst(sm5_op_t op) { return sm5_op_is_f64(op) && !sm5_op_f64_res32(op); }

bool sm5_op_f64_src(sm5_op_t op, int s)
{
    if (!op_in_class(op, SM5_CL_DOUBLE) || s < 0 || s >= sm5_op_nsrc(op)) return false;
    return !(op == SM5_OP_DMOVC && s == 0);
}

bool sm5_op_is_flow(sm5_op_t op) { return op_in_class(op, SM5_CL_CTRL); }

bool sm5_op_is_cond(sm5_op_t op)
{
    switch (op) {
    case SM5_OP_IF_Z: case SM5_OP_IF_NZ: case SM5_OP_BREAKC_Z: case SM5_OP_BREAKC_NZ:
    case SM5_OP_CONTINUEC_Z: case SM5_OP_CONTINUEC_NZ: case SM5_OP_RETC_Z: case SM5_OP_RETC_NZ:
        return true;
    default:
        return false;
    }
}

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

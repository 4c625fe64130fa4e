/* Check 6: memory instructions and atomics (SPEC 6, P-7, P-8, P-9, P-11) against a
 * sequential interpreter written here: every lane, in ascending lane order, does its
 * whole access before the next lane starts, with bounds and alignment rules per
 * resource kind written from SPEC 6. Random worlds hold raw, structured and typed u#
 * (every dim) and raw / structured g#; random instructions (every atomic_* and imm_*
 * op, ld/store raw/structured/typed with all five typed formats) draw lane addresses
 * from small pools so lanes collide on words, plus out-of-bounds, misaligned,
 * struct-offset and huge (index * stride wraps 2^32) addresses, helper and inactive
 * lanes. After each instruction: all memory words, the hidden counters, returned
 * values, ret_valid, untouched ret of lanes outside exec, the UB/OOB counts and
 * sm5_mem_addr's status per lane and word are compared.
 * Where SPEC leaves a choice open the reference accepts a set (see acc_cats): a lane
 * with two faults (say misaligned and out of bounds) may be counted under either kind,
 * a structured byte-offset fault on g# as STRUCT_OFFSET or GSM_OOB; the kind the model
 * reports through sm5_mem_addr must be in the set and is then what its counts must
 * show. NaN channels of an R11G11B10 load accept any NaN (SPEC fixes no payload). */
#include "indep.h"
#include "ref_conv.h"
#include "sm5_mem.h"

#define NW 640                 /* shared memory words of one world */
#define MAXL SM5_MAX_LANES
#define SENT 0xC5C5C5C5u       /* ret sentinel: lanes outside exec must keep it */

#define CAT(s) (1u << (s))

typedef struct {
    uint32_t words[NW];
    sm5_res_t res[SM5_NRES];
    sm5_ub_counts_t ub;
} world_t;

typedef struct {               /* one instruction */
    sm5_uop_t u;
    int lanes;
    uint64_t exec, helper;
    uint32_t src[MAXL][SM5_NSRC][4];
} ins_t;

/* ------------------------------------------------------------------ reference */

static bool is_gsm(unsigned slot) { return slot >= 8; }

typedef struct { uint32_t word; unsigned cats; } acc_t;   /* cats == 0: in bounds */

/* The address of word k of one lane's access to resource slot `slot`: ax/ay/az from
 * the address operand, boff the structured byte offset. */
static acc_t acc_addr(const sm5_res_t *r, unsigned slot, uint32_t ax, uint32_t ay, uint32_t az,
                      uint32_t boff, unsigned k)
{
    acc_t a = { 0, 0 };
    unsigned oob = is_gsm(slot) ? CAT(SM5_ACC_GSM_OOB) : CAT(SM5_ACC_OOB);
    if (r->kind == SM5_RES_RAW) {
        uint64_t w = (uint64_t)(ax / 4u) + k;
        if (ax % 4u) a.cats |= CAT(SM5_ACC_MISALIGNED);
        if (w >= r->size) a.cats |= oob;
        a.word = r->base + (uint32_t)w;
    } else if (r->kind == SM5_RES_STRUCTURED) {
        uint32_t epw = r->stride / 4u, count = r->size / epw;
        if (boff % 4u) a.cats |= CAT(SM5_ACC_MISALIGNED);
        if ((uint64_t)boff + 4u * k >= r->stride)
            a.cats |= CAT(SM5_ACC_STRUCT_OFFSET) | (is_gsm(slot) ? CAT(SM5_ACC_GSM_OOB) : 0u);
        if (ax >= count) a.cats |= oob;
        a.word = r->base + (uint32_t)((uint64_t)ax * epw + boff / 4u + k);
    } else if (r->kind == SM5_RES_TYPED) {
        uint32_t x = ax, y = 0, z = 0, h = 1;
        bool bad = x >= r->width;
        switch (r->dim) {
        case SM5_DIM_1DARRAY: z = ay; bad |= z >= r->depth; break;
        case SM5_DIM_2D: y = ay; h = r->height; bad |= y >= r->height; break;
        case SM5_DIM_2DARRAY: case SM5_DIM_3D:
            y = ay; z = az; h = r->height; bad |= y >= r->height || z >= r->depth; break;
        default: break;
        }
        if (bad) a.cats |= oob;
        a.word = r->base + x + r->width * (y + h * z);
    } else {
        a.cats |= oob;
    }
    if (a.cats) a.word = 0;
    return a;
}

static void ub_add(sm5_ub_counts_t *ub, unsigned st)
{
    switch (st) {
    case SM5_ACC_OOB: ub->oob++; break;
    case SM5_ACC_STRUCT_OFFSET: ub->struct_offset++; break;
    case SM5_ACC_GSM_OOB: ub->gsm_oob++; break;
    case SM5_ACC_MISALIGNED: ub->misaligned++; break;
    default: break;
    }
}

/* Which op does what comes from the op table's class column (sm5_uop.h predicates; the
 * mem unit test checks them against the mnemonics), not from the code under test. */

/* SPEC 6's table, one word; the memory value after, *old the imm_ return. */
static uint32_t ref_rmw(unsigned op, uint32_t m, uint32_t s0, uint32_t s1)
{
    unsigned base = op >= SM5_OP_IMM_ATOMIC_AND ? op - SM5_OP_IMM_ATOMIC_AND : op - SM5_OP_ATOMIC_AND;
    /* both lists start and, or, xor, iadd, imax, imin, umax, umin; then cmp_store (9th
     * of atomic_*) or exch, cmp_exch (imm_) */
    switch (base) {
    case 0: return m & s0;
    case 1: return m | s0;
    case 2: return m ^ s0;
    case 3: return m + s0;
    case 4: return (int32_t)m > (int32_t)s0 ? m : s0;
    case 5: return (int32_t)m < (int32_t)s0 ? m : s0;
    case 6: return m > s0 ? m : s0;
    case 7: return m < s0 ? m : s0;
    default: break;
    }
    if (op == SM5_OP_ATOMIC_CMP_STORE || op == SM5_OP_IMM_ATOMIC_CMP_EXCH) return m == s0 ? s1 : m;
    if (op == SM5_OP_IMM_ATOMIC_EXCH) return s0;
    return m;
}

/* Typed format unpack (P-10 fill) with a per-component "any NaN" flag. */
static void ref_unpack(unsigned fmt, uint32_t w, uint32_t out[4], bool anynan[4])
{
    bool nan;
    for (int c = 0; c < 4; c++) anynan[c] = false;
    out[1] = out[2] = 0;
    switch (fmt) {
    case SM5_FMT_R32_FLOAT: out[0] = w; out[3] = 0x3F800000u; break;
    case SM5_FMT_R16G16_FLOAT:
        out[0] = ref_small_to_f32(w & 0xFFFFu, 10, true, &nan);
        out[1] = ref_small_to_f32(w >> 16, 10, true, &nan);
        out[3] = 0x3F800000u; break;
    case SM5_FMT_R11G11B10_FLOAT:
        out[0] = ref_small_to_f32(w & 0x7FFu, 6, false, &anynan[0]);
        out[1] = ref_small_to_f32((w >> 11) & 0x7FFu, 6, false, &anynan[1]);
        out[2] = ref_small_to_f32(w >> 22, 5, false, &anynan[2]);
        out[3] = 0x3F800000u; break;
    default: out[0] = w; out[3] = 1u; break;      /* R32_UINT / R32_SINT */
    }
}

static uint32_t ref_pack(unsigned fmt, const uint32_t v[4])
{
    switch (fmt) {
    case SM5_FMT_R16G16_FLOAT: return ref_f32_to_f16(v[0]) | ((uint32_t)ref_f32_to_f16(v[1]) << 16);
    case SM5_FMT_R11G11B10_FLOAT:
        return ref_f32_to_small(v[0], 6) | (ref_f32_to_small(v[1], 6) << 11) | (ref_f32_to_small(v[2], 5) << 22);
    default: return v[0];
    }
}

/* Address operands of lane l: (ax, ay, az, boff) by op and resource kind. */
static void lane_addr(const ins_t *in, const sm5_res_t *r, int l, uint32_t *ax, uint32_t *ay,
                      uint32_t *az, uint32_t *boff)
{
    const uint32_t (*s)[4] = in->src[l];
    *ax = s[0][0]; *ay = s[0][1]; *az = s[0][2]; *boff = 0;
    if (r->kind == SM5_RES_STRUCTURED)
        *boff = (in->u.op == SM5_OP_LD_STRUCTURED || in->u.op == SM5_OP_STORE_STRUCTURED) ? s[1][0] : s[0][1];
}

/* Words k a lane of this op touches (bit k). */
static unsigned ref_word_mask(const sm5_uop_t *u, const sm5_res_t *r)
{
    if (sm5_op_is_counter(u->op)) return 0;
    if (sm5_op_is_atomic(u->op)) return 1;
    if (r->kind == SM5_RES_TYPED) return sm5_op_is_store(u->op) ? 1u : (u->dst_mask ? 1u : 0u);
    if (sm5_op_is_store(u->op)) return u->dst_mask & 15u;
    unsigned m = 0;
    for (int c = 0; c < 4; c++) if (u->dst_mask >> c & 1) m |= 1u << sm5_swz_sel(u->res_swz, c);
    return m;
}

/* Coverage figures printed at the end (reset in main). */
typedef struct { uint64_t lane_acc, faults, collide, cmp_hit; } stats_t;
static stats_t g_stats;

/* Expected outcome of one instruction. */
typedef struct {
    uint32_t ret[MAXL][4];
    bool anynan[MAXL][4];
    uint64_t ret_valid;
} outcome_t;

/* Runs `in` on world w lane by lane. `m` (the model's memory, untouched here) only
 * resolves which fault kind the model reported when SPEC allows several; *st_bad
 * counts lanes whose reported status is not allowed. */
static void ref_exec(world_t *w, const ins_t *in, const sm5_mem_t *m, outcome_t *o, tally_t *t)
{
    const sm5_uop_t *u = &in->u;
    unsigned slot = u->res;
    sm5_res_t *r = &w->res[slot];
    uint64_t lanemask = in->lanes >= 64 ? ~0ull : ((1ull << in->lanes) - 1u);
    uint64_t exec = in->exec & lanemask;
    bool has_ret = sm5_op_is_imm_atomic(u->op) || sm5_op_is_load(u->op);
    o->ret_valid = has_ret ? exec : 0;
    unsigned wm = ref_word_mask(u, r);
    static uint8_t touched[NW];
    memset(touched, 0, sizeof touched);

    for (int l = 0; l < in->lanes; l++) {
        for (int c = 0; c < 4; c++) { o->ret[l][c] = 0; o->anynan[l][c] = false; }
        /* status of every word k, checked against sm5_mem_addr for every lane */
        acc_t acc[4];
        uint32_t ax, ay, az, boff;
        lane_addr(in, r, l, &ax, &ay, &az, &boff);
        for (unsigned k = 0; k < 4; k++) {
            if (!(wm >> k & 1)) continue;
            acc[k] = acc_addr(r, slot, ax, ay, az, boff, k);
            uint32_t mw = 0xDEADu;
            sm5_acc_status_t st = sm5_mem_addr(m, u, in->src[l], (int)k, &mw);
            bool ok = acc[k].cats ? ((acc[k].cats >> st) & 1u) && mw == 0 : st == SM5_ACC_OK && mw == acc[k].word;
            tally(t, ok, "sm5_mem_addr %s slot %u lane %d k %u addr (%08x %08x %08x off %08x): status %d word %u, "
                  "want %s word %u (allowed status mask %x)", sm5_op_name((sm5_op_t)u->op), slot, l, k, ax, ay, az,
                  boff, (int)st, mw, acc[k].cats ? "fault" : "OK", acc[k].word, acc[k].cats);
            if (acc[k].cats) {     /* settle the counted kind: the model's if allowed */
                unsigned pick = ((acc[k].cats >> st) & 1u) ? (unsigned)st : (unsigned)__builtin_ctz(acc[k].cats);
                acc[k].cats = CAT(pick);
            }
        }
        if (!(exec >> l & 1) || (in->helper >> l & 1)) continue;   /* P-8: ret 0, no access, not counted */
        for (unsigned k = 0; k < 4; k++) {
            if (!(wm >> k & 1)) continue;
            g_stats.lane_acc++;
            if (acc[k].cats) { g_stats.faults++; continue; }
            if (touched[acc[k].word]) g_stats.collide++;
            touched[acc[k].word] = 1;
        }
        if ((u->op == SM5_OP_ATOMIC_CMP_STORE || u->op == SM5_OP_IMM_ATOMIC_CMP_EXCH) && !acc[0].cats &&
            w->words[acc[0].word] == in->src[l][1][0]) g_stats.cmp_hit++;

        if (sm5_op_is_counter(u->op)) {
            if (u->op == SM5_OP_IMM_ATOMIC_ALLOC) { for (int c = 0; c < 4; c++) o->ret[l][c] = r->counter; r->counter++; }
            else { r->counter--; for (int c = 0; c < 4; c++) o->ret[l][c] = r->counter; }
        } else if (sm5_op_is_atomic(u->op)) {
            if (acc[0].cats) { ub_add(&w->ub, (unsigned)__builtin_ctz(acc[0].cats)); continue; }
            uint32_t old = w->words[acc[0].word];
            w->words[acc[0].word] = ref_rmw(u->op, old, in->src[l][1][0], in->src[l][2][0]);
            if (sm5_op_is_imm_atomic(u->op)) for (int c = 0; c < 4; c++) o->ret[l][c] = old;
        } else if (sm5_op_is_load(u->op)) {
            if (r->kind == SM5_RES_TYPED) {
                if (!wm) continue;
                if (acc[0].cats) { ub_add(&w->ub, (unsigned)__builtin_ctz(acc[0].cats)); continue; }
                uint32_t comp[4]; bool nan[4];
                ref_unpack(r->fmt, w->words[acc[0].word], comp, nan);
                for (int c = 0; c < 4; c++)
                    if (u->dst_mask >> c & 1) {
                        unsigned s = sm5_swz_sel(u->res_swz, c);
                        o->ret[l][c] = comp[s]; o->anynan[l][c] = nan[s];
                    }
            } else {
                uint32_t val[4] = { 0, 0, 0, 0 };
                for (unsigned k = 0; k < 4; k++) {
                    if (!(wm >> k & 1)) continue;
                    if (acc[k].cats) ub_add(&w->ub, (unsigned)__builtin_ctz(acc[k].cats));
                    else val[k] = w->words[acc[k].word];
                }
                for (int c = 0; c < 4; c++)
                    if (u->dst_mask >> c & 1) o->ret[l][c] = val[sm5_swz_sel(u->res_swz, c)];
            }
        } else if (sm5_op_is_store(u->op)) {
            if (r->kind == SM5_RES_TYPED) {
                if (acc[0].cats) { ub_add(&w->ub, (unsigned)__builtin_ctz(acc[0].cats)); continue; }
                w->words[acc[0].word] = ref_pack(r->fmt, in->src[l][1]);
            } else {
                const uint32_t *v = in->src[l][u->op == SM5_OP_STORE_RAW ? 1 : 2];
                for (unsigned k = 0; k < 4; k++) {
                    if (!(wm >> k & 1)) continue;
                    if (acc[k].cats) ub_add(&w->ub, (unsigned)__builtin_ctz(acc[k].cats));
                    else w->words[acc[k].word] = v[k];
                }
            }
        }
    }
}

/* ------------------------------------------------------------------ generators */

/* Slots used: u0 raw, u1 structured, u2 / u4 typed R32_UINT|SINT (atomics), u3 typed any
 * format, g0 raw, g1 structured. */
static const unsigned U_SLOTS[] = { 0, 1, 2, 3, 4 };

static void gen_world(world_t *w, rng_t *r)
{
    memset(w, 0, sizeof *w);
    for (int i = 0; i < NW; i++) w->words[i] = (rng_below(r, 4) == 0) ? rng_below(r, 8) : rng_u32(r);
    uint32_t pos = rng_below(r, 5);
    for (unsigned slot = 0; slot < SM5_NRES; slot++) {
        sm5_res_t *d = &w->res[slot];
        unsigned s = slot & 7u;
        if (s > 4 || (is_gsm(slot) && s > 1)) continue;
        if (s == 0) { d->kind = SM5_RES_RAW; d->size = 1 + rng_below(r, 24); }
        else if (s == 1) {
            d->kind = SM5_RES_STRUCTURED; d->stride = 4u * (1 + rng_below(r, 6));
            d->size = d->stride / 4u * (1 + rng_below(r, 6));
        } else {
            d->kind = SM5_RES_TYPED;
            d->dim = (uint8_t)rng_below(r, 6);
            d->fmt = (uint8_t)(s == 3 ? rng_below(r, 5) : rng_below(r, 2));
            d->width = 1 + rng_below(r, 6);
            /* dimensions a dim does not use hold junk: they must count as 1 */
            d->height = 1 + rng_below(r, 4); d->depth = 1 + rng_below(r, 3);
            uint32_t h = (d->dim == SM5_DIM_2D || d->dim == SM5_DIM_2DARRAY || d->dim == SM5_DIM_3D) ? d->height : 1;
            uint32_t z = (d->dim == SM5_DIM_1DARRAY || d->dim == SM5_DIM_2DARRAY || d->dim == SM5_DIM_3D) ? d->depth : 1;
            d->size = d->width * h * z;
        }
        d->counter = rng_below(r, 3) == 0 ? 0xFFFFFFFEu + rng_below(r, 3) : rng_below(r, 100); /* wraps */
        d->base = pos;
        pos += d->size + rng_below(r, 5);        /* gaps: stray writes show */
    }
}

static uint32_t gen_huge(rng_t *r)
{
    static const uint32_t H[] = { 0xFFFFFFFFu, 0xFFFFFFFCu, 0x80000000u, 0x40000000u, 0x20000000u,
                                  0x10000000u, 0x7FFFFFFCu, 0xC0000000u, 0x3FFFFFFFu };
    return H[rng_below(r, sizeof H / sizeof H[0])];
}

/* One candidate address (src[0] xyzw and the structured byte offset). */
static void gen_addr(rng_t *r, const sm5_res_t *d, bool multiword, uint32_t a[4], uint32_t *boff)
{
    for (int c = 0; c < 4; c++) a[c] = rng_below(r, 2) ? rng_u32(r) : rng_below(r, 4);   /* junk */
    *boff = 0;
    uint32_t p = rng_below(r, 100);
    if (d->kind == SM5_RES_RAW) {
        uint32_t w = rng_below(r, d->size);
        if (multiword && rng_below(r, 3) == 0 && d->size > 3) w = d->size - 1 - rng_below(r, 3);  /* P-11 edge */
        if (p < 65) a[0] = 4 * w;
        else if (p < 77) a[0] = 4 * (d->size + rng_below(r, 3));
        else if (p < 87) a[0] = 4 * w + 1 + rng_below(r, 3);
        else if (p < 93) a[0] = 4 * (d->size + rng_below(r, 2)) + 1 + rng_below(r, 3);
        else a[0] = gen_huge(r);
    } else if (d->kind == SM5_RES_STRUCTURED) {
        uint32_t count = d->size / (d->stride / 4u);
        uint32_t q = rng_below(r, 100);
        a[0] = q < 80 ? rng_below(r, count) : q < 92 ? count + rng_below(r, 2) : gen_huge(r);
        uint32_t o = 4 * rng_below(r, d->stride / 4u);
        if (multiword && rng_below(r, 3) == 0) o = d->stride - 4 * (1 + rng_below(r, d->stride / 4u > 3 ? 3 : d->stride / 4u));
        *boff = p < 78 ? o : p < 88 ? d->stride + 4 * rng_below(r, 2) : p < 96 ? o + 1 + rng_below(r, 3) : gen_huge(r);
        a[1] = *boff;    /* atomics read the offset from .y */
    } else {
        uint32_t lim[3] = { d->width, d->height, d->depth };
        int used[3] = { 1, 0, 0 };   /* which lim each of .x .y .z checks */
        int map[3] = { 0, -1, -1 };
        switch (d->dim) {
        case SM5_DIM_1DARRAY: map[1] = 2; break;
        case SM5_DIM_2D: map[1] = 1; break;
        case SM5_DIM_2DARRAY: case SM5_DIM_3D: map[1] = 1; map[2] = 2; break;
        default: break;
        }
        (void)used;
        for (int c = 0; c < 3; c++) {
            if (map[c] < 0) continue;
            uint32_t n = lim[map[c]], q = rng_below(r, 100);
            a[c] = q < 88 ? rng_below(r, n) : q < 97 ? n + rng_below(r, 2) : gen_huge(r);
        }
    }
}

static const unsigned OPS[] = {
    SM5_OP_ATOMIC_AND, SM5_OP_ATOMIC_OR, SM5_OP_ATOMIC_XOR, SM5_OP_ATOMIC_IADD, SM5_OP_ATOMIC_IMAX,
    SM5_OP_ATOMIC_IMIN, SM5_OP_ATOMIC_UMAX, SM5_OP_ATOMIC_UMIN, SM5_OP_ATOMIC_CMP_STORE,
    SM5_OP_IMM_ATOMIC_AND, SM5_OP_IMM_ATOMIC_OR, SM5_OP_IMM_ATOMIC_XOR, SM5_OP_IMM_ATOMIC_IADD,
    SM5_OP_IMM_ATOMIC_IMAX, SM5_OP_IMM_ATOMIC_IMIN, SM5_OP_IMM_ATOMIC_UMAX, SM5_OP_IMM_ATOMIC_UMIN,
    SM5_OP_IMM_ATOMIC_EXCH, SM5_OP_IMM_ATOMIC_CMP_EXCH, SM5_OP_IMM_ATOMIC_ALLOC, SM5_OP_IMM_ATOMIC_CONSUME,
    SM5_OP_LD_RAW, SM5_OP_STORE_RAW, SM5_OP_LD_STRUCTURED, SM5_OP_STORE_STRUCTURED,
    SM5_OP_LD_UAV_TYPED, SM5_OP_STORE_UAV_TYPED,
};
#define N_OPS (sizeof OPS / sizeof OPS[0])

static void gen_ins(rng_t *r, const world_t *w, unsigned op, ins_t *in)
{
    memset(in, 0, sizeof *in);
    sm5_uop_t *u = &in->u;
    u->op = (uint8_t)op;
    u->dst_mask = 1; u->res_swz = SM5_SWZ_XYZW; u->dst_reg = (uint8_t)rng_below(r, 8);
    for (int s = 0; s < SM5_NSRC; s++) { u->src[s].kind = SM5_SRC_TEMP; u->src[s].idx = (uint8_t)s; u->src[s].swz = SM5_SWZ_XYZW; }
    unsigned slot;
    switch (op) {
    case SM5_OP_LD_RAW: case SM5_OP_STORE_RAW: slot = rng_below(r, 2) ? 0 : 8; break;
    case SM5_OP_LD_STRUCTURED: case SM5_OP_STORE_STRUCTURED: slot = rng_below(r, 2) ? 1 : 9; break;
    case SM5_OP_LD_UAV_TYPED: case SM5_OP_STORE_UAV_TYPED: slot = 2 + rng_below(r, 3); break;
    case SM5_OP_IMM_ATOMIC_ALLOC: case SM5_OP_IMM_ATOMIC_CONSUME: slot = U_SLOTS[rng_below(r, 5)]; break;
    default: { static const unsigned AS[] = { 0, 1, 2, 4, 8, 9 }; slot = AS[rng_below(r, 6)]; break; }
    }
    u->res = (uint8_t)slot;
    const sm5_res_t *d = &w->res[slot];
    bool multi = false;
    if (sm5_op_is_load(op) || sm5_op_is_store(op)) {
        u->dst_mask = (uint8_t)(rng_below(r, 30) == 0 && d->kind != SM5_RES_TYPED ? 0 : 1 + rng_below(r, 15));
        u->res_swz = (uint8_t)(rng_below(r, 3) ? rng_u32(r) : SM5_SWZ_XYZW);
        multi = true;
    }

    static const int LN[] = { 1, 2, 3, 7, 8, 16, 31, 32, 33, 63, 64 };
    in->lanes = rng_below(r, 2) ? LN[rng_below(r, 11)] : 1 + (int)rng_below(r, 64);
    uint64_t lm = in->lanes >= 64 ? ~0ull : ((1ull << in->lanes) - 1u);
    uint32_t e = rng_below(r, 10);
    in->exec = e < 5 ? lm : e < 8 ? (rng_next64(r) | rng_next64(r)) & lm : rng_next64(r) & rng_next64(r) & lm;
    if (rng_below(r, 10) == 0) in->exec |= rng_next64(r) & ~lm;    /* bits above `lanes`: ignored */
    uint32_t h = rng_below(r, 10);
    in->helper = h < 6 ? 0 : h < 9 ? rng_next64(r) & rng_next64(r) & rng_next64(r) : rng_next64(r);

    /* address and value pools: few entries so lanes collide and cmp values hit */
    uint32_t pa[6][4], pb[6];
    int na = 1 + (int)rng_below(r, 6);
    for (int i = 0; i < na; i++) gen_addr(r, d, multi, pa[i], &pb[i]);
    uint32_t vals[10];
    int nv = 2 + (int)rng_below(r, 8);
    for (int i = 0; i < nv; i++) {
        uint32_t q = rng_below(r, 5);
        static const uint32_t E[] = { 0, 1, 0xFFFFFFFFu, 0x80000000u, 0x7FFFFFFFu, 0xFFFFFFFEu };
        vals[i] = q == 0 ? E[rng_below(r, 6)] : q == 1 && d->size ? w->words[d->base + rng_below(r, d->size)]
                : q == 2 ? rng_below(r, 8) : rng_u32(r);
    }
    bool fl = d->kind == SM5_RES_TYPED && d->fmt >= SM5_FMT_R32_FLOAT;
    for (int l = 0; l < MAXL; l++) {
        for (int s = 0; s < SM5_NSRC; s++)
            for (int c = 0; c < 4; c++) in->src[l][s][c] = rng_u32(r);
        uint32_t a[4], b;
        if (rng_below(r, 8) == 0) gen_addr(r, d, multi, a, &b);   /* a fresh address */
        else { int i = (int)rng_below(r, (uint32_t)na); memcpy(a, pa[i], sizeof a); b = pb[i]; }
        memcpy(in->src[l][0], a, sizeof a);
        if (op == SM5_OP_LD_STRUCTURED || op == SM5_OP_STORE_STRUCTURED) in->src[l][1][0] = b;
        int vs = op == SM5_OP_STORE_STRUCTURED ? 2 : 1;
        for (int c = 0; c < 4; c++) {
            if (op == SM5_OP_STORE_RAW || op == SM5_OP_STORE_STRUCTURED || op == SM5_OP_STORE_UAV_TYPED)
                in->src[l][vs][c] = fl ? rand_f32(r) : vals[rng_below(r, (uint32_t)nv)];
        }
        if (sm5_op_is_atomic(op)) {
            in->src[l][1][0] = vals[rng_below(r, (uint32_t)nv)];
            in->src[l][2][0] = vals[rng_below(r, (uint32_t)nv)];
            /* compare forms: often compare against the word's value before the op */
            acc_t ac = acc_addr(d, slot, a[0], a[1], a[2], a[1], 0);
            if ((op == SM5_OP_ATOMIC_CMP_STORE || op == SM5_OP_IMM_ATOMIC_CMP_EXCH) && !ac.cats && rng_below(r, 3) == 0)
                in->src[l][1][0] = w->words[ac.word];
        }
    }
}

/* ------------------------------------------------------------------ compare */

static void load_model(sm5_mem_t *m, uint32_t *mw, const world_t *w)
{
    memcpy(mw, w->words, sizeof w->words);
    sm5_mem_init(m, mw, NW);
    for (int s = 0; s < SM5_NRES; s++) m->res[s] = w->res[s];
}

static void run_one(tally_t *t, world_t *w, sm5_mem_t *m, uint32_t *mw, const ins_t *in, uint64_t *n_ins)
{
    static outcome_t o;
    static uint32_t ret[MAXL][4];
    const char *nm = sm5_op_name((sm5_op_t)in->u.op);
    unsigned slot = in->u.res;
    ref_exec(w, in, m, &o, t);
    for (int l = 0; l < MAXL; l++) for (int c = 0; c < 4; c++) ret[l][c] = SENT;
    uint64_t rv = 0xA5A5A5A5A5A5A5A5ull;
    /* ret and ret_valid may be NULL (header): then only memory, counters, counts count */
    bool has_ret = (sm5_op_is_imm_atomic(in->u.op) || sm5_op_is_load(in->u.op)) && (*n_ins % 11) != 5;
    bool want_rv = (*n_ins % 13) != 7;
    sm5_mem_exec(m, &in->u, in->lanes, in->exec, in->helper, (const uint32_t (*)[SM5_NSRC][4])in->src,
                 has_ret ? ret : NULL, want_rv ? &rv : NULL);
    (*n_ins)++;
    if (!want_rv) rv = o.ret_valid;
    tally(t, rv == o.ret_valid, "%s u/g slot %u lanes %d exec %016llx helper %016llx: ret_valid %016llx, want %016llx",
          nm, slot, in->lanes, (unsigned long long)in->exec, (unsigned long long)in->helper,
          (unsigned long long)rv, (unsigned long long)o.ret_valid);
    if (has_ret)
        for (int l = 0; l < MAXL; l++) {
            bool valid = o.ret_valid >> l & 1;
            for (int c = 0; c < 4; c++) {
                bool ok = !valid ? ret[l][c] == SENT
                        : o.anynan[l][c] ? is_nan32(ret[l][c]) : ret[l][c] == o.ret[l][c];
                uint32_t ax, ay, az, b;
                lane_addr(in, &w->res[slot], l, &ax, &ay, &az, &b);
                tally(t, ok, "%s slot %u lane %d%s%s addr (%08x %08x %08x off %08x) s1 %08x s2 %08x mask %x swz %02x: ret.%c = %08x, want %s%08x",
                      nm, slot, l, (in->helper >> l & 1) ? " helper" : "", valid ? "" : " (outside exec: untouched)",
                      ax, ay, az, b, in->src[l][1][0], in->src[l][2][0], in->u.dst_mask, in->u.res_swz,
                      "xyzw"[c], ret[l][c], o.anynan[l][c] ? "any NaN, e.g. " : "", valid ? o.ret[l][c] : SENT);
            }
        }
    int bad = 0;
    for (int i = 0; i < NW; i++)
        if (mw[i] != w->words[i] && bad++ < 3) {
            tally(t, false, "%s slot %u (base %u size %u) lanes %d exec %016llx helper %016llx: memory word %d = %08x, want %08x",
                  nm, slot, w->res[slot].base, w->res[slot].size, in->lanes, (unsigned long long)in->exec,
                  (unsigned long long)in->helper, i, mw[i], w->words[i]);
        }
    if (!bad) tally(t, true, "");
    if (bad) memcpy(w->words, mw, sizeof w->words);   /* resynchronise to keep checking */
    for (int s = 0; s < SM5_NRES; s++) {
        tally(t, m->res[s].counter == w->res[s].counter, "%s slot %d: counter %08x, want %08x", nm, s,
              m->res[s].counter, w->res[s].counter);
        m->res[s].counter = w->res[s].counter;
    }
    sm5_ub_counts_t a = m->ub, e = w->ub;
    tally(t, !memcmp(&a, &e, sizeof a), "%s slot %u lanes %d: ub counts oob/struct/gsm/mis = %u/%u/%u/%u, want %u/%u/%u/%u",
          nm, slot, in->lanes, a.oob, a.struct_offset, a.gsm_oob, a.misaligned, e.oob, e.struct_offset, e.gsm_oob, e.misaligned);
    w->ub = m->ub;
    unsigned gm = sm5_mem_word_mask(&in->u), em = ref_word_mask(&in->u, &w->res[slot]);
    tally(t, gm == em, "sm5_mem_word_mask(%s, mask %x swz %02x) = %x, want %x", nm, in->u.dst_mask, in->u.res_swz, gm, em);
}

/* sm5_atomic_apply over random operands. */
static void check_apply(tally_t *t, rng_t *r, int n)
{
    static const uint32_t E[] = { 0, 1, 2, 0x7FFFFFFFu, 0x80000000u, 0x80000001u, 0xFFFFFFFFu, 0xFFFFFFFEu };
    for (int i = 0; i < n; i++) {
        unsigned op = OPS[rng_below(r, 21)];
        uint32_t mm = rng_below(r, 2) ? E[rng_below(r, 8)] : rng_u32(r);
        uint32_t s0 = rng_below(r, 2) ? E[rng_below(r, 8)] : rng_u32(r);
        uint32_t s1 = rng_u32(r);
        if (rng_below(r, 3) == 0) s0 = mm;                /* compare hits */
        uint32_t want, wret;
        if (op == SM5_OP_IMM_ATOMIC_ALLOC) { want = mm + 1; wret = mm; }
        else if (op == SM5_OP_IMM_ATOMIC_CONSUME) { want = mm - 1; wret = mm - 1; }
        else { want = ref_rmw(op, mm, s0, s1); wret = mm; }
        uint32_t got_ret = 0xBADu;
        uint32_t got = sm5_atomic_apply((sm5_op_t)op, mm, s0, s1, &got_ret);
        bool ok = got == want && (!sm5_op_is_imm_atomic(op) || got_ret == wret);
        tally(t, ok, "sm5_atomic_apply(%s, m %08x, s0 %08x, s1 %08x) = %08x ret %08x, want %08x ret %08x",
              sm5_op_name((sm5_op_t)op), mm, s0, s1, got, got_ret, want, wret);
    }
}

int main(int argc, char **argv)
{
    args_t a = parse_args(argc, argv, "indep-mem");
    tally_t t; tally_init(&t, "indep-mem");
    rng_t r; rng_seed(&r, a.seed + 0x1000193ull * a.part);   /* --long parts: own streams */
    memset(&g_stats, 0, sizeof g_stats);
    check_apply(&t, &r, 200000);

    static world_t w;
    static uint32_t mw[NW];
    static ins_t in;
    sm5_mem_t m;
    int nworld = a.lng ? 400000 / (int)a.nparts : 10000, nins = 12;
    uint64_t n_ins = 0, per_op[N_OPS] = { 0 };
    for (int wi = 0; wi < nworld; wi++) {
        gen_world(&w, &r);
        load_model(&m, mw, &w);
        for (int i = 0; i < nins; i++) {
            unsigned k = rng_below(&r, N_OPS);
            gen_ins(&r, &w, OPS[k], &in);
            run_one(&t, &w, &m, mw, &in, &n_ins);
            per_op[k]++;
        }
    }
    printf("indep-mem: %llu instructions over %d worlds (", (unsigned long long)n_ins, nworld);
    for (size_t k = 0; k < N_OPS; k++) printf("%s%s %llu", k ? ", " : "", sm5_op_name((sm5_op_t)OPS[k]), (unsigned long long)per_op[k]);
    printf(")\n");
    printf("indep-mem: lane word accesses %llu, of which faulting %llu, hitting a word a lower lane of the same "
           "instruction hit %llu; compare-exchange hits %llu\n", (unsigned long long)g_stats.lane_acc,
           (unsigned long long)g_stats.faults, (unsigned long long)g_stats.collide, (unsigned long long)g_stats.cmp_hit);
    return tally_done(&t);
}

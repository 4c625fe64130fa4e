/* Golden model of SPEC 6: memory and atomics over one shared word memory.
 *
 * Decisions SPEC 6 leaves to the project (the D3D-visible ones are policies in
 * sm5_policy.h; the rest only shape events and the model's robustness):
 * - Slots: u->res & 15 indexes m->res (u0..u7 = 0..7, g0..g7 = 8..15). A fault on a g#
 *   slot is GSM_OOB except misalignment, which stays MISALIGNED (P-7 for both).
 * - Check order: alignment, then structured byte offset (offset + 4k >= stride), then
 *   index / coordinates. A structured offset fault on g# counts as GSM_OOB.
 * - Typed resources: one word per element for every format; k is ignored; height and
 *   depth count as 1 for dims that lack y and z; 1darray slices live in `depth`.
 * - Robustness: kind NONE, a word past `size`, or past m->nwords is out of range, so a
 *   bad descriptor never reaches outside m->words.
 * - Words accessed (P-13; events counted, one per lane and word at fault): loads touch
 *   only the words their written components need (dst_mask through res_swz; P-11 per
 *   word), stores the words of the memory write mask, typed stores their one element.
 * - P-8: faulting, helper and OFF lanes of exec get 0 in every component of a load or an
 *   imm_ form (a typed load out of bounds returns 0 in all four components: P-12, no
 *   P-10 fill); components outside dst_mask are 0.
 * - P-9 is implemented as the hardware does it: accesses are grouped by target word; a
 *   group reads the word once, folds its lanes in ascending lane order (each imm_ lane
 *   gets the prefix value), and writes once. Alloc/consume: each active non-helper lane
 *   takes one counter step, its rank among those lanes (a prefix count) giving its value.
 * - Atomics on a typed UAV work on the raw word whatever its format (the assembler only
 *   accepts R32_UINT / R32_SINT there). */
#include "sm5_mem.h"
#include "sm5_convert.h"
#include "sm5_policy.h"
#include <string.h>

/* Only one behaviour is implemented for these; changing the policy means changing code. */
_Static_assert(SM5_P7_FAULT_WRITES_NOTHING, "sm5_mem.c implements P-7 = write nothing");
_Static_assert(SM5_P9_ASCENDING_LANE_ORDER, "sm5_mem.c implements P-9 = ascending lanes");
_Static_assert(SM5_P11_BOUNDS_PER_WORD, "sm5_mem.c implements P-11 = per-word bounds");
_Static_assert(SM5_P12_TYPED_OOB_ALL_ZERO, "sm5_mem.c implements P-12 = typed OOB reads 0000");
_Static_assert(SM5_P13_LOAD_TOUCHES_NEEDED_WORDS, "sm5_mem.c implements P-13");

void sm5_mem_init(sm5_mem_t *m, uint32_t *words, uint32_t nwords)
{
    memset(m, 0, sizeof *m);
    m->words = words;
    m->nwords = words ? nwords : 0;
}

void sm5_mem_reset_counts(sm5_mem_t *m) { memset(&m->ub, 0, sizeof m->ub); }

static bool op_valid(uint8_t op) { return op < SM5_OP_COUNT; }

/* Signed compare without implementation-defined conversions: flip the sign bit. */
static bool lt_signed(uint32_t a, uint32_t b) { return (a ^ 0x80000000u) < (b ^ 0x80000000u); }

uint32_t sm5_atomic_apply(sm5_op_t op, uint32_t mem, uint32_t s0, uint32_t s1, uint32_t *ret)
{
    uint32_t n = mem, r = mem;
    switch (op) {
    case SM5_OP_ATOMIC_AND:  case SM5_OP_IMM_ATOMIC_AND:  n = mem & s0; break;
    case SM5_OP_ATOMIC_OR:   case SM5_OP_IMM_ATOMIC_OR:   n = mem | s0; break;
    case SM5_OP_ATOMIC_XOR:  case SM5_OP_IMM_ATOMIC_XOR:  n = mem ^ s0; break;
    case SM5_OP_ATOMIC_IADD: case SM5_OP_IMM_ATOMIC_IADD: n = mem + s0; break;
    case SM5_OP_ATOMIC_IMAX: case SM5_OP_IMM_ATOMIC_IMAX: n = lt_signed(mem, s0) ? s0 : mem; break;
    case SM5_OP_ATOMIC_IMIN: case SM5_OP_IMM_ATOMIC_IMIN: n = lt_signed(s0, mem) ? s0 : mem; break;
    case SM5_OP_ATOMIC_UMAX: case SM5_OP_IMM_ATOMIC_UMAX: n = mem < s0 ? s0 : mem; break;
    case SM5_OP_ATOMIC_UMIN: case SM5_OP_IMM_ATOMIC_UMIN: n = s0 < mem ? s0 : mem; break;
    case SM5_OP_IMM_ATOMIC_EXCH: n = s0; break;
    case SM5_OP_ATOMIC_CMP_STORE: case SM5_OP_IMM_ATOMIC_CMP_EXCH: n = mem == s0 ? s1 : mem; break;
    case SM5_OP_IMM_ATOMIC_ALLOC: n = mem + 1u; break;            /* returns the counter before */
    case SM5_OP_IMM_ATOMIC_CONSUME: n = mem - 1u; r = n; break;   /* returns the counter after */
    default: r = 0; break;
    }
    if (ret) *ret = r;
    return n;
}

unsigned sm5_mem_word_mask(const sm5_uop_t *u)
{
    unsigned km = 0;
    if (!op_valid(u->op)) return 0;
    switch (u->op) {
    case SM5_OP_IMM_ATOMIC_ALLOC: case SM5_OP_IMM_ATOMIC_CONSUME: return 0;
    case SM5_OP_LD_RAW: case SM5_OP_LD_STRUCTURED:
        for (int c = 0; c < 4; c++)
            if (u->dst_mask >> c & 1u) km |= 1u << sm5_swz_sel(u->res_swz, c);
        return km;
    case SM5_OP_LD_UAV_TYPED: return (u->dst_mask & 15u) ? 1u : 0u;
    case SM5_OP_STORE_RAW: case SM5_OP_STORE_STRUCTURED: return u->dst_mask & 15u;
    case SM5_OP_STORE_UAV_TYPED: return 1;
    default: break;
    }
    return sm5_op_is_atomic((sm5_op_t)u->op) ? 1u : 0u;
}

/* Dimensions a typed resource uses: height / depth are 1 where the dim has no y / z. */
static void typed_dims(const sm5_res_t *r, uint64_t *w, uint64_t *h, uint64_t *d)
{
    *w = r->width; *h = 1; *d = 1;
    switch (r->dim) {
    case SM5_DIM_1DARRAY: *d = r->depth; break;
    case SM5_DIM_2D: *h = r->height; break;
    case SM5_DIM_2DARRAY: case SM5_DIM_3D: *h = r->height; *d = r->depth; break;
    default: break;
    }
}

uint32_t sm5_res_typed_words(const sm5_res_t *r)
{
    uint64_t w, h, d;
    typed_dims(r, &w, &h, &d);
    if (r->dim > SM5_DIM_3D) return 0;
    if (h && d && w > UINT32_MAX / h / d) return 0;  /* avoid 64-bit overflow as well */
    return (uint32_t)(w * h * d);
}

uint64_t sm5_mem_layout(sm5_res_t res[SM5_NRES])
{
    uint64_t next = 0;
    for (int s = 0; s < SM5_NRES; s++) {
        if (res[s].kind == SM5_RES_NONE) { res[s].base = 0; continue; }
        res[s].base = (uint32_t)next;   /* a total past 32 bits is the caller's error */
        next += res[s].size;
    }
    return next;
}

sm5_acc_status_t sm5_mem_addr(const sm5_mem_t *m, const sm5_uop_t *u,
                              const uint32_t src[SM5_NSRC][4], int k, uint32_t *word)
{
    const sm5_res_t *r = &m->res[u->res & 15u];
    const sm5_acc_status_t oob = (u->res & SM5_RES_GROUPSHARED) ? SM5_ACC_GSM_OOB : SM5_ACC_OOB;
    uint32_t a[3] = { src[0][0], src[0][1], src[0][2] };
    uint64_t w;
    if (word) *word = 0;
    /* ld/store_structured take index and offset from two sources; all others from src[0]. */
    if (u->op == SM5_OP_LD_STRUCTURED || u->op == SM5_OP_STORE_STRUCTURED) a[1] = src[1][0];
    if (k < 0 || k > 3) return oob;
    switch (r->kind) {
    case SM5_RES_RAW:
        if (a[0] & 3u) return SM5_ACC_MISALIGNED;
        w = (uint64_t)(a[0] >> 2) + (uint64_t)k;
        break;
    case SM5_RES_STRUCTURED: {
        if (a[1] & 3u) return SM5_ACC_MISALIGNED;
        if ((uint64_t)a[1] + 4u * (uint64_t)k >= r->stride)
            return (u->res & SM5_RES_GROUPSHARED) ? SM5_ACC_GSM_OOB : SM5_ACC_STRUCT_OFFSET;
        uint64_t count = (uint64_t)r->size * 4u / r->stride;   /* stride > 0 here */
        if (a[0] >= count) return oob;
        w = (uint64_t)a[0] * r->stride / 4u + (a[1] >> 2) + (uint64_t)k;
        break;
    }
    case SM5_RES_TYPED: {
        uint64_t dw, dh, dd, x = a[0], y = 0, z = 0;
        if (r->dim > SM5_DIM_3D) return oob;
        typed_dims(r, &dw, &dh, &dd);
        if (r->dim == SM5_DIM_1DARRAY) z = a[1];
        else if (r->dim == SM5_DIM_2D) y = a[1];
        else if (r->dim == SM5_DIM_2DARRAY || r->dim == SM5_DIM_3D) { y = a[1]; z = a[2]; }
        if (x >= dw || y >= dh || z >= dd) return oob;
        /* Each term < 2^32, so y + dh*z fits in 64 bits; the element is at least that
         * (dw >= 1), so stopping at size keeps dw * t + x in 64 bits too. */
        uint64_t t = y + dh * z;
        if (t >= r->size) return oob;
        w = x + dw * t;
        break;
    }
    default:
        return oob;   /* slot not declared */
    }
    /* Also catches a typed element past size (dims larger than the words given). */
    if (w >= r->size || (uint64_t)r->base + w >= m->nwords) return oob;
    if (word) *word = (uint32_t)(r->base + w);
    return SM5_ACC_OK;
}

static void count_event(sm5_mem_t *m, sm5_acc_status_t st)
{
    switch (st) {
    case SM5_ACC_OOB: m->ub.oob++; break;
    case SM5_ACC_STRUCT_OFFSET: m->ub.struct_offset++; break;
    case SM5_ACC_GSM_OOB: m->ub.gsm_oob++; break;
    case SM5_ACC_MISALIGNED: m->ub.misaligned++; break;
    default: break;
    }
}

static unsigned popcount64(uint64_t v)
{
    unsigned n = 0;
    for (; v; v &= v - 1) n++;
    return n;
}

void sm5_mem_fmt_unpack(uint8_t fmt, uint32_t word, uint32_t out[4])
{
    switch (fmt) {
    case SM5_FMT_R32_FLOAT:
        out[0] = word; out[1] = 0; out[2] = 0; out[3] = SM5_P10_TYPED_DEFAULT_ONE_FLOAT; break;
    case SM5_FMT_R16G16_FLOAT:
        out[0] = sm5_f16_to_f32((uint16_t)(word & 0xFFFFu));
        out[1] = sm5_f16_to_f32((uint16_t)(word >> 16));
        out[2] = 0; out[3] = SM5_P10_TYPED_DEFAULT_ONE_FLOAT; break;
    case SM5_FMT_R11G11B10_FLOAT:
        out[0] = sm5_f11_to_f32(word & 0x7FFu);
        out[1] = sm5_f11_to_f32((word >> 11) & 0x7FFu);
        out[2] = sm5_f10_to_f32(word >> 22);
        out[3] = SM5_P10_TYPED_DEFAULT_ONE_FLOAT; break;
    default:   /* R32_UINT, R32_SINT */
        out[0] = word; out[1] = 0; out[2] = 0; out[3] = SM5_P10_TYPED_DEFAULT_ONE_INT; break;
    }
}

uint32_t sm5_mem_fmt_pack(uint8_t fmt, const uint32_t in[4])
{
    switch (fmt) {
    case SM5_FMT_R16G16_FLOAT:
        return (uint32_t)sm5_f32_to_f16(in[0]) | (uint32_t)sm5_f32_to_f16(in[1]) << 16;
    case SM5_FMT_R11G11B10_FLOAT:
        return (sm5_f32_to_f11(in[0]) & 0x7FFu) | (sm5_f32_to_f11(in[1]) & 0x7FFu) << 11 |
               (sm5_f32_to_f10(in[2]) & 0x3FFu) << 22;
    default:
        return in[0];
    }
}

/* One in-bounds access of one lane: lane, word index k, absolute word. */
typedef struct { uint8_t lane, k; uint32_t word; } acc_t;

void sm5_mem_exec(sm5_mem_t *m, const sm5_uop_t *u, int lanes, uint64_t exec,
                  uint64_t helper, const uint32_t src[][SM5_NSRC][4], uint32_t ret[][4],
                  uint64_t *ret_valid)
{
    if (lanes > SM5_MAX_LANES) lanes = SM5_MAX_LANES;
    if (lanes < 0) lanes = 0;
    exec &= lanes == 64 ? ~(uint64_t)0 : (((uint64_t)1 << lanes) - 1u);
    if (ret_valid) *ret_valid = 0;
    if (!op_valid(u->op)) return;
    const sm5_op_t op = (sm5_op_t)u->op;
    if (!sm5_op_is_mem(op)) return;
    const bool has_result = sm5_op_returns_value(op);
    const bool has_ret = has_result && ret;   /* a caller may not want the values */
    const uint64_t act = exec & ~helper;   /* lanes that may touch memory */
    const sm5_res_t *r = &m->res[u->res & 15u];

    /* P-8: every lane of exec is written; start from the fault value. */
    if (has_result && ret_valid) *ret_valid = exec;
    if (has_ret) {
        for (int l = 0; l < lanes; l++)
            if (exec >> l & 1u)
                for (int c = 0; c < 4; c++) ret[l][c] = SM5_P8_FAULT_RETURN;
    }

    if (sm5_op_is_counter(op)) {
        /* A lane's value is the counter moved by the number of active lanes below it. */
        sm5_res_t *rw = &m->res[u->res & 15u];
        const uint32_t c0 = rw->counter;
        for (int l = 0; l < lanes; l++) {
            if (!(act >> l & 1u) || !has_ret) continue;
            uint32_t rank = popcount64(act & (((uint64_t)1 << l) - 1u));
            uint32_t v = op == SM5_OP_IMM_ATOMIC_ALLOC ? c0 + rank : c0 - rank - 1u;
            for (int c = 0; c < 4; c++) ret[l][c] = v;
        }
        uint32_t n = popcount64(act);
        rw->counter = op == SM5_OP_IMM_ATOMIC_ALLOC ? c0 + n : c0 - n;
        return;
    }

    /* Address generation for every active lane and word; faults are counted and read 0. */
    const unsigned km = sm5_mem_word_mask(u);
    acc_t acc[SM5_MAX_LANES * 4];
    int n = 0;
    for (int l = 0; l < lanes; l++) {
        if (!(act >> l & 1u)) continue;
        for (int k = 0; k < 4; k++) {
            if (!(km >> k & 1u)) continue;
            uint32_t w;
            sm5_acc_status_t st = sm5_mem_addr(m, u, src[l], k, &w);
            if (st != SM5_ACC_OK) { count_event(m, st); continue; }
            acc[n].lane = (uint8_t)l; acc[n].k = (uint8_t)k; acc[n].word = w; n++;
        }
    }

    /* Group by word (acc is in ascending lane order), one read, fold, one write. */
    bool done[SM5_MAX_LANES * 4] = { false };
    const bool writes = sm5_op_writes_mem(op);
    const int vsrc = (op == SM5_OP_STORE_STRUCTURED) ? 2 : 1;   /* store value source */
    for (int i = 0; i < n; i++) {
        if (done[i]) continue;
        const uint32_t addr = acc[i].word;
        uint32_t v = m->words[addr];
        for (int j = i; j < n; j++) {
            if (done[j] || acc[j].word != addr) continue;
            done[j] = true;
            const int l = acc[j].lane, k = acc[j].k;
            if (sm5_op_is_load(op)) {
                if (!has_ret) continue;
                if (op == SM5_OP_LD_UAV_TYPED) {
                    uint32_t t[4];
                    sm5_mem_fmt_unpack(r->fmt, v, t);
                    for (int c = 0; c < 4; c++)
                        if (u->dst_mask >> c & 1u) ret[l][c] = t[sm5_swz_sel(u->res_swz, c)];
                } else {
                    for (int c = 0; c < 4; c++)
                        if ((u->dst_mask >> c & 1u) && sm5_swz_sel(u->res_swz, c) == (unsigned)k)
                            ret[l][c] = v;
                }
            } else if (sm5_op_is_store(op)) {
                v = op == SM5_OP_STORE_UAV_TYPED ? sm5_mem_fmt_pack(r->fmt, src[l][vsrc])
                                                 : src[l][vsrc][k];
            } else {
                uint32_t rv;
                v = sm5_atomic_apply(op, v, src[l][1][0], src[l][2][0], &rv);
                if (has_ret)
                    for (int c = 0; c < 4; c++) ret[l][c] = rv;
            }
        }
        if (writes) m->words[addr] = v;
    }
}

/* sm5_memu: C cycle twin of rtl/sm5_mem_unit.sv. Same registers, same combinational
 * decisions, so every output matches the RTL cycle for cycle; the semantics (address
 * generation, word masks, atomic ops, typed formats) come from the golden model
 * (sm5_mem.h), so the memory and returns also equal sm5_mem_exec. Schedule:
 * docs/memory-unit.md. */
#include "sm5_memu.h"
#include <stdlib.h>
#include <string.h>

#define SLOTS_MAX (SM5_MAX_LANES * 4)

/* One request as the two-entry queue holds it. */
typedef struct {
    uint16_t tag;
    sm5_uop_t uop;
    uint64_t exec, helper;
    uint32_t src[SM5_MAX_LANES][SM5_NSRC][4];
} req_t;

struct sm5_memu {
    int lanes, banks;
    /* request queue: q[0] is the head */
    int q_cnt;
    req_t q[2];
    uint32_t mem_words;
    uint32_t *mem;                         /* the bank arrays, by word address */
    bool wr_v[SM5_MEMU_MAX_BANKS];         /* per-bank write register */
    uint32_t wr_addr[SM5_MEMU_MAX_BANKS], wr_data[SM5_MEMU_MAX_BANKS];
    sm5_res_t desc[SM5_NRES];
    /* execute stage */
    bool x_valid;
    sm5_uop_t x_uop;
    uint16_t x_tag;
    uint8_t x_fmt;
    uint64_t x_exec, x_act;
    bool x_pend[SLOTS_MAX];
    uint32_t x_word[SLOTS_MAX];
    uint32_t x_data[SM5_MAX_LANES][4];
    uint8_t x_stat[SM5_MAX_LANES][4];
    uint32_t x_ret[SLOTS_MAX];
    /* result stage */
    bool w_valid;
    sm5_uop_t w_uop;
    uint16_t w_tag;
    uint8_t w_fmt;
    uint64_t w_exec, w_act;
    uint8_t w_stat[SM5_MAX_LANES][4];
    uint32_t w_ret[SM5_MAX_LANES][4];
};

/* Combinational values of one cycle (what the RTL's always_comb blocks compute). */
typedef struct {
    bool acc_valid[SM5_MEMU_MAX_BANKS], acc_we[SM5_MEMU_MAX_BANKS];
    uint32_t acc_word[SM5_MEMU_MAX_BANKS], acc_wdata[SM5_MEMU_MAX_BANKS];
    bool serve[SLOTS_MAX];
    uint32_t serve_ret[SLOTS_MAX];
    bool x_last, ready;
    bool stall;            /* a held result: X and W keep their state this cycle */
    bool take;             /* the queue head moves to X at the edge */
    uint32_t cnt_ret[SM5_MAX_LANES], cnt_new;
} comb_t;


sm5_memu_t *sm5_memu_init(int lanes, int banks, uint32_t mem_words)
{
    if (lanes < 1 || lanes > SM5_MAX_LANES || banks < 1 || banks > SM5_MEMU_MAX_BANKS ||
        mem_words < 1)
        return NULL;
    sm5_memu_t *st = calloc(1, sizeof *st);
    if (!st) return NULL;
    st->mem = calloc(mem_words, sizeof *st->mem);
    if (!st->mem) { free(st); return NULL; }
    st->lanes = lanes;
    st->banks = banks;
    st->mem_words = mem_words;
    sm5_memu_reset(st);
    return st;
}

void sm5_memu_reset(sm5_memu_t *st)
{
    /* The arrays have no reset (SRAM-like); everything else clears. */
    memset(st->wr_v, 0, sizeof st->wr_v);
    memset(st->wr_addr, 0, sizeof st->wr_addr);
    memset(st->wr_data, 0, sizeof st->wr_data);
    memset(st->desc, 0, sizeof st->desc);
    st->q_cnt = 0;
    st->x_valid = false;
    st->w_valid = false;
    memset(st->x_pend, 0, sizeof st->x_pend);
}

void sm5_memu_free(sm5_memu_t *st)
{
    if (!st) return;
    free(st->mem);
    free(st);
}

static uint32_t read_fwd(const sm5_memu_t *st, uint32_t word)
{
    int b = (int)(word % (uint32_t)st->banks);
    if (st->wr_v[b] && st->wr_addr[b] == word) return st->wr_data[b];
    return word < st->mem_words ? st->mem[word] : 0;
}

uint32_t sm5_memu_peek(const sm5_memu_t *st, uint32_t addr) { return read_fwd(st, addr); }

static void comb(const sm5_memu_t *st, const sm5_memu_in_t *in, comb_t *c)
{
    memset(c, 0, sizeof *c);
    const int L = st->lanes, B = st->banks;
    const uint8_t op = st->x_uop.op;
    c->stall = st->w_valid && sm5_op_returns_value(st->w_uop.op) && !in->wb_ready;
    if (st->x_valid && !c->stall) {
        /* leaders: the lowest pending slot per bank */
        for (int s = L * 4 - 1; s >= 0; s--) {
            if (!st->x_pend[s]) continue;
            int b = (int)(st->x_word[s] % (uint32_t)B);
            c->acc_valid[b] = true;
            c->acc_word[b] = st->x_word[s];
        }
        uint32_t run[SM5_MEMU_MAX_BANKS];
        for (int b = 0; b < B; b++) run[b] = c->acc_valid[b] ? read_fwd(st, c->acc_word[b]) : 0;
        for (int s = 0; s < L * 4; s++) {
            int b = (int)(st->x_word[s] % (uint32_t)B);
            c->serve[s] = st->x_pend[s] && c->acc_word[b] == st->x_word[s];
        }
        /* the combining chain in ascending lane order (P-9) */
        for (int l = 0; l < L; l++) {
            for (int k = 0; k < 4; k++) {
                int s = l * 4 + k;
                if (!c->serve[s]) continue;
                int b = (int)(st->x_word[s] % (uint32_t)B);
                c->serve_ret[s] = run[b];
                if (sm5_op_is_store(op)) run[b] = st->x_data[l][k];
                else if (sm5_op_is_atomic(op))
                    run[b] = sm5_atomic_apply((sm5_op_t)op, run[b], st->x_data[l][0],
                                              st->x_data[l][1], NULL);
            }
        }
        bool writes = sm5_op_writes_mem(op);
        for (int b = 0; b < B; b++) {
            c->acc_we[b] = writes && c->acc_valid[b];
            c->acc_wdata[b] = run[b];
        }
        bool left = false;
        for (int s = 0; s < L * 4; s++) left |= st->x_pend[s] && !c->serve[s];
        c->x_last = !left;
        /* counter ops: the rank of each active lane */
        uint32_t cur = st->desc[st->x_uop.res & 15u].counter, rank = 0;
        for (int l = 0; l < L; l++) {
            c->cnt_ret[l] = op == SM5_OP_IMM_ATOMIC_ALLOC ? cur + rank : cur - rank - 1u;
            if (st->x_act >> l & 1u) rank++;
        }
        c->cnt_new = op == SM5_OP_IMM_ATOMIC_ALLOC ? cur + rank : cur - rank;
    }
    c->ready = st->q_cnt < 2;
    c->take = st->q_cnt > 0 && !c->stall && (!st->x_valid || c->x_last);
}

void sm5_memu_eval(const sm5_memu_t *st, const sm5_memu_in_t *in, sm5_memu_out_t *out)
{
    comb_t c;
    comb(st, in, &c);
    memset(out, 0, sizeof *out);
    const int L = st->lanes;
    out->req_ready = c.ready;
    for (int b = 0; b < st->banks; b++) {
        out->bank_valid[b] = c.acc_valid[b];
        out->bank_we[b] = c.acc_valid[b] && c.acc_we[b];
        out->bank_addr[b] = c.acc_valid[b] ? c.acc_word[b] : 0;
        out->bank_wdata[b] = out->bank_we[b] ? c.acc_wdata[b] : 0;
    }
    for (int l = 0; l < L; l++)
        for (int k = 0; k < 4; k++)
            if (c.serve[l * 4 + k]) out->grant |= (uint64_t)1 << l;

    const uint8_t op = st->w_uop.op;
    const bool wret = st->w_valid && sm5_op_returns_value(op);
    out->wb_valid = wret;
    if (wret) {
        out->wb_tag = st->w_tag;
        out->wb_reg = st->w_uop.dst_reg;
        out->wb_mask = st->w_uop.dst_mask & 15u;
        out->wb_lanes = st->w_exec;
        for (int l = 0; l < L; l++) {
            if (!(st->w_exec >> l & 1u)) continue;
            uint32_t *d = out->wb_data[l];
            const uint8_t m = st->w_uop.dst_mask, swz = st->w_uop.res_swz;
            if (sm5_op_is_counter(op)) {
                if (st->w_act >> l & 1u)
                    for (int cc = 0; cc < 4; cc++) d[cc] = st->w_ret[l][0];
            } else if (sm5_op_is_atomic(op)) {
                if (st->w_stat[l][0] == SM5_ACC_OK)
                    for (int cc = 0; cc < 4; cc++) d[cc] = st->w_ret[l][0];
            } else if (op == SM5_OP_LD_UAV_TYPED) {
                uint32_t t[4];
                sm5_mem_fmt_unpack(st->w_fmt, st->w_ret[l][0], t);
                for (int cc = 0; cc < 4; cc++)
                    if ((m >> cc & 1u) && st->w_stat[l][0] == SM5_ACC_OK)
                        d[cc] = t[sm5_swz_sel(swz, cc)];
            } else {
                for (int cc = 0; cc < 4; cc++) {
                    unsigned k = sm5_swz_sel(swz, cc);
                    if ((m >> cc & 1u) && st->w_stat[l][k] == SM5_ACC_OK) d[cc] = st->w_ret[l][k];
                }
            }
        }
    }
    const bool done = st->w_valid && !c.stall;
    out->done_valid = done;
    out->done_tag = done ? st->w_tag : 0;
    bool ub = false;
    for (int l = 0; l < L; l++)
        for (int k = 0; k < 4; k++) ub |= st->w_stat[l][k] >= SM5_ACC_OOB;
    out->ub_valid = done && ub;
    if (out->ub_valid) memcpy(out->ub_stat, st->w_stat, sizeof out->ub_stat);
    out->desc_rdata = st->desc[in->desc_slot & 15u];
    out->host_rdata = in->host_addr < st->mem_words ? read_fwd(st, in->host_addr) : 0;
    bool busy = false;
    for (int b = 0; b < st->banks; b++) busy |= st->wr_v[b];
    out->idle = st->q_cnt == 0 && !st->x_valid && !st->w_valid && !busy;
}

/* The queue head moves to X: address generation through the golden model's
 * sm5_mem_addr. */
static void accept(sm5_memu_t *st, const req_t *in)
{
    const int L = st->lanes;
    const sm5_uop_t *u = &in->uop;
    sm5_mem_t m;
    sm5_mem_init(&m, NULL, st->mem_words);
    m.nwords = st->mem_words;   /* bounds against the whole memory, words not needed */
    memcpy(m.res, st->desc, sizeof m.res);
    const sm5_res_t *r = &st->desc[u->res & 15u];
    const unsigned km = sm5_mem_word_mask(u);
    const uint64_t lm = L == 64 ? ~(uint64_t)0 : (((uint64_t)1 << L) - 1u);
    st->x_valid = true;
    st->x_uop = *u;
    st->x_tag = in->tag;
    st->x_fmt = r->fmt;
    st->x_exec = in->exec & lm;
    st->x_act = in->exec & ~in->helper & lm;
    for (int l = 0; l < L; l++) {
        const bool act = st->x_act >> l & 1u;
        for (int k = 0; k < 4; k++) {
            uint32_t w = 0;
            sm5_acc_status_t s = SM5_ACC_OFF;
            if (act && (km >> k & 1u)) s = sm5_mem_addr(&m, u, in->src[l], k, &w);
            st->x_stat[l][k] = (uint8_t)s;
            st->x_pend[l * 4 + k] = s == SM5_ACC_OK;
            st->x_word[l * 4 + k] = w;
            st->x_ret[l * 4 + k] = 0;
        }
        uint32_t *d = st->x_data[l];
        switch (u->op) {
        case SM5_OP_STORE_RAW: memcpy(d, in->src[l][1], 4 * sizeof *d); break;
        case SM5_OP_STORE_STRUCTURED: memcpy(d, in->src[l][2], 4 * sizeof *d); break;
        case SM5_OP_STORE_UAV_TYPED:
            d[0] = sm5_mem_fmt_pack(r->fmt, in->src[l][1]); d[1] = d[2] = d[3] = 0; break;
        default:
            d[0] = in->src[l][1][0]; d[1] = in->src[l][2][0]; d[2] = d[3] = 0; break;
        }
    }
}

void sm5_memu_tick(sm5_memu_t *st, const sm5_memu_in_t *in)
{
    comb_t c;
    comb(st, in, &c);
    const int L = st->lanes, B = st->banks;
    /* result stage (frozen while a result is held) */
    const bool last = st->x_valid && c.x_last;
    if (last) {
        st->w_uop = st->x_uop;
        st->w_tag = st->x_tag;
        st->w_fmt = st->x_fmt;
        st->w_exec = st->x_exec;
        st->w_act = st->x_act;
        memcpy(st->w_stat, st->x_stat, sizeof st->w_stat);
        for (int l = 0; l < L; l++) {
            for (int k = 0; k < 4; k++) {
                int s = l * 4 + k;
                st->w_ret[l][k] = c.serve[s] ? c.serve_ret[s] : st->x_ret[s];
            }
            if (sm5_op_is_counter(st->x_uop.op)) st->w_ret[l][0] = c.cnt_ret[l];
        }
    }
    if (!c.stall) st->w_valid = last;
    /* memory: commit the write registers, then the host write, then load new ones */
    for (int b = 0; b < B; b++)
        if (st->wr_v[b] && st->wr_addr[b] < st->mem_words) st->mem[st->wr_addr[b]] = st->wr_data[b];
    if (in->host_we && in->host_addr < st->mem_words) st->mem[in->host_addr] = in->host_wdata;
    for (int b = 0; b < B; b++) {
        st->wr_v[b] = c.acc_valid[b] && c.acc_we[b];
        if (st->wr_v[b]) { st->wr_addr[b] = c.acc_word[b]; st->wr_data[b] = c.acc_wdata[b]; }
    }
    /* descriptors (after the accept below, which reads the old table): the counter
     * update of the op in X, then the host write, which wins */
    const bool cnt_we = st->x_valid && !c.stall && sm5_op_is_counter(st->x_uop.op);
    const unsigned cnt_slot = st->x_uop.res & 15u;
    /* execute stage: the queue head moves in, or the rounds go on */
    if (c.take) {
        accept(st, &st->q[0]);
    } else if (st->x_valid && !c.stall) {
        st->x_valid = !c.x_last;
        for (int s = 0; s < L * 4; s++) {
            if (c.serve[s]) { st->x_ret[s] = c.serve_ret[s]; st->x_pend[s] = false; }
        }
    }
    /* request queue: pop the head, then push behind what stays */
    if (c.take) {
        if (st->q_cnt == 2) st->q[0] = st->q[1];
        st->q_cnt--;
    }
    if (in->req_valid && c.ready) {
        req_t *q = &st->q[st->q_cnt++];
        q->tag = in->req_tag;
        q->uop = in->req_uop;
        q->exec = in->req_exec;
        q->helper = in->req_helper;
        memcpy(q->src, in->req_src, (size_t)L * sizeof q->src[0]);
    }
    if (cnt_we) st->desc[cnt_slot].counter = c.cnt_new;
    if (in->desc_we) st->desc[in->desc_slot & 15u] = in->desc;
}

sm5_bank_load_t sm5_memu_bank_load(const sm5_mem_t *m, const sm5_uop_t *u, int lanes,
                                   uint64_t active, const uint32_t (*src)[SM5_NSRC][4],
                                   int banks)
{
    uint32_t words[SM5_MAX_LANES * 4];
    sm5_bank_load_t r = { 0, 0, 0 };
    unsigned km = sm5_mem_word_mask(u);
    for (int l = 0; l < lanes; l++) {
        if (!((active >> l) & 1u)) continue;
        for (int k = 0; k < 4; k++) {
            uint32_t w;
            if (!((km >> k) & 1u) || sm5_mem_addr(m, u, src[l], k, &w) != SM5_ACC_OK) continue;
            bool dup = false;
            for (int i = 0; i < r.words && !dup; i++) dup = words[i] == w;
            if (!dup) words[r.words++] = w;
        }
    }
    for (int b = 0; b < banks; b++) {
        int c = 0;
        for (int i = 0; i < r.words; i++) c += (int)(words[i] % (uint32_t)banks) == b;
        if (c > r.bound) r.bound = c;
        r.banks_used += c > 0;
    }
    return r;
}

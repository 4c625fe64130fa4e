/* sm5_memu: C cycle twin of rtl/sm5_mem_unit.sv. The same pipeline registers and
 * control decisions (queue, A1..A4, E election, M read-modify-write, W), so every output
 * matches the RTL cycle for cycle; the values come from the golden model (address
 * generation, word masks, atomic ops, typed formats in sm5_mem.h), folded lane by lane
 * in ascending order, so the memory and returns also equal sm5_mem_exec. The RTL's
 * prefix network, saturated address arithmetic and transposed slot vectors are ways of
 * computing the same values; the twin does not copy them. Schedule:
 * docs/memory-unit.md. */
#include "sm5_memu.h"
#include <stdlib.h>
#include <string.h>

#define SLOTS_MAX (SM5_MAX_LANES * 4)
#define POOL 8   /* instruction records: R1, R2, R3, X and M hold at most 5 */

/* One request as the two-entry queue holds it. */
typedef struct {
    uint16_t tag;
    sm5_uop_t uop;
    uint64_t exec, helper;
    uint32_t src[SM5_MAX_LANES][SM5_NSRC][4];
} req_t;

/* An instruction from A1 to M: what the address stages produce. */
typedef struct {
    sm5_uop_t uop;
    uint16_t tag;
    uint8_t fmt;
    uint64_t exec, act;
    uint8_t stat[SM5_MAX_LANES][4];
    bool ok[SLOTS_MAX];
    uint32_t word[SLOTS_MAX];
    uint32_t data[SM5_MAX_LANES][4];   /* stores: value per k; atomics: s0, s1 */
} rec_t;

struct sm5_memu {
    int lanes, banks;
    uint32_t mem_words;
    uint32_t *mem;                         /* the bank arrays, by word address */
    /* M's write of the last cycle (the RTL forwards it: its RAM read misses it) */
    bool wr_v[SM5_MEMU_MAX_BANKS];
    uint32_t wr_addr[SM5_MEMU_MAX_BANKS], wr_data[SM5_MEMU_MAX_BANKS];
    bool hr_ok;                            /* host read of the last cycle */
    uint32_t hr_data;
    sm5_res_t desc[SM5_NRES];
    /* queue */
    int q_cnt;
    req_t q[2];
    /* A stages: R1..R3 hold record indices */
    rec_t pool[POOL];
    unsigned seq;
    bool r_v[3];
    int r_rec[3];
    /* E stage */
    bool x_v;
    int x_rec;
    bool x_pend[SLOTS_MAX];
    /* M stage */
    bool m_v, m_last;
    int m_rec;
    bool m_lead[SM5_MEMU_MAX_BANKS];
    uint32_t m_word[SM5_MEMU_MAX_BANKS];
    bool m_serve[SLOTS_MAX];
    uint32_t m_cret[SM5_MAX_LANES];
    uint32_t acc[SLOTS_MAX];               /* returns of the rounds so far */
    /* W stage */
    bool w_v;
    sm5_uop_t w_uop;
    uint16_t w_tag;
    uint8_t w_fmt;
    uint64_t w_exec, w_act;
    uint8_t w_stat[SM5_MAX_LANES][4];
    uint32_t w_ret[SM5_MAX_LANES][4];
};

/* Combinational values of one cycle (what the RTL's always_comb blocks decide). */
typedef struct {
    bool stall, e_adv, x_last, x_take, ld1, ld2, ld3, m_go;
    /* E */
    bool e_lead[SM5_MEMU_MAX_BANKS];
    uint32_t e_word[SM5_MEMU_MAX_BANKS];
    bool e_serve[SLOTS_MAX];
    uint32_t cret[SM5_MAX_LANES], cnt_new;
    /* M */
    bool m_we[SM5_MEMU_MAX_BANKS];
    uint32_t m_wdata[SM5_MEMU_MAX_BANKS];
    uint32_t m_ret[SLOTS_MAX];
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
    /* The arrays have no reset (SRAM-like), nor do the datapath registers; the control
     * state clears. */
    memset(st->wr_v, 0, sizeof st->wr_v);
    st->hr_ok = false;
    memset(st->desc, 0, sizeof st->desc);
    st->q_cnt = 0;
    memset(st->r_v, 0, sizeof st->r_v);
    st->x_v = st->m_v = st->w_v = false;
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

/* the combining segment of access slot s (lane s / 4) */
static int seg_of(int s) { return s / 4 / SM5_MEMU_COMBINE_SEG; }

/* an op whose lanes on one word combine (the RTL's amo_assoc): atomics but the compares
 * and the counters */
static bool op_assoc(uint8_t op)
{
    return sm5_op_is_atomic((sm5_op_t)op) && !sm5_op_is_amo_cmp((sm5_op_t)op) &&
           !sm5_op_is_counter((sm5_op_t)op);
}

static void comb(const sm5_memu_t *st, const sm5_memu_in_t *in, comb_t *c)
{
    const int L = st->lanes, B = st->banks, S = 4 * L;
    memset(c, 0, sizeof *c);
    c->stall = st->w_v && sm5_op_returns_value(st->w_uop.op) && !in->wb_ready;
    c->e_adv = st->x_v && !c->stall;
    c->m_go = st->m_v && !c->stall;

    /* E: per bank the lowest pending slot (a store: the highest) elects the word; the
     * pending slots on it are served (a cmp: the elected slot only) */
    if (c->e_adv) {
        const rec_t *r = &st->pool[st->x_rec];
        const uint8_t op = r->uop.op;
        const bool store = sm5_op_is_store(op), cmp = sm5_op_is_amo_cmp((sm5_op_t)op);
        const bool assoc = op_assoc(op);
        int lead[SM5_MEMU_MAX_BANKS];
        for (int b = 0; b < B; b++) lead[b] = -1;
        for (int i = 0; i < S; i++) {
            int s = store ? S - 1 - i : i;
            if (!st->x_pend[s]) continue;
            int b = (int)(r->word[s] % (uint32_t)B);
            if (lead[b] < 0) lead[b] = s;
        }
        for (int b = 0; b < B; b++) {
            c->e_lead[b] = lead[b] >= 0;
            if (c->e_lead[b]) c->e_word[b] = r->word[lead[b]];
        }
        bool left = false;
        for (int s = 0; s < S; s++) {
            if (!st->x_pend[s]) continue;
            int b = (int)(r->word[s] % (uint32_t)B);
            /* an associative atomic: the elected lane's combining segment only */
            c->e_serve[s] = cmp ? lead[b] == s
                          : r->word[s] == c->e_word[b] && (!assoc || seg_of(s) == seg_of(lead[b]));
            left |= !c->e_serve[s];
        }
        c->x_last = !left;
        if (sm5_op_is_counter(op)) {
            uint32_t cur = st->desc[r->uop.res & 15u].counter, rank = 0;
            for (int l = 0; l < L; l++) {
                c->cret[l] = op == SM5_OP_IMM_ATOMIC_ALLOC ? cur + rank : cur - rank - 1u;
                if (r->act >> l & 1u) rank++;
            }
            c->cnt_new = op == SM5_OP_IMM_ATOMIC_ALLOC ? cur + rank : cur - rank;
        }
    }
    c->x_take = st->r_v[2] && (!st->x_v || c->x_last);
    c->ld3 = st->r_v[1] && (!st->r_v[2] || c->x_take);
    c->ld2 = st->r_v[0] && (!st->r_v[1] || c->ld3);
    c->ld1 = st->q_cnt > 0 && (!st->r_v[0] || c->ld2);

    /* M: per bank, the word (forwarded from the last write), then the served slots in
     * ascending order (P-9): each returns the running word, the bank writes the fold */
    if (c->m_go) {
        const rec_t *r = &st->pool[st->m_rec];
        const uint8_t op = r->uop.op;
        const bool writes = sm5_op_writes_mem(op);
        uint32_t run[SM5_MEMU_MAX_BANKS];
        for (int b = 0; b < B; b++) run[b] = st->m_lead[b] ? read_fwd(st, st->m_word[b]) : 0;
        for (int s = 0; s < S; s++) {
            if (!st->m_serve[s]) continue;
            const int l = s / 4, k = s % 4, b = (int)(r->word[s] % (uint32_t)B);
            c->m_ret[s] = run[b];
            if (sm5_op_is_store(op)) run[b] = r->data[l][k];
            else if (sm5_op_is_atomic(op))
                run[b] = sm5_atomic_apply((sm5_op_t)op, run[b], r->data[l][0], r->data[l][1], NULL);
        }
        for (int b = 0; b < B; b++) {
            c->m_we[b] = writes && st->m_lead[b];
            c->m_wdata[b] = run[b];
        }
    }
}

void sm5_memu_eval(const sm5_memu_t *st, const sm5_memu_in_t *in, sm5_memu_out_t *out)
{
    comb_t c;
    comb(st, in, &c);
    memset(out, 0, sizeof *out);
    const int L = st->lanes;
    out->req_ready = st->q_cnt < 2;
    if (c.m_go) {
        for (int b = 0; b < st->banks; b++) {
            out->bank_valid[b] = st->m_lead[b];
            out->bank_we[b] = c.m_we[b];
            out->bank_addr[b] = st->m_lead[b] ? st->m_word[b] : 0;
            out->bank_wdata[b] = c.m_we[b] ? c.m_wdata[b] : 0;
        }
        for (int s = 0; s < 4 * L; s++)
            if (st->m_serve[s]) out->grant |= (uint64_t)1 << (s / 4);
    }

    const uint8_t op = st->w_uop.op;
    const bool wret = st->w_v && sm5_op_returns_value(op);
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
    const bool done = st->w_v && !c.stall;
    out->done_valid = done;
    out->done_tag = done ? st->w_tag : 0;
    bool ub = false;
    for (int l = 0; l < L; l++)
        for (int k = 0; k < 4; k++) ub |= st->w_stat[l][k] >= SM5_ACC_OOB;
    out->ub_valid = done && ub;
    if (out->ub_valid) memcpy(out->ub_stat, st->w_stat, sizeof out->ub_stat);
    out->desc_rdata = st->desc[in->desc_slot & 15u];
    out->host_rdata = st->hr_ok ? st->hr_data : 0;
    out->idle = st->q_cnt == 0 && !st->r_v[0] && !st->r_v[1] && !st->r_v[2] && !st->x_v &&
                !st->m_v && !st->w_v;
}

/* A1: the queue head becomes a record; address generation through the golden
 * model's sm5_mem_addr with the descriptors of this cycle. */
static void accept(sm5_memu_t *st, const req_t *in, rec_t *r)
{
    const int L = st->lanes;
    const sm5_uop_t *u = &in->uop;
    sm5_mem_t m;
    sm5_mem_init(&m, NULL, st->mem_words);
    m.nwords = st->mem_words;   /* bounds against the whole memory, words not needed */
    memcpy(m.res, st->desc, sizeof m.res);
    const sm5_res_t *d = &st->desc[u->res & 15u];
    const unsigned km = sm5_mem_word_mask(u);
    const uint64_t lm = L == 64 ? ~(uint64_t)0 : (((uint64_t)1 << L) - 1u);
    r->uop = *u;
    r->tag = in->tag;
    r->fmt = d->fmt;
    r->exec = in->exec & lm;
    r->act = in->exec & ~in->helper & lm;
    for (int l = 0; l < L; l++) {
        const bool act = r->act >> l & 1u;
        for (int k = 0; k < 4; k++) {
            uint32_t w = 0;
            sm5_acc_status_t s = SM5_ACC_OFF;
            if (act && (km >> k & 1u)) s = sm5_mem_addr(&m, u, in->src[l], k, &w);
            r->stat[l][k] = (uint8_t)s;
            r->ok[l * 4 + k] = s == SM5_ACC_OK;
            r->word[l * 4 + k] = w;
        }
        uint32_t *v = r->data[l];
        switch (u->op) {
        case SM5_OP_STORE_RAW: memcpy(v, in->src[l][1], 4 * sizeof *v); break;
        case SM5_OP_STORE_STRUCTURED: memcpy(v, in->src[l][2], 4 * sizeof *v); break;
        case SM5_OP_STORE_UAV_TYPED:
            v[0] = sm5_mem_fmt_pack(d->fmt, in->src[l][1]); v[1] = v[2] = v[3] = 0; break;
        default:
            v[0] = in->src[l][1][0]; v[1] = in->src[l][2][0]; v[2] = v[3] = 0; break;
        }
    }
}

void sm5_memu_tick(sm5_memu_t *st, const sm5_memu_in_t *in)
{
    comb_t c;
    comb(st, in, &c);
    const int L = st->lanes, B = st->banks, S = 4 * L;
    const bool push = in->req_valid && st->q_cnt < 2;   /* ready is the count's */

    /* host read (while idle: the banks' read ports are the unit's otherwise); the RAM
     * returns the word before this edge's writes */
    {
        const bool idle = st->q_cnt == 0 && !st->r_v[0] && !st->r_v[1] && !st->r_v[2] &&
                          !st->x_v && !st->m_v && !st->w_v;
        st->hr_ok = idle && in->host_addr < st->mem_words;
        st->hr_data = st->hr_ok ? read_fwd(st, in->host_addr) : 0;
    }
    /* W (frozen while a result is held) */
    if (!c.stall) {
        st->w_v = st->m_v && st->m_last;
        if (st->w_v) {
            const rec_t *r = &st->pool[st->m_rec];
            st->w_uop = r->uop;
            st->w_tag = r->tag;
            st->w_fmt = r->fmt;
            st->w_exec = r->exec;
            st->w_act = r->act;
            memcpy(st->w_stat, r->stat, sizeof st->w_stat);
            for (int l = 0; l < L; l++) {
                for (int k = 0; k < 4; k++) {
                    int s = l * 4 + k;
                    st->w_ret[l][k] = st->m_serve[s] ? c.m_ret[s] : st->acc[s];
                }
                if (sm5_op_is_counter(r->uop.op)) st->w_ret[l][0] = st->m_cret[l];
            }
        }
    }
    if (c.m_go)
        for (int s = 0; s < S; s++)
            if (st->m_serve[s]) st->acc[s] = c.m_ret[s];
    /* memory: the last write is in the array already (the RTL's RAM took it at the last
     * edge); the host write (its bank's write port, unless M writes that bank); then M's
     * write of this cycle becomes the forwarded one */
    for (int b = 0; b < B; b++)
        if (st->wr_v[b] && st->wr_addr[b] < st->mem_words) st->mem[st->wr_addr[b]] = st->wr_data[b];
    if (in->host_we && in->host_addr < st->mem_words) {
        const int hb = (int)(in->host_addr % (uint32_t)B);
        if (!(c.m_go && c.m_we[hb])) st->mem[in->host_addr] = in->host_wdata;
    }
    if (!c.stall) {
        for (int b = 0; b < B; b++) {
            st->wr_v[b] = c.m_go && c.m_we[b];
            if (st->wr_v[b]) { st->wr_addr[b] = st->m_word[b]; st->wr_data[b] = c.m_wdata[b]; }
        }
    }
    /* M <- E */
    if (!c.stall) {
        st->m_v = c.e_adv;
        if (c.e_adv) {
            st->m_last = c.x_last;
            st->m_rec = st->x_rec;
            memcpy(st->m_lead, c.e_lead, sizeof st->m_lead);
            memcpy(st->m_word, c.e_word, sizeof st->m_word);
            memcpy(st->m_serve, c.e_serve, (size_t)S * sizeof st->m_serve[0]);
            memcpy(st->m_cret, c.cret, (size_t)L * sizeof st->m_cret[0]);
        }
    }
    /* descriptors read at A1 and E above: the counter update of E, then the host write */
    const bool cnt_we = c.e_adv && sm5_op_is_counter(st->pool[st->x_rec].uop.op);
    const unsigned cnt_slot = st->pool[st->x_rec].uop.res & 15u;
    /* E <- R3, or the rounds go on */
    if (c.x_take) {
        st->x_rec = st->r_rec[2];
        memcpy(st->x_pend, st->pool[st->x_rec].ok, (size_t)S * sizeof st->x_pend[0]);
        st->x_v = true;
    } else if (c.e_adv) {
        for (int s = 0; s < S; s++) st->x_pend[s] = st->x_pend[s] && !c.e_serve[s];
        st->x_v = !c.x_last;
    }
    /* A stages (the pipeline closes its bubbles) */
    if (c.ld3) st->r_rec[2] = st->r_rec[1];
    st->r_v[2] = c.ld3 || (st->r_v[2] && !c.x_take);
    if (c.ld2) st->r_rec[1] = st->r_rec[0];
    st->r_v[1] = c.ld2 || (st->r_v[1] && !c.ld3);
    if (c.ld1) {
        int i = (int)(st->seq++ % POOL);
        accept(st, &st->q[0], &st->pool[i]);
        st->r_rec[0] = i;
    }
    st->r_v[0] = c.ld1 || (st->r_v[0] && !c.ld2);
    /* request queue: pop the head, then push behind what stays */
    if (c.ld1) {
        if (st->q_cnt == 2) st->q[0] = st->q[1];
        st->q_cnt--;
    }
    if (push) {
        req_t *q = &st->q[st->q_cnt++];
        q->tag = in->req_tag;
        q->uop = in->req_uop;
        q->exec = in->req_exec;
        q->helper = in->req_helper;
        memcpy(q->src, in->req_src, (size_t)L * sizeof q->src[0]);
    }
    if (cnt_we) st->desc[cnt_slot].counter = c.cnt_new;
    /* the RTL's table finishes dw * dh two cycles later (sm5_desc_table); the host writes
     * while the unit is idle and sends no request meanwhile (RTL assertion memu_desc_pend),
     * so a request never sees the difference */
    if (in->desc_we) st->desc[in->desc_slot & 15u] = in->desc;
}

sm5_bank_load_t sm5_memu_bank_load(const sm5_mem_t *m, const sm5_uop_t *u, int lanes,
                                   uint64_t active, const uint32_t (*src)[SM5_NSRC][4],
                                   int banks)
{
    uint32_t words[SM5_MAX_LANES * 4];
    int segs[SM5_MAX_LANES * 4];                /* an associative atomic's segment, else 0 */
    int n = 0;                                  /* distinct (word, segment) rounds */
    int per_bank[SM5_MEMU_MAX_BANKS] = { 0 };   /* cmp: in-bounds lanes per bank */
    sm5_bank_load_t r = { 0, 0, 0 };
    unsigned km = sm5_mem_word_mask(u);
    const bool cmp = sm5_op_is_amo_cmp((sm5_op_t)u->op);
    const bool assoc = op_assoc(u->op);
    if (banks < 1 || banks > SM5_MEMU_MAX_BANKS) return r;
    for (int l = 0; l < lanes; l++) {
        if (!((active >> l) & 1u)) continue;
        for (int k = 0; k < 4; k++) {
            uint32_t w;
            if (!((km >> k) & 1u) || sm5_mem_addr(m, u, src[l], k, &w) != SM5_ACC_OK) continue;
            per_bank[w % (uint32_t)banks]++;
            int sg = assoc ? l / SM5_MEMU_COMBINE_SEG : 0;
            bool dup = false, seen = false;
            for (int i = 0; i < n; i++) {
                seen |= words[i] == w;
                dup |= words[i] == w && segs[i] == sg;
            }
            r.words += !seen;
            if (!dup) { words[n] = w; segs[n++] = sg; }
        }
    }
    for (int b = 0; b < banks; b++) {
        int c = 0;
        for (int i = 0; i < n; i++) c += (int)(words[i] % (uint32_t)banks) == b;
        if (cmp) c = per_bank[b];
        if (c > r.bound) r.bound = c;
        r.banks_used += c > 0;
    }
    return r;
}

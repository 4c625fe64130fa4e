// Thin Verilator glue: moves sm5_memu_in_t / sm5_memu_out_t to and from the ports of
// the Verilated sm5_mem_unit. All test logic is C (memu_tb.c).
// mk/memu.mk's builds give their configuration (MEMU_LANES, ...) in a header beside the
// model (sim/model_config.sh), so that their compiler flags are the same and ccache shares
// what they have in common; other builds (coverage, mutants) pass -D flags.
#ifdef MEMU_MODEL_CONFIG
#include "memu_model_config.h"
#endif
#include "memu_rtl.h"
#include "Vsm5_mem_unit.h"
#include "verilated.h"
#include "verilated_fst_c.h"
#include <cstring>
#include <type_traits>

struct memu_rtl {
    VerilatedContext *ctx;
    Vsm5_mem_unit *top;
    VerilatedFstC *fst;
    uint64_t time;
};

// Bit access for ports of any width (integral up to 64 bits, VlWide above).
template <typename T> static uint32_t getw(const T &p, int i)
{
    if constexpr (std::is_integral<T>::value) {
        return (32 * i < (int)(8 * sizeof(T))) ? (uint32_t)((uint64_t)p >> (32 * i)) : 0u;
    } else {
        return p[i];
    }
}
template <typename T> static void setw(T &p, int i, uint32_t v)
{
    if constexpr (std::is_integral<T>::value) {
        if (32 * i >= (int)(8 * sizeof(T))) return;
        uint64_t m = (uint64_t)0xFFFFFFFFu << (32 * i);
        p = (T)(((uint64_t)p & ~m) | ((uint64_t)v << (32 * i)));
    } else {
        p[i] = v;
    }
}
template <typename T> static uint32_t getb(const T &p, int lsb, int w)
{
    uint64_t lo = getw(p, lsb / 32), hi = getw(p, lsb / 32 + 1);
    uint64_t v = ((hi << 32) | lo) >> (lsb % 32);
    return (uint32_t)(v & ((w >= 32) ? 0xFFFFFFFFull : ((1ull << w) - 1)));
}
template <typename T> static void setb(T &p, int lsb, int w, uint32_t v)
{
    for (int i = 0; i < w; i++) {
        int b = lsb + i, wi = b / 32;
        uint32_t x = getw(p, wi);
        x = (x & ~(1u << (b % 32))) | (((v >> i) & 1u) << (b % 32));
        setw(p, wi, x);
    }
}
template <typename T> static uint64_t get64(const T &p, int n)
{
    uint64_t v = 0;
    for (int i = 0; i < n; i++) v |= (uint64_t)getb(p, i, 1) << i;
    return v;
}

extern "C" {
memu_rtl_t *memu_rtl_new(const char *fst_path, uint32_t rand_seed)
{
    memu_rtl_t *r = new memu_rtl;
    r->ctx = new VerilatedContext;
    r->ctx->fatalOnError(false);   // a failed assertion fails the stream, not the process
    if (rand_seed) {   // initial values come from --x-initial unique (Verilator's default)
        r->ctx->randReset(2);
        r->ctx->randSeed((int)rand_seed);
    }
    r->top = new Vsm5_mem_unit{r->ctx};
    r->fst = nullptr;
    r->time = 0;
    if (fst_path) {
        r->ctx->traceEverOn(true);
        r->fst = new VerilatedFstC;
        r->top->trace(r->fst, 99);
        r->fst->open(fst_path);
    }
    return r;
}
void memu_rtl_free(memu_rtl_t *r)
{
    if (!r) return;
    if (r->fst) { r->fst->close(); delete r->fst; }
    r->top->final();
    delete r->top;
    delete r->ctx;
    delete r;
}
int memu_rtl_lanes(void) { return MEMU_LANES; }
int memu_rtl_banks(void) { return MEMU_BANKS; }
unsigned memu_rtl_mem_words(void) { return MEMU_MEM_WORDS; }
// the broken build's name (tb/memu/broken/<name>.patch), "" normally: mk/memu.mk's
// builds get it from a generated source (sim/sim_variant.sh), not a -D, for the same
// reason; other builds of this file (coverage, mutants) have no variant
#ifdef MEMU_MODEL_CONFIG
extern "C" const char sm5_variant_name[];
const char *memu_rtl_variant(void) { return sm5_variant_name; }
#else
const char *memu_rtl_variant(void) { return ""; }
#endif

static void dump(memu_rtl_t *r)
{
    if (r->fst) r->fst->dump(r->time);
    r->time += 5;
}

void memu_rtl_reset(memu_rtl_t *r)
{
    Vsm5_mem_unit *t = r->top;
    t->rst_ni = 0;
    t->clk_i = 0;
    t->req_valid_i = 0;
    t->wb_ready_i = 1;
    t->desc_we_i = 0;
    t->host_we_i = 0;
    t->host_addr_i = 0;   // an address inside the memory: a read-valid flag without its reset would rise
    t->eval(); dump(r);
    for (int i = 0; i < 2; i++) { t->clk_i = 1; t->eval(); dump(r); t->clk_i = 0; t->eval(); dump(r); }
    t->rst_ni = 1;
    t->eval();
}

void memu_rtl_eval(memu_rtl_t *r, const sm5_memu_in_t *in, sm5_memu_out_t *out)
{
    Vsm5_mem_unit *t = r->top;
    const int L = MEMU_LANES, B = MEMU_BANKS;
    t->req_valid_i = in->req_valid;
    t->req_tag_i = in->req_tag;
    sm5_uop_bits_t ub = sm5_uop_pack(&in->req_uop);
    for (int i = 0; i < SM5_UOP_WORDS; i++) setw(t->req_uop_i, i, ub.w[i]);
    for (int l = 0; l < L; l++) {
        setb(t->req_exec_i, l, 1, (uint32_t)(in->req_exec >> l) & 1u);
        setb(t->req_helper_i, l, 1, (uint32_t)(in->req_helper >> l) & 1u);
        for (int s = 0; s < SM5_NSRC; s++)
            for (int c = 0; c < 4; c++) setw(t->req_src_i, (l * SM5_NSRC + s) * 4 + c, in->req_src[l][s][c]);
    }
    t->wb_ready_i = in->wb_ready;
    t->desc_we_i = in->desc_we;
    t->desc_slot_i = in->desc_slot & 15u;
    // sm5_desc_t, LSB first: kind 2, dim 3, fmt 3, base, size, stride, width, height,
    // depth, counter (32 each).
    const sm5_res_t *d = &in->desc;
    setb(t->desc_i, 0, 2, d->kind);
    setb(t->desc_i, 2, 3, d->dim);
    setb(t->desc_i, 5, 3, d->fmt);
    const uint32_t f[7] = {d->base, d->size, d->stride, d->width, d->height, d->depth, d->counter};
    for (int i = 0; i < 7; i++) setb(t->desc_i, 8 + 32 * i, 32, f[i]);
    t->host_we_i = in->host_we;
    t->host_addr_i = in->host_addr;
    t->host_wdata_i = in->host_wdata;
    t->eval();

    memset(out, 0, sizeof *out);
    out->req_ready = t->req_ready_o;
    out->wb_valid = t->wb_valid_o;
    out->wb_tag = t->wb_tag_o;
    out->wb_reg = t->wb_reg_o;
    out->wb_mask = t->wb_mask_o;
    out->wb_lanes = get64(t->wb_lanes_o, L);
    for (int l = 0; l < L; l++)
        for (int c = 0; c < 4; c++) out->wb_data[l][c] = getw(t->wb_data_o, l * 4 + c);
    out->done_valid = t->done_valid_o;
    out->done_tag = t->done_tag_o;
    for (int b = 0; b < B; b++) {
        out->bank_valid[b] = getb(t->bank_valid_o, b, 1);
        out->bank_we[b] = getb(t->bank_we_o, b, 1);
        out->bank_addr[b] = getw(t->bank_addr_o, b);
        out->bank_wdata[b] = getw(t->bank_wdata_o, b);
    }
    out->grant = get64(t->grant_o, L);
    out->ub_valid = t->ub_valid_o;
    for (int l = 0; l < L; l++)
        for (int k = 0; k < 4; k++) out->ub_stat[l][k] = (uint8_t)getb(t->ub_stat_o, (l * 4 + k) * 3, 3);
    sm5_res_t *o = &out->desc_rdata;
    o->kind = (uint8_t)getb(t->desc_rdata_o, 0, 2);
    o->dim = (uint8_t)getb(t->desc_rdata_o, 2, 3);
    o->fmt = (uint8_t)getb(t->desc_rdata_o, 5, 3);
    uint32_t *g[7] = {&o->base, &o->size, &o->stride, &o->width, &o->height, &o->depth, &o->counter};
    for (int i = 0; i < 7; i++) *g[i] = getb(t->desc_rdata_o, 8 + 32 * i, 32);
    out->host_rdata = t->host_rdata_o;
    out->idle = t->idle_o;
}

int memu_rtl_assert_failed(memu_rtl_t *r) { return r->ctx->gotError() ? 1 : 0; }

void memu_rtl_tick(memu_rtl_t *r)
{
    Vsm5_mem_unit *t = r->top;
    dump(r);
    t->clk_i = 1;
    t->eval();
    dump(r);
    t->clk_i = 0;
    t->eval();
}
}

// Thin Verilator glue for tb/lockstep (everything else is C): port packing, the wave
// time base and the comparator variables in the FST, the SVA assertions' failures.
// Compiled once per object directory (one Verilated model per LANES).
// The lockstep models (mk/sim.mk) give their configuration (SM5_LANES, ...) in a header
// beside the model (sim/model_config.sh), so that their compiler flags are the same and
// ccache shares what they have in common; other builds (coverage, mutants) pass -D flags.
#ifdef SM5_MODEL_CONFIG
#include "sm5_model_config.h"
#endif
#ifdef SM5_CORE   // the core with its sequencer (rtl/sm5_core.sv): mk/sim.mk obj_C<n>
#include "Vsm5_core.h"
typedef Vsm5_core Vtop;
#define LS_SCOPE "TOP.sm5_core.u_top.lockstep"
#else
#include "Vsm5_top.h"
typedef Vsm5_top Vtop;
#define LS_SCOPE "TOP.sm5_top.lockstep"
#endif
#include "verilated.h"
#include "verilated_fst_c.h"
#include "verilated_syms.h"
#include "rtl_glue.h"
#include <cstring>

#ifndef SM5_LANES
#error "SM5_LANES must be defined"
#endif
// the constant RAM's buffer regions: builds that do not give them (coverage, mutants) use
// the RTL's defaults (sm5_top CBUFS, CB_ROWS)
#ifndef SM5_CBUFS
#define SM5_CBUFS SM5_CBUFS_DEFAULT
#endif
#ifndef SM5_CB_ROWS
#define SM5_CB_ROWS SM5_CB_ROWS_DEFAULT
#endif
// The patch of a broken build (sim/variant.sh), "" normally: the lockstep models get it
// from a generated source (sim/sim_variant.sh, so that their compiler flags do not differ);
// other builds of this file (coverage, mutants) define SM5_VARIANT.
#ifdef SM5_VARIANT
static const char *const sm5_variant = SM5_VARIANT;
#else
extern "C" const char sm5_variant_name[];
static const char *const sm5_variant = sm5_variant_name;
#endif

// Comparator variables of tb/lockstep/sm5_lockstep.sv (bound into sm5_top by the
// lockstep build only; other builds leave the pointers NULL and skip them).
enum { LS_CYCLE, LS_PHASE, LS_MATCH, LS_FIRST, LS_FIELD, LS_INDEX, LS_COMP, LS_REG, LS_EXP,
       LS_ACT, LS_NVARS };
static const char *const ls_var_name[LS_NVARS] = {
    "cycle", "phase", "match", "first_mismatch", "field", "index", "comp", "regnum",
    "expected", "actual"};
enum { PHASE_RESET, PHASE_HOST, PHASE_RUN, PHASE_STOP };   // sm5_ls_pkg::ls_phase_e

struct rtl {
    VerilatedContext *ctx;
    Vtop *top;
    VerilatedFstC *fst;
    uint64_t t;          // FST time of this cycle's settle point
    uint64_t period;     // one clock cycle (1 ns) in FST time units (the context's precision)
    bool undumped;       // settled, not dumped yet: the dump waits for the comparator values
    bool ended;          // the closing dump (end of the last cycle) is written
    uint64_t t_end;      // FST time of the last dump after the end (final-state mismatches)
    uint64_t junk;       // --rand-init: xorshift state for don't-care inputs (0: they hold 0)
    VerilatedVar *ls[LS_NVARS];
    uint64_t lsv[LS_NVARS];
    bool running;        // the first issue cycle has been set
    uint64_t run_start;  // FST time of run cycle 0
    uint64_t cap_t;      // FST time past which nothing is dumped (0: no cap; rtl_waves_cap)
};

static void ls_put(rtl_t *r, int i, uint64_t v)
{
    r->lsv[i] = v;
    if (!r->ls[i]) return;
    uint32_t n = r->ls[i]->entSize();
    std::memcpy(r->ls[i]->datap(), &v, n < sizeof v ? n : sizeof v);   // little-endian host
}

// A data input whose enable (or valid) is low is a don't-care: with --rand-init it gets
// fresh random bits every time the enable drops, so logic that reads it anyway shows up.
static uint32_t junk32(rtl_t *r)
{
    if (!r->junk) return 0;
    uint64_t x = r->junk;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    r->junk = x;
    return (uint32_t)(x >> 16);
}

// Bit access to a port of any width: integral (CData..QData) or VlWide<N>.
template <typename T> static uint32_t getw(const T &v, int i)
{
    return i >= (int)(sizeof(T) * 8 + 31) / 32 ? 0u : (uint32_t)((uint64_t)v >> (32 * i));
}
template <std::size_t N> static uint32_t getw(const VlWide<N> &v, int i)
{
    return i < (int)N ? v[i] : 0u;
}
template <typename T> static uint32_t getb(const T &v, int lsb, int width)
{
    uint64_t x = getw(v, lsb / 32) | ((uint64_t)getw(v, lsb / 32 + 1) << 32);
    x >>= lsb % 32;
    return (uint32_t)(width >= 32 ? x : (x & ((1ull << width) - 1)));
}
template <typename T> static uint64_t get64(const T &v, int lsb, int width)
{
    uint64_t lo = getb(v, lsb, width > 32 ? 32 : width);
    uint64_t hi = width > 32 ? getb(v, lsb + 32, width - 32) : 0;
    return lo | (hi << 32);
}
template <typename T> static void setw(T &v, int i, uint32_t x)
{
    if (i >= (int)(sizeof(T) * 8 + 31) / 32) return;
    uint64_t m = (uint64_t)0xFFFFFFFFu << (32 * i);
    v = (T)(((uint64_t)v & ~m) | ((uint64_t)x << (32 * i)));
}
template <std::size_t N> static void setw(VlWide<N> &v, int i, uint32_t x)
{
    if (i < (int)N) v[i] = x;
}
static void put(uint32_t *w, int lsb, int width, uint32_t v)
{
    for (int i = 0; i < width; i++)
        if ((v >> i) & 1u) w[(lsb + i) / 32] |= 1u << ((lsb + i) % 32);
}

extern "C" void rtl_params(rtl_params_t *p)
{
    p->lanes = SM5_LANES;
    p->nregs = SM5_NREGS;
    p->nconst = SM5_NCONST;
    p->cbufs = SM5_CBUFS;
    p->cb_rows = SM5_CB_ROWS;
    p->banks = SM5_BANKS;
    p->mem_words = SM5_MEM_WORDS;
    p->variant = sm5_variant;
#ifdef SM5_SFU_LANES
    p->sfu_lanes = SM5_SFU_LANES;   // a build with -GSFU_LANES (mk/sim.mk: obj_L<n>_S<m>)
#else
    p->sfu_lanes = SM5_LANES >= 4 ? SM5_LANES / 4 : 1;   // sm5_top's default
#endif
#ifdef SM5_DP_LANES
    p->dp_lanes = SM5_DP_LANES;
#else
    p->dp_lanes = 0;
#endif
#ifdef SM5_DOUBLES
    p->doubles = SM5_DOUBLES;   // a build without the double unit (-GDOUBLES=0: obj_L<n>_nodbl)
#else
    p->doubles = 1;
#endif
#ifdef SM5_VEC_COMPS
    p->vec_comps = SM5_VEC_COMPS;   // scalar lanes (-GVEC_COMPS: obj_L<n>_vc<k>)
#else
    p->vec_comps = 4;
#endif
#ifdef SM5_EX1_BYPASS
    p->ex1_bypass = SM5_EX1_BYPASS;   // no EX1 bypass (-GEX1_BYPASS=0: obj_L<n>_nofwd)
#else
    p->ex1_bypass = 1;
#endif
#ifdef SM5_ALU_LAT
    p->alu_lat = SM5_ALU_LAT;   // a staged ALU (-GALU_LAT=k: obj_L<n>_alu<k>, obj_fpga)
#else
    p->alu_lat = 0;             // the latency table's
#endif
#ifdef SM5_CVT_LAT
    p->cvt_lat = SM5_CVT_LAT;   // the CVT in three stages (-GCVT_LAT=3: obj_L<n>_cvt3, obj_fpga)
#else
    p->cvt_lat = 0;
#endif
#ifdef SM5_RTL_FMA_STAGES
    p->fma_stages = SM5_RTL_FMA_STAGES;   // deeper FMA units (-GFMA_STAGES=k: obj_L<n>_fma<k>)
#else
    p->fma_stages = 0;
#endif
#ifdef SM5_RTL_IMUL_STAGES
    p->imul_stages = SM5_RTL_IMUL_STAGES;   // an input rank in the multiplier (-GIMUL_STAGES=4: ..._im4)
#else
    p->imul_stages = 0;
#endif
#ifdef SM5_MUL_CS
    p->mul_cs = SM5_MUL_CS;   // their products in carry-save form (-GMUL_CS=1: ..._fma<k>)
#else
    p->mul_cs = 0;
#endif
#ifdef SM5_CORE
    p->seq_depth = SM5_SEQ_DEPTH;
    p->seq_waves = SM5_SEQ_WAVES;
    p->imem_depth = SM5_IMEM_DEPTH;
#else
    p->seq_depth = p->seq_waves = p->imem_depth = 0;
#endif
}

static void clear_host(rtl_t *r);

// The settle point of a cycle is dumped just before its clock edge (or before a
// readback, a flush or the end), so the comparator's verdict on the cycle is in it.
static bool dumping(const rtl_t *r)
{
    return r->fst && !r->ended && (r->cap_t == 0 || r->t < r->cap_t);
}

static void dump_pending(rtl_t *r)
{
    if (!r->undumped) return;
    r->undumped = false;
    if (dumping(r)) r->fst->dump(r->t);
}

// A long run's waves stop after `cycles` cycles (counted from now): the FST stays small
// enough to open; the lockstep compare and the trace go on to the end.
extern "C" void rtl_waves_cap(rtl_t *r, uint64_t cycles)
{
    r->cap_t = cycles ? r->t + cycles * r->period : 0;
}

// Close the waves one full cycle after the last settle point, so the last cycle (a
// mismatch) shows with its width instead of as the zero-length end of the trace.
static void dump_end(rtl_t *r)
{
    dump_pending(r);
    if (r->ended || !r->fst) return;
    r->ended = true;
    r->t_end = r->t + r->period;
    r->top->eval();
    r->fst->dump(r->t_end);
}

extern "C" rtl_t *rtl_new(const char *fst_path, uint32_t rand_seed)
{
    rtl_t *r = new rtl;
    r->ctx = new VerilatedContext;
    // a failing assertion ($error) stops the run through the testbench (a reported
    // mismatch with the FST flushed), not through abort()
    r->ctx->fatalOnError(false);
    Verilated::threadContextp(r->ctx);
    r->junk = 0;
    if (rand_seed) {
        r->ctx->randReset(2);
        r->ctx->randSeed((int)rand_seed);
        r->junk = 0x9E3779B97F4A7C15ull ^ rand_seed;
    }
    r->ctx->traceEverOn(fst_path != nullptr);
    r->top = new Vtop(r->ctx, "TOP");
    r->fst = nullptr;
    r->t = 0;
    // 1 ns per cycle in units of the time precision (the build's --timescale 1ns/1ps:
    // 1000 units); at least 2 units so the clock's rising edge sits mid-cycle
    r->period = 1;
    for (int p = r->ctx->timeprecision(); p < -9; p++) r->period *= 10;
    if (r->period < 2) r->period = 2;
    r->undumped = r->ended = false;
    r->cap_t = 0;
    r->t_end = 0;
    r->running = false;
    r->run_start = 0;
    const VerilatedScope *sc = r->ctx->scopeFind(LS_SCOPE);
    for (int i = 0; i < LS_NVARS; i++) {
        r->ls[i] = sc ? sc->varFind(ls_var_name[i]) : nullptr;
        ls_put(r, i, 0);
    }
    ls_put(r, LS_FIRST, 0xFFFFFFFFu);
    ls_put(r, LS_INDEX, 0xFFFFu);
    ls_put(r, LS_COMP, 0xFFu);
    ls_put(r, LS_REG, 0xFFu);
    if (fst_path) {
        // the hierarchical blocks (sm5_vlane) create their models in an initial block:
        // one eval first, or their trace hook finds no model
        r->top->clk_i = 0;
        r->top->eval();
        r->fst = new VerilatedFstC;
        r->top->trace(r->fst, 99);
        r->fst->open(fst_path);
    }
    return r;
}

extern "C" void rtl_free(rtl_t *r)
{
    if (r->fst) { dump_end(r); r->fst->close(); delete r->fst; }
    r->top->final();
    delete r->top;
    delete r->ctx;
    delete r;
}

extern "C" uint64_t rtl_time_ns(const rtl_t *r) { return r->t / r->period; }
extern "C" uint64_t rtl_run_start_ns(const rtl_t *r) { return r->run_start / r->period; }

// A cycle is 1 ns: inputs settle at n ns (dumped with the comparator values before the
// edge), the rising edge at n + 0.5 ns.
extern "C" void rtl_eval(rtl_t *r)
{
    r->top->clk_i = 0;
    r->top->eval();
    r->undumped = true;
}

// The falling edge is not evaluated: nothing in the design uses it, and the next rtl_eval
// (with the new inputs) settles the model with clk_i low; the outputs after the
// rising-edge eval are already those of the new state. After the end of the waves
// (readback) the clock still runs, undumped.
extern "C" void rtl_tick(rtl_t *r)
{
    dump_pending(r);
    r->top->clk_i = 1;
    r->top->eval();
    if (dumping(r)) r->fst->dump(r->t + r->period / 2);
    r->top->clk_i = 0;
    r->t += r->period;
    if (r->running) ls_put(r, LS_CYCLE, r->lsv[LS_CYCLE] + 1);
}

extern "C" uint64_t rtl_mismatch(rtl_t *r, int field, int index, int comp, int reg,
                                 uint64_t exp, uint64_t act)
{
    ls_put(r, LS_PHASE, PHASE_STOP);
    ls_put(r, LS_MATCH, 0);
    if (r->lsv[LS_FIRST] == 0xFFFFFFFFu) ls_put(r, LS_FIRST, r->lsv[LS_CYCLE]);
    ls_put(r, LS_FIELD, (uint64_t)field);
    ls_put(r, LS_INDEX, index < 0 ? 0xFFFFu : (uint64_t)index);
    ls_put(r, LS_COMP, comp < 0 ? 0xFFu : (uint64_t)comp);
    ls_put(r, LS_REG, reg < 0 ? 0xFFu : (uint64_t)reg);
    ls_put(r, LS_EXP, exp);
    ls_put(r, LS_ACT, act);
    if (!r->fst) return r->t / r->period;
    if (!r->ended) {
        // The waves go on RTL_RUN_ON cycles past the mismatch with the issue port idle, so
        // its view has cycles on both sides (what was in flight drains; nothing is
        // compared any more: phase LS_STOP). Only with waves: the verdict stands as is.
        // The issue port keeps its offer (valid/ready: an offer is not withdrawn; the
        // RTL's assertion would say so) until the RTL takes it, then goes idle.
        const uint64_t ns = r->t / r->period;
        for (int i = 0; i < RTL_RUN_ON; i++) {
            const bool taken = r->top->issue_valid_i && r->top->issue_ready_o;
            rtl_tick(r);
            if (taken) clear_host(r);
            rtl_eval(r);
        }
        return ns;
    }
    // a final-state mismatch: the waves have ended; the verdict gets a cycle of its own
    r->t_end += r->period;
    r->top->eval();
    r->fst->dump(r->t_end);
    return r->t_end / r->period;
}

extern "C" uint64_t rtl_end_ns(const rtl_t *r)
{
    return (r->ended ? r->t_end : r->t + r->period) / r->period;
}

static void clear_host(rtl_t *r)
{
    Vtop *top = r->top;
    top->cfg_we_i = 0;
    top->const_we_i = 0;
    top->desc_we_i = 0;
    top->host_we_i = 0;
    top->issue_valid_i = 0;
    for (int i = 0; i < 2; i++) {
        setw(top->cfg_exec_i, i, junk32(r));
        setw(top->cfg_helper_i, i, junk32(r));
    }
    top->const_idx_i = (uint8_t)junk32(r);
    for (int i = 0; i < 4; i++) setw(top->const_data_i, i, junk32(r));
    top->desc_slot_i = (uint8_t)junk32(r);
    for (int i = 0; i < 8; i++) setw(top->desc_i, i, junk32(r));
    top->host_wdata_i = junk32(r);
    top->issue_tag_i = (uint16_t)junk32(r);
    for (int i = 0; i < SM5_UOP_WORDS; i++) setw(top->issue_uop_i, i, junk32(r));
    top->issue_blk_i = 0;
#ifdef SM5_CORE
    top->imem_we_i = 0;
    top->seq_start_i = 0;
    top->imem_addr_i = (uint16_t)junk32(r);
    top->seq_len_i = junk32(r) & 0x1FFFFu;
    top->seq_threads_i = junk32(r) & 0x1FFFFu;
    top->seq_wlanes_i = (uint8_t)(junk32(r) & 0x7Fu);
    top->seq_wregs_i = (uint8_t)junk32(r);
    top->seq_sys_i = junk32(r) & 1u;
    top->seq_sysreg_i = (uint8_t)junk32(r);
    top->seq_cbase_i = (uint8_t)junk32(r);
    top->seq_groups_i = (uint16_t)junk32(r);
    top->seq_nin_i = (uint8_t)(junk32(r) & 0x3Fu);
    top->seq_vreg_i = (uint8_t)junk32(r);
    top->seq_next_i = 0;
    for (int i = 0; i < SM5_UOP_WORDS; i++) setw(top->imem_data_i, i, junk32(r));
#endif
}

static void host_cycle(rtl_t *r)
{
    rtl_eval(r);
    rtl_tick(r);
    clear_host(r);
}

extern "C" void rtl_reset(rtl_t *r)
{
    ls_put(r, LS_PHASE, PHASE_RESET);
    clear_host(r);
    // a falling edge on rst_ni before any clock: with --rand-init the flops (the SVA
    // enable among them) may power up at 1 and rst_ni at 0, and without an edge the
    // asynchronous reset would wait for the first clock, where the assertions already
    // sample the random state
    r->top->rst_ni = 1;
    r->top->clk_i = 0;
    r->top->eval();
    r->top->rst_ni = 0;
    r->top->eval();
    host_cycle(r);
    host_cycle(r);
    r->top->rst_ni = 1;
    ls_put(r, LS_PHASE, PHASE_HOST);
    host_cycle(r);
    // sm5_valu clears the register file row by row after reset (NREGS cycles)
    for (int i = 0; i < SM5_NREGS + 4 && !r->top->idle_o; i++) host_cycle(r);
}

extern "C" void rtl_host_cfg(rtl_t *r, uint64_t exec, uint64_t helper)
{
    r->top->cfg_we_i = 1;
    setw(r->top->cfg_exec_i, 0, (uint32_t)exec);
    setw(r->top->cfg_exec_i, 1, (uint32_t)(exec >> 32));
    setw(r->top->cfg_helper_i, 0, (uint32_t)helper);
    setw(r->top->cfg_helper_i, 1, (uint32_t)(helper >> 32));
    host_cycle(r);
}

extern "C" void rtl_host_const(rtl_t *r, int idx, const uint32_t v[4])
{
    r->top->const_we_i = 1;
    r->top->const_idx_i = (uint16_t)idx;
    for (int i = 0; i < 4; i++) setw(r->top->const_data_i, i, v[i]);
    host_cycle(r);
}

// sm5_desc_t, LSB first: kind[1:0] dim[4:2] fmt[7:5] base size stride width height depth
// counter (32 bits each from bit 8).
extern "C" void rtl_host_desc(rtl_t *r, int slot, const sm5_res_t *d)
{
    uint32_t w[8];
    std::memset(w, 0, sizeof w);
    put(w, 0, 2, d->kind);
    put(w, 2, 3, d->dim);
    put(w, 5, 3, d->fmt);
    const uint32_t f[7] = {d->base, d->size, d->stride, d->width, d->height, d->depth, d->counter};
    for (int i = 0; i < 7; i++) put(w, 8 + 32 * i, 32, f[i]);
    r->top->desc_we_i = 1;
    r->top->desc_slot_i = (uint8_t)slot;
    for (int i = 0; i < 8; i++) setw(r->top->desc_i, i, w[i]);
    host_cycle(r);
}

extern "C" void rtl_host_mem(rtl_t *r, uint32_t addr, uint32_t data)
{
    r->top->host_we_i = 1;
    r->top->host_addr_i = addr;
    r->top->host_wdata_i = data;
    host_cycle(r);
}

extern "C" void rtl_set_issue(rtl_t *r, bool valid, uint16_t tag, const sm5_uop_bits_t *uop)
{
    if (!r->running) {   // the first run cycle
        r->running = true;
        r->run_start = r->t;
        ls_put(r, LS_PHASE, PHASE_RUN);
        ls_put(r, LS_CYCLE, 0);
        ls_put(r, LS_MATCH, 1);
    }
    r->top->issue_valid_i = valid;
    r->top->issue_tag_i = valid ? tag : (uint16_t)junk32(r);
    for (int i = 0; i < SM5_UOP_WORDS; i++) setw(r->top->issue_uop_i, i, valid ? uop->w[i] : junk32(r));
    r->top->issue_blk_i = 0;   // the host issues physical registers (block 0)
}

template <typename TV, typename TT, typename TR, typename TM, typename TL, typename TD>
static void regwr(sm5_regwr_t *w, const TV &v, const TT &t, const TR &reg, const TM &m,
                  const TL &lanes, const TD &data)
{
    w->valid = v;
    w->tag = (uint16_t)t;
    w->reg = (uint16_t)reg;
    w->mask = (uint8_t)m;
    w->lanes = get64(lanes, 0, SM5_LANES);
    for (int l = 0; l < SM5_LANES; l++)
        for (int c = 0; c < 4; c++) w->data[l][c] = getw(data, l * 4 + c);
}

extern "C" void rtl_bundle(rtl_t *r, sm5_bundle_t *b)
{
    Vtop *t = r->top;
    std::memset(b, 0, sizeof *b);
    b->issue_ready = t->issue_ready_o;
    b->acc_valid = t->acc_valid_o;
    b->acc_tag = t->acc_tag_o;
    b->ds_valid = t->ds_valid_o;
    b->ds_tag = t->ds_tag_o;
    b->ds_stall = t->ds_stall_o;
    regwr(&b->rf_wr, t->rf_wr_valid_o, t->rf_wr_tag_o, t->rf_wr_reg_o, t->rf_wr_mask_o,
          t->rf_wr_lanes_o, t->rf_wr_data_o);
    b->rf_wr.pipe = t->rf_wr_pipe_o;
    b->done_valid = t->done_valid_o;
    b->done_tag = t->done_tag_o;
    for (int k = 0; k < SM5_BANKS; k++) {
        b->bank_valid[k] = getb(t->bank_valid_o, k, 1);
        b->bank_we[k] = getb(t->bank_we_o, k, 1);
        b->bank_addr[k] = getw(t->bank_addr_o, k);
        b->bank_wdata[k] = getw(t->bank_wdata_o, k);
    }
    b->grant = get64(t->grant_o, 0, SM5_LANES);
    b->ub_valid = t->ub_valid_o;
    for (int l = 0; l < SM5_LANES; l++)
        for (int c = 0; c < 4; c++) b->ub_stat[l][c] = (uint8_t)getb(t->ub_stat_o, (l * 4 + c) * 3, 3);
    b->idle = t->idle_o;
}

extern "C" void rtl_reg_row(rtl_t *r, int reg, uint32_t out[][4])
{
    dump_end(r);   // readback comes after the run: the waves end with the last cycle
    // read port 0 serves the host while nothing waits to dispatch: the address is
    // registered, then the synchronous RAM read: two clocks (not in the waves)
    r->top->issue_valid_i = 0;
    r->top->rf_rd_reg_i = (uint16_t)reg;
    for (int i = 0; i < 2; i++) {
        rtl_eval(r);
        rtl_tick(r);
    }
    rtl_eval(r);
    for (int l = 0; l < SM5_LANES; l++)
        for (int c = 0; c < 4; c++) out[l][c] = getw(r->top->rf_rd_data_o, l * 4 + c);
}

extern "C" uint32_t rtl_mem(rtl_t *r, uint32_t addr)
{
    dump_end(r);
    // The banks are synchronous RAMs: host_rdata_o is the word at the last cycle's
    // host_addr_i (docs/interfaces.md). One clock edge, nothing else offered, no dump.
    clear_host(r);
    r->top->host_addr_i = addr;
    r->top->clk_i = 0;
    r->top->eval();
    r->top->clk_i = 1;
    r->top->eval();
    r->top->clk_i = 0;
    r->top->eval();
    return r->top->host_rdata_o;
}

extern "C" void rtl_desc(rtl_t *r, int slot, sm5_res_t *d)
{
    dump_end(r);
    r->top->desc_slot_i = (uint8_t)slot;
    r->top->eval();
    const auto &v = r->top->desc_rdata_o;
    d->kind = (uint8_t)getb(v, 0, 2);
    d->dim = (uint8_t)getb(v, 2, 3);
    d->fmt = (uint8_t)getb(v, 5, 3);
    d->base = getb(v, 8, 32);
    d->size = getb(v, 40, 32);
    d->stride = getb(v, 72, 32);
    d->width = getb(v, 104, 32);
    d->height = getb(v, 136, 32);
    d->depth = getb(v, 168, 32);
    d->counter = getb(v, 200, 32);
}

extern "C" void rtl_flush(rtl_t *r)
{
    if (r->fst) { dump_end(r); r->fst->flush(); }
}

extern "C" bool rtl_sva_failed(const rtl_t *r)
{
    return r->ctx->gotError();
}

// ---- the sequencer (core builds only) ------------------------------------------------
#ifdef SM5_CORE
extern "C" bool rtl_has_seq(void) { return true; }

extern "C" void rtl_host_imem(rtl_t *r, int addr, const sm5_uop_bits_t *uop)
{
    r->top->imem_we_i = 1;
    r->top->imem_addr_i = (uint16_t)addr;
    for (int i = 0; i < SM5_UOP_WORDS; i++) setw(r->top->imem_data_i, i, uop->w[i]);
    host_cycle(r);
}

extern "C" void rtl_seq_start(rtl_t *r, const sm5_seq_run_t *run)
{
    r->top->seq_start_i = 1;
    r->top->seq_len_i = (uint32_t)run->len;
    r->top->seq_threads_i = run->threads;
    r->top->seq_wlanes_i = (uint8_t)run->lanes;
    r->top->seq_wregs_i = (uint8_t)run->wregs;
    r->top->seq_sys_i = run->sysreg >= 0;
    r->top->seq_sysreg_i = (uint8_t)(run->sysreg >= 0 ? run->sysreg : 0);
    r->top->seq_cbase_i = (uint8_t)run->cbase;
    r->top->seq_groups_i = (uint16_t)run->groups;
    r->top->seq_nin_i = (uint8_t)run->nin;
    r->top->seq_vreg_i = (uint8_t)run->vreg;
    host_cycle(r);
}

extern "C" void rtl_seq_next(rtl_t *r)
{
    r->top->seq_next_i = 1;
    host_cycle(r);
}

extern "C" void rtl_seq_out(rtl_t *r, sm5_seq_out_t *o)
{
    Vtop *t = r->top;
    std::memset(o, 0, sizeof *o);
    o->step = t->sq_step_o;
    o->step_pc = t->sq_step_pc_o;
    o->step_mask = get64(t->sq_step_mask_o, 0, SM5_LANES);
    o->state = t->sq_state_o;
    o->wait = t->sq_wait_o;
    o->wave = t->sq_wave_o;
    o->waiting = t->sq_waiting_o;
    o->group = t->sq_group_o;
    o->gnext = t->sq_gnext_o;
    o->pc = t->sq_pc_o;
    o->act = get64(t->sq_act_o, 0, SM5_LANES);
    o->live = get64(t->sq_live_o, 0, SM5_LANES);
    o->depth = t->sq_depth_o;
    o->err = t->sq_err_o;
    o->done = t->sq_done_o;
    o->barriers = t->sq_barriers_o;
}
#else
extern "C" bool rtl_has_seq(void) { return false; }
extern "C" void rtl_host_imem(rtl_t *, int, const sm5_uop_bits_t *) {}
extern "C" void rtl_seq_start(rtl_t *, const sm5_seq_run_t *) {}
extern "C" void rtl_seq_next(rtl_t *) {}
extern "C" void rtl_seq_out(rtl_t *, sm5_seq_out_t *o) { std::memset(o, 0, sizeof *o); }
#endif

/* Lockstep testbench: runs one program on the Verilated RTL (rtl_glue) and on the C cycle
 * model side by side, compares the whole observable bundle every cycle and the final
 * state (register file, memory, counters), then checks the program's //! expect lines
 * against the RTL state. First mismatch: stop with cycle, field, lane/component,
 * expected (cycle model) and actual (RTL), the instructions in flight and the command
 * that reproduces it; the FST is flushed so it covers the failing cycle.
 * Usage: sm5sim [options] PROGRAM.asm     (see usage() below)                        */
#include "rtl_glue.h"
#include "atomic_cpi.h"
#include "ls_waves.h"
#include "sm5_cycle.h"
#include "sm5_core.h"
#include "sm5_load.h"
#include "sm5_prog.h"
#include "sm5_asm.h"
#include "sm5_archsim.h"
#include "sm5_expect.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    const char *test, *path, *waves, *trace, *repro, *state;
    uint64_t seed;
    uint64_t max_cycles;
    uint64_t waves_max;   /* --waves-max-cycles: waves cover this many run cycles (0: all) */
    uint64_t trace_max;   /* --trace-max-mb, in bytes: the trace log stops there (0: no cap) */
    int no_expect;        /* --no-expect: a program without //! expect lines on purpose */
    int quiet;
    int rtl_only;         /* --rtl-only: no cycle model, no compare (SVA broken builds) */
    uint32_t rand_init;   /* 0: zero power-up state; else the seed of a random one */
    int expect_fail;     /* --expect-mismatch FIELD@CYCLE: succeed only on that failure */
    int lockstep_only;   /* a program wider than the build: compare the lanes that exist */
    int show_config;     /* print the model's configuration (lanes, DP/SFU lanes) first */
    int print_config;    /* print the build's parameters after the summary (make sim) */
    int seq;             /* --seq: run through the sequencer even without control flow */
    const char *expect_field;
    long expect_cycle;
} opts_t;

typedef struct {
    const opts_t *o;
    const sm5_prog_t *p;
    rtl_params_t P;
    int lanes;            /* lanes of the run (<= build lanes) */
    uint64_t exec, helper;
    rtl_t *rtl;
    sm5_cycle_t *cyc;
    uint64_t cycle;
    uint64_t checks;
    long *issue_cycle;    /* per tag */
    int offered;          /* tag on the issue port this cycle, -1 when valid is low */
    uint8_t *state;       /* per tag: 0 waiting, 1 accepted */
    int ds_stall;         /* the cycle model's dispatch stall reason of this cycle, -1 none */
    FILE *trace;
    ls_waves_t *waves;    /* mismatch save file, run window (ls_waves.h) */
    /* the sequencer (core builds, programs with control flow) */
    bool core;            /* the run goes through the sequencer */
    sm5_core_t *k;        /* C twin: sequencer + cycle model (cyc = k->cyc) */
    int obase;            /* o#N lives in r(obase + N); -1 without the sequencer */
    sm5_seq_run_t run;    /* the sequencer's run: threads, registers per wave, ... */
    sm5_seq_out_t sq;     /* the C twin's sequencer outputs of this cycle */
} tb_t;

static void usage(void)
{
    fprintf(stderr,
            "usage: sm5sim [--test NAME] [--seed N] [--waves FILE.fst] [--trace FILE]\n"
            "              [--max-cycles N] [--repro CMD] [--quiet]\n"
            "              [--expect-mismatch FIELD@CYCLE] PROGRAM.asm\n"
            "              [--rand-init N] [--lockstep-only] [--rtl-only] [--seq] [--show-config] [--print-config]\n"
            "              [--no-expect] [--waves-max-cycles N] [--trace-max-mb N] [--state FILE]\n"
            "  --no-expect a program without //! expect lines runs (lockstep only) on purpose;\n"
            "              without it such a program is refused, as make run refuses it\n"
            "  --waves-max-cycles N  waves cover the first N run cycles (default 200000, 0: all)\n"
            "  --trace-max-mb N  the trace log stops after N MiB (default 64, 0: no cap)\n"
            "  --state FILE  the RTL's final state (registers, memory, counters) in the format\n"
            "              of sm5run --state, for sim/diff_runners.py\n"
            "  --seed N    0: the issue port offers every op back to back; N > 0: seeded\n"
            "              random issue bubbles (valid low) between ops\n"
            "  --rand-init N  N > 0: the RTL's flops and arrays power up random (seed N) and\n"
            "              the host writes every memory word, so state the reset misses shows\n"
            "  --lockstep-only  a program declaring more lanes (//! lanes) than this build\n"
            "              runs in lockstep on the lanes that exist, its //! expect lines\n"
            "              unchecked, and expect lines on lanes the build lacks are skipped\n"
            "              (without it either is an error: run at the LANES they need)\n"
            "  --rtl-only  drive the RTL alone (no cycle model, no compare): only the RTL's\n"
            "              SVA assertions check it (field `sva` of --expect-mismatch); a core\n"
            "              build still runs the C core beside it, unchecked, for the host's\n"
            "              group refresh and the run's end\n"
            "  --seq       (core builds) run through the sequencer even without control flow;\n"
            "              a program with control flow always does. Exit status 3: the RTL\n"
            "              lacks something the program needs (printed as SKIP with the reason)\n"
            "  --show-config  first print `config: lanes L dp_lanes D sfu_lanes S vec_comps K`: the units\n"
            "              both models run (make test-dbl checks it names the DP_LANES it built)\n"
            "  --print-config  after the summary print the build's parameters: `LANES=n\n"
            "              VEC_COMPS=n SFU_LANES=n DP_LANES=n DOUBLES=n EX1_BYPASS=n ALU_LAT=n CVT_LAT=n\n"
            "              FMA_STAGES=n MUL_CS=n IMUL_STAGES=n` (make sim)\n"
            "A DOUBLES=0 build (no double unit) refuses a program with a double op before the\n"
            "run, naming it and its line (exit status 2).\n");
}

static uint64_t rng_next(uint64_t *s)
{
    uint64_t x = *s;
    x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
    *s = x;
    return x * 0x2545F4914F6CDD1Dull;
}

static float as_float(uint32_t v) { float f; memcpy(&f, &v, sizeof f); return f; }

static bool op_is_float(uint8_t op)
{
    sm5_opclass_t c = sm5_op_class((sm5_op_t)op);
    return c == SM5_CL_FLOAT || c == SM5_CL_F16IN || c == SM5_CL_MOVE || op == SM5_OP_ITOF ||
           op == SM5_OP_UTOF;
}

static void disasm(const tb_t *t, int tag, char *buf, size_t n)
{
    /* the sequencer's own micro-ops (sm5_seq.c): register clears, system values */
    if (tag == 0xFFEF) { snprintf(buf, n, "(sequencer: a register <- 0 for the next group)"); return; }
    if (tag >= 0xFFF0) { snprintf(buf, n, "(sequencer: wave %d's system value %d)", (tag - 0xFFF0) / 2, tag & 1); return; }
    if (tag < 0 || tag >= t->p->nuops) { snprintf(buf, n, "(tag %d: none)", tag); return; }
    sm5_disasm_uop(t->p, &t->p->uops[tag], buf, n);
}

/* "pipe alu, stage EX1" of an op in flight (cycle model view), or "retired" */
static const char *where(const tb_t *t, int tag, char *buf, size_t n)
{
    char st[32];
    int pipe = SM5_PIPE_NONE;
    if (t->o->rtl_only) { snprintf(buf, n, "no cycle model"); return buf; }
    if (tag < 0 || !sm5_cycle_where(t->cyc, (uint16_t)tag, &pipe, st, sizeof st)) {
        snprintf(buf, n, "not in flight");
        return buf;
    }
    snprintf(buf, n, "pipe %s, stage %s", sm5_pipe_name((sm5_pipe_t)pipe), st);
    return buf;
}

static void print_in_flight(const tb_t *t, FILE *f)
{
    char buf[256], w[64];
    int shown = 0;
    if (t->o->rtl_only) { fprintf(f, "  (--rtl-only: no cycle model view of the pipeline)\n"); return; }
    fprintf(f, "  instructions in flight (cycle model view; stages: docs/architecture.md):\n");
    for (int i = 0; i < t->p->nuops; i++) {
        if (t->state[i] != 1) continue;
        char st[32];
        int pipe = SM5_PIPE_NONE;
        if (!sm5_cycle_where(t->cyc, (uint16_t)i, &pipe, st, sizeof st)) continue;
        disasm(t, i, buf, sizeof buf);
        fprintf(f, "    tag %-4d %-26s issued at cycle %-6ld line %-4u %s\n", i,
                where(t, i, w, sizeof w), t->issue_cycle[i], t->p->uop_line[i], buf);
        if (++shown >= 12) { fprintf(f, "    ...\n"); break; }
    }
    if (!shown) fprintf(f, "    (none)\n");
}

/* The sequencer's state and mask stack (C twin: the expected values), failure reports. */
static void print_seq(const tb_t *t, FILE *f)
{
    if (!t->core) return;
    char buf[256];
    const sm5_seq_out_t *q = &t->sq;
    fprintf(f, "  sequencer (C twin, expected): state %s, waiting %s, pc %u", sm5_seq_state_name(q->state),
            sm5_seq_wait_name(q->wait), q->pc);
    if (q->pc < t->p->nuops) {
        disasm(t, q->pc, buf, sizeof buf);
        fprintf(f, " (line %u: %s)", t->p->uop_line[q->pc], buf);
    }
    fprintf(f, "\n    group %u, current wave %u, error %s, waves parked at a barrier %u, barriers %u\n",
            q->group, q->wave, sm5_seq_err_name(q->err), q->waiting, q->barriers);
    for (int w = 0; w < sm5_seq_nwaves(t->k->seq); w++) {
        uint16_t pc;
        uint64_t act, live;
        sm5_seq_ent_t st[SM5_SEQ_DEPTH_MAX];
        sm5_seq_wave(t->k->seq, w, &pc, &act, &live);
        int n = sm5_seq_stack(t->k->seq, w, st, SM5_SEQ_DEPTH_MAX);
        fprintf(f, "    wave %d: pc %u, active 0x%llx, live 0x%llx, mask stack depth %d%s\n", w, pc,
                (unsigned long long)act, (unsigned long long)live, n, n ? " (innermost last):" : "");
        for (int i = 0; i < n && i < SM5_SEQ_DEPTH_MAX; i++)
            fprintf(f, "      [%2d] %-6s opened at pc %-4u line %-4u outer 0x%llx pending 0x%llx running 0x%llx nomatch 0x%llx\n",
                    i, sm5_seq_kind_name(st[i].kind), st[i].open, st[i].open < t->p->nuops ? t->p->uop_line[st[i].open] : 0,
                    (unsigned long long)st[i].outer, (unsigned long long)st[i].pending,
                    (unsigned long long)st[i].running, (unsigned long long)st[i].nomatch);
    }
}

static void repro(const tb_t *t, FILE *f)
{
    if (t->o->repro) fprintf(f, "  reproduce: %s\n", t->o->repro);
    else fprintf(f, "  reproduce: make sim TEST=%s SEED=%llu LANES=%d\n", t->o->path,
                 (unsigned long long)t->o->seed, t->P.lanes);
}

/* Returns the exit status for a mismatch (0 when it was the expected one). */
static int fail(tb_t *t, const char *field, int lane, int comp, uint64_t exp, uint64_t act,
                int tag, bool show_float)
{
    FILE *f = stdout;
    ls_waves_mismatch(t->waves, t->rtl, t->cycle, field, lane, comp, exp, act);
    rtl_flush(t->rtl);
    fprintf(f, "MISMATCH test %s seed %llu lanes %d cycle %llu (wave time %llu ns) field %s",
            t->o->test, (unsigned long long)t->o->seed, t->P.lanes,
            (unsigned long long)t->cycle, (unsigned long long)ls_waves_mismatch_ns(t->waves), field);
    if (lane >= 0) fprintf(f, " lane %d", lane);
    if (comp >= 0) fprintf(f, " comp %c", "xyzw"[comp]);
    fprintf(f, "\n  expected (C cycle model) 0x%llx  actual (RTL) 0x%llx",
            (unsigned long long)exp, (unsigned long long)act);
    if (!strcmp(field, "ds_stall"))
        fprintf(f, "  (%s vs %s)", sm5_stall_name((sm5_stall_t)exp), sm5_stall_name((sm5_stall_t)act));
    if (!strcmp(field, "rf_wr.pipe"))
        fprintf(f, "  (%s vs %s)", sm5_pipe_name((sm5_pipe_t)exp), sm5_pipe_name((sm5_pipe_t)act));
    if (show_float) fprintf(f, "  (as f32: %.9g vs %.9g)", (double)as_float((uint32_t)exp),
                            (double)as_float((uint32_t)act));
    fprintf(f, "\n");
    if (tag >= 0) {
        char buf[256], w[64];
        disasm(t, tag, buf, sizeof buf);
        fprintf(f, "  instruction: tag %d line %u (%s): %s\n", tag,
                tag < t->p->nuops ? t->p->uop_line[tag] : 0, where(t, tag, w, sizeof w), buf);
    }
    print_in_flight(t, f);
    print_seq(t, f);
    if (t->offered >= 0) {
        char buf[256];
        disasm(t, t->offered, buf, sizeof buf);
        fprintf(f, "  offered on the issue port: tag %d line %u: %s\n", t->offered,
                t->p->uop_line[t->offered], buf);
    }
    if (t->ds_stall >= 0)
        fprintf(f, "  dispatch stage this cycle: %s (%s)\n", sm5_stall_name((sm5_stall_t)t->ds_stall),
                sm5_stall_why((sm5_stall_t)t->ds_stall));
    ls_waves_report(t->waves, f);
    repro(t, f);
    if (t->o->expect_field) {
        bool ok = strcmp(field, t->o->expect_field) == 0 &&
                  (t->o->expect_cycle < 0 || (uint64_t)t->o->expect_cycle == t->cycle);
        printf("broken-RTL check: %s (wanted %s@%ld, got %s@%llu)\n",
               ok ? "caught as expected" : "WRONG failure", t->o->expect_field,
               t->o->expect_cycle, field, (unsigned long long)t->cycle);
        return ok ? 0 : 1;
    }
    return 1;
}

#define CHK(field, lane, comp, e, a, tag, flt) do { \
        t->checks++; \
        if ((uint64_t)(e) != (uint64_t)(a)) return fail(t, field, lane, comp, (e), (a), (tag), (flt)); \
    } while (0)

/* The write port. The field names are literals: CHK takes its name only on a mismatch
 * (formatting one for every check was most of the compare's cost). */
static int cmp_regwr(tb_t *t, const sm5_regwr_t *e, const sm5_regwr_t *a)
{
    CHK("rf_wr.valid", -1, -1, e->valid, a->valid, e->valid ? e->tag : (a->valid ? a->tag : -1), false);
    if (!e->valid) return -1;
    CHK("rf_wr.tag", -1, -1, e->tag, a->tag, e->tag, false);
    CHK("rf_wr.pipe", -1, -1, e->pipe, a->pipe, e->tag, false);
    CHK("rf_wr.reg", -1, -1, e->reg, a->reg, e->tag, false);
    CHK("rf_wr.mask", -1, -1, e->mask, a->mask, e->tag, false);
    CHK("rf_wr.lanes", -1, -1, e->lanes, a->lanes, e->tag, false);
    bool flt = e->tag < t->p->nuops && op_is_float(t->p->uops[e->tag].op);
    for (int l = 0; l < t->P.lanes; l++) {
        if (!((e->lanes >> l) & 1)) continue;
        for (int c = 0; c < 4; c++)
            if ((e->mask >> c) & 1) CHK("rf_wr.data", l, c, e->data[l][c], a->data[l][c], e->tag, flt);
    }
    return -1;
}

/* -1: equal; otherwise the exit status */
static int compare(tb_t *t, const sm5_bundle_t *e, const sm5_bundle_t *a)
{
    int r;
    /* issue_ready is a function of registers only: compared every cycle */
    CHK("issue_ready", -1, -1, e->issue_ready, a->issue_ready, -1, false);
    CHK("acc_valid", -1, -1, e->acc_valid, a->acc_valid, e->acc_valid ? e->acc_tag : -1, false);
    if (e->acc_valid) CHK("acc_tag", -1, -1, e->acc_tag, a->acc_tag, e->acc_tag, false);
    CHK("ds_valid", -1, -1, e->ds_valid, a->ds_valid, e->ds_valid ? e->ds_tag : (a->ds_valid ? a->ds_tag : -1), false);
    if (e->ds_valid) CHK("ds_tag", -1, -1, e->ds_tag, a->ds_tag, e->ds_tag, false);
    CHK("ds_stall", -1, -1, e->ds_stall, a->ds_stall, -1, false);
    if ((r = cmp_regwr(t, &e->rf_wr, &a->rf_wr)) >= 0) return r;
    CHK("done_valid", -1, -1, e->done_valid, a->done_valid, e->done_valid ? e->done_tag : -1, false);
    if (e->done_valid) CHK("done_tag", -1, -1, e->done_tag, a->done_tag, e->done_tag, false);
    for (int k = 0; k < t->P.banks; k++) {
        CHK("bank_valid", k, -1, e->bank_valid[k], a->bank_valid[k], -1, false);
        if (!e->bank_valid[k]) continue;
        CHK("bank_we", k, -1, e->bank_we[k], a->bank_we[k], -1, false);
        CHK("bank_addr", k, -1, e->bank_addr[k], a->bank_addr[k], -1, false);
        if (e->bank_we[k]) CHK("bank_wdata", k, -1, e->bank_wdata[k], a->bank_wdata[k], -1, false);
    }
    CHK("grant", -1, -1, e->grant, a->grant, -1, false);
    CHK("ub_valid", -1, -1, e->ub_valid, a->ub_valid, -1, false);
    if (e->ub_valid)
        for (int l = 0; l < t->P.lanes; l++)
            for (int c = 0; c < 4; c++)
                CHK("ub_stat", l, c, e->ub_stat[l][c], a->ub_stat[l][c], -1, false);
    CHK("idle", -1, -1, e->idle, a->idle, -1, false);
    return -1;
}

/* The sequencer's part of the bundle: retirement (pc, active lanes) and its registers. */
static int compare_seq(tb_t *t, const sm5_seq_out_t *e, const sm5_seq_out_t *a)
{
    CHK("sq.step", -1, -1, e->step, a->step, e->step ? e->step_pc : (a->step ? a->step_pc : -1), false);
    if (e->step) {
        CHK("sq.step_pc", -1, -1, e->step_pc, a->step_pc, e->step_pc, false);
        CHK("sq.step_mask", -1, -1, e->step_mask, a->step_mask, e->step_pc, false);
    }
    CHK("sq.state", -1, -1, e->state, a->state, -1, false);
    CHK("sq.wait", -1, -1, e->wait, a->wait, -1, false);
    CHK("sq.wave", -1, -1, e->wave, a->wave, -1, false);
    CHK("sq.waiting", -1, -1, e->waiting, a->waiting, -1, false);
    CHK("sq.group", -1, -1, e->group, a->group, -1, false);
    CHK("sq.gnext", -1, -1, e->gnext, a->gnext, -1, false);
    CHK("sq.pc", -1, -1, e->pc, a->pc, e->pc, false);
    CHK("sq.act", -1, -1, e->act, a->act, e->pc, false);
    CHK("sq.live", -1, -1, e->live, a->live, e->pc, false);
    CHK("sq.depth", -1, -1, e->depth, a->depth, e->pc, false);
    CHK("sq.err", -1, -1, e->err, a->err, e->pc, false);
    CHK("sq.done", -1, -1, e->done, a->done, -1, false);
    CHK("sq.barriers", -1, -1, e->barriers, a->barriers, -1, false);
    return -1;
}

static void trace_cycle(tb_t *t, const sm5_bundle_t *b)
{
    if (!t->trace) return;
    /* the cap, looked at every 1024 cycles (ftell may cost a system call) */
    if (t->o->trace_max && (t->cycle & 1023u) == 0 && (uint64_t)ftell(t->trace) > t->o->trace_max) {
        fprintf(t->trace, "# the trace stops at cycle %llu: its %llu MiB cap (--trace-max-mb; make sim "
                "TRACE_MAX_MB=n, 0: none)\n", (unsigned long long)t->cycle,
                (unsigned long long)(t->o->trace_max >> 20));
        fclose(t->trace);
        t->trace = NULL;
        return;
    }
    char buf[256];
    if (t->core && t->sq.step) {   /* the sequencer retired a micro-op */
        disasm(t, t->sq.step_pc, buf, sizeof buf);
        fprintf(t->trace, "%8llu  SEQ  wave %u pc %-4u mask 0x%016llx depth %-2u %s\n", (unsigned long long)t->cycle,
                t->sq.wave, t->sq.step_pc, (unsigned long long)t->sq.step_mask, t->sq.depth, buf);
    }
    if (b->ds_valid) {
        disasm(t, b->ds_tag, buf, sizeof buf);
        fprintf(t->trace, "%8llu  DS   tag %-4u issued %-6ld %-4s %s\n", (unsigned long long)t->cycle,
                b->ds_tag, b->ds_tag < t->p->nuops ? t->issue_cycle[b->ds_tag] : -1L,
                b->ds_tag < t->p->nuops ? sm5_pipe_name(sm5_op_pipe((sm5_op_t)t->p->uops[b->ds_tag].op)) : "?",
                buf);
    } else if (b->ds_stall != SM5_STALL_EMPTY) {
        fprintf(t->trace, "%8llu  DS   stall %s\n", (unsigned long long)t->cycle,
                sm5_stall_name((sm5_stall_t)b->ds_stall));
    }
    const sm5_regwr_t *ws[1] = {&b->rf_wr};
    for (int i = 0; i < 1; i++) {
        const sm5_regwr_t *w = ws[i];
        if (!w->valid) continue;
        disasm(t, w->tag, buf, sizeof buf);
        fprintf(t->trace, "%8llu  %-4s tag %-4u issued %-6ld lanes 0x%016llx  %-44s r%u.%s%s%s%s <-",
                (unsigned long long)t->cycle, sm5_pipe_name((sm5_pipe_t)w->pipe), w->tag,
                w->tag < t->p->nuops ? t->issue_cycle[w->tag] : -1L,
                (unsigned long long)w->lanes, buf, w->reg,
                (w->mask & 1) ? "x" : "", (w->mask & 2) ? "y" : "", (w->mask & 4) ? "z" : "",
                (w->mask & 8) ? "w" : "");
        int shown = 0;
        for (int l = 0; l < t->P.lanes && shown < 4; l++) {
            if (!((w->lanes >> l) & 1)) continue;
            fprintf(t->trace, " L%d(", l);
            const char *sep = "";
            for (int c = 0; c < 4; c++)
                if ((w->mask >> c) & 1) { fprintf(t->trace, "%s%08x", sep, w->data[l][c]); sep = " "; }
            fprintf(t->trace, ")");
            shown++;
        }
        if (shown == 4) fprintf(t->trace, " ...");
        fprintf(t->trace, "\n");
    }
    if (b->done_valid) {
        disasm(t, b->done_tag, buf, sizeof buf);
        fprintf(t->trace, "%8llu  DONE tag %-4u issued %-6ld %s\n", (unsigned long long)t->cycle,
                b->done_tag, b->done_tag < t->p->nuops ? t->issue_cycle[b->done_tag] : -1L, buf);
    }
    for (int k = 0; k < t->P.banks; k++)
        if (b->bank_valid[k])
            fprintf(t->trace, "%8llu  BANK %2d %s word 0x%08x%s", (unsigned long long)t->cycle, k,
                    b->bank_we[k] ? "write" : "read ", b->bank_addr[k],
                    b->bank_we[k] ? "" : "\n"),
            b->bank_we[k] ? fprintf(t->trace, " data 0x%08x\n", b->bank_wdata[k]) : 0;
    if (b->ub_valid) {
        fprintf(t->trace, "%8llu  UB  ", (unsigned long long)t->cycle);
        for (int l = 0; l < t->P.lanes; l++)
            for (int c = 0; c < 4; c++)
                if (b->ub_stat[l][c] >= SM5_ACC_OOB) fprintf(t->trace, " L%d.%d:%u", l, c, b->ub_stat[l][c]);
        fprintf(t->trace, "\n");
    }
}

/* Highest register the program touches, or -1. */
static int max_reg(const sm5_prog_t *p)
{
    int m = -1;
    for (int i = 0; i < p->nuops; i++) {
        const sm5_uop_t *u = &p->uops[i];
        for (int s = 0; s < SM5_NSRC; s++)
            if (u->src[s].kind == SM5_SRC_TEMP && u->src[s].idx > m) m = u->src[s].idx;
        bool wr = sm5_op_alu_writes_reg((sm5_op_t)u->op) || sm5_op_returns_value((sm5_op_t)u->op);
        if (wr && u->dst_reg > m) m = u->dst_reg;
        if (sm5_op_ndst((sm5_op_t)u->op) == 2 && u->dst2_mask && u->dst2_reg > m) m = u->dst2_reg;
    }
    for (int i = 0; i < p->nexpects; i++)
        if (p->expects[i].kind == SM5_EXP_REG && p->expects[i].reg > m) m = p->expects[i].reg;
    return m;
}

static int final_compare(tb_t *t, sm5_arch_t *arch)
{
    uint32_t row[SM5_MAX_LANES][4];
    for (int r = 0; r < t->P.nregs; r++) {
        rtl_reg_row(t->rtl, r, row);
        for (int l = 0; l < t->P.lanes; l++)
            for (int c = 0; c < 4; c++) {
                char f[32];
                snprintf(f, sizeof f, "final.r%d", r);
                CHK(f, l, c, sm5_cycle_reg(t->cyc, r, l, c), row[l][c], -1, false);
                /* the ISA-level simulator must agree with the cycle model too (with the
                 * sequencer: per thread, below) */
                if (!t->core && l < arch->lanes && r < arch->nregs) {
                    snprintf(f, sizeof f, "final.archsim.r%d", r);
                    CHK(f, l, c, sm5_arch_reg(arch, l, r)[c], sm5_cycle_reg(t->cyc, r, l, c), -1, false);
                }
            }
    }
    /* with the sequencer: thread t is lane t % lanes of wave t / lanes, its r# at
     * wave * wregs + #, its o# at wave * wregs + obase + # */
    for (uint32_t th = 0; t->core && th < arch->nthreads; th++) {
        int l = (int)(th % (uint32_t)t->lanes), base = (int)(th / (uint32_t)t->lanes) * t->run.wregs;
        char f[32];
        for (int r = 0; r < arch->nregs; r++)
            for (int c = 0; c < 4; c++) {
                snprintf(f, sizeof f, "final.archsim.r%d", r);
                CHK(f, (int)th, c, sm5_arch_reg(arch, (int)th, r)[c], sm5_cycle_reg(t->cyc, base + r, l, c), -1, false);
            }
        for (int o = 0; o < SM5_NIO; o++)
            for (int c = 0; (t->p->out_decl >> o) & 1u && c < 4; c++) {
                snprintf(f, sizeof f, "final.archsim.o%d", o);
                CHK(f, (int)th, c, arch->out[((size_t)th * SM5_NIO + (size_t)o) * 4u + (size_t)c],
                    sm5_cycle_reg(t->cyc, base + t->obase + o, l, c), -1, false);
            }
    }
    for (uint32_t a = 0; a < t->p->mem_words; a++) {
        CHK("final.mem", (int)a, -1, sm5_cycle_mem(t->cyc, a), rtl_mem(t->rtl, a), -1, false);
        CHK("final.archsim.mem", (int)a, -1, arch->words[a], sm5_cycle_mem(t->cyc, a), -1, false);
    }
    for (int s = 0; s < SM5_NRES; s++) {
        sm5_res_t e, a;
        sm5_cycle_desc(t->cyc, s, &e);
        rtl_desc(t->rtl, s, &a);
        CHK("final.counter", s, -1, e.counter, a.counter, -1, false);
        CHK("final.archsim.counter", s, -1, arch->mem.res[s].counter, e.counter, -1, false);
    }
    return -1;
}

/* //! expect lines against the RTL state. Returns failures; *n gets values checked,
 * *skipped the ones naming lanes this build does not have. */
/* The RTL's final state in the form of sm5_arch_write_state (sm5run --state): the
 * threads of the run (of the last group), their r# (and o#, through the sequencer), every
 * word of every declared resource and the UAVs' hidden counters. */
static int write_state(const tb_t *t, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) { perror(path); return -1; }
    const sm5_prog_t *p = t->p;
    uint32_t row[SM5_MAX_LANES][4];
    uint32_t nth = (uint32_t)t->lanes, g = sm5_prog_group_threads(p);
    if (t->core) nth = sm5_seq_threads(p, t->lanes);
    else if (g && g < nth) nth = g;   /* lanes past the group do not exist */
    sm5_state_header(f, p->file, nth, t->lanes);
    for (uint32_t th = 0; th < nth; th++) {
        int l = (int)(th % (uint32_t)t->lanes), base = t->core ? (int)(th / (uint32_t)t->lanes) * t->run.wregs : 0;
        /* (dcl_temps beyond this build's register file: those the program never names,
         * max_reg has checked; the comparison takes a missing register as never written) */
        int nr = !t->core && p->nregs > t->P.nregs ? t->P.nregs : p->nregs;
        for (int r = 0; r < nr; r++) {
            rtl_reg_row(t->rtl, base + r, row);
            sm5_state_vec(f, 'r', th, r, row[l]);
        }
        for (int o = 0; t->core && o < SM5_NIO; o++) {
            if (!(p->out_decl >> o & 1u)) continue;
            rtl_reg_row(t->rtl, base + t->obase + o, row);
            sm5_state_vec(f, 'o', th, o, row[l]);
        }
    }
    char nb[4];
    for (int s = 0; s < SM5_PROG_NRES; s++) {
        const sm5_res_t *r = &p->res[s];
        if (r->kind == SM5_RES_NONE) continue;
        sm5_res_name(s, nb);
        for (uint32_t k = 0; k < r->size; k++) sm5_state_word(f, nb, k, rtl_mem(t->rtl, r->base + k));
        if (s < 8) {
            sm5_res_t d;
            rtl_desc(t->rtl, s, &d);
            sm5_state_counter(f, nb, d.counter);
        }
    }
    return fclose(f);
}

/* One line for an expect line that failed on some lanes: how many of the lanes checked,
 * which, and the first one's values (32 identical lines said less). */
static void report_lanes(const tb_t *t, const sm5_expect_t *x, bool out, sm5_lanes_t *fl, uint32_t nchk,
                         const char *why1)
{
    if (!fl->count) return;
    printf("%s:%u: expect %c%u.%c%s", t->p->file, x->line, out ? 'o' : 'r', x->reg, "xyzw"[x->comp],
           x->width == 64 ? (x->comp ? "w" : "y") : "");
    if (fl->count > 1) printf(": %u of %u lanes fail (lanes %s); %s (RTL)\n", fl->count, nchk, sm5_lanes_str(fl), why1);
    else printf(" %s (RTL)\n", why1);
}

static int check_expects(tb_t *t, int *n, int *skipped)
{
    int bad = 0;
    uint32_t row[SM5_MAX_LANES][4];
    char why[256], why1[300];
    *n = 0; *skipped = 0;
    for (int i = 0; i < t->p->nexpects; i++) {
        const sm5_expect_t *x = &t->p->expects[i];
        if (t->core && (x->kind == SM5_EXP_REG || x->kind == SM5_EXP_OUT)) {
            /* per thread: lane th % lanes of wave th / lanes (registers at wave * wregs) */
            bool out = x->kind == SM5_EXP_OUT;
            uint32_t nth = sm5_seq_threads(t->p, t->lanes), nchk = 0;
            sm5_lanes_t fl;
            sm5_lanes_init(&fl);
            for (uint32_t th = 0; th < nth; th++) {
                int l = (int)(th % (uint32_t)t->lanes);
                if (x->lane == SM5_EXPECT_ALL_LANES) {
                    if (!((t->exec >> l) & 1) || ((t->helper >> l) & 1)) continue;
                } else if ((int32_t)th != x->lane) continue;
                rtl_reg_row(t->rtl, (int)(th / (uint32_t)t->lanes) * t->run.wregs + (out ? t->obase : 0) + x->reg, row);
                (*n)++;
                nchk++;
                if (!sm5_expect_match(x, &row[l][x->comp], why, sizeof why)) {
                    bad++;
                    if (!fl.count) snprintf(why1, sizeof why1, "lane %u: %s", th, why);
                    sm5_lanes_add(&fl, th);
                }
            }
            report_lanes(t, x, out, &fl, nchk, why1);
            if (x->lane != SM5_EXPECT_ALL_LANES && (uint32_t)x->lane >= nth) {
                bad++;
                printf("%s:%u: expect lane %d: the group has only %u threads\n", t->p->file, x->line, x->lane, nth);
            }
        } else if (x->kind == SM5_EXP_REG) {
            uint32_t nchk = 0;
            sm5_lanes_t fl;
            sm5_lanes_init(&fl);
            rtl_reg_row(t->rtl, x->reg, row);
            for (int l = 0; l < SM5_MAX_LANES; l++) {
                if (x->lane == SM5_EXPECT_ALL_LANES) {
                    if (l >= t->lanes || !((t->exec >> l) & 1) || ((t->helper >> l) & 1)) continue;
                } else if (l != x->lane) continue;
                if (l >= t->lanes) { (*skipped)++; continue; }
                (*n)++;
                nchk++;
                /* one rule for every runner (sm5_expect.h); an f64 pair reads comp, comp+1 */
                if (!sm5_expect_match(x, &row[l][x->comp], why, sizeof why)) {
                    bad++;
                    if (!fl.count) snprintf(why1, sizeof why1, "lane %d: %s", l, why);
                    sm5_lanes_add(&fl, (uint32_t)l);
                }
            }
            report_lanes(t, x, false, &fl, nchk, why1);
        } else {
            uint32_t v;
            char rn[8];
            if (x->kind == SM5_EXP_MEM) v = rtl_mem(t->rtl, t->p->res[x->res].base + x->word);
            else { sm5_res_t d; rtl_desc(t->rtl, x->res, &d); v = d.counter; }
            (*n)++;
            if (!sm5_expect_match(x, &v, why, sizeof why)) {
                bad++;
                if (x->kind == SM5_EXP_MEM)
                    printf("%s:%u: expect %s[%u]: %s (RTL)\n", t->p->file, x->line,
                           sm5_res_name(x->res, rn), x->word, why);
                else
                    printf("%s:%u: expect counter %s: %s (RTL)\n", t->p->file, x->line,
                           sm5_res_name(x->res, rn), why);
            }
        }
    }
    return bad;
}

static int parse_args(int argc, char **argv, opts_t *o)
{
    memset(o, 0, sizeof *o);
    o->max_cycles = 1000000;
    o->waves_max = 200000;
    o->trace_max = (uint64_t)64 << 20;
    o->expect_cycle = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--test") && v) { o->test = v; i++; }
        else if (!strcmp(a, "--seed") && v) { o->seed = strtoull(v, NULL, 0); i++; }
        else if (!strcmp(a, "--waves") && v) { o->waves = *v ? v : NULL; i++; }
        else if (!strcmp(a, "--trace") && v) { o->trace = *v ? v : NULL; i++; }
        else if (!strcmp(a, "--repro") && v) { o->repro = v; i++; }
        else if (!strcmp(a, "--max-cycles") && v) { o->max_cycles = strtoull(v, NULL, 0); i++; }
        else if (!strcmp(a, "--waves-max-cycles") && v) { o->waves_max = strtoull(v, NULL, 0); i++; }
        else if (!strcmp(a, "--trace-max-mb") && v) { o->trace_max = strtoull(v, NULL, 0) << 20; i++; }
        else if (!strcmp(a, "--state") && v) { o->state = *v ? v : NULL; i++; }
        else if (!strcmp(a, "--no-expect")) o->no_expect = 1;
        else if (!strcmp(a, "--rand-init") && v) { o->rand_init = (uint32_t)strtoul(v, NULL, 0); i++; }
        else if (!strcmp(a, "--quiet")) o->quiet = 1;
        else if (!strcmp(a, "--lockstep-only")) o->lockstep_only = 1;
        else if (!strcmp(a, "--show-config")) o->show_config = 1;
        else if (!strcmp(a, "--print-config")) o->print_config = 1;
        else if (!strcmp(a, "--rtl-only")) o->rtl_only = 1;
        else if (!strcmp(a, "--seq")) o->seq = 1;
        else if (!strcmp(a, "--expect-mismatch") && v) {
            static char fld[64];
            snprintf(fld, sizeof fld, "%s", v);
            char *at = strchr(fld, '@');
            if (at) { *at = 0; o->expect_cycle = strtol(at + 1, NULL, 0); }
            o->expect_field = fld;
            i++;
        } else if (a[0] == '-') { usage(); return -1; }
        else if (!o->path) o->path = a;
        else { usage(); return -1; }
    }
    if (!o->path) { usage(); return -1; }
    if (!o->test) o->test = o->path;
    return 0;
}

/* a constant-buffer row into the RTL's constant RAM (sm5_seq_cbuf_rows) */
static void put_cbuf_row(void *rtl, int row, const uint32_t v[4]) { rtl_host_const(rtl, row, v); }

int main(int argc, char **argv)
{
    opts_t o;
    if (parse_args(argc, argv, &o)) return 2;
    sm5_prog_t p;
    char err[SM5_PROG_ERR_MAX];
    if (sm5_prog_load(o.path, &p, err, sizeof err) != 0) { fputs(err, stderr); return 2; }

    tb_t t;
    memset(&t, 0, sizeof t);
    t.o = &o; t.p = &p;
    rtl_params(&t.P);
    /* SPEC 14: a build without the double unit refuses a double op before the run */
    if (sm5_cycle_refuse_doubles(t.P.doubles, p.uops, p.nuops, o.path, p.uop_line, p.uop_col,
                                 err, sizeof err) >= 0) {
        fputs(err, stderr);
        return 2;
    }
    int want = sm5_prog_run_lanes(&p, t.P.lanes);
    t.lanes = want > t.P.lanes ? t.P.lanes : want;
    if (want > t.P.lanes && !o.lockstep_only) {
        /* its expectations may depend on the missing lanes (P-9 order, counters): run
         * as written, or say on purpose that only the lockstep comparison counts */
        fprintf(stderr, "%s: error: the program declares //! lanes %d but this model has "
                "LANES=%d, so its %d //! expect lines could not be checked; run it at "
                "LANES=%d (make sim TEST=%s LANES=%d), or pass --lockstep-only to compare "
                "the first %d lanes without them\n", o.path, want, t.P.lanes, p.nexpects,
                want, o.path, want, t.P.lanes);
        return 2;
    }
    if (p.nexpects == 0 && !p.expect_error && !o.no_expect && !o.lockstep_only && !o.expect_field) {
        /* the rule of make run (sm5run): a run that checks nothing of the result fails */
        fprintf(stderr, "%s: error: no //! expect lines, so nothing of its result would be checked "
                "(NO_EXPECT=1 / --no-expect: run it in lockstep only, on purpose)\n", o.path);
        return 2;
    }
    t.exec = sm5_prog_exec_mask(&p, t.lanes);
    t.helper = sm5_prog_helper_mask(&p, t.lanes);
    t.obase = -1;
    /* control flow (and o# outputs, groups, a group of several waves): through the
     * sequencer of a core build. --lockstep-only and --expect-mismatch (the suites' cut
     * runs, the broken builds) keep a flow-free
     * group larger than the lanes on sm5_top, which runs its first wave: the compare of
     * RTL and cycle model is the point there; make sim runs the program as written. */
    const char *flow = sm5_prog_needs_flow_hw(&p, t.lanes);
    bool first_wave = false;
    if (flow && (o.lockstep_only || o.expect_field) && !o.seq && !sm5_prog_needs_flow_hw_one_wave(&p)) {
        flow = NULL;
        first_wave = true;
    }
    if ((flow || o.seq) && !rtl_has_seq()) {
        fprintf(stderr, "%s: error: %s needs the sequencer: run it on a core build (make sim "
                "TEST=%s builds build/obj_C%d; this model is %s)\n", o.path, flow ? flow : "--seq",
                o.path, t.P.lanes, "sm5_top alone");
        return 2;
    }
    t.core = flow || o.seq;
    if (t.core) {
        char wbuf[200];
        const char *why = sm5_seq_unsupported(&p, t.lanes, t.P.nregs, t.P.seq_waves, t.P.cbufs, t.P.cb_rows,
                                           wbuf, sizeof wbuf);
        if (!why && p.nuops > t.P.imem_depth) why = "more micro-ops than its instruction memory (IMEM_DEPTH)";
        for (int i = 0; i < p.nuops && !why; i++)
            if (sm5_op_pipe((sm5_op_t)p.uops[i].op) == SM5_PIPE_NONE) {
                snprintf(wbuf, sizeof wbuf, "`%s` (line %u: no execution pipe in this RTL)",
                         sm5_op_name((sm5_op_t)p.uops[i].op), p.uop_line[i]);
                why = wbuf;
            }
        if (why) {
            printf("sim: %-28s SKIP: the RTL does not run %s yet; the C model does (make run PROG=%s)\n",
                   o.test, why, o.path);
            sm5_prog_free(&p);
            return 3;
        }
    }
    int mr = t.core ? 0 : max_reg(&p);   /* (the sequencer's register budget: checked above) */
    if (mr >= t.P.nregs) {
        fprintf(stderr, "%s: error: the program uses r%d but this build has NREGS=%d "
                "(rebuild with NREGS=%d)\n", o.path, mr, t.P.nregs, mr + 1);
        return 2;
    }
    if (p.nconst > t.P.nconst || p.mem_words > t.P.mem_words) {
        fprintf(stderr, "%s: error: the program needs %d constants and %u memory words; "
                "this build has %d and %u\n", o.path, p.nconst, p.mem_words, t.P.nconst,
                t.P.mem_words);
        return 2;
    }
    if (p.nuops > 65536) { fprintf(stderr, "%s: error: too many micro-ops for 16-bit tags\n", o.path); return 2; }
    for (int i = 0; i < p.nuops; i++)
        if (sm5_op_pipe((sm5_op_t)p.uops[i].op) == SM5_PIPE_NONE) {
            fprintf(stderr, "%s:%u:1: error: `%s` has no execution pipe in this RTL yet (its unit "
                    "lands later: sm5_op_pipe in cmodel/sm5_pipe.c); run it on the C model "
                    "(make run PROG=%s)\n", o.path, p.uop_line[i], sm5_op_name((sm5_op_t)p.uops[i].op),
                    o.path);
            return 2;
        }

    sm5_core_t core;
    sm5_uop_t *low = NULL;
    sm5_cycle_cfg_t cfg;
    sm5_cycle_cfg_default(&cfg, t.P.lanes, t.P.nregs, t.P.nconst, t.P.banks, t.P.mem_words);
    if (t.P.dp_lanes > 0) {   /* a build with -GDP_LANES: the DBL latency follows */
        cfg.dp_lanes = t.P.dp_lanes;
        cfg.lat[SM5_PIPE_DBL] = sm5_dbl_latency(t.P.lanes, t.P.dp_lanes);
    }
    cfg.sfu_lanes = t.P.sfu_lanes;
    cfg.doubles = t.P.doubles;
    cfg.vec_comps = t.P.vec_comps;
    cfg.ex1_bypass = t.P.ex1_bypass;
    if (t.P.alu_lat > 0) cfg.lat[SM5_PIPE_ALU] = t.P.alu_lat;   /* -GALU_LAT: the ALU pipe follows */
    if (t.P.cvt_lat > 0) cfg.lat[SM5_PIPE_CVT] = t.P.cvt_lat;   /* -GCVT_LAT: the CVT pipe follows */
    /* -GFMA_STAGES: the FMA and DP pipes follow, and the dp steps' spacing */
    if (t.P.fma_stages > 0) sm5_cycle_cfg_fma_stages(&cfg, t.P.fma_stages);
    if (t.P.imul_stages > 0) sm5_cycle_cfg_imul_stages(&cfg, t.P.imul_stages);   /* -GIMUL_STAGES */
    cfg.cbufs = t.P.cbufs;
    cfg.cb_rows = t.P.cb_rows;
    if (o.show_config)
        printf("config: lanes %d dp_lanes %d sfu_lanes %d vec_comps %d\n", t.P.lanes, cfg.dp_lanes,
               cfg.sfu_lanes, cfg.vec_comps);
    if (t.core) {
        low = calloc((size_t)p.nuops, sizeof *low);
        if (!low || sm5_core_init(&core, &cfg, t.P.seq_depth, t.P.seq_waves, t.P.imem_depth) != 0) {
            fprintf(stderr, "out of memory\n");
            return 2;
        }
        t.k = &core;
        t.cyc = core.cyc;
        t.obase = sm5_seq_lower(&p, low);
        sm5_seq_run_of(&p, t.lanes, p.nconst, &t.run);
    } else {
        t.cyc = sm5_cycle_new_cfg(&cfg);
    }
    t.rtl = rtl_new(o.waves, o.rand_init);
    t.issue_cycle = calloc((size_t)p.nuops + 1, sizeof *t.issue_cycle);
    t.state = calloc((size_t)p.nuops + 1, 1);
    t.waves = ls_waves_new(o.waves, o.test, &t.P);
    if (!t.cyc || !t.rtl || !t.issue_cycle || !t.state || !t.waves) { fprintf(stderr, "out of memory\n"); return 2; }
    if (o.trace) {
        t.trace = fopen(o.trace, "w");
        if (!t.trace) { perror(o.trace); return 2; }
        fprintf(t.trace, "# %s  lanes %d (build %d)  exec 0x%llx helper 0x%llx  seed %llu\n"
                "#   cycle  unit tag  issued lanes  instruction  register write (first 4 lanes); DS: dispatch\n",
                o.test, t.lanes, t.P.lanes, (unsigned long long)t.exec,
                (unsigned long long)t.helper, (unsigned long long)o.seed);
    }

    /* reset and host setup: the same writes into both models */
    rtl_reset(t.rtl);
    sm5_cycle_reset(t.cyc);
    rtl_host_cfg(t.rtl, t.exec, t.helper);
    sm5_cycle_set_config(t.cyc, t.exec, t.helper);
    for (int i = 0; i < p.nconst; i++) {
        rtl_host_const(t.rtl, i, p.cfile[i]);
        sm5_cycle_set_const(t.cyc, i, p.cfile[i]);
    }
    sm5_res_t descs[SM5_NRES];   /* (through the sequencer: t# in a free u# slot, sm5_core_descs) */
    if (t.core) sm5_core_descs(&p, descs);
    else memcpy(descs, p.res, sizeof descs);
    for (int s = 0; s < SM5_NRES; s++) {
        rtl_host_desc(t.rtl, s, &descs[s]);
        sm5_cycle_host_desc(t.cyc, s, &descs[s]);
    }
    for (uint32_t a = 0; a < p.mem_words; a++) {
        /* the C models start at 0; so does the RTL unless --rand-init powered it up random */
        if (!p.mem_init[a] && !o.rand_init) continue;
        rtl_host_mem(t.rtl, a, p.mem_init[a]);
        sm5_cycle_host_mem(t.cyc, a, p.mem_init[a]);
    }

    if (t.core) {   /* the C twin gets the same writes; the program into both; start */
        sm5_core_load(t.k, &p, low, t.lanes, t.exec, t.helper);
        for (int i = 0; i < p.nuops; i++) {
            sm5_uop_bits_t b = sm5_uop_pack(&low[i]);
            rtl_host_imem(t.rtl, i, &b);
        }
        static uint32_t cf[SM5_NCONST_MAX][4];   /* the waves' thread bases after the program's */
        int nc;
        sm5_core_consts(&p, t.lanes, cf, &nc);
        for (int i = p.nconst; i < nc; i++) rtl_host_const(t.rtl, i, cf[i]);
        sm5_seq_cbuf_rows(&p, t.lanes, t.P.nconst, t.P.cbufs, t.P.cb_rows, put_cbuf_row, t.rtl);
        rtl_seq_start(t.rtl, &t.run);
        sm5_core_start(t.k, &t.run);
    }

    /* the ISA-level reference for the final state */
    sm5_arch_t arch;
    /* without the sequencer: one wave of the build's lanes, as the cycle model runs it;
     * with it: the program as written (its one-wave group) */
    if ((t.core ? sm5_arch_init(&arch, &p, t.lanes) : sm5_arch_init_one_wave(&arch, &p, t.lanes)) != 0) {
        fprintf(stderr, "out of memory\n");
        return 2;
    }

    atomic_cpi_t *cpi = atomic_cpi_run(&arch, t.P.banks);   /* also runs arch to the end */
    if (arch.error[0] && !(p.expect_error && strstr(arch.error, p.expect_error))) {
        /* the reference stopped (max_steps: an endless loop, an index out of range, ...):
         * say so now, as make run does, instead of running the RTL to its cycle limit */
        printf("%s: run stopped: %s\n", o.path, arch.error);
        printf("sim: %-28s FAIL: the architectural simulator stops on an error the program does not "
               "expect (//! expect error); the RTL was not run\n", o.test);
        return 1;
    }

    rtl_waves_cap(t.rtl, o.waves_max);   /* counted from the first run cycle */
    /* the run */
    uint64_t rng = o.seed * 0x9E3779B97F4A7C15ull + 1;
    int next = 0;
    int rc = -1;
    bool offering = false;   /* an op offered and not yet taken stays offered (valid/ready) */
    clock_t t0 = clock();
    uint64_t *lsteps = calloc((size_t)SM5_SEQ_WAVES_MAX * SM5_MAX_LANES, sizeof *lsteps);
    char p27[512] = "";
    if (!lsteps) { fprintf(stderr, "out of memory\n"); return 2; }
    for (; t.core;) {   /* the sequencer drives the issue port */
        sm5_uop_bits_t none;
        memset(&none, 0, sizeof none);
        rtl_set_issue(t.rtl, false, 0, &none);
        rtl_eval(t.rtl);
        sm5_bundle_t eb, ab;
        sm5_seq_out_t asq;
        rtl_bundle(t.rtl, &ab);
        rtl_seq_out(t.rtl, &asq);
        sm5_core_eval(t.k, &eb, &t.sq);
        t.ds_stall = eb.ds_stall;
        t.offered = t.sq.issue_valid ? t.sq.issue_tag : -1;
        if (!o.rtl_only) {
            if ((rc = compare(&t, &eb, &ab)) >= 0) break;
            if ((rc = compare_seq(&t, &t.sq, &asq)) >= 0) break;
        }
        trace_cycle(&t, &eb);
        if (eb.acc_valid && eb.acc_tag < p.nuops) {
            t.issue_cycle[eb.acc_tag] = (long)t.cycle;
            t.state[eb.acc_tag] = 1;
            next++;
        }
        /* P-27: the lanes of every retired micro-op count */
        if (t.sq.step && sm5_core_count_steps(&p, lsteps, t.lanes, t.sq.wave, t.sq.step_mask, t.sq.step_pc, p27,
                                              sizeof p27)) {
            rc = 1;
            break;
        }
        if (t.sq.err) {
            snprintf(p27, sizeof p27, "%s:%u: sequencer error: %s (pc %u, mask-stack depth %u of %d)", p.file,
                     t.sq.pc < p.nuops ? p.uop_line[t.sq.pc] : 0, sm5_seq_err_name(t.sq.err), t.sq.pc, t.sq.depth,
                     t.P.seq_depth);
            rc = 1;
            break;
        }
        bool last = t.sq.done;
        if (!last) {
            rtl_tick(t.rtl);
            sm5_core_tick(t.k);
        }
        if (t.sq.gnext) {   /* between groups: the host refreshes g# (P-28) in both, then next */
            for (int s = 8; s < 16; s++) {
                const sm5_res_t *r = &p.res[s];
                for (uint32_t a = 0; r->kind != SM5_RES_NONE && a < r->size; a++)
                    rtl_host_mem(t.rtl, r->base + a, p.mem_init[r->base + a]);
            }
            rtl_seq_next(t.rtl);
            sm5_core_next_group(t.k, &p);
            memset(lsteps, 0, (size_t)SM5_SEQ_WAVES_MAX * SM5_MAX_LANES * sizeof *lsteps);   /* P-27: per group */
        }
        if (rtl_sva_failed(t.rtl)) {
            rc = fail(&t, "sva", -1, -1, 0, 1, -1, false);
            break;
        }
        if (last) break;
        t.cycle++;
        if (t.cycle > o.max_cycles) {
            printf("TIMEOUT test %s: no completion after %llu cycles (%d micro-ops issued)\n",
                   o.test, (unsigned long long)t.cycle, next);
            print_in_flight(&t, stdout);
            print_seq(&t, stdout);
            repro(&t, stdout);
            rc = 1;
            break;
        }
    }
    if (t.core && p27[0]) {   /* the run stopped on an error: expected (//! expect error) or not */
        bool want_err = p.expect_error && strstr(p27, p.expect_error);
        printf("%s%s\n", want_err ? "expected error: " : "", p27);
        if (!want_err) { print_seq(&t, stdout); repro(&t, stdout); }
        rc = want_err ? 0 : 1;
    } else if (t.core && rc < 0 && p.expect_error) {
        printf("%s:%u: expect error '%s': the run ended without an error\n", p.file, p.expect_error_line,
               p.expect_error);
        rc = 1;
    }
    int packed = -1;
    sm5_uop_bits_t bits;
    for (; !t.core;) {
        sm5_cycle_in_t in;
        memset(&in, 0, sizeof in);
        bool bubble = o.seed && !offering && (rng_next(&rng) % 4 == 0);
        in.issue_valid = next < p.nuops && !bubble;
        in.issue_tag = (uint16_t)next;
        t.offered = in.issue_valid ? next : -1;
        if (next < p.nuops) in.issue_uop = p.uops[next];
        if (packed != next) {   /* the op's issue-port bits, packed once per op */
            bits = sm5_uop_pack(&in.issue_uop);
            packed = next;
        }
        rtl_set_issue(t.rtl, in.issue_valid, in.issue_tag, &bits);
        rtl_eval(t.rtl);
        sm5_bundle_t eb, ab;
        rtl_bundle(t.rtl, &ab);
        t.ds_stall = -1;
        if (!o.rtl_only) {
            sm5_cycle_eval(t.cyc, &in, &eb);
            t.ds_stall = eb.ds_stall;
            if ((rc = compare(&t, &eb, &ab)) >= 0) break;
        } else {
            eb = ab;
        }
        trace_cycle(&t, &eb);
        uint16_t mt;
        if (!o.rtl_only && sm5_cycle_mreq(t.cyc, &mt)) atomic_cpi_in_ex(cpi, mt, t.cycle);
        if (!o.rtl_only && (sm5_cycle_events(t.cyc) & SM5_EV_WB_MEM_HELD)) atomic_cpi_held(cpi, t.cycle);
        if (eb.done_valid) atomic_cpi_done(cpi, eb.done_tag, t.cycle);
        bool last = false;
        if (eb.acc_valid) { t.issue_cycle[next] = (long)t.cycle; t.state[next] = 1; next++; }
        else if (next >= p.nuops && eb.idle) last = true;
        offering = in.issue_valid && !eb.acc_valid;
        if (!last) {
            rtl_tick(t.rtl);
            if (!o.rtl_only) sm5_cycle_tick(t.cyc, &in);
        }
        if (rtl_sva_failed(t.rtl)) {
            rc = fail(&t, "sva", -1, -1, 0, 1, -1, false);
            break;
        }
        if (last) break;
        t.cycle++;
        if (t.cycle > o.max_cycles) {
            printf("TIMEOUT test %s: no completion after %llu cycles (%d of %d ops issued)\n",
                   o.test, (unsigned long long)t.cycle, next, p.nuops);
            print_in_flight(&t, stdout);
            repro(&t, stdout);
            rc = 1;
            break;
        }
    }
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    bool stopped = t.core && p27[0];   /* an (expected) run-time error: no final state */
    if (rc < 0 && t.core && arch.error[0]) {   /* the reference stopped where the RTL did not */
        printf("MISMATCH test %s: the architectural simulator stopped on an error the RTL run did not "
               "reach: %s\n", o.test, arch.error);
        repro(&t, stdout);
        rc = 1;
    }
    if (rc < 0 && !o.rtl_only && !stopped) rc = final_compare(&t, &arch);
    if (rc < 0 && rtl_sva_failed(t.rtl)) rc = fail(&t, "sva", -1, -1, 0, 1, -1, false);
    int nexp = 0, skipped = 0, bad = 0;
    /* A program that asks for more lanes (//! lanes) than this build has does not run as
     * written: its expectations may depend on the missing lanes (P-9 order, counters),
     * so only the lockstep comparison counts. */
    bool short_run = want > t.P.lanes || first_wave;
    if (rc < 0 && short_run) {
        skipped = p.nexpects;
        rc = 0;
        if (o.expect_field) {
            printf("broken-RTL check: NOT caught: %s@%ld expected, the run matched\n",
                   o.expect_field, o.expect_cycle);
            rc = 1;
        }
    } else if (rc == 0 && stopped) {
        nexp = 1;   /* the //! expect error line */
    } else if (rc < 0) {
        bad = check_expects(&t, &nexp, &skipped);
        rc = bad ? 1 : 0;
        if (skipped && !o.lockstep_only && !o.expect_field) {
            /* expect lines on lanes this model lacks: unchecked, so not a pass */
            int need = 0;
            for (int i = 0; i < p.nexpects; i++)
                if (p.expects[i].kind == SM5_EXP_REG && p.expects[i].lane != SM5_EXPECT_ALL_LANES &&
                    p.expects[i].lane + 1 > need) need = p.expects[i].lane + 1;
            printf("%s: error: %d //! expect values name lanes this LANES=%d model lacks; run it "
                   "at LANES=%d or more, or pass --lockstep-only to leave them unchecked\n",
                   o.path, skipped, t.P.lanes, need);
            rc = 1;
        }
        if (o.expect_field) {
            printf("broken-RTL check: NOT caught: %s@%ld expected, the run matched\n",
                   o.expect_field, o.expect_cycle);
            rc = 1;
        }
    }
    if (o.state && !stopped && write_state(&t, o.state) != 0) rc = 1;
    if (o.waves && o.waves_max && t.cycle > o.waves_max)
        printf("waves: the FST covers the first %llu of the run's %llu cycles (make sim WAVES_MAX=n: "
               "another cap, 0: none)\n", (unsigned long long)o.waves_max, (unsigned long long)t.cycle);
    if (rc == 0 && !o.expect_field && t.checks == 0) {
        printf("sim: %s: nothing was compared (0 checks): a run that checks nothing fails\n", o.test);
        rc = 1;
    }
    const char *res = rc == 0 ? (o.expect_field ? "CAUGHT" : "PASS") : "FAIL";
    char note[96] = "";
    if (short_run && want > t.P.lanes)
        snprintf(note, sizeof note, " (lockstep only: program wants %d lanes, expects unchecked)", want);
    else if (short_run)
        snprintf(note, sizeof note, " (lockstep only: the first wave of a %u-thread group, expects unchecked)",
                 sm5_prog_group_threads(&p));
    else if (skipped)
        snprintf(note, sizeof note, " (%d lane values not in this build)", skipped);
    char cpis[256];
    atomic_cpi_summary(cpi, cpis, sizeof cpis);
    printf("sim: %-28s lanes %2d/%-2d cycles %6llu instrs %5d checks %9llu expects %d/%d%s "
           "%s  (%.0f cycles/s)%s\n",
           o.test, t.lanes, t.P.lanes, (unsigned long long)t.cycle, next,
           (unsigned long long)t.checks, nexp - bad, nexp, note, res,
           secs > 0 ? (double)t.cycle / secs : 0.0, cpis);
    if (o.print_config)
        printf("config: LANES=%d VEC_COMPS=%d SFU_LANES=%d DP_LANES=%d DOUBLES=%d EX1_BYPASS=%d ALU_LAT=%d CVT_LAT=%d "
               "FMA_STAGES=%d MUL_CS=%d IMUL_STAGES=%d\n",
               t.P.lanes, cfg.vec_comps, cfg.sfu_lanes, cfg.dp_lanes, cfg.doubles, cfg.ex1_bypass,
               cfg.lat[SM5_PIPE_ALU], cfg.lat[SM5_PIPE_CVT], cfg.fma_stages, t.P.mul_cs,
               cfg.imul_stages);
    atomic_cpi_free(cpi);
    ls_waves_end(t.waves, t.rtl, t.cycle, res);
    ls_waves_free(t.waves);
    if (t.trace) fclose(t.trace);
    sm5_arch_free(&arch);
    rtl_free(t.rtl);
    if (t.core) sm5_core_free(t.k);
    else sm5_cycle_free(t.cyc);
    free(low);
    free(lsteps);
    free(t.issue_cycle);
    free(t.state);
    sm5_prog_free(&p);
    return rc;
}

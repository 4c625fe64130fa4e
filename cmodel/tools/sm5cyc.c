/* sm5cyc: runs a program on the C cycle model alone (cmodel/sm5_cycle.c), the same way
 * the lockstep testbench drives it (issue port honouring ready, one op offered per
 * cycle), then checks the //! expect lines (registers, memory words, counters) and prints
 * cycles, instructions and speed.
 * Usage: sm5cyc [--lanes N] [--sfu-lanes N] [--nregs N] [--repeat N] [--quiet] [--dump] [--no-expect] FILE.asm
 *        sm5cyc --seq ...               through the sequencer even without control flow
 *        sm5cyc --seq-depth N ...       the sequencer's mask stack (default 32, as the RTL)
 *        sm5cyc --cb-rows N ...         rows of each constant-buffer region (RTL CB_ROWS,
 *                                       default 4096): a smaller build refuses larger
 *                                       indexed buffers naming CB_ROWS
 *        sm5cyc --check-arch ...        (implies --seq) the final state equals the
 *                                      architectural simulator's, thread by thread
 *        sm5cyc --needs-seq FILE.asm   exit 0 when the program runs through the sequencer
 *                                      (control flow, o#: the core build; also any
 *                                      flow_*.asm), 1 when not
 * A program with control flow runs through the sequencer's cycle twin (sm5_core.h).
 * --sfu-lanes N: the SFU's lanes (RTL SFU_LANES; default LANES / 4, at least 1).
 * --lanes N is the model's LANES (default 32): it applies when the program has no //! lanes;
 * a program's //! lanes is always honoured (the model is built that wide).
 * Exit status: 0 every expectation holds, 1 one failed or none was checked (a program
 * without //! expect lines needs --no-expect: run on purpose without checks), 2 bad input. */
#define _POSIX_C_SOURCE 199309L   /* clock_gettime */
#include "sm5_cycle.h"
#include "sm5_core.h"
#include "sm5_load.h"
#include "sm5_prog.h"
#include "sm5_archsim.h"
#include "sm5_expect.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NCONST 256
#define BANKS 32
#define MEM_WORDS 4096

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);   /* CPU time: fair on a shared machine */
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* A program with control flow: the sequencer (sm5_seq) in front of the cycle model, as
 * rtl/sm5_core.sv. Returns the exit status. */
/* --check-arch: the final state of a sequencer run (per thread: lane t % lanes of wave
 * t / lanes, registers from wave * wregs, outputs from there + obase; memory words; hidden
 * counters) against the architectural simulator's. Returns the mismatches (prints the first). */
static int check_arch(const sm5_prog_t *p, sm5_core_t *k, int lanes, int wregs, int obase)
{
    sm5_arch_t a;
    if (sm5_arch_init(&a, p, lanes) != 0) { printf("%s: archsim init failed\n", p->file); return 1; }
    sm5_arch_run(&a, 0);
    int bad = 0;
    char first[640] = "";
#define MM(...) do { if (!bad++) snprintf(first, sizeof first, __VA_ARGS__); } while (0)
    if (a.error[0]) MM("the architectural simulator stopped: %s", a.error);
    for (uint32_t t = 0; t < a.nthreads; t++) {
        int l = (int)(t % (uint32_t)lanes), base = (int)(t / (uint32_t)lanes) * wregs;
        for (int r = 0; r < a.nregs; r++)
            for (int c = 0; c < 4; c++)
                if (sm5_arch_reg(&a, (int)t, r)[c] != sm5_cycle_reg(k->cyc, base + r, l, c))
                    MM("thread %u r%d.%c: archsim 0x%08x, sequencer + cycle model 0x%08x", t, r, "xyzw"[c],
                       sm5_arch_reg(&a, (int)t, r)[c], sm5_cycle_reg(k->cyc, base + r, l, c));
        for (int o = 0; o < SM5_NIO; o++)
            for (int c = 0; ((p->out_decl >> o) & 1u) && c < 4; c++) {
                uint32_t e = a.out[((size_t)t * SM5_NIO + (size_t)o) * 4u + (size_t)c];
                uint32_t g = sm5_cycle_reg(k->cyc, base + obase + o, l, c);
                if (e != g) MM("thread %u o%d.%c: archsim 0x%08x, sequencer + cycle model 0x%08x", t, o, "xyzw"[c], e, g);
            }
    }
    for (uint32_t w = 0; w < p->mem_words; w++)
        if (a.words[w] != sm5_cycle_mem(k->cyc, w))
            MM("memory word %u: archsim 0x%08x, sequencer + cycle model 0x%08x", w, a.words[w], sm5_cycle_mem(k->cyc, w));
    for (int s = 0; s < SM5_NRES; s++) {
        sm5_res_t d;
        sm5_cycle_desc(k->cyc, s, &d);
        if (d.counter != a.mem.res[s].counter) MM("counter of slot %d: archsim %u, cycle model %u", s, a.mem.res[s].counter, d.counter);
    }
#undef MM
    if (bad) printf("%s: --check-arch: %d differences, first: %s\n", p->file, bad, first);
    sm5_arch_free(&a);
    return bad;
}

/* the pipes' build options (0: the latency table's), as the RTL's ALU_LAT, CVT_LAT,
 * FMA_STAGES and IMUL_STAGES */
typedef struct { int alu_lat, cvt_lat, fma_stages, imul_stages; } pipe_opts_t;

static void apply_pipe_opts(sm5_cycle_cfg_t *cfg, const pipe_opts_t *o)
{
    if (o->alu_lat > 0) cfg->lat[SM5_PIPE_ALU] = o->alu_lat;
    if (o->cvt_lat > 0) cfg->lat[SM5_PIPE_CVT] = o->cvt_lat;
    if (o->fma_stages > 0) sm5_cycle_cfg_fma_stages(cfg, o->fma_stages);
    if (o->imul_stages > 0) sm5_cycle_cfg_imul_stages(cfg, o->imul_stages);
}

static int run_core(const sm5_prog_t *p, int lanes, int sfu_lanes, int doubles, int vec_comps, int ex1_bypass, const pipe_opts_t *po, int nregs, int quiet, int dump,
                    int no_expect, int depth, int chk_arch, int cb_rows)
{
    uint32_t nth = sm5_seq_threads(p, lanes);
    int need = sm5_seq_nregs(p) * (int)((nth + (uint32_t)lanes - 1) / (uint32_t)lanes);   /* every wave's block */
    if (need > nregs) nregs = need;
    if (nregs > SM5_CYCLE_NREGS_MAX) nregs = SM5_CYCLE_NREGS_MAX;
    char wbuf[200];
    const char *why = sm5_seq_unsupported(p, lanes, nregs, SM5_SEQ_WAVES_DEFAULT, SM5_CBUFS_DEFAULT, cb_rows,
                                          wbuf, sizeof wbuf);
    if (why) {
        fprintf(stderr, "%s: error: the sequencer and core do not run this program: %s (the C model does: sm5run)\n",
                p->file, why);
        return 2;
    }
    sm5_cycle_cfg_t cfg;
    sm5_cycle_cfg_default(&cfg, lanes, nregs, NCONST, BANKS, MEM_WORDS);
    if (sfu_lanes > 0) cfg.sfu_lanes = sfu_lanes;
    cfg.doubles = doubles;
    cfg.vec_comps = vec_comps;
    cfg.ex1_bypass = ex1_bypass;
    apply_pipe_opts(&cfg, po);
    cfg.cb_rows = cb_rows;
    sm5_core_t k;
    if (sm5_core_init(&k, &cfg, depth, SM5_SEQ_WAVES_DEFAULT, p->nuops) != 0) { fprintf(stderr, "sm5cyc: bad parameters\n"); return 2; }
    sm5_uop_t *low = calloc((size_t)p->nuops, sizeof *low);
    uint64_t *steps = calloc((size_t)SM5_SEQ_WAVES_MAX * SM5_MAX_LANES, sizeof *steps);
    if (!low || !steps) { fprintf(stderr, "out of memory\n"); return 2; }
    int obase = sm5_seq_lower(p, low);
    uint64_t exec = sm5_prog_exec_mask(p, lanes), helper = sm5_prog_helper_mask(p, lanes);
    sm5_seq_run_t run;
    sm5_seq_run_of(p, lanes, p->nconst, &run);
    uint32_t threads = run.threads;
    sm5_core_load(&k, p, low, lanes, exec, helper);
    sm5_core_start(&k, &run);
    uint64_t cycles = 0, instrs = 0;
    char err[512] = "";
    double t0 = now();
    for (;;) {
        sm5_bundle_t b;
        sm5_seq_out_t so;
        sm5_core_eval(&k, &b, &so);
        if (so.step) {
            instrs++;
            if (sm5_core_count_steps(p, steps, lanes, so.wave, so.step_mask, so.step_pc, err, sizeof err)) break;
        }
        if (so.err) {
            snprintf(err, sizeof err, "%s:%u: sequencer error: %s (pc %u, depth %u)", p->file,
                     so.pc < p->nuops ? p->uop_line[so.pc] : 0, sm5_seq_err_name(so.err), so.pc, so.depth);
            break;
        }
        if (so.done) break;
        sm5_core_tick(&k);
        if (so.gnext) {   /* between groups: the host refreshes groupshared memory */
            sm5_core_next_group(&k, p);
            memset(steps, 0, (size_t)SM5_SEQ_WAVES_MAX * SM5_MAX_LANES * sizeof *steps);
        }
        if (++cycles > 100000000) { snprintf(err, sizeof err, "sm5cyc: no completion after %llu cycles", (unsigned long long)cycles); break; }
    }
    double secs = now() - t0;
    int arch_bad = chk_arch && !err[0] ? check_arch(p, &k, lanes, run.wregs, obase) : 0;
    int bad = 0, n = 0;
    if (p->expect_error) {
        n = 1;
        if (!err[0] || !strstr(err, p->expect_error)) {
            bad = 1;
            printf("%s:%u: expect error '%s': %s\n", p->file, p->expect_error_line, p->expect_error,
                   err[0] ? err : "the run ended without an error");
        }
    } else if (err[0]) {   /* the run is the check that failed */
        printf("%s\n", err);
        n = bad = 1;
    } else {
        for (int i = 0; i < p->nexpects; i++) {
            const sm5_expect_t *x = &p->expects[i];
            char why2[256], rn[8];
            if (x->kind == SM5_EXP_MEM || x->kind == SM5_EXP_COUNTER) {
                uint32_t v;
                if (x->kind == SM5_EXP_MEM) v = sm5_cycle_mem(k.cyc, p->res[x->res].base + x->word);
                else { sm5_res_t d; sm5_cycle_desc(k.cyc, x->res, &d); v = d.counter; }
                n++;
                if (!sm5_expect_match(x, &v, why2, sizeof why2)) {
                    bad++;
                    if (!quiet) printf("%s:%u: expect %s%s: %s\n", p->file, x->line, x->kind == SM5_EXP_MEM ? "" : "counter ",
                                       sm5_res_name(x->res, rn), why2);
                }
                continue;
            }
            /* thread t: lane t % lanes of wave t / lanes, whose registers start at
             * wave * wregs (sm5_seq.h) */
            for (uint32_t t = 0; t < threads; t++) {
                int l = (int)(t % (uint32_t)lanes), reg = (int)(t / (uint32_t)lanes) * run.wregs +
                                                          (x->kind == SM5_EXP_OUT ? obase + x->reg : x->reg);
                if (x->lane == SM5_EXPECT_ALL_LANES) {
                    if (!((exec >> l) & 1) || ((helper >> l) & 1)) continue;
                } else if ((int32_t)t != x->lane) continue;
                uint32_t v[2] = { sm5_cycle_reg(k.cyc, reg, l, x->comp),
                                  x->width == 64 ? sm5_cycle_reg(k.cyc, reg, l, (x->comp + 1) & 3) : 0 };
                n++;
                if (!sm5_expect_match(x, v, why2, sizeof why2)) {
                    bad++;
                    if (!quiet) printf("%s:%u: expect %c%u.%c lane %u: %s\n", p->file, x->line,
                                       x->kind == SM5_EXP_OUT ? 'o' : 'r', x->reg, "xyzw"[x->comp], t, why2);
                }
            }
        }
    }
    printf("sm5cyc: %s lanes %d cycles %llu instrs %llu IPC %.3f expects %d/%d  (sequencer; %.0f cycles/s)\n",
           p->file, lanes, (unsigned long long)cycles, (unsigned long long)instrs,
           cycles ? (double)instrs / (double)cycles : 0.0, n - bad, n, secs > 0 ? (double)cycles / secs : 0.0);
    if (dump)
        for (int l = 0; l < lanes; l++)
            for (int r = 0; r < nregs; r++) {
                uint32_t v[4];
                for (int c = 0; c < 4; c++) v[c] = sm5_cycle_reg(k.cyc, r, l, c);
                if (v[0] | v[1] | v[2] | v[3])
                    printf("lane %2d r%-3d %08x %08x %08x %08x\n", l, r, v[0], v[1], v[2], v[3]);
            }
    int nothing = n == 0 && !(p->nexpects == 0 && no_expect) && !chk_arch;
    if (nothing) printf("%s: error: nothing was checked\n", p->file);
    free(low);
    free(steps);
    sm5_core_free(&k);
    return bad || nothing || arch_bad ? 1 : 0;
}

static int usage(void)
{
    fprintf(stderr, "usage: sm5cyc [--lanes N] [--sfu-lanes N] [--doubles 0|1] [--vec-comps 1|2|4] [--ex1-bypass 0|1] "
            "[--alu-lat 1|2|3] [--cvt-lat 2|3] [--fma-stages 1..7] [--imul-stages 1..5] [--nregs N] [--cb-rows N] "
            "[--repeat N] [--quiet] [--dump] [--no-expect] FILE.asm\n");
    return 2;
}

int main(int argc, char **argv)
{
    int lanes = 32, sfu_lanes = 0, doubles = 1, vec_comps = 4, ex1_bypass = 1, nregs = 16, repeat = 1, quiet = 0, dump = 0, no_expect = 0, needs_seq = 0, seq = 0, chk_arch = 0;
    int depth = SM5_SEQ_DEPTH_DEFAULT, cb_rows = SM5_CB_ROWS_DEFAULT;
    pipe_opts_t po = {0, 0, 0, 0};
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--lanes") && i + 1 < argc) lanes = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--nregs") && i + 1 < argc) nregs = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--sfu-lanes") && i + 1 < argc) sfu_lanes = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--doubles") && i + 1 < argc) doubles = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--vec-comps") && i + 1 < argc) vec_comps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--ex1-bypass") && i + 1 < argc) ex1_bypass = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--alu-lat") && i + 1 < argc) po.alu_lat = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--cvt-lat") && i + 1 < argc) po.cvt_lat = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--fma-stages") && i + 1 < argc) po.fma_stages = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--imul-stages") && i + 1 < argc) po.imul_stages = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--repeat") && i + 1 < argc) repeat = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--quiet")) quiet = 1;
        else if (!strcmp(argv[i], "--dump")) dump = 1;
        else if (!strcmp(argv[i], "--no-expect")) no_expect = 1;
        else if (!strcmp(argv[i], "--needs-seq")) needs_seq = 1;
        else if (!strcmp(argv[i], "--seq")) seq = 1;
        else if (!strcmp(argv[i], "--check-arch")) chk_arch = seq = 1;
        else if (!strcmp(argv[i], "--seq-depth") && i + 1 < argc) depth = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--cb-rows") && i + 1 < argc) cb_rows = atoi(argv[++i]);
        else if (argv[i][0] != '-' && !path) path = argv[i];
        else {
            return usage();
        }
    }
    if (!path || lanes < 1 || lanes > SM5_MAX_LANES || repeat < 1 || (doubles != 0 && doubles != 1) || (vec_comps != 1 && vec_comps != 2 && vec_comps != 4) ||
        (ex1_bypass != 0 && ex1_bypass != 1) || po.alu_lat < 0 || po.alu_lat > 3 || (po.cvt_lat != 0 && po.cvt_lat != 2 && po.cvt_lat != 3) ||
        po.fma_stages < 0 || po.fma_stages > 7 || po.imul_stages < 0 || po.imul_stages > 5 ||
        cb_rows < 1 || cb_rows > SM5_CB_ROWS_MAX) {
        return usage();
    }
    sm5_prog_t p;
    char err[SM5_PROG_ERR_MAX];
    if (sm5_prog_load(path, &p, err, sizeof err) != 0) { fputs(err, stderr); return 2; }
    /* SPEC 14: a build without the double unit (--doubles 0) refuses a double op first */
    if (sm5_cycle_refuse_doubles(doubles, p.uops, p.nuops, path, p.uop_line, p.uop_col, err, sizeof err) >= 0) {
        fputs(err, stderr);
        sm5_prog_free(&p);
        return 2;
    }
    if (needs_seq) {   /* the question make sim asks: which model runs it */
        /* control flow, a group of several waves at these lanes, or a tb/tests/flow_*
         * program (the waves alone: flow_waves_order); make sim passes its --lanes */
        const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
        int yes = sm5_prog_needs_flow_hw(&p, sm5_prog_run_lanes(&p, lanes)) != NULL || !strncmp(base, "flow_", 5);
        sm5_prog_free(&p);
        return yes ? 0 : 1;
    }
    if (p.nregs > nregs) nregs = p.nregs;
    if (p.mem_words > MEM_WORDS || p.nconst > NCONST) {
        fprintf(stderr, "%s: error: program needs more than %u memory words or %d constants\n",
                path, MEM_WORDS, NCONST);
        sm5_prog_free(&p);
        return 2;
    }
    for (int i = 0; i < p.nuops; i++)
        if (sm5_op_pipe((sm5_op_t)p.uops[i].op) == SM5_PIPE_NONE) {
            fprintf(stderr, "%s:%u:1: error: `%s` has no execution pipe in the cycle model yet "
                    "(its unit lands later: sm5_op_pipe in cmodel/sm5_pipe.c); run it without "
                    "CYCLES=1\n", path, p.uop_line[i], sm5_op_name((sm5_op_t)p.uops[i].op));
            sm5_prog_free(&p);
            return 2;
        }
    /* the program's //! lanes wins: a narrower model would check the wrong lanes */
    int run_lanes = sm5_prog_run_lanes(&p, lanes);
    if (run_lanes > lanes) lanes = run_lanes;
    if (seq || sm5_prog_needs_flow_hw(&p, run_lanes)) {
        /* control flow, outputs, groups: through the sequencer (which refuses what it lacks) */
        int rc = run_core(&p, run_lanes, sfu_lanes, doubles, vec_comps, ex1_bypass, &po, nregs, quiet, dump, no_expect, depth, chk_arch, cb_rows);
        sm5_prog_free(&p);
        return rc;
    }
    uint64_t exec = sm5_prog_exec_mask(&p, run_lanes), helper = sm5_prog_helper_mask(&p, run_lanes);
    sm5_cycle_cfg_t cfg;
    sm5_cycle_cfg_default(&cfg, lanes, nregs, NCONST, BANKS, MEM_WORDS);
    if (sfu_lanes > 0) cfg.sfu_lanes = sfu_lanes;   /* RTL SFU_LANES (default lanes / 4) */
    cfg.doubles = doubles;                           /* RTL DOUBLES */
    cfg.vec_comps = vec_comps;                       /* RTL VEC_COMPS */
    cfg.ex1_bypass = ex1_bypass;                     /* RTL EX1_BYPASS */
    apply_pipe_opts(&cfg, &po);
    sm5_cycle_t *c = sm5_cycle_new_cfg(&cfg);
    if (!c) { fprintf(stderr, "sm5cyc: bad parameters\n"); sm5_prog_free(&p); return 2; }

    uint64_t cycles = 0, total_cycles = 0;
    double secs = 0;   /* the run loops only, not the host setup */
    for (int rep = 0; rep < repeat; rep++) {
        sm5_cycle_reset(c);
        sm5_cycle_set_config(c, exec, helper);
        for (int i = 0; i < p.nconst; i++) sm5_cycle_set_const(c, i, p.cfile[i]);
        for (int s = 0; s < SM5_NRES; s++) sm5_cycle_host_desc(c, s, &p.res[s]);
        for (uint32_t a = 0; a < p.mem_words; a++)
            if (p.mem_init[a]) sm5_cycle_host_mem(c, a, p.mem_init[a]);
        int next = 0;
        cycles = 0;
        double t0 = now();
        for (;;) {
            sm5_cycle_in_t in;
            sm5_bundle_t b;
            memset(&in, 0, sizeof in);
            in.issue_valid = next < p.nuops;
            in.issue_tag = (uint16_t)next;
            if (next < p.nuops) in.issue_uop = p.uops[next];
            sm5_cycle_eval(c, &in, &b);
            if (b.acc_valid) next++;
            else if (next >= p.nuops && b.idle) break;
            sm5_cycle_tick(c, &in);
            if (++cycles > 10000000) { fprintf(stderr, "sm5cyc: no completion\n"); return 1; }
        }
        secs += now() - t0;
        total_cycles += cycles;
    }

    /* expectations against the cycle model's final state (lanes of the run) */
    int bad = 0, n = 0;
    for (int i = 0; i < p.nexpects; i++) {
        const sm5_expect_t *x = &p.expects[i];
        if (x->kind != SM5_EXP_REG) {   /* a memory word or a hidden counter */
            uint32_t v;
            char why[256], rn[8];
            if (x->kind == SM5_EXP_MEM) v = sm5_cycle_mem(c, p.res[x->res].base + x->word);
            else { sm5_res_t d; sm5_cycle_desc(c, x->res, &d); v = d.counter; }
            n++;
            if (!sm5_expect_match(x, &v, why, sizeof why)) {
                bad++;
                if (!quiet && x->kind == SM5_EXP_MEM)
                    printf("%s:%u: expect %s[%u]: %s\n", p.file, x->line, sm5_res_name(x->res, rn), x->word, why);
                else if (!quiet)
                    printf("%s:%u: expect counter %s: %s\n", p.file, x->line, sm5_res_name(x->res, rn), why);
            }
            continue;
        }
        for (int l = 0; l < run_lanes; l++) {
            if (x->lane == SM5_EXPECT_ALL_LANES) {
                if (!((exec >> l) & 1) || ((helper >> l) & 1)) continue;
            } else if (l != x->lane) continue;
            /* the one match rule (sm5_expect.h); an f64 pair reads comp and comp + 1 */
            uint32_t v[2] = { sm5_cycle_reg(c, x->reg, l, x->comp),
                              x->width == 64 ? sm5_cycle_reg(c, x->reg, l, (x->comp + 1) & 3) : 0 };
            char why[256];
            n++;
            if (!sm5_expect_match(x, v, why, sizeof why)) {
                bad++;
                if (!quiet) printf("%s:%u: expect r%u.%c lane %d: %s\n", p.file, x->line, x->reg,
                                   "xyzw"[x->comp], l, why);
            }
        }
    }
    printf("sm5cyc: %s lanes %d cycles %llu instrs %d IPC %.3f expects %d/%d  "
           "(%.0f cycles/s, %d runs in %.3f s)\n",
           p.file, run_lanes, (unsigned long long)cycles, p.nuops,
           cycles ? (double)p.nuops / (double)cycles : 0.0, n - bad, n,
           secs > 0 ? (double)total_cycles / secs : 0.0, repeat, secs);
    if (dump) {
        /* final state: nonzero registers per lane, then the program's memory words */
        for (int l = 0; l < run_lanes; l++)
            for (int r = 0; r < nregs; r++) {
                uint32_t v[4];
                for (int k = 0; k < 4; k++) v[k] = sm5_cycle_reg(c, r, l, k);
                if (v[0] | v[1] | v[2] | v[3])
                    printf("lane %2d r%-3d %08x %08x %08x %08x\n", l, r, v[0], v[1], v[2], v[3]);
            }
        for (uint32_t a = 0; a < p.mem_words; a++)
            printf("mem[%u] = 0x%08x\n", a, sm5_cycle_mem(c, a));
    }
    int nothing = n == 0 && !(p.nexpects == 0 && no_expect);
    if (nothing && p.nexpects == 0)
        printf("%s: error: no //! expect lines, so nothing was checked (--no-expect: run it "
               "without checks on purpose)\n", p.file);
    else if (nothing)
        printf("%s: error: none of its %d //! expect lines applies to the %d lanes of this run\n",
               p.file, p.nexpects, run_lanes);
    sm5_cycle_free(c);
    sm5_prog_free(&p);
    return bad || nothing ? 1 : 0;
}

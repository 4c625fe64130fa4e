/* C model alone: runs one program REPEAT times on the architectural simulator
 * (sm5_archsim) and on the cycle model (sm5_cycle, driven like the lockstep testbench
 * drives it: one op offered per cycle, ready honoured, no bubbles) and prints
 *   cmodel-bench: arch  lanes L instrs I cycles - runs R cpu S instr/s X cycles/s -
 *   cmodel-bench: cycle lanes L instrs I cycles C runs R cpu S instr/s X cycles/s Y
 * (instrs = micro-ops of one run, cycles = cycles of one run, rates over all runs, CPU
 * time of the run loops only). Parameters as in the lockstep build (mk/sim.mk).
 * Usage: cmodel_bench [--lanes N] [--nregs N] [--vec-comps K] [--min-secs S] FILE.asm */
#include "bench_common.h"
#include "sm5_archsim.h"
#include "sm5_cycle.h"
#include "sm5_load.h"
#include "sm5_prog.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NCONST = 256, BANKS = 32, MEM_WORDS = 4096 };

static uint64_t cycle_run(sm5_cycle_t *c, const sm5_prog_t *p, uint64_t exec, uint64_t helper)
{
    sm5_cycle_reset(c);
    sm5_cycle_set_config(c, exec, helper);
    for (int i = 0; i < p->nconst; i++) sm5_cycle_set_const(c, i, p->cfile[i]);
    for (int s = 0; s < SM5_NRES; s++) sm5_cycle_host_desc(c, s, &p->res[s]);
    for (uint32_t a = 0; a < p->mem_words; a++)
        if (p->mem_init[a]) sm5_cycle_host_mem(c, a, p->mem_init[a]);
    uint64_t cycles = 0;
    int next = 0;
    for (;;) {
        sm5_cycle_in_t in;
        sm5_bundle_t b;
        memset(&in, 0, sizeof in);
        in.issue_valid = next < p->nuops;
        in.issue_tag = (uint16_t)next;
        if (next < p->nuops) in.issue_uop = p->uops[next];
        sm5_cycle_eval(c, &in, &b);
        if (b.acc_valid) next++;
        else if (next >= p->nuops && b.idle) break;
        sm5_cycle_tick(c, &in);
        if (++cycles > 100000000ull) return 0;
    }
    return cycles;
}

int main(int argc, char **argv)
{
    int lanes = 32, nregs = 32, vec_comps = 4;
    double min_secs = 0.5;
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--lanes") && i + 1 < argc) lanes = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--nregs") && i + 1 < argc) nregs = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--vec-comps") && i + 1 < argc) vec_comps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--min-secs") && i + 1 < argc) min_secs = atof(argv[++i]);
        else if (argv[i][0] != '-' && !path) path = argv[i];
        else path = NULL, i = argc;
    }
    if (!path || lanes < 1 || lanes > SM5_MAX_LANES) {
        fprintf(stderr, "usage: cmodel_bench [--lanes N] [--nregs N] [--vec-comps K] [--min-secs S] FILE.asm\n");
        return 2;
    }
    sm5_prog_t p;
    char err[SM5_PROG_ERR_MAX];
    if (sm5_prog_load(path, &p, err, sizeof err) != 0) { fputs(err, stderr); return 2; }
    if (p.nregs > nregs) nregs = p.nregs;
    int run_lanes = sm5_prog_run_lanes(&p, lanes);
    if (run_lanes > lanes) run_lanes = lanes;
    uint64_t exec = sm5_prog_exec_mask(&p, run_lanes), helper = sm5_prog_helper_mask(&p, run_lanes);

    /* architectural simulator: repeat whole runs (init + run) for at least min_secs */
    uint64_t ninstr = 0, runs = 0;
    double t0 = bench_cpu_now(), t = 0;
    do {
        sm5_arch_t a;
        if (sm5_arch_init(&a, &p, run_lanes) != 0) { fprintf(stderr, "out of memory\n"); return 2; }
        sm5_arch_run(&a, 0);
        ninstr = a.ninstr;
        sm5_arch_free(&a);
        runs++;
        t = bench_cpu_now() - t0;
    } while (t < min_secs);
    printf("cmodel-bench: arch  lanes %d instrs %llu cycles - runs %llu cpu %.3f instr/s %.0f cycles/s -\n",
           run_lanes, (unsigned long long)ninstr, (unsigned long long)runs, t,
           (double)(ninstr * runs) / t);

    sm5_cycle_cfg_t cfg;
    sm5_cycle_cfg_default(&cfg, lanes, nregs, NCONST, BANKS, MEM_WORDS);
    cfg.vec_comps = vec_comps;   /* the RTL's VEC_COMPS (a model build/obj_L<n>_vc<k>) */
    sm5_cycle_t *c = sm5_cycle_new_cfg(&cfg);
    if (!c) { fprintf(stderr, "cmodel_bench: bad parameters\n"); return 2; }
    uint64_t cycles = 0;
    runs = 0;
    t0 = bench_cpu_now();
    do {
        cycles = cycle_run(c, &p, exec, helper);
        if (!cycles) { fprintf(stderr, "cmodel_bench: cycle model did not finish\n"); return 1; }
        runs++;
        t = bench_cpu_now() - t0;
    } while (t < min_secs);
    printf("cmodel-bench: cycle lanes %d instrs %d cycles %llu runs %llu cpu %.3f instr/s %.0f cycles/s %.0f\n",
           run_lanes, p.nuops, (unsigned long long)cycles, (unsigned long long)runs, t,
           (double)p.nuops * (double)runs / t, (double)(cycles * runs) / t);
    sm5_cycle_free(c);
    sm5_prog_free(&p);
    return 0;
}

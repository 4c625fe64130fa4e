/* RTL alone: the Verilated sm5_top (through tb/lockstep/rtl_glue) driven without the C
 * cycle model and without any compare: host setup, then one op offered per cycle
 * (ready honoured) until the last op is accepted and the core is idle. The bundle is
 * still read each cycle (acc_valid, idle), as any driver must. Prints
 *   rtl-bench: lanes L instrs I cycles C runs R cpu S instr/s X cycles/s Y waves W
 * Usage: rtl_bench [--waves FILE.fst] [--min-secs S] FILE.asm
 * (linked against one object directory build/obj_L<n>: LANES is that build's)       */
#include "bench_common.h"
#include "rtl_glue.h"
#include "sm5_load.h"
#include "sm5_prog.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rtl_run(const sm5_prog_t *p, const char *waves, uint64_t exec, uint64_t helper,
                        double *cpu)
{
    rtl_t *r = rtl_new(waves, 0);
    if (!r) return 0;
    rtl_reset(r);
    rtl_host_cfg(r, exec, helper);
    for (int i = 0; i < p->nconst; i++) rtl_host_const(r, i, p->cfile[i]);
    for (int s = 0; s < SM5_NRES; s++) rtl_host_desc(r, s, &p->res[s]);
    for (uint32_t a = 0; a < p->mem_words; a++)
        if (p->mem_init[a]) rtl_host_mem(r, a, p->mem_init[a]);
    uint64_t cycles = 0;
    int next = 0, packed = -1;
    sm5_uop_t none;
    memset(&none, 0, sizeof none);
    sm5_uop_bits_t bits;
    double t0 = bench_cpu_now();
    for (;;) {
        if (packed != next) {   /* packed once per op, not once per cycle: the RTL is timed */
            bits = sm5_uop_pack(next < p->nuops ? &p->uops[next] : &none);
            packed = next;
        }
        rtl_set_issue(r, next < p->nuops, (uint16_t)next, &bits);
        rtl_eval(r);
        sm5_bundle_t b;
        rtl_bundle(r, &b);
        if (b.acc_valid) next++;
        else if (next >= p->nuops && b.idle) break;
        rtl_tick(r);
        if (++cycles > 100000000ull) { cycles = 0; break; }
    }
    *cpu += bench_cpu_now() - t0;
    rtl_free(r);
    return cycles;
}

int main(int argc, char **argv)
{
    const char *path = NULL, *waves = NULL;
    double min_secs = 0.5;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--waves") && i + 1 < argc) { waves = argv[++i]; if (!*waves) waves = NULL; }
        else if (!strcmp(argv[i], "--min-secs") && i + 1 < argc) min_secs = atof(argv[++i]);
        else if (argv[i][0] != '-' && !path) path = argv[i];
        else { path = NULL; break; }
    }
    if (!path) { fprintf(stderr, "usage: rtl_bench [--waves FILE.fst] [--min-secs S] FILE.asm\n"); return 2; }
    sm5_prog_t p;
    char err[SM5_PROG_ERR_MAX];
    if (sm5_prog_load(path, &p, err, sizeof err) != 0) { fputs(err, stderr); return 2; }
    rtl_params_t P;
    rtl_params(&P);
    int lanes = sm5_prog_run_lanes(&p, P.lanes);
    if (lanes > P.lanes) lanes = P.lanes;
    uint64_t exec = sm5_prog_exec_mask(&p, lanes), helper = sm5_prog_helper_mask(&p, lanes);
    double cpu = 0;
    uint64_t cycles = 0, runs = 0;
    do {
        cycles = rtl_run(&p, waves, exec, helper, &cpu);
        if (!cycles) { fprintf(stderr, "rtl_bench: the RTL did not finish\n"); return 1; }
        runs++;
    } while (cpu < min_secs);   /* with waves each run rewrites the same file */
    printf("rtl-bench: lanes %d instrs %d cycles %llu runs %llu cpu %.3f instr/s %.0f cycles/s %.0f waves %s\n",
           lanes, p.nuops, (unsigned long long)cycles, (unsigned long long)runs, cpu,
           (double)p.nuops * (double)runs / cpu, (double)(cycles * runs) / cpu, waves ? "on" : "off");
    sm5_prog_free(&p);
    return 0;
}

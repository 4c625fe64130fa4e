/* sm5cyc: runs a program on the C cycle model alone (cmodel/sm5_cycle.c), the same way
 * the lockstep testbench drives it (issue port honouring ready, one op offered per
 * cycle), then checks the //! expect lines (registers, memory words, counters) and prints
 * cycles, instructions and speed.
 * Usage: sm5cyc [--lanes N] [--nregs N] [--repeat N] [--quiet] [--dump] [--no-expect] FILE.asm
 * --lanes N is the model's LANES (default 32): it applies when the program has no //! lanes;
 * a program's //! lanes is always honoured (the model is built that wide).
 * Exit status: 0 every expectation holds, 1 one failed or none was checked (a program
 * without //! expect lines needs --no-expect: run on purpose without checks), 2 bad input. */
#define _POSIX_C_SOURCE 199309L   /* clock_gettime */
#include "sm5_cycle.h"
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

int main(int argc, char **argv)
{
    int lanes = 32, nregs = 16, repeat = 1, quiet = 0, dump = 0, no_expect = 0;
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--lanes") && i + 1 < argc) lanes = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--nregs") && i + 1 < argc) nregs = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--repeat") && i + 1 < argc) repeat = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--quiet")) quiet = 1;
        else if (!strcmp(argv[i], "--dump")) dump = 1;
        else if (!strcmp(argv[i], "--no-expect")) no_expect = 1;
        else if (argv[i][0] != '-' && !path) path = argv[i];
        else {
            fprintf(stderr, "usage: sm5cyc [--lanes N] [--nregs N] [--repeat N] [--quiet] [--dump] [--no-expect] FILE.asm\n");
            return 2;
        }
    }
    if (!path || lanes < 1 || lanes > SM5_MAX_LANES || repeat < 1) {
        fprintf(stderr, "usage: sm5cyc [--lanes N] [--nregs N] [--repeat N] [--quiet] [--dump] [--no-expect] FILE.asm\n");
        return 2;
    }
    sm5_prog_t p;
    char err[SM5_PROG_ERR_MAX];
    if (sm5_prog_load(path, &p, err, sizeof err) != 0) { fputs(err, stderr); return 2; }
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
    const char *why = sm5_prog_needs_flow_hw(&p, run_lanes);
    if (why) {   /* not a silent wrong answer: the cycle model issues micro-ops in order */
        fprintf(stderr, "%s: error: the cycle model does not run %s yet (issue 16, part 2); use sm5run\n", path, why);
        sm5_prog_free(&p);
        return 2;
    }
    uint64_t exec = sm5_prog_exec_mask(&p, run_lanes), helper = sm5_prog_helper_mask(&p, run_lanes);
    sm5_cycle_t *c = sm5_cycle_new(lanes, nregs, NCONST, BANKS, MEM_WORDS);
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

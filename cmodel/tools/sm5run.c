/* sm5run: assemble a program and run it on the architectural simulator.
 *   sm5run [--lanes N] [--dump] [--quiet] FILE.asm     run, check //! expect lines
 *   sm5run --check FILE.asm                            assemble only
 *   sm5run --disasm FILE.asm                           print the program disassembled
 *   sm5run --hex FILE.asm                              print each packed micro-op
 *   sm5run --trace FILE.asm                            run, printing each instruction
 *   sm5run --waves FILE.asm                            run, printing each group's waves
 * --lanes N is the build's LANES: it applies when the program has no //! lanes.
 * --no-expect: a program without //! expect lines is run on purpose without checks.
 * --doubles 0: as a build without the double unit, refuse a program with a double op.
 * --state FILE: the final state in the runners' common form (sm5_arch_write_state).
 * Exit status: 0 all expectations hold, 1 an expectation failed or none was checked (no
 * //! expect lines without --no-expect, or none for the lanes of the run), 2 bad input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../sm5_archsim.h"
#include "../sm5_asm.h"
#include "../sm5_load.h"
#include "../sm5_cycle.h"

static int usage(void)
{
    fprintf(stderr, "usage: sm5run [--lanes N] [--doubles 0|1] [--dump] [--trace] [--waves] [--quiet] [--no-expect] [--state FILE] [--check|--disasm|--hex] FILE.asm\n");
    return 2;
}

/* --waves: one line per group and per wave (threads, instructions, barriers). */
static void print_group(const sm5_arch_t *a, void *ctx)
{
    (void)ctx;
    printf("group (%u, %u, %u): %u threads in %d wave%s of %d lanes\n", a->group[0], a->group[1], a->group[2],
           a->nthreads, a->nwaves, a->nwaves == 1 ? "" : "s", a->lanes);
    for (int w = 0; w < a->nwaves; w++)
        printf("  wave %d: threads %u..%u, %llu instructions, %u barriers\n", w, a->waves[w].first_thread,
               a->waves[w].first_thread + (uint32_t)a->lanes - 1 < a->nthreads ? a->waves[w].first_thread + (uint32_t)a->lanes - 1 : a->nthreads - 1,
               (unsigned long long)a->waves[w].ninstr,
               a->waves[w].barriers);
}

int main(int argc, char **argv)
{
    int lanes = 32;
    int dump = 0, quiet = 0, mode = 0, trace = 0, waves = 0, no_expect = 0, doubles = 1;   /* mode 0 run, 1 check, 2 disasm, 3 hex */
    const char *file = NULL, *state = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--lanes") && i + 1 < argc) {
            char *e;
            long v = strtol(argv[++i], &e, 0);
            if (*e || e == argv[i] || v < 1 || v > SM5_MAX_LANES) {
                fprintf(stderr, "error: LANES (--lanes) must be a number from 1 to %d, not '%s'\n", SM5_MAX_LANES, argv[i]);
                return 2;
            }
            lanes = (int)v;
        } else if (!strcmp(argv[i], "--doubles") && i + 1 < argc && (!strcmp(argv[i + 1], "0") || !strcmp(argv[i + 1], "1")))
            doubles = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--dump")) dump = 1;
        else if (!strcmp(argv[i], "--state") && i + 1 < argc) state = argv[++i];
        else if (!strcmp(argv[i], "--quiet")) quiet = 1;
        else if (!strcmp(argv[i], "--trace")) trace = 1;
        else if (!strcmp(argv[i], "--no-expect")) no_expect = 1;
        else if (!strcmp(argv[i], "--waves")) waves = 1;
        else if (!strcmp(argv[i], "--check")) mode = 1;
        else if (!strcmp(argv[i], "--disasm")) mode = 2;
        else if (!strcmp(argv[i], "--hex")) mode = 3;
        else if (argv[i][0] == '-' && argv[i][1]) return usage();
        else if (!file) file = argv[i];
        else return usage();
    }
    if (!file) return usage();
    sm5_prog_t p;
    char err[SM5_PROG_ERR_MAX];
    if (sm5_prog_load(file, &p, err, sizeof err) != 0) {
        fputs(err, stderr);
        return 2;
    }
    /* SPEC 14: as a build without the double unit (DOUBLES=0), refuse a double op */
    if (sm5_cycle_refuse_doubles(doubles, p.uops, p.nuops, file, p.uop_line, p.uop_col, err, sizeof err) >= 0) {
        fputs(err, stderr);
        sm5_prog_free(&p);
        return 2;
    }
    if (mode == 1) {
        if (!quiet) printf("%s: ok: %d micro-ops, %d constants, %d expectations, %u memory words\n", file, p.nuops,
                           p.nconst, p.nexpects, p.mem_words);
        sm5_prog_free(&p);
        return 0;
    }
    if (mode == 2) { sm5_disasm_prog(&p, stdout); sm5_prog_free(&p); return 0; }
    if (mode == 3) {
        char line[512];
        for (int i = 0; i < p.nuops; i++) {
            sm5_uop_bits_t b = sm5_uop_pack(&p.uops[i]);
            sm5_disasm_uop(&p, &p.uops[i], line, sizeof line);
            for (int w = SM5_UOP_WORDS - 1; w >= 0; w--) printf("%08x", b.w[w]);
            printf("  // %s:%u: %s\n", file, p.uop_line[i], line);
        }
        for (int i = 0; i < p.nconst; i++)
            printf("const %3d: %08x %08x %08x %08x\n", i, p.cfile[i][0], p.cfile[i][1], p.cfile[i][2], p.cfile[i][3]);
        sm5_prog_free(&p);
        return 0;
    }
    int run_lanes = sm5_prog_run_lanes(&p, lanes);
    sm5_arch_t a;
    int rc = sm5_arch_init(&a, &p, run_lanes);
    if (rc != 0) {
        fprintf(stderr, "sm5run: %s\n", rc == -2 ? "invalid program (index out of range)" : "out of memory");
        sm5_prog_free(&p);
        return 2;
    }
    if (waves) a.on_group_end = print_group;
    if (trace) {
        char line[512];
        while (!a.done && a.pc < p.nuops) {
            int pc = a.pc;
            sm5_disasm_uop(&p, &p.uops[pc], line, sizeof line);
            printf("%s:%u: [%d] group %u wave %d mask 0x%llx: %s\n", file, p.uop_line[pc], pc, a.group_index, a.cur,
                   (unsigned long long)a.waves[a.cur].act, line);
            sm5_arch_step(&a);
        }
    } else {
        sm5_arch_run(&a, 0);
    }
    if (p.expect_error) {   /* the run must stop with this error */
        bool seen = a.error[0] && strstr(a.error, p.expect_error);
        if (!quiet || !seen) {
            if (a.error[0]) printf("%s: run stopped: %s\n", file, a.error);
            printf("%s:%u: expect error '%s': %s\n", file, p.expect_error_line, p.expect_error,
                   seen ? "seen" : a.error[0] ? "a different error" : "the run ended without an error");
        }
        sm5_arch_free(&a);
        sm5_prog_free(&p);
        return seen ? 0 : 1;
    }
    int checked = 0;
    int failed = sm5_arch_check(&a, stdout, &checked);
    if (!quiet || failed) {
        const sm5_ub_counts_t *ub = &a.mem.ub;
        printf("%s: %llu instructions, %d lanes (%s), exec 0x%llx, helper 0x%llx, %llu memory ops\n", file,
               (unsigned long long)a.ninstr, run_lanes, p.lanes ? "//! lanes" : "default",
               (unsigned long long)a.exec, (unsigned long long)a.helper, (unsigned long long)a.nmemops);
        printf("%s: undefined/out-of-bounds events: oob %u, struct_offset %u, gsm_oob %u, misaligned %u, "
               "index %llu (P-31)\n", file, ub->oob + a.srv.ub.oob, ub->struct_offset + a.srv.ub.struct_offset,
               ub->gsm_oob, ub->misaligned + a.srv.ub.misaligned, (unsigned long long)a.index_oob);
        if (a.ngroups > 1 || a.nwaves > 1)
            printf("%s: %u group%s of %u threads, %d wave%s each, %llu barrier waits\n", file, a.ngroups,
                   a.ngroups == 1 ? "" : "s", a.nthreads, a.nwaves, a.nwaves == 1 ? "" : "s",
                   (unsigned long long)a.barrier_waits);
        printf("%s: expectations: %d checked, %d failed\n", file, checked, failed);
    }
    /* a run that checks nothing fails, unless the caller says so on purpose */
    int nothing = checked == 0 && !(p.nexpects == 0 && no_expect);
    if (nothing && p.nexpects == 0)
        printf("%s: error: no //! expect lines, so nothing was checked (--no-expect: run it "
               "without checks on purpose)\n", file);
    else if (nothing)
        printf("%s: error: none of its %d //! expect lines applies to the %d lanes of this run\n",
               file, p.nexpects, run_lanes);
    if (dump) sm5_arch_dump(&a, stdout);
    if (state) {   /* the final state for the runners' differential check */
        FILE *sf = fopen(state, "w");
        if (!sf) { perror(state); failed = 1; }
        else { sm5_arch_write_state(&a, sf); fclose(sf); }
    }
    sm5_arch_free(&a);
    sm5_prog_free(&p);
    return failed || nothing ? 1 : 0;
}

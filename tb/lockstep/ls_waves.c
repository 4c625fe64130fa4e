/* Mismatch save file and run-window note of a lockstep run (ls_waves.h, docs/waves.md).
 * Signal names are those of the lockstep FST (mk/sim.mk traces with --trace-structs):
 * scopes joined by '.', packed-array elements as name[i][j], the range last. The rows
 * come from sm5_top's observable-bundle ports, the ones rtl_glue.cpp reads; `make
 * waves-check` opens a broken build's mismatch file in GTKWave, so a renamed port shows
 * there by name. */
#include "ls_waves.h"
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* sm5_ls_pkg::ls_field_e, in order ("final.r3" is final.reg with regnum 3) */
const char *const ls_field_name[] = {
    "none", "issue_ready", "acc_valid", "acc_tag", "ds_valid", "ds_tag", "ds_stall",
    "rf_wr.valid", "rf_wr.tag", "rf_wr.pipe", "rf_wr.reg", "rf_wr.mask", "rf_wr.lanes",
    "rf_wr.data",
    "done_valid", "done_tag", "bank_valid", "bank_we", "bank_addr", "bank_wdata",
    "grant", "ub_valid", "ub_stat", "idle", "sva",
    "final.reg", "final.mem", "final.counter",
    "final.archsim.reg", "final.archsim.mem", "final.archsim.counter",
};
const int ls_nfields = (int)(sizeof ls_field_name / sizeof ls_field_name[0]);

#define DUT "TOP.sm5_top."
#define LS  "TOP.sm5_top.lockstep."
/* GTKWave trace flags (save-file "@" lines): hex, right-justified; + highlighted;
 * enum names (TR_ENUM with binary, as GTKWave stores an FST enum trace); plain bit;
 * group begin / end (open) */
#define F_HEX   "22"
#define F_HEXHL "23"
#define F_ENUM  "100000028"
#define F_BIT   "28"
#define F_DEC   "24"

/* Wave area the zoom is worked out for: [size] minus the signal panes (see write_head). */
enum { WIN_W = 1600, WIN_H = 1000, SST_W = 90, SIG_W = 500, SPAN_CYCLES = 20 };

struct ls_waves {
    char *fst, *base, *test;
    rtl_params_t P;
    int mismatched;
    uint64_t mm_cycle, mm_ns;
    char mm_field[64];
};

static char *dup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d) memcpy(d, s, n);
    return d;
}

ls_waves_t *ls_waves_new(const char *fst, const char *test, const rtl_params_t *P)
{
    ls_waves_t *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    w->P = *P;
    w->test = dup(test ? test : "");
    if (fst) {
        w->fst = dup(fst);
        w->base = dup(fst);
        if (w->base) {
            size_t n = strlen(w->base);
            if (n > 4 && !strcmp(w->base + n - 4, ".fst")) w->base[n - 4] = 0;
        }
    }
    if (!w->test || (fst && (!w->fst || !w->base))) { ls_waves_free(w); return NULL; }
    return w;
}

void ls_waves_free(ls_waves_t *w)
{
    if (!w) return;
    free(w->fst);
    free(w->base);
    free(w->test);
    free(w);
}

static int field_code(const char *field, int *reg)
{
    *reg = -1;
    char buf[64];
    snprintf(buf, sizeof buf, "%s", field);
    /* final.rN and final.archsim.rN: the register number goes to regnum */
    const char *r = strncmp(buf, "final.archsim.r", 15) == 0 ? buf + 15 :
                    strncmp(buf, "final.r", 7) == 0 ? buf + 7 : NULL;
    if (r && *r >= '0' && *r <= '9') {
        *reg = atoi(r);
        snprintf(buf + (r - buf) - 1, sizeof buf - (size_t)(r - buf) + 1, "reg");
    }
    for (int i = 1; i < ls_nfields; i++)
        if (!strcmp(buf, ls_field_name[i])) return i;
    return 0;
}

/* Range suffix of a packed vector [w-1:0] as GTKWave names it ([0:0] is [0]). */
static const char *rng(char *b, size_t n, int w)
{
    if (w == 1) snprintf(b, n, "[0]");
    else snprintf(b, n, "[%d:0]", w - 1);
    return b;
}

static void row(FILE *f, const char *flags, const char **cur, const char *alias, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static void row(FILE *f, const char *flags, const char **cur, const char *alias, const char *fmt, ...)
{
    if (!*cur || strcmp(*cur, flags)) { fprintf(f, "@%s\n", flags); *cur = flags; }
    if (alias) fprintf(f, "+{%s} ", alias);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(f, fmt, ap);
    va_end(ap);
    fputc('\n', f);
}

static void group(FILE *f, const char **cur, const char *title, int begin)
{
    *cur = begin ? "800200" : "1000200";
    fprintf(f, "@%s\n-%s\n", *cur, title);
}

/* Bit b of a [w-1:0] vector as its own row: GTKWave counts the (n) from the MSB. */
static void bitrow(FILE *f, const char **cur, const char *alias, const char *name, int w, int b)
{
    char rb[24];
    if (w == 1) row(f, F_BIT, cur, alias, DUT "%s[0]", name);
    else row(f, F_BIT, cur, alias, "(%d)" DUT "%s%s", w - 1 - b, name, rng(rb, sizeof rb, w));
}

/* The register-write port rf_wr_*. */
static void regwr_rows(FILE *f, const char **cur, const char *pfx, const char *leaf, int L, int lane,
                       int comp)
{
    char rb[24], a[96];
    const char *c = comp >= 0 && comp < 4 ? "xyzw" + comp : "x";
    if (!strcmp(leaf, "data") && lane >= 0) {
        /* no '.' in an alias: GTKWave shows a name from its last '.' */
        snprintf(a, sizeof a, "%s_data_o[%d][%d] (lane %d %c)", pfx, lane, comp < 0 ? 0 : comp,
                 lane, *c);
        row(f, F_HEXHL, cur, a, DUT "%s_data_o[%d][%d][31:0]", pfx, lane, comp < 0 ? 0 : comp);
    }
    row(f, F_BIT, cur, NULL, DUT "%s_valid_o", pfx);
    row(f, F_HEX, cur, NULL, DUT "%s_tag_o[15:0]", pfx);
    row(f, F_ENUM, cur, NULL, DUT "%s_pipe_o[2:0]", pfx);
    row(f, F_HEX, cur, NULL, DUT "%s_reg_o[7:0]", pfx);
    row(f, F_HEX, cur, NULL, DUT "%s_mask_o[3:0]", pfx);
    row(f, F_HEX, cur, NULL, DUT "%s_lanes_o%s", pfx, rng(rb, sizeof rb, L));
}

/* The mismatching signal (highlighted) and the ports it is compared with. */
static void field_rows(FILE *f, const char **cur, const ls_waves_t *w, const char *field, int lane,
                       int comp)
{
    char rb[24], a[96];
    const int L = w->P.lanes, B = w->P.banks;
    if (!strncmp(field, "rf_wr.", 6)) regwr_rows(f, cur, "rf_wr", field + 6, L, lane, comp);
    else if (!strncmp(field, "ds_", 3) || !strcmp(field, "sva")) {
        row(f, F_BIT, cur, NULL, DUT "ds_valid_o");
        row(f, F_HEX, cur, NULL, DUT "ds_tag_o[15:0]");
        row(f, F_ENUM, cur, NULL, DUT "ds_stall_o[3:0]");
        row(f, F_BIT, cur, NULL, DUT "rf_wr_valid_o");
        row(f, F_HEX, cur, NULL, DUT "rf_wr_tag_o[15:0]");
    } else if (!strcmp(field, "issue_ready") || !strncmp(field, "acc_", 4)) {
        row(f, F_BIT, cur, NULL, DUT "issue_valid_i");
        row(f, F_BIT, cur, NULL, DUT "issue_ready_o");
        row(f, F_HEX, cur, NULL, DUT "issue_tag_i[15:0]");
        row(f, F_ENUM, cur, NULL, DUT "issue_uop_i.op[7:0]");
        row(f, F_BIT, cur, NULL, DUT "acc_valid_o");
        row(f, F_HEX, cur, NULL, DUT "acc_tag_o[15:0]");
    } else if (!strncmp(field, "done_", 5)) {
        row(f, F_BIT, cur, NULL, DUT "done_valid_o");
        row(f, F_HEX, cur, NULL, DUT "done_tag_o[15:0]");
    } else if (!strncmp(field, "bank_", 5) && lane >= 0 && lane < B) {
        snprintf(a, sizeof a, "bank %d valid", lane);
        bitrow(f, cur, a, "bank_valid_o", B, lane);
        snprintf(a, sizeof a, "bank %d we", lane);
        bitrow(f, cur, a, "bank_we_o", B, lane);
        row(f, F_HEX, cur, NULL, DUT "bank_addr_o[%d][31:0]", lane);
        row(f, F_HEX, cur, NULL, DUT "bank_wdata_o[%d][31:0]", lane);
    } else if (!strcmp(field, "grant")) {
        row(f, F_HEXHL, cur, NULL, DUT "grant_o%s", rng(rb, sizeof rb, L));
    } else if (!strncmp(field, "ub_", 3)) {
        row(f, F_BIT, cur, NULL, DUT "ub_valid_o");
        if (lane >= 0 && comp >= 0) {
            snprintf(a, sizeof a, "ub_stat_o[%d][%d] (lane %d word %d)", lane, comp, lane, comp);
            row(f, F_HEXHL, cur, a, DUT "ub_stat_o[%d][%d][2:0]", lane, comp);
        }
    } else if (!strcmp(field, "idle")) {
        row(f, F_BIT, cur, NULL, DUT "idle_o");
    }
    /* final.*: the state after the run has no row of its own; the comparator shows it */
}

static void comparator_rows(FILE *f, const char **cur)
{
    row(f, F_DEC, cur, NULL, LS "cycle[31:0]");
    row(f, F_ENUM, cur, NULL, LS "phase[1:0]");
    row(f, F_BIT, cur, NULL, LS "match");
    row(f, F_DEC, cur, NULL, LS "first_mismatch[31:0]");
    row(f, F_ENUM, cur, NULL, LS "field[5:0]");
    row(f, F_DEC, cur, NULL, LS "index[15:0]");
    row(f, F_DEC, cur, NULL, LS "comp[7:0]");
    row(f, F_DEC, cur, NULL, LS "regnum[7:0]");
    row(f, F_HEX, cur, NULL, LS "expected[63:0]");
    row(f, F_HEX, cur, NULL, LS "actual[63:0]");
}

int ls_waves_mismatch(ls_waves_t *w, rtl_t *r, uint64_t cycle, const char *field, int lane,
                      int comp, uint64_t exp, uint64_t act)
{
    int reg;
    int code = field_code(field, &reg);
    uint64_t ns = rtl_mismatch(r, code, lane, comp, reg, exp, act);
    if (!w || w->mismatched) return code;
    w->mismatched = 1;
    w->mm_cycle = cycle;
    w->mm_ns = ns;
    snprintf(w->mm_field, sizeof w->mm_field, "%s", field);
    if (!w->fst) return code;

    char path[4096];
    snprintf(path, sizeof path, "%s_mismatch.gtkw", w->base);
    FILE *f = fopen(path, "w");
    if (!f) { perror(path); return code; }
    /* times in the FST's unit, ps (1 ns cycles: mk/sim.mk --timescale 1ns/1ps) */
    const uint64_t ps = 1000, t = w->mm_ns * ps;
    /* RTL_RUN_ON cycles follow the mismatch in the FST: the window fits inside the trace
     * (GTKWave drops a start whose window would run past the end) */
    const uint64_t start = t > SPAN_CYCLES * ps ? t - SPAN_CYCLES * ps : 0;
    /* GTKWave: zoom z shows 2^-z time units per frame of 200 pixels */
    const double zoom = -log2((2.0 * SPAN_CYCLES + 1) * (double)ps / (WIN_W - SST_W - SIG_W - 30) * 200);
    char where[160] = "";
    if (lane >= 0) snprintf(where, sizeof where, " lane %d", lane);
    if (comp >= 0) snprintf(where + strlen(where), sizeof where - strlen(where), " comp %c", "xyzw"[comp & 3]);
    fprintf(f, "[*] lockstep mismatch: test %s, run cycle %llu (wave time %llu ns), field %s%s\n"
               "[*] expected (C cycle model) 0x%llx, actual (RTL) 0x%llx\n"
               "[*] written by sm5sim (tb/lockstep/ls_waves.c); open with:\n"
               "[*]   gtkwave %s %s\n",
            w->test, (unsigned long long)cycle, (unsigned long long)w->mm_ns, field, where,
            (unsigned long long)exp, (unsigned long long)act, w->fst, path);
    fprintf(f, "[dumpfile] \"%s\"\n[timestart] %llu\n[size] %d %d\n[sst_width] %d\n"
               "[signals_width] %d\n[sst_expanded] 0\n",
            w->fst, (unsigned long long)start, WIN_W, WIN_H, SST_W, SIG_W);
    /* primary marker and named marker A at the mismatching cycle */
    fprintf(f, "*%.6f %llu %llu", zoom, (unsigned long long)t, (unsigned long long)t);
    for (int i = 1; i < 26; i++) fprintf(f, " -1");
    fprintf(f, "\n[markername] Amismatch cycle %llu\n", (unsigned long long)cycle);
    const char *cur = NULL;
    char title[200];
    /* short: the signal pane's name column is as wide as its longest title */
    snprintf(title, sizeof title, "MISMATCH %s, cycle %llu", field, (unsigned long long)cycle);
    group(f, &cur, title, 1);
    field_rows(f, &cur, w, field, lane, comp);
    group(f, &cur, title, 0);
    group(f, &cur, "lockstep comparator", 1);
    comparator_rows(f, &cur);
    group(f, &cur, "lockstep comparator", 0);
    fclose(f);
    return code;
}

uint64_t ls_waves_mismatch_ns(const ls_waves_t *w)
{
    return w ? w->mm_ns : 0;
}

void ls_waves_report(const ls_waves_t *w, FILE *f)
{
    if (!w || !w->fst) return;
    fprintf(f, "  waves: %s (flushed through this cycle)\n", w->fst);
    if (w->mismatched)
        fprintf(f, "  mismatch view (marker at wave time %llu ns): gtkwave %s %s_mismatch.gtkw\n",
                (unsigned long long)w->mm_ns, w->fst, w->base);
}

void ls_waves_end(ls_waves_t *w, rtl_t *r, uint64_t cycles, const char *result)
{
    if (!w || !w->fst) return;
    char path[4096];
    snprintf(path, sizeof path, "%s.run", w->base);
    FILE *f = fopen(path, "w");
    if (!f) { perror(path); return; }
    fprintf(f, "# run window of %s, written by sm5sim (tb/lockstep/ls_waves.c); read by\n"
               "# sim/wave_view.py. Wave times in ns (one cycle = 1 ns).\n", w->fst);
    fprintf(f, "test %s\nlanes %d\nbanks %d\nrun_start_ns %llu\nrun_end_ns %llu\ncycles %llu\n"
               "trace_end_ns %llu\nresult %s\n",
            w->test, w->P.lanes, w->P.banks, (unsigned long long)rtl_run_start_ns(r),
            (unsigned long long)(rtl_run_start_ns(r) + cycles), (unsigned long long)cycles,
            (unsigned long long)rtl_end_ns(r), result);
    if (w->mismatched)
        fprintf(f, "mismatch_cycle %llu\nmismatch_ns %llu\nmismatch_field %s\n",
                (unsigned long long)w->mm_cycle, (unsigned long long)w->mm_ns, w->mm_field);
    fclose(f);
}

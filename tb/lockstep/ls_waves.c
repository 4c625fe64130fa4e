/* Mismatch save file and run-window note of a lockstep run (ls_waves.h, docs/waves.md).
 * Signal names are those of the lockstep FST (mk/sim.mk traces with --trace-structs):
 * scopes joined by '.', packed-array elements as name[i][j], the range last. The rows
 * come from sm5_top's observable-bundle ports, the ones rtl_glue.cpp reads; `make
 * waves-check` opens a broken build's mismatch file in GTKWave, so a renamed port shows
 * there by name. */
#define _POSIX_C_SOURCE 200809L   /* getcwd, getpid: the translate files' absolute paths */
#include "ls_waves.h"
#include "sm5_pipe.h"
#include "sm5_uop.h"
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
#define F_DECTR "2024"   /* decimal through a translate file (TR_FTRANSLATED) */

/* Wave area the zoom is worked out for: [size] minus the signal panes and the scrollbar.
 * The window is as many cycles as fit the longest opcode name in one cycle's box (GTKWave
 * clips a longer one to `OP_ATO+`), as sim/wave_view.py sizes the run view: CHAR_PX per
 * character of GTKWave's wave font and NAME_PAD_PX of margins (measured on screenshots);
 * BEFORE_CYCLES of them precede the mismatch cycle. */
enum { WIN_W = 1600, WIN_H = 1000, SST_W = 90, SIG_W = 500, WAVE_PX = WIN_W - SST_W - SIG_W - 30,
       CHAR_PX = 8, NAME_PAD_PX = 14, MAX_CYCLES = 20, BEFORE_CYCLES = 3 };

/* The mismatch view's window in cycles: the longest opcode name ("OP_" and the mnemonic in
 * upper case, as sm5_op_e names it) fits one cycle's box. */
static int window_cycles(void)
{
    size_t longest = 0;
    for (int op = 0; op < SM5_OP_COUNT; op++) {
        const char *n = sm5_op_name((sm5_op_t)op);
        if (n && strlen(n) + 3 > longest) longest = strlen(n) + 3;
    }
    int c = WAVE_PX / (int)(longest * CHAR_PX + NAME_PAD_PX);
    return c < BEFORE_CYCLES + 2 ? BEFORE_CYCLES + 2 : c > MAX_CYCLES ? MAX_CYCLES : c;
}

struct ls_waves {
    char *fst, *base, *test;
    char *dir;           /* the FST's directory, absolute: where the translate files go */
    rtl_params_t P;
    int mismatched;
    uint64_t mm_cycle, mm_ns;
    char mm_field[64];
};

static char *sdup(const char *s)
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
    w->test = sdup(test ? test : "");
    if (fst) {
        w->fst = sdup(fst);
        w->base = sdup(fst);
        if (w->base) {
            size_t n = strlen(w->base);
            if (n > 4 && !strcmp(w->base + n - 4, ".fst")) w->base[n - 4] = 0;
        }
        /* GTKWave opens a translate file by the path in the save file: absolute */
        char cwd[4096] = "", d[8192];
        const char *slash = strrchr(fst, '/');
        int dn = slash ? (int)(slash - fst) : 0;
        if (fst[0] == '/') snprintf(d, sizeof d, "%.*s", dn, fst);
        else if (getcwd(cwd, sizeof cwd)) snprintf(d, sizeof d, "%s%s%.*s", cwd, dn ? "/" : "", dn, fst);
        else snprintf(d, sizeof d, "%.*s", dn ? dn : 1, dn ? fst : ".");
        w->dir = sdup(d[0] ? d : "/");
    }
    if (!w->test || (fst && (!w->fst || !w->base || !w->dir))) { ls_waves_free(w); return NULL; }
    return w;
}

void ls_waves_free(ls_waves_t *w)
{
    if (!w) return;
    free(w->fst);
    free(w->base);
    free(w->dir);
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

/* GTKWave translate files (a save file's `^N FILE`): a width-bit row shown in decimal whose
 * all-ones value reads NAME, every other value as its number: the comparator's none
 * (first_mismatch, index, comp, regnum) and a shown copy's IDLE (the tags: one bit wider
 * than the field, all ones when the stage is empty). The same names and contents as
 * sim/wave_view.py writes (rules `=NAME`): filter_dec<width>_<NAME>.gtkw next to the FST,
 * replaced whole (another run may read it). Returns the path, or NULL. */
static const char *filter_file(const ls_waves_t *w, char *path, size_t n, int width, const char *name)
{
    char tmp[8300];
    if ((size_t)snprintf(path, n, "%s/filter_dec%d_%s.gtkw", w->dir, width, name) >= n ||
        (size_t)snprintf(tmp, sizeof tmp, "%s.%ld.tmp", path, (long)getpid()) >= sizeof tmp)
        return NULL;
    FILE *f = fopen(tmp, "w");
    if (!f) { perror(tmp); return NULL; }
    fprintf(f, "%llu %s\n", (unsigned long long)(width >= 64 ? ~0ull : (1ull << width) - 1), name);
    if (fclose(f) || rename(tmp, path)) { perror(path); remove(tmp); return NULL; }
    return path;
}

/* A decimal row of `width` bits whose all-ones value reads NAME (translate file above). */
static void ones_row(FILE *f, const char **cur, const ls_waves_t *w, int width, const char *name,
                     const char *alias, const char *sig)
{
    char path[8300];
    if (filter_file(w, path, sizeof path, width, name)) {
        fprintf(f, "^1 %s\n", path);
        row(f, F_DECTR, cur, alias, "%s", sig);
    } else {
        row(f, F_DEC, cur, alias, "%s", sig);
    }
}

/* A tag row: the shown copy (TAG_W + 1 bits, all ones when its valid is low: IDLE). */
static void tag_row(FILE *f, const char **cur, const ls_waves_t *w, const char *member)
{
    char sig[128], alias[64];
    snprintf(sig, sizeof sig, LS "shown.%s[16:0]", member);
    snprintf(alias, sizeof alias, "shown/%s[16:0]", member);
    ones_row(f, cur, w, 17, "IDLE", alias, sig);
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
static void regwr_rows(FILE *f, const char **cur, const ls_waves_t *w, const char *pfx,
                       const char *leaf, int L, int lane, int comp)
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
    /* the tag and the pipe as the testbench's shown copies: IDLE while valid is low */
    tag_row(f, cur, w, "wr_tag");
    /* ls_pipe_e's width: sm5_pipe_e's as tools/gen_pkg.c sizes it (the pipes and
     * PIPE_NONE, >= 3), one bit more when IDLE (all ones) would take a pipe's code */
    int pw = 3;
    while ((1 << pw) < SM5_PIPE_COUNT + 1) pw++;
    if ((1 << pw) == SM5_PIPE_COUNT + 1) pw++;
    char pa[32];
    snprintf(pa, sizeof pa, "shown/wr_pipe[%d:0]", pw - 1);
    row(f, F_ENUM, cur, pa, LS "shown.wr_pipe[%d:0]", pw - 1);
    row(f, F_HEX, cur, NULL, DUT "%s_reg_o[15:0]", pfx);   /* a physical register (wave block + r#) */
    row(f, F_HEX, cur, NULL, DUT "%s_mask_o[3:0]", pfx);
    row(f, F_HEX, cur, NULL, DUT "%s_lanes_o%s", pfx, rng(rb, sizeof rb, L));
}

/* The mismatching signal (highlighted) and the ports it is compared with. */
static void field_rows(FILE *f, const char **cur, const ls_waves_t *w, const char *field, int lane,
                       int comp)
{
    char rb[24], a[96];
    const int L = w->P.lanes, B = w->P.banks;
    /* tags, ops and pipes as the testbench's shown copies (IDLE while their valid is low) */
    if (!strncmp(field, "rf_wr.", 6)) regwr_rows(f, cur, w, "rf_wr", field + 6, L, lane, comp);
    else if (!strncmp(field, "ds_", 3) || !strcmp(field, "sva")) {
        row(f, F_BIT, cur, NULL, DUT "ds_valid_o");
        tag_row(f, cur, w, "ds_tag");
        row(f, F_ENUM, cur, NULL, DUT "ds_stall_o[3:0]");
        row(f, F_BIT, cur, NULL, DUT "rf_wr_valid_o");
        tag_row(f, cur, w, "wr_tag");
    } else if (!strcmp(field, "issue_ready") || !strncmp(field, "acc_", 4)) {
        row(f, F_BIT, cur, NULL, DUT "issue_valid_i");
        row(f, F_BIT, cur, NULL, DUT "issue_ready_o");
        tag_row(f, cur, w, "issue_tag");
        row(f, F_ENUM, cur, "shown/issue_op[7:0]", LS "shown.issue_op[7:0]");
        row(f, F_BIT, cur, NULL, DUT "acc_valid_o");
        tag_row(f, cur, w, "acc_tag");
    } else if (!strncmp(field, "done_", 5)) {
        row(f, F_BIT, cur, NULL, DUT "done_valid_o");
        tag_row(f, cur, w, "done_tag");
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

/* The comparator; all ones in first_mismatch, index, comp and regnum read `none`. */
static void comparator_rows(FILE *f, const char **cur, const ls_waves_t *w)
{
    row(f, F_DEC, cur, NULL, LS "cycle[31:0]");
    row(f, F_ENUM, cur, NULL, LS "phase[1:0]");
    row(f, F_BIT, cur, NULL, LS "match");
    ones_row(f, cur, w, 32, "none", NULL, LS "first_mismatch[31:0]");
    row(f, F_ENUM, cur, NULL, LS "field[5:0]");
    ones_row(f, cur, w, 16, "none", NULL, LS "index[15:0]");
    ones_row(f, cur, w, 8, "none", NULL, LS "comp[7:0]");
    ones_row(f, cur, w, 8, "none", NULL, LS "regnum[7:0]");
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
    /* BEFORE_CYCLES cycles before the mismatch's, the rest after it: RTL_RUN_ON cycles
     * follow the mismatch in the FST, so the window fits inside the trace (GTKWave drops
     * a start whose window would run past the end) */
    const int cycles = window_cycles();
    const uint64_t start = t > BEFORE_CYCLES * ps ? t - BEFORE_CYCLES * ps : 0;
    /* GTKWave: zoom z shows 2^-z time units per frame of 200 pixels */
    const double zoom = -log2((double)cycles * (double)ps / WAVE_PX * 200);
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
    comparator_rows(f, &cur, w);
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

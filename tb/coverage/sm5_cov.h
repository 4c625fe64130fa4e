/* sm5_cov: a small functional-coverage library of named bins (no covergroups in
 * Verilator 5.006, so the testbench collects in C). A bin name is "group.rest"; the
 * report groups by the text before the first '.'. Bins are declared up front (so a bin
 * never hit is listed by name), then hit by name.
 *
 *     sm5_cov_t *cv = sm5_cov_new();
 *     sm5_cov_decl(cv, "minmax.min.NaN_F");        every bin of the plan
 *     sm5_cov_hit(cv, "minmax.min.NaN_F");         during the run
 *     sm5_cov_report(cv, stdout, 0);               covered/total per group + uncovered
 *
 * Hitting an undeclared name is a plan error: it is counted (sm5_cov_unknown) and
 * reported, never silently created. */
#ifndef SM5_COV_H
#define SM5_COV_H
#include <stdint.h>
#include <stdio.h>
#include <stdbool.h>

#define SM5_COV_NAME_MAX 80

typedef struct sm5_cov sm5_cov_t;

sm5_cov_t *sm5_cov_new(void);
void sm5_cov_free(sm5_cov_t *cv);

/* Declares a bin (a second declaration of one name is ignored). Returns its index, or
 * -1 when out of memory or the name is too long. */
int sm5_cov_decl(sm5_cov_t *cv, const char *name);
/* printf-style helpers */
int sm5_cov_declf(sm5_cov_t *cv, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sm5_cov_hit(sm5_cov_t *cv, const char *name);
void sm5_cov_hitf(sm5_cov_t *cv, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

int sm5_cov_count(const sm5_cov_t *cv);
const char *sm5_cov_name(const sm5_cov_t *cv, int i);
uint64_t sm5_cov_hits(const sm5_cov_t *cv, int i);
int sm5_cov_find(const sm5_cov_t *cv, const char *name);   /* -1 if not declared */
int sm5_cov_covered(const sm5_cov_t *cv);
uint64_t sm5_cov_unknown(const sm5_cov_t *cv);               /* hits on undeclared names */
const char *sm5_cov_first_unknown(const sm5_cov_t *cv);

/* Per group "group  covered/total  pct", then every uncovered bin by name; verbose also
 * lists the covered bins with their hit counts. */
void sm5_cov_report(const sm5_cov_t *cv, FILE *out, bool verbose);

#endif

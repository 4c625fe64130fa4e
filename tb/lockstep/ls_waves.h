/* The waves side of a lockstep run (docs/waves.md). With --waves FILE.fst, sm5sim writes
 * next to the FST:
 *   BASE.run            the run window (wave times in ns, cycles, result, first mismatch)
 *                       that sim/wave_view.py opens the view at;
 *   BASE_mismatch.gtkw  on a mismatch: a GTKWave save file with a named marker at the
 *                       mismatching cycle, zoomed so the longest opcode name fits a
 *                       cycle (about 5 cycles, 3 before the mismatch's), the
 *                       mismatching signal at the top and the comparator group; it
 *                       prints the gtkwave command that opens it (make sim / sim-broken
 *                       then append the test's whole view below, sim/wave_view.py).
 *   filter_dec<W>_<NAME>.gtkw  the GTKWave translate files its rows name: the
 *                       comparator's all-ones none, the shown tags' IDLE.
 * It also hands each mismatch to the comparator variables in the FST (rtl_mismatch). */
#ifndef LS_WAVES_H
#define LS_WAVES_H
#include <stdint.h>
#include <stdio.h>
#include "rtl_glue.h"

typedef struct ls_waves ls_waves_t;

/* fst NULL: no waves (the comparator variables still get the mismatch). NULL when out
 * of memory. */
ls_waves_t *ls_waves_new(const char *fst, const char *test, const rtl_params_t *P);
/* A lockstep mismatch as lockstep.c's fail() reports it: field as printed ("alu_wr.data",
 * "final.r3", ...), lane (or bank / word) and component, -1 when absent. Returns the field
 * code of sm5_ls_pkg::ls_field_e (0 when the name is not in the table). */
int ls_waves_mismatch(ls_waves_t *w, rtl_t *r, uint64_t cycle, const char *field, int lane,
                      int comp, uint64_t exp, uint64_t act);
/* Wave time (ns) of the first mismatch: where the marker is and the comparator shows it. */
uint64_t ls_waves_mismatch_ns(const ls_waves_t *w);
/* The report lines: the FST, and on a mismatch the gtkwave command of its view. */
void ls_waves_report(const ls_waves_t *w, FILE *f);
/* After the run: writes BASE.run (cycles run, "PASS" / "FAIL" / ...). */
void ls_waves_end(ls_waves_t *w, rtl_t *r, uint64_t cycles, const char *result);
void ls_waves_free(ls_waves_t *w);

/* The field names, in ls_field_e order (the table `make waves-check` compares with the
 * SystemVerilog enum). */
extern const char *const ls_field_name[];
extern const int ls_nfields;

#endif

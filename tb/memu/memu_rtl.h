/* C view of the Verilated sm5_mem_unit (thin C++ glue in memu_rtl.cpp). The build
 * fixes LANES / BANKS / MEM_WORDS (-G for Verilator, -D for the glue). */
#ifndef MEMU_RTL_H
#define MEMU_RTL_H
#ifdef __cplusplus
extern "C" {
#endif
#include "sm5_memu.h"
typedef struct memu_rtl memu_rtl_t;
/* fst_path NULL: no waves. rand_seed 0: every flop and array word starts at 0 (Verilator's
 * default); otherwise they start at values random from rand_seed, so a register the reset
 * misses shows up as a mismatch (the harness host-writes every memory word first). */
memu_rtl_t *memu_rtl_new(const char *fst_path, uint32_t rand_seed);
void memu_rtl_free(memu_rtl_t *r);
int memu_rtl_lanes(void);
int memu_rtl_banks(void);
unsigned memu_rtl_mem_words(void);
const char *memu_rtl_variant(void);   /* "" or the broken build (tb/memu/broken/<name>.patch) */
void memu_rtl_reset(memu_rtl_t *r);               /* a few cycles of rst_ni = 0 */
/* Drive the inputs, settle, read the outputs of this cycle. */
void memu_rtl_eval(memu_rtl_t *r, const sm5_memu_in_t *in, sm5_memu_out_t *out);
void memu_rtl_tick(memu_rtl_t *r);                /* rising edge with the driven inputs */
/* An SVA assertion of the RTL failed since memu_rtl_new (Verilator --assert; the
 * assertion's own message is printed when it fires). */
int memu_rtl_assert_failed(memu_rtl_t *r);
#ifdef __cplusplus
}
#endif
#endif

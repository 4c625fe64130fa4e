/* Internal interface between the two halves of the architectural simulator. */
#ifndef SM5_ARCHSIM_INT_H
#define SM5_ARCHSIM_INT_H
#include "sm5_archsim.h"

/* Stops the run with an error message (the first one wins). */
void sm5_arch_fail(sm5_arch_t *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Issues the micro-op at wave w's pc: flow control on the mask stack, or execution on
 * the active lanes; counts steps (P-27). */
void sm5_arch_wave_step(sm5_arch_t *a, int w);
/* A non-flow micro-op on the lanes `mask` of wave w. */
void sm5_arch_exec_lanes(sm5_arch_t *a, int w, const sm5_uop_t *u, uint64_t mask);

#endif

/* Cycles per atomic instruction against the bank bound, per access pattern, for the
 * `make sim` summary line (docs/architecture.md, Design targets). The bound of each atomic is worked out
 * from the architectural state before it (the largest number of distinct words one
 * bank must serve); the cycles are measured on the run: done cycle - the cycle the
 * op could start in the memory unit (SM5_MEMU_LATENCY after the unit accepted it, or the
 * previous memory op's done cycle if later). An atomic during which a held memory result
 * (the write-back port given to a fixed pipe's reserved slot: the pipeline's policy, not
 * the banks) froze the unit's E, M and W stages is left out and counted apart. */
#ifndef ATOMIC_CPI_H
#define ATOMIC_CPI_H
#include <stddef.h>
#include <stdint.h>
#include "sm5_archsim.h"

typedef struct atomic_cpi atomic_cpi_t;

/* Runs `a` to the end, as sm5_arch_run(a, 0) does, working out the bank bound of each
 * atomic from the state before it (so the lockstep's one architectural run serves both).
 * NULL when out of memory (a is still run); a program without atomics gives an empty
 * summary. */
atomic_cpi_t *atomic_cpi_run(sm5_arch_t *a, int banks);
void atomic_cpi_in_ex(atomic_cpi_t *c, uint16_t tag, uint64_t cycle);
void atomic_cpi_done(atomic_cpi_t *c, uint16_t tag, uint64_t cycle);
/* a cycle in which the memory unit's result waits (wb_valid && !wb_ready), ascending */
void atomic_cpi_held(atomic_cpi_t *c, uint64_t cycle);
/* " atomic CPI/bound: one-word 1.00/1.00 (n=3) ...[; N left out (...)]" or "" */
void atomic_cpi_summary(const atomic_cpi_t *c, char *buf, size_t n);
void atomic_cpi_free(atomic_cpi_t *c);

#endif

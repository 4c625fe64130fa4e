/* Architectural simulator: runs a program (sm5_prog.h) on LANES lanes, one instruction
 * at a time, with no notion of cycles. Registers LANES x NREGS x 4 x 32 bits start at 0;
 * memory starts from the program's init directives. Per instruction: fetch the sources
 * (temp, constant-file entry, thread id) with their swizzle; ALU ops run sm5_alu_exec on
 * every lane of the execution mask (helper lanes included) and write the components of
 * the write mask; memory ops run sm5_mem_exec over all lanes and write ret to the lanes
 * of ret_valid under the write mask. The cycle model reuses sm5_arch_fetch and the
 * per-instruction step. */
#ifndef SM5_ARCHSIM_H
#define SM5_ARCHSIM_H
#include <stdio.h>
#include "sm5_prog.h"

typedef struct {
    const sm5_prog_t *prog;
    int lanes;
    int nregs;               /* registers per lane (at least 1) */
    uint64_t exec, helper;   /* execution mask (lanes that exist) and helper lanes */
    uint32_t *regs;          /* [lane][reg][comp]: lanes * nregs * 4 words */
    uint32_t *words;         /* memory, prog->mem_words words (at least 1) */
    sm5_mem_t mem;           /* descriptors and undefined-behaviour counts */
    int pc;                  /* next micro-op */
    bool done;               /* ret executed (or ran off the end) */
    uint64_t ninstr;         /* micro-ops executed, ret included */
    uint64_t nmemops;        /* memory micro-ops executed */
} sm5_arch_t;

/* Sets up a run; lanes = the run's lane count (use sm5_prog_run_lanes). 0 on success,
 * -1 when out of memory, -2 when a micro-op names a register, constant or memory word
 * outside the program (only possible for programs not made by the assembler). */
int sm5_arch_init(sm5_arch_t *a, const sm5_prog_t *p, int lanes);
void sm5_arch_free(sm5_arch_t *a);

/* A lane's register r#, 4 components. */
static inline uint32_t *sm5_arch_reg(sm5_arch_t *a, int lane, int reg)
{
    return a->regs + ((size_t)lane * (size_t)a->nregs + (size_t)reg) * 4u;
}

/* Operand fetch for one lane: source s of u after its swizzle, before modifiers.
 * lane_regs: that lane's nregs x 4 registers; cfile: the program's constant file.
 * NONE reads 0; THREAD_ID gives (lane, 0, 0, 0) before the swizzle. */
void sm5_arch_fetch(const sm5_uop_t *u, int s, const uint32_t *lane_regs,
                    const uint32_t cfile[][4], int lane, uint32_t out[4]);

/* Executes the micro-op at a->pc and advances; returns false once the program is done
 * (after ret). */
bool sm5_arch_step(sm5_arch_t *a);

/* Executes one given micro-op (for callers that drive their own sequence). */
void sm5_arch_exec_uop(sm5_arch_t *a, const sm5_uop_t *u);

/* Runs to ret (at most max_steps micro-ops; 0 = no limit); returns the steps taken. */
uint64_t sm5_arch_run(sm5_arch_t *a, uint64_t max_steps);

/* Checks the program's expectations against the state; prints each failure as
 * "file:line: expect ...: lane L: expected X, got Y" to out (if not NULL). Returns the
 * number of failed expectation lines; *checked gets the number of expectation lines. */
int sm5_arch_check(const sm5_arch_t *a, FILE *out, int *checked);

/* Prints registers (nonzero ones, per lane) and memory (per resource). */
void sm5_arch_dump(const sm5_arch_t *a, FILE *out);

#endif

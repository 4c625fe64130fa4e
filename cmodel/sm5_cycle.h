/* sm5_cycle: the cycle model of rtl/sm5_top.sv (vector ALU pipeline + memory unit), one
 * call pair per clock, producing the observable bundle the lockstep testbench compares
 * with the RTL every cycle. Pipeline and hazards: docs/architecture.md.
 *
 *   IS  issue port; an accepted micro-op enters EX at the edge
 *   EX  operand fetch (regfile + forwarding from WB, constants, lane index), swizzle,
 *       then sm5_alu_exec per lane, or the request to the memory unit (EX stalls while
 *       the memory unit is not ready)
 *   WB  ALU result register: written to the regfile at the end of the cycle, forwarded
 *       to EX; memory results (wb of the memory unit) are written in the cycle they
 *       appear. A per-register scoreboard stalls issue of an op that reads or writes a
 *       register a memory op has not written back.
 *
 * Per cycle (like sm5_memu):
 *     sm5_cycle_eval(c, &in, &out);   outputs of this cycle from state + inputs
 *     sm5_cycle_tick(c, &in);         the clock edge (same in)                      */
#ifndef SM5_CYCLE_H
#define SM5_CYCLE_H
#include <stdint.h>
#include <stdbool.h>
#include "sm5_uop.h"
#include "sm5_mem.h"
#include "sm5_memu.h"

typedef struct sm5_cycle sm5_cycle_t;

typedef struct {
    bool issue_valid;
    uint16_t issue_tag;
    sm5_uop_t issue_uop;
} sm5_cycle_in_t;

/* One register write of a cycle (ALU write-back or memory result). */
typedef struct {
    bool valid;
    uint16_t tag;
    uint8_t reg;
    uint8_t mask;          /* components, x = bit 0 */
    uint64_t lanes;
    uint32_t data[SM5_MAX_LANES][4];   /* meaningful where lanes & mask */
} sm5_regwr_t;

/* The observable bundle of one cycle: identical fields in the RTL (sm5_top outputs). */
typedef struct {
    bool issue_ready;
    bool acc_valid;        /* issue_valid && issue_ready */
    uint16_t acc_tag;
    sm5_regwr_t alu_wr;
    sm5_regwr_t mem_wr;
    bool done_valid;
    uint16_t done_tag;
    bool bank_valid[SM5_MEMU_MAX_BANKS];
    bool bank_we[SM5_MEMU_MAX_BANKS];
    uint32_t bank_addr[SM5_MEMU_MAX_BANKS];
    uint32_t bank_wdata[SM5_MEMU_MAX_BANKS];
    uint64_t grant;
    bool ub_valid;
    uint8_t ub_stat[SM5_MAX_LANES][4];
    bool idle;             /* nothing in flight in the ALU pipeline or the memory unit */
} sm5_bundle_t;

/* What is in the pipeline (for failure messages and the trace). */
typedef struct {
    bool ex_valid; uint16_t ex_tag;
    bool wb_valid; uint16_t wb_tag;
} sm5_cycle_stages_t;

/* lanes 1..64, nregs 1..256, nconst 1..256, banks 1..64, mem_words >= 1. NULL on bad
 * arguments. Starts in reset state. */
sm5_cycle_t *sm5_cycle_new(int lanes, int nregs, int nconst, int banks, uint32_t mem_words);
void sm5_cycle_free(sm5_cycle_t *c);
void sm5_cycle_reset(sm5_cycle_t *c);

/* Host ports (before the run). Each of the memory-unit writes takes one clock edge, as
 * in the RTL; the configuration and constant writes act at once (one edge in the RTL,
 * with nothing else happening). */
void sm5_cycle_set_config(sm5_cycle_t *c, uint64_t exec, uint64_t helper);
void sm5_cycle_set_const(sm5_cycle_t *c, int idx, const uint32_t v[4]);
void sm5_cycle_host_desc(sm5_cycle_t *c, int slot, const sm5_res_t *d);
void sm5_cycle_host_mem(sm5_cycle_t *c, uint32_t addr, uint32_t data);

void sm5_cycle_eval(sm5_cycle_t *c, const sm5_cycle_in_t *in, sm5_bundle_t *out);
void sm5_cycle_tick(sm5_cycle_t *c, const sm5_cycle_in_t *in);

/* Final-state readback. */
uint32_t sm5_cycle_reg(const sm5_cycle_t *c, int reg, int lane, int comp);
uint32_t sm5_cycle_mem(const sm5_cycle_t *c, uint32_t addr);
void sm5_cycle_desc(const sm5_cycle_t *c, int slot, sm5_res_t *d);   /* live counter */
void sm5_cycle_stages(const sm5_cycle_t *c, sm5_cycle_stages_t *s);

#endif

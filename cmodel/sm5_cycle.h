/* sm5_cycle: the cycle model of rtl/sm5_top.sv (the latency-aware vector ALU pipeline +
 * the memory unit), one call pair per clock, producing the observable bundle the lockstep
 * testbench compares with the RTL every cycle. Same machine as the RTL, register for
 * register (docs/architecture.md has the stage diagram and the rules):
 *
 *   IQ   issue queue (iq_depth entries); issue_ready = a free entry (registers only)
 *   DS   the head of the queue: scoreboard (RAW/WAW per register component), write-back
 *        slot reservation, memory credits; dispatches in order, one op per cycle, and
 *        reads the register file (synchronous read)
 *   RD   register data arrives; bypass from the write-back bus and from last cycle's
 *        write; constants, lane index; swizzle
 *   EX1  bypass from the write-back bus; the op enters its pipe: fixed-latency pipes
 *        (latency table cmodel/sm5_pipes.def) or the memory request queue (MQ)
 *   WB   one register write port: a fixed pipe's result in its reserved slot, the second
 *        destination of a two-destination op in the next slot, or a memory result in a
 *        free slot (the memory unit holds it otherwise)
 *
 * Per cycle (like sm5_memu):
 *     sm5_cycle_eval(c, &in, &out);   outputs of this cycle from state + inputs
 *     sm5_cycle_tick(c, &in);         the clock edge (same in)                      */
#ifndef SM5_CYCLE_H
#define SM5_CYCLE_H
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include "sm5_uop.h"
#include "sm5_mem.h"
#include "sm5_memu.h"
#include "sm5_pipe.h"

typedef struct sm5_cycle sm5_cycle_t;

typedef struct {
    bool issue_valid;
    uint16_t issue_tag;
    sm5_uop_t issue_uop;
    uint16_t issue_blk;    /* its register block: its r# are physical registers blk + r */
} sm5_cycle_in_t;

/* The register write of a cycle (the one write port). */
typedef struct {
    bool valid;
    uint16_t tag;
    uint8_t pipe;          /* sm5_pipe_t of the op that writes */
    uint16_t reg;          /* physical: the op's block + its register field */
    uint8_t mask;          /* components, x = bit 0 */
    uint64_t lanes;
    uint32_t data[SM5_MAX_LANES][4];   /* meaningful where lanes & mask */
} sm5_regwr_t;

/* The observable bundle of one cycle: identical fields in the RTL (sm5_top outputs). */
typedef struct {
    bool issue_ready;      /* a function of registers only */
    bool acc_valid;        /* issue_valid && issue_ready */
    uint16_t acc_tag;
    bool ds_valid;         /* an op dispatches this cycle */
    uint16_t ds_tag;
    uint8_t ds_stall;      /* sm5_stall_t: why the op at DS did not dispatch */
    sm5_regwr_t rf_wr;
    bool done_valid;
    uint16_t done_tag;
    bool bank_valid[SM5_MEMU_MAX_BANKS];
    bool bank_we[SM5_MEMU_MAX_BANKS];
    uint32_t bank_addr[SM5_MEMU_MAX_BANKS];
    uint32_t bank_wdata[SM5_MEMU_MAX_BANKS];
    uint64_t grant;
    bool ub_valid;
    uint8_t ub_stat[SM5_MAX_LANES][4];
    bool idle;             /* nothing in flight in the vector ALU or the memory unit */
} sm5_bundle_t;

/* Build parameters. sm5_cycle_cfg_default() fills the RTL defaults: the latencies of
 * the table, iq_depth 2, mq_depth 3. An RTL built with other values (parameters of
 * sm5_top) is modelled by passing the same values here. */
typedef struct {
    int lanes, nregs, nconst, banks;   /* 1..64, 1..SM5_CYCLE_NREGS_MAX, 1..256, 1..64 */
    uint32_t mem_words;                /* >= 1 */
    int iq_depth;                      /* 1..16 */
    int mq_depth;                      /* 1..16 */
    int lat[SM5_PIPE_COUNT];           /* fixed pipes: >= their built depth (1 ALU, 2 CVT,
                                          fma_stages + 1 FMA, 4 fma_stages + 1 DP,
                                          imul_stages + 1 IMUL; DBL: exactly
                                          sm5_dbl_latency(lanes, dp_lanes)) */
    int sfu_lanes;                     /* lanes of the SFU (RTL SFU_LANES): 1..lanes;
                                          default lanes / 4, at least 1 */
    int dp_lanes;                      /* double units of the DBL pipe, 1..lanes (RTL DP_LANES;
                                          default sm5_dp_lanes_default) */
    int vec_comps;                     /* components a lane computes per cycle (RTL
                                          VEC_COMPS): 4 (default), 2 or 1; an ALU, CVT or
                                          FMA op takes sm5_uop_beats cycles of them */
    int doubles;                       /* 1 (default): the double unit is built (RTL DOUBLES);
                                          0: an op of sm5_op_is_f64 has no pipe (NOPIPE) */
    int ex1_bypass;                    /* 1 (default): a fixed pipe's write reaches a reader in
                                          its EX1 cycle (RTL EX1_BYPASS); 0: the reader
                                          waits until the write is on the bus by its RD
                                          cycle (one cycle later: the FPGA profile) */
    int fma_stages;                    /* register ranks of each FMA unit (RTL FMA_STAGES):
                                          1..7, default SM5_FMA_STAGES; a dp step k enters
                                          unit k fma_stages * k cycles after EX1. The FMA
                                          and DP latencies are lat[]'s (cfg_default and
                                          sm5_cycle_cfg_fma_stages set them to the depth) */
    int imul_stages;                   /* register ranks of each lane's integer multiplier
                                          (RTL IMUL_STAGES): 1..5, default SM5_IMUL_STAGES
                                          (sm5_cycle_cfg_imul_stages sets it and the IMUL
                                          latency to its depth) */
    int cbufs, cb_rows;                /* the constant RAM's buffer regions after its nconst
                                          rows (RTL CBUFS, CB_ROWS; sm5_const_row): 0..16 (cb0..cb15)
                                          and 1..SM5_CB_ROWS_MAX, default 14 and 4096 */
} sm5_cycle_cfg_t;

#define SM5_CYCLE_IQ_DEPTH 2
/* physical registers per lane (waves x registers per wave: a 1024-thread group) */
#define SM5_CYCLE_NREGS_MAX 16384
#define SM5_CYCLE_MQ_DEPTH 3

void sm5_cycle_cfg_default(sm5_cycle_cfg_t *cfg, int lanes, int nregs, int nconst, int banks,
                           uint32_t mem_words);
/* FMA units of s ranks (RTL FMA_STAGES): fma_stages, and the FMA and DP latencies at
 * their built depth (s + 1, 4 s + 1), as sm5_valu's defaults follow FMA_STAGES */
void sm5_cycle_cfg_fma_stages(sm5_cycle_cfg_t *cfg, int s);
/* integer multipliers of s ranks (RTL IMUL_STAGES): imul_stages and the IMUL latency s + 1 */
void sm5_cycle_cfg_imul_stages(sm5_cycle_cfg_t *cfg, int s);
/* A build without the double unit (doubles 0) refuses a program that uses a double op
 * (sm5_op_is_f64) before the run (SPEC 14): the index of the first such micro-op of
 * uops[0..n) with "FILE:LINE:COL: error: ..." in err (line / col: the micro-ops' source
 * positions, sm5_prog_t uop_line / uop_col); -1 when there is none or doubles is 1. */
int sm5_cycle_refuse_doubles(int doubles, const sm5_uop_t *uops, int n, const char *file,
                             const uint32_t *line, const uint32_t *col, char *err, size_t len);
/* NULL on bad arguments. Starts in reset state. */
sm5_cycle_t *sm5_cycle_new_cfg(const sm5_cycle_cfg_t *cfg);
/* the defaults of sm5_cycle_cfg_default */
sm5_cycle_t *sm5_cycle_new(int lanes, int nregs, int nconst, int banks, uint32_t mem_words);
void sm5_cycle_free(sm5_cycle_t *c);
/* Reset, as after rst_ni and the register-file clear (temps 0). */
void sm5_cycle_reset(sm5_cycle_t *c);

/* Host ports (before the run). Each of the memory-unit writes takes one clock edge, as
 * in the RTL; the configuration and constant writes act at once (one edge in the RTL,
 * with nothing else happening). */
void sm5_cycle_set_config(sm5_cycle_t *c, uint64_t exec, uint64_t helper);
/* idx: a row of the constant RAM, 0 .. R - 1 with R = sm5_const_rows(nconst, cbufs,
 * cb_rows); R + r sets region r's declared size (v[0] elements, at most cb_rows): an
 * element at or past it reads 0 */
void sm5_cycle_set_const(sm5_cycle_t *c, int idx, const uint32_t v[4]);
void sm5_cycle_host_desc(sm5_cycle_t *c, int slot, const sm5_res_t *d);
void sm5_cycle_host_mem(sm5_cycle_t *c, uint32_t addr, uint32_t data);

void sm5_cycle_eval(sm5_cycle_t *c, const sm5_cycle_in_t *in, sm5_bundle_t *out);
/* The latency this model was built with for pipe p (the table's, or the configured one:
 * DBL follows LANES and DP_LANES); -1 for no pipe. */
int sm5_cycle_latency(const sm5_cycle_t *c, sm5_pipe_t p);
void sm5_cycle_tick(sm5_cycle_t *c, const sm5_cycle_in_t *in);

/* Final-state readback. */
uint32_t sm5_cycle_reg(const sm5_cycle_t *c, int reg, int lane, int comp);
uint32_t sm5_cycle_mem(const sm5_cycle_t *c, uint32_t addr);
void sm5_cycle_desc(const sm5_cycle_t *c, int slot, sm5_res_t *d);   /* live counter */

/* Where an op is (failure messages, the trace): "IQ", "DS" (head of the queue), "RD",
 * "EX1", "<pipe>.<k>" (stage k of a fixed pipe; its last stage drives the write-back),
 * "WB2" (second destination), "MQ" (memory request queue), "MEM" (in the memory unit);
 * NULL when the op is not in flight. *pipe gets its sm5_pipe_t (may be NULL). */
const char *sm5_cycle_where(const sm5_cycle_t *c, uint16_t tag, int *pipe, char *buf, size_t n);

/* The memory request queue's head, offered to the memory unit this cycle (after eval):
 * false when the queue is empty. The op's last cycle there is the one the unit takes it. */
bool sm5_cycle_mreq(const sm5_cycle_t *c, uint16_t *tag);

/* What happened in the last eval, for functional coverage (sm5cov): bits of
 * SM5_EV_* (bypass hits are counted on the components the swizzles read). */
#define SM5_EV_BYP_RD_BUS   0x001u   /* RD took a component from the write-back bus */
#define SM5_EV_BYP_RD_PREV  0x002u   /* RD took one from last cycle's write (read-during-write) */
#define SM5_EV_BYP_EX1      0x004u   /* EX1 took one from the write-back bus */
#define SM5_EV_BYP_MEMOP    0x008u   /* ... and the op in RD/EX1 was a memory op */
#define SM5_EV_BYP_PARTIAL  0x010u   /* a source got some components bypassed, others not */
#define SM5_EV_WB_SECOND    0x020u   /* the write port carries a second destination */
#define SM5_EV_WB_MEM       0x040u   /* ... a memory result */
#define SM5_EV_WB_MEM_HELD  0x080u   /* a memory result waits (fixed slot taken) */
#define SM5_EV_MQ_FULL      0x100u   /* every memory request queue entry is taken */
#define SM5_EV_IQ_FULL      0x200u   /* the issue queue is full (issue_ready low) */
#define SM5_EV_UNIT_BUSY    0x400u   /* dispatch waits for a busy unit (FMA/dp chain, IMUL, DIV) */
#define SM5_EV_WB_DIV       0x800u   /* the write port carries a divider result */
#define SM5_EV_WB_DIV_HELD  0x10000u /* a divider result waits (slot reserved or memory first) */
#define SM5_EV_DIV_EARLY    0x20000u /* a divider component where some executing lane early-outs */
#define SM5_EV_DIV_LANES    0x40000u /* ... whose lanes take different times (the wave waits) */
#define SM5_EV_WB_SFU       0x80000u  /* the write port carries an SFU result */
#define SM5_EV_WB_SFU_HELD  0x100000u /* an SFU result waits (slot reserved, memory, divider or double divider first) */
#define SM5_EV_SFU_BUSY     0x200000u /* an SFU op waits for the SFU (unit_busy) */
#define SM5_EV_SFU_FEED     0x400000u /* the SFU takes a lane group this cycle */
/* the DBL/DDIV events follow the SFU's (both branches had started at 0x80000) */
#define SM5_EV_DBL_DENORM_IN  0x800000u   /* DBL in EX1: a double operand of an executing lane is a denorm */
#define SM5_EV_DBL_DENORM_OUT 0x1000000u  /* ... a result is a denorm (or rounds to zero from below) */
#define SM5_EV_DBL_TIE        0x2000000u  /* ... a result rounds from an exact tie */
#define SM5_EV_DBL_CANCEL     0x4000000u  /* ... dadd / dfma cancel leading bits */
#define SM5_EV_DBL_MASKED     0x8000000u  /* ... some lanes do not execute (their doubles do not run) */
#define SM5_EV_DDIV_EARLY     0x10000000u /* DDIV: a group where an executing double early-outs (special) */
#define SM5_EV_DDIV_SLOW      0x20000000u /* ... a group where one waits for a slower double */
#define SM5_EV_WB_DDIV        0x40000000u /* the write port carries a double divider result */
#define SM5_EV_BYP_SRC(s)   (0x1000u << (s))   /* 0x1000 .. 0x8000 */   /* some bypass (RD or EX1) into source s */
uint32_t sm5_cycle_events(const sm5_cycle_t *c);

#endif

/* sm5_memu: the C cycle twin of rtl/sm5_mem_unit.sv (the memory and atomic unit).
 * It reproduces the RTL schedule exactly: the same bank accesses in the same cycles,
 * the same wb / done cycles, the same UB events. Its memory and returns equal what
 * sm5_mem_exec (sm5_mem.h) computes for the same instruction stream.
 *
 * Use per cycle (like the RTL, whose outputs are a function of its registers and the
 * combinational inputs):
 *     sm5_memu_eval(st, &in, &out);   outputs of this cycle (req_ready, wb, done, banks..)
 *     ... the caller decides next inputs only after the edge ...
 *     sm5_memu_tick(st, &in);         the clock edge (uses the same `in`)
 * A request is accepted at the edge when in.req_valid && out.req_ready of that cycle
 * (req_ready comes from registers: it does not depend on this cycle's inputs).
 * The register result is valid/ready: while out.wb_valid && !in.wb_ready the unit holds
 * it (and stalls behind it); done / ub come in the cycle it is handed over.
 * The host ports (descriptor write, memory write) act at the edge too; desc_rdata is a
 * combinational read of in.desc_slot; host_rdata is the word at the previous cycle's
 * in.host_addr (the banks are synchronous RAMs, whose ports the host shares while the
 * unit is idle: 0 when the unit was not idle or the address is past the memory).
 * Schedule: see docs/memory-unit.md. Fields mirror the RTL ports of docs/interfaces.md. */
#ifndef SM5_MEMU_H
#define SM5_MEMU_H
#include <stdint.h>
#include <stdbool.h>
#include "sm5_uop.h"
#include "sm5_mem.h"

#define SM5_MEMU_MAX_BANKS 64

/* An associative atomic's lanes on one word combine within segments of this many lanes
 * (lanes 0-7, 8-15, ...): a word that lanes of several segments touch takes a round per
 * segment, lowest first (the RTL's sm5_mem_unit COMBINE_SEG; make test-defaults). The
 * combining network then grows linearly in LANES. */
#define SM5_MEMU_COMBINE_SEG 8

/* Cycles from a request's accept to its done when the unit is empty, beyond the rounds
 * (one per bank access cycle) the instruction needs: queue, address stages A1-A4, M and
 * W. So done = accept + SM5_MEMU_LATENCY + rounds for an instruction that does not
 * queue behind another (nor behind a held result). */
#define SM5_MEMU_LATENCY 6

typedef struct sm5_memu sm5_memu_t;   /* opaque state: registers + banked memory */

typedef struct {
    /* request port (valid/ready) */
    bool req_valid;
    uint16_t req_tag;
    sm5_uop_t req_uop;
    uint64_t req_exec;     /* lanes that exist */
    uint64_t req_helper;   /* helper lanes: never touch memory */
    uint32_t req_src[SM5_MAX_LANES][SM5_NSRC][4];   /* sources after swizzle */
    /* register result port: the consumer takes wb_* this cycle (ignored while !wb_valid) */
    bool wb_ready;
    /* descriptor port: write at the edge; desc_rdata reads desc_slot combinationally */
    bool desc_we;
    uint8_t desc_slot;     /* 0..7 u#, 8..15 g# */
    sm5_res_t desc;
    /* host memory port (use while idle): write at the edge, read combinational */
    bool host_we;
    uint32_t host_addr;    /* word address in the shared memory */
    uint32_t host_wdata;
} sm5_memu_in_t;

typedef struct {
    bool req_ready;
    /* register result (loads, imm_ atomics) */
    bool wb_valid;
    uint16_t wb_tag;
    uint8_t wb_reg;
    uint8_t wb_mask;
    uint64_t wb_lanes;
    uint32_t wb_data[SM5_MAX_LANES][4];   /* 0 outside wb_lanes / when !wb_valid */
    /* completion of every memory op: the cycle its result is handed over (wb_valid &&
     * wb_ready), or for an op without one the cycle it leaves the result stage */
    bool done_valid;
    uint16_t done_tag;
    /* per bank access of this cycle, the M stage's read-modify-write (addr is the full
     * word address; wdata 0 unless we) */
    bool bank_valid[SM5_MEMU_MAX_BANKS];
    bool bank_we[SM5_MEMU_MAX_BANKS];
    uint32_t bank_addr[SM5_MEMU_MAX_BANKS];
    uint32_t bank_wdata[SM5_MEMU_MAX_BANKS];
    uint64_t grant;        /* lanes served by this cycle's bank accesses (waves/debug) */
    /* UB / out-of-bounds events: reported in the done cycle of the instruction (with
     * done_valid).
     * ub_stat[l][k]: sm5_acc_status_t of lane l word k (0 when !ub_valid);
     * an event is a status >= SM5_ACC_OOB. */
    bool ub_valid;
    uint8_t ub_stat[SM5_MAX_LANES][4];
    /* host side */
    sm5_res_t desc_rdata;  /* descriptor (with live counter) of in.desc_slot */
    uint32_t host_rdata;   /* word at the previous cycle's in.host_addr (see above) */
    bool idle;             /* nothing in flight, memory writes all committed */
} sm5_memu_out_t;

/* lanes 1..64, banks 1..64, mem_words >= 1. Memory and descriptors start at 0.
 * Returns NULL on bad arguments or no memory. */
sm5_memu_t *sm5_memu_init(int lanes, int banks, uint32_t mem_words);
void sm5_memu_reset(sm5_memu_t *st);   /* rst_ni: pipeline and descriptors cleared */
void sm5_memu_eval(const sm5_memu_t *st, const sm5_memu_in_t *in, sm5_memu_out_t *out);
void sm5_memu_tick(sm5_memu_t *st, const sm5_memu_in_t *in);
void sm5_memu_free(sm5_memu_t *st);

/* Read access for final compares (the memory as the next access would see it). */
uint32_t sm5_memu_peek(const sm5_memu_t *st, uint32_t addr);

/* The bank load of one memory instruction: the distinct in-bounds words the lanes in
 * `active` (exec & ~helper) touch, how many banks they fall in, and the bank bound (the
 * most distinct words one bank must serve, an associative atomic's word once per
 * combining segment that touches it; for cmp_exch / cmp_store, which go one lane
 * at a time per word, the most in-bounds lanes one bank serves): the unit takes that
 * many rounds (cycles), at least 1.
 * src[l] are lane l's sources after swizzle; m gives the descriptors (bounds). */
typedef struct { int words, banks_used, bound; } sm5_bank_load_t;
sm5_bank_load_t sm5_memu_bank_load(const sm5_mem_t *m, const sm5_uop_t *u, int lanes,
                                   uint64_t active, const uint32_t (*src)[SM5_NSRC][4],
                                   int banks);

#endif

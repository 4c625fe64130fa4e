/* One ALU micro-op on one lane: operand modifiers by op class, the operation, _sat.
 * The architectural simulator, the cycle model and the vector runner all call this;
 * the memory ops live in sm5_mem.h. */
#ifndef SM5_ALU_H
#define SM5_ALU_H
#include "sm5_uop.h"
#include "sm5_mem.h"

/* src[s][c]: source s after swizzle, before modifiers. out[c]: all four result
 * components before the write mask (components the op does not define are 0).
 * out2[c]: the second destination's components for two-destination ops (sm5_op_ndst
 * == 2: imul/umul LO, udiv R, uaddc carry, usubb borrow; out holds HI, Q, sum, diff);
 * all zero for every other op. out2 may be NULL when the caller has no use for it.
 * Both are computed for every component; the caller writes out under dst_mask and out2
 * under dst2_mask (SPEC 10). dp2/dp3/dp4 put their scalar in all four components.
 * Double ops (SPEC 12) compute one result per pair: a double to .xy / .zw, a 32-bit
 * result (deq..dne, dtof, dtoi, dtou) to the first / second component of u->dst_mask.
 * _sat applies to float results only. thread_id-free: the caller has already fetched
 * operands. Not for memory ops. */
void sm5_alu_exec(const sm5_uop_t *u, const uint32_t src[SM5_NSRC][4], uint32_t out[4],
                  uint32_t out2[4]);

/* The source modifiers of u->src[s] applied to one swizzled vector, by op class
 * (float, int two's complement, f64 on the high words, none). */
void sm5_alu_src_mod(const sm5_uop_t *u, int s, const uint32_t in[4], uint32_t out[4]);

/* bufinfo (SPEC 14): the size of the buffer view r: bytes for a raw buffer, structures
 * for a structured one (size / stride), elements for a typed buffer (its width). */
uint32_t sm5_alu_bufinfo(const sm5_res_t *r);

#endif

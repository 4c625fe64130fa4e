/* One ALU micro-op on one lane: operand modifiers by op class, the operation, _sat.
 * The architectural simulator, the cycle model and the vector runner all call this;
 * the memory ops live in sm5_mem.h. */
#ifndef SM5_ALU_H
#define SM5_ALU_H
#include "sm5_uop.h"

/* src[s][c]: source s after swizzle, before modifiers. out[c]: all four result
 * components before the write mask (components the op does not define are 0).
 * thread_id-free: the caller has already fetched operands. Not for memory ops. */
void sm5_alu_exec(const sm5_uop_t *u, const uint32_t src[SM5_NSRC][4], uint32_t out[4]);

/* The source modifiers of u->src[s] applied to one swizzled vector, by op class
 * (float, int two's complement, f64 on the high words, none). */
void sm5_alu_src_mod(const sm5_uop_t *u, int s, const uint32_t in[4], uint32_t out[4]);

#endif

/* Every choice the semantics (docs/semantics.md) leave open (P-1 .. P-9, the project's own P-10 .. P-14, the
 * arithmetic policies P-15 .. P-22 of SPEC 10, the double policies P-25 .. P-26 of
 * SPEC 12, the control-flow and listing policies
 * P-27 .. P-29 of SPEC 13 and the project's P-30 .. P-31),
 * decided here and nowhere else. The RTL implements the same choices; docs/policies.md
 * lists each with the D3D text it resolves. Change a policy here and in rtl/ together. */
#ifndef SM5_POLICY_H
#define SM5_POLICY_H
#include <stdint.h>
#include <stdbool.h>

/* P-1: min/max write the selected operand after denorm flush (sign kept). */
#define SM5_P1_MINMAX_RESULT_FLUSHED 1

/* P-2: signed zeros follow IEEE 754r: min(-0,+0) = min(+0,-0) = -0, max -> +0; also for a
 * flushed denorm against a zero, and for dmin/dmax. */
#define SM5_P2_SIGNED_ZERO_ORDERED 1

/* P-3: both operands NaN: the result is src1 (after modifiers), bits unchanged.
 * Applies to min/max and dmin/dmax (for f64 the whole 64-bit src1). */
static inline uint32_t sm5_p3_both_nan32(uint32_t src0, uint32_t src1) { (void)src0; return src1; }
static inline uint64_t sm5_p3_both_nan64(uint64_t src0, uint64_t src1) { (void)src0; return src1; }

/* P-4: f32tof16 of a NaN: sign | 0x7E00 | (fraction >> 13). */
static inline uint16_t sm5_p4_f16_from_nan(uint32_t f32)
{
    return (uint16_t)(((f32 >> 16) & 0x8000u) | 0x7E00u | ((f32 & 0x7FFFFFu) >> 13));
}

/* P-5: f16tof32 of a NaN: sign | 0x7F800000 | (fraction << 13). */
static inline uint32_t sm5_p5_f32_from_f16_nan(uint16_t h)
{
    return ((uint32_t)(h & 0x8000u) << 16) | 0x7F800000u | ((uint32_t)(h & 0x3FFu) << 13);
}

/* P-6: f32 to f11/f10 rounds toward zero; NaN of either sign becomes all-ones
 * (0x7FF / 0x3FF). */
#define SM5_P6_F11_NAN 0x7FFu
#define SM5_P6_F10_NAN 0x3FFu

/* P-7: a structured byte-offset fault, a g# out-of-bounds address and a misaligned
 * raw/structured address write nothing (D3D: memory undefined) and are counted. */
#define SM5_P7_FAULT_WRITES_NOTHING 1

/* P-8: an imm_ atomic (and a load) returns 0 to out-of-bounds, misaligned, inactive and
 * helper lanes. Helper lanes execute ALU instructions but never write memory. */
#define SM5_P8_FAULT_RETURN 0u

/* P-9: lanes of one instruction that hit one 32-bit word act as if run one at a time
 * in ascending lane order; each lane's return is the word after the lower lanes. */
#define SM5_P9_ASCENDING_LANE_ORDER 1

/* P-10 (project): a typed UAV load fills the components its format lacks with
 * (0, 0, 1): 0x3F800000 for float formats, 1 for R32_UINT / R32_SINT (D3D's default). */
#define SM5_P10_TYPED_DEFAULT_ONE_FLOAT 0x3F800000u
#define SM5_P10_TYPED_DEFAULT_ONE_INT   1u

/* P-11 (project): a multi-word raw/structured load or store checks bounds per word:
 * words inside the resource are read/written, the others read 0 / write nothing. */
#define SM5_P11_BOUNDS_PER_WORD 1

/* P-12 (project): a typed UAV load out of bounds returns 0 in all four components (the
 * P-10 fill applies only to in-bounds elements), like every other out-of-bounds load. */
#define SM5_P12_TYPED_OOB_ALL_ZERO 1

/* P-13 (project): a load reads, and can fault on, only the words its written components
 * need (the destination mask through the resource swizzle); a store, only the words of
 * its memory write mask. Components outside the destination mask are not written. */
#define SM5_P13_LOAD_TOUCHES_NEEDED_WORDS 1

/* P-14 (project): an f11 / f10 NaN widens to f32 the way P-5 widens an f16 NaN: the
 * fraction moves to the top of the f32 fraction, 0x7F800000 | (frac << (23 - fb)).
 * (SPEC 5 only says f11/f10 to f32 is exact, which a NaN cannot be.) */
static inline uint32_t sm5_p14_f32_from_small_nan(uint32_t frac, int frac_bits)
{
    return 0x7F800000u | (frac << (23 - frac_bits));
}

/* P-15: f32 arithmetic decides the output flush AFTER rounding: the exact result is
 * rounded to 24 significant bits as if the exponent range were unbounded; a value below
 * 2^-126 in magnitude then becomes a zero of the exact result's sign, one that rounds up
 * to 2^-126 stays (x86 SSE with FTZ/DAZ: tininess after rounding). Denorm inputs are
 * flushed to a zero of their sign before the operation (SPEC 1). */
#define SM5_P15_FLUSH_AFTER_ROUNDING 1

/* P-16: every NaN that f32 / f64 arithmetic produces is the canonical quiet NaN (raw
 * moves keep NaN bits; min/max keep P-1..P-3). */
#define SM5_P16_F32_NAN 0x7FC00000u
#define SM5_P16_F64_NAN 0x7FF8000000000000ull

/* P-17: mad is fused: one rounding of the exact s0*s1+s2, no intermediate overflow or
 * flush. (0 would give mul, then add, each rounded.) */
#define SM5_P17_MAD_FUSED 1

/* P-18: dp2/dp3/dp4 are a chain of fused steps in component order,
 * t = s0.x*s1.x; t = fma(s0.y, s1.y, t); ...; each step rounded and output-flushed. */
#define SM5_P18_DP_FUSED_CHAIN 1

/* P-19: div is correctly rounded (D3D allows x*(1/y), about 1.5 ULP). */
#define SM5_P19_DIV_CORRECTLY_ROUNDED 1

/* P-20: sqrt is correctly rounded. */
#define SM5_P20_SQRT_CORRECTLY_ROUNDED 1

/* P-21: frc(x) = min(x - round_ni(x), SM5_P21_FRC_MAX) rounded to nearest even: a tiny
 * negative x gives the largest float below 1, never 1.0. Zeros and denorms give +0,
 * +-INF gives NaN. */
#define SM5_P21_FRC_MAX 0x3F7FFFFFu

/* P-22: msad's sum saturates at 0xFFFFFFFF instead of wrapping. */
#define SM5_P22_MSAD_SATURATES 1

/* P-25: drcp is correctly rounded: 1/x rounded once to nearest even, denorms produced
 * and honoured (D3D allows 1 ULP). */
#define SM5_P25_DRCP_CORRECTLY_ROUNDED 1

/* P-26: dtof and ftod treat their f32 side as SPEC 1 does (D3D lets an implementation
 * honour or flush f32 denorms there): ftod reads an f32 denorm as a zero of its sign;
 * dtof rounds to nearest even at 24 bits with an unbounded exponent and a result below
 * 2^-126 becomes a zero of its sign (one that rounds up to 2^-126 stays, as P-15), a
 * finite value beyond the f32 range becomes +-INF. A NaN gives the P-16 NaN of the
 * target format. The binary64 side keeps its denorms (SPEC 12). */
#define SM5_P26_F32_SIDE_FLUSHED 1

/* P-27: a lane that passes max_steps micro-ops (//! max_steps, default
 * SM5_MAX_STEPS_DEFAULT in sm5_prog.h) stops the run with an error naming the lane and
 * the count: an endless loop is a test failure, never a hang. A micro-op counts for
 * every lane active when it issues (control-flow ops included). */
#define SM5_P27_STEP_LIMIT_IS_ERROR 1

/* P-28: the thread groups of a dispatch run one after another (x fastest), each with
 * registers, indexable temps, outputs at zero and groupshared memory from the program's
 * image (zero unless //! init g#); UAVs persist from group to group. */
#define SM5_P28_GROUPS_IN_SEQUENCE 1

/* P-29: min-precision tags ({min16f}, {min16i}, {def32 as min16i}, ...) are accepted and
 * change nothing: every operation is computed at 32 bits. */
#define SM5_P29_MIN_PRECISION_AT_32_BITS 1

/* P-30 (project): D3D leaves the interleaving of different waves' memory operations
 * between barriers unspecified. The waves of a group issue strictly round-robin, one
 * micro-op per wave in turn (wave 0, 1, ..., n-1, 0, ...); a wave that finished or waits
 * at a thread barrier is skipped; after a barrier completes the turn goes on from the
 * wave after the one that issued last. The hardware's issue arbiter does exactly this,
 * so the architectural simulator and the RTL agree on every memory order. */
#define SM5_P30_WAVES_ROUND_ROBIN 1

/* P-31 (project): a relative index out of range (cb#[r + n] past the declared size,
 * icb[r + n] past its entries, x#[r + n] past the declared size; the index is unsigned)
 * reads 0 in all four components and writes nothing (D3D: undefined); each such access
 * is counted. */
#define SM5_P31_INDEX_OOB_READS_ZERO 1

#endif

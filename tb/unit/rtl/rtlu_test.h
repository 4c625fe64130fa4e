/* Shared pieces of the RTL unit harness: the run context (seeded RNG, vector count),
 * biased stimulus generators and the bit-exact compare that reports the first mismatch.
 * The expected values always come from the C golden model (build/libsm5.a). */
#ifndef RTLU_TEST_H
#define RTLU_TEST_H
#include <stdint.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct {
    uint64_t rng;        /* xorshift64* state, seeded per unit from --seed and the unit */
    uint64_t compared;   /* vectors compared so far in this unit */
    uint64_t nrand;      /* random vectors per unit (--n) */
    const char *unit;
    uint32_t fma_stages; /* the FMA pipe depth the model must have been built with (--fma-stages) */
    uint32_t fma_mul_cs; /* ... and its products' form (--fma-mul-cs) */
} tctx_t;

uint64_t t_rand64(tctx_t *t);
uint32_t t_rand32(tctx_t *t);
uint32_t t_below(tctx_t *t, uint32_t n);          /* uniform-ish in [0, n) */

/* Special-value lists (the comparator pairs run over every pair of them). */
extern const uint32_t t_f32_specials[];
extern const size_t t_f32_nspecials;
extern const uint64_t t_f64_specials[];
extern const size_t t_f64_nspecials;

uint32_t t_f32_biased(tctx_t *t);   /* specials, denorms, NaN/INF, edge exponents, random */
uint64_t t_f64_biased(tctx_t *t);
uint32_t t_i32_biased(tctx_t *t);   /* specials, short values, bit runs, random */

const char *t_op_name(uint32_t op);

/* Compares one vector; on a mismatch prints unit, op, inputs, expected and actual in hex
 * and returns false (the caller stops). width64 selects 16-digit printing. */
bool t_check(tctx_t *t, const char *op, int nin, const uint64_t in[], uint64_t expect,
             uint64_t actual, bool width64);

/* Per unit: returns 0 when every vector matched. */
int t_unit_fcmp(tctx_t *t);
int t_unit_dcmp(tctx_t *t);
int t_unit_bitfield(tctx_t *t);
int t_unit_cvt(tctx_t *t);
int t_unit_intalu(tctx_t *t);
int t_unit_fsat(tctx_t *t);
int t_unit_fmt_unpack(tctx_t *t);
int t_unit_fmt_pack(tctx_t *t);
int t_unit_fma(tctx_t *t);
int t_unit_fma_sweep(tctx_t *t);

/* The C model's result of one ALU op on src0..3 (no modifiers, no _sat), component x. */
uint32_t t_model_alu(uint32_t op, uint32_t a, uint32_t b, uint32_t c, uint32_t d);

#endif

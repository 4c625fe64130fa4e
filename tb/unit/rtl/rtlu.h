/* The Verilated unit wrapper (tb_rtl_units.sv) as plain C calls: each call sets one
 * unit's inputs, evaluates the model and returns its outputs. Implemented by the thin
 * C++ glue rtlu_glue.cpp; everything else of the harness is C. */
#ifndef RTLU_H
#define RTLU_H
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

void rtlu_open(void);
void rtlu_close(void);
uint32_t rtlu_fcmp(uint32_t op, uint32_t a, uint32_t b);
uint64_t rtlu_dcmp(uint32_t op, uint64_t a, uint64_t b);
uint32_t rtlu_bitfield(uint32_t op, uint32_t a, uint32_t b, uint32_t c, uint32_t d);
uint32_t rtlu_cvt(uint32_t op, uint32_t a);
uint32_t rtlu_intalu(uint32_t op, uint32_t a, uint32_t b);
uint32_t rtlu_fsat(uint32_t a);
void rtlu_fmt_unpack(uint32_t fmt, uint32_t word, uint32_t val[4]);
uint32_t rtlu_fmt_pack(uint32_t fmt, const uint32_t val[4]);
/* The FMA pipe (clocked): one call is one clock cycle: the inputs are applied, the
 * outputs of that cycle returned (a result appears STAGES calls after its inputs; in the
 * same call at STAGES 0), then the clock rises. rtlu_fma_reset holds rst_ni low for one
 * edge (inputs idle). rtlu_fma_stages: the STAGES the model was built with. */
void rtlu_fma_reset(void);
void rtlu_fma_cycle(int valid, uint32_t op, uint32_t a, uint32_t b, uint32_t c, int *valid_o,
                    uint32_t *res_o);
uint32_t rtlu_fma_stages(void);
uint32_t rtlu_fma_mul_cs(void);   /* the MUL_CS the model was built with (0, 1) */

#ifdef __cplusplus
}
#endif
#endif

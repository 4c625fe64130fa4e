/* The Verilated wrapper tb_divmul.sv as plain C calls (implemented by the thin C++ glue
 * dm_glue.cpp). Cycle convention: outputs read before dm_tick() are those of the current
 * cycle (every output of both units comes from a register); inputs set before dm_tick()
 * are sampled at its rising edge, which starts the next cycle. */
#ifndef DM_H
#define DM_H
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    int busy, done;
    uint32_t res0, res1;
} dm_ds_out_t;

typedef struct {
    int valid;
    uint32_t hi, lo;
} dm_mu_out_t;

void dm_open(uint32_t seed);   /* random power-up state from the seed */
void dm_close(void);
unsigned dm_bits(void);     /* sm5_divsqrt BITS of this model */
unsigned dm_stages(void);   /* sm5_imul STAGES of this model */
unsigned dm_mul_cs(void);   /* sm5_imul MUL_CS: products in carry-save form */
void dm_reset(void);        /* asynchronous reset pulse (no clock edge), inputs idle */
void dm_tick(void);         /* one rising edge */
void dm_ds_in(int start, uint32_t op, uint32_t a, uint32_t b);
dm_ds_out_t dm_ds_out(void);
void dm_mu_in(int valid, uint32_t op, uint32_t a, uint32_t b, uint32_t c);
dm_mu_out_t dm_mu_out(void);

#ifdef __cplusplus
}
#endif
#endif

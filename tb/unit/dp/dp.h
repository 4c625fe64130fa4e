/* The Verilated wrapper tb_dp.sv as plain C calls (implemented by the thin C++ glue
 * dp_glue.cpp). Cycle convention: set the inputs of the current cycle, read the outputs
 * (dp_*_out evaluates first, so a combinational pipe, STAGES 0, shows this cycle's
 * result), then dp_tick() takes the rising edge that starts the next cycle. */
#ifndef DP_H
#define DP_H
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct { int valid; uint64_t res; } dp_pipe_out_t;
typedef struct { int busy, done; uint64_t res; } dp_div_out_t;

void dp_open(uint32_t seed);    /* random power-up state from the seed */
void dp_close(void);
unsigned dp_stages(void);       /* sm5_dp STAGES of this model */
unsigned dp_bits(void);         /* sm5_dpdiv BITS of this model */
void dp_reset(void);            /* asynchronous reset pulse (no clock edge), inputs idle */
void dp_tick(void);
void dp_pipe_in(int valid, unsigned op, uint64_t a, uint64_t b, uint64_t c);
dp_pipe_out_t dp_pipe_out(void);
void dp_div_in(int start, int rcp, uint64_t a, uint64_t b);
dp_div_out_t dp_div_out(void);

#ifdef __cplusplus
}
#endif
#endif

/* C interface of the Verilator glue (sfu_glue.cpp) of the SFU unit harness: the model is
 * rtl/sm5_sfu.sv with SFU_LANES = SFU_TB_LANES lanes. */
#ifndef SFU_TB_H
#define SFU_TB_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
#define SFU_TB_LANES 4
void sfu_open(void);
void sfu_close(void);
/* drive the inputs of this cycle (and rst_ni) */
void sfu_drive(int rst_n, int valid, int op, const uint32_t a[SFU_TB_LANES]);
/* outputs of this cycle (registers: stable before the edge) */
int sfu_valid(void);
void sfu_res(uint32_t r[SFU_TB_LANES]);
/* one clock cycle: rising edge, then the low phase */
void sfu_tick(void);
#ifdef __cplusplus
}
#endif
#endif

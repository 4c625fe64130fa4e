/* C side of the thin Verilator glue around rtl/sm5_mem_prefix.sv (prefix_rtl.cpp). */
#ifndef PREFIX_RTL_H
#define PREFIX_RTL_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
typedef struct prefix_rtl prefix_rtl_t;
prefix_rtl_t *prefix_rtl_new(void);
void prefix_rtl_free(prefix_rtl_t *r);
int prefix_rtl_lanes(void);
int prefix_rtl_seg(void);   /* lanes per combining segment (the build's SEG) */
int prefix_rtl_aw(void);
/* Drive the inputs, evaluate, read the outputs (lane l: bit l / element l). */
void prefix_rtl_eval(prefix_rtl_t *r, int en, int op, uint64_t ok, const uint32_t *word,
                     const uint32_t *d, uint64_t *lead, uint8_t *pre_v, uint32_t *pre,
                     uint32_t *pre_c, uint32_t *tot, uint32_t *tot_c);
#ifdef __cplusplus
}
#endif
#endif

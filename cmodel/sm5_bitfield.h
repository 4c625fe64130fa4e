/* Bitfield instructions of SPEC 4. */
#ifndef SM5_BITFIELD_H
#define SM5_BITFIELD_H
#include <stdint.h>

uint32_t sm5_ubfe(uint32_t width, uint32_t offset, uint32_t value);
uint32_t sm5_ibfe(uint32_t width, uint32_t offset, uint32_t value);
uint32_t sm5_bfi(uint32_t width, uint32_t offset, uint32_t insert, uint32_t base);
uint32_t sm5_bfrev(uint32_t v);
uint32_t sm5_countbits(uint32_t v);
uint32_t sm5_firstbit_lo(uint32_t v);   /* 0xFFFFFFFF when no bit is set */
uint32_t sm5_firstbit_hi(uint32_t v);   /* counted from the MSB */
uint32_t sm5_firstbit_shi(uint32_t v);  /* counted from the MSB */

#endif

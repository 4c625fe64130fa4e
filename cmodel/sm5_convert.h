/* Format conversions of SPEC 1 and 5: f32 <-> f16, f32 <-> f11 / f10 (the channels of
 * R11G11B10_FLOAT), and the packing of typed UAV formats. Narrowing rounds toward zero. */
#ifndef SM5_CONVERT_H
#define SM5_CONVERT_H
#include <stdint.h>

uint16_t sm5_f32_to_f16(uint32_t f);
uint32_t sm5_f16_to_f32(uint16_t h);
uint32_t sm5_f32_to_f11(uint32_t f);   /* 11-bit result */
uint32_t sm5_f32_to_f10(uint32_t f);   /* 10-bit result */
uint32_t sm5_f11_to_f32(uint32_t v);   /* reads bits 10:0 */
uint32_t sm5_f10_to_f32(uint32_t v);   /* reads bits 9:0 */

/* The instructions: f32tof16 puts the f16 in bits 15:0; f16tof32 reads bits 15:0. */
uint32_t sm5_f32tof16(uint32_t f);
uint32_t sm5_f16tof32(uint32_t v);

#endif

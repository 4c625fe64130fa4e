/* Bitfield instructions of SPEC 4, written as the SPEC formulas (shift counts kept in
 * 0..31 so no C shift is undefined). */
#include "sm5_bitfield.h"

/* Arithmetic right shift without relying on implementation-defined signed >>. */
static uint32_t sar(uint32_t v, uint32_t n)
{
    n &= 31u;
    if (n == 0) return v;
    uint32_t r = v >> n;
    return (v & 0x80000000u) ? (r | ~(0xFFFFFFFFu >> n)) : r;
}

static uint32_t bfe(uint32_t width, uint32_t offset, uint32_t value, int is_signed)
{
    uint32_t w = width & 31u, o = offset & 31u;
    if (w == 0) return 0;   /* also width 32, which is width 0 after the mask */
    if (w + o < 32) {
        uint32_t up = value << (32u - (w + o));   /* 32-(w+o) in 1..31 */
        return is_signed ? sar(up, 32u - w) : up >> (32u - w);
    }
    return is_signed ? sar(value, o) : value >> o;
}

uint32_t sm5_ubfe(uint32_t width, uint32_t offset, uint32_t value) { return bfe(width, offset, value, 0); }
uint32_t sm5_ibfe(uint32_t width, uint32_t offset, uint32_t value) { return bfe(width, offset, value, 1); }

uint32_t sm5_bfi(uint32_t width, uint32_t offset, uint32_t insert, uint32_t base)
{
    uint32_t w = width & 31u, o = offset & 31u;
    uint32_t mask = ((1u << w) - 1u) << o;   /* w <= 31: no overflowing shift */
    return ((insert << o) & mask) | (base & ~mask);
}

uint32_t sm5_bfrev(uint32_t v)
{
    uint32_t r = 0;
    for (int i = 0; i < 32; i++) r |= ((v >> i) & 1u) << (31 - i);
    return r;
}

uint32_t sm5_countbits(uint32_t v)
{
    uint32_t n = 0;
    for (; v; v &= v - 1u) n++;
    return n;
}

uint32_t sm5_firstbit_lo(uint32_t v)
{
    for (uint32_t i = 0; i < 32; i++)
        if ((v >> i) & 1u) return i;
    return 0xFFFFFFFFu;
}

uint32_t sm5_firstbit_hi(uint32_t v)
{
    for (uint32_t i = 0; i < 32; i++)
        if ((v >> (31u - i)) & 1u) return i;   /* counted from the MSB */
    return 0xFFFFFFFFu;
}

uint32_t sm5_firstbit_shi(uint32_t v)
{
    /* negative: the first 0 from the MSB, i.e. the first 1 of ~v */
    return sm5_firstbit_hi((v & 0x80000000u) ? ~v : v);
}

// Functional-coverage test (docs/coverage.md): forwarding into each source slot of EX,
// including src3 (bfi's base) and src2 (movc's else), from the ALU op just before it.
//   bfi w=4, o=0: mask 0xf; (0xff & 0xf) | (0x55 & ~0xf) = 0x5f
//   movc: cond 0 -> src2 = 0x55
// Every lane computes the same values: valid for any LANES.
cs_5_0
dcl_temps 4
mov r1.x, l(0x55)
bfi r2.x, l(4), l(0), l(0xff), r1.x
mov r1.y, l(0x55)
movc r3.x, l(0), l(7), r1.y
ret
//! expect r2.x == 0x5f
//! expect r3.x == 0x55

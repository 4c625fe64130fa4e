// Bitfield instructions (SPEC 4): ubfe, ibfe, bfi, bfrev, countbits, firstbit_lo/hi/shi.
// Values worked by hand from the SPEC 4 formulas. Same in every lane: any LANES.
cs_5_0
dcl_temps 8
// x: w=8 o=4 (SPEC 9 example) ; y: w=0 ; z: w=32 -> 0 ; w: w=4 o=30 -> v >> 30
ubfe r0.xyzw, l(8, 0, 32, 4), l(4, 5, 0, 30), l(0x12345678, 0xffffffff, 0xffffffff, 0xc0000000)
//! expect r0.x == 0x67
//! expect r0.y == 0
//! expect r0.z == 0
//! expect r0.w == 3
// x: field 0xf8 sign-extends; y: w=0 gives 0 (no sign fill); z: w+o=32 -> arithmetic v >> 28;
// w: w+o=34 -> arithmetic v >> 30
ibfe r1.xyzw, l(8, 0, 4, 4), l(4, 0, 28, 30), l(0x00000f80, 0xffffffff, 0x80000000, 0xc0000000)
//! expect r1.x == 0xfffffff8
//! expect r1.y == 0
//! expect r1.z == 0xfffffff8
//! expect r1.w == 0xffffffff
// bfi w, o, insert, base
bfi r2.xyzw, l(8, 0, 31, 4), l(4, 4, 1, 30), l(0xab, 0xff, 0xffffffff, 0xf), l(0x12345678, 0x12345678, 0, 0)
//! expect r2.x == 0x12345ab8
//! expect r2.y == 0x12345678
//! expect r2.z == 0xfffffffe
//! expect r2.w == 0xc0000000
bfrev r3.xyzw, l(0x00000001, 0x80000000, 0x12345678, 0)
//! expect r3.x == 0x80000000
//! expect r3.y == 0x00000001
//! expect r3.z == 0x1e6a2c48
//! expect r3.w == 0
countbits r4.xyzw, l(0, 0xffffffff, 0x12345678, 0x80000001)
//! expect r4.x == 0
//! expect r4.y == 32
//! expect r4.z == 13
//! expect r4.w == 2
firstbit_lo r5.xyzw, l(0, 1, 0x80000000, 0x00010100)
//! expect r5.x == 0xffffffff
//! expect r5.y == 0
//! expect r5.z == 31
//! expect r5.w == 8
// counted from the MSB
firstbit_hi r6.xyzw, l(0, 1, 0x10000000, 0x80000000)
//! expect r6.x == 0xffffffff
//! expect r6.y == 31
//! expect r6.z == 3
//! expect r6.w == 0
// negative: first 0 from the MSB; else first 1 from the MSB
firstbit_shi r7.xyzw, l(0, 0xffffffff, 0xf0000000, 0x00400000)
//! expect r7.x == 0xffffffff
//! expect r7.y == 0xffffffff
//! expect r7.z == 4
//! expect r7.w == 9
ret

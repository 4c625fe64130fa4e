// Seed 004 (ubfe, sm5): the page's pseudo-code, case by case, with width and offset
// from the low 5 bits of src0 / src1 (SPEC 4). Values worked by hand. Any LANES.
cs_5_0
dcl_temps 3
// width + offset < 32: shl then ushr
ubfe r0.x, l(8), l(4), l(0x12345678)
// width == 0
ubfe r0.y, l(0), l(4), l(0x12345678)
// width + offset == 32: ushr src2, offset
ubfe r0.z, l(4), l(28), l(0x12345678)
// width + offset > 32: ushr src2, offset
ubfe r0.w, l(16), l(20), l(0xabcdef01)
//! expect r0.x == 0x67
//! expect r0.y == 0
//! expect r0.z == 1
//! expect r0.w == 0xabc
// width 32 has low 5 bits 0: result 0
ubfe r1.x, l(32), l(0), l(0xffffffff)
// width 33 -> 1, offset 36 -> 4: bit 4
ubfe r1.y, l(33), l(36), l(0x000000f0)
// width 31, offset 0: (v << 1) >> 1
ubfe r1.z, l(31), l(0), l(0xffffffff)
// width 1, offset 31: v >> 31
ubfe r1.w, l(1), l(31), l(0x80000000)
//! expect r1.x == 0
//! expect r1.y == 1
//! expect r1.z == 0x7fffffff
//! expect r1.w == 1
// unpack four bytes, one per component
ubfe r2.xyzw, l(8, 8, 8, 8), l(0, 8, 16, 24), l(0x11223344)
//! expect r2.x == 0x44
//! expect r2.y == 0x33
//! expect r2.z == 0x22
//! expect r2.w == 0x11
ret

// Functional-coverage test (docs/coverage.md): every class pair of eq / ne / lt / ge with
// operand classes -inf, finite, +inf, NaN (SPEC 1, 3). cb0[0] = (-inf, 1.0, +inf, NaN);
// src0 replicates one class, src1 = all four, so result component c is (class, class c).
// Expected values worked by hand from SPEC 1: eq/lt/ge false with a NaN, ne true; true is
// 0xffffffff. Every lane computes the same values: valid for any LANES.
cs_5_0
dcl_constantbuffer CB0[1], immediateIndexed
dcl_temps 16
//! cb cb0[0] 0xff800000 0x3f800000 0x7f800000 0x7fc00000
eq r0.xyzw, cb0[0].xxxx, cb0[0].xyzw
eq r1.xyzw, cb0[0].yyyy, cb0[0].xyzw
eq r2.xyzw, cb0[0].zzzz, cb0[0].xyzw
eq r3.xyzw, cb0[0].wwww, cb0[0].xyzw
ne r4.xyzw, cb0[0].xxxx, cb0[0].xyzw
ne r5.xyzw, cb0[0].yyyy, cb0[0].xyzw
ne r6.xyzw, cb0[0].zzzz, cb0[0].xyzw
ne r7.xyzw, cb0[0].wwww, cb0[0].xyzw
lt r8.xyzw, cb0[0].xxxx, cb0[0].xyzw
lt r9.xyzw, cb0[0].yyyy, cb0[0].xyzw
lt r10.xyzw, cb0[0].zzzz, cb0[0].xyzw
lt r11.xyzw, cb0[0].wwww, cb0[0].xyzw
ge r12.xyzw, cb0[0].xxxx, cb0[0].xyzw
ge r13.xyzw, cb0[0].yyyy, cb0[0].xyzw
ge r14.xyzw, cb0[0].zzzz, cb0[0].xyzw
ge r15.xyzw, cb0[0].wwww, cb0[0].xyzw
ret
// eq: -inf row T F F F; 1.0 row F T F F; +inf row F F T F; NaN row F F F F
//! expect r0.x == 0xffffffff
//! expect r0.y == 0
//! expect r0.z == 0
//! expect r0.w == 0
//! expect r1.x == 0
//! expect r1.y == 0xffffffff
//! expect r1.z == 0
//! expect r1.w == 0
//! expect r2.x == 0
//! expect r2.y == 0
//! expect r2.z == 0xffffffff
//! expect r2.w == 0
//! expect r3.x == 0
//! expect r3.y == 0
//! expect r3.z == 0
//! expect r3.w == 0
// ne: the complement of eq (true with a NaN)
//! expect r4.x == 0
//! expect r4.y == 0xffffffff
//! expect r4.z == 0xffffffff
//! expect r4.w == 0xffffffff
//! expect r5.x == 0xffffffff
//! expect r5.y == 0
//! expect r5.z == 0xffffffff
//! expect r5.w == 0xffffffff
//! expect r6.x == 0xffffffff
//! expect r6.y == 0xffffffff
//! expect r6.z == 0
//! expect r6.w == 0xffffffff
//! expect r7.x == 0xffffffff
//! expect r7.y == 0xffffffff
//! expect r7.z == 0xffffffff
//! expect r7.w == 0xffffffff
// lt: -inf < 1.0, -inf < +inf, 1.0 < +inf; nothing else
//! expect r8.x == 0
//! expect r8.y == 0xffffffff
//! expect r8.z == 0xffffffff
//! expect r8.w == 0
//! expect r9.x == 0
//! expect r9.y == 0
//! expect r9.z == 0xffffffff
//! expect r9.w == 0
//! expect r10.x == 0
//! expect r10.y == 0
//! expect r10.z == 0
//! expect r10.w == 0
//! expect r11.x == 0
//! expect r11.y == 0
//! expect r11.z == 0
//! expect r11.w == 0
// ge: not lt, except false with a NaN
//! expect r12.x == 0xffffffff
//! expect r12.y == 0
//! expect r12.z == 0
//! expect r12.w == 0
//! expect r13.x == 0xffffffff
//! expect r13.y == 0xffffffff
//! expect r13.z == 0
//! expect r13.w == 0
//! expect r14.x == 0xffffffff
//! expect r14.y == 0xffffffff
//! expect r14.z == 0xffffffff
//! expect r14.w == 0
//! expect r15.x == 0
//! expect r15.y == 0
//! expect r15.z == 0
//! expect r15.w == 0

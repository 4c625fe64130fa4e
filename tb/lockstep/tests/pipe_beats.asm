// Scalar lanes (VEC_COMPS 1, 2): ALU, CVT and FMA ops of one to four components, each
// followed right away by an independent op (offered while the op's beats hold EX1) or by
// a consumer of its merged result (the bypass); masks with gaps, _sat, two destinations,
// f64 pairs, integer negation; dp chains beside FMA beats (the units they share). At
// VEC_COMPS 4 it is an ordinary program. Values by hand.
cs_5_0
dcl_temps 16
dcl_thread_group 4, 1, 1
add r1.xyzw, l(1.0, 2.0, 3.0, 4.0), l(0.5, 0.5, 0.5, 0.5)
mov r2.x, l(7)
//! expect r1.x == 0x3fc00000
//! expect r1.y == 0x40200000
//! expect r1.z == 0x40600000
//! expect r1.w == 0x40900000
//! expect r2.x == 7
mul r3.xyzw, r1.wzyx, l(2.0, 2.0, 2.0, 2.0)
//! expect r3.x == 0x41100000
//! expect r3.y == 0x40e00000
//! expect r3.z == 0x40a00000
//! expect r3.w == 0x40400000
mad r4.xw, l(1.0, 0, 0, 2.0), l(3.0, 0, 0, 3.0), l(1.0, 0, 0, 1.0)
//! expect r4.x == 0x40800000
//! expect r4.w == 0x40e00000
add_sat r5.xyz, l(0.5, 2.0, -1.0, 0), l(0.25, 0, 0, 0)
//! expect r5.x == 0x3f400000
//! expect r5.y == 0x3f800000
//! expect r5.z == 0
uaddc r6.xyz, r7.xyz, l(0xffffffff, 1, 5, 0), l(1, 2, 0xfffffffb, 0)
//! expect r6.x == 0
//! expect r6.y == 3
//! expect r6.z == 0
//! expect r7.x == 1
//! expect r7.y == 0
//! expect r7.z == 1
ftoi r8.xyz, l(-1.5, 2.5, 100.0, 0)
iadd r9.x, l(1), l(2)
//! expect r8.x == 0xffffffff
//! expect r8.y == 2
//! expect r8.z == 100
//! expect r9.x == 3
dp4 r10.x, l(1.0, 2.0, 3.0, 4.0), l(1.0, 1.0, 1.0, 1.0)
add r10.yzw, l(0, 1.0, 2.0, 3.0), l(0, 1.0, 1.0, 1.0)
dp3 r11.x, l(1.0, 2.0, 3.0, 0), l(2.0, 2.0, 2.0, 0)
dp2 r11.y, l(1.0, 2.0, 0, 0), l(3.0, 3.0, 0, 0)
//! expect r10.x == 0x41200000
//! expect r10.y == 0x40000000
//! expect r10.z == 0x40400000
//! expect r10.w == 0x40800000
//! expect r11.x == 0x41400000
//! expect r11.y == 0x41100000
dmax r12.xyzw, d(1.0, -2.0), d(3.0, -5.0)
//! expect r12.x == 0
//! expect r12.y == 0x40080000
//! expect r12.z == 0
//! expect r12.w == 0xc0000000
iadd r13.xyzw, -l(1, 2, 3, 4), l(10, 10, 10, 10)
//! expect r13.x == 9
//! expect r13.y == 8
//! expect r13.z == 7
//! expect r13.w == 6
mov r14.xyzw, l(1, 2, 3, 4)
mov r15.xyzw, r14.wzyx
//! expect r15.x == 4
//! expect r15.y == 3
//! expect r15.z == 2
//! expect r15.w == 1
ret

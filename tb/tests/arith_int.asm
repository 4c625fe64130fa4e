// SPEC 10 integer arithmetic: imul/umul (HI, LO), imad/umad, udiv (Q, R), uaddc/usubb,
// msad; both destinations, `null`, per-destination write masks, a destination that is
// also a source. Expected values worked by hand (comments give the arithmetic).
cs_5_0
dcl_temps 20
// (-2^31)*(-1) = 2^31: HI 0, LO 0x80000000; (-1)*(-1) = 1; (2^31-1)^2 = 0x3fffffff_00000001;
// (-1)*2 = -2: HI 0xffffffff, LO 0xfffffffe
imul r0.xyzw, r1.xyzw, l(0x80000000, 0xffffffff, 0x7fffffff, 0xffffffff), l(0xffffffff, 0xffffffff, 0x7fffffff, 2)
//! expect r0.x == 0
//! expect r1.x == 0x80000000
//! expect r0.y == 0
//! expect r1.y == 1
//! expect r0.z == 0x3fffffff
//! expect r1.z == 1
//! expect r0.w == 0xffffffff
//! expect r1.w == 0xfffffffe
// the - modifier on a signed op: -(-3) * 5 = 15; -(0x80000000) wraps to itself
imul null, r2.xy, -l(-3, 0x80000000, 0, 0), l(5, 0xffffffff, 0, 0)
//! expect r2.x == 15
//! expect r2.y == 0x80000000
// umul: (2^32-1)^2 = 0xfffffffe_00000001; 2^31 * 2 = 2^32; HI only (LO to null)
umul r3.xy, null, l(0xffffffff, 0x80000000, 0, 0), l(0xffffffff, 2, 0, 0)
umul r3.zw, r4.zw, l(0, 0, 0xffffffff, 0x10000), l(0, 0, 0xffffffff, 0x10000)
//! expect r3.x == 0xfffffffe
//! expect r3.y == 1
//! expect r3.z == 0xfffffffe
//! expect r4.z == 1
//! expect r3.w == 1
//! expect r4.w == 0
// per-destination masks: HI to r5.x only, LO to r5.w only, one register
mov r5.xyzw, l(7, 7, 7, 7)
umul r5.x, r5.w, l(0x10000, 9, 9, 3), l(0x30000, 9, 9, 0x10000000)
//! expect r5.x == 3
//! expect r5.y == 7
//! expect r5.z == 7
//! expect r5.w == 0x30000000
// imad / umad: low 32 bits of a*b+c; -1*2+3 = 1; (-2)*3+7 via - on src0; 2^32+5 wraps
imad r6.x, l(0xffffffff), l(2), l(3)
imad r6.y, -l(2), l(3), l(7)
umad r6.z, l(0x10000), l(0x10000), l(5)
umad r6.w, l(0xffffffff), l(0xffffffff), l(0)
//! expect r6.x == 1
//! expect r6.y == 1
//! expect r6.z == 5
//! expect r6.w == 1
// udiv: 7/2 = 3 r 1; 5/7 = 0 r 5; x/0 gives 0xffffffff to both
udiv r7.xyzw, r8.xyzw, l(7, 5, 7, 0), l(2, 7, 0, 0)
//! expect r7.x == 3
//! expect r8.x == 1
//! expect r7.y == 0
//! expect r8.y == 5
//! expect r7.z == 0xffffffff
//! expect r8.z == 0xffffffff
//! expect r7.w == 0xffffffff
//! expect r8.w == 0xffffffff
// udiv with the quotient only, and a destination that is also the source (every source
// is read before any write): r9 = 100 / 7 = 14, r10.x = 100 % 7 = 2
mov r9.x, l(100)
udiv r9.x, null, r9.x, l(7)
mov r10.x, l(100)
udiv null, r10.x, r10.x, l(7)
//! expect r9.x == 14
//! expect r10.x == 2
// uaddc / usubb: carry and borrow are 1 or 0
uaddc r11.xyzw, r12.xyzw, l(0xffffffff, 1, 0xffffffff, 0x80000000), l(1, 2, 0xffffffff, 0x80000000)
//! expect r11.x == 0
//! expect r12.x == 1
//! expect r11.y == 3
//! expect r12.y == 0
//! expect r11.z == 0xfffffffe
//! expect r12.z == 1
//! expect r11.w == 0
//! expect r12.w == 1
usubb r13.xyzw, r14.xyzw, l(0, 5, 3, 0x80000000), l(1, 3, 3, 0x80000001)
//! expect r13.x == 0xffffffff
//! expect r14.x == 1
//! expect r13.y == 2
//! expect r14.y == 0
//! expect r13.z == 0
//! expect r14.z == 0
//! expect r13.w == 0xffffffff
//! expect r14.w == 1
// swizzles feed both results: uaddc of (x, x) per component
uaddc r15.xy, r16.xy, l(0xffffffff, 1, 0, 0).xxyy, l(2, 0, 0, 0).xxxx
//! expect r15.x == 1
//! expect r16.x == 1
//! expect r15.y == 1
//! expect r16.y == 1
// msad: ref A1 00 B2 C3 vs src D7 B0 C3 72, accum 1: 1 + 54 + 0 (masked) + 17 + 81 = 153;
// every ref byte 0: accum only; P-22: 0xfffffff0 + 1020 saturates
msad r17.xyz, l(0xa100b2c3, 0, 0xffffffff, 0), l(0xd7b0c372, 0xffffffff, 0, 0), l(1, 5, 0xfffffff0, 0)
//! expect r17.x == 153
//! expect r17.y == 5
//! expect r17.z == 0xffffffff
ret

// Supporting integer instructions (SPEC 7): iadd (with two's complement negate), ineg,
// shifts (count & 31), and/or/xor/not, integer compares, movc, mov bit-exactness.
// Values worked by hand. Same in every lane: valid for any LANES.
cs_5_0
dcl_temps 14
iadd r0.xyzw, l(1, 0x7fffffff, 0xffffffff, 5), l(2, 1, 1, -7)
//! expect r0.x == 3
//! expect r0.y == 0x80000000
//! expect r0.z == 0
//! expect r0.w == 0xfffffffe
mov r1.y, l(5)
iadd r1.x, -r1.y, l(3)
ineg r1.z, l(0x80000000)
ineg r1.w, l(1)
//! expect r1.x == 0xfffffffe
//! expect r1.z == 0x80000000
//! expect r1.w == 0xffffffff
ishl r2.xyzw, l(1, 1, 0xffffffff, 3), l(31, 32, 4, 33)
//! expect r2.x == 0x80000000
//! expect r2.y == 1
//! expect r2.z == 0xfffffff0
//! expect r2.w == 6
ishr r3.xyzw, l(0x80000000, 0x80000000, 0x7fffffff, -8), l(31, 32, 30, 1)
ushr r4.xyzw, l(0x80000000, 0x80000000, 0x7fffffff, -8), l(31, 32, 30, 1)
//! expect r3.x == 0xffffffff
//! expect r3.y == 0x80000000
//! expect r3.z == 1
//! expect r3.w == 0xfffffffc
//! expect r4.x == 1
//! expect r4.y == 0x80000000
//! expect r4.z == 1
//! expect r4.w == 0x7ffffffc
and r5.x, l(0xff00ff00), l(0x0ff00ff0)
or r5.y, l(0xff00ff00), l(0x0ff00ff0)
xor r5.z, l(0xff00ff00), l(0x0ff00ff0)
not r5.w, l(0x0f0f0f0f)
//! expect r5.x == 0x0f000f00
//! expect r5.y == 0xfff0fff0
//! expect r5.z == 0xf0f0f0f0
//! expect r5.w == 0xf0f0f0f0
ieq r6.xyzw, l(1, -1, 0, 5), l(1, 0xffffffff, 0x80000000, 6)
ine r7.xyzw, l(1, -1, 0, 5), l(1, 0xffffffff, 0x80000000, 6)
//! expect r6.x == 0xffffffff
//! expect r6.y == 0xffffffff
//! expect r6.z == 0
//! expect r6.w == 0
//! expect r7.x == 0
//! expect r7.y == 0
//! expect r7.z == 0xffffffff
//! expect r7.w == 0xffffffff
ilt r8.xyzw, l(-1, 1, 0x80000000, 3), l(1, -1, 0x7fffffff, 3)
ige r9.xyzw, l(-1, 1, 0x80000000, 3), l(1, -1, 0x7fffffff, 3)
ult r10.xyzw, l(-1, 1, 0x80000000, 3), l(1, -1, 0x7fffffff, 3)
uge r11.xyzw, l(-1, 1, 0x80000000, 3), l(1, -1, 0x7fffffff, 3)
//! expect r8.x == 0xffffffff
//! expect r8.y == 0
//! expect r8.z == 0xffffffff
//! expect r8.w == 0
//! expect r9.x == 0
//! expect r9.y == 0xffffffff
//! expect r9.z == 0
//! expect r9.w == 0xffffffff
//! expect r10.x == 0
//! expect r10.y == 0xffffffff
//! expect r10.z == 0
//! expect r10.w == 0
//! expect r11.x == 0xffffffff
//! expect r11.y == 0
//! expect r11.z == 0xffffffff
//! expect r11.w == 0xffffffff
// movc: any nonzero bit selects src1 (0x80000000 included)
movc r12.xyzw, l(0, 1, 0x80000000, 0), l(1, 2, 3, 4), l(5, 6, 7, 8)
//! expect r12.x == 5
//! expect r12.y == 2
//! expect r12.z == 3
//! expect r12.w == 8
// mov keeps every bit (denorm, NaN payload)
mov r13.xyzw, l(0x00000001, 0x7fc00001, 0x80000001, 0xffffffff)
//! expect r13.x == 0x00000001
//! expect r13.y == 0x7fc00001
//! expect r13.z == 0x80000001
//! expect r13.w == 0xffffffff
ret

// swapc (SPEC 14): dst0 = src0 ? src2 : src1, dst1 = src0 ? src1 : src2 per component, the
// condition an integer (any non-zero bit is true: 1, 0xffffffff, 0x80000000). Worked by hand:
//   r0 = (0, 1, 0xffffffff, 0x80000000): x false, y z w true
//   swapc r3, r4, r0, r1, r2: r3 = (r1.x, r2.y, r2.z, r2.w) = (10, 21, 22, 23)
//                             r4 = (r2.x, r1.y, r1.z, r1.w) = (20, 11, 12, 13)
//   swapc r1.xy, r2.xy, l(1, 1, 0, 0), r1, r2: every source is read first, so .xy swap:
//                             r1 = (20, 21, 12, 13), r2 = (10, 11, 22, 23)
//   swapc r5.xz, null, r0.yyyy, l(1, 2, 3, 4), l(5, 6, 7, 8): true: r5.x = 5, r5.z = 7,
//                             r5.yw keep 99
//   swapc null, r5.yw, r0.xxxx, l(1, 2, 3, 4), l(5, 6, 7, 8): false: r5.y = src2.y = 6,
//                             r5.w = src2.w = 8
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_temps 6
dcl_thread_group 1, 1, 1
mov r0, l(0, 1, 0xffffffff, 0x80000000)
mov r1, l(10, 11, 12, 13)
mov r2, l(20, 21, 22, 23)
mov r5, l(99, 99, 99, 99)
swapc r3.xyzw, r4.xyzw, r0.xyzw, r1.xyzw, r2.xyzw
swapc r1.xy, r2.xy, l(1, 1, 0, 0), r1.xyzw, r2.xyzw
swapc r5.xz, null, r0.yyyy, l(1, 2, 3, 4), l(5, 6, 7, 8)
swapc null, r5.yw, r0.xxxx, l(1, 2, 3, 4), l(5, 6, 7, 8)
ret
//! expect r3.x == 10
//! expect r3.y == 21
//! expect r3.z == 22
//! expect r3.w == 23
//! expect r4.x == 20
//! expect r4.y == 11
//! expect r4.z == 12
//! expect r4.w == 13
//! expect r1.x == 20
//! expect r1.y == 21
//! expect r1.z == 12
//! expect r1.w == 13
//! expect r2.x == 10
//! expect r2.y == 11
//! expect r2.z == 22
//! expect r2.w == 23
//! expect r5.x == 5
//! expect r5.y == 6
//! expect r5.z == 7
//! expect r5.w == 8

// SPEC 12 pair swizzles (.xyzw .xyxy .zwxy .zwzw) and masks (.xy .zw .xyzw), and the
// two-component 32-bit result forms, on the architectural simulator (C model only until
// the double unit is wired in). r1 = (A, B) = (1.0, 2.0), r2 = (C, D) = (4.0, 8.0);
// high words: 1.0 3ff00000, 2.0 40000000, 4.0 40100000, 5.0 40140000, 6.0 40180000,
// 8.0 40200000, 9.0 40220000, 10.0 40240000 (low words 0).
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps | enable11_1DoubleExtensions
dcl_temps 10
mov r1.xyzw, l(0, 0x3ff00000, 0, 0x40000000)
mov r2.xyzw, l(0, 0x40100000, 0, 0x40200000)
mov r6.xyzw, l(1, 2, 3, 4)
mov r7.xyzw, l(5, 6, 7, 8)
mov r8.xyzw, l(9, 10, 11, 12)
dadd r0.xyzw, r1.xyzw, r2.xyzw
dadd r3.xyzw, r1.zwxy, r2.xyxy
dadd r4.xyzw, r1.xyxy, r2.zwzw
dadd r5.xyzw, r1.zwzw, r2.zwxy
// .xy takes the first result, .zw the second; the other pair keeps its value
dadd r6.zw, r1.xyzw, r2.zwxy
// first pair: r1.zw (B = 2.0) times r2.xy (C = 4.0) = 8.0
dmul r9.xy, r1.zwxy, r2
// 32-bit results: the first to the mask's first component, the second to the next
dlt r7.yw, r1, r1.zwxy
dtof r8.xz, r2.zwxy
dtoi r8.w, r1.zwzw
//! expect r0.xy == 0x4014000000000000
//! expect r0.zw == 0x4024000000000000
//! expect r3.xy == 0x4018000000000000
//! expect r3.zw == 0x4014000000000000
//! expect r4.xy == 0x4022000000000000
//! expect r4.zw == 0x4022000000000000
//! expect r5.xy == 0x4024000000000000
//! expect r5.zw == 0x4018000000000000
//! expect r6.x == 1
//! expect r6.y == 2
//! expect r6.zw == 0x4018000000000000
//! expect r9.xy == 0x4020000000000000
//! expect r7.x == 5
//! expect r7.y == 0xffffffff
//! expect r7.z == 7
//! expect r7.w == 0
//! expect r8.x == 0x41000000
//! expect r8.y == 10
//! expect r8.z == 0x40800000
//! expect r8.w == 2
ret

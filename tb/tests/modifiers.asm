// Operand modifiers (SPEC 2): float -, _abs, -_abs (abs first), |x| spelling, _sat
// (NaN -> +0, -0 -> +0, clamp), integer negate, write masks, swizzles incl. the D3D rule
// that a short swizzle repeats its last letter. Values worked by hand. Any LANES.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_input vThreadID.xyz
dcl_temps 13
mov r1.xyzw, l(1.0, -2.0, 0.0, 0x7fc00000)
mov r0.xyzw, -r1.xyzw
mov r2.xyzw, r1_abs.xyzw
mov r3.xyzw, -r1_abs
//! expect r0.x == 0xbf800000
//! expect r0.y == 0x40000000
//! expect r0.z == 0x80000000
//! expect r0.w == 0xffc00000
//! expect r2.x == 0x3f800000
//! expect r2.y == 0x40000000
//! expect r2.z == 0x00000000
//! expect r2.w == 0x7fc00000
//! expect r3.x == 0xbf800000
//! expect r3.y == 0xc0000000
//! expect r3.z == 0x80000000
//! expect r3.w == 0xffc00000
mov_sat r4.xyzw, l(2.0, -1.0, 0.5, 0x7fc00000)
//! expect r4.x == 0x3f800000
//! expect r4.y == 0x00000000
//! expect r4.z == 0x3f000000
//! expect r4.w == 0x00000000
mov_sat r5.xy, l(-0.0, 0x00000001, 0, 0)
min_sat r5.zw, l(0, 0, 3.0, -5.0), l(0, 0, 2.0, 1.0)
//! expect r5.x == 0x00000000
//! expect r5.y == 0x00000000
//! expect r5.z == 0x3f800000
//! expect r5.w == 0x00000000
// masks: only .y and .w change
mov r6.xyzw, l(1, 2, 3, 4)
mov r6.yw, l(9, 9, 9, 9)
//! expect r6.x == 1
//! expect r6.y == 9
//! expect r6.z == 3
//! expect r6.w == 9
mov r7.xyzw, r6.zyxw
mov r8.xyzw, r6.z
// .xy is .xyyy: component z takes selector 2 (y), w selector 3 (y)
mov r9.zw, r6.xy
//! expect r7.x == 3
//! expect r7.y == 9
//! expect r7.z == 1
//! expect r7.w == 9
//! expect r8.x == 3
//! expect r8.w == 3
//! expect r9.x == 0
//! expect r9.z == 9
//! expect r9.w == 9
iadd r10.x, -r6.x, l(0)
max r10.y, -r1.x, l(-5.0)
min r10.z, r1_abs.y, l(3.0)
max r10.w, -r1_abs.x, l(-0.5)
//! expect r10.x == 0xffffffff
//! expect r10.y == 0xbf800000
//! expect r10.z == 0x40000000
//! expect r10.w == 0xbf000000
min r11.x, -|r1.y|, l(0.0)
f16tof32_sat r11.y, l(0x4000)
max_sat r11.z, l(0x7fc00000), l(0x7fc00000)
mov r11.w, vThreadID.y
//! expect r11.x == 0xc0000000
//! expect r11.y == 0x3f800000
//! expect r11.z == 0x00000000
//! expect r11.w == 0
dmov_sat r12.xy, d(2.5)
dmov r12.zw, -r12.xyxy
//! expect r12.x == 0
//! expect r12.y == 0x3ff00000
//! expect r12.z == 0
//! expect r12.w == 0xbff00000
ret

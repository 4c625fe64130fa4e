// SPEC 11 special functions through the whole instruction path: the exact cases and
// specials of every function, sincos with both destinations and with null, the - and
// _abs source modifiers, _sat, swizzles and write masks. Every expected value is worked
// by hand from SPEC 11 / P-15 / P-16 / P-24 (the comment gives it); none was printed by
// the model. C model only until the SFU is wired into the pipeline (tb/tests_c/).
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_temps 16
// rcp: +-0 -> +-INF, +-INF -> +-0, NaN, powers of two exact (P-24), 2^127 -> 2^-127 flushed
rcp r0.xyzw, l(0x00000000, 0x80000000, 0x7f800000, 0xff800000)
//! expect r0.x == 0x7f800000
//! expect r0.y == 0xff800000
//! expect r0.z == 0x00000000
//! expect r0.w == 0x80000000
rcp r1.xyzw, l(0x7fc00000, 0x40000000, 0xc1000000, 0x7f000000)
//! expect r1.x == 0x7fc00000
//! expect r1.y == 0x3f000000
//! expect r1.z == 0xbe000000
//! expect r1.w == 0x00000000
// rsq: +0 -> +INF, -0 -> -INF, +INF -> +0, -F -> NaN; rsq(4) = 0.5, rsq(1/4) = 2 (P-24)
rsq r2.xyzw, l(0x00000000, 0x80000000, 0x7f800000, 0xbf800000)
//! expect r2.x == 0x7f800000
//! expect r2.y == 0xff800000
//! expect r2.z == 0x00000000
//! expect r2.w == 0x7fc00000
rsq r3.xy, l(0x40800000, 0x3e800000, 0, 0)
//! expect r3.x == 0x3f000000
//! expect r3.y == 0x40000000
//! expect r3.z == 0
// exp: -INF -> +0, +-0 -> 1, +INF -> +INF, exp(n) = 2^n, x >= 128 -> +INF, 2^-127 -> +0
exp r4.xyzw, l(0xff800000, 0x80000000, 0x7f800000, 0x42fe0000)
//! expect r4.x == 0x00000000
//! expect r4.y == 0x3f800000
//! expect r4.z == 0x7f800000
//! expect r4.w == 0x7f000000
exp r5.xyzw, l(0x43000000, 0xc2fe0000, 0xc2fc0000, 0x41a00000)
//! expect r5.x == 0x7f800000
//! expect r5.y == 0x00000000
//! expect r5.z == 0x00800000
//! expect r5.w == 0x49800000
// log: +-0 -> -INF, -F -> NaN, +INF -> +INF, log(2^n) = n, log(1) = +0
log r6.xyzw, l(0x00000000, 0x80000000, 0xbf800000, 0x7f800000)
//! expect r6.x == 0xff800000
//! expect r6.y == 0xff800000
//! expect r6.z == 0x7fc00000
//! expect r6.w == 0x7f800000
log r7.xyzw, l(0x3f800000, 0x3f000000, 0x00800000, 0x44800000)
//! expect r7.x == 0x00000000
//! expect r7.y == 0xbf800000
//! expect r7.z == 0xc2fc0000
//! expect r7.w == 0x41200000
// sincos: sin(+-0) = +-0, cos(+-0) = 1, +-INF -> NaN for both; a denorm is a zero
sincos r8.xyzw, r9.xyzw, l(0x00000000, 0x80000000, 0x7f800000, 0x807fffff)
//! expect r8.x == 0x00000000
//! expect r8.y == 0x80000000
//! expect r8.z == 0x7fc00000
//! expect r8.w == 0x80000000
//! expect r9.x == 0x3f800000
//! expect r9.y == 0x3f800000
//! expect r9.z == 0x7fc00000
//! expect r9.w == 0x3f800000
// either destination null; the masks pick components (the others keep their 0)
sincos null, r10.y, l(0, 0x80000000, 0, 0)
sincos r11.z, null, l(0, 0, 0xff800000, 0)
//! expect r10.x == 0
//! expect r10.y == 0x3f800000
//! expect r11.z == 0x7fc00000
//! expect r11.w == 0
// modifiers: rcp(-|x|) of 2 = -0.5; log(-(-2)) = 1; rsq(|-4|) = 0.5; exp(-(1)) = 0.5
mov r12.xyzw, l(2.0, -2.0, -4.0, 1.0)
rcp r13.x, -r12.x_abs
log r13.y, -r12.y
rsq r13.z, r12.z_abs
exp r13.w, -r12.w
//! expect r13.x == 0xbf000000
//! expect r13.y == 0x3f800000
//! expect r13.z == 0x3f000000
//! expect r13.w == 0x3f000000
// _sat: rcp(0.25) = 4 -> 1; log(0.5) = -1 -> +0; exp(-INF) = +0; sincos_sat of -0:
// sin -0 -> +0 (SPEC 2: -0 gives +0), cos 1 stays 1; swizzle .wzyx
rcp_sat r14.x, l(0.25)
log_sat r14.y, l(0.5)
exp_sat r14.z, l(0xff800000)
sincos_sat r15.xy, r15.zw, l(0, 0, 0, 0x80000000).wwzz
//! expect r14.x == 0x3f800000
//! expect r14.y == 0x00000000
//! expect r14.z == 0x00000000
//! expect r15.x == 0x00000000
//! expect r15.y == 0x00000000
//! expect r15.z == 0x3f800000
//! expect r15.w == 0x3f800000
ret

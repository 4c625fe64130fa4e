// SPEC 10 div (P-19 correctly rounded) and sqrt (P-20): the FS special rows, divide by
// zero with the xor of signs, the flush threshold, overflow, modifiers and _sat.
// Expected values worked by hand from SPEC 10.
cs_5_0
dcl_temps 16
div r0.xyzw, l(1.0, 2.0, 6.0, 1.0), l(3.0, 3.0, 3.0, 0)
//! expect r0.x == 0x3eaaaaab
//! expect r0.y == 0x3f2aaaab
//! expect r0.z == 0x40000000
//! expect r0.w == 0x7f800000
// x / -0 = -INF; -x / -0 = +INF; a denorm divisor is a zero of its sign; 0/0 NaN
div r1.xyzw, l(1.0, -1.0, 1.0, 0), l(0x80000000, 0x80000000, 0x80000001, 0)
//! expect r1.x == 0xff800000
//! expect r1.y == 0x7f800000
//! expect r1.z == 0xff800000
//! expect r1.w == 0x7fc00000
// INF/INF NaN; INF/-x = -INF; x/INF = +0; -x/INF = -0
div r2.xyzw, l(0x7f800000, 0x7f800000, 1.0, -1.0), l(0xff800000, -2.0, 0x7f800000, 0x7f800000)
//! expect r2.x == nan
//! expect r2.y == 0xff800000
//! expect r2.z == 0x00000000
//! expect r2.w == 0x80000000
// 2^-126 / 2 flushes (P-15) to a zero of its sign; FLT_MAX / 0.5 = INF; -0 / x = -0
div r3.xyzw, l(0x00800000, 0x80800000, 0x7f7fffff, 0x80000000), l(2.0, 2.0, 0.5, 3.0)
//! expect r3.x == 0x00000000
//! expect r3.y == 0x80000000
//! expect r3.z == 0x7f800000
//! expect r3.w == 0x80000000
// modifiers: -6 / |-3| = -2; div_sat: 0/0 -> NaN -> +0, 3/2 -> 1, 1/4 -> 0.25
div r4.x, -l(6.0), |l(-3.0)|
div_sat r4.yzw, l(0, 0, 3.0, 1.0), l(0, 0, 2.0, 4.0)
//! expect r4.x == 0xc0000000
//! expect r4.y == 0x00000000
//! expect r4.z == 0x3f800000
//! expect r4.w == 0x3e800000
// sqrt: 4 -> 2, 2 -> 1.41421354 (0x3fb504f3), 2^-126 -> 2^-63, FLT_MAX -> 0x5f7fffff
sqrt r5.xyzw, l(4.0, 2.0, 0x00800000, 0x7f7fffff)
//! expect r5.x == 0x40000000
//! expect r5.y == 0x3fb504f3
//! expect r5.z == 0x20000000
//! expect r5.w == 0x5f7fffff
// sqrt(-0) = -0; sqrt(-denorm) = -0; sqrt(-1) NaN; sqrt(-INF) NaN
sqrt r6.xyzw, l(0x80000000, 0x80000001, -1.0, 0xff800000)
//! expect r6.x == 0x80000000
//! expect r6.y == 0x80000000
//! expect r6.z == nan
//! expect r6.w == 0x7fc00000
// sqrt(+INF) = +INF; sqrt(|-4|) = 2; sqrt(-(-9)) = 3; sqrt_sat(INF) = 1
sqrt r7.x, l(0x7f800000)
sqrt r7.y, |l(-4.0)|
sqrt r7.z, -l(-9.0)
sqrt_sat r7.w, l(0x7f800000)
//! expect r7.x == 0x7f800000
//! expect r7.y == 0x40000000
//! expect r7.z == 0x40400000
//! expect r7.w == 0x3f800000
ret

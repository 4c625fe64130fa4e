// Seed 002 (floating-point rules, Direct3D 11) as far as the modelled instructions reach:
// compares false with NaN (ne true), the sign of zero ignored by compares, compares with
// INF correct; denorms flushed in arithmetic but kept by moves; min/max with one NaN give
// the other operand and follow 754r for signed zeros; f16 encoding (INF, NaN, denorm,
// signed zero); f11/f10 encoding through a R11G11B10_FLOAT typed UAV (no sign: below
// zero clamps to 0; INF, NaN, denorms kept); f64 denorms kept. Values worked by hand.
// Same in every lane: any LANES.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_uav_typed_buffer (float,float,float,float) u0
dcl_temps 12
//! format u0 R11G11B10_FLOAT
//! dims u0 3
//! init u0 0xfffe0001
// eq, lt, ge with a NaN operand: false; ne: true
eq r0.x, l(0x7fc00000), l(1.0)
lt r0.y, l(0x7fc00000), l(1.0)
ge r0.z, l(1.0), l(0xffc00000)
ne r0.w, l(0x7fc00000), l(0x7fc00000)
//! expect r0.x == 0
//! expect r0.y == 0
//! expect r0.z == 0
//! expect r0.w == 0xffffffff
// +0 == -0; -0 < +0 is false; -0 >= +0 is true
eq r1.x, l(-0.0), l(0.0)
lt r1.y, l(-0.0), l(0.0)
ge r1.z, l(-0.0), l(0.0)
// any non-NaN value against INF
lt r1.w, l(0x7f7fffff), l(0x7f800000)
//! expect r1.x == 0xffffffff
//! expect r1.y == 0
//! expect r1.z == 0xffffffff
//! expect r1.w == 0xffffffff
// denorm inputs are flushed: a denorm equals zero and is not greater than zero
eq r2.x, l(0x007fffff), l(0.0)
lt r2.y, l(0.0), l(0x00000001)
// moves keep the bits of a denorm
mov r2.z, l(0x00000001)
// arithmetic flushes: min of two denorms writes a zero (P-1)
min r2.w, l(0x00000003), l(0x00000002)
//! expect r2.x == 0xffffffff
//! expect r2.y == 0
//! expect r2.z == 0x00000001
//! expect r2.w == 0x00000000
// min/max with one NaN: the other operand; 754r signed zeros
min r3.x, l(0x7fc00000), l(-3.0)
max r3.y, l(-3.0), l(0xffffffff)
min r3.z, l(0.0), l(-0.0)
max r3.w, l(-0.0), l(0.0)
//! expect r3.x == 0xc0400000
//! expect r3.y == 0xc0400000
//! expect r3.z == 0x80000000
//! expect r3.w == 0x00000000
// f16: e=31 f=0 is INF, e=31 f!=0 NaN, e=0 f!=0 a denorm 0.f * 2^-14 (kept), signed zero
f16tof32 r4.xyzw, l(0x7c00, 0xfe00, 0x0200, 0x8000)
//! expect r4.x == 0x7f800000
//! expect r4.y == nan
//! expect r4.z == 0x38000000
//! expect r4.w == 0x80000000
// f16 keeps denorms on the way down too: 2^-15 -> 0x0200; -2^-24 -> 0x8001
f32tof16 r5.xy, l(0x38000000, 0xb3800000, 0, 0)
//! expect r5.x == 0x0200
//! expect r5.y == 0x8001
// f11/f10 word 0: R = 0x001 (f11 denorm 2^-20), G = 0x7c0 (+INF), B = 0x3ff (NaN)
ld_uav_typed r6.xyzw, l(0), u0.xyzw
//! expect r6.x == 0x35800000
//! expect r6.y == 0x7f800000
//! expect r6.z == nan
//! expect r6.w == 0x3f800000
// store: below zero -> 0, NaN -> all-ones (P-6), +INF -> 0x3e0 (f10)
store_uav_typed u0.xyzw, l(1), l(-1.0, 0x7fc00000, 0x7f800000, 0)
//! expect u0[1] == 0xf83ff800
// round toward zero: 1 + 2^-7 keeps f11's 6 fraction bits only -> 0x3c0; f10 of
// 1.5 - 2^-10 keeps 5 bits (0.499 * 32 = 15.97 -> 15) -> 0x1ef; f11 of -0.0 -> 0
store_uav_typed u0.xyzw, l(2), l(0x3f810000, -0.0, 0x3fbfe000, 0)
//! expect u0[2] == 0x7bc003c0
// f64 (IEEE 754r): denorms are kept, never flushed
dmax r7.xy, l(1, 0, 0, 0), l(0, 0, 0, 0)
dmin r7.zw, l(0, 0, 0, 0x80000000), l(0, 0, 0, 0)
//! expect r7.x == 1
//! expect r7.y == 0
//! expect r7.z == 0
//! expect r7.w == 0x80000000
ret

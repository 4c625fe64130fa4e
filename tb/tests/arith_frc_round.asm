// SPEC 10 frc (P-21) and round_ne / round_ni / round_pi / round_z: signs of zero results,
// ties, INF and NaN, denorm inputs, the P-21 clamp below 1.0. Worked by hand from SPEC 10.
cs_5_0
dcl_temps 16
frc r0.xyzw, l(1.5, -1.5, -0.25, 2.0)
//! expect r0.x == 0x3f000000
//! expect r0.y == 0x3f000000
//! expect r0.z == 0x3f400000
//! expect r0.w == 0x00000000
// -2 - floor(-2) = +0; -0 and denorms give +0; INF gives NaN
frc r1.xyzw, l(-2.0, 0x80000000, 0x807fffff, 0xff800000)
//! expect r1.x == 0x00000000
//! expect r1.y == 0x00000000
//! expect r1.z == 0x00000000
//! expect r1.w == 0x7fc00000
// P-21: -2^-30 -> 1 - 2^-30 rounds to 1.0, clamped to 0x3f7fffff; -2^-25 -> tie to 1.0,
// clamped; -3*2^-24 -> 1 - 3*2^-24 exactly (0x3f7ffffd); -8388607.5 -> 0.5
frc r2.xyzw, l(0xb0800000, 0xb3000000, 0xb4400000, 0xcaffffff)
//! expect r2.x == 0x3f7fffff
//! expect r2.y == 0x3f7fffff
//! expect r2.z == 0x3f7ffffd
//! expect r2.w == 0x3f000000
// frc with modifiers: frc(-|1.25|) = -1.25 + 2 = 0.75; frc_sat(0.5) = 0.5
frc r3.x, -|l(-1.25)|
frc_sat r3.y, l(0.5)
//! expect r3.x == 0x3f400000
//! expect r3.y == 0x3f000000
// round_ne: 0.5 -> 0, 1.5 -> 2, 2.5 -> 2, -0.5 -> -0 (the input's sign)
round_ne r4.xyzw, l(0.5, 1.5, 2.5, -0.5)
//! expect r4.x == 0x00000000
//! expect r4.y == 0x40000000
//! expect r4.z == 0x40000000
//! expect r4.w == 0x80000000
// round_ni: -0.5 -> -1, 0.5 -> +0, -denorm -> -0, 1.9999999 -> 1
round_ni r5.xyzw, l(-0.5, 0.5, 0x80000001, 0x3fffffff)
//! expect r5.x == 0xbf800000
//! expect r5.y == 0x00000000
//! expect r5.z == 0x80000000
//! expect r5.w == 0x3f800000
// round_pi: -0.5 -> -0 (SPEC 10), 0.5 -> 1, -1.5 -> -1, +INF stays
round_pi r6.xyzw, l(-0.5, 0.5, -1.5, 0x7f800000)
//! expect r6.x == 0x80000000
//! expect r6.y == 0x3f800000
//! expect r6.z == 0xbf800000
//! expect r6.w == 0x7f800000
// round_z: -0.7 -> -0, 1.9999999 -> 1, -2.5 -> -2, NaN -> P-16 NaN
round_z r7.xyzw, l(0xbf333333, 0x3fffffff, -2.5, 0xffa00000)
//! expect r7.x == 0x80000000
//! expect r7.y == 0x3f800000
//! expect r7.z == 0xc0000000
//! expect r7.w == 0x7fc00000
// 8388607.5 ties to 8388608 (even); 2^23+1 is already an integer; _sat and - modifier:
// round_z_sat(-2.5) = +0; round_ne(-(2.5)) = -2
round_ne r8.x, l(0x4affffff)
round_ne r8.y, l(0x4b000001)
round_z_sat r8.z, l(-2.5)
round_ne r8.w, -l(2.5)
//! expect r8.x == 0x4b000000
//! expect r8.y == 0x4b000001
//! expect r8.z == 0x00000000
//! expect r8.w == 0xc0000000
ret

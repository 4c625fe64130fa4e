// Functional-coverage test (docs/coverage.md): bins the other directed tests leave open.
// Two lanes (//! lanes 2) so the groupshared atomic has exactly two lanes on one word.
// Worked by hand from SPEC:
//   ge(denorm 0x00000001, +0): the denorm flushes to +0, +0 >= +0 -> true
//   dmin(+0, -0) = -0, dmax(+0, -0) = +0 (P-2, f64)
//   f32tof16(1e5 = 0x47c35000): too large -> largest finite 0x7bff (toward zero)
//   ftoi(+inf) = 0x7fffffff (clamp); ftoi(0.5) = 0 (truncate); ftou(NaN) = 0;
//   ftou(0.5) = 0
//   iadd 4 + r5.x (3, forwarded from the op before into src1) = 7
//   atomic_iadd g0 index lane >> 1 = 0 for both lanes, +1 each: g0[0] = 2
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_constantbuffer CB0[1], immediateIndexed
dcl_input vThreadID.x
dcl_tgsm_structured g0, 4, 2
dcl_temps 8
//! lanes 2
//! cb cb0[0] 0 0 0 0x80000000
ge r0.x, l(0x00000001), l(0.0)
dmin r1.xyzw, cb0[0].xyxy, cb0[0].zwzw
dmax r2.xyzw, cb0[0].xyxy, cb0[0].zwzw
f32tof16 r3.x, l(0x47c35000)
ftoi r3.y, l(0x7f800000)
ftoi r3.z, l(0.5)
ftou r3.w, l(0x7fc00000)
ftou r4.x, l(0.5)
mov r5.x, l(3)
iadd r5.y, l(4), r5.x
ushr r6.x, vThreadID.x, l(1)
atomic_iadd g0, r6.xy, l(1)
ret
//! expect r0.x == 0xffffffff
//! expect r1.x == 0
//! expect r1.y == 0x80000000
//! expect r1.w == 0x80000000
//! expect r2.y == 0
//! expect r2.w == 0
//! expect r3.x == 0x7bff
//! expect r3.y == 0x7fffffff
//! expect r3.z == 0
//! expect r3.w == 0
//! expect r4.x == 0
//! expect r5.y == 7
//! expect g0[0] == 2
//! expect g0[1] == 0

// SPEC 12 edge cases as a program (C model only until the double unit is wired in):
// gradual underflow, ties at the denorm quantum, overflow, the fused multiply-add, the
// divider's denorm results, and the conversion edges (P-26, clamps). Expected values
// worked from exact rationals (tb/vectors/gen_double.py, the same cases as
// tb/vectors/double.txt), never from the model.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps | enable11_1DoubleExtensions
dcl_temps 12
// DBL_MAX + half an ulp: a tie, to even = INF; 1 + 2^-53: a tie, even stays 1
mov r0.xyzw, l(0xffffffff, 0x7fefffff, 0, 0x3ff00000)
mov r1.xyzw, l(0, 0x7ca00000, 0, 0x3ca00000)
dadd r2.xyzw, r0, r1
// (1 + u) + 2^-53: a tie, odd rounds up; DBL_MIN (1 + u) - DBL_MIN: a denorm
mov r0.xyzw, l(1, 0x3ff00000, 1, 0x00100000)
mov r1.xyzw, l(0, 0x3ca00000, 0, 0x80100000)
dadd r3.xyzw, r0, r1
// half a quantum: a tie to +0; 1.5 quanta: a tie to 2 quanta
mov r0.xyzw, l(1, 0, 3, 0)
dmul r4.xyzw, r0, d(0.5l, 0.5l)
// (1 - u/2) * DBL_MIN rounds up to DBL_MIN; fused (1 + 2^-30)(1 - 2^-30) - 1 = -2^-60
mov r0.xyzw, l(0xffffffff, 0x3fefffff, 0x00400000, 0x3ff00000)
mov r1.xyzw, l(0, 0x00100000, 0xff800000, 0x3fefffff)
dfma r5.xyzw, r0, r1, d(0.0l, -1.0l)
// DBL_MIN / 3: a denorm; 1 / DBL_MAX: a denorm, rounded
mov r0.xyzw, l(0, 0x00100000, 0xffffffff, 0x7fefffff)
ddiv r6.xy, r0.xyxy, d(3.0l, 3.0l)
drcp r6.zw, r0.zwzw
// dtof: FLT_MAX + half an ulp ties to INF; just below FLT_MIN after rounding: +0 (P-26)
mov r0.xyzw, l(0xf0000000, 0x47efffff, 0xe0000000, 0x380fffff)
dtof r7.xy, r0
// dtoi of 2^31 and of -2^31 - 1 clamp; dtou of NaN is 0, of -0.5 is 0
mov r0.xyzw, l(0, 0x41e00000, 0x00200000, 0xc1e00000)
dtoi r7.zw, r0
mov r1.xyzw, l(0, 0x7ff80000, 0, 0xbfe00000)
dtou r8.xy, r1
// ftod of an f32 denorm is +0 (P-26); itod of INT_MIN; utod of UINT_MAX
mov r9.xyzw, l(1, 0x80000000, 0xffffffff, 0)
ftod r10.xy, r9.x
itod r10.zw, r9.xy
utod r11.zw, r9.zzzz
//! expect r2.xy == 0x7ff0000000000000
//! expect r2.zw == 0x3ff0000000000000
//! expect r3.xy == 0x3ff0000000000002
//! expect r3.zw == 0x0000000000000001
//! expect r4.xy == 0x0000000000000000
//! expect r4.zw == 0x0000000000000002
//! expect r5.xy == 0x0010000000000000
//! expect r5.zw == 0xbc30000000000000
//! expect r6.xy == 0x0005555555555555
//! expect r6.zw == 0x0004000000000000
//! expect r7.x == 0x7f800000
//! expect r7.y == 0x00000000
//! expect r7.z == 0x7fffffff
//! expect r7.w == 0x80000000
//! expect r8.x == 0
//! expect r8.y == 0
//! expect r10.xy == 0x0000000000000000
//! expect r10.zw == 0xc1e0000000000000
//! expect r11.zw == 0x41efffffffe00000
ret

// The DBL pipe's timing in lockstep: back-to-back independent double ops (the
// unit is busy for ceil(2 LANES / DP_LANES) cycles: unit_busy), a dependent double chain
// (RAW at the DBL latency), ALU and FMA ops issued while the unit is busy (they go on),
// an ALU consumer of a double result (EX1 bypass), a double op writing one pair after an
// ALU write of the other (WAW per component), a 32-bit double result feeding an ALU op,
// and a dmovc between two in-flight results. Values worked by hand: 1.0 = 0x3ff00000_0,
// 2.0 = 0x40000000_0, 3.0 = 0x40080000_0, 4.0 = 0x40100000_0, 5.0 = 0x40140000_0,
// 7.0 = 0x401c0000_0, 2.5 = 0x40040000_0, f32 3.0 = 0x40400000.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps | enable11_1DoubleExtensions
dcl_temps 12
mov r0.xyzw, l(0, 0x3ff00000, 0, 0x40000000)
dadd r1.xyzw, r0.xyzw, r0.zwxy
dmul r2.xyzw, r0.xyzw, r0.xyzw
dfma r3.xyzw, r0.zwzw, r0.zwzw, r0.xyzw
iadd r4.x, r0.y, l(1)
add r4.y, l(1.0), l(2.0)
dadd r5.xyzw, r1.xyzw, r3.xyzw
mov r6.y, r5.y
mov r7.xy, l(1, 2, 0, 0)
dadd r7.zw, r1.xyxy, d(1.0l, 1.0l)
dlt r8.x, r1.xyxy, r3.xyxy
iadd r8.y, r8.x, l(5)
dmovc r9.xyzw, r8.xxxx, r5.xyzw, r2.xyzw
dtof r10.x, r9.zwzw
mul r10.y, r10.x, l(2.0)
//! expect r1.xy == 0x4008000000000000
//! expect r1.zw == 0x4008000000000000
//! expect r2.xy == 0x3ff0000000000000
//! expect r2.zw == 0x4010000000000000
//! expect r3.xy == 0x4014000000000000
//! expect r3.zw == 0x4018000000000000
//! expect r4.x == 0x3ff00001
//! expect r4.y == 0x40400000
//! expect r5.xy == 0x4020000000000000
//! expect r5.zw == 0x4022000000000000
//! expect r6.y == 0x40200000
//! expect r7.x == 1
//! expect r7.y == 2
//! expect r7.zw == 0x4010000000000000
//! expect r8.x == 0xffffffff
//! expect r8.y == 4
//! expect r9.xy == 0x4020000000000000
//! expect r9.zw == 0x4022000000000000
//! expect r10.x == 0x41100000
//! expect r10.y == 0x41900000
ret

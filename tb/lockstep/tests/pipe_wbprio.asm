// The write-back priority of the results that wait for a free slot (docs/architecture.md
// "Write-back priority": reserved slot > memory > DIV > DDIV > SFU): DDIV ops whose
// doubles all early-out (0 / x: one cycle per group) beside SFU ops and an f32 divide,
// so that their results ask for the port in the same cycles at some LANES, and fixed ALU
// ops behind them (no new reservations while a result waits). Values worked by hand:
// 0 / x = +0, rcp of powers of two exact (P-24), sin/cos of +0 (SPEC 11), 1 / 4.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps | enable11_1DoubleExtensions
dcl_temps 10
dcl_thread_group 8, 1, 1
ddiv r0.xyzw, d(0.000000l, 0.000000l), d(2.000000l, 4.000000l)
rcp r1.x, l(0x40000000)
ddiv r2.xyzw, d(0.000000l, 0.000000l), d(8.000000l, 2.000000l)
rcp r1.yz, l(0x40800000)
mov r9.x, l(1)
ddiv r3.xy, d(0.000000l, 0.000000l), d(2.000000l, 2.000000l)
rcp r1.w, l(0x3f000000)
sincos r4.x, r4.y, l(0)
div r5.x, l(1.0), l(4.0)
ddiv r6.xyzw, d(0.000000l, 0.000000l), d(2.000000l, 2.000000l)
rcp r7.xyzw, l(0x40000000)
iadd r9.y, r9.x, l(1)
ddiv r8.zw, d(0.000000l, 0.000000l), d(4.000000l, 4.000000l)
rcp r5.y, l(0x41000000)
div r5.z, l(1.0), l(4.0)
rcp r5.w, l(0x3e800000)
iadd r9.z, r9.y, l(1)
ret
//! expect r0.xy == 0x0
//! expect r0.zw == 0x0
//! expect r2.xy == 0x0
//! expect r2.zw == 0x0
//! expect r3.xy == 0x0
//! expect r6.xy == 0x0
//! expect r6.zw == 0x0
//! expect r8.zw == 0x0
//! expect r1.x == 0x3f000000
//! expect r1.y == 0x3e800000
//! expect r1.z == 0x3e800000
//! expect r1.w == 0x40000000
//! expect r4.x == 0x0
//! expect r4.y == 0x3f800000
//! expect r5.x == 0x3e800000
//! expect r7.x == 0x3f000000
//! expect r7.y == 0x3f000000
//! expect r7.z == 0x3f000000
//! expect r7.w == 0x3f000000
//! expect r5.y == 0x3e000000
//! expect r5.z == 0x3e800000
//! expect r5.w == 0x40800000
//! expect r9.x == 1
//! expect r9.y == 2
//! expect r9.z == 3

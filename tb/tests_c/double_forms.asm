// Double precision forms of SPEC 12 as fxc lists them (C model only: the double unit
// is not wired into the pipeline yet, so this is not a lockstep test). Values worked by
// hand: 1.0 = 0x3ff0000000000000, 2.0 = 0x4000000000000000, 4.0 = 0x4010000000000000,
// -3.5 = 0xc00c000000000000, 1/3 rounded to nearest = 0x3fd5555555555555.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps | enable11_1DoubleExtensions
dcl_temps 5
mov r0.xy, l(0, 0x3ff00000, 0, 0)
dadd r0.xy, r0.xy, d(1.000000l, 0.000000l)
// .xyxy: the second pair of the source is .xy again
dmul r1.zw, r0.xyxy, d(0.000000l, 2.000000l)
mov r1.x, l(0)
// dmovc: a 32-bit condition (r1.x = 0 selects src2)
dmovc r2.xy, r1.x, r0.xy, r1.zw
// two-letter swizzles repeat as a pair; 32-bit results to the mask's components
dtou r0.z, r2.xy
// a 32-bit source: the second result (.zw) reads the swizzle's second component (.zzzz)
utod r1.zw, r0.z
dtof r2.z, r0.xy
deq r4.yw, r0.xyxy, d(2.000000l, 3.000000l)
dfma r3.xy, -r0.xy, r0.xy, d(0.500000l, 0.000000l)
drcp r3.zw, d(0.000000l, 3.000000l)
//! expect r0.xy == 0x4000000000000000
//! expect r1.zw == 0x4010000000000000
//! expect r2.xy == 0x4010000000000000
//! expect r0.z == 4
//! expect r2.z == 0x40000000
//! expect r4.y == 0xffffffff
//! expect r4.w == 0
//! expect r3.xy == 0xc00c000000000000
//! expect r3.zw == 0x3fd5555555555555
ret

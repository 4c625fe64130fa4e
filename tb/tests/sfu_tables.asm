// SPEC 11 in lockstep: table-boundary inputs (a significand at the start and the end of
// a segment, the first and last position inside one) of every table, rsq's odd and
// even exponent tables, exp across its segments and of NaN, sin/cos in the first
// segment, at the first and last 1/256 of a segment, at the end of a quadrant and far
// out (300 = within 100 pi; 10^4 and 2^30 beyond it, where SPEC 11 / P-24 only bound
// the result to [-1, 1]). Expected values: the host's double-precision functions
// (error < 2^-52 relative, far below the tolerance) rounded to f32, written by
// tb/tests/gen_sfu_tables.py; tolerances are P-23/P-24's: 1 ULP (rcp rsq exp, log
// outside [0.5, 2]), 2^-24 absolute (log on [0.5, 2]), 2^-20 absolute (sin, cos on
// [-100 pi, 100 pi]), [-1, 1] beyond. None was printed by the model.
cs_5_0
dcl_temps 16
rcp r0.xyzw, l(0x3fb20028, 0x3fb20112, 0x3fb20000, 0x3fb1ffff)
//! expect r0.x ~ 0x3f3816da ulp 1
//! expect r0.y ~ 0x3f3815e8 ulp 1
//! expect r0.z ~ 0x3f381703 ulp 1
//! expect r0.w ~ 0x3f381704 ulp 1
rcp r1.xyzw, l(0x3f800001, 0x3fffffff, 0x3fc00000, 0x3fbfffff)
//! expect r1.x ~ 0x3f7ffffe ulp 1
//! expect r1.y ~ 0x3f000001 ulp 1
//! expect r1.z ~ 0x3f2aaaab ulp 1
//! expect r1.w ~ 0x3f2aaaac ulp 1
rsq r2.xyzw, l(0x3f800001, 0x3fffffff, 0x407fffff, 0x40000001)
//! expect r2.x ~ 0x3f7fffff ulp 1
//! expect r2.y ~ 0x3f3504f4 ulp 1
//! expect r2.z ~ 0x3f000000 ulp 1
//! expect r2.w ~ 0x3f3504f2 ulp 1
log r3.xyzw, l(0x3f800001, 0x3fffffff, 0x4b7fffff, 0x3f008000)
//! expect r3.x ~ 0x3438aa3a abs 5.960464477539063e-08
//! expect r3.y ~ 0x3f7fffff abs 5.960464477539063e-08
//! expect r3.z ~ 0x41c00000 ulp 1
//! expect r3.w ~ 0xbf7e8f64 abs 5.960464477539063e-08
exp r4.xyzw, l(0x3f7f0000, 0x3f7fffff, 0x3b800000, 0xbb800800)
//! expect r4.x ~ 0x3fff4ecb ulp 1
//! expect r4.y ~ 0x3fffffff ulp 1
//! expect r4.z ~ 0x3f8058d8 ulp 1
//! expect r4.w ~ 0x3f7f4ec0 ulp 1
exp r5.xyzw, l(0x7f800001, 0xc0600000, 0x41240000, 0x42ff0000)
//! expect r5.x == 0x7fc00000
//! expect r5.y ~ 0x3db504f3 ulp 1
//! expect r5.z ~ 0x449837f0 ulp 1
//! expect r5.w ~ 0x7f3504f3 ulp 1
sincos r6.xyzw, r7.xyzw, l(0x3a83126f, 0x3f1d152c, 0x3f9ddd0e, 0xc0200000)
//! expect r6.x ~ 0x3a83126e abs 9.5367431640625e-07
//! expect r7.x ~ 0x3f7ffff8 abs 9.5367431640625e-07
//! expect r6.y ~ 0x3f1368cf abs 9.5367431640625e-07
//! expect r7.y ~ 0x3f514cc9 abs 9.5367431640625e-07
//! expect r6.z ~ 0x3f718f15 abs 9.5367431640625e-07
//! expect r7.z ~ 0x3ea98840 abs 9.5367431640625e-07
//! expect r6.w ~ 0xbf193578 abs 9.5367431640625e-07
//! expect r7.w ~ 0xbf4d17bf abs 9.5367431640625e-07
sincos r8.xyzw, r9.xyzw, l(0x3fc90fd0, 0x43960000, 0x461c4000, 0x4e800000)
//! expect r8.x ~ 0x3f800000 abs 9.5367431640625e-07
//! expect r9.x ~ 0x35aa2217 abs 9.5367431640625e-07
//! expect r8.y ~ 0xbf7ff000 abs 9.5367431640625e-07
//! expect r9.y ~ 0xbcb503f8 abs 9.5367431640625e-07
//! expect r8.z ~ 0x00000000 abs 1.0
//! expect r9.z ~ 0x00000000 abs 1.0
//! expect r8.w ~ 0x00000000 abs 1.0
//! expect r9.w ~ 0x00000000 abs 1.0
ret

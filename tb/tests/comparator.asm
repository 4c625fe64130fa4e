// Comparator instructions (SPEC 3, 1): min/max incl. NaN, signed zeros (P-2), denorm
// flush of the result (P-1), both-NaN (P-3); eq/ne/lt/ge; imin/imax/umin/umax;
// dmin/dmax/dmov on f64 pairs (denorms kept). Expected values worked by hand from SPEC.
// Every lane computes the same values: valid for any LANES.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_temps 16
dcl_thread_group 32, 1, 1
// x: 1 vs 2; y: -2 vs -3; z: NaN vs 5; w: -0 vs +0
min r0.xyzw, l(1.0, -2.0, 0x7fc00000, -0.0), l(2.0, -3.0, 5.0, 0.0)
max r1.xyzw, l(1.0, -2.0, 0x7fc00000, -0.0), l(2.0, -3.0, 5.0, 0.0)
//! expect r0.x == 0x3f800000
//! expect r0.y == 0xc0400000
//! expect r0.z == 0x40a00000
//! expect r0.w == 0x80000000
//! expect r1.x == 0x40000000
//! expect r1.y == 0xc0000000
//! expect r1.z == 0x40a00000
//! expect r1.w == 0x00000000
// x: +denorm (flushed, P-1 result flushed) vs 1.0; y: -denorm -> -0 vs +0 -> -0 (P-2);
// z: +inf vs NaN; w: -inf vs NaN
min r2.xyzw, l(0x00000001, 0x80000001, 0x7f800000, 0xff800000), l(1.0, 0x00000000, 0x7fc00000, 0x7fc00000)
//! expect r2.x == 0x00000000
//! expect r2.y == 0x80000000
//! expect r2.z == 0x7f800000
//! expect r2.w == 0xff800000
// both NaN: src1 unchanged (P-3)
min r3.x, l(0x7fc00001), l(0xffc00002)
max r3.y, l(0x7fc00001), l(0xffc00002)
// max of a denorm against a smaller normal: the denorm is the result, flushed to +0 (P-1)
max r3.z, l(0x007fffff), l(-1.0)
// max(+0, -denorm): -denorm flushes to -0; max(+0, -0) = +0 (P-2)
max r3.w, l(0x80000005), l(0.0)
//! expect r3.x == 0xffc00002
//! expect r3.y == 0xffc00002
//! expect r3.z == 0x00000000
//! expect r3.w == 0x00000000
// compares: x 1==1; y NaN==NaN; z +0==-0; w denorm==0 after flush
eq r4.xyzw, l(1.0, 0x7fc00000, 0.0, 0x00000001), l(1.0, 0x7fc00000, -0.0, 0x00000000)
ne r5.xyzw, l(1.0, 0x7fc00000, 0.0, 0x00000001), l(1.0, 0x7fc00000, -0.0, 0x00000000)
//! expect r4.x == 0xffffffff
//! expect r4.y == 0x00000000
//! expect r4.z == 0xffffffff
//! expect r4.w == 0xffffffff
//! expect r5.x == 0x00000000
//! expect r5.y == 0xffffffff
//! expect r5.z == 0x00000000
//! expect r5.w == 0x00000000
// x 1<2; y NaN<1; z -1<-1; w -inf<+inf
lt r6.xyzw, l(1.0, 0x7fc00000, -1.0, 0xff800000), l(2.0, 1.0, -1.0, 0x7f800000)
ge r7.xyzw, l(1.0, 0x7fc00000, -1.0, 0xff800000), l(2.0, 1.0, -1.0, 0x7f800000)
//! expect r6.x == 0xffffffff
//! expect r6.y == 0x00000000
//! expect r6.z == 0x00000000
//! expect r6.w == 0xffffffff
//! expect r7.x == 0x00000000
//! expect r7.y == 0x00000000
//! expect r7.z == 0xffffffff
//! expect r7.w == 0x00000000
// integer min/max
imin r8.xy, l(-1, 5, 0, 0), l(3, -7, 0, 0)
imax r8.zw, l(0, 0, -1, 5), l(0, 0, 3, -7)
umin r9.xy, l(0xffffffff, 5, 0, 0), l(3, 7, 0, 0)
umax r9.zw, l(0, 0, 0xffffffff, 5), l(0, 0, 3, 7)
//! expect r8.x == 0xffffffff
//! expect r8.y == 0xfffffff9
//! expect r8.z == 0x00000003
//! expect r8.w == 0x00000005
//! expect r9.x == 0x00000003
//! expect r9.y == 0x00000005
//! expect r9.z == 0xffffffff
//! expect r9.w == 0x00000007
// f64: pair 0 = .xy, pair 1 = .zw (low word first)
dmin r10.xy, d(1.0, 0.0), d(2.0, 0.0)
dmax r10.zw, d(1.0, -0.0), d(2.0, 0.0)
//! expect r10.x == 0x00000000
//! expect r10.y == 0x3ff00000
//! expect r10.z == 0x00000000
//! expect r10.w == 0x00000000
// pair 0: 1.0 vs NaN -> 1.0; pair 1: min(-0, +0) = -0
dmin r11.xyzw, d(1.0, -0.0), d(0x7ff8000000000000, 0.0)
//! expect r11.x == 0x00000000
//! expect r11.y == 0x3ff00000
//! expect r11.z == 0x00000000
//! expect r11.w == 0x80000000
// f64 denorms are kept: min(denorm 1, denorm 2) = denorm 1
dmin r12.xy, l(1, 0, 0, 0), l(2, 0, 0, 0)
dmov r12.zw, d(0.0, -2.5)
//! expect r12.x == 0x00000001
//! expect r12.y == 0x00000000
//! expect r12.z == 0x00000000
//! expect r12.w == 0xc0040000
// .zwxy swizzle moves pair 1 into pair 0
mov r13.xyzw, d(3.0, 1.0)
dmov r14.xy, r13.zwxy
//! expect r13.y == 0x40080000
//! expect r14.x == 0x00000000
//! expect r14.y == 0x3ff00000
// dmax both NaN -> src1 (P-3)
dmax r15.xy, d(0x7ff0000000000001), d(0xfff8000000000002)
//! expect r15.x == 0x00000002
//! expect r15.y == 0xfff80000
ret

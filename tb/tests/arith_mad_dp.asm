// SPEC 10 mad (P-17 fused) and dp2/dp3/dp4 (P-18 chain of fused steps) through the
// instruction path: swizzles pick the dot-product components, the scalar goes to every
// masked component, modifiers and _sat. Expected values worked by hand from SPEC 10.
cs_5_0
dcl_temps 16
// fused: (1+2^-12)^2 - (1+2^-11) = 2^-24 (unfused it would be 0)
mad r0.x, l(0x3f800800), l(0x3f800800), l(0xbf801000)
// no intermediate overflow: 2^127 * 2 - FLT_MAX = 2^104
mad r0.y, l(0x7f000000), l(2.0), l(0xff7fffff)
// no intermediate flush: 2^-100 * 2^-30 + 2^-126 = 2^-126 (1 + 2^-4)
mad r0.z, l(0x0d800000), l(0x30800000), l(0x00800000)
// 2 * 3 + 0.5 = 6.5
mad r0.w, l(2.0), l(3.0), l(0.5)
//! expect r0.x == 0x33800000
//! expect r0.y == 0x73800000
//! expect r0.z == 0x00880000
//! expect r0.w == 0x40d00000
// FS rows: INF * 0 + 1 = NaN; INF * 1 - INF = NaN; +0 * 5 + -0 = +0; -0 * 5 + -0 = -0
mad r1.xyzw, l(0x7f800000, 0x7f800000, 0, 0x80000000), l(0, 1.0, 5.0, 5.0), l(1.0, 0xff800000, 0x80000000, 0x80000000)
//! expect r1.x == nan
//! expect r1.y == 0x7fc00000
//! expect r1.z == 0x00000000
//! expect r1.w == 0x80000000
// modifiers on each source: -(2) * |-3| + -(-1) = -6 + 1 = -5; 2 - 2 = +0 (cancellation)
mad r2.x, -l(2.0), |l(-3.0)|, -l(-1.0)
mad r2.y, l(1.0), l(2.0), l(-2.0)
mad_sat r2.z, l(2.0), l(3.0), l(0.5)
mad_sat r2.w, l(-2.0), l(3.0), l(0.5)
//! expect r2.x == 0xc0a00000
//! expect r2.y == 0x00000000
//! expect r2.z == 0x3f800000
//! expect r2.w == 0x00000000
// dp: r3 = (1, 2, 3, 4), r4 = (5, 6, 7, 8)
mov r3.xyzw, l(1.0, 2.0, 3.0, 4.0)
mov r4.xyzw, l(5.0, 6.0, 7.0, 8.0)
dp2 r5.x, r3.xyzw, r4.xyzw      // 1*5 + 2*6 = 17
dp3 r5.y, r3.xyzw, r4.xyzw      // 17 + 21 = 38
dp4 r5.z, r3.xyzw, r4.xyzw      // 38 + 32 = 70
dp2 r5.w, r3.wzyx, r4.xxxx      // swizzled: (4, 3) . (5, 5) = 35
//! expect r5.x == 0x41880000
//! expect r5.y == 0x42180000
//! expect r5.z == 0x428c0000
//! expect r5.w == 0x420c0000
// the scalar goes to every component of the mask; the others keep their value
mov r6.xyzw, l(9.0, 9.0, 9.0, 9.0)
dp3 r6.yw, r3.xyzw, l(1.0, 1.0, 1.0, 100.0)   // 1 + 2 + 3 = 6 (w of src1 unused)
//! expect r6.x == 0x41100000
//! expect r6.y == 0x40c00000
//! expect r6.z == 0x41100000
//! expect r6.w == 0x40c00000
// P-18: each step rounds: 2^30 + 1 rounds to 2^30, then - 2^30 = +0 (the exact sum is 1)
dp3 r7.x, l(0x4e800000, 1.0, 0xce800000, 0), l(1.0, 1.0, 1.0, 0)
// INF * 0 in the first step; INF + -INF across steps; - on a source negates every term
dp2 r7.y, l(0x7f800000, 1.0, 0, 0), l(0, 1.0, 0, 0)
dp2 r7.z, l(0x7f800000, 0xff800000, 0, 0), l(1.0, 1.0, 0, 0)
dp4 r7.w, -r3.xyzw, r4.xyzw      // -70
//! expect r7.x == 0x00000000
//! expect r7.y == nan
//! expect r7.z == nan
//! expect r7.w == 0xc28c0000
// dp with _sat and _abs: |(-1, -2)| . (0.25, 0.25) = 0.75; dp2_sat of 17 = 1
dp2 r8.x, |l(-1.0, -2.0, 0, 0)|, l(0.25)
dp2_sat r8.y, r3.xyzw, r4.xyzw
// P-15 inside the chain: 2^-64 * 2^-63 flushes to +0 in step 1, + 2^-126 * 1 = 2^-126
dp2 r8.z, l(0x1f800000, 0x00800000, 0, 0), l(0x20000000, 1.0, 0, 0)
//! expect r8.x == 0x3f400000
//! expect r8.y == 0x3f800000
//! expect r8.z == 0x00800000
ret

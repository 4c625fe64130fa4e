// Conversion instructions (SPEC 5, 1): f32tof16 (round toward zero, overflow to max
// finite, P-4 NaN), f16tof32 (exact, P-5 NaN, bits 31:16 ignored, - on the result),
// ftoi/ftou (truncate, clamp, NaN -> 0), itof/utof (round to nearest even).
// Values worked by hand. Same in every lane: any LANES.
cs_5_0
dcl_temps 8
// 1.0, -2.0, 65520 (> 65504: max finite), +inf
f32tof16 r0.xyzw, l(1.0, -2.0, 65520.0, 0x7f800000)
//! expect r0.x == 0x3c00
//! expect r0.y == 0xc000
//! expect r0.z == 0x7bff
//! expect r0.w == 0x7c00
// NaN (P-4), 2^-24 (smallest f16 denorm), f32 denorm (flushed -> +0), 1+2^-11 (truncated)
f32tof16 r1.xyzw, l(0x7fc00000, 0x33800000, 0x00000001, 0x3f801000)
//! expect r1.x == 0x7e00
//! expect r1.y == 0x0001
//! expect r1.z == 0x0000
//! expect r1.w == 0x3c00
// 1.0, denorm 2^-24, -inf, NaN with payload (P-5)
f16tof32 r2.xyzw, l(0x3c00, 0x0001, 0xfc00, 0x7e01)
//! expect r2.x == 0x3f800000
//! expect r2.y == 0x33800000
//! expect r2.z == 0xff800000
//! expect r2.w == 0x7fc02000
f16tof32 r3.x, l(0xffff3c00)
mov r3.w, l(0x3c00)
f16tof32 r3.y, -r3.w
//! expect r3.x == 0x3f800000
//! expect r3.y == 0xbf800000
ftoi r4.xyzw, l(-1.5, 3000000000.0, 0x7fc00000, -3000000000.0)
//! expect r4.x == 0xffffffff
//! expect r4.y == 0x7fffffff
//! expect r4.z == 0
//! expect r4.w == 0x80000000
ftou r5.xyzw, l(1.9, -1.0, 5000000000.0, 0x7f800000)
//! expect r5.x == 1
//! expect r5.y == 0
//! expect r5.z == 0xffffffff
//! expect r5.w == 0xffffffff
// -1, 2^24+1 (tie -> even 2^24), INT_MAX (-> 2^31), 0
itof r6.xyzw, l(-1, 16777217, 0x7fffffff, 0)
//! expect r6.x == 0xbf800000
//! expect r6.y == 0x4b800000
//! expect r6.z == 0x4f000000
//! expect r6.w == 0
// 2^32-1 (-> 2^32), 2^24+3 (tie -> 2^24+4), 1, 2^31
utof r7.xyzw, l(0xffffffff, 16777219, 1, 0x80000000)
//! expect r7.x == 0x4f800000
//! expect r7.y == 0x4b800002
//! expect r7.z == 0x3f800000
//! expect r7.w == 0x4f000000
ret

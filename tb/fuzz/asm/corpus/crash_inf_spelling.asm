// Seed 000 (min, sm4): the class table of SPEC 3 (rows src0, columns src1 = -inf, F,
// +inf, NaN), with the seed's mislabelled third row read as +inf, and max mirroring it.
// F is 1.0 in src0 and 2.0 in src1; the row NaN is 0xffc00001, the column NaN
// 0x7fc00002 (so P-3, both NaN -> src1, is visible). Also the remarks: denorms flushed
// (sign kept) before comparing, "src0 or src1" for two finite values. Any LANES.
cs_5_0
dcl_temps 12
min r0.xyzw, l(0xff800000), l(0xff800000, 2.0, 0x7f800000, 0x7fc00002)
min r1.xyzw, l(1.0), l(0xff800000, 2.0, 0x7f800000, 0x7fc00002)
min r2.xyzw, l(0x7f800000), l(0xff800000, 2.0, 0x7f800000, 0x7fc00002)
min r3.xyzw, l(0xffc00001), l(0xff800000, 2.0, 0x7f800000, 0x7fc00002)
// row -inf: -inf -inf -! expect r3.z == 0x7f800000
//! expect r3.w == 0x7fc00002
max r4.xyzw, l(0xff800000), l(0xff800000, 1.0, 0x7f800000, 0x7fc00002)
max r5.xyzw, l(1.0), l(0xff800000, 2.0, 0x7f800000, 0x7fc00002)
max r6.xyzw, l(0x7f800000), l(0xff800000, 2.0, 0x7f800000, 0x7fc00002)
max r7.xyzw, l(0xffc00001), l(0xff800000, 2.0, 0x7f800000, 0x7fc00002)
// max row -inf: -inf, src1, +inf, -inf (the non-NaN operand)
//! expect r4.x == 0xff800000
//! expect r4.y == 0x40000000
//! expect r4.z == 0x7f800000
//! expect r4.w == 0xff800000
// max row F: src0, max(1,2) = 2, +inf, src0
//! expect r5.x == 0x3f800000
//! expect r5.y == 0x40000000
//! expect r5.z == 0x7f800000
//! expect r5.w == 0x3f800000
// max row +inf: +inf everywhere
//! expect r6.x == 0x7f800000
//! expect r6.y == 0x7f800000
//! expect r6.z == 0x7f800000
//! expect r6.w == 0x7f800000
// max row NaN: -inf, src1, +inf, NaN (src1)
//! expect r7.x == 0xff800000
//! expect r7.y == 0x40000000
//! expect r7.z == 0x7f800000
//! expect r7.w == 0x7fc00002
// two finite values the other way round: min(3, 2) = src1, max(3, 2) = src0
min r8.x, l(3.0), l(2.0)
max r8.y, l(INF), l(2.0)
// equal values: min(x, x) = x and max(x, x) = x (">=" in max)
min r8.z, l(-7.5), l(-7.5)
max r8.w, l(-7.6), l(-7.5)
//! expect r8.x == 0x40000000
//! expect r8.y == 0x40400000
//! expect r8.z == 0xc0f00000
//! expect r8.w == 0xc0f00000
// denorms flushed with gative
min r9.z, l(0x00000005), l(0x80800000)
// a denorm selected by max: written flushed (P-1)
max r9.w, l(0x807fffff), l(0xbf800000)
//! expect r9.x == 0x80000000
//! expect r9.y == 0x00000000
//! expect r9.z == 0x80800000
//! expect r9.w == 0x80000000
// the table per component, with NaN in src0 and -NaN in src1 ( expect r10.x == 0xff800000
//! expect r10.y == 0x40a00000
//! expect r10.z == 0x7f800000
//! expect r10.w == 0xffffffff
ret

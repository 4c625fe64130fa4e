// Loads and stores (SPEC 6): ld_raw / store_raw (resource swizzle, per-word bounds P-11,
// misaligned P-7), ld_structured / store_structured (struct offset fault P-7),
// ld_uav_typed / store_uav_typed with R32_UINT (P-10 fill), R16G16_FLOAT and
// R11G11B10_FLOAT, groupshared raw. Every lane uses the same addresses and stores the same
// values, so the result is the same for any LANES. Values worked by hand.
cs_5_0
dcl_uav_raw u0
dcl_uav_structured u1, 8
dcl_uav_typed_buffer (uint,uint,uint,uint) u2
dcl_uav_typed_texture2d (float,float,float,float) u3
dcl_uav_typed_buffer (float,float,float,float) u4
dcl_tgsm_raw g0, 16
dcl_temps 8
//! init u0 0x11 0x22 0x33 0x44 0x55 0x66 0x77 0x88
//! init u1 0xa0 0xa1 0xb0 0xb1 0xc0 0xc1 0xd0 0xd1
//! dims u2 4
//! init u2 1 2 3 4
//! format u3 R16G16_FLOAT
//! dims u3 2 2
//! init u3 0x7c00fbff
//! format u4 R11G11B10_FLOAT
//! dims u4 2
ld_raw r0.xyzw, l(4), u0.xyzw
//! expect r0.x == 0x22
//! expect r0.y == 0x33
//! expect r0.z == 0x44
//! expect r0.w == 0x55
// component c reads word offset/4 + selector c: .yxxx
ld_raw r1.xy, l(8), u0.yxxx
// word 7, then word 8 (past the end: 0, P-11)
ld_raw r1.zw, l(28), u0.xxxy
//! expect r1.x == 0x44
//! expect r1.y == 0x33
//! expect r1.z == 0x88
//! expect r1.w == 0
store_raw u0.xy, l(16), l(0xdead, 0xbeef, 0, 0)
store_raw u0.x, l(32), l(0x99)
store_raw u0.x, l(2), l(0x66)
//! expect u0[0] == 0x11
//! expect u0[4] == 0xdead
//! expect u0[5] == 0xbeef
//! expect u0[6] == 0x77
// structured: element 2 = words 4, 5; element 3 offset 4 = word 7
ld_structured r2.xy, l(2), l(0), u1.xyxx
ld_structured r2.z, l(3), l(4), u1.x
//! expect r2.x == 0xc0
//! expect r2.y == 0xc1
//! expect r2.z == 0xd1
store_structured u1.x, l(1), l(4), l(0x1234)
// byte offset 8 is past the 8-byte struct: nothing written (P-7)
store_structured u1.x, l(1), l(8), l(0x5555)
//! expect u1[3] == 0x1234
//! expect u1[4] == 0xc0
// typed R32_UINT: (v, 0, 0, 1)
ld_uav_typed r3.xyzw, l(2), u2.xyzw
store_uav_typed u2.xyzw, l(1), l(0x77)
//! expect r3.x == 3
//! expect r3.y == 0
//! expect r3.z == 0
//! expect r3.w == 1
//! expect u2[1] == 0x77
// R16G16_FLOAT 2x2: element (1,1) = word 3
store_uav_typed u3.xyzw, l(1, 1, 0, 0), l(1.0, -2.0, 0, 0)
ld_uav_typed r4.xyzw, l(1, 1, 0, 0), u3.xyzw
//! expect u3[3] == 0xc0003c00
//! expect r4.x == 0x3f800000
//! expect r4.y == 0xc0000000
//! expect r4.z == 0
//! expect r4.w == 0x3f800000
// element (0,0) holds f16 -65504 (lo) and +inf (hi)
ld_uav_typed r5.xy, l(0, 0, 0, 0), u3.xyzw
//! expect r5.x == 0xc77fe000
//! expect r5.y == 0x7f800000
// R11G11B10_FLOAT: 1.0 -> 0x3c0, 65024 (f11 max) -> 0x7bf, 2.0 (f10) -> 0x200
store_uav_typed u4.xyzw, l(0), l(1.0, 65024.0, 2.0, 0)
ld_uav_typed r6.xyzw, l(0), u4.xyzw
//! expect u4[0] == 0x803dfbc0
//! expect r6.x == 0x3f800000
//! expect r6.y == 0x477e0000
//! expect r6.z == 0x40000000
//! expect r6.w == 0x3f800000
// groupshared raw, 4 words
store_raw g0.xyzw, l(0), l(1, 2, 3, 4)
ld_raw r7.xyzw, l(4), g0.xyzw
//! expect g0[3] == 4
//! expect r7.x == 2
//! expect r7.y == 3
//! expect r7.z == 4
//! expect r7.w == 0
ret

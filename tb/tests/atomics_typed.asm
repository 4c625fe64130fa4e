// atomics part "typed": typed UAVs of every dimension and every typed format: atomics
// on R32_UINT / R32_SINT (coordinates per dimension, array slice last), typed loads
// and stores through the format converters (SPEC 1, 5, 6; P-4..P-6, P-10).
// Expectations worked by hand: f16(1.0) = 0x3c00, f16(-2.0) = 0xc000, f16(65520.0) =
// 0x7bff (toward zero, largest finite), f11(1.0) = 0x3c0, f11(0.5) = 0x380,
// f10(2.0) = 0x200, f10(1e9) = 0x3df (largest finite) = 64512.0 = 0x477c0000.
//! lanes 8
//! dims u0 8
//! init u0 10 11 12 13 14 15 16 17
//! dims u1 8
//! init u1 0 -1 -2 -3 4 5 6 7
//! dims u2 2 2
//! format u2 R16G16_FLOAT
//! dims u3 2 2
//! format u3 R11G11B10_FLOAT
//! dims u4 2 2 2
//! format u4 R32_FLOAT
//! dims u5 4 4
//! dims u6 2 3
//! init u6 0x60 0x61 0x62 0x63 0x64 0x65
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_typed_buffer (uint,uint,uint,uint) u0
dcl_uav_typed_texture1d (sint,sint,sint,sint) u1
dcl_uav_typed_texture2d (float,float,float,float) u2
dcl_uav_typed_texture2d (float,float,float,float) u3
dcl_uav_typed_texture3d (float,float,float,float) u4
dcl_uav_typed_texture2d (uint,uint,uint,uint) u5
dcl_uav_typed_texture1darray (uint,uint,uint,uint) u6
dcl_input vThreadID.xyz
dcl_temps 16
dcl_thread_group 8, 1, 1
// buffer u0: lane l on element l (distinct banks), iadd 100
imm_atomic_iadd r0.x, u0, vThreadID.x, l(100)
//! expect r0.x lane 0 == 10
//! expect r0.x lane 7 == 17
//! expect u0[0] == 110
// texture1d sint u1: imax with -1 on element 1 (-1 stays), imin -5 on element 2
imm_atomic_imax r1.x, u1, l(1), l(-1)
imm_atomic_imin r1.y, u1, l(2), l(-5)
//! expect r1.x == 0xffffffff
//! expect r1.y lane 0 == 0xfffffffe
//! expect r1.y lane 1 == 0xfffffffb
//! expect u1[1] == 0xffffffff
//! expect u1[2] == 0xfffffffb
// texture2d uint u5 (4 x 4): (x, y) = (lane & 3, lane >> 2), element x + 4y = lane
and r2.x, vThreadID.x, l(3)
ushr r2.y, vThreadID.x, l(2)
imm_atomic_or r3.x, u5, r2.xyxx, l(0x80)
//! expect r3.x == 0
//! expect u5[0] == 0x80
atomic_or u5, l(3, 3, 0, 0), l(0xff)
//! expect u5[15] == 0xff
// texture1darray uint u6 (2 wide, 3 slices): (x, slice) = (1, 2) is element 5
imm_atomic_cmp_exch r4.x, u6, l(1, 2, 0, 0), l(0x65), l(0x99)
//! expect r4.x lane 0 == 0x65
//! expect r4.x lane 1 == 0x99
//! expect u6[5] == 0x99
//! expect u6[4] == 0x64
// R16G16_FLOAT u2: store (1.0, -2.0) at (0, 0) and (65520.0, NaN) at (1, 1)
store_uav_typed u2.xyzw, l(0, 0, 0, 0), l(1.0, -2.0, 3.0, 4.0)
store_uav_typed u2.xyzw, l(1, 1, 0, 0), l(0x477ff000, 0x7fc00000, 0, 0)
//! expect u2[0] == 0xc0003c00
//! expect u2[3] == 0x7e007bff
ld_uav_typed r5.xyzw, l(0, 0, 0, 0), u2.xyzw
//! expect r5.x == 0x3f800000
//! expect r5.y == 0xc0000000
//! expect r5.z == 0
//! expect r5.w == 0x3f800000
// resource swizzle .wzyx, 65504.0 = 0x477fe000, the NaN widens by P-5
ld_uav_typed r6.xyzw, l(1, 1, 0, 0), u2.wzyx
//! expect r6.x == 0x3f800000
//! expect r6.y == 0
//! expect r6.z == 0x7fc00000
//! expect r6.w == 0x477fe000
// R11G11B10_FLOAT u3: (1.0, 0.5, 2.0) and (-1.0, NaN, 1e9)
store_uav_typed u3.xyzw, l(0, 1, 0, 0), l(1.0, 0.5, 2.0, 7.0)
store_uav_typed u3.xyzw, l(1, 1, 0, 0), l(0xbf800000, 0x7fc00000, 0x4e6e6b28, 0)
//! expect u3[2] == 0x801c03c0
//! expect u3[3] == 0xf7fff800
ld_uav_typed r7.xyzw, l(0, 1, 0, 0), u3.xyzw
//! expect r7.x == 0x3f800000
//! expect r7.y == 0x3f000000
//! expect r7.z == 0x40000000
//! expect r7.w == 0x3f800000
ld_uav_typed r8.xz, l(1, 1, 0, 0), u3.xyzw
//! expect r8.x == 0
//! expect r8.z == 0x477c0000
// R32_FLOAT u4 (2 x 2 x 2): bits kept (a NaN payload survives), fill (0, 0, 1.0)
store_uav_typed u4.xyzw, l(1, 0, 1, 0), l(0x7fc00001, 1.0, 1.0, 1.0)
ld_uav_typed r9.xyzw, l(1, 0, 1, 0), u4.xyzw
//! expect u4[5] == 0x7fc00001
//! expect r9.x == 0x7fc00001
//! expect r9.y == 0
//! expect r9.z == 0
//! expect r9.w == 0x3f800000
// R32_UINT typed load fills (0, 0, 1); the load sees the atomic just before it
ld_uav_typed r10.xyzw, l(0, 0, 0, 0), u0.xyzw
//! expect r10.x == 110
//! expect r10.y == 0
//! expect r10.w == 1
ret

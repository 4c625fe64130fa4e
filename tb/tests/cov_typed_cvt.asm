// Functional-coverage test (docs/coverage.md): format conversions of typed stores and
// loads (SPEC 1, 5, P-6, P-10): f32 -> f16 (R16G16_FLOAT) overflow, denorm result, INF,
// f32 denorm input; f32 -> f11/f10 (R11G11B10_FLOAT) overflow, denorm results, INF, NaN,
// negative; f16 and f10 denorm and f10 INF on loads. Worked by hand:
//   1e5 (0x47c35000, exponent 143) -> f16 0x7bff, f11 0x7bf (largest finite, toward 0)
//   2^-20 (0x35800000) -> f16 denorm 2^-14 * 16/1024 = 0x0010; f11 denorm 1/64 = 0x001
//   2^-16 (0x37800000) -> f10 denorm 2^-14 * 8/32 = 0x008
//   +inf -> f16 0x7c00, f11 0x7c0; NaN -> f10 0x3ff (P-6); -1.0 -> f10 0; 1.0 -> f11 0x3c0
//   f32 denorm 0x00000001 -> flushed to +0 -> f16 0
//   u0[0] = 0x7bff | 0x0010 << 16 = 0x00107bff; u0[1] = 0x7c00
//   u1[0] = 0x7bf | 0x001 << 11 | 0x3ff << 22 = 0xffc00fbf
//   u1[1] = 0x7c0 | 0x3c0 << 11 | 0 << 22 = 0x001e07c0; u1[2] = 0x008 << 22 = 0x02000000
// Loads: u2[0] z = f10 0x001 -> 2^-19 = 0x36000000 (w = 1.0, P-10); u2[1] z = f10 0x3e0 ->
// +inf; u3[0] x = f16 0x0001 -> 2^-24 = 0x33800000. Every lane stores and loads the same
// element, so the result is the same for any LANES.
cs_5_0
dcl_uav_typed_buffer (float,float,float,float) u0
dcl_uav_typed_buffer (float,float,float,float) u1
dcl_uav_typed_buffer (float,float,float,float) u2
dcl_uav_typed_buffer (float,float,float,float) u3
dcl_temps 8
//! format u0 R16G16_FLOAT
//! dims u0 2
//! format u1 R11G11B10_FLOAT
//! dims u1 3
//! format u2 R11G11B10_FLOAT
//! dims u2 2
//! init u2 0x00400000 0xf8000000
//! format u3 R16G16_FLOAT
//! dims u3 1
//! init u3 0x00000001
mov r0.xyzw, l(0x47c35000, 0x35800000, 0x7fc00000, 0)
mov r1.xyzw, l(0x7f800000, 0x00000001, 0, 0)
mov r2.xyzw, l(0x7f800000, 0x3f800000, 0xbf800000, 0)
mov r3.xyzw, l(0, 0, 0x37800000, 0)
store_uav_typed u0.xyzw, l(0), r0.xyzw
store_uav_typed u0.xyzw, l(1), r1.xyzw
store_uav_typed u1.xyzw, l(0), r0.xyzw
store_uav_typed u1.xyzw, l(1), r2.xyzw
store_uav_typed u1.xyzw, l(2), r3.xyzw
ld_uav_typed r4.xyzw, l(0), u2.xyzw
ld_uav_typed r5.xyzw, l(1), u2.xyzw
ld_uav_typed r6.xyzw, l(0), u3.xyzw
ret
//! expect u0[0] == 0x00107bff
//! expect u0[1] == 0x00007c00
//! expect u1[0] == 0xffc00fbf
//! expect u1[1] == 0x001e07c0
//! expect u1[2] == 0x02000000
//! expect r4.x == 0
//! expect r4.y == 0
//! expect r4.z == 0x36000000
//! expect r4.w == 0x3f800000
//! expect r5.z == 0x7f800000
//! expect r6.x == 0x33800000
//! expect r6.y == 0

//
// Hand-written in the layout of an `fxc /T cs_5_0 /Fc` listing (no compiler was run).
// min / max (and min_sat) of constant-buffer values with NaN, INF, signed zero and
// denorm inputs, stored to a raw UAV.
//
//   cbuffer Params : register(b0) { float4 a; float4 b; };
//   RWByteAddressBuffer dst : register(u0);
//   [numthreads(64, 1, 1)]
//   void main()
//   {
//       dst.Store4(0, asuint(min(a, b)));
//       dst.Store4(16, asuint(max(a, b)));
//       dst.Store4(32, asuint(max(a.xxxx, b.yyyy)));
//       dst.Store4(48, asuint(saturate(min(a, b.xxxx))));
//   }
//
// Buffer Definitions:
//
// cbuffer Params
// {
//   float4 a;                          // Offset:    0 Size:    16
//   float4 b;                          // Offset:   16 Size:    16
// }
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim      HLSL Bind  Count
// ------------------------------ ---------- ------- ----------- -------------- ------
// dst                                   UAV    byte         r/w             u0      1
// Params                            cbuffer      NA          NA            cb0      1
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[2], immediateIndexed
dcl_uav_raw u0
dcl_temps 4
dcl_thread_group 64, 1, 1
min r0.xyzw, cb0[0].xyzw, cb0[1].xyzw
store_raw u0.xyzw, l(0), r0.xyzw
max r1.xyzw, cb0[0].xyzw, cb0[1].xyzw
store_raw u0.xyzw, l(16), r1.xyzw
max r2.xyzw, cb0[0].xxxx, cb0[1].yyyy
store_raw u0.xyzw, l(32), r2.xyzw
min_sat r3.xyzw, cb0[0].xyzw, cb0[1].xxxx
store_raw u0.xyzw, l(48), r3.xyzw
ret
// Approximately 9 instruction slots used
//
// a = (NaN, 1.0, -inf, -denorm), b = (2.0, NaN 0xffffffff, NaN 0x7f800001, +0)
//! cb cb0[0] 0x7fc00000 1.0 0xff800000 0x80000001
//! cb cb0[1] 2.0 0xffffffff 0x7f800001 0.0
//! fill u0 16 0x12345678
// min: NaN vs 2 -> 2; 1 vs NaN -> 1; -inf vs NaN -> -inf; -0 (flushed) vs +0 -> -0
//! expect u0[0] == 0x40000000
//! expect u0[1] == 0x3f800000
//! expect u0[2] == 0xff800000
//! expect u0[3] == 0x80000000
// max: 2, 1, -inf, +0
//! expect u0[4] == 0x40000000
//! expect u0[5] == 0x3f800000
//! expect u0[6] == 0xff800000
//! expect u0[7] == 0x00000000
// both NaN: src1 (P-3), any NaN by D3D
//! expect u0[8] == 0xffffffff
//! expect u0[11] == nan
// saturate(min(a, 2)): 2 -> 1.0; 1 -> 1.0; -inf -> 0; -0 -> +0
//! expect u0[12] == 0x3f800000
//! expect u0[13] == 0x3f800000
//! expect u0[14] == 0x00000000
//! expect u0[15] == 0x00000000

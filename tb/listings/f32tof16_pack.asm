//
// Hand-written in the layout of an `fxc /T cs_5_0 /Fc` listing (no compiler was run).
// Packs four floats from a constant buffer into two half2 words (f32tof16 rounds toward
// zero, overflows to the largest finite half, keeps half denorms) and unpacks one again.
//
//   cbuffer Params : register(b0) { float4 v; };
//   RWByteAddressBuffer dst : register(u0);
//   [numthreads(32, 1, 1)]
//   void main()
//   {
//       uint4 h = f32tof16(v);
//       dst.Store2(0, h.xz | (h.yw << 16));
//       dst.Store2(8, asuint(float2(f16tof32(h.x | h.y << 16), f16tof32((h.x | h.y << 16) >> 16))));
//   }
//
// Buffer Definitions:
//
// cbuffer Params
// {
//   float4 v;                          // Offset:    0 Size:    16
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
dcl_constantbuffer CB0[1], immediateIndexed
dcl_uav_raw u0
dcl_temps 2
dcl_thread_group 32, 1, 1
f32tof16 r0.xyzw, cb0[0].xyzw
ishl r0.yw, r0.yyyw, l(16, 16, 16, 16)
or r0.xy, r0.xzxx, r0.ywyy
store_raw u0.xy, l(0), r0.xyxx
f16tof32 r1.x, r0.x
ushr r1.y, r0.x, l(16)
f16tof32 r1.y, r1.y
store_raw u0.xy, l(8), r1.xyxx
ret
// Approximately 9 instruction slots used
//
// v = (1.5, -0.333333343, 65536.0, 1023 * 2^-24)
//! cb cb0[0] 1.5 0xbeaaaaab 65536.0 0x387fc000
//! fill u0 4 0
// halves: 0x3e00, 0xb555 (truncated), 0x7bff (overflow), 0x03ff (denorm)
//! expect r0.z == 0x7bff
//! expect u0[0] == 0xb5553e00
//! expect u0[1] == 0x03ff7bff
// back: 1.5 and the truncated -0.333251953125
//! expect u0[2] == 0x3fc00000
//! expect u0[3] == 0xbeaaa000
//! expect r1.y == 0xbeaaa000

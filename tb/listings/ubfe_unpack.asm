//
// Hand-written in the layout of an `fxc /T cs_5_0 /Fc` listing (no compiler was run).
// Unpacks a 10:10:10:2 word with ubfe (and one field sign-extended with ibfe), converts
// the fields to float and stores both.
//
//   RWByteAddressBuffer src : register(u0);
//   RWByteAddressBuffer dst : register(u1);
//   [numthreads(64, 1, 1)]
//   void main(uint3 tid : SV_DispatchThreadID)
//   {
//       uint p = src.Load(0);
//       uint4 f = uint4(p & 0x3ff, (p >> 10) & 0x3ff, (p >> 20) & 0x3ff, p >> 30);
//       dst.Store4(0, f);
//       dst.Store4(16, asuint(float4(f)));
//       dst.Store(32, asuint(((int)p << 12) >> 22));
//   }
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim      HLSL Bind  Count
// ------------------------------ ---------- ------- ----------- -------------- ------
// src                                   UAV    byte         r/w             u0      1
// dst                                   UAV    byte         r/w             u1      1
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_uav_raw u1
dcl_temps 4
dcl_thread_group 64, 1, 1
ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r0.x, l(0), u0.xxxx
ubfe r1.xyzw, l(10, 10, 10, 2), l(0, 10, 20, 30), r0.xxxx
store_raw u1.xyzw, l(0), r1.xyzw
utof r2.xyzw, r1.xyzw
store_raw u1.xyzw, l(16), r2.xyzw
ibfe r3.x, l(10), l(10), r0.x
store_raw u1.x, l(32), r3.x
ret
// Approximately 8 instruction slots used
//
// packed = 0x155 | 0x2aa << 10 | 0x3ff << 20 | 2 << 30 = 0xbffaa955
//! init u0 0xbffaa955
//! fill u1 9 0
//! expect u1[0] == 0x155
//! expect u1[1] == 0x2aa
//! expect u1[2] == 0x3ff
//! expect u1[3] == 2
// 341.0, 682.0, 1023.0, 2.0
//! expect u1[4] == 0x43aa8000
//! expect u1[5] == 0x442a8000
//! expect u1[6] == 0x447fc000
//! expect u1[7] == 0x40000000
// 0x2aa has bit 9 set: -342
//! expect u1[8] == 0xfffffeaa
//! expect r3.x == 0xfffffeaa

//
// Hand-written in the layout of an `fxc /T cs_5_0 /Fc` listing (no compiler was run);
// the instruction sequence is what the HLSL below needs with the modelled instructions.
//
//   RWByteAddressBuffer bins : register(u0);
//   [numthreads(16, 1, 1)]
//   void main(uint3 tid : SV_DispatchThreadID)
//   {
//       bins.InterlockedMin((tid.x & 3) * 4, tid.x ^ 5);
//   }
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim      HLSL Bind  Count
// ------------------------------ ---------- ------- ----------- -------------- ------
// bins                                  UAV    byte         r/w             u0      1
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// no Input
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// no Output
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 1
dcl_thread_group 16, 1, 1
and r0.x, vThreadID.x, l(3)
ishl r0.x, r0.x, l(2)
xor r0.y, vThreadID.x, l(5)
atomic_umin u0, r0.x, r0.y
ret
// Approximately 5 instruction slots used
//
//! lanes 16
//! fill u0 4 0xffffffff
// word w gets min over tid = w, w+4, w+8, w+12 of (tid ^ 5):
//   w0: 5 1 13 9 -> 1   w1: 4 0 12 8 -> 0   w2: 7 3 15 11 -> 3   w3: 6 2 14 10 -> 2
//! expect u0[0] == 1
//! expect u0[1] == 0
//! expect u0[2] == 3
//! expect u0[3] == 2
//! expect r0.x lane 13 == 4
//! expect r0.y lane 13 == 8

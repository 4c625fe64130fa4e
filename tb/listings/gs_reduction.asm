//
// Hand-written in the layout of an `fxc /T cs_5_0 /Fc` listing (no compiler was run).
// A groupshared minimum: every thread folds its key into gmin with InterlockedMin and
// records the value it saw; the group's minimum is written last. Without barriers and
// flow control (not modelled) every thread initialises gmin with the same value first.
//
//   groupshared uint gmin;
//   RWByteAddressBuffer result : register(u0);
//   [numthreads(8, 1, 1)]
//   void main(uint gi : SV_GroupIndex)
//   {
//       gmin = 0xffffffff;
//       uint key = (gi * 7 + 3) & 15, prev;
//       InterlockedMin(gmin, key, prev);
//       result.Store(gi * 4, prev);
//       result.Store(32, gmin);
//   }
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim      HLSL Bind  Count
// ------------------------------ ---------- ------- ----------- -------------- ------
// result                                UAV    byte         r/w             u0      1
//
// Input signature / Output signature: no Input, no Output
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_input vThreadIDInGroupFlattened
dcl_temps 2
dcl_tgsm_raw g0, 4
dcl_thread_group 8, 1, 1
store_raw g0.x, l(0), l(0xffffffff)
ishl r0.x, vThreadIDInGroupFlattened.x, l(3)
iadd r0.x, r0.x, -vThreadIDInGroupFlattened.x
iadd r0.x, r0.x, l(3)
and r0.x, r0.x, l(15)
imm_atomic_umin r1.x, g0, l(0), r0.x
ishl r1.y, vThreadIDInGroupFlattened.x, l(2)
store_raw u0.x, r1.y, r1.x
ld_raw r1.z, l(0), g0.xxxx
store_raw u0.x, l(32), r1.z
ret
// Approximately 11 instruction slots used
//
//! lanes 8
//! fill u0 9 0
// keys by lane: 3 10 1 8 15 6 13 4; lanes act in ascending order (P-9), each seeing the
// minimum so far: prev = ffffffff 3 3 1 1 1 1 1; the group minimum is 1
//! expect r0.x lane 4 == 15
//! expect u0[0] == 0xffffffff
//! expect u0[1] == 3
//! expect u0[2] == 3
//! expect u0[3] == 1
//! expect u0[4] == 1
//! expect u0[7] == 1
//! expect u0[8] == 1
//! expect g0[0] == 1
//! expect r1.z == 1

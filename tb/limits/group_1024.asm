// A thread group of 1024 threads (D3D11's cs_5_0 limit), 256 x 4: each thread
// writes t + 100 to groupshared word t, sync_g_t, reads its neighbour's word
// (t + 1) % 1024, adds it into word 1024 with an atomic, sync_g_t, reads the total.
// Two groups, each with fresh groupshared memory (P-28); thread 0 of group g stores
// the total into u0[g]. Expected values: tb/limits/gen_limits.py's own arithmetic
// (total = 100 + 101 + ... + 1123 = 626176).
cs_5_0
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadIDInGroup.xy
dcl_input vThreadGroupID.x
dcl_uav_raw u0
dcl_temps 3
dcl_tgsm_raw g0, 4100
dcl_thread_group 256, 4, 1
//! dispatch 2 1 1
//! fill u0 4 0
ishl r0.x, vThreadIDInGroupFlattened.x, l(2)
iadd r0.y, vThreadIDInGroupFlattened.x, l(100)
store_raw g0.x, r0.x, r0.y
sync_g_t
iadd r0.z, vThreadIDInGroupFlattened.x, l(1)
and r0.z, r0.z, l(1023)
ishl r0.z, r0.z, l(2)
ld_raw r1.x, r0.z, g0.xxxx
atomic_iadd g0, l(4096), r1.x
sync_g_t
ld_raw r1.y, l(4096), g0.xxxx
imad r1.z, vThreadIDInGroup.y, l(256), vThreadIDInGroup.x
if_z vThreadIDInGroupFlattened.x
  ishl r2.x, vThreadGroupID.x, l(2)
  store_raw u0.x, r2.x, r1.y
endif
ret
//! expect r1.x lane 0 == 101
//! expect r1.x lane 1 == 102
//! expect r1.x lane 255 == 356
//! expect r1.x lane 256 == 357
//! expect r1.x lane 511 == 612
//! expect r1.x lane 1022 == 1123
//! expect r1.x lane 1023 == 100
//! expect r1.y == 626176
//! expect r1.z lane 0 == 0
//! expect r1.z lane 300 == 300
//! expect r1.z lane 1023 == 1023
//! expect u0[0] == 626176
//! expect u0[1] == 626176
//! expect u0[2] == 0

// A group of 16 threads (16, 3, 1 or 1 waves at LANES 1, 7, 32, 64) exchanges values
// through groupshared memory across thread barriers; two groups run one after the
// other, each with fresh groupshared memory (P-28), so both totals are 1720.
cs_5_0
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadGroupID.x
dcl_uav_raw u0
dcl_temps 3
dcl_tgsm_raw g0, 128
dcl_thread_group 16, 1, 1
//! dispatch 2 1 1
//! fill u0 4 0
ishl r0.x, vThreadIDInGroupFlattened.x, l(2)
iadd r0.y, vThreadIDInGroupFlattened.x, l(100)
store_raw g0.x, r0.x, r0.y
sync_g_t
iadd r0.z, vThreadIDInGroupFlattened.x, l(1)
and r0.z, r0.z, l(15)
ishl r0.z, r0.z, l(2)
ld_raw r1.x, r0.z, g0.xxxx
atomic_iadd g0, l(64), r1.x
sync_g_t
ld_raw r1.y, l(64), g0.xxxx
if_z vThreadIDInGroupFlattened.x
  ishl r2.x, vThreadGroupID.x, l(2)
  store_raw u0.x, r2.x, r1.y
endif
ret
// r1.x: the neighbour's value (t + 1) % 16 + 100; r1.y: 100 + 101 + ... + 115 = 1720
//! expect r1.x lane 0 == 101
//! expect r1.x lane 15 == 100
//! expect r1.y == 1720
//! expect u0[0] == 1720
//! expect u0[1] == 1720
//! expect u0[2] == 0

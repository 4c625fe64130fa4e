// A group of 16 threads at LANES 8 runs as two waves (P-30: round-robin) that exchange
// values through groupshared memory across two thread barriers: r1.x = the neighbour's
// 100 + ((t + 1) & 15); r1.y = 100 + 101 + ... + 115 = 1720 (worked by hand). At other
// LANES the group is 1 to 16 waves (the C model; the lockstep runs it at LANES 8).
cs_5_0
dcl_input vThreadIDInGroupFlattened
dcl_uav_raw u0
dcl_temps 3
dcl_tgsm_raw g0, 128
dcl_thread_group 16, 1, 1
//! lanes 8
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
  store_raw u0.x, l(0), r1.y
endif
ret
//! expect r1.x lane 0 == 101
//! expect r1.x lane 15 == 100
//! expect r1.x lane 7 == 108
//! expect r1.y == 1720
//! expect u0[0] == 1720

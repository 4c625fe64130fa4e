// A thread barrier in a one-wave group (8 threads: one wave at LANES >= 8): every thread
// stores 50 + t to groupshared word t, sync_g_t, then reads its neighbour's word
// (t - 1) & 7 and stores it to u0[t]. The sequencer drains the memory unit before the
// wave goes on (SPEC 13); values worked by hand: r1.x = 50 + ((t + 7) & 7).
cs_5_0
dcl_input vThreadIDInGroupFlattened
dcl_uav_raw u0
dcl_temps 2
dcl_tgsm_raw g0, 32
dcl_thread_group 8, 1, 1
//! fill u0 8 0
ishl r0.x, vThreadIDInGroupFlattened.x, l(2)
iadd r0.y, vThreadIDInGroupFlattened.x, l(50)
store_raw g0.x, r0.x, r0.y
sync_g_t
iadd r0.z, vThreadIDInGroupFlattened.x, l(7)
and r0.z, r0.z, l(7)
ishl r0.z, r0.z, l(2)
ld_raw r1.x, r0.z, g0.xxxx
store_raw u0.x, r0.x, r1.x
ret
//! expect r1.x lane 0 == 57
//! expect r1.x lane 3 == 52
//! expect u0[0] == 57
//! expect u0[1] == 50
//! expect u0[7] == 56

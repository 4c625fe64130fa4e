// A compute group smaller than the lanes (SPEC 13: lanes past the group do not exist):
// two threads on four lanes, each adds 1 to u0[0] and writes its thread id + 5 to
// u0[1 + id]. Worked by hand: u0[0] = 2 (not 4), u0[1] = 5, u0[2] = 6, and u0[3], u0[4],
// which lanes 2 and 3 would write if they existed, stay 0.
//! lanes 4
//! fill u0 5 0
//! expect u0[0] == 2
//! expect u0[1] == 5
//! expect u0[2] == 6
//! expect u0[3] == 0
//! expect u0[4] == 0
//! expect r0.x lane 0 == 5
//! expect r0.x lane 1 == 6
cs_5_0
dcl_uav_raw u0
dcl_temps 2
dcl_input vThreadID.x
dcl_thread_group 2, 1, 1
atomic_iadd u0, l(0), l(1)
iadd r0.x, vThreadID.x, l(5)
ishl r1.x, vThreadID.x, l(2)
iadd r1.x, r1.x, l(4)
store_raw u0.x, r1.x, r0.x
ret

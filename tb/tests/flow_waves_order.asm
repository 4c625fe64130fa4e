// P-30: the two waves of a 4-thread group (2 lanes each) issue round-robin, one
// instruction each in turn, so their atomics interleave: wave 0 (threads 0, 1) gets
// 0, 1, wave 1 gets 2, 3, then wave 0 gets 4, 5 and wave 1 6, 7. Run one wave after
// the other, thread 0 would get 2 from its second atomic.
cs_5_0
dcl_uav_raw u0
dcl_temps 1
dcl_thread_group 4, 1, 1
//! lanes 2
//! fill u0 1 0
imm_atomic_iadd r0.x, u0, l(0), l(1)
imm_atomic_iadd r0.y, u0, l(0), l(1)
ret
//! expect r0.x lane 0 == 0
//! expect r0.x lane 1 == 1
//! expect r0.x lane 2 == 2
//! expect r0.x lane 3 == 3
//! expect r0.y lane 0 == 4
//! expect r0.y lane 1 == 5
//! expect r0.y lane 2 == 6
//! expect r0.y lane 3 == 7
//! expect u0[0] == 8

// Execution and helper masks with memory (SPEC 6, P-8): 8 lanes, lanes 2 and 3 do not
// exist, lanes 4 and 5 are helpers. Helpers execute ALU ops but never write memory and
// get 0 from imm_ atomics; inactive lanes do nothing at all. Values worked by hand.
cs_5_0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 3
//! lanes 8
//! inactive 0x0c
//! helper 0x30
//! fill u0 9 0
// lanes 0, 1, 6, 7 add 1 in that order
imm_atomic_iadd r0.x, u0, l(0), l(1)
//! expect r0.x lane 0 == 0
//! expect r0.x lane 1 == 1
//! expect r0.x lane 6 == 2
//! expect r0.x lane 7 == 3
//! expect r0.x lane 4 == 0
//! expect r0.x lane 5 == 0
//! expect u0[0] == 4
mov r1.x, l(7)
//! expect r1.x lane 2 == 0
//! expect r1.x lane 4 == 7
//! expect r1.x == 7
// each lane stores 0xaa to word 1 + lane
ishl r2.x, vThreadID.x, l(2)
iadd r2.x, r2.x, l(4)
store_raw u0.x, r2.x, l(0xaa)
//! expect r2.x lane 5 == 24
//! expect u0[1] == 0xaa
//! expect u0[2] == 0xaa
//! expect u0[3] == 0
//! expect u0[4] == 0
//! expect u0[5] == 0
//! expect u0[6] == 0
//! expect u0[7] == 0xaa
//! expect u0[8] == 0xaa
ret

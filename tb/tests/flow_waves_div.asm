// Waves through an iterative pipe (sm5_scoreboard: the block of the op in each iterative
// pipe): a udiv's result goes to the registers of the wave that dispatched it, although
// the next wave's udiv is already at dispatch, waiting for the DIV pipe. Eight threads:
// several waves at LANES < 8. Worked by hand (SPEC 10, udiv: quotient, remainder):
// thread t divides 100 + t by 7 and stores both at words 2t, 2t + 1 of u0:
// 100..104 = 14 r 2..6, 105..107 = 15 r 0..2.
cs_5_0
dcl_input vThreadID.x
dcl_uav_raw u0
dcl_temps 2
dcl_thread_group 8, 1, 1
//! fill u0 16 0xffffffff
iadd r0.x, vThreadID.x, l(100)
udiv r1.x, r1.y, r0.x, l(7)
ishl r0.y, vThreadID.x, l(3)
store_raw u0.xy, r0.y, r1.xyxx
ret
//! expect u0[0] == 14
//! expect u0[1] == 2
//! expect u0[2] == 14
//! expect u0[3] == 3
//! expect u0[4] == 14
//! expect u0[5] == 4
//! expect u0[6] == 14
//! expect u0[7] == 5
//! expect u0[8] == 14
//! expect u0[9] == 6
//! expect u0[10] == 15
//! expect u0[11] == 0
//! expect u0[12] == 15
//! expect u0[13] == 1
//! expect u0[14] == 15
//! expect u0[15] == 2

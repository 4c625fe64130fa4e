// test
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[2], immediateIndexed
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 3
dcl_thread_group 64, 1, 1
//! lanes 8
//! fill u0 4 0xffffffff
//! cb cb0[0] 1.0 2 0x7f800000 -0.0
ishl r0.x, vThreadID.x, l(2)
atomic_umin u0, l(0), vThreadID.x
imm_atomic_umin r1.x, u0, l(4), vThreadID.x
min r2.xyzw, cb0[0].xyzw, l(0.5, 3.0, -1.0, 0.0)
ret
//! expect u0[0] == 0
//! expect u0[1] == 0
//! expect r1.x lane 0 == 0xffffffff
//! expect r1.x lane 1 == 0
//! expect r2.x == 0.5
//! expect r2.y == 2
//! expect r2.w == -0.0

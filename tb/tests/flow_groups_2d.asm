// A 2 x 2 dispatch of 4 x 2 groups (an 8 x 4 grid of threads): every thread stores
// (vThreadID.y << 8) | vThreadID.x at word vThreadID.y * 8 + vThreadID.x of u0 (D3D
// values, x fastest: vThreadID = vThreadGroupID * (4, 2, 1) + vThreadIDInGroup). The
// registers checked are the last group's, (1, 1): thread t has vThreadIDInGroup
// (t % 4, t / 4), vThreadID (4 + t % 4, 2 + t / 4), flattened t. Worked by hand.
cs_5_0
dcl_input vThreadID.xy
dcl_input vThreadIDInGroup.xy
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadGroupID.xy
dcl_uav_raw u0
dcl_temps 4
dcl_thread_group 4, 2, 1
//! dispatch 2 2 1
//! fill u0 32 0xffffffff
ishl r0.x, vThreadID.y, l(8)
or r0.x, r0.x, vThreadID.x
ishl r0.y, vThreadID.y, l(3)
iadd r0.y, r0.y, vThreadID.x
ishl r0.y, r0.y, l(2)
store_raw u0.x, r0.y, r0.x
mov r1.xy, vThreadIDInGroup.xyxx
mov r2.xy, vThreadID.xyxx
mov r3.x, vThreadIDInGroupFlattened.x
mov r3.yz, vThreadGroupID.xxyx
ret
//! expect u0[0] == 0
//! expect u0[5] == 5
//! expect u0[8] == 256
//! expect u0[13] == 261
//! expect u0[31] == 775
//! expect r1.x lane 5 == 1
//! expect r1.y lane 5 == 1
//! expect r2.x lane 5 == 5
//! expect r2.y lane 5 == 3
//! expect r3.x lane 5 == 5
//! expect r3.y == 1
//! expect r3.z == 1
//! expect r2.x lane 0 == 4
//! expect r2.y lane 0 == 2

// A 3 x 2 dispatch of 2 x 2 groups: every thread stores vThreadID.x + 100 * .y at word
// .y * 6 + .x of u0 (D3D values: vThreadID = vThreadGroupID * group + vThreadIDInGroup,
// x fastest); the registers checked are the last group's, (2, 1).
cs_5_0
dcl_input vThreadID.xy
dcl_input vThreadIDInGroup.xy
dcl_input vThreadGroupID.xy
dcl_uav_raw u0
dcl_temps 3
dcl_thread_group 2, 2, 1
//! dispatch 3 2 1
//! fill u0 24 0xffffffff
mov r1.xy, vThreadID.xyxx
mov r2.xy, vThreadGroupID.xyxx
mov r2.zw, vThreadIDInGroup.xxxy
imad r0.x, r1.y, l(100), r1.x
imad r0.y, r1.y, l(6), r1.x
ishl r0.y, r0.y, l(2)
store_raw u0.x, r0.y, r0.x
ret
//! expect u0[0] == 0
//! expect u0[5] == 5
//! expect u0[6] == 100
//! expect u0[13] == 201
//! expect u0[23] == 305
//! expect r1.x lane 3 == 5
//! expect r1.y lane 3 == 3
//! expect r1.x lane 0 == 4
//! expect r1.y lane 0 == 2
//! expect r2.x == 2
//! expect r2.y == 1
//! expect r2.z lane 1 == 1
//! expect r2.w lane 1 == 0
//! expect r2.w lane 2 == 1

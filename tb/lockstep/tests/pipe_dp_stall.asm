// A dp op held at dispatch (RAW on a mul) reserves the FMA units for its chain only when
// it dispatches: FMA ops right behind it must not stall for the cycles it waited
// (sm5_pipes: the DP pipe's ds_go is the dispatch, not the head's pipe). Values by hand.
cs_5_0
dcl_temps 8
dcl_thread_group 4, 1, 1
mov r0.xyzw, l(1.0, 2.0, 3.0, 4.0)
mul r1.xy, r0.xyxx, r0.zwzz
dp2 r2.x, r1.xyxx, r0.xyxx
add r3.x, r0.x, r0.x
add r3.y, r0.y, r0.y
add r3.z, r0.z, r0.z
add r3.w, r0.w, r0.w
add r4.x, r0.x, r0.y
add r4.y, r0.y, r0.z
add r4.z, r0.z, r0.w
add r4.w, r0.w, r0.x
ret
// (1*3, 2*4) = (3, 8); 3*1 + 8*2 = 19
//! expect r1.x == 0x40400000
//! expect r1.y == 0x41000000
//! expect r2.x == 0x41980000
// 2, 4, 6, 8; 3, 5, 7, 5
//! expect r3.x == 0x40000000
//! expect r3.w == 0x41000000
//! expect r4.x == 0x40400000
//! expect r4.w == 0x40a00000

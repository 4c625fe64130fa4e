// The FMA units' reservation by a dp chain (sm5_pipe_dp fu_res): a dp2 and a dp3 each
// followed by a back-to-back stream of independent FMA ops, so an FMA op is offered at
// every distance from the dp's dispatch. Only the steps the chain takes (k < n: one for
// dp2, two for dp3) stall the FMA op that would meet them; a stall for step k = n (or the
// chain length read one too high) holds an add the cycle model dispatches. Last, a dp
// held at DS (RAW on a mul) reserves the units only when it dispatches (sm5_pipes: the
// DP pipe's ds_go is the dispatch, not the head's pipe): the adds right behind it must
// not stall for the cycles it waited. Values by hand.
cs_5_0
dcl_temps 16
dcl_thread_group 4, 1, 1
mov r0.xyzw, l(1.0, 2.0, 3.0, 4.0)
dp2 r1.x, r0.xyxx, r0.xyxx
add r2.x, r0.x, r0.x
add r2.y, r0.y, r0.y
add r2.z, r0.z, r0.z
add r2.w, r0.w, r0.w
add r3.x, r0.x, r0.y
add r3.y, r0.y, r0.z
add r3.z, r0.z, r0.w
add r3.w, r0.w, r0.x
add r4.x, r0.x, r0.z
add r4.y, r0.y, r0.w
add r4.z, r0.x, r0.x
dp3 r1.y, r0.xyzx, r0.xyzx
add r5.x, r0.x, r0.x
add r5.y, r0.y, r0.y
add r5.z, r0.z, r0.z
add r5.w, r0.w, r0.w
add r6.x, r0.x, r0.y
add r6.y, r0.y, r0.z
add r6.z, r0.z, r0.w
add r6.w, r0.w, r0.x
add r7.x, r0.x, r0.z
add r7.y, r0.y, r0.w
add r7.z, r0.x, r0.x
add r7.w, r0.x, r0.x
add r8.x, r0.x, r0.x
add r8.y, r0.x, r0.x
add r8.z, r0.x, r0.x
mul r9.xy, r0.xyxx, r0.zwzz
dp2 r10.x, r9.xyxx, r0.xyxx
add r11.x, r0.x, r0.x
add r11.y, r0.y, r0.y
add r11.z, r0.z, r0.z
add r11.w, r0.w, r0.w
add r12.x, r0.x, r0.y
add r12.y, r0.y, r0.z
add r12.z, r0.z, r0.w
add r12.w, r0.w, r0.x
ret
// 1*1 + 2*2 = 5; 1 + 4 + 9 = 14
//! expect r1.x == 0x40a00000
//! expect r1.y == 0x41600000
// 2, 4, 6, 8; 3, 5, 7, 5; 4, 6, 2
//! expect r2.x == 0x40000000
//! expect r2.w == 0x41000000
//! expect r3.y == 0x40a00000
//! expect r3.z == 0x40e00000
//! expect r4.y == 0x40c00000
//! expect r4.z == 0x40000000
//! expect r5.z == 0x40c00000
//! expect r6.w == 0x40a00000
//! expect r7.y == 0x40c00000
//! expect r8.z == 0x40000000
// (1*3, 2*4) = (3, 8); 3*1 + 8*2 = 19; 2, 8; 3, 5
//! expect r9.y == 0x41000000
//! expect r10.x == 0x41980000
//! expect r11.x == 0x40000000
//! expect r11.w == 0x41000000
//! expect r12.x == 0x40400000
//! expect r12.w == 0x40a00000

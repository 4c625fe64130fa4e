// Seed 001 (imm_atomic_umin, sm5): unsigned 32-bit min of src0 with the word at
// dstAddress; dst0 gets the word before the op; raw, structured, typed R32_UINT and
// groupshared targets (address components by dimension); inactive / helper lanes leave
// memory alone (their dst0 is 0 by P-8); out-of-bounds: nothing written, 0 returned.
// 4 lanes: lane 3 is inactive, lane 2 a helper. Values worked by hand.
cs_5_0
dcl_uav_raw u0
dcl_uav_structured u1, 8
dcl_uav_typed_texture2d (uint,uint,uint,uint) u2
dcl_tgsm_raw g0, 8
dcl_input vThreadID.x
dcl_temps 3
//! lanes 4
//! inactive 0x8
//! helper 0x4
//! init u0 0x80000000 7 0xffffffff
//! fill u1 4 0xffffffff
//! dims u2 2 2
//! init u2 50 50 50 50
// unsigned: 0x80000000 is large. Lanes 0, 1 (real) take min with 3 + lane
iadd r0.x, vThreadID.x, l(3)
imm_atomic_umin r1.x, u0, l(0), r0.x
//! expect r1.x lane 0 == 0x80000000
//! expect r1.x lane 1 == 3
//! expect r1.x lane 2 == 0
//! expect u0[0] == 3
// value larger than memory: memory unchanged, old value returned
imm_atomic_umin r1.y, u0, l(4), l(0xfffffff0)
//! expect r1.y lane 0 == 7
//! expect r1.y lane 1 == 7
//! expect u0[1] == 7
// structured (index 1, byte 4) = word 3
imm_atomic_umin r1.z, u1, l(1, 4, 0, 0), l(0x1000)
//! expect r1.z lane 0 == 0xffffffff
//! expect r1.z lane 1 == 0x1000
//! expect u1[3] == 0x1000
//! expect u1[2] == 0xffffffff
// typed 2x2, coordinates (1, 1) = element 3
imm_atomic_umin r1.w, u2, l(1, 1, 0, 0), l(40)
//! expect r1.w lane 0 == 50
//! expect r1.w lane 1 == 40
//! expect u2[3] == 40
// groupshared
imm_atomic_umin r2.x, g0, l(4), l(9)
//! expect r2.x lane 0 == 0
//! expect g0[1] == 0
// out of bounds (u2 coordinate y = 2): nothing written, dst0 = 0
imm_atomic_umin r2.y, u2, l(0, 2, 0, 0), l(1)
//! expect r2.y lane 0 == 0
//! expect u2[0] == 50
//! expect u2[2] == 50
ret

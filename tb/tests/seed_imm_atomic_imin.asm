// Seed 003 (imm_atomic_imin, sm5): signed 32-bit min; dst0 gets the word before the op;
// the opcode decides signedness (a typed R32_UINT UAV is accepted); helper lanes write
// nothing; out of bounds writes nothing and returns 0 (P-8). 4 lanes, lane 1 a helper.
// Values worked by hand.
cs_5_0
dcl_uav_raw u0
dcl_uav_typed_buffer (uint,uint,uint,uint) u1
dcl_tgsm_structured g0, 4, 2
dcl_input vThreadID.x
dcl_temps 3
//! lanes 4
//! helper 0x2
//! init u0 5 0x7fffffff 0
//! dims u1 2
//! init u1 1 1
// value -lane: lanes 0, 2, 3 give 0, -2, -3 (helper lane 1 does not touch memory)
ineg r0.x, vThreadID.x
imm_atomic_imin r1.x, u0, l(0), r0.x
//! expect r1.x lane 0 == 5
//! expect r1.x lane 1 == 0
//! expect r1.x lane 2 == 0
//! expect r1.x lane 3 == 0xfffffffe
//! expect u0[0] == 0xfffffffd
// signed: 0x80000000 is the smallest
imm_atomic_imin r1.y, u0, l(4), l(0x80000000)
//! expect r1.y lane 0 == 0x7fffffff
//! expect r1.y lane 2 == 0x80000000
//! expect u0[1] == 0x80000000
// typed UAV declared uint: still a signed min (opcode decides): -1 < 1
imm_atomic_imin r1.z, u1, l(1), l(-1)
//! expect r1.z lane 0 == 1
//! expect r1.z lane 3 == 0xffffffff
//! expect u1[1] == 0xffffffff
//! expect u1[0] == 1
// structured groupshared: element 1, offset 0
imm_atomic_imin r1.w, g0, l(1, 0, 0, 0), l(-8)
//! expect r1.w lane 0 == 0
//! expect r1.w lane 2 == 0xfffffff8
//! expect g0[1] == 0xfffffff8
// out of bounds: element 2 of u1 does not exist
imm_atomic_imin r2.x, u1, l(2), l(-100)
//! expect r2.x lane 0 == 0
ret

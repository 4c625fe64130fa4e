// Atomics whose result depends on the lane count, on a fixed 4 lanes (//! lanes): the
// hidden counter (alloc returns the counter before, consume the counter after; both
// wrap), iadd / xor with P-9 ascending-lane returns. Values worked by hand.
cs_5_0
dcl_uav_raw u0
dcl_uav_structured u1, 4
dcl_uav_structured u2, 4
dcl_input vThreadID.x
dcl_temps 2
//! lanes 4
//! init u0 100 0 0
//! fill u1 4 0
//! fill u2 4 0
//! counter u1 5
//! counter u2 0xfffffffe
imm_atomic_alloc r0.x, u1
imm_atomic_consume r0.y, u1
//! expect r0.x lane 0 == 5
//! expect r0.x lane 1 == 6
//! expect r0.x lane 2 == 7
//! expect r0.x lane 3 == 8
//! expect r0.y lane 0 == 8
//! expect r0.y lane 1 == 7
//! expect r0.y lane 2 == 6
//! expect r0.y lane 3 == 5
//! expect counter u1 == 5
imm_atomic_alloc r1.x, u2
//! expect r1.x lane 0 == 0xfffffffe
//! expect r1.x lane 1 == 0xffffffff
//! expect r1.x lane 2 == 0
//! expect r1.x lane 3 == 1
//! expect counter u2 == 2
atomic_iadd u0, l(0), vThreadID.x
imm_atomic_iadd r0.z, u0, l(4), l(10)
imm_atomic_xor r0.w, u0, l(8), l(0xf)
//! expect u0[0] == 106
//! expect u0[1] == 40
//! expect u0[2] == 0
//! expect r0.z lane 0 == 0
//! expect r0.z lane 1 == 10
//! expect r0.z lane 2 == 20
//! expect r0.z lane 3 == 30
//! expect r0.w lane 0 == 0
//! expect r0.w lane 1 == 0xf
//! expect r0.w lane 2 == 0
//! expect r0.w lane 3 == 0xf
ret

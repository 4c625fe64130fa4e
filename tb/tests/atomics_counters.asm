// atomics part "counters": imm_atomic_alloc / imm_atomic_consume on the hidden counter
// of structured UAVs, wrapping both ways (SPEC 6): alloc returns the counter before,
// consume the counter after; lanes take their steps in ascending order (a prefix count
// of the active lanes). Worked by hand. Lane 0 values after the first instruction of a
// resource depend on how many lanes ran, so later checks use lanes >= 1.
//! lanes 8
//! counter u0 0xfffffffe
//! counter u1 2
//! counter u2 0x7fffffff
//! init u0 0x11 0x22
//! init u1 0x33 0x44
//! init u2 0x55 0x66
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_structured u0, 4
dcl_uav_structured u1, 4
dcl_uav_structured u2, 8
dcl_temps 8
dcl_thread_group 8, 1, 1
// u0: 0xfffffffe + lane, wrapping to 0 at lane 2; the counter ends at 6
imm_atomic_alloc r0.x, u0
//! expect r0.x lane 0 == 0xfffffffe
//! expect r0.x lane 1 == 0xffffffff
//! expect r0.x lane 2 == 0
//! expect r0.x lane 7 == 5
imm_atomic_alloc r1.x, u0
//! expect r1.x lane 1 == 7
//! expect r1.x lane 7 == 13
// the counter is now 14; consume returns the counter after its own step: 13 - lane
imm_atomic_consume r2.x, u0
//! expect r2.x lane 1 == 12
//! expect r2.x lane 7 == 6
// from 6: 5 - lane, wrapping below zero at lane 6
imm_atomic_consume r3.x, u0
//! expect r3.x lane 1 == 4
//! expect r3.x lane 5 == 0
//! expect r3.x lane 7 == 0xfffffffe
// two allocs and two consumes by the same lanes: back where it started
//! expect counter u0 == 0xfffffffe
// u1: consume from 2 wraps below zero at lane 2
imm_atomic_consume r4.x, u1
//! expect r4.x lane 0 == 1
//! expect r4.x lane 1 == 0
//! expect r4.x lane 2 == 0xffffffff
//! expect r4.x lane 7 == 0xfffffffa
imm_atomic_alloc r5.x, u1
//! expect r5.x lane 1 == 0xfffffffb
//! expect r5.x lane 6 == 0
//! expect r5.x lane 7 == 1
//! expect counter u1 == 2
// u2: crossing 0x7fffffff -> 0x80000000 is nothing special (unsigned counter)
imm_atomic_alloc r6.x, u2
//! expect r6.x lane 0 == 0x7fffffff
//! expect r6.x lane 1 == 0x80000000
imm_atomic_consume r7.x, u2
//! expect r7.x lane 7 == 0x7fffffff
//! expect counter u2 == 0x7fffffff
// the counters live beside the memory: the words are untouched
//! expect u0[0] == 0x11
//! expect u1[1] == 0x44
//! expect u2[0] == 0x55
ret

// atomics part "umin" (seed page 001): imm_atomic_umin / atomic_umin.
// All lanes on one word: P-9, each lane returns the word after the lower lanes.
// Expectations worked by hand from SPEC 6. 8 lanes; lane-count-dependent results are
// read back into registers and checked on lane 7 (skipped by builds with fewer lanes).
//! lanes 8
//! init u0 0x00000010 0xffffffff 0x00000003 0x80000000 0x7fffffff 0 0 0
//! fill u1 16 0x00000009
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_uav_structured u1, 8
dcl_input vThreadID.xyz
dcl_temps 6
dcl_thread_group 8, 1, 1
// word 0 = 0x10, every lane umin with its lane index: lane 0 sees 0x10, the rest 0
imm_atomic_umin r0.x, u0, l(0), vThreadID.x
//! expect r0.x lane 0 == 0x10
//! expect r0.x lane 1 == 0
//! expect r0.x lane 7 == 0
//! expect u0[0] == 0
// word 1 = 0xffffffff, lane l offers 7-l: lane 0 sees 0xffffffff, lane l>0 sees 8-l
xor r1.x, vThreadID.x, l(7)
imm_atomic_umin r2.x, u0, l(4), r1.x
//! expect r2.x lane 0 == 0xffffffff
//! expect r2.x lane 1 == 7
//! expect r2.x lane 2 == 6
//! expect r2.x lane 7 == 1
ld_raw r3.x, l(4), u0.x
//! expect r3.x lane 7 == 0
// unsigned: 0x80000000 is larger than 3 (a signed min would keep it)
imm_atomic_umin r4.x, u0, l(12), l(3)
//! expect r4.x lane 0 == 0x80000000
//! expect r4.x lane 5 == 3
//! expect u0[3] == 3
// atomic_umin returns nothing; word 2 = 3 stays 3 against 0xfffffffe
atomic_umin u0, l(8), l(0xfffffffe)
//! expect u0[2] == 3
// structured u1, stride 8: element 1, byte offset 4 is word 3
imm_atomic_umin r5.x, u1, l(1, 4, 0, 0), l(2)
//! expect r5.x lane 0 == 9
//! expect r5.x lane 3 == 2
//! expect u1[3] == 2
//! expect u1[2] == 9
ret

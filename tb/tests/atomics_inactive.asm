// atomics part "inactive": lanes that do not exist (//! inactive) and helper lanes
// (//! helper) change no memory; imm_ forms and loads return 0 to helper lanes (P-8);
// helper lanes still execute ALU instructions. Active lanes here: 0, 1, 6, 7.
// Worked by hand from SPEC 6.
//! lanes 8
//! inactive 0x0c
//! helper 0x30
//! fill u0 32 0xee
//! init u0 0
//! counter u1 10
//! init u1 0 0
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_uav_structured u1, 4
dcl_input vThreadID.xyz
dcl_temps 8
dcl_thread_group 8, 1, 1
// iadd 1 on word 0: active lanes return 0, 1, 2, 3 in order; helpers 0
imm_atomic_iadd r0.x, u0, l(0), l(1)
//! expect r0.x lane 0 == 0
//! expect r0.x lane 1 == 1
//! expect r0.x lane 4 == 0
//! expect r0.x lane 5 == 0
//! expect r0.x lane 6 == 2
//! expect r0.x lane 7 == 3
// loads return 0 to helper lanes
ld_raw r1.x, l(0), u0.x
//! expect r1.x lane 4 == 0
//! expect r1.x lane 7 == 4
// alloc: only active lanes step the counter (10, 11, 12, 13)
imm_atomic_alloc r2.x, u1
//! expect r2.x lane 0 == 10
//! expect r2.x lane 1 == 11
//! expect r2.x lane 4 == 0
//! expect r2.x lane 6 == 12
//! expect r2.x lane 7 == 13
// each lane stores its index to word 8 + lane: helper words 12, 13 and the words of
// the missing lanes 10, 11 keep 0xee
ishl r3.x, vThreadID.x, l(2)
iadd r3.x, r3.x, l(32)
store_raw u0.x, r3.x, vThreadID.x
//! expect u0[8] == 0
//! expect u0[10] == 0xee
//! expect u0[11] == 0xee
//! expect u0[12] == 0xee
//! expect u0[13] == 0xee
ld_raw r4.x, r3.x, u0.x
//! expect r4.x lane 1 == 1
//! expect r4.x lane 5 == 0
//! expect r4.x lane 7 == 7
// helper lanes execute ALU ops
iadd r5.x, vThreadID.x, l(1)
//! expect r5.x lane 4 == 5
//! expect r5.x lane 5 == 6
// a helper lane's exch changes nothing: word 1 gets the highest active lane's value
imm_atomic_exch r6.x, u0, l(4), r5.x
//! expect r6.x lane 0 == 0xee
//! expect r6.x lane 1 == 1
//! expect r6.x lane 5 == 0
//! expect r6.x lane 6 == 2
//! expect r6.x lane 7 == 7
ret

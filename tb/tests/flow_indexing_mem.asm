// Relatively indexed operands of memory instructions: a store's value from cb0[r + n], an
// atomic's from cb0[r], a load's address from x0[r]. The indexes alternate between lanes (t & 1), so
// the sequencer issues each op in runs of lanes sharing an index, lowest lane first; P-9
// still holds: the lanes of one op reach a word in ascending lane order. Worked by hand:
// store 1: lanes 0..3 write cb0[t & 1].x = 10, 20, 10, 20 to word 0 -> lane 3's 20;
// store 2: lane t writes cb0[(t & 1) + 2].x = 30, 40, 30, 40 to word t (word 0 -> 30);
// the atomic adds 10, 20, 10, 20 to word 4 in lane order: returns 0, 10, 30, 40, leaves 60;
// x0[k] = 4 k, so the load reads word t & 1: 30, 40, 30, 40.
cs_5_0
dcl_constantbuffer CB0[4], dynamicIndexed
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 3
dcl_indexableTemp x0[2], 1
dcl_thread_group 4, 1, 1
//! cb cb0[0] 10 0 0 0 20 0 0 0 30 0 0 0 40 0 0 0
//! fill u0 8 0
mov r0.x, vThreadID.x
and r0.y, r0.x, l(1)
ishl r0.z, r0.x, l(2)
store_raw u0.x, l(0), cb0[r0.y + 0].x
store_raw u0.x, r0.z, cb0[r0.y + 2].x
imm_atomic_iadd r1.x, u0, l(16), cb0[r0.y + 0].x
mov x0[0].x, l(0)
mov x0[1].x, l(4)
ld_raw r2.x, x0[r0.y + 0].x, u0.xxxx
ret
//! expect u0[0] == 30
//! expect u0[1] == 40
//! expect u0[2] == 30
//! expect u0[3] == 40
//! expect u0[4] == 60
//! expect r1.x lane 0 == 0
//! expect r1.x lane 1 == 10
//! expect r1.x lane 2 == 30
//! expect r1.x lane 3 == 40
//! expect r2.x lane 0 == 30
//! expect r2.x lane 1 == 40
//! expect r2.x lane 2 == 30
//! expect r2.x lane 3 == 40

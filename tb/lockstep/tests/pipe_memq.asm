// Memory request queue under back-pressure: every lane's word is in bank 0 (word = 32 *
// lane), so each atomic takes as many bank rounds as there are lanes (the bank bound)
// and the memory unit's own queue fills; the request queue (MQ) then fills, memory ops
// wait at dispatch for a credit (stall mem_credit) while independent ALU ops behind them
// wait in order. The memory unit itself holds six instructions (its two-entry queue,
// three address-stage registers, the bank stage), so it takes about ten atomics in a
// row before MQ fills; twelve are used.
// Values by hand (SPEC 6): twelve atomic_iadd of 1 per lane word, then an
// imm_atomic_iadd of 10 returning 12 and a load of the result, 22.
cs_5_0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 8, 1, 1
//! lanes 8
//! fill u0 256 0
ishl r0.x, vThreadID.x, l(7)
mov r1.x, l(1)
atomic_iadd u0, r0.x, r1.x
atomic_iadd u0, r0.x, r1.x
atomic_iadd u0, r0.x, r1.x
atomic_iadd u0, r0.x, r1.x
atomic_iadd u0, r0.x, r1.x
atomic_iadd u0, r0.x, r1.x
atomic_iadd u0, r0.x, r1.x
atomic_iadd u0, r0.x, r1.x
atomic_iadd u0, r0.x, r1.x
atomic_iadd u0, r0.x, r1.x
atomic_iadd u0, r0.x, r1.x
atomic_iadd u0, r0.x, r1.x
mov r2.x, l(7)
imm_atomic_iadd r3.x, u0, r0.x, l(10)
ld_raw r3.y, r0.x, u0.xxxx
iadd r3.z, r3.y, r2.x
ret
//! expect u0[0] == 22
//! expect r3.x == 12
//! expect r3.y == 22
//! expect r3.z == 29
//! expect r2.x == 7

// Scoreboard and memory ordering: ALU ops right behind loads / imm_ atomics that read
// (RAW) or partly overwrite (WAW) the pending register, a store then a load of the same
// word, and independent ALU ops that may overlap a memory op. Values by hand (SPEC 6, 7):
// u0 = 1 2 3 4 ...; every lane uses the same addresses and values.
cs_5_0
dcl_uav_raw u0
dcl_temps 6
//! init u0 1 2 3 4 5 6 7 8
ld_raw r0.xy, l(0), u0.xyxx
iadd r1.x, r0.x, r0.y
ld_raw r2.x, l(8), u0.xxxx
mov r2.y, l(9)
mov r4.x, l(11)
imm_atomic_iadd r3.x, u0, l(0), l(0)
iadd r3.y, r3.x, l(1)
store_raw u0.x, l(4), r1.x
ld_raw r0.z, l(4), u0.xxxx
iadd r0.w, r0.z, r4.x
imm_atomic_exch r5.x, u0, l(12), r2.y
mov r5.y, r5.x
ld_raw r5.z, l(12), u0.xxxx
ret
//! expect r0.x == 1
//! expect r0.y == 2
//! expect r1.x == 3
//! expect r2.x == 3
//! expect r2.y == 9
//! expect r3.x == 1
//! expect r3.y == 2
//! expect r0.z == 3
//! expect r0.w == 14
//! expect r5.z == 9
//! expect u0[1] == 3
//! expect u0[3] == 9

// Atomics (SPEC 6) whose result does not depend on the lane count: idempotent values,
// min/max of the thread id (lane 0 always exists), compare forms, and imm_ returns read
// in lane 0 (the first lane in P-9 order sees the initial word). Raw, structured, typed
// (R32_SINT) and groupshared targets; out-of-bounds and misaligned imm_ forms return 0
// (P-8) and write nothing. Values worked by hand. Any LANES.
cs_5_0
dcl_uav_raw u0
dcl_uav_structured u1, 8
dcl_uav_typed_buffer (sint,sint,sint,sint) u2
dcl_tgsm_raw g0, 16
dcl_input vThreadID.x
dcl_temps 3
//! init u0 0xffff 0x000f 0 0xfffffff6 3 5 0xffffffff 7 0x10 0x10 5 0x80000000 0xff 0x100
//! fill u1 4 0
//! dims u2 4
//! init u2 0 10 0 0
atomic_and u0, l(0), l(0x0ff0)
atomic_or u0, l(4), l(0xf000)
atomic_imax u0, l(12), l(-5)
atomic_imin u0, l(16), l(-5)
atomic_umax u0, l(20), l(0x80000000)
atomic_umin u0, l(24), vThreadID.x
atomic_cmp_store u0, l(28), l(7), l(9)
//! expect u0[0] == 0x0ff0
//! expect u0[1] == 0xf00f
//! expect u0[3] == 0xfffffffb
//! expect u0[4] == 0xfffffffb
//! expect u0[5] == 0x80000000
//! expect u0[6] == 0
//! expect u0[7] == 9
imm_atomic_exch r0.x, u0, l(32), l(0x42)
imm_atomic_cmp_exch r0.y, u0, l(36), l(0x10), l(0x20)
imm_atomic_umin r0.z, u0, l(40), vThreadID.x
imm_atomic_imax r0.w, u0, l(44), l(-1)
//! expect r0.x lane 0 == 0x10
//! expect r0.y lane 0 == 0x10
//! expect r0.z lane 0 == 5
//! expect r0.w lane 0 == 0x80000000
//! expect u0[8] == 0x42
//! expect u0[9] == 0x20
//! expect u0[10] == 0
//! expect u0[11] == 0xffffffff
imm_atomic_and r1.x, u0, l(48), l(0xf0)
imm_atomic_or r1.y, u0, l(52), l(1)
imm_atomic_imin r1.z, u2, l(1), l(-7)
//! expect r1.x lane 0 == 0xff
//! expect r1.y lane 0 == 0x100
//! expect r1.z lane 0 == 10
//! expect u0[12] == 0xf0
//! expect u0[13] == 0x101
//! expect u2[1] == 0xfffffff9
// structured: element 1, byte offset 4 = word 3
atomic_umax u1, l(1, 4, 0, 0), l(0x99)
//! expect u1[3] == 0x99
atomic_or g0, l(0), l(5)
ld_raw r1.w, l(0), g0.x
//! expect g0[0] == 5
//! expect r1.w == 5
// out of bounds and misaligned: return 0 (P-8), write nothing
imm_atomic_umax r2.x, u0, l(400), l(1)
imm_atomic_or r2.y, u0, l(2), l(0xffff)
imm_atomic_iadd r2.z, g0, l(64), l(1)
//! expect r2.x == 0
//! expect r2.y == 0
//! expect r2.z == 0
//! expect u0[0] == 0x0ff0
ret

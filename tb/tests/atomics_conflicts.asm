// atomics part "conflicts": lanes of one instruction on one word (P-9: as if the lanes
// ran one at a time in ascending order, each returning the word after the lower
// lanes), every combining op; bank conflicts (distinct words, one bank); back-to-back
// instructions on one word. Expectations worked by hand from SPEC 6. Results that
// depend on the lane count are read back into registers and checked on lane 7.
//! lanes 8
//! fill u0 512 0
//! init u0 0 0 0 0 0 0x000000f0 0xffffffff 0 0 0
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_input vThreadID.xyz
dcl_temps 10
dcl_thread_group 8, 1, 1
iadd r1.x, vThreadID.x, l(1)
// iadd, word 0: lane l adds l+1 and returns 0+1+..+l = l(l+1)/2
imm_atomic_iadd r0.x, u0, l(0), r1.x
//! expect r0.x lane 0 == 0
//! expect r0.x lane 1 == 1
//! expect r0.x lane 2 == 3
//! expect r0.x lane 3 == 6
//! expect r0.x lane 7 == 28
// the next instruction reads the word the previous one wrote: 1+..+8 = 36
ld_raw r0.y, l(0), u0.x
//! expect r0.y lane 7 == 36
// exch, word 1: lane l returns what lane l-1 wrote (l), lane 0 the old 0
imm_atomic_exch r0.z, u0, l(4), r1.x
//! expect r0.z lane 0 == 0
//! expect r0.z lane 1 == 1
//! expect r0.z lane 6 == 6
//! expect r0.z lane 7 == 7
// cmp_exch chain, word 2: lane l compares l, writes l+1: every compare succeeds
imm_atomic_cmp_exch r0.w, u0, l(8), vThreadID.x, r1.x
//! expect r0.w lane 0 == 0
//! expect r0.w lane 4 == 4
//! expect r0.w lane 7 == 7
ld_raw r2.x, l(8), u0.x
//! expect r2.x lane 7 == 8
// cmp_exch that never matches, word 3 (0 != 1): nothing changes, all return 0
imm_atomic_cmp_exch r2.y, u0, l(12), l(1), l(5)
//! expect r2.y == 0
//! expect u0[3] == 0
// or, word 4: lane l sets bit l and returns the bits of the lower lanes
ishl r3.x, l(1), vThreadID.x
imm_atomic_or r2.z, u0, l(16), r3.x
//! expect r2.z lane 0 == 0
//! expect r2.z lane 3 == 0x7
//! expect r2.z lane 7 == 0x7f
// xor, word 5 = 0xf0: every lane flips the low byte
imm_atomic_xor r2.w, u0, l(20), l(0xff)
//! expect r2.w lane 0 == 0xf0
//! expect r2.w lane 1 == 0x0f
//! expect r2.w lane 6 == 0xf0
//! expect r2.w lane 7 == 0x0f
// and, word 6 = 0xffffffff: lane l clears bit l
not r3.y, r3.x
imm_atomic_and r4.x, u0, l(24), r3.y
//! expect r4.x lane 0 == 0xffffffff
//! expect r4.x lane 1 == 0xfffffffe
//! expect r4.x lane 7 == 0xffffff80
ld_raw r4.y, l(24), u0.x
//! expect r4.y lane 7 == 0xffffff00
// imax signed, word 7 = 0: lane l offers l-4 (-4..3): rises only at lanes 5, 6, 7
iadd r3.z, vThreadID.x, l(-4)
imm_atomic_imax r4.z, u0, l(28), r3.z
//! expect r4.z lane 0 == 0
//! expect r4.z lane 5 == 0
//! expect r4.z lane 6 == 1
//! expect r4.z lane 7 == 2
// umax, word 8 = 0: the same values unsigned: 0xfffffffc.. then 0..3 lose
imm_atomic_umax r4.w, u0, l(32), r3.z
//! expect r4.w lane 0 == 0
//! expect r4.w lane 1 == 0xfffffffc
//! expect r4.w lane 3 == 0xfffffffe
//! expect r4.w lane 4 == 0xffffffff
//! expect r4.w lane 7 == 0xffffffff
// imin signed, word 9 = 0: lane 0 (-4) wins for good
imm_atomic_imin r5.x, u0, l(36), r3.z
//! expect r5.x lane 0 == 0
//! expect r5.x lane 1 == 0xfffffffc
//! expect r5.x lane 7 == 0xfffffffc
//! expect u0[9] == 0xfffffffc
// bank conflict: lane l on word 32*l+16 (one bank for BANKS dividing 32), all distinct:
// every lane returns the old 0 and its own word ends at l+1
ishl r6.x, vThreadID.x, l(7)
iadd r6.x, r6.x, l(64)
imm_atomic_iadd r5.y, u0, r6.x, r1.x
//! expect r5.y == 0
ld_raw r5.z, r6.x, u0.x
//! expect r5.z lane 0 == 1
//! expect r5.z lane 7 == 8
// the same words again, back to back: returns are the values just written
imm_atomic_iadd r5.w, u0, r6.x, r1.x
imm_atomic_umax r7.x, u0, r6.x, l(100)
atomic_cmp_store u0, r6.x, l(100), l(7)
//! expect r5.w lane 0 == 1
//! expect r5.w lane 7 == 8
//! expect r7.x lane 0 == 2
//! expect r7.x lane 7 == 16
//! expect u0[16] == 7
// back to back on one word from every lane: word 10, three iadds of 1
imm_atomic_iadd r8.x, u0, l(40), l(1)
imm_atomic_iadd r8.y, u0, l(40), l(1)
imm_atomic_iadd r8.z, u0, l(40), l(1)
//! expect r8.x lane 0 == 0
//! expect r8.x lane 7 == 7
//! expect r8.y lane 0 == 8
//! expect r8.z lane 7 == 23
// distinct banks: lane l on word 64+l, no conflict at all
ishl r9.x, vThreadID.x, l(2)
iadd r9.x, r9.x, l(256)
imm_atomic_exch r9.y, u0, r9.x, vThreadID.x
//! expect r9.y == 0
//! expect u0[64] == 0
ld_raw r9.z, r9.x, u0.x
//! expect r9.z lane 5 == 5
ret

// atomics part "gsm": groupshared memory g# (dcl_tgsm_raw / dcl_tgsm_structured):
// every atomic op, loads and stores, same-word combining (P-9). Worked by hand.
//! lanes 8
//! init g0 5 0xf0 0xffffffff 7 0x80000000 9 0 0 0 0 0 0 0 0 0 0
//! init g1 1 2 3 4 5 6 7 8 9 10 11 12
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_tgsm_raw g0, 64
dcl_tgsm_structured g1, 12, 4
dcl_input vThreadID.xyz
dcl_temps 16
dcl_thread_group 8, 1, 1
iadd r15.x, vThreadID.x, l(1)
// g0 word 0 = 5: iadd lane+1: prefix sums 5, 6, 8, 11, ..., lane 7 = 5 + 28
imm_atomic_iadd r0.x, g0, l(0), r15.x
//! expect r0.x lane 0 == 5
//! expect r0.x lane 2 == 8
//! expect r0.x lane 7 == 33
// word 1 = 0xf0: and 0x3c, or 0x01, xor 0xff (one instruction each, all lanes)
imm_atomic_and r1.x, g0, l(4), l(0x3c)
imm_atomic_or r1.y, g0, l(4), l(0x01)
atomic_and g0, l(4), l(0xff)
//! expect r1.x lane 0 == 0xf0
//! expect r1.x lane 1 == 0x30
//! expect r1.y lane 0 == 0x30
//! expect r1.y lane 3 == 0x31
//! expect g0[1] == 0x31
// word 2 = 0xffffffff: signed max with 3 (-1 < 3), unsigned min with 3
imm_atomic_imax r2.x, g0, l(8), l(3)
//! expect r2.x lane 0 == 0xffffffff
//! expect r2.x lane 1 == 3
//! expect g0[2] == 3
// word 3 = 7: umax with lane (7 stays), imin with -2 (becomes -2)
atomic_umax g0, l(12), vThreadID.x
imm_atomic_imin r3.x, g0, l(12), l(-2)
//! expect r3.x lane 0 == 7
//! expect r3.x lane 1 == 0xfffffffe
//! expect g0[3] == 0xfffffffe
// word 4 = 0x80000000: umin with 1 -> 1; signed min keeps 0x80000000 on word 5? no:
// word 5 = 9: imin with 0x80000000 -> 0x80000000
imm_atomic_umin r4.x, g0, l(16), l(1)
imm_atomic_imin r4.y, g0, l(20), l(0x80000000)
//! expect r4.x lane 0 == 0x80000000
//! expect r4.x lane 1 == 1
//! expect r4.y lane 0 == 9
//! expect r4.y lane 4 == 0x80000000
//! expect g0[4] == 1
//! expect g0[5] == 0x80000000
// word 6 = 0: cmp_store 0 -> 0x42 by every lane: the first succeeds, the rest fail
atomic_cmp_store g0, l(24), l(0), l(0x42)
//! expect g0[6] == 0x42
// words 8..: lane l exchanges its own word 8 + (l & 7)
ishl r5.x, vThreadID.x, l(2)
iadd r5.x, r5.x, l(32)
imm_atomic_exch r6.x, g0, r5.x, r15.x
//! expect r6.x == 0
//! expect g0[8] == 1
ld_raw r7.xy, l(32), g0.xyzw
//! expect r7.x == 1
//! expect r7.y lane 3 == 2
// structured g1 (stride 12, 4 elements): element 2, offset 8 is word 8 (value 9)
imm_atomic_iadd r8.x, g1, l(2, 8, 0, 0), l(0)
//! expect r8.x == 9
imm_atomic_cmp_exch r8.y, g1, l(2, 8, 0, 0), l(9), l(0x99)
//! expect r8.y lane 0 == 9
//! expect r8.y lane 1 == 0x99
//! expect g1[8] == 0x99
store_structured g1.xyz, l(3), l(0), l(0xa, 0xb, 0xc, 0xd)
//! expect g1[9] == 0xa
//! expect g1[10] == 0xb
//! expect g1[11] == 0xc
ld_structured r9.xyzw, l(3), l(4), g1.zyxw
//! expect r9.x == 0
//! expect r9.y == 0xc
//! expect r9.z == 0xb
//! expect r9.w == 0
ret

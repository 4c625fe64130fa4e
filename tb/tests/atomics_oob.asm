// atomics part "oob": out-of-bounds and misaligned addresses on every address
// component of every resource kind (SPEC 6, P-7, P-8, P-11, P-12): nothing is written,
// imm_ forms and loads return 0; per-word bounds for multi-word raw/structured access.
// Expectations worked by hand from SPEC 6.
//! lanes 8
//! init u0 0x100 0x101 0x102 0x103 0x104 0x105 0x106 0x107
//! init u1 0x200 0x201 0x202 0x203 0x204 0x205 0x206 0x207
//! dims u2 4 2 2
//! init u2 0x300 0x301 0x302 0x303 0x304 0x305 0x306 0x307 0x308 0x309 0x30a 0x30b 0x30c 0x30d 0x30e 0x30f
//! dims u3 2 2 2
//! init u3 0x400 0x401 0x402 0x403 0x404 0x405 0x406 0x407
//! dims u4 4 2
//! init u4 0x500 0x501 0x502 0x503 0x504 0x505 0x506 0x507
//! init g0 0x600 0x601 0x602 0x603 0x604 0x605 0x606 0x607
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_uav_structured u1, 8
dcl_uav_typed_texture2darray (uint,uint,uint,uint) u2
dcl_uav_typed_texture3d (uint,uint,uint,uint) u3
dcl_uav_typed_texture1darray (sint,sint,sint,sint) u4
dcl_tgsm_raw g0, 32
dcl_tgsm_structured g1, 8, 2
dcl_input vThreadID.xyz
dcl_temps 16
dcl_thread_group 8, 1, 1
// raw u0 (8 words): byte 32 is past the end, byte 2 is misaligned, 0xfffffffc far out
imm_atomic_iadd r0.x, u0, l(32), l(1)
imm_atomic_iadd r0.y, u0, l(2), l(1)
imm_atomic_iadd r0.z, u0, l(0xfffffffc), l(1)
//! expect r0.x == 0
//! expect r0.y == 0
//! expect r0.z == 0
// P-11: words 6, 7 are inside, 8, 9 outside
ld_raw r1.xyzw, l(24), u0.xyzw
//! expect r1.x == 0x106
//! expect r1.y == 0x107
//! expect r1.z == 0
//! expect r1.w == 0
// resource swizzle: r2.x takes word 8 (outside), r2.y word 7
ld_raw r2.xy, l(28), u0.yxxx
//! expect r2.x == 0
//! expect r2.y == 0x107
store_raw u0.xyzw, l(24), l(1, 2, 3, 4)
// lane l on byte 8+4l: lanes 0..5 inside (words 2..7), lanes 6, 7 outside
ishl r3.x, vThreadID.x, l(2)
iadd r3.x, r3.x, l(8)
imm_atomic_exch r4.x, u0, r3.x, l(0x55)
//! expect r4.x lane 0 == 0x102
//! expect r4.x lane 4 == 1
//! expect r4.x lane 5 == 2
//! expect r4.x lane 6 == 0
//! expect r4.x lane 7 == 0
//! expect u0[2] == 0x55
//! expect u0[0] == 0x100
//! expect u0[1] == 0x101
// structured u1, stride 8, 4 elements: index 4 out, offset 8 past the stride, offset 2
// misaligned, then (3, 4) = word 7 inside
imm_atomic_or r5.x, u1, l(4, 0, 0, 0), l(0x10)
imm_atomic_or r5.y, u1, l(0, 8, 0, 0), l(0x10)
imm_atomic_or r5.z, u1, l(1, 2, 0, 0), l(0x10)
imm_atomic_or r5.w, u1, l(3, 4, 0, 0), l(0x10)
//! expect r5.x == 0
//! expect r5.y == 0
//! expect r5.z == 0
//! expect r5.w lane 0 == 0x207
//! expect r5.w lane 1 == 0x217
//! expect u1[7] == 0x217
//! expect u1[0] == 0x200
// a two-word structured load from offset 4: the second word crosses the stride
ld_structured r6.xyzw, l(3), l(4), u1.xyzw
//! expect r6.x == 0x217
//! expect r6.y == 0
//! expect r6.z == 0
//! expect r6.w == 0
store_structured u1.xy, l(2), l(4), l(0x77, 0x88, 0, 0)
//! expect u1[5] == 0x77
//! expect u1[6] == 0x206
// typed 2darray u2 (4 x 2, 2 slices): x, y, slice out of range, then (3, 1, 1) = 15
imm_atomic_umax r7.x, u2, l(4, 0, 0, 0), l(0xffff)
imm_atomic_umax r7.y, u2, l(0, 2, 0, 0), l(0xffff)
imm_atomic_umax r7.z, u2, l(0, 0, 2, 0), l(0xffff)
imm_atomic_umax r7.w, u2, l(3, 1, 1, 0), l(0xffff)
//! expect r7.x == 0
//! expect r7.y == 0
//! expect r7.z == 0
//! expect r7.w lane 0 == 0x30f
//! expect r7.w lane 7 == 0xffff
//! expect u2[15] == 0xffff
//! expect u2[8] == 0x308
//! expect u2[0] == 0x300
// typed loads: R32_UINT fills (0, 0, 1) (P-10); out of bounds reads 0000 (P-12)
ld_uav_typed r8.xyzw, l(3, 1, 1, 0), u2.xyzw
ld_uav_typed r9.xyzw, l(0, 0, 2, 0), u2.xyzw
//! expect r8.x == 0xffff
//! expect r8.y == 0
//! expect r8.z == 0
//! expect r8.w == 1
//! expect r9.x == 0
//! expect r9.w == 0
store_uav_typed u2.xyzw, l(0, 2, 0, 0), l(5, 5, 5, 5)
store_uav_typed u2.xyzw, l(1, 0, 0, 0), l(6, 5, 5, 5)
//! expect u2[1] == 6
// typed 3d u3 (2 x 2 x 2): z out of range, then (1, 1, 1) = 7
imm_atomic_umax r10.x, u3, l(0, 0, 2, 0), l(0x408)
imm_atomic_umax r10.y, u3, l(1, 1, 1, 0), l(0x408)
imm_atomic_umax r10.z, u3, l(2, 0, 0, 0), l(0x408)
//! expect r10.x == 0
//! expect r10.y lane 0 == 0x407
//! expect r10.y lane 2 == 0x408
//! expect r10.z == 0
//! expect u3[7] == 0x408
//! expect u3[0] == 0x400
// typed 1darray u4 (4 wide, 2 slices): slice 2 out, then (3, slice 1) = 7; signed min
imm_atomic_imin r11.x, u4, l(0, 2, 0, 0), l(-1)
imm_atomic_imin r11.y, u4, l(3, 1, 0, 0), l(-1)
//! expect r11.x == 0
//! expect r11.y lane 0 == 0x507
//! expect r11.y lane 3 == 0xffffffff
//! expect u4[7] == 0xffffffff
//! expect u4[3] == 0x503
// groupshared raw g0 (32 bytes): past the end, misaligned, then word 7
imm_atomic_exch r12.x, g0, l(32), l(0x66)
imm_atomic_exch r12.y, g0, l(6), l(0x66)
imm_atomic_exch r12.z, g0, l(28), l(0x66)
//! expect r12.x == 0
//! expect r12.y == 0
//! expect r12.z lane 0 == 0x607
//! expect r12.z lane 1 == 0x66
//! expect g0[7] == 0x66
//! expect g0[1] == 0x601
// groupshared structured g1 (stride 8, 2 elements): offset past the stride, index out
imm_atomic_exch r13.x, g1, l(0, 8, 0, 0), l(1)
imm_atomic_exch r13.y, g1, l(2, 0, 0, 0), l(1)
imm_atomic_exch r13.z, g1, l(1, 4, 0, 0), l(9)
//! expect r13.x == 0
//! expect r13.y == 0
//! expect r13.z lane 0 == 0
//! expect r13.z lane 1 == 9
//! expect g1[3] == 9
//! expect g1[2] == 0
ret

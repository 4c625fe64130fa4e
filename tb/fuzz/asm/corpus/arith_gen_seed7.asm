// sm5gen seed 7 lanes 8
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_constantbuffer CB0[4], immediateIndexed
dcl_uav_raw u0
dcl_uav_structured u1, 16
dcl_uav_typed_texture2darray (uint,uint,uint,uint) u2
dcl_tgsm_raw g0, 512
dcl_tgsm_structured g1, 8, 16
dcl_input vThreadID.xyz
dcl_temps 8
dcl_thread_group 8, 1, 1
//! lanes 8
//! helper 0x51
//! cb cb0[0] 0x00000002 0x40200000 0x00000008 0xffc00000
//! cb cb0[1] 0x1b1d5c2b 0xbf000000 0x00800000 0x3fc00001
//! cb cb0[2] 0x7f800000 0x00000006 0x0000ffff 0x00000021
//! cb cb0[3] 0xff7fffff 0x40a00000 0x34400000 0x0000001f
//! fill u0 256 0xfffffff0
//! init u0 0x0000001f 0x80800000 0x4b000001 0x00000001 0x55bfdc23 0x00010000 0x00000002 0xb0800000 0xff7fffff 0x0000000c 0x00800001 0xffff0000 0x0000001f 0x4b000001 0x10000000 0x70cfb44e
//! fill u1 128 0x00046341
//! dims u2 8 4 2
//! counter u1 0x00000003
mov r0.xyzw, l(0x00000025, 0x00000018, 0x00000007, 0xd43f4f35)
iadd r0.x, r0.x, vThreadID.x
mov r1.xyzw, l(0x00000020, 0x3f800001, 0x00000015, 0x33800000)
mov r2.xyzw, l(0x3f800800, 0x7f000000, 0x00000021, 0x0d800000)
mov r3.xyzw, l(0x00000016, 0x3fc00001, 0x68f6e92a, 0x70b60efb)
iadd r3.w, r3.w, vThreadID.x
mov r4.xyzw, l(0xb3000000, 0x00000013, 0xd7b0c372, 0x00000014)
mov r5.xyzw, l(0x0000001a, 0xbf801000, 0xff800000, 0x00000004)
mov r6.xyzw, l(0x3f800001, 0xa100b2c3, 0xfffffff0, 0x0107865b)
mov r7.xyzw, l(0x0000ffff, 0x7f7fffff, 0x00000020, 0x9d16cecd)
umax r3.yw, r2.xyww, r7.z
ibfe r0.zw, vThreadID.xzxx, r5.w, r4.x
round_ni r2.xyw, l(0xae2e12ed, 0x00000000, 0x00000000, 0x00000018).y
lt_sat r5.xyzw, r4.zzxw, cb0[0].z
ineg r5.yw, r2.zyyy
uge r0.w, l(0xb3000000, 0x00010000, 0xb3c00000, 0x4f1b857e).y, r7.w
iadd r6.x, vThreadID.x, l(157)
ushr r6.y, vThreadID.x, l(3)
and r6.z, vThreadID.x, l(1)
imm_atomic_or r3.w, u2, r6.xyz, r4.y
round_z r2.yzw, r3.w
ine r1.w, r3.yxww, -r0.xwzz
and r6.x, vThreadID.x, l(3)
ishl r6.x, r6.x, l(2)
imm_atomic_imin r1.y, u0, r6.x, r2.z
round_pi r0.xyzw, r1.xzwz
ieq r2.w, r0.zyyy, l(0x00000027, 0xffff0000, 0x00000027, 0x00000009).ywxy
ishl r6.x, vThreadID.x, l(3)
mov r6.y, l(4)
imm_atomic_cmp_exch r4.x, u1, r6.xy, r1.y, r5.x
round_z r4.xzw, r6.xwxy
iadd r6.x, vThreadID.x, l(118)
mov r6.y, l(12)
imm_atomic_cmp_exch r2.y, u1, r6.xy, r5.w, r5.x
ilt r2.xz, l(0x0000001f, 0x7f800001, 0x00000015, 0x0000ffff).wywx, vThreadID.xzyz
utof r4.xyz, r4.xzww
round_ni_sat r2.xy, -l(0xd7b0c372, 0xc0490fdb, 0x00000010, 0x00000018).x
iadd r6.x, vThreadID.x, l(208)
ushr r6.y, vThreadID.x, l(3)
and r6.z, vThreadID.x, l(1)
ld_uav_typed r2.xyw, r6.xyz, u2.xyzw
ishl r6.x, vThreadID.x, l(0)
ushr r6.y, vThreadID.x, l(3)
and r6.z, vThreadID.x, l(3)
store_uav_typed u2.xyzw, r6.xyz, r5.xyzw
or r1.yw, r4.w, l(0xff800000, 0xa31e479b, 0xff7fffff, 0x4e800000).xzwy
ineg r1.zw, r0.zzwx
round_pi r3.xyzw, r4.z
and r6.x, vThreadID.x, l(3)
ishl r6.x, r6.x, l(2)
imm_atomic_exch r1.y, u0, r6.x, r1.y
round_z r1.xyz, r2.ywzy
iadd r6.x, vThreadID.x, l(138)
mov r6.y, l(4)
imm_atomic_umin r1.x, g1, r6.xy, r1.y
ishl r6.x, vThreadID.x, l(3)
mov r6.y, l(8)
ld_structured r3.xyz, r6.x, r6.y, u1.yywy
iadd r6.x, vThreadID.x, l(203)
ishl r6.x, r6.x, l(2)
imm_atomic_cmp_exch r5.x, g0, r6.x, r4.w, r1.y
iadd r6.x, vThreadID.x, l(166)
mov r6.y, l(2)
ld_structured r2.y, r6.x, r6.y, u1.xxww
itof r3.yw, r4.wywx
iadd r6.x, vThreadID.x, l(43)
ushr r6.y, vThreadID.x, l(3)
and r6.z, vThreadID.x, l(1)
imm_atomic_and r4.z, u2, r6.xyz, r4.x
mul_sat r5.w, l(0x2fc5bf1b, 0x00000013, 0x0000001a, 0x00000021).zywx, r3_abs.zywz
ishl r6.x, vThreadID.x, l(3)
ushr r6.y, vThreadID.x, l(3)
and r6.z, vThreadID.x, l(3)
store_uav_typed u2.xyzw, r6.xyz, r2.xyzw
ishl r2.xz, cb0[0].xxyz, l(0x0000001a, 0x80800000, 0x33c00000, 0x7f000000).yywy
msad r4.zw, r2.zzzw, l(0x00000000, 0xff7fffff, 0x3f000000, 0x47800000).yyzy, r6.xwzx
udiv r1.xw, r2.y, r3.xwyz, r3.zyxx
iadd r6.x, vThreadID.x, l(10)
mov r6.y, l(0)
imm_atomic_imin r1.y, g1, r6.xy, r2.w
round_ne r0.x, r6.wzwz
ige r0.yz, -r6.wxzy, r3.zxxx
frc_sat r5.y, r0.yzyw
ieq r0.xz, r4.zxzw, r7.zyxw
dmax_sat r1.zw, cb0[0].zwxy, r0.zwxy
div r0.zw, l(0xa100b2c3, 0x00000012, 0x00000000, 0x33800000).wxww, r5.yyww
mov r6.xyzw, l(0, 4, 0, 0)
store_structured g1.x, r6.x, r6.y, r4.xyzw
mad r2.xyzw, l(0x66a122c9, 0xb3000000, 0xff7fffff, 0x00000001).xyxy, vThreadID.zzyz, r6.x
frc_sat r4.zw, r5.zwyw
ushr r1.yzw, r7.yyzz, r6.w
ushr r0.xy, l(0x0000001e, 0x00000021, 0xb0800000, 0x7f7fffff).y, r3.y
dmax r0.xy, l(0x0000000e, 0xffffffff, 0xb3c00000, 0x00000013).zwxy, -r6.xyxy
mov r3.zw, vThreadID.yyzy
ibfe r5.yw, cb0[2].zyxw, l(0x00000000, 0x00000016, 0x33c00000, 0x40a00000).xzyx, r6.w
eq r0.xzw, r1.x, vThreadID.xyzx
dmax r1.zw, r6.zwzw, r6.xyxy
imad r1.xz, -l(0x3f800001, 0x12345678, 0x00000021, 0xbf800000).y, r2.wwwx, r3.y
iadd r6.x, vThreadID.x, l(268)
mov r6.y, l(4)
imm_atomic_umax r3.z, g1, r6.xy, r5.y
imax r1.yz, r5.xwyw, r3.zwzw
max r5.xyz, r4.wwxx, cb0[1].zzyx
ushr r0.xy, r5.wyww, r5.yxzy
and r6.x, vThreadID.x, l(3)
ushr r6.y, vThreadID.x, l(3)
and r6.z, vThreadID.x, l(1)
atomic_cmp_store u2, r6.xyz, r4.x, r4.w
atomic_umax u2, r6.xyz, r4.z
countbits r5.xw, r7.wzzy
umul r1.xz, r3.z, r6.xwyw, r1.wxzw
dmov r0.xyzw, r2.zwzw
ishl r6.x, vThreadID.x, l(3)
mov r6.y, l(4)
atomic_imin g1, r6.xy, r2.z
round_ni r2.xw, r4.xwxw
round_z_sat r2.yzw, r0.xwyw
ishl r6.x, vThreadID.x, l(0)
ushr r6.y, vThreadID.x, l(3)
and r6.z, vThreadID.x, l(1)
store_uav_typed u2.xyzw, r6.xyz, r5.xyzw
ult r5.xy, r5.w, r6.wyxy
round_ni r4.xyw, r5.y
iadd r6.x, vThreadID.x, l(223)
imm_atomic_iadd r4.w, g0, r6.x, r0.x
usubb r0.xzw, r3.w, r3.yxyz, vThreadID.xxyx
mov r6.xyzw, l(28, 0, 0, 0)
imm_atomic_exch r3.w, u0, r6.x, r0.w
mad r2.xyzw, vThreadID_abs.xxyz, r3.zywz, r7.zxzz
f32tof16 r5.w, r5.x
imad r2.z, l(0x290088ea, 0xa100b2c3, 0x0000001f, 0x00000018).xyzw, r3.xywx, r3.wzyz
bfi r5.w, r4.xwwz, r0.yxzw, l(0xb6043509, 0xa976064a, 0x00000004, 0x00000025).z, vThreadID.zzxy
mov r6.xyzw, l(2, 1, 1, 0)
imm_atomic_imin r3.y, u2, r6.xyz, r3.w
uaddc r2.yz, null, r3.wzyx, cb0[3].w
and r4.xz, l(0x00000015, 0xb12701ad, 0xe63a515b, 0x0000001b).yxzy, r7.x
bfi r0.xyz, r5.xwwz, vThreadID.zxxx, r1.x, r2.y
ret

// sm5gen seed 21 lanes 8
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
//! cb cb0[0] 0xcf000000 0x00000010 0xc0490fdb 0x7f7fffff
//! cb cb0[1] 0xce800000 0x2db40f83 0x33800000 0x7f7fffff
//! cb cb0[2] 0x10000000 0x00000011 0xcb0191b5 0x10000000
//! cb cb0[3] 0xb0800000 0x477ff000 0x7f7fffff 0x00800001
//! fill u0 256 0x3f000000
//! init u0 0x7f800001 0x00000025 0x3eaaaaab 0x34e08b9d 0x00000021 0x145c97bc 0x7f000000 0xffff0000 0x00000008 0xce800000 0x0000ffff 0x0000001f 0x3f800800 0x00000016 0x00000014 0x7f800000
//! fill u1 128 0x00000000
//! dims u2 8 4 2
//! counter u1 0x00000003
mov r0.xyzw, l(0x33800000, 0xce800000, 0xff800000, 0x44614d9c)
mov r1.xyzw, l(0x00000012, 0xffffffff, 0xffffffe0, 0xb3000000)
mov r2.xyzw, l(0x81729766, 0xb0800000, 0x807fffff, 0xbf801000)
iadd r2.z, r2.z, vThreadID.x
mov r3.xyzw, l(0x4e800000, 0xbf801000, 0x46e25808, 0x00000006)
iadd r3.w, r3.w, vThreadID.x
mov r4.xyzw, l(0x0000003f, 0x7173aa9d, 0xb3000000, 0x3f800001)
iadd r4.x, r4.x, vThreadID.x
mov r5.xyzw, l(0xfa3c4f30, 0x3f000000, 0x3fa00000, 0x25802b5e)
mov r6.xyzw, l(0x00000018, 0x0000001f, 0x33000000, 0x00000003)
mov r7.xyzw, l(0x3f7ffffe, 0xcf000000, 0xaaaaaaaa, 0x3fbf072f)
iadd r7.w, r7.w, vThreadID.x
mul r4.xyw, l(0x0000000f, 0x00800001, 0x40200000, 0xff7fffff)_abs.z, r2.w
dp4 r2.zw, r1_abs.y, cb0[2].zxxx
frc r3.xyw, -r2.wzyx
xor r1.xw, r0.xywx, l(0x4b000001, 0x0000000f, 0x00000000, 0x00000002).wzxy
uaddc r5.yzw, r0.xyz, l(0x40200000, 0x3fc00001, 0xb033de90, 0x4f800000).z, r4.wzxz
lt r4.xw, r3.x, cb0[1].w
frc r5.w, cb0[0].zwyy
ilt r3.yzw, r4.wwzw, l(0x30800000, 0x4b000001, 0x3f800800, 0xd7b0c372).zxyx
uge r0.yz, l(0x95636519, 0x00800001, 0x00000000, 0x304230ea).xwxw, vThreadID.yzzx
dmov_sat r5.xy, r2.xyxy
ibfe r3.x, r3.zyxx, r0.yzzx, r5.z
ishl r6.x, vThreadID.x, l(3)
ushr r6.y, vThreadID.x, l(3)
and r6.z, vThreadID.x, l(1)
atomic_or u2, r6.xyz, r2.x
iadd r6.x, vThreadID.x, l(80)
mov r6.y, l(4)
atomic_umin g1, r6.xy, r3.y
ult r5.w, r2.y, r1.wwxz
imm_atomic_consume r0.x, u1
ult r4.xyz, r4.wywx, r0.zwwx
and r6.x, vThreadID.x, l(3)
ushr r6.y, vThreadID.x, l(3)
and r6.z, vThreadID.x, l(1)
ld_uav_typed r0.yw, r6.xyz, u2.xyzw
ftoi r4.zw, r0.xyzz
umul r1.yz, r3.xy, cb0[1].yzxw, r3.zyzz
round_ni r0.xzw, -l(0x0d800000, 0x7fffffff, 0x40a00000, 0x00010000)_abs.wzyw
ftou r4.z, r2_abs.y
umax r0.z, cb0[1].wwyx, r4.xxzw
firstbit_lo r5.xyw, l(0x80000000, 0x477ff000, 0x3fa00000, 0x3fc00001).xyyz
imin r1.yw, r0.z, r2.xzwz
ishl r6.x, vThreadID.x, l(3)
mov r6.y, l(8)
ld_structured r5.w, r6.x, r6.y, u1.yzxx
imin r2.xy, r0.yzyz, r0.wwyz
f16tof32 r4.xyzw, l(0x0000000c, 0xb3c00000, 0x3f7fffff, 0x00000000).z
frc r5.x, r2.yyyx
ineg r0.xyw, r2.z
iadd r6.x, vThreadID.x, l(68)
ushr r6.y, vThreadID.x, l(3)
and r6.z, vThreadID.x, l(3)
ld_uav_typed r3.xy, r6.xyz, u2.xyzw
firstbit_shi r2.w, vThreadID.zyzy
mov r6.xyzw, l(3, 4, 0, 0)
imm_atomic_cmp_exch r0.x, g1, r6.xy, r1.z, r3.y
firstbit_lo r2.xyw, r0.zxyw
f16tof32_sat r0.zw, cb0[0].x
ishl r6.x, vThreadID.x, l(7)
ld_raw r0.xyz, r6.x, u0.ywzy
ushr r0.xzw, vThreadID.zzyz, r4.ywxy
dmov r5.zw, r6.xyxy
ubfe r0.yw, r6.xyxy, r0.yxxx, l(0x866bbc39, 0x00000005, 0x4e800000, 0x8124c210).x
uaddc r3.yw, r0.xw, r6.x, r0.yxxy
ishl r6.x, vThreadID.x, l(0)
mov r6.y, l(4)
imm_atomic_xor r0.w, u1, r6.xy, r4.w
imm_atomic_alloc r3.w, u1
bfrev r2.xw, vThreadID.zzxx
round_ni r3.z, -r3.w
umax r0.y, vThreadID.zzzy, r3.wxzw
iadd r6.x, vThreadID.x, l(257)
ishl r6.x, r6.x, l(2)
imm_atomic_umin r2.w, g0, r6.x, r0.z
bfrev r1.xz, l(0x4affffff, 0x00000024, 0x47800000, 0x33800000).yxyw
iadd r6.x, vThreadID.x, l(208)
mov r6.y, l(8)
imm_atomic_umin r4.y, u1, r6.xy, r4.w
imm_atomic_consume r3.z, u1
msad r0.xyw, r4.ywxx, r1.w, l(0x80000010, 0x4e800000, 0x0000001b, 0x30800000).wwxy
imul null, r0.z, r2.zxwx, r4.yzzz
and r6.x, vThreadID.x, l(3)
ishl r6.x, r6.x, l(2)
ld_raw r4.xzw, r6.x, g0.wzyy
iadd r6.x, vThreadID.x, l(169)
ishl r6.x, r6.x, l(2)
store_raw g0.xyz, r6.x, r4.xyzw
round_ne r1.zw, cb0[3].yzyz
utof r3.yw, r0.xwxw
ishl r6.x, vThreadID.x, l(0)
mov r6.y, l(0)
atomic_cmp_store u1, r6.xy, r2.y, r5.w
udiv r3.xy, r2.zw, r3.zwxw, r1.yywx
or r0.yzw, r0.zxxw, r4.zxyx
ishl r6.x, vThreadID.x, l(3)
mov r6.y, l(4)
imm_atomic_umin r0.y, g1, r6.xy, r3.y
atomic_iadd g1, r6.xy, r1.y
not r4.y, l(0x3f800001, 0x00000002, 0x41ec2294, 0xa98858e0).yzyy
ishl r6.x, vThreadID.x, l(0)
mov r6.y, l(16)
atomic_umax u1, r6.xy, r0.x
imm_atomic_and r4.x, u1, r6.xy, r5.z
ilt r1.y, r3.z, r1.y
or r3.xyzw, vThreadID.zzxx, l(0xd0c57b1e, 0x3f800800, 0xe63f3796, 0x00000020).y
imax r5.yw, -r5.w, l(0x00000025, 0x807fffff, 0xcaf06c01, 0x00000007).xwwz
and r6.x, vThreadID.x, l(3)
ishl r6.x, r6.x, l(2)
atomic_iadd g0, r6.x, r4.w
umax r3.xw, l(0xb47eba62, 0x3f7fffff, 0x00000020, 0x00000024).xyxx, r2.wwzz
mov r6.xyzw, l(8, 1, 1, 0)
imm_atomic_xor r5.y, g0, r6.x, r2.z
dp2_sat r3.xyz, l(0x00400000, 0x7f7fffff, 0x24a7d044, 0x00000005)_abs.wyzy, -r0.z
mov r4.xyz, -r1.xzww
imad r0.xyzw, l(0x807fffff, 0x00000006, 0x0000000e, 0x0dba5276).wzzw, -r1.zwyz, l(0x00000004, 0x0000000b, 0x7fffffff, 0x00000020).xwzy
umin r0.xyzw, vThreadID.yzzy, l(0xbf801000, 0x00000008, 0x3f000000, 0x00000010).zwyy
itof r2.xyzw, r3.y
ishl r6.x, vThreadID.x, l(3)
ushr r6.y, vThreadID.x, l(3)
and r6.z, vThreadID.x, l(1)
atomic_iadd u2, r6.xyz, r3.x
umin r5.z, l(0x00000001, 0x12e038e2, 0x3f800800, 0x4f000000).z, r0.xzwx
ftoi r2.yz, r2.xyxz
ishl r6.x, vThreadID.x, l(3)
ushr r6.y, vThreadID.x, l(3)
and r6.z, vThreadID.x, l(1)
imm_atomic_imax r2.w, u2, r6.xyz, r4.z
max r4.xz, cb0[3]_abs.zyzw, r0.ywxw
not r3.xyw, l(0x3d82cca4, 0xb0800000, 0xce800000, 0x00000008).zzwx
firstbit_lo r1.yz, cb0[3].yzxy
ret

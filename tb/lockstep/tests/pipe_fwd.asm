// Pipeline: back-to-back dependent ALU ops (forwarding from WB into EX), partial write
// masks merged with older values, swizzles and modifiers on forwarded operands.
// Expected values worked by hand from SPEC 2, 3, 7.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_temps 4
dcl_thread_group 32, 1, 1
dcl_input vThreadIDInGroupFlattened
mov r0.xyzw, l(1.0, 2.0, -3.0, 0x7fc00000)
mov r1.x, r0.y
min r1.y, r0.z, r1.x
max r1.zw, -r1.yyyy, r0.xxxw
iadd r2.x, vThreadIDInGroupFlattened.x, l(5)
iadd r2.y, r2.x, r2.x
ishl r2.z, r2.y, l(2)
mov r3.xyzw, r1.wzyx
ret
//! expect r1.x == 0x40000000
//! expect r1.y == 0xc0400000
//! expect r1.z == 0x40400000
//! expect r1.w == 0x40400000
//! expect r2.x lane 0 == 5
//! expect r2.y lane 3 == 16
//! expect r2.z lane 3 == 64
//! expect r3.x == 0x40400000
//! expect r3.z == 0xc0400000
//! expect r3.w == 0x40000000

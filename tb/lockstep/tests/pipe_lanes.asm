// Lane masks and operand forms through the pipeline: inactive lanes keep 0, helper
// lanes execute ALU ops, partial write masks into never-written registers, f64 ops on
// swizzled pairs, f16tof32 with its result modifier, movc with a negated condition,
// _sat. Expected values worked by hand from SPEC 1-3, 5, 7.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_temps 6
dcl_thread_group 32, 1, 1
dcl_input vThreadIDInGroupFlattened
//! inactive 0x00000004
//! helper 0x00000002
utof r0.y, vThreadIDInGroupFlattened.x
mov_sat r0.z, r0.y
mov r1.zw, l(0, 0, 0, 0x3ff00000)
mov r1.xy, l(0, 0x40000000, 0, 0)
dmin r2.xyzw, r1.zwxy, r1.xyzw
dmax_sat r3.zw, -r1.xyxy, r1.zwzw
f16tof32 r4.x, -l(0x3c00)
movc r4.y, -r0.x, l(7), l(9)
movc r4.z, r0.x, l(7), l(9)
ult r4.w, vThreadIDInGroupFlattened.x, l(2)
mov r5.x, r4.w
ret
//! expect r0.y lane 3 == 0x40400000
//! expect r0.z lane 3 == 0x3f800000
//! expect r0.y lane 2 == 0
//! expect r0.y lane 1 == 0x3f800000
//! expect r0.z lane 0 == 0
//! expect r0.x lane 5 == 0
//! expect r2.x == 0
//! expect r2.y == 0x3ff00000
//! expect r2.z == 0
//! expect r2.w == 0x3ff00000
//! expect r3.z == 0
//! expect r3.w == 0x3ff00000
//! expect r4.x == 0xbf800000
//! expect r4.y == 7
//! expect r4.z == 9
//! expect r4.w lane 0 == 0xffffffff
//! expect r4.w lane 3 == 0
//! expect r5.x lane 1 == 0xffffffff

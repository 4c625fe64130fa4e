// Read-only buffers t# (SPEC 13): a typed buffer read by ld (R32_UINT: (v, 0, 0, 1) as
// P-10; out of bounds all 0 as P-12), a raw buffer by ld_raw, a structured one by
// ld_structured, each thread at its own index. Values worked by hand; t2.yx reads the
// words at byte offsets 8 and 4 of a stride-8 element: .x is past the stride (P-7: 0).
cs_5_0
dcl_resource_buffer (uint,uint,uint,uint) t0
dcl_resource_raw t1
dcl_resource_structured t2, 8
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 4, 1, 1
//! init t0 10 11 12
//! init t1 100 101 102 103 104 105
//! init t2 200 201 202 203 204 205 206 207
mov r0.x, vThreadID.x
ld_indexable(buffer)(uint,uint,uint,uint) r1.xyzw, r0.xxxx, t0.xyzw
ld r0.z, r0.xxxx, t0.xxxx
ishl r0.y, r0.x, l(2)
ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r2.xy, r0.y, t1.xyxx
ld_structured_indexable(structured_buffer, stride=8)(mixed,mixed,mixed,mixed) r3.xy, r0.x, l(4), t2.yxxx
ret
//! expect r1.x lane 0 == 10
//! expect r1.x lane 2 == 12
//! expect r1.w lane 0 == 1
//! expect r1.x lane 3 == 0
//! expect r1.w lane 3 == 0
//! expect r2.x lane 0 == 100
//! expect r2.y lane 0 == 101
//! expect r2.x lane 3 == 103
//! expect r2.y lane 3 == 104
//! expect r3.x == 0
//! expect r3.y lane 0 == 201
//! expect r3.y lane 2 == 205
//! expect r3.y lane 3 == 207
//! expect r0.z lane 1 == 11

// bufinfo (SPEC 14): every written component receives the size of the buffer view,
// worked by hand from the //! init / fill / dims lines (SPEC 8 sizes):
//   u0 raw, 10 words                 -> 10 * 4        = 40 bytes
//   u1 structured, stride 12, 9 words -> 9 * 4 / 12   = 3 structures
//   u2 typed buffer, dims 5           -> 5 elements
//   t0 raw, 6 words                   -> 6 * 4        = 24 bytes
//   t1 structured, stride 8, 8 words  -> 8 * 4 / 8    = 4 structures
//   t2 typed buffer, 3 words          -> 3 elements
// The value does not depend on the lane; the mask picks what is written.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_uav_structured u1, 12
dcl_uav_typed_buffer (uint,uint,uint,uint) u2
dcl_resource_raw t0
dcl_resource_structured t1, 8
dcl_resource_buffer (uint,uint,uint,uint) t2
dcl_temps 4
dcl_thread_group 1, 1, 1
//! fill u0 10 0
//! fill u1 9 0
//! dims u2 5
//! init t0 1 2 3 4 5 6
//! init t1 1 2 3 4 5 6 7 8
//! init t2 7 8 9
mov r0, l(99, 99, 99, 99)
bufinfo r0.xz, u0
bufinfo r0.y, u1
bufinfo r1.xyzw, u2
bufinfo r2.x, t0
bufinfo r2.y, t1.xxxx
bufinfo r2.z, t2
ret
//! expect r0.x == 40
//! expect r0.y == 3
//! expect r0.z == 40
//! expect r0.w == 99
//! expect r1.x == 5
//! expect r1.w == 5
//! expect r2.x == 24
//! expect r2.y == 4
//! expect r2.z == 3

// bufinfo (SPEC 14) on UAVs: every written component receives the size of the buffer view,
// worked by hand from the //! fill / dims lines (SPEC 8 sizes):
//   u0 raw, 10 words                  -> 10 * 4      = 40 bytes
//   u1 structured, stride 12, 9 words -> 9 * 4 / 12  = 3 structures
//   u2 typed buffer, dims 5           -> 5 elements
// The value does not depend on the lane; the mask picks what is written. (t#: flow_bufinfo_srv.asm,
// which runs through the sequencer like every program with read-only buffers.)
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_uav_structured u1, 12
dcl_uav_typed_buffer (uint,uint,uint,uint) u2
dcl_temps 2
dcl_thread_group 1, 1, 1
//! fill u0 10 0
//! fill u1 9 0
//! dims u2 5
mov r0, l(99, 99, 99, 99)
bufinfo r0.xz, u0
bufinfo r0.y, u1
bufinfo r1.xyzw, u2
ret
//! expect r0.x == 40
//! expect r0.y == 3
//! expect r0.z == 40
//! expect r0.w == 99
//! expect r1.x == 5
//! expect r1.w == 5

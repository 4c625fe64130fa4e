// bufinfo (SPEC 14) on read-only buffers: every written component receives the size of the
// view, worked by hand from the //! init lines (SPEC 8 sizes):
//   t0 raw, 6 words                   -> 6 * 4       = 24 bytes
//   t1 structured, stride 8, 8 words  -> 8 * 4 / 8   = 4 structures
//   t2 typed buffer, 3 words          -> 3 elements
// (read-only buffers run through the sequencer, which gives each t# a free u# slot)
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_resource_structured t1, 8
dcl_resource_buffer (uint,uint,uint,uint) t2
dcl_temps 1
dcl_thread_group 1, 1, 1
//! init t0 1 2 3 4 5 6
//! init t1 1 2 3 4 5 6 7 8
//! init t2 7 8 9
mov r0, l(99, 99, 99, 99)
bufinfo r0.x, t0
bufinfo r0.y, t1.xxxx
bufinfo r0.z, t2
ret
//! expect r0.x == 24
//! expect r0.y == 4
//! expect r0.z == 3
//! expect r0.w == 99

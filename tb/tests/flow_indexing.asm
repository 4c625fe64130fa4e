// icb[r + n], cb#[r + n] (dynamicIndexed) and an indexable temp x# read and written with
// relative indexes; P-31: past the end a read gives 0 and a write writes nothing.
cs_5_0
dcl_immediateConstantBuffer { { 1.000000, 2.000000, 3, 4},
                              { 5, 6, 7, 8},
                              { 9, 10, 11, 12} }
dcl_constantbuffer CB0[3], dynamicIndexed
dcl_input vThreadID.x
dcl_temps 3
dcl_indexableTemp x0[4], 2
dcl_thread_group 4, 1, 1
//! cb cb0[0] 100 101 102 103 200 201 202 203 300 301 302 303
mov r0.x, vThreadID.x
mov r1.x, icb[r0.x + 0].z
mov r1.y, cb0[r0.x + 1].w
mov x0[r0.x + 0].xy, l(5, 6, 0, 0)
iadd r0.y, r0.x, l(1)
mov x0[r0.y + 0].x, r0.x
mov r2.xy, x0[r0.y + 0].xyxx
mov r1.z, icb[1].x
mov r1.w, x0[r0.x + 0].y
mov r2.z, icb[0].x
ret
//! expect r1.x lane 0 == 3
//! expect r1.x lane 1 == 7
//! expect r1.x lane 2 == 11
//! expect r1.x lane 3 == 0
//! expect r1.y lane 0 == 203
//! expect r1.y lane 1 == 303
//! expect r1.y lane 2 == 0
//! expect r1.y lane 3 == 0
//! expect r2.x lane 0 == 0
//! expect r2.x lane 1 == 1
//! expect r2.x lane 2 == 2
//! expect r2.x lane 3 == 0
//! expect r2.y == 0
//! expect r1.z == 5
//! expect r1.w == 6
//! expect r2.z == 1.0

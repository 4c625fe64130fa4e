// Several relatively indexed operands in one instruction (D3D11 allows any operand to be
// indexed): a cb# and the icb, an x# destination with a cb# source, three indexed
// sources, negative indexes. P-31: past the end (the declared size, or a negative index
// read as a huge unsigned one) a read gives 0. Values worked by hand:
// r0.x = t, r0.y = 3 - t, r0.z = t - 2 for the 4 threads.
cs_5_0
dcl_immediateConstantBuffer { { 1, 2, 3, 4},
                              { 5, 6, 7, 8},
                              { 9, 10, 11, 12} }
dcl_constantbuffer CB0[3], dynamicIndexed
dcl_input vThreadID.x
dcl_temps 3
dcl_indexableTemp x0[4], 1
dcl_thread_group 4, 1, 1
//! cb cb0[0] 100 101 102 103 200 201 202 203 300 301 302 303
mov r0.x, vThreadID.x
iadd r0.y, -r0.x, l(3)
iadd r0.z, r0.x, l(-2)
iadd r1.x, cb0[r0.x + 0].x, icb[r0.y + 0].y
mov x0[r0.y + 0].x, cb0[r0.x + 1].z
mov r2.x, x0[r0.y + 0].x
imad r1.y, cb0[r0.x + 0].y, icb[r0.x + 0].x, cb0[r0.y + 0].w
iadd r1.z, cb0[r0.z + 1].x, icb[r0.z + 1].w
ret
//! expect r1.x lane 0 == 100
//! expect r1.x lane 1 == 210
//! expect r1.x lane 2 == 306
//! expect r1.x lane 3 == 2
//! expect r2.x lane 0 == 202
//! expect r2.x lane 1 == 302
//! expect r2.x lane 2 == 0
//! expect r2.x lane 3 == 0
//! expect r1.y lane 0 == 101
//! expect r1.y lane 1 == 1308
//! expect r1.y lane 2 == 2912
//! expect r1.y lane 3 == 103
//! expect r1.z lane 0 == 0
//! expect r1.z lane 1 == 104
//! expect r1.z lane 2 == 208
//! expect r1.z lane 3 == 312

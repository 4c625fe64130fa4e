// Two relatively indexed x# operands in one instruction: x0[r0.y] <- x1[r0.x], then
// x1[r0.x + 2] + x0[r0.y + 1] (x1 has 5 elements, x0 4: thread 3's x1 read and thread
// 0's x0 read are past the end and read 0). x0[k] = 100 + k and x1[k] = 10 k + t are
// written first; r0.x = t, r0.y = 3 - t for the 4 threads.
// Values: tb/limits/gen_limits.py's arithmetic.
cs_5_0
dcl_input vThreadIDInGroupFlattened
dcl_temps 3
dcl_indexableTemp x0[4], 1
dcl_indexableTemp x1[5], 1
dcl_thread_group 4, 1, 1
mov r0.x, vThreadIDInGroupFlattened.x
iadd r0.y, -r0.x, l(3)
mov x0[0].x, l(100)
mov x0[1].x, l(101)
mov x0[2].x, l(102)
mov x0[3].x, l(103)
iadd x1[0].x, r0.x, l(0)
iadd x1[1].x, r0.x, l(10)
iadd x1[2].x, r0.x, l(20)
iadd x1[3].x, r0.x, l(30)
iadd x1[4].x, r0.x, l(40)
mov x0[r0.y + 0].x, x1[r0.x + 0].x
mov r1.x, x0[r0.y + 0].x
iadd r1.y, x1[r0.x + 2].x, x0[r0.y + 1].x
ret
//! expect r1.x lane 0 == 0
//! expect r1.y lane 0 == 20
//! expect r1.x lane 1 == 11
//! expect r1.y lane 1 == 134
//! expect r1.x lane 2 == 22
//! expect r1.y lane 2 == 144
//! expect r1.x lane 3 == 33
//! expect r1.y lane 3 == 101

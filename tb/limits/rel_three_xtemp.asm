// Three relatively indexed x# operands in one instruction: x0[r0.x] <- x1[r0.y] +
// x2[r0.x], with x1[k] = 10 k + t and x2[k] = 100 k written first; r0.x = t,
// r0.y = 3 - t for the 4 threads. Values: tb/limits/gen_limits.py's arithmetic.
cs_5_0
dcl_input vThreadIDInGroupFlattened
dcl_temps 3
dcl_indexableTemp x0[4], 1
dcl_indexableTemp x1[4], 1
dcl_indexableTemp x2[4], 1
dcl_thread_group 4, 1, 1
mov r0.x, vThreadIDInGroupFlattened.x
iadd r0.y, -r0.x, l(3)
iadd x1[0].x, r0.x, l(0)
mov x2[0].x, l(0)
iadd x1[1].x, r0.x, l(10)
mov x2[1].x, l(100)
iadd x1[2].x, r0.x, l(20)
mov x2[2].x, l(200)
iadd x1[3].x, r0.x, l(30)
mov x2[3].x, l(300)
iadd x0[r0.x + 0].x, x1[r0.y + 0].x, x2[r0.x + 0].x
mov r1.x, x0[r0.x + 0].x
ret
//! expect r1.x lane 0 == 30
//! expect r1.x lane 1 == 121
//! expect r1.x lane 2 == 212
//! expect r1.x lane 3 == 303

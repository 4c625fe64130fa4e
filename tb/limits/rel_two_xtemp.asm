// Two relatively indexed x# operands in one instruction: x0[r0.y] <- x1[r0.x], with
// x1[k] = 10 k + t written first; r0.x = t, r0.y = 3 - t for the 4 threads.
// Values: tb/limits/gen_limits.py's arithmetic.
cs_5_0
dcl_input vThreadIDInGroupFlattened
dcl_temps 3
dcl_indexableTemp x0[4], 1
dcl_indexableTemp x1[4], 1
dcl_thread_group 4, 1, 1
mov r0.x, vThreadIDInGroupFlattened.x
iadd r0.y, -r0.x, l(3)
iadd x1[0].x, r0.x, l(0)
iadd x1[1].x, r0.x, l(10)
iadd x1[2].x, r0.x, l(20)
iadd x1[3].x, r0.x, l(30)
mov x0[r0.y + 0].x, x1[r0.x + 0].x
mov r1.x, x0[r0.y + 0].x
ret
//! expect r1.x lane 0 == 0
//! expect r1.x lane 1 == 11
//! expect r1.x lane 2 == 22
//! expect r1.x lane 3 == 33

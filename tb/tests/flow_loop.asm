// A loop with a data-dependent trip count (thread t runs t iterations), breakc_nz to
// leave it and continuec_z to skip even i: r1.x = sum of the odd i in 1..t, r1.y = t.
cs_5_0
dcl_input vThreadID.x
dcl_temps 3
dcl_thread_group 8, 1, 1
mov r0.x, vThreadID.x
mov r1.xy, l(0, 0, 0, 0)
mov r2.x, l(0)
loop
  uge r2.y, r2.x, r0.x
  breakc_nz r2.y
  iadd r2.x, r2.x, l(1)
  iadd r1.y, r1.y, l(1)
  and r2.z, r2.x, l(1)
  continuec_z r2.z
  iadd r1.x, r1.x, r2.x
endloop
ret
//! expect r1.x lane 0 == 0
//! expect r1.x lane 1 == 1
//! expect r1.x lane 2 == 1
//! expect r1.x lane 3 == 4
//! expect r1.x lane 4 == 4
//! expect r1.x lane 5 == 9
//! expect r1.x lane 6 == 9
//! expect r1.x lane 7 == 16
//! expect r1.y lane 0 == 0
//! expect r1.y lane 5 == 5
//! expect r1.y lane 7 == 7

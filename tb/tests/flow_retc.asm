// retc_nz in divergent lanes inside a loop: odd threads return in the first iteration
// and stay off (they never reach the code after the loop); even threads loop three
// times. A retc_z at the top level then returns thread 0 early.
cs_5_0
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 8, 1, 1
mov r0.x, vThreadID.x
mov r1.x, l(1)
and r0.y, r0.x, l(1)
loop
  retc_nz r0.y
  iadd r1.x, r1.x, l(1)
  uge r0.z, r1.x, l(4)
  breakc_nz r0.z
endloop
mov r1.y, l(7)
retc_z r0.x
mov r1.z, l(5)
ret
//! expect r1.x lane 1 == 1
//! expect r1.x lane 7 == 1
//! expect r1.x lane 0 == 4
//! expect r1.x lane 6 == 4
//! expect r1.y lane 1 == 0
//! expect r1.y lane 0 == 7
//! expect r1.y lane 2 == 7
//! expect r1.z lane 0 == 0
//! expect r1.z lane 2 == 5
//! expect r1.z lane 3 == 0

// Nested if/else with divergent lanes (SPEC 13): each of 8 threads takes its own path
// by bits 0 and 1 of its id; values worked by hand.
cs_5_0
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 8, 1, 1
mov r0.x, vThreadID.x
and r0.y, r0.x, l(1)
and r0.z, r0.x, l(2)
mov r1.x, l(0)
if_nz r0.y
  if_nz r0.z
    mov r1.x, l(3)
  else
    mov r1.x, l(1)
  endif
else
  if_z r0.z
    mov r1.x, l(10)
  endif
  iadd r1.x, r1.x, l(100)
endif
mov r1.y, l(9)
ret
// odd threads: bit 1 set -> 3, else 1; even: bit 1 clear -> 10 + 100, set -> 0 + 100
//! expect r1.x lane 0 == 110
//! expect r1.x lane 1 == 1
//! expect r1.x lane 2 == 100
//! expect r1.x lane 3 == 3
//! expect r1.x lane 4 == 110
//! expect r1.x lane 5 == 1
//! expect r1.x lane 6 == 100
//! expect r1.x lane 7 == 3
//! expect r1.y == 9

// Nested loops, a switch inside a loop whose case continues the loop, and an inner loop
// left by two different breakc: r1.x = 105 + 3000 * min(t, 2) for thread t (i = 1: +1,
// i = 2: continue, i = 3: +100, i = 4: +4; the inner loop adds 1000 per j < min(t, 2)
// for i = 1, 3, 4).
cs_5_0
dcl_input vThreadID.x
dcl_temps 3
dcl_thread_group 4, 1, 1
mov r0.x, vThreadID.x
mov r1.x, l(0)
mov r2.x, l(0)
loop
  uge r2.y, r2.x, l(4)
  breakc_nz r2.y
  iadd r2.x, r2.x, l(1)
  switch r2.x
    case l(2)
      continue
    case l(3)
      iadd r1.x, r1.x, l(100)
      break
    default
      iadd r1.x, r1.x, r2.x
      break
  endswitch
  mov r2.z, l(0)
  loop
    uge r2.w, r2.z, r0.x
    breakc_nz r2.w
    ieq r2.w, r2.z, l(2)
    breakc_nz r2.w
    iadd r1.x, r1.x, l(1000)
    iadd r2.z, r2.z, l(1)
  endloop
endloop
ret
//! expect r1.x lane 0 == 105
//! expect r1.x lane 1 == 3105
//! expect r1.x lane 2 == 6105
//! expect r1.x lane 3 == 6105

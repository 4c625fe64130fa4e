// switch with grouped labels (case 0, case 1), a case body ending in if/else where both
// paths break, default grouped with case 6 and placed before case 5 (a lane with 5
// must still reach case 5), and a case ending in ret.
cs_5_0
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 8, 1, 1
mov r0.x, vThreadID.x
switch r0.x
  case l(0)
  case l(1)
    mov r1.x, l(10)
    break
  case l(2)
    if_nz r0.x
      mov r1.x, l(20)
      break
    else
      mov r1.x, l(21)
      break
    endif
  default
  case l(6)
    mov r1.x, l(60)
    break
  case l(5)
    mov r1.x, l(50)
    ret
endswitch
mov r1.y, l(1)
ret
//! expect r1.x lane 0 == 10
//! expect r1.x lane 1 == 10
//! expect r1.x lane 2 == 20
//! expect r1.x lane 3 == 60
//! expect r1.x lane 4 == 60
//! expect r1.x lane 5 == 50
//! expect r1.x lane 6 == 60
//! expect r1.x lane 7 == 60
//! expect r1.y lane 0 == 1
//! expect r1.y lane 4 == 1
//! expect r1.y lane 5 == 0
//! expect r1.y lane 7 == 1

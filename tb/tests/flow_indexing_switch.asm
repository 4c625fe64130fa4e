// Switch selectors read through an index: an outer switch on cb0[r0.x] and, inside its
// first case, an inner switch on icb[r0.y]. Each switch keeps its selector in a scratch
// register of its own, which its case labels compare again for the lanes still pending
// (the outer case l(6) for thread 1, after the inner switch ran). Worked by hand: r0.x = t,
// r0.y = 3 - t; cb0[t].x = 5, 6, 5, 7; icb[k].x = 1, 1, 2, 2.
//   t0: outer 5 -> inner icb[3] = 2: r1.y = 200, r1.x = 50
//   t1: outer 6: r1.x = 1        t2: outer 5 -> inner icb[1] = 1: r1.y = 100, r1.x = 50
//   t3: outer 7 -> default: r1.x = 70
cs_5_0
dcl_immediateConstantBuffer { { 1, 0, 0, 0},
                              { 1, 0, 0, 0},
                              { 2, 0, 0, 0},
                              { 2, 0, 0, 0} }
dcl_constantbuffer CB0[4], dynamicIndexed
dcl_input vThreadID.x
dcl_temps 3
dcl_thread_group 4, 1, 1
//! cb cb0[0] 5 0 0 0  6 0 0 0  5 0 0 0  7 0 0 0
mov r0.x, vThreadID.x
iadd r0.y, -r0.x, l(3)
mov r1.xy, l(0, 0, 0, 0)
switch cb0[r0.x + 0].x
  case l(5)
    switch icb[r0.y + 0].x
      case l(1)
        mov r1.y, l(100)
        break
      case l(2)
        mov r1.y, l(200)
        break
    endswitch
    mov r1.x, l(50)
    break
  case l(6)
    iadd r1.x, r1.x, l(1)
    break
  default
    mov r1.x, l(70)
    break
endswitch
ret
//! expect r1.x lane 0 == 50
//! expect r1.x lane 1 == 1
//! expect r1.x lane 2 == 50
//! expect r1.x lane 3 == 70
//! expect r1.y lane 0 == 200
//! expect r1.y lane 1 == 0
//! expect r1.y lane 2 == 100
//! expect r1.y lane 3 == 0

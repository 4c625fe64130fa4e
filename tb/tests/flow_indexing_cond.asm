// Conditions read through an index or from the icb: if_nz on cb0[r + n] per lane (one
// index past the declared end: P-31 reads 0, not taken), if_z on icb[2] (a constant
// index into the icb's region), and a loop whose breakc_nz reads x0[r2.x] (x0[k] = all
// ones when k == t, so thread t leaves after t iterations). Worked by hand:
// cb0[k].x = 1, 0, 1, 0; r0.x = t.
cs_5_0
dcl_immediateConstantBuffer { { 0, 1, 0, 0},
                              { 1, 0, 0, 0},
                              { 0, 0, 0, 0},
                              { 5, 0, 0, 0} }
dcl_constantbuffer CB0[4], dynamicIndexed
dcl_input vThreadID.x
dcl_temps 3
dcl_indexableTemp x0[4], 1
dcl_thread_group 4, 1, 1
//! cb cb0[0] 1 0 0 0  0 0 0 0  1 0 0 0  0 0 0 0
mov r0.x, vThreadID.x
mov r1.xyzw, l(0, 0, 0, 0)
if_nz cb0[r0.x + 0].x
  mov r1.x, l(10)
else
  mov r1.x, l(20)
endif
if_z icb[2].x
  mov r1.y, l(7)
endif
if_nz cb0[r0.x + 2].x
  mov r1.z, l(1)
else
  mov r1.z, l(2)
endif
ieq x0[0].x, r0.x, l(0)
ieq x0[1].x, r0.x, l(1)
ieq x0[2].x, r0.x, l(2)
ieq x0[3].x, r0.x, l(3)
mov r2.x, l(0)
loop
  breakc_nz x0[r2.x + 0].x
  iadd r2.x, r2.x, l(1)
  uge r2.z, r2.x, l(8)
  breakc_nz r2.z
endloop
ret
//! expect r1.x lane 0 == 10
//! expect r1.x lane 1 == 20
//! expect r1.x lane 2 == 10
//! expect r1.x lane 3 == 20
//! expect r1.y == 7
//! expect r1.z lane 0 == 1
//! expect r1.z lane 1 == 2
//! expect r1.z lane 2 == 2
//! expect r1.z lane 3 == 2
//! expect r2.x lane 0 == 0
//! expect r2.x lane 1 == 1
//! expect r2.x lane 2 == 2
//! expect r2.x lane 3 == 3

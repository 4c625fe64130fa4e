// Long dependent ALU chain (1000 ops + ret) for the pipeline and for speed figures:
// 200 x { r0.x += 3; r1.x = utof(r0.x); r2.x = ftoi(r1.x); r3.x = (r2.x == r0.x);
// r4.x &= r3.x }. By hand: r0.x = 600, r1.x = 600.0 = 0x44160000 (1.171875 * 2^9),
// r2.x = 600, r3.x = r4.x = 0xffffffff (every round compares equal).
// Generated once by a 10-line script (the loop above); edit the loop, not the lines.
cs_5_0
dcl_temps 5
dcl_thread_group 32, 1, 1
mov r4.x, l(0xffffffff)
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
iadd r0.x, r0.x, l(3)
utof r1.x, r0.x
ftoi r2.x, r1.x
ieq r3.x, r2.x, r0.x
and r4.x, r4.x, r3.x
ret
//! expect r0.x == 600
//! expect r1.x == 0x44160000
//! expect r2.x == 600
//! expect r3.x == 0xffffffff
//! expect r4.x == 0xffffffff

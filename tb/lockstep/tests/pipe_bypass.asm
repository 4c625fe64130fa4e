// Latency-aware pipeline (docs/architecture.md): a consumer of a latency-L producer at
// dispatch distance L (EX1 bypass from the write-back bus), L+1 (RD bypass), L+2 (RD
// bypass from last cycle's write: the RAM read met the write) and L+3 (RAM), for the
// ALU (L=1) and the CVT pipe (L=2); component-granular RAW (reading r4.y while r4.x is
// in flight does not wait; r4.w does); a CVT then an independent ALU op wanting the same
// write-back slot; an ALU op writing a component a CVT op writes just before (WAW);
// two-destination uaddc/usubb (two slots, back to back, null
// destinations, a consumer of the second destination); a store whose address was
// computed the cycle before; a load under a stream of ALU ops (the memory result waits
// for a free slot) and its consumer. Values by hand (SPEC 5, 7, 10, 6).
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 12
dcl_thread_group 32, 1, 1
//! fill u0 64 0
// ALU producer, consumers at distances 1, 2, 3, 4
mov r0.xyzw, l(1, 2, 3, 4)
iadd r1.x, r0.x, l(10)
iadd r1.y, r0.y, l(10)
iadd r1.z, r0.z, l(10)
iadd r1.w, r0.w, l(10)
// CVT producer: the first consumer waits one cycle, then distances 3, 4, 5
utof r2.xyzw, l(1, 2, 3, 4)
mov r3.x, r2.x
mov r3.y, r2.y
mov r3.z, r2.z
mov r3.w, r2.w
// per component: r4.y is not in flight (no wait), r4.w is (one cycle)
utof r4.x, l(5)
iadd r5.x, r4.y, l(7)
utof r4.w, l(6)
mov r5.w, r4.w
// a CVT result and an ALU result would share a write-back slot: the ALU op waits
ftoi r6.z, l(2.5)
mov r6.w, l(9)
// write after write: the ALU op may not write r5.y before the CVT op does
utof r5.y, l(7)
mov r5.y, l(8)
// two destinations: two slots each; the second op waits for its first slot
uaddc r7.x, r7.y, l(0xffffffff), l(2)
usubb r7.z, r7.w, l(1), l(2)
iadd r6.x, r7.y, l(100)
uaddc null, r5.z, l(0x80000000), l(0x80000000)
usubb r6.y, null, l(9), l(4)
// a store whose address was computed the cycle before, a load of it under ALU traffic
ishl r4.y, vThreadID.x, l(2)
store_raw u0.x, r4.y, r3.x
ld_raw r4.z, r4.y, u0.xxxx
mov r8.xyzw, l(21, 22, 23, 24)
mov r9.xyzw, l(31, 32, 33, 34)
mov r10.xyzw, l(41, 42, 43, 44)
mov r11.xyzw, l(51, 52, 53, 54)
mov r8.x, l(25)
mov r9.x, l(35)
mov r10.x, l(45)
mov r11.x, l(55)
iadd r9.y, r4.z, l(1)
ret
//! expect r1.x == 11
//! expect r1.y == 12
//! expect r1.z == 13
//! expect r1.w == 14
//! expect r3.x == 0x3f800000
//! expect r3.y == 0x40000000
//! expect r3.z == 0x40400000
//! expect r3.w == 0x40800000
//! expect r4.x == 0x40a00000
//! expect r5.x == 7
//! expect r4.w == 0x40c00000
//! expect r5.w == 0x40c00000
//! expect r6.z == 2
//! expect r6.w == 9
//! expect r5.y == 8
//! expect r7.x == 1
//! expect r7.y == 1
//! expect r7.z == 0xffffffff
//! expect r7.w == 1
//! expect r6.x == 101
//! expect r5.z == 1
//! expect r6.y == 5
//! expect r4.y lane 3 == 12
//! expect r4.y lane 31 == 124
//! expect r4.z == 0x3f800000
//! expect u0[0] == 0x3f800000
//! expect r8.x == 25
//! expect r8.w == 24
//! expect r11.x == 55
//! expect r11.y == 52
//! expect r9.y == 0x3f800001

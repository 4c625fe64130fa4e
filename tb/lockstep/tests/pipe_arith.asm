// The SPEC 10 pipes in the latency-aware pipeline (docs/architecture.md, latency table):
// FMA (L 5) consumers at distances 5..8 (EX1, RD, read-during-write, RAM), a dependent
// mad chain; DP (L 17) consumers, an FMA op meeting a dp4 chain step (unit_busy);
// IMUL (L 4 + one per further component) with two destinations, null, dependent
// consumers at 1..4 components, back-to-back IMUL ops (unit_busy while it is fed); DIV
// (iterative, pending bits): a dependent add, udiv with two destinations and b = 0, a
// sqrt behind it (unit_busy), a lane-dependent udiv (lane 0 is an early-out, the other
// lanes take 9 cycles: the wave takes the longest), a held divider result behind ALU
// writes, WAW on a pending divider result. Values by hand (SPEC 10 and 1; f32 as hex).
cs_5_0
dcl_input vThreadID.x
dcl_temps 20
dcl_thread_group 8, 1, 1
// ---- FMA: 1, 2, 3, 4 + 0.5 = 1.5, 2.5, 3.5, 4.5; then * 2 at distances 5, 6, 7, 8
mov r0.xyzw, l(0x3f800000, 0x40000000, 0x40400000, 0x40800000)
add r1.xyzw, r0.xyzw, l(0x3f000000, 0x3f000000, 0x3f000000, 0x3f000000)
mul r2.x, r1.x, l(0x40000000)
mul r2.y, r1.y, l(0x40000000)
mul r2.z, r1.z, l(0x40000000)
mul r2.w, r1.w, l(0x40000000)
//! expect r1.x == 0x3fc00000
//! expect r1.w == 0x40900000
//! expect r2.x == 0x40400000
//! expect r2.y == 0x40a00000
//! expect r2.z == 0x40e00000
//! expect r2.w == 0x41100000
// fused chain: 3 * 5 + 7 = 22 (0x41b00000); then 22 * 0.5 + 1 = 12 (0x41400000);
// _sat and a negated source: sat(-(12) * 1 + 0.5) = 0
mad r3.x, r2.x, r2.y, r2.z
mad r3.y, r3.x, l(0x3f000000), l(0x3f800000)
mad_sat r3.z, -r3.y, l(0x3f800000), l(0x3f000000)
//! expect r3.x == 0x41b00000
//! expect r3.y == 0x41400000
//! expect r3.z == 0
// an FMA op dispatched FMA_STAGES (4) after a dp4 would meet its step on unit y:
// unit_busy (the three FMA ops between are at distances 1..3: no step meets them)
dp4 r5.x, r0.xyzw, l(0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000)
add r6.x, r0.x, r0.x
add r6.y, r0.y, r0.y
add r6.z, r0.z, r0.z
add r5.y, r0.x, r0.w
//! expect r5.x == 0x41200000
//! expect r5.y == 0x40a00000
//! expect r6.x == 0x40000000
//! expect r6.z == 0x40c00000
// ---- DP: dp4(r0, r0) = 1 + 4 + 9 + 16 = 30 (0x41f00000), dp2 = 5 (0x40a00000),
// dp3 = 14 (0x41600000); their sum 35 (0x420c0000) waits for both
dp4 r4.x, r0.xyzw, r0.xyzw
dp2 r4.y, r0.xyzw, r0.xyzw
dp3 r4.z, r0.xyzw, r0.xyzw
add r4.w, r4.x, r4.y
//! expect r4.x == 0x41f00000
//! expect r4.y == 0x40a00000
//! expect r4.z == 0x41600000
//! expect r4.w == 0x420c0000
// ---- IMUL: -2 * 5 = -10 (hi 0xffffffff, lo 0xfffffff6); 3 * -2^31 = 0xfffffffe_80000000
imul r7.xy, r8.xy, l(-2, 3, 0, 0), l(5, 0x80000000, 0, 0)
// four components, high words only: 0xffffffff*2, 2*3, 2^16*2^16, 7*9
umul r9.xyzw, null, l(0xffffffff, 2, 0x10000, 7), l(2, 3, 0x10000, 9)
iadd r9.x, r9.x, r9.z
// imad on the imul's high words: -2 * 2 + 1 = -3, -1 * 2 + 1 = -1
imad r10.xy, r7.yxxx, l(2, 2, 0, 0), l(1, 1, 0, 0)
// msad: |1-1| + |2-1| + |3-1| + |4-1| = 6, + 5
msad r10.z, l(0x01020304), l(0x01010101), l(5)
//! expect r7.x == 0xffffffff
//! expect r8.x == 0xfffffff6
//! expect r7.y == 0xfffffffe
//! expect r8.y == 0x80000000
//! expect r9.x == 2
//! expect r9.y == 0
//! expect r9.z == 1
//! expect r9.w == 0
//! expect r10.x == 0xfffffffd
//! expect r10.y == 0xffffffff
//! expect r10.z == 11
// two and three components (latencies 5 and 6), low words only, each with a consumer
imul null, r17.xy, l(3, 4, 0, 0), l(5, 6, 0, 0)
iadd r17.z, r17.y, l(1)
umul null, r18.xyz, l(2, 3, 4, 0), l(10, 10, 10, 0)
iadd r18.w, r18.z, l(2)
//! expect r17.x == 15
//! expect r17.z == 25
//! expect r18.x == 20
//! expect r18.w == 42
// ---- DIV: 1 / 4 = 0.25, 6 / 3 = 2; their sum 2.25 waits for the write
div r11.xy, l(0x3f800000, 0x40c00000, 0, 0), l(0x40800000, 0x40400000, 0, 0)
add r11.z, r11.x, r11.y
//! expect r11.x == 0x3e800000
//! expect r11.y == 0x40000000
//! expect r11.z == 0x40100000
// udiv: 7 / 2 = 3 r 1; 100 / 0 = 0xffffffff, 0xffffffff; the sqrt behind it waits
udiv r12.xy, r13.xy, l(7, 100, 0, 0), l(2, 0, 0, 0)
sqrt r14.x, l(0x41800000)
//! expect r12.x == 3
//! expect r13.x == 1
//! expect r12.y == 0xffffffff
//! expect r13.y == 0xffffffff
//! expect r14.x == 0x40800000
// lane l: l / 3 (lane 0 divides 0: one cycle; lanes 1..7: one byte, 9 cycles), the
// remainder to r15.z; ALU writes behind it keep the bus busy while its result waits
udiv r15.x, r15.z, vThreadID.xxxx, l(3, 3, 3, 3)
iadd r16.x, r16.x, l(1)
iadd r16.y, r16.y, l(1)
iadd r16.z, r16.z, l(1)
iadd r16.w, r16.w, l(1)
// WAW on the pending quotient: written after it
mov r15.x, l(9)
iadd r15.y, r15.z, l(100)
//! expect r15.x == 9
//! expect r15.z lane 0 == 0
//! expect r15.z lane 1 == 1
//! expect r15.z lane 2 == 2
//! expect r15.z lane 3 == 0
//! expect r15.z lane 7 == 1
//! expect r15.y lane 5 == 102
//! expect r16.w == 1
ret

// Every rounding outcome of SPEC 10 per op (exact, down, up, tie to even kept, tie to
// even incremented), both sides of the flush threshold (P-15), overflow, cancellation,
// the dp special cases and the `null` forms of every two-destination op. Each value is
// worked by hand (the comment) and was re-checked with exact rational arithmetic in
// Python (fractions.Fraction, round to 24 bits); none comes from the model.
cs_5_0
dcl_temps 40
// add: 1 + 2^-25 is below half an ULP: down to 1; 1 + 1.5*2^-24 above half: up
add r0.x, l(1.0), l(0x33000000)
add r0.y, l(1.0), l(0x33c00000)
//! expect r0.x == 0x3f800000
//! expect r0.y == 0x3f800001
// mul: (11184811*2^-25)*3 = 1 + 2^-25: down; (1.5+2^-23)^2 = 2.25 + 1.5*2^-22 + 2^-46: up;
// (1+2^-12)^2 = 1 + 2^-11 + 2^-24: tie, even kept; (1+2^-23)*1.5 = 1.5 + 1.5*2^-23: tie,
// incremented to the even 1.5 + 2^-22; 2^127 * 2 overflows
mul r1.xyzw, l(0x3eaaaaab, 0x3fc00001, 0x3f800800, 0x3f800001), l(3.0, 0x3fc00001, 0x3f800800, 1.5)
mul r2.x, l(0x7f000000), l(2.0)
//! expect r1.x == 0x3f800000
//! expect r1.y == 0x40100002
//! expect r1.z == 0x3f801000
//! expect r1.w == 0x3fc00002
//! expect r2.x == 0x7f800000
// mad with an addend: 1 + 2^-25 + 1 down to 2; 2.25 + 1.5*2^-22 + 2^-46 + 1 up to 3.25 + 2^-21;
// ties through the product path (c = +0); 2^-126(1+2^-23) - 2^-126 = 2^-149 flushes;
// (1-2^-23) * 2^-126(1+2^-23) rounds up to 2^-126 and stays; 2*FLT_MAX + 1 overflows
mad r3.xyzw, l(0x3eaaaaab, 0x3fc00001, 0x3f800800, 0x3f800001), l(3.0, 0x3fc00001, 0x3f800800, 1.5), l(1.0, 1.0, 0, 0)
mad r4.xyz, l(0x00800001, 0x3f7ffffe, 0x7f7fffff, 0), l(1.0, 0x00800001, 2.0, 0), l(0x80800000, 0, 1.0, 0)
//! expect r3.x == 0x40000000
//! expect r3.y == 0x40500002
//! expect r3.z == 0x3f801000
//! expect r3.w == 0x3fc00002
//! expect r4.x == 0x00000000
//! expect r4.y == 0x00800000
//! expect r4.z == 0x7f800000
// div: 1/(1+2^-23) = 1 - 2^-23 + 2^-46 - ...: down to 0x3f7ffffe
div r5.x, l(1.0), l(0x3f800001)
//! expect r5.x == 0x3f7ffffe
// sqrt(5) = 2.2360679775: the midpoint of 0x400f1bbc and 0x400f1bbd squares to less than
// 5, so up to 0x400f1bbd
sqrt r5.y, l(5.0)
//! expect r5.y == 0x400f1bbd
// frc: -0.75*2^-24 -> 1 - 0.75*2^-24 rounds down to 0x3f7fffff; -1.5*2^-24 -> tie between
// 0x3f7ffffe (even, kept) and 0x3f7fffff
frc r5.zw, l(0, 0, 0xb3400000, 0xb3c00000)
//! expect r5.z == 0x3f7fffff
//! expect r5.w == 0x3f7ffffe
// round_ne 1.25 -> 1 (down), 1.75 -> 2 (up); exact integers for the other modes
round_ne r6.xy, l(1.25, 1.75, 0, 0)
round_ni r6.z, l(2.0)
round_pi r6.w, l(-3.0)
round_z r7.x, l(5.0)
//! expect r6.x == 0x3f800000
//! expect r6.y == 0x40000000
//! expect r6.z == 0x40000000
//! expect r6.w == 0xc0400000
//! expect r7.x == 0x40a00000
// dp2, one instruction per outcome: down, up, tie kept, tie incremented, rounds up to
// 2^-126, overflow, cancellation, a NaN operand
dp2 r8.x, l(0x3eaaaaab, 0, 0, 0), l(3.0, 0, 0, 0)
dp2 r8.y, l(0x3fc00001, 0, 0, 0), l(0x3fc00001, 0, 0, 0)
dp2 r8.z, l(0x3f800800, 0, 0, 0), l(0x3f800800, 0, 0, 0)
dp2 r8.w, l(0x3f800001, 0, 0, 0), l(1.5, 0, 0, 0)
dp2 r9.x, l(0x3f7ffffe, 0, 0, 0), l(0x00800001, 0, 0, 0)
dp2 r9.y, l(0x7f7fffff, 0x7f7fffff, 0, 0), l(1.0, 1.0, 0, 0)
dp2 r9.z, l(1.0, 1.0, 0, 0), l(1.0, -1.0, 0, 0)
dp2 r9.w, l(0x7fc00000, 0, 0, 0), l(1.0, 0, 0, 0)
//! expect r8.x == 0x3f800000
//! expect r8.y == 0x40100002
//! expect r8.z == 0x3f801000
//! expect r8.w == 0x3fc00002
//! expect r9.x == 0x00800000
//! expect r9.y == 0x7f800000
//! expect r9.z == 0x00000000
//! expect r9.w == nan
// P-18: step 1 rounds 1/3*3 down to 1, step 2: 1 + 2^-24 ties to 1. The exact sum
// 1 + 2^-25 + 2^-24 would round to 0x3f800001.
dp2 r10.x, l(0x3eaaaaab, 1.0, 0, 0), l(3.0, 0x33800000, 0, 0)
//! expect r10.x == 0x3f800000
// dp3: up, tie kept, tie incremented, 2^-64*2^-63 flushes, overflow, NaN in, INF*0,
// INF - INF across steps, _sat
dp3 r11.x, l(0x3fc00001, 0, 0, 0), l(0x3fc00001, 0, 0, 0)
dp3 r11.y, l(0x3f800800, 0, 0, 0), l(0x3f800800, 0, 0, 0)
dp3 r11.z, l(0x3f800001, 0, 0, 0), l(1.5, 0, 0, 0)
dp3 r11.w, l(0x1f800000, 0, 0, 0), l(0x20000000, 0, 0, 0)
dp3 r12.x, l(0x7f7fffff, 0x7f7fffff, 0, 0), l(1.0, 1.0, 0, 0)
dp3 r12.y, l(0, 0, 0x7fc00000, 0), l(0, 0, 1.0, 0)
dp3 r12.z, l(0x7f800000, 0, 0, 0), l(0, 0, 0, 0)
dp3 r12.w, l(0x7f800000, 0xff800000, 0, 0), l(1.0, 1.0, 0, 0)
dp3_sat r13.x, l(1.0, 1.0, 1.0, 0), l(1.0, 1.0, 1.0, 0)
//! expect r11.x == 0x40100002
//! expect r11.y == 0x3f801000
//! expect r11.z == 0x3fc00002
//! expect r11.w == 0x00000000
//! expect r12.x == 0x7f800000
//! expect r12.y == nan
//! expect r12.z == nan
//! expect r12.w == nan
//! expect r13.x == 0x3f800000
// dp4: down, up, tie kept, tie incremented, flush, overflow, cancellation, NaN in, INF*0,
// INF - INF, _sat, a rounded step the chain continues from (as r10.x, in step 3)
dp4 r14.x, l(0x3eaaaaab, 0, 0, 0), l(3.0, 0, 0, 0)
dp4 r14.y, l(0x3fc00001, 0, 0, 0), l(0x3fc00001, 0, 0, 0)
dp4 r14.z, l(0x3f800800, 0, 0, 0), l(0x3f800800, 0, 0, 0)
dp4 r14.w, l(0x3f800001, 0, 0, 0), l(1.5, 0, 0, 0)
dp4 r15.x, l(0x1f800000, 0, 0, 0), l(0x20000000, 0, 0, 0)
dp4 r15.y, l(0x7f7fffff, 0, 0, 0x7f7fffff), l(1.0, 0, 0, 1.0)
dp4 r15.z, l(1.0, 2.0, -2.0, -1.0), l(1.0, 1.0, 1.0, 1.0)
dp4 r15.w, l(0, 0, 0, 0x7fc00000), l(0, 0, 0, 1.0)
dp4 r16.x, l(0, 0, 0, 0), l(0, 0x7f800000, 0, 0)
dp4 r16.y, l(0x7f800000, 0, 0, 0xff800000), l(1.0, 0, 0, 1.0)
dp4_sat r16.z, l(-1.0, 0, 0, 0), l(1.0, 0, 0, 0)
dp4 r16.w, l(0, 0x3eaaaaab, 1.0, 0), l(0, 3.0, 0x33800000, 0)
//! expect r14.x == 0x3f800000
//! expect r14.y == 0x40100002
//! expect r14.z == 0x3f801000
//! expect r14.w == 0x3fc00002
//! expect r15.x == 0x00000000
//! expect r15.y == 0x7f800000
//! expect r15.z == 0x00000000
//! expect r15.w == nan
//! expect r16.x == nan
//! expect r16.y == nan
//! expect r16.z == 0x00000000
//! expect r16.w == 0x3f800000
// integer: imad wraps (2^16 * 2^16 + 5 = 2^32 + 5 -> 5) and goes negative (-2*3 + 1 = -5);
// udiv with remainder 0
imad r17.xy, l(0x10000, -2, 0, 0), l(0x10000, 3, 0, 0), l(5, 1, 0, 0)
udiv r17.z, r17.w, l(6), l(3)
//! expect r17.x == 5
//! expect r17.y == 0xfffffffb
//! expect r17.z == 2
//! expect r17.w == 0
// null as either destination of each two-destination op
imul r18.x, null, l(0x10000), l(0x10000)
umul null, r18.y, l(3), l(5)
uaddc null, r18.z, l(0xffffffff), l(1)
uaddc r18.w, null, l(0xffffffff), l(2)
usubb null, r19.x, l(0), l(1)
usubb r19.y, null, l(0), l(1)
//! expect r18.x == 1
//! expect r18.y == 15
//! expect r18.z == 1
//! expect r18.w == 1
//! expect r19.x == 1
//! expect r19.y == 0xffffffff
ret

// The SFU pipe (PIPE_SFU, SPEC 11) in the latency-aware pipeline: a dependent chain
// SFU -> FMA -> SFU -> SFU -> FMA -> SFU -> CVT -> ALU (every hop at its dependent-issue
// distance), a lane-dependent exp/log round trip (each lane group through the unit at its
// own cycle), sincos with both destinations consumed by one mad, sincos with dst null
// (the write of dst2 only), _sat and source modifiers, back-to-back SFU ops (unit_busy),
// WAW on a pending SFU result, an ALU op dispatched while the SFU works, an SFU result
// waiting behind a divider result. Every value is an exact case of SPEC 11 / P-24 worked
// by hand (f32 as hex): rcp and rsq of powers of two, exp of integers, log of powers of
// two, sin/cos of +-0.
cs_5_0
dcl_input vThreadID.x
dcl_temps 12
dcl_thread_group 8, 1, 1
// ---- chain: rcp(4) = 0.25; + 0.75 = 1; rsq(1) = 1; exp(1) = 2; 2 * 2 = 4; log(4) = 2;
// ftoi 2; 2 - 2 = 0
rcp r0.x, l(0x40800000)
add r0.y, r0.x, l(0x3f400000)
rsq r0.z, r0.y
exp r0.w, r0.z
mul r1.x, r0.w, r0.w
log r1.y, r1.x
ftoi r1.z, r1.y
iadd r1.w, r1.z, l(-2)
//! expect r0.x == 0x3e800000
//! expect r0.y == 0x3f800000
//! expect r0.z == 0x3f800000
//! expect r0.w == 0x40000000
//! expect r1.x == 0x40800000
//! expect r1.y == 0x40000000
//! expect r1.z == 2
//! expect r1.w == 0
// ---- per lane: x = lane; exp(x) = 2^x; log(2^x) = x; ftou x
utof r2.x, vThreadID.x
exp r2.y, r2.x
log r2.z, r2.y
ftou r2.w, r2.z
//! expect r2.y lane 0 == 0x3f800000
//! expect r2.y lane 1 == 0x40000000
//! expect r2.y lane 3 == 0x41000000
//! expect r2.y lane 7 == 0x43000000
//! expect r2.z lane 0 == 0
//! expect r2.z lane 5 == 0x40a00000
//! expect r2.w lane 0 == 0
//! expect r2.w lane 2 == 2
//! expect r2.w lane 6 == 6
//! expect r2.w lane 7 == 7
// ---- sincos, both destinations: sin(0) = 0, cos(0) = 1; 1 * 3 + 0 = 3 (dst and dst2
// both read by the mad); then dst null: cos(-0) = 1 (dst2 written alone); 1 + 1 = 2
itof r3.x, r1.w
sincos r3.y, r3.z, r3.x
mad r3.w, r3.z, l(0x40400000), r3.y
sincos null, r4.x, -r3.x
add r4.y, r4.x, r4.x
//! expect r3.x == 0
//! expect r3.y == 0
//! expect r3.z == 0x3f800000
//! expect r3.w == 0x40400000
//! expect r4.x == 0x3f800000
//! expect r4.y == 0x40000000
// ---- _sat and modifiers: rcp(-2) = -0.5 -> _sat 0; exp(3) = 8 -> _sat 1;
// rsq(|-4|) = 0.5; log(-(-8)) = 3
rcp_sat r5.x, -r1.y
exp_sat r5.y, r3.w
rsq r5.z, |l(0xc0800000)|
log r5.w, -l(0xc1000000)
//! expect r5.x == 0
//! expect r5.y == 0x3f800000
//! expect r5.z == 0x3f000000
//! expect r5.w == 0x40400000
// ---- WAW on a pending SFU result (the mov waits for the rcp's write of r6.x), back to
// back SFU ops (the rsq waits: unit_busy), an independent iadd dispatched while the SFU
// works
rcp r6.xy, l(0x40000000, 0x41000000, 0, 0)
mov r6.x, l(5)
rsq r6.zw, l(0, 0, 0x41800000, 0x3e800000)
iadd r7.x, r1.z, l(40)
//! expect r6.x == 5
//! expect r6.y == 0x3e000000
//! expect r6.z == 0x3e800000
//! expect r6.w == 0x40000000
//! expect r7.x == 42
// ---- the SFU result meets a stream of ALU writes: each mov reserves its slot, so the
// SFU result waits for a free one (and the movs behind it stall wb_mem meanwhile)
exp r9.x, l(0x40800000)
mov r10.x, l(1)
mov r10.y, l(2)
mov r10.z, l(3)
mov r10.w, l(4)
mov r11.x, l(5)
mov r11.y, l(6)
mov r11.z, l(7)
mov r11.w, l(8)
mov r10.x, l(9)
mov r10.y, l(10)
mov r10.z, l(11)
mov r10.w, l(12)
mov r11.x, l(13)
mov r11.y, l(14)
mov r11.z, l(15)
mov r11.w, l(16)
mov r10.x, l(17)
mov r10.y, l(18)
add r9.y, r9.x, l(0x3f800000)
//! expect r9.x == 0x41800000
//! expect r9.y == 0x41880000
//! expect r10.x == 17
//! expect r10.w == 12
//! expect r11.w == 16
// ---- the divider and the SFU at work together: the exp dispatches while the divide
// runs; each writes when its result is ready
div r8.x, l(0x40c00000), l(0x40400000)
exp r8.y, l(0x40400000)
add r8.z, r8.x, r8.y
//! expect r8.x == 0x40000000
//! expect r8.y == 0x41000000
//! expect r8.z == 0x41200000
ret

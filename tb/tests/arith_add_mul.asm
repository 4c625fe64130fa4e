// SPEC 10 add/mul through the whole instruction path: FS 22.10 table rows, modifiers,
// swizzles, write masks, _sat. Expected values are worked by hand from SPEC 10 (each
// comment gives the reasoning); none was printed by the model.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[2], immediateIndexed
dcl_temps 16
//! cb cb0[0] 0x7f800000 0xff800000 0x7fc00000 0x80000000
//! cb cb0[1] 0x3f800000 0x40000000 0x807fffff 0x00000001
// r0 = (1, 2, -denorm, +denorm), r1 = (+INF, -INF, NaN, -0)
mov r0.xyzw, cb0[1].xyzw
mov r1.xyzw, cb0[0].xyzw
// INF + -INF = NaN, -INF + 1 = -INF, NaN + 1 = NaN, -0 + 1 = 1 (x + 0 = x)
add r2.xyzw, r1.xyzw, l(0xff800000, 0x3f800000, 0x3f800000, 0x3f800000)
//! expect r2.x == 0x7fc00000
//! expect r2.y == 0xff800000
//! expect r2.z == 0x7fc00000
//! expect r2.w == 0x3f800000
// zeros: -0 + -0 = -0; -0 + +0 = +0; -denorm + -0 = -0 (flushed); -denorm + +denorm = +0
add r3.xyzw, l(0x80000000, 0x80000000, 0x807fffff, 0x807fffff), l(0x80000000, 0, 0x80000000, 1)
//! expect r3.x == 0x80000000
//! expect r3.y == 0x00000000
//! expect r3.z == 0x80000000
//! expect r3.w == 0x00000000
// subtract with -: 2 - 1 = 1; 1 - 1 = +0 (exact cancellation); -|(-1)| = -1: -1 + 2 = 1
add r4.x, r0.y, -r0.x
add r4.y, r0.x, -r0.x
add r4.z, -|r5.x|, l(2.0)
add r4.w, l(-1.0), -l(-1.0)
//! expect r4.x == 0x3f800000
//! expect r4.y == 0x00000000
//! expect r4.z == 0x40000000
//! expect r4.w == 0x00000000
// swizzle and mask: r5.yw = r0.yx + r0.xy = (3, 3); r5.x stays 0 (register start), r5.z 0
add r5.yw, r0.yyxx, r0.xxyy
//! expect r5.x == 0
//! expect r5.y == 0x40400000
//! expect r5.z == 0
//! expect r5.w == 0x40400000
// rounding: 1 + 2^-24 ties to 1 (even); 1 + 1.5*2^-23 ties up to 1 + 2^-22
add r6.xy, l(1.0, 1.0, 0, 0), l(0x33800000, 0x34400000, 0, 0)
//! expect r6.x == 0x3f800000
//! expect r6.y == 0x3f800002
// P-15: 2^-126(1+2^-23) - 2^-126 = 2^-149 flushes to +0; negated: -0
add r6.z, l(0x00800001), l(0x80800000)
add r6.w, -l(0x00800001), l(0x00800000)
//! expect r6.z == 0x00000000
//! expect r6.w == 0x80000000
// overflow: FLT_MAX + FLT_MAX = INF; _sat: INF -> 1, NaN -> +0, -0 -> +0
add r7.x, l(0x7f7fffff), l(0x7f7fffff)
add_sat r7.y, r1.x, r0.x
add_sat r7.z, r1.z, r0.x
add_sat r7.w, r1.w, l(0x80000000)
//! expect r7.x == 0x7f800000
//! expect r7.y == 0x3f800000
//! expect r7.z == 0x00000000
//! expect r7.w == 0x00000000
// mul: INF * 0 = NaN; denorm * INF = NaN (denorm is 0); x * 1 = x; +0 * -2 = -0
mul r12.xyzw, l(0x7f800000, 0x00000001, 0x3eaaaaab, 0), l(0, 0x7f800000, 1.0, -2.0)
//! expect r12.x == nan
//! expect r12.y == 0x7fc00000
//! expect r12.z == 0x3eaaaaab
//! expect r12.w == 0x80000000
// mul flush threshold: 2^-63 * 2^-63 = 2^-126 stays; 2^-64 * 2^-63 flushes to +0;
// (1-2^-23) * 2^-126(1+2^-23) = 2^-126 (1-2^-46) rounds up to 2^-126 and stays;
// _abs on a negative operand: |-3| * 0.5 = 1.5
mul r13.xyz, l(0x20000000, 0x1f800000, 0x3f7ffffe, 0), l(0x20000000, 0x20000000, 0x00800001, 0)
mul r13.w, |l(-3.0)|, l(0.5)
//! expect r13.x == 0x00800000
//! expect r13.y == 0x00000000
//! expect r13.z == 0x00800000
//! expect r13.w == 0x3fc00000
// mul_sat on a negative product: +0; on 0.25 * 2: 0.5
mul_sat r14.xy, l(-2.0, 0.25, 0, 0), l(3.0, 2.0, 0, 0)
//! expect r14.x == 0
//! expect r14.y == 0x3f000000
ret

// Functional-coverage test (docs/coverage.md): every class pair of dmin / dmax with f64
// operand classes -inf, finite (1.0), +inf, NaN (SPEC 3: min/max table on f64, P-3).
// cb0[0] = (-inf, 1.0), cb0[1] = (+inf, NaN) as f64 pairs (low word first). src0
// replicates one class (.xyxy / .zwzw), src1 gives two classes: result .xy is
// (class, first), .zw is (class, second). All low words are 0, so only the high words
// (.y, .w) differ. Worked by hand from SPEC 3:
//   dmin rows (src1 = -inf, 1, +inf, NaN): -inf: -inf -inf -inf -inf; 1: -inf 1 1 1;
//        +inf: -inf 1 +inf +inf; NaN: -inf 1 +inf NaN(src1)
//   dmax rows: -inf: -inf 1 +inf -inf; 1: 1 1 +inf 1; +inf: +inf +inf +inf +inf;
//        NaN: -inf 1 +inf NaN(src1)
// High words: -inf 0xfff00000, 1.0 0x3ff00000, +inf 0x7ff00000, NaN 0x7ff80000.
// Every lane computes the same values: valid for any LANES.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_constantbuffer CB0[2], immediateIndexed
dcl_temps 16
//! cb cb0[0] 0 0xfff00000 0 0x3ff00000
//! cb cb0[1] 0 0x7ff00000 0 0x7ff80000
dmin r0.xyzw, cb0[0].xyxy, cb0[0].xyzw
dmin r1.xyzw, cb0[0].xyxy, cb0[1].xyzw
dmin r2.xyzw, cb0[0].zwzw, cb0[0].xyzw
dmin r3.xyzw, cb0[0].zwzw, cb0[1].xyzw
dmin r4.xyzw, cb0[1].xyxy, cb0[0].xyzw
dmin r5.xyzw, cb0[1].xyxy, cb0[1].xyzw
dmin r6.xyzw, cb0[1].zwzw, cb0[0].xyzw
dmin r7.xyzw, cb0[1].zwzw, cb0[1].xyzw
dmax r8.xyzw, cb0[0].xyxy, cb0[0].xyzw
dmax r9.xyzw, cb0[0].xyxy, cb0[1].xyzw
dmax r10.xyzw, cb0[0].zwzw, cb0[0].xyzw
dmax r11.xyzw, cb0[0].zwzw, cb0[1].xyzw
dmax r12.xyzw, cb0[1].xyxy, cb0[0].xyzw
dmax r13.xyzw, cb0[1].xyxy, cb0[1].xyzw
dmax r14.xyzw, cb0[1].zwzw, cb0[0].xyzw
dmax r15.xyzw, cb0[1].zwzw, cb0[1].xyzw
ret
//! expect r0.x == 0
//! expect r0.z == 0
//! expect r7.x == 0
//! expect r15.z == 0
// dmin -inf row
//! expect r0.y == 0xfff00000
//! expect r0.w == 0xfff00000
//! expect r1.y == 0xfff00000
//! expect r1.w == 0xfff00000
// dmin 1.0 row
//! expect r2.y == 0xfff00000
//! expect r2.w == 0x3ff00000
//! expect r3.y == 0x3ff00000
//! expect r3.w == 0x3ff00000
// dmin +inf row
//! expect r4.y == 0xfff00000
//! expect r4.w == 0x3ff00000
//! expect r5.y == 0x7ff00000
//! expect r5.w == 0x7ff00000
// dmin NaN row
//! expect r6.y == 0xfff00000
//! expect r6.w == 0x3ff00000
//! expect r7.y == 0x7ff00000
//! expect r7.w == 0x7ff80000
// dmax -inf row
//! expect r8.y == 0xfff00000
//! expect r8.w == 0x3ff00000
//! expect r9.y == 0x7ff00000
//! expect r9.w == 0xfff00000
// dmax 1.0 row
//! expect r10.y == 0x3ff00000
//! expect r10.w == 0x3ff00000
//! expect r11.y == 0x7ff00000
//! expect r11.w == 0x3ff00000
// dmax +inf row
//! expect r12.y == 0x7ff00000
//! expect r12.w == 0x7ff00000
//! expect r13.y == 0x7ff00000
//! expect r13.w == 0x7ff00000
// dmax NaN row
//! expect r14.y == 0xfff00000
//! expect r14.w == 0x3ff00000
//! expect r15.y == 0x7ff00000
//! expect r15.w == 0x7ff80000

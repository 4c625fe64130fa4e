// ddiv and drcp (SPEC 12, P-25) through the DDIV pipe (sm5_ddiv: DP_LANES sm5_dpdiv),
// including a ddiv result feeding dadd (the pending bit, then the DBL pipe). Values
// worked from exact rationals (tb/vectors/gen_double.py): 1/3 rounded to nearest = 0x3fd5555555555555; DBL_MIN / 3 = 0x0005555555555555 (a
// denorm); 1 / DBL_MAX = 0x0004000000000000 (a denorm, rounded); a ddiv result feeding
// dadd: 1/3 + 1 = 4/3 rounded = 0x3ff5555555555555.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps | enable11_1DoubleExtensions
dcl_temps 8
drcp r3.zw, d(0.000000l, 3.000000l)
mov r0.xyzw, l(0, 0x00100000, 0xffffffff, 0x7fefffff)
ddiv r6.xy, r0.xyxy, d(3.0l, 3.0l)
drcp r6.zw, r0.zwzw
ddiv r7.xy, d(1.0l, 1.0l), d(3.0l, 3.0l)
dadd r7.zw, r7.xyxy, d(1.0l, 1.0l)
//! expect r3.zw == 0x3fd5555555555555
//! expect r6.xy == 0x0005555555555555
//! expect r6.zw == 0x0004000000000000
//! expect r7.xy == 0x3fd5555555555555
//! expect r7.zw == 0x3ff5555555555555
ret

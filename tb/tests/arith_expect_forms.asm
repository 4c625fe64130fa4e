// The expectation forms of SPEC 8 on arithmetic results: == nan, ~ V ulp N, ~ V abs X and
// f64 pairs (low word in .x/.z). Every line here must hold; tb/unit/test_asm.c checks
// that the same forms fail when they should. Values worked by hand.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_uav_raw u0
dcl_temps 8
//! fill u0 2 0
div r0.x, l(1.0), l(3.0)            // 0x3eaaaaab
div r0.y, l(0.0), l(0.0)            // NaN
add r0.z, l(0x7f7fffff), l(0x7f7fffff)   // INF
mul r0.w, l(-0.0), l(1.0)           // -0
//! expect r0.x ~ 0x3eaaaaab ulp 0
//! expect r0.x ~ 0x3eaaaaac ulp 1
//! expect r0.x ~ 0x3eaaaaaa ulp 1
//! expect r0.x ~ 0.3333333 abs 1e-7
//! expect r0.x ~ 0.333 abs 0.00034
//! expect r0.y == nan
//! expect r0.z ~ 0x7f7fffff ulp 1
//! expect r0.z ~ inf abs 0
//! expect r0.w ~ 0.0 ulp 0
//! expect r0.w ~ 0x00800000 ulp 8388608
// f64 pairs: 1.0 = 0x3ff00000_00000000 in r1.xy (low word .x), 1 + 2^-52 in r1.zw
mov r1.xyzw, l(0, 0x3ff00000, 1, 0x3ff00000)
//! expect r1.xy == 0x3ff0000000000000
//! expect r1.zw == 0x3ff0000000000001
//! expect r1.xy ~ 0x3ff0000000000001 ulp 1
//! expect r1.zw ~ 1.0 abs 3e-16
//! expect r1.xy ~ 1.0 ulp 0
dmax r2.xy, r1.xyxy, r1.zwzw
//! expect r2.xy ~ 0x3ff0000000000001 ulp 0
mov r3.xy, l(0, 0x7ff80000, 0, 0)
//! expect r3.xy == nan
// memory words take the f32 forms too
store_raw u0.xy, l(0), r0.xzzz
//! expect u0[0] ~ 0x3eaaaaab ulp 0
//! expect u0[1] ~ 0x7f800000 ulp 0
ret

// Directed test added after mutation testing (docs/mutation.md: sm5_lane_alu.sv f64 _sat
// NaN check survived): _sat on f64 results (SPEC 2: min(1.0, max(0.0, v)), NaN -> +0).
// cb0[0] = pairs (+NaN 0x7ff8000000000000, huge finite 0x7fe0000000000001).
//   dmov_sat: NaN -> +0 (0, 0); 0x7fe0000000000001 >= 1.0 -> 1.0 (0, 0x3ff00000)
// cb0[1] = pairs (-NaN 0xfff8000000000000, 0.5 = 0x3fe0000000000000)
//   dmov_sat: -NaN -> +0; 0.5 stays (0, 0x3fe00000)
// Added after the full mutation run (sm5_lane_alu.sv:85-87 survivors): the negative branch,
// +INF and the 1.0 bound from below. SPEC 2: -0 gives +0.
// cb0[2] = pairs (-2.0 0xc000000000000000, +INF 0x7ff0000000000000)
//   dmov_sat: -2.0 -> +0; +INF -> 1.0
// cb0[3] = pairs (largest below 1.0 0x3fefffffffffffff, -0 0x8000000000000000)
//   dmov_sat: 0x3fefffffffffffff stays; -0 -> +0
// Every lane computes the same values: valid for any LANES.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_constantbuffer CB0[4], immediateIndexed
dcl_temps 4
//! cb cb0[0] 0 0x7ff80000 1 0x7fe00000
//! cb cb0[1] 0 0xfff80000 0 0x3fe00000
//! cb cb0[2] 0 0xc0000000 0 0x7ff00000
//! cb cb0[3] 0xffffffff 0x3fefffff 0 0x80000000
dmov_sat r0.xyzw, cb0[0].xyzw
dmov_sat r1.xyzw, cb0[1].xyzw
dmov_sat r2.xyzw, cb0[2].xyzw
dmov_sat r3.xyzw, cb0[3].xyzw
ret
//! expect r0.x == 0
//! expect r0.y == 0
//! expect r0.z == 0
//! expect r0.w == 0x3ff00000
//! expect r1.x == 0
//! expect r1.y == 0
//! expect r1.z == 0
//! expect r1.w == 0x3fe00000
//! expect r2.x == 0
//! expect r2.y == 0
//! expect r2.z == 0
//! expect r2.w == 0x3ff00000
//! expect r3.x == 0xffffffff
//! expect r3.y == 0x3fefffff
//! expect r3.z == 0
//! expect r3.w == 0

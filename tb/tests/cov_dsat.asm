// Directed test added after mutation testing (docs/mutation.md: sm5_lane_alu.sv f64 _sat
// NaN check survived): _sat on f64 results (SPEC 2: min(1.0, max(0.0, v)), NaN -> +0).
// cb0[0] = pairs (+NaN 0x7ff8000000000000, huge finite 0x7fe0000000000001).
//   dmov_sat: NaN -> +0 (0, 0); 0x7fe0000000000001 >= 1.0 -> 1.0 (0, 0x3ff00000)
// cb0[1] = pairs (-NaN 0xfff8000000000000, 0.5 = 0x3fe0000000000000)
//   dmov_sat: -NaN -> +0; 0.5 stays (0, 0x3fe00000)
// Every lane computes the same values: valid for any LANES.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_constantbuffer CB0[2], immediateIndexed
dcl_temps 2
//! cb cb0[0] 0 0x7ff80000 1 0x7fe00000
//! cb cb0[1] 0 0xfff80000 0 0x3fe00000
dmov_sat r0.xyzw, cb0[0].xyzw
dmov_sat r1.xyzw, cb0[1].xyzw
ret
//! expect r0.x == 0
//! expect r0.y == 0
//! expect r0.z == 0
//! expect r0.w == 0x3ff00000
//! expect r1.x == 0
//! expect r1.y == 0
//! expect r1.z == 0
//! expect r1.w == 0x3fe00000

// The SFU's captures after an op's last group (sm5_sfu_wrap cap_o): the unit's valid is
// low between ops, so no lane may take its output then. sincos writes dst2.w, the last
// component fed, with a per-lane operand (the lane index): a lane of group 0 that took
// the unit's held output (the last group's cos) would write another lane's value.
// cos(0) = 1 and sin(0) = +0 exactly (SPEC 11).
cs_5_0
dcl_input vThreadID.x
dcl_temps 8
dcl_thread_group 4, 1, 1
utof r0.w, vThreadID.x
sincos r1.x, r2.w, r0.w
sincos null, r3.w, r0.w
ret
//! expect r1.x lane 0 == 0x0
//! expect r2.w lane 0 == 0x3f800000
//! expect r3.w lane 0 == 0x3f800000

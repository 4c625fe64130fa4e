// WB2 (sm5_valu w2_valid_q): a fixed op with two destinations writes the second one the
// cycle after the first, when its pipe's control is empty already. The op is in flight
// until that write, so the unit is not idle before it: the program ends with uaddc, so
// nothing else is in flight in that cycle. Worked by hand (SPEC 10, uaddc: sum, carry):
// 0xffffffff + 1 = 0 carry 1; 2 + 3 = 5 carry 0.
cs_5_0
dcl_temps 2
dcl_thread_group 4, 1, 1
uaddc r0.xy, r1.xy, l(0xffffffff, 2, 0, 0), l(1, 3, 0, 0)
ret
//! expect r0.x == 0
//! expect r0.y == 5
//! expect r1.x == 1
//! expect r1.y == 0

// WB2 (sm5_valu w2_valid_q): a fixed op with two destinations writes the second one the
// cycle after the first, when its pipe's control is empty already. The op is in flight
// until that write, so the unit is not idle before it. The program ends with imul (the
// longest fixed pipe; ret, an ALU op, is done by then), so nothing else is in flight in
// that cycle. Worked by hand (SPEC 10, imul: HI, LO of the 64-bit signed product):
// -3 * 5 = -15 = 0xffffffff_fffffff1.
cs_5_0
dcl_temps 2
dcl_thread_group 4, 1, 1
imul r0.x, r1.x, l(-3), l(5)
ret
//! expect r0.x == 0xffffffff
//! expect r1.x == 0xfffffff1

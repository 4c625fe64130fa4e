// Forwarding must not use a stale WB stage (mutation survivor sm5_operand.sv:34, the
// fwd_valid term dropped): mov writes r1.x and leaves WB; the load to r1.x goes to the
// memory unit (it never enters WB, so WB keeps mov's register, mask and data while its
// valid is low); the reader waits on the scoreboard for the load and must then see the
// loaded word. Values by hand (SPEC 6: ld_raw returns the word at the byte offset):
// u0[0] = 7, so r2.x = 7, not mov's 5. Every lane uses the same address and values.
cs_5_0
dcl_uav_raw u0
dcl_temps 3
//! init u0 7
mov r1.x, l(5)
ld_raw r1.x, l(0), u0.xxxx
mov r2.x, r1.x
iadd r2.y, r1.x, l(1)
ret
//! expect r1.x == 7
//! expect r2.x == 7
//! expect r2.y == 8

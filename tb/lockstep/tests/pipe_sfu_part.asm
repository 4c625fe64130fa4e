// The SFU's lane groups (sm5_sfu_wrap): a group goes through the unit when any of its
// lanes executes, not only its last one. Three threads on 8 lanes leave the group of
// lanes 2 and 3 (at SFU_LANES 2; lanes 4-7 with 4) with its last lane idle. Lane l
// computes rcp(2^l) = 2^-l, exact for a power of two (P-24).
//! lanes 8
cs_5_0
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 3, 1, 1
ishl r0.x, l(1), vThreadID.x
utof r0.x, r0.x
rcp r1.x, r0.x
ret
//! expect r1.x lane 0 == 0x3f800000
//! expect r1.x lane 1 == 0x3f000000
//! expect r1.x lane 2 == 0x3e800000

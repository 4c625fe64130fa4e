// A 2 x 1 x 2 dispatch of 5 x 3 x 3 groups (45 threads: 6 waves at LANES 8, 2 at 32; a
// non-power-of-two x and more than 4 waves): thread (x, y, z) of the 10 x 3 x 6 grid
// stores at word w = (z * 3 + y) * 10 + x
//   u0: vThreadID.x + 16 * .y + 256 * .z
//   u1: vThreadIDInGroup.x + 16 * .y + 256 * .z + 4096 * vThreadIDInGroupFlattened
//   u2: vThreadGroupID.x + 16 * .y + 256 * .z where vThreadIDInGroup.y != 0, else 0x7777
// Expected values from the D3D definitions (x fastest; in group = id % size, group =
// id / size, flattened = ix + 5 * iy + 15 * iz), worked per word outside the model.
cs_5_0
dcl_input vThreadID.xyz
dcl_input vThreadIDInGroup.xyz
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadGroupID.xyz
dcl_uav_raw u0
dcl_uav_raw u1
dcl_uav_raw u2
dcl_temps 2
dcl_thread_group 5, 3, 3
//! dispatch 2 1 2
//! fill u0 180 0xffffffff
//! fill u1 180 0xffffffff
//! fill u2 180 0xffffffff
imad r0.x, vThreadID.z, l(3), vThreadID.y
imad r0.x, r0.x, l(10), vThreadID.x
ishl r0.x, r0.x, l(2)
imad r1.x, vThreadID.z, l(256), vThreadID.x
imad r1.x, vThreadID.y, l(16), r1.x
store_raw u0.x, r0.x, r1.x
imad r1.x, vThreadIDInGroup.z, l(256), vThreadIDInGroup.x
imad r1.x, vThreadIDInGroup.y, l(16), r1.x
imad r1.x, vThreadIDInGroupFlattened.x, l(4096), r1.x
store_raw u1.x, r0.x, r1.x
if_nz vThreadIDInGroup.y
  imad r1.x, vThreadGroupID.z, l(256), vThreadGroupID.x
  imad r1.x, vThreadGroupID.y, l(16), r1.x
else
  mov r1.x, l(0x7777)
endif
store_raw u2.x, r0.x, r1.x
ret
//! expect u0[0] == 0
//! expect u0[4] == 4
//! expect u0[5] == 5
//! expect u0[10] == 16
//! expect u0[29] == 41
//! expect u0[30] == 256
//! expect u0[89] == 553
//! expect u0[90] == 768
//! expect u0[135] == 1045
//! expect u0[179] == 1321
//! expect u1[0] == 0
//! expect u1[4] == 16388
//! expect u1[5] == 0
//! expect u1[9] == 16388
//! expect u1[10] == 20496
//! expect u1[29] == 57380
//! expect u1[30] == 61696
//! expect u1[44] == 98580
//! expect u1[89] == 180772
//! expect u1[90] == 0
//! expect u1[134] == 98580
//! expect u1[135] == 82192
//! expect u1[179] == 180772
//! expect u2[0] == 0x7777
//! expect u2[10] == 0
//! expect u2[29] == 1
//! expect u2[90] == 0x7777
//! expect u2[135] == 257
//! expect u2[149] == 257
//! expect u2[179] == 257

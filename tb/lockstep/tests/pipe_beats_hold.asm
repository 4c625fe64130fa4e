// The EX1 operand registers hold an op through all its beats (VEC_COMPS < 4,
// docs/architecture.md "Scalar lanes"): an f64 max of two pairs (dmax .xyzw: four beats at
// VEC_COMPS 1) whose compares read the held operands whole on every beat, then ops that
// read its result and wait in DS (their register reads change the RAM's read ports while
// the dmax still runs). Values by hand (SPEC 1: max(1.0, 3.0) = 3.0, max(-2.0, -5.0) = -2.0).
cs_5_0
dcl_input vThreadID.x
dcl_temps 6
dcl_thread_group 8, 1, 1
dmov r0.xyzw, d(1.0, -2.0)
dmov r2.xyzw, d(3.0, -5.0)
dmax r1.xyzw, r0.xyzw, r2.xyzw
mul r3.x, r1.y, l(0x40000000)
mul r3.y, r1.w, l(0x40000000)
dmov r4.xyzw, r1.xyzw
//! expect r1.x == 0
//! expect r1.y == 0x40080000
//! expect r1.z == 0
//! expect r1.w == 0xc0000000
//! expect r3.x == 0x40880000
//! expect r3.y == 0xc0800000
//! expect r4.y == 0x40080000
//! expect r4.w == 0xc0000000
ret

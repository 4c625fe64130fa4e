// IMUL with one written component and a consumer at exactly its dependent distance
// (L 4: docs/architecture.md latency table), bypassed from the multiplier; then a
// one-component imad feeding a second consumer. Values by hand (SPEC 10): 7 * 6 = 42,
// 42 + 1 = 43; -3 * 5 + 2 = -13 (0xfffffff3), -13 + 1 = -12 (0xfffffff4).
cs_5_0
dcl_temps 4
dcl_thread_group 8, 1, 1
imul null, r0.x, l(7, 0, 0, 0), l(6, 0, 0, 0)
iadd r0.y, r0.x, l(1, 1, 1, 1)
imad r1.x, l(-3, 0, 0, 0), l(5, 0, 0, 0), l(2, 0, 0, 0)
iadd r1.y, r1.x, l(1, 1, 1, 1)
ret
//! expect r0.x == 42
//! expect r0.y == 43
//! expect r1.x == 0xfffffff3
//! expect r1.y == 0xfffffff4

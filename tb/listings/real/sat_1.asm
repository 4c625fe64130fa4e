// Real listing sat_1: shader ps_sat of the peer's test, test row 1.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_sat_code[]: HLSL: dst = clamp(src, 0, 1).
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000050 00000011 0100086a 04000059 00208e46 00000000 00000001 03000065
// tokens: 001020f2 00000000 06002036 001020f2 00000000 00208e46 00000000 00000000
// tokens: 0100003e
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[1], immediateIndexed
dcl_output o0.xyzw
mov_sat o0.xyzw, cb0[0].xyzw
ret
//! cb cb0[0] 0x80000000 0xbf800000 0xc0000000 0xc0400000
//! expect o0.x == 0x00000000
//! expect o0.y == 0x00000000
//! expect o0.z == 0x00000000
//! expect o0.w == 0x00000000

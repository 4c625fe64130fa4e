// Real listing dmov_0: shader ps_dmov of the peer's test, test row 0.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_dmov_code[]: HLSL: asuint(-src0.y, dst.x, dst.y); asuint(-src0.x, dst.z, dst.w) (double2 src0).
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000050 00000019 0100186a 04000059 00208e46 00000000 00000001 03000065
// tokens: 001020f2 00000000 02000068 00000001 070000c7 001000f2 00000000 802084e6
// tokens: 00000041 00000000 00000000 05000036 001020f2 00000000 00100e46 00000000
// tokens: 0100003e
ps_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_constantbuffer CB0[1], immediateIndexed
dcl_output o0.xyzw
dcl_temps 1
dmov r0.xyzw, -cb0[0].zwxy
mov o0.xyzw, r0.xyzw
ret
//! cb cb0[0] 0x00225c18 0x40040000 0x00225c18 0xc00c0000
//! expect o0.x == 0x00225c18
//! expect o0.y == 0x400c0000
//! expect o0.z == 0x00225c18
//! expect o0.w == 0xc0040000

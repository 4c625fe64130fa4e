// Real listing f32tof16_0: shader ps_f32tof16 of the peer's test, test row 0.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_f32tof16_code[]: HLSL: return f32tof16(f) (uint4 render target).
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000050 00000011 0100086a 04000059 00208e46 00000000 00000001 03000065
// tokens: 001020f2 00000000 06000082 001020f2 00000000 00208e46 00000000 00000000
// tokens: 0100003e
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[1], immediateIndexed
dcl_output o0.xyzw
f32tof16 o0.xyzw, cb0[0].xyzw
ret
//! cb cb0[0] 0x00000000 0x3f800000 0xbf800000 0x44268000
//! expect o0.x == 0x00000000
//! expect o0.y == 0x00003c00
//! expect o0.z == 0x0000bc00
//! expect o0.w == 0x00006134

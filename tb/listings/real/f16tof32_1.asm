// Real listing f16tof32_1: shader ps_f16tof32 of the peer's test, test row 1.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_f16tof32_code[]: HLSL: return f16tof32(hf) (uint4 render target).
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000050 00000018 0100086a 04000059 00208e46 00000000 00000001 03000065
// tokens: 001020f2 00000000 02000068 00000001 06000083 001000f2 00000000 00208e46
// tokens: 00000000 00000000 0500001c 001020f2 00000000 00100e46 00000000 0100003e
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[1], immediateIndexed
dcl_output o0.xyzw
dcl_temps 1
f16tof32 r0.xyzw, cb0[0].xyzw
ftou o0.xyzw, r0.xyzw
ret
//! cb cb0[0] 0x00010000 0x00013c00 0x00015640 0x00015bd0
//! expect o0.x == 0x00000000
//! expect o0.y == 0x00000001
//! expect o0.z == 0x00000064
//! expect o0.w == 0x000000fa

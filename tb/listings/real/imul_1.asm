// Real listing imul_1: shader ps_imul of the peer's test, test row 1.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_imul_code[]: HLSL: dst = 0; dst.x = src0.x * src1.x.
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000050 0000001d 0100086a 04000059 00208e46 00000000 00000002 03000065
// tokens: 001020f2 00000000 0a000026 0000d000 00102012 00000000 0020800a 00000000
// tokens: 00000000 0020800a 00000000 00000001 08000036 001020e2 00000000 00004002
// tokens: 00000000 00000000 00000000 00000000 0100003e
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[2], immediateIndexed
dcl_output o0.xyzw
imul null, o0.x, cb0[0].x, cb0[1].x
mov o0.yzw, l(0, 0, 0, 0)
ret
//! cb cb0[0] 0x00000002 0x00000000 0x00000000 0x00000000
//! cb cb0[1] 0xffffffff 0x00000000 0x00000000 0x00000000
//! expect o0.x == 0xfffffffe
//! expect o0.y == 0x00000000
//! expect o0.z == 0x00000000
//! expect o0.w == 0x00000000

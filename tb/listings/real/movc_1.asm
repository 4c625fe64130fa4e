// Real listing movc_1: shader ps_movc of the peer's test, test row 1.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_movc_code[]: fxc assembly in the peer's #if 0 block (movc per component).
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000050 00000023 0100086a 04000059 00208e46 00000000 00000003 03000065
// tokens: 001020f2 00000000 02000068 00000001 06000036 001000f2 00000000 00208e46
// tokens: 00000000 00000000 0b000037 001000f2 00000000 00100e46 00000000 00208e46
// tokens: 00000000 00000001 00208e46 00000000 00000002 05000036 001020f2 00000000
// tokens: 00100e46 00000000 0100003e
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[3], immediateIndexed
dcl_output o0.xyzw
dcl_temps 1
mov r0.xyzw, cb0[0].xyzw
movc r0.xyzw, r0.xyzw, cb0[1].xyzw, cb0[2].xyzw
mov o0.xyzw, r0.xyzw
ret
//! cb cb0[0] 0x00000000 0x00000001 0x00000001 0x00000000
//! cb cb0[1] 0x00000001 0x00000002 0x00000003 0x00000004
//! cb cb0[2] 0x00000005 0x00000006 0x00000007 0x00000008
//! expect o0.x == 0x00000005
//! expect o0.y == 0x00000002
//! expect o0.z == 0x00000003
//! expect o0.w == 0x00000008

// Real listing switch_no_default_1: shader ps_switch_no_default of the peer's test, test row 1.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_switch_no_default_code[]: fxc assembly in the peer's #if 0 block (switch without default, case bodies ending in ret, nop).
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000050 00000032 0100086a 04000059 00208e46 00000000 00000001 03000065
// tokens: 001020f2 00000000 0400004c 0020800a 00000000 00000000 03000006 00004001
// tokens: 00000000 08000036 001020f2 00000000 00004002 00000001 00000001 00000001
// tokens: 00000001 0100003e 03000006 00004001 00000003 08000036 001020f2 00000000
// tokens: 00004002 00000002 00000002 00000002 00000002 0100003e 01000017 0100003a
// tokens: 0100003a 08000036 001020f2 00000000 00004002 00000003 00000003 00000003
// tokens: 00000003 0100003e
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[1], immediateIndexed
dcl_output o0.xyzw
switch cb0[0].x
case l(0)
mov o0.xyzw, l(1, 1, 1, 1)
ret
case l(3)
mov o0.xyzw, l(2, 2, 2, 2)
ret
endswitch
nop
nop
mov o0.xyzw, l(3, 3, 3, 3)
ret
//! cb cb0[0] 0x00000001 0x00000000 0x00000000 0x00000000
//! expect o0.x == 0x00000003
//! expect o0.y == 0x00000003
//! expect o0.z == 0x00000003
//! expect o0.w == 0x00000003

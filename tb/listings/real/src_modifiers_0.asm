// Real listing src_modifiers_0: shader ps_src_modifiers of the peer's test, test row 0.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_src_modifiers_code[]: HLSL: dst.x = -src0.x; dst.y = abs(src0.y); dst.zw = -abs(src0.zw).
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000050 00000020 0100086a 04000059 00208e46 00000000 00000001 03000065
// tokens: 001020f2 00000000 07000036 00102012 00000000 8020800a 00000041 00000000
// tokens: 00000000 07000036 00102022 00000000 8020801a 00000081 00000000 00000000
// tokens: 07000036 001020c2 00000000 80208ea6 000000c1 00000000 00000000 0100003e
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[1], immediateIndexed
dcl_output o0.xyzw
mov o0.x, -cb0[0].x
mov o0.y, |cb0[0].y|
mov o0.zw, -|cb0[0].zzzw|
ret
//! cb cb0[0] 0x3f800000 0x3f800000 0x3f800000 0x40000000
//! expect o0.x == 0xbf800000
//! expect o0.y == 0x3f800000
//! expect o0.z == 0xbf800000
//! expect o0.w == 0xc0000000

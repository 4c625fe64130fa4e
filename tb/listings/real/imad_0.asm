// Real listing imad_0: shader ps_imad of the peer's test, test row 0.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_imad_code[]: HLSL: dst.xy = src0.xy * src1.xy + src2.xy; dst.zw = src0.zw * src1.zw - src2.zw.
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000050 00000024 0100086a 04000059 00208e46 00000000 00000003 03000065
// tokens: 001020f2 00000000 0c000023 00102032 00000000 00208046 00000000 00000000
// tokens: 00208046 00000000 00000001 00208046 00000000 00000002 0d000023 001020c2
// tokens: 00000000 00208ea6 00000000 00000000 00208ea6 00000000 00000001 80208ea6
// tokens: 00000041 00000000 00000002 0100003e
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[3], immediateIndexed
dcl_output o0.xyzw
imad o0.xy, cb0[0].xyxx, cb0[1].xyxx, cb0[2].xyxx
imad o0.zw, cb0[0].zzzw, cb0[1].zzzw, -cb0[2].zzzw
ret
//! cb cb0[0] 0x00000000 0x00000000 0x00000000 0x00000000
//! cb cb0[1] 0x00000000 0x00000000 0x00000000 0x00000000
//! cb cb0[2] 0x00000001 0x00000002 0x00000000 0x00000000
//! expect o0.x == 0x00000001
//! expect o0.y == 0x00000002
//! expect o0.z == 0x00000000
//! expect o0.w == 0x00000000

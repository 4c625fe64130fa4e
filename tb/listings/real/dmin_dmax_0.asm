// Real listing dmin_dmax_0: shader ps_dmin_dmax of the peer's test, test row 0.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_dmin_dmax_code[]: HLSL: asuint(min(src0.x, src0.y), dst.x, dst.y); asuint(max(src0.x, src0.y), dst.z, dst.w).
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000050 00000029 0100186a 04000059 00208e46 00000000 00000001 03000065
// tokens: 001020f2 00000000 02000068 00000001 090000c1 00100032 00000000 00208ee6
// tokens: 00000000 00000000 00208446 00000000 00000000 05000036 00102032 00000000
// tokens: 00100046 00000000 090000c0 00100032 00000000 00208ee6 00000000 00000000
// tokens: 00208446 00000000 00000000 05000036 001020c2 00000000 00100406 00000000
// tokens: 0100003e
ps_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_constantbuffer CB0[1], immediateIndexed
dcl_output o0.xyzw
dcl_temps 1
dmin r0.xy, cb0[0].zwzw, cb0[0].xyxy
mov o0.xy, r0.xyxx
dmax r0.xy, cb0[0].zwzw, cb0[0].xyxy
mov o0.zw, r0.xxxy
ret
//! cb cb0[0] 0x00000000 0xbff00000 0x00000000 0x3ff00000
//! expect o0.x == 0x00000000
//! expect o0.y == 0xbff00000
//! expect o0.z == 0x00000000
//! expect o0.w == 0x3ff00000

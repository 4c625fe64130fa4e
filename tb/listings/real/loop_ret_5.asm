// Real listing loop_ret_5: shader ps_loop_ret of the peer's test, test row 5.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_loop_ret_code[]: HLSL: for (i < src0.x) { if (i == src0.y) { dst = 1; return; } tmp += 1 }; dst = (tmp, 0, 0, 0).
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000050 00000057 0100086a 04000059 00208e46 00000000 00000001 03000065
// tokens: 001020f2 00000000 02000068 00000001 08000036 00100032 00000000 00004002
// tokens: 00000000 00000000 00000000 00000000 01000030 0500002b 00100042 00000000
// tokens: 0010001a 00000000 0800001d 00100082 00000000 0010002a 00000000 0020800a
// tokens: 00000000 00000000 03040003 0010003a 00000000 08000018 00100042 00000000
// tokens: 0010002a 00000000 0020801a 00000000 00000000 0304001f 0010002a 00000000
// tokens: 08000036 001020f2 00000000 00004002 3f800000 3f800000 3f800000 3f800000
// tokens: 0100003e 01000015 07000000 00100012 00000000 0010000a 00000000 00004001
// tokens: 3f800000 0700001e 00100022 00000000 0010001a 00000000 00004001 00000001
// tokens: 01000016 05000036 00102012 00000000 0010000a 00000000 08000036 001020e2
// tokens: 00000000 00004002 00000000 00000000 00000000 00000000 0100003e
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[1], immediateIndexed
dcl_output o0.xyzw
dcl_temps 1
mov r0.xy, l(0, 0, 0, 0)
loop
itof r0.z, r0.y
ge r0.w, r0.z, cb0[0].x
breakc_nz r0.w
eq r0.z, r0.z, cb0[0].y
if_nz r0.z
mov o0.xyzw, l(0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000)
ret
endif
add r0.x, r0.x, l(1.000000)
iadd r0.y, r0.y, l(1)
endloop
mov o0.x, r0.x
mov o0.yzw, l(0, 0, 0, 0)
ret
//! cb cb0[0] 0x40000000 0x3f800000 0x00000000 0x00000000
//! expect o0.x == 0x3f800000
//! expect o0.y == 0x3f800000
//! expect o0.z == 0x3f800000
//! expect o0.w == 0x3f800000

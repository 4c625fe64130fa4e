// Real listing retc_nz_0: shader ps_retc_nz of the peer's test, test row 0.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_retc_nz_code[]: HLSL (fxc /Gfa): for (i < 255) { if (i == src) return (1, 0, 0, 0); } return 0.
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000040 00000044 04000059 00208e46 00000000 00000001 03000065 001020f2
// tokens: 00000000 02000068 00000001 05000036 00100012 00000000 00004001 00000000
// tokens: 01000030 07000021 00100022 00000000 0010000a 00000000 00004001 000000ff
// tokens: 03040003 0010001a 00000000 0500002b 00100022 00000000 0010000a 00000000
// tokens: 08000018 00100022 00000000 0010001a 00000000 0020800a 00000000 00000000
// tokens: 08000036 001020f2 00000000 00004002 3f800000 00000000 00000000 00000000
// tokens: 0304003f 0010001a 00000000 0700001e 00100012 00000000 0010000a 00000000
// tokens: 00004001 00000001 01000016 08000036 001020f2 00000000 00004002 00000000
// tokens: 00000000 00000000 00000000 0100003e
ps_4_0
dcl_constantbuffer CB0[1], immediateIndexed
dcl_output o0.xyzw
dcl_temps 1
mov r0.x, l(0)
loop
ige r0.y, r0.x, l(255)
breakc_nz r0.y
itof r0.y, r0.x
eq r0.y, r0.y, cb0[0].x
mov o0.xyzw, l(0x3f800000, 0, 0, 0)
retc_nz r0.y
iadd r0.x, r0.x, l(1)
endloop
mov o0.xyzw, l(0, 0, 0, 0)
ret
//! cb cb0[0] 0x00000000 0x00000000 0x00000000 0x00000000
//! expect o0.x == 0x3f800000
//! expect o0.y == 0x00000000
//! expect o0.z == 0x00000000
//! expect o0.w == 0x00000000

// Real listing breakc_nz_0: shader ps_breakc_nz of the peer's test, test row 0.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_breakc_nz_code[]: HLSL: for (i < 255) ++counter; counter == 255 ? (0, 1, 0, 1) : (1, 0, 0, 1).
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000040 00000044 03000065 001020f2 00000000 02000068 00000001 08000036
// tokens: 00100032 00000000 00004002 00000000 00000000 00000000 00000000 01000030
// tokens: 07000050 00100042 00000000 0010001a 00000000 00004001 000000ff 03040003
// tokens: 0010002a 00000000 0a00001e 00100032 00000000 00100046 00000000 00004002
// tokens: 00000001 00000001 00000000 00000000 01000016 07000020 00100012 00000000
// tokens: 0010000a 00000000 00004001 000000ff 0304001f 0010000a 00000000 08000036
// tokens: 001020f2 00000000 00004002 00000000 3f800000 00000000 3f800000 0100003e
// tokens: 01000012 08000036 001020f2 00000000 00004002 3f800000 00000000 00000000
// tokens: 3f800000 0100003e 01000015 0100003e
ps_4_0
dcl_output o0.xyzw
dcl_temps 1
mov r0.xy, l(0, 0, 0, 0)
loop
uge r0.z, r0.y, l(255)
breakc_nz r0.z
iadd r0.xy, r0.xyxx, l(1, 1, 0, 0)
endloop
ieq r0.x, r0.x, l(255)
if_nz r0.x
mov o0.xyzw, l(0, 0x3f800000, 0, 0x3f800000)
ret
else
mov o0.xyzw, l(0x3f800000, 0, 0, 0x3f800000)
ret
endif
ret
//! expect o0.x == 0x00000000
//! expect o0.y == 0x3f800000
//! expect o0.z == 0x00000000
//! expect o0.w == 0x3f800000

// Real listing breakc_z_0: shader ps_breakc_z of the peer's test, test row 0.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_breakc_z_code[]: HLSL: for (i = 0, j = 254; i < 255 && j >= 0; ++i, --j) ++counter; counter == 255 ? (0, 1, 0, 1) : (1, 0, 0, 1).
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000040 00000052 03000065 001020f2 00000000 02000068 00000002 08000036
// tokens: 00100072 00000000 00004002 00000000 00000000 000000fe 00000000 01000030
// tokens: 07000022 00100082 00000000 0010001a 00000000 00004001 000000ff 07000021
// tokens: 00100012 00000001 0010002a 00000000 00004001 00000000 07000001 00100082
// tokens: 00000000 0010003a 00000000 0010000a 00000001 03000003 0010003a 00000000
// tokens: 0a00001e 00100072 00000000 00100246 00000000 00004002 00000001 00000001
// tokens: ffffffff 00000000 01000016 07000020 00100012 00000000 0010000a 00000000
// tokens: 00004001 000000ff 0304001f 0010000a 00000000 08000036 001020f2 00000000
// tokens: 00004002 00000000 3f800000 00000000 3f800000 0100003e 01000012 08000036
// tokens: 001020f2 00000000 00004002 3f800000 00000000 00000000 3f800000 0100003e
// tokens: 01000015 0100003e
ps_4_0
dcl_output o0.xyzw
dcl_temps 2
mov r0.xyz, l(0, 0, 254, 0)
loop
ilt r0.w, r0.y, l(255)
ige r1.x, r0.z, l(0)
and r0.w, r0.w, r1.x
breakc_z r0.w
iadd r0.xyz, r0.xyzx, l(1, 1, -1, 0)
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

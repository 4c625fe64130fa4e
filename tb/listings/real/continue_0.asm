// Real listing continue_0: shader ps_continue of the peer's test, test row 0.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_continue_code[]: HLSL: for (i < 255) { if (i == 10) continue; ++counter; } return (counter, 0, 0, 0).
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000050 00000053 0100086a 03000065 001020f2 00000000 02000068 00000002
// tokens: 05000036 00100022 00000000 00004001 0000000b 08000036 001000c2 00000000
// tokens: 00004002 00000000 00000000 00000000 00000000 01000030 07000050 00100012
// tokens: 00000001 0010002a 00000000 00004001 000000ff 03040003 0010000a 00000001
// tokens: 07000020 00100012 00000001 0010002a 00000000 00004001 0000000a 0304001f
// tokens: 0010000a 00000001 05000036 00100012 00000000 0010003a 00000000 05000036
// tokens: 001000c2 00000000 00100156 00000000 01000007 01000015 0700001e 00100082
// tokens: 00000000 0010003a 00000000 00004001 00000001 0700001e 00100042 00000000
// tokens: 0010002a 00000000 00004001 00000001 01000016 05000056 00102012 00000000
// tokens: 0010003a 00000000 08000036 001020e2 00000000 00004002 00000000 00000000
// tokens: 00000000 00000000 0100003e
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_output o0.xyzw
dcl_temps 2
mov r0.y, l(11)
mov r0.zw, l(0, 0, 0, 0)
loop
uge r1.x, r0.z, l(255)
breakc_nz r1.x
ieq r1.x, r0.z, l(10)
if_nz r1.x
mov r0.x, r0.w
mov r0.zw, r0.yyyx
continue
endif
iadd r0.w, r0.w, l(1)
iadd r0.z, r0.z, l(1)
endloop
utof o0.x, r0.w
mov o0.yzw, l(0, 0, 0, 0)
ret
//! expect o0.x == 0x437e0000
//! expect o0.y == 0x00000000
//! expect o0.z == 0x00000000
//! expect o0.w == 0x00000000

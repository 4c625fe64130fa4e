// Real listing continuec_nz_0: shader ps_continuec_nz of the peer's test, test row 0.
// Source: ValveSoftware/vkd3d (Wine's vkd3d) commit 00752b8fa6af785b4bf040abe1656bf597f4e68f, tests/d3d12.c, test_shader_instructions(),
//   static const DWORD ps_continuec_nz_code[]: HLSL (fxc /Gfa): for (i < 255) { ++counter; if (i % 2 == 0) continue; ++counter; if (i != 0) continue; ++counter; }.
// The listing is that blob's program chunk decoded by dxbc2asm.py (tokens quoted
// below; `make test-real-listings` decodes them again and compares). Input and
// expected render-target value: the peer's test row, every pixel (here: lane) alike.
// tokens: 00000050 00000080 0100086a 03000065 001020f2 00000000 02000068 00000002
// tokens: 08000036 00100032 00000000 00004002 00000000 00000000 00000000 00000000
// tokens: 01000030 07000050 00100042 00000000 0010001a 00000000 00004001 000000ff
// tokens: 03040003 0010002a 00000000 0700001e 00100042 00000000 0010000a 00000000
// tokens: 00004001 00000001 07000001 00100082 00000000 0010001a 00000000 00004001
// tokens: 00000001 0700001e 00100012 00000001 0010001a 00000000 00004001 00000001
// tokens: 09000037 00100022 00000001 0010003a 00000000 0010001a 00000000 0010000a
// tokens: 00000001 05000036 00100012 00000000 0010002a 00000000 05000036 00100022
// tokens: 00000000 0010001a 00000001 03000008 0010003a 00000000 0700001e 00100042
// tokens: 00000000 0010000a 00000000 00004001 00000002 07000027 00100082 00000000
// tokens: 0010001a 00000000 00004001 00000000 09000037 00100022 00000000 0010001a
// tokens: 00000000 0010000a 00000001 00004001 00000000 05000036 00100032 00000000
// tokens: 00100a66 00000000 03040008 0010003a 00000000 0700001e 00100012 00000000
// tokens: 0010000a 00000000 00004001 00000003 05000036 00100022 00000000 0010000a
// tokens: 00000001 01000016 05000056 00102012 00000000 0010000a 00000000 08000036
// tokens: 001020e2 00000000 00004002 00000000 00000000 00000000 00000000 0100003e
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_output o0.xyzw
dcl_temps 2
mov r0.xy, l(0, 0, 0, 0)
loop
uge r0.z, r0.y, l(255)
breakc_nz r0.z
iadd r0.z, r0.x, l(1)
and r0.w, r0.y, l(1)
iadd r1.x, r0.y, l(1)
movc r1.y, r0.w, r0.y, r1.x
mov r0.x, r0.z
mov r0.y, r1.y
continuec_z r0.w
iadd r0.z, r0.x, l(2)
ine r0.w, r0.y, l(0)
movc r0.y, r0.y, r1.x, l(0)
mov r0.xy, r0.zyzz
continuec_nz r0.w
iadd r0.x, r0.x, l(3)
mov r0.y, r1.x
endloop
utof o0.x, r0.x
mov o0.yzw, l(0, 0, 0, 0)
ret
//! expect o0.x == 0x43fe8000
//! expect o0.y == 0x00000000
//! expect o0.z == 0x00000000
//! expect o0.w == 0x00000000

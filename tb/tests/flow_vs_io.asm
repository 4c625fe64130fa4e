// An ALU-only vertex shader (vs_4_0): v# inputs per lane, an output declared with a
// system-value name (position: only a label here) and a divergent if/else writing o1.
vs_4_0
dcl_input v0.xyz
dcl_input v1.x
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_temps 1
//! lanes 2
//! init v0 1.0 2.0 3.0 0  4.0 5.0 6.0 0
//! init v1 2 0 0 0  0 0 0 0
mul r0.xyz, v0.xyzx, l(2.0, 2.0, 2.0, 0)
mov o0.xyz, r0.xyzx
mov o0.w, l(1.0)
if_nz v1.x
  mov o1.x, l(7)
else
  mov o1.x, l(9)
endif
ret
//! expect o0.x lane 0 == 2.0
//! expect o0.z lane 1 == 12.0
//! expect o0.w == 1.0
//! expect o1.x lane 0 == 7
//! expect o1.x lane 1 == 9

// An ALU-only pixel shader: one invocation per lane, per-lane inputs v0/v1 set by
// //! init (lane-major, four words a lane) and the output o0 checked per lane.
ps_5_0
dcl_input_ps linear v0.xy
dcl_input_ps constant v1.x
dcl_output o0.xyzw
dcl_temps 1
//! lanes 4
//! init v0 1.0 2.0 0 0  3.0 4.0 0 0  5.0 6.0 0 0  7.0 8.0 0 0
//! init v1 0 0 0 0  1 0 0 0  2 0 0 0  3 0 0 0
add r0.x, v0.x, v0.y
if_nz v1.x
  mov o0.x, r0.x
else
  mov o0.x, l(-1.0)
endif
mov o0.yzw, l(0, 0, 1.0, 0.5)
ret
//! expect o0.x lane 0 == -1.0
//! expect o0.x lane 1 == 7.0
//! expect o0.x lane 2 == 11.0
//! expect o0.x lane 3 == 15.0
//! expect o0.z == 1.0
//! expect o0.w == 0.5

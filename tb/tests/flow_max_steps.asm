// P-27: a loop with no way out runs into the step limit: the run must stop with the
// error (never hang). Thread 1 stays in the loop; the others break at once.
cs_5_0
dcl_input vThreadID.x
dcl_temps 1
dcl_thread_group 4, 1, 1
//! max_steps 100
ieq r0.x, vThreadID.x, l(1)
loop
  breakc_z r0.x
  iadd r0.y, r0.y, l(1)
endloop
ret
//! expect error lane 1 (thread 1 of group (0, 0, 0), wave

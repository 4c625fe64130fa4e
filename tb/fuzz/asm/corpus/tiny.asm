cs_5_0
dcl_temps 1
mov r0.x, l(1.0)
ret

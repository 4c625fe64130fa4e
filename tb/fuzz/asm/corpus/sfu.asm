// fuzz seed: SPEC 11 special functions (both sincos destinations, null, modifiers, _sat)
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_temps 4
mov r0.xyzw, l(3.0, 0.1, -2.0, 0x7f800000)
rcp r1.x, r0.x
rsq_sat r1.y, r0.y_abs
exp r1.z, -r0.z
log r1.w, r0.w
sincos r2.xy, r3.zw, r0.xyxy
sincos null, r2.z, r0.z
sincos r2.w, null, -r0.w_abs
//! expect r1.z ~ 0x40800000 ulp 1
//! expect r2.z ~ 0xbed51133 abs 9.5367431640625e-7
ret

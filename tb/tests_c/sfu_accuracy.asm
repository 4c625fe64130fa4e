// SPEC 11 accuracy forms (SPEC 8 `~ ... ulp` / `abs`) on the special functions: the
// expected values are MPFR's correctly rounded results (build/sfu/sfu_acc --ref), the
// tolerances P-23's: 1 ULP for rcp, rsq, exp, log (outside [0.5, 2]), absolute 2^-24 for
// log on [0.5, 2], 2^-20 for sin and cos. None was printed by the model.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_temps 4
// x = (3.0, 0.1, 3.0, 0.1)
mov r0.xyzw, l(3.0, 0.1, 3.0, 0.1)
rcp r1.x, r0.x
rsq r1.y, r0.x
exp r1.z, r0.x
log r1.w, r0.x
//! expect r1.x ~ 0x3eaaaaab ulp 1
//! expect r1.y ~ 0x3f13cd3a ulp 1
//! expect r1.z ~ 0x41000000 ulp 1
//! expect r1.w ~ 0x3fcae00d ulp 1
rcp r2.x, r0.y
rsq r2.y, r0.y
exp r2.z, r0.y
log r2.w, r0.y
//! expect r2.x ~ 0x41200000 ulp 1
//! expect r2.y ~ 0x404a62c2 ulp 1
//! expect r2.z ~ 0x3f892fdf ulp 1
//! expect r2.w ~ 0xc0549a78 ulp 1
// sincos of (3.0, 0.1) in .xy, both destinations
sincos r3.xy, r3.zw, r0.xyxy
//! expect r3.x ~ 0x3e1081c3 abs 9.5367431640625e-7
//! expect r3.y ~ 0x3dcc7577 abs 9.5367431640625e-7
//! expect r3.z ~ 0xbf7d7026 abs 9.5367431640625e-7
//! expect r3.w ~ 0x3f7eb898 abs 9.5367431640625e-7
ret

// A vertex shader reading all 32 inputs v0..v31 on 8 lanes: 256 input rows, more than the
// 256-entry constant file holds beside the program's constants, so they come from the
// constant RAM's inputs region. vN.x of lane l = 100 l + N (//! init, lane-major), so
// o0.x = sum over N = 3200 l + 496, o0.y = v31.x = 100 l + 31 (worked by hand).
vs_5_0
dcl_input v0.x
dcl_input v1.x
dcl_input v2.x
dcl_input v3.x
dcl_input v4.x
dcl_input v5.x
dcl_input v6.x
dcl_input v7.x
dcl_input v8.x
dcl_input v9.x
dcl_input v10.x
dcl_input v11.x
dcl_input v12.x
dcl_input v13.x
dcl_input v14.x
dcl_input v15.x
dcl_input v16.x
dcl_input v17.x
dcl_input v18.x
dcl_input v19.x
dcl_input v20.x
dcl_input v21.x
dcl_input v22.x
dcl_input v23.x
dcl_input v24.x
dcl_input v25.x
dcl_input v26.x
dcl_input v27.x
dcl_input v28.x
dcl_input v29.x
dcl_input v30.x
dcl_input v31.x
dcl_output o0.xy
dcl_temps 1
//! lanes 8
//! init v0 0 0 0 0  100 0 0 0  200 0 0 0  300 0 0 0  400 0 0 0  500 0 0 0  600 0 0 0  700 0 0 0
//! init v1 1 0 0 0  101 0 0 0  201 0 0 0  301 0 0 0  401 0 0 0  501 0 0 0  601 0 0 0  701 0 0 0
//! init v2 2 0 0 0  102 0 0 0  202 0 0 0  302 0 0 0  402 0 0 0  502 0 0 0  602 0 0 0  702 0 0 0
//! init v3 3 0 0 0  103 0 0 0  203 0 0 0  303 0 0 0  403 0 0 0  503 0 0 0  603 0 0 0  703 0 0 0
//! init v4 4 0 0 0  104 0 0 0  204 0 0 0  304 0 0 0  404 0 0 0  504 0 0 0  604 0 0 0  704 0 0 0
//! init v5 5 0 0 0  105 0 0 0  205 0 0 0  305 0 0 0  405 0 0 0  505 0 0 0  605 0 0 0  705 0 0 0
//! init v6 6 0 0 0  106 0 0 0  206 0 0 0  306 0 0 0  406 0 0 0  506 0 0 0  606 0 0 0  706 0 0 0
//! init v7 7 0 0 0  107 0 0 0  207 0 0 0  307 0 0 0  407 0 0 0  507 0 0 0  607 0 0 0  707 0 0 0
//! init v8 8 0 0 0  108 0 0 0  208 0 0 0  308 0 0 0  408 0 0 0  508 0 0 0  608 0 0 0  708 0 0 0
//! init v9 9 0 0 0  109 0 0 0  209 0 0 0  309 0 0 0  409 0 0 0  509 0 0 0  609 0 0 0  709 0 0 0
//! init v10 10 0 0 0  110 0 0 0  210 0 0 0  310 0 0 0  410 0 0 0  510 0 0 0  610 0 0 0  710 0 0 0
//! init v11 11 0 0 0  111 0 0 0  211 0 0 0  311 0 0 0  411 0 0 0  511 0 0 0  611 0 0 0  711 0 0 0
//! init v12 12 0 0 0  112 0 0 0  212 0 0 0  312 0 0 0  412 0 0 0  512 0 0 0  612 0 0 0  712 0 0 0
//! init v13 13 0 0 0  113 0 0 0  213 0 0 0  313 0 0 0  413 0 0 0  513 0 0 0  613 0 0 0  713 0 0 0
//! init v14 14 0 0 0  114 0 0 0  214 0 0 0  314 0 0 0  414 0 0 0  514 0 0 0  614 0 0 0  714 0 0 0
//! init v15 15 0 0 0  115 0 0 0  215 0 0 0  315 0 0 0  415 0 0 0  515 0 0 0  615 0 0 0  715 0 0 0
//! init v16 16 0 0 0  116 0 0 0  216 0 0 0  316 0 0 0  416 0 0 0  516 0 0 0  616 0 0 0  716 0 0 0
//! init v17 17 0 0 0  117 0 0 0  217 0 0 0  317 0 0 0  417 0 0 0  517 0 0 0  617 0 0 0  717 0 0 0
//! init v18 18 0 0 0  118 0 0 0  218 0 0 0  318 0 0 0  418 0 0 0  518 0 0 0  618 0 0 0  718 0 0 0
//! init v19 19 0 0 0  119 0 0 0  219 0 0 0  319 0 0 0  419 0 0 0  519 0 0 0  619 0 0 0  719 0 0 0
//! init v20 20 0 0 0  120 0 0 0  220 0 0 0  320 0 0 0  420 0 0 0  520 0 0 0  620 0 0 0  720 0 0 0
//! init v21 21 0 0 0  121 0 0 0  221 0 0 0  321 0 0 0  421 0 0 0  521 0 0 0  621 0 0 0  721 0 0 0
//! init v22 22 0 0 0  122 0 0 0  222 0 0 0  322 0 0 0  422 0 0 0  522 0 0 0  622 0 0 0  722 0 0 0
//! init v23 23 0 0 0  123 0 0 0  223 0 0 0  323 0 0 0  423 0 0 0  523 0 0 0  623 0 0 0  723 0 0 0
//! init v24 24 0 0 0  124 0 0 0  224 0 0 0  324 0 0 0  424 0 0 0  524 0 0 0  624 0 0 0  724 0 0 0
//! init v25 25 0 0 0  125 0 0 0  225 0 0 0  325 0 0 0  425 0 0 0  525 0 0 0  625 0 0 0  725 0 0 0
//! init v26 26 0 0 0  126 0 0 0  226 0 0 0  326 0 0 0  426 0 0 0  526 0 0 0  626 0 0 0  726 0 0 0
//! init v27 27 0 0 0  127 0 0 0  227 0 0 0  327 0 0 0  427 0 0 0  527 0 0 0  627 0 0 0  727 0 0 0
//! init v28 28 0 0 0  128 0 0 0  228 0 0 0  328 0 0 0  428 0 0 0  528 0 0 0  628 0 0 0  728 0 0 0
//! init v29 29 0 0 0  129 0 0 0  229 0 0 0  329 0 0 0  429 0 0 0  529 0 0 0  629 0 0 0  729 0 0 0
//! init v30 30 0 0 0  130 0 0 0  230 0 0 0  330 0 0 0  430 0 0 0  530 0 0 0  630 0 0 0  730 0 0 0
//! init v31 31 0 0 0  131 0 0 0  231 0 0 0  331 0 0 0  431 0 0 0  531 0 0 0  631 0 0 0  731 0 0 0
mov r0.x, v0.x
iadd r0.x, r0.x, v1.x
iadd r0.x, r0.x, v2.x
iadd r0.x, r0.x, v3.x
iadd r0.x, r0.x, v4.x
iadd r0.x, r0.x, v5.x
iadd r0.x, r0.x, v6.x
iadd r0.x, r0.x, v7.x
iadd r0.x, r0.x, v8.x
iadd r0.x, r0.x, v9.x
iadd r0.x, r0.x, v10.x
iadd r0.x, r0.x, v11.x
iadd r0.x, r0.x, v12.x
iadd r0.x, r0.x, v13.x
iadd r0.x, r0.x, v14.x
iadd r0.x, r0.x, v15.x
iadd r0.x, r0.x, v16.x
iadd r0.x, r0.x, v17.x
iadd r0.x, r0.x, v18.x
iadd r0.x, r0.x, v19.x
iadd r0.x, r0.x, v20.x
iadd r0.x, r0.x, v21.x
iadd r0.x, r0.x, v22.x
iadd r0.x, r0.x, v23.x
iadd r0.x, r0.x, v24.x
iadd r0.x, r0.x, v25.x
iadd r0.x, r0.x, v26.x
iadd r0.x, r0.x, v27.x
iadd r0.x, r0.x, v28.x
iadd r0.x, r0.x, v29.x
iadd r0.x, r0.x, v30.x
iadd r0.x, r0.x, v31.x
mov o0.x, r0.x
mov o0.y, v31.x
ret
//! expect o0.x lane 0 == 496
//! expect o0.y lane 0 == 31
//! expect o0.x lane 1 == 3696
//! expect o0.y lane 1 == 131
//! expect o0.x lane 2 == 6896
//! expect o0.y lane 2 == 231
//! expect o0.x lane 3 == 10096
//! expect o0.y lane 3 == 331
//! expect o0.x lane 4 == 13296
//! expect o0.y lane 4 == 431
//! expect o0.x lane 5 == 16496
//! expect o0.y lane 5 == 531
//! expect o0.x lane 6 == 19696
//! expect o0.y lane 6 == 631
//! expect o0.x lane 7 == 22896
//! expect o0.y lane 7 == 731

// Two relatively indexed operands in one instruction (D3D11 allows any operand to
// be indexed): cb0[r0.x] + cb0[r0.y + 8], icb[r0.y] + cb0[r0.x + 4], and a mad with
// three. r0.x = t, r0.y = 7 - t for the 8 threads; values: gen_limits.py's arithmetic.
cs_5_0
dcl_immediateConstantBuffer { { 1000, 1001, 1002, 1003},
                              { 1010, 1011, 1012, 1013},
                              { 1020, 1021, 1022, 1023},
                              { 1030, 1031, 1032, 1033},
                              { 1040, 1041, 1042, 1043},
                              { 1050, 1051, 1052, 1053},
                              { 1060, 1061, 1062, 1063},
                              { 1070, 1071, 1072, 1073} }
dcl_constantbuffer CB0[16], dynamicIndexed
dcl_input vThreadIDInGroupFlattened
dcl_temps 3
dcl_thread_group 8, 1, 1
//! cb cb0[0] 0 1 2 3 100 101 102 103 200 201 202 203 300 301 302 303 400 401 402 403 500 501 502 503 600 601 602 603 700 701 702 703 800 801 802 803 900 901 902 903 1000 1001 1002 1003 1100 1101 1102 1103 1200 1201 1202 1203 1300 1301 1302 1303 1400 1401 1402 1403 1500 1501 1502 1503
mov r0.x, vThreadIDInGroupFlattened.x
iadd r0.y, -r0.x, l(7)
iadd r1.x, cb0[r0.x + 0].x, cb0[r0.y + 8].y
iadd r1.y, icb[r0.y + 0].z, cb0[r0.x + 4].w
imad r1.z, cb0[r0.x + 0].y, icb[r0.x + 0].x, cb0[r0.y + 8].z
ret
//! expect r1.x lane 0 == 1501
//! expect r1.y lane 0 == 1475
//! expect r1.z lane 0 == 2502
//! expect r1.x lane 1 == 1501
//! expect r1.y lane 1 == 1565
//! expect r1.z lane 1 == 103412
//! expect r1.x lane 2 == 1501
//! expect r1.y lane 2 == 1655
//! expect r1.z lane 2 == 206322
//! expect r1.x lane 3 == 1501
//! expect r1.y lane 3 == 1745
//! expect r1.z lane 3 == 311232
//! expect r1.x lane 4 == 1501
//! expect r1.y lane 4 == 1835
//! expect r1.z lane 4 == 418142
//! expect r1.x lane 5 == 1501
//! expect r1.y lane 5 == 1925
//! expect r1.z lane 5 == 527052
//! expect r1.x lane 6 == 1501
//! expect r1.y lane 6 == 2015
//! expect r1.z lane 6 == 637962
//! expect r1.x lane 7 == 1501
//! expect r1.y lane 7 == 2105
//! expect r1.z lane 7 == 750872

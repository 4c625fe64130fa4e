// Conversions of SPEC 5 on one component: f32tof16 / f16tof32 (through the shared small-
// float helpers), ftoi / ftou (truncate, clamp, NaN -> 0, denorm flushed), itof / utof
// (round to nearest even). ftoi/ftou share one shifter, itof/utof one normaliser.
// Two halves: decode, f16tof32, classification, magnitude and leading zeros
// (sm5_cvt_front); f32tof16, shifts, rounding and the result (sm5_cvt_back). The lane's CVT pipe
// registers between them when it is built in three stages (sm5_lane_cvt).
module sm5_cvt (
  input  sm5_pkg::sm5_op_e op_i,
  input  logic [31:0] a_i,
  output logic [31:0] res_o
);
  logic [4:0]  sel;
  logic [31:0] h2f, mag, rest;
  logic [39:0] f2h;
  logic [15:0] h;
  logic        fz, fbig_i, fbig_u, sign, isign, mag_zero;
  logic [4:0]  ie, lz;
  logic [22:0] man;
  sm5_cvt_front u_front (
    .op_i, .a_i, .neg_i (1'b0), .sel_o (sel), .f2h_o (f2h), .h2f_o (h2f), .fz_o (fz), .fbig_i_o (fbig_i),
    .fbig_u_o (fbig_u), .sign_o (sign), .ie_o (ie), .man_o (man), .isign_o (isign),
    .mag_o (mag), .lz_o (lz), .mag_zero_o (mag_zero)
  );
  sm5_cvt_back u_back (
    .sel_i (sel), .f2h_i (f2h), .h2f_i (h2f), .fz_i (fz), .fbig_i_i (fbig_i), .fbig_u_i (fbig_u),
    .sign_i (sign), .ie_i (ie), .man_i (man), .isign_i (isign), .mag_i (mag), .lz_i (lz),
    .mag_zero_i (mag_zero), .res_o (rest), .h_o (h)
  );
  assign res_o = sel[4] ? {16'h0, h} : rest;
endmodule

// The converter's first half (sm5_cvt = sm5_cvt_front + sm5_cvt_back; the lane's CVT pipe
// registers between the two when it is built in three stages, sm5_lane_cvt): the op's
// decode, f16tof32 whole, f32tof16's first half, ftoi/ftou's classification and shift amount,
// itof/utof's magnitude and its leading zeros.
// neg_i: itof's negate modifier, folded in here (the lane passes the raw source): the
// magnitude of -x is that of x for every x (INT_MIN too, as an unsigned 2^31), and -x is
// negative when x > 0 or x = INT_MIN. sm5_cvt passes 0 (its operand is modified already).
module sm5_cvt_front (
  input  sm5_pkg::sm5_op_e op_i,
  input  logic [31:0] a_i,
  input  logic        neg_i,
  output logic [4:0]  sel_o,     // {f32tof16, f16tof32, ftoi, ftou, itof/utof}: one-hot, none: 0
  output logic [39:0] f2h_o,     // f32tof16: its first half (sm5_f32_to_fsmall_front)
  output logic [31:0] h2f_o,     // f16tof32's result
  output logic        fz_o,      // ftoi/ftou: NaN or |a| < 1 (denorms and zeros too): 0
  output logic        fbig_i_o,  // ftoi: |a| >= 2^31 (INF too): clamps
  output logic        fbig_u_o,  // ftou: a >= 2^32 (INF too): clamps
  output logic        sign_o,    // a's sign
  output logic [4:0]  ie_o,      // ftoi/ftou: the unbiased exponent, 0..31 where it matters
  output logic [22:0] man_o,     // ... and the fraction
  output logic        isign_o,   // itof: the result's sign
  output logic [31:0] mag_o,     // itof/utof: the magnitude
  output logic [4:0]  lz_o,      // ... its leading zeros
  output logic        mag_zero_o
);
  sm5_f32_to_fsmall_front #(.FRAC_W(10)) u_to_f16 (.f_i(a_i), .pre_o(f2h_o));
  sm5_fsmall_to_f32 #(.FRAC_W(10), .SIGNED(1'b1)) u_from_f16 (.v_i(a_i[15:0]), .f_o(h2f_o));

  logic is_f2h, is_h2f, is_ftoi, is_ftou, is_itof, is_utof;
  assign is_f2h  = op_i == sm5_pkg::OP_F32TOF16;
  assign is_h2f  = op_i == sm5_pkg::OP_F16TOF32;
  assign is_ftoi = op_i == sm5_pkg::OP_FTOI;
  assign is_ftou = op_i == sm5_pkg::OP_FTOU;
  assign is_itof = op_i == sm5_pkg::OP_ITOF;
  assign is_utof = op_i == sm5_pkg::OP_UTOF;
  assign sel_o   = {is_f2h, is_h2f, is_ftoi, is_ftou, is_itof | is_utof};

  // ftoi / ftou: |a| = 1.man * 2^e. A denorm's flush keeps its exponent (0 < 127), so the
  // raw exponent classifies it with the zeros; NaN is exponent 255 with a fraction.
  logic [7:0] exp;
  assign exp      = a_i[30:23];
  assign fz_o     = (exp == 8'hFF && a_i[22:0] != 23'h0) || exp < 8'd127;
  assign fbig_i_o = exp >= 8'd158;
  assign fbig_u_o = exp >= 8'd159;
  assign sign_o   = a_i[31];
  assign ie_o     = 5'(exp - 8'd127);
  assign man_o    = a_i[22:0];

  // itof / utof
  logic neg_x;   // itof of a negative value: x < 0, or (negated) x > 0 or x = INT_MIN
  assign neg_x      = neg_i ? ((a_i != 32'h0 && !a_i[31]) || a_i == 32'h8000_0000) : a_i[31];
  assign isign_o    = is_itof & neg_x;
  assign mag_o      = (is_itof & a_i[31]) ? (32'h0 - a_i) : a_i;
  sm5_lzc #(.W(32)) u_lzc (.in_i(mag_o), .cnt_o(lz_o), .zero_o(mag_zero_o));
endmodule

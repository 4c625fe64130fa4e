// The converter's second half (sm5_cvt): f32tof16's second half, ftoi/ftou's shift and clamps,
// itof/utof's normalise and round to nearest even, the result by the op's decode from
// sm5_cvt_front.
module sm5_cvt_back (
  input  logic [4:0]  sel_i,     // {f32tof16, f16tof32, ftoi, ftou, itof/utof} (sm5_cvt_front);
                                 // f32tof16's comes out apart, on h_o
  input  logic [39:0] f2h_i,     // f32tof16's first half (sm5_cvt_front)
  input  logic [31:0] h2f_i,
  input  logic        fz_i,
  input  logic        fbig_i_i,
  input  logic        fbig_u_i,
  input  logic        sign_i,
  input  logic [4:0]  ie_i,
  input  logic [22:0] man_i,
  input  logic        isign_i,
  input  logic [31:0] mag_i,
  input  logic [4:0]  lz_i,
  input  logic        mag_zero_i,
  output logic [31:0] res_o,     // the result of every op but f32tof16 (0 for it)
  output logic [15:0] h_o        // f32tof16's result: its select comes after a register in
);                               // the lane, after this unit's deepest path
  sm5_f32_to_fsmall_back #(.FRAC_W(10), .SIGNED(1'b1)) u_to_f16 (.pre_i(f2h_i), .res_o(h_o));

  // ftoi / ftou: the integer part is ({1, man} << e) >> 23 for e 0..31
  logic [54:0] ishift;
  logic [31:0] imag, ftoi, ftou;
  logic        unused_ishift;
  assign ishift = {31'h0, 1'b1, man_i} << ie_i;   // used only for exponents 127..158
  assign imag   = ishift[54:23];
  assign unused_ishift = ^ishift[22:0];
  always_comb begin
    if (fz_i)          ftoi = 32'h0;                                 // |a| < 1 truncates to 0
    else if (fbig_i_i) ftoi = sign_i ? 32'h8000_0000 : 32'h7FFF_FFFF;
    else               ftoi = sign_i ? (32'h0 - imag) : imag;
  end
  always_comb begin
    if (fz_i || sign_i) ftou = 32'h0;                                // <= -1 clamps to 0
    else if (fbig_u_i)  ftou = 32'hFFFF_FFFF;
    else                ftou = imag;
  end

  // itof / utof: normalise, keep 24 bits, round to nearest even; the rounding carry runs
  // from the fraction into the exponent by adding to the packed {exp, frac}
  logic [31:0] norm;
  logic        rnd, unused_norm;   // norm[31] is the hidden bit, always 1 when mag != 0
  logic [30:0] ef;
  assign norm = mag_i << lz_i;
  assign unused_norm = norm[31];
  assign rnd  = norm[7] & (norm[8] | (|norm[6:0]));
  assign ef   = {8'd158 - {3'h0, lz_i}, norm[30:8]} + {30'h0, rnd};

  logic unused_sel;   // f32tof16's select: the caller's
  assign unused_sel = sel_i[4];
  assign res_o = ({32{sel_i[3]}} & h2f_i)
               | ({32{sel_i[2]}} & ftoi) | ({32{sel_i[1]}} & ftou)
               | ({32{sel_i[0] & ~mag_zero_i}} & {isign_i, ef});
endmodule

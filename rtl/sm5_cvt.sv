// Conversions of SPEC 5 on one component: f32tof16 / f16tof32 (through the shared small-
// float helpers), ftoi / ftou (truncate, clamp, NaN -> 0, denorm flushed), itof / utof
// (round to nearest even). ftoi/ftou share one shifter, itof/utof one normaliser.
module sm5_cvt (
  input  sm5_pkg::sm5_op_e op_i,
  input  logic [31:0] a_i,
  output logic [31:0] res_o
);
  // f32 <-> f16
  logic [15:0] h;
  logic [31:0] h2f;

  sm5_f32_to_fsmall #(.FRAC_W(10), .SIGNED(1'b1)) u_to_f16 (.f_i(a_i), .res_o(h));
  sm5_fsmall_to_f32 #(.FRAC_W(10), .SIGNED(1'b1)) u_from_f16 (.v_i(a_i[15:0]), .f_o(h2f));

  // ftoi / ftou: |a| = 1.man * 2^e; the integer part is ({1, man} << e) >> 23 for e 0..31
  logic [31:0] fa;
  logic        zero_a, inf_a, nan_a, sign;
  logic [7:0]  exp;
  logic [4:0]  ie;      // unbiased exponent, 0..31 where it matters
  logic [54:0] ishift;
  logic [31:0] imag, ftoi, ftou;
  logic        unused_ishift;

  sm5_f32_class u_cls (.a_i(a_i), .flush_o(fa), .zero_o(zero_a), .inf_o(inf_a),
                       .nan_o(nan_a));

  assign sign   = fa[31];
  assign exp    = fa[30:23];
  assign ie     = 5'(exp - 8'd127);
  assign ishift = {31'h0, 1'b1, fa[22:0]} << ie;   // used only for exp 127..158
  assign imag   = ishift[54:23];
  assign unused_ishift = ^ishift[22:0];

  always_comb begin
    if (nan_a || zero_a || exp < 8'd127) ftoi = 32'h0;          // |a| < 1 truncates to 0
    else if (inf_a || exp >= 8'd158)     ftoi = sign ? 32'h8000_0000 : 32'h7FFF_FFFF;
    else                                 ftoi = sign ? (32'h0 - imag) : imag;
  end

  always_comb begin
    if (nan_a || zero_a || exp < 8'd127) ftou = 32'h0;
    else if (sign)                       ftou = 32'h0;          // <= -1 clamps to 0
    else if (inf_a || exp >= 8'd159)     ftou = 32'hFFFF_FFFF;
    else                                 ftou = imag;
  end

  // itof / utof: normalise |v|, keep 24 bits, round to nearest even; the rounding carry
  // runs from the fraction into the exponent by adding to the packed {exp, frac}.
  logic        isign;
  logic [31:0] mag, norm;
  logic [4:0]  lz;
  logic        mag_zero, rnd;
  logic [30:0] ef;
  logic [31:0] itof;

  assign isign = (op_i == sm5_pkg::OP_ITOF) & a_i[31];
  assign mag   = isign ? (32'h0 - a_i) : a_i;

  sm5_lzc #(.W(32)) u_lzc (.in_i(mag), .cnt_o(lz), .zero_o(mag_zero));

  logic unused_norm;  // norm[31] is the hidden bit, always 1 when mag != 0
  assign norm = mag << lz;
  assign unused_norm = norm[31];
  assign rnd  = norm[7] & (norm[8] | (|norm[6:0]));
  assign ef   = {8'd158 - {3'h0, lz}, norm[30:8]} + {30'h0, rnd};
  assign itof = mag_zero ? 32'h0 : {isign, ef};

  always_comb begin
    unique case (op_i)
      sm5_pkg::OP_F32TOF16:               res_o = {16'h0, h};
      sm5_pkg::OP_F16TOF32:               res_o = h2f;
      sm5_pkg::OP_FTOI:                   res_o = ftoi;
      sm5_pkg::OP_FTOU:                   res_o = ftou;
      sm5_pkg::OP_ITOF, sm5_pkg::OP_UTOF: res_o = itof;
      default:                            res_o = 32'h0;
    endcase
  end
endmodule

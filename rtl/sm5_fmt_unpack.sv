// Typed UAV load (SPEC 5, 6): one memory word -> four components; the components the
// format lacks are filled per P-10 with (0, 0, 1): 1.0f for float formats, 1 for R32 int.
// R32 words move untouched (data movement keeps bits); f16 / f11 / f10 widen exactly.
// val_o is flat: component c (x = 0) in bits [32c+31:32c], the layout of a packed
// [3:0][31:0] (Yosys 0.23 cannot read multi-dimensional packed ports).
module sm5_fmt_unpack (
  input  sm5_pkg::sm5_fmt_e fmt_i,
  input  logic [31:0]       word_i,
  output logic [127:0]      val_o
);
  localparam logic [31:0] ONE_F = 32'h3F80_0000;
  localparam logic [31:0] ONE_I = 32'h0000_0001;

  logic [31:0] hx, hy, rx, gy, bz;

  sm5_fsmall_to_f32 #(.FRAC_W(10), .SIGNED(1'b1)) u_hx (.v_i(word_i[15:0]),  .f_o(hx));
  sm5_fsmall_to_f32 #(.FRAC_W(10), .SIGNED(1'b1)) u_hy (.v_i(word_i[31:16]), .f_o(hy));
  sm5_fsmall_to_f32 #(.FRAC_W(6),  .SIGNED(1'b0)) u_rx (.v_i(word_i[10:0]),  .f_o(rx));
  sm5_fsmall_to_f32 #(.FRAC_W(6),  .SIGNED(1'b0)) u_gy (.v_i(word_i[21:11]), .f_o(gy));
  sm5_fsmall_to_f32 #(.FRAC_W(5),  .SIGNED(1'b0)) u_bz (.v_i(word_i[31:22]), .f_o(bz));

  always_comb begin
    unique case (fmt_i)
      sm5_pkg::FMT_R32_UINT,
      sm5_pkg::FMT_R32_SINT:        val_o = {ONE_I, 32'h0, 32'h0, word_i};
      sm5_pkg::FMT_R32_FLOAT:       val_o = {ONE_F, 32'h0, 32'h0, word_i};
      sm5_pkg::FMT_R16G16_FLOAT:    val_o = {ONE_F, 32'h0, hy, hx};
      sm5_pkg::FMT_R11G11B10_FLOAT: val_o = {ONE_F, bz, gy, rx};
      default:                      val_o = '0;
    endcase
  end
endmodule

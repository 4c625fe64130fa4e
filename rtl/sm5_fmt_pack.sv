// Typed UAV store (SPEC 5, 6): four components -> one memory word. R32 formats store x
// untouched; R16G16_FLOAT narrows x, y to f16 (x in bits 15:0); R11G11B10_FLOAT narrows
// x, y to f11 and z to f10 (toward zero, P-6). Components the format lacks are ignored.
// val_i is flat: component c (x = 0) in bits [32c+31:32c], the layout of a packed
// [3:0][31:0] (Yosys 0.23 cannot read multi-dimensional packed ports).
module sm5_fmt_pack (
  input  sm5_pkg::sm5_fmt_e fmt_i,
  input  logic [127:0]      val_i,
  output logic [31:0]       word_o
);
  logic [15:0] hx, hy;
  logic [10:0] rx, gy;
  logic [9:0]  bz;
  logic        unused_w;  // no format stores w

  assign unused_w = ^val_i[127:96];

  sm5_f32_to_fsmall #(.FRAC_W(10), .SIGNED(1'b1)) u_hx (.f_i(val_i[31:0]), .res_o(hx));
  sm5_f32_to_fsmall #(.FRAC_W(10), .SIGNED(1'b1)) u_hy (.f_i(val_i[63:32]), .res_o(hy));
  sm5_f32_to_fsmall #(.FRAC_W(6),  .SIGNED(1'b0)) u_rx (.f_i(val_i[31:0]), .res_o(rx));
  sm5_f32_to_fsmall #(.FRAC_W(6),  .SIGNED(1'b0)) u_gy (.f_i(val_i[63:32]), .res_o(gy));
  sm5_f32_to_fsmall #(.FRAC_W(5),  .SIGNED(1'b0)) u_bz (.f_i(val_i[95:64]), .res_o(bz));

  always_comb begin
    unique case (fmt_i)
      sm5_pkg::FMT_R32_UINT,
      sm5_pkg::FMT_R32_SINT,
      sm5_pkg::FMT_R32_FLOAT:       word_o = val_i[31:0];
      sm5_pkg::FMT_R16G16_FLOAT:    word_o = {hy, hx};
      sm5_pkg::FMT_R11G11B10_FLOAT: word_o = {bz, gy, rx};
      default:                      word_o = 32'h0;
    endcase
  end
endmodule

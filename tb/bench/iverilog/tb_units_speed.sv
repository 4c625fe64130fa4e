// Simulator speed probe for two per-lane units (sm5_fcmp, sm5_bitfield): the same
// synchronous stimulus under Icarus Verilog and Verilator, so their throughputs can be
// compared (make bench-icarus). Each clock: three xorshift32 streams give the operands
// (one in four operands replaced by a special value: NaN, INF, +-0, denorm, widths
// 0/31/32), a fourth picks the ops; both results fold into a checksum. Both simulators
// must print the same checksum for the same N (a cross-check that Icarus read the RTL
// the way Verilator did). Not synthesizable test code: lives in tb/, not rtl/.
module tb_units_speed (
  input  logic        clk_i,
  input  logic        rst_ni,
  output logic [31:0] sum_o,
  output logic [31:0] count_o
);
  logic [31:0] s0_q, s1_q, s2_q, s3_q, sum_q, count_q;

  function automatic logic [31:0] xs32(input logic [31:0] x);
    logic [31:0] y;
    y = x ^ (x << 13);
    y = y ^ (y >> 17);
    xs32 = y ^ (y << 5);
  endfunction

  function automatic logic [31:0] special(input logic [31:0] r);
    case (r[3:0])
      4'd0:  special = 32'h7FC0_0000;  // qNaN
      4'd1:  special = 32'hFF80_0001;  // -sNaN
      4'd2:  special = 32'h7F80_0000;  // +INF
      4'd3:  special = 32'hFF80_0000;  // -INF
      4'd4:  special = 32'h0000_0000;
      4'd5:  special = 32'h8000_0000;
      4'd6:  special = 32'h0000_0001;  // denorm
      4'd7:  special = 32'h807F_FFFF;
      4'd8:  special = 32'd31;
      4'd9:  special = 32'd32;
      4'd10: special = 32'd0;
      4'd11: special = 32'h8000_0000;
      4'd12: special = 32'h7FFF_FFFF;
      4'd13: special = 32'hFFFF_FFFF;
      4'd14: special = 32'h3F80_0000;
      default: special = 32'd1;
    endcase
  endfunction

  // operands: a special value when bits [31:30] of the stream are 0
  logic [31:0] a, b, c, d;
  assign a = (s0_q[31:30] == 2'b00) ? special(s0_q) : s0_q;
  assign b = (s1_q[31:30] == 2'b00) ? special(s1_q) : s1_q;
  assign c = (s2_q[31:30] == 2'b00) ? special(s2_q) : {27'd0, s2_q[4:0]};
  assign d = s3_q;

`ifdef VERILATOR
  sm5_pkg::sm5_op_e fop, bop;
`else
  logic [7:0] fop, bop;  // Icarus 11 crashes (segfault) on a variable of the package enum type
`endif
  always_comb begin
    case (s3_q[3:0])
      4'd0:  fop = sm5_pkg::OP_MIN;
      4'd1:  fop = sm5_pkg::OP_MAX;
      4'd2:  fop = sm5_pkg::OP_EQ;
      4'd3:  fop = sm5_pkg::OP_NE;
      4'd4:  fop = sm5_pkg::OP_LT;
      4'd5:  fop = sm5_pkg::OP_GE;
      4'd6:  fop = sm5_pkg::OP_IMIN;
      4'd7:  fop = sm5_pkg::OP_IMAX;
      4'd8:  fop = sm5_pkg::OP_UMIN;
      4'd9:  fop = sm5_pkg::OP_UMAX;
      4'd10: fop = sm5_pkg::OP_IEQ;
      4'd11: fop = sm5_pkg::OP_INE;
      4'd12: fop = sm5_pkg::OP_ILT;
      4'd13: fop = sm5_pkg::OP_IGE;
      4'd14: fop = sm5_pkg::OP_ULT;
      default: fop = sm5_pkg::OP_UGE;
    endcase
    case (s3_q[6:4])
      3'd0: bop = sm5_pkg::OP_UBFE;
      3'd1: bop = sm5_pkg::OP_IBFE;
      3'd2: bop = sm5_pkg::OP_BFI;
      3'd3: bop = sm5_pkg::OP_BFREV;
      3'd4: bop = sm5_pkg::OP_COUNTBITS;
      3'd5: bop = sm5_pkg::OP_FIRSTBIT_LO;
      3'd6: bop = sm5_pkg::OP_FIRSTBIT_HI;
      default: bop = sm5_pkg::OP_FIRSTBIT_SHI;
    endcase
  end

  logic [31:0] fres, bres;
  sm5_fcmp     u_fcmp (.op_i(fop), .a_i(a), .b_i(b), .res_o(fres));
  // bitfield operand order as the ALU passes it: width, offset, insert, base
  sm5_bitfield u_bf   (.op_i(bop), .a_i(c), .b_i({27'd0, s1_q[4:0]}), .c_i(a), .d_i(d),
                       .res_o(bres));

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      s0_q    <= 32'h1234_5678;
      s1_q    <= 32'h9E37_79B9;
      s2_q    <= 32'hDEAD_BEEF;
      s3_q    <= 32'h0BAD_F00D;
      sum_q   <= 32'd0;
      count_q <= 32'd0;
    end else begin
      s0_q    <= xs32(s0_q);
      s1_q    <= xs32(s1_q);
      s2_q    <= xs32(s2_q);
      s3_q    <= xs32(s3_q);
      sum_q   <= {sum_q[30:0], sum_q[31]} ^ fres ^ {bres[15:0], bres[31:16]};
      count_q <= count_q + 32'd1;
    end
  end
  assign sum_o   = sum_q;
  assign count_o = count_q;
endmodule

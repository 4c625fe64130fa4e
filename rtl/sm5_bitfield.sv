// Bitfield unit of SPEC 4, operands in source order: ubfe/ibfe w = a & 31, o = b & 31,
// v = c; bfi w = a, o = b, insert = c, base = d; bfrev/countbits/firstbit_* read a.
// Two halves: the masks of w and o (sm5_bitfield_mask) and the result by op
// (sm5_bitfield_pick); the lane's ALU puts a register between them when it is built in
// three stages (sm5_lane_alu).
module sm5_bitfield (
  input  sm5_pkg::sm5_op_e op_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [31:0] c_i,
  input  logic [31:0] d_i,
  output logic [31:0] res_o
);
  logic [31:0] fmask, ext_mask, imask;
  logic [4:0]  o;
  logic        w_zero, sbit;
  logic [3:0][3:0] cnt8;
  logic [31:0] lz_in;
  logic [5:0]  sel;
  sm5_bitfield_mask u_mask (.op_i, .a_i, .b_i, .c_i, .fmask_o (fmask), .ext_mask_o (ext_mask),
                            .imask_o (imask), .o_o (o), .w_zero_o (w_zero), .sbit_o (sbit),
                            .cnt8_o (cnt8), .lz_in_o (lz_in), .sel_o (sel));
  sm5_bitfield_pick u_pick (.a_i, .c_i, .d_i, .fmask_i (fmask), .ext_mask_i (ext_mask),
                            .imask_i (imask), .o_i (o), .w_zero_i (w_zero), .sbit_i (sbit),
                            .cnt8_i (cnt8), .lz_in_i (lz_in), .sel_i (sel),
                            .res_o);
endmodule

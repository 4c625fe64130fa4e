// Comparator of SPEC 3 on one 32-bit component: f32 min/max/eq/ne/lt/ge (denorms flushed,
// P-1..P-3), signed and unsigned integer min/max and compares. Two halves: the order keys
// (sm5_fcmp_key) and the compare with the result select (sm5_fcmp_pick); the lane's ALU
// puts a register between them when it is built in three stages (sm5_lane_alu).
module sm5_fcmp (
  input  sm5_pkg::sm5_op_e op_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  output logic [31:0] res_o
);
  logic [31:0] pa, pb, kx, ky;
  logic [3:0]  cls;
  logic [9:0]  sel;
  logic        eq;
  sm5_fcmp_key u_key (.op_i, .a_i, .b_i, .pa_o (pa), .pb_o (pb), .kx_o (kx), .ky_o (ky),
                      .cls_o (cls), .eq_o (eq), .sel_o (sel));
  sm5_fcmp_pick u_pick (.pa_i (pa), .pb_i (pb), .kx_i (kx), .ky_i (ky), .cls_i (cls),
                        .eq_i (eq), .sel_i (sel), .res_o);
endmodule

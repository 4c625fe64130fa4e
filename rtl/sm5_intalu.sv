// Integer ALU of SPEC 7: iadd, ineg, shifts (count & 31), bitwise ops.
module sm5_intalu (
  input  sm5_pkg::sm5_op_e op_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  output logic [31:0] res_o
);
  logic [4:0] sh;

  assign sh = b_i[4:0];

  always_comb begin
    unique case (op_i)
      sm5_pkg::OP_IADD: res_o = a_i + b_i;
      sm5_pkg::OP_INEG: res_o = 32'h0 - a_i;
      sm5_pkg::OP_ISHL: res_o = a_i << sh;
      sm5_pkg::OP_ISHR: res_o = $unsigned($signed(a_i) >>> sh);
      sm5_pkg::OP_USHR: res_o = a_i >> sh;
      sm5_pkg::OP_AND:  res_o = a_i & b_i;
      sm5_pkg::OP_OR:   res_o = a_i | b_i;
      sm5_pkg::OP_XOR:  res_o = a_i ^ b_i;
      sm5_pkg::OP_NOT:  res_o = ~a_i;
      default:          res_o = 32'h0;
    endcase
  end
endmodule

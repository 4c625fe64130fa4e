// Integer ALU of SPEC 7: iadd, ineg, shifts (count & 31), bitwise ops.
module sm5_intalu
  import sm5_pkg::*;
(
  input  sm5_op_e     op_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  output logic [31:0] res_o
);
  logic [4:0] sh;

  assign sh = b_i[4:0];

  always_comb begin
    unique case (op_i)
      OP_IADD: res_o = a_i + b_i;
      OP_INEG: res_o = 32'h0 - a_i;
      OP_ISHL: res_o = a_i << sh;
      OP_ISHR: res_o = $unsigned($signed(a_i) >>> sh);
      OP_USHR: res_o = a_i >> sh;
      OP_AND:  res_o = a_i & b_i;
      OP_OR:   res_o = a_i | b_i;
      OP_XOR:  res_o = a_i ^ b_i;
      OP_NOT:  res_o = ~a_i;
      default: res_o = 32'h0;
    endcase
  end
endmodule

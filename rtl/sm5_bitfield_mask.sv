// The bitfield unit's first half (sm5_bitfield = sm5_bitfield_mask + sm5_bitfield_pick; a
// pipelined ALU registers between the two): what depends on the width w = a & 31 and the
// offset o = b & 31 only, ibfe's sign bit, countbits's first step (the set bits of each
// byte of a), firstbit's input, and which result the op takes (decoded here, so the second
// half has no op decode in series with its datapath).
module sm5_bitfield_mask (
  input  sm5_pkg::sm5_op_e op_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [31:0] c_i,
  output logic [31:0] fmask_o,     // w ones: the extracted field
  output logic [31:0] ext_mask_o,  // ibfe: the field's bits, all of v >> o when clamped
  output logic [31:0] imask_o,     // bfi: the field at its offset
  output logic [4:0]  o_o,
  output logic        w_zero_o,
  output logic        sbit_o,      // ibfe: v[min(o + w - 1, 31)]
  output logic [3:0][3:0] cnt8_o,  // countbits: the set bits of each byte of a
  output logic [31:0] lz_in_o,     // firstbit: the value whose leading zeros count
  output logic [5:0]  sel_o        // {ubfe, ibfe, bfi, bfrev, countbits, firstbit_*} (one-hot)
);
  logic [4:0] w;
  logic [5:0] top;        // o + w - 1, the field's top bit before clamping to 31

  logic       unused_hi;  // SPEC 4 uses only the low 5 bits of width and offset
  assign unused_hi = ^{a_i[31:5], b_i[31:5]};
  assign w          = a_i[4:0];
  assign o_o        = b_i[4:0];
  assign w_zero_o   = (w == 5'd0);
  assign fmask_o    = ~(32'hFFFF_FFFF << w);
  assign top        = {1'b0, o_o} + {1'b0, w} - 6'd1;
  assign sbit_o     = top[5] ? c_i[31] : c_i[top[4:0]];   // top[5]: o + w - 1 >= 32
  assign ext_mask_o = top[5] ? (32'hFFFF_FFFF >> o_o) : fmask_o;
  assign imask_o    = fmask_o << o_o;

  function automatic logic [31:0] rev32(logic [31:0] v);
    for (int i = 0; i < 32; i++) rev32[i] = v[31-i];
  endfunction

  // firstbit: leading zeros of the reversed value (lo), ~v for a negative v (shi), else v
  always_comb begin
    unique case (op_i)
      sm5_pkg::OP_FIRSTBIT_LO:  lz_in_o = rev32(a_i);
      sm5_pkg::OP_FIRSTBIT_SHI: lz_in_o = a_i[31] ? ~a_i : a_i;
      default:                  lz_in_o = a_i;
    endcase
    unique case (op_i)
      sm5_pkg::OP_UBFE:         sel_o = 6'b100000;
      sm5_pkg::OP_IBFE:         sel_o = 6'b010000;
      sm5_pkg::OP_BFI:          sel_o = 6'b001000;
      sm5_pkg::OP_BFREV:        sel_o = 6'b000100;
      sm5_pkg::OP_COUNTBITS:    sel_o = 6'b000010;
      sm5_pkg::OP_FIRSTBIT_LO,
      sm5_pkg::OP_FIRSTBIT_HI,
      sm5_pkg::OP_FIRSTBIT_SHI: sel_o = 6'b000001;
      default:                  sel_o = 6'b000000;
    endcase
  end

  // a byte's count as a tree of adds: pairs of bits, then pairs of sums
  function automatic logic [3:0] count8(logic [7:0] v);
    logic [3:0][1:0] c2;
    logic [1:0][2:0] c4;
    for (int i = 0; i < 4; i++) c2[i] = {1'b0, v[2*i]} + {1'b0, v[2*i+1]};
    for (int i = 0; i < 2; i++) c4[i] = {1'b0, c2[2*i]} + {1'b0, c2[2*i+1]};
    return {1'b0, c4[0]} + {1'b0, c4[1]};
  endfunction
  always_comb begin
    for (int i = 0; i < 4; i++) cnt8_o[i] = count8(a_i[8*i +: 8]);
  end
endmodule

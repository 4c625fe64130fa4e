// Bitfield unit of SPEC 4, operands in source order: ubfe/ibfe w = a & 31, o = b & 31,
// v = c; bfi w = a, o = b, insert = c, base = d; bfrev/countbits/firstbit_* read a.
//  ubfe: w == 0 -> 0, else (v >> o) & mask(w) (for w + o >= 32 the mask keeps all of v >> o)
//  ibfe: the same field sign-extended from its top bit, which is v[min(o + w - 1, 31)]
//  firstbit_lo/hi/shi share one leading-zero counter (lo counts on the reversed value).
module sm5_bitfield (
  input  sm5_pkg::sm5_op_e op_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [31:0] c_i,
  input  logic [31:0] d_i,
  output logic [31:0] res_o
);
  logic [4:0]  w, o;
  logic [5:0]  top;        // o + w - 1, the field's top bit before clamping to 31
  logic [31:0] fmask;      // w ones: the extracted field
  logic [31:0] shr, ext_mask, ubfe, ibfe, imask, bfi, fb;
  logic        sbit, w_zero;

  logic        unused_hi;  // SPEC 4 uses only the low 5 bits of the offset
  assign unused_hi = ^b_i[31:5];
  assign w      = a_i[4:0];
  assign o      = b_i[4:0];
  assign w_zero = (w == 5'd0);
  assign fmask  = ~(32'hFFFF_FFFF << w);
  assign shr    = c_i >> o;
  assign top    = {1'b0, o} + {1'b0, w} - 6'd1;
  assign sbit   = top[5] ? c_i[31] : c_i[top[4:0]];   // top[5]: o + w - 1 >= 32
  // bits of the sign-extended field: the field itself, and (when clamped) all of v >> o
  assign ext_mask = top[5] ? (32'hFFFF_FFFF >> o) : fmask;
  assign ubfe   = w_zero ? 32'h0 : (shr & fmask);
  assign ibfe   = w_zero ? 32'h0 : ((shr & ext_mask) | (sbit ? ~ext_mask : 32'h0));
  assign imask  = fmask << o;
  assign bfi    = ((c_i << o) & imask) | (d_i & ~imask);

  // The bit reversal and the population count (32-step loops) are worked out in the arm of
  // the op that uses them: the simulation skips them for any other op (or an idle EX1),
  // and synthesis sees the same selects.
  function automatic logic [31:0] rev32(logic [31:0] v);
    for (int i = 0; i < 32; i++) rev32[i] = v[31-i];
  endfunction

  // firstbit: leading zeros of the reversed value (lo), ~v for a negative v (shi), else v
  logic [31:0] lz_in;
  logic [4:0]  lz_cnt;
  logic        lz_zero;

  always_comb begin
    unique case (op_i)
      sm5_pkg::OP_FIRSTBIT_LO:  lz_in = rev32(a_i);
      sm5_pkg::OP_FIRSTBIT_SHI: lz_in = a_i[31] ? ~a_i : a_i;
      default:                  lz_in = a_i;
    endcase
  end

  sm5_lzc #(.W(32)) u_lzc (.in_i(lz_in), .cnt_o(lz_cnt), .zero_o(lz_zero));

  assign fb = lz_zero ? 32'hFFFF_FFFF : {27'h0, lz_cnt};

  always_comb begin
    unique case (op_i)
      sm5_pkg::OP_UBFE:         res_o = ubfe;
      sm5_pkg::OP_IBFE:         res_o = ibfe;
      sm5_pkg::OP_BFI:          res_o = bfi;
      sm5_pkg::OP_BFREV:        res_o = rev32(a_i);
      sm5_pkg::OP_COUNTBITS: begin
        res_o = 32'h0;
        for (int i = 0; i < 32; i++) res_o = res_o + {31'h0, a_i[i]};
      end
      sm5_pkg::OP_FIRSTBIT_LO,
      sm5_pkg::OP_FIRSTBIT_HI,
      sm5_pkg::OP_FIRSTBIT_SHI: res_o = fb;
      default:                  res_o = 32'h0;
    endcase
  end
endmodule

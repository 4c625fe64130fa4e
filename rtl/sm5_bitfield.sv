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
  logic        unused_hi;  // SPEC 4 uses only the low 5 bits of the offset
  assign unused_hi = ^b_i[31:5];

  // firstbit: leading zeros of the reversed value (lo), ~v for a negative v (shi), else v
  logic [31:0] lz_in;
  logic [4:0]  lz_cnt;
  logic        lz_zero;

  always_comb begin
    lz_in = a_i;
    unique case (op_i)
      sm5_pkg::OP_FIRSTBIT_LO:  for (int i = 0; i < 32; i++) lz_in[i] = a_i[31-i];
      sm5_pkg::OP_FIRSTBIT_SHI: lz_in = a_i[31] ? ~a_i : a_i;
      default:                  lz_in = a_i;
    endcase
  end

  sm5_lzc #(.W(32)) u_lzc (.in_i(lz_in), .cnt_o(lz_cnt), .zero_o(lz_zero));

  // The rest is one block under the op decode (block-local temporaries): for another
  // unit's op, or an idle EX1, the simulation skips the field logic, the reversal and the
  // population count; the result is 0 then, as the default arm gives, so synthesis sees
  // the same function.
  always_comb begin
    logic [4:0]  w, o;
    logic [5:0]  top;        // o + w - 1, the field's top bit before clamping to 31
    logic [31:0] fmask;      // w ones: the extracted field
    logic [31:0] shr, ext_mask, ubfe, ibfe, imask, bfi, rev, cnt, fb;
    logic        sbit, w_zero, mine;
    // (the temporaries get a value on every path: combinational, no latch)
    {w, o, top, fmask, shr, ext_mask, ubfe, ibfe, imask, bfi, rev, cnt, fb, sbit,
     w_zero} = '0;
    unique case (op_i)
      sm5_pkg::OP_UBFE, sm5_pkg::OP_IBFE, sm5_pkg::OP_BFI, sm5_pkg::OP_BFREV,
      sm5_pkg::OP_COUNTBITS, sm5_pkg::OP_FIRSTBIT_LO, sm5_pkg::OP_FIRSTBIT_HI,
      sm5_pkg::OP_FIRSTBIT_SHI: mine = 1'b1;
      default:                  mine = 1'b0;
    endcase

    res_o = 32'h0;
    if (mine) begin
      w      = a_i[4:0];
      o      = b_i[4:0];
      w_zero = (w == 5'd0);
      fmask  = ~(32'hFFFF_FFFF << w);
      shr    = c_i >> o;
      top    = {1'b0, o} + {1'b0, w} - 6'd1;
      sbit   = top[5] ? c_i[31] : c_i[top[4:0]];   // top[5]: o + w - 1 >= 32
      // bits of the sign-extended field: the field itself, and (when clamped) all of v >> o
      ext_mask = top[5] ? (32'hFFFF_FFFF >> o) : fmask;
      ubfe   = w_zero ? 32'h0 : (shr & fmask);
      ibfe   = w_zero ? 32'h0 : ((shr & ext_mask) | (sbit ? ~ext_mask : 32'h0));
      imask  = fmask << o;
      bfi    = ((c_i << o) & imask) | (d_i & ~imask);

      for (int i = 0; i < 32; i++) rev[i] = a_i[31-i];

      for (int i = 0; i < 32; i++) cnt = cnt + {31'h0, a_i[i]};

      fb = lz_zero ? 32'hFFFF_FFFF : {27'h0, lz_cnt};

      unique case (op_i)
        sm5_pkg::OP_UBFE:         res_o = ubfe;
        sm5_pkg::OP_IBFE:         res_o = ibfe;
        sm5_pkg::OP_BFI:          res_o = bfi;
        sm5_pkg::OP_BFREV:        res_o = rev;
        sm5_pkg::OP_COUNTBITS:    res_o = cnt;
        sm5_pkg::OP_FIRSTBIT_LO,
        sm5_pkg::OP_FIRSTBIT_HI,
        sm5_pkg::OP_FIRSTBIT_SHI: res_o = fb;
        default:                  res_o = 32'h0;
      endcase
    end
  end
endmodule

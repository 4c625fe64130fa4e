// The bitfield unit's second half (sm5_bitfield): the result from the masks, counts and
// decoded select of sm5_bitfield_mask and the operands (SPEC 4):
//  ubfe: w == 0 -> 0, else (v >> o) & mask(w) (for w + o >= 32 the mask keeps all of v >> o)
//  ibfe: the same field sign-extended from its top bit
//  firstbit_lo/hi/shi share one leading-zero counter (lo counts on the reversed value).
module sm5_bitfield_pick (
  input  logic [31:0] a_i,
  input  logic [31:0] c_i,
  input  logic [31:0] d_i,
  input  logic [31:0] fmask_i,
  input  logic [31:0] ext_mask_i,
  input  logic [31:0] imask_i,
  input  logic [4:0]  o_i,
  input  logic        w_zero_i,
  input  logic        sbit_i,
  input  logic [3:0][3:0] cnt8_i,  // countbits: the set bits of each byte of a
  input  logic [31:0] lz_in_i,     // firstbit: the value whose leading zeros count
  input  logic [5:0]  sel_i,       // the result (sm5_bitfield_mask: one-hot, none: 0)
  output logic [31:0] res_o
);
  logic [31:0] shr, ubfe, ibfe, bfi, fb;

  assign shr  = c_i >> o_i;
  assign ubfe = w_zero_i ? 32'h0 : (shr & fmask_i);
  assign ibfe = w_zero_i ? 32'h0 : ((shr & ext_mask_i) | (sbit_i ? ~ext_mask_i : 32'h0));
  assign bfi  = ((c_i << o_i) & imask_i) | (d_i & ~imask_i);

  function automatic logic [31:0] rev32(logic [31:0] v);
    for (int i = 0; i < 32; i++) rev32[i] = v[31-i];
  endfunction

  // countbits: the sum of sm5_bitfield_mask's byte counts
  logic [5:0] popcount;
  logic [4:0] pop_lo, pop_hi;
  assign pop_lo   = {1'b0, cnt8_i[0]} + {1'b0, cnt8_i[1]};
  assign pop_hi   = {1'b0, cnt8_i[2]} + {1'b0, cnt8_i[3]};
  assign popcount = {1'b0, pop_lo} + {1'b0, pop_hi};

  // firstbit: the leading zeros of lz_in (all zero: -1)
  logic [4:0] lz_cnt;
  logic       lz_zero;
  sm5_lzc #(.W(32)) u_lzc (.in_i(lz_in_i), .cnt_o(lz_cnt), .zero_o(lz_zero));
  assign fb = lz_zero ? 32'hFFFF_FFFF : {27'h0, lz_cnt};

  assign res_o = ({32{sel_i[5]}} & ubfe) | ({32{sel_i[4]}} & ibfe)      | ({32{sel_i[3]}} & bfi)
               | ({32{sel_i[2]}} & rev32(a_i)) | ({32{sel_i[1]}} & {26'h0, popcount})
               | ({32{sel_i[0]}} & fb);
endmodule

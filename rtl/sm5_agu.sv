// Address generation for one lane (SPEC 6, cmodel sm5_mem_addr): the absolute word of
// each word k (0..3) the lane accesses and its status. Checks in the golden model's
// order: misaligned byte offset, structured offset + 4k >= stride, then index /
// coordinates / size / memory end. Faults on a g# slot are GSM_OOB (except misaligned).
module sm5_agu
  import sm5_pkg::*;
#(
  parameter int unsigned MEM_WORDS = 4096
) (
  input  sm5_desc_t          desc_i,
  input  logic               gsm_i,      // slot is a g#
  input  logic               active_i,   // exec & ~helper
  input  logic [3:0]         kmask_i,    // words this op accesses
  input  logic [31:0]        a0_i,       // raw offset / index / x
  input  logic [31:0]        a1_i,       // structured offset / y or slice
  input  logic [31:0]        a2_i,       // z or slice
  output logic [3:0][31:0]   word_o,
  output sm5_acc_e [3:0]     stat_o
);
  sm5_acc_e    oob;
  logic [63:0] idx_bytes;     // index * stride
  logic [65:0] idx_end;       // (index + 1) * stride
  logic [63:0] dh, dd, x, y, z, t;
  logic [63:0] hz;
  logic [63:0] dwt;
  logic        typed_oob;
  logic [65:0] rel [4];       // word relative to base, per k (wide: no wrap)

  assign oob = gsm_i ? ACC_GSM_OOB : ACC_OOB;

  // The counter and the typed format are not address inputs.
  logic unused_desc;
  assign unused_desc = ^{desc_i.counter, desc_i.fmt};

  // Structured: the element's byte start and end; (idx+1)*stride <= 4*size <=> idx < count.
  assign idx_bytes = 64'(a0_i) * 64'(desc_i.stride);
  assign idx_end   = 66'(idx_bytes) + 66'(desc_i.stride);

  // Typed: dims without y / z count as 1; coordinates per dim (sm5_mem.h).
  always_comb begin
    dh = 64'd1;
    dd = 64'd1;
    x  = 64'(a0_i);
    y  = '0;
    z  = '0;
    unique case (desc_i.dim)
      DIM_1DARRAY: begin dd = 64'(desc_i.depth); z = 64'(a1_i); end
      DIM_2D:      begin dh = 64'(desc_i.height); y = 64'(a1_i); end
      DIM_2DARRAY,
      DIM_3D:      begin
        dh = 64'(desc_i.height); dd = 64'(desc_i.depth); y = 64'(a1_i); z = 64'(a2_i);
      end
      default: ;
    endcase
  end
  assign hz  = dh[31:0] * z[31:0];
  assign t   = y + hz;
  // t < size < 2^32 whenever the element is in range, so the low word suffices.
  assign dwt = 64'(desc_i.width) * 64'(t[31:0]);
  assign typed_oob = (desc_i.dim > DIM_3D) || (x >= 64'(desc_i.width)) || (y >= dh) ||
                     (z >= dd) || (t >= 64'(desc_i.size));

  always_comb begin
    for (int k = 0; k < 4; k++) begin
      stat_o[k] = ACC_OK;
      rel[k]    = '0;
      unique case (desc_i.kind)
        RES_RAW: begin
          rel[k] = 66'(a0_i[31:2]) + 66'(k);
          if (a0_i[1:0] != 2'd0) stat_o[k] = ACC_MISALIGNED;
        end
        RES_STRUCTURED: begin
          rel[k] = 66'(idx_bytes[63:2]) + 66'(a1_i[31:2]) + 66'(k);
          if (a1_i[1:0] != 2'd0)                                stat_o[k] = ACC_MISALIGNED;
          else if (34'(a1_i) + 34'(4 * k) >= 34'(desc_i.stride))
            stat_o[k] = gsm_i ? ACC_GSM_OOB : ACC_STRUCT_OFFSET;
          else if (idx_end > {32'd0, desc_i.size, 2'b00})      stat_o[k] = oob;
        end
        RES_TYPED: begin
          rel[k] = 66'(x) + 66'(dwt);
          if (typed_oob) stat_o[k] = oob;
        end
        default: stat_o[k] = oob;   // slot not declared
      endcase
      if (stat_o[k] == ACC_OK &&
          (rel[k] >= 66'(desc_i.size) ||
           66'(desc_i.base) + rel[k] >= 66'(MEM_WORDS))) begin
        stat_o[k] = oob;
      end
      if (!active_i || !kmask_i[k]) stat_o[k] = ACC_OFF;
      word_o[k] = desc_i.base + rel[k][31:0];
    end
  end
endmodule

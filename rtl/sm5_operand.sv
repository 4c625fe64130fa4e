// Operand fetch of one source for all lanes (stage S1): picks the register row (with
// forwarding from the ALU write-back stage), a constant-file entry, the lane index
// (vThreadID*) or 0, then applies the swizzle. Source modifiers depend on the op class
// and are applied in sm5_lane_alu (memory ops take the swizzled value unmodified).
module sm5_operand
  import sm5_pkg::*;
#(
  parameter int unsigned LANES = 32
) (
  // verilator lint_off UNUSEDSIGNAL
  // neg/abs of src_i are applied by sm5_lane_alu, after the op class is known
  input  sm5_src_t                     src_i,
  // verilator lint_on UNUSEDSIGNAL
  input  logic [LANES-1:0][3:0][31:0]  rf_row_i,    // regfile row of src_i.idx
  input  logic [3:0][31:0]             const_i,     // constant-file entry src_i.idx
  // forwarding from the ALU write-back stage (written into the regfile at this edge)
  input  logic                         fwd_valid_i,
  input  logic [7:0]                   fwd_reg_i,
  input  logic [3:0]                   fwd_mask_i,
  input  logic [LANES-1:0]             fwd_lanes_i,
  input  logic [LANES-1:0][3:0][31:0]  fwd_data_i,
  output logic [LANES-1:0][3:0][31:0]  val_o        // after swizzle, before modifiers
);

  logic [LANES-1:0][3:0][31:0] raw;

  always_comb begin
    for (int unsigned l = 0; l < LANES; l++) begin
      for (int unsigned c = 0; c < 4; c++) begin
        unique case (src_i.kind)
          SRC_TEMP: begin
            raw[l][c] = rf_row_i[l][c];
            if (fwd_valid_i && fwd_reg_i == src_i.idx && fwd_lanes_i[l] && fwd_mask_i[c]) begin
              raw[l][c] = fwd_data_i[l][c];
            end
          end
          SRC_CONST:     raw[l][c] = const_i[c];
          SRC_THREAD_ID: raw[l][c] = (c == 0) ? 32'(l) : 32'd0;
          default:       raw[l][c] = 32'd0;
        endcase
      end
    end
  end

  always_comb begin
    for (int unsigned l = 0; l < LANES; l++) begin
      for (int unsigned c = 0; c < 4; c++) begin
        val_o[l][c] = raw[l][src_i.swz[2*c +: 2]];
      end
    end
  end

endmodule

// Address generation for one lane (SPEC 6, cmodel sm5_mem_addr), three pipeline stages
// at the widths the memory needs (AW = clog2(MEM_WORDS) bits per word address; the
// descriptor values come pre-narrowed from sm5_desc_table):
//   A1  narrow the 32-bit address components: a value that cannot address a word
//       (>= 2^AW, or an index >= 2^(AW+2)) only sets a flag; alignment; structured
//       offset against the stride (ceil(stride/4)); typed x/y/z against the dims
//   A2  the multiplies, operands registered: structured index * stride, typed dw * y
//       and dwdh * z ((AW+3) x (AW+3) and AW x (AW+1) bits; an ECP5 MULT18X18D each)
//   A3  relative word, bounds per word k (rel + k < lim), word = base + rel + k, status
// The checks keep the golden order: misaligned, structured offset, then index /
// coordinates / size / memory end (all OOB, or GSM_OOB on a g# slot). Saturation keeps
// every out-of-range case out of range: a product with a saturated operand is >= the
// limit exactly when the true product is (docs/memory-unit.md, "Address widths").
// Registers: datapath only (no reset); the enables come from the unit's pipeline control,
// each stage's clock from the unit's gate for that stage (running when the stage loads).
module sm5_agu
  import sm5_pkg::*;
#(
  parameter int unsigned MEM_WORDS = 4096,
  localparam int unsigned AW = (MEM_WORDS > 1) ? $clog2(MEM_WORDS) : 1,
  localparam int unsigned LW = $clog2(MEM_WORDS + 1),
  localparam int unsigned MW = AW + 3                  // multiplier operand width
) (
  input  logic               clk1_i,     // R1's clock (gated: runs when en1_i may be 1)
  input  logic               clk2_i,     // R2's
  input  logic               clk3_i,     // R3's
  input  logic               en1_i,      // A1 -> R1
  input  logic               en2_i,      // A2 -> R2
  input  logic               en3_i,      // A3 -> R3
  // A1: request components and the descriptor fields the first stage needs
  input  sm5_res_kind_e      kind1_i,
  input  sm5_dim_e           dim1_i,
  input  logic [30:0]        sw1_i,
  input  logic [AW:0]        dw1_i,
  input  logic [AW:0]        dh1_i,
  input  logic [AW:0]        dd1_i,
  input  logic [31:0]        a0_i,       // raw offset / index / x
  input  logic [31:0]        a1_i,       // structured offset / y or slice
  input  logic [31:0]        a2_i,       // z or slice
  // A2: the shared multiplier operands of the instruction in R1
  input  logic [MW-1:0]      mulb2_i,    // structured: stride_n; typed: dw
  input  logic [AW:0]        dwdh2_i,
  // A3: the instruction in R2
  input  sm5_res_kind_e      kind3_i,
  input  logic               gsm3_i,     // slot is a g#
  input  logic [AW-1:0]      base3_i,
  input  logic [LW-1:0]      lim3_i,
  input  logic [AW+1:0]      dlim3_i,
  input  logic               dneg3_i,
  input  logic               active3_i,  // exec & ~helper
  input  logic [3:0]         kmask3_i,   // words this op accesses
  // R3
  output logic [3:0][AW-1:0] word_o,
  output sm5_acc_e [3:0]     stat_o
);
  localparam logic [AW:0] CAP = {1'b1, {AW{1'b0}}};   // 2^AW

  // ------------------------------------------------------------------ A1
  logic [MW-1:0] a1_mula;     // structured: index (saturated); typed: y
  logic [AW-1:0] a1_mulc;     // typed: z
  logic [AW-1:0] a1_add;      // raw: offset word; structured: offset word; typed: x
  logic          a1_big;      // the address cannot be in range (or typed coordinate out)
  logic          a1_mis;
  logic [3:0]    a1_offc;     // structured: offset word + k >= ceil(stride/4)

  always_comb begin
    logic [31:0] y, z;
    logic signed [32:0] d;
    a1_mula = '0;
    a1_mulc = '0;
    a1_add  = '0;
    a1_big  = 1'b0;
    a1_mis  = 1'b0;
    a1_offc = '0;
    y = '0;
    z = '0;
    unique case (dim1_i)
      DIM_1DARRAY:        z = a1_i;
      DIM_2D:             y = a1_i;
      DIM_2DARRAY, DIM_3D: begin y = a1_i; z = a2_i; end
      default: ;
    endcase
    d = $signed({2'b00, sw1_i}) - $signed({3'b000, a1_i[31:2]});
    unique case (kind1_i)
      RES_RAW: begin
        a1_add = a0_i[AW+1:2];
        a1_big = |a0_i[31:AW+2];
        a1_mis = |a0_i[1:0];
      end
      RES_STRUCTURED: begin
        a1_mula = (a0_i >= 32'(1 << (AW + 2))) ? MW'(1 << (AW + 2)) : a0_i[MW-1:0];
        a1_add  = a1_i[AW+1:2];
        a1_big  = |a1_i[31:AW+2];
        a1_mis  = |a1_i[1:0];
        for (int k = 0; k < 4; k++) a1_offc[k] = (d <= $signed(33'(k)));
      end
      RES_TYPED: begin
        // a coordinate >= 2^AW puts the word past any memory: out of bounds
        a1_mula = MW'(y[AW-1:0]);
        a1_mulc = z[AW-1:0];
        a1_add  = a0_i[AW-1:0];
        a1_big  = (dim1_i > DIM_3D) ||
                  (|a0_i[31:AW]) || ((AW + 1)'(a0_i[AW-1:0]) >= dw1_i) ||
                  (|y[31:AW])    || ((AW + 1)'(y[AW-1:0])    >= dh1_i) ||
                  (|z[31:AW])    || ((AW + 1)'(z[AW-1:0])    >= dd1_i);
      end
      default: a1_big = 1'b1;
    endcase
  end

  logic [MW-1:0] r1_mula;
  logic [AW-1:0] r1_mulc, r1_add;
  logic          r1_big, r1_mis;
  logic [3:0]    r1_offc;
  always_ff @(posedge clk1_i) begin
    if (en1_i) begin
      r1_mula <= a1_mula;
      r1_mulc <= a1_mulc;
      r1_add  <= a1_add;
      r1_big  <= a1_big;
      r1_mis  <= a1_mis;
      r1_offc <= a1_offc;
    end
  end

  // ------------------------------------------------------------------ A2
  logic [2*MW-1:0]   r2_pa;
  logic [2*AW:0]     r2_pb;
  logic [AW-1:0]     r2_add;
  logic              r2_big, r2_mis;
  logic [3:0]        r2_offc;
  always_ff @(posedge clk2_i) begin
    if (en2_i) begin
      r2_pa   <= r1_mula * mulb2_i;
      r2_pb   <= r1_mulc * dwdh2_i;
      r2_add  <= r1_add;
      r2_big  <= r1_big;
      r2_mis  <= r1_mis;
      r2_offc <= r1_offc;
    end
  end

  // ------------------------------------------------------------------ A3
  logic [AW+1:0] rel;         // word relative to base (before + k)
  logic          rbig;        // rel is past any memory
  logic          idx_ok;      // structured: (index + 1) * stride <= 4 * size
  sm5_acc_e      oob;
  logic [3:0][AW-1:0] a3_word;
  sm5_acc_e [3:0]     a3_stat;

  assign oob = gsm3_i ? ACC_GSM_OOB : ACC_OOB;

  always_comb begin
    logic pbig;
    rel    = (AW + 2)'(r2_add);
    rbig   = r2_big;
    idx_ok = 1'b1;
    pbig   = 1'b0;
    unique case (kind3_i)
      RES_STRUCTURED: begin
        // index * stride >= 4N: the element starts past any memory
        pbig   = r2_pa >= (2 * MW)'(4 * MEM_WORDS);
        idx_ok = !dneg3_i && !pbig && (r2_pa[AW+1:0] <= dlim3_i);
        rel    = (AW + 2)'(r2_pa[AW+1:2]) + (AW + 2)'(r2_add);
        rbig   = r2_big || pbig;
      end
      RES_TYPED: begin
        rel  = (AW + 2)'(r2_add) + (AW + 2)'(r2_pa[AW-1:0]) + (AW + 2)'(r2_pb[AW-1:0]);
        rbig = r2_big || (r2_pa >= (2 * MW)'(CAP)) || (r2_pb >= (2 * AW + 1)'(CAP));
      end
      default: ;
    endcase
    for (int k = 0; k < 4; k++) begin
      logic [AW+2:0] relk;
      logic          inr;
      relk = (AW + 3)'(rel) + (AW + 3)'(k);
      inr  = !rbig && (relk < (AW + 3)'(lim3_i));
      a3_word[k] = base3_i + relk[AW-1:0];
      unique case (kind3_i)
        RES_RAW:        a3_stat[k] = r2_mis ? ACC_MISALIGNED : (inr ? ACC_OK : oob);
        RES_STRUCTURED: a3_stat[k] = r2_mis ? ACC_MISALIGNED :
                                     r2_offc[k] ? (gsm3_i ? ACC_GSM_OOB : ACC_STRUCT_OFFSET) :
                                     (idx_ok && inr) ? ACC_OK : oob;
        RES_TYPED:      a3_stat[k] = inr ? ACC_OK : oob;
        default:        a3_stat[k] = oob;   // slot not declared
      endcase
      if (!active3_i || !kmask3_i[k]) a3_stat[k] = ACC_OFF;
    end
  end

  always_ff @(posedge clk3_i) begin
    if (en3_i) begin
      word_o <= a3_word;
      stat_o <= a3_stat;
    end
  end
endmodule

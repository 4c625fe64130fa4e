// The special function unit (SPEC 11): SFU_LANES lanes of sm5_sfu_lane side by
// side, one op for all of them (docs/sfu-unit.md).
//
// Interface (fixed latency, never stalls):
//   valid_i, op_i, a_i[SFU_LANES]   one group of SFU_LANES lanes per cycle (operands after
//                                   the source modifiers)
//   valid_o, res_o[SFU_LANES]       exactly STAGES cycles later (default 4)
// Wave timing: a wave of LANES lanes issues as LANES/SFU_LANES groups on consecutive
// cycles (group g = lanes g*SFU_LANES .. g*SFU_LANES+SFU_LANES-1 at issue cycle g), so its
// last result is written STAGES + LANES/SFU_LANES - 1 cycles after its first group
// issued; the next SFU op may issue right behind the last group (initiation interval
// LANES/SFU_LANES cycles per wave). sincos with both destinations is two ops (SFU_SIN,
// SFU_COS). Lane masks, tags and destinations ride outside; _sat is applied outside.
// The default SFU_LANES is LANES/4 at LANES 8; the pipeline passes its own LANES/4.
module sm5_sfu #(
  parameter int unsigned SFU_LANES = 2,
  parameter int unsigned STAGES    = sm5_pkg::SFU_STAGES
) (
  input  logic                       clk_i,
  input  logic                       rst_ni,
  input  logic                       valid_i,
  input  sm5_pkg::sm5_sfu_op_e       op_i,
  input  logic [SFU_LANES-1:0][31:0] a_i,
  output logic                       valid_o,
  output logic [SFU_LANES-1:0][31:0] res_o
);
  logic [SFU_LANES-1:0] lane_valid;

  for (genvar l = 0; l < SFU_LANES; l++) begin : g_lane
    sm5_sfu_lane #(.STAGES(STAGES)) u_lane (
      .clk_i   (clk_i),
      .rst_ni  (rst_ni),
      .valid_i (valid_i),
      .op_i    (op_i),
      .a_i     (a_i[l]),
      .valid_o (lane_valid[l]),
      .res_o   (res_o[l])
    );
  end

  // every lane's valid is the same pipeline of valid_i
  assign valid_o = lane_valid[0];
  if (SFU_LANES > 1) begin : g_unused_valid
    // verilator lint_off UNUSEDSIGNAL
    // identical copies of lane 0's valid
    logic unused_valid;
    assign unused_valid = ^lane_valid[SFU_LANES-1:1];
    // verilator lint_on UNUSEDSIGNAL
  end
endmodule

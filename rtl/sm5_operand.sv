// RD stage, one source of one lane: picks the register row (RAM output, bypassed from
// the write-back bus of this cycle or, for a read that met last cycle's write, from that
// write), a constant-file entry, the lane index (vThreadID*) or 0, then swizzles. The
// bypass hits (register and component match) are worked out once for all lanes in
// sm5_valu; only the lane's own write enable is applied here. Source modifiers depend
// on the op class and are applied in the pipes (memory ops take unmodified values).
// Not traced: one per lane and source (the waves show the lanes' ports).
/* verilator tracing_off */
module sm5_operand
  import sm5_pkg::*;
(
  input  logic [1:0]        kind_i,        // sm5_srckind_e (SRC_NONE for a register out of range)
  input  logic [7:0]        swz_i,
  input  logic [5:0]        lane_i,
  input  logic [3:0][31:0]  ram_i,         // the RAM read issued at DS
  input  logic [3:0][31:0]  const_i,
  input  logic [3:0]        hit_bus_i,     // raw component k is written by the bus this cycle
  input  logic              bus_lane_i,    // ... in this lane
  input  logic [3:0][31:0]  bus_data_i,
  input  logic [3:0]        hit_prev_i,    // ... was written last cycle (read-during-write)
  input  logic              prev_lane_i,
  input  logic [3:0][31:0]  prev_data_i,
  output logic [3:0][31:0]  val_o          // after swizzle, before modifiers
);

  logic [3:0][31:0] raw;

  // one decode of the kind per source, the components inside its arms (a case per
  // component costs the simulation a decode and a uniqueness check each)
  always_comb begin
    unique case (sm5_srckind_e'(kind_i))
      SRC_TEMP: begin
        for (int unsigned k = 0; k < 4; k++) begin
          if (hit_bus_i[k] && bus_lane_i)        raw[k] = bus_data_i[k];
          else if (hit_prev_i[k] && prev_lane_i) raw[k] = prev_data_i[k];
          else                                   raw[k] = ram_i[k];
        end
      end
      SRC_CONST:     raw = const_i;
      SRC_THREAD_ID: raw = 128'(lane_i);   // x = the lane index, y z w = 0
      default:       raw = '0;
    endcase
    for (int unsigned c = 0; c < 4; c++) val_o[c] = raw[swz_i[2*c +: 2]];
  end

endmodule

// Clock gate for a register domain that is idle on most clocks (a pipe between ops).
// Its enable is 1 whenever a register of the domain could change (an op entering, or
// one inside); when it is 0 the domain's registers hold, which nothing reads (their
// values are only used under a valid). Two reasons: power, and simulation speed
// (Verilator skips every always_ff whose clock did not rise, and the combinational logic
// fed only by those registers; it has no other way to skip idle logic).
// ASIC (BYPASS = 0): a latch-based gate, the form of a library ICG cell. The latch is
// transparent while the clock is low and holds while it is high, so an enable that
// changes during the high phase can neither shorten a pulse nor make a glitch; the AND
// then passes or blocks the whole high phase. (A negedge flop would do the same with a
// flop where the latch suffices.) Synthesis should map the pair onto the library's ICG.
// FPGA (BYPASS = 1): clk_o = clk_i and the enable is unused: a gated clock would leave
// the global clock network. The domain's registers then load on every clock, as they did
// before the gate: the same function where only held values differ and none is read. A
// register whose held value is read (sm5_vlane's EX1 operands, read by an op's further
// beats) keeps its load condition as an enable as well, which the FPGA maps onto the
// flip-flops' clock enable.
// Not traced: one per lane and domain.
/* verilator tracing_off */
module sm5_clk_gate #(
  parameter bit BYPASS = 1'b0
) (
  input  logic clk_i,
  input  logic en_i,
  output logic clk_o
);
  if (BYPASS) begin : g_bypass
    // verilator lint_off UNUSEDSIGNAL
    // pass-through: every clock reaches the domain
    logic unused_en;
    assign unused_en = en_i;
    // verilator lint_on UNUSEDSIGNAL
    assign clk_o = clk_i;
  end else begin : g_icg
    logic en_l;
    always_latch begin
      if (!clk_i) en_l = en_i;
    end
    assign clk_o = clk_i & en_l;
  end
endmodule

// Icarus Verilog top for tb_units_speed: free-running clock, N clocks (+N=...), then
// prints the checksum and the count. Wall time is measured outside (make bench-icarus).
module tb_icarus;
  logic clk = 1'b0, rst_n = 1'b1;
  logic [31:0] sum, count;
  integer n;
  tb_units_speed u_dut (.clk_i(clk), .rst_ni(rst_n), .sum_o(sum), .count_o(count));
  always #1 clk = ~clk;
  initial begin
    if (!$value$plusargs("N=%d", n)) n = 100000;
    #1 rst_n = 1'b0;  // a real falling edge: the reset is asynchronous
    #2 rst_n = 1'b1;
    wait (count == n);
    $display("icarus: vectors %0d checksum %08x", count, sum);
    $finish;
  end
endmodule

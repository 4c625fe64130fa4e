// Thin Verilator glue of tb_refex_sv: clocks the testbench until it says done, then
// exits non-zero when it compared nothing or found a mismatch (the checks are in SV).
#include "Vtb_refex_sv.h"
#include "verilated.h"
#include <cstdio>

int main(int argc, char **argv)
{
    VerilatedContext ctx;
    ctx.commandArgs(argc, argv);
    Vtb_refex_sv top{&ctx};
    top.clk_i = 0;
    top.rst_ni = 0;
    top.eval();
    for (unsigned long cyc = 0; !top.done_o && !ctx.gotFinish(); cyc++) {
        if (cyc == 3) top.rst_ni = 1;
        if (cyc > 50000000ul) {
            std::printf("tb_refex_sv: timeout\n0 passed, 1 failed\n");
            return 1;
        }
        top.clk_i = 0;
        top.eval();
        top.clk_i = 1;
        top.eval();
    }
    top.final();
    return (top.failed_o != 0 || top.passed_o == 0) ? 1 : 0;
}

// Verilator driver for tb_units_speed (thin C++ glue): N clocks, then the checksum and
// the CPU time of the run loop.
#include "Vtb_units_speed.h"
#include <ctime>
#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv)
{
    unsigned long n = argc > 1 ? strtoul(argv[1], nullptr, 0) : 1000000ul;
    Vtb_units_speed m;
    // a real falling edge of rst_ni (the reset is asynchronous), then release
    m.clk_i = 0; m.rst_ni = 1; m.eval();
    m.rst_ni = 0; m.eval();
    m.rst_ni = 1; m.eval();
    std::clock_t t0 = std::clock();   // CPU time: the machine is shared
    for (unsigned long i = 0; i < n; i++) {
        m.clk_i = 1; m.eval();
        m.clk_i = 0; m.eval();
    }
    double s = (double)(std::clock() - t0) / CLOCKS_PER_SEC;
    printf("verilator: vectors %u checksum %08x  %.3f s  %.0f vectors/s\n", m.count_o, m.sum_o,
           s, s > 0 ? n / s : 0.0);
    m.final();
    return 0;
}

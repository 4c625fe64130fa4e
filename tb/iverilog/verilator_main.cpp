// Verilator driver for tb_units_speed (thin C++ glue): N clocks, then the checksum and
// the wall time of the run loop.
#include "Vtb_units_speed.h"
#include <chrono>
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
    auto t0 = std::chrono::steady_clock::now();
    for (unsigned long i = 0; i < n; i++) {
        m.clk_i = 1; m.eval();
        m.clk_i = 0; m.eval();
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    printf("verilator: vectors %u checksum %08x  %.3f s  %.0f vectors/s\n", m.count_o, m.sum_o,
           s, s > 0 ? n / s : 0.0);
    m.final();
    return 0;
}

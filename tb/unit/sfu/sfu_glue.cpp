// Thin Verilator glue of the SFU unit harness: set ports, eval, read ports.
#include "sfu_tb.h"
#include "Vsm5_sfu.h"
#include "verilated.h"

static VerilatedContext *ctx;
static Vsm5_sfu *top;

void sfu_open(void)
{
    ctx = new VerilatedContext;
    top = new Vsm5_sfu{ctx};
    top->clk_i = 0;
    top->rst_ni = 1;
    top->eval();
}

void sfu_close(void)
{
    top->final();
    delete top;
    delete ctx;
}

void sfu_drive(int rst_n, int valid, int op, const uint32_t a[SFU_TB_LANES])
{
    top->rst_ni = rst_n ? 1 : 0;
    top->valid_i = valid ? 1 : 0;
    top->op_i = (uint8_t)op;
    for (int l = 0; l < SFU_TB_LANES; l++) top->a_i[l] = a[l];
    top->eval();
}

int sfu_valid(void) { return top->valid_o; }

void sfu_res(uint32_t r[SFU_TB_LANES])
{
    for (int l = 0; l < SFU_TB_LANES; l++) r[l] = top->res_o[l];
}

void sfu_tick(void)
{
    top->clk_i = 1;
    top->eval();
    top->clk_i = 0;
    top->eval();
}

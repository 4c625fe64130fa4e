// Thin Verilator glue of tb_dp: set ports, clock, read ports. No checking (that is C).
#include "dp.h"
#include "Vtb_dp.h"
#include "verilated.h"

static VerilatedContext *ctx;
static Vtb_dp *top;

void dp_open(uint32_t seed)
{
    ctx = new VerilatedContext;
    // random power-up state (built with --x-initial unique): data registers without a
    // reset start as noise
    ctx->randReset(2);
    ctx->randSeed((int)(seed & 0x7FFFFFFF));
    top = new Vtb_dp{ctx};
    top->clk_i = 0;
    top->rst_ni = 1;
    top->eval();
}

void dp_close(void)
{
    top->final();
    delete top;
    delete ctx;
    top = nullptr;
    ctx = nullptr;
}

unsigned dp_stages(void) { top->eval(); return top->stages_o; }
unsigned dp_bits(void) { top->eval(); return top->bits_o; }

void dp_tick(void)
{
    top->clk_i = 0;
    top->eval();
    top->clk_i = 1;
    top->eval();
}

void dp_reset(void)
{
    top->clk_i = 0;
    top->rst_ni = 0;
    top->eval();
    dp_pipe_in(0, 0, 0, 0, 0);
    dp_div_in(0, 0, 0, 0);
    top->eval();
    top->rst_ni = 1;
    top->eval();
}

void dp_pipe_in(int valid, unsigned op, uint64_t a, uint64_t b, uint64_t c)
{
    top->dp_valid_i = valid != 0;
    top->dp_op_i = (uint8_t)op;
    top->dp_a_i = a;
    top->dp_b_i = b;
    top->dp_c_i = c;
}

dp_pipe_out_t dp_pipe_out(void)
{
    top->eval();
    dp_pipe_out_t o = { top->dp_valid_o, top->dp_res_o };
    return o;
}

void dp_div_in(int start, int rcp, uint64_t a, uint64_t b)
{
    top->dv_start_i = start != 0;
    top->dv_rcp_i = rcp != 0;
    top->dv_a_i = a;
    top->dv_b_i = b;
}

dp_div_out_t dp_div_out(void)
{
    top->eval();
    dp_div_out_t o = { top->dv_busy_o, top->dv_done_o, top->dv_res_o };
    return o;
}

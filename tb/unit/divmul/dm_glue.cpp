// Thin Verilator glue of tb_divmul: set ports, clock, read ports. No checking (that is C).
#include "dm.h"
#include "Vtb_divmul.h"
#include "verilated.h"

static VerilatedContext *ctx;
static Vtb_divmul *top;

void dm_open(uint32_t seed)
{
    ctx = new VerilatedContext;
    // random power-up state (the model is built with --x-initial unique): registers
    // without a reset start as noise, so logic that reads one before it is loaded shows
    ctx->randReset(2);
    ctx->randSeed((int)(seed & 0x7FFFFFFF));
    top = new Vtb_divmul{ctx};
    top->clk_i = 0;
    top->rst_ni = 1;
    top->eval();
}

void dm_close(void)
{
    top->final();
    delete top;
    delete ctx;
    top = nullptr;
    ctx = nullptr;
}

unsigned dm_bits(void) { top->eval(); return top->bits_o; }
unsigned dm_stages(void) { top->eval(); return top->stages_o; }
unsigned dm_mul_cs(void) { top->eval(); return top->mul_cs_o; }

void dm_tick(void)
{
    top->clk_i = 0;
    top->eval();
    top->clk_i = 1;
    top->eval();
}

void dm_reset(void)
{
    // asynchronous reset with no clock edge while it is low, asserted while the inputs
    // may still be active: every register that needs a reset must take it from the
    // reset alone, not from a pipeline flushing zeros or from idle inputs
    top->clk_i = 0;
    top->rst_ni = 0;
    top->eval();
    dm_ds_in(0, 0, 0, 0);
    dm_mu_in(0, 0, 0, 0, 0);
    top->eval();
    top->rst_ni = 1;
    top->eval();
}

void dm_ds_in(int start, uint32_t op, uint32_t a, uint32_t b)
{
    top->ds_start_i = start != 0;
    top->ds_op_i = (uint8_t)op;
    top->ds_a_i = a;
    top->ds_b_i = b;
}

dm_ds_out_t dm_ds_out(void)
{
    dm_ds_out_t o = { top->ds_busy_o, top->ds_done_o, top->ds_res0_o, top->ds_res1_o };
    return o;
}

void dm_mu_in(int valid, uint32_t op, uint32_t a, uint32_t b, uint32_t c)
{
    top->mu_valid_i = valid != 0;
    top->mu_op_i = (uint8_t)op;
    top->mu_a_i = a;
    top->mu_b_i = b;
    top->mu_c_i = c;
}

dm_mu_out_t dm_mu_out(void)
{
    dm_mu_out_t o = { top->mu_valid_o, top->mu_hi_o, top->mu_lo_o };
    return o;
}

// Thin Verilator glue: set ports, eval, read ports. No checking here (that is C).
#include "rtlu.h"
#include "Vtb_rtl_units.h"
#include "verilated.h"

static VerilatedContext *ctx;
static Vtb_rtl_units *top;

void rtlu_open(void)
{
    ctx = new VerilatedContext;
    top = new Vtb_rtl_units{ctx};
}

void rtlu_close(void)
{
    top->final();
    delete top;
    delete ctx;
    top = nullptr;
    ctx = nullptr;
}

uint32_t rtlu_fcmp(uint32_t op, uint32_t a, uint32_t b)
{
    top->fcmp_op_i = op; top->fcmp_a_i = a; top->fcmp_b_i = b;
    top->eval();
    return top->fcmp_res_o;
}

uint64_t rtlu_dcmp(uint32_t op, uint64_t a, uint64_t b)
{
    top->dcmp_op_i = op; top->dcmp_a_i = a; top->dcmp_b_i = b;
    top->eval();
    return top->dcmp_res_o;
}

uint32_t rtlu_bitfield(uint32_t op, uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
    top->bf_op_i = op; top->bf_a_i = a; top->bf_b_i = b; top->bf_c_i = c; top->bf_d_i = d;
    top->eval();
    return top->bf_res_o;
}

uint32_t rtlu_cvt(uint32_t op, uint32_t a)
{
    top->cvt_op_i = op; top->cvt_a_i = a;
    top->eval();
    return top->cvt_res_o;
}

uint32_t rtlu_intalu(uint32_t op, uint32_t a, uint32_t b)
{
    top->ialu_op_i = op; top->ialu_a_i = a; top->ialu_b_i = b;
    top->eval();
    return top->ialu_res_o;
}

uint32_t rtlu_fsat(uint32_t a)
{
    top->sat_a_i = a;
    top->eval();
    return top->sat_res_o;
}

// 128-bit ports are VlWide<4>: word c holds component c (bits 32c+31:32c).
void rtlu_fmt_unpack(uint32_t fmt, uint32_t word, uint32_t val[4])
{
    top->unpack_fmt_i = fmt; top->unpack_word_i = word;
    top->eval();
    for (int c = 0; c < 4; c++) val[c] = top->unpack_val_o[c];
}

uint32_t rtlu_fmt_pack(uint32_t fmt, const uint32_t val[4])
{
    top->pack_fmt_i = fmt;
    for (int c = 0; c < 4; c++) top->pack_val_i[c] = val[c];
    top->eval();
    return top->pack_word_o;
}

// One clock cycle of the FMA pipe: the inputs are set while the clock is low and the
// outputs sampled then (what the cycle shows: the results of the inputs STAGES cycles
// back, or of this cycle's inputs at STAGES 0), then the rising edge ends the cycle.
void rtlu_fma_cycle(int valid, uint32_t op, uint32_t a, uint32_t b, uint32_t c, int *valid_o,
                    uint32_t *res_o)
{
    top->clk_i = 0;
    top->rst_ni = 1;
    top->fma_valid_i = valid ? 1 : 0;
    top->fma_op_i = op; top->fma_a_i = a; top->fma_b_i = b; top->fma_c_i = c;
    top->eval();
    *valid_o = top->fma_valid_o;
    *res_o = top->fma_res_o;
    top->clk_i = 1;
    top->eval();
}

void rtlu_fma_reset(void)
{
    top->clk_i = 0;
    top->fma_valid_i = 0;
    top->rst_ni = 0;
    top->eval();
    top->clk_i = 1;
    top->eval();
    top->clk_i = 0;
    top->rst_ni = 1;
    top->eval();
}

uint32_t rtlu_fma_stages(void)
{
    top->eval();
    return top->fma_stages_o;
}

uint32_t rtlu_fma_mul_cs(void)
{
    top->eval();
    return top->fma_mul_cs_o;
}

// Thin Verilator glue: moves the ports of the Verilated sm5_mem_combine to and from C
// arrays. All test logic is C (prefix_tb.c).
#include "prefix_rtl.h"
#include "Vsm5_mem_combine.h"
#include "verilated.h"
#include <type_traits>

struct prefix_rtl {
    VerilatedContext *ctx;
    Vsm5_mem_combine *top;
};

// one bit of a port of any width (integral up to 64 bits, VlWide above)
template <typename T> static unsigned getbit(const T &p, int b)
{
    if constexpr (std::is_integral<T>::value) return (unsigned)(((uint64_t)p >> b) & 1u);
    else return (p[b / 32] >> (b % 32)) & 1u;
}
template <typename T> static void setbit(T &p, int b, unsigned v)
{
    if constexpr (std::is_integral<T>::value) {
        p = (T)(((uint64_t)p & ~(1ull << b)) | ((uint64_t)(v & 1u) << b));
    } else {
        p[b / 32] = (p[b / 32] & ~(1u << (b % 32))) | ((v & 1u) << (b % 32));
    }
}
template <typename T> static void setf(T &p, int lsb, int w, uint32_t v)
{
    for (int i = 0; i < w; i++) setbit(p, lsb + i, (v >> i) & 1u);
}
template <typename T> static uint32_t getf(const T &p, int lsb, int w)
{
    uint32_t v = 0;
    for (int i = 0; i < w; i++) v |= (uint32_t)getbit(p, lsb + i) << i;
    return v;
}

extern "C" {
prefix_rtl_t *prefix_rtl_new(void)
{
    prefix_rtl_t *r = new prefix_rtl;
    r->ctx = new VerilatedContext;
    r->top = new Vsm5_mem_combine{r->ctx};
    return r;
}
void prefix_rtl_free(prefix_rtl_t *r)
{
    if (!r) return;
    r->top->final();
    delete r->top;
    delete r->ctx;
    delete r;
}
int prefix_rtl_lanes(void) { return PREFIX_LANES; }
int prefix_rtl_seg(void) { return PREFIX_SEG; }
int prefix_rtl_aw(void) { return PREFIX_AW; }
void prefix_rtl_eval(prefix_rtl_t *r, int en, int op, uint64_t ok, const uint32_t *word,
                     const uint32_t *d, uint64_t *lead, uint8_t *pre_v, uint32_t *pre,
                     uint32_t *pre_c, uint32_t *tot, uint32_t *tot_c)
{
    Vsm5_mem_combine *t = r->top;
    const int L = PREFIX_LANES, AW = PREFIX_AW;
    t->en_i = en ? 1 : 0;
    t->op_i = (uint8_t)op;
    for (int l = 0; l < L; l++) {
        setbit(t->ok_i, l, (unsigned)(ok >> l) & 1u);
        setf(t->word_i, l * AW, AW, word[l]);
        setf(t->d_i, l * 32, 32, d[l]);
    }
    t->eval();
    *lead = 0;
    for (int l = 0; l < L; l++) {
        *lead |= (uint64_t)getbit(t->lead_o, l) << l;
        pre[l] = getf(t->pre_o, l * 33, 32);
        pre_v[l] = (uint8_t)getbit(t->pre_o, l * 33 + 32);
        pre_c[l] = getf(t->pre_c_o, l * 32, 32);
        tot[l] = getf(t->tot_o, l * 32, 32);
        tot_c[l] = getf(t->tot_c_o, l * 32, 32);
    }
}
}

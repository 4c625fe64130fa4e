// Thin Verilator glue for tb/unit/uop_sv_check.sv: random micro-ops (every field at
// random over its full range) packed by the C sm5_uop_pack, driven into the SV cast to
// sm5_pkg::sm5_uop_t, each field compared with the C struct; plus C unpack(pack(u)) == u.
//   Vuop_sv_check [N]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "Vuop_sv_check.h"
#include "verilated.h"
extern "C" {
#include "sm5_uop.h"
}

static uint64_t rng_state = 0x243F6A8885A308D3ull;
static uint32_t rnd(uint32_t n)
{
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state % n);
}

static void rnd_index(sm5_index_t *x, bool ones, bool zero)
{
    x->rel = ones || (!zero && rnd(2));
    x->xreg = (uint8_t)(ones ? 255 : zero ? 0 : rnd(256));
    x->xcomp = (uint8_t)(ones ? 3 : zero ? 0 : rnd(4));
    x->off = (uint16_t)(ones ? 4095 : zero ? 0 : rnd(4096));
}

static uint32_t pack_index(const sm5_index_t *x)
{
    return (uint32_t)x->rel | (uint32_t)x->xreg << 1 | (uint32_t)x->xcomp << 9 | (uint32_t)x->off << 11;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 20000;
    VerilatedContext ctx;
    Vuop_sv_check top(&ctx);
    int passed = 0, failed = 0;
    for (int i = 0; i < n; i++) {
        sm5_uop_t u;
        memset(&u, 0, sizeof u);
        // corner patterns first (all-zero, all-ones fields), then random
        bool ones = i == 1;
        u.op = (uint8_t)(ones ? SM5_OP_COUNT - 1 : i == 0 ? 0 : rnd(SM5_OP_COUNT));
        u.sat = ones || (i > 1 && rnd(2));
        u.dst_mask = (uint8_t)(ones ? 15 : i == 0 ? 0 : rnd(16));
        u.dst_reg = (uint8_t)(ones ? 255 : i == 0 ? 0 : rnd(256));
        u.res = (uint8_t)(ones ? 15 : i == 0 ? 0 : rnd(16));
        u.res_swz = (uint8_t)(ones ? 255 : i == 0 ? 0 : rnd(256));
        u.dst2_reg = (uint8_t)(ones ? 255 : i == 0 ? 0 : rnd(256));
        u.dst2_mask = (uint8_t)(ones ? 15 : i == 0 ? 0 : rnd(16));
        u.target = (uint16_t)(ones ? 0xFFFF : i == 0 ? 0 : rnd(65536));
        u.sync = (uint8_t)(ones ? 15 : i == 0 ? 0 : rnd(16));
        u.srv = ones || (i > 1 && rnd(2));
        u.dst_kind = (uint8_t)(ones ? SM5_DST_XTEMP : i == 0 ? 0 : rnd(3));
        u.dst2_kind = (uint8_t)(ones ? SM5_DST_OUTPUT : i == 0 ? 0 : rnd(2));
        rnd_index(&u.dst_idx, ones, i == 0);
        for (int s = 0; s < SM5_NSRC; s++) {
            u.src[s].kind = (uint8_t)(ones ? 3 : i == 0 ? 0 : rnd(4));
            u.src[s].idx = (uint8_t)(ones ? 255 : i == 0 ? 0 : rnd(256));
            u.src[s].swz = (uint8_t)(ones ? 255 : i == 0 ? 0 : rnd(256));
            u.src[s].neg = ones || (i > 1 && rnd(2));
            u.src[s].abs = ones || (i > 1 && rnd(2));
            u.src[s].xkind = (uint8_t)(ones ? SM5_SRCX_XTEMP : i == 0 ? 0 : rnd(SM5_SRCX_XTEMP + 1));
            rnd_index(&u.src[s].x, ones, i == 0);
        }
        sm5_uop_bits_t b = sm5_uop_pack(&u);
        for (int w = 0; w < SM5_UOP_WORDS; w++) top.bits_i[w] = b.w[w];
        top.eval();
        int bad = 0;
#define CK(sv, c) do { if ((uint32_t)(sv) != (uint32_t)(c)) { bad++; \
        if (failed < 10) printf("uop %d: field %s: SV %u, C %u\n", i, #c, (unsigned)(sv), (unsigned)(c)); } } while (0)
        CK(top.op_o, u.op);
        CK(top.sat_o, u.sat);
        CK(top.dst_mask_o, u.dst_mask);
        CK(top.dst_reg_o, u.dst_reg);
        CK(top.res_o, u.res);
        CK(top.res_swz_o, u.res_swz);
        CK(top.dst2_reg_o, u.dst2_reg);
        CK(top.dst2_mask_o, u.dst2_mask);
        CK(top.rsvd_o, 0);
        CK(top.rsvd2_o, 0);
        CK(top.target_o, u.target);
        CK(top.sync_o, u.sync);
        CK(top.srv_o, u.srv);
        CK(top.dst_kind_o, u.dst_kind);
        CK(top.dst2_kind_o, u.dst2_kind);
        CK(top.dst_idx_o, pack_index(&u.dst_idx));
        for (int s = 0; s < SM5_NSRC; s++) {
            CK((top.src_kind_o >> (2 * s)) & 3u, u.src[s].kind);
            uint32_t idx = (uint32_t)((top.src_idx_o >> (8 * s)) & 0xFFu);
            uint32_t swz = (uint32_t)((top.src_swz_o >> (8 * s)) & 0xFFu);
            CK(idx, u.src[s].idx);
            CK(swz, u.src[s].swz);
            CK((top.src_neg_o >> s) & 1u, u.src[s].neg);
            CK((top.src_abs_o >> s) & 1u, u.src[s].abs);
            CK((top.srcx_kind_o >> (3 * s)) & 7u, u.src[s].xkind);
            uint32_t xi = 0;   // 4 x 23 bits: a VlWide
            for (int k = 0; k < 23; k++) {
                int bit = 23 * s + k;
                xi |= ((top.srcx_idx_o[bit / 32] >> (bit % 32)) & 1u) << k;
            }
            CK(xi, pack_index(&u.src[s].x));
        }
        sm5_uop_t back;
        if (!sm5_uop_unpack(b, &back) || memcmp(&back, &u, sizeof u) != 0) {
            bad++;
            if (failed < 10) printf("uop %d: C unpack(pack(u)) differs\n", i);
        }
        if (bad) failed++; else passed++;
    }
    top.final();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}

/* Check 4: the bitfield instructions of SPEC 4 against references that move one bit at
 * a time (no shift-and-mask formulas): ubfe / ibfe / bfi over every (width, offset) pair
 * in 0..31 x 0..31, with high junk bits in width/offset (only bits 4:0 count), times a
 * set of edge and random values; bfrev / countbits / firstbit_lo/hi/shi against bit
 * loops on edge + random values. --long sweeps all 2^32 inputs of the one-operand ops
 * against per-byte tables that were themselves filled by the bit loops. */
#include "indep.h"
#include "sm5_bitfield.h"

static uint32_t bit(uint32_t v, unsigned i) { return (v >> i) & 1u; }

/* ubfe (sign = false) / ibfe (sign = true): result bit i is source bit o + i while that
 * is inside the field and the word; above, zeros (ubfe) or copies of the field's top
 * bit (ibfe; the word's bit 31 when the field runs off the top). */
static uint32_t ref_bfe(uint32_t w5, uint32_t o5, uint32_t v, bool sign)
{
    unsigned w = w5 & 31u, o = o5 & 31u;
    if (w == 0) return 0;
    unsigned top = (o + w > 32u ? 32u : o + w) - 1u;    /* highest source bit of the field */
    uint32_t r = 0;
    for (unsigned i = 0; i < 32; i++) {
        unsigned src = o + i;
        uint32_t b = (i < w && src <= top) ? bit(v, src) : (sign ? bit(v, top) : 0u);
        r |= b << i;
    }
    return r;
}

static uint32_t ref_bfi(uint32_t w5, uint32_t o5, uint32_t ins, uint32_t base)
{
    unsigned w = w5 & 31u, o = o5 & 31u;
    uint32_t r = 0;
    for (unsigned i = 0; i < 32; i++) {
        bool in_field = i >= o && i - o < w;
        r |= (in_field ? bit(ins, i - o) : bit(base, i)) << i;
    }
    return r;
}

static uint32_t ref_bfrev(uint32_t v)
{
    uint32_t r = 0;
    for (unsigned i = 0; i < 32; i++) r |= bit(v, i) << (31u - i);
    return r;
}

static uint32_t ref_count(uint32_t v)
{
    uint32_t n = 0;
    for (unsigned i = 0; i < 32; i++) n += bit(v, i);
    return n;
}

static uint32_t ref_lo(uint32_t v)
{
    for (unsigned i = 0; i < 32; i++) if (bit(v, i)) return i;
    return 0xFFFFFFFFu;
}

/* Position counted from the MSB of the first bit equal to `want`. */
static uint32_t ref_from_msb(uint32_t v, uint32_t want)
{
    for (unsigned k = 0; k < 32; k++) if (bit(v, 31u - k) == want) return k;
    return 0xFFFFFFFFu;
}

static uint32_t ref_hi(uint32_t v) { return ref_from_msb(v, 1); }
static uint32_t ref_shi(uint32_t v) { return ref_from_msb(v, bit(v, 31) ? 0u : 1u); }

static void check_unary(tally_t *t, uint32_t v)
{
    uint32_t g, w;
    g = sm5_bfrev(v); w = ref_bfrev(v); tally(t, g == w, "bfrev(%08x) = %08x, want %08x", v, g, w);
    g = sm5_countbits(v); w = ref_count(v); tally(t, g == w, "countbits(%08x) = %08x, want %08x", v, g, w);
    g = sm5_firstbit_lo(v); w = ref_lo(v); tally(t, g == w, "firstbit_lo(%08x) = %08x, want %08x", v, g, w);
    g = sm5_firstbit_hi(v); w = ref_hi(v); tally(t, g == w, "firstbit_hi(%08x) = %08x, want %08x", v, g, w);
    g = sm5_firstbit_shi(v); w = ref_shi(v); tally(t, g == w, "firstbit_shi(%08x) = %08x, want %08x", v, g, w);
}

/* Byte tables for the --long sweep, filled by the bit-loop references above. */
typedef struct { uint8_t rev[256], cnt[256], lo[256], hi[256]; } tables_t;

static void fill_tables(tables_t *tb)
{
    for (uint32_t b = 0; b < 256; b++) {
        tb->rev[b] = (uint8_t)(ref_bfrev(b) >> 24);
        tb->cnt[b] = (uint8_t)ref_count(b);
        tb->lo[b] = (uint8_t)(b ? ref_lo(b) : 8u);
        tb->hi[b] = (uint8_t)(b ? ref_hi(b << 24) : 8u);   /* from the byte's own MSB */
    }
}

static void check_unary_fast(tally_t *t, const tables_t *tb, uint32_t v)
{
    uint32_t b0 = v & 0xFF, b1 = (v >> 8) & 0xFF, b2 = (v >> 16) & 0xFF, b3 = v >> 24;
    uint32_t rev = ((uint32_t)tb->rev[b0] << 24) | ((uint32_t)tb->rev[b1] << 16) |
                   ((uint32_t)tb->rev[b2] << 8) | tb->rev[b3];
    uint32_t cnt = (uint32_t)tb->cnt[b0] + tb->cnt[b1] + tb->cnt[b2] + tb->cnt[b3];
    uint32_t lo = b0 ? tb->lo[b0] : b1 ? 8u + tb->lo[b1] : b2 ? 16u + tb->lo[b2] : b3 ? 24u + tb->lo[b3] : 0xFFFFFFFFu;
    uint32_t hi = b3 ? tb->hi[b3] : b2 ? 8u + tb->hi[b2] : b1 ? 16u + tb->hi[b1] : b0 ? 24u + tb->hi[b0] : 0xFFFFFFFFu;
    uint32_t nv = ~v, n3 = nv >> 24, n2 = (nv >> 16) & 0xFF, n1 = (nv >> 8) & 0xFF, n0 = nv & 0xFF;
    uint32_t hin = n3 ? tb->hi[n3] : n2 ? 8u + tb->hi[n2] : n1 ? 16u + tb->hi[n1] : n0 ? 24u + tb->hi[n0] : 0xFFFFFFFFu;
    uint32_t shi = (v >> 31) ? hin : hi;
    uint32_t g;
    g = sm5_bfrev(v); tally(t, g == rev, "bfrev(%08x) = %08x, want %08x", v, g, rev);
    g = sm5_countbits(v); tally(t, g == cnt, "countbits(%08x) = %08x, want %08x", v, g, cnt);
    g = sm5_firstbit_lo(v); tally(t, g == lo, "firstbit_lo(%08x) = %08x, want %08x", v, g, lo);
    g = sm5_firstbit_hi(v); tally(t, g == hi, "firstbit_hi(%08x) = %08x, want %08x", v, g, hi);
    g = sm5_firstbit_shi(v); tally(t, g == shi, "firstbit_shi(%08x) = %08x, want %08x", v, g, shi);
}

static const uint32_t EDGE[] = {
    0x00000000u, 0xFFFFFFFFu, 0x80000000u, 0x00000001u, 0x7FFFFFFFu, 0xFFFFFFFEu,
    0xAAAAAAAAu, 0x55555555u, 0xCCCCCCCCu, 0x33333333u, 0xF0F0F0F0u, 0x0F0F0F0Fu,
    0xFF00FF00u, 0x00FF00FFu, 0xFFFF0000u, 0x0000FFFFu, 0x10000000u, 0x12345678u,
    0x87654321u, 0xDEADBEEFu, 0x40000000u, 0xC0000000u, 0x00010000u, 0x00008000u,
};
#define N_EDGE (sizeof EDGE / sizeof EDGE[0])

int main(int argc, char **argv)
{
    args_t a = parse_args(argc, argv, "indep-bitfield");
    tally_t t; tally_init(&t, "indep-bitfield");
    rng_t r; rng_seed(&r, a.seed);

    if (a.lng) {
        tables_t tb; fill_tables(&tb);
        /* the tables are checked against the bit loops on a sample before use */
        for (int i = 0; i < 100000; i++) {
            uint32_t v = rng_u32(&r) >> rng_below(&r, 32);
            check_unary(&t, v);
            check_unary_fast(&t, &tb, v);
        }
        uint64_t lo, hi; part_range(&a, &lo, &hi);
        for (uint64_t v = lo; v <= hi; v++) check_unary_fast(&t, &tb, (uint32_t)v);
        return tally_done(&t);
    }

    /* SPEC 4's worked example and the vector-file example */
    tally(&t, sm5_firstbit_hi(0x10000000u) == 3u, "firstbit_hi(0x10000000) = 3");
    tally(&t, sm5_ubfe(8, 4, 0x12345678u) == 0x67u, "ubfe 8 4 12345678 -> 67");
    tally(&t, sm5_ubfe(32, 0, 0xFFFFFFFFu) == 0u, "ubfe width 32 is width 0");
    tally(&t, sm5_ibfe(4, 28, 0x80000000u) == 0xFFFFFFF8u, "ibfe 4 28 80000000");

    uint32_t vals[N_EDGE + 8];
    for (size_t i = 0; i < N_EDGE; i++) vals[i] = EDGE[i];
    for (size_t i = N_EDGE; i < N_EDGE + 8; i++) vals[i] = rng_u32(&r);
    const size_t nv = N_EDGE + 8;

    for (uint32_t w = 0; w < 32; w++)
        for (uint32_t o = 0; o < 32; o++) {
            /* junk above bit 4 of width/offset, different per pair */
            uint32_t wj = w | (rng_u32(&r) & ~31u), oj = o | (rng_u32(&r) & ~31u);
            for (size_t i = 0; i < nv; i++) {
                uint32_t v = vals[i], g, x;
                for (int j = 0; j < 2; j++) {
                    uint32_t ww = j ? wj : w, oo = j ? oj : o;
                    g = sm5_ubfe(ww, oo, v); x = ref_bfe(ww, oo, v, false);
                    tally(&t, g == x, "ubfe(%08x, %08x, %08x) = %08x, want %08x", ww, oo, v, g, x);
                    g = sm5_ibfe(ww, oo, v); x = ref_bfe(ww, oo, v, true);
                    tally(&t, g == x, "ibfe(%08x, %08x, %08x) = %08x, want %08x", ww, oo, v, g, x);
                    uint32_t base = vals[(i + 5 + (size_t)w) % nv];
                    g = sm5_bfi(ww, oo, v, base); x = ref_bfi(ww, oo, v, base);
                    tally(&t, g == x, "bfi(%08x, %08x, %08x, %08x) = %08x, want %08x", ww, oo, v, base, g, x);
                }
            }
        }

    for (size_t i = 0; i < N_EDGE; i++) check_unary(&t, EDGE[i]);
    for (unsigned i = 0; i < 32; i++) {           /* single bits, single holes, prefixes */
        check_unary(&t, 1u << i); check_unary(&t, ~(1u << i));
        check_unary(&t, 0xFFFFFFFFu << i); check_unary(&t, 0xFFFFFFFFu >> i);
    }
    for (int i = 0; i < 200000; i++) check_unary(&t, rng_u32(&r) >> rng_below(&r, 32));
    return tally_done(&t);
}

/* Independent check of the integer arithmetic of SPEC 10 (cmodel/sm5_arith.c) against
 * formulas written separately from it:
 *   imul   signed __int128 product, high and low words;
 *   umul   schoolbook product of 16-bit halves (a different route to the 64 bits);
 *   imad / umad   __int128 a*b+c reduced mod 2^32 (signed and unsigned views);
 *   udiv   q*b + r == a with r < b (the definition), b == 0 gives 0xFFFFFFFF twice;
 *   uaddc  the 33-bit sum; usubb the sign of the 64-bit difference;
 *   msad   FS 22.12 over a byte array: reference bytes of 0 are masked, the sum
 *          saturates at 0xFFFFFFFF (P-22).
 * Operands: every pair of the integer edge values, then random words biased toward them.
 * --long runs 10x the random cases. */
#include "indep.h"
#include "sm5_arith.h"

static const uint32_t EDGES[] = {
    0, 1, 2, 3, 7, 0xFF, 0x100, 0xFFFF, 0x10000, 0x7FFFFFFF, 0x80000000u, 0x80000001u,
    0xFFFFFFFFu, 0xFFFFFFFEu, 0xFFFF0000u, 0x0000FFFFu, 0x55555555u, 0xAAAAAAAAu, 0x01010101u,
    0xFF00FF00u, 0x00FF00FFu, 0x12345678u, 0xDEADBEEFu, 0xFFFFFF00u, 0x46341u /* ~sqrt(2^32) */,
};
#define N_EDGES (sizeof EDGES / sizeof EDGES[0])

static uint32_t gen_int(rng_t *r)
{
    switch (rng_below(r, 6)) {
    case 0: return EDGES[rng_below(r, N_EDGES)];
    case 1: return EDGES[rng_below(r, N_EDGES)] + rng_below(r, 5) - 2u;
    case 2: return rng_u32(r) >> rng_below(r, 32);                   /* small magnitudes */
    case 3: return ~(rng_u32(r) >> rng_below(r, 32));                /* small negatives */
    default: return rng_u32(r);
    }
}

static void check(tally_t *t, uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t h, l, q, rm, s, k;
    /* imul */
    __int128 ps = (__int128)(int32_t)a * (int32_t)b;
    uint64_t pu = (uint64_t)ps;
    sm5_imul(a, b, &h, &l);
    tally(t, h == (uint32_t)(pu >> 32) && l == (uint32_t)pu, "imul(%08x, %08x) = %08x:%08x, want %016llx",
          a, b, h, l, (unsigned long long)pu);
    /* umul from 16-bit halves */
    uint64_t al = a & 0xFFFF, ah = a >> 16, bl = b & 0xFFFF, bh = b >> 16;
    uint64_t mid = al * bh + ah * bl;   /* < 2^33 */
    uint64_t u = al * bl + (mid << 16) + ((ah * bh) << 32);
    sm5_umul(a, b, &h, &l);
    tally(t, h == (uint32_t)(u >> 32) && l == (uint32_t)u, "umul(%08x, %08x) = %08x:%08x, want %016llx",
          a, b, h, l, (unsigned long long)u);
    /* imad / umad */
    uint32_t wi = (uint32_t)(uint64_t)(ps + (int32_t)c), wu = (uint32_t)((unsigned __int128)a * b + c);
    uint32_t gi = sm5_imad(a, b, c), gu = sm5_umad(a, b, c);
    tally(t, gi == wi, "imad(%08x, %08x, %08x) = %08x, want %08x", a, b, c, gi, wi);
    tally(t, gu == wu, "umad(%08x, %08x, %08x) = %08x, want %08x", a, b, c, gu, wu);
    /* udiv by its definition */
    sm5_udiv(a, b, &q, &rm);
    bool ok = b == 0 ? (q == 0xFFFFFFFFu && rm == 0xFFFFFFFFu)
                     : ((uint64_t)q * b + rm == a && rm < b);
    tally(t, ok, "udiv(%08x, %08x) = %08x, %08x", a, b, q, rm);
    /* uaddc / usubb */
    uint64_t sum = (uint64_t)a + b;
    sm5_uaddc(a, b, &s, &k);
    tally(t, s == (uint32_t)sum && k == (uint32_t)(sum >> 32), "uaddc(%08x, %08x) = %08x, %u", a, b, s, k);
    int64_t diff = (int64_t)a - (int64_t)b;
    sm5_usubb(a, b, &s, &k);
    tally(t, s == (uint32_t)(uint64_t)diff && k == (diff < 0 ? 1u : 0u), "usubb(%08x, %08x) = %08x, %u", a, b, s, k);
    /* msad */
    uint8_t rb[4], sb[4];
    memcpy(rb, &a, 4);   /* little-endian host: byte i = bits 8i+7..8i */
    memcpy(sb, &b, 4);
    int64_t acc = c;
    for (int i = 0; i < 4; i++)
        if (rb[i] != 0) acc += abs((int)rb[i] - (int)sb[i]);
    uint32_t wm = acc > 0xFFFFFFFFll ? 0xFFFFFFFFu : (uint32_t)acc;
    uint32_t gm = sm5_msad(a, b, c);
    tally(t, gm == wm, "msad(%08x, %08x, %08x) = %08x, want %08x", a, b, c, gm, wm);
}

int main(int argc, char **argv)
{
    args_t args = parse_args(argc, argv, "arith-int");
    rng_t r;
    /* test-long runs --part 0/2 and 1/2 side by side: each part its own stream */
    rng_seed(&r, args.seed + (uint64_t)args.part * 0x9E3779B97F4A7C15ull);
    tally_t t;
    tally_init(&t, "arith-int");
    uint32_t one = 1;
    uint8_t b0;
    memcpy(&b0, &one, 1);
    if (b0 != 1) { printf("arith-int: the msad reference assumes a little-endian host\n0 passed, 1 failed\n"); return 1; }
    for (unsigned i = 0; i < N_EDGES; i++)
        for (unsigned j = 0; j < N_EDGES; j++)
            for (unsigned k = 0; k < N_EDGES; k += 4) check(&t, EDGES[i], EDGES[j], EDGES[k]);
    uint64_t n = args.lng ? 100000000ull : 10000000ull;
    for (uint64_t i = 0; i < n; i++) check(&t, gen_int(&r), gen_int(&r), gen_int(&r));
    printf("arith-int: %llu operand triples, 9 results each\n", (unsigned long long)(n + N_EDGES * N_EDGES * ((N_EDGES + 3) / 4)));
    return tally_done(&t);
}

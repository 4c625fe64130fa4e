/* Wave timing figures of the double unit (make bench-dp; printed, never asserted), from
 * the unit's documented schedule (cmodel/sm5_dp_unit.h): issue cycles per wave of the
 * pipe at DP_LANES double lanes, the dependent latency, and the divider's cycles per wave
 * over TestFloat-style operands (a wave's doubles run one after another on each of the
 * DP_LANES dividers, so the wave takes the largest per-divider sum). */
#include <stdio.h>
#include <stdlib.h>
#include "sm5_dp_unit.h"

static uint64_t rs = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void)
{
    rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17;
    return rs;
}

/* an operand: mostly finite normals, some denorms, some specials */
static uint64_t operand(void)
{
    uint64_t r = rnd();
    switch (r % 16) {
    case 0: return 0;                                   /* zero: a special, 1 cycle */
    case 1: return 0x7FF0000000000000ull;               /* INF */
    case 2: return r >> 12;                             /* a denorm */
    default: return (0x3FFull << 52) ^ (r >> 12) ^ ((r & 0x3Full) << 52);
    }
}

int main(void)
{
    const int lanes_list[] = { 8, 32 };
    printf("### Double unit wave timing (make bench-dp; cmodel/sm5_dp_unit.h schedule)\n");
    printf("STAGES %d, divider BITS %d, DP_LANES = LANES / 4 (the default) and LANES / 2.\n\n",
           SM5_DP_STAGES, SM5_DPDIV_BITS);
    printf("| LANES | DP_LANES | pairs | pipe issue cycles per wave | first result | last result (dependent latency, whole wave) | ddiv/drcp cycles per wave: typical (min .. max over 1000 waves) |\n");
    printf("|---:|---:|---:|---:|---:|---:|---|\n");
    for (unsigned li = 0; li < 2; li++) {
        int lanes = lanes_list[li];
        for (int div = 4; div >= 2; div -= 2) {
            int dpl = lanes / div;
            for (int pairs = 2; pairs >= 1; pairs--) {
                int ic = sm5_dp_issue_cycles(lanes, pairs, dpl);
                /* the divider: each of the DP_LANES dividers takes doubles / DP_LANES in turn */
                long mn = 1L << 40, mx = 0, sum = 0;
                for (int w = 0; w < 1000; w++) {
                    long worst = 0;
                    for (int u = 0; u < dpl; u++) {
                        long t = 0;
                        for (int k = u; k < lanes * pairs; k += dpl)
                            t += sm5_dpdiv_cycles((rnd() & 3) == 0, operand(), operand(), SM5_DPDIV_BITS);
                        if (t > worst) worst = t;
                    }
                    if (worst < mn) mn = worst;
                    if (worst > mx) mx = worst;
                    sum += worst;
                }
                printf("| %d | %d | %d | %d | %d | %d | %ld (%ld .. %ld) |\n", lanes, dpl, pairs, ic,
                       SM5_DP_STAGES, ic - 1 + SM5_DP_STAGES, sum / 1000, mn, mx);
            }
        }
    }
    printf("\nA wave's doubles issue DP_LANES per cycle, .xy pairs first; a result leaves STAGES\n"
           "cycles after its issue cycle. A dependent double op can start when the producer's\n"
           "last result is out: issue cycles - 1 + STAGES after the producer's first issue (or,\n"
           "if the integration forwards group by group, STAGES cycles after each group).\n"
           "ddiv / drcp on all-normal operands: %d cycles per double at BITS %d.\n",
           sm5_dpdiv_cycles(false, 0x3FF0000000000001ull, 0x4008000000000000ull, SM5_DPDIV_BITS), SM5_DPDIV_BITS);
    return 0;
}

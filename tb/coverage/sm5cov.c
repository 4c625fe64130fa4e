/* sm5cov: functional coverage of programs (docs/coverage.md).
 *
 *   sm5cov [--lanes N] [--require FILE] [--quiet] [--verbose] [--list-covered] PROG.asm...
 *
 * Runs each program the way the lockstep testbench does (tb/lockstep/lockstep.c: the
 * same lane count, masks, host setup and back-to-back issue) through
 *   1. the architectural simulator, sampling before every instruction each lane's
 *      operands after swizzle and modifiers (ALU ops) or addresses and values (memory
 *      ops): comparator class pairs, bitfield branches, conversion classes, atomic
 *      op x resource kind x conflict degree x bound case, policies P-1..P-13;
 *   2. the cycle model (cmodel/sm5_cycle.h), sampling every cycle's bundle and pipeline
 *      stages: forwarding from WB into EX, stalls (memory busy, scoreboard), write-port
 *      collisions, bank conflicts and back-to-back bank accesses to one word; a program
 *      with control flow runs through the sequencer's twin (cmodel/sm5_core.h), which
 *      also samples the flow bins: divergence depth, re-convergence, loop exits by each
 *      route, switch labels, barrier waits, the sequencer's waits.
 * Lockstep proves the RTL equals the cycle model on exactly this stimulus, so the bins
 * say what the RTL has been shown to do.
 * Output: covered/total per group and every uncovered bin by name. --require FILE: the
 * bins listed there (one a line, '#' comments) must be covered; prints `N passed, M
 * failed` over them and exits 1 when one is missing. Exit 2 on a bad program.        */
#include "sm5_cov.h"
#include "sm5_archsim.h"
#include "sm5_alu.h"
#include "sm5_cycle.h"
#include "sm5_core.h"
#include "sm5_float.h"
#include "sm5_arith.h"
#include "sm5_f64.h"
#include "sm5_mem.h"
#include "sm5_load.h"
#include "sm5_prog.h"
#include "sm5_sfu.h"
#include "sm5_sfu_dp.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* the lockstep build's parameters (mk/sim.mk) */
#define CV_NREGS 32
#define CV_NCONST 256
#define CV_BANKS 32
#define CV_MEM_WORDS 4096u

static const char *const C4[4] = {"ninf", "F", "pinf", "NaN"};
static const char *const MINMAX_OPS[2] = {"min", "max"};
static const char *const CMP_OPS[4] = {"eq", "ne", "lt", "ge"};
static const char *const DOPS[2] = {"dmin", "dmax"};
static const char *const KINDS[5] = {"raw", "structured", "typed", "gsm_raw", "gsm_structured"};
static const char *const DEGS[3] = {"1", "2", "all"};
/* SPEC 10: the classes of the FS 22.10 tables, and the rounding events (sm5_arith.h) */
static const char *const C9[9] = {"ninf", "nF", "nden", "nzero", "pzero", "pden", "pF", "pinf", "NaN"};
static const char *const P7[7] = {"ninf", "nF", "nzero", "pzero", "pF", "pinf", "NaN"};
static const struct { sm5_aev_t bit; const char *name; } AEV[] = {
    {SM5_AEV_EXACT, "exact"}, {SM5_AEV_RND_DOWN, "down"}, {SM5_AEV_RND_UP, "up"},
    {SM5_AEV_TIE_EVEN, "tie_even"}, {SM5_AEV_TIE_UP, "tie_up"}, {SM5_AEV_FLUSH, "flush"},
    {SM5_AEV_TO_MIN, "to_min"}, {SM5_AEV_OVERFLOW, "overflow"}, {SM5_AEV_CANCEL, "cancel"},
    {SM5_AEV_MASSCANCEL, "masscancel"}};
#define N_AEV (sizeof AEV / sizeof AEV[0])
#define RND5 (SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_TIE_EVEN | SM5_AEV_TIE_UP)
/* the events each op can produce (arithmetic rules out the others: a sum below 2^-126 is
 * exact, a quotient or square root is never half-way, ...: docs/coverage.md) */
static const struct { sm5_op_t op; sm5_aev_t ev; } ARITH_EV[] = {
    {SM5_OP_ADD, RND5 | SM5_AEV_FLUSH | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL | SM5_AEV_MASSCANCEL},
    {SM5_OP_MUL, RND5 | SM5_AEV_FLUSH | SM5_AEV_TO_MIN | SM5_AEV_OVERFLOW},
    {SM5_OP_MAD, RND5 | SM5_AEV_FLUSH | SM5_AEV_TO_MIN | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL | SM5_AEV_MASSCANCEL},
    {SM5_OP_DP2, RND5 | SM5_AEV_FLUSH | SM5_AEV_TO_MIN | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL},
    {SM5_OP_DP3, RND5 | SM5_AEV_FLUSH | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL},
    {SM5_OP_DP4, RND5 | SM5_AEV_FLUSH | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL},
    {SM5_OP_DIV, SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_FLUSH | SM5_AEV_OVERFLOW},
    {SM5_OP_SQRT, SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP},
    {SM5_OP_FRC, RND5},
    {SM5_OP_ROUND_NE, RND5},
    {SM5_OP_ROUND_NI, SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP},
    {SM5_OP_ROUND_PI, SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP},
    {SM5_OP_ROUND_Z, SM5_AEV_EXACT | SM5_AEV_RND_DOWN},
};
#define N_ARITH_EV (sizeof ARITH_EV / sizeof ARITH_EV[0])

/* ------------------------------------------------------------------ classes */

static int c4_32(uint32_t v)
{
    sm5_fclass_t c = sm5_f32_class(v);
    if (c == SM5_FC_NAN) return 3;
    if (c == SM5_FC_INF) return (v >> 31) ? 0 : 2;
    return 1;
}

static int c4_64(uint64_t v)
{
    sm5_fclass_t c = sm5_f64_class(v);
    if (c == SM5_FC_NAN) return 3;
    if (c == SM5_FC_INF) return (v >> 63) ? 0 : 2;
    return 1;
}

/* an atomic with an address (not the counters) */
static bool is_atomic_addr_op(sm5_op_t op) { return sm5_op_is_atomic(op) && !sm5_op_is_counter(op); }

/* f32 -> small float (5-bit exponent, frac_w fraction bits) class, SPEC 1/5 */
static const char *to_small_class(uint32_t v, int frac_w, bool is_signed)
{
    sm5_fclass_t c = sm5_f32_class(v);
    bool sign = v >> 31;
    if (c == SM5_FC_NAN) return "nan";
    if (!is_signed && sign) return "negative";
    if (c == SM5_FC_INF) return "inf";
    if (c == SM5_FC_ZERO) return "zero";
    if (c == SM5_FC_DENORM) return "denorm_input";
    uint32_t e = (v >> 23) & 0xFFu, man = v & 0x7FFFFFu;
    if (e >= 143) return "overflow";
    if (e >= 113) return (man & ((1u << (23 - frac_w)) - 1u)) ? "inexact" : "exact";
    uint32_t sh = 136u - (uint32_t)frac_w - e;   /* as SPEC: {1, man} >> shift */
    uint32_t d = sh >= 24 ? 0 : ((0x800000u | man) >> sh);
    return d ? "denorm_result" : "underflow";
}

static const char *from_small_class(uint32_t v, int frac_w)
{
    uint32_t e = (v >> frac_w) & 31u, f = v & ((1u << frac_w) - 1u);
    if (e == 31) return f ? "nan" : "inf";
    if (e == 0) return f ? "denorm" : "zero";
    return "normal";
}

/* ------------------------------------------------------------------ the plan */

/* SPEC 10 class of an f32 operand (after modifiers, before the flush) */
static int c9(uint32_t v)
{
    sm5_fclass_t c = sm5_f32_class(v);
    bool n = v >> 31;
    switch (c) {
    case SM5_FC_NAN: return 8;
    case SM5_FC_INF: return n ? 0 : 7;
    case SM5_FC_NORMAL: return n ? 1 : 6;
    case SM5_FC_DENORM: return n ? 2 : 5;
    default: return n ? 3 : 4;
    }
}

/* class of a product a*b after the input flush (mad's table: product x src2) */
static int p7(uint32_t a, uint32_t b)
{
    int ca = c9(a), cb = c9(b);
    if (ca == 8 || cb == 8) return 6;
    bool zero_a = ca >= 2 && ca <= 5, zero_b = cb >= 2 && cb <= 5;
    bool inf = ca == 0 || ca == 7 || cb == 0 || cb == 7;
    if (inf && (zero_a || zero_b)) return 6;            /* INF * 0: NaN */
    bool neg = (a ^ b) >> 31;
    if (inf) return neg ? 0 : 5;
    if (zero_a || zero_b) return neg ? 2 : 3;
    return neg ? 1 : 4;
}

static const char *const TWO_DST[5] = {"imul", "umul", "udiv", "uaddc", "usubb"};

/* SPEC 11, the SFU (cmodel/sm5_sfu.h): per unit op the result paths it has,
 * the table's first and last segment, the first and last 1/256 of a segment (X), rsq's
 * two tables (exponent parity), the four quadrants of sin and cos and a reduction of
 * more than one turn (|x| > 2 pi), sincos's destination forms. */
static const char *const SFU_PATHS[SM5_SFU_NPATHS] = {"nan", "special", "range", "small", "exact", "table"};
static bool sfu_has_path(int op, int path)
{
    bool trig = op == SM5_SFU_SIN || op == SM5_SFU_COS;
    switch (path) {
    case SM5_SFU_P_RANGE: return op == SM5_SFU_EXP;
    case SM5_SFU_P_SMALL: return trig;
    case SM5_SFU_P_EXACT: return !trig;
    case SM5_SFU_P_SPECIAL: return !trig;   /* sin/cos: INF is NaN, zeros take the small path */
    default: return true;
    }
}

static void declare_sfu(sm5_cov_t *cv)
{
    for (int o = 0; o < SM5_SFU_NOPS; o++) {
        const char *on = sm5_sfu_op_names[o];
        for (int pth = 0; pth < SM5_SFU_NPATHS; pth++)
            if (sfu_has_path(o, pth)) sm5_cov_declf(cv, "sfu.%s.path.%s", on, SFU_PATHS[pth]);
        sm5_cov_declf(cv, "sfu.%s.seg_first", on);
        sm5_cov_declf(cv, "sfu.%s.seg_last", on);
        sm5_cov_declf(cv, "sfu.%s.x_first", on);
        sm5_cov_declf(cv, "sfu.%s.x_last", on);
        if (o == SM5_SFU_SIN || o == SM5_SFU_COS) {
            for (int q = 0; q < 4; q++) sm5_cov_declf(cv, "sfu.%s.quad%d", on, q);
            sm5_cov_declf(cv, "sfu.%s.turns", on);
        }
    }
    sm5_cov_decl(cv, "sfu.rsq.even");
    sm5_cov_decl(cv, "sfu.rsq.odd");
    sm5_cov_decl(cv, "sfu.sincos.dst_both");
    sm5_cov_decl(cv, "sfu.sincos.dst_null_first");
    sm5_cov_decl(cv, "sfu.sincos.dst_null_second");
}

/* one SFU unit op on one operand (after the source modifiers) */
static void sample_sfu_one(sm5_cov_t *cv, sm5_sfu_op_t o, uint32_t a)
{
    sm5_sfu_info_t in;
    memset(&in, 0, sizeof in);
    in.table = -1;
    (void)sm5_sfu(o, a, NULL, &in);
    const char *on = sm5_sfu_op_names[o];
    sm5_cov_hitf(cv, "sfu.%s.path.%s", on, SFU_PATHS[in.path]);
    if (in.table < 0 || in.path == SM5_SFU_P_NAN || in.path == SM5_SFU_P_SPECIAL ||
        in.path == SM5_SFU_P_RANGE || in.path == SM5_SFU_P_SMALL)
        return;
    if (in.seg == 0) sm5_cov_hitf(cv, "sfu.%s.seg_first", on);
    if (in.seg == SM5_SFU_SEGS - 1) sm5_cov_hitf(cv, "sfu.%s.seg_last", on);
    if (in.x < (1u << (SM5_SFU_XB - 8))) sm5_cov_hitf(cv, "sfu.%s.x_first", on);
    if (in.x >= (1u << SM5_SFU_XB) - (1u << (SM5_SFU_XB - 8))) sm5_cov_hitf(cv, "sfu.%s.x_last", on);
    if (in.table == SM5_SFU_T_RSQ_E) sm5_cov_hit(cv, "sfu.rsq.even");
    if (in.table == SM5_SFU_T_RSQ_O) sm5_cov_hit(cv, "sfu.rsq.odd");
    if (o == SM5_SFU_SIN || o == SM5_SFU_COS) {
        sm5_cov_hitf(cv, "sfu.%s.quad%d", on, in.quadrant & 3);
        if ((a & 0x7FFFFFFFu) > 0x40C90FDBu) sm5_cov_hitf(cv, "sfu.%s.turns", on);   /* > RN(2 pi) */
    }
}

/* the SFU ops (rcp rsq exp log sincos): every written component of source 0 */
static bool sample_sfu(sm5_cov_t *cv, const sm5_uop_t *u, const uint32_t m[SM5_NSRC][4])
{
    sm5_op_t op = (sm5_op_t)u->op;
    sm5_sfu_op_t o;
    switch (op) {
    case SM5_OP_RCP: o = SM5_SFU_RCP; break;
    case SM5_OP_RSQ: o = SM5_SFU_RSQ; break;
    case SM5_OP_EXP: o = SM5_SFU_EXP; break;
    case SM5_OP_LOG: o = SM5_SFU_LOG; break;
    case SM5_OP_SINCOS: o = SM5_SFU_SIN; break;
    default: return false;
    }
    for (int c = 0; c < 4; c++) {
        if ((u->dst_mask >> c) & 1u) sample_sfu_one(cv, o, m[0][c]);
        if (op == SM5_OP_SINCOS && ((u->dst2_mask >> c) & 1u)) sample_sfu_one(cv, SM5_SFU_COS, m[0][c]);
    }
    if (op == SM5_OP_SINCOS) {
        if (!u->dst_mask) sm5_cov_hit(cv, "sfu.sincos.dst_null_first");
        else if (!u->dst2_mask) sm5_cov_hit(cv, "sfu.sincos.dst_null_second");
        else sm5_cov_hit(cv, "sfu.sincos.dst_both");
    }
    return true;
}

static void declare_arith(sm5_cov_t *cv)
{
    static const char *const bin_ops[3] = {"add", "mul", "div"};
    for (int o = 0; o < 3; o++)
        for (int a = 0; a < 9; a++)
            for (int b = 0; b < 9; b++) sm5_cov_declf(cv, "arith.%s.%s_%s", bin_ops[o], C9[a], C9[b]);
    for (int p = 0; p < 7; p++)
        for (int c = 0; c < 9; c++) sm5_cov_declf(cv, "arith.mad.prod_%s.%s", P7[p], C9[c]);
    static const char *const un_ops[6] = {"sqrt", "frc", "round_ne", "round_ni", "round_pi", "round_z"};
    for (int o = 0; o < 6; o++)
        for (int a = 0; a < 9; a++) sm5_cov_declf(cv, "arith.%s.%s", un_ops[o], C9[a]);
    for (size_t i = 0; i < N_ARITH_EV; i++)
        for (size_t e = 0; e < N_AEV; e++)
            if (ARITH_EV[i].ev & AEV[e].bit)
                sm5_cov_declf(cv, "arith.%s.rnd.%s", sm5_op_name(ARITH_EV[i].op), AEV[e].name);
    static const char *const dps[3] = {"dp2", "dp3", "dp4"};
    static const char *const dpsp[] = {"nan_in", "inf_times_zero", "inf_minus_inf", "sat", "step_rounded"};
    for (int d = 0; d < 3; d++)
        for (size_t k = 0; k < sizeof dpsp / sizeof dpsp[0]; k++) sm5_cov_declf(cv, "arith.%s.%s", dps[d], dpsp[k]);
    static const char *const ints[] = {
        "imul.pos_pos", "imul.pos_neg", "imul.neg_neg", "imul.min_times_neg1", "umul.hi_zero",
        "umul.hi_nonzero", "imad.wrap", "imad.neg_result", "umad.wrap", "udiv.by_zero", "udiv.q_zero",
        "udiv.r_zero", "udiv.general", "uaddc.carry0", "uaddc.carry1", "usubb.borrow0", "usubb.borrow1",
        "msad.masked_byte", "msad.all_masked", "msad.no_mask", "msad.saturate"};
    for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++) sm5_cov_declf(cv, "arith.%s", ints[i]);
    for (int o = 0; o < 5; o++) {
        sm5_cov_declf(cv, "arith.%s.dst_null_first", TWO_DST[o]);
        sm5_cov_declf(cv, "arith.%s.dst_null_second", TWO_DST[o]);
        sm5_cov_declf(cv, "arith.%s.dst_both", TWO_DST[o]);
    }
}

/* SPEC 12: the double ops' rounding events (sm5_f64.h), forms and conversion
 * edges. The directed C-model programs fill the forms; the rounding events are filled by
 * the unit harness and the independent checks (tb/unit/dp, tb/ref/dp_*.c), which have
 * their own required bins, so here they show what the programs reach. */
static const struct { sm5_aev_t bit; const char *name; } DEV[] = {
    {SM5_AEV_EXACT, "exact"}, {SM5_AEV_RND_DOWN, "down"}, {SM5_AEV_RND_UP, "up"},
    {SM5_AEV_TIE_EVEN, "tie_even"}, {SM5_AEV_TIE_UP, "tie_up"}, {SM5_AEV_OVERFLOW, "overflow"},
    {SM5_AEV_CANCEL, "cancel"}, {SM5_AEV_DENORM_IN, "denorm_in"}, {SM5_AEV_DENORM_OUT, "denorm_out"},
    {SM5_AEV_UNDER_ZERO, "under_zero"}, {SM5_AEV_TO_MIN, "to_min"}, {SM5_AEV_FLUSH, "flush"}};
#define N_DEV (sizeof DEV / sizeof DEV[0])
static const sm5_op_t DARITH[] = {SM5_OP_DADD, SM5_OP_DMUL, SM5_OP_DFMA, SM5_OP_DDIV, SM5_OP_DRCP, SM5_OP_DTOF};
#define DR5 (SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_TIE_EVEN | SM5_AEV_TIE_UP)
#define DUF (SM5_AEV_DENORM_IN | SM5_AEV_DENORM_OUT | SM5_AEV_UNDER_ZERO | SM5_AEV_TO_MIN)
/* the events each op can produce: a sum in the denorm range is exact (no under_zero or
 * to_min for dadd), a product never cancels, 1/x is never a tie nor below the smallest
 * denorm */
static const sm5_aev_t DARITH_EV[] = {
    DR5 | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL | SM5_AEV_DENORM_IN | SM5_AEV_DENORM_OUT,
    DR5 | SM5_AEV_OVERFLOW | DUF,
    DR5 | SM5_AEV_OVERFLOW | SM5_AEV_CANCEL | DUF,
    DR5 | SM5_AEV_OVERFLOW | DUF,
    SM5_AEV_EXACT | SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_OVERFLOW | SM5_AEV_DENORM_IN |
        SM5_AEV_DENORM_OUT | SM5_AEV_TO_MIN,
    DR5 | SM5_AEV_OVERFLOW | SM5_AEV_DENORM_IN | SM5_AEV_FLUSH | SM5_AEV_TO_MIN};
static const char *const DSWZ[4] = {"xyzw", "xyxy", "zwxy", "zwzw"};
static const char *const DCVT[] = {"dtoi.nan", "dtoi.clamp_hi", "dtoi.clamp_lo", "dtoi.frac", "dtou.nan",
                                   "dtou.clamp_hi", "dtou.neg", "dtou.frac", "dtof.flush", "dtof.overflow",
                                   "ftod.denorm_flushed", "itod.int_min", "utod.max"};

static void declare_double(sm5_cov_t *cv)
{
    for (size_t o = 0; o < sizeof DARITH / sizeof DARITH[0]; o++)
        for (size_t e = 0; e < N_DEV; e++)
            if (DARITH_EV[o] & DEV[e].bit) sm5_cov_declf(cv, "double.%s.rnd.%s", sm5_op_name(DARITH[o]), DEV[e].name);
    for (int op = 0; op < SM5_OP_COUNT; op++) {
        if (!sm5_op_is_dp((sm5_op_t)op)) continue;
        if (sm5_op_f64_src((sm5_op_t)op, 0) || sm5_op_f64_src((sm5_op_t)op, 1))
            for (int z = 0; z < 4; z++) sm5_cov_declf(cv, "double.%s.swz.%s", sm5_op_name((sm5_op_t)op), DSWZ[z]);
        if (sm5_op_f64_res32((sm5_op_t)op)) {
            sm5_cov_declf(cv, "double.%s.mask.one", sm5_op_name((sm5_op_t)op));
            sm5_cov_declf(cv, "double.%s.mask.two", sm5_op_name((sm5_op_t)op));
        } else {
            static const char *const dm[3] = {"xy", "zw", "xyzw"};
            for (int k = 0; k < 3; k++) sm5_cov_declf(cv, "double.%s.mask.%s", sm5_op_name((sm5_op_t)op), dm[k]);
        }
    }
    for (size_t i = 0; i < sizeof DCVT / sizeof DCVT[0]; i++) sm5_cov_declf(cv, "double.%s", DCVT[i]);
}

static uint64_t pair(const uint32_t v[4], int p);

static void sample_double(sm5_cov_t *cv, const sm5_uop_t *u, const uint32_t m[SM5_NSRC][4])
{
    const sm5_op_t op = (sm5_op_t)u->op;
    const char *on = sm5_op_name(op);
    for (int s = 0; s < 2; s++)
        if (sm5_op_f64_src(op, s)) {
            uint8_t z = u->src[s].swz;
            int k = z == 0xE4 ? 0 : z == 0x44 ? 1 : z == 0x4E ? 2 : 3;
            sm5_cov_hitf(cv, "double.%s.swz.%s", on, DSWZ[k]);
        }
    if (sm5_op_f64_res32(op)) sm5_cov_hitf(cv, "double.%s.mask.%s", on, __builtin_popcount(u->dst_mask) == 1 ? "one" : "two");
    else sm5_cov_hitf(cv, "double.%s.mask.%s", on, u->dst_mask == 0x3 ? "xy" : u->dst_mask == 0xC ? "zw" : "xyzw");
    int npair = sm5_op_f64_res32(op) ? __builtin_popcount(u->dst_mask) : 2;
    for (int p = 0; p < npair; p++) {
        if (!sm5_op_f64_res32(op) && !((u->dst_mask >> (2 * p)) & 3u)) continue;
        uint64_t a = pair(m[0], p), b = pair(m[1], p), c = pair(m[2], p);
        sm5_aev_t ev = 0;
        switch (op) {
        case SM5_OP_DADD: sm5_f64_add(a, b, &ev); break;
        case SM5_OP_DMUL: sm5_f64_mul(a, b, &ev); break;
        case SM5_OP_DFMA: sm5_f64_fma(a, b, c, &ev); break;
        case SM5_OP_DDIV: sm5_f64_div(a, b, &ev); break;
        case SM5_OP_DRCP: sm5_f64_rcp(a, &ev); break;
        case SM5_OP_DTOF: {
            sm5_dtof(a, &ev);
            if (ev & SM5_AEV_FLUSH) sm5_cov_hit(cv, "double.dtof.flush");
            if (ev & SM5_AEV_OVERFLOW) sm5_cov_hit(cv, "double.dtof.overflow");
            break;
        }
        case SM5_OP_DTOI: case SM5_OP_DTOU: {
            bool nan = (a & 0x7FFFFFFFFFFFFFFFull) > 0x7FF0000000000000ull, neg = a >> 63;
            uint32_t r = op == SM5_OP_DTOI ? sm5_dtoi(a) : sm5_dtou(a);
            const char *n = op == SM5_OP_DTOI ? "dtoi" : "dtou";
            uint64_t ex = (a >> 52) & 0x7FF;
            if (nan) sm5_cov_hitf(cv, "double.%s.nan", n);
            else if (op == SM5_OP_DTOU && neg) sm5_cov_hit(cv, "double.dtou.neg");
            else if (r == (op == SM5_OP_DTOI ? 0x7FFFFFFFu : 0xFFFFFFFFu) && ex >= 1053) sm5_cov_hitf(cv, "double.%s.clamp_hi", n);
            else if (op == SM5_OP_DTOI && r == 0x80000000u && ex >= 1054) sm5_cov_hit(cv, "double.dtoi.clamp_lo");
            if (!nan && ex >= 1023 && ex < 1075 && (a & ((1ull << (1075 - ex)) - 1) & 0xFFFFFFFFFFFFFull))
                sm5_cov_hitf(cv, "double.%s.frac", n);
            break;
        }
        case SM5_OP_FTOD: if ((m[0][p] & 0x7F800000u) == 0 && (m[0][p] & 0x7FFFFFu)) sm5_cov_hit(cv, "double.ftod.denorm_flushed"); break;
        case SM5_OP_ITOD: if (m[0][p] == 0x80000000u) sm5_cov_hit(cv, "double.itod.int_min"); break;
        case SM5_OP_UTOD: if (m[0][p] == 0xFFFFFFFFu) sm5_cov_hit(cv, "double.utod.max"); break;
        default: break;
        }
        for (size_t o = 0; o < sizeof DARITH / sizeof DARITH[0]; o++)
            if (DARITH[o] == op)
                for (size_t e = 0; e < N_DEV; e++)
                    if (ev & DARITH_EV[o] & DEV[e].bit) sm5_cov_hitf(cv, "double.%s.rnd.%s", on, DEV[e].name);
    }
}

static void declare_plan(sm5_cov_t *cv)
{
    for (int o = 0; o < 2; o++) {
        for (int a = 0; a < 4; a++)
            for (int b = 0; b < 4; b++) sm5_cov_declf(cv, "minmax.%s.%s_%s", MINMAX_OPS[o], C4[a], C4[b]);
        static const char *const sub[] = {"pzero_nzero", "nzero_pzero", "denorm_src0",
                                          "denorm_src1", "denorm_zero_oppsign"};
        for (size_t s = 0; s < sizeof sub / sizeof sub[0]; s++)
            sm5_cov_declf(cv, "minmax.%s.F.%s", MINMAX_OPS[o], sub[s]);
    }
    for (int o = 0; o < 4; o++) {
        for (int a = 0; a < 4; a++)
            for (int b = 0; b < 4; b++) sm5_cov_declf(cv, "cmp.%s.%s_%s", CMP_OPS[o], C4[a], C4[b]);
        sm5_cov_declf(cv, "cmp.%s.F.zero_oppsign", CMP_OPS[o]);
        sm5_cov_declf(cv, "cmp.%s.F.denorm", CMP_OPS[o]);
    }
    for (int o = 0; o < 2; o++) {
        for (int a = 0; a < 4; a++)
            for (int b = 0; b < 4; b++) sm5_cov_declf(cv, "dminmax.%s.%s_%s", DOPS[o], C4[a], C4[b]);
        sm5_cov_declf(cv, "dminmax.%s.F.pzero_nzero", DOPS[o]);
        sm5_cov_declf(cv, "dminmax.%s.F.nzero_pzero", DOPS[o]);
        sm5_cov_declf(cv, "dminmax.%s.F.denorm", DOPS[o]);
    }
    static const char *const br[] = {"w0", "fit", "else"};
    for (int b = 0; b < 3; b++) {
        sm5_cov_declf(cv, "bitfield.ubfe.%s", br[b]);
        sm5_cov_declf(cv, "bitfield.ibfe.%s", br[b]);
        sm5_cov_declf(cv, "bitfield.bfi.%s", br[b]);
    }
    sm5_cov_decl(cv, "bitfield.ibfe.fit_neg");
    sm5_cov_decl(cv, "bitfield.ibfe.else_neg");

    static const char *const f16c[] = {"overflow", "denorm_result", "nan", "inf", "exact",
                                       "inexact", "denorm_input"};
    for (size_t i = 0; i < sizeof f16c / sizeof f16c[0]; i++) {
        sm5_cov_declf(cv, "cvt.f32tof16.%s", f16c[i]);
        sm5_cov_declf(cv, "cvt.store_f16.%s", f16c[i]);
    }
    static const char *const f11c[] = {"overflow", "denorm_result", "nan", "inf", "negative",
                                       "exact", "inexact"};
    for (size_t i = 0; i < sizeof f11c / sizeof f11c[0]; i++) {
        sm5_cov_declf(cv, "cvt.store_f11.%s", f11c[i]);
        sm5_cov_declf(cv, "cvt.store_f10.%s", f11c[i]);
    }
    static const char *const inc[] = {"denorm", "nan", "inf"};
    for (int i = 0; i < 3; i++) {
        sm5_cov_declf(cv, "cvt.f16tof32.%s", inc[i]);
        sm5_cov_declf(cv, "cvt.load_f16.%s", inc[i]);
        sm5_cov_declf(cv, "cvt.load_f11.%s", inc[i]);
        sm5_cov_declf(cv, "cvt.load_f10.%s", inc[i]);
    }
    static const char *const ftoi[] = {"overflow_pos", "overflow_neg", "nan", "inf", "in_range", "frac_lt1"};
    for (size_t i = 0; i < sizeof ftoi / sizeof ftoi[0]; i++) sm5_cov_declf(cv, "cvt.ftoi.%s", ftoi[i]);
    static const char *const ftou[] = {"overflow", "negative", "nan", "inf", "in_range", "frac_lt1"};
    for (size_t i = 0; i < sizeof ftou / sizeof ftou[0]; i++) sm5_cov_declf(cv, "cvt.ftou.%s", ftou[i]);
    sm5_cov_decl(cv, "cvt.itof.exact");
    sm5_cov_decl(cv, "cvt.itof.rounded");
    sm5_cov_decl(cv, "cvt.itof.negative");
    sm5_cov_decl(cv, "cvt.utof.exact");
    sm5_cov_decl(cv, "cvt.utof.rounded");

    for (int op = 0; op < SM5_OP_COUNT; op++) {
        if (!sm5_op_is_atomic((sm5_op_t)op)) continue;
        const char *n = sm5_op_name((sm5_op_t)op);
        if (!is_atomic_addr_op((sm5_op_t)op)) { sm5_cov_declf(cv, "atomic.%s.structured", n); continue; }
        for (int k = 0; k < 5; k++) sm5_cov_declf(cv, "atomic.%s.%s", n, KINDS[k]);
        for (int d = 0; d < 3; d++) sm5_cov_declf(cv, "atomic.%s.conflict_%s", n, DEGS[d]);
    }
    static const char *const cases[5][5] = {
        {"ok", "oob", "misaligned", NULL, NULL},
        {"ok", "oob", "misaligned", "struct_offset", NULL},
        {"ok", "oob", NULL, NULL, NULL},
        {"ok", "gsm_oob", "misaligned", NULL, NULL},
        {"ok", "gsm_oob", "misaligned", "struct_offset", NULL}};
    for (int k = 0; k < 5; k++) {
        for (int i = 0; i < 5 && cases[k][i]; i++) sm5_cov_declf(cv, "atomic.%s.case_%s", KINDS[k], cases[k][i]);
        for (int d = 0; d < 3; d++) sm5_cov_declf(cv, "atomic.%s.conflict_%s", KINDS[k], DEGS[d]);
    }

    declare_arith(cv);
    declare_double(cv);
    declare_sfu(cv);

    static const char *const pol[] = {
        "P-1", "P-2.f32", "P-2.f64", "P-3.f32", "P-3.f64", "P-4", "P-5", "P-6.rtz", "P-6.nan",
        "P-7.struct_offset", "P-7.gsm_oob", "P-7.misaligned", "P-8.fault", "P-8.helper",
        "P-8.inactive", "P-9", "P-10", "P-11", "P-12", "P-13", "P-14", "P-15", "P-16", "P-17",
        "P-18", "P-19", "P-20", "P-21", "P-22"};
    for (size_t i = 0; i < sizeof pol / sizeof pol[0]; i++) sm5_cov_declf(cv, "policy.%s", pol[i]);

    /* the latency-aware pipeline (docs/architecture.md): bypass points, dispatch stall
     * reasons, the write port's sources, full queues, bank behaviour */
    static const char *const pipe[] = {
        "byp.src0", "byp.src1", "byp.src2", "byp.src3", "byp.ex1", "byp.rd_bus", "byp.rd_prev",
        "byp.partial", "byp.mem_op", "stall.raw", "stall.waw", "stall.wb_slot", "stall.wb_mem",
        "stall.mem_credit", "wb.second", "wb.mem", "wb.mem_held", "mq.full", "iq.full",
        "mem.bank_conflict", "mem.bank_fwd",
        /* the SPEC 10 pipes: a consumer dispatched exactly its producer's latency later
         * (fixed pipes; IMUL per component count), or the cycle after a variable-latency
         * write (mem, div); busy units; divider early-outs and uneven lanes; the divider's
         * write port; two-slot writes per pipe */
        "dep.alu", "dep.cvt", "dep.fma", "dep.dp", "dep.imul1", "dep.imul2", "dep.imul3",
        "dep.imul4", "dep.mem", "dep.div", "stall.unit_busy.fma", "stall.unit_busy.imul",
        "stall.unit_busy.div", "div.early_out", "div.lanes_differ", "wb.div", "wb.div_held",
        "wb.two.alu", "wb.two.imul", "wb.two.div",
        /* the SFU pipe (busy, its write port, a consumer the cycle after) */
        "dep.sfu", "stall.unit_busy.sfu", "wb.sfu", "wb.sfu_held", "wb.two.sfu",
        /* the DBL pipe: dependent distance, busy unit, and what its executing
         * lanes' doubles meet in EX1 (denorm operands and results, exact ties,
         * cancellation) and partial execution masks */
        "dep.dbl", "stall.unit_busy.dbl", "dbl.denorm_in", "dbl.denorm_out", "dbl.tie",
        "dbl.cancel", "dbl.masked_lanes",
        /* the DDIV pipe: consumer after the write, busy, a group with an early-out
         * (special operand), a group waiting for its slowest double, its write */
        "dep.ddiv", "stall.unit_busy.ddiv", "ddiv.early_out", "ddiv.slow_group", "wb.ddiv"};
    for (size_t i = 0; i < sizeof pipe / sizeof pipe[0]; i++) sm5_cov_declf(cv, "pipe.%s", pipe[i]);

    /* control flow through the sequencer (cmodel/sm5_seq.h) */
    static const char *const flow[] = {
        "diverge.depth1", "diverge.depth2", "diverge.depth3", "diverge.depth4plus",
        "if.all", "if.none", "else.taken", "else.none",
        "reconverge.if", "reconverge.loop", "reconverge.switch",
        "loop.again", "loop.exit_end", "loop.exit_break", "loop.exit_breakc", "loop.exit_ret",
        "loop.continue", "loop.continuec", "switch.case_match", "switch.case_skip", "switch.grouped",
        "switch.default", "switch.break", "switch.walk", "ret.divergent",
        "barrier.pass", "barrier.wait", "seq.skip_empty", "seq.drain_mask", "seq.drain_cond",
        "seq.issue_full", "wave.switch", "wave.barrier_release",
        "group.x_any", "group.3d", "group.waves5plus", "group.partial_wave", "seq.vin", "seq.wf"};
    for (size_t i = 0; i < sizeof flow / sizeof flow[0]; i++) sm5_cov_declf(cv, "flow.%s", flow[i]);
}

/* ------------------------------------------------------------------ ALU sampling */

static uint64_t pair(const uint32_t v[4], int p)
{
    return (uint64_t)v[2 * p] | ((uint64_t)v[2 * p + 1] << 32);
}

static bool is_zero32(uint32_t v) { return (sm5_f32_flush(v) & 0x7FFFFFFFu) == 0; }

static void hit_events(sm5_cov_t *cv, sm5_op_t op, sm5_aev_t ev)
{
    for (size_t i = 0; i < N_ARITH_EV; i++) {
        if (ARITH_EV[i].op != op) continue;
        for (size_t e = 0; e < N_AEV; e++)
            if (ev & ARITH_EV[i].ev & AEV[e].bit) sm5_cov_hitf(cv, "arith.%s.rnd.%s", sm5_op_name(op), AEV[e].name);
    }
}

static bool nan32(uint32_t v) { return sm5_f32_class(v) == SM5_FC_NAN; }

/* P-16: a NaN result is 0x7FC00000 even when no operand was that pattern */
static void p16(sm5_cov_t *cv, uint32_t r, const uint32_t *in, int n)
{
    if (r != 0x7FC00000u) return;
    for (int i = 0; i < n; i++)
        if (in[i] == 0x7FC00000u) return;
    sm5_cov_hit(cv, "policy.P-16");
}

/* SPEC 10 ops: FS class cells, rounding events (the model's sm5_aev_t, whose results the
 * independent checks verify bit for bit), integer cases, destinations, P-15..P-22.
 * Returns true when the op was one of them. m: operands after modifiers. */
static bool sample_arith(sm5_cov_t *cv, const sm5_uop_t *u, const uint32_t m[SM5_NSRC][4],
                         const uint32_t res[4])
{
    sm5_op_t op = (sm5_op_t)u->op;
    if (op < SM5_OP_ADD) return false;
    const char *on = sm5_op_name(op);
    bool two_dst = false;   /* the SPEC 10 two-destination ops (sincos, SPEC 11, has no bins here) */
    for (int o = 0; o < 5; o++) two_dst = two_dst || strcmp(on, TWO_DST[o]) == 0;
    if (two_dst) {
        if (!u->dst_mask) sm5_cov_hitf(cv, "arith.%s.dst_null_first", on);
        else if (!u->dst2_mask) sm5_cov_hitf(cv, "arith.%s.dst_null_second", on);
        else sm5_cov_hitf(cv, "arith.%s.dst_both", on);
    }
    if (op == SM5_OP_DP2 || op == SM5_OP_DP3 || op == SM5_OP_DP4) {
        if (!u->dst_mask) return true;
        int n = op == SM5_OP_DP2 ? 2 : op == SM5_OP_DP3 ? 3 : 4;
        sm5_aev_t ev = 0, step_ev = 0;
        bool nan_in = false, inf0 = false;
        uint32_t t = 0;
        for (int i = 0; i < n; i++) {
            uint32_t a = m[0][i], b = m[1][i];
            nan_in |= nan32(a) || nan32(b);
            int ca = c9(a), cb = c9(b);
            bool za = ca >= 2 && ca <= 5, zb = cb >= 2 && cb <= 5;
            inf0 |= ((ca == 0 || ca == 7) && zb) || ((cb == 0 || cb == 7) && za);
            sm5_aev_t e = 0;
            t = i == 0 ? sm5_f32_mul(a, b, &e) : sm5_f32_fma(a, b, t, &e);
            ev |= e;
            if (i < n - 1) step_ev |= e;
        }
        hit_events(cv, op, ev);
        if (nan_in) sm5_cov_hitf(cv, "arith.%s.nan_in", on);
        if (inf0) sm5_cov_hitf(cv, "arith.%s.inf_times_zero", on);
        if (!nan_in && !inf0 && nan32(t)) sm5_cov_hitf(cv, "arith.%s.inf_minus_inf", on);
        if (u->sat) sm5_cov_hitf(cv, "arith.%s.sat", on);
        /* P-18: a step before the last rounded, and the chain went on from that value */
        if (step_ev & (SM5_AEV_RND_DOWN | SM5_AEV_RND_UP | SM5_AEV_TIE_EVEN | SM5_AEV_TIE_UP)) {
            sm5_cov_hitf(cv, "arith.%s.step_rounded", on);
            sm5_cov_hit(cv, "policy.P-18");
        }
        if (ev & SM5_AEV_TO_MIN) sm5_cov_hit(cv, "policy.P-15");
        p16(cv, t, m[0], n);
        return true;
    }
    unsigned cm = u->dst_mask | (sm5_op_ndst(op) == 2 ? u->dst2_mask : 0u);
    for (int c = 0; c < 4; c++) {
        if (!((cm >> c) & 1u)) continue;
        uint32_t a = m[0][c], b = m[1][c], d = m[2][c], in3[3] = {a, b, d};
        sm5_aev_t ev = 0;
        uint32_t r = 0;
        switch (op) {
        case SM5_OP_ADD: r = sm5_f32_add(a, b, &ev); sm5_cov_hitf(cv, "arith.add.%s_%s", C9[c9(a)], C9[c9(b)]); break;
        case SM5_OP_MUL: r = sm5_f32_mul(a, b, &ev); sm5_cov_hitf(cv, "arith.mul.%s_%s", C9[c9(a)], C9[c9(b)]); break;
        case SM5_OP_DIV:
            r = sm5_f32_div(a, b, &ev);
            sm5_cov_hitf(cv, "arith.div.%s_%s", C9[c9(a)], C9[c9(b)]);
            if (ev & (SM5_AEV_RND_DOWN | SM5_AEV_RND_UP)) sm5_cov_hit(cv, "policy.P-19");
            break;
        case SM5_OP_MAD:
            r = sm5_f32_fma(a, b, d, &ev);
            sm5_cov_hitf(cv, "arith.mad.prod_%s.%s", P7[p7(a, b)], C9[c9(d)]);
            /* P-17: the fused result differs from mul, then add */
            if (r != sm5_f32_add(sm5_f32_mul(a, b, NULL), d, NULL)) sm5_cov_hit(cv, "policy.P-17");
            break;
        case SM5_OP_SQRT:
            r = sm5_f32_sqrt(a, &ev);
            sm5_cov_hitf(cv, "arith.sqrt.%s", C9[c9(a)]);
            if (ev & (SM5_AEV_RND_DOWN | SM5_AEV_RND_UP)) sm5_cov_hit(cv, "policy.P-20");
            break;
        case SM5_OP_FRC:
            r = sm5_f32_frc(a, &ev);
            sm5_cov_hitf(cv, "arith.frc.%s", C9[c9(a)]);
            /* P-21: a negative normal of magnitude <= 2^-25: 1 - |x| rounds to 1.0 */
            if ((a >> 31) && sm5_f32_class(a) == SM5_FC_NORMAL && (a & 0x7FFFFFFFu) <= 0x33000000u)
                sm5_cov_hit(cv, "policy.P-21");
            break;
        case SM5_OP_ROUND_NE: r = sm5_f32_round_ne(a, &ev); sm5_cov_hitf(cv, "arith.round_ne.%s", C9[c9(a)]); break;
        case SM5_OP_ROUND_NI: r = sm5_f32_round_ni(a, &ev); sm5_cov_hitf(cv, "arith.round_ni.%s", C9[c9(a)]); break;
        case SM5_OP_ROUND_PI: r = sm5_f32_round_pi(a, &ev); sm5_cov_hitf(cv, "arith.round_pi.%s", C9[c9(a)]); break;
        case SM5_OP_ROUND_Z: r = sm5_f32_round_z(a, &ev); sm5_cov_hitf(cv, "arith.round_z.%s", C9[c9(a)]); break;
        case SM5_OP_IMUL: {
            bool na = a >> 31, nb = b >> 31;
            sm5_cov_hit(cv, na && nb ? "arith.imul.neg_neg" : (na || nb) ? "arith.imul.pos_neg" : "arith.imul.pos_pos");
            if ((a == 0x80000000u && b == 0xFFFFFFFFu) || (b == 0x80000000u && a == 0xFFFFFFFFu))
                sm5_cov_hit(cv, "arith.imul.min_times_neg1");
            break;
        }
        case SM5_OP_UMUL: sm5_cov_hit(cv, ((uint64_t)a * b) >> 32 ? "arith.umul.hi_nonzero" : "arith.umul.hi_zero"); break;
        case SM5_OP_IMAD: {
            int64_t pr = (int64_t)(int32_t)a * (int32_t)b + (int32_t)d;
            if (pr != (int64_t)(int32_t)(uint32_t)pr) sm5_cov_hit(cv, "arith.imad.wrap");
            if (res[c] >> 31) sm5_cov_hit(cv, "arith.imad.neg_result");
            break;
        }
        case SM5_OP_UMAD: if ((uint64_t)a * b + d > 0xFFFFFFFFull) sm5_cov_hit(cv, "arith.umad.wrap"); break;
        case SM5_OP_UDIV:
            if (b == 0) sm5_cov_hit(cv, "arith.udiv.by_zero");
            else if (a < b) sm5_cov_hit(cv, "arith.udiv.q_zero");
            else if (a % b == 0) sm5_cov_hit(cv, "arith.udiv.r_zero");
            else sm5_cov_hit(cv, "arith.udiv.general");
            break;
        case SM5_OP_UADDC: sm5_cov_hit(cv, (uint64_t)a + b > 0xFFFFFFFFull ? "arith.uaddc.carry1" : "arith.uaddc.carry0"); break;
        case SM5_OP_USUBB: sm5_cov_hit(cv, a < b ? "arith.usubb.borrow1" : "arith.usubb.borrow0"); break;
        case SM5_OP_MSAD: {
            int zeros = 0;
            uint64_t sum = d;
            for (int k = 0; k < 32; k += 8) {
                uint32_t rb = (a >> k) & 0xFFu, sb = (b >> k) & 0xFFu;
                if (!rb) zeros++;
                else sum += rb > sb ? rb - sb : sb - rb;
            }
            sm5_cov_hit(cv, zeros == 4 ? "arith.msad.all_masked" : zeros ? "arith.msad.masked_byte" : "arith.msad.no_mask");
            if (sum > 0xFFFFFFFFull) { sm5_cov_hit(cv, "arith.msad.saturate"); sm5_cov_hit(cv, "policy.P-22"); }
            break;
        }
        default: break;
        }
        if (sm5_op_class(op) == SM5_CL_FLOAT) {
            hit_events(cv, op, ev);
            if (ev & SM5_AEV_TO_MIN) sm5_cov_hit(cv, "policy.P-15");
            p16(cv, r, in3, sm5_op_nsrc(op));
        }
    }
    return true;
}

static void sample_alu(sm5_cov_t *cv, const sm5_uop_t *u, const uint32_t m[SM5_NSRC][4],
                       const uint32_t res[4])
{
    sm5_op_t op = (sm5_op_t)u->op;
    if (op == SM5_OP_DMIN || op == SM5_OP_DMAX) {
        const char *on = op == SM5_OP_DMIN ? "dmin" : "dmax";
        for (int p = 0; p < 2; p++) {
            if (!((u->dst_mask >> (2 * p)) & 3u)) continue;
            uint64_t a = pair(m[0], p), b = pair(m[1], p);
            int ca = c4_64(a), cb = c4_64(b);
            sm5_cov_hitf(cv, "dminmax.%s.%s_%s", on, C4[ca], C4[cb]);
            if (a == 0 && b == 0x8000000000000000ull) sm5_cov_hitf(cv, "dminmax.%s.F.pzero_nzero", on);
            if (b == 0 && a == 0x8000000000000000ull) sm5_cov_hitf(cv, "dminmax.%s.F.nzero_pzero", on);
            if ((((a | b) & 0x7FFFFFFFFFFFFFFFull) == 0) && ((a ^ b) >> 63)) sm5_cov_hit(cv, "policy.P-2.f64");
            if (sm5_f64_class(a) == SM5_FC_DENORM || sm5_f64_class(b) == SM5_FC_DENORM)
                sm5_cov_hitf(cv, "dminmax.%s.F.denorm", on);
            if (ca == 3 && cb == 3) sm5_cov_hit(cv, "policy.P-3.f64");
        }
        return;
    }
    if (sm5_op_is_dp(op)) {
        sample_double(cv, u, m);
        return;
    }
    if (sample_sfu(cv, u, m)) return;
    if (sample_arith(cv, u, m, res)) return;
    for (int c = 0; c < 4; c++) {
        if (!((u->dst_mask >> c) & 1u)) continue;
        uint32_t a = m[0][c], b = m[1][c], d = m[2][c];
        switch (op) {
        case SM5_OP_MIN:
        case SM5_OP_MAX: {
            const char *on = op == SM5_OP_MIN ? "min" : "max";
            int ca = c4_32(a), cb = c4_32(b);
            sm5_cov_hitf(cv, "minmax.%s.%s_%s", on, C4[ca], C4[cb]);
            uint32_t fa = sm5_f32_flush(a), fb = sm5_f32_flush(b);
            bool da = sm5_f32_class(a) == SM5_FC_DENORM, db = sm5_f32_class(b) == SM5_FC_DENORM;
            if (fa == 0 && fb == 0x80000000u) sm5_cov_hitf(cv, "minmax.%s.F.pzero_nzero", on);
            if (fa == 0x80000000u && fb == 0) sm5_cov_hitf(cv, "minmax.%s.F.nzero_pzero", on);
            if (da) sm5_cov_hitf(cv, "minmax.%s.F.denorm_src0", on);
            if (db) sm5_cov_hitf(cv, "minmax.%s.F.denorm_src1", on);
            bool opp_zero = is_zero32(a) && is_zero32(b) && ((fa ^ fb) >> 31);
            if (opp_zero && (da || db)) sm5_cov_hitf(cv, "minmax.%s.F.denorm_zero_oppsign", on);
            if (opp_zero) sm5_cov_hit(cv, "policy.P-2.f32");
            if (ca == 3 && cb == 3) sm5_cov_hit(cv, "policy.P-3.f32");
            /* P-1: the selected operand was a denorm, written flushed */
            uint32_t r = u->sat ? 0 : res[c];
            if (!u->sat && ((da && r == fa && cb != 3) || (db && r == fb && ca != 3)))
                sm5_cov_hit(cv, "policy.P-1");
            break;
        }
        case SM5_OP_EQ: case SM5_OP_NE: case SM5_OP_LT: case SM5_OP_GE: {
            const char *on = CMP_OPS[op - SM5_OP_EQ];
            sm5_cov_hitf(cv, "cmp.%s.%s_%s", on, C4[c4_32(a)], C4[c4_32(b)]);
            if (is_zero32(a) && is_zero32(b) && ((sm5_f32_flush(a) ^ sm5_f32_flush(b)) >> 31))
                sm5_cov_hitf(cv, "cmp.%s.F.zero_oppsign", on);
            if (sm5_f32_class(a) == SM5_FC_DENORM || sm5_f32_class(b) == SM5_FC_DENORM)
                sm5_cov_hitf(cv, "cmp.%s.F.denorm", on);
            break;
        }
        case SM5_OP_UBFE: case SM5_OP_IBFE: {
            const char *on = op == SM5_OP_UBFE ? "ubfe" : "ibfe";
            uint32_t w = a & 31u, o = b & 31u;
            const char *brn = w == 0 ? "w0" : (w + o < 32 ? "fit" : "else");
            sm5_cov_hitf(cv, "bitfield.%s.%s", on, brn);
            if (op == SM5_OP_IBFE && w != 0) {
                bool neg = w + o < 32 ? (d >> (o + w - 1)) & 1u : d >> 31;
                if (neg) sm5_cov_hitf(cv, "bitfield.ibfe.%s_neg", brn);
            }
            break;
        }
        case SM5_OP_BFI: {
            uint32_t w = a & 31u, o = b & 31u;
            sm5_cov_hitf(cv, "bitfield.bfi.%s", w == 0 ? "w0" : (w + o < 32 ? "fit" : "else"));
            break;
        }
        case SM5_OP_F32TOF16: {
            const char *k = to_small_class(a, 10, true);
            if (strcmp(k, "zero") && strcmp(k, "underflow")) sm5_cov_hitf(cv, "cvt.f32tof16.%s", k);
            if (sm5_f32_class(a) == SM5_FC_NAN) sm5_cov_hit(cv, "policy.P-4");
            break;
        }
        case SM5_OP_F16TOF32: {
            const char *k = from_small_class(a & 0xFFFFu, 10);
            if (strcmp(k, "zero") && strcmp(k, "normal")) sm5_cov_hitf(cv, "cvt.f16tof32.%s", k);
            if (!strcmp(k, "nan")) sm5_cov_hit(cv, "policy.P-5");
            break;
        }
        case SM5_OP_FTOI: case SM5_OP_FTOU: {
            bool i = op == SM5_OP_FTOI;
            sm5_fclass_t fc = sm5_f32_class(a);
            uint32_t e = (a >> 23) & 0xFFu, man = a & 0x7FFFFFu;
            bool sign = a >> 31;
            const char *k;
            if (fc == SM5_FC_NAN) k = "nan";
            else if (fc == SM5_FC_INF) k = "inf";
            else if (fc == SM5_FC_ZERO || fc == SM5_FC_DENORM || e < 127) k = "frac_lt1";
            else if (!i && sign) k = "negative";
            else if (i && e >= 158 && !(sign && e == 158 && man == 0)) k = sign ? "overflow_neg" : "overflow_pos";
            else if (!i && e >= 159) k = "overflow";
            else k = "in_range";
            sm5_cov_hitf(cv, "cvt.%s.%s", i ? "ftoi" : "ftou", k);
            break;
        }
        case SM5_OP_ITOF: case SM5_OP_UTOF: {
            bool i = op == SM5_OP_ITOF;
            uint32_t mag = (i && (a >> 31)) ? 0u - a : a;
            int top = 31;
            while (top > 0 && !((mag >> top) & 1u)) top--;
            bool rounded = top > 23 && (mag & ((1u << (top - 23)) - 1u));
            sm5_cov_hitf(cv, "cvt.%s.%s", i ? "itof" : "utof", rounded ? "rounded" : "exact");
            if (i && (a >> 31)) sm5_cov_hit(cv, "cvt.itof.negative");
            break;
        }
        default:
            break;
        }
    }
}

/* ------------------------------------------------------------------ memory sampling */

static int kind_index(const sm5_res_t *r, bool gsm)
{
    if (r->kind == SM5_RES_TYPED) return 2;
    if (r->kind == SM5_RES_STRUCTURED) return gsm ? 4 : 1;
    return gsm ? 3 : 0;
}

static const char *case_name(sm5_acc_status_t st, const sm5_res_t *r, const uint32_t src[SM5_NSRC][4])
{
    switch (st) {
    case SM5_ACC_OK: return "ok";
    case SM5_ACC_OOB: return "oob";
    case SM5_ACC_MISALIGNED: return "misaligned";
    case SM5_ACC_STRUCT_OFFSET: return "struct_offset";
    case SM5_ACC_GSM_OOB:
        /* a g# structured byte offset past the stride is reported as GSM_OOB */
        if (r->kind == SM5_RES_STRUCTURED && src[0][1] + 4u > r->stride) return "struct_offset";
        return "gsm_oob";
    default: return "ok";
    }
}

static void sample_mem(sm5_cov_t *cv, sm5_arch_t *a, const sm5_uop_t *u, int lanes)
{
    sm5_op_t op = (sm5_op_t)u->op;
    uint64_t active = a->exec & ~a->helper;
    uint64_t all = lanes == 64 ? ~0ull : ((1ull << lanes) - 1);
    bool gsm = (u->res & SM5_RES_GROUPSHARED) != 0;
    const sm5_res_t *r = &a->mem.res[u->res & 15u];
    static uint32_t src[SM5_MAX_LANES][SM5_NSRC][4];
    for (int l = 0; l < lanes; l++)
        for (int s = 0; s < SM5_NSRC; s++)
            sm5_arch_fetch(u, s, sm5_arch_reg(a, l, 0), (const uint32_t (*)[4])a->prog->cfile, l, src[l][s]);

    bool has_ret = sm5_op_returns_value(op);
    bool writes = sm5_op_writes_mem(op);
    if (has_ret && (a->exec & a->helper)) sm5_cov_hit(cv, "policy.P-8.helper");
    if (has_ret && (all & ~a->exec)) sm5_cov_hit(cv, "policy.P-8.inactive");

    if (sm5_op_is_counter(op)) {
        if (r->kind == SM5_RES_STRUCTURED && !gsm) sm5_cov_hitf(cv, "atomic.%s.structured", sm5_op_name(op));
        return;
    }

    unsigned wm = sm5_mem_word_mask(u);
    /* per lane and word: status, absolute word */
    uint32_t words[SM5_MAX_LANES * 4];
    int nw = 0;
    bool fault = false;
    for (int l = 0; l < lanes; l++) {
        if (!((active >> l) & 1)) continue;
        int nok = 0, nbad = 0;
        for (int k = 0; k < 4; k++) {
            if (!((wm >> k) & 1u)) continue;
            uint32_t w = 0;
            sm5_acc_status_t st = sm5_mem_addr(&a->mem, u, (const uint32_t (*)[4])src[l], k, &w);
            if (st == SM5_ACC_OK) { nok++; words[nw++] = w; } else { nbad++; fault = true; }
            if (writes && st == SM5_ACC_STRUCT_OFFSET) sm5_cov_hit(cv, "policy.P-7.struct_offset");
            if (writes && st == SM5_ACC_GSM_OOB) sm5_cov_hit(cv, "policy.P-7.gsm_oob");
            if (writes && st == SM5_ACC_MISALIGNED) sm5_cov_hit(cv, "policy.P-7.misaligned");
            if (sm5_op_is_imm_atomic(op) && k == 0) {
                int ki = kind_index(r, gsm);
                sm5_cov_hitf(cv, "atomic.%s.case_%s", KINDS[ki], case_name(st, r, (const uint32_t (*)[4])src[l]));
            }
            if (sm5_op_is_atomic(op) && !sm5_op_is_imm_atomic(op) && k == 0) {
                int ki = kind_index(r, gsm);
                sm5_cov_hitf(cv, "atomic.%s.case_%s", KINDS[ki], case_name(st, r, (const uint32_t (*)[4])src[l]));
            }
            /* typed formats: conversions on the way in and out */
            if (st == SM5_ACC_OK && r->kind == SM5_RES_TYPED && (sm5_op_is_load(op) || sm5_op_is_store(op))) {
                if (sm5_op_is_store(op) && r->fmt == SM5_FMT_R11G11B10_FLOAT) {
                    for (int c = 0; c < 3; c++) {
                        const char *k2 = to_small_class(src[l][1][c], c < 2 ? 6 : 5, false);
                        if (strcmp(k2, "zero") && strcmp(k2, "denorm_input") && strcmp(k2, "underflow"))
                            sm5_cov_hitf(cv, "cvt.store_%s.%s", c < 2 ? "f11" : "f10", k2);
                        if (!strcmp(k2, "nan")) sm5_cov_hit(cv, "policy.P-6.nan");
                        if (!strcmp(k2, "inexact") || !strcmp(k2, "denorm_result")) sm5_cov_hit(cv, "policy.P-6.rtz");
                    }
                }
                if (sm5_op_is_store(op) && r->fmt == SM5_FMT_R16G16_FLOAT)
                    for (int c = 0; c < 2; c++) {
                        const char *k2 = to_small_class(src[l][1][c], 10, true);
                        if (strcmp(k2, "zero") && strcmp(k2, "underflow")) sm5_cov_hitf(cv, "cvt.store_f16.%s", k2);
                    }
                if (sm5_op_is_load(op)) {
                    uint32_t v = w < a->prog->mem_words ? a->words[w] : 0;
                    if (r->fmt == SM5_FMT_R11G11B10_FLOAT) {
                        const char *x = from_small_class(v & 0x7FFu, 6), *y = from_small_class((v >> 11) & 0x7FFu, 6),
                                   *z = from_small_class(v >> 22, 5);
                        if (strcmp(x, "zero") && strcmp(x, "normal")) sm5_cov_hitf(cv, "cvt.load_f11.%s", x);
                        if (strcmp(y, "zero") && strcmp(y, "normal")) sm5_cov_hitf(cv, "cvt.load_f11.%s", y);
                        if (strcmp(z, "zero") && strcmp(z, "normal")) sm5_cov_hitf(cv, "cvt.load_f10.%s", z);
                        /* P-14: an f11 / f10 NaN widens with its fraction kept */
                        if (!strcmp(x, "nan") || !strcmp(y, "nan") || !strcmp(z, "nan")) sm5_cov_hit(cv, "policy.P-14");
                    }
                    if (r->fmt == SM5_FMT_R16G16_FLOAT)
                        for (int h = 0; h < 2; h++) {
                            const char *x = from_small_class((v >> (16 * h)) & 0xFFFFu, 10);
                            if (strcmp(x, "zero") && strcmp(x, "normal")) sm5_cov_hitf(cv, "cvt.load_f16.%s", x);
                        }
                    /* P-10: a written component takes a fill component of the format */
                    int have = r->fmt == SM5_FMT_R16G16_FLOAT ? 2 : r->fmt == SM5_FMT_R11G11B10_FLOAT ? 3 : 1;
                    for (int c = 0; c < 4; c++)
                        if (((u->dst_mask >> c) & 1u) && (int)sm5_swz_sel(u->res_swz, c) >= have)
                            sm5_cov_hit(cv, "policy.P-10");
                }
            }
            if (st != SM5_ACC_OK && r->kind == SM5_RES_TYPED && sm5_op_is_load(op)) sm5_cov_hit(cv, "policy.P-12");
        }
        if (nok && nbad && r->kind != SM5_RES_TYPED && (sm5_op_is_load(op) || sm5_op_is_store(op)))
            sm5_cov_hit(cv, "policy.P-11");
    }
    if (has_ret && fault) sm5_cov_hit(cv, "policy.P-8.fault");
    if ((sm5_op_is_load(op) || sm5_op_is_store(op)) && r->kind != SM5_RES_TYPED && wm != 0xFu && wm != 0)
        sm5_cov_hit(cv, "policy.P-13");

    /* conflict degree: most lanes on one word; bank conflict: distinct words in a bank */
    int maxc = 0, nact = 0;
    for (int l = 0; l < lanes; l++) nact += (int)((active >> l) & 1);
    bool bank_conf = false;
    for (int i = 0; i < nw; i++) {
        int c = 0;
        bool first = true;
        for (int j = 0; j < nw; j++) {
            if (words[j] == words[i]) { c++; if (j < i) first = false; }
            else if (j < i && words[j] % CV_BANKS == words[i] % CV_BANKS) {
                /* a different word of the same bank seen before */
                bool dup = false;
                for (int k = 0; k < j; k++) dup |= words[k] == words[j];
                if (!dup) bank_conf = true;
            }
        }
        (void)first;
        if (c > maxc) maxc = c;
    }
    if (bank_conf) sm5_cov_hit(cv, "pipe.mem.bank_conflict");
    if (!is_atomic_addr_op(op)) return;
    int ki = kind_index(r, gsm);
    sm5_cov_hitf(cv, "atomic.%s.%s", sm5_op_name(op), KINDS[ki]);
    if (maxc >= 2) sm5_cov_hit(cv, "policy.P-9");
    const char *deg = NULL;
    if (maxc == 1) deg = "1";
    else if (maxc == 2) deg = "2";
    else if (maxc >= 3 && maxc == nact) deg = "all";
    if (deg) {
        sm5_cov_hitf(cv, "atomic.%s.conflict_%s", sm5_op_name(op), deg);
        sm5_cov_hitf(cv, "atomic.%s.conflict_%s", KINDS[ki], deg);
    }
}

/* ------------------------------------------------------------------ runs */

static int run_arch(sm5_cov_t *cv, const sm5_prog_t *p, int lanes)
{
    sm5_arch_t a;
    if (sm5_arch_init(&a, p, lanes) != 0) return -1;
    while (!a.done && a.pc < p->nuops) {
        const sm5_uop_t *u = &p->uops[a.pc];
        sm5_op_t op = (sm5_op_t)u->op;
        if (sm5_op_is_mem(op)) {
            sample_mem(cv, &a, u, lanes);
        } else if (sm5_op_alu_writes_reg(op)) {
            for (int l = 0; l < lanes; l++) {
                if (!((a.exec >> l) & 1)) continue;   /* helpers execute ALU ops too */
                uint32_t src[SM5_NSRC][4], m[SM5_NSRC][4], res[4];
                for (int s = 0; s < SM5_NSRC; s++) {
                    sm5_arch_fetch(u, s, sm5_arch_reg(&a, l, 0), (const uint32_t (*)[4])p->cfile, l, src[s]);
                    sm5_alu_src_mod(u, s, src[s], m[s]);
                }
                sm5_alu_exec(u, (const uint32_t (*)[4])src, res, NULL);
                sample_alu(cv, u, (const uint32_t (*)[4])m, res);
            }
        }
        if (!sm5_arch_step(&a)) break;
    }
    sm5_arch_free(&a);
    return 0;
}

/* Dependent-distance tracking for the pipe bins: per register component the newest
 * writer's pipe, its latency (fixed pipes) and the cycle it dispatched (fixed) or wrote
 * (memory, divider); -1: none yet. */
typedef struct {
    bool prev_we[CV_BANKS];
    uint32_t prev_addr[CV_BANKS];
    int64_t wcyc[CV_NREGS * 4];
    int wpipe[CV_NREGS * 4], wlat[CV_NREGS * 4], wn[CV_NREGS * 4];
    int last_wr_tag;
    int ds_next;
} pipe_smp_t;

static void pipe_smp_init(pipe_smp_t *ps)
{
    memset(ps, 0, sizeof *ps);
    for (int i = 0; i < CV_NREGS * 4; i++) ps->wcyc[i] = -1;
    ps->last_wr_tag = -1;
}

/* The pipe bins of one cycle of the cycle model (its events, stall reason, banks).
 * p: the program whose uops the bundle's tags index, or NULL when the tags do not
 * index it (the sequencer's lowered stream): then no dependent-distance bins. */
static void sample_pipe(sm5_cov_t *cv, const sm5_cycle_t *c, const sm5_bundle_t *bp,
                        pipe_smp_t *ps, const sm5_prog_t *p, uint64_t cyc)
{
    static const struct { uint32_t ev; const char *bin; } evs[] = {
        { SM5_EV_BYP_SRC(0), "pipe.byp.src0" }, { SM5_EV_BYP_SRC(1), "pipe.byp.src1" },
        { SM5_EV_BYP_SRC(2), "pipe.byp.src2" }, { SM5_EV_BYP_SRC(3), "pipe.byp.src3" },
        { SM5_EV_BYP_EX1, "pipe.byp.ex1" }, { SM5_EV_BYP_RD_BUS, "pipe.byp.rd_bus" },
        { SM5_EV_BYP_RD_PREV, "pipe.byp.rd_prev" }, { SM5_EV_BYP_PARTIAL, "pipe.byp.partial" },
        { SM5_EV_BYP_MEMOP, "pipe.byp.mem_op" }, { SM5_EV_WB_SECOND, "pipe.wb.second" },
        { SM5_EV_WB_MEM, "pipe.wb.mem" }, { SM5_EV_WB_MEM_HELD, "pipe.wb.mem_held" },
        { SM5_EV_MQ_FULL, "pipe.mq.full" }, { SM5_EV_IQ_FULL, "pipe.iq.full" },
        { SM5_EV_WB_DIV, "pipe.wb.div" }, { SM5_EV_WB_DIV_HELD, "pipe.wb.div_held" },
        { SM5_EV_DIV_EARLY, "pipe.div.early_out" }, { SM5_EV_DIV_LANES, "pipe.div.lanes_differ" },
        { SM5_EV_WB_SFU, "pipe.wb.sfu" }, { SM5_EV_WB_SFU_HELD, "pipe.wb.sfu_held" },
        { SM5_EV_SFU_BUSY, "pipe.stall.unit_busy.sfu" },
        { SM5_EV_DBL_DENORM_IN, "pipe.dbl.denorm_in" }, { SM5_EV_DBL_DENORM_OUT, "pipe.dbl.denorm_out" },
        { SM5_EV_DBL_TIE, "pipe.dbl.tie" }, { SM5_EV_DBL_CANCEL, "pipe.dbl.cancel" },
        { SM5_EV_DBL_MASKED, "pipe.dbl.masked_lanes" },
        { SM5_EV_DDIV_EARLY, "pipe.ddiv.early_out" }, { SM5_EV_DDIV_SLOW, "pipe.ddiv.slow_group" },
        { SM5_EV_WB_DDIV, "pipe.wb.ddiv" },
    };
    const sm5_bundle_t b = *bp;
    int64_t *wcyc = ps->wcyc;
    int *wpipe = ps->wpipe, *wlat = ps->wlat, *wn = ps->wn;
    uint32_t ev = sm5_cycle_events(c);
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++)
        if (ev & evs[i].ev) sm5_cov_hit(cv, evs[i].bin);
    switch ((sm5_stall_t)b.ds_stall) {
    case SM5_STALL_RAW: sm5_cov_hit(cv, "pipe.stall.raw"); break;
    case SM5_STALL_WAW: sm5_cov_hit(cv, "pipe.stall.waw"); break;
    case SM5_STALL_WB_SLOT: sm5_cov_hit(cv, "pipe.stall.wb_slot"); break;
    case SM5_STALL_WB_MEM: sm5_cov_hit(cv, "pipe.stall.wb_mem"); break;
    case SM5_STALL_MEM_CREDIT: sm5_cov_hit(cv, "pipe.stall.mem_credit"); break;
    case SM5_STALL_UNIT_BUSY: {
        /* ops dispatch in order: the one at DS is the one after the last dispatched */
        int hp = p && ps->ds_next < p->nuops ? (int)sm5_op_pipe((sm5_op_t)p->uops[ps->ds_next].op) : -1;
        if (hp == SM5_PIPE_FMA) sm5_cov_hit(cv, "pipe.stall.unit_busy.fma");
        if (hp == SM5_PIPE_IMUL) sm5_cov_hit(cv, "pipe.stall.unit_busy.imul");
        if (hp == SM5_PIPE_DIV) sm5_cov_hit(cv, "pipe.stall.unit_busy.div");
        if (hp == SM5_PIPE_DBL) sm5_cov_hit(cv, "pipe.stall.unit_busy.dbl");
        if (hp == SM5_PIPE_DDIV) sm5_cov_hit(cv, "pipe.stall.unit_busy.ddiv");
        break;
    }
    default: break;
    }
    /* dependent distances: the consumer dispatches now */
    if (p && b.ds_valid && b.ds_tag < p->nuops) {
        const sm5_uop_t *u = &p->uops[b.ds_tag];
        for (int s = 0; s < SM5_NSRC; s++) {
            unsigned m = sm5_src_read_mask(&u->src[s]);
            if (!m || u->src[s].idx >= CV_NREGS) continue;
            for (int k = 0; k < 4; k++) {
                int i = u->src[s].idx * 4 + k;
                if (!((m >> k) & 1u) || wcyc[i] < 0) continue;
                int64_t d = (int64_t)cyc - wcyc[i];
                int wp = wpipe[i];
                bool var = wp == SM5_PIPE_MEM || wp == SM5_PIPE_DIV || wp == SM5_PIPE_SFU ||
                           wp == SM5_PIPE_DDIV;
                if ((var && d != 1) || (!var && d != wlat[i])) continue;
                char bin[32];
                if (wp == SM5_PIPE_IMUL) snprintf(bin, sizeof bin, "pipe.dep.imul%d", wn[i]);
                else snprintf(bin, sizeof bin, "pipe.dep.%s", sm5_pipe_name((sm5_pipe_t)wp));
                sm5_cov_hit(cv, bin);
            }
        }
        /* ... and becomes the newest writer of what it writes (fixed pipes) */
        sm5_pipe_t wp = sm5_op_pipe((sm5_op_t)u->op);
        const sm5_pipe_info_t *pi = sm5_pipe_info(wp);
        if (pi && pi->kind == SM5_PK_FIXED) {
            unsigned m1 = sm5_op_writes_reg((sm5_op_t)u->op) ? u->dst_mask & 15u : 0;
            unsigned m2 = sm5_op_ndst((sm5_op_t)u->op) == 2 ? u->dst2_mask & 15u : 0;
            int lat = sm5_cycle_latency(c, wp) + sm5_uop_lat_extra(u, 4);   /* DBL: by LANES */
            for (int k = 0; k < 4; k++) {
                if (((m1 >> k) & 1u) && u->dst_reg < CV_NREGS) {
                    int i = u->dst_reg * 4 + k;
                    wcyc[i] = (int64_t)cyc; wpipe[i] = wp; wlat[i] = lat;
                    wn[i] = sm5_uop_lat_extra(u, 4) + 1;
                }
                if (((m2 >> k) & 1u) && u->dst2_reg < CV_NREGS) {
                    int i = u->dst2_reg * 4 + k;   /* the second slot: a cycle later */
                    wcyc[i] = (int64_t)cyc; wpipe[i] = wp; wlat[i] = lat + (m1 ? 1 : 0);
                    wn[i] = sm5_uop_lat_extra(u, 4) + 1;
                }
            }
        }
    }
    if (b.rf_wr.valid) {
        if ((int)b.rf_wr.tag == ps->last_wr_tag) {
            if (b.rf_wr.pipe == SM5_PIPE_ALU) sm5_cov_hit(cv, "pipe.wb.two.alu");
            if (b.rf_wr.pipe == SM5_PIPE_IMUL) sm5_cov_hit(cv, "pipe.wb.two.imul");
            if (b.rf_wr.pipe == SM5_PIPE_DIV) sm5_cov_hit(cv, "pipe.wb.two.div");
            if (b.rf_wr.pipe == SM5_PIPE_SFU) sm5_cov_hit(cv, "pipe.wb.two.sfu");
        }
        ps->last_wr_tag = b.rf_wr.tag;
        if ((b.rf_wr.pipe == SM5_PIPE_MEM || b.rf_wr.pipe == SM5_PIPE_DIV || b.rf_wr.pipe == SM5_PIPE_SFU ||
             b.rf_wr.pipe == SM5_PIPE_DDIV) &&
            b.rf_wr.reg < CV_NREGS)
            for (int k = 0; k < 4; k++)
                if ((b.rf_wr.mask >> k) & 1u) {
                    int i = b.rf_wr.reg * 4 + k;
                    wcyc[i] = (int64_t)cyc; wpipe[i] = b.rf_wr.pipe; wlat[i] = 0;
                }
    } else ps->last_wr_tag = -1;
    for (int k = 0; k < CV_BANKS; k++) {
        if (b.bank_valid[k] && ps->prev_we[k] && ps->prev_addr[k] == b.bank_addr[k]) sm5_cov_hit(cv, "pipe.mem.bank_fwd");
        ps->prev_we[k] = b.bank_valid[k] && b.bank_we[k];
        ps->prev_addr[k] = b.bank_addr[k];
    }
    if (b.ds_valid) ps->ds_next = b.ds_tag + 1;
}

static int run_cycle(sm5_cov_t *cv, const sm5_prog_t *p, int lanes)
{
    /* ops without an execution pipe in this build never dispatch (sm5_op_pipe) */
    for (int i = 0; i < p->nuops; i++)
        if (sm5_op_pipe((sm5_op_t)p->uops[i].op) == SM5_PIPE_NONE) return 0;
    sm5_cycle_t *c = sm5_cycle_new(lanes, CV_NREGS, CV_NCONST, CV_BANKS, CV_MEM_WORDS);
    if (!c) return -1;
    sm5_cycle_reset(c);
    sm5_cycle_set_config(c, sm5_prog_exec_mask(p, lanes), sm5_prog_helper_mask(p, lanes));
    for (int i = 0; i < p->nconst; i++) sm5_cycle_set_const(c, i, p->cfile[i]);
    for (int s = 0; s < SM5_NRES; s++) sm5_cycle_host_desc(c, s, &p->res[s]);
    for (uint32_t w = 0; w < p->mem_words; w++)
        if (p->mem_init[w]) sm5_cycle_host_mem(c, w, p->mem_init[w]);

    static sm5_bundle_t b;
    static pipe_smp_t ps;
    pipe_smp_init(&ps);
    int next = 0;
    uint64_t cyc = 0;
    for (;;) {
        sm5_cycle_in_t in;
        memset(&in, 0, sizeof in);
        in.issue_valid = next < p->nuops;
        in.issue_tag = (uint16_t)next;
        if (next < p->nuops) in.issue_uop = p->uops[next];
        sm5_cycle_eval(c, &in, &b);
        sample_pipe(cv, c, &b, &ps, p, cyc);
        if (b.acc_valid) next++;
        else if (next >= p->nuops && b.idle) break;
        sm5_cycle_tick(c, &in);
        if (++cyc > 1000000) { sm5_cycle_free(c); return -1; }
    }
    sm5_cycle_free(c);
    return 0;
}

/* A retired micro-op of the sequencer, judged with the state before it (stack) and after
 * (now: the next cycle's registers). */
typedef struct {
    bool on;
    uint8_t op;
    uint64_t before;          /* active lanes before */
    int depth;                /* stack depth before */
    int inner;                /* kind of the innermost loop/switch before (-1 none) */
    bool in_loop;             /* some loop open before */
} flow_step_t;

static void flow_judge(sm5_cov_t *cv, const flow_step_t *st, const sm5_seq_out_t *now)
{
    uint64_t after = now->act, gone = st->before & ~after;
    int d = st->depth + 1;
    switch ((sm5_op_t)st->op) {
    case SM5_OP_IF_Z: case SM5_OP_IF_NZ:
        if (!after) sm5_cov_hit(cv, "flow.if.none");
        else if (after == st->before) sm5_cov_hit(cv, "flow.if.all");
        else if (d >= 4) sm5_cov_hit(cv, "flow.diverge.depth4plus");
        else sm5_cov_hitf(cv, "flow.diverge.depth%d", d);
        break;
    case SM5_OP_ELSE: sm5_cov_hit(cv, after ? "flow.else.taken" : "flow.else.none"); break;
    case SM5_OP_ENDIF: if (after != st->before) sm5_cov_hit(cv, "flow.reconverge.if"); break;
    case SM5_OP_ENDLOOP:
        if (now->depth == st->depth) sm5_cov_hit(cv, "flow.loop.again");
        else {
            sm5_cov_hit(cv, "flow.loop.exit_end");
            if (after != st->before) sm5_cov_hit(cv, "flow.reconverge.loop");
        }
        break;
    case SM5_OP_ENDSWITCH: if (after != st->before) sm5_cov_hit(cv, "flow.reconverge.switch"); break;
    case SM5_OP_BREAK: case SM5_OP_BREAKC_Z: case SM5_OP_BREAKC_NZ:
        if (!gone) break;
        if (st->inner == SM5_SEQK_SWITCH) sm5_cov_hit(cv, "flow.switch.break");
        else sm5_cov_hit(cv, st->op == SM5_OP_BREAK ? "flow.loop.exit_break" : "flow.loop.exit_breakc");
        break;
    case SM5_OP_CONTINUE: case SM5_OP_CONTINUEC_Z: case SM5_OP_CONTINUEC_NZ:
        if (gone) sm5_cov_hit(cv, st->op == SM5_OP_CONTINUE ? "flow.loop.continue" : "flow.loop.continuec");
        break;
    case SM5_OP_RET: case SM5_OP_RETC_Z: case SM5_OP_RETC_NZ:
        if (gone && st->in_loop) sm5_cov_hit(cv, "flow.loop.exit_ret");
        if (gone && now->live) sm5_cov_hit(cv, "flow.ret.divergent");
        break;
    case SM5_OP_CASE:
        if (st->before && after) sm5_cov_hit(cv, "flow.switch.grouped");
        if (after & ~st->before) sm5_cov_hit(cv, "flow.switch.case_match");
        if (!after) sm5_cov_hit(cv, "flow.switch.case_skip");
        break;
    case SM5_OP_DEFAULT: if (after & ~st->before) sm5_cov_hit(cv, "flow.switch.default"); break;
    case SM5_OP_SYNC: sm5_cov_hit(cv, "flow.barrier.pass"); break;
    default:
        if (!sm5_op_is_flow((sm5_op_t)st->op) && !st->before) sm5_cov_hit(cv, "flow.seq.skip_empty");
        break;
    }
}

/* A program with control flow: the sequencer's twin in front of the cycle model (as
 * the core build runs it); flow bins from the sequencer, pipe bins as run_cycle. */
static int run_core(sm5_cov_t *cv, const sm5_prog_t *p, int lanes)
{
    for (int i = 0; i < p->nuops; i++)
        if (sm5_op_pipe((sm5_op_t)p->uops[i].op) == SM5_PIPE_NONE) return 0;
    char wbuf[200];
    if (sm5_seq_unsupported(p, lanes, CV_NREGS, SM5_SEQ_WAVES_DEFAULT, SM5_CBUFS_DEFAULT,
                            SM5_CB_ROWS_DEFAULT, wbuf, sizeof wbuf)) return 0;   /* the RTL cannot run it yet */
    sm5_cycle_cfg_t cfg;
    sm5_cycle_cfg_default(&cfg, lanes, CV_NREGS, CV_NCONST, CV_BANKS, CV_MEM_WORDS);
    sm5_core_t k;
    sm5_uop_t *low = calloc((size_t)p->nuops, sizeof *low);
    if (!low || sm5_core_init(&k, &cfg, SM5_SEQ_DEPTH_DEFAULT, SM5_SEQ_WAVES_DEFAULT, p->nuops) != 0) { free(low); return -1; }
    sm5_seq_lower(p, low);
    sm5_core_load(&k, p, low, lanes, sm5_prog_exec_mask(p, lanes), sm5_prog_helper_mask(p, lanes));
    sm5_seq_run_t run;
    sm5_seq_run_of(p, lanes, p->nconst, &run);
    sm5_core_start(&k, &run);
    {   /* the group's shape (INIT's divide-free split; waves) */
        uint32_t X = p->thread_group[0], nw = (run.threads + (uint32_t)lanes - 1) / (uint32_t)lanes;
        if (X && (X & (X - 1)) && (p->thread_group[1] > 1 || p->thread_group[2] > 1)) sm5_cov_hit(cv, "flow.group.x_any");
        if (p->thread_group[2] > 1) sm5_cov_hit(cv, "flow.group.3d");
        if (nw > 4) sm5_cov_hit(cv, "flow.group.waves5plus");
        if (run.threads % (uint32_t)lanes) sm5_cov_hit(cv, "flow.group.partial_wave");
    }
    static sm5_bundle_t b;
    static pipe_smp_t ps;
    pipe_smp_init(&ps);
    flow_step_t st = { .on = false };
    uint64_t cyc = 0;
    int rc = 0, prev_wave = -1;
    static uint64_t steps[SM5_SEQ_WAVES_MAX * SM5_MAX_LANES];
    memset(steps, 0, sizeof steps);
    char err[512];
    for (;;) {
        sm5_seq_out_t so;
        sm5_core_eval(&k, &b, &so);
        sample_pipe(cv, k.cyc, &b, &ps, NULL, cyc);
        if (st.on) { flow_judge(cv, &st, &so); st.on = false; }
        switch (so.wait) {
        case SM5_SEQW_BARRIER: sm5_cov_hit(cv, "flow.barrier.wait"); break;
        case SM5_SEQW_MASK: sm5_cov_hit(cv, "flow.seq.drain_mask"); break;
        case SM5_SEQW_COND: sm5_cov_hit(cv, "flow.seq.drain_cond"); break;
        case SM5_SEQW_WALK: sm5_cov_hit(cv, "flow.switch.walk"); break;
        case SM5_SEQW_READY: sm5_cov_hit(cv, "flow.seq.issue_full"); break;
        default: break;
        }
        if (so.state == SM5_SEQ_BAR && so.waiting >= 2) sm5_cov_hit(cv, "flow.wave.barrier_release");
        if (prev_wave >= 0 && so.wave != prev_wave) sm5_cov_hit(cv, "flow.wave.switch");
        if (so.state == SM5_SEQ_VIN && b.acc_valid) sm5_cov_hit(cv, "flow.seq.vin");   /* a v# input loaded */
        if (so.state == SM5_SEQ_WF && b.acc_valid) sm5_cov_hit(cv, "flow.seq.wf");     /* an indexed operand's lanes issued */
        prev_wave = so.wave;
        /* P-27 ends a run (an expected error of the program, or the lockstep's failure) */
        if (so.step && sm5_core_count_steps(p, steps, lanes, so.wave, so.step_mask, so.step_pc, err, sizeof err)) break;
        if (so.step) {
            sm5_seq_ent_t e[SM5_SEQ_DEPTH_MAX];
            int n = sm5_seq_stack(k.seq, so.wave, e, SM5_SEQ_DEPTH_MAX);
            st.on = true;
            st.op = p->uops[so.step_pc].op;
            st.before = so.step_mask;
            st.depth = so.depth;
            st.inner = -1;
            st.in_loop = false;
            for (int i = 0; i < n && i < SM5_SEQ_DEPTH_MAX; i++) {
                if (e[i].kind != SM5_SEQK_IF) st.inner = e[i].kind;
                if (e[i].kind == SM5_SEQK_LOOP) st.in_loop = true;
            }
        }
        if (so.done || so.err) break;
        sm5_core_tick(&k);
        if (so.gnext) { sm5_core_next_group(&k, p); memset(steps, 0, sizeof steps); }
        if (++cyc > 2000000) { rc = -1; break; }
    }
    free(low);
    sm5_core_free(&k);
    return rc;
}

static int check_required(const sm5_cov_t *cv, const char *path, bool quiet)
{
    FILE *f = fopen(path, "r");
    if (!f) { fprintf(stderr, "%s: error: cannot open\n", path); return -1; }
    char line[256];
    int pass = 0, fail = 0, ln = 0;
    while (fgets(line, sizeof line, f)) {
        ln++;
        char *h = strchr(line, '#');
        if (h) *h = 0;
        char name[SM5_COV_NAME_MAX + 1];
        if (sscanf(line, "%80s", name) != 1) continue;
        int i = sm5_cov_find(cv, name);
        if (i < 0) { printf("%s:%d: error: '%s' is not a bin of the plan\n", path, ln, name); fail++; }
        else if (!sm5_cov_hits(cv, i)) { printf("LOST  %s (required by %s:%d)\n", name, path, ln); fail++; }
        else { pass++; if (!quiet) printf("ok    %s\n", name); }
    }
    fclose(f);
    printf("%d passed, %d failed\n", pass, fail);
    return fail;
}

int main(int argc, char **argv)
{
    int build_lanes = 8;
    const char *require = NULL;
    bool quiet = false, verbose = false, list = false;
    sm5_cov_t *cv = sm5_cov_new();
    if (!cv) { fprintf(stderr, "out of memory\n"); return 2; }
    declare_plan(cv);
    int nprog = 0, bad = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--lanes") && i + 1 < argc) {
            build_lanes = atoi(argv[++i]);
            if (build_lanes < 1 || build_lanes > 64) { fprintf(stderr, "sm5cov: error: --lanes 1..64\n"); return 2; }
            continue;
        }
        if (!strcmp(argv[i], "--require") && i + 1 < argc) { require = argv[++i]; continue; }
        if (!strcmp(argv[i], "--quiet")) { quiet = true; continue; }
        if (!strcmp(argv[i], "--verbose")) { verbose = true; continue; }
        if (!strcmp(argv[i], "--list-covered")) { list = true; continue; }
        if (argv[i][0] == '-') {
            fprintf(stderr, "usage: sm5cov [--lanes N] [--require FILE] [--quiet] [--verbose] "
                            "[--list-covered] PROG.asm...\n");
            return 2;
        }
        sm5_prog_t p;
        char err[SM5_PROG_ERR_MAX];
        if (sm5_prog_load(argv[i], &p, err, sizeof err) != 0) { fputs(err, stderr); bad++; continue; }
        int want = sm5_prog_run_lanes(&p, build_lanes);
        int lanes = want > build_lanes ? build_lanes : want;   /* as lockstep: capped by the build */
        bool seq = sm5_prog_needs_flow_hw(&p, lanes) != NULL;   /* as the lockstep decides */
        if (run_arch(cv, &p, lanes) != 0 || (seq ? run_core(cv, &p, lanes) : run_cycle(cv, &p, lanes)) != 0) {
            fprintf(stderr, "%s: error: the models could not run it\n", argv[i]);
            bad++;
        }
        nprog++;
        sm5_prog_free(&p);
    }
    int rc = bad ? 2 : 0;
    if (list) {
        for (int i = 0; i < sm5_cov_count(cv); i++)
            if (sm5_cov_hits(cv, i)) printf("%s\n", sm5_cov_name(cv, i));
    } else if (require) {
        if (!quiet) printf("%d programs\n", nprog);
        int f = check_required(cv, require, quiet);
        if (f != 0) rc = rc ? rc : 1;
        if (sm5_cov_unknown(cv)) { printf("plan error: hit on undeclared bin %s\n", sm5_cov_first_unknown(cv)); rc = 1; }
    } else {
        printf("functional coverage over %d programs (lanes %d)\n", nprog, build_lanes);
        sm5_cov_report(cv, stdout, verbose);
        if (sm5_cov_unknown(cv)) rc = rc ? rc : 1;
    }
    sm5_cov_free(cv);
    return rc;
}

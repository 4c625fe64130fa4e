/* sfu_gen: the special function unit's coefficient tables, from MPFR.
 *
 *   sfu_gen OUTDIR    writes OUTDIR/sm5_sfu_tab.h   (C model: cmodel/)
 *                            OUTDIR/sm5_sfu_rom.sv  (RTL ROM: rtl/)
 *                            OUTDIR/sm5_sfu_pkg.sv  (RTL datapath widths: rtl/)
 *                            OUTDIR/sfu-tables.md   (error analysis: docs/)
 * `make sfu-tables` copies them into place; `make test-sfu-tables` regenerates into
 * build/ and requires the checked-in files to be identical.
 *
 * Per segment the quadratic interpolates the function at the three Chebyshev nodes of
 * the segment (computed with 256-bit MPFR), its coefficients rounded to nearest at the
 * widths of cmodel/sm5_sfu_dp.h. The error analysis bounds, per table, the
 * approximation error of the real quadratic (Chebyshev remainder h^3 max|f'''| / 192,
 * |f'''| monotone on every segment), the coefficient rounding and the datapath's
 * truncations, and measures the datapath against MPFR on 66 points per segment. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mpfr.h>
#include "../sm5_sfu_dp.h"

#define PREC 256
static const char *const tname[SM5_SFU_T_COUNT] = { "RCP", "RSQ_E", "RSQ_O", "EXP", "LOG", "SIN" };
static const char *const tdesc[SM5_SFU_T_COUNT] = {
    "1/t, t in [1, 2)", "1/sqrt(t), t in [1, 2)", "1/sqrt(2t), t in [1, 2)",
    "2^t, t in [0, 1)", "log2(t), t in [1, 2)", "sin(2 pi t), t in [0, 1/4)" };

static sm5_sfu_coef_t rom[SM5_SFU_ROM_WORDS];
static int64_t clamped[SM5_SFU_T_COUNT];   /* largest c0 raised to 0, per table (LSB) */

/* segment domain: t = a0 + h (s + u) */
static void domain(int tb, mpfr_t a0, mpfr_t h)
{
    mpfr_set_ui(a0, (tb == SM5_SFU_T_EXP || tb == SM5_SFU_T_SIN) ? 0 : 1, MPFR_RNDN);
    mpfr_set_ui_2exp(h, 1, tb == SM5_SFU_T_SIN ? -(2 + SM5_SFU_SEGB) : -SM5_SFU_SEGB, MPFR_RNDN);
}

static void tpoint(int tb, int s, const mpfr_t u, mpfr_t t)
{
    mpfr_t a0, h;
    mpfr_inits2(PREC, a0, h, (mpfr_ptr)0);
    domain(tb, a0, h);
    mpfr_add_si(t, u, s, MPFR_RNDN);
    mpfr_mul(t, t, h, MPFR_RNDN);
    mpfr_add(t, t, a0, MPFR_RNDN);
    mpfr_clears(a0, h, (mpfr_ptr)0);
}

static void f(int tb, const mpfr_t t, mpfr_t r)
{
    mpfr_t w;
    mpfr_init2(w, PREC);
    switch (tb) {
    case SM5_SFU_T_RCP:   mpfr_ui_div(r, 1, t, MPFR_RNDN); break;
    case SM5_SFU_T_RSQ_E: mpfr_rec_sqrt(r, t, MPFR_RNDN); break;
    case SM5_SFU_T_RSQ_O: mpfr_mul_2ui(w, t, 1, MPFR_RNDN); mpfr_rec_sqrt(r, w, MPFR_RNDN); break;
    case SM5_SFU_T_EXP:   mpfr_exp2(r, t, MPFR_RNDN); break;
    case SM5_SFU_T_LOG:   mpfr_log2(r, t, MPFR_RNDN); break;
    default:
        mpfr_const_pi(w, MPFR_RNDN);
        mpfr_mul_2ui(w, w, 1, MPFR_RNDN);
        mpfr_mul(w, w, t, MPFR_RNDN);
        mpfr_sin(r, w, MPFR_RNDN);
        break;
    }
    mpfr_clear(w);
}

/* |f'''(t)| */
static void f3(int tb, const mpfr_t t, mpfr_t r)
{
    mpfr_t w;
    mpfr_init2(w, PREC);
    switch (tb) {
    case SM5_SFU_T_RCP:   mpfr_pow_ui(w, t, 4, MPFR_RNDN); mpfr_ui_div(r, 6, w, MPFR_RNDN); break;
    case SM5_SFU_T_RSQ_E:
    case SM5_SFU_T_RSQ_O:
        mpfr_rec_sqrt(w, t, MPFR_RNDN);
        mpfr_pow_ui(w, w, 7, MPFR_RNDN);
        mpfr_mul_ui(r, w, 15, MPFR_RNDN);
        mpfr_div_ui(r, r, 8, MPFR_RNDN);
        if (tb == SM5_SFU_T_RSQ_O) { mpfr_sqrt_ui(w, 2, MPFR_RNDN); mpfr_div(r, r, w, MPFR_RNDN); }
        break;
    case SM5_SFU_T_EXP:
        mpfr_const_log2(w, MPFR_RNDN);
        mpfr_pow_ui(w, w, 3, MPFR_RNDN);
        mpfr_exp2(r, t, MPFR_RNDN);
        mpfr_mul(r, r, w, MPFR_RNDN);
        break;
    case SM5_SFU_T_LOG:
        mpfr_const_log2(w, MPFR_RNDN);
        mpfr_pow_ui(r, t, 3, MPFR_RNDN);
        mpfr_mul(r, r, w, MPFR_RNDN);
        mpfr_ui_div(r, 2, r, MPFR_RNDN);
        break;
    default:
        mpfr_const_pi(w, MPFR_RNDN);
        mpfr_mul_2ui(w, w, 1, MPFR_RNDN);
        mpfr_mul(r, w, t, MPFR_RNDN);
        mpfr_cos(r, r, MPFR_RNDN);
        mpfr_abs(r, r, MPFR_RNDN);
        mpfr_pow_ui(w, w, 3, MPFR_RNDN);
        mpfr_mul(r, r, w, MPFR_RNDN);
        break;
    }
    mpfr_clear(w);
}

static int64_t rnd_int(const mpfr_t v, int scale)
{
    mpfr_t w;
    mpfr_init2(w, PREC);
    mpfr_mul_2si(w, v, scale, MPFR_RNDN);
    mpfr_rint(w, w, MPFR_RNDN);
    int64_t r = (int64_t)mpfr_get_sj(w, MPFR_RNDN);
    mpfr_clear(w);
    return r;
}

static void fit(int tb, int s)
{
    mpfr_t u[3], g[3], t, d1, d2, c0, c1, c2, w;
    for (int k = 0; k < 3; k++) mpfr_inits2(PREC, u[k], g[k], (mpfr_ptr)0);
    mpfr_inits2(PREC, t, d1, d2, c0, c1, c2, w, (mpfr_ptr)0);
    /* Chebyshev nodes of [0, 1]: (1 - sqrt(3)/2) / 2, 1/2, (1 + sqrt(3)/2) / 2 */
    mpfr_sqrt_ui(w, 3, MPFR_RNDN);
    mpfr_div_2ui(w, w, 2, MPFR_RNDN);
    mpfr_set_d(u[1], 0.5, MPFR_RNDN);
    mpfr_sub(u[0], u[1], w, MPFR_RNDN);
    mpfr_add(u[2], u[1], w, MPFR_RNDN);
    for (int k = 0; k < 3; k++) { tpoint(tb, s, u[k], t); f(tb, t, g[k]); }
    /* Newton form, then the monomial coefficients */
    mpfr_sub(d1, g[1], g[0], MPFR_RNDN); mpfr_sub(w, u[1], u[0], MPFR_RNDN); mpfr_div(d1, d1, w, MPFR_RNDN);
    mpfr_sub(d2, g[2], g[1], MPFR_RNDN); mpfr_sub(w, u[2], u[1], MPFR_RNDN); mpfr_div(d2, d2, w, MPFR_RNDN);
    mpfr_sub(c2, d2, d1, MPFR_RNDN); mpfr_sub(w, u[2], u[0], MPFR_RNDN); mpfr_div(c2, c2, w, MPFR_RNDN);
    mpfr_add(w, u[0], u[1], MPFR_RNDN); mpfr_mul(w, w, c2, MPFR_RNDN); mpfr_sub(c1, d1, w, MPFR_RNDN);
    mpfr_mul(w, c1, u[0], MPFR_RNDN); mpfr_sub(c0, g[0], w, MPFR_RNDN);
    mpfr_sqr(w, u[0], MPFR_RNDN); mpfr_mul(w, w, c2, MPFR_RNDN); mpfr_sub(c0, c0, w, MPFR_RNDN);
    int64_t i0 = rnd_int(c0, SM5_SFU_YF), i1 = rnd_int(c1, SM5_SFU_L1), i2 = rnd_int(c2, SM5_SFU_L2);
    /* c0 is unsigned: sin's first segment dips a few LSB below 0 at u = 0 (absolute
     * error well inside its bound; the measured column includes it) */
    if (i0 < 0 && i0 > -16) {
        if (-i0 > clamped[tb]) clamped[tb] = -i0;
        i0 = 0;
    }
    if (i0 < 0 || i0 >= ((int64_t)1 << SM5_SFU_W0) ||
        i1 < -((int64_t)1 << (SM5_SFU_W1 - 1)) || i1 >= ((int64_t)1 << (SM5_SFU_W1 - 1)) ||
        i2 < -((int64_t)1 << (SM5_SFU_W2 - 1)) || i2 >= ((int64_t)1 << (SM5_SFU_W2 - 1))) {
        fprintf(stderr, "sfu_gen: table %s segment %d: coefficient out of range "
                "(c0 %" PRId64 " c1 %" PRId64 " c2 %" PRId64 ")\n", tname[tb], s, i0, i1, i2);
        exit(1);
    }
    sm5_sfu_coef_t *c = &rom[tb * SM5_SFU_SEGS + s];
    c->c0 = (uint64_t)i0;
    c->c1 = (int32_t)i1;
    c->c2 = (int32_t)i2;
    for (int k = 0; k < 3; k++) mpfr_clears(u[k], g[k], (mpfr_ptr)0);
    mpfr_clears(t, d1, d2, c0, c1, c2, w, (mpfr_ptr)0);
}

/* C = RN(2^KC / (2 pi)) */
static uint64_t inv2pi(void)
{
    mpfr_t w;
    mpfr_init2(w, PREC);
    mpfr_const_pi(w, MPFR_RNDN);
    mpfr_ui_div(w, 1, w, MPFR_RNDN);
    int64_t cc = rnd_int(w, SM5_SFU_KC - 1);
    mpfr_clear(w);
    return (uint64_t)cc;
}

static FILE *open_out(const char *dir, const char *name)
{
    char p[4096];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    FILE *fp = fopen(p, "w");
    if (!fp) { perror(p); exit(1); }
    return fp;
}

static uint64_t mask(int w) { return w >= 64 ? ~0ull : ((uint64_t)1 << w) - 1; }

static void write_c(const char *dir)
{
    FILE *fp = open_out(dir, "sm5_sfu_tab.h");
    fprintf(fp, "/* Generated by cmodel/tools/sfu_gen.c (make sfu-tables): do not edit.\n"
                " * SFU coefficient ROM {c0, c1, c2} per segment; layout in sm5_sfu_dp.h. */\n"
                "#ifndef SM5_SFU_TAB_H\n#define SM5_SFU_TAB_H\n#include \"sm5_sfu_dp.h\"\n\n"
                "/* RN(2^SM5_SFU_KC / (2 pi)): sin/cos range reduction */\n"
                "#define SM5_SFU_INV2PI UINT64_C(0x%" PRIx64 ")\n\n"
                "static const sm5_sfu_coef_t sm5_sfu_rom[SM5_SFU_ROM_WORDS] = {\n", inv2pi());
    for (int tb = 0; tb < SM5_SFU_T_COUNT; tb++) {
        fprintf(fp, "    /* %s: %s */\n", tname[tb], tdesc[tb]);
        for (int s = 0; s < SM5_SFU_SEGS; s++) {
            const sm5_sfu_coef_t *c = &rom[tb * SM5_SFU_SEGS + s];
            fprintf(fp, "    { UINT64_C(0x%09" PRIx64 "), %9" PRId32 ", %7" PRId32 " },\n",
                    c->c0, c->c1, c->c2);
        }
    }
    fprintf(fp, "};\n\n#endif\n");
    fclose(fp);
}

static void write_sv(const char *dir)
{
    FILE *fp = open_out(dir, "sm5_sfu_pkg.sv");
    fprintf(fp, "// Generated by cmodel/tools/sfu_gen.c (make sfu-tables) from cmodel/sm5_sfu_dp.h:\n"
                "// do not edit. Widths of the SFU interpolation datapath (docs/sfu-unit.md).\n"
                "package sm5_sfu_pkg;\n"
                "  /* verilator lint_off UNUSEDPARAM */\n");
    const struct { const char *n; int v; } p[] = {
        { "SFU_SEGB", SM5_SFU_SEGB }, { "SFU_XB", SM5_SFU_XB }, { "SFU_YF", SM5_SFU_YF },
        { "SFU_W0", SM5_SFU_W0 }, { "SFU_W1", SM5_SFU_W1 }, { "SFU_L1", SM5_SFU_L1 },
        { "SFU_W2", SM5_SFU_W2 }, { "SFU_L2", SM5_SFU_L2 }, { "SFU_SQB", SM5_SFU_SQB },
        { "SFU_SQT", SM5_SFU_SQT }, { "SFU_S1", SM5_SFU_S1 }, { "SFU_S2", SM5_SFU_S2 },
        { "SFU_WW", SM5_SFU_WW }, { "SFU_TB", SM5_SFU_TB }, { "SFU_AB", SM5_SFU_AB },
        { "SFU_KC", SM5_SFU_KC }, { "SFU_TF", SM5_SFU_TF },
        { "SFU_T_RCP", SM5_SFU_T_RCP }, { "SFU_T_RSQ_E", SM5_SFU_T_RSQ_E },
        { "SFU_T_RSQ_O", SM5_SFU_T_RSQ_O }, { "SFU_T_EXP", SM5_SFU_T_EXP },
        { "SFU_T_LOG", SM5_SFU_T_LOG }, { "SFU_T_SIN", SM5_SFU_T_SIN } };
    for (size_t i = 0; i < sizeof p / sizeof p[0]; i++)
        fprintf(fp, "  localparam int unsigned %-12s = %d;\n", p[i].n, p[i].v);
    fprintf(fp, "  // RN(2^SFU_KC / (2 pi)): sin/cos range reduction\n"
                "  localparam logic [SFU_KC-3:0] SFU_INV2PI = %d'h%" PRIx64 ";\n",
            SM5_SFU_KC - 2, inv2pi());
    fprintf(fp, "  /* verilator lint_on UNUSEDPARAM */\nendpackage\n");
    fclose(fp);

    fp = open_out(dir, "sm5_sfu_rom.sv");
    fprintf(fp, "// Generated by cmodel/tools/sfu_gen.c (make sfu-tables): do not edit.\n"
                "// The SFU coefficient ROM, one word {c0, c1, c2} per segment (address\n"
                "// {table, segment}, cmodel/sm5_sfu_dp.h), read synchronously: a constant case\n"
                "// table behind a register, which Yosys maps to ROM / block RAM.\n"
                "module sm5_sfu_rom (\n"
                "  input  logic                              clk_i,\n"
                "  input  logic                              en_i,\n"
                "  input  logic [sm5_sfu_pkg::SFU_AB-1:0]    addr_i,\n"
                "  output logic [sm5_sfu_pkg::SFU_WW-1:0]    data_o\n"
                ");\n"
                "  logic [sm5_sfu_pkg::SFU_WW-1:0] word;\n\n"
                "  always_comb begin\n"
                "    unique case (addr_i)\n");
    for (int i = 0; i < SM5_SFU_ROM_WORDS; i++) {
        const sm5_sfu_coef_t *c = &rom[i];
        uint64_t lo = ((uint64_t)(uint32_t)c->c2 & mask(SM5_SFU_W2)) |
                      (((uint64_t)(uint32_t)c->c1 & mask(SM5_SFU_W1)) << SM5_SFU_W2);
        /* word = {c0, c1, c2}: c0 sits above bit W1 + W2 = 46; print as c0 and the low part */
        fprintf(fp, "      %d'h%03x: word = {%d'h%09" PRIx64 ", %d'h%012" PRIx64 "};\n",
                SM5_SFU_AB, i, SM5_SFU_W0, c->c0, SM5_SFU_W1 + SM5_SFU_W2, lo);
    }
    fprintf(fp, "      default: word = '0;\n"
                "    endcase\n"
                "  end\n\n"
                "  always_ff @(posedge clk_i) begin\n"
                "    if (en_i) data_o <= word;\n"
                "  end\n"
                "endmodule\n");
    fclose(fp);
}

/* ---------------------------------------------------------------- error analysis */
static double ldexp1(long e)   /* 2^e without libm */
{
    double r = 1.0;
    for (; e > 0; e--) r *= 2.0;
    for (; e < 0; e++) r *= 0.5;
    return r;
}
/* |c2| weight of the square's errors: truncated X (2 u 2^-SQB) and dropped bits */
#define SQERR (ldexp1(1 - SM5_SFU_SQB) + ldexp1(-(2 * SM5_SFU_SQB - SM5_SFU_SQT)))

static void write_report(const char *dir)
{
    FILE *fp = open_out(dir, "sfu-tables.md");
    fprintf(fp, "<!-- Generated by cmodel/tools/sfu_gen.c (make sfu-tables): do not edit. -->\n"
                "# SFU tables: error analysis\n\n"
                "%d segments per table, quadratic through the 3 Chebyshev nodes of each segment\n"
                "(MPFR, 256 bits), coefficients rounded to nearest: c0 LSB 2^-%d, c1 LSB 2^-%d,\n"
                "c2 LSB 2^-%d. Errors of y in units of 2^-%d (the LSB of y):\n\n"
                "- approx: Chebyshev remainder h^3 max|f'''| / 192 of the real quadratic, worst segment;\n"
                "- coef: coefficient rounding, 1/2 LSB each weighted by max u, u^2 (0.5 + 0.5 + 0.125),\n"
                "  plus any negative c0 raised to 0 (sin's first segment);\n"
                "- trunc: floors of t1 and t2 (1 + 1), square of the truncated X (2 u 2^-%d |c2|)\n"
                "  and its dropped bits (2^-%d |c2|), with the table's max |c2| (the ULP column\n"
                "  uses each segment's own |c2|);\n"
                "- bound: approx + coef + trunc; ULP: bound in ULPs of the result's binade on the\n"
                "  worst segment (rcp, rsq, exp; log and sin are absolute, see docs/sfu-unit.md);\n"
                "- measured: max |datapath y - f| over 66 points per segment (both ends), MPFR.\n\n"
                "| table | function | worst approx (segment) | coef | trunc | bound | bound, result ULP | measured |\n"
                "|---|---|---|---|---|---|---|---|\n",
            SM5_SFU_SEGS, SM5_SFU_YF, SM5_SFU_L1, SM5_SFU_L2, SM5_SFU_YF, SM5_SFU_SQB, 2 * SM5_SFU_SQB - SM5_SFU_SQT);
    mpfr_t a, b, m, w, h, a0, u, t, y;
    mpfr_inits2(PREC, a, b, m, w, h, a0, u, t, y, (mpfr_ptr)0);
    for (int tb = 0; tb < SM5_SFU_T_COUNT; tb++) {
        domain(tb, a0, h);
        double worst = 0, c2max = 0, meas = 0, worst_ulp = 0;
        int wseg = 0;
        for (int s = 0; s < SM5_SFU_SEGS; s++) {
            const sm5_sfu_coef_t *c = &rom[tb * SM5_SFU_SEGS + s];
            double ac2 = c->c2 < 0 ? -(double)c->c2 : (double)c->c2;
            ac2 = ac2 / (double)(1ull << (SM5_SFU_L2 - SM5_SFU_YF));
            if (ac2 > c2max) c2max = ac2;
            /* approximation bound: h^3 max(|f'''(a)|, |f'''(b)|) / 192, in 2^-YF units */
            mpfr_set_ui(u, 0, MPFR_RNDN); tpoint(tb, s, u, t); f3(tb, t, a);
            mpfr_set_ui(u, 1, MPFR_RNDN); tpoint(tb, s, u, t); f3(tb, t, b);
            mpfr_max(m, a, b, MPFR_RNDN);
            mpfr_pow_ui(w, h, 3, MPFR_RNDN);
            mpfr_mul(m, m, w, MPFR_RNDN);
            mpfr_div_ui(m, m, 192, MPFR_RNDN);
            mpfr_mul_2si(m, m, SM5_SFU_YF, MPFR_RNDN);
            double ap = mpfr_get_d(m, MPFR_RNDU);
            if (ap > worst) { worst = ap; wseg = s; }
            /* measured */
            double segmeas = 0;
            for (int k = 0; k <= 65; k++) {
                uint32_t x = k == 65 ? (1u << SM5_SFU_XB) - 1 : (uint32_t)(((uint64_t)k << SM5_SFU_XB) / 65);
                int64_t yv = sm5_sfu_interp(c, x);
                mpfr_set_ui_2exp(u, x, -SM5_SFU_XB, MPFR_RNDN);
                tpoint(tb, s, u, t);
                f(tb, t, y);
                mpfr_mul_2si(y, y, SM5_SFU_YF, MPFR_RNDN);
                mpfr_sub_si(y, y, yv, MPFR_RNDN);
                mpfr_abs(y, y, MPFR_RNDN);
                double e = mpfr_get_d(y, MPFR_RNDU);
                if (e > segmeas) segmeas = e;
            }
            if (segmeas > meas) meas = segmeas;
            /* ULP of the smallest result on the segment (rcp, rsq decrease; exp increases) */
            if (tb <= SM5_SFU_T_EXP) {
                mpfr_set_ui(u, tb == SM5_SFU_T_EXP ? 0 : 1, MPFR_RNDN);
                tpoint(tb, s, u, t); f(tb, t, y);
                long ex;
                mpfr_get_d_2exp(&ex, y, MPFR_RNDN);   /* y = d 2^ex, d in [0.5, 1) */
                /* the binade [2^(ex-1), 2^ex) has ULP 2^(ex-24): in 2^-YF units */
                double ulpu = ldexp1(ex - 24 + SM5_SFU_YF);
                double tot = (ap + 1.125 + 2 + ac2 * SQERR) / ulpu;
                if (tot > worst_ulp) worst_ulp = tot;
            }
        }
        double trunc = 2 + c2max * SQERR;
        double coef = 1.125 + (double)clamped[tb];
        double bound = worst + coef + trunc;
        char ulps[64];
        if (tb <= SM5_SFU_T_EXP) snprintf(ulps, sizeof ulps, "%.4f (+ 0.5 rounding)", worst_ulp);
        else snprintf(ulps, sizeof ulps, "absolute: %.2e", bound / 4294967296.0);
        fprintf(fp, "| %s | %s | %.3f (%d) | %.3f | %.3f | %.3f | %s | %.3f |\n", tname[tb],
                tdesc[tb], worst, wseg, coef, trunc, bound, ulps, meas);
    }
    mpfr_clears(a, b, m, w, h, a0, u, t, y, (mpfr_ptr)0);
    fclose(fp);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: sfu_gen OUTDIR\n");
        return 2;
    }
    for (int tb = 0; tb < SM5_SFU_T_COUNT; tb++)
        for (int s = 0; s < SM5_SFU_SEGS; s++) fit(tb, s);
    write_c(argv[1]);
    write_sv(argv[1]);
    write_report(argv[1]);
    return 0;
}

/* DXBC reader and writer (cmodel/sm5_dxbc.c):
 *  1. MD5 on the RFC 1321 test vectors (the block function D3D's checksum shares).
 *  2. Every peer blob (tb/dxbc/real/NAME.dxbc, tb/dxbc/peer/): its checksum, computed by
 *     fxc, is what sm5_dxbc_checksum gives (one of them with the two-block padding); its decoding is the listing of tb/listings/real/ (the
 *     Python decoder's, equal to the fxc assembly the peer quotes for four shaders),
 *     and blob + side file give the same program as that listing; the writer on that
 *     listing gives fxc's token stream back.
 *  3. Round trip over every listing: assemble, write a container, read it back with the
 *     file's //! lines as the side file: the same program (constants compared by value:
 *     a container does not keep a literal's spelling); writing it again gives the same
 *     bytes.
 *  4. Malformed containers and side files: the error names the byte, token and opcode,
 *     worked by hand for each case.
 *   test_dxbc --real DIR_OF_LISTINGS BLOB... --checksum BLOB... --rt ASM...                         */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sm5_asm.h"
#include "sm5_dxbc.h"
#include "sm5_load.h"

static int passed, failed;

static void check(bool ok, const char *what, const char *detail)
{
    if (ok) { passed++; return; }
    failed++;
    printf("FAIL %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc((size_t)n + 1);
    if (b && fread(b, 1, (size_t)n, f) != (size_t)n) { free(b); b = NULL; }
    fclose(f);
    if (b) { b[n] = 0; *len = (size_t)n; }
    return b;
}

static void wr32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
}

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void fix_checksum(uint8_t *b, size_t n)
{
    uint32_t cs[4];
    sm5_dxbc_checksum(b, n, cs);
    for (int k = 0; k < 4; k++) wr32(b + 4 + 4 * k, cs[k]);
}

/* ---------------------------------------------------------------- 1. MD5 */
static void test_md5(void)
{
    static const struct { const char *m, *hex; } v[] = {   /* RFC 1321, appendix A.5 */
        { "", "d41d8cd98f00b204e9800998ecf8427e" },
        { "a", "0cc175b9c0f1b6a831c399e269772661" },
        { "abc", "900150983cd24fb0d6963f7d28e17f72" },
        { "message digest", "f96b697d7cb7938d525a2f31aaf161d0" },
        { "abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b" },
        { "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f" },
        { "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
          "57edf4a22be3c955ac49da2e2107b67a" },
    };
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
        uint8_t d[16];
        char hex[33];
        sm5_md5((const uint8_t *)v[i].m, strlen(v[i].m), d);
        for (int k = 0; k < 16; k++) sprintf(hex + 2 * k, "%02x", d[k]);
        check(!strcmp(hex, v[i].hex), "md5 RFC 1321 vector", v[i].m);
    }
}

/* ---------------------------------------------------------------- program compare */

/* The same program: micro-ops with CONST sources compared by what they read (origin and
 * values), declarations, memory, run parameters, expectations. */
static bool same_prog(const sm5_prog_t *a, const sm5_prog_t *b, char *why, size_t wn)
{
#define D(c, ...) if (!(c)) { snprintf(why, wn, __VA_ARGS__); return false; }
    D(!strcmp(a->shader, b->shader) && a->sm_major == b->sm_major && a->sm_minor == b->sm_minor, "header");
    D(a->nuops == b->nuops, "%d micro-ops vs %d", a->nuops, b->nuops);
    for (int i = 0; i < a->nuops; i++) {
        sm5_uop_t x = a->uops[i], y = b->uops[i];
        for (int s = 0; s < SM5_NSRC; s++) {
            if (x.src[s].kind != SM5_SRC_CONST || y.src[s].kind != SM5_SRC_CONST) continue;
            const sm5_const_info_t *ca = &a->cinfo[x.src[s].idx], *cb = &b->cinfo[y.src[s].idx];
            D(ca->origin == cb->origin && (ca->origin != SM5_CONST_CB || (ca->cb == cb->cb && ca->elem == cb->elem)) &&
              !memcmp(a->cfile[x.src[s].idx], b->cfile[y.src[s].idx], 16), "micro-op %d source %d: constant", i, s);
            x.src[s].idx = y.src[s].idx = 0;
        }
        char da[160], db[160];
        sm5_disasm_uop(a, &a->uops[i], da, sizeof da);
        sm5_disasm_uop(b, &b->uops[i], db, sizeof db);
        D(!memcmp(&x, &y, sizeof x), "micro-op %d: '%.100s' vs '%.100s'", i, da, db);
    }
    D(!memcmp(a->res, b->res, sizeof a->res) && !memcmp(a->declared, b->declared, sizeof a->declared) &&
      !memcmp(a->glc, b->glc, sizeof a->glc), "resources");
    D(a->mem_words == b->mem_words && !memcmp(a->mem_init, b->mem_init, a->mem_words * sizeof *a->mem_init), "memory image");
    D(a->lanes == b->lanes && a->inactive == b->inactive && a->helper == b->helper && a->nregs == b->nregs &&
      a->max_steps == b->max_steps && !memcmp(a->dispatch, b->dispatch, sizeof a->dispatch) &&
      !memcmp(a->thread_group, b->thread_group, sizeof a->thread_group), "run parameters");
    D(a->global_flags == b->global_flags && a->tid_inputs == b->tid_inputs, "flags / thread-id inputs");
    for (int i = 0; i < SM5_NCB; i++) {
        D(a->cb_size[i] == b->cb_size[i], "cb%d size", i);
        if (a->cb_size[i]) D(!memcmp(a->cb_data[i], b->cb_data[i], a->cb_size[i] * 16u), "cb%d data", i);
    }
    D(a->cb_dynamic == b->cb_dynamic, "cb indexing");
    D(a->nicb == b->nicb && (!a->nicb || !memcmp(a->icb, b->icb, a->nicb * 16u)), "immediate constant buffer");
    D(!memcmp(a->xtemp_size, b->xtemp_size, sizeof a->xtemp_size) &&
      !memcmp(a->xtemp_comps, b->xtemp_comps, sizeof a->xtemp_comps), "indexable temps");
    D(a->in_decl == b->in_decl && a->out_decl == b->out_decl && !memcmp(a->in_mask, b->in_mask, sizeof a->in_mask) &&
      !memcmp(a->out_mask, b->out_mask, sizeof a->out_mask), "inputs / outputs");
    D(!a->vin == !b->vin && (!a->vin || !memcmp(a->vin, b->vin, (size_t)SM5_MAX_LANES * SM5_NIO * 16)), "input data");
    D(a->nexpects == b->nexpects, "%d expectations vs %d", a->nexpects, b->nexpects);
    for (int i = 0; i < a->nexpects; i++) {
        sm5_expect_t x = a->expects[i], y = b->expects[i];
        x.line = y.line = 0;
        D(!memcmp(&x, &y, sizeof x), "expectation %d", i);
    }
    D(!a->expect_error == !b->expect_error && (!a->expect_error || !strcmp(a->expect_error, b->expect_error)),
      "expect error");
    return true;
#undef D
}

/* the //! lines of a listing, as a side file */
static char *directives(const char *text, size_t *len)
{
    size_t n = strlen(text);
    char *o = malloc(n + 1);
    size_t k = 0;
    for (const char *q = text; *q;) {
        const char *e = strchr(q, '\n');
        size_t l = e ? (size_t)(e - q) : strlen(q);
        const char *d = NULL;   /* a directive: the line's first // followed by ! */
        for (size_t i = 0; i + 1 < l; i++)
            if (q[i] == '/' && q[i + 1] == '/') { if (i + 2 < l && q[i + 2] == '!') d = q + i; break; }
        if (d) { memcpy(o + k, d, (size_t)(q + l - d)); k += (size_t)(q + l - d); o[k++] = '\n'; }
        q = e ? e + 1 : q + l;
    }
    o[k] = 0;
    *len = k;
    return o;
}

/* the code lines of a listing: comments dropped, blanks collapsed */
static char *code_lines(const char *text)
{
    size_t n = strlen(text);
    char *o = malloc(n + 2);
    size_t k = 0;
    for (const char *q = text; *q;) {
        const char *e = strchr(q, '\n');
        size_t l = e ? (size_t)(e - q) : strlen(q);
        size_t c = l;
        for (size_t i = 0; i + 1 < l; i++)
            if (q[i] == '/' && q[i + 1] == '/') { c = i; break; }
        size_t start = k;
        bool sp = false;
        for (size_t i = 0; i < c; i++) {
            char ch = q[i] == '\t' || q[i] == '\r' ? ' ' : q[i];
            if (ch == ' ') { sp = k > start; continue; }
            if (sp) o[k++] = ' ';
            sp = false;
            o[k++] = ch;
        }
        if (k > start) o[k++] = '\n';
        q = e ? e + 1 : q + l;
    }
    o[k] = 0;
    return o;
}

/* ---------------------------------------------------------------- 2. peer blobs */
static int n_tok_same, n_tok_exact, n_file_same;
static void test_real(const char *listdir, const char *blob)
{
    char err[SM5_PROG_ERR_MAX], why[1024];
    size_t bl;
    uint8_t *b = (uint8_t *)slurp(blob, &bl);
    if (!b) { check(false, blob, "cannot read"); return; }
    sm5_dxbc_t d;
    int rc = sm5_dxbc_parse(blob, b, bl, SM5_DXBC_NO_CHECKSUM, &d, err, sizeof err);
    check(rc == 0, blob, err);
    if (rc) { free(b); return; }
    check(!memcmp(d.checksum, d.computed, 16), blob, "checksum (fxc's, in the peer's blob) differs from ours");
    /* the listing of the same name */
    const char *base = strrchr(blob, '/') ? strrchr(blob, '/') + 1 : blob;
    char lp[512];
    snprintf(lp, sizeof lp, "%s/%.*s.asm", listdir, (int)(strlen(base) - 5), base);
    size_t ll;
    char *lt = slurp(lp, &ll);
    if (!lt) { check(false, lp, "no listing for the blob"); free(b); return; }
    char *text;
    rc = sm5_dxbc_listing(blob, &d, false, &text, NULL, NULL, NULL, err, sizeof err);
    check(rc == 0, blob, err);
    if (!rc) {
        char *x = code_lines(text), *y = code_lines(lt);
        if (strcmp(x, y)) {
            size_t i = 0;
            while (x[i] && x[i] == y[i]) i++;
            snprintf(why, sizeof why, "decoding differs from %s at '%.40s' vs '%.40s'", lp, x + i, y + i);
            check(false, blob, why);
        } else {
            check(true, blob, NULL);
        }
        free(x); free(y); free(text);
    }
    sm5_prog_t A, B;
    if (sm5_prog_load(lp, &A, err, sizeof err) != 0) { check(false, lp, err); free(lt); free(b); return; }
    if (sm5_prog_load(blob, &B, err, sizeof err) != 0) { check(false, blob, err); sm5_prog_free(&A); free(lt); free(b); return; }
    bool same = same_prog(&A, &B, why, sizeof why);
    check(same, blob, why);
    /* the writer on the listing gives fxc's own token stream (the peer's program chunk),
     * except where fxc wrote a replicated swizzle (.zzzz) that the writer, which cannot
     * tell, writes in select-1 form (.z): same operand otherwise */
    uint8_t *w;
    size_t wn;
    if (sm5_dxbc_write(&A, &w, &wn, err, sizeof err) != 0) {
        check(false, blob, err);
    } else {
        sm5_dxbc_t dw;
        if (sm5_dxbc_parse("written", w, wn, 0, &dw, err, sizeof err) != 0) {
            check(false, blob, err);
        } else {
            bool eq = dw.ntokens == d.ntokens, exact = eq;
            for (uint32_t i = 0; eq && i < d.ntokens; i++) {
                uint32_t x = rd32(d.tokens + 4 * i), y = rd32(dw.tokens + 4 * i);
                if (x == y) continue;
                exact = false;
                uint32_t c = (x >> 4) & 3;
                eq = ((x >> 2) & 3) == 1 && ((x >> 4) & 0xFF) == c * 0x55u && ((y >> 2) & 3) == 2 &&
                     ((y >> 4) & 0xFF) == c && (x & ~0xFF0u & ~0xCu) == (y & ~0xFF0u & ~0xCu);
                if (!eq) snprintf(why, sizeof why, "written token %u is 0x%08x, fxc's 0x%08x", i, y, x);
            }
            if (dw.ntokens != d.ntokens) snprintf(why, sizeof why, "written %u tokens, fxc's %u", dw.ntokens, d.ntokens);
            check(eq, blob, why);
            n_tok_same += eq;
            n_tok_exact += exact;
            n_file_same += wn == bl && !memcmp(w, b, bl);   /* a figure: OSGN names/types may differ */
        }
        free(w);
    }
    sm5_prog_free(&A);
    sm5_prog_free(&B);
    free(lt);
    free(b);
}

/* ---------------------------------------------------------------- 3. round trip */
static int rt_files;
static void test_rt(const char *path)
{
    char err[SM5_PROG_ERR_MAX], why[1024];
    sm5_prog_t A, B;
    if (sm5_prog_load(path, &A, err, sizeof err) != 0) { check(false, path, err); return; }
    uint8_t *b1, *b2;
    size_t n1, n2;
    if (sm5_dxbc_write(&A, &b1, &n1, err, sizeof err) != 0) { check(false, path, err); sm5_prog_free(&A); return; }
    size_t tl, sl;
    char *t = slurp(path, &tl);
    char *side = directives(t, &sl);
    if (sm5_dxbc_prog_parse(path, b1, n1, 0, "side", side, sl, &B, err, sizeof err) != 0) {
        check(false, path, err);
    } else {
        bool same = same_prog(&A, &B, why, sizeof why);
        check(same, path, why);
        if (sm5_dxbc_write(&B, &b2, &n2, err, sizeof err) != 0) check(false, path, err);
        else { check(n1 == n2 && !memcmp(b1, b2, n1), path, "writing the read-back program gives other bytes"); free(b2); }
        sm5_prog_free(&B);
        rt_files++;
    }
    free(t); free(side); free(b1);
    sm5_prog_free(&A);
}

/* ---------------------------------------------------------------- 4. errors */
static uint8_t *base_blob;
static size_t base_len;

/* parses a modified copy of the base blob (imad_0: SHEX at byte 112, token 0 at byte
 * 120) and checks the message holds every needle */
static void expect_err(const char *what, uint8_t *b, size_t n, bool fix, const char *side, const char *const *needles)
{
    char err[SM5_PROG_ERR_MAX];
    if (fix) fix_checksum(b, n);
    sm5_prog_t p;
    int rc = sm5_dxbc_prog_parse("t.dxbc", b, n, 0, "t.dxbc.test", side, side ? strlen(side) : 0, &p, err, sizeof err);
    if (rc == 0) { sm5_prog_free(&p); check(false, what, "accepted"); return; }
    for (int i = 0; needles[i]; i++)
        if (!strstr(err, needles[i])) {
            char d[2200];
            snprintf(d, sizeof d, "message lacks '%s': %s", needles[i], err);
            check(false, what, d);
            return;
        }
    check(true, what, NULL);
}

static uint8_t *copy(void)
{
    uint8_t *b = malloc(base_len);
    memcpy(b, base_blob, base_len);
    return b;
}

/* where the test writes its scratch files: the binary's directory (main) */
static char scratch_dir[1024] = ".";

static void test_errors(const char *imad_blob)
{
    base_blob = (uint8_t *)slurp(imad_blob, &base_len);
    if (!base_blob || base_len != 264) { check(false, "errors", "imad_0.dxbc missing or not 264 bytes"); return; }
    /* the layout the cases below were worked from */
    check(rd32(base_blob + 32 + 8) == 112 && !memcmp(base_blob + 112, "SHEX", 4) &&
          rd32(base_blob + 120 + 4 * 10) == 0x0c000023u, "errors: base blob layout", NULL);
    uint8_t *b;
    b = copy(); b[0] = 'X';
    expect_err("bad magic", b, base_len, false, NULL, (const char *const[]){ "t.dxbc: byte 0: error: not a DXBC container", NULL });
    free(b);
    b = copy(); b[200] ^= 1;
    expect_err("checksum", b, base_len, false, NULL, (const char *const[]){ "byte 4: error: checksum mismatch",
               "the header has b6a7735a", NULL });
    free(b);
    b = copy();
    expect_err("truncated", b, base_len - 4, false, NULL,
               (const char *const[]){ "byte 24: error: header gives a total size of 264 bytes but the file has 260", NULL });
    free(b);
    b = copy(); wr32(b + 20, 2);
    expect_err("version", b, base_len, true, NULL, (const char *const[]){ "byte 20: error: container version 2", NULL });
    free(b);
    b = copy(); wr32(b + 40, 300);
    expect_err("chunk offset", b, base_len, true, NULL,
               (const char *const[]){ "byte 40: error: chunk 2 at offset 300: past the end of the file", NULL });
    free(b);
    b = copy(); wr32(b + 116, 1000);
    expect_err("chunk size", b, base_len, true, NULL,
               (const char *const[]){ "byte 116: error: chunk 2 'SHEX' of 1000 bytes runs past the end", NULL });
    free(b);
    b = copy(); memcpy(b + 112, "SHXX", 4);
    expect_err("no program chunk", b, base_len, true, NULL, (const char *const[]){ "no program chunk (SHDR or SHEX)", NULL });
    free(b);
    b = copy(); wr32(b + 124, 99);
    expect_err("program length", b, base_len, true, NULL,
               (const char *const[]){ "byte 124 (SHEX token 1): error: program length of 99 tokens (the chunk holds 36)", NULL });
    free(b);
    /* token 10 (byte 160) is the first imad: 0x0c000023 */
    b = copy(); wr32(b + 160, 0x0c000045);
    expect_err("unsupported opcode", b, base_len, true, NULL,
               (const char *const[]){ "t.dxbc: byte 160 (SHEX token 10): error: unsupported instruction 'sample' (opcode 69)", NULL });
    free(b);
    b = copy(); wr32(b + 160, 0x0c0000ff);
    expect_err("unknown opcode", b, base_len, true, NULL,
               (const char *const[]){ "byte 160 (SHEX token 10): error: unsupported instruction 'unknown' (opcode 255): not a D3D11 opcode", NULL });
    free(b);
    b = copy(); wr32(b + 160, 0x00000023);
    expect_err("length 0", b, base_len, true, NULL,
               (const char *const[]){ "byte 160 (SHEX token 10): error: 'imad' (opcode 35) with an instruction length of 0", NULL });
    free(b);
    b = copy(); wr32(b + 160, 0x0b000023);
    expect_err("short length", b, base_len, true, NULL,
               (const char *const[]){ "byte 160 (SHEX token 10): error: 'imad' (opcode 35): an operand runs past the instruction's length of 11 tokens", NULL });
    free(b);
    b = copy(); wr32(b + 160, 0x0d000023);
    expect_err("long length", b, base_len, true, NULL,
               (const char *const[]){ "byte 208 (SHEX token 22): error: operands of N components are not supported (in 'imad', opcode 35, at token 10)", NULL });
    free(b);
    b = copy(); wr32(b + 160, 0x7f000023);
    expect_err("length past the end", b, base_len, true, NULL,
               (const char *const[]){ "'imad' (opcode 35) of 127 tokens runs past the end of the program (26 tokens left)", NULL });
    free(b);
    /* token 11 (byte 164): the destination o0.xy 0x00102032 -> a sampler operand s0 */
    b = copy(); wr32(b + 164, 0x00106032);
    expect_err("operand type", b, base_len, true, NULL,
               (const char *const[]){ "byte 160 (SHEX token 10, opcode 35): error: unsupported operand 's0': samplers", NULL });
    free(b);
    /* the destination with two indices */
    b = copy(); wr32(b + 164, 0x00202032);
    expect_err("index dimension", b, base_len, true, NULL,
               (const char *const[]){ "byte 164 (SHEX token 11): error: operand output o# with 2 indices (expected 1)", NULL });
    free(b);
    /* an error the assembler finds, mapped back: the destination o1 is not declared */
    b = copy(); wr32(b + 168, 1);
    expect_err("assembler error mapped", b, base_len, true, NULL,
               (const char *const[]){ "t.dxbc: byte 160 (SHEX token 10, opcode 35): error: o1 used but not declared",
                                      "decoded as: imad o1.xy, cb0[0].xyxx", NULL });
    free(b);
    /* the OSGN element of o0 (chunk 1 at byte 60: register at byte 60 + 8 + 8 + 16) moved to
     * register 1: o0 is declared but not in the signature */
    b = copy(); check(rd32(b + 92) == 0 && b[96] == 0xF, "errors: OSGN layout", NULL); wr32(b + 92, 1);
    expect_err("signature", b, base_len, true, NULL,
               (const char *const[]){ "t.dxbc: byte 60 (OSGN): error: o0.xyzw is declared but the output signature does not cover it", NULL });
    free(b);
    /* the side file */
    b = copy();
    expect_err("side file code", b, base_len, false, "// ok\n//! cb cb0[0] 1 2 3 4\nmov r0, r1\n",
               (const char *const[]){ "t.dxbc.test:3:1: error: a side file holds only '//!' directives", NULL });
    free(b);
    b = copy();
    expect_err("side file directive", b, base_len, false, "// ok\n//! expect o7.x == 1\n",
               (const char *const[]){ "t.dxbc.test:2:", NULL });
    free(b);
    sm5_prog_t p;
    char err[SM5_PROG_ERR_MAX];
    check(sm5_dxbc_prog_load("build/no_such_blob.dxbc", &p, err, sizeof err) != 0 && strstr(err, "cannot open"),
          "missing blob", err);
    /* beside this binary, in whichever BUILD directory it was built */
    char blob[1100], side[1200];
    snprintf(blob, sizeof blob, "%s/noside.dxbc", scratch_dir);
    snprintf(side, sizeof side, "missing side file %s.test", blob);
    FILE *f = fopen(blob, "wb");
    if (f) { fwrite(base_blob, 1, base_len, f); fclose(f); }
    remove(side + strlen("missing side file "));
    check(sm5_prog_load(blob, &p, err, sizeof err) != 0 && strstr(err, side), "missing side file", err);
    free(base_blob);
}

/* ---------------------------------------------------------------- 2b. checksums of other peer blobs */
static int two_block;
static void test_checksum(const char *blob)
{
    size_t n;
    uint8_t *b = (uint8_t *)slurp(blob, &n);
    if (!b || n < 32) { check(false, blob, "cannot read"); free(b); return; }
    uint32_t cs[4];
    sm5_dxbc_checksum(b, n, cs);
    bool ok = true;
    for (int k = 0; k < 4; k++) ok = ok && cs[k] == rd32(b + 4 + 4 * k);
    check(ok, blob, "checksum (the peer's, computed by fxc) differs from ours");
    if ((n - 20) % 64 >= 56) two_block++;   /* the padding needs a second block */
    free(b);
}

int main(int argc, char **argv)
{
    const char *slash = strrchr(argv[0], '/');
    if (slash && (size_t)(slash - argv[0]) < sizeof scratch_dir)
        snprintf(scratch_dir, sizeof scratch_dir, "%.*s", (int)(slash - argv[0]), argv[0]);
    test_md5();
    const char *listdir = NULL;
    int mode = 0, nreal = 0, nsum = 0;
    const char *imad = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--real") && i + 1 < argc) { listdir = argv[++i]; mode = 1; continue; }
        if (!strcmp(argv[i], "--rt")) { mode = 2; continue; }
        if (!strcmp(argv[i], "--checksum")) { mode = 3; continue; }
        if (mode == 1) {
            test_real(listdir, argv[i]);
            nreal++;
            if (strstr(argv[i], "/imad_0.dxbc")) imad = argv[i];
        } else if (mode == 2) {
            test_rt(argv[i]);
        } else if (mode == 3) {
            test_checksum(argv[i]);
            nsum++;
        }
    }
    if (imad) test_errors(imad);
    else check(false, "errors", "tb/dxbc/real/imad_0.dxbc not given");
    check(two_block > 0, "checksum: a peer blob with D3D's two-block final padding", "none given");
    printf("dxbc: %d peer blobs with listings (writer = fxc's tokens: %d, bit-identical: %d, whole file: %d), %d more "
           "checksums (%d of the two-block kind), %d listings round-tripped\n", nreal, n_tok_same, n_tok_exact,
           n_file_same, nsum, two_block, rt_files);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}

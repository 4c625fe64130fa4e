/* sm5dxbc: DXBC containers <-> listings (docs/dxbc.md).
 *   sm5dxbc FILE.dxbc                      the program chunk as an fxc listing (signatures
 *                                          as comments)
 *   sm5dxbc --info FILE.dxbc               header, checksum, chunks, signatures
 *   sm5dxbc -o OUT.dxbc FILE.asm           assemble FILE.asm and write it as a container;
 *           [--side]                       also OUT.dxbc.test with FILE.asm's //! lines
 *   sm5dxbc --words WORDS -o OUT.dxbc      a blob given as 32-bit words (a C array pasted
 *                                          from a test suite: every 0x........ in the file)
 * --no-checksum: decode a container whose checksum is wrong (reported, not fatal).
 * Exit status: 0 done, 2 bad input. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../sm5_asm.h"
#include "../sm5_dxbc.h"
#include "../sm5_load.h"

static int usage(void)
{
    fprintf(stderr, "usage: sm5dxbc [--info] [--no-checksum] FILE.dxbc\n"
                    "       sm5dxbc -o OUT.dxbc [--side] FILE.asm\n"
                    "       sm5dxbc --words WORDS.txt -o OUT.dxbc\n");
    return 2;
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); return NULL; }
    size_t cap = 1 << 16, n = 0;
    char *b = malloc(cap + 1);
    while (b) {
        size_t got = fread(b + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
        if (n == cap) {
            if (cap >= SM5_DXBC_MAX_BYTES) { fprintf(stderr, "%s: file too large\n", path); free(b); b = NULL; break; }
            cap *= 2;
            char *nb = realloc(b, cap + 1);
            if (!nb) free(b);
            b = nb;
        }
    }
    fclose(f);
    if (!b) return NULL;
    b[n] = 0;
    *len = n;
    return b;
}

static int write_file(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, len, f) != len || fclose(f) != 0) { perror(path); return 2; }
    return 0;
}

static void info(const sm5_dxbc_t *d)
{
    bool ok = !memcmp(d->checksum, d->computed, 16);
    printf("DXBC container, %u bytes, %d chunks\n", d->total_size, d->nchunks);
    printf("checksum %08x %08x %08x %08x: %s\n", d->checksum[0], d->checksum[1], d->checksum[2], d->checksum[3],
           ok ? "ok" : "WRONG");
    if (!ok)
        printf("  computed %08x %08x %08x %08x\n", d->computed[0], d->computed[1], d->computed[2], d->computed[3]);
    for (int i = 0; i < d->nchunks; i++)
        printf("chunk %d: %s at byte %u, %u bytes%s\n", i, d->chunks[i].tag, d->chunks[i].offset, d->chunks[i].size,
               i == d->prog_chunk ? " (program)" : "");
    uint32_t ver = d->tokens[0] | d->tokens[1] << 8 | (uint32_t)d->tokens[2] << 16 | (uint32_t)d->tokens[3] << 24;
    printf("program: type %u, shader model %u.%u, %u tokens\n", ver >> 16, (ver >> 4) & 15, ver & 15, d->ntokens);
    const sm5_dxbc_sig_t *s[2] = { &d->isgn, &d->osgn };
    for (int k = 0; k < 2; k++) {
        if (!s[k]->present) continue;
        printf("%s: %d element%s\n", k ? "OSGN" : "ISGN", s[k]->n, s[k]->n == 1 ? "" : "s");
        for (int i = 0; i < s[k]->n; i++) {
            const sm5_dxbc_sig_elem_t *e = &s[k]->e[i];
            printf("  %s%u  register %u mask 0x%x used 0x%x sysval %u type %u\n", e->name, e->index, e->reg, e->mask,
                   e->rw_mask, e->sysval, e->comp_type);
        }
    }
}

int main(int argc, char **argv)
{
    const char *in = NULL, *out = NULL;
    int do_info = 0, side = 0, words = 0;
    unsigned flags = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-o") && i + 1 < argc) out = argv[++i];
        else if (!strcmp(argv[i], "--info")) do_info = 1;
        else if (!strcmp(argv[i], "--side")) side = 1;
        else if (!strcmp(argv[i], "--words")) words = 1;
        else if (!strcmp(argv[i], "--no-checksum")) flags |= SM5_DXBC_NO_CHECKSUM;
        else if (argv[i][0] == '-' && argv[i][1]) return usage();
        else if (!in) in = argv[i];
        else return usage();
    }
    if (!in) return usage();
    char err[SM5_PROG_ERR_MAX];
    size_t len;
    if (words) {
        if (!out) return usage();
        char *t = slurp(in, &len);
        if (!t) return 2;
        size_t n = 0, cap = 1024;
        uint8_t *b = malloc(cap);
        for (char *q = t; b && *q; q++) {
            if (!(q[0] == '0' && (q[1] == 'x' || q[1] == 'X') && isxdigit((unsigned char)q[2]))) continue;
            char *e;
            unsigned long v = strtoul(q, &e, 16);
            if (e - q != 10) { fprintf(stderr, "%s: '%.*s' is not a 32-bit word (0x and 8 hex digits)\n", in, (int)(e - q), q); free(t); free(b); return 2; }
            if (n + 4 > cap) { cap *= 2; uint8_t *nb = realloc(b, cap); if (!nb) free(b); b = nb; if (!b) break; }
            for (int k = 0; k < 4; k++) b[n++] = (uint8_t)(v >> (8 * k));
            q = e - 1;
        }
        free(t);
        if (!b) { fprintf(stderr, "out of memory\n"); return 2; }
        sm5_dxbc_t d;
        if (sm5_dxbc_parse(in, b, n, 0, &d, err, sizeof err) != 0) { fputs(err, stderr); free(b); return 2; }
        int rc = write_file(out, b, n);
        if (!rc) printf("%s: %zu bytes, checksum ok, %d chunks\n", out, n, d.nchunks);
        free(b);
        return rc;
    }
    if (out) {   /* listing -> container */
        sm5_prog_t p;
        if (sm5_prog_load(in, &p, err, sizeof err) != 0) { fputs(err, stderr); return 2; }
        uint8_t *b;
        if (sm5_dxbc_write(&p, &b, &len, err, sizeof err) != 0) { fputs(err, stderr); sm5_prog_free(&p); return 2; }
        sm5_prog_free(&p);
        int rc = write_file(out, b, len);
        free(b);
        if (rc || !side) return rc;
        size_t tl;
        char *t = slurp(in, &tl);
        if (!t) return 2;
        size_t on = strlen(out);
        char *sn = malloc(on + 6);
        if (!sn) { free(t); return 2; }
        memcpy(sn, out, on);
        memcpy(sn + on, ".test", 6);
        FILE *f = fopen(sn, "wb");
        if (!f) { perror(sn); free(t); free(sn); return 2; }
        fprintf(f, "// Side file of %s: the //! lines of %s (written by sm5dxbc --side)\n", out, in);
        for (char *q = t; *q;) {
            char *e = strchr(q, '\n');
            size_t n = e ? (size_t)(e - q) : strlen(q);
            char *d = NULL;   /* a directive: the line's first // followed by ! */
            for (size_t i = 0; i + 1 < n; i++)
                if (q[i] == '/' && q[i + 1] == '/') { if (i + 2 < n && q[i + 2] == '!') d = q + i; break; }
            if (d) fprintf(f, "%.*s\n", (int)(q + n - d), d);
            q = e ? e + 1 : q + n;
        }
        free(t);
        int bad = fclose(f) != 0;
        free(sn);
        return bad ? 2 : 0;
    }
    char *b = slurp(in, &len);
    if (!b) return 2;
    sm5_dxbc_t d;
    if (sm5_dxbc_parse(in, (const uint8_t *)b, len, flags | (do_info ? SM5_DXBC_NO_CHECKSUM : 0), &d, err, sizeof err) != 0) {
        fputs(err, stderr);
        free(b);
        return 2;
    }
    if (do_info) { info(&d); free(b); return 0; }
    char *text;
    if (sm5_dxbc_listing(in, &d, true, &text, NULL, NULL, NULL, err, sizeof err) != 0) {
        fputs(err, stderr);
        free(b);
        return 2;
    }
    fputs(text, stdout);
    free(text);
    free(b);
    return 0;
}

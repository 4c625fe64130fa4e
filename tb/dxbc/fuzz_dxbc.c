/* Fuzzing the DXBC reader (cmodel/sm5_dxbc.c).
 * LLVMFuzzerTestOneInput: byte 0 of the input chooses what is repaired before the rest
 * (the container) is read, so that mutations reach past the header checks: bit 0 the
 * checksum, bit 1 the total-size field. Any input must be read or refused with a
 * message; the listing of an accepted container must assemble or be refused; a program
 * that assembles must write as a container that reads back to the same micro-ops (no
 * crash, leak or undefined behaviour anywhere: built with ASan/UBSan).
 * With -DDXBC_MUTATE_MAIN this file is also a seeded mutation loop over given blobs
 * (`make test-dxbc-fuzz`: truncations, wrong sizes, offsets, chunk counts and token
 * lengths, random words and bytes, inserted and deleted tokens):
 *   fuzz_dxbc [-n CASES_PER_BLOB] [-s SEED] BLOB... [INPUT.fuzz...]
 * (a .fuzz file is a saved fuzzer input, flag byte first: replayed once; tb/dxbc/fuzz/
 * keeps those that found a bug)                                                   */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sm5_asm.h"
#include "sm5_dxbc.h"

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
}

static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static unsigned long n_read, n_assembled;

/* the same micro-ops, constants compared by origin and value */
static bool same_uops(const sm5_prog_t *a, const sm5_prog_t *b)
{
    if (a->nuops != b->nuops) return false;
    for (int i = 0; i < a->nuops; i++) {
        sm5_uop_t x = a->uops[i], y = b->uops[i];
        for (int s = 0; s < SM5_NSRC; s++) {
            if (x.src[s].kind != SM5_SRC_CONST || y.src[s].kind != SM5_SRC_CONST) continue;
            const sm5_const_info_t *ca = &a->cinfo[x.src[s].idx], *cb = &b->cinfo[y.src[s].idx];
            if (ca->origin != cb->origin || memcmp(a->cfile[x.src[s].idx], b->cfile[y.src[s].idx], 16)) return false;
            if (ca->origin == SM5_CONST_CB && (ca->cb != cb->cb || ca->elem != cb->elem)) return false;
            x.src[s].idx = y.src[s].idx = 0;
        }
        if (memcmp(&x, &y, sizeof x)) return false;
    }
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > (1u << 20)) return 0;
    size_t n = size - 1;
    uint8_t *b = malloc(n ? n : 1);
    if (!b) return 0;
    memcpy(b, data + 1, n);
    if ((data[0] & 2) && n >= 28) put32(b + 24, (uint32_t)n);
    if ((data[0] & 1) && n >= 20) {
        uint32_t cs[4];
        sm5_dxbc_checksum(b, n, cs);
        for (int k = 0; k < 4; k++) put32(b + 4 + 4 * k, cs[k]);
    }
    char err[SM5_PROG_ERR_MAX];
    sm5_dxbc_t d;
    if (sm5_dxbc_parse("fuzz.dxbc", b, n, 0, &d, err, sizeof err) == 0) {
        n_read++;
        char *text;
        if (sm5_dxbc_listing("fuzz.dxbc", &d, true, &text, NULL, NULL, NULL, err, sizeof err) == 0) free(text);
        else if (!strstr(err, "error:")) abort();    /* every refusal says what and where */
        static const char side[] = "// fuzz\n//! lanes 4\n";
        sm5_prog_t p;
        if (sm5_dxbc_prog_parse("fuzz.dxbc", b, n, 0, "fuzz.dxbc.test", side, sizeof side - 1, &p, err, sizeof err) == 0) {
            n_assembled++;
            uint8_t *w;
            size_t wl;
            if (sm5_dxbc_write(&p, &w, &wl, err, sizeof err) != 0) { fputs(err, stderr); abort(); }
            sm5_prog_t q;
            if (sm5_dxbc_prog_parse("rewritten.dxbc", w, wl, 0, "side", side, sizeof side - 1, &q, err, sizeof err) != 0) {
                fputs(err, stderr);
                abort();   /* the writer produced a container its reader refuses */
            }
            if (!same_uops(&p, &q)) { fprintf(stderr, "fuzz_dxbc: the written container reads back as other micro-ops\n"); abort(); }
            sm5_prog_free(&q);
            free(w);
            sm5_prog_free(&p);
        } else if (!strstr(err, "error:")) {
            abort();
        }
    } else if (!strstr(err, "error:")) {
        abort();
    }
    free(b);
    return 0;
}

#ifdef DXBC_MUTATE_MAIN
static uint64_t rs;
static uint32_t rnd(uint32_t n)
{
    rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17;
    return n ? (uint32_t)((rs >> 11) % n) : 0;
}

static uint32_t edge(uint32_t len)
{
    static const uint32_t e[] = { 0, 1, 2, 3, 4, 7, 8, 0x7F, 0x80, 0xFFFF, 0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFFu, 0xFFFFFFFCu };
    switch (rnd(4)) {
    case 0: return e[rnd(sizeof e / sizeof e[0])];
    case 1: return len + rnd(9) - 4;
    case 2: return rnd(len + 64);
    default: return (uint32_t)rs;
    }
}

/* offset and size of the program chunk, or 0 */
static size_t prog_chunk(const uint8_t *b, size_t n, uint32_t *size)
{
    if (n < 32) return 0;
    uint32_t c = get32(b + 28);
    for (uint32_t i = 0; i < c && 32 + 4 * (size_t)i + 4 <= n && i < 64; i++) {
        uint32_t off = get32(b + 32 + 4 * i);
        if ((size_t)off + 8 <= n && (!memcmp(b + off, "SHEX", 4) || !memcmp(b + off, "SHDR", 4))) {
            *size = get32(b + off + 4);
            return off;
        }
    }
    return 0;
}

/* one mutated case of blob b (n bytes) into m (room for n + 64 bytes); returns its size */
static size_t mutate(const uint8_t *b, size_t n, uint8_t *m)
{
    memcpy(m + 1, b, n);
    uint8_t *x = m + 1;
    size_t len = n;
    uint32_t psz = 0;
    size_t po = prog_chunk(x, len, &psz);
    int kinds = 1 + (int)rnd(3);
    for (int k = 0; k < kinds; k++) {
        switch (rnd(10)) {
        case 0: len = rnd((uint32_t)len + 1); break;                               /* truncate */
        case 1: if (len >= 32) put32(x + 24, edge((uint32_t)len)); break;          /* total size */
        case 2: if (len >= 32) put32(x + 28, rnd(3) ? rnd(8) : edge(4)); break;    /* chunk count */
        case 3: if (len >= 36) put32(x + 32 + 4 * rnd(3), edge((uint32_t)len)); break;   /* chunk offsets */
        case 4: if (po && po + 8 <= len) put32(x + po + 4, edge(psz)); break;       /* chunk size */
        case 5: if (po && po + 16 <= len) put32(x + po + 12, edge(psz / 4)); break; /* length token */
        case 6:                                                                     /* an instruction's length */
            if (po && psz >= 12 && po + 8 + psz <= len) {
                uint32_t t = 2 + rnd(psz / 4 - 2);
                uint8_t *q = x + po + 8 + 4 * t;
                put32(q, (get32(q) & 0x80FFFFFFu) | rnd(128) << 24);
            }
            break;
        case 7:                                                                     /* a random token */
            if (po && psz >= 12 && po + 8 + psz <= len) {
                uint32_t t = 2 + rnd(psz / 4 - 2);
                uint32_t v = get32(x + po + 8 + 4 * t);
                put32(x + po + 8 + 4 * t, rnd(2) ? v ^ (1u << rnd(32)) : (uint32_t)rs);
            }
            break;
        case 8:                                                                     /* insert / delete a token */
            if (po && psz >= 12 && po + 8 + psz <= len) {
                size_t at = po + 8 + 4 * (2 + rnd(psz / 4 - 2));
                if (rnd(2) && len + 4 <= n + 60) {
                    memmove(x + at + 4, x + at, len - at);
                    put32(x + at, (uint32_t)rs);
                    len += 4;
                    psz += 4;
                } else {
                    memmove(x + at, x + at + 4, len - at - 4);
                    len -= 4;
                    psz -= 4;
                }
                put32(x + po + 4, psz);
            }
            break;
        default:                                                                    /* random bytes */
            for (int j = 0, c = 1 + (int)rnd(4); j < c && len; j++) x[rnd((uint32_t)len)] = (uint8_t)rs;
            break;
        }
    }
    m[0] = (uint8_t)(rnd(8) ? 1 : 0) | (uint8_t)(rnd(2) ? 2 : 0);   /* mostly a valid checksum */
    return len + 1;
}

static uint8_t *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *b = malloc((size_t)n + 1);
    if (b && fread(b, 1, (size_t)n, f) != (size_t)n) { free(b); b = NULL; }
    fclose(f);
    *len = (size_t)n;
    return b;
}

int main(int argc, char **argv)
{
    unsigned long per = 2000, seed = 1, cases = 0, files = 0;
    int i = 1;
    for (; i + 1 < argc && argv[i][0] == '-'; i += 2) {
        if (!strcmp(argv[i], "-n")) per = strtoul(argv[i + 1], NULL, 0);
        else if (!strcmp(argv[i], "-s")) seed = strtoul(argv[i + 1], NULL, 0);
    }
    unsigned long replayed = 0;
    for (; i < argc; i++) {
        size_t n;
        uint8_t *b = slurp(argv[i], &n);
        if (!b) { fprintf(stderr, "fuzz_dxbc: cannot read %s\n", argv[i]); printf("0 passed, 1 failed\n"); return 1; }
        size_t an = strlen(argv[i]);
        if (an > 5 && !strcmp(argv[i] + an - 5, ".fuzz")) {   /* a saved fuzzer input: replay as is */
            LLVMFuzzerTestOneInput(b, n);
            replayed++;
            free(b);
            continue;
        }
        files++;
        uint8_t *m = malloc(n + 66);
        rs = 0x9E3779B97F4A7C15ull ^ (seed * 0x100000001B3ull) ^ files;
        /* the unmodified blob first: it must read and assemble */
        m[0] = 0;
        memcpy(m + 1, b, n);
        unsigned long before = n_assembled;
        LLVMFuzzerTestOneInput(m, n + 1);
        if (n_assembled == before) { fprintf(stderr, "fuzz_dxbc: %s does not assemble\n", argv[i]); printf("0 passed, 1 failed\n"); return 1; }
        for (unsigned long c = 0; c < per; c++) {
            size_t len = mutate(b, n, m);
            LLVMFuzzerTestOneInput(m, len);
            cases++;
        }
        free(m);
        free(b);
    }
    printf("fuzz_dxbc: %lu saved inputs replayed, %lu mutated cases of %lu blobs: %lu containers read, %lu assembled; "
           "no crash, hang or sanitizer report\n", replayed, cases, files, n_read, n_assembled);
    printf("%lu passed, 0 failed\n", files + replayed);
    return 0;
}
#endif

/* Bad input for the assembler, generated on the fly: each file must make
 *   sm5run --check FILE
 * exit with status 2 and a "FILE:line:col: error: <what>" message, quickly (< 1 s),
 * without a crash or sanitizer report.
 *   test_asm_badinput SM5RUN DIR                                                      */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>

static const char *dir;
static const char *run;
static int passed, failed;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Runs sm5run on path; want: a substring of the message (after "error: "), and the
 * "line:col" the message must name (NULL: any). */
static void check(const char *name, const char *path, const char *where, const char *want)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "%s --check '%s' 2>&1", run, path);
    double t0 = now();
    FILE *f = popen(cmd, "r");
    if (!f) { printf("FAIL %s: cannot run %s\n", name, run); failed++; return; }
    char out[4096];
    size_t n = fread(out, 1, sizeof out - 1, f);
    out[n] = 0;
    while (fgetc(f) != EOF) {}
    int st = pclose(f);
    double dt = now() - t0;
    int ok = 1;
    char head[1024];
    snprintf(head, sizeof head, "%s:%s: error: ", path, where ? where : "");
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 2) ok = 0;
    if (where ? strncmp(out, head, strlen(head)) != 0 : (strncmp(out, path, strlen(path)) != 0 || !strstr(out, ": error: ")))
        ok = 0;
    if (!strstr(out, want)) ok = 0;
    if (dt > 1.0) ok = 0;
    if (ok) { passed++; printf("ok   %-28s %.3f s  %.*s", name, dt, (int)(strchr(out, '\n') ? strchr(out, '\n') - out + 1 : (long)n), out); }
    else {
        failed++;
        printf("FAIL %s: status %d (exited %d), %.3f s, want '%s%s'\n%s\n", name, WIFEXITED(st) ? WEXITSTATUS(st) : -1,
               WIFEXITED(st), dt, head, want, out);
    }
}

/* A program that assembles but whose expectations fail: exit 1, one line per failure. */
static void check_fail(const char *name, const char *path, const char *want1, const char *want2)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "%s --lanes 4 '%s' 2>&1", run, path);
    FILE *f = popen(cmd, "r");
    if (!f) { printf("FAIL %s: cannot run %s\n", name, run); failed++; return; }
    char out[4096];
    size_t n = fread(out, 1, sizeof out - 1, f);
    out[n] = 0;
    while (fgetc(f) != EOF) {}
    int st = pclose(f);
    if (WIFEXITED(st) && WEXITSTATUS(st) == 1 && strstr(out, want1) && strstr(out, want2) &&
        strstr(out, "expectations: 3 checked, 2 failed")) {
        passed++;
        printf("ok   %s\n", name);
    } else {
        failed++;
        printf("FAIL %s: status %d, want '%s' and '%s'\n%s\n", name, WIFEXITED(st) ? WEXITSTATUS(st) : -1, want1, want2, out);
    }
}

static const char *write_file(const char *name, const void *data, size_t len)
{
    static char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, len, f) != len) { perror(path); exit(1); }
    fclose(f);
    return path;
}

static const char *write_text(const char *name, const char *text) { return write_file(name, text, strlen(text)); }

#define HDR "cs_5_0\ndcl_uav_raw u0\ndcl_input vThreadID.x\ndcl_temps 2\n"

int main(int argc, char **argv)
{
    if (argc != 3) { fprintf(stderr, "usage: test_asm_badinput SM5RUN DIR\n"); return 2; }
    run = argv[1];
    dir = argv[2];
    mkdir(dir, 0777);

    check("empty", write_text("empty.asm", ""), "1:1", "empty program");
    check("only comments", write_text("comments.asm", "// nothing\n//\n"), NULL, "no shader header");

    /* a binary file: an ELF-like header with NUL bytes */
    unsigned char bin[256];
    for (int i = 0; i < 256; i++) bin[i] = (unsigned char)(i * 37 + 11);
    memcpy(bin, "\x7f" "ELF\x02\x01\x01\0\0\0", 10);
    check("binary", write_file("binary.asm", bin, sizeof bin), "1:8", "binary file");

    /* 10 MB of printable garbage (no NUL, LCG-generated) */
    size_t big = 10u << 20;
    char *g = malloc(big);
    unsigned x = 12345;
    for (size_t i = 0; i < big; i++) {
        x = x * 1103515245u + 12345u;
        unsigned ch = (x >> 16) % 97u;
        g[i] = ch == 96 ? '\n' : (char)(' ' + ch % 95);
    }
    g[0] = '%';   /* the first character decides the message */
    check("10 MB garbage", write_file("garbage.asm", g, big), "1:1", "expected a shader header");

    /* 10 MB that is valid up to a late error: linear time, still under a second */
    {
        size_t at = 0;
        at += (size_t)sprintf(g + at, HDR);
        for (int i = 0; i < 1000; i++) at += (size_t)sprintf(g + at, "mov r0.x, l(1)\n");
        while (at < big - 100) at += (size_t)sprintf(g + at, "// a comment line of padding\n");
        at += (size_t)sprintf(g + at, "deriv_rtx r0.x, r0.x\nret\n");
        char nm[] = "late_error.asm";
        const char *p = write_file(nm, g, at);
        check("10 MB, error at the end", p, NULL, "unsupported instruction 'deriv_rtx'");
    }
    free(g);

    /* one line of 100,000 characters */
    {
        size_t n = 100000;
        char *l = malloc(n + 64);
        strcpy(l, HDR "mov r0.x, l(");
        size_t k = strlen(l);
        while (k < n) l[k++] = '1';
        strcpy(l + k, ")\nret\n");
        check("100k-character line", write_text("longline.asm", l), "5:13", "number too long");
        k = strlen(HDR);
        memset(l + k, 'a', n);
        strcpy(l + k + n, "\nret\n");
        check("100k-character word", write_text("longword.asm", l), "5:1", "unsupported instruction 'aaaa");
        free(l);
    }

    check("unterminated l(", write_text("unterminated.asm", HDR "mov r0.x, l(1, 2\nret\n"), "5:11",
          "unterminated 'l(' literal");
    check("unterminated l( at end", write_text("unterminated2.asm", HDR "mov r0.x, l(\nret\n"), "5:11",
          "unterminated 'l(' literal");
    check("register 2^40", write_text("reg40.asm", HDR "mov r1099511627776.x, l(1)\nret\n"), "5:5",
          "register r1099511627776 past dcl_temps 2");
    check("source register 2^40", write_text("reg40s.asm", HDR "mov r0.x, r1099511627776.x\nret\n"), "5:11",
          "register r1099511627776 past dcl_temps 2");
    check("bad directive resource", write_text("badres.asm", HDR "//! init x9 1 2\nmov r0.x, l(1)\nret\n"), "5:10",
          "bad resource name 'x9'");
    check("directive resource u99", write_text("badres2.asm", HDR "//! fill u99 4 0\nret\n"), "5:10",
          "bad resource name 'u99'");
    check("directive undeclared", write_text("badres3.asm", HDR "//! fill u3 4 0\nret\n"), "5:10",
          "resource 'u3' is not declared");
    check("unknown directive", write_text("baddir.asm", HDR "//! frobnicate 3\nret\n"), "5:5",
          "unknown directive 'frobnicate'");
    check("unsupported instruction", write_text("unsup.asm", HDR "sample r0, r1, t0, s0\nret\n"), "5:1",
          "unsupported instruction 'sample'");
    check("missing ret", write_text("noret.asm", HDR "mov r0.x, l(1)\n"), NULL, "missing 'ret'");
    check("no such file", dir, NULL, "error:");
    {
        char path[512];
        snprintf(path, sizeof path, "%s", write_text("wrong_expect.asm",
            HDR "//! fill u0 2 0\niadd r1.x, vThreadID.x, l(1)\nstore_raw u0.x, l(4), l(9)\nret\n"
            "//! expect r1.x lane 2 == 3\n//! expect u0[1] == 8\n//! expect r1.x == 1\n"));
        char w1[700], w2[700];
        snprintf(w1, sizeof w1, "%s:10: expect u0[1]: expected 0x00000008, got 0x00000009", path);
        snprintf(w2, sizeof w2, "%s:11: expect r1.x: 3 of 4 lanes fail (lanes 1-3); lane 1: expected 0x00000001, got 0x00000002", path);
        check_fail("failed expectations", path, w1, w2);
    }

    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}

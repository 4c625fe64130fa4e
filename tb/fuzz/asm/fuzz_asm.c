/* libFuzzer harness over the assembler: any input must either assemble or give a
 * "file:line:col: error:" message, never crash. A program that assembles must survive
 * disassemble + reassemble with the same micro-ops and constant file, and must run on
 * the architectural simulator (a few lanes) without a sanitizer report.
 *   make fuzz-asm FUZZ_SECS=n        (clang-14 -fsanitize=fuzzer,address,undefined)
 *   make test-asm-corpus             (replays tb/fuzz/asm/corpus with gcc sanitizers) */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sm5_archsim.h"
#include "sm5_asm.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sm5_prog_t p;
    char err[SM5_PROG_ERR_MAX];
    if (sm5_prog_parse("fuzz.asm", (const char *)data, size, &p, err, sizeof err) != 0) {
        if (strncmp(err, "fuzz.asm:", 9) != 0 || !strstr(err, ": error: ")) abort();
        return 0;
    }
    char *text = NULL;
    size_t tlen = 0;
    FILE *f = open_memstream(&text, &tlen);
    if (!f) abort();
    sm5_disasm_prog(&p, f);
    fclose(f);
    sm5_prog_t q;
    if (sm5_prog_parse("fuzz.dis", text, tlen, &q, err, sizeof err) != 0) {
        fprintf(stderr, "reassembly failed:\n%s\n--- text ---\n%s", err, text);
        abort();
    }
    if (q.nuops != p.nuops || q.nconst != p.nconst || q.mem_words != p.mem_words ||
        memcmp(q.uops, p.uops, (size_t)p.nuops * sizeof *p.uops) != 0 ||
        memcmp(q.cfile, p.cfile, sizeof p.cfile) != 0 ||
        memcmp(q.res, p.res, sizeof p.res) != 0 ||
        (p.mem_words && memcmp(q.mem_init, p.mem_init, p.mem_words * sizeof *p.mem_init) != 0) ||
        q.nexpects != p.nexpects) {
        fprintf(stderr, "round trip differs\n--- text ---\n%s", text);
        abort();
    }
    free(text);
    sm5_prog_free(&q);
    sm5_arch_t a;
    int lanes = sm5_prog_run_lanes(&p, 4);
    if (lanes > 8) lanes = 8;
    if (sm5_arch_init(&a, &p, lanes) == 0) {
        sm5_arch_run(&a, 200000);   /* a loop without end stops here, long before P-27 */
        sm5_arch_check(&a, NULL, NULL);
        sm5_arch_free(&a);
    }
    sm5_prog_free(&p);
    return 0;
}

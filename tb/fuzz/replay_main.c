/* Replays files through a fuzz entry point without libFuzzer (gcc with
 * -fsanitize=address,undefined: `make test-asm-corpus`, `make test-vec-corpus`). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    unsigned n = 0, bad = 0;
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) { fprintf(stderr, "replay: cannot open %s\n", argv[i]); bad++; continue; }
        uint8_t *buf = NULL;
        size_t len = 0, cap = 0, r;
        do {
            if (len == cap) {
                cap = cap ? cap * 2 : 4096;
                uint8_t *nb = realloc(buf, cap);
                if (!nb) { free(buf); fclose(f); fprintf(stderr, "replay: out of memory\n"); return 1; }
                buf = nb;
            }
            r = fread(buf + len, 1, cap - len, f);
            len += r;
        } while (r > 0);
        fclose(f);
        LLVMFuzzerTestOneInput(buf, len);   /* aborts on a sanitizer finding */
        free(buf);
        n++;
    }
    printf("%u passed, %u failed\n", n, bad);
    return bad != 0;
}

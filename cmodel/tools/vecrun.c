/* vecrun: checks vector files (SPEC 9) against the C model.
 * usage: vecrun [-q] FILE...
 * Prints each failing line and each malformed line, then `N passed, N failed` (malformed
 * lines count as failed). Exit 0 only when every line of every file passed; 1 on any
 * failure or malformed line, or a file without a vector (it checks nothing); 2 on a
 * usage error or an unreadable file. */
#include "sm5_vec.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (n == cap) {
            char *nb = realloc(buf, cap * 2);
            if (!nb) { free(buf); buf = NULL; break; }
            buf = nb;
            cap *= 2;
        }
        size_t r = fread(buf + n, 1, cap - n, f);
        n += r;
        if (r == 0) {
            if (ferror(f)) { free(buf); buf = NULL; }
            break;
        }
    }
    fclose(f);
    *len = n;
    return buf;
}

int main(int argc, char **argv)
{
    int quiet = 0, nfiles = 0, rc = 0;
    sm5_vec_stats_t st = {0, 0, 0};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-q") == 0) { quiet = 1; continue; }
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            printf("usage: vecrun [-q] FILE...  (-q: only the summary line)\n");
            return 0;
        }
        nfiles++;
        size_t len = 0;
        errno = 0;
        char *text = read_all(argv[i], &len);
        if (!text) {
            fprintf(stderr, "vecrun: cannot read %s: %s\n", argv[i],
                    errno ? strerror(errno) : "read error");
            return 2;
        }
        unsigned before = st.passed + st.failed + st.malformed;
        if (sm5_vec_check(argv[i], text, len, quiet ? NULL : stdout, &st)) rc = 1;
        free(text);
        if (st.passed + st.failed + st.malformed == before) {
            printf("%s:1:1: error: no vector in the file: a file that checks nothing fails\n", argv[i]);
            st.failed++;
            rc = 1;
        }
    }
    if (nfiles == 0) {
        fprintf(stderr, "usage: vecrun [-q] FILE...\n");
        return 2;
    }
    if (st.malformed) printf("%u malformed line%s\n", st.malformed, st.malformed == 1 ? "" : "s");
    printf("%u passed, %u failed\n", st.passed, st.failed + st.malformed);
    return rc;
}

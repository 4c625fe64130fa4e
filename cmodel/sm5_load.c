/* Reading a program file (sm5_load.h): listing text through the assembler, a DXBC
 * container through sm5_dxbc. */
#include "sm5_load.h"
#include "sm5_asm.h"
#include "sm5_dxbc.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int sm5_prog_load(const char *path, sm5_prog_t *p, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    if (sm5_dxbc_is_path(path)) return sm5_dxbc_prog_load(path, p, err, errlen);   /* a compiled blob */
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s:1:1: error: cannot open: %s\n", path, strerror(errno));
        return -1;
    }
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    for (;;) {
        if (!buf) { fclose(f); snprintf(err, errlen, "%s:1:1: error: out of memory\n", path); return -1; }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (got == 0) break;
        if (len == cap) {
            if (cap >= (size_t)1 << 30) { free(buf); fclose(f); snprintf(err, errlen, "%s:1:1: error: file too large\n", path); return -1; }
            cap *= 2;
            char *nb = realloc(buf, cap);
            if (!nb) free(buf);
            buf = nb;
        }
    }
    bool rerr = ferror(f);
    fclose(f);
    if (rerr) { free(buf); snprintf(err, errlen, "%s:1:1: error: read error\n", path); return -1; }
    int rc = sm5_prog_parse(path, buf, len, p, err, errlen);
    free(buf);
    return rc;
}

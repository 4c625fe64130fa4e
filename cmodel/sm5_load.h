/* Reading a program from a file: a listing (SPEC 8) through the assembler
 * (sm5_prog_parse, sm5_asm.h), or a path ending in .dxbc as a DXBC container with its
 * side file PATH.test (sm5_dxbc.h). */
#ifndef SM5_LOAD_H
#define SM5_LOAD_H
#include <stddef.h>
#include "sm5_prog.h"

/* Returns 0 on success; otherwise fills err with "file:line:column: error: ...\n<the
 * line>\n<caret>\n" and returns -1, leaving *p empty (safe to sm5_prog_free). */
int sm5_prog_load(const char *path, sm5_prog_t *p, char *err, size_t errlen);

#endif

/* DXBC containers (the compiled shaders D3D drivers receive, docs/dxbc.md): a reader that
 * checks the container (header, chunk table, D3D's checksum), parses the ISGN/OSGN
 * signatures and decodes the SHDR/SHEX token stream into fxc /Fc listing text, which the
 * listing assembler (sm5_prog_parse) turns into the same micro-ops a listing gives; and a
 * writer from an assembled program back to a container with a valid checksum.
 *
 * Errors: "FILE: byte B (SHEX token T): error: ..." for the binary (B = offset in the
 * file, T = token index in the program chunk, version token = 0), "FILE.test:L:C:
 * error: ..." for the side file of directives. */
#ifndef SM5_DXBC_H
#define SM5_DXBC_H
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include "sm5_prog.h"

#define SM5_DXBC_MAX_CHUNKS 64
#define SM5_DXBC_MAX_SIG 32          /* signature elements kept per signature */
#define SM5_DXBC_MAX_BYTES (64u << 20)

typedef struct {
    char tag[5];                     /* "SHEX", "ISGN", ... (NUL-terminated) */
    uint32_t offset;                 /* of the chunk header in the file */
    uint32_t size;                   /* data bytes after the 8-byte chunk header */
} sm5_dxbc_chunk_t;

typedef struct {
    char name[32];                   /* semantic name (truncated to 31 characters) */
    uint32_t index;                  /* semantic index */
    uint32_t sysval;                 /* D3D_NAME: 0 none, 1 position, ... */
    uint32_t comp_type;              /* 1 uint, 2 sint, 3 float */
    uint32_t reg;                    /* v# / o# */
    uint8_t mask, rw_mask;           /* components present; used (inputs) / never written (outputs) */
} sm5_dxbc_sig_elem_t;

typedef struct {
    bool present;
    int n;
    sm5_dxbc_sig_elem_t e[SM5_DXBC_MAX_SIG];
} sm5_dxbc_sig_t;

typedef struct {
    uint32_t checksum[4];            /* as stored in the header */
    uint32_t computed[4];            /* sm5_dxbc_checksum of the file */
    uint32_t total_size;
    int nchunks;
    sm5_dxbc_chunk_t chunks[SM5_DXBC_MAX_CHUNKS];
    sm5_dxbc_sig_t isgn, osgn;
    int prog_chunk;                  /* index of the SHDR/SHEX chunk */
    const uint8_t *tokens;           /* the program chunk's tokens, little-endian (points
                                      * into the caller's buffer) */
    uint32_t ntokens;                /* from the length token */
    uint32_t token_byte0;            /* file offset of token 0 */
} sm5_dxbc_t;

/* D3D's checksum of a container: MD5 over bytes [20, len) with D3D's own final padding
 * (the bit count in the first word of the last block, (bits >> 2) | 1 in its last). */
void sm5_dxbc_checksum(const uint8_t *blob, size_t len, uint32_t out[4]);
/* Plain MD5 (RFC 1321) with the same block function, for testing it on the RFC's
 * vectors. */
void sm5_md5(const uint8_t *msg, size_t len, uint8_t digest[16]);

#define SM5_DXBC_NO_CHECKSUM 0x1u    /* parse: do not reject a wrong checksum */

/* Checks the container and finds its chunks. data must stay alive while d is used. Returns 0, or -1 with the error in err. */
int sm5_dxbc_parse(const char *name, const uint8_t *data, size_t len, unsigned flags, sm5_dxbc_t *d,
                   char *err, size_t errlen);

/* The program chunk as fxc listing text (header, declarations, instructions; the
 * signatures as comments when `comments`). *text is malloc'd, NUL-terminated. When
 * line_tok is given it receives a malloc'd table: for each listing line (index 0 = line
 * 1) the token index of the instruction it came from. Returns 0 or -1 with err. */
int sm5_dxbc_listing(const char *name, const sm5_dxbc_t *d, bool comments, char **text, size_t *len,
                     uint32_t **line_tok, uint32_t *nlines, char *err, size_t errlen);

/* A container plus its side file of //! directives (side may be NULL: no data, no
 * expectations) into a program, exactly as sm5_prog_parse would assemble the listing. */
int sm5_dxbc_prog_parse(const char *name, const uint8_t *data, size_t len, unsigned flags,
                        const char *side_name, const char *side, size_t side_len, sm5_prog_t *p,
                        char *err, size_t errlen);

/* Loads PATH (a .dxbc) and its side file PATH.test (required). sm5_prog_load calls this
 * for a path ending in .dxbc. */
int sm5_dxbc_prog_load(const char *path, sm5_prog_t *p, char *err, size_t errlen);
bool sm5_dxbc_is_path(const char *path);

/* Writes an assembled program as a container (ISGN, OSGN, SHEX or SHDR) with D3D's
 * checksum. *out is malloc'd. Returns 0 or -1 with err. */
int sm5_dxbc_write(const sm5_prog_t *p, uint8_t **out, size_t *len, char *err, size_t errlen);

#endif

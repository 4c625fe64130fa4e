/* DXBC reader and writer (sm5_dxbc.h, docs/dxbc.md). The reader decodes the program
 * chunk into fxc listing text and hands it to the listing assembler, so a blob gets
 * exactly the micro-ops, checks and messages its listing would; assembler messages are
 * mapped back to the byte and token they came from. The writer encodes an assembled
 * program's micro-ops and declarations as SM4/SM5 tokens. */
#include "sm5_dxbc.h"
#include "sm5_asm.h"
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void wr32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
}

/* ------------------------------------------------------------------ MD5 (RFC 1321) */

static uint32_t rol(uint32_t x, int c) { return (x << c) | (x >> (32 - c)); }

static void md5_block(uint32_t st[4], const uint8_t blk[64])
{
    static const uint8_t sh[4][4] = { { 7, 12, 17, 22 }, { 5, 9, 14, 20 }, { 4, 11, 16, 23 }, { 6, 10, 15, 21 } };
    /* K[i] = floor(2^32 * |sin(i + 1)|), tabulated as the RFC gives them */
    static const uint32_t K[64] = {
        0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
        0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
        0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
        0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
        0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
        0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
        0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
        0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
    };
    uint32_t m[16];
    for (int i = 0; i < 16; i++) m[i] = rd32(blk + 4 * i);
    uint32_t a = st[0], b = st[1], c = st[2], d = st[3];
    for (int i = 0; i < 64; i++) {
        uint32_t f;
        int g, r = i / 16;
        switch (r) {
        case 0: f = (b & c) | (~b & d); g = i; break;
        case 1: f = (d & b) | (~d & c); g = (5 * i + 1) & 15; break;
        case 2: f = b ^ c ^ d; g = (3 * i + 5) & 15; break;
        default: f = c ^ (b | ~d); g = (7 * i) & 15; break;
        }
        uint32_t t = d;
        d = c;
        c = b;
        b = b + rol(a + f + K[i] + m[g], sh[r][i & 3]);
        a = t;
    }
    st[0] += a; st[1] += b; st[2] += c; st[3] += d;
}

static void md5_init(uint32_t st[4])
{
    st[0] = 0x67452301u; st[1] = 0xefcdab89u; st[2] = 0x98badcfeu; st[3] = 0x10325476u;
}

void sm5_md5(const uint8_t *msg, size_t len, uint8_t digest[16])
{
    uint32_t st[4];
    md5_init(st);
    size_t i = 0;
    for (; i + 64 <= len; i += 64) md5_block(st, msg + i);
    uint8_t blk[128];
    memset(blk, 0, sizeof blk);
    size_t r = len - i;
    memcpy(blk, msg + i, r);
    blk[r] = 0x80;
    size_t tot = r < 56 ? 64 : 128;
    uint64_t bits = (uint64_t)len * 8;
    for (int k = 0; k < 8; k++) blk[tot - 8 + k] = (uint8_t)(bits >> (8 * k));
    md5_block(st, blk);
    if (tot == 128) md5_block(st, blk + 64);
    for (int k = 0; k < 4; k++) wr32(digest + 4 * k, st[k]);
}

/* D3D's variant: the same block function; the final padding puts the bit count in the
 * FIRST word of the last block (before the tail bytes when they fit) and (bits >> 2) | 1
 * in its last word; the digest is the state words as stored in the header. */
void sm5_dxbc_checksum(const uint8_t *blob, size_t len, uint32_t out[4])
{
    uint32_t st[4];
    md5_init(st);
    const uint8_t *m = blob + (len >= 20 ? 20 : len);
    size_t n = len >= 20 ? len - 20 : 0;
    uint32_t bits = (uint32_t)(n * 8);
    size_t i = 0;
    for (; i + 64 <= n; i += 64) md5_block(st, m + i);
    size_t r = n - i;
    uint8_t blk[64];
    memset(blk, 0, sizeof blk);
    if (r >= 56) {
        memcpy(blk, m + i, r);
        blk[r] = 0x80;
        md5_block(st, blk);
        memset(blk, 0, sizeof blk);
        wr32(blk, bits);
    } else {
        wr32(blk, bits);
        memcpy(blk + 4, m + i, r);
        blk[4 + r] = 0x80;
    }
    wr32(blk + 60, (bits >> 2) | 1u);
    md5_block(st, blk);
    memcpy(out, st, sizeof st);
}

/* ------------------------------------------------------------------ errors */

static void ferr(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void ferr(char *err, size_t errlen, const char *fmt, ...)
{
    if (!err || !errlen) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

/* ------------------------------------------------------------------ container */

static void parse_sig(const uint8_t *c, uint32_t size, sm5_dxbc_sig_t *s, const char **why)
{
    *why = NULL;
    s->present = true;
    s->n = 0;
    if (size < 8) { *why = "signature chunk shorter than its 8-byte header"; return; }
    uint32_t n = rd32(c), off = rd32(c + 4);
    if (off > size || (uint64_t)n * 24 > size - off) { *why = "signature element table runs past the chunk"; return; }
    if (n > SM5_DXBC_MAX_SIG) { *why = "more than 32 signature elements"; return; }
    for (uint32_t i = 0; i < n; i++) {
        const uint8_t *e = c + off + 24 * i;
        sm5_dxbc_sig_elem_t *x = &s->e[s->n++];
        uint32_t no = rd32(e);
        if (no >= size) { *why = "signature name offset past the chunk"; return; }
        size_t k = 0;
        while (no + k < size && c[no + k] && k < sizeof x->name - 1) {
            unsigned char ch = c[no + k];
            x->name[k++] = (char)(ch >= 32 && ch < 127 ? ch : '?');
        }
        x->name[k] = 0;
        if (no + k >= size) { *why = "signature name not terminated inside the chunk"; return; }
        x->index = rd32(e + 4);
        x->sysval = rd32(e + 8);
        x->comp_type = rd32(e + 12);
        x->reg = rd32(e + 16);
        x->mask = e[20];
        x->rw_mask = e[21];
    }
}

int sm5_dxbc_parse(const char *name, const uint8_t *data, size_t len, unsigned flags, sm5_dxbc_t *d,
                   char *err, size_t errlen)
{
    memset(d, 0, sizeof *d);
    d->prog_chunk = -1;
    if (len < 32) {
        ferr(err, errlen, "%s: byte %zu: error: file of %zu bytes is shorter than a DXBC header (32 bytes)\n", name, len, len);
        return -1;
    }
    if (memcmp(data, "DXBC", 4) != 0) {
        ferr(err, errlen, "%s: byte 0: error: not a DXBC container (expected the magic 'DXBC', found %02x %02x %02x %02x)\n",
             name, data[0], data[1], data[2], data[3]);
        return -1;
    }
    for (int k = 0; k < 4; k++) d->checksum[k] = rd32(data + 4 + 4 * k);
    uint32_t ver = rd32(data + 20);
    if (ver != 1) {
        ferr(err, errlen, "%s: byte 20: error: container version %u (expected 1)\n", name, ver);
        return -1;
    }
    d->total_size = rd32(data + 24);
    if (d->total_size != len) {
        ferr(err, errlen, "%s: byte 24: error: header gives a total size of %u bytes but the file has %zu\n", name,
             d->total_size, len);
        return -1;
    }
    sm5_dxbc_checksum(data, len, d->computed);
    if (!(flags & SM5_DXBC_NO_CHECKSUM) && memcmp(d->checksum, d->computed, 16) != 0) {
        ferr(err, errlen, "%s: byte 4: error: checksum mismatch: the header has %08x %08x %08x %08x, the contents "
             "give %08x %08x %08x %08x (file modified or truncated?)\n", name, d->checksum[0], d->checksum[1],
             d->checksum[2], d->checksum[3], d->computed[0], d->computed[1], d->computed[2], d->computed[3]);
        return -1;
    }
    uint32_t n = rd32(data + 28);
    if (n > SM5_DXBC_MAX_CHUNKS) {
        ferr(err, errlen, "%s: byte 28: error: %u chunks (at most %d)\n", name, n, SM5_DXBC_MAX_CHUNKS);
        return -1;
    }
    if (32 + 4 * (uint64_t)n > len) {
        ferr(err, errlen, "%s: byte 28: error: a chunk table of %u entries runs past the end of the file\n", name, n);
        return -1;
    }
    d->nchunks = (int)n;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t off = rd32(data + 32 + 4 * i);
        sm5_dxbc_chunk_t *c = &d->chunks[i];
        if (off % 4 || off < 32 + 4 * n || (uint64_t)off + 8 > len) {
            ferr(err, errlen, "%s: byte %u: error: chunk %u at offset %u: %s\n", name, 32 + 4 * i, i, off,
                 off % 4 ? "not 4-byte aligned" : off < 32 + 4 * n ? "inside the header" : "past the end of the file");
            return -1;
        }
        memcpy(c->tag, data + off, 4);
        for (int k = 0; k < 4; k++)
            if (c->tag[k] < 32 || c->tag[k] > 126) c->tag[k] = '?';
        c->offset = off;
        c->size = rd32(data + off + 4);
        if ((uint64_t)off + 8 + c->size > len) {
            ferr(err, errlen, "%s: byte %u: error: chunk %u '%s' of %u bytes runs past the end of the file\n", name,
                 off + 4, i, c->tag, c->size);
            return -1;
        }
        const uint8_t *cd = data + off + 8;
        if (!strcmp(c->tag, "SHDR") || !strcmp(c->tag, "SHEX")) {
            if (d->prog_chunk >= 0) {
                ferr(err, errlen, "%s: byte %u: error: a second program chunk '%s' (chunk %d is '%s')\n", name, off, c->tag,
                     d->prog_chunk, d->chunks[d->prog_chunk].tag);
                return -1;
            }
            d->prog_chunk = (int)i;
        } else if (!strcmp(c->tag, "ISGN") || !strcmp(c->tag, "OSGN")) {
            sm5_dxbc_sig_t *s = c->tag[0] == 'I' ? &d->isgn : &d->osgn;
            if (s->present) {
                ferr(err, errlen, "%s: byte %u: error: a second '%s' chunk\n", name, off, c->tag);
                return -1;
            }
            const char *why;
            parse_sig(cd, c->size, s, &why);
            if (why) {
                ferr(err, errlen, "%s: byte %u: error: chunk '%s': %s\n", name, off + 8, c->tag, why);
                return -1;
            }
        }
    }
    if (d->prog_chunk < 0) {
        ferr(err, errlen, "%s: byte 28: error: no program chunk (SHDR or SHEX) among the %u chunks\n", name, n);
        return -1;
    }
    const sm5_dxbc_chunk_t *pc = &d->chunks[d->prog_chunk];
    const uint8_t *t = data + pc->offset + 8;
    if (pc->size < 8 || pc->size % 4) {
        ferr(err, errlen, "%s: byte %u: error: program chunk of %u bytes (a multiple of 4, at least 8)\n", name,
             pc->offset + 4, pc->size);
        return -1;
    }
    uint32_t ntok = rd32(t + 4);
    if (ntok < 2 || (uint64_t)ntok * 4 > pc->size) {
        ferr(err, errlen, "%s: byte %u (%s token 1): error: program length of %u tokens (the chunk holds %u)\n", name,
             pc->offset + 12, pc->tag, ntok, pc->size / 4);
        return -1;
    }
    d->tokens = t;
    d->ntokens = ntok;
    d->token_byte0 = pc->offset + 8;
    return 0;
}

/* ------------------------------------------------------------------ opcodes */

/* D3D10/11 opcode names (d3d11tokenizedprogramformat numbering), for the listing and for
 * messages about opcodes the model does not run. */
static const char *const dx_names[] = {
    "add", "and", "break", "breakc", "call", "callc", "case", "continue", "continuec", "cut", "default",
    "deriv_rtx", "deriv_rty", "discard", "div", "dp2", "dp3", "dp4", "else", "emit", "emit_then_cut",
    "endif", "endloop", "endswitch", "eq", "exp", "frc", "ftoi", "ftou", "ge", "iadd", "if", "ieq", "ige",
    "ilt", "imad", "imax", "imin", "imul", "ine", "ineg", "ishl", "ishr", "itof", "label", "ld", "ld_ms",
    "log", "loop", "lt", "mad", "min", "max", "customdata", "mov", "movc", "mul", "ne", "nop", "not", "or",
    "resinfo", "ret", "retc", "round_ne", "round_ni", "round_pi", "round_z", "rsq", "sample", "sample_c",
    "sample_c_lz", "sample_l", "sample_d", "sample_b", "sqrt", "switch", "sincos", "udiv", "ult", "uge",
    "umul", "umad", "umax", "umin", "ushr", "utof", "xor", "dcl_resource", "dcl_constantbuffer",
    "dcl_sampler", "dcl_indexrange", "dcl_outputtopology", "dcl_inputprimitive", "dcl_maxout", "dcl_input",
    "dcl_input_sgv", "dcl_input_siv", "dcl_input_ps", "dcl_input_ps_sgv", "dcl_input_ps_siv", "dcl_output",
    "dcl_output_sgv", "dcl_output_siv", "dcl_temps", "dcl_indexableTemp", "dcl_globalFlags", "reserved_107",
    "lod", "gather4", "sample_pos", "sample_info", "reserved_112", "hs_decls", "hs_control_point_phase",
    "hs_fork_phase", "hs_join_phase", "emit_stream", "cut_stream", "emit_then_cut_stream", "fcall",
    "bufinfo", "deriv_rtx_coarse", "deriv_rtx_fine", "deriv_rty_coarse", "deriv_rty_fine", "gather4_c",
    "gather4_po", "gather4_po_c", "rcp", "f32tof16", "f16tof32", "uaddc", "usubb", "countbits",
    "firstbit_hi", "firstbit_lo", "firstbit_shi", "ubfe", "ibfe", "bfi", "bfrev", "swapc", "dcl_stream",
    "dcl_function_body", "dcl_function_table", "dcl_interface", "dcl_input_control_point_count",
    "dcl_output_control_point_count", "dcl_tessellator_domain", "dcl_tessellator_partitioning",
    "dcl_tessellator_output_primitive", "dcl_hs_max_tessfactor", "dcl_hs_fork_phase_instance_count",
    "dcl_hs_join_phase_instance_count", "dcl_thread_group", "dcl_uav_typed", "dcl_uav_raw",
    "dcl_uav_structured", "dcl_tgsm_raw", "dcl_tgsm_structured", "dcl_resource_raw",
    "dcl_resource_structured", "ld_uav_typed", "store_uav_typed", "ld_raw", "store_raw", "ld_structured",
    "store_structured", "atomic_and", "atomic_or", "atomic_xor", "atomic_cmp_store", "atomic_iadd",
    "atomic_imax", "atomic_imin", "atomic_umax", "atomic_umin", "imm_atomic_alloc", "imm_atomic_consume",
    "imm_atomic_iadd", "imm_atomic_and", "imm_atomic_or", "imm_atomic_xor", "imm_atomic_exch",
    "imm_atomic_cmp_exch", "imm_atomic_imax", "imm_atomic_imin", "imm_atomic_umax", "imm_atomic_umin",
    "sync", "dadd", "dmax", "dmin", "dmul", "deq", "dge", "dlt", "dne", "dmov", "dmovc", "dtof", "ftod",
    "eval_snapped", "eval_sample_index", "eval_centroid", "dcl_gs_instance_count", "abort", "debug_break",
    "reserved_209", "ddiv", "dfma", "drcp", "msad", "dtoi", "dtou", "itod", "utod",
};
#define DX_NOPS ((int)(sizeof dx_names / sizeof dx_names[0]))

enum {
    DX_CUSTOMDATA = 53,
    DX_DCL_RESOURCE = 88, DX_DCL_CB = 89, DX_DCL_SAMPLER = 90, DX_DCL_INPUT = 95, DX_DCL_INPUT_SGV = 96,
    DX_DCL_INPUT_SIV = 97, DX_DCL_INPUT_PS = 98, DX_DCL_INPUT_PS_SGV = 99, DX_DCL_INPUT_PS_SIV = 100,
    DX_DCL_OUTPUT = 101, DX_DCL_OUTPUT_SGV = 102, DX_DCL_OUTPUT_SIV = 103, DX_DCL_TEMPS = 104,
    DX_DCL_XTEMP = 105, DX_DCL_GLOBAL_FLAGS = 106, DX_DCL_THREAD_GROUP = 155, DX_DCL_UAV_TYPED = 156,
    DX_DCL_UAV_RAW = 157, DX_DCL_UAV_STRUCTURED = 158, DX_DCL_TGSM_RAW = 159, DX_DCL_TGSM_STRUCTURED = 160,
    DX_DCL_RESOURCE_RAW = 161, DX_DCL_RESOURCE_STRUCTURED = 162,
};

/* Operand types (D3D10_SB_OPERAND_TYPE) */
enum {
    OT_TEMP = 0, OT_INPUT = 1, OT_OUTPUT = 2, OT_XTEMP = 3, OT_IMM32 = 4, OT_IMM64 = 5, OT_SAMPLER = 6,
    OT_RESOURCE = 7, OT_CB = 8, OT_ICB = 9, OT_NULL = 13, OT_UAV = 30, OT_TGSM = 31, OT_THREAD_ID = 32,
    OT_GROUP_ID = 33, OT_THREAD_ID_IN_GROUP = 34, OT_FLATTENED = 36,
};

/* The micro-op class of a DXBC opcode the model runs (literal spelling, resource
 * operands), or -1; *op_out: the first micro-op of the opcode (if_z for if, ...). The
 * numbers are the dxbc column of sm5_ops.def. */
static int dx_class(uint32_t dxop, sm5_op_t *op_out)
{
    sm5_op_t o = sm5_op_of_dxbc(dxop);
    if (o == SM5_OP_COUNT) return -1;
    if (op_out) *op_out = o;
    return (int)sm5_op_class(o);
}

/* ------------------------------------------------------------------ token stream -> listing */

typedef struct {
    const char *name;
    const sm5_dxbc_t *d;
    uint32_t pos, end, start;       /* token indexes: next, end of the instruction, its start */
    uint32_t opcode;                /* DXBC opcode of the instruction being decoded */
    char *err; size_t errlen;
    jmp_buf jb;
    char *buf; size_t len, cap;
    uint32_t *lt; uint32_t nl, caplt;
    int float_lits;                 /* the instruction's literals are floats */
    bool in_insn;                   /* decoding an instruction (for messages) */
} dec_t;

static _Noreturn void dfail(dec_t *D, uint32_t at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static _Noreturn void dfail(dec_t *D, uint32_t at, const char *fmt, ...)
{
    char msg[640];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    const char *tag = D->d->chunks[D->d->prog_chunk].tag;
    if (D->in_insn && at != D->start) {   /* inside an instruction: name it too */
        size_t l = strlen(msg);
        snprintf(msg + l, sizeof msg - l, " (in '%s', opcode %u, at token %u)",
                 D->opcode < (uint32_t)DX_NOPS ? dx_names[D->opcode] : "unknown", D->opcode, D->start);
    }
    if (at == UINT32_MAX)
        ferr(D->err, D->errlen, "%s: byte %u (%s): error: %s\n", D->name, D->d->token_byte0, tag, msg);
    else
        ferr(D->err, D->errlen, "%s: byte %u (%s token %u): error: %s\n", D->name, D->d->token_byte0 + 4 * at, tag, at, msg);
    longjmp(D->jb, 1);
}

static void emit(dec_t *D, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void emit(dec_t *D, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        size_t room = D->cap - D->len;
        int k = vsnprintf(D->buf ? D->buf + D->len : NULL, D->buf ? room : 0, fmt, ap);
        va_end(ap);
        if (k < 0) dfail(D, UINT32_MAX, "internal: formatting failed");
        if (D->buf && (size_t)k < room) { D->len += (size_t)k; return; }
        size_t nc = D->cap ? D->cap * 2 : 4096;
        while (nc < D->len + (size_t)k + 1) nc *= 2;
        char *nb = realloc(D->buf, nc);
        if (!nb) dfail(D, UINT32_MAX, "out of memory");
        D->buf = nb;
        D->cap = nc;
    }
}

/* ends a listing line that came from the instruction at token `tok` */
static void push_line(dec_t *D, uint32_t tok)
{
    if (D->nl == D->caplt) {
        uint32_t nc = D->caplt ? D->caplt * 2 : 256;
        uint32_t *n = realloc(D->lt, nc * sizeof *n);
        if (!n) dfail(D, UINT32_MAX, "out of memory");
        D->lt = n;
        D->caplt = nc;
    }
    D->lt[D->nl++] = tok;
}

static void endline(dec_t *D, uint32_t tok)
{
    emit(D, "\n");
    push_line(D, tok);
}

static uint32_t tk(dec_t *D)
{
    if (D->pos >= D->end)
        dfail(D, D->start, "'%s' (opcode %u): an operand runs past the instruction's length of %u tokens",
              D->opcode < (uint32_t)DX_NOPS ? dx_names[D->opcode] : "?", D->opcode, D->end - D->start);
    return rd32(D->d->tokens + 4 * (size_t)D->pos++);
}

typedef struct {
    uint32_t at, tok, type, ncomp, mode, sel, dim, rep[3], mod;
    uint32_t imm[4];
    int nimm;
    uint32_t idx[3];
    bool rel[3];
    uint32_t relreg[3], relcomp[3];
} opd_t;

static const char *optype_name(uint32_t t)
{
    static const char *const n[] = { "temp r#", "input v#", "output o#", "indexable temp x#", "immediate",
        "64-bit immediate", "sampler s#", "resource t#", "constant buffer cb#", "immediate constant buffer",
        "label", "vPrim", "oDepth", "null", "rasterizer", "oMask", "stream", "function body", "function table",
        "interface", "function input", "function output", "vOutputControlPointID", "vForkInstanceID",
        "vJoinInstanceID", "vicp", "vocp", "vpc", "vDomain", "this", "UAV u#", "groupshared g#", "vThreadID",
        "vThreadGroupID", "vThreadIDInGroup", "vCoverage", "vThreadIDInGroupFlattened", "vGSInstanceID",
        "oDepthGE", "oDepthLE", "vCycleCounter", "oStencilRef", "vInnerCoverage" };
    return t < sizeof n / sizeof n[0] ? n[t] : "unknown";
}

static void operand(dec_t *D, opd_t *o, bool nested);

static void index_rep(dec_t *D, opd_t *o, int k)
{
    uint32_t rep = o->rep[k];
    if (rep == 1 || rep == 4) dfail(D, o->at, "64-bit register index (representation %u) is not supported", rep);
    if (rep > 4) dfail(D, o->at, "bad index representation %u", rep);
    o->idx[k] = 0;
    if (rep == 0 || rep == 3) o->idx[k] = tk(D);
    if (rep == 2 || rep == 3) {
        opd_t r;
        operand(D, &r, true);
        if (r.type != OT_TEMP || r.dim != 1 || r.rep[0] != 0)
            dfail(D, r.at, "a relative index must be one component of a temp r# (found %s)", optype_name(r.type));
        if (r.mod) dfail(D, r.at, "a relative index takes no modifier");
        if (r.ncomp == 2 && r.mode == 2) o->relcomp[k] = r.sel & 3;
        else if (r.ncomp == 2 && r.mode == 1 && (r.sel & 3) == ((r.sel >> 2) & 3) && (r.sel & 3) == ((r.sel >> 4) & 3) &&
                 (r.sel & 3) == ((r.sel >> 6) & 3)) o->relcomp[k] = r.sel & 3;
        else dfail(D, r.at, "a relative index must select one component (r#.x)");
        o->rel[k] = true;
        o->relreg[k] = r.idx[0];
    }
}

static void operand(dec_t *D, opd_t *o, bool nested)
{
    memset(o, 0, sizeof *o);
    o->at = D->pos;
    uint32_t t = tk(D);
    o->tok = t;
    o->ncomp = t & 3;
    o->mode = (t >> 2) & 3;
    o->sel = (t >> 4) & 0xFF;
    o->type = (t >> 12) & 0xFF;
    o->dim = (t >> 20) & 3;
    o->rep[0] = (t >> 22) & 7;
    o->rep[1] = (t >> 25) & 7;
    o->rep[2] = (t >> 28) & 7;
    if (t >> 31) {
        uint32_t e = tk(D);
        uint32_t et = e & 0x3F;
        if (et == 1) {
            o->mod = (e >> 6) & 0xFF;
            if (o->mod > 3) dfail(D, o->at, "unknown operand modifier %u", o->mod);
        } else if (et != 0) {
            dfail(D, o->at, "unknown extended operand type %u", et);
        }
        if (e >> 31) dfail(D, o->at, "chained extended operand tokens are not supported");
    }
    if (o->ncomp == 3) dfail(D, o->at, "operands of N components are not supported");
    if (o->ncomp == 2 && o->mode == 3) dfail(D, o->at, "bad component selection mode 3");
    if (o->type == OT_IMM32 || o->type == OT_IMM64) {
        if (nested) dfail(D, o->at, "an immediate cannot be a relative index");
        /* 32-bit: 1 or 4 values; 64-bit: 1 or 2 values of two tokens each */
        int words = o->ncomp == 2 ? 4 : o->ncomp == 1 ? (o->type == OT_IMM64 ? 2 : 1) : 0;
        if (!words) dfail(D, o->at, "an immediate without components");
        for (int i = 0; i < words; i++) o->imm[i] = tk(D);
        o->nimm = words;
        return;
    }
    int need;
    switch (o->type) {
    case OT_TEMP: case OT_INPUT: case OT_OUTPUT: case OT_RESOURCE: case OT_UAV: case OT_TGSM: case OT_ICB:
    case OT_SAMPLER: need = 1; break;
    case OT_XTEMP: case OT_CB: need = 2; break;
    case OT_NULL: case OT_THREAD_ID: case OT_GROUP_ID: case OT_THREAD_ID_IN_GROUP: case OT_FLATTENED: need = 0; break;
    default:
        dfail(D, o->at, "operand type %u (%s) is not modelled (only r#, v#, o#, x#, l(), d(), cb#, icb, t#, u#, g#, "
              "null and the compute thread ids)", o->type, optype_name(o->type));
    }
    if ((int)o->dim != need)
        dfail(D, o->at, "operand %s with %u indices (expected %d%s)", optype_name(o->type), o->dim, need,
              o->type == OT_CB && o->dim == 3 ? "; shader model 5.1 register spaces are not supported" : "");
    for (int k = 0; k < need; k++) index_rep(D, o, k);
    if (o->type != OT_XTEMP && o->type != OT_CB && o->type != OT_ICB && need == 1 && o->rel[0])
        dfail(D, o->at, "a relatively indexed %s is not supported", optype_name(o->type));
    if ((o->type == OT_XTEMP || o->type == OT_CB) && o->rel[0])
        dfail(D, o->at, "the register number of %s must be an immediate", optype_name(o->type));
}

static const char comp_ch[] = "xyzw";

static void put_index(dec_t *D, const opd_t *o, int k)
{
    if (o->rel[k]) emit(D, "r%u.%c + %u", o->relreg[k], comp_ch[o->relcomp[k]], o->idx[k]);
    else emit(D, "%u", o->idx[k]);
}

/* fxc's spelling of a float literal when it reads back to the same bits */
static void put_float(dec_t *D, uint32_t v)
{
    if (v == 0x7F800000u) { emit(D, "1.#INF00"); return; }
    if (v == 0xFF800000u) { emit(D, "-1.#INF00"); return; }
    float f;
    memcpy(&f, &v, 4);
    char b[64];
    if (f == f) {
        for (int pass = 0; pass < 2; pass++) {
            snprintf(b, sizeof b, pass ? "%.9g" : "%f", (double)f);
            if (pass && !strpbrk(b, ".e")) strcat(b, ".0");
            char *e;
            float g = strtof(b, &e);
            uint32_t gb;
            memcpy(&gb, &g, 4);
            if (!*e && gb == v) { emit(D, "%s", b); return; }
        }
    }
    emit(D, "0x%08x", v);
}

static void put_lit(dec_t *D, uint32_t v, bool isf)
{
    if (isf && v != 0) put_float(D, v);
    else if (v >= 0xFFFF0000u) emit(D, "%d", (int32_t)v);
    else if (v < 0x10000u) emit(D, "%u", v);
    else emit(D, "0x%08x", v);
}

enum { PUT_SRC, PUT_DST, PUT_NOMASK };

static void put_operand(dec_t *D, const opd_t *o, int how)
{
    if (o->mod & 1) emit(D, "-");
    if (o->mod & 2) emit(D, "|");
    switch (o->type) {
    case OT_IMM32:
        emit(D, "l(");
        for (int i = 0; i < o->nimm; i++) {
            if (i) emit(D, ", ");
            put_lit(D, o->imm[i], D->float_lits);
        }
        emit(D, ")");
        break;
    case OT_IMM64:
        emit(D, "d(");
        for (int i = 0; i < o->nimm; i += 2) {
            if (i) emit(D, ", ");
            emit(D, "0x%016llx", (unsigned long long)o->imm[i] | (unsigned long long)o->imm[i + 1] << 32);
        }
        emit(D, ")");
        break;
    case OT_TEMP: emit(D, "r%u", o->idx[0]); break;
    case OT_INPUT: emit(D, "v%u", o->idx[0]); break;
    case OT_OUTPUT: emit(D, "o%u", o->idx[0]); break;
    case OT_RESOURCE: emit(D, "t%u", o->idx[0]); break;
    case OT_UAV: emit(D, "u%u", o->idx[0]); break;
    case OT_TGSM: emit(D, "g%u", o->idx[0]); break;
    case OT_SAMPLER: emit(D, "s%u", o->idx[0]); break;
    case OT_ICB: emit(D, "icb["); put_index(D, o, 0); emit(D, "]"); break;
    case OT_XTEMP: emit(D, "x%u[", o->idx[0]); put_index(D, o, 1); emit(D, "]"); break;
    case OT_CB: emit(D, "cb%u[", o->idx[0]); put_index(D, o, 1); emit(D, "]"); break;
    case OT_NULL: emit(D, "null"); break;
    case OT_THREAD_ID: emit(D, "vThreadID"); break;
    case OT_GROUP_ID: emit(D, "vThreadGroupID"); break;
    case OT_THREAD_ID_IN_GROUP: emit(D, "vThreadIDInGroup"); break;
    case OT_FLATTENED: emit(D, "vThreadIDInGroupFlattened"); break;
    default: dfail(D, o->at, "internal: operand type %u", o->type);
    }
    if (o->ncomp == 2 && how != PUT_NOMASK) {
        if (o->mode == 0) {
            if (o->sel & 0xF) {
                emit(D, ".");
                for (int c = 0; c < 4; c++)
                    if (o->sel >> c & 1) emit(D, "%c", comp_ch[c]);
            }
        } else if (how == PUT_DST) {
            dfail(D, o->at, "a destination must use a write mask (component selection mode %u)", o->mode);
        } else if (o->mode == 1) {
            if (!(o->type == OT_IMM32 || o->type == OT_IMM64) || o->sel != 0xE4)
                emit(D, ".%c%c%c%c", comp_ch[o->sel & 3], comp_ch[(o->sel >> 2) & 3], comp_ch[(o->sel >> 4) & 3],
                     comp_ch[(o->sel >> 6) & 3]);
        } else {
            emit(D, ".%c", comp_ch[o->sel & 3]);
        }
    }
    if (o->mod & 2) emit(D, "|");
}

static const char *sysval_name(uint32_t v)
{
    static const char *const n[] = { "undefined", "position", "clip_distance", "cull_distance",
        "rendertarget_array_index", "viewport_array_index", "vertex_id", "primitive_id", "instance_id",
        "is_front_face", "sampleIndex" };
    return v < sizeof n / sizeof n[0] ? n[v] : "finalQuadUeq0EdgeTessFactor";
}

static const char *interp_name(uint32_t m)
{
    static const char *const n[] = { "undefined", "constant", "linear", "linear centroid", "linear noperspective",
        "linear noperspective centroid", "linear sample", "linear noperspective sample" };
    return m < 8 ? n[m] : "undefined";
}

static const char *dim_name(uint32_t d)
{
    static const char *const n[] = { "unknown", "buffer", "texture1d", "texture2d", "texture2dms", "texture3d",
        "texturecube", "texture1darray", "texture2darray", "texture2dmsarray", "texturecubearray" };
    return d < 11 ? n[d] : "unknown";
}

static void return_type(dec_t *D, uint32_t t)
{
    static const char *const n[] = { "0", "unorm", "snorm", "sint", "uint", "float", "mixed", "double",
                                     "continued", "unused", "10", "11", "12", "13", "14", "15" };
    emit(D, "(%s,%s,%s,%s)", n[t & 15], n[(t >> 4) & 15], n[(t >> 8) & 15], n[(t >> 12) & 15]);
}

/* One instruction or declaration at D->pos. */
static void instruction(dec_t *D)
{
    uint32_t start = D->pos;
    D->start = start;
    D->end = D->d->ntokens;
    uint32_t t = tk(D);
    uint32_t op = t & 0x7FF;
    D->opcode = op;
    uint32_t ctl = (t >> 11) & 0x1FFF;
    const char *nm = op < (uint32_t)DX_NOPS ? dx_names[op] : "unknown";
    if (op == DX_CUSTOMDATA) {
        uint32_t cls = t >> 11;
        uint32_t n = tk(D);
        if (n < 2 || n > D->d->ntokens - start)
            dfail(D, start, "customdata block of %u tokens (the program has %u left)", n, D->d->ntokens - start);
        D->end = start + n;
        if (cls != 3) {   /* comments, debug info, messages: not part of the program */
            D->pos = D->end;
            return;
        }
        uint32_t nv = n - 2;
        if (nv == 0 || nv % 4) dfail(D, start, "immediate constant buffer of %u values (a positive multiple of 4)", nv);
        emit(D, "dcl_immediateConstantBuffer {");
        for (uint32_t i = 0; i < nv / 4; i++) {
            emit(D, "%s{ ", i ? "                              " : " ");
            for (int c = 0; c < 4; c++) {
                if (c) emit(D, ", ");
                put_lit(D, tk(D), false);
            }
            emit(D, "}%s", i + 1 < nv / 4 ? "," : " }");
            endline(D, start);
        }
        return;
    }
    uint32_t len = (t >> 24) & 0x7F;
    if (len == 0) dfail(D, start, "'%s' (opcode %u) with an instruction length of 0", nm, op);
    if (len > D->d->ntokens - start)
        dfail(D, start, "'%s' (opcode %u) of %u tokens runs past the end of the program (%u tokens left)", nm, op, len,
              D->d->ntokens - start);
    D->end = start + len;
    if (t >> 31) {   /* extended opcode tokens: sample offsets, resource dimension and return type */
        uint32_t e;
        do {
            e = tk(D);
            uint32_t et = e & 0x3F;
            if (et == 1 && (e >> 9)) dfail(D, start, "'%s' (opcode %u): immediate texel offsets are not supported", nm, op);
            if (et > 3) dfail(D, start, "'%s' (opcode %u): unknown extended opcode token type %u", nm, op, et);
        } while (e >> 31);
    }
    D->float_lits = 0;
    sm5_op_t uop = SM5_OP_COUNT;
    int cl = dx_class(op, &uop);
    opd_t o;
    switch (op) {
    case DX_DCL_GLOBAL_FLAGS: {
        static const char *const fl[] = { "refactoringAllowed", "enableDoublePrecisionFloatOps",
            "forceEarlyDepthStencil", "enableRawAndStructuredBuffers", "skipOptimization", "enableMinimumPrecision",
            "enable11_1DoubleExtensions", "enable11_1ShaderExtensions" };
        if (ctl >> 8) dfail(D, start, "dcl_globalFlags: unknown flag bits 0x%x", ctl >> 8 << 8);
        emit(D, "dcl_globalFlags");
        const char *sep = " ";
        for (int b = 0; b < 8; b++)
            if (ctl >> b & 1) { emit(D, "%s%s", sep, fl[b]); sep = " | "; }
        if (!ctl) dfail(D, start, "dcl_globalFlags without flags");
        break;
    }
    case DX_DCL_CB:
        operand(D, &o, false);
        if (o.type != OT_CB) dfail(D, o.at, "dcl_constantbuffer declares a constant buffer, found %s", optype_name(o.type));
        if (o.rel[1]) dfail(D, o.at, "dcl_constantbuffer: the size must be an immediate");
        emit(D, "dcl_constantbuffer CB%u[%u], %s", o.idx[0], o.idx[1], (ctl & 1) ? "dynamicIndexed" : "immediateIndexed");
        break;
    case DX_DCL_TEMPS: emit(D, "dcl_temps %u", tk(D)); break;
    case DX_DCL_XTEMP: {
        uint32_t r = tk(D), n = tk(D), c = tk(D);
        emit(D, "dcl_indexableTemp x%u[%u], %u", r, n, c);
        break;
    }
    case DX_DCL_THREAD_GROUP: {
        uint32_t x = tk(D), y = tk(D), z = tk(D);
        emit(D, "dcl_thread_group %u, %u, %u", x, y, z);
        break;
    }
    case DX_DCL_INPUT: case DX_DCL_INPUT_SGV: case DX_DCL_INPUT_SIV: case DX_DCL_INPUT_PS: case DX_DCL_INPUT_PS_SGV:
    case DX_DCL_INPUT_PS_SIV: case DX_DCL_OUTPUT: case DX_DCL_OUTPUT_SGV: case DX_DCL_OUTPUT_SIV: {
        bool ps = op >= DX_DCL_INPUT_PS && op <= DX_DCL_INPUT_PS_SIV;
        bool named = op == DX_DCL_INPUT_SGV || op == DX_DCL_INPUT_SIV || op == DX_DCL_INPUT_PS_SGV ||
                     op == DX_DCL_INPUT_PS_SIV || op == DX_DCL_OUTPUT_SGV || op == DX_DCL_OUTPUT_SIV;
        emit(D, "%s ", nm);
        if (ps) emit(D, "%s ", interp_name(ctl & 0xF));
        operand(D, &o, false);
        bool out = op >= DX_DCL_OUTPUT;
        if (out ? o.type != OT_OUTPUT : !(o.type == OT_INPUT || o.type == OT_THREAD_ID || o.type == OT_GROUP_ID ||
                                           o.type == OT_THREAD_ID_IN_GROUP || o.type == OT_FLATTENED))
            dfail(D, o.at, "%s of %s is not modelled", nm, optype_name(o.type));
        put_operand(D, &o, PUT_SRC);
        if (named) emit(D, ", %s", sysval_name(tk(D)));
        break;
    }
    case DX_DCL_RESOURCE:
        emit(D, "dcl_resource_%s ", dim_name(ctl & 0x1F));
        operand(D, &o, false);
        if (o.type != OT_RESOURCE) dfail(D, o.at, "dcl_resource declares t#, found %s", optype_name(o.type));
        return_type(D, tk(D));
        emit(D, " ");
        put_operand(D, &o, PUT_SRC);
        break;
    case DX_DCL_UAV_TYPED:
        emit(D, "dcl_uav_typed_%s%s ", dim_name(ctl & 0x1F), (ctl >> 5 & 1) ? "_glc" : "");
        operand(D, &o, false);
        if (o.type != OT_UAV) dfail(D, o.at, "dcl_uav_typed declares u#, found %s", optype_name(o.type));
        return_type(D, tk(D));
        emit(D, " ");
        put_operand(D, &o, PUT_NOMASK);
        break;
    case DX_DCL_UAV_RAW: case DX_DCL_UAV_STRUCTURED:
        emit(D, "%s%s%s ", nm, (op == DX_DCL_UAV_STRUCTURED && (ctl >> 12 & 1)) ? "_opc" : "", (ctl >> 5 & 1) ? "_glc" : "");
        operand(D, &o, false);
        if (o.type != OT_UAV) dfail(D, o.at, "%s declares u#, found %s", nm, optype_name(o.type));
        put_operand(D, &o, PUT_NOMASK);
        if (op == DX_DCL_UAV_STRUCTURED) emit(D, ", %u", tk(D));
        break;
    case DX_DCL_RESOURCE_RAW: case DX_DCL_RESOURCE_STRUCTURED:
        emit(D, "%s ", nm);
        operand(D, &o, false);
        if (o.type != OT_RESOURCE) dfail(D, o.at, "%s declares t#, found %s", nm, optype_name(o.type));
        put_operand(D, &o, PUT_NOMASK);
        if (op == DX_DCL_RESOURCE_STRUCTURED) emit(D, ", %u", tk(D));
        break;
    case DX_DCL_TGSM_RAW: case DX_DCL_TGSM_STRUCTURED:
        emit(D, "%s ", nm);
        operand(D, &o, false);
        if (o.type != OT_TGSM) dfail(D, o.at, "%s declares g#, found %s", nm, optype_name(o.type));
        put_operand(D, &o, PUT_NOMASK);
        emit(D, ", %u", tk(D));
        if (op == DX_DCL_TGSM_STRUCTURED) emit(D, ", %u", tk(D));
        break;
    case DX_DCL_SAMPLER:
        emit(D, "dcl_sampler");   /* the assembler says why it is not modelled */
        D->pos = D->end;
        break;
    default: {
        if (cl < 0) {
            if (op >= 88 && op < (uint32_t)DX_NOPS && !strncmp(nm, "dcl_", 4))
                dfail(D, start, "unsupported declaration '%s' (opcode %u)", nm, op);
            dfail(D, start, "unsupported instruction '%s' (opcode %u)%s", nm, op,
                  op >= (uint32_t)DX_NOPS ? ": not a D3D11 opcode" : ": not modelled (docs/dxbc.md)");
        }
        if (uop == SM5_OP_SYNC) {
            emit(D, "sync%s%s%s%s", (ctl & 8) ? "_uglobal" : "", (ctl & 4) ? "_ugroup" : "", (ctl & 2) ? "_g" : "",
                 (ctl & 1) ? "_t" : "");
        } else {
            emit(D, "%s", nm);
            if (sm5_op_is_cond(uop)) emit(D, (ctl >> 7 & 1) ? "_nz" : "_z");
            else if (ctl & 4) emit(D, "_sat");
        }
        D->float_lits = cl == SM5_CL_FLOAT;
        int k = 0;
        while (D->pos < D->end) {
            operand(D, &o, false);
            emit(D, k ? ", " : " ");
            bool res = (cl == SM5_CL_ATOMIC && k == 0) || (cl == SM5_CL_IMM_ATOMIC && k == 1);
            bool dst = k < sm5_op_ndst(uop) && (cl == SM5_CL_FLOAT || cl == SM5_CL_INT || cl == SM5_CL_UINT ||
                       cl == SM5_CL_DOUBLE || cl == SM5_CL_F16IN || cl == SM5_CL_MOVE || cl == SM5_CL_LOAD ||
                       cl == SM5_CL_IMM_ATOMIC || cl == SM5_CL_QUERY);
            put_operand(D, &o, res ? PUT_NOMASK : dst ? PUT_DST : PUT_SRC);
            k++;
        }
        break;
    }
    }
    if (D->pos != D->end)
        dfail(D, start, "'%s' (opcode %u): length %u tokens but its operands take %u", nm, op, D->end - start,
              D->pos - start);
    endline(D, start);
}

static void put_sig(dec_t *D, const char *title, const sm5_dxbc_sig_t *s)
{
    if (!s->present) return;
    emit(D, "//\n// %s:\n//\n// Name                 Index   Mask Register SysValue  Format   Used\n"
            "// -------------------- ----- ------ -------- -------- ------- ------\n", title);
    for (int i = 0; i < s->n; i++) {
        const sm5_dxbc_sig_elem_t *e = &s->e[i];
        char m[5], u[5];
        for (int c = 0; c < 4; c++) {
            m[c] = (e->mask >> c & 1) ? comp_ch[c] : ' ';
            u[c] = (e->rw_mask >> c & 1) ? comp_ch[c] : ' ';
        }
        m[4] = u[4] = 0;
        static const char *const ct[] = { "unknown", "uint", "int", "float" };
        static const char *const sv[] = { "NONE", "POS", "CLIPDST", "CULLDST", "RTINDEX", "VPINDEX", "VERTID",
                                          "PRIMID", "INSTID", "FFACE", "SAMPLE" };
        emit(D, "// %-20s %5u   %s %8u %8s %7s   %s\n", e->name, e->index, m, e->reg,
             e->sysval < 11 ? sv[e->sysval] : "TESS", e->comp_type < 4 ? ct[e->comp_type] : "unknown", u);
    }
    emit(D, "//\n");
}

int sm5_dxbc_listing(const char *name, const sm5_dxbc_t *d, bool comments, char **text, size_t *len,
                     uint32_t **line_tok, uint32_t *nlines, char *err, size_t errlen)
{
    dec_t *volatile Dv = calloc(1, sizeof(dec_t));
    *text = NULL;
    if (len) *len = 0;
    if (line_tok) *line_tok = NULL;
    if (nlines) *nlines = 0;
    if (!Dv) { ferr(err, errlen, "%s: error: out of memory\n", name); return -1; }
    dec_t *D = Dv;
    D->name = name;
    D->d = d;
    D->err = err;
    D->errlen = errlen;
    if (setjmp(D->jb)) {
        D = Dv;
        free(D->buf);
        free(D->lt);
        free(D);
        return -1;
    }
    if (comments) {
        size_t before = D->len;
        put_sig(D, "Input signature", &d->isgn);
        put_sig(D, "Output signature", &d->osgn);
        for (size_t i = before; i < D->len; i++)
            if (D->buf[i] == '\n') push_line(D, 0);   /* comment lines map to the version token */
    }
    uint32_t ver = rd32(d->tokens);
    uint32_t kind = ver >> 16;
    static const char *const kinds[] = { "ps", "vs", "gs", "hs", "ds", "cs" };
    if (kind > 5) dfail(D, 0, "program type %u (expected 0 ps, 1 vs, 2 gs, 3 hs, 4 ds or 5 cs)", kind);
    emit(D, "%s_%u_%u", kinds[kind], (ver >> 4) & 0xF, ver & 0xF);
    endline(D, 0);
    D->pos = 2;
    D->in_insn = true;
    while (D->pos < d->ntokens) instruction(D);
    *text = D->buf;
    if (len) *len = D->len;
    if (line_tok) *line_tok = D->lt; else free(D->lt);
    if (nlines) *nlines = D->nl;
    free(D);
    return 0;
}

/* ------------------------------------------------------------------ blob + side file -> program */

/* Rewrites an assembler message "NAME:L:C: error: MSG\n<line>\n<caret>\n" about the
 * combined text: a listing line becomes the byte and token it was decoded from, a line
 * of the side file keeps its own line number. */
static void map_error(const char *name, const char *asm_err, const sm5_dxbc_t *d, const uint32_t *lt, uint32_t nl,
                      const char *side_name, uint32_t side_first, char *err, size_t errlen)
{
    size_t nn = strlen(name);
    unsigned long L = 0, C = 0;
    const char *msg = NULL;
    if (!strncmp(asm_err, name, nn) && asm_err[nn] == ':') {
        char *e;
        L = strtoul(asm_err + nn + 1, &e, 10);
        if (*e == ':') {
            C = strtoul(e + 1, &e, 10);
            if (!strncmp(e, ": error: ", 9)) msg = e + 9;
        }
    }
    if (!msg || L == 0) { ferr(err, errlen, "%s", asm_err); return; }
    size_t ml = strcspn(msg, "\n");
    const char *rest = msg + ml;   /* "\n<line>\n<caret>\n" */
    if (L > side_first && side_name) {
        ferr(err, errlen, "%s:%lu:%lu: error: %.*s%s", side_name, L - side_first, C, (int)ml, msg, rest);
        return;
    }
    const char *tag = d->chunks[d->prog_chunk].tag;
    if (L <= nl) {
        uint32_t tok = lt[L - 1];
        uint32_t op = tok >= 2 ? rd32(d->tokens + 4 * (size_t)tok) & 0x7FF : 0;
        const char *line = *rest == '\n' ? rest + 1 : "";
        while (*line == ' ') line++;
        size_t ll = strcspn(line, "\n");
        if (tok >= 2)
            ferr(err, errlen, "%s: byte %u (%s token %u, opcode %u): error: %.*s\n  decoded as: %.*s\n", name,
                 d->token_byte0 + 4 * tok, tag, tok, op, (int)ml, msg, (int)ll, line);
        else
            ferr(err, errlen, "%s: byte %u (%s token %u): error: %.*s\n  decoded as: %.*s\n", name,
                 d->token_byte0 + 4 * tok, tag, tok, (int)ml, msg, (int)ll, line);
        return;
    }
    ferr(err, errlen, "%s: byte %u (%s): error: %.*s\n", name, d->token_byte0, tag, (int)ml, msg);
}

int sm5_dxbc_prog_parse(const char *name, const uint8_t *data, size_t len, unsigned flags,
                        const char *side_name, const char *side, size_t side_len, sm5_prog_t *p,
                        char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    sm5_dxbc_t d;
    if (sm5_dxbc_parse(name, data, len, flags, &d, err, errlen) != 0) return -1;
    char *text;
    size_t tl;
    uint32_t *lt, nl;
    if (sm5_dxbc_listing(name, &d, true, &text, &tl, &lt, &nl, err, errlen) != 0) return -1;   /* with the signature comments: line numbers as `sm5dxbc FILE` prints them */
    /* the side file holds directives and comments only: a program line there would be
     * assembled as if the blob had it */
    uint32_t ln = 0;
    for (size_t i = 0; side && i < side_len;) {
        const char *q = side + i, *e = memchr(q, '\n', side_len - i);
        size_t n = e ? (size_t)(e - q) : side_len - i;
        ln++;
        size_t k = 0;
        while (k < n && (q[k] == ' ' || q[k] == '\t' || q[k] == '\r')) k++;
        if (k < n && !(k + 1 < n && q[k] == '/' && q[k + 1] == '/')) {
            ferr(err, errlen, "%s:%u:%zu: error: a side file holds only '//!' directives and '//' comments "
                 "(the program is the blob)\n%.*s\n%*s^\n", side_name ? side_name : "side", ln, k + 1,
                 (int)(n > 200 ? 200 : n), q, (int)k, "");
            free(text); free(lt);
            return -1;
        }
        if (memchr(q, 0, n)) {
            ferr(err, errlen, "%s:%u:1: error: binary side file (NUL byte)\n", side_name ? side_name : "side", ln);
            free(text); free(lt);
            return -1;
        }
        i += n + 1;
    }
    size_t total = tl + side_len + 2;
    char *all = malloc(total);
    if (!all) { free(text); free(lt); ferr(err, errlen, "%s: error: out of memory\n", name); return -1; }
    memcpy(all, text, tl);
    size_t at = tl;
    if (side && side_len) { memcpy(all + at, side, side_len); at += side_len; }
    char aerr[SM5_PROG_ERR_MAX];
    int rc = sm5_prog_parse(name, all, at, p, aerr, sizeof aerr);
    if (rc != 0) map_error(name, aerr, &d, lt, nl, side_name, nl, err, errlen);
    /* every declared v# / o# has its element in the signature (when the blob has one):
     * the runtime links stages by it */
    for (int k = 0; rc == 0 && k < 2; k++) {
        const sm5_dxbc_sig_t *sg = k ? &d.osgn : &d.isgn;
        uint32_t decl = k ? p->out_decl : p->in_decl;
        const uint8_t *mask = k ? p->out_mask : p->in_mask;
        if (!sg->present) continue;
        for (int r = 0; r < SM5_NIO && rc == 0; r++) {
            if (!(decl >> r & 1u)) continue;
            uint8_t have = 0;
            for (int i = 0; i < sg->n; i++)
                if (sg->e[i].reg == (uint32_t)r) have |= sg->e[i].mask;
            if ((have & mask[r]) != mask[r]) {
                const sm5_dxbc_chunk_t *c = NULL;
                for (int i = 0; i < d.nchunks; i++)
                    if (!strcmp(d.chunks[i].tag, k ? "OSGN" : "ISGN")) c = &d.chunks[i];
                ferr(err, errlen, "%s: byte %u (%s): error: %c%d.%s%s%s%s is declared but the %s signature does not "
                     "cover it (elements of register %d: mask 0x%x)\n", name, c ? c->offset : 0, k ? "OSGN" : "ISGN",
                     k ? 'o' : 'v', r, (mask[r] & 1) ? "x" : "", (mask[r] & 2) ? "y" : "", (mask[r] & 4) ? "z" : "",
                     (mask[r] & 8) ? "w" : "", k ? "output" : "input", r, have);
                sm5_prog_free(p);
                rc = -1;
            }
        }
    }
    free(all);
    free(text);
    free(lt);
    return rc;
}

bool sm5_dxbc_is_path(const char *path)
{
    size_t n = strlen(path);
    return n > 5 && !strcmp(path + n - 5, ".dxbc");
}

/* Reads a whole file (at most SM5_DXBC_MAX_BYTES). Returns NULL with err set. */
static uint8_t *read_file(const char *path, size_t *len, bool *missing, char *err, size_t errlen)
{
    *len = 0;
    if (missing) *missing = false;
    FILE *f = fopen(path, "rb");
    if (!f) {
        if (missing) *missing = errno == ENOENT;
        ferr(err, errlen, "%s:1:1: error: cannot open: %s\n", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    uint8_t *b = malloc(cap);
    for (;;) {
        if (!b) { fclose(f); ferr(err, errlen, "%s:1:1: error: out of memory\n", path); return NULL; }
        size_t got = fread(b + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
        if (n == cap) {
            if (cap >= SM5_DXBC_MAX_BYTES) {
                free(b); fclose(f);
                ferr(err, errlen, "%s:1:1: error: file larger than %u bytes\n", path, SM5_DXBC_MAX_BYTES);
                return NULL;
            }
            cap *= 2;
            uint8_t *nb = realloc(b, cap);
            if (!nb) free(b);
            b = nb;
        }
    }
    bool bad = ferror(f);
    fclose(f);
    if (bad) { free(b); ferr(err, errlen, "%s:1:1: error: read error\n", path); return NULL; }
    *len = n;
    return b;
}

int sm5_dxbc_prog_load(const char *path, sm5_prog_t *p, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    size_t len, slen;
    uint8_t *blob = read_file(path, &len, NULL, err, errlen);
    if (!blob) return -1;
    size_t pl = strlen(path);
    char *sname = malloc(pl + 6);
    if (!sname) { free(blob); ferr(err, errlen, "%s: error: out of memory\n", path); return -1; }
    memcpy(sname, path, pl);
    memcpy(sname + pl, ".test", 6);
    bool missing;
    char serr[256];
    uint8_t *side = read_file(sname, &slen, &missing, serr, sizeof serr);
    if (!side) {
        if (missing)
            ferr(err, errlen, "%s: error: missing side file %s: a .dxbc runs with its data and expectations in "
                 "'//!' lines there (SPEC 8 directives; docs/dxbc.md)\n", path, sname);
        else
            ferr(err, errlen, "%s", serr);
        free(blob); free(sname);
        return -1;
    }
    int rc = sm5_dxbc_prog_parse(path, blob, len, 0, sname, (const char *)side, slen, p, err, errlen);
    free(blob); free(side); free(sname);
    return rc;
}

/* ------------------------------------------------------------------ writer */

typedef struct {
    uint32_t *w;
    size_t n, cap;
    bool oom;
    const char *bad;               /* why a micro-op could not be encoded */
} tokbuf_t;

static void put_tok(tokbuf_t *b, uint32_t v)
{
    if (b->n == b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 1024;
        uint32_t *nw = realloc(b->w, nc * sizeof *nw);
        if (!nw) { b->oom = true; return; }
        b->w = nw;
        b->cap = nc;
    }
    b->w[b->n++] = v;
}

#define OPND(ncomp, mode, sel, type, dim) \
    ((uint32_t)(ncomp) | (uint32_t)(mode) << 2 | (uint32_t)(sel) << 4 | (uint32_t)(type) << 12 | (uint32_t)(dim) << 20)

/* a register with one immediate index (r#, v#, o#, u#, ...), component bits given */
static void w_reg1(tokbuf_t *b, uint32_t head, uint32_t idx)
{
    put_tok(b, head);
    put_tok(b, idx);
}

/* component selection of a source: select-1 when the swizzle replicates, else swizzle */
static uint32_t src_sel(uint8_t swz)
{
    unsigned c = swz & 3;
    if (swz == (uint8_t)(c * 0x55u)) return 2u | 2u << 2 | c << 4;
    return 2u | 1u << 2 | (uint32_t)swz << 4;
}

static uint32_t dx_mod(const sm5_src_t *s) { return (s->neg ? 1u : 0u) | (s->abs ? 2u : 0u); }

/* head with the extended modifier token when needed */
static void w_head(tokbuf_t *b, uint32_t head, uint32_t mod)
{
    if (mod) {
        put_tok(b, head | 1u << 31);
        put_tok(b, 1u | mod << 6);
    } else {
        put_tok(b, head);
    }
}

/* index k of an operand: immediate, or relative r#.c (+ offset) */
static uint32_t idx_rep(const sm5_index_t *x) { return !x->rel ? 0u : x->off ? 3u : 2u; }

static void w_idx(tokbuf_t *b, const sm5_index_t *x)
{
    if (!x->rel) { put_tok(b, x->off); return; }
    if (x->off) put_tok(b, x->off);
    put_tok(b, OPND(2, 2, x->xcomp & 3, OT_TEMP, 1));
    put_tok(b, x->xreg);
}

/* addr: an address operand, whose letter count the assembler checks against the
 * resource's dimensions: always four letters (swizzle mode), as fxc writes them */
static void w_src(tokbuf_t *b, const sm5_prog_t *p, const sm5_src_t *s, bool dbl, bool addr)
{
    uint32_t mod = dx_mod(s), sel = addr ? 2u | 1u << 2 | (uint32_t)s->swz << 4 : src_sel(s->swz);
    switch (s->xkind) {
    case SM5_SRCX_INPUT: w_head(b, sel | OPND(0, 0, 0, OT_INPUT, 1), mod); put_tok(b, s->idx); return;
    case SM5_SRCX_CB:
        w_head(b, sel | OPND(0, 0, 0, OT_CB, 2) | idx_rep(&s->x) << 25, mod);
        put_tok(b, s->idx);
        w_idx(b, &s->x);
        return;
    case SM5_SRCX_ICB:
        w_head(b, sel | OPND(0, 0, 0, OT_ICB, 1) | idx_rep(&s->x) << 22, mod);
        w_idx(b, &s->x);
        return;
    case SM5_SRCX_XTEMP:
        w_head(b, sel | OPND(0, 0, 0, OT_XTEMP, 2) | idx_rep(&s->x) << 25, mod);
        put_tok(b, s->idx);
        w_idx(b, &s->x);
        return;
    default: break;
    }
    switch (s->kind) {
    case SM5_SRC_TEMP: w_head(b, sel | OPND(0, 0, 0, OT_TEMP, 1), mod); put_tok(b, s->idx); return;
    case SM5_SRC_THREAD_ID: {
        static const uint32_t t[4] = { OT_THREAD_ID, OT_THREAD_ID_IN_GROUP, OT_FLATTENED, OT_GROUP_ID };
        w_head(b, sel | OPND(0, 0, 0, t[s->idx & 3], 0), mod);
        return;
    }
    case SM5_SRC_CONST: {
        if (s->idx >= p->nconst) { b->bad = "constant index past the constant file"; return; }
        const sm5_const_info_t *ci = &p->cinfo[s->idx];
        const uint32_t *v = p->cfile[s->idx];
        if (ci->origin == SM5_CONST_CB) {
            w_head(b, sel | OPND(0, 0, 0, OT_CB, 2), mod);
            put_tok(b, ci->cb);
            put_tok(b, ci->elem);
            return;
        }
        if (dbl) {
            w_head(b, OPND(2, s->swz == SM5_SWZ_XYZW ? 0 : 1, s->swz == SM5_SWZ_XYZW ? 0 : s->swz, OT_IMM64, 0), mod);
            for (int c = 0; c < 4; c++) put_tok(b, v[c]);
            return;
        }
        if (ci->nvals == 1 && s->swz == SM5_SWZ_XYZW) {
            w_head(b, OPND(1, 0, 0, OT_IMM32, 0), mod);
            put_tok(b, v[0]);
            return;
        }
        w_head(b, OPND(2, s->swz == SM5_SWZ_XYZW ? 0 : 1, s->swz == SM5_SWZ_XYZW ? 0 : s->swz, OT_IMM32, 0), mod);
        for (int c = 0; c < 4; c++) put_tok(b, v[c]);
        return;
    }
    default: b->bad = "a source of kind NONE"; return;
    }
}

static void w_dst(tokbuf_t *b, uint8_t kind, uint8_t reg, uint8_t mask, const sm5_index_t *xi)
{
    switch (kind) {
    case SM5_DST_OUTPUT: w_reg1(b, OPND(2, 0, mask, OT_OUTPUT, 1), reg); return;
    case SM5_DST_XTEMP:
        put_tok(b, OPND(2, 0, mask, OT_XTEMP, 2) | idx_rep(xi) << 25);
        put_tok(b, reg);
        w_idx(b, xi);
        return;
    default: w_reg1(b, OPND(2, 0, mask, OT_TEMP, 1), reg); return;
    }
}

static uint32_t res_type(const sm5_uop_t *u)
{
    return u->srv ? OT_RESOURCE : (u->res & SM5_RES_GROUPSHARED) ? OT_TGSM : OT_UAV;
}

static void w_insn(tokbuf_t *b, const sm5_prog_t *p, const sm5_uop_t *u)
{
    sm5_op_t op = (sm5_op_t)u->op;
    int dx = sm5_op_dxbc(op);
    if (dx < 0) { b->bad = "an opcode without a DXBC encoding"; return; }
    size_t at = b->n;
    uint32_t ctl = 0;
    put_tok(b, 0);
    sm5_opclass_t cl = sm5_op_class(op);
    int ns = sm5_op_nsrc(op);
    bool dbl = cl == SM5_CL_DOUBLE;
    switch (cl) {
    case SM5_CL_CTRL:
        if (sm5_op_cond_nz(op)) ctl |= 1u << 7;
        if (op == SM5_OP_SYNC) ctl = u->sync & 0xFu;
        /* case: src[0] is the label (src[1], the selector copy, is not encoded) */
        for (int s = 0; s < ns; s++) w_src(b, p, &u->src[s], false, false);
        break;
    case SM5_CL_ATOMIC:
        put_tok(b, OPND(2, 0, 0xF, res_type(u), 1));
        put_tok(b, u->res & 7u);
        for (int s = 0; s < ns; s++) w_src(b, p, &u->src[s], false, s == 0);
        break;
    case SM5_CL_IMM_ATOMIC:
        w_dst(b, SM5_DST_TEMP, u->dst_reg, u->dst_mask, NULL);
        put_tok(b, OPND(2, 0, 0xF, res_type(u), 1));
        put_tok(b, u->res & 7u);
        for (int s = 0; s < ns; s++) w_src(b, p, &u->src[s], false, s == 0);
        break;
    case SM5_CL_LOAD:
        w_dst(b, SM5_DST_TEMP, u->dst_reg, u->dst_mask, NULL);
        for (int s = 0; s < ns; s++) w_src(b, p, &u->src[s], false, s == 0);
        put_tok(b, OPND(2, 1, u->res_swz, res_type(u), 1));
        put_tok(b, u->res & 7u);
        break;
    case SM5_CL_STORE:
        put_tok(b, OPND(2, 0, u->dst_mask, res_type(u), 1));
        put_tok(b, u->res & 7u);
        for (int s = 0; s < ns; s++) w_src(b, p, &u->src[s], false, s == 0 && op == SM5_OP_STORE_UAV_TYPED);
        break;
    default:
        if (u->sat) ctl |= 4;
        if (sm5_op_ndst(op) == 2) {
            for (int k = 0; k < 2; k++) {
                uint8_t kind = k ? u->dst2_kind : u->dst_kind, reg = k ? u->dst2_reg : u->dst_reg;
                uint8_t mask = k ? u->dst2_mask : u->dst_mask;
                if (!mask) put_tok(b, OPND(0, 0, 0, OT_NULL, 0));
                else w_dst(b, kind, reg, mask, NULL);
            }
        } else {
            w_dst(b, u->dst_kind, u->dst_reg, u->dst_mask, &u->dst_idx);
        }
        for (int s = 0; s < ns; s++) w_src(b, p, &u->src[s], dbl, false);
        if (cl == SM5_CL_QUERY) {   /* bufinfo's resource */
            put_tok(b, OPND(2, 1, u->res_swz, res_type(u), 1));
            put_tok(b, u->res & 7u);
        }
        break;
    }
    if (b->oom) return;
    size_t len = b->n - at;
    if (len > 127) { b->bad = "an instruction longer than 127 tokens"; return; }
    b->w[at] = (uint32_t)dx | ctl << 11 | (uint32_t)len << 24;
}

static void w_decl(tokbuf_t *b, uint32_t op, uint32_t ctl, const uint32_t *t, int n)
{
    put_tok(b, op | ctl << 11 | (uint32_t)(n + 1) << 24);
    for (int i = 0; i < n; i++) put_tok(b, t[i]);
}

static uint32_t fmt_rtype(uint8_t fmt)
{
    uint32_t t = fmt == SM5_FMT_R32_UINT ? 4 : fmt == SM5_FMT_R32_SINT ? 3 : 5;
    return t | t << 4 | t << 8 | t << 12;
}

static void w_decls(tokbuf_t *b, const sm5_prog_t *p)
{
    if (p->global_flags & SM5_GF_PRESENT) w_decl(b, DX_DCL_GLOBAL_FLAGS, p->global_flags & 0xFFu, NULL, 0);
    if (p->nicb) {
        put_tok(b, DX_CUSTOMDATA | 3u << 11);
        put_tok(b, 2 + 4 * p->nicb);
        for (uint32_t i = 0; i < p->nicb; i++)
            for (int c = 0; c < 4; c++) put_tok(b, p->icb[i][c]);
    }
    for (int i = 0; i < SM5_NCB; i++)
        if (p->cb_size[i]) {
            uint32_t t[3] = { OPND(2, 1, SM5_SWZ_XYZW, OT_CB, 2), (uint32_t)i, p->cb_size[i] };
            w_decl(b, DX_DCL_CB, (p->cb_dynamic >> i) & 1u, t, 3);
        }
    static const uint32_t dxdim[6] = { 1, 2, 7, 3, 8, 5 };   /* SM5_DIM_* -> resource dimension */
    for (int s = 16; s < SM5_PROG_NRES; s++) {
        if (!p->declared[s]) continue;
        const sm5_res_t *r = &p->res[s];
        uint32_t t[3] = { OPND(0, 0, 0, OT_RESOURCE, 1), (uint32_t)(s - 16), 0 };
        if (r->kind == SM5_RES_RAW) w_decl(b, DX_DCL_RESOURCE_RAW, 0, t, 2);
        else if (r->kind == SM5_RES_STRUCTURED) { t[2] = r->stride; w_decl(b, DX_DCL_RESOURCE_STRUCTURED, 0, t, 3); }
        else { t[2] = fmt_rtype(r->fmt); w_decl(b, DX_DCL_RESOURCE, 1, t, 3); }
    }
    for (int s = 0; s < 8; s++) {
        if (!p->declared[s]) continue;
        const sm5_res_t *r = &p->res[s];
        uint32_t glc = p->glc[s] ? 1u << 5 : 0;
        uint32_t t[3] = { OPND(0, 0, 0, OT_UAV, 1), (uint32_t)s, 0 };
        if (r->kind == SM5_RES_RAW) w_decl(b, DX_DCL_UAV_RAW, glc, t, 2);
        else if (r->kind == SM5_RES_STRUCTURED) {
            bool cnt = false;
            for (int i = 0; i < p->nuops; i++)
                if (sm5_op_is_counter((sm5_op_t)p->uops[i].op) && p->uops[i].res == s) cnt = true;
            t[2] = r->stride;
            w_decl(b, DX_DCL_UAV_STRUCTURED, glc | (cnt ? 1u << 12 : 0), t, 3);
        } else {
            t[2] = fmt_rtype(r->fmt);
            w_decl(b, DX_DCL_UAV_TYPED, glc | dxdim[r->dim < 6 ? r->dim : 0], t, 3);
        }
    }
    for (int v = 0; v < SM5_NIO; v++) {
        if (!(p->in_decl >> v & 1u)) continue;
        uint32_t t[2] = { OPND(2, 0, p->in_mask[v], OT_INPUT, 1), (uint32_t)v };
        uint8_t m = p->in_interp[v];   /* bits: constant, linear, centroid, noperspective, sample */
        if (!m) { w_decl(b, DX_DCL_INPUT, 0, t, 2); continue; }
        uint32_t mode = (m & 1) ? 1 : (m & 8) ? ((m & 4) ? 5 : (m & 16) ? 7 : 4) : ((m & 4) ? 3 : (m & 16) ? 6 : 2);
        w_decl(b, DX_DCL_INPUT_PS, mode, t, 2);
    }
    static const uint32_t tidt[4] = { OT_THREAD_ID, OT_THREAD_ID_IN_GROUP, OT_FLATTENED, OT_GROUP_ID };
    for (int i = 0; i < 4; i++)
        if (p->tid_inputs >> i & 1u) {
            uint32_t t[1] = { i == 2 ? OPND(1, 0, 0, tidt[i], 0) : OPND(2, 0, 0x7, tidt[i], 0) };
            w_decl(b, DX_DCL_INPUT, 0, t, 1);
        }
    for (int o = 0; o < SM5_NIO; o++)
        if (p->out_decl >> o & 1u) {
            uint32_t t[2] = { OPND(2, 0, p->out_mask[o], OT_OUTPUT, 1), (uint32_t)o };
            w_decl(b, DX_DCL_OUTPUT, 0, t, 2);
        }
    if (p->nregs) { uint32_t t[1] = { (uint32_t)p->nregs }; w_decl(b, DX_DCL_TEMPS, 0, t, 1); }
    for (int x = 0; x < SM5_NXTEMP; x++)
        if (p->xtemp_size[x]) {
            uint32_t t[3] = { (uint32_t)x, p->xtemp_size[x], p->xtemp_comps[x] };
            w_decl(b, DX_DCL_XTEMP, 0, t, 3);
        }
    for (int s = 8; s < 16; s++) {
        if (!p->declared[s]) continue;
        const sm5_res_t *r = &p->res[s];
        uint32_t t[4] = { OPND(0, 0, 0, OT_TGSM, 1), (uint32_t)(s - 8), 0, 0 };
        if (r->kind == SM5_RES_STRUCTURED) {
            t[2] = r->stride;
            t[3] = r->size * 4 / r->stride;
            w_decl(b, DX_DCL_TGSM_STRUCTURED, 0, t, 4);
        } else {
            t[2] = r->size * 4;
            w_decl(b, DX_DCL_TGSM_RAW, 0, t, 3);
        }
    }
    if (p->thread_group[0]) w_decl(b, DX_DCL_THREAD_GROUP, 0, p->thread_group, 3);
}

/* A signature chunk's data for the declared v# / o# registers (semantic TEXCOORD#, or
 * SV_Target# for pixel-shader outputs; 32-bit float components). */
static size_t sig_chunk(uint8_t *out, uint32_t decl, const uint8_t *mask, bool is_out, bool ps)
{
    int n = 0;
    for (int r = 0; r < SM5_NIO; r++) n += (int)(decl >> r & 1u);
    const char *sem = is_out && ps ? "SV_Target" : "TEXCOORD";
    size_t names = 8 + 24 * (size_t)n;
    size_t slen = (strlen(sem) + 1 + 3) & ~(size_t)3;
    size_t total = names + (n ? slen : 0);
    if (!out) return total;
    wr32(out, (uint32_t)n);
    wr32(out + 4, 8);
    int k = 0;
    for (int r = 0; r < SM5_NIO; r++) {
        if (!(decl >> r & 1u)) continue;
        uint8_t *e = out + 8 + 24 * k++;
        wr32(e, (uint32_t)names);
        wr32(e + 4, (uint32_t)r);
        wr32(e + 8, 0);
        wr32(e + 12, 3);
        wr32(e + 16, (uint32_t)r);
        e[20] = mask[r];
        e[21] = is_out ? 0 : mask[r];
        e[22] = e[23] = 0;
    }
    if (n) {
        memset(out + names, 0xAB, slen);
        memcpy(out + names, sem, strlen(sem) + 1);
    }
    return total;
}

int sm5_dxbc_write(const sm5_prog_t *p, uint8_t **out, size_t *len, char *err, size_t errlen)
{
    *out = NULL;
    *len = 0;
    static const char *const kinds[] = { "ps", "vs", "gs", "hs", "ds", "cs" };
    int kind = -1;
    for (int i = 0; i < 6; i++)
        if (!strcmp(p->shader, kinds[i])) kind = i;
    if (kind < 0) { ferr(err, errlen, "%s: error: unknown shader kind '%s'\n", p->file ? p->file : "program", p->shader); return -1; }
    tokbuf_t b = { 0 };
    put_tok(&b, (uint32_t)kind << 16 | (uint32_t)p->sm_major << 4 | p->sm_minor);
    put_tok(&b, 0);
    w_decls(&b, p);
    for (int i = 0; i < p->nuops && !b.bad && !b.oom; i++) {
        w_insn(&b, p, &p->uops[i]);
        if (b.bad) {
            char dis[256];
            sm5_disasm_uop(p, &p->uops[i], dis, sizeof dis);
            ferr(err, errlen, "%s:%u: error: cannot encode '%s': %s\n", p->file ? p->file : "program",
                 p->uop_line ? p->uop_line[i] : 0, dis, b.bad);
            free(b.w);
            return -1;
        }
    }
    if (b.oom) { free(b.w); ferr(err, errlen, "error: out of memory\n"); return -1; }
    b.w[1] = (uint32_t)b.n;
    bool ps = kind == 0;
    /* SFI0 (required features) when the program uses doubles, as fxc writes it: the
     * runtime checks the device supports them before creating the shader */
    bool dbl = false;
    for (int i = 0; i < p->nuops; i++) dbl = dbl || sm5_op_class((sm5_op_t)p->uops[i].op) == SM5_CL_DOUBLE;
    int nch = dbl ? 4 : 3;
    size_t isz = sig_chunk(NULL, p->in_decl, p->in_mask, false, ps);
    size_t osz = sig_chunk(NULL, p->out_decl, p->out_mask, true, ps);
    size_t psz = 4 * b.n;
    size_t sz[4] = { isz, osz, psz, 8 };
    size_t total = 32 + 4 * (size_t)nch;
    for (int c = 0; c < nch; c++) total += 8 + sz[c];
    uint8_t *o = calloc(1, total);
    if (!o) { free(b.w); ferr(err, errlen, "error: out of memory\n"); return -1; }
    memcpy(o, "DXBC", 4);
    wr32(o + 20, 1);
    wr32(o + 24, (uint32_t)total);
    wr32(o + 28, (uint32_t)nch);
    size_t at = 32 + 4 * (size_t)nch;
    const char *tags[4] = { "ISGN", "OSGN", p->sm_major >= 5 ? "SHEX" : "SHDR", "SFI0" };
    for (int c = 0; c < nch; c++) {
        wr32(o + 32 + 4 * c, (uint32_t)at);
        memcpy(o + at, tags[c], 4);
        wr32(o + at + 4, (uint32_t)sz[c]);
        uint8_t *dd = o + at + 8;
        if (c == 0) sig_chunk(dd, p->in_decl, p->in_mask, false, ps);
        else if (c == 1) sig_chunk(dd, p->out_decl, p->out_mask, true, ps);
        else if (c == 2) for (size_t i = 0; i < b.n; i++) wr32(dd + 4 * i, b.w[i]);
        else wr32(dd, 1);   /* D3D_SHADER_REQUIRES_DOUBLES */
        at += 8 + sz[c];
    }
    free(b.w);
    uint32_t cs[4];
    sm5_dxbc_checksum(o, total, cs);
    for (int k = 0; k < 4; k++) wr32(o + 4 + 4 * k, cs[k]);
    *out = o;
    *len = total;
    return 0;
}

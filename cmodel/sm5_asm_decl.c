/* Assembler: the shader header and the dcl_* declarations (pass 1). */
#include "sm5_asm_int.h"
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int decl_res(asm_t *a, cur_t *c, char want)
{
    opnd_t o;
    asm_parse_operand(a, c, &o);
    if ((want == 'u' && o.kind != K_UAV) || (want == 'g' && o.kind != K_GSM) || (want == 't' && o.kind != K_SRV))
        asm_fail(a, o.at, "expected %s", want == 'u' ? "a UAV u#" : want == 'g' ? "groupshared memory g#" :
                 "a read-only buffer t#");
    if (o.neg || o.abs || o.nswz) asm_fail(a, o.at, "a declaration takes a plain resource name");
    int s = asm_res_slot(a, &o);
    if (a->p->declared[s]) {
        char nb[4];
        asm_fail(a, o.at, "%s declared twice (first on line %u)", sm5_res_name(s, nb), a->p->decl_line[s]);
    }
    a->p->declared[s] = true;
    a->p->decl_line[s] = a->lineno;
    return s;
}

/* (float|uint|sint[, ...]) of a typed resource: 0 float, 1 uint, 2 sint. */
static int decl_return_type(asm_t *a, cur_t *c)
{
    char tb[48];
    asm_expect_ch(a, c, '(', "'(' and the return type");
    int type = -1;
    for (int i = 0; i < 4; i++) {
        asm_skip_ws(c);
        const char *tb0 = c->s;
        size_t tn = asm_ident(c);
        int t = asm_word_eq(tb0, tn, "float") ? 0 : asm_word_eq(tb0, tn, "uint") ? 1 : asm_word_eq(tb0, tn, "sint") ? 2 : -1;
        if (t < 0) asm_fail(a, tb0, "unsupported return type '%s' (float, uint or sint)", asm_tok(tb0, c->end, tb));
        if (type >= 0 && t != type) asm_fail(a, tb0, "mixed return types are not supported");
        type = t;
        if (asm_eat(c, ')')) break;
        if (i == 3) asm_fail(a, c->s, "expected ')'");
        asm_expect_ch(a, c, ',', "',' or ')'");
    }
    return type;
}

/* The line after the current one as the current line (for declarations that span
 * lines); false at the end of the text. The code part ends before any //. */
static bool next_line(asm_t *a, cur_t *c)
{
    const char *end = a->text + a->len;
    const char *q = a->line + a->linelen;
    while (q < end && *q != '\n') q++;
    if (q >= end) return false;
    q++;
    const char *nl = memchr(q, '\n', (size_t)(end - q));
    size_t ll = (size_t)((nl ? nl : end) - q);
    if (ll && q[ll - 1] == '\r') ll--;
    a->lineno++;
    a->line = q;
    a->linelen = ll;
    c->s = q;
    c->end = q + ll;
    for (const char *k = q; k + 1 < q + ll; k++)
        if (k[0] == '/' && k[1] == '/') { c->end = k; break; }
    return true;
}

/* Skips blanks and line ends (the icb may span lines). */
static void skip_ws_nl(asm_t *a, cur_t *c, const char *open_at, uint32_t open_line)
{
    for (;;) {
        asm_skip_ws(c);
        if (c->s < c->end) return;
        if (!next_line(a, c)) {
            a->lineno = open_line;
            a->line = open_at;
            a->linelen = strlen("dcl_immediateConstantBuffer");
            asm_fail(a, open_at, "unterminated dcl_immediateConstantBuffer (expected '}')");
        }
    }
}

/* dcl_immediateConstantBuffer { { a, b, c, d }, ... }, over as many lines as it takes;
 * the lines are recorded so that pass 2 skips them. */
static void asm_icb(asm_t *a, cur_t *c)
{
    sm5_prog_t *p = a->p;
    char tb[48];
    const char *kw = a->line;
    for (const char *q = a->line; q < c->s; q++)
        if (*q == 'd') { kw = q; break; }
    uint32_t first = a->lineno;
    if (p->nicb) asm_fail(a, kw, "dcl_immediateConstantBuffer given twice");
    a->icb_first = first;
    asm_skip_ws(c);
    asm_expect_ch(a, c, '{', "'{' after dcl_immediateConstantBuffer");
    uint32_t cap = 0;
    for (;;) {
        skip_ws_nl(a, c, kw, first);
        if (asm_eat(c, '}')) break;
        if (p->nicb) {
            if (!asm_eat(c, ',')) asm_fail(a, c->s, "expected ',' or '}' between entries, found '%s'", asm_tok(c->s, c->end, tb));
            skip_ws_nl(a, c, kw, first);
        }
        if (!asm_eat(c, '{')) asm_fail(a, c->s, "expected '{' and four values, found '%s'", asm_tok(c->s, c->end, tb));
        if (p->nicb >= SM5_ICB_MAX) asm_fail(a, c->s, "more than %d immediate-constant-buffer entries", SM5_ICB_MAX);
        if (p->nicb == cap) {
            cap = cap ? 2 * cap : 16;
            p->icb = asm_xrealloc(a, p->icb, cap * sizeof *p->icb);
        }
        for (int k = 0; k < 4; k++) {
            skip_ws_nl(a, c, kw, first);
            p->icb[p->nicb][k] = asm_parse_value(a, c, NULL);
            skip_ws_nl(a, c, kw, first);
            if (k < 3 && !asm_eat(c, ','))
                asm_fail(a, c->s, "expected ',' and the next of four values, found '%s'", asm_tok(c->s, c->end, tb));
        }
        if (!asm_eat(c, '}')) asm_fail(a, c->s, "expected '}' after four values, found '%s'", asm_tok(c->s, c->end, tb));
        p->nicb++;
    }
    if (p->nicb == 0) asm_fail(a, c->s, "an empty immediate constant buffer");
    asm_no_more(a, c);
    a->icb_last = a->lineno;
}

void asm_declaration(asm_t *a, cur_t *c)
{
    sm5_prog_t *p = a->p;
    const char *b = c->s;
    size_t n = asm_ident(c);
    char tb[48];
    if (a->seen_insn) asm_fail(a, b, "declaration after the first instruction");
    bool glc = false;
    if (n > 4 && memcmp(b + n - 4, "_glc", 4) == 0) { glc = true; n -= 4; }
    if (n > 4 && memcmp(b + n - 4, "_opc", 4) == 0) n -= 4;   /* ordered-count flag: no effect */
    bool is_cs = strcmp(p->shader, "cs") == 0;
    if (asm_word_eq(b, n, "dcl_globalFlags")) {
        static const struct { const char *n; uint32_t f; } flags[] = {
            { "refactoringAllowed", SM5_GF_REFACTORING_ALLOWED },
            { "enableDoublePrecisionFloatOps", SM5_GF_DOUBLE_PRECISION },
            { "forceEarlyDepthStencil", SM5_GF_FORCE_EARLY_DEPTH },
            { "enableRawAndStructuredBuffers", SM5_GF_RAW_STRUCTURED_BUFFERS },
            { "skipOptimization", SM5_GF_SKIP_OPTIMIZATION },
            { "enableMinimumPrecision", SM5_GF_MINIMUM_PRECISION },
            { "enable11_1DoubleExtensions", SM5_GF_DOUBLE_EXTENSIONS },
            { "enable11_1ShaderExtensions", SM5_GF_SHADER_EXTENSIONS },
        };
        p->global_flags |= SM5_GF_PRESENT;
        do {
            asm_skip_ws(c);
            const char *fb = c->s;
            size_t fn = asm_ident(c);
            if (fn == 0) asm_fail(a, fb, "expected a global flag, found '%s'", asm_at_end(c) ? "end of line" : asm_tok(fb, c->end, tb));
            bool ok = false;
            for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
                if (asm_word_eq(fb, fn, flags[i].n)) { p->global_flags |= flags[i].f; ok = true; }
            if (!ok) asm_fail(a, fb, "unknown global flag '%.*s'", (int)(fn > 60 ? 60 : fn), fb);
        } while (asm_eat(c, '|'));
        asm_no_more(a, c);
        return;
    }
    if (asm_word_eq(b, n, "dcl_temps")) {
        if (p->nregs) asm_fail(a, b, "dcl_temps given twice");
        const char *nb = c->s;
        uint64_t v = asm_need_number(a, c, "a register count");
        if (v == 0 || v > SM5_NREGS_MAX) asm_fail(a, nb, "dcl_temps %llu out of range (1..%d)", (unsigned long long)v, SM5_NREGS_MAX);
        p->nregs = (int)v;
        asm_no_more(a, c);
        return;
    }
    if (asm_word_eq(b, n, "dcl_thread_group")) {
        if (!is_cs) asm_fail(a, b, "dcl_thread_group is only for compute shaders");
        for (int i = 0; i < 3; i++) {
            if (i) asm_expect_ch(a, c, ',', "','");
            const char *nb = c->s;
            uint64_t v = asm_need_number(a, c, "a thread-group size");
            if (v == 0 || v > 1024) asm_fail(a, nb, "thread-group size %llu out of range (1..1024)", (unsigned long long)v);
            p->thread_group[i] = (uint32_t)v;
        }
        if ((uint64_t)p->thread_group[0] * p->thread_group[1] * p->thread_group[2] > 1024)
            asm_fail(a, b, "thread group of more than 1024 threads");
        asm_no_more(a, c);
        return;
    }
    asm_skip_ws(c);
    bool vreg = c->s + 1 < c->end && c->s[0] == 'v' && isdigit((unsigned char)c->s[1]);
    if (asm_word_eq(b, n, "dcl_input") && !vreg) {
        asm_skip_ws(c);
        const char *ib = c->s;
        size_t in = asm_ident(c);
        int t = -1;
        for (int i = 0; i < 4; i++)
            if (asm_word_eq(ib, in, asm_tid_names[i])) t = i;
        if (t < 0) asm_fail(a, ib, "unsupported input '%s' (v#, or the compute thread ids: vThreadID, "
                            "vThreadIDInGroup, vThreadIDInGroupFlattened, vThreadGroupID)", asm_tok(ib, c->end, tb));
        if (!is_cs) asm_fail(a, ib, "%s exists only in compute shaders", asm_tid_names[t]);
        opnd_t o;
        memset(&o, 0, sizeof o);
        o.at = c->s;
        asm_parse_swizzle(a, c, &o);
        if (o.nswz) asm_mask_of(a, &o);
        p->tid_inputs |= (uint8_t)(1u << t);
        asm_no_more(a, c);
        return;
    }
    /* ps / vs inputs and outputs: dcl_input v#[.mask], dcl_input_ps <interp> v#[.mask],
     * dcl_input[_ps]_siv|_sgv ... v#[.mask], name, dcl_output[_siv|_sgv] o#[.mask][, name] */
    bool is_in = asm_word_eq(b, n, "dcl_input") || asm_word_eq(b, n, "dcl_input_ps") ||
                 asm_word_eq(b, n, "dcl_input_siv") || asm_word_eq(b, n, "dcl_input_sgv") ||
                 asm_word_eq(b, n, "dcl_input_ps_siv") || asm_word_eq(b, n, "dcl_input_ps_sgv");
    bool is_out = asm_word_eq(b, n, "dcl_output") || asm_word_eq(b, n, "dcl_output_siv") ||
                  asm_word_eq(b, n, "dcl_output_sgv");
    if (is_in || is_out) {
        bool named = n > 4 && (!memcmp(b + n - 4, "_siv", 4) || !memcmp(b + n - 4, "_sgv", 4));
        if (is_cs) asm_fail(a, b, "'%.*s' of v#/o# registers is for pixel and vertex shaders", (int)n, b);
        if (p->shader[0] != 'p' && p->shader[0] != 'v')
            asm_fail(a, b, "'%.*s': only pixel and vertex shaders are modelled besides compute", (int)n, b);
        if (is_in && n >= 12 && !memcmp(b, "dcl_input_ps", 12) && p->shader[0] != 'p')
            asm_fail(a, b, "'%.*s' is for pixel shaders", (int)n, b);
        uint8_t interp = 0;
        static const char *const modes[] = { "constant", "linear", "centroid", "noperspective", "sample" };
        for (;;) {
            asm_skip_ws(c);
            const char *wb = c->s;
            cur_t t2 = *c;
            size_t wn = asm_ident(&t2);
            int m = -1;
            for (int i = 0; i < 5; i++)
                if (asm_word_eq(wb, wn, modes[i])) m = i;
            if (m < 0) break;
            if (!is_in || !(n >= 12 && !memcmp(b, "dcl_input_ps", 12)))
                asm_fail(a, wb, "interpolation mode '%.*s' belongs to dcl_input_ps", (int)wn, wb);
            interp |= (uint8_t)(1u << m);
            c->s = t2.s;
        }
        if (is_in && n >= 12 && !memcmp(b, "dcl_input_ps", 12) && !interp)
            asm_fail(a, c->s, "expected an interpolation mode (constant, linear, ...) before the register");
        opnd_t o;
        asm_parse_operand(a, c, &o);
        if (is_out && o.kind == K_TID)
            asm_fail(a, o.at, "expected an output register o#");
        if ((is_in && o.kind != K_INPUT) || (is_out && o.kind != K_OUTPUT))
            asm_fail(a, o.at, "expected %s", is_in ? "an input register v#" : "an output register o#");
        if (o.neg || o.abs) asm_fail(a, o.at, "a declaration takes a plain register");
        if (o.idx >= SM5_NIO) asm_fail(a, o.at, "%c%llu out of range (%c0..%c%d)", is_in ? 'v' : 'o',
                                       (unsigned long long)o.idx, is_in ? 'v' : 'o', is_in ? 'v' : 'o', SM5_NIO - 1);
        uint8_t m = asm_mask_of(a, &o);
        uint32_t *decl = is_in ? &p->in_decl : &p->out_decl;
        uint8_t *mask = is_in ? p->in_mask : p->out_mask;
        if ((*decl >> o.idx & 1u) && (mask[o.idx] & m))
            asm_fail(a, o.at, "%c%llu declared twice", is_in ? 'v' : 'o', (unsigned long long)o.idx);
        *decl |= 1u << o.idx;
        mask[o.idx] |= m;
        if (is_in) p->in_interp[o.idx] = interp;
        if (named) {
            /* the system-value name: the value is the register's, set by //! init (ALU model) */
            asm_expect_ch(a, c, ',', "',' and the system-value name");
            asm_skip_ws(c);
            const char *sb = c->s;
            if (asm_ident(c) == 0) asm_fail(a, sb, "expected a system-value name");
        }
        asm_no_more(a, c);
        return;
    }
    if (asm_word_eq(b, n, "dcl_indexableTemp")) {
        opnd_t o;
        asm_parse_operand(a, c, &o);
        if (o.kind != K_XTEMP || o.rel || o.nswz || o.neg || o.abs) asm_fail(a, o.at, "expected x#[size]");
        if (o.idx >= SM5_NXTEMP) asm_fail(a, o.at, "x%llu out of range (x0..x%d)", (unsigned long long)o.idx, SM5_NXTEMP - 1);
        if (p->xtemp_size[o.idx]) asm_fail(a, o.at, "x%llu declared twice", (unsigned long long)o.idx);
        if (o.off == 0) asm_fail(a, o.at, "x%llu[0]: an indexable temp needs at least one element", (unsigned long long)o.idx);
        uint64_t total = o.off;
        for (int i = 0; i < SM5_NXTEMP; i++) total += p->xtemp_size[i];
        if (total > SM5_XTEMP_MAX_TOTAL)
            asm_fail(a, o.at, "indexable temps of more than %d elements in all", SM5_XTEMP_MAX_TOTAL);
        asm_expect_ch(a, c, ',', "',' and the component count");
        asm_skip_ws(c);
        const char *nb = c->s;
        uint64_t w = asm_need_number(a, c, "a component count");
        if (w < 1 || w > 4) asm_fail(a, nb, "component count %llu out of range (1..4)", (unsigned long long)w);
        p->xtemp_size[o.idx] = (uint32_t)o.off;
        p->xtemp_comps[o.idx] = (uint8_t)w;
        asm_no_more(a, c);
        return;
    }
    if (asm_word_eq(b, n, "dcl_resource_raw") || asm_word_eq(b, n, "dcl_resource_structured") ||
        asm_word_eq(b, n, "dcl_resource_buffer")) {
        int s;
        if (b[13] == 'b') {
            int type = decl_return_type(a, c);
            s = decl_res(a, c, 't');
            p->res[s].kind = SM5_RES_TYPED;
            p->res[s].dim = SM5_DIM_BUFFER;
            p->res[s].fmt = type == 0 ? SM5_FMT_R32_FLOAT : type == 1 ? SM5_FMT_R32_UINT : SM5_FMT_R32_SINT;
            a->dcl_type[s] = (uint8_t)type;
        } else {
            s = decl_res(a, c, 't');
            if (b[13] == 's') {
                asm_expect_ch(a, c, ',', "',' and the stride");
                const char *nb = c->s;
                uint64_t v = asm_need_number(a, c, "a stride in bytes");
                if (v == 0 || v % 4 || v > 2048) asm_fail(a, nb, "structure stride %llu must be a multiple of 4 in 4..2048", (unsigned long long)v);
                p->res[s].kind = SM5_RES_STRUCTURED;
                p->res[s].stride = (uint32_t)v;
            } else {
                p->res[s].kind = SM5_RES_RAW;
            }
        }
        asm_no_more(a, c);
        return;
    }
    if (n > 13 && !memcmp(b, "dcl_resource_", 13))
        asm_fail(a, b, "unsupported declaration '%.*s': texture resources need sampling or texture loads, which are "
                 "not modelled (t# buffers: dcl_resource_raw, dcl_resource_structured, dcl_resource_buffer)", (int)(n > 60 ? 60 : n), b);
    if (asm_word_eq(b, n, "dcl_sampler"))
        asm_fail(a, b, "unsupported declaration 'dcl_sampler': texture sampling is not modelled");
    if (asm_word_eq(b, n, "dcl_immediateConstantBuffer")) {
        asm_icb(a, c);
        return;
    }
    if (asm_word_eq(b, n, "dcl_constantbuffer")) {
        opnd_t o;
        a->decl_size = true;   /* (D3D11's largest buffer, cb#[4096], is a size here) */
        asm_parse_operand(a, c, &o);
        a->decl_size = false;
        if (o.kind != K_CB || o.neg || o.abs || o.nswz) asm_fail(a, o.at, "expected cb#[size]");
        if (o.idx >= SM5_NCB) asm_fail(a, o.at, "constant buffer cb%llu out of range (cb0..cb%d)", (unsigned long long)o.idx, SM5_NCB - 1);
        if (p->cb_size[o.idx]) asm_fail(a, o.at, "cb%llu declared twice", (unsigned long long)o.idx);
        if (o.elem == 0 || o.elem > 4096) asm_fail(a, o.at, "constant buffer size %llu out of range (1..4096)", (unsigned long long)o.elem);
        p->cb_size[o.idx] = (uint32_t)o.elem;
        p->cb_data[o.idx] = calloc(o.elem, sizeof *p->cb_data[0]);
        if (!p->cb_data[o.idx]) asm_fail(a, o.at, "out of memory");
        if (asm_eat(c, ',')) {
            asm_skip_ws(c);
            const char *ab = c->s;
            size_t an = asm_ident(c);
            if (!asm_word_eq(ab, an, "immediateIndexed") && !asm_word_eq(ab, an, "dynamicIndexed"))
                asm_fail(a, ab, "expected immediateIndexed or dynamicIndexed, found '%s'", asm_tok(ab, c->end, tb));
            if (ab[0] == 'd') p->cb_dynamic |= (uint16_t)(1u << o.idx);
        }
        asm_no_more(a, c);
        return;
    }
    if (asm_word_eq(b, n, "dcl_uav_raw")) {
        int s = decl_res(a, c, 'u');
        p->res[s].kind = SM5_RES_RAW;
        p->glc[s] = glc;
        asm_no_more(a, c);
        return;
    }
    if (asm_word_eq(b, n, "dcl_uav_structured")) {
        int s = decl_res(a, c, 'u');
        asm_expect_ch(a, c, ',', "',' and the stride");
        const char *nb = c->s;
        uint64_t v = asm_need_number(a, c, "a stride in bytes");
        if (v == 0 || v % 4 || v > 2048) asm_fail(a, nb, "structure stride %llu must be a multiple of 4 in 4..2048", (unsigned long long)v);
        p->res[s].kind = SM5_RES_STRUCTURED;
        p->res[s].stride = (uint32_t)v;
        p->glc[s] = glc;
        asm_no_more(a, c);
        return;
    }
    if (n > 14 && memcmp(b, "dcl_uav_typed_", 14) == 0) {
        static const char *const dims[] = { "buffer", "texture1d", "texture1darray", "texture2d",
                                            "texture2darray", "texture3d" };
        int d = -1;
        for (int i = 0; i < 6; i++)
            if (asm_word_eq(b + 14, n - 14, dims[i])) d = i;
        if (d < 0) asm_fail(a, b, "unsupported declaration '%.*s'", (int)(n > 60 ? 60 : n), b);
        if (p->sm_major < 5) asm_fail(a, b, "typed UAVs need shader model 5");
        int type = decl_return_type(a, c);
        int s = decl_res(a, c, 'u');
        p->res[s].kind = SM5_RES_TYPED;
        p->res[s].dim = (uint8_t)d;
        p->res[s].fmt = type == 0 ? SM5_FMT_R32_FLOAT : type == 1 ? SM5_FMT_R32_UINT : SM5_FMT_R32_SINT;
        a->dcl_type[s] = (uint8_t)type;
        p->glc[s] = glc;
        asm_no_more(a, c);
        return;
    }
    if (asm_word_eq(b, n, "dcl_tgsm_raw") || asm_word_eq(b, n, "dcl_tgsm_structured")) {
        if (!is_cs) asm_fail(a, b, "groupshared memory exists only in compute shaders");
        bool st = b[9] == 's';
        int s = decl_res(a, c, 'g');
        asm_expect_ch(a, c, ',', st ? "',' and the stride" : "',' and the size in bytes");
        const char *nb = c->s;
        uint64_t v = asm_need_number(a, c, st ? "a stride in bytes" : "a size in bytes");
        uint64_t bytes = v;
        if (st) {
            if (v == 0 || v % 4 || v > 2048) asm_fail(a, nb, "structure stride %llu must be a multiple of 4 in 4..2048", (unsigned long long)v);
            asm_expect_ch(a, c, ',', "',' and the element count");
            const char *cb0 = c->s;
            uint64_t cnt = asm_need_number(a, c, "an element count");
            if (cnt == 0 || cnt > 8192) asm_fail(a, cb0, "element count %llu out of range", (unsigned long long)cnt);
            bytes = v * cnt;
            p->res[s].kind = SM5_RES_STRUCTURED;
            p->res[s].stride = (uint32_t)v;
        } else {
            if (v == 0 || v % 4) asm_fail(a, nb, "groupshared size %llu must be a positive multiple of 4", (unsigned long long)v);
            p->res[s].kind = SM5_RES_RAW;
        }
        if (bytes > 32768) asm_fail(a, nb, "groupshared memory of %llu bytes (at most 32768)", (unsigned long long)bytes);
        p->res[s].size = (uint32_t)(bytes / 4);
        asm_no_more(a, c);
        return;
    }
    asm_fail(a, b, "unsupported declaration '%.*s'", (int)(n > 60 ? 60 : n), b);
}
void asm_header(asm_t *a, cur_t *c)
{
    sm5_prog_t *p = a->p;
    const char *b = c->s;
    size_t n = asm_ident(c);
    static const char *const kinds[] = { "cs", "ps", "vs", "gs", "hs", "ds" };
    char tb[48];
    bool ok = n == 6 && b[2] == '_' && b[4] == '_' && isdigit((unsigned char)b[3]) && isdigit((unsigned char)b[5]);
    int k = -1;
    for (int i = 0; ok && i < 6; i++)
        if (!memcmp(b, kinds[i], 2)) k = i;
    if (!ok || k < 0)
        asm_fail(a, b, "expected a shader header such as cs_5_0, found '%s'", asm_tok(b, c->end, tb));
    int maj = b[3] - '0', min = b[5] - '0';
    if (!((maj == 5 && min == 0) || (maj == 4 && (min == 0 || min == 1))))
        asm_fail(a, b, "unsupported shader model '%.*s' (4_0, 4_1 or 5_0)", (int)n, b);
    if ((k == 4 || k == 5) && maj < 5) asm_fail(a, b, "hull and domain shaders need shader model 5");
    memcpy(p->shader, b, 2);
    p->shader[2] = 0;
    p->sm_major = (uint8_t)maj;
    p->sm_minor = (uint8_t)min;
    asm_no_more(a, c);
}

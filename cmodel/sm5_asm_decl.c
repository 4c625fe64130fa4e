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
    if ((want == 'u' && o.kind != K_UAV) || (want == 'g' && o.kind != K_GSM))
        asm_fail(a, o.at, "expected %s", want == 'u' ? "a UAV u#" : "groupshared memory g#");
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
    if (asm_word_eq(b, n, "dcl_input")) {
        asm_skip_ws(c);
        const char *ib = c->s;
        size_t in = asm_ident(c);
        int t = -1;
        for (int i = 0; i < 4; i++)
            if (asm_word_eq(ib, in, asm_tid_names[i])) t = i;
        if (t < 0) asm_fail(a, ib, "unsupported input '%s'", asm_tok(ib, c->end, tb));
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
    if (asm_word_eq(b, n, "dcl_constantbuffer")) {
        opnd_t o;
        asm_parse_operand(a, c, &o);
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

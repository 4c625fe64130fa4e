/* Assembler: one instruction line: mnemonic, operands, the D3D checks per op class
 * and the micro-op encoding. */
#include "sm5_asm_int.h"
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void asm_push_uop(asm_t *a, const sm5_uop_t *u, const char *at)
{
    sm5_prog_t *p = a->p;
    if (p->nuops >= SM5_PROG_MAX_UOPS) asm_fail(a, at, "program too long (at most %d instructions)", SM5_PROG_MAX_UOPS);
    if (p->nuops == a->cap_uops) {
        a->cap_uops = a->cap_uops ? a->cap_uops * 2 : 64;
        p->uops = asm_xrealloc(a, p->uops, (size_t)a->cap_uops * sizeof *p->uops);
        p->uop_line = asm_xrealloc(a, p->uop_line, (size_t)a->cap_uops * sizeof *p->uop_line);
        p->uop_col = asm_xrealloc(a, p->uop_col, (size_t)a->cap_uops * sizeof *p->uop_col);
    }
    p->uops[p->nuops] = *u;
    p->uop_line[p->nuops] = a->lineno;
    p->uop_col[p->nuops] = (uint32_t)(at - a->line) + 1;
    p->nuops++;
}

static bool is_sm5_only(sm5_op_t op)
{
    sm5_opclass_t c = sm5_op_class(op);
    if (c == SM5_CL_ATOMIC || c == SM5_CL_IMM_ATOMIC || sm5_op_is_f64(op)) return true;
    switch (op) {
    case SM5_OP_UBFE: case SM5_OP_IBFE: case SM5_OP_BFI: case SM5_OP_BFREV:
    case SM5_OP_COUNTBITS: case SM5_OP_FIRSTBIT_LO: case SM5_OP_FIRSTBIT_HI:
    case SM5_OP_FIRSTBIT_SHI: case SM5_OP_F32TOF16: case SM5_OP_F16TOF32:
    case SM5_OP_LD_UAV_TYPED: case SM5_OP_STORE_UAV_TYPED:
    case SM5_OP_UADDC: case SM5_OP_USUBB: case SM5_OP_MSAD: case SM5_OP_SWAPC: case SM5_OP_BUFINFO:
        return true;
    default:
        return false;
    }
}

/* The destination names of a two-destination op, for messages. */
static const char *two_dst_names(sm5_op_t op)
{
    switch (op) {
    case SM5_OP_UDIV: return "destQ, destR";
    case SM5_OP_UADDC: return "dest, carry";
    case SM5_OP_USUBB: return "dest, borrow";
    case SM5_OP_SINCOS: return "destSIN, destCOS";
    case SM5_OP_SWAPC: return "dest0, dest1";
    default: return "destHI, destLO";
    }
}

/* The mnemonic at c (with _sat and fxc's _indexable(...)(...) suffix); reports an
 * unsupported instruction. */
/* Instructions outside the model, by family, for a precise message. */
static const char *unsupported_why(const char *m, size_t n)
{
    static const struct { const char *prefix; const char *why; } fam[] = {
        { "sample", "texture sampling is not modelled" }, { "gather4", "texture sampling is not modelled" },
        { "lod", "texture sampling is not modelled" }, { "ld_ms", "texture loads are not modelled" },
        { "resinfo", "texture queries are not modelled" }, { "sampleinfo", "texture queries are not modelled" },
        { "samplepos", "texture queries are not modelled" }, 
        { "deriv_", "derivatives need pixel quads, which are not modelled" },
        { "discard", "discard is a pixel-pipeline operation, not modelled" },
        { "emit", "geometry-shader stream output is not modelled" }, { "cut", "geometry-shader stream output is not modelled" },
        { "call", "subroutines are not modelled" }, { "label", "subroutines are not modelled" },
        { "eval_", "attribute evaluation is not modelled" },
    };
    for (size_t i = 0; i < sizeof fam / sizeof fam[0]; i++) {
        size_t k = strlen(fam[i].prefix);
        if (n >= k && memcmp(m, fam[i].prefix, k) == 0) return fam[i].why;
    }
    return NULL;
}

sm5_op_t asm_mnemonic(asm_t *a, cur_t *c, bool *sat, uint8_t *sync)
{
    const char *mb = c->s;
    size_t n = asm_ident(c);
    char tb[48];
    if (n == 0) asm_fail(a, mb, "expected an instruction, found '%s'", asm_tok(mb, c->end, tb));
    *sat = false;
    *sync = 0;
    if (n > 5 && memcmp(mb, "sync_", 5) == 0) {
        *sync = asm_sync_flags(mb, n);
        if (!*sync)
            asm_fail(a, mb, "bad barrier '%.*s' (sync[_uglobal|_ugroup][_g][_t], e.g. sync_g_t)", (int)(n > 60 ? 60 : n), mb);
        return SM5_OP_SYNC;
    }
    sm5_op_t op = sm5_op_lookup(mb, (int)n);
    if (op == SM5_OP_SYNC) asm_fail(a, mb, "bad barrier 'sync' (sync[_uglobal|_ugroup][_g][_t], e.g. sync_g_t)");
    if (op == SM5_OP_COUNT && n > 4 && memcmp(mb + n - 4, "_sat", 4) == 0) {
        op = sm5_op_lookup(mb, (int)n - 4);
        if (op != SM5_OP_COUNT) *sat = true;
    }
    if (op == SM5_OP_COUNT && n > 10) {
        /* fxc's ld_raw_indexable(raw_buffer)(mixed,...) etc.: the suffix and its
         * parenthesised groups restate the declaration; accept and ignore them */
        const char *ix = NULL;
        for (const char *q = mb; q + 10 <= mb + n; q++)
            if (memcmp(q, "_indexable", 10) == 0) ix = q;
        if (ix && ix + 10 == mb + n) {
            op = sm5_op_lookup(mb, (int)(ix - mb));
            if (op != SM5_OP_COUNT) {
                while (c->s < c->end && *c->s == '(') {
                    const char *q = memchr(c->s, ')', (size_t)(c->end - c->s));
                    if (!q) asm_fail(a, c->s, "unterminated '(' after '%.*s'", (int)n, mb);
                    c->s = q + 1;
                }
            }
        }
    }
    if (op == SM5_OP_COUNT) {
        const char *why = unsupported_why(mb, n);
        if (why) asm_fail(a, mb, "unsupported instruction '%.*s': %s", (int)(n > 60 ? 60 : n), mb, why);
        asm_fail(a, mb, "unsupported instruction '%.*s'", (int)(n > 60 ? 60 : n), mb);
    }
    return op;
}

void asm_instruction(asm_t *a, cur_t *c)
{
    sm5_prog_t *p = a->p;
    const char *mb = c->s;
    char tb[48];
    bool sat;
    uint8_t sync;
    sm5_op_t op = asm_mnemonic(a, c, &sat, &sync);
    const char *name = sm5_op_name(op);
    if (a->seen_ret) asm_fail(a, mb, "instruction after 'ret' (the program ended with the top-level 'ret' of line %u)", a->ret_line);
    if (p->sm_major < 5 && is_sm5_only(op))
        asm_fail(a, mb, "'%s' needs shader model 5 (the header is %s_%u_%u)", name, p->shader, p->sm_major, p->sm_minor);
    if (sat && !sm5_asm_sat_ok(op)) asm_fail(a, mb, "'%s' does not take _sat", name);
    if (c->s < c->end && !(*c->s == ' ' || *c->s == '\t'))
        asm_fail(a, c->s, "unexpected '%s' after the instruction name", asm_tok(c->s, c->end, tb));
    a->seen_insn = true;

    /* operands */
    opnd_t o[8];
    int no = 0;
    if (!asm_at_end(c)) {
        for (;;) {
            if (no == 8) asm_fail(a, c->s, "too many operands for '%s'", name);
            asm_parse_operand(a, c, &o[no++]);
            if (asm_at_end(c)) break;
            if (!asm_eat(c, ',')) asm_fail(a, c->s, "expected ',' between operands, found '%s'", asm_tok(c->s, c->end, tb));
        }
    }
    sm5_opclass_t cl = sm5_op_class(op);
    if (cl == SM5_CL_CTRL) {
        asm_flow(a, op, mb, o, no, sync);
        return;
    }
    asm_flow_stmt(a, mb, name);
    int nsrc = sm5_op_nsrc(op);
    int ndst = sm5_op_ndst(op);
    int want;
    switch (cl) {
    case SM5_CL_ATOMIC: want = 2 + nsrc - 1; break;                   /* res, addr, values */
    case SM5_CL_IMM_ATOMIC: want = nsrc == 0 ? 2 : 3 + nsrc - 1; break; /* dst, res, addr, values */
    case SM5_CL_LOAD: want = 1 + nsrc + 1; break;                      /* dst, addresses, res */
    case SM5_CL_STORE: want = 1 + nsrc; break;                         /* res, addresses, value */
    case SM5_CL_QUERY: want = 2; break;                                /* dst, res */
    default: want = ndst + nsrc; break;
    }
    if (no != want) {
        if (ndst == 2)
            asm_fail(a, no > want ? o[want].at : mb, "'%s' takes %d operands (%s, %s), found %d", name,
                 want, two_dst_names(op), nsrc == 1 ? "src0" : nsrc == 2 ? "src0, src1" : "src0, src1, src2", no);
        asm_fail(a, no > want ? o[want].at : mb, "'%s' takes %d operand%s, found %d", name, want,
             want == 1 ? "" : "s", no);
    }
    /* `null` is a destination of the two-destination ops only, never a source */
    bool alu = cl == SM5_CL_FLOAT || cl == SM5_CL_INT || cl == SM5_CL_UINT || cl == SM5_CL_DOUBLE ||
               cl == SM5_CL_F16IN || cl == SM5_CL_MOVE;
    for (int i = 0; i < no; i++) {
        if (o[i].kind != K_NULL) continue;
        if (alu && ndst == 2 && i < 2) {
            if (o[i].neg || o[i].abs) asm_fail(a, o[i].at, "a 'null' destination takes no - or _abs");
            if (o[i].nswz) asm_fail(a, o[i].at, "a 'null' destination takes no write mask");
        } else if (i == 0 || (alu && i < ndst)) {
            asm_fail(a, o[i].at, "'null' is only allowed as a destination of imul, umul, udiv, uaddc, usubb, sincos or swapc");
        } else {
            asm_fail(a, o[i].at, "'null' is not allowed as a source operand");
        }
    }

    sm5_uop_t u;
    memset(&u, 0, sizeof u);
    u.op = (uint8_t)op;
    u.sat = sat;
    bool dbl = sm5_op_is_f64(op);

    if (dbl && (p->global_flags & SM5_GF_PRESENT) && !(p->global_flags & SM5_GF_DOUBLE_PRECISION))
        asm_fail(a, mb, "'%s' needs 'enableDoublePrecisionFloatOps' in dcl_globalFlags", name);
    if (sm5_asm_needs_dext(op) && (p->global_flags & SM5_GF_PRESENT) && !(p->global_flags & SM5_GF_DOUBLE_EXTENSIONS))
        asm_fail(a, mb, "'%s' is a D3D 11.1 double extension: it needs 'enable11_1DoubleExtensions' in "
                 "dcl_globalFlags", name);

    switch (cl) {
    case SM5_CL_FLOAT: case SM5_CL_INT: case SM5_CL_UINT: case SM5_CL_DOUBLE:
    case SM5_CL_F16IN: case SM5_CL_MOVE: {
        if (ndst == 1) asm_enc_dst(a, &o[0], &u, name);
        for (int d = 0; d < ndst && ndst == 2; d++) {
            uint8_t reg = 0, msk = 0, kind = SM5_DST_TEMP;
            if (o[d].kind != K_NULL) {
                if (o[d].kind != K_TEMP && o[d].kind != K_OUTPUT)
                    asm_fail(a, o[d].at, "destination of '%s' must be a temp register r# or null (or an output o#)", name);
                if (o[d].neg || o[d].abs) asm_fail(a, o[d].at, "a destination takes no - or _abs");
                if (o[d].kind == K_TEMP) asm_check_temp(a, &o[d]);
                else if (o[d].idx >= SM5_NIO || !(p->out_decl >> o[d].idx & 1u))
                    asm_fail(a, o[d].at, "o%llu used but not declared (dcl_output o%llu)", (unsigned long long)o[d].idx,
                             (unsigned long long)o[d].idx);
                reg = (uint8_t)o[d].idx;
                msk = asm_mask_of(a, &o[d]);
                kind = o[d].kind == K_OUTPUT ? SM5_DST_OUTPUT : SM5_DST_TEMP;
            }
            if (d == 0) { u.dst_reg = reg; u.dst_mask = msk; u.dst_kind = kind; }
            else { u.dst2_reg = reg; u.dst2_mask = msk; u.dst2_kind = kind; }
        }
        if (ndst == 2) {
            if (o[0].kind == K_NULL && o[1].kind == K_NULL)
                asm_fail(a, o[1].at, "both destinations of '%s' are null (the instruction would write nothing)", name);
            /* SPEC 14: swapc's destinations are different registers, whatever their masks */
            if (op == SM5_OP_SWAPC && o[0].kind == o[1].kind && o[0].kind != K_NULL && u.dst_reg == u.dst2_reg)
                asm_fail(a, o[1].at, "the destinations of 'swapc' must be different registers (both are %c%u)",
                         o[0].kind == K_OUTPUT ? 'o' : 'r', u.dst_reg);
            if (o[0].kind == o[1].kind && o[0].kind != K_NULL && u.dst_reg == u.dst2_reg && (u.dst_mask & u.dst2_mask)) {
                char ov[5];
                int k = 0;
                for (int c = 0; c < 4; c++)
                    if ((u.dst_mask & u.dst2_mask) >> c & 1u) ov[k++] = "xyzw"[c];
                ov[k] = 0;
                asm_fail(a, o[1].at, "the destinations of '%s' overlap in %c%u.%s (the result would depend on the write order)",
                     name, o[0].kind == K_OUTPUT ? 'o' : 'r', u.dst_reg, ov);
            }
        }
        if (sm5_op_f64_dst(op) && !(u.dst_mask == 0x3 || u.dst_mask == 0xC || u.dst_mask == 0xF))
            asm_fail(a, o[0].at, "'%s' write mask must be .xy, .zw or .xyzw (one double per pair)", name);
        if (sm5_op_f64_res32(op) && (u.dst_mask == 0 || __builtin_popcount(u.dst_mask) > 2))
            asm_fail(a, o[0].at, "'%s' write mask must have one or two components (.x, .y, .z, .w, .xy, .xz, "
                     ".xw, .yz, .yw, .zw): one 32-bit result per double", name);
        for (int s = 0; s < nsrc; s++) {
            const opnd_t *q = &o[ndst + s];
            bool fs = sm5_op_f64_src(op, s);
            asm_need_reg_src(a, q);
            if (op == SM5_OP_DMOVC && s == 0 && (q->neg || q->abs))
                asm_fail(a, q->at, "the condition of 'dmovc' (src0) takes no modifiers (- or _abs)");
            if (q->neg && !sm5_asm_neg_ok(op)) asm_fail(a, q->at, "'%s' does not take a negate modifier", name);
            if (q->abs && !sm5_asm_abs_ok(op)) asm_fail(a, q->at, "'%s' does not take _abs", name);
            asm_enc_src(a, q, &u.src[s], fs);
            if (fs) {
                uint8_t z = u.src[s].swz;
                if (!(z == 0xE4 || z == 0x44 || z == 0x4E || z == 0xEE))
                    asm_fail(a, q->at, "'%s' source swizzle must be .xyzw, .xyxy, .zwxy or .zwzw (a double "
                             "pair each: .xy and .zw)", name);
            }
        }
        break;
    }
    case SM5_CL_ATOMIC: case SM5_CL_IMM_ATOMIC: {
        int k = 0;
        if (cl == SM5_CL_IMM_ATOMIC) {
            if (o[0].kind != K_TEMP) asm_fail(a, o[0].at, "dst0 of '%s' must be a temp register r#", name);
            if (o[0].neg || o[0].abs) asm_fail(a, o[0].at, "a destination takes no - or _abs");
            asm_check_temp(a, &o[0]);
            u.dst_reg = (uint8_t)o[0].idx;
            if (o[0].nswz != 1) asm_fail(a, o[0].at, "dst0 of '%s' needs a single-component mask (e.g. r0.x)", name);
            u.dst_mask = asm_mask_of(a, &o[0]);
            k = 1;
        }
        int slot;
        const sm5_res_t *r = asm_need_res(a, &o[k], &slot);
        if (slot >= 16) {
            char tnb[4];
            asm_fail(a, o[k].at, "%s is a read-only buffer: '%s' cannot write it", sm5_res_name(slot, tnb), name);
        }
        if (o[k].nswz) asm_fail(a, o[k].at, "the resource of '%s' takes no mask or swizzle", name);
        u.res = (uint8_t)slot;
        char nb[4];
        if (op == SM5_OP_IMM_ATOMIC_ALLOC || op == SM5_OP_IMM_ATOMIC_CONSUME) {
            if (slot >= 8 || r->kind != SM5_RES_STRUCTURED)
                asm_fail(a, o[k].at, "'%s' needs a structured UAV (u#), not %s", name, sm5_res_name(slot, nb));
            break;
        }
        if (r->kind == SM5_RES_TYPED && !(r->fmt == SM5_FMT_R32_UINT || r->fmt == SM5_FMT_R32_SINT))
            asm_fail(a, o[k].at, "atomics on typed UAV %s need format R32_UINT or R32_SINT", sm5_res_name(slot, nb));
        const opnd_t *ad = &o[k + 1];
        asm_need_reg_src(a, ad);
        asm_no_mods(a, ad, name);
        asm_check_addr(a, ad, r, slot);
        asm_enc_src(a, ad, &u.src[0], false);
        for (int s = 1; s < nsrc; s++) {
            const opnd_t *q = &o[k + 1 + s];
            asm_need_reg_src(a, q);
            asm_no_mods(a, q, name);
            asm_check_scalar(a, q, "an atomic value operand");
            asm_enc_src(a, q, &u.src[s], false);
        }
        break;
    }
    case SM5_CL_LOAD: {
        if (o[0].kind != K_TEMP) asm_fail(a, o[0].at, "destination of '%s' must be a temp register r#", name);
        if (o[0].neg || o[0].abs) asm_fail(a, o[0].at, "a destination takes no - or _abs");
        asm_check_temp(a, &o[0]);
        u.dst_reg = (uint8_t)o[0].idx;
        u.dst_mask = asm_mask_of(a, &o[0]);
        const opnd_t *ro = &o[1 + nsrc];
        int slot;
        const sm5_res_t *r = asm_need_res(a, ro, &slot);
        char nb[4];
        u.res = (uint8_t)(slot & 15);
        u.srv = slot >= 16;
        u.res_swz = asm_swz_of(ro, false);
        if (op == SM5_OP_LD_RAW && r->kind != SM5_RES_RAW)
            asm_fail(a, ro->at, "'ld_raw' needs a raw resource; %s is not raw", sm5_res_name(slot, nb));
        if (op == SM5_OP_LD_STRUCTURED && r->kind != SM5_RES_STRUCTURED)
            asm_fail(a, ro->at, "'ld_structured' needs a structured resource; %s is not structured", sm5_res_name(slot, nb));
        if (op == SM5_OP_LD_UAV_TYPED && (r->kind != SM5_RES_TYPED || slot >= 16))
            asm_fail(a, ro->at, "'ld_uav_typed' needs a typed UAV; %s is not one", sm5_res_name(slot, nb));
        if (op == SM5_OP_LD && (r->kind != SM5_RES_TYPED || slot < 16))
            asm_fail(a, ro->at, "'ld' reads a typed buffer t# (dcl_resource_buffer); %s is not one (texture "
                     "loads are not modelled)", sm5_res_name(slot, nb));
        bool typed = op == SM5_OP_LD_UAV_TYPED || op == SM5_OP_LD;
        for (int s = 0; s < nsrc; s++) {
            const opnd_t *q = &o[1 + s];
            asm_need_reg_src(a, q);
            asm_no_mods(a, q, name);
            if (typed) asm_check_addr(a, q, r, slot);
            else asm_check_scalar(a, q, s == 0 && op == SM5_OP_LD_STRUCTURED ? "the structure index" :
                                    "the byte offset");
            asm_enc_src(a, q, &u.src[s], false);
        }
        break;
    }
    case SM5_CL_STORE: {
        int slot;
        const sm5_res_t *r = asm_need_res(a, &o[0], &slot);
        char nb[4];
        if (slot >= 16) asm_fail(a, o[0].at, "%s is a read-only buffer: '%s' cannot write it", sm5_res_name(slot, nb), name);
        u.res = (uint8_t)slot;
        u.dst_mask = asm_mask_of(a, &o[0]);
        if (op == SM5_OP_STORE_UAV_TYPED) {
            if (r->kind != SM5_RES_TYPED)
                asm_fail(a, o[0].at, "'store_uav_typed' needs a typed UAV; %s is not typed", sm5_res_name(slot, nb));
            if (u.dst_mask != 0xF) asm_fail(a, o[0].at, "'store_uav_typed' write mask must be .xyzw");
        } else {
            if (op == SM5_OP_STORE_RAW && r->kind != SM5_RES_RAW)
                asm_fail(a, o[0].at, "'store_raw' needs a raw resource; %s is not raw", sm5_res_name(slot, nb));
            if (op == SM5_OP_STORE_STRUCTURED && r->kind != SM5_RES_STRUCTURED)
                asm_fail(a, o[0].at, "'store_structured' needs a structured resource; %s is not structured", sm5_res_name(slot, nb));
            if (!(u.dst_mask == 0x1 || u.dst_mask == 0x3 || u.dst_mask == 0x7 || u.dst_mask == 0xF))
                asm_fail(a, o[0].at, "'%s' write mask must be .x, .xy, .xyz or .xyzw", name);
        }
        for (int s = 0; s < nsrc; s++) {
            const opnd_t *q = &o[1 + s];
            asm_need_reg_src(a, q);
            asm_no_mods(a, q, name);
            bool is_value = s == nsrc - 1;
            if (!is_value) {
                if (op == SM5_OP_STORE_UAV_TYPED) asm_check_addr(a, q, r, slot);
                else asm_check_scalar(a, q, s == 0 && op == SM5_OP_STORE_STRUCTURED ? "the structure index" :
                                        "the byte offset");
            }
            asm_enc_src(a, q, &u.src[s], false);
        }
        break;
    }
    case SM5_CL_QUERY: {   /* bufinfo dst[.mask], u#|t# (SPEC 14) */
        asm_enc_dst(a, &o[0], &u, name);
        if (o[1].kind == K_CB)
            asm_fail(a, o[1].at, "'%s' takes a buffer u# or t#, not a constant buffer", name);
        if (o[1].kind == K_GSM) asm_fail(a, o[1].at, "'%s' takes a buffer u# or t#, not groupshared memory", name);
        int slot;
        const sm5_res_t *r = asm_need_res(a, &o[1], &slot);
        char nb[4];
        if (r->kind == SM5_RES_TYPED && r->dim != SM5_DIM_BUFFER)
            asm_fail(a, o[1].at, "'%s' needs a buffer; %s is a texture", name, sm5_res_name(slot, nb));
        u.res = (uint8_t)(slot & 15);
        u.srv = slot >= 16;
        u.res_swz = asm_swz_of(&o[1], false);
        /* the pipes read the view's size as a constant the loader writes (a driver's system
         * value); the listing shows only the resource */
        u.src[0].kind = SM5_SRC_CONST;
        u.src[0].idx = (uint8_t)asm_bufinfo_const(a, o[1].at, slot);
        u.src[0].swz = SM5_SWZ_XYZW;
        break;
    }
    default:
        asm_fail(a, mb, "internal: unhandled class for '%s'", name);
    }
    asm_push_uop(a, &u, mb);
}

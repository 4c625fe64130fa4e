/* Disassembler: micro-ops back to the listing syntax the assembler reads, and a whole
 * program (declarations and directives included) so that assembling the output gives
 * the same program again (tb/unit/test_asm_roundtrip.c checks it). */
#include "sm5_asm.h"
#include "sm5_expect.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char *b; size_t n, len; } out_t;

static void put(out_t *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = o->len < o->n ? o->n - o->len : 0;
    int k = vsnprintf(o->b ? o->b + o->len : NULL, room, fmt, ap);
    va_end(ap);
    if (k > 0) o->len += (size_t)k;
}

static const char comp[] = "xyzw";

/* The float spelling of a literal value as fxc prints it (%f, or more digits when %f does
 * not read back to the same bits; 1.#INF00, 1.#QNAN0, -1.#IND00 for the values the
 * assembler reads those as); false: print the bits in hex (other NaNs, denormals that
 * need it). */
static bool float_text(uint32_t bits, char *buf, size_t n)
{
    float f;
    memcpy(&f, &bits, 4);
    static const struct { uint32_t v; const char *s; } sp[] = {
        { 0x7F800000u, "1.#INF00" }, { 0xFF800000u, "-1.#INF00" }, { 0x7FC00000u, "1.#QNAN0" }, { 0xFFC00000u, "-1.#IND00" },
    };
    for (size_t i = 0; i < sizeof sp / sizeof sp[0]; i++)
        if (bits == sp[i].v) { snprintf(buf, n, "%s", sp[i].s); return true; }
    if (f != f) return false;                       /* other NaNs: the exact payload as hex */
    for (int pass = 0; pass < 2; pass++) {
        snprintf(buf, n, pass ? "%.9g" : "%f", (double)f);
        if (pass && !strpbrk(buf, ".e")) {          /* make it read as a float */
            size_t l = strlen(buf);
            if (l + 3 > n) return false;
            memcpy(buf + l, ".0", 3);
        }
        char *e;
        float g = strtof(buf, &e);
        uint32_t gb;
        memcpy(&gb, &g, 4);
        if (!*e && gb == bits) return true;
    }
    return false;
}

static void put_value(out_t *o, uint32_t v, bool as_float)
{
    char fb[64];
    if (as_float && float_text(v, fb, sizeof fb)) put(o, "%s", fb);
    else if (v <= 0xFFFFu) put(o, "%u", v);          /* small integers as fxc prints them */
    else if (v >= 0xFFFF0000u) put(o, "%d", (int)(int32_t)v);   /* small negatives: fxc's -1 */
    else put(o, "0x%08x", v);
}

/* Swizzle text as fxc prints it: one letter when all four select the same component
 * (fxc's select-1 form), else all four; `full`: always four (f64 sources and addresses,
 * whose letter count the assembler checks). */
static void put_swz(out_t *o, uint8_t swz, bool full)
{
    int n = 4;
    if (!full && swz == (uint8_t)((swz & 3u) * 0x55u)) n = 1;
    put(o, ".");
    for (int c = 0; c < n; c++) put(o, "%c", comp[sm5_swz_sel(swz, c)]);
}

static void put_mask(out_t *o, uint8_t m)
{
    put(o, ".");
    for (int c = 0; c < 4; c++)
        if (m & (1u << c)) put(o, "%c", comp[c]);
}

static const char *const tid_names[4] = { "vThreadID", "vThreadIDInGroup", "vThreadIDInGroupFlattened",
                                           "vThreadGroupID" };

static void put_index(out_t *o, const sm5_index_t *x)
{
    if (x->rel) put(o, "[r%u.%c + %u]", x->xreg, comp[x->xcomp & 3], x->off);
    else put(o, "[%u]", x->off);
}

/* full: print all four swizzle letters (f64 sources and addresses, whose letter count
 * the assembler checks). */
static void put_src(out_t *o, const sm5_prog_t *p, const sm5_src_t *s, bool full)
{
    if (s->neg) put(o, "-");
    if (s->abs) put(o, "|");                        /* fxc's -|x| */
    switch (s->xkind) {
    case SM5_SRCX_INPUT: put(o, "v%u", s->idx); goto mods;
    case SM5_SRCX_CB: put(o, "cb%u", s->idx); put_index(o, &s->x); goto mods;
    case SM5_SRCX_ICB: put(o, "icb"); put_index(o, &s->x); goto mods;
    case SM5_SRCX_XTEMP: put(o, "x%u", s->idx); put_index(o, &s->x); goto mods;
    default: break;
    }
    switch (s->kind) {
    case SM5_SRC_TEMP: put(o, "r%u", s->idx); break;
    case SM5_SRC_THREAD_ID: put(o, "%s", tid_names[s->idx & 3]); break;
    case SM5_SRC_CONST: {
        const sm5_const_info_t *ci = p && s->idx < p->nconst ? &p->cinfo[s->idx] : NULL;
        if (ci && ci->origin == SM5_CONST_CB) {
            put(o, "cb%u[%u]", ci->cb, ci->elem);
        } else {
            int nv = ci && ci->nvals >= 1 && ci->nvals <= 4 ? ci->nvals : 4;
            put(o, "l(");
            for (int c = 0; c < nv; c++) {
                if (c) put(o, ", ");
                put_value(o, p ? p->cfile[s->idx][c] : 0, ci && (ci->is_float >> c & 1u));
            }
            put(o, ")");
            if (s->swz != SM5_SWZ_XYZW) put_swz(o, s->swz, true);
            if (s->abs) put(o, "|");
            return;
        }
        break;
    }
    default: put(o, "null"); if (s->abs) put(o, "|"); return;
    }
mods:
    put_swz(o, s->swz, full);
    if (s->abs) put(o, "|");
}

static void put_res(out_t *o, const sm5_uop_t *u)
{
    put(o, "%c%u", u->srv ? 't' : (u->res & SM5_RES_GROUPSHARED) ? 'g' : 'u', u->res & 7u);
}

static void put_dst(out_t *o, const sm5_uop_t *u)
{
    switch (u->dst_kind) {
    case SM5_DST_OUTPUT: put(o, "o%u", u->dst_reg); break;
    case SM5_DST_XTEMP: put(o, "x%u", u->dst_reg); put_index(o, &u->dst_idx); break;
    default: put(o, "r%u", u->dst_reg); break;
    }
    put_mask(o, u->dst_mask);
}

int sm5_disasm_uop(const sm5_prog_t *p, const sm5_uop_t *u, char *buf, size_t n)
{
    out_t o = { buf, n, 0 };
    if (buf && n) buf[0] = 0;
    const char *name = sm5_op_name((sm5_op_t)u->op);
    if (!name) { put(&o, "<bad opcode %u>", u->op); return (int)o.len; }
    sm5_op_t op = (sm5_op_t)u->op;
    sm5_opclass_t cl = sm5_op_class(op);
    int ns = sm5_op_nsrc(op);
    if (op == SM5_OP_SYNC) {
        put(&o, "sync%s%s%s%s", (u->sync & SM5_SYNC_UGLOBAL) ? "_uglobal" : "", (u->sync & SM5_SYNC_UGROUP) ? "_ugroup" : "",
            (u->sync & SM5_SYNC_G) ? "_g" : "", (u->sync & SM5_SYNC_T) ? "_t" : "");
        return (int)o.len;
    }
    put(&o, "%s%s", name, u->sat ? "_sat" : "");
    switch (cl) {
    case SM5_CL_CTRL:
        if (ns) { put(&o, " "); put_src(&o, p, &u->src[0], false); }
        break;
    case SM5_CL_ATOMIC: case SM5_CL_IMM_ATOMIC:
        put(&o, " ");
        if (cl == SM5_CL_IMM_ATOMIC) { put(&o, "r%u", u->dst_reg); put_mask(&o, u->dst_mask); put(&o, ", "); }
        put_res(&o, u);
        for (int s = 0; s < ns; s++) { put(&o, ", "); put_src(&o, p, &u->src[s], s == 0); }
        break;
    case SM5_CL_LOAD:
        put(&o, " r%u", u->dst_reg);
        put_mask(&o, u->dst_mask);
        for (int s = 0; s < ns; s++) {
            put(&o, ", ");
            put_src(&o, p, &u->src[s], op == SM5_OP_LD_UAV_TYPED || op == SM5_OP_LD);
        }
        put(&o, ", ");
        put_res(&o, u);
        put_swz(&o, u->res_swz, true);
        break;
    case SM5_CL_STORE:
        put(&o, " ");
        put_res(&o, u);
        put_mask(&o, u->dst_mask);
        for (int s = 0; s < ns; s++) {
            put(&o, ", ");
            put_src(&o, p, &u->src[s], op == SM5_OP_STORE_UAV_TYPED && s == 0);
        }
        break;
    default:
        if (sm5_op_ndst(op) == 2) {
            /* two destinations; a mask of 0 is a `null` destination */
            for (int d = 0; d < 2; d++) {
                uint8_t reg = d ? u->dst2_reg : u->dst_reg, m = d ? u->dst2_mask : u->dst_mask;
                put(&o, d ? ", " : " ");
                uint8_t kind = d ? u->dst2_kind : u->dst_kind;
                if (m) { put(&o, "%c%u", kind == SM5_DST_OUTPUT ? 'o' : 'r', reg); put_mask(&o, m); }
                else put(&o, "null");
            }
        } else {
            put(&o, " ");
            put_dst(&o, u);
        }
        for (int s = 0; s < ns; s++) { put(&o, ", "); put_src(&o, p, &u->src[s], sm5_op_f64_src(op, s)); }
        if (cl == SM5_CL_QUERY) {   /* bufinfo dst, res */
            put(&o, ", ");
            put_res(&o, u);
            put_swz(&o, u->res_swz, true);
        }
        break;
    }
    return (int)o.len;
}



void sm5_disasm_prog(const sm5_prog_t *p, FILE *f)
{
    static const char *const dims[] = { "buffer", "texture1d", "texture1darray", "texture2d",
                                        "texture2darray", "texture3d" };
    static const char *const fmts[] = { "R32_UINT", "R32_SINT", "R32_FLOAT", "R16G16_FLOAT", "R11G11B10_FLOAT" };
    static const char *const tids[] = { "vThreadID", "vThreadIDInGroup", "vThreadIDInGroupFlattened",
                                        "vThreadGroupID" };
    static const struct { uint32_t f; const char *n; } gflags[] = {
        { SM5_GF_REFACTORING_ALLOWED, "refactoringAllowed" },
        { SM5_GF_DOUBLE_PRECISION, "enableDoublePrecisionFloatOps" },
        { SM5_GF_FORCE_EARLY_DEPTH, "forceEarlyDepthStencil" },
        { SM5_GF_RAW_STRUCTURED_BUFFERS, "enableRawAndStructuredBuffers" },
        { SM5_GF_SKIP_OPTIMIZATION, "skipOptimization" },
        { SM5_GF_MINIMUM_PRECISION, "enableMinimumPrecision" },
        { SM5_GF_DOUBLE_EXTENSIONS, "enable11_1DoubleExtensions" },
        { SM5_GF_SHADER_EXTENSIONS, "enable11_1ShaderExtensions" },
    };
    char nb[4];
    fprintf(f, "// disassembled from %s\n", p->file ? p->file : "(memory)");
    fprintf(f, "%s_%u_%u\n", p->shader[0] ? p->shader : "cs", p->sm_major ? p->sm_major : 5, p->sm_minor);
    if (p->global_flags & SM5_GF_PRESENT) {
        bool first = true;
        fprintf(f, "dcl_globalFlags");
        for (size_t i = 0; i < sizeof gflags / sizeof gflags[0]; i++)
            if (p->global_flags & gflags[i].f) { fprintf(f, "%s%s", first ? " " : " | ", gflags[i].n); first = false; }
        if (first) fprintf(f, " refactoringAllowed");
        fprintf(f, "\n");
    }
    if (p->nicb) {
        fprintf(f, "dcl_immediateConstantBuffer {");
        for (uint32_t e = 0; e < p->nicb; e++)
            fprintf(f, "%s{ 0x%08x, 0x%08x, 0x%08x, 0x%08x }%s", e ? "                              " : " ",
                    p->icb[e][0], p->icb[e][1], p->icb[e][2], p->icb[e][3], e + 1 < p->nicb ? ",\n" : " }\n");
    }
    for (int i = 0; i < SM5_NCB; i++)
        if (p->cb_size[i])
            fprintf(f, "dcl_constantbuffer CB%d[%u], %s\n", i, p->cb_size[i],
                    (p->cb_dynamic >> i & 1u) ? "dynamicIndexed" : "immediateIndexed");
    for (int s = 16; s < SM5_PROG_NRES; s++) {
        if (!p->declared[s]) continue;
        const sm5_res_t *r = &p->res[s];
        if (r->kind == SM5_RES_RAW) fprintf(f, "dcl_resource_raw t%d\n", s - 16);
        else if (r->kind == SM5_RES_STRUCTURED) fprintf(f, "dcl_resource_structured t%d, %u\n", s - 16, r->stride);
        else {
            const char *t = r->fmt == SM5_FMT_R32_UINT ? "uint" : r->fmt == SM5_FMT_R32_SINT ? "sint" : "float";
            fprintf(f, "dcl_resource_buffer (%s,%s,%s,%s) t%d\n", t, t, t, t, s - 16);
        }
    }
    for (int i = 0; i < SM5_NIO; i++) {
        if (p->in_decl >> i & 1u) {
            static const char *const modes[] = { "constant", "linear", "centroid", "noperspective", "sample" };
            fprintf(f, "dcl_input%s", p->in_interp[i] ? "_ps" : "");
            for (int m = 0; m < 5; m++)
                if (p->in_interp[i] >> m & 1u) fprintf(f, " %s", modes[m]);
            fprintf(f, " v%d.", i);
            for (int c = 0; c < 4; c++)
                if (p->in_mask[i] >> c & 1u) fprintf(f, "%c", comp[c]);
            fprintf(f, "\n");
        }
    }
    for (int i = 0; i < SM5_NIO; i++) {
        if (!(p->out_decl >> i & 1u)) continue;
        fprintf(f, "dcl_output o%d.", i);
        for (int c = 0; c < 4; c++)
            if (p->out_mask[i] >> c & 1u) fprintf(f, "%c", comp[c]);
        fprintf(f, "\n");
    }
    for (int s = 0; s < SM5_NRES; s++) {
        if (!p->declared[s]) continue;
        const sm5_res_t *r = &p->res[s];
        const char *glc = p->glc[s] ? "_glc" : "";
        sm5_res_name(s, nb);
        if (s >= 8) {
            if (r->kind == SM5_RES_STRUCTURED)
                fprintf(f, "dcl_tgsm_structured %s, %u, %u\n", nb, r->stride, r->size * 4 / r->stride);
            else
                fprintf(f, "dcl_tgsm_raw %s, %u\n", nb, r->size * 4);
        } else if (r->kind == SM5_RES_RAW) {
            fprintf(f, "dcl_uav_raw%s %s\n", glc, nb);
        } else if (r->kind == SM5_RES_STRUCTURED) {
            fprintf(f, "dcl_uav_structured%s %s, %u\n", glc, nb, r->stride);
        } else if (r->kind == SM5_RES_TYPED) {
            const char *t = r->fmt == SM5_FMT_R32_UINT ? "uint" : r->fmt == SM5_FMT_R32_SINT ? "sint" : "float";
            fprintf(f, "dcl_uav_typed_%s%s (%s,%s,%s,%s) %s\n", dims[r->dim < 6 ? r->dim : 0], glc, t, t, t, t, nb);
        }
    }
    for (int i = 0; i < 4; i++)
        if (p->tid_inputs & (1u << i)) fprintf(f, "dcl_input %s%s\n", tids[i], i == 2 ? "" : ".xyz");
    if (p->nregs) fprintf(f, "dcl_temps %d\n", p->nregs);
    for (int i = 0; i < SM5_NXTEMP; i++)
        if (p->xtemp_size[i]) fprintf(f, "dcl_indexableTemp x%d[%u], %u\n", i, p->xtemp_size[i], p->xtemp_comps[i]);
    if (p->thread_group[0])
        fprintf(f, "dcl_thread_group %u, %u, %u\n", p->thread_group[0], p->thread_group[1], p->thread_group[2]);
    if (p->lanes) fprintf(f, "//! lanes %d\n", p->lanes);
    if (p->dispatch[0] && p->dispatch[0] * p->dispatch[1] * p->dispatch[2] != 1)
        fprintf(f, "//! dispatch %u %u %u\n", p->dispatch[0], p->dispatch[1], p->dispatch[2]);
    if (p->max_steps && p->max_steps != SM5_MAX_STEPS_DEFAULT)
        fprintf(f, "//! max_steps %llu\n", (unsigned long long)p->max_steps);
    for (int i = 0; p->vin && i < SM5_NIO; i++) {
        if (!(p->in_decl >> i & 1u)) continue;
        int last = -1;
        for (int l = 0; l < SM5_MAX_LANES; l++)
            for (int c = 0; c < 4; c++)
                if (p->vin[((size_t)l * SM5_NIO + (size_t)i) * 4 + (size_t)c]) last = l;
        if (last < 0) continue;
        fprintf(f, "//! init v%d", i);
        for (int l = 0; l <= last; l++)
            for (int c = 0; c < 4; c++) fprintf(f, " 0x%08x", p->vin[((size_t)l * SM5_NIO + (size_t)i) * 4 + (size_t)c]);
        fprintf(f, "\n");
    }
    if (p->inactive) fprintf(f, "//! inactive 0x%llx\n", (unsigned long long)p->inactive);
    if (p->helper) fprintf(f, "//! helper 0x%llx\n", (unsigned long long)p->helper);
    for (int s = 0; s < SM5_PROG_NRES; s++) {
        if (!p->declared[s]) continue;
        const sm5_res_t *r = &p->res[s];
        sm5_res_name(s, nb);
        if (r->kind == SM5_RES_TYPED) {
            bool deflt = r->fmt <= SM5_FMT_R32_FLOAT;
            if (!deflt) fprintf(f, "//! format %s %s\n", nb, fmts[r->fmt < 5 ? r->fmt : 0]);
            if (r->size) {
                fprintf(f, "//! dims %s %u", nb, r->width);
                switch (r->dim) {
                case SM5_DIM_1DARRAY: fprintf(f, " %u", r->depth); break;
                case SM5_DIM_2D: fprintf(f, " %u", r->height); break;
                case SM5_DIM_2DARRAY: case SM5_DIM_3D: fprintf(f, " %u %u", r->height, r->depth); break;
                default: break;
                }
                fprintf(f, "\n");
            }
        }
        if (r->counter && s < 8) fprintf(f, "//! counter %s 0x%08x\n", nb, r->counter);
        /* raw / structured buffers are as large as their init covers: say so with a fill */
        if ((s < 8 || s >= 16) && r->kind != SM5_RES_TYPED && r->size) fprintf(f, "//! fill %s %u 0\n", nb, r->size);
        const uint32_t *w = p->mem_init ? p->mem_init + r->base : NULL;
        for (uint32_t k = 0; w && k < r->size;) {
            if (!w[k]) { k++; continue; }
            uint32_t e = k;
            while (e < r->size && e - k < 8 && w[e]) e++;
            fprintf(f, "//! init %s[%u]", nb, k);
            for (uint32_t i = k; i < e; i++) fprintf(f, " 0x%08x", w[i]);
            fprintf(f, "\n");
            k = e;
        }
    }
    for (int i = 0; i < SM5_NCB; i++) {
        for (uint32_t e = 0; p->cb_data[i] && e < p->cb_size[i]; e++) {
            const uint32_t *v = p->cb_data[i][e];
            if (!(v[0] | v[1] | v[2] | v[3])) continue;
            fprintf(f, "//! cb cb%d[%u] 0x%08x 0x%08x 0x%08x 0x%08x\n", i, e, v[0], v[1], v[2], v[3]);
        }
    }
    char line[512];
    for (int i = 0; i < p->nuops; i++) {
        sm5_disasm_uop(p, &p->uops[i], line, sizeof line);
        fprintf(f, "%s\n", line);
    }
    for (int i = 0; i < p->nexpects; i++) {
        const sm5_expect_t *e = &p->expects[i];
        if (e->kind == SM5_EXP_REG || e->kind == SM5_EXP_OUT) {
            fprintf(f, "//! expect %c%u.%c", e->kind == SM5_EXP_OUT ? 'o' : 'r', e->reg, comp[e->comp & 3]);
            if (e->width == 64) fprintf(f, "%c", comp[(e->comp + 1) & 3]);   /* an f64 pair */
            if (e->lane != SM5_EXPECT_ALL_LANES) fprintf(f, " lane %d", e->lane);
        } else if (e->kind == SM5_EXP_MEM) {
            fprintf(f, "//! expect %s[%u]", sm5_res_name(e->res, nb), e->word);
        } else {
            fprintf(f, "//! expect counter %s", sm5_res_name(e->res, nb));
        }
        char eb[128];
        sm5_expect_format(e, eb, sizeof eb);
        fprintf(f, " %s\n", eb);
    }
}

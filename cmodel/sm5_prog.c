/* The program image (sm5_prog.h): freeing it, the questions runners ask of it (lanes,
 * execution and helper masks, group size, what hardware it needs) and its memory set-up.
 * Building one from text is the assembler's (sm5_asm.h), from a file sm5_load.h's. */
#include "sm5_prog.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sm5_prog_free(sm5_prog_t *p)
{
    if (!p) return;
    free(p->file);
    free(p->uops);
    free(p->uop_line);
    free(p->uop_col);
    for (int i = 0; i < SM5_NCB; i++) free(p->cb_data[i]);
    free(p->icb);
    free(p->vin);
    free(p->expect_error);
    free(p->mem_init);
    free(p->expects);
    memset(p, 0, sizeof *p);
}

int sm5_prog_run_lanes(const sm5_prog_t *p, int build_default)
{
    int l = p->lanes ? p->lanes : build_default;
    if (l < 1) l = 1;
    if (l > SM5_MAX_LANES) l = SM5_MAX_LANES;
    return l;
}

uint32_t sm5_prog_group_threads(const sm5_prog_t *p)
{
    if (strcmp(p->shader, "cs") != 0 || !p->thread_group[0]) return 0;
    return p->thread_group[0] * p->thread_group[1] * p->thread_group[2];
}

uint64_t sm5_prog_exec_mask(const sm5_prog_t *p, int lanes)
{
    uint32_t g = sm5_prog_group_threads(p);
    if (g && g < (uint32_t)lanes) lanes = (int)g;   /* lanes past the group do not exist */
    uint64_t all = lanes >= 64 ? ~0ull : ((1ull << lanes) - 1);
    return all & ~p->inactive;
}

uint64_t sm5_prog_helper_mask(const sm5_prog_t *p, int lanes)
{
    return sm5_prog_exec_mask(p, lanes) & p->helper;
}

const char *sm5_prog_needs_flow_hw_one_wave(const sm5_prog_t *p)
{
    if (p->dispatch[0] * p->dispatch[1] * p->dispatch[2] > 1) return "several thread groups (//! dispatch)";
    for (int i = 0; i < p->nuops; i++) {
        const sm5_uop_t *u = &p->uops[i];
        if (sm5_op_is_flow((sm5_op_t)u->op) && !(u->op == SM5_OP_RET && i == p->nuops - 1)) return "flow control";
        if (u->op == SM5_OP_LD || u->srv) return "read-only buffers t#";
        if (u->dst_kind != SM5_DST_TEMP || u->dst2_kind != SM5_DST_TEMP) return "o# / x# destinations";
        for (int s = 0; s < SM5_NSRC; s++) {
            if (u->src[s].xkind != SM5_SRCX_NONE) return "v#, icb, x# or relatively indexed cb# operands";
            if (u->src[s].kind == SM5_SRC_THREAD_ID && u->src[s].idx == SM5_SV_GROUP_ID) return "vThreadGroupID";
        }
    }
    return NULL;
}

const char *sm5_prog_needs_flow_hw(const sm5_prog_t *p, int lanes)
{
    /* a group of more threads than lanes runs as several waves: the sequencer's job (the
     * core alone would run the first wave only, and make run runs them all) */
    if (sm5_prog_group_threads(p) > (uint32_t)lanes) return "a thread group of more threads than lanes (several waves)";
    return sm5_prog_needs_flow_hw_one_wave(p);
}

void sm5_prog_setup_mem(const sm5_prog_t *p, sm5_mem_t *m, uint32_t *words)
{
    if (p->mem_words) memcpy(words, p->mem_init, (size_t)p->mem_words * sizeof *words);
    else words[0] = 0;
    sm5_mem_init(m, words, p->mem_words);
    memcpy(m->res, p->res, sizeof m->res);
}

int sm5_res_addr_comps(const sm5_res_t *r)
{
    switch (r->kind) {
    case SM5_RES_RAW: return 1;
    case SM5_RES_STRUCTURED: return 2;
    case SM5_RES_TYPED:
        switch (r->dim) {
        case SM5_DIM_BUFFER: case SM5_DIM_1D: return 1;
        case SM5_DIM_1DARRAY: case SM5_DIM_2D: return 2;
        default: return 3;
        }
    default: return 0;
    }
}

const char *sm5_res_name(int slot, char *buf)
{
    snprintf(buf, 4, "%c%d", slot >= 16 ? 't' : (slot & 8) ? 'g' : 'u', slot & 7);
    return buf;
}

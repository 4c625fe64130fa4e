// Included (by mk/coverage.mk's sed step) at the top of build/ copies of the Verilator
// glue files, so a --coverage build writes its counters just before the model is freed
// (the coverage items point into the model: after `delete top` they are freed memory):
// $SM5_COV_PREFIX_<pid>_<n>.dat, one file per VerilatedContext (the memu harness makes
// several). Nothing happens when SM5_COV_PREFIX is unset.
#ifndef SM5_COV_WRITE_H
#define SM5_COV_WRITE_H
#include "verilated.h"
#include "verilated_cov.h"
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

static inline void sm5_cov_write(VerilatedContext *ctx)
{
    static int n = 0;
    const char *pre = std::getenv("SM5_COV_PREFIX");
    if (!pre || !*pre || !ctx) return;
    char path[4096];
    std::snprintf(path, sizeof path, "%s_%d_%d.dat", pre, (int)getpid(), n++);
    ctx->coveragep()->write(path);
}
// Called right after the model is constructed: counters start from 0 whatever ran before
// in this process (Verilator zeroes them at insertion; this makes it explicit).
static inline void sm5_cov_zero(VerilatedContext *ctx)
{
    if (ctx) ctx->coveragep()->zero();
}
#endif

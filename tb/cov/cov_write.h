// Included (by mk/coverage.mk's sed step) at the top of build/ copies of the Verilator
// glue files, so a --coverage build writes its counters when the model is freed:
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
// Called right after the model is constructed. With Verilator 5.006 the counters of a
// --coverage model do not reliably start at 0 (std::atomic<uint32_t> arrays; seen:
// toggle counts of 2^31 after 20 cycles, different per run, even after zero()), so the
// start values are written too ($SM5_COV_PREFIX_<pid>_<n>.base, the n-th context) and
// sim/cov_report.py --delta turns each .dat into end - start before merging.
static inline void sm5_cov_zero(VerilatedContext *ctx)
{
    static int n = 0;
    const char *pre = std::getenv("SM5_COV_PREFIX");
    if (!ctx) return;
    ctx->coveragep()->zero();
    if (!pre || !*pre) return;
    char path[4096];
    std::snprintf(path, sizeof path, "%s_%d_%d.base", pre, (int)getpid(), n++);
    ctx->coveragep()->write(path);
}
#endif

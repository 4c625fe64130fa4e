/* Named functional-coverage bins: see sm5_cov.h. Open-addressing hash on the name so a
 * hit per lane and component stays cheap. */
#include "sm5_cov.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char name[SM5_COV_NAME_MAX];
    uint64_t hits;
} bin_t;

struct sm5_cov {
    bin_t *bins;
    int n, cap;
    int *hash;          /* index+1 into bins, 0 = empty; hcap slots */
    int hcap;
    uint64_t unknown;
    char first_unknown[SM5_COV_NAME_MAX];
};

static uint32_t fnv(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s) { h ^= (uint8_t)*s++; h *= 16777619u; }
    return h;
}

sm5_cov_t *sm5_cov_new(void)
{
    sm5_cov_t *cv = calloc(1, sizeof *cv);
    if (!cv) return NULL;
    cv->hcap = 4096;
    cv->hash = calloc((size_t)cv->hcap, sizeof *cv->hash);
    if (!cv->hash) { free(cv); return NULL; }
    return cv;
}

void sm5_cov_free(sm5_cov_t *cv)
{
    if (!cv) return;
    free(cv->bins);
    free(cv->hash);
    free(cv);
}

int sm5_cov_find(const sm5_cov_t *cv, const char *name)
{
    uint32_t h = fnv(name) & (uint32_t)(cv->hcap - 1);
    for (;;) {
        int i = cv->hash[h];
        if (i == 0) return -1;
        if (strcmp(cv->bins[i - 1].name, name) == 0) return i - 1;
        h = (h + 1) & (uint32_t)(cv->hcap - 1);
    }
}

static int rehash(sm5_cov_t *cv)
{
    int nc = cv->hcap * 2;
    int *nh = calloc((size_t)nc, sizeof *nh);
    if (!nh) return -1;
    for (int i = 0; i < cv->n; i++) {
        uint32_t h = fnv(cv->bins[i].name) & (uint32_t)(nc - 1);
        while (nh[h]) h = (h + 1) & (uint32_t)(nc - 1);
        nh[h] = i + 1;
    }
    free(cv->hash);
    cv->hash = nh;
    cv->hcap = nc;
    return 0;
}

int sm5_cov_decl(sm5_cov_t *cv, const char *name)
{
    if (strlen(name) >= SM5_COV_NAME_MAX) return -1;
    int f = sm5_cov_find(cv, name);
    if (f >= 0) return f;
    if (cv->n == cv->cap) {
        int nc = cv->cap ? cv->cap * 2 : 256;
        bin_t *nb = realloc(cv->bins, (size_t)nc * sizeof *nb);
        if (!nb) return -1;
        cv->bins = nb;
        cv->cap = nc;
    }
    if ((cv->n + 1) * 2 > cv->hcap && rehash(cv) != 0) return -1;
    bin_t *b = &cv->bins[cv->n];
    memset(b, 0, sizeof *b);
    memcpy(b->name, name, strlen(name) + 1);
    uint32_t h = fnv(name) & (uint32_t)(cv->hcap - 1);
    while (cv->hash[h]) h = (h + 1) & (uint32_t)(cv->hcap - 1);
    cv->hash[h] = ++cv->n;
    return cv->n - 1;
}

int sm5_cov_declf(sm5_cov_t *cv, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return sm5_cov_decl(cv, buf);
}

void sm5_cov_hit(sm5_cov_t *cv, const char *name)
{
    int i = sm5_cov_find(cv, name);
    if (i >= 0) { cv->bins[i].hits++; return; }
    if (cv->unknown++ == 0) {
        strncpy(cv->first_unknown, name, SM5_COV_NAME_MAX - 1);
        cv->first_unknown[SM5_COV_NAME_MAX - 1] = 0;
    }
}

void sm5_cov_hitf(sm5_cov_t *cv, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    sm5_cov_hit(cv, buf);
}

int sm5_cov_count(const sm5_cov_t *cv) { return cv->n; }
const char *sm5_cov_name(const sm5_cov_t *cv, int i) { return cv->bins[i].name; }
uint64_t sm5_cov_hits(const sm5_cov_t *cv, int i) { return cv->bins[i].hits; }
uint64_t sm5_cov_unknown(const sm5_cov_t *cv) { return cv->unknown; }
const char *sm5_cov_first_unknown(const sm5_cov_t *cv) { return cv->first_unknown; }

int sm5_cov_covered(const sm5_cov_t *cv)
{
    int c = 0;
    for (int i = 0; i < cv->n; i++) c += cv->bins[i].hits != 0;
    return c;
}

static size_t group_len(const char *name)
{
    const char *d = strchr(name, '.');
    return d ? (size_t)(d - name) : strlen(name);
}

void sm5_cov_report(const sm5_cov_t *cv, FILE *out, bool verbose)
{
    /* groups in order of first declaration */
    fprintf(out, "%-10s %8s %8s %7s\n", "group", "covered", "total", "pct");
    for (int i = 0; i < cv->n; i++) {
        size_t gl = group_len(cv->bins[i].name);
        bool first = true;
        for (int j = 0; j < i && first; j++)
            if (group_len(cv->bins[j].name) == gl && !strncmp(cv->bins[j].name, cv->bins[i].name, gl))
                first = false;
        if (!first) continue;
        int tot = 0, cov = 0;
        for (int j = i; j < cv->n; j++)
            if (group_len(cv->bins[j].name) == gl && !strncmp(cv->bins[j].name, cv->bins[i].name, gl)) {
                tot++;
                cov += cv->bins[j].hits != 0;
            }
        fprintf(out, "%-10.*s %8d %8d %6.1f%%\n", (int)gl, cv->bins[i].name, cov, tot,
                tot ? 100.0 * cov / tot : 0.0);
    }
    int cov = sm5_cov_covered(cv);
    fprintf(out, "%-10s %8d %8d %6.1f%%\n", "total", cov, cv->n, cv->n ? 100.0 * cov / cv->n : 0.0);
    if (cov < cv->n) {
        fprintf(out, "uncovered bins (%d):\n", cv->n - cov);
        for (int i = 0; i < cv->n; i++)
            if (!cv->bins[i].hits) fprintf(out, "  %s\n", cv->bins[i].name);
    }
    if (cv->unknown)
        fprintf(out, "plan error: %llu hits on undeclared bins (first: %s)\n",
                (unsigned long long)cv->unknown, cv->first_unknown);
    if (verbose) {
        fprintf(out, "covered bins:\n");
        for (int i = 0; i < cv->n; i++)
            if (cv->bins[i].hits)
                fprintf(out, "  %-56s %llu\n", cv->bins[i].name, (unsigned long long)cv->bins[i].hits);
    }
}

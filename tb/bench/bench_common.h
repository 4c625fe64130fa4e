/* Shared helpers of the benchmark drivers (tb/bench/): CPU-time clock and the host
 * setup of a program into the cycle model. CPU time, not wall time, because the machine
 * is shared: a busy neighbour slows wall time but barely our own CPU seconds. */
#ifndef BENCH_COMMON_H
#define BENCH_COMMON_H
#define _POSIX_C_SOURCE 199309L
#include <time.h>

static inline double bench_cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
#endif

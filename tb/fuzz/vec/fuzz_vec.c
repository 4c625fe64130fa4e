/* libFuzzer harness: the vector-file parser/checker (cmodel/sm5_vec.c) on arbitrary
 * bytes. Every message is still formatted (into a buffer) but not printed. The same
 * entry point is replayed over the corpus by tb/fuzz/replay_main.c under gcc's sanitizers. */
#include "sm5_vec.h"
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sm5_vec_stats_t st = {0, 0, 0};
    int rc = sm5_vec_check("fuzz", (const char *)data, size, NULL, &st);
    /* the return value must agree with the counts */
    if ((rc != 0) != (st.failed + st.malformed != 0)) __builtin_trap();
    return 0;
}

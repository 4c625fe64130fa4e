/* The one rule that decides whether a value meets an expectation (SPEC 8, 9): every
 * runner that checks results calls sm5_expect_match (sm5run / the architectural
 * simulator, the cycle model's sm5cyc, the lockstep testbench, the vector runner), so
 * `== nan`, `~ V ulp N`, `~ V abs X` and f64 pairs mean the same everywhere.
 *
 *   == V        bit-exact (f64 pairs: both words)
 *   == nan      any NaN of the width (f32, f64, or the vector files' f16/f11/f10)
 *   == any      anything
 *   ~ V ulp N   both values on the monotone integer order of the float format (+0 and -0
 *               one point); |order(got) - order(V)| <= N. A NaN got never matches (only
 *               `nan` does); an INF V matches only the same INF.
 *   ~ V abs X   |got - V| <= X compared exactly as real numbers (X is kept as the decimal
 *               the test wrote); NaN never matches; an INF V matches only the same INF,
 *               an INF got never matches a finite V.
 * Widths: 32 (f32), 64 (f64: vals[0] the low word, vals[1] the high word). */
#ifndef SM5_EXPECT_H
#define SM5_EXPECT_H
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include "sm5_prog.h"

/* vals: e->width 64 reads vals[0] (low) and vals[1] (high), otherwise vals[0] (only the
 * low e->width bits count for the narrow formats). On a mismatch, why (if not NULL)
 * gets "expected <what>, got <value> (<distance>)". */
bool sm5_expect_match(const sm5_expect_t *e, const uint32_t *vals, char *why, size_t whylen);

/* The lanes (threads) where one expect line failed, as ranges ("0-3,6,9-31"), so a
 * failure over many lanes is reported once. Add lanes in increasing order. */
typedef struct {
    char text[160];
    size_t len;
    uint32_t count;          /* lanes added */
    uint32_t first, prev;    /* the open range */
    bool open, cut;          /* a range is open; text ran out of room (ends "...") */
} sm5_lanes_t;
void sm5_lanes_init(sm5_lanes_t *l);
void sm5_lanes_add(sm5_lanes_t *l, uint32_t lane);
const char *sm5_lanes_str(sm5_lanes_t *l);   /* closes the open range */

/* The expected side as the program text writes it after the target:
 * "== 0x3f800000", "== nan", "~ 0x3f800000 ulp 1", "~ 0x3ff0000000000000 abs 8e-4". */
int sm5_expect_format(const sm5_expect_t *e, char *buf, size_t n);

/* The expected side without the operator: "0x3f800000", "nan", "0x3f800000 ulp 1". */
int sm5_expect_value_text(const sm5_expect_t *e, char *buf, size_t n);

/* ULP distance of two patterns of `width` bits (32 or 64) on the monotone order; the
 * maximum value when either is NaN. */
uint64_t sm5_ulp_distance(uint64_t a, uint64_t b, int width);

/* |a - b| <= m * 10^e10 for two non-NaN finite patterns of `width` bits, exactly. */
bool sm5_abs_within(uint64_t a, uint64_t b, int width, uint64_t m, int e10);

/* Parses an abs bound: decimal digits with an optional fraction and exponent ("0.0008",
 * "8e-4", "1", "2.5E-7"), at most 18 significant digits, |exponent| <= 340, into
 * m * 10^e10. Returns 0, or -1 when s[0..n) is not such a number. */
int sm5_parse_abs_bound(const char *s, size_t n, uint64_t *m, int *e10);

#endif

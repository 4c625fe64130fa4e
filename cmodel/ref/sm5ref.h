/* sm5ref: the Shader Model 5 ALU and atomic golden model as a reference for any testbench.
 *
 * One header, one library (libsm5ref.a / libsm5ref.so, pkg-config name sm5ref). Every
 * call works on bit patterns (uint32_t for 32-bit values, uint64_t for doubles) and is
 * bit-exact with the project's C model (cmodel/), which defines the semantics of
 * SPEC 1-13 and its policies (cmodel/sm5_policy.h).
 *
 * Errors: every call that can fail returns an int, 0 on success and a negative
 * SM5REF_E* code on failure; it then sets a message readable with sm5ref_last_error().
 * Nothing in the library aborts, exits or prints. The message buffer is thread-local
 * (one per thread, 512 bytes): a successful call clears it, sm5ref_clear_error() resets
 * it. There is no other mutable global state; machines (sm5ref_machine_t) are
 * independent objects owned by the caller.
 *
 * Opcodes: the numbers of cmodel/sm5_ops.def, which are also the values of
 * sm5_pkg::sm5_op_e in rtl/sm5_pkg.sv, so an RTL testbench can pass its op_i as is.
 * sm5ref_op("min") looks a mnemonic up.
 *
 * Versioning: SM5REF_VERSION_MAJOR changes when a call or a struct changes
 * incompatibly (also the shared library's soname, libsm5ref.so.MAJOR); MINOR when calls
 * are added. sm5ref_version() gives the library's version at run time. */
#ifndef SM5REF_H
#define SM5REF_H
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SM5REF_VERSION_MAJOR 1
#define SM5REF_VERSION_MINOR 0
#define SM5REF_VERSION_PATCH 0
#define SM5REF_VERSION_STRING "1.0.0"

#if defined(__GNUC__) && defined(SM5REF_BUILD)
#define SM5REF_API __attribute__((visibility("default")))
#else
#define SM5REF_API
#endif

/* Return codes. */
#define SM5REF_OK 0
#define SM5REF_EINVAL (-1)   /* a bad argument: unknown op, modifier the op does not take,
                              * index out of range, NULL pointer */
#define SM5REF_EPARSE (-2)   /* malformed text: a vector line, hex value, program text */
#define SM5REF_ENOMEM (-3)   /* out of memory */
#define SM5REF_ERUN (-4)     /* a program run stopped on a run-time error (P-27, ...) */
#define SM5REF_ESPACE (-5)   /* an output buffer too small */

/* "1.0.0"; and the three numbers as MAJOR << 16 | MINOR << 8 | PATCH. */
SM5REF_API const char *sm5ref_version(void);
SM5REF_API uint32_t sm5ref_version_number(void);

/* The message of the last failed call on this thread ("" after a successful call). */
SM5REF_API const char *sm5ref_last_error(void);
SM5REF_API void sm5ref_clear_error(void);

/* ---- opcodes ---------------------------------------------------------------------- */

/* The opcode of a mnemonic ("min", "imm_atomic_iadd", ...; exact, lower case), or
 * SM5REF_EINVAL when unknown. */
SM5REF_API int sm5ref_op(const char *name);
/* The mnemonic of an opcode, or "" when out of range. */
SM5REF_API const char *sm5ref_op_name(int op);
/* Sources (as the listing writes them) and destinations (2 for imul, umul, udiv, uaddc,
 * usubb, sincos) of an opcode; SM5REF_EINVAL when out of range. */
SM5REF_API int sm5ref_op_nsrc(int op);
SM5REF_API int sm5ref_op_ndst(int op);

/* ---- one instruction on one lane -------------------------------------------------- */

/* Source modifiers, two bits per source s at bit 2*s: SM5REF_NEG(s), SM5REF_ABS(s).
 * Both on one source mean -|x|. Which ops take which (SPEC 2): '-' float, int, move,
 * double and f16tof32 classes; '_abs' float, move, double, f16tof32; _sat (sat != 0)
 * float, move, double (not the double compares / conversions) and f16tof32. A
 * modifier an op does not take is an error (SM5REF_EINVAL). */
#define SM5REF_NEG(s) (1u << (2 * (s)))
#define SM5REF_ABS(s) (2u << (2 * (s)))

/* One ALU instruction on one lane, scalar form: source s holds s0..s3 (unused ones are
 * ignored), the value replicated in every component. A source that reads a double (the
 * double ops, SPEC 12) takes all 64 bits; every other source its low 32 bits. *dst gets
 * the first destination's value (a double, or a 32-bit value zero-extended), *dst2 the
 * second destination's of two-destination ops (imul/umul: HI, LO; udiv: Q, R; uaddc:
 * sum, carry; usubb: difference, borrow; sincos: sin, cos), 0 otherwise. dst2 may be
 * NULL. dp2/dp3/dp4 read vectors: use sm5ref_alu_vec. Memory ops are refused: see
 * sm5ref_atomic and the machine. */
SM5REF_API int sm5ref_alu(int op, uint32_t mods, int sat, uint64_t s0, uint64_t s1,
                          uint64_t s2, uint64_t s3, uint64_t *dst, uint64_t *dst2);

/* The same on four-component registers: src[s][c] is component c of source s after its
 * swizzle; dst[c] / dst2[c] get all four components before the write mask (dp2/3/4:
 * the scalar in every component; a double op: doubles in .xy and .zw, low word first;
 * a double op with 32-bit results: .x and .y). dst2 may be NULL. */
SM5REF_API int sm5ref_alu_vec(int op, uint32_t mods, int sat, const uint32_t src[4][4],
                              uint32_t dst[4], uint32_t dst2[4]);

/* ---- format conversions (SPEC 1, 5): narrowing rounds toward zero ------------------ */
SM5REF_API uint32_t sm5ref_f32_to_f16(uint32_t f);
SM5REF_API uint32_t sm5ref_f16_to_f32(uint32_t h);   /* reads bits 15:0 */
SM5REF_API uint32_t sm5ref_f32_to_f11(uint32_t f);
SM5REF_API uint32_t sm5ref_f11_to_f32(uint32_t v);   /* reads bits 10:0 */
SM5REF_API uint32_t sm5ref_f32_to_f10(uint32_t f);
SM5REF_API uint32_t sm5ref_f10_to_f32(uint32_t v);   /* reads bits 9:0 */
/* Typed UAV formats (SPEC 6, P-10): fmt 0 R32_UINT, 1 R32_SINT, 2 R32_FLOAT,
 * 3 R16G16_FLOAT, 4 R11G11B10_FLOAT. unpack: one word to four components with the P-10
 * fill; pack: four components to one word. SM5REF_EINVAL for another fmt. */
SM5REF_API int sm5ref_fmt_unpack(int fmt, uint32_t word, uint32_t out[4]);
SM5REF_API int sm5ref_fmt_pack(int fmt, const uint32_t in[4], uint32_t *word);

/* ---- memory atomics (SPEC 6) ------------------------------------------------------ */

/* One lane's atomic_* / imm_atomic_* on one word: *mem_after the word after it, *ret
 * what an imm_ form returns (the word before; 0 for atomic_*). s1 is read by the
 * compare forms only. For imm_atomic_alloc / _consume `mem` is the hidden counter.
 * ret may be NULL. SM5REF_EINVAL for a non-atomic op. */
SM5REF_API int sm5ref_atomic(int op, uint32_t mem, uint32_t s0, uint32_t s1,
                             uint32_t *mem_after, uint32_t *ret);

/* `lanes` lanes (1..64) issue the op on one word in one instruction, folded in
 * ascending lane order (P-9: each lane sees the word after the lower lanes); lane l
 * brings s0[l] and s1[l] (s1 may be NULL: zeros). ret[l] gets lane l's return (may be
 * NULL). Counters (alloc / consume): mem is the counter. */
SM5REF_API int sm5ref_atomic_lanes(int op, uint32_t mem, int lanes, const uint32_t *s0,
                                   const uint32_t *s1, uint32_t *mem_after, uint32_t *ret);

/* ---- SPEC 9 vector lines ---------------------------------------------------------- */

/* line: a vector line without its "-> ..." part (a trailing "-> ..." is refused), e.g.
 * "min_sat 0x7fc00000 0x3f800000", "imul -2 3", "atomic_iadd 0 1 x4",
 * "imm_atomic_cmp_exch 5 5 9", "f32_to_f16 3f800000". out gets the expected field(s)
 * as lower-case hex without 0x, at the width of the result (8 digits for 32-bit values,
 * 16 for doubles, 4 / 3 for f16 / f11 and f10), separated by single spaces:
 * "3f800000"; two-destination ops both results; an atomic MEM_AFTER, then for imm_
 * forms the returned value (xN: the N lanes' returns, lanes 0..N-1; alloc / consume:
 * COUNTER_AFTER then the returns). Appending " -> " and out gives a line the project's
 * vector checker passes. 0 on success; SM5REF_EPARSE with a message (column-numbered)
 * for unknown ops, wrong operand counts, bad hex; SM5REF_ESPACE when n is too small. */
SM5REF_API int sm5ref_vector(const char *line, char *out, size_t n);

/* The same with the result in a thread-local buffer, valid until the next call of it on
 * the thread; "" on failure (then sm5ref_last_error() says why). For DPI-C (a `string`
 * return) and other callers without buffers. */
SM5REF_API const char *sm5ref_vector_str(const char *line);

/* ---- a program on a machine (SPEC 8, 13) ------------------------------------------ */

/* A machine: a program image (assembled from fxc-style listing text, SPEC 8) and the
 * architectural state it runs on: per-thread registers r#, outputs o#, the UAV / tgsm
 * memory words, the hidden counters, thread groups (dcl_thread_group, //! dispatch).
 * Opaque; one per run, not shared between threads while in use. */
typedef struct sm5ref_machine sm5ref_machine_t;

/* Assembles text[0..len) (name: used in messages) for a run of `lanes` lanes per wave
 * (0: the program's //! lanes, else 32). *m gets a machine in its initial state:
 * registers 0, memory and counters from the program's //! lines, group 0. */
SM5REF_API int sm5ref_machine_new(const char *name, const char *text, size_t len, int lanes,
                                  sm5ref_machine_t **m);
/* The same from a file (a .dxbc container with its side file works too). */
SM5REF_API int sm5ref_machine_load(const char *path, int lanes, sm5ref_machine_t **m);
SM5REF_API void sm5ref_machine_free(sm5ref_machine_t *m);
/* Back to the initial state (registers 0, memory and counters from the program). */
SM5REF_API int sm5ref_machine_reset(sm5ref_machine_t *m);
/* Groups to run (x*y*z, x fastest; the program's //! dispatch by default). Resets the
 * machine. */
SM5REF_API int sm5ref_machine_set_dispatch(sm5ref_machine_t *m, uint32_t x, uint32_t y,
                                           uint32_t z);

/* Shape of the run. */
SM5REF_API int sm5ref_machine_lanes(const sm5ref_machine_t *m);
SM5REF_API int sm5ref_machine_threads(const sm5ref_machine_t *m);   /* threads of a group */
SM5REF_API int sm5ref_machine_nregs(const sm5ref_machine_t *m);
SM5REF_API int sm5ref_machine_groups(const sm5ref_machine_t *m);
SM5REF_API int sm5ref_machine_nuops(const sm5ref_machine_t *m);
/* Micro-op i of the program as its packed 288-bit form (nine words, w[0] = bits
 * 31:0): what an RTL issue port sees. */
SM5REF_API int sm5ref_machine_uop(const sm5ref_machine_t *m, int i, uint32_t w[9]);

/* Registers: thread t (a lane of a one-wave group), r#reg, component comp (0..3). Set
 * before sm5ref_machine_run they are the first group's inputs (every later group starts
 * at 0, SPEC 13); after a run they hold the last group's values. */
SM5REF_API int sm5ref_machine_set_reg(sm5ref_machine_t *m, int thread, int reg, int comp,
                                      uint32_t v);
SM5REF_API int sm5ref_machine_get_reg(const sm5ref_machine_t *m, int thread, int reg,
                                      int comp, uint32_t *v);
/* Output o#reg of thread t (ps / vs). */
SM5REF_API int sm5ref_machine_get_out(const sm5ref_machine_t *m, int thread, int reg,
                                      int comp, uint32_t *v);
/* Memory: word `word` of resource slot `slot` (0..7 = u0..u7, 8..15 = g0..g7), inside
 * the size the program declared; and a slot's size in words. */
SM5REF_API int sm5ref_machine_words(const sm5ref_machine_t *m, int slot);
SM5REF_API int sm5ref_machine_set_word(sm5ref_machine_t *m, int slot, uint32_t word,
                                       uint32_t v);
SM5REF_API int sm5ref_machine_get_word(const sm5ref_machine_t *m, int slot, uint32_t word,
                                       uint32_t *v);
/* The hidden counter of u# slot (imm_atomic_alloc / _consume). */
SM5REF_API int sm5ref_machine_set_counter(sm5ref_machine_t *m, int slot, uint32_t v);
SM5REF_API int sm5ref_machine_get_counter(const sm5ref_machine_t *m, int slot, uint32_t *v);

/* Runs the program to its end (every group). max_steps: at most that many micro-ops
 * in all (0 = no limit; the program's P-27 per-lane limit applies either way); *steps
 * (may be NULL) gets the micro-ops issued. SM5REF_ERUN when the run stopped on an
 * error (the message says which), SM5REF_EINVAL when max_steps ran out first. */
SM5REF_API int sm5ref_machine_run(sm5ref_machine_t *m, uint64_t max_steps, uint64_t *steps);
/* The program's own //! expect lines against the state: *failed (may be NULL) gets
 * the failing lines, *checked the lines checked. 0 when none failed. */
SM5REF_API int sm5ref_machine_check(const sm5ref_machine_t *m, int *failed, int *checked);

#ifdef __cplusplus
}
#endif
#endif

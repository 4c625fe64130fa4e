/* Assembler and disassembler for the program text of SPEC 8 (fxc /Fc listing syntax with
 * //! directives). The assembler's entry point is sm5_prog_parse (a file: sm5_load.h);
 * this header adds the operand rules the assembler enforces, so that generators and
 * tests can ask the same questions, and the disassembler. */
#ifndef SM5_ASM_H
#define SM5_ASM_H
#include <stdio.h>
#include "sm5_prog.h"

/* Assembles program text in memory (need not be NUL-terminated); name is used in
 * messages. Returns 0 on success; otherwise fills err with
 * "file:line:column: error: ...\n<the line>\n<caret>\n" and returns -1, leaving *p
 * empty (safe to sm5_prog_free). */
int sm5_prog_parse(const char *name, const char *text, size_t len, sm5_prog_t *p,
                   char *err, size_t errlen);

/* Operand modifiers an opcode takes (D3D rules by class, SPEC 2):
 * _sat: float, double, move and f16tof32 classes, except f32tof16, ftoi, ftou (their
 *       results are integers; fxc rejects _sat there) and the double conversions
 *       and compares dtof, ftod, dtoi, dtou, deq, dge, dlt, dne (no _sat in FS 22.14-17);
 * -   : float, int, move, double, f16tof32 classes (itod: two's complement, ftod: f32);
 * _abs: float, move, double, f16tof32 classes.
 * Memory, atomic and ret take none; dmovc's condition (src0) takes none either. */
bool sm5_asm_sat_ok(sm5_op_t op);
bool sm5_asm_neg_ok(sm5_op_t op);
bool sm5_asm_abs_ok(sm5_op_t op);
/* The D3D 11.1 double extensions (ddiv, drcp, dfma, dtoi, dtou, itod, utod): a program
 * with dcl_globalFlags must name enable11_1DoubleExtensions to use them. */
bool sm5_asm_needs_dext(sm5_op_t op);

/* One micro-op back in fxc listing syntax (no newline), constants printed as their
 * origin: l(...) for literals (integers, or fxc's float spelling where it reads back
 * exactly), cb#[n] for constant-buffer entries. Returns the length written
 * (snprintf-like). */
int sm5_disasm_uop(const sm5_prog_t *p, const sm5_uop_t *u, char *buf, size_t n);

/* A whole program: header, declarations, directives (run parameters, memory contents,
 * constant-buffer data, expectations) and the instructions; sm5_prog_parse of the
 * output gives back the same program (same uops, constant file, resources, memory
 * image, expectations). */
void sm5_disasm_prog(const sm5_prog_t *p, FILE *f);

#endif

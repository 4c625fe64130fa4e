"""Tests of the Python package sm5ref against values worked by hand from SPEC (each
derived in its comment) and of its error paths. Run with the venv's python (mk/ref.mk:
make test-ref-python). Prints each failure and `N passed, N failed`; exit 1 on failure."""
import sys

import sm5ref

passed = failed = 0


def check(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL:", what)


def raises(fn, code, text, what):
    try:
        fn()
    except sm5ref.Sm5RefError as e:
        check(e.code == code and text in e.message, "%s: code %d with '%s' (got %d '%s')"
              % (what, code, text, e.code, e.message))
        return
    check(False, what + ": no error raised")


# the example: SPEC 3 P-3, min with one NaN gives the other operand, 1.0
check(sm5ref.vector("min_sat 0x7fc00000 0x3f800000") == "3f800000", "min_sat NaN 1.0")
# 1.0 + 2.0 = 3.0 = 1.5 * 2^1 -> 40400000
check(sm5ref.vector("add 3f800000 40000000") == "40400000", "add 1 2")
# -2 * 3 = -6: HI ffffffff, LO fffffffa
check(sm5ref.vector("imul fffffffe 3") == "ffffffff fffffffa", "imul -2 3")
# atomic: memory after, then the old value
check(sm5ref.vector("imm_atomic_iadd ffffffff 2") == "00000001 ffffffff", "imm_atomic_iadd")
check(sm5ref.vector("f32_to_f16 3f800000") == "3c00", "f32_to_f16 1.0")

check(sm5ref.op("min") == sm5ref.op("min") and sm5ref.op_name(sm5ref.op("umax")) == "umax", "op names")
check(sm5ref.op_nsrc("mad") == 3 and sm5ref.op_ndst("udiv") == 2, "nsrc / ndst")
# 3 + -(1) = 2
check(sm5ref.alu("add", [0x40400000, 0x3F800000], mods=sm5ref.NEG(1)) == (0x40000000, 0), "alu add neg")
# _sat: 2 clamps to 1
check(sm5ref.alu("add", [0x3F800000, 0x3F800000], sat=True)[0] == 0x3F800000, "alu add_sat")
# -|-1.0| = -1.0
check(sm5ref.alu("mov", [0xBF800000], mods=sm5ref.NEG(0) | sm5ref.ABS(0))[0] == 0xBF800000, "alu -|x|")
# udiv 7 2 = 3 r 1
check(sm5ref.alu("udiv", [7, 2]) == (3, 1), "alu udiv")
# dmul 2.0 * 3.0 = 6.0 (binary64 4018000000000000)
check(sm5ref.alu("dmul", [0x4000000000000000, 0x4008000000000000])[0] == 0x4018000000000000, "alu dmul")
# dp4 (1,1,1,1).(1,2,3,4) = 10 = 1.25 * 2^3 -> 41200000
d, _ = sm5ref.alu_vec("dp4", [[0x3F800000] * 4, [0x3F800000, 0x40000000, 0x40400000, 0x40800000]])
check(d == [0x41200000] * 4, "alu_vec dp4")
check(sm5ref.atomic("imm_atomic_umin", 5, 3) == (3, 5), "atomic umin")
check(sm5ref.atomic("atomic_xor", 0xFFFFFFFF, 0x12345678) == (0xEDCBA987, 0), "atomic_xor")
# P-9: lanes in order, each returns the word after the lower lanes
check(sm5ref.atomic_lanes("imm_atomic_iadd", 10, [1, 2, 3]) == (16, [10, 11, 13]), "atomic lanes")
check(sm5ref.f16_to_f32(0xC000) == 0xC0000000 and sm5ref.f32_to_f16(0xC0000000) == 0xC000, "f16 -2")
check(sm5ref.fmt_pack(3, [0x3F800000, 0xC0000000, 0, 0]) == 0xC0003C00, "pack R16G16")
check(sm5ref.version() == sm5ref.__version__, "version")

raises(lambda: sm5ref.vector("frobnicate 1 2"), sm5ref.EPARSE, "unknown op", "vector unknown op")
raises(lambda: sm5ref.vector("add 1"), sm5ref.EPARSE, "takes 2 source operands, got 1", "vector field count")
raises(lambda: sm5ref.vector("add 1 zz"), sm5ref.EPARSE, "bad hex digit", "vector bad hex")
raises(lambda: sm5ref.op("nope"), sm5ref.EINVAL, "unknown op", "op unknown")
raises(lambda: sm5ref.alu("iadd", [1, 2], sat=True), sm5ref.EINVAL, "_sat", "alu iadd_sat")
raises(lambda: sm5ref.atomic("add", 0, 0), sm5ref.EINVAL, "not an atomic", "atomic add")

LISTING = """//! lanes 4
//! init u0 0x10
cs_5_0
dcl_uav_raw u0
dcl_temps 2
ishl r1.x, r0.x, l(2)
imm_atomic_umax r1.y, u0, l(0), r0.x
ret
"""
with sm5ref.Machine.from_text(LISTING) as m:
    check((m.lanes, m.threads, m.nregs, m.nuops, m.words(0)) == (4, 4, 2, 3, 1), "machine shape")
    for t, v in enumerate([3, 0x20, 1, 0x40]):
        m.set_reg(t, 0, 0, v)
    check(m.run() == 3, "run: 3 micro-ops")
    # r1.x = r0.x << 2; umax on 0x10 in lane order: returns 10, 10, 20, 20; word 40
    check([m.get_reg(t, 1, 0) for t in range(4)] == [12, 0x80, 4, 0x100], "ishl results")
    check([m.get_reg(t, 1, 1) for t in range(4)] == [0x10, 0x10, 0x20, 0x20], "umax returns")
    check(m.get_word(0, 0) == 0x40, "umax word after")
    check(m.uop(0) & 0xFF == sm5ref.op("ishl"), "packed uop 0 is ishl")
    raises(lambda: m.get_reg(9, 0, 0), sm5ref.EINVAL, "thread 9", "thread out of range")
raises(lambda: sm5ref.Machine.from_text("cs_5_0\nbogus r0\n", name="b.asm"), sm5ref.EPARSE, "b.asm:2:",
       "assembler error")

print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed or not passed else 0)

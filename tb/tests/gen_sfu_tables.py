#!/usr/bin/env python3
"""Writes tb/tests/sfu_tables.asm: SPEC 11 table-boundary inputs, rsq's two tables, exp
across segments, sin/cos at segment and quadrant ends and far out. Expected values are
the host's double-precision functions (error < 2^-52 relative) rounded to f32; the
tolerances are P-23 / P-24's (1 ULP; log 2^-24 absolute on [0.5, 2]; sin/cos 2^-20
absolute on [-100 pi, 100 pi], [-1, 1] beyond). Run: python3 tb/tests/gen_sfu_tables.py"""
import math
import struct


def f(b):
    return struct.unpack('<f', struct.pack('<I', b))[0]


def bits(x):   # a double rounded to f32 (nearest even), as bits
    return struct.unpack('<I', struct.pack('<f', x))[0]


def seg(k, lo):   # 1.0 with significand segment k (of 256) and position lo (15 bits)
    return 0x3F800000 | (k << 15) | lo


lines = []
A = lines.append
A("// SPEC 11 in lockstep: table-boundary inputs (a significand at the start and the end of")
A("// a segment, the first and last position inside one) of every table, rsq's odd and")
A("// even exponent tables, exp across its segments and of NaN, sin/cos in the first")
A("// segment, at the first and last 1/256 of a segment, at the end of a quadrant and far")
A("// out (300 = within 100 pi; 10^4 and 2^30 beyond it, where SPEC 11 / P-24 only bound")
A("// the result to [-1, 1]). Expected values: the host's double-precision functions")
A("// (error < 2^-52 relative, far below the tolerance) rounded to f32, written by")
A("// tb/tests/gen_sfu_tables.py; tolerances are P-23/P-24's: 1 ULP (rcp rsq exp, log")
A("// outside [0.5, 2]), 2^-24 absolute (log on [0.5, 2]), 2^-20 absolute (sin, cos on")
A("// [-100 pi, 100 pi]), [-1, 1] beyond. None was printed by the model.")
A("cs_5_0")
A("dcl_temps 16")
reg = 0


def emit(op, xs, fn, tol):
    global reg
    A("%s r%d.xyzw, l(%s)" % (op, reg, ", ".join("0x%08x" % x for x in xs)))
    for c, x in enumerate(xs):
        v, t = fn(f(x)), tol(f(x))
        if t is None:
            A("//! expect r%d.%s == 0x7fc00000" % (reg, "xyzw"[c]))
        elif t == 'ulp':
            A("//! expect r%d.%s ~ 0x%08x ulp 1" % (reg, "xyzw"[c], bits(v)))
        else:
            A("//! expect r%d.%s ~ 0x%08x abs %r" % (reg, "xyzw"[c], bits(v), t))
    reg += 1


def U(x):
    return 'ulp'


# rcp inside segment 100 (two inputs whose result a one-LSB error of that segment's c0
# would change: the broken build sfu_table) and at its two ends
emit("rcp", [0x3FB20028, 0x3FB20112, seg(100, 0), seg(99, 0x7FFF)], lambda x: 1 / x, U)
emit("rcp", [seg(0, 1), seg(255, 0x7FFF), seg(128, 0), seg(127, 0x7FFF)], lambda x: 1 / x, U)
emit("rsq", [seg(0, 1), seg(255, 0x7FFF), 0x40000000 | (255 << 15) | 0x7FFF, 0x40000000 | 1],
     lambda x: 1 / math.sqrt(x), U)
emit("log", [seg(0, 1), seg(255, 0x7FFF), 0x4B7FFFFF, 0x3F000000 | (1 << 15)], math.log2,
     lambda x: 2.0 ** -24 if 0.5 <= x <= 2 else 'ulp')
# exp: 255/256, 1 - 2^-24, 1/256, -(1/256 + 2^-20); NaN (P-16: the one NaN)
emit("exp", [bits(255 / 256), 0x3F7FFFFF, bits(1 / 256), bits(-(1 / 256 + 2 ** -20))],
     lambda x: 2.0 ** x, U)
emit("exp", [0x7F800001, bits(-3.5), bits(10.25), bits(127.5)],
     lambda x: 0.0 if x != x else 2.0 ** x, lambda x: None if x != x else 'ulp')


def sincos(xs):
    global reg
    A("sincos r%d.xyzw, r%d.xyzw, l(%s)" % (reg, reg + 1, ", ".join("0x%08x" % x for x in xs)))
    for c, x in enumerate(xs):
        v = f(x)
        t = 2.0 ** -20 if abs(v) <= 100 * math.pi else 1.0
        s_, c_ = (bits(math.sin(v)), bits(math.cos(v))) if t < 1 else (0, 0)
        A("//! expect r%d.%s ~ 0x%08x abs %r" % (reg, "xyzw"[c], s_, t))
        A("//! expect r%d.%s ~ 0x%08x abs %r" % (reg + 1, "xyzw"[c], c_, t))
    reg += 2


# segments of a quadrant are 1/1024 turn: the first segment (0.001), the first 1/256 of
# segment 100 (cos: the last 1/256 of segment 155), the last 1/256 of segment 200
sincos([bits(0.001), bits(2 * math.pi * (100 + 0.5 / 256) / 1024),
        bits(2 * math.pi * (200 + 255.5 / 256) / 1024), bits(-2.5)])
sincos([0x3FC90FD0, bits(300.0), 0x461C4000, 0x4E800000])
A("ret")
with open('tb/tests/sfu_tables.asm', 'w') as fh:
    fh.write("\n".join(lines) + "\n")

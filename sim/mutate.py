#!/usr/bin/env python3
"""Source-level mutation testing of rtl/ (mk/mutate.mk, docs/mutation.md).

  sim/mutate.py list  [--units U,..]                      every mutant: id unit file:line
  sim/mutate.py run   [--units U,..] [--mutants N] [--jobs J] [--ids a,b] [--per-unit N]

Each mutant is one textual change on one line of one file of rtl/sm5.f (outside comments):
  cmp     flipped comparison  < <=, > >=, == !=  (and back)
  tern    swapped ternary arms  c ? a : b  ->  c ? b : a
  const   sized constant off by one  8'd127 -> 8'd126 / 8'd128
  ifstuck stuck-at condition  if (x) -> if (1'b0) / if (1'b1)
  drop    dropped term of a binary & | && ||  (a & b -> a, a & b -> b)
The mutant is a copy of rtl/ in BUILD/mutants/<id>/rtl (BUILD: --build, make's BUILD=) with the one line changed, then
  per-component units (fcmp, dcmp, bitfield, cvt, intalu, fsat, fmt_*, f32/fsmall/lzc
  helpers, the FMA pipe fma/fma_cut/fround): the unit harness tb/unit/rtl built from that
  copy (killed = any mismatch; the FMA files run its fma unit only, at the default STAGES
  and, if it survives there, at each other depth of FMA_OTHER_STAGES);
  vector ALU (valu, lane_alu, operand, regfile, top): the lockstep testbench at
  LANES=MUT_LANES over tb/tests/*.asm and tb/lockstep/tests/*.asm (killed = any lockstep mismatch or expect failure);
  memory unit (mem_unit, agu, arbiter, bank_mem, desc_table): the memu harness at
  MUT_LANES (directed + seeded random streams);
  divide/sqrt unit and multiplier (divsqrt, imul): tb/unit/divmul at five parameter
  sets (killed = any mismatch in one of them);
  double unit (dp, dpdiv, dplead, dpnorm, dppack): tb/unit/dp at five parameter sets (likewise).
A mutant whose copy fails to build (Verilator rejects it) is 'stillborn', counted apart.
Results go to BUILD/mutants/results.tsv (one line per mutant, reused by later runs:
a mutant already decided is not run again unless --rerun) and BUILD/mutants/report.txt.
"""
import argparse
import concurrent.futures as cf
import hashlib
import os
import random
import re
import shutil
import subprocess
import tempfile
import threading
import sys
import time

import mutate_schema as schema
from rtl_files import copy_rtl, rtl_files

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# the build directory (make's BUILD=, --build): the harness objects linked into each
# mutant and the mutants' own folder, build/mutants/ by default
BUILD = os.path.join(ROOT, "build")
MDIR = os.path.join(BUILD, "mutants")


def set_build(path):
    global BUILD, MDIR
    BUILD = os.path.join(ROOT, path)
    MDIR = os.path.join(BUILD, "mutants")

UNIT_FILES = ["sm5_fcmp", "sm5_fcmp_key", "sm5_fcmp_pick", "sm5_dcmp", "sm5_bitfield",
              "sm5_bitfield_mask", "sm5_bitfield_pick", "sm5_cvt", "sm5_cvt_front", "sm5_cvt_back",
              "sm5_intalu", "sm5_fsat", "sm5_f32_to_fsmall_front", "sm5_f32_to_fsmall_back",
              "sm5_fmt_unpack", "sm5_fmt_pack", "sm5_f32_class", "sm5_lzc",
              "sm5_f32_to_fsmall", "sm5_fsmall_to_f32", "sm5_fma", "sm5_fma_cut", "sm5_fround"]
# files whose mutants only the named harness unit can see (the run skips the others)
UNIT_RUN = {"sm5_fma": "fma", "sm5_fma_cut": "fma", "sm5_fround": "fma"}
# the FMA pipe's other depths (mk/rtl_fma.mk FMA_STAGES_LIST): a mutant that survives the
# default depth is rebuilt and run at each of these (its cut table has a row per depth)
FMA_OTHER_STAGES = [0, 1, 2, 3, 5, 6, 7, 8]
VALU_FILES = ["sm5_valu", "sm5_lane_alu", "sm5_lane_fma", "sm5_lane_imul", "sm5_lane_div", "sm5_vlane",
              "sm5_regfile", "sm5_top", "sm5_sfu_wrap", "sm5_lane_sfu",
              # issue, dispatch, write-back and the pipe modules around them
              "sm5_issue_queue", "sm5_scoreboard", "sm5_rd_ctl", "sm5_const_file", "sm5_vlanes",
              "sm5_pipes", "sm5_pipe_fixed", "sm5_pipe_ctl", "sm5_pipe_wbreq", "sm5_pipe_dp",
              "sm5_pipe_imul", "sm5_pipe_div", "sm5_pipe_sfu", "sm5_pipe_dbl", "sm5_pipe_ddiv",
              "sm5_pipe_mem"]
MEMU_FILES = ["sm5_mem_unit", "sm5_agu", "sm5_arbiter", "sm5_bank_mem", "sm5_desc_table"]
# the divide/sqrt unit and the integer multiplier: tb/unit/divmul (mk/divmul.mk)
DIVMUL_FILES = ["sm5_divsqrt", "sm5_imul"]
# the double unit: tb/unit/dp (mk/dp.mk)
DP_FILES = ["sm5_dp", "sm5_dpdiv", "sm5_dplead", "sm5_dpnorm", "sm5_dppack"]
# the special function unit: tb/unit/sfu (mk/sfu.mk); the generated ROM (constants only)
# is left to the harness's sfu_table mutant
SFU_FILES = ["sm5_sfu_lane", "sm5_sfu"]
# which harness decides a unit's mutants
HARNESS = {**{u: "unit" for u in UNIT_FILES}, **{u: "lockstep" for u in VALU_FILES},
           **{u: "memu" for u in MEMU_FILES}, **{u: "divmul" for u in DIVMUL_FILES},
           **{u: "sfu" for u in SFU_FILES},
           **{u: "dp" for u in DP_FILES}}

# ---------------------------------------------------------------- mutant generation


def code_part(line):
    """The line without its // comment (string literals do not occur in rtl/)."""
    i = line.find("//")
    return line if i < 0 else line[:i]


def depth_at(s, pos):
    d = 0
    for ch in s[:pos]:
        if ch in "([{":
            d += 1
        elif ch in ")]}":
            d -= 1
    return d


def in_brackets(s, pos):
    """True inside [...] (bit selects, declarations): no mutation there."""
    d = 0
    for ch in s[:pos]:
        if ch == "[":
            d += 1
        elif ch == "]":
            d -= 1
    return d > 0


CMP_RE = re.compile(r"(?<![<>=!&|^~])(<=|>=|==|!=|<|>)(?![<>=])")
CMP_FLIP = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}


def mut_cmp(code):
    out = []
    for m in CMP_RE.finditer(code):
        op = m.group(1)
        s = m.start(1)
        if in_brackets(code, s):
            continue
        # `<=` outside parentheses is a non-blocking assignment; `->` / `=>` are not ops
        if op == "<=" and depth_at(code, s) == 0:
            continue
        if op == ">" and s > 0 and code[s - 1] == "-":
            continue
        if op in ("<", ">") and re.search(r"#\s*\($", code[:s].rstrip()):
            continue
        out.append(("cmp", s, m.end(1), CMP_FLIP[op], f"{op} -> {CMP_FLIP[op]}"))
    return out


def scan_arm(code, start, stop_chars):
    """End index of an expression starting at `start` at relative depth 0, ending before
    one of stop_chars at depth 0 or a closing bracket that leaves the expression."""
    d = 0
    i = start
    while i < len(code):
        ch = code[i]
        if ch in "([{":
            d += 1
        elif ch in ")]}":
            if d == 0:
                return i
            d -= 1
        elif d == 0 and ch in stop_chars:
            return i
        i += 1
    return i


def mut_tern(code):
    out = []
    for m in re.finditer(r"\?", code):
        q = m.start()
        if in_brackets(code, q):
            continue
        # true arm: up to the ':' at the same depth
        c = scan_arm(code, q + 1, ":")
        if c >= len(code) or code[c] != ":":
            continue
        e = scan_arm(code, c + 1, ";,?")
        if e < len(code) and code[e] == "?":
            # nested ternary in the false arm: take it whole up to ; , or close
            e = scan_arm(code, c + 1, ";,")
        a, b = code[q + 1:c], code[c + 1:e]
        if not a.strip() or not b.strip() or a.strip() == b.strip():
            continue
        new = " " + b.strip() + " : " + a.strip() + (" " if b.endswith(" ") else "")
        out.append(("tern", q + 1, e, new, f"? {a.strip()} : {b.strip()} -> swapped"))
    return out


CONST_RE = re.compile(r"\b(\d+)'([dhb])([0-9a-fA-F_]+)\b")


def mut_const(code):
    out = []
    for m in CONST_RE.finditer(code):
        if in_brackets(code, m.start()):
            continue
        w, base, digits = int(m.group(1)), m.group(2), m.group(3).replace("_", "")
        try:
            v = int(digits, {"d": 10, "h": 16, "b": 2}[base])
        except ValueError:
            continue
        for nv in (v - 1, v + 1):
            if nv < 0 or nv >= (1 << w):
                continue
            txt = {"d": f"{w}'d{nv}", "h": f"{w}'h{nv:X}", "b": f"{w}'b{nv:0{w}b}"}[base]
            out.append(("const", m.start(), m.end(), txt, f"{m.group(0)} -> {txt}"))
    return out


def mut_if(code):
    out = []
    for m in re.finditer(r"\bif\s*\(", code):
        s = m.end()  # after '('
        e = scan_arm(code, s, "")
        if e >= len(code):
            continue
        cond = code[s:e]
        for v in ("1'b0", "1'b1"):
            out.append(("ifstuck", s, e, v, f"if ({cond.strip()}) -> if ({v})"))
    return out


OPERAND = r"~?(?:\([^()]*(?:\([^()]*\)[^()]*)*\)|[A-Za-z_][\w.]*(?:\[[^\]]*\])*|\d+'[dhb][0-9a-fA-F_]+)"
DROP_RE = re.compile(r"(" + OPERAND + r")\s*(&&|\|\||&|\|)\s*(" + OPERAND + r")")


def mut_drop(code):
    out = []
    pos = 0
    while True:
        m = DROP_RE.search(code, pos)
        if not m:
            break
        s = m.start()
        # a unary reduction (|x, &x) has no left operand: the regex needs one, fine.
        # A parenthesised group right after a name is a call's arguments, and a name
        # right before `(` is the function: neither is an operand (the mutant would not parse)
        call = (code[m.start(1)] == "(" and re.search(r"[\w$]\s*$", code[:m.start(1)])) or \
            re.match(r"\s*\(", code[m.end(3):])
        if not in_brackets(code, s) and not call:
            a, op, b = m.group(1), m.group(2), m.group(3)
            out.append(("drop", m.start(), m.end(), a, f"{a} {op} {b} -> {a}"))
            out.append(("drop", m.start(), m.end(), b, f"{a} {op} {b} -> {b}"))
        pos = m.start(3)
    return out


SKIP_LINE = re.compile(r"^\s*(module|input|output|inout|import|package|endpackage|typedef|"
                       r"localparam\s+int|parameter|`)")


def mutants_of(path, unit):
    lines = open(path).read().split("\n")
    res = []
    seen_text = {}
    cond = []    # `ifdef nesting: True where the lines are simulation-only checker code
    for ln, line in enumerate(lines, 1):
        # which copy of this exact line text it is (0 for the first): with the text it
        # names the line in the mutant's id, so edits elsewhere in the file keep ids
        occ = seen_text.get(line.strip(), 0)
        seen_text[line.strip()] = occ + 1
        d = re.match(r"\s*`(ifndef|ifdef|else|endif)\b\s*(\w*)", line)
        if d:
            if d.group(1) in ("ifdef", "ifndef"):
                cond.append(d.group(1) == "ifndef" and d.group(2) == "SYNTHESIS")
            elif d.group(1) == "else" and cond:
                cond[-1] = False
            elif d.group(1) == "endif" and cond:
                cond.pop()
        # assertions and their bookkeeping (`ifndef SYNTHESIS) are not the design: a
        # mutant there only weakens a checker; the sva_* broken builds test the checkers
        if any(cond):
            continue
        code = code_part(line)
        t = code.strip()
        if not t or SKIP_LINE.match(code):
            continue
        # a `default:` arm of a unique case over an enum the harnesses drive only with
        # legal values is unreachable: every mutant there is equivalent (docs/mutation.md)
        if t.startswith("default:"):
            continue
        cands = mut_cmp(code) + mut_tern(code) + mut_const(code) + mut_if(code) + mut_drop(code)
        for kind, s, e, new, desc in cands:
            mutated = code[:s] + new + code[e:] + line[len(code):]
            if mutated == line:
                continue
            res.append({"unit": unit, "file": os.path.relpath(path, ROOT), "line": ln, "occ": occ,
                        "kind": kind, "orig": line.strip(), "new": mutated.strip(),
                        "desc": desc, "text": mutated, "s": s, "e": e, "sub": new})
    return res


def mutant_id(m):
    """<unit>_<hash of file, original line text, its copy number, mutated text>: no line
    number, so the ids in tb/coverage/equivalent_mutants.txt survive edits to other lines
    and go stale (make test-mutate_anchors fails) only when the mutated line changes."""
    key = f"{m['file']}\0{m['orig']}\0{m['occ']}\0{m['new']}"
    return f"{m['unit'][4:]}_{hashlib.sha1(key.encode()).hexdigest()[:8]}"


def all_mutants(units):
    out = []
    listed = {os.path.basename(f)[:-3]: f for f in rtl_files()}
    for u in units:
        if u in listed:
            out += mutants_of(os.path.join(ROOT, listed[u]), u)
    seen, uniq = set(), []
    for m in out:
        m["id"] = mutant_id(m)
        if m["id"] not in seen:     # two operators can give the same text: one mutant
            seen.add(m["id"])
            uniq.append(m)
    return uniq

# ---------------------------------------------------------------- running


def nice():
    try:
        os.nice(10)
    except OSError:
        pass


def sh(cmd, cwd=None, timeout=None, log=None, env=None):
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout, preexec_fn=nice,
                           env=None if env is None else {**os.environ, **env})
        out = p.stdout.decode("utf-8", "replace")
        rc = p.returncode
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode("utf-8", "replace") + "\nTIMEOUT"
        rc = None
    if log:
        with open(log, "a") as f:
            f.write("$ " + " ".join(cmd) + "\n" + out + "\n")
    return rc, out


def make_copy(m):
    d = os.path.join(MDIR, m["id"])
    if os.path.isdir(d):
        shutil.rmtree(d)
    os.makedirs(d)
    copy_rtl(d)
    p = os.path.join(d, m["file"])
    lines = open(p).read().split("\n")
    lines[m["line"] - 1] = m["text"]
    open(p, "w").write("\n".join(lines))
    return d


def vbuild(obj, vl_args, top, exe, kind, make_flags, log):
    """verilator (no --build), then the generated makefile. The Verilator runtime objects
    (verilated*.o) do not depend on the design: the first successful build of a harness
    kind keeps them in BUILD/mutants/_rt_<kind>/ and later builds copy them in (fresh
    mtime), so make compiles only the design and the glue."""
    rc, out = sh(["verilator", "--cc", "--exe", "-Wno-fatal", "--Mdir", obj,
                  "--top-module", top, "-o", exe] + vl_args, timeout=900, log=log)
    if rc != 0:
        return rc, out
    tdir = os.path.join(MDIR, "_rt_" + kind)
    if os.path.isdir(tdir):
        for f in os.listdir(tdir):
            shutil.copy(os.path.join(tdir, f), os.path.join(obj, f))
    rc, out = sh(["make", "-C", obj, "-f", f"V{top}.mk", "-j", "1"] + make_flags + [exe],
                 timeout=1800, log=log)
    if rc == 0 and not os.path.isdir(tdir):
        tmp = tdir + f".tmp{os.getpid()}_{threading.get_ident()}"
        os.makedirs(tmp, exist_ok=True)
        for f in os.listdir(obj):
            if f.startswith("verilated") and f.endswith(".o"):
                shutil.copy(os.path.join(obj, f), os.path.join(tmp, f))
        try:
            os.rename(tmp, tdir)
        except OSError:
            shutil.rmtree(tmp, ignore_errors=True)
    return rc, out


def copy_files(d):
    """The RTL files of the copy in d (rtl/sm5.f of the copy, list order)."""
    return [os.path.join(d, f) for f in rtl_files(d)]


def run_unit(m, d, a):
    cobjs = sorted(os.path.join(BUILD, "unit_rtl", "c", f)
                   for f in os.listdir(os.path.join(BUILD, "unit_rtl", "c")) if f.endswith(".o"))
    obj = os.path.join(d, "obj")
    log = os.path.join(d, "log.txt")
    cmd = ["-CFLAGS", f"-O0 -I{ROOT}/tb/unit/rtl"] + copy_files(d) + \
          [f"{ROOT}/tb/unit/rtl/tb_rtl_units.sv", f"{ROOT}/tb/unit/rtl/rtlu_glue.cpp"] + \
          cobjs + [os.path.join(BUILD, "libsm5.a")]
    rc, out = vbuild(obj, cmd, "tb_rtl_units", "Vtb_rtl_units", "unit",
                     ["OPT_FAST=-O0", "OPT_SLOW=-O0", "OPT_GLOBAL=-O0"], log)
    if rc != 0:
        return "stillborn", out.strip().splitlines()[-1:] or [""]
    only = ["--unit", UNIT_RUN[m["unit"]]] if m["unit"] in UNIT_RUN else []
    rc, out = sh([os.path.join(obj, "Vtb_rtl_units"), "--seed", "1", "--n", str(a.unit_n)] + only,
                 timeout=300, log=log)
    if rc == 0 and m["unit"] in UNIT_RUN:
        for n in FMA_OTHER_STAGES:
            objn = os.path.join(d, f"obj_s{n}")
            rc2, out2 = vbuild(objn, [f"-GFMA_STAGES={n}"] + cmd, "tb_rtl_units", "Vtb_rtl_units",
                               "unit", ["OPT_FAST=-O0", "OPT_SLOW=-O0", "OPT_GLOBAL=-O0"], log)
            if rc2 != 0:
                return "stillborn", [f"STAGES {n}: " + (out2.strip().splitlines()[-1:] or [""])[0]]
            rc2, out2 = sh([os.path.join(objn, "Vtb_rtl_units"), "--seed", "1", "--n",
                            str(max(a.unit_n // 4, 1000)), "--fma-stages", str(n)] + only,
                           timeout=300, log=log)
            if not a.keep:
                shutil.rmtree(objn, ignore_errors=True)
            if rc2 != 0:
                mm = [l for l in out2.splitlines() if l.startswith("MISMATCH")]
                return "killed", [f"at STAGES {n}: " + (mm[:1] or ["rc %s" % rc2])[0]]
    if rc == 0:
        return "survived", [out.strip().splitlines()[-1]]
    mm = [l for l in out.splitlines() if l.startswith("MISMATCH")]
    return "killed", (mm[:1] or ["rc %s" % rc])


# The lockstep harness's second tier: sm5_core (the sequencer in front of sm5_top, several
# waves, register blocks) over the programs that need it, for the units that see the
# register-block path (sm5_top's harness issues every op in block 0) and, for the
# constant RAM, its buffer regions (cb#/icb read through an index: the sequencer's). A
# mutant of these units that survives the first tier runs it before it counts as survived.
CORE_UNITS = {"sm5_scoreboard", "sm5_rd_ctl", "sm5_valu", "sm5_issue_queue", "sm5_const_file"}
CORE_TESTS = ("flow_", "group_")


def core_defaults():
    """sm5_core's parameter defaults the glue needs (mk/sim.mk reads them alike)."""
    txt = open(os.path.join(ROOT, "rtl", "sm5_core.sv")).read()
    return {n: int(re.search(rf"parameter int unsigned {n}\s*=\s*(\d+)", txt).group(1))
            for n in ("NREGS", "SEQ_DEPTH", "MAX_WAVES", "IMEM_DEPTH")}


def build_lockstep(d, a, extra=(), core=False):
    obj = os.path.join(d, "obj_core" if core else "obj")
    log = os.path.join(d, "log.txt")
    L = a.lanes
    # a schemata build (extra = its DPI glue) reads the schema package first
    pre = [os.path.join(d, "rtl", f"{schema.PKG}.sv")] if extra else []
    nregs, defs = 32, ""
    if core:
        cd = core_defaults()
        nregs = cd["NREGS"]
        defs = (f" -DSM5_CORE=1 -DSM5_SEQ_DEPTH={cd['SEQ_DEPTH']} -DSM5_SEQ_WAVES={cd['MAX_WAVES']}"
                f" -DSM5_IMEM_DEPTH={cd['IMEM_DEPTH']}")
    top = "sm5_core" if core else "sm5_top"
    # SFU_LANES (sm5_top only; sm5_core keeps its default): at least 2, or the SFU's lane
    # groups are single lanes and a group's logic across its lanes is never exercised
    if a.sfu_lanes and not core:
        defs += f" -DSM5_SFU_LANES={a.sfu_lanes}"
    cmd = ["--x-assign", "fast", "--x-initial", "unique", "--trace-fst"] + \
          ([f"-GSFU_LANES={a.sfu_lanes}"] if a.sfu_lanes and not core else []) + [
           f"-GLANES={L}", f"-GNREGS={nregs}", "-GNCONST=256", "-GBANKS=32", "-GMEM_WORDS=4096",
           "-CFLAGS", f"-I{ROOT}/tb/lockstep -I{ROOT}/cmodel -DSM5_LANES={L} -DSM5_NREGS={nregs} "
           f"-DSM5_NCONST=256 -DSM5_BANKS=32 -DSM5_MEM_WORDS=4096 -DSM5_VARIANT='\"\"'{defs}",
           ] + pre + copy_files(d) + [f"{ROOT}/tb/lockstep/rtl_glue.cpp",
                                      os.path.join(BUILD, "lockstep", "lockstep.o"),
                                      os.path.join(BUILD, "libsm5.a")] + list(extra)
    rc, out = vbuild(obj, cmd, top, "sm5sim", "lockstep" + ("_core" if core else "") +
                     ("_schema" if extra else ""), ["OPT_FAST=-O0", "OPT_SLOW=-O0", "OPT_GLOBAL=-O0"], log)
    return rc, out, os.path.join(obj, "sm5sim")


def exec_lockstep(exe, a, log, env=None, core=False):
    # directed tests back to back (issue seed 0); the random programs with issue bubbles
    # (seed > 0: valid low between ops, when the don't-care inputs carry random bits);
    # the core tier: the flow_* and group_* programs through the sequencer (mk/flow.mk)
    tests = lockstep_tests(a, core)
    skipped = 0
    for i, (t, seed) in enumerate(tests):
        n = os.path.basename(t)[:-4]
        # --lockstep-only: programs wider than the mutant's LANES still compare every cycle;
        # a power-up state per program (one seed for all let a missing reset pass when
        # that one state happened to drain during the reset)
        rc, out = sh([exe, "--test", n, "--seed", seed, "--rand-init", str(5 + i), "--quiet",
                      "--lockstep-only"] + (["--seq"] if core else []) + [t],
                     timeout=300 if core else 120, log=log, env=env)
        if rc == 3:     # the program needs what this build lacks (decided before the run)
            skipped += 1
            continue
        if rc != 0:
            first = [l for l in out.splitlines() if l.startswith(("MISMATCH", "TIMEOUT"))
                     or "expect" in l] or ["rc %s" % rc]
            return "killed", [("core: " if core else "") + f"{n}: {first[0]}"]
    return "survived", [f"{len(tests) - skipped} {'core ' if core else ''}programs pass"]


_TESTS = {}


def lockstep_tests(a, core):
    """[(program, issue seed)] of a tier, listed once per run and only programs git tracks:
    a program someone is still writing (untracked, or added while a campaign runs) neither
    kills mutants nor escapes the baseline."""
    if core not in _TESTS:
        tests = []
        rc, out = sh(["git", "-C", ROOT, "ls-files", "tb/tests", "tb/lockstep/tests"])
        tracked = set(out.split()) if rc == 0 else None
        for td in ("tb/tests", "tb/lockstep/tests"):
            if os.path.isdir(os.path.join(ROOT, td)):
                # (flow_*: the sequencer's programs need the core build, mk/flow.mk)
                tests += [(os.path.join(ROOT, td, f), "0") for f in sorted(os.listdir(os.path.join(ROOT, td)))
                          if f.endswith(".asm") and f.startswith(CORE_TESTS if core else "flow_") == core
                          and (tracked is None or f"{td}/{f}" in tracked)]
        if a.seed_dir and os.path.isdir(a.seed_dir) and not core:
            tests += [(os.path.join(a.seed_dir, f), str(i)) for i, f in
                      enumerate(sorted(f for f in os.listdir(a.seed_dir) if f.endswith(".asm")), 1)]
        _TESTS[core] = tests
    return _TESTS[core]


def run_lockstep(m, d, a):
    rc, out, exe = build_lockstep(d, a)
    if rc != 0:
        return "stillborn", out.strip().splitlines()[-1:] or [""]
    st, info = exec_lockstep(exe, a, os.path.join(d, "log.txt"))
    if st == "survived" and m["unit"] in CORE_UNITS:
        rc, out, exe = build_lockstep(d, a, core=True)
        if rc != 0:
            return "stillborn", ["core: " + (out.strip().splitlines()[-1:] or [""])[0]]
        st, info2 = exec_lockstep(exe, a, os.path.join(d, "log.txt"), core=True)
        info = info2 if st == "killed" else [info[0] + "; " + info2[0]]
    return st, info


def build_memu(d, a, extra=()):
    obj = os.path.join(d, "obj")
    log = os.path.join(d, "log.txt")
    L = a.lanes
    pre = [os.path.join(d, "rtl", f"{schema.PKG}.sv")] if extra else []
    cmd = [f"-GLANES={L}", "-GBANKS=32", "-GMEM_WORDS=4096", "--trace-fst",
           "-CFLAGS", f"-O0 -I{ROOT}/cmodel -I{ROOT}/tb/memu -DMEMU_LANES={L} -DMEMU_BANKS=32 "
           f"-DMEMU_MEM_WORDS=4096"] + pre + copy_files(d) + \
          [f"{ROOT}/tb/memu/memu_rtl.cpp", os.path.join(BUILD, "memu", "memu_tb.o"),
           os.path.join(BUILD, "libsm5.a")] + list(extra)
    rc, out = vbuild(obj, cmd, "sm5_mem_unit", "memu_tb", "memu" + ("_schema" if extra else ""),
                     ["OPT_FAST=-O0", "OPT_SLOW=-O0"], log)
    return rc, out, os.path.join(obj, "memu_tb")


# memu harness: seed 1 with 8 random streams decides most mutants in ~3 s; a survivor gets
# a second, longer tier (another seed, 64 streams of 120 instructions, ~12 s) before it
# counts as survived (on the rewritten unit it killed 2 of 85 first-tier survivors:
# arbiter line 64 `<` -> `<=` and a dropped m_v_q at mem_unit line 596).
MEMU_TIERS = [["--seed", "1", "--random", "8"], ["--seed", "2", "--random", "64", "--len", "120"]]


def exec_memu(exe, a, log, env=None):
    for t, args in enumerate(MEMU_TIERS):
        rc, out = sh([exe] + args, timeout=900, log=log, env=env)
        if rc != 0:
            first = [l for l in out.splitlines() if l.startswith(("MISMATCH", "FAIL"))] or ["rc %s" % rc]
            return "killed", [(f"tier {t + 1}: " if t else "") + first[0]]
    return "survived", [f"tiers 1-{len(MEMU_TIERS)}: " + (out.strip().splitlines()[-1] if out.strip() else "")]


def run_memu(m, d, a):
    rc, out, exe = build_memu(d, a)
    if rc != 0:
        return "stillborn", out.strip().splitlines()[-1:] or [""]
    return exec_memu(exe, a, os.path.join(d, "log.txt"))


# tb/unit/divmul at the six parameter sets of mk/divmul.mk (DM_G_*), so every generate
# branch and parameter threshold of the two units is exercised (BITS 1-4, STAGES 1-5,
# MUL_CS 0 and 1): a mutant is killed by a mismatch in any of them.
DIVMUL_CFGS = [("ok", []), ("alt", ["-GBITS=3", "-GSTAGES=1"]),
               ("alt2", ["-GBITS=2", "-GSTAGES=5", "-GMUL_CS=1"]),
               ("alt3", ["-GBITS=4", "-GSTAGES=2"]), ("alt4", ["-GBITS=1", "-GSTAGES=4"]),
               ("alt5", ["-GSTAGES=1", "-GMUL_CS=1"])]


def build_divmul(d, a, extra=()):
    log = os.path.join(d, "log.txt")
    pre = [os.path.join(d, "rtl", f"{schema.PKG}.sv")] if extra else []
    exes = []
    for name, g in DIVMUL_CFGS:
        obj = os.path.join(d, "obj" if name == "ok" else "obj_" + name)
        cmd = ["--x-initial", "unique"] + g + ["-CFLAGS", f"-O0 -I{ROOT}/tb/unit/divmul"] + pre + \
            copy_files(d) + [f"{ROOT}/tb/unit/divmul/tb_divmul.sv", f"{ROOT}/tb/unit/divmul/dm_glue.cpp",
                             os.path.join(BUILD, "unit_divmul", "c", "dm_main.o"),
                             os.path.join(BUILD, "libsm5.a")] + list(extra)
        rc, out = vbuild(obj, cmd, "tb_divmul", "Vtb_divmul", "divmul" + ("_schema" if extra else ""),
                         ["OPT_FAST=-O0", "OPT_SLOW=-O0", "OPT_GLOBAL=-O0"], log)
        if rc != 0:
            return rc, out, None
        exes.append(os.path.join(obj, "Vtb_divmul"))
    return 0, "", exes


def exec_divmul(exes, a, log, env=None):
    n = str(max(1000, a.unit_n // 10))
    for exe in exes:
        rc, out = sh([exe, "--seed", "1", "--n", n], timeout=300, log=log, env=env)
        if rc != 0:
            first = [l for l in out.splitlines() if l.startswith(("MISMATCH", "NOT REACHED"))] \
                or ["rc %s" % rc]
            return "killed", [f"{os.path.basename(os.path.dirname(exe))}: {first[0]}"]
    return "survived", [f"{len(exes)} parameter sets pass"]


def run_divmul(m, d, a):
    rc, out, exes = build_divmul(d, a)
    if rc != 0:
        return "stillborn", out.strip().splitlines()[-1:] or [""]
    return exec_divmul(exes, a, os.path.join(d, "log.txt"))


# tb/unit/dp at five of the parameter sets of mk/dp.mk (DP_G_*): every cut set of the pipe
# (STAGES 0, 1, 3, 4, 7) and every BITS of the divider.
DP_CFGS = [("ok", []), ("alt", ["-GSTAGES=1", "-GBITS=1"]), ("alt2", ["-GSTAGES=3", "-GBITS=4"]),
           ("alt3", ["-GSTAGES=7", "-GBITS=8"]), ("alt4", ["-GSTAGES=0", "-GBITS=2"])]


def build_dp(d, a, extra=()):
    log = os.path.join(d, "log.txt")
    pre = [os.path.join(d, "rtl", f"{schema.PKG}.sv")] if extra else []
    exes = []
    for name, g in DP_CFGS:
        obj = os.path.join(d, "obj" if name == "ok" else "obj_" + name)
        cmd = ["--x-initial", "unique"] + g + ["-CFLAGS", f"-O0 -I{ROOT}/tb/unit/dp"] + pre + \
            copy_files(d) + [f"{ROOT}/tb/unit/dp/tb_dp.sv", f"{ROOT}/tb/unit/dp/dp_glue.cpp",
                             os.path.join(BUILD, "unit_dp", "c", "dp_main.o"),
                             os.path.join(BUILD, "libsm5.a")] + list(extra)
        rc, out = vbuild(obj, cmd, "tb_dp", "Vtb_dp", "dp" + ("_schema" if extra else ""),
                         ["OPT_FAST=-O0", "OPT_SLOW=-O0", "OPT_GLOBAL=-O0"], log)
        if rc != 0:
            return rc, out, None
        exes.append(os.path.join(obj, "Vtb_dp"))
    return 0, "", exes


def exec_dp(exes, a, log, env=None):
    n = max(2000, a.unit_n // 10)
    for exe in exes:
        rc, out = sh([exe, "--seed", "1", "--n", str(n), "--ndiv", str(max(200, n // 20))],
                     timeout=300, log=log, env=env)
        if rc != 0:
            first = [l for l in out.splitlines() if l.startswith("MISMATCH") or "MISSING" in l] \
                or ["rc %s" % rc]
            return "killed", [f"{os.path.basename(os.path.dirname(exe))}: {first[0]}"]
    return "survived", [f"{len(exes)} parameter sets pass"]


def run_dp(m, d, a):
    rc, out, exes = build_dp(d, a)
    if rc != 0:
        return "stillborn", out.strip().splitlines()[-1:] or [""]
    return exec_dp(exes, a, os.path.join(d, "log.txt"))


# tb/unit/sfu at STAGES 4 and 6 (4 lanes), as test-sfu-rtl
SFU_CFGS = [("ok", ["-GSTAGES=4"], 4), ("s6", ["-GSTAGES=6"], 6)]


def build_sfu(d, a, extra=()):
    log = os.path.join(d, "log.txt")
    pre = [os.path.join(d, "rtl", f"{schema.PKG}.sv")] if extra else []
    exes = []
    for name, g, st in SFU_CFGS:
        obj = os.path.join(d, "obj" if name == "ok" else "obj_" + name)
        cmd = ["--x-initial", "unique", "-GSFU_LANES=4"] + g + ["-CFLAGS", f"-O0 -I{ROOT}/tb/unit/sfu"] + \
            pre + copy_files(d) + [f"{ROOT}/tb/unit/sfu/sfu_glue.cpp",
                                   os.path.join(BUILD, "sfu", "c", "sfu_main.o"),
                                   os.path.join(BUILD, "libsm5.a")] + list(extra)
        rc, out = vbuild(obj, cmd, "sm5_sfu", "Vsm5_sfu", "sfu" + ("_schema" if extra else ""),
                         ["OPT_FAST=-O0", "OPT_SLOW=-O0", "OPT_GLOBAL=-O0"], log)
        if rc != 0:
            return rc, out, None
        exes.append((os.path.join(obj, "Vsm5_sfu"), st))
    return 0, "", exes


def exec_sfu(exes, a, log, env=None):
    n = str(max(1000, a.unit_n // 10))
    for exe, st in exes:
        rc, out = sh([exe, "--seed", "1", "--n", n, "--stages", str(st)], timeout=600, log=log, env=env)
        if rc != 0:
            first = [l for l in out.splitlines() if l.startswith("MISMATCH")] or ["rc %s" % rc]
            return "killed", [f"STAGES {st}: {first[0]}"]
    return "survived", [f"{len(exes)} depths pass"]


def run_sfu(m, d, a):
    rc, out, exes = build_sfu(d, a)
    if rc != 0:
        return "stillborn", out.strip().splitlines()[-1:] or [""]
    return exec_sfu(exes, a, os.path.join(d, "log.txt"))


def run_one(m, a):
    t0 = time.time()
    d = make_copy(m)
    h = HARNESS[m["unit"]]
    fn = {"unit": run_unit, "lockstep": run_lockstep, "memu": run_memu, "divmul": run_divmul,
          "sfu": run_sfu, "dp": run_dp}[h]
    try:
        status, info = fn(m, d, a)
    except Exception as e:  # a harness crash must not stop the campaign
        status, info = "error", [repr(e)]
    if not a.keep:
        for o in os.listdir(d):
            if o == "obj" or o.startswith("obj_"):
                shutil.rmtree(os.path.join(d, o), ignore_errors=True)
    return m, status, (info[0] if info else "").replace("\t", " ")[:200], time.time() - t0


SCHEMA_TEXTUAL = {"rtl/sm5_pipe_ctl.sv"}


def run_schemata(kind, ms, a, record):
    """All of ms (one harness kind) in one schemata build (sim/mutate_schema.py), each run
    with SM5_MUT=k. Lines Verilator rejects in schema form are taken out and the build
    retried. Returns the mutants left to textual builds, or None if the schemata build or
    its baseline (SM5_MUT=0) failed (then all of ms go the textual way)."""
    d = os.path.join(MDIR, f"_schema_{kind}")
    for k, m in enumerate(ms, 1):
        m["k"] = k
    os.makedirs(MDIR, exist_ok=True)
    with open(os.path.join(MDIR, f"_schema_{kind}.kmap"), "w") as fh:   # SM5_MUT=k by hand
        fh.writelines(f"{m['k']}\t{m['id']}\n" for m in ms)
    build = {"lockstep": build_lockstep, "memu": build_memu, "divmul": build_divmul,
             "sfu": build_sfu, "dp": build_dp}[kind]
    exe_fn = {"lockstep": exec_lockstep, "memu": exec_memu, "divmul": exec_divmul,
              "sfu": exec_sfu, "dp": exec_dp}[kind]
    # sm5_pipe_ctl's stage loop in schema form simulates wrongly under Verilator 5.006 (the
    # SM5_MUT=0 baseline fails: the last stage shows the first stage's payload): textual
    exclude = {(m["file"], m["line"]) for m in ms if m["file"] in SCHEMA_TEXTUAL}
    t0 = time.time()
    for _ in range(15):
        inside, outside, joined = schema.write_copy(ROOT, d, ms, exclude)
        rc, out, exe = build(d, a, [os.path.join(d, "mut_env.cpp")])
        if rc == 0:
            break
        # an error blames the nearest schema line at or above it (within a few lines) not
        # yet taken out: an error in a loop body can come from its header's schema; a
        # joined statement's errors are at its first line
        sl = {(m["file"], m["line"]) for m in ms} | set(joined)
        bad = set()
        for f, ln in schema.rejected_lines(out):
            near = [x for x in range(ln, max(ln - 6, 0), -1)
                    if (f, x) in sl and (f, x) not in exclude]
            bad.add((f, near[0]) if near else (f, ln))
        # a function evaluated as a constant (a localparam from it): its schema lines all go
        for f, fn in re.findall(r"%Error[^:]*: (?:\S*/)?(rtl/\w+\.sv):\d+:\d+: .*FUNCREF '(\w+)'", out):
            src = open(os.path.join(ROOT, f)).read().splitlines()
            start = next((i for i, l in enumerate(src) if re.search(rf"\bfunction\b.*\b{fn}\s*\(", l)), None)
            if start is not None:
                end = next((i for i in range(start, len(src)) if "endfunction" in src[i]), len(src) - 1)
                bad |= {(f, x) for x in range(start + 1, end + 2) if (f, x) in sl and (f, x) not in exclude}
        bad -= exclude
        if not bad:
            print(f"schemata {kind}: build failed (log {d}/log.txt); textual builds instead",
                  flush=True)
            return None
        exclude |= bad
    else:
        return None
    log = os.path.join(d, "run.txt")
    status, info = exe_fn(exe, a, log, {"SM5_MUT": "0"})
    print(f"schemata {kind}: {len(inside)} mutants in one build ({time.time() - t0:.0f}s), "
          f"{len(outside)} textual; baseline {'ok' if status == 'survived' else 'FAILED'} "
          f"{info[0] if info else ''}", flush=True)
    if status != "survived":
        return None
    byid = {m["id"]: m for m in ms}
    core_exe = None
    if kind == "lockstep" and any(byid[i]["unit"] in CORE_UNITS for i in inside):
        # the core tier from the same schema copy, its baseline first
        rc, out, core_exe = build_lockstep(d, a, [os.path.join(d, "mut_env.cpp")], core=True)
        st, inf = exe_fn(core_exe, a, log, {"SM5_MUT": "0"}, core=True) if rc == 0 \
            else ("killed", ["build failed"])
        print(f"schemata {kind}: core tier ({time.time() - t0:.0f}s) baseline "
              f"{'ok' if st == 'survived' else 'FAILED'} {inf[0] if inf else ''}", flush=True)
        if st != "survived":
            core_exe = None

    def one(mid):
        t1 = time.time()
        st, inf = exe_fn(exe, a, log + f".{byid[mid]['k']}", {"SM5_MUT": str(byid[mid]["k"])})
        if st == "survived" and byid[mid]["unit"] in CORE_UNITS:
            if core_exe is None:        # undecided: an error is run again next time
                st, inf = "error", ["core tier unavailable (its build or baseline failed)"]
            else:
                st, inf2 = exe_fn(core_exe, a, log + f".{byid[mid]['k']}",
                                  {"SM5_MUT": str(byid[mid]["k"])}, core=True)
                inf = inf2 if st == "killed" else [inf[0] + "; " + inf2[0]]
        try:
            os.remove(log + f".{byid[mid]['k']}")
        except OSError:
            pass
        return byid[mid], st, ("schema: " + (inf[0] if inf else "")).replace("\t", " ")[:200], \
            time.time() - t1
    with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for f in cf.as_completed([ex.submit(one, i) for i in inside]):
            record(*f.result())
    return [byid[i] for i in outside]


def load_results():
    p = os.path.join(MDIR, "results.tsv")
    r = {}
    if os.path.exists(p):
        for line in open(p):
            f = line.rstrip("\n").split("\t")
            if len(f) >= 8 and not line.startswith("#"):
                r[f[0]] = {"id": f[0], "unit": f[1], "loc": f[2], "kind": f[3], "status": f[4],
                           "secs": f[5], "desc": f[6], "info": f[7]}
    return r


EQUIV_FILE = os.path.join(ROOT, "tb", "coverage", "equivalent_mutants.txt")


def load_equivalent():
    """id -> (class, why) from tb/coverage/equivalent_mutants.txt."""
    eq = {}
    if os.path.exists(EQUIV_FILE):
        for line in open(EQUIV_FILE):
            if line.strip() and not line.startswith("#"):
                f = line.rstrip("\n").split("\t")
                eq[f[0]] = (f[1] if len(f) > 1 else "?", f[2] if len(f) > 2 else "")
    return eq


EQUIV_CLASSES = ["REDUNDANT", "DONTCARE", "PROTOCOL", "ILLEGAL", "VALUE", "RANGE"]


def check_equivalent(path, muts, quiet=False):
    """(passed, failed, messages) for the equivalent list at path: every line
    `id<TAB>class<TAB>why`, a known class, an id of a mutant rtl/ has today, no id twice.
    A stale id means the judged line changed or went: its mutant is a new survivor to judge."""
    byid = {m["id"]: m for m in muts}
    rel = os.path.relpath(path, ROOT)
    rel = path if rel.startswith("..") else rel
    p, f, msgs, seen = 0, 0, [], {}
    for n, line in enumerate(open(path), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fl = line.rstrip("\n").split("\t")
        if len(fl) != 3 or not fl[2].strip():
            err = f"{rel}:{n}:1: error: expected 'id<TAB>class<TAB>why', got {len(fl)} tab-separated field(s)"
        elif fl[1] not in EQUIV_CLASSES:
            err = (f"{rel}:{n}:{len(fl[0]) + 2}: error: unknown class '{fl[1]}' "
                   f"(known: {' '.join(EQUIV_CLASSES)})")
        elif fl[0] not in byid:
            err = (f"{rel}:{n}:1: error: '{fl[0]}' names no mutant of today's rtl/ (the judged line "
                   f"changed or went; `make mutate-list UNITS={re.sub(r'(_[0-9]+)?_[0-9a-f]{8}$', '', fl[0])}` "
                   f"lists today's ids)")
        elif fl[0] in seen:
            err = f"{rel}:{n}:1: error: '{fl[0]}' is listed already at line {seen[fl[0]]}"
        else:
            err = None
            seen[fl[0]] = n
        if err:
            f += 1
            msgs.append(err)
        else:
            p += 1
            m = byid[fl[0]]
            if not quiet:
                msgs.append(f"ok   {fl[0]:22s} {m['file']}:{m['line']}  {fl[1]}")
    return p, f, msgs


def check_cmd(muts):
    """make test-mutate_anchors: the real list, then two broken copies that must fail."""
    p, f, msgs = check_equivalent(EQUIV_FILE, muts)
    print("\n".join(msgs))
    print(f"equivalent list: {p} ids name current mutants, {f} errors")
    if p == 0:
        f += 1
        print(f"FAIL {os.path.relpath(EQUIV_FILE, ROOT)} lists no mutant")
    good = [ln for ln in open(EQUIV_FILE) if ln.strip() and not ln.startswith("#")]
    cases = [("a stale id (an old line-numbered one)", "fcmp_64_416281b9\tVALUE\tstale\n",
              "names no mutant"),
             ("a line without its reason", good[0].split("\t")[0] + "\tVALUE\n", "expected 'id<TAB>"),
             ("an unknown class", good[0].split("\t")[0] + "\tMAYBE\twhy\n", "unknown class"),
             ("an id twice", good[0], "listed already")]
    with tempfile.TemporaryDirectory() as d:
        for what, extra, want in cases:
            t = os.path.join(d, "equivalent_mutants.txt")
            with open(t, "w") as fh:
                fh.writelines(good + [extra])
            cp, cf, cm = check_equivalent(t, muts, quiet=True)
            if cf == 1 and any(want in x for x in cm):
                p += 1
                print(f"ok   the check fails on {what}: {cm[0]}")
            else:
                f += 1
                print(f"FAIL the check does not catch {what} ({cf} errors)")
    print(f"{p} passed, {f} failed")
    return 1 if f else 0


def equivalent(m, eq):
    """(class, why) when m is a known equivalent mutant, else None."""
    if m["id"] in eq:
        return eq[m["id"]]
    if m["kind"] == "cmp" and re.search(r"\bfor\s*\(", m["orig"]) and \
            re.search(r"<\s*->\s*<=", m["desc"]):
        return ("LOOP", "loop bound < -> <=: the extra iteration indexes one past the array")
    return None


def write_report(muts, results, out):
    eq = load_equivalent()
    units = sorted({m["unit"] for m in muts})
    lines = []
    lines.append(f"{'unit':18s} {'harness':9s} {'mutants':>7s} {'run':>5s} {'killed':>6s} "
                 f"{'surv':>5s} {'equiv':>5s} {'stillb':>6s} {'raw':>7s} {'score':>7s}")
    tk = tr = ts = te = 0
    for u in units:
        ms = [m for m in muts if m["unit"] == u]
        rs = [results[m["id"]] for m in ms if m["id"] in results]
        k = sum(r["status"] == "killed" for r in rs)
        s = sum(r["status"] == "survived" for r in rs)
        e = sum(1 for m in ms if results.get(m["id"], {}).get("status") == "survived"
                and equivalent(m, eq))
        sb = sum(r["status"] in ("stillborn", "error") for r in rs)
        tk += k
        ts += s
        te += e
        tr += k + s
        raw = f"{100.0 * k / (k + s):.1f}%" if k + s else "-"
        sc = f"{100.0 * k / (k + s - e):.1f}%" if k + s - e else "-"
        lines.append(f"{u:18s} {HARNESS[u]:9s} {len(ms):7d} {len(rs):5d} {k:6d} {s:5d} {e:5d} "
                     f"{sb:6d} {raw:>7s} {sc:>7s}")
    raw = f"{100.0 * tk / tr:.1f}%" if tr else "-"
    sc = f"{100.0 * tk / (tr - te):.1f}%" if tr - te else "-"
    lines.append(f"{'total':18s} {'':9s} {len(muts):7d} {'':5s} {tk:6d} {ts:5d} {te:5d} "
                 f"{'':6s} {raw:>7s} {sc:>7s}")
    lines.append("")
    lines.append("score = killed / (killed + survived - equivalent); equivalent survivors: "
                 "tb/coverage/equivalent_mutants.txt and the loop-bound rule")
    lines.append("")
    lines.append("surviving mutants NOT explained as equivalent (test holes or new survivors):")
    for m in muts:
        r = results.get(m["id"])
        if r and r["status"] == "survived" and not equivalent(m, eq):
            lines.append(f"  {m['id']:22s} {m['file']}:{m['line']}  {m['kind']}: {m['desc']}")
            lines.append(f"      orig: {m['orig']}")
            lines.append(f"      mut:  {m['new']}")
    lines.append("")
    lines.append("equivalent survivors (class: why):")
    for m in muts:
        r = results.get(m["id"])
        e = equivalent(m, eq) if r and r["status"] == "survived" else None
        if e:
            lines.append(f"  {m['id']:22s} {m['file']}:{m['line']}  {e[0]}: {e[1]}")
    txt = "\n".join(lines) + "\n"
    open(out, "w").write(txt)
    return txt, ts - te


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["list", "run", "report", "check"])
    ap.add_argument("--units", default="")
    ap.add_argument("--build", default="build", help="build directory (make's BUILD=)")
    ap.add_argument("--mutants", type=int, default=0, help="at most N mutants in all (0 = all)")
    ap.add_argument("--per-unit", type=int, default=0, help="at most N per unit (sampled)")
    ap.add_argument("--ids", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--lanes", type=int, default=1, help="LANES of lockstep / memu builds")
    ap.add_argument("--sfu-lanes", type=int, default=0,
                    help="SFU_LANES of the lockstep builds (0: sm5_top's default)")
    ap.add_argument("--unit-n", type=int, default=200000, help="random vectors per unit")
    ap.add_argument("--seed-dir", default="", help="extra .asm programs for lockstep mutants")
    ap.add_argument("--sample-seed", type=int, default=1)
    ap.add_argument("--rerun", action="store_true")
    ap.add_argument("--keep", action="store_true", help="keep each mutant's build")
    ap.add_argument("--no-baseline", action="store_true", help="skip the unmutated-RTL check")
    ap.add_argument("--no-schemata", dest="schemata", action="store_false",
                    help="one build per mutant for the lockstep and memu harnesses too")
    a = ap.parse_args()
    set_build(a.build)

    units = [u if u.startswith("sm5_") else "sm5_" + u for u in a.units.replace(",", " ").split()] \
        or UNIT_FILES + VALU_FILES + MEMU_FILES
    for u in units:
        if u not in HARNESS:
            sys.exit(f"mutate.py: error: unknown unit '{u}' (known: {' '.join(HARNESS)})")
    if a.cmd == "check":     # every unit: the equivalent list spans them all
        return check_cmd(all_mutants(list(HARNESS)))
    muts = all_mutants(units)
    os.makedirs(MDIR, exist_ok=True)
    if a.cmd == "list":
        for m in muts:
            print(f"{m['id']:22s} {HARNESS[m['unit']]:8s} {m['file']}:{m['line']}  {m['kind']}: {m['desc']}")
        print(f"{len(muts)} mutants")
        return 0

    results = load_results()
    sel = muts
    if a.ids:
        want = set(a.ids.split(","))
        sel = [m for m in muts if m["id"] in want]
    rng = random.Random(a.sample_seed)
    if a.per_unit:
        s2 = []
        for u in units:
            ms = [m for m in sel if m["unit"] == u]
            s2 += sorted(rng.sample(ms, min(a.per_unit, len(ms))), key=lambda m: m["line"])
        sel = s2
    if a.mutants and len(sel) > a.mutants:
        sel = rng.sample(sel, a.mutants)
    # cheap harness first, so a time-boxed run decides the most mutants
    # cheap harness first; within it units interleaved (a time-boxed run samples all)
    order = {"unit": 0, "divmul": 0, "sfu": 0, "dp": 0, "memu": 1, "lockstep": 2}
    rank = {}
    for u in units:
        for i, m in enumerate(sorted((m for m in sel if m["unit"] == u),
                                     key=lambda m: rng.random())):
            rank[m["id"]] = i
    sel.sort(key=lambda m: (order[HARNESS[m["unit"]]], rank[m["id"]], m["unit"]))
    todo = [m for m in sel if a.rerun or m["id"] not in results
            or results[m["id"]]["status"] == "error"]
    if a.cmd == "run" and todo and not a.no_baseline:
        # the unmutated rtl/ must pass each harness used, else every mutant is "killed"
        # (e.g. the C model changed under a stale RTL copy): stop before wasting builds
        for h in sorted({HARNESS[m["unit"]] for m in todo}):
            base = {"unit": next(u for u in HARNESS if HARNESS[u] == h), "file": "", "line": 0,
                    "id": f"_baseline_{h}"}
            d = os.path.join(MDIR, base["id"])
            shutil.rmtree(d, ignore_errors=True)
            os.makedirs(d)
            copy_rtl(d)
            fn = {"unit": run_unit, "lockstep": run_lockstep, "memu": run_memu,
                  "divmul": run_divmul, "sfu": run_sfu, "dp": run_dp}[h]
            if h == "lockstep":     # the baseline runs the core tier too
                base["unit"] = next(iter(sorted(CORE_UNITS)))
            status, info = fn(base, d, a)
            print(f"baseline {h}: {'ok' if status == 'survived' else 'FAILED'} {info[0] if info else ''}",
                  flush=True)
            if status != "survived":
                print(f"mutate: the unmutated RTL fails the {h} harness: fix that first "
                      f"(log {d}/log.txt)")
                return 1
    if a.cmd == "run":
        print(f"mutate: {len(sel)} mutants selected, {len(todo)} to run, {a.jobs} jobs", flush=True)
        resf = open(os.path.join(MDIR, "results.tsv"), "a")
        done = [0]

        def record(m, status, info, secs):
            done[0] += 1
            results[m["id"]] = {"id": m["id"], "unit": m["unit"], "status": status}
            resf.write("\t".join([m["id"], m["unit"], f"{m['file']}:{m['line']}", m["kind"],
                                  status, f"{secs:.0f}", m["desc"].replace("\t", " "),
                                  info]) + "\n")
            resf.flush()
            print(f"[{done[0]}/{len(todo)}] {status:9s} {m['id']:22s} {m['file']}:{m['line']} "
                  f"{m['desc']}  ({secs:.0f}s) {info}", flush=True)
        textual = [m for m in todo if not a.schemata or HARNESS[m["unit"]] == "unit"]
        for kind in ("divmul", "sfu", "dp", "memu", "lockstep"):
            ms = [m for m in todo if a.schemata and HARNESS[m["unit"]] == kind]
            if ms:
                left = run_schemata(kind, ms, a, record)
                textual += ms if left is None else left
        with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
            futs = [ex.submit(run_one, m, a) for m in textual]
            for f in cf.as_completed(futs):
                record(*f.result())
    # the report covers the mutants that have a result (sampled runs say so by count)
    txt, unexplained = write_report(muts, results, os.path.join(MDIR, "report.txt"))
    try:
        print(txt, end="", flush=True)
    except BrokenPipeError:
        return 0
    k = sum(1 for m in muts if results.get(m["id"], {}).get("status") == "killed")
    print(f"{k} passed, {unexplained} failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

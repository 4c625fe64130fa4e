#!/usr/bin/env python3
"""Code-coverage summary per RTL file from a merged Verilator coverage file
(mk/coverage.mk, docs/coverage.md).

  sim/cov_report.py MERGED.dat [COV.info] [--uncovered FILE]

A coverage point is a (file, line, kind, comment) over all instances (a line is covered
when any instance covers it: the lanes are copies of one source). Kinds from the point's
page: v_line and v_branch points are "line" coverage (blocks and if/case arms),
v_toggle points are "toggle" coverage (each bit of each signal, 0->1 and 1->0 counted
as Verilator counts them). Prints per file: line points covered/total and %, toggle
points covered/total and %, and the totals; with COV.info also lcov's line figures
(what genhtml shows). --uncovered writes every uncovered line point as
file:line: comment, for docs/coverage.md's exclusion list.
"""
import argparse
import collections
import os
import re
import sys


def parse_dat(path):
    pts = collections.defaultdict(int)   # (file, line, kind, comment) -> count
    rx = re.compile(r"^C '(.*)' (\d+)\s*$")
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = rx.match(line)
            if not m:
                continue
            kv = {}
            for part in m.group(1).split("\x01"):
                if "\x02" in part:
                    k, v = part.split("\x02", 1)
                    kv[k] = v
            page = kv.get("page", "")
            kind = "toggle" if page.startswith("v_toggle") else \
                   "line" if page.startswith(("v_line", "v_branch")) else "other"
            fn = os.path.relpath(kv.get("f", "?")) if kv.get("f", "?").startswith("/") else kv.get("f", "?")
            key = (fn, int(kv.get("l", "0") or 0), kind, kv.get("o", ""), kv.get("S", ""))
            pts[key] += int(m.group(2))
    return pts


def parse_info(path):
    per = {}
    cur = None
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("SF:"):
                cur = os.path.relpath(line[3:]) if line[3:].startswith("/") else line[3:]
                per.setdefault(cur, [0, 0])
            elif line.startswith("DA:") and cur:
                _, cnt = line[3:].split(",")[:2]
                per[cur][0] += 1
                per[cur][1] += int(cnt) > 0
    return per


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dat")
    ap.add_argument("info", nargs="?")
    ap.add_argument("--uncovered", default="")
    ap.add_argument("--bound", type=int, default=1 << 26,
                    help="counts above this cannot come from the runs (far more than "
                         "their evaluations): reported as implausible, left out of the %%")
    a = ap.parse_args()
    pts = parse_dat(a.dat)
    bad = {k for k, c in pts.items() if c > a.bound}
    nbad_line = sum(1 for k in bad if k[2] == "line" and k[0].startswith("rtl/"))
    nbad_tog = sum(1 for k in bad if k[2] == "toggle" and k[0].startswith("rtl/"))
    pts = {k: c for k, c in pts.items() if k not in bad}
    info = parse_info(a.info) if a.info else {}
    files = sorted({k[0] for k in pts if k[0].startswith("rtl/")})
    print(f"{'file':28s} {'line pts':>12s} {'line%':>7s} {'toggle pts':>14s} {'toggle%':>8s}"
          + (f" {'lcov lines':>12s} {'lcov%':>7s}" if info else ""))
    tl = [0, 0]
    tt = [0, 0]
    ti = [0, 0]
    unc = []
    for fn in files:
        lp = [(k, c) for k, c in pts.items() if k[0] == fn and k[2] == "line"]
        tp = [(k, c) for k, c in pts.items() if k[0] == fn and k[2] == "toggle"]
        lc = sum(1 for _, c in lp if c > 0)
        tc = sum(1 for _, c in tp if c > 0)
        tl[0] += lc; tl[1] += len(lp); tt[0] += tc; tt[1] += len(tp)
        unc += [f"{fn}:{k[1]}: {k[3]}" for k, c in sorted(lp) if c == 0]
        row = (f"{fn:28s} {lc:5d}/{len(lp):<6d} {100.0 * lc / len(lp) if lp else 100.0:6.1f}% "
               f"{tc:6d}/{len(tp):<7d} {100.0 * tc / len(tp) if tp else 100.0:7.1f}%")
        if info:
            i = info.get(fn, [0, 0])
            ti[0] += i[1]; ti[1] += i[0]
            row += f" {i[1]:5d}/{i[0]:<6d} {100.0 * i[1] / i[0] if i[0] else 100.0:6.1f}%"
        print(row)
    row = (f"{'total':28s} {tl[0]:5d}/{tl[1]:<6d} {100.0 * tl[0] / max(tl[1], 1):6.1f}% "
           f"{tt[0]:6d}/{tt[1]:<7d} {100.0 * tt[0] / max(tt[1], 1):7.1f}%")
    if info:
        row += f" {ti[0]:5d}/{ti[1]:<6d} {100.0 * ti[0] / max(ti[1], 1):6.1f}%"
    print(row)
    print(f"implausible counts (> {a.bound}, a sign of counters read from freed memory, left out "
          f"of the figures above): {nbad_line} line points, {nbad_tog} toggle points")
    print(f"uncovered line points: {len(unc)}")
    for u in unc:
        print("  " + u)
    if a.uncovered:
        with open(a.uncovered, "w") as f:
            f.write("\n".join(unc) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

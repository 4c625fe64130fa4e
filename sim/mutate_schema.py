"""Mutant schemata for sim/mutate.py: many mutants in one build, chosen at run time.

A textual mutant changes code[s:e] of one line. Its schema replaces the smallest
enclosing *expression segment* of that line with a run-time choice:

    (sm5_mut_pkg::mut_id == 32'dK ? (<segment as mutant K has it>) : ... : (<original>))

Segments are: a comma (or `;`) separated piece inside a ( ) or { } pair on the line, an
`if (...)` condition, or the right-hand side of a one-line `=` / `<=` / `return`
statement. All mutants of one line share the smallest segment that encloses all of
them. `mut_id` is a package variable set once from $SM5_MUT (a DPI call in an `initial`
block, build copies only), so mut_id 0 is the unmutated design, which each campaign
runs first (the baseline: inserting the schemata must not change behaviour).

Arms of ?: are context-determined, so the enclosing width and sign rules are the ones
the textual mutant sees; the exception is a `drop` inside a self-determined context
(a concatenation piece), where the schema keeps the wider width. Lines without a
segment (multi-line statements, case labels) and lines Verilator rejects in schema form
(constant contexts such as generate loop bounds) fall back to one build per mutant.
"""
import os
import re
import shutil

from rtl_files import copy_rtl

PKG = "sm5_mut_pkg"
PKG_SV = """// Mutant schemata (build copies only, sim/mutate_schema.py): the active mutant.
package sm5_mut_pkg;
  import "DPI-C" function int sm5_mut_env();
  int mut_id;
endpackage
"""
ENV_C = """// DPI: the active mutant of a schemata build ($SM5_MUT, 0 = none).
#include <stdlib.h>
extern "C" int sm5_mut_env() {
    const char *s = getenv("SM5_MUT");
    return s ? atoi(s) : 0;
}
"""
INIT = "  initial sm5_mut_pkg::mut_id = sm5_mut_pkg::sm5_mut_env();  // mutant schemata\n"


def _pairs(code):
    """Matched ( ) and { } pairs on the line: [(open_index, close_index, char)]."""
    st, out = [], []
    for i, ch in enumerate(code):
        if ch in "([{":
            st.append((i, ch))
        elif ch in ")]}":
            if st:
                j, o = st.pop()
                if o != "[":
                    out.append((j, i, o))
    return out


def _split_top(code, a, b, seps):
    """Pieces of code[a:b] split at depth-0 separators: [(start, end)]."""
    d, s, out = 0, a, []
    for i in range(a, b):
        ch = code[i]
        if ch in "([{":
            d += 1
        elif ch in ")]}":
            d -= 1
        elif d == 0 and ch in seps:
            out.append((s, i))
            s = i + 1
    out.append((s, b))
    return out


def _trim(code, s, e):
    while s < e and code[s] == " ":
        s += 1
    while e > s and code[e - 1] == " ":
        e -= 1
    return s, e


ASSIGN_EQ = re.compile(r"(?<![=!<>])=(?!=)")


def _is_expr(piece):
    p = piece.strip()
    if not p or p.startswith(".") or "++" in p or "--" in p:
        return False
    if re.match(r"^[\w']+\s*\{", p):          # replication count {n{x}}
        return False
    if re.match(r"^(int|genvar|logic|automatic|unsigned)\b", p):
        return False
    # an assignment (for-loop init / step) is not an expression
    d = 0
    for i, ch in enumerate(p):
        if ch in "([{":
            d += 1
        elif ch in ")]}":
            d -= 1
        elif d == 0 and ch == "=" and ASSIGN_EQ.match(p, i):
            return False
    return True


def candidates(code):
    out = []
    for o, c, ch in _pairs(code):
        before = code[:o].rstrip()
        if before.endswith("#"):              # parameter override: constant context
            continue
        seps = ",;" if ch == "(" else ","
        for s, e in _split_top(code, o + 1, c, seps):
            s, e = _trim(code, s, e)
            if e > s and _is_expr(code[s:e]):
                out.append((s, e))
    # right-hand side of a one-line statement at depth 0
    d = 0
    lhs_end = None
    for i, ch in enumerate(code):
        if ch in "([{":
            d += 1
        elif ch in ")]}":
            d -= 1
        elif d == 0 and lhs_end is None:
            if code.startswith("<=", i) or (ch == "=" and ASSIGN_EQ.match(code, i)):
                lhs_end = i + (2 if code.startswith("<=", i) else 1)
        elif d == 0 and ch == ";" and lhs_end is not None:
            s, e = _trim(code, lhs_end, i)
            if e > s:
                out.append((s, e))
            break
    m = re.search(r"\breturn\b", code)
    if m:
        semi = code.find(";", m.end())
        if semi > 0:
            s, e = _trim(code, m.end(), semi)
            out.append((s, e))
    return out


def segment(code, spans):
    """Smallest candidate segment enclosing every (s, e) in spans, or None."""
    best = None
    for s, e in candidates(code):
        if all(s <= a and b <= e for a, b in spans):
            if best is None or e - s < best[1] - best[0]:
                best = (s, e)
    return best


def line_schema(line, code, muts):
    """line: the original line; code: its code part; muts: [(k, s, e, new)].
    Each mutant takes its own smallest segment; mutants with the same segment share one
    choice, and a segment inside another is rendered inside the outer one's original arm.
    Returns (schema line, ks left out: no segment or segments that cross)."""
    groups, left = {}, []
    for k, s, e, new in muts:
        seg = segment(code, [(s, e)])
        if seg is None:
            left.append(k)
        else:
            groups.setdefault(seg, []).append((k, s, e, new))
    segs = sorted(groups, key=lambda g: (g[0], -g[1]))
    for x in segs:            # crossing segments cannot nest: leave the inner one out
        for y in segs:
            if x != y and x[0] < y[0] < x[1] < y[1] and y in groups:
                left += [k for k, *_ in groups.pop(y)]
    segs = sorted(groups, key=lambda g: (g[0], -g[1]))

    def render(a, b, inner):
        out, i = [], a
        kids = [g for g in inner if a <= g[0] and g[1] <= b and g != (a, b)]
        top = [g for g in kids if not any(h != g and h[0] <= g[0] and g[1] <= h[1] for h in kids)]
        for g in sorted(top):
            out.append(code[i:g[0]])
            arms = "".join(f"{PKG}::mut_id == 32'd{k} ? ({code[g[0]:s] + new + code[e:g[1]]}) : "
                           for k, s, e, new in groups[g])
            out.append("(" + arms + "(" + render(g[0], g[1], kids) + "))")
            i = g[1]
        out.append(code[i:b])
        return "".join(out)
    return render(0, len(code), segs) + line[len(code):], left


def write_copy(root, dst, muts, exclude_lines=()):
    """Copy root/rtl to dst/rtl with the schemata of muts (each has file, line, k, s, e,
    new). Returns (ids in the schema, ids left to textual builds)."""
    if os.path.isdir(dst):
        shutil.rmtree(dst)
    copy_rtl(dst, root)
    open(os.path.join(dst, "rtl", PKG + ".sv"), "w").write(PKG_SV)
    open(os.path.join(dst, "mut_env.cpp"), "w").write(ENV_C)
    by_line = {}
    for m in muts:
        by_line.setdefault((m["file"], m["line"]), []).append(m)
    inside, outside = [], []
    files = {}
    for (f, ln), ms in sorted(by_line.items()):
        if (f, ln) in exclude_lines:
            outside += [m["id"] for m in ms]
            continue
        p = os.path.join(dst, f)
        lines = files.setdefault(p, open(p).read().split("\n"))
        line = lines[ln - 1]
        code = line.split("//", 1)[0]
        new, left = line_schema(line, code, [(m["k"], m["s"], m["e"], m["sub"]) for m in ms])
        lines[ln - 1] = new
        inside += [m["id"] for m in ms if m["k"] not in left]
        outside += [m["id"] for m in ms if m["k"] in left]
    # every module of the copy sets mut_id (same value: harmless when several do)
    for f in sorted(os.listdir(os.path.join(dst, "rtl"))):
        if not f.endswith(".sv"):
            continue
        p = os.path.join(dst, "rtl", f)
        lines = files.setdefault(p, open(p).read().split("\n"))
        for i, l in enumerate(lines):
            if re.match(r"^\s*endmodule\b", l):
                lines[i] = INIT + l
    for p, lines in files.items():
        open(p, "w").write("\n".join(lines))
    return inside, outside


ERR_RE = re.compile(r"%Error[^:]*: (?:\S*/)?(rtl/\w+\.sv):(\d+):")


def rejected_lines(verilator_out):
    """(file, line) pairs Verilator reported errors on."""
    return {(m.group(1), int(m.group(2))) for m in ERR_RE.finditer(verilator_out)}

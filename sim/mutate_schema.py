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
(a concatenation piece), where the schema keeps the wider width. A statement written
over several lines (an operand list broken after `||`, an open parenthesis) is joined
into its first line, its other lines left empty so line numbers stay, and its segments
are taken over the whole statement. Lines still without a segment (case labels,
generate conditions) and lines Verilator rejects in schema form (constant contexts such
as generate loop bounds) fall back to one build per mutant.
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


def plausible(code):
    """False for a mutated text that cannot parse (a `drop` that cut a bracket pair or a
    cast): brackets that do not nest, a size followed by neither base nor cast. (A span
    next to a `.` cut a member access: line_schema leaves those out too.)"""
    st = []
    for ch in code:
        if ch in "([{":
            st.append(ch)
        elif ch in ")]}":
            if not st or st.pop() != "([{"[")]}".index(ch)]:
                return False
    return not st and not re.search(r"\d'(?![sS]?[dhboDHBO]|\()", code)


def line_schema(line, code, muts):
    """line: the original line; code: its code part; muts: [(k, s, e, new)].
    Each mutant takes its own smallest segment; mutants with the same segment share one
    choice, and a segment inside another is rendered inside the outer one's original arm.
    Returns (schema line, ks left out: no segment or segments that cross)."""
    groups, left = {}, []
    for k, s, e, new in muts:
        seg = segment(code, [(s, e)])
        if not plausible(code[:s] + new + code[e:]) or code[s - 1:s] == "." or code[e:e + 1] == ".":
            seg = None      # stillborn: its syntax error would take the line's schema with it
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


CONT_END = re.compile(r"(\|\||&&|[|&^+*?:=<>(\[{,~-])$")
CONT_START = re.compile(r"^(\|\||&&|[|&^+*?:=<>)\]}]|-(?!>))")


def _depth(code):
    return sum((ch in "([{") - (ch in ")]}") for ch in code)


def statement(lines, ln):
    """(first, last) line numbers of the multi-line statement line ln (1-based) is part
    of, or None: lines joined by an open bracket or a binary operator at a line's end
    or start, ending with `;`, holding no begin/end."""
    code = [ln_.split("//", 1)[0].strip() for ln_ in lines]

    def joined(i):      # does line i (0-based) go on into line i + 1?
        return i + 1 < len(code) and code[i] and code[i + 1] and \
            (CONT_END.search(code[i]) or CONT_START.match(code[i + 1]) or _depth(code[i]) > 0)
    a = b = ln - 1
    while a > 0 and joined(a - 1):
        a -= 1
    while joined(b) or (b < len(code) - 1 and code[b + 1] and _depth(" ".join(code[a:b + 1])) > 0):
        b += 1
    text = " ".join(code[a:b + 1])
    if a == b or not text.endswith(";") or _depth(text) != 0 or \
            re.search(r"\b(begin|end|module|function|case)\b", text):
        return None
    return a + 1, b + 1


def write_copy(root, dst, muts, exclude_lines=()):
    """Copy root/rtl to dst/rtl with the schemata of muts (each has file, line, k, s, e,
    new). A mutant whose line has no segment of its own and is part of a multi-line
    statement takes the statement (joined into its first line). Returns (ids in the
    schema, ids left to textual builds, {(file, first line): [mutated lines]} of the
    joined statements: Verilator reports their errors at the first line)."""
    if os.path.isdir(dst):
        shutil.rmtree(dst)
    copy_rtl(dst, root)
    open(os.path.join(dst, "rtl", PKG + ".sv"), "w").write(PKG_SV)
    open(os.path.join(dst, "mut_env.cpp"), "w").write(ENV_C)
    files = {}

    def src(f):
        p = os.path.join(dst, f)
        return p, files.setdefault(p, open(p).read().split("\n"))
    # group by statement: (file, first, last); a one-line group is (file, ln, ln)
    by_stmt = {}
    for m in muts:
        p, lines = src(m["file"])
        ln, st = m["line"], None
        code = lines[ln - 1].split("//", 1)[0]
        if segment(code, [(m["s"], m["e"])]) is None:
            st = statement(lines, ln)
        by_stmt.setdefault((m["file"],) + (st or (ln, ln)), []).append(m)
    # a line in a joined statement takes every mutant of that line with it
    for key in [k for k in by_stmt if k[1] < k[2]]:
        f, a, b = key
        for ln in range(a, b + 1):
            if (f, ln, ln) in by_stmt and key in by_stmt:
                by_stmt[key] += by_stmt.pop((f, ln, ln))
    inside, outside, joined = [], [], {}
    for (f, a, b), ms in sorted(by_stmt.items()):
        if any((f, x) in exclude_lines for x in range(a, b + 1)):
            outside += [m["id"] for m in ms]
            continue
        p, lines = src(f)
        if a == b:
            line = lines[a - 1]
            code = line.split("//", 1)[0]
            sch = [(m["k"], m["s"], m["e"], m["sub"]) for m in ms]
        else:
            codes = [lines[x - 1].split("//", 1)[0] for x in range(a, b + 1)]
            off = [sum(len(c) + 1 for c in codes[:i]) for i in range(len(codes))]
            line = code = " ".join(codes)
            sch = [(m["k"], off[m["line"] - a] + m["s"], off[m["line"] - a] + m["e"], m["sub"])
                   for m in ms]
            joined[(f, a)] = sorted({m["line"] for m in ms})
        new, left = line_schema(line, code, sch)
        lines[a - 1] = new
        for x in range(a + 1, b + 1):
            lines[x - 1] = ""
        inside += [m["id"] for m in ms if m["k"] not in left]
        outside += [m["id"] for m in ms if m["k"] in left]
    # every module of the copy sets mut_id (same value: harmless when several do)
    for f in sorted(os.listdir(os.path.join(dst, "rtl"))):
        if not f.endswith(".sv"):
            continue
        p, lines = src(os.path.join("rtl", f))
        for i, l in enumerate(lines):
            if re.match(r"^\s*endmodule\b", l):
                lines[i] = INIT + l
    for p, lines in files.items():
        open(p, "w").write("\n".join(lines))
    return inside, outside, joined


ERR_RE = re.compile(r"%Error[^:]*: (?:\S*/)?(rtl/\w+\.sv):(\d+):")


def rejected_lines(verilator_out):
    """(file, line) pairs Verilator reported errors on."""
    return {(m.group(1), int(m.group(2))) for m in ERR_RE.finditer(verilator_out)}

#!/usr/bin/env python3
"""GTKWave views of a lockstep FST, generated from waves/views.rules and the FST's own
signal list, and the checks behind `make waves-check` (docs/waves.md).

  wave_view.py view FST [--test T] [--view V] [-o OUT.gtkw]
      writes the view of test T (default: the test named in FST's .run note) as a save
      file (default: FST with .gtkw); when the run stopped at a mismatch, also appends the
      view below the rows sm5sim wrote into BASE_mismatch.gtkw
  wave_view.py check FST [--test T] [--view V] [--gtkwave] SAVE.gtkw...
      fails, naming it, on a rule that matches nothing (or an enum row without an enum
      type), then on any signal of the save files missing from FST; with --gtkwave it
      also loads each save file with FST into GTKWave (Tcl, under xvfb-run) and fails on
      a row GTKWave did not resolve or an enum row it does not show by name
  wave_view.py fields SV C
      the comparator's field enum (SV) and the field table (C) list the same names
  wave_view.py idle FST SAVE.gtkw [--ns T] [--only op|gated|none]
      loads SAVE in GTKWave with the marker one cycle before the run (nothing issued yet;
      or at T ns): every opcode row (sm5_op_e, ls_op_e) and gated row (an ls_*_e enum,
      a row `=IDLE`) must read IDLE, every comparator row `=none` must read none
  wave_view.py values FST SAVE.gtkw --ns T ROW=VALUE...
      the rows (GTKWave's names) read VALUE at T ns (`#`: a number)
  wave_view.py op-enum [--pkg rtl/sm5_pkg.sv] [--tb tb/lockstep/sm5_lockstep.sv] [--write]
      the views' idle enums in the testbench file (ls_op_e, ls_pipe_e, ...: sm5_pkg's
      names and codes plus IDLE) against rtl/sm5_pkg.sv: fails on drift; --write rewrites

Exit status: 0 good, 1 a check failed, 2 bad input (file:line:col: error: ...).
"""
import argparse
import fnmatch
import math
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fst_names  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULES = os.path.join(ROOT, "waves", "views.rules")

# GTKWave trace flags of the save file's "@" lines (hex): right-justified number formats,
# enum names (TR_ENUM, stored with binary as GTKWave does), group begin/end open/closed
FLAGS = {"hex": "22", "dec": "24", "bin": "28", "bit": "28", "enum": "100000028"}
GRP_OPEN, GRP_END = "800200", "1000200"
GRP_CLOSED, GRP_CLOSED_END = "c00200", "1401200"
OPEN_LANES = 4            # lanes / banks 0..3 open, the rest in a closed group
WIN_W, WIN_H, SST_W, SIG_W = 1600, 1000, 90, 400
WAVE_PX = WIN_W - SST_W - SIG_W - 30   # wave area of the window (minus the panes, scrollbar)
VIEW_CYCLES = 20                  # cycles a view shows at most when it opens
CHAR_PX, NAME_PAD_PX = 8, 14      # GTKWave's wave font at [size] 1600x1000: px per character,
                                  # and the margins of a value's box (measured on screenshots)
PS = 1000                         # FST time units (ps) per 1 ns cycle


class RuleError(Exception):
    pass


class Rule:
    def __init__(self, path, line, col, scope, pattern, fmt, ones=None):
        self.path, self.line, self.col = path, line, col
        self.scope, self.pattern, self.fmt = scope, pattern, fmt
        self.ones = ones      # the name the all-ones value reads (`=NAME`), or None

    def where(self):
        return f"{self.path}:{self.line}:{self.col}"

    def full(self):
        return f"{self.scope}.{self.pattern}" if self.scope else self.pattern


class Group:
    def __init__(self, title, path, line):
        self.title, self.path, self.line = title, path, line
        self.rules = []
        self.needs = None   # a scope the group's hardware lives in (`needs SCOPE`)


class View:
    def __init__(self, name, globs, path, line):
        self.name, self.globs, self.path, self.line = name, globs, path, line
        self.groups = []
        self.when = None


def parse_rules(path):
    views = []
    view = group = None
    scope = ""
    try:
        lines = open(path).read().splitlines()
    except OSError as e:
        raise RuleError(f"{path}: error: {e.strerror}")
    for n, raw in enumerate(lines, 1):
        text = raw.split("#", 1)[0].rstrip()
        if not text.strip():
            continue
        col = len(text) - len(text.lstrip()) + 1
        words = text.split()
        kw = words[0]
        if kw == "view":
            when = None
            if len(words) >= 4 and words[2] == "when":
                when = words[3]
                words = words[:2] + words[4:]
            if len(words) < 3:
                raise RuleError(f"{path}:{n}:{col}: error: expected `view NAME [when SIGNAL] GLOB...`")
            view = View(words[1], words[2:], path, n)
            view.when = when
            views.append(view)
            group, scope = None, ""
        elif kw == "group":
            if view is None:
                raise RuleError(f"{path}:{n}:{col}: error: `group` before any `view`")
            title = text.strip()[len("group"):].strip()
            if not title:
                raise RuleError(f"{path}:{n}:{col}: error: expected `group TITLE`")
            group = Group(title, path, n)
            view.groups.append(group)
            scope = ""
        elif kw == "needs":
            if group is None or len(words) != 2:
                raise RuleError(f"{path}:{n}:{col}: error: expected `needs SCOPE` inside a `group`")
            group.needs = words[1]
        elif kw == "in":
            if len(words) != 2:
                raise RuleError(f"{path}:{n}:{col}: error: expected `in SCOPE`")
            scope = words[1]
        else:
            if group is None:
                raise RuleError(f"{path}:{n}:{col}: error: a signal pattern outside a `group`")
            ones = None
            if len(words) > 1 and words[-1].startswith("="):
                ones = words.pop()[1:]
                if not re.fullmatch(r"[A-Za-z_]\w*", ones):
                    raise RuleError(f"{path}:{n}:{col}: error: `={ones}`: a name (letters, digits, _)")
            if len(words) > 2 or (len(words) == 2 and words[1] not in FLAGS) or \
                    (ones and len(words) == 2 and words[1] not in ("dec", "hex")):
                fcol = col + text.strip().index(words[1]) if len(words) > 1 else col
                raise RuleError(f"{path}:{n}:{fcol}: error: expected `PATTERN [FORMAT] [=NAME]`, "
                                f"FORMAT one of {', '.join(sorted(FLAGS))} (dec or hex with =NAME)")
            pat = words[0]
            if re.search(r"\[(?![0-9]+\]|\*\]|L\]|B\])", pat):
                raise RuleError(f"{path}:{n}:{col}: error: `{pat}`: an index is [N], [*], [L] or [B]")
            group.rules.append(Rule(path, n, col, scope, pat, words[1] if len(words) == 2 else None,
                                    ones))
    if not views:
        raise RuleError(f"{path}:1:1: error: no `view` in the rules")
    return views


def ever_high(fst, names):
    """{name: True/False} for one-bit signals of FST (GTKWave's names): whether each is ever
    1, read from the value changes through GTKWave's fst2vcd; None when fst2vcd is not
    installed. Stops reading at the last one found high."""
    exe = next((os.path.join(d, "fst2vcd") for d in os.environ.get("PATH", "").split(":")
                if os.access(os.path.join(d, "fst2vcd"), os.X_OK)), None)
    if exe is None:
        return None
    found = {n: False for n in names}
    ids, scope = {}, []
    p = subprocess.Popen([exe, fst], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                         text=True, errors="replace")
    try:
        header = True
        for line in p.stdout:
            if header:
                w = line.split()
                if not w:
                    continue
                if w[0] == "$scope":
                    scope.append(w[2])
                elif w[0] == "$upscope":
                    scope.pop()
                elif w[0] == "$var" and w[2] == "1":
                    full = ".".join(scope + [w[4]])
                    if full in found:
                        ids.setdefault(w[3], []).append(full)
                elif w[0] == "$enddefinitions":
                    header = False
                    if not ids:
                        break
                continue
            if line[:1] == "1" and line[1:].rstrip("\n") in ids:
                for n in ids.pop(line[1:].rstrip("\n")):
                    found[n] = True
                if not ids:
                    break
    finally:
        p.stdout.close()
        p.kill()
        p.wait()
    return found


def when_signal(view, sigs):
    """The view's `when` signal as named in this FST (the core build: under u_top)."""
    w = view.when
    if w and w.startswith("TOP.sm5_top.") and any(s.scope.startswith("TOP.sm5_core") for s in sigs):
        w = "TOP.sm5_core.u_top." + w[len("TOP.sm5_top."):]
    return w


def pick_view(views, test, name=None, fst=None, sigs=None, why=None):
    """The view named `name`; else the first whose `when` signal is ever 1 in FST (what the
    program did: e.g. the memory unit took a request); else the first whose glob matches
    the test's name (also the fallback when the FST's values cannot be read)."""
    if name:
        for v in views:
            if v.name == name:
                return v
        raise RuleError(f"unknown view {name!r}; the views: {', '.join(v.name for v in views)}")
    why = why if why is not None else []
    if fst and sigs is not None:
        conds = {v.name: when_signal(v, sigs) for v in views if v.when}
        known = {s.name for s in sigs}
        high = ever_high(fst, [c for c in conds.values() if c in known]) if conds else None
        if conds and high is None:
            why.append("fst2vcd (GTKWave) not installed: view chosen by the test's name")
        for v in views:
            c = conds.get(v.name)
            if c and high and high.get(c):
                why.append(f"{c} is 1 in the run")
                return v
            if c and high is not None and not high.get(c):
                continue
            if not c or high is None:
                if any(fnmatch.fnmatchcase(test, g) for g in v.globs):
                    why.append(f"test name {test} matches {' '.join(v.globs)}")
                    return v
    for v in views:
        if any(fnmatch.fnmatchcase(test, g) for g in v.globs):
            return v
    raise RuleError(f"no view matches test {test!r}; the views: "
                    + ", ".join(f"{v.name} ({' '.join(v.globs)})" for v in views))


# ---------------------------------------------------------------- resolving rules

RANGE = re.compile(r"\[(\d+):(\d+)\]$")


def split_range(name):
    """'a.b[3][31:0]' -> ('a.b[3]', 31, 0); no range -> (name, None, None)."""
    m = RANGE.search(name)
    if not m:
        return name, None, None
    return name[:m.start()], int(m.group(1)), int(m.group(2))


class Row:
    """One save-file row: a signal, or bit `bit` of a vector signal."""
    __slots__ = ("sig", "bit", "fmt", "alias", "lane", "kind", "key", "ones")

    def __init__(self, sig, bit, fmt, alias, lane, kind, key, ones=None):
        self.sig, self.bit, self.fmt, self.alias = sig, bit, fmt, alias
        self.lane, self.kind, self.key, self.ones = lane, kind, key, ones

    def line(self):
        s = self.sig
        if self.bit is not None and s.hi != s.lo:
            # GTKWave counts a bit's (n) from the MSB
            pos = s.hi - self.bit if s.hi >= s.lo else self.bit - s.hi
            body = f"({pos}){s.name}"
        else:
            body = s.name
        return (f"+{{{self.alias}}} " if self.alias else "") + body


def pattern_regex(full):
    """Regex over base names (no range); groups L / B capture the lane / bank index."""
    out, i = "", 0
    while i < len(full):
        c = full[i]
        if full.startswith("[L]", i):
            out += r"\[(?P<L>\d+)\]"
            i += 3
        elif full.startswith("[B]", i):
            out += r"\[(?P<B>\d+)\]"
            i += 3
        elif full.startswith("[*]", i):
            out += r"\[(\d+)\]"
            i += 3
        elif c == "*":
            out += r"[^.\[\]]*"
            i += 1
        else:
            out += re.escape(c)
            i += 1
    return re.compile(out + "$")


def nums(s):
    return tuple(int(x) for x in re.findall(r"\[(\d+)\]", s))


def resolve_rule(rule, sigs, by_base):
    """Rows of one rule (may be empty)."""
    full = rule.full()
    rx = pattern_regex(full)
    kind = "L" if "[L]" in full else "B" if "[B]" in full else None
    rows = []
    for s in sigs:
        base = s.base
        m = rx.match(base)
        if not m:
            continue
        lane = int(m.group(kind)) if kind else None
        rel = base[len(rule.scope) + 1:] if rule.scope else base
        # GTKWave shows a name from its last '.': struct members keep their parent
        alias = rel.replace(".", "/") + s.name[len(base):] if "." in rel else None
        rows.append(Row(s, None, rule.fmt, alias, lane, kind, (lane if lane is not None else -1, nums(base)),
                        rule.ones))
    if not rows and kind and full.endswith(f"[{kind}]"):
        # a vector's bits as rows (lane masks, per-bank valid bits)
        vec = full[:-3]
        vrx = pattern_regex(vec)
        for s in sigs:
            base, hi, lo = s.base, s.hi, s.lo
            if hi is None or not vrx.match(base):
                continue
            rel = base[len(rule.scope) + 1:] if rule.scope else base
            for b in range(min(hi, lo), max(hi, lo) + 1):
                rows.append(Row(s, b, rule.fmt or "bit", f"{rel.replace('.', '/')}[{b}]", b, kind, (b, ())))
    rows.sort(key=lambda r: r.key)
    return rows


def similar(rule, sigs):
    """Names near an unmatched pattern, to put in the error."""
    import difflib
    bases = sorted({s.base for s in sigs})
    scoped = [b for b in bases if b.startswith(rule.scope + ".")] if rule.scope else bases
    tail = [b[len(rule.scope) + 1:] if rule.scope else b for b in scoped]
    pat = re.sub(r"\[(L|B|\*)\]", "[0]", rule.pattern)
    near = difflib.get_close_matches(pat, tail, n=4, cutoff=0.5)
    if not scoped:
        scopes = sorted({s.scope for s in sigs})
        near_sc = difflib.get_close_matches(rule.scope, scopes, n=3, cutoff=0.5)
        return f"no signal in scope {rule.scope}" + (f" (scopes like it: {', '.join(near_sc)})" if near_sc else "")
    return f"similar names in {rule.scope}: {', '.join(near)}" if near else f"nothing similar in {rule.scope}"


def resolve_view(view, sigs):
    """[(group, rows)] and a list of error strings (one per unmatched rule / empty group)."""
    by_base = None
    errors, out = [], []
    for g in view.groups:
        if g.needs and not any(s.base.startswith(g.needs + ".") for s in sigs):
            continue   # a build without that hardware (DOUBLES=0: no double pipes)
        rows = []
        for r in g.rules:
            rr = resolve_rule(r, sigs, by_base)
            if not rr:
                errors.append(f"{r.where()}: error: view {view.name}, group '{g.title}': "
                              f"{r.full()} matches no signal of the FST ({similar(r, sigs)})")
                continue
            for row in rr:
                if r.fmt == "enum" and not row.sig.enum:
                    errors.append(f"{r.where()}: error: view {view.name}, group '{g.title}': "
                                  f"{row.sig.name} has no enum type, so it would show as a "
                                  f"number (make its type a typed enum, or drop `enum`)")
                if r.ones and (row.sig.enum or row.bit is not None or row.sig.width < 2):
                    errors.append(f"{r.where()}: error: view {view.name}, group '{g.title}': "
                                  f"`={r.ones}` on {row.sig.name}: only a vector without an enum "
                                  f"type shows a name for its all-ones value")
            rows += rr
        if not rows:
            errors.append(f"{g.path}:{g.line}:1: error: view {view.name}: group '{g.title}' "
                          f"is empty (none of its {len(g.rules)} patterns matches)")
        out.append((g, rows))
    return out, errors


# ---------------------------------------------------------------- writing save files

def flags_of(row):
    if row.sig.enum:
        return FLAGS["enum"]
    if row.bit is not None or row.sig.width == 1:
        return FLAGS["bit"]
    if row.ones:
        return "20" + FLAGS[row.fmt or "hex"]      # TR_FTRANSLATED: through a translate file
    return FLAGS[row.fmt or "hex"]


# ---------------------------------------------------------------- translate files
# A row `PATTERN [dec|hex] =NAME` shows its all-ones value as NAME and every other value
# as a number: the comparator's none (all ones from the C side), a shown copy's IDLE (one
# bit wider than its field, all ones when its stage is empty). GTKWave does it with a
# translate file (a save file's `^N FILE` line, then the row with TR_FTRANSLATED), which
# maps the value as GTKWave prints it; tb/lockstep/ls_waves.c writes the same files for
# the mismatch view.

def ones_text(fmt, width):
    """The all-ones value of a `width`-bit row as GTKWave prints it in `fmt`."""
    if fmt == "dec":
        return str((1 << width) - 1)
    digits = (width + 3) // 4
    return "%X" % ((1 << (width - 4 * (digits - 1))) - 1) + "F" * (digits - 1)


def filter_path(outdir, fmt, width, name):
    return os.path.join(os.path.abspath(outdir), f"filter_{fmt}{width}_{name}.gtkw")


def write_filter(outdir, fmt, width, name):
    """Writes the translate file (replaced whole: another run may be reading it)."""
    path = filter_path(outdir, fmt, width, name)
    tmp = f"{path}.{os.getpid()}.tmp"
    with open(tmp, "w") as f:
        f.write(f"{ones_text(fmt, width)} {name}\n")
    os.replace(tmp, path)
    return path


def save_filters(path):
    """{line number: (translate file, {value text: name})} of the save file's translated
    rows (TR_FTRANSLATED, after a `^N FILE` line)."""
    out, cur, flags = {}, None, None
    for n, line in enumerate(open(path), 1):
        line = line.rstrip("\n")
        if line.startswith("^") and line[1:2].isdigit():
            num, _, fn = line[1:].partition(" ")
            cur = fn if num != "0" else None
        elif line.startswith("@"):
            flags = int(line[1:], 16)
        elif line and line[0] not in "[*->!?" and flags is not None and flags & 0x2000 and cur:
            table = {}
            try:
                for t in open(cur):
                    v, _, name = t.strip().partition(" ")
                    if v:
                        table[v] = name
            except OSError:
                pass
            out[n] = (cur, table)
    return out


def read_run(fst):
    run = {}
    path = fst[:-4] + ".run" if fst.endswith(".fst") else fst + ".run"
    try:
        for line in open(path):
            if line.startswith("#") or not line.strip():
                continue
            k, _, v = line.strip().partition(" ")
            run[k] = v
    except OSError:
        pass
    return run


def zoom_for(cycles):
    """GTKWave's zoom z shows 2^-z time units per frame of 200 pixels."""
    return -math.log2(cycles * PS / WAVE_PX * 200)


def filter_line(r, outdir):
    """The `^N FILE` line a translated row needs (N: GTKWave finds the file by its name)."""
    return f"^1 {write_filter(outdir, r.fmt or 'hex', r.sig.width, r.ones)}"


def group_lines(title, rows, outdir, closed=False):
    out = [f"@{GRP_CLOSED if closed else GRP_OPEN}", f"-{title}"]
    cur = None
    for r in rows:
        f = flags_of(r)
        if r.ones:
            out.append(filter_line(r, outdir))
        if f != cur:
            out.append(f"@{f}")
            cur = f
        out.append(r.line())
    out += [f"@{GRP_CLOSED_END if closed else GRP_END}", f"-{title}"]
    return out


def body_lines(resolved, outdir):
    """The save file's rows; the translate files their `=NAME` rows read go to outdir."""
    out = []
    for g, rows in resolved:
        plain = [r for r in rows if r.lane is None]
        inner = []
        for kind, what in (("L", "lanes"), ("B", "banks")):
            sec = [r for r in rows if r.kind == kind]
            if not sec:
                continue
            idx = sorted({r.lane for r in sec})
            # lane-major: every row of lane 0 (in rule order), then lane 1, ...
            pos = {id(r): i for i, r in enumerate(rows)}
            sec.sort(key=lambda r: (r.lane, pos[id(r)]))
            open_rows = [r for r in sec if r.lane < OPEN_LANES]
            rest = [r for r in sec if r.lane >= OPEN_LANES]
            inner.append((open_rows, rest, what, idx))
        # the group: plain rows, the open lanes, then the closed group of the rest
        lines = [f"@{GRP_OPEN}", f"-{g.title}"]
        cur = None

        def emit(rs):
            nonlocal cur
            for r in rs:
                f = flags_of(r)
                if r.ones:
                    lines.append(filter_line(r, outdir))
                if f != cur:
                    lines.append(f"@{f}")
                    cur = f
                lines.append(r.line())
        emit(plain)
        for open_rows, rest, what, idx in inner:
            emit(open_rows)
            if rest:
                t = f"{g.title.split(':')[0]}: {what} {OPEN_LANES}..{idx[-1]}"
                lines += group_lines(t, rest, outdir, closed=True)
                cur = None
        lines += [f"@{GRP_END}", f"-{g.title}"]
        out += lines
    return out


def view_cycles(resolved, tables):
    """Cycles in the opening window: the longest opcode name of the view's opcode rows fits
    in one cycle's box (GTKWave clips a longer one to `OP_ATO+`), at most VIEW_CYCLES."""
    longest = max((len(lab) for _, rows in resolved for r in rows if r.sig.enum
                   and r.sig.enum.endswith("op_e") for lab in tables.get(r.sig.enum, {}).values()),
                  default=0)
    return max(3, min(VIEW_CYCLES, WAVE_PX // (longest * CHAR_PX + NAME_PAD_PX)))


def header_lines(fst, view, test, run, comment, cycles=VIEW_CYCLES):
    start_ns = int(run.get("run_start_ns", 0))
    end_ns = int(run.get("run_end_ns", start_ns))
    trace_end = int(run.get("trace_end_ns", end_ns + 1))
    # two cycles before the run, but the window inside the trace: GTKWave drops a start
    # whose window would run past the end (a margin for the window's exact width)
    t0 = max(0, min(start_ns - 1, trace_end - cycles - 3)) * PS
    markers = [start_ns * PS, end_ns * PS]
    names = [f"run start (cycle 0)", f"run end (cycle {run.get('cycles', '?')})"]
    if "mismatch_ns" in run:
        markers.append(int(run["mismatch_ns"]) * PS)
        names.append(f"mismatch cycle {run.get('mismatch_cycle')}")
    nm = " ".join(str(m) for m in markers) + " -1" * (26 - len(markers))
    out = [f"[*] {comment}",
           f"[*] generated by sim/wave_view.py from waves/views.rules (view {view.name}) and "
           f"the signals of {fst}; do not edit",
           f"[*] open with: gtkwave {fst} <this file>",
           f'[dumpfile] "{os.path.abspath(fst)}"',
           f"[timestart] {t0}",
           f"[size] {WIN_W} {WIN_H}",
           f"*{zoom_for(cycles):.6f} {markers[0]} {nm}"]
    out += [f"[markername] {chr(ord('A') + i)}{n}" for i, n in enumerate(names)]
    out += [f"[sst_width] {SST_W}", f"[signals_width] {SIG_W}", "[sst_expanded] 0"]
    return out


APPENDED = "[*] ---- the test's view (sim/wave_view.py), below the mismatch rows ----"


# The core build (rtl/sm5_core.sv: the sequencer in front of sm5_top, mk/flow.mk) has
# sm5_top one level down: the rules' TOP.sm5_top scopes are read as TOP.sm5_core.u_top,
# and the view gains the sequencer's observable outputs as its first group.
SEQ_ROWS = [("sq_state_o", "enum"), ("sq_wait_o", "enum"), ("sq_step_o", None), ("sq_step_pc_o", "dec"),
            ("sq_step_mask_o", None), ("sq_wave_o", "dec"), ("sq_group_o", "dec"), ("sq_pc_o", "dec"),
            ("sq_act_o", None), ("sq_live_o", None), ("sq_depth_o", "dec"), ("sq_waiting_o", None),
            ("sq_err_o", "enum")]


def core_view(view, sigs):
    if not any(s.scope == "TOP.sm5_core" or s.scope.startswith("TOP.sm5_core.") for s in sigs):
        return
    for g in view.groups:
        if g.needs and g.needs.startswith("TOP.sm5_top."):
            g.needs = "TOP.sm5_core.u_top" + g.needs[len("TOP.sm5_top"):]
        for r in g.rules:
            if r.scope == "TOP.sm5_top" or r.scope.startswith("TOP.sm5_top."):
                r.scope = "TOP.sm5_core.u_top" + r.scope[len("TOP.sm5_top"):]
    g = Group("SEQ: sequencer (pc, masks, waves, waits)", __file__, 0)
    g.rules = [Rule(__file__, 0, 1, "TOP.sm5_core", n, f) for n, f in SEQ_ROWS]
    view.groups.insert(0, g)


def cmd_view(a):
    views = parse_rules(a.rules)
    run = read_run(a.fst)
    test = a.test or run.get("test") or os.path.basename(a.fst)[:-4]
    sigs, tables = fst_names.read(a.fst)
    why = []
    view = pick_view(views, test, a.view, a.fst, sigs, why)
    core_view(view, sigs)
    resolved, errors = resolve_view(view, sigs)
    for e in errors:
        print(e, file=sys.stderr)
    if errors:
        print(f"wave_view: {len(errors)} rule(s) of view {view.name} do not resolve in {a.fst}: "
              f"fix {os.path.relpath(a.rules, ROOT)}", file=sys.stderr)
        return 1
    out = a.out or (a.fst[:-4] if a.fst.endswith(".fst") else a.fst) + ".gtkw"
    body = body_lines(resolved, os.path.dirname(out) or ".")
    with open(out, "w") as f:
        f.write("\n".join(header_lines(a.fst, view, test, run, f"view {view.name} of test {test}",
                                       view_cycles(resolved, tables)) + body) + "\n")
    print(f"view {view.name}: {sum(len(r) for _, r in resolved)} rows in "
          f"{len(resolved)} groups -> {out}" + (f" ({why[-1]})" if why else ""))
    mm = (a.fst[:-4] if a.fst.endswith(".fst") else a.fst) + "_mismatch.gtkw"
    if "mismatch_ns" in run and os.path.exists(mm):
        text = open(mm).read()
        text = text.split(APPENDED)[0].rstrip("\n")
        with open(mm, "w") as f:
            f.write(text + "\n" + APPENDED + "\n" + "\n".join(body) + "\n")
        print(f"mismatch view: the rows of view {view.name} appended -> {mm}")
    return 0


# ---------------------------------------------------------------- checking save files

def save_rows(path):
    """[(line number, kind, display name, signal name or None, bit or None, flags)]"""
    rows, flags = [], None
    for n, line in enumerate(open(path), 1):
        line = line.rstrip("\n")
        if not line or line[0] in "[*^>!?":
            continue
        if line[0] == "@":
            flags = line[1:]
            continue
        if line[0] == "-":
            rows.append((n, "comment", line[1:], None, None, flags))
            continue
        alias = None
        m = re.match(r"\+\{([^}]*)\} (.*)$", line)
        if m:
            alias, line = m.group(1), m.group(2)
        bit = None
        m = re.match(r"\((\d+)\)(.*)$", line)
        if m:
            bit, line = int(m.group(1)), m.group(2)
        shown = alias if alias is not None else line.rsplit(".", 1)[-1] if "." in line else line
        rows.append((n, "signal", shown, line, bit, flags))
    return rows


def check_save(path, sigs):
    names = {s.name: s for s in sigs}
    errors = []
    rows = save_rows(path)
    for n, kind, shown, name, bit, _ in rows:
        if kind != "signal":
            continue
        s = names.get(name)
        if s is None:
            base = split_range(name)[0]
            near = [x.name for x in sigs if x.base == base]
            hint = f" (the FST has {near[0]})" if near else ""
            errors.append(f"{path}:{n}:1: error: {name} is not a signal of the FST{hint}")
        elif bit is not None and bit >= s.width:
            errors.append(f"{path}:{n}:1: error: bit ({bit}) of {name}: it has {s.width} bits")
    return rows, errors


TCL = r"""
for {set i 0} {$i < 20} {incr i} { gtkwave::nop; after 25 }
puts "WV_W [gtkwave::getWindowStartTime] [gtkwave::getWindowEndTime]"
set n [gtkwave::getTotalNumTraces]
puts "WV_N $n"
for {set i 0} {$i < $n} {incr i} {
  puts "WV_T $i\t[gtkwave::getTraceNameFromIndex $i]\t[gtkwave::getTraceFlagsFromIndex $i]\t[gtkwave::getTraceValueAtMarkerFromIndex $i]"
}
puts "WV_M [gtkwave::getMarker]"
gtkwave::/File/Quit
"""


def gtkwave_confirm(save, fst, rows, sigs, tables):
    """Loads the save file with the FST in GTKWave and compares the rows it shows with
    the save file's rows, in order. Returns error strings."""
    for tool in ("gtkwave", "xvfb-run"):
        if not any(os.access(os.path.join(p, tool), os.X_OK) for p in os.environ.get("PATH", "").split(":")):
            return [f"{save}: error: {tool} not installed (sudo apt-get install -y gtkwave xvfb); "
                    f"waves-check loads every view in GTKWave"]
    with tempfile.NamedTemporaryFile("w", suffix=".tcl", delete=False) as t:
        t.write(TCL)
    try:
        p = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", "gtkwave", "-S", t.name,
                            "-a", save, fst], capture_output=True, text=True, timeout=180)
        out = p.stdout
    except subprocess.TimeoutExpired:
        return [f"{save}: error: GTKWave did not finish loading it in 180 s"]
    finally:
        os.unlink(t.name)
    got = []
    for line in out.splitlines():
        if line.startswith("WV_T "):
            parts = line[5:].split("\t")
            while len(parts) < 4:
                parts.append("")
            got.append((parts[1], int(parts[2] or 0), parts[3]))
    if not re.search(r"^WV_N \d+", out, re.M):
        return [f"{save}: error: GTKWave's Tcl listing did not run (output: {out[-300:]!r} {p.stderr[-300:]!r})"]
    errors = []
    sig = {s.name: s for s in sigs}
    xlate = save_filters(save)
    i = 0
    named = 0
    closed = False      # inside a closed group GTKWave shows no value
    for n, kind, shown, name, bit, flags in rows:
        if kind == "comment":
            closed = flags == GRP_CLOSED or (closed and flags != GRP_CLOSED_END)
        if i >= len(got) or got[i][0] != shown:
            errors.append(f"{save}:{n}:1: error: GTKWave did not resolve this row ({name or shown}): "
                          f"it shows {got[i][0] if i < len(got) else 'nothing'!r} there")
            if len(errors) > 8:
                break
            continue
        gname, gflags, gval = got[i]
        i += 1
        if kind == "signal" and flags == FLAGS["enum"]:
            labels = set(tables.get(sig[name].enum, {}).values()) if name in sig else set()
            if not gflags >> 32 & 1 or (gval not in labels and (gval or not closed)):
                errors.append(f"{save}:{n}:1: error: {name}: GTKWave shows {gval!r} at the "
                              f"marker, not a {sig[name].enum if name in sig else 'enum'} name")
            elif gval:
                named += 1
        if kind == "signal" and n in xlate:
            # a translated row: the all-ones value by its name, any other as a number
            fn, table = xlate[n]
            if not table:
                errors.append(f"{save}:{n}:1: error: {name}: its translate file {fn} is missing "
                              f"or empty")
            elif not (gflags >> 13 & 1):
                errors.append(f"{save}:{n}:1: error: {name}: GTKWave did not take it as translated")
            elif gval and gval not in table.values() and not re.fullmatch(r"[0-9A-Fa-f]+", gval):
                errors.append(f"{save}:{n}:1: error: {name}: GTKWave shows {gval!r} at the "
                              f"marker: neither a number nor {'/'.join(table.values())}")
    if not errors and i != len(got):
        errors.append(f"{save}: error: GTKWave shows {len(got)} rows, the save file has {i}")
    # the view opens where the activity is: the marker (run start / mismatch) in the window
    w = re.search(r"^WV_W (\d+) (\d+)", out, re.M)
    m = re.search(r"^WV_M (\d+)", out, re.M)
    if w and m and not int(w.group(1)) <= int(m.group(1)) <= int(w.group(2)):
        errors.append(f"{save}: error: GTKWave opens it at {int(w.group(1)) / PS:g}.."
                      f"{int(w.group(2)) / PS:g} ns, the marker ({int(m.group(1)) / PS:g} ns) "
                      f"is outside the window")
    # and wide enough per cycle for the longest opcode name its rows can show
    if w:
        errors += window_fits(save, rows, sig, tables, (int(w.group(2)) - int(w.group(1))) / PS)
    gtkwave_confirm.named = named
    return errors


def save_header(path):
    """[size], [sst_width], [signals_width] of a save file as ints."""
    h = {}
    for line in open(path):
        m = re.match(r"\[(size|sst_width|signals_width)\] (\d+)(?: (\d+))?", line)
        if m:
            h[m.group(1)] = int(m.group(2))
    return h


def window_fits(save, rows, sig, tables, window_ns):
    """Errors when GTKWave's opening window (window_ns cycles) gives a cycle fewer pixels
    than the longest opcode name of the save file's opcode rows needs (clipped: `OP_ATO+`)."""
    longest = max((len(lab) for _, kind, _, name, _, _ in rows if kind == "signal" and name in sig
                   and sig[name].enum and sig[name].enum.endswith("op_e") and "dp_op" not in sig[name].enum
                   for lab in tables.get(sig[name].enum, {}).values()), default=0)
    if not longest or window_ns <= 0:
        return []
    h = save_header(save)
    area = h.get("size", WIN_W) - h.get("sst_width", SST_W) - h.get("signals_width", SIG_W) - 30
    need = longest * CHAR_PX + NAME_PAD_PX
    window_fits.last = (window_ns, area / window_ns, need)
    if area / window_ns < need - 2:
        return [f"{save}: error: GTKWave opens it {window_ns:g} cycles wide: {area / window_ns:.0f} px "
                f"a cycle, the longest opcode name ({longest} characters) needs {need} px"]
    return []


IDLE_TCL = r"""
for {set i 0} {$i < 20} {incr i} { gtkwave::nop; after 25 }
gtkwave::setMarker @T@
set n [gtkwave::getTotalNumTraces]
for {set i 0} {$i < $n} {incr i} {
  puts "WV_T $i\t[gtkwave::getTraceNameFromIndex $i]\t[gtkwave::getTraceFlagsFromIndex $i]\t[gtkwave::getTraceValueAtMarkerFromIndex $i]"
}
gtkwave::/File/Quit
"""


def gtkwave_at(fst, save, t):
    """[(display name, flags, value at time t)] of every row GTKWave shows for SAVE."""
    with tempfile.NamedTemporaryFile("w", suffix=".tcl", delete=False) as f:
        f.write(IDLE_TCL.replace("@T@", str(t)))
    try:
        out = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", "gtkwave", "-S", f.name,
                              "-a", save, fst], capture_output=True, text=True, timeout=180).stdout
    finally:
        os.unlink(f.name)
    got = []
    for line in out.splitlines():
        if line.startswith("WV_T "):
            p = line[5:].split("\t") + ["", "", ""]
            got.append((p[1], int(p[2] or 0), p[3]))
    return got


def shown_rows(fst, save, t):
    """The save file's rows with what GTKWave shows at t: [(line, signal, display name,
    value, what)], what: 'op' (an opcode row), 'gated' (a shown copy: ls_*_e or a row
    translated to IDLE), 'none' (a row translated to none), else None. Rows of closed
    groups (no value shown) are left out; rows GTKWave did not list in the save file's
    order end the list (gtkwave_confirm names them)."""
    sigs, _ = fst_names.read(fst)
    sig = {x.name: x for x in sigs}
    xl = save_filters(save)
    got = gtkwave_at(fst, save, t)
    out = []
    closed = False      # inside a closed group GTKWave shows no value: left out
    for (n, kind, shown, name, bit, flags), g in zip(save_rows(save), got):
        if g[0] != shown:
            break
        if kind == "comment":
            closed = flags == GRP_CLOSED or (closed and flags != GRP_CLOSED_END)
        if kind != "signal" or closed:
            continue
        e = (sig[name].enum or "").split("::")[-1] if name in sig else ""
        base = split_range(name)[0]
        what = None
        if e in ("sm5_op_e", "ls_op_e"):
            what = "op"
        elif e in idle_enum_types() or e in {src for src, _ in IDLE_ENUMS} or ".lockstep.shown." in base:
            # a shown copy, or a raw field of a type that has one (which fails: it has no IDLE)
            what = "gated"
        elif any(base.endswith(".lockstep." + v) for v in NONE_ROWS) or \
                (n in xl and NONE_NAME in xl[n][1].values()):
            what = "none"
        out.append((n, name, shown, g[2], what))
    return out


NONE_NAME = "none"
# the comparator variables (tb/lockstep/sm5_lockstep.sv) whose all ones is none
NONE_ROWS = ("first_mismatch", "index", "comp", "regnum")


def cmd_idle(a):
    run = read_run(a.fst)
    if a.ns is None and "run_start_ns" not in run:
        print(f"{a.fst}: error: no run_start_ns in its .run note")
        return 2
    ns = a.ns if a.ns is not None else int(run["run_start_ns"]) - 1
    when = f"at {ns} ns" + (" (before the run)" if a.ns is None else "")
    want = {"op": IDLE_NAME, "gated": IDLE_NAME, "none": NONE_NAME}
    if a.only:
        want = {k: v for k, v in want.items() if k == a.only}
    errors, count = [], {k: 0 for k in want}
    for n, name, shown, val, what in shown_rows(a.fst, a.save, ns * PS):
        if what not in want:
            continue
        count[what] += 1
        if val != want[what]:
            errors.append(f"{a.save}:{n}:1: error: {name} reads {val!r} {when}: "
                          + (f"an idle {'opcode ' if what == 'op' else ''}row must read {IDLE_NAME}"
                             if what != "none" else f"with no mismatch it must read {NONE_NAME}"))
    for e in errors:
        print(e)
    missing = [k for k, c in count.items() if not c and (a.only or k != "gated")]
    if missing:
        print(f"{a.save}: error: no {'/'.join(missing)} rows seen in GTKWave")
        return 1
    what = {"op": "opcode rows", "gated": "other gated rows", "none": "comparator rows"}
    parts = [f"{count[k]} {what[k]} read {want[k]}" for k in want if count[k]]
    print(f"{'FAIL' if errors else 'ok  '} {a.save}: {', '.join(parts)} {when}"
          + (f"; {len(errors)} do not" if errors else ""))
    return 1 if errors else 0


def cmd_values(a):
    """Rows (by display name) must read the given values at a.ns: VALUE literal, `#` a
    number (decimal or hex digits)."""
    rows = shown_rows(a.fst, a.save, a.ns * PS)
    fails = 0
    for spec in a.expect:
        key, _, val = spec.rpartition("=")
        hit = next((r for r in rows if r[2] == key or r[2].split("[")[0] == key), None)
        if hit is None:
            print(f"{a.save}: error: no row {key!r} in GTKWave")
            fails += 1
            continue
        ok = re.fullmatch(r"[0-9A-Fa-f]+", hit[3]) is not None if val == "#" else hit[3] == val
        print(f"{'ok  ' if ok else 'FAIL'} {hit[2]} reads {hit[3]!r} at {a.ns} ns"
              + ("" if ok else f", not {'a number' if val == '#' else repr(val)}"))
        fails += not ok
    return 1 if fails else 0


def cmd_check(a):
    views = parse_rules(a.rules)
    run = read_run(a.fst)
    test = a.test or run.get("test") or os.path.basename(a.fst)[:-4]
    dotted = []
    sigs, tables = fst_names.read(a.fst, dotted)
    fails = 0
    for name in dotted:
        # GTKWave keeps its signal table sorted and binary-searches it for save-file
        # rows; a scope named with dots sorts out of place and hides other signals
        print(f"{a.fst}: error: scope {name!r} has a '.' in its name: GTKWave sorts it out of "
              f"place and then fails to find save-file rows (a package traced inside a "
              f"Verilator hierarchical block?)")
        fails += 1
    if not a.no_rules:
        view = pick_view(views, test, a.view, a.fst, sigs)
        core_view(view, sigs)
        _, errors = resolve_view(view, sigs)
        for e in errors:
            print(e)
        fails += bool(errors)
        print(f"{'FAIL' if errors else 'ok  '} rules of view {view.name} against {a.fst}"
              f" ({len(sigs)} signals)")
    for save in a.saves:
        rows, errors = check_save(save, sigs)
        nsig = sum(1 for r in rows if r[1] == "signal")
        if not errors and a.gtkwave:
            errors = gtkwave_confirm(save, a.fst, rows, sigs, tables)
        for e in errors:
            print(e)
        fails += bool(errors)
        how = "checked against the FST"
        if a.gtkwave:
            how = (f"resolved in GTKWave, {getattr(gtkwave_confirm, 'named', 0)} enum rows "
                   f"shown by name at the marker")
            fit = getattr(window_fits, "last", None)
            if fit:
                how += f"; opens {fit[0]:g} cycles wide ({fit[1]:.0f} px a cycle, names need {fit[2]})"
                window_fits.last = None
        print(f"{'FAIL' if errors else 'ok  '} {save}: {nsig} signals {how}")
    return 1 if fails else 0


def cmd_fields(a):
    sv = open(a.sv).read()
    m = re.search(r"\{([^{}]*)\}\s*ls_field_e", sv, re.S)
    c = open(a.c).read()
    mc = re.search(r"ls_field_name\[\]\s*=\s*\{(.*?)\};", c, re.S)
    if not m or not mc:
        print(f"{a.sv if not m else a.c}:1:1: error: field list not found")
        return 2
    svn = [x.strip()[3:].lower() for x in re.sub(r"//[^\n]*", "", m.group(1)).split(",") if x.strip()]
    cn = [x.replace(".", "_") for x in re.findall(r'"([^"]*)"', mc.group(1))]
    if svn != cn:
        for i, (x, y) in enumerate(zip(svn + ["(end)"] * len(cn), cn + ["(end)"] * len(svn))):
            if x != y:
                print(f"{a.c}: error: field {i}: ls_field_e says {x!r}, ls_field_name[] says {y!r}")
                break
        print("FAIL comparator field codes: the SV enum and the C table differ")
        return 1
    print(f"ok   comparator field codes: {len(cn)} names in both {a.sv} and {a.c}")
    return 0


OP_ENUM_BEGIN, OP_ENUM_END = "// BEGIN idle enums", "// END idle enums"
IDLE_NAME = "IDLE"
# the views' idle enums: (sm5_pkg's enum, the testbench's copy); each copy has the
# original's names and codes plus IDLE, in a package of its own (sm5_ls_<x>_pkg), so that
# every copy can name its idle value IDLE
IDLE_ENUMS = [("sm5_op_e", "op"), ("sm5_pipe_e", "pipe"), ("sm5_acc_e", "acc"),
              ("sm5_dp_op_e", "dp_op"), ("sm5_srckind_e", "src")]


def idle_enum_types():
    """The enum types (last part of the FST's name) whose rows are gated copies."""
    return {f"ls_{x}_e" for _, x in IDLE_ENUMS}


def op_enum_text(pkg):
    """The idle enums from sm5_pkg: for each enum of IDLE_ENUMS, ls_<x>_e with the same
    names and codes plus IDLE (all ones; one bit wider when every code is taken)."""
    text = open(pkg).read()
    rel = os.path.relpath(pkg, ROOT)
    lines = [OP_ENUM_BEGIN + " (generated by `python3 sim/wave_view.py op-enum --write` from",
             f"// {rel}; do not edit): sm5_pkg's enums plus IDLE, the views' gated rows"]
    counts = []
    for src, x in IDLE_ENUMS:
        m = re.search(r"typedef enum logic \[(\d+):0\] \{([^{}]*)\}\s*" + src + ";", text)
        if not m:
            raise RuleError(f"{pkg}:1:1: error: no `typedef enum logic [N:0] {{...}} {src};`")
        w = int(m.group(1)) + 1
        vals = re.findall(r"(\w+)\s*=\s*\d+'d(\d+)", m.group(2))
        if any(n == IDLE_NAME for n, _ in vals):
            raise RuleError(f"{pkg}:1:1: error: {src} has a value named {IDLE_NAME}")
        if any(int(v) == (1 << w) - 1 for _, v in vals):
            w += 1          # every code taken: the copy is one bit wider
        idle = (1 << w) - 1
        lines += [f"package sm5_ls_{x}_pkg;",
                  f"  typedef enum logic [{w - 1}:0] {{"]
        lines += [f"    {n} = {w}'d{v}," for n, v in vals]
        lines += [f"    {IDLE_NAME} = {w}'d{idle}   // the row's stage holds nothing",
                  f"  }} ls_{x}_e;", "endpackage"]
        counts.append(f"{src} {len(vals)}")
    lines.append(OP_ENUM_END)
    return "\n".join(lines) + "\n", ", ".join(counts)


def cmd_op_enum(a):
    want, n = op_enum_text(a.pkg)
    text = open(a.tb).read()
    i, j = text.find(OP_ENUM_BEGIN), text.find(OP_ENUM_END)
    if i < 0 or j < i:
        print(f"{a.tb}:1:1: error: no `{OP_ENUM_BEGIN.strip()}` ... `{OP_ENUM_END.strip()}` block")
        return 2
    j += len(OP_ENUM_END) + 1
    if text[i:j] == want:
        print(f"ok   idle enums in {a.tb}: those of {a.pkg} ({n}) plus {IDLE_NAME}")
        return 0
    if a.write:
        open(a.tb, "w").write(text[:i] + want + text[j:])
        print(f"wrote the idle enums into {a.tb}: those of {a.pkg} ({n}) plus {IDLE_NAME}")
        return 0
    line = text[:i].count("\n") + 1
    print(f"{a.tb}:{line}:1: error: the idle enums differ from those of {a.pkg}: run "
          f"`python3 sim/wave_view.py op-enum --write`")
    return 1


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rules", default=RULES)
    sub = ap.add_subparsers(dest="cmd", required=True)
    v = sub.add_parser("view")
    v.add_argument("fst")
    v.add_argument("--test")
    v.add_argument("--view")
    v.add_argument("-o", "--out")
    c = sub.add_parser("check")
    c.add_argument("fst")
    c.add_argument("saves", nargs="*")
    c.add_argument("--test")
    c.add_argument("--view")
    c.add_argument("--gtkwave", action="store_true")
    c.add_argument("--no-rules", action="store_true")
    f = sub.add_parser("fields")
    f.add_argument("sv")
    f.add_argument("c")
    i = sub.add_parser("idle")
    i.add_argument("fst")
    i.add_argument("save")
    i.add_argument("--ns", type=int)
    i.add_argument("--only", choices=("op", "gated", "none"))
    va = sub.add_parser("values")
    va.add_argument("fst")
    va.add_argument("save")
    va.add_argument("--ns", type=int, required=True)
    va.add_argument("expect", nargs="+")
    o = sub.add_parser("op-enum")
    o.add_argument("--pkg", default=os.path.join(ROOT, "rtl", "sm5_pkg.sv"))
    o.add_argument("--tb", default=os.path.join(ROOT, "tb", "lockstep", "sm5_lockstep.sv"))
    o.add_argument("--write", action="store_true")
    a = ap.parse_args(argv[1:])
    try:
        return {"view": cmd_view, "check": cmd_check, "fields": cmd_fields,
                "op-enum": cmd_op_enum, "idle": cmd_idle, "values": cmd_values}[a.cmd](a)
    except RuleError as e:
        print(e, file=sys.stderr)
        return 2
    except (OSError, fst_names.FstError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))

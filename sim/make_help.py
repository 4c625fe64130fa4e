#!/usr/bin/env python3
"""make help / make help-all: the targets of the Makefile and mk/*.mk with their `##`
comments, in the sections of mk/help.sections, every line at most 100 columns.

  make_help.py [--all] [--sections FILE] MAKEFILE...    print the help (--all: every target)
  make_help.py --test [--sections FILE] MAKEFILE...      the checks of `make test-help`

`make help` prints the sections marked `*` (the everyday targets first) with short
descriptions; `make help-all` every section, each target's whole comment wrapped, and the
targets placed nowhere under "other". Exit status: 0 good, 1 a check failed, 2 bad input.
"""
import argparse
import fnmatch
import os
import re
import sys
import textwrap

WIDTH = 100
EVERYDAY = ["sim", "waves", "run", "test", "regress"]
# a target line with its comment, as the Makefile's help target always matched them
TARGET = re.compile(r"^([a-zA-Z0-9_./$()-]+):.*?## (.*)$")
NAME_W = 14      # "  make NAME" column: names longer than this push the description right


class InputError(Exception):
    pass


def read_targets(makefiles):
    """{name: description} in file order; the first definition of a name wins."""
    out = {}
    for path in makefiles:
        try:
            lines = open(path).read().splitlines()
        except OSError as e:
            raise InputError(f"{path}: error: {e.strerror}")
        for line in lines:
            m = TARGET.match(line)
            if m and m.group(1) not in out:
                out[m.group(1)] = m.group(2).strip()
    return out


def read_sections(path):
    """[(name, title, brief, [(target or glob, short text or None, line)])]"""
    secs = []
    try:
        lines = open(path).read().splitlines()
    except OSError as e:
        raise InputError(f"{path}: error: {e.strerror}")
    for n, raw in enumerate(lines, 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        if not raw[0].isspace():
            m = re.match(r"([*-]) ([\w-]+): (.+)$", raw)
            if not m:
                raise InputError(f"{path}:{n}:1: error: expected `* NAME: TITLE` or `- NAME: TITLE`")
            secs.append((m.group(2), m.group(3).strip(), m.group(1) == "*", []))
            continue
        if not secs:
            raise InputError(f"{path}:{n}:1: error: a target before any section")
        words = raw.split(None, 1)
        secs[-1][3].append((words[0], words[1].strip() if len(words) > 1 else None, n))
    return secs


def place(targets, secs, path):
    """[(name, title, brief, [(target, short)])] and errors: explicit names first, then the
    globs in file order take what is left, then "other"."""
    errors, taken = [], {}
    for name, _, _, items in secs:
        for t, _, n in items:
            if any(c in t for c in "*?["):
                continue
            if t not in targets:
                errors.append(f"{path}:{n}:3: error: section {name}: no makefile defines a "
                              f"target {t} with a `##` comment")
            elif t in taken:
                errors.append(f"{path}:{n}:3: error: {t} is already in section {taken[t]}")
            else:
                taken[t] = name
    out = []
    for name, title, brief, items in secs:
        rows = []
        for t, short, n in items:
            if any(c in t for c in "*?["):
                hit = sorted(x for x in targets if fnmatch.fnmatchcase(x, t) and x not in taken)
                if not hit and not any(fnmatch.fnmatchcase(x, t) for x in targets):
                    errors.append(f"{path}:{n}:3: error: section {name}: {t} matches no target")
                for x in hit:
                    taken[x] = name
                    rows.append((x, None))
            elif taken.get(t) == name and t not in [r[0] for r in rows]:
                rows.append((t, short))
        out.append((name, title, brief, rows))
    rest = [t for t in targets if t not in taken]
    if rest:
        out.append(("other", "targets mk/help.sections does not place", False, [(t, None) for t in sorted(rest)]))
    return out, errors


def shorten(text, room):
    """text cut to `room` columns: at the last clause boundary that fits, else a word."""
    if len(text) <= room:
        return text
    best = ""
    for m in re.finditer(r";|:| \(| ->|,| -", text):
        if m.start() <= room:
            best = text[:m.start()]
    if len(best) >= room // 2:
        return best.rstrip()
    cut = text[:room - 3].rsplit(" ", 1)[0]
    return cut + "..."


def target_line(name, text, width, wrap):
    head = f"  make {name:<{NAME_W}} "
    if len(head) > 24 and len(head) + 10 > width:
        head = f"  make {name} "
    room = width - len(head)
    if not wrap:
        return [head + shorten(text, room)]
    lines = textwrap.wrap(text, room, break_on_hyphens=False) or [""]
    return [head + lines[0]] + [" " * len(head) + x for x in lines[1:]]


def render(targets, placed, full, width=WIDTH):
    out = []
    if full:
        out.append(f"make help-all: all {len(targets)} targets in {len(placed)} sections "
                   f"(make help: the everyday ones)")
    else:
        out.append(f"make help: the everyday targets (make help-all: all {len(targets)}, grouped)")
    more = []
    for name, title, brief, rows in placed:
        if not full and not brief:
            more.append(f"{name} ({len(rows)})")
            continue
        out += ["", f"{name}: {title}"]
        for t, short in rows:
            text = targets[t] if full or short is None else short
            out += target_line(t, text, width, wrap=full)
    if more:
        out.append("")
        out += textwrap.wrap("more in make help-all: " + ", ".join(more), width)
    return out


def everyday_first(text):
    """The first targets named in an output, in order."""
    names = [m.group(1) for m in re.finditer(r"^  make (\S+)", text, re.M)]
    return names[:len(EVERYDAY)]


def run_checks(targets, secs, path, outputs):
    """[(ok, message)] over outputs {label: text}."""
    res = []
    _, errors = place(targets, secs, path)
    res.append((not errors, "every target named in " + path + " exists"
                + "".join("\n     | " + e for e in errors)))
    for label, text in outputs.items():
        long = [(i, line) for i, line in enumerate(text.splitlines(), 1) if len(line) > WIDTH]
        res.append((not long, f"{label}: every line at most {WIDTH} columns"
                    + "".join(f"\n     | line {i}: {len(x)} columns: {x[:60]}..." for i, x in long[:5])))
        first = everyday_first(text)
        res.append((first == EVERYDAY, f"{label}: the everyday targets first ({' '.join(EVERYDAY)})"
                    + ("" if first == EVERYDAY else f"\n     | it starts with: {' '.join(first)}")))
    if "make help" in outputs:
        n = len(outputs["make help"].splitlines())
        res.append((n <= 45, f"make help fits on a screen: {n} lines (at most 45)"))
    if "make help-all" in outputs:
        text = outputs["make help-all"]
        missing = [t for t in targets if not re.search(rf"^  make {re.escape(t)}( |$)", text, re.M)]
        res.append((not missing, f"make help-all lists all {len(targets)} targets"
                    + ("" if not missing else f"\n     | missing: {' '.join(missing[:10])}")))
    return res


def self_test(targets, secs, path):
    """The checks fail on a long line, a late everyday target, an unknown target."""
    res = []
    bad = [(n, t, b, list(i)) for n, t, b, i in secs]
    bad[0][3].append(("no-such-target", None, 0))
    _, errors = place(targets, bad, path)
    res.append((any("no-such-target" in e for e in errors), "self-test: an unknown target in a section fails"))
    long_t = dict(targets)
    long_t["sim"] = "x" * 150
    text = "\n".join(render(long_t, place(long_t, secs, path)[0], full=True))
    ok = all(len(line) <= WIDTH for line in text.splitlines())
    ok = ok and all(len(x) <= WIDTH for x in target_line("sim", long_t["sim"], WIDTH, wrap=False))
    chk = run_checks(long_t, secs, path, {"long": "  make sim " + "y" * 120})
    res.append((ok and not chk[1][0], "self-test: a description of 150 columns is wrapped / shortened, a 130-column line fails"))
    chk = run_checks(targets, secs, path, {"late": "  make waves x\n  make sim x\n  make run\n  make test\n  make regress"})
    res.append((not chk[2][0], "self-test: the everyday targets out of order fail"))
    return res


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--all", action="store_true")
    ap.add_argument("--test", action="store_true")
    ap.add_argument("--sections", default="mk/help.sections")
    ap.add_argument("makefiles", nargs="+")
    a = ap.parse_args(argv[1:])
    try:
        targets = read_targets(a.makefiles)
        secs = read_sections(a.sections)
    except InputError as e:
        print(e, file=sys.stderr)
        return 2
    placed, errors = place(targets, secs, a.sections)
    if not a.test:
        for e in errors:
            print(e, file=sys.stderr)
        print("\n".join(render(targets, placed, a.all)))
        return 1 if errors else 0
    outs = {"make help": "\n".join(render(targets, placed, False)) + "\n",
            "make help-all": "\n".join(render(targets, placed, True)) + "\n"}
    # the outputs of the real targets when given (make test-help passes them)
    for label, env in (("make help", "HELP_OUT"), ("make help-all", "HELP_ALL_OUT")):
        if os.environ.get(env):
            outs[label] = open(os.environ[env]).read()
    res = run_checks(targets, secs, a.sections, outs) + self_test(targets, secs, a.sections)
    for ok, msg in res:
        print(("ok   " if ok else "FAIL ") + msg)
    npass = sum(ok for ok, _ in res)
    print(f"{npass} passed, {len(res) - npass} failed")
    return 0 if npass == len(res) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))

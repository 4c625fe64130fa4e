#!/usr/bin/env python3
"""Doc tests: every program and command shown in README.md and docs/*.md still works.

Conventions (docs/contributing.md, "Examples in the docs"):
- A fenced block tagged ```asm is a complete program: it is written to build/doctest/
  and run on the architectural simulator (build/sm5run --quiet); it must assemble and
  every //! expect must hold (a program without expects fails, as in make run).
  ```asm check  only assembles it (build/sm5run --check).
- An untagged fenced block (or one tagged sh / shell / bash) holds commands: each line
  starting with `make `, `build/`, `sim/`, `tb/` or `python3 ` (after an optional `$ `)
  is a command. `[...]` groups are optional arguments and are dropped; `# ...` is a comment.
  Every make target must exist in make's database (`make -pn help`; a plain `make -n
  TARGET` is not used because GNU make runs recipe lines that call $(MAKE) even under
  -n, and make sim's does); VAR=path arguments must name existing files (TEST= and
  BROKEN= must name a known test / broken build) unless they are placeholders (`name`,
  `n`, `f.asm`, ...); a build/ tool must be a make target and its --options must exist
  in its source. Cheap commands whose arguments all exist (make run / disasm / vec /
  help / sim-list, build/sm5run, sm5dxbc, sm5cyc, vecrun) are really run and must exit 0
  (or the status a trailing `# doctest: exit N` comment names); the slow ones (make sim,
  regress, test-*, ... build a Verilator model or run for minutes) are only looked up.
- A trailing `# doctest: skip` leaves a command out (say why in the doc).
- Blocks tagged anything else (text, output, c, ...) are not read; an untagged block that
  holds a shader header line (cs_5_0, ps_4_0, ...) is reported: tag it asm or text.

  sim/doc_tests.py [--build DIR] [--self-test] [FILE.md ...]   (default README.md docs/*.md)
Prints one line per failure (FILE:LINE: ...) and ends with `N passed, N failed`.
"""
import argparse
import glob
import os
import re
import shlex
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CMD_TAGS = ("", "sh", "shell", "bash")
HEADER_RE = re.compile(r"^\s*(cs|ps|vs|gs|hs|ds)_[45]_[01]\s*$")
CMD_START = re.compile(r"^(\$ )?(make(\s|$)|build/|sim/|tb/|python3 )")
# make targets cheap enough to run (the C tools, < 1 s each once built)
RUN_TARGETS = {"run", "disasm", "vec", "help", "sim-list", "sm5run", "sm5dxbc", "sm5cyc", "tools"}
RUN_TOOLS = {"sm5run", "sm5dxbc", "sm5cyc", "vecrun"}
PLACEHOLDERS = {"name", "n", "f", "file", "x", "path", "dir", "j", "s", "k", "v", "N", "NAME", "PATH",
                "FILE", "DIR", "PATCH", "OUTDIR", "SEED", "TEST", "f.asm", "file.asm", "x.asm", "x.dxbc",
                "name.asm", "prog.asm", "peer_array.txt", "file.txt", "crash-...", "..."}
PATH_VARS = {"PROG", "VEC", "RESULTS", "REGRESS_XML"}
TIMEOUT = 30


class Ctx:
    def __init__(self, build, verbose=False):
        self.build = build
        self.verbose = verbose
        self.label = "FAIL"
        self.passed = 0
        self.failed = 0
        self.fails = []          # (where, message)
        self.counts = {"programs": 0, "run": 0, "looked up": 0}
        self._targets = None
        self.declared = {}       # ```asm file=PATH of the current page: PATH -> its copy
        self.tmp = os.path.join(build, "doctest")
        os.makedirs(self.tmp, exist_ok=True)

    def ok(self, kind):
        self.passed += 1
        self.counts[kind] = self.counts.get(kind, 0) + 1

    def fail(self, where, msg):
        self.failed += 1
        self.fails.append((where, msg))
        print("%s %s: %s" % (self.label, where, msg.rstrip().replace("\n", "\n  | ")), flush=True)

    def targets(self):
        """Every target make knows (explicit rules of Makefile + mk/*.mk)."""
        if self._targets is None:
            # BUILD=build: the docs spell build products under build/, whatever --build is
            out = subprocess.run(["make", "--no-print-directory", "-pn", "help", "BUILD=build"], cwd=ROOT,
                                 capture_output=True, text=True, env=clean_env()).stdout
            t = set()
            for line in out.splitlines():
                m = re.match(r"^([^\s#:=][^:=]*?):(?!=)", line)
                if m:
                    t.update(m.group(1).split())
            self._targets = t
        return self._targets


def clean_env():
    env = dict(os.environ)
    for k in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES"):
        env.pop(k, None)
    return env


def blocks(path):
    """(info, first content line number, [lines]) of every fenced block."""
    out, cur = [], None
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            m = re.match(r"^ {0,3}(```+|~~~+)\s*([^`]*)$", line.rstrip("\n"))
            if cur is None and m:
                cur = (m.group(1), m.group(2).strip(), i + 1, [])
            elif cur is not None and m and m.group(1).startswith(cur[0][:3]) and not m.group(2).strip():
                out.append((cur[1], cur[2], cur[3]))
                cur = None
            elif cur is not None:
                cur[3].append(line.rstrip("\n"))
    if cur is not None:
        out.append((cur[1], cur[2], cur[3]))
    return out


def rel(path):
    p = os.path.relpath(path, ROOT)
    return path if p.startswith("..") else p


# --- programs --------------------------------------------------------------------------
def check_program(ctx, doc, first, lines, mode, mode_opts=()):
    ctx.counts["programs"] = ctx.counts.get("programs", 0)
    stem = re.sub(r"[^A-Za-z0-9]+", "_", rel(doc))
    f = os.path.join(ctx.tmp, "%s_L%d.asm" % (stem, first))
    with open(f, "w", encoding="utf-8") as o:
        o.write("\n".join(lines) + "\n")
    args = [os.path.join(ctx.build, "sm5run"), "--check" if mode == "check" else "--quiet", f]
    where = "%s:%d" % (rel(doc), first - 1)
    for opt in mode_opts:
        if opt.startswith("file="):
            ctx.declared[opt[5:]] = f
    try:
        r = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT)
    except (OSError, subprocess.TimeoutExpired) as e:
        ctx.fail(where, "program: %s" % e)
        return
    if r.returncode == 0:
        ctx.ok("programs")
        return
    # map build/doctest/x.asm:LINE back to the document's line
    text = (r.stdout + r.stderr).strip()
    line_of = lambda m: "%s:%d" % (rel(doc), first - 1 + int(m.group(1)))
    text = re.sub(re.escape(f) + r":(\d+)", line_of, text)
    text = text.replace(f, rel(doc))
    m = re.search(re.escape(rel(doc)) + r":(\d+)", text)
    ctx.fail(m.group(0) if m else where, "program (exit %d): %s" % (r.returncode, text))


# --- commands --------------------------------------------------------------------------
def command_lines(lines, first):
    """(line number, command, comment) for the command lines of a block."""
    out, i = [], 0
    while i < len(lines):
        ln, s = first + i, lines[i].strip()
        while s.endswith("\\") and i + 1 < len(lines):
            i += 1
            s = s[:-1].rstrip() + " " + lines[i].strip()
        i += 1
        if not CMD_START.match(s):
            continue
        s = re.sub(r"^\$ ", "", s)
        if re.match(r"^make(\[\d+\])?:|^make \S+:", s):      # make's own messages, output
            continue
        m = re.search(r"(^|\s)#(.*)$", s)
        comment = m.group(2).strip() if m else ""
        s = s[:m.start()].strip() if m else s
        s = re.sub(r"\s*\[[^\]]*\]", "", s).strip()          # optional arguments
        out.append((ln, s, comment))
    return out


def is_placeholder(v):
    return v in PLACEHOLDERS or re.fullmatch(r"[A-Z][A-Z_]*|<[^>]*>|\.\.\.|[a-z]", v) is not None


def exists(p):
    return os.path.exists(os.path.join(ROOT, p))


def check_make(ctx, where, words, comment, inline=False):
    """words: the arguments after `make`. Returns (problems, runnable)."""
    probs, targets, vars_, skip = [], [], {}, False
    runnable = False
    words = [w for w in words if w not in ("...", "\u2026")]
    for i, w in enumerate(words):
        if skip:
            skip = False
            continue
        if w in ("-C", "-f", "-j", "-l", "-o", "-W") and i + 1 < len(words):
            skip = True
            continue
        if w.startswith("-"):
            continue
        if "=" in w:
            k, v = w.split("=", 1)
            vars_[k] = v
        else:
            targets.append(w)
    if "-C" in words or "-f" in words:
        return ["make -C / -f: not checked by the doc tests"], False
    known = ctx.targets()
    runnable = bool(targets) and all(t in RUN_TARGETS for t in targets) and "BUILD" not in vars_
    b = vars_.get("BUILD")
    for t in targets:
        if b and t.startswith(b.rstrip("/") + "/"):
            t = "build/" + t[len(b.rstrip("/")) + 1:]
        if "<" in t or "..." in t:
            runnable = False
            continue
        if t not in known:
            probs.append("make: no target '%s'" % t)
    for k, v in vars_.items():
        if "$" in v or v.startswith("/") or v.startswith("build/"):
            continue
        if v in ctx.declared:
            continue
        if k == "TEST" and any(os.path.splitext(os.path.basename(d))[0] == v for d in ctx.declared):
            runnable = False
            continue
        if is_placeholder(v) or is_placeholder(os.path.basename(v)):
            runnable = False
            continue
        if k in ("TEST",) and any(t in ("sim", "waves", "sim-dbl", "sim-sfu", "regress-one") for t in targets):
            r = subprocess.run(["tb/lockstep/find_test.sh", v], cwd=ROOT, capture_output=True, text=True)
            if r.returncode != 0:
                probs.append("TEST=%s: %s" % (v, (r.stderr or r.stdout).strip()))
        elif k == "BROKEN":
            names = broken_names()
            if v not in names:
                probs.append("BROKEN=%s: not in tb/lockstep/broken/broken.list" % v)
        elif k in PATH_VARS or "/" in v or re.search(r"\.(asm|dxbc|txt|test)$", v):
            if not exists(v):
                probs.append("%s=%s: no such file" % (k, v))
    if not targets and not (inline and words):
        probs.append("make without a target (the default is help): name one")
    return probs, runnable


def broken_names():
    names = set()
    p = os.path.join(ROOT, "tb/lockstep/broken/broken.list")
    if os.path.exists(p):
        for line in open(p, encoding="utf-8"):
            if line.strip() and not line.startswith("#"):
                names.add(line.split()[0])
    return names


def check_tool(ctx, where, tool, args):
    probs, runnable = [], os.path.basename(tool) in RUN_TOOLS
    if tool not in ctx.targets():
        probs.append("%s is not built by any make target" % tool)
    src = os.path.join(ROOT, "cmodel/tools", os.path.basename(tool) + ".c")
    text = open(src, encoding="utf-8").read() if os.path.exists(src) else None
    skip_next = False
    for a in args:
        if skip_next:
            skip_next = False
            continue
        if a.startswith("--") and text is not None and ('"' + a.split("=")[0]) not in text:
            probs.append("%s: option %s not found in %s" % (tool, a, rel(src)))
        if a == "-o":
            skip_next = True
            continue
        if a.startswith("-"):
            continue
        if re.fullmatch(r"-?\d+", a):
            continue
        if a in ctx.declared:
            continue
        if is_placeholder(a) or not ("/" in a or "." in a):
            runnable = False
        elif not exists(a):
            probs.append("%s: no such file" % a)
    return probs, runnable


def run_command(ctx, cmd, expect_rc):
    """Runs cmd from the repository root; an -o output goes to build/doctest/."""
    argv = shlex.split(cmd)
    for i, a in enumerate(argv):
        for path, copy in ctx.declared.items():
            if a == path or a.endswith("=" + path):
                argv[i] = a[:len(a) - len(path)] + copy
    for i, a in enumerate(argv[:-1]):
        if a == "-o":
            argv[i + 1] = os.path.join(ctx.tmp, os.path.basename(argv[i + 1]))
    if argv[0] == "make":
        argv[1:1] = ["--no-print-directory", "BUILD=%s" % ctx.build]
    elif argv[0].startswith("build/"):
        argv[0] = os.path.join(ctx.build, argv[0][len("build/"):])
    t0 = time.time()
    try:
        r = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT,
                           env=clean_env())
    except (OSError, subprocess.TimeoutExpired) as e:
        return "%s" % e
    if r.returncode != expect_rc:
        tail = "\n".join((r.stdout + r.stderr).strip().splitlines()[-8:])
        return "exit %d (expected %d) after %.1f s:\n%s" % (r.returncode, expect_rc, time.time() - t0, tail)
    return None


def check_commands(ctx, doc, first, lines):
    for ln, cmd, comment in command_lines(lines, first):
        where = "%s:%d" % (rel(doc), ln)
        if re.search(r"doctest:\s*skip", comment):
            continue
        m = re.search(r"doctest:\s*exit\s+(\d+)", comment)
        expect_rc = int(m.group(1)) if m else 0
        simple = not re.search(r"[|;&<>`]|\$\(", cmd)
        probs, runnable = [], simple
        for seg in re.split(r"\s*(?:&&|\|\||;|\|)\s*", cmd):
            try:
                w = shlex.split(seg)
            except ValueError as e:
                probs.append("cannot split '%s': %s" % (seg, e))
                continue
            if not w:
                continue
            if w[0] == "make":
                p, r = check_make(ctx, where, w[1:], comment)
            elif w[0].startswith("build/"):
                p, r = check_tool(ctx, where, w[0], w[1:])
            elif w[0] == "python3" and len(w) > 1:
                p, r = ([] if exists(w[1]) else ["%s: no such script" % w[1]]), False
            elif re.match(r"^(sim|tb)/", w[0]):
                p, r = ([] if os.access(os.path.join(ROOT, w[0]), os.X_OK)
                        else ["%s: no such executable script" % w[0]]), False
            else:
                p, r = [], False
            probs += p
            runnable = runnable and r
        if probs:
            ctx.fail(where, "`%s`: %s" % (cmd, "; ".join(probs)))
            continue
        if runnable:
            err = run_command(ctx, cmd, expect_rc)
            if err:
                ctx.fail(where, "`%s`: %s" % (cmd, err))
            else:
                ctx.ok("run")
        else:
            ctx.ok("looked up")


def check_inline(ctx, doc):
    """`make ...` in running text and tables: the targets must exist (never run)."""
    fence = False
    for i, line in enumerate(open(doc, encoding="utf-8"), 1):
        if re.match(r"^ {0,3}(```|~~~)", line):
            fence = not fence
            continue
        if fence:
            continue
        for m in re.finditer(r"`(make [^`]*)`", line):
            s = re.sub(r"\s*\[[^\]]*\]", "", m.group(1)).replace("\\|", "|")
            if "$(" in s or s.strip() in ("make", "make ..."):     # prose about make itself
                continue
            where = "%s:%d" % (rel(doc), i)
            probs = []
            for seg in re.split(r"\s*(?:&&|\|\||;|\|)\s*", s):
                try:
                    w = shlex.split(seg)
                except ValueError as e:
                    probs.append("cannot split '%s': %s" % (seg, e))
                    continue
                if w and w[0] == "make":
                    probs += check_make(ctx, where, w[1:], "", inline=True)[0]
            if probs:
                ctx.fail(where, "`%s`: %s" % (s, "; ".join(probs)))
            else:
                ctx.ok("inline")


# paths the Makefile reads that may be empty or absent
ABSENT_OK = {"tb/tests_c/"}
OUTSIDE_RE = re.compile(r"\.\./shared|/work/|\bSPEC\.md|\bDESIGN\.md")
POINTER_DOCS = ("docs/semantics.md", "docs/policies.md")
_SOURCES = None


def sources():
    """The text of cmodel/, rtl/ and tb/ sources (for the code pointers)."""
    global _SOURCES
    if _SOURCES is None:
        parts = []
        for pat in ("cmodel/*.[ch]", "cmodel/*.def", "cmodel/tools/*.c", "rtl/*.sv", "tb/ref/*.c"):
            for f in glob.glob(os.path.join(ROOT, pat)):
                parts.append(open(f, encoding="utf-8", errors="replace").read())
        _SOURCES = "\n".join(parts)
    return _SOURCES


def check_refs(ctx, doc):
    """Code spans naming repository paths must exist; on the pages that point into the
    code (POINTER_DOCS), every sm5_* / SM5_* name and every rtl module must too."""
    fence, r = False, rel(doc)
    pointers = r in POINTER_DOCS
    for i, line in enumerate(open(doc, encoding="utf-8"), 1):
        m = OUTSIDE_RE.search(line)
        if m:      # someone who clones the repository has none of these
            ctx.fail("%s:%d" % (r, i), "'%s' points outside the repository" % m.group(0))
        if re.match(r"^ {0,3}(```|~~~)", line):
            fence = not fence
            continue
        if fence:
            continue
        for m in re.finditer(r"`([^`]+)`", line):
            t = m.group(1)
            if re.fullmatch(r"(cmodel|rtl|tb|sim|mk|docs|waves)/[A-Za-z0-9_./-]+", t):
                parts = [x.split(".")[0] for x in t.split("/")]
                if re.fullmatch(r"waves/[^/]+\.(fst|gtkw|run)", t):     # written by make sim
                    continue
                if t in ABSENT_OK or t in ctx.declared or any(is_placeholder(x) or x in ("name", "NAME") for x in parts if x):
                    continue
                if exists(t):
                    ctx.ok("refs")
                else:
                    ctx.fail("%s:%d" % (r, i), "`%s`: no such file or folder" % t)
            elif pointers and re.fullmatch(r"(sm5_|SM5_)[A-Za-z0-9_]+|[a-z][a-z0-9]*_[a-z0-9_]+", t):
                if re.search(r"\b%s\b" % re.escape(t), sources()):
                    ctx.ok("refs")
                elif t.startswith(("sm5_", "SM5_")):
                    ctx.fail("%s:%d" % (r, i), "`%s`: not found in cmodel/, rtl/ or tb/ref/" % t)
        if pointers:
            for m in re.finditer(r"\b(cmodel|rtl|tb)/[A-Za-z0-9_/]+\.(c|h|sv|def)\b", line):
                if exists(m.group(0)):
                    ctx.ok("refs")
                else:
                    ctx.fail("%s:%d" % (r, i), "%s: no such file" % m.group(0))


def check_doc(ctx, doc):
    ctx.declared = {}
    for info, first, lines in blocks(doc):
        tag = info.split()[0] if info else ""
        if tag == "asm":
            check_program(ctx, doc, first, lines, "check" if "check" in info.split()[1:] else "run",
                          info.split()[1:])
        elif tag in CMD_TAGS:
            for i, l in enumerate(lines):
                if HEADER_RE.match(l):
                    ctx.fail("%s:%d" % (rel(doc), first + i),
                             "a program in an untagged block: tag it ```asm (run) or ```text (not run)")
                    break
            check_commands(ctx, doc, first, lines)
    check_inline(ctx, doc)
    check_refs(ctx, doc)


# --- self-test: broken examples must be reported at their lines ----------------------------
SELF_DOC = """\
# a page with broken examples
```asm
cs_5_0
dcl_temps 1
mov r0.x, l(1)
frobnicate r0.x, r0.x
ret
//! expect r0.x == 1
```
```asm
cs_5_0
dcl_temps 1
mov r0.x, l(1)
ret
//! expect r0.x == 2
```
```
make no-such-target-here
make run PROG=tb/tests/no_such_program.asm
build/sm5run --no-such-option tb/tests/comparator.asm
make sim TEST=no_such_test
```
```
cs_5_0
ret
```
Good ones, which must pass:
```asm
cs_5_0
dcl_temps 1
iadd r0.x, l(2), l(3)
ret
//! expect r0.x == 5
```
```
make run PROG=tb/tests/comparator.asm
make sim TEST=atomics LANES=8   # looked up only
```
And a pointer to a file that is not there: `cmodel/sm5_no_such_file.c`.
The rules are in ../shared/SPEC.md.
"""
SELF_EXPECT = {6, 15, 18, 19, 20, 21, 24, 39, 40}   # the lines each broken example must be reported at


def self_test(ctx):
    d = os.path.join(ctx.tmp, "selftest")
    os.makedirs(d, exist_ok=True)
    doc = os.path.join(d, "broken.md")
    with open(doc, "w", encoding="utf-8") as f:
        f.write(SELF_DOC)
    sub = Ctx(ctx.build)
    sub.label = "  expected:"
    sub._targets = ctx.targets()
    print("self-test: a page with 9 broken and 3 good examples (%s):" % rel(doc), flush=True)
    check_doc(sub, doc)
    got = {int(w.rsplit(":", 1)[1]) for w, _ in sub.fails if w.startswith(rel(doc) + ":")}
    print("self-test: reported at lines %s; expected %s; %d passed" %
          (sorted(got), sorted(SELF_EXPECT), sub.passed), flush=True)
    if got == SELF_EXPECT and sub.failed == len(SELF_EXPECT) and sub.passed >= 3:
        ctx.ok("self-test")
    else:
        ctx.fail("sim/doc_tests.py", "self-test: the broken page was not reported as expected")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--self-test", action="store_true", help="also check that broken examples fail")
    ap.add_argument("files", nargs="*")
    o = ap.parse_args()
    os.chdir(ROOT)
    build = os.path.abspath(o.build)
    for tool in ("sm5run",):
        if not os.access(os.path.join(build, tool), os.X_OK):
            print("doc_tests: %s/%s missing (make %s/%s)" % (o.build, tool, o.build, tool))
            print("0 passed, 1 failed")
            return 1
    ctx = Ctx(build)
    t0 = time.time()
    files = o.files or ["README.md"] + sorted(glob.glob("docs/*.md"))
    for doc in files:
        check_doc(ctx, os.path.abspath(doc))
    if o.self_test:
        self_test(ctx)
    c = ctx.counts
    print("doc tests: %d files, %d programs run, %d commands run, %d commands looked up, "
          "%d inline make commands looked up, %d paths and code names found%s (%.1f s)" %
          (len(files), c.get("programs", 0), c.get("run", 0), c.get("looked up", 0), c.get("inline", 0),
           c.get("refs", 0),
           ", self-test ok" if c.get("self-test") else "", time.time() - t0))
    if ctx.passed == 0 and ctx.failed == 0:
        print("doc tests: nothing checked")
        ctx.failed = 1
    print("%d passed, %d failed" % (ctx.passed, ctx.failed))
    return 1 if ctx.failed else 0


if __name__ == "__main__":
    sys.exit(main())

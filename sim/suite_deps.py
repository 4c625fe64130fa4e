#!/usr/bin/env python3
"""Print the files `make test-<suite>` builds before its recipe runs, for every suite named.

  make -pq | sim/suite_deps.py SUITE...

Reads make's database (make -pq) from stdin and follows phony prerequisites (test-waves
-> waves-check -> the models) down to files. sim/run_tests.sh builds the union with one
`make -j` before it runs suites side by side, so no two suites build one target at once.
Exit 2 (with a message) when a suite has no test-<suite> target.
"""
import re
import sys


def parse(lines):
    """targets -> prerequisites (normal and order-only), the phony set"""
    deps, phony, in_files = {}, set(), False
    for line in lines:
        line = line.rstrip("\n")
        if line.startswith("# Files"):
            in_files = True
            continue
        if line.startswith("# VPATH") or line.startswith("# Finished"):
            in_files = False
        if not in_files or not line or line[0] in "#\t ":
            continue
        m = re.match(r"^([^:=]+?):(?![:=])(.*)$", line)
        if not m:
            continue
        target, rest = m.group(1).strip(), m.group(2)
        # `target: VAR := value`: a target-specific variable, not a rule
        if re.match(r"^\s*[A-Za-z0-9_.-]+\s*(:|::|\+|\?|!)?=", rest):
            continue
        names = [n for n in rest.split() if n != "|"]
        if target == ".PHONY":
            phony.update(names)
        else:
            deps.setdefault(target, []).extend(names)
    return deps, phony


def files_of(target, deps, phony, seen, out):
    for p in deps.get(target, []):
        if p in seen:
            continue
        seen.add(p)
        if p in phony:
            files_of(p, deps, phony, seen, out)
        else:
            out.append(p)


def main():
    deps, phony = parse(sys.stdin)
    seen, out, missing = set(), [], []
    for s in sys.argv[1:]:
        t = "test-" + s
        if t not in deps:
            missing.append(t)
            continue
        files_of(t, deps, phony, seen, out)
    if missing:
        print("suite_deps: no target " + ", ".join(missing), file=sys.stderr)
        return 2
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Mechanical Yosys 0.23 rewrites of rtl/*.sv into a build directory (make synth-all).

Yosys 0.23 (Debian) rejects three constructs the RTL uses on purpose (lowRISC style):
  1. `import pkg::*;` in a module header, and 2. inside a package (0.23 takes no
     `import` at file scope either) -> the import is dropped and every name the
     package declares (types, enum constants, localparams, functions) is written
     package-qualified (`sm5_pkg::OP_MIN`), which 0.23 reads;
  3. `return X;` in a function -> `fname = X;` (tail returns, case branches that each
     return, and `if (c) return X;` runs, which become an if / else-if chain).
The rewritten copies only feed synthesis statistics; the sources stay untouched. What
still fails after this (e.g. multi-dimensional packed arrays) is reported by make
synth-all with Yosys's own message. Usage: yosys_compat.py OUTDIR FILE.sv...
"""
import os
import re
import sys


def pkg_names(text):
    """Names a package declares: typedef names, enum constants, localparams, functions."""
    names = set(re.findall(r"}\s*(\w+)\s*;", text))
    names |= set(re.findall(r"^\s*(\w+)\s*=\s*\d+'[dhb]", text, re.M))
    names |= set(re.findall(r"localparam\s+(?:[\w\s]*?\s)?(\w+)\s*=", text))
    names |= set(re.findall(r"function\s+(?:automatic\s+)?.*?(\w+)\s*\(", text))
    return names


def qualify(text, pkgs):
    """pkgs: [(package, names)]: bare uses of the names -> package::name."""
    for pkg, names in pkgs:
        if not names:
            continue
        pat = re.compile(r"(?<![\w:'$.])(" + "|".join(sorted(names, key=len, reverse=True)) + r")\b")
        text = pat.sub(lambda m: f"{pkg}::{m.group(1)}", text)
    return text


def rewrite(text):
    out = []
    lines = text.split("\n")
    pending_imports = []
    header_start = None          # index in out of the `module` / `package` line
    in_header = False
    fname = None
    for line in lines:
        s = line.strip()
        m = re.match(r"^(module|package)\s+(\w+)", s)
        if m:
            header_start = len(out)
            in_header = m.group(1) == "module" and not s.endswith(";") or m.group(1) == "package"
            out.append(line)
            if m.group(1) == "package":
                in_header = True
            continue
        im = re.match(r"^\s*import\s+\w+::\*;\s*$", line)
        if im and in_header and header_start is not None:
            continue                             # names get qualified instead (qualify())
        if in_header and (s.startswith("(") or s.startswith("#(") or s.endswith(";") and not im):
            in_header = False
        fm = re.match(r"^\s*function\s+(automatic\s+)?.*?(\w+)\s*\(", line)
        if fm:
            fname = fm.group(2)
        if re.match(r"^\s*endfunction", line):
            fname = None
        if fname:
            # `if (c) return X;` -> `if (c) fname = X; else`
            im2 = re.match(r"^(\s*)if\s*\((.*)\)\s*return\s+(.*);(\s*//.*)?$", line)
            if im2:
                out.append(f"{im2.group(1)}if ({im2.group(2)}) {fname} = {im2.group(3)}; else")
                continue
            line = re.sub(r"\breturn\s+", f"{fname} = ", line)
        out.append(line)
    return "\n".join(out)


def main():
    """OUTDIR PKG.sv (the Yosys package, copied as sm5_pkg.sv) FILE.sv..."""
    outdir, pkgfile = sys.argv[1], sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    texts = {}
    for f in sys.argv[3:]:
        with open(f) as fh:
            texts[os.path.basename(f)] = fh.read()
    with open(pkgfile) as fh:
        pkg = fh.read()
    with open(os.path.join(outdir, "sm5_pkg.sv"), "w") as fh:
        fh.write(pkg)
    pkgs = [("sm5_pkg", pkg_names(pkg))]
    for name, t in texts.items():
        m = re.search(r"^package\s+(\w+)", t, re.M)
        if m and m.group(1) != "sm5_pkg":
            pkgs.append((m.group(1), pkg_names(t)))
    for name, t in texts.items():
        m = re.search(r"^package\s+(\w+)", t, re.M)
        own = m.group(1) if m else None
        imported = set(re.findall(r"import\s+(\w+)::\*", t))
        t = rewrite(t)
        # inside a package its own names stay bare; imported ones get qualified
        t = qualify(t, [(p, n - (pkgs[0][1] if p != "sm5_pkg" else set()))
                        for p, n in pkgs if p in imported and p != own])
        with open(os.path.join(outdir, name), "w") as fh:
            fh.write(t)


if __name__ == "__main__":
    main()

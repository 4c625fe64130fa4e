#!/usr/bin/env python3
"""The two runners must agree: every program through make run's architectural simulator
(build/sm5run --state) and through make sim's lockstep model (build/obj_*/sm5sim
--state), their final registers, outputs, memory words (UAVs and groupshared) and hidden
counters compared line by line. Any difference fails and names the first one.

  sim/diff_runners.py BUILD [--seeds N] [--gen-lanes "1 8 ..."] PROGRAM...

A program runs at its //! lanes (32 without), on the smallest lockstep model built for
it (sm5_top models L1 L8 L32 L64, core models C8 C32 for programs that need the
sequencer); both runners get --no-expect, so the states are what is compared (each
runner's own expect checks are other suites'). N generator seeds (build/sm5gen, half of
them with --flow, a third with --more: swapc, bufinfo) are added. A program the RTL
refuses (SKIP: a limit of this RTL) is listed and counted apart; it never counts as a pass.
Prints one line per program and ends with `N passed, N failed`."""
import argparse
import os
import re
import subprocess
import sys

L_MODELS = [1, 8, 32, 64]   # --models "L1 L8 C8": the models a run may use
C_MODELS = [8, 32]


def declared_lanes(path):
    side = path + ".test" if path.endswith(".dxbc") else path
    try:
        with open(side, errors="replace") as f:
            for line in f:
                m = re.match(r"//!\s*lanes\s+(\d+)", line)
                if m:
                    return int(m.group(1))
    except OSError:
        pass
    return None


def read_state(path):
    """{key: value line} in file order; key = the line's fields before the values."""
    out = {}
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            w = line.split()
            n = 3 if w[0] in ("r", "o", "m") else 2
            out[" ".join(w[:n])] = " ".join(w[n:])
    return out


def describe(key):
    w = key.split()
    if w[0] == "r":
        return "thread %s r%s" % (w[1], w[2])
    if w[0] == "o":
        return "thread %s o%s" % (w[1], w[2])
    if w[0] == "m":
        return "%s[%s]" % (w[1], w[2])
    return "counter %s" % w[1]


def first_difference(a, b):
    for k, v in a.items():
        if k not in b:
            if k[0] == "r" and set(v.split()) == {"00000000"}:
                continue   # a declared register past the RTL's file, never written
            return "%s: make run has %s, make sim has none" % (describe(k), v)
        if b[k] != v:
            return "%s: make run %s, make sim %s" % (describe(k), v, b[k])
    for k, v in b.items():
        if k not in a:
            return "%s: make sim has %s, make run has none" % (describe(k), v)
    return None


def pick(models, lanes):
    for m in models:
        if m >= lanes:
            return m
    return None


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.returncode, p.stdout


def one(build, path, name, work, lmodels, cmodels, default_lanes=32):
    # LANES is the build's choice for a program without //! lanes: the widest model here
    lanes = declared_lanes(path) or default_lanes
    rc, out = run([f"{build}/sm5cyc", "--needs-seq", "--lanes", str(lanes), path])
    if rc not in (0, 1):
        return "FAIL", "the cycle model's runner refuses it: " + out.strip().splitlines()[-1]
    core = rc == 0
    m = pick(cmodels if core else lmodels, lanes)
    if m is None:   # a quick run (make test) leaves the wide programs to make test-all
        return "WIDE", "L%d: needs a %s model of %d lanes or more: compared by make test-all" % (
            lanes, "core" if core else "sm5_top", lanes)
    model = f"{build}/obj_{'C' if core else 'L'}{m}/sm5sim"
    if not os.path.exists(model):
        return "FAIL", "the model %s is not built (make %s)" % (model, model)
    sa, sb = f"{work}/{name}.run.state", f"{work}/{name}.sim.state"
    for s in (sa, sb):
        if os.path.exists(s):
            os.remove(s)
    ra, oa = run([f"{build}/sm5run", "--lanes", str(lanes), "--quiet", "--no-expect", "--state", sa, path])
    cmd = [model, "--test", name, "--no-expect", "--state", sb, "--max-cycles", "2000000"]
    if core:
        cmd.append("--seq")
    rb, ob = run(cmd + [path])
    where = "L%d on %s" % (lanes, os.path.basename(os.path.dirname(model)))
    if rb == 3:
        why = next((l for l in ob.splitlines() if "SKIP" in l), ob.strip())
        return "SKIP", where + ": " + re.sub(r"^sim:\s*\S+\s*", "", why)
    ha, hb = os.path.exists(sa), os.path.exists(sb)
    if not ha and not hb:
        if ra == 0 and rb == 0:   # both stopped on the error the program expects
            return "ok", where + ": both stop on the expected error"
        return "FAIL", where + ": no final state (make run exit %d, make sim exit %d)\n%s\n%s" % (
            ra, rb, oa.strip()[-600:], ob.strip()[-600:])
    if ha != hb:
        return "FAIL", where + ": only %s ended with a final state (make run exit %d, make sim exit %d)\n%s" % (
            "make run" if ha else "make sim", ra, rb, (ob if ha else oa).strip()[-800:])
    a, b = read_state(sa), read_state(sb)
    if not a:
        return "FAIL", where + ": make run's final state is empty"
    d = first_difference(a, b)
    if d:
        return "FAIL", where + ": first difference: " + d
    if rb != 0:
        return "FAIL", where + ": states agree but make sim failed (exit %d)\n%s" % (rb, ob.strip()[-800:])
    return "ok", "%s: %d values agree" % (where, len(a))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--seeds", type=int, default=0)
    ap.add_argument("--gen-lanes", default="8 32")
    ap.add_argument("--models", default="L1 L8 L32 L64 C8 C32")
    ap.add_argument("progs", nargs="*")
    a = ap.parse_intermixed_args()
    lm = sorted(int(m[1:]) for m in a.models.split() if m[0] == "L")
    cm = sorted(int(m[1:]) for m in a.models.split() if m[0] == "C")
    dl = min(32, max(lm)) if lm else 32   # make sim's default LANES, or the widest model here
    work = os.path.join(a.build, "diff_runners")
    os.makedirs(work, exist_ok=True)
    progs = [(p, re.sub(r"\W", "_", os.path.relpath(p))) for p in a.progs]
    glanes = [int(x) for x in a.gen_lanes.split()]
    for i in range(a.seeds):
        lanes = glanes[i % len(glanes)]
        args = [f"{a.build}/sm5gen", str(i + 1), "--lanes", str(lanes), "--instrs", "40"]
        if i % 2:
            args.append("--flow")
        if i % 3 == 2:   # SPEC 14's swapc and bufinfo too
            args.append("--more")
        rc, out = run(args)
        p = os.path.join(work, "seed_%d.asm" % (i + 1))
        if rc != 0:
            print("FAIL seed %d: the generator failed: %s" % (i + 1, out.strip()[-300:]))
            progs.append((None, "seed_%d" % (i + 1)))
            continue
        with open(p, "w") as f:
            f.write("//! lanes %d\n" % lanes if "//! lanes" not in out else "")
            f.write(out)
        progs.append((p, "seed_%d" % (i + 1)))
    passed = failed = skipped = wide = 0
    # the compare itself must be able to fail: one word of a state changed must be named
    if progs:
        for sp, _ in progs:   # the first program this run compares
            st, msg = one(a.build, sp, "selftest", work, lm, cm, dl) if sp else ("FAIL", "")
            if st == "ok":
                break
        sa, sb = f"{work}/selftest.run.state", f"{work}/selftest.sim.state"
        ok = False
        if st == "ok":
            lines = open(sb).read().splitlines()
            i = max(k for k, l in enumerate(lines) if l[:1] in ("m", "r"))
            w = lines[i].split()
            w[-1] = "%08x" % (int(w[-1], 16) ^ 1)
            lines[i] = " ".join(w)
            open(sb, "w").write("\n".join(lines) + "\n")
            d = first_difference(read_state(sa), read_state(sb))
            ok = d is not None and d.startswith(describe(" ".join(w[:3 if w[0] in "rom" else 2])))
        print("%-4s self-test: one changed word of %s is named (%s)" % ("ok" if ok else "FAIL", sp,
              d if st == "ok" else msg))
        if ok:
            passed += 1
        else:
            failed += 1
    for path, name in progs:
        if path is None:
            failed += 1
            continue
        st, msg = one(a.build, path, name, work, lm, cm, dl)
        label = os.path.relpath(path) if not path.startswith(work) else name
        print("%-4s %s  %s" % (st, label, msg))
        if st == "ok":
            passed += 1
        elif st == "SKIP":
            skipped += 1
        elif st == "WIDE":
            wide += 1
        else:
            failed += 1
    if passed == 0:
        print("nothing was compared")
        failed += 1
    print("(%d programs the RTL refuses with a SKIP were not compared)" % skipped)
    if wide:
        print("(%d programs wider than the models of this run (%s) are compared by make test-all)" % (wide, a.models))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

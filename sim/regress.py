#!/usr/bin/env python3
"""Constrained-random lockstep regression (mk/regress.mk, docs/regression.md).

For each seed in [first, first + count): generate a program with build/sm5gen, run it on
the architectural simulator (build/sm5run: must not crash), then in lockstep (RTL vs C
cycle model, waves off) on build/obj_L<lanes>/sm5sim. Seeds run as independent processes,
`jobs` at a time, so a farm can split the work by seed range. Writes a JUnit XML report
(one testcase per seed), prints the rerun command of each failing seed and ends with
`N passed, N failed` (exit 1 on any failure).

Per seed (all derived from the seed alone, so a rerun is the same run):
  lanes   --lanes if given, else (1, 8, 32, 64)[seed % 4]
  issue   seeded random issue bubbles when (seed >> 2) & 1, else back to back
The models are built by make before this script runs; it never builds anything.
"""
import argparse
import concurrent.futures as cf
import os
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

LANE_CYCLE = (1, 8, 32, 64)


def seed_params(seed, lanes_opt):
    lanes = lanes_opt if lanes_opt else LANE_CYCLE[seed % 4]
    bubbles = seed if (seed >> 2) & 1 else 0
    return lanes, bubbles


def rerun_cmd(seed, lanes_opt, instrs, default_instrs):
    cmd = f"make regress-one SEED={seed}"
    if lanes_opt:
        cmd += f" LANES={lanes_opt}"
    if instrs != default_instrs:
        cmd += f" INSTRS={instrs}"
    return cmd + " WAVES=1"


def nice():
    try:
        os.nice(5)
    except OSError:
        pass


def run(cmd, timeout):
    """(returncode, combined output); returncode None on timeout."""
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout, preexec_fn=nice)
        return p.returncode, p.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode("utf-8", "replace") if e.stdout else ""
        return None, out
    except OSError as e:
        return 127, f"cannot run {cmd[0]}: {e}"


def first_report(out):
    """The testbench's first-mismatch report (MISMATCH / TIMEOUT block), else the output."""
    lines = out.splitlines()
    for i, l in enumerate(lines):
        if l.startswith(("MISMATCH", "TIMEOUT")) or ": error:" in l or ": expect " in l:
            return "\n".join(lines[i:i + 40])
    return "\n".join(lines[-40:])


def one_seed(a, seed):
    lanes, bubbles = seed_params(seed, a.lanes)
    name = f"seed_{seed}"
    prog = os.path.join(a.progdir, f"{name}.asm")
    t0 = time.time()
    res = {"seed": seed, "lanes": lanes, "bubbles": bubbles, "name": name, "prog": prog,
           "ok": False, "kind": "", "msg": "", "text": "", "summary": ""}
    gen = [a.gen, str(seed), "--lanes", str(lanes), "--instrs", str(a.instrs)]
    rc, out = run(gen, 30)
    if rc != 0:
        res.update(kind="generator", msg=f"sm5gen failed (rc {rc})", text=out)
        res["time"] = time.time() - t0
        return res
    with open(prog, "w") as f:
        f.write(out)
    # the architectural simulator: the program has no expectations, so anything but a
    # clean exit (assembler error = generator bug, signal = simulator crash) is a failure
    rc, out = run([a.run, "--quiet", prog], a.timeout)
    if rc != 0:
        kind = "assembler" if rc == 2 else "archsim"
        res.update(kind=kind, msg=f"sm5run exit {rc}: " + (out.splitlines() or [""])[0],
                   text=out)
        res["time"] = time.time() - t0
        return res
    sim = a.sim or a.models[lanes]
    cmd = [sim, "--test", name, "--seed", str(bubbles), "--trace", "",
           "--repro", rerun_cmd(seed, a.lanes, a.instrs, a.default_instrs), prog]
    rc, out = run(cmd, a.timeout)
    res["summary"] = next((l for l in out.splitlines() if l.startswith("sim:")), "")
    if rc == 0:
        res["ok"] = True
    else:
        rep = first_report(out)
        first = rep.splitlines()[0] if rep else ""
        if rc is None:
            first = f"lockstep did not finish in {a.timeout} s"
        res.update(kind="lockstep", msg=first, text=rep)
    res["time"] = time.time() - t0
    return res


def write_junit(path, suite, results, wall):
    ts = ET.Element("testsuite", name=suite, tests=str(len(results)),
                    failures=str(sum(1 for r in results if not r["ok"])), errors="0",
                    skipped="0", time=f"{wall:.3f}",
                    timestamp=time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime()))
    props = ET.SubElement(ts, "properties")
    ET.SubElement(props, "property", name="lanes_rule",
                  value="LANES if given, else (1, 8, 32, 64)[seed % 4]")
    ET.SubElement(props, "property", name="issue_rule",
                  value="random issue bubbles when (seed >> 2) & 1")
    for r in results:
        tc = ET.SubElement(ts, "testcase", classname=f"{suite}.L{r['lanes']}", name=r["name"],
                           time=f"{r['time']:.3f}")
        if not r["ok"]:
            fl = ET.SubElement(tc, "failure", message=r["msg"][:300], type=r["kind"])
            fl.text = r["text"] + "\nrerun with waves: " + r["rerun"] + "\n"
        if r["summary"]:
            ET.SubElement(tc, "system-out").text = r["summary"]
    tree = ET.ElementTree(ts)
    if hasattr(ET, "indent"):
        ET.indent(tree)
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    tree.write(path, encoding="utf-8", xml_declaration=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--first", type=int, default=1, help="first seed")
    ap.add_argument("--count", type=int, default=24, help="number of seeds")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--lanes", type=int, default=0, help="fixed LANES (0: cycle 1/8/32/64)")
    ap.add_argument("--instrs", type=int, default=40, help="random instructions per program")
    ap.add_argument("--build", default="build")
    ap.add_argument("--junit", default="build/regress.xml")
    ap.add_argument("--suite", default="regress")
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds per run")
    ap.add_argument("--quiet", action="store_true", help="no line per passing seed")
    ap.add_argument("--sim", default="", help="lockstep binary for every seed (with --lanes)")
    ap.add_argument("--expect-fail", action="store_true",
                    help="broken-model check: succeed when some seed fails in lockstep")
    a = ap.parse_args()
    a.default_instrs = 40
    a.gen = os.path.join(a.build, "sm5gen")
    a.run = os.path.join(a.build, "sm5run")
    a.progdir = os.path.join(a.build, "regress", "prog")
    os.makedirs(a.progdir, exist_ok=True)
    seeds = range(a.first, a.first + a.count)
    if a.sim and not a.lanes:
        print("regress: --sim needs --lanes (the binary's LANES)", file=sys.stderr)
        return 2
    missing = sorted({a.sim or os.path.join(a.build, f"obj_L{seed_params(s, a.lanes)[0]}", "sm5sim")
                      for s in seeds} | {a.gen, a.run})
    missing = [m for m in missing if not os.access(m, os.X_OK)]
    if missing:
        print("regress: missing " + ", ".join(missing) + " (run through make regress)",
              file=sys.stderr)
        return 2
    # Private copies of the models: a rebuild of build/obj_L<n> (the models are shared
    # with make sim and the other suites) must not pull a binary from under a long run.
    a.models = {}
    mdir = os.path.join(a.build, "regress", "models", str(os.getpid()))
    for l in sorted({seed_params(s, a.lanes)[0] for s in seeds}):
        if a.sim:
            break
        dst = os.path.join(mdir, f"obj_L{l}", "sm5sim")
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy2(os.path.join(a.build, f"obj_L{l}", "sm5sim"), dst)
        a.models[l] = dst
    for t in ("gen", "run"):
        dst = os.path.join(mdir, os.path.basename(getattr(a, t)))
        os.makedirs(mdir, exist_ok=True)
        shutil.copy2(getattr(a, t), dst)
        setattr(a, t, dst)
    t0 = time.time()
    results = []
    with cf.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        futs = [ex.submit(one_seed, a, s) for s in seeds]
        for f in cf.as_completed(futs):
            r = f.result()
            r["rerun"] = rerun_cmd(r["seed"], a.lanes, a.instrs, a.default_instrs)
            results.append(r)
            if r["ok"]:
                if not a.quiet:
                    print(f"ok   seed {r['seed']:<6} L{r['lanes']:<2} {r['summary'][5:].strip()}",
                          flush=True)
            else:
                print(f"FAIL seed {r['seed']:<6} L{r['lanes']:<2} [{r['kind']}] {r['msg']}",
                      flush=True)
    wall = time.time() - t0
    shutil.rmtree(mdir, ignore_errors=True)
    results.sort(key=lambda r: r["seed"])
    write_junit(a.junit, a.suite, results, wall)
    bad = [r for r in results if not r["ok"]]
    if bad and not a.expect_fail:
        print(f"\n{len(bad)} failing seed(s); first report and rerun command of each:")
        for r in bad:
            print(f"--- seed {r['seed']} (LANES {r['lanes']}, {r['kind']})")
            print("\n".join("  | " + l for l in r["text"].splitlines()[:25]))
            print(f"  rerun with waves: {r['rerun']}")
    print(f"junit: {a.junit}  seeds {a.first}..{a.first + a.count - 1}  jobs {a.jobs}  "
          f"{wall:.1f} s wall")
    if a.expect_fail:
        caught = [r for r in bad if r["kind"] == "lockstep"]
        other = [r for r in bad if r["kind"] != "lockstep"]
        if caught and not other:
            print(f"{a.sim}: caught by {len(caught)} of {len(results)} seeds, first seed "
                  f"{caught[0]['seed']}: {caught[0]['msg']}")
            print("1 passed, 0 failed")
            return 0
        print(f"{a.sim}: NOT caught by {len(results)} seeds" if not caught else
              f"{a.sim}: seeds failed outside lockstep: {[r['seed'] for r in other]}")
        print("0 passed, 1 failed")
        return 1
    print(f"{len(results) - len(bad)} passed, {len(bad)} failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

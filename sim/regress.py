#!/usr/bin/env python3
"""Constrained-random lockstep regression, run here or as a SLURM job array.

  regress.py [run] OPTS     local backend: run every seed here (--jobs at a time), then merge
  regress.py submit OPTS    slurm backend: one `sbatch --array` of seed ranges and a merge
                            job that depends on it (--dependency=afterany)
  regress.py task           one task's seed range (an array element: $SLURM_ARRAY_TASK_ID)
  regress.py merge          per-seed results -> one JUnit report, one functional coverage
                            report, the rerun commands and `N passed, N failed`
  regress.py resume         rerun only the seeds that have no result (killed or missing
                            tasks), with the run's own backend, then merge
  regress.py wait           slurm: wait for the last merge job and print its report
(mk/regress.mk, docs/regression.md). Both backends write the same results folder and share
the task and merge code, so their reports are the same files.

Per seed (all derived from the seed alone, so a rerun is the same run): build/sm5gen writes
the program, build/sm5run runs it on the architectural simulator (must exit 0), then
build/obj_L<lanes>/sm5sim runs it in lockstep (RTL vs C cycle model, waves off); when it
passes, build/sm5cov samples its functional coverage bins (tb/cov).
  lanes   --lanes if given, else (1, 8, 32, 64)[seed % 4]
  issue   seeded random issue bubbles when (seed >> 2) & 1, else back to back
Make builds every tool before this script runs; it never builds anything, and it runs
private copies (RESULTS/bin) so a rebuild cannot pull a binary from under a run.

Results folder (--results):
  manifest.json        what the run was given: seeds, lanes, instrs, tools, git revision
  attempts/<k>.json    attempt k (1 = the run, 2.. = resumes): backend, job ids, the seed
                       ranges of each task
  bin/                 the copies of the tools, the lockstep models and this script
  prog/seed_<n>.asm    the generated programs
  seeds/seed_<n>.json  one seed's result and coverage hits, written atomically when the
                       seed finishes (a seed with no file did not finish)
  tasks/a<k>_t<i>.xml  a task's own JUnit report; tasks/a<k>_t<i>.done: its completion
                       marker, written last
  logs/                slurm: each task's and each merge's stdout/stderr
  coverage.txt, summary.json, and the JUnit report (regress.xml unless --junit)
"""
import argparse
import concurrent.futures as cf
import hashlib
import json
import os
import shlex
import shutil
import socket
import subprocess
import sys
import threading
import time
import xml.etree.ElementTree as ET

LANE_CYCLE = (1, 8, 32, 64)
VC_CYCLE = (4, 1, 2)     # VEC_COMPS: the lanes' components per cycle (obj_L<n>_vc<k>)
DEFAULT_INSTRS = 40
FORMAT = 1
# a safe PATH for everything the jobs start (never the submitting session's)
JOB_PATH = "/usr/local/bin:/usr/bin:/bin"
# written first into a results folder: only such a folder is ever cleared
MARK = ".sm5-regress"


def seed_params(seed, lanes_opt, cycle=LANE_CYCLE):
    """A seed's LANES (--lanes, else the seed's place in the cycle; --lane-cycle narrows
    the cycle, as make test's short regression does) and its issue bubbles."""
    cycle = tuple(cycle) or LANE_CYCLE
    lanes = lanes_opt if lanes_opt else cycle[seed % len(cycle)]
    bubbles = seed if (seed >> 2) & 1 else 0
    return lanes, bubbles


def seed_vc(seed, m):
    """A seed's VEC_COMPS: --vec-comps, else its place in the VEC_COMPS cycle, which turns
    once per round of the LANES cycle (every LANES meets every VEC_COMPS). A manifest
    without one (an older run) ran VEC_COMPS 4."""
    if m.get("vec_comps"):
        return m["vec_comps"]
    vcs = tuple(m.get("vc_cycle") or (4,))
    return vcs[(seed // len(tuple(m.get("cycle") or LANE_CYCLE))) % len(vcs)]


def model_key(lanes, vc):
    """the lockstep model's name after obj_L / obj_C: LANES, and _vc<k> below 4"""
    return str(lanes) if vc == 4 else f"{lanes}_vc{vc}"


def rerun_cmd(seed, lanes_opt, instrs, flow=False, cycle=LANE_CYCLE, vc=4):
    cmd = f"make regress-one SEED={seed}" + (" FLOW=1" if flow else "")
    if lanes_opt:
        cmd += f" LANES={lanes_opt}"
    elif tuple(cycle or LANE_CYCLE) != LANE_CYCLE:   # the seed's LANES from a narrowed cycle
        cmd += f" LANES={seed_params(seed, 0, cycle)[0]}"
    cmd += f" VEC_COMPS={vc}"
    if instrs != DEFAULT_INSTRS:
        cmd += f" INSTRS={instrs}"
    return cmd + " WAVES=1"


def nice():
    try:
        os.nice(5)
    except OSError:
        pass


def run(cmd, timeout, env=None):
    """(returncode, combined output); returncode None on timeout."""
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout, preexec_fn=nice, env=env)
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


# ------------------------------------------------------------------ files

def write_atomic(path, text):
    """Readers see the old file or the whole new one, never a part (rename is atomic on
    one file system, NFS included); a task killed while writing leaves only a .tmp."""
    tmp = f"{path}.tmp.{socket.gethostname()}.{os.getpid()}.{threading.get_ident()}"
    with open(tmp, "w") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def write_json(path, obj):
    write_atomic(path, json.dumps(obj, indent=1, sort_keys=True) + "\n")


def read_json(path):
    with open(path) as f:
        return json.load(f)


def seed_file(d, seed):
    return os.path.join(d, "seeds", f"seed_{seed}.json")


def attempt_file(d, k):
    return os.path.join(d, "attempts", f"{k}.json")


def task_stem(d, k, i):
    return os.path.join(d, "tasks", f"a{k}_t{i}")


def load_attempts(d):
    atts = []
    k = 1
    while os.path.exists(attempt_file(d, k)):
        atts.append(read_json(attempt_file(d, k)))
        k += 1
    return atts


def to_ranges(seeds):
    """[1,2,3,7] -> [[1,3],[7,7]]"""
    out = []
    for s in sorted(seeds):
        if out and s == out[-1][1] + 1:
            out[-1][1] = s
        else:
            out.append([s, s])
    return out


def from_ranges(ranges):
    return [s for a, b in ranges for s in range(a, b + 1)]


def ranges_text(ranges):
    return ", ".join(f"{a}" if a == b else f"{a}..{b}" for a, b in ranges)


def split_tasks(seeds, per_task):
    seeds = sorted(seeds)
    per_task = max(1, per_task)
    return [to_ranges(seeds[i:i + per_task]) for i in range(0, len(seeds), per_task)]


# the folder the printed commands are typed in: the repository (the jobs run elsewhere)
BASE = [os.getcwd()]


def display_path(p):
    """Paths under the repository as relative ones (the commands users type there)."""
    rel = os.path.relpath(p, BASE[0])
    return p if rel.startswith("..") else rel


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for blk in iter(lambda: f.read(1 << 20), b""):
            h.update(blk)
    return h.hexdigest()


def git_revision(repo):
    def g(*args):
        try:
            p = subprocess.run(["git", "-C", repo, *args], stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, timeout=30)
            return p.stdout.decode().strip() if p.returncode == 0 else ""
        except (OSError, subprocess.TimeoutExpired):
            return ""
    rev = g("rev-parse", "HEAD")
    dirty = bool(g("status", "--porcelain", "--untracked-files=no"))
    return {"rev": rev or "unknown", "dirty": dirty}


# ------------------------------------------------------------------ coverage

def parse_cov(out):
    """Bins and hit counts from `sm5cov --verbose` (its 'covered bins:' section)."""
    hits, section = {}, ""
    for l in out.splitlines():
        if not l.startswith("  "):
            section = l
            continue
        if section.startswith("covered bins"):
            name, n = l.split()
            hits[name] = int(n)
    return hits


def cov_plan(sm5cov):
    """Every bin of the plan in declaration order: sm5cov over no program lists them all
    as uncovered (its report order), so the merged report keeps sm5cov's order."""
    rc, out = run([sm5cov, "--lanes", "8"], 60)
    bins, section = [], ""
    for l in out.splitlines():
        if not l.startswith("  "):
            section = l
        elif section.startswith("uncovered bins"):
            bins.append(l.strip())
    if rc != 0 or not bins:
        raise RuntimeError(f"{sm5cov} did not list its coverage plan (exit {rc})")
    return bins


def cov_report(plan, hits, nprog, what):
    """The text of sm5cov's report (tb/coverage/sm5_cov.c, same layout) over merged hits."""
    groups = []
    for b in plan:
        g = b.split(".", 1)[0]
        if g not in groups:
            groups.append(g)
    lines = [f"functional coverage over {nprog} programs ({what})",
             f"{'group':<10} {'covered':>8} {'total':>8} {'pct':>7}"]
    for g in groups:
        gb = [b for b in plan if b.split(".", 1)[0] == g]
        c = sum(1 for b in gb if hits.get(b))
        lines.append(f"{g:<10} {c:8d} {len(gb):8d} {100.0 * c / len(gb):6.1f}%")
    cov = sum(1 for b in plan if hits.get(b))
    lines.append(f"{'total':<10} {cov:8d} {len(plan):8d} {100.0 * cov / len(plan) if plan else 0:6.1f}%")
    unc = [b for b in plan if not hits.get(b)]
    if unc:
        lines.append(f"uncovered bins ({len(unc)}):")
        lines += [f"  {b}" for b in unc]
    unknown = sorted(b for b in hits if b not in set(plan))
    if unknown:
        lines.append(f"plan error: {len(unknown)} bins hit that the plan does not declare "
                     f"(first: {unknown[0]})")
    lines.append("covered bins:")
    lines += [f"  {b:<56} {hits[b]}" for b in plan if hits.get(b)]
    return "\n".join(lines) + "\n", cov, len(plan)


# ------------------------------------------------------------------ one seed

def label(r):
    """L<lanes>, and v<k> for VEC_COMPS k below 4"""
    vc = r.get("vc", 4)
    return f"L{r['lanes']}" + ("" if vc == 4 else f"v{vc}")


def one_seed(m, d, seed, delay):
    """Runs one seed with the copies in RESULTS/bin; returns its result record."""
    lanes, bubbles = seed_params(seed, m["lanes"], m.get("cycle", LANE_CYCLE))
    vc = seed_vc(seed, m)
    name = f"seed_{seed}"
    prog = os.path.join(d, "prog", f"{name}.asm")
    t0 = time.time()
    res = {"seed": seed, "lanes": lanes, "vc": vc, "bubbles": bubbles, "name": name, "prog": prog,
           "ok": False, "kind": "", "msg": "", "text": "", "summary": "",
           "rerun": rerun_cmd(seed, m["lanes"], m["instrs"], m.get("flow"), m.get("cycle", LANE_CYCLE), vc),
           "start": t0}

    def done(**kw):
        res.update(kw)
        res["end"] = time.time()
        res["time"] = res["end"] - t0
        return res

    if delay and delay[0] == seed:
        # test-only knob (REGRESS_TEST_DELAY): keeps this seed's task running long enough
        # for make test-slurm to cancel it
        print(f"seed {seed}: test delay {delay[1]} s", flush=True)
        time.sleep(delay[1])
    b = m["bin"]
    # every fourth seed also draws SPEC 14's swapc and bufinfo (sm5gen --more)
    rc, out = run([b["gen"], str(seed), "--lanes", str(lanes), "--instrs", str(m["instrs"])] +
                  (["--flow"] if m.get("flow") else []) + (["--more"] if seed % 4 == 3 else []), 30)
    if rc != 0:
        return done(kind="generator", msg=f"sm5gen failed (rc {rc})", text=out)
    write_atomic(prog, out)
    # the architectural simulator: the program has no expectations, so anything but a
    # clean exit (assembler error = generator bug, signal = simulator crash) is a failure
    rc, out = run([b["run"], "--quiet", "--no-expect", prog], m["timeout"])
    if rc != 0:
        kind = "assembler" if rc == 2 else "archsim"
        return done(kind=kind, msg=f"sm5run exit {rc}: " + (out.splitlines() or [""])[0], text=out)
    sim = b["sim"] or b["models"][model_key(lanes, vc)]
    env = None
    if m.get("code_cov"):
        # the --coverage lockstep model writes code/dat/seed_<n>_<pid>_<k>.dat at its end;
        # a killed earlier attempt may have left some for this seed
        pre = os.path.join(d, "code", "dat", name)
        for f in os.listdir(os.path.dirname(pre)):
            if f.startswith(name + "_"):
                os.remove(os.path.join(os.path.dirname(pre), f))
        env = dict(os.environ, SM5_COV_PREFIX=pre)
    # --no-expect: generated programs carry no //! expect lines; lockstep is the check
    rc, out = run([sim, "--test", name, "--seed", str(bubbles), "--trace", "", "--no-expect",
                   "--repro", res["rerun"], prog], m["timeout"], env)
    res["summary"] = next((l for l in out.splitlines() if l.startswith("sim:")), "")
    if rc != 0:
        rep = first_report(out)
        first = rep.splitlines()[0] if rep else ""
        if rc is None:
            first = f"lockstep did not finish in {m['timeout']} s"
        return done(kind="lockstep", msg=first, text=rep)
    if m["cov"]:
        # functional bins of a passing seed (lockstep showed the RTL does exactly this)
        rc, out = run([b["cov"], "--lanes", str(lanes), "--verbose", prog], m["timeout"])
        if rc != 0 or "plan error" in out:
            return done(kind="coverage", msg=f"sm5cov exit {rc}",
                        text=out[-4000:] + "\n(the seed passed in lockstep; its coverage failed)")
        res["cov"] = parse_cov(out)
    return done(ok=True)


# ------------------------------------------------------------------ tasks

def run_task(d, m, att, ti, jobs, quiet):
    """Runs task ti of attempt att: each seed's result file as it finishes, then the
    task's JUnit report, then (last) its completion marker. Returns the results."""
    task = att["tasks"][ti]
    seeds = from_ranges(task["seeds"])
    delay = att.get("test_delay")
    host = socket.gethostname()
    t0 = time.time()
    results = []
    def seed_done(s):
        r = one_seed(m, d, s, delay)
        r.update(attempt=att["attempt"], task=ti, host=host)
        write_json(seed_file(d, s), r)   # the moment the seed counts as done
        return r

    with cf.ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        futs = [ex.submit(seed_done, s) for s in seeds]
        for f in cf.as_completed(futs):
            r = f.result()
            results.append(r)
            if r["ok"]:
                if not quiet:
                    print(f"ok   seed {r['seed']:<6} {label(r):<7} {r['summary'][5:].strip()}",
                          flush=True)
            else:
                print(f"FAIL seed {r['seed']:<6} {label(r):<7} [{r['kind']}] {r['msg']}",
                      flush=True)
    results.sort(key=lambda r: r["seed"])
    stem = task_stem(d, att["attempt"], ti)
    write_junit(stem + ".xml", m["suite"], results, time.time() - t0, m)
    write_json(stem + ".done", {"attempt": att["attempt"], "task": ti, "host": host,
                                "seeds": task["seeds"], "start": t0, "end": time.time(),
                                "passed": sum(r["ok"] for r in results),
                                "failed": sum(not r["ok"] for r in results)})
    return results


def cmd_task(a):
    d = os.path.abspath(a.results)
    m = read_json(os.path.join(d, "manifest.json"))
    att = read_json(attempt_file(d, a.attempt))
    ti = a.task if a.task >= 0 else int(os.environ.get("SLURM_ARRAY_TASK_ID", "-1"))
    if not 0 <= ti < len(att["tasks"]):
        print(f"regress task: task {ti} is not in attempt {a.attempt} "
              f"(0..{len(att['tasks']) - 1})", file=sys.stderr)
        return 2
    jobs = a.jobs or int(os.environ.get("SLURM_CPUS_PER_TASK", "1") or 1)
    print(f"task {ti} of attempt {a.attempt} on {socket.gethostname()}: seeds "
          f"{ranges_text(att['tasks'][ti]['seeds'])}, {jobs} at a time, git {m['git']['rev'][:12]}"
          f"{' (dirty)' if m['git']['dirty'] else ''}", flush=True)
    res = run_task(d, m, att, ti, jobs, quiet=False)
    bad = sum(not r["ok"] for r in res)
    print(f"task {ti}: {len(res) - bad} passed, {bad} failed (merged report by the merge job)")
    return 0


# ------------------------------------------------------------------ JUnit

def write_junit(path, suite, results, wall, m):
    fails = sum(1 for r in results if not r["ok"] and r["kind"] not in ("killed", "missing"))
    errs = sum(1 for r in results if r["kind"] in ("killed", "missing"))
    ts = ET.Element("testsuite", name=suite, tests=str(len(results)), failures=str(fails),
                    errors=str(errs), skipped="0", time=f"{wall:.3f}",
                    timestamp=time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime()))
    props = ET.SubElement(ts, "properties")
    ET.SubElement(props, "property", name="lanes_rule",
                  value="LANES if given, else (1, 8, 32, 64)[seed % 4]; VEC_COMPS if given, "
                        "else (4, 1, 2)[seed // 4 % 3]")
    ET.SubElement(props, "property", name="issue_rule",
                  value="random issue bubbles when (seed >> 2) & 1")
    ET.SubElement(props, "property", name="instrs", value=str(m["instrs"]))
    ET.SubElement(props, "property", name="git_rev",
                  value=m["git"]["rev"] + (" (dirty)" if m["git"]["dirty"] else ""))
    for r in results:
        tc = ET.SubElement(ts, "testcase", classname=f"{suite}.{label(r)}", name=r["name"],
                           time=f"{r.get('time', 0.0):.3f}")
        if r["kind"] in ("killed", "missing"):
            er = ET.SubElement(tc, "error", message=r["msg"][:300], type=r["kind"])
            er.text = r["text"] + "\n"
        elif not r["ok"]:
            fl = ET.SubElement(tc, "failure", message=r["msg"][:300], type=r["kind"])
            fl.text = r["text"] + "\nrerun with waves: " + r["rerun"] + "\n"
        if r.get("summary"):
            ET.SubElement(tc, "system-out").text = r["summary"]
    tree = ET.ElementTree(ts)
    if hasattr(ET, "indent"):
        ET.indent(tree)
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    tmp = f"{path}.tmp.{os.getpid()}"
    tree.write(tmp, encoding="utf-8", xml_declaration=True)
    os.replace(tmp, path)


# ------------------------------------------------------------------ merge

KILLED_LISTED = 10   # rerun commands printed per group of killed seeds (resume takes all)
KILL_WORDS = ("CANCELLED", "DUE TO TIME LIMIT", "NODE FAIL", "NODE_FAIL", "PREEMPT",
              "oom-kill", "OUT_OF_MEMORY", "Killed")


def unfinished_reason(d, m, att, ti):
    """Why a seed of task ti has no result: (kind, reason)."""
    k = att["attempt"]
    where = f"task {ti} of attempt {k}"
    if os.path.exists(task_stem(d, k, ti) + ".done"):
        return "missing", f"{where} finished without a result for this seed"
    if att["backend"] == "local":
        return "killed", f"{where} (local run) stopped before this seed finished"
    logs = [os.path.join(d, "logs", f"a{k}_t{ti}.{x}") for x in ("err", "out")]
    logs = [p for p in logs if os.path.exists(p)]
    for p in logs:
        with open(p, errors="replace") as f:
            for l in f:
                if any(w in l for w in KILL_WORDS):
                    return "killed", f"{where} was killed: {l.strip()}"
    if logs:
        return "killed", (f"{where} did not finish (no completion marker; node failure, "
                          f"time limit or cancel): see {display_path(logs[0])}")
    return "killed", f"{where} never started or left no log (cancelled while pending?)"


def merge_code_cov(d, m, ok):
    """verilator_coverage over the .dat files of the passing seeds (as make coverage-code
    does), in rounds of 200 files (a farm's thousands exceed one command line), then the
    lcov file and sim/cov_report.py's per-file table. Returns the line to print."""
    dd = os.path.join(d, "code", "dat")
    names = {r["name"] for r in ok}
    dats = sorted(os.path.join(dd, f) for f in os.listdir(dd)
                  if f.endswith(".dat") and f.rsplit("_", 2)[0] in names)
    if not dats:
        return "code coverage: no coverage data (no passing seed)"
    vc = shutil.which("verilator_coverage") or "verilator_coverage"
    out = os.path.join(d, "code")
    rnd, level = dats, 0
    while len(rnd) > 1 or level == 0:
        nxt = []
        for i in range(0, len(rnd), 200):
            dst = os.path.join(out, f"merge_{level}_{i // 200}.dat")
            rc, txt = run([vc, "--write", dst, *rnd[i:i + 200]], 3600)
            if rc != 0:
                return f"code coverage: verilator_coverage failed (exit {rc}): {txt.strip()[:300]}"
            nxt.append(dst)
        rnd, level = nxt, level + 1
    merged = os.path.join(out, "merged.dat")
    os.replace(rnd[0], merged)
    for f in os.listdir(out):
        if f.startswith("merge_") and f.endswith(".dat"):
            os.remove(os.path.join(out, f))
    info = os.path.join(out, "cov.info")
    rc, txt = run([vc, "--write-info", info, merged], 3600)
    if rc != 0:
        return f"code coverage: verilator_coverage --write-info failed: {txt.strip()[:300]}"
    rep = os.path.join(m["repo"], "sim", "cov_report.py")
    total = ""
    if os.path.exists(rep):
        p = subprocess.run([sys.executable, rep, merged, info], cwd=m["repo"],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        text = p.stdout.decode("utf-8", "replace")
        write_atomic(os.path.join(out, "code_report.txt"), text)
        total = next((l for l in text.splitlines() if l.startswith("total")), "")
    t = total.split()
    figs = (f"line points {t[1]} {t[2]}, toggle {t[3]} {t[4]}"
            + (f", lcov lines {t[5]} {t[6]}" if len(t) > 6 else "")) if len(t) > 4 else "no report"
    where = os.path.join(out, "code_report.txt") if total else merged
    return f"code coverage: {display_path(where)}  {figs} over {len(ok)} passing seeds"


def cmd_merge(a):
    return merge(os.path.abspath(a.results))


def merge(d):
    m = read_json(os.path.join(d, "manifest.json"))
    BASE[0] = m["repo"]
    atts = load_attempts(d)
    seeds = range(m["first"], m["first"] + m["count"])
    owner = {}
    for att in atts:
        for ti, t in enumerate(att["tasks"]):
            for s in from_ranges(t["seeds"]):
                owner[s] = (att, ti)
    results = []
    for s in seeds:
        p = seed_file(d, s)
        if os.path.exists(p):
            results.append(read_json(p))
            continue
        lanes, _ = seed_params(s, m["lanes"], m.get("cycle", LANE_CYCLE))
        if s in owner:
            kind, why = unfinished_reason(d, m, *owner[s])
        else:
            kind, why = "missing", "no task was given this seed"
        resume = f"make regress-resume RESULTS={display_path(d)}"
        results.append({"seed": s, "lanes": lanes, "name": f"seed_{s}", "ok": False,
                        "kind": kind, "msg": why, "summary": "", "time": 0.0,
                        "vc": seed_vc(s, m),
                        "rerun": rerun_cmd(s, m["lanes"], m["instrs"], m.get("flow"), m.get("cycle", LANE_CYCLE),
                                           seed_vc(s, m)),
                        "text": f"{why}\nno result: resume with {resume}"})
    done = [r for r in results if "start" in r]
    wall = (max(r["end"] for r in done) - min(r["start"] for r in done)) if done else 0.0
    junit = m["junit"]
    write_junit(junit, m["suite"], results, wall, m)
    bad = [r for r in results if not r["ok"]]
    failed = [r for r in bad if r["kind"] not in ("killed", "missing")]
    killed = [r for r in bad if r["kind"] in ("killed", "missing")]

    cov_line = ""
    if m["cov"]:
        hits = {}
        ok = [r for r in results if r["ok"]]
        for r in ok:
            for b, n in r.get("cov", {}).items():
                hits[b] = hits.get(b, 0) + n
        lanes = f"LANES {m['lanes']}" if m["lanes"] else "LANES 1/8/32/64 by seed"
        text, c, n = cov_report(m["cov_plan"], hits, len(ok),
                                f"the regression's passing seeds, {lanes}")
        write_atomic(os.path.join(d, "coverage.txt"), text)
        cov_line = (f"coverage: {display_path(os.path.join(d, 'coverage.txt'))}  functional bins "
                    f"{c}/{n} ({100.0 * c / n if n else 0:.1f}%) over {len(ok)} passing seeds")

    code_line = merge_code_cov(d, m, [r for r in results if r["ok"]]) if m.get("code_cov") else ""

    if failed and not m["expect_fail"]:
        print(f"\n{len(failed)} failing seed(s); first report and rerun command of each:")
        for r in failed:
            print(f"--- seed {r['seed']} (LANES {r['lanes']} VEC_COMPS {r.get('vc', 4)}, {r['kind']})")
            print("\n".join("  | " + l for l in r["text"].splitlines()[:25]))
            print(f"  rerun with waves: {r['rerun']}")
    if killed:
        # grouped by reason: a task killed at its time limit may leave hundreds
        print(f"\n{len(killed)} seed(s) killed or missing, counted as failed (no result: "
              f"seeds {ranges_text(to_ranges(r['seed'] for r in killed))}):")
        groups = {}
        for r in killed:
            groups.setdefault((r["kind"], r["msg"]), []).append(r)
        for (kind, msg), rs in groups.items():
            print(f"--- {kind}: seed{'s' if len(rs) > 1 else ''} "
                  f"{ranges_text(to_ranges(r['seed'] for r in rs))}: {msg}")
            for r in rs[:KILLED_LISTED]:
                vc = r.get("vc", 4)
                print(f"  seed {r['seed']} (LANES {r['lanes']}{'' if vc == 4 else f' VEC_COMPS {vc}'}) "
                      f"rerun with waves: {r['rerun']}")
            if len(rs) > KILLED_LISTED:
                print(f"  ... and {len(rs) - KILLED_LISTED} more seeds")
        print(f"  resume them all: make regress-resume RESULTS={display_path(d)}")
    if cov_line:
        print(cov_line)
    if code_line:
        print(code_line)
    last = atts[-1] if atts else {"backend": m["backend"], "attempt": 0}
    how = (f"jobs {m['jobs']}" if m["backend"] == "local" else
           f"slurm: {sum(len(t['tasks']) for t in atts)} tasks in {len(atts)} attempt(s)")
    span = "s wall" if m["backend"] == "local" else "s from the first seed's start to the last's end"
    print(f"junit: {display_path(junit)}  seeds {m['first']}..{m['first'] + m['count'] - 1}  "
          f"{how}  {wall:.1f} {span}")
    passed = len(results) - len(bad)
    summary = {"passed": passed, "failed": len(bad), "killed": len(killed),
               "attempt": last["attempt"], "junit": junit, "merged": time.time()}
    rc = 1 if bad else 0
    if m["expect_fail"]:
        sim = m["sim_source"]
        caught = [r for r in bad if r["kind"] == "lockstep"]
        other = [r for r in bad if r["kind"] != "lockstep"]
        if caught and not other:
            print(f"{sim}: caught by {len(caught)} of {len(results)} seeds, first seed "
                  f"{caught[0]['seed']}: {caught[0]['msg']}")
            passed, nfail, rc = 1, 0, 0
        else:
            print(f"{sim}: NOT caught by {len(results)} seeds" if not caught else
                  f"{sim}: seeds failed outside lockstep: {[r['seed'] for r in other]}")
            passed, nfail, rc = 0, 1, 1
        # the suite's verdict (caught or not); the seeds' counts stay in seed_*
        summary.update(passed=passed, failed=nfail, seed_passed=len(results) - len(bad),
                       seed_failed=len(bad))
        write_json(os.path.join(d, "summary.json"), summary)
        print(f"{passed} passed, {nfail} failed")
        return rc
    write_json(os.path.join(d, "summary.json"), summary)
    print(f"{passed} passed, {len(bad)} failed")
    return rc


# ------------------------------------------------------------------ plan

def prepare_results(d):
    """A fresh results folder; refuses to clear a folder this script did not make."""
    if os.path.isdir(d) and os.listdir(d):
        if not os.path.exists(os.path.join(d, MARK)):
            raise SystemExit(f"regress: {d} is not empty and has no {MARK}: not a results "
                             f"folder of this script (choose another RESULTS=)")
        active = active_jobs(d)
        if active:
            raise SystemExit(f"regress: {d} belongs to a run whose SLURM jobs are still "
                             f"queued or running ({', '.join(active)}); wait, scancel them, "
                             f"or choose another RESULTS=")
        shutil.rmtree(d)
    os.makedirs(d, exist_ok=True)
    write_atomic(os.path.join(d, MARK), "a results folder of sim/regress.py (cleared by the next run)\n")
    for sub in ("attempts", "bin", "prog", "seeds", "tasks", "logs", "code/dat"):
        os.makedirs(os.path.join(d, sub), exist_ok=True)


def copy_tool(src, dst):
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    shutil.copy2(src, dst)
    return {"source": os.path.abspath(src), "copy": dst, "sha256": sha256(dst)}


def plan(a, backend):
    """Checks the tools, makes the results folder and writes its manifest."""
    if a.sim and not a.lanes:
        raise SystemExit("regress: --sim needs --lanes (the binary's LANES)")
    if a.code_cov and not (a.lanes and a.sim):
        raise SystemExit("regress: --code-cov needs --sim (a --coverage lockstep model) and "
                         "its --lanes")
    if a.count < 1:
        raise SystemExit(f"regress: --count {a.count}: no seed to run")
    seeds = range(a.first, a.first + a.count)
    gen = os.path.join(a.build, "sm5gen")
    srun = os.path.join(a.build, "sm5run")
    scov = os.path.join(a.build, "sm5cov")
    cycle = tuple(int(x) for x in a.lane_cycle.split()) or LANE_CYCLE
    vcs = tuple(int(x) for x in a.vc_cycle.split()) or VC_CYCLE
    if a.sim:   # one binary: its VEC_COMPS
        vcs, a.vec_comps = (a.vec_comps or 4,), a.vec_comps or 4
    if any(v not in VC_CYCLE for v in vcs + ((a.vec_comps,) if a.vec_comps else ())):
        raise SystemExit(f"regress: VEC_COMPS must be one of {' '.join(map(str, VC_CYCLE))}")
    mv = {"cycle": cycle, "vc_cycle": vcs, "vec_comps": a.vec_comps}
    keys = sorted({model_key(seed_params(s, a.lanes, cycle)[0], seed_vc(s, mv)) for s in seeds})
    # --flow: structured control flow, run through the sequencer (core builds obj_C<n>)
    mdir = "obj_C" if a.flow else "obj_L"
    models = {} if a.sim else {k: os.path.join(a.build, f"{mdir}{k}", "sm5sim") for k in keys}
    need = [gen, srun] + ([a.sim] if a.sim else list(models.values())) + ([scov] if a.cov else [])
    missing = [p for p in need if not os.access(p, os.X_OK)]
    if missing:
        raise SystemExit("regress: missing " + ", ".join(missing) + " (run through make regress)")
    d = os.path.abspath(a.results)
    prepare_results(d)
    bd = os.path.join(d, "bin")
    tools = {"gen": copy_tool(gen, os.path.join(bd, "sm5gen")),
             "run": copy_tool(srun, os.path.join(bd, "sm5run"))}
    if a.cov:
        tools["cov"] = copy_tool(scov, os.path.join(bd, "sm5cov"))
    if a.sim:
        tools["sim"] = copy_tool(a.sim, os.path.join(bd, "sim", "sm5sim"))
    mods = {str(l): copy_tool(p, os.path.join(bd, f"obj_L{l}", "sm5sim")) for l, p in models.items()}
    me = os.path.abspath(__file__)
    copy_tool(me, os.path.join(bd, "regress.py"))
    repo = os.path.dirname(os.path.dirname(me))
    junit = os.path.abspath(a.junit) if a.junit else os.path.join(d, "regress.xml")
    m = {"format": FORMAT, "backend": backend, "suite": a.suite, "first": a.first,
         "count": a.count, "lanes": a.lanes, "cycle": list(cycle), "vc_cycle": list(vcs), "vec_comps": a.vec_comps, "instrs": a.instrs, "timeout": a.timeout, "flow": bool(a.flow),
         "jobs": getattr(a, "jobs", a.cpus_per_task), "cov": bool(a.cov), "expect_fail": bool(a.expect_fail),
         "sim_source": a.sim, "code_cov": bool(a.code_cov), "junit": junit, "results": d, "repo": repo,
         "git": git_revision(repo), "build": os.path.abspath(a.build),
         "python": sys.executable, "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
         "host": socket.gethostname(), "seeds_per_task": a.seeds_per_task,
         "tools": tools, "models": mods,
         "bin": {"gen": tools["gen"]["copy"], "run": tools["run"]["copy"],
                 "cov": tools["cov"]["copy"] if a.cov else "",
                 "sim": tools["sim"]["copy"] if a.sim else "",
                 "models": {l: v["copy"] for l, v in mods.items()}},
         "slurm": {"partition": a.partition, "time": a.time, "merge_time": a.merge_time,
                   "cpus_per_task": a.cpus_per_task, "array_limit": a.array_limit,
                   "sbatch_args": a.sbatch_args}}
    if a.cov:
        m["cov_plan"] = cov_plan(tools["cov"]["copy"])
    write_json(os.path.join(d, "manifest.json"), m)
    return d, m


def new_attempt(d, m, backend, tasks, jobs, test_delay=None):
    k = len(load_attempts(d)) + 1
    att = {"attempt": k, "backend": backend,
           "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
           "tasks": [{"task": i, "seeds": t, "jobs": jobs} for i, t in enumerate(tasks)],
           "test_delay": test_delay, "array_job": "", "merge_job": ""}
    write_json(attempt_file(d, k), att)
    return att


def parse_delay(s):
    if not s:
        return None
    try:
        seed, secs = s.split(":")
        return [int(seed), float(secs)]
    except ValueError:
        raise SystemExit(f"regress: --test-delay {s!r}: expected SEED:SECONDS")


def cmd_run(a):
    d, m = plan(a, "local")
    att = new_attempt(d, m, "local", [to_ranges(range(a.first, a.first + a.count))], a.jobs,
                      parse_delay(a.test_delay))
    run_task(d, m, att, 0, a.jobs, a.quiet)
    return merge(d)


# ------------------------------------------------------------------ slurm

def slurm_tool(name):
    p = shutil.which(name)
    if not p:
        raise SystemExit(f"regress: {name} not found: BACKEND=slurm needs the SLURM client "
                         f"commands (sudo apt-get install -y slurm-client, or load your "
                         f"cluster's slurm module)")
    return p


def active_jobs(d):
    """Job ids of this folder's attempts that squeue still lists."""
    ids = [j for att in load_attempts(d) for j in (att.get("array_job"), att.get("merge_job")) if j]
    if not ids or not shutil.which("squeue"):
        return []
    p = subprocess.run(["squeue", "-h", "-o", "%i", "-j", ",".join(ids)],
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    if p.returncode != 0:
        return []
    return sorted({l.split("_")[0] for l in p.stdout.decode().split()})


def max_array_size():
    try:
        p = subprocess.run(["scontrol", "show", "config"], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, timeout=30)
        for l in p.stdout.decode().splitlines():
            if l.split("=")[0].strip() == "MaxArraySize":
                return int(l.split("=")[1])
    except (OSError, ValueError, subprocess.TimeoutExpired):
        pass
    return 0


def write_job_scripts(d, m):
    """The sbatch scripts: absolute paths and an explicit PATH, nothing from the
    submitting shell (the jobs also run with --export=NONE)."""
    sd = os.path.join(d, "slurm")
    os.makedirs(sd, exist_ok=True)
    py = shlex.quote(m["python"])
    me = shlex.quote(os.path.join(d, "bin", "regress.py"))
    q = shlex.quote(d)
    head = f"#!/bin/sh\n# generated by sim/regress.py (see docs/regression.md)\nPATH={JOB_PATH}\nexport PATH\n"
    for name, body in (
            ("task.sh", f"# array element $SLURM_ARRAY_TASK_ID of attempt $1\n"
                        f"exec {py} {me} task --results {q} --attempt \"$1\"\n"),
            ("merge.sh", f"# merge every seed result after the array of attempt $1\n"
                         f"exec {py} {me} merge --results {q}\n")):
        p = os.path.join(sd, name)
        write_atomic(p, head + body)
        os.chmod(p, 0o755)
    return sd


def sbatch(args):
    p = subprocess.run([slurm_tool("sbatch"), "--parsable", *args], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE)
    out = p.stdout.decode().strip()
    if p.returncode != 0 or not out:
        raise SystemExit("regress: sbatch failed: " + " ".join(shlex.quote(x) for x in args) +
                         "\n" + p.stderr.decode().strip())
    return out.split(";")[0]


def submit_attempt(d, m, att):
    k, n = att["attempt"], len(att["tasks"])
    s = m["slurm"]
    lim = max_array_size()
    if lim and n > lim:
        raise SystemExit(f"regress: {n} tasks but the cluster's MaxArraySize is {lim}: raise "
                         f"SEEDS_PER_TASK (now {m['seeds_per_task']})")
    sd = write_job_scripts(d, m)
    common = ["--export=NONE", f"--chdir={d}"]
    if s["partition"]:
        common.append(f"--partition={s['partition']}")
    common += shlex.split(s["sbatch_args"] or "")
    logs = os.path.join(d, "logs")
    arr = f"0-{n - 1}" + (f"%{s['array_limit']}" if s["array_limit"] else "")
    targs = common + [f"--job-name=sm5-{m['suite']}", f"--array={arr}",
                      f"--cpus-per-task={s['cpus_per_task']}",
                      f"--output={logs}/a{k}_t%a.out", f"--error={logs}/a{k}_t%a.err"]
    if s["time"]:
        targs.append(f"--time={s['time']}")
    aid = sbatch(targs + [os.path.join(sd, "task.sh"), str(k)])
    att["array_job"] = aid
    write_json(attempt_file(d, k), att)
    margs = common + [f"--job-name=sm5-{m['suite']}-merge", f"--dependency=afterany:{aid}",
                      "--cpus-per-task=1", f"--output={logs}/merge_a{k}.out",
                      f"--error={logs}/merge_a{k}.err"]
    if s["merge_time"]:
        margs.append(f"--time={s['merge_time']}")
    try:
        mid = sbatch(margs + [os.path.join(sd, "merge.sh"), str(k)])
    except SystemExit as e:
        print(e, file=sys.stderr)
        print(f"regress: the array {aid} runs; merge by hand afterwards: python3 sim/regress.py "
              f"merge --results {display_path(d)}", file=sys.stderr)
        raise SystemExit(2)
    att["merge_job"] = mid
    write_json(attempt_file(d, k), att)
    seeds = sum(len(from_ranges(t["seeds"])) for t in att["tasks"])
    print(f"submitted array job {aid} ({n} tasks, {seeds} seeds, attempt {k}) and merge job "
          f"{mid} (afterany:{aid})")
    print(f"results: {display_path(d)}  report: {display_path(m['junit'])}  "
          f"logs: {display_path(logs)}/")
    print(f"follow: squeue -j {aid},{mid}   wait and print the report: "
          f"make regress-wait RESULTS={display_path(d)}")


def cmd_submit(a):
    slurm_tool("sbatch")
    d, m = plan(a, "slurm")
    tasks = split_tasks(range(a.first, a.first + a.count), a.seeds_per_task)
    att = new_attempt(d, m, "slurm", tasks, a.cpus_per_task, parse_delay(a.test_delay))
    submit_attempt(d, m, att)
    return wait(d, a.wait_timeout) if a.wait else 0


def wait(d, timeout=0):
    """Waits for the last attempt's merge job to leave the queue, prints its log."""
    atts = load_attempts(d)
    if not atts:
        print(f"regress: {d}: no attempt recorded", file=sys.stderr)
        return 2
    att = atts[-1]
    if att["backend"] != "slurm":
        return merge(d)
    squeue = slurm_tool("squeue")
    mid, t0 = att["merge_job"], time.time()
    while True:
        p = subprocess.run([squeue, "-h", "-o", "%T", "-j", mid], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL)
        # an unknown id (rc != 0) is a job slurmctld already forgot: finished long ago
        if p.returncode != 0 or not p.stdout.strip():
            break
        if timeout and time.time() - t0 > timeout:
            print(f"regress: merge job {mid} still queued after {timeout:.0f} s", file=sys.stderr)
            return 2
        time.sleep(1)
    log = os.path.join(d, "logs", f"merge_a{att['attempt']}.out")
    sp = os.path.join(d, "summary.json")
    summ = read_json(sp) if os.path.exists(sp) else {}
    if not os.path.exists(log) or summ.get("attempt") != att["attempt"]:
        print(f"regress: merge job {mid} ended without a report (cancelled?); merge by hand: "
              f"python3 sim/regress.py merge --results {display_path(d)}", file=sys.stderr)
        return 2
    with open(log) as f:
        sys.stdout.write(f.read())
    return 1 if summ.get("failed", 1) else 0


def cmd_wait(a):
    return wait(os.path.abspath(a.results), a.wait_timeout)


# ------------------------------------------------------------------ resume

def cmd_resume(a):
    d = os.path.abspath(a.results)
    mp = os.path.join(d, "manifest.json")
    if not os.path.exists(mp):
        print(f"regress: {d} has no manifest.json: not a regression results folder",
              file=sys.stderr)
        return 2
    m = read_json(mp)
    atts = load_attempts(d)
    if m["backend"] == "slurm":
        slurm_tool("sbatch")
        active = active_jobs(d)
        if active:
            print(f"regress: jobs {', '.join(active)} of {display_path(d)} are still queued or "
                  f"running; resume once they ended (make regress-wait RESULTS={display_path(d)})",
                  file=sys.stderr)
            return 2
    todo = [s for s in range(m["first"], m["first"] + m["count"]) if not os.path.exists(seed_file(d, s))]
    if not todo:
        print(f"resume: every seed of {display_path(d)} has a result; merging again")
        return merge(d)
    # sbatch settings may change for the resume (a longer --time after a time limit)
    changed = {k: v for k, v in (("partition", a.partition), ("time", a.time),
                                 ("sbatch_args", a.sbatch_args)) if v}
    if changed or a.seeds_per_task:
        m["slurm"].update(changed)
        m["seeds_per_task"] = a.seeds_per_task or m["seeds_per_task"]
        write_json(os.path.join(d, "manifest.json"), m)
    per = m["seeds_per_task"] if m["backend"] == "slurm" else len(todo)
    tasks = split_tasks(todo, per)
    jobs = a.jobs or m["jobs"]
    att = new_attempt(d, m, m["backend"], tasks,
                      m["slurm"]["cpus_per_task"] if m["backend"] == "slurm" else jobs)
    print(f"resume: {len(todo)} seed(s) without a result ({ranges_text(to_ranges(todo))}) "
          f"-> attempt {att['attempt']}, {len(tasks)} task(s), {m['backend']} backend "
          f"(after {len(atts)} attempt(s))", flush=True)
    if m["backend"] == "local":
        run_task(d, m, att, 0, jobs, a.quiet)
        return merge(d)
    submit_attempt(d, m, att)
    return wait(d, a.wait_timeout) if a.wait else 0


# ------------------------------------------------------------------ main

def main(argv):
    cmds = ("run", "submit", "task", "merge", "resume", "wait")
    cmd = argv[0] if argv and argv[0] in cmds else "run"
    if argv and argv[0] in cmds:
        argv = argv[1:]
    ap = argparse.ArgumentParser(prog=f"regress.py {cmd}", description=__doc__.splitlines()[0])
    ap.add_argument("--results", default="build/regress/results", help="results folder")
    if cmd in ("run", "submit"):
        ap.add_argument("--first", type=int, default=1, help="first seed")
        ap.add_argument("--count", type=int, default=24, help="number of seeds")
        ap.add_argument("--lanes", type=int, default=0, help="fixed LANES (0: cycle 1/8/32/64)")
        ap.add_argument("--lane-cycle", default="1 8 32 64", help="the LANES seeds cycle through")
        ap.add_argument("--vec-comps", type=int, default=0, help="fixed VEC_COMPS (0: cycle)")
        ap.add_argument("--vc-cycle", default="4 1 2",
                        help="the VEC_COMPS seeds cycle through, a step per round of LANES")
        ap.add_argument("--instrs", type=int, default=DEFAULT_INSTRS,
                        help="random instructions per program")
        ap.add_argument("--build", default="build")
        ap.add_argument("--junit", default="", help="JUnit report (default RESULTS/regress.xml)")
        ap.add_argument("--suite", default="regress")
        ap.add_argument("--timeout", type=float, default=300.0, help="seconds per run")
        ap.add_argument("--sim", default="", help="lockstep binary for every seed (with --lanes)")
        ap.add_argument("--flow", action="store_true",
                        help="sm5gen --flow (control flow), run on the core builds obj_C<n>")
        ap.add_argument("--expect-fail", action="store_true",
                        help="broken-model check: succeed when some seed fails in lockstep")
        ap.add_argument("--no-cov", dest="cov", action="store_false",
                        help="no functional coverage (sm5cov) per seed")
        ap.add_argument("--code-cov", action="store_true",
                        help="--sim is a --coverage model: merge its line/toggle coverage")
        ap.add_argument("--test-delay", default="",
                        help="SEED:SECONDS, test only: sleep before that seed (make test-slurm)")
        ap.add_argument("--seeds-per-task", type=int, default=500)
        ap.add_argument("--partition", default="")
        ap.add_argument("--time", default="", help="sbatch --time of each array task")
        ap.add_argument("--merge-time", default="", help="sbatch --time of the merge job")
        ap.add_argument("--cpus-per-task", type=int, default=1,
                        help="CPUs per array task (seeds run that many at a time)")
        ap.add_argument("--array-limit", type=int, default=0, help="at most this many tasks at once")
        ap.add_argument("--sbatch-args", default="", help="more sbatch options (one string)")
    if cmd in ("run", "resume", "task"):
        ap.add_argument("--jobs", type=int, default=2 if cmd == "run" else 0)
    if cmd in ("run", "resume"):
        ap.add_argument("--quiet", action="store_true", help="no line per passing seed")
    if cmd == "task":
        ap.add_argument("--attempt", type=int, required=True)
        ap.add_argument("--task", type=int, default=-1, help="default $SLURM_ARRAY_TASK_ID")
    if cmd == "resume":
        ap.add_argument("--seeds-per-task", type=int, default=0, help="default: the run's")
        ap.add_argument("--partition", default="", help="default: the run's")
        ap.add_argument("--time", default="", help="default: the run's")
        ap.add_argument("--sbatch-args", default="", help="default: the run's")
    if cmd in ("submit", "resume", "wait"):
        ap.add_argument("--wait", action="store_true", help="wait for the merge and print it")
        ap.add_argument("--wait-timeout", type=float, default=0, help="seconds (0: no limit)")
    a = ap.parse_args(argv)
    return {"run": cmd_run, "submit": cmd_submit, "task": cmd_task, "merge": cmd_merge,
            "resume": cmd_resume, "wait": cmd_wait}[cmd](a)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

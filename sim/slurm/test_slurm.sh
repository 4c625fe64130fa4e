#!/usr/bin/env bash
# make test-slurm (mk/regress.mk, docs/regression.md): the slurm backend on a throwaway
# single-node cluster (sim/slurm/cluster.sh), end to end:
#   1. make regress BACKEND=slurm SEEDS=40 SEEDS_PER_TASK=4: one array of 10 tasks and a
#      dependent merge job; seed 24 (the last of task 5) sleeps first (test-only knob
#      REGRESS_TEST_DELAY) and task 5 is cancelled with scancel while it sleeps;
#   2. the merged report must say 39 passed, 1 failed, with seed 24 a JUnit <error
#      type="killed"> naming the cancel, seeds 21..23 (finished before the cancel) passed,
#      and no completion marker for task 5;
#   3. make regress-resume must submit one task holding seed 24 only, and the merged
#      report must then say 40 passed, 0 failed;
#   4. the same 40 seeds with the local backend must give the same JUnit testcases and
#      the same coverage report.
# The cluster is torn down on every exit (trap). Needs root; says why when it cannot run.
# Ends with the merged `40 passed, 0 failed` line and the merged JUnit path.
set -u
cd "$(dirname "$0")/../.."
MAKE=${MAKE:-make}
BUILD=${BUILD:-build}
LANES=${LANES:-1}
INSTRS=${INSTRS:-20}
KILL_SEED=24
KILL_TASK=5
RES=$BUILD/regress/slurm-test
RES_LOCAL=$BUILD/regress/slurm-test-local
t_start=$(date +%s)

summary() { grep -E '^[0-9]+ passed, [0-9]+ failed$' | tail -n 1; }
cannot() { echo "test-slurm: cannot run: $*"; echo "0 passed, 1 failed"; exit 1; }
fail() {
  echo "test-slurm: FAILED: $*"
  for f in "$RES"/logs/merge_* "$RES"/logs/a*_t$KILL_TASK.*; do
    [ -s "$f" ] && { echo "== $f"; tail -n 8 "$f"; }
  done 2>/dev/null
  echo "0 passed, 1 failed"; exit 1
}

[ "$(id -u)" -eq 0 ] || cannot "needs root to start munged, slurmctld and slurmd (run it as root, as .ci/run does)"
miss=$(sim/slurm/cluster.sh check x) || cannot "$miss"
command -v timeout >/dev/null || cannot "needs timeout (coreutils)"

TMP=$(mktemp -d /tmp/sm5-slurm-test.XXXXXX) || cannot "mktemp failed"
cleanup() { sim/slurm/cluster.sh stop "$TMP"; rm -rf "$TMP"; }
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "test-slurm: starting a single-node cluster in $TMP"
out=$(sim/slurm/cluster.sh start "$TMP" 2>&1) || fail "the cluster did not start: $out"
export SLURM_CONF=$TMP/slurm.conf
sinfo -h -o '  node %N: %c CPUs, %m MB, partition %P, %T'

# 1. submit 40 seeds (tools already built by make; the make below builds nothing new)
sub=$(timeout 120 "$MAKE" --no-print-directory regress BACKEND=slurm SEEDS=40 SEEDS_PER_TASK=4 \
      LANES="$LANES" INSTRS="$INSTRS" RESULTS="$RES" REGRESS_TEST_DELAY=$KILL_SEED:600 2>&1) \
  || fail "make regress BACKEND=slurm failed: $sub"
echo "$sub"
aid=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["array_job"])' "$RES/attempts/1.json") \
  || fail "no array job id in $RES/attempts/1.json"
ntasks=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["tasks"]))' "$RES/attempts/1.json")
[ "$ntasks" = 10 ] || fail "attempt 1 has $ntasks tasks, expected 10 (40 seeds, 4 per task)"

# wait until task 5 sleeps before seed 24 (seeds 21..23 done), then cancel it
log=$RES/logs/a1_t$KILL_TASK.out
for _ in $(seq 1200); do
  grep -q "seed $KILL_SEED: test delay" "$log" 2>/dev/null && break
  sleep 0.1
done
grep -q "seed $KILL_SEED: test delay" "$log" 2>/dev/null || fail "task $KILL_TASK never reached seed $KILL_SEED in 120 s"
state=$(squeue -h -j "${aid}_$KILL_TASK" -o %T)
[ "$state" = RUNNING ] || fail "task ${aid}_$KILL_TASK is '$state', expected RUNNING"
echo "test-slurm: cancelling running task ${aid}_$KILL_TASK (seed $KILL_SEED sleeping)"
scancel "${aid}_$KILL_TASK" || fail "scancel ${aid}_$KILL_TASK failed"

# 2. the merged report of attempt 1
rep=$(timeout 300 "$MAKE" --no-print-directory regress-wait RESULTS="$RES" 2>&1); rc=$?
echo "$rep" | sed 's/^/  | /'
[ $rc -ne 0 ] || fail "regress-wait exited 0 with a killed seed"
[ "$(echo "$rep" | summary)" = "39 passed, 1 failed" ] || fail "attempt 1 did not end with '39 passed, 1 failed'"
echo "$rep" | grep -q "^--- killed: seed $KILL_SEED: task $KILL_TASK of attempt 1 was killed: .*CANCELLED" \
  || fail "seed $KILL_SEED not reported as killed by the cancel"
echo "$rep" | grep -q "^  seed $KILL_SEED (LANES $LANES) rerun with waves: make regress-one SEED=$KILL_SEED" \
  || fail "no rerun command for seed $KILL_SEED"
echo "$rep" | grep -q "make regress-resume RESULTS=" || fail "no resume command in the report"
python3 - "$RES" "$KILL_SEED" <<'EOF' || fail "attempt 1 results are wrong"
import json, os, sys, xml.etree.ElementTree as ET
d, kill = sys.argv[1], int(sys.argv[2])
ts = ET.parse(os.path.join(d, "regress.xml")).getroot()
cases = ts.findall("testcase")
assert ts.get("tests") == "40" and len(cases) == 40, "40 testcases"
assert ts.get("failures") == "0" and ts.get("errors") == "1", (ts.get("failures"), ts.get("errors"))
bad = [c for c in cases if c.find("failure") is not None or c.find("error") is not None]
assert [c.get("name") for c in bad] == [f"seed_{kill}"], [c.get("name") for c in bad]
er = bad[0].find("error")
assert er.get("type") == "killed" and "CANCELLED" in er.get("message"), er.attrib
# seeds finished before the cancel were kept (one result file per seed, written atomically)
for s in range(kill - 3, kill):
    r = json.load(open(os.path.join(d, "seeds", f"seed_{s}.json")))
    assert r["ok"] and r["task"] == 5 and r["attempt"] == 1, s
assert not os.path.exists(os.path.join(d, "seeds", f"seed_{kill}.json"))
assert not os.path.exists(os.path.join(d, "tasks", "a1_t5.done")), "killed task has a marker"
assert sum(os.path.exists(os.path.join(d, "tasks", f"a1_t{i}.done")) for i in range(10)) == 9
s = json.load(open(os.path.join(d, "summary.json")))
assert (s["passed"], s["failed"], s["killed"]) == (39, 1, 1), s
m = json.load(open(os.path.join(d, "manifest.json")))
assert m["git"]["rev"] and m["models"] and m["backend"] == "slurm", "manifest"
EOF

# 3. resume: only seed 24, as a new array of one task, then the merge
rep=$(timeout 300 "$MAKE" --no-print-directory regress-resume RESULTS="$RES" WAIT=1 2>&1); rc=$?
echo "$rep" | sed 's/^/  | /'
[ $rc -eq 0 ] || fail "regress-resume exited $rc"
[ "$(echo "$rep" | summary)" = "40 passed, 0 failed" ] || fail "the resumed report did not end with '40 passed, 0 failed'"
python3 - "$RES" "$KILL_SEED" <<'EOF' || fail "resumed results are wrong"
import json, os, sys, xml.etree.ElementTree as ET
d, kill = sys.argv[1], int(sys.argv[2])
a2 = json.load(open(os.path.join(d, "attempts", "2.json")))
assert [t["seeds"] for t in a2["tasks"]] == [[[kill, kill]]], a2["tasks"]
assert not os.path.exists(os.path.join(d, "attempts", "3.json"))
ts = ET.parse(os.path.join(d, "regress.xml")).getroot()
assert (ts.get("tests"), ts.get("failures"), ts.get("errors")) == ("40", "0", "0"), ts.attrib
assert len(ts.findall("testcase")) == 40
for s in range(1, 41):
    r = json.load(open(os.path.join(d, "seeds", f"seed_{s}.json")))
    assert r["ok"] and r["attempt"] == (2 if s == kill else 1), s
EOF

# 4. the local backend gives the same report files
loc=$(timeout 300 "$MAKE" --no-print-directory regress SEEDS=40 LANES="$LANES" INSTRS="$INSTRS" JOBS=2 \
      RESULTS="$RES_LOCAL" REGRESS_XML="$RES_LOCAL/regress.xml" 2>&1) \
  || fail "the same seeds with the local backend failed: $(echo "$loc" | tail -n 5)"
[ "$(echo "$loc" | summary)" = "40 passed, 0 failed" ] || fail "local backend: $(echo "$loc" | tail -n 1)"
cmp -s "$RES/coverage.txt" "$RES_LOCAL/coverage.txt" || fail "coverage.txt differs between the backends"
python3 - "$RES/regress.xml" "$RES_LOCAL/regress.xml" <<'EOF' || fail "the JUnit files differ between the backends"
import re, sys, xml.etree.ElementTree as ET
def shape(p):   # everything but times, the timestamp and the simulator's cycles/s
    ts = ET.parse(p).getroot()
    head = {k: v for k, v in ts.attrib.items() if k not in ("time", "timestamp")}
    props = [(p.get("name"), p.get("value")) for p in ts.iter("property")]
    cases = [(c.get("classname"), c.get("name"),
              [(e.tag, e.get("type"), re.sub(r"\(\d+ cycles/s\)", "", e.text or "")) for e in c])
             for c in ts.findall("testcase")]
    return head, props, cases
a, b = shape(sys.argv[1]), shape(sys.argv[2])
assert a == b, "JUnit shapes differ"
EOF

echo "test-slurm: killed task reported, resumed, same files as the local backend; $(( $(date +%s) - t_start )) s"
echo "$rep" | summary
echo "junit: $RES/regress.xml"

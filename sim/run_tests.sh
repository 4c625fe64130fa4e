#!/usr/bin/env bash
# Runs each test suite (make test-<suite>), keeps its log in $BUILD/logs/ (build/logs/), reads the
# suite's own `N passed, N failed` line, and prints the sum as the last line.
# A suite that fails without such a line, or that passes nothing (0 passed, 0 failed),
# counts as one failure.
#   TEST_JOBS=n sim/run_tests.sh SUITE...   (make test JOBS=n; default: make's JOBS, nproc)
# With TEST_JOBS > 1 every suite's prerequisites are built first by one `make -j n`
# (sim/suite_deps.py lists them; log $logs/prebuild.log), so no two suites build
# one target at once; then up to n suites run at a time. Result lines come in the order
# the suites were named, each with its own wall time. Suites of SOLO_SUITES run with
# nothing beside them. If the prebuild fails, the suites run one at a time and each
# builds (and fails on) what it needs. TEST_JOBS=1: one at a time, no prebuild.
set -u
jobs=${TEST_JOBS:-1}
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "run_tests.sh: TEST_JOBS must be a positive number, not '$jobs'"; exit 2; }
# none at present: every suite writes only its own files ($logs/test-<suite>.log,
# its own results folder under build/regress/, traces named by model)
SOLO_SUITES=${SOLO_SUITES:-}
logs=${BUILD:-build}/logs
mkdir -p "$logs"
suites=("$@")
n=${#suites[@]}

if [ "$jobs" -gt 1 ] && [ "$n" -gt 1 ]; then
  start=$(date +%s); plog=$logs/prebuild.log
  if deps=$(make --no-print-directory -pq 2>/dev/null | python3 sim/suite_deps.py "${suites[@]}" 2>"$plog"); then
    nd=$(wc -w <<<"$deps")
    # shellcheck disable=SC2086  # one target per word
    make --no-print-directory -j "$jobs" -k $deps >"$plog" 2>&1; rc=$?
  else
    nd=0; rc=1
  fi
  secs=$(( $(date +%s) - start ))
  if [ $rc -eq 0 ]; then
    printf 'prebuild: %d targets of %d suites built with make -j %d  (%ds)  log: %s\n' "$nd" "$n" "$jobs" "$secs" "$plog"
  else
    printf 'prebuild: FAILED (%ds)  log: %s; the suites run one at a time\n' "$secs" "$plog"
    tail -n 15 "$plog" | sed 's/^/      | /'
    jobs=1
  fi
fi

# run one suite into its log; its exit code and wall seconds into $logs/.rc-<suite>
run_one() {
  local s=$1 start rc
  start=$(date +%s)
  make --no-print-directory test-"$s" >"$logs/test-$s.log" 2>&1; rc=$?
  echo "$rc $(( $(date +%s) - start ))" >"$logs/.rc-$s"
}

tp=0; tf=0; bad=()
report() {
  local s=$1 log=$logs/test-$1.log rc secs line p f st
  read -r rc secs <"$logs/.rc-$s"; rm -f "$logs/.rc-$s"
  line=$(grep -E '^([A-Za-z_-]+: )?[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
  if [ -n "$line" ]; then
    p=$(sed -E 's/^([A-Za-z_-]+: )?([0-9]+) passed, ([0-9]+) failed.*/\2/' <<<"$line")
    f=$(sed -E 's/^([A-Za-z_-]+: )?([0-9]+) passed, ([0-9]+) failed.*/\3/' <<<"$line")
  else
    p=0; f=0
  fi
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  # a suite that checked nothing fails (0 passed, 0 failed: no tests found or all skipped)
  if [ "$p" -eq 0 ] && [ "$f" -eq 0 ]; then f=1; echo "suite $s checked nothing (0 passed)" >>"$log"; fi
  tp=$((tp + p)); tf=$((tf + f))
  if [ "$f" -ne 0 ]; then st=FAIL; bad+=("$s"); else st=ok; fi
  printf '%-5s %-22s %6d passed, %4d failed  (%ds)  log: %s\n' "$st" "$s" "$p" "$f" "$secs" "$log"
  if [ "$st" = FAIL ]; then tail -n 15 "$log" | sed 's/^/      | /'; fi
}

for s in "${suites[@]}"; do rm -f "$logs/.rc-$s"; done
solo() { [[ " $SOLO_SUITES " == *" $1 "* ]]; }
declare -A pid_of=()        # running suite -> pid
next=0                      # next suite to report (in the order given)
# reap the suites that ended (run_one's .rc file is its last act), report the ones due
reap() {
  local r
  for r in "${!pid_of[@]}"; do
    [ -f "$logs/.rc-$r" ] && { wait "${pid_of[$r]}" 2>/dev/null; unset "pid_of[$r]"; }
  done
  while [ $next -lt "$1" ] && [ -f "$logs/.rc-${suites[$next]}" ] && [ -z "${pid_of[${suites[$next]}]:-}" ]; do
    report "${suites[$next]}"; next=$((next + 1))
  done
}
for ((i = 0; i < n; i++)); do
  s=${suites[$i]}
  # wait for a free slot (a solo suite waits for every other one to end)
  while [ ${#pid_of[@]} -ge "$jobs" ] || { [ ${#pid_of[@]} -gt 0 ] && solo "$s"; }; do
    before=${#pid_of[@]}
    wait -n 2>/dev/null; reap "$i"
    [ ${#pid_of[@]} -lt "$before" ] || sleep 0.2
  done
  if [ "$jobs" -eq 1 ] || solo "$s"; then run_one "$s"
  else run_one "$s" & pid_of[$s]=$!; fi
  reap $((i + 1))
done
while [ ${#pid_of[@]} -gt 0 ]; do wait -n 2>/dev/null; reap "$n"; [ ${#pid_of[@]} -eq 0 ] || sleep 0.2; done
reap "$n"
[ ${#bad[@]} -gt 0 ] && echo "failed suites: ${bad[*]}"
echo "$tp passed, $tf failed"
[ "$tf" -eq 0 ]

#!/usr/bin/env bash
# Runs each test suite (make test-<suite>), keeps its log in build/logs/, reads the
# suite's own `N passed, N failed` line, and prints the sum as the last line.
# A suite that fails without such a line, or that passes nothing (0 passed, 0 failed),
# counts as one failure.
set -u
mkdir -p build/logs
tp=0; tf=0; bad=()
for s in "$@"; do
  log=build/logs/test-$s.log
  start=$(date +%s)
  make --no-print-directory test-"$s" >"$log" 2>&1; rc=$?
  secs=$(( $(date +%s) - start ))
  line=$(grep -E '^([A-Za-z_-]+: )?[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
  if [ -n "$line" ]; then
    p=$(sed -E 's/^([A-Za-z_-]+: )?([0-9]+) passed, ([0-9]+) failed.*/\2/' <<<"$line")
    f=$(sed -E 's/^([A-Za-z_-]+: )?([0-9]+) passed, ([0-9]+) failed.*/\3/' <<<"$line")
  else
    p=0; f=0
  fi
  if [ $rc -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  # a suite that checked nothing fails (0 passed, 0 failed: no tests found or all skipped)
  if [ "$p" -eq 0 ] && [ "$f" -eq 0 ]; then f=1; echo "suite $s checked nothing (0 passed)" >>"$log"; fi
  tp=$((tp + p)); tf=$((tf + f))
  if [ "$f" -ne 0 ]; then st=FAIL; bad+=("$s"); else st=ok; fi
  printf '%-5s %-22s %6d passed, %4d failed  (%ds)  log: %s\n' "$st" "$s" "$p" "$f" "$secs" "$log"
  if [ "$st" = FAIL ]; then tail -n 15 "$log" | sed 's/^/      | /'; fi
done
[ ${#bad[@]} -gt 0 ] && echo "failed suites: ${bad[*]}"
echo "$tp passed, $tf failed"
[ "$tf" -eq 0 ]

#!/usr/bin/env bash
# sim/sum_results.sh on made-up commands: sums, a missing summary line, a non-zero exit
# with 0 failed, a run that checked nothing (0 passed, 0 failed), and its own exit status.
set -u
p=0; f=0
check() {   # name, expected last line, expected status, sum_results arguments...
  local name=$1 want=$2 wst=$3 out st; shift 3
  out=$(sim/sum_results.sh "$@" 2>&1); st=$?
  if [ "$(tail -n 1 <<<"$out")" = "$want" ] && [ $st -eq "$wst" ]; then p=$((p + 1))
  else f=$((f + 1)); echo "FAIL $name: got '$(tail -n 1 <<<"$out")' status $st, wanted '$want' status $wst"; fi
}
check sum        "5 passed, 0 failed" 0 'echo "2 passed, 0 failed"' 'echo x; echo "3 passed, 0 failed"'
check last-line  "4 passed, 1 failed" 1 'echo "9 passed, 9 failed"; echo "4 passed, 1 failed"'
check no-line    "1 passed, 1 failed" 1 'echo "1 passed, 0 failed"' 'echo nothing'
check exit-code  "2 passed, 1 failed" 1 'echo "2 passed, 0 failed"; exit 3'
check prefixed   "0 passed, 1 failed" 1 'echo "suite: 7 passed, 0 failed"'
check nothing    "2 passed, 1 failed" 1 'echo "2 passed, 0 failed"' 'echo "0 passed, 0 failed"'
check check       "2 passed, 1 failed" 1 --check 'true' --check 'echo "5 passed, 0 failed"; false' 'echo "1 passed, 0 failed"'
out=$(sim/sum_results.sh --hide --label one 'echo keep; echo "1 passed, 0 failed"')
if [ "$out" = $'== one\nkeep\n1 passed, 0 failed' ]; then p=$((p + 1)); else f=$((f + 1)); echo "FAIL --hide/--label: $out"; fi
echo "$p passed, $f failed"
[ $f -eq 0 ]

#!/usr/bin/env bash
# Runs commands one after another, shows their output, and sums their `N passed, N failed`
# lines (the last one of each) into the last line of its own; exits non-zero on any
# failure. A command without such a line, one that checked nothing (0 passed, 0 failed),
# or one that exits non-zero with 0 failed, counts as one failure.
#   sim/sum_results.sh [--hide] [--label NAME] [--check] CMD [--label NAME] CMD ...
#     CMD      one shell command (one argument)
#     --label  print "== NAME" before the next command's output
#     --check  the next command is one check without a summary line of its own: exit
#              status 0 counts one passed, any other one failed
#     --hide   from here on, leave the commands' own summary lines out of the output
set -u
hide=0; label=; check=0; p=0; f=0
line_re='^([0-9]+) passed, ([0-9]+) failed$'
while [ $# -gt 0 ]; do
  case $1 in
    --hide) hide=1; shift; continue;;
    --label) label=$2; shift 2; continue;;
    --check) check=1; shift; continue;;
  esac
  out=$(bash -c "$1" 2>&1); rc=$?; shift
  [ -n "$label" ] && echo "== $label"; label=
  if [ $hide = 1 ]; then grep -v -E "$line_re" <<<"$out"; elif [ -n "$out" ]; then printf '%s\n' "$out"; fi
  l=$(grep -E "$line_re" <<<"$out" | tail -n 1)
  if [ $check = 1 ]; then
    check=0; if [ $rc -eq 0 ]; then p=$((p + 1)); else f=$((f + 1)); fi; continue
  elif [ -n "$l" ]; then
    cp=$(sed -E "s/$line_re/\\1/" <<<"$l"); cf=$(sed -E "s/$line_re/\\2/" <<<"$l")
    if [ "$cp" -eq 0 ] && [ "$cf" -eq 0 ]; then cf=1; echo "(0 passed, 0 failed: it checked nothing, counted as one failure)"; fi
  else
    cp=0; cf=1; echo "(no 'N passed, N failed' line: counted as one failure)"
  fi
  [ $rc -eq 0 ] || [ "$cf" -gt 0 ] || cf=1
  p=$((p + cp)); f=$((f + cf))
done
echo "$p passed, $f failed"
[ $f -eq 0 ]

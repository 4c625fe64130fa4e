#!/usr/bin/env bash
# A unit harness built from a broken patch must catch it: CMD exits non-zero and reports
# a first mismatch of UNIT on OP (`MISMATCH unit=UNIT OP...`; OP `op=` takes any op).
# Prints what it found and `1 passed, 0 failed` or `0 passed, 1 failed`.
#   sim/expect_caught.sh UNIT OP PATCH CMD [ARGS...]
set -u
unit=$1 op=$2 patch=$3; shift 3
out=$("$@" 2>&1); rc=$?
m=$(grep -m1 -E "^MISMATCH unit=$unit $op\\b" <<<"$out")
if [ $rc -ne 0 ] && [ -n "$m" ]; then
  echo "broken $patch caught: $m"; echo "1 passed, 0 failed"
else
  echo "broken $patch NOT caught by the harness (exit $rc)"; tail -n 5 <<<"$out"; echo "0 passed, 1 failed"; exit 1
fi

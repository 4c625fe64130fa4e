#!/usr/bin/env bash
# Lockstep runs through the sequencer (core builds build/obj_C<n>, mk/flow.mk):
#   run_flow.sh flow BUILD "LANES..." test.asm...   every test must pass at every LANES
#   run_flow.sh real BUILD "LANES..." listing.asm... a listing needing what the RTL lacks
#                                                   (sm5sim exit 3: doubles, no pipe yet,
#                                                   ...) is skipped BY NAME with the reason;
#                                                   every other one must pass
# Prints one line per run and ends with `N passed, N failed`; a run that passes nothing
# fails. Non-zero exit on failure.
set -u
kind=$1; build=$2; lanes=$3; shift 3
pass=0; fail=0; skip=0
mkdir -p "$build/sim"
for l in $lanes; do
  for f in "$@"; do
    n=$(basename "$f" .asm)
    seq=; [ "$kind" = flow ] && seq=--seq   # (a flow test without flow ops: waves alone)
    out=$("$build/obj_C$l/sm5sim" --test "$n" $seq --trace "$build/sim/${n}_C$l.trace" \
          --repro "make sim TEST=$f LANES=$l" "$f" 2>&1); rc=$?
    line=$(grep '^sim:' <<<"$out" | tail -n 1)
    if [ $rc -eq 0 ]; then pass=$((pass+1)); echo "ok   L$l $line"
    elif [ $rc -eq 3 ] && [ "$kind" = real ]; then skip=$((skip+1)); echo "skip L$l $n: $(sed 's/^sim: *[^ ]* *SKIP: //' <<<"$line")"
    else fail=$((fail+1)); echo "FAIL L$l $n"; sed 's/^/     | /' <<<"$out" | head -n 40; fi
  done
done
[ "$skip" -gt 0 ] && echo "skipped $skip runs (named above, with the reason)"
if [ $pass -eq 0 ]; then echo "run_flow: nothing ran in lockstep: a run that checks nothing fails"; fail=$((fail+1)); fi
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]

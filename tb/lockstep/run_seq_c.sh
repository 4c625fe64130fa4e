#!/usr/bin/env bash
# The sequencer's C twin + the cycle model against the architectural simulator, no RTL
# (mk/flow.mk, make test-seq_c): every program through `sm5cyc --check-arch` (the final
# state thread by thread, memory, counters; the program's //! expect lines), at each
# LANES of $LANES:
#   run_seq_c.sh BUILD "LANES..." SEEDS program.asm...   the programs, then SEEDS
#                                                        `sm5gen --flow` seeds per LANES
# A program the sequencer does not run (sm5cyc says `do not run` or names an op without
# a pipe) is skipped by name with the reason. Ends with `N passed, N failed`.
set -u
build=$1; lanes=$2; seeds=$3; shift 3
pass=0; fail=0; skip=0
mkdir -p "$build/seq_c"
run() {   # name lanes file
  out=$("$build/sm5cyc" --check-arch --quiet --lanes "$2" "$3" 2>&1); rc=$?
  if [ $rc -eq 0 ]; then pass=$((pass+1))
  elif grep -q "do not run\|has no execution pipe" <<<"$out"; then skip=$((skip+1)); echo "skip L$2 $1: $(head -n 1 <<<"$out" | sed 's/.*error: //')"
  else fail=$((fail+1)); echo "FAIL L$2 $1"; sed 's/^/     | /' <<<"$out" | head -n 10; fi
}
for l in $lanes; do
  for f in "$@"; do run "$(basename "$f" .asm)" "$l" "$f"; done
  for s in $(seq 1 "$seeds"); do
    p="$build/seq_c/flow_seed_${s}_L$l.asm"
    "$build/sm5gen" "$s" --lanes "$l" --flow --instrs 40 > "$p" || { fail=$((fail+1)); echo "FAIL sm5gen $s"; continue; }
    run "flow seed $s" "$l" "$p"
  done
done
[ "$skip" -gt 0 ] && echo "skipped $skip runs (named above)"
if [ $pass -eq 0 ]; then echo "run_seq_c: nothing ran: a run that checks nothing fails"; fail=$((fail+1)); fi
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]

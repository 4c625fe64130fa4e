#!/usr/bin/env bash
# The build without the double unit (DOUBLES=0, SPEC 14), make test-sim_nodbl:
#   tb/lockstep/run_nodbl.sh MODEL test.asm...
# A program without a double instruction runs in lockstep on MODEL (a DOUBLES=0 build)
# as in the sim suite; one with a double instruction must be refused before the run, exit
# status 2, with `FILE:LINE:COL: error: 'op' is a double instruction; this build has no
# double unit (DOUBLES=0)` naming its first one. Which programs use doubles, and where,
# is read from the source here with D3D11's list of double instructions, not from the
# op table the model uses.
# Prints one line per program and ends with `N passed, N failed`; non-zero exit on failure.
# A failure's repro line names the model's make sim options (NODBL_REPRO, default
# `LANES=8 DOUBLES=0`; the FPGA profile's: `PROFILE=fpga`).
set -u
model=$1; shift
repro=${NODBL_REPRO:-LANES=8 DOUBLES=0}
dir=$(dirname "$model")
pass=0; fail=0
# the double-precision instructions of Shader Model 5 (the doubles and 11.1 double
# extension caps): every one reads or writes doubles
dbl=" dadd dmul dfma ddiv drcp deq dge dlt dne dmin dmax dmov dmovc dtof ftod dtoi dtou itod utod "
for f in "$@"; do
  n=$(basename "$f" .asm)
  # the first instruction line whose mnemonic (without _sat) is a double one: LINE COL OP
  first=$(awk -v dbl="$dbl" '
    { s = $0; sub(/\/\/.*/, "", s); if (s !~ /[^ \t]/) next
      col = match(s, /[^ \t]/); op = $1; sub(/_sat$/, "", op)
      if (index(dbl, " " op " ")) { print NR, col, op; exit } }' "$f")
  if [ -n "$first" ]; then
    read -r ln col op <<<"$first"
    want="^$f:$ln:$col: error: '$op' is a double instruction; this build has no double unit \(DOUBLES=0\)\$"
    out=$("$model" --test "$n" --lockstep-only "$f" 2>&1); rc=$?
    if [ $rc -eq 2 ] && grep -Eq -- "$want" <<<"$out" && ! grep -q '^sim:' <<<"$out"; then
      pass=$((pass+1)); echo "ok   refused $n: $op at line $ln"
    else
      fail=$((fail+1)); echo "FAIL $n: not refused as a double program (exit $rc, wanted 2 and /$want/)"
      sed 's/^/     | /' <<<"$out" | head -n 10
    fi
  else
    out=$("$model" --test "$n" --seed 0 --lockstep-only --trace "$dir/$n.trace" \
          --repro "make sim TEST=$n $repro" "$f" 2>&1); rc=$?
    if [ $rc -eq 0 ]; then pass=$((pass+1)); echo "ok   $(grep '^sim:' <<<"$out" | tail -n 1)"
    else fail=$((fail+1)); echo "FAIL $n"; sed 's/^/     | /' <<<"$out" | head -n 30; fi
  fi
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]

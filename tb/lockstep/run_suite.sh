#!/usr/bin/env bash
# Lockstep suites (mk/sim.mk):
#   run_suite.sh sim BUILD "LANES..." test.asm...   every test at every LANES, no waves; a
#                                                   program wider than the build runs on
#                                                   purpose in lockstep only (its expects
#                                                   are checked at its own LANES)
#   run_suite.sh broken BUILD tb/lockstep/broken/broken.list each broken-RTL build must stop at
#                                                   the listed field and cycle; an SVA build
#                                                   (field sva) runs --rtl-only and must print
#                                                   the listed assertion's name
# Prints one line per run and ends with `N passed, N failed`; non-zero exit on failure.
set -u
kind=$1; build=$2; shift 2
pass=0; fail=0
mkdir -p "$build/sim"
if [ "$kind" = sim ]; then
  lanes=$1; shift
  for ls in $lanes; do          # LANES or LANES:SEED (LANES_vc<k>, _nodbl, _nofwd, _alu<k>, _cvt3, _fma<k>, _im4), or obj_fpga_dbl
    l=${ls%%:*}; seed=0; [ "$ls" != "$l" ] && seed=${ls#*:}
    # the make sim options of the model (its directory's suffixes)
    model=$build/obj_L$l/sm5sim; rep="LANES=${l%%_*}"
    case $l in *_nodbl*) rep="$rep DOUBLES=0";; esac
    case $l in *_vc[12]*) k=${l#*_vc}; rep="$rep VEC_COMPS=${k:0:1}";; esac
    case $l in *_nofwd*) rep="$rep EX1_BYPASS=0";; esac
    case $l in *_alu[23]*) k=${l#*_alu}; rep="$rep ALU_LAT=${k:0:1}";; esac
    case $l in *_cvt3*) rep="$rep CVT_LAT=3";; esac
    case $l in *_fma[56]*) k=${l#*_fma}; rep="$rep FMA_STAGES=${k:0:1}";; esac
    case $l in *_im4*) rep="$rep IMUL_STAGES=4";; esac
    case $l in obj_fpga_dbl) model=$build/$l/sm5sim; rep="PROFILE=fpga DOUBLES=1";; esac
    for f in "$@"; do
      n=$(basename "$f" .asm)
      out=$("$model" --test "$n" --seed "$seed" --lockstep-only --trace "$build/sim/${n}_L$l.trace" \
            --repro "make sim TEST=$n $rep SEED=$seed" "$f" 2>&1); rc=$?
      line=$(grep '^sim:' <<<"$out" | tail -n 1)
      if [ $rc -eq 0 ]; then pass=$((pass+1)); echo "ok   L$l s$seed $line"
      else fail=$((fail+1)); echo "FAIL L$l s$seed $n"; sed 's/^/     | /' <<<"$out" | head -n 30; fi
    done
  done
else
  list=$1
  while read -r name lanes def test want label; do
    case "$name" in ''|\#*) continue;; esac
    f=$(tb/lockstep/find_test.sh "$test") || { fail=$((fail+1)); continue; }
    # an SVA build runs the RTL alone: its assertion, not the compare, must stop it
    extra=""; case "$want" in sva@*) extra="--rtl-only";; esac
    out=$("$build/obj_broken_$name/sm5sim" --test "$test" --seed 0 --expect-mismatch "$want" $extra \
          --repro "make sim-broken BROKEN=$name" "$f" 2>&1); rc=$?
    if [ $rc -eq 0 ] && [ -n "$label" ] && ! grep -q "$label:" <<<"$out"; then
      rc=1; out="$out
(the assertion that fired is not $label)"
    fi
    if [ $rc -eq 0 ]; then pass=$((pass+1)); echo "ok   broken $name ($def): $(grep -m1 '^MISMATCH' <<<"$out")${label:+ ($label)}"
    else fail=$((fail+1)); echo "FAIL broken $name ($def): not caught as $want${label:+ ($label)}"; sed 's/^/     | /' <<<"$out" | head -n 30; fi
  done <"$list"
fi
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]

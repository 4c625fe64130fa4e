#!/usr/bin/env bash
# The programs at D3D11's limits (tb/limits/, docs/limits.md):
#   run_limits.sh BUILD [LANES...]
# each on the architectural simulator at LANES 1, 8, 32 (its expectations must hold),
# then in lockstep on the core builds as tb/limits/limits.list says: `run` must pass,
# `skip TEXT` must be refused with a reason containing TEXT. Also checks that the
# programs are gen_limits.py's current output. One line per check, then
# `N passed, N failed`; non-zero exit on failure. Then LIMITS_SEEDS (8) `sm5gen --flow
# --limits` seeds per LANES 1, 8, 32 on the C models, and in lockstep on the core builds
# of LANES (default 1 8 32; make test: 8): at least one seed per LANES must run.
set -u
build=$1
lanes_run=${2:-1 8 32}   # the core builds' LANES: limits.list lines at other LANES are not run
dir=$(dirname "$0")
pass=0; fail=0
ok()  { pass=$((pass+1)); echo "ok   $*"; }
bad() { fail=$((fail+1)); echo "FAIL $*"; }
mkdir -p "$build/sim"
if python3 "$dir/gen_limits.py" --check; then ok "tb/limits/*.asm are gen_limits.py's output"
else bad "tb/limits/*.asm out of date"; fi
for f in "$dir"/*.asm; do
  n=$(basename "$f" .asm)
  for l in 1 8 32; do
    out=$("$build/sm5run" --lanes "$l" "$f" 2>&1); rc=$?
    if [ $rc -eq 0 ] && grep -q "expectations: [1-9][0-9]* checked, 0 failed" <<<"$out"; then ok "C L$l $n"
    else bad "C L$l $n (exit $rc)"; sed 's/^/     | /' <<<"$out" | tail -n 8; fi
  done
done
# a build with smaller constant-buffer regions (an FPGA's, CB_ROWS = 256: docs/limits.md)
# runs the 242-row skinning palette and refuses the 4096-row buffers naming CB_ROWS
out=$("$build/sm5cyc" --seq --cb-rows 256 --lanes 8 "$dir/cb_4096.asm" 2>&1); rc=$?
if [ $rc -eq 2 ] && grep -q "cb0\[4096\] read through an index: the build's constant buffers hold CB_ROWS = 256 rows" <<<"$out"
then ok "CB_ROWS 256: cb_4096 refused by name"; else bad "CB_ROWS 256: cb_4096 not refused by name (exit $rc)"; echo "$out" | head -n 3; fi
out=$("$build/sm5cyc" --seq --cb-rows 256 --lanes 8 "$dir/cb_skinning_72.asm" 2>&1); rc=$?
if [ $rc -eq 0 ] && grep -q "expects 32/32" <<<"$out"; then ok "CB_ROWS 256: cb_skinning_72 runs on the cycle model"
else bad "CB_ROWS 256: cb_skinning_72 (exit $rc)"; echo "$out" | tail -n 3; fi
# sm5gen --flow --limits seeds: the architectural simulator runs them; the sequencer's
# twin + the cycle model match it thread by thread, or refuse by name what the RTL lacks
mkdir -p "$build/limits"
for l in 1 8 32; do
  ran=0; refused=0; ls_ran=0; ls_refused=0
  for s in $(seq 1 "${LIMITS_SEEDS:-8}"); do
    p="$build/limits/seed_${s}_L$l.asm"
    "$build/sm5gen" "$s" --lanes "$l" --flow --limits > "$p" || { bad "sm5gen $s --lanes $l"; continue; }
    out=$("$build/sm5run" --no-expect --lanes "$l" "$p" 2>&1) || { bad "C L$l seed $s"; sed 's/^/     | /' <<<"$out" | tail -n 5; continue; }
    out=$("$build/sm5cyc" --check-arch --quiet --no-expect --lanes "$l" "$p" 2>&1); rc=$?
    if [ $rc -eq 0 ]; then ran=$((ran+1))
    elif grep -q "do not run" <<<"$out"; then refused=$((refused+1))
    else bad "cycle model L$l seed $s (exit $rc)"; sed 's/^/     | /' <<<"$out" | head -n 10; fi
    # the core build of this LANES (if the suite built one) runs the same program in
    # lockstep, final state against the architectural simulator's, or refuses it by name
    case " $lanes_run " in *" $l "*) ;; *) continue;; esac
    out=$("$build/obj_C$l/sm5sim" --test "limits_seed_${s}_L$l" --seq --no-expect \
          --repro "make sim TEST=$p LANES=$l" "$p" 2>&1); rc=$?
    if [ $rc -eq 0 ]; then ls_ran=$((ls_ran+1))
    elif [ $rc -eq 3 ]; then ls_refused=$((ls_refused+1))
    else bad "lockstep L$l seed $s (exit $rc)"; sed 's/^/     | /' <<<"$out" | head -n 20; fi
  done
  ok "sm5gen --limits L$l: ${LIMITS_SEEDS:-8} seeds on the C model; the cycle model ran $ran, refused $refused by name"
  if case " $lanes_run " in *" $l "*) true;; *) false;; esac; then
    if [ $ls_ran -gt 0 ]; then ok "sm5gen --limits L$l in lockstep: ran $ls_ran, refused $ls_refused by name"
    else bad "sm5gen --limits L$l in lockstep: no seed ran (refused $ls_refused)"; fi
  fi
done
while read -r n l what text; do
  case "$n" in ''|'#'*) continue;; esac
  case " $lanes_run " in *" $l "*) ;; *) continue;; esac
  f="$dir/$n.asm"
  out=$("$build/obj_C$l/sm5sim" --test "$n" --seq --trace "$build/sim/${n}_C$l.trace" \
        --repro "make sim TEST=$f LANES=$l" "$f" 2>&1); rc=$?
  line=$(grep '^sim:' <<<"$out" | tail -n 1)
  if [ "$what" = run ]; then
    if [ $rc -eq 0 ]; then ok "L$l $line"; else bad "L$l $n (exit $rc)"; sed 's/^/     | /' <<<"$out" | head -n 30; fi
  elif [ $rc -eq 3 ] && grep -qF -- "$text" <<<"$line"; then ok "L$l $n skipped: ${line#*SKIP: }"
  elif [ $rc -eq 0 ]; then bad "L$l $n runs now: make it \`run\` in tb/limits/limits.list and update docs/limits.md"
  else bad "L$l $n: expected a SKIP naming \"$text\" (exit $rc)"; sed 's/^/     | /' <<<"$out" | head -n 20; fi
done < "$dir/limits.list"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]

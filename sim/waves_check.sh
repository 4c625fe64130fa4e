#!/usr/bin/env bash
# make waves-check (in make test; docs/waves.md): fresh FSTs from the lockstep models, the
# views generated from waves/views.rules, and every save file loaded in GTKWave (Tcl,
# under xvfb-run). Fails naming the rule that matches nothing, the empty group, the
# signal GTKWave did not resolve or the enum row it shows as a number.
#   sim/waves_check.sh BUILD
# Ends with `N passed, N failed`; non-zero exit on failure.
set -u
build=$1
d=$build/waves-check
rm -rf "$d"; mkdir -p "$d"
pass=0; fail=0
ok()  { pass=$((pass + 1)); echo "ok   $*"; }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
end() { echo "$pass passed, $fail failed"; [ "$fail" -eq 0 ]; exit; }

if ! sim/check_tools.sh gtkwave xvfb-run python3; then
  bad "tools: waves-check loads the views in GTKWave under Xvfb"; end
fi
wv() { python3 sim/wave_view.py "$@"; }

# the comparator's field codes: SV enum (names in the waves) = C table (lockstep.c's fields)
if wv fields tb/lockstep/sm5_lockstep.sv tb/lockstep/ls_waves.c; then ok "comparator field names"
else bad "comparator field names (tb/lockstep/sm5_lockstep.sv vs tb/lockstep/ls_waves.c)"; fi

# the views' idle enums (sm5_pkg's opcode, pipe, access status, DBL op, source kind + IDLE)
# in the testbench file = rtl/sm5_pkg.sv's; a package with one more opcode must fail
if wv op-enum; then ok "ls_op_e, ls_pipe_e, ... in tb/lockstep/sm5_lockstep.sv match rtl/sm5_pkg.sv"
else bad "the idle enums drifted from rtl/sm5_pkg.sv (python3 sim/wave_view.py op-enum --write)"; fi
sed 's/^\(    OP_MIN = 8.d0,\)$/\1\n    OP_NEW_ONE = 8'"'"'d200,/' rtl/sm5_pkg.sv > "$d/pkg_plus.sv"
if ! wv op-enum --pkg "$d/pkg_plus.sv" >/dev/null 2>&1 && grep -q OP_NEW_ONE "$d/pkg_plus.sv"; then
  ok "an opcode added to the package fails the ls_op_e check"
else bad "ls_op_e check missed an added opcode"; fi

# name model test expect: a run with waves into $d, its view generated and checked
check_run() {
  local name=$1 model=$2 test=$3 want=$4 f out rc
  f=$(tb/lockstep/find_test.sh "$test") || { bad "$name: unknown test $test"; return; }
  # --lockstep-only: the check is about the waves (pipe_fwd's lane-3 expects need LANES 4)
  out=$("$model" --test "$(basename "$test" .asm)" --waves "$d/$name.fst" --trace "" --lockstep-only \
        ${want:+--expect-mismatch "$want"} "$f" 2>&1); rc=$?
  if [ $rc -ne 0 ] || [ ! -s "$d/$name.fst" ]; then
    bad "$name: the run failed"; sed 's/^/     | /' <<<"$out" | head -n 20; return
  fi
  if ! out=$(wv view "$d/$name.fst" 2>&1); then
    bad "$name: view from waves/views.rules"; sed 's/^/     | /' <<<"$out"; return
  fi
  echo "     $out" | head -n 2
  printf '%s\n' "$out" > "$d/$name.view"
  local saves=("$d/$name.gtkw")
  [ -n "$want" ] && saves+=("$d/${name}_mismatch.gtkw")
  if out=$(wv check --gtkwave "$d/$name.fst" "${saves[@]}" 2>&1); then
    ok "$name: every row of ${saves[*]##*/} resolved in GTKWave, enum rows by name"
  else
    bad "$name: save files against the FST"
  fi
  sed 's/^/     | /' <<<"$out"
}

check_run atomics_L8  "$build/obj_L8/sm5sim"         atomics  ""
check_run pipe_fwd_L8 "$build/obj_L8/sm5sim"         pipe_fwd ""
check_run pipe_fwd_L1 "$build/obj_L1/sm5sim"         pipe_fwd ""
# the SPEC 10 pipes' rows (FMA, DP, IMUL, DIV stages and units)
check_run pipe_arith_L8 "$build/obj_L8/sm5sim"       pipe_arith ""
check_run pipe_sfu_L8 "$build/obj_L8/sm5sim"         pipe_sfu ""
# the DBL pipe's rows
check_run pipe_dbl_L8 "$build/obj_L8/sm5sim"         pipe_dbl ""
check_run pipe_ddiv_L8 "$build/obj_L8/sm5sim"        pipe_ddiv ""
# the view follows what the program does, not its name: the atomics program under a name
# no glob of the atomics view matches, a pipeline program without memory ops
cp tb/tests/atomics.asm "$d/mem_renamed.asm"
check_run mem_renamed_L8 "$build/obj_L8/sm5sim"      "$d/mem_renamed.asm" ""
grep -q "^view atomics" "$d/mem_renamed_L8.view" 2>/dev/null \
  && ok "a program with atomics under another name gets the atomics view" \
  || bad "mem_renamed: not the atomics view ($(cat "$d/mem_renamed_L8.view" 2>/dev/null))"
grep -q "^view pipeline" "$d/pipe_fwd_L8.view" 2>/dev/null \
  && ok "a program without memory ops gets the pipeline view" \
  || bad "pipe_fwd: not the pipeline view ($(cat "$d/pipe_fwd_L8.view" 2>/dev/null))"
# idle stages read IDLE, not opcode 0 (OP_MIN), PIPE_ALU, ACC_OK or a stale tag, and the
# comparator's none rows none (not 4294967295, 65535, 255), in both views before the run
for v in atomics_L8 pipe_fwd_L8; do
  if out=$(wv idle "$d/$v.fst" "$d/$v.gtkw" 2>&1); then ok "$v: ${out#ok   }"
  else bad "$v: idle rows"; sed 's/^/     | /' <<<"$out"; fi
done
# a run without a mismatch: the comparator reads none to its end
end_ns=$(awk '$1 == "run_end_ns" {print $2}' "$d/pipe_fwd_L8.run" 2>/dev/null)
if out=$(wv idle "$d/pipe_fwd_L8.fst" "$d/pipe_fwd_L8.gtkw" --ns "${end_ns:-0}" --only none 2>&1); then
  ok "pipe_fwd_L8 (no mismatch): ${out#ok   }"
else bad "pipe_fwd_L8: comparator rows at the run's end"; sed 's/^/     | /' <<<"$out"; fi
# the checks can fail: the gated rows read their values in the run (2 cycles in: an op
# issued, dispatched), the comparator rows without their translate file read numbers
st_ns=$(awk '$1 == "run_start_ns" {print $2}' "$d/pipe_fwd_L8.run" 2>/dev/null)
if out=$(wv idle "$d/pipe_fwd_L8.fst" "$d/pipe_fwd_L8.gtkw" --ns $((${st_ns:-0} + 2)) 2>&1); then
  bad "the idle check passed rows in the run"
elif grep -q "shown.issue_tag.*reads '[0-9]" <<<"$out" && grep -q "shown.h_pipe.*reads 'PIPE_" <<<"$out"; then
  ok "the idle check fails on busy stages (a tag, a pipe), named"
else bad "the idle check failed in the run without naming shown.issue_tag / h_pipe"; sed 's/^/     | /' <<<"$out"; fi
sed '/^\^1 .*filter_[a-z]*[0-9]*_[a-zA-Z]*\.gtkw$/d; s/^@2024$/@24/; s/^@2022$/@22/' "$d/pipe_fwd_L8.gtkw" > "$d/bad_xlate.gtkw"
if out=$(wv idle "$d/pipe_fwd_L8.fst" "$d/bad_xlate.gtkw" 2>&1); then
  bad "the idle check passed rows without their translate files"
elif grep -q "first_mismatch.*reads '4294967295'" <<<"$out" && grep -q "shown.issue_tag.*reads '131071'" <<<"$out"; then
  ok "the idle check fails on rows without their translate file (first_mismatch 4294967295, a tag 131071), named"
else bad "the idle check failed without naming first_mismatch and shown.issue_tag"; sed 's/^/     | /' <<<"$out"; fi
sed 's/^+{shown\/ex_pipe\[3:0\]} TOP\.sm5_top\.lockstep\.shown\.ex_pipe\[3:0\]$/TOP.sm5_top.u_valu.ex_pipe_q[3:0]/' \
  "$d/pipe_fwd_L8.gtkw" > "$d/bad_pipe.gtkw"
if grep -q "u_valu.ex_pipe_q" "$d/bad_pipe.gtkw" && out=$(wv idle "$d/pipe_fwd_L8.fst" "$d/bad_pipe.gtkw" --only gated 2>&1); then
  bad "the idle check passed the raw ex_pipe_q row"
elif grep -q "ex_pipe_q.*reads 'PIPE_" <<<"$out"; then ok "the idle check fails on the raw ex_pipe_q (a pipe's name), named"
else bad "the idle check failed without naming ex_pipe_q"; sed 's/^/     | /' <<<"$out"; fi
sed 's/^+{shown\/x_op\[7:0\]} TOP\.sm5_top\.lockstep\.shown\.x_op\[7:0\]$/+{x_info_q\/op[7:0]} TOP.sm5_top.u_mem_unit.x_info_q.op[7:0]/' \
  "$d/atomics_L8.gtkw" > "$d/bad_idle.gtkw"
if grep -q "x_info_q/op" "$d/bad_idle.gtkw" && out=$(wv idle "$d/atomics_L8.fst" "$d/bad_idle.gtkw" 2>&1); then
  bad "the idle check passed the raw x_info_q.op row"
elif grep -q "x_info_q.op.*OP_MIN" <<<"$out"; then ok "the idle check fails on the raw x_info_q.op (OP_MIN), named"
else bad "the idle check failed without naming x_info_q.op"; sed 's/^/     | /' <<<"$out"; fi

# the expected first mismatch of a broken build: its line of the broken list
want_of() { awk -v n="$1" '$1 == n {print $5}' tb/lockstep/broken/broken.list; }
check_run broken_fwd  "$build/obj_broken_fwd/sm5sim" pipe_fwd "$(want_of fwd)"
# the mismatch rows of other bundle fields (dispatch, the register write of a memory result)
check_run broken_scoreboard "$build/obj_broken_scoreboard/sm5sim" pipe_mem "$(want_of scoreboard)"
check_run broken_mem_fwd    "$build/obj_broken_mem_fwd/sm5sim"    pipe_mem "$(want_of mem_fwd)"
check_run broken_div_pend   "$build/obj_broken_div_pend/sm5sim"   pipe_arith "$(want_of div_pend)"
[ -s "$d/broken_fwd.run" ] && grep -q "^mismatch_ns " "$d/broken_fwd.run" \
  && ok "broken_fwd: the run note has the mismatch time" || bad "broken_fwd: no mismatch in broken_fwd.run"
# the mismatch view: idle rows IDLE and the comparator none before the run; at the
# mismatch the comparator's numbers (run cycle, lane, component; no register: none), and
# one cycle before it still none (the check can fail)
if out=$(wv idle "$d/broken_fwd.fst" "$d/broken_fwd_mismatch.gtkw" 2>&1); then ok "broken_fwd mismatch view: ${out#ok   }"
else bad "broken_fwd mismatch view: idle rows"; sed 's/^/     | /' <<<"$out"; fi
mm_ns=$(awk '$1 == "mismatch_ns" {print $2}' "$d/broken_fwd.run" 2>/dev/null)
mm_cyc=$(awk '$1 == "mismatch_cycle" {print $2}' "$d/broken_fwd.run" 2>/dev/null)
for s in broken_fwd_mismatch broken_fwd; do
  if out=$(wv values "$d/broken_fwd.fst" "$d/$s.gtkw" --ns "${mm_ns:-0}" \
           first_mismatch="${mm_cyc:-?}" index='#' comp='#' regnum=none 2>&1); then
    ok "$s: the comparator reads numbers at the mismatch ($(grep -o "first_mismatch.*reads '[^']*'" <<<"$out"))"
  else bad "$s: comparator rows at the mismatch"; sed 's/^/     | /' <<<"$out"; fi
done
if out=$(wv values "$d/broken_fwd.fst" "$d/broken_fwd_mismatch.gtkw" --ns $((${mm_ns:-1} - 1)) \
         first_mismatch="${mm_cyc:-?}" 2>&1); then bad "the comparator check passed a cycle before the mismatch"
elif grep -q "first_mismatch.*reads 'none'" <<<"$out"; then ok "the comparator check fails a cycle before the mismatch (none), named"
else bad "the comparator check failed before the mismatch without naming first_mismatch"; sed 's/^/     | /' <<<"$out"; fi

# the checks can fail: a rule that matches nothing, a save-file row GTKWave drops
sed 's/^  shown\.x_op  .*/  shown.x_op_gone           enum/' waves/views.rules > "$d/bad.rules"
if out=$(wv --rules "$d/bad.rules" check "$d/atomics_L8.fst" 2>&1); then
  bad "a renamed signal (x_op_gone) went unnoticed by the rules check"
elif grep -q "x_op_gone matches no signal" <<<"$out"; then ok "a rule matching nothing fails, named"
else bad "rules check failed without naming x_op_gone"; sed 's/^/     | /' <<<"$out"; fi
# GTKWave alone on a save file (no FST-reader check first): must fail, naming $3 ($4: the
# FST, pipe_fwd_L1's by default)
confirm_fails() {
  local save=$1 what=$2 out
  if out=$(python3 - "$save" "${4:-$d/pipe_fwd_L1.fst}" <<'EOF'
import sys
sys.path.insert(0, "sim")
import wave_view, fst_names
save, fst = sys.argv[1], sys.argv[2]
sigs, tables = fst_names.read(fst)
errs = wave_view.gtkwave_confirm(save, fst, wave_view.save_rows(save), sigs, tables)
print("\n".join(errs))
sys.exit(1 if errs else 0)
EOF
  ); then bad "GTKWave check missed $what"
  elif grep -q "$3" <<<"$out"; then ok "GTKWave check fails on $what, named"
  else bad "GTKWave check failed on $what without naming it"; sed 's/^/     | /' <<<"$out"; fi
}
if [ -s "$d/pipe_fwd_L1.gtkw" ]; then
  # a row GTKWave does not resolve (it drops it silently)
  sed 's/^TOP\.sm5_top\.u_valu\.ds_valid_o$/TOP.sm5_top.u_valu.ds_valid_gone/' "$d/pipe_fwd_L1.gtkw" > "$d/bad1.gtkw"
  confirm_fails "$d/bad1.gtkw" "a dropped row" ds_valid_gone
  # an enum row whose signal has no enum type: GTKWave shows a number, not a name
  sed 's/^TOP\.sm5_top\.rf_wr_reg_o\[15:0\]$/@100000028\n&/' "$d/pipe_fwd_L1.gtkw" > "$d/bad2.gtkw"
  confirm_fails "$d/bad2.gtkw" "a number in an enum row" "rf_wr_reg_o.*not a"
else
  bad "self-tests: no pipe_fwd_L1.gtkw to break"
fi
# the mismatch view opens where opcode names fit: its zoom as before (41 cycles) must fail
if [ -s "$d/broken_fwd_mismatch.gtkw" ]; then
  sed 's/^\*-[0-9.]* /*-13.030000 /' "$d/broken_fwd_mismatch.gtkw" > "$d/bad_zoom.gtkw"
  confirm_fails "$d/bad_zoom.gtkw" "a mismatch view too wide for opcode names" "cycles wide.*needs" "$d/broken_fwd.fst"
else
  bad "self-tests: no broken_fwd_mismatch.gtkw to break"
fi
end

#!/usr/bin/env bash
# make test-make_sim: make sim as a new user meets it. Bad input and programs make run
# refuses stop before a Verilator model is built (no build/obj_* directory appears, no
# "verilating" line), with make run's own message; names and hints work for programs
# given by path; a failed expect over many lanes is reported once.
#   sim/check_make_sim.sh BUILD
# Ends with `N passed, N failed`; non-zero exit on failure.
set -u
build=$1
d=$build/make_sim_check
rm -rf "$d"; mkdir -p "$d"
pass=0; fail=0
ms() { make --no-print-directory sim BUILD="$build" "$@" 2>&1; }

# want NAME RC REGEX NEWDIR OUTPUT: the run exited RC, printed REGEX, built no model
# (NEWDIR: a model directory that must not exist afterwards; "-": none to check)
want() {
  local name=$1 rc=$2 re=$3 dir=$4 out=$5 got=$6
  if [ "$got" -ne 0 ] && [ "$rc" = nz ]; then rc=$got; fi
  if [ "$got" -eq "$rc" ] && grep -Eq -- "$re" <<<"$out" && ! grep -q '^verilating' <<<"$out" &&
     { [ "$dir" = - ] || [ ! -e "$dir" ]; }; then
    pass=$((pass + 1)); echo "ok   $name"
  else
    fail=$((fail + 1)); echo "FAIL $name (exit $got, wanted $rc, /$re/, no model built${dir:+, no $dir})"
    sed 's/^/     | /' <<<"$out" | tail -n 8
  fi
}

for l in 0 65 abc; do
  rm -rf "$build/obj_L$l"
  out=$(ms TEST=atomics LANES=$l); rc=$?
  want "make sim LANES=$l is refused at once with make run's message" nz \
    "LANES \(--lanes\) must be a number from 1 to 64, not '$l'" "$build/obj_L$l" "$out" $rc
done

printf '//! lanes 1000\n//! expect r0.x == 1\ncs_5_0\ndcl_temps 1\nmov r0.x, l(1)\nret\n' > "$d/lanes1000.asm"
out=$(ms TEST="$d/lanes1000.asm"); rc=$?
want "//! lanes 1000: the assembler's error, no 1000-lane model" 2 \
  "lanes1000.asm:1:11: error: lanes 1000 out of range" "$build/obj_L1000" "$out" $rc

# an endless loop: make run's max_steps message, the RTL not run (LANES 3: no such model)
printf '//! lanes 3\n//! expect r0.x == 1\ncs_5_0\ndcl_temps 1\nmov r0.x, l(1)\nloop\n  iadd r0.y, r0.y, l(1)\nendloop\nret\n' > "$d/endless.asm"
rm -rf "$build/obj_C3" "$build/obj_L3"
out=$(ms TEST="$d/endless.asm" LANES=3); rc=$?
want "an endless loop stops on make run's max_steps, before a model is built" nz \
  "passed max_steps .*endless loop" "$build/obj_C3" "$out" $rc
grep -q "the RTL is not run" <<<"$out" && [ ! -e "$build/obj_L3" ] || { fail=$((fail + 1)); echo "FAIL endless loop: no 'the RTL is not run' / obj_L3 built"; }

# no expects: refused as make run refuses it; NO_EXPECT=1 runs it in lockstep on purpose
printf 'cs_5_0\ndcl_temps 1\nmov r0.x, l(1)\nret\n' > "$d/noexp.asm"
out=$(ms TEST="$d/noexp.asm" LANES=3); rc=$?
want "a program without expects is refused, with make run's message" nz \
  "no //! expect lines, so nothing was checked" "$build/obj_L3" "$out" $rc
out=$(ms TEST="$d/noexp.asm" LANES=8 WAVES=0 NO_EXPECT=1); rc=$?
want "NO_EXPECT=1: the same program runs in lockstep on purpose" 0 "sim: noexp .* PASS" - "$out" $rc

# one failed expect over 8 lanes: one line naming the lanes
printf '//! lanes 8\n//! expect r0.x == 2\ncs_5_0\ndcl_temps 1\nmov r0.x, l(1)\nret\n' > "$d/wrong.asm"
out=$(ms TEST="$d/wrong.asm" LANES=8 WAVES=0); rc=$?
n=$(grep -c "expect r0.x" <<<"$out")
want "a failed expect over 8 lanes is one line with the lanes" nz \
  "wrong.asm:2: expect r0.x: 8 of 8 lanes fail \(lanes 0-7\); lane 0: expected 0x00000002, got 0x00000001" \
  - "$out" $rc
[ "$n" = 1 ] || { fail=$((fail + 1)); echo "FAIL the failed expect printed $n times"; }

# a program given by path: its own waves name (.dxbc apart from an .asm of the same name)
# and hints that work as printed
f=tb/dxbc/written/bitfield.dxbc
out=$(ms TEST=$f LANES=8 WAVES=1); rc=$?
want "a .dxbc given by path: waves/bitfield_dxbc.fst, hint make waves TEST=$f" 0 \
  "waves: waves/bitfield_dxbc.fst .*make waves TEST=$f," - "$out" $rc
out=$(DISPLAY= WAYLAND_DISPLAY= make --no-print-directory waves BUILD="$build" TEST=$f 2>&1); rc=$?
want "the printed hint works: make waves TEST=$f" 0 "gtkwave waves/bitfield_dxbc.fst waves/bitfield_dxbc.gtkw" - "$out" $rc
# errors of the reader are printed once, with no stray trace line
head -c 100 $f > "$d/cut.dxbc"; cp $f.test "$d/cut.dxbc.test"
out=$(ms TEST="$d/cut.dxbc" LANES=8); rc=$?
want "a cut DXBC container: its error once, no trace line" 2 "cut.dxbc: byte 24: error" - "$out" $rc
if [ "$(grep -c 'error' <<<"$out")" != 1 ] || grep -q '^trace:' <<<"$out"; then
  fail=$((fail + 1)); echo "FAIL the DXBC error is printed more than once or with a trace line"; fi

# set-up: on a machine without a tool, the README commands name (and as root install) it
# before building anything. A PATH holding only the shell's basics stands in for a bare
# machine; SETUP_DRY=1 reports instead of installing.
mkdir -p "$d/bare"
for t in bash sh env id sed grep cat head tail mkdir; do ln -sf "$(command -v $t)" "$d/bare/$t"; done
out=$(PATH="$d/bare" SETUP_DRY=1 bash sim/setup.sh sim 2>&1); rc=$?
want "set-up on a bare machine names what make sim lacks" 0 \
  "setup: would install: gcc g\+\+ make verilator python3 patch" - "$out" $rc
out=$(PATH="$d/bare" SETUP_DRY=1 bash sim/setup.sh test 2>&1); rc=$?
want "set-up on a bare machine names what make test lacks, MPFR and GTKWave included" 0 \
  "setup: would install: .*libmpfr-dev gtkwave xvfb .*slurm-wlm munge" - "$out" $rc
out=$(SETUP_DRY=1 bash sim/setup.sh test 2>&1); rc=$?
want "set-up on this machine: nothing missing, nothing printed" 0 "^$" - "$out" $rc

# the waves cap: a run longer than WAVES_MAX cycles says how far its waves go
cp tb/tests/atomics.asm "$d/waves_cap.asm"   # its own waves/waves_cap.fst
out=$(ms TEST="$d/waves_cap.asm" LANES=8 WAVES=1 WAVES_MAX=20); rc=$?
want "WAVES_MAX=20: the waves cover the first 20 cycles, and it says so" 0 \
  "waves: the FST covers the first 20 of the run's [0-9]+ cycles" - "$out" $rc

# the trace cap: a 200,000-cycle loop (through the sequencer) with TRACE_MAX_MB=1 leaves a
# trace of about 1 MiB (the size is looked at every 1024 cycles) that says where it
# stopped; its waves stop at WAVES_MAX
printf '//! lanes 8\n//! expect r0.x == 20000\ncs_5_0\ndcl_temps 2\nmov r0.x, l(0)\nloop\n  ige r1.x, r0.x, l(20000)\n  breakc_nz r1.x\n  iadd r0.x, r0.x, l(1)\nendloop\nret\n' > "$d/trace_cap.asm"
out=$(ms TEST="$d/trace_cap.asm" LANES=8 WAVES=1 WAVES_MAX=1000 TRACE_MAX_MB=1); rc=$?
want "a long run under TRACE_MAX_MB=1 WAVES_MAX=1000 passes with both caps" 0 \
  "waves: the FST covers the first 1000 of the run's 2000[0-9]+ cycles" - "$out" $rc
t="$build/trace_cap.trace"
if [ -f "$t" ] && [ "$(stat -c %s "$t")" -lt 1500000 ] && tail -n 1 "$t" | grep -q "the trace stops at cycle .*1 MiB cap"; then
  pass=$((pass + 1)); echo "ok   the trace stops near 1 MiB and says so"
else fail=$((fail + 1)); echo "FAIL the trace is not capped near 1 MiB with its note ($t)"; fi

# DOUBLES=0 (no double unit, SPEC 14): a double op is refused before a model is built,
# naming the op, its line and the option; a DOUBLES value that is not 0 or 1 is refused
printf '//! expect r0.x == 1\ncs_5_0\ndcl_temps 2\nmov r0.x, l(1)\n  dadd r1.xy, r1.xy, r1.xy\nret\n' > "$d/dbl0.asm"
out=$(ms TEST="$d/dbl0.asm" LANES=8 DOUBLES=0); rc=$?
want "make sim DOUBLES=0 refuses a double op at once, naming it, its line and the option" 2 \
  "dbl0.asm:5:3: error: 'dadd' is a double instruction; this build has no double unit \(DOUBLES=0\)" - "$out" $rc
out=$(ms TEST=atomics LANES=8 DOUBLES=2); rc=$?
want "make sim DOUBLES=2 is refused at once" 2 "DOUBLES must be 0 \(no double unit\) or 1, not '2'" - "$out" $rc
# VEC_COMPS (scalar lanes): a value that is not 1, 2 or 4 is refused at once; VEC_COMPS=1
# runs on its own model and the summary's configuration says so
out=$(ms TEST=atomics LANES=8 VEC_COMPS=3); rc=$?
want "make sim VEC_COMPS=3 is refused at once" 2 "VEC_COMPS must be 1, 2 or 4 \(components a lane computes per cycle\), not '3'" - "$out" $rc
out=$(ms TEST=pipe_beats LANES=8 VEC_COMPS=1 WAVES=0); rc=$?
want "make sim VEC_COMPS=1 runs the scalar-lane model and prints its configuration" 0 \
  "config: LANES=8 VEC_COMPS=1 SFU_LANES=2 DP_LANES=2 DOUBLES=1 EX1_BYPASS=1 ALU_LAT=1 CVT_LAT=2 FMA_STAGES=4 MUL_CS=0 IMUL_STAGES=3" - "$out" $rc
# EX1_BYPASS and PROFILE: a value other than 0/1 or fpga is refused at once; PROFILE=fpga
# runs make fpga's configuration (its own model), a wider program there in lockstep only
out=$(ms TEST=atomics LANES=8 EX1_BYPASS=2); rc=$?
want "make sim EX1_BYPASS=2 is refused at once" 2 "EX1_BYPASS must be 0 \(a reader waits for RD's bypass\) or 1, not '2'" - "$out" $rc
# ALU_LAT: 1, 2 or 3 (the ALU's stages); another value is refused at once
out=$(ms TEST=atomics LANES=8 ALU_LAT=4); rc=$?
want "make sim ALU_LAT=4 is refused at once" 2 "ALU_LAT must be 1, 2 or 3 \(the ALU pipe's latency and stages\), not '4'" - "$out" $rc
out=$(ms TEST=atomics LANES=8 CVT_LAT=4); rc=$?
want "make sim CVT_LAT=4 is refused at once" 2 "CVT_LAT must be 2 or 3 \(the CVT pipe's latency and stages\), not '4'" - "$out" $rc
# FMA_STAGES: 4 to 7 (5 to 7 with carry-save products); another value is refused at
# once; with the other stages (test-sim_stages's model) it runs on its own model and the
# configuration says so
out=$(ms TEST=atomics LANES=8 FMA_STAGES=8); rc=$?
want "make sim FMA_STAGES=8 is refused at once" 2 "FMA_STAGES must be 4 to 7 \(the FMA units' stages; 5 to 7 with carry-save products\), not '8'" - "$out" $rc
out=$(ms TEST=pipe_dp_busy LANES=8 ALU_LAT=3 CVT_LAT=3 FMA_STAGES=6 IMUL_STAGES=4 WAVES=0); rc=$?
want "make sim with every pipe in stages runs its model and prints its configuration" 0 \
  "config: LANES=8 VEC_COMPS=4 SFU_LANES=2 DP_LANES=2 DOUBLES=1 EX1_BYPASS=1 ALU_LAT=3 CVT_LAT=3 FMA_STAGES=6 MUL_CS=1 IMUL_STAGES=4" - "$out" $rc
out=$(ms TEST=atomics LANES=8 IMUL_STAGES=5); rc=$?
want "make sim IMUL_STAGES=5 is refused at once" 2 "IMUL_STAGES must be 3 or 4 \(the integer multiplier's stages; 4 with an input rank\), not '5'" - "$out" $rc
out=$(ms TEST=atomics PROFILE=asic); rc=$?
want "make sim PROFILE=asic is refused at once" 2 "PROFILE must be fpga \(make fpga's configuration\) or empty, not 'asic'" - "$out" $rc
out=$(ms TEST=pipe_beats PROFILE=fpga WAVES=0); rc=$?
want "make sim PROFILE=fpga refuses a double program before the run" 2 "'dmax' is a double instruction; this build has no double unit \(DOUBLES=0\)" - "$out" $rc
out=$(ms TEST=atomics PROFILE=fpga WAVES=0); rc=$?
want "make sim PROFILE=fpga runs make fpga's configuration, a wider program in lockstep only" 0 \
  "config: LANES=2 VEC_COMPS=1 SFU_LANES=1 DP_LANES=1 DOUBLES=0 EX1_BYPASS=0 ALU_LAT=3 CVT_LAT=3 FMA_STAGES=4 MUL_CS=0 IMUL_STAGES=3" - "$out" $rc
if grep -q "lockstep only, its expects unchecked" <<<"$out" && grep -q " PASS " <<<"$out"; then
  pass=$((pass + 1)); echo "ok   make sim PROFILE=fpga says a wider program's expects go unchecked"
else fail=$((fail + 1)); echo "FAIL make sim PROFILE=fpga does not say the wider program runs in lockstep only"; fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]

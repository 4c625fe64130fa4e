#!/usr/bin/env bash
# make test-honesty (in make test): no runner passes a run that checks nothing, and none
# cuts a program's declared lanes ("harness honesty"). Each case runs a real
# runner on a small program and wants the stated exit status and message.
#   sim/honesty_check.sh BUILD
# Ends with `N passed, N failed`; non-zero exit on failure.
set -u
build=$1
d=$build/honesty
rm -rf "$d"; mkdir -p "$d"
pass=0; fail=0
root=$(pwd)

# want NAME RC REGEX CMD...: CMD exits with RC and prints a line matching REGEX
want() {
  local name=$1 rc=$2 re=$3; shift 3
  local out got
  out=$("$@" 2>&1); got=$?
  if [ "$got" -eq "$rc" ] && grep -Eq -- "$re" <<<"$out"; then
    pass=$((pass + 1)); echo "ok   $name"
  else
    fail=$((fail + 1)); echo "FAIL $name (exit $got, wanted $rc and /$re/)"
    sed 's/^/     | /' <<<"$out" | tail -n 8
  fi
}

printf 'cs_5_0\ndcl_temps 1\nmov r0.x, l(1)\nret\n' > "$d/no_expect.asm"
printf '//! lanes 2\ncs_5_0\ndcl_temps 1\nmov r0.x, l(1)\nret\n//! expect r0.x lane 1 == 1\n' > "$d/two_lanes.asm"
printf '# a vector file without a vector\n\n' > "$d/empty_vectors.txt"
printf 'cs_5_0\ndcl_temps 1\nmov r0.x, l(1)\nret\n//! expect r0.x lane 3 == 1\n' > "$d/lane3.asm"
printf '//! lanes 4\n//! fill u0 4 0\n//! expect u0[0] == 2\ncs_5_0\ndcl_uav_raw u0\ndcl_thread_group 2, 1, 1\natomic_iadd u0, l(0), l(1)\nret\n' > "$d/two_threads.asm"
printf '//! fill u0 1 0\n//! expect u0[0] == 4\ncs_5_0\ndcl_uav_raw u0\ndcl_thread_group 4, 1, 1\natomic_iadd u0, l(0), l(1)\nret\n' > "$d/group4.asm"
wide=tb/tests/atomics_wide.asm
grep -q '^//! lanes 64' $wide || { echo "FAIL $wide no longer declares //! lanes 64"; exit 1; }

# lockstep: a program wider than the model fails unless lockstep-only is asked for
want "sm5sim: //! lanes 64 on a LANES=8 model fails, naming the LANES to use" 2 \
  "declares //! lanes 64 but this model has LANES=8.*LANES=64" \
  "$build/obj_L8/sm5sim" --test atomics_wide --trace "" $wide
want "sm5sim --lockstep-only: the same run compares 8 lanes and says its expects are unchecked" 0 \
  "lanes  8/8 .*lockstep only: program wants 64 lanes, expects unchecked\) PASS" \
  "$build/obj_L8/sm5sim" --test atomics_wide --trace "" --lockstep-only $wide
want "sm5sim: a program at its lanes checks its expects" 0 "expects [1-9][0-9]*/[1-9][0-9]* PASS" \
  "$build/obj_L8/sm5sim" --test two_lanes --trace "" "$d/two_lanes.asm"
want "sm5sim: expects on lanes a LANES=1 model lacks fail, naming the LANES they need" 1 \
  "expect values name lanes this LANES=1 model lacks; run it at LANES=4" \
  "$build/obj_L1/sm5sim" --test lane3 --trace "" "$d/lane3.asm"
want "sm5sim --lockstep-only: the same run leaves them unchecked on purpose" 0 \
  "lane values not in this build\) PASS" \
  "$build/obj_L1/sm5sim" --test lane3 --trace "" --lockstep-only "$d/lane3.asm"
# one rule for both runners: no //! expect lines fails under make sim too
want "sm5sim: no //! expect lines fails, as make run does" 2 "no //! expect lines" \
  "$build/obj_L8/sm5sim" --test no_expect --trace "" "$d/no_expect.asm"
want "sm5sim --no-expect: lockstep only, on purpose" 0 "PASS" \
  "$build/obj_L8/sm5sim" --test no_expect --trace "" --no-expect "$d/no_expect.asm"
# lanes past a compute group do not exist (SPEC 13): 2 threads on 4 lanes add 2, not 4
want "sm5sim: a group of 2 threads on 4 lanes runs 2 lanes (u0[0] == 2)" 0 "lanes  4/8 .*expects 1/1 PASS" \
  "$build/obj_L8/sm5sim" --test two_threads --trace "" "$d/two_threads.asm"
want "sm5run: the same program gives u0[0] == 2" 0 "1 checked, 0 failed" "$build/sm5run" "$d/two_threads.asm"
want "sm5cyc: the same program gives u0[0] == 2" 0 "expects 1/1" "$build/sm5cyc" "$d/two_threads.asm"
# a group of several waves is the sequencer's: sm5_top alone refuses it (make sim picks the core)
want "sm5sim: a 4-thread group on a LANES=1 sm5_top model needs the sequencer" 2 \
  "a thread group of more threads than lanes .*needs the sequencer" \
  "$build/obj_L1/sm5sim" --test group4 --trace "" "$d/group4.asm"

# the cycle model alone: honours //! lanes (no cut to --lanes), checks memory expects too
want "sm5cyc --lanes 32: a //! lanes 64 program runs at 64 lanes, every expect checked" 0 \
  "lanes 64 .* expects ([0-9]+)/\1 " "$build/sm5cyc" --lanes 32 $wide
want "sm5cyc: no //! expect lines fails" 1 "nothing was checked" "$build/sm5cyc" "$d/no_expect.asm"
want "sm5cyc --no-expect: run without checks on purpose" 0 "expects 0/0" \
  "$build/sm5cyc" --no-expect "$d/no_expect.asm"

# the architectural simulator
want "sm5run: no //! expect lines fails" 1 "nothing was checked" "$build/sm5run" "$d/no_expect.asm"
want "sm5run --no-expect: run without checks on purpose" 0 "" \
  "$build/sm5run" --quiet --no-expect "$d/no_expect.asm"

# vector files
want "vecrun: a file without a vector fails" 1 "no vector in the file" "$build/vecrun" "$d/empty_vectors.txt"

# the suite runner: a suite that passes nothing counts as failed
mkdir -p "$d/suite"
printf 'test-empty:\n\t@echo "0 passed, 0 failed"\n' > "$d/suite/Makefile"
want "run_tests.sh: a suite with 0 passed, 0 failed counts as a failure" 1 "^0 passed, 1 failed" \
  bash -c "cd '$d/suite' && bash '$root/sim/run_tests.sh' empty"

# docs/figures.md and its generator point at nothing outside the repository (a clone has
# only the repository): no machine path, no ../shared
if grep -n -e '/work/' -e '\.\./shared' docs/figures.md sim/bench.py; then
  fail=$((fail + 1)); echo "FAIL docs/figures.md / sim/bench.py point outside the repository"
else pass=$((pass + 1)); echo "ok   docs/figures.md and sim/bench.py point at nothing outside the repository"; fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]

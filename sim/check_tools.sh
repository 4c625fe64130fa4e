#!/usr/bin/env bash
# Checks the named tools; for each one missing, prints the apt-get line that installs it
# and exits 1, so a fresh machine gets a hint instead of a compiler error.
set -u
declare -A pkg=([gcc]=gcc [make]=make [verilator]=verilator [g++]=g++ [yosys]=yosys
                [iverilog]=iverilog [gtkwave]=gtkwave [genhtml]=lcov [gnuplot]=gnuplot
                [clang]=clang [nextpnr-ice40]=nextpnr-ice40 [mpfr]=libmpfr-dev
                [xvfb-run]=xvfb [import]=imagemagick [xdotool]=xdotool [python3]=python3
                [flock]=util-linux [valgrind]=valgrind)
missing=()
for t in "$@"; do
  if [ "$t" = mpfr ]; then
    # a library, not a command: look for its header through the C compiler
    echo '#include <mpfr.h>' | ${CC:-cc} -E -x c - >/dev/null 2>&1 || missing+=(libmpfr-dev)
    continue
  fi
  command -v "$t" >/dev/null 2>&1 || missing+=("${pkg[$t]:-$t}")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "error: missing tools: ${missing[*]}" >&2
  echo "install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
for t in "$@"; do
  if [ "$t" = verilator ]; then
    v=$(verilator --version | awk '{print $2}')
    if [ "$(printf '%s\n5.006\n' "$v" | sort -V | head -1)" != 5.006 ]; then
      echo "error: Verilator $v is older than 5.006" >&2
      echo "install a newer one with:  sudo apt-get update && sudo apt-get install -y verilator" >&2
      exit 1
    fi
  fi
done
exit 0

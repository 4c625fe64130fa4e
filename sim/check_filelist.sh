#!/usr/bin/env bash
# rtl/sm5.f is the one RTL file list every flow reads (lint, lockstep, unit and memu
# harnesses, coverage, mutation, synthesis, benches). Checks: one path per line (no
# comments or blank lines: not every consumer reads them), every entry exists and is
# listed once, packages (*_pkg.sv) come before modules, every rtl/*.sv is listed.
# One test per entry and per rtl/*.sv file; ends with `N passed, N failed`.
set -u
f=${1:-rtl/sm5.f}
dir=${2:-rtl}
if [ ! -f "$f" ]; then echo "$f: error: file list not found"; echo "0 passed, 1 failed"; exit 1; fi
p=0; n=0; seen_module=0
declare -A listed=()
while IFS= read -r line || [ -n "$line" ]; do
  n=$((n+1)); ok=1
  if [[ ! "$line" =~ ^[A-Za-z0-9_./-]+\.sv$ ]]; then
    echo "$f:$n:1: error: expected one path to an .sv file, got '$line'"; ok=0
  elif [ ! -f "$line" ]; then
    echo "$f:$n:1: error: $line does not exist"; ok=0
  elif [ -n "${listed[$line]:-}" ]; then
    echo "$f:$n:1: error: $line listed twice (first on line ${listed[$line]})"; ok=0
  elif [[ "$line" == *_pkg.sv ]] && [ $seen_module = 1 ]; then
    echo "$f:$n:1: error: package $line after a module: packages come first"; ok=0
  fi
  [[ "$line" == *_pkg.sv ]] || seen_module=1
  listed[$line]=$n
  [ $ok = 1 ] && p=$((p+1))
done <"$f"
fails=$((n-p))
for s in "$dir"/*.sv; do
  if [ -n "${listed[$s]:-}" ]; then p=$((p+1)); else
    echo "$f: error: $s is not in the file list (add it, packages first)"; fails=$((fails+1)); fi
done
[ $n -gt 0 ] || { echo "$f: error: empty file list"; fails=$((fails+1)); }
echo "$p passed, $fails failed"
[ $fails -eq 0 ]

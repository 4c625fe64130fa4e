#!/usr/bin/env bash
# Before rebuilding a Verilator object directory: drop each compiler dependency file
# (*.d, with its object) that names a file which no longer exists, e.g. a testbench
# source that moved. The generated makefile would otherwise stop with "No rule to make
# target"; without the .d the object is simply compiled again. The hierarchical
# blocks' directories inside DIR (DIR/Vsm5_vlane_7/) too: their makefiles stop the same way
# (e.g. after the precompiled headers moved from build/pch/ to build/pch/<level>/).
# Usage: DIR...
for top in "$@"; do
  [ -d "$top" ] || continue
  for dir in "$top" "$top"/*/; do
    [ -d "$dir" ] || continue
    ( cd "$dir" || exit 0
      for d in *.d; do
        [ -f "$d" ] || continue
        case "$d" in *__ver.d|*__verFiles.dat) continue;; esac
        for p in $(sed -e 's/^[^:]*://' -e 's/\\$//' "$d"); do
          [ -e "$p" ] || { rm -f "$d" "${d%.d}.o"; break; }
        done
      done )
  done
done
exit 0

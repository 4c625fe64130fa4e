#!/usr/bin/env bash
# Checks sim/vl_drop_stale_deps.sh on a model directory laid out as Verilator writes one:
# dependency files (*.d) beside their objects, in the top directory and in a
# hierarchical block's directory (obj/Vsm5_vlane_7/). A .d that names a missing file goes
# with its object, in both places; a .d whose files all exist stays, and so do Verilator's
# own *__ver.d. One test per expectation; ends with `N passed, N failed`.
set -u
tool=${1:-sim/vl_drop_stale_deps.sh}
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
d=$t/obj; mkdir -p "$d/Vblk"
# $1: directory, $2: stem, $3: a prerequisite besides its own .cpp
mk() { touch "$1/$2.cpp" "$1/$2.o"; printf '%s.o: %s.cpp \\\n  %s\n' "$2" "$2" "$3" >"$1/$2.d"; }
touch "$t/present.h"
mk "$d" top_good "$t/present.h"
mk "$d" top_stale "$t/gone/verilated.h"
mk "$d/Vblk" blk_good "$t/present.h"
mk "$d/Vblk" blk_stale "$t/gone/verilated.h"
printf 'Vx__ver.d: %s/gone/verilator_bin\n' "$t" >"$d/Vx__ver.d"
"$tool" "$d"
p=0; f=0
want() {  # $1: gone|kept, $2: file
  if { [ "$1" = gone ] && [ ! -e "$2" ]; } || { [ "$1" = kept ] && [ -e "$2" ]; }; then
    p=$((p+1)); echo "ok    ${2#"$t"/} $1"
  else f=$((f+1)); echo "FAIL  ${2#"$t"/} should be $1"; fi
}
want gone "$d/top_stale.d"; want gone "$d/top_stale.o"
want kept "$d/top_good.d"; want kept "$d/top_good.o"
want gone "$d/Vblk/blk_stale.d"; want gone "$d/Vblk/blk_stale.o"
want kept "$d/Vblk/blk_good.d"; want kept "$d/Vblk/blk_good.o"
want kept "$d/Vx__ver.d"
echo "$p passed, $f failed"
[ "$f" -eq 0 ]

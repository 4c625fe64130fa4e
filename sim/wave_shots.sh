#!/usr/bin/env bash
# make wave-shots: the screenshots of docs/waves.md, taken from the current RTL. Runs the
# atomics test (LANES=8) and the broken-RTL build `fwd` with waves, generates their views
# (sim/wave_view.py) and photographs GTKWave under Xvfb (ImageMagick `import`, called
# from GTKWave's Tcl once the window has drawn), scrolled to each group in turn.
#   sim/wave_shots.sh BUILD OUTDIR
set -eu
build=$1; out=$2
d=$build/wave-shots
rm -rf "$d"; mkdir -p "$d" "$out"
sim/check_tools.sh gtkwave xvfb-run import python3

"$build/obj_L8/sm5sim" --test atomics --waves "$d/atomics.fst" --trace "$d/atomics.trace" tb/tests/atomics.asm
python3 sim/wave_view.py view "$d/atomics.fst"
"$build/obj_broken_fwd/sm5sim" --test pipe_fwd --waves "$d/broken_fwd.fst" --trace "" --lockstep-only \
  --expect-mismatch "$(awk '$1=="fwd" {print $5}' tb/lockstep/broken/broken.list)" tb/lockstep/tests/pipe_fwd.asm
python3 sim/wave_view.py view "$d/broken_fwd.fst"

# shoot SAVE FST NAME:GROUP[@CYCLE]...: one screenshot per NAME, the view scrolled so that
# GROUP (a group title's start) is the top row, from run cycle CYCLE (marker there) when given
shoot() {
  local save=$1 fst=$2; shift 2
  local tcl=$d/shots_$(basename "$save" .gtkw).tcl
  python3 - "$save" "$tcl" "$d" "$@" <<'EOF'
import sys
sys.path.insert(0, "sim")
import wave_view
save, tcl, d, shots = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
run = wave_view.read_run(save[:-5].replace("_mismatch", "") + ".fst")
# rows as GTKWave lists them: a closed group shows as its first row only
vis, skip = [], 0
for n, kind, shown, name, bit, flags in wave_view.save_rows(save):
    if skip:
        skip -= flags == wave_view.GRP_CLOSED_END
        continue
    vis.append(shown)
    if kind == "comment" and flags == wave_view.GRP_CLOSED:
        skip = 1
lines = ["proc settle {} { for {set i 0} {$i < 40} {incr i} { gtkwave::nop; after 50 } }",
         "settle", "after 1000", "settle"]
for s in shots:
    name, _, title = s.partition(":")
    title, _, cyc = title.partition("@")
    row = next((i for i, v in enumerate(vis) if v.startswith(title)), None)
    if row is None:
        sys.exit(f"wave_shots: no group starting {title!r} in {save}")
    if cyc:
        t = (int(run["run_start_ns"]) + int(cyc)) * wave_view.PS
        lines += [f"gtkwave::setWindowStartTime {t - wave_view.PS}", f"gtkwave::setMarker {t}"]
    lines += [f"gtkwave::setTraceScrollbarRowValue {row}", "settle",
              f"exec import -window root {d}/{name}.png"]
lines.append("gtkwave::/File/Quit")
open(tcl, "w").write("\n".join(lines) + "\n")
EOF
  timeout 300 xvfb-run -a -s "-screen 0 1600x1000x24" gtkwave -S "$tcl" -a "$save" "$fst" \
    > "$d/gtkwave.log" 2>&1 || { echo "wave_shots: GTKWave failed (log: $d/gtkwave.log)"; exit 1; }
}

# the later shots: the cycles of one window (as many as the view opens with: the longest
# opcode name fits a cycle) with the most accesses to banks 0..3 (the open rows)
busy=$(python3 - "$d/atomics.trace" "$d/atomics.gtkw" <<'EOF'
import collections, re, sys
sys.path.insert(0, "sim")
import wave_view
# the window's cycles: from the view's zoom (GTKWave: 2^-z time units per 200 px)
z = next(float(l[1:].split()[0]) for l in open(sys.argv[2]) if l.startswith("*"))
n = max(1, round(wave_view.WAVE_PX / 200 * 2 ** -z / wave_view.PS))
acc = collections.Counter()
for line in open(sys.argv[1]):
    m = re.match(r"\s*(\d+)\s+BANK\s+(\d+)", line)
    if m and int(m.group(2)) < 4:
        acc[int(m.group(1))] += 1
last = max(acc) if acc else 0
print(max(range(last + 1), key=lambda c: (sum(acc[x] for x in range(c, c + n)), -c)))
EOF
)
echo "wave_shots: atomics shots 2-4 from run cycle $busy (most accesses to banks 0..3)"
shoot "$d/atomics.gtkw" "$d/atomics.fst" waves_atomics_1:run \
  waves_atomics_2:"MEM X@$busy" waves_atomics_3:"banks@$busy" waves_atomics_4:"MEM W@$busy"
shoot "$d/broken_fwd_mismatch.gtkw" "$d/broken_fwd.fst" waves_mismatch_fwd:MISMATCH

# small PNGs: a 16-colour palette keeps the text readable
for f in "$d"/waves_*.png; do
  convert "$f" -colors 16 -define png:compression-level=9 "PNG8:$out/$(basename "$f")"
  echo "wrote $out/$(basename "$f") ($(stat -c %s "$out/$(basename "$f")") bytes)"
done

#!/usr/bin/env bash
# make sim: one program in lockstep (RTL vs the C cycle model), after the checks that are
# cheap: set-up, the test's name, LANES, the program itself and its run on the
# architectural simulator (make run's reference), so bad input and a program make run
# refuses stop in about a second, before a Verilator model is built.
# Environment (from mk/sim.mk): TEST, LANES, LANES_GIVEN (1: on the command line), SEED,
# WAVES, BUILD, NO_EXPECT, WAVES_MAX, TRACE_MAX_MB, MAKE, DOUBLES (0: the build without the
# double unit, build/obj_L<n>_nodbl; a program with a double op is refused before the run),
# VEC_COMPS (1 or 2: scalar lanes, build/obj_L<n>_vc<k>; default 4), EX1_BYPASS (0: no
# EX1 bypass, build/obj_L<n>..._nofwd; default 1), ALU_LAT (2 or 3: the ALU in that many
# stages, build/obj_L<n>..._alu<k>; default 1), CVT_LAT (3: the CVT in three stages,
# build/obj_L<n>..._cvt3; default 2), FMA_STAGES (5, 6 or 7: the FMA units in that many
# stages with their products in carry-save form, MUL_CS 1, 7 with the inputs registered,
# build/obj_L<n>..._fma<k>; default 4), IMUL_STAGES (4: an input rank in the integer multiplier, build/obj_L<n>..._im4;
# default 3), PROFILE (fpga: make fpga's configuration,
# build/obj_fpga: LANES 2, VEC_COMPS 1, DOUBLES 0, EX1_BYPASS 0, ALU_LAT 3, CVT_LAT 3, 8 banks;
# with DOUBLES=1, make fpga DOUBLES=1's: build/obj_fpga_dbl).
set -u
case ${PROFILE:-} in
  '') prof=;;
  fpga) prof=fpga; LANES=2; LANES_GIVEN=1; DOUBLES=${DOUBLES:-0}; VEC_COMPS=1; EX1_BYPASS=0; ALU_LAT=3; CVT_LAT=3; FMA_STAGES=4; IMUL_STAGES=3;;
  *) echo "make sim: PROFILE must be fpga (make fpga's configuration) or empty, not '$PROFILE'"; exit 2;;
esac
: "${TEST:=}" "${LANES:=32}" "${LANES_GIVEN:=0}" "${SEED:=0}" "${WAVES:=1}" "${BUILD:=build}"
: "${NO_EXPECT:=}" "${WAVES_MAX:=200000}" "${TRACE_MAX_MB:=64}" "${MAKE:=make}"
# knob NAME DEFAULT "OTHER VALUES" SUFFIX "ALLOWED": a build option. Unset, NAME takes
# DEFAULT; one of the other values adds the model's suffix (SUFFIX, %s the value) and
# NAME=value to the repro options; anything else is refused at once, saying ALLOWED.
nd=; nondef=
knob() {
  local v=${!1:-$2} a
  printf -v "$1" '%s' "$v"
  [ "$v" = "$2" ] && return 0
  for a in $3; do
    if [ "$v" = "$a" ]; then nd=$nd$(printf "$4" "$v"); nondef="$nondef $1=$v"; return 0; fi
  done
  echo "make sim: $1 must be $5, not '$v'"; exit 2
}
knob DOUBLES 1 "0" _nodbl "0 (no double unit) or 1"
knob VEC_COMPS 4 "1 2" _vc%s "1, 2 or 4 (components a lane computes per cycle)"
knob EX1_BYPASS 1 "0" _nofwd "0 (a reader waits for RD's bypass) or 1"
knob ALU_LAT 1 "2 3" _alu%s "1, 2 or 3 (the ALU pipe's latency and stages)"
knob CVT_LAT 2 "3" _cvt%s "2 or 3 (the CVT pipe's latency and stages)"
knob FMA_STAGES 4 "5 6 7" _fma%s "4 to 7 (the FMA units' stages; 5 to 7 with carry-save products)"
knob IMUL_STAGES 3 "4" _im%s "3 or 4 (the integer multiplier's stages; 4 with an input rank)"
mk() { $MAKE -s --no-print-directory "$@"; }

sim/setup.sh sim || exit 2
f=$(tb/lockstep/find_test.sh "$TEST") || { echo "known tests:"; mk sim-list; exit 2; }
s=$f
case $f in *.dxbc) s=$f.test
  [ -f "$s" ] || { echo "make sim: missing side file $s (the //! data of $f; docs/dxbc.md)"; exit 2; };;
esac
# the C tools (seconds): the assembler, the reference and the cycle model's model choice
mk "$BUILD/sm5run" "$BUILD/sm5cyc" || exit 2

# the reference first, as make run runs it (sm5run: the same LANES rule and message, the
# assembler's errors, the no-expect rule, max_steps): what make run refuses stops here,
# in about a second, before a model is built
if [ "$LANES_GIVEN" = 1 ]; then lanes_arg=(--lanes "$LANES"); else lanes_arg=(--lanes 32); fi
ne=(); [ "$NO_EXPECT" = 1 ] && ne=(--no-expect)
ref=$("$BUILD/sm5run" "${lanes_arg[@]}" --doubles "$DOUBLES" --quiet "${ne[@]}" "$f" 2>&1); rc=$?
if [ $rc -ne 0 ]; then
  printf '%s\n' "$ref"
  # (exit 2: bad input, said above; 1: the run itself fails)
  [ $rc -eq 1 ] && echo "make sim: make run PROG=$f$([ "$LANES_GIVEN" = 1 ] && echo " LANES=$LANES") fails (above), so the RTL is not run"
  exit $rc
fi
l=$LANES
d=$(sed -n 's,^//! *lanes *\([0-9][0-9]*\).*,\1,p' "$s" | head -n 1)
if [ "$LANES_GIVEN" != 1 ] && [ -n "$d" ] && [ "$d" -gt "$l" ]; then
  echo "make sim: $f declares //! lanes $d: running at LANES=$d"; l=$d
fi
# the FPGA profile has its 2 lanes: a wider program runs there in lockstep only (its first
# wave's lanes compared cycle by cycle; its expects need its own LANES)
lo=()
if [ -n "$prof" ] && [ -n "$d" ] && [ "$d" -gt "$l" ]; then
  echo "make sim: $f declares //! lanes $d; the FPGA profile has $l: lockstep only, its expects unchecked (make sim TEST=$TEST LANES=$d checks them)"
  lo=(--lockstep-only)
fi

seq_rc=0; "$BUILD/sm5cyc" --needs-seq --lanes "$l" --doubles "$DOUBLES" "$f" || seq_rc=$?
case $seq_rc in
  0) m=C; sq=(--seq); echo "make sim: $f runs through the sequencer: the core build (build/obj_C$l$nd)";;
  1) m=L; sq=();;
  *) exit 2;;
esac
obj=obj_$m$l$nd
if [ -n "$prof" ]; then
  [ $m = L ] || { echo "make sim: $f has control flow; the FPGA profile is sm5_top without the sequencer"; exit 2; }
  obj=obj_fpga; [ "$DOUBLES" = 1 ] && obj=obj_fpga_dbl
fi
mk "$BUILD/$obj/sm5sim" || exit 1
# the options that name this configuration again (the repro line)
if [ -n "$prof" ]; then opts="PROFILE=$prof"; [ "$DOUBLES" = 1 ] && opts="$opts DOUBLES=1"
else
  opts="LANES=$l$nondef"
fi

# the run's name: an .asm and a .dxbc of one name keep their own waves and trace
n=$(basename "$f"); case $n in *.asm) n=${n%.asm};; *.dxbc) n=${n%.dxbc}_dxbc;; esac
mkdir -p waves "$BUILD/sim"
w=""; [ "$WAVES" = 1 ] && w="waves/$n.fst"
tr="$BUILD/$n.trace"
"$BUILD/$obj/sm5sim" "${sq[@]}" "${ne[@]}" "${lo[@]}" --test "$n" --seed "$SEED" --waves "$w" --trace "$tr" \
  --waves-max-cycles "$WAVES_MAX" --trace-max-mb "$TRACE_MAX_MB" --print-config \
  --repro "make sim TEST=$TEST SEED=$SEED $opts WAVES=1" "$f"; rc=$?
if [ "$WAVES" = 1 ] && [ -s "$w" ]; then
  python3 sim/wave_view.py view "$w" | sed 's/^/  /'
  echo "waves: $w  trace: $tr  (make waves TEST=$TEST, or: gtkwave $w waves/$n.gtkw)"
else
  echo "trace: $tr"
fi
exit $rc

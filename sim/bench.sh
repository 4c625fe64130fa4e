#!/usr/bin/env bash
# make bench entry point: runs sim/bench.py nice'd (the machine is shared).
# Options are sim/bench.py's: --build DIR --lanes "1 8 32 64" --only LIST --no-write
cd "$(dirname "$0")/.." || exit 2
exec nice -n 5 python3 sim/bench.py "$@"

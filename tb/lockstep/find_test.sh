#!/usr/bin/env bash
# Resolves a lockstep test name to its .asm: a path, tb/tests/NAME.asm or
# tb/lockstep/tests/NAME.asm. Prints the path; exits 1 (with a message) when unknown.
t="${1:-}"
if [ -z "$t" ]; then echo "make sim: give a test: make sim TEST=name" >&2; exit 1; fi
for f in "$t" "tb/tests/$t.asm" "tb/lockstep/tests/$t.asm" "tb/tests/$t" "tb/lockstep/tests/$t"; do
  if [ -f "$f" ]; then echo "$f"; exit 0; fi
done
echo "unknown test: $t" >&2
exit 1

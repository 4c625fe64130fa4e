#!/usr/bin/env bash
# A variant of the RTL for the tests that must fail (broken builds, mutants): copies the
# files of rtl/sm5.f (and the list) into OUTDIR with the same relative paths, then
# applies PATCH, a unified diff against rtl/ (paths a/rtl/..., b/rtl/...), with
# `patch -p1`. Fails loudly when the patch does not apply exactly (no fuzz; a hunk that
# moved by some lines is fine): then rtl/ changed under it and the patch needs a refresh
# (docs/contributing.md).
#   sim/variant.sh PATCH OUTDIR      e.g. sim/variant.sh tb/lockstep/broken/fwd.patch build/v/fwd
# The build then reads OUTDIR/rtl/sm5.f's files (OUTDIR/<path> for each <path> of the list).
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: sim/variant.sh PATCH OUTDIR   (PATCH: a unified diff against rtl/)" >&2; exit 2
fi
if [ ! -f "$1" ]; then
  cd "$(dirname "$0")/.."
  echo "sim/variant.sh: error: no such patch: $1; known patches:" >&2
  find tb -name '*.patch' | sort | sed 's/^/  /' >&2; exit 2
fi
p=$(realpath "$1"); out=$(realpath -m "$2")
cd "$(dirname "$0")/.."
sim/check_tools.sh patch
rm -rf "$out/rtl"; mkdir -p "$out"
while IFS= read -r f; do
  [ -n "$f" ] || continue
  mkdir -p "$out/$(dirname "$f")"; cp "$f" "$out/$f"
done < rtl/sm5.f
cp rtl/sm5.f "$out/rtl/sm5.f"
if ! log=$(patch -p1 --no-backup-if-mismatch --forward --fuzz=0 --reject-file=- -d "$out" -i "$p" 2>&1); then
  echo "$log" >&2
  echo "sim/variant.sh: error: $1 does not apply cleanly to rtl/ (refresh it: docs/contributing.md)" >&2
  rm -rf "$out/rtl"; exit 1
fi
echo "$log"

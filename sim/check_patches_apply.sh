#!/usr/bin/env bash
# Every broken-build patch in the repository (git ls-files '*.patch': unified diffs
# against rtl/) still applies to rtl/ exactly as sim/variant.sh applies it (patch -p1,
# no fuzz), checked with --dry-run in a scratch copy. A patch that no longer applies
# fails here in a second instead of after the long lockstep builds of make test-broken;
# refresh it (docs/contributing.md). One line per patch; ends with `N passed, N failed`.
set -u
cd "$(dirname "$0")/.."
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
cp -r rtl "$t/rtl"
p=0; f=0
while IFS= read -r patchf; do
  if log=$(patch -p1 --dry-run --forward --fuzz=0 --reject-file=- -d "$t" -i "$PWD/$patchf" 2>&1); then
    p=$((p+1)); echo "ok    $patchf"
  else
    f=$((f+1)); echo "FAIL  $patchf does not apply to rtl/ (refresh it: docs/contributing.md)"
    echo "$log" | sed 's/^/      | /' | head -5
  fi
done < <(git ls-files '*.patch')
[ $((p + f)) -gt 0 ] || { echo "FAIL  no patches found (git ls-files '*.patch')"; f=1; }
echo "$p passed, $f failed"
[ "$f" -eq 0 ]

#!/usr/bin/env bash
# The installed tree of libsm5ref (make install PREFIX=DIR): every file the issue names,
# then a program built with pkg-config against it, once with the shared library and
# once static, that must print the value SPEC 3 gives for min_sat(NaN, 1.0) (P-3: the
# non-NaN operand, 1.0 = 3f800000) and report a bad line as an error.
#   cmodel/ref/install_check.sh DIR
set -u
[ $# -eq 1 ] || { echo "usage: $0 DIR"; exit 2; }
d=$(realpath -m "$1"); root=$(cd "$(dirname "$0")/../.." && pwd)
rm -rf "$d"; mkdir -p "$d"
p=0; f=0
check() { if eval "$2"; then p=$((p+1)); else f=$((f+1)); echo "FAIL: $1"; fi; }
make --no-print-directory -C "$root" install PREFIX="$d" >"$d.log" 2>&1 \
  || { cat "$d.log"; echo "0 passed, 1 failed"; exit 1; }
for x in include/sm5ref.h lib/libsm5ref.a lib/libsm5ref.so lib/pkgconfig/sm5ref.pc share/sm5ref/sm5ref_dpi.sv; do
  check "installed $x" "[ -e '$d/$x' ]"
done
check "the .so exports only sm5ref_* calls" \
  "[ -z \"\$(nm -D --defined-only '$d/lib/libsm5ref.so' | awk '\$2==\"T\"{print \$3}' | grep -v '^sm5ref_')\" ]"
mkdir -p "$d/t"
cat >"$d/t/use.c" <<'C'
#include <sm5ref.h>
#include <stdio.h>
#include <string.h>
int main(void)
{
    char out[64];
    if (sm5ref_vector("min_sat 0x7fc00000 0x3f800000", out, sizeof out) != 0) return 1;
    if (strcmp(out, "3f800000") != 0) { printf("got %s\n", out); return 1; }
    if (sm5ref_vector("frobnicate 1 2", out, sizeof out) == 0) return 1;
    if (!strstr(sm5ref_last_error(), "unknown op")) return 1;
    printf("sm5ref %s ok\n", sm5ref_version());
    return 0;
}
C
export PKG_CONFIG_PATH="$d/lib/pkgconfig"
check "pkg-config knows sm5ref" "pkg-config --exists sm5ref"
check "shared build and run" \
  "cc -std=c11 -Wall -Werror \$(pkg-config --cflags sm5ref) -o '$d/t/use_so' '$d/t/use.c' \$(pkg-config --libs sm5ref) \
   && LD_LIBRARY_PATH='$d/lib' '$d/t/use_so' >/dev/null && LD_LIBRARY_PATH='$d/lib' ldd '$d/t/use_so' | grep -q 'libsm5ref.so.1 => $d/lib'"
check "static build and run" \
  "cc -std=c11 -Wall -Werror \$(pkg-config --cflags sm5ref) -o '$d/t/use_a' '$d/t/use.c' '$d/lib/libsm5ref.a' \$(pkg-config --libs-only-other --static sm5ref) -lm \
   && '$d/t/use_a' >/dev/null && ! ldd '$d/t/use_a' | grep -q sm5ref"
echo "$p passed, $f failed"
[ "$f" -eq 0 ]

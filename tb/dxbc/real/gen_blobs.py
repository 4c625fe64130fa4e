#!/usr/bin/env python3
"""Writes tb/dxbc/real/NAME_N.dxbc and NAME_N.dxbc.test: the peer's DXBC blobs (the C
arrays of vkd3d's tests/d3d12.c, held word for word in tb/listings/real/gen_real.py) as
binary containers, one per test row, each with a side file of the row's //! data and
expectations (the peer's inputs and expected values, the //! lines of
tb/listings/real/NAME_N.asm). The binary is made by build/sm5dxbc --words, which
refuses a blob whose checksum is wrong.

  gen_blobs.py [SM5DXBC]      (default build/sm5dxbc)
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tb", "listings", "real"))
import gen_real  # noqa: E402


def main(argv):
    tool = argv[0] if argv else os.path.join(ROOT, "build", "sm5dxbc")
    tmp = os.path.join(ROOT, "build", "dxbc_words")
    os.makedirs(tmp, exist_ok=True)
    n = 0
    for name, (what, _kind, words) in gen_real.SHADERS.items():
        wf = os.path.join(tmp, name + ".txt")
        with open(wf, "w") as f:
            f.write(", ".join("0x%08x" % w for w in words) + "\n")
        for row in range(len(gen_real.CASES[name])):
            base = "%s_%d" % (name, row)
            out = os.path.join(HERE, base + ".dxbc")
            subprocess.run([tool, "--words", wf, "-o", out], check=True, stdout=subprocess.DEVNULL)
            lst = os.path.join(ROOT, "tb", "listings", "real", base + ".asm")
            directives = [l for l in open(lst) if l.startswith("//!")]
            with open(out + ".test", "w") as f:
                f.write("// %s.dxbc: shader ps_%s of the peer's test, test row %d.\n" % (base, name, row))
                f.write("// Blob: %s,\n//   static const DWORD ps_%s_code[] (%s).\n" % (gen_real.PEER, name, what))
                f.write("// Data and expected values: that test row (the peer's, never the model's); the\n"
                        "// same //! lines as tb/listings/real/%s.asm.\n" % base)
                f.writelines(directives)
            n += 1
    print("%d blobs written" % n)


if __name__ == "__main__":
    main(sys.argv[1:])

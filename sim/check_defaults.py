#!/usr/bin/env python3
"""The lockstep builds are the RTL's defaults: each NAME=VALUE given (what mk/sim.mk passes
as -GNAME) must be the default of `parameter int unsigned NAME` in every FILE that
declares it. One check per (name, file); a file that declares none of the names fails.
Last line: `N passed, N failed`.

  sim/check_defaults.py NREGS=32 NCONST=256 ... -- rtl/sm5_top.sv rtl/sm5_core.sv
"""
import re
import sys


def main(argv):
    if '--' not in argv:
        print(__doc__)
        return 2
    k = argv.index('--')
    want = dict(a.split('=', 1) for a in argv[1:k])
    p = f = 0
    for path in argv[k + 1:]:
        text = open(path, encoding='utf-8').read()
        seen = 0
        for name, value in want.items():
            m = re.search(r'parameter\s+int\s+unsigned\s+' + name + r'\s*=\s*([^,\n)]+)', text)
            if not m:
                continue
            seen += 1
            got = m.group(1).strip()
            if got == value:
                p += 1
            else:
                f += 1
                print(f'{path}: {name} defaults to {got}, the lockstep builds use {value}: make them equal')
        if not seen:
            f += 1
            print(f'{path}: declares none of {" ".join(want)}')
    print(f'{p} passed, {f} failed')
    return 1 if f else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))

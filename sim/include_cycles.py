#!/usr/bin/env python3
"""No #include cycle in a C source folder (cmodel/ by default).

Two graphs are checked:
  headers  X.h -> Y.h when X.h includes "Y.h";
  modules  M -> N when a file of module M includes a header of module N (N != M).
A module is a header's stem with its .c files and internal header: sm5_asm.h,
sm5_asm_int.h, sm5_asm.c and sm5_asm_lex.c are module sm5_asm (a file belongs to the
longest stem prefix that has a header; an "_int" header to the stem before "_int"); a .c
file with no header of its stem is a module of its own. A cycle is printed as
`modules: a -> b -> a`. Last line: `N passed, N failed` (one check per graph).

  sim/include_cycles.py [DIR]                check DIR (default cmodel)
  sim/include_cycles.py --self-test [DIR]    first the checker on made-up folders (each
                                             cycle must be named), then DIR if given
"""
import os
import re
import sys
import tempfile

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def read_includes(folder):
    """{file name: [included names]} for the .c and .h files of folder."""
    out = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(('.c', '.h')):
            with open(os.path.join(folder, name), encoding='utf-8', errors='replace') as f:
                out[name] = [os.path.basename(i) for i in INCLUDE.findall(f.read())]
    return out


def module_of(name, headers):
    stem = name.rsplit('.', 1)[0]
    if name.endswith('_int.h'):
        return stem[:-len('_int')]
    parts = stem.split('_')
    for k in range(len(parts), 0, -1):
        cand = '_'.join(parts[:k])
        if cand + '.h' in headers:
            return cand
    return stem


def find_cycle(graph):
    """One cycle of graph {node: set(nodes)} as a list [a, b, ..., a], or None."""
    colour = {}
    stack = []

    def visit(n):
        colour[n] = 1
        stack.append(n)
        for m in sorted(graph.get(n, ())):
            if colour.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in colour:
                c = visit(m)
                if c:
                    return c
        stack.pop()
        colour[n] = 2
        return None

    for n in sorted(graph):
        if n not in colour:
            c = visit(n)
            if c:
                return c
    return None


def graphs(includes):
    headers = {n for n in includes if n.endswith('.h')}
    hdr = {h: {i for i in includes[h] if i in headers} for h in headers}
    mod = {}
    for f, incs in includes.items():
        m = module_of(f, headers)
        mod.setdefault(m, set())
        for i in incs:
            if i in headers and module_of(i, headers) != m:
                mod[m].add(module_of(i, headers))
    return {'headers': hdr, 'modules': mod}


def check(folder, quiet=False):
    """Returns (passed, failed, messages)."""
    p = f = 0
    msgs = []
    for kind, g in graphs(read_includes(folder)).items():
        c = find_cycle(g)
        if c:
            f += 1
            msgs.append(f'{folder}: include cycle among {kind}: {" -> ".join(c)}')
        else:
            p += 1
            if not quiet:
                msgs.append(f'{folder}: no cycle among {len(g)} {kind}')
    return p, f, msgs


def self_test():
    cases = [
        # (files {name: text}, cycle text the report must name, or None for none)
        ({'a.h': '#include "b.h"\n', 'b.h': '#include "a.h"\n', 'a.c': '#include "a.h"\n'},
         'headers: a.h -> b.h -> a.h'),
        ({'p.h': '', 'p.c': '#include "p.h"\n#include "q.h"\n', 'q.h': '',
          'q_part.c': '#include "q.h"\n#include "p.h"\n'},
         'modules: p -> q -> p'),
        ({'x.h': '#include <stdio.h>\n', 'x_int.h': '#include "x.h"\n#include "y.h"\n',
          'x_lex.c': '#include "x_int.h"\n', 'y.h': '', 'y.c': '#include "y.h"\n# include "z.h"\n',
          'z.h': '', 'z.c': '#include "z.h"\n#include "x.h"\n'},
         'modules: x -> y -> z -> x'),
        ({'x.h': '', 'x_int.h': '#include "x.h"\n', 'x.c': '#include "x_int.h"\n#include "y.h"\n',
          'x_lex.c': '#include "x_int.h"\n', 'y.h': '#include <x.h>\n', 'y.c': '#include "y.h"\n',
          'tool.c': '#include "x.h"\n#include "y.h"\n'},
         None),
    ]
    p = f = 0
    for files, want in cases:
        with tempfile.TemporaryDirectory() as d:
            for n, t in files.items():
                with open(os.path.join(d, n), 'w') as fh:
                    fh.write(t)
            _, failed, msgs = check(d, quiet=True)
            text = '\n'.join(msgs)
            ok = (failed >= 1 and want in text) if want else failed == 0
            if ok:
                p += 1
            else:
                f += 1
                print(f'self-test: files {sorted(files)}: wanted {want or "no cycle"}, got: {text or "no cycle"}')
    print(f'self-test: {p} of {len(cases)} made-up folders reported as expected')
    return p, f


def main(argv):
    args = argv[1:]
    p = f = 0
    if '--self-test' in args:
        args.remove('--self-test')
        p, f = self_test()
        if not args:
            print(f'{p} passed, {f} failed')
            return 1 if f else 0
    cp, cf, msgs = check(args[0] if args else 'cmodel')
    print('\n'.join(msgs))
    p, f = p + cp, f + cf
    print(f'{p} passed, {f} failed')
    return 1 if f else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))

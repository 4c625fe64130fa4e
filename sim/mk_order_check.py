#!/usr/bin/env python3
"""The make fragments (mk/*.mk) do not depend on the order the Makefile includes them in.

Reads make's database (`make -pq`) twice, once with the fragments in the Makefile's order
and once reversed (MK_FRAGMENTS on the command line), and compares every variable the
makefiles define (value; the words of a list compared as a set, since `+=` order follows
the include order) and every rule (prerequisites as a set, recipe). A fragment that
expands another's variable before it is defined (in a `:=`, a prerequisite list, an
$(eval)) gives a different database. Also compares `make test-list`.

  sim/mk_order_check.py [MAKE_ARGS...]       (make test-mk_order passes BUILD=)
  sim/mk_order_check.py --self-test          a made-up pair of fragments that do depend
                                             on their order must be reported
Last line: `N passed, N failed`.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

# variables that name the include order itself, or make's own bookkeeping
SKIP_VARS = {'MAKEFILE_LIST', 'MK_FRAGMENTS', 'MAKEFLAGS', 'MFLAGS', 'MAKEOVERRIDES',
             '-*-command-variables-*-', '.VARIABLES', 'CURDIR', 'MAKE_RESTARTS'}
ASSIGN = re.compile(r'^(override )?(define )?([^\s:+?!=]+) (:=|::=|=|\+=|\?=)( ?)(.*)$')


def database(cwd, args):
    """({var: value}, {target: (prereqs, recipe)}) from `make -pq` in cwd."""
    r = subprocess.run(['make', '--no-print-directory', '-pq'] + args, cwd=cwd,
                       capture_output=True, text=True)
    text = r.stdout
    variables, rules = {}, {}
    section = None
    lines = text.split('\n')
    i = 0
    while i < len(lines):
        ln = lines[i]
        if ln.startswith('# Variables'):
            section = 'vars'
        elif ln.startswith('# Files'):
            section = 'files'
        elif ln.startswith(('# Pattern-specific', '# Directories', '# Implicit Rules',
                            '# VPATH', '# finished', '# GNU Make')):
            section = 'other' if not ln.startswith('# Implicit Rules') else 'files'
        if section == 'vars' and ln.startswith('# makefile'):
            m = ASSIGN.match(lines[i + 1]) if i + 1 < len(lines) else None
            if m and m.group(3) not in SKIP_VARS:
                if m.group(2):   # define ... endef: the body up to endef
                    body = []
                    i += 2
                    while i < len(lines) and lines[i] != 'endef':
                        body.append(lines[i])
                        i += 1
                    variables[m.group(3)] = '\n'.join(body)
                else:
                    variables[m.group(3)] = m.group(6)
                    i += 1
        elif section == 'files' and ln and not ln.startswith(('#', '\t', ' ')) and ':' in ln:
            if ln.startswith('.'):
                pass
            target, _, prereqs = ln.partition(':')
            prereqs = prereqs.lstrip(':')
            recipe = []
            j = i + 1
            while j < len(lines) and lines[j] != '':
                if lines[j].startswith('\t'):
                    recipe.append(lines[j])
                j += 1
            rules[target] = (' '.join(sorted(prereqs.replace('|', ' ').split())), '\n'.join(recipe))
            i = j
        i += 1
    return variables, rules, r.returncode


def test_list(cwd, args):
    r = subprocess.run(['make', '--no-print-directory', 'test-list'] + args, cwd=cwd,
                       capture_output=True, text=True)
    return ' '.join(sorted(r.stdout.replace('make test:', ' ').replace('make test-all: also', ' ').split()))


def fragments(cwd):
    return sorted(glob.glob('mk/*.mk', root_dir=cwd))


def compare(cwd, args, names=None):
    """Returns (passed, failed, messages) for the normal vs the reversed include order."""
    frags = names or fragments(cwd)
    rev = ['MK_FRAGMENTS=' + ' '.join(reversed(frags))]
    v1, r1, rc1 = database(cwd, args)
    v2, r2, rc2 = database(cwd, args + rev)
    p = f = 0
    msgs = []
    if not v1 or not r1:
        return 0, 1, [f'make -pq printed no database in {cwd}']
    same_vars = lambda a, b: a is not None and b is not None and sorted(a.split()) == sorted(b.split())
    for kind, d1, d2, same in (('variables', v1, v2, same_vars), ('rules', r1, r2, lambda a, b: a == b)):
        bad = [f'  {kind[:-1]} {k}: {d1.get(k)!r} (normal) vs {d2.get(k)!r} (reversed)'[:400]
               for k in sorted(set(d1) | set(d2)) if not same(d1.get(k), d2.get(k))]
        if bad:
            f += 1
            msgs.append(f'{len(bad)} {kind} differ with the fragments reversed:')
            msgs += bad[:20]
        else:
            p += 1
            msgs.append(f'{len(d1)} {kind} the same in both orders')
    t1, t2 = test_list(cwd, args), test_list(cwd, args + rev)
    if t1 and t1 == t2:
        p += 1
        msgs.append(f'make test-list: the same {len(t1.split())} suites in both orders')
    else:
        f += 1
        msgs.append(f'make test-list differs: {t1!r} vs {t2!r}'[:400])
    return p, f, msgs


def self_test():
    """Two fragments where b.mk expands a.mk's variable at once: must be reported."""
    with tempfile.TemporaryDirectory() as d:
        os.mkdir(os.path.join(d, 'mk'))
        with open(os.path.join(d, 'Makefile'), 'w') as fh:
            fh.write('MK_FRAGMENTS ?= $(sort $(wildcard mk/*.mk))\ninclude $(MK_FRAGMENTS)\n'
                     'test-list:\n\t@echo "make test: $(TEST_SUITES)"\n')
        with open(os.path.join(d, 'mk', 'a.mk'), 'w') as fh:
            fh.write('A_OBJ := out/a.o\nTEST_SUITES += a\n')
        with open(os.path.join(d, 'mk', 'b.mk'), 'w') as fh:
            fh.write('B_DEPS := $(A_OBJ) b.c\nout/b: $(A_OBJ)\n\ttouch $@\nTEST_SUITES += b\n')
        _, failed, msgs = compare(d, [])
        text = '\n'.join(msgs)
        ok = failed == 2 and 'variable B_DEPS' in text and 'rule out/b' in text
        print(f'self-test: an order-dependent pair of fragments {"reported" if ok else "NOT reported"}')
        if not ok:
            print(text)
        return (1, 0) if ok else (0, 1)


def main(argv):
    if shutil.which('make') is None:
        print('make not found')
        return 2
    args = [a for a in argv[1:] if a != '--self-test']
    p, f = self_test() if '--self-test' in argv else (0, 0)
    cp, cf, msgs = compare('.', args)
    print('\n'.join(msgs + [f'{p + cp} passed, {f + cf} failed']))
    return 1 if f + cf else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))

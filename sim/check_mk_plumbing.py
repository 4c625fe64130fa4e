#!/usr/bin/env python3
"""The mk/*.mk recipes run Verilator only through mk/verilator.mk (vl_build, vl_lint)
and leave the summing of `N passed, N failed` lines to sim/sum_results.sh: a recipe line
that names $(VERILATOR) as a command, or that takes a result line apart (sed, grep, cut,
awk or a ${l%% *} on a line that says `passed`, or a count as a line's first word), is reported with its file and line.
Writing a suite's own summary line (echo "$$p passed, $$f failed") is allowed.
  sim/check_mk_plumbing.py [--self-test] [FILE...]   (default: mk/*.mk but mk/verilator.mk)
Ends with `N passed, N failed` (one test per file, plus the self-test's cases)."""
import glob, re, sys

VL_RE = re.compile(r'(?<![=\w])\$[({]VERILATOR[)}]')
PARSE_RE = re.compile(r'\b(sed|grep|cut|awk)\b|%%|#\*')
# a count taken as the first word of a line ($${l%% *}): the summary line's
COUNT_RE = re.compile(r'\$\$\{\w+%% \*\}')


# Result lines read where sim/sum_results.sh does not fit (yet): what the line says
# ALLOWED = (file, text on the line)
ALLOWED = [
    # a negative test: the exact line vecrun must print for a bad file
    ('mk/vec.mk', 'grep -qxE -- "[0-9]+ passed, $$n failed"'),
    # cocotb's log prefixes the line (`refex_cocotb: N passed, N failed`)
    ('mk/ref.mk', 'refex_cocotb: '),
]


def problems(text, path=''):
    """(line number, reason) of each offending recipe line of one makefile's text."""
    out = []
    for n, line in enumerate(text.split('\n'), 1):
        if any(path == f and t in line for f, t in ALLOWED):
            continue
        code = line.split('#', 1)[0] if line.lstrip().startswith('#') else line
        if not code.strip():
            continue
        if VL_RE.search(code):
            out.append((n, 'runs $(VERILATOR) itself: use vl_build / vl_lint (mk/verilator.mk)'))
        if ('passed' in code and PARSE_RE.search(code)) or COUNT_RE.search(code):
            out.append((n, 'parses a result line: use sim/sum_results.sh'))
    return out


SELF_TESTS = [  # (makefile text, problems expected)
    ('\tnice $(VERILATOR) --cc x.sv\n', 1),
    ('\t@for l in 1 8; do ${VERILATOR} --lint-only x.sv; done\n', 1),
    ('\tenv VERILATOR=$(VERILATOR) sim/vl_pch.sh d\n', 0),
    ('\t$(call vl_build,$(D),--top-module t x.sv)\n', 0),
    ("\tp=$$(sed -nE 's/^([0-9]+) passed, ([0-9]+) failed$$/\\1/p' <<<\"$$o\")\n", 1),
    ('\tl=$$(grep -E "passed" <<<"$$o"); p=$$((p + $${l%% *}))\n', 1),
    ('\tl=$$(tail -n 1 <<<"$$out"); p=$$((p + $${l%% *}))\n', 1),
    ('\tdone; echo "$$p passed, $$f failed"; [ $$f -eq 0 ]\n', 0),
    ('# the grep of `N passed, N failed` lines is sim/sum_results.sh\n', 0),
]


def main(argv):
    p = f = 0
    if argv[:1] == ['--self-test']:
        argv = argv[1:]
        for text, want in SELF_TESTS:
            got = len(problems(text))
            if got == want:
                p += 1
            else:
                f += 1
                print(f'self-test FAIL: {text.strip()!r}: {got} problems, wanted {want}')
    files = argv or [m for m in sorted(glob.glob('mk/*.mk')) if m != 'mk/verilator.mk']
    for path in files:
        found = problems(open(path).read(), path)
        for n, why in found:
            print(f'{path}:{n}: {why}')
        if found:
            f += 1
        else:
            p += 1
    print(f'{p} passed, {f} failed')
    return 1 if f else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))

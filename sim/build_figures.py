#!/usr/bin/env python3
"""Verilator build figures of the lockstep model (sm5_top) per LANES.

For each LANES: a clean build of build/<dir>/obj_L<n>/sm5sim through mk/sim.mk's own
recipe (same flags as `make sim`), ccache off, timed (wall and CPU seconds of the
verilator + g++ children), then the size of the C++ Verilator generated (*.cpp, *.h in
the object directory and its subdirectories) and the number of files. Printed one line per LANES:
  build-figures LANES=n verilate+compile wall_s=W cpu_s=C cpp_mb=M files=F
Figures only; nothing is asserted. Used by `make build-figures` and `make bench`.
"""
import argparse
import glob
import os
import resource
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def cpp_size(d):
    """Every .cpp/.h Verilator generated in the object directory, hierarchical blocks'
    subdirectories included (the testbench's own sources are compiled from tb/)."""
    files = [f for ext in ("cpp", "h") for f in glob.glob(os.path.join(d, "**", f"*.{ext}"), recursive=True)]
    return sum(os.path.getsize(f) for f in files), len(files)


def measure(build, lanes, opt, keep):
    odir = os.path.join(build, f"obj_L{lanes}")
    shutil.rmtree(odir, ignore_errors=True)
    cmd = ["make", "-s", "--no-print-directory", f"BUILD={build}", "SIM_OBJCACHE=",
           f"SIM_OPT={opt}", f"{odir}/sm5sim"]
    c0, t0 = child_cpu(), time.time()
    p = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    wall, cpu = time.time() - t0, child_cpu() - c0
    if p.returncode != 0:
        sys.stdout.write(p.stdout.decode("utf-8", "replace")[-3000:])
        raise SystemExit(f"build-figures: LANES={lanes} build failed")
    size, nfiles = cpp_size(odir)
    r = {"lanes": lanes, "wall": wall, "cpu": cpu, "mb": size / 1e6, "files": nfiles}
    if not keep:
        shutil.rmtree(odir, ignore_errors=True)
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build/buildfig", help="build dir (BUILD=) of the clean models")
    ap.add_argument("--lanes", default="1 8 32 64")
    ap.add_argument("--opt", default="-O0", help="SIM_OPT of the models")
    ap.add_argument("--keep", action="store_true", help="keep the object directories")
    a = ap.parse_args()
    os.chdir(ROOT)
    build = os.path.relpath(os.path.abspath(a.build), ROOT)
    # the C side once, so it is not in the first model's time
    subprocess.run(["make", "-s", "--no-print-directory", f"BUILD={build}",
                    f"{build}/libsm5.a", f"{build}/lockstep/lockstep.o"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    rows = []
    for l in [int(x) for x in a.lanes.split()]:
        la = os.getloadavg()[0]
        r = measure(build, l, a.opt, a.keep)
        r["load"] = la
        rows.append(r)
        print(f"build-figures LANES={l} verilate+compile wall_s={r['wall']:.1f} cpu_s={r['cpu']:.1f} "
              f"cpp_mb={r['mb']:.2f} files={r['files']} (C++ {a.opt}, ccache off, -j 2, load {la:.1f})",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The RTL file list rtl/sm5.f (one path per line, relative to the repository root,
packages first): how the Python flows (mutation, synthesis) learn which files make up
the RTL. sim/check_filelist.sh (make test-filelist) keeps the list complete."""
import os
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join("rtl", "sm5.f")


def rtl_files(root=ROOT):
    """The list's paths, relative to root, in list order."""
    with open(os.path.join(root, LIST)) as fh:
        return [ln.strip() for ln in fh if ln.strip()]


def packages(root=ROOT):
    return [f for f in rtl_files(root) if f.endswith("_pkg.sv")]


def copy_rtl(dst, root=ROOT):
    """Copies the listed files and the list itself under dst (same relative paths);
    returns the copies' absolute paths in list order."""
    files = rtl_files(root)
    for f in files + [LIST]:
        os.makedirs(os.path.join(dst, os.path.dirname(f)), exist_ok=True)
        shutil.copy2(os.path.join(root, f), os.path.join(dst, f))
    return [os.path.join(os.path.abspath(dst), f) for f in files]

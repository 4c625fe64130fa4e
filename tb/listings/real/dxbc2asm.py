#!/usr/bin/env python3
"""Decodes Shader Model 4/5 bytecode tokens (the SHDR/SHEX chunk of a DXBC blob, as the
peer test suites quote them in C arrays) into the fxc /Fc listing syntax that
cmodel/sm5_asm reads. Used to show that a corpus listing corresponds to the peer's
bytecode: every file in this folder quotes the tokens in `// tokens:` comment lines,
and `dxbc2asm.py --check FILE...` decodes them again and compares with the listing.

  dxbc2asm.py TOKENS...            print the listing of the given 32-bit tokens
  dxbc2asm.py --dxbc DWORDS...     the same from a whole DXBC blob (finds SHDR/SHEX)
  dxbc2asm.py --check FILE...      every file's listing must equal its tokens' decoding

Only what the corpus needs is decoded; anything else raises an error naming the token.
"""
import re
import struct
import sys

OPS = {
    0: "add", 1: "and", 2: "break", 3: "breakc", 6: "case", 7: "continue", 8: "continuec",
    10: "default", 14: "div", 15: "dp2", 16: "dp3", 17: "dp4", 18: "else", 21: "endif",
    22: "endloop", 23: "endswitch", 24: "eq", 26: "frc", 27: "ftoi", 28: "ftou", 29: "ge",
    30: "iadd", 31: "if", 32: "ieq", 33: "ige", 34: "ilt", 35: "imad", 36: "imax", 37: "imin",
    38: "imul", 39: "ine", 40: "ineg", 41: "ishl", 42: "ishr", 43: "itof", 48: "loop", 49: "lt",
    50: "mad", 51: "min", 52: "max", 54: "mov", 55: "movc", 56: "mul", 57: "ne", 58: "nop",
    59: "not", 60: "or", 62: "ret", 63: "retc", 64: "round_ne", 65: "round_ni", 66: "round_pi",
    67: "round_z", 75: "sqrt", 76: "switch", 78: "udiv", 79: "ult", 80: "uge", 81: "umul",
    82: "umad", 83: "umax", 84: "umin", 85: "ushr", 86: "utof", 87: "xor", 130: "f32tof16",
    131: "f16tof32", 132: "uaddc", 133: "usubb", 134: "countbits", 135: "firstbit_hi",
    136: "firstbit_lo", 137: "firstbit_shi", 138: "ubfe", 139: "ibfe", 140: "bfi", 141: "bfrev",
    165: "ld_raw", 166: "store_raw", 167: "ld_structured", 168: "store_structured",
    192: "dmax", 193: "dmin", 199: "dmov",
}
COND = {"breakc", "continuec", "if", "retc"}
FLOAT_OPS = {"add", "div", "dp2", "dp3", "dp4", "eq", "frc", "ftoi", "ftou", "ge", "lt", "mad",
             "min", "max", "mul", "ne", "round_ne", "round_ni", "round_pi", "round_z", "sqrt",
             "f32tof16"}
NDST = {"udiv": 2, "imul": 2, "umul": 2, "uaddc": 2, "usubb": 2}
GFLAGS = ["refactoringAllowed", "enableDoublePrecisionFloatOps", "forceEarlyDepthStencil",
          "enableRawAndStructuredBuffers", "skipOptimization", "enableMinimumPrecision",
          "enable11_1DoubleExtensions", "enable11_1ShaderExtensions"]
INTERP = {1: "constant", 2: "linear", 3: "linear centroid", 4: "linear noperspective",
          5: "linear noperspective centroid", 6: "linear sample", 7: "linear noperspective sample"}
REG = {0: "r", 1: "v", 2: "o", 3: "x", 7: "t", 8: "cb", 9: "icb", 30: "u", 31: "g"}
SYSV = {32: "vThreadID", 33: "vThreadGroupID", 34: "vThreadIDInGroup",
        36: "vThreadIDInGroupFlattened"}  # 35 is vCoverage


def fmt_float(v):
    f = struct.unpack("<f", struct.pack("<I", v))[0]
    if v in (0x7F800000,):
        return "1.#INF00"
    if v == 0xFF800000:
        return "-1.#INF00"
    if f != f:
        return "0x%08x" % v
    s = "%f" % f
    if struct.unpack("<I", struct.pack("<f", float(s)))[0] == v:
        return s
    s = "%.9g" % f
    if "." not in s and "e" not in s:
        s += ".0"
    return s


def fmt_lit(v, is_float):
    if is_float and v != 0:
        return fmt_float(v)
    if v >= 0x80000000 and v > 0xFFFF0000:
        return "%d" % (v - (1 << 32))
    return "%d" % v if v < 0x10000 else "0x%08x" % v


class Dec:
    def __init__(self, toks):
        self.t = toks
        self.i = 0

    def next(self):
        if self.i >= len(self.t):
            raise ValueError("truncated token stream")
        v = self.t[self.i]
        self.i += 1
        return v

    def operand(self, is_float=False, nlit=None):
        tok = self.next()
        ncomp = tok & 3
        mode = (tok >> 2) & 3
        typ = (tok >> 12) & 0xFF
        dim = (tok >> 20) & 3
        reps = [(tok >> 22) & 7, (tok >> 25) & 7, (tok >> 28) & 7]
        mod = ""
        if tok >> 31:
            ext = self.next()
            if ext & 0x3F == 1:
                m = (ext >> 6) & 0xFF
                mod = {0: "", 1: "neg", 2: "abs", 3: "absneg"}[m]
            if ext >> 31:
                raise ValueError("chained extended operand at token %d" % self.i)
        if typ in (4, 5):
            if typ == 5:
                raise ValueError("64-bit immediates are not decoded")
            n = 1 if ncomp == 1 else 4
            vals = [self.next() for _ in range(n)]
            s = "l(" + ", ".join(fmt_lit(v, is_float) for v in vals) + ")"
        elif typ == 13:
            return "null"
        else:
            if typ in SYSV:
                name = SYSV[typ]
            elif typ in REG:
                name = REG[typ]
            else:
                raise ValueError("operand type %d at token %d" % (typ, self.i))
            idx = [self.index(reps[k]) for k in range(dim)]
            if typ == 8:      # cb#[elem]
                s = "cb%s[%s]" % (idx[0], idx[1])
            elif typ == 9:
                s = "icb[%s]" % idx[0]
            elif typ == 3:
                s = "x%s[%s]" % (idx[0], idx[1])
            elif typ in SYSV:
                s = name
            else:
                s = name + "".join(idx)
        if ncomp == 2:
            if mode == 0:
                m = (tok >> 4) & 0xF
                if m != 0xF or typ not in (2,):
                    s += "." + "".join("xyzw"[c] for c in range(4) if m >> c & 1) if m else ""
                else:
                    s += ".xyzw"
            elif mode == 1:
                sw = (tok >> 4) & 0xFF
                if typ not in (4,) or sw != 0xE4:
                    s += "." + "".join("xyzw"[(sw >> (2 * c)) & 3] for c in range(4))
            else:
                s += "." + "xyzw"[(tok >> 4) & 3]
        if mod == "neg":
            s = "-" + s
        elif mod == "abs":
            s = "|" + s + "|"
        elif mod == "absneg":
            s = "-|" + s + "|"
        return s

    def index(self, rep):
        if rep == 0:
            return "%d" % self.next()
        if rep == 2:
            return self.operand() + " + 0"
        if rep == 3:
            off = self.next()
            return "%s + %d" % (self.operand(), off)
        raise ValueError("index representation %d" % rep)

    def insn(self):
        start = self.i
        tok = self.next()
        op = tok & 0x7FF
        ln = (tok >> 24) & 0x7F
        if tok >> 31:
            raise ValueError("extended opcode at token %d" % start)
        ctl = (tok >> 11) & 0x1FFF
        end = start + ln
        if op == 106:
            fl = [GFLAGS[b] for b in range(8) if ctl >> b & 1]
            line = "dcl_globalFlags " + " | ".join(fl)
        elif op == 89:
            o = self.operand()
            line = "dcl_constantbuffer %s, %s" % (o.replace(".xyzw", "").replace("cb", "CB", 1),
                                                  "dynamicIndexed" if ctl & 1 else "immediateIndexed")
        elif op == 101:
            line = "dcl_output " + self.operand()
        elif op == 104:
            line = "dcl_temps %d" % self.next()
        elif op == 98:
            line = "dcl_input_ps %s %s" % (INTERP[ctl & 0xF], self.operand())
        elif op == 95:
            line = "dcl_input " + self.operand()
        elif op == 105:
            r = self.next(); n = self.next(); c = self.next()
            line = "dcl_indexableTemp x%d[%d], %d" % (r, n, c)
        elif op in OPS:
            name = OPS[op]
            if name in COND:
                name += "_nz" if ctl & 0x80 else "_z"
            if ctl & 0x4 and op not in (3, 8, 31, 63):
                name += "_sat"
            base = name.replace("_sat", "")
            is_float = base in FLOAT_OPS
            ops = []
            while self.i < end:
                ops.append(self.operand(is_float))
            line = name + (" " + ", ".join(ops) if ops else "")
        else:
            raise ValueError("opcode %d at token %d" % (op, start))
        if self.i != end:
            raise ValueError("instruction at token %d: length %d, decoded %d" % (start, ln, self.i - start))
        return line


def decode(toks):
    """toks: the program chunk body: version token, length token, then instructions."""
    ver = toks[0]
    kind = {0: "ps", 1: "vs", 2: "gs", 3: "hs", 4: "ds", 5: "cs"}[(ver >> 16) & 0xFFFF]
    out = ["%s_%d_%d" % (kind, (ver >> 4) & 0xF, ver & 0xF)]
    d = Dec(toks[2:toks[1]])
    while d.i < len(d.t):
        out.append(d.insn())
    return out


def from_dxbc(words):
    data = b"".join(struct.pack("<I", w) for w in words)
    n = struct.unpack_from("<I", data, 28)[0]
    for k in range(n):
        off = struct.unpack_from("<I", data, 32 + 4 * k)[0]
        tag = data[off:off + 4]
        size = struct.unpack_from("<I", data, off + 4)[0]
        if tag in (b"SHDR", b"SHEX"):
            body = data[off + 8:off + 8 + size]
            return list(struct.unpack("<%dI" % (len(body) // 4), body))
    raise ValueError("no SHDR/SHEX chunk")


def check(path):
    toks, listing = [], []
    for line in open(path):
        line = line.rstrip("\n")
        m = re.match(r"\s*//\s*tokens:(.*)", line)
        if m:
            toks += [int(x, 16) for x in m.group(1).replace(",", " ").split()]
            continue
        code = line.split("//")[0].strip()
        if code:
            listing.append(re.sub(r"\s+", " ", code))
    if not toks:
        return "no '// tokens:' lines"
    want = decode(toks)
    if want != listing:
        for k in range(max(len(want), len(listing))):
            a = want[k] if k < len(want) else "(end)"
            b = listing[k] if k < len(listing) else "(end)"
            if a != b:
                return "line %d of the listing: decoded '%s', file has '%s'" % (k + 1, a, b)
    return None


def main(argv):
    if argv and argv[0] == "--check":
        bad = 0
        for p in argv[1:]:
            why = check(p)
            print(("FAIL %s: %s" % (p, why)) if why else ("ok   %s" % p))
            bad += why is not None
        print("%d passed, %d failed" % (len(argv) - 1 - bad, bad))
        return 1 if bad else 0
    words = [int(x.strip(","), 16) for x in argv if x not in ("--dxbc",)]
    toks = from_dxbc(words) if argv and argv[0] == "--dxbc" else words
    print(" ".join("0x%08x" % t for t in toks), file=sys.stderr)
    print("\n".join(decode(toks)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

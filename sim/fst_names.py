#!/usr/bin/env python3
"""The signal list of an FST file, as GTKWave names it, read independently of GTKWave
(docs/waves.md). Only the header and the hierarchy block are read (no value changes), so
a large trace costs nothing.

GTKWave names a signal by its scopes joined with '.', then the variable name with the
space before its range removed (a one-bit range [n:n] becomes [n]): Verilator's `alu_wr_data_o[3][1] [31:0]` in scope
TOP.sm5_top is `TOP.sm5_top.alu_wr_data_o[3][1][31:0]`. Each signal also carries its
width and, when Verilator attached one, the name of its enum table (FST attribute
misc/enumtable), which GTKWave uses to show the value names.

    python3 sim/fst_names.py FILE.fst          one line per signal: name width [enum]
"""
import re
import struct
import sys
import zlib

# block types (GTKWave fstapi.h)
BL_HDR, BL_HIER, BL_HIER_LZ4, BL_HIER_LZ4DUO = 0, 4, 6, 7
# hierarchy tags
ST_SCOPE, ST_UPSCOPE, ST_ATTRBEGIN, ST_ATTREND = 254, 255, 252, 253
AT_MISC, MT_ENUMTABLE = 0, 7


class FstError(Exception):
    pass


class Signal:
    """name: GTKWave's; base: without the range (what views.rules patterns match); hi, lo:
    the range (None for a one-bit signal without one)."""
    __slots__ = ("name", "width", "enum", "scope", "base", "hi", "lo")

    def __init__(self, name, width, enum, scope, base, hi, lo):
        self.name, self.width, self.enum, self.scope = name, width, enum, scope
        self.base, self.hi, self.lo = base, hi, lo

    def __repr__(self):
        return f"Signal({self.name!r}, {self.width}, {self.enum!r})"


def _lz4_block(src, out_len):
    """Decodes one raw LZ4 block (the format fstapi writes the hierarchy in)."""
    dst = bytearray()
    i, n = 0, len(src)
    while i < n:
        tok = src[i]
        i += 1
        lit = tok >> 4
        if lit == 15:
            while True:
                b = src[i]
                i += 1
                lit += b
                if b != 255:
                    break
        dst += src[i:i + lit]
        i += lit
        if i >= n:
            break
        off = src[i] | (src[i + 1] << 8)
        i += 2
        ml = tok & 15
        if ml == 15:
            while True:
                b = src[i]
                i += 1
                ml += b
                if b != 255:
                    break
        ml += 4
        s = len(dst) - off
        if off == 0 or s < 0:
            raise FstError("corrupt LZ4 block in the hierarchy")
        if off >= ml:
            dst += dst[s:s + ml]
        else:
            for k in range(ml):
                dst.append(dst[s + k])
    if len(dst) != out_len:
        raise FstError(f"hierarchy block: {len(dst)} bytes decoded, {out_len} expected")
    return bytes(dst)


def _varint(b, i):
    v = shift = 0
    while True:
        c = b[i]
        i += 1
        v |= (c & 0x7F) << shift
        shift += 7
        if not c & 0x80:
            return v, i


def _cstr(b, i):
    j = b.index(0, i)
    return b[i:j].decode("latin-1"), j + 1


def _hier_bytes(path):
    with open(path, "rb") as f:
        data = f.read()
    i = 0
    while i + 9 <= len(data):
        typ = data[i]
        ln = struct.unpack(">Q", data[i + 1:i + 9])[0]
        if ln < 8 or i + 1 + ln > len(data):
            break
        body = data[i + 9:i + 1 + ln]
        if typ == BL_HIER:
            return zlib.decompress(body[8:], 16 + zlib.MAX_WBITS)
        if typ == BL_HIER_LZ4:
            ulen = struct.unpack(">Q", body[:8])[0]
            return _lz4_block(body[8:], ulen)
        if typ == BL_HIER_LZ4DUO:
            ulen = struct.unpack(">Q", body[:8])[0]
            once, j = _varint(body, 8)
            return _lz4_block(_lz4_block(body[j:], once), ulen)
        i += 1 + ln
    raise FstError(f"{path}: no hierarchy block (not an FST file, or not closed/flushed)")


def _gtkw_leaf(name):
    """(GTKWave's leaf name, base, hi, lo): "x[3][1] [31:0]" -> "x[3][1][31:0]"; a one-bit
    range is named by its bit: "x [0:0]" -> "x[0]"."""
    m = re.match(r"(.*) \[(\d+):(\d+)\]$", name)
    if not m:
        return name.replace(" [", "["), name.replace(" [", "["), None, None
    base, hi, lo = m.group(1).replace(" [", "["), int(m.group(2)), int(m.group(3))
    if hi == lo:
        return f"{base}[{hi}]", base, hi, lo
    return f"{base}[{hi}:{lo}]", base, hi, lo


def read(path, dotted=None):
    """Returns (signals in file order, {enum table name: {value bits: label}}). A scope
    whose own name has a '.' in it is appended to the list `dotted` when one is given:
    GTKWave sorts such names out of place and then fails to find save-file rows."""
    h = _hier_bytes(path)
    scopes, sigs, tables, handles = [], [], {}, {}
    pending_enum = None
    i, n = 0, len(h)
    while i < n:
        tag = h[i]
        i += 1
        if tag == ST_SCOPE:
            i += 1                               # scope type
            name, i = _cstr(h, i)
            _, i = _cstr(h, i)                   # component
            if "." in name and dotted is not None:
                dotted.append(".".join(scopes + [name]))
            scopes.append(name)
        elif tag == ST_UPSCOPE:
            if scopes:
                scopes.pop()
        elif tag == ST_ATTRBEGIN:
            atype, sub = h[i], h[i + 1]
            i += 2
            text, i = _cstr(h, i)
            arg, i = _varint(h, i)
            if atype == AT_MISC and sub == MT_ENUMTABLE:
                if text:                         # a table: "name count labels... values..."
                    parts = text.split(" ")
                    try:
                        cnt = int(parts[1])
                        labels, vals = parts[2:2 + cnt], parts[2 + cnt:2 + 2 * cnt]
                        handles[arg] = parts[0]
                        tables[parts[0]] = dict(zip(vals, labels))
                    except (IndexError, ValueError):
                        raise FstError(f"{path}: malformed enum table attribute {text[:60]!r}")
                else:                            # a reference: applies to the next variable
                    pending_enum = handles.get(arg)
        elif tag == ST_ATTREND:
            pass
        elif tag <= 29:                          # a variable (FST_VT_*)
            i += 1                               # direction
            name, i = _cstr(h, i)
            width, i = _varint(h, i)
            _, i = _varint(h, i)                 # alias handle
            leaf, base, hi, lo = _gtkw_leaf(name)
            scope = ".".join(scopes)
            pre = f"{scope}." if scope else ""
            sigs.append(Signal(pre + leaf, width, pending_enum, scope, pre + base, hi, lo))
            pending_enum = None
        else:
            raise FstError(f"{path}: unknown hierarchy tag {tag} at byte {i - 1}")
    return sigs, tables


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    try:
        sigs, _ = read(argv[1])
    except (OSError, FstError) as e:
        print(f"{argv[1]}: error: {e}", file=sys.stderr)
        return 1
    for s in sigs:
        print(s.name, s.width, s.enum or "")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""sm5ref: the Direct3D 11 Shader Model 5 ALU and atomic golden model for Python.

ctypes over libsm5ref (cmodel/ref/sm5ref.h), which `pip install .` builds into this
package. Values are bit patterns (ints): 32-bit for f32 / integer operands, 64-bit for
the doubles of SPEC 12. Errors raise Sm5RefError (code, message); nothing exits.

    import sm5ref
    sm5ref.vector("min_sat 0x7fc00000 0x3f800000")      # '3f800000'
    sm5ref.alu("imul", [0xfffffffe, 3])                  # (0xffffffff, 0xfffffffa)
    sm5ref.alu("add", [0x40400000, 0x3f800000], mods=sm5ref.NEG(1))   # 3 + -(1)
    sm5ref.atomic("imm_atomic_iadd", 0xffffffff, 2)      # (1, 0xffffffff)
    with sm5ref.Machine.from_text(listing) as m: m.set_reg(0, 0, 0, 5); m.run()

docs/reference-model.md describes the calls; they mirror sm5ref.h one to one.
"""
import ctypes as _C
import glob as _glob
import os as _os

__all__ = [
    "Sm5RefError", "NEG", "ABS", "version", "op", "op_name", "op_nsrc", "op_ndst",
    "alu", "alu_vec", "vector", "atomic", "atomic_lanes", "fmt_pack", "fmt_unpack",
    "f32_to_f16", "f16_to_f32", "f32_to_f11", "f11_to_f32", "f32_to_f10", "f10_to_f32",
    "Machine",
]
__version__ = "1.0.0"

OK, EINVAL, EPARSE, ENOMEM, ERUN, ESPACE = 0, -1, -2, -3, -4, -5


def _find_library():
    env = _os.environ.get("SM5REF_LIBRARY")
    if env:
        return env
    here = _os.path.dirname(_os.path.abspath(__file__))
    found = sorted(_glob.glob(_os.path.join(here, "_libsm5ref*.so")) +
                   _glob.glob(_os.path.join(here, "_libsm5ref*.dylib")))
    if not found:
        raise ImportError("sm5ref: the shared library is missing from %s (install the package "
                          "with `pip install .` from the repository root, or set "
                          "SM5REF_LIBRARY to a libsm5ref.so)" % here)
    return found[0]


_lib = _C.CDLL(_find_library())
_u32, _u64, _int, _str = _C.c_uint32, _C.c_uint64, _C.c_int, _C.c_char_p
_P = _C.POINTER


def _sig(name, res, *args):
    f = getattr(_lib, name)
    f.restype = res
    f.argtypes = list(args)
    return f


_U32x4 = _u32 * 4
_U32x4x4 = _U32x4 * 4
_sig("sm5ref_version", _str)
_sig("sm5ref_last_error", _str)
_sig("sm5ref_clear_error", None)
_sig("sm5ref_op", _int, _str)
_sig("sm5ref_op_name", _str, _int)
_sig("sm5ref_op_nsrc", _int, _int)
_sig("sm5ref_op_ndst", _int, _int)
_sig("sm5ref_alu", _int, _int, _u32, _int, _u64, _u64, _u64, _u64, _P(_u64), _P(_u64))
_sig("sm5ref_alu_vec", _int, _int, _u32, _int, _P(_U32x4), _P(_u32), _P(_u32))
_sig("sm5ref_fmt_unpack", _int, _int, _u32, _P(_u32))
_sig("sm5ref_fmt_pack", _int, _int, _P(_u32), _P(_u32))
_sig("sm5ref_atomic", _int, _int, _u32, _u32, _u32, _P(_u32), _P(_u32))
_sig("sm5ref_atomic_lanes", _int, _int, _u32, _int, _P(_u32), _P(_u32), _P(_u32), _P(_u32))
_sig("sm5ref_vector", _int, _str, _C.c_char_p, _C.c_size_t)
for _n in ("f32_to_f16", "f16_to_f32", "f32_to_f11", "f11_to_f32", "f32_to_f10", "f10_to_f32"):
    _sig("sm5ref_" + _n, _u32, _u32)
_VP = _C.c_void_p
_sig("sm5ref_machine_new", _int, _str, _str, _C.c_size_t, _int, _P(_VP))
_sig("sm5ref_machine_load", _int, _str, _int, _P(_VP))
_sig("sm5ref_machine_free", None, _VP)
_sig("sm5ref_machine_reset", _int, _VP)
_sig("sm5ref_machine_set_dispatch", _int, _VP, _u32, _u32, _u32)
for _n in ("lanes", "threads", "nregs", "groups", "nuops"):
    _sig("sm5ref_machine_" + _n, _int, _VP)
_sig("sm5ref_machine_uop", _int, _VP, _int, _P(_u32))
_sig("sm5ref_machine_set_reg", _int, _VP, _int, _int, _int, _u32)
_sig("sm5ref_machine_get_reg", _int, _VP, _int, _int, _int, _P(_u32))
_sig("sm5ref_machine_get_out", _int, _VP, _int, _int, _int, _P(_u32))
_sig("sm5ref_machine_words", _int, _VP, _int)
_sig("sm5ref_machine_set_word", _int, _VP, _int, _u32, _u32)
_sig("sm5ref_machine_get_word", _int, _VP, _int, _u32, _P(_u32))
_sig("sm5ref_machine_set_counter", _int, _VP, _int, _u32)
_sig("sm5ref_machine_get_counter", _int, _VP, _int, _P(_u32))
_sig("sm5ref_machine_run", _int, _VP, _u64, _P(_u64))
_sig("sm5ref_machine_check", _int, _VP, _P(_int), _P(_int))


class Sm5RefError(Exception):
    """A call of libsm5ref failed: .code (sm5ref.h SM5REF_E*) and the library's message."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


def _chk(rc):
    if rc < 0:
        raise Sm5RefError(rc, _lib.sm5ref_last_error().decode("utf-8", "replace"))
    return rc


def _b(s):
    if not isinstance(s, str):
        raise TypeError("expected a str, got %r" % type(s).__name__)
    return s.encode("utf-8")


def NEG(s):
    """The '-' modifier on source s (bit 2s of mods)."""
    return 1 << (2 * s)


def ABS(s):
    """The '_abs' modifier on source s (bit 2s+1 of mods)."""
    return 2 << (2 * s)


def version():
    return _lib.sm5ref_version().decode()


def op(name):
    """The opcode of a mnemonic (= sm5_pkg::sm5_op_e in rtl/sm5_pkg.sv); an int is returned as is."""
    if isinstance(name, int):
        if not op_name(name):
            raise Sm5RefError(EINVAL, "opcode %d out of range" % name)
        return name
    return _chk(_lib.sm5ref_op(_b(name)))


def op_name(code):
    return _lib.sm5ref_op_name(code).decode()


def op_nsrc(o):
    return _chk(_lib.sm5ref_op_nsrc(op(o)))


def op_ndst(o):
    return _chk(_lib.sm5ref_op_ndst(op(o)))


def alu(o, srcs, mods=0, sat=False):
    """One ALU instruction on one lane: srcs are up to 4 bit patterns (64-bit for the
    sources of double ops that read doubles), mods the NEG(s) | ABS(s) bits, sat _sat.
    Returns (dst, dst2): dst2 is the second destination of imul, umul, udiv, uaddc,
    usubb, sincos, else 0."""
    s = list(srcs) + [0] * (4 - len(srcs))
    if len(s) != 4:
        raise Sm5RefError(EINVAL, "at most 4 sources, got %d" % len(srcs))
    d, d2 = _u64(), _u64()
    _chk(_lib.sm5ref_alu(op(o), mods, 1 if sat else 0, *[x & 0xFFFFFFFFFFFFFFFF for x in s],
                         _C.byref(d), _C.byref(d2)))
    return d.value, d2.value


def alu_vec(o, src, mods=0, sat=False):
    """The same on 4-component registers: src[s][c] (up to 4 sources of 4 components).
    Returns (dst[4], dst2[4]) before the write mask."""
    arr = _U32x4x4()
    for si, v in enumerate(src):
        for c, x in enumerate(v):
            arr[si][c] = x & 0xFFFFFFFF
    d, d2 = _U32x4(), _U32x4()
    _chk(_lib.sm5ref_alu_vec(op(o), mods, 1 if sat else 0, arr, d, d2))
    return list(d), list(d2)


def vector(line):
    """A SPEC 9 vector line without its '-> ...' part: the expected field(s) as hex."""
    buf = _C.create_string_buffer(1200)
    _chk(_lib.sm5ref_vector(_b(line), buf, len(buf)))
    return buf.value.decode()


def atomic(o, mem, s0, s1=0):
    """One lane's atomic on one word: (mem_after, returned) (returned is 0 for atomic_*)."""
    after, ret = _u32(), _u32()
    _chk(_lib.sm5ref_atomic(op(o), mem & 0xFFFFFFFF, s0 & 0xFFFFFFFF, s1 & 0xFFFFFFFF,
                            _C.byref(after), _C.byref(ret)))
    return after.value, ret.value


def atomic_lanes(o, mem, s0, s1=None):
    """len(s0) lanes on one word in ascending lane order (P-9): (mem_after, [returns])."""
    n = len(s0)
    a0 = (_u32 * max(n, 1))(*[x & 0xFFFFFFFF for x in s0])
    a1 = (_u32 * max(n, 1))(*[x & 0xFFFFFFFF for x in (s1 or [0] * n)])
    ret = (_u32 * max(n, 1))()
    after = _u32()
    _chk(_lib.sm5ref_atomic_lanes(op(o), mem & 0xFFFFFFFF, n, a0, a1, _C.byref(after), ret))
    return after.value, list(ret)[:n]


def fmt_unpack(fmt, word):
    out = _U32x4()
    _chk(_lib.sm5ref_fmt_unpack(fmt, word & 0xFFFFFFFF, out))
    return list(out)


def fmt_pack(fmt, comps):
    arr = _U32x4(*[x & 0xFFFFFFFF for x in comps])
    w = _u32()
    _chk(_lib.sm5ref_fmt_pack(fmt, arr, _C.byref(w)))
    return w.value


def f32_to_f16(v): return _lib.sm5ref_f32_to_f16(v & 0xFFFFFFFF)
def f16_to_f32(v): return _lib.sm5ref_f16_to_f32(v & 0xFFFFFFFF)
def f32_to_f11(v): return _lib.sm5ref_f32_to_f11(v & 0xFFFFFFFF)
def f11_to_f32(v): return _lib.sm5ref_f11_to_f32(v & 0xFFFFFFFF)
def f32_to_f10(v): return _lib.sm5ref_f32_to_f10(v & 0xFFFFFFFF)
def f10_to_f32(v): return _lib.sm5ref_f10_to_f32(v & 0xFFFFFFFF)


class Machine:
    """A program (fxc-style listing, SPEC 8) on a machine state: registers per thread,
    UAV / tgsm words, hidden counters, thread groups. Use Machine.from_text or
    Machine.load; close() (or a with block) frees it."""

    def __init__(self, handle):
        self._h = handle

    @classmethod
    def from_text(cls, text, lanes=0, name="<text>"):
        raw = _b(text)
        h = _VP()
        _chk(_lib.sm5ref_machine_new(_b(name), raw, len(raw), lanes, _C.byref(h)))
        return cls(h)

    @classmethod
    def load(cls, path, lanes=0):
        h = _VP()
        _chk(_lib.sm5ref_machine_load(_b(str(path)), lanes, _C.byref(h)))
        return cls(h)

    def close(self):
        if self._h:
            _lib.sm5ref_machine_free(self._h)
            self._h = None

    def __del__(self):
        self.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _m(self):
        if not self._h:
            raise Sm5RefError(EINVAL, "machine is closed")
        return self._h

    def reset(self): _chk(_lib.sm5ref_machine_reset(self._m()))
    def set_dispatch(self, x, y=1, z=1): _chk(_lib.sm5ref_machine_set_dispatch(self._m(), x, y, z))

    @property
    def lanes(self): return _chk(_lib.sm5ref_machine_lanes(self._m()))
    @property
    def threads(self): return _chk(_lib.sm5ref_machine_threads(self._m()))
    @property
    def nregs(self): return _chk(_lib.sm5ref_machine_nregs(self._m()))
    @property
    def groups(self): return _chk(_lib.sm5ref_machine_groups(self._m()))
    @property
    def nuops(self): return _chk(_lib.sm5ref_machine_nuops(self._m()))

    def uop(self, i):
        """Micro-op i as its packed 288-bit integer (bit 0 = bit 0 of the op field)."""
        w = (_u32 * 9)()
        _chk(_lib.sm5ref_machine_uop(self._m(), i, w))
        return sum(x << (32 * k) for k, x in enumerate(w))

    def set_reg(self, thread, reg, comp, value):
        _chk(_lib.sm5ref_machine_set_reg(self._m(), thread, reg, comp, value & 0xFFFFFFFF))

    def get_reg(self, thread, reg, comp):
        v = _u32()
        _chk(_lib.sm5ref_machine_get_reg(self._m(), thread, reg, comp, _C.byref(v)))
        return v.value

    def get_out(self, thread, reg, comp):
        v = _u32()
        _chk(_lib.sm5ref_machine_get_out(self._m(), thread, reg, comp, _C.byref(v)))
        return v.value

    def words(self, slot): return _chk(_lib.sm5ref_machine_words(self._m(), slot))

    def set_word(self, slot, word, value):
        _chk(_lib.sm5ref_machine_set_word(self._m(), slot, word, value & 0xFFFFFFFF))

    def get_word(self, slot, word):
        v = _u32()
        _chk(_lib.sm5ref_machine_get_word(self._m(), slot, word, _C.byref(v)))
        return v.value

    def set_counter(self, slot, value):
        _chk(_lib.sm5ref_machine_set_counter(self._m(), slot, value & 0xFFFFFFFF))

    def get_counter(self, slot):
        v = _u32()
        _chk(_lib.sm5ref_machine_get_counter(self._m(), slot, _C.byref(v)))
        return v.value

    def run(self, max_steps=0):
        """Runs every group to the end; returns the micro-ops issued."""
        n = _u64()
        _chk(_lib.sm5ref_machine_run(self._m(), max_steps, _C.byref(n)))
        return n.value

    def check(self):
        """The program's own //! expect lines: (failed, checked); never raises on failures."""
        f, c = _int(), _int()
        rc = _lib.sm5ref_machine_check(self._m(), _C.byref(f), _C.byref(c))
        if rc < 0 and rc != ERUN:
            _chk(rc)
        return f.value, c.value

# Writes the issue-15 part of tb/vectors/double.txt (python3 tb/vectors/gen_double.py):
# rerun it and paste the output when adding cases.
# Expected values from Python's exact rationals (Fraction -> float is correctly rounded
# to nearest even with subnormals) and hand-worked P-16/P-26 rules; not from cmodel/.
import struct, math
from fractions import Fraction as F
def d(h): return struct.unpack('<d', struct.pack('<Q', h))[0]
def h(x): return struct.unpack('<Q', struct.pack('<d', x))[0]
NAN='nan'
def isnan(hh): return (hh & 0x7fffffffffffffff) > 0x7ff0000000000000
def rnd(fr, sign_if_zero):
    try: x = float(fr)
    except OverflowError: return 0x7ff0000000000000 | (0x8000000000000000 if fr < 0 else 0)
    if x == 0.0: return 0x8000000000000000 if sign_if_zero else 0
    return h(x)
def out(line, comment=None):
    print(line + (("   # " + comment) if comment else ""))
def fmt(v): return NAN if v == NAN else "%016x" % v
def dadd(a, b):
    if isnan(a) or isnan(b): return NAN
    x, y = d(a), d(b)
    if math.isinf(x) or math.isinf(y):
        r = x + y
        return NAN if r != r else h(r)
    s = F(x) + F(y)
    if s == 0: return 0x8000000000000000 if (a >> 63 and b >> 63) else 0
    return rnd(s, False)
def dmul(a, b):
    if isnan(a) or isnan(b): return NAN
    x, y = d(a), d(b)
    if math.isinf(x) or math.isinf(y):
        r = x * y
        return NAN if r != r else h(r)
    neg = (a >> 63) ^ (b >> 63)
    return rnd(F(x) * F(y), neg)
def dfma(a, b, c):
    if isnan(a) or isnan(b) or isnan(c): return NAN
    x, y, z = d(a), d(b), d(c)
    if math.isinf(x) or math.isinf(y) or math.isinf(z):
        if (math.isinf(x) and y == 0) or (math.isinf(y) and x == 0): return NAN
        p = x * y if (math.isinf(x) or math.isinf(y)) else 0.0
        r = (p + z) if math.isinf(p) else z
        return NAN if r != r else h(r)
    s = F(x) * F(y) + F(z)
    pneg = (a >> 63) ^ (b >> 63)
    if s == 0:
        if x * 0 == 0 and (F(x) * F(y) == 0) and z == 0: return 0x8000000000000000 if (pneg and c >> 63) else 0
        return 0
    return rnd(s, False)
def ddiv(a, b):
    if isnan(a) or isnan(b): return NAN
    x, y = d(a), d(b)
    neg = (a >> 63) ^ (b >> 63)
    if math.isinf(x) and math.isinf(y): return NAN
    if math.isinf(x): return 0x7ff0000000000000 | (neg << 63)
    if math.isinf(y): return neg << 63
    if y == 0: return NAN if x == 0 else (0x7ff0000000000000 | (neg << 63))
    return rnd(F(x) / F(y), neg)
def dtof(a):
    if isnan(a): return 0x7fc00000
    x = d(a); s = (a >> 63) << 31
    if math.isinf(x): return s | 0x7f800000
    if x == 0: return s
    # round to 24 bits, unbounded exponent (P-26)
    fr = abs(F(x)); e = math.floor(math.log2(fr))
    while F(2) ** e > fr: e -= 1
    while F(2) ** (e + 1) <= fr: e += 1
    q = fr / F(2) ** (e - 23); n = q.numerator // q.denominator; rem = q - n
    if rem > F(1, 2) or (rem == F(1, 2) and n & 1): n += 1
    v = F(n) * F(2) ** (e - 23)
    if v < F(2) ** -126: return s
    if v >= F(2) ** 128: return s | 0x7f800000
    return s | struct.unpack('<I', struct.pack('<f', float(v)))[0]
def dtoi(a, lo, hi):
    if isnan(a): return 0
    x = d(a)
    if math.isinf(x): return (lo if x < 0 else hi) & 0xffffffff
    t = int(F(x))  # truncates toward zero
    return max(lo, min(hi, t)) & 0xffffffff
def cmp(a, b):
    if isnan(a) or isnan(b): return None
    x, y = d(a), d(b)   # float compare: exact for finite and infinite values
    return (x > y) - (x < y)
T = 0xffffffff
print("# --- SPEC 12: the double ops. Expected values from exact rationals")
print("# (Python Fraction, rounded once to nearest even with subnormals) and the SPEC")
print("# rules worked by hand (P-16 NaN, P-26 f32 side); tb/vectors/gen_double.py.")
MIN=0x0000000000000001; MAXD=0x000fffffffffffff; DMIN=0x0010000000000000; DMAX=0x7fefffffffffffff
ONE=0x3ff0000000000000; INF=0x7ff0000000000000
print("# dadd: denorm in/out, cancellation to +0, signed zeros, overflow, ties, NaN/INF rows")
for a, b, c in [(MIN, MIN, "denorm + denorm"), (MAXD, MIN, "largest denorm + quantum = DBL_MIN"),
                (DMIN, MIN | 1 << 63, "DBL_MIN - quantum = largest denorm"),
                (DMIN | 1, DMIN | 1 << 63, "cancellation to a denorm"),
                (ONE, ONE | 1 << 63, "x - x = +0"), (1 << 63, 1 << 63, "-0 + -0 = -0"),
                (0, 1 << 63, "+0 + -0 = +0"), (MIN | 1 << 63, MIN, "denorm cancellation: +0"),
                (DMAX, 0x7ca0000000000000, "DBL_MAX + half an ulp: tie to even = INF"),
                (DMAX, 0x7c9fffffffffffff, "DBL_MAX + just under half an ulp"),
                (ONE, 0x3ca0000000000000, "1 + 2^-53: tie, even stays 1"),
                (0x3ff0000000000001, 0x3ca0000000000000, "tie, odd rounds up"),
                (ONE, 0x3ca0000000000001, "above the tie: up"),
                (INF, INF | 1 << 63, "INF - INF = NaN"), (INF, DMAX | 1 << 63, "INF + finite"),
                (0x7ff0000000000001, ONE, "sNaN in: P-16 NaN"), (0, MIN | 1 << 63, "0 + -denorm keeps it"),
                (0x4340000000000000, 0x3ff0000000000001 | 1 << 63, "2^53 - (1+ulp): far operand sticky")]:
    out("dadd %016x %016x -> %s" % (a, b, fmt(dadd(a, b))), c)
out("dadd -3ff0000000000000 3ff0000000000000_abs -> %s" % fmt(dadd(ONE | 1 << 63, ONE)), "modifiers on the sign")
print("# dmul: underflow threshold, gradual underflow, below the smallest denorm, overflow")
for a, b, c in [(DMIN, 0x3fe0000000000000, "DBL_MIN / 2: exact denorm"),
                (MIN, 0x3fe0000000000000, "quantum / 2: tie to even = +0"),
                (0x0000000000000003, 0x3fe0000000000000, "3 quanta / 2: tie to even = 2 quanta"),
                (MIN, 0x3fe0000000000001, "just above half a quantum: rounds up"),
                (0x000fffffffffffff, 0x3ff0000000000001, "largest denorm * (1+ulp)"),
                (0x3fefffffffffffff, DMIN, "(1-ulp/2) * DBL_MIN: rounds up to DBL_MIN"),
                (0x3fefffffffffffff, 0x0010000000000001, "just below DBL_MIN after rounding?"),
                (DMAX, 0x3ff0000000000001, "overflow"), (0x7fe0000000000000, 0x4000000000000000, "2^1023 * 2 = INF"),
                (MIN, MIN, "quantum^2 underflows to +0"), (MIN, MIN | 1 << 63, "to -0"),
                (MIN, 0x4330000000000000, "quantum * 2^52 = DBL_MIN"),
                (INF, 0, "INF * 0 = NaN"), (INF | 1 << 63, MIN, "-INF * denorm"),
                (0x3ff8000000000000, 0x3ff8000000000000, "1.5^2 exact"),
                (0x3ff0000000000001, 0x3ff0000000000001, "(1+u)^2: 1+2u"),
                (0x3fffffffffffffff, 0x3fffffffffffffff, "all ones squared")]:
    out("dmul %016x %016x -> %s" % (a, b, fmt(dmul(a, b))), c)
print("# dfma: fused (no intermediate rounding), cancellation, denorm results")
for a, b, c, cm in [(0x3ff0000000400000, 0x3fefffffff800000, ONE | 1 << 63, "(1+2^-30)(1-2^-30) - 1 = -2^-60"),
                    (0x3ff0000000000001, 0x3ff0000000000001, 0xbff0000000000002, "(1+u)^2 - (1+2u) = u^2"),
                    (DMIN, 0x3fe0000000000000, MIN, "DBL_MIN/2 + quantum: denorm"),
                    (MIN, 0x3fe0000000000000, 0, "half a quantum + 0: tie to +0"),
                    (MIN, 0x3fe0000000000000, MIN, "half a quantum + quantum: tie to even 2"),
                    (DMAX, 0x4000000000000000, DMAX | 1 << 63, "2 DBL_MAX - DBL_MAX: no intermediate overflow"),
                    (ONE, ONE, ONE | 1 << 63, "1*1 - 1 = +0"),
                    (1 << 63, ONE, 1 << 63, "-0*1 + -0 = -0"), (0, ONE, 1 << 63, "+0*1 + -0 = +0"),
                    (INF, 0, 0x7ff8000000000000, "INF*0 + NaN: NaN"), (INF, ONE, INF | 1 << 63, "INF - INF: NaN"),
                    (ONE, ONE, INF, "finite + INF = INF"),
                    (0x4340000000000001, 0x3ff8000000000000, 0x4000000000000000, "rounding after the add")]:
    out("dfma %016x %016x %016x -> %s" % (a, b, c, fmt(dfma(a, b, c))), cm)
print("# ddiv / drcp (P-25: correctly rounded)")
for a, b, c in [(ONE, 0x4008000000000000, "1/3"), (0x4000000000000000, 0x4008000000000000, "2/3"),
                (MIN, 0x4000000000000000, "quantum / 2: tie to +0"), (0x0000000000000003, 0x4000000000000000, "3 quanta / 2: tie to 2"),
                (DMIN, 0x4008000000000000, "DBL_MIN / 3: denorm result"), (DMAX, 0x3fe0000000000000, "overflow"),
                (ONE, 0, "1/+0 = +INF"), (ONE | 1 << 63, 0, "-1/+0 = -INF"), (0, 0, "0/0 = NaN"),
                (INF, INF, "INF/INF = NaN"), (ONE, INF | 1 << 63, "1/-INF = -0"), (MIN, MAXD, "denorm / denorm"),
                (DMAX, MIN, "DBL_MAX / quantum = INF"), (MIN, DMAX, "quantum / DBL_MAX = +0")]:
    out("ddiv %016x %016x -> %s" % (a, b, fmt(ddiv(a, b))), c)
for a, c in [(0x4008000000000000, "1/3"), (MIN, "1/quantum = INF"), (0x7fd0000000000000, "1/2^1022 = DBL_MIN"),
             (0x7fe0000000000000, "1/2^1023: denorm 2^-1023"), (DMAX, "1/DBL_MAX: denorm, rounded"),
             (0x0004000000000000, "1/2^-1024 = 2^1024: INF"), (0x0008000000000000, "1/2^-1023 = 2^1023"),
             (1 << 63, "1/-0 = -INF"), (INF, "1/INF = +0"), (0x7ff8000000000000, "NaN"),
             (0x3ff0000000000001, "1/(1+u)"), (0xbfefffffffffffff, "1/-(1-u/2)")]:
    out("drcp %016x -> %s" % (a, fmt(ddiv(ONE, a))), c)
out("drcp_sat 3fe0000000000000 -> 3ff0000000000000", "1/0.5 = 2, _sat clamps to 1")
out("drcp_sat bfe0000000000000 -> 0", "-2 _sat: +0")
out("dadd_sat 7ff0000000000000 fff0000000000000 -> 0", "NaN _sat: +0")
out("dmul_sat 8000000000000000 3ff0000000000000 -> 0", "-0 _sat: +0")
out("dfma_sat 0000000000000001 3ff0000000000000 0 -> 0000000000000001", "a denorm survives _sat")
print("# compares: one 32-bit mask per double; denorms by value; +0 == -0; NaN unordered")
for a, b in [(0, 1 << 63), (MIN, 0), (MIN, MIN), (MIN | 1 << 63, 0), (ONE, 0x3ff0000000000001),
             (0x7ff8000000000000, 0x7ff8000000000000), (INF, INF), (INF | 1 << 63, DMAX | 1 << 63),
             (0x7ff0000000000001, ONE), (ONE, 0xfff8000000000000), (0x3ff0000000000001, ONE),
             (0x0000000100000000, 0x00000000ffffffff), (0x8000000100000000, 0x80000000ffffffff)]:
    r = cmp(a, b)
    out("deq %016x %016x -> %08x" % (a, b, T if r == 0 else 0))
    out("dge %016x %016x -> %08x" % (a, b, T if r is not None and r >= 0 else 0))
    out("dlt %016x %016x -> %08x" % (a, b, T if r is not None and r < 0 else 0))
    out("dne %016x %016x -> %08x" % (a, b, T if r != 0 else 0))
out("dlt -0000000000000001 0000000000000000_abs -> ffffffff", "modifiers: -denorm < 0")
print("# dmovc: raw (bits kept, NaN payloads too); the condition is any nonzero 32-bit word")
out("dmovc 1 7ff0000012345678 0 -> 7ff0000012345678")
out("dmovc 80000000 3ff0000000000000 4000000000000000 -> 3ff0000000000000")
out("dmovc 0 3ff0000000000000 fff8000000000001 -> fff8000000000001")
out("dmovc 0 3ff0000000000000 -0000000000000001 -> 8000000000000001", "- on src2 flips the sign")
out("dmovc_sat ffffffff 7ff8000000000000 0 -> 0", "_sat: NaN -> +0")
print("# dtof (round to nearest even, P-26: results below 2^-126 flush, beyond FLT_MAX INF)")
for a, c in [(ONE, "1.0"), (0x3ff0000010000000, "1 + half an f32 ulp: tie, even"), (0x3ff0000030000000, "1 + 1.5 f32 ulp: tie, up"),
             (0x3ff0000010000001, "just above the tie"), (0x47efffffe0000000, "FLT_MAX"),
             (0x47efffffefffffff, "just below FLT_MAX + half ulp: FLT_MAX"), (0x47effffff0000000, "FLT_MAX + half ulp: tie to INF"),
             (0x7fefffffffffffff, "DBL_MAX: INF"), (0xffefffffffffffff, "-DBL_MAX: -INF"),
             (0x3810000000000000, "2^-126 = FLT_MIN"), (0x380ffffff0000000, "just below FLT_MIN: rounds up to it"),
             (0x380fffffe0000000, "below FLT_MIN after rounding: +0 (P-26)"), (0xb80fffffe0000000, "... -0"),
             (0x36a0000000000000, "2^-149 (f32 denorm): +0"), (MIN, "f64 denorm: +0"), (MIN | 1 << 63, "-0"),
             (INF, "INF"), (0x7ff0000000000001, "NaN: f32 P-16"), (1 << 63, "-0")]:
    out("dtof %016x -> %08x" % (a, dtof(a)), c)
print("# ftod: exact; P-26 f32 denorm in -> zero of its sign")
for a, c in [(0x3f800000, None), (0x00000001, "f32 denorm: +0"), (0x807fffff, "-denorm: -0"),
             (0x00800000, "FLT_MIN"), (0x7f7fffff, "FLT_MAX"), (0xff800000, "-INF"), (0x7fc00001, "NaN: P-16"),
             (0x80000000, "-0"), (0x3eaaaaab, None)]:
    x = struct.unpack('<f', struct.pack('<I', a))[0]
    if (a & 0x7f800000) == 0: x = -0.0 if a >> 31 else 0.0
    r = NAN if x != x else h(x)
    if r != NAN and isnan(r): r = NAN
    out("ftod %08x -> %s" % (a, "7ff8000000000000" if r == NAN else "%016x" % r), c)
out("ftod -3f800000_abs -> bff0000000000000", "f32 modifiers")
print("# dtoi / dtou: truncate, clamp, NaN -> 0")
for v in [2147483647.0, 2147483647.5, 2147483648.0, 2147483648.5, -2147483648.0, -2147483648.5, -2147483649.0,
          -2147483647.9, 4294967295.0, 4294967295.5, 4294967296.0, 0.5, -0.5, -0.99, -1.0, 1.99, 1e300, -1e300]:
    a = h(v)
    out("dtoi %016x -> %08x" % (a, dtoi(a, -2**31, 2**31 - 1)), repr(v))
    out("dtou %016x -> %08x" % (a, dtoi(a, 0, 2**32 - 1)), repr(v))
for a, c in [(INF, "+INF"), (INF | 1 << 63, "-INF"), (0x7ff8000000000000, "NaN"), (0xfff0000000000001, "-NaN"),
             (MIN, "denorm"), (1 << 63, "-0")]:
    out("dtoi %016x -> %08x" % (a, dtoi(a, -2**31, 2**31 - 1)), c)
    out("dtou %016x -> %08x" % (a, dtoi(a, 0, 2**32 - 1)), c)
print("# itod / utod: exact")
for a in [0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 0x12345678]:
    s = a - (1 << 32) if a >> 31 else a
    out("itod %08x -> %016x" % (a, h(float(s))), str(s))
    out("utod %08x -> %016x" % (a, h(float(a))), str(a))
out("itod -00000005 -> c014000000000000", "two's complement negate: -5")
out("itod -80000000 -> c1e0000000000000", "-(-2^31) wraps to -2^31")

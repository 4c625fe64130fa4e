#!/usr/bin/env python3
"""Writes tb/tests/atomics.asm (the complete atomics test) and atomics_random.asm (its
seeded random part) with //! expect lines from a small SPEC 6 model written here,
independently of cmodel/sm5_mem.c: lanes run one at a time in ascending order (the
literal reading of P-9), faults write nothing and return 0 (P-7, P-8, P-11).

Lane counts: the programs say `//! lanes 8`; a build with fewer lanes runs fewer. The
model runs the program at 8 lanes and at 1 lane and only emits checks that hold for
both (lane >= 1 register checks are skipped by a 1-lane build anyway).

    python3 tb/memu/gen_atomics.py [--seed N] [--outdir tb/tests]
"""
import argparse
import os
import random

M32 = 0xFFFFFFFF
LANES = 64   # lanes the model keeps (a run uses the first `lanes` of them)


def s32(v):
    v &= M32
    return v - (1 << 32) if v & 0x80000000 else v


# resources: slot name -> dict(kind, size words, stride, dims, dim, counter, init)
def resources_complete():
    r = {}
    r['u0'] = dict(kind='raw', size=320, init=[(i * 0x01010101) & M32 for i in range(320)])
    r['u1'] = dict(kind='structured', stride=12, size=48,
                   init=[0x1000 + i for i in range(48)], counter=0xFFFFFFFD)
    r['u2'] = dict(kind='typed', dim='buffer', dims=(16,), t='uint',
                   init=[i * 3 for i in range(16)])
    r['u3'] = dict(kind='typed', dim='texture1d', dims=(8,), t='sint',
                   init=[(-i) & M32 for i in range(8)])
    r['u4'] = dict(kind='typed', dim='texture1darray', dims=(4, 3), t='uint',
                   init=[0x400 + i for i in range(12)])
    r['u5'] = dict(kind='typed', dim='texture2d', dims=(4, 4), t='sint',
                   init=[(0x7FFFFFF0 + i) & M32 for i in range(16)])
    r['u6'] = dict(kind='typed', dim='texture2darray', dims=(2, 2, 3), t='uint',
                   init=[0x600 + i for i in range(12)])
    r['u7'] = dict(kind='typed', dim='texture3d', dims=(2, 3, 2), t='uint',
                   init=[0x700 + i for i in range(12)])
    r['g0'] = dict(kind='raw', size=32, init=[0x800 + i for i in range(32)])
    r['g1'] = dict(kind='structured', stride=8, size=16, init=[0x900 + i for i in range(16)])
    return r


def resources_random(rng):
    r = {}
    r['u0'] = dict(kind='raw', size=64, init=[rng.choice([0, 1, 5, 0xFFFFFFFF, 0x80000000, rng.getrandbits(32)]) for _ in range(64)])
    r['u1'] = dict(kind='structured', stride=8, size=32, init=[rng.getrandbits(8) for _ in range(32)],
                   counter=rng.choice([0, 1, 0xFFFFFFFF, 0xFFFFFFFA]))
    r['u2'] = dict(kind='typed', dim='texture2d', dims=(4, 4), t='uint', init=[rng.getrandbits(4) for _ in range(16)])
    r['u3'] = dict(kind='typed', dim='texture2darray', dims=(2, 2, 2), t='sint', init=[rng.getrandbits(32) for _ in range(8)])
    r['g0'] = dict(kind='raw', size=32, init=[rng.choice([0, 2, 3, 0x7FFFFFFF]) for _ in range(32)])
    r['g1'] = dict(kind='structured', stride=12, size=24, init=[rng.getrandbits(3) for _ in range(24)])
    return r


def typed_dims(res):
    d = res['dims']
    dim = res['dim']
    w = d[0]
    h = d[1] if dim in ('texture2d', 'texture2darray', 'texture3d') else 1
    z = d[-1] if dim in ('texture1darray', 'texture2darray', 'texture3d') else 1
    return w, h, z


def res_size(res):
    if res['kind'] == 'typed':
        w, h, d = typed_dims(res)
        return w * h * d
    return res['size']


def addr_word(res, addr, k):
    """(ok, word index in the resource) for address components addr (list of 3)."""
    kind = res['kind']
    if kind == 'raw':
        a = addr[0]
        if a & 3:
            return False, 0
        w = (a >> 2) + k
        return (w < res['size']), w
    if kind == 'structured':
        idx, off = addr[0], addr[1]
        if off & 3:
            return False, 0
        if off + 4 * k >= res['stride']:
            return False, 0
        if idx >= res['size'] * 4 // res['stride']:
            return False, 0
        return True, idx * res['stride'] // 4 + off // 4 + k
    w, h, d = typed_dims(res)
    dim = res['dim']
    x, y, z = addr[0], 0, 0
    if dim == 'texture1darray':
        z = addr[1]
    elif dim == 'texture2d':
        y = addr[1]
    elif dim in ('texture2darray', 'texture3d'):
        y, z = addr[1], addr[2]
    if x >= w or y >= h or z >= d:
        return False, 0
    return True, x + w * (y + h * z)


def atomic(op, m, s0, s1):
    if op.endswith('_and'):
        return m & s0
    if op.endswith('_or') and not op.endswith('_xor'):
        return m | s0
    if op.endswith('_xor'):
        return m ^ s0
    if op.endswith('_iadd'):
        return (m + s0) & M32
    if op.endswith('_imax'):
        return s0 if s32(m) < s32(s0) else m
    if op.endswith('_imin'):
        return s0 if s32(s0) < s32(m) else m
    if op.endswith('_umax'):
        return s0 if m < s0 else m
    if op.endswith('_umin'):
        return s0 if s0 < m else m
    if op.endswith('_exch') and 'cmp' not in op:
        return s0
    if op.endswith('cmp_exch') or op.endswith('cmp_store'):
        return s1 if m == s0 else m
    raise ValueError(op)


COMP = 'xyzw'


class Model:
    """Runs the generated instruction list at `lanes` lanes."""

    def __init__(self, res, lanes, inactive=0, helper=0):
        self.res = res
        self.lanes = lanes
        self.mem = {n: list(r['init']) + [0] * (res_size(r) - len(r['init'])) for n, r in res.items()}
        self.counter = {n: r.get('counter', 0) for n, r in res.items()}
        self.regs = {}
        self.exists = [l < lanes and not (inactive >> l & 1) for l in range(LANES)]
        self.active = [self.exists[l] and not (helper >> l & 1) for l in range(LANES)]

    def reg(self, l, r, c):
        return self.regs.get((l, r, c), 0)

    def setreg(self, l, r, c, v):
        self.regs[(l, r, c)] = v & M32

    def val(self, l, opnd):
        """opnd: ('lit', [4 values]) / ('reg', r, swz string) / ('tid',)"""
        if opnd[0] == 'lit':
            return list(opnd[1])
        if opnd[0] == 'tid':
            return [l, 0, 0, 0]
        r, swz = opnd[1], opnd[2]
        return [self.reg(l, r, COMP.index(ch)) for ch in swz]

    def run(self, prog):
        for ins in prog:
            getattr(self, 'op_' + ins['cls'])(ins)

    def op_alu(self, ins):
        for l in range(LANES):
            if not self.exists[l]:
                continue
            a = self.val(l, ins['src'][0])[0]
            b = self.val(l, ins['src'][1])[0] if len(ins['src']) > 1 else 0
            op = ins['op']
            v = {'mov': a, 'iadd': (a + b) & M32, 'and': a & b, 'xor': a ^ b,
                 'ishl': (a << (b & 31)) & M32, 'ushr': a >> (b & 31)}[op]
            self.setreg(l, ins['dst'], ins['comp'], v)

    def op_atomic(self, ins):
        res = self.res[ins['res']]
        mem = self.mem[ins['res']]
        op = ins['op']
        for l in range(LANES):
            if not self.exists[l]:
                continue
            ret = 0
            if self.active[l]:
                if op in ('imm_atomic_alloc', 'imm_atomic_consume'):
                    c = self.counter[ins['res']]
                    if op == 'imm_atomic_alloc':
                        ret, self.counter[ins['res']] = c, (c + 1) & M32
                    else:
                        ret = self.counter[ins['res']] = (c - 1) & M32
                else:
                    addr = self.val(l, ins['addr'])
                    ok, w = addr_word(res, addr, 0)
                    if ok:
                        s0 = self.val(l, ins['vals'][0])[0] if ins['vals'] else 0
                        s1 = self.val(l, ins['vals'][1])[0] if len(ins['vals']) > 1 else 0
                        ret = mem[w]
                        mem[w] = atomic(op, mem[w], s0, s1)
            if op.startswith('imm_'):
                self.setreg(l, ins['dst'], ins['comp'], ret)

    def op_load(self, ins):
        res = self.res[ins['res']]
        mem = self.mem[ins['res']]
        for l in range(LANES):
            if not self.exists[l]:
                continue
            out = [0, 0, 0, 0]
            if self.active[l]:
                addr = self.val(l, ins['addr'])
                if res['kind'] == 'typed':
                    ok, w = addr_word(res, addr, 0)
                    t = [mem[w], 0, 0, 1] if ok else [0, 0, 0, 0]
                    out = [t[COMP.index(ins['rswz'][c])] for c in range(4)]
                else:
                    for c in range(4):
                        k = COMP.index(ins['rswz'][c])
                        ok, w = addr_word(res, addr, k)
                        out[c] = mem[w] if ok else 0
            for c in ins['mask']:
                self.setreg(l, ins['dst'], COMP.index(c), out[COMP.index(c)])

    def op_store(self, ins):
        res = self.res[ins['res']]
        mem = self.mem[ins['res']]
        for l in range(LANES):
            if not self.active[l]:
                continue
            addr = self.val(l, ins['addr'])
            v = self.val(l, ins['value'])
            if res['kind'] == 'typed':
                ok, w = addr_word(res, addr, 0)
                if ok:
                    mem[w] = v[0]
                continue
            for k, c in enumerate(ins['mask']):
                ok, w = addr_word(res, addr, k)
                if ok:
                    mem[w] = v[k]


# ---------------------------------------------------------------- text
def fmt_opnd(o, ncomp=1):
    if o[0] == 'lit':
        vals = o[1][:ncomp] if ncomp < 4 else o[1]
        return 'l(%s)' % ', '.join('0x%x' % v for v in vals)
    if o[0] == 'tid':
        return 'vThreadID.x'
    return 'r%d.%s' % (o[1], o[2])


def addr_comps(res):
    if res['kind'] == 'raw':
        return 1
    if res['kind'] == 'structured':
        return 2
    return {'buffer': 1, 'texture1d': 1, 'texture1darray': 2, 'texture2d': 2,
            'texture2darray': 3, 'texture3d': 3}[res['dim']]


def addr_text(r, a, structured_ls=False):
    n = addr_comps(r)
    if structured_ls:
        if a[0] == 'lit':
            return 'l(0x%x), l(0x%x)' % (a[1][0], a[1][1])
        return 'r%d.x, r%d.y' % (a[1], a[1])
    if a[0] == 'lit':
        return fmt_opnd(a, 4 if n > 1 else 1)
    return 'r%d.%s' % (a[1], 'xyz'[:n])


def text(ins, res):
    c = ins['cls']
    if c == 'alu':
        return '%s r%d.%s, %s' % (ins['op'], ins['dst'], COMP[ins['comp']],
                                  ', '.join(fmt_opnd(s) for s in ins['src']))
    if c == 'atomic':
        r = res[ins['res']]
        parts = []
        if ins['op'].startswith('imm_'):
            parts.append('r%d.%s' % (ins['dst'], COMP[ins['comp']]))
        parts.append(ins['res'])
        if ins['op'] not in ('imm_atomic_alloc', 'imm_atomic_consume'):
            parts.append(addr_text(r, ins['addr']))
            parts += [fmt_opnd(v) for v in ins['vals']]
        return ins['op'] + ' ' + ', '.join(parts)
    if c == 'load':
        r = res[ins['res']]
        srcs = addr_text(r, ins['addr'], ins['op'] == 'ld_structured')
        return '%s r%d.%s, %s, %s.%s' % (ins['op'], ins['dst'], ins['mask'], srcs, ins['res'], ins['rswz'])
    if c == 'store':
        r = res[ins['res']]
        srcs = addr_text(r, ins['addr'], ins['op'] == 'store_structured')
        return '%s %s.%s, %s, %s' % (ins['op'], ins['res'], ins['mask'], srcs, fmt_opnd(ins['value'], 4))
    raise ValueError(c)


def dcl_lines(res):
    out = []
    for n, r in res.items():
        if n.startswith('u'):
            if r['kind'] == 'raw':
                out.append('dcl_uav_raw %s' % n)
            elif r['kind'] == 'structured':
                out.append('dcl_uav_structured %s, %d' % (n, r['stride']))
            else:
                t = r['t']
                out.append('dcl_uav_typed_%s (%s,%s,%s,%s) %s' % (r['dim'], t, t, t, t, n))
        else:
            if r['kind'] == 'raw':
                out.append('dcl_tgsm_raw %s, %d' % (n, 4 * r['size']))
            else:
                out.append('dcl_tgsm_structured %s, %d, %d' % (n, r['stride'], r['size'] * 4 // r['stride']))
    return out


def directives(res):
    out = []
    for n, r in res.items():
        if r['kind'] == 'typed':
            out.append('//! dims %s %s' % (n, ' '.join(str(d) for d in r['dims'])))
        init = r['init']
        for i in range(0, len(init), 16):
            pass
        if n.startswith('u') and r['kind'] != 'typed':
            out.append('//! fill %s %d 0' % (n, r['size']))
        out.append('//! init %s %s' % (n, ' '.join('0x%x' % v for v in init)))
        if r.get('counter') is not None:
            out.append('//! counter %s 0x%x' % (n, r['counter']))
    return out


# ---------------------------------------------------------------- program builders
ATOMICS = ['atomic_and', 'atomic_or', 'atomic_xor', 'atomic_iadd', 'atomic_imax', 'atomic_imin',
           'atomic_umax', 'atomic_umin', 'atomic_cmp_store', 'imm_atomic_and', 'imm_atomic_or',
           'imm_atomic_xor', 'imm_atomic_iadd', 'imm_atomic_imax', 'imm_atomic_imin',
           'imm_atomic_umax', 'imm_atomic_umin', 'imm_atomic_exch', 'imm_atomic_cmp_exch']
NVALS = {op: (2 if ('cmp_' in op) else 1) for op in ATOMICS}


class Builder:
    def __init__(self, res, rng):
        self.res, self.rng, self.prog, self.notes = res, rng, [], {}
        # Registers (the core builds NREGS = 16): r1..r13 hold results (imm_ returns four
        # to a register, loads a whole register), cycling, so the final values of the
        # last ones are checked; r14.xy per-lane values, r15.xyz per-lane addresses.
        self.nreg = 16
        self.next_res = 1
        self.cache = {}
        self.slot = None
        self.nval = 0

    def newreg(self):
        r = self.next_res
        self.next_res = 1 + self.next_res % 13
        return r

    def alu(self, op, dst, comp, *src):
        self.prog.append(dict(cls='alu', op=op, dst=dst, comp=comp, src=list(src)))

    def lane_reg(self, f):
        """A register whose .x is f(lane) built from ALU ops: f in 'id', ('mul4', c), ..."""
        r = self.newreg()
        return r

    def result_slot(self):
        """(reg, comp) for one imm_ result: four results share a register"""
        if self.slot is None or self.slot[1] == 3:
            self.slot = (self.newreg(), 0)
        else:
            self.slot = (self.slot[0], self.slot[1] + 1)
        return self.slot

    def per_lane_addr(self, res_name, pattern):
        """register (xyz) holding each lane's address for a pattern; returns operand"""
        return self._per_lane_addr(res_name, pattern)

    def _per_lane_addr(self, res_name, pattern):
        res = self.res[res_name]
        r = 15
        tid = ('tid',)
        if res['kind'] == 'raw':
            shift = {'distinct': 2, 'bank': 7}[pattern]   # word l or word 32*l
            self.alu('ishl', r, 0, tid, ('lit', [shift]))
            if pattern == 'bank':
                self.alu('iadd', r, 0, ('reg', r, 'x'), ('lit', [64]))
            return ('reg', r, 'xyz')
        if res['kind'] == 'structured':
            self.alu('mov', r, 0, tid)
            self.alu('and', r, 1, tid, ('lit', [4]))     # offset 0 or 4
            return ('reg', r, 'xyz')
        w, h, d = typed_dims(res)
        self.alu('and', r, 0, tid, ('lit', [w - 1 if w & (w - 1) == 0 else 1]))
        self.alu('ushr', r, 1, tid, ('lit', [1]))
        self.alu('and', r, 1, ('reg', r, 'y'), ('lit', [1]))
        self.alu('ushr', r, 2, tid, ('lit', [2]))
        self.alu('and', r, 2, ('reg', r, 'z'), ('lit', [1]))
        return ('reg', r, 'xyz')

    def lit_addr(self, res_name, in_bounds=True, fault=0):
        res = self.res[res_name]
        rng = self.rng
        if res['kind'] == 'raw':
            a = 4 * rng.randrange(res['size'])
            if fault == 1:
                a = 4 * (res['size'] + rng.randrange(4))
            if fault == 9:
                a += rng.choice([1, 2, 3])
            return ('lit', [a, 0, 0, 0])
        if res['kind'] == 'structured':
            cnt = res['size'] * 4 // res['stride']
            idx, off = rng.randrange(cnt), 4 * rng.randrange(res['stride'] // 4)
            if fault == 1:
                idx = cnt + rng.randrange(3)
            if fault == 2:
                off = res['stride'] + 4 * rng.randrange(2)
            if fault == 9:
                off += 2
            return ('lit', [idx, off, 0, 0])
        w, h, d = typed_dims(res)
        x, y, z = rng.randrange(w), rng.randrange(h), rng.randrange(d)
        n = addr_comps(res)
        if fault == 1:
            x = w + rng.randrange(2)
        if fault == 2:
            y = h + rng.randrange(2) if n > 1 and res['dim'] != 'texture1darray' else y
            if res['dim'] == 'texture1darray':
                z = d
        if fault == 3:
            z = d + rng.randrange(2)
        if res['dim'] == 'texture1darray':
            return ('lit', [x, z, 0, 0])
        return ('lit', [x, y, z, 0])

    def value(self, per_lane):
        rng = self.rng
        if per_lane:
            c = rng.choice([0, 3, 7, 0xFFFFFFF8, 0x80000000])
            comp = self.nval % 2          # s0 in r14.x, s1 in r14.y
            self.nval += 1
            self.alu('xor', 14, comp, ('tid',), ('lit', [c]))
            return ('reg', 14, 'xy'[comp])
        return ('lit', [rng.choice([0, 1, 2, 5, 0xFFFFFFFF, 0x7FFFFFFF, 0x80000000, 0x1000, rng.getrandbits(32)])])

    def atomic(self, op, res_name, addr, vals):
        self.nval = 0
        ins = dict(cls='atomic', op=op, res=res_name, addr=addr, vals=vals)
        if op.startswith('imm_'):
            ins['dst'], ins['comp'] = self.result_slot()
        self.prog.append(ins)

    def load(self, res_name, addr, mask='xyzw', rswz='xyzw'):
        res = self.res[res_name]
        op = {'raw': 'ld_raw', 'structured': 'ld_structured', 'typed': 'ld_uav_typed'}[res['kind']]
        self.prog.append(dict(cls='load', op=op, res=res_name, addr=addr, dst=self.newreg(), mask=mask, rswz=rswz))

    def store(self, res_name, addr, value, mask='xyzw'):
        res = self.res[res_name]
        op = {'raw': 'store_raw', 'structured': 'store_structured', 'typed': 'store_uav_typed'}[res['kind']]
        self.prog.append(dict(cls='store', op=op, res=res_name, addr=addr, value=value, mask=mask))


def build_complete(rng):
    res = resources_complete()
    b = Builder(res, rng)
    kinds = ['u0', 'u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'g0', 'g1']
    # every op on every resource kind: all lanes one word, then lanes on distinct words
    for op in ATOMICS:
        for rn in kinds:
            vals = [b.value(rng.random() < 0.5) for _ in range(NVALS[op])]
            b.atomic(op, rn, b.lit_addr(rn), vals)
    for op in ATOMICS:
        for rn in kinds:
            vals = [b.value(rng.random() < 0.5) for _ in range(NVALS[op])]
            b.atomic(op, rn, b.per_lane_addr(rn, 'distinct'), vals)
    # bank conflict: u0 words 32*l + 16, all distinct, one bank
    for op in ATOMICS[:6] + ATOMICS[9:]:
        b.atomic(op, 'u0', b.per_lane_addr('u0', 'bank'), [b.value(True) for _ in range(NVALS[op])])
    # back to back on one word
    a = b.lit_addr('u0')
    for op in ['imm_atomic_iadd', 'imm_atomic_iadd', 'imm_atomic_umax', 'imm_atomic_exch', 'imm_atomic_cmp_exch', 'imm_atomic_xor']:
        b.atomic(op, 'u0', a, [b.value(True) for _ in range(NVALS[op])])
    b.load('u0', a, 'x', 'xxxx')
    # OOB on every address component, misaligned
    for rn in kinds:
        r = res[rn]
        faults = [1, 9] if r['kind'] == 'raw' else [1, 2, 9] if r['kind'] == 'structured' else list(range(1, addr_comps(r) + 1))
        for f in faults:
            b.atomic('imm_atomic_iadd', rn, b.lit_addr(rn, fault=f), [('lit', [1])])
            b.atomic('imm_atomic_exch', rn, b.lit_addr(rn, fault=f), [b.value(True)])
    # loads and stores, in and out of bounds
    for rn in kinds:
        for f in [0, 0, 1]:
            addr = b.lit_addr(rn, fault=f)
            if res[rn]['kind'] == 'typed':
                b.store(rn, addr, ('lit', [rng.getrandbits(32) for _ in range(4)]))
                b.load(rn, addr, 'xyzw', rng.choice(['xyzw', 'wzyx', 'xxxx']))
            else:
                b.store(rn, addr, ('lit', [rng.getrandbits(32) for _ in range(4)]), rng.choice(['x', 'xy', 'xyz', 'xyzw']))
                b.load(rn, addr, rng.choice(['x', 'xy', 'xyzw', 'yw']), rng.choice(['xyzw', 'yxwz', 'zzzz']))
    # counters wrapping (u1 starts at 0xfffffffd)
    for op in ['imm_atomic_alloc', 'imm_atomic_alloc', 'imm_atomic_consume', 'imm_atomic_consume', 'imm_atomic_consume', 'imm_atomic_alloc']:
        b.atomic(op, 'u1', None, [])
    return res, b


def build_random(rng, n):
    res = resources_random(rng)
    b = Builder(res, rng)
    names = list(res.keys())
    for _ in range(n):
        rn = rng.choice(names)
        r = res[rn]
        c = rng.random()
        addr = b.lit_addr(rn, fault=rng.choice([0] * 6 + [1, 9])) if rng.random() < 0.5 else b.per_lane_addr(rn, 'distinct')
        if c < 0.6:
            op = rng.choice(ATOMICS)
            b.atomic(op, rn, addr, [b.value(rng.random() < 0.5) for _ in range(NVALS[op])])
        elif c < 0.75:
            if r['kind'] == 'typed':
                b.load(rn, addr, 'xyzw', rng.choice(['xyzw', 'wzyx']))
            else:
                b.load(rn, addr, rng.choice(['x', 'xy', 'xyzw']), rng.choice(['xyzw', 'yxwz']))
        elif c < 0.9:
            if r['kind'] == 'typed':
                b.store(rn, addr, ('reg', 0, 'xxxx') if rng.random() < 0.3 else ('lit', [rng.getrandbits(8) for _ in range(4)]))
            else:
                b.store(rn, addr, ('lit', [rng.getrandbits(8) for _ in range(4)]), rng.choice(['x', 'xy', 'xyzw']))
        else:
            b.atomic(rng.choice(['imm_atomic_alloc', 'imm_atomic_consume']), 'u1', None, [])
    return res, b


def emit(path, title, res, b, inactive=0, helper=0, lanes=8):
    m8 = Model(res, lanes, inactive, helper)
    m8.run(b.prog)
    # lanes == 8: also run 1 lane and keep only checks that hold for both; wider
    # programs are checked only by builds with all their lanes
    m1 = Model(res, 1 if lanes == 8 else lanes, inactive, helper)
    m1.run(b.prog)
    lines = ['// %s' % t for t in title]
    lines.append('// GENERATED by tb/memu/gen_atomics.py; expectations from its own SPEC 6 model.')
    lines.append('//! lanes %d' % lanes)
    if inactive:
        lines.append('//! inactive 0x%x' % inactive)
    if helper:
        lines.append('//! helper 0x%x' % helper)
    lines += directives(res)
    lines += ['cs_5_0', 'dcl_globalFlags refactoringAllowed'] + dcl_lines(res)
    lines += ['dcl_input vThreadID.xyz', 'dcl_temps %d' % b.nreg, 'dcl_thread_group %d, 1, 1' % lanes]
    for ins in b.prog:
        lines.append(text(ins, res))
    lines.append('ret')
    nexp = 0
    # register checks: every written register component, lanes 1..7 (8-lane model) and
    # lane 0 when a 1-lane run gives the same
    written = sorted({(r, c) for (l, r, c) in m8.regs})
    for (r, c) in written:
        if r == 0:
            continue
        for l in range(lanes):
            if not m8.exists[l]:
                continue
            v = m8.reg(l, r, c)
            if l == 0 and m1.reg(0, r, c) != v:
                continue
            lines.append('//! expect r%d.%s lane %d == 0x%x' % (r, COMP[c], l, v))
            nexp += 1
    for n in res:
        for w, v in enumerate(m8.mem[n]):
            if m1.mem[n][w] == v:
                lines.append('//! expect %s[%d] == 0x%x' % (n, w, v))
                nexp += 1
        if 'counter' in res[n] and m8.counter[n] == m1.counter[n]:
            lines.append('//! expect counter %s == 0x%x' % (n, m8.counter[n]))
    with open(path, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    return len(b.prog), nexp


def resources_wide(rng):
    r = {}
    r['u0'] = dict(kind='raw', size=2112, init=[rng.choice([0, 1, 0xFFFFFFFF, rng.getrandbits(32)]) for _ in range(2112)])
    r['u1'] = dict(kind='structured', stride=8, size=256, init=[rng.getrandbits(6) for _ in range(256)],
                   counter=0xFFFFFFF0)
    r['u2'] = dict(kind='typed', dim='texture2d', dims=(8, 8), t='uint', init=[rng.getrandbits(5) for _ in range(64)])
    r['g0'] = dict(kind='raw', size=64, init=[rng.getrandbits(3) for _ in range(64)])
    return r


def build_wide(rng, n):
    """64 lanes: every op with all lanes on one word, on distinct words, all lanes on
    distinct words of one bank (u0 words 32*l + 16: 64 rounds), plus random ops."""
    res = resources_wide(rng)
    b = Builder(res, rng)
    for op in ATOMICS:
        b.atomic(op, 'u0', b.lit_addr('u0'), [b.value(rng.random() < 0.7) for _ in range(NVALS[op])])
        b.atomic(op, 'g0', b.per_lane_addr('g0', 'distinct'), [b.value(True) for _ in range(NVALS[op])])
        b.atomic(op, 'u0', b.per_lane_addr('u0', 'bank'), [b.value(True) for _ in range(NVALS[op])])
    names = list(res.keys())
    for _ in range(n):
        rn = rng.choice(names)
        addr = b.lit_addr(rn, fault=rng.choice([0] * 6 + [1, 9])) if rng.random() < 0.4 else b.per_lane_addr(rn, 'distinct')
        op = rng.choice(ATOMICS)
        b.atomic(op, rn, addr, [b.value(rng.random() < 0.5) for _ in range(NVALS[op])])
        if rng.random() < 0.2:
            b.atomic(rng.choice(['imm_atomic_alloc', 'imm_atomic_consume']), 'u1', None, [])
        if rng.random() < 0.2 and res[rn]['kind'] == 'raw':
            b.load(rn, b.per_lane_addr(rn, 'distinct'), 'xy', 'xyzw')
    return res, b


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, default=5)
    ap.add_argument('--outdir', default='tb/tests')
    ap.add_argument('--len', type=int, default=80)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    res, b = build_complete(rng)
    n, e = emit(os.path.join(a.outdir, 'atomics.asm'),
                ['atomics: the complete atomics test: every atomic op on every resource',
                 'kind (raw, structured, typed buffer/1d/1darray/2d/2darray/3d, groupshared raw and',
                 'structured), all lanes on one word and on distinct words, a bank conflict (8 words',
                 'of one bank), back-to-back instructions on one word, out-of-bounds on every address',
                 'component, misaligned, loads and stores, counters wrapping, a helper lane (6) and a',
                 'missing lane (7). Parts: atomics_umin, _conflicts, _oob, _typed, _gsm, _counters,',
                 '_inactive (worked by hand) and _random (seeded, generated like this one).'],
                res, b, inactive=0x80, helper=0x40)
    print('atomics.asm: %d instructions, %d expectations' % (n, e))
    rng = random.Random(a.seed * 7919 + 1)
    res, b = build_random(rng, a.len)
    n, e = emit(os.path.join(a.outdir, 'atomics_random.asm'),
                ['atomics part "random": seeded random atomics, loads and stores (seed %d)' % a.seed], res, b)
    print('atomics_random.asm: %d instructions, %d expectations' % (n, e))
    rng = random.Random(a.seed * 104729 + 3)
    res, b = build_wide(rng, 60)
    n, e = emit(os.path.join(a.outdir, 'atomics_wide.asm'),
                ['atomics part "wide": 64 lanes (checked by LANES=64 builds): all lanes on one word,',
                 'distinct words, all 64 lanes on distinct words of one bank (bank bound 64), random.'],
                res, b, lanes=64)
    print('atomics_wide.asm: %d instructions, %d expectations' % (n, e))


if __name__ == '__main__':
    main()

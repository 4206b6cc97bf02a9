#!/usr/bin/env python3
"""Generate wmmasim's instruction records (isa/src/records_gfx11.inc, records_gfx12.inc, and the semantics list
isa/include/wmmasim/isa/semantics.inc) by asking the LLVM 19 tools, opcode by opcode, how they decode probe
encodings.

For every encoding (SOP1 ... VGLOBAL) and every opcode value, a probe with distinctive register numbers in each
field is disassembled by llvm-objdump-19 (see isa_probe.py). Changing one field at a time shows which printed
operand comes from which field and how wide it is (again in wave64 for mask operands); flipping one modifier bit at a
time shows which modifiers the instruction prints; special immediates (0.5, 1/2pi, literals) show how constants of
each operand print. llvm-mc-19 -show-inst names the LLVM opcode, which becomes the semantics key shared by all
encodings and both families (V_ADD_F32 for v_add_f32_e32 and v_add_f32_e64 on gfx11 and gfx12).

WMMA/SWMMAC and global_load_tr_* are not generated: their records are built from isa/matrix_ops.h at start-up.

Usage: scripts/gen_isa_records.py [--check]   (--check: regenerate in memory and fail if the files differ)
Needs llvm-mc-19 and llvm-objdump-19 (Debian package llvm-19). Takes about a minute.
"""
from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from isa_probe import CORPUS, CPU, add_to_corpus, disassemble, opcode_names  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

_MATRIX_OP = re.compile(r'\bop\("\w+", (G11|G12), (0x[0-9a-f]+),')


def matrix_opcodes(family: str) -> set[int]:
    """The VOP3P opcodes of the WMMA/SWMMAC records, read from their one definition (isa/src/matrix_ops.cpp)."""
    text = open(os.path.join(ROOT, "isa", "src", "matrix_ops.cpp")).read()
    ops = {int(op, 16) for fam, op in _MATRIX_OP.findall(text) if fam == {"gfx11": "G11", "gfx12": "G12"}[family]}
    if not ops:
        raise RuntimeError(f"no {family} MatrixOp rows found in isa/src/matrix_ops.cpp")
    return ops


# ----------------------------------------------------------------------------------------------------------------
# Text helpers


def split_top(s: str, sep: str) -> list[str]:
    """Split on `sep` outside (), [] and quotes."""
    out, depth, cur, i = [], 0, "", 0
    while i < len(s):
        if s.startswith("/*", i):
            end = s.index("*/", i) + 2
            cur += s[i:end]
            i = end
            continue
        c = s[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        if depth == 0 and s.startswith(sep, i):
            out.append(cur)
            cur, i = "", i + len(sep)
            continue
        cur += c
        i += 1
    out.append(cur)
    return out


def parse(text: str) -> tuple[str, list[str], list[str]]:
    """'v_add_f32_e64 v0, -v1, v2 clamp mul:2' -> ('v_add_f32_e64', ['v0', '-v1', 'v2'], ['clamp', 'mul:2'])."""
    mnemonic, _, rest = text.partition(" ")
    if not rest:
        return mnemonic, [], []
    parts = [p.strip() for p in split_top(rest, ", ")]
    if mnemonic.startswith("s_") and not SMEM_MNEMONIC.match(mnemonic):
        return mnemonic, parts, []  # scalar ALU: no modifiers, immediates may contain spaces (s_waitcnt)
    if len(parts) == 1 and MODIFIER.match(parts[0]):
        return mnemonic, [], split_top(parts[0], " ")  # only modifiers (global_wb scope:SCOPE_SE)
    last = split_top(parts[-1], " ")
    # A trailing operand may itself contain spaces only inside parentheses (handled by split_top).
    parts[-1] = last[0]
    return mnemonic, [p for p in parts if p != ""], last[1:]


MODIFIER = re.compile(r"^(offset\d?:|glc|slc|dlc|nv|gds|scope:|th:|clamp|mul:|div:|op_sel|neg_lo|neg_hi|wait_exp:"
                      r"|index_key:|dpp8:|quad_perm:|row_)")
SMEM_MNEMONIC = re.compile(r"^s_(load|buffer_load|dcache|atc_probe|prefetch|buffer_prefetch|scratch)")
REG = re.compile(r"^[-|]*(?:neg\()?([sv])(?:(\d+)|\[(\d+):(\d+)\])(\.[lh])?\|?\)?(/\*.*)?$")


def reg_width(token: str) -> tuple[str, int, int] | None:
    """('v', first, dwords) for v5 / v[4:7] / s[2:3]; None for other tokens."""
    m = REG.match(token)
    if not m:
        return None
    if m.group(2) is not None:
        return m.group(1), int(m.group(2)), 1
    return m.group(1), int(m.group(3)), int(m.group(4)) - int(m.group(3)) + 1


def vcc_width(token: str) -> int | None:
    return {"vcc_lo": 1, "vcc": 2}.get(token.split("/*")[0])


# ----------------------------------------------------------------------------------------------------------------
# Record model (mirrors isa/include/wmmasim/isa/instruction.h)


@dataclass
class Operand:
    field: str          # Field enumerator
    slot: int           # index in DecodedInstruction::operands
    w32: int            # dwords in wave32
    w64: int            # dwords in wave64
    cls: str = "None"   # ConstClass enumerator (how constants print)
    flags: list = field(default_factory=list)


@dataclass
class Record:
    encoding: str
    opcode: int
    mnemonic: str       # without the _e32/_e64 suffix
    llvm_name: str
    operands: list
    flags: list = field(default_factory=list)
    opsel_count: int = 0
    semantic: str = ""
    timing: str = ""
    control: str = "None"
    wait: str = "None"
    implicit_defs: list = field(default_factory=list)
    implicit_uses: list = field(default_factory=list)
    llvm: object = None  # LlvmFacts of the record's LLVM opcode (or of a record with the same semantics)


# Signatures: how an operand prints the probe constants in CONST_PROBES, per ConstClass.
CONST_PROBES = [(0xF0, None), (0xF8, None), (0xC1, None), (255, 0x3800), (255, 0x3F000000), (255, 0x12345678),
                (255, 0x3FE00000), (255, 0xFFFF8000), (255, 0x40)]
CONST_CLASSES = {
    ("0.5", "0.15915494", "-1", "0x3800", "0.5", "0x12345678", "0x3fe00000", "0xffff8000", "64"): "B32",
    ("0.5", "0.15915494", "-1", "0.5", "0", "0x5678", "0", "0x8000", "64"): "F16",
    ("0x3800", "0x3118", "-1", "0x3800", "0.5", "0x5678", "0x0", "0x8000", "64"): "I16",
    ("0.5", "0.15915494309189532", "-1", "0x3800", "0x3f000000", "0x12345678", "0.5", "0xffff8000", "0x40"): "F64",
    ("0.5", "0.15915494309189532", "-1", "0x3800", "0x3f000000", "0x12345678", "0x3fe00000", "0xffff8000",
     "64"): "I64",
    ("0.5", "0.15915494", "-1", "0.5", "0x3f000000", "0x12345678", "0x3fe00000", "0xffff8000", "64"): "V2F16",
    ("0.5", "0.15915494", "-1", "0x3800", "0x3f000000", "0x12345678", "0x3fe00000", "0xffff8000", "64"): "V2I16",
    ("0.5", "0.15915494", "-1", "0x3800", "0", "0x12345678", "0", "0xffff8000", "64"): "BF16",
}


def classify_constants(tokens: tuple) -> str:
    clean = tuple(t.split("/*")[0] for t in tokens)
    if clean not in CONST_CLASSES:
        raise RuntimeError(f"unknown constant signature {clean}")
    return CONST_CLASSES[clean]


# ----------------------------------------------------------------------------------------------------------------
# Encodings. Each describes its dword layout as field -> (dword, lsb, bits), the probe values per field
# and the candidate "base" assignments tried until LLVM decodes one.


@dataclass
class Enc:
    name: str
    dwords: int
    fixed: list            # dword values with the encoding bits set
    opfield: tuple         # (dword, lsb, bits)
    opcodes: range
    fields: dict           # field -> (dword, lsb, bits)
    bases: list            # list of {field: value}
    alts: dict             # field -> alternative value for differential probing
    reg_fields: dict = field(default_factory=dict)  # register number in the base -> field (by first register)


def put(words: list[int], spec: tuple, value: int) -> None:
    dw, lsb, bits = spec
    mask = ((1 << bits) - 1) << lsb
    words[dw] = (words[dw] & ~mask) | ((value << lsb) & mask)


def build(enc: Enc, op: int, values: dict) -> list[int]:
    words = list(enc.fixed)
    put(words, enc.opfield, op)
    for f, v in values.items():
        put(words, enc.fields[f], v)
    return words


V = 256  # VGPR offset in 9-bit source fields


def scalar_encodings() -> list[Enc]:
    src = {"Ssrc0": (0, 0, 8), "Ssrc1": (0, 8, 8), "Sdst": (0, 16, 7)}
    return [
        Enc("Sop2", 1, [0x80000000], (0, 23, 7), range(0x60), src,
            [{"Sdst": 16, "Ssrc0": 32, "Ssrc1": 48}], {"Sdst": 18, "Ssrc0": 34, "Ssrc1": 50}),
        Enc("Sop1", 1, [0xBE800000], (0, 8, 8), range(256), {"Ssrc0": (0, 0, 8), "Sdst": (0, 16, 7)},
            [{"Sdst": 16, "Ssrc0": 32}, {"Sdst": 0, "Ssrc0": 32}, {"Sdst": 16, "Ssrc0": 0}, {"Sdst": 0, "Ssrc0": 0},
             {"Sdst": 16, "Ssrc0": 0xC1}],
            {"Sdst": 18, "Ssrc0": 34}),
        Enc("Sopc", 1, [0xBF000000], (0, 16, 7), range(128), {"Ssrc0": (0, 0, 8), "Ssrc1": (0, 8, 8)},
            [{"Ssrc0": 32, "Ssrc1": 48}], {"Ssrc0": 34, "Ssrc1": 50}),
        Enc("Sopk", 1, [0xB0000000], (0, 23, 5), range(0x1D), {"Sdst": (0, 16, 7), "Simm16": (0, 0, 16)},
            [{"Sdst": 16, "Simm16": 0x10}, {"Sdst": 0, "Simm16": 0x10}],
            {"Sdst": 18, "Simm16": 0x0C}),
        Enc("Sopp", 1, [0xBF800000], (0, 16, 7), range(128), {"Simm16": (0, 0, 16)},
            [{"Simm16": 0x10}, {"Simm16": 0}], {"Simm16": 0x0C}),
    ]


def valu_encodings() -> list[Enc]:
    vop3 = {"Vdst": (0, 0, 8), "Src0": (1, 0, 9), "Src1": (1, 9, 9), "Src2": (1, 18, 9), "Vop3Sdst": (0, 8, 7)}
    bases3 = []
    for s0, s1, s2 in [(V + 20, V + 40, V + 60), (V + 20, V + 40, 0), (V + 20, 0, 0), (0, 0, 0),
                       (V + 20, 32, 48), (V + 20, 32, 0), (V + 20, V + 40, 106), (32, 0, 0), (V + 20, 32, V + 60),
                       (V + 20, V + 40, 32)]:
        bases3.append({"Vdst": 80, "Src0": s0, "Src1": s1, "Src2": s2})
    bases3 += [dict(b, Vdst=0) for b in bases3]
    return [
        Enc("Vop1", 1, [0x7E000000], (0, 9, 8), range(256), {"Src0": (0, 0, 9), "Vdst": (0, 17, 8)},
            [{"Vdst": 80, "Src0": V + 20}, {"Vdst": 0, "Src0": 0}, {"Vdst": 80, "Src0": 0}, {"Vdst": 0, "Src0": V + 20},
             {"Vdst": 80, "Src0": 32}],
            {"Vdst": 82, "Src0": V + 22}),
        Enc("Vop2", 1, [0x00000000], (0, 25, 6), range(0x3E), {"Src0": (0, 0, 9), "Vsrc1": (0, 9, 8),
                                                                "Vdst": (0, 17, 8)},
            [{"Vdst": 80, "Src0": V + 20, "Vsrc1": 40}], {"Vdst": 82, "Src0": V + 22, "Vsrc1": 42}),
        Enc("Vopc", 1, [0x7C000000], (0, 17, 8), range(256), {"Src0": (0, 0, 9), "Vsrc1": (0, 9, 8)},
            [{"Src0": V + 20, "Vsrc1": 40}], {"Src0": V + 22, "Vsrc1": 42}),
        Enc("Vop3", 2, [0xD4000000, 0], (0, 16, 10), range(1024), vop3, bases3,
            {"Vdst": 82, "Src0": V + 22, "Src1": V + 42, "Src2": V + 62, "Vop3Sdst": 8}),
        Enc("Vop3p", 2, [0xCC004000, 3 << 27], (0, 16, 7), range(128), vop3, bases3,
            {"Vdst": 82, "Src0": V + 22, "Src1": V + 42, "Src2": V + 62}),
        Enc("Vinterp", 2, [0xCD000000, 0], (0, 16, 7), range(128), vop3, bases3,
            {"Vdst": 82, "Src0": V + 22, "Src1": V + 42, "Src2": V + 62}),
    ]


# Modifier bits probed per encoding: (dword, bit) -> name used below.
VOP3_MOD_BITS = {(0, 8): "abs0", (0, 9): "abs1", (0, 10): "abs2", (0, 11): "opsel0", (0, 12): "opsel1",
                 (0, 13): "opsel2", (0, 14): "opsel3", (0, 15): "clamp", (1, 27): "omod0", (1, 28): "omod1",
                 (1, 29): "neg0", (1, 30): "neg1", (1, 31): "neg2"}
VOP3P_MOD_BITS = {(0, 8): "neghi0", (0, 9): "neghi1", (0, 10): "neghi2", (0, 11): "opsel0", (0, 12): "opsel1",
                  (0, 13): "opsel2", (0, 14): "opselhi2", (0, 15): "clamp", (1, 27): "opselhi0", (1, 28): "opselhi1",
                  (1, 29): "neglo0", (1, 30): "neglo1", (1, 31): "neglo2"}
VINTERP_MOD_BITS = {(0, 8): "waitexp0", (0, 11): "opsel0", (0, 12): "opsel1", (0, 13): "opsel2", (0, 14): "opsel3",
                    (0, 15): "clamp", (1, 29): "neg0", (1, 30): "neg1", (1, 31): "neg2"}


# ----------------------------------------------------------------------------------------------------------------
# Generic differential probing


def diff_index(a: list[str], b: list[str]) -> int | None:
    if len(a) != len(b):
        return None
    d = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
    return d[0] if len(d) == 1 else None


def find_bases(family: str, enc: Enc) -> dict[int, tuple[dict, object]]:
    """opcode -> (first base assignment LLVM decodes cleanly, its Decoded). Every (base, opcode) probe is decoded in
    one llvm-objdump run; the corpus gets, base by base, the probes of the opcodes no earlier base decoded cleanly."""
    pairs = [(base, op) for base in enc.bases for op in enc.opcodes]
    probes = [build(enc, op, base) for base, op in pairs]
    res = disassemble(family, probes)
    found: dict[int, tuple] = {}
    asked = []
    for (base, op), probe, r in zip(pairs, probes, res):
        if op in found:
            continue
        asked.append((probe, r))
        if r is not None and base_size_ok(enc, r) and "Invalid" not in r.text:
            found[op] = (base, r)
    add_to_corpus(family, [p for p, _ in asked], [r for _, r in asked])
    # Second chance: accept "Invalid register" decodes (LLVM still prints them, e.g. v_permlane16 with VGPRs).
    for (base, op), r in zip(pairs, res):
        if op not in found and r is not None and base_size_ok(enc, r):
            found[op] = (base, r)
    return found


def base_size_ok(enc: Enc, r) -> bool:
    """The probe's own dwords, or one more when a mandatory literal swallowed the padding dword."""
    return r.size == 4 * enc.dwords or (r.size == 4 * enc.dwords + 4 and "0xbf9f0000" in r.text)


def map_fields(family: str, enc: Enc, bases: dict) -> dict[int, dict[str, int]]:
    """opcode -> {field: printed operand index}."""
    ops = sorted(bases)
    result = {op: {} for op in ops}
    fields = list(enc.alts.items())
    decoded = iter(disassemble(family, [build(enc, op, dict(bases[op][0], **{f: alt})) for f, alt in fields for op in ops]))
    for f, alt in fields:
        for op, r in zip(ops, decoded):
            if r is None or r.size != bases[op][1].size:
                continue
            m0, ops0, mods0 = parse(bases[op][1].text)
            m1, ops1, mods1 = parse(r.text)
            i = diff_index(ops0, ops1)
            if i is not None and m0 == m1 and mods0 == mods1:
                result[op][f] = i
    return result


def widths(family: str, enc: Enc, bases: dict, wave64: bool) -> dict[int, list]:
    ops = sorted(bases)
    res = disassemble(family, [build(enc, op, bases[op][0]) for op in ops], wave64=wave64, corpus=wave64)
    return {op: (parse(r.text)[1] if r else None) for op, r in zip(ops, res)}


# ----------------------------------------------------------------------------------------------------------------
# Per-encoding record construction

SLOT = {"Vdst": 0, "Sdst": 0, "Vop3Sdst": 1, "Src0": 2, "Ssrc0": 2, "Simm16": 2, "Src1": 3, "Vsrc1": 3,
        "Ssrc1": 3, "Src2": 4, "LiteralK": 4, "SimmLiteral": 3}


def operand_token_width(tok: str) -> int:
    rw = reg_width(tok)
    if rw:
        return rw[2]
    vw = vcc_width(tok)
    return vw or 1


def strip_suffix(mnemonic: str) -> tuple[str, list[str]]:
    for suf, flag in (("_e32", "E32Suffix"), ("_e64", "E64Suffix")):
        if mnemonic.endswith(suf):
            return mnemonic[: -len(suf)], [flag]
    return mnemonic, []


def generate_generic(family: str, enc: Enc, skip: set[int]) -> list[Record]:
    bases = find_bases(family, enc)
    for op in skip:
        bases.pop(op, None)
    fmap = map_fields(family, enc, bases)
    w32 = widths(family, enc, bases, False)
    w64 = widths(family, enc, bases, True)
    records = []
    for op in sorted(bases):
        base, dec = bases[op]
        mnemonic, toks, mods = parse(dec.text)
        by_index = {i: f for f, i in fmap[op].items()}
        operands = []
        for i, tok in enumerate(toks):
            t64 = w64[op][i] if w64[op] and len(w64[op]) == len(toks) else tok
            f = by_index.get(i)
            if f is None:
                f = "Vcc" if vcc_width(tok) else "Unknown"   # Unknown: resolved by the encoding's own pass
            slot = SLOT.get(f, 4)
            if f == "Vcc":
                slot = 0 if i == 0 else (1 if i == 1 and operands and operands[0].slot == 0 else 4)
            flags = []
            rw = reg_width(tok)
            if f in ("Vdst",) and rw and rw[0] == "s":
                flags.append("SgprDst")
            if rw and tok.split("/*")[0].endswith((".l", ".h")):
                flags.append("Half")
            operands.append(Operand(f, slot, operand_token_width(tok), operand_token_width(t64), flags=flags))
        name, sfx = strip_suffix(mnemonic)
        rec = Record(enc.name, op, name, "", operands, sfx)
        rec.family = family  # type: ignore[attr-defined]
        rec.base = base  # type: ignore[attr-defined]
        rec.size = dec.size  # type: ignore[attr-defined]
        rec.base_text = dec.text  # type: ignore[attr-defined]
        records.append(rec)
    return records


def probe_constants(family: str, enc: Enc, records: list[Record]) -> None:
    """Fill Operand.cls for every source field that can hold a constant."""
    src_fields = [f for f in ("Src0", "Src1", "Src2", "Ssrc0", "Ssrc1") if f in enc.fields]
    for f in src_fields:
        jobs = [(r, i) for r in records for i, o in enumerate(r.operands) if o.field == f]
        probes = []
        for r, _ in jobs:
            for value, lit in CONST_PROBES:
                w = build(enc, r.opcode, dict(r.base, **{f: value}))
                probes.append(w + ([lit] if lit is not None else []))
        res = disassemble(family, probes, corpus=True)
        n = len(CONST_PROBES)
        for k, (r, i) in enumerate(jobs):
            toks = []
            for (value, lit), d in zip(CONST_PROBES, res[k * n:(k + 1) * n]):
                want = r.size if "Literal" in r.flags else 4 * enc.dwords + (4 if lit is not None else 0)
                if d is None or d.size != want:
                    toks.append(None)
                    continue
                _, ops, _ = parse(d.text)
                toks.append(ops[i] if i < len(ops) else None)
            if all(t is None for t in toks) or any(t is not None and "(" in t for t in toks):
                continue
            if any(t is None for t in toks):
                raise RuntimeError(f"{family} {r.mnemonic} {f}: partial constant support {toks}")
            r.operands[i].cls = classify_constants(tuple(toks))
            if any("Invalid immediate" in t for t in toks):
                r.operands[i].flags.append("NoImm")


def probe_register_files(family: str, enc: Enc, records: list[Record]) -> None:
    """Mark operands whose LLVM register class excludes VGPRs or SGPRs (LLVM then prints a comment)."""
    for f in [f for f in ("Src0", "Src1", "Src2") if f in enc.fields]:
        jobs = [(r, i) for r in records for i, o in enumerate(r.operands) if o.field == f]
        probes = []
        for r, i in jobs:
            probes.append(build(enc, r.opcode, dict(r.base, **{f: V + 100})))
            probes.append(build(enc, r.opcode, dict(r.base, **{f: 64})))
        res = disassemble(family, probes)
        for k, (r, i) in enumerate(jobs):
            for d, flag in ((res[2 * k], "NoVgpr"), (res[2 * k + 1], "NoSgpr")):
                if d is None:
                    continue
                _, ops, _ = parse(d.text)
                if i < len(ops) and "Invalid register" in ops[i]:
                    cls = re.search(r"operand has '([^']+)' register class", ops[i]).group(1)
                    r.operands[i].flags.append(flag)
                    r.operands[i].regclass = cls  # type: ignore[attr-defined]


def probe_modifiers(family: str, enc: Enc, records: list[Record], bits: dict) -> None:
    probes = []
    for r in records:
        for (dw, b) in bits:
            w = build(enc, r.opcode, r.base)
            w[dw] ^= 1 << b
            probes.append(w)
    res = disassemble(family, probes, corpus=True)
    n = len(bits)
    for k, r in enumerate(records):
        m0, ops0, mods0 = parse(r.base_text)
        opsel_bits = {}
        for (key, name), d in zip(bits.items(), res[k * n:(k + 1) * n]):
            if d is None or d.size != r.size:
                continue
            m1, ops1, mods1 = parse(d.text)
            if ops1 != ops0 and len(ops1) == len(ops0):
                i = diff_index(ops0, ops1)
                if i is None:
                    continue
                if ops1[i].startswith("-") or ops1[i].startswith("neg("):
                    r.operands[i].flags.append("Neg")
                elif ops1[i].startswith("|"):
                    r.operands[i].flags.append("Abs")
                elif ops1[i].startswith("sext("):
                    r.operands[i].flags.append("Sext")
                elif ops1[i].endswith(".h"):
                    r.operands[i].flags.append("OpselHalf")
                continue
            added = [t for t in mods1 if t not in mods0]
            for t in added:
                if t == "clamp":
                    r.flags.append("Clamp")
                elif t.startswith(("mul:", "div:")):
                    if "Omod" not in r.flags:
                        r.flags.append("Omod")
                elif t.startswith("op_sel:["):
                    opsel_bits[name] = t
                elif t.startswith("op_sel_hi:[") and "OpSelHi" not in r.flags:
                    r.flags.append("OpSelHi")
                elif t.startswith("neg_lo:[") and "NegLo" not in r.flags:
                    r.flags.append("NegLo")
                elif t.startswith("neg_hi:[") and "NegHi" not in r.flags:
                    r.flags.append("NegHi")
                elif t.startswith("wait_exp:") and "WaitExp" not in r.flags:
                    r.flags.append("WaitExp")
                elif t.startswith("byte_sel:"):
                    # gfx12 fp8 conversions: byte_sel in op_sel [12:11] (reversed) or [14:13]
                    flag = "ByteSelLow" if name in ("opsel0", "opsel1") else "ByteSelHigh"
                    if flag not in r.flags:
                        r.flags.append(flag)
        if opsel_bits:
            sample = next(iter(opsel_bits.values()))
            r.opsel_count = len(sample[len("op_sel:["):-1].split(","))
            r.flags.append("OpSel")
            if "opsel3" in opsel_bits and r.opsel_count == sum(1 for o in r.operands if o.field.startswith("Src")) + 1:
                r.flags.append("OpSelDst")
        # VOP3P bases set op_sel_hi to ones: printing it then means the default is zero (v_fma_mix*).
        if any(t.startswith("op_sel_hi:[") for t in mods0):
            r.flags.append("OpSelHiDefaultZero")


def probe_dpp(family: str, enc: Enc, records: list[Record]) -> None:
    """Does LLVM accept the instruction with DPP16 / DPP8 (src0 = 0xFA / 0xE9 plus a DPP dword)?"""
    dpp16 = (20) | (0xE4 << 8) | (0xF << 24) | (0xF << 28)
    dpp8 = 20 | (0o76543210 << 8)
    probes = []
    for r in records:
        for marker, word in ((0xFA, dpp16), (0xE9, dpp8)):
            w = build(enc, r.opcode, dict(r.base, Src0=marker))
            probes.append(w + [word])
    res = disassemble(family, probes, corpus=True)
    for k, r in enumerate(records):
        for flag, d in (("Dpp16", res[2 * k]), ("Dpp8", res[2 * k + 1])):
            if d is not None and d.size == 4 * enc.dwords + 4:
                r.flags.append(flag)
    if enc.name == "Vop3":
        return
    # VOP1/VOP2/VOPC DPP16 words carry neg/abs of the two sources in bits 20-23.
    dpp_records = [r for r in records if "Dpp16" in r.flags]
    probes = []
    for r in dpp_records:
        probes.append(build(enc, r.opcode, dict(r.base, Src0=0xFA)) + [dpp16])
        probes += [build(enc, r.opcode, dict(r.base, Src0=0xFA)) + [dpp16 | 1 << b] for b in (20, 21, 22, 23)]
    res = disassemble(family, probes, corpus=True)
    for k, r in enumerate(dpp_records):
        base = res[5 * k]
        if base is None:
            continue
        _, ops0, _ = parse(base.text)
        srcs = [i for i, o in enumerate(r.operands) if o.field in ("Src0", "Vsrc1")]
        for (bit, src, flag), d in zip(((20, 0, "Neg"), (21, 0, "Abs"), (22, 1, "Neg"), (23, 1, "Abs")),
                                       res[5 * k + 1:5 * k + 5]):
            if d is None or src >= len(srcs):
                continue
            _, ops1, _ = parse(d.text)
            i = srcs[src]
            if len(ops1) == len(ops0) and ops1[i] != ops0[i]:
                if ops1[i].startswith("sext("):
                    flag = "Sext"   # integer sources: the neg bit is sign extension
                if flag not in r.operands[i].flags:
                    r.operands[i].flags.append(flag)


def probe_literal(family: str, enc: Enc, records: list[Record]) -> None:
    """Instructions whose printed operands include the padding dword take a mandatory literal (fmaak/fmamk); a zero
    literal shows whether LLVM prints it as 32-bit hex (v_fmaak_f32 ..., 0x0) or like an immediate (s_setreg_imm32)."""
    for r in records:
        _, toks, _ = parse(r.base_text)
        for i, (o, t) in enumerate(zip(r.operands, toks)):
            if t == "0xbf9f0000":
                zero = disassemble(family, [build(enc, r.opcode, r.base) + [0]])[0]
                o.field, o.slot = "LiteralK", 4
                o.cls = "Hex" if parse(zero.text)[1][i] == "0x0" else "Imm"
                r.flags.append("Literal")


# ----------------------------------------------------------------------------------------------------------------


def generate_valu(family: str) -> list[Record]:
    out = []
    for enc in valu_encodings():
        skip = set()
        if enc.name == "Vop3p":
            skip = matrix_opcodes(family)  # WMMA/SWMMAC come from matrix_ops.h
        recs = generate_generic(family, enc, skip)
        # Mandatory literal: the base decodes with the padding dword swallowed -> size mismatch; retry with one.
        probe_literal(family, enc, recs)
        probe_constants(family, enc, recs)
        probe_register_files(family, enc, recs)
        bits = {"Vop3": VOP3_MOD_BITS, "Vop3p": VOP3P_MOD_BITS, "Vinterp": VINTERP_MOD_BITS}.get(enc.name)
        if bits:
            probe_modifiers(family, enc, recs, bits)
        if enc.name in ("Vop1", "Vop2", "Vopc", "Vop3"):
            probe_dpp(family, enc, recs)
        out += recs
    return out


BRANCHES = re.compile(r"^(s_branch|s_cbranch_\w+|s_call_b64)$")


def immediate_format(mnemonic: str, tok12: str, tok16: str, tok1234: str) -> str:
    """How a 16-bit immediate prints, from its text with the values 0x0C, 0x10 and 0x1234."""
    if BRANCHES.match(mnemonic):
        return "Branch"
    if mnemonic == "s_version":
        return "Version"
    for prefix, fmt in (("sendmsg(", "SendMsg"), ("hwreg(", "Hwreg"), ("vmcnt(", "Waitcnt"),
                        ("instskip(", "DelayAlu"), ("instid", "DelayAlu"), ("depctr_", "DepCtr")):
        if tok16.startswith(prefix) or tok12.startswith(prefix):
            return fmt
    if (tok12, tok16, tok1234) == ("12", "16", "4660"):
        return "Dec"
    if (tok12, tok16, tok1234) == ("12", "16", "0x1234"):
        return "Imm"   # LLVM's printImmediate32: inline-range integers in decimal, others in hex
    if (tok12, tok16, tok1234) == ("0xc", "0x10", "0x1234"):
        return "Hex"
    raise RuntimeError(f"{mnemonic}: unknown immediate format {tok12!r} {tok16!r}")


def generate_scalar(family: str) -> list[Record]:
    out = []
    for enc in scalar_encodings():
        recs = generate_generic(family, enc, set())
        probe_literal(family, enc, recs)
        probe_constants(family, enc, recs)
        # Immediate operands: three values each (12, 16, 0x1234), and for SOPP the value 0, all in one objdump run.
        immediates, zero = [], []   # (record, operand index, probes); records whose immediate may be omitted
        for r in recs:
            for o in r.operands:
                o.field = {"Vdst": "Sdst"}.get(o.field, o.field)
            imm = [i for i, o in enumerate(r.operands) if o.field in ("Simm16",)]
            special = [i for i, o in enumerate(r.operands) if o.field in ("Ssrc0", "Ssrc1") and o.cls == "None"]
            for i in imm + special:
                f = r.operands[i].field
                values = (0x0C, 0x10, 0x1234) if f == "Simm16" else (0x0C, 0x10, 0x10)
                immediates.append((r, i, [build(enc, r.opcode, dict(r.base, **{f: v})) for v in values]))
            if enc.name == "Sopp" and imm:
                zero.append(r)
        decoded = iter(disassemble(family, [p for _, _, probes in immediates for p in probes]
                                   + [build(enc, r.opcode, dict(r.base, Simm16=0)) for r in zero]))
        for r, i, _ in immediates:
            toks = [parse(d.text)[1][i] if d else "" for d in (next(decoded), next(decoded), next(decoded))]
            if r.operands[i].field != "Simm16":
                toks[2] = "4660"
            r.operands[i].cls = immediate_format(r.mnemonic, *toks)
        for r in zero:
            # An immediate LLVM prints only when non-zero (s_endpgm N).
            d = next(decoded)
            if d is not None and d.size == 4 and not parse(d.text)[1]:
                r.flags.append("OptionalImm")
        out += recs
    return out


def memory_encodings(family: str) -> list[Enc]:
    encs = []
    if family == "gfx11":
        smem = {"Sbase": (0, 0, 6), "Sdata": (0, 6, 7), "Soffset": (1, 25, 7), "Offset": (1, 0, 21)}
        encs.append(Enc("Smem", 2, [0xF4000000, 0], (0, 18, 8), range(256), smem,
                        [{"Sbase": 2, "Sdata": 16, "Soffset": 0x7C, "Offset": 0x10},
                         {"Sbase": 2, "Sdata": 0, "Soffset": 0x7C, "Offset": 0x10},
                         {"Sbase": 0, "Sdata": 0, "Soffset": 0, "Offset": 0}],
                        {"Sbase": 6, "Sdata": 32}))
    else:
        smem = {"Sbase": (0, 0, 6), "Sdata": (0, 6, 7), "Soffset": (1, 25, 7), "Offset": (1, 0, 24)}
        encs.append(Enc("Smem", 2, [0xF4000000, 0], (0, 13, 8), range(64), smem,
                        [{"Sbase": 2, "Sdata": 16, "Soffset": 0x7C, "Offset": 0x10},
                         {"Sbase": 2, "Sdata": 0, "Soffset": 0x7C, "Offset": 0x10},
                         {"Sbase": 0, "Sdata": 0, "Soffset": 0x7C, "Offset": 0x10},
                         {"Sbase": 0, "Sdata": 0, "Soffset": 0, "Offset": 0}],
                        {"Sbase": 6, "Sdata": 32}))
    ds = {"Addr": (1, 0, 8), "Data0": (1, 8, 8), "Data1": (1, 16, 8), "Vdst": (1, 24, 8), "Offset0": (0, 0, 8),
          "Offset1": (0, 8, 8)}
    ds_bases = []
    for a in (20, 0):
        for d0, d1, vd in [(40, 60, 80), (40, 60, 0), (40, 0, 80), (40, 0, 0), (0, 0, 80), (0, 0, 0)]:
            ds_bases.append({"Addr": a, "Data0": d0, "Data1": d1, "Vdst": vd, "Offset0": 0x10, "Offset1": 0x08})
    encs.append(Enc("Ds", 2, [0xD8000000, 0], (0, 18, 8), range(256), ds, ds_bases,
                    {"Addr": 22, "Data0": 42, "Data1": 62, "Vdst": 82}))
    if family == "gfx11":
        # MUBUF: clang emits buffer_gl0_inv / buffer_gl1_inv; offen is set so that VADDR prints.
        mubuf = {"Vaddr": (1, 0, 8), "Vdata": (1, 8, 8), "Srsrc": (1, 16, 5), "Soffset": (1, 24, 8),
                 "Offset": (0, 0, 12), "Offen": (1, 22, 1)}
        encs.append(Enc("Mubuf", 2, [0xE0000000, 0], (0, 18, 8), range(256), mubuf,
                        [{"Vaddr": 20, "Vdata": 40, "Srsrc": 2, "Soffset": 3, "Offset": 0x10, "Offen": 1},
                         {"Vaddr": 0, "Vdata": 0, "Srsrc": 0, "Soffset": 0, "Offset": 0, "Offen": 0}],
                        {"Vaddr": 22, "Vdata": 42, "Srsrc": 4, "Soffset": 5}))
        flat = {"Vaddr": (1, 0, 8), "Vdata": (1, 8, 8), "Saddr": (1, 16, 7), "Vdst": (1, 24, 8), "Offset": (0, 0, 13),
                "Sve": (1, 23, 1)}
        for seg, name, saddrs in ((0, "Flat", [0x7C]), (1, "Scratch", [4, 0x7C]), (2, "Global", [4, 0x7C])):
            bases = []
            for sa in saddrs:
                for va, vd, dd in [(20, 80, 40), (20, 80, 0), (20, 0, 40), (0, 80, 0), (0, 0, 40), (20, 0, 0),
                                   (0, 80, 40)]:
                    for sve in ((1, 0) if seg == 1 else (0,)):
                        bases.append({"Vaddr": va, "Vdata": dd, "Saddr": sa, "Vdst": vd, "Offset": 0x10, "Sve": sve})
            encs.append(Enc(name, 2, [0xDC000000 | seg << 16, 0], (0, 18, 7), range(128), flat, bases,
                            {"Vaddr": 22, "Vdata": 42, "Vdst": 82, "Saddr": 6}))
    else:
        # VBUFFER (LLVM BUFInstructions.td, VBUFFER_Real): soffset [6:0], op [21:14], tfe [22], vdata [39:32],
        # srsrc [49:41] (first SGPR), th/scope as VFLAT, format [61:55] (typed forms), offen [62], idxen [63],
        # vaddr [71:64], offset [95:72]. offen is set so that VADDR prints.
        vbuffer = {"Soffset": (0, 0, 7), "Vdata": (1, 0, 8), "Srsrc": (1, 9, 7), "Format": (1, 23, 7),
                   "Offen": (1, 30, 1), "Vaddr": (2, 0, 8), "Offset": (2, 8, 24)}
        encs.append(Enc("Vbuffer", 3, [0xC4000000, 0, 0], (0, 14, 8), range(0x80), vbuffer,
                        [{"Vaddr": 20, "Vdata": 40, "Srsrc": 8, "Soffset": 3, "Offset": 0x10, "Offen": 1,
                          "Format": 1},
                         {"Vaddr": 0, "Vdata": 0, "Srsrc": 0, "Soffset": 0, "Offset": 0, "Offen": 0, "Format": 1}],
                        {"Vaddr": 22, "Vdata": 42, "Srsrc": 16, "Soffset": 5}))
        flat = {"Saddr": (0, 0, 7), "Vdst": (1, 0, 8), "Sve": (1, 17, 1), "Vdata": (1, 23, 8), "Vaddr": (2, 0, 8),
                "Offset": (2, 8, 24)}
        for seg, name, saddrs in ((0, "VFlat", [0x7C]), (1, "VScratch", [4, 0x7C]), (2, "VGlobal", [4, 0x7C])):
            bases = []
            for sa in saddrs:
                for va, vd, dd in [(20, 80, 40), (20, 80, 0), (20, 0, 40), (0, 80, 0), (0, 0, 40), (20, 0, 0),
                                   (0, 80, 40)]:
                    for sve in ((1, 0) if seg == 1 else (0,)):
                        bases.append({"Vaddr": va, "Vdata": dd, "Saddr": sa, "Vdst": vd, "Offset": 0x10, "Sve": sve})
            encs.append(Enc(name, 3, [0xEC000000 | seg << 24, 0, 0], (0, 14, 8), range(256), flat, bases,
                            {"Vaddr": 22, "Vdata": 42, "Vdst": 82, "Saddr": 6}))
    return encs


# Cache-policy / memory modifier bits probed per encoding.
MEM_MOD_BITS = {
    ("gfx11", "Smem"): {(0, 13): "dlc", (0, 14): "glc"},
    ("gfx12", "Smem"): {(0, 21): "scope0", (0, 22): "scope1", (0, 23): "th0", (0, 24): "th1", (0, 25): "th2"},
    ("gfx11", "Ds"): {(0, 17): "gds"},
    ("gfx11", "Mubuf"): {(0, 12): "slc", (0, 13): "dlc", (0, 14): "glc"},
    ("gfx12", "Ds"): {},
    ("gfx12", "Vbuffer"): {(1, 18): "scope0", (1, 19): "scope1", (1, 20): "th0", (1, 21): "th1", (1, 22): "th2"},
}
for _seg in ("Flat", "Scratch", "Global"):
    MEM_MOD_BITS[("gfx11", _seg)] = {(0, 13): "dlc", (0, 14): "glc", (0, 15): "slc"}
for _seg in ("VFlat", "VScratch", "VGlobal"):
    MEM_MOD_BITS[("gfx12", _seg)] = {(1, 18): "scope0", (1, 19): "scope1", (1, 20): "th0", (1, 21): "th1",
                                     (1, 22): "th2"}


def generate_memory(family: str) -> list[Record]:
    out = []
    for enc in memory_encodings(family):
        recs = generate_generic(family, enc, set(range(0x57, 0x59)) if enc.name == "VGlobal" else set())
        for r in recs:
            _, toks, mods = parse(r.base_text)
            for i, o in enumerate(r.operands):
                if o.field == "Sdata" and toks[i].isdigit():
                    o.field = "SdataImm"   # s_atc_probe: the sdata field is a number
                if o.field == "Unknown":
                    o.field = {"Smem": "SmemOffset"}.get(enc.name, "Off") if toks[i] in ("0x10", "off", "null") \
                        else "Unknown"
                    o.slot = 3
                    if toks[i].isdigit():
                        o.field, o.slot = "SdataImm", 0
                if o.field in ("Sdata", "SdataImm"):
                    o.slot = 0
                elif o.field in ("Vaddr", "Addr", "Sbase"):
                    o.slot = 2
                elif o.field in ("Vdata", "Data0"):
                    o.slot = 3
                elif o.field in ("Saddr", "Data1", "Srsrc"):
                    o.slot = 4
                elif o.field == "Soffset":
                    o.slot = 1
            for t in mods:
                if t.startswith("offset0:"):
                    r.flags.append("Offset01")
                elif t.startswith("offset:swizzle"):
                    r.flags.append("Swizzle")
                elif t.startswith("offset:"):
                    r.flags.append("Offset")
        bits = MEM_MOD_BITS.get((family, enc.name), {})
        probes = []
        for r in recs:
            for (dw, b) in bits:
                w = build(enc, r.opcode, r.base)
                w[dw] ^= 1 << b
                probes.append(w)
        res = disassemble(family, probes, corpus=True)
        n = len(bits)
        for k, r in enumerate(recs):
            _, ops0, mods0 = parse(r.base_text)
            for (key, name), d in zip(bits.items(), res[k * n:(k + 1) * n]):
                if d is None:
                    continue
                _, ops1, mods1 = parse(d.text)
                added = [t for t in mods1 if t not in mods0]
                if len(ops1) == len(ops0) + 1 and name in ("glc", "th0"):
                    # Atomics: glc (gfx11) / th[0] (gfx12) selects the returning form, which prints a destination.
                    r.flags.append("ReturnsWithGlc" if name == "glc" else "ReturnsWithTh0")
                    w = operand_token_width(ops1[0])
                    r.operands.insert(0, Operand("Vdst", 0, w, w, flags=["IfReturns"]))
                for t in added:
                    for prefix, flag in (("glc", "Glc"), ("slc", "Slc"), ("dlc", "Dlc"), ("gds", "Gds"),
                                         ("th:TH_LOAD", "ThLoad"), ("th:TH_STORE", "ThStore"),
                                         ("th:TH_ATOMIC", "ThAtomic"), ("scope:", "Scope")):
                        if t.startswith(prefix) and flag not in r.flags:
                            r.flags.append(flag)
        out += recs
    return out


def generate_vopd(family: str) -> list[Record]:
    """VOPD: dual-issue pairs. X opcodes [25:22], Y opcodes [21:17]; each half becomes its own record."""
    probes, pairs = [], []
    for vx in (40, 0):
        for vy in (70, 0):
            for ox in range(16):
                for oy in range(32):
                    w0 = 0xC8000000 | ox << 22 | oy << 17 | vx << 9 | (V + 20)
                    w1 = (V + 60) | vy << 9 | (91 >> 1) << 17 | 80 << 24
                    probes.append([w0, w1])
                    pairs.append((ox, oy))
    res = disassemble(family, probes, corpus=True)
    xs, ys = {}, {}
    for (ox, oy), d in zip(pairs, res):
        if d is None or " :: " not in d.text:
            continue
        a, b = d.text.split(" :: ")
        xs.setdefault(ox, a)
        ys.setdefault(oy, b)
    out = []
    for enc, table, regs in (("VopdX", xs, {"80": "Vdst", "20": "Src0", "40": "Vsrc1"}),
                             ("VopdY", ys, {"91": "Vdst", "60": "Src0", "70": "Vsrc1"})):
        for op, text in sorted(table.items()):
            mnemonic, toks, _ = parse(text)
            operands = []
            for t in toks:
                rw = reg_width(t)
                if rw and str(rw[1]) in regs:
                    f = regs[str(rw[1])]
                elif t.startswith("0x"):
                    f = "LiteralK"
                elif vcc_width(t):
                    f = "Vcc"
                else:
                    raise RuntimeError(f"VOPD {text}: operand {t}")
                operands.append(Operand(f, SLOT[f] if f != "Vcc" else 4, 1, 1 if f != "Vcc" else 2,
                                        "B32" if f in ("Src0", "LiteralK") else "None"))
            rec = Record(enc, op, mnemonic, "", operands, ["Literal"] if "LiteralK" in [o.field for o in operands]
                         else [])
            rec.base_text = text  # type: ignore[attr-defined]
            out.append(rec)
    return out


# ----------------------------------------------------------------------------------------------------------------
# Semantics keys and timing classes

NAME_SUFFIXES = re.compile(r"(_gfx11|_gfx12|_e32|_e64|_t16|_fake16|_IMM|_SGPR_IMM|_SGPR|_SADDR|_SVS|_ST|_vi|_OFFEN|_IDXEN|_BOTHEN|_OFFSET|_VBUFFER)$")


def semantic_key(llvm_name: str) -> str:
    key = llvm_name
    while True:
        stripped = NAME_SUFFIXES.sub("", key)
        if stripped == key:
            return key
        key = stripped


# SIInstrFlags bits of MCInstrDesc::TSFlags (llvm/lib/Target/AMDGPU/SIDefines.h of LLVM 19, a header LLVM does not
# install).
TS_TRANS = 1 << 16              # transcendental VALU: v_exp/log/rcp/rsq/sqrt/sin/cos (runs on the TRANS unit)
TS_IS_ATOMIC_NO_RET = 1 << 57
TS_IS_ATOMIC_RET = 1 << 58

# Timing classes LLVM has no flag for (only its scheduling model, SISchedule.td, groups them): the FP64 VALU, the
# quarter-rate 32-bit integer multiplies and the 64-bit shifts/adds (the classes of docs/reference/timing.md, measured
# in tests/data/hw-traces), the program-control groups of the SOPP/SOPK/SOP1 space (waits, barriers, end of program,
# messages, sleeps: SOPInstructions.td defines them without a distinguishing flag) and the SALU float opcodes
# (RDNA4 ISA §15 "SALU floating point"). LLVM marks s_subvector_loop_begin/_end (gfx11 SOPK) as conditional
# branches; they run only in the subvector-looping mode no compiler emits, and stay timed and printed as SALU.
QUARTER = re.compile(r"^v_(mul_lo_u32|mul_hi_u32|mul_hi_i32|mad_u64_u32|mad_i64_i32|mad_co_u64_u32|mad_co_i64_i32)$")
SHIFT64 = re.compile(r"^v_(lshlrev_b64|lshrrev_b64|ashrrev_i64|lshl_add_u64|add_nc_u64|sub_nc_u64|mul_u64)$")
# 64-bit compares (float ones included) run as two passes, not at the FP64 rate: the hardware reports every
# v_cmp_*_{f64,i64,u64} and v_cmp_class_f64 of discover_ops as VALUB_2 on gfx1100 and gfx1201 (tests/data/hw-traces).
COMPARE64 = re.compile(r"^v_cmpx?_\w+_(f64|i64|u64)$")
MEMORY_ENCODINGS = ("Flat", "Global", "Scratch", "VFlat", "VGlobal", "VScratch", "Mubuf", "Vbuffer")


def timing_class(r: Record) -> str:
    m, e, f = r.mnemonic, r.encoding, r.llvm or NO_FACTS
    if e in ("Sopp", "Sopk", "Sop1", "Sop2", "Sopc"):
        if (f.branch or f.call) and not m.startswith("s_subvector_loop"):
            return "Branch"
        if m == "s_rfe_b64":
            return "Branch"   # return from the trap handler: writes the PC, but LLVM sets no flag on it
        if m.startswith(("s_waitcnt", "s_wait_")):
            return "Wait"
        if m.startswith(("s_barrier", "s_get_barrier", "s_wakeup_barrier")):
            return "Barrier"
        if m.startswith("s_endpgm"):
            return "EndProgram"
        if m.startswith("s_sendmsg"):
            return "Message"
        if m in ("s_nop", "s_sleep", "s_sleep_var"):
            return "Nop"
        if e == "Sopp":
            return "Hint"
        if re.search(r"_f(16|32)(_|$)", m):
            return "SaluFloat"
        return "Salu"
    if e == "Smem":
        return "Smem"
    if e == "Ds":
        return "Lds"
    if e in MEMORY_ENCODINGS:
        if m.startswith("buffer_gl"):
            return "Hint"   # cache invalidation (buffer_gl0_inv / buffer_gl1_inv)
        if f.tsflags & (TS_IS_ATOMIC_RET | TS_IS_ATOMIC_NO_RET):
            return "VmemAtomic"
        if f.may_store:
            return "VmemStore"
        return "VmemLoad"
    base = m.replace("v_dual_", "v_")
    if COMPARE64.match(base):
        return "Valu64"
    if "_f64" in base:
        return "ValuDouble"  # v_rcp_f64/v_rsq_f64/v_sqrt_f64 too, which LLVM flags TRANS: they run at the FP64 rate
    if f.tsflags & TS_TRANS:
        return "ValuTrans"
    if QUARTER.match(base):
        return "ValuQuarter"
    if SHIFT64.match(base):
        return "Valu64"
    return "Valu"


# ----------------------------------------------------------------------------------------------------------------
# LLVM's instruction tables: scripts/llvm_instr_facts.cpp, compiled against libLLVM (llvm-config-19), prints what
# MCInstrInfo says about every AMDGPU opcode; the records take it by their LLVM opcode name.


@dataclass
class LlvmFacts:
    branch: bool
    conditional_branch: bool
    call: bool
    ret: bool
    may_load: bool
    may_store: bool
    defs: list
    uses: list
    tsflags: int


_LLVM_FACTS: dict[str, LlvmFacts] = {}
NO_FACTS = LlvmFacts(False, False, False, False, False, False, [], [], 0)  # records LLVM 19 cannot decode


def llvm_facts() -> dict[str, LlvmFacts]:
    if not _LLVM_FACTS:
        config = lambda *a: subprocess.run(["llvm-config-19", *a], capture_output=True, text=True,  # noqa: E731
                                           check=True).stdout.split()
        with tempfile.TemporaryDirectory() as tmp:
            exe = os.path.join(tmp, "llvm_instr_facts")
            subprocess.run(["clang++-19", *config("--cxxflags"), os.path.join(ROOT, "scripts", "llvm_instr_facts.cpp"),
                            "-o", exe, *config("--ldflags"), *config("--libs", "amdgpu")], check=True)
            out = subprocess.run([exe], capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            name, bits, defs, uses, tsflags = line.split("\t")
            _LLVM_FACTS[name] = LlvmFacts(*(b == "1" for b in bits), defs.split(",") if defs else [],
                                          uses.split(",") if uses else [], int(tsflags, 16))
    return _LLVM_FACTS


# The implicit registers a record names (InstructionRecord::implicit_defs / implicit_uses), from LLVM's register
# names; the others LLVM lists (MODE, the FLAT_SCR pair, ...) are not modelled.
IMPLICIT_REGISTERS = {"SCC": "Scc", "VCC": "Vcc", "VCC_LO": "Vcc", "VCC_HI": "Vcc", "EXEC": "Exec",
                      "EXEC_LO": "Exec", "EXEC_HI": "Exec", "M0": "M0"}


def implicit(registers: list) -> list:
    return sorted({IMPLICIT_REGISTERS[r] for r in registers if r in IMPLICIT_REGISTERS})


# ----------------------------------------------------------------------------------------------------------------
# The facts LLVM keeps in code rather than in its instruction tables (by mnemonic, the only place that does so).

# Program-control kinds the timing model treats apart from their timing class. LLVM has no table for them
# (GCNHazardRecognizer.cpp and SIInsertWaitcnts.cpp test these opcodes in code): s_delay_alu
# (llvm.org/docs/AMDGPU/gfx11_delay), s_waitcnt_depctr / s_wait_alu (wait for ALU results), the gfx11 s_barrier and
# the gfx12 split barrier s_barrier_signal[_isfirst] / s_barrier_wait (RDNA4 ISA §4.5 "Workgroup barriers").
CONTROL = {
    "s_delay_alu": "DelayAlu",
    "s_waitcnt_depctr": "WaitAlu", "s_wait_alu": "WaitAlu",
    "s_barrier": "BarrierArrive",
    "s_barrier_signal": "BarrierSignal", "s_barrier_signal_isfirst": "BarrierSignal",
    "s_barrier_wait": "BarrierWait",
}

# What the 16-bit immediate of a wait instruction counts (SOPInstructions.td encodings; SIInsertWaitcnts.cpp decodes
# them in code; docs/reference/llvm-facts.md §4.2): gfx11 s_waitcnt packs three counters, the SOPK s_waitcnt_* and
# gfx12 s_wait_*cnt hold one, the gfx12 combined forms load or store in bits [13:8] and dscnt in bits [5:0].
WAIT_IMMEDIATE = {
    "s_waitcnt": "Packed",
    "s_waitcnt_vmcnt": "Load", "s_wait_loadcnt": "Load",
    "s_waitcnt_vscnt": "Store", "s_wait_storecnt": "Store",
    "s_wait_dscnt": "Ds",
    "s_wait_kmcnt": "Km",
    "s_waitcnt_lgkmcnt": "Lgkm",
    "s_waitcnt_expcnt": "Exp", "s_wait_expcnt": "Exp",
    "s_wait_loadcnt_dscnt": "LoadDs",
    "s_wait_storecnt_dscnt": "StoreDs",
}


def add_program_facts(recs: list[Record]) -> None:
    """Control kind, wait immediate and implicit registers of every record. Records without an LLVM opcode (VOPD
    halves, the records LLVM 19 cannot decode) take the implicit registers of a record with the same semantics."""
    facts = llvm_facts()
    by_semantic = {}
    for r in recs:
        r.control = CONTROL.get(r.mnemonic, "None")
        r.wait = WAIT_IMMEDIATE.get(r.mnemonic, "None")
        f = facts.get(r.llvm_name)
        if f is not None:
            r.llvm, r.implicit_defs, r.implicit_uses = f, implicit(f.defs), implicit(f.uses)
            by_semantic.setdefault(r.semantic, r)
    for r in recs:
        if r.llvm is None and r.semantic in by_semantic:
            twin = by_semantic[r.semantic]
            r.llvm, r.implicit_defs, r.implicit_uses = twin.llvm, twin.implicit_defs, twin.implicit_uses


# ----------------------------------------------------------------------------------------------------------------
# Emission

HEADER = """// Generated by scripts/gen_isa_records.py from llvm-mc-19 / llvm-objdump-19 answers. Do not edit by hand:
// change the generator (or add a probe) and rerun it. docs/isa.md explains the columns.
"""


def cxx_operand(o: Operand) -> str:
    if o.field == "Unknown":
        raise RuntimeError("an operand whose field no probe identified")
    flags = "|".join(f"op::k{f}" for f in sorted(set(o.flags))) or "0"
    rc = getattr(o, "regclass", "None")
    return f"{{Field::{o.field}, {o.slot}, {o.w32}, {o.w64}, ValueFormat::{o.cls}, {flags}, RegClass::{rc}}}"


def cxx_program_facts(r: Record) -> str:
    """The record's Program column: designated initializers of the fields that are not the default."""
    fields = []
    if r.control != "None":
        fields.append(f".control = Control::{r.control}")
    if r.wait != "None":
        fields.append(f".wait_counters = WaitCounters::{r.wait}")
    for name, regs in (("defs", r.implicit_defs), ("uses", r.implicit_uses)):
        if regs:
            fields.append(f".implicit_{name} = " + "|".join(f"reg::k{x}" for x in regs))
    return "P{" + ", ".join(fields) + "}"


def cxx_record(r: Record) -> str:
    flags = "|".join(f"rec::k{f}" for f in sorted(set(r.flags))) or "0"
    ops = ", ".join(cxx_operand(o) for o in r.operands)
    return (f"    R(0x{r.opcode:03x}, \"{r.mnemonic}\", S::{r.semantic}, T::{r.timing}, {cxx_program_facts(r)}, {flags}, "
            f"{r.opsel_count}, {{{ops}}}),")


ENCODING_ORDER = ["Sop1", "Sop2", "Sopk", "Sopc", "Sopp", "Smem", "Vop1", "Vop2", "Vopc", "Vop3", "Vop3p",
                  "VopdX", "VopdY", "Vinterp", "Ds", "Flat", "Global", "Scratch", "VFlat", "VGlobal", "VScratch",
                  "Mubuf", "Vbuffer"]


def name_tables(family: str) -> str:
    """Message and hardware-register names LLVM prints for s_sendmsg / s_getreg_b32, by id."""
    msgs = disassemble(family, [[0xBFB60000 | i] for i in range(256)], corpus=True)
    regs = disassemble(family, [[0xB8800000 | 31 << 11 | i] for i in range(64)], corpus=True)
    versions = disassemble(family, [[0xB0800000 | i] for i in range(256)], corpus=True)

    def name(d, prefix):
        m = re.search(prefix + r"\((\w+)", d.text) if d else None
        return m.group(1) if m and not m.group(1).isdigit() else ""
    out = []
    for table, values, prefix in (("SendMsg", msgs, "sendmsg"), ("Hwreg", regs, "hwreg"),
                                  ("Version", versions, "s_version ")):
        if prefix.endswith(" "):
            names = ", ".join('"' + (d.text.split()[1] if "UC_VERSION" in d.text else "") + '"' for d in values)
        else:
            names = ", ".join(f'"{name(d, prefix)}"' for d in values)
        out.append(f"WMMASIM_NAME_TABLE({table}) = {{{names}}};")
    return "\n".join(out) + "\n"


def emit(family: str, records: list[Record]) -> str:
    out = [HEADER, f"// Family {family}: {len(records)} records (WMMA/SWMMAC/global_load_tr come from matrix_ops.h).\n"]
    for enc in ENCODING_ORDER:
        recs = sorted((r for r in records if r.encoding == enc), key=lambda r: r.opcode)
        if not recs:
            continue
        out.append(f"WMMASIM_RECORD_TABLE({enc}) = {{")
        out += [cxx_record(r) for r in recs]
        out.append("};\n")
    out.append(name_tables(family))
    return "\n".join(out)


def emit_semantics(keys: list[str]) -> str:
    body = "\n".join(f"WMMASIM_SEMANTIC({k})" for k in keys)
    return HEADER + "// One X-macro entry per semantics key (LLVM's pseudo-instruction name).\n" + body + "\n"


def rdna35_scalar_records(existing: list[Record]) -> list[Record]:
    """gfx11 family: the SALU float instructions of gfx1150-gfx1152 (RDNA3.5), which gfx1100 lacks. tinygrad's
    gfx1100 discover_ops contains them (hw-traces README §6); LLVM decodes them only for -mcpu=gfx1150."""
    have = {(r.encoding, r.opcode) for r in existing}
    extra = [r for r in generate_scalar("gfx1150") if (r.encoding, r.opcode) not in have]
    for r in extra:
        r.flags.append("Rdna35")
    return extra


# Instructions the hardware has but LLVM 19 cannot decode, found in tests/data/hw-traces discover_ops (tinygrad's
# names in the trace CSVs): VOP3 forms of VOP1 v_mov_b16 (0x180 + 0x1c) and v_readfirstlane_b32 (0x180 + 0x02),
# VOP1 v_swap_b16 (0x66), and gfx12 DS ds_bpermute_fi_b32 (0xcd). Opcodes: AMD RDNA3/RDNA4 ISA opcode tables.
def not_in_llvm_records(family: str) -> list[Record]:
    def op(field, slot, cls="None", flags=()):
        return Operand(field, slot, 1, 1, cls, list(flags))
    recs = [
        Record("Vop3", 0x19C, "v_mov_b16", "", [op("Vdst", 0), op("Src0", 2, "I16")], ["E64Suffix", "NotInLlvm"],
               semantic="V_MOV_B16"),
        Record("Vop3", 0x182, "v_readfirstlane_b32", "", [op("Vdst", 0, flags=["SgprDst"]), op("Src0", 2, "B32")],
               ["E64Suffix", "NotInLlvm"], semantic="V_READFIRSTLANE_B32"),
        Record("Vop1", 0x66, "v_swap_b16", "", [op("Vdst", 0), op("Src0", 2, "I16")], ["E32Suffix", "NotInLlvm"],
               semantic="V_SWAP_B16"),
    ]
    words = [[0xD59C0050, V + 20], [0xD5820010, V + 20], [0x7E00CC00 | 80 << 17 | (V + 20)]]
    if family == "gfx12":
        recs.append(Record("Ds", 0xCD, "ds_bpermute_fi_b32", "", [op("Vdst", 0), op("Addr", 2), op("Data0", 3)],
                           ["Offset", "NotInLlvm"], semantic="DS_BPERMUTE_FI_B32"))
        words.append([0xDB340010, 20 | 40 << 8 | 80 << 24])
    for r, w in zip(recs, words):   # corpus lines: LLVM prints .long for them, wmmasim decodes them
        RECORD_PROBES.setdefault(family, []).append((w, r))
    return recs


def all_records(family: str) -> list[Record]:
    recs = generate_scalar(family) + generate_valu(family) + generate_memory(family)
    names = opcode_names(family, [build_probe(r) for r in recs])
    if family == "gfx11":
        extra = rdna35_scalar_records(recs)
        names += opcode_names("gfx1150", [build_probe(r) for r in extra])
        recs += extra
    for r, n in zip(recs, names):
        r.llvm_name = n
        r.semantic = semantic_key(n)
    recs += not_in_llvm_records(family)
    by_mnemonic = {r.mnemonic: r.semantic for r in recs if r.encoding in ("Vop1", "Vop2")}
    for r in generate_vopd(family):
        r.semantic = by_mnemonic[r.mnemonic.replace("v_dual_", "v_")]
        recs.append(r)
    add_program_facts(recs)
    for r in recs:
        r.timing = timing_class(r)
        if "prefetch" in r.mnemonic:
            r.flags.append("Prefetch")
        if hasattr(r, "base"):
            RECORD_PROBES.setdefault(family, []).append((build_probe(r), r))
    return recs


# Per family: the base probe of every record, written to the corpus as .long lines so that every record is decoded
# at least once even where two records print the same text (v_nop and v_nop_e64 both print "v_nop").
RECORD_PROBES: dict[str, list] = {}


def build_probe(r: Record) -> list[int]:
    enc = {e.name: e for e in scalar_encodings() + valu_encodings() + memory_encodings(r.family)}[r.encoding]
    words = build(enc, r.opcode, r.base)
    if r.size > 4 * enc.dwords:
        words.append(0x12345678)
    return words


# ----------------------------------------------------------------------------------------------------------------
# Test corpus: what LLVM printed for the probes above, plus probes of the matrix instructions, waits, DPP controls,
# swizzles and memory forms; every line must assemble again with llvm-mc-19 (tests/test_isa_disasm_corpus.cpp).


def extra_corpus_probes(family: str) -> None:
    rng = random.Random(19)
    gfx12 = family == "gfx12"
    probes = []
    # WMMA/SWMMAC: every modifier bit, constant C, both wave sizes.
    for op in sorted(matrix_opcodes(family)):
        base = [0xCC004000 | op << 16 | 80, (V + 20) | (V + 40) << 9 | (V + 60) << 18 | 3 << 27]
        probes.append(base)
        for dw, b in list(VOP3P_MOD_BITS):
            w = list(base)
            w[dw] ^= 1 << b
            probes.append(w)
        for c, lit in ((0x80, None), (0xF2, None), (0xC1, None), (0xFF, 0x3F800000), (0xFF, 0x3C00)):
            probes.append([base[0], (base[1] & ~(0x1FF << 18)) | c << 18] + ([lit] if lit is not None else []))
    # Scalar immediates: waits, delays, messages, hardware registers, branches.
    sopp = {0x09: 300, 0x07: 400, 0x08: 300, 0x36: 64, 0x20: 20, 0x22: 20, 0x00: 10, 0x05: 10}
    if gfx12:
        sopp.update({op: 8 for op in (0x40, 0x41, 0x42, 0x43, 0x44, 0x46, 0x47, 0x48, 0x49, 0x14)})
    for op, n in sopp.items():
        values = {0, 0xFFFF, 0xFFFE, 0xFC07, 0x3F7, 0xFF9F, 0xEF9F} | {rng.randrange(0x10000) for _ in range(n)}
        probes += [[0xBF800000 | op << 16 | v] for v in sorted(values)]
    probes += [[0xB8800000 | rng.randrange(0x10000)] for _ in range(64)]  # s_getreg_b32 s0, hwreg(...)
    probes += [[0xB0800000 | v] for v in (0x2006, 0x4006, 0x8006, 0x6006, 0xE000, 0x2100, 0x1006, 0xE009)]
    # DPP16 controls and DPP8 selects on v_mov_b32 / v_add_f32 (VOP1, VOP2, VOP3).
    for ctrl in range(0x200):
        dpp = 20 | ctrl << 8 | rng.choice((0, 1)) << 18 | rng.choice((0, 1)) << 19 | rng.randrange(16) << 24 | \
            rng.randrange(16) << 28 | rng.randrange(16) << 20
        probes.append([0x7E000000 | 80 << 17 | 1 << 9 | 0xFA, dpp])
        probes.append([0x06000000 | 80 << 17 | 40 << 9 | 0xFA, dpp])
        probes.append([0xD5030000 | 80 | rng.randrange(8) << 8 | rng.randrange(2) << 15,
                       0xFA | (V + 40) << 9 | rng.randrange(4) << 27 | rng.randrange(4) << 29, dpp])
    for _ in range(64):
        sel = rng.randrange(1 << 24)
        probes.append([0x7E000000 | 80 << 17 | 1 << 9 | rng.choice((0xE9, 0xEA)), 20 | sel << 8])
        probes.append([0xD5030000 | 80, 0xE9 | (V + 40) << 9, 20 | sel << 8])
    # ds_swizzle_b32 offsets.
    probes += [[0xD8D40000 | v, 20 | 80 << 24] for v in sorted({rng.randrange(0x10000) for _ in range(300)} |
                                                            {0, 0x1F, 0x401F, 0x801F, 0x8000, 0x041F, 0x7C1F})]
    # SMEM offset forms and cache bits (s_load_b32 / s_load_b64).
    opshift = 13 if gfx12 else 18
    for op in (0, 1):
        for soff in (0x7C, 8, 125, 106):
            for off in (0, 0x10, 0xFFFFF0 if gfx12 else 0x1FFFF0, 0x7FFFF if gfx12 else 0xFFFFF):
                for cache in ((0, 1 << 21, 1 << 22, 1 << 23, 1 << 24) if gfx12 else (0, 1 << 13, 1 << 14)):
                    probes.append([0xF4000000 | op << opshift | 16 << 6 | 2 | cache, off | soff << 25])
    # FLAT/GLOBAL/SCRATCH: offsets, SADDR/VADDR forms, cache bits, returning atomics.
    for seg in (0, 1, 2):
        for op in (0x14, 0x17, 0x1A, 0x35, 0x42):
            for saddr in (4, 0x7C):
                for off in (0, 16, -16, 4095, -4096):
                    for sve in (0, 1):
                        for cache in range(8):
                            if gfx12:
                                probes.append([0xEC000000 | seg << 24 | op << 14 | saddr,
                                               80 | sve << 17 | cache << 20 | rng.randrange(4) << 18 | 40 << 23,
                                               20 | (off & 0xFFFFFF) << 8])
                            else:
                                probes.append([0xDC000000 | seg << 16 | op << 18 | (off & 0x1FFF) | cache << 13,
                                               20 | 40 << 8 | saddr << 16 | sve << 23 | 80 << 24])
    if gfx12:  # global_load_tr_b128 / _b64
        for op in (0x57, 0x58):
            for saddr in (4, 0x7C):
                for off in (0, 64, -8):
                    for cache in (0, 1, 2, 5):
                        probes.append([0xEE000000 | op << 14 | saddr, 80 | cache << 20, 20 | (off & 0xFFFFFF) << 8])
    for wave64 in (False, True):
        disassemble(family, probes, wave64=wave64, corpus=True)


def rejected_lines(family: str, lines: list[str], wave64: bool) -> set[int]:
    """1-based numbers of the lines llvm-mc-19 does not assemble."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "c.s")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        cmd = ["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={CPU[family]}",
               "-filetype=obj", path, "-o", os.path.join(tmp, "c.o")]
        if wave64:
            cmd.append("-mattr=+wavefrontsize64")
        run = subprocess.run(cmd, capture_output=True, text=True)
    return {int(m.group(1)) for m in re.finditer(r"c\.s:(\d+):\d+: error", run.stderr)}


def corpus_text(family: str, wave64: bool) -> str:
    """Assembly text where llvm-mc-19 accepts LLVM's own printing, the raw dwords (.long) where it does not (VOPD
    pairs that break register-bank rules, v_nop_e64, ...): either way objdump decodes every line."""
    texts = CORPUS.get((family, wave64), {})
    lines = sorted(t for t in texts if not t.startswith(".long"))
    bad = rejected_lines(family, lines, wave64)
    lines = [line if i not in bad else ".long " + ", ".join(f"0x{w:08x}" for w in texts[line]) + "  ; " + line
             for i, line in enumerate(lines, start=1)]
    if not wave64:
        lines += [".long " + ", ".join(f"0x{w:08x}" for w in words) + f"  ; record {r.encoding} {r.mnemonic}"
                  for words, r in RECORD_PROBES.get(family, [])]
    wave = "wave64 (-mattr=+wavefrontsize64)" if wave64 else "wave32"
    return (f"// {family} {wave}: {len(lines)} instructions as llvm-objdump-19 printed them for the probes of\n"
            "// scripts/gen_isa_records.py (every record with its modifiers, constants, literals and DPP forms, VOPD\n"
            "// pairs, WMMA/SWMMAC, waits, messages, swizzles, memory forms); `.long` lines hold the encodings LLVM decodes\n"
            "// but its assembler does not accept as text. Generated; tests/test_isa_disasm_corpus.cpp\n"
            "// assembles it with llvm-mc-19 and compares wmmasim's disassembly with llvm-objdump-19's.\n"
            + "\n".join(lines) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="fail if the committed files differ")
    args = ap.parse_args()
    outputs = {}
    keys = {"Wmma", "Swmmac", "GlobalLoadTr"}
    for family in ("gfx11", "gfx12"):
        recs = all_records(family)
        keys |= {r.semantic for r in recs}
        outputs[os.path.join(ROOT, "isa", "src", f"records_{family}.inc")] = emit(family, recs)
        extra_corpus_probes(family)
        for wave64 in (False, True):
            name = f"{family}{'_w64' if wave64 else ''}.s"
            outputs[os.path.join(ROOT, "tests", "data", "isa", name)] = corpus_text(family, wave64)
    outputs[os.path.join(ROOT, "tests", "data", "isa", "gfx1150.s")] = corpus_text("gfx1150", False)
    outputs[os.path.join(ROOT, "isa", "include", "wmmasim", "isa", "semantics.inc")] = emit_semantics(sorted(keys))
    stale = []
    os.makedirs(os.path.join(ROOT, "tests", "data", "isa"), exist_ok=True)
    for path, text in outputs.items():
        old = open(path).read() if os.path.exists(path) else None
        if old != text:
            stale.append(path)
            if not args.check:
                with open(path, "w") as f:
                    f.write(text)
    if args.check and stale:
        sys.exit("out of date: " + ", ".join(stale))


if __name__ == "__main__":
    main()

"""Ask the LLVM 19 tools how they decode probe encodings (used by gen_isa_records.py).

Every probe is a list of dwords. All probes of one call go into one object file (`.long` directives
assembled by llvm-mc-19), each followed by one padding dword (s_code_end) that an instruction with a
mandatory literal may swallow; llvm-objdump-19 then disassembles the file and its addresses say which
probe each line belongs to and how many bytes LLVM consumed. llvm-mc-19 -show-inst is asked separately,
for the probes objdump accepted, for LLVM's internal opcode name (used as the semantics key).
"""
from __future__ import annotations

import os
import re
import subprocess
import tempfile
from dataclasses import dataclass

LLVM_MC = "llvm-mc-19"
OBJDUMP = "llvm-objdump-19"
PAD = 0xBF9F0000  # s_code_end
CPU = {"gfx11": "gfx1100", "gfx12": "gfx1201", "gfx1150": "gfx1150"}  # gfx1150: RDNA3.5 SALU float


@dataclass
class Decoded:
    text: str   # LLVM's assembly text, whitespace-normalised (no `// address: bytes` comment)
    size: int   # bytes LLVM consumed


_LINE = re.compile(r"^\t(.*?)\s*// ([0-9A-F]{12}): ([0-9A-F]{8}(?: [0-9A-F]{8})*)(?: <.*>)?$")


# Texts LLVM printed for the probes asked with corpus=True, per (family, wave64): the test corpus (tests/data/isa).
# Each text maps to the dwords LLVM consumed for it (the padding dword included when a literal swallowed it).
CORPUS: dict[tuple[str, bool], dict[str, list[int]]] = {}


def disassemble(family: str, probes: list[list[int]], wave64: bool = False,
                corpus: bool = False) -> list[Decoded | None]:
    """Result per probe: the instruction objdump decodes at the probe's first byte, or None (`.long`)."""
    starts, offset, lines = [], 0, []
    for p in probes:
        starts.append(offset)
        offset += 4 * (len(p) + 1)
        lines.append(".long " + ", ".join(f"0x{w:08x}" for w in p + [PAD]))
    with tempfile.TemporaryDirectory() as tmp:
        src, obj = os.path.join(tmp, "p.s"), os.path.join(tmp, "p.o")
        with open(src, "w") as f:
            f.write("\n".join(lines) + "\n")
        subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={CPU[family]}", "-filetype=obj", src,
                        "-o", obj], check=True)
        cmd = [OBJDUMP, "-d", f"--mcpu={CPU[family]}", obj]
        if wave64:
            cmd.insert(2, "--mattr=+wavefrontsize64")
        out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    at = {}
    for line in out.splitlines():
        m = _LINE.match(line)
        if m and not m.group(1).startswith(".long"):
            at[int(m.group(2), 16)] = Decoded(" ".join(m.group(1).split()), 4 * len(m.group(3).split()))
    results = [at.get(s) for s in starts]
    if corpus:
        add_to_corpus(family, probes, results, wave64)
    return results


def add_to_corpus(family: str, probes: list[list[int]], results: list[Decoded | None], wave64: bool = False) -> None:
    """Adds what `disassemble` returned for `probes` to the test corpus; the first probe of each text is kept."""
    texts = CORPUS.setdefault((family, wave64), {})
    for p, r in zip(probes, results):
        if r is not None:
            texts.setdefault(r.text, (p + [PAD])[: r.size // 4])


_MCINST = re.compile(r"<MCInst #\d+ (\S+)")


def opcode_names(family: str, probes: list[list[int]], wave64: bool = False) -> list[str]:
    """LLVM's MCInst opcode name for each probe; every probe must decode to exactly its own dwords."""
    words = []
    for p in probes:
        words += p + [PAD, PAD]
    text = "\n".join(",".join(f"0x{b:02x}" for b in w.to_bytes(4, "little")) for w in words) + "\n"
    cmd = [LLVM_MC, "--disassemble", "-triple=amdgcn-amd-amdhsa", f"-mcpu={CPU[family]}", "-show-inst"]
    if wave64:
        cmd.append("-mattr=+wavefrontsize64")
    out = subprocess.run(cmd, input=text, capture_output=True, text=True, check=True).stdout
    names = [n.rstrip(">") for n in _MCINST.findall(out)]
    if len(names) != 3 * len(probes) or any(not n.startswith("S_CODE_END") for n in names[1::3] + names[2::3]):
        raise RuntimeError(f"expected {len(probes)} opcode names each followed by two s_code_end")
    return names[0::3]

#!/usr/bin/env python3
"""Extracts the instruction encodings of LLVM's gfx11/gfx12 MC tests into tests/data/llvm-mc/.

LLVM's own assembler and disassembler tests are the widest list of gfx11 (RDNA3) and gfx12 (RDNA4) encodings there
is: llvm/test/MC/Disassembler/AMDGPU/gfx11_dasm_*.txt, gfx1150_dasm_*.txt and gfx12_dasm_*.txt hold encodings as
bytes, llvm/test/MC/AMDGPU/gfx11_asm_*.s, gfx1150_asm_*.s and gfx12_asm_*.s state the bytes the assembler must
produce in their `encoding: [...]` check lines. This script keeps only the bytes (no instruction text: the test
test_isa_disasm_llvm_mc asks llvm-objdump-19 for that when it runs), one list per file without repeats, with the
processor and wave sizes of the file's RUN lines, and compresses them with zstd. Format: `file NAME CPU WAVES`
(WAVES: 32 or 32,64) and then one encoding per line, hex bytes in memory order, optionally followed by the one wave
size it is for.

    scripts/extract_llvm_mc_encodings.py LLVM_SOURCE_DIR    # the directory holding llvm/test/MC and llvm/LICENSE.TXT

LLVM_SOURCE_DIR is an LLVM 19 source tree, e.g. Debian's llvm-toolchain-19 orig tarball unpacked (tests/data/
llvm-mc/README.md says which one the committed file comes from). Needs the `zstd` command.
"""
import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

OUTPUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "llvm-mc"
FILE_PATTERNS = [
    ("llvm/test/MC/Disassembler/AMDGPU", "gfx11_dasm_*.txt"),
    ("llvm/test/MC/Disassembler/AMDGPU", "gfx1150_dasm_*.txt"),
    ("llvm/test/MC/Disassembler/AMDGPU", "gfx12_dasm_*.txt"),
    ("llvm/test/MC/AMDGPU", "gfx11_asm_*.s"),
    ("llvm/test/MC/AMDGPU", "gfx1150_asm_*.s"),
    ("llvm/test/MC/AMDGPU", "gfx12_asm_*.s"),
]
BYTE = re.compile(r"0x[0-9a-fA-F]{1,2}")
ENCODING = re.compile(r"^\s*//\s*([A-Za-z0-9_-]+):.*encoding:\s*\[((?:0x[0-9a-fA-F]{1,2},?)+)\]")
RUN_CPU = re.compile(r"-mcpu=(gfx1[12][0-9a-z]+)")


def hex_bytes(tokens):
    return "".join("%02x" % int(t, 16) for t in tokens)


def dasm_encodings(text):
    """Each line of bytes (optionally in an llvm-mc `[...]` group) is one encoding."""
    for line in text.splitlines():
        body = line.split("#", 1)[0].strip().strip("[]").strip()
        tokens = [t for t in re.split(r"[\s,]+", body) if t]
        if tokens and all(BYTE.fullmatch(t) for t in tokens):
            yield hex_bytes(tokens)


def asm_encodings(text):
    """The bytes of each `// PREFIX: ... encoding: [...]` check line, except prefixes of other generations. A W32 or
    W64 prefix checks the assembler in that wave size only (e.g. `v_cmp_eq_f32_e64 s5, ...` is wave32 only): its
    encoding is tagged with it."""
    for line in text.splitlines():
        m = ENCODING.match(line)
        if not m:
            continue
        prefix = m.group(1)
        generation = re.match(r"GFX(\d+)", prefix)
        if generation and not generation.group(1).startswith(("11", "12")):
            continue  # e.g. GFX10 lines in gfx11_asm_operands.s
        wave = {"W32": " 32", "W64": " 64"}.get(prefix, "")
        yield hex_bytes(m.group(2).rstrip(",").split(",")) + wave


def run_facts(text):
    """The processor of the file's first RUN line and whether a RUN line selects wave64."""
    runs = [line for line in text.splitlines() if "RUN:" in line]
    cpus = [m.group(1) for line in runs for m in [RUN_CPU.search(line)] if m]
    wave64 = any(re.search(r"\+wavefrontsize64", line, re.IGNORECASE) for line in runs)
    return (cpus[0] if cpus else None), wave64


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("llvm_source", type=Path)
    args = parser.parse_args()
    if shutil.which("zstd") is None:
        sys.exit("extract_llvm_mc_encodings: the zstd command is missing: apt-get install zstd")
    lines = ["# Encodings of LLVM's gfx11/gfx12 MC tests, one list per file (scripts/extract_llvm_mc_encodings.py)"]
    total = 0
    for folder, pattern in FILE_PATTERNS:
        files = sorted((args.llvm_source / folder).glob(pattern))
        if not files:
            sys.exit(f"extract_llvm_mc_encodings: no {pattern} in {args.llvm_source / folder}: "
                     "give the directory that holds llvm/test/MC")
        for path in files:
            text = path.read_text(encoding="utf-8", errors="replace")
            encodings = dasm_encodings(text) if path.suffix == ".txt" else asm_encodings(text)
            unique = [e for e in dict.fromkeys(encodings) if len(e.split()[0]) % 8 == 0]
            cpu, wave64 = run_facts(text)
            if not unique or cpu is None:
                continue  # assembler error tests: no encodings
            lines.append(f"file {path.name} {cpu} {'32,64' if wave64 else '32'}")
            lines.extend(unique)
            total += len(unique)
    OUTPUT.mkdir(parents=True, exist_ok=True)
    plain = OUTPUT / "encodings.txt"
    plain.write_text("\n".join(lines) + "\n")
    subprocess.run(["zstd", "-q", "-19", "-f", "--rm", str(plain), "-o", str(OUTPUT / "encodings.txt.zst")],
                   check=True)
    shutil.copyfile(args.llvm_source / "llvm" / "LICENSE.TXT", OUTPUT / "LICENSE.TXT")
    print(f"extract_llvm_mc_encodings: {total} encodings from "
          f"{sum(1 for l in lines if l.startswith('file '))} files -> {OUTPUT / 'encodings.txt.zst'}")


if __name__ == "__main__":
    main()

#!/usr/bin/env bash
# Regenerates docs/img/provenance-b-transposed.svg, the provenance picture of docs/sanitizer.md: `wmmasim run
# --provenance --provenance-svg` on the kernel of tests/data/provenance_bugs.hip that loads B transposed.
# Usage: scripts/make-provenance-picture.sh [path/to/build]   (default: build/default)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build/default}"
wmmasim="$build/cli/wmmasim"
bugs="$build/tests/provenance_bugs.gfx1201.hsaco"
[[ -x "$wmmasim" && -f "$bugs" ]] || { echo "make-provenance-picture: build wmmasim and test_provenance first" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Zero-filled inputs: provenance replaces every element with its tag.
python3 - "$work" <<'PY'
import struct, sys
def save(path, descr, shape, size):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%d, %d), }" % ((descr,) + shape)
    header += " " * (63 - (10 + len(header)) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + bytes(shape[0] * shape[1] * size))
save(sys.argv[1] + "/a.npy", "<f2", (16, 16), 2)
save(sys.argv[1] + "/b.npy", "<f2", (16, 16), 2)
save(sys.argv[1] + "/d.npy", "<f4", (16, 16), 4)
PY
"$wmmasim" run "$bugs" --kernel wmma_b_transposed --grid 1 --block 32 --arg 0=@"$work/a.npy" --arg 1=@"$work/b.npy" \
  --arg 2=16 --arg 3=@"$work/d.npy" --provenance --provenance-svg "$root/docs/img/provenance-b-transposed.svg" || [[ $? -eq 6 ]]

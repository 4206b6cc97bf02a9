#!/usr/bin/env bash
# The Debian package works (docs/installing.md): CPack makes wmmasim_<version>_amd64.deb from the build, whose
# control file names its dependencies; `dpkg -x` unpacks it into a scratch root (what `apt install ./wmmasim_*.deb`
# puts in /, without root), and the unpacked demo (usr/share/wmmasim/demo.sh) runs the unpacked tool, kernels and
# examples: the layout query, clang's wmma_matmul checked against NumPy, a HIP program under `wmmasim exec`.
# usage: check-deb.sh BUILD_DIR SCRATCH_DIR (SCRATCH_DIR is emptied first, removed on success)
set -euo pipefail
build=$(cd "$1" && pwd) scratch=$2

fail() {
  echo "check-deb: $*" >&2
  exit 1
}

rm -rf "$scratch"
mkdir -p "$scratch"
cpack --config "$build/CPackConfig.cmake" -B "$scratch/package" > "$scratch/cpack.log" ||
  { cat "$scratch/cpack.log" >&2; fail "cpack failed"; }
deb=$(find "$scratch/package" -maxdepth 1 -name 'wmmasim_*.deb')
[ -n "$deb" ] || fail "cpack made no wmmasim_*.deb (see $scratch/cpack.log)"
echo "check-deb: $(basename "$deb"), $(du -h "$deb" | cut -f1)"
depends=$(dpkg-deb --field "$deb" Depends)
for package in clang-19 libamdhip64-dev rocm-device-libs libllvm19 libboost-program-options1.74.0; do
  [[ ", $depends," == *", $package,"* ]] || fail "the package does not depend on $package (Depends: $depends)"
done

dpkg -x "$deb" "$scratch/root"
[ -x "$scratch/root/usr/bin/wmmasim" ] || fail "no usr/bin/wmmasim in the package"
(cd "$scratch" && bash root/usr/share/wmmasim/demo.sh > demo.log 2>&1) ||
  { cat "$scratch/demo.log" >&2; fail "the unpacked demo failed"; }
cat "$scratch/demo.log"
grep -q "gfx1201: d = a @ b_col_major.T + c  max |error| = " "$scratch/demo.log" || fail "the demo did not run wmma_matmul"
grep -q "equal to NumPy's: True" "$scratch/demo.log" || fail "the demo's HIP program kernel did not equal NumPy's"
rm -rf "$scratch"

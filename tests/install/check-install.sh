#!/usr/bin/env bash
# An installed wmmasim works on its own (docs/installing.md). `cmake --install` into a fresh prefix, which is then
# moved elsewhere, so that nothing can reach back into the first prefix; from the moved prefix:
#   1. no installed program or runtime library holds the build tree's path in its read-only data (the strings a
#      program uses; debug information may name the sources);
#   2. the installed `wmmasim exec` runs an installed HIP example with the installed runtime: ld.so's own log
#      (LD_DEBUG=libs) names the libamdhip64.so.5 it loaded;
#   3. the installed `wmmasim kernels` lists the moved prefix's code objects, all present;
#   4. the installed runtime's hiprtc compiles with the installed wmmasim-hipcc (a stand-in that leaves a mark, then
#      runs the real one, takes its place), for the build's tests/hip/runtime_compilation.hip program;
#   5. examples/consumer configures against it (-DCMAKE_PREFIX_PATH), builds, and its tests pass.
# usage: check-install.sh BUILD_DIR SOURCE_DIR SCRATCH_DIR (SCRATCH_DIR is emptied first, removed on success)
set -euo pipefail
build=$(cd "$1" && pwd) source=$2 scratch=$3

fail() {
  echo "check-install: $*" >&2
  exit 1
}

rm -rf "$scratch"
mkdir -p "$scratch"
cmake --install "$build" --prefix "$scratch/first" --strip > "$scratch/install.log"
mv "$scratch/first" "$scratch/moved"
prefix=$scratch/moved
runtime=$(dirname "$(find "$prefix" -name libamdhip64.so.5)")
[ -n "$runtime" ] || fail "no libamdhip64.so.5 installed under $prefix"
echo "check-install: installed into $prefix ($(du -sh "$prefix" | cut -f1)); runtime in ${runtime#"$prefix"/}"

for file in "$prefix/bin/wmmasim" "$runtime"/*.so.*; do
  llvm-objcopy-19 -O binary --only-section=.rodata "$file" "$scratch/rodata"
  if grep -qF "$build" "$scratch/rodata"; then
    fail "${file#"$prefix"/} names the build tree $build in its read-only data"
  fi
done
echo "check-install: no installed program or runtime library names the build tree"

app=$prefix/libexec/wmmasim/examples/hip/hip_wmma_matmul
if ! (cd "$scratch" && LD_DEBUG=libs "$prefix/bin/wmmasim" exec --arch gfx1201 -- "$app" > exec.out 2> exec.log); then
  cat "$scratch/exec.out" "$scratch/exec.log" >&2
  fail "the installed wmmasim exec failed to run $app"
fi
grep -qF "calling init: $runtime/libamdhip64.so.5" "$scratch/exec.log" ||
  fail "the program did not load $runtime/libamdhip64.so.5 (ld.so log: $scratch/exec.log)"
echo "check-install: wmmasim exec ran ${app#"$prefix"/} with ${runtime#"$prefix"/}/libamdhip64.so.5: $(tail -n 1 "$scratch/exec.out")"

"$prefix/bin/wmmasim" kernels > "$scratch/kernels.txt"
listed=$(grep -c "$prefix/share/wmmasim/kernels/.*\.hsaco$" "$scratch/kernels.txt" || true)
[ "$listed" -gt 0 ] && [ "$listed" -eq "$(($(wc -l < "$scratch/kernels.txt") - 1))" ] ||
  fail "wmmasim kernels does not list the installed code objects (see $scratch/kernels.txt)"
echo "check-install: wmmasim kernels lists $listed installed code objects"

rtc_program=$build/tests/hip/bin/hiptest_runtime_compilation
mv "$prefix/bin/wmmasim-hipcc" "$prefix/bin/wmmasim-hipcc.real"
printf '#!/bin/sh\ntouch "%s"\nexec "%s" "$@"\n' "$scratch/hipcc-ran" "$prefix/bin/wmmasim-hipcc.real" \
  > "$prefix/bin/wmmasim-hipcc"
chmod +x "$prefix/bin/wmmasim-hipcc"
(cd "$scratch" && "$prefix/bin/wmmasim" exec --arch gfx1201 -- "$rtc_program" > rtc.out 2>&1) ||
  { cat "$scratch/rtc.out" >&2; fail "$rtc_program failed under the installed wmmasim exec"; }
[ -e "$scratch/hipcc-ran" ] || fail "hiprtc did not run the installed wmmasim-hipcc"
mv "$prefix/bin/wmmasim-hipcc.real" "$prefix/bin/wmmasim-hipcc"
echo "check-install: the installed hiprtc compiled ${rtc_program##*/}'s kernels with the installed wmmasim-hipcc"

cmake -S "$source/examples/consumer" -B "$scratch/consumer" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo > "$scratch/consumer-configure.log" ||
  { cat "$scratch/consumer-configure.log" >&2; fail "examples/consumer did not configure against $prefix"; }
cmake --build "$scratch/consumer" > "$scratch/consumer-build.log" ||
  { cat "$scratch/consumer-build.log" >&2; fail "examples/consumer did not build against $prefix"; }
ctest --test-dir "$scratch/consumer" --output-on-failure
rm -rf "$scratch"

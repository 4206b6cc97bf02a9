#!/usr/bin/env bash
# The main job of the README's quick start: what wmmasim shows today, on the kernels the build made.
set -euo pipefail
cd "$(dirname "$0")/.."
wmmasim=build/default/cli/wmmasim
out=build/default/demo
mkdir -p "$out"

"$wmmasim" --version
echo
echo "== Code objects built by clang-19 from kernels/ (no ROCm)"
"$wmmasim" kernels | head -12
echo "   ... ($("$wmmasim" kernels | tail -n +2 | wc -l) in all: wmmasim kernels)"
echo
echo "== Where every element of A and D lives for v_wmma_f32_16x16x16_f16 on gfx1201 (RDNA4), wave32"
"$wmmasim" layout --arch gfx1201 --instr v_wmma_f32_16x16x16_f16 --operand A
"$wmmasim" layout --arch gfx1201 --instr v_wmma_f32_16x16x16_f16 --operand D | head -12
echo "   ..."
"$wmmasim" layout --arch gfx1201 --instr v_wmma_f32_16x16x16_f16 --format html > "$out/v_wmma_f32_16x16x16_f16.gfx1201.html"
"$wmmasim" layout --arch gfx1100 --instr v_wmma_f32_16x16x16_f16 --format html > "$out/v_wmma_f32_16x16x16_f16.gfx1100.html"
echo "   pictures of every operand: $out/v_wmma_f32_16x16x16_f16.gfx1201.html (and .gfx1100.html for RDNA3)"
echo
echo "== Running the seed programs on the wave-level API, each checked against Eigen"
for example in wmma_matmul minimum_mlp movmatrix_transpose; do
  build/default/examples/example_$example | tail -n 3
done

#!/usr/bin/env bash
# The main job of the README's quick start: what wmmasim shows today, on the kernels the build made.
# Installed (cmake --install, the .deb: <prefix>/share/wmmasim/demo.sh), it runs the installed tool, kernels and
# examples of its own prefix instead, and writes its files into ./wmmasim-demo.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [ -x "$here/../../bin/wmmasim" ]; then
  prefix=$(cd "$here/../.." && pwd)
  wmmasim=$prefix/bin/wmmasim
  kernels=$prefix/share/wmmasim/kernels
  examples=$prefix/libexec/wmmasim/examples
  hip_examples=$examples/hip
  app=$hip_examples/hip_app
  out=$PWD/wmmasim-demo
else
  cd "$here/.."
  wmmasim=build/default/cli/wmmasim
  kernels=build/default/kernels
  examples=build/default/examples
  hip_examples=build/default/examples/hip/bin
  app=build/default/tests/hip_app/wmmasim_hip_app
  out=build/default/demo
fi
mkdir -p "$out"

"$wmmasim" --version
echo
echo "== Code objects built by clang-19 from kernels/ (no ROCm)"
"$wmmasim" kernels > "$out/kernels.txt"  # to a file: `| head` would end wmmasim with SIGPIPE under pipefail
head -12 "$out/kernels.txt"
echo "   ... ($(tail -n +2 "$out/kernels.txt" | wc -l) in all: wmmasim kernels)"
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
echo "   Each prints the last two rows of its result's top-left corner, then PASS or FAIL. \"0.969 of the documented"
echo "   bound\" is the largest error as a fraction of what docs/numerics.md allows: up to 1 passes, so it is the"
echo "   margin used, not a near-failure."
for example in wmma_matmul minimum_mlp movmatrix_transpose; do
  echo "   example_$example:"
  "$examples/example_$example" | tail -n 3 | sed 's/^/   /'
done
echo
echo "== Running clang's wmma_matmul code object on the simulator (wmmasim run), checked against NumPy"
py=/usr/bin/python3  # Debian's python3 with python3-numpy (scripts/install-deps.sh)
for target in gfx1100 gfx1201; do
  "$py" - "$out" <<'PY'
import sys, numpy as np
out = sys.argv[1]; rng = np.random.default_rng(1)
np.save(f"{out}/a.npy", rng.standard_normal((16, 16)).astype(np.float16))
np.save(f"{out}/b_col_major.npy", rng.standard_normal((16, 16)).astype(np.float16))
np.save(f"{out}/c.npy", rng.standard_normal((16, 16)).astype(np.float32))
np.save(f"{out}/d.npy", np.zeros((16, 16), np.float32))
PY
  "$wmmasim" run "$kernels/wmma_matmul.$target.hsaco" --kernel wmma_matmul --grid 1 --block 32 \
    --arg 0=@"$out/a.npy" --arg 1=@"$out/b_col_major.npy" --arg 2=@"$out/c.npy" --arg 3=@"$out/d.npy" \
    --out 3="$out/d.$target.npy"
  "$py" - "$out" "$target" <<'PY'
import sys, numpy as np
out, target = sys.argv[1:]
a, b, c = (np.load(f"{out}/{n}.npy").astype(np.float64) for n in ("a", "b_col_major", "c"))
d = np.load(f"{out}/d.{target}.npy")
err = np.abs(d - (a @ b.T + c)).max()
print(f"   {target}: d = a @ b_col_major.T + c  max |error| = {err:.2e} (f32 accumulation: within a few ulps)")
PY
done
echo
echo "== An ordinary HIP program (tests/data/hip_app.hip, plain clang++-19 -x hip): its kernels, one run by its name"
"$wmmasim" kernels "$app" --arch gfx1201 > "$out/app_kernels.txt"
head -11 "$out/app_kernels.txt"
echo "   ... (wmmasim kernels $app)"
"$py" - "$out" <<'PY'
import sys, numpy as np
out = sys.argv[1]; rng = np.random.default_rng(2)
np.save(f"{out}/ga.npy", rng.integers(-3, 4, (32, 32)).astype(np.float16))
np.save(f"{out}/gb.npy", rng.integers(-3, 4, (32, 32)).astype(np.float16))
np.save(f"{out}/gc.npy", np.zeros((32, 32), np.float32))
PY
"$wmmasim" run "$app" --arch gfx1201 --kernel wmma_gemm --grid 2,2 --block 32 --arg 0=@"$out/ga.npy":f16 \
  --arg 1=@"$out/gb.npy":f16 --arg 2=@"$out/gc.npy":f32 --arg 3=32 --arg 4=32 --arg 5=32 --out 2="$out/gc_out.npy"
"$py" - "$out" <<'PY'
import sys, numpy as np
out = sys.argv[1]
a, b = (np.load(f"{out}/{n}.npy").astype(np.float32) for n in ("ga", "gb"))
print(f"   C = A @ B (32x32x32, small integers): equal to NumPy's: {np.array_equal(np.load(f'{out}/gc_out.npy'), a @ b)}")
PY
echo
echo "== A whole HIP program (examples/hip/wmma_matmul.hip, built by wmmasim-hipcc) with the simulator as its GPU"
"$wmmasim" exec --arch gfx1201 -- "$hip_examples/hip_wmma_matmul"

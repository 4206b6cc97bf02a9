#!/usr/bin/env bash
# For a machine with an RDNA3/RDNA4 GPU and a HIP runtime: builds wmmasim with the HIP backend, runs the HIP programs
# of examples/hip on the GPU (built by ROCm's hipcc when it is installed), then diffs every kernel in kernels/ on the
# GPU's architecture against the simulator and writes device-report.md (docs/device.md, docs/hip-programs.md).
#   scripts/device-check.sh [--report FILE] [--seed N]
set -euo pipefail
cd "$(dirname "$0")/.."
hip_options=()
hipcc=$(command -v hipcc || true)
[ -n "$hipcc" ] || [ ! -x /opt/rocm/bin/hipcc ] || hipcc=/opt/rocm/bin/hipcc
if [ -n "$hipcc" ]; then
  hip_options+=(-DWMMASIM_HIPCC="$hipcc")
  # The GPU's own target, so that the programs also run on, e.g., a gfx1101 or gfx1200 card.
  gpu_arch=$( (amdgpu-arch || /opt/rocm/bin/amdgpu-arch || true) 2> /dev/null | head -n 1)
  [ -z "$gpu_arch" ] || hip_options+=(-DWMMASIM_HIP_DEVICE_ARCH="$gpu_arch")
fi
cmake --preset default -DWMMASIM_WITH_HIP=ON "${hip_options[@]}" > /dev/null
cmake --build --preset default

echo "== HIP programs of examples/hip on the GPU (each checks itself against a CPU reference)"
logs=build/default/examples/hip/gpu-logs
mkdir -p "$logs"
status=0
for program in build/default/examples/hip/bin/*; do
  log="$logs/$(basename "$program").log"
  if "$program" > "$log" 2>&1; then
    echo "   PASSED  $(basename "$program")"
  else
    echo "   FAILED  $(basename "$program"): $(tail -n 1 "$log") (whole output: $log)"
    status=1
  fi
done

/usr/bin/python3 scripts/device_check.py --build-dir build/default "$@" || status=$?
exit "$status"

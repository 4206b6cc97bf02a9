#!/usr/bin/env bash
# For a machine with an RDNA3/RDNA4 GPU and a HIP runtime: builds wmmasim with the HIP backend, then diffs every
# kernel in kernels/ on the GPU's architecture against the simulator and writes device-report.md (docs/device.md).
#   scripts/device-check.sh [--report FILE] [--seed N]
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset default -DWMMASIM_WITH_HIP=ON > /dev/null
cmake --build --preset default
exec /usr/bin/python3 scripts/device_check.py --build-dir build/default "$@"

#!/usr/bin/env bash
# The main job of the README's quick start: what wmmasim can show today, on the kernels the build made.
set -euo pipefail
cd "$(dirname "$0")/.."
wmmasim=build/default/cli/wmmasim
"$wmmasim" --version
echo
"$wmmasim" kernels

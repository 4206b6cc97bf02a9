#!/usr/bin/env bash
# Installs everything wmmasim needs from Debian 12 packages. Idempotent: packages that are
# already installed are skipped, and apt-get is not called at all when nothing is missing.
set -euo pipefail

packages=(
  cmake ninja-build g++ pkg-config
  libeigen3-dev libboost-dev libboost-program-options-dev doctest-dev nlohmann-json3-dev libfmt-dev
  libmsgpack-dev libmsgpack-cxx-dev libelf-dev libzstd-dev zlib1g-dev libbenchmark-dev
  clang-19 lld-19 llvm-19 llvm-19-dev libclang-rt-19-dev
  python3 python3-numpy python3-dev pybind11-dev python3-pytest python3-venv python3-pip
  libamdhip64-dev rocm-device-libs clang-tools-19
  chromium  # optional, for tests only: pictures_in_browser renders the pictures with it (skipped without it)
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages already installed"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -q
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"

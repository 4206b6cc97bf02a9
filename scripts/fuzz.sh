#!/usr/bin/env bash
# Builds the libFuzzer targets (preset `fuzz`: clang-19 with ASan+UBSan) and runs each one.
#   scripts/fuzz.sh [--seconds S | --runs N] [target ...]
# Defaults: 30 seconds per target, every tests/fuzz/fuzz_*.cpp. Findings (crash-*, leak-*, timeout-*) are written
# to build/fuzz/findings/<target>/ and make the script exit 1; new corpus entries stay in build/fuzz/corpus/.
# tests/fuzz/<target>.options, if present, holds extra libFuzzer flags for that target (one per line, # comments).
set -euo pipefail
cd "$(dirname "$0")/.."

limit=(-max_total_time=30)
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) limit=(-max_total_time="$2"); shift 2 ;;
    --runs) limit=(-runs="$2"); shift 2 ;;
    -h|--help) sed -n '2,6p' "$0"; exit 0 ;;
    -*) echo "fuzz.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
if [ ${#targets[@]} -eq 0 ]; then
  for source in tests/fuzz/fuzz_*.cpp; do targets+=("$(basename "$source" .cpp)"); done
fi

cmake --preset fuzz > build-fuzz-configure.log 2>&1 || { cat build-fuzz-configure.log; exit 1; }
rm -f build-fuzz-configure.log
cmake --build --preset fuzz

status=0
for target in "${targets[@]}"; do
  work="build/fuzz/corpus/$target"
  findings="build/fuzz/findings/$target"
  mkdir -p "$work" "$findings"
  options=()
  if [ -f "tests/fuzz/$target.options" ]; then
    mapfile -t options < <(sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' "tests/fuzz/$target.options")
  fi
  echo "fuzz.sh: $target (${limit[*]} ${options[*]})"
  if ! "build/fuzz/tests/fuzz/$target" "${limit[@]}" "${options[@]}" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
      -artifact_prefix="$findings/" "$work" "tests/fuzz/corpus/$target" 2> "build/fuzz/$target.log"; then
    status=1
    echo "fuzz.sh: $target FOUND A PROBLEM: see $findings and build/fuzz/$target.log" >&2
  fi
  grep -E "^(Done|stat::number_of_executed_units)" "build/fuzz/$target.log" | sed "s/^/  /"
done
exit $status

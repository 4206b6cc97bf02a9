#!/bin/bash
# Code lines per top-level folder, as docs/architecture.md counts them: every line (blank and comment lines too) of
# the source files git tracks (C++, HIP, Python, CMake, shell), without tests/data/, docs/ and the generated
# instruction tables (isa/src/records_*.inc, isa/include/wmmasim/isa/semantics.inc).
#   scripts/code-lines.sh [FOLDER]   (default: the checkout this script is in)
cd "${1:-$(dirname "$0")/..}" || exit 2
git ls-files -- '*.cpp' '*.h' '*.hip' '*.py' '*.pyi' '*.cmake' '*.sh' '*.in' '*CMakeLists.txt' scripts/wmmasim-hipcc |
  grep -v -e '^tests/data/' -e '^docs/' -e '\.inc$' |
  xargs wc -l | grep -v ' total$' |
  awk '{ split($2, p, "/"); top = (p[2] == "" ? "." : p[1]); lines[top] += $1; all += $1 }
       END { for (t in lines) printf "%-10s %7d %5.1f %%\n", t, lines[t], 100 * lines[t] / all; printf "%-10s %7d\n", "total", all }' |
  sort -k2 -rn

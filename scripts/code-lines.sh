#!/bin/bash
# Code lines per folder, as docs/architecture.md counts them: every line (blank and comment lines too) of the source
# files git tracks (C++, HIP, Python, CMake, shell), without tests/data/, docs/ and the generated instruction tables
# (isa/src/records_*.inc, isa/include/wmmasim/isa/semantics.inc). Two tables: by top-level folder, and by library
# folder (sim/ and tools/ hold one library per subfolder, each its own CMake target).
#   scripts/code-lines.sh [FOLDER]   (default: the checkout this script is in)
cd "${1:-$(dirname "$0")/..}" || exit 2
counts=$(git ls-files -- '*.cpp' '*.h' '*.hip' '*.py' '*.pyi' '*.cmake' '*.sh' '*.in' '*CMakeLists.txt' scripts/wmmasim-hipcc |
  grep -v -e '^tests/data/' -e '^docs/' -e '\.inc$' | xargs wc -l | grep -v ' total$')
table() {  # $1 = awk expression naming the folder a path counts under (p = the path split at "/")
  awk "{ n = split(\$2, p, \"/\"); folder = $1; lines[folder] += \$1; all += \$1 }
       END { for (f in lines) printf \"%-14s %7d %5.1f %%\\n\", f, lines[f], 100 * lines[f] / all; printf \"%-14s %7d\\n\", \"total\", all }" |
    sort -k2 -rn
}
echo "# by top-level folder"
table '(n == 1 ? "." : p[1])' <<< "$counts"
echo "# by library folder"
table '(n == 1 ? "." : (n > 2 && (p[1] == "sim" || p[1] == "tools") && p[2] != "CMakeLists.txt" ? p[1] "/" p[2] : p[1]))' <<< "$counts"

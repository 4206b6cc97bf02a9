#!/usr/bin/env bash
# docs/img/architecture.svg from its text source docs/img/architecture.dot (Graphviz: apt-get install graphviz).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v dot > /dev/null; then
  echo "make-architecture-picture: 'dot' not found: install Debian's graphviz package" >&2
  exit 1
fi
dot -Tsvg docs/img/architecture.dot -o docs/img/architecture.svg.partial
mv docs/img/architecture.svg.partial docs/img/architecture.svg

#!/usr/bin/env bash
# Configures and builds one CMake preset (default: release) after making sure the dependencies exist.
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"
bash scripts/setup.sh
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -j 2

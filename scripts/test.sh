#!/usr/bin/env bash
# Quick start, command 2: set everything up, build (Release) and run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh release
ctest --preset release

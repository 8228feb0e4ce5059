#!/usr/bin/env bash
# Quick start, command 1: set everything up, then run the built-in triple pendulum (paper 000)
# with the paper's settings. Extra arguments are passed to `mbdae run`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh release
exec build/release/mbdae run "$@"

#!/usr/bin/env bash
# Quick start, command 1: set everything up, then reproduce paper 000 (Pappalardo & Guida 2018):
# the triple pendulum's constraint-violation and timing tables and its figures, in results/paper000/.
# Extra arguments are passed to `mbdae reproduce paper000` (e.g. --repetitions 9).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh release
exec build/release/mbdae reproduce paper000 --out results/paper000 "$@"

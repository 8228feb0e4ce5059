#!/usr/bin/env bash
# Quick start, command 2: set everything up, build, and run every test:
#   1. the Release build and the whole test suite;
#   2. the same suite built with clang under AddressSanitizer + UndefinedBehaviorSanitizer;
#   3. one minute of fuzzing each of the model loader and the command line (scripts/fuzz.sh; fuzz/README.md).
# Steps 2 and 3 run with MBDAE_FULL=1 (about half an hour more on 2 cores: the sanitized suite alone
# takes about 23 minutes of CPU).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh release
ctest --preset release
if [ "${MBDAE_FULL:-0}" != 1 ]; then exit 0; fi
bash scripts/build.sh sanitize
ctest --preset sanitize
bash scripts/fuzz.sh 60

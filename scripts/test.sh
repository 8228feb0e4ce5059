#!/usr/bin/env bash
# Quick start, command 2: set everything up, build, and run every test:
#   1. the Release build and the whole test suite (C++, Python, plug-ins, the HTML reports in headless
#      Chromium, a program built against the installed package);
#   2. the same suite built with clang under AddressSanitizer + UndefinedBehaviorSanitizer (16 shards,
#      one process each; the longest tests take shorter horizons there, tests/support/sanitized.hpp);
#   3. half a minute of fuzzing each of the model loader, the command line and `run` end to end,
#      from the committed corpora (scripts/fuzz.sh; fuzz/README.md).
# About 30 minutes on 2 cores from a clean checkout, most of it the two builds. MBDAE_QUICK=1 stops
# after step 1 (a few minutes once built).
set -euo pipefail
cd "$(dirname "$0")/.."
phase_start=$SECONDS
phase() {  # prints how long the phase before took, then names the next one
  echo "== ${1} (previous phase: $((SECONDS - phase_start)) s, total: ${SECONDS} s)"
  phase_start=$SECONDS
}
phase "Release build"
bash scripts/build.sh release
phase "Release tests"
ctest --preset release
if [ "${MBDAE_QUICK:-0}" = 1 ]; then phase "done"; exit 0; fi
phase "sanitized build (ASan + UBSan)"
bash scripts/build.sh sanitize
phase "sanitized tests"
ctest --preset sanitize
phase "fuzzing"
bash scripts/fuzz.sh 30
phase "done"

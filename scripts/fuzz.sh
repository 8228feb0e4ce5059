#!/usr/bin/env bash
# Fuzzes the model loader (and assembly of what it accepts) with libFuzzer under AddressSanitizer and
# UndefinedBehaviorSanitizer. Usage: scripts/fuzz.sh [SECONDS]  (default 60; CI runs the default).
# Seeds: every model in models/ and tests/data/models/. Inputs that crash are written to
# build/sanitize/fuzz/findings/ and make the script fail. For a long run: scripts/fuzz.sh 3600.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
bash scripts/setup.sh
cmake --preset sanitize >/dev/null
cmake --build --preset sanitize -j 2 --target mbdae_model_file_fuzzer
work=build/sanitize/fuzz
corpus="$work/corpus/model_file"
mkdir -p "$corpus" "$work/findings"
cp models/*.yaml tests/data/models/*.yaml tests/data/models/malformed/*.yaml "$corpus/"
"$work/mbdae_model_file_fuzzer" "$corpus" -dict=fuzz/model_file.dict -max_total_time="$seconds" \
  -max_len=4096 -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$work/findings/" -print_final_stats=1

#!/usr/bin/env bash
# Fuzzes, with libFuzzer under AddressSanitizer and UndefinedBehaviorSanitizer, (1) the model loader
# and the assembly of what it accepts and (2) the command-line parser and the checks every subcommand
# makes before computing. Usage: scripts/fuzz.sh [SECONDS]  (each fuzzer runs SECONDS, default 60; CI
# runs the default). Seeds: every model in models/ and tests/data/models/; typical command lines in
# fuzz/command_line_seeds/. Inputs that fail are written to build/sanitize/fuzz/findings/ and make the
# script fail. For a long run: scripts/fuzz.sh 3600.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
bash scripts/setup.sh
cmake --preset sanitize >/dev/null
cmake --build --preset sanitize -j 2 --target mbdae_model_file_fuzzer mbdae_command_line_fuzzer
work=build/sanitize/fuzz
# The first folder given to a fuzzer collects what it finds; the seed folders after it are only read.
mkdir -p "$work/corpus/model_file" "$work/corpus/command_line" "$work/findings"
common=(-max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048
        -artifact_prefix="$work/findings/" -print_final_stats=1)
echo "== model files, $seconds s"
"$work/mbdae_model_file_fuzzer" "$work/corpus/model_file" models tests/data/models -dict=fuzz/model_file.dict "${common[@]}"
echo "== command lines, $seconds s"
"$work/mbdae_command_line_fuzzer" "$work/corpus/command_line" fuzz/command_line_seeds -dict=fuzz/command_line.dict "${common[@]}"

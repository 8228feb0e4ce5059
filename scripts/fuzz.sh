#!/usr/bin/env bash
# Fuzzes, with libFuzzer under AddressSanitizer and UndefinedBehaviorSanitizer:
#   model_file    the model loader and the assembly of what it accepts;
#   command_line  the command-line parser and the checks every subcommand makes before computing;
#   run           a model file and `run`'s flags end to end, outputs read back (fuzz/run_fuzzer.cpp).
# Each starts from the committed corpus fuzz/corpus/TARGET/ and its seeds (models/ and
# tests/data/models/; fuzz/command_line_seeds/; fuzz/run_seeds/). Inputs that fail are written to
# build/sanitize/fuzz/findings/ and make the script fail.
#
# Usage: scripts/fuzz.sh [SECONDS]            each target SECONDS (default 60; CI runs 30)
#        scripts/fuzz.sh --runs N [TARGET...]  each target N executions (fuzz/README.md's long run)
#        scripts/fuzz.sh --minimize            merge what the runs found into fuzz/corpus/, minimized
set -euo pipefail
cd "$(dirname "$0")/.."
limit=(-max_total_time=60)
minimize=0
targets=(model_file command_line run)
case "${1:-}" in
  --runs) limit=(-runs="$2"); shift 2; if [ $# -gt 0 ]; then targets=("$@"); fi ;;
  --minimize) minimize=1 ;;
  "") ;;
  *) limit=(-max_total_time="$1") ;;
esac
bash scripts/setup.sh
cmake --preset sanitize >/dev/null
cmake --build --preset sanitize -j 2 --target mbdae_model_file_fuzzer mbdae_command_line_fuzzer mbdae_run_fuzzer
work=build/sanitize/fuzz
mkdir -p "$work/findings"
cat fuzz/command_line.dict fuzz/model_file.dict > "$work/run.dict"

seeds() {
  case "$1" in
    model_file) echo "models tests/data/models" ;;
    command_line) echo "fuzz/command_line_seeds" ;;
    run) echo "fuzz/run_seeds" ;;
  esac
}
dictionary() {
  case "$1" in
    model_file) echo "fuzz/model_file.dict" ;;
    command_line) echo "fuzz/command_line.dict" ;;
    run) echo "$work/run.dict" ;;
  esac
}

if [ "$minimize" = 1 ]; then
  # The smallest set of inputs that covers what the committed corpus, the seeds and the runs' finds cover.
  for target in "${targets[@]}"; do
    mkdir -p "fuzz/corpus/$target" "$work/corpus/$target"
    rm -rf "$work/merged"
    mkdir -p "$work/merged"
    # shellcheck disable=SC2046
    "$work/mbdae_${target}_fuzzer" -merge=1 -max_len=16384 -timeout=10 -rss_limit_mb=2048 "$work/merged" \
      "fuzz/corpus/$target" "$work/corpus/$target" $(seeds "$target")
    rm -rf "fuzz/corpus/$target"
    mv "$work/merged" "fuzz/corpus/$target"
    echo "== $target: $(ls "fuzz/corpus/$target" | wc -l) inputs in fuzz/corpus/$target"
  done
  exit 0
fi

for target in "${targets[@]}"; do
  # The first folder collects what the fuzzer finds; the committed corpus and the seeds are only read.
  mkdir -p "$work/corpus/$target" "fuzz/corpus/$target"
  echo "== $target (${limit[*]})"
  # shellcheck disable=SC2046
  "$work/mbdae_${target}_fuzzer" "$work/corpus/$target" "fuzz/corpus/$target" $(seeds "$target") \
    -dict="$(dictionary "$target")" "${limit[@]}" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$work/findings/" -print_final_stats=1
done

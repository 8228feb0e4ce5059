#!/usr/bin/env bash
# The benchmark suite, in one command: builds Release (with the Simbody and MuJoCo peers), then writes
#   results/benchmarks/        micro-benchmarks (Google Benchmark JSON), the paper run's cost per step,
#                              peak memory of N-link chains, scaling plot, README.md with every target;
#   results/triple_pendulum/   `mbdae compare` over every method with Simbody's and MuJoCo's integrators beside them
#                              on the work-precision plots, and the equal-error speed ratio;
#   results/chains/            the same on spherical and revolute chains of 10, 100 and 1000 links
#                              (scripts/chains.sh), with each pair's cost per step and its growth.
# Takes about 50 minutes on 2 cores (skip_chains=1 in the environment: without the chains, which
# scripts/chains.sh then regenerates by itself, about 15). Extra arguments go to the micro-benchmark
# binary (e.g. --benchmark_filter=Scaling).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
bash scripts/setup.sh benchmarks
bash scripts/build.sh release
build=build/release
out=results/benchmarks
mkdir -p "$out" results/triple_pendulum
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

echo "== micro-benchmarks" >&2
"$build/benchmarks/mbdae_benchmarks" --benchmark_out="$out/benchmarks.json" --benchmark_out_format=json \
  --benchmark_min_time=0.2 --benchmark_repetitions=3 --benchmark_report_aggregates_only=true "$@"

echo "== the paper run (NACF, AF, AB4, RGCP, dt = 1 ms, 20 s)" >&2
"$build/mbdae" run triple_pendulum --quiet --summary "$out/paper_run.json"

echo "== Simbody and MuJoCo on the triple pendulum, then every mbdae method against the same reference" >&2
"$build/peers/simbody/mbdae_simbody_triple_pendulum" --out results/triple_pendulum/simbody.csv --t-end 5 \
  --output-every 0.01
"$build/peers/mujoco/mbdae_mujoco" --model triple_pendulum --out results/triple_pendulum/mujoco.csv --t-end 5 \
  --output-every 0.01 > results/triple_pendulum/mujoco.md
# The tolerance ladder reaches 1e-12, as Simbody's does, so that the tight error levels (1e-8, 1e-9) are
# inside mbdae's curves too; 20 s of wall time per run keeps the slowest pairs there from stalling it.
"$build/mbdae" compare triple_pendulum --quiet --out results/triple_pendulum --t-end 5 --check-time 5 \
  --repetitions 1 --erk-tables ARKODE_DORMAND_PRINCE_7_4_5,ARKODE_VERNER_8_5_6 \
  --tolerances 1e-4 1e-6 1e-8 1e-10 1e-12 --run-time-limit 20 \
  --peer-csv results/triple_pendulum/simbody.csv --peer-csv results/triple_pendulum/mujoco.csv

command="scripts/benchmark.sh"
if [ "${skip_chains:-0}" = 1 ]; then
  command="skip_chains=1 scripts/benchmark.sh"
  echo "== chains at scale: skipped (results/chains/ as scripts/chains.sh last wrote it)" >&2
else
  echo "== chains at scale, Simbody and MuJoCo beside mbdae" >&2
  build=$build bash scripts/chains.sh
fi

echo "== peak resident memory of spherical chains" >&2
# The run as a user starts it (the paper's method: NACF, AF, AB4, RGCP, dt = 1 ms), trajectory streamed
# to disk. Two simulated times per N: memory must not grow with time. Each run is capped (time and
# address space) so that a size the method cannot yet afford is reported, not waited for; mbdae
# stops cleanly on SIGTERM and its summary then says how far it got.
echo "n,t_end,status,t_reached,steps,peak_rss_kb" > "$out/memory.csv"
for case in 10:1 10:5 100:0.01 100:0.04 1000:0.01 1000:0.04; do
  n=${case%%:*} t_end=${case#*:}
  rm -f "$scratch/chain.json"
  ( ulimit -v 3000000
    /usr/bin/time -f %M -o "$scratch/rss" timeout -k 10 90 "$build/mbdae" run spherical_chain --param "n=$n" \
      --t-end "$t_end" --quiet --output "$scratch/chain.csv" --summary "$scratch/chain.json" \
      2> "$scratch/stderr" ) || true
  python3 - "$scratch/chain.json" "$n" "$t_end" "$(tail -n 1 "$scratch/rss")" "$scratch/stderr" \
    >> "$out/memory.csv" <<'PY'
import json, sys
path, n, t_end, rss, stderr = sys.argv[1:]
try:
    run = json.load(open(path))
    print(f"{n},{t_end},{run['status']},{run['t_reached']},{run['steps']},{rss}")
except (OSError, ValueError):
    # No summary: the run was killed at the time limit or ended on an error (e.g. out of memory).
    lines = open(stderr).read().strip().splitlines()
    why = lines[-1] if lines else "killed at the time limit"
    print(f"{n},{t_end},\"no summary: {why.replace(',', ';').replace(chr(34), chr(39))}\",0,0,{rss}")
PY
done

python3 scripts/benchmark_summary.py --out "$out" --command "$command" \
  --benchmarks "$out/benchmarks.json" --paper-run "$out/paper_run.json" \
  --peers results/triple_pendulum/work_precision_vs_peers.csv --compare-runs results/triple_pendulum/compare.csv \
  --peer-runs results/triple_pendulum/simbody.csv results/triple_pendulum/mujoco.csv --memory "$out/memory.csv" \
  --suite-seconds $((SECONDS - start))
echo "results/benchmarks/README.md written ($(( (SECONDS - start) / 60 )) min)" >&2

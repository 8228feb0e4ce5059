#!/usr/bin/env bash
# mbdae's pairs and Simbody on the same chains at 10 and 100 links (results/chains/): for each of
# spherical_chain and revolute_chain, Simbody's integrators over an accuracy ladder, then `mbdae compare`
# over the pairs that hold the constraints by themselves or by RGCP (NACF; AF with the explicit and
# adaptive ODE integrators, IDA's three forms, ALI3-P, generalized-alpha) against one reference, with
# Simbody's runs beside them; then results/chains/README.md: the fastest of each side at each error
# level and size, and each pair's cost per step and its growth from 10 to 100 links.
# Needs the Release build with the Simbody peer (scripts/benchmark.sh builds it). About 25 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${build:-build/release}
for model in spherical_chain revolute_chain; do
  for n in 10 100; do
    dir=results/chains/${model}_n$n
    mkdir -p "$dir"
    echo "== $model, n = $n" >&2
    "$build/peers/simbody/mbdae_simbody_chain" --model "$model" --n "$n" --out "$dir/simbody.csv" --t-end 1 \
      --output-every 0.01 --accuracies 1e-3 1e-4 1e-5 1e-6 1e-7 1e-8 1e-9 > "$dir/simbody.md"
    "$build/mbdae" compare "$model" --param "n=$n" --quiet --out "$dir" --t-end 1 --check-time 1 --repetitions 1 \
      --coordinates nacf --formulations af,ggl,index1,index3,ali3p --corrections rgcp,none \
      --tolerances 1e-4 1e-6 1e-8 --steps 5e-3 2e-3 1e-3 --run-time-limit 20 --peer-csv "$dir/simbody.csv"
  done
done
python3 scripts/chains_summary.py results/chains > results/chains/README.md

#!/usr/bin/env bash
# mbdae's pairs, Simbody and MuJoCo on the same chains at 10, 100 and 1000 links (results/chains/): for
# each of spherical_chain and revolute_chain, Simbody's integrators over an accuracy ladder and MuJoCo's
# over a ladder of steps, then `mbdae compare`
# over the pairs that hold the constraints by themselves or by RGCP (NACF; AF with the explicit and
# adaptive ODE integrators, IDA's three forms, ALI3-P, generalized-alpha) against one reference, with
# the peers' runs beside them, and the O(N) pairs in relative coordinates (<folder>/relative/); then
# results/chains/README.md: the fastest of each side at each error
# level and size, and each pair's cost per step and its growth with the number of links. At 1000 links
# the runs go to 0.2 s instead of 1 s (the cost per step is what is compared there); every run is capped
# at 20 s of wall time and says so.
# Needs the Release build with both peers (scripts/benchmark.sh builds them). About 15 minutes (measured).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${build:-build/release}
# models="..." and sizes="..." in the environment run a part (the summary still reads every folder);
# launch="mpirun -n K" shares each comparison's pairs among K processes (docs/cluster.md).
for model in ${models:-spherical_chain revolute_chain}; do
  for n in ${sizes:-10 100 1000}; do
    dir=results/chains/${model}_n$n
    t_end=1
    if [ "$n" -ge 1000 ]; then t_end=0.2; fi
    mkdir -p "$dir"
    echo "== $model, n = $n" >&2
    # Simbody's CPodes forms a dense Newton matrix of the joint coordinates: at 1000 links its first
    # 0.01 s took over 250 s, past any limit checked between outputs, so it runs up to 100 links.
    simbody_integrators=(rk-merson rk-feldberg cpodes)
    if [ "$n" -ge 1000 ]; then simbody_integrators=(rk-merson rk-feldberg); fi
    "$build/peers/simbody/mbdae_simbody_chain" --model "$model" --n "$n" --out "$dir/simbody.csv" --t-end "$t_end" \
      --output-every 0.01 --accuracies 1e-3 1e-4 1e-5 1e-6 1e-7 1e-8 1e-9 --run-time-limit 20 \
      --integrators "${simbody_integrators[@]}" > "$dir/simbody.md"
    peers=(--peer-csv "$dir/simbody.csv")
    # MuJoCo 2.2's XML parser takes bodies nested about 100 elements deep: chains of up to 96 links.
    rm -f "$dir/mujoco.csv" "$dir/mujoco.md"
    if [ "$n" -le 96 ]; then
      "$build/peers/mujoco/mbdae_mujoco" --model "$model" --n "$n" --out "$dir/mujoco.csv" --t-end "$t_end" \
        --output-every 0.01 --steps 5e-3 2e-3 1e-3 5e-4 2e-4 1e-4 5e-5 2e-5 1e-5 --run-time-limit 20 > "$dir/mujoco.md"
      peers+=(--peer-csv "$dir/mujoco.csv")
    fi
    ${launch:-} "$build/mbdae" compare "$model" --param "n=$n" --quiet --out "$dir" --t-end "$t_end" --check-time "$t_end" \
      --repetitions 1 --coordinates nacf --formulations af,ggl,index1,index3,ali3p --corrections rgcp,none \
      --tolerances 1e-4 1e-6 1e-8 --steps 5e-3 2e-3 1e-3 --run-time-limit 20 "${peers[@]}"
    # Relative coordinates, with the pairs that never form M (AF and ALI3-P by articulated inertias, O(N)
    # per solve or Newton iteration) and no correction: the whole-matrix pairs (IDA, gen-alpha, CVODE's
    # BDF, the corrections) form n x n matrices whose single steps at 1000 links outlast any time limit
    # checked between outputs. Their own folder: the summary reads both.
    ${launch:-} "$build/mbdae" compare "$model" --param "n=$n" --quiet --out "$dir/relative" --t-end "$t_end" \
      --check-time "$t_end" --repetitions 1 --coordinates relative --formulations af,ali3p --corrections none \
      --integrators ab4,rk4,cvode-adams,arkode-erk,arkode-erk-fixed,ali3p-trapezoidal \
      --tolerances 1e-4 1e-6 1e-8 --steps 5e-3 2e-3 1e-3 --run-time-limit 20 "${peers[@]}"
  done
done
python3 scripts/chains_summary.py results/chains > results/chains/README.md

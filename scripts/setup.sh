#!/usr/bin/env bash
# Installs, from Debian's archive, every package mbdae needs to build, test and plot, and the HTML report's
# JavaScript packages from the npm registry (report/package-lock.json). Does nothing when everything is
# already present. Needs root (or sudo) only when something is missing.
# `scripts/setup.sh benchmarks` also installs what only the benchmark suite (scripts/benchmark.sh) uses.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  libeigen3-dev            # dense and sparse linear algebra
  libsuitesparse-dev       # KLU, CHOLMOD, SuiteSparseQR, UMFPACK
  libsundials-dev          # IDA, CVODE, ARKode (6.4, with KLU)
  libyaml-cpp-dev          # model files
  libmuparser-dev          # expressions over parameters in model files
  libtinyxml2-dev          # URDF model files (src/io/urdf_model.cpp): XML with line numbers for errors
  libcli11-dev             # command line
  nlohmann-json3-dev       # summaries (JSON)
  libgtest-dev libgmock-dev # tests
  libbenchmark-dev         # micro-benchmarks
  gnuplot-nox              # plots in results/
  pybind11-dev python3-dev python3-numpy   # the Python module (docs/python.md)
  python3-pytest python3-matplotlib        # its tests, and the plot of docs/python.md's example
  clang libclang-rt-14-dev # sanitizer build and libFuzzer (scripts/test.sh, scripts/fuzz.sh)
  nodejs npm               # the HTML report's scripts: npm installs them, esbuild bundles them (report/)
  chromium                 # the HTML report's screenshots and its browser test (headless)
  python3-pil              # the browser test reads the screenshots
  python3-vtk9             # the motion export's test reads it back with VTK's own reader
  libopenmpi-dev openmpi-bin # `mpirun -n K mbdae compare`: the runs shared among processes (docs/cluster.md)
)

if [ "${1:-}" = benchmarks ]; then
  packages+=(
    libsimbody-dev         # the Simbody peer on the triple pendulum and the chains (peers/simbody/)
    libmujoco-dev          # the MuJoCo peer on the same mechanisms (peers/mujoco/)
    time                   # GNU time: peak resident memory of a run
  )
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

# A machine with Node.js from elsewhere (its own npm included) needs neither Debian's nodejs nor npm.
if command -v node >/dev/null && command -v npm >/dev/null; then
  kept=()
  for p in "${missing[@]}"; do
    if [ "$p" != nodejs ] && [ "$p" != npm ]; then kept+=("$p"); fi
  done
  missing=("${kept[@]}")
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "mbdae setup: installing ${missing[*]}" >&2
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -q
  "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# The report's JavaScript packages, at the versions report/package-lock.json pins, into
# report/node_modules (ignored by git); the build bundles them into the command, so that neither the build
# nor a report needs the network afterwards. Done again only when the lock file changed.
cd "$(dirname "$0")/../report"
if ! cmp -s package-lock.json node_modules/.mbdae-installed-lock.json 2>/dev/null; then
  echo "mbdae setup: npm ci in report/" >&2
  # --ignore-scripts: the packages need no install step (esbuild's binary comes in its platform package).
  npm ci --ignore-scripts --no-audit --no-fund
  cp package-lock.json node_modules/.mbdae-installed-lock.json
fi

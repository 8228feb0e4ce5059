#!/usr/bin/env bash
# Installs a built mbdae into a temporary prefix and builds docs/examples/api_pendulum.cpp against it
# twice, as a user would: with CMake (find_package + mbdae::mbdae) and with pkg-config. Runs both
# programs (each checks what it prints and exits 1 on a failed check), the installed command with the
# plug-in of docs/extending.md built there too (mbdae::plugin), and the installed Python module; looks
# for the installed models. Usage: check_installed_package.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build_dir="$1"
source_dir="$2"
prefix="$(mktemp -d /tmp/mbdae-install.XXXXXX)"
trap 'rm -rf "$prefix"' EXIT

cmake --install "$build_dir" --prefix "$prefix" >/dev/null
example="$source_dir/docs/examples/api_pendulum.cpp"

echo "--- CMake consumer"
cmake -S "$source_dir/tests/consumer" -B "$prefix/consumer" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$prefix" -DMBDAE_EXAMPLE="$example" \
  -DMBDAE_PLUGIN_EXAMPLE="$source_dir/docs/examples/symplectic_euler_plugin.cpp"
cmake --build "$prefix/consumer"
"$prefix/consumer/api_pendulum"

echo "--- pkg-config consumer"
libdir="$(dirname "$(find "$prefix" -name mbdae.pc)")"
flags="$(PKG_CONFIG_PATH="$libdir" pkg-config --cflags mbdae)"
libs="$(PKG_CONFIG_PATH="$libdir" pkg-config --libs mbdae)"
# shellcheck disable=SC2086  # the flags are words
c++ -O2 $flags "$example" -o "$prefix/api_pendulum_pc" $libs
"$prefix/api_pendulum_pc"

echo "--- installed command and models"
# Into files, then grep: `grep -q` stops reading at its match, and the writer's SIGPIPE would fail the pipe.
"$prefix/bin/mbdae" models > "$prefix/models.txt"
grep -q triple_pendulum "$prefix/models.txt"
test -f "$prefix/share/mbdae/models/triple_pendulum.yaml"
# The URDF arm installed beside the models runs as it is.
"$prefix/bin/mbdae" run "$prefix/share/mbdae/models/six_axis_arm.urdf" --t-end 0.01 --quiet \
  --summary "$prefix/arm.json"
grep -q '"status": "ok"' "$prefix/arm.json"
"$prefix/bin/mbdae" run --plugin "$prefix/consumer/libsymplectic_euler.so" --integrator symplectic-euler \
  --t-end 0.1 --quiet --summary "$prefix/summary.json"
grep -q '"integrator": "symplectic-euler"' "$prefix/summary.json"

# The Python module, where it was built: imported from the installed tree, away from the build.
module="$(find "$prefix" -name 'mbdae.cpython-*.so' | head -n 1)"
if [ -n "$module" ]; then
  echo "--- installed Python module"
  (cd "$prefix" && PYTHONPATH="$(dirname "$module")" /usr/bin/python3 -c "
import mbdae
assert mbdae.__file__.startswith('$prefix'), mbdae.__file__
run = mbdae.run(mbdae.builtin('triple_pendulum'), t_end=0.1)
assert run.summary['status'] == 'ok' and run.t.shape == (11,), run
print('mbdae', mbdae.__version__, 'from', mbdae.__file__)")
fi
echo "installed package works"

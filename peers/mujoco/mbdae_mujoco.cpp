// mbdae_mujoco: the triple pendulum or a scaling chain in MuJoCo with its Euler, RK4 and implicit
// integrators over a ladder of steps; writes the peer CSV that `mbdae compare MODEL --peer-csv` turns
// into errors against its reference and curves on its work-precision plots.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <stdexcept>

#include "mujoco_models.hpp"
#include "mujoco_stepping.hpp"
#include "peer_csv_writer.hpp"

int main(int argc, char** argv) {
  std::string out = "mujoco.csv", model = "triple_pendulum";
  mbdae::peers::ChainModel chain;
  double t_end = 5.0, output_every = 0.01, time_limit = 0.0;
  std::vector<double> steps{1e-2, 5e-3, 2e-3, 1e-3, 5e-4, 2e-4, 1e-4, 5e-5, 2e-5, 1e-5};
  std::vector<std::string> integrators = mbdae::peers::mujoco_integrator_names();
  CLI::App app{"mbdae's triple pendulum or scaling chains in MuJoCo over a ladder of steps (peer of mbdae compare)"};
  app.add_option("--model", model, "triple_pendulum, spherical_chain or revolute_chain")
      ->capture_default_str()->check(CLI::IsMember({"triple_pendulum", "spherical_chain", "revolute_chain"}));
  app.add_option("--n", chain.links, "Number of links of a chain (the models' parameter n)")
      ->capture_default_str()->check(CLI::Range(1, 1000));
  app.add_option("--out", out, "Peer CSV to write")->capture_default_str();
  app.add_option("--t-end", t_end, "End time, s")->capture_default_str()->check(CLI::PositiveNumber);
  app.add_option("--output-every", output_every, "Sampling of the tip, s (as mbdae compare's); a whole number of steps")
      ->capture_default_str()->check(CLI::PositiveNumber);
  app.add_option("--steps", steps, "Ladder of steps dt, s (MuJoCo's integrators have fixed steps)")
      ->capture_default_str()->check(CLI::PositiveNumber);
  app.add_option("--integrators", integrators, "euler, rk4, implicit")
      ->capture_default_str()->check(CLI::IsMember(mbdae::peers::mujoco_integrator_names()));
  app.add_option("--run-time-limit", time_limit,
                 "Stepping time each run may take, s (0: no limit); a slower run ends with the status 'time limit'")
      ->capture_default_str()->check(CLI::NonNegativeNumber);
  CLI11_PARSE(app, argc, argv);

  std::string mjcf;
  try {
    if (model == "triple_pendulum") {
      mjcf = mbdae::peers::triple_pendulum_mjcf();
    } else {
      chain.kind = model == "spherical_chain" ? "spherical" : "revolute";
      mjcf = mbdae::peers::chain_mjcf(chain);
    }
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "mbdae_mujoco: %s\n", e.what());
    return 2;
  }
  std::vector<mbdae::peers::TipRun> runs;
  mbdae::peers::print_run_table_header(stdout, "dt (s)", model == "triple_pendulum" ? "tip D" : "tip", t_end);
  try {
    for (const std::string& integrator : integrators)
      for (double dt : steps) {
        runs.push_back(mbdae::peers::run_mujoco(mjcf, integrator, dt, t_end, output_every, time_limit));
        const mbdae::peers::TipRun& r = runs.back();
        mbdae::peers::print_run_table_row(stdout, r);
        if (r.status != "ok") std::fprintf(stderr, "%s at dt = %g: %s\n", integrator.c_str(), dt, r.message.c_str());
      }
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "mbdae_mujoco: %s\n", e.what());
    return 2;
  }
  if (!mbdae::peers::write_peer_csv_file(out, "mujoco", runs)) {
    std::fprintf(stderr, "mbdae_mujoco: cannot write %s\n", out.c_str());
    return 1;
  }
  return 0;
}
